//===- NNOps.cpp - neural-network layers ------------------------*- C++ -*-===//
//
// Verifiers and storage-kind inference of the ops in NNOps.td.
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"
#include "dialect/VerifyUtils.h"

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
    return emitOpError(getNoBias() ? "no_bias is set but a bias is given"
                                   : "a bias is required unless no_bias is set");
  if (data.getRank() != 2)
    return emitOpError() << "data must be 2-D, got rank " << data.getRank();
  if (weight.getRank() != 2 || !dimsCompatible(weight.getDimSize(0), h) ||
      !dimsCompatible(weight.getDimSize(1), data.getDimSize(1)))
    return emitOpError() << "weight shape " << fmtShape(weight.getShape())
                         << " must be [num_hidden, data dim 1] = [" << h
                         << ", " << fmtDim(data.getDimSize(1)) << "]";
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
    if ((bt.getRank() != 1 && !column) ||
        !dimsCompatible(bt.getDimSize(0), h))
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

bool FullyConnectedOp::hasKernel(ArrayRef<SK> in, ArrayRef<SK> out) {
  if (out[0] != SK::Dense || in[0] != SK::Dense)
    return false;
  // All dense, or row_sparse weight and (if any) row_sparse bias.
  SK w = in[1];
  if (w != SK::Dense && w != SK::RowSparse)
    return false;
  return llvm::all_of(in.drop_front(1), [&](SK k) { return k == w; });
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

/// MXNet's RegressionInferStorageType: the result is always default; the
/// specialized path is (default, csr), and all dense has the dense kernel.
static bool regressionHasKernel(ArrayRef<SK> in, ArrayRef<SK> out) {
  return out[0] == SK::Dense && in[0] == SK::Dense &&
         (in[1] == SK::Dense || in[1] == SK::Csr);
}

//===----------------------------------------------------------------------===//
// SoftmaxOutput
//===----------------------------------------------------------------------===//

/// The shared verifier: a 2-D first operand (`first`, named `firstName`:
/// data or out), a 1-D label of one class index per row, one element type,
/// a result of the first operand's type, and a known normalization.
template <typename OpTy>
static LogicalResult verifySoftmaxOutput(OpTy op, Value first,
                                         StringRef firstName) {
  if (failed(verifyStorageKinds(op)))
    return failure();
  auto ft = cast<RankedTensorType>(first.getType());
  auto lt = op.getLabel().getType();
  if (ft.getRank() != 2)
    return op.emitOpError() << firstName
                            << " must be 2-D (batch x classes), got rank "
                            << ft.getRank();
  if (lt.getRank() != 1)
    return op.emitOpError()
           << "label must be 1-D (one class index per row), got rank "
           << lt.getRank();
  if (!dimsCompatible(lt.getDimSize(0), ft.getDimSize(0)))
    return op.emitOpError() << "label shape " << fmtShape(lt.getShape())
                            << " must be [" << firstName << " dim 0] = ["
                            << fmtDim(ft.getDimSize(0)) << "]";
  if (lt.getElementType() != ft.getElementType())
    return op.emitOpError() << "label element type " << lt.getElementType()
                            << " differs from " << firstName
                            << " element type " << ft.getElementType();
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

/// No sparse path (MXNet's SoftmaxOutput is dense only): the result is
/// default, and only all default has a kernel.
static bool softmaxOutputHasKernel(ArrayRef<SK> in, ArrayRef<SK> out) {
  return llvm::all_of(llvm::concat<const SK>(in, out),
                      [](SK k) { return k == SK::Dense; });
}

//===----------------------------------------------------------------------===//
// Output layers: verifier, inference (always default) and kernels
//===----------------------------------------------------------------------===//

#define STYPE_OUTPUT_LAYER_OP(OP, VERIFY, HAS_KERNEL, FIRST, NAME)              \
  LogicalResult OP::verify() { return VERIFY(*this, get##FIRST(), NAME); }      \
  SmallVector<SK> OP::inferResultKinds(ArrayRef<SK>) { return {SK::Dense}; }   \
  bool OP::hasKernel(ArrayRef<SK> in, ArrayRef<SK> out) {                      \
    return HAS_KERNEL(in, out);                                                \
  }

STYPE_OUTPUT_LAYER_OP(LinearRegressionOutputOp, verifyRegression,
                      regressionHasKernel, Data, "data")
STYPE_OUTPUT_LAYER_OP(LogisticRegressionOutputOp, verifyRegression,
                      regressionHasKernel, Data, "data")
STYPE_OUTPUT_LAYER_OP(MAERegressionOutputOp, verifyRegression,
                      regressionHasKernel, Data, "data")
STYPE_OUTPUT_LAYER_OP(LinearRegressionOutputGradOp, verifyRegression,
                      regressionHasKernel, Out, "out")
STYPE_OUTPUT_LAYER_OP(LogisticRegressionOutputGradOp, verifyRegression,
                      regressionHasKernel, Out, "out")
STYPE_OUTPUT_LAYER_OP(MAERegressionOutputGradOp, verifyRegression,
                      regressionHasKernel, Out, "out")
STYPE_OUTPUT_LAYER_OP(SoftmaxOutputOp, verifySoftmaxOutput,
                      softmaxOutputHasKernel, Data, "data")
STYPE_OUTPUT_LAYER_OP(SoftmaxOutputGradOp, verifySoftmaxOutput,
                      softmaxOutputHasKernel, Out, "out")

#undef STYPE_OUTPUT_LAYER_OP
