//===- ShapeOps.td - dense shape and index ops -*- tablegen -*-===//
//
// Included by StypeOps.td.  MXNet has no sparse path for any of these ops
// (mxnet-semantics.md §3.6: reshape, transpose, broadcast_* with sparse
// operands fall back): each has one kernel, all operands and the result
// default, and --stype-infer-storage gives a sparse operand MXNet's dense
// fallback with its warning.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_DIALECT_SHAPEOPS_TD
#define STYPE_DIALECT_SHAPEOPS_TD

/// A tensor of indices as MXNet's ops take them: i64 ids, or float values
/// truncated toward zero (MXNet's `static_cast<int>`).
def Stype_IndexTensor : RankedTensorOf<[I64, F32, F64]>;

def Stype_ReshapeOp : Stype_Op<"reshape"> {
  let summary = "the same elements in a new shape (row-major order)";
  let description = [{
    Returns `data` with the shape given by `shape`, the elements in the same
    row-major order.  Mirrors MXNet's `reshape` with its special values 0
    (copy dimension `i` of `data` to position `i`) and -1 (infer this
    dimension from the element count; at most one).  MXNet's -2, -3, -4 and
    `reverse` are not supported.  The element counts must agree: the
    verifier checks them where the shapes are static, the kernel at run
    time otherwise (a mismatch, or a -1 that does not divide the count, is
    the kernel error "shape mismatch" and the result is empty).

    MXNet has no sparse reshape (its `test_reshape_backward_fallback`):

    | data | result | kernel |
    |---|---|---|
    | default | default | copy in row-major order |
    | csr, row_sparse | default | dense fallback (remark) |

    Gradient: `dy` reshaped back to the shape of `data`.

    Example:

    ```mlir
    %r = stype.reshape %x {shape = array<i64: 0, -1>}
        : tensor<4x3x2xf32> -> tensor<4x6xf32>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$data, DenseI64ArrayAttr:$shape);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $data attr-dict `:` type($data) `->` type($result)
  }];
  let hasVerifier = 1;
  let kernels = [
    Stype_DenseKernel<Stype_GpuSharesCpu, "one thread per result element">,
  ];
}

def Stype_TransposeOp : Stype_Op<"transpose"> {
  let summary = "permutes the dimensions";
  let description = [{
    Returns `data` with its dimensions permuted: dimension `d` of the result
    is dimension `axes[d]` of `data`.  Without `axes`, the dimensions are
    reversed.  Mirrors MXNet's `transpose` (dense only there):

    | data | result | kernel |
    |---|---|---|
    | default | default | gather by strides |
    | csr, row_sparse | default | dense fallback (remark) |

    Gradient: `dy` transposed by the inverse permutation.

    Example:

    ```mlir
    %t = stype.transpose %x {axes = array<i64: 1, 2, 0>}
        : tensor<2x3x4xf32> -> tensor<3x4x2xf32>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$data,
                       OptionalAttr<DenseI64ArrayAttr>:$axes);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $data attr-dict `:` type($data) `->` type($result)
  }];
  let extraClassDeclaration = [{
    /// `axes`, or the reversed dimensions without it.
    SmallVector<int64_t> getPermutation();
  }];
  let hasVerifier = 1;
  let kernels = [
    Stype_DenseKernel<Stype_GpuSharesCpu, "one thread per result element">,
  ];
}

def Stype_BroadcastToOp : Stype_Op<"broadcast_to"> {
  let summary = "broadcasts size-1 dimensions to a shape";
  let description = [{
    Returns `data` broadcast to `shape` (of `data`'s rank): a dimension of
    size 1 is repeated to `shape[d]`; any other dimension must equal
    `shape[d]`; `shape[d] = 0` keeps dimension `d`.  Mirrors MXNet's
    `broadcast_to`.  A dynamic dimension of `data` is checked at run time (a
    size that is neither 1 nor `shape[d]` is the kernel error "broadcast"
    and the result is zero).

    | data | result | kernel |
    |---|---|---|
    | default | default | gather with stride 0 on broadcast dimensions |
    | csr, row_sparse | default | dense fallback (remark) |

    Gradient: `dy` summed over the broadcast dimensions (keepdims).

    Example:

    ```mlir
    %b = stype.broadcast_to %x {shape = array<i64: 0, 5>}
        : tensor<3x1xf32> -> tensor<3x5xf32>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$data, DenseI64ArrayAttr:$shape);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $data attr-dict `:` type($data) `->` type($result)
  }];
  let extraClassDeclaration = [{
    /// `shape` with each 0 replaced by data's dimension.
    SmallVector<int64_t> getTargetShape();
  }];
  let hasVerifier = 1;
  let kernels = [
    Stype_DenseKernel<Stype_GpuSharesCpu, "one thread per result element">,
  ];
}

def Stype_BroadcastLikeOp : Stype_Op<"broadcast_like"> {
  let summary = "broadcasts lhs to the shape of rhs";
  let description = [{
    Returns `lhs` broadcast to the shape of `rhs` (of the same rank): a
    dimension of size 1 is repeated, any other must equal `rhs`'s.  Only
    the shape of `rhs` is read.  Mirrors MXNet's `broadcast_like` without
    `lhs_axes`/`rhs_axes` (not supported).  Dynamic dimensions are checked
    at run time (kernel error "broadcast", the result zero).

    | lhs, rhs | result | kernel |
    |---|---|---|
    | default, default | default | gather with stride 0 on broadcast dimensions |
    | any sparse operand | default | dense fallback (remark) |

    Gradient: to `lhs`, `dy` summed over the broadcast dimensions; `rhs`
    gets none (only its shape is used).

    Example:

    ```mlir
    %b = stype.broadcast_like %x, %y
        : tensor<1x4xf32>, tensor<3x4xf32> -> tensor<3x4xf32>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$lhs, Stype_ValueTensor:$rhs);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)
  }];
  let hasVerifier = 1;
  let kernels = [
    Stype_DenseKernel<Stype_GpuSharesCpu, "one thread per result element">,
  ];
}

def Stype_BroadcastAxisOp : Stype_Op<"broadcast_axis"> {
  let summary = "broadcasts size-1 dimensions along given axes";
  let description = [{
    Returns `data` broadcast along the dimensions `axis[i]` to the sizes
    `size[i]`; the other dimensions are kept.  Each broadcast dimension must
    have size 1 in `data` (statically: a dynamic one is rejected).  Mirrors
    MXNet's `broadcast_axis` (alias `broadcast_axes`): `axis` and `size`
    have the same length, a negative axis counts from the end, an empty
    list returns `data` unchanged.  An axis may appear once (MXNet would
    also accept a repeat after size 1).  It is `broadcast_to` with the
    shape written from the attributes, and has its kernel.

    | data | result | kernel |
    |---|---|---|
    | default | default | gather with stride 0 on broadcast dimensions |
    | csr, row_sparse | default | dense fallback (remark) |

    Gradient: `dy` summed over the broadcast axes (keepdims).

    Example:

    ```mlir
    %b = stype.broadcast_axis %x {axis = array<i64: 0, -1>,
                                  size = array<i64: 2, 3>}
        : tensor<1x4x1xf32> -> tensor<2x4x3xf32>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$data, DenseI64ArrayAttr:$axis,
                       DenseI64ArrayAttr:$size);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $data attr-dict `:` type($data) `->` type($result)
  }];
  let extraClassDeclaration = [{
    /// `axis` as dimensions of data (a negative axis from the end).
    SmallVector<int64_t> getNormalizedAxes();
    /// data's shape with each dimension `axis[i]` replaced by `size[i]`.
    SmallVector<int64_t> getTargetShape();
  }];
  let hasVerifier = 1;
  let kernels = [
    Stype_DenseKernel<Stype_GpuSharesCpu, "one thread per result element">,
  ];
}

def Stype_OneHotOp : Stype_Op<"one_hot"> {
  let summary = "one-hot rows of indices";
  let description = [{
    Returns a tensor of shape `indices.shape + (depth,)` whose row for index
    `j` is `off_value` everywhere except `on_value` at `j`.  Mirrors MXNet's
    `one_hot`: a float index is truncated toward zero, and an index outside
    `[0, depth)` gives a row of `off_value` only (no error, as MXNet).
    MXNet's `dtype` is the result's element type (f32 or f64).  Indices are
    i64, f32 or f64 (a NaN index counts as out of range).

    | indices | result | kernel |
    |---|---|---|
    | default | default | one row per index |

    The indices must be a default tensor (MXNet has no sparse one_hot).

    Not differentiable: the indices are constant.

    Example:

    ```mlir
    %h = stype.one_hot %labels {depth = 10 : i64, on_value = 1.0 : f64}
        : tensor<8xf32> -> tensor<8x10xf32>
    ```
  }];
  let arguments = (ins Stype_IndexTensor:$indices, I64Attr:$depth,
                       DefaultValuedAttr<F64Attr, "1.0">:$on_value,
                       DefaultValuedAttr<F64Attr, "0.0">:$off_value);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $indices attr-dict `:` type($indices) `->` type($result)
  }];
  let hasVerifier = 1;
  let kernels = [
    Stype_DenseKernel<Stype_GpuSharesCpu, "one thread per result element">,
  ];
}

def Stype_PickOp : Stype_Op<"pick"> {
  let summary = "picks one element along an axis per index";
  let description = [{
    Returns `out[..., k] = data[..., index[..., k], k]`-style picks: for
    every position of `index` (the shape of `data` without `axis`, or with
    size 1 there under `keepdims`), the element of `data` along `axis` at
    that index.  Mirrors MXNet's `pick`: a float index is truncated toward
    zero; `mode = "clip"` (default) clamps it to `[0, size - 1]`, `"wrap"`
    takes it modulo the size.  A negative `axis` counts from the end
    (default -1).  Dynamic dimensions are checked at run time (kernel error
    "shape mismatch"); picking from an empty axis is the kernel error of
    `take` (the result is zero).

    | data, index | result | kernel |
    |---|---|---|
    | default, default | default | one read per index |
    | csr, row_sparse; default | default | dense fallback (remark) |

    The index must be a default tensor.

    Gradient: to `data`, `pick_grad(dy, index)` (dy scattered to the picked
    positions, zeros elsewhere); `index` gets none.

    Example:

    ```mlir
    %p = stype.pick %logp, %labels {axis = 1 : i64}
        : tensor<8x10xf32>, tensor<8xf32> -> tensor<8xf32>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$data, Stype_IndexTensor:$index,
                       DefaultValuedAttr<I64Attr, "-1">:$axis,
                       UnitAttr:$keepdims,
                       DefaultValuedStrAttr<StrAttr, "clip">:$mode);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $data `,` $index attr-dict `:` type($data) `,` type($index) `->`
    type($result)
  }];
  let extraClassDeclaration = [{
    /// `axis` as a dimension of data (a negative axis from the end).
    int64_t getNormalizedAxis();
  }];
  let hasVerifier = 1;
  let kernels = [
    Stype_DenseKernel<Stype_GpuSharesCpu, "one thread per result element">,
  ];
}

def Stype_PickGradOp : Stype_Op<"pick_grad"> {
  let summary = "the data gradient of pick";
  let description = [{
    Returns the gradient of `pick(data, index)` with respect to `data` given
    the output gradient `ograd` (the shape of `index`): zeros, except that
    the element `pick` read for each position of `index` holds that
    position's `ograd`.  `depth` is the size of `data` along `axis`; the
    result is `index`'s shape with `depth` at `axis` (inserted, or replacing
    the 1 under `keepdims`).  `axis`, `keepdims` and `mode` are `pick`'s.
    Mirrors MXNet's `_backward_pick`.

    | ograd, index | result | kernel |
    |---|---|---|
    | default, default | default | zero fill, one write per index |
    | csr, row_sparse; default | default | dense fallback (remark) |

    The index must be a default tensor.

    Example:

    ```mlir
    %g = stype.pick_grad %dy, %labels {axis = 1 : i64, depth = 10 : i64}
        : tensor<8xf32>, tensor<8xf32> -> tensor<8x10xf32>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$ograd, Stype_IndexTensor:$index,
                       I64Attr:$depth,
                       DefaultValuedAttr<I64Attr, "-1">:$axis,
                       UnitAttr:$keepdims,
                       DefaultValuedStrAttr<StrAttr, "clip">:$mode);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $ograd `,` $index attr-dict `:` type($ograd) `,` type($index) `->`
    type($result)
  }];
  let extraClassDeclaration = [{
    /// `axis` as a dimension of the result (a negative axis from the end).
    int64_t getNormalizedAxis();
  }];
  let hasVerifier = 1;
  let kernels = [
    Stype_DenseKernel<Stype_GpuSharesCpu, "one thread per result element">,
  ];
}

#endif // STYPE_DIALECT_SHAPEOPS_TD
