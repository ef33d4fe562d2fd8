//===- InPlace.h - which arguments a function updates in place --*- C++ -*-===//
//
// Optimizer updates write into their weight and state buffers when nothing
// later reads the old value (canUpdateOperandInPlace, the rule the CPU and
// GPU kernels apply).  A caller that hands a function its own memory (the
// Python binding, the C ABI's descriptors) needs that decision before the
// call: which arguments the kernel may write, and which result is such an
// argument after the update.  findInPlaceUpdates reads it from a function
// after storage inference and fusion (the IR the kernels are lowered from).
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_PASSES_INPLACE_H
#define STYPE_PASSES_INPLACE_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Support/LLVM.h"

namespace mlir {
namespace stype {

struct InPlaceUpdates {
  /// Per argument: whether the kernel may write into its buffers.
  SmallVector<bool> argUpdated;
  /// Per result: the argument it is, updated in place, or -1.
  SmallVector<int64_t> resultAliasOf;
};

/// The in-place updates of `func`: every weight or state operand of an
/// optimizer update (fused or not) that is a function argument, possibly
/// through same-kind cast_storage ops, and that the update may overwrite.
InPlaceUpdates findInPlaceUpdates(func::FuncOp func);

} // namespace stype
} // namespace mlir

#endif // STYPE_PASSES_INPLACE_H
