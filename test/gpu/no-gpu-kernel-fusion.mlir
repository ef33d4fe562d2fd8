// RUN: stype-opt %s --stype-lower-kernels-gpu -split-input-file -verify-diagnostics --mlir-print-op-on-diagnostic=false

// A stype.fused_update whose body the GPU kernels do not cover (written by
// hand or fused by --stype-fuse-update without gpu=1) is rejected by name;
// the GPU pipelines fuse with gpu=1 and never produce one.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @scaled(%x: tensor<?x?xf32, #csr>, %dy: tensor<?x?xf32>, %w: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-error @+1 {{'stype.fused_update' op has no GPU kernel for its body: the GPU kernels fuse one producer straight into an update with a default weight and default states}}
  %r = stype.fused_update %x, %dy, %w : (tensor<?x?xf32, #csr>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32> {
  ^bb0(%a: tensor<?x?xf32, #csr>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>):
    %g = stype.dot %a, %b {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32, #rsp>
    %s = stype.mul_scalar %g {scalar = 0.5 : f64} : tensor<?x?xf32, #rsp> -> tensor<?x?xf32, #rsp>
    %w1 = stype.sgd_update %c, %s {lr = 0.1 : f64} : tensor<?x?xf32>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32>
    stype.yield %w1 : tensor<?x?xf32>
  }
  return %r : tensor<?x?xf32>
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @group(%ids: tensor<?xi64>, %og: tensor<?x?xf32>, %w: tensor<?x?xf32>, %h: tensor<?x1xf32>) -> (tensor<?x?xf32>, tensor<?x1xf32>) {
  // expected-error @+1 {{'stype.fused_update' op has no GPU kernel for its body}}
  %r:2 = stype.fused_update %ids, %og, %w, %h : (tensor<?xi64>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x1xf32>) -> (tensor<?x?xf32>, tensor<?x1xf32>) {
  ^bb0(%a: tensor<?xi64>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>, %d: tensor<?x1xf32>):
    %g = stype.embedding_grad %a, %b {input_dim = 10 : i64, sparse_grad} : tensor<?xi64>, tensor<?x?xf32> -> tensor<?x?xf32, #rsp>
    %w1, %h1 = stype.group_adagrad_update %c, %g, %d {lr = 0.1 : f64} : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x1xf32> -> tensor<?x?xf32>, tensor<?x1xf32>
    stype.yield %w1, %h1 : tensor<?x?xf32>, tensor<?x1xf32>
  }
  return %r#0, %r#1 : tensor<?x?xf32>, tensor<?x1xf32>
}
