//===- KernelChecks.h - run-time shape checks of the kernels ----*- C++ -*-===//
//
// The building blocks of the kernels' run-time shape checks: a lowered
// tensor's run-time shape, pairwise dim comparisons that report a kernel
// error, and the guards that keep a kernel from running (and reading out of
// bounds) after a failed check.  The per-op checks built from them are in
// RuntimeChecks.h.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_PASSES_LOWERING_KERNELCHECKS_H
#define STYPE_PASSES_LOWERING_KERNELCHECKS_H

#include "passes/lowering/KernelBuilder.h"

namespace mlir {
namespace stype {

/// The run-time shape of a lowered tensor of kind `kind` (buffers `bufs`):
/// the dims of a dense buffer; the row count and the data's trailing dims of
/// a row_sparse; the row and column counts of a csr.
SmallVector<Value> runtimeShape(KernelBuilder &b, StorageKind kind,
                                ValueRange bufs);

/// Compares run-time dims pairwise (`a[i]` with `c[i]`); reports `code` to
/// the runtime where a pair differs (stype_kernel_shape_error: the op, its
/// location and the first pair that differs) and returns the i1 "all
/// equal".  For kernel entries whose verifier could only compare static
/// dims.
Value checkEqualDims(KernelBuilder &b, ArrayRef<Value> a, ArrayRef<Value> c,
                     StypeKernelError code);

/// The shape of a lowered tensor of type `type` (buffers `bufs`): its static
/// dims as attributes, its dynamic ones read from the buffers as
/// runtimeShape does.
SmallVector<OpFoldResult> mixedShape(KernelBuilder &b, ShapedType type,
                                     ValueRange bufs);

/// checkEqualDims on the pairs of `a` and `c` where at least one side is
/// dynamic (static pairs were compared by the verifier); null when there is
/// no such pair.
Value checkEqualMixedDims(KernelBuilder &b, ArrayRef<OpFoldResult> a,
                          ArrayRef<OpFoldResult> c, StypeKernelError code);

/// The buffers `src` of a tensor of type `srcType`, checked against the
/// static dims of `resultType` that `srcType` leaves dynamic (a refinement,
/// as `cast_storage %x : tensor<?x?xf32, #csr> to tensor<2x3xf32>` allows).
/// Kernels that allocate by the result type would index out of bounds on a
/// mismatch, so a mismatch reports STYPE_KERNEL_SHAPE_MISMATCH and returns an
/// all-zero tensor of the result's shape in `srcType`'s kind instead; the
/// kernel then computes zeros.  `zeroFill(b, buf)` sets a buffer to zero
/// (a host loop on the CPU, a launch on the GPU).  Returns `src` unchanged
/// where there is nothing to check.
SmallVector<Value>
checkRefinedSource(KernelBuilder &b, RankedTensorType srcType,
                   RankedTensorType resultType, ValueRange src,
                   function_ref<void(KernelBuilder &, Value)> zeroFill);

/// Builds `kernel` (which returns the result buffers, of `types`) inside an
/// scf.if on `ok`; where `ok` is false the results are empty buffers (every
/// dynamic dim 0, static ones zero-filled, index values 0); where `ok` is
/// null (nothing to check) the kernel is built unguarded.  For a check at
/// kernel entry (checkEqualDims) that must keep the kernel from reading out
/// of bounds.
SmallVector<Value>
guardedKernel(KernelBuilder &b, Value ok, TypeRange types,
              function_ref<SmallVector<Value>(KernelBuilder &)> kernel,
              const ZeroFillFn &zeroFill = nullptr);

/// guardedKernel for a kernel built in line: the constructor opens an scf.if
/// on `ok` (nothing where `ok` is null) and moves `b` into its then-branch;
/// finish(results) yields the kernel's buffers there, empty buffers in the
/// else-branch, moves `b` after the if and returns its results (or the
/// kernel's own where `ok` is null).  Check that a kernel exists before
/// opening the guard: a pattern must not fail after building it.
class KernelGuard {
public:
  /// `zeroFill` sets the static-shaped empty buffers to zero (ZeroFillFn).
  KernelGuard(KernelBuilder &b, Value ok, TypeRange types,
              ZeroFillFn zeroFill = nullptr);
  SmallVector<Value> finish(ArrayRef<Value> results);

private:
  KernelBuilder &b;
  Operation *ifOp = nullptr;
  SmallVector<Type> types;
  ZeroFillFn zeroFill;
};

} // namespace stype
} // namespace mlir

#endif // STYPE_PASSES_LOWERING_KERNELCHECKS_H
