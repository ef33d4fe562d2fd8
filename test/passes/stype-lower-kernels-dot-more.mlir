// RUN: stype-opt %s --stype-lower-kernels=check-allocations=0 --canonicalize | FileCheck %s
// (check-allocations=0: the allocation checks are tested in
// stype-lower-kernels-alloc.mlir; without them the kernels read as written.)

// The dot kernels added for MXNet's remaining CPU paths (passes/lowering/
// Linalg.cpp): csr^T x row_sparse -> row_sparse, csr^T x default -> default
// (forward_stype = default), default x csr -> csr and default x csr^T ->
// default.  Every kernel walks the csr in row order (deterministic).

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// csr^T x row_sparse: result rows = the sorted unique column ids of x
// (bucketed by a radix sort, as csr^T x default); entry p of csr row
// ids[k] multiplies stored row k of dy, entries of rows dy does not store
// are marked -1 and skipped.
// CHECK-LABEL: func.func @dot_csr_t_rsp(
// CHECK-SAME:    %[[PTR:[^:]*]]: memref<?xi64>, %[[COL:[^:]*]]: memref<?xi64>, %[[VAL:[^:]*]]: memref<?xf32>, %[[NC:[^:]*]]: index, %[[IDS:[^:]*]]: memref<?xi64>, %[[DATA:[^:]*]]: memref<?x?xf32>, %[[NR:[^:]*]]: index)
// CHECK:         %[[RROW:.*]] = memref.alloc
// CHECK:         scf.for %[[P0:.*]] =
// CHECK:           memref.store %c-1_i64, %[[RROW]][%[[P0]]]
// CHECK:         scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step
// CHECK:           %[[ROW:.*]] = memref.load %[[IDS]][%[[K]]] : memref<?xi64>
// CHECK:           %[[I:.*]] = arith.index_cast %[[ROW]] : i64 to index
// CHECK:           memref.load %[[PTR]][%[[I]]]
// CHECK:           scf.for %[[P:.*]] =
// CHECK:             memref.store %{{.*}}, %[[RROW]][%[[P]]]
// CHECK-NOT:     sparse_tensor.sort
// CHECK:         scf.while
// CHECK:           arith.cmpi ne
// CHECK:         %[[ROWS:.*]] = memref.alloc(%[[NNR:.*]]) {alignment = 64 : i64} : memref<?xi64>
// CHECK:         %[[OUT:.*]] = memref.alloc(%[[NNR]], %{{.*}}) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK:         scf.for %[[U:.*]] =
// CHECK:           scf.for %[[J:.*]] =
// CHECK:             scf.for %[[Q:.*]] = {{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (f32) {
// CHECK:               %[[R:.*]] = memref.load %[[RROW]][
// CHECK:               %[[STORED:.*]] = arith.cmpi sge, %[[R]], %c0_i64
// CHECK:               scf.if %[[STORED]] -> (f32) {
// CHECK:                 memref.load %[[DATA]][%{{.*}}, %[[J]]]
// CHECK:                 math.fma
// CHECK:               } else {
// CHECK:                 scf.yield %[[ACC]] : f32
// CHECK:             memref.store %{{.*}}, %[[OUT]][%[[U]], %[[J]]]
// CHECK:         return %[[ROWS]], %[[OUT]], %[[NC]] : memref<?xi64>, memref<?x?xf32>, index
func.func @dot_csr_t_rsp(%x: tensor<8x?xf32, #csr>, %dy: tensor<8x?xf32, #rsp>) -> tensor<?x?xf32, #rsp> {
  %g = stype.dot %x, %dy {transpose_a} : tensor<8x?xf32, #csr>, tensor<8x?xf32, #rsp> -> tensor<?x?xf32, #rsp>
  return %g : tensor<?x?xf32, #rsp>
}

// csr^T x default -> default: a zeroed (N x n) output, then for each csr row
// i in order, out[col, :] += v * dy[i, :].  No sort, no atomics.
// CHECK-LABEL: func.func @dot_csr_t_dense_to_dense(
// CHECK-SAME:    %[[PTR:[^:]*]]: memref<?xi64>, %[[COL:[^:]*]]: memref<?xi64>, %[[VAL:[^:]*]]: memref<?xf32>, %[[NC:[^:]*]]: index, %[[DY:[^:]*]]: memref<8x?xf32>) -> memref<?x?xf32>
// CHECK-NOT:     sparse_tensor.sort
// CHECK:         %[[OUT:.*]] = memref.alloc(%[[NC]], %{{.*}}) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK:         memref.collapse_shape %[[OUT]]
// CHECK:         scf.for
// CHECK-NEXT:      memref.store
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step
// CHECK:           scf.for %[[P:.*]] =
// CHECK:             %[[C:.*]] = memref.load %[[COL]][%[[P]]]
// CHECK:             %[[CI:.*]] = arith.index_cast %[[C]] : i64 to index
// CHECK:             scf.for %[[J:.*]] =
// CHECK:               %[[ACC:.*]] = memref.load %[[OUT]][%[[CI]], %[[J]]]
// CHECK:               %[[X:.*]] = memref.load %[[DY]][%[[I]], %[[J]]]
// CHECK:               math.fma %{{.*}}, %[[X]], %[[ACC]] : f32
// CHECK:         return %[[OUT]] : memref<?x?xf32>
func.func @dot_csr_t_dense_to_dense(%x: tensor<8x?xf32, #csr>, %dy: tensor<8x?xf32>) -> tensor<?x?xf32> {
  %g = stype.dot %x, %dy {transpose_a, forward_stype = #stype.storage<default>} : tensor<8x?xf32, #csr>, tensor<8x?xf32> -> tensor<?x?xf32>
  return %g : tensor<?x?xf32>
}

// default x csr -> csr: the column union of rhs (sort + unique) is stored in
// every row: indptr[i + 1] = (i + 1) * nnc, column ids copied per row, and
// each rhs entry accumulated at its position in the union (binary search).
// CHECK-LABEL: func.func @dot_dense_csr(
// CHECK-SAME:    %[[A:[^:]*]]: memref<?x8xf64>, %[[PTR:[^:]*]]: memref<?xi64>, %[[COL:[^:]*]]: memref<?xi64>, %[[VAL:[^:]*]]: memref<?xf64>, %[[NC:[^:]*]]: index)
// CHECK:         %[[M:.*]] = memref.dim %[[A]], %{{.*}} : memref<?x8xf64>
// CHECK:         sparse_tensor.sort hybrid_quick_sort
// CHECK:         %[[UNION:.*]] = memref.alloc(%[[NNC:.*]]) {alignment = 64 : i64} : memref<?xi64>
// CHECK:         %[[TOTAL:.*]] = arith.muli %[[M]], %[[NNC]] : index
// CHECK:         %[[OPTR:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xi64>
// CHECK:         %[[OCOL:.*]] = memref.alloc(%[[TOTAL]]) {alignment = 64 : i64} : memref<?xi64>
// CHECK:         %[[OVAL:.*]] = memref.alloc(%[[TOTAL]]) {alignment = 64 : i64} : memref<?xf64>
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %[[M]] step
// CHECK:           %[[BASE:.*]] = arith.muli %[[I]], %[[NNC]] : index
// CHECK:           %[[NEXT:.*]] = arith.addi %[[BASE]], %[[NNC]] : index
// CHECK:           memref.store %{{.*}}, %[[OPTR]]
// CHECK:           scf.for
// CHECK:             memref.load %[[UNION]]
// CHECK:             memref.store %{{.*}}, %[[OCOL]]
// CHECK:           scf.for %[[K:.*]] =
// CHECK:             %[[AV:.*]] = memref.load %[[A]][%[[I]], %[[K]]]
// CHECK:             scf.for %[[P:.*]] =
// CHECK:               %[[BS:.*]]:2 = scf.while
// CHECK:               %[[AT:.*]] = arith.addi %[[BASE]], %[[BS]]#0 : index
// CHECK:               math.fma %[[AV]], %{{.*}}, %{{.*}} : f64
// CHECK:               memref.store %{{.*}}, %[[OVAL]][%[[AT]]]
// CHECK:         return %[[OPTR]], %[[OCOL]], %[[OVAL]], %[[NC]] : memref<?xi64>, memref<?xi64>, memref<?xf64>, index
func.func @dot_dense_csr(%a: tensor<?x8xf64>, %c: tensor<8x?xf64, #csr>) -> tensor<?x?xf64, #csr> {
  %g = stype.dot %a, %c : tensor<?x8xf64>, tensor<8x?xf64, #csr> -> tensor<?x?xf64, #csr>
  return %g : tensor<?x?xf64, #csr>
}

// default x csr^T -> default: out[i, r] += a[i, c] * v for rhs entry (r, c, v).
// CHECK-LABEL: func.func @dot_dense_csr_t_to_dense(
// CHECK-SAME:    %[[A:[^:]*]]: memref<?x8xf64>, %[[PTR:[^:]*]]: memref<?xi64>, %[[COL:[^:]*]]: memref<?xi64>, %[[VAL:[^:]*]]: memref<?xf64>, %[[NC:[^:]*]]: index) -> memref<?x?xf64>
// CHECK:         %[[OUT:.*]] = memref.alloc
// CHECK:         memref.collapse_shape %[[OUT]]
// CHECK:         scf.for
// CHECK-NEXT:      memref.store
// CHECK:         scf.for %[[I:.*]] =
// CHECK:           scf.for %[[R:.*]] =
// CHECK:             scf.for %[[P:.*]] =
// CHECK:               %[[C:.*]] = memref.load %[[COL]][%[[P]]]
// CHECK:               %[[CI:.*]] = arith.index_cast %[[C]] : i64 to index
// CHECK:               %[[X:.*]] = memref.load %[[A]][%[[I]], %[[CI]]]
// CHECK:               %[[ACC:.*]] = memref.load %[[OUT]][%[[I]], %[[R]]]
// CHECK:               math.fma %[[X]], %{{.*}}, %[[ACC]] : f64
// CHECK:         return %[[OUT]] : memref<?x?xf64>
func.func @dot_dense_csr_t_to_dense(%a: tensor<?x8xf64>, %c: tensor<?x8xf64, #csr>) -> tensor<?x?xf64> {
  %g = stype.dot %a, %c {transpose_b, forward_stype = #stype.storage<default>} : tensor<?x8xf64>, tensor<?x8xf64, #csr> -> tensor<?x?xf64>
  return %g : tensor<?x?xf64>
}
