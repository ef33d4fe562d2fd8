//===- AutodiffOps.td - reverse-mode differentiation ---------*- tablegen -*-===//
//
// Included by StypeOps.td.  Written by users; expanded in place by
// --stype-differentiate (passes/Differentiate.cpp), which asks each op of
// the callee for its gradient rule (DifferentiableOpInterface, attached in
// dialect/Gradients.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_DIALECT_AUTODIFFOPS_TD
#define STYPE_DIALECT_AUTODIFFOPS_TD

include "mlir/IR/SymbolInterfaces.td"

class Stype_GradientOp<string mnemonic, string what, dag resultList,
                       string example>
    : Op<Stype_Dialect, mnemonic,
         [Pure, DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "the gradient of a function by reverse-mode differentiation";
  let description = [{
    Returns }] # what # [{ of the function `callee` applied to `inputs`,
    with respect to the arguments listed in `wrt` (ascending argument
    numbers), as MXNet's `loss.backward()` / Gluon's `autograd` would give
    them.  The callee returns one value, the loss: a non-scalar loss is
    differentiated with a head gradient of ones (MXNet's `backward()`), and
    a loss layer (`make_loss`, the regression outputs, `softmax_output`)
    ignores its head gradient as in MXNet.

    `--stype-differentiate` replaces the op by the callee's body followed by
    its reverse sweep, built from each op's gradient rule (docs/autodiff.md
    lists them).  Gradient storage kinds are left to
    `--stype-infer-storage`, which gives MXNet's: the gradient of a weight
    `%w` in `dot(%x, %w)` with a csr `%x` is row_sparse, and so is that of an
    `embedding` weight with `sparse_grad`; `--stype-fuse-update` then fuses
    such a gradient into its optimizer update, so it is never materialized.
    A result type must have the shape and element type of its argument; its
    storage kind is free, as for any stype op before inference.

    Errors: a `wrt` argument that is not a floating-point tensor, a callee
    with several results, and (when the op is expanded) a path from a `wrt`
    argument to the loss through an op without a gradient rule or through an
    operand MXNet computes no gradient for (a label).

    Example:

    ```mlir
}] # example # [{
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$callee, Variadic<AnyType>:$inputs,
                       DenseI64ArrayAttr:$wrt);
  let results = resultList;
  let assemblyFormat = [{
    $callee `(` $inputs `)` `wrt` $wrt attr-dict `:`
    functional-type($inputs, results)
  }];
  let extraClassDeclaration = [{
    /// The results that are gradients (all but a leading value).
    ::mlir::ResultRange getGradients();
  }];
}

def Stype_GradOp : Stype_GradientOp<"grad", "the gradients",
    (outs Variadic<AnyRankedTensor>:$grads), [{
    func.func @loss(%x: tensor<?x100xf32, #csr>, %y: tensor<?x1xf32>,
                    %w: tensor<100x1xf32>) -> tensor<?x1xf32> {
      %p = stype.dot %x, %w : tensor<?x100xf32, #csr>, tensor<100x1xf32> -> tensor<?x1xf32>
      %l = stype.linear_regression_output %p, %y : tensor<?x1xf32>, tensor<?x1xf32> -> tensor<?x1xf32>
      return %l : tensor<?x1xf32>
    }
    // In the training step; after --stype-infer-storage %gw is row_sparse.
    %gw = stype.grad @loss(%x, %y, %w) wrt [2]
        : (tensor<?x100xf32, #csr>, tensor<?x1xf32>, tensor<100x1xf32>)
        -> tensor<100x1xf32>}]>;

def Stype_ValueAndGradOp : Stype_GradientOp<"value_and_grad",
    "the value (first result) and the gradients",
    (outs AnyRankedTensor:$value, Variadic<AnyRankedTensor>:$grads), [{
    %loss, %gw, %gb = stype.value_and_grad @loss(%x, %y, %w, %b) wrt [2, 3]
        : (tensor<?x100xf32, #csr>, tensor<?x1xf32>, tensor<100x1xf32>,
           tensor<1x1xf32>)
        -> (tensor<?x1xf32>, tensor<100x1xf32>, tensor<1x1xf32>)}]>;

#endif // STYPE_DIALECT_AUTODIFFOPS_TD
