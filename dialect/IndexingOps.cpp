//===- IndexingOps.cpp - indexing ops ---*- C++ -*-===//
//
// Verifiers and storage-kind inference of the ops in IndexingOps.td.
//
//===----------------------------------------------------------------------===//

#include "dialect/KernelTableConditions.h"
#include "dialect/StypeOps.h"
#include "dialect/VerifyUtils.h"

using namespace mlir;
using namespace mlir::stype;

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

//===----------------------------------------------------------------------===//
// SliceOp
//===----------------------------------------------------------------------===//

LogicalResult SliceOp::verify() {
  if (failed(verifyStorageKinds(*this)))
    return failure();
  auto in = getData().getType(), res = getResult().getType();
  ArrayRef<int64_t> begin = getBegin(), end = getEnd();
  int64_t rank = in.getRank();
  if (begin.size() != end.size())
    return emitOpError() << "begin and end must have the same length, got "
                         << begin.size() << " and " << end.size();
  if (begin.empty() || static_cast<int64_t>(begin.size()) > rank)
    return emitOpError() << "begin and end must name 1 to " << rank
                         << " dimensions, got " << begin.size();
  SmallVector<int64_t> step(begin.size(), 1);
  if (std::optional<ArrayRef<int64_t>> s = getStep()) {
    if (s->size() != begin.size())
      return emitOpError() << "step must have the length of begin ("
                           << begin.size() << "), got " << s->size();
    step.assign(s->begin(), s->end());
  }
  if (in.getElementType() != res.getElementType())
    return emitOpError("data and result must have the same element type");
  if (res.getRank() != rank)
    return emitOpError() << "result must have rank " << rank;
  for (auto [d, b, e, s] : llvm::enumerate(begin, end, step)) {
    if (s <= 0)
      return emitOpError() << "step must be positive, got " << s
                           << " for dimension " << d;
    if (b < 0 || b > e)
      return emitOpError() << "dimension " << d << ": need 0 <= begin <= end,"
                           << " got begin " << b << " and end " << e;
    int64_t size = in.getDimSize(d);
    if (!ShapedType::isDynamic(size) && e > size)
      return emitOpError() << "dimension " << d << ": end " << e
                           << " exceeds the size " << size;
    int64_t want = slicedSize(b, e, s);
    if (!dimsCompatible(res.getDimSize(d), want))
      return emitOpError() << "result dimension " << d << " must be " << want
                           << ", got " << fmtDim(res.getDimSize(d));
  }
  for (int64_t d = begin.size(); d < rank; ++d)
    if (!dimsCompatible(res.getDimSize(d), in.getDimSize(d)))
      return emitOpError() << "result dimension " << d << " must be "
                           << fmtDim(in.getDimSize(d)) << ", got "
                           << fmtDim(res.getDimSize(d));
  return success();
}

bool mlir::stype::unitSteps(SliceOp op) {
  std::optional<ArrayRef<int64_t>> s = op.getStep();
  return !s || llvm::all_of(*s, [](int64_t v) { return v == 1; });
}

SmallVector<SK> SliceOp::inferResultKinds(ArrayRef<SK> in) {
  // SliceForwardInferStorageType: csr with trivial steps -> csr, else
  // default (the fallback's kind).
  if (in[0] == SK::Csr && unitSteps(*this))
    return {SK::Csr};
  return {SK::Dense};
}

//===----------------------------------------------------------------------===//
// TakeOp
//===----------------------------------------------------------------------===//

LogicalResult TakeOp::verify() {
  if (failed(verifyStorageKinds(*this)))
    return failure();
  auto a = getA().getType(), res = getResult().getType();
  StringRef mode = getMode();
  if (mode != "clip" && mode != "wrap" && mode != "raise")
    return emitOpError() << "mode must be \"clip\", \"wrap\" or \"raise\", "
                            "got \""
                         << mode << "\"";
  int64_t rank = a.getRank();
  int64_t axis = static_cast<int64_t>(getAxis());
  if (axis < 0 || axis >= rank)
    return emitOpError() << "axis " << axis << " is out of range for a " << rank
                         << "-D a";
  if (a.getElementType() != res.getElementType())
    return emitOpError("a and result must have the same element type");
  SmallVector<int64_t> want(a.getShape());
  want[axis] = getIndices().getType().getDimSize(0);
  bool ok = res.getRank() == rank;
  for (int64_t d = 0; ok && d < rank; ++d)
    ok = dimsCompatible(res.getDimSize(d), want[d]);
  if (!ok)
    return emitOpError() << "result shape " << fmtShape(res.getShape())
                         << " does not match " << fmtShape(want);
  return success();
}

SmallVector<SK> TakeOp::inferResultKinds(ArrayRef<SK> in) {
  // TakeOpForwardStorageType: csr along axis 0 in clip or wrap mode -> csr.
  if (in[0] == SK::Csr && getAxis() == 0 && getMode() != "raise")
    return {SK::Csr};
  return {SK::Dense};
}

//===----------------------------------------------------------------------===//
// EmbeddingOp, EmbeddingGradOp
//===----------------------------------------------------------------------===//

/// Checks that `rows` has the shape `ids.shape + (cols,)`.
static LogicalResult verifyIdsPlusDim(Operation *op, RankedTensorType ids,
                                      RankedTensorType rows, int64_t cols,
                                      StringRef name) {
  SmallVector<int64_t> want(ids.getShape());
  want.push_back(cols);
  bool ok = rows.getRank() == static_cast<int64_t>(want.size());
  for (int64_t d = 0; ok && d < rows.getRank(); ++d)
    ok = dimsCompatible(rows.getDimSize(d), want[d]);
  if (!ok)
    return op->emitOpError()
           << name << " shape " << fmtShape(rows.getShape())
           << " must be data's shape plus the embedding dimension, "
           << fmtShape(want);
  return success();
}

/// The checks embedding and embedding_grad share: supported storage kinds
/// and the ids (`data`) a dense tensor.
static LogicalResult verifyEmbeddingIds(Operation *op, Value data) {
  if (failed(verifyStorageKinds(op)))
    return failure();
  if (kindOf(data) != SK::Dense)
    return op->emitOpError("data (the ids) must be a dense i64 tensor");
  return success();
}

LogicalResult EmbeddingOp::verify() {
  if (failed(verifyEmbeddingIds(*this, getData())))
    return failure();
  auto w = getWeight().getType(), res = getResult().getType();
  if (w.getRank() != 2)
    return emitOpError() << "weight must be 2-D, got rank " << w.getRank();
  if (w.getElementType() != res.getElementType())
    return emitOpError("weight and result must have the same element type");
  return verifyIdsPlusDim(*this, getData().getType(), res, w.getDimSize(1),
                          "result");
}

SmallVector<SK> EmbeddingOp::inferResultKinds(ArrayRef<SK>) {
  return {SK::Dense};
}

LogicalResult EmbeddingGradOp::verify() {
  if (failed(verifyEmbeddingIds(*this, getData())))
    return failure();
  auto og = getOgrad().getType(), res = getResult().getType();
  if (og.getElementType() != res.getElementType())
    return emitOpError("ograd and result must have the same element type");
  int64_t inputDim = static_cast<int64_t>(getInputDim());
  if (inputDim < 0)
    return emitOpError() << "input_dim must be non-negative, got " << inputDim;
  if (getDeterministic() && !getSparseGrad())
    return emitOpError("'deterministic' is an option of the row_sparse weight "
                       "gradient (MXNet's _contrib_SparseEmbedding) and "
                       "requires 'sparse_grad'");
  if (res.getRank() != 2 || !dimsCompatible(res.getDimSize(0), inputDim))
    return emitOpError() << "result must be 2-D with input_dim (" << inputDim
                         << ") rows, got " << fmtShape(res.getShape());
  return verifyIdsPlusDim(*this, getData().getType(), og, res.getDimSize(1),
                          "ograd");
}

SmallVector<SK> EmbeddingGradOp::inferResultKinds(ArrayRef<SK>) {
  return {getSparseGrad() ? SK::RowSparse : SK::Dense};
}
