// RUN: stype-opt %s --stype-lower-kernels | FileCheck %s

// Standard (non-lazy) updates from a row_sparse gradient: a loop over every
// row of the weight, walking the gradient's sorted row ids with a cursor
// (an iter_arg); rows the gradient does not store get a zero gradient.
// Dynamic shapes are compared first (the gradient's rows and width with the
// weight's): a mismatch is reported (code 10) and nothing is updated.

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// CHECK-LABEL: func.func @sgd_standard_wd(
// CHECK-SAME:    %[[W:.*]]: memref<?x?xf32>, %[[GI:.*]]: memref<?xi64>, %[[GD:.*]]: memref<?x?xf32>, %[[GN:.*]]: index) -> memref<?x?xf32> {
// CHECK:         %[[WROWS:.*]] = memref.dim %[[W]], %c0 : memref<?x?xf32>
// CHECK:         %[[WCOLS:.*]] = memref.dim %[[W]], %c1 : memref<?x?xf32>
// CHECK:         %[[GCOLS:.*]] = memref.dim %[[GD]], %c1{{(_[0-9]+)?}} : memref<?x?xf32>
// CHECK:         arith.cmpi eq, %[[GN]], %[[WROWS]] : index
// CHECK:         arith.cmpi eq, %[[GCOLS]], %[[WCOLS]] : index
// CHECK:         %[[SAME:.*]] = arith.andi
// CHECK:         %[[BAD:.*]] = arith.xori %[[SAME]], %{{.*}} : i1
// CHECK:         scf.if %[[BAD]] {
// CHECK:           %[[CODE:.*]] = arith.constant 10 : i32
// CHECK:           func.call @stype_kernel_shape_error(%[[CODE]], %{{.*}}, %{{.*}}, %{{.*}})
// CHECK:         scf.if %[[SAME]] {
// CHECK:         %[[M:.*]] = memref.dim %[[W]], %c0{{(_[0-9]+)?}} : memref<?x?xf32>
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %[[M]] step %{{.*}} iter_args(%[[CUR:.*]] = %{{.*}}) -> (index) {
// CHECK:           %[[PRESENT:.*]] = scf.if
// CHECK:             memref.load %[[GI]][%[[CUR]]]
// CHECK:           scf.if %[[PRESENT]] {
// CHECK:             memref.load %[[GD]][%[[CUR]], %{{.*}}]
// CHECK:           } else {
// CHECK-NOT:         memref.load %[[GD]]
// CHECK:             memref.store %{{.*}}, %[[W]][%[[I]], %{{.*}}]
// CHECK:         return %[[W]]
func.func @sgd_standard_wd(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>) -> tensor<?x?xf32> {
  %r = stype.sgd_update %w, %g {lr = 0.1 : f64, wd = 0.01 : f64, lazy_update = false} : tensor<?x?xf32>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// (row_sparse, row_sparse, default) is always standard (MXNet's
// StdOptStorageType), even with lazy_update = true.
// CHECK-LABEL: func.func @sgd_mom_rsp_weight_dense_state(
// CHECK-SAME:    %[[WI:.*]]: memref<?xi64>, %[[WD:.*]]: memref<?x?xf32>, %[[WN:.*]]: index, %[[GI:.*]]: memref<?xi64>, %[[GD:.*]]: memref<?x?xf32>, %[[GN:.*]]: index, %[[M:.*]]: memref<?x?xf32>)
// CHECK:         func.call @stype_kernel_error
// CHECK:         scf.if
// CHECK:           %[[ROWS:.*]] = memref.dim %[[WD]], %c0{{(_[0-9]+)?}} : memref<?x?xf32>
// CHECK:           scf.for %{{.*}} = %{{.*}} to %[[ROWS]] step %{{.*}} iter_args
func.func @sgd_mom_rsp_weight_dense_state(%w: tensor<?x?xf32, #rsp>, %g: tensor<?x?xf32, #rsp>, %m: tensor<?x?xf32>)
    -> (tensor<?x?xf32, #rsp>, tensor<?x?xf32>) {
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.1 : f64, momentum = 0.9 : f64}
      : tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp>, tensor<?x?xf32> -> tensor<?x?xf32, #rsp>, tensor<?x?xf32>
  return %w1, %m1 : tensor<?x?xf32, #rsp>, tensor<?x?xf32>
}
