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
