//===- FuseUpdate.cpp - gradient producer + update in one op ----*- C++ -*-===//
//
// --stype-fuse-update: wraps a row_sparse gradient producer (dot(csr^T,
// default), embedding_grad), the elementwise ops on the gradient and the
// optimizer update that consumes it into one stype.fused_update, whose
// kernel (lowering/Fusion.cpp) never materializes the gradient.
//
//===----------------------------------------------------------------------===//

#include "dialect/FusionOps.h"
#include "dialect/StypeOps.h"
#include "passes/Passes.h"
#include "passes/gpu/GpuBuilder.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/SetVector.h"

namespace mlir {
namespace stype {
#define GEN_PASS_DEF_STYPEFUSEUPDATE
#include "passes/Passes.h.inc"
} // namespace stype
} // namespace mlir

using namespace mlir;
using namespace mlir::stype;

namespace {

/// The value `v` after looking through same-kind cast_storage ops, which the
/// lowering folds away (their result shares the source's buffers).
Value bufferRoot(Value v) {
  while (auto cast = v.getDefiningOp<CastStorageOp>()) {
    if (cast.getSource().getType() != cast.getType())
      break;
    v = cast.getSource();
  }
  return v;
}

/// Whether `update` runs as a standard update (every row): lazy_update =
/// false, or a row_sparse weight with default states (MXNet's
/// StdOptStorageType), as lowering/Optimizer.cpp decides.
bool isStandardUpdate(Operation *update) {
  auto lazy = update->getAttrOfType<BoolAttr>("lazy_update");
  if (lazy && !lazy.getValue())
    return true;
  auto kind = [](Value v) { return getStorageKind(v.getType()); };
  if (failed(kind(update->getOperand(0))) ||
      *kind(update->getOperand(0)) != SK::RowSparse)
    return false;
  for (Value s : update->getOperands().drop_front(2))
    if (succeeded(kind(s)) && *kind(s) == SK::Dense)
      return true;
  return false;
}

struct FuseUpdate : public stype::impl::StypeFuseUpdateBase<FuseUpdate> {
  using Base::Base;

  void getDependentDialects(DialectRegistry &registry) const override {
    Base::getDependentDialects(registry);
    // gpu=1 asks hasGpuFusedKernel, which builds the update's rule (arith
    // and math ops on run-time hyper-parameters) in a scratch block.
    registry.insert<arith::ArithDialect, math::MathDialect>();
  }

  bool producerEnabled(Operation *op) const {
    if (producers.empty())
      return true;
    StringRef name = isa<DotOp>(op) ? "dot" : "embedding_grad";
    return llvm::is_contained(producers, name.str());
  }

  /// Collects the ops computing `v` (the gradient, or an operand of an op of
  /// its chain) into `tree`; returns false with the reason in `why` if they
  /// cannot move into a fused update before `update`.
  bool collect(Value v, Operation *update, SetVector<Operation *> &tree,
               std::string &why) const {
    Operation *def = v.getDefiningOp();
    llvm::raw_string_ostream os(why);
    if (!def) {
      os << "the gradient is (or is computed from) a block argument, not a "
            "producer";
      return false;
    }
    if (def->getBlock() != update->getBlock()) {
      os << "'" << def->getName() << "' is in another block";
      return false;
    }
    if (!v.hasOneUse()) {
      os << "the result of '" << def->getName()
         << "' has other uses, so it must be materialized";
      return false;
    }
    switch (fusionRoleOf(def)) {
    case FusionRole::Producer:
      if (!producerEnabled(def)) {
        os << "producer '" << def->getName() << "' is not in producers";
        return false;
      }
      tree.insert(def);
      return true;
    case FusionRole::Elementwise:
      for (Value operand : def->getOperands())
        if (!collect(operand, update, tree, why))
          return false;
      tree.insert(def);
      return true;
    default:
      os << "'" << def->getName()
         << "' is neither a row_sparse gradient producer (dot(csr^T, "
            "default), embedding_grad) nor an elementwise op on row_sparse "
            "values";
      return false;
    }
  }

  /// Fuses `update` with the ops computing its gradient, or explains why
  /// not.
  void fuse(Operation *update) {
    std::string why;
    SetVector<Operation *> tree;
    bool ok = collect(update->getOperand(1), update, tree, why);
    if (ok && gpu &&
        (tree.size() != 1 || !hasGpuFusedKernel(tree[0], update))) {
      why = "no GPU kernel for this fused body (gpu=1: one producer straight "
            "into an update of a default weight with default states)";
      ok = false;
    }
    if (ok && !fuseStandard && isStandardUpdate(update)) {
      why = "standard update (fuse-standard=0)";
      ok = false;
    }
    // The kernel may update the weight and states in place while it still
    // reads the producers' operands: they must not share buffers.
    if (ok) {
      DenseSet<Value> written;
      for (auto [i, v] : llvm::enumerate(update->getOperands()))
        if (i != 1 && isa<RankedTensorType>(v.getType()) &&
            !written.insert(bufferRoot(v)).second) {
          why = "the weight and states share buffers";
          ok = false;
        }
      for (Operation *op : tree)
        for (Value v : op->getOperands())
          if (ok && written.contains(bufferRoot(v))) {
            why = "'" + op->getName().getStringRef().str() +
                  "' reads the weight or a state that the update writes";
            ok = false;
          }
    }
    if (!ok) {
      if (verbose)
        update->emitRemark() << "not fused: " << why;
      return;
    }

    // Body order = block order (a topological order of the tree).
    SmallVector<Operation *> ops(tree.begin(), tree.end());
    llvm::sort(
        ops, [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
    SetVector<Value> inputs;
    for (Operation *op : ops)
      for (Value v : op->getOperands())
        if (!tree.contains(v.getDefiningOp()))
          inputs.insert(v);
    for (auto [i, v] : llvm::enumerate(update->getOperands()))
      if (i != 1)
        inputs.insert(v);

    OpBuilder b(update);
    auto fused = FusedUpdateOp::create(
        b, update->getLoc(), update->getResultTypes(), inputs.getArrayRef());
    Block *body = b.createBlock(&fused.getBody());
    IRMapping map;
    for (Value v : inputs)
      map.map(v, body->addArgument(v.getType(), v.getLoc()));
    for (Operation *op : ops)
      b.clone(*op, map);
    Operation *newUpdate = b.clone(*update, map);
    YieldOp::create(b, update->getLoc(), newUpdate->getResults());

    if (verbose) {
      std::string s;
      llvm::raw_string_ostream os(s);
      llvm::interleaveComma(ops, os,
                            [&](Operation *op) { os << op->getName(); });
      update->emitRemark() << "fused into one kernel: " << s << " -> "
                           << update->getName()
                           << (isStandardUpdate(update) ? " (standard)"
                                                        : " (lazy)");
    }
    update->replaceAllUsesWith(fused->getResults());
    update->erase();
    for (Operation *op : llvm::reverse(ops))
      op->erase();
  }

  void runOnOperation() override {
    for (const std::string &p : producers)
      if (p != "dot" && p != "embedding_grad") {
        getOperation().emitError() << "stype-fuse-update: unknown producer '"
                                   << p << "' (expected dot or embedding_grad)";
        return signalPassFailure();
      }
    SmallVector<Operation *> updates;
    getOperation().walk([&](Operation *op) {
      // Updates already inside a fused op are done.
      if (isOptimizerUpdate(op) && !op->getParentOfType<FusedUpdateOp>())
        updates.push_back(op);
    });
    for (Operation *update : updates) {
      if (fusionRoleOf(update) != FusionRole::Update) {
        if (verbose)
          update->emitRemark()
              << "not fused: the gradient is not row_sparse (or the weight or "
                 "a state is csr)";
        continue;
      }
      fuse(update);
    }
  }
};

} // namespace
