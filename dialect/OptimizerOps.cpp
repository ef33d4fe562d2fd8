//===- OptimizerOps.cpp - optimizer updates ---*- C++ -*-===//
//
// Verifiers and storage-kind inference of the ops in OptimizerOps.td.
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"
#include "dialect/VerifyUtils.h"

#include <cmath>

using namespace mlir;
using namespace mlir::stype;
using SK = StorageKind;

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
