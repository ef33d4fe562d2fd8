// RUN: stype-opt %s --stype-infer-storage=verbose=1 --verify-diagnostics --mlir-print-op-on-diagnostic=false | FileCheck %s

// Inference of the ste-and-gamma group of elementwise ops for every operand-kind
// combination (MXNet's FInferStorageType, mxnet-semantics §3.4): the
// zero-preserving round_ste, sign_ste, block_grad, make_loss and zeros_like
// (ElemwiseStorageType<1, 1, false, true, true>: the kind is kept), gamma and
// gammaln (no sparse inference: dense fallback with the warning) and their
// backward ops gamma_grad and gammaln_grad (SparseSparseWithDenseResult: a
// default operand or two row_sparse dispatch to a kernel without warning).

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// round_ste
// CHECK-LABEL: func.func @round_ste_d(
// CHECK-NEXT:    %[[R:.*]] = stype.round_ste %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @round_ste_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = round_ste, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.round_ste %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @round_ste_r(
// CHECK-NEXT:    %[[R:.*]] = stype.round_ste %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @round_ste_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32, #rsp> {
  // expected-remark @below {{operator = round_ste, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.round_ste %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32, #rsp>
  return %r : tensor<4x4xf32, #rsp>
}

// CHECK-LABEL: func.func @round_ste_c(
// CHECK-NEXT:    %[[R:.*]] = stype.round_ste %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @round_ste_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32, #csr> {
  // expected-remark @below {{operator = round_ste, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.round_ste %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
  return %r : tensor<4x4xf32, #csr>
}

// sign_ste
// CHECK-LABEL: func.func @sign_ste_d(
// CHECK-NEXT:    %[[R:.*]] = stype.sign_ste %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @sign_ste_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sign_ste, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.sign_ste %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sign_ste_r(
// CHECK-NEXT:    %[[R:.*]] = stype.sign_ste %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @sign_ste_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32, #rsp> {
  // expected-remark @below {{operator = sign_ste, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.sign_ste %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32, #rsp>
  return %r : tensor<4x4xf32, #rsp>
}

// CHECK-LABEL: func.func @sign_ste_c(
// CHECK-NEXT:    %[[R:.*]] = stype.sign_ste %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @sign_ste_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32, #csr> {
  // expected-remark @below {{operator = sign_ste, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.sign_ste %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
  return %r : tensor<4x4xf32, #csr>
}

// block_grad
// CHECK-LABEL: func.func @block_grad_d(
// CHECK-NEXT:    %[[R:.*]] = stype.block_grad %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @block_grad_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = block_grad, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.block_grad %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @block_grad_r(
// CHECK-NEXT:    %[[R:.*]] = stype.block_grad %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @block_grad_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32, #rsp> {
  // expected-remark @below {{operator = block_grad, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.block_grad %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32, #rsp>
  return %r : tensor<4x4xf32, #rsp>
}

// CHECK-LABEL: func.func @block_grad_c(
// CHECK-NEXT:    %[[R:.*]] = stype.block_grad %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @block_grad_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32, #csr> {
  // expected-remark @below {{operator = block_grad, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.block_grad %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
  return %r : tensor<4x4xf32, #csr>
}

// make_loss
// CHECK-LABEL: func.func @make_loss_d(
// CHECK-NEXT:    %[[R:.*]] = stype.make_loss %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @make_loss_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = make_loss, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.make_loss %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @make_loss_r(
// CHECK-NEXT:    %[[R:.*]] = stype.make_loss %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @make_loss_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32, #rsp> {
  // expected-remark @below {{operator = make_loss, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.make_loss %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32, #rsp>
  return %r : tensor<4x4xf32, #rsp>
}

// CHECK-LABEL: func.func @make_loss_c(
// CHECK-NEXT:    %[[R:.*]] = stype.make_loss %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @make_loss_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32, #csr> {
  // expected-remark @below {{operator = make_loss, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.make_loss %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
  return %r : tensor<4x4xf32, #csr>
}

// zeros_like
// CHECK-LABEL: func.func @zeros_like_d(
// CHECK-NEXT:    %[[R:.*]] = stype.zeros_like %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @zeros_like_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = zeros_like, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.zeros_like %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @zeros_like_r(
// CHECK-NEXT:    %[[R:.*]] = stype.zeros_like %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @zeros_like_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32, #rsp> {
  // expected-remark @below {{operator = zeros_like, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.zeros_like %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32, #rsp>
  return %r : tensor<4x4xf32, #rsp>
}

// CHECK-LABEL: func.func @zeros_like_c(
// CHECK-NEXT:    %[[R:.*]] = stype.zeros_like %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @zeros_like_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32, #csr> {
  // expected-remark @below {{operator = zeros_like, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.zeros_like %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
  return %r : tensor<4x4xf32, #csr>
}

// gamma
// CHECK-LABEL: func.func @gamma_d(
// CHECK-NEXT:    %[[R:.*]] = stype.gamma %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @gamma_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = gamma, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.gamma %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @gamma_r(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.gamma %[[A0]] : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @gamma_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = gamma{{.}}input storage types = [row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = gamma, input storage types = [row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.gamma %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @gamma_c(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.gamma %[[A0]] : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @gamma_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = gamma{{.}}input storage types = [csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = gamma, input storage types = [csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.gamma %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// gammaln
// CHECK-LABEL: func.func @gammaln_d(
// CHECK-NEXT:    %[[R:.*]] = stype.gammaln %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @gammaln_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = gammaln, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.gammaln %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @gammaln_r(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.gammaln %[[A0]] : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @gammaln_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = gammaln{{.}}input storage types = [row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = gammaln, input storage types = [row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.gammaln %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @gammaln_c(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.gammaln %[[A0]] : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @gammaln_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = gammaln{{.}}input storage types = [csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = gammaln, input storage types = [csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.gammaln %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// gamma_grad
// CHECK-LABEL: func.func @gamma_grad_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.gamma_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @gamma_grad_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = gamma_grad, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.gamma_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @gamma_grad_dr(
// CHECK-NEXT:    %[[R:.*]] = stype.gamma_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @gamma_grad_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = gamma_grad, input storage types = [default, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.gamma_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @gamma_grad_dc(
// CHECK-NEXT:    %[[R:.*]] = stype.gamma_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @gamma_grad_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = gamma_grad, input storage types = [default, csr], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.gamma_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @gamma_grad_rd(
// CHECK-NEXT:    %[[R:.*]] = stype.gamma_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @gamma_grad_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = gamma_grad, input storage types = [row_sparse, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.gamma_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @gamma_grad_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.gamma_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @gamma_grad_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = gamma_grad, input storage types = [row_sparse, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.gamma_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @gamma_grad_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.gamma_grad %[[A0]], %[[A1]] : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @gamma_grad_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = gamma_grad{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = gamma_grad, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.gamma_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @gamma_grad_cd(
// CHECK-NEXT:    %[[R:.*]] = stype.gamma_grad %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @gamma_grad_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = gamma_grad, input storage types = [csr, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.gamma_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @gamma_grad_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.gamma_grad %[[A0]], %[[A1]] : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @gamma_grad_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = gamma_grad{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = gamma_grad, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.gamma_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @gamma_grad_cc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.gamma_grad %[[A0]], %[[A1]] : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @gamma_grad_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = gamma_grad{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = gamma_grad, input storage types = [csr, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.gamma_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// gammaln_grad
// CHECK-LABEL: func.func @gammaln_grad_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.gammaln_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @gammaln_grad_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = gammaln_grad, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.gammaln_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @gammaln_grad_dr(
// CHECK-NEXT:    %[[R:.*]] = stype.gammaln_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @gammaln_grad_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = gammaln_grad, input storage types = [default, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.gammaln_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @gammaln_grad_dc(
// CHECK-NEXT:    %[[R:.*]] = stype.gammaln_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @gammaln_grad_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = gammaln_grad, input storage types = [default, csr], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.gammaln_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @gammaln_grad_rd(
// CHECK-NEXT:    %[[R:.*]] = stype.gammaln_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @gammaln_grad_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = gammaln_grad, input storage types = [row_sparse, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.gammaln_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @gammaln_grad_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.gammaln_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @gammaln_grad_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = gammaln_grad, input storage types = [row_sparse, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.gammaln_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @gammaln_grad_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.gammaln_grad %[[A0]], %[[A1]] : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @gammaln_grad_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = gammaln_grad{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = gammaln_grad, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.gammaln_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @gammaln_grad_cd(
// CHECK-NEXT:    %[[R:.*]] = stype.gammaln_grad %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @gammaln_grad_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = gammaln_grad, input storage types = [csr, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.gammaln_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @gammaln_grad_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.gammaln_grad %[[A0]], %[[A1]] : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @gammaln_grad_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = gammaln_grad{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = gammaln_grad, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.gammaln_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @gammaln_grad_cc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.gammaln_grad %[[A0]], %[[A1]] : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @gammaln_grad_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = gammaln_grad{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = gammaln_grad, input storage types = [csr, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.gammaln_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// 3-D row_sparse keeps its kind (zeros_like: no stored rows).
#rsp3 = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : dense, k : dense), posWidth = 64, crdWidth = 64 }>
// CHECK-LABEL: func.func @rsp3(
// CHECK-NEXT:    %[[A:.*]] = stype.round_ste %{{.*}} : tensor<4x2x3xf64, #row_sparse3> -> tensor<4x2x3xf64, #row_sparse3>
// CHECK-NEXT:    %[[B:.*]] = stype.zeros_like %[[A]] : tensor<4x2x3xf64, #row_sparse3> -> tensor<4x2x3xf64, #row_sparse3>
// CHECK-NEXT:    return %[[B]]
func.func @rsp3(%a: tensor<4x2x3xf64, #rsp3>) -> tensor<4x2x3xf64, #rsp3> {
  // expected-remark @below {{operator = round_ste, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.round_ste %a : tensor<4x2x3xf64, #rsp3> -> tensor<4x2x3xf64, #rsp3>
  // expected-remark @below {{operator = zeros_like, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %z = stype.zeros_like %r : tensor<4x2x3xf64, #rsp3> -> tensor<4x2x3xf64, #rsp3>
  return %z : tensor<4x2x3xf64, #rsp3>
}

