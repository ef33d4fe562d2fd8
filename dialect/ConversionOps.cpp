//===- ConversionOps.cpp - storage conversions ---*- C++ -*-===//
//
// Verifiers and storage-kind inference of the ops in ConversionOps.td.
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"
#include "dialect/VerifyUtils.h"

using namespace mlir;
using namespace mlir::stype;

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
