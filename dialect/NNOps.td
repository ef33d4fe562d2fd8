//===- NNOps.td - neural-network layers with sparse dispatch -*- tablegen -*-===//
//
// Included by StypeOps.td.  FullyConnected and the regression output layers
// (MXNet's LinearRegressionOutput, LogisticRegressionOutput,
// MAERegressionOutput) with their backward ops.
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

#endif // STYPE_DIALECT_NNOPS_TD
