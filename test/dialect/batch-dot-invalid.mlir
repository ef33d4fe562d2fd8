// RUN: stype-opt %s -split-input-file --verify-diagnostics --mlir-print-op-on-diagnostic=false

// One chunk per verifier rule of stype.batch_dot (dialect/LinalgOps.cpp,
// shared with dot).

func.func @batch_dot_rank(%x: tensor<3x4xf32>, %y: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @below {{'stype.batch_dot' op operands must be 3-D, got ranks 2 and 3}}
  %r = stype.batch_dot %x, %y : tensor<3x4xf32>, tensor<2x4x5xf32> -> tensor<2x3x5xf32>
  return %r : tensor<2x3x5xf32>
}

// -----

func.func @batch_dot_element_type(%x: tensor<2x3x4xf32>, %y: tensor<2x4x5xf64>) -> tensor<2x3x5xf64> {
  // expected-error @below {{'stype.batch_dot' op lhs, rhs and result must have the same element type}}
  %r = stype.batch_dot %x, %y : tensor<2x3x4xf32>, tensor<2x4x5xf64> -> tensor<2x3x5xf64>
  return %r : tensor<2x3x5xf64>
}

// -----

func.func @batch_dot_batch(%x: tensor<2x3x4xf32>, %y: tensor<3x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @below {{'stype.batch_dot' op batch dimensions differ: 2 vs 3}}
  %r = stype.batch_dot %x, %y : tensor<2x3x4xf32>, tensor<3x4x5xf32> -> tensor<2x3x5xf32>
  return %r : tensor<2x3x5xf32>
}

// -----

func.func @batch_dot_contraction(%x: tensor<2x3x4xf32>, %y: tensor<2x4x5xf32>) -> tensor<2x4x5xf32> {
  // expected-error @below {{'stype.batch_dot' op contraction dimensions differ: 3 vs 4}}
  %r = stype.batch_dot %x, %y {transpose_a} : tensor<2x3x4xf32>, tensor<2x4x5xf32> -> tensor<2x4x5xf32>
  return %r : tensor<2x4x5xf32>
}

// -----

func.func @batch_dot_result_shape(%x: tensor<2x3x4xf32>, %y: tensor<2x5x4xf32>) -> tensor<2x3x4xf32> {
  // expected-error @below {{'stype.batch_dot' op result shape [2, 3, 4] does not match the product shape [2, 3, 5]}}
  %r = stype.batch_dot %x, %y {transpose_b} : tensor<2x3x4xf32>, tensor<2x5x4xf32> -> tensor<2x3x4xf32>
  return %r : tensor<2x3x4xf32>
}

// -----

// The kernel sizes its result from the operands.
func.func @batch_dot_result_more_static(%x: tensor<?x3x4xf32>, %y: tensor<?x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @below {{'stype.batch_dot' op result dim 0 is static (2) but the product's is known only at run time; make it dynamic (?)}}
  %r = stype.batch_dot %x, %y : tensor<?x3x4xf32>, tensor<?x4x5xf32> -> tensor<2x3x5xf32>
  return %r : tensor<2x3x5xf32>
}
