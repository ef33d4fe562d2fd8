// GPU kernels of optimizer updates with run-time hyper-parameters (f64 lr,
// wd, rescale_grad, i64 t operands), for ptxas-hyper.test.
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @adam_lazy_hyper(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %m: tensor<?x?xf32>, %v: tensor<?x?xf32>, %lr: f64, %wd: f64, %rs: f64, %t: i64) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %w1, %m1, %v1 = stype.adam_update %w, %g, %m, %v lr(%lr) wd(%wd) rescale_grad(%rs) t(%t)
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1, %v1 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}
func.func @sgd_mom_std_hyper(%w: tensor<?x?xf64>, %g: tensor<?x?xf64, #rsp>, %m: tensor<?x?xf64>, %lr: f64, %wd: f64) -> (tensor<?x?xf64>, tensor<?x?xf64>) {
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m lr(%lr) wd(%wd) {momentum = 0.9 : f64, lazy_update = false}
      : tensor<?x?xf64>, tensor<?x?xf64, #rsp>, tensor<?x?xf64> -> tensor<?x?xf64>, tensor<?x?xf64>
  return %w1, %m1 : tensor<?x?xf64>, tensor<?x?xf64>
}
func.func @sgd_dense_hyper(%w: tensor<?x?xf32>, %g: tensor<?x?xf32>, %lr: f64) -> tensor<?x?xf32> {
  %w1 = stype.sgd_update %w, %g lr(%lr) : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %w1 : tensor<?x?xf32>
}
