//===- GraphOps.td - csr graph ops -*- tablegen -*-===//
//
// Included by StypeOps.td.  MXNet's csr graph operators (the `_contrib_dgl_*`
// family of src/operator/contrib/dgl_graph.cc): a csr matrix is a graph's
// adjacency, row u holding the edges u -> v, its values the edge ids.  The
// verifiers and inference rules are in GraphOps.cpp, the kernels in
// passes/lowering/Graph.cpp.
//
// Not provided (docs/ops.md says so in dgl_adjacency's description):
//   `_contrib_dgl_csr_neighbor_uniform_sample`,
//   `_contrib_dgl_csr_neighbor_non_uniform_sample`: their result is a
//     random draw from MXNet's per-device RNG; no stype result could be
//     compared with MXNet's, and stype has no random-number generator state
//     or multi-result variadic ops yet.  A seeded version needs both.
//   `_contrib_dgl_subgraph`, `_contrib_dgl_graph_compact`: deterministic,
//     but variadic in their number of graphs and results; left for later.
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

    The other ops of MXNet's csr graph family are not provided:
    `_contrib_dgl_csr_neighbor_uniform_sample` and
    `_contrib_dgl_csr_neighbor_non_uniform_sample` return a random draw of
    MXNet's per-device generator, which no stype result could reproduce (a
    seeded stype variant would need a documented generator and ops with a
    variable number of results, neither of which stype has yet);
    `_contrib_dgl_subgraph` and `_contrib_dgl_graph_compact` are
    deterministic but variadic in their graphs and results, and are left
    for later.

    Example:

    ```mlir
    %a = stype.dgl_adjacency %g : tensor<?x?xf64, #csr> -> tensor<?x?xf32, #csr>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$data);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = "$data attr-dict `:` type($data) `->` type($result)";
  let hasVerifier = 1;
}

#endif // STYPE_DIALECT_GRAPHOPS_TD
