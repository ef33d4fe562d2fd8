//===- LinalgOps.td - products -*- tablegen -*-===//
//
// Included by StypeOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_DIALECT_LINALGOPS_TD
#define STYPE_DIALECT_LINALGOPS_TD

//===----------------------------------------------------------------------===//
// Linear algebra
//===----------------------------------------------------------------------===//

def Stype_DotOp : Stype_Op<"dot"> {
  let summary = "matrix product with MXNet's sparse dispatch";
  let description = [{
    Returns `op(lhs) * op(rhs)` where `op` transposes when `transpose_a` /
    `transpose_b` is set.  Mirrors MXNet's `dot`; `forward_stype` is MXNet's
    hint for the result storage kind.  Result kinds follow MXNet's
    `DotForwardInferStorageType` exactly: without a hint, `csr^T x
    {default, row_sparse}` gives row_sparse, `default x csr` (no
    `transpose_a`) gives csr, everything else default; with a hint the hint
    is the result kind, computed by a kernel where one exists and otherwise
    by the dense fallback cast back to the hinted kind.

    The kernels are the op's kernel table (below); with a hint that no row
    computes (e.g. `default x csr` with `transpose_b` and no hint: csr, as
    MXNet), the dense fallback computes the result and casts it to the
    hinted kind, with a remark.

    Beyond MXNet: `dot(csr^T, row_sparse)` with `forward_stype = default` has
    a kernel (MXNet's CPU and GPU kernels abort).  All kernels accumulate in a
    fixed order, so reruns are bit-identical (MXNet's
    `test_sparse_dot_determinism`).

    Backward rule (MXNet's `DotBackwardInferStorageType`): for `%y = dot(%x,
    %w)` with a csr `%x` (no transposes), the gradient with respect to `%w`
    is `dot(%x, %dy) {transpose_a}`, a row_sparse tensor whose rows are
    exactly the column ids occurring in `%x` (stored zeros included), as
    MXNet's kernel stores them; `%dy` may be default or row_sparse.  The
    gradient with respect to a csr operand is never computed (MXNet: "sparse
    dot does not support computing the gradient of csr").

    Example:

    ```mlir
    %y = stype.dot %x, %w
        : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
    // gradient with respect to %w:
    %g = stype.dot %x, %dy {transpose_a}
        : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32, #row_sparse>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$lhs, Stype_ValueTensor:$rhs,
                       UnitAttr:$transpose_a, UnitAttr:$transpose_b,
                       OptionalAttr<Stype_StorageKindAttr>:$forward_stype);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)
  }];
  let hasVerifier = 1;
  defvar noT = [{!op.getTransposeA() && !op.getTransposeB()}];
  defvar tA = [{op.getTransposeA() && !op.getTransposeB()}];
  let kernels = [
    Stype_Kernel<"dense", ["default", "default"], ["default"], Stype_GpuOwn,
      "dense (`linalg.generic`), any transposes">,
    Stype_Kernel<"csr_dense", ["csr", "default"], ["default"], Stype_GpuOwn,
      "SpMM, row by row", noT>,
    Stype_Kernel<"csr_rsp", ["csr", "row_sparse"], ["default"], Stype_GpuNone,
      "SpMM, rhs rows by binary search", noT>,
    Stype_Kernel<"csrT_dense_rsp", ["csr", "default"], ["row_sparse"],
      Stype_GpuOwn, "rows = sorted unique column ids of lhs", tA>,
    Stype_Kernel<"csrT_rsp_rsp", ["csr", "row_sparse"], ["row_sparse"],
      Stype_GpuNone, "rows = sorted unique column ids of lhs; loops over the "
      "stored rhs rows only", tA>,
    Stype_Kernel<"csrT_dense_dense", ["csr", "default"], ["default"],
      Stype_GpuNone, "hint default: scatter by lhs rows, in row order "
      "(deterministic, no atomics)", tA>,
    Stype_Kernel<"csrT_rsp_dense", ["csr", "row_sparse"], ["default"],
      Stype_GpuNone, "hint default: as above over the stored rhs rows "
      "(MXNet: LOG(FATAL) 'not implemented')", tA>,
    Stype_Kernel<"dense_csr_csr", ["default", "csr"], ["csr"], Stype_GpuNone,
      "every row stores the same columns: the sorted union of the column ids "
      "of rhs (stored zeros included), as MXNet's CPU kernel", noT>,
    Stype_Kernel<"dense_csr_dense", ["default", "csr"], ["default"],
      Stype_GpuNone, "hint default: scatter of rhs entries (transpose_b or "
      "not)", [{!op.getTransposeA()}]>,
  ];
}

def Stype_BatchDotOp : Stype_Op<"batch_dot"> {
  let summary = "batched matrix product of 3-D tensors (dense)";
  let description = [{
    Returns `out[b] = op(lhs[b]) * op(rhs[b])` for every batch `b`, where
    `op` transposes the last two dims when `transpose_a` / `transpose_b` is
    set: `lhs` is `[B, M, K]` (`[B, K, M]` with `transpose_a`), `rhs` is
    `[B, K, N]` (`[B, N, K]` with `transpose_b`) and the result `[B, M, N]`.
    Mirrors MXNet's `batch_dot`, which has no sparse path
    (`DefaultStorageType`): every sparse operand takes the dense fallback.
    Each result element sums its `K` products in order (bit-identical
    reruns).  Dynamic batch or contraction dims are compared when the
    kernel runs: a mismatch is the kernel error `STYPE_KERNEL_SHAPE_MISMATCH`
    and an empty result, nothing is read out of bounds.

    | lhs, rhs | result | kernel |
    |---|---|---|
    | default, default | default | dense: one thread per result element |
    | any sparse operand | default | dense fallback (remark, MXNet's storage fallback warning) |

    Gradient (MXNet's `BatchDotBackward_`): `dlhs = batch_dot(dy, rhs)` and
    `drhs = batch_dot(lhs, dy)` with the transposes folded into the flags,
    as for `stype.dot`.

    Example:

    ```mlir
    %y = stype.batch_dot %a, %b {transpose_b}
        : tensor<?x4x8xf32>, tensor<?x5x8xf32> -> tensor<?x4x5xf32>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$lhs, Stype_ValueTensor:$rhs,
                       UnitAttr:$transpose_a, UnitAttr:$transpose_b);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)
  }];
  let hasVerifier = 1;
  let kernels = [
    Stype_DenseKernel<Stype_GpuSharesCpu, "one thread per result element">,
  ];
}

#endif // STYPE_DIALECT_LINALGOPS_TD
