// RUN: stype-opt %s -split-input-file --verify-diagnostics --mlir-print-op-on-diagnostic=false

// One chunk per verifier rule of dialect/ShapeOps.cpp.

func.func @reshape_element_type(%x: tensor<4x3xf32>) -> tensor<12xf64> {
  // expected-error @below {{'stype.reshape' op data and result must have the same element type}}
  %r = stype.reshape %x {shape = array<i64: 12>} : tensor<4x3xf32> -> tensor<12xf64>
  return %r : tensor<12xf64>
}

// -----

func.func @reshape_special(%x: tensor<4x3xf32>) -> tensor<12xf32> {
  // expected-error @below {{'stype.reshape' op shape value -2 at position 0 is not supported (only sizes, 0 and -1; MXNet's -2, -3 and -4 are not)}}
  %r = stype.reshape %x {shape = array<i64: -2>} : tensor<4x3xf32> -> tensor<12xf32>
  return %r : tensor<12xf32>
}

// -----

func.func @reshape_two_infer(%x: tensor<4x3xf32>) -> tensor<2x6xf32> {
  // expected-error @below {{'stype.reshape' op shape may contain at most one -1}}
  %r = stype.reshape %x {shape = array<i64: -1, -1>} : tensor<4x3xf32> -> tensor<2x6xf32>
  return %r : tensor<2x6xf32>
}

// -----

func.func @reshape_copy_rank(%x: tensor<12xf32>) -> tensor<12x1xf32> {
  // expected-error @below {{'stype.reshape' op shape value 0 at position 1 copies dimension 1 of data, which has rank 1}}
  %r = stype.reshape %x {shape = array<i64: 12, 0>} : tensor<12xf32> -> tensor<12x1xf32>
  return %r : tensor<12x1xf32>
}

// -----

func.func @reshape_infer_divides(%x: tensor<4x3xf32>) -> tensor<5x?xf32> {
  // expected-error @below {{'stype.reshape' op cannot infer the -1 dimension: data has 12 elements, the other dimensions multiply to 5}}
  %r = stype.reshape %x {shape = array<i64: 5, -1>} : tensor<4x3xf32> -> tensor<5x?xf32>
  return %r : tensor<5x?xf32>
}

// -----

func.func @reshape_count(%x: tensor<4x3xf32>) -> tensor<5x2xf32> {
  // expected-error @below {{'stype.reshape' op data has 12 elements, shape [5, 2] has 10}}
  %r = stype.reshape %x {shape = array<i64: 5, 2>} : tensor<4x3xf32> -> tensor<5x2xf32>
  return %r : tensor<5x2xf32>
}

// -----

func.func @reshape_count_overflow(%x: tensor<?xf32>) -> tensor<?x?x?xf32> {
  // expected-error @below {{'stype.reshape' op shape [4294967296, ?, 4294967296] element count overflows int64 (its static sizes multiply past 9223372036854775807)}}
  %r = stype.reshape %x {shape = array<i64: 4294967296, -1, 4294967296>} : tensor<?xf32> -> tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}

// -----

func.func @reshape_result(%x: tensor<4x3xf32>) -> tensor<3x4xf32> {
  // expected-error @below {{'stype.reshape' op result shape [3, 4] does not match the reshaped shape [4, 3]}}
  %r = stype.reshape %x {shape = array<i64: 0, -1>} : tensor<4x3xf32> -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// -----

func.func @reshape_more_static(%x: tensor<?x6xf32>) -> tensor<4x3xf32> {
  // expected-error @below {{'stype.reshape' op result dim 0 is static (4) but the reshaped shape's is known only at run time; make it dynamic (?)}}
  %r = stype.reshape %x {shape = array<i64: -1, 3>} : tensor<?x6xf32> -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

func.func @transpose_length(%x: tensor<2x3x4xf32>) -> tensor<3x2x4xf32> {
  // expected-error @below {{'stype.transpose' op axes must have one entry per dimension (3), got 2}}
  %r = stype.transpose %x {axes = array<i64: 1, 0>} : tensor<2x3x4xf32> -> tensor<3x2x4xf32>
  return %r : tensor<3x2x4xf32>
}

// -----

func.func @transpose_permutation(%x: tensor<2x3x4xf32>) -> tensor<3x3x4xf32> {
  // expected-error @below {{'stype.transpose' op axes must be a permutation of 0..2, got [1, 1, 2]}}
  %r = stype.transpose %x {axes = array<i64: 1, 1, 2>} : tensor<2x3x4xf32> -> tensor<3x3x4xf32>
  return %r : tensor<3x3x4xf32>
}

// -----

func.func @transpose_result(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @below {{'stype.transpose' op result shape [2, 3] does not match the transposed shape [3, 2]}}
  %r = stype.transpose %x : tensor<2x3xf32> -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

func.func @broadcast_to_negative(%x: tensor<3x1xf32>) -> tensor<3x5xf32> {
  // expected-error @below {{'stype.broadcast_to' op shape value -1 at position 1 must be a size or 0 (keep the dimension)}}
  %r = stype.broadcast_to %x {shape = array<i64: 0, -1>} : tensor<3x1xf32> -> tensor<3x5xf32>
  return %r : tensor<3x5xf32>
}

// -----

func.func @broadcast_to_rank(%x: tensor<3x1xf32>) -> tensor<2x3x5xf32> {
  // expected-error @below {{'stype.broadcast_to' op the input has rank 2, shape has 3 dimensions (they must be equal)}}
  %r = stype.broadcast_to %x {shape = array<i64: 2, 3, 5>} : tensor<3x1xf32> -> tensor<2x3x5xf32>
  return %r : tensor<2x3x5xf32>
}

// -----

func.func @broadcast_to_size(%x: tensor<3x2xf32>) -> tensor<3x5xf32> {
  // expected-error @below {{'stype.broadcast_to' op dimension 1 of size 2 cannot be broadcast to 5 (only size 1 broadcasts)}}
  %r = stype.broadcast_to %x {shape = array<i64: 0, 5>} : tensor<3x2xf32> -> tensor<3x5xf32>
  return %r : tensor<3x5xf32>
}

// -----

func.func @broadcast_to_result(%x: tensor<3x1xf32>) -> tensor<3x4xf32> {
  // expected-error @below {{'stype.broadcast_to' op result shape [3, 4] does not match the broadcast shape [3, 5]}}
  %r = stype.broadcast_to %x {shape = array<i64: 0, 5>} : tensor<3x1xf32> -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// -----

func.func @broadcast_like_element_type(%x: tensor<1x4xf32>, %y: tensor<3x4xf32>) -> tensor<3x4xf64> {
  // expected-error @below {{'stype.broadcast_like' op lhs and result must have the same element type}}
  %r = stype.broadcast_like %x, %y : tensor<1x4xf32>, tensor<3x4xf32> -> tensor<3x4xf64>
  return %r : tensor<3x4xf64>
}

// -----

func.func @broadcast_like_size(%x: tensor<2x4xf32>, %y: tensor<3x4xf32>) -> tensor<3x4xf32> {
  // expected-error @below {{'stype.broadcast_like' op dimension 0 of size 2 cannot be broadcast to 3 (only size 1 broadcasts)}}
  %r = stype.broadcast_like %x, %y : tensor<2x4xf32>, tensor<3x4xf32> -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// -----

func.func @broadcast_like_more_static(%x: tensor<1x4xf32>, %y: tensor<?x4xf32>) -> tensor<3x4xf32> {
  // expected-error @below {{'stype.broadcast_like' op result dim 0 is static (3) but the shape of rhs's is known only at run time; make it dynamic (?)}}
  %r = stype.broadcast_like %x, %y : tensor<1x4xf32>, tensor<?x4xf32> -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// -----

func.func @broadcast_axis_element_type(%x: tensor<3x1xf32>) -> tensor<3x5xf64> {
  // expected-error @below {{'stype.broadcast_axis' op data and result must have the same element type}}
  %r = stype.broadcast_axis %x {axis = array<i64: 1>, size = array<i64: 5>} : tensor<3x1xf32> -> tensor<3x5xf64>
  return %r : tensor<3x5xf64>
}

// -----

func.func @broadcast_axis_lengths(%x: tensor<3x1xf32>) -> tensor<3x5xf32> {
  // expected-error @below {{'stype.broadcast_axis' op axis and size must have the same length, got 1 and 2}}
  %r = stype.broadcast_axis %x {axis = array<i64: 1>, size = array<i64: 5, 2>} : tensor<3x1xf32> -> tensor<3x5xf32>
  return %r : tensor<3x5xf32>
}

// -----

func.func @broadcast_axis_axis_range(%x: tensor<3x1xf32>) -> tensor<3x5xf32> {
  // expected-error @below {{'stype.broadcast_axis' op axis -3 is out of range for rank 2}}
  %r = stype.broadcast_axis %x {axis = array<i64: -3>, size = array<i64: 5>} : tensor<3x1xf32> -> tensor<3x5xf32>
  return %r : tensor<3x5xf32>
}

// -----

func.func @broadcast_axis_axis_twice(%x: tensor<3x1xf32>) -> tensor<3x5xf32> {
  // expected-error @below {{'stype.broadcast_axis' op axis -1 names dimension 1 a second time}}
  %r = stype.broadcast_axis %x {axis = array<i64: 1, -1>, size = array<i64: 1, 5>} : tensor<3x1xf32> -> tensor<3x5xf32>
  return %r : tensor<3x5xf32>
}

// -----

func.func @broadcast_axis_negative_size(%x: tensor<3x1xf32>) -> tensor<3x5xf32> {
  // expected-error @below {{'stype.broadcast_axis' op size -5 for axis 1 must be non-negative}}
  %r = stype.broadcast_axis %x {axis = array<i64: 1>, size = array<i64: -5>} : tensor<3x1xf32> -> tensor<3x5xf32>
  return %r : tensor<3x5xf32>
}

// -----

func.func @broadcast_axis_not_one(%x: tensor<3x1xf32>) -> tensor<5x1xf32> {
  // expected-error @below {{'stype.broadcast_axis' op dimension 0 of data has size 3; only a dimension of size 1 is broadcast}}
  %r = stype.broadcast_axis %x {axis = array<i64: 0>, size = array<i64: 5>} : tensor<3x1xf32> -> tensor<5x1xf32>
  return %r : tensor<5x1xf32>
}

// -----

func.func @broadcast_axis_dynamic(%x: tensor<3x?xf32>) -> tensor<3x5xf32> {
  // expected-error @below {{'stype.broadcast_axis' op dimension 1 of data has size ?; only a dimension of size 1 is broadcast}}
  %r = stype.broadcast_axis %x {axis = array<i64: 1>, size = array<i64: 5>} : tensor<3x?xf32> -> tensor<3x5xf32>
  return %r : tensor<3x5xf32>
}

// -----

func.func @broadcast_axis_result(%x: tensor<3x1xf32>) -> tensor<3x4xf32> {
  // expected-error @below {{'stype.broadcast_axis' op result shape [3, 4] does not match the broadcast shape [3, 5]}}
  %r = stype.broadcast_axis %x {axis = array<i64: 1>, size = array<i64: 5>} : tensor<3x1xf32> -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>

func.func @one_hot_sparse(%i: tensor<4x5xf32, #csr>) -> tensor<4x5x3xf32> {
  // expected-error @below {{'stype.one_hot' op the indices must be a default (dense) tensor}}
  %r = stype.one_hot %i {depth = 3 : i64} : tensor<4x5xf32, #csr> -> tensor<4x5x3xf32>
  return %r : tensor<4x5x3xf32>
}

// -----

func.func @one_hot_depth(%i: tensor<4xi64>) -> tensor<4x1xf32> {
  // expected-error @below {{'stype.one_hot' op depth must be non-negative, got -1}}
  %r = stype.one_hot %i {depth = -1 : i64} : tensor<4xi64> -> tensor<4x1xf32>
  return %r : tensor<4x1xf32>
}

// -----

func.func @one_hot_result(%i: tensor<4xi64>) -> tensor<4x2xf32> {
  // expected-error @below {{'stype.one_hot' op result shape [4, 2] does not match the one-hot shape [4, 3]}}
  %r = stype.one_hot %i {depth = 3 : i64} : tensor<4xi64> -> tensor<4x2xf32>
  return %r : tensor<4x2xf32>
}

// -----

func.func @pick_mode(%x: tensor<4x5xf32>, %i: tensor<4xi64>) -> tensor<4xf32> {
  // expected-error @below {{'stype.pick' op mode must be "clip" or "wrap", got "raise"}}
  %r = stype.pick %x, %i {mode = "raise"} : tensor<4x5xf32>, tensor<4xi64> -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @pick_axis(%x: tensor<4x5xf32>, %i: tensor<4xi64>) -> tensor<4xf32> {
  // expected-error @below {{'stype.pick' op axis 2 is out of range for rank 2}}
  %r = stype.pick %x, %i {axis = 2 : i64} : tensor<4x5xf32>, tensor<4xi64> -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @pick_empty_axis(%x: tensor<4x0xf32>, %i: tensor<4xi64>) -> tensor<4xf32> {
  // expected-error @below {{'stype.pick' op cannot pick from dimension 1 of size 0}}
  %r = stype.pick %x, %i : tensor<4x0xf32>, tensor<4xi64> -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @pick_index_shape(%x: tensor<4x5xf32>, %i: tensor<5xi64>) -> tensor<4xf32> {
  // expected-error @below {{'stype.pick' op index shape [5] must be data's shape without the axis, [4]}}
  %r = stype.pick %x, %i : tensor<4x5xf32>, tensor<5xi64> -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>

func.func @pick_index_sparse(%x: tensor<4x5x2xf32>, %i: tensor<4x5xf32, #csr>) -> tensor<4x5xf32> {
  // expected-error @below {{'stype.pick' op the indices must be a default (dense) tensor}}
  %r = stype.pick %x, %i : tensor<4x5x2xf32>, tensor<4x5xf32, #csr> -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

// -----

func.func @pick_result(%x: tensor<4x5xf32>, %i: tensor<4x1xi64>) -> tensor<4xf32> {
  // expected-error @below {{'stype.pick' op result shape [4] does not match the picked shape [4, 1]}}
  %r = stype.pick %x, %i {keepdims} : tensor<4x5xf32>, tensor<4x1xi64> -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @pick_grad_depth(%g: tensor<4xf32>, %i: tensor<4xi64>) -> tensor<4x1xf32> {
  // expected-error @below {{'stype.pick_grad' op depth must be positive, got 0}}
  %r = stype.pick_grad %g, %i {depth = 0 : i64} : tensor<4xf32>, tensor<4xi64> -> tensor<4x1xf32>
  return %r : tensor<4x1xf32>
}

// -----

func.func @pick_grad_index(%g: tensor<4xf32>, %i: tensor<3xi64>) -> tensor<4x5xf32> {
  // expected-error @below {{'stype.pick_grad' op index shape [3] differs from ograd shape [4]}}
  %r = stype.pick_grad %g, %i {depth = 5 : i64} : tensor<4xf32>, tensor<3xi64> -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

// -----

func.func @pick_grad_mode(%g: tensor<4xf32>, %i: tensor<4xi64>) -> tensor<4x5xf32> {
  // expected-error @below {{'stype.pick_grad' op mode must be "clip" or "wrap", got "raise"}}
  %r = stype.pick_grad %g, %i {depth = 5 : i64, mode = "raise"} : tensor<4xf32>, tensor<4xi64> -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

// -----

func.func @pick_grad_axis(%g: tensor<4xf32>, %i: tensor<4xi64>) -> tensor<4x5xf32> {
  // expected-error @below {{'stype.pick_grad' op axis -3 is out of range for rank 2}}
  %r = stype.pick_grad %g, %i {axis = -3 : i64, depth = 5 : i64} : tensor<4xf32>, tensor<4xi64> -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

// -----

func.func @pick_grad_keepdims(%g: tensor<4x2xf32>, %i: tensor<4x2xi64>) -> tensor<4x5xf32> {
  // expected-error @below {{'stype.pick_grad' op with keepdims, dimension 1 of ograd must be 1, got 2}}
  %r = stype.pick_grad %g, %i {depth = 5 : i64, keepdims} : tensor<4x2xf32>, tensor<4x2xi64> -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

// -----

func.func @pick_grad_result(%g: tensor<4xf32>, %i: tensor<4xi64>) -> tensor<5x4xf32> {
  // expected-error @below {{'stype.pick_grad' op result shape [5, 4] does not match the data shape [4, 5]}}
  %r = stype.pick_grad %g, %i {depth = 5 : i64} : tensor<4xf32>, tensor<4xi64> -> tensor<5x4xf32>
  return %r : tensor<5x4xf32>
}
