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
