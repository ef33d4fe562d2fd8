//===- KernelTarget.h - what the kernels are built for ----------*- C++ -*-===//
//
// The target of the kernels being lowered (vector width, threads, prefetch
// distance, allocation checks, the device of a GPU lowering) and the names
// of the runtime functions the kernels call.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_PASSES_LOWERING_KERNELTARGET_H
#define STYPE_PASSES_LOWERING_KERNELTARGET_H

#include "mlir/IR/Types.h"
#include "mlir/IR/Value.h"
#include "mlir/Support/LLVM.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <utility>

namespace mlir {
namespace stype {

class KernelBuilder;

/// Name of the runtime function kernels call to report an error.
inline constexpr StringLiteral kKernelErrorFn = "stype_kernel_error";
/// Name of the runtime function kernels call when a shape check fails
/// (checkEqualDims): the code, the op and location, the sizes compared.
inline constexpr StringLiteral kShapeErrorFn = "stype_kernel_shape_error";
/// Name of the runtime function a kernel calls when a buffer cannot be
/// allocated (the reporting block of --stype-lower-kernel-exits).
inline constexpr StringLiteral kAllocErrorFn = "stype_kernel_alloc_error";
struct DeviceLoops;

/// The target of the kernels being lowered: the vector register width in
/// bits (0: scalar loops) and whether row loops may run on several threads.
/// A lowering pass sets it on its StorageTypeConverter; each KernelBuilder
/// carries a copy (kernelTargetOf, KernelBuilder::getTarget).
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
  /// (set by --stype-lower-kernels-gpu; null: the CPU; a static table that
  /// outlives every builder).  With it, in host
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
  std::pair<Value, Value> (*sortedUnique)(KernelBuilder &b, Value ids, Value n,
                                          Value keyBound);
};
/// The OpenMP runtime function parallel kernels ask for the thread count.
inline constexpr StringLiteral kOmpMaxThreadsFn = "omp_get_max_threads";

} // namespace stype
} // namespace mlir

#endif // STYPE_PASSES_LOWERING_KERNELTARGET_H
