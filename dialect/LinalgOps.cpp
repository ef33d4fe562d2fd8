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
  // The kernel sizes its result from the operands.
  if (failed(verifyNotMoreStatic(*this, res.getShape(), {m, n}, "product")))
    return failure();
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
  bool rhsDenseOrRsp = r == SK::Dense || r == SK::RowSparse;
  if (l == SK::Dense && r == SK::Dense && o == SK::Dense)
    return true;
  // csr x {default, row_sparse} -> default.
  if (l == SK::Csr && !ta && !tb && o == SK::Dense)
    return rhsDenseOrRsp;
  // csr^T x {default, row_sparse} -> row_sparse or (hint) default.
  if (l == SK::Csr && ta && !tb && rhsDenseOrRsp)
    return o == SK::RowSparse || o == SK::Dense;
  // default x csr -> csr (no transposes) or (hint) default.
  if (l == SK::Dense && r == SK::Csr && !ta)
    return o == SK::Dense || (o == SK::Csr && !tb);
  return false;
}
