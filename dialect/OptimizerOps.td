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

/// Hyper-parameters shared by the SGD family, named as in MXNet.  `lr` is
/// given either as this attribute or as the run-time operand `lr(%x)`
/// (Stype_HyperOperands); `wd` and `rescale_grad` likewise (attribute
/// default or operand, never both).
/// `wd` and `rescale_grad` are optional attributes (not default-valued, so
/// that the verifier can tell an absent attribute from a default one); their
/// defaults, 0 and 1, come from getStaticWd() / getStaticRescaleGrad().
defvar Stype_SgdHyper = (ins OptionalAttr<F64Attr>:$lr,
                   OptionalAttr<F64Attr>:$wd,
                   OptionalAttr<F64Attr>:$rescale_grad,
                   DefaultValuedAttr<F64Attr, "-1.0">:$clip_gradient,
                   DefaultValuedAttr<BoolAttr, "true">:$lazy_update);

/// The run-time forms of the hyper-parameters that change during training
/// (a learning-rate schedule, a decaying weight decay, a loss scale): f64
/// scalars whatever the weight's element type.  Each replaces the attribute
/// of the same name; the verifier asks for exactly one `lr`.
defvar Stype_HyperOperands = (ins Optional<F64>:$lr_value,
                                  Optional<F64>:$wd_value,
                                  Optional<F64>:$rescale_grad_value);

/// Accessors of the static hyper-parameters with MXNet's defaults.
defvar Stype_HyperAccessors = [{
    /// The `wd` attribute, or its default 0 when absent.
    double getStaticWd() {
      return getWdAttr() ? getWdAttr().getValueAsDouble() : 0.0;
    }
    /// The `rescale_grad` attribute, or its default 1 when absent.
    double getStaticRescaleGrad() {
      return getRescaleGradAttr() ? getRescaleGradAttr().getValueAsDouble()
                                  : 1.0;
    }
}];

/// Their custom syntax: `lr(%lr) wd(%wd) rescale_grad(%r)`, each optional.
defvar Stype_HyperFormat = [{
    (`lr` `(` $lr_value^ `)`)? (`wd` `(` $wd_value^ `)`)?
    (`rescale_grad` `(` $rescale_grad_value^ `)`)?
}];

/// The paragraph every update op's description shares.
defvar Stype_HyperDoc = [{

    Run-time hyper-parameters: `lr`, `wd` (default 0) and `rescale_grad`
    (default 1) may each be given as an f64 operand (`lr(%lr)`, `wd(%wd)`, `rescale_grad(%s)`)
    instead of an attribute, so one kernel serves a whole learning-rate
    schedule; exactly one of the `lr` attribute and the `lr` operand must be
    present, and an operand excludes the attribute of the same name.  The
    kernel checks a run-time value (lr, wd >= 0 and finite, rescale_grad
    finite) and reports `STYPE_KERNEL_INVALID_HYPERPARAMETER`, leaving every
    tensor unchanged, when it is out of range.  Scalars derived from
    hyper-parameters (`1 - lr*wd`, Adam's `lr_t`) are computed in f64 and
    rounded once to the element type in either form, so both forms give
    bit-identical results.
}];

def Stype_SgdUpdateOp : Stype_Op<"sgd_update", [AttrSizedOperandSegments,
    Stype_OptimizerUpdateOpInterface]> {
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
  }] # Stype_HyperDoc # [{

    Example:

    ```mlir
    %w1 = stype.sgd_update %w, %g {lr = 0.1 : f64}
        : tensor<?x?xf32>, tensor<?x?xf32, #row_sparse> -> tensor<?x?xf32>
    %w2 = stype.sgd_update %w1, %g lr(%lr) {wd = 1.0e-4 : f64}
        : tensor<?x?xf32>, tensor<?x?xf32, #row_sparse> -> tensor<?x?xf32>
    ```
  }];
  let arguments = !con((ins Stype_ValueTensor:$weight,
                            Stype_ValueTensor:$grad),
                       Stype_HyperOperands, Stype_SgdHyper);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = !strconcat("$weight `,` $grad ", Stype_HyperFormat, [{
    attr-dict `:` type($weight) `,` type($grad) `->` type($result)
  }]);
  let extraClassDeclaration = Stype_HyperAccessors;
  let hasVerifier = 1;
}

def Stype_SgdMomUpdateOp : Stype_Op<"sgd_mom_update", [AttrSizedOperandSegments,
    Stype_OptimizerUpdateOpInterface]> {
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
  }] # Stype_HyperDoc # [{

    Example:

    ```mlir
    %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.05 : f64, momentum = 0.9 : f64}
        : tensor<?x?xf32>, tensor<?x?xf32, #row_sparse>, tensor<?x?xf32>
        -> tensor<?x?xf32>, tensor<?x?xf32>
    %w2, %m2 = stype.sgd_mom_update %w1, %g, %m1 lr(%lr) {momentum = 0.9 : f64}
        : tensor<?x?xf32>, tensor<?x?xf32, #row_sparse>, tensor<?x?xf32>
        -> tensor<?x?xf32>, tensor<?x?xf32>
    ```
  }];
  let arguments = !con((ins Stype_ValueTensor:$weight,
                            Stype_ValueTensor:$grad,
                            Stype_ValueTensor:$mom),
                       Stype_HyperOperands, Stype_SgdHyper,
                       (ins DefaultValuedAttr<F64Attr, "0.0">:$momentum));
  let results = (outs Stype_ValueTensor:$weight_out,
                      Stype_ValueTensor:$mom_out);
  let assemblyFormat = !strconcat("$weight `,` $grad `,` $mom ", Stype_HyperFormat, [{
    attr-dict `:` type($weight) `,` type($grad) `,` type($mom) `->`
    type($weight_out) `,` type($mom_out)
  }]);
  let extraClassDeclaration = Stype_HyperAccessors;
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Optimizers with states (generic form)
//===----------------------------------------------------------------------===//

/// An optimizer update: `weight, grad, states...` -> `weight_out,
/// states_out...`.  Every op of this class shares the hyper-parameters of
/// Stype_SgdHyper (and their run-time operands Stype_HyperOperands), the
/// verifier helpers of OptimizerOps.cpp and the row walk of
/// passes/lowering/Optimizer.cpp; `extraAttrs` adds its own attributes (and
/// optional run-time operands, whose syntax `extraFormat` spells).
class Stype_UpdateOp<string mnemonic, dag states, dag stateResults,
                     dag extraAttrs, string extraFormat = "">
    : Stype_Op<mnemonic, [AttrSizedOperandSegments,
                          Stype_OptimizerUpdateOpInterface]> {
  let arguments = !con((ins Stype_ValueTensor:$weight,
                            Stype_ValueTensor:$grad),
                       states, Stype_HyperOperands, Stype_SgdHyper,
                       extraAttrs);
  let results = !con((outs Stype_ValueTensor:$weight_out), stateResults);
  defvar stateNames = !foreach(i, !range(!size(states)), !getdagname(states, i));
  let assemblyFormat = !strconcat(
      "$weight `,` $grad `,` ",
      !interleave(!foreach(n, stateNames, "$" # n), " `,` "), " ",
      Stype_HyperFormat, " ", extraFormat,
      " attr-dict `:` type($weight) `,` type($grad) `,` ",
      !interleave(!foreach(n, stateNames, "type($" # n # ")"), " `,` "),
      " `->` type(results)");
  let extraClassDeclaration = Stype_HyperAccessors;
  let hasVerifier = 1;
}

/// The storage-kind table shared by every update op with states.
defvar Stype_UpdateKindTable = [{
    | weight, grad, states | results | kernel |
    |---|---|---|
    | default, default, default | default, default | dense |
    | default, row_sparse, default | default, default | lazy or standard |
    | row_sparse, row_sparse, row_sparse | row_sparse, row_sparse | lazy or standard |
    | row_sparse, row_sparse, default | row_sparse, default | standard (as MXNet) |
    | other | weight's and states' kinds | dense fallback (remark) |

    `lazy_update = true` with a row_sparse `grad`: only the rows stored in
    `grad` change, in the weight and in every state (a stored all-zero row
    counts as present); `lazy_update = false`: every row is updated with a
    zero gradient where `grad` stores no row, which equals the dense update.
    A row_sparse weight or state must store every row (runtime error
    otherwise).  Full formulas and the comparison with MXNet:
    docs/optimizers.md.
}] # Stype_HyperDoc;

def Stype_AdamUpdateOp : Stype_UpdateOp<"adam_update",
    (ins Stype_ValueTensor:$mean, Stype_ValueTensor:$var),
    (outs Stype_ValueTensor:$mean_out, Stype_ValueTensor:$var_out),
    (ins DefaultValuedAttr<F64Attr, "0.9">:$beta1,
         DefaultValuedAttr<F64Attr, "0.999">:$beta2,
         DefaultValuedAttr<F64Attr, "1.0e-8">:$epsilon,
         OptionalAttr<I64Attr>:$t,
         DefaultValuedAttr<BoolAttr, "true">:$bias_correction,
         Optional<I64>:$t_value),
    "(`t` `(` $t_value^ `)`)?"> {
  let extraClassDeclaration = !strconcat(Stype_HyperAccessors, [{
    /// The step count attribute `t`, or its default 1 when absent.
    int64_t getStaticT() { return getTAttr() ? getTAttr().getInt() : 1; }
  }]);
  let summary = "Adam step, with or without bias correction";
  let description = !strconcat([{
    One step of Adam: `g' = clip(rescale_grad*g + wd*w)`,
    `m <- beta1*m + (1-beta1)*g'`, `v <- beta2*v + (1-beta2)*g'^2`,
    `w <- w - lr_t*m/(sqrt(v) + epsilon)`.  With `bias_correction = true`
    (the default) `lr_t = lr*sqrt(1-beta2^t)/(1-beta1^t)` from the 1-based
    step count `t`: the attribute `t` (default 1), or the run-time i64
    operand `t(%t)` so that one kernel serves every step (the kernel reports
    `STYPE_KERNEL_INVALID_HYPERPARAMETER` and changes nothing for `t < 1`);
    `t = 0` is rejected.  With `bias_correction = false`, `lr_t = lr`: the
    kernel of MXNet's `adam_update` operator, which corrects nothing (`t` is
    then refused, since it would have no effect).

    Porting from MXNet: MXNet's operator `adam_update` (`mx.nd.adam_update`,
    `mx.sym.adam_update`) applies no bias correction, because MXNet's Python
    `Adam` optimizer folds the correction into the learning rate it passes
    (`lr*sqrt(1-beta2^t)/(1-beta1^t)`, `t` counted per parameter).  Code
    that calls the operator with its own learning rate translates to
    `bias_correction = false` with the same `lr`; code that uses the
    optimizer (`mx.optimizer.Adam`, a Gluon `Trainer` with `'adam'`)
    translates to the default `bias_correction = true` with the optimizer's
    `lr` and `t` = its update count.  Using the default with a learning rate
    that MXNet's optimizer already corrected corrects it twice.
  }], Stype_UpdateKindTable, [{

    Example:

    ```mlir
    %w1, %m1, %v1 = stype.adam_update %w, %g, %m, %v {lr = 0.001 : f64, t = 3 : i64}
        : tensor<?x?xf32>, tensor<?x?xf32, #row_sparse>, tensor<?x?xf32>, tensor<?x?xf32>
        -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
    %w2, %m2, %v2 = stype.adam_update %w1, %g, %m1, %v1 lr(%lr) t(%step)
        : tensor<?x?xf32>, tensor<?x?xf32, #row_sparse>, tensor<?x?xf32>, tensor<?x?xf32>
        -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
    ```
  }]);
}

def Stype_AdamWUpdateOp : Stype_UpdateOp<"adamw_update",
    (ins Stype_ValueTensor:$mean, Stype_ValueTensor:$var),
    (outs Stype_ValueTensor:$mean_out, Stype_ValueTensor:$var_out),
    (ins DefaultValuedAttr<F64Attr, "0.9">:$beta1,
         DefaultValuedAttr<F64Attr, "0.999">:$beta2,
         DefaultValuedAttr<F64Attr, "1.0e-8">:$epsilon,
         OptionalAttr<I64Attr>:$t,
         DefaultValuedAttr<BoolAttr, "true">:$bias_correction,
         Optional<I64>:$t_value),
    "(`t` `(` $t_value^ `)`)?"> {
  let extraClassDeclaration = !strconcat(Stype_HyperAccessors, [{
    /// The step count attribute `t`, or its default 1 when absent.
    int64_t getStaticT() { return getTAttr() ? getTAttr().getInt() : 1; }
  }]);
  let summary = "Adam step with decoupled weight decay (beyond MXNet)";
  let description = !strconcat([{
    AdamW (Loshchilov & Hutter): the weight decay is decoupled from the
    gradient statistics.  `g' = clip(rescale_grad*g)`,
    `m <- beta1*m + (1-beta1)*g'`, `v <- beta2*v + (1-beta2)*g'^2`,
    `w <- (1 - lr*wd)*w - lr_t*m/(sqrt(v) + epsilon)` with Adam's
    `lr_t = lr*sqrt(1-beta2^t)/(1-beta1^t)` (so epsilon sits where
    `adam_update` puts it; `t` is an attribute or the run-time i64 operand
    `t(%t)`, as for `adam_update`), or `lr_t = lr` with
    `bias_correction = false`, as for `adam_update`: MXNet's contrib
    `_adamw_update` operator corrects nothing (its callers fold the
    correction into the rate).  MXNet 1.x has no sparse AdamW.
  }], Stype_UpdateKindTable, [{

    Example:

    ```mlir
    %w1, %m1, %v1 = stype.adamw_update %w, %g, %m, %v {lr = 0.001 : f64, wd = 0.01 : f64, t = 1 : i64}
        : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
        -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
    ```
  }]);
}

def Stype_AdagradUpdateOp : Stype_UpdateOp<"adagrad_update",
    (ins Stype_ValueTensor:$history),
    (outs Stype_ValueTensor:$history_out),
    (ins DefaultValuedAttr<F64Attr, "1.0e-7">:$epsilon)> {
  let summary = "AdaGrad step";
  let description = !strconcat([{
    MXNet's AdaGrad (`_sparse_adagrad_update` and the Python dense path):
    `g' = clip(rescale_grad*g)`, `h <- h + g'^2`,
    `w <- w - lr*(g'/sqrt(h + epsilon) + wd*w)` (epsilon inside the sqrt).
    MXNet refuses `wd != 0` with a row_sparse gradient; stype accepts it:
    the lazy update decays the gradient's rows only, the standard update
    decays every row.  With `wd = 0` lazy and standard agree.
  }], Stype_UpdateKindTable, [{

    Example:

    ```mlir
    %w1, %h1 = stype.adagrad_update %w, %g, %h {lr = 0.1 : f64}
        : tensor<?x?xf32>, tensor<?x?xf32, #row_sparse>, tensor<?x?xf32>
        -> tensor<?x?xf32>, tensor<?x?xf32>
    ```
  }]);
}

def Stype_GroupAdagradUpdateOp : Stype_UpdateOp<"group_adagrad_update",
    (ins Stype_ValueTensor:$history),
    (outs Stype_ValueTensor:$history_out),
    (ins DefaultValuedAttr<F64Attr, "1.0e-5">:$epsilon)> {
  let summary = "Group AdaGrad step (one history value per row)";
  let description = !strconcat([{
    MXNet's `_contrib_group_adagrad_update`: `history` has shape
    `[weight rows, 1]`; `g' = clip(rescale_grad*g)`,
    `h_i <- h_i + mean_j(g'_ij^2)` over the row's elements,
    `w_ij <- w_ij - lr*(g'_ij/sqrt(h_i + epsilon) + wd*w_ij)`.
    MXNet has no `wd` (asserts 0); stype applies it as AdaGrad does.
  }], Stype_UpdateKindTable, [{

    Example:

    ```mlir
    %w1, %h1 = stype.group_adagrad_update %w, %g, %h {lr = 0.1 : f64}
        : tensor<?x8xf32>, tensor<?x8xf32, #row_sparse>, tensor<?x1xf32>
        -> tensor<?x8xf32>, tensor<?x1xf32>
    ```
  }]);
}

def Stype_FtrlUpdateOp : Stype_UpdateOp<"ftrl_update",
    (ins Stype_ValueTensor:$z, Stype_ValueTensor:$n),
    (outs Stype_ValueTensor:$z_out, Stype_ValueTensor:$n_out),
    (ins DefaultValuedAttr<F64Attr, "0.01">:$lamda1,
         DefaultValuedAttr<F64Attr, "1.0">:$beta)> {
  let summary = "FTRL-proximal step";
  let description = !strconcat([{
    MXNet's `ftrl_update`: `g' = clip(rescale_grad*g)`,
    `z <- z + g' - (sqrt(n + g'^2) - sqrt(n))*w/lr`, `n <- n + g'^2`,
    `w <- (sign(z)*lamda1 - z)/((beta + sqrt(n))/lr + wd)` where
    `|z| > lamda1`, else 0.  `lr` must be > 0.  MXNet's sparse FTRL is always
    lazy and needs a row_sparse weight (a dense weight falls back to the
    dense kernel, which recomputes every row from z and n); stype takes
    `lazy_update` like the other ops: lazy touches the gradient's rows only,
    standard recomputes every row (= the dense kernel).

    Differs from MXNet by default: with a dense weight and a row_sparse
    gradient MXNet falls back to its dense update (every coordinate is
    recomputed from z and n, so coordinates never updated become 0), while
    stype's default `lazy_update = true` updates the gradient's rows only.
    Give `lazy_update = false` to get MXNet's result.
  }], Stype_UpdateKindTable, [{

    Example:

    ```mlir
    %w1, %z1, %n1 = stype.ftrl_update %w, %g, %z, %n {lr = 0.1 : f64}
        : tensor<?x?xf32, #row_sparse>, tensor<?x?xf32, #row_sparse>,
          tensor<?x?xf32, #row_sparse>, tensor<?x?xf32, #row_sparse>
        -> tensor<?x?xf32, #row_sparse>, tensor<?x?xf32, #row_sparse>,
           tensor<?x?xf32, #row_sparse>
    ```
  }]);
}

def Stype_SignumUpdateOp : Stype_UpdateOp<"signum_update",
    (ins Stype_ValueTensor:$mom),
    (outs Stype_ValueTensor:$mom_out),
    (ins DefaultValuedAttr<F64Attr, "0.9">:$momentum,
         DefaultValuedAttr<F64Attr, "0.0">:$wd_lh)> {
  let summary = "Signum step (sign of the momentum)";
  let description = !strconcat([{
    MXNet's `signum_update`:
    `m <- momentum*m - (1-momentum)*wd*w - (1-momentum)*clip(rescale_grad*g)`,
    then `w <- (1 - lr*wd_lh)*w + lr*sign(m)`.  MXNet supports dense
    tensors only; stype adds the row_sparse combinations below.

    Differs from MXNet by default: with a dense weight and a row_sparse
    gradient MXNet falls back to its dense update (every row's momentum
    decays and every weight row moves), while stype's default
    `lazy_update = true` updates the gradient's rows only.  Give
    `lazy_update = false` to get MXNet's result.
  }], Stype_UpdateKindTable, [{

    Example:

    ```mlir
    %w1, %m1 = stype.signum_update %w, %g, %m {lr = 0.01 : f64}
        : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
        -> tensor<?x?xf32>, tensor<?x?xf32>
    ```
  }]);
}

def Stype_RmspropUpdateOp : Stype_UpdateOp<"rmsprop_update",
    (ins Stype_ValueTensor:$n),
    (outs Stype_ValueTensor:$n_out),
    (ins DefaultValuedAttr<F64Attr, "0.95">:$gamma1,
         DefaultValuedAttr<F64Attr, "1.0e-8">:$epsilon)> {
  let summary = "RMSProp step (beyond MXNet's sparse support)";
  let description = !strconcat([{
    MXNet's dense `rmsprop_update` (Tieleman & Hinton, not centered):
    `g' = clip(rescale_grad*g + wd*w)`, `n <- (1-gamma1)*g'^2 + gamma1*n`,
    `w <- w - lr*g'/sqrt(n + epsilon)` (epsilon inside the sqrt, as MXNet's
    kernel; `clip_weights` is not provided).  MXNet has no sparse RMSProp.

    Differs from MXNet by default: with a dense weight and a row_sparse
    gradient MXNet falls back to its dense update (every row's `n` decays,
    and with `wd > 0` every weight row moves), while stype's default
    `lazy_update = true` updates the gradient's rows only.  Give
    `lazy_update = false` to get MXNet's result.
  }], Stype_UpdateKindTable, [{

    Example:

    ```mlir
    %w1, %n1 = stype.rmsprop_update %w, %g, %n {lr = 0.01 : f64}
        : tensor<?x?xf32>, tensor<?x?xf32, #row_sparse>, tensor<?x?xf32>
        -> tensor<?x?xf32>, tensor<?x?xf32>
    ```
  }]);
}

def Stype_SignsgdUpdateOp : Stype_Op<"signsgd_update", [AttrSizedOperandSegments,
    Stype_OptimizerUpdateOpInterface]> {
  let summary = "signSGD step";
  let description = [{
    MXNet's `signsgd_update`: `w <- (1 - lr*wd)*w - lr*sign(g)`;
    `rescale_grad` and `clip_gradient` are accepted but (as in MXNet) have no
    effect.  MXNet supports dense tensors only; stype adds (default,
    row_sparse) and (row_sparse, row_sparse), lazy or standard as for
    `sgd_update` (without weight decay both agree).

    | weight, grad | result | kernel |
    |---|---|---|
    | default, default | default | dense |
    | default, row_sparse | default | lazy or standard |
    | row_sparse (all rows stored), row_sparse | row_sparse | lazy or standard |
    | other | weight's kind | dense fallback (remark) |
  }] # Stype_HyperDoc # [{

    Example:

    ```mlir
    %w1 = stype.signsgd_update %w, %g {lr = 0.01 : f64}
        : tensor<?x?xf32>, tensor<?x?xf32, #row_sparse> -> tensor<?x?xf32>
    ```
  }];
  let arguments = !con((ins Stype_ValueTensor:$weight,
                            Stype_ValueTensor:$grad),
                       Stype_HyperOperands, Stype_SgdHyper);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = !strconcat("$weight `,` $grad ", Stype_HyperFormat, [{
    attr-dict `:` type($weight) `,` type($grad) `->` type($result)
  }]);
  let extraClassDeclaration = Stype_HyperAccessors;
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Multi-precision updates (f16 weight, f32 master copy)
//===----------------------------------------------------------------------===//

/// The f16 weights (and gradients) of the multi-precision updates.
def Stype_HalfTensor : RankedTensorOf<[F16]>;
/// Their f32 states and master copy.
def Stype_SingleTensor : RankedTensorOf<[F32]>;

/// A multi-precision update, MXNet's `multi_precision = True`: `weight,
/// grad, states..., weight32` -> `weight_out, states_out..., weight32_out`.
/// The update of the f32 ops runs in f32 on the master copy `weight32` (the
/// f16 gradient widened exactly), then the f16 weight is written as the
/// rounding (to nearest even) of the new master copy.
class Stype_MpUpdateOp<string mnemonic, dag states, dag stateResults,
                       dag extraAttrs, string extraFormat = "">
    : Stype_Op<mnemonic, [AttrSizedOperandSegments,
        DeclareOpInterfaceMethods<Stype_OptimizerUpdateOpInterface,
                                  ["isMultiPrecision"]>]> {
  let extraClassDefinition = [{
    bool $cppClass::isMultiPrecision() { return true; }
  }];
  let arguments = !con((ins Stype_HalfTensor:$weight,
                            Stype_HalfTensor:$grad),
                       states, (ins Stype_SingleTensor:$weight32),
                       Stype_HyperOperands, Stype_SgdHyper, extraAttrs);
  let results = !con((outs Stype_HalfTensor:$weight_out), stateResults,
                     (outs Stype_SingleTensor:$weight32_out));
  defvar names = !listconcat(["weight", "grad"],
      !foreach(i, !range(!size(states)), !getdagname(states, i)),
      ["weight32"]);
  let assemblyFormat = !strconcat(
      !interleave(!foreach(n, names, "$" # n), " `,` "), " ",
      Stype_HyperFormat, " ", extraFormat, " attr-dict `:` ",
      !interleave(!foreach(n, names, "type($" # n # ")"), " `,` "),
      " `->` type(results)");
  let extraClassDeclaration = Stype_HyperAccessors;
  let hasVerifier = 1;
}

/// The storage-kind table of the multi-precision updates.
defvar Stype_MpKindTable = [{

    | weight, grad, states | results | kernel |
    |---|---|---|
    | default, default, default | default, default | dense |
    | default, row_sparse, default | default, default | lazy or standard |
    | row_sparse, row_sparse, row_sparse | row_sparse, row_sparse | lazy or standard |
    | row_sparse, row_sparse, default | row_sparse, default | standard (as MXNet) |
    | other | — | verifier error |

    `weight32` has the weight's storage kind (it is the weight's copy; a
    row_sparse one must store every row) and is listed with the states.
    Every other combination is rejected by the verifier instead of falling
    back: a dense fallback would cast f16 tensors, which stype's other ops
    do not take.  Lazy and standard semantics, hyper-parameters (operands
    included) and ranges are those of the f32 op; every state and the
    master copy are f32, the weight and the gradient f16.
}] # Stype_HyperDoc;

def Stype_MpSgdUpdateOp : Stype_MpUpdateOp<"mp_sgd_update",
    (ins), (outs), (ins)> {
  let summary = "multi-precision SGD step (f16 weight, f32 master copy)";
  let description = !strconcat([{
    MXNet's `mp_sgd_update`: `w32 <- (1 - lr*wd)*w32 - lr*clip(rescale_grad*g)`
    in f32 with `g` the f16 gradient widened, then `weight <- f16(w32)`.
  }], Stype_MpKindTable, [{

    Example:

    ```mlir
    %w1, %w32_1 = stype.mp_sgd_update %w, %g, %w32 {lr = 0.1 : f64}
        : tensor<?x?xf16>, tensor<?x?xf16, #row_sparse>, tensor<?x?xf32>
        -> tensor<?x?xf16>, tensor<?x?xf32>
    ```
  }]);
}

def Stype_MpSgdMomUpdateOp : Stype_MpUpdateOp<"mp_sgd_mom_update",
    (ins Stype_SingleTensor:$mom), (outs Stype_SingleTensor:$mom_out),
    (ins DefaultValuedAttr<F64Attr, "0.0">:$momentum)> {
  let summary = "multi-precision SGD step with momentum";
  let description = !strconcat([{
    MXNet's `mp_sgd_mom_update`: in f32,
    `m <- momentum*m - lr*wd*w32 - lr*clip(rescale_grad*g)`, `w32 <- w32 + m`,
    then `weight <- f16(w32)`.
  }], Stype_MpKindTable, [{

    Example:

    ```mlir
    %w1, %m1, %w32_1 = stype.mp_sgd_mom_update %w, %g, %m, %w32 lr(%lr) {momentum = 0.9 : f64}
        : tensor<?x?xf16>, tensor<?x?xf16, #row_sparse>, tensor<?x?xf32>, tensor<?x?xf32>
        -> tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32>
    ```
  }]);
}

def Stype_MpAdamUpdateOp : Stype_MpUpdateOp<"mp_adam_update",
    (ins Stype_SingleTensor:$mean, Stype_SingleTensor:$var),
    (outs Stype_SingleTensor:$mean_out, Stype_SingleTensor:$var_out),
    (ins DefaultValuedAttr<F64Attr, "0.9">:$beta1,
         DefaultValuedAttr<F64Attr, "0.999">:$beta2,
         DefaultValuedAttr<F64Attr, "1.0e-8">:$epsilon,
         OptionalAttr<I64Attr>:$t,
         DefaultValuedAttr<BoolAttr, "true">:$bias_correction,
         Optional<I64>:$t_value),
    "(`t` `(` $t_value^ `)`)?"> {
  let summary = "multi-precision Adam step with bias correction";
  let description = !strconcat([{
    `adam_update` computed in f32 on the master copy, as MXNet's Python
    `Adam(multi_precision=True)` does (MXNet 1.x has no fused mp Adam
    kernel): `g' = clip(rescale_grad*g + wd*w32)`, `m`, `v` as Adam,
    `w32 <- w32 - lr_t*m/(sqrt(v) + epsilon)`, then `weight <- f16(w32)`;
    `t` and `bias_correction` as for `adam_update` (`t` an attribute,
    default 1, or operand `t(%t)`; `bias_correction = false`: `lr_t = lr`,
    MXNet's uncorrected kernel).
  }], Stype_MpKindTable, [{

    Example:

    ```mlir
    %w1, %m1, %v1, %w32_1 = stype.mp_adam_update %w, %g, %m, %v, %w32 lr(%lr) t(%t)
        : tensor<?x?xf16>, tensor<?x?xf16, #row_sparse>, tensor<?x?xf32>,
          tensor<?x?xf32>, tensor<?x?xf32>
        -> tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
    ```
  }]);
  let extraClassDeclaration = !strconcat(Stype_HyperAccessors, [{
    /// The step count attribute `t`, or its default 1 when absent.
    int64_t getStaticT() { return getTAttr() ? getTAttr().getInt() : 1; }
  }]);
}

#endif // STYPE_DIALECT_OPTIMIZEROPS_TD
