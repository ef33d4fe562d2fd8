// RUN: stype-opt %s -split-input-file --verify-diagnostics --mlir-print-op-on-diagnostic=false

// One chunk per verifier rule of the optimizer update ops.

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @adam_beta1(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %s: tensor<4x4xf32>) {
  // expected-error @below {{'stype.adam_update' op beta1 must be in [0, 1), got 1.000000e+00}}
  %r:3 = stype.adam_update %w, %g, %s, %s {lr = 0.1 : f64, beta1 = 1.0 : f64} : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @adam_beta2(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %s: tensor<4x4xf32>) {
  // expected-error @below {{'stype.adam_update' op beta2 must be in [0, 1), got -1.000000e-01}}
  %r:3 = stype.adam_update %w, %g, %s, %s {lr = 0.1 : f64, beta2 = -0.1 : f64} : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @adam_eps(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %s: tensor<4x4xf32>) {
  // expected-error @below {{'stype.adam_update' op epsilon must be > 0, got 0.000000e+00}}
  %r:3 = stype.adam_update %w, %g, %s, %s {lr = 0.1 : f64, epsilon = 0.0 : f64} : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @adam_t(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %s: tensor<4x4xf32>) {
  // expected-error @below {{'stype.adam_update' op t (the 1-based step count) must be >= 1, got 0}}
  %r:3 = stype.adam_update %w, %g, %s, %s {lr = 0.1 : f64, t = 0 : i64} : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @adam_lr(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %s: tensor<4x4xf32>) {
  // expected-error @below {{'stype.adam_update' op lr must be >= 0, got -1.000000e+00}}
  %r:3 = stype.adam_update %w, %g, %s, %s {lr = -1.0 : f64} : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @adamw_beta1(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %s: tensor<4x4xf32>) {
  // expected-error @below {{'stype.adamw_update' op beta1 must be in [0, 1), got nan}}
  %r:3 = stype.adamw_update %w, %g, %s, %s {lr = 0.1 : f64, beta1 = 0x7FF8000000000000 : f64} : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @adagrad_eps(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %s: tensor<4x4xf32>) {
  // expected-error @below {{'stype.adagrad_update' op epsilon must be > 0, got -1.000000e+00}}
  %r:2 = stype.adagrad_update %w, %g, %s {lr = 0.1 : f64, epsilon = -1.0 : f64} : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>, tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @adagrad_wd(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %s: tensor<4x4xf32>) {
  // expected-error @below {{'stype.adagrad_update' op wd must be >= 0, got -1.000000e+00}}
  %r:2 = stype.adagrad_update %w, %g, %s {lr = 0.1 : f64, wd = -1.0 : f64} : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>, tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @group_adagrad_eps(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %s: tensor<4x1xf32>) {
  // expected-error @below {{'stype.group_adagrad_update' op epsilon must be > 0, got 0.000000e+00}}
  %r:2 = stype.group_adagrad_update %w, %g, %s {lr = 0.1 : f64, epsilon = 0.0 : f64} : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x1xf32> -> tensor<4x4xf32>, tensor<4x1xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @group_adagrad_shape(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %s: tensor<4x4xf32>) {
  // expected-error @below {{'stype.group_adagrad_update' op history shape [4, 4] must be [4, 1] (one value per weight row)}}
  %r:2 = stype.group_adagrad_update %w, %g, %s {lr = 0.1 : f64} : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>, tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @ftrl_lr(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %s: tensor<4x4xf32>) {
  // expected-error @below {{'stype.ftrl_update' op lr must be > 0 for FTRL (it divides by lr), got 0.000000e+00}}
  %r:3 = stype.ftrl_update %w, %g, %s, %s {lr = 0.0 : f64} : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @ftrl_lamda1(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %s: tensor<4x4xf32>) {
  // expected-error @below {{'stype.ftrl_update' op lamda1 must be >= 0, got -1.000000e+00}}
  %r:3 = stype.ftrl_update %w, %g, %s, %s {lr = 0.1 : f64, lamda1 = -1.0 : f64} : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @ftrl_beta(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %s: tensor<4x4xf32>) {
  // expected-error @below {{'stype.ftrl_update' op beta must be >= 0, got -5.000000e-01}}
  %r:3 = stype.ftrl_update %w, %g, %s, %s {lr = 0.1 : f64, beta = -0.5 : f64} : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @signum_momentum(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %s: tensor<4x4xf32>) {
  // expected-error @below {{'stype.signum_update' op momentum must be in [0, 1), got 1.000000e+00}}
  %r:2 = stype.signum_update %w, %g, %s {lr = 0.1 : f64, momentum = 1.0 : f64} : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>, tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @signum_wd_lh(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %s: tensor<4x4xf32>) {
  // expected-error @below {{'stype.signum_update' op wd_lh must be >= 0, got -1.000000e+00}}
  %r:2 = stype.signum_update %w, %g, %s {lr = 0.1 : f64, wd_lh = -1.0 : f64} : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>, tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @rmsprop_gamma1(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %s: tensor<4x4xf32>) {
  // expected-error @below {{'stype.rmsprop_update' op gamma1 must be in [0, 1), got 1.500000e+00}}
  %r:2 = stype.rmsprop_update %w, %g, %s {lr = 0.1 : f64, gamma1 = 1.5 : f64} : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>, tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @rmsprop_eps(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %s: tensor<4x4xf32>) {
  // expected-error @below {{'stype.rmsprop_update' op epsilon must be > 0, got 0.000000e+00}}
  %r:2 = stype.rmsprop_update %w, %g, %s {lr = 0.1 : f64, epsilon = 0.0 : f64} : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>, tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @signsgd_lr(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %s: tensor<4x4xf32>) {
  // expected-error @below {{'stype.signsgd_update' op lr must be >= 0, got -1.000000e-01}}
  %r = stype.signsgd_update %w, %g {lr = -0.1 : f64} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @signsgd_clip(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %s: tensor<4x4xf32>) {
  // expected-error @below {{'stype.signsgd_update' op clip_gradient must be finite, got INF}}
  %r = stype.signsgd_update %w, %g {lr = 0.1 : f64, clip_gradient = 0x7FF0000000000000 : f64} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @state_shape(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %m: tensor<4x8xf32>, %s: tensor<4x4xf32>) {
  // expected-error @below {{'stype.adam_update' op mean shape [4, 8] differs from weight shape [4, 4]}}
  %r:3 = stype.adam_update %w, %g, %m, %s {lr = 0.1 : f64} : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x4xf32> -> tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @state_elem(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %s: tensor<4x4xf64>) {
  // expected-error @below {{'stype.adagrad_update' op history element type 'f64' differs from weight element type 'f32'}}
  %r:2 = stype.adagrad_update %w, %g, %s {lr = 0.1 : f64} : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf64> -> tensor<4x4xf32>, tensor<4x4xf64>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @state_kinds(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %s: tensor<4x4xf32>, %v: tensor<4x4xf32, #rsp>) {
  // expected-error @below {{'stype.adam_update' op states must share one storage kind, but mean and var differ}}
  %r:3 = stype.adam_update %w, %g, %s, %v {lr = 0.1 : f64} : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32, #rsp>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @grad_shape(%w: tensor<4x4xf32>, %g: tensor<4x3xf32>, %s: tensor<4x4xf32>) {
  // expected-error @below {{'stype.ftrl_update' op grad shape [4, 3] differs from weight shape [4, 4]}}
  %r:3 = stype.ftrl_update %w, %g, %s, %s {lr = 0.1 : f64} : tensor<4x4xf32>, tensor<4x3xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @result_shape(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %s: tensor<4x4xf32>) {
  // expected-error @below {{'stype.signum_update' op mom_out shape [8, 4] differs from mom shape [4, 4]}}
  %r:2 = stype.signum_update %w, %g, %s {lr = 0.1 : f64} : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>, tensor<8x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @weight_out_shape(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %s: tensor<4x4xf32>) {
  // expected-error @below {{'stype.rmsprop_update' op weight_out shape [4, 2] differs from weight shape [4, 4]}}
  %r:2 = stype.rmsprop_update %w, %g, %s {lr = 0.1 : f64} : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x2xf32>, tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @no_lr(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %s: tensor<4x4xf32>, %x: f64, %n: i64) {
  // expected-error @below {{'stype.sgd_update' op needs a learning rate: the lr attribute or an lr(%x) operand}}
  %r = stype.sgd_update %w, %g {wd = 0.1 : f64} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @lr_both(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %s: tensor<4x4xf32>, %x: f64, %n: i64) {
  // expected-error @below {{'stype.sgd_mom_update' op lr is given both as an attribute and as an operand (lr(%x)); give exactly one}}
  %r:2 = stype.sgd_mom_update %w, %g, %s lr(%x) {lr = 0.1 : f64} : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>, tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @wd_both(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %s: tensor<4x4xf32>, %x: f64, %n: i64) {
  // expected-error @below {{'stype.adagrad_update' op wd is given both as an attribute and as an operand (wd(%x)); give exactly one}}
  %r:2 = stype.adagrad_update %w, %g, %s lr(%x) wd(%x) {wd = 0.0 : f64} : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>, tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @rescale_both(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %s: tensor<4x4xf32>, %x: f64, %n: i64) {
  // expected-error @below {{'stype.signsgd_update' op rescale_grad is given both as an attribute and as an operand (rescale_grad(%x)); give exactly one}}
  %r = stype.signsgd_update %w, %g rescale_grad(%x) {lr = 0.1 : f64, rescale_grad = 1.0 : f64} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @t_both(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %s: tensor<4x4xf32>, %x: f64, %n: i64) {
  // expected-error @below {{'stype.adam_update' op t is given both as an attribute and as an operand (t(%x)); give exactly one}}
  %r:3 = stype.adam_update %w, %g, %s, %s t(%n) {lr = 0.1 : f64, t = 2 : i64} : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @adamw_no_lr(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %s: tensor<4x4xf32>, %x: f64, %n: i64) {
  // expected-error @below {{'stype.adamw_update' op needs a learning rate: the lr attribute or an lr(%x) operand}}
  %r:3 = stype.adamw_update %w, %g, %s, %s t(%n) : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// The operand types are fixed: f64 for lr/wd/rescale_grad, i64 for t.
// expected-note @below {{prior use here}}
func.func @lr_f32(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %y: f32) {
  // expected-error @below {{use of value '%y' expects different type than prior uses: 'f64' vs 'f32'}}
  %r = stype.sgd_update %w, %g lr(%y) : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// The operand types are fixed: f64 for lr/wd/rescale_grad, i64 for t.
// expected-note @below {{prior use here}}
func.func @t_index(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %s: tensor<4x4xf32>, %k: index) {
  // expected-error @below {{use of value '%k' expects different type than prior uses: 'i64' vs 'index'}}
  %r:3 = stype.adam_update %w, %g, %s, %s t(%k) {lr = 0.1 : f64} : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>

func.func @mp_w32_kind(%w: tensor<4x4xf16>, %g: tensor<4x4xf16>, %wr: tensor<4x4xf16, #rsp>, %gr: tensor<4x4xf16, #rsp>, %w32: tensor<4x4xf32>, %w32r: tensor<4x4xf32, #rsp>, %m42: tensor<4x2xf32>, %gc: tensor<4x4xf16, #csr>) {
  // expected-error @below {{'stype.mp_sgd_update' op weight32 (the f32 master copy of the weight) must have the weight's storage kind}}
  %r:2 = stype.mp_sgd_update %w, %g, %w32r {lr = 0.1 : f64} : tensor<4x4xf16>, tensor<4x4xf16>, tensor<4x4xf32, #rsp> -> tensor<4x4xf16>, tensor<4x4xf32, #rsp>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>

func.func @mp_state_shape(%w: tensor<4x4xf16>, %g: tensor<4x4xf16>, %wr: tensor<4x4xf16, #rsp>, %gr: tensor<4x4xf16, #rsp>, %w32: tensor<4x4xf32>, %w32r: tensor<4x4xf32, #rsp>, %m42: tensor<4x2xf32>, %gc: tensor<4x4xf16, #csr>) {
  // expected-error @below {{'stype.mp_sgd_mom_update' op mom shape [4, 2] differs from weight shape [4, 4]}}
  %r:3 = stype.mp_sgd_mom_update %w, %g, %m42, %w32 {lr = 0.1 : f64} : tensor<4x4xf16>, tensor<4x4xf16>, tensor<4x2xf32>, tensor<4x4xf32> -> tensor<4x4xf16>, tensor<4x2xf32>, tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>

func.func @mp_dense_weight_rsp_state(%w: tensor<4x4xf16>, %g: tensor<4x4xf16>, %wr: tensor<4x4xf16, #rsp>, %gr: tensor<4x4xf16, #rsp>, %w32: tensor<4x4xf32>, %w32r: tensor<4x4xf32, #rsp>, %m42: tensor<4x2xf32>, %gc: tensor<4x4xf16, #csr>) {
  // expected-error @below {{'stype.mp_sgd_mom_update' op has no kernel for (weight, grad, states) kinds (default, row_sparse, row_sparse); multi-precision updates take (default, default|row_sparse, default) or (row_sparse, row_sparse, row_sparse|default) and have no dense fallback (it would cast f16 tensors)}}
  %r:3 = stype.mp_sgd_mom_update %w, %gr, %w32r, %w32 {lr = 0.1 : f64} : tensor<4x4xf16>, tensor<4x4xf16, #rsp>, tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf16>, tensor<4x4xf32, #rsp>, tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>

func.func @mp_rsp_weight_dense_grad(%w: tensor<4x4xf16>, %g: tensor<4x4xf16>, %wr: tensor<4x4xf16, #rsp>, %gr: tensor<4x4xf16, #rsp>, %w32: tensor<4x4xf32>, %w32r: tensor<4x4xf32, #rsp>, %m42: tensor<4x2xf32>, %gc: tensor<4x4xf16, #csr>) {
  // expected-error @below {{'stype.mp_sgd_update' op has no kernel for (weight, grad) kinds (row_sparse, default); multi-precision updates take (default, default|row_sparse) or (row_sparse, row_sparse) and have no dense fallback (it would cast f16 tensors)}}
  %r:2 = stype.mp_sgd_update %wr, %g, %w32r {lr = 0.1 : f64} : tensor<4x4xf16, #rsp>, tensor<4x4xf16>, tensor<4x4xf32, #rsp> -> tensor<4x4xf16, #rsp>, tensor<4x4xf32, #rsp>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>

func.func @mp_csr_grad(%w: tensor<4x4xf16>, %g: tensor<4x4xf16>, %wr: tensor<4x4xf16, #rsp>, %gr: tensor<4x4xf16, #rsp>, %w32: tensor<4x4xf32>, %w32r: tensor<4x4xf32, #rsp>, %m42: tensor<4x2xf32>, %gc: tensor<4x4xf16, #csr>) {
  // expected-error @below {{'stype.mp_sgd_update' op has no kernel for (weight, grad) kinds (default, csr)}}
  %r:2 = stype.mp_sgd_update %w, %gc, %w32 {lr = 0.1 : f64} : tensor<4x4xf16>, tensor<4x4xf16, #csr>, tensor<4x4xf32> -> tensor<4x4xf16>, tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>

func.func @mp_states_kinds(%w: tensor<4x4xf16>, %g: tensor<4x4xf16>, %wr: tensor<4x4xf16, #rsp>, %gr: tensor<4x4xf16, #rsp>, %w32: tensor<4x4xf32>, %w32r: tensor<4x4xf32, #rsp>, %m42: tensor<4x2xf32>, %gc: tensor<4x4xf16, #csr>) {
  // expected-error @below {{'stype.mp_adam_update' op states must share one storage kind, but mean and var differ}}
  %r:4 = stype.mp_adam_update %wr, %gr, %w32, %w32r, %w32r {lr = 0.1 : f64} : tensor<4x4xf16, #rsp>, tensor<4x4xf16, #rsp>, tensor<4x4xf32>, tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf16, #rsp>, tensor<4x4xf32>, tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>

func.func @mp_momentum(%w: tensor<4x4xf16>, %g: tensor<4x4xf16>, %wr: tensor<4x4xf16, #rsp>, %gr: tensor<4x4xf16, #rsp>, %w32: tensor<4x4xf32>, %w32r: tensor<4x4xf32, #rsp>, %m42: tensor<4x2xf32>, %gc: tensor<4x4xf16, #csr>) {
  // expected-error @below {{'stype.mp_sgd_mom_update' op momentum must be in [0, 1), got 1.000000e+00}}
  %r:3 = stype.mp_sgd_mom_update %w, %g, %w32, %w32 {lr = 0.1 : f64, momentum = 1.0 : f64} : tensor<4x4xf16>, tensor<4x4xf16>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf16>, tensor<4x4xf32>, tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>

func.func @mp_adam_t(%w: tensor<4x4xf16>, %g: tensor<4x4xf16>, %wr: tensor<4x4xf16, #rsp>, %gr: tensor<4x4xf16, #rsp>, %w32: tensor<4x4xf32>, %w32r: tensor<4x4xf32, #rsp>, %m42: tensor<4x2xf32>, %gc: tensor<4x4xf16, #csr>) {
  // expected-error @below {{'stype.mp_adam_update' op t (the 1-based step count) must be >= 1, got 0}}
  %r:4 = stype.mp_adam_update %w, %g, %w32, %w32, %w32 {lr = 0.1 : f64, t = 0 : i64} : tensor<4x4xf16>, tensor<4x4xf16>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf16>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>

func.func @mp_adam_eps(%w: tensor<4x4xf16>, %g: tensor<4x4xf16>, %wr: tensor<4x4xf16, #rsp>, %gr: tensor<4x4xf16, #rsp>, %w32: tensor<4x4xf32>, %w32r: tensor<4x4xf32, #rsp>, %m42: tensor<4x2xf32>, %gc: tensor<4x4xf16, #csr>) {
  // expected-error @below {{'stype.mp_adam_update' op epsilon must be > 0, got 0.000000e+00}}
  %r:4 = stype.mp_adam_update %w, %g, %w32, %w32, %w32 {lr = 0.1 : f64, epsilon = 0.0 : f64} : tensor<4x4xf16>, tensor<4x4xf16>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf16>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>

func.func @mp_no_lr(%w: tensor<4x4xf16>, %g: tensor<4x4xf16>, %wr: tensor<4x4xf16, #rsp>, %gr: tensor<4x4xf16, #rsp>, %w32: tensor<4x4xf32>, %w32r: tensor<4x4xf32, #rsp>, %m42: tensor<4x2xf32>, %gc: tensor<4x4xf16, #csr>) {
  // expected-error @below {{'stype.mp_adam_update' op needs a learning rate: the lr attribute or an lr(%x) operand}}
  %r:4 = stype.mp_adam_update %w, %g, %w32, %w32, %w32 : tensor<4x4xf16>, tensor<4x4xf16>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf16>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>

func.func @mp_weight_out(%w: tensor<4x4xf16>, %g: tensor<4x4xf16>, %wr: tensor<4x4xf16, #rsp>, %gr: tensor<4x4xf16, #rsp>, %w32: tensor<4x4xf32>, %w32r: tensor<4x4xf32, #rsp>, %m42: tensor<4x2xf32>, %gc: tensor<4x4xf16, #csr>) {
  // expected-error @below {{'stype.mp_sgd_update' op weight_out shape [4, 2] differs from weight shape [4, 4]}}
  %r:2 = stype.mp_sgd_update %w, %g, %w32 {lr = 0.1 : f64} : tensor<4x4xf16>, tensor<4x4xf16>, tensor<4x4xf32> -> tensor<4x2xf16>, tensor<4x4xf32>
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>

func.func @mp_f32_weight(%w: tensor<4x4xf32>, %g: tensor<4x4xf16>, %w32: tensor<4x4xf32>) {
  // expected-error @below {{'stype.mp_sgd_update' op operand #0 must be ranked tensor of 16-bit float values}}
  %r:2 = "stype.mp_sgd_update"(%w, %g, %w32) <{lr = 0.1 : f64, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0>}> : (tensor<4x4xf32>, tensor<4x4xf16>, tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>)
  return
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>

func.func @mp_f16_master(%w: tensor<4x4xf16>, %g: tensor<4x4xf16>, %w16: tensor<4x4xf16>) {
  // expected-error @below {{'stype.mp_sgd_update' op operand #2 must be ranked tensor of 32-bit float values}}
  %r:2 = "stype.mp_sgd_update"(%w, %g, %w16) <{lr = 0.1 : f64, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0>}> : (tensor<4x4xf16>, tensor<4x4xf16>, tensor<4x4xf16>) -> (tensor<4x4xf16>, tensor<4x4xf16>)
  return
}

// -----

func.func @adam_t_without_bias_correction(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %s: tensor<4x4xf32>) {
  // expected-error @below {{'stype.adam_update' op t (the step count of the bias correction) has no effect with bias_correction = false; drop it}}
  %r:3 = stype.adam_update %w, %g, %s, %s {lr = 0.1 : f64, t = 2 : i64, bias_correction = false} : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
  return
}

// -----

func.func @adamw_t_operand_without_bias_correction(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %s: tensor<4x4xf32>, %t: i64) {
  // expected-error @below {{'stype.adamw_update' op t (the step count of the bias correction) has no effect with bias_correction = false; drop it}}
  %r:3 = stype.adamw_update %w, %g, %s, %s t(%t) {lr = 0.1 : f64, bias_correction = false} : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
  return
}

// -----

func.func @mp_adam_t_without_bias_correction(%w: tensor<4x4xf16>, %g: tensor<4x4xf16>, %s: tensor<4x4xf32>) {
  // expected-error @below {{'stype.mp_adam_update' op t (the step count of the bias correction) has no effect with bias_correction = false; drop it}}
  %r:4 = stype.mp_adam_update %w, %g, %s, %s, %s {lr = 0.1 : f64, t = 1 : i64, bias_correction = false} : tensor<4x4xf16>, tensor<4x4xf16>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf16>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
  return
}
