// RUN: stype-opt %s --stype-infer-storage --stype-fuse-update="gpu=1 verbose=1" -split-input-file 2>&1 | FileCheck %s
// RUN: stype-opt %s --stype-infer-storage --stype-fuse-update="gpu=1" -split-input-file | FileCheck %s --check-prefix=IR
// RUN: stype-opt %s --stype-infer-storage --stype-fuse-update -split-input-file | FileCheck %s --check-prefix=CPU

// --stype-fuse-update gpu=1 (set by the GPU pipelines) fuses only what
// --stype-lower-kernels-gpu has a fused kernel for: one producer straight
// into an update of a default weight with default states, of an optimizer
// with a GPU kernel.  The rest stays unfused (the CPU pipeline fuses it).

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
// CHECK: remark: fused into one kernel: stype.dot -> stype.adam_update (lazy)
// IR-LABEL: func.func @direct
// IR: stype.fused_update
// CPU-LABEL: func.func @direct
// CPU: stype.fused_update
func.func @direct(%x: tensor<?x?xf32, #csr>, %dy: tensor<?x?xf32>, %w: tensor<?x?xf32>, %m: tensor<?x?xf32>, %v: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %g = stype.dot %x, %dy {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32, #rsp>
  %w1, %m1, %v1 = stype.adam_update %w, %g, %m, %v {lr = 0.001 : f64, t = 3 : i64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1, %v1 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

// An elementwise op on the gradient.
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
// CHECK: remark: not fused: no GPU kernel for this fused body (gpu=1: one producer straight into an update of a default weight with default states)
// IR-LABEL: func.func @scaled
// IR-NOT: stype.fused_update
// CPU-LABEL: func.func @scaled
// CPU: stype.fused_update
func.func @scaled(%x: tensor<?x?xf32, #csr>, %dy: tensor<?x?xf32>, %w: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %g = stype.dot %x, %dy {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32, #rsp>
  %s = stype.mul_scalar %g {scalar = 0.5 : f64} : tensor<?x?xf32, #rsp> -> tensor<?x?xf32, #rsp>
  %w1 = stype.sgd_update %w, %s {lr = 0.1 : f64} : tensor<?x?xf32>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32>
  return %w1 : tensor<?x?xf32>
}

// -----

// Two producers.
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
// CHECK: remark: not fused: no GPU kernel for this fused body
// IR-LABEL: func.func @two
// IR-NOT: stype.fused_update
// CPU-LABEL: func.func @two
// CPU: stype.fused_update
func.func @two(%x: tensor<?x?xf32, #csr>, %dy: tensor<?x?xf32>, %ids: tensor<?xi64>, %og: tensor<?x?xf32>, %w: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %g1 = stype.dot %x, %dy {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32, #rsp>
  %g2 = stype.embedding_grad %ids, %og {input_dim = 10 : i64, sparse_grad} : tensor<?xi64>, tensor<?x?xf32> -> tensor<?x?xf32, #rsp>
  %g = stype.elemwise_add %g1, %g2 : tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32, #rsp>
  %w1 = stype.sgd_update %w, %g {lr = 0.1 : f64} : tensor<?x?xf32>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32>
  return %w1 : tensor<?x?xf32>
}

// -----

// Group AdaGrad (a per-row state: no GPU kernel).
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
// CHECK: remark: not fused: no GPU kernel for this fused body
// IR-LABEL: func.func @group
// IR-NOT: stype.fused_update
// CPU-LABEL: func.func @group
// CPU: stype.fused_update
func.func @group(%ids: tensor<?xi64>, %og: tensor<?x?xf32>, %w: tensor<?x?xf32>, %h: tensor<?x1xf32>) -> (tensor<?x?xf32>, tensor<?x1xf32>) {
  %g = stype.embedding_grad %ids, %og {input_dim = 10 : i64, sparse_grad} : tensor<?xi64>, tensor<?x?xf32> -> tensor<?x?xf32, #rsp>
  %w1, %h1 = stype.group_adagrad_update %w, %g, %h {lr = 0.1 : f64} : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x1xf32> -> tensor<?x?xf32>, tensor<?x1xf32>
  return %w1, %h1 : tensor<?x?xf32>, tensor<?x1xf32>
}

// -----

// A row_sparse weight.
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
// CHECK: remark: not fused: no GPU kernel for this fused body
// IR-LABEL: func.func @rsp_weight
// IR-NOT: stype.fused_update
// CPU-LABEL: func.func @rsp_weight
// CPU: stype.fused_update
func.func @rsp_weight(%x: tensor<?x?xf32, #csr>, %dy: tensor<?x?xf32>, %w: tensor<?x?xf32, #rsp>) -> tensor<?x?xf32, #rsp> {
  %g = stype.dot %x, %dy {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32, #rsp>
  %w1 = stype.sgd_update %w, %g {lr = 0.1 : f64} : tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32, #rsp>
  return %w1 : tensor<?x?xf32, #rsp>
}
