// RUN: stype-opt %s --stype-infer-storage=verbose=1 --verify-diagnostics --mlir-print-op-on-diagnostic=false | FileCheck %s

// softmax, log_softmax, softmax_cross_entropy{,_grad} and activation are
// dense only (MXNet registers no sparse FInferStorageType for them without
// MKL-DNN): all default -> default by the kernel; a csr or row_sparse
// operand takes the dense fallback with MXNet's warning (and, with
// verbose=1, the remark naming the dispatch).  Result kinds written in the
// input (row_sparse) are placeholders: every result is default.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// CHECK-LABEL: func.func @dense_nn(
// CHECK-SAME:    %[[A0:.*]]: tensor<4x3xf32>, %[[A1:.*]]: tensor<4x3xf32, #csr>, %[[A2:.*]]: tensor<?x3xf64, #row_sparse>, %[[A3:.*]]: tensor<4xf32>, %[[A4:.*]]: tensor<?xf64>, %[[A5:.*]]: tensor<1xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>, tensor<?x3xf64>, tensor<4x3xf32>, tensor<1xf32>, tensor<1xf64>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<?x3xf64>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.softmax %[[A0]] : tensor<4x3xf32> -> tensor<4x3xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.cast_storage %[[A1]] : tensor<4x3xf32, #csr> to tensor<4x3xf32>
// CHECK-NEXT:    %[[V2:.*]] = stype.softmax %[[V1]] {axis = 0 : i64} : tensor<4x3xf32> -> tensor<4x3xf32>
// CHECK-NEXT:    %[[V3:.*]] = stype.cast_storage %[[A2]] : tensor<?x3xf64, #row_sparse> to tensor<?x3xf64>
// CHECK-NEXT:    %[[V4:.*]] = stype.log_softmax %[[V3]] {temperature = 2.000000e+00 : f64} : tensor<?x3xf64> -> tensor<?x3xf64>
// CHECK-NEXT:    %[[V5:.*]] = stype.log_softmax %[[A0]] : tensor<4x3xf32> -> tensor<4x3xf32>
// CHECK-NEXT:    %[[V6:.*]] = stype.softmax_cross_entropy %[[A0]], %[[A3]] : tensor<4x3xf32>, tensor<4xf32> -> tensor<1xf32>
// CHECK-NEXT:    %[[V7:.*]] = stype.cast_storage %[[A2]] : tensor<?x3xf64, #row_sparse> to tensor<?x3xf64>
// CHECK-NEXT:    %[[V8:.*]] = stype.softmax_cross_entropy %[[V7]], %[[A4]] : tensor<?x3xf64>, tensor<?xf64> -> tensor<1xf64>
// CHECK-NEXT:    %[[V9:.*]] = stype.softmax_cross_entropy_grad %[[A0]], %[[A3]], %[[A5]] : tensor<4x3xf32>, tensor<4xf32>, tensor<1xf32> -> tensor<4x3xf32>
// CHECK-NEXT:    %[[V10:.*]] = stype.cast_storage %[[A1]] : tensor<4x3xf32, #csr> to tensor<4x3xf32>
// CHECK-NEXT:    %[[V11:.*]] = stype.softmax_cross_entropy_grad %[[V10]], %[[A3]], %[[A5]] : tensor<4x3xf32>, tensor<4xf32>, tensor<1xf32> -> tensor<4x3xf32>
// CHECK-NEXT:    %[[V12:.*]] = stype.activation %[[A0]] {act_type = #stype.act_type<relu>} : tensor<4x3xf32> -> tensor<4x3xf32>
// CHECK-NEXT:    %[[V13:.*]] = stype.cast_storage %[[A1]] : tensor<4x3xf32, #csr> to tensor<4x3xf32>
// CHECK-NEXT:    %[[V14:.*]] = stype.activation %[[V13]] {act_type = #stype.act_type<softrelu>} : tensor<4x3xf32> -> tensor<4x3xf32>
// CHECK-NEXT:    %[[V15:.*]] = stype.cast_storage %[[A2]] : tensor<?x3xf64, #row_sparse> to tensor<?x3xf64>
// CHECK-NEXT:    %[[V16:.*]] = stype.activation %[[V15]] {act_type = #stype.act_type<tanh>} : tensor<?x3xf64> -> tensor<?x3xf64>
// CHECK-NEXT:    return %[[V0]], %[[V2]], %[[V4]], %[[V5]], %[[V6]], %[[V8]], %[[V9]], %[[V11]], %[[V14]], %[[V16]] : tensor<4x3xf32>, tensor<4x3xf32>, tensor<?x3xf64>, tensor<4x3xf32>, tensor<1xf32>, tensor<1xf64>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<?x3xf64>
func.func @dense_nn(%x: tensor<4x3xf32>, %xc: tensor<4x3xf32, #csr>, %xr: tensor<?x3xf64, #rsp>, %l: tensor<4xf32>, %lr: tensor<?xf64>, %dy: tensor<1xf32>)
    -> (tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp>, tensor<?x3xf64, #rsp>, tensor<4x3xf32, #rsp>, tensor<1xf32>, tensor<1xf64>, tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp>, tensor<?x3xf64, #rsp>) {
  // expected-remark @below {{operator = softmax, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %0 = stype.softmax %x : tensor<4x3xf32> -> tensor<4x3xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  // expected-remark @below {{operator = softmax, input storage types = [csr], output storage types = [default], dispatch = dense fallback}}
  %1 = stype.softmax %xc {axis = 0 : i64} : tensor<4x3xf32, #csr> -> tensor<4x3xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  // expected-remark @below {{operator = log_softmax, input storage types = [row_sparse], output storage types = [default], dispatch = dense fallback}}
  %2 = stype.log_softmax %xr {temperature = 2.0 : f64} : tensor<?x3xf64, #rsp> -> tensor<?x3xf64, #rsp>
  // expected-remark @below {{operator = log_softmax, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %3 = stype.log_softmax %x : tensor<4x3xf32> -> tensor<4x3xf32, #rsp>
  // expected-remark @below {{operator = softmax_cross_entropy, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %4 = stype.softmax_cross_entropy %x, %l : tensor<4x3xf32>, tensor<4xf32> -> tensor<1xf32>
  // expected-warning @below {{Storage type fallback detected:}}
  // expected-remark @below {{operator = softmax_cross_entropy, input storage types = [row_sparse, default], output storage types = [default], dispatch = dense fallback}}
  %5 = stype.softmax_cross_entropy %xr, %lr : tensor<?x3xf64, #rsp>, tensor<?xf64> -> tensor<1xf64>
  // expected-remark @below {{operator = softmax_cross_entropy_grad, input storage types = [default, default, default], output storage types = [default], dispatch = specialized kernel}}
  %6 = stype.softmax_cross_entropy_grad %x, %l, %dy : tensor<4x3xf32>, tensor<4xf32>, tensor<1xf32> -> tensor<4x3xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  // expected-remark @below {{operator = softmax_cross_entropy_grad, input storage types = [csr, default, default], output storage types = [default], dispatch = dense fallback}}
  %7 = stype.softmax_cross_entropy_grad %xc, %l, %dy : tensor<4x3xf32, #csr>, tensor<4xf32>, tensor<1xf32> -> tensor<4x3xf32, #rsp>
  // expected-remark @below {{operator = activation, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %8 = stype.activation %x {act_type = #stype.act_type<relu>} : tensor<4x3xf32> -> tensor<4x3xf32, #rsp>
  // MXNet's warning names the op and its params.
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = activation{{.}}input storage types = [csr]{{.}}output storage types = [default]{{.}}params = {"act_type" : #stype.act_type<softrelu>}{{.}}The operator with default storage type will be dispatched for execution.}}
  // expected-remark @below {{operator = activation, input storage types = [csr], output storage types = [default], dispatch = dense fallback}}
  %9 = stype.activation %xc {act_type = #stype.act_type<softrelu>} : tensor<4x3xf32, #csr> -> tensor<4x3xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  // expected-remark @below {{operator = activation, input storage types = [row_sparse], output storage types = [default], dispatch = dense fallback}}
  %10 = stype.activation %xr {act_type = #stype.act_type<tanh>} : tensor<?x3xf64, #rsp> -> tensor<?x3xf64, #rsp>
  return %0, %1, %2, %3, %4, %5, %6, %7, %9, %10 : tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp>, tensor<?x3xf64, #rsp>, tensor<4x3xf32, #rsp>, tensor<1xf32>, tensor<1xf64>, tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp>, tensor<?x3xf64, #rsp>
}
