//===- KernelBuilder.h - the loop builder of the kernels --------*- C++ -*-===//
//
// A small builder for the loop nests of the specialized kernels, and the
// conversion pattern every CPU kernel is written as.  Each op family's
// kernels live in a file of their own beside this one (Conversion.cpp,
// Linalg.cpp, Elementwise.cpp, ...).  Beside it:
//   StorageBuffers.h      the buffers of each storage kind (type converter)
//   KernelTarget.h        what the kernels are built for; runtime hook names
//   KernelChecks.h        run-time shape checks and kernel guards
//   RuntimeChecks.h       the per-op run-time checks
//   KernelElementRules.h  element rules the fused and GPU kernels reuse
//   KernelFusionHooks.h   hooks of the fused gradient + update kernel
//   KernelConversion.h    the passes' patterns and conversion
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_PASSES_LOWERING_KERNELBUILDER_H
#define STYPE_PASSES_LOWERING_KERNELBUILDER_H

#include "dialect/KernelTable.h"
#include "dialect/StypeDialect.h"
#include "passes/lowering/KernelTarget.h"
#include "passes/lowering/StorageBuffers.h"
#include "runtime/KernelErrors.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Transforms/DialectConversion.h"

#include <functional>
#include <string>

namespace mlir {
namespace stype {

/// An ImplicitLocOpBuilder with the handful of helpers every kernel needs.
/// Loop bodies receive a builder positioned inside the loop.
///
/// A builder carries what its kernel is built for, and passes it on to
/// every builder made from it (loop bodies, branches, GpuBuilders): the
/// KernelTarget, the error slot of the parallel loop whose body it builds
/// (reportError), and the role of the GPU launches it emits
/// (GpuBuilder::KernelRole).  Nothing is shared between builders that are
/// not made from one another: two lowerings, on one thread or several,
/// cannot see each other's settings.
class KernelBuilder : public ImplicitLocOpBuilder {
public:
  /// A builder at `b`'s insertion point for kernels of `target` (in a
  /// pattern: kernelTargetOf(its type converter)).
  KernelBuilder(Location loc, const OpBuilder &b, const KernelTarget &target)
      : ImplicitLocOpBuilder(loc, b), target(target) {}
  /// A builder at `b`'s insertion point (a region being built) carrying
  /// what `parent` carries.
  KernelBuilder(Location loc, const OpBuilder &b, const KernelBuilder &parent)
      : ImplicitLocOpBuilder(loc, b), target(parent.target),
        errorSlot(parent.errorSlot), launchRole(parent.launchRole) {}
  /// The same at `parent`'s insertion point.
  KernelBuilder(Location loc, const KernelBuilder &parent)
      : KernelBuilder(loc, parent, parent) {}

  /// What the kernels are built for.
  const KernelTarget &getTarget() const { return target; }
  /// The role of the GPU launches this builder emits ("" for none): set
  /// for a scope by GpuBuilder::KernelRole.
  const std::string &getLaunchRole() const { return launchRole; }
  void setLaunchRole(std::string role) { launchRole = std::move(role); }

  Value idx(int64_t v);
  Value i64(int64_t v);
  Value i32(int32_t v);
  /// A float constant of `type` (a vector type: every lane).
  Value fconst(Type type, double v);
  /// Zero of an integer, index or float element type.
  Value zero(Type type);
  /// `v != 0` for a float (or vector of floats), true for NaN (MXNet's
  /// "non-zero": what cast_storage keeps and `where` selects on).
  Value isNonZero(Value v);
  /// Sets every element of a buffer (any element type) to zero.
  void fillZero(Value memref);
  Value toIndex(Value v);
  /// 1 if the i1 `cond` holds, else 0, as an index.
  Value boolToIndex(Value cond);
  Value toI64(Value v);
  Value dim(Value memref, int64_t d);
  Value load(Value memref, ValueRange indices);
  void store(Value value, Value memref, ValueRange indices);

  /// `for (iv = lb; iv < ub; ++iv) body(iv)`.
  void forLoop(Value lb, Value ub,
               function_ref<void(KernelBuilder &, Value)> body);
  /// A loop carrying one value: returns the value after the last iteration.
  Value forLoop(Value lb, Value ub, Value init,
                function_ref<Value(KernelBuilder &, Value, Value)> body);
  void ifThen(Value cond, function_ref<void(KernelBuilder &)> thenBody);
  void ifThenElse(Value cond, function_ref<void(KernelBuilder &)> thenBody,
                  function_ref<void(KernelBuilder &)> elseBody);
  Value ifThenElse(Value cond, Type type,
                   function_ref<Value(KernelBuilder &)> thenBody,
                   function_ref<Value(KernelBuilder &)> elseBody);

  /// Returns the first position p in [lo, hi) of the sorted i64 buffer
  /// `sorted` with sorted[p] >= key (hi if none), as an index.
  Value lowerBound(Value sorted, Value lo, Value hi, Value key);
  /// True iff p < hi and sorted[p] == key.
  Value foundAt(Value sorted, Value p, Value hi, Value key);

  /// A 2-D (rows x row length) view of a row-major buffer of rank >= 2.
  Value rowsView(Value memref);
  /// A 1-D view of a row-major buffer of rank >= 1.
  Value flatView(Value memref);
  /// The number of elements of a row-major buffer.
  Value numElements(Value memref);
  /// Allocates a 64-byte aligned buffer of `type` with the given sizes for
  /// its dynamic dimensions.  Checked: a negative size, a byte size that
  /// overflows int64 or a failed allocation calls the runtime's
  /// `stype_kernel_alloc_error` (STYPE_KERNEL_ALLOCATION_FAILED, naming the
  /// buffer, the op and its location) and exits the kernel at once
  /// (stype.exit_kernel_unless).
  Value alloc(MemRefType type, ValueRange dynamicSizes);
  /// Allocates a buffer of `type` whose dimension d has size `sizes[d]`
  /// (only the dynamic ones are used).
  Value allocShape(MemRefType type, ArrayRef<Value> sizes);
  /// Allocates a buffer of `type` with the dimensions of `like` (any rank),
  /// replacing dim 0 by `dim0` when given.
  Value allocLike(MemRefType type, Value like, Value dim0 = {});
  /// Sets every element of a row-major buffer to `value`.
  void fill(Value memref, Value value);
  /// Returns a fresh copy of a buffer.
  Value clone(Value memref);
  /// Copies `rowLen` elements of row `srcRow` of the 2-D view `src` into row
  /// `dstRow` of `dst`.
  void copyRow(Value src, Value srcRow, Value dst, Value dstRow, Value rowLen);
  /// Calls the runtime's `stype_kernel_error(code)`; the caller sees a
  /// status naming the error after the kernel returns.
  void reportError(StypeKernelError code);
  /// Whether reportError records into the error slot of a parallel loop
  /// being built (parallelFor, a device launch) instead of calling the
  /// runtime: the report is then a code only.
  bool collectsErrors() const;
  /// The address of the text `prefix` + the op and location of the
  /// builder's location (tagKernelLocations), as an !llvm.ptr: a
  /// placeholder until materializeKernelStrings makes it a global.
  Value locationString(StringRef prefix = "");
  /// Sorts `n` i64 entries of `buffer` in place (upstream sparse_tensor.sort).
  void sortI64(Value buffer, Value n);
  /// Removes adjacent duplicates of the sorted first `n` entries of `buffer`
  /// in place; returns the number of unique entries.
  Value uniqueSortedI64(Value buffer, Value n);
  /// Sorts and de-duplicates the first `n` entries of the scratch buffer
  /// `ids` (which it frees) and returns them in a fresh, exactly sized
  /// buffer, with its size.
  std::pair<Value, Value> takeSortedUniqueI64(Value ids, Value n);
  /// The same for ids known to lie in [0, keyBound) (an index): under a
  /// device KernelTarget, a radix sort on the device (GpuBuilder::groupByRow)
  /// with the count read back.
  std::pair<Value, Value> takeSortedUniqueI64(Value ids, Value n,
                                              Value keyBound);

  /// An scf.if yielding several values of `types`.
  SmallVector<Value>
  ifThenElseValues(Value cond, TypeRange types,
                   function_ref<SmallVector<Value>(KernelBuilder &)> thenBody,
                   function_ref<SmallVector<Value>(KernelBuilder &)> elseBody);
  /// The number of rows of a csr (size of indptr - 1).
  Value csrNumRows(const CsrBuffers &x);
  /// The positions [indptr[i], indptr[i+1]) of row i of a csr, as indices.
  std::pair<Value, Value> csrRowRange(const CsrBuffers &x, Value i);
  /// The product of the dimensions [from, to) of a buffer (1 if empty).
  Value dimProduct(Value memref, int64_t from, int64_t to);

  //===--- Vector row loops and threads over rows -------------------------===//
  // Vector width and threading follow the builder's KernelTarget (the
  // lowering pass's, through its StorageTypeConverter).

  /// Lanes of one target vector register of `elt` (1: scalar code only).
  int64_t vectorLanes(Type elt);
  /// `for (j = 0; j < n; j += w) body(b, j, t)` along a row: t is
  /// vector<unroll*L x elt> for the main part (L = vectorLanes(elt)), then
  /// vector<L x elt>, then `elt` for the scalar remainder.  The body is
  /// written once, generic in `t` (arith/math ops accept vectors); use
  /// loadRow, storeRow and splat.
  void rowLoop(Value n, Type elt,
               function_ref<void(KernelBuilder &, Value, Type)> body,
               int64_t unroll = 4);
  /// A vector.load of type `t` at `indices` (last index = first lane), or a
  /// scalar memref.load when `t` is not a vector.
  Value loadRow(Type t, Value memref, ValueRange indices);
  /// The store matching loadRow.
  void storeRow(Value value, Value memref, ValueRange indices);
  /// `scalar` broadcast to `t` (itself when `t` is scalar).
  Value splat(Type t, Value scalar);
  /// `for (iv = lb; iv < ub; ++iv) body(iv)` whose iterations may run on
  /// several threads: the body must write disjoint data per iteration.
  /// With KernelTarget::parallel it is an scf.parallel (OpenMP after the
  /// pipeline) when omp_get_max_threads() > 1 and there are at least
  /// `minIters` iterations, else the same body in an scf.for: the
  /// single-thread path has no threading overhead.  With
  /// KernelTarget::parallel, errors the body reports (reportError) are
  /// collected in a buffer (atomic max of the codes) and reported once after
  /// the loop on the calling thread (the runtime's error flag is
  /// thread-local), so the code does not depend on the thread count; prefer
  /// checks before the loop.  A parallelFor inside another one is a plain
  /// scf.for.
  /// Under a device KernelTarget (a GPU lowering) it is one device thread
  /// per iteration, with the errors collected the same way (in a device
  /// buffer read back after the launch).
  void parallelFor(Value lb, Value ub,
                   function_ref<void(KernelBuilder &, Value)> body,
                   int64_t minIters = 64);
  /// value(b), computed once and serially (a count, a running sum over a
  /// buffer): inline on the CPU; on one device thread, read back to the
  /// host, under a device KernelTarget.  The result is a host value.
  Value serialValue(Type type, function_ref<Value(KernelBuilder &)> value);
  /// Whether the builder inserts into device code (inside a gpu.launch).
  bool insideDeviceCode();
  /// Stable bucketing of the first `n` i64 keys of `keys` (each in
  /// [0, keyBound)): `perm` lists the positions 0..n-1 ordered by key, ties
  /// in position order (an LSD radix sort, O(n) per 11 key bits);
  /// `uniqueKeys[u]` are the distinct keys ascending and the positions of key
  /// u are perm[start[u] .. start[u+1]).  Deterministic; the caller frees
  /// the buffers.
  struct Buckets {
    Value perm, uniqueKeys, start, numUnique;
  };
  Buckets bucketByKey(Value keys, Value n, Value keyBound);

  /// For a walk over `k` in [0, n) that touches scattered rows: the
  /// iteration whose rows to prefetch now, k + the target's prefetch
  /// distance clamped to n - 1; null when the target prefetches nothing.
  Value prefetchAhead(Value k, Value n);
  /// Prefetches row `row` of the 2-D buffer `rows` into the caches for
  /// writing: one memref.prefetch per 64 bytes.
  void prefetchRowForWrite(Value rows, Value row);

private:
  /// Runs `build` (which emits device code) with the errors it reports
  /// collected in a device slot, read back and reported after it.
  void withDeviceErrorSlot(function_ref<void()> build);
  /// parallelFor under a device KernelTarget.
  void deviceParallelFor(Value lb, Value ub,
                         function_ref<void(KernelBuilder &, Value)> body);
  /// parallelFor without the error collection.
  void parallelForBody(Value lb, Value ub,
                       function_ref<void(KernelBuilder &, Value)> body,
                       int64_t minIters);

  KernelTarget target;
  /// While the body of a parallelFor (or device code) is built: the
  /// memref<i32> (memref<1xi32> on a device) its iterations record errors
  /// in (the runtime's error is thread-local: a report from an OpenMP
  /// worker would be lost).  Null elsewhere.
  Value errorSlot;
  std::string launchRole;
};

/// Sets a buffer to zero where a failed run-time check leaves a result:
/// null for KernelBuilder::fillZero (a host loop, the CPU kernels); the GPU
/// kernels pass a launch (GpuBuilder::deviceFill), their buffers living in
/// device memory.
using ZeroFillFn = std::function<void(KernelBuilder &, Value)>;

/// Replaces `op` by its lowered values (one list per result).  A buffer whose
/// static shape differs from the converted result type (e.g. a kernel that
/// kept the operand's static dims for a result typed with dynamic ones) is
/// cast with memref.cast; where the result type fixes a dim the buffer has
/// only at run time, the sizes are compared first, and a mismatch reports
/// STYPE_KERNEL_SHAPE_MISMATCH and gives a buffer of the result type set to
/// zero by `zeroFill`.  That code is built at the rewriter's insertion
/// point with the settings (target, launch role) of `parent` if given (the
/// pattern's builder), else for the converter's KernelTarget.
void replaceWithBuffers(ConversionPatternRewriter &rewriter,
                        const TypeConverter &converter, Operation *op,
                        SmallVector<SmallVector<Value>> results,
                        const ZeroFillFn &zeroFill = nullptr,
                        const KernelBuilder *parent = nullptr);

/// The name of the row of `op`'s kernel table that its kinds and attributes
/// match (KernelPattern::rewrite is reached only with one): the patterns of
/// ops with several rows dispatch on it, so that the table alone says which
/// kinds and attributes take which kernel.
StringRef kernelRowName(Operation *op);

/// The conversion pattern of an op's CPU kernel: `rewrite` builds the kernel
/// with a KernelBuilder at the op's location, or fails to match.  An op with
/// a kernel table (dialect/KernelTable.td) reaches `rewrite` only with kinds
/// some row matches: the table, not each pattern, says which kinds have a
/// kernel.
template <typename OpTy>
class KernelPattern : public OpConversionPattern<OpTy> {
public:
  using OpConversionPattern<OpTy>::OpConversionPattern;
  using Adaptor = typename OpConversionPattern<OpTy>::OneToNOpAdaptor;

  virtual LogicalResult rewrite(OpTy op, Adaptor adaptor, KernelBuilder &b,
                                ConversionPatternRewriter &rewriter) const = 0;

  LogicalResult
  matchAndRewrite(OpTy op, Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const final {
    if (hasKernelTable(op) && !matchKernelRow(op))
      return rewriter.notifyMatchFailure(op, "no kernel for these kinds");
    KernelBuilder b(op.getLoc(), rewriter,
                    kernelTargetOf(*this->getTypeConverter()));
    return rewrite(op, adaptor, b, rewriter);
  }

  /// Replaces `op` by the buffers of its results (replaceWithBuffers).
  LogicalResult replace(ConversionPatternRewriter &rewriter, OpTy op,
                        SmallVector<SmallVector<Value>> results) const {
    replaceWithBuffers(rewriter, *this->getTypeConverter(), op,
                       std::move(results));
    return success();
  }
};

} // namespace stype
} // namespace mlir

#endif // STYPE_PASSES_LOWERING_KERNELBUILDER_H
