// Lazy updates in the calling convention of stype_dist_table_set_update_kernel
// (stype/stype_dist.h): (weight, row_sparse grad, states..., lr, wd,
// rescale_grad, t) -> (weight, states...), one per optimizer of
// docs/optimizers.md, f32.  Compiled by stype_add_kernel_library for the
// dist-test driver (test/dist/CMakeLists.txt).

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @sgd_step(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %lr: f64, %wd: f64, %rescale: f64, %t: i64)
    -> (tensor<?x?xf32>) {
  %r0 = stype.sgd_update %w, %g lr(%lr) wd(%wd) rescale_grad(%rescale)
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>
      -> tensor<?x?xf32>
  return %r0 : tensor<?x?xf32>
}

func.func @sgd_mom_step(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %s0: tensor<?x?xf32>, %lr: f64, %wd: f64, %rescale: f64, %t: i64)
    -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %r0, %r1 = stype.sgd_mom_update %w, %g, %s0 lr(%lr) wd(%wd) rescale_grad(%rescale) {momentum = 0.9 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32>
      -> tensor<?x?xf32>, tensor<?x?xf32>
  return %r0, %r1 : tensor<?x?xf32>, tensor<?x?xf32>
}

func.func @adam_step(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %s0: tensor<?x?xf32>, %s1: tensor<?x?xf32>, %lr: f64, %wd: f64, %rescale: f64, %t: i64)
    -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %r0, %r1, %r2 = stype.adam_update %w, %g, %s0, %s1 lr(%lr) wd(%wd) rescale_grad(%rescale) t(%t) {beta1 = 0.9 : f64, beta2 = 0.999 : f64, epsilon = 1.0e-8 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32>, tensor<?x?xf32>
      -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  return %r0, %r1, %r2 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

func.func @adamw_step(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %s0: tensor<?x?xf32>, %s1: tensor<?x?xf32>, %lr: f64, %wd: f64, %rescale: f64, %t: i64)
    -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %r0, %r1, %r2 = stype.adamw_update %w, %g, %s0, %s1 lr(%lr) wd(%wd) rescale_grad(%rescale) t(%t)
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32>, tensor<?x?xf32>
      -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  return %r0, %r1, %r2 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

func.func @adagrad_step(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %s0: tensor<?x?xf32>, %lr: f64, %wd: f64, %rescale: f64, %t: i64)
    -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %r0, %r1 = stype.adagrad_update %w, %g, %s0 lr(%lr) wd(%wd) rescale_grad(%rescale)
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32>
      -> tensor<?x?xf32>, tensor<?x?xf32>
  return %r0, %r1 : tensor<?x?xf32>, tensor<?x?xf32>
}

func.func @group_adagrad_step(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %s0: tensor<?x1xf32>, %lr: f64, %wd: f64, %rescale: f64, %t: i64)
    -> (tensor<?x?xf32>, tensor<?x1xf32>) {
  %r0, %r1 = stype.group_adagrad_update %w, %g, %s0 lr(%lr) wd(%wd) rescale_grad(%rescale)
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x1xf32>
      -> tensor<?x?xf32>, tensor<?x1xf32>
  return %r0, %r1 : tensor<?x?xf32>, tensor<?x1xf32>
}

func.func @ftrl_step(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %s0: tensor<?x?xf32>, %s1: tensor<?x?xf32>, %lr: f64, %wd: f64, %rescale: f64, %t: i64)
    -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %r0, %r1, %r2 = stype.ftrl_update %w, %g, %s0, %s1 lr(%lr) wd(%wd) rescale_grad(%rescale) {lamda1 = 0.01 : f64, beta = 1.0 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32>, tensor<?x?xf32>
      -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  return %r0, %r1, %r2 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

func.func @signsgd_step(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %lr: f64, %wd: f64, %rescale: f64, %t: i64)
    -> (tensor<?x?xf32>) {
  %r0 = stype.signsgd_update %w, %g lr(%lr) wd(%wd) rescale_grad(%rescale)
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>
      -> tensor<?x?xf32>
  return %r0 : tensor<?x?xf32>
}

func.func @signum_step(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %s0: tensor<?x?xf32>, %lr: f64, %wd: f64, %rescale: f64, %t: i64)
    -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %r0, %r1 = stype.signum_update %w, %g, %s0 lr(%lr) wd(%wd) rescale_grad(%rescale) {momentum = 0.9 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32>
      -> tensor<?x?xf32>, tensor<?x?xf32>
  return %r0, %r1 : tensor<?x?xf32>, tensor<?x?xf32>
}

func.func @rmsprop_step(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %s0: tensor<?x?xf32>, %lr: f64, %wd: f64, %rescale: f64, %t: i64)
    -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %r0, %r1 = stype.rmsprop_update %w, %g, %s0 lr(%lr) wd(%wd) rescale_grad(%rescale) {gamma1 = 0.95 : f64, epsilon = 1.0e-8 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32>
      -> tensor<?x?xf32>, tensor<?x?xf32>
  return %r0, %r1 : tensor<?x?xf32>, tensor<?x?xf32>
}
