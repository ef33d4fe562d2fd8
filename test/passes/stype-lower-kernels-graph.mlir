// RUN: stype-opt %s --stype-lower-kernels=check-allocations=0 --canonicalize --cse | FileCheck %s
// (check-allocations=0: the allocation checks are tested in
// stype-lower-kernels-alloc.mlir; without them the kernels read as written.)

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

// dgl_csr_neighbor_uniform_sample (one seed array, num_hops 2, num_neighbor
// 3, max_num_vertices 4, seed 7): the seed check (a square graph, at most 4
// seeds, each in [0, rows); else STYPE_KERNEL_GRAPH_SAMPLE_INVALID = 14 and
// no loop runs), the mark array (-1), the seeds collected (layer 0), the BFS
// over the 4 queue slots (active while slot < count < 4 and layer < 2):
// selection sampling of the row with splitmix64 keyed by mix(seed) + vertex
// (folded: mix(7) + 0x9E3779B97F4A7C15 = 145060346506021356) and the entry
// offset, U = (h >> 11) * 2^-53 compared with (3 - kept) / (len - offset),
// the whole row when len <= 3; the sampled neighbours collected with layer
// + 1; then the walk over the marks writing ids, layers and the csr rows, the
// padding rows' indptr, the count in ids[4]; scratch buffers freed.
// CHECK-LABEL: func.func @dgl_csr_neighbor_uniform_sample(
// CHECK-SAME:    %[[PTR:[^:]*]]: memref<?xi64>, %[[COL:[^:]*]]: memref<?xi64>, %[[VAL:[^:]*]]: memref<?xf32>, %[[NCOLS:[^:]*]]: index, %[[S:[^:]*]]: memref<?xi64>)
// CHECK-SAME:    -> (memref<5xi64>, memref<?xi64>, memref<?xi64>, memref<?xf32>, index, memref<4xi64>)
// CHECK-DAG:     %[[KEY:.*]] = arith.constant 145060346506021356 : i64
// CHECK-DAG:     %[[UNIT:.*]] = arith.constant 1.1102230246251565E-16 : f64
// CHECK-DAG:     %[[GAMMA:.*]] = arith.constant -7046029254386353131 : i64
// CHECK-DAG:     %[[M1:.*]] = arith.constant -4658895280553007687 : i64
// CHECK-DAG:     %[[M2:.*]] = arith.constant -7723592293110705685 : i64
// CHECK-DAG:     %[[ERR:.*]] = arith.constant 14 : i32
// CHECK-DAG:     %[[HOPS:.*]] = arith.constant 2 : i64
// CHECK-DAG:     %[[MINUS1:.*]] = arith.constant -1 : i64
// CHECK:         %[[SQUARE:.*]] = arith.cmpi eq, %{{.*}}, %[[NCOLS]] : index
// CHECK:         %[[FEW:.*]] = arith.cmpi ule, %{{.*}}, %c4 : index
// CHECK:         %[[OK:.*]] = scf.for {{.*}} -> (i1) {
// CHECK:         scf.if %{{.*}} {
// CHECK-NEXT:      func.call @stype_kernel_error(%[[ERR]])
// CHECK:         %[[MARK:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?xi64>
// CHECK:           memref.store %[[MINUS1]], %[[MARK]]
// CHECK:         %[[QUEUE:.*]] = memref.alloc() {{.*}} : memref<4xi64>
// CHECK:         %[[QLAYER:.*]] = memref.alloc() {{.*}} : memref<4xi64>
// CHECK:         %[[EDGES:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?xi64>
// CHECK:         %[[ST:.*]] = memref.alloc() {{.*}} : memref<2xindex>
// CHECK:         scf.for %{{.*}} = %c0 to %{{.*}} step %c1 {
// CHECK:           memref.load %[[S]]
// CHECK:           scf.if
// CHECK:             memref.store %{{.*}}, %[[MARK]]
// CHECK:         scf.for %[[Q:.*]] = %c0 to %c4 step %c1 {
// CHECK:           %[[CNT:.*]] = memref.load %[[ST]][%c0]
// CHECK:           scf.if
// CHECK:             %[[U:.*]] = memref.load %[[QUEUE]][%[[Q]]]
// CHECK:             %[[L:.*]] = memref.load %[[QLAYER]][%[[Q]]]
// CHECK:             %[[EXPAND:.*]] = arith.cmpi slt, %[[L]], %[[HOPS]] : i64
// CHECK:             scf.if %[[EXPAND]] {
// CHECK:               %[[WHOLE:.*]] = arith.cmpi ule, %{{.*}}, %c3 : index
// CHECK:               arith.addi %[[U]], %[[KEY]] : i64
// CHECK:               %[[KEPT:.*]] = scf.for %[[P:.*]] = {{.*}} iter_args({{.*}}) -> (index) {
// CHECK:                 arith.addi %{{.*}}, %[[GAMMA]] : i64
// CHECK:                 arith.muli %{{.*}}, %[[M1]] : i64
// CHECK:                 arith.muli %{{.*}}, %[[M2]] : i64
// CHECK:                 %[[BITS:.*]] = arith.shrui %{{.*}}, %c11_i64 : i64
// CHECK:                 %[[F:.*]] = arith.uitofp %[[BITS]] : i64 to f64
// CHECK:                 arith.mulf %[[F]], %[[UNIT]] : f64
// CHECK:                 %[[DRAW:.*]] = arith.cmpf olt
// CHECK:                 %[[KEEP:.*]] = arith.ori %[[WHOLE]], %[[DRAW]] : i1
// CHECK:                 scf.if %[[KEEP]] {
// CHECK:                   memref.store %{{.*}}, %[[EDGES]]
// CHECK:               scf.for %{{.*}} = %c0 to %[[KEPT]] step %c1 {
// CHECK:                 memref.load %[[COL]]
// CHECK:                 scf.if
// CHECK:                   memref.store %{{.*}}, %[[QUEUE]]
// CHECK:         %[[IDS:.*]] = memref.alloc() {{.*}} : memref<5xi64>
// CHECK:         %[[LAYERS:.*]] = memref.alloc() {{.*}} : memref<4xi64>
// CHECK:         scf.for %[[V:.*]] = %c0 to %{{.*}} step %c1 iter_args(%[[ROW:.*]] = %c0) -> (index) {
// CHECK:           memref.load %[[MARK]][%[[V]]]
// CHECK:           scf.if
// CHECK:             memref.store %{{.*}}, %[[IDS]][%[[ROW]]]
// CHECK:             memref.store %{{.*}}, %[[LAYERS]][%[[ROW]]]
// CHECK:             scf.for
// CHECK:               memref.load %[[EDGES]]
// CHECK:               memref.load %[[COL]]
// CHECK:               memref.load %[[VAL]]
// CHECK:         memref.store %{{.*}}, %[[IDS]][%c4]
// CHECK:         memref.dealloc %[[MARK]]
// CHECK:         memref.dealloc %[[ST]]
// CHECK:         return %[[IDS]], %{{.*}}, %{{.*}}, %{{.*}}, %[[NCOLS]], %[[LAYERS]]
func.func @dgl_csr_neighbor_uniform_sample(%g: tensor<?x?xf32, #csr>, %s: tensor<?xi64>) -> (tensor<5xi64>, tensor<4x?xf32, #csr>, tensor<4xi64>) {
  %r:3 = stype.dgl_csr_neighbor_uniform_sample %g, %s {num_hops = 2 : i64, num_neighbor = 3 : i64, max_num_vertices = 4 : i64, seed = 7 : i64} : tensor<?x?xf32, #csr>, tensor<?xi64> -> tensor<5xi64>, tensor<4x?xf32, #csr>, tensor<4xi64>
  return %r#0, %r#1, %r#2 : tensor<5xi64>, tensor<4x?xf32, #csr>, tensor<4xi64>
}

// dgl_csr_neighbor_non_uniform_sample (one seed array, num_hops 2,
// num_neighbor 3, max_num_vertices 4, seed 7, f32 weights): the f64 weight
// scratch over the entries (zeros); the weight check (length = rows, every
// weight >= 0 and < inf, else STYPE_KERNEL_GRAPH_SAMPLE_PROBABILITY_INVALID
// = 15); the seed check (else STYPE_KERNEL_GRAPH_NON_UNIFORM_SAMPLE_INVALID
// = 16), both guarding every loop; the uniform op's BFS, where a row longer
// than 3 gets its weights (probability of each column, extended to f64),
// then 3 draws: a scan summing the undrawn weights (>= 0) and counting
// them, U = (h >> 11) * 2^-53 with h = mix(row key + draw) times the total
// (the count when the total is 0), a scan picking the last undrawn entry
// of positive weight whose running sum before it is <= U * total, marked
// -1; the keep loop keeps the whole row or the marked (< 0) entries; the
// walk over the marks also writes probability[v]; -1 padding of the f32
// probabilities; the scratch freed.
// CHECK-LABEL: func.func @dgl_csr_neighbor_non_uniform_sample(
// CHECK-SAME:    %[[PTR:[^:]*]]: memref<?xi64>, %[[COL:[^:]*]]: memref<?xi64>, %[[VAL:[^:]*]]: memref<?xf32>, %[[NCOLS:[^:]*]]: index, %[[PROB:[^:]*]]: memref<?xf32>, %[[S:[^:]*]]: memref<?xi64>)
// CHECK-SAME:    -> (memref<5xi64>, memref<?xi64>, memref<?xi64>, memref<?xf32>, index, memref<4xf32>, memref<4xi64>)
// CHECK-DAG:     %[[KEY:.*]] = arith.constant 145060346506021356 : i64
// CHECK-DAG:     %[[PADF:.*]] = arith.constant -1.000000e+00 : f32
// CHECK-DAG:     %[[DRAWN:.*]] = arith.constant -1.000000e+00 : f64
// CHECK-DAG:     %[[UNIT:.*]] = arith.constant 1.1102230246251565E-16 : f64
// CHECK-DAG:     %[[ONE:.*]] = arith.constant 1.000000e+00 : f64
// CHECK-DAG:     %[[ERRS:.*]] = arith.constant 16 : i32
// CHECK-DAG:     %[[ERRP:.*]] = arith.constant 15 : i32
// CHECK-DAG:     %[[INF:.*]] = arith.constant 0x7F800000 : f32
// CHECK-DAG:     %[[ZERO:.*]] = arith.constant 0.000000e+00 : f64
// CHECK:         %[[NNZ:.*]] = memref.dim %[[COL]], %c0
// CHECK:         %[[REM:.*]] = memref.alloc(%[[NNZ]]) {{.*}} : memref<?xf64>
// CHECK:           memref.store %[[ZERO]], %[[REM]]
// CHECK:         %[[NP:.*]] = memref.dim %[[PROB]], %c0
// CHECK:         %[[SAMELEN:.*]] = arith.cmpi eq, %[[NP]], %{{.*}} : index
// CHECK:         %[[POK:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %[[SAMELEN]]) -> (i1) {
// CHECK:           memref.load %[[PROB]]
// CHECK:           arith.cmpf oge
// CHECK:           arith.cmpf olt, %{{.*}}, %[[INF]] : f32
// CHECK:         %[[PBAD:.*]] = arith.xori %[[POK]], %true
// CHECK:         scf.if %[[PBAD]] {
// CHECK-NEXT:      func.call @stype_kernel_error(%[[ERRP]])
// CHECK:         %[[SOK:.*]] = scf.for {{.*}} -> (i1) {
// CHECK:         scf.if %{{.*}} {
// CHECK-NEXT:      func.call @stype_kernel_error(%[[ERRS]])
// CHECK:         %[[OK:.*]] = arith.andi %[[SOK]], %[[POK]] : i1
// CHECK:         %[[ROWS:.*]] = arith.select %[[OK]], %{{.*}}, %c0 : index
// CHECK:         %[[MARK:.*]] = memref.alloc(%[[ROWS]])
// CHECK:         scf.for %[[Q:.*]] = %c0 to %c4 step %c1 {
// CHECK:               %[[WHOLE:.*]] = arith.cmpi ule, %[[LEN:.*]], %c3 : index
// CHECK:               arith.addi %{{.*}}, %[[KEY]] : i64
// CHECK:               %[[LONG:.*]] = arith.cmpi ugt, %[[LEN]], %c3 : index
// CHECK:               scf.if %[[LONG]] {
// CHECK:                 scf.for %[[P:.*]] = %[[LO:.*]] to %[[HI:.*]] step %c1 {
// CHECK:                   %[[C:.*]] = memref.load %[[COL]][%[[P]]]
// CHECK:                   %[[W:.*]] = memref.load %[[PROB]][%{{.*}}]
// CHECK:                   %[[WD:.*]] = arith.extf %[[W]] : f32 to f64
// CHECK:                   memref.store %[[WD]], %[[REM]][%[[P]]]
// CHECK:                 scf.for %{{.*}} = %c0 to %c3 step %c1 {
// CHECK:                   %[[SUMS:.*]]:2 = scf.for %{{.*}} = %[[LO]] to %[[HI]] step %c1 iter_args({{.*}}) -> (f64, index) {
// CHECK:                     arith.cmpf oge, %{{.*}}, %[[ZERO]] : f64
// CHECK:                   %[[POS:.*]] = arith.cmpf ogt, %[[SUMS]]#0, %[[ZERO]] : f64
// CHECK:                   %[[TOTAL:.*]] = arith.select %[[POS]], %[[SUMS]]#0, %{{.*}} : f64
// CHECK:                   arith.mulf %{{.*}}, %[[UNIT]] : f64
// CHECK:                   %[[TARGET:.*]] = arith.mulf %{{.*}}, %[[TOTAL]] : f64
// CHECK:                   %[[PICK:.*]]:2 = scf.for %[[P2:.*]] = %[[LO]] to %[[HI]] step %c1 iter_args(%[[ACC:.*]] = %[[ZERO]], %{{.*}} = %[[LO]]) -> (f64, index) {
// CHECK:                     arith.select %[[POS]], %{{.*}}, %[[ONE]] : f64
// CHECK:                     arith.cmpf ole, %[[ACC]], %[[TARGET]] : f64
// CHECK:                   memref.store %[[DRAWN]], %[[REM]][%[[PICK]]#1]
// CHECK:               scf.for %{{.*}} = %[[LO]] to %[[HI]] step %c1 iter_args(%{{.*}}) -> (index) {
// CHECK:                 %[[MARKED:.*]] = arith.cmpf olt, %{{.*}}, %[[ZERO]] : f64
// CHECK:                 arith.ori %[[WHOLE]], %[[MARKED]] : i1
// CHECK:         %[[PROBS:.*]] = memref.alloc() {{.*}} : memref<4xf32>
// CHECK:           memref.store %[[PADF]], %[[PROBS]]
// CHECK:         scf.for %[[V:.*]] = %c0 to %[[ROWS]] step %c1 iter_args(%[[ROW:.*]] = %c0) -> (index) {
// CHECK:             %[[PV:.*]] = memref.load %[[PROB]][%[[V]]]
// CHECK:             memref.store %[[PV]], %[[PROBS]][%[[ROW]]]
// CHECK:         memref.dealloc %[[REM]]
// CHECK:         return %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[NCOLS]], %[[PROBS]], %{{.*}}
func.func @dgl_csr_neighbor_non_uniform_sample(%g: tensor<?x?xf32, #csr>, %p: tensor<?xf32>, %s: tensor<?xi64>) -> (tensor<5xi64>, tensor<4x?xf32, #csr>, tensor<4xf32>, tensor<4xi64>) {
  %r:4 = stype.dgl_csr_neighbor_non_uniform_sample %g, %p, %s {num_hops = 2 : i64, num_neighbor = 3 : i64, max_num_vertices = 4 : i64, seed = 7 : i64} : tensor<?x?xf32, #csr>, tensor<?xf32>, tensor<?xi64> -> tensor<5xi64>, tensor<4x?xf32, #csr>, tensor<4xf32>, tensor<4xi64>
  return %r#0, %r#1, %r#2, %r#3 : tensor<5xi64>, tensor<4x?xf32, #csr>, tensor<4xf32>, tensor<4xi64>
}
