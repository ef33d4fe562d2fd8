// Graph ops (host round trips, docs/gpu.md) between GPU kernels: their
// operands come from launches and their results feed launches.
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>

// edge_id of a graph whose values a GPU kernel doubled, then relu (-1 -> 0).
func.func @edge_id_relu(%g: tensor<?x?xf32, #csr>, %u: tensor<?xi64>, %v: tensor<?xi64>) -> tensor<?xf32> {
  %g2 = stype.mul_scalar %g {scalar = 2.0 : f64} : tensor<?x?xf32, #csr> -> tensor<?x?xf32, #csr>
  %e = stype.edge_id %g2, %u, %v : tensor<?x?xf32, #csr>, tensor<?xi64>, tensor<?xi64> -> tensor<?xf32>
  %r = stype.relu %e : tensor<?xf32> -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// The adjacency (ones), scaled on the device.
func.func @adjacency_scaled(%g: tensor<?x?xf64, #csr>) -> tensor<?x?xf32, #csr> {
  %a = stype.dgl_adjacency %g : tensor<?x?xf64, #csr> -> tensor<?x?xf32, #csr>
  %r = stype.mul_scalar %a {scalar = 3.0 : f64} : tensor<?x?xf32, #csr> -> tensor<?x?xf32, #csr>
  return %r : tensor<?x?xf32, #csr>
}

// Two host round trips in one function: a sample and the subgraph of the
// seeds (the seeds copied to the host twice).
func.func @sample_then_subgraph(%g: tensor<?x?xf32, #csr>, %s: tensor<?xi64>) -> (tensor<6xi64>, tensor<5x?xf32, #csr>, tensor<?x?xf32, #csr>) {
  %r:3 = stype.dgl_csr_neighbor_uniform_sample %g, %s {num_hops = 2 : i64, num_neighbor = 2 : i64, max_num_vertices = 5 : i64, seed = 11 : i64} : tensor<?x?xf32, #csr>, tensor<?xi64> -> tensor<6xi64>, tensor<5x?xf32, #csr>, tensor<5xi64>
  %sub = stype.dgl_subgraph %g, %s : tensor<?x?xf32, #csr>, tensor<?xi64> -> tensor<?x?xf32, #csr>
  return %r#0, %r#1, %sub : tensor<6xi64>, tensor<5x?xf32, #csr>, tensor<?x?xf32, #csr>
}
