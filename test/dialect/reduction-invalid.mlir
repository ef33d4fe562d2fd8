// RUN: stype-opt %s -split-input-file --verify-diagnostics --mlir-print-op-on-diagnostic=false

// One chunk per verifier rule of dialect/ReductionOps.cpp.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @sum_axis_out_of_range(%x: tensor<4x5xf32, #csr>) -> tensor<4xf32> {
  // expected-error @below {{'stype.sum' op axis 2 is out of range for a 2-D data}}
  %r = stype.sum %x {axis = 2 : i64} : tensor<4x5xf32, #csr> -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @mean_axis_negative_out_of_range(%x: tensor<4x5xf32>) -> tensor<4xf32> {
  // expected-error @below {{'stype.mean' op axis -3 is out of range for a 2-D data}}
  %r = stype.mean %x {axis = -3 : i64} : tensor<4x5xf32> -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @sum_exclude_without_axis(%x: tensor<4x5xf32>) -> tensor<1xf32> {
  // expected-error @below {{'stype.sum' op exclude needs an axis}}
  %r = stype.sum %x {exclude} : tensor<4x5xf32> -> tensor<1xf32>
  return %r : tensor<1xf32>
}

// -----

func.func @sum_element_type(%x: tensor<4x5xf32>) -> tensor<5xf64> {
  // expected-error @below {{'stype.sum' op data and result must have the same element type}}
  %r = stype.sum %x {axis = 0 : i64} : tensor<4x5xf32> -> tensor<5xf64>
  return %r : tensor<5xf64>
}

// -----

func.func @sum_shape(%x: tensor<4x5xf32>) -> tensor<4xf32> {
  // expected-error @below {{'stype.sum' op result shape [4] does not match the reduced shape [5]}}
  %r = stype.sum %x {axis = 0 : i64} : tensor<4x5xf32> -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// The kernel sizes its result from the data: a result dim more static than
// the reduced shape's would be written out of bounds.
func.func @sum_result_more_static(%x: tensor<?x?xf32, #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>>) -> tensor<2xf32> {
  // expected-error @below {{'stype.sum' op result dim 0 is static (2) but the reduced shape's is known only at run time; make it dynamic (?)}}
  %r = stype.sum %x {axis = 0 : i64} : tensor<?x?xf32, #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>> -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

// MXNet returns a scalar; stype (like MXNet 1.x NDArrays) returns shape (1,).
func.func @sum_zero_d(%x: tensor<4x5xf32>) -> tensor<f32> {
  // expected-error @below {{'stype.sum' op 0-d tensors are not supported}}
  %r = stype.sum %x : tensor<4x5xf32> -> tensor<f32>
  return %r : tensor<f32>
}

// -----

func.func @mean_keepdims_shape(%x: tensor<4x5xf32>) -> tensor<4xf32> {
  // expected-error @below {{'stype.mean' op result shape [4] does not match the reduced shape [4, 1]}}
  %r = stype.mean %x {axis = 1 : i64, keepdims} : tensor<4x5xf32> -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @norm_ord_1(%x: tensor<4x5xf32, #rsp>) -> tensor<1xf32> {
  // expected-error @below {{'stype.norm' op ord must be 2 (MXNet's sparse norm is the L2 norm), got 1}}
  %r = stype.norm %x {ord = 1 : i64} : tensor<4x5xf32, #rsp> -> tensor<1xf32>
  return %r : tensor<1xf32>
}

// -----

func.func @norm_shape(%x: tensor<4x5xf32>) -> tensor<1xf32> {
  // expected-error @below {{'stype.norm' op result shape [1] does not match the reduced shape [4]}}
  %r = stype.norm %x {axis = 1 : i64} : tensor<4x5xf32> -> tensor<1xf32>
  return %r : tensor<1xf32>
}

// -----

func.func @square_sum_dense(%x: tensor<4x5xf32>) -> tensor<4xf32> {
  // expected-error @below {{'stype.square_sum' op data must be row_sparse (MXNet's _square_sum fails storage inference for other kinds)}}
  %r = stype.square_sum %x {axis = 1 : i64} : tensor<4x5xf32> -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

#rsp3 = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : dense, k : dense), posWidth = 64, crdWidth = 64 }>
func.func @square_sum_3d(%x: tensor<4x5x2xf32, #rsp3>) -> tensor<4x2xf32> {
  // expected-error @below {{'stype.square_sum' op data must be 2-D, got rank 3}}
  %r = stype.square_sum %x {axis = 1 : i64} : tensor<4x5x2xf32, #rsp3> -> tensor<4x2xf32>
  return %r : tensor<4x2xf32>
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @square_sum_axis(%x: tensor<4x5xf32, #rsp>) -> tensor<4xf32> {
  // expected-error @below {{'stype.square_sum' op axis must be 0 or 1, got -1}}
  %r = stype.square_sum %x {axis = -1 : i64} : tensor<4x5xf32, #rsp> -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @square_sum_shape(%x: tensor<4x5xf32, #rsp>) -> tensor<4xf32> {
  // expected-error @below {{'stype.square_sum' op result shape [4] does not match the reduced shape [5]}}
  %r = stype.square_sum %x {axis = 0 : i64} : tensor<4x5xf32, #rsp> -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @getnnz_dense(%x: tensor<4x5xf32>) -> tensor<1xi64> {
  // expected-error @below {{'stype.getnnz' op data must be csr (MXNet's _contrib_getnnz)}}
  %r = stype.getnnz %x : tensor<4x5xf32> -> tensor<1xi64>
  return %r : tensor<1xi64>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @getnnz_axis_0(%x: tensor<4x5xf32, #csr>) -> tensor<5xi64> {
  // expected-error @below {{'stype.getnnz' op axis must be absent or 1 (MXNet's getnnz does not support axis 0)}}
  %r = stype.getnnz %x {axis = 0 : i64} : tensor<4x5xf32, #csr> -> tensor<5xi64>
  return %r : tensor<5xi64>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @getnnz_size(%x: tensor<4x5xf32, #csr>) -> tensor<5xi64> {
  // expected-error @below {{'stype.getnnz' op result must have 4 elements, got 5}}
  %r = stype.getnnz %x {axis = 1 : i64} : tensor<4x5xf32, #csr> -> tensor<5xi64>
  return %r : tensor<5xi64>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp1 = #sparse_tensor.encoding<{ map = (i) -> (i : compressed), posWidth = 64, crdWidth = 64 }>
func.func @getnnz_sparse_result(%x: tensor<4x5xf32, #csr>) -> tensor<1xi64, #rsp1> {
  // expected-error @below {{'stype.getnnz' op result #0 has an unsupported storage encoding}}
  %r = stype.getnnz %x : tensor<4x5xf32, #csr> -> tensor<1xi64, #rsp1>
  return %r : tensor<1xi64, #rsp1>
}
