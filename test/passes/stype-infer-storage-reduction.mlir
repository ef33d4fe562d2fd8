// RUN: stype-opt %s --stype-infer-storage --verify-diagnostics --mlir-print-op-on-diagnostic=false | FileCheck %s

// Result kinds of the reductions by MXNet's FInferStorageType
// (ReduceAxesOpForwardStorage, LpNormStorageType,
// SquareSumForwardInferStorageType, getnnz: mxnet-semantics §3.5) and the
// dense fallback of every other combination.  Result kinds written in the
// input are placeholders.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
#rsp3 = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : dense, k : dense), posWidth = 64, crdWidth = 64 }>

// default -> default; csr over axis 0 or 1 -> default by a kernel.
// CHECK-LABEL: func.func @sum_kernels(
// CHECK-SAME:    %[[A0:.*]]: tensor<4x5xf32>, %[[A1:.*]]: tensor<?x?xf32, #csr>) -> (tensor<1xf32>, tensor<?xf32>, tensor<?xf32>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.sum %[[A0]] : tensor<4x5xf32> -> tensor<1xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.sum %[[A1]] {axis = 0 : i64} : tensor<?x?xf32, #csr> -> tensor<?xf32>
// CHECK-NEXT:    %[[V2:.*]] = stype.sum %[[A1]] {axis = -1 : i64} : tensor<?x?xf32, #csr> -> tensor<?xf32>
// CHECK-NEXT:    return %[[V0]], %[[V1]], %[[V2]] : tensor<1xf32>, tensor<?xf32>, tensor<?xf32>
func.func @sum_kernels(%d: tensor<4x5xf32>, %x: tensor<?x?xf32, #csr>)
    -> (tensor<1xf32>, tensor<?xf32>, tensor<?xf32>) {
  %0 = stype.sum %d : tensor<4x5xf32> -> tensor<1xf32>
  %1 = stype.sum %x {axis = 0 : i64} : tensor<?x?xf32, #csr> -> tensor<?xf32>
  %2 = stype.sum %x {axis = -1 : i64} : tensor<?x?xf32, #csr> -> tensor<?xf32>
  return %0, %1, %2 : tensor<1xf32>, tensor<?xf32>, tensor<?xf32>
}

// csr with keepdims, exclude or no axis, and row_sparse: dense fallback.
// CHECK-LABEL: func.func @sum_fallbacks(
// CHECK-SAME:    %[[A0:.*]]: tensor<?x?xf32, #csr>, %[[A1:.*]]: tensor<?x?xf64, #row_sparse>, %[[A2:.*]]: tensor<?x3x2xf64, #row_sparse3>) -> (tensor<1x?xf32>, tensor<?xf32>, tensor<1xf32>, tensor<?xf64>, tensor<3x2xf64>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.cast_storage %[[A0]] : tensor<?x?xf32, #csr> to tensor<?x?xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.sum %[[V0]] {axis = 0 : i64, keepdims} : tensor<?x?xf32> -> tensor<1x?xf32>
// CHECK-NEXT:    %[[V2:.*]] = stype.cast_storage %[[A0]] : tensor<?x?xf32, #csr> to tensor<?x?xf32>
// CHECK-NEXT:    %[[V3:.*]] = stype.sum %[[V2]] {axis = 0 : i64, exclude} : tensor<?x?xf32> -> tensor<?xf32>
// CHECK-NEXT:    %[[V4:.*]] = stype.cast_storage %[[A0]] : tensor<?x?xf32, #csr> to tensor<?x?xf32>
// CHECK-NEXT:    %[[V5:.*]] = stype.sum %[[V4]] : tensor<?x?xf32> -> tensor<1xf32>
// CHECK-NEXT:    %[[V6:.*]] = stype.cast_storage %[[A1]] : tensor<?x?xf64, #row_sparse> to tensor<?x?xf64>
// CHECK-NEXT:    %[[V7:.*]] = stype.sum %[[V6]] {axis = 1 : i64} : tensor<?x?xf64> -> tensor<?xf64>
// CHECK-NEXT:    %[[V8:.*]] = stype.cast_storage %[[A2]] : tensor<?x3x2xf64, #row_sparse3> to tensor<?x3x2xf64>
// CHECK-NEXT:    %[[V9:.*]] = stype.sum %[[V8]] {axis = 0 : i64} : tensor<?x3x2xf64> -> tensor<3x2xf64>
// CHECK-NEXT:    return %[[V1]], %[[V3]], %[[V5]], %[[V7]], %[[V9]] : tensor<1x?xf32>, tensor<?xf32>, tensor<1xf32>, tensor<?xf64>, tensor<3x2xf64>
func.func @sum_fallbacks(%x: tensor<?x?xf32, #csr>, %r: tensor<?x?xf64, #rsp>, %r3: tensor<?x3x2xf64, #rsp3>)
    -> (tensor<1x?xf32>, tensor<?xf32>, tensor<1xf32>, tensor<?xf64>, tensor<3x2xf64>) {
  // expected-warning @below {{Storage type fallback detected:}}
  %0 = stype.sum %x {axis = 0 : i64, keepdims} : tensor<?x?xf32, #csr> -> tensor<1x?xf32>
  // expected-warning @below {{Storage type fallback detected:}}
  %1 = stype.sum %x {axis = 0 : i64, exclude} : tensor<?x?xf32, #csr> -> tensor<?xf32>
  // expected-warning @below {{Storage type fallback detected:}}
  %2 = stype.sum %x : tensor<?x?xf32, #csr> -> tensor<1xf32>
  // expected-warning @below {{Storage type fallback detected:}}
  %3 = stype.sum %r {axis = 1 : i64} : tensor<?x?xf64, #rsp> -> tensor<?xf64>
  // expected-warning @below {{Storage type fallback detected:}}
  %4 = stype.sum %r3 {axis = 0 : i64} : tensor<?x3x2xf64, #rsp3> -> tensor<3x2xf64>
  return %0, %1, %2, %3, %4 : tensor<1x?xf32>, tensor<?xf32>, tensor<1xf32>, tensor<?xf64>, tensor<3x2xf64>
}

// CHECK-LABEL: func.func @mean(
// CHECK-SAME:    %[[A0:.*]]: tensor<6x5xf32, #csr>, %[[A1:.*]]: tensor<6x5xf32, #row_sparse>) -> (tensor<6xf32>, tensor<5xf32>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.mean %[[A0]] {axis = 1 : i64} : tensor<6x5xf32, #csr> -> tensor<6xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.cast_storage %[[A1]] : tensor<6x5xf32, #row_sparse> to tensor<6x5xf32>
// CHECK-NEXT:    %[[V2:.*]] = stype.mean %[[V1]] {axis = 0 : i64} : tensor<6x5xf32> -> tensor<5xf32>
// CHECK-NEXT:    return %[[V0]], %[[V2]] : tensor<6xf32>, tensor<5xf32>
func.func @mean(%x: tensor<6x5xf32, #csr>, %r: tensor<6x5xf32, #rsp>)
    -> (tensor<6xf32>, tensor<5xf32>) {
  %0 = stype.mean %x {axis = 1 : i64} : tensor<6x5xf32, #csr> -> tensor<6xf32>
  // expected-warning @below {{Storage type fallback detected:}}
  %1 = stype.mean %r {axis = 0 : i64} : tensor<6x5xf32, #rsp> -> tensor<5xf32>
  return %0, %1 : tensor<6xf32>, tensor<5xf32>
}

// norm: row_sparse or csr with no axis (keepdims or not), csr over 0 or 1
// without keepdims: kernels; the rest falls back.
// CHECK-LABEL: func.func @norm(
// CHECK-SAME:    %[[A0:.*]]: tensor<4x5xf32>, %[[A1:.*]]: tensor<?x?xf32, #row_sparse>, %[[A2:.*]]: tensor<?x3x2xf32, #row_sparse3>, %[[A3:.*]]: tensor<?x?xf32, #csr>) -> (tensor<4xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1x1xf32>, tensor<?xf32>, tensor<?x1xf32>, tensor<?xf32>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.norm %[[A0]] {axis = 1 : i64} : tensor<4x5xf32> -> tensor<4xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.norm %[[A1]] : tensor<?x?xf32, #row_sparse> -> tensor<1xf32>
// CHECK-NEXT:    %[[V2:.*]] = stype.norm %[[A2]] : tensor<?x3x2xf32, #row_sparse3> -> tensor<1xf32>
// CHECK-NEXT:    %[[V3:.*]] = stype.norm %[[A3]] {keepdims} : tensor<?x?xf32, #csr> -> tensor<1x1xf32>
// CHECK-NEXT:    %[[V4:.*]] = stype.norm %[[A3]] {axis = 0 : i64} : tensor<?x?xf32, #csr> -> tensor<?xf32>
// CHECK-NEXT:    %[[V5:.*]] = stype.cast_storage %[[A3]] : tensor<?x?xf32, #csr> to tensor<?x?xf32>
// CHECK-NEXT:    %[[V6:.*]] = stype.norm %[[V5]] {axis = 1 : i64, keepdims} : tensor<?x?xf32> -> tensor<?x1xf32>
// CHECK-NEXT:    %[[V7:.*]] = stype.cast_storage %[[A1]] : tensor<?x?xf32, #row_sparse> to tensor<?x?xf32>
// CHECK-NEXT:    %[[V8:.*]] = stype.norm %[[V7]] {axis = 1 : i64} : tensor<?x?xf32> -> tensor<?xf32>
// CHECK-NEXT:    return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V6]], %[[V8]] : tensor<4xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1x1xf32>, tensor<?xf32>, tensor<?x1xf32>, tensor<?xf32>
func.func @norm(%d: tensor<4x5xf32>, %r: tensor<?x?xf32, #rsp>, %r3: tensor<?x3x2xf32, #rsp3>, %x: tensor<?x?xf32, #csr>)
    -> (tensor<4xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1x1xf32>, tensor<?xf32>, tensor<?x1xf32>, tensor<?xf32>) {
  %0 = stype.norm %d {axis = 1 : i64} : tensor<4x5xf32> -> tensor<4xf32>
  %1 = stype.norm %r : tensor<?x?xf32, #rsp> -> tensor<1xf32>
  %2 = stype.norm %r3 : tensor<?x3x2xf32, #rsp3> -> tensor<1xf32>
  %3 = stype.norm %x {keepdims} : tensor<?x?xf32, #csr> -> tensor<1x1xf32>
  %4 = stype.norm %x {axis = 0 : i64} : tensor<?x?xf32, #csr> -> tensor<?xf32>
  // expected-warning @below {{Storage type fallback detected:}}
  %5 = stype.norm %x {axis = 1 : i64, keepdims} : tensor<?x?xf32, #csr> -> tensor<?x1xf32>
  // expected-warning @below {{Storage type fallback detected:}}
  %6 = stype.norm %r {axis = 1 : i64} : tensor<?x?xf32, #rsp> -> tensor<?xf32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<4xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1x1xf32>, tensor<?xf32>, tensor<?x1xf32>, tensor<?xf32>
}

// square_sum: axis 1 with keepdims -> row_sparse; otherwise default.
// CHECK-LABEL: func.func @square_sum(
// CHECK-SAME:    %[[A0:.*]]: tensor<?x7xf64, #row_sparse>) -> (tensor<?x1xf64, #row_sparse>, tensor<?xf64>, tensor<7xf64>, tensor<1x7xf64>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.square_sum %[[A0]] {axis = 1 : i64, keepdims} : tensor<?x7xf64, #row_sparse> -> tensor<?x1xf64, #row_sparse>
// CHECK-NEXT:    %[[V1:.*]] = stype.square_sum %[[A0]] {axis = 1 : i64} : tensor<?x7xf64, #row_sparse> -> tensor<?xf64>
// CHECK-NEXT:    %[[V2:.*]] = stype.square_sum %[[A0]] {axis = 0 : i64} : tensor<?x7xf64, #row_sparse> -> tensor<7xf64>
// CHECK-NEXT:    %[[V3:.*]] = stype.square_sum %[[A0]] {axis = 0 : i64, keepdims} : tensor<?x7xf64, #row_sparse> -> tensor<1x7xf64>
// CHECK-NEXT:    return %[[V0]], %[[V1]], %[[V2]], %[[V3]] : tensor<?x1xf64, #row_sparse>, tensor<?xf64>, tensor<7xf64>, tensor<1x7xf64>
func.func @square_sum(%r: tensor<?x7xf64, #rsp>)
    -> (tensor<?x1xf64>, tensor<?xf64>, tensor<7xf64>, tensor<1x7xf64, #rsp>) {
  %0 = stype.square_sum %r {axis = 1 : i64, keepdims} : tensor<?x7xf64, #rsp> -> tensor<?x1xf64>
  %1 = stype.square_sum %r {axis = 1 : i64} : tensor<?x7xf64, #rsp> -> tensor<?xf64>
  %2 = stype.square_sum %r {axis = 0 : i64} : tensor<?x7xf64, #rsp> -> tensor<7xf64>
  %3 = stype.square_sum %r {axis = 0 : i64, keepdims} : tensor<?x7xf64, #rsp> -> tensor<1x7xf64, #rsp>
  return %0, %1, %2, %3 : tensor<?x1xf64>, tensor<?xf64>, tensor<7xf64>, tensor<1x7xf64, #rsp>
}

// CHECK-LABEL: func.func @getnnz(
// CHECK-SAME:    %[[A0:.*]]: tensor<?x?xf32, #csr>) -> (tensor<1xi64>, tensor<?xi64>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.getnnz %[[A0]] : tensor<?x?xf32, #csr> -> tensor<1xi64>
// CHECK-NEXT:    %[[V1:.*]] = stype.getnnz %[[A0]] {axis = 1 : i64} : tensor<?x?xf32, #csr> -> tensor<?xi64>
// CHECK-NEXT:    return %[[V0]], %[[V1]] : tensor<1xi64>, tensor<?xi64>
func.func @getnnz(%x: tensor<?x?xf32, #csr>) -> (tensor<1xi64>, tensor<?xi64>) {
  %0 = stype.getnnz %x : tensor<?x?xf32, #csr> -> tensor<1xi64>
  %1 = stype.getnnz %x {axis = 1 : i64} : tensor<?x?xf32, #csr> -> tensor<?xi64>
  return %0, %1 : tensor<1xi64>, tensor<?xi64>
}
