// row_sparse 5x2 f32 to dense (errors.test).
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @densify(%a: tensor<5x2xf32, #rsp>) -> tensor<5x2xf32> {
  %r = stype.cast_storage %a : tensor<5x2xf32, #rsp> to tensor<5x2xf32>
  return %r : tensor<5x2xf32>
}
