// RUN: stype-opt %s --stype-lower-kernels=check-allocations=0 | FileCheck %s
// (check-allocations=0: the allocation checks are tested in
// stype-lower-kernels-alloc.mlir; without them the kernels read as written.)

// cast_storage kernels from a sparse kind to default: a zero fill, then a
// scatter of the stored entries.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp3 = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : dense, k : dense), posWidth = 64, crdWidth = 64 }>

// 3-D row_sparse -> default: rows of 2x3 elements, viewed as ?x6.
// CHECK-LABEL: func.func @rsp3_to_dense(
// CHECK-SAME:    %[[IDS:.*]]: memref<?xi64>, %[[DATA:.*]]: memref<?x2x3xf64>, %[[NR:.*]]: index) -> memref<?x2x3xf64> {
// CHECK:         %[[OUT:.*]] = memref.alloc(%[[NR]]) {alignment = 64 : i64} : memref<?x2x3xf64>
// CHECK:         %[[FLAT:.*]] = memref.collapse_shape %[[OUT]] {{\[\[}}0, 1, 2]] : memref<?x2x3xf64> into memref<?xf64>
// CHECK:         scf.for
// CHECK-NEXT:      memref.store %{{.*}}, %[[FLAT]]
// CHECK:         %[[OROWS:.*]] = memref.collapse_shape %[[OUT]] {{\[\[}}0], [1, 2]] : memref<?x2x3xf64> into memref<?x6xf64>
// CHECK:         %[[DROWS:.*]] = memref.collapse_shape %[[DATA]] {{\[\[}}0], [1, 2]] : memref<?x2x3xf64> into memref<?x6xf64>
// CHECK:         %[[NNR:.*]] = memref.dim %[[IDS]], %{{.*}} : memref<?xi64>
// CHECK:         scf.for %[[K:.*]] = %{{.*}} to %[[NNR]] step
// CHECK:           %[[ID:.*]] = memref.load %[[IDS]][%[[K]]]
// CHECK:           %[[ROW:.*]] = arith.index_cast %[[ID]] : i64 to index
// CHECK:           scf.for %[[J:.*]] =
// CHECK:             %[[V:.*]] = memref.load %[[DROWS]][%[[K]], %[[J]]]
// CHECK:             memref.store %[[V]], %[[OROWS]][%[[ROW]], %[[J]]]
// CHECK:         return %[[OUT]] : memref<?x2x3xf64>
func.func @rsp3_to_dense(%x: tensor<?x2x3xf64, #rsp3>) -> tensor<?x2x3xf64> {
  %r = stype.cast_storage %x : tensor<?x2x3xf64, #rsp3> to tensor<?x2x3xf64>
  return %r : tensor<?x2x3xf64>
}

// csr -> default: rows from indptr, columns from the csr's N.
// CHECK-LABEL: func.func @csr_to_dense(
// CHECK-SAME:    %[[PTR:.*]]: memref<?xi64>, %[[COL:.*]]: memref<?xi64>, %[[VAL:.*]]: memref<?xf32>, %[[NC:.*]]: index) -> memref<4x?xf32> {
// CHECK:         %[[M:.*]] = arith.subi
// CHECK:         %[[OUT:.*]] = memref.alloc(%[[NC]]) {alignment = 64 : i64} : memref<4x?xf32>
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %[[M]] step
// CHECK:           scf.for %[[P:.*]] =
// CHECK:             %[[C:.*]] = memref.load %[[COL]][%[[P]]]
// CHECK:             %[[CI:.*]] = arith.index_cast %[[C]] : i64 to index
// CHECK:             %[[V:.*]] = memref.load %[[VAL]][%[[P]]]
// CHECK:             memref.store %[[V]], %[[OUT]][%[[I]], %[[CI]]]
// CHECK:         return %[[OUT]] : memref<4x?xf32>
func.func @csr_to_dense(%x: tensor<4x?xf32, #csr>) -> tensor<4x?xf32> {
  %r = stype.cast_storage %x : tensor<4x?xf32, #csr> to tensor<4x?xf32>
  return %r : tensor<4x?xf32>
}
