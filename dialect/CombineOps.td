//===- CombineOps.td - ops that combine tensors -*- tablegen -*-===//
//
// Included by StypeOps.td: where, broadcast_{add,sub,mul,div}, add_n and
// concat (mxnet-semantics §3.6).
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_DIALECT_COMBINEOPS_TD
#define STYPE_DIALECT_COMBINEOPS_TD

//===----------------------------------------------------------------------===//
// where
//===----------------------------------------------------------------------===//

def Stype_WhereOp : Stype_Op<"where"> {
  let summary = "elementwise selection by a condition, MXNet's sparse dispatch";
  let description = [{
    Returns `x` where `condition != 0` (NaN counts as non-zero) and `y`
    elsewhere.  Mirrors MXNet's `where`: `condition` has the shape of `x`, or
    is 1-D with one entry per row of `x` (the entry selects the whole row).

    | condition, x, y | result | kernel |
    |---|---|---|
    | default, default, default | default | dense |
    | csr, default, default | default | copy of `y`, then `x` at the stored non-zero entries of `condition` |
    | anything else | default | dense fallback (remark) |

    Example:

    ```mlir
    %r = stype.where %c, %x, %y : tensor<?x?xf32, #csr>, tensor<?x?xf32>,
        tensor<?x?xf32> -> tensor<?x?xf32>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$condition, Stype_ValueTensor:$x,
                       Stype_ValueTensor:$y);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $condition `,` $x `,` $y attr-dict `:` type($condition) `,` type($x) `,`
    type($y) `->` type($result)
  }];
  let hasVerifier = 1;
  let kernels = [
    Stype_Kernel<"dense", ["default", "default", "default"], ["default"], Stype_GpuOwn,
      "element by element">,
    Stype_Kernel<"csr_cond", ["csr", "default", "default"], ["default"], Stype_GpuOwn,
      "y everywhere, x at the stored entries of the 2-D condition", [{rankedType(op.getCondition()).getRank() == 2}], "2-D condition">,
  ];
}

//===----------------------------------------------------------------------===//
// broadcast_add / broadcast_sub / broadcast_mul / broadcast_div
//===----------------------------------------------------------------------===//

class Stype_BroadcastBinaryOp<string mnemonic, string math, string table,
                              string notes>
    : Stype_Op<mnemonic> {
  let summary = "broadcasting " # math # " with MXNet's sparse dispatch";
  let description = [{
    Returns the elementwise }] # math # [{ of `lhs` and `rhs` broadcast
    against each other with numpy's rules (shapes aligned on the right; a
    dimension of size 1 is repeated).  Mirrors MXNet's `}] # mnemonic # [{`.

    | lhs, rhs | result | kernel |
    |---|---|---|
    | default, default | default | dense |
}] # table # [{
    | anything else | default | dense fallback (remark) |

}] # notes # [{

    A dynamic dimension that is neither 1 nor equal to its partner's is the
    caller's error (as with MXNet's unchecked inputs): the kernels never read
    out of bounds but then compute the overlap only.

    Example:

    ```mlir
    %r = stype.}] # mnemonic # [{ %a, %v
        : tensor<?x?xf32, #csr>, tensor<1x?xf32> -> tensor<?x?xf32, #csr>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$lhs, Stype_ValueTensor:$rhs);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)
  }];
  let hasVerifier = 1;
}

defvar AddSubTable = [{
    | csr, default | default | the dense operand broadcast, then the csr's stored entries combined with it |
    | default, csr | default | as above |
}];
defvar AddSubNotes = [{
    MXNet documents the dense operand as a vector; stype's kernel takes any
    dense operand of rank <= 2 that broadcasts to the csr's shape.
}];
defvar MulDivNotes = [{
    Only the stored entries of the csr are computed (`v op d`), so the result
    stores exactly the csr's entries, as MXNet's kernel; for `broadcast_div`
    an unstored position is 0 even where the divisor is 0 (MXNet's
    semantics, not numpy's NaN).  MXNet requires the dense operand to be 1-D
    or of shape (1, N) / (M, 1) (checked at run time); a same-shape dense
    operand is routed by MXNet to `elemwise_mul` (a csr result: stype's
    kernel gives the same) and is an error for `broadcast_div` ("Please use
    elemwise_div"); beyond MXNet, stype divides the stored entries as for the
    vector forms.  A dense operand of rank > 2 falls back to a default
    result (MXNet: a run-time error).
}];

/// The kernels of broadcast_add and broadcast_sub (BinaryBroadcastAddStorageType).
defvar Stype_AddSubKernels = [
  Stype_Kernel<"dense", ["default", "default"], ["default"], Stype_GpuOwn,
    "broadcast element by element">,
  Stype_Kernel<"csr_dense", ["csr", "default"], ["default"], Stype_GpuNone,
    "dense broadcast, then the stored entries",
    [{denseBroadcastsIntoCsr(rankedType(op.getLhs()), rankedType(op.getRhs()))}],
    "rhs broadcasts into lhs (rank <= 2)">,
  Stype_Kernel<"dense_csr", ["default", "csr"], ["default"], Stype_GpuNone,
    "dense broadcast, then the stored entries",
    [{denseBroadcastsIntoCsr(rankedType(op.getRhs()), rankedType(op.getLhs()))}],
    "lhs broadcasts into rhs (rank <= 2)">,
];
/// The kernels of broadcast_mul and broadcast_div (BinaryBroadcastMulStorageType).
defvar Stype_MulDivKernels = [
  Stype_Kernel<"dense", ["default", "default"], ["default"], Stype_GpuOwn,
    "broadcast element by element">,
  Stype_Kernel<"csr_dense", ["csr", "default"], ["csr"], Stype_GpuOwn,
    "the stored entries only (the csr's structure)",
    [{denseBroadcastsIntoCsr(rankedType(op.getLhs()), rankedType(op.getRhs()))}],
    "rhs broadcasts into lhs (rank <= 2)">,
];

def Stype_BroadcastAddOp
    : Stype_BroadcastBinaryOp<"broadcast_add", "sum", AddSubTable,
                              AddSubNotes> {
  let kernels = Stype_AddSubKernels;
}
def Stype_BroadcastSubOp
    : Stype_BroadcastBinaryOp<"broadcast_sub", "difference", AddSubTable,
                              AddSubNotes> {
  let kernels = Stype_AddSubKernels;
}
def Stype_BroadcastMulOp
    : Stype_BroadcastBinaryOp<"broadcast_mul", "product", [{
    | csr, default (1-D, (1, N), (M, 1) or (M, N)) | csr | the csr's stored entries times the broadcast dense values |
}], MulDivNotes> {
  let kernels = Stype_MulDivKernels;
}
def Stype_BroadcastDivOp
    : Stype_BroadcastBinaryOp<"broadcast_div", "quotient", [{
    | csr, default (1-D, (1, N), (M, 1) or (M, N)) | csr | the csr's stored entries divided by the broadcast dense values |
}], MulDivNotes> {
  let kernels = Stype_MulDivKernels;
}

//===----------------------------------------------------------------------===//
// add_n
//===----------------------------------------------------------------------===//

def Stype_AddNOp : Stype_Op<"add_n"> {
  let summary = "sum of any number of tensors, MXNet's sparse dispatch";
  let description = [{
    Returns the elementwise sum of its operands, which all have one shape.
    Mirrors MXNet's `add_n` / `ElementWiseSum`
    (`ElementWiseSumForwardInferStorageType`).  The operands are added in
    their order, so results are deterministic.

    | operands | result | kernel |
    |---|---|---|
    | all default | default | dense |
    | all row_sparse (any rank >= 2) | row_sparse | rows = the sorted union of the operands' rows (stored zero rows kept) |
    | default, csr, default (exactly three) | default | dense copy, then the csr's entries added |
    | more than 4 operands, at least one default | default | the operands added in order, each by its own storage |
    | anything else (e.g. all csr) | default | dense fallback (remark) |

    Example:

    ```mlir
    %s = stype.add_n %a, %b, %c : tensor<?x?xf32, #row_sparse>,
        tensor<?x?xf32, #row_sparse>, tensor<?x?xf32, #row_sparse>
        -> tensor<?x?xf32, #row_sparse>
    ```
  }];
  let arguments = (ins Variadic<Stype_ValueTensor>:$args);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $args attr-dict `:` type($args) `->` type($result)
  }];
  let hasVerifier = 1;
  let kernels = [
    Stype_Kernel<"rsp", ["row_sparse..."], ["row_sparse"], Stype_GpuSharesCpu,
      "union of the sorted row ids, rows summed in operand order">,
    Stype_Kernel<"dense", ["default..."], ["default"], Stype_GpuOwn,
      "element by element">,
    Stype_Kernel<"dense_csr_dense", ["default", "csr", "default"], ["default"], Stype_GpuNone,
      "the dense sum, then the csr entries (MXNet's ElemwiseSum kernel)", [{in.size() == 3}], "3 operands">,
    Stype_Kernel<"mixed", ["any..."], ["default"], Stype_GpuNone,
      "dense accumulation of every operand", [{in.size() > 4 && ::llvm::is_contained(in, SK::Dense)}], "more than 4 operands, one default">,
  ];
}

//===----------------------------------------------------------------------===//
// concat
//===----------------------------------------------------------------------===//

def Stype_ConcatOp : Stype_Op<"concat"> {
  let summary = "joins tensors along a dimension, MXNet's sparse dispatch";
  let description = [{
    Returns its operands joined along dimension `dim` (MXNet's name and
    default, 1; negative values count from the end).  The operands agree in
    rank, element type and every other dimension.  Mirrors MXNet's `concat` /
    `Concat`.

    | operands | dim | result | kernel |
    |---|---|---|---|
    | all csr | 0 | csr | row blocks stacked: indptrs offset, column ids and values appended |
    | all default | any | default | dense copy |
    | anything else | | default | dense fallback (remark) |

    Example:

    ```mlir
    %r = stype.concat %a, %b {dim = 0}
        : tensor<?x8xf32, #csr>, tensor<?x8xf32, #csr> -> tensor<?x8xf32, #csr>
    ```
  }];
  let arguments = (ins Variadic<Stype_ValueTensor>:$args,
                       DefaultValuedAttr<I64Attr, "1">:$dim);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $args attr-dict `:` type($args) `->` type($result)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// `dim` in [0, rank).
    int64_t getNormalizedDim();
  }];
  let kernels = [
    Stype_Kernel<"csr", ["csr..."], ["csr"], Stype_GpuSharesCpu,
      "rows appended", [{op.getNormalizedDim() == 0}], "dim 0">,
    Stype_Kernel<"dense", ["default..."], ["default"], Stype_GpuSharesCpu,
      "copies at offsets">,
  ];
}

#endif // STYPE_DIALECT_COMBINEOPS_TD
