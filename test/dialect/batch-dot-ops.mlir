// RUN: stype-opt %s | FileCheck %s
// RUN: stype-opt %s --mlir-print-op-generic | stype-opt | FileCheck %s

// Round trip of stype.batch_dot (dialect/LinalgOps.td): every transpose,
// f32 and f64, static and dynamic dims.

// CHECK-LABEL: func.func @batch_dot(
// CHECK-NEXT:    stype.batch_dot %{{.*}}, %{{.*}} : tensor<2x3x4xf32>, tensor<2x4x5xf32> -> tensor<2x3x5xf32>
// CHECK-NEXT:    stype.batch_dot %{{.*}}, %{{.*}} {transpose_a} : tensor<?x4x3xf64>, tensor<?x4x5xf64> -> tensor<?x3x5xf64>
// CHECK-NEXT:    stype.batch_dot %{{.*}}, %{{.*}} {transpose_b} : tensor<2x3x4xf32>, tensor<2x5x4xf32> -> tensor<2x3x5xf32>
// CHECK-NEXT:    stype.batch_dot %{{.*}}, %{{.*}} {transpose_a, transpose_b} : tensor<?x?x?xf64>, tensor<?x?x?xf64> -> tensor<?x?x?xf64>
// CHECK-NEXT:    stype.batch_dot %{{.*}}, %{{.*}} : tensor<?x3x4xf32>, tensor<2x4x5xf32> -> tensor<2x3x5xf32>
func.func @batch_dot(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>,
                     %c: tensor<?x4x3xf64>, %d: tensor<?x4x5xf64>,
                     %e: tensor<2x5x4xf32>, %f: tensor<?x?x?xf64>,
                     %g: tensor<?x3x4xf32>)
    -> (tensor<2x3x5xf32>, tensor<?x3x5xf64>, tensor<2x3x5xf32>, tensor<?x?x?xf64>, tensor<2x3x5xf32>) {
  %0 = stype.batch_dot %a, %b : tensor<2x3x4xf32>, tensor<2x4x5xf32> -> tensor<2x3x5xf32>
  %1 = stype.batch_dot %c, %d {transpose_a} : tensor<?x4x3xf64>, tensor<?x4x5xf64> -> tensor<?x3x5xf64>
  %2 = stype.batch_dot %a, %e {transpose_b} : tensor<2x3x4xf32>, tensor<2x5x4xf32> -> tensor<2x3x5xf32>
  %3 = stype.batch_dot %f, %f {transpose_a, transpose_b} : tensor<?x?x?xf64>, tensor<?x?x?xf64> -> tensor<?x?x?xf64>
  // A static batch size on either side fixes the result's.
  %4 = stype.batch_dot %g, %b : tensor<?x3x4xf32>, tensor<2x4x5xf32> -> tensor<2x3x5xf32>
  return %0, %1, %2, %3, %4 : tensor<2x3x5xf32>, tensor<?x3x5xf64>, tensor<2x3x5xf32>, tensor<?x?x?xf64>, tensor<2x3x5xf32>
}
