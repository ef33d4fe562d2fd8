//===- StypeInterfaces.td - storage inference interface ----*- tablegen -*-===//

#ifndef STYPE_DIALECT_STYPEINTERFACES_TD
#define STYPE_DIALECT_STYPEINTERFACES_TD

include "mlir/IR/OpBase.td"

def Stype_StorageInferenceOpInterface
    : OpInterface<"StorageInferenceOpInterface"> {
  let cppNamespace = "::mlir::stype";
  let description = [{
    Implemented by every stype op whose result storage kinds follow from the
    kinds of its operands (MXNet's `FInferStorageType`).  The inference pass
    asks `inferResultKinds` for the kinds MXNet would produce, then
    `hasKernel` whether stype has a specialized kernel for the combination;
    if not, it inserts a dense fallback.
  }];
  let methods = [
    InterfaceMethod<
      "Returns the result storage kinds that MXNet's rules give for these "
      "operand kinds (and the op's attributes, e.g. a `forward_stype` hint).",
      "::llvm::SmallVector<::mlir::stype::StorageKind>", "inferResultKinds",
      (ins "::llvm::ArrayRef<::mlir::stype::StorageKind>":$operandKinds)>,
    InterfaceMethod<
      "Returns true if stype has a specialized kernel computing these result "
      "kinds from these operand kinds.",
      "bool", "hasKernel",
      (ins "::llvm::ArrayRef<::mlir::stype::StorageKind>":$operandKinds,
           "::llvm::ArrayRef<::mlir::stype::StorageKind>":$resultKinds)>,
  ];
}

def Stype_OptimizerUpdateOpInterface
    : OpInterface<"OptimizerUpdateOpInterface"> {
  let cppNamespace = "::mlir::stype";
  let description = [{
    Implemented by every optimizer update (`sgd_update`, `adam_update`, the
    `mp_*` updates, ...): operands `weight, grad, states...` (then run-time
    hyper-parameters), results `weight_out, states_out...`.  Passes ask it
    instead of listing the optimizers: the CPU and GPU kernels (one pattern
    each for every update, with the op's row rule from the table in
    passes/lowering/Optimizer.cpp), fusion (`--stype-fuse-update` fuses
    every non-multi-precision update) and the GPU's fused kernels.  A new
    optimizer gets it from `Stype_UpdateOp` in OptimizerOps.td and needs one
    row in that table (docs/adding-an-op.md).
  }];
  let methods = [
    InterfaceMethod<"The weight operand (the first).",
      "::mlir::Value", "getWeightOperand", (ins), [{}],
      [{ return $_op->getOperand(0); }]>,
    InterfaceMethod<"The gradient operand (the second).",
      "::mlir::Value", "getGradOperand", (ins), [{}],
      [{ return $_op->getOperand(1); }]>,
    InterfaceMethod<
      "The number of state tensors: the operands after the gradient and "
      "the results after the weight (a multi-precision update's f32 master "
      "copy counts, last).",
      "unsigned", "getNumStates", (ins), [{}],
      [{ return $_op->getNumResults() - 1; }]>,
    InterfaceMethod<"The state operands.",
      "::mlir::OperandRange", "getStateOperands", (ins), [{}],
      [{ return $_op->getOperands().slice(2, $_op->getNumResults() - 1); }]>,
    InterfaceMethod<
      "Whether the weight and gradient are f16 with an f32 master copy (the "
      "last state): the mp_* updates.",
      "bool", "isMultiPrecision", (ins), [{}], [{ return false; }]>,
  ];
}

def Stype_ElementwiseOpInterface
    : OpInterface<"ElementwiseOpInterface"> {
  let cppNamespace = "::mlir::stype";
  let description = [{
    Implemented by every op whose result element is a function of the
    operands' elements at the same position (or at the numpy-broadcast
    position, `broadcast_add/sub/mul/div`): the ops of
    dialect/ElementwiseOps.def, `clip`, `quadratic`, `zeros_like` and the
    broadcast arithmetic.  The op declares its element function once, as
    linalg's region builders do; the kernels walk the storage kinds and ask
    the op for `f`: the CPU kernels (passes/lowering/Elementwise.cpp,
    Combine.cpp), the GPU kernels (passes/gpu/GpuKernels.cpp) and the fused
    gradient + update kernels (`--stype-fuse-update`).  The functions are
    external models built from the rows of ElementwiseOps.def
    (passes/lowering/Elementwise.cpp, registered with the dialects by
    `registerStypeDialects`): a new elementwise op adds one row there
    (docs/adding-an-op.md).
  }];
  let methods = [
    InterfaceMethod<
      "Builds `f` of one element of each operand (`elements`, in operand "
      "order: scalars of the element type, or vectors of it) at the "
      "builder's insertion point and returns the result element.  The "
      "op's attributes (a scalar, clip's bounds) parameterize `f`; C math "
      "library functions are `func.call`s declared in the op's module.",
      "::mlir::Value", "buildElementValue",
      (ins "::mlir::OpBuilder &":$builder, "::mlir::Location":$loc,
           "::mlir::ValueRange":$elements)>,
    InterfaceMethod<
      "Whether the operands are broadcast to the result's shape (numpy "
      "rules: the `broadcast_*` ops, whose kernels are in "
      "passes/lowering/Combine.cpp) rather than all of the result's shape "
      "(the elementwise maps).",
      "bool", "broadcastsOperands", (ins), [{}], [{ return false; }]>,
    InterfaceMethod<
      "Whether the fused gradient + update kernels (`--stype-fuse-update`, "
      "FusionRole::Elementwise in dialect/FusionOps.h) chain the op on "
      "row_sparse values: its row_sparse result holds the union of its "
      "row_sparse operands' rows, each row `f` of theirs with a missing row "
      "read as zeros.  True for the binary, scalar and unary rows of "
      "ElementwiseOps.def but scatter_elemwise_div (the lhs's rows only), "
      "and for clip and quadratic; the `*_grad` rows are not chained.",
      "bool", "fusesOnRows", (ins), [{}], [{ return false; }]>,
  ];
}

def Stype_DifferentiableOpInterface
    : OpInterface<"DifferentiableOpInterface"> {
  let cppNamespace = "::mlir::stype";
  let description = [{
    Implemented by every op that `--stype-differentiate` can differentiate
    (reverse mode): the op builds its vector-Jacobian product from stype
    ops, with dense result types that `--stype-infer-storage` then refines
    by MXNet's rules (`dot(csr^T, dy)` becomes row_sparse).  The rules are
    attached as external models in dialect/Gradients.cpp, one per op (its
    table is docs/autodiff.md).
  }];
  let methods = [
    InterfaceMethod<
      "How the op's result depends on operand `index`: Differentiable "
      "(a gradient rule exists), Constant (piecewise constant, e.g. token ids: the "
      "gradient is zero) or None (MXNet computes no gradient, e.g. the "
      "label of a loss layer: differentiating through it is an error).",
      "::mlir::stype::OperandGradient", "getOperandGradient",
      (ins "unsigned":$index)>,
    InterfaceMethod<
      "Builds the gradients of the operands given those of the results "
      "(`resultGrads[i]` is null when result `i` does not reach the "
      "differentiated value).  Sets `operandGrads[i]` (sized to the "
      "operands, all null on entry) for every `wanted[i]`, an operand whose "
      "getOperandGradient is Differentiable; a null entry means a zero gradient.",
      "::mlir::LogicalResult", "buildVjp",
      (ins "::mlir::OpBuilder &":$builder,
           "::llvm::ArrayRef<::mlir::Value>":$resultGrads,
           "::llvm::ArrayRef<bool>":$wanted,
           "::llvm::SmallVectorImpl<::mlir::Value> &":$operandGrads)>,
    InterfaceMethod<
      "Whether the op is a loss layer (MXNet's regression outputs, "
      "SoftmaxOutput, make_loss): its backward ignores the incoming "
      "gradient, so the function's result needs no seed of ones.",
      "bool", "isLossLayer", (ins), [{}], [{ return false; }]>,
  ];
}

#endif // STYPE_DIALECT_STYPEINTERFACES_TD
