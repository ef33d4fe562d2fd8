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
    | row_sparse | scatter | copy | via default (MXNet: unsupported) |
    | csr        | scatter | via default (MXNet: unsupported) | copy |

    NaN counts as non-zero.  Stored zeros in a sparse source are kept by a
    sparse-to-sparse copy.

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
}

#endif // STYPE_DIALECT_CONVERSIONOPS_TD
