//===- AutodiffOps.cpp - reverse-mode differentiation ops ----------*- C++
//-*-===//
//
// Verifiers of stype.grad and stype.value_and_grad (AutodiffOps.td).  The
// ops are expanded by --stype-differentiate (passes/Differentiate.cpp); the
// gradient rules are in Gradients.cpp.
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"
#include "dialect/VerifyUtils.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace mlir::stype;

/// The checks shared by grad and value_and_grad: the callee, the `wrt`
/// list and the gradient result types.
static LogicalResult verifyGradientOp(Operation *op, StringRef calleeName,
                                      ValueRange inputs, ArrayRef<int64_t> wrt,
                                      TypeRange gradTypes,
                                      SymbolTableCollection &symbols,
                                      FunctionOpInterface &callee) {
  callee = symbols.lookupNearestSymbolFrom<FunctionOpInterface>(
      op, StringAttr::get(op->getContext(), calleeName));
  if (!callee)
    return op->emitOpError("'@")
           << calleeName << "' does not reference a function";
  ArrayRef<Type> argTypes = callee.getArgumentTypes();
  if (argTypes.size() != inputs.size())
    return op->emitOpError("has ")
           << inputs.size() << " inputs but @" << calleeName << " takes "
           << argTypes.size() << " arguments";
  for (auto [i, input, type] : llvm::enumerate(inputs, argTypes))
    if (input.getType() != type)
      return op->emitOpError("input #")
             << i << " has type " << input.getType() << " but argument #" << i
             << " of @" << calleeName << " has type " << type;
  if (callee.getResultTypes().size() != 1)
    return op->emitOpError("differentiates a function returning one value "
                           "(the loss), but @")
           << calleeName << " returns " << callee.getResultTypes().size()
           << "; return the loss alone from a separate function";
  if (wrt.empty())
    return op->emitOpError("'wrt' lists no argument to differentiate with "
                           "respect to");
  for (auto [i, arg] : llvm::enumerate(wrt)) {
    if (arg < 0 || arg >= static_cast<int64_t>(argTypes.size()))
      return op->emitOpError("'wrt' entry ")
             << arg << " is not an argument number of @" << calleeName
             << " (0 to " << argTypes.size() - 1 << ")";
    if (i > 0 && arg <= wrt[i - 1])
      return op->emitOpError("'wrt' must list argument numbers in strictly "
                             "ascending order");
    auto tensor = dyn_cast<RankedTensorType>(argTypes[arg]);
    if (!tensor || !isa<FloatType>(tensor.getElementType()))
      return op->emitOpError("cannot differentiate with respect to argument #")
             << arg << " of @" << calleeName << ": its type " << argTypes[arg]
             << " is not a floating-point tensor";
  }
  if (gradTypes.size() != wrt.size())
    return op->emitOpError("has ")
           << gradTypes.size() << " gradient results for " << wrt.size()
           << " 'wrt' arguments";
  for (auto [arg, type] : llvm::zip(wrt, gradTypes)) {
    auto want = cast<RankedTensorType>(argTypes[arg]);
    auto got = cast<RankedTensorType>(type);
    if (got.getShape() != want.getShape() ||
        got.getElementType() != want.getElementType())
      return op->emitOpError("gradient with respect to argument #")
             << arg << " must have the shape and element type of " << want
             << " (any storage kind), not " << got;
  }
  return success();
}

ResultRange GradOp::getGradients() { return getResults(); }

LogicalResult GradOp::verifySymbolUses(SymbolTableCollection &symbols) {
  FunctionOpInterface callee;
  return verifyGradientOp(*this, getCallee(), getInputs(), getWrt(),
                          getResultTypes(), symbols, callee);
}

ResultRange ValueAndGradOp::getGradients() { return getGrads(); }

LogicalResult ValueAndGradOp::verifySymbolUses(SymbolTableCollection &symbols) {
  FunctionOpInterface callee;
  if (failed(verifyGradientOp(*this, getCallee(), getInputs(), getWrt(),
                              getGrads().getTypes(), symbols, callee)))
    return failure();
  if (getValue().getType() != callee.getResultTypes()[0])
    return emitOpError("value result has type ")
           << getValue().getType() << " but @" << getCallee() << " returns "
           << callee.getResultTypes()[0];
  return success();
}
