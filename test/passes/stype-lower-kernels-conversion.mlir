// RUN: stype-opt %s --stype-lower-kernels=check-allocations=0 --canonicalize | FileCheck %s
// (check-allocations=0: the allocation checks are tested in
// stype-lower-kernels-alloc.mlir; without them the kernels read as written.)

// The direct csr <-> row_sparse kernels of cast_storage (beyond MXNet, which
// raises): no dense intermediate; work proportional to the stored entries
// (plus the csr indptr).  The result is what a cast through default gives.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// csr -> row_sparse: count the rows with a non-zero stored value, then copy
// their entries into zeroed rows.
// CHECK-LABEL: func.func @csr_to_rsp(
// CHECK-SAME:    %[[PTR:[^:]*]]: memref<?xi64>, %[[COL:[^:]*]]: memref<?xi64>, %[[VAL:[^:]*]]: memref<?xf32>, %[[NC:[^:]*]]: index)
// CHECK-SAME:    -> (memref<?xi64>, memref<?x?xf32>, index)
// CHECK-NOT:     memref.alloc(%{{.*}}, %[[NC]]) {{.*}} : memref<?x?xf32>
// CHECK:         %[[NNR:.*]] = scf.for
// CHECK:           scf.for
// CHECK:             memref.load %[[VAL]]
// CHECK:             arith.cmpf une
// CHECK:         %[[IDS:.*]] = memref.alloc(%[[NNR]]) {alignment = 64 : i64} : memref<?xi64>
// CHECK:         %[[DATA:.*]] = memref.alloc(%[[NNR]], %[[NC]]) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK:         scf.if
// CHECK:           memref.store %{{.*}}, %[[IDS]]
// CHECK:           scf.for
// CHECK:             memref.store %{{.*}}, %[[DATA]]
// CHECK:         return %[[IDS]], %[[DATA]], %{{.*}} : memref<?xi64>, memref<?x?xf32>, index
func.func @csr_to_rsp(%x: tensor<?x?xf32, #csr>) -> tensor<?x?xf32, #rsp> {
  %r = stype.cast_storage %x : tensor<?x?xf32, #csr> to tensor<?x?xf32, #rsp>
  return %r : tensor<?x?xf32, #rsp>
}

// row_sparse -> csr: per stored row the count of non-zeros into
// indptr[row + 1], a prefix sum, then the non-zeros copied.
// CHECK-LABEL: func.func @rsp_to_csr(
// CHECK-SAME:    %[[IDS:[^:]*]]: memref<?xi64>, %[[DATA:[^:]*]]: memref<?x?xf64>, %[[NR:[^:]*]]: index)
// CHECK-SAME:    -> (memref<?xi64>, memref<?xi64>, memref<?xf64>, index)
// CHECK:         %[[NC:.*]] = memref.dim %[[DATA]], %{{.*}} : memref<?x?xf64>
// CHECK:         %[[NNR:.*]] = memref.dim %[[IDS]]
// CHECK:         %[[PTR:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xi64>
// CHECK:         scf.for %{{.*}} = %{{.*}} to %[[NNR]]
// CHECK:           arith.cmpf une
// CHECK:           memref.store %{{.*}}, %[[PTR]]
// CHECK:         %[[NNZ:.*]] = scf.for
// CHECK:         %[[COL:.*]] = memref.alloc(%[[NNZ]]) {alignment = 64 : i64} : memref<?xi64>
// CHECK:         %[[VAL:.*]] = memref.alloc(%[[NNZ]]) {alignment = 64 : i64} : memref<?xf64>
// CHECK:         return %[[PTR]], %[[COL]], %[[VAL]], %[[NC]]
func.func @rsp_to_csr(%x: tensor<?x?xf64, #rsp>) -> tensor<?x?xf64, #csr> {
  %r = stype.cast_storage %x : tensor<?x?xf64, #rsp> to tensor<?x?xf64, #csr>
  return %r : tensor<?x?xf64, #csr>
}
