// RUN: stype-opt %s -split-input-file --verify-diagnostics --mlir-print-op-on-diagnostic=false

// One chunk per verifier rule of the backward ops of the unary functions
// (`<f>_grad`, MXNet's `_backward_<f>`) and the ODS checks in front of them.
// The rules are shared by every op of the family; each chunk uses another op.

#coo = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @relu_grad_unsupported_encoding(%a: tensor<4x4xf32, #coo>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.relu_grad' op operand #0 has an unsupported storage encoding}}
  %r = stype.relu_grad %a, %b : tensor<4x4xf32, #coo>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @sqrt_grad_rhs_shape(%a: tensor<4x4xf32>, %b: tensor<4x5xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.sqrt_grad' op rhs shape [4, 5] differs from lhs shape [4, 4]}}
  %r = stype.sqrt_grad %a, %b : tensor<4x4xf32>, tensor<4x5xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @square_grad_rhs_element(%a: tensor<4x4xf32>, %b: tensor<4x4xf64>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.square_grad' op rhs element type 'f64' differs from lhs element type 'f32'}}
  %r = stype.square_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf64> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @log_grad_result_shape(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<2x4xf32> {
  // expected-error @below {{'stype.log_grad' op result shape [2, 4] differs from lhs shape [4, 4]}}
  %r = stype.log_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}

// -----

func.func @tanh_grad_result_element(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf64> {
  // expected-error @below {{'stype.tanh_grad' op result element type 'f64' differs from lhs element type 'f32'}}
  %r = stype.tanh_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf64>
  return %r : tensor<4x4xf64>
}

// -----

func.func @abs_grad_0d(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  // expected-error @below {{'stype.abs_grad' op 0-d tensors are not supported}}
  %r = stype.abs_grad %a, %b : tensor<f32>, tensor<f32> -> tensor<f32>
  return %r : tensor<f32>
}
