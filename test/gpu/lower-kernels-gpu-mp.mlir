// RUN: stype-opt %s --stype-infer-storage --stype-lower-kernels-gpu=check-allocations=0 --canonicalize --cse | FileCheck %s
// RUN: stype-opt %s --stype-to-nvvm=serialize=0 | FileCheck %s --check-prefix=NVVM
// RUN: stype-opt %s --stype-to-nvvm=chip=sm_90 | FileCheck %s --check-prefix=PTX

// GPU kernels of the multi-precision updates (f16 weight and gradient, f32
// states and master copy) and of Group AdaGrad.  The mp kernels are the f32
// ones with the gradient widened (arith.extf, exact) and the new master
// copy rounded to the f16 weight (arith.truncf, to nearest even); through
// convert-gpu-to-nvvm these are llvm.fpext / llvm.fptrunc on f16 loads and
// stores, in PTX ld/st.global.b16, cvt.f32.f16 and cvt.rn.f16.f32.

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// Lazy: one thread per (gradient row, feature) in 32 x 8 blocks; the shape
// check on the host first.
// CHECK-LABEL: func.func @mp_sgd_lazy(
// CHECK-SAME:    %[[W:[^:]*]]: memref<?x?xf16>, %[[IDS:[^:]*]]: memref<?xi64>, %[[GD:[^:]*]]: memref<?x?xf16>, %{{.*}}: index, %[[W32:[^:]*]]: memref<?x?xf32>)
// CHECK:         scf.if %[[OK:.*]] {
// CHECK:           gpu.launch blocks{{.*}} threads(%{{.*}}) in (%{{.*}} = %c32, %{{.*}} = %c8, %{{.*}} = %c1)
// CHECK:             %[[ID:.*]] = memref.load %[[IDS]]
// CHECK:             %[[I:.*]] = arith.index_cast %[[ID]]
// CHECK:             %[[G:.*]] = memref.load %[[GD]][%{{.*}}, %[[C:.*]]] : memref<?x?xf16>
// CHECK:             %[[M:.*]] = memref.load %[[W32]][%[[I]], %[[C]]] : memref<?x?xf32>
// CHECK:             %[[G32:.*]] = arith.extf %[[G]] : f16 to f32
// CHECK:             %[[STEP:.*]] = arith.mulf %[[G32]], %{{.*}} : f32
// CHECK:             %[[NEW:.*]] = arith.subf %[[M]], %[[STEP]] : f32
// CHECK:             memref.store %[[NEW]], %[[W32]][%[[I]], %[[C]]] : memref<?x?xf32>
// CHECK:             %[[H:.*]] = arith.truncf %[[NEW]] : f32 to f16
// CHECK:             memref.store %[[H]], %[[W]][%[[I]], %[[C]]] : memref<?x?xf16>
// CHECK:         } else {
// CHECK:           func.call @stype_kernel_{{(shape_)?}}error(
// CHECK:         return %[[W]], %[[W32]]
// NVVM-LABEL: gpu.module @mp_sgd_lazy_mp_sgd_update_rows
// NVVM:         llvm.load %{{.*}} : !llvm.ptr -> f16
// NVVM:         llvm.fpext %{{.*}} : f16 to f32
// NVVM:         llvm.fptrunc %{{.*}} : f32 to f16
// NVVM:         llvm.store %{{.*}}, %{{.*}} : f16, !llvm.ptr
// PTX-LABEL: gpu.binary @mp_sgd_lazy_mp_sgd_update_rows
// PTX-SAME:    ld.global.b16
// PTX-SAME:    cvt.f32.f16
// PTX-SAME:    cvt.rn.f16.f32
// PTX-SAME:    st.global.b16
func.func @mp_sgd_lazy(%w: tensor<?x?xf16>, %g: tensor<?x?xf16, #rsp>, %w32: tensor<?x?xf32>) -> (tensor<?x?xf16>, tensor<?x?xf32>) {
  %w1, %w32_1 = stype.mp_sgd_update %w, %g, %w32 {lr = 0.1 : f64}
      : tensor<?x?xf16>, tensor<?x?xf16, #rsp>, tensor<?x?xf32> -> tensor<?x?xf16>, tensor<?x?xf32>
  return %w1, %w32_1 : tensor<?x?xf16>, tensor<?x?xf32>
}

// Dense: one thread per element, blocks of 256, on the flattened buffers.
// CHECK-LABEL: func.func @mp_sgd_mom_dense(
// CHECK:         gpu.launch blocks{{.*}} threads(%{{.*}}) in (%{{.*}} = %c256, %{{.*}} = %c1, %{{.*}} = %c1)
// CHECK:           memref.load %{{.*}} : memref<?xf32>
// CHECK:           memref.load %{{.*}} : memref<?xf32>
// CHECK:           memref.load %{{.*}} : memref<?xf16>
// CHECK:           arith.extf
// CHECK:           arith.truncf %{{.*}} : f32 to f16
// CHECK:           memref.store %{{.*}} : memref<?xf16>
// PTX-LABEL: gpu.binary @mp_sgd_mom_dense_mp_sgd_mom_update
// PTX-SAME:    cvt.rn.f16.f32
func.func @mp_sgd_mom_dense(%w: tensor<?x?xf16>, %g: tensor<?x?xf16>, %m: tensor<?x?xf32>, %w32: tensor<?x?xf32>) -> (tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %w1, %m1, %w32_1 = stype.mp_sgd_mom_update %w, %g, %m, %w32 {lr = 0.1 : f64, momentum = 0.9 : f64}
      : tensor<?x?xf16>, tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1, %w32_1 : tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32>
}

// Standard with a run-time lr: the range check and the shape check on the
// host, then one thread per weight element, which finds its row in the
// gradient's ids (binary search); absent rows get a zero gradient (no
// extf: the rule's constant 0).
// CHECK-LABEL: func.func @mp_adam_std(
// CHECK:         %[[LROK:.*]] = arith.andi %{{.*}}, %{{.*}} : i1
// CHECK:         scf.if %{{.*}} {
// CHECK:           func.call @stype_kernel_error(%c9_i32)
// CHECK:         scf.if %{{.*}} {
// CHECK:           func.call @stype_kernel_shape_error(%c10_i32, 
// CHECK:         %[[OK:.*]] = arith.andi %[[LROK]], %{{.*}} : i1
// CHECK:         scf.if %[[OK]] {
// CHECK:           gpu.launch
// CHECK:             scf.while
// CHECK:             scf.if %{{.*}} {
// CHECK:               arith.extf
// CHECK:               math.sqrt
// CHECK:               arith.truncf %{{.*}} : f32 to f16
// CHECK:             } else {
// CHECK-NOT:           arith.extf
// CHECK:               arith.truncf %{{.*}} : f32 to f16
// CHECK:             }
// PTX-LABEL: gpu.binary @mp_adam_std_mp_adam_update
// PTX-SAME:    cvt.rn.f16.f32
func.func @mp_adam_std(%w: tensor<?x?xf16>, %g: tensor<?x?xf16, #rsp>, %m: tensor<?x?xf32>, %v: tensor<?x?xf32>, %w32: tensor<?x?xf32>, %lr: f64) -> (tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %w1, %m1, %v1, %w32_1 = stype.mp_adam_update %w, %g, %m, %v, %w32 lr(%lr) {lazy_update = false}
      : tensor<?x?xf16>, tensor<?x?xf16, #rsp>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1, %v1, %w32_1 : tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// Group AdaGrad, standard (wd != 0): one thread per gradient row sums the
// squares of its row in order and stores h + sum/rowLen; then one thread
// per weight element reads its row's new history.  Two launches, no
// atomics.
// CHECK-LABEL: func.func @group_adagrad_std(
// CHECK-SAME:    %[[W:[^:]*]]: memref<?x?xf32>, %[[IDS:[^:]*]]: memref<?xi64>, %[[GD:[^:]*]]: memref<?x?xf32>, %{{.*}}: index, %[[H:[^:]*]]: memref<?x1xf32>)
// CHECK:         gpu.launch blocks{{.*}} threads(%{{.*}}) in (%{{.*}} = %c256, %{{.*}} = %c1, %{{.*}} = %c1)
// CHECK:           %[[ID:.*]] = memref.load %[[IDS]]
// CHECK:           %[[I:.*]] = arith.index_cast %[[ID]]
// CHECK:           %[[OLD:.*]] = memref.load %[[H]][%[[I]], %c0]
// CHECK:           %[[SUM:.*]] = scf.for {{.*}} iter_args
// CHECK:             memref.load %[[GD]]
// CHECK:             arith.mulf
// CHECK:             arith.addf
// CHECK:           %[[MEAN:.*]] = arith.divf %[[SUM]]
// CHECK:           %[[NEW:.*]] = arith.addf %[[OLD]], %[[MEAN]]
// CHECK:           memref.store %[[NEW]], %[[H]][%[[I]], %c0]
// CHECK:         gpu.launch blocks{{.*}} threads(%{{.*}}) in (%{{.*}} = %c32, %{{.*}} = %c8, %{{.*}} = %c1)
// CHECK:           scf.while
// CHECK:           scf.if %{{.*}} {
// CHECK:             memref.load %[[H]]
// CHECK:             math.sqrt
// CHECK:             memref.store %{{.*}}, %[[W]]
// CHECK:           } else {
// CHECK:             memref.load %[[H]]
// CHECK:             memref.store %{{.*}}, %[[W]]
// CHECK:         return %[[W]], %[[H]]
// PTX-LABEL: gpu.binary @group_adagrad_std_group_adagrad_update_history
// PTX-LABEL: gpu.binary @group_adagrad_std_group_adagrad_update_weights
func.func @group_adagrad_std(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %h: tensor<?x1xf32>) -> (tensor<?x?xf32>, tensor<?x1xf32>) {
  %w1, %h1 = stype.group_adagrad_update %w, %g, %h {lr = 0.1 : f64, wd = 0.01 : f64, lazy_update = false}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x1xf32> -> tensor<?x?xf32>, tensor<?x1xf32>
  return %w1, %h1 : tensor<?x?xf32>, tensor<?x1xf32>
}

// Group AdaGrad, dense gradient: the history launch over every row (one
// thread per row), then the element launch over every element.
// CHECK-LABEL: func.func @group_adagrad_dense(
// CHECK:         gpu.launch blocks{{.*}} threads(%{{.*}}) in (%{{.*}} = %c256, %{{.*}} = %c1, %{{.*}} = %c1)
// CHECK:           scf.for {{.*}} iter_args
// CHECK:           arith.divf
// CHECK:           memref.store %{{.*}} : memref<?x1xf64>
// CHECK:         gpu.launch blocks{{.*}} threads(%{{.*}}) in (%{{.*}} = %c32, %{{.*}} = %c8, %{{.*}} = %c1)
// CHECK-NOT:       scf.while
// CHECK:           memref.load %{{.*}} : memref<?x1xf64>
// CHECK:           math.sqrt
// CHECK:           memref.store %{{.*}} : memref<?x?xf64>
func.func @group_adagrad_dense(%w: tensor<?x?xf64>, %g: tensor<?x?xf64>, %h: tensor<?x1xf64>) -> (tensor<?x?xf64>, tensor<?x1xf64>) {
  %w1, %h1 = stype.group_adagrad_update %w, %g, %h {lr = 0.1 : f64}
      : tensor<?x?xf64>, tensor<?x?xf64>, tensor<?x1xf64> -> tensor<?x?xf64>, tensor<?x1xf64>
  return %w1, %h1 : tensor<?x?xf64>, tensor<?x1xf64>
}

// Group AdaGrad, lazy: both launches over the gradient's rows only.
// CHECK-LABEL: func.func @group_adagrad_lazy(
// CHECK-SAME:    %{{[^:]*}}: memref<?x?xf32>, %[[IDS:[^:]*]]: memref<?xi64>,
// CHECK:         %[[NNR:.*]] = memref.dim %[[IDS]], %c0
// CHECK:         %[[G1:.*]] = arith.ceildivui %[[NNR]], %c256
// CHECK:         gpu.launch blocks(%{{.*}}) in (%{{.*}} = %[[G1]], %{{.*}} = %c1, %{{.*}} = %c1)
// CHECK:           scf.for
// CHECK:         %[[G2:.*]] = arith.ceildivui %[[NNR]], %c8
// CHECK:         gpu.launch blocks(%{{.*}}) in (%{{.*}} = %[[G2]],
// CHECK-NOT:       scf.while
// CHECK:           memref.load %[[IDS]]
// CHECK:         return
func.func @group_adagrad_lazy(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %h: tensor<?x1xf32>) -> (tensor<?x?xf32>, tensor<?x1xf32>) {
  %w1, %h1 = stype.group_adagrad_update %w, %g, %h {lr = 0.1 : f64, wd = 0.01 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x1xf32> -> tensor<?x?xf32>, tensor<?x1xf32>
  return %w1, %h1 : tensor<?x?xf32>, tensor<?x1xf32>
}
