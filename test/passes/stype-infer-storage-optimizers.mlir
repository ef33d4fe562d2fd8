// RUN: stype-opt %s --stype-infer-storage --verify-diagnostics --mlir-print-op-on-diagnostic=false | FileCheck %s
// RUN: stype-opt %s --stype-infer-storage=fallback-warnings=0 --stype-lower-kernels | FileCheck %s --check-prefix=LOWER
// LOWER-LABEL: func.func @csr_states(

// Storage-kind inference of the update ops with states: results keep the
// weight's and the states' kinds; (D,D,D), (D,R,D), (R,R,R), (R,R,D) have
// kernels, everything else falls back with the MXNet-style warning.

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>

// CHECK-LABEL: func.func @adam_kernels(
// CHECK-NEXT:    stype.adam_update {{.*}} : tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32> -> tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>
// CHECK-NEXT:    stype.adam_update {{.*}} : tensor<4x3xf32>, tensor<4x3xf32, #row_sparse>, tensor<4x3xf32>, tensor<4x3xf32> -> tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>
// CHECK-NEXT:    stype.adam_update {{.*}} : tensor<4x3xf32, #row_sparse>, tensor<4x3xf32, #row_sparse>, tensor<4x3xf32, #row_sparse>, tensor<4x3xf32, #row_sparse> -> tensor<4x3xf32, #row_sparse>, tensor<4x3xf32, #row_sparse>, tensor<4x3xf32, #row_sparse>
// CHECK-NEXT:    stype.adam_update {{.*}} : tensor<4x3xf32, #row_sparse>, tensor<4x3xf32, #row_sparse>, tensor<4x3xf32>, tensor<4x3xf32> -> tensor<4x3xf32, #row_sparse>, tensor<4x3xf32>, tensor<4x3xf32>
// CHECK-NEXT:    return
func.func @adam_kernels(%w: tensor<4x3xf32>, %gd: tensor<4x3xf32>, %m: tensor<4x3xf32>, %g: tensor<4x3xf32, #rsp>,
                        %wr: tensor<4x3xf32, #rsp>, %mr: tensor<4x3xf32, #rsp>) {
  %a:3 = stype.adam_update %w, %gd, %m, %m {lr = 0.1 : f64}
      : tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32> -> tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>
  %b:3 = stype.adam_update %w, %g, %m, %m {lr = 0.1 : f64}
      : tensor<4x3xf32>, tensor<4x3xf32, #rsp>, tensor<4x3xf32>, tensor<4x3xf32> -> tensor<4x3xf32, #rsp>, tensor<4x3xf32>, tensor<4x3xf32>
  %c:3 = stype.adam_update %wr, %g, %mr, %mr {lr = 0.1 : f64}
      : tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp> -> tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>
  %d:3 = stype.adam_update %wr, %g, %m, %m {lr = 0.1 : f64}
      : tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp>, tensor<4x3xf32>, tensor<4x3xf32> -> tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>
  return
}

// The group AdaGrad history is [rows, 1] in either kind.
// CHECK-LABEL: func.func @group_adagrad_kernels(
// CHECK-NEXT:    stype.group_adagrad_update {{.*}} -> tensor<4x3xf32, #row_sparse>, tensor<4x1xf32, #row_sparse>
// CHECK-NEXT:    return
func.func @group_adagrad_kernels(%wr: tensor<4x3xf32, #rsp>, %g: tensor<4x3xf32, #rsp>, %h: tensor<4x1xf32, #rsp>) {
  %a:2 = stype.group_adagrad_update %wr, %g, %h {lr = 0.1 : f64}
      : tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp>, tensor<4x1xf32, #rsp> -> tensor<4x3xf32>, tensor<4x1xf32>
  return
}

// (D,R,R) and a csr gradient fall back; a row_sparse weight with a dense
// gradient too.
// CHECK-LABEL: func.func @fallbacks(
// CHECK:         stype.cast_storage
// CHECK:         stype.ftrl_update {{.*}} : tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32> -> tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>
// CHECK:         stype.cast_storage {{.*}} : tensor<4x3xf32> to tensor<4x3xf32, #row_sparse>
// CHECK:         stype.rmsprop_update {{.*}} : tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32> -> tensor<4x3xf32>, tensor<4x3xf32>
// CHECK:         stype.signsgd_update {{.*}} : tensor<4x3xf32>, tensor<4x3xf32> -> tensor<4x3xf32>
// CHECK:         stype.cast_storage {{.*}} : tensor<4x3xf32> to tensor<4x3xf32, #row_sparse>
func.func @fallbacks(%w: tensor<4x3xf32>, %g: tensor<4x3xf32, #rsp>, %sr: tensor<4x3xf32, #rsp>, %gc: tensor<4x3xf32, #csr>,
                     %s: tensor<4x3xf32>, %wr: tensor<4x3xf32, #rsp>) {
  // expected-warning-re @below {{operator = ftrl_update{{.}}input storage types = [default, row_sparse, row_sparse, row_sparse]{{.}}output storage types = [default, row_sparse, row_sparse]}}
  %a:3 = stype.ftrl_update %w, %g, %sr, %sr {lr = 0.1 : f64}
      : tensor<4x3xf32>, tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp> -> tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>
  // expected-warning-re @below {{operator = rmsprop_update{{.}}input storage types = [default, csr, default]}}
  %b:2 = stype.rmsprop_update %w, %gc, %s {lr = 0.1 : f64}
      : tensor<4x3xf32>, tensor<4x3xf32, #csr>, tensor<4x3xf32> -> tensor<4x3xf32>, tensor<4x3xf32>
  // expected-warning-re @below {{operator = signsgd_update{{.}}input storage types = [row_sparse, default]}}
  %c = stype.signsgd_update %wr, %s {lr = 0.1 : f64}
      : tensor<4x3xf32, #rsp>, tensor<4x3xf32> -> tensor<4x3xf32>
  return
}

// Run-time hyper-parameters are scalars: they never change a kernel choice
// and are never cast; a fallback casts the tensors only, keeps the scalar
// operands, and its warning lists the tensors' kinds only (as MXNet lists
// its NDArray inputs).
// CHECK-LABEL: func.func @runtime_hyper(
// CHECK-SAME:    %[[W:[^:]*]]: tensor<4x3xf32>, %[[G:[^:]*]]: tensor<4x3xf32, #row_sparse>, %[[M:[^:]*]]: tensor<4x3xf32>, %[[GC:[^:]*]]: tensor<4x3xf32, #csr>, %[[LR:[^:]*]]: f64, %[[T:[^:]*]]: i64)
// CHECK-NEXT:    stype.adam_update %[[W]], %[[G]], %[[M]], %[[M]] lr(%[[LR]]) t(%[[T]]) : tensor<4x3xf32>, tensor<4x3xf32, #row_sparse>, tensor<4x3xf32>, tensor<4x3xf32> -> tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>
// CHECK-NEXT:    %[[GD:.*]] = stype.cast_storage %[[GC]] : tensor<4x3xf32, #csr> to tensor<4x3xf32>
// CHECK-NEXT:    stype.sgd_mom_update %[[W]], %[[GD]], %[[M]] lr(%[[LR]]) wd(%[[LR]]) : tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32> -> tensor<4x3xf32>, tensor<4x3xf32>
// CHECK-NEXT:    return
func.func @runtime_hyper(%w: tensor<4x3xf32>, %g: tensor<4x3xf32, #rsp>, %m: tensor<4x3xf32>, %gc: tensor<4x3xf32, #csr>,
                         %lr: f64, %t: i64) {
  %a:3 = stype.adam_update %w, %g, %m, %m lr(%lr) t(%t)
      : tensor<4x3xf32>, tensor<4x3xf32, #rsp>, tensor<4x3xf32>, tensor<4x3xf32> -> tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp>
  // expected-warning-re @below {{operator = sgd_mom_update{{.}}input storage types = [default, csr, default]{{.}}output storage types = [default, default]}}
  %b:2 = stype.sgd_mom_update %w, %gc, %m lr(%lr) wd(%lr)
      : tensor<4x3xf32>, tensor<4x3xf32, #csr>, tensor<4x3xf32> -> tensor<4x3xf32>, tensor<4x3xf32>
  return
}

// Multi-precision updates: every combination the verifier accepts has a
// kernel (weight32 keeps the weight's kind), so inference never inserts a
// fallback (which would have to cast f16 tensors).
// CHECK-LABEL: func.func @multi_precision(
// CHECK-NEXT:    stype.mp_sgd_update {{.*}} : tensor<4x3xf16>, tensor<4x3xf16, #row_sparse>, tensor<4x3xf32> -> tensor<4x3xf16>, tensor<4x3xf32>
// CHECK-NEXT:    stype.mp_sgd_update {{.*}} : tensor<4x3xf16, #row_sparse>, tensor<4x3xf16, #row_sparse>, tensor<4x3xf32, #row_sparse> -> tensor<4x3xf16, #row_sparse>, tensor<4x3xf32, #row_sparse>
// CHECK-NEXT:    stype.mp_sgd_mom_update {{.*}} : tensor<4x3xf16, #row_sparse>, tensor<4x3xf16, #row_sparse>, tensor<4x3xf32>, tensor<4x3xf32, #row_sparse> -> tensor<4x3xf16, #row_sparse>, tensor<4x3xf32>, tensor<4x3xf32, #row_sparse>
// CHECK-NEXT:    stype.mp_adam_update {{.*}} : tensor<4x3xf16>, tensor<4x3xf16>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32> -> tensor<4x3xf16>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>
// CHECK-NEXT:    return
func.func @multi_precision(%w: tensor<4x3xf16>, %g: tensor<4x3xf16, #rsp>, %gd: tensor<4x3xf16>, %w32: tensor<4x3xf32>,
                           %wr: tensor<4x3xf16, #rsp>, %w32r: tensor<4x3xf32, #rsp>) {
  %a:2 = stype.mp_sgd_update %w, %g, %w32 {lr = 0.1 : f64}
      : tensor<4x3xf16>, tensor<4x3xf16, #rsp>, tensor<4x3xf32> -> tensor<4x3xf16, #rsp>, tensor<4x3xf32, #rsp>
  %b:2 = stype.mp_sgd_update %wr, %g, %w32r {lr = 0.1 : f64}
      : tensor<4x3xf16, #rsp>, tensor<4x3xf16, #rsp>, tensor<4x3xf32, #rsp> -> tensor<4x3xf16>, tensor<4x3xf32>
  %c:3 = stype.mp_sgd_mom_update %wr, %g, %w32, %w32r {lr = 0.1 : f64}
      : tensor<4x3xf16, #rsp>, tensor<4x3xf16, #rsp>, tensor<4x3xf32>, tensor<4x3xf32, #rsp> -> tensor<4x3xf16>, tensor<4x3xf32>, tensor<4x3xf32>
  %d:4 = stype.mp_adam_update %w, %gd, %w32, %w32, %w32 {lr = 0.1 : f64}
      : tensor<4x3xf16>, tensor<4x3xf16>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32> -> tensor<4x3xf16>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>
  return
}

// A row_sparse weight and gradient with csr states: no kernel takes csr
// states (hasKernel considers every state's kind), so every optimizer falls
// back to the dense update instead of claiming a specialized kernel that
// --stype-lower-kernels cannot build.
// CHECK-LABEL: func.func @csr_states(
// CHECK-COUNT-2: stype.cast_storage
// CHECK:         stype.sgd_mom_update {{.*}} : tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32> -> tensor<4x3xf32>, tensor<4x3xf32>
// CHECK:         stype.adam_update {{.*}} : tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32> -> tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>
// CHECK:         stype.adamw_update {{.*}} : tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32> -> tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>
// CHECK:         stype.adagrad_update {{.*}} : tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32> -> tensor<4x3xf32>, tensor<4x3xf32>
// CHECK:         stype.group_adagrad_update {{.*}} : tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x1xf32> -> tensor<4x3xf32>, tensor<4x1xf32>
// CHECK:         stype.ftrl_update {{.*}} : tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32> -> tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>
// CHECK:         stype.signum_update {{.*}} : tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32> -> tensor<4x3xf32>, tensor<4x3xf32>
// CHECK:         stype.rmsprop_update {{.*}} : tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32> -> tensor<4x3xf32>, tensor<4x3xf32>
// CHECK:         return
func.func @csr_states(%w: tensor<4x3xf32, #rsp>, %g: tensor<4x3xf32, #rsp>, %c: tensor<4x3xf32, #csr>,
                      %h: tensor<4x1xf32, #csr>) {
  // expected-warning-re @below {{operator = sgd_mom_update{{.}}input storage types = [row_sparse, row_sparse, csr]{{.}}output storage types = [row_sparse, csr]}}
  %a:2 = stype.sgd_mom_update %w, %g, %c {lr = 0.1 : f64, momentum = 0.9 : f64}
      : tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp>, tensor<4x3xf32, #csr> -> tensor<4x3xf32, #rsp>, tensor<4x3xf32, #csr>
  // expected-warning-re @below {{operator = adam_update{{.}}input storage types = [row_sparse, row_sparse, csr, csr]{{.}}output storage types = [row_sparse, csr, csr]}}
  %b:3 = stype.adam_update %w, %g, %c, %c {lr = 0.1 : f64}
      : tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp>, tensor<4x3xf32, #csr>, tensor<4x3xf32, #csr> -> tensor<4x3xf32, #rsp>, tensor<4x3xf32, #csr>, tensor<4x3xf32, #csr>
  // expected-warning-re @below {{operator = adamw_update{{.}}input storage types = [row_sparse, row_sparse, csr, csr]}}
  %d:3 = stype.adamw_update %w, %g, %c, %c {lr = 0.1 : f64}
      : tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp>, tensor<4x3xf32, #csr>, tensor<4x3xf32, #csr> -> tensor<4x3xf32, #rsp>, tensor<4x3xf32, #csr>, tensor<4x3xf32, #csr>
  // expected-warning-re @below {{operator = adagrad_update{{.}}input storage types = [row_sparse, row_sparse, csr]}}
  %e:2 = stype.adagrad_update %w, %g, %c {lr = 0.1 : f64}
      : tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp>, tensor<4x3xf32, #csr> -> tensor<4x3xf32, #rsp>, tensor<4x3xf32, #csr>
  // expected-warning-re @below {{operator = group_adagrad_update{{.}}input storage types = [row_sparse, row_sparse, csr]}}
  %f:2 = stype.group_adagrad_update %w, %g, %h {lr = 0.1 : f64}
      : tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp>, tensor<4x1xf32, #csr> -> tensor<4x3xf32, #rsp>, tensor<4x1xf32, #csr>
  // expected-warning-re @below {{operator = ftrl_update{{.}}input storage types = [row_sparse, row_sparse, csr, csr]}}
  %i:3 = stype.ftrl_update %w, %g, %c, %c {lr = 0.1 : f64}
      : tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp>, tensor<4x3xf32, #csr>, tensor<4x3xf32, #csr> -> tensor<4x3xf32, #rsp>, tensor<4x3xf32, #csr>, tensor<4x3xf32, #csr>
  // expected-warning-re @below {{operator = signum_update{{.}}input storage types = [row_sparse, row_sparse, csr]}}
  %j:2 = stype.signum_update %w, %g, %c {lr = 0.1 : f64}
      : tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp>, tensor<4x3xf32, #csr> -> tensor<4x3xf32, #rsp>, tensor<4x3xf32, #csr>
  // expected-warning-re @below {{operator = rmsprop_update{{.}}input storage types = [row_sparse, row_sparse, csr]}}
  %k:2 = stype.rmsprop_update %w, %g, %c {lr = 0.1 : f64}
      : tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp>, tensor<4x3xf32, #csr> -> tensor<4x3xf32, #rsp>, tensor<4x3xf32, #csr>
  return
}
