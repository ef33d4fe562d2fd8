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
// A launch with no thread to run is skipped on the host (CUDA rejects empty
// grids).
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_PASSES_GPU_GPUBUILDER_H
#define STYPE_PASSES_GPU_GPUBUILDER_H

#include "passes/lowering/KernelBuilder.h"

namespace mlir {
namespace stype {

class GpuBuilder : public KernelBuilder {
public:
  GpuBuilder(Location loc, const OpBuilder &b) : KernelBuilder(loc, b) {}

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

  /// Sets every element of a device buffer to `value`.
  void deviceFill(Value memref, Value value);
  /// Reads `memref[i]` (rank 1, on the device) back to the host.
  Value readBack(Value memref, Value i);
  /// The inclusive prefix sum of the first `n` entries of the i64 device
  /// buffer `in`, in a fresh device buffer of size n (Hillis-Steele: 2
  /// ceil(log2 n) launches; integer sums, so exact and deterministic).
  Value inclusiveScanI64(Value in, Value n);
  /// Sorts the i64 device buffer `keys`, whose size is a power of two, in
  /// place (bitonic network: log2(size)*(log2(size)+1)/2 launches).
  void bitonicSortI64(Value keys, Value size);
  /// The smallest power of two >= n (1 for n <= 1), computed on the host.
  Value nextPowerOfTwo(Value n);
  /// The last of the first `n` entries of the i64 device buffer `prefix` (a
  /// prefix sum's total), read back to the host as an index; 0 when n is 0.
  Value readBackLastOrZero(Value prefix, Value n);

  /// Entries 0 .. count-1 grouped into runs by a row key, each run's
  /// entries in position order (see groupByRow).
  struct Runs {
    /// Sorted keys row * count + position, padded with INT64_MAX to a
    /// power of two.
    Value keys;
    /// count as i64 (the keys' multiplier).
    Value count64;
    /// ids[r] (i64): the row of run r, ascending; start[r] .. start[r+1]
    /// (i64, nnr + 1 of them): the run's positions in `keys`.
    Value ids, start;
    /// The number of runs, on the host.
    Value numRuns;

    /// The entry (position) of sorted key q, an index.
    Value entryAt(KernelBuilder &b, Value q) const;
    /// Frees keys, ids and start.
    void free(GpuBuilder &b) const;
  };
  /// Sorts entries 0 .. count-1 by (rowOf(p), p) with a bitonic network on
  /// the keys rowOf(p) * count + p (rowOf: an i64 row >= 0, read on the
  /// device), flags the first entry of each row, numbers the runs with a
  /// prefix sum and records each run's row and start: the grouping of
  /// dot(csr^T, dense) and of the fused kernels (GpuFusion.cpp).  Integer
  /// work only: deterministic.
  Runs groupByRow(Value count,
                  function_ref<Value(KernelBuilder &, Value p)> rowOf);
};

/// True if --stype-lower-kernels-gpu has a kernel for `op` with the storage
/// kinds of its operands and results.
bool hasGpuKernel(Operation *op);

/// rowOf[p] (i64): the csr row of entry p, for every entry of `x` (one
/// thread per csr row).
Value csrRowOfEntries(GpuBuilder &b, CsrBuffers x);
/// Element (r, j) of dot(x^T, rhs): the sum over the entries p of run r
/// (`runs` grouped by column) of x.data[p] * rhs[rowOf[p], j], accumulated
/// with fused multiply-adds from 0 in csr row order (the CPU kernel's
/// order).  For one thread of a launch.
Value dotTransposedElement(KernelBuilder &b, const GpuBuilder::Runs &runs,
                           Value r, CsrBuffers x, Value rowOf, Value rhs,
                           Value j, Type elt);

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

} // namespace stype
} // namespace mlir

#endif // STYPE_PASSES_GPU_GPUBUILDER_H
