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

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @dgl_subgraph_dense_graph(%g: tensor<4x4xf32>, %v: tensor<3xi64>) -> (tensor<3x3xf32, #csr>) {
  // expected-error @below {{'stype.dgl_subgraph' op graph must be a csr graph (MXNet's dgl_subgraph only works for csr matrices)}}
  %r = stype.dgl_subgraph %g, %v : tensor<4x4xf32>, tensor<3xi64> -> tensor<3x3xf32, #csr>
  return %r : tensor<3x3xf32, #csr>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @dgl_subgraph_no_lists(%g: tensor<4x4xf32, #csr>) -> (tensor<3x3xf32, #csr>) {
  // expected-error @below {{'stype.dgl_subgraph' op needs at least one vertex list}}
  %r = "stype.dgl_subgraph"(%g) : (tensor<4x4xf32, #csr>) -> tensor<3x3xf32, #csr>
  return %r : tensor<3x3xf32, #csr>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @dgl_subgraph_result_count(%g: tensor<4x4xf32, #csr>, %v: tensor<3xi64>) -> (tensor<3x3xf32, #csr>) {
  // expected-error @below {{'stype.dgl_subgraph' op must have 2 results (1 graph(s) and as many mappings with return_mapping), got 1}}
  %r = stype.dgl_subgraph %g, %v {return_mapping} : tensor<4x4xf32, #csr>, tensor<3xi64> -> tensor<3x3xf32, #csr>
  return %r : tensor<3x3xf32, #csr>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @dgl_subgraph_result_shape(%g: tensor<4x4xf32, #csr>, %v: tensor<3xi64>) -> (tensor<3x4xf32, #csr>) {
  // expected-error @below {{'stype.dgl_subgraph' op result #0 must be 3 x 3 (the vertices of graph 0), got [3, 4]}}
  %r = stype.dgl_subgraph %g, %v : tensor<4x4xf32, #csr>, tensor<3xi64> -> tensor<3x4xf32, #csr>
  return %r : tensor<3x4xf32, #csr>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @dgl_subgraph_result_element(%g: tensor<4x4xf32, #csr>, %v: tensor<?xi64>) -> (tensor<?x?xf64, #csr>) {
  // expected-error @below {{'stype.dgl_subgraph' op result #0 must have the graph's element type 'f32', got 'f64'}}
  %r = stype.dgl_subgraph %g, %v : tensor<4x4xf32, #csr>, tensor<?xi64> -> tensor<?x?xf64, #csr>
  return %r : tensor<?x?xf64, #csr>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @dgl_subgraph_list_type(%g: tensor<4x4xf32, #csr>, %v: tensor<3xi32>) -> (tensor<3x3xf32, #csr>) {
  // expected-error @below {{'stype.dgl_subgraph' op operand #1 must be variadic of 1D tensor of 64-bit signless integer values}}
  %r = stype.dgl_subgraph %g, %v : tensor<4x4xf32, #csr>, tensor<3xi32> -> tensor<3x3xf32, #csr>
  return %r : tensor<3x3xf32, #csr>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @dgl_graph_compact_rsp_graph(%g: tensor<4x4xf32, #rsp>, %v: tensor<5xi64>) -> (tensor<2x2xf32, #csr>) {
  // expected-error @below {{'stype.dgl_graph_compact' op graph #0 must be a csr graph (MXNet's dgl_graph_compact only works for csr matrices)}}
  %r = stype.dgl_graph_compact (%g), (%v) {graph_sizes = array<i64: 2>} : (tensor<4x4xf32, #rsp>), (tensor<5xi64>) -> tensor<2x2xf32, #csr>
  return %r : tensor<2x2xf32, #csr>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @dgl_graph_compact_sizes(%g: tensor<4x4xf32, #csr>, %v: tensor<5xi64>) -> (tensor<2x2xf32, #csr>) {
  // expected-error @below {{'stype.dgl_graph_compact' op graph_sizes must have one entry per graph (1), got 2}}
  %r = stype.dgl_graph_compact (%g), (%v) {graph_sizes = array<i64: 2, 2>} : (tensor<4x4xf32, #csr>), (tensor<5xi64>) -> tensor<2x2xf32, #csr>
  return %r : tensor<2x2xf32, #csr>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @dgl_graph_compact_negative_size(%g: tensor<4x4xf32, #csr>, %v: tensor<5xi64>) -> (tensor<2x2xf32, #csr>) {
  // expected-error @below {{'stype.dgl_graph_compact' op graph_sizes[0] must be >= 0, got -1}}
  %r = stype.dgl_graph_compact (%g), (%v) {graph_sizes = array<i64: -1>} : (tensor<4x4xf32, #csr>), (tensor<5xi64>) -> tensor<2x2xf32, #csr>
  return %r : tensor<2x2xf32, #csr>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @dgl_graph_compact_graph_small(%g: tensor<4x3xf32, #csr>, %v: tensor<5xi64>) -> (tensor<4x4xf32, #csr>) {
  // expected-error @below {{'stype.dgl_graph_compact' op graph #0 has shape [4, 3], smaller than graph_sizes[0] = 4}}
  %r = stype.dgl_graph_compact (%g), (%v) {graph_sizes = array<i64: 4>} : (tensor<4x3xf32, #csr>), (tensor<5xi64>) -> tensor<4x4xf32, #csr>
  return %r : tensor<4x4xf32, #csr>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @dgl_graph_compact_ids_short(%g: tensor<?x?xf32, #csr>, %v: tensor<3xi64>) -> (tensor<3x3xf32, #csr>) {
  // expected-error @below {{'stype.dgl_graph_compact' op vertex id array #0 has 3 elements, fewer than graph_sizes[0] + 1 = 4}}
  %r = stype.dgl_graph_compact (%g), (%v) {graph_sizes = array<i64: 3>} : (tensor<?x?xf32, #csr>), (tensor<3xi64>) -> tensor<3x3xf32, #csr>
  return %r : tensor<3x3xf32, #csr>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @dgl_graph_compact_ids_rows(%g: tensor<4x4xf32, #csr>, %v: tensor<6xi64>) -> (tensor<2x2xf32, #csr>) {
  // expected-error @below {{'stype.dgl_graph_compact' op vertex id array #0 must have rows + 1 = 5 elements (the last one is the number of vertices), got 6}}
  %r = stype.dgl_graph_compact (%g), (%v) {graph_sizes = array<i64: 2>} : (tensor<4x4xf32, #csr>), (tensor<6xi64>) -> tensor<2x2xf32, #csr>
  return %r : tensor<2x2xf32, #csr>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @dgl_graph_compact_element(%g: tensor<4x4xf32, #csr>, %h: tensor<4x4xf64, #csr>, %v: tensor<5xi64>) -> (tensor<2x2xf32, #csr>, tensor<2x2xf32, #csr>) {
  // expected-error @below {{'stype.dgl_graph_compact' op graph #1 has element type 'f64', graph #0 has 'f32'}}
  %r:2 = stype.dgl_graph_compact (%g, %h), (%v, %v) {graph_sizes = array<i64: 2, 2>} : (tensor<4x4xf32, #csr>, tensor<4x4xf64, #csr>), (tensor<5xi64>, tensor<5xi64>) -> tensor<2x2xf32, #csr>, tensor<2x2xf32, #csr>
  return %r#0, %r#1 : tensor<2x2xf32, #csr>, tensor<2x2xf32, #csr>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @dgl_graph_compact_result_shape(%g: tensor<4x4xf32, #csr>, %v: tensor<5xi64>) -> (tensor<2x3xf32, #csr>) {
  // expected-error @below {{'stype.dgl_graph_compact' op result #0 must be 2 x 2 (the vertices of graph 0), got [2, 3]}}
  %r = stype.dgl_graph_compact (%g), (%v) {graph_sizes = array<i64: 2>} : (tensor<4x4xf32, #csr>), (tensor<5xi64>) -> tensor<2x3xf32, #csr>
  return %r : tensor<2x3xf32, #csr>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @dgl_graph_compact_result_count(%g: tensor<4x4xf32, #csr>, %v: tensor<5xi64>) -> (tensor<2x2xf32, #csr>, tensor<2x2xf32, #csr>) {
  // expected-error @below {{'stype.dgl_graph_compact' op must have 1 results (1 graph(s)), got 2}}
  %r:2 = stype.dgl_graph_compact (%g), (%v) {graph_sizes = array<i64: 2>} : (tensor<4x4xf32, #csr>), (tensor<5xi64>) -> tensor<2x2xf32, #csr>, tensor<2x2xf32, #csr>
  return %r#0, %r#1 : tensor<2x2xf32, #csr>, tensor<2x2xf32, #csr>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @dgl_graph_compact_result_element(%g: tensor<4x4xf32, #csr>, %v: tensor<5xi64>) -> (tensor<2x2xf64, #csr>) {
  // expected-error @below {{'stype.dgl_graph_compact' op result #0 must have the graph's element type 'f32', got 'f64'}}
  %r = stype.dgl_graph_compact (%g), (%v) {graph_sizes = array<i64: 2>} : (tensor<4x4xf32, #csr>), (tensor<5xi64>) -> tensor<2x2xf64, #csr>
  return %r : tensor<2x2xf64, #csr>
}

// -----

// dgl_csr_neighbor_uniform_sample: one chunk per verifier rule.
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @sample_rsp(%g: tensor<4x4xf32, #rsp>, %s: tensor<2xi64>) {
  // expected-error @below {{'stype.dgl_csr_neighbor_uniform_sample' op graph must be a csr graph (MXNet's dgl_csr_neighbor_uniform_sample only works for csr matrices)}}
  %r:3 = stype.dgl_csr_neighbor_uniform_sample %g, %s {max_num_vertices = 3 : i64} : tensor<4x4xf32, #rsp>, tensor<2xi64> -> tensor<4xi64>, tensor<3x4xf32, #csr>, tensor<3xi64>
  return
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @sample_dense(%g: tensor<4x4xf32>, %s: tensor<2xi64>) {
  // expected-error @below {{'stype.dgl_csr_neighbor_uniform_sample' op graph must be a csr graph (MXNet's dgl_csr_neighbor_uniform_sample only works for csr matrices)}}
  %r:3 = stype.dgl_csr_neighbor_uniform_sample %g, %s {max_num_vertices = 3 : i64} : tensor<4x4xf32>, tensor<2xi64> -> tensor<4xi64>, tensor<3x4xf32, #csr>, tensor<3xi64>
  return
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @sample_not_square(%g: tensor<4x5xf32, #csr>, %s: tensor<2xi64>) {
  // expected-error @below {{'stype.dgl_csr_neighbor_uniform_sample' op graph must be square (rows = cols, as MXNet checks), got [4, 5]}}
  %r:3 = stype.dgl_csr_neighbor_uniform_sample %g, %s {max_num_vertices = 3 : i64} : tensor<4x5xf32, #csr>, tensor<2xi64> -> tensor<4xi64>, tensor<3x5xf32, #csr>, tensor<3xi64>
  return
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @sample_no_seeds(%g: tensor<4x4xf32, #csr>) {
  // expected-error @below {{'stype.dgl_csr_neighbor_uniform_sample' op needs at least one seed array}}
  "stype.dgl_csr_neighbor_uniform_sample"(%g) : (tensor<4x4xf32, #csr>) -> ()
  return
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @sample_negative_hops(%g: tensor<4x4xf32, #csr>, %s: tensor<2xi64>) {
  // expected-error @below {{'stype.dgl_csr_neighbor_uniform_sample' op num_hops must be >= 0, got -1}}
  %r:3 = stype.dgl_csr_neighbor_uniform_sample %g, %s {num_hops = -1 : i64, max_num_vertices = 3 : i64} : tensor<4x4xf32, #csr>, tensor<2xi64> -> tensor<4xi64>, tensor<3x4xf32, #csr>, tensor<3xi64>
  return
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @sample_negative_neighbor(%g: tensor<4x4xf32, #csr>, %s: tensor<2xi64>) {
  // expected-error @below {{'stype.dgl_csr_neighbor_uniform_sample' op num_neighbor must be >= 0, got -2}}
  %r:3 = stype.dgl_csr_neighbor_uniform_sample %g, %s {num_neighbor = -2 : i64, max_num_vertices = 3 : i64} : tensor<4x4xf32, #csr>, tensor<2xi64> -> tensor<4xi64>, tensor<3x4xf32, #csr>, tensor<3xi64>
  return
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @sample_zero_max(%g: tensor<4x4xf32, #csr>, %s: tensor<?xi64>) {
  // expected-error @below {{'stype.dgl_csr_neighbor_uniform_sample' op max_num_vertices must be >= 1, got 0}}
  %r:3 = stype.dgl_csr_neighbor_uniform_sample %g, %s {max_num_vertices = 0 : i64} : tensor<4x4xf32, #csr>, tensor<?xi64> -> tensor<1xi64>, tensor<0x4xf32, #csr>, tensor<0xi64>
  return
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @sample_too_many_seeds(%g: tensor<4x4xf32, #csr>, %s: tensor<4xi64>) {
  // expected-error @below {{'stype.dgl_csr_neighbor_uniform_sample' op seed array #0 has 4 seeds, more than max_num_vertices = 3 (MXNet: CHECK_GE(max_num_vertices, num_seeds))}}
  %r:3 = stype.dgl_csr_neighbor_uniform_sample %g, %s {max_num_vertices = 3 : i64} : tensor<4x4xf32, #csr>, tensor<4xi64> -> tensor<4xi64>, tensor<3x4xf32, #csr>, tensor<3xi64>
  return
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @sample_result_count(%g: tensor<4x4xf32, #csr>, %s: tensor<2xi64>) {
  // expected-error @below {{'stype.dgl_csr_neighbor_uniform_sample' op must have 3 results (vertex ids, sampled graphs and layers of 1 seed array(s)), got 2}}
  %r:2 = stype.dgl_csr_neighbor_uniform_sample %g, %s {max_num_vertices = 3 : i64} : tensor<4x4xf32, #csr>, tensor<2xi64> -> tensor<4xi64>, tensor<3x4xf32, #csr>
  return
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @sample_ids_length(%g: tensor<4x4xf32, #csr>, %s: tensor<2xi64>) {
  // expected-error @below {{'stype.dgl_csr_neighbor_uniform_sample' op result #0 (vertex ids) must be a 1-D i64 tensor of 4 elements, got 'tensor<3xi64>'}}
  %r:3 = stype.dgl_csr_neighbor_uniform_sample %g, %s {max_num_vertices = 3 : i64} : tensor<4x4xf32, #csr>, tensor<2xi64> -> tensor<3xi64>, tensor<3x4xf32, #csr>, tensor<3xi64>
  return
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @sample_layers_type(%g: tensor<4x4xf32, #csr>, %s: tensor<2xi64>) {
  // expected-error @below {{'stype.dgl_csr_neighbor_uniform_sample' op result #2 (layers) must be a 1-D i64 tensor of 3 elements, got 'tensor<3xf32>'}}
  %r:3 = stype.dgl_csr_neighbor_uniform_sample %g, %s {max_num_vertices = 3 : i64} : tensor<4x4xf32, #csr>, tensor<2xi64> -> tensor<4xi64>, tensor<3x4xf32, #csr>, tensor<3xf32>
  return
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @sample_graph_shape(%g: tensor<4x4xf32, #csr>, %s: tensor<2xi64>) {
  // expected-error @below {{'stype.dgl_csr_neighbor_uniform_sample' op result #1 (sampled graph) must be 3 x 4 with the graph's element type 'f32', got 'tensor<4x4xf32, #sparse_tensor.encoding}}
  %r:3 = stype.dgl_csr_neighbor_uniform_sample %g, %s {max_num_vertices = 3 : i64} : tensor<4x4xf32, #csr>, tensor<2xi64> -> tensor<4xi64>, tensor<4x4xf32, #csr>, tensor<3xi64>
  return
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @sample_graph_type(%g: tensor<4x4xf32, #csr>, %s: tensor<2xi64>) {
  // expected-error @below {{'stype.dgl_csr_neighbor_uniform_sample' op result #1 (sampled graph) must be 3 x 4 with the graph's element type 'f32', got 'tensor<3x4xf64, #sparse_tensor.encoding}}
  %r:3 = stype.dgl_csr_neighbor_uniform_sample %g, %s {max_num_vertices = 3 : i64} : tensor<4x4xf32, #csr>, tensor<2xi64> -> tensor<4xi64>, tensor<3x4xf64, #csr>, tensor<3xi64>
  return
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @sample_seed_type(%g: tensor<4x4xf32, #csr>, %s: tensor<2xi32>) {
  // expected-error @below {{operand #1 must be variadic of 1D tensor of 64-bit signless integer values}}
  %r:3 = stype.dgl_csr_neighbor_uniform_sample %g, %s {max_num_vertices = 3 : i64} : tensor<4x4xf32, #csr>, tensor<2xi32> -> tensor<4xi64>, tensor<3x4xf32, #csr>, tensor<3xi64>
  return
}

// -----

// dgl_csr_neighbor_non_uniform_sample: one chunk per verifier rule (the rules shared with the uniform op, then the probability ones).
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @nu_rsp(%g: tensor<4x4xf32, #rsp>, %p: tensor<4xf32>, %s: tensor<2xi64>) {
  // expected-error @below {{'stype.dgl_csr_neighbor_non_uniform_sample' op graph must be a csr graph (MXNet's dgl_csr_neighbor_non_uniform_sample only works for csr matrices)}}
  %r:4 = stype.dgl_csr_neighbor_non_uniform_sample %g, %p, %s {max_num_vertices = 3 : i64} : tensor<4x4xf32, #rsp>, tensor<4xf32>, tensor<2xi64> -> tensor<4xi64>, tensor<3x4xf32, #csr>, tensor<3xf32>, tensor<3xi64>
  return
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @nu_dense(%g: tensor<4x4xf32>, %p: tensor<4xf32>, %s: tensor<2xi64>) {
  // expected-error @below {{'stype.dgl_csr_neighbor_non_uniform_sample' op graph must be a csr graph (MXNet's dgl_csr_neighbor_non_uniform_sample only works for csr matrices)}}
  %r:4 = stype.dgl_csr_neighbor_non_uniform_sample %g, %p, %s {max_num_vertices = 3 : i64} : tensor<4x4xf32>, tensor<4xf32>, tensor<2xi64> -> tensor<4xi64>, tensor<3x4xf32, #csr>, tensor<3xf32>, tensor<3xi64>
  return
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @nu_square(%g: tensor<4x5xf32, #csr>, %p: tensor<4xf32>, %s: tensor<2xi64>) {
  // expected-error @below {{'stype.dgl_csr_neighbor_non_uniform_sample' op graph must be square (rows = cols, as MXNet checks), got [4, 5]}}
  %r:4 = stype.dgl_csr_neighbor_non_uniform_sample %g, %p, %s {max_num_vertices = 3 : i64} : tensor<4x5xf32, #csr>, tensor<4xf32>, tensor<2xi64> -> tensor<4xi64>, tensor<3x5xf32, #csr>, tensor<3xf32>, tensor<3xi64>
  return
}

// -----

// A probability array whose static length is not the number of vertices.
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @nu_prob_len(%g: tensor<4x4xf32, #csr>, %p: tensor<5xf32>, %s: tensor<2xi64>) {
  // expected-error @below {{'stype.dgl_csr_neighbor_non_uniform_sample' op probability has 5 elements but the graph has 4 vertices (one weight per vertex)}}
  %r:4 = stype.dgl_csr_neighbor_non_uniform_sample %g, %p, %s {max_num_vertices = 3 : i64} : tensor<4x4xf32, #csr>, tensor<5xf32>, tensor<2xi64> -> tensor<4xi64>, tensor<3x4xf32, #csr>, tensor<3xf32>, tensor<3xi64>
  return
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @nu_no_seeds(%g: tensor<4x4xf32, #csr>, %p: tensor<4xf32>, %s: tensor<2xi64>) {
  // expected-error @below {{'stype.dgl_csr_neighbor_non_uniform_sample' op needs at least one seed array}}
  "stype.dgl_csr_neighbor_non_uniform_sample"(%g, %p) : (tensor<4x4xf32, #csr>, tensor<4xf32>) -> ()
  return
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @nu_hops(%g: tensor<4x4xf32, #csr>, %p: tensor<4xf32>, %s: tensor<2xi64>) {
  // expected-error @below {{'stype.dgl_csr_neighbor_non_uniform_sample' op num_hops must be >= 0, got -1}}
  %r:4 = stype.dgl_csr_neighbor_non_uniform_sample %g, %p, %s {num_hops = -1 : i64, max_num_vertices = 3 : i64} : tensor<4x4xf32, #csr>, tensor<4xf32>, tensor<2xi64> -> tensor<4xi64>, tensor<3x4xf32, #csr>, tensor<3xf32>, tensor<3xi64>
  return
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @nu_neighbor(%g: tensor<4x4xf32, #csr>, %p: tensor<4xf32>, %s: tensor<2xi64>) {
  // expected-error @below {{'stype.dgl_csr_neighbor_non_uniform_sample' op num_neighbor must be >= 0, got -2}}
  %r:4 = stype.dgl_csr_neighbor_non_uniform_sample %g, %p, %s {num_neighbor = -2 : i64, max_num_vertices = 3 : i64} : tensor<4x4xf32, #csr>, tensor<4xf32>, tensor<2xi64> -> tensor<4xi64>, tensor<3x4xf32, #csr>, tensor<3xf32>, tensor<3xi64>
  return
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @nu_max(%g: tensor<4x4xf32, #csr>, %p: tensor<4xf32>, %s: tensor<?xi64>) {
  // expected-error @below {{'stype.dgl_csr_neighbor_non_uniform_sample' op max_num_vertices must be >= 1, got 0}}
  %r:4 = stype.dgl_csr_neighbor_non_uniform_sample %g, %p, %s {max_num_vertices = 0 : i64} : tensor<4x4xf32, #csr>, tensor<4xf32>, tensor<?xi64> -> tensor<1xi64>, tensor<0x4xf32, #csr>, tensor<0xf32>, tensor<0xi64>
  return
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @nu_many_seeds(%g: tensor<4x4xf32, #csr>, %p: tensor<4xf32>, %s: tensor<4xi64>) {
  // expected-error @below {{'stype.dgl_csr_neighbor_non_uniform_sample' op seed array #0 has 4 seeds, more than max_num_vertices = 3 (MXNet: CHECK_GE(max_num_vertices, num_seeds))}}
  %r:4 = stype.dgl_csr_neighbor_non_uniform_sample %g, %p, %s {max_num_vertices = 3 : i64} : tensor<4x4xf32, #csr>, tensor<4xf32>, tensor<4xi64> -> tensor<4xi64>, tensor<3x4xf32, #csr>, tensor<3xf32>, tensor<3xi64>
  return
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @nu_count(%g: tensor<4x4xf32, #csr>, %p: tensor<4xf32>, %s: tensor<2xi64>) {
  // expected-error @below {{'stype.dgl_csr_neighbor_non_uniform_sample' op must have 4 results (vertex ids, sampled graphs, probabilities and layers of 1 seed array(s)), got 3}}
  %r:3 = stype.dgl_csr_neighbor_non_uniform_sample %g, %p, %s {max_num_vertices = 3 : i64} : tensor<4x4xf32, #csr>, tensor<4xf32>, tensor<2xi64> -> tensor<4xi64>, tensor<3x4xf32, #csr>, tensor<3xi64>
  return
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @nu_ids(%g: tensor<4x4xf32, #csr>, %p: tensor<4xf32>, %s: tensor<2xi64>) {
  // expected-error @below {{'stype.dgl_csr_neighbor_non_uniform_sample' op result #0 (vertex ids) must be a 1-D i64 tensor of 4 elements, got 'tensor<3xi64>'}}
  %r:4 = stype.dgl_csr_neighbor_non_uniform_sample %g, %p, %s {max_num_vertices = 3 : i64} : tensor<4x4xf32, #csr>, tensor<4xf32>, tensor<2xi64> -> tensor<3xi64>, tensor<3x4xf32, #csr>, tensor<3xf32>, tensor<3xi64>
  return
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @nu_layers(%g: tensor<4x4xf32, #csr>, %p: tensor<4xf32>, %s: tensor<2xi64>) {
  // expected-error @below {{'stype.dgl_csr_neighbor_non_uniform_sample' op result #3 (layers) must be a 1-D i64 tensor of 3 elements, got 'tensor<3xf32>'}}
  %r:4 = stype.dgl_csr_neighbor_non_uniform_sample %g, %p, %s {max_num_vertices = 3 : i64} : tensor<4x4xf32, #csr>, tensor<4xf32>, tensor<2xi64> -> tensor<4xi64>, tensor<3x4xf32, #csr>, tensor<3xf32>, tensor<3xf32>
  return
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @nu_graph(%g: tensor<4x4xf32, #csr>, %p: tensor<4xf32>, %s: tensor<2xi64>) {
  // expected-error @below {{'stype.dgl_csr_neighbor_non_uniform_sample' op result #1 (sampled graph) must be 3 x 4 with the graph's element type 'f32', got 'tensor<4x4xf32, #sparse_tensor.encoding}}
  %r:4 = stype.dgl_csr_neighbor_non_uniform_sample %g, %p, %s {max_num_vertices = 3 : i64} : tensor<4x4xf32, #csr>, tensor<4xf32>, tensor<2xi64> -> tensor<4xi64>, tensor<4x4xf32, #csr>, tensor<3xf32>, tensor<3xi64>
  return
}

// -----

// The probabilities result: m elements of the probability's element type.
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @nu_probs_len(%g: tensor<4x4xf32, #csr>, %p: tensor<4xf32>, %s: tensor<2xi64>) {
  // expected-error @below {{'stype.dgl_csr_neighbor_non_uniform_sample' op result #2 (probabilities) must be a 1-D tensor of 3 elements with the probability's element type 'f32', got 'tensor<4xf32>'}}
  %r:4 = stype.dgl_csr_neighbor_non_uniform_sample %g, %p, %s {max_num_vertices = 3 : i64} : tensor<4x4xf32, #csr>, tensor<4xf32>, tensor<2xi64> -> tensor<4xi64>, tensor<3x4xf32, #csr>, tensor<4xf32>, tensor<3xi64>
  return
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @nu_probs_type(%g: tensor<4x4xf32, #csr>, %p: tensor<?xf64>, %s: tensor<2xi64>) {
  // expected-error @below {{'stype.dgl_csr_neighbor_non_uniform_sample' op result #2 (probabilities) must be a 1-D tensor of 3 elements with the probability's element type 'f64', got 'tensor<3xf32>'}}
  %r:4 = stype.dgl_csr_neighbor_non_uniform_sample %g, %p, %s {max_num_vertices = 3 : i64} : tensor<4x4xf32, #csr>, tensor<?xf64>, tensor<2xi64> -> tensor<4xi64>, tensor<3x4xf32, #csr>, tensor<3xf32>, tensor<3xi64>
  return
}

// -----

// ODS: the probability is a 1-D f32 or f64 tensor, the seeds 1-D i64.
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @nu_prob_type(%g: tensor<4x4xf32, #csr>, %p: tensor<4xi64>, %s: tensor<2xi64>) {
  // expected-error @below {{operand #1 must be 1D tensor of 32-bit float or 64-bit float values}}
  %r:4 = stype.dgl_csr_neighbor_non_uniform_sample %g, %p, %s {max_num_vertices = 3 : i64} : tensor<4x4xf32, #csr>, tensor<4xi64>, tensor<2xi64> -> tensor<4xi64>, tensor<3x4xf32, #csr>, tensor<3xf32>, tensor<3xi64>
  return
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @nu_prob_rank(%g: tensor<4x4xf32, #csr>, %p: tensor<4x1xf32>, %s: tensor<2xi64>) {
  // expected-error @below {{operand #1 must be 1D tensor of 32-bit float or 64-bit float values}}
  %r:4 = stype.dgl_csr_neighbor_non_uniform_sample %g, %p, %s {max_num_vertices = 3 : i64} : tensor<4x4xf32, #csr>, tensor<4x1xf32>, tensor<2xi64> -> tensor<4xi64>, tensor<3x4xf32, #csr>, tensor<3xf32>, tensor<3xi64>
  return
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @nu_seed_type(%g: tensor<4x4xf32, #csr>, %p: tensor<4xf32>, %s: tensor<2xi32>) {
  // expected-error @below {{operand #2 must be variadic of 1D tensor of 64-bit signless integer values}}
  %r:4 = stype.dgl_csr_neighbor_non_uniform_sample %g, %p, %s {max_num_vertices = 3 : i64} : tensor<4x4xf32, #csr>, tensor<4xf32>, tensor<2xi32> -> tensor<4xi64>, tensor<3x4xf32, #csr>, tensor<3xf32>, tensor<3xi64>
  return
}
