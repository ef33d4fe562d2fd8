// RUN: stype-opt %s --stype-infer-storage=fallback-warnings=0 --stype-fuse-update="producers=embedding_grad fuse-standard=0 verbose=1" --verify-diagnostics --mlir-print-op-on-diagnostic=false | FileCheck %s
// RUN: not stype-opt %s --stype-fuse-update="producers=gemm" 2>&1 | FileCheck %s --check-prefix=BAD

// The options of --stype-fuse-update: `producers` restricts the producers,
// `fuse-standard=0` leaves standard updates unfused; an unknown producer is
// an error.

// BAD: stype-fuse-update: unknown producer 'gemm' (expected dot or embedding_grad)

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>

// CHECK-LABEL: func.func @dot_off(
// CHECK-NOT:     stype.fused_update
func.func @dot_off(%x: tensor<?x?xf32, #csr>, %dy: tensor<?x?xf32>, %w: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %g = stype.dot %x, %dy {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  // expected-remark @below {{not fused: producer 'stype.dot' is not in producers}}
  %w1 = stype.sgd_update %w, %g {lr = 0.1 : f64} : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %w1 : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @standard_off(
// CHECK-NOT:     stype.fused_update
func.func @standard_off(%ids: tensor<?xi64>, %og: tensor<?x?xf32>, %w: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %g = stype.embedding_grad %ids, %og {input_dim = 10 : i64, sparse_grad} : tensor<?xi64>, tensor<?x?xf32> -> tensor<?x?xf32>
  // expected-remark @below {{not fused: standard update (fuse-standard=0)}}
  %w1 = stype.sgd_update %w, %g {lr = 0.1 : f64, wd = 0.1 : f64, lazy_update = false} : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %w1 : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @embedding_on(
// CHECK:         stype.fused_update
func.func @embedding_on(%ids: tensor<?xi64>, %og: tensor<?x?xf32>, %w: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %g = stype.embedding_grad %ids, %og {input_dim = 10 : i64, sparse_grad} : tensor<?xi64>, tensor<?x?xf32> -> tensor<?x?xf32>
  // expected-remark @below {{fused into one kernel: stype.embedding_grad -> stype.sgd_update (lazy)}}
  %w1 = stype.sgd_update %w, %g {lr = 0.1 : f64} : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %w1 : tensor<?x?xf32>
}
