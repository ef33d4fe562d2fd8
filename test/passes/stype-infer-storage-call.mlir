// RUN: stype-opt %s --stype-infer-storage --verify-diagnostics --mlir-print-op-on-diagnostic=false | FileCheck %s

// The pass updates a function's result types to the inferred kinds; the
// calls to that function must follow, or the output IR does not verify
// ('func.call' op result type mismatch).

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>

// CHECK-LABEL: func.func @grad(
// CHECK-SAME:    -> tensor<?x?xf32, #row_sparse> {
func.func @grad(%x: tensor<?x?xf32, #csr>, %dy: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %g = stype.dot %x, %dy {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %g : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @step(
// CHECK-SAME:    %[[X:.*]]: tensor<?x?xf32, #csr>, %[[DY:.*]]: tensor<?x?xf32>, %[[W:.*]]: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:    %[[G:.*]] = call @grad(%[[X]], %[[DY]]) : (tensor<?x?xf32, #csr>, tensor<?x?xf32>) -> tensor<?x?xf32, #row_sparse>
// CHECK:         stype.sgd_update %[[W]], %{{.*}}
func.func @step(%x: tensor<?x?xf32, #csr>, %dy: tensor<?x?xf32>, %w: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %g = func.call @grad(%x, %dy) : (tensor<?x?xf32, #csr>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %w1 = stype.sgd_update %w, %g {lr = 0.1 : f64} : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %w1 : tensor<?x?xf32>
}
