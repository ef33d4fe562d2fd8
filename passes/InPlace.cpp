//===- InPlace.cpp - which arguments a function updates in place ----------===//

#include "passes/InPlace.h"

#include "dialect/FusionOps.h"
#include "dialect/StypeOps.h"
#include "passes/lowering/KernelElementRules.h"

#include <functional>

using namespace mlir;
using namespace mlir::stype;

/// The function argument whose buffers `v` shares: `v` itself, or the source
/// of same-kind casts (folded away by the lowering).
static BlockArgument argumentOf(Value v, func::FuncOp func) {
  while (auto cast = v.getDefiningOp<CastStorageOp>()) {
    if (cast.getSource().getType() != cast.getType())
      return {};
    v = cast.getSource();
  }
  auto arg = dyn_cast<BlockArgument>(v);
  if (!arg || arg.getOwner() != &func.getBody().front())
    return {};
  return arg;
}

InPlaceUpdates mlir::stype::findInPlaceUpdates(func::FuncOp func) {
  InPlaceUpdates out;
  out.argUpdated.assign(func.getNumArguments(), false);
  out.resultAliasOf.assign(func.getNumResults(), -1);
  if (func.isExternal())
    return out;
  // Which result of the function each value is (the last one if several).
  DenseMap<Value, SmallVector<unsigned>> returned;
  func.walk([&](func::ReturnOp ret) {
    for (auto [i, v] : llvm::enumerate(ret.getOperands()))
      returned[v].push_back(i);
  });
  func.walk([&](OptimizerUpdateOpInterface update) {
    // A fused update's operands are its body's block arguments: the values
    // outside are the fused op's inputs, its results the update's.
    Operation *anchor = update;
    std::function<Value(Value)> outside = [](Value v) { return v; };
    if (auto fused = dyn_cast<FusedUpdateOp>(update->getParentOp())) {
      anchor = fused;
      outside = [fused](Value v) mutable {
        return fused.getInputs()[cast<BlockArgument>(v).getArgNumber()];
      };
    }
    SmallVector<unsigned> updated{0};
    for (unsigned s = 0; s < update.getNumStates(); ++s)
      updated.push_back(2 + s);
    for (auto [resultIndex, operandIndex] : llvm::enumerate(updated)) {
      Value tensor = outside(update->getOperand(operandIndex));
      BlockArgument arg = argumentOf(tensor, func);
      if (!arg || !canUpdateOperandInPlace(tensor, anchor))
        continue;
      out.argUpdated[arg.getArgNumber()] = true;
      auto it = returned.find(anchor->getResult(resultIndex));
      if (it == returned.end())
        continue;
      for (unsigned r : it->second)
        out.resultAliasOf[r] = arg.getArgNumber();
    }
  });
  return out;
}
