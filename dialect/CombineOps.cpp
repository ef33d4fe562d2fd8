//===- CombineOps.cpp - ops that combine tensors ----------------*- C++ -*-===//
//
// Verifiers and storage-kind inference of the ops in CombineOps.td: where,
// broadcast_{add,sub,mul,div}, add_n and concat (MXNet's WhereOpForward-,
// BinaryBroadcast*-, ElementWiseSumForward- and ConcatForwardInferStorageType).
//
//===----------------------------------------------------------------------===//

#include "dialect/KernelTableConditions.h"
#include "dialect/StypeOps.h"
#include "dialect/VerifyUtils.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

#include <limits>

using namespace mlir;
using namespace mlir::stype;

namespace {

bool allOf(ArrayRef<SK> kinds, SK k) {
  return llvm::all_of(kinds, [&](SK x) { return x == k; });
}

RankedTensorType tensorType(Value v) {
  return cast<RankedTensorType>(v.getType());
}

/// Checks that `result` has the element type of `operand`.
LogicalResult verifySameElement(Operation *op, Value operand, Value result,
                                StringRef name) {
  if (tensorType(operand).getElementType() !=
      tensorType(result).getElementType())
    return op->emitOpError()
           << "result element type " << tensorType(result).getElementType()
           << " differs from " << name << " element type "
           << tensorType(operand).getElementType();
  return success();
}

} // namespace

//===----------------------------------------------------------------------===//
// WhereOp
//===----------------------------------------------------------------------===//

LogicalResult WhereOp::verify() {
  if (failed(verifyStorageKinds(*this)) ||
      failed(verifySameShapeAndElement(*this, getX(), getY(), "x", "y")) ||
      failed(
          verifySameShapeAndElement(*this, getX(), getResult(), "x", "result")))
    return failure();
  auto cond = tensorType(getCondition()), x = tensorType(getX());
  bool sameShape =
      cond.getRank() == x.getRank() &&
      llvm::all_of(llvm::zip(cond.getShape(), x.getShape()), [](auto p) {
        return dimsCompatible(std::get<0>(p), std::get<1>(p));
      });
  bool rowVector = cond.getRank() == 1 &&
                   dimsCompatible(cond.getDimSize(0), x.getDimSize(0));
  if (!sameShape && !rowVector)
    return emitOpError() << "condition shape " << fmtShape(cond.getShape())
                         << " must equal the shape of x "
                         << fmtShape(x.getShape())
                         << " or be 1-D with one entry per row of x";
  return success();
}

SmallVector<SK> WhereOp::inferResultKinds(ArrayRef<SK>) {
  // (D, D, D) -> D by kFCompute, (C, D, D) -> D by kFComputeEx, else a
  // fallback with a default result: always default.
  return {SK::Dense};
}

//===----------------------------------------------------------------------===//
// Broadcast binary ops
//===----------------------------------------------------------------------===//

namespace {

/// numpy broadcasting of two static-or-dynamic shapes (aligned on the right).
FailureOr<SmallVector<int64_t>> broadcastShape(ArrayRef<int64_t> a,
                                               ArrayRef<int64_t> b) {
  size_t rank = std::max(a.size(), b.size());
  SmallVector<int64_t> out(rank);
  for (size_t i = 0; i < rank; ++i) {
    int64_t da = i < rank - a.size() ? 1 : a[i - (rank - a.size())];
    int64_t db = i < rank - b.size() ? 1 : b[i - (rank - b.size())];
    if (da == 1)
      out[i] = db;
    else if (db == 1)
      out[i] = da;
    else if (ShapedType::isDynamic(da))
      out[i] = db;
    else if (ShapedType::isDynamic(db) || da == db)
      out[i] = da;
    else
      return failure();
  }
  return out;
}

LogicalResult verifyBroadcast(Operation *op, Value lhs, Value rhs,
                              Value result) {
  if (failed(verifyStorageKinds(op)))
    return failure();
  auto l = tensorType(lhs), r = tensorType(rhs), res = tensorType(result);
  if (l.getElementType() != r.getElementType())
    return op->emitOpError()
           << "lhs and rhs element types differ: " << l.getElementType()
           << " vs " << r.getElementType();
  if (failed(verifySameElement(op, lhs, result, "lhs")))
    return failure();
  FailureOr<SmallVector<int64_t>> shape =
      broadcastShape(l.getShape(), r.getShape());
  if (failed(shape))
    return op->emitOpError()
           << "lhs shape " << fmtShape(l.getShape()) << " and rhs shape "
           << fmtShape(r.getShape()) << " do not broadcast";
  if (res.getRank() != static_cast<int64_t>(shape->size()) ||
      !llvm::all_of(llvm::zip(res.getShape(), *shape), [](auto p) {
        return dimsCompatible(std::get<0>(p), std::get<1>(p));
      }))
    return op->emitOpError()
           << "result shape " << fmtShape(res.getShape())
           << " does not match the broadcast shape " << fmtShape(*shape);
  return success();
}

} // namespace

/// The dense operand of a (csr, dense) pair can be broadcast by the csr
/// kernels: rank <= 2 and no static dimension of the csr that is 1 where the
/// dense one is not (the result would be larger than the csr).
bool mlir::stype::denseBroadcastsIntoCsr(RankedTensorType csr,
                                         RankedTensorType dense) {
  if (dense.getRank() > 2)
    return false;
  for (int64_t i = 0; i < dense.getRank(); ++i) {
    int64_t dc = csr.getDimSize(i + 2 - dense.getRank());
    if (dc == 1 && dense.getDimSize(i) != 1)
      return false;
  }
  return true;
}

#define BROADCAST_VERIFY(OP)                                                   \
  LogicalResult OP::verify() {                                                 \
    return verifyBroadcast(*this, getLhs(), getRhs(), getResult());            \
  }
BROADCAST_VERIFY(BroadcastAddOp)
BROADCAST_VERIFY(BroadcastSubOp)
BROADCAST_VERIFY(BroadcastMulOp)
BROADCAST_VERIFY(BroadcastDivOp)
#undef BROADCAST_VERIFY

namespace {

/// BinaryBroadcastMulStorageType: (C, D) -> C; all default -> D; else a
/// fallback (D).  A result of rank > 2 (a dense operand of rank > 2) cannot
/// be csr: MXNet fails at run time, stype falls back to default.
SK mulDivKind(ArrayRef<SK> in, Value result) {
  bool csr = in[0] == SK::Csr && in[1] == SK::Dense &&
             tensorType(result).getRank() == 2;
  return csr ? SK::Csr : SK::Dense;
}

} // namespace

SmallVector<SK> BroadcastAddOp::inferResultKinds(ArrayRef<SK>) {
  return {SK::Dense};
}
SmallVector<SK> BroadcastSubOp::inferResultKinds(ArrayRef<SK>) {
  return {SK::Dense};
}
SmallVector<SK> BroadcastMulOp::inferResultKinds(ArrayRef<SK> in) {
  return {mulDivKind(in, getResult())};
}
SmallVector<SK> BroadcastDivOp::inferResultKinds(ArrayRef<SK> in) {
  return {mulDivKind(in, getResult())};
}
//===----------------------------------------------------------------------===//
// AddNOp
//===----------------------------------------------------------------------===//

LogicalResult AddNOp::verify() {
  if (getArgs().empty())
    return emitOpError("needs at least one operand");
  if (failed(verifyStorageKinds(*this)))
    return failure();
  for (auto [i, v] : llvm::enumerate(getArgs()))
    if (failed(verifySameShapeAndElement(*this, getArgs()[0], v, "operand #0",
                                         "operand #" + std::to_string(i))))
      return failure();
  return verifySameShapeAndElement(*this, getArgs()[0], getResult(),
                                   "operand #0", "result");
}

SmallVector<SK> AddNOp::inferResultKinds(ArrayRef<SK> in) {
  // ElemwiseStorageAttr<cpu_only=false, rsp=true, csr=false>: all D -> D,
  // all R -> R; then (D, C, D) -> D, > 4 operands with a D -> D; else the
  // fallback, whose result is default.
  if (allOf(in, SK::RowSparse))
    return {SK::RowSparse};
  return {SK::Dense};
}

//===----------------------------------------------------------------------===//
// ConcatOp
//===----------------------------------------------------------------------===//

int64_t ConcatOp::getNormalizedDim() {
  int64_t rank = tensorType(getResult()).getRank();
  // I64Attr's getter zero-extends: the cast recovers negative values.
  int64_t d = static_cast<int64_t>(getDim());
  return d < 0 ? d + rank : d;
}

LogicalResult ConcatOp::verify() {
  if (getArgs().empty())
    return emitOpError("needs at least one operand");
  if (failed(verifyStorageKinds(*this)))
    return failure();
  auto first = tensorType(getArgs()[0]);
  int64_t rank = first.getRank();
  int64_t dim = static_cast<int64_t>(getDim());
  if (dim < -rank || dim >= rank)
    return emitOpError() << "dim " << dim << " is out of range for rank "
                         << rank;
  int64_t d = dim < 0 ? dim + rank : dim;
  int64_t total = 0;
  for (auto [i, v] : llvm::enumerate(getArgs())) {
    auto t = tensorType(v);
    if (t.getElementType() != first.getElementType() || t.getRank() != rank)
      return emitOpError() << "operand #" << i << " (" << t
                           << ") differs from operand #0 (" << first
                           << ") in element type or rank";
    for (int64_t k = 0; k < rank; ++k)
      if (k != d && !dimsCompatible(t.getDimSize(k), first.getDimSize(k)))
        return emitOpError()
               << "operand #" << i << " shape " << fmtShape(t.getShape())
               << " differs from operand #0 shape "
               << fmtShape(first.getShape()) << " outside dimension " << d;
    if (total == ShapedType::kDynamic)
      continue;
    if (t.isDynamicDim(d))
      total = ShapedType::kDynamic;
    else if (llvm::AddOverflow(total, t.getDimSize(d), total))
      return emitOpError() << "the joined dimension " << d
                           << " overflows int64 at operand #" << i
                           << " (its sizes add up past "
                           << std::numeric_limits<int64_t>::max() << ")";
  }
  auto res = tensorType(getResult());
  SmallVector<int64_t> expected(first.getShape());
  expected[d] = total;
  if (res.getElementType() != first.getElementType() || res.getRank() != rank ||
      !llvm::all_of(llvm::zip(res.getShape(), expected), [](auto p) {
        return dimsCompatible(std::get<0>(p), std::get<1>(p));
      }))
    return emitOpError() << "result type " << res
                         << " does not match the joined shape "
                         << fmtShape(expected) << " of element type "
                         << first.getElementType();
  return success();
}

SmallVector<SK> ConcatOp::inferResultKinds(ArrayRef<SK> in) {
  // ConcatForwardInferStorageType: all csr on dim 0 -> csr; otherwise
  // default (by kFCompute or a fallback).
  if (allOf(in, SK::Csr) && getNormalizedDim() == 0)
    return {SK::Csr};
  return {SK::Dense};
}
