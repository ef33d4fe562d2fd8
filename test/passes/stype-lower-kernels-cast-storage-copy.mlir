// RUN: stype-opt %s --stype-lower-kernels | FileCheck %s

// A same-kind cast_storage is a copy whose result "must not alias a buffer
// an update may write" (CastStorage.cpp).  Here the copy is the only use
// that sgd_update sees, so the update runs in place on it; the original
// weight %w must still be returned unchanged, from a buffer of its own.

// CHECK-LABEL: func.func @copy_then_update(
// CHECK-SAME:    %[[W:.*]]: memref<8x4xf32>, %[[G:.*]]: memref<8x4xf32>) -> (memref<8x4xf32>, memref<8x4xf32>) {
// CHECK:         %[[COPY:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8x4xf32>
// CHECK:         memref.copy %[[W]], %[[COPY]] : memref<8x4xf32> to memref<8x4xf32>
// CHECK:         scf.for
// CHECK:         return %[[W]], %[[COPY]] : memref<8x4xf32>, memref<8x4xf32>
func.func @copy_then_update(%w: tensor<8x4xf32>, %g: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
  %c = stype.cast_storage %w : tensor<8x4xf32> to tensor<8x4xf32>
  %w1 = stype.sgd_update %c, %g {lr = 0.1 : f64} : tensor<8x4xf32>, tensor<8x4xf32> -> tensor<8x4xf32>
  return %w, %w1 : tensor<8x4xf32>, tensor<8x4xf32>
}
