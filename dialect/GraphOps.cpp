//===- GraphOps.cpp - csr graph ops ---*- C++ -*-===//
//
// Verifiers and storage-kind inference of the ops in GraphOps.td.
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"
#include "dialect/VerifyUtils.h"

using namespace mlir;
using namespace mlir::stype;
using SK = StorageKind;

//===----------------------------------------------------------------------===//
// EdgeIdOp
//===----------------------------------------------------------------------===//

LogicalResult EdgeIdOp::verify() {
  if (failed(verifyStorageKinds(*this)))
    return failure();
  if (kindOf(getData()) != SK::Csr)
    return emitOpError("data must be a csr graph (MXNet's edge_id only works "
                       "for csr matrices)");
  auto u = getU().getType(), v = getV().getType();
  auto res = getResult().getType();
  if (!dimsCompatible(u.getDimSize(0), v.getDimSize(0)))
    return emitOpError() << "u has " << fmtDim(u.getDimSize(0))
                         << " vertex ids but v has " << fmtDim(v.getDimSize(0));
  if (res.getRank() != 1 || !dimsCompatible(res.getDimSize(0), u.getDimSize(0)))
    return emitOpError() << "result must be 1-D with the length of u ("
                         << fmtDim(u.getDimSize(0)) << "), got "
                         << fmtShape(res.getShape());
  if (res.getElementType() != getData().getType().getElementType())
    return emitOpError("result and data must have the same element type");
  return success();
}

SmallVector<SK> EdgeIdOp::inferResultKinds(ArrayRef<SK>) {
  return {SK::Dense};
}

bool EdgeIdOp::hasKernel(ArrayRef<SK> in, ArrayRef<SK> out) {
  return in[0] == SK::Csr && out[0] == SK::Dense;
}

//===----------------------------------------------------------------------===//
// DglAdjacencyOp
//===----------------------------------------------------------------------===//

LogicalResult DglAdjacencyOp::verify() {
  if (failed(verifyStorageKinds(*this)))
    return failure();
  if (kindOf(getData()) != SK::Csr)
    return emitOpError("data must be a csr graph (MXNet's dgl_adjacency only "
                       "works for csr matrices)");
  if (!getResult().getType().getElementType().isF32())
    return emitOpError() << "result must have element type f32 (MXNet's "
                            "dgl_adjacency always returns float32), got "
                         << getResult().getType().getElementType();
  auto in = getData().getType(), res = getResult().getType();
  bool ok = res.getRank() == in.getRank();
  for (int64_t d = 0; ok && d < in.getRank(); ++d)
    ok = dimsCompatible(in.getDimSize(d), res.getDimSize(d));
  if (!ok)
    return emitOpError() << "result shape " << fmtShape(res.getShape())
                         << " differs from data shape "
                         << fmtShape(in.getShape());
  return success();
}

SmallVector<SK> DglAdjacencyOp::inferResultKinds(ArrayRef<SK>) {
  return {SK::Csr};
}

bool DglAdjacencyOp::hasKernel(ArrayRef<SK> in, ArrayRef<SK> out) {
  return in[0] == SK::Csr && out[0] == SK::Csr;
}
