// RUN: stype-opt %s --stype-lower-kernels | FileCheck %s

// Run-time hyper-parameters: the kernel takes them as scalar arguments,
// checks their ranges once before any loop (reporting
// STYPE_KERNEL_INVALID_HYPERPARAMETER = 9 and skipping the update when one
// is out of range), computes the derived scalars in f64 and rounds them once
// to the element type, and uses them inside the loops.

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// Adam with lr and t at run time: lr >= 0 and finite, t >= 1; lr_t =
// lr*sqrt(1 - beta2^t)/(1 - beta1^t) from math.powf on sitofp(t), in f64.
// CHECK-LABEL: func.func @adam_lr_t(
// CHECK-SAME:    %[[W:[^:]*]]: memref<8x4xf32>, %{{[^:]*}}: memref<8x4xf32>, %{{[^:]*}}: memref<8x4xf32>, %{{[^:]*}}: memref<8x4xf32>, %[[LR:[^:]*]]: f64, %[[T:[^:]*]]: i64)
// CHECK:         %[[LRGE:.*]] = arith.cmpf oge, %[[LR]], %{{.*}} : f64
// CHECK:         %[[LRFIN:.*]] = arith.cmpf olt, %[[LR]], %{{.*}} : f64
// CHECK:         %[[OK1:.*]] = arith.andi %[[LRGE]], %[[LRFIN]] : i1
// CHECK:         %[[TGE:.*]] = arith.cmpi sge, %[[T]], %{{.*}} : i64
// CHECK:         %[[OK:.*]] = arith.andi %[[OK1]], %[[TGE]] : i1
// CHECK:         %[[TF:.*]] = arith.sitofp %[[T]] : i64 to f64
// CHECK:         %[[P2:.*]] = math.powf %{{.*}}, %[[TF]] : f64
// CHECK:         %[[C2:.*]] = arith.subf %{{.*}}, %[[P2]] : f64
// CHECK:         %[[S2:.*]] = math.sqrt %[[C2]] : f64
// CHECK:         %[[NUM:.*]] = arith.mulf %[[LR]], %[[S2]] : f64
// CHECK:         %[[P1:.*]] = math.powf %{{.*}}, %[[TF]] : f64
// CHECK:         %[[C1:.*]] = arith.subf %{{.*}}, %[[P1]] : f64
// CHECK:         %[[LRT64:.*]] = arith.divf %[[NUM]], %[[C1]] : f64
// CHECK:         %[[LRT:.*]] = arith.truncf %[[LRT64]] : f64 to f32
// CHECK:         %[[BAD:.*]] = arith.xori %[[OK]], %{{.*}} : i1
// CHECK:         scf.if %[[BAD]] {
// CHECK-NEXT:      %[[CODE:.*]] = arith.constant 9 : i32
// CHECK-NEXT:      func.call @stype_kernel_error(%[[CODE]]) : (i32) -> ()
// CHECK:         scf.if %[[OK]] {
// CHECK:           scf.for
// CHECK-NOT:         math.powf
// CHECK:             %[[STEP:.*]] = arith.mulf %[[LRT]], %{{.*}} : f32
// CHECK:             arith.divf %[[STEP]], %{{.*}} : f32
// CHECK:         return %[[W]],
func.func @adam_lr_t(%w: tensor<8x4xf32>, %g: tensor<8x4xf32>, %m: tensor<8x4xf32>, %v: tensor<8x4xf32>, %lr: f64, %t: i64)
    -> (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) {
  %0:3 = stype.adam_update %w, %g, %m, %v lr(%lr) t(%t)
      : tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32> -> tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>
  return %0#0, %0#1, %0#2 : tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>
}

// Standard SGD on a row_sparse f64 weight with lr and wd at run time: the
// hyper-parameter check, the dynamic-shape check and the full-weight check
// guard the row walk together; since wd is not known to be 0, absent rows are decayed by
// (1 - lr*wd) computed once (f64: no rounding).
// CHECK-LABEL: func.func @sgd_rsp_lr_wd(
// CHECK-SAME:    %[[LR:[^:]*]]: f64, %[[WD:[^:]*]]: f64)
// CHECK:         %[[LROK:.*]] = arith.andi
// CHECK:         arith.cmpf oge, %[[WD]], %{{.*}} : f64
// CHECK:         %[[WDFIN:.*]] = arith.cmpf olt, %[[WD]], %{{.*}} : f64
// CHECK:         %[[HOK:.*]] = arith.andi %{{.*}}, %[[WDFIN]] : i1
// CHECK:         %[[LRWD:.*]] = arith.mulf %[[LR]], %[[WD]] : f64
// CHECK:         %[[DECAY:.*]] = arith.subf %{{.*}}, %[[LRWD]] : f64
// CHECK:         func.call @stype_kernel_error
// CHECK:         arith.xori %[[SAME:[^,]*]], %{{.*}} : i1
// CHECK:         func.call @stype_kernel_shape_error
// CHECK:         %[[HS:.*]] = arith.andi %[[HOK]], %[[SAME]] : i1
// CHECK:         %[[FULL:.*]] = arith.cmpi eq
// CHECK:         func.call @stype_kernel_error
// CHECK:         %[[OK:.*]] = arith.andi %[[HS]], %[[FULL]] : i1
// CHECK:         scf.if %[[OK]] {
// CHECK:           scf.for {{.*}} iter_args
// CHECK:             scf.if
// CHECK:               arith.mulf %[[DECAY]], %{{.*}} : f64
// CHECK:               arith.mulf %[[LR]], %{{.*}} : f64
// CHECK:             } else {
// CHECK:               %[[OLD:.*]] = memref.load
// CHECK-NEXT:          %[[NEW:.*]] = arith.mulf %[[DECAY]], %[[OLD]] : f64
// CHECK-NEXT:          memref.store %[[NEW]]
func.func @sgd_rsp_lr_wd(%w: tensor<?x?xf64, #rsp>, %g: tensor<?x?xf64, #rsp>, %lr: f64, %wd: f64) -> tensor<?x?xf64, #rsp> {
  %r = stype.sgd_update %w, %g lr(%lr) wd(%wd) {lazy_update = false} : tensor<?x?xf64, #rsp>, tensor<?x?xf64, #rsp> -> tensor<?x?xf64, #rsp>
  return %r : tensor<?x?xf64, #rsp>
}

// FTRL divides by lr: a run-time lr must be > 0 (ogt); rescale_grad must be
// finite (|x| < inf) and scales the gradient in the lazy row walk.
// CHECK-LABEL: func.func @ftrl_lr_rescale(
// CHECK-SAME:    %[[LR:[^:]*]]: f64, %[[RS:[^:]*]]: f64)
// CHECK:         arith.cmpf ogt, %[[LR]], %{{.*}} : f64
// CHECK:         %[[ABS:.*]] = math.absf %[[RS]] : f64
// CHECK:         arith.cmpf olt, %[[ABS]], %{{.*}} : f64
// CHECK:         %[[RS32:.*]] = arith.truncf %[[RS]] : f64 to f32
// CHECK:         scf.if
// CHECK:           scf.for
// CHECK:             %[[GV:.*]] = memref.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<?x?xf32>
// CHECK:             arith.mulf %[[GV]], %[[RS32]] : f32
func.func @ftrl_lr_rescale(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %z: tensor<?x?xf32>, %n: tensor<?x?xf32>, %lr: f64, %rs: f64)
    -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %0:3 = stype.ftrl_update %w, %g, %z, %n lr(%lr) rescale_grad(%rs)
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  return %0#0, %0#1, %0#2 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// Attributes only: no check, no error call for a dense update.
// CHECK-LABEL: func.func @static_only(
// CHECK-NOT:     stype_kernel_error
// CHECK:         return
func.func @static_only(%w: tensor<8x4xf32>, %g: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %r = stype.sgd_update %w, %g {lr = 0.1 : f64, wd = 0.01 : f64} : tensor<8x4xf32>, tensor<8x4xf32> -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}
