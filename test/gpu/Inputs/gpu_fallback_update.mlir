// An optimizer update the GPU has no kernel for (used by
// infer-storage-gpu.test): never a fallback for the GPU alone.
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @sgd_rr(%w: tensor<?x?xf32, #rsp>, %g: tensor<?x?xf32, #rsp>) -> tensor<?x?xf32, #rsp> {
  %0 = stype.sgd_update %w, %g {lr = 0.1 : f64} : tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32, #rsp>
  return %0 : tensor<?x?xf32, #rsp>
}
