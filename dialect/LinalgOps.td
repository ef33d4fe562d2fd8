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
    hint for the result storage kind.

    | lhs, rhs (transpose_a, transpose_b) | result | kernel |
    |---|---|---|
    | default, default (any) | default | dense |
    | csr, default (F, F) | default | SpMM, row-parallel |
    | csr, row_sparse (F, F) | default | SpMM, rhs rows by binary search |
    | csr, default (T, F) | row_sparse | rows = the column ids present in lhs |
    | anything else | MXNet's kind | dense fallback (remark) |

    `dot(csr^T, dense)` is the gradient of a csr-lhs product with respect to
    its right operand: its result holds exactly the rows whose column id
    occurs in `lhs` (stored zeros included), as MXNet's kernel does.

    Example:

    ```mlir
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
}

#endif // STYPE_DIALECT_LINALGOPS_TD
