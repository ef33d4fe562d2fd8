//===- FreeTemporaries.cpp - free non-escaping buffers ----------*- C++ -*-===//
//
// --stype-free-temporaries: a memref.dealloc after the last use of every
// allocation that does not escape its block through a terminator.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

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
      freeIfTemporary(alloc);
  }

  /// Follows the buffer through everything that may alias it: the memref
  /// results of any op using it (views, calls, arith.select, loops), the
  /// memref block arguments of a region op it enters (scf.for / scf.while
  /// iter_args), and the results of the op a yield hands it to.  Frees it
  /// after the last use unless an alias is freed already, returned from the
  /// function, or used outside the allocation's block.
  static void freeIfTemporary(memref::AllocOp alloc) {
    Block *block = alloc->getBlock();
    Operation *last = alloc;
    SmallVector<Value> worklist = {alloc.getResult()};
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
    OpBuilder b(alloc.getContext());
    b.setInsertionPointAfter(last);
    memref::DeallocOp::create(b, alloc.getLoc(), alloc.getResult());
  }
};

} // namespace
