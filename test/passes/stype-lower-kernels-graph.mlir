// RUN: stype-opt %s --stype-lower-kernels --canonicalize --cse | FileCheck %s

// The kernels of the csr graph ops (passes/lowering/Graph.cpp).

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>

// edge_id: the result is filled with -1; if u and v have one length, for
// each pair a u outside [0, rows) reports STYPE_KERNEL_EDGE_ID_OUT_OF_RANGE
// (11), else v is binary-searched (scf.while) in row u and a found entry's
// value stored; different lengths report STYPE_KERNEL_SHAPE_MISMATCH (10).
// CHECK-LABEL: func.func @edge_id(
// CHECK-SAME:    %[[PTR:[^:]*]]: memref<?xi64>, %[[COL:[^:]*]]: memref<?xi64>, %[[VAL:[^:]*]]: memref<?xf32>, %{{[^:]*}}: index, %[[U:[^:]*]]: memref<?xi64>, %[[V:[^:]*]]: memref<?xi64>)
// CHECK-DAG:     %[[MISMATCH:.*]] = arith.constant 10 : i32
// CHECK-DAG:     %[[OOR:.*]] = arith.constant 11 : i32
// CHECK-DAG:     %[[M1:.*]] = arith.constant -1.000000e+00 : f32
// CHECK:         %[[N:.*]] = memref.dim %[[U]], %c0
// CHECK:         %[[OUT:.*]] = memref.alloc(%[[N]]) {{.*}} : memref<?xf32>
// CHECK:         scf.for
// CHECK-NEXT:      memref.store %[[M1]], %[[OUT]]
// CHECK:         %[[NV:.*]] = memref.dim %[[V]], %c0
// CHECK:         %[[SAME:.*]] = arith.cmpi eq, %[[N]], %[[NV]] : index
// CHECK:         scf.if %[[SAME]] {
// CHECK:           scf.for %[[I:.*]] = %c0 to %[[N]] step
// CHECK:             %[[ROW:.*]] = memref.load %[[U]][%[[I]]]
// CHECK:             scf.if %{{.*}} {
// CHECK-NEXT:          func.call @stype_kernel_error(%[[OOR]])
// CHECK-NEXT:        } else {
// CHECK:               %[[COLID:.*]] = memref.load %[[V]][%[[I]]]
// CHECK:               scf.while
// CHECK:               %[[FOUND:.*]] = scf.if %{{.*}} -> (i1) {
// CHECK:               scf.if %[[FOUND]] {
// CHECK-NEXT:            %[[E:.*]] = memref.load %[[VAL]]
// CHECK-NEXT:            memref.store %[[E]], %[[OUT]][%[[I]]]
// CHECK:         } else {
// CHECK-NEXT:      func.call @stype_kernel_error(%[[MISMATCH]])
// CHECK:         return %[[OUT]]
func.func @edge_id(%g: tensor<?x?xf32, #csr>, %u: tensor<?xi64>, %v: tensor<?xi64>) -> tensor<?xf32> {
  %r = stype.edge_id %g, %u, %v : tensor<?x?xf32, #csr>, tensor<?xi64>, tensor<?xi64> -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// dgl_adjacency: an f32 value buffer of the graph's nnz filled with 1, the
// index buffers copied; O(nnz), no search.
// CHECK-LABEL: func.func @dgl_adjacency(
// CHECK-SAME:    %[[PTR:[^:]*]]: memref<?xi64>, %[[COL:[^:]*]]: memref<?xi64>, %{{[^:]*}}: memref<?xf64>, %[[NC:[^:]*]]: index)
// CHECK-DAG:     %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK:         %[[NNZ:.*]] = memref.dim %[[COL]], %c0
// CHECK:         %[[DATA:.*]] = memref.alloc(%[[NNZ]]) {{.*}} : memref<?xf32>
// CHECK:         scf.for
// CHECK-NEXT:      memref.store %[[ONE]], %[[DATA]]
// CHECK:         %[[P:.*]] = memref.alloc
// CHECK:         memref.copy %[[PTR]], %[[P]]
// CHECK:         %[[C:.*]] = memref.alloc
// CHECK:         memref.copy %[[COL]], %[[C]]
// CHECK-NOT:     scf.while
// CHECK:         return %[[P]], %[[C]], %[[DATA]], %[[NC]]
func.func @dgl_adjacency(%g: tensor<?x?xf64, #csr>) -> tensor<?x?xf32, #csr> {
  %r = stype.dgl_adjacency %g : tensor<?x?xf64, #csr> -> tensor<?x?xf32, #csr>
  return %r : tensor<?x?xf32, #csr>
}

// dgl_subgraph: per vertex list, a check loop (ids in [0, rows), ascending)
// reporting STYPE_KERNEL_GRAPH_VERTEX_LIST_INVALID (12); then, over the
// listed rows only (trip count 0 after a failed check), a counting pass and
// a filling pass that binary-search each column id + 1 in the list (the last
// occurrence) and store the column's position, the new edge id (sitofp of
// the running count) and the original edge id; the mapping shares the
// structure (copies of indptr and indices).
// CHECK-LABEL: func.func @dgl_subgraph(
// CHECK-SAME:    %[[PTR:[^:]*]]: memref<?xi64>, %[[COL:[^:]*]]: memref<?xi64>, %[[VAL:[^:]*]]: memref<?xf32>, %{{[^:]*}}: index, %[[V:[^:]*]]: memref<?xi64>)
// CHECK:         %[[N:.*]] = memref.dim %[[V]]
// CHECK:         %[[OK:.*]] = scf.for {{.*}} to %[[N]] {{.*}} -> (i1) {
// CHECK:           arith.cmpi sge
// CHECK:           arith.cmpi slt
// CHECK:           arith.cmpi sle
// CHECK:         }
// CHECK:         scf.if
// CHECK-NEXT:      func.call @stype_kernel_error(%c12_i32)
// CHECK:         %[[LIM:.*]] = arith.select %[[OK]], %[[N]], %c0 : index
// CHECK:         %[[NNZ:.*]] = scf.for {{.*}} to %[[LIM]] {{.*}} -> (index) {
// CHECK:           scf.for
// CHECK:             scf.while
// CHECK:         %[[IP:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?xi64>
// CHECK:         %[[IX:.*]] = memref.alloc(%[[NNZ]]) {{.*}} : memref<?xi64>
// CHECK:         %[[D:.*]] = memref.alloc(%[[NNZ]]) {{.*}} : memref<?xf32>
// CHECK:         %[[M:.*]] = memref.alloc(%[[NNZ]]) {{.*}} : memref<?xf32>
// CHECK:         scf.for {{.*}} to %[[LIM]]
// CHECK:           scf.for
// CHECK:             scf.while
// CHECK:             scf.if
// CHECK:               %[[O:.*]] = memref.load %[[VAL]]
// CHECK:               memref.store %{{.*}}, %[[IX]]
// CHECK:               arith.sitofp %{{.*}} : i64 to f32
// CHECK:               memref.store %{{.*}}, %[[D]]
// CHECK:               memref.store %[[O]], %[[M]]
// CHECK:           memref.store %{{.*}}, %[[IP]]
// CHECK:         memref.copy %[[IP]]
// CHECK:         memref.copy %[[IX]]
// CHECK:         return %[[IP]], %[[IX]], %[[D]], %[[N]], %{{.*}}, %{{.*}}, %[[M]], %[[N]]
func.func @dgl_subgraph(%g: tensor<?x?xf32, #csr>, %v: tensor<?xi64>) -> (tensor<?x?xf32, #csr>, tensor<?x?xf32, #csr>) {
  %r:2 = stype.dgl_subgraph %g, %v {return_mapping} : tensor<?x?xf32, #csr>, tensor<?xi64> -> tensor<?x?xf32, #csr>, tensor<?x?xf32, #csr>
  return %r#0, %r#1 : tensor<?x?xf32, #csr>, tensor<?x?xf32, #csr>
}

// dgl_graph_compact (graph_size 3): the shape checks (ids rows + 1 long, rows
// >= 3, last id 3, indptr[3] == nnz), the inverse map over the columns
// (filled with -1, the first position kept), the column check, then
// STYPE_KERNEL_GRAPH_COMPACT_INVALID (13); one pass over the entries (new
// column, sitofp of the position) and a per-row insertion sort (scf.while
// shifting the larger column ids right).
// CHECK-LABEL: func.func @dgl_graph_compact(
// CHECK-SAME:    %[[PTR:[^:]*]]: memref<?xi64>, %[[COL:[^:]*]]: memref<?xi64>, %{{[^:]*}}: memref<?xf64>, %[[NC:[^:]*]]: index, %[[V:[^:]*]]: memref<?xi64>)
// CHECK:         scf.if %{{.*}} -> (i1) {
// CHECK:           memref.load %[[V]]
// CHECK:           memref.load %[[PTR]][%c3]
// CHECK:         %[[INV:.*]] = memref.alloc(%[[NC]]) {{.*}} : memref<?xi64>
// CHECK:         scf.for
// CHECK-NEXT:      memref.store %c-1_i64, %[[INV]]
// CHECK:         scf.for {{.*}} -> (i1) {
// CHECK:           scf.if
// CHECK:             arith.cmpi eq, %{{.*}}, %c-1_i64
// CHECK:             scf.if
// CHECK:               memref.store %{{.*}}, %[[INV]]
// CHECK:           arith.cmpi ne, %{{.*}}, %c-1_i64
// CHECK:         %[[OK:.*]] = scf.for {{.*}} -> (i1) {
// CHECK:           memref.load %[[INV]]
// CHECK:         scf.if
// CHECK-NEXT:      func.call @stype_kernel_error(%c13_i32)
// CHECK:         %[[NNZ:.*]] = arith.select %[[OK]]
// CHECK:         %[[IP:.*]] = memref.alloc() {{.*}} : memref<4xi64>
// CHECK:         %[[IX:.*]] = memref.alloc(%[[NNZ]]) {{.*}} : memref<?xi64>
// CHECK:         scf.for {{.*}} to %[[NNZ]]
// CHECK:           memref.load %[[INV]]
// CHECK:           arith.sitofp %{{.*}} : i64 to f64
// CHECK:         memref.dealloc %[[INV]]
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK:             scf.while
// CHECK:               arith.cmpi sgt
// CHECK:               scf.condition
// CHECK:         return %{{.*}}, %[[IX]], %{{.*}}, %c3
func.func @dgl_graph_compact(%g: tensor<?x?xf64, #csr>, %v: tensor<?xi64>) -> tensor<3x3xf64, #csr> {
  %r = stype.dgl_graph_compact (%g), (%v) {graph_sizes = array<i64: 3>} : (tensor<?x?xf64, #csr>), (tensor<?xi64>) -> tensor<3x3xf64, #csr>
  return %r : tensor<3x3xf64, #csr>
}
