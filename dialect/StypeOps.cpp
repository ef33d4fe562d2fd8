//===- StypeOps.cpp - stype operations --------------------------*- C++ -*-===//
//
// Verifiers and storage-kind inference rules (MXNet's FInferStorageType) of
// the stype ops.
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/STLExtras.h"

#include <cmath>

using namespace mlir;
using namespace mlir::stype;

#include "dialect/StypeInterfaces.cpp.inc"

#define GET_OP_CLASSES
#include "dialect/StypeOps.cpp.inc"

using SK = StorageKind;

//===----------------------------------------------------------------------===//
// Shared verification helpers
//===----------------------------------------------------------------------===//

/// Checks that every tensor operand and result has a supported storage kind.
static LogicalResult verifyStorageKinds(Operation *op) {
  for (Type t : llvm::concat<Type>(op->getOperandTypes(), op->getResultTypes()))
    if (auto tensor = dyn_cast<RankedTensorType>(t); tensor && !tensor.getRank())
      return op->emitOpError()
             << "0-d tensors are not supported (MXNet's sparse operators need "
                "at least one dimension); use a tensor<1x...> instead";
  for (auto [i, v] : llvm::enumerate(op->getOperands()))
    if (isa<RankedTensorType>(v.getType()) &&
        failed(getStorageKindOrEmit(op, v.getType(),
                                    "operand #" + std::to_string(i))))
      return failure();
  for (auto [i, v] : llvm::enumerate(op->getResults()))
    if (failed(getStorageKindOrEmit(op, v.getType(),
                                    "result #" + std::to_string(i))))
      return failure();
  return success();
}

/// Prints a shape as "[4, ?]" (dynamic dimensions as '?').
static std::string fmtShape(ArrayRef<int64_t> shape) {
  std::string s = "[";
  for (auto [i, d] : llvm::enumerate(shape))
    s += (i ? ", " : "") +
         (ShapedType::isDynamic(d) ? std::string("?") : std::to_string(d));
  return s + "]";
}

static std::string fmtDim(int64_t d) {
  return ShapedType::isDynamic(d) ? "?" : std::to_string(d);
}

static bool dimsCompatible(int64_t a, int64_t b) {
  return ShapedType::isDynamic(a) || ShapedType::isDynamic(b) || a == b;
}

/// Checks that `b` has the shape and element type of `a` (dynamic dims match
/// anything); `what` names `b` in the message.
static LogicalResult verifySameShapeAndElement(Operation *op, Value a,
                                               Value b, StringRef aName,
                                               StringRef bName) {
  auto ta = cast<RankedTensorType>(a.getType());
  auto tb = cast<RankedTensorType>(b.getType());
  if (ta.getElementType() != tb.getElementType())
    return op->emitOpError() << bName << " element type "
                             << tb.getElementType() << " differs from "
                             << aName << " element type "
                             << ta.getElementType();
  if (ta.getRank() != tb.getRank() ||
      !llvm::all_of(llvm::zip(ta.getShape(), tb.getShape()), [](auto p) {
        return dimsCompatible(std::get<0>(p), std::get<1>(p));
      }))
    return op->emitOpError()
           << bName << " shape " << fmtShape(tb.getShape()) << " differs from "
           << aName << " shape " << fmtShape(ta.getShape());
  return success();
}

static SK kindOf(Value v) { return *getStorageKind(v.getType()); }

//===----------------------------------------------------------------------===//
// CastStorageOp
//===----------------------------------------------------------------------===//

LogicalResult CastStorageOp::verify() {
  if (failed(verifyStorageKinds(*this)))
    return failure();
  return verifySameShapeAndElement(*this, getSource(), getResult(), "source",
                                   "result");
}

OpFoldResult CastStorageOp::fold(FoldAdaptor) {
  if (getSource().getType() == getType())
    return getSource();
  return {};
}

SmallVector<SK> CastStorageOp::inferResultKinds(ArrayRef<SK>) {
  return {kindOf(getResult())};
}

bool CastStorageOp::hasKernel(ArrayRef<SK> in, ArrayRef<SK> out) {
  // csr <-> row_sparse goes through default (a fallback with a remark).
  return in[0] == out[0] || in[0] == SK::Dense || out[0] == SK::Dense;
}

//===----------------------------------------------------------------------===//
// DotOp
//===----------------------------------------------------------------------===//

LogicalResult DotOp::verify() {
  if (failed(verifyStorageKinds(*this)))
    return failure();
  auto lhs = getLhs().getType(), rhs = getRhs().getType();
  auto res = getResult().getType();
  if (lhs.getRank() != 2 || rhs.getRank() != 2)
    return emitOpError() << "operands must be 2-D, got ranks "
                         << lhs.getRank() << " and " << rhs.getRank();
  if (lhs.getElementType() != rhs.getElementType() ||
      lhs.getElementType() != res.getElementType())
    return emitOpError("lhs, rhs and result must have the same element type");
  int64_t m = lhs.getDimSize(getTransposeA() ? 1 : 0);
  int64_t k = lhs.getDimSize(getTransposeA() ? 0 : 1);
  int64_t k2 = rhs.getDimSize(getTransposeB() ? 1 : 0);
  int64_t n = rhs.getDimSize(getTransposeB() ? 0 : 1);
  if (!dimsCompatible(k, k2))
    return emitOpError() << "contraction dimensions differ: " << fmtDim(k)
                         << " vs " << fmtDim(k2);
  if (res.getRank() != 2 || !dimsCompatible(res.getDimSize(0), m) ||
      !dimsCompatible(res.getDimSize(1), n))
    return emitOpError() << "result shape " << fmtShape(res.getShape())
                         << " does not match the product shape ["
                         << fmtDim(m) << ", " << fmtDim(n) << "]";
  return success();
}

SmallVector<SK> DotOp::inferResultKinds(ArrayRef<SK> in) {
  // MXNet's DotForwardInferStorageType: a hint, when given, is the result
  // kind (computed by a kernel or by a fallback).
  if (std::optional<SK> hint = getForwardStype())
    return {*hint};
  bool ta = getTransposeA(), tb = getTransposeB();
  SK l = in[0], r = in[1];
  if (l == SK::Csr && (r == SK::Dense || r == SK::RowSparse) && ta && !tb)
    return {SK::RowSparse};
  // MXNet targets csr for dense x csr with or without transpose_b; only the
  // untransposed case has a kernel there (the other falls back, still csr).
  if (l == SK::Dense && r == SK::Csr && !ta)
    return {SK::Csr};
  return {SK::Dense};
}

bool DotOp::hasKernel(ArrayRef<SK> in, ArrayRef<SK> out) {
  bool ta = getTransposeA(), tb = getTransposeB();
  SK l = in[0], r = in[1], o = out[0];
  if (l == SK::Dense && r == SK::Dense && o == SK::Dense)
    return true;
  if (l == SK::Csr && !ta && !tb && o == SK::Dense)
    return r == SK::Dense || r == SK::RowSparse;
  if (l == SK::Csr && ta && !tb && r == SK::Dense && o == SK::RowSparse)
    return true;
  return false;
}

//===----------------------------------------------------------------------===//
// Elementwise binary ops
//===----------------------------------------------------------------------===//

static LogicalResult verifyElemwise(Operation *op) {
  if (failed(verifyStorageKinds(op)))
    return failure();
  if (failed(verifySameShapeAndElement(op, op->getOperand(0),
                                       op->getOperand(1), "lhs", "rhs")))
    return failure();
  return verifySameShapeAndElement(op, op->getOperand(0), op->getResult(0),
                                   "lhs", "result");
}

/// MXNet's PreferDenseStorageType for add/sub: same kinds keep their kind,
/// anything mixed is dense.
static SmallVector<SK> inferAddSubKinds(ArrayRef<SK> in) {
  if (in[0] == in[1])
    return {in[0]};
  return {SK::Dense};
}

static bool hasAddSubKernel(ArrayRef<SK> in, ArrayRef<SK> out) {
  return in[0] == in[1] && in[0] == out[0] && in[0] != SK::Csr;
}

LogicalResult ElemwiseAddOp::verify() { return verifyElemwise(*this); }
SmallVector<SK> ElemwiseAddOp::inferResultKinds(ArrayRef<SK> in) {
  return inferAddSubKinds(in);
}
bool ElemwiseAddOp::hasKernel(ArrayRef<SK> in, ArrayRef<SK> out) {
  return hasAddSubKernel(in, out);
}

LogicalResult ElemwiseSubOp::verify() { return verifyElemwise(*this); }
SmallVector<SK> ElemwiseSubOp::inferResultKinds(ArrayRef<SK> in) {
  return inferAddSubKinds(in);
}
bool ElemwiseSubOp::hasKernel(ArrayRef<SK> in, ArrayRef<SK> out) {
  return hasAddSubKernel(in, out);
}

//===----------------------------------------------------------------------===//
// SparseRetainOp
//===----------------------------------------------------------------------===//

LogicalResult SparseRetainOp::verify() {
  if (failed(verifyStorageKinds(*this)))
    return failure();
  if (kindOf(getData()) != SK::RowSparse)
    return emitOpError("data must be row_sparse (MXNet's _sparse_retain "
                       "takes a row_sparse array); cast_storage it first");
  if (kindOf(getIndices()) != SK::Dense)
    return emitOpError("indices must be a dense 1-D tensor of i64");
  return verifySameShapeAndElement(*this, getData(), getResult(), "data",
                                   "result");
}

SmallVector<SK> SparseRetainOp::inferResultKinds(ArrayRef<SK>) {
  return {SK::RowSparse};
}

bool SparseRetainOp::hasKernel(ArrayRef<SK> in, ArrayRef<SK> out) {
  return in[0] == SK::RowSparse && out[0] == SK::RowSparse;
}

//===----------------------------------------------------------------------===//
// Optimizers
//===----------------------------------------------------------------------===//

/// Checks the hyper-parameters shared by the SGD family.
template <typename OpTy>
static LogicalResult verifySgdHyper(OpTy op) {
  auto finite = [&](double v, StringRef name) -> LogicalResult {
    if (!std::isfinite(v))
      return op.emitOpError() << name << " must be finite, got " << v;
    return success();
  };
  if (failed(finite(op.getLr().convertToDouble(), "lr")) ||
      failed(finite(op.getWd().convertToDouble(), "wd")) ||
      failed(finite(op.getRescaleGrad().convertToDouble(), "rescale_grad")) ||
      failed(finite(op.getClipGradient().convertToDouble(), "clip_gradient")))
    return failure();
  if (op.getLr().isNegative())
    return op.emitOpError() << "lr must be >= 0, got "
                            << op.getLr().convertToDouble();
  if (op.getWd().isNegative())
    return op.emitOpError() << "wd must be >= 0, got "
                            << op.getWd().convertToDouble();
  return verifySameShapeAndElement(op, op.getWeight(), op.getGrad(), "weight",
                                   "grad");
}

LogicalResult SgdUpdateOp::verify() {
  if (failed(verifyStorageKinds(*this)) || failed(verifySgdHyper(*this)))
    return failure();
  return verifySameShapeAndElement(*this, getWeight(), getResult(), "weight",
                                   "result");
}

SmallVector<SK> SgdUpdateOp::inferResultKinds(ArrayRef<SK> in) {
  return {in[0]};
}

bool SgdUpdateOp::hasKernel(ArrayRef<SK> in, ArrayRef<SK> out) {
  if (out[0] != in[0])
    return false;
  return (in[0] == SK::Dense && in[1] != SK::Csr) ||
         (in[0] == SK::RowSparse && in[1] == SK::RowSparse);
}

LogicalResult SgdMomUpdateOp::verify() {
  if (failed(verifyStorageKinds(*this)) || failed(verifySgdHyper(*this)))
    return failure();
  double mom = getMomentum().convertToDouble();
  if (!(mom >= 0.0 && mom < 1.0))
    return emitOpError() << "momentum must be in [0, 1), got " << mom;
  if (failed(verifySameShapeAndElement(*this, getWeight(), getMom(), "weight",
                                       "mom")) ||
      failed(verifySameShapeAndElement(*this, getWeight(), getWeightOut(),
                                       "weight", "weight_out")))
    return failure();
  return verifySameShapeAndElement(*this, getWeight(), getMomOut(), "weight",
                                   "mom_out");
}

SmallVector<SK> SgdMomUpdateOp::inferResultKinds(ArrayRef<SK> in) {
  return {in[0], in[2]};
}

bool SgdMomUpdateOp::hasKernel(ArrayRef<SK> in, ArrayRef<SK> out) {
  if (out[0] != in[0] || out[1] != in[2])
    return false;
  SK w = in[0], g = in[1], m = in[2];
  if (w == SK::Dense)
    return m == SK::Dense && g != SK::Csr;
  return w == SK::RowSparse && g == SK::RowSparse;
}
