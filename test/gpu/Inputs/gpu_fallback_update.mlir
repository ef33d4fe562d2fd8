// An optimizer update of a row_sparse weight (used by
// infer-storage-gpu.test): the GPU's kernel, never a dense fallback.
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @sgd_rr(%w: tensor<?x?xf32, #rsp>, %g: tensor<?x?xf32, #rsp>) -> tensor<?x?xf32, #rsp> {
  %0 = stype.sgd_update %w, %g {lr = 0.1 : f64} : tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32, #rsp>
  return %0 : tensor<?x?xf32, #rsp>
}
