//===- FusionOps.cpp - stype.fused_update -----------------------*- C++ -*-===//
//
// The verifier of stype.fused_update and the classification of the ops its
// body may hold (FusionOps.h).
//
//===----------------------------------------------------------------------===//

#include "dialect/FusionOps.h"
#include "dialect/StypeOps.h"
#include "dialect/VerifyUtils.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::stype;

namespace {

bool isRowSparse(Type t) {
  FailureOr<SK> k = getStorageKind(t);
  return succeeded(k) && *k == SK::RowSparse;
}

bool isKind(Type t, SK kind) {
  FailureOr<SK> k = getStorageKind(t);
  return succeeded(k) && *k == kind;
}

/// The ops whose row_sparse result is a function of their row_sparse
/// operands applied row by row over the union of their rows (a missing row
/// read as zeros): add_n and the elementwise ops that say so
/// (ElementwiseOpInterface::fusesOnRows).
bool isRowwiseElementwise(Operation *op) {
  if (isa<AddNOp>(op))
    return true;
  auto elementwise = dyn_cast<ElementwiseOpInterface>(op);
  return elementwise && elementwise.fusesOnRows();
}

} // namespace

bool mlir::stype::isOptimizerUpdate(Operation *op) {
  auto update = dyn_cast<OptimizerUpdateOpInterface>(op);
  return update && !update.isMultiPrecision();
}

FusionRole mlir::stype::fusionRoleOf(Operation *op) {
  if (auto dot = dyn_cast<DotOp>(op))
    return dot.getTransposeA() && !dot.getTransposeB() &&
                   isKind(dot.getLhs().getType(), SK::Csr) &&
                   isKind(dot.getRhs().getType(), SK::Dense) &&
                   isRowSparse(dot.getType()) &&
                   dot.getLhs().getType().getRank() == 2 &&
                   dot.getRhs().getType().getRank() == 2
               ? FusionRole::Producer
               : FusionRole::None;
  if (auto eg = dyn_cast<EmbeddingGradOp>(op))
    return eg.getSparseGrad() && isRowSparse(eg.getType()) &&
                   isKind(eg.getOgrad().getType(), SK::Dense)
               ? FusionRole::Producer
               : FusionRole::None;
  if (isOptimizerUpdate(op)) {
    if (op->getNumOperands() < 2 || !isRowSparse(op->getOperand(1).getType()))
      return FusionRole::None;
    // The weight and states: any kind but csr (the row_sparse-gradient
    // kernels of the optimizers).
    for (auto [i, v] : llvm::enumerate(op->getOperands()))
      if (i != 1 && isKind(v.getType(), SK::Csr))
        return FusionRole::None;
    return FusionRole::Update;
  }
  if (isRowwiseElementwise(op)) {
    if (op->getNumResults() != 1 || !isRowSparse(op->getResult(0).getType()))
      return FusionRole::None;
    for (Value v : op->getOperands())
      if (!isRowSparse(v.getType()))
        return FusionRole::None;
    return FusionRole::Elementwise;
  }
  return FusionRole::None;
}

//===----------------------------------------------------------------------===//
// FusedUpdateOp
//===----------------------------------------------------------------------===//

Operation *FusedUpdateOp::getUpdate() {
  Block &body = getBody().front();
  if (body.empty())
    return nullptr;
  return body.back().getPrevNode();
}

LogicalResult FusedUpdateOp::verify() {
  Block &body = getBody().front();
  if (body.getNumArguments() != getInputs().size() ||
      !llvm::equal(body.getArgumentTypes(), getInputs().getTypes()))
    return emitOpError("body arguments must have the types of the inputs");
  auto yield = body.empty() ? YieldOp() : dyn_cast<YieldOp>(body.back());
  if (!yield)
    return emitOpError("body must end with stype.yield");
  Operation *update = getUpdate();
  if (!update || fusionRoleOf(update) != FusionRole::Update)
    return emitOpError("the op before stype.yield must be an optimizer update "
                       "with a row_sparse gradient (a stype.*_update)");
  if (!llvm::equal(yield.getValues(), update->getResults()))
    return emitOpError("stype.yield must yield the results of the update, in "
                       "order");
  if (!llvm::equal(getResultTypes(), update->getResultTypes()))
    return emitOpError("result types must be the update's result types");
  for (auto [i, v] : llvm::enumerate(update->getOperands())) {
    if (i == 1) {
      if (isa<BlockArgument>(v))
        return emitOpError("the update's gradient must be computed in the "
                           "body, not passed in");
      continue;
    }
    if (!isa<BlockArgument>(v))
      return emitOpError() << "update operand #" << i
                           << " must be a body argument";
    // Scalars (run-time hyper-parameters) may be shared; the tensors the
    // update may write in place may not.
    if (!isa<RankedTensorType>(v.getType()))
      continue;
    if (!v.hasOneUse())
      return emitOpError() << "update operand #" << i
                           << " (the weight or a state) must have no other "
                              "use in the body";
    // The update may write into this input's buffers: no other input may
    // be the same value.
    Value input = getInputOf(v);
    if (llvm::count(getInputs(), input) != 1)
      return emitOpError() << "the input of update operand #" << i
                           << " must not be passed as another input too";
  }
  for (Operation &op : body) {
    if (&op == update || &op == yield.getOperation())
      continue;
    FusionRole role = fusionRoleOf(&op);
    if (role != FusionRole::Producer && role != FusionRole::Elementwise)
      return emitOpError() << "'" << op.getName()
                           << "' is neither a row_sparse gradient producer "
                              "(dot(csr^T, default), embedding_grad) nor an "
                              "elementwise op on row_sparse values";
    // (A producer reads csr or default tensors, which no op of the body
    // defines: its operands are body arguments.)
    if (role == FusionRole::Elementwise)
      for (Value v : op.getOperands())
        if (isa<BlockArgument>(v))
          return emitOpError() << "'" << op.getName()
                               << "' must read gradient values computed in "
                                  "the body only";
    if (!op.getResult(0).hasOneUse())
      return emitOpError() << "the result of '" << op.getName()
                           << "' must have exactly one use";
  }
  return success();
}
