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

//===----------------------------------------------------------------------===//
// Optimizers
//===----------------------------------------------------------------------===//

/// Checks that a hyper-parameter is given at most once: as the attribute
/// `name` or as the run-time operand `name(%x)`.
static LogicalResult verifyNotBoth(Operation *op, StringRef name,
                                   Value operand) {
  if (operand && op->getAttr(name))
    return op->emitOpError()
           << name << " is given both as an attribute and as an operand "
           << "(" << name << "(%x)); give exactly one";
  return success();
}

/// Checks the hyper-parameters shared by the SGD family: exactly one `lr`
/// (attribute or operand), `wd` and `rescale_grad` at most once, static
/// values finite, lr >= 0, wd >= 0.  Run-time values are checked by the
/// kernel.
template <typename OpTy> static LogicalResult verifySgdHyper(OpTy op) {
  Operation *raw = op.getOperation();
  if (!op.getLrAttr() && !op.getLrValue())
    return op.emitOpError()
           << "needs a learning rate: the lr attribute or an lr(%x) operand";
  if (failed(verifyNotBoth(raw, "lr", op.getLrValue())) ||
      failed(verifyNotBoth(raw, "wd", op.getWdValue())) ||
      failed(verifyNotBoth(raw, "rescale_grad", op.getRescaleGradValue())))
    return failure();
  auto finite = [&](double v, StringRef name) -> LogicalResult {
    if (!std::isfinite(v))
      return op.emitOpError() << name << " must be finite, got " << v;
    return success();
  };
  std::optional<double> lr;
  if (op.getLrAttr())
    lr = op.getLrAttr().getValueAsDouble();
  if ((lr && failed(finite(*lr, "lr"))) ||
      failed(finite(op.getStaticWd(), "wd")) ||
      failed(finite(op.getStaticRescaleGrad(), "rescale_grad")) ||
      failed(finite(op.getClipGradient().convertToDouble(), "clip_gradient")))
    return failure();
  if (lr && *lr < 0)
    return op.emitOpError() << "lr must be >= 0, got " << *lr;
  if (op.getStaticWd() < 0)
    return op.emitOpError() << "wd must be >= 0, got " << op.getStaticWd();
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

/// Kernels exist for (D, D|R, D...), (R, R, R...) and (R, R, D...), results
/// keeping the operands' kinds.
static bool updateHasKernel(ArrayRef<SK> in, ArrayRef<SK> out) {
  for (size_t i = 0; i < out.size(); ++i)
    if (out[i] != (i == 0 ? in[0] : in[i + 1]))
      return false;
  SK w = in[0], g = in[1];
  SK s = in.size() > 2 ? in[2] : w;
  for (SK k : in.drop_front(2))
    if (k != s)
      return false;
  if (w == SK::Dense)
    return s == SK::Dense && g != SK::Csr;
  return w == SK::RowSparse && g == SK::RowSparse && s != SK::Csr;
}

bool SgdUpdateOp::hasKernel(ArrayRef<SK> in, ArrayRef<SK> out) {
  return updateHasKernel(in.take_front(2), out);
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
  return updateHasKernel(in.take_front(3), out);
}

//===----------------------------------------------------------------------===//
// Update ops with states (Stype_UpdateOp) and signsgd_update
//===----------------------------------------------------------------------===//

namespace {
/// One range rule of a hyper-parameter: `ok` tells whether `value` lies in
/// the range that `range` spells ("in [0, 1)", "> 0", ...).
struct Range {
  StringRef name;
  double value;
  bool ok;
  StringRef range;
};
} // namespace

static Range atLeast(StringRef name, double v, double lo, StringRef text) {
  return {name, v, v >= lo, text};
}
static Range above(StringRef name, double v, double lo, StringRef text) {
  return {name, v, v > lo, text};
}
static Range unitOpen(StringRef name, double v) {
  return {name, v, v >= 0.0 && v < 1.0, "in [0, 1)"};
}

/// Emits "<name> must be <range>, got <value>" for the first rule broken
/// (NaN breaks every rule).
static LogicalResult verifyRanges(Operation *op, ArrayRef<Range> ranges) {
  for (const Range &r : ranges)
    if (!r.ok || std::isnan(r.value))
      return op->emitOpError()
             << r.name << " must be " << r.range << ", got " << r.value;
  return success();
}

/// Each result of an update like its operand: result 0 (weight_out) like
/// the weight, result i + 1 (<state>_out) like state i.
static LogicalResult verifyUpdateResults(Operation *raw, Value weight,
                                         ValueRange states,
                                         ArrayRef<StringRef> stateNames) {
  if (failed(verifySameShapeAndElement(raw, weight, raw->getResult(0), "weight",
                                       "weight_out")))
    return failure();
  for (auto [i, state] : llvm::enumerate(states))
    if (failed(verifySameShapeAndElement(raw, state, raw->getResult(i + 1),
                                         stateNames[i],
                                         (stateNames[i] + "_out").str())))
      return failure();
  return success();
}

/// The checks every update op shares: kinds, the SGD hyper-parameters
/// (finite, lr >= 0, wd >= 0), grad like the weight, each state like the
/// weight (or `[rows, 1]` for a per-row state), every state of one kind,
/// each result like its operand, then the op's own hyper-parameter `ranges`.
template <typename OpTy>
static LogicalResult verifyUpdate(OpTy op, ArrayRef<StringRef> stateNames,
                                  ArrayRef<Range> ranges = {},
                                  bool perRowState = false) {
  Operation *raw = op.getOperation();
  if (failed(verifyStorageKinds(raw)) || failed(verifySgdHyper(op)))
    return failure();
  Value weight = op.getWeight();
  auto wType = cast<RankedTensorType>(weight.getType());
  // The states follow weight and grad; run-time hyper-parameters come after.
  ValueRange states = raw->getOperands().slice(2, raw->getNumResults() - 1);
  std::optional<SK> stateKind;
  for (auto [state, name] : llvm::zip(states, stateNames)) {
    if (perRowState) {
      auto sType = cast<RankedTensorType>(state.getType());
      if (sType.getRank() != 2 ||
          !dimsCompatible(sType.getDimSize(0), wType.getDimSize(0)) ||
          !dimsCompatible(sType.getDimSize(1), 1))
        return op.emitOpError()
               << name << " shape " << fmtShape(sType.getShape())
               << " must be [" << fmtDim(wType.getDimSize(0))
               << ", 1] (one value per weight row)";
      if (sType.getElementType() != wType.getElementType())
        return op.emitOpError()
               << name << " element type " << sType.getElementType()
               << " differs from weight element type "
               << wType.getElementType();
    } else if (failed(verifySameShapeAndElement(raw, weight, state, "weight",
                                                name))) {
      return failure();
    }
    SK k = kindOf(state);
    if (stateKind && *stateKind != k)
      return op.emitOpError() << "states must share one storage kind, but "
                              << stateNames[0] << " and " << name << " differ";
    stateKind = k;
  }
  if (failed(verifyUpdateResults(raw, weight, states, stateNames)))
    return failure();
  return verifyRanges(raw, ranges);
}

/// Results keep the weight's and the states' kinds.
static SmallVector<SK> updateResultKinds(ArrayRef<SK> in) {
  SmallVector<SK> out = {in[0]};
  out.append(in.begin() + 2, in.end());
  return out;
}

/// `in` holds weight, grad, states, then the run-time hyper-parameters
/// (scalars, which count as default); only the tensors matter, checked by
/// `HAS_KERNEL` (updateHasKernel, or mpHasKernel for the multi-precision ops).
#define STYPE_UPDATE_INFERENCE(OP, HAS_KERNEL)                                 \
  SmallVector<SK> OP::inferResultKinds(ArrayRef<SK> in) {                      \
    return updateResultKinds(in.take_front((*this)->getNumResults() + 1));     \
  }                                                                            \
  bool OP::hasKernel(ArrayRef<SK> in, ArrayRef<SK> out) {                      \
    return HAS_KERNEL(in.take_front((*this)->getNumResults() + 1), out);       \
  }

STYPE_UPDATE_INFERENCE(AdamUpdateOp, updateHasKernel)
STYPE_UPDATE_INFERENCE(AdamWUpdateOp, updateHasKernel)
STYPE_UPDATE_INFERENCE(AdagradUpdateOp, updateHasKernel)
STYPE_UPDATE_INFERENCE(GroupAdagradUpdateOp, updateHasKernel)
STYPE_UPDATE_INFERENCE(FtrlUpdateOp, updateHasKernel)
STYPE_UPDATE_INFERENCE(SignumUpdateOp, updateHasKernel)
STYPE_UPDATE_INFERENCE(RmspropUpdateOp, updateHasKernel)
STYPE_UPDATE_INFERENCE(SignsgdUpdateOp, updateHasKernel)

/// The hyper-parameters of the Adam family (adam, adamw, mp_adam): t, the
/// bias correction, beta1, beta2, epsilon.
template <typename OpTy> static LogicalResult verifyAdamHyper(OpTy op) {
  if (failed(verifyNotBoth(op, "t", op.getTValue())))
    return failure();
  if (!op.getBiasCorrection() && (op.getTAttr() || op.getTValue()))
    return op.emitOpError()
           << "t (the step count of the bias correction) has no effect with "
              "bias_correction = false; drop it";
  if (op.getStaticT() < 1)
    return op.emitOpError() << "t (the 1-based step count) must be >= 1, got "
                            << op.getStaticT();
  return verifyRanges(
      op, {unitOpen("beta1", op.getBeta1().convertToDouble()),
           unitOpen("beta2", op.getBeta2().convertToDouble()),
           above("epsilon", op.getEpsilon().convertToDouble(), 0.0, "> 0")});
}

template <typename OpTy> static LogicalResult verifyAdamLike(OpTy op) {
  if (failed(verifyUpdate(op, {"mean", "var"})))
    return failure();
  return verifyAdamHyper(op);
}

LogicalResult AdamUpdateOp::verify() { return verifyAdamLike(*this); }
LogicalResult AdamWUpdateOp::verify() { return verifyAdamLike(*this); }

LogicalResult AdagradUpdateOp::verify() {
  return verifyUpdate(
      *this, {"history"},
      {above("epsilon", getEpsilon().convertToDouble(), 0.0, "> 0")});
}

LogicalResult GroupAdagradUpdateOp::verify() {
  return verifyUpdate(
      *this, {"history"},
      {above("epsilon", getEpsilon().convertToDouble(), 0.0, "> 0")},
      /*perRowState=*/true);
}

LogicalResult FtrlUpdateOp::verify() {
  if (failed(verifyUpdate(*this, {"z", "n"})))
    return failure();
  // A run-time lr is checked (> 0) by the kernel.
  if (getLrAttr() &&
      failed(
          verifyRanges(*this, {above("lr", getLrAttr().getValueAsDouble(), 0.0,
                                     "> 0 for FTRL (it divides by lr)")})))
    return failure();
  return verifyRanges(
      *this, {atLeast("lamda1", getLamda1().convertToDouble(), 0.0, ">= 0"),
              atLeast("beta", getBeta().convertToDouble(), 0.0, ">= 0")});
}

LogicalResult SignumUpdateOp::verify() {
  return verifyUpdate(
      *this, {"mom"},
      {unitOpen("momentum", getMomentum().convertToDouble()),
       atLeast("wd_lh", getWdLh().convertToDouble(), 0.0, ">= 0")});
}

LogicalResult RmspropUpdateOp::verify() {
  return verifyUpdate(
      *this, {"n"},
      {unitOpen("gamma1", getGamma1().convertToDouble()),
       above("epsilon", getEpsilon().convertToDouble(), 0.0, "> 0")});
}

LogicalResult SignsgdUpdateOp::verify() {
  if (failed(verifyStorageKinds(*this)) || failed(verifySgdHyper(*this)))
    return failure();
  return verifySameShapeAndElement(*this, getWeight(), getResult(), "weight",
                                   "result");
}

//===----------------------------------------------------------------------===//
// Multi-precision updates (Stype_MpUpdateOp)
//===----------------------------------------------------------------------===//

/// The checks of every multi-precision update: the SGD hyper-parameters,
/// grad like the weight, each state and weight32 of the weight's shape, the
/// states of one kind, weight32 of the weight's kind, a combination of kinds
/// with a kernel (there is no dense fallback: it would cast f16 tensors),
/// and each result like its operand.
template <typename OpTy>
static LogicalResult verifyMpUpdate(OpTy op, ArrayRef<StringRef> stateNames) {
  Operation *raw = op.getOperation();
  if (failed(verifyStorageKinds(raw)) || failed(verifySgdHyper(op)))
    return failure();
  Value weight = op.getWeight();
  ValueRange states = raw->getOperands().slice(2, stateNames.size());
  Value weight32 = op.getWeight32();
  for (auto [state, name] : llvm::zip(states, stateNames)) {
    if (failed(verifySameShape(raw, weight, state, "weight", name)))
      return failure();
    if (kindOf(state) != kindOf(states[0]))
      return op.emitOpError() << "states must share one storage kind, but "
                              << stateNames[0] << " and " << name << " differ";
  }
  if (failed(verifySameShape(raw, weight, weight32, "weight", "weight32")))
    return failure();
  SK w = kindOf(weight), g = kindOf(op.getGrad());
  if (kindOf(weight32) != w)
    return op.emitOpError() << "weight32 (the f32 master copy of the weight) "
                               "must have the weight's storage kind";
  SK s = states.empty() ? w : kindOf(states[0]);
  bool ok = w == SK::Dense
                ? (g != SK::Csr && s == SK::Dense)
                : (w == SK::RowSparse && g == SK::RowSparse && s != SK::Csr);
  if (!ok)
    return op.emitOpError()
           << "has no kernel for (weight, grad"
           << (states.empty() ? "" : ", states") << ") kinds ("
           << stringifyStorageKind(w) << ", " << stringifyStorageKind(g)
           << (states.empty() ? "" : ", ")
           << (states.empty() ? StringRef() : stringifyStorageKind(s))
           << "); multi-precision updates take (default, default|row_sparse"
           << (states.empty() ? "" : ", default")
           << ") or (row_sparse, row_sparse"
           << (states.empty() ? "" : ", row_sparse|default")
           << ") and have no dense fallback (it would cast f16 tensors)";
  if (failed(verifyUpdateResults(raw, weight, states, stateNames)))
    return failure();
  return verifySameShapeAndElement(raw, weight32, raw->getResults().back(),
                                   "weight32", "weight32_out");
}

/// Kinds as for the f32 ops (weight, grad, states) plus weight32 with the
/// weight's kind; results keep every operand's kind.
static bool mpHasKernel(ArrayRef<SK> in, ArrayRef<SK> out) {
  return in.back() == in[0] && out.back() == in.back() &&
         updateHasKernel(in.drop_back(), out.drop_back());
}

STYPE_UPDATE_INFERENCE(MpSgdUpdateOp, mpHasKernel)
STYPE_UPDATE_INFERENCE(MpSgdMomUpdateOp, mpHasKernel)
STYPE_UPDATE_INFERENCE(MpAdamUpdateOp, mpHasKernel)
#undef STYPE_UPDATE_INFERENCE

LogicalResult MpSgdUpdateOp::verify() { return verifyMpUpdate(*this, {}); }

LogicalResult MpSgdMomUpdateOp::verify() {
  if (failed(verifyMpUpdate(*this, {"mom"})))
    return failure();
  return verifyRanges(*this,
                      {unitOpen("momentum", getMomentum().convertToDouble())});
}

LogicalResult MpAdamUpdateOp::verify() {
  if (failed(verifyMpUpdate(*this, {"mean", "var"})))
    return failure();
  return verifyAdamHyper(*this);
}
