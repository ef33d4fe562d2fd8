// Ops whose operands must agree in shape, with dynamic dims: the verifier
// cannot compare them, the kernels check at run time (shape-errors.test).
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @add_dd(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = stype.elemwise_add %a, %b : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @add_dc(%a: tensor<?x?xf32>, %b: tensor<?x?xf32, #csr>) -> tensor<?x?xf32> {
  %r = stype.elemwise_add %a, %b : tensor<?x?xf32>, tensor<?x?xf32, #csr> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @sub_cc(%a: tensor<?x?xf32, #csr>, %b: tensor<?x?xf32, #csr>) -> tensor<?x?xf32, #csr> {
  %r = stype.elemwise_sub %a, %b : tensor<?x?xf32, #csr>, tensor<?x?xf32, #csr> -> tensor<?x?xf32, #csr>
  return %r : tensor<?x?xf32, #csr>
}
func.func @mul_rr(%a: tensor<?x?xf32, #rsp>, %b: tensor<?x?xf32, #rsp>) -> tensor<?x?xf32, #rsp> {
  %r = stype.elemwise_mul %a, %b : tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32, #rsp>
  return %r : tensor<?x?xf32, #rsp>
}
func.func @mul_rd(%a: tensor<?x?xf32, #rsp>, %b: tensor<?x?xf32>) -> tensor<?x?xf32, #rsp> {
  %r = stype.elemwise_mul %a, %b : tensor<?x?xf32, #rsp>, tensor<?x?xf32> -> tensor<?x?xf32, #rsp>
  return %r : tensor<?x?xf32, #rsp>
}
func.func @sqrt_grad_rr(%a: tensor<?x?xf32, #rsp>, %b: tensor<?x?xf32, #rsp>) -> tensor<?x?xf32> {
  %r = stype.sqrt_grad %a, %b : tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @where(%c: tensor<?x?xf32, #csr>, %x: tensor<?x?xf32>, %y: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = stype.where %c, %x, %y : tensor<?x?xf32, #csr>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @add_n(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = stype.add_n %a, %b, %c : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @add_n_rsp(%a: tensor<?x?xf32, #rsp>, %b: tensor<?x?xf32, #rsp>) -> tensor<?x?xf32, #rsp> {
  %r = stype.add_n %a, %b : tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32, #rsp>
  return %r : tensor<?x?xf32, #rsp>
}
func.func @concat(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = stype.concat %a, %b {dim = 0} : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @concat_csr(%a: tensor<?x?xf32, #csr>, %b: tensor<?x?xf32, #csr>) -> tensor<?x?xf32, #csr> {
  %r = stype.concat %a, %b {dim = 0} : tensor<?x?xf32, #csr>, tensor<?x?xf32, #csr> -> tensor<?x?xf32, #csr>
  return %r : tensor<?x?xf32, #csr>
}
func.func @embedding_grad(%ids: tensor<?xi64>, %g: tensor<?x?xf32>) -> tensor<5x?xf32, #rsp> {
  %r = stype.embedding_grad %ids, %g {input_dim = 5 : i64, sparse_grad} : tensor<?xi64>, tensor<?x?xf32> -> tensor<5x?xf32, #rsp>
  return %r : tensor<5x?xf32, #rsp>
}
