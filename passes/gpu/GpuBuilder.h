//===- GpuBuilder.h - device-side pieces of the GPU kernels -----*- C++ -*-===//
//
// The kernel builder of --stype-lower-kernels-gpu: device buffers (gpu.alloc),
// launches with the grids stype uses, and the few data-parallel primitives
// the sparse kernels are built from (fill, copy, prefix sum, sort).  Every
// launch is a `gpu.launch` whose body is written with the CPU kernels' loop
// builder (KernelBuilder); `gpu-kernel-outlining` later turns each one into a
// `gpu.func` in a `gpu.module` and a `gpu.launch_func`.
//
// Grids (docs/gpu.md):
//   launch1D(n)          blocks of 256 threads along x, ceil(n/256) blocks;
//   launchRows(r, c)     blocks of 32 x 8 threads: threadIdx.x walks the
//                        feature dimension (consecutive threads touch
//                        consecutive elements of a row: coalesced), the 8
//                        warps of a block take 8 rows; grid.x = ceil(r/8)
//                        (grid.x allows 2^31-1 blocks), grid.y = ceil(c/32).
//   launchRowsUpTo(m, r, c)  launchRows' blocks for a row count r read on the
//                        device (at most m): grid.x = min(ceil(m/8), 4096),
//                        each thread walks its rows with a grid stride.
//   launchBlocks(n, t)   n blocks of t threads sharing workgroup (shared)
//                        buffers and synchronized with barrier(): the
//                        block-level sort and scan.
// A launch with no thread to run is skipped on the host (CUDA rejects empty
// grids).
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_PASSES_GPU_GPUBUILDER_H
#define STYPE_PASSES_GPU_GPUBUILDER_H

// The GPU kernels reuse the CPU kernels' pieces (passes/lowering/).
#include "passes/lowering/KernelBuilder.h"
#include "passes/lowering/KernelChecks.h"
#include "passes/lowering/KernelConversion.h"
#include "passes/lowering/KernelElementRules.h"
#include "passes/lowering/KernelFusionHooks.h"

#include <functional>
#include <string>

namespace mlir {
namespace stype {

class GpuBuilder : public KernelBuilder {
public:
  /// A builder at `b`'s insertion point for kernels of `target`.
  GpuBuilder(Location loc, const OpBuilder &b, const KernelTarget &target)
      : KernelBuilder(loc, b, target) {}
  /// A builder carrying what `parent` carries (KernelBuilder), at its
  /// insertion point.
  GpuBuilder(Location loc, const KernelBuilder &parent)
      : KernelBuilder(loc, parent) {}

  /// Names the kernels of the launches that `b`, and the builders made from
  /// `b` meanwhile, emit while it lives (KernelBuilder::getLaunchRole;
  /// nested roles are joined with `_`, the outermost first: `fused` +
  /// `sort_tile` = `fused_sort_tile`): each gpu.launch is marked with the
  /// role (kKernelRoleAttr), and
  /// nameGpuKernels, at the end of --stype-lower-kernels-gpu, gives it the
  /// `function` attribute `<enclosing func>_<role>`, with `_1`, `_2`, ... for
  /// a repeated role in one function, so that the outlined kernels, the PTX and
  /// profiles (STYPE_CUDA_PROFILE, nsys) tell what each launch does.  Launches
  /// outside any role keep gpu-kernel-outlining's names (`<func>_kernel`).
  class KernelRole {
  public:
    KernelRole(KernelBuilder &b, StringRef role);
    ~KernelRole();
    KernelRole(const KernelRole &) = delete;
    KernelRole &operator=(const KernelRole &) = delete;

  private:
    KernelBuilder &b;
    std::string saved;
  };

  // Buffers are allocated with KernelBuilder's alloc*/clone (memref.alloc,
  // memref.copy) and freed with free(): --stype-gpu-device-buffers later
  // places every host-side buffer of a GPU function on the device
  // (gpu.alloc, gpu.dealloc, gpu.memcpy), after --stype-free-temporaries has
  // freed the intermediates.  Only readBack's one-element host buffer is a
  // memref.alloca and stays on the host.
  void free(Value memref);

  /// Runs body(i) for i in [0, n) on the device, one thread each.
  void launch1D(Value n, function_ref<void(KernelBuilder &, Value)> body);
  /// Runs body(row, col) for row < rows, col < cols (see the file comment).
  void launchRows(Value rows, Value cols,
                  function_ref<void(KernelBuilder &, Value, Value)> body);

  /// launchRows for a row count known on the device only: `rows` computes
  /// it inside the kernel (at most maxRows, a host bound); grid.x is
  /// ceil(maxRows/8) capped at 4096 blocks, and each thread walks the rows
  /// row0, row0 + 8 grid.x, ... below the count (a grid-stride loop), so
  /// the host needs no read-back of the count.
  void launchRowsUpTo(Value maxRows, function_ref<Value(KernelBuilder &)> rows,
                      Value cols,
                      function_ref<void(KernelBuilder &, Value, Value)> body);

  /// launchRows(rowsA, cols, bodyA) and launchRowsUpTo(maxRowsB, rowsB,
  /// cols, bodyB) as ONE launch whose blocks alternate between bodyA and
  /// bodyB (A, B, A, B, ..., then the larger one's rest), so that the two
  /// run side by side on the device from the first wave on (e.g. L2-served
  /// sums beside an update's DRAM traffic).
  void launchRowsBeside(
      Value rowsA, function_ref<void(KernelBuilder &, Value, Value)> bodyA,
      Value maxRowsB, function_ref<Value(KernelBuilder &)> rowsB, Value cols,
      function_ref<void(KernelBuilder &, Value, Value)> bodyB);

  /// Runs body(block, thread, shared) on `numBlocks` blocks of `threads`
  /// threads (<= 1024), every thread of the block reaching the body, with
  /// one workgroup buffer per type of `shared` (static shapes, no address
  /// space: the workgroup space is added here).  The body may call
  /// barrier() or gpu.shuffle only where every thread of the block reaches
  /// it: outside thread-dependent branches, inside loops of uniform bounds
  /// without loop-carried values (--stype-gpu-emulate relies on it).
  void launchBlocks(Value numBlocks, int64_t threads,
                    ArrayRef<MemRefType> shared,
                    function_ref<void(KernelBuilder &, Value block,
                                      Value thread, ArrayRef<Value> shared)>
                        body);
  /// A barrier of the threads of a block (gpu.barrier), for launchBlocks.
  static void barrier(KernelBuilder &b);

  /// Sets every element of a device buffer to `value`.
  void deviceFill(Value memref, Value value);
  /// deviceFill with zero, as the ZeroFillFn of the checks that leave a
  /// result after a failed run-time check (KernelGuard, replaceWithBuffers,
  /// checkRefinedSource): the GPU kernels' buffers live in device memory.
  static void deviceZeroFill(KernelBuilder &b, Value memref);
  /// Reads `memref[i]` (rank 1, on the device) back to the host.
  Value readBack(Value memref, Value i);
  /// Reads value(b) (of type `elt`, computed by one device thread) back to
  /// the host.
  Value readBack(Type elt, function_ref<Value(KernelBuilder &)> value);

  /// An inclusive prefix sum over [0, n) kept in two parts, for kernels to
  /// read: tiles[g], the sum within g's tile of kScanTile (1024) entries, and
  /// totals[k]: with more than kFewScanTiles tiles, the sum of tiles 0 .. k
  /// (scanned by a launch of its own), else tile k's own sum, which readers
  /// add up themselves (at most kFewScanTiles - 1 loads: a launch fewer for
  /// small inputs, where each launch costs more than its work).
  struct PrefixSum {
    Value tiles, totals;
    /// The number of tiles, ceil(n / 1024) (an index, on the host).
    Value numTiles;
    /// The inclusive prefix sum at g (i64), in a kernel: tiles[g], plus
    /// before(g / 1024).
    Value at(KernelBuilder &b, Value g) const;
    /// The sum of tiles 0 .. tile-1 (i64, 0 for tile 0), in a kernel.
    Value before(KernelBuilder &b, Value tile) const;
    void free(GpuBuilder &b) const;
  };
  /// Tiles up to which a PrefixSum leaves its tile totals unscanned.
  static constexpr int64_t kFewScanTiles = 16;
  /// The PrefixSum of valueAt(b, g) (i64) for g in [0, n): each block of
  /// 1024 threads scans its tile in shared memory, computing the values as
  /// it loads them; then, past kFewScanTiles tiles, one block scans the
  /// tiles' totals.  One or two launches, not three: readers add the total
  /// of the tiles before (PrefixSum::at), so no launch adds it to every
  /// entry.  Integer sums, so exact and deterministic.
  PrefixSum prefixSumI64(function_ref<Value(KernelBuilder &, Value g)> valueAt,
                         Value n);
  /// The inclusive prefix sum of the first `n` entries of the i64 device
  /// buffer `in`, in a fresh device buffer of size n: prefixSumI64, then
  /// a launch in which each tile but the first adds the total before it.
  Value inclusiveScanI64(Value in, Value n);
  /// Sorts the entries p in [0, count) stably (equal keys keep their order)
  /// by keyOf(p) (an i64 in [0, keyBound), computed on the device) and
  /// returns two fresh i64 device buffers of `count`: the sorted keys and
  /// the entries (entries[q]: the entry at sorted position q).  A
  /// least-significant-digit radix sort of max(1, ceil(bits / 10)) passes
  /// over digits of equal width (2 passes of 10 bits for a million rows).
  /// Each pass sorts tiles of 2048 entries locally in shared memory (blocks
  /// of 256 threads, 8 entries each, 2-bit splits and block scans, no
  /// atomics), scans the tiles' digit counts and moves every entry to its
  /// place: 3 or 4 launches.  The first pass reads the keys from keyOf, so no
  /// launch writes them first; the last pass calls placed(b, q, p) (when
  /// given) for each entry p as it writes it to its sorted position q, so
  /// that a caller can gather what it needs in sorted order there.  Integer
  /// work only: deterministic.
  std::pair<Value, Value> radixSortEntries(
      Value count, Value keyBound,
      function_ref<Value(KernelBuilder &, Value p)> keyOf,
      function_ref<void(KernelBuilder &, Value q, Value p)> placed = {});
  /// The last of the first `n` entries of the i64 device buffer `prefix` (a
  /// prefix sum's total), read back to the host as an index; 0 when n is 0.
  Value readBackLastOrZero(Value prefix, Value n);
  Value readBackLastOrZero(const PrefixSum &prefix, Value n);

  /// Entries 0 .. count-1 grouped into runs by a row key, each run's
  /// entries in position order (see groupByRow).
  struct Runs {
    /// entries[q] (i64, count of them): the entry at sorted position q.
    Value entries;
    /// count as i64.
    Value count64;
    /// ids[r] (i64): the row of run r, ascending; start[r] .. start[r+1]
    /// (i64, nnr + 1 of them): the run's sorted positions.
    Value ids, start;
    /// The number of runs, on the host (null where groupByRow was asked not
    /// to read it back: see numRunsIn).
    Value numRuns;
    /// runOf.at(q) (i64): 1 + the run of sorted position q.
    PrefixSum runOf;

    /// The entry (position) of sorted key q, an index.
    Value entryAt(KernelBuilder &b, Value q) const;
    /// The run of sorted position q, an index.
    Value runAt(KernelBuilder &b, Value q) const;
    /// The number of runs, read on the device (in a kernel).
    Value numRunsIn(KernelBuilder &b) const;
    /// Frees entries, ids, start and runOf.
    void free(GpuBuilder &b) const;
  };
  /// Per-run sums of a term over the run's entries, for every (run,
  /// feature): what dot(csr^T, dense) and the fused gradients compute.  A
  /// run of at most kRunChunk entries is summed by one thread in position
  /// order (the CPU kernels' order: bit-identical results).  A longer run
  /// (a hot column) is summed over the blocks of kRunChunk sorted positions
  /// it meets: the partial sums of its part of each block (position order
  /// inside a block) are computed in parallel first, then the sums of
  /// groups of kLongGroup whole blocks, and the run's sum adds its first
  /// block's, single blocks up to a group boundary, whole groups' and the
  /// last single blocks' in order.  That order is fixed, so still
  /// deterministic, but not the CPU's (results within rounding of the
  /// CPU's), and the longest chain of dependent additions is about
  /// kRunChunk + 3 kLongGroup + len / (kRunChunk kLongGroup) instead of len
  /// (a group sum's own kLongGroup additions, up to 2 kLongGroup single
  /// blocks around the whole groups).
  /// The blocks are fixed by the positions alone, so the host needs no
  /// count of them: no read-back.
  static constexpr int64_t kRunChunk = 256;
  /// Blocks of kRunChunk positions per group of a long run's second level
  /// of sums (RunSums::groups).
  static constexpr int64_t kLongGroup = 32;
  struct RunSums {
    /// The term of sorted position q for feature j: `load` reads its
    /// operands, `add` adds them to acc (the CPU kernel's rounding).  For
    /// a vector `elt`, features j .. j + lanes - 1: vector operands and
    /// accumulator, each lane rounded as the scalar term would be.
    struct Term {
      std::function<SmallVector<Value>(KernelBuilder &, Value q, Value j)> load;
      std::function<Value(KernelBuilder &, ArrayRef<Value>, Value acc)> add;
    };
    Term term;
    Type elt;
    /// partial[2 b + s, j]: for block b (positions [256 b, 256 b + 256)),
    /// the sum of its part of the long run at its first position (s = 0)
    /// or of the long run that starts inside it (s = 1); 2 ceil(count /
    /// 256) rows, a row of a run that is not long left unset.
    Value partial;
    /// groups[k, j]: the sum of partial[2 b, j] over the kLongGroup blocks
    /// b of group k (blocks [32 k, 32 k + 32)) in order, computed only for
    /// a group whose blocks' first positions are all in one run (so every
    /// block's slot 0 is that long run's): a long run's sum adds these
    /// instead of 32 block sums each (a second level, for the hottest
    /// columns' hundreds of blocks).  ceil(ceil(count / 256) / 32) rows.
    Value groups;
    /// The sum for run r (start[r] .. start[r+1]) and feature j (features j
    /// .. j + lanes - 1 as one vector for a vector `elt`), for one thread
    /// of a launch.
    Value element(KernelBuilder &b, const Runs &runs, Value r, Value j) const;
    /// Whether run r is long (more than kRunChunk entries); s and e get its
    /// sorted positions' range.
    Value isLong(KernelBuilder &b, const Runs &runs, Value r, Value &s,
                 Value &e) const;
    /// The sum of the long run of positions [s, e) from its block sums.
    Value longSum(KernelBuilder &b, Value s, Value e, Value j) const;
    void free(GpuBuilder &b) const;
  };
  /// Computes the partial sums of the long runs of `runs` for n features
  /// and their group sums (two launches),
  /// in `elt`: a float type, or a vector of them (one thread per group of
  /// its lanes: 16-byte loads and stores; n a multiple of the lanes and
  /// the buffers 16-byte aligned, which the caller checks).
  RunSums sumRuns(const Runs &runs, Value n, Type elt, RunSums::Term term);
  /// apply(b, r, j, sum) for every run r below numRuns(b) (at most maxRuns)
  /// and feature (group) j, sum(b) computing RunSums::element's value where
  /// apply calls it (after its own independent loads): three launches.
  /// The first computes the long runs' block sums (sumRuns) and, on other
  /// blocks of the same launch (launchRowsBeside), applies every short
  /// run's sum, so that the block sums' gathers overlap the consumer's
  /// memory traffic; the second adds the long runs' groups of 32 block sums
  /// (RunSums::groups); the last applies the long runs' sums, a thread per
  /// (block, feature group) that applies the long run starting in the block.
  /// The partial buffers are freed.
  void applyRunSums(const Runs &runs, Value maxRuns,
                    function_ref<Value(KernelBuilder &)> numRuns, Value n,
                    Type elt, RunSums::Term term,
                    function_ref<void(KernelBuilder &, Value r, Value j,
                                      function_ref<Value(KernelBuilder &)> sum)>
                        apply);

  /// Sorts entries 0 .. count-1 by (rowOf(p), p) (rowOf: an i64 row in
  /// [0, numRows), read on the device) with radixSortEntries (`placed`, if
  /// given, sees each entry reach its sorted position), numbers the runs
  /// with a prefix sum of the flags of each row's first entry (computed in
  /// the scan's first launch) and records each run's row and start: the
  /// grouping of dot(csr^T, dense) and of the fused kernels
  /// (GpuFusion.cpp).  Integer work only: deterministic.  With countOnHost,
  /// the number of runs is read back to the host (a synchronization) and
  /// ids/start have exactly its size; without, they are sized for `count`
  /// runs and the count stays on the device (Runs::numRunsIn,
  /// launchRowsUpTo).
  Runs
  groupByRow(Value count, Value numRows,
             function_ref<Value(KernelBuilder &, Value p)> rowOf,
             bool countOnHost = true,
             function_ref<void(KernelBuilder &, Value q, Value p)> placed = {});
};

/// The discardable attribute of a gpu.launch that carries its KernelRole.
constexpr llvm::StringLiteral kKernelRoleAttr = "stype.kernel_role";
/// Gives every gpu.launch marked with a role under `root` its kernel name
/// (see GpuBuilder::KernelRole), in the order of each function's launches.
void nameGpuKernels(Operation *root);

/// The sum from `init` (0 if null) of add(load(q), acc) over q = lo ..
/// hi-1, in that order, for one thread: for each u of `unroll` in turn,
/// groups of u terms whose loads are all issued before their adds (so that
/// a thread has u loads in flight), then the rest one at a time, or with
/// `predicatedTail` as one more group of the last u's size whose positions
/// past hi - 1 load the last term again and whose adds there are dropped
/// (a short run's terms all in flight at once).  The adds and their order,
/// hence the rounding, are those of the plain loop.
Value sumInOrder(
    KernelBuilder &b, Type elt, Value lo, Value hi,
    function_ref<SmallVector<Value>(KernelBuilder &, Value q)> load,
    function_ref<Value(KernelBuilder &, ArrayRef<Value>, Value acc)> add,
    ArrayRef<int64_t> unroll = {4}, Value init = {},
    bool predicatedTail = false);

/// KernelTarget::device for GPU lowerings: parallelFor as launch1D, fill as
/// deviceFill, serialValue as readBack.
extern const DeviceLoops kGpuDeviceLoops;

/// Fails (with an error on the op) where host code of `module` (outside a
/// gpu.launch) reads or writes (by its memory effects) a buffer that lives
/// on the device: every buffer but the host buffers (isHostBuffer) in a
/// function with device buffers (hasDeviceBuffers); every one but those and
/// memref.allocs in a function without.  Host kernel functions (a host round
/// trip's CPU kernel, on host copies) are host code throughout.  Such code
/// would dereference a device pointer on the host; the emulator would not
/// notice.
LogicalResult checkNoHostAccessToDeviceBuffers(ModuleOp module);

/// True if --stype-lower-kernels-gpu has a kernel for `op` with the storage
/// kinds of its operands and results.
bool hasGpuKernel(Operation *op);
/// The same for operand kinds `in` and result kinds `out` (non-tensor
/// operands count as default): what --stype-infer-storage{target=gpu} asks.
bool hasGpuKernel(Operation *op, ArrayRef<StorageKind> in,
                  ArrayRef<StorageKind> out);

//===--- Host round trips
//---------------------------------------------------===//
// The ops with no sensible device form (the graph ops: a BFS, binary searches
// and sampling over one graph, sequential on the CPU too) run on the GPU
// pipeline as a host round trip (docs/gpu.md, "Host round trips"):
// --stype-lower-kernels-gpu moves each into a private host kernel function
// (kHostKernelAttr) lowered by its CPU kernel, and
// --stype-gpu-host-round-trips copies the call's operands to host buffers
// (kHostBufferAttr) and its results back to device buffers.

/// True if the GPU pipeline runs `op` with these storage kinds as a host
/// round trip: no GPU kernel, its CPU kernel on the host between copies
/// (what --stype-infer-storage{target=gpu} names in its remark).
bool hasGpuHostRoundTrip(Operation *op, ArrayRef<StorageKind> in,
                         ArrayRef<StorageKind> out);
bool hasGpuHostRoundTrip(Operation *op);
/// The unit attribute of a private function that holds one op's CPU kernel
/// for a host round trip: host code on host buffers, called only from the
/// round trip that --stype-gpu-host-round-trips builds around the call.
constexpr llvm::StringLiteral kHostKernelAttr = "stype.host_kernel";
/// The unit attribute of a memref.alloc of a GPU function that stays in host
/// memory (a host round trip's copy of an operand): --stype-gpu-device-buffers
/// leaves it and its frees on the host.
constexpr llvm::StringLiteral kHostBufferAttr = "stype.host_buffer";
/// The buffer a memref value views (through casts and views).
Value rootBuffer(Value memref);
/// True if `call` calls a host kernel function (kHostKernelAttr).
bool isHostKernelCall(Operation *call);
/// True if the buffer `memref` views lives in host memory in a GPU function:
/// a memref.alloca or memref.get_global (the scalars read back), a
/// memref.alloc marked kHostBufferAttr, or a result of a host kernel call.
bool isHostBuffer(Value memref);
/// True if the buffers of `func` live on the device: it launches GPU
/// kernels or calls a host kernel (whose results are copied to the device).
bool hasDeviceBuffers(Operation *func);
/// Moves every op of `module` with a host round trip into a private host
/// kernel function `__stype_host_<function>_<op>` (kHostKernelAttr; the op's
/// operands its arguments, its results returned), replaced by a call; returns
/// those functions, still on tensors.
SmallVector<Operation *> outlineHostKernels(ModuleOp module);

/// rowOf[p] (i64): the csr row of entry p, for every entry of `x` (one
/// thread per csr row).
Value csrRowOfEntries(GpuBuilder &b, CsrBuffers x);
/// The operands of dot(x^T, rhs) in sorted order (runs grouped by column):
/// row[q] (i64) and value[q], the csr row and value of the entry at q, so
/// that the sums read them at consecutive addresses.  Written by the
/// grouping's last sort pass:
///
///   SortedDotOperands sorted = SortedDotOperands::prepare(b, x);
///   Runs runs = b.groupByRow(nnz, x.numCols, columnOf, countOnHost,
///       [&](KernelBuilder &b, Value q, Value p) { sorted.place(b, q, p); });
///   sorted.freeEntryRows(b);
struct SortedDotOperands {
  Value row, value;
  /// entryRow[p] (i64): the csr row of entry p (csrRowOfEntries); data: the
  /// csr values.
  Value entryRow, data;
  /// entryRow computed, row and value allocated for every entry of `x`.
  static SortedDotOperands prepare(GpuBuilder &b, CsrBuffers x);
  /// Entry p is at sorted position q: row[q] and value[q] from it.
  void place(KernelBuilder &b, Value q, Value p) const;
  /// Frees entryRow, once the entries are placed.
  void freeEntryRows(GpuBuilder &b) const;
  /// Frees row and value.
  void free(GpuBuilder &b) const;
};
/// The term of sorted position q of dot(x^T, rhs) for feature j:
/// acc + value[q] * rhs[row[q], j] as one fused multiply-add (the CPU
/// kernel's rounding); with `vt`, for features j .. j + lanes - 1 (a
/// 16-byte load of the rhs row, one fma per lane).
GpuBuilder::RunSums::Term dotTransposedTerm(const SortedDotOperands &sorted,
                                            Value rhs, VectorType vt = {});

/// The term of sorted position q of embedding_grad for feature j: acc +
/// ograd[t, j] with t the id's position (`ograd` flat, rows of `width`);
/// with `vt`, features j .. j + lanes - 1 (16-byte loads).
GpuBuilder::RunSums::Term embeddingGradTerm(const GpuBuilder::Runs &runs,
                                            Value ograd, Value width,
                                            VectorType vt = {});
/// The `n` ids of an embedding_grad (`ids`, flat, i64) grouped by row for
/// the GPU kernels (GpuBuilder::groupByRow), unfused and fused.  Without
/// `clip`, an id outside [0, input_dim) is flagged on the device, reported
/// on the host (STYPE_KERNEL_EMBEDDING_INDEX_OUT_OF_RANGE, `anyOutside`)
/// and grouped as input_dim: the last run, which the kernels skip.  With
/// `clip` (the dense gradient: MXNet's AddTakeGrad) ids are clipped to
/// [0, input_dim - 1] (input_dim > 0) and nothing is reported.
struct EmbeddingRuns {
  GpuBuilder::Runs runs;
  /// i1 on the host; null with clip.
  Value anyOutside;
};
EmbeddingRuns groupEmbeddingIds(GpuBuilder &b, Value ids, Value n,
                                uint64_t inputDim, bool clip, bool countOnHost);

/// True (on the host) if rows of `rowLen` elements of every buffer of
/// `buffers` (2-D, or 1-D rows of rowLen) start on 16-byte boundaries: the
/// row length a multiple of 16 bytes and each buffer's first element
/// 16-byte aligned (checked at run time), so that 16-byte vector loads and
/// stores may walk them.
Value rowsAligned16(KernelBuilder &b, Value rowLen, ArrayRef<Value> buffers);
/// The 16-byte vector type (4 f32 or 2 f64) of `buffers`' rows if they
/// all hold the same f32 or f64 elements, else null: the kernels that
/// take 16 bytes per thread where rowsAligned16 also holds.
VectorType vector16Of(ArrayRef<Value> buffers);
/// An optimizer's element rule on the 16-byte vector `vt` of row i of the
/// 2-D views from column c: vector loads and stores of the weight and
/// states, the rule's arithmetic lane by lane (`g`: the gradient's vector,
/// computed after the weight's and states' loads are issued, so that their
/// latency overlaps the gradient's own loads).
void updateElementVector(KernelBuilder &b, const OptimizerElementRule &r,
                         Value wRows, ArrayRef<Value> stateRows,
                         function_ref<Value(KernelBuilder &)> g, Value i,
                         Value c, VectorType vt);

/// Read prefetches (memref.prefetch, data, high locality) of element
/// `indices` of each buffer of `buffers`: a thread whose loads of them wait
/// behind a long dependent chain (a run's gathered sum) issues these first,
/// so that the lines travel from DRAM while the chain runs (LLVM would sink
/// loads issued that early past the chain).  In GPU kernels
/// --stype-gpu-prefetch makes them PTX `prefetch.L2`; on the CPU
/// (--stype-gpu-emulate) they are LLVM prefetches.
void prefetchElements(KernelBuilder &b, ArrayRef<Value> buffers,
                      ValueRange indices);

/// Populates the GPU kernel patterns (passes/gpu/GpuKernels.cpp).
void populateGpuKernels(TypeConverter &tc, RewritePatternSet &p);

/// True if --stype-lower-kernels-gpu has a kernel for the stype.fused_update
/// `fusedUpdate` (passes/gpu/GpuFusion.cpp): one producer straight into
/// the update; the second form asks it of a producer and the update that
/// consumes its result, before they are fused (--stype-fuse-update gpu=1).
bool hasGpuFusedKernel(Operation *fusedUpdate);
bool hasGpuFusedKernel(Operation *producer, Operation *update);
/// Populates the fused-update pattern (passes/gpu/GpuFusion.cpp).
void populateGpuFusionKernels(TypeConverter &tc, RewritePatternSet &p);

//===--- The GPU kernel patterns' base ------------------------------------===//

/// The GPU kernels' benefit: they are tried before the CPU patterns that
/// the GPU pipeline populates for the ops sharing their CPU kernels.
inline constexpr unsigned kGpuPatternBenefit = 2;

/// The conversion pattern of a GPU kernel, the GPU's KernelPattern
/// (lowering/KernelBuilder.h), for any op of `Ops` (`matches`; no `Ops`:
/// any op): it matches where the GPU has a kernel for the op's storage
/// kinds (`hasKernel`: hasGpuKernel),
/// names the op's launches (`role`: the op's name; GpuBuilder::KernelRole),
/// builds the kernel with a GpuBuilder at the op's location (`build`,
/// which returns the results' buffers) and replaces the op by them
/// (replaceWithBuffers; where a run-time check skips the launches, they
/// are zero-filled on the device).
template <typename... Ops> class GpuKernelPattern : public ConversionPattern {
public:
  using Results = SmallVector<SmallVector<Value>>;

  GpuKernelPattern(const TypeConverter &tc, MLIRContext *ctx)
      : GpuKernelPattern(tc, ctx,
                         std::integral_constant<bool, sizeof...(Ops) == 1>()) {}

  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<ValueRange> operands,
                  ConversionPatternRewriter &rewriter) const final {
    if (!matches(op))
      return failure();
    if (!hasKernel(op))
      return rewriter.notifyMatchFailure(op, "no GPU kernel");
    GpuBuilder b(op->getLoc(), rewriter,
                 kernelTargetOf(*this->getTypeConverter()));
    GpuBuilder::KernelRole kernelRole(b, role(op));
    FailureOr<Results> results = build(op, operands, b);
    if (failed(results))
      return rewriter.notifyMatchFailure(op, "no GPU kernel");
    replaceWithBuffers(rewriter, *getTypeConverter(), op, std::move(*results),
                       GpuBuilder::deviceZeroFill, &b);
    return success();
  }

protected:
  virtual bool matches(Operation *op) const {
    if constexpr (sizeof...(Ops) == 0)
      return true;
    else
      return isa<Ops...>(op);
  }
  virtual bool hasKernel(Operation *op) const { return hasGpuKernel(op); }
  virtual std::string role(Operation *op) const {
    return op->getName().stripDialect().str();
  }
  /// The kernel, or failure before it builds anything (no kernel after all).
  virtual FailureOr<Results> build(Operation *op, ArrayRef<ValueRange> operands,
                                   GpuBuilder &b) const = 0;
  /// The buffer type of `op`'s single result.
  MemRefType resultBufferType(Operation *op) const {
    return cast<MemRefType>(
        getTypeConverter()->convertType(op->getResult(0).getType()));
  }

private:
  GpuKernelPattern(const TypeConverter &tc, MLIRContext *ctx, std::true_type)
      : ConversionPattern(tc, (Ops::getOperationName(), ...),
                          kGpuPatternBenefit, ctx) {}
  GpuKernelPattern(const TypeConverter &tc, MLIRContext *ctx, std::false_type)
      : ConversionPattern(tc, MatchAnyOpTypeTag(), kGpuPatternBenefit, ctx) {}
};

/// GpuKernelPattern of one op, built from its typed adaptor (`buildOp`).
template <typename OpTy>
class GpuOpKernelPattern : public GpuKernelPattern<OpTy> {
public:
  using GpuKernelPattern<OpTy>::GpuKernelPattern;
  using Results = typename GpuKernelPattern<OpTy>::Results;
  using Adaptor = typename OpTy::template GenericAdaptor<ArrayRef<ValueRange>>;

protected:
  virtual FailureOr<Results> buildOp(OpTy op, Adaptor adaptor,
                                     GpuBuilder &b) const = 0;
  FailureOr<Results> build(Operation *op, ArrayRef<ValueRange> operands,
                           GpuBuilder &b) const final {
    auto typed = cast<OpTy>(op);
    return buildOp(typed, Adaptor(operands, typed), b);
  }
};

} // namespace stype
} // namespace mlir

#endif // STYPE_PASSES_GPU_GPUBUILDER_H
