// sgd_update of a row_sparse weight with a row_sparse gradient (errors.test).
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @step(%w: tensor<5x2xf32, #rsp>, %g: tensor<5x2xf32, #rsp>) -> tensor<5x2xf32, #rsp> {
  %r = stype.sgd_update %w, %g {lr = 0.1 : f64} : tensor<5x2xf32, #rsp>, tensor<5x2xf32, #rsp> -> tensor<5x2xf32, #rsp>
  return %r : tensor<5x2xf32, #rsp>
}
