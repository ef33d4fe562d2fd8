//===- IndexingOps.td - indexing ops -*- tablegen -*-===//
//
// Included by StypeOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_DIALECT_INDEXINGOPS_TD
#define STYPE_DIALECT_INDEXINGOPS_TD

//===----------------------------------------------------------------------===//
// Indexing
//===----------------------------------------------------------------------===//

def Stype_SparseRetainOp : Stype_Op<"sparse_retain"> {
  let summary = "keeps the requested rows of a row_sparse tensor";
  let description = [{
    Returns a row_sparse tensor whose stored rows are exactly `indices`
    (sorted and de-duplicated), each holding the row of `data` if `data`
    stores it and zeros otherwise.  Mirrors MXNet's `_sparse_retain`
    (`mx.nd.sparse.retain`); MXNet leaves unsorted indices to the user, stype
    sorts them, as kvstore's `row_sparse_pull` does.  An index outside
    `[0, rows)` is a run-time error.

    | data, indices | result |
    |---|---|
    | row_sparse, default (1-D i64) | row_sparse |

    Example:

    ```mlir
    %r = stype.sparse_retain %w, %ids
        : tensor<?x?xf32, #row_sparse>, tensor<?xi64> -> tensor<?x?xf32, #row_sparse>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$data, 1DTensorOf<[I64]>:$indices);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $data `,` $indices attr-dict `:` type($data) `,` type($indices) `->`
    type($result)
  }];
  let hasVerifier = 1;
  let kernels = [
    Stype_Kernel<"rsp", ["row_sparse", "any..."], ["row_sparse"], Stype_GpuSharesCpu,
      "binary search of each kept row id">,
  ];
}

def Stype_SliceOp : Stype_Op<"slice"> {
  let summary = "a box of a tensor; csr stays csr";
  let description = [{
    Returns `data[begin[0]:end[0]:step[0], begin[1]:end[1]:step[1], ...]`;
    `begin` and `end` name the first dimensions (the rest are kept whole),
    `step` (default all 1) has the same length.  Mirrors MXNet's `slice`
    (`SliceForwardInferStorageType`): a csr input with unit steps gives a csr
    (rows and, with two entries, columns).  Differences from MXNet: begin
    and end must be non-negative with `begin <= end` and steps positive (no
    Python-style negative positions or `None`); an `end` beyond a dynamic
    dimension is a run-time error (the result is zero).

    | data (step) | result | kernel |
    |---|---|---|
    | default (any) | default | dense copy |
    | csr (all 1) | csr | row range, column range by binary search |
    | csr (other), row_sparse | default | dense fallback (remark) |

    Example:

    ```mlir
    %s = stype.slice %x {begin = array<i64: 1, 0>, end = array<i64: 3, 2>}
        : tensor<?x?xf32, #csr> -> tensor<2x2xf32, #csr>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$data, DenseI64ArrayAttr:$begin,
                       DenseI64ArrayAttr:$end,
                       OptionalAttr<DenseI64ArrayAttr>:$step);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $data attr-dict `:` type($data) `->` type($result)
  }];
  let hasVerifier = 1;
  let kernels = [
    Stype_Kernel<"dense", ["default"], ["default"], Stype_GpuSharesCpu,
      "strided copy">,
    Stype_Kernel<"csr", ["csr"], ["csr"], Stype_GpuSharesCpu,
      "row range, columns filtered", [{unitSteps(op)}], "steps 1">,
  ];
}

def Stype_TakeOp : Stype_Op<"take"> {
  let summary = "gathers slices along an axis by index";
  let description = [{
    Returns the slices `a[..., indices[t], ...]` along `axis`, so that the
    result's shape is `a.shape[:axis] + (len(indices),) + a.shape[axis+1:]`.
    `mode` handles an index outside `[0, a.shape[axis])`: `clip` (default)
    clamps it, `wrap` takes it modulo the size, `raise` is a run-time error
    (its slice is zero).  Mirrors MXNet's `take` (`TakeOpForwardStorageType`);
    stype takes 1-D i64 indices (MXNet also accepts float indices of any
    shape).  Repeated indices repeat slices.

    | a, indices (axis, mode) | result | kernel |
    |---|---|---|
    | default, default (any) | default | dense gather |
    | csr, default (0, clip or wrap) | csr | row gather |
    | csr (other), row_sparse | default | dense fallback (remark) |

    Example:

    ```mlir
    %t = stype.take %x, %ids {mode = "wrap"}
        : tensor<?x?xf32, #csr>, tensor<?xi64> -> tensor<?x?xf32, #csr>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$a, 1DTensorOf<[I64]>:$indices,
                       DefaultValuedAttr<I64Attr, "0">:$axis,
                       DefaultValuedStrAttr<StrAttr, "clip">:$mode);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $a `,` $indices attr-dict `:` type($a) `,` type($indices) `->`
    type($result)
  }];
  let hasVerifier = 1;
  let kernels = [
    Stype_Kernel<"dense", ["default", "any..."], ["default"], Stype_GpuSharesCpu,
      "gather">,
    Stype_Kernel<"csr", ["csr", "any..."], ["csr"], Stype_GpuSharesCpu,
      "rows gathered", [{op.getAxis() == 0 && op.getMode() != "raise"}], "axis 0, mode clip or wrap">,
  ];
}

def Stype_EmbeddingOp : Stype_Op<"embedding"> {
  let summary = "looks up the rows of a weight matrix by token id";
  let description = [{
    Returns `weight[data[...], :]`: a tensor of shape
    `data.shape + (output_dim,)` for i64 ids `data` of any rank and a 2-D
    `weight` (input_dim x output_dim).  Mirrors MXNet's `Embedding` and
    `_contrib_SparseEmbedding` forward (`SparseEmbeddingOpForwardStorageType`):
    a row_sparse weight may store only some rows, the others read as zeros.
    As in MXNet, an id outside `[0, input_dim)` is clipped with a dense
    weight and is a run-time error with a row_sparse weight (its output row
    is zero).

    | data, weight | result | kernel |
    |---|---|---|
    | default, default | default | gather |
    | default, row_sparse | default | gather, rows by binary search |
    | default, csr | default | dense fallback (remark) |

    `sparse_grad` (MXNet's `Embedding(sparse_grad=True)`) does not change
    the forward pass: it makes the weight gradient that `stype.grad`
    derives a row_sparse `embedding_grad`, as a row_sparse weight does
    (docs/autodiff.md).

    Example:

    ```mlir
    %e = stype.embedding %ids, %w
        : tensor<?x?xi64>, tensor<?x?xf32, #row_sparse> -> tensor<?x?x?xf32>
    ```
  }];
  let arguments = (ins RankedTensorOf<[I64]>:$data,
                       Stype_ValueTensor:$weight, UnitAttr:$sparse_grad);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $data `,` $weight attr-dict `:` type($data) `,` type($weight) `->`
    type($result)
  }];
  let hasVerifier = 1;
  let kernels = [
    Stype_Kernel<"lookup", ["default", "default|row_sparse"], ["default"], Stype_GpuSharesCpu,
      "row gather (a row_sparse weight: binary search, absent rows zero)">,
  ];
}

def Stype_EmbeddingGradOp : Stype_Op<"embedding_grad"> {
  let summary = "the weight gradient of an embedding lookup";
  let description = [{
    Returns the gradient of `embedding(data, weight)` with respect to
    `weight` (input_dim x output_dim) given the output gradient `ograd`
    (shape `data.shape + (output_dim,)`): row `i` is the sum of the `ograd`
    rows of every position where `data == i`.  Mirrors MXNet's Embedding
    backward: with `sparse_grad` (MXNet's `sparse_grad=True`,
    `_contrib_SparseEmbedding`) the result is row_sparse, its rows the sorted
    unique ids (an id outside `[0, input_dim)` is a run-time error and is
    skipped); without it the result is dense and ids are clipped, as MXNet's
    `AddTakeGrad` does.  Repeated ids are summed in the order of `data`, so
    the result is deterministic.

    `deterministic` is the option of MXNet's `_contrib_SparseEmbedding`
    ("force the backward gradient calculation to be executed based on a
    deterministic order"); like there it needs the row_sparse gradient
    (`sparse_grad`).  stype's kernel always accumulates in that order (sorted
    unique ids, then the positions of `data` in order, one thread), so both
    settings give bit-identical results and the option costs nothing (MXNet's
    deterministic backward is 50-80% slower).  It is kept so that MXNet
    graphs carry over unchanged.

    | data, ograd (sparse_grad) | result | kernel |
    |---|---|---|
    | default, default (T) | row_sparse | sort + unique ids, accumulate |
    | default, default (F) | default | accumulate |
    | default, sparse (any) | as above | dense fallback (remark) |

    Example:

    ```mlir
    %g = stype.embedding_grad %ids, %dy {input_dim = 50 : i64, sparse_grad}
        : tensor<8xi64>, tensor<8x3xf32> -> tensor<50x3xf32, #row_sparse>
    ```
  }];
  let arguments = (ins RankedTensorOf<[I64]>:$data, Stype_ValueTensor:$ograd,
                       I64Attr:$input_dim, UnitAttr:$sparse_grad,
                       UnitAttr:$deterministic);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $data `,` $ograd attr-dict `:` type($data) `,` type($ograd) `->`
    type($result)
  }];
  let hasVerifier = 1;
  let kernels = [
    Stype_Kernel<"scatter", ["default", "default"], ["default|row_sparse"], Stype_GpuOwn,
      "rows = sorted unique ids, gradient rows summed in id order">,
  ];
}

#endif // STYPE_DIALECT_INDEXINGOPS_TD
