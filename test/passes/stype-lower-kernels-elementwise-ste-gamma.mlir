// RUN: stype-opt %s --stype-lower-kernels=check-allocations=0 --canonicalize --cse | FileCheck %s
// (check-allocations=0: the allocation checks are tested in
// stype-lower-kernels-alloc.mlir; without them the kernels read as written.)

// The kernels of the ste-and-gamma group of elementwise ops: zeros_like stores
// nothing (row_sparse: no rows, O(1); csr: nnz 0 with an indptr of zeros)
// and never reads the input's values; round_ste / sign_ste / block_grad /
// make_loss map over the stored values; gamma / gammaln call the C
// library's tgamma / lgamma (f32: tgammaf / lgammaf); gamma_grad and
// gammaln_grad inline stype's digamma (pole check, reflection through tan,
// 10 unrolled recurrence steps, asymptotic series through log).

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// CHECK-DAG:   func.func private @tgammaf(f32) -> f32
// CHECK-DAG:   func.func private @lgamma(f64) -> f64
// CHECK-DAG:   func.func private @tan(f64) -> f64
// CHECK-DAG:   func.func private @log(f64) -> f64

// row_sparse zeros_like: empty index and data buffers, no loop, the input's
// buffers unread (only the row length and the row count pass through).
// CHECK-LABEL: func.func @zeros_like_rsp(
// CHECK-SAME:    %[[I:.*]]: memref<?xi64>, %[[D:.*]]: memref<?x?xf32>, %[[N:.*]]: index)
// CHECK-NOT:     scf.for
// CHECK-NOT:     memref.load
// CHECK:         %[[DATA:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<0x?xf32>
// CHECK:         %[[IDS:.*]] = memref.alloc() {{.*}} : memref<0xi64>
// CHECK-NOT:     scf.for
// CHECK:         return %{{.*}}, %{{.*}}, %[[N]]
func.func @zeros_like_rsp(%a: tensor<?x?xf32, #rsp>) -> tensor<?x?xf32, #rsp> {
  %r = stype.zeros_like %a : tensor<?x?xf32, #rsp> -> tensor<?x?xf32, #rsp>
  return %r : tensor<?x?xf32, #rsp>
}

// csr zeros_like: indptr of rows + 1 zeros, empty indices and values.
// CHECK-LABEL: func.func @zeros_like_csr(
// CHECK-SAME:    %[[P:.*]]: memref<?xi64>, %{{.*}}: memref<?xi64>, %{{.*}}: memref<?xf64>, %[[C:.*]]: index)
// CHECK-NOT:     memref.load
// CHECK:         %[[NP:.*]] = memref.dim %[[P]]
// CHECK:         %[[PTR:.*]] = memref.alloc(%[[NP]]) {{.*}} : memref<?xi64>
// CHECK:         scf.for
// CHECK-NEXT:      memref.store %{{.*}}, %[[PTR]]
// CHECK:         memref.alloc() {{.*}} : memref<0xf64>
// CHECK:         memref.alloc() {{.*}} : memref<0xi64>
// CHECK:         return %[[PTR]], %{{.*}}, %{{.*}}, %[[C]]
func.func @zeros_like_csr(%a: tensor<?x?xf64, #csr>) -> tensor<?x?xf64, #csr> {
  %r = stype.zeros_like %a : tensor<?x?xf64, #csr> -> tensor<?x?xf64, #csr>
  return %r : tensor<?x?xf64, #csr>
}

// default zeros_like: a fill with 0, the input not read.
// CHECK-LABEL: func.func @zeros_like_dense(
// CHECK-NOT:     memref.load
// CHECK:         %[[O:.*]] = memref.alloc
// CHECK:         scf.for
// CHECK-NEXT:      memref.store %{{.*}}, %{{.*}}[%{{.*}}] : memref<?xf32>
// CHECK-NOT:     memref.load
// CHECK:         return %[[O]]
func.func @zeros_like_dense(%a: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %r = stype.zeros_like %a : tensor<4x?xf32> -> tensor<4x?xf32>
  return %r : tensor<4x?xf32>
}

// round_ste on csr: the index buffers copied, round over the values.
// CHECK-LABEL: func.func @round_ste_csr(
// CHECK:         memref.copy
// CHECK:         memref.copy
// CHECK:         scf.for
// CHECK:           math.round
// CHECK:         return
func.func @round_ste_csr(%a: tensor<?x?xf32, #csr>) -> tensor<?x?xf32, #csr> {
  %r = stype.round_ste %a : tensor<?x?xf32, #csr> -> tensor<?x?xf32, #csr>
  return %r : tensor<?x?xf32, #csr>
}

// sign_ste on row_sparse: -1 / 0 / 1 by two compares over the stored values.
// CHECK-LABEL: func.func @sign_ste_rsp(
// CHECK:         scf.for
// CHECK:           arith.cmpf olt
// CHECK:           arith.cmpf ogt
// CHECK:           arith.select
// CHECK:           arith.select
func.func @sign_ste_rsp(%a: tensor<?x?xf64, #rsp>) -> tensor<?x?xf64, #rsp> {
  %r = stype.sign_ste %a : tensor<?x?xf64, #rsp> -> tensor<?x?xf64, #rsp>
  return %r : tensor<?x?xf64, #rsp>
}

// block_grad and make_loss: copies of the stored values.
// CHECK-LABEL: func.func @block_grad_make_loss(
// CHECK:         scf.for
// CHECK-NEXT:      %[[V:.*]] = memref.load
// CHECK-NEXT:      memref.store %[[V]]
// CHECK:         return
func.func @block_grad_make_loss(%a: tensor<?x?xf32, #rsp>) -> (tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp>) {
  %b = stype.block_grad %a : tensor<?x?xf32, #rsp> -> tensor<?x?xf32, #rsp>
  %m = stype.make_loss %b : tensor<?x?xf32, #rsp> -> tensor<?x?xf32, #rsp>
  return %b, %m : tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp>
}

// gamma (f32) and gammaln (f64): the C library through func.call.
// CHECK-LABEL: func.func @gamma_gammaln(
// CHECK:         func.call @tgammaf(%{{.*}}) : (f32) -> f32
// CHECK:         func.call @lgamma(%{{.*}}) : (f64) -> f64
func.func @gamma_gammaln(%a: tensor<8xf32>, %b: tensor<8xf64>) -> (tensor<8xf32>, tensor<8xf64>) {
  %g = stype.gamma %a : tensor<8xf32> -> tensor<8xf32>
  %l = stype.gammaln %b : tensor<8xf64> -> tensor<8xf64>
  return %g, %l : tensor<8xf32>, tensor<8xf64>
}

// gammaln_grad: lhs * digamma(rhs): the pole test (x <= 0 and floor(x) ==
// x), the reflection (tan of pi * r), ten recurrence steps (select on
// y < 10), the series (log), DBL_MAX at the poles.
// CHECK-LABEL: func.func @gammaln_grad(
// CHECK:         scf.for
// CHECK:           %[[X:.*]] = memref.load %arg1
// CHECK:           %[[FL:.*]] = math.floor %[[X]] : f64
// CHECK:           %[[NP:.*]] = arith.cmpf ole, %[[X]], %{{.*}} : f64
// CHECK:           %[[INT:.*]] = arith.cmpf oeq, %[[FL]], %[[X]] : f64
// CHECK:           %[[POLE:.*]] = arith.andi %[[NP]], %[[INT]] : i1
// CHECK:           func.call @tan
// CHECK-COUNT-10:  arith.cmpf olt, %{{.*}}, %cst_6 : f64
// CHECK:           %[[LOG:.*]] = func.call @log
// CHECK:           %[[SER:.*]] = arith.subf %[[LOG]], %{{.*}} : f64
// CHECK:           %[[PSI:.*]] = arith.addf %{{.*}}, %[[SER]] : f64
// CHECK:           %[[R:.*]] = arith.select %[[POLE]], %cst, %[[PSI]] : f64
// CHECK:           arith.mulf %{{.*}}, %[[R]] : f64
func.func @gammaln_grad(%a: tensor<?xf64>, %b: tensor<?xf64>) -> tensor<?xf64> {
  %r = stype.gammaln_grad %a, %b : tensor<?xf64>, tensor<?xf64> -> tensor<?xf64>
  return %r : tensor<?xf64>
}

// gamma_grad (f32): tgammaf(x) * digamma(x); the pole value is +Inf in f32.
// CHECK-LABEL: func.func @gamma_grad(
// CHECK:         func.call @tgammaf
// CHECK:         func.call @tanf
// CHECK:         func.call @logf
// CHECK:         arith.select %{{.*}}, %{{.*}}, %{{.*}} : f32
func.func @gamma_grad(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %r = stype.gamma_grad %a, %b : tensor<?xf32>, tensor<?xf32> -> tensor<?xf32>
  return %r : tensor<?xf32>
}
