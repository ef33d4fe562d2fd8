// Indexing kernels that report bad ids at run time (indexing.test).
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @embed(%ids: tensor<?xi64>, %w: tensor<5x2xf32, #rsp>) -> tensor<?x2xf32> {
  %r = stype.embedding %ids, %w : tensor<?xi64>, tensor<5x2xf32, #rsp> -> tensor<?x2xf32>
  return %r : tensor<?x2xf32>
}
func.func @embed_grad(%ids: tensor<?xi64>, %g: tensor<?x2xf32>) -> tensor<5x2xf32, #rsp> {
  %r = stype.embedding_grad %ids, %g {input_dim = 5 : i64, sparse_grad} : tensor<?xi64>, tensor<?x2xf32> -> tensor<5x2xf32, #rsp>
  return %r : tensor<5x2xf32, #rsp>
}
func.func @take_raise(%a: tensor<?x2xf32>, %ids: tensor<?xi64>) -> tensor<?x2xf32> {
  %r = stype.take %a, %ids {mode = "raise"} : tensor<?x2xf32>, tensor<?xi64> -> tensor<?x2xf32>
  return %r : tensor<?x2xf32>
}
func.func @slice(%a: tensor<?x?xf32>) -> tensor<4x2xf32> {
  %r = stype.slice %a {begin = array<i64: 0, 0>, end = array<i64: 4, 2>} : tensor<?x?xf32> -> tensor<4x2xf32>
  return %r : tensor<4x2xf32>
}
