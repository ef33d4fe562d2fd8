//===- KernelOps.cpp - ops the kernel lowering emits ---------*- C++ -*-===//
//
// Verifiers of the internal ops in KernelOps.td.
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"

using namespace mlir;
using namespace mlir::stype;

//===----------------------------------------------------------------------===//
// ExitKernelUnlessOp
//===----------------------------------------------------------------------===//

LogicalResult ExitKernelUnlessOp::verify() {
  if (!isa<LLVM::LLVMPointerType>(getWhat().getType()))
    return emitOpError("'what' must be an !llvm.ptr to the buffer's text, "
                       "not ")
           << getWhat().getType();
  return success();
}
