// RUN: stype-opt %s --stype-infer-storage=verbose=1 --verify-diagnostics --mlir-print-op-on-diagnostic=false | FileCheck %s

// Inference of the csr graph ops: edge_id (EdgeIDStorageType: csr, default,
// default -> default) and dgl_adjacency (DGLAdjacencyStorageType: csr ->
// csr).  Both have a kernel for their only legal combination (a dense or
// row_sparse graph is a verifier error, graph-invalid.mlir), so there is no
// fallback; the result kind written in the input is rewritten.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// CHECK-LABEL: func.func @edge_id(
// CHECK-NEXT:    %[[R:.*]] = stype.edge_id %{{.*}} : tensor<?x?xf32, #csr>, tensor<?xi64>, tensor<?xi64> -> tensor<?xf32>
// CHECK-NEXT:    return %[[R]] : tensor<?xf32>
func.func @edge_id(%g: tensor<?x?xf32, #csr>, %u: tensor<?xi64>, %v: tensor<?xi64>) -> tensor<?xf32> {
  // expected-remark @below {{operator = edge_id, input storage types = [csr, default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.edge_id %g, %u, %v : tensor<?x?xf32, #csr>, tensor<?xi64>, tensor<?xi64> -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// CHECK-LABEL: func.func @dgl_adjacency(
// CHECK-NEXT:    %[[R:.*]] = stype.dgl_adjacency %{{.*}} : tensor<?x?xf64, #csr> -> tensor<?x?xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<?x?xf32, #csr>
func.func @dgl_adjacency(%g: tensor<?x?xf64, #csr>) -> tensor<?x?xf32> {
  // expected-remark @below {{operator = dgl_adjacency, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.dgl_adjacency %g : tensor<?x?xf64, #csr> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// A row_sparse result written for dgl_adjacency is rewritten to csr.
// CHECK-LABEL: func.func @dgl_adjacency_rsp_written(
// CHECK-NEXT:    %[[R:.*]] = stype.dgl_adjacency %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @dgl_adjacency_rsp_written(%g: tensor<4x4xf32, #csr>) -> tensor<4x4xf32, #rsp> {
  // expected-remark @below {{operator = dgl_adjacency, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.dgl_adjacency %g : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #rsp>
  return %r : tensor<4x4xf32, #rsp>
}

// dgl_subgraph (DGLSubgraphStorageType): csr graph, default vertex lists ->
// every result csr (written dense here: rewritten), no fallback.
// CHECK-LABEL: func.func @dgl_subgraph(
// CHECK-NEXT:    %[[R:.*]]:4 = stype.dgl_subgraph %{{.*}} {return_mapping} : tensor<?x?xf32, #csr>, tensor<?xi64>, tensor<?xi64> -> tensor<?x?xf32, #csr>, tensor<?x?xf32, #csr>, tensor<?x?xf32, #csr>, tensor<?x?xf32, #csr>
// CHECK-NEXT:    return %[[R]]#0, %[[R]]#1, %[[R]]#2, %[[R]]#3 : tensor<?x?xf32, #csr>, tensor<?x?xf32, #csr>, tensor<?x?xf32, #csr>, tensor<?x?xf32, #csr>
func.func @dgl_subgraph(%g: tensor<?x?xf32, #csr>, %v: tensor<?xi64>, %w: tensor<?xi64>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  // expected-remark @below {{operator = dgl_subgraph, input storage types = [csr, default, default], output storage types = [csr, csr, csr, csr], dispatch = specialized kernel}}
  %r:4 = stype.dgl_subgraph %g, %v, %w {return_mapping} : tensor<?x?xf32, #csr>, tensor<?xi64>, tensor<?xi64> -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  return %r#0, %r#1, %r#2, %r#3 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// dgl_graph_compact (SubgraphCompactStorageType): csr graphs, default id
// arrays -> every result csr, no fallback.
// CHECK-LABEL: func.func @dgl_graph_compact(
// CHECK-NEXT:    %[[R:.*]]:2 = stype.dgl_graph_compact(%{{.*}}, %{{.*}}), (%{{.*}}, %{{.*}}) {graph_sizes = array<i64: 3, 2>} : (tensor<?x?xf64, #csr>, tensor<4x6xf64, #csr>), (tensor<?xi64>, tensor<5xi64>) -> tensor<3x3xf64, #csr>, tensor<2x2xf64, #csr>
// CHECK-NEXT:    return %[[R]]#0, %[[R]]#1 : tensor<3x3xf64, #csr>, tensor<2x2xf64, #csr>
func.func @dgl_graph_compact(%g: tensor<?x?xf64, #csr>, %h: tensor<4x6xf64, #csr>, %v: tensor<?xi64>, %w: tensor<5xi64>) -> (tensor<3x3xf64>, tensor<2x2xf64>) {
  // expected-remark @below {{operator = dgl_graph_compact, input storage types = [csr, csr, default, default], output storage types = [csr, csr], dispatch = specialized kernel}}
  %r:2 = stype.dgl_graph_compact (%g, %h), (%v, %w) {graph_sizes = array<i64: 3, 2>} : (tensor<?x?xf64, #csr>, tensor<4x6xf64, #csr>), (tensor<?xi64>, tensor<5xi64>) -> tensor<3x3xf64>, tensor<2x2xf64>
  return %r#0, %r#1 : tensor<3x3xf64>, tensor<2x2xf64>
}

// dgl_csr_neighbor_uniform_sample (CSRNeighborUniformSampleStorageType):
// csr graph, default seed arrays -> default vertex ids, csr sampled graphs
// (written dense here: rewritten), default layers; no fallback (a dense or
// row_sparse graph is a verifier error, graph-invalid.mlir).
// CHECK-LABEL: func.func @dgl_csr_neighbor_uniform_sample(
// CHECK-NEXT:    %[[R:.*]]:6 = stype.dgl_csr_neighbor_uniform_sample %{{.*}}, %{{.*}}, %{{.*}} {max_num_vertices = 4 : i64, seed = 3 : i64} : tensor<?x?xf32, #csr>, tensor<?xi64>, tensor<2xi64> -> tensor<5xi64>, tensor<5xi64>, tensor<4x?xf32, #csr>, tensor<4x?xf32, #csr>, tensor<4xi64>, tensor<4xi64>
// CHECK-NEXT:    return %[[R]]#0, %[[R]]#2, %[[R]]#3, %[[R]]#5 : tensor<5xi64>, tensor<4x?xf32, #csr>, tensor<4x?xf32, #csr>, tensor<4xi64>
func.func @dgl_csr_neighbor_uniform_sample(%g: tensor<?x?xf32, #csr>, %s: tensor<?xi64>, %t: tensor<2xi64>) -> (tensor<5xi64>, tensor<4x?xf32>, tensor<4x?xf32>, tensor<4xi64>) {
  // expected-remark @below {{operator = dgl_csr_neighbor_uniform_sample, input storage types = [csr, default, default], output storage types = [default, default, csr, csr, default, default], dispatch = specialized kernel}}
  %r:6 = stype.dgl_csr_neighbor_uniform_sample %g, %s, %t {max_num_vertices = 4 : i64, seed = 3 : i64} : tensor<?x?xf32, #csr>, tensor<?xi64>, tensor<2xi64> -> tensor<5xi64>, tensor<5xi64>, tensor<4x?xf32>, tensor<4x?xf32>, tensor<4xi64>, tensor<4xi64>
  return %r#0, %r#2, %r#3, %r#5 : tensor<5xi64>, tensor<4x?xf32>, tensor<4x?xf32>, tensor<4xi64>
}

// dgl_csr_neighbor_non_uniform_sample
// (CSRNeighborNonUniformSampleStorageType): csr graph, default probability
// and seed arrays -> default vertex ids, csr sampled graphs (written dense
// here: rewritten), default probabilities, default layers; no fallback (a
// dense or row_sparse graph is a verifier error, graph-invalid.mlir).
// CHECK-LABEL: func.func @dgl_csr_neighbor_non_uniform_sample(
// CHECK-NEXT:    %[[R:.*]]:8 = stype.dgl_csr_neighbor_non_uniform_sample %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {max_num_vertices = 4 : i64, seed = 3 : i64} : tensor<?x?xf64, #csr>, tensor<?xf32>, tensor<?xi64>, tensor<2xi64> -> tensor<5xi64>, tensor<5xi64>, tensor<4x?xf64, #csr>, tensor<4x?xf64, #csr>, tensor<4xf32>, tensor<4xf32>, tensor<4xi64>, tensor<4xi64>
// CHECK-NEXT:    return %[[R]]#0, %[[R]]#2, %[[R]]#3, %[[R]]#5, %[[R]]#7 : tensor<5xi64>, tensor<4x?xf64, #csr>, tensor<4x?xf64, #csr>, tensor<4xf32>, tensor<4xi64>
func.func @dgl_csr_neighbor_non_uniform_sample(%g: tensor<?x?xf64, #csr>, %p: tensor<?xf32>, %s: tensor<?xi64>, %t: tensor<2xi64>) -> (tensor<5xi64>, tensor<4x?xf64>, tensor<4x?xf64>, tensor<4xf32>, tensor<4xi64>) {
  // expected-remark @below {{operator = dgl_csr_neighbor_non_uniform_sample, input storage types = [csr, default, default, default], output storage types = [default, default, csr, csr, default, default, default, default], dispatch = specialized kernel}}
  %r:8 = stype.dgl_csr_neighbor_non_uniform_sample %g, %p, %s, %t {max_num_vertices = 4 : i64, seed = 3 : i64} : tensor<?x?xf64, #csr>, tensor<?xf32>, tensor<?xi64>, tensor<2xi64> -> tensor<5xi64>, tensor<5xi64>, tensor<4x?xf64>, tensor<4x?xf64>, tensor<4xf32>, tensor<4xf32>, tensor<4xi64>, tensor<4xi64>
  return %r#0, %r#2, %r#3, %r#5, %r#7 : tensor<5xi64>, tensor<4x?xf64>, tensor<4x?xf64>, tensor<4xf32>, tensor<4xi64>
}
