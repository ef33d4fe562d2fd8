// RUN: stype-opt %s --stype-lower-kernels | FileCheck %s

// default (+) default: one flat loop over all elements.

// CHECK-LABEL: func.func @add_dense(
// CHECK-SAME:    %[[A:.*]]: memref<4x?xf32>, %[[B:.*]]: memref<4x?xf32>) -> memref<4x?xf32> {
// CHECK:         %[[OUT:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<4x?xf32>
// CHECK-DAG:     %[[FA:.*]] = memref.collapse_shape %[[A]] {{\[\[}}0, 1]]
// CHECK-DAG:     %[[FB:.*]] = memref.collapse_shape %[[B]] {{\[\[}}0, 1]]
// CHECK-DAG:     %[[FO:.*]] = memref.collapse_shape %[[OUT]] {{\[\[}}0, 1]]
// CHECK:         scf.for %[[I:.*]] =
// CHECK-NEXT:      %[[X:.*]] = memref.load %[[FA]][%[[I]]]
// CHECK-NEXT:      %[[Y:.*]] = memref.load %[[FB]][%[[I]]]
// CHECK-NEXT:      %[[S:.*]] = arith.addf %[[X]], %[[Y]] : f32
// CHECK-NEXT:      memref.store %[[S]], %[[FO]][%[[I]]]
// CHECK:         return %[[OUT]]
func.func @add_dense(%a: tensor<4x?xf32>, %b: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %r = stype.elemwise_add %a, %b : tensor<4x?xf32>, tensor<4x?xf32> -> tensor<4x?xf32>
  return %r : tensor<4x?xf32>
}

// CHECK-LABEL: func.func @sub_dense_f64(
// CHECK:         scf.for
// CHECK:           arith.subf %{{.*}}, %{{.*}} : f64
func.func @sub_dense_f64(%a: tensor<8x4xf64>, %b: tensor<8x4xf64>) -> tensor<8x4xf64> {
  %r = stype.elemwise_sub %a, %b : tensor<8x4xf64>, tensor<8x4xf64> -> tensor<8x4xf64>
  return %r : tensor<8x4xf64>
}
