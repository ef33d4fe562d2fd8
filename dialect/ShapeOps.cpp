//===- ShapeOps.cpp - dense shape and index ops ----------------*- C++ -*-===//
//
// Verifiers and storage-kind inference of the ops in ShapeOps.td.  Every op
// is dense only (MXNet has no sparse path for them): the result is default
// and only all-default operands have a kernel, so --stype-infer-storage
// gives a sparse operand MXNet's dense fallback and its warning.
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"
#include "dialect/VerifyUtils.h"

#include "mlir/IR/TypeUtilities.h"
#include "llvm/Support/MathExtras.h"

#include <limits>

using namespace mlir;
using namespace mlir::stype;

namespace {

/// Checks that the result's dims may equal `want` and are not more static
/// (the kernels size the result from the operands).
LogicalResult verifyResultShape(Operation *op, RankedTensorType res,
                                ArrayRef<int64_t> want, StringRef what) {
  bool ok = res.getRank() == static_cast<int64_t>(want.size());
  for (int64_t d = 0; ok && d < res.getRank(); ++d)
    ok = dimsCompatible(res.getDimSize(d), want[d]);
  if (!ok)
    return op->emitOpError()
           << "result shape " << fmtShape(res.getShape())
           << " does not match the " << what << " " << fmtShape(want);
  return verifyNotMoreStatic(op, res.getShape(), want, what);
}

/// The checks every op here starts with: supported kinds, the same element
/// type for `data` and the result, and (if given) a dense `index`.
LogicalResult verifyCommon(Operation *op, Value data, Value index,
                           StringRef dataName) {
  if (failed(verifyStorageKinds(op)))
    return failure();
  if (data && getElementTypeOrSelf(data.getType()) !=
                  getElementTypeOrSelf(op->getResult(0).getType()))
    return op->emitOpError()
           << dataName << " and result must have the same element type";
  if (index && kindOf(index) != SK::Dense)
    return op->emitOpError("the indices must be a default (dense) tensor");
  return success();
}

/// `axis` (negative: from the end) as a dimension of a rank-`rank` tensor,
/// or failure with an error at `op`.
FailureOr<int64_t> normalizedAxis(Operation *op, int64_t axis, int64_t rank) {
  int64_t a = axis < 0 ? axis + rank : axis;
  if (a < 0 || a >= rank)
    return op->emitOpError()
           << "axis " << axis << " is out of range for rank " << rank;
  return a;
}

LogicalResult verifyPickMode(Operation *op, StringRef mode) {
  if (mode != "clip" && mode != "wrap")
    return op->emitOpError()
           << "mode must be \"clip\" or \"wrap\", got \"" << mode << "\"";
  return success();
}

} // namespace

/// The shape of pick's result (and index) for `data` of shape `shape`:
/// `axis` removed, or 1 under keepdims.
static SmallVector<int64_t> pickedShape(ArrayRef<int64_t> shape, int64_t axis,
                                        bool keepdims) {
  SmallVector<int64_t> out(shape);
  if (keepdims)
    out[axis] = 1;
  else
    out.erase(out.begin() + axis);
  return out;
}

#define STYPE_DENSE_ONLY_OP(OP)                                                \
  SmallVector<SK> OP::inferResultKinds(ArrayRef<SK>) { return {SK::Dense}; }

STYPE_DENSE_ONLY_OP(ReshapeOp)
STYPE_DENSE_ONLY_OP(TransposeOp)
STYPE_DENSE_ONLY_OP(BroadcastToOp)
STYPE_DENSE_ONLY_OP(BroadcastLikeOp)
STYPE_DENSE_ONLY_OP(BroadcastAxisOp)
STYPE_DENSE_ONLY_OP(OneHotOp)
STYPE_DENSE_ONLY_OP(PickOp)
STYPE_DENSE_ONLY_OP(PickGradOp)

#undef STYPE_DENSE_ONLY_OP

//===----------------------------------------------------------------------===//
// reshape
//===----------------------------------------------------------------------===//

LogicalResult ReshapeOp::verify() {
  if (failed(verifyCommon(*this, getData(), Value(), "data")))
    return failure();
  auto in = getData().getType();
  ArrayRef<int64_t> spec = getShape();
  int64_t infer = -1;
  SmallVector<int64_t> want;
  for (auto [i, s] : llvm::enumerate(spec)) {
    int64_t pos = static_cast<int64_t>(i);
    if (s < -1)
      return emitOpError() << "shape value " << s << " at position " << pos
                           << " is not supported (only sizes, 0 and -1; "
                              "MXNet's -2, -3 and -4 are not)";
    if (s == -1) {
      if (infer >= 0)
        return emitOpError("shape may contain at most one -1");
      infer = pos;
      want.push_back(ShapedType::kDynamic);
    } else if (s == 0) {
      if (pos >= in.getRank())
        return emitOpError()
               << "shape value 0 at position " << pos << " copies dimension "
               << pos << " of data, which has rank " << in.getRank();
      want.push_back(in.getDimSize(pos));
    } else {
      want.push_back(s);
    }
  }
  // The element counts, where every size involved is static.  Static sizes
  // whose product passes int64 are an error, unless one of them is 0 (no
  // elements: a 0 keeps the product 0 from there on).
  int64_t known = 1;
  bool knownStatic = true, overflow = false, empty = false;
  for (auto [i, d] : llvm::enumerate(want)) {
    if (static_cast<int64_t>(i) == infer)
      continue;
    if (ShapedType::isDynamic(d)) {
      knownStatic = false;
      continue;
    }
    empty |= d == 0;
    overflow |= llvm::MulOverflow(known, d, known);
  }
  if (overflow && !empty)
    return emitOpError() << "shape " << fmtShape(want)
                         << " element count overflows int64 (its static "
                            "sizes multiply past "
                         << std::numeric_limits<int64_t>::max() << ")";
  if (in.hasStaticShape() && knownStatic) {
    int64_t total = in.getNumElements();
    if (infer >= 0) {
      if (known == 0 || total % known != 0)
        return emitOpError() << "cannot infer the -1 dimension: data has "
                             << total << " elements, the other dimensions "
                             << "multiply to " << known;
      want[infer] = total / known;
    } else if (known != total) {
      return emitOpError() << "data has " << total << " elements, shape "
                           << fmtShape(want) << " has " << known;
    }
  }
  return verifyResultShape(*this, getResult().getType(), want,
                           "reshaped shape");
}

//===----------------------------------------------------------------------===//
// transpose
//===----------------------------------------------------------------------===//

SmallVector<int64_t> TransposeOp::getPermutation() {
  int64_t rank = getData().getType().getRank();
  if (std::optional<ArrayRef<int64_t>> axes = getAxes())
    return SmallVector<int64_t>(*axes);
  SmallVector<int64_t> perm;
  for (int64_t d = rank - 1; d >= 0; --d)
    perm.push_back(d);
  return perm;
}

LogicalResult TransposeOp::verify() {
  if (failed(verifyCommon(*this, getData(), Value(), "data")))
    return failure();
  auto in = getData().getType();
  int64_t rank = in.getRank();
  SmallVector<int64_t> perm = getPermutation();
  if (static_cast<int64_t>(perm.size()) != rank)
    return emitOpError() << "axes must have one entry per dimension (" << rank
                         << "), got " << perm.size();
  SmallVector<bool> seen(rank, false);
  SmallVector<int64_t> want;
  for (int64_t a : perm) {
    if (a < 0 || a >= rank || seen[a])
      return emitOpError() << "axes must be a permutation of 0.." << rank - 1
                           << ", got " << fmtShape(perm);
    seen[a] = true;
    want.push_back(in.getDimSize(a));
  }
  return verifyResultShape(*this, getResult().getType(), want,
                           "transposed shape");
}

//===----------------------------------------------------------------------===//
// broadcast_to, broadcast_like
//===----------------------------------------------------------------------===//

/// Checks that `from` broadcasts to `to` (same rank; each static dim of
/// `from` is 1 or equals the static dim of `to`).
static LogicalResult verifyBroadcastable(Operation *op, ArrayRef<int64_t> from,
                                         ArrayRef<int64_t> to,
                                         StringRef toName) {
  if (from.size() != to.size())
    return op->emitOpError()
           << "the input has rank " << from.size() << ", " << toName << " has "
           << to.size() << " dimensions (they must be equal)";
  for (auto [d, f, t] : llvm::enumerate(from, to))
    if (!ShapedType::isDynamic(f) && f != 1 && !dimsCompatible(f, t))
      return op->emitOpError()
             << "dimension " << d << " of size " << f
             << " cannot be broadcast to " << t << " (only size 1 broadcasts)";
  return success();
}

SmallVector<int64_t> BroadcastToOp::getTargetShape() {
  ArrayRef<int64_t> in = getData().getType().getShape();
  SmallVector<int64_t> want;
  for (auto [d, s] : llvm::enumerate(getShape()))
    want.push_back(s == 0 && d < in.size() ? in[d] : s);
  return want;
}

LogicalResult BroadcastToOp::verify() {
  if (failed(verifyCommon(*this, getData(), Value(), "data")))
    return failure();
  for (auto [d, s] : llvm::enumerate(getShape()))
    if (s < 0)
      return emitOpError() << "shape value " << s << " at position " << d
                           << " must be a size or 0 (keep the dimension)";
  SmallVector<int64_t> want = getTargetShape();
  if (failed(verifyBroadcastable(*this, getData().getType().getShape(), want,
                                 "shape")))
    return failure();
  return verifyResultShape(*this, getResult().getType(), want,
                           "broadcast shape");
}

LogicalResult BroadcastLikeOp::verify() {
  if (failed(verifyCommon(*this, getLhs(), Value(), "lhs")))
    return failure();
  ArrayRef<int64_t> want = getRhs().getType().getShape();
  if (failed(verifyBroadcastable(*this, getLhs().getType().getShape(), want,
                                 "rhs")))
    return failure();
  return verifyResultShape(*this, getResult().getType(), want, "shape of rhs");
}

//===----------------------------------------------------------------------===//
// broadcast_axis
//===----------------------------------------------------------------------===//

SmallVector<int64_t> BroadcastAxisOp::getNormalizedAxes() {
  int64_t rank = getData().getType().getRank();
  return llvm::map_to_vector(getAxis(),
                             [&](int64_t a) { return a < 0 ? a + rank : a; });
}

SmallVector<int64_t> BroadcastAxisOp::getTargetShape() {
  SmallVector<int64_t> want(getData().getType().getShape());
  for (auto [a, s] : llvm::zip(getNormalizedAxes(), getSize()))
    if (a >= 0 && a < static_cast<int64_t>(want.size()))
      want[a] = s;
  return want;
}

LogicalResult BroadcastAxisOp::verify() {
  if (failed(verifyCommon(*this, getData(), Value(), "data")))
    return failure();
  if (getAxis().size() != getSize().size())
    return emitOpError() << "axis and size must have the same length, got "
                         << getAxis().size() << " and " << getSize().size();
  auto in = getData().getType();
  SmallVector<bool> seen(in.getRank(), false);
  for (auto [axis, s] : llvm::zip(getAxis(), getSize())) {
    FailureOr<int64_t> a = normalizedAxis(*this, axis, in.getRank());
    if (failed(a))
      return failure();
    if (seen[*a])
      return emitOpError() << "axis " << axis << " names dimension " << *a
                           << " a second time";
    seen[*a] = true;
    if (s < 0)
      return emitOpError() << "size " << s << " for axis " << axis
                           << " must be non-negative";
    if (in.getDimSize(*a) != 1)
      return emitOpError() << "dimension " << *a << " of data has size "
                           << fmtDim(in.getDimSize(*a))
                           << "; only a dimension of size 1 is broadcast";
  }
  return verifyResultShape(*this, getResult().getType(), getTargetShape(),
                           "broadcast shape");
}

//===----------------------------------------------------------------------===//
// one_hot
//===----------------------------------------------------------------------===//

LogicalResult OneHotOp::verify() {
  if (failed(verifyCommon(*this, Value(), getIndices(), "")))
    return failure();
  int64_t depth = static_cast<int64_t>(getDepth());
  if (depth < 0)
    return emitOpError() << "depth must be non-negative, got " << depth;
  SmallVector<int64_t> want(getIndices().getType().getShape());
  want.push_back(depth);
  return verifyResultShape(*this, getResult().getType(), want, "one-hot shape");
}

//===----------------------------------------------------------------------===//
// pick, pick_grad
//===----------------------------------------------------------------------===//

int64_t PickOp::getNormalizedAxis() {
  int64_t rank = getData().getType().getRank();
  int64_t a = static_cast<int64_t>(getAxis());
  return a < 0 ? a + rank : a;
}

LogicalResult PickOp::verify() {
  if (failed(verifyCommon(*this, getData(), getIndex(), "data")) ||
      failed(verifyPickMode(*this, getMode())))
    return failure();
  auto data = getData().getType();
  FailureOr<int64_t> axis =
      normalizedAxis(*this, static_cast<int64_t>(getAxis()), data.getRank());
  if (failed(axis))
    return failure();
  if (data.getDimSize(*axis) == 0)
    return emitOpError() << "cannot pick from dimension " << *axis
                         << " of size 0";
  SmallVector<int64_t> want =
      pickedShape(data.getShape(), *axis, getKeepdims());
  auto index = getIndex().getType();
  bool ok = index.getRank() == static_cast<int64_t>(want.size());
  for (int64_t d = 0; ok && d < index.getRank(); ++d)
    ok = dimsCompatible(index.getDimSize(d), want[d]);
  if (!ok)
    return emitOpError() << "index shape " << fmtShape(index.getShape())
                         << " must be data's shape without the axis"
                         << (getKeepdims() ? " (kept as 1), " : ", ")
                         << fmtShape(want);
  return verifyResultShape(*this, getResult().getType(), want, "picked shape");
}

int64_t PickGradOp::getNormalizedAxis() {
  int64_t rank = getResult().getType().getRank();
  int64_t a = static_cast<int64_t>(getAxis());
  return a < 0 ? a + rank : a;
}

LogicalResult PickGradOp::verify() {
  if (failed(verifyCommon(*this, getOgrad(), getIndex(), "ograd")) ||
      failed(verifyPickMode(*this, getMode())))
    return failure();
  int64_t depth = static_cast<int64_t>(getDepth());
  if (depth < 1)
    return emitOpError() << "depth must be positive, got " << depth;
  auto og = getOgrad().getType();
  if (failed(verifySameShape(*this, getOgrad(), getIndex(), "ograd", "index")))
    return failure();
  int64_t rank = og.getRank() + (getKeepdims() ? 0 : 1);
  FailureOr<int64_t> axis =
      normalizedAxis(*this, static_cast<int64_t>(getAxis()), rank);
  if (failed(axis))
    return failure();
  SmallVector<int64_t> want(og.getShape());
  if (getKeepdims()) {
    if (!dimsCompatible(want[*axis], 1))
      return emitOpError() << "with keepdims, dimension " << *axis
                           << " of ograd must be 1, got "
                           << fmtDim(want[*axis]);
    want[*axis] = depth;
  } else {
    want.insert(want.begin() + *axis, depth);
  }
  return verifyResultShape(*this, getResult().getType(), want, "data shape");
}
