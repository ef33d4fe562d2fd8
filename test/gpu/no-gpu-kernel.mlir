// RUN: stype-opt %s --stype-infer-storage=fallback-warnings=0 --stype-lower-kernels-gpu -split-input-file -verify-diagnostics --mlir-print-op-on-diagnostic=false

// Ops and storage combinations without a GPU kernel are rejected by name,
// never lowered to host code that would read device memory.

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @rsp_weight(%w: tensor<?x?xf32, #rsp>, %g: tensor<?x?xf32, #rsp>) -> tensor<?x?xf32, #rsp> {
  // expected-error @+1 {{'stype.sgd_update' op has no GPU kernel for input storage types [row_sparse, row_sparse] and output storage types [row_sparse]}}
  %r = stype.sgd_update %w, %g {lr = 0.1 : f64} : tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32, #rsp>
  return %r : tensor<?x?xf32, #rsp>
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @group_adagrad_rsp_weight(%w: tensor<?x?xf32, #rsp>, %g: tensor<?x?xf32, #rsp>, %h: tensor<?x1xf32, #rsp>) -> (tensor<?x?xf32, #rsp>, tensor<?x1xf32, #rsp>) {
  // expected-error @+1 {{'stype.group_adagrad_update' op has no GPU kernel for input storage types [row_sparse, row_sparse, row_sparse] and output storage types [row_sparse, row_sparse]}}
  %w1, %h1 = stype.group_adagrad_update %w, %g, %h {lr = 0.1 : f64} : tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp>, tensor<?x1xf32, #rsp> -> tensor<?x?xf32, #rsp>, tensor<?x1xf32, #rsp>
  return %w1, %h1 : tensor<?x?xf32, #rsp>, tensor<?x1xf32, #rsp>
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @mp_rsp_weight(%w: tensor<?x?xf16, #rsp>, %g: tensor<?x?xf16, #rsp>, %w32: tensor<?x?xf32, #rsp>) -> (tensor<?x?xf16, #rsp>, tensor<?x?xf32, #rsp>) {
  // expected-error @+1 {{'stype.mp_sgd_update' op has no GPU kernel for input storage types [row_sparse, row_sparse, row_sparse] and output storage types [row_sparse, row_sparse]}}
  %w1, %w32_1 = stype.mp_sgd_update %w, %g, %w32 {lr = 0.1 : f64} : tensor<?x?xf16, #rsp>, tensor<?x?xf16, #rsp>, tensor<?x?xf32, #rsp> -> tensor<?x?xf16, #rsp>, tensor<?x?xf32, #rsp>
  return %w1, %w32_1 : tensor<?x?xf16, #rsp>, tensor<?x?xf32, #rsp>
}

// -----


#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @csr_to_rsp(%x: tensor<?x?xf32, #csr>) -> tensor<?x?xf32, #rsp> {
  // expected-error @+1 {{'stype.cast_storage' op has no GPU kernel for input storage types [csr] and output storage types [row_sparse]}}
  %r = stype.cast_storage %x : tensor<?x?xf32, #csr> to tensor<?x?xf32, #rsp>
  return %r : tensor<?x?xf32, #rsp>
}

// -----

// The graph ops are CPU-only (passes/lowering/Graph.cpp).
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @edge_id(%g: tensor<?x?xf32, #csr>, %u: tensor<?xi64>, %v: tensor<?xi64>) -> tensor<?xf32> {
  // expected-error @+1 {{'stype.edge_id' op has no GPU kernel for input storage types [csr, default, default] and output storage types [default]}}
  %r = stype.edge_id %g, %u, %v : tensor<?x?xf32, #csr>, tensor<?xi64>, tensor<?xi64> -> tensor<?xf32>
  return %r : tensor<?xf32>
}
