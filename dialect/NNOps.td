//===- NNOps.td - neural-network layers with sparse dispatch -*- tablegen -*-===//
//
// Included by StypeOps.td.  FullyConnected, the regression output layers
// (MXNet's LinearRegressionOutput, LogisticRegressionOutput,
// MAERegressionOutput) and MXNet's SoftmaxOutput, with their backward ops.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_DIALECT_NNOPS_TD
#define STYPE_DIALECT_NNOPS_TD

//===----------------------------------------------------------------------===//
// FullyConnected
//===----------------------------------------------------------------------===//

def Stype_FullyConnectedOp : Stype_Op<"fully_connected"> {
  let summary = "affine layer: data * weight^T + bias";
  let description = [{
    Returns `out[i, h] = sum_k data[i, k] * weight[h, k] + bias[h]` for a 2-D
    `data` (batch x in), a 2-D `weight` (`num_hidden` x in) and a `bias` of
    shape [`num_hidden`] or [`num_hidden`, 1], which is absent exactly when
    `no_bias` is set.  Mirrors
    MXNet's `FullyConnected` forward pass; result kinds follow MXNet's
    `FullyConnectedStorageType`: the result is always default.

    | data, weight, bias | result | kernel |
    |---|---|---|
    | default, default, default (or no bias) | default | dense loop nest |
    | default, row_sparse, row_sparse (or no bias) | default | dense loop nest over the stored rows; weight and bias must store all `num_hidden` rows |
    | anything else | default | dense fallback (remark) |

    A row_sparse weight or bias must be fully stored (its number of stored
    rows equals `num_hidden`, MXNet: "length of weight.indices ... equal to
    num_hidden"); otherwise the kernel reports the runtime error
    `STYPE_KERNEL_FC_RSP_NOT_FULL` and returns a zero result.

    Differences from MXNet: stype has no 1-D row_sparse tensors, so a
    row_sparse bias is written with shape [`num_hidden`, 1] (MXNet's bias is
    1-D; a dense bias may take either shape).  Only a 2-D `data` is accepted (MXNet's
    `flatten` of N-D data is not modelled), and only the forward pass is an
    op.  For csr data use `stype.dot` with `transpose_b` (MXNet also sends
    csr data to the dense fallback here and recommends `dot`).

    Example:

    ```mlir
    %y = stype.fully_connected %x, %w, %b {num_hidden = 4 : i64}
        : tensor<?x8xf32>, tensor<4x8xf32, #row_sparse>,
          tensor<4x1xf32, #row_sparse> -> tensor<?x4xf32>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$data, Stype_ValueTensor:$weight,
                       Optional<Stype_ValueTensor>:$bias,
                       I64Attr:$num_hidden, UnitAttr:$no_bias);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $data `,` $weight (`,` $bias^)? attr-dict `:` type($data) `,`
    type($weight) (`,` type($bias)^)? `->` type($result)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Regression output layers
//===----------------------------------------------------------------------===//

class Stype_RegressionOutputOp<string mnemonic, string mxnet, string fwd>
    : Stype_Op<mnemonic> {
  let summary = "regression output layer (forward): " # fwd;
  let description = [{
    Returns }] # fwd # [{ elementwise; `label` is not read by the forward
    pass (it defines the loss of the matching `_grad` op).  Mirrors MXNet's
    `}] # mxnet # [{`; result kinds follow MXNet's
    `RegressionInferStorageType`: the result is always default.

    | data, label | result | kernel |
    |---|---|---|
    | default, default | default | dense |
    | default, csr | default | dense over `data`; the label is not touched |
    | anything else | default | dense fallback (remark) |

    `label` has the shape of `data`.  `grad_scale` (default 1) only matters
    for the backward op.

    Example:

    ```mlir
    %y = stype.}] # mnemonic # [{ %x, %l {grad_scale = 1.0 : f64}
        : tensor<?x?xf32>, tensor<?x?xf32, #csr> -> tensor<?x?xf32>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$data, Stype_ValueTensor:$label,
                       DefaultValuedAttr<F64Attr, "1.0">:$grad_scale);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $data `,` $label attr-dict `:` type($data) `,` type($label) `->`
    type($result)
  }];
  let hasVerifier = 1;
}

def Stype_LinearRegressionOutputOp
    : Stype_RegressionOutputOp<"linear_regression_output",
                               "LinearRegressionOutput",
                               "`out = data` (identity)">;
def Stype_LogisticRegressionOutputOp
    : Stype_RegressionOutputOp<"logistic_regression_output",
                               "LogisticRegressionOutput",
                               "`out = 1 / (1 + exp(-data))` (sigmoid)">;
def Stype_MAERegressionOutputOp
    : Stype_RegressionOutputOp<"mae_regression_output",
                               "MAERegressionOutput",
                               "`out = data` (identity)">;

class Stype_RegressionOutputGradOp<string mnemonic, string mxnet,
                                   string grad>
    : Stype_Op<mnemonic> {
  let summary = "regression output layer (backward): " # grad;
  let description = [{
    Returns the gradient with respect to `data` of the forward op, given its
    output `out`: }] # grad # [{, where `num_output` is the number of
    elements of `label` divided by its first dimension.  Mirrors the
    backward pass of MXNet's `}] # mxnet # [{` (which ignores the incoming
    output gradient); result kinds follow MXNet's
    `RegressionInferStorageType` (backward): the result is always default.

    | out, label | result | kernel |
    |---|---|---|
    | default, default | default | dense |
    | default, csr | default | dense pass over `out` with label 0, then the stored label entries only |
    | anything else | default | dense fallback (remark) |

    `label` has the shape of `out`.

    Example:

    ```mlir
    %g = stype.}] # mnemonic # [{ %y, %l {grad_scale = 0.5 : f64}
        : tensor<?x?xf32>, tensor<?x?xf32, #csr> -> tensor<?x?xf32>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$out, Stype_ValueTensor:$label,
                       DefaultValuedAttr<F64Attr, "1.0">:$grad_scale);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $out `,` $label attr-dict `:` type($out) `,` type($label) `->`
    type($result)
  }];
  let hasVerifier = 1;
}

def Stype_LinearRegressionOutputGradOp
    : Stype_RegressionOutputGradOp<"linear_regression_output_grad",
          "LinearRegressionOutput",
          "`(out - label) * grad_scale / num_output`">;
def Stype_LogisticRegressionOutputGradOp
    : Stype_RegressionOutputGradOp<"logistic_regression_output_grad",
          "LogisticRegressionOutput",
          "`(out - label) * grad_scale / num_output`">;
def Stype_MAERegressionOutputGradOp
    : Stype_RegressionOutputGradOp<"mae_regression_output_grad",
          "MAERegressionOutput",
          "`sign(out - label) * grad_scale / num_output` (sign(0) = 0)">;

//===----------------------------------------------------------------------===//
// SoftmaxOutput
//===----------------------------------------------------------------------===//

/// The parameters of MXNet's SoftmaxOutput that stype models, shared by the
/// forward and the backward op.
defvar Stype_SoftmaxOutputAttrs = (ins
    DefaultValuedAttr<F64Attr, "1.0">:$grad_scale,
    DefaultValuedAttr<F64Attr, "-1.0">:$ignore_label,
    UnitAttr:$use_ignore,
    DefaultValuedStrAttr<StrAttr, "null">:$normalization);

def Stype_SoftmaxOutputOp : Stype_Op<"softmax_output"> {
  let summary = "softmax output layer (forward): softmax over the last axis";
  let description = [{
    Returns `out[i, c] = exp(data[i, c] - m_i) / sum_k exp(data[i, k] - m_i)`
    with `m_i = max_k data[i, k]` (the stable form: the row maximum is
    subtracted before `exp`) for a 2-D `data` (batch x classes).  `label`
    (shape [batch], the class index of each row stored as a float) is not
    read by the forward pass; it and the attributes define the loss of
    `stype.softmax_output_grad`.  Mirrors the forward pass of MXNet's
    `SoftmaxOutput`; it is a dense op (MXNet has no sparse path for it):

    | data, label | result | kernel |
    |---|---|---|
    | default, default | default | dense: per row a max, an exp-and-sum and a divide loop |
    | anything else | default | dense fallback (remark) |

    Attributes (the same as the backward op's, which uses them):
    `grad_scale` (default 1), `ignore_label` (default -1), `use_ignore`,
    `normalization` (`"null"` (default), `"batch"` or `"valid"`).

    Differences from MXNet: only a 2-D `data` with a 1-D `label` is accepted
    (MXNet's reshape of N-D data, `preserve_shape`, `multi_output`, a label
    of probabilities with the shape of `data`, `out_grad` and
    `smooth_alpha` are not modelled).  A row of `-inf` values only, or one
    holding `+inf` or NaN, gives NaN (as MXNet's kernel does).

    Example:

    ```mlir
    %p = stype.softmax_output %x, %l {normalization = "batch"}
        : tensor<?x10xf32>, tensor<?xf32> -> tensor<?x10xf32>
    ```
  }];
  let arguments = !con((ins Stype_ValueTensor:$data, Stype_ValueTensor:$label),
                       Stype_SoftmaxOutputAttrs);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $data `,` $label attr-dict `:` type($data) `,` type($label) `->`
    type($result)
  }];
  let hasVerifier = 1;
}

def Stype_SoftmaxOutputGradOp : Stype_Op<"softmax_output_grad"> {
  let summary = "softmax output layer (backward): (out - onehot(label)) * "
                "grad_scale / norm";
  let description = [{
    Returns the gradient with respect to `data` of `stype.softmax_output`
    (softmax followed by the cross-entropy loss), given its output `out`
    (the probabilities, batch x classes) and `label` (shape [batch], the
    class index of each row stored as a float):

    `grad[i, c] = (out[i, c] - (c == label[i] ? 1 : 0)) * grad_scale / norm`

    where `norm` is 1 for `normalization = "null"`, the batch size for
    `"batch"`, and for `"valid"` the number of rows whose label differs from
    `ignore_label` (at least 1).  With `use_ignore`, a row whose label equals
    `ignore_label` has gradient 0.  Mirrors the backward pass of MXNet's
    `SoftmaxOutput` (which ignores the incoming output gradient); a dense op:

    | out, label | result | kernel |
    |---|---|---|
    | default, default | default | dense: per row out * scale, then the label's element |
    | anything else | default | dense fallback (remark) |

    A label that is not an integer in [0, classes) (and not the ignored label
    when `use_ignore` is set) is a run-time error,
    `STYPE_KERNEL_LABEL_OUT_OF_RANGE`; that row's gradient is 0 and nothing
    out of bounds is read or written (the count of `"valid"` still follows
    the rule above).  Where the batch size of `out` or `label` is known only at
    run time, sizes that differ are the run-time error
    `STYPE_KERNEL_SHAPE_MISMATCH` and the result is empty.

    Differences from MXNet: MXNet truncates each label (and `ignore_label`)
    to an integer and writes nothing for an out-of-range class (its row's
    gradient is then `out * grad_scale / norm`); stype compares the float
    values exactly and refuses a label with a fraction, or out of range, by
    the error above.  The scale `grad_scale / norm` is computed in the
    element type (MXNet: in f32, then cast).  Only the 2-D case is
    modelled (see `stype.softmax_output`).

    Example:

    ```mlir
    %g = stype.softmax_output_grad %p, %l
        {grad_scale = 0.5 : f64, ignore_label = 0.0 : f64, use_ignore,
         normalization = "valid"}
        : tensor<?x10xf32>, tensor<?xf32> -> tensor<?x10xf32>
    ```
  }];
  let arguments = !con((ins Stype_ValueTensor:$out, Stype_ValueTensor:$label),
                       Stype_SoftmaxOutputAttrs);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $out `,` $label attr-dict `:` type($out) `,` type($label) `->`
    type($result)
  }];
  let hasVerifier = 1;
}

#endif // STYPE_DIALECT_NNOPS_TD
