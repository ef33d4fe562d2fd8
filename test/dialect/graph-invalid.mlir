// RUN: stype-opt %s -split-input-file --verify-diagnostics --mlir-print-op-on-diagnostic=false

// One chunk per verifier rule of the csr graph ops (edge_id, dgl_adjacency)
// and the ODS checks in front of them.

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @edge_id_rsp(%g: tensor<4x4xf32, #rsp>, %u: tensor<3xi64>) -> tensor<3xf32> {
  // expected-error @below {{'stype.edge_id' op data must be a csr graph (MXNet's edge_id only works for csr matrices)}}
  %r = stype.edge_id %g, %u, %u : tensor<4x4xf32, #rsp>, tensor<3xi64>, tensor<3xi64> -> tensor<3xf32>
  return %r : tensor<3xf32>
}

// -----

func.func @edge_id_dense(%g: tensor<4x4xf32>, %u: tensor<3xi64>) -> tensor<3xf32> {
  // expected-error @below {{'stype.edge_id' op data must be a csr graph (MXNet's edge_id only works for csr matrices)}}
  %r = stype.edge_id %g, %u, %u : tensor<4x4xf32>, tensor<3xi64>, tensor<3xi64> -> tensor<3xf32>
  return %r : tensor<3xf32>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @edge_id_lengths(%g: tensor<4x4xf32, #csr>, %u: tensor<3xi64>, %v: tensor<2xi64>) -> tensor<3xf32> {
  // expected-error @below {{'stype.edge_id' op u has 3 vertex ids but v has 2}}
  %r = stype.edge_id %g, %u, %v : tensor<4x4xf32, #csr>, tensor<3xi64>, tensor<2xi64> -> tensor<3xf32>
  return %r : tensor<3xf32>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @edge_id_result_length(%g: tensor<4x4xf32, #csr>, %u: tensor<3xi64>) -> tensor<4xf32> {
  // expected-error @below {{'stype.edge_id' op result must be 1-D with the length of u (3), got [4]}}
  %r = stype.edge_id %g, %u, %u : tensor<4x4xf32, #csr>, tensor<3xi64>, tensor<3xi64> -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @edge_id_result_rank(%g: tensor<4x4xf32, #csr>, %u: tensor<3xi64>) -> tensor<3x1xf32> {
  // expected-error @below {{'stype.edge_id' op result must be 1-D with the length of u (3), got [3, 1]}}
  %r = stype.edge_id %g, %u, %u : tensor<4x4xf32, #csr>, tensor<3xi64>, tensor<3xi64> -> tensor<3x1xf32>
  return %r : tensor<3x1xf32>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @edge_id_result_element(%g: tensor<4x4xf32, #csr>, %u: tensor<3xi64>) -> tensor<3xf64> {
  // expected-error @below {{'stype.edge_id' op result and data must have the same element type}}
  %r = stype.edge_id %g, %u, %u : tensor<4x4xf32, #csr>, tensor<3xi64>, tensor<3xi64> -> tensor<3xf64>
  return %r : tensor<3xf64>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @edge_id_u_i32(%g: tensor<4x4xf32, #csr>, %u: tensor<3xi32>) -> tensor<3xf32> {
  // expected-error @below {{'stype.edge_id' op operand #1 must be 1D tensor of 64-bit signless integer values, but got 'tensor<3xi32>'}}
  %r = "stype.edge_id"(%g, %u, %u) : (tensor<4x4xf32, #csr>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}

// -----

#coo = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>
func.func @edge_id_unsupported_encoding(%g: tensor<4x4xf32, #coo>, %u: tensor<3xi64>) -> tensor<3xf32> {
  // expected-error @below {{'stype.edge_id' op operand #0 has an unsupported storage encoding}}
  %r = stype.edge_id %g, %u, %u : tensor<4x4xf32, #coo>, tensor<3xi64>, tensor<3xi64> -> tensor<3xf32>
  return %r : tensor<3xf32>
}

// -----

func.func @dgl_adjacency_dense(%g: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.dgl_adjacency' op data must be a csr graph (MXNet's dgl_adjacency only works for csr matrices)}}
  %r = stype.dgl_adjacency %g : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @dgl_adjacency_f64_result(%g: tensor<4x4xf64, #csr>) -> tensor<4x4xf64, #csr> {
  // expected-error @below {{'stype.dgl_adjacency' op result must have element type f32 (MXNet's dgl_adjacency always returns float32), got 'f64'}}
  %r = stype.dgl_adjacency %g : tensor<4x4xf64, #csr> -> tensor<4x4xf64, #csr>
  return %r : tensor<4x4xf64, #csr>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @dgl_adjacency_shape(%g: tensor<4x4xf32, #csr>) -> tensor<4x5xf32, #csr> {
  // expected-error @below {{'stype.dgl_adjacency' op result shape [4, 5] differs from data shape [4, 4]}}
  %r = stype.dgl_adjacency %g : tensor<4x4xf32, #csr> -> tensor<4x5xf32, #csr>
  return %r : tensor<4x5xf32, #csr>
}
