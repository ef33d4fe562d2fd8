//===- OptimizerOps.td - optimizer updates -*- tablegen -*-===//
//
// Included by StypeOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_DIALECT_OPTIMIZEROPS_TD
#define STYPE_DIALECT_OPTIMIZEROPS_TD

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

#endif // STYPE_DIALECT_OPTIMIZEROPS_TD
