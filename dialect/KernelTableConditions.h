//===- KernelTableConditions.h - helpers of the kernel rows -----*- C++ -*-===//
//
// The predicates that the `when` conditions of the ops' kernel rows
// (dialect/*.td, `kernels`) call, for conditions longer than one line.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_DIALECT_KERNELTABLECONDITIONS_H
#define STYPE_DIALECT_KERNELTABLECONDITIONS_H

#include "dialect/StypeOps.h"

namespace mlir {
namespace stype {

/// The ranked tensor type of `v` (every tensor operand of a stype op).
inline RankedTensorType rankedType(Value v) {
  return ::llvm::cast<RankedTensorType>(v.getType());
}

/// The dense operand of a (csr, dense) broadcast pair can be broadcast by
/// the csr kernels: rank <= 2 and no static dimension of the csr that is 1
/// where the dense one is not (dialect/CombineOps.cpp).
bool denseBroadcastsIntoCsr(RankedTensorType csr, RankedTensorType dense);

/// Every step of the slice is 1 (MXNet's condition for the csr kernel;
/// dialect/IndexingOps.cpp).
bool unitSteps(SliceOp op);

/// The first `n` kinds are `first`, the rest default (dgl_graph_compact:
/// its graphs, then their vertex counts).
inline bool firstKindsThenDense(ArrayRef<StorageKind> kinds, size_t n,
                                StorageKind first) {
  for (auto [i, k] : ::llvm::enumerate(kinds))
    if (k != (i < n ? first : StorageKind::Dense))
      return false;
  return true;
}

} // namespace stype
} // namespace mlir

#endif // STYPE_DIALECT_KERNELTABLECONDITIONS_H
