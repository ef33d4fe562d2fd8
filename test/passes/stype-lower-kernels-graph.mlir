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
