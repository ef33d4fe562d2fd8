// An op without a GPU kernel, for stype-compile --target=nvptx.
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @rsp_weight(%w: tensor<?x?xf32, #rsp>, %g: tensor<?x?xf32, #rsp>) -> tensor<?x?xf32, #rsp> {
  %r = stype.sgd_update %w, %g {lr = 0.1 : f64} : tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32, #rsp>
  return %r : tensor<?x?xf32, #rsp>
}
