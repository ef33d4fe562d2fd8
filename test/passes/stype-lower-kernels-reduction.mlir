// RUN: stype-opt %s --stype-lower-kernels=check-allocations=0 --canonicalize | FileCheck %s
// (check-allocations=0: the allocation checks are tested in
// stype-lower-kernels-alloc.mlir; without them the kernels read as written.)

// The kernels of passes/lowering/Reduction.cpp on the buffer ABI: csr ->
// (indptr, column ids, data, N), row_sparse -> (row ids, data, rows).  The
// sparse kernels touch only the stored entries.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// csr over axis 0: a zero-filled (N) result, one pass over the stored
// entries, out[col[p]] += data[p].
// CHECK-LABEL: func.func @sum_csr_axis0(
// CHECK-SAME:    %[[PTR:.*]]: memref<?xi64>, %[[COL:.*]]: memref<?xi64>, %[[VAL:.*]]: memref<?xf32>, %[[N:.*]]: index) -> memref<?xf32> {
// CHECK:         %[[OUT:.*]] = memref.alloc(%[[N]]) {alignment = 64 : i64} : memref<?xf32>
// CHECK:         scf.for
// CHECK-NEXT:      memref.store %{{.*}}, %[[OUT]]
// CHECK:         %[[NNZ:.*]] = memref.dim %[[VAL]]
// CHECK:         scf.for %[[P:.*]] = %{{.*}} to %[[NNZ]] step
// CHECK-NEXT:      %[[C:.*]] = memref.load %[[COL]][%[[P]]] : memref<?xi64>
// CHECK-NEXT:      %[[CI:.*]] = arith.index_cast %[[C]] : i64 to index
// CHECK-NEXT:      %[[V:.*]] = memref.load %[[VAL]][%[[P]]] : memref<?xf32>
// CHECK-NEXT:      %[[ACC:.*]] = memref.load %[[OUT]][%[[CI]]] : memref<?xf32>
// CHECK-NEXT:      %[[S:.*]] = arith.addf %[[ACC]], %[[V]] : f32
// CHECK-NEXT:      memref.store %[[S]], %[[OUT]][%[[CI]]] : memref<?xf32>
// CHECK:         return %[[OUT]] : memref<?xf32>
func.func @sum_csr_axis0(%x: tensor<?x?xf32, #csr>) -> tensor<?xf32> {
  %0 = stype.sum %x {axis = 0 : i64} : tensor<?x?xf32, #csr> -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// csr over axis 1: per row, a loop over [indptr[i], indptr[i+1]) carrying
// the sum; then the mean divides by N.
// CHECK-LABEL: func.func @mean_csr_axis1(
// CHECK-SAME:    %[[PTR:.*]]: memref<?xi64>, %[[COL:.*]]: memref<?xi64>, %[[VAL:.*]]: memref<?xf64>, %[[N:.*]]: index) -> memref<?xf64> {
// CHECK:         %[[M:.*]] = arith.subi %{{.*}}, %{{.*}} : index
// CHECK:         %[[OUT:.*]] = memref.alloc(%[[M]]) {alignment = 64 : i64} : memref<?xf64>
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %[[M]] step
// CHECK:           %[[S:.*]] = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (f64) {
// CHECK:             memref.load %[[VAL]]
// CHECK-NEXT:        arith.addf
// CHECK:           memref.store %[[S]], %[[OUT]][%[[I]]] : memref<?xf64>
// CHECK:         %[[NI:.*]] = arith.index_cast %[[N]] : index to i64
// CHECK-NEXT:    %[[NF:.*]] = arith.sitofp %[[NI]] : i64 to f64
// CHECK:         scf.for
// CHECK:           arith.divf %{{.*}}, %[[NF]] : f64
// CHECK:         return %[[OUT]] : memref<?xf64>
func.func @mean_csr_axis1(%x: tensor<?x?xf64, #csr>) -> tensor<?xf64> {
  %0 = stype.mean %x {axis = 1 : i64} : tensor<?x?xf64, #csr> -> tensor<?xf64>
  return %0 : tensor<?xf64>
}

// row_sparse, no axis: the sum of squares of the stored data, then sqrt.
// CHECK-LABEL: func.func @norm_rsp(
// CHECK-SAME:    %[[IDX:.*]]: memref<?xi64>, %[[DATA:.*]]: memref<?x4xf32>, %[[ROWS:.*]]: index) -> memref<1xf32> {
// CHECK:         %[[FLAT:.*]] = memref.collapse_shape %[[DATA]] {{\[\[}}0, 1]] : memref<?x4xf32> into memref<?xf32>
// CHECK:         %[[OUT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1xf32>
// CHECK:         %[[S:.*]] = scf.for {{.*}} -> (f32) {
// CHECK:           %[[V:.*]] = memref.load %[[FLAT]]
// CHECK-NEXT:      %[[SQ:.*]] = arith.mulf %[[V]], %[[V]] : f32
// CHECK-NEXT:      arith.addf %{{.*}}, %[[SQ]] : f32
// CHECK:         %[[R:.*]] = math.sqrt %[[S]] : f32
// CHECK-NEXT:    memref.store %[[R]], %[[OUT]][%{{.*}}] : memref<1xf32>
func.func @norm_rsp(%r: tensor<?x4xf32, #rsp>) -> tensor<1xf32> {
  %0 = stype.norm %r : tensor<?x4xf32, #rsp> -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// axis 1 with keepdims: a row_sparse (M x 1) with a copy of the input's row
// ids and one sum of squares per stored row.
// CHECK-LABEL: func.func @square_sum_rsp(
// CHECK-SAME:    %[[IDX:.*]]: memref<?xi64>, %[[DATA:.*]]: memref<?x4xf32>, %[[ROWS:.*]]: index) -> (memref<?xi64>, memref<?x1xf32>, index) {
// CHECK:         %[[NNR:.*]] = memref.dim %[[IDX]]
// CHECK:         %[[OUT:.*]] = memref.alloc(%[[NNR]]) {alignment = 64 : i64} : memref<?x1xf32>
// CHECK:         scf.for %[[K:.*]] = %{{.*}} to %[[NNR]] step
// CHECK:           %[[S:.*]] = scf.for {{.*}} -> (f32) {
// CHECK:             memref.load %[[DATA]][%[[K]], %{{.*}}] : memref<?x4xf32>
// CHECK:           memref.store %[[S]], %[[OUT]][%[[K]], %{{.*}}] : memref<?x1xf32>
// CHECK:         %[[IDS:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xi64>
// CHECK-NEXT:    memref.copy %[[IDX]], %[[IDS]] : memref<?xi64> to memref<?xi64>
// CHECK-NEXT:    return %[[IDS]], %[[OUT]], %[[ROWS]] : memref<?xi64>, memref<?x1xf32>, index
func.func @square_sum_rsp(%r: tensor<?x4xf32, #rsp>) -> tensor<?x1xf32, #rsp> {
  %0 = stype.square_sum %r {axis = 1 : i64, keepdims} : tensor<?x4xf32, #rsp> -> tensor<?x1xf32, #rsp>
  return %0 : tensor<?x1xf32, #rsp>
}

// axis 0: per column (the outer loop: a parallelFor, serial here), over
// the stored rows in order.
// CHECK-LABEL: func.func @square_sum_rsp_axis0(
// CHECK-SAME:    %[[IDX:.*]]: memref<?xi64>, %[[DATA:.*]]: memref<?x4xf64>, %[[ROWS:.*]]: index) -> memref<4xf64> {
// CHECK:         %[[NNR:.*]] = memref.dim %[[IDX]]
// CHECK:         %[[OUT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf64>
// CHECK:         scf.for
// CHECK:         scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT:      scf.for %[[K:.*]] = %{{.*}} to %[[NNR]] step
// CHECK-NEXT:        %[[V:.*]] = memref.load %[[DATA]][%[[K]], %[[J]]] : memref<?x4xf64>
// CHECK-NEXT:        %[[A:.*]] = memref.load %[[OUT]][%[[J]]] : memref<4xf64>
// CHECK-NEXT:        %[[SQ:.*]] = arith.mulf %[[V]], %[[V]] : f64
func.func @square_sum_rsp_axis0(%r: tensor<?x4xf64, #rsp>) -> tensor<4xf64> {
  %0 = stype.square_sum %r {axis = 0 : i64} : tensor<?x4xf64, #rsp> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// getnnz per row: indptr differences.
// CHECK-LABEL: func.func @getnnz_rows(
// CHECK-SAME:    %[[PTR:.*]]: memref<?xi64>, %{{.*}}: memref<?xi64>, %{{.*}}: memref<?xf32>, %{{.*}}: index) -> memref<?xi64> {
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT:      %[[LO:.*]] = memref.load %[[PTR]][%[[I]]] : memref<?xi64>
// CHECK-NEXT:      %[[I1:.*]] = arith.addi %[[I]], %{{.*}} : index
// CHECK-NEXT:      %[[HI:.*]] = memref.load %[[PTR]][%[[I1]]] : memref<?xi64>
// CHECK-NEXT:      %[[D:.*]] = arith.subi %[[HI]], %[[LO]] : i64
// CHECK-NEXT:      memref.store %[[D]], %{{.*}}[%[[I]]] : memref<?xi64>
func.func @getnnz_rows(%x: tensor<?x?xf32, #csr>) -> tensor<?xi64> {
  %0 = stype.getnnz %x {axis = 1 : i64} : tensor<?x?xf32, #csr> -> tensor<?xi64>
  return %0 : tensor<?xi64>
}

// dense, exclude: (outer, len, inner) loops accumulating into out[a].
// CHECK-LABEL: func.func @sum_dense_exclude(
// CHECK-SAME:    %[[D:.*]]: memref<2x3x4xf64>) -> memref<3xf64> {
// CHECK:         %[[OUT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3xf64>
// CHECK:         %[[FLAT:.*]] = memref.collapse_shape %[[D]] {{\[\[}}0, 1, 2]] : memref<2x3x4xf64> into memref<24xf64>
// CHECK:         scf.for %{{.*}} = %{{.*}} to %{{.*}} step
// CHECK-NEXT:      scf.for %[[A:.*]] = %{{.*}} to %{{.*}} step
// CHECK:             scf.for
// CHECK:               memref.load %[[FLAT]]
// CHECK-NEXT:          %[[ACC:.*]] = memref.load %[[OUT]][%[[A]]] : memref<3xf64>
// CHECK-NEXT:          %[[S:.*]] = arith.addf %[[ACC]], %{{.*}} : f64
// CHECK-NEXT:          memref.store %[[S]], %[[OUT]][%[[A]]] : memref<3xf64>
func.func @sum_dense_exclude(%d: tensor<2x3x4xf64>) -> tensor<3xf64> {
  %0 = stype.sum %d {axis = 1 : i64, exclude} : tensor<2x3x4xf64> -> tensor<3xf64>
  return %0 : tensor<3xf64>
}
