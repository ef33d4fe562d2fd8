//===- NNOps.td - neural-network layers with sparse dispatch -*- tablegen -*-===//
//
// Included by StypeOps.td.  FullyConnected, the regression output layers
// (MXNet's LinearRegressionOutput, LogisticRegressionOutput,
// MAERegressionOutput) and MXNet's SoftmaxOutput, with their backward ops;
// the dense-only softmax, log_softmax, softmax_cross_entropy (with its
// backward op) and Activation.
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
  let kernels = [
    Stype_Kernel<"dense", ["default..."], ["default"], Stype_GpuSharesCpu,
      "x W^T + b">,
    Stype_Kernel<"rsp_weight", ["default", "row_sparse..."], ["default"], Stype_GpuSharesCpu,
      "the stored weight (and bias) rows only, absent rows zero">,
  ];
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
  let kernels = [
    Stype_Kernel<"dense", ["default", "default|csr"], ["default"],
      Stype_GpuSharesCpu, "element by element (a csr label read densely)">,
  ];
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
  let kernels = [
    Stype_Kernel<"dense", ["default", "default|csr"], ["default"],
      Stype_GpuSharesCpu, "element by element (a csr label read densely)">,
  ];
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
  let kernels = [Stype_DenseKernel<Stype_GpuSharesCpu, "one thread per row">];
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
  let kernels = [Stype_DenseKernel<Stype_GpuSharesCpu, "one thread per row">];
}

//===----------------------------------------------------------------------===//
// softmax, log_softmax, softmax_cross_entropy, Activation (dense only)
//===----------------------------------------------------------------------===//

/// The storage-kind table of the dense-only ops below (MXNet registers no
/// FInferStorageType for them without MKL-DNN: every sparse input takes the
/// dense fallback, with MXNet's "Storage type fallback detected" warning).
defvar Stype_DenseOnlyTable = [{
    | operands | result | kernel |
    |---|---|---|
    | all default | default | dense |
    | any csr or row_sparse | default | dense fallback (warning) |
}];

class Stype_SoftmaxFamilyOp<string mnemonic, string mxnet, string formula>
    : Stype_Op<mnemonic> {
  let summary = "`" # formula # "` along `axis`";
  let description = [{
    Returns `}] # formula # [{` along `axis` (MXNet's `}] # mxnet # [{`):
    with `m` the maximum of `data` along the axis, every element is computed
    from `(data - m) / temperature`, so large logits do not overflow `exp`
    (the stable form MXNet's kernel uses).  `axis` (default -1) counts from
    the end when negative and must name a dimension of `data`;
    `temperature` (default 1) must be finite and non-zero.  The result has
    the shape and element type of `data`.  A dense op:
}] # !strconcat(Stype_DenseOnlyTable, "") # [{
    The kernel runs one thread per position of the other axes (each a max,
    an exp-and-sum and a final loop over the axis, in a fixed order):
    bit-identical results from run to run.  A slice of `-inf` only, or one
    holding `+inf` or NaN, gives NaN, as in MXNet.

    Differences from MXNet: `use_length`, `dtype` and the MKL-DNN sparse
    dispatch are not modelled.

    Example:

    ```mlir
    %y = stype.}] # mnemonic # [{ %x {axis = 1 : i64, temperature = 2.0 : f64}
        : tensor<?x10xf32> -> tensor<?x10xf32>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$data,
                       DefaultValuedAttr<I64Attr, "-1">:$axis,
                       DefaultValuedAttr<F64Attr, "1.0">:$temperature);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $data attr-dict `:` type($data) `->` type($result)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// `axis` in [0, rank) (a negative axis counts from the end).
    int64_t getNormalizedAxis() {
      int64_t a = static_cast<int64_t>(getAxis());
      return a < 0 ? a + getData().getType().getRank() : a;
    }
  }];
  let kernels = [Stype_DenseKernel<Stype_GpuSharesCpu, "one thread per row">];
}

def Stype_SoftmaxOp : Stype_SoftmaxFamilyOp<"softmax", "softmax",
    "exp(x / T) / sum(exp(x / T))">;
def Stype_LogSoftmaxOp : Stype_SoftmaxFamilyOp<"log_softmax", "log_softmax",
    "x / T - log(sum(exp(x / T)))">;

def Stype_SoftmaxCrossEntropyOp : Stype_Op<"softmax_cross_entropy"> {
  let summary = "sum over the batch of -log softmax(data)[i, label[i]]";
  let description = [{
    Returns, as a tensor of shape [1], `sum_i -log(softmax(data[i])[label[i]])
    = sum_i (logsumexp(data[i]) - data[i, label[i]])` for a 2-D `data`
    (batch x classes) and a 1-D `label` (one class index per row, stored as
    a float of the element type of `data`).  Mirrors MXNet's
    `softmax_cross_entropy`; a dense op:
}] # !strconcat(Stype_DenseOnlyTable, "") # [{
    The kernel computes each row's loss in the stable form above (one thread
    per row), then sums the rows in order on one thread: bit-identical
    results from run to run.  A label that is not an integer in
    [0, classes) is the run-time error `STYPE_KERNEL_CE_LABEL_OUT_OF_RANGE`
    (that row adds nothing and nothing out of bounds is read).  Where the
    batch sizes of `data` and `label` are known only at run time, sizes that
    differ are the run-time error `STYPE_KERNEL_SHAPE_MISMATCH`.

    Differences from MXNet: MXNet truncates each label to an integer and
    reads out of bounds for a label outside [0, classes) (its kernel does not
    check); stype refuses such a label with the error above.  MXNet takes the
    log of the softmax (which is -inf for a probability that underflows);
    stype's `logsumexp - x` stays finite.

    Example:

    ```mlir
    %loss = stype.softmax_cross_entropy %x, %l
        : tensor<?x10xf32>, tensor<?xf32> -> tensor<1xf32>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$data, Stype_ValueTensor:$label);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $data `,` $label attr-dict `:` type($data) `,` type($label) `->`
    type($result)
  }];
  let hasVerifier = 1;
  let kernels = [Stype_DenseKernel<Stype_GpuSharesCpu, "one thread per row">];
}

def Stype_SoftmaxCrossEntropyGradOp
    : Stype_Op<"softmax_cross_entropy_grad"> {
  let summary = "gradient of softmax_cross_entropy: "
                "(softmax(data) - onehot(label)) * dy";
  let description = [{
    Returns `grad[i, c] = (softmax(data[i])[c] - (c == label[i] ? 1 : 0)) *
    dy[0]`, the gradient with respect to `data` of
    `stype.softmax_cross_entropy(data, label)` given the gradient `dy` of
    its result (shape [1]).  Mirrors the backward pass of MXNet's
    `softmax_cross_entropy` (MXNet's `_backward_softmax_cross_entropy`); the
    label gets no gradient.  A dense op:
}] # !strconcat(Stype_DenseOnlyTable, "") # [{
    One thread per row (a max, an exp-and-sum and a divide loop, then the
    label's element): bit-identical results from run to run.  A label that
    is not an integer in [0, classes) is the run-time error
    `STYPE_KERNEL_CE_LABEL_OUT_OF_RANGE` and leaves that row zero; batch
    sizes that differ at run time are `STYPE_KERNEL_SHAPE_MISMATCH` and give
    an empty result.

    Example:

    ```mlir
    %g = stype.softmax_cross_entropy_grad %x, %l, %dy
        : tensor<?x10xf32>, tensor<?xf32>, tensor<1xf32> -> tensor<?x10xf32>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$data, Stype_ValueTensor:$label,
                       Stype_ValueTensor:$dy);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $data `,` $label `,` $dy attr-dict `:` type($data) `,` type($label) `,`
    type($dy) `->` type($result)
  }];
  let hasVerifier = 1;
  let kernels = [Stype_DenseKernel<Stype_GpuSharesCpu, "one thread per row">];
}

def Stype_ActType : I32EnumAttr<"ActType",
    "MXNet's Activation act_type", [
      I32EnumAttrCase<"Relu", 0, "relu">,
      I32EnumAttrCase<"Sigmoid", 1, "sigmoid">,
      I32EnumAttrCase<"Tanh", 2, "tanh">,
      I32EnumAttrCase<"Softrelu", 3, "softrelu">,
      I32EnumAttrCase<"Softsign", 4, "softsign">
    ]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::stype";
}

def Stype_ActTypeAttr : EnumAttr<Stype_Dialect, Stype_ActType, "act_type"> {
  let assemblyFormat = "`<` $value `>`";
}

def Stype_ActivationOp : Stype_Op<"activation"> {
  let summary = "MXNet's Activation: relu, sigmoid, tanh, softrelu or "
                "softsign of every element";
  let description = [{
    Returns `f(x)` for every element `x` with `f` chosen by `act_type`
    (MXNet's `Activation`): `relu` max(x, 0), `sigmoid` 1 / (1 + exp(-x)),
    `tanh`, `softrelu` log(1 + exp(x)) (x itself above 20, as MXNet's
    `softrelu`, where the two agree in floating point) and `softsign`
    x / (1 + |x|).  The element functions are those of `stype.relu`,
    `stype.sigmoid`, `stype.tanh` and `stype.softsign`.  Unlike those ops,
    MXNet's `Activation` has no sparse path (without MKL-DNN), so it is a
    dense op here too:
}] # !strconcat(Stype_DenseOnlyTable, "") # [{
    One loop over the elements: bit-identical results from run to run.

    Example:

    ```mlir
    %y = stype.activation %x {act_type = #stype.act_type<softrelu>}
        : tensor<?x?xf32> -> tensor<?x?xf32>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$data, Stype_ActTypeAttr:$act_type);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $data attr-dict `:` type($data) `->` type($result)
  }];
  let hasVerifier = 1;
  let kernels = [Stype_DenseKernel<Stype_GpuSharesCpu, "element by element">];
}

#endif // STYPE_DIALECT_NNOPS_TD
