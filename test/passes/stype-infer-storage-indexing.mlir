// RUN: stype-opt %s --stype-infer-storage --verify-diagnostics --mlir-print-op-on-diagnostic=false | FileCheck %s

// Result kinds of slice, take, embedding and embedding_grad by MXNet's
// FInferStorageType (mxnet-semantics §3.6) and the dense fallback of every
// other combination.  Result kinds written in the input are placeholders.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// csr with unit steps -> csr; dense -> dense.
// CHECK-LABEL: func.func @slice_kernels(
// CHECK-SAME:    %[[A0:.*]]: tensor<?x?xf32, #csr>, %[[A1:.*]]: tensor<6x5xf64>) -> (tensor<2x?xf32, #csr>, tensor<2x2xf32, #csr>, tensor<3x5xf64>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.slice %[[A0]] {begin = array<i64: 1>, end = array<i64: 3>} : tensor<?x?xf32, #csr> -> tensor<2x?xf32, #csr>
// CHECK-NEXT:    %[[V1:.*]] = stype.slice %[[A0]] {begin = array<i64: 1, 0>, end = array<i64: 3, 2>, step = array<i64: 1, 1>} : tensor<?x?xf32, #csr> -> tensor<2x2xf32, #csr>
// CHECK-NEXT:    %[[V2:.*]] = stype.slice %[[A1]] {begin = array<i64: 0>, end = array<i64: 6>, step = array<i64: 2>} : tensor<6x5xf64> -> tensor<3x5xf64>
// CHECK-NEXT:    return %[[V0]], %[[V1]], %[[V2]] : tensor<2x?xf32, #csr>, tensor<2x2xf32, #csr>, tensor<3x5xf64>
func.func @slice_kernels(%x: tensor<?x?xf32, #csr>, %d: tensor<6x5xf64>)
    -> (tensor<2x?xf32>, tensor<2x2xf32, #rsp>, tensor<3x5xf64, #csr>) {
  %0 = stype.slice %x {begin = array<i64: 1>, end = array<i64: 3>} : tensor<?x?xf32, #csr> -> tensor<2x?xf32>
  %1 = stype.slice %x {begin = array<i64: 1, 0>, end = array<i64: 3, 2>, step = array<i64: 1, 1>} : tensor<?x?xf32, #csr> -> tensor<2x2xf32, #rsp>
  %2 = stype.slice %d {begin = array<i64: 0>, end = array<i64: 6>, step = array<i64: 2>} : tensor<6x5xf64> -> tensor<3x5xf64, #csr>
  return %0, %1, %2 : tensor<2x?xf32>, tensor<2x2xf32, #rsp>, tensor<3x5xf64, #csr>
}

// A step other than 1, or a row_sparse input: dense fallback, default result.
// CHECK-LABEL: func.func @slice_fallbacks(
// CHECK-SAME:    %[[A0:.*]]: tensor<?x?xf32, #csr>, %[[A1:.*]]: tensor<6x5xf32, #row_sparse>) -> (tensor<2x?xf32>, tensor<2x5xf32>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.cast_storage %[[A0]] : tensor<?x?xf32, #csr> to tensor<?x?xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.slice %[[V0]] {begin = array<i64: 1>, end = array<i64: 5>, step = array<i64: 2>} : tensor<?x?xf32> -> tensor<2x?xf32>
// CHECK-NEXT:    %[[V2:.*]] = stype.cast_storage %[[A1]] : tensor<6x5xf32, #row_sparse> to tensor<6x5xf32>
// CHECK-NEXT:    %[[V3:.*]] = stype.slice %[[V2]] {begin = array<i64: 1>, end = array<i64: 3>} : tensor<6x5xf32> -> tensor<2x5xf32>
// CHECK-NEXT:    return %[[V1]], %[[V3]] : tensor<2x?xf32>, tensor<2x5xf32>
func.func @slice_fallbacks(%x: tensor<?x?xf32, #csr>, %r: tensor<6x5xf32, #rsp>)
    -> (tensor<2x?xf32, #csr>, tensor<2x5xf32, #rsp>) {
  // expected-warning @below {{Storage type fallback detected:}}
  %0 = stype.slice %x {begin = array<i64: 1>, end = array<i64: 5>, step = array<i64: 2>} : tensor<?x?xf32, #csr> -> tensor<2x?xf32, #csr>
  // expected-warning @below {{Storage type fallback detected:}}
  %1 = stype.slice %r {begin = array<i64: 1>, end = array<i64: 3>} : tensor<6x5xf32, #rsp> -> tensor<2x5xf32, #rsp>
  return %0, %1 : tensor<2x?xf32, #csr>, tensor<2x5xf32, #rsp>
}

// csr along axis 0 in mode clip or wrap -> csr; dense -> dense.
// CHECK-LABEL: func.func @take_kernels(
// CHECK-SAME:    %[[A0:.*]]: tensor<?x?xf32, #csr>, %[[A1:.*]]: tensor<3x4x5xf64>, %[[A2:.*]]: tensor<?xi64>) -> (tensor<?x?xf32, #csr>, tensor<?x?xf32, #csr>, tensor<3x?x5xf64>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.take %[[A0]], %[[A2]] : tensor<?x?xf32, #csr>, tensor<?xi64> -> tensor<?x?xf32, #csr>
// CHECK-NEXT:    %[[V1:.*]] = stype.take %[[A0]], %[[A2]] {mode = "wrap"} : tensor<?x?xf32, #csr>, tensor<?xi64> -> tensor<?x?xf32, #csr>
// CHECK-NEXT:    %[[V2:.*]] = stype.take %[[A1]], %[[A2]] {axis = 1 : i64, mode = "raise"} : tensor<3x4x5xf64>, tensor<?xi64> -> tensor<3x?x5xf64>
// CHECK-NEXT:    return %[[V0]], %[[V1]], %[[V2]] : tensor<?x?xf32, #csr>, tensor<?x?xf32, #csr>, tensor<3x?x5xf64>
func.func @take_kernels(%x: tensor<?x?xf32, #csr>, %d: tensor<3x4x5xf64>, %i: tensor<?xi64>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<3x?x5xf64>) {
  %0 = stype.take %x, %i : tensor<?x?xf32, #csr>, tensor<?xi64> -> tensor<?x?xf32>
  %1 = stype.take %x, %i {mode = "wrap"} : tensor<?x?xf32, #csr>, tensor<?xi64> -> tensor<?x?xf32>
  %2 = stype.take %d, %i {axis = 1 : i64, mode = "raise"} : tensor<3x4x5xf64>, tensor<?xi64> -> tensor<3x?x5xf64>
  return %0, %1, %2 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<3x?x5xf64>
}

// mode raise, another axis, or a row_sparse input: dense fallback.
// CHECK-LABEL: func.func @take_fallbacks(
// CHECK-SAME:    %[[A0:.*]]: tensor<?x?xf32, #csr>, %[[A1:.*]]: tensor<?x?xf32, #row_sparse>, %[[A2:.*]]: tensor<?xi64>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.cast_storage %[[A0]] : tensor<?x?xf32, #csr> to tensor<?x?xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.take %[[V0]], %[[A2]] {mode = "raise"} : tensor<?x?xf32>, tensor<?xi64> -> tensor<?x?xf32>
// CHECK-NEXT:    %[[V2:.*]] = stype.cast_storage %[[A0]] : tensor<?x?xf32, #csr> to tensor<?x?xf32>
// CHECK-NEXT:    %[[V3:.*]] = stype.take %[[V2]], %[[A2]] {axis = 1 : i64} : tensor<?x?xf32>, tensor<?xi64> -> tensor<?x?xf32>
// CHECK-NEXT:    %[[V4:.*]] = stype.cast_storage %[[A1]] : tensor<?x?xf32, #row_sparse> to tensor<?x?xf32>
// CHECK-NEXT:    %[[V5:.*]] = stype.take %[[V4]], %[[A2]] : tensor<?x?xf32>, tensor<?xi64> -> tensor<?x?xf32>
// CHECK-NEXT:    return %[[V1]], %[[V3]], %[[V5]] : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
func.func @take_fallbacks(%x: tensor<?x?xf32, #csr>, %r: tensor<?x?xf32, #rsp>, %i: tensor<?xi64>)
    -> (tensor<?x?xf32, #csr>, tensor<?x?xf32, #csr>, tensor<?x?xf32, #rsp>) {
  // expected-warning @below {{Storage type fallback detected:}}
  %0 = stype.take %x, %i {mode = "raise"} : tensor<?x?xf32, #csr>, tensor<?xi64> -> tensor<?x?xf32, #csr>
  // expected-warning @below {{Storage type fallback detected:}}
  %1 = stype.take %x, %i {axis = 1 : i64} : tensor<?x?xf32, #csr>, tensor<?xi64> -> tensor<?x?xf32, #csr>
  // expected-warning @below {{Storage type fallback detected:}}
  %2 = stype.take %r, %i : tensor<?x?xf32, #rsp>, tensor<?xi64> -> tensor<?x?xf32, #rsp>
  return %0, %1, %2 : tensor<?x?xf32, #csr>, tensor<?x?xf32, #csr>, tensor<?x?xf32, #rsp>
}

// Weight default or row_sparse: kernels; csr: dense fallback.
// CHECK-LABEL: func.func @embedding(
// CHECK-SAME:    %[[A0:.*]]: tensor<2x4xi64>, %[[A1:.*]]: tensor<50x3xf32>, %[[A2:.*]]: tensor<50x3xf32, #row_sparse>, %[[A3:.*]]: tensor<50x3xf32, #csr>) -> (tensor<2x4x3xf32>, tensor<2x4x3xf32>, tensor<2x4x3xf32>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.embedding %[[A0]], %[[A1]] : tensor<2x4xi64>, tensor<50x3xf32> -> tensor<2x4x3xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.embedding %[[A0]], %[[A2]] : tensor<2x4xi64>, tensor<50x3xf32, #row_sparse> -> tensor<2x4x3xf32>
// CHECK-NEXT:    %[[V2:.*]] = stype.cast_storage %[[A3]] : tensor<50x3xf32, #csr> to tensor<50x3xf32>
// CHECK-NEXT:    %[[V3:.*]] = stype.embedding %[[A0]], %[[V2]] : tensor<2x4xi64>, tensor<50x3xf32> -> tensor<2x4x3xf32>
// CHECK-NEXT:    return %[[V0]], %[[V1]], %[[V3]] : tensor<2x4x3xf32>, tensor<2x4x3xf32>, tensor<2x4x3xf32>
func.func @embedding(%ids: tensor<2x4xi64>, %w: tensor<50x3xf32>, %wr: tensor<50x3xf32, #rsp>, %wc: tensor<50x3xf32, #csr>)
    -> (tensor<2x4x3xf32>, tensor<2x4x3xf32>, tensor<2x4x3xf32>) {
  %0 = stype.embedding %ids, %w : tensor<2x4xi64>, tensor<50x3xf32> -> tensor<2x4x3xf32>
  %1 = stype.embedding %ids, %wr : tensor<2x4xi64>, tensor<50x3xf32, #rsp> -> tensor<2x4x3xf32>
  // expected-warning @below {{Storage type fallback detected:}}
  %2 = stype.embedding %ids, %wc : tensor<2x4xi64>, tensor<50x3xf32, #csr> -> tensor<2x4x3xf32>
  return %0, %1, %2 : tensor<2x4x3xf32>, tensor<2x4x3xf32>, tensor<2x4x3xf32>
}

// sparse_grad -> row_sparse, else default; a sparse ograd falls back and the
// result is cast back to the inferred kind.
// CHECK-LABEL: func.func @embedding_grad(
// CHECK-SAME:    %[[A0:.*]]: tensor<8xi64>, %[[A1:.*]]: tensor<8x3xf32>, %[[A2:.*]]: tensor<8x3xf32, #row_sparse>, %[[A3:.*]]: tensor<8x3xf32, #csr>) -> (tensor<50x3xf32, #row_sparse>, tensor<50x3xf32>, tensor<50x3xf32, #row_sparse>, tensor<50x3xf32>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.embedding_grad %[[A0]], %[[A1]] {input_dim = 50 : i64, sparse_grad} : tensor<8xi64>, tensor<8x3xf32> -> tensor<50x3xf32, #row_sparse>
// CHECK-NEXT:    %[[V1:.*]] = stype.embedding_grad %[[A0]], %[[A1]] {input_dim = 50 : i64} : tensor<8xi64>, tensor<8x3xf32> -> tensor<50x3xf32>
// CHECK-NEXT:    %[[V2:.*]] = stype.cast_storage %[[A2]] : tensor<8x3xf32, #row_sparse> to tensor<8x3xf32>
// CHECK-NEXT:    %[[V3:.*]] = stype.embedding_grad %[[A0]], %[[V2]] {input_dim = 50 : i64, sparse_grad} : tensor<8xi64>, tensor<8x3xf32> -> tensor<50x3xf32>
// CHECK-NEXT:    %[[V4:.*]] = stype.cast_storage %[[V3]] : tensor<50x3xf32> to tensor<50x3xf32, #row_sparse>
// CHECK-NEXT:    %[[V5:.*]] = stype.cast_storage %[[A3]] : tensor<8x3xf32, #csr> to tensor<8x3xf32>
// CHECK-NEXT:    %[[V6:.*]] = stype.embedding_grad %[[A0]], %[[V5]] {input_dim = 50 : i64} : tensor<8xi64>, tensor<8x3xf32> -> tensor<50x3xf32>
// CHECK-NEXT:    return %[[V0]], %[[V1]], %[[V4]], %[[V6]] : tensor<50x3xf32, #row_sparse>, tensor<50x3xf32>, tensor<50x3xf32, #row_sparse>, tensor<50x3xf32>
func.func @embedding_grad(%ids: tensor<8xi64>, %g: tensor<8x3xf32>, %gr: tensor<8x3xf32, #rsp>, %gc: tensor<8x3xf32, #csr>)
    -> (tensor<50x3xf32>, tensor<50x3xf32, #rsp>, tensor<50x3xf32>, tensor<50x3xf32, #rsp>) {
  %0 = stype.embedding_grad %ids, %g {input_dim = 50 : i64, sparse_grad} : tensor<8xi64>, tensor<8x3xf32> -> tensor<50x3xf32>
  %1 = stype.embedding_grad %ids, %g {input_dim = 50 : i64} : tensor<8xi64>, tensor<8x3xf32> -> tensor<50x3xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %2 = stype.embedding_grad %ids, %gr {input_dim = 50 : i64, sparse_grad} : tensor<8xi64>, tensor<8x3xf32, #rsp> -> tensor<50x3xf32>
  // expected-warning @below {{Storage type fallback detected:}}
  %3 = stype.embedding_grad %ids, %gc {input_dim = 50 : i64} : tensor<8xi64>, tensor<8x3xf32, #csr> -> tensor<50x3xf32, #rsp>
  return %0, %1, %2, %3 : tensor<50x3xf32>, tensor<50x3xf32, #rsp>, tensor<50x3xf32>, tensor<50x3xf32, #rsp>
}
