// csr f32 lhs times a dense rhs (errors.test).
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @spmm(%a: tensor<?x?xf32, #csr>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = stype.dot %a, %b : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
