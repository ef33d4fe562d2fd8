//===- StypeOps.td - stype operations ----------------------*- tablegen -*-===//
//
// Every op: the semantics in one sentence, the MXNet operator it mirrors, the
// storage-kind table, and an example.  Result storage kinds are inferred by
// `--stype-infer-storage`; before that pass runs, any result kind is accepted.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_DIALECT_STYPEOPS_TD
#define STYPE_DIALECT_STYPEOPS_TD

include "dialect/StypeDialect.td"
include "dialect/StypeInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

class Stype_Op<string mnemonic, list<Trait> traits = []>
    : Op<Stype_Dialect, mnemonic,
         !listconcat(traits, [Pure,
           DeclareOpInterfaceMethods<Stype_StorageInferenceOpInterface>])>;

/// A tensor of f32/f64 values in any of the three storage kinds.
def Stype_ValueTensor : RankedTensorOf<[F32, F64]>;

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
}

//===----------------------------------------------------------------------===//
// Optimizers
//===----------------------------------------------------------------------===//

/// Hyper-parameters shared by the SGD family, named as in MXNet.
defvar Stype_SgdHyper = (ins F64Attr:$lr,
                   DefaultValuedAttr<F64Attr, "0.0">:$wd,
                   DefaultValuedAttr<F64Attr, "1.0">:$rescale_grad,
                   DefaultValuedAttr<F64Attr, "-1.0">:$clip_gradient,
                   DefaultValuedAttr<BoolAttr, "true">:$lazy_update);

def Stype_SgdUpdateOp : Stype_Op<"sgd_update"> {
  let summary = "stochastic gradient descent step";
  let description = [{
    Returns the weight after one SGD step, mirroring MXNet's `sgd_update`:
    `w <- (1 - lr*wd)*w - lr*clip(rescale_grad*g, clip_gradient)`, where
    clipping applies iff `clip_gradient >= 0`.

    With a row_sparse `grad` and `lazy_update = true` (the default) only the
    rows stored in `grad` change (weight decay included); with
    `lazy_update = false` the result equals the dense update.

    | weight, grad | result | kernel |
    |---|---|---|
    | default, default | default | dense |
    | default, row_sparse | default | touched rows only when lazy |
    | row_sparse (all rows stored), row_sparse | row_sparse | touched rows only when lazy |
    | other | weight's kind | dense fallback (remark) |

    The result reuses the weight's buffer when no later op uses the old
    weight (function arguments are updated in place, as MXNet's `out=weight`).

    Example:

    ```mlir
    %w1 = stype.sgd_update %w, %g {lr = 0.1 : f64}
        : tensor<?x?xf32>, tensor<?x?xf32, #row_sparse> -> tensor<?x?xf32>
    ```
  }];
  let arguments = !con((ins Stype_ValueTensor:$weight,
                            Stype_ValueTensor:$grad),
                       Stype_SgdHyper);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $weight `,` $grad attr-dict `:` type($weight) `,` type($grad) `->`
    type($result)
  }];
  let hasVerifier = 1;
}

def Stype_SgdMomUpdateOp : Stype_Op<"sgd_mom_update"> {
  let summary = "SGD step with momentum";
  let description = [{
    Returns the weight and momentum after one step of MXNet's
    `sgd_mom_update`: `m <- momentum*m - lr*wd*w - lr*clip(rescale_grad*g)`,
    then `w <- w + m`.

    With a row_sparse `grad` and `lazy_update = true`, only rows stored in
    `grad` change, in `w` and `m` alike; otherwise (and always for a
    row_sparse weight with a dense momentum) every row is updated with a zero
    gradient where `grad` stores none, which equals the dense update.

    | weight, grad, mom | results | kernel |
    |---|---|---|
    | default, default, default | default, default | dense |
    | default, row_sparse, default | default, default | lazy or standard |
    | row_sparse, row_sparse, row_sparse | row_sparse, row_sparse | lazy or standard |
    | row_sparse, row_sparse, default | row_sparse, default | standard |
    | other | weight's and mom's kinds | dense fallback (remark) |

    Example:

    ```mlir
    %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.05 : f64, momentum = 0.9 : f64}
        : tensor<?x?xf32>, tensor<?x?xf32, #row_sparse>, tensor<?x?xf32>
        -> tensor<?x?xf32>, tensor<?x?xf32>
    ```
  }];
  let arguments = !con((ins Stype_ValueTensor:$weight,
                            Stype_ValueTensor:$grad,
                            Stype_ValueTensor:$mom),
                       Stype_SgdHyper,
                       (ins DefaultValuedAttr<F64Attr, "0.0">:$momentum));
  let results = (outs Stype_ValueTensor:$weight_out,
                      Stype_ValueTensor:$mom_out);
  let assemblyFormat = [{
    $weight `,` $grad `,` $mom attr-dict `:` type($weight) `,` type($grad)
    `,` type($mom) `->` type($weight_out) `,` type($mom_out)
  }];
  let hasVerifier = 1;
}

#endif // STYPE_DIALECT_STYPEOPS_TD
