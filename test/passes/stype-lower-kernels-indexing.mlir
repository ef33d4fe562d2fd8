// RUN: stype-opt %s --stype-lower-kernels=check-allocations=0 --canonicalize | FileCheck %s
// (check-allocations=0: the allocation checks are tested in
// stype-lower-kernels-alloc.mlir; without them the kernels read as written.)

// The kernels of passes/lowering/Indexing.cpp (sparse_retain's are in
// stype-lower-kernels-sparse-retain.mlir) on the buffer ABI: csr ->
// (indptr, column ids, data, N), row_sparse -> (row ids, data, rows).

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// CHECK: func.func private @stype_kernel_error(i32)

// csr rows 1..3, columns 2..5: an end beyond the run-time shape is reported
// (code 6); pass 1 counts each row's entries in [2, 5) by two binary
// searches into indptr, pass 2 copies them with the column ids shifted by 2.
// CHECK-LABEL: func.func @slice_csr(
// CHECK-SAME:    %[[PTR:.*]]: memref<?xi64>, %[[COL:.*]]: memref<?xi64>, %[[VAL:.*]]: memref<?xf32>, %[[N:.*]]: index) -> (memref<?xi64>, memref<?xi64>, memref<?xf32>, index) {
// CHECK-DAG:     %[[C6:.*]] = arith.constant 6 : i32
// CHECK-DAG:     %[[C2I:.*]] = arith.constant 2 : i64
// CHECK-DAG:     %[[C5I:.*]] = arith.constant 5 : i64
// CHECK:         scf.if %{{.*}} {
// CHECK-NEXT:      func.call @stype_kernel_error(%[[C6]]) : (i32) -> ()
// CHECK:         %[[OPTR:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
// CHECK:         %[[NNZ:.*]] = scf.for {{.*}} -> (index) {
// CHECK:           scf.if %{{.*}} -> (index, index) {
// CHECK:             scf.while
// CHECK:               arith.cmpi slt, %{{.*}}, %[[C2I]] : i64
// CHECK:             scf.while
// CHECK:               arith.cmpi slt, %{{.*}}, %[[C5I]] : i64
// CHECK:         %[[OCOL:.*]] = memref.alloc(%[[NNZ]]) {alignment = 64 : i64} : memref<?xi64>
// CHECK:         %[[OVAL:.*]] = memref.alloc(%[[NNZ]]) {alignment = 64 : i64} : memref<?xf32>
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK:             %[[C:.*]] = memref.load %[[COL]]
// CHECK-NEXT:        %[[SHIFTED:.*]] = arith.subi %[[C]], %[[C2I]] : i64
// CHECK-NEXT:        memref.store %[[SHIFTED]], %[[OCOL]]
// CHECK:             memref.store %{{.*}}, %[[OVAL]]
// CHECK:         return %{{.*}}, %[[OCOL]], %[[OVAL]], %{{.*}} : memref<?xi64>, memref<?xi64>, memref<?xf32>, index
func.func @slice_csr(%x: tensor<?x?xf32, #csr>) -> tensor<2x3xf32, #csr> {
  %0 = stype.slice %x {begin = array<i64: 1, 2>, end = array<i64: 3, 5>} : tensor<?x?xf32, #csr> -> tensor<2x3xf32, #csr>
  return %0 : tensor<2x3xf32, #csr>
}

// dense with steps: one loop per dimension reading in[1 + 2i, j].
// CHECK-LABEL: func.func @slice_dense(
// CHECK-SAME:    %[[D:.*]]: memref<9x4xf64>) -> memref<4x4xf64> {
// CHECK:         %[[OUT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4x4xf64>
// CHECK:         scf.for %[[I:.*]] =
// CHECK:           %[[R:.*]] = arith.addi %{{.*}}, %{{.*}} : index
// CHECK:           scf.for %[[J:.*]] =
// CHECK-NEXT:        %[[V:.*]] = memref.load %[[D]][%[[R]], %[[J]]] : memref<9x4xf64>
// CHECK-NEXT:        memref.store %[[V]], %[[OUT]][%[[I]], %[[J]]] : memref<4x4xf64>
func.func @slice_dense(%d: tensor<9x4xf64>) -> tensor<4x4xf64> {
  %0 = stype.slice %d {begin = array<i64: 1>, end = array<i64: 9>, step = array<i64: 2>} : tensor<9x4xf64> -> tensor<4x4xf64>
  return %0 : tensor<4x4xf64>
}

// A step past the end (here int64's largest) takes one element: the size
// ceil((end - begin) / step) is computed without overflow.
// CHECK-LABEL: func.func @slice_huge_step(
// CHECK-SAME:    %[[D:.*]]: memref<?x4xf64>) -> memref<1x4xf64> {
// CHECK:         %[[OUT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1x4xf64>
func.func @slice_huge_step(%d: tensor<?x4xf64>) -> tensor<1x4xf64> {
  %0 = stype.slice %d {begin = array<i64: 1>, end = array<i64: 9>, step = array<i64: 9223372036854775807>} : tensor<?x4xf64> -> tensor<1x4xf64>
  return %0 : tensor<1x4xf64>
}

// csr row gather in mode wrap: an empty csr with ids is reported (code 5);
// each id is taken modulo M (remsi, negative remainders shifted by M).
// CHECK-LABEL: func.func @take_csr(
// CHECK-SAME:    %[[PTR:.*]]: memref<?xi64>, %[[COL:.*]]: memref<?xi64>, %[[VAL:.*]]: memref<?xf32>, %[[N:.*]]: index, %[[IDS:.*]]: memref<?xi64>) -> (memref<?xi64>, memref<?xi64>, memref<?xf32>, index) {
// CHECK:         func.call @stype_kernel_error(%{{.*}}) : (i32) -> ()
// CHECK:         %[[OPTR:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xi64>
// CHECK:         %[[NNZ:.*]] = scf.for
// CHECK:           memref.load %[[IDS]]
// CHECK:           arith.remsi
// CHECK:           scf.if %{{.*}} -> (index, index) {
// CHECK:             memref.load %[[PTR]]
// CHECK:         %[[OCOL:.*]] = memref.alloc(%[[NNZ]]) {alignment = 64 : i64} : memref<?xi64>
// CHECK:         return %[[OPTR]], %[[OCOL]], %{{.*}}, %[[N]] : memref<?xi64>, memref<?xi64>, memref<?xf32>, index
func.func @take_csr(%x: tensor<?x?xf32, #csr>, %i: tensor<?xi64>) -> tensor<?x?xf32, #csr> {
  %0 = stype.take %x, %i {mode = "wrap"} : tensor<?x?xf32, #csr>, tensor<?xi64> -> tensor<?x?xf32, #csr>
  return %0 : tensor<?x?xf32, #csr>
}

// row_sparse weight: an id outside [0, rows) is reported (code 4) and gives
// zeros; otherwise a binary search in the weight's row ids, the row copied
// if stored, zeros if not.
// CHECK-LABEL: func.func @embedding_rsp(
// CHECK-SAME:    %[[IDS:.*]]: memref<?xi64>, %[[WI:.*]]: memref<?xi64>, %[[WD:.*]]: memref<?x?xf32>, %[[WN:.*]]: index) -> memref<?x?xf32> {
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : i32
// CHECK:         %[[OUT:.*]] = memref.alloc(%{{.*}}, %{{.*}}) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK:         %[[FLAT:.*]] = memref.collapse_shape %[[OUT]]
// CHECK:         scf.for %[[T:.*]] =
// CHECK:           %[[ID:.*]] = memref.load %[[IDS]][%[[T]]] : memref<?xi64>
// CHECK:           %[[BAD:.*]] = arith.ori
// CHECK:           scf.if %[[BAD]] {
// CHECK-NEXT:        func.call @stype_kernel_error(%[[C4]]) : (i32) -> ()
// CHECK:           } else {
// CHECK:             %[[BS:.*]]:2 = scf.while
// CHECK:             memref.load %[[WI]]
// CHECK:             %[[FOUND:.*]] = scf.if
// CHECK:             scf.if %[[FOUND]] {
// CHECK:               memref.load %[[WD]][%[[BS]]#0, %{{.*}}] : memref<?x?xf32>
// CHECK:             } else {
// CHECK:               memref.store %{{.*}}, %[[FLAT]]
// CHECK:         return %[[OUT]] : memref<?x?xf32>
func.func @embedding_rsp(%i: tensor<?xi64>, %w: tensor<?x?xf32, #rsp>) -> tensor<?x?xf32> {
  %0 = stype.embedding %i, %w : tensor<?xi64>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// sparse_grad: in-range ids are collected (others reported), sorted and
// de-duplicated into the row ids; then each ograd row is added to its id's
// row, in the order of the ids.
// CHECK-LABEL: func.func @embedding_grad_rsp(
// CHECK-SAME:    %[[IDS:.*]]: memref<?xi64>, %[[G:.*]]: memref<?x?xf32>) -> (memref<?xi64>, memref<?x?xf32>, index) {
// CHECK-DAG:     %[[C50:.*]] = arith.constant 50 : index
// CHECK:         %[[SCRATCH:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xi64>
// CHECK:         %[[KEPT:.*]] = scf.for
// CHECK:           func.call @stype_kernel_error
// CHECK:           memref.store %{{.*}}, %[[SCRATCH]]
// CHECK:         sparse_tensor.sort hybrid_quick_sort %[[KEPT]], %[[SCRATCH]]
// CHECK:         %[[ROWS:.*]] = memref.alloc(%[[NNR:.*]]) {alignment = 64 : i64} : memref<?xi64>
// CHECK:         memref.dealloc %[[SCRATCH]]
// CHECK:         %[[DATA:.*]] = memref.alloc(%[[NNR]], %{{.*}}) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK:         scf.for %[[T:.*]] =
// CHECK:           scf.if
// CHECK:             %[[BS:.*]]:2 = scf.while
// CHECK:             scf.for %[[J:.*]] =
// CHECK:               memref.load %{{.*}} : memref<?xf32>
// CHECK-NEXT:          %[[ACC:.*]] = memref.load %[[DATA]][%[[BS]]#0, %[[J]]]
// CHECK-NEXT:          %[[S:.*]] = arith.addf %[[ACC]]
// CHECK-NEXT:          memref.store %[[S]], %[[DATA]][%[[BS]]#0, %[[J]]]
// CHECK:         return %[[ROWS]], %[[DATA]], %[[C50]] : memref<?xi64>, memref<?x?xf32>, index
func.func @embedding_grad_rsp(%i: tensor<?xi64>, %g: tensor<?x?xf32>) -> tensor<50x?xf32, #rsp> {
  %0 = stype.embedding_grad %i, %g {input_dim = 50 : i64, sparse_grad} : tensor<?xi64>, tensor<?x?xf32> -> tensor<50x?xf32, #rsp>
  return %0 : tensor<50x?xf32, #rsp>
}
