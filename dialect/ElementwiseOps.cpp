//===- ElementwiseOps.cpp - elementwise ops ---*- C++ -*-===//
//
// Verifiers and storage-kind inference of the ops in ElementwiseOps.td: one
// rule function per MXNet FInferStorageType, applied to the op lists of
// ElementwiseOps.def.
//
//===----------------------------------------------------------------------===//

#include "dialect/ElementwiseRules.h"
#include "dialect/StypeOps.h"
#include "dialect/VerifyUtils.h"

using namespace mlir;
using namespace mlir::stype;

//===----------------------------------------------------------------------===//
// Verifiers
//===----------------------------------------------------------------------===//

static LogicalResult verifyBinary(Operation *op) {
  if (failed(verifyStorageKinds(op)))
    return failure();
  if (failed(verifySameShapeAndElement(op, op->getOperand(0), op->getOperand(1),
                                       "lhs", "rhs")))
    return failure();
  return verifySameShapeAndElement(op, op->getOperand(0), op->getResult(0),
                                   "lhs", "result");
}

static LogicalResult verifyUnary(Operation *op) {
  if (failed(verifyStorageKinds(op)))
    return failure();
  return verifySameShapeAndElement(op, op->getOperand(0), op->getResult(0),
                                   "data", "result");
}

//===----------------------------------------------------------------------===//
// Binary: MXNet's rules
//===----------------------------------------------------------------------===//

namespace {
bool isSparse(SK k) { return k != SK::Dense; }

/// PreferDenseStorageType<cpu_only, rsp = true, csr = true> (add, sub).
SmallVector<SK> inferAddSubKinds(ArrayRef<SK> in) {
  if (in[0] == in[1])
    return {in[0]};
  return {SK::Dense};
}
bool hasAddSubKernel(ArrayRef<SK> in, ArrayRef<SK> out) {
  // Everything but the mixed sparse pair (row_sparse with csr).
  return out[0] == inferAddSubKinds(in)[0] &&
         !(isSparse(in[0]) && isSparse(in[1]) && in[0] != in[1]);
}

/// PreferSparseStorageType (mul).
SmallVector<SK> inferMulKinds(ArrayRef<SK> in) {
  if (in[0] == in[1])
    return {in[0]};
  if (isSparse(in[0]) && isSparse(in[1]))
    return {SK::Dense}; // row_sparse with csr: fallback
  return {isSparse(in[0]) ? in[0] : in[1]};
}
bool hasMulKernel(ArrayRef<SK> in, ArrayRef<SK> out) {
  return out[0] == inferMulKinds(in)[0] &&
         !(isSparse(in[0]) && isSparse(in[1]) && in[0] != in[1]);
}

/// ElemwiseStorageType<2, 1, cpu_only, rsp, csr> (maximum, minimum, hypot,
/// grad_add): all default, all row_sparse or all csr keep the kind, anything
/// else falls back.
SmallVector<SK> inferSparseKinds(ArrayRef<SK> in) {
  return {in[0] == in[1] ? in[0] : SK::Dense};
}
bool hasSparseKernel(ArrayRef<SK> in, ArrayRef<SK> out) {
  return in[0] == in[1] && out[0] == in[0];
}

/// SparseSparseWithDenseResult (div, power, the `_DR` backward ops): the
/// result is always default.  A default operand dispatches to MXNet's dense
/// FCompute (no warning), so default with anything and row_sparse with
/// row_sparse have kernels; the sparse pairs with a csr fall back.
SmallVector<SK> inferDenseResultKinds(ArrayRef<SK>) { return {SK::Dense}; }
bool hasDenseResultKernel(ArrayRef<SK> in, ArrayRef<SK> out) {
  if (out[0] != SK::Dense)
    return false;
  return in[0] == SK::Dense || in[1] == SK::Dense ||
         (in[0] == SK::RowSparse && in[1] == SK::RowSparse);
}

/// StorageTypeRspOrDenseOutput (scatter_elemwise_div): default/default ->
/// default, a row_sparse lhs -> row_sparse (any rhs), else fallback.
SmallVector<SK> inferScatterKinds(ArrayRef<SK> in) {
  return {in[0] == SK::RowSparse ? SK::RowSparse : SK::Dense};
}
bool hasScatterKernel(ArrayRef<SK> in, ArrayRef<SK> out) {
  if (in[0] == SK::RowSparse)
    return out[0] == SK::RowSparse;
  return in[0] == SK::Dense && in[1] == SK::Dense && out[0] == SK::Dense;
}
} // namespace

#define STYPE_BINARY_OP(Op, Rule)                                              \
  LogicalResult Op::verify() { return verifyBinary(*this); }                   \
  SmallVector<SK> Op::inferResultKinds(ArrayRef<SK> in) {                      \
    return infer##Rule##Kinds(in);                                             \
  }                                                                            \
  bool Op::hasKernel(ArrayRef<SK> in, ArrayRef<SK> out) {                      \
    return has##Rule##Kernel(in, out);                                         \
  }
#define STYPE_BACKWARD_OP(Op, Rule, Grad) STYPE_BINARY_OP(Op, Rule)
#include "dialect/ElementwiseOps.def"

//===----------------------------------------------------------------------===//
// Scalar ops
//===----------------------------------------------------------------------===//

double mlir::stype::scalarFn(ScalarFn fn, double x, double s) {
  switch (fn) {
  case ScalarFn::Mul:
    return x * s;
  case ScalarFn::Div:
    return x / s;
  case ScalarFn::Plus:
    return x + s;
  case ScalarFn::Minus:
    return x - s;
  case ScalarFn::RMinus:
    return s - x;
  case ScalarFn::RDiv:
    return s / x;
  case ScalarFn::Eq:
    return x == s ? 1 : 0;
  case ScalarFn::Ne:
    return x != s ? 1 : 0;
  case ScalarFn::Gt:
    return x > s ? 1 : 0;
  case ScalarFn::Ge:
    return x >= s ? 1 : 0;
  case ScalarFn::Lt:
    return x < s ? 1 : 0;
  case ScalarFn::Le:
    return x <= s ? 1 : 0;
  }
  llvm_unreachable("unknown scalar function");
}

double mlir::stype::scalarAs(Type elementType, double s) {
  return elementType.isF32() ? static_cast<double>(static_cast<float>(s)) : s;
}

namespace {
double scalarOf(Operation *op) {
  auto s = cast<FloatAttr>(op->getAttr("scalar")).getValueAsDouble();
  return scalarAs(
      cast<ShapedType>(op->getOperand(0).getType()).getElementType(), s);
}

/// BinaryScalarStorageType (mul, div): every kind is kept.
SmallVector<SK> inferKeepKinds(Operation *, ScalarFn, ArrayRef<SK> in) {
  return {in[0]};
}
bool hasKeepKernel(Operation *op, ScalarFn fn, ArrayRef<SK> in,
                   ArrayRef<SK> out) {
  return out[0] == in[0];
}

/// BinaryScalarStorageTypeWithDenseResultStorageType (plus, minus).
SmallVector<SK> inferKeepIfZeroKinds(Operation *op, ScalarFn, ArrayRef<SK> in) {
  return {scalarOf(op) == 0 ? in[0] : SK::Dense};
}
bool hasKeepIfZeroKernel(Operation *op, ScalarFn fn, ArrayRef<SK> in,
                         ArrayRef<SK> out) {
  return out[0] == inferKeepIfZeroKinds(op, fn, in)[0];
}

/// No sparse support (rminus, rdiv): default; sparse inputs fall back.
SmallVector<SK> inferDenseKinds(Operation *, ScalarFn, ArrayRef<SK>) {
  return {SK::Dense};
}
bool hasDenseKernel(Operation *, ScalarFn, ArrayRef<SK> in, ArrayRef<SK> out) {
  return in[0] == SK::Dense && out[0] == SK::Dense;
}

/// Comparisons: the kind is kept iff op(0, scalar) == 0, else fallback.
SmallVector<SK> inferCompareKinds(Operation *op, ScalarFn fn, ArrayRef<SK> in) {
  return {scalarFn(fn, 0.0, scalarOf(op)) == 0 ? in[0] : SK::Dense};
}
bool hasCompareKernel(Operation *op, ScalarFn fn, ArrayRef<SK> in,
                      ArrayRef<SK> out) {
  if (in[0] == SK::Dense)
    return out[0] == SK::Dense;
  return out[0] == in[0] && inferCompareKinds(op, fn, in)[0] == in[0];
}
} // namespace

#define STYPE_SCALAR_OP(Op, Rule, Fn)                                          \
  LogicalResult Op::verify() { return verifyUnary(*this); }                    \
  SmallVector<SK> Op::inferResultKinds(ArrayRef<SK> in) {                      \
    return infer##Rule##Kinds(*this, ScalarFn::Fn, in);                        \
  }                                                                            \
  bool Op::hasKernel(ArrayRef<SK> in, ArrayRef<SK> out) {                      \
    return has##Rule##Kernel(*this, ScalarFn::Fn, in, out);                    \
  }
#include "dialect/ElementwiseOps.def"

//===----------------------------------------------------------------------===//
// Unary ops: ElemwiseStorageType<1, 1, false, true, true> when f(0) == 0
//===----------------------------------------------------------------------===//

namespace {
SmallVector<SK> inferUnaryKinds(bool zeroPreserving, ArrayRef<SK> in) {
  return {zeroPreserving ? in[0] : SK::Dense};
}
bool hasUnaryKernel(bool zeroPreserving, ArrayRef<SK> in, ArrayRef<SK> out) {
  if (!zeroPreserving)
    return in[0] == SK::Dense && out[0] == SK::Dense;
  return in[0] == out[0];
}
} // namespace

#define STYPE_UNARY_OP(Op, Fn)                                                 \
  LogicalResult Op::verify() { return verifyUnary(*this); }                    \
  SmallVector<SK> Op::inferResultKinds(ArrayRef<SK> in) {                      \
    return inferUnaryKinds(kZeroPreserving, in);                               \
  }                                                                            \
  bool Op::hasKernel(ArrayRef<SK> in, ArrayRef<SK> out) {                      \
    return hasUnaryKernel(kZeroPreserving, in, out);                           \
  }
#include "dialect/ElementwiseOps.def"

//===----------------------------------------------------------------------===//
// clip (ClipStorageType)
//===----------------------------------------------------------------------===//

LogicalResult ClipOp::verify() { return verifyUnary(*this); }

bool ClipOp::keepsSparsity() {
  return getAMin().convertToDouble() <= 0 && getAMax().convertToDouble() >= 0;
}

SmallVector<SK> ClipOp::inferResultKinds(ArrayRef<SK> in) {
  return {keepsSparsity() ? in[0] : SK::Dense};
}

bool ClipOp::hasKernel(ArrayRef<SK> in, ArrayRef<SK> out) {
  if (in[0] == SK::Dense)
    return out[0] == SK::Dense;
  return keepsSparsity() && out[0] == in[0];
}

//===----------------------------------------------------------------------===//
// quadratic (QuadraticOpStorageType)
//===----------------------------------------------------------------------===//

LogicalResult QuadraticOp::verify() { return verifyUnary(*this); }

bool QuadraticOp::keepsSparsity() {
  return scalarAs(getData().getType().getElementType(),
                  getC().convertToDouble()) == 0;
}

SmallVector<SK> QuadraticOp::inferResultKinds(ArrayRef<SK> in) {
  return {in[0] == SK::Csr && keepsSparsity() ? SK::Csr : SK::Dense};
}

bool QuadraticOp::hasKernel(ArrayRef<SK> in, ArrayRef<SK> out) {
  if (in[0] == SK::Dense)
    return out[0] == SK::Dense;
  return in[0] == SK::Csr && keepsSparsity() && out[0] == SK::Csr;
}

//===----------------------------------------------------------------------===//
// zeros_like (ElemwiseStorageType<1, 1, false, true, true>)
//===----------------------------------------------------------------------===//

LogicalResult ZerosLikeOp::verify() { return verifyUnary(*this); }

SmallVector<SK> ZerosLikeOp::inferResultKinds(ArrayRef<SK> in) {
  return {in[0]};
}

bool ZerosLikeOp::hasKernel(ArrayRef<SK> in, ArrayRef<SK> out) {
  return in[0] == out[0];
}
