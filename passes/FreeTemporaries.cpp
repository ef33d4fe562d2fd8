//===- FreeTemporaries.cpp - free non-escaping buffers ----------*- C++ -*-===//
//
// --stype-free-temporaries: a memref.dealloc after the last use of every
// allocation that does not escape its block through a terminator.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

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

  /// Follows the buffer through views and calls (whose results may alias
  /// it); frees it after the last use unless it reaches a terminator or is
  /// freed already.
  static void freeIfTemporary(memref::AllocOp alloc) {
    Block *block = alloc->getBlock();
    Operation *last = alloc;
    SmallVector<Value> worklist = {alloc.getResult()};
    DenseSet<Value> seen;
    while (!worklist.empty()) {
      Value v = worklist.pop_back_val();
      if (!seen.insert(v).second)
        continue;
      for (Operation *user : v.getUsers()) {
        if (isa<memref::DeallocOp>(user) ||
            user->hasTrait<OpTrait::IsTerminator>())
          return;
        if (isa<ViewLikeOpInterface, CallOpInterface>(user))
          for (Value r : user->getResults())
            if (isa<BaseMemRefType>(r.getType()))
              worklist.push_back(r);
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
