//===- ConversionOps.td - storage conversions -*- tablegen -*-===//
//
// Included by StypeOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_DIALECT_CONVERSIONOPS_TD
#define STYPE_DIALECT_CONVERSIONOPS_TD

//===----------------------------------------------------------------------===//
// Storage conversion
//===----------------------------------------------------------------------===//

def Stype_CastStorageOp : Stype_Op<"cast_storage"> {
  let summary = "converts a tensor between storage kinds";
  let description = [{
    Returns `source` stored in the storage kind of the result type; the values
    are unchanged.  Mirrors MXNet's `cast_storage` / `tostype`.

    | source \ result | default | row_sparse | csr |
    |---|---|---|---|
    | default    | copy | keeps a row iff any element != 0 | keeps an element iff != 0 |
    | row_sparse | scatter | copy | keeps a stored element iff != 0 |
    | csr        | scatter | keeps a row iff a stored value != 0 | copy |

    Every direction has a kernel.  row_sparse may have any rank >= 2
    (MXNet tests 2-D to 5-D); csr is 2-D.  NaN counts as non-zero.  Stored
    zeros in a sparse source are kept by a same-kind copy.

    The result type may fix a dim the source leaves dynamic (as
    `tensor.cast` does): the kernel then checks the source's run-time size,
    and a mismatch is the kernel error `STYPE_KERNEL_SHAPE_MISMATCH` with an
    all-zero result of the declared shape.

    Beyond MXNet: csr <-> row_sparse (MXNet raises "cast_storage from csr to
    row_sparse is not supported" and the reverse).  stype converts directly,
    with the result a cast through default would give (stored zeros are
    dropped), in work proportional to the stored entries (plus the csr
    `indptr` for row_sparse -> csr).

    Example:

    ```mlir
    %r = stype.cast_storage %x : tensor<?x?xf32> to tensor<?x?xf32, #row_sparse>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$source);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat =
      "$source attr-dict `:` type($source) `to` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
  let kernels = [
    Stype_Kernel<"same", ["any"], ["any"], Stype_GpuOwn,
      "copy of the buffers", [{in[0] == out[0]}], "same kind">,
    Stype_Kernel<"to_default", ["row_sparse|csr"], ["default"], Stype_GpuOwn,
      "scatter of the stored values">,
    Stype_Kernel<"from_default", ["default"], ["row_sparse|csr"], Stype_GpuOwn,
      "count then compress the nonzero rows or entries">,
    Stype_Kernel<"csr_to_rsp", ["csr"], ["row_sparse"], Stype_GpuNone,
      "rows with a stored entry (beyond MXNet)">,
    Stype_Kernel<"rsp_to_csr", ["row_sparse"], ["csr"], Stype_GpuNone,
      "stored rows, nonzero entries (beyond MXNet)">,
  ];
}

#endif // STYPE_DIALECT_CONVERSIONOPS_TD
