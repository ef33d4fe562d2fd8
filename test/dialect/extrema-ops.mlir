// RUN: stype-opt %s | FileCheck %s
// RUN: stype-opt %s --mlir-print-op-generic | stype-opt | FileCheck %s

// Round trip of max, min and argmax (dialect/ReductionOps.td): every
// attribute, f32 and f64, static and dynamic dims, sparse inputs (dense
// fallback after inference).

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>

// CHECK-LABEL: func.func @max_min(
// CHECK-NEXT:    stype.max %{{.*}} {axis = 0 : i64} : tensor<?x?xf32, #csr> -> tensor<?xf32>
// CHECK-NEXT:    stype.max %{{.*}} : tensor<?x?xf32, #csr> -> tensor<1xf32>
// CHECK-NEXT:    stype.min %{{.*}} {axis = 1 : i64, keepdims} : tensor<4x5x6xf64> -> tensor<4x1x6xf64>
// CHECK-NEXT:    stype.min %{{.*}} {axis = -2 : i64, exclude} : tensor<4x5x6xf64> -> tensor<5xf64>
// CHECK-NEXT:    stype.max %{{.*}} {keepdims} : tensor<4x5x6xf64> -> tensor<1x1x1xf64>
func.func @max_min(%x: tensor<?x?xf32, #csr>, %d: tensor<4x5x6xf64>)
    -> (tensor<?xf32>, tensor<1xf32>, tensor<4x1x6xf64>, tensor<5xf64>, tensor<1x1x1xf64>) {
  %0 = stype.max %x {axis = 0 : i64} : tensor<?x?xf32, #csr> -> tensor<?xf32>
  %1 = stype.max %x : tensor<?x?xf32, #csr> -> tensor<1xf32>
  %2 = stype.min %d {axis = 1 : i64, keepdims} : tensor<4x5x6xf64> -> tensor<4x1x6xf64>
  %3 = stype.min %d {axis = -2 : i64, exclude} : tensor<4x5x6xf64> -> tensor<5xf64>
  %4 = stype.max %d {keepdims} : tensor<4x5x6xf64> -> tensor<1x1x1xf64>
  return %0, %1, %2, %3, %4 : tensor<?xf32>, tensor<1xf32>, tensor<4x1x6xf64>, tensor<5xf64>, tensor<1x1x1xf64>
}

// CHECK-LABEL: func.func @argmax(
// CHECK-NEXT:    stype.argmax %{{.*}} {axis = 1 : i64} : tensor<?x10xf32> -> tensor<?xf32>
// CHECK-NEXT:    stype.argmax %{{.*}} : tensor<?x10xf32> -> tensor<1xf32>
// CHECK-NEXT:    stype.argmax %{{.*}} {axis = -3 : i64, keepdims} : tensor<4x5x6xf64> -> tensor<1x5x6xf64>
// CHECK-NEXT:    stype.argmax %{{.*}} {axis = 0 : i64} : tensor<3x4xf64, #csr> -> tensor<4xf64>
func.func @argmax(%x: tensor<?x10xf32>, %d: tensor<4x5x6xf64>, %c: tensor<3x4xf64, #csr>)
    -> (tensor<?xf32>, tensor<1xf32>, tensor<1x5x6xf64>, tensor<4xf64>) {
  %0 = stype.argmax %x {axis = 1 : i64} : tensor<?x10xf32> -> tensor<?xf32>
  %1 = stype.argmax %x : tensor<?x10xf32> -> tensor<1xf32>
  %2 = stype.argmax %d {axis = -3 : i64, keepdims} : tensor<4x5x6xf64> -> tensor<1x5x6xf64>
  %3 = stype.argmax %c {axis = 0 : i64} : tensor<3x4xf64, #csr> -> tensor<4xf64>
  return %0, %1, %2, %3 : tensor<?xf32>, tensor<1xf32>, tensor<1x5x6xf64>, tensor<4xf64>
}
