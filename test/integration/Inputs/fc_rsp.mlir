#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
// fully_connected with a row_sparse weight and bias (nn.test).
func.func @fc(%x: tensor<?x2xf32>, %w: tensor<5x2xf32, #rsp>, %b: tensor<5x1xf32, #rsp>) -> tensor<?x5xf32> {
  %0 = stype.fully_connected %x, %w, %b {num_hidden = 5 : i64} : tensor<?x2xf32>, tensor<5x2xf32, #rsp>, tensor<5x1xf32, #rsp> -> tensor<?x5xf32>
  return %0 : tensor<?x5xf32>
}
