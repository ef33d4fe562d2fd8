// A GPU kernel library (stype-compile --target=nvptx) called from C by
// gpu_capi_test.c: SpMM and a lazy SGD update (in place).
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @gpu_spmm(%x: tensor<?x4xf32, #csr>, %w: tensor<4x3xf32>) -> tensor<?x3xf32> {
  %y = stype.dot %x, %w : tensor<?x4xf32, #csr>, tensor<4x3xf32> -> tensor<?x3xf32>
  return %y : tensor<?x3xf32>
}

func.func @gpu_sgd(%w: tensor<?x2xf32>, %g: tensor<?x2xf32, #rsp>) -> tensor<?x2xf32> {
  %r = stype.sgd_update %w, %g {lr = 0.5 : f64} : tensor<?x2xf32>, tensor<?x2xf32, #rsp> -> tensor<?x2xf32>
  return %r : tensor<?x2xf32>
}
