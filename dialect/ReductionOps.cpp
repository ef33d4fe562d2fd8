//===- ReductionOps.cpp - reductions ----------------------------*- C++ -*-===//
//
// Verifiers and storage-kind inference of the ops in ReductionOps.td.
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"
#include "dialect/VerifyUtils.h"

using namespace mlir;
using namespace mlir::stype;

//===----------------------------------------------------------------------===//
// Shared by the reductions
//===----------------------------------------------------------------------===//

/// Checks `axis` against the rank of `data` and returns it made
/// non-negative (nullopt: every axis).
static FailureOr<std::optional<int64_t>>
verifyAxis(Operation *op, RankedTensorType data,
           std::optional<uint64_t> rawAxis) {
  if (!rawAxis)
    return std::optional<int64_t>();
  int64_t rank = data.getRank();
  int64_t axis = static_cast<int64_t>(*rawAxis);
  if (axis < -rank || axis >= rank)
    return op->emitOpError()
           << "axis " << axis << " is out of range for a " << rank << "-D data";
  return std::optional<int64_t>(axis < 0 ? axis + rank : axis);
}

/// The result shape of reducing `shape` over `axis` (every axis when none;
/// every other axis with `exclude`): reduced axes become 1 with `keepdims`
/// and disappear without; a 0-d result is (1,), as in MXNet 1.x.
static SmallVector<int64_t> reducedShape(ArrayRef<int64_t> shape,
                                         std::optional<int64_t> axis,
                                         bool keepdims, bool exclude) {
  SmallVector<int64_t> out;
  for (auto [d, size] : llvm::enumerate(shape)) {
    bool reduced = !axis || ((static_cast<int64_t>(d) == *axis) != exclude);
    if (!reduced)
      out.push_back(size);
    else if (keepdims)
      out.push_back(1);
  }
  if (out.empty())
    out.push_back(1);
  return out;
}

/// Verifies the result of a reduction: its element type and shape.
static LogicalResult verifyReduction(Operation *op, Value data, Value result,
                                     std::optional<uint64_t> rawAxis,
                                     bool keepdims, bool exclude) {
  if (failed(verifyStorageKinds(op)))
    return failure();
  auto in = cast<RankedTensorType>(data.getType());
  auto res = cast<RankedTensorType>(result.getType());
  FailureOr<std::optional<int64_t>> axis = verifyAxis(op, in, rawAxis);
  if (failed(axis))
    return failure();
  if (exclude && !*axis)
    return op->emitOpError("exclude needs an axis");
  if (in.getElementType() != res.getElementType())
    return op->emitOpError("data and result must have the same element type");
  SmallVector<int64_t> shape =
      reducedShape(in.getShape(), *axis, keepdims, exclude);
  bool ok = res.getRank() == static_cast<int64_t>(shape.size());
  for (int64_t d = 0; ok && d < res.getRank(); ++d)
    ok = dimsCompatible(res.getDimSize(d), shape[d]);
  if (!ok)
    return op->emitOpError()
           << "result shape " << fmtShape(res.getShape())
           << " does not match the reduced shape " << fmtShape(shape);
  return verifyNotMoreStatic(op, res.getShape(), shape, "reduced shape");
}

//===----------------------------------------------------------------------===//
// SumOp, MeanOp
//===----------------------------------------------------------------------===//

/// sum and mean: the verifier, MXNet's rule (always default) and the kernels
/// (dense, or csr over one axis).
template <typename OpTy> static LogicalResult verifyReduceAxes(OpTy op) {
  return verifyReduction(op, op.getData(), op.getResult(), op.getAxis(),
                         op.getKeepdims(), op.getExclude());
}

LogicalResult SumOp::verify() { return verifyReduceAxes(*this); }

SmallVector<SK> SumOp::inferResultKinds(ArrayRef<SK>) { return {SK::Dense}; }

LogicalResult MeanOp::verify() { return verifyReduceAxes(*this); }

SmallVector<SK> MeanOp::inferResultKinds(ArrayRef<SK>) { return {SK::Dense}; }

//===----------------------------------------------------------------------===//
// MaxOp, MinOp, ArgmaxOp: dense only
//===----------------------------------------------------------------------===//

LogicalResult MaxOp::verify() { return verifyReduceAxes(*this); }

SmallVector<SK> MaxOp::inferResultKinds(ArrayRef<SK>) { return {SK::Dense}; }

LogicalResult MinOp::verify() { return verifyReduceAxes(*this); }

SmallVector<SK> MinOp::inferResultKinds(ArrayRef<SK>) { return {SK::Dense}; }

LogicalResult ArgmaxOp::verify() {
  return verifyReduction(*this, getData(), getResult(), getAxis(),
                         getKeepdims(), /*exclude=*/false);
}

SmallVector<SK> ArgmaxOp::inferResultKinds(ArrayRef<SK>) { return {SK::Dense}; }

//===----------------------------------------------------------------------===//
// NormOp
//===----------------------------------------------------------------------===//

LogicalResult NormOp::verify() {
  if (getOrd() != 2)
    return emitOpError() << "ord must be 2 (MXNet's sparse norm is the L2 "
                            "norm), got "
                         << static_cast<int64_t>(getOrd());
  return verifyReduction(*this, getData(), getResult(), getAxis(),
                         getKeepdims(), /*exclude=*/false);
}

SmallVector<SK> NormOp::inferResultKinds(ArrayRef<SK>) { return {SK::Dense}; }

//===----------------------------------------------------------------------===//
// SquareSumOp
//===----------------------------------------------------------------------===//

LogicalResult SquareSumOp::verify() {
  if (failed(verifyStorageKinds(*this)))
    return failure();
  auto in = getData().getType();
  if (kindOf(getData()) != SK::RowSparse)
    return emitOpError("data must be row_sparse (MXNet's _square_sum fails "
                       "storage inference for other kinds)");
  if (in.getRank() != 2)
    return emitOpError() << "data must be 2-D, got rank " << in.getRank();
  int64_t axis = static_cast<int64_t>(getAxis());
  if (axis != 0 && axis != 1)
    return emitOpError() << "axis must be 0 or 1, got " << axis;
  return verifyReduction(*this, getData(), getResult(), getAxis(),
                         getKeepdims(), /*exclude=*/false);
}

SmallVector<SK> SquareSumOp::inferResultKinds(ArrayRef<SK>) {
  // SquareSumForwardInferStorageType.
  if (getAxis() == 1 && getKeepdims())
    return {SK::RowSparse};
  return {SK::Dense};
}

//===----------------------------------------------------------------------===//
// GetnnzOp
//===----------------------------------------------------------------------===//

LogicalResult GetnnzOp::verify() {
  if (failed(verifyStorageKinds(*this)))
    return failure();
  if (kindOf(getData()) != SK::Csr)
    return emitOpError("data must be csr (MXNet's _contrib_getnnz)");
  std::optional<uint64_t> axis = getAxis();
  if (axis && *axis != 1)
    return emitOpError() << "axis must be absent or 1 (MXNet's getnnz does "
                            "not support axis "
                         << static_cast<int64_t>(*axis) << ")";
  int64_t want = axis ? getData().getType().getDimSize(0) : 1;
  int64_t got = getResult().getType().getDimSize(0);
  if (!dimsCompatible(want, got))
    return emitOpError() << "result must have " << fmtDim(want)
                         << " elements, got " << fmtDim(got);
  return success();
}

SmallVector<SK> GetnnzOp::inferResultKinds(ArrayRef<SK>) { return {SK::Dense}; }
