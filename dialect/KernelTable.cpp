//===- KernelTable.cpp - per-op kernel tables
//------------------------------===//
//
// The generated tables (dialect/gen-kernel-tables.py from the ops' `kernels`
// rows) and the row matching that `hasKernel` and the GPU availability use.
//
//===----------------------------------------------------------------------===//

#include "dialect/KernelTable.h"
#include "dialect/KernelTableConditions.h"
#include "dialect/StypeOps.h"

#include "llvm/ADT/DenseMap.h"

using namespace mlir;
using namespace mlir::stype;

namespace mlir {
namespace stype {
#include "dialect/KernelTables.cpp.inc"
} // namespace stype
} // namespace mlir

ArrayRef<KernelRow> mlir::stype::getKernelTable(Operation *op) {
  static const llvm::DenseMap<TypeID, ArrayRef<KernelRow>> tables = [] {
    llvm::DenseMap<TypeID, ArrayRef<KernelRow>> t;
    fillKernelTables(t);
    return t;
  }();
  std::optional<RegisteredOperationName> name = op->getRegisteredInfo();
  if (!name)
    return {};
  return tables.lookup(name->getTypeID());
}

/// Whether `kinds` match `patterns` (the last one repeating when
/// `variadic`; kinds past the patterns must be default).
static bool matches(ArrayRef<StorageKind> kinds, const KindSet *patterns,
                    unsigned count, bool variadic) {
  if (kinds.size() < count)
    return false;
  for (auto [i, k] : llvm::enumerate(kinds)) {
    KindSet allowed = i < count  ? patterns[i]
                      : variadic ? patterns[count - 1]
                                 : kindBit(StorageKind::Dense);
    if (!(allowed & kindBit(k)))
      return false;
  }
  return true;
}

const KernelRow *mlir::stype::matchKernelRow(Operation *op,
                                             ArrayRef<StorageKind> in,
                                             ArrayRef<StorageKind> out) {
  for (const KernelRow &row : getKernelTable(op))
    if (matches(in, row.in, row.numIn, row.variadicIn) &&
        matches(out, row.out, row.numOut, row.variadicOut) &&
        (!row.when || row.when(op, in, out)))
      return &row;
  return nullptr;
}

const KernelRow *mlir::stype::matchKernelRow(Operation *op) {
  return matchKernelRow(op, getStorageKinds(op->getOperandTypes()),
                        getStorageKinds(op->getResultTypes()));
}
