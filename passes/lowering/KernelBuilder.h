//===- KernelBuilder.h - shared pieces of the kernel lowering ---*- C++ -*-===//
//
// The buffer layout of each storage kind (the type converter of
// --stype-lower-kernels) and a small builder for the loop nests of the
// specialized kernels.  Each op family's kernels live in a file of their own
// beside this one (Conversion.cpp, Linalg.cpp, Elementwise.cpp, ...).
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_PASSES_LOWERING_KERNELBUILDER_H
#define STYPE_PASSES_LOWERING_KERNELBUILDER_H

#include "dialect/StypeDialect.h"
#include "runtime/KernelErrors.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Transforms/DialectConversion.h"

#include <functional>

namespace mlir {
namespace stype {

/// Converts tensors to the buffers of their storage kind:
///   default    tensor<d0x..xT>          -> memref<d0x..xT>
///   csr        tensor<MxNxT, #csr>      -> memref<?xi64> indptr,
///                                          memref<?xi64> column ids,
///                                          memref<?xT> data, index N
///   row_sparse tensor<d0x..xT, #rsp>    -> memref<?xi64> row ids,
///                                          memref<?xd1x..xT> data, index d0
class StorageTypeConverter : public TypeConverter {
public:
  explicit StorageTypeConverter(MLIRContext *ctx);
};

/// The buffers of a lowered csr tensor.
struct CsrBuffers {
  Value indptr, indices, data, numCols;
  static CsrBuffers unpack(ValueRange v) { return {v[0], v[1], v[2], v[3]}; }
  SmallVector<Value> pack() const { return {indptr, indices, data, numCols}; }
};

/// The buffers of a lowered row_sparse tensor.
struct RspBuffers {
  Value indices, data, numRows;
  static RspBuffers unpack(ValueRange v) { return {v[0], v[1], v[2]}; }
  SmallVector<Value> pack() const { return {indices, data, numRows}; }
};

/// An ImplicitLocOpBuilder with the handful of helpers every kernel needs.
/// Loop bodies receive a builder positioned inside the loop.
class KernelBuilder : public ImplicitLocOpBuilder {
public:
  KernelBuilder(Location loc, const OpBuilder &b) : ImplicitLocOpBuilder(loc, b) {}

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
  // Vector width and threading follow the KernelTarget in effect (set by
  // --stype-lower-kernels with a ScopedKernelTarget).

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
/// zero by `zeroFill`.
void replaceWithBuffers(ConversionPatternRewriter &rewriter,
                        const TypeConverter &converter, Operation *op,
                        SmallVector<SmallVector<Value>> results,
                        const ZeroFillFn &zeroFill = nullptr);

/// Whether the storage rule of `op` has a kernel for the kinds of its
/// operands and results (StorageInferenceOpInterface::hasKernel).
bool kindsHaveKernel(Operation *op);

/// The conversion pattern of an op's CPU kernel: `rewrite` builds the kernel
/// with a KernelBuilder at the op's location, or fails to match.
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
    KernelBuilder b(op.getLoc(), rewriter);
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

/// The memref type of the data buffer of a row_sparse `type`.
MemRefType rspDataType(RankedTensorType type);

/// Name of the runtime function kernels call to report an error.
inline constexpr StringLiteral kKernelErrorFn = "stype_kernel_error";
/// Name of the runtime function kernels call when a shape check fails
/// (checkEqualDims): the code, the op and location, the sizes compared.
inline constexpr StringLiteral kShapeErrorFn = "stype_kernel_shape_error";
/// Name of the runtime function a kernel calls when a buffer cannot be
/// allocated (the reporting block of --stype-lower-kernel-exits).
inline constexpr StringLiteral kAllocErrorFn = "stype_kernel_alloc_error";
/// The target of the kernels being lowered: the vector register width in
/// bits (0: scalar loops) and whether row loops may run on several threads.
struct DeviceLoops;
struct KernelTarget {
  int64_t vectorBits = 0;
  bool parallel = false;
  /// Row walks over scattered rows (lazy updates) prefetch the rows this
  /// many iterations ahead; 0: no prefetches.
  int64_t prefetchDistance = 0;
  /// KernelBuilder::alloc checks every allocation (sizes, overflow, null)
  /// and exits the kernel on failure (the lowering passes' check-allocations
  /// option, on by default; docs/reliability.md).
  bool checkAllocations = false;
  /// The device a GPU lowering runs the kernels' data-parallel loops on
  /// (set by --stype-lower-kernels-gpu; null: the CPU).  With it, in host
  /// code (outside a gpu.launch), parallelFor is a launch of one device
  /// thread per iteration, fill a launch, and serialValue one device thread
  /// whose result is read back: a CPU kernel whose host code touches
  /// buffers only through these is also the GPU kernel (docs/gpu.md, "CPU
  /// kernels on the device"; --stype-lower-kernels-gpu rejects host code
  /// that reads or writes a device buffer).
  const DeviceLoops *device = nullptr;
};
/// The device side of KernelTarget (passes/gpu/GpuBuilder.cpp implements
/// it on GpuBuilder's launches).
struct DeviceLoops {
  /// body(b, i) for i in [0, n), one device thread each.
  void (*launch)(KernelBuilder &b, Value n,
                 function_ref<void(KernelBuilder &, Value)> body);
  /// Sets every element of a device buffer to `value`.
  void (*fill)(KernelBuilder &b, Value memref, Value value);
  /// value(b) computed by one device thread, read back to the host.
  Value (*serialValue)(KernelBuilder &b, Type type,
                       function_ref<Value(KernelBuilder &)> value);
  /// takeSortedUniqueI64 of ids in [0, keyBound), on the device.
  std::pair<Value, Value> (*sortedUnique)(KernelBuilder &b, Value ids,
                                          Value n, Value keyBound);
};
/// Sets the KernelTarget of this thread's KernelBuilders for its lifetime.
class ScopedKernelTarget {
public:
  explicit ScopedKernelTarget(KernelTarget target);
  ~ScopedKernelTarget();

private:
  KernelTarget saved;
};
/// The OpenMP runtime function parallel kernels ask for the thread count.
inline constexpr StringLiteral kOmpMaxThreadsFn = "omp_get_max_threads";

/// Populates the kernel patterns of each op family (lowering/<Family>.cpp for
/// the ops of dialect/<Family>Ops.td).
void populateConversionKernels(TypeConverter &tc, RewritePatternSet &p);
void populateLinalgKernels(TypeConverter &tc, RewritePatternSet &p);
/// batch_dot's kernel alone (in populateLinalgKernels; the GPU shares it).
void populateBatchDotKernels(TypeConverter &tc, RewritePatternSet &p);
void populateElementwiseKernels(TypeConverter &tc, RewritePatternSet &p);
void populateIndexingKernels(TypeConverter &tc, RewritePatternSet &p);
void populateReductionKernels(TypeConverter &tc, RewritePatternSet &p);
void populateOptimizerKernels(TypeConverter &tc, RewritePatternSet &p);
void populateCombineKernels(TypeConverter &tc, RewritePatternSet &p);
void populateNNKernels(TypeConverter &tc, RewritePatternSet &p);
void populateGraphKernels(TypeConverter &tc, RewritePatternSet &p);
void populateShapeKernels(TypeConverter &tc, RewritePatternSet &p);

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

//===----------------------------------------------------------------------===//
// Hooks of the fused gradient + update kernel (lowering/Fusion.cpp)
//===----------------------------------------------------------------------===//

/// f(x, ...) of one element of an elementwise value map: every op of
/// dialect/ElementwiseOps.def (binary, backward, scalar, unary), clip,
/// quadratic and zeros_like, on one element of each operand: the element
/// rule of its CPU kernels (lowering/Elementwise.cpp), also used by the
/// fused kernels (FusionRole::Elementwise in dialect/FusionOps.h) and the
/// GPU kernels (gpu/GpuKernels.cpp).  Functions of the C math library are
/// `func.call`s (libdevice's on a GPU: --stype-gpu-libdevice).
Value emitElementwiseValue(KernelBuilder &b, Operation *op, ValueRange args);

/// MXNet's Activation of one element `x` (relu, sigmoid, tanh, softrelu,
/// softsign): the element functions of the unary ops of the same names
/// (lowering/Elementwise.cpp), for stype.activation's kernel (lowering/NN.cpp).
Value emitActivationValue(KernelBuilder &b, Operation *op, ActType act,
                          Value x);

/// Whether emitElementwiseValue covers `op`.
bool isElementwiseValueMap(Operation *op);

/// broadcast_add/sub/mul/div of two default buffers (lowering/Combine.cpp):
/// the result's dims by numpy broadcasting (on the host; a pair of dims
/// that do not broadcast reports STYPE_KERNEL_BROADCAST_SHAPE_MISMATCH and
/// gives the smaller size, so no read is out of bounds), and the element at
/// output index `ivs` (in a kernel).  The CPU and GPU kernels share them.
SmallVector<Value> emitBroadcastDims(KernelBuilder &b, Value lhs, Value rhs);
Value emitBroadcastValue(KernelBuilder &b, Operation *op, Value lhs, Value rhs,
                         ArrayRef<Value> ivs);
/// sum, mean, norm, max, min or argmax of a default buffer
/// (lowering/Reduction.cpp), for a kernel that computes each output element
/// on its own (the GPU's; max, min and argmax on the CPU too): the result
/// dims and the input's (outer, len, inner) view around the axis, on the
/// host, ...
struct DenseReduction {
  Operation *op;
  bool allAxes, exclude;
  SmallVector<Value> dims;
  Value outer, len, inner, count;
};
DenseReduction emitDenseReduction(KernelBuilder &b, Operation *op, Value in);
/// ... and, in a kernel, output element `g` (flat) from the flat input: the
/// CPU kernel's terms in its order, then its mean or square root: the same
/// bits.
Value emitDenseReductionElement(KernelBuilder &b, const DenseReduction &r,
                                Value flatIn, Value g);

/// where(cond, x, y) (lowering/Combine.cpp): whether a default condition is
/// a row vector (1-D for a higher-rank x: one flag per row of x), and the
/// run-time shape checks of the CPU and GPU kernels (null: nothing to
/// check; false: a mismatch was reported and nothing may be read).
bool whereConditionIsRowVector(Operation *op, ValueRange cond, Value x);
Value emitWhereRuntimeChecks(KernelBuilder &b, Operation *op, ValueRange cond,
                             ValueRange x, ValueRange y);

/// add_n (lowering/Combine.cpp): every operand must have one run-time
/// shape (null: nothing to check; false: a mismatch was reported).
Value emitAddNRuntimeChecks(KernelBuilder &b, Operation *op,
                            ArrayRef<ValueRange> args);

/// broadcast_mul/div of a csr by a default buffer into a csr: the host
/// check that the default operand broadcasts to the csr's shape (a
/// mismatch reported; false then), and the new value of stored entry `p`
/// of row `i` (in a kernel).
Value emitCsrBroadcastCheck(KernelBuilder &b, ValueRange csr, Value dense);
Value emitCsrBroadcastEntry(KernelBuilder &b, Operation *op, ValueRange csr,
                            Value dense, Value i, Value p);

/// The buffers of a sparse tensor of `kind` with the shape of the one in
/// `in` and nothing stored (zeros_like; MXNet's FillZerosRspImpl /
/// FillZerosCsrImpl): empty row ids and data, or csr row offsets set to 0
/// by `zero` (on the CPU a fill, on the GPU a device fill).
SmallVector<Value>
emptySparseLike(KernelBuilder &b, StorageKind kind, ValueRange in,
                function_ref<void(KernelBuilder &, Value)> zero);

/// The gradient row being applied, at column `col`: one element (`t` the
/// element type) or `t` = vector<L x elt> of the L elements from `col` on.
using GradRowFn = function_ref<Value(KernelBuilder &, Value col, Type t)>;
/// Updates weight row `row` with the gradient row `grad` (null: a row
/// without gradient).  Rows are independent: a walk may call it for
/// different rows on different threads.  `ahead`, if not null, is a row the
/// walk will update a few calls later (KernelBuilder::prefetchAhead): the
/// update prefetches its rows.
using FusedRowUpdate =
    function_ref<void(KernelBuilder &, Value row, Value ahead, GradRowFn grad)>;
/// Emits the loop over the gradient's rows, calling `update` for each:
/// ascending, and for every row in [0, numRows) when `allRows` (standard
/// updates).
using FusedRowWalk = function_ref<void(KernelBuilder &, bool allRows,
                                       Value numRows, FusedRowUpdate update)>;

/// The shapes of a fused kernel's gradient producers: each producer's
/// gradient (rows, width), and the i1 "the producers' operands agree" (null
/// where the verifier compared them).  The update compares the
/// shapes with the weight's and runs only where all agree.
struct FusedGradShapes {
  SmallVector<SmallVector<OpFoldResult>> shapes;
  Value ok;
};

/// Lowers the optimizer `update` (lowering/Optimizer.cpp) with its gradient
/// rows produced by `walk`, replacing `anchor` by the update's results.
/// `tensors` are the values (outside `anchor`) the update's operands stand
/// for, `operands` their buffers (the gradient's entry unused).
LogicalResult lowerFusedUpdate(Operation *update, Operation *anchor,
                               ValueRange tensors,
                               ArrayRef<ValueRange> operands, FusedRowWalk walk,
                               const FusedGradShapes &gradShapes,
                               ConversionPatternRewriter &rewriter,
                               const TypeConverter &converter);

void populateFusionKernels(TypeConverter &tc, RewritePatternSet &p);


/// The per-element rule of an optimizer update op (dialect/OptimizerOps.td),
/// for lowerings other than the CPU loop nests (the GPU kernels of
/// passes/gpu/).  `element(b, w, states, g, set)` returns the new weight of
/// one element and stores its new states with `set(i, value)`; `g` is null
/// for a row absent from a row_sparse gradient (a zero gradient).
struct OptimizerElementRule {
  unsigned numStates = 0;
  bool lazy = true;
  /// Whether rows absent from a row_sparse gradient change in a standard
  /// update.
  bool absentRowsChange = true;
  /// Group AdaGrad's per-row state (not an element rule).
  bool perRowState = false;
  std::function<Value(KernelBuilder &, Value w, ArrayRef<Value> states,
                      Value g, function_ref<void(unsigned, Value)> set)>
      element;
  /// With run-time hyper-parameters: true iff they are in range (computed
  /// where the rule's scalars are; null when there is nothing to check).
  /// Out of range, a kernel reports STYPE_KERNEL_INVALID_HYPERPARAMETER and
  /// changes nothing.
  Value valid;
};
/// The rule of `op`, or failure if `op` is not an f32/f64 optimizer update.  With a builder, the rule's scalars
/// are emitted at its insertion point (`operands`: the op's lowered
/// operands) and `element` may be called; without one, only the flags are
/// filled.
FailureOr<OptimizerElementRule>
getOptimizerElementRule(Operation *op, KernelBuilder *b = nullptr,
                        ArrayRef<ValueRange> operands = {});
/// True if `op` may write into the buffers of its operand `tensor` (no later
/// use observes the old value): the optimizers' in-place rule.
bool canUpdateOperandInPlace(Value tensor, Operation *op);


/// Applies `patterns` (the kernels of one lowering) to `module` as the
/// partial conversion of --stype-lower-kernels: stype ops illegal, function
/// signatures, calls, returns and scf ops converted to buffers by
/// `converter`.  Shared by --stype-lower-kernels and
/// --stype-lower-kernels-gpu.
LogicalResult applyKernelConversion(ModuleOp module,
                                    const TypeConverter &converter,
                                    RewritePatternSet &&patterns);
/// The same conversion of `roots` (functions) and the ops inside them only.
LogicalResult applyKernelConversion(ArrayRef<Operation *> roots,
                                    const TypeConverter &converter,
                                    RewritePatternSet &&patterns);

} // namespace stype
} // namespace mlir


namespace mlir {
namespace stype {
/// Declares the runtime's `stype_kernel_error(i32)` and
/// `stype_kernel_shape_error` in `module` (private) if they are not there:
/// what KernelBuilder::reportError and checkEqualDims call.
void declareKernelErrorHook(ModuleOp module);
/// Erases those declarations if nothing calls them.
void dropUnusedKernelErrorHook(ModuleOp module);
/// Tags the location of every stype op in `module` with its op name (a
/// FusedLoc whose metadata is the name), so that the kernels' allocation
/// errors can name the op they belong to.  Run before the kernel lowering.
void tagKernelLocations(ModuleOp module);
/// Turns the placeholders of the kernels' constant strings (the buffer
/// descriptions of KernelBuilder::alloc) into private LLVM globals, one per
/// distinct text.  Run after the kernel conversion.
void materializeKernelStrings(ModuleOp module);
} // namespace stype
} // namespace mlir

namespace mlir {
namespace stype {
/// The gradient shape (rows, width) of a fused gradient producer and the
/// i1 "its own operands agree" (reported as a shape mismatch where not; null
/// where the verifier compared them): dot(csr^T, default) with `first` the
/// csr's buffers and `second` the dense rhs, embedding_grad with `first`
/// the ids and `second` the output gradient.  lowering/Fusion.cpp; shared
/// with the GPU fused kernels (gpu/GpuFusion.cpp).
struct FusedProducerShape {
  SmallVector<OpFoldResult> shape;
  Value ok;
};
FusedProducerShape fusedProducerShape(KernelBuilder &b, Operation *producer,
                                      ValueRange first, Value second);
} // namespace stype
} // namespace mlir

#endif // STYPE_PASSES_LOWERING_KERNELBUILDER_H
