// Ops whose CPU kernels are also their GPU kernels (sharesCpuKernel in
// passes/gpu/GpuKernels.cpp), in each storage combination they accept:
// compiled by ptxas-shared-kernels.test.
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @fc_dense(%x: tensor<?x?xf32>, %w: tensor<?x?xf32>, %b: tensor<?xf32>) -> tensor<?x8xf32> {
  %r = stype.fully_connected %x, %w, %b {num_hidden = 8 : i64} : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?xf32> -> tensor<?x8xf32>
  return %r : tensor<?x8xf32>
}
func.func @fc_rsp_f64(%x: tensor<?x?xf64>, %w: tensor<?x?xf64, #rsp>, %b: tensor<?x1xf64, #rsp>) -> tensor<?x8xf64> {
  %r = stype.fully_connected %x, %w, %b {num_hidden = 8 : i64} : tensor<?x?xf64>, tensor<?x?xf64, #rsp>, tensor<?x1xf64, #rsp> -> tensor<?x8xf64>
  return %r : tensor<?x8xf64>
}
func.func @regression(%x: tensor<?x?xf32>, %l: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %a = stype.linear_regression_output %x, %l : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  %b = stype.logistic_regression_output %x, %l : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  %c = stype.mae_regression_output %x, %l : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %a, %b, %c : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}
func.func @regression_grad(%y: tensor<?x?xf32>, %l: tensor<?x?xf32>, %lc: tensor<?x?xf32, #csr>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %a = stype.linear_regression_output_grad %y, %l {grad_scale = 0.5 : f64} : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  %b = stype.logistic_regression_output_grad %y, %lc : tensor<?x?xf32>, tensor<?x?xf32, #csr> -> tensor<?x?xf32>
  %c = stype.mae_regression_output_grad %y, %lc : tensor<?x?xf32>, tensor<?x?xf32, #csr> -> tensor<?x?xf32>
  return %a, %b, %c : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}
func.func @softmax(%x: tensor<?x?xf32>, %l: tensor<?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %p = stype.softmax_output %x, %l : tensor<?x?xf32>, tensor<?xf32> -> tensor<?x?xf32>
  %g = stype.softmax_output_grad %p, %l {grad_scale = 2.0 : f64, use_ignore, normalization = "valid"} : tensor<?x?xf32>, tensor<?xf32> -> tensor<?x?xf32>
  return %p, %g : tensor<?x?xf32>, tensor<?x?xf32>
}
func.func @softmax_f64(%x: tensor<?x?xf64>, %l: tensor<?xf64>) -> (tensor<?x?xf64>, tensor<?x?xf64>) {
  %p = stype.softmax_output %x, %l : tensor<?x?xf64>, tensor<?xf64> -> tensor<?x?xf64>
  %g = stype.softmax_output_grad %p, %l {normalization = "batch"} : tensor<?x?xf64>, tensor<?xf64> -> tensor<?x?xf64>
  return %p, %g : tensor<?x?xf64>, tensor<?x?xf64>
}
func.func @dense_nn(%x: tensor<?x?xf32>, %t: tensor<?x?x?xf64>, %l: tensor<?xf32>, %dy: tensor<1xf32>) -> (tensor<?x?xf32>, tensor<?x?x?xf64>, tensor<1xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?x?xf64>) {
  %a = stype.softmax %x {temperature = 2.0 : f64} : tensor<?x?xf32> -> tensor<?x?xf32>
  %b = stype.log_softmax %t {axis = 1 : i64} : tensor<?x?x?xf64> -> tensor<?x?x?xf64>
  %c = stype.softmax_cross_entropy %x, %l : tensor<?x?xf32>, tensor<?xf32> -> tensor<1xf32>
  %d = stype.softmax_cross_entropy_grad %x, %l, %dy : tensor<?x?xf32>, tensor<?xf32>, tensor<1xf32> -> tensor<?x?xf32>
  %e = stype.activation %x {act_type = #stype.act_type<softrelu>} : tensor<?x?xf32> -> tensor<?x?xf32>
  %f = stype.activation %t {act_type = #stype.act_type<tanh>} : tensor<?x?x?xf64> -> tensor<?x?x?xf64>
  return %a, %b, %c, %d, %e, %f : tensor<?x?xf32>, tensor<?x?x?xf64>, tensor<1xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?x?xf64>
}
func.func @slice_dense(%x: tensor<?x?xf32>) -> tensor<2x?xf32> {
  %r = stype.slice %x {begin = array<i64: 1>, end = array<i64: 3>} : tensor<?x?xf32> -> tensor<2x?xf32>
  return %r : tensor<2x?xf32>
}
func.func @slice_csr(%x: tensor<?x?xf32, #csr>) -> tensor<2x3xf32, #csr> {
  %r = stype.slice %x {begin = array<i64: 1, 1>, end = array<i64: 3, 4>} : tensor<?x?xf32, #csr> -> tensor<2x3xf32, #csr>
  return %r : tensor<2x3xf32, #csr>
}
func.func @take(%x: tensor<?x?xf32>, %i: tensor<?xi64>, %c: tensor<?x?xf32, #csr>) -> (tensor<?x?xf32>, tensor<?x?xf32, #csr>) {
  %a = stype.take %x, %i {mode = "raise"} : tensor<?x?xf32>, tensor<?xi64> -> tensor<?x?xf32>
  %b = stype.take %c, %i {mode = "wrap"} : tensor<?x?xf32, #csr>, tensor<?xi64> -> tensor<?x?xf32, #csr>
  return %a, %b : tensor<?x?xf32>, tensor<?x?xf32, #csr>
}
func.func @embedding(%i: tensor<?xi64>, %w: tensor<?x?xf32>, %r: tensor<?x?xf32, #rsp>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %a = stype.embedding %i, %w : tensor<?xi64>, tensor<?x?xf32> -> tensor<?x?xf32>
  %b = stype.embedding %i, %r : tensor<?xi64>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32>
  return %a, %b : tensor<?x?xf32>, tensor<?x?xf32>
}
func.func @embedding_grad(%i: tensor<?xi64>, %g: tensor<?x?xf32>) -> (tensor<100x?xf32, #rsp>, tensor<100x?xf32>) {
  %a = stype.embedding_grad %i, %g {input_dim = 100 : i64, sparse_grad} : tensor<?xi64>, tensor<?x?xf32> -> tensor<100x?xf32, #rsp>
  %b = stype.embedding_grad %i, %g {input_dim = 100 : i64} : tensor<?xi64>, tensor<?x?xf32> -> tensor<100x?xf32>
  return %a, %b : tensor<100x?xf32, #rsp>, tensor<100x?xf32>
}
func.func @retain(%w: tensor<?x?xf32, #rsp>, %i: tensor<?xi64>) -> tensor<?x?xf32, #rsp> {
  %r = stype.sparse_retain %w, %i : tensor<?x?xf32, #rsp>, tensor<?xi64> -> tensor<?x?xf32, #rsp>
  return %r : tensor<?x?xf32, #rsp>
}
func.func @concat(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32, #csr>, %d: tensor<?x?xf32, #csr>) -> (tensor<?x?xf32>, tensor<?x?xf32, #csr>) {
  %x = stype.concat %a, %b {dim = 0 : i64} : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  %y = stype.concat %c, %d {dim = 0 : i64} : tensor<?x?xf32, #csr>, tensor<?x?xf32, #csr> -> tensor<?x?xf32, #csr>
  return %x, %y : tensor<?x?xf32>, tensor<?x?xf32, #csr>
}
func.func @add_n_rsp(%a: tensor<?x?xf32, #rsp>, %b: tensor<?x?xf32, #rsp>, %c: tensor<?x?xf32, #rsp>) -> tensor<?x?xf32, #rsp> {
  %r = stype.add_n %a, %b, %c : tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32, #rsp>
  return %r : tensor<?x?xf32, #rsp>
}
func.func @square_sum(%a: tensor<?x7xf32, #rsp>) -> (tensor<?x1xf32, #rsp>, tensor<?xf32>, tensor<7xf32>) {
  %x = stype.square_sum %a {axis = 1 : i64, keepdims} : tensor<?x7xf32, #rsp> -> tensor<?x1xf32, #rsp>
  %y = stype.square_sum %a {axis = 1 : i64} : tensor<?x7xf32, #rsp> -> tensor<?xf32>
  %z = stype.square_sum %a {axis = 0 : i64} : tensor<?x7xf32, #rsp> -> tensor<7xf32>
  return %x, %y, %z : tensor<?x1xf32, #rsp>, tensor<?xf32>, tensor<7xf32>
}
func.func @getnnz(%a: tensor<?x?xf64, #csr>) -> (tensor<1xi64>, tensor<?xi64>) {
  %x = stype.getnnz %a : tensor<?x?xf64, #csr> -> tensor<1xi64>
  %y = stype.getnnz %a {axis = 1 : i64} : tensor<?x?xf64, #csr> -> tensor<?xi64>
  return %x, %y : tensor<1xi64>, tensor<?xi64>
}
