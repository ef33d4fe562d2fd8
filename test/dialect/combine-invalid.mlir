// RUN: stype-opt %s -split-input-file --verify-diagnostics --mlir-print-op-on-diagnostic=false

// One chunk per verifier rule of dialect/CombineOps.cpp.

func.func @where_x_y_differ(%c: tensor<4x4xf32>, %x: tensor<4x4xf32>, %y: tensor<4x5xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.where' op y shape [4, 5] differs from x shape [4, 4]}}
  %r = stype.where %c, %x, %y : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x5xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @where_result_differs(%c: tensor<4x4xf32>, %x: tensor<4x4xf32>) -> tensor<4x4xf64> {
  // expected-error @below {{'stype.where' op result element type 'f64' differs from x element type 'f32'}}
  %r = stype.where %c, %x, %x : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf64>
  return %r : tensor<4x4xf64>
}

// -----

func.func @where_condition_shape(%c: tensor<4xf32>, %x: tensor<5x4xf32>) -> tensor<5x4xf32> {
  // expected-error @below {{'stype.where' op condition shape [4] must equal the shape of x [5, 4] or be 1-D with one entry per row of x}}
  %r = stype.where %c, %x, %x : tensor<4xf32>, tensor<5x4xf32>, tensor<5x4xf32> -> tensor<5x4xf32>
  return %r : tensor<5x4xf32>
}

// -----

func.func @broadcast_element_types(%a: tensor<4x4xf32>, %b: tensor<4xf64>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.broadcast_add' op lhs and rhs element types differ: 'f32' vs 'f64'}}
  %r = stype.broadcast_add %a, %b : tensor<4x4xf32>, tensor<4xf64> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @broadcast_result_element(%a: tensor<4x4xf32>, %b: tensor<4xf32>) -> tensor<4x4xf64> {
  // expected-error @below {{'stype.broadcast_sub' op result element type 'f64' differs from lhs element type 'f32'}}
  %r = stype.broadcast_sub %a, %b : tensor<4x4xf32>, tensor<4xf32> -> tensor<4x4xf64>
  return %r : tensor<4x4xf64>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @broadcast_incompatible(%a: tensor<4x6xf32, #csr>, %b: tensor<5xf32>) -> tensor<4x6xf32, #csr> {
  // expected-error @below {{'stype.broadcast_mul' op lhs shape [4, 6] and rhs shape [5] do not broadcast}}
  %r = stype.broadcast_mul %a, %b : tensor<4x6xf32, #csr>, tensor<5xf32> -> tensor<4x6xf32, #csr>
  return %r : tensor<4x6xf32, #csr>
}

// -----

func.func @broadcast_result_shape(%a: tensor<4x1xf32>, %b: tensor<6xf32>) -> tensor<4x1xf32> {
  // expected-error @below {{'stype.broadcast_div' op result shape [4, 1] does not match the broadcast shape [4, 6]}}
  %r = stype.broadcast_div %a, %b : tensor<4x1xf32>, tensor<6xf32> -> tensor<4x1xf32>
  return %r : tensor<4x1xf32>
}

// -----

func.func @add_n_empty() -> tensor<4x4xf32> {
  // expected-error @below {{'stype.add_n' op needs at least one operand}}
  %r = "stype.add_n"() : () -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @add_n_shapes(%a: tensor<4x4xf32>, %b: tensor<4x5xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.add_n' op operand #1 shape [4, 5] differs from operand #0 shape [4, 4]}}
  %r = stype.add_n %a, %b : tensor<4x4xf32>, tensor<4x5xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @add_n_result(%a: tensor<4x4xf32>) -> tensor<4x4xf64> {
  // expected-error @below {{'stype.add_n' op result element type 'f64' differs from operand #0 element type 'f32'}}
  %r = stype.add_n %a, %a : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf64>
  return %r : tensor<4x4xf64>
}

// -----

func.func @concat_empty() -> tensor<4x4xf32> {
  // expected-error @below {{'stype.concat' op needs at least one operand}}
  %r = "stype.concat"() : () -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @concat_dim_range(%a: tensor<4x4xf32>) -> tensor<4x8xf32> {
  // expected-error @below {{'stype.concat' op dim 2 is out of range for rank 2}}
  %r = stype.concat %a, %a {dim = 2 : i64} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

func.func @concat_rank(%a: tensor<4x4xf32>, %b: tensor<4x4x1xf32>) -> tensor<4x8xf32> {
  // expected-error @below {{'stype.concat' op operand #1 ('tensor<4x4x1xf32>') differs from operand #0 ('tensor<4x4xf32>') in element type or rank}}
  %r = stype.concat %a, %b : tensor<4x4xf32>, tensor<4x4x1xf32> -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

func.func @concat_other_dim(%a: tensor<4x4xf32>, %b: tensor<3x4xf32>) -> tensor<4x8xf32> {
  // expected-error @below {{'stype.concat' op operand #1 shape [3, 4] differs from operand #0 shape [4, 4] outside dimension 1}}
  %r = stype.concat %a, %b : tensor<4x4xf32>, tensor<3x4xf32> -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

// Each operand's 2^61 - 1 floats (2^63 - 4 bytes) fit int64; five of them
// joined do not.
func.func @concat_overflow(%a: tensor<2305843009213693951xf32>) -> tensor<?xf32> {
  // expected-error @below {{'stype.concat' op the joined dimension 0 overflows int64 at operand #4 (its sizes add up past 9223372036854775807)}}
  %r = stype.concat %a, %a, %a, %a, %a {dim = 0 : i64} : tensor<2305843009213693951xf32>, tensor<2305843009213693951xf32>, tensor<2305843009213693951xf32>, tensor<2305843009213693951xf32>, tensor<2305843009213693951xf32> -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

func.func @concat_result(%a: tensor<4x4xf32>, %b: tensor<4x2xf32>) -> tensor<4x7xf32> {
  // expected-error @below {{'stype.concat' op result type 'tensor<4x7xf32>' does not match the joined shape [4, 6] of element type 'f32'}}
  %r = stype.concat %a, %b : tensor<4x4xf32>, tensor<4x2xf32> -> tensor<4x7xf32>
  return %r : tensor<4x7xf32>
}

// -----

func.func @combine_0d(%a: tensor<f32>) -> tensor<f32> {
  // expected-error @below {{'stype.add_n' op 0-d tensors are not supported}}
  %r = stype.add_n %a : tensor<f32> -> tensor<f32>
  return %r : tensor<f32>
}
