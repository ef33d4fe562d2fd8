//===- FusionOps.td - fused gradient + update kernels --------*- tablegen -*-===//
//
// Included by StypeOps.td.  Created by --stype-fuse-update (after storage
// inference); lowered by passes/lowering/Fusion.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_DIALECT_FUSIONOPS_TD
#define STYPE_DIALECT_FUSIONOPS_TD

include "mlir/Interfaces/ControlFlowInterfaces.td"

def Stype_FusedUpdateOp : Op<Stype_Dialect, "fused_update",
    [IsolatedFromAbove, RecursiveMemoryEffects, SingleBlock]> {
  let summary = "a row_sparse gradient producer fused into an optimizer update";
  let description = [{
    Runs the ops of its body as ONE kernel: one or more row_sparse gradient
    producers, elementwise ops on the gradient, and one optimizer update.
    The gradient is never materialized: the kernel walks the gradient's rows
    in ascending order, computes each row into an O(row width) scratch,
    applies the elementwise ops to it and updates that row of the weight and
    states.  Results equal those of the ops run one by one (see
    docs/fusion.md).  It has no MXNet counterpart; `--stype-fuse-update`
    creates it after storage inference.

    The body (isolated from above: the block arguments are the `inputs`)
    holds, in order:
    - producers, each reading block arguments only:
      `stype.dot` with `transpose_a` of a csr and a default tensor (result
      row_sparse), or `stype.embedding_grad` with `sparse_grad` (result
      row_sparse);
    - elementwise ops whose tensor operands are all results of earlier body
      ops and whose operands and result are all row_sparse (a value map such
      as `mul_scalar` or `clip`, a binary op such as `elemwise_add`, or
      `add_n`);
    - one optimizer update (any `stype.*_update`) whose `grad` is the last
      of these values and whose other operands are block arguments used by
      nothing else in the body;
    - `stype.yield` of the update's results, which are the op's results.

    Every value the body defines, except the update's results, has exactly
    one use.

    | producers | update | kernel |
    |---|---|---|
    | dot(csr^T, default), embedding_grad(sparse_grad) | any, lazy | the union of the producers' rows only |
    | same | any, standard (`lazy_update = false`) | every weight row, a cursor into the producers' rows |

    Example:

    ```mlir
    %w1, %m1 = stype.fused_update %x, %dy, %w, %m
        : (tensor<?x?xf32, #csr>, tensor<?x?xf32>, tensor<?x?xf32>,
           tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
    ^bb0(%a: tensor<?x?xf32, #csr>, %b: tensor<?x?xf32>,
         %c: tensor<?x?xf32>, %d: tensor<?x?xf32>):
      %g = stype.dot %a, %b {transpose_a} : tensor<?x?xf32, #csr>,
          tensor<?x?xf32> -> tensor<?x?xf32, #row_sparse>
      %w1, %m1 = stype.sgd_mom_update %c, %g, %d {lr = 0.1 : f64,
          momentum = 0.9 : f64} : tensor<?x?xf32>,
          tensor<?x?xf32, #row_sparse>, tensor<?x?xf32>
          -> tensor<?x?xf32>, tensor<?x?xf32>
      stype.yield %w1, %m1 : tensor<?x?xf32>, tensor<?x?xf32>
    }
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$inputs);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $inputs attr-dict `:` functional-type($inputs, $results) $body
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The optimizer update of the body (the op before the terminator).
    ::mlir::Operation *getUpdate();
    /// The position among the inputs of what body argument `arg` stands for
    /// (the same position among a kernel pattern's input buffers).
    unsigned getInputNumber(::mlir::Value arg) {
      return ::llvm::cast<::mlir::BlockArgument>(arg).getArgNumber();
    }
    /// The input that body argument `arg` stands for.
    ::mlir::Value getInputOf(::mlir::Value arg) {
      return getInputs()[getInputNumber(arg)];
    }
  }];
}

def Stype_YieldOp : Op<Stype_Dialect, "yield",
    [Pure, ReturnLike, Terminator, HasParent<"FusedUpdateOp">]> {
  let summary = "terminator of stype.fused_update";
  let description = [{
    Yields the results of the optimizer update of a `stype.fused_update`.

    Example:

    ```mlir
    stype.yield %w1, %m1 : tensor<?x?xf32>, tensor<?x?xf32>
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "($values^ `:` type($values))? attr-dict";
}

#endif // STYPE_DIALECT_FUSIONOPS_TD
