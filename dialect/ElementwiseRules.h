//===- ElementwiseRules.h - shared semantics of the elementwise ops -*- C++
//-*-//
//
// The scalar functions of the scalar ops, shared by their inference rules
// (dialect/ElementwiseOps.cpp) and their kernels
// (passes/lowering/Elementwise.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_DIALECT_ELEMENTWISERULES_H
#define STYPE_DIALECT_ELEMENTWISERULES_H

#include "mlir/IR/Types.h"

namespace mlir {
namespace stype {

/// The function `f(x, scalar)` of a scalar op.
enum class ScalarFn {
  Mul,
  Div,
  Plus,
  Minus,
  RMinus,
  RDiv,
  Eq,
  Ne,
  Gt,
  Ge,
  Lt,
  Le
};

/// Evaluates `f(x, s)` in double precision (comparisons give 1 or 0).
double scalarFn(ScalarFn fn, double x, double s);

/// The scalar attribute rounded to the element type, as the kernel uses it.
double scalarAs(Type elementType, double s);

} // namespace stype
} // namespace mlir

#endif // STYPE_DIALECT_ELEMENTWISERULES_H
