// RUN: stype-opt %s --stype-lower-kernels=check-allocations=0 | FileCheck %s
// (check-allocations=0: the allocation checks are tested in
// stype-lower-kernels-alloc.mlir; without them the kernels read as written.)

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
// Each output element is accumulated in a register over the row's entries
// (from 0, in entry order) and stored once; the bare pass emits scalar loops
// (vector-width=1; vector forms: stype-lower-kernels-vector.mlir).
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %[[M]] step
// CHECK:           %[[LO:.*]] = memref.load %[[PTR]][%[[I]]]
// CHECK:           %[[LOI:.*]] = arith.index_cast %[[LO]] : i64 to index
// CHECK:           %[[I1:.*]] = arith.addi %[[I]], %{{.*}} : index
// CHECK:           %[[HI:.*]] = memref.load %[[PTR]][%[[I1]]]
// CHECK:           %[[HII:.*]] = arith.index_cast %[[HI]] : i64 to index
// CHECK:           scf.for %[[J:.*]] = %{{.*}} to %[[N]] step
// CHECK:             %[[SUM:.*]] = scf.for %[[P:.*]] = %[[LOI]] to %[[HII]] step %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (f32) {
// CHECK:               %[[V:.*]] = memref.load %[[VAL]][%[[P]]]
// CHECK:               %[[C:.*]] = memref.load %[[COL]][%[[P]]]
// CHECK:               %[[CI:.*]] = arith.index_cast %[[C]] : i64 to index
// CHECK:               %[[X:.*]] = memref.load %[[W]][%[[CI]], %[[J]]]
// CHECK:               %[[F:.*]] = math.fma %[[V]], %[[X]], %[[ACC]] : f32
// CHECK:               scf.yield %[[F]] : f32
// CHECK:             memref.store %[[SUM]], %[[OUT]][%[[I]], %[[J]]]
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

// csr^T x dense -> row_sparse: the entries are bucketed by column id with a
// stable LSD radix sort (11-bit digits, passes while N - 1 has bits left)
// into a permutation; segments of equal ids give the result's row ids; each
// result row sums its entries in csr row order in a register and is stored
// once (no zero fill, no binary search).  The result has as many rows as the
// csr has columns.
// CHECK-LABEL: func.func @dot_csr_t_dense(
// CHECK-SAME:    %[[PTR:.*]]: memref<?xi64>, %[[COL:.*]]: memref<?xi64>, %[[VAL:.*]]: memref<?xf32>, %[[NC:.*]]: index, %[[DY:.*]]: memref<8x?xf32>)
// CHECK-SAME:    -> (memref<?xi64>, memref<?x?xf32>, index) {
// CHECK:         %[[N:.*]] = memref.dim %[[DY]], %{{.*}} : memref<8x?xf32>
// CHECK:         %[[NNZ:.*]] = memref.dim %[[COL]], %{{.*}} : memref<?xi64>
// CHECK:         %[[RROW:.*]] = memref.alloc(%[[NNZ]]) {alignment = 64 : i64} : memref<?xi64>
// CHECK:         scf.for %[[I0:.*]] =
// CHECK:           scf.for %[[P0:.*]] =
// CHECK:             memref.store %{{.*}}, %[[RROW]][%[[P0]]]
// CHECK:         %[[PERM:.*]] = memref.alloc(%[[NNZ]]) {alignment = 64 : i64} : memref<?xi64>
// CHECK:         %[[TMP:.*]] = memref.alloc(%[[NNZ]]) {alignment = 64 : i64} : memref<?xi64>
// CHECK:         %[[CNT:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xi64>
// CHECK-NOT:     sparse_tensor.sort
// CHECK:         scf.while
// CHECK:           arith.shrsi
// CHECK:           scf.condition
// CHECK:         } do {
// CHECK:           scf.for
// CHECK:             memref.load %[[PERM]]
// CHECK:             memref.load %[[COL]]
// CHECK:             arith.shrui
// CHECK:             arith.andi %{{.*}}, %c2047_i64
// CHECK:             memref.store %{{.*}}, %[[CNT]]
// CHECK:           scf.for {{.*}} iter_args
// CHECK:           scf.for
// CHECK:             memref.store %{{.*}}, %[[TMP]]
// CHECK:           scf.for
// CHECK:             memref.store %{{.*}}, %[[PERM]]
// CHECK:         memref.dealloc %[[TMP]]
// CHECK:         memref.dealloc %[[CNT]]
// CHECK:         %[[UNIQ:.*]] = memref.alloc(%[[NNZ]]) {alignment = 64 : i64} : memref<?xi64>
// CHECK:         %[[START:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xi64>
// CHECK:         %[[NNR:.*]] = scf.for {{.*}} iter_args
// CHECK:             arith.cmpi ne
// CHECK:         %[[ROWS:.*]] = memref.alloc(%[[NNR]]) {alignment = 64 : i64} : memref<?xi64>
// CHECK:         %[[DATA:.*]] = memref.alloc(%[[NNR]], %[[N]]) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK:         scf.for %[[U:.*]] = %{{.*}} to %[[NNR]] step
// CHECK:           memref.load %[[START]][%[[U]]]
// CHECK:           scf.for %[[J:.*]] = %{{.*}} to %[[N]] step
// CHECK:             %[[SUM:.*]] = scf.for %[[Q:.*]] = {{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (f32) {
// CHECK:               memref.load %[[PERM]][%[[Q]]]
// CHECK:               %[[R:.*]] = memref.load %[[RROW]][
// CHECK:               %[[RI:.*]] = arith.index_cast %[[R]] : i64 to index
// CHECK:               %[[X:.*]] = memref.load %[[DY]][%[[RI]], %[[J]]]
// CHECK:               math.fma %{{.*}}, %[[X]], %[[ACC]] : f32
// CHECK:             memref.store %[[SUM]], %[[DATA]][%[[U]], %[[J]]]
// CHECK:         memref.dealloc %[[PERM]]
// CHECK:         memref.dealloc %[[UNIQ]]
// CHECK:         memref.dealloc %[[START]]
// CHECK:         memref.dealloc %[[RROW]]
// CHECK:         return %[[ROWS]], %[[DATA]], %[[NC]] : memref<?xi64>, memref<?x?xf32>, index
func.func @dot_csr_t_dense(%x: tensor<8x?xf32, #csr>, %dy: tensor<8x?xf32>) -> tensor<?x?xf32, #rsp> {
  %g = stype.dot %x, %dy {transpose_a} : tensor<8x?xf32, #csr>, tensor<8x?xf32> -> tensor<?x?xf32, #rsp>
  return %g : tensor<?x?xf32, #rsp>
}
