// RUN: stype-opt %s | stype-opt | FileCheck %s
// RUN: stype-opt %s --mlir-print-op-generic | stype-opt | FileCheck %s

// Round trip of the optimizer update ops (printed and generic forms).

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
#rsp3 = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : dense, k : dense), posWidth = 64, crdWidth = 64 }>

// CHECK-LABEL: func.func @adam(
// CHECK:         stype.adam_update %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {beta1 = 5.000000e-01 : f64, lr = 1.000000e-03 : f64, t = 3 : i64} : tensor<?x?xf32>, tensor<?x?xf32, #row_sparse>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
func.func @adam(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %m: tensor<?x?xf32>, %v: tensor<?x?xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %0:3 = stype.adam_update %w, %g, %m, %v {lr = 0.001 : f64, beta1 = 0.5 : f64, t = 3 : i64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32>, tensor<?x?xf32>
      -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  return %0#0, %0#1, %0#2 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// MXNet's uncorrected adam_update kernel: bias_correction = false (printed;
// the default true is elided).
// CHECK-LABEL: func.func @adam_uncorrected(
// CHECK:         stype.adam_update %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {bias_correction = false, lr = 1.000000e-03 : f64} : tensor<?x?xf32>, tensor<?x?xf32, #row_sparse>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
// CHECK:         stype.adam_update %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {lr = 1.000000e-03 : f64} :
// CHECK:         stype.mp_adam_update {{.*}} {bias_correction = false, lr = 1.000000e-03 : f64} :
func.func @adam_uncorrected(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %m: tensor<?x?xf32>, %v: tensor<?x?xf32>,
                            %h: tensor<?x?xf16>, %hg: tensor<?x?xf16>) {
  %0:3 = stype.adam_update %w, %g, %m, %v {lr = 0.001 : f64, bias_correction = false}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32>, tensor<?x?xf32>
      -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  %1:3 = stype.adam_update %w, %g, %m, %v {lr = 0.001 : f64, bias_correction = true}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32>, tensor<?x?xf32>
      -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  %2:4 = stype.mp_adam_update %h, %hg, %m, %v, %w {lr = 0.001 : f64, bias_correction = false}
      : tensor<?x?xf16>, tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
      -> tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  return
}

// CHECK-LABEL: func.func @adamw(
// CHECK:         stype.adamw_update {{.*}} {lr = 1.000000e-03 : f64, wd = 1.000000e-02 : f64} : tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>
func.func @adamw(%w: tensor<4x3xf64>, %g: tensor<4x3xf64>, %m: tensor<4x3xf64>, %v: tensor<4x3xf64>)
    -> (tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>) {
  %0:3 = stype.adamw_update %w, %g, %m, %v {lr = 0.001 : f64, wd = 0.01 : f64}
      : tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>
      -> tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>
  return %0#0, %0#1, %0#2 : tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>
}

// CHECK-LABEL: func.func @adagrad(
// CHECK:         stype.adagrad_update {{.*}} {epsilon = 1.000000e-03 : f64, lazy_update = false, lr = 1.000000e-01 : f64} : tensor<?x4x5xf32, #row_sparse3>, tensor<?x4x5xf32, #row_sparse3>, tensor<?x4x5xf32, #row_sparse3> -> tensor<?x4x5xf32, #row_sparse3>, tensor<?x4x5xf32, #row_sparse3>
func.func @adagrad(%w: tensor<?x4x5xf32, #rsp3>, %g: tensor<?x4x5xf32, #rsp3>, %h: tensor<?x4x5xf32, #rsp3>)
    -> (tensor<?x4x5xf32, #rsp3>, tensor<?x4x5xf32, #rsp3>) {
  %0:2 = stype.adagrad_update %w, %g, %h {lr = 0.1 : f64, epsilon = 1.0e-3 : f64, lazy_update = false}
      : tensor<?x4x5xf32, #rsp3>, tensor<?x4x5xf32, #rsp3>, tensor<?x4x5xf32, #rsp3>
      -> tensor<?x4x5xf32, #rsp3>, tensor<?x4x5xf32, #rsp3>
  return %0#0, %0#1 : tensor<?x4x5xf32, #rsp3>, tensor<?x4x5xf32, #rsp3>
}

// CHECK-LABEL: func.func @group_adagrad(
// CHECK:         stype.group_adagrad_update {{.*}} : tensor<?x8xf32>, tensor<?x8xf32, #row_sparse>, tensor<?x1xf32> -> tensor<?x8xf32>, tensor<?x1xf32>
func.func @group_adagrad(%w: tensor<?x8xf32>, %g: tensor<?x8xf32, #rsp>, %h: tensor<?x1xf32>)
    -> (tensor<?x8xf32>, tensor<?x1xf32>) {
  %0:2 = stype.group_adagrad_update %w, %g, %h {lr = 0.1 : f64}
      : tensor<?x8xf32>, tensor<?x8xf32, #rsp>, tensor<?x1xf32> -> tensor<?x8xf32>, tensor<?x1xf32>
  return %0#0, %0#1 : tensor<?x8xf32>, tensor<?x1xf32>
}

// CHECK-LABEL: func.func @ftrl(
// CHECK:         stype.ftrl_update {{.*}} {beta = 5.000000e-01 : f64, lamda1 = 1.000000e+00 : f64, lr = 1.000000e-01 : f64}
func.func @ftrl(%w: tensor<5x2xf32, #rsp>, %g: tensor<5x2xf32, #rsp>, %z: tensor<5x2xf32, #rsp>, %n: tensor<5x2xf32, #rsp>)
    -> (tensor<5x2xf32, #rsp>, tensor<5x2xf32, #rsp>, tensor<5x2xf32, #rsp>) {
  %0:3 = stype.ftrl_update %w, %g, %z, %n {lr = 0.1 : f64, lamda1 = 1.0 : f64, beta = 0.5 : f64}
      : tensor<5x2xf32, #rsp>, tensor<5x2xf32, #rsp>, tensor<5x2xf32, #rsp>, tensor<5x2xf32, #rsp>
      -> tensor<5x2xf32, #rsp>, tensor<5x2xf32, #rsp>, tensor<5x2xf32, #rsp>
  return %0#0, %0#1, %0#2 : tensor<5x2xf32, #rsp>, tensor<5x2xf32, #rsp>, tensor<5x2xf32, #rsp>
}

// CHECK-LABEL: func.func @signs(
// CHECK:         stype.signsgd_update %{{.*}}, %{{.*}} {lr = 1.000000e-02 : f64} : tensor<?x?xf32>, tensor<?x?xf32, #row_sparse> -> tensor<?x?xf32>
// CHECK:         stype.signum_update {{.*}} {lr = 1.000000e-02 : f64, wd_lh = 1.000000e-03 : f64} : tensor<?x?xf32>, tensor<?x?xf32, #row_sparse>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
// CHECK:         stype.rmsprop_update {{.*}} {gamma1 = 9.000000e-01 : f64, lr = 1.000000e-02 : f64} : tensor<?x?xf32>, tensor<?x?xf32, #row_sparse>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
func.func @signs(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %m: tensor<?x?xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %a = stype.signsgd_update %w, %g {lr = 0.01 : f64} : tensor<?x?xf32>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32>
  %b:2 = stype.signum_update %w, %g, %m {lr = 0.01 : f64, wd_lh = 0.001 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  %c:2 = stype.rmsprop_update %w, %g, %m {lr = 0.01 : f64, gamma1 = 0.9 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  return %a, %b#0, %b#1, %c#0, %c#1 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// Run-time hyper-parameters: lr, wd, rescale_grad (f64) and Adam's t (i64)
// as operands, in any subset, beside the remaining attributes.
// CHECK-LABEL: func.func @runtime_hyper(
// CHECK-SAME:    %[[LR:[^:]*]]: f64, %[[WD:[^:]*]]: f64, %[[RS:[^:]*]]: f64, %[[T:[^:]*]]: i64
// CHECK:         stype.sgd_update %{{.*}}, %{{.*}} lr(%[[LR]]) {clip_gradient = 1.000000e+00 : f64} : tensor<?x?xf32>, tensor<?x?xf32, #row_sparse> -> tensor<?x?xf32>
// CHECK:         stype.sgd_mom_update %{{.*}}, %{{.*}}, %{{.*}} lr(%[[LR]]) wd(%[[WD]]) rescale_grad(%[[RS]]) {momentum = 9.000000e-01 : f64} : tensor<?x?xf32>, tensor<?x?xf32, #row_sparse>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
// CHECK:         stype.adam_update %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} lr(%[[LR]]) t(%[[T]]) {wd = 1.000000e-02 : f64} : tensor<?x?xf32>, tensor<?x?xf32, #row_sparse>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
// CHECK:         stype.adamw_update %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} wd(%[[WD]]) t(%[[T]]) {lr = 1.000000e-03 : f64} : tensor<?x?xf32>, tensor<?x?xf32, #row_sparse>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
// CHECK:         stype.ftrl_update %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} lr(%[[LR]]) rescale_grad(%[[RS]]) : tensor<?x?xf32>, tensor<?x?xf32, #row_sparse>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
// CHECK:         stype.signsgd_update %{{.*}}, %{{.*}} lr(%[[LR]]) wd(%[[WD]]) : tensor<?x?xf32>, tensor<?x?xf32, #row_sparse> -> tensor<?x?xf32>
// CHECK:         stype.group_adagrad_update %{{.*}}, %{{.*}}, %{{.*}} lr(%[[LR]]) {epsilon = 1.000000e-03 : f64} : tensor<?x?xf32>, tensor<?x?xf32, #row_sparse>, tensor<?x1xf32> -> tensor<?x?xf32>, tensor<?x1xf32>
func.func @runtime_hyper(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %m: tensor<?x?xf32>, %h: tensor<?x1xf32>,
                         %lr: f64, %wd: f64, %rs: f64, %t: i64)
    -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %a = stype.sgd_update %w, %g lr(%lr) {clip_gradient = 1.0 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32>
  %b:2 = stype.sgd_mom_update %w, %g, %m lr(%lr) wd(%wd) rescale_grad(%rs) {momentum = 0.9 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  %c:3 = stype.adam_update %w, %g, %m, %m lr(%lr) t(%t) {wd = 0.01 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32>, tensor<?x?xf32>
      -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  %d:3 = stype.adamw_update %w, %g, %m, %m wd(%wd) t(%t) {lr = 0.001 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32>, tensor<?x?xf32>
      -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  %e:3 = stype.ftrl_update %w, %g, %m, %m lr(%lr) rescale_grad(%rs)
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32>, tensor<?x?xf32>
      -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  %f = stype.signsgd_update %w, %g lr(%lr) wd(%wd) : tensor<?x?xf32>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32>
  %k:2 = stype.group_adagrad_update %w, %g, %h lr(%lr) {epsilon = 1.0e-3 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x1xf32> -> tensor<?x?xf32>, tensor<?x1xf32>
  return %a, %b#0, %c#0, %d#0, %e#0, %f, %k#0 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// Multi-precision updates: f16 weight and gradient, f32 states and master
// copy (weight32, listed last), with attributes or run-time operands.
// CHECK-LABEL: func.func @multi_precision(
// CHECK:         stype.mp_sgd_update %{{.*}}, %{{.*}}, %{{.*}} {lazy_update = false, lr = 1.000000e-01 : f64} : tensor<?x?xf16>, tensor<?x?xf16, #row_sparse>, tensor<?x?xf32> -> tensor<?x?xf16>, tensor<?x?xf32>
// CHECK:         stype.mp_sgd_mom_update %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} lr(%{{.*}}) {momentum = 9.000000e-01 : f64} : tensor<?x4x5xf16, #row_sparse3>, tensor<?x4x5xf16, #row_sparse3>, tensor<?x4x5xf32>, tensor<?x4x5xf32, #row_sparse3> -> tensor<?x4x5xf16, #row_sparse3>, tensor<?x4x5xf32>, tensor<?x4x5xf32, #row_sparse3>
// CHECK:         stype.mp_adam_update %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} lr(%{{.*}}) t(%{{.*}}) {beta1 = 5.000000e-01 : f64} : tensor<?x?xf16>, tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
func.func @multi_precision(%w: tensor<?x?xf16>, %g: tensor<?x?xf16, #rsp>, %gd: tensor<?x?xf16>, %w32: tensor<?x?xf32>,
                           %w3: tensor<?x4x5xf16, #rsp3>, %g3: tensor<?x4x5xf16, #rsp3>, %m3: tensor<?x4x5xf32>, %w32_3: tensor<?x4x5xf32, #rsp3>,
                           %lr: f64, %t: i64)
    -> (tensor<?x?xf16>, tensor<?x4x5xf16, #rsp3>, tensor<?x?xf16>) {
  %a:2 = stype.mp_sgd_update %w, %g, %w32 {lr = 0.1 : f64, lazy_update = false}
      : tensor<?x?xf16>, tensor<?x?xf16, #rsp>, tensor<?x?xf32> -> tensor<?x?xf16>, tensor<?x?xf32>
  %b:3 = stype.mp_sgd_mom_update %w3, %g3, %m3, %w32_3 lr(%lr) {momentum = 0.9 : f64}
      : tensor<?x4x5xf16, #rsp3>, tensor<?x4x5xf16, #rsp3>, tensor<?x4x5xf32>, tensor<?x4x5xf32, #rsp3>
      -> tensor<?x4x5xf16, #rsp3>, tensor<?x4x5xf32>, tensor<?x4x5xf32, #rsp3>
  %c:4 = stype.mp_adam_update %w, %gd, %w32, %w32, %w32 lr(%lr) t(%t) {beta1 = 0.5 : f64}
      : tensor<?x?xf16>, tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
      -> tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  return %a#0, %b#0, %c#0 : tensor<?x?xf16>, tensor<?x4x5xf16, #rsp3>, tensor<?x?xf16>
}
