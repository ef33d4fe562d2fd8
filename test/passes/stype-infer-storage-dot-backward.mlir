// RUN: stype-opt %s --stype-infer-storage --verify-diagnostics | FileCheck %s
// RUN: stype-opt %s --stype-infer-storage --stype-lower-kernels | FileCheck %s --check-prefix=LOWER

// MXNet's backward rule for dot (DotBackwardInferStorageType, mxnet-semantics
// §3.1): for y = dot(x, w) with a csr x, the gradient with respect to w is
// dot(x^T, dy), a row_sparse tensor whose rows are the column ids of x, computed by a
// kernel (no fallback, no dense buffer of the weight's size).

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>

// CHECK-LABEL: func.func @linear_step(
// CHECK-SAME:    %[[X:.*]]: tensor<?x?xf32, #csr>, %[[W:.*]]: tensor<?x?xf32>, %[[Y:.*]]: tensor<?x?xf32>)
// CHECK-SAME:    -> (tensor<?x?xf32>, tensor<?x?xf32, #row_sparse>)
// CHECK-NEXT:    %[[P:.*]] = stype.dot %[[X]], %[[W]] : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
// CHECK-NEXT:    %[[DY:.*]] = stype.elemwise_sub %[[P]], %[[Y]] : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
// CHECK-NEXT:    %[[G:.*]] = stype.dot %[[X]], %[[DY]] {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32, #row_sparse>
// CHECK-NEXT:    return %[[P]], %[[G]]

// The gradient kernel buckets the column ids of x (a radix sort) into the
// row ids of the gradient (no dense buffer of the weight's size).
// LOWER-LABEL: func.func @linear_step(
// LOWER:         scf.while
// LOWER:           arith.andi %{{.*}}, %c2047_i64
// LOWER:         return %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : memref<?x?xf32>, memref<?xi64>, memref<?x?xf32>, index
func.func @linear_step(%x: tensor<?x?xf32, #csr>, %w: tensor<?x?xf32>, %y: tensor<?x?xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %p = stype.dot %x, %w : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  %dy = stype.elemwise_sub %p, %y : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  %g = stype.dot %x, %dy {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %p, %g : tensor<?x?xf32>, tensor<?x?xf32>
}
