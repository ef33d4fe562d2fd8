//===- IndexingOps.cpp - indexing ops ---*- C++ -*-===//
//
// Verifiers and storage-kind inference of the ops in IndexingOps.td.
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"
#include "dialect/VerifyUtils.h"

using namespace mlir;
using namespace mlir::stype;
using SK = StorageKind;

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
