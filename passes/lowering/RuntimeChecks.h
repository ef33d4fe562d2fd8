//===- RuntimeChecks.h - run-time checks at a kernel's entry ----*- C++ -*-===//
//
// The checks a kernel makes at its entry, before it reads an operand: the
// verifiers compare static dims only, so where a dim is dynamic the kernel
// compares the run-time shapes, reports a kernel error
// (runtime/KernelErrors.h) where they disagree and skips its loops, so that
// no mismatch is read or written out of bounds.  One function per op (or op
// family), called by the CPU kernels (passes/lowering/) and the GPU kernels
// (passes/gpu/, on the host before any launch) alike, so that both backends
// report the same error for the same operands:
//
//   stype.cast_storage        emitCastStorageRuntimeChecks
//   stype.dot                 emitDotRuntimeChecks
//   binary elementwise ops    emitBinaryRuntimeChecks
//   optimizer updates         emitUpdateRuntimeChecks
//
// The other families' checks are still written in their kernels
// (lowering/Combine.cpp, Indexing.cpp, NN.cpp, Graph.cpp, Fusion.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_PASSES_LOWERING_RUNTIMECHECKS_H
#define STYPE_PASSES_LOWERING_RUNTIMECHECKS_H

#include "passes/lowering/KernelChecks.h"

namespace mlir {
namespace stype {

class CastStorageOp;
class DotOp;

/// stype.cast_storage: the source against the static dims the result type
/// fixes where the source's are dynamic (checkRefinedSource: a mismatch is
/// STYPE_KERNEL_SHAPE_MISMATCH and the kernel converts an all-zero source
/// of the result's shape, set by `zeroFill`).  Returns the buffers the
/// kernel converts.
SmallVector<Value> emitCastStorageRuntimeChecks(
    KernelBuilder &b, CastStorageOp op, ValueRange src,
    function_ref<void(KernelBuilder &, Value)> zeroFill);

/// stype.dot: the contracted dims agree (lhs dim 1, or 0 with transpose_a,
/// against rhs dim 0, or 1 with transpose_b).  Reports
/// STYPE_KERNEL_SHAPE_MISMATCH where they differ and returns the i1 "they
/// agree", or null where both are static (the verifier compared them).
Value emitDotRuntimeChecks(KernelBuilder &b, DotOp op, ValueRange lhs,
                           ValueRange rhs);

/// A binary elementwise op (operands #0 and #1 of `op`, buffers `lhs` and
/// `rhs`): both operands have one shape.  Reports
/// STYPE_KERNEL_SHAPE_MISMATCH where they differ and returns the i1 "same
/// shape", or null where the static shapes prove it.
Value emitBinaryRuntimeChecks(KernelBuilder &b, Operation *op, ValueRange lhs,
                              ValueRange rhs);

/// The run-time shape check of an update op (operands: weight, grad,
/// states...): the gradient and every state have the weight's shape (a
/// per-row state: [rows, 1]), compared where a dim is dynamic (static dims
/// were compared by the verifier).  `gradShapes`, if given, replace the
/// gradient operand's shape (a fused kernel's gradients).  Reports
/// STYPE_KERNEL_SHAPE_MISMATCH where they differ and returns the i1 "all
/// equal", or null when there is nothing to compare at run time.
Value checkUpdateShapes(
    KernelBuilder &b, Operation *op, ArrayRef<ValueRange> operands,
    unsigned numStates, bool perRowState,
    const SmallVector<SmallVector<OpFoldResult>> *gradShapes = nullptr);

/// An optimizer update's checks, in this order: the run-time
/// hyper-parameters in range (`valid`, the rule's; null when there are
/// none; STYPE_KERNEL_INVALID_HYPERPARAMETER), then checkUpdateShapes.
/// Returns the i1 "every check passed", or null when nothing is checked at
/// run time.  A failed check must leave every tensor as it was.
Value emitUpdateRuntimeChecks(
    KernelBuilder &b, Operation *op, ArrayRef<ValueRange> operands,
    unsigned numStates, bool perRowState, Value valid,
    const SmallVector<SmallVector<OpFoldResult>> *gradShapes = nullptr);

/// A row_sparse weight or optimizer state must store every row (its data
/// is then updated as a default tensor's, as in MXNet): for each of the
/// update's weight and states (`values`: their lowered buffers, weight
/// first, with their `kinds`) that is row_sparse, reports
/// STYPE_KERNEL_RSP_WEIGHT_NOT_FULL (the weight) or
/// STYPE_KERNEL_RSP_STATE_NOT_FULL when it stores fewer rows.  Returns the
/// i1 "all full", or null when none is row_sparse.  Run-time sizes only:
/// the GPU kernels call it on the host.
Value emitStoresEveryRowChecks(KernelBuilder &b,
                               ArrayRef<SmallVector<Value>> values,
                               ArrayRef<StorageKind> kinds);

/// `a` and `c`, either of which may be null (no check): null if both are.
Value andChecks(KernelBuilder &b, Value a, Value c);

} // namespace stype
} // namespace mlir

#endif // STYPE_PASSES_LOWERING_RUNTIMECHECKS_H
