// RUN: stype-opt %s --stype-lower-kernels | FileCheck %s

// sgd_update / sgd_mom_update kernels: dense flat loops, lazy row_sparse
// updates that touch the gradient's rows only, in-place updates of a weight
// with one use and a copy when it has more.

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// The error hook is declared once, at the top of the module, because a
// row_sparse weight's kernel can report errors.
// CHECK:     func.func private @stype_kernel_error(i32)
// CHECK-NOT: func.func private @stype_kernel_error

// Dense: one flat loop (in chunks of 16384 elements, threads over chunks
// with `parallel`), in place (the result is the weight's own buffer).
// CHECK-LABEL: func.func @sgd_dense_in_place(
// CHECK-SAME:    %[[W:.*]]: memref<8x4xf32>, %[[G:.*]]: memref<8x4xf32>) -> memref<8x4xf32> {
// CHECK-NOT:     memref.copy
// CHECK-NOT:     memref.alloc
// CHECK-DAG:     %[[FW:.*]] = memref.collapse_shape %[[W]] {{\[\[}}0, 1]] : memref<8x4xf32> into memref<32xf32>
// CHECK-DAG:     %[[FG:.*]] = memref.collapse_shape %[[G]] {{\[\[}}0, 1]] : memref<8x4xf32> into memref<32xf32>
// CHECK:         scf.for %[[Q:.*]] =
// CHECK:           scf.for %[[J:.*]] =
// CHECK:             %[[I:.*]] = arith.addi %{{.*}}, %[[J]] : index
// CHECK:           %[[GV:.*]] = memref.load %[[FG]][%[[I]]]
// CHECK:           %[[WV:.*]] = memref.load %[[FW]][%[[I]]]
// CHECK:           %[[STEP:.*]] = arith.mulf %{{.*}}, %[[GV]] : f32
// CHECK:           %[[NW:.*]] = arith.subf %[[WV]], %[[STEP]] : f32
// CHECK:           memref.store %[[NW]], %[[FW]][%[[I]]]
// CHECK:         return %[[W]] : memref<8x4xf32>
func.func @sgd_dense_in_place(%w: tensor<8x4xf32>, %g: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %r = stype.sgd_update %w, %g {lr = 0.1 : f64} : tensor<8x4xf32>, tensor<8x4xf32> -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// The weight has a second use (it is returned too): the update writes a copy.
// CHECK-LABEL: func.func @sgd_dense_copy(
// CHECK-SAME:    %[[W:.*]]: memref<8x4xf32>, %[[G:.*]]: memref<8x4xf32>) -> (memref<8x4xf32>, memref<8x4xf32>) {
// CHECK:         %[[C:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8x4xf32>
// CHECK:         memref.copy %[[W]], %[[C]] : memref<8x4xf32> to memref<8x4xf32>
// CHECK:         %[[FC:.*]] = memref.collapse_shape %[[C]]
// CHECK:         scf.for
// CHECK:           memref.store %{{.*}}, %[[FC]]
// CHECK:         return %[[W]], %[[C]] : memref<8x4xf32>, memref<8x4xf32>
func.func @sgd_dense_copy(%w: tensor<8x4xf32>, %g: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
  %r = stype.sgd_update %w, %g {lr = 0.1 : f64} : tensor<8x4xf32>, tensor<8x4xf32> -> tensor<8x4xf32>
  return %w, %r : tensor<8x4xf32>, tensor<8x4xf32>
}

// Lazy update of a dense weight from a row_sparse gradient: the only row loop
// runs over the gradient's stored rows (its row ids), never over all rows of
// the weight; weight decay applies to those rows only.
// CHECK-LABEL: func.func @sgd_lazy(
// CHECK-SAME:    %[[W:.*]]: memref<?x?xf32>, %[[GI:.*]]: memref<?xi64>, %[[GD:.*]]: memref<?x?xf32>, %[[GN:.*]]: index) -> memref<?x?xf32> {
// CHECK-NOT:     memref.copy
// CHECK:         %[[NNR:.*]] = memref.dim %[[GI]], %{{.*}} : memref<?xi64>
// CHECK:         %[[ROWLEN:.*]] = memref.dim %[[W]], %{{.*}} : memref<?x?xf32>
// CHECK-NOT:     scf.for
// CHECK:         scf.for %[[K:.*]] = %{{.*}} to %[[NNR]] step
// CHECK-NEXT:      %[[ID:.*]] = memref.load %[[GI]][%[[K]]]
// CHECK-NEXT:      %[[ROW:.*]] = arith.index_cast %[[ID]] : i64 to index
// CHECK:           scf.for %[[J:.*]] = %{{.*}} to %[[ROWLEN]] step
// CHECK-DAG:         memref.load %[[GD]][%[[K]], %[[J]]]
// CHECK-DAG:         %[[WV:.*]] = memref.load %[[W]][%[[ROW]], %[[J]]]
// CHECK:             arith.mulf %{{.*}}, %[[WV]] : f32
// CHECK:             memref.store %{{.*}}, %[[W]][%[[ROW]], %[[J]]]
// CHECK-NOT:     scf.for
// CHECK:         return %[[W]] : memref<?x?xf32>
func.func @sgd_lazy(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>) -> tensor<?x?xf32> {
  %r = stype.sgd_update %w, %g {lr = 0.1 : f64, wd = 0.01 : f64} : tensor<?x?xf32>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// lazy_update = false without weight decay: rows absent from the gradient do
// not change, so the standard update is the lazy loop too.
// CHECK-LABEL: func.func @sgd_standard_no_wd(
// CHECK-SAME:    %[[W:.*]]: memref<?x?xf32>, %[[GI:.*]]: memref<?xi64>, %[[GD:.*]]: memref<?x?xf32>, %[[GN:.*]]: index) -> memref<?x?xf32> {
// CHECK:         %[[NNR:.*]] = memref.dim %[[GI]], %{{.*}} : memref<?xi64>
// CHECK:         scf.for %[[K:.*]] = %{{.*}} to %[[NNR]] step
// CHECK-NOT:     iter_args
// CHECK:         return %[[W]]
func.func @sgd_standard_no_wd(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>) -> tensor<?x?xf32> {
  %r = stype.sgd_update %w, %g {lr = 0.1 : f64, lazy_update = false} : tensor<?x?xf32>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// row_sparse weight: it must store every row, checked at run time and
// reported through stype_kernel_error (declared once), as are the dynamic
// shapes (before); rescale_grad and
// clip_gradient scale, then clip, the gradient.
// CHECK-LABEL: func.func @sgd_rsp_weight(
// CHECK-SAME:    %[[WI:.*]]: memref<?xi64>, %[[WD:.*]]: memref<?x?xf32>, %[[WN:.*]]: index, %[[GI:.*]]: memref<?xi64>, %[[GD:.*]]: memref<?x?xf32>, %[[GN:.*]]: index)
// CHECK-SAME:    -> (memref<?xi64>, memref<?x?xf32>, index) {
// CHECK:         %[[STORED:.*]] = memref.dim %[[WI]], %{{.*}} : memref<?xi64>
// CHECK:         %[[FULL:.*]] = arith.cmpi eq, %[[STORED]], %[[WN]] : index
// CHECK:         %[[NOTFULL:.*]] = arith.xori %[[FULL]], %{{.*}} : i1
// CHECK:         scf.if %[[NOTFULL]] {
// CHECK:           func.call @stype_kernel_error(%{{.*}}) : (i32) -> ()
// CHECK:         %[[OK:.*]] = arith.andi %{{.*}}, %[[FULL]] : i1
// CHECK:         scf.if %[[OK]] {
// CHECK:           %[[NNR:.*]] = memref.dim %[[GI]], %{{.*}} : memref<?xi64>
// CHECK:           scf.for %[[K:.*]] = %{{.*}} to %[[NNR]] step
// CHECK:             %[[GV:.*]] = memref.load %[[GD]]
// CHECK:             %[[SG:.*]] = arith.mulf %[[GV]], %{{.*}} : f32
// CHECK:             %[[C1:.*]] = arith.minimumf %[[SG]], %{{.*}} : f32
// CHECK:             %[[C2:.*]] = arith.maximumf %[[C1]], %{{.*}} : f32
// CHECK:             memref.store %{{.*}}, %[[WD]]
// CHECK:         return %[[WI]], %[[WD]], %[[WN]] : memref<?xi64>, memref<?x?xf32>, index
func.func @sgd_rsp_weight(%w: tensor<?x?xf32, #rsp>, %g: tensor<?x?xf32, #rsp>) -> tensor<?x?xf32, #rsp> {
  %r = stype.sgd_update %w, %g {lr = 0.1 : f64, rescale_grad = 0.5 : f64, clip_gradient = 1.0 : f64}
      : tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32, #rsp>
  return %r : tensor<?x?xf32, #rsp>
}

// Lazy momentum update with dense weight and state: one loop over the
// gradient's rows writing both m and w; mom is returned in place too.
// CHECK-LABEL: func.func @sgd_mom_lazy(
// CHECK-SAME:    %[[W:.*]]: memref<?x?xf64>, %[[GI:.*]]: memref<?xi64>, %[[GD:.*]]: memref<?x?xf64>, %[[GN:.*]]: index, %[[M:.*]]: memref<?x?xf64>)
// CHECK-SAME:    -> (memref<?x?xf64>, memref<?x?xf64>) {
// CHECK-NOT:     memref.copy
// CHECK:         %[[NNR:.*]] = memref.dim %[[GI]], %{{.*}} : memref<?xi64>
// CHECK:         scf.for %[[K:.*]] = %{{.*}} to %[[NNR]] step
// CHECK:           %[[ROW:.*]] = arith.index_cast
// CHECK:           scf.for %[[J:.*]] =
// CHECK:             %[[MV:.*]] = memref.load %[[M]][%[[ROW]], %[[J]]]
// CHECK:             memref.store %[[NM:.*]], %[[M]][%[[ROW]], %[[J]]]
// CHECK:             %[[NW:.*]] = arith.addf %{{.*}}, %[[NM]] : f64
// CHECK:             memref.store %[[NW]], %[[W]][%[[ROW]], %[[J]]]
// CHECK:         return %[[W]], %[[M]] : memref<?x?xf64>, memref<?x?xf64>
func.func @sgd_mom_lazy(%w: tensor<?x?xf64>, %g: tensor<?x?xf64, #rsp>, %m: tensor<?x?xf64>) -> (tensor<?x?xf64>, tensor<?x?xf64>) {
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.1 : f64, momentum = 0.9 : f64}
      : tensor<?x?xf64>, tensor<?x?xf64, #rsp>, tensor<?x?xf64> -> tensor<?x?xf64>, tensor<?x?xf64>
  return %w1, %m1 : tensor<?x?xf64>, tensor<?x?xf64>
}
