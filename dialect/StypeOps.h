//===- StypeOps.h - stype operations ----------------------------*- C++ -*-===//

#ifndef STYPE_DIALECT_STYPEOPS_H
#define STYPE_DIALECT_STYPEOPS_H

#include "dialect/StypeDialect.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "dialect/StypeInterfaces.h.inc"

namespace mlir {
namespace stype {
/// Verifies that every tensor operand and result of `op` has a static byte
/// size (dense equivalent, dynamic dims left out) that fits int64.
LogicalResult verifyBoundedShapes(Operation *op);

/// The op trait of Stype_BoundedShapes (StypeOps.td).
template <typename ConcreteType>
class BoundedShapes : public OpTrait::TraitBase<ConcreteType, BoundedShapes> {
public:
  static LogicalResult verifyTrait(Operation *op) {
    return verifyBoundedShapes(op);
  }
};
} // namespace stype
} // namespace mlir

#define GET_OP_CLASSES
#include "dialect/StypeOps.h.inc"

#endif // STYPE_DIALECT_STYPEOPS_H
