// RUN: stype-opt %s -split-input-file --verify-diagnostics --mlir-print-op-on-diagnostic=false

// One chunk per verifier rule of the binary-and-scatter group of elementwise ops
// (maximum, minimum, hypot, grad_add, power, scatter_elemwise_div,
// scatter_plus/minus_scalar, quadratic) and the ODS checks in front of them.

#coo = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @maximum_unsupported_encoding(%x: tensor<4x4xf32, #coo>, %y: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.maximum' op operand #0 has an unsupported storage encoding}}
  %r = stype.maximum %x, %y : tensor<4x4xf32, #coo>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @minimum_rhs_shape(%a: tensor<4x4xf32>, %b: tensor<4x5xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.minimum' op rhs shape [4, 5] differs from lhs shape [4, 4]}}
  %r = stype.minimum %a, %b : tensor<4x4xf32>, tensor<4x5xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @hypot_rhs_element(%a: tensor<4x4xf32>, %b: tensor<4x4xf64>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.hypot' op rhs element type 'f64' differs from lhs element type 'f32'}}
  %r = stype.hypot %a, %b : tensor<4x4xf32>, tensor<4x4xf64> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @grad_add_result_shape(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<2x4xf32> {
  // expected-error @below {{'stype.grad_add' op result shape [2, 4] differs from lhs shape [4, 4]}}
  %r = stype.grad_add %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}

// -----

func.func @power_result_element(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf64> {
  // expected-error @below {{'stype.power' op result element type 'f64' differs from lhs element type 'f32'}}
  %r = stype.power %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf64>
  return %r : tensor<4x4xf64>
}

// -----

func.func @scatter_elemwise_div_0d(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  // expected-error @below {{'stype.scatter_elemwise_div' op 0-d tensors are not supported}}
  %r = stype.scatter_elemwise_div %a, %b : tensor<f32>, tensor<f32> -> tensor<f32>
  return %r : tensor<f32>
}

// -----

func.func @scatter_elemwise_div_integer(%a: tensor<4x4xi32>, %b: tensor<4x4xi32>) -> tensor<4x4xi32> {
  // expected-error @below {{'stype.scatter_elemwise_div' op operand #0 must be ranked tensor of 32-bit float or 64-bit float values}}
  %r = stype.scatter_elemwise_div %a, %b : tensor<4x4xi32>, tensor<4x4xi32> -> tensor<4x4xi32>
  return %r : tensor<4x4xi32>
}

// -----

func.func @scatter_plus_scalar_result_shape(%a: tensor<4x4xf32>) -> tensor<5x4xf32> {
  // expected-error @below {{'stype.scatter_plus_scalar' op result shape [5, 4] differs from data shape [4, 4]}}
  %r = stype.scatter_plus_scalar %a {scalar = 1.0 : f64} : tensor<4x4xf32> -> tensor<5x4xf32>
  return %r : tensor<5x4xf32>
}

// -----

func.func @scatter_minus_scalar_no_scalar(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.scatter_minus_scalar' op requires attribute 'scalar'}}
  %r = stype.scatter_minus_scalar %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @scatter_minus_scalar_result_element(%a: tensor<4x4xf64>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.scatter_minus_scalar' op result element type 'f32' differs from data element type 'f64'}}
  %r = stype.scatter_minus_scalar %a {scalar = 1.0 : f64} : tensor<4x4xf64> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @quadratic_no_c(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.quadratic' op requires attribute 'c'}}
  %r = stype.quadratic %a {a = 1.0 : f64, b = 1.0 : f64} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @quadratic_a_not_f64(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.quadratic' op attribute 'a' failed to satisfy constraint: 64-bit float attribute}}
  %r = stype.quadratic %a {a = 1 : i32, b = 1.0 : f64, c = 0.0 : f64} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @quadratic_result_shape(%a: tensor<4x4xf32>) -> tensor<4x3xf32> {
  // expected-error @below {{'stype.quadratic' op result shape [4, 3] differs from data shape [4, 4]}}
  %r = stype.quadratic %a {a = 1.0 : f64, b = 1.0 : f64, c = 0.0 : f64} : tensor<4x4xf32> -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

func.func @quadratic_result_element(%a: tensor<4x4xf32>) -> tensor<4x4xf64> {
  // expected-error @below {{'stype.quadratic' op result element type 'f64' differs from data element type 'f32'}}
  %r = stype.quadratic %a {a = 1.0 : f64, b = 1.0 : f64, c = 0.0 : f64} : tensor<4x4xf32> -> tensor<4x4xf64>
  return %r : tensor<4x4xf64>
}
