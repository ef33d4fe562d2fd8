//===- GraphOps.td - csr graph ops -*- tablegen -*-===//
//
// Included by StypeOps.td.  MXNet's csr graph operators (the `_contrib_dgl_*`
// family of src/operator/contrib/dgl_graph.cc): a csr matrix is a graph's
// adjacency, row u holding the edges u -> v, its values the edge ids.  The
// verifiers and inference rules are in GraphOps.cpp, the kernels in
// passes/lowering/Graph.cpp.
//
// `_contrib_dgl_csr_neighbor_uniform_sample` and
// `_contrib_dgl_csr_neighbor_non_uniform_sample` are provided with an
// explicit `seed` (a counter-based generator, documented in their
// descriptions).
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_DIALECT_GRAPHOPS_TD
#define STYPE_DIALECT_GRAPHOPS_TD

def Stype_EdgeIdOp : Stype_Op<"edge_id"> {
  let summary = "looks up the edge ids of (u, v) vertex pairs in a csr graph";
  let description = [{
    Returns `result[i] = data[u[i], v[i]]` where the csr `data` stores that
    entry, and -1 where it does not.  Mirrors MXNet's `_contrib_edge_id`
    (`EdgeIDStorageType`): the values of the csr are the graph's edge ids, so
    a stored 0 is an edge (id 0) and is returned as 0.

    | data, u, v | result | kernel |
    |---|---|---|
    | csr, default, default | default | per pair, a binary search of `v[i]` in row `u[i]`: O(len(u) * log(row length)) |
    | default or row_sparse data | — | verifier error (MXNet: "Cannot dispatch edge_id storage type, only works for csr matrices") |

    `u` and `v` are i64 vectors of one length (MXNet casts any dtype to an
    int64 id).  Differences from MXNet: a `u[i]` outside `[0, rows)` is a
    run-time error (`STYPE_KERNEL_EDGE_ID_OUT_OF_RANGE`, its result -1)
    where MXNet reads out of bounds; a `v[i]` outside `[0, cols)` is simply
    not found (-1), as in MXNet.  `u` and `v` of different run-time lengths
    are a run-time error (`STYPE_KERNEL_SHAPE_MISMATCH`).  MXNet searches a
    row linearly; the binary search finds the same entry because csr column
    ids are strictly ascending per row.  Sequential and deterministic.

    Example:

    ```mlir
    %e = stype.edge_id %g, %u, %v
        : tensor<?x?xf32, #csr>, tensor<?xi64>, tensor<?xi64> -> tensor<?xf32>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$data, 1DTensorOf<[I64]>:$u,
                       1DTensorOf<[I64]>:$v);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $data `,` $u `,` $v attr-dict `:` type($data) `,` type($u) `,` type($v)
    `->` type($result)
  }];
  let hasVerifier = 1;
  let kernels = [
    Stype_Kernel<"csr", ["csr", "any..."], ["default"], Stype_GpuHost,
      "binary search per (u, v)">,
  ];
}

def Stype_DglAdjacencyOp : Stype_Op<"dgl_adjacency"> {
  let summary = "the adjacency matrix (ones) of a csr graph of edge ids";
  let description = [{
    Returns a csr of the structure of `data` (same row pointers and column
    ids) whose every stored value is 1.0 (f32).  Mirrors MXNet's
    `_contrib_dgl_adjacency` (`DGLAdjacencyStorageType`): the input's values
    are edge ids, the output is the graph's adjacency matrix.

    | data | result | kernel |
    |---|---|---|
    | csr | csr (f32) | copies the index buffers, fills the values with 1: O(nnz) |
    | default or row_sparse | — | verifier error (MXNet: "dgl_adjacency only works for csr matrices") |

    Every stored entry becomes 1, a stored 0 included (it is the edge with
    id 0).  MXNet requires int64 edge ids; stype's value tensors are f32 or
    f64, so the ids are f32/f64 values (exact up to 2^24 / 2^53).  The result
    is always f32, as in MXNet.  Deterministic.

    `_contrib_dgl_csr_neighbor_uniform_sample` is
    `stype.dgl_csr_neighbor_uniform_sample` and
    `_contrib_dgl_csr_neighbor_non_uniform_sample` is
    `stype.dgl_csr_neighbor_non_uniform_sample` (both with an explicit
    `seed`).

    Example:

    ```mlir
    %a = stype.dgl_adjacency %g : tensor<?x?xf64, #csr> -> tensor<?x?xf32, #csr>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$data);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = "$data attr-dict `:` type($data) `->` type($result)";
  let hasVerifier = 1;
  let kernels = [
    Stype_Kernel<"csr", ["csr"], ["csr"], Stype_GpuHost,
      "the graph's structure, edge ids as values">,
  ];
}

def Stype_DglSubgraphOp : Stype_Op<"dgl_subgraph"> {
  let summary = "the induced subgraphs of a csr graph on sorted vertex lists";
  let description = [{
    For each vertex list `vertices[i]` (ascending i64 vertex ids of length
    n), returns the subgraph of `graph` induced by those vertices: an n x n
    csr whose row j holds the edges `vertices[i][j] -> w` of `graph` with
    `w` in the list, column `w` renumbered to its position in the list, and
    values the new edge ids `0, 1, ..., nnz - 1` in storage order.  With
    `return_mapping`, a second csr per list of the same structure holds the
    edges' ids in `graph` (its stored values).  Results: the n subgraphs,
    then (with `return_mapping`) the n mappings.  Mirrors MXNet's
    `_contrib_dgl_subgraph` (`DGLSubgraphStorageType`, `GetSubgraph`).

    | graph, vertices... | results | kernel |
    |---|---|---|
    | csr, default... | csr... | per list: a check pass, a counting pass and a filling pass over the rows of the listed vertices; each column is looked up by binary search in the list: O(n + sum of the listed rows' lengths * log n) |
    | default or row_sparse graph | — | verifier error (MXNet: `CHECK_EQ(in_attrs->at(0), kCSRStorage)`) |

    As in MXNet's code, the new edge ids start at 0 (its documentation's
    example shows them from 1), a vertex listed twice maps to its last
    position (so its first row stays empty), and the columns of a row stay
    ascending.  A list that is not ascending (MXNet: "The input vertex list
    has to be sorted") or holds an id outside `[0, rows)` (MXNet: "Vertex
    Id ... isn't in a graph of ... vertices") is a run-time error
    (`STYPE_KERNEL_GRAPH_VERTEX_LIST_INVALID`) whose results are empty n x
    n csr.  MXNet's edge ids are int64; stype's values are f32/f64 (exact up
    to 2^24 / 2^53).  Sequential loops (MXNet runs the lists in parallel):
    bit-identical results from run to run.

    Example:

    ```mlir
    %sub, %map = stype.dgl_subgraph %g, %v {return_mapping}
        : tensor<?x?xf32, #csr>, tensor<?xi64>
        -> tensor<?x?xf32, #csr>, tensor<?x?xf32, #csr>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$graph,
                       Variadic<1DTensorOf<[I64]>>:$vertices,
                       UnitAttr:$return_mapping);
  let results = (outs Variadic<Stype_ValueTensor>:$results);
  let assemblyFormat = [{
    $graph `,` $vertices attr-dict `:` type($graph) `,` type($vertices)
    `->` type($results)
  }];
  let hasVerifier = 1;
  let kernels = [
    Stype_Kernel<"csr", ["csr"], ["csr..."], Stype_GpuHost,
      "induced subgraphs, one vertex set each">,
  ];
}

def Stype_DglGraphCompactOp : Stype_Op<"dgl_graph_compact",
                                       [SameVariadicOperandSize]> {
  let summary = "renumbers sampled csr subgraphs to their own vertices";
  let description = [{
    For each graph `graphs[i]` (a csr whose column ids are vertex ids of a
    parent graph, as the neighbour-sampling ops produce) with its vertex id
    array `vertices[i]` (row j's vertex id in the parent; length rows + 1,
    the last element the number of vertices `graph_sizes[i]`), returns the
    `graph_sizes[i]` x `graph_sizes[i]` csr of its first `graph_sizes[i]`
    rows with every column id `c` replaced by the position of `c` in
    `vertices[i]`, and values the new edge ids (the entry's position in the
    input, `0 .. nnz - 1`).  With `return_mapping`, a second csr per graph
    of the same structure holds the input's values (the edges' ids before
    compaction).  Results: the compacted graphs, then (with
    `return_mapping`) the mappings.  Mirrors MXNet's
    `_contrib_dgl_graph_compact` (`SubgraphCompactStorageType`,
    `CompactSubgraph`).

    | graphs..., vertices... | results | kernel |
    |---|---|---|
    | csr..., default... | csr... | per graph: an inverse map over the columns (O(cols)), one pass over the entries (O(nnz)), then an insertion sort of each row by its new column ids (O(row length) per row when `vertices` is ascending, as the sampling ops produce it) |
    | a default or row_sparse graph | — | verifier error (MXNet: `CHECK_EQ(in_attrs->at(i), kCSRStorage)`) |

    Run-time checks (`STYPE_KERNEL_GRAPH_COMPACT_INVALID`; the results are
    then empty csr): `vertices[i]` has rows + 1 elements and its last one
    is `graph_sizes[i]`, the first `graph_sizes[i]` ids are not -1 and
    every column id of the graph is among them (all MXNet's checks), and
    the rows after `graph_sizes[i]` are empty.  A vertex listed twice maps
    to its first position (MXNet's `unordered_map::insert`).  Differences
    from MXNet: the columns of each row are sorted (MXNet keeps the input's
    order, which is not ascending when `vertices` is not); MXNet declares
    the `return_mapping` results but never writes them, stype fills them
    with the original edge ids; non-empty rows after `graph_sizes[i]` are an
    error (MXNet would write a malformed csr); values are f32/f64 where
    MXNet's are int64.  Sequential: bit-identical results from run to run.

    Example:

    ```mlir
    %c = stype.dgl_graph_compact (%g), (%v) {graph_sizes = array<i64: 5>}
        : (tensor<?x?xf32, #csr>), (tensor<?xi64>) -> tensor<5x5xf32, #csr>
    ```
  }];
  let arguments = (ins Variadic<Stype_ValueTensor>:$graphs,
                       Variadic<1DTensorOf<[I64]>>:$vertices,
                       DenseI64ArrayAttr:$graph_sizes,
                       UnitAttr:$return_mapping);
  let results = (outs Variadic<Stype_ValueTensor>:$results);
  let assemblyFormat = [{
    `(` $graphs `)` `,` `(` $vertices `)` attr-dict `:`
    `(` type($graphs) `)` `,` `(` type($vertices) `)` `->` type($results)
  }];
  let hasVerifier = 1;
  let kernels = [
    Stype_Kernel<"csr", ["any..."], ["csr..."], Stype_GpuHost,
      "each graph renumbered over its used vertices", [{firstKindsThenDense(in, in.size() / 2, SK::Csr)}], "graphs csr, vertex counts default">,
  ];
}

def Stype_DglCsrNeighborUniformSampleOp
    : Stype_Op<"dgl_csr_neighbor_uniform_sample"> {
  let summary = "samples neighbourhood subgraphs of a csr graph (uniform, seeded)";
  let description = [{
    For each seed vertex array `seeds[i]`, a breadth-first traversal of the
    square csr `graph` from the (de-duplicated) seeds, all of layer 0: a
    vertex of layer `l < num_hops` is expanded while fewer than
    `max_num_vertices` vertices have been collected; expanding vertex u
    takes its whole row if the row has at most `num_neighbor` entries, else
    `num_neighbor` of its entries drawn uniformly without replacement; each
    sampled neighbour not yet collected joins with layer `l + 1` while fewer
    than `max_num_vertices` vertices are collected.  Results (for s seed
    arrays, in MXNet's order): s vertex arrays of `max_num_vertices + 1` i64
    (the collected vertex ids ascending, then -1 padding, the last element
    the number of vertices), s csr graphs `max_num_vertices` x cols (row k
    holds the sampled edges of the k-th collected vertex: columns the
    parent's vertex ids, ascending, values the parent's edge ids; rows of
    unexpanded vertices and of the padding are empty), and s layer arrays of
    `max_num_vertices` i64 (the BFS hop of each collected vertex, -1
    padding).  Mirrors MXNet's `_contrib_dgl_csr_neighbor_uniform_sample`
    (`CSRNeighborUniformSampleStorageType`, `SampleSubgraph`); MXNet's
    `num_args` is the number of operands.

    | graph, seeds... | results | kernel |
    |---|---|---|
    | csr, default... | default..., csr..., default... | per seed array: BFS over a vertex mark array (O(rows)), selection sampling of each expanded row (O(row length)), the output in vertex order from the mark array (O(rows + sampled edges)) |
    | default or row_sparse graph | — | verifier error (MXNet: `CHECK_EQ(in_attrs->at(0), kCSRStorage)`) |

    Random draws: MXNet uses `rand_r` seeded with the wall-clock time, so its
    samples cannot be reproduced.  stype takes an explicit `seed` attribute
    and a counter-based generator: entry p (its position in the row) of the
    row of vertex u, of length L > K = `num_neighbor`, is kept by selection
    sampling (Knuth's algorithm S: kept iff `U * (L - p) < K - (entries kept
    before p)`), with `U = (h >> 11) * 2^-53` and `h = mix(mix(mix(seed) +
    u) + p)`, `mix(x)` the splitmix64 output function applied to `x +
    0x9E3779B97F4A7C15` (wrapping u64 arithmetic).  Every subset of K
    entries is equally likely; a draw depends only on (seed, u, p): the same
    seed gives bit-identical results from run to run, independently of the
    traversal order, and a vertex's row is sampled alike in every seed
    array.  Other differences from MXNet: the padding of the vertex and
    layer arrays is -1 (MXNet leaves it unwritten); a seed outside `[0,
    rows)`, a seed array longer than `max_num_vertices` (MXNet:
    `CHECK_GE(max_num_vertices, num_seeds)`) or a graph that is not square
    at run time are a run-time error (`STYPE_KERNEL_GRAPH_SAMPLE_INVALID`)
    whose results hold no vertex (count 0, empty csr).  Edge ids are f32/f64
    values where MXNet's are int64.  Sequential (MXNet runs the seed arrays
    in parallel).

    Example:

    ```mlir
    %v, %g2, %l = stype.dgl_csr_neighbor_uniform_sample %g, %s
        {num_hops = 2 : i64, num_neighbor = 3 : i64, max_num_vertices = 10 : i64, seed = 7 : i64}
        : tensor<?x?xf32, #csr>, tensor<?xi64>
        -> tensor<11xi64>, tensor<10x?xf32, #csr>, tensor<10xi64>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$graph,
                       Variadic<1DTensorOf<[I64]>>:$seeds,
                       DefaultValuedAttr<I64Attr, "1">:$num_hops,
                       DefaultValuedAttr<I64Attr, "2">:$num_neighbor,
                       DefaultValuedAttr<I64Attr, "100">:$max_num_vertices,
                       DefaultValuedAttr<I64Attr, "0">:$seed);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let assemblyFormat = [{
    $graph `,` $seeds attr-dict `:` type($graph) `,` type($seeds)
    `->` type($results)
  }];
  let hasVerifier = 1;
  let kernels = [
    Stype_Kernel<"csr", ["csr"], ["any..."], Stype_GpuHost,
      "BFS with draws without replacement (serial)", [{::llvm::equal(out, op.inferResultKinds(in))}], "MXNet's result kinds">,
  ];
}

def Stype_DglCsrNeighborNonUniformSampleOp
    : Stype_Op<"dgl_csr_neighbor_non_uniform_sample"> {
  let summary = "samples neighbourhood subgraphs of a csr graph (weighted, seeded)";
  let description = [{
    `stype.dgl_csr_neighbor_uniform_sample` (the same BFS, attributes,
    layers, padding, generator and run-time checks) with a `probability`
    operand: a 1-D f32 or f64 weight per vertex.  Expanding vertex u takes
    its whole row if the row has at most `num_neighbor` entries (whatever
    their weights), else draws `num_neighbor` of its entries one after the
    other without replacement, each with probability proportional to the
    weight `probability[v]` of its column v among the entries not drawn
    yet (MXNet's `ArrayHeap`: draw, then delete the drawn weight).  Results
    (for s seed arrays, in MXNet's order): s vertex arrays (`max_num_vertices
    + 1` i64, count last), s sampled csr graphs (`max_num_vertices` x
    cols), s probability arrays (`max_num_vertices` elements of the
    probability's element type: `probability[v]` of each collected vertex
    in vertex order, -1 padding) and s layer arrays (`max_num_vertices`
    i64).  Mirrors MXNet's `_contrib_dgl_csr_neighbor_non_uniform_sample`
    (`CSRNeighborNonUniformSampleStorageType`, `SampleSubgraph`,
    `GetNonUniformSample`); MXNet's `num_args` is the number of operands.

    | graph, probability, seeds... | results | kernel |
    |---|---|---|
    | csr, default, default... | default..., csr..., default..., default... | per seed array: BFS over a vertex mark array (O(rows)); a row of length L > K = `num_neighbor` is sampled by K weighted draws, each two scans of the row's remaining weights (O(K * L) per row, which is small for the K of a few to tens that neighbour sampling uses; MXNet's heap is O(L + K log L)); the output in vertex order (O(rows + sampled edges)) |
    | default or row_sparse graph | — | verifier error (MXNet: `CHECK_EQ(in_attrs->at(0), kCSRStorage)`) |

    The probability and the seed arrays are 1-D, hence dense (stype's
    row_sparse has at least two dimensions; MXNet: `CHECK_EQ(in_attrs->at(1),
    kDefaultStorage)`), so there is no fallback.

    Draws: draw j (0 <= j < K) of the row of vertex u takes `U = (h >> 11)
    * 2^-53` with `h = mix(mix(mix(seed) + u) + j)` (`mix` as in the uniform
    op), `W` = the sum (f64, in row order) of the weights of the entries
    not drawn yet, and picks the entry at which the running sum of those
    weights first exceeds `U * W` (the last entry of positive weight if
    rounding leaves none).  A draw depends only on (seed, u, j) and the
    weights: the same seed gives bit-identical results from run to run.
    Zero weights: as in MXNet's code (whose heap walk, in exact arithmetic,
    never enters a subtree of weight 0 while the remaining weight is
    positive), an entry
    of weight 0 is never drawn while an entry of positive weight remains.
    When the remaining weight is 0 (fewer positive-weight entries than
    `num_neighbor`), MXNet's heap walk returns its rightmost leaf (a
    padding slot past the row when L is not a power of two) again and
    again: out-of-row reads and duplicate neighbours.  stype instead draws
    the rest uniformly among the remaining entries, so a row longer than
    `num_neighbor` always yields `num_neighbor` distinct neighbours.

    Differences from MXNet's code: MXNet draws `W * (rand_r() % 100 /
    101.0)`, quantised to 100 levels below 0.99 W (so the last entries of
    a row are slightly under-sampled); stype's U has 53 random bits.
    MXNet sorts the sampled columns and the sampled edge ids of a row
    separately (an edge id then follows its column only when the ids
    ascend with the columns, as in its example); stype keeps each edge's
    id with its column.  MXNet's probability must be float32; stype takes
    f32 or f64 (summed in f64).  The padding of the vertex, probability and
    layer arrays is -1 (MXNet leaves it unwritten).  Run-time errors: a
    probability array whose length is not the number of vertices, or with
    a negative, NaN or infinite weight (MXNet does not check; it reads out
    of bounds or samples garbage), is `STYPE_KERNEL_GRAPH_SAMPLE_PROBABILITY_INVALID`;
    a seed outside `[0, rows)`, a seed array longer than
    `max_num_vertices` or a graph that is not square is
    `STYPE_KERNEL_GRAPH_NON_UNIFORM_SAMPLE_INVALID` (the checks of the
    uniform op).  An invalid probability empties every sample, an invalid
    seed array its own (count 0, empty csr).  Edge ids are f32/f64 values
    where MXNet's are int64.  Sequential (MXNet runs the seed arrays in
    parallel).

    Example:

    ```mlir
    %v, %g2, %p, %l = stype.dgl_csr_neighbor_non_uniform_sample %g, %prob, %s
        {num_hops = 2 : i64, num_neighbor = 3 : i64, max_num_vertices = 10 : i64, seed = 7 : i64}
        : tensor<?x?xf32, #csr>, tensor<?xf32>, tensor<?xi64>
        -> tensor<11xi64>, tensor<10x?xf32, #csr>, tensor<10xf32>, tensor<10xi64>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$graph,
                       1DTensorOf<[F32, F64]>:$probability,
                       Variadic<1DTensorOf<[I64]>>:$seeds,
                       DefaultValuedAttr<I64Attr, "1">:$num_hops,
                       DefaultValuedAttr<I64Attr, "2">:$num_neighbor,
                       DefaultValuedAttr<I64Attr, "100">:$max_num_vertices,
                       DefaultValuedAttr<I64Attr, "0">:$seed);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let assemblyFormat = [{
    $graph `,` $probability `,` $seeds attr-dict `:` type($graph) `,`
    type($probability) `,` type($seeds) `->` type($results)
  }];
  let hasVerifier = 1;
  let kernels = [
    Stype_Kernel<"csr", ["csr"], ["any..."], Stype_GpuHost,
      "BFS with draws without replacement (serial)", [{::llvm::equal(out, op.inferResultKinds(in))}], "MXNet's result kinds">,
  ];
}

#endif // STYPE_DIALECT_GRAPHOPS_TD
