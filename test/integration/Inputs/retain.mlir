// sparse_retain of a 5x2 row_sparse (errors.test).
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @retain(%a: tensor<5x2xf32, #rsp>, %ids: tensor<?xi64>) -> tensor<5x2xf32, #rsp> {
  %r = stype.sparse_retain %a, %ids : tensor<5x2xf32, #rsp>, tensor<?xi64> -> tensor<5x2xf32, #rsp>
  return %r : tensor<5x2xf32, #rsp>
}
