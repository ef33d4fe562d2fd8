// RUN: stype-opt %s --stype-lower-kernels=check-allocations=0 | FileCheck %s
// (check-allocations=0: the allocation checks are tested in
// stype-lower-kernels-alloc.mlir; without them the kernels read as written.)

// default -> row_sparse / csr: a counting pass over the rows, allocation of
// exactly the stored entries, and a filling pass.  A row (an element) is
// stored iff it is != 0 (arith.cmpf une: NaN counts as non-zero).

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// CHECK-LABEL: func.func @dense_to_rsp(
// CHECK-SAME:    %[[X:.*]]: memref<?x?xf32>) -> (memref<?xi64>, memref<?x?xf32>, index) {
// CHECK:         %[[M:.*]] = memref.dim %[[X]]
// CHECK:         %[[NNR:.*]] = scf.for %{{.*}} = %{{.*}} to %[[M]] step %{{.*}} iter_args
// CHECK:           arith.cmpf une
// CHECK:           arith.ori
// CHECK:         %[[IDS:.*]] = memref.alloc(%[[NNR]]) {alignment = 64 : i64} : memref<?xi64>
// CHECK:         %[[DATA:.*]] = memref.alloc(%[[NNR]], %{{.*}}) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %[[M]] step %{{.*}} iter_args
// CHECK:           arith.cmpf une
// CHECK:           scf.if
// CHECK:             %[[I64:.*]] = arith.index_cast %[[I]] : index to i64
// CHECK:             memref.store %[[I64]], %[[IDS]]
// CHECK:         return %[[IDS]], %[[DATA]], %[[M]] : memref<?xi64>, memref<?x?xf32>, index
func.func @dense_to_rsp(%x: tensor<?x?xf32>) -> tensor<?x?xf32, #rsp> {
  %r = stype.cast_storage %x : tensor<?x?xf32> to tensor<?x?xf32, #rsp>
  return %r : tensor<?x?xf32, #rsp>
}

// CHECK-LABEL: func.func @dense_to_csr(
// CHECK-SAME:    %[[X:.*]]: memref<4x8xf64>) -> (memref<?xi64>, memref<?xi64>, memref<?xf64>, index) {
// CHECK:         %[[PTR:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xi64>
// CHECK:         %[[NNZ:.*]] = scf.for
// CHECK:           scf.for
// CHECK:             arith.cmpf une
// CHECK:           memref.store %{{.*}}, %[[PTR]]
// CHECK:         %[[COL:.*]] = memref.alloc(%[[NNZ]]) {alignment = 64 : i64} : memref<?xi64>
// CHECK:         %[[VAL:.*]] = memref.alloc(%[[NNZ]]) {alignment = 64 : i64} : memref<?xf64>
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK:             scf.if
// CHECK:               memref.store %{{.*}}, %[[COL]]
// CHECK:               memref.store %{{.*}}, %[[VAL]]
// CHECK:         return %[[PTR]], %[[COL]], %[[VAL]], %{{.*}} : memref<?xi64>, memref<?xi64>, memref<?xf64>, index
func.func @dense_to_csr(%x: tensor<4x8xf64>) -> tensor<4x8xf64, #csr> {
  %r = stype.cast_storage %x : tensor<4x8xf64> to tensor<4x8xf64, #csr>
  return %r : tensor<4x8xf64, #csr>
}
