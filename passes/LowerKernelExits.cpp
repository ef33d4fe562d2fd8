//===- LowerKernelExits.cpp - early returns of failed kernels ---*- C++ -*-===//
//
// --stype-lower-kernel-exits: turns each stype.exit_kernel_unless of an
// LLVM-dialect function into a conditional branch to a return of zeros (see
// Passes.td).  Runs right after convert-func-to-llvm in every stype pipeline.
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"
#include "passes/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

namespace mlir {
namespace stype {
#define GEN_PASS_DEF_STYPELOWERKERNELEXITS
#include "passes/Passes.h.inc"
} // namespace stype
} // namespace mlir

using namespace mlir;
using namespace mlir::stype;

namespace {

struct LowerKernelExits
    : public stype::impl::StypeLowerKernelExitsBase<LowerKernelExits> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<ExitKernelUnlessOp> exits;
    getOperation().walk([&](ExitKernelUnlessOp op) { exits.push_back(op); });
    // One exit block per function.
    DenseMap<Operation *, Block *> exitBlocks;
    bool failedAny = false;
    for (ExitKernelUnlessOp op : exits) {
      auto func = dyn_cast<LLVM::LLVMFuncOp>(op->getParentOp());
      if (!func) {
        op.emitError("stype.exit_kernel_unless must be directly in the body "
                     "of an LLVM-dialect function (run after "
                     "convert-func-to-llvm; not inside '")
            << op->getParentOp()->getName() << "')";
        failedAny = true;
        continue;
      }
      OpBuilder b(op);
      Block *&exit = exitBlocks[func];
      if (!exit) {
        exit = b.createBlock(&func.getBody(), func.getBody().end());
        Type result = func.getFunctionType().getReturnType();
        if (isa<LLVM::LLVMVoidType>(result)) {
          LLVM::ReturnOp::create(b, op.getLoc(), ValueRange{});
        } else {
          Value zero = LLVM::ZeroOp::create(b, op.getLoc(), result);
          LLVM::ReturnOp::create(b, op.getLoc(), zero);
        }
      }
      Block *block = op->getBlock();
      Block *rest = block->splitBlock(std::next(op->getIterator()));
      b.setInsertionPointToEnd(block);
      LLVM::CondBrOp::create(b, op.getLoc(), op.getCondition(), rest,
                             ValueRange{}, exit, ValueRange{});
      op.erase();
    }
    if (failedAny)
      signalPassFailure();
  }
};

} // namespace
