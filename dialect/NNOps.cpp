//===- NNOps.cpp - neural-network layers ------------------------*- C++ -*-===//
//
// Verifiers and storage-kind inference of the ops in NNOps.td.
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"
#include "dialect/VerifyUtils.h"

#include <cmath>

using namespace mlir;
using namespace mlir::stype;

//===----------------------------------------------------------------------===//
// FullyConnectedOp
//===----------------------------------------------------------------------===//

LogicalResult FullyConnectedOp::verify() {
  if (failed(verifyStorageKinds(*this)))
    return failure();
  auto data = getData().getType(), weight = getWeight().getType();
  auto res = getResult().getType();
  int64_t h = getNumHidden();
  if (h < 1)
    return emitOpError() << "num_hidden must be at least 1, got " << h;
  if (getNoBias() != !getBias())
    return emitOpError(getNoBias()
                           ? "no_bias is set but a bias is given"
                           : "a bias is required unless no_bias is set");
  if (data.getRank() != 2)
    return emitOpError() << "data must be 2-D, got rank " << data.getRank();
  if (weight.getRank() != 2 || !dimsCompatible(weight.getDimSize(0), h) ||
      !dimsCompatible(weight.getDimSize(1), data.getDimSize(1)))
    return emitOpError() << "weight shape " << fmtShape(weight.getShape())
                         << " must be [num_hidden, data dim 1] = [" << h << ", "
                         << fmtDim(data.getDimSize(1)) << "]";
  Type el = data.getElementType();
  if (weight.getElementType() != el || res.getElementType() != el)
    return emitOpError("data, weight and result must have the same element "
                       "type");
  if (Value bias = getBias()) {
    auto bt = cast<RankedTensorType>(bias.getType());
    if (bt.getElementType() != el)
      return emitOpError("bias must have the element type of data");
    // stype has no 1-D row_sparse: [num_hidden, 1] stands for [num_hidden].
    bool column = bt.getRank() == 2 && dimsCompatible(bt.getDimSize(1), 1);
    if ((bt.getRank() != 1 && !column) || !dimsCompatible(bt.getDimSize(0), h))
      return emitOpError() << "bias shape " << fmtShape(bt.getShape())
                           << " must be [num_hidden] or [num_hidden, 1] = ["
                           << h << "] or [" << h << ", 1]";
  }
  if (res.getRank() != 2 ||
      !dimsCompatible(res.getDimSize(0), data.getDimSize(0)) ||
      !dimsCompatible(res.getDimSize(1), h))
    return emitOpError() << "result shape " << fmtShape(res.getShape())
                         << " must be [data dim 0, num_hidden] = ["
                         << fmtDim(data.getDimSize(0)) << ", " << h << "]";
  return success();
}

SmallVector<SK> FullyConnectedOp::inferResultKinds(ArrayRef<SK>) {
  // MXNet's FullyConnectedStorageType (forward): always default.
  return {SK::Dense};
}

//===----------------------------------------------------------------------===//
// Regression output layers
//===----------------------------------------------------------------------===//

/// The shared verifier: `label` and the result have the shape and element
/// type of the first operand (`first`, named `firstName`).
template <typename OpTy>
static LogicalResult verifyRegression(OpTy op, Value first,
                                      StringRef firstName) {
  if (failed(verifyStorageKinds(op)) ||
      failed(verifySameShapeAndElement(op, first, op.getLabel(), firstName,
                                       "label")) ||
      failed(verifySameShapeAndElement(op, first, op.getResult(), firstName,
                                       "result")))
    return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// SoftmaxOutput
//===----------------------------------------------------------------------===//

/// The shared verifier: a 2-D first operand (`first`, named `firstName`:
/// data or out), a 1-D label of one class index per row, one element type,
/// a result of the first operand's type, and a known normalization.
/// The operands shared by softmax_output{,_grad} and
/// softmax_cross_entropy{,_grad}: a 2-D `first` (named `firstName`) and a
/// 1-D label of one class index per row of its element type.
static LogicalResult verifyRowsAndLabels(Operation *op, Value first,
                                         StringRef firstName, Value label) {
  if (failed(verifyStorageKinds(op)))
    return failure();
  auto ft = cast<RankedTensorType>(first.getType());
  auto lt = cast<RankedTensorType>(label.getType());
  if (ft.getRank() != 2)
    return op->emitOpError()
           << firstName << " must be 2-D (batch x classes), got rank "
           << ft.getRank();
  if (lt.getRank() != 1)
    return op->emitOpError()
           << "label must be 1-D (one class index per row), got rank "
           << lt.getRank();
  if (!dimsCompatible(lt.getDimSize(0), ft.getDimSize(0)))
    return op->emitOpError()
           << "label shape " << fmtShape(lt.getShape()) << " must be ["
           << firstName << " dim 0] = [" << fmtDim(ft.getDimSize(0)) << "]";
  if (lt.getElementType() != ft.getElementType())
    return op->emitOpError()
           << "label element type " << lt.getElementType() << " differs from "
           << firstName << " element type " << ft.getElementType();
  return success();
}

template <typename OpTy>
static LogicalResult verifySoftmaxOutput(OpTy op, Value first,
                                         StringRef firstName) {
  if (failed(verifyRowsAndLabels(op, first, firstName, op.getLabel())))
    return failure();
  auto ft = cast<RankedTensorType>(first.getType());
  if (failed(verifySameShapeAndElement(op, first, op.getResult(), firstName,
                                       "result")) ||
      failed(verifyNotMoreStatic(op, op.getType().getShape(), ft.getShape(),
                                 firstName)))
    return failure();
  StringRef norm = op.getNormalization();
  if (norm != "null" && norm != "batch" && norm != "valid")
    return op.emitOpError()
           << "normalization must be \"null\", \"batch\" or \"valid\", got \""
           << norm << "\"";
  return success();
}

//===----------------------------------------------------------------------===//
// Output layers: verifier, inference (always default) and kernels
//===----------------------------------------------------------------------===//

#define STYPE_OUTPUT_LAYER_OP(OP, VERIFY, FIRST, NAME)                         \
  LogicalResult OP::verify() { return VERIFY(*this, get##FIRST(), NAME); }     \
  SmallVector<SK> OP::inferResultKinds(ArrayRef<SK>) { return {SK::Dense}; }

STYPE_OUTPUT_LAYER_OP(LinearRegressionOutputOp, verifyRegression, Data, "data")
STYPE_OUTPUT_LAYER_OP(LogisticRegressionOutputOp, verifyRegression, Data,
                      "data")
STYPE_OUTPUT_LAYER_OP(MAERegressionOutputOp, verifyRegression, Data, "data")
STYPE_OUTPUT_LAYER_OP(LinearRegressionOutputGradOp, verifyRegression, Out,
                      "out")
STYPE_OUTPUT_LAYER_OP(LogisticRegressionOutputGradOp, verifyRegression, Out,
                      "out")
STYPE_OUTPUT_LAYER_OP(MAERegressionOutputGradOp, verifyRegression, Out, "out")
STYPE_OUTPUT_LAYER_OP(SoftmaxOutputOp, verifySoftmaxOutput, Data, "data")
STYPE_OUTPUT_LAYER_OP(SoftmaxOutputGradOp, verifySoftmaxOutput, Out, "out")

#undef STYPE_OUTPUT_LAYER_OP

//===----------------------------------------------------------------------===//
// softmax, log_softmax, softmax_cross_entropy{,_grad}, activation
//===----------------------------------------------------------------------===//

/// The result has the shape (no more static) and element type of `data`.
template <typename OpTy> static LogicalResult verifyResultLikeData(OpTy op) {
  if (failed(verifyStorageKinds(op)) ||
      failed(verifySameShapeAndElement(op, op.getData(), op.getResult(), "data",
                                       "result")) ||
      failed(verifyNotMoreStatic(op, op.getType().getShape(),
                                 op.getData().getType().getShape(), "data")))
    return failure();
  return success();
}

template <typename OpTy> static LogicalResult verifySoftmaxFamily(OpTy op) {
  if (failed(verifyResultLikeData(op)))
    return failure();
  int64_t rank = op.getData().getType().getRank();
  int64_t axis = static_cast<int64_t>(op.getAxis());
  if (axis < -rank || axis >= rank)
    return op.emitOpError() << "axis " << axis << " is out of range for data "
                            << "of rank " << rank << " (allowed: [" << -rank
                            << ", " << rank - 1 << "])";
  double t = op.getTemperature().convertToDouble();
  if (!std::isfinite(t) || t == 0.0)
    return op.emitOpError()
           << "temperature must be finite and non-zero, got " << t;
  return success();
}

LogicalResult SoftmaxOp::verify() { return verifySoftmaxFamily(*this); }
LogicalResult LogSoftmaxOp::verify() { return verifySoftmaxFamily(*this); }

/// softmax_cross_entropy{,_grad}: 2-D data, 1-D labels; the forward result
/// is [1], the backward's dy is [1] and its result has data's type.
template <typename OpTy>
static LogicalResult verifyCrossEntropy(OpTy op, Value one, StringRef what) {
  if (failed(verifyRowsAndLabels(op, op.getData(), "data", op.getLabel())))
    return failure();
  auto t = cast<RankedTensorType>(one.getType());
  if (t.getRank() != 1 || !dimsCompatible(t.getDimSize(0), 1))
    return op.emitOpError()
           << what << " shape " << fmtShape(t.getShape()) << " must be [1]";
  if (t.getElementType() != op.getData().getType().getElementType())
    return op.emitOpError() << what << " element type " << t.getElementType()
                            << " differs from data element type "
                            << op.getData().getType().getElementType();
  return success();
}

LogicalResult SoftmaxCrossEntropyOp::verify() {
  return verifyCrossEntropy(*this, getResult(), "result");
}

LogicalResult SoftmaxCrossEntropyGradOp::verify() {
  if (failed(verifyCrossEntropy(*this, getDy(), "dy")))
    return failure();
  return verifyResultLikeData(*this);
}

LogicalResult ActivationOp::verify() { return verifyResultLikeData(*this); }

#define STYPE_DENSE_ONLY_OP(OP)                                                \
  SmallVector<SK> OP::inferResultKinds(ArrayRef<SK>) { return {SK::Dense}; }

STYPE_DENSE_ONLY_OP(SoftmaxOp)
STYPE_DENSE_ONLY_OP(LogSoftmaxOp)
STYPE_DENSE_ONLY_OP(SoftmaxCrossEntropyOp)
STYPE_DENSE_ONLY_OP(SoftmaxCrossEntropyGradOp)
STYPE_DENSE_ONLY_OP(ActivationOp)

#undef STYPE_DENSE_ONLY_OP
