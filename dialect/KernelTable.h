//===- KernelTable.h - per-op kernel tables ---------------------*- C++ -*-===//
//
// The kernel table of an op: the rows its `.td` declares (`kernels`, see
// dialect/KernelTable.td), generated into dialect/KernelTable.cpp by
// dialect/gen-kernel-tables.py.  `hasKernel`, the GPU availability and the
// docs' kernel tables all read these rows.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_DIALECT_KERNELTABLE_H
#define STYPE_DIALECT_KERNELTABLE_H

#include "dialect/StypeDialect.h"

namespace mlir {
namespace stype {

/// How the GPU pipeline runs a row's kernel (Stype_GpuForm in the .td).
enum class GpuForm {
  /// A GPU kernel of its own (passes/gpu).
  Own,
  /// The CPU kernel, whose parallel loops the device target launches.
  SharesCpu,
  /// The CPU kernel on the host, between copies (--stype-gpu-host-round-trips).
  Host,
  /// None: target=gpu takes the dense fallback.
  None,
};

/// A set of storage kinds, one bit per StorageKind.
using KindSet = uint8_t;
constexpr KindSet kindBit(StorageKind k) {
  return KindSet(1u << static_cast<unsigned>(k));
}

/// One row of an op's kernel table.
struct KernelRow {
  static constexpr unsigned kMaxPatterns = 8;
  /// The row's label.
  const char *name;
  /// One kind set per operand; with `variadicIn` the last one repeats.
  KindSet in[kMaxPatterns];
  unsigned numIn;
  bool variadicIn;
  KindSet out[kMaxPatterns];
  unsigned numOut;
  bool variadicOut;
  GpuForm gpu;
  /// The row's extra condition (null for none).
  bool (*when)(Operation *op, ArrayRef<StorageKind> in,
               ArrayRef<StorageKind> out);
  /// What the kernel does.
  const char *kernel;
};

/// The rows of `op`'s kernel table; empty when the op declares none (the
/// elementwise maps, whose rules are dialect/ElementwiseOps.def, and the
/// optimizer updates, whose rule table is passes/lowering/Optimizer.cpp).
ArrayRef<KernelRow> getKernelTable(Operation *op);

/// Whether `op` declares a kernel table.
inline bool hasKernelTable(Operation *op) {
  return !getKernelTable(op).empty();
}

/// The first row of `op`'s table that matches these kinds, or null.
const KernelRow *matchKernelRow(Operation *op, ArrayRef<StorageKind> in,
                                ArrayRef<StorageKind> out);
/// The same for the op's own operand and result kinds.
const KernelRow *matchKernelRow(Operation *op);

} // namespace stype
} // namespace mlir

#endif // STYPE_DIALECT_KERNELTABLE_H
