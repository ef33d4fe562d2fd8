//===- LinalgOps.cpp - products ---*- C++ -*-===//
//
// Verifiers and storage-kind inference of the ops in LinalgOps.td.
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"
#include "dialect/VerifyUtils.h"

using namespace mlir;
using namespace mlir::stype;

//===----------------------------------------------------------------------===//
// DotOp
//===----------------------------------------------------------------------===//

/// dot and batch_dot: `batch` leading batch dims (0 or 1) that must agree,
/// then op(lhs) [M, K] times op(rhs) [K, N] (op transposes the last two
/// dims when `ta` / `tb` is set) into a result [batch..., M, N].
static LogicalResult verifyProduct(Operation *op, RankedTensorType lhs,
                                   RankedTensorType rhs, RankedTensorType res,
                                   bool ta, bool tb, int64_t batch) {
  if (failed(verifyStorageKinds(op)))
    return failure();
  int64_t rank = 2 + batch;
  if (lhs.getRank() != rank || rhs.getRank() != rank)
    return op->emitOpError() << "operands must be " << rank << "-D, got ranks "
                             << lhs.getRank() << " and " << rhs.getRank();
  if (lhs.getElementType() != rhs.getElementType() ||
      lhs.getElementType() != res.getElementType())
    return op->emitOpError(
        "lhs, rhs and result must have the same element type");
  SmallVector<int64_t> shape;
  if (batch) {
    int64_t bl = lhs.getDimSize(0), br = rhs.getDimSize(0);
    if (!dimsCompatible(bl, br))
      return op->emitOpError() << "batch dimensions differ: " << fmtDim(bl)
                               << " vs " << fmtDim(br);
    shape.push_back(ShapedType::isDynamic(bl) ? br : bl);
  }
  int64_t m = lhs.getDimSize(batch + (ta ? 1 : 0));
  int64_t k = lhs.getDimSize(batch + (ta ? 0 : 1));
  int64_t k2 = rhs.getDimSize(batch + (tb ? 1 : 0));
  int64_t n = rhs.getDimSize(batch + (tb ? 0 : 1));
  if (!dimsCompatible(k, k2))
    return op->emitOpError() << "contraction dimensions differ: " << fmtDim(k)
                             << " vs " << fmtDim(k2);
  shape.append({m, n});
  bool ok = res.getRank() == rank;
  for (int64_t d = 0; ok && d < rank; ++d)
    ok = dimsCompatible(res.getDimSize(d), shape[d]);
  if (!ok)
    return op->emitOpError()
           << "result shape " << fmtShape(res.getShape())
           << " does not match the product shape " << fmtShape(shape);
  // The kernel sizes its result from the operands (a static batch size
  // from either).
  return verifyNotMoreStatic(op, res.getShape(), shape, "product");
}

LogicalResult DotOp::verify() {
  return verifyProduct(*this, getLhs().getType(), getRhs().getType(),
                       getResult().getType(), getTransposeA(), getTransposeB(),
                       /*batch=*/0);
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

//===----------------------------------------------------------------------===//
// BatchDotOp
//===----------------------------------------------------------------------===//

LogicalResult BatchDotOp::verify() {
  return verifyProduct(*this, getLhs().getType(), getRhs().getType(),
                       getResult().getType(), getTransposeA(), getTransposeB(),
                       /*batch=*/1);
}

/// MXNet's batch_dot has no FInferStorageType (DefaultStorageType): the
/// result is default, and only default operands have a kernel.
SmallVector<SK> BatchDotOp::inferResultKinds(ArrayRef<SK>) {
  return {SK::Dense};
}
