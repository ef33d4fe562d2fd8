// RUN: stype-opt %s --stype-infer-storage=verbose=1 --verify-diagnostics --mlir-print-op-on-diagnostic=false | FileCheck %s
// RUN: stype-opt %s --stype-infer-storage --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN

// Storage kinds of the shape ops (dialect/ShapeOps.td): MXNet has no sparse
// path for any of them (mxnet-semantics §3.6, test_reshape_backward_fallback),
// so default operands get the dense kernel and a csr or row_sparse operand
// MXNet's dense fallback, with its warning; every result is default.  The
// result kinds written in the input (row_sparse) are placeholders.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// WARN: warning: Storage type fallback detected:
// WARN-NEXT: operator = reshape
// WARN-NEXT: input storage types = [csr]
// WARN-NEXT: output storage types = [default]
// WARN-NEXT: params = {"shape" : array<i64: -1, 2>}
// WARN-NEXT: The operator with default storage type will be dispatched for execution. Temporary dense tensors are generated in order to execute the operator. This does not affect the correctness of the program.
// WARN-COUNT-7: warning: Storage type fallback detected:

// CHECK-LABEL: func.func @kernels(
// CHECK-SAME:    %[[A0:.*]]: tensor<4x3xf32>, %[[A1:.*]]: tensor<1x3xf32>, %[[A2:.*]]: tensor<4xi64>, %[[A3:.*]]: tensor<4xf32>) -> (tensor<6x2xf32>, tensor<3x4xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x5xf32>, tensor<4xf32>, tensor<4x3xf32>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.reshape %[[A0]] {shape = array<i64: -1, 2>} : tensor<4x3xf32> -> tensor<6x2xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.transpose %[[A0]] : tensor<4x3xf32> -> tensor<3x4xf32>
// CHECK-NEXT:    %[[V2:.*]] = stype.broadcast_to %[[A1]] {shape = array<i64: 4, 0>} : tensor<1x3xf32> -> tensor<4x3xf32>
// CHECK-NEXT:    %[[V3:.*]] = stype.broadcast_like %[[A1]], %[[A0]] : tensor<1x3xf32>, tensor<4x3xf32> -> tensor<4x3xf32>
// CHECK-NEXT:    %[[V4:.*]] = stype.one_hot %[[A2]] {depth = 5 : i64} : tensor<4xi64> -> tensor<4x5xf32>
// CHECK-NEXT:    %[[V5:.*]] = stype.pick %[[A0]], %[[A3]] : tensor<4x3xf32>, tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT:    %[[V6:.*]] = stype.pick_grad %[[V5]], %[[A3]] {depth = 3 : i64} : tensor<4xf32>, tensor<4xf32> -> tensor<4x3xf32>
// CHECK-NEXT:    return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V5]], %[[V6]] : tensor<6x2xf32>, tensor<3x4xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x5xf32>, tensor<4xf32>, tensor<4x3xf32>
// CHECK-LABEL: func.func @fallbacks(
// CHECK-SAME:    %[[A0:.*]]: tensor<4x3xf32, #csr>, %[[A1:.*]]: tensor<4x3xf32, #row_sparse>, %[[A2:.*]]: tensor<1x3xf32, #csr>, %[[A3:.*]]: tensor<4x1xf32, #row_sparse>, %[[A4:.*]]: tensor<4xf32>, %[[A5:.*]]: tensor<4x1xf32>) -> (tensor<6x2xf32>, tensor<3x4xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4xf32>, tensor<4x3xf32>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.cast_storage %[[A0]] : tensor<4x3xf32, #csr> to tensor<4x3xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.reshape %[[V0]] {shape = array<i64: -1, 2>} : tensor<4x3xf32> -> tensor<6x2xf32>
// CHECK-NEXT:    %[[V2:.*]] = stype.cast_storage %[[A1]] : tensor<4x3xf32, #row_sparse> to tensor<4x3xf32>
// CHECK-NEXT:    %[[V3:.*]] = stype.transpose %[[V2]] : tensor<4x3xf32> -> tensor<3x4xf32>
// CHECK-NEXT:    %[[V4:.*]] = stype.cast_storage %[[A2]] : tensor<1x3xf32, #csr> to tensor<1x3xf32>
// CHECK-NEXT:    %[[V5:.*]] = stype.broadcast_to %[[V4]] {shape = array<i64: 4, 0>} : tensor<1x3xf32> -> tensor<4x3xf32>
// CHECK-NEXT:    %[[V6:.*]] = stype.cast_storage %[[A2]] : tensor<1x3xf32, #csr> to tensor<1x3xf32>
// CHECK-NEXT:    %[[V7:.*]] = stype.cast_storage %[[A1]] : tensor<4x3xf32, #row_sparse> to tensor<4x3xf32>
// CHECK-NEXT:    %[[V8:.*]] = stype.broadcast_like %[[V6]], %[[V7]] : tensor<1x3xf32>, tensor<4x3xf32> -> tensor<4x3xf32>
// CHECK-NEXT:    %[[V9:.*]] = stype.cast_storage %[[A0]] : tensor<4x3xf32, #csr> to tensor<4x3xf32>
// CHECK-NEXT:    %[[V10:.*]] = stype.broadcast_like %[[A5]], %[[V9]] : tensor<4x1xf32>, tensor<4x3xf32> -> tensor<4x3xf32>
// CHECK-NEXT:    %[[V11:.*]] = stype.cast_storage %[[A0]] : tensor<4x3xf32, #csr> to tensor<4x3xf32>
// CHECK-NEXT:    %[[V12:.*]] = stype.pick %[[V11]], %[[A4]] {mode = "wrap"} : tensor<4x3xf32>, tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT:    %[[V13:.*]] = stype.cast_storage %[[A3]] : tensor<4x1xf32, #row_sparse> to tensor<4x1xf32>
// CHECK-NEXT:    %[[V14:.*]] = stype.pick_grad %[[V13]], %[[A5]] {depth = 3 : i64, keepdims} : tensor<4x1xf32>, tensor<4x1xf32> -> tensor<4x3xf32>
// CHECK-NEXT:    return %[[V1]], %[[V3]], %[[V5]], %[[V8]], %[[V10]], %[[V12]], %[[V14]] : tensor<6x2xf32>, tensor<3x4xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4xf32>, tensor<4x3xf32>


func.func @kernels(%x: tensor<4x3xf32>, %b: tensor<1x3xf32>, %i: tensor<4xi64>, %f: tensor<4xf32>)
    -> (tensor<6x2xf32, #rsp>, tensor<3x4xf32, #rsp>, tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp>, tensor<4x5xf32, #rsp>, tensor<4xf32>, tensor<4x3xf32, #rsp>) {
  // expected-remark @below {{operator = reshape, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %0 = stype.reshape %x {shape = array<i64: -1, 2>} : tensor<4x3xf32> -> tensor<6x2xf32, #rsp>
  // expected-remark @below {{operator = transpose, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %1 = stype.transpose %x : tensor<4x3xf32> -> tensor<3x4xf32, #rsp>
  // expected-remark @below {{operator = broadcast_to, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %2 = stype.broadcast_to %b {shape = array<i64: 4, 0>} : tensor<1x3xf32> -> tensor<4x3xf32, #rsp>
  // expected-remark @below {{operator = broadcast_like, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %3 = stype.broadcast_like %b, %x : tensor<1x3xf32>, tensor<4x3xf32> -> tensor<4x3xf32, #rsp>
  // expected-remark @below {{operator = one_hot, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %4 = stype.one_hot %i {depth = 5 : i64} : tensor<4xi64> -> tensor<4x5xf32, #rsp>
  // expected-remark @below {{operator = pick, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %5 = stype.pick %x, %f : tensor<4x3xf32>, tensor<4xf32> -> tensor<4xf32>
  // expected-remark @below {{operator = pick_grad, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %6 = stype.pick_grad %5, %f {depth = 3 : i64} : tensor<4xf32>, tensor<4xf32> -> tensor<4x3xf32, #rsp>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<6x2xf32, #rsp>, tensor<3x4xf32, #rsp>, tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp>, tensor<4x5xf32, #rsp>, tensor<4xf32>, tensor<4x3xf32, #rsp>
}

func.func @fallbacks(%c: tensor<4x3xf32, #csr>, %r: tensor<4x3xf32, #rsp>, %b: tensor<1x3xf32, #csr>, %g: tensor<4x1xf32, #rsp>, %f: tensor<4xf32>, %k: tensor<4x1xf32>)
    -> (tensor<6x2xf32>, tensor<3x4xf32, #rsp>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4xf32>, tensor<4x3xf32>) {
  // expected-warning @below {{Storage type fallback detected}}
  // expected-remark @below {{operator = reshape, input storage types = [csr], output storage types = [default], dispatch = dense fallback}}
  %0 = stype.reshape %c {shape = array<i64: -1, 2>} : tensor<4x3xf32, #csr> -> tensor<6x2xf32>
  // expected-warning @below {{Storage type fallback detected}}
  // expected-remark @below {{operator = transpose, input storage types = [row_sparse], output storage types = [default], dispatch = dense fallback}}
  %1 = stype.transpose %r : tensor<4x3xf32, #rsp> -> tensor<3x4xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected}}
  // expected-remark @below {{operator = broadcast_to, input storage types = [csr], output storage types = [default], dispatch = dense fallback}}
  %2 = stype.broadcast_to %b {shape = array<i64: 4, 0>} : tensor<1x3xf32, #csr> -> tensor<4x3xf32>
  // expected-warning @below {{Storage type fallback detected}}
  // expected-remark @below {{operator = broadcast_like, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %3 = stype.broadcast_like %b, %r : tensor<1x3xf32, #csr>, tensor<4x3xf32, #rsp> -> tensor<4x3xf32>
  // expected-warning @below {{Storage type fallback detected}}
  // expected-remark @below {{operator = broadcast_like, input storage types = [default, csr], output storage types = [default], dispatch = dense fallback}}
  %4 = stype.broadcast_like %k, %c : tensor<4x1xf32>, tensor<4x3xf32, #csr> -> tensor<4x3xf32>
  // expected-warning @below {{Storage type fallback detected}}
  // expected-remark @below {{operator = pick, input storage types = [csr, default], output storage types = [default], dispatch = dense fallback}}
  %5 = stype.pick %c, %f {mode = "wrap"} : tensor<4x3xf32, #csr>, tensor<4xf32> -> tensor<4xf32>
  // expected-warning @below {{Storage type fallback detected}}
  // expected-remark @below {{operator = pick_grad, input storage types = [row_sparse, default], output storage types = [default], dispatch = dense fallback}}
  %6 = stype.pick_grad %g, %k {depth = 3 : i64, keepdims} : tensor<4x1xf32, #rsp>, tensor<4x1xf32> -> tensor<4x3xf32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<6x2xf32>, tensor<3x4xf32, #rsp>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4xf32>, tensor<4x3xf32>
}

// broadcast_axis: the dense kernel, and a row_sparse input's fallback.
// CHECK-LABEL: func.func @broadcast_axis(
// CHECK-SAME:    %[[A0:.*]]: tensor<1x3xf32>, %[[A1:.*]]: tensor<4x1xf32, #row_sparse>) -> (tensor<4x3xf32>, tensor<4x5xf32>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.broadcast_axis %[[A0]] {axis = array<i64: 0>, size = array<i64: 4>} : tensor<1x3xf32> -> tensor<4x3xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.cast_storage %[[A1]] : tensor<4x1xf32, #row_sparse> to tensor<4x1xf32>
// CHECK-NEXT:    %[[V2:.*]] = stype.broadcast_axis %[[V1]] {axis = array<i64: -1>, size = array<i64: 5>} : tensor<4x1xf32> -> tensor<4x5xf32>
// CHECK-NEXT:    return %[[V0]], %[[V2]] : tensor<4x3xf32>, tensor<4x5xf32>
func.func @broadcast_axis(%b: tensor<1x3xf32>, %g: tensor<4x1xf32, #rsp>)
    -> (tensor<4x3xf32, #rsp>, tensor<4x5xf32>) {
  // expected-remark @below {{operator = broadcast_axis, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %0 = stype.broadcast_axis %b {axis = array<i64: 0>, size = array<i64: 4>} : tensor<1x3xf32> -> tensor<4x3xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected}}
  // expected-remark @below {{operator = broadcast_axis, input storage types = [row_sparse], output storage types = [default], dispatch = dense fallback}}
  %1 = stype.broadcast_axis %g {axis = array<i64: -1>, size = array<i64: 5>} : tensor<4x1xf32, #rsp> -> tensor<4x5xf32>
  return %0, %1 : tensor<4x3xf32, #rsp>, tensor<4x5xf32>
}
