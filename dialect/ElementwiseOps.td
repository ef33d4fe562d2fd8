//===- ElementwiseOps.td - elementwise ops -*- tablegen -*-===//
//
// Included by StypeOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_DIALECT_ELEMENTWISEOPS_TD
#define STYPE_DIALECT_ELEMENTWISEOPS_TD

//===----------------------------------------------------------------------===//
// Elementwise
//===----------------------------------------------------------------------===//

class Stype_ElemwiseBinaryOp<string mnemonic, string mxnetName, string math>
    : Stype_Op<mnemonic> {
  let summary = "elementwise " # math # " with MXNet's sparse dispatch";
  let description = [{
    Returns the elementwise }] # math # [{ of two tensors of the same shape.
    Mirrors MXNet's `}] # mxnetName # [{`.

    | lhs, rhs | result | kernel |
    |---|---|---|
    | default, default | default | dense |
    | row_sparse, row_sparse | row_sparse | union of the row sets (rows that cancel to zero are kept) |
    | csr, csr | csr | dense fallback (remark) |
    | default and a sparse kind | default | dense fallback (remark) |
    | row_sparse, csr | default | dense fallback (remark) |

    Example:

    ```mlir
    %s = stype.}] # mnemonic # [{ %a, %b
        : tensor<?x?xf32, #row_sparse>, tensor<?x?xf32, #row_sparse>
        -> tensor<?x?xf32, #row_sparse>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$lhs, Stype_ValueTensor:$rhs);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Stype_ElemwiseAddOp
    : Stype_ElemwiseBinaryOp<"elemwise_add", "elemwise_add", "sum">;
def Stype_ElemwiseSubOp
    : Stype_ElemwiseBinaryOp<"elemwise_sub", "elemwise_sub", "difference">;

#endif // STYPE_DIALECT_ELEMENTWISEOPS_TD
