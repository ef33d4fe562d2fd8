// RUN: stype-opt %s --stype-lower-kernels | FileCheck %s

// The four original dot kernels of passes/lowering/Linalg.cpp (the others:
// stype-lower-kernels-dot-more.mlir), on the buffer ABI of
// Passes.td: csr -> (indptr, column ids, data, N), row_sparse -> (row ids,
// data, rows).

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// CHECK-DAG: #[[$MAP_A:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[$MAP_BT:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[$MAP_C:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>

// dense x dense^T: a zero-filled output and one linalg.generic with fma.
// CHECK-LABEL: func.func @dot_dense_dense(
// CHECK-SAME:    %[[A:.*]]: memref<3x4xf64>, %[[B:.*]]: memref<5x4xf64>) -> memref<3x5xf64> {
// CHECK:         %[[OUT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3x5xf64>
// CHECK:         %[[FLAT:.*]] = memref.collapse_shape %[[OUT]] {{\[\[}}0, 1]] : memref<3x5xf64> into memref<15xf64>
// CHECK:         scf.for
// CHECK-NEXT:      memref.store %{{.*}}, %[[FLAT]]
// CHECK:         linalg.generic {indexing_maps = [#[[$MAP_A]], #[[$MAP_BT]], #[[$MAP_C]]], iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK-SAME:        ins(%[[A]], %[[B]] : memref<3x4xf64>, memref<5x4xf64>) outs(%[[OUT]] : memref<3x5xf64>)
// CHECK:           math.fma
// CHECK:         return %[[OUT]] : memref<3x5xf64>
func.func @dot_dense_dense(%a: tensor<3x4xf64>, %b: tensor<5x4xf64>) -> tensor<3x5xf64> {
  %r = stype.dot %a, %b {transpose_b} : tensor<3x4xf64>, tensor<5x4xf64> -> tensor<3x5xf64>
  return %r : tensor<3x5xf64>
}

// csr x dense: a loop over the csr rows, each zeroing its output row, then
// for p in [indptr[i], indptr[i+1]) out[i, :] += data[p] * w[col[p], :].
// CHECK-LABEL: func.func @dot_csr_dense(
// CHECK-SAME:    %[[PTR:.*]]: memref<?xi64>, %[[COL:.*]]: memref<?xi64>, %[[VAL:.*]]: memref<?xf32>, %[[NC:.*]]: index, %[[W:.*]]: memref<8x?xf32>) -> memref<?x?xf32> {
// CHECK:         %[[N:.*]] = memref.dim %[[W]], %{{.*}} : memref<8x?xf32>
// CHECK:         %[[NPTR:.*]] = memref.dim %[[PTR]], %{{.*}} : memref<?xi64>
// CHECK:         %[[M:.*]] = arith.subi %[[NPTR]], %{{.*}} : index
// CHECK:         %[[OUT:.*]] = memref.alloc(%[[M]], %[[N]]) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %[[M]] step
// CHECK:           scf.for %[[J0:.*]] = %{{.*}} to %[[N]] step
// CHECK-NEXT:        memref.store %{{.*}}, %[[OUT]][%[[I]], %[[J0]]]
// CHECK:           %[[LO:.*]] = memref.load %[[PTR]][%[[I]]]
// CHECK:           %[[LOI:.*]] = arith.index_cast %[[LO]] : i64 to index
// CHECK:           %[[I1:.*]] = arith.addi %[[I]], %{{.*}} : index
// CHECK:           %[[HI:.*]] = memref.load %[[PTR]][%[[I1]]]
// CHECK:           %[[HII:.*]] = arith.index_cast %[[HI]] : i64 to index
// CHECK:           scf.for %[[P:.*]] = %[[LOI]] to %[[HII]] step
// CHECK:             %[[V:.*]] = memref.load %[[VAL]][%[[P]]]
// CHECK:             %[[C:.*]] = memref.load %[[COL]][%[[P]]]
// CHECK:             %[[CI:.*]] = arith.index_cast %[[C]] : i64 to index
// CHECK:             scf.for %[[J:.*]] = %{{.*}} to %[[N]] step
// CHECK:               %[[ACC:.*]] = memref.load %[[OUT]][%[[I]], %[[J]]]
// CHECK:               %[[X:.*]] = memref.load %[[W]][%[[CI]], %[[J]]]
// CHECK:               %[[F:.*]] = math.fma %[[V]], %[[X]], %[[ACC]] : f32
// CHECK:               memref.store %[[F]], %[[OUT]][%[[I]], %[[J]]]
// CHECK-NOT:     linalg.generic
// CHECK:         return %[[OUT]] : memref<?x?xf32>
func.func @dot_csr_dense(%x: tensor<?x8xf32, #csr>, %w: tensor<8x?xf32>) -> tensor<?x?xf32> {
  %r = stype.dot %x, %w : tensor<?x8xf32, #csr>, tensor<8x?xf32> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// csr x row_sparse: the rhs row of each column id is found by a binary search
// (scf.while) in the row ids; absent rows contribute nothing (scf.if).
// CHECK-LABEL: func.func @dot_csr_rsp(
// CHECK-SAME:    %[[PTR:.*]]: memref<?xi64>, %[[COL:.*]]: memref<?xi64>, %[[VAL:.*]]: memref<?xf32>, %[[NC:.*]]: index, %[[RIDS:.*]]: memref<?xi64>, %[[RDATA:.*]]: memref<?x?xf32>, %[[NR:.*]]: index) -> memref<?x?xf32> {
// CHECK:         %[[NNR:.*]] = memref.dim %[[RIDS]], %{{.*}} : memref<?xi64>
// CHECK:         %[[OUT:.*]] = memref.alloc
// CHECK:         scf.for %[[I:.*]] =
// CHECK:           scf.for %[[P:.*]] =
// CHECK:             %[[C:.*]] = memref.load %[[COL]][%[[P]]]
// CHECK:             %[[BS:.*]]:2 = scf.while ({{.*}} = %{{.*}}, {{.*}} = %[[NNR]]) : (index, index) -> (index, index) {
// CHECK:               arith.shrui
// CHECK:               memref.load %[[RIDS]]
// CHECK:               arith.cmpi slt, %{{.*}}, %[[C]] : i64
// CHECK:             %[[INR:.*]] = arith.cmpi ult, %[[BS]]#0, %[[NNR]] : index
// CHECK:             %[[FOUND:.*]] = scf.if %[[INR]] -> (i1) {
// CHECK:               memref.load %[[RIDS]][%[[BS]]#0]
// CHECK:             scf.if %[[FOUND]] {
// CHECK:               scf.for %[[J:.*]] =
// CHECK:                 memref.load %[[RDATA]][%[[BS]]#0, %[[J]]]
// CHECK:                 math.fma
// CHECK:         return %[[OUT]] : memref<?x?xf32>
func.func @dot_csr_rsp(%x: tensor<?x8xf32, #csr>, %w: tensor<8x?xf32, #rsp>) -> tensor<?x?xf32> {
  %r = stype.dot %x, %w : tensor<?x8xf32, #csr>, tensor<8x?xf32, #rsp> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// csr^T x dense -> row_sparse: the column ids are copied, sorted
// (sparse_tensor.sort) and de-duplicated into the result's row ids; the
// result has as many rows as the csr has columns.
// CHECK-LABEL: func.func @dot_csr_t_dense(
// CHECK-SAME:    %[[PTR:.*]]: memref<?xi64>, %[[COL:.*]]: memref<?xi64>, %[[VAL:.*]]: memref<?xf32>, %[[NC:.*]]: index, %[[DY:.*]]: memref<8x?xf32>)
// CHECK-SAME:    -> (memref<?xi64>, memref<?x?xf32>, index) {
// CHECK:         %[[N:.*]] = memref.dim %[[DY]], %{{.*}} : memref<8x?xf32>
// CHECK:         %[[NNZ:.*]] = memref.dim %[[COL]], %{{.*}} : memref<?xi64>
// CHECK:         %[[IDS:.*]] = memref.alloc(%[[NNZ]]) {alignment = 64 : i64} : memref<?xi64>
// CHECK:         memref.copy %[[COL]], %[[IDS]]
// CHECK:         sparse_tensor.sort hybrid_quick_sort %[[NNZ]], %[[IDS]]
// CHECK:         %[[NNR:.*]] = scf.if %{{.*}} -> (index) {
// CHECK:         } else {
// CHECK:           %[[K:.*]] = scf.for %[[Q:.*]] = %{{.*}} to %[[NNZ]] step %{{.*}} iter_args(%[[KK:.*]] = %{{.*}}) -> (index) {
// CHECK:             %[[CUR:.*]] = memref.load %[[IDS]][%[[Q]]]
// CHECK:             %[[PREV:.*]] = memref.load %[[IDS]][%{{.*}}]
// CHECK:             %[[NEW:.*]] = arith.cmpi ne, %[[CUR]], %[[PREV]] : i64
// CHECK:             scf.if %[[NEW]] -> (index) {
// CHECK:               memref.store %[[CUR]], %[[IDS]][%[[KK]]]
// CHECK:         %[[ROWS:.*]] = memref.alloc(%[[NNR]]) {alignment = 64 : i64} : memref<?xi64>
// CHECK:         scf.for
// CHECK:         memref.dealloc %[[IDS]]
// CHECK:         %[[DATA:.*]] = memref.alloc(%[[NNR]], %[[N]]) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK:         %[[M:.*]] = arith.subi %{{.*}}, %{{.*}} : index
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %[[M]] step
// CHECK:           scf.for %[[P:.*]] = %{{.*}} to %{{.*}} step
// CHECK:             %[[C:.*]] = memref.load %[[COL]][%[[P]]]
// CHECK:             %[[BS:.*]]:2 = scf.while ({{.*}} = %{{.*}}, {{.*}} = %[[NNR]])
// CHECK:             scf.for %[[J:.*]] = %{{.*}} to %[[N]] step
// CHECK:               %[[ACC:.*]] = memref.load %[[DATA]][%[[BS]]#0, %[[J]]]
// CHECK:               %[[X:.*]] = memref.load %[[DY]][%[[I]], %[[J]]]
// CHECK:               math.fma %{{.*}}, %[[X]], %[[ACC]] : f32
// CHECK:         return %[[ROWS]], %[[DATA]], %[[NC]] : memref<?xi64>, memref<?x?xf32>, index
func.func @dot_csr_t_dense(%x: tensor<8x?xf32, #csr>, %dy: tensor<8x?xf32>) -> tensor<?x?xf32, #rsp> {
  %g = stype.dot %x, %dy {transpose_a} : tensor<8x?xf32, #csr>, tensor<8x?xf32> -> tensor<?x?xf32, #rsp>
  return %g : tensor<?x?xf32, #rsp>
}
