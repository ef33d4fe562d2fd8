//===- FusionOps.h - what stype.fused_update may hold -----------*- C++ -*-===//
//
// The classification of ops shared by the verifier of stype.fused_update
// (FusionOps.cpp), the pass that creates it (passes/FuseUpdate.cpp) and its
// kernel (passes/lowering/Fusion.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_DIALECT_FUSIONOPS_H
#define STYPE_DIALECT_FUSIONOPS_H

#include "mlir/IR/Operation.h"

namespace mlir {
namespace stype {

/// The part an op (with its inferred storage kinds) can play in a fused
/// update.
enum class FusionRole {
  None,
  /// dot(csr^T, default) -> row_sparse, or embedding_grad -> row_sparse.
  Producer,
  /// An elementwise op or add_n on row_sparse operands with a row_sparse
  /// result whose rows are the union of its operands' rows.
  Elementwise,
  /// An optimizer update with a row_sparse gradient (operand #1).
  Update,
};

FusionRole fusionRoleOf(Operation *op);

/// True for every optimizer update that fusion handles (whatever its storage
/// kinds): an OptimizerUpdateOpInterface op that is not multi-precision.
bool isOptimizerUpdate(Operation *op);

} // namespace stype
} // namespace mlir

#endif // STYPE_DIALECT_FUSIONOPS_H
