// RUN: stype-opt %s --stype-lower-kernels | FileCheck %s

// Multi-precision kernels: the f32 update runs on the master copy (the last
// state) with the f16 gradient widened (arith.extf); the new master copy is
// stored and the f16 weight is its rounding (arith.truncf).  The walks are
// those of the f32 ops.

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// Dense mp_sgd_mom_update: one flat loop (in 16384-element chunks) over f16
// weight and gradient, f32 momentum and master copy.
// CHECK-LABEL: func.func @mp_sgd_mom_dense(
// CHECK-SAME:    %[[W:[^:]*]]: memref<8x4xf16>, %[[G:[^:]*]]: memref<8x4xf16>, %[[M:[^:]*]]: memref<8x4xf32>, %[[W32:[^:]*]]: memref<8x4xf32>)
// CHECK-DAG:     %[[FW:.*]] = memref.collapse_shape %[[W]] {{.*}} into memref<32xf16>
// CHECK-DAG:     %[[FG:.*]] = memref.collapse_shape %[[G]] {{.*}} into memref<32xf16>
// CHECK-DAG:     %[[FM:.*]] = memref.collapse_shape %[[M]] {{.*}} into memref<32xf32>
// CHECK-DAG:     %[[FW32:.*]] = memref.collapse_shape %[[W32]] {{.*}} into memref<32xf32>
// CHECK:         scf.for %[[Q:.*]] =
// CHECK:           scf.for %[[J:.*]] =
// CHECK:             %[[I:.*]] = arith.addi %{{.*}}, %[[J]] : index
// CHECK:           %[[GV:.*]] = memref.load %[[FG]][%[[I]]] : memref<32xf16>
// CHECK:           %[[MV:.*]] = memref.load %[[FM]][%[[I]]] : memref<32xf32>
// CHECK:           %[[MAST:.*]] = memref.load %[[FW32]][%[[I]]] : memref<32xf32>
// CHECK:           %[[G32:.*]] = arith.extf %[[GV]] : f16 to f32
// CHECK:           %[[NM:.*]] = arith.subf %{{.*}}, %{{.*}} : f32
// CHECK:           memref.store %[[NM]], %[[FM]][%[[I]]] : memref<32xf32>
// CHECK:           %[[NW32:.*]] = arith.addf %[[MAST]], %[[NM]] : f32
// CHECK:           memref.store %[[NW32]], %[[FW32]][%[[I]]] : memref<32xf32>
// CHECK:           %[[NW:.*]] = arith.truncf %[[NW32]] : f32 to f16
// CHECK:           memref.store %[[NW]], %[[FW]][%[[I]]] : memref<32xf16>
// CHECK:         return %[[W]], %[[M]], %[[W32]] : memref<8x4xf16>, memref<8x4xf32>, memref<8x4xf32>
func.func @mp_sgd_mom_dense(%w: tensor<8x4xf16>, %g: tensor<8x4xf16>, %m: tensor<8x4xf32>, %w32: tensor<8x4xf32>)
    -> (tensor<8x4xf16>, tensor<8x4xf32>, tensor<8x4xf32>) {
  %0:3 = stype.mp_sgd_mom_update %w, %g, %m, %w32 {lr = 0.1 : f64, momentum = 0.9 : f64}
      : tensor<8x4xf16>, tensor<8x4xf16>, tensor<8x4xf32>, tensor<8x4xf32> -> tensor<8x4xf16>, tensor<8x4xf32>, tensor<8x4xf32>
  return %0#0, %0#1, %0#2 : tensor<8x4xf16>, tensor<8x4xf32>, tensor<8x4xf32>
}

// Lazy mp_adam_update on a row_sparse weight: the weight and the master
// copy (both row_sparse) must store every row; the walk visits the
// gradient's rows only; lr_t is computed in f64 from run-time lr and t and
// rounded to f32 (the type the update computes in), not to f16.
// CHECK-LABEL: func.func @mp_adam_lazy(
// CHECK-SAME:    %[[LR:[^:]*]]: f64, %[[T:[^:]*]]: i64)
// CHECK:         %[[LRT64:.*]] = arith.divf %{{.*}}, %{{.*}} : f64
// CHECK:         %[[LRT:.*]] = arith.truncf %[[LRT64]] : f64 to f32
// CHECK:         func.call @stype_kernel_error
// CHECK:         func.call @stype_kernel_error
// CHECK:         func.call @stype_kernel_error
// CHECK:         func.call @stype_kernel_error
// CHECK:         func.call @stype_kernel_error
// CHECK:         scf.if
// CHECK:           %[[NNR:.*]] = memref.dim
// CHECK:           scf.for %{{.*}} = %{{.*}} to %[[NNR]]
// CHECK:             scf.for
// CHECK:               %[[GV:.*]] = memref.load {{.*}} : memref<?x?xf16>
// CHECK:               arith.extf %[[GV]] : f16 to f32
// CHECK:               arith.mulf %[[LRT]], %{{.*}} : f32
// CHECK:               arith.truncf %{{.*}} : f32 to f16
func.func @mp_adam_lazy(%w: tensor<?x?xf16, #rsp>, %g: tensor<?x?xf16, #rsp>, %m: tensor<?x?xf32, #rsp>, %v: tensor<?x?xf32, #rsp>,
                        %w32: tensor<?x?xf32, #rsp>, %lr: f64, %t: i64)
    -> (tensor<?x?xf16, #rsp>, tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp>) {
  %0:4 = stype.mp_adam_update %w, %g, %m, %v, %w32 lr(%lr) t(%t)
      : tensor<?x?xf16, #rsp>, tensor<?x?xf16, #rsp>, tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp>
      -> tensor<?x?xf16, #rsp>, tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp>
  return %0#0, %0#1, %0#2, %0#3 : tensor<?x?xf16, #rsp>, tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp>
}
