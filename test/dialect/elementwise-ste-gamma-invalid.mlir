// RUN: stype-opt %s -split-input-file --verify-diagnostics --mlir-print-op-on-diagnostic=false

// One chunk per verifier rule of the ste-and-gamma group of elementwise ops
// (round_ste, sign_ste, block_grad, make_loss, zeros_like, gamma, gammaln,
// gamma_grad, gammaln_grad) and the ODS checks in front of them.

#coo = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @round_ste_unsupported_encoding(%x: tensor<4x4xf32, #coo>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.round_ste' op operand #0 has an unsupported storage encoding}}
  %r = stype.round_ste %x : tensor<4x4xf32, #coo> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @sign_ste_result_shape(%x: tensor<4x4xf32>) -> tensor<4x5xf32> {
  // expected-error @below {{'stype.sign_ste' op result shape [4, 5] differs from data shape [4, 4]}}
  %r = stype.sign_ste %x : tensor<4x4xf32> -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

// -----

func.func @block_grad_result_element(%x: tensor<4x4xf32>) -> tensor<4x4xf64> {
  // expected-error @below {{'stype.block_grad' op result element type 'f64' differs from data element type 'f32'}}
  %r = stype.block_grad %x : tensor<4x4xf32> -> tensor<4x4xf64>
  return %r : tensor<4x4xf64>
}

// -----

func.func @make_loss_integer(%x: tensor<4x4xi32>) -> tensor<4x4xi32> {
  // expected-error @below {{'stype.make_loss' op operand #0 must be ranked tensor of 32-bit float or 64-bit float values}}
  %r = stype.make_loss %x : tensor<4x4xi32> -> tensor<4x4xi32>
  return %r : tensor<4x4xi32>
}

// -----

#coo = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @zeros_like_unsupported_encoding(%x: tensor<4x4xf32>) -> tensor<4x4xf32, #coo> {
  // expected-error @below {{'stype.zeros_like' op result #0 has an unsupported storage encoding}}
  %r = stype.zeros_like %x : tensor<4x4xf32> -> tensor<4x4xf32, #coo>
  return %r : tensor<4x4xf32, #coo>
}

// -----

func.func @zeros_like_result_shape(%x: tensor<4x4xf32>) -> tensor<3x4xf32> {
  // expected-error @below {{'stype.zeros_like' op result shape [3, 4] differs from data shape [4, 4]}}
  %r = stype.zeros_like %x : tensor<4x4xf32> -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// -----

func.func @zeros_like_result_element(%x: tensor<4x4xf64>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.zeros_like' op result element type 'f32' differs from data element type 'f64'}}
  %r = stype.zeros_like %x : tensor<4x4xf64> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @gamma_result_shape(%x: tensor<4x4xf32>) -> tensor<4x4x1xf32> {
  // expected-error @below {{'stype.gamma' op result shape [4, 4, 1] differs from data shape [4, 4]}}
  %r = stype.gamma %x : tensor<4x4xf32> -> tensor<4x4x1xf32>
  return %r : tensor<4x4x1xf32>
}

// -----

func.func @gammaln_result_element(%x: tensor<4x4xf64>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.gammaln' op result element type 'f32' differs from data element type 'f64'}}
  %r = stype.gammaln %x : tensor<4x4xf64> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @gamma_grad_rhs_shape(%a: tensor<4x4xf32>, %b: tensor<4x5xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.gamma_grad' op rhs shape [4, 5] differs from lhs shape [4, 4]}}
  %r = stype.gamma_grad %a, %b : tensor<4x4xf32>, tensor<4x5xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @gammaln_grad_result_element(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf64> {
  // expected-error @below {{'stype.gammaln_grad' op result element type 'f64' differs from lhs element type 'f32'}}
  %r = stype.gammaln_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf64>
  return %r : tensor<4x4xf64>
}

// -----

#coo = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @gammaln_grad_unsupported_encoding(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #coo>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.gammaln_grad' op operand #1 has an unsupported storage encoding}}
  %r = stype.gammaln_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #coo> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @zeros_like_0d(%x: tensor<f32>) -> tensor<f32> {
  // expected-error @below {{'stype.zeros_like' op 0-d tensors are not supported}}
  %r = stype.zeros_like %x : tensor<f32> -> tensor<f32>
  return %r : tensor<f32>
}
