//===- InlineAllocaScopes.cpp - inline alloca-free scopes -------*- C++ -*-===//
//
// --stype-inline-alloca-scopes: inlines the memref.alloca_scope ops whose
// body allocates nothing on the stack (see Passes.td).  Runs after
// convert-scf-to-openmp in the parallel stype-to-llvm pipeline.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace stype {
#define GEN_PASS_DEF_STYPEINLINEALLOCASCOPES
#include "passes/Passes.h.inc"
} // namespace stype
} // namespace mlir

using namespace mlir;

namespace {

/// True if the body of `scope` (not counting nested allocation scopes, which
/// own their allocations) allocates on the stack.
bool allocatesOnStack(memref::AllocaScopeOp scope) {
  return scope.getBodyRegion()
      .walk<WalkOrder::PreOrder>([](Operation *op) {
        if (isa<memref::AllocaOp, LLVM::AllocaOp>(op))
          return WalkResult::interrupt();
        if (op->hasTrait<OpTrait::AutomaticAllocationScope>())
          return WalkResult::skip();
        return WalkResult::advance();
      })
      .wasInterrupted();
}

struct InlineAllocaScopes
    : public stype::impl::StypeInlineAllocaScopesBase<InlineAllocaScopes> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<memref::AllocaScopeOp> scopes;
    // Post-order: inner scopes first, so that an outer scope sees the
    // allocas an inlined inner one exposes.
    getOperation().walk(
        [&](memref::AllocaScopeOp op) { scopes.push_back(op); });
    IRRewriter rewriter(&getContext());
    for (memref::AllocaScopeOp scope : scopes) {
      if (allocatesOnStack(scope))
        continue;
      Block *body = &scope.getBodyRegion().front();
      Operation *terminator = body->getTerminator();
      SmallVector<Value> results(terminator->getOperands());
      rewriter.eraseOp(terminator);
      rewriter.inlineBlockBefore(body, scope);
      rewriter.replaceOp(scope, results);
    }
  }
};

} // namespace
