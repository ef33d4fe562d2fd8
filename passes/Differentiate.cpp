//===- Differentiate.cpp - reverse-mode differentiation ------------*- C++
//-*-===//
//
// --stype-differentiate: expands stype.grad and stype.value_and_grad (see
// Passes.td).  The callee's body is copied in place of the op (calls
// inlined), the ops on a path from a `wrt` argument to the loss are found
// (activity analysis: varied forward, useful backward), and the reverse
// sweep asks each of them for its vector-Jacobian product
// (DifferentiableOpInterface; the rules are in dialect/Gradients.cpp).
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "dialect/StypeOps.h"

#include "mlir/IR/Dominance.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/CSE.h"
#include "llvm/ADT/BitVector.h"

namespace mlir {
namespace stype {
#define GEN_PASS_DEF_STYPEDIFFERENTIATE
#include "passes/Passes.h.inc"
} // namespace stype
} // namespace mlir

using namespace mlir;
using namespace mlir::stype;

namespace {

/// Expands one stype.grad or stype.value_and_grad.
class Expansion {
public:
  Expansion(Operation *gradOp, func::FuncOp callee, ArrayRef<int64_t> wrt)
      : gradOp(gradOp), callee(callee), wrt(wrt), b(gradOp) {}

  /// Replaces the op; returns failure after emitting an error.
  LogicalResult run(Value valueResult, ResultRange gradResults);

private:
  /// Copies the body of `f` applied to `args` before the op, inlining
  /// calls; returns the values `f` returns.
  FailureOr<SmallVector<Value>> copyBody(func::FuncOp f, ValueRange args,
                                         SmallVectorImpl<Operation *> &stack);
  /// Marks which `wrt` arguments each copied value depends on.
  void propagateVaried();
  /// Marks the copied ops whose results reach the loss.
  void propagateUseful(Value loss);
  /// Adds `g` to the gradient of `v` (the sum, in the reverse order of the
  /// uses, when `v` has several).
  void accumulate(Value v, Value g);
  /// The error of a path through operand `operand` of `op` that has no
  /// gradient; `because` completes the sentence.
  InFlightDiagnostic pathError(Operation *op, unsigned operand,
                               const Twine &because);
  /// The `wrt` argument number of a bit of a varied set.
  int64_t firstArgument(const llvm::BitVector &bits) {
    return wrt[bits.find_first()];
  }

  Operation *gradOp;
  func::FuncOp callee;
  ArrayRef<int64_t> wrt;
  OpBuilder b;
  /// The copied ops in order.
  SmallVector<Operation *> tape;
  /// The `wrt` arguments each copied value depends on (absent: none).
  DenseMap<Value, llvm::BitVector> varied;
  DenseSet<Operation *> useful;
  DenseMap<Value, Value> gradients;
  /// The ops the reverse sweep created (their result types may be set).
  DenseSet<Operation *> created;
};

FailureOr<SmallVector<Value>>
Expansion::copyBody(func::FuncOp f, ValueRange args,
                    SmallVectorImpl<Operation *> &stack) {
  if (f.isExternal())
    return gradOp->emitOpError("cannot differentiate @")
           << f.getSymName() << ": it has no body";
  if (!f.getBody().hasOneBlock())
    return gradOp->emitOpError("cannot differentiate @")
           << f.getSymName() << ": its body has several blocks (control flow)";
  if (llvm::is_contained(stack, f.getOperation()))
    return gradOp->emitOpError("cannot differentiate @")
           << f.getSymName() << ": it calls itself recursively";
  stack.push_back(f);
  IRMapping map;
  map.map(f.getArguments(), args);
  for (Operation &op : f.getBody().front()) {
    if (auto ret = dyn_cast<func::ReturnOp>(op)) {
      SmallVector<Value> results;
      for (Value v : ret.getOperands())
        results.push_back(map.lookupOrDefault(v));
      stack.pop_back();
      return results;
    }
    if (auto call = dyn_cast<func::CallOp>(op)) {
      auto target = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
          call, call.getCalleeAttr());
      if (!target)
        return call.emitOpError("calls @")
               << call.getCallee()
               << ", which --stype-differentiate cannot find";
      SmallVector<Value> callArgs;
      for (Value v : call.getOperands())
        callArgs.push_back(map.lookupOrDefault(v));
      FailureOr<SmallVector<Value>> results = copyBody(target, callArgs, stack);
      if (failed(results))
        return failure();
      map.map(call.getResults(), *results);
      continue;
    }
    tape.push_back(b.clone(op, map));
  }
  return f.emitOpError("has no return");
}

void Expansion::propagateVaried() {
  for (Operation *op : tape) {
    llvm::BitVector bits(wrt.size());
    op->walk([&](Operation *inner) {
      for (Value v : inner->getOperands()) {
        auto it = varied.find(v);
        if (it != varied.end())
          bits |= it->second;
      }
    });
    if (bits.none())
      continue;
    for (Value r : op->getResults())
      varied[r] = bits;
  }
}

void Expansion::propagateUseful(Value loss) {
  DenseSet<Value> needed{loss};
  for (Operation *op : llvm::reverse(tape)) {
    if (llvm::none_of(op->getResults(),
                      [&](Value r) { return needed.contains(r); }))
      continue;
    useful.insert(op);
    op->walk([&](Operation *inner) {
      for (Value v : inner->getOperands())
        needed.insert(v);
    });
  }
}

void Expansion::accumulate(Value v, Value g) {
  auto [it, inserted] = gradients.try_emplace(v, g);
  if (inserted)
    return;
  auto sum =
      ElemwiseAddOp::create(b, gradOp->getLoc(), denseTypeOf(v), it->second, g);
  created.insert(sum);
  it->second = sum;
}

InFlightDiagnostic Expansion::pathError(Operation *op, unsigned operand,
                                        const Twine &because) {
  int64_t arg = firstArgument(varied.lookup(op->getOperand(operand)));
  InFlightDiagnostic diag = op->emitError()
                            << "cannot differentiate @" << callee.getSymName()
                            << " with respect to argument #" << arg
                            << ": its path to the loss passes through operand #"
                            << operand << " of '" << op->getName() << "', "
                            << because;
  diag.attachNote(gradOp->getLoc()) << "differentiated here";
  return diag;
}

LogicalResult Expansion::run(Value valueResult, ResultRange gradResults) {
  Location loc = gradOp->getLoc();
  ValueRange inputs = gradOp->getOperands();
  // A `wrt` input that is also passed as another argument gets a copy, so
  // that each argument's gradient is its own.
  SmallVector<Value> args(inputs);
  for (int64_t k : wrt)
    if (llvm::count(inputs, inputs[k]) > 1)
      args[k] = IdentityOp::create(b, loc, inputs[k].getType(), inputs[k]);
  for (auto [bit, k] : llvm::enumerate(wrt)) {
    llvm::BitVector bits(wrt.size());
    bits.set(bit);
    varied[args[k]] = bits;
  }

  SmallVector<Operation *> stack;
  FailureOr<SmallVector<Value>> returned = copyBody(callee, args, stack);
  if (failed(returned))
    return failure();
  Value loss = (*returned)[0];
  propagateVaried();
  propagateUseful(loss);

  // The seed: ones of the loss's shape, unless a loss layer ignores it.
  Operation *lossOp = loss.getDefiningOp();
  auto lossRule = dyn_cast_or_null<DifferentiableOpInterface>(lossOp);
  bool lossLayer = lossRule && lossRule.isLossLayer();
  if (varied.count(loss) && !lossLayer) {
    auto zeros = ZerosLikeOp::create(b, loc, denseTypeOf(loss), loss);
    auto ones = PlusScalarOp::create(b, loc, denseTypeOf(loss), zeros,
                                     b.getF64FloatAttr(1.0));
    created.insert(zeros);
    created.insert(ones);
    gradients[loss] = ones;
  }

  // The reverse sweep over the active ops.
  for (Operation *op : llvm::reverse(tape)) {
    if (op->getNumResults() == 0 || !useful.contains(op) ||
        !varied.count(op->getResult(0)))
      continue;
    SmallVector<Value> dys;
    for (Value r : op->getResults())
      dys.push_back(gradients.lookup(r));
    bool seeded = llvm::any_of(dys, [](Value v) { return bool(v); });
    if (!seeded && !(op == lossOp && lossLayer))
      continue;
    auto rule = dyn_cast<DifferentiableOpInterface>(op);
    if (!rule) {
      InFlightDiagnostic diag =
          op->emitError() << "cannot differentiate @" << callee.getSymName()
                          << " with respect to argument #"
                          << firstArgument(varied.lookup(op->getResult(0)))
                          << ": its path to the loss passes through '"
                          << op->getName() << "', which has no gradient rule";
      diag.attachNote(gradOp->getLoc()) << "differentiated here";
      return failure();
    }
    SmallVector<bool> wanted(op->getNumOperands(), false);
    for (auto [i, operand] : llvm::enumerate(op->getOperands())) {
      if (!varied.count(operand))
        continue;
      switch (rule.getOperandGradient(i)) {
      case OperandGradient::Differentiable:
        wanted[i] = true;
        break;
      case OperandGradient::Constant:
        break;
      case OperandGradient::None:
        return pathError(op, i,
                         "for which MXNet computes no gradient (a label)");
      }
    }
    if (!llvm::is_contained(wanted, true))
      continue;
    SmallVector<Value> grads(op->getNumOperands());
    Operation *last = gradOp->getPrevNode();
    if (failed(rule.buildVjp(b, dys, wanted, grads))) {
      // The rule emitted the error at `op`.
      gradOp->emitRemark("while differentiating @")
          << callee.getSymName() << " here";
      return failure();
    }
    for (Operation *o = last ? last->getNextNode()
                             : &gradOp->getBlock()->front();
         o != gradOp; o = o->getNextNode())
      created.insert(o);
    for (auto [i, g] : llvm::enumerate(grads))
      if (wanted[i] && g)
        accumulate(op->getOperand(i), g);
  }

  // The results: each argument's gradient with the declared type.
  SmallVector<Value> replacements;
  if (valueResult)
    replacements.push_back(loss);
  for (auto [k, result] : llvm::zip(wrt, gradResults)) {
    Value g = gradients.lookup(args[k]);
    if (!g) {
      g = ZerosLikeOp::create(b, loc, denseTypeOf(args[k]), args[k]);
      created.insert(g.getDefiningOp());
    }
    if (g.getType() != result.getType()) {
      Operation *def = g.getDefiningOp();
      if (def && created.contains(def) && g.use_empty() &&
          llvm::count(replacements, g) == 0)
        g.setType(result.getType());
      else
        g = IdentityOp::create(b, loc, result.getType(), g);
    }
    replacements.push_back(g);
  }
  gradOp->replaceAllUsesWith(replacements);
  gradOp->erase();
  return success();
}

struct Differentiate
    : public stype::impl::StypeDifferentiateBase<Differentiate> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<Operation *> ops;
    module.walk([&](Operation *op) {
      if (isa<GradOp, ValueAndGradOp>(op))
        ops.push_back(op);
    });
    SetVector<Operation *> changed;
    for (Operation *op : ops) {
      auto calleeAttr = op->getAttrOfType<FlatSymbolRefAttr>("callee");
      auto callee =
          SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(op, calleeAttr);
      if (!callee) {
        op->emitOpError("'@")
            << calleeAttr.getValue() << "' does not reference a func.func";
        return signalPassFailure();
      }
      Operation *parent = op->getParentOfType<FunctionOpInterface>();
      LogicalResult expanded = failure();
      if (auto grad = dyn_cast<GradOp>(op))
        expanded = Expansion(op, callee, grad.getWrt())
                       .run(Value(), grad.getGradients());
      else {
        auto vg = cast<ValueAndGradOp>(op);
        expanded = Expansion(op, callee, vg.getWrt())
                       .run(vg.getValue(), vg.getGrads());
      }
      if (failed(expanded))
        return signalPassFailure();
      if (parent)
        changed.insert(parent);
    }
    // Share what the forward copy and the caller compute twice; drop what
    // nothing uses (the seeds of loss layers, unused forward values).
    IRRewriter rewriter(&getContext());
    DominanceInfo dominance;
    for (Operation *f : changed) {
      eliminateCommonSubExpressions(rewriter, dominance, f);
      for (Region &region : f->getRegions())
        for (Block &block : region)
          for (Operation &op : llvm::make_early_inc_range(llvm::reverse(block)))
            if (isOpTriviallyDead(&op))
              op.erase();
    }
  }
};

} // namespace
