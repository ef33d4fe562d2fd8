// RUN: stype-opt %s | FileCheck %s
// RUN: stype-opt %s --mlir-print-op-generic | stype-opt | FileCheck %s

// Round trip of the reductions (dialect/ReductionOps.td): every attribute,
// f32 and f64, static and dynamic dims, a 3-D row_sparse.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
#rsp3 = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : dense, k : dense), posWidth = 64, crdWidth = 64 }>

// CHECK-LABEL: func.func @sum(
// CHECK-SAME:    %[[A0:.*]]: tensor<?x?xf32, #csr>, %[[A1:.*]]: tensor<4x5x6xf64>) -> (tensor<?xf32>, tensor<1xf32>, tensor<4x1x6xf64>, tensor<5xf64>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.sum %[[A0]] {axis = 0 : i64} : tensor<?x?xf32, #csr> -> tensor<?xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.sum %[[A0]] : tensor<?x?xf32, #csr> -> tensor<1xf32>
// CHECK-NEXT:    %[[V2:.*]] = stype.sum %[[A1]] {axis = 1 : i64, keepdims} : tensor<4x5x6xf64> -> tensor<4x1x6xf64>
// CHECK-NEXT:    %[[V3:.*]] = stype.sum %[[A1]] {axis = -2 : i64, exclude} : tensor<4x5x6xf64> -> tensor<5xf64>
// CHECK-NEXT:    return %[[V0]], %[[V1]], %[[V2]], %[[V3]] : tensor<?xf32>, tensor<1xf32>, tensor<4x1x6xf64>, tensor<5xf64>
func.func @sum(%x: tensor<?x?xf32, #csr>, %d: tensor<4x5x6xf64>)
    -> (tensor<?xf32>, tensor<1xf32>, tensor<4x1x6xf64>, tensor<5xf64>) {
  %0 = stype.sum %x {axis = 0 : i64} : tensor<?x?xf32, #csr> -> tensor<?xf32>
  %1 = stype.sum %x : tensor<?x?xf32, #csr> -> tensor<1xf32>
  %2 = stype.sum %d {axis = 1 : i64, keepdims} : tensor<4x5x6xf64> -> tensor<4x1x6xf64>
  %3 = stype.sum %d {axis = -2 : i64, exclude} : tensor<4x5x6xf64> -> tensor<5xf64>
  return %0, %1, %2, %3 : tensor<?xf32>, tensor<1xf32>, tensor<4x1x6xf64>, tensor<5xf64>
}

// CHECK-LABEL: func.func @mean(
// CHECK-SAME:    %[[A0:.*]]: tensor<8x3xf64, #csr>, %[[A1:.*]]: tensor<?x3x2xf32, #row_sparse3>) -> (tensor<8xf64>, tensor<1x1x1xf32>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.mean %[[A0]] {axis = 1 : i64} : tensor<8x3xf64, #csr> -> tensor<8xf64>
// CHECK-NEXT:    %[[V1:.*]] = stype.mean %[[A1]] {keepdims} : tensor<?x3x2xf32, #row_sparse3> -> tensor<1x1x1xf32>
// CHECK-NEXT:    return %[[V0]], %[[V1]] : tensor<8xf64>, tensor<1x1x1xf32>
func.func @mean(%x: tensor<8x3xf64, #csr>, %r: tensor<?x3x2xf32, #rsp3>)
    -> (tensor<8xf64>, tensor<1x1x1xf32>) {
  %0 = stype.mean %x {axis = 1 : i64} : tensor<8x3xf64, #csr> -> tensor<8xf64>
  %1 = stype.mean %r {keepdims} : tensor<?x3x2xf32, #rsp3> -> tensor<1x1x1xf32>
  return %0, %1 : tensor<8xf64>, tensor<1x1x1xf32>
}

// CHECK-LABEL: func.func @norm(
// CHECK-SAME:    %[[A0:.*]]: tensor<?x?xf32, #row_sparse>, %[[A1:.*]]: tensor<8x3xf64, #csr>) -> (tensor<1xf32>, tensor<3xf64>, tensor<1x3xf64>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.norm %[[A0]] : tensor<?x?xf32, #row_sparse> -> tensor<1xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.norm %[[A1]] {axis = 0 : i64} : tensor<8x3xf64, #csr> -> tensor<3xf64>
// CHECK-NEXT:    %[[V2:.*]] = stype.norm %[[A1]] {axis = 0 : i64, keepdims} : tensor<8x3xf64, #csr> -> tensor<1x3xf64>
// CHECK-NEXT:    return %[[V0]], %[[V1]], %[[V2]] : tensor<1xf32>, tensor<3xf64>, tensor<1x3xf64>
func.func @norm(%r: tensor<?x?xf32, #rsp>, %x: tensor<8x3xf64, #csr>)
    -> (tensor<1xf32>, tensor<3xf64>, tensor<1x3xf64>) {
  %0 = stype.norm %r : tensor<?x?xf32, #rsp> -> tensor<1xf32>
  %1 = stype.norm %x {axis = 0 : i64, ord = 2 : i64} : tensor<8x3xf64, #csr> -> tensor<3xf64>
  %2 = stype.norm %x {axis = 0 : i64, keepdims} : tensor<8x3xf64, #csr> -> tensor<1x3xf64>
  return %0, %1, %2 : tensor<1xf32>, tensor<3xf64>, tensor<1x3xf64>
}

// CHECK-LABEL: func.func @square_sum(
// CHECK-SAME:    %[[A0:.*]]: tensor<?x7xf32, #row_sparse>) -> (tensor<?x1xf32, #row_sparse>, tensor<?xf32>, tensor<1x7xf32>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.square_sum %[[A0]] {axis = 1 : i64, keepdims} : tensor<?x7xf32, #row_sparse> -> tensor<?x1xf32, #row_sparse>
// CHECK-NEXT:    %[[V1:.*]] = stype.square_sum %[[A0]] {axis = 1 : i64} : tensor<?x7xf32, #row_sparse> -> tensor<?xf32>
// CHECK-NEXT:    %[[V2:.*]] = stype.square_sum %[[A0]] {axis = 0 : i64, keepdims} : tensor<?x7xf32, #row_sparse> -> tensor<1x7xf32>
// CHECK-NEXT:    return %[[V0]], %[[V1]], %[[V2]] : tensor<?x1xf32, #row_sparse>, tensor<?xf32>, tensor<1x7xf32>
func.func @square_sum(%r: tensor<?x7xf32, #rsp>)
    -> (tensor<?x1xf32, #rsp>, tensor<?xf32>, tensor<1x7xf32>) {
  %0 = stype.square_sum %r {axis = 1 : i64, keepdims} : tensor<?x7xf32, #rsp> -> tensor<?x1xf32, #rsp>
  %1 = stype.square_sum %r {axis = 1 : i64} : tensor<?x7xf32, #rsp> -> tensor<?xf32>
  %2 = stype.square_sum %r {axis = 0 : i64, keepdims} : tensor<?x7xf32, #rsp> -> tensor<1x7xf32>
  return %0, %1, %2 : tensor<?x1xf32, #rsp>, tensor<?xf32>, tensor<1x7xf32>
}

// CHECK-LABEL: func.func @getnnz(
// CHECK-SAME:    %[[A0:.*]]: tensor<5x?xf64, #csr>) -> (tensor<1xi64>, tensor<5xi64>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.getnnz %[[A0]] : tensor<5x?xf64, #csr> -> tensor<1xi64>
// CHECK-NEXT:    %[[V1:.*]] = stype.getnnz %[[A0]] {axis = 1 : i64} : tensor<5x?xf64, #csr> -> tensor<5xi64>
// CHECK-NEXT:    return %[[V0]], %[[V1]] : tensor<1xi64>, tensor<5xi64>
func.func @getnnz(%x: tensor<5x?xf64, #csr>) -> (tensor<1xi64>, tensor<5xi64>) {
  %0 = stype.getnnz %x : tensor<5x?xf64, #csr> -> tensor<1xi64>
  %1 = stype.getnnz %x {axis = 1 : i64} : tensor<5x?xf64, #csr> -> tensor<5xi64>
  return %0, %1 : tensor<1xi64>, tensor<5xi64>
}
