//===- ElementwiseOps.cpp - elementwise ops ---*- C++ -*-===//
//
// Verifiers and storage-kind inference of the ops in ElementwiseOps.td.
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"
#include "dialect/VerifyUtils.h"

using namespace mlir;
using namespace mlir::stype;
using SK = StorageKind;

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
