// edge_id kernels with run-time lengths (graph.test).
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @edge_id(%g: tensor<?x?xf32, #csr>, %u: tensor<?xi64>, %v: tensor<?xi64>) -> tensor<?xf32> {
  %r = stype.edge_id %g, %u, %v : tensor<?x?xf32, #csr>, tensor<?xi64>, tensor<?xi64> -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// dgl_subgraph and dgl_graph_compact with run-time checks (graph.test).
func.func @subgraph(%g: tensor<?x?xf32, #csr>, %v: tensor<?xi64>) -> (tensor<?x?xf32, #csr>, tensor<?x?xf32, #csr>) {
  %r:2 = stype.dgl_subgraph %g, %v {return_mapping} : tensor<?x?xf32, #csr>, tensor<?xi64> -> tensor<?x?xf32, #csr>, tensor<?x?xf32, #csr>
  return %r#0, %r#1 : tensor<?x?xf32, #csr>, tensor<?x?xf32, #csr>
}
func.func @compact(%g: tensor<?x?xf32, #csr>, %v: tensor<?xi64>) -> tensor<3x3xf32, #csr> {
  %r = stype.dgl_graph_compact (%g), (%v) {graph_sizes = array<i64: 3>} : (tensor<?x?xf32, #csr>), (tensor<?xi64>) -> tensor<3x3xf32, #csr>
  return %r : tensor<3x3xf32, #csr>
}

// dgl_csr_neighbor_uniform_sample with run-time checks (graph.test): MXNet's
// example (num_hops 1, num_neighbor 2, max_num_vertices 5), and max 3.
func.func @sample(%g: tensor<?x?xf32, #csr>, %s: tensor<?xi64>) -> (tensor<6xi64>, tensor<5x?xf32, #csr>, tensor<5xi64>) {
  %r:3 = stype.dgl_csr_neighbor_uniform_sample %g, %s {num_hops = 1 : i64, num_neighbor = 2 : i64, max_num_vertices = 5 : i64, seed = 3 : i64} : tensor<?x?xf32, #csr>, tensor<?xi64> -> tensor<6xi64>, tensor<5x?xf32, #csr>, tensor<5xi64>
  return %r#0, %r#1, %r#2 : tensor<6xi64>, tensor<5x?xf32, #csr>, tensor<5xi64>
}
func.func @sample3(%g: tensor<?x?xf32, #csr>, %s: tensor<?xi64>) -> (tensor<4xi64>, tensor<3x?xf32, #csr>, tensor<3xi64>) {
  %r:3 = stype.dgl_csr_neighbor_uniform_sample %g, %s {max_num_vertices = 3 : i64} : tensor<?x?xf32, #csr>, tensor<?xi64> -> tensor<4xi64>, tensor<3x?xf32, #csr>, tensor<3xi64>
  return %r#0, %r#1, %r#2 : tensor<4xi64>, tensor<3x?xf32, #csr>, tensor<3xi64>
}

// dgl_csr_neighbor_non_uniform_sample with run-time checks (graph.test):
// MXNet's example (num_hops 1, num_neighbor 2, max_num_vertices 5), f32
// weights of run-time length.
func.func @nu_sample(%g: tensor<?x?xf32, #csr>, %p: tensor<?xf32>, %s: tensor<?xi64>) -> (tensor<6xi64>, tensor<5x?xf32, #csr>, tensor<5xf32>, tensor<5xi64>) {
  %r:4 = stype.dgl_csr_neighbor_non_uniform_sample %g, %p, %s {num_hops = 1 : i64, num_neighbor = 2 : i64, max_num_vertices = 5 : i64, seed = 3 : i64} : tensor<?x?xf32, #csr>, tensor<?xf32>, tensor<?xi64> -> tensor<6xi64>, tensor<5x?xf32, #csr>, tensor<5xf32>, tensor<5xi64>
  return %r#0, %r#1, %r#2, %r#3 : tensor<6xi64>, tensor<5x?xf32, #csr>, tensor<5xf32>, tensor<5xi64>
}
