//===- ReductionOps.td - reductions -*- tablegen -*-===//
//
// Included by StypeOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_DIALECT_REDUCTIONOPS_TD
#define STYPE_DIALECT_REDUCTIONOPS_TD

//===----------------------------------------------------------------------===//
// Reductions
//===----------------------------------------------------------------------===//

/// sum / mean / max / min share MXNet's reduce-axes parameters (norm and
/// argmax the same without exclude): an optional axis
/// (none: every axis), keepdims and exclude.
class Stype_ReduceAxesOp<string mnemonic> : Stype_Op<mnemonic> {
  let arguments = (ins Stype_ValueTensor:$data, OptionalAttr<I64Attr>:$axis,
                       UnitAttr:$keepdims, UnitAttr:$exclude);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $data attr-dict `:` type($data) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Stype_SumOp : Stype_ReduceAxesOp<"sum"> {
  let summary = "sum over an axis, with MXNet's csr kernel";
  let description = [{
    Returns the sum of `data` over `axis` (every axis when absent; with
    `exclude`, over every axis but `axis`); `keepdims` keeps the reduced axes
    with size 1.  Mirrors MXNet's `sum` (`ReduceAxesOpForwardStorage`).  A
    negative `axis` counts from the end.  Where MXNet returns a 0-d scalar
    (no axis, no keepdims), stype returns shape `(1,)`, as MXNet 1.x's
    NDArrays do.

    | data (axis, keepdims, exclude) | result | kernel |
    |---|---|---|
    | default (any) | default | dense |
    | csr (0 or 1, F, F) | default | over the stored entries |
    | csr (anything else), row_sparse | default | dense fallback (remark) |

    Example:

    ```mlir
    %s = stype.sum %x {axis = 0 : i64}
        : tensor<?x?xf32, #csr> -> tensor<?xf32>
    ```
  }];
  let kernels = [
    Stype_Kernel<"dense", ["default"], ["default"], Stype_GpuOwn,
      "reduction over the axes">,
    Stype_Kernel<"csr_axis", ["csr"], ["default"], Stype_GpuNone,
      "stored entries by row or by column", [{op.getAxis() && !op.getKeepdims() && !op.getExclude()}], "one axis, no keepdims, no exclude">,
  ];
}

def Stype_MeanOp : Stype_ReduceAxesOp<"mean"> {
  let summary = "mean over an axis, with MXNet's csr kernel";
  let description = [{
    Returns the mean of `data` over `axis` (the sum divided by the number of
    reduced elements, implicit zeros included); the attributes are those of
    `stype.sum`.  Mirrors MXNet's `mean` (`ReduceAxesOpForwardStorage`); a
    0-d MXNet result is shape `(1,)` here.

    | data (axis, keepdims, exclude) | result | kernel |
    |---|---|---|
    | default (any) | default | dense |
    | csr (0 or 1, F, F) | default | over the stored entries |
    | csr (anything else), row_sparse | default | dense fallback (remark) |

    Example:

    ```mlir
    %m = stype.mean %x {axis = 1 : i64}
        : tensor<?x?xf32, #csr> -> tensor<?xf32>
    ```
  }];
  let kernels = [
    Stype_Kernel<"dense", ["default"], ["default"], Stype_GpuOwn,
      "reduction over the axes">,
    Stype_Kernel<"csr_axis", ["csr"], ["default"], Stype_GpuNone,
      "stored entries by row or by column", [{op.getAxis() && !op.getKeepdims() && !op.getExclude()}], "one axis, no keepdims, no exclude">,
  ];
}

/// The storage-kind table of max, min and argmax: MXNet registers them
/// without FInferStorageType (DefaultStorageType), so every sparse input
/// takes the dense fallback, with MXNet's warning.
defvar Stype_ExtremumKindTable = [{
    | data | result | kernel |
    |---|---|---|
    | default | default | dense: one thread per result element, its reduced elements in storage order |
    | csr, row_sparse | default | dense fallback (remark, MXNet's storage fallback warning) |
}];

def Stype_MaxOp : Stype_ReduceAxesOp<"max"> {
  let summary = "maximum over an axis (dense; sparse inputs fall back)";
  let description = [{
    Returns the maximum of `data` over `axis` (every axis when absent; with
    `exclude`, over every axis but `axis`); `keepdims` keeps the reduced
    axes with size 1.  The attributes, the result shape and the verifier are
    those of `stype.sum`.  Mirrors MXNet's `max` (`broadcast_reduce_op`,
    `red::maximum`); a 0-d MXNet result is shape `(1,)` here.

    NaN propagates: a reduced slice holding a NaN gives NaN (MXNet's
    `red::maximum` and numpy's `np.max`).  A reduced axis of length 0 with a
    non-empty result gives `-inf`, the reduction's initial value in MXNet
    (numpy raises "zero-size array to reduction operation").

    Gradient (`stype.grad`): `dy` broadcast back and routed to every
    position equal to the maximum, as MXNet's backward (`ograd * (data ==
    out)`): tied maxima all receive `dy`.
  }] # Stype_ExtremumKindTable # [{
    Example:

    ```mlir
    %m = stype.max %x {axis = 1 : i64, keepdims}
        : tensor<?x8xf32> -> tensor<?x1xf32>
    ```
  }];
  let kernels = [
    Stype_Kernel<"dense", ["default"], ["default"], Stype_GpuSharesCpu,
      "one thread per result element">,
  ];
}

def Stype_MinOp : Stype_ReduceAxesOp<"min"> {
  let summary = "minimum over an axis (dense; sparse inputs fall back)";
  let description = [{
    Returns the minimum of `data` over `axis`, with the attributes of
    `stype.sum` (`axis`, `keepdims`, `exclude`).  Mirrors MXNet's `min`
    (`red::minimum`); a 0-d MXNet result is shape `(1,)` here.  NaN
    propagates as in `stype.max`; a reduced axis of length 0 with a
    non-empty result gives `+inf`.

    Gradient: `dy` routed to every position equal to the minimum (ties all
    receive it), as MXNet's backward.
  }] # Stype_ExtremumKindTable # [{
    Example:

    ```mlir
    %m = stype.min %x {axis = 0 : i64} : tensor<4x?xf64> -> tensor<?xf64>
    ```
  }];
  let kernels = [
    Stype_Kernel<"dense", ["default"], ["default"], Stype_GpuSharesCpu,
      "one thread per result element">,
  ];
}

def Stype_ArgmaxOp : Stype_Op<"argmax"> {
  let summary = "index of the maximum over an axis, as a float";
  let description = [{
    Returns the index of the maximum of `data` along `axis` (over the
    flattened `data` when `axis` is absent), as a value of `data`'s element
    type (MXNet returns float indices).  `keepdims` keeps the reduced axis
    with size 1; a 0-d MXNet result is shape `(1,)` here.  Mirrors MXNet's
    `argmax`.  Ties give the first index (numpy's `np.argmax`); a NaN counts
    as the maximum, so the first NaN's index is returned (numpy).  A reduced
    axis of length 0 with a non-empty result has no index: it gives NaN
    (numpy raises "attempt to get argmax of an empty sequence").  Indices
    are exact up to 2^24 in f32.

    Not differentiable: piecewise constant, its gradient is zero (no
    gradient flows through it, like `sign` or `round`).
  }] # Stype_ExtremumKindTable # [{
    Example:

    ```mlir
    %i = stype.argmax %x {axis = 1 : i64} : tensor<?x10xf32> -> tensor<?xf32>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$data, OptionalAttr<I64Attr>:$axis,
                       UnitAttr:$keepdims);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $data attr-dict `:` type($data) `->` type($result)
  }];
  let hasVerifier = 1;
  let kernels = [
    Stype_Kernel<"dense", ["default"], ["default"], Stype_GpuSharesCpu,
      "one thread per result element">,
  ];
}

def Stype_NormOp : Stype_Op<"norm"> {
  let summary = "L2 norm over an axis or over all elements";
  let description = [{
    Returns `sqrt(sum(data^2))` over `axis` (every axis when absent), with
    `keepdims` as in `stype.sum`.  Mirrors MXNet's `norm`
    (`LpNormStorageType`); only `ord = 2` is supported (MXNet's sparse
    kernels exist only for it; other orders are a verifier error).  A 0-d
    MXNet result is shape `(1,)` here.

    | data (axis, keepdims) | result | kernel |
    |---|---|---|
    | default (any) | default | dense |
    | row_sparse or csr (none, any) | default (1,) | over the stored values |
    | csr (0 or 1, F) | default | over the stored entries |
    | anything else | default | dense fallback (remark) |

    Example:

    ```mlir
    %n = stype.norm %w : tensor<?x?xf32, #row_sparse> -> tensor<1xf32>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$data,
                       DefaultValuedAttr<I64Attr, "2">:$ord,
                       OptionalAttr<I64Attr>:$axis, UnitAttr:$keepdims);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $data attr-dict `:` type($data) `->` type($result)
  }];
  let hasVerifier = 1;
  let kernels = [
    Stype_Kernel<"dense", ["default"], ["default"], Stype_GpuOwn,
      "L2 norm over the axes">,
    Stype_Kernel<"sparse_all", ["row_sparse|csr"], ["default"], Stype_GpuNone,
      "the stored values", [{!op.getAxis()}], "every axis">,
    Stype_Kernel<"csr_axis", ["csr"], ["default"], Stype_GpuNone,
      "stored entries by row or by column", [{op.getAxis() && !op.getKeepdims()}], "one axis, no keepdims">,
  ];
}

def Stype_SquareSumOp : Stype_Op<"square_sum"> {
  let summary = "sum of squares of a row_sparse matrix over an axis";
  let description = [{
    Returns `sum(data^2)` over `axis` (0 or 1) of a 2-D row_sparse `data`.
    Mirrors MXNet's internal `_square_sum` (used by its factorization-machine
    example): a dense input fails MXNet's inference, so it is a verifier
    error here.  With `axis = 1, keepdims` the result is row_sparse `(M, 1)`
    storing exactly the input's rows (stored zero rows included).

    | data (axis, keepdims) | result | kernel |
    |---|---|---|
    | row_sparse (1, T) | row_sparse (M x 1) | per stored row |
    | row_sparse (1, F) | default (M) | per stored row |
    | row_sparse (0, any) | default (N) or (1 x N) | over stored rows |

    Example:

    ```mlir
    %s = stype.square_sum %w {axis = 1 : i64, keepdims}
        : tensor<?x?xf32, #row_sparse> -> tensor<?x1xf32, #row_sparse>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$data, I64Attr:$axis,
                       UnitAttr:$keepdims);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $data attr-dict `:` type($data) `->` type($result)
  }];
  let hasVerifier = 1;
  let kernels = [
    Stype_Kernel<"rsp", ["row_sparse"], ["any"], Stype_GpuSharesCpu,
      "the stored rows (axis 1, keepdims: row_sparse)", [{::llvm::equal(out, op.inferResultKinds(in))}], "MXNet's result kind">,
  ];
}

def Stype_GetnnzOp : Stype_Op<"getnnz"> {
  let summary = "number of stored entries of a csr matrix";
  let description = [{
    Returns the number of stored entries (stored zeros included) of a csr
    `data`: in total (no `axis`, shape `(1,)`), or per row (`axis = 1`,
    shape `(M,)`), as i64.  Mirrors MXNet's `_contrib_getnnz`; `axis = 0`
    is a verifier error, as it is fatal in MXNet.

    | data (axis) | result | kernel |
    |---|---|---|
    | csr (none) | default (1) i64 | indptr[M] |
    | csr (1) | default (M) i64 | indptr differences |

    Example:

    ```mlir
    %n = stype.getnnz %x {axis = 1 : i64} : tensor<?x?xf32, #csr> -> tensor<?xi64>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$data, OptionalAttr<I64Attr>:$axis);
  let results = (outs 1DTensorOf<[I64]>:$result);
  let assemblyFormat = [{
    $data attr-dict `:` type($data) `->` type($result)
  }];
  let hasVerifier = 1;
  let kernels = [
    Stype_Kernel<"csr", ["csr"], ["default"], Stype_GpuSharesCpu,
      "row pointer differences, or the count">,
  ];
}

#endif // STYPE_DIALECT_REDUCTIONOPS_TD
