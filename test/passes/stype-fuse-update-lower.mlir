// RUN: stype-opt %s --stype-infer-storage --stype-fuse-update --stype-lower-kernels=check-allocations=0 --canonicalize --cse | FileCheck %s
// (check-allocations=0: the allocation checks are tested in
// stype-lower-kernels-alloc.mlir; without them the kernels read as written.)

// The kernel of stype.fused_update: one loop nest over the gradient's rows;
// the gradient is never materialized (no buffer of the weight's shape is
// allocated: only O(nnz) keys, and a 1 x width scratch row per producer
// when elementwise ops or several producers come between), and the weight
// and states are updated in place.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>

// dot(csr^T, dy) -> sgd_mom, lazy, one producer (the Direct kernel): the
// csr row of each entry, the entries bucketed by column id (a stable radix
// sort: an scf.while over 11-bit digits), then one loop over the buckets
// (scf.parallel with `parallel`); per bucket, the update's row loop computes
// each gradient element from the bucket in csr row order (math.fma, as the
// unfused dot) and applies the update at once: no gradient buffer, no
// scratch row.
// CHECK-LABEL: func.func @dot_sgd_mom(
// CHECK-SAME:    %[[IP:[^:]*]]: memref<?xi64>, %[[IX:[^:]*]]: memref<?xi64>, %[[XD:[^:]*]]: memref<?xf32>, %{{[^:]*}}: index, %[[DY:[^:]*]]: memref<?x?xf32>, %[[W:[^:]*]]: memref<?x?xf32>, %[[M:[^:]*]]: memref<?x?xf32>)
// CHECK-NOT:     memref.alloc(%{{.*}}, %{{.*}}) {{.*}} : memref<?x?xf32>
// CHECK-NOT:     memref<1x?xf32>
// CHECK:         %[[NNZ:.*]] = memref.dim %[[IX]], %c0
// CHECK:         %[[EROW:.*]] = memref.alloc(%[[NNZ]]) {{.*}} : memref<?xi64>
// CHECK:         scf.while
// CHECK:         %[[UNIQ:.*]] = memref.alloc(%[[NNZ]]) {{.*}} : memref<?xi64>
// CHECK:         %[[NNR:.*]] = scf.for {{.*}} -> (index)
// CHECK:         func.call @stype_kernel_shape_error
// CHECK:         scf.if %{{.*}} {
// CHECK-NEXT:      scf.for %[[U:.*]] = %c0 to %[[NNR]] step %c1 {
// CHECK-NEXT:        memref.load %[[UNIQ]][%[[U]]]
// CHECK:             scf.for
// CHECK:               scf.for {{.*}} -> (f32)
// CHECK:                 memref.load %[[XD]]
// CHECK:                 memref.load %[[EROW]]
// CHECK:                 memref.load %[[DY]]
// CHECK:                 math.fma
// CHECK:               memref.store %{{.*}}, %[[M]]
// CHECK:               memref.store %{{.*}}, %[[W]]
// CHECK-NOT:     memref.alloc
// CHECK:         memref.dealloc %[[UNIQ]]
// CHECK:         return %[[W]], %[[M]]
func.func @dot_sgd_mom(%x: tensor<?x?xf32, #csr>, %dy: tensor<?x?xf32>, %w: tensor<?x?xf32>, %m: tensor<?x?xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %g = stype.dot %x, %dy {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.1 : f64, momentum = 0.9 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1 : tensor<?x?xf32>, tensor<?x?xf32>
}

// embedding_grad -> mul_scalar -> adam on a static 50 x 4 table: keys (id,
// position) of the in-range ids (others reported), sorted; per row the sum
// of the ograd rows in position order, the rescale in place in the scratch
// row, then Adam's row update.  Nothing of the table's shape is allocated.
// CHECK-LABEL: func.func @embedding_adam(
// CHECK-SAME:    %{{[^:]*}}: memref<8xi64>, %{{[^:]*}}: memref<8x4xf64>, %[[W:[^:]*]]: memref<50x4xf64>, %[[M:[^:]*]]: memref<50x4xf64>, %[[V:[^:]*]]: memref<50x4xf64>)
// CHECK-NOT:     memref<50x4xf64> = memref.alloc
// CHECK-NOT:     memref.alloc() {{.*}} : memref<50x4xf64>
// CHECK:         memref.alloc() {{.*}} : memref<16xi64>
// CHECK:         func.call @stype_kernel_error
// CHECK:         sparse_tensor.sort hybrid_quick_sort
// CHECK:         %[[ROW:.*]] = memref.alloc() {{.*}} : memref<1x4xf64>
// CHECK-NOT:     memref.alloc
// CHECK:         scf.while
// CHECK:           arith.addf
// CHECK:           arith.mulf
// CHECK:           memref.store %{{.*}}, %[[ROW]]
// CHECK:           math.sqrt
// CHECK:           memref.store %{{.*}}, %[[W]]
// CHECK:         return %[[W]], %[[M]], %[[V]]
func.func @embedding_adam(%ids: tensor<8xi64>, %dy: tensor<8x4xf64>, %w: tensor<50x4xf64>, %m: tensor<50x4xf64>, %v: tensor<50x4xf64>)
    -> (tensor<50x4xf64>, tensor<50x4xf64>, tensor<50x4xf64>) {
  %g = stype.embedding_grad %ids, %dy {input_dim = 50 : i64, sparse_grad} : tensor<8xi64>, tensor<8x4xf64> -> tensor<50x4xf64>
  %s = stype.mul_scalar %g {scalar = 0.5 : f64} : tensor<50x4xf64> -> tensor<50x4xf64>
  %w1, %m1, %v1 = stype.adam_update %w, %s, %m, %v {lr = 0.01 : f64, t = 3 : i64}
      : tensor<50x4xf64>, tensor<50x4xf64>, tensor<50x4xf64>, tensor<50x4xf64> -> tensor<50x4xf64>, tensor<50x4xf64>, tensor<50x4xf64>
  return %w1, %m1, %v1 : tensor<50x4xf64>, tensor<50x4xf64>, tensor<50x4xf64>
}

// add_n of two producers, standard update (lazy_update = false): one
// scf.for over every weight row carrying a cursor per producer; a row
// stored by either producer gets the gradient (a producer without the row
// reads as zeros: arith.select), the others the update without gradient.
// CHECK-LABEL: func.func @add_n_standard(
// CHECK-NOT:     memref.alloc(%{{.*}}, %{{.*}}) {{.*}} : memref<?x?xf32>
// CHECK:         %[[R1:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<1x?xf32>
// CHECK:         %[[R2:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<1x?xf32>
// CHECK-NOT:     memref.alloc
// CHECK:         scf.for %{{.*}} iter_args(%{{.*}} = %c0, %{{.*}} = %c0) -> (index, index)
// CHECK:           scf.if %{{.*}} -> (index, index)
// CHECK:             arith.select
// CHECK:             arith.addf
// CHECK:           } else {
func.func @add_n_standard(%x: tensor<?x?xf32, #csr>, %dy: tensor<?x?xf32>, %ids: tensor<?xi64>, %og: tensor<?x?xf32>, %w: tensor<?x?xf32>)
    -> tensor<?x?xf32> {
  %g1 = stype.dot %x, %dy {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  %g2 = stype.embedding_grad %ids, %og {input_dim = 100 : i64, sparse_grad} : tensor<?xi64>, tensor<?x?xf32> -> tensor<?x?xf32>
  %g = stype.add_n %g1, %g2 : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  %w1 = stype.sgd_update %w, %g {lr = 0.1 : f64, wd = 0.01 : f64, lazy_update = false}
      : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %w1 : tensor<?x?xf32>
}

// Two lazy producers (elemwise_add of two embedding gradients): the row
// loop walks the union of their rows, the smallest row at the cursors first
// (arith.minsi).
// CHECK-LABEL: func.func @union_lazy(
// CHECK:         scf.while (%{{.*}} = %c0, %{{.*}} = %c0) : (index, index) -> (index, index)
// CHECK:           arith.minsi
func.func @union_lazy(%ids1: tensor<?xi64>, %og1: tensor<?x?xf32>, %ids2: tensor<?xi64>, %og2: tensor<?x?xf32>, %w: tensor<?x?xf32>)
    -> tensor<?x?xf32> {
  %g1 = stype.embedding_grad %ids1, %og1 {input_dim = 100 : i64, sparse_grad} : tensor<?xi64>, tensor<?x?xf32> -> tensor<?x?xf32>
  %g2 = stype.embedding_grad %ids2, %og2 {input_dim = 100 : i64, sparse_grad} : tensor<?xi64>, tensor<?x?xf32> -> tensor<?x?xf32>
  %g = stype.elemwise_add %g1, %g2 : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  %w1 = stype.sgd_update %w, %g {lr = 0.1 : f64} : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %w1 : tensor<?x?xf32>
}
