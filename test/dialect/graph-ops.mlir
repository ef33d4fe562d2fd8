// RUN: stype-opt %s | FileCheck %s
// RUN: stype-opt %s --mlir-print-op-generic | stype-opt | FileCheck %s

// Round trip (printed and generic form) of the csr graph ops: edge_id and
// dgl_adjacency, f32 and f64 graphs, static and dynamic dims.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>

// CHECK-LABEL: func.func @edge_id(
// CHECK-SAME:    %[[G:.*]]: tensor<?x?xf32, #csr>, %[[U:.*]]: tensor<?xi64>, %[[V:.*]]: tensor<?xi64>, %[[H:.*]]: tensor<3x3xf64, #csr>, %[[W:.*]]: tensor<6xi64>)
// CHECK-NEXT:    %[[A:.*]] = stype.edge_id %[[G]], %[[U]], %[[V]] : tensor<?x?xf32, #csr>, tensor<?xi64>, tensor<?xi64> -> tensor<?xf32>
// CHECK-NEXT:    %[[B:.*]] = stype.edge_id %[[H]], %[[W]], %[[W]] : tensor<3x3xf64, #csr>, tensor<6xi64>, tensor<6xi64> -> tensor<6xf64>
// CHECK-NEXT:    return %[[A]], %[[B]]
func.func @edge_id(%g: tensor<?x?xf32, #csr>, %u: tensor<?xi64>, %v: tensor<?xi64>, %h: tensor<3x3xf64, #csr>, %w: tensor<6xi64>) -> (tensor<?xf32>, tensor<6xf64>) {
  %a = stype.edge_id %g, %u, %v : tensor<?x?xf32, #csr>, tensor<?xi64>, tensor<?xi64> -> tensor<?xf32>
  %b = stype.edge_id %h, %w, %w : tensor<3x3xf64, #csr>, tensor<6xi64>, tensor<6xi64> -> tensor<6xf64>
  return %a, %b : tensor<?xf32>, tensor<6xf64>
}

// CHECK-LABEL: func.func @dgl_adjacency(
// CHECK-SAME:    %[[G:.*]]: tensor<?x?xf32, #csr>, %[[H:.*]]: tensor<3x4xf64, #csr>)
// CHECK-NEXT:    %[[A:.*]] = stype.dgl_adjacency %[[G]] : tensor<?x?xf32, #csr> -> tensor<?x?xf32, #csr>
// CHECK-NEXT:    %[[B:.*]] = stype.dgl_adjacency %[[H]] : tensor<3x4xf64, #csr> -> tensor<3x4xf32, #csr>
// CHECK-NEXT:    return %[[A]], %[[B]]
func.func @dgl_adjacency(%g: tensor<?x?xf32, #csr>, %h: tensor<3x4xf64, #csr>) -> (tensor<?x?xf32, #csr>, tensor<3x4xf32, #csr>) {
  %a = stype.dgl_adjacency %g : tensor<?x?xf32, #csr> -> tensor<?x?xf32, #csr>
  %b = stype.dgl_adjacency %h : tensor<3x4xf64, #csr> -> tensor<3x4xf32, #csr>
  return %a, %b : tensor<?x?xf32, #csr>, tensor<3x4xf32, #csr>
}

// dgl_subgraph: one graph, several vertex lists; with return_mapping the
// mappings follow the subgraphs.
// CHECK-LABEL: func.func @dgl_subgraph(
// CHECK-SAME:    %[[G:.*]]: tensor<?x?xf32, #csr>, %[[V:.*]]: tensor<?xi64>, %[[W:.*]]: tensor<3xi64>, %[[H:.*]]: tensor<5x5xf64, #csr>)
// CHECK-NEXT:    %[[S:.*]]:4 = stype.dgl_subgraph %[[G]], %[[V]], %[[W]] {return_mapping} : tensor<?x?xf32, #csr>, tensor<?xi64>, tensor<3xi64> -> tensor<?x?xf32, #csr>, tensor<3x3xf32, #csr>, tensor<?x?xf32, #csr>, tensor<3x3xf32, #csr>
// CHECK-NEXT:    %[[T:.*]] = stype.dgl_subgraph %[[H]], %[[W]] : tensor<5x5xf64, #csr>, tensor<3xi64> -> tensor<3x3xf64, #csr>
// CHECK-NEXT:    return %[[S]]#0, %[[S]]#3, %[[T]]
func.func @dgl_subgraph(%g: tensor<?x?xf32, #csr>, %v: tensor<?xi64>, %w: tensor<3xi64>, %h: tensor<5x5xf64, #csr>) -> (tensor<?x?xf32, #csr>, tensor<3x3xf32, #csr>, tensor<3x3xf64, #csr>) {
  %s:4 = stype.dgl_subgraph %g, %v, %w {return_mapping} : tensor<?x?xf32, #csr>, tensor<?xi64>, tensor<3xi64> -> tensor<?x?xf32, #csr>, tensor<3x3xf32, #csr>, tensor<?x?xf32, #csr>, tensor<3x3xf32, #csr>
  %t = stype.dgl_subgraph %h, %w : tensor<5x5xf64, #csr>, tensor<3xi64> -> tensor<3x3xf64, #csr>
  return %s#0, %s#3, %t : tensor<?x?xf32, #csr>, tensor<3x3xf32, #csr>, tensor<3x3xf64, #csr>
}

// dgl_graph_compact: graphs, then their vertex id arrays; graph_sizes fixes
// the result shapes.
// CHECK-LABEL: func.func @dgl_graph_compact(
// CHECK-SAME:    %[[G:.*]]: tensor<?x?xf32, #csr>, %[[H:.*]]: tensor<6x9xf32, #csr>, %[[V:.*]]: tensor<?xi64>, %[[W:.*]]: tensor<7xi64>)
// CHECK-NEXT:    %[[C:.*]]:4 = stype.dgl_graph_compact(%[[G]], %[[H]]), (%[[V]], %[[W]]) {graph_sizes = array<i64: 4, 5>, return_mapping} : (tensor<?x?xf32, #csr>, tensor<6x9xf32, #csr>), (tensor<?xi64>, tensor<7xi64>) -> tensor<4x4xf32, #csr>, tensor<5x5xf32, #csr>, tensor<4x4xf32, #csr>, tensor<5x5xf32, #csr>
// CHECK-NEXT:    %[[D:.*]] = stype.dgl_graph_compact(%[[H]]), (%[[W]]) {graph_sizes = array<i64: 0>} : (tensor<6x9xf32, #csr>), (tensor<7xi64>) -> tensor<0x0xf32, #csr>
// CHECK-NEXT:    return %[[C]]#0, %[[C]]#3, %[[D]]
func.func @dgl_graph_compact(%g: tensor<?x?xf32, #csr>, %h: tensor<6x9xf32, #csr>, %v: tensor<?xi64>, %w: tensor<7xi64>) -> (tensor<4x4xf32, #csr>, tensor<5x5xf32, #csr>, tensor<0x0xf32, #csr>) {
  %c:4 = stype.dgl_graph_compact (%g, %h), (%v, %w) {graph_sizes = array<i64: 4, 5>, return_mapping} : (tensor<?x?xf32, #csr>, tensor<6x9xf32, #csr>), (tensor<?xi64>, tensor<7xi64>) -> tensor<4x4xf32, #csr>, tensor<5x5xf32, #csr>, tensor<4x4xf32, #csr>, tensor<5x5xf32, #csr>
  %d = stype.dgl_graph_compact (%h), (%w) {graph_sizes = array<i64: 0>} : (tensor<6x9xf32, #csr>), (tensor<7xi64>) -> tensor<0x0xf32, #csr>
  return %c#0, %c#3, %d : tensor<4x4xf32, #csr>, tensor<5x5xf32, #csr>, tensor<0x0xf32, #csr>
}

// dgl_csr_neighbor_uniform_sample: two seed arrays (ids, graphs, layers),
// all attributes given, f64 static graph; and the defaults (num_hops 1,
// num_neighbor 2, max_num_vertices 100, seed 0) with a dynamic f32 graph.
// CHECK-LABEL: func.func @dgl_csr_neighbor_uniform_sample(
// CHECK-SAME:    %[[G:.*]]: tensor<6x6xf64, #csr>, %[[S:.*]]: tensor<2xi64>, %[[T:.*]]: tensor<?xi64>, %[[H:.*]]: tensor<?x?xf32, #csr>)
// CHECK-NEXT:    %[[A:.*]]:6 = stype.dgl_csr_neighbor_uniform_sample %[[G]], %[[S]], %[[T]] {max_num_vertices = 4 : i64, num_hops = 2 : i64, num_neighbor = 3 : i64, seed = 7 : i64} : tensor<6x6xf64, #csr>, tensor<2xi64>, tensor<?xi64> -> tensor<5xi64>, tensor<?xi64>, tensor<4x6xf64, #csr>, tensor<?x?xf64, #csr>, tensor<4xi64>, tensor<?xi64>
// CHECK-NEXT:    %[[B:.*]]:3 = stype.dgl_csr_neighbor_uniform_sample %[[H]], %[[T]] : tensor<?x?xf32, #csr>, tensor<?xi64> -> tensor<101xi64>, tensor<100x?xf32, #csr>, tensor<100xi64>
// CHECK-NEXT:    return %[[A]]#2, %[[B]]#1
func.func @dgl_csr_neighbor_uniform_sample(%g: tensor<6x6xf64, #csr>, %s: tensor<2xi64>, %t: tensor<?xi64>, %h: tensor<?x?xf32, #csr>) -> (tensor<4x6xf64, #csr>, tensor<100x?xf32, #csr>) {
  %a:6 = stype.dgl_csr_neighbor_uniform_sample %g, %s, %t {num_hops = 2 : i64, num_neighbor = 3 : i64, max_num_vertices = 4 : i64, seed = 7 : i64} : tensor<6x6xf64, #csr>, tensor<2xi64>, tensor<?xi64> -> tensor<5xi64>, tensor<?xi64>, tensor<4x6xf64, #csr>, tensor<?x?xf64, #csr>, tensor<4xi64>, tensor<?xi64>
  %b:3 = stype.dgl_csr_neighbor_uniform_sample %h, %t : tensor<?x?xf32, #csr>, tensor<?xi64> -> tensor<101xi64>, tensor<100x?xf32, #csr>, tensor<100xi64>
  return %a#2, %b#1 : tensor<4x6xf64, #csr>, tensor<100x?xf32, #csr>
}

// dgl_csr_neighbor_non_uniform_sample: two seed arrays (ids, graphs,
// probabilities, layers), all attributes given, f64 static graph with f32
// probabilities; and the defaults (num_hops 1, num_neighbor 2,
// max_num_vertices 100, seed 0) with a dynamic f32 graph and f64
// probabilities.
// CHECK-LABEL: func.func @dgl_csr_neighbor_non_uniform_sample(
// CHECK-SAME:    %[[G:.*]]: tensor<6x6xf64, #csr>, %[[P:.*]]: tensor<6xf32>, %[[S:.*]]: tensor<2xi64>, %[[T:.*]]: tensor<?xi64>, %[[H:.*]]: tensor<?x?xf32, #csr>, %[[Q:.*]]: tensor<?xf64>)
// CHECK-NEXT:    %[[A:.*]]:8 = stype.dgl_csr_neighbor_non_uniform_sample %[[G]], %[[P]], %[[S]], %[[T]] {max_num_vertices = 4 : i64, num_hops = 2 : i64, num_neighbor = 3 : i64, seed = 7 : i64} : tensor<6x6xf64, #csr>, tensor<6xf32>, tensor<2xi64>, tensor<?xi64> -> tensor<5xi64>, tensor<?xi64>, tensor<4x6xf64, #csr>, tensor<?x?xf64, #csr>, tensor<4xf32>, tensor<?xf32>, tensor<4xi64>, tensor<?xi64>
// CHECK-NEXT:    %[[B:.*]]:4 = stype.dgl_csr_neighbor_non_uniform_sample %[[H]], %[[Q]], %[[T]] : tensor<?x?xf32, #csr>, tensor<?xf64>, tensor<?xi64> -> tensor<101xi64>, tensor<100x?xf32, #csr>, tensor<100xf64>, tensor<100xi64>
// CHECK-NEXT:    return %[[A]]#4, %[[B]]#1
func.func @dgl_csr_neighbor_non_uniform_sample(%g: tensor<6x6xf64, #csr>, %p: tensor<6xf32>, %s: tensor<2xi64>, %t: tensor<?xi64>, %h: tensor<?x?xf32, #csr>, %q: tensor<?xf64>) -> (tensor<4xf32>, tensor<100x?xf32, #csr>) {
  %a:8 = stype.dgl_csr_neighbor_non_uniform_sample %g, %p, %s, %t {num_hops = 2 : i64, num_neighbor = 3 : i64, max_num_vertices = 4 : i64, seed = 7 : i64} : tensor<6x6xf64, #csr>, tensor<6xf32>, tensor<2xi64>, tensor<?xi64> -> tensor<5xi64>, tensor<?xi64>, tensor<4x6xf64, #csr>, tensor<?x?xf64, #csr>, tensor<4xf32>, tensor<?xf32>, tensor<4xi64>, tensor<?xi64>
  %b:4 = stype.dgl_csr_neighbor_non_uniform_sample %h, %q, %t : tensor<?x?xf32, #csr>, tensor<?xf64>, tensor<?xi64> -> tensor<101xi64>, tensor<100x?xf32, #csr>, tensor<100xf64>, tensor<100xi64>
  return %a#4, %b#1 : tensor<4xf32>, tensor<100x?xf32, #csr>
}
