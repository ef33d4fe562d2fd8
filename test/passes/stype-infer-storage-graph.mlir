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
  // expected-remark @below {{operator = edge_id, input storage types = [csr, default, default, ], output storage types = [default, ], dispatch = specialized kernel}}
  %r = stype.edge_id %g, %u, %v : tensor<?x?xf32, #csr>, tensor<?xi64>, tensor<?xi64> -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// CHECK-LABEL: func.func @dgl_adjacency(
// CHECK-NEXT:    %[[R:.*]] = stype.dgl_adjacency %{{.*}} : tensor<?x?xf64, #csr> -> tensor<?x?xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<?x?xf32, #csr>
func.func @dgl_adjacency(%g: tensor<?x?xf64, #csr>) -> tensor<?x?xf32> {
  // expected-remark @below {{operator = dgl_adjacency, input storage types = [csr, ], output storage types = [csr, ], dispatch = specialized kernel}}
  %r = stype.dgl_adjacency %g : tensor<?x?xf64, #csr> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// A row_sparse result written for dgl_adjacency is rewritten to csr.
// CHECK-LABEL: func.func @dgl_adjacency_rsp_written(
// CHECK-NEXT:    %[[R:.*]] = stype.dgl_adjacency %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @dgl_adjacency_rsp_written(%g: tensor<4x4xf32, #csr>) -> tensor<4x4xf32, #rsp> {
  // expected-remark @below {{operator = dgl_adjacency, input storage types = [csr, ], output storage types = [csr, ], dispatch = specialized kernel}}
  %r = stype.dgl_adjacency %g : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #rsp>
  return %r : tensor<4x4xf32, #rsp>
}
