// RUN: stype-opt %s | FileCheck %s
// RUN: stype-opt %s --mlir-print-op-generic | stype-opt | FileCheck %s

// Round trip of the indexing ops (dialect/IndexingOps.td) other than
// sparse_retain (in ops.mlir): every attribute, f32 and f64, static and
// dynamic dims.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// CHECK-LABEL: func.func @slice(
// CHECK-SAME:    %[[A0:.*]]: tensor<?x?xf32, #csr>, %[[A1:.*]]: tensor<9x4x5xf64>) -> (tensor<2x?xf32, #csr>, tensor<2x2xf32, #csr>, tensor<4x4x2xf64>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.slice %[[A0]] {begin = array<i64: 1>, end = array<i64: 3>} : tensor<?x?xf32, #csr> -> tensor<2x?xf32, #csr>
// CHECK-NEXT:    %[[V1:.*]] = stype.slice %[[A0]] {begin = array<i64: 1, 0>, end = array<i64: 3, 2>} : tensor<?x?xf32, #csr> -> tensor<2x2xf32, #csr>
// CHECK-NEXT:    %[[V2:.*]] = stype.slice %[[A1]] {begin = array<i64: 1, 0, 1>, end = array<i64: 9, 4, 5>, step = array<i64: 2, 1, 2>} : tensor<9x4x5xf64> -> tensor<4x4x2xf64>
// CHECK-NEXT:    return %[[V0]], %[[V1]], %[[V2]] : tensor<2x?xf32, #csr>, tensor<2x2xf32, #csr>, tensor<4x4x2xf64>
func.func @slice(%x: tensor<?x?xf32, #csr>, %d: tensor<9x4x5xf64>)
    -> (tensor<2x?xf32, #csr>, tensor<2x2xf32, #csr>, tensor<4x4x2xf64>) {
  %0 = stype.slice %x {begin = array<i64: 1>, end = array<i64: 3>} : tensor<?x?xf32, #csr> -> tensor<2x?xf32, #csr>
  %1 = stype.slice %x {begin = array<i64: 1, 0>, end = array<i64: 3, 2>} : tensor<?x?xf32, #csr> -> tensor<2x2xf32, #csr>
  %2 = stype.slice %d {begin = array<i64: 1, 0, 1>, end = array<i64: 9, 4, 5>, step = array<i64: 2, 1, 2>} : tensor<9x4x5xf64> -> tensor<4x4x2xf64>
  return %0, %1, %2 : tensor<2x?xf32, #csr>, tensor<2x2xf32, #csr>, tensor<4x4x2xf64>
}

// CHECK-LABEL: func.func @slice_huge_step(
// CHECK-NEXT:    stype.slice %{{.*}} {begin = array<i64: 1>, end = array<i64: 9>, step = array<i64: 9223372036854775807>} : tensor<9xf64> -> tensor<1xf64>
// The result size ceil((end - begin) / step) without overflow.
func.func @slice_huge_step(%d: tensor<9xf64>) -> tensor<1xf64> {
  %0 = stype.slice %d {begin = array<i64: 1>, end = array<i64: 9>, step = array<i64: 9223372036854775807>} : tensor<9xf64> -> tensor<1xf64>
  return %0 : tensor<1xf64>
}

// CHECK-LABEL: func.func @take(
// CHECK-SAME:    %[[A0:.*]]: tensor<?x?xf32, #csr>, %[[A1:.*]]: tensor<3x4x5xf64>, %[[A2:.*]]: tensor<?xi64>) -> (tensor<?x?xf32, #csr>, tensor<?x?xf32, #csr>, tensor<3x?x5xf64>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.take %[[A0]], %[[A2]] : tensor<?x?xf32, #csr>, tensor<?xi64> -> tensor<?x?xf32, #csr>
// CHECK-NEXT:    %[[V1:.*]] = stype.take %[[A0]], %[[A2]] {mode = "wrap"} : tensor<?x?xf32, #csr>, tensor<?xi64> -> tensor<?x?xf32, #csr>
// CHECK-NEXT:    %[[V2:.*]] = stype.take %[[A1]], %[[A2]] {axis = 1 : i64, mode = "raise"} : tensor<3x4x5xf64>, tensor<?xi64> -> tensor<3x?x5xf64>
// CHECK-NEXT:    return %[[V0]], %[[V1]], %[[V2]] : tensor<?x?xf32, #csr>, tensor<?x?xf32, #csr>, tensor<3x?x5xf64>
func.func @take(%x: tensor<?x?xf32, #csr>, %d: tensor<3x4x5xf64>, %ids: tensor<?xi64>)
    -> (tensor<?x?xf32, #csr>, tensor<?x?xf32, #csr>, tensor<3x?x5xf64>) {
  %0 = stype.take %x, %ids : tensor<?x?xf32, #csr>, tensor<?xi64> -> tensor<?x?xf32, #csr>
  %1 = stype.take %x, %ids {mode = "wrap"} : tensor<?x?xf32, #csr>, tensor<?xi64> -> tensor<?x?xf32, #csr>
  %2 = stype.take %d, %ids {axis = 1 : i64, mode = "raise"} : tensor<3x4x5xf64>, tensor<?xi64> -> tensor<3x?x5xf64>
  return %0, %1, %2 : tensor<?x?xf32, #csr>, tensor<?x?xf32, #csr>, tensor<3x?x5xf64>
}

// CHECK-LABEL: func.func @embedding(
// CHECK-SAME:    %[[A0:.*]]: tensor<2x4xi64>, %[[A1:.*]]: tensor<50x3xf32, #row_sparse>, %[[A2:.*]]: tensor<?x?xf64>, %[[A3:.*]]: tensor<?xi64>) -> (tensor<2x4x3xf32>, tensor<?x?xf64>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.embedding %[[A0]], %[[A1]] : tensor<2x4xi64>, tensor<50x3xf32, #row_sparse> -> tensor<2x4x3xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.embedding %[[A3]], %[[A2]] : tensor<?xi64>, tensor<?x?xf64> -> tensor<?x?xf64>
// CHECK-NEXT:    return %[[V0]], %[[V1]] : tensor<2x4x3xf32>, tensor<?x?xf64>
func.func @embedding(%ids: tensor<2x4xi64>, %w: tensor<50x3xf32, #rsp>, %wd: tensor<?x?xf64>, %ids1: tensor<?xi64>)
    -> (tensor<2x4x3xf32>, tensor<?x?xf64>) {
  %0 = stype.embedding %ids, %w : tensor<2x4xi64>, tensor<50x3xf32, #rsp> -> tensor<2x4x3xf32>
  %1 = stype.embedding %ids1, %wd : tensor<?xi64>, tensor<?x?xf64> -> tensor<?x?xf64>
  return %0, %1 : tensor<2x4x3xf32>, tensor<?x?xf64>
}

// CHECK-LABEL: func.func @embedding_grad(
// CHECK-SAME:    %[[A0:.*]]: tensor<2x4xi64>, %[[A1:.*]]: tensor<2x4x3xf32>, %[[A2:.*]]: tensor<?xi64>, %[[A3:.*]]: tensor<?x?xf64>) -> (tensor<50x3xf32, #row_sparse>, tensor<?x?xf64>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.embedding_grad %[[A0]], %[[A1]] {input_dim = 50 : i64, sparse_grad} : tensor<2x4xi64>, tensor<2x4x3xf32> -> tensor<50x3xf32, #row_sparse>
// CHECK-NEXT:    %[[V1:.*]] = stype.embedding_grad %[[A2]], %[[A3]] {input_dim = 7 : i64} : tensor<?xi64>, tensor<?x?xf64> -> tensor<?x?xf64>
// CHECK-NEXT:    return %[[V0]], %[[V1]] : tensor<50x3xf32, #row_sparse>, tensor<?x?xf64>
func.func @embedding_grad(%ids: tensor<2x4xi64>, %g: tensor<2x4x3xf32>, %ids1: tensor<?xi64>, %g1: tensor<?x?xf64>)
    -> (tensor<50x3xf32, #rsp>, tensor<?x?xf64>) {
  %0 = stype.embedding_grad %ids, %g {input_dim = 50 : i64, sparse_grad} : tensor<2x4xi64>, tensor<2x4x3xf32> -> tensor<50x3xf32, #rsp>
  %1 = stype.embedding_grad %ids1, %g1 {input_dim = 7 : i64} : tensor<?xi64>, tensor<?x?xf64> -> tensor<?x?xf64>
  return %0, %1 : tensor<50x3xf32, #rsp>, tensor<?x?xf64>
}

// SparseEmbedding's `deterministic` option (needs sparse_grad).
// CHECK-LABEL: func.func @embedding_grad_deterministic(
// CHECK-NEXT:    %[[V0:.*]] = stype.embedding_grad %{{.*}}, %{{.*}} {deterministic, input_dim = 50 : i64, sparse_grad} : tensor<8xi64>, tensor<8x3xf32> -> tensor<50x3xf32, #row_sparse>
// CHECK-NEXT:    return %[[V0]]
func.func @embedding_grad_deterministic(%ids: tensor<8xi64>, %g: tensor<8x3xf32>) -> tensor<50x3xf32, #rsp> {
  %0 = stype.embedding_grad %ids, %g {input_dim = 50 : i64, sparse_grad, deterministic} : tensor<8xi64>, tensor<8x3xf32> -> tensor<50x3xf32, #rsp>
  return %0 : tensor<50x3xf32, #rsp>
}
