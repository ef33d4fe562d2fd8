//===- StypeOps.h - stype operations ----------------------------*- C++ -*-===//

#ifndef STYPE_DIALECT_STYPEOPS_H
#define STYPE_DIALECT_STYPEOPS_H

#include "dialect/StypeDialect.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "dialect/StypeInterfaces.h.inc"

#define GET_OP_CLASSES
#include "dialect/StypeOps.h.inc"

#endif // STYPE_DIALECT_STYPEOPS_H
