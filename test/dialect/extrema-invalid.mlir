// RUN: stype-opt %s -split-input-file --verify-diagnostics --mlir-print-op-on-diagnostic=false

// One chunk per verifier rule of max, min and argmax (dialect/ReductionOps.cpp:
// the reductions' shared verifier).

func.func @max_axis_out_of_range(%x: tensor<4x5xf32>) -> tensor<4xf32> {
  // expected-error @below {{'stype.max' op axis 2 is out of range for a 2-D data}}
  %r = stype.max %x {axis = 2 : i64} : tensor<4x5xf32> -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @argmax_axis_negative_out_of_range(%x: tensor<4x5xf32>) -> tensor<4xf32> {
  // expected-error @below {{'stype.argmax' op axis -3 is out of range for a 2-D data}}
  %r = stype.argmax %x {axis = -3 : i64} : tensor<4x5xf32> -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @min_exclude_without_axis(%x: tensor<4x5xf32>) -> tensor<1xf32> {
  // expected-error @below {{'stype.min' op exclude needs an axis}}
  %r = stype.min %x {exclude} : tensor<4x5xf32> -> tensor<1xf32>
  return %r : tensor<1xf32>
}

// -----

func.func @max_element_type(%x: tensor<4x5xf32>) -> tensor<5xf64> {
  // expected-error @below {{'stype.max' op data and result must have the same element type}}
  %r = stype.max %x {axis = 0 : i64} : tensor<4x5xf32> -> tensor<5xf64>
  return %r : tensor<5xf64>
}

// -----

// MXNet's argmax returns indices as floats of data's type.
func.func @argmax_element_type(%x: tensor<4x5xf32>) -> tensor<4xf64> {
  // expected-error @below {{'stype.argmax' op data and result must have the same element type}}
  %r = stype.argmax %x {axis = 1 : i64} : tensor<4x5xf32> -> tensor<4xf64>
  return %r : tensor<4xf64>
}

// -----

func.func @min_shape(%x: tensor<4x5xf32>) -> tensor<4xf32> {
  // expected-error @below {{'stype.min' op result shape [4] does not match the reduced shape [5]}}
  %r = stype.min %x {axis = 0 : i64} : tensor<4x5xf32> -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @argmax_keepdims_shape(%x: tensor<4x5xf32>) -> tensor<4xf32> {
  // expected-error @below {{'stype.argmax' op result shape [4] does not match the reduced shape [4, 1]}}
  %r = stype.argmax %x {axis = 1 : i64, keepdims} : tensor<4x5xf32> -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// The kernel sizes its result from the data.
func.func @max_result_more_static(%x: tensor<?x5xf32>) -> tensor<3xf32> {
  // expected-error @below {{'stype.max' op result dim 0 is static (3) but the reduced shape's is known only at run time; make it dynamic (?)}}
  %r = stype.max %x {axis = 1 : i64} : tensor<?x5xf32> -> tensor<3xf32>
  return %r : tensor<3xf32>
}

// -----

func.func @argmax_zero_d(%x: tensor<4x5xf32>) -> tensor<f32> {
  // expected-error @below {{'stype.argmax' op 0-d tensors are not supported}}
  %r = stype.argmax %x : tensor<4x5xf32> -> tensor<f32>
  return %r : tensor<f32>
}
