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
