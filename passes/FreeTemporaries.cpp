//===- FreeTemporaries.cpp - free non-escaping buffers ----------*- C++ -*-===//
//
// --stype-free-temporaries: a memref.dealloc after the last use of every
// allocation that does not escape its block through a terminator.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir {
namespace stype {
#define GEN_PASS_DEF_STYPEFREETEMPORARIES
#include "passes/Passes.h.inc"
} // namespace stype
} // namespace mlir

using namespace mlir;

namespace {

struct FreeTemporaries
    : public stype::impl::StypeFreeTemporariesBase<FreeTemporaries> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<memref::AllocOp> allocs;
    getOperation().walk([&](memref::AllocOp op) { allocs.push_back(op); });
    for (memref::AllocOp alloc : allocs)
      freeIfTemporary(alloc.getResult(), alloc);
    // A buffer allocated in each branch of an scf.if and yielded (a kernel
    // that computes its result only when its run-time checks pass, and an
    // empty one otherwise) leaves its block, so the loop above keeps it:
    // the scf.if's result owns it, and is freed like an allocation.
    // Post-order: an inner scf.if's owning results are known before the
    // outer one's branches yield them.
    DenseSet<Value> owned;
    getOperation().walk([&](scf::IfOp op) {
      for (OpResult r : op->getResults())
        if (isa<BaseMemRefType>(r.getType()) && ownsResult(op, r, owned)) {
          owned.insert(r);
          freeIfTemporary(r, op);
        }
    });
  }

  /// Whether every branch of `op` yields, as `result`, a buffer allocated
  /// in that branch (through casts), which nothing in the branch frees,
  /// or an owning result of an inner scf.if.
  static bool ownsResult(scf::IfOp op, OpResult result,
                         const DenseSet<Value> &owned) {
    if (op.getElseRegion().empty())
      return false;
    for (Region *region : {&op.getThenRegion(), &op.getElseRegion()}) {
      Block &block = region->front();
      Value v = cast<scf::YieldOp>(block.getTerminator())
                    .getOperand(result.getResultNumber());
      while (auto c = v.getDefiningOp<memref::CastOp>())
        v = c.getSource();
      if (v.getParentBlock() != &block)
        return false;
      if (!v.getDefiningOp<memref::AllocOp>() && !owned.contains(v))
        return false;
      // Yielded once, never freed or returned in the branch.
      unsigned yields = 0;
      SmallVector<Value> aliases = {v};
      while (!aliases.empty()) {
        Value a = aliases.pop_back_val();
        for (Operation *user : a.getUsers()) {
          if (isa<memref::DeallocOp>(user))
            return false;
          if (isa<scf::YieldOp>(user) && user->getBlock() == &block)
            ++yields;
          else if (auto c = dyn_cast<memref::CastOp>(user))
            aliases.push_back(c.getResult());
        }
      }
      if (yields != 1)
        return false;
    }
    return true;
  }

  /// Follows the buffer through everything that may alias it: the memref
  /// results of any op using it (views, calls, arith.select, loops), the
  /// memref block arguments of a region op it enters (scf.for / scf.while
  /// iter_args), and the results of the op a yield hands it to.  Frees it
  /// after the last use unless an alias is freed already, returned from the
  /// function, or used outside the allocation's block.
  static void freeIfTemporary(Value buffer, Operation *def) {
    Block *block = def->getBlock();
    Operation *last = def;
    SmallVector<Value> worklist = {buffer};
    DenseSet<Value> seen;
    auto followResults = [&](Operation *op) {
      for (Value r : op->getResults())
        if (isa<BaseMemRefType>(r.getType()))
          worklist.push_back(r);
    };
    while (!worklist.empty()) {
      Value v = worklist.pop_back_val();
      if (!seen.insert(v).second)
        continue;
      for (Operation *user : v.getUsers()) {
        if (isa<memref::DeallocOp>(user))
          return;
        if (user->hasTrait<OpTrait::IsTerminator>()) {
          // Leaving the allocation's own block (a return, or a yield to the
          // next iteration of the loop it lives in): not a temporary.
          Operation *parent = user->getParentOp();
          if (user->getBlock() == block || !parent ||
              isa<FunctionOpInterface>(parent))
            return;
          // A yield: the buffer may become the parent's result or, in a
          // loop, the next iteration's block argument.
          followResults(parent);
          for (Region &r : parent->getRegions())
            for (BlockArgument a : r.getArguments())
              if (isa<BaseMemRefType>(a.getType()))
                worklist.push_back(a);
        } else {
          followResults(user);
          for (Region &r : user->getRegions())
            for (BlockArgument a : r.getArguments())
              if (isa<BaseMemRefType>(a.getType()))
                worklist.push_back(a);
        }
        Operation *ancestor = block->findAncestorOpInBlock(*user);
        if (!ancestor)
          return;
        if (last->isBeforeInBlock(ancestor))
          last = ancestor;
      }
    }
    OpBuilder b(def->getContext());
    b.setInsertionPointAfter(last);
    memref::DeallocOp::create(b, def->getLoc(), buffer);
  }
};

} // namespace
