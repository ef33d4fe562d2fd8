// RUN: stype-opt %s --stype-lower-kernels | FileCheck %s

// The update ops with states share one row walk: a lazy update loops over the
// gradient's stored rows only and updates the weight and every state there;
// a standard update walks every row with a cursor; a dense update is one
// flat loop.  Bias correction is folded into Adam's constant step.

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// Lazy Adam, dense weight and states: one loop over the gradient's rows, in
// place; m and v are stored before w; lr_t = 0.001*sqrt(1-0.999)/(1-0.9) = 3.162e-4.
// CHECK-LABEL: func.func @adam_lazy(
// CHECK-SAME:    %[[W:.*]]: memref<?x?xf32>, %[[GI:.*]]: memref<?xi64>, %[[GD:.*]]: memref<?x?xf32>, %[[GN:.*]]: index, %[[M:.*]]: memref<?x?xf32>, %[[V:.*]]: memref<?x?xf32>)
// CHECK-NOT:     memref.copy
// CHECK:         %[[NNR:.*]] = memref.dim %[[GI]], %{{.*}} : memref<?xi64>
// CHECK-NOT:     scf.for
// CHECK:         scf.for %[[K:.*]] = %{{.*}} to %[[NNR]] step
// CHECK:           %[[ROW:.*]] = arith.index_cast
// CHECK:           scf.for %[[J:.*]] =
// CHECK:             memref.load %[[GD]][%[[K]], %[[J]]]
// CHECK:             memref.load %[[W]][%[[ROW]], %[[J]]]
// CHECK:             memref.load %[[M]][%[[ROW]], %[[J]]]
// CHECK:             memref.load %[[V]][%[[ROW]], %[[J]]]
// CHECK:             memref.store %{{.*}}, %[[M]][%[[ROW]], %[[J]]]
// CHECK:             memref.store %{{.*}}, %[[V]][%[[ROW]], %[[J]]]
// CHECK:             arith.constant 3.162{{[0-9]*}}E-4 : f32
// CHECK:             math.sqrt
// CHECK:             memref.store %{{.*}}, %[[W]][%[[ROW]], %[[J]]]
// CHECK-NOT:     scf.for
// CHECK:         return %[[W]], %[[M]], %[[V]]
func.func @adam_lazy(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %m: tensor<?x?xf32>, %v: tensor<?x?xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %0:3 = stype.adam_update %w, %g, %m, %v {lr = 0.001 : f64, t = 1 : i64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32>, tensor<?x?xf32>
      -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  return %0#0, %0#1, %0#2 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// bias_correction = false (MXNet's adam_update kernel): the step is
// lr*m/(sqrt(v) + eps) with lr itself (0.001), whatever beta1 and beta2 are.
// CHECK-LABEL: func.func @adam_uncorrected(
// CHECK-NOT:     3.162{{[0-9]*}}E-4
// CHECK:         scf.for
// CHECK:             arith.constant 1.000000e-03 : f32
// CHECK:             math.sqrt
// CHECK-NOT:     3.162{{[0-9]*}}E-4
// CHECK:         return
func.func @adam_uncorrected(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %m: tensor<?x?xf32>, %v: tensor<?x?xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %0:3 = stype.adam_update %w, %g, %m, %v {lr = 0.001 : f64, bias_correction = false}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32>, tensor<?x?xf32>
      -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  return %0#0, %0#1, %0#2 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// Standard FTRL on row_sparse weight and states: each must store every row
// (three runtime checks), then every row is walked with a cursor.
// CHECK-LABEL: func.func @ftrl_standard(
// CHECK-COUNT-3: func.call @stype_kernel_error
// CHECK:         scf.if
// CHECK:           scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (index) {
// CHECK:             math.absf
// CHECK:             arith.select
func.func @ftrl_standard(%w: tensor<?x?xf64, #rsp>, %g: tensor<?x?xf64, #rsp>, %z: tensor<?x?xf64, #rsp>, %n: tensor<?x?xf64, #rsp>)
    -> (tensor<?x?xf64, #rsp>, tensor<?x?xf64, #rsp>, tensor<?x?xf64, #rsp>) {
  %0:3 = stype.ftrl_update %w, %g, %z, %n {lr = 0.1 : f64, lazy_update = false}
      : tensor<?x?xf64, #rsp>, tensor<?x?xf64, #rsp>, tensor<?x?xf64, #rsp>, tensor<?x?xf64, #rsp>
      -> tensor<?x?xf64, #rsp>, tensor<?x?xf64, #rsp>, tensor<?x?xf64, #rsp>
  return %0#0, %0#1, %0#2 : tensor<?x?xf64, #rsp>, tensor<?x?xf64, #rsp>, tensor<?x?xf64, #rsp>
}

// Group AdaGrad: per gradient row, the history value is updated once from
// a reduction over the row (an iter_arg loop), then the row's elements.
// CHECK-LABEL: func.func @group_adagrad_lazy(
// CHECK-SAME:    %[[W:.*]]: memref<?x8xf32>, %[[GI:.*]]: memref<?xi64>, %[[GD:.*]]: memref<?x8xf32>, %[[GN:.*]]: index, %[[H:.*]]: memref<?x1xf32>)
// CHECK:         scf.for %[[K:.*]] =
// CHECK:           %[[ROW:.*]] = arith.index_cast
// CHECK:           %[[H0:.*]] = memref.load %[[H]][%[[ROW]], %{{.*}}]
// CHECK:           %[[SUM:.*]] = scf.for {{.*}} iter_args
// CHECK:           %[[MEAN:.*]] = arith.divf %[[SUM]]
// CHECK:           %[[H1:.*]] = arith.addf %[[H0]], %[[MEAN]]
// CHECK:           memref.store %[[H1]], %[[H]][%[[ROW]], %{{.*}}]
// CHECK:           scf.for
// CHECK:             arith.addf %[[H1]]
// CHECK:             memref.store %{{.*}}, %[[W]][%[[ROW]], %{{.*}}]
func.func @group_adagrad_lazy(%w: tensor<?x8xf32>, %g: tensor<?x8xf32, #rsp>, %h: tensor<?x1xf32>)
    -> (tensor<?x8xf32>, tensor<?x1xf32>) {
  %0:2 = stype.group_adagrad_update %w, %g, %h {lr = 0.1 : f64}
      : tensor<?x8xf32>, tensor<?x8xf32, #rsp>, tensor<?x1xf32> -> tensor<?x8xf32>, tensor<?x1xf32>
  return %0#0, %0#1 : tensor<?x8xf32>, tensor<?x1xf32>
}

// Dense signum: one flat loop; sign(m) as two compares and selects.
// CHECK-LABEL: func.func @signum_dense(
// CHECK:         scf.for
// CHECK:           arith.cmpf ogt
// CHECK:           arith.cmpf olt
// CHECK:           arith.select
// CHECK:           arith.select
// CHECK-NOT:     scf.for
func.func @signum_dense(%w: tensor<6x4xf32>, %g: tensor<6x4xf32>, %m: tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<6x4xf32>) {
  %0:2 = stype.signum_update %w, %g, %m {lr = 0.01 : f64}
      : tensor<6x4xf32>, tensor<6x4xf32>, tensor<6x4xf32> -> tensor<6x4xf32>, tensor<6x4xf32>
  return %0#0, %0#1 : tensor<6x4xf32>, tensor<6x4xf32>
}

// AdaGrad without wd, lazy_update = false: absent rows do not change, so the
// standard update is the lazy loop (no iter_args cursor).
// CHECK-LABEL: func.func @adagrad_standard_no_wd(
// CHECK-NOT:     iter_args(%{{.*}}) -> (index)
// CHECK:         return
func.func @adagrad_standard_no_wd(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %h: tensor<?x?xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %0:2 = stype.adagrad_update %w, %g, %h {lr = 0.1 : f64, lazy_update = false}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  return %0#0, %0#1 : tensor<?x?xf32>, tensor<?x?xf32>
}
