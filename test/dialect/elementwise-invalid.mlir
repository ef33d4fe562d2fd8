// RUN: stype-opt %s -split-input-file --verify-diagnostics --mlir-print-op-on-diagnostic=false

// One chunk per verifier rule of the elementwise family
// (dialect/ElementwiseOps.cpp) and the ODS checks in front of them.

#coo = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @binary_unsupported_encoding(%x: tensor<4x4xf32, #coo>, %y: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.elemwise_mul' op operand #0 has an unsupported storage encoding}}
  %r = stype.elemwise_mul %x, %y : tensor<4x4xf32, #coo>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @binary_rhs_shape(%a: tensor<4x4xf32>, %b: tensor<4x5xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.elemwise_div' op rhs shape [4, 5] differs from lhs shape [4, 4]}}
  %r = stype.elemwise_div %a, %b : tensor<4x4xf32>, tensor<4x5xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @binary_rhs_element(%a: tensor<4x4xf32>, %b: tensor<4x4xf64>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.elemwise_mul' op rhs element type 'f64' differs from lhs element type 'f32'}}
  %r = stype.elemwise_mul %a, %b : tensor<4x4xf32>, tensor<4x4xf64> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @binary_result_shape(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<2x4xf32> {
  // expected-error @below {{'stype.elemwise_div' op result shape [2, 4] differs from lhs shape [4, 4]}}
  %r = stype.elemwise_div %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}

// -----

func.func @binary_rank0(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  // expected-error @below {{'stype.elemwise_mul' op 0-d tensors are not supported}}
  %r = stype.elemwise_mul %a, %b : tensor<f32>, tensor<f32> -> tensor<f32>
  return %r : tensor<f32>
}

// -----

func.func @unary_result_shape(%a: tensor<4x4xf32>) -> tensor<4x3xf32> {
  // expected-error @below {{'stype.sqrt' op result shape [4, 3] differs from data shape [4, 4]}}
  %r = stype.sqrt %a : tensor<4x4xf32> -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

func.func @unary_result_element(%a: tensor<4x4xf64>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.exp' op result element type 'f32' differs from data element type 'f64'}}
  %r = stype.exp %a : tensor<4x4xf64> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @unary_integer(%a: tensor<4x4xi32>) -> tensor<4x4xi32> {
  // expected-error @below {{'stype.relu' op operand #0 must be ranked tensor of 32-bit float or 64-bit float values}}
  %r = stype.relu %a : tensor<4x4xi32> -> tensor<4x4xi32>
  return %r : tensor<4x4xi32>
}

// -----

func.func @scalar_result_shape(%a: tensor<4x4xf32>) -> tensor<5x4xf32> {
  // expected-error @below {{'stype.mul_scalar' op result shape [5, 4] differs from data shape [4, 4]}}
  %r = stype.mul_scalar %a {scalar = 2.0 : f64} : tensor<4x4xf32> -> tensor<5x4xf32>
  return %r : tensor<5x4xf32>
}

// -----

func.func @scalar_missing(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.plus_scalar' op requires attribute 'scalar'}}
  %r = stype.plus_scalar %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @scalar_not_f64(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.greater_scalar' op attribute 'scalar' failed to satisfy constraint: 64-bit float attribute}}
  %r = stype.greater_scalar %a {scalar = 1.0 : f32} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @clip_result_element(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf64, #csr> {
  // expected-error @below {{'stype.clip' op result element type 'f64' differs from data element type 'f32'}}
  %r = stype.clip %a {a_min = 0.0 : f64, a_max = 1.0 : f64} : tensor<4x4xf32, #csr> -> tensor<4x4xf64, #csr>
  return %r : tensor<4x4xf64, #csr>
}

// -----

func.func @clip_missing_bound(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.clip' op requires attribute 'a_max'}}
  %r = stype.clip %a {a_min = 0.0 : f64} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
