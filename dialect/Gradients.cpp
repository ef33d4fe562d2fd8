//===- Gradients.cpp - the gradient rules of the stype ops ---------*- C++
//-*-===//
//
// Every differentiable op's vector-Jacobian product, written with stype ops
// (DifferentiableOpInterface, attached as external models at the end of this
// file).  --stype-differentiate (passes/Differentiate.cpp) calls them in
// reverse order.  Gradients are built with default (dense) result types of
// their operand's shape; --stype-infer-storage then gives them MXNet's kinds
// (`dot(csr^T, dy)` row_sparse, `embedding_grad {sparse_grad}` row_sparse).
// docs/autodiff.md tables these rules.
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"

#include "mlir/IR/Builders.h"

#include <limits>

using namespace mlir;
using namespace mlir::stype;

namespace {

//===----------------------------------------------------------------------===//
// Building blocks
//===----------------------------------------------------------------------===//

/// `f(x)` with the unary stype op `Op`, typed like `like`.
template <typename Op>
Value unary(OpBuilder &b, Location loc, Value x, Value like) {
  return Op::create(b, loc, denseTypeOf(like), x);
}
template <typename Op>
Value binary(OpBuilder &b, Location loc, Value x, Value y, Value like) {
  return Op::create(b, loc, denseTypeOf(like), x, y);
}
template <typename Op>
Value scalar(OpBuilder &b, Location loc, Value x, double s) {
  return Op::create(b, loc, denseTypeOf(x), x, b.getF64FloatAttr(s));
}

/// 1 where `x` is not NaN, 0 where it is (`x <= +inf` fails only for NaN).
Value notNaN(OpBuilder &b, Location loc, Value x) {
  return scalar<LesserEqualScalarOp>(b, loc, x,
                                     std::numeric_limits<double>::infinity());
}

/// A tensor of ones of `like`'s shape (stype has no `ones_like`).
Value onesLike(OpBuilder &b, Location loc, Value like) {
  Value zeros = unary<ZerosLikeOp>(b, loc, like, like);
  return scalar<PlusScalarOp>(b, loc, zeros, 1.0);
}

/// `stype.sum` of `x` over `axis`, keeping the dimension or not.
Value sumAxis(OpBuilder &b, Location loc, Value x, int64_t axis,
              bool keepdims) {
  auto t = cast<RankedTensorType>(x.getType());
  SmallVector<int64_t> shape(t.getShape());
  if (keepdims)
    shape[axis] = 1;
  else
    shape.erase(shape.begin() + axis);
  auto type = RankedTensorType::get(shape, t.getElementType());
  auto sum = SumOp::create(b, loc, type, x, b.getI64IntegerAttr(axis),
                           keepdims ? b.getUnitAttr() : UnitAttr(), UnitAttr());
  return sum;
}

/// Sums `g` (of a broadcast result's shape) down to `target`'s shape: the
/// reverse of numpy broadcasting.  Leading axes `target` lacks are summed
/// away; an axis where `target` has size 1 and `g` does not is summed with
/// keepdims.  A dynamic `target` dimension facing another size cannot be
/// told apart from a broadcast one: that is an error at `op`.
FailureOr<Value> unbroadcast(OpBuilder &b, Operation *op, Value g,
                             Value target) {
  Location loc = op->getLoc();
  ArrayRef<int64_t> want = cast<RankedTensorType>(target.getType()).getShape();
  while (cast<RankedTensorType>(g.getType()).getRank() >
         static_cast<int64_t>(want.size()))
    g = sumAxis(b, loc, g, 0, /*keepdims=*/false);
  ArrayRef<int64_t> have = cast<RankedTensorType>(g.getType()).getShape();
  for (int64_t axis = 0, e = want.size(); axis < e; ++axis) {
    if (want[axis] == have[axis] && want[axis] != ShapedType::kDynamic)
      continue;
    if (want[axis] == 1) {
      g = sumAxis(b, loc, g, axis, /*keepdims=*/true);
      have = cast<RankedTensorType>(g.getType()).getShape();
      continue;
    }
    if (want[axis] == ShapedType::kDynamic &&
        have[axis] == ShapedType::kDynamic)
      // Both dynamic: the verifier's broadcast rule makes them equal or the
      // operand 1; stype's broadcast ops require the sizes to match at run
      // time unless the static size is 1, so equal is the only case here.
      continue;
    return op->emitOpError("cannot differentiate: dimension ")
           << axis << " of operand type " << target.getType()
           << " is dynamic, so whether it was broadcast is unknown";
  }
  return g;
}

//===----------------------------------------------------------------------===//
// The rule base: every operand of a float tensor type is differentiable
//===----------------------------------------------------------------------===//

/// Every differentiable op has one result: a model defines
/// `vjp(Op, OpBuilder &, Value dy, ArrayRef<bool> wanted,
/// SmallVectorImpl<Value> &grads)`.
template <typename Model, typename Op>
struct Rule : DifferentiableOpInterface::ExternalModel<Model, Op> {
  OperandGradient getOperandGradient(Operation *op, unsigned index) const {
    auto t = dyn_cast<RankedTensorType>(op->getOperand(index).getType());
    return t && isa<FloatType>(t.getElementType())
               ? OperandGradient::Differentiable
               : OperandGradient::Constant;
  }
  LogicalResult buildVjp(Operation *op, OpBuilder &b, ArrayRef<Value> dys,
                         ArrayRef<bool> wanted,
                         SmallVectorImpl<Value> &grads) const {
    return static_cast<const Model *>(this)->vjp(cast<Op>(op), b, dys[0],
                                                 wanted, grads);
  }
};

//===----------------------------------------------------------------------===//
// dot, batch_dot: dA = dY op(B)^T, dB = op(A)^T dY (with the transposes
// folded; batch_dot per batch, MXNet's BatchDotBackward_)
//===----------------------------------------------------------------------===//

/// The product op `Op` of x and y with the given transposes, typed like
/// `like` (default).
Value product(DotOp, OpBuilder &b, Location loc, Value x, Value y, bool t1,
              bool t2, Value like) {
  return DotOp::create(b, loc, denseTypeOf(like), x, y, t1, t2,
                       StorageKindAttr());
}
Value product(BatchDotOp, OpBuilder &b, Location loc, Value x, Value y, bool t1,
              bool t2, Value like) {
  return BatchDotOp::create(b, loc, denseTypeOf(like), x, y, t1, t2);
}

template <typename Op> struct ProductRule : Rule<ProductRule<Op>, Op> {
  LogicalResult vjp(Op op, OpBuilder &b, Value dy, ArrayRef<bool> wanted,
                    SmallVectorImpl<Value> &grads) const {
    Location loc = op.getLoc();
    Value lhs = op.getLhs(), rhs = op.getRhs();
    bool ta = op.getTransposeA(), tb = op.getTransposeB();
    auto dot = [&](Value x, Value y, bool t1, bool t2, Value like) -> Value {
      return product(op, b, loc, x, y, t1, t2, like);
    };
    // Y = op(A) op(B).  With op(A) = A: dA = dY op(B)^T; with op(A) = A^T:
    // dA = op(B) dY^T.  Likewise dB = op(A)^T dY or dY^T op(A).
    if (wanted[0])
      grads[0] =
          ta ? dot(rhs, dy, tb, true, lhs) : dot(dy, rhs, false, !tb, lhs);
    if (wanted[1])
      grads[1] =
          tb ? dot(dy, lhs, true, ta, rhs) : dot(lhs, dy, !ta, false, rhs);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// fully_connected: out = data weight^T + bias
//===----------------------------------------------------------------------===//

struct FullyConnectedRule : Rule<FullyConnectedRule, FullyConnectedOp> {
  LogicalResult vjp(FullyConnectedOp op, OpBuilder &b, Value dy,
                    ArrayRef<bool> wanted,
                    SmallVectorImpl<Value> &grads) const {
    Location loc = op.getLoc();
    if (wanted[0])
      grads[0] = DotOp::create(b, loc, denseTypeOf(op.getData()), dy,
                               op.getWeight(), false, false, StorageKindAttr());
    if (wanted[1]) {
      grads[1] = DotOp::create(b, loc, denseTypeOf(op.getWeight()), dy,
                               op.getData(), true, false, StorageKindAttr());
    }
    if (wanted.size() > 2 && wanted[2]) {
      Value bias = op.getBias();
      if (cast<RankedTensorType>(bias.getType()).getRank() != 1)
        return op.emitOpError("cannot differentiate with respect to a bias "
                              "of shape [num_hidden, 1]; use a bias of "
                              "shape [num_hidden]");
      grads[2] = sumAxis(b, loc, dy, 0, /*keepdims=*/false);
    }
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Elementwise binary ops (same shapes) and their broadcasting forms
//===----------------------------------------------------------------------===//

/// The gradients of `lhs op rhs` before reducing to the operand shapes:
/// add (dy, dy), sub (dy, -dy), mul (dy rhs, dy lhs), div (dy / rhs,
/// -(dy y) / rhs).
enum class Arith { Add, Sub, Mul, Div };

template <typename Op, Arith kind, bool broadcasting>
struct ArithRule : Rule<ArithRule<Op, kind, broadcasting>, Op> {
  LogicalResult vjp(Op op, OpBuilder &b, Value dy, ArrayRef<bool> wanted,
                    SmallVectorImpl<Value> &grads) const {
    Location loc = op.getLoc();
    Value lhs = op.getLhs(), rhs = op.getRhs(), y = op.getResult();
    Value gl, gr;
    // Elementwise products of dy with an operand broadcast to dy's shape.
    auto mul = [&](Value x, Value z) -> Value {
      if (broadcasting)
        return binary<BroadcastMulOp>(b, loc, x, z, dy);
      return binary<ElemwiseMulOp>(b, loc, x, z, dy);
    };
    auto div = [&](Value x, Value z) -> Value {
      if (broadcasting)
        return binary<BroadcastDivOp>(b, loc, x, z, dy);
      return binary<ElemwiseDivOp>(b, loc, x, z, dy);
    };
    switch (kind) {
    case Arith::Add:
      gl = gr = dy;
      break;
    case Arith::Sub:
      gl = dy;
      if (wanted[1])
        gr = unary<NegativeOp>(b, loc, dy, dy);
      break;
    case Arith::Mul:
      if (wanted[0])
        gl = mul(dy, rhs);
      if (wanted[1])
        gr = mul(dy, lhs);
      break;
    case Arith::Div:
      if (wanted[0])
        gl = div(dy, rhs);
      if (wanted[1])
        gr = unary<NegativeOp>(
            b, loc, div(binary<ElemwiseMulOp>(b, loc, dy, y, dy), rhs), dy);
      break;
    }
    for (auto [i, g, operand] :
         llvm::enumerate(ArrayRef<Value>{gl, gr}, ArrayRef<Value>{lhs, rhs})) {
      if (!wanted[i])
        continue;
      if (!broadcasting) {
        grads[i] = g;
        continue;
      }
      FailureOr<Value> reduced = unbroadcast(b, op, g, operand);
      if (failed(reduced))
        return failure();
      grads[i] = *reduced;
    }
    return success();
  }
};

/// Binary elementwise ops whose gradients are formulas of dy, lhs, rhs and
/// y (`formula` sets the wanted entries of `grads`).
using BinaryFormula = void (*)(OpBuilder &, Location, Value dy, Value l,
                               Value r, Value y, ArrayRef<bool> wanted,
                               SmallVectorImpl<Value> &grads);
template <typename Op, BinaryFormula formula>
struct BinaryFormulaRule : Rule<BinaryFormulaRule<Op, formula>, Op> {
  LogicalResult vjp(Op op, OpBuilder &b, Value dy, ArrayRef<bool> wanted,
                    SmallVectorImpl<Value> &grads) const {
    formula(b, op.getLoc(), dy, op.getLhs(), op.getRhs(), op.getResult(),
            wanted, grads);
    return success();
  }
};

/// maximum / minimum (MXNet's `_backward_maximum/minimum`, `ge`/`lt`
/// resp. `le`/`gt`): dy to lhs where lhs >= rhs (resp. <=: a tie, infinite
/// ones included, goes to lhs), to rhs where lhs < rhs (resp. >), to
/// neither where an operand is NaN.  stype has no array comparison:
/// `lhs < rhs` is `lesser_scalar(lhs - rhs, 0)`, which is right even where
/// `lhs - rhs` is NaN (an operand is NaN, or `inf - inf`: neither is <);
/// the lhs mask is its complement among the ordered pairs, those where y
/// (NaN iff an operand is) is not NaN.
template <bool isMax>
void extremumPairGrad(OpBuilder &b, Location loc, Value dy, Value l, Value r,
                      Value y, ArrayRef<bool> wanted,
                      SmallVectorImpl<Value> &grads) {
  Value diff = binary<ElemwiseSubOp>(b, loc, l, r, dy);
  Value rhsWins = isMax ? scalar<LesserScalarOp>(b, loc, diff, 0.0)
                        : scalar<GreaterScalarOp>(b, loc, diff, 0.0);
  if (wanted[0]) {
    Value lhsWins =
        binary<ElemwiseSubOp>(b, loc, notNaN(b, loc, y), rhsWins, dy);
    grads[0] = binary<ElemwiseMulOp>(b, loc, dy, lhsWins, dy);
  }
  if (wanted[1])
    grads[1] = binary<ElemwiseMulOp>(b, loc, dy, rhsWins, dy);
}
/// hypot: dy * lhs / y, dy * rhs / y (MXNet's `_backward_hypot`).
void hypotGrad(OpBuilder &b, Location loc, Value dy, Value l, Value r, Value y,
               ArrayRef<bool> wanted, SmallVectorImpl<Value> &grads) {
  Value dyy = binary<ElemwiseDivOp>(b, loc, dy, y, dy);
  if (wanted[0])
    grads[0] = binary<ElemwiseMulOp>(b, loc, dyy, l, dy);
  if (wanted[1])
    grads[1] = binary<ElemwiseMulOp>(b, loc, dyy, r, dy);
}
/// power (MXNet's `_backward_power`): dy * rhs * lhs^(rhs - 1), dy * y *
/// log(lhs) (NaN for a negative base, as MXNet).
void powerGrad(OpBuilder &b, Location loc, Value dy, Value l, Value r, Value y,
               ArrayRef<bool> wanted, SmallVectorImpl<Value> &grads) {
  if (wanted[0]) {
    Value p =
        binary<PowerOp>(b, loc, l, scalar<MinusScalarOp>(b, loc, r, 1.0), dy);
    grads[0] = binary<ElemwiseMulOp>(
        b, loc, dy, binary<ElemwiseMulOp>(b, loc, r, p, dy), dy);
  }
  if (wanted[1])
    grads[1] =
        binary<ElemwiseMulOp>(b, loc, binary<ElemwiseMulOp>(b, loc, dy, y, dy),
                              unary<LogOp>(b, loc, l, l), dy);
}

/// add_n and grad_add: every operand gets dy.
template <typename Op>
struct SumOfOperandsRule : Rule<SumOfOperandsRule<Op>, Op> {
  LogicalResult vjp(Op, OpBuilder &, Value dy, ArrayRef<bool> wanted,
                    SmallVectorImpl<Value> &grads) const {
    for (auto [i, w] : llvm::enumerate(wanted))
      if (w)
        grads[i] = dy;
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Unary ops
//===----------------------------------------------------------------------===//

/// `dy * f'(x)` with MXNet's backward op `GradOp` (`_backward_<f>`), which
/// takes the forward input or, with `useOutput`, the forward output.
template <typename Op, typename GradOp, bool useOutput>
struct BackwardOpRule : Rule<BackwardOpRule<Op, GradOp, useOutput>, Op> {
  LogicalResult vjp(Op op, OpBuilder &b, Value dy, ArrayRef<bool>,
                    SmallVectorImpl<Value> &grads) const {
    Value x = useOutput ? op->getResult(0) : op->getOperand(0);
    grads[0] = binary<GradOp>(b, op.getLoc(), dy, x, op->getOperand(0));
    return success();
  }
};

/// The gradient is `dy` (identity, cast_storage, the straight-through
/// estimators round_ste and sign_ste, plus/minus a scalar).
template <typename Op> struct PassThroughRule : Rule<PassThroughRule<Op>, Op> {
  LogicalResult vjp(Op, OpBuilder &, Value dy, ArrayRef<bool>,
                    SmallVectorImpl<Value> &grads) const {
    grads[0] = dy;
    return success();
  }
};

/// Piecewise constant (sign, rounding, comparisons) or MXNet's BlockGrad:
/// the gradient is zero.
template <typename Op>
struct ZeroGradientRule : Rule<ZeroGradientRule<Op>, Op> {
  OperandGradient getOperandGradient(Operation *, unsigned) const {
    return OperandGradient::Constant;
  }
  LogicalResult vjp(Op, OpBuilder &, Value, ArrayRef<bool>,
                    SmallVectorImpl<Value> &) const {
    return success();
  }
};

/// Rules written as a formula of dy, x and y.
template <typename Op, Value (*formula)(OpBuilder &, Location, Operation *,
                                        Value dy, Value x, Value y)>
struct FormulaRule : Rule<FormulaRule<Op, formula>, Op> {
  LogicalResult vjp(Op op, OpBuilder &b, Value dy, ArrayRef<bool>,
                    SmallVectorImpl<Value> &grads) const {
    grads[0] =
        formula(b, op.getLoc(), op, dy, op->getOperand(0), op->getResult(0));
    return success();
  }
};

Value negativeGrad(OpBuilder &b, Location loc, Operation *, Value dy, Value,
                   Value) {
  return unary<NegativeOp>(b, loc, dy, dy);
}
// exp: dy * y (MXNet's `_backward_exp` is ElemwiseGradUseOut with mul).
Value expGrad(OpBuilder &b, Location loc, Operation *, Value dy, Value,
              Value y) {
  return binary<ElemwiseMulOp>(b, loc, dy, y, dy);
}
// reciprocal: -dy / x^2 = -(dy * y^2).
Value reciprocalGrad(OpBuilder &b, Location loc, Operation *, Value dy, Value,
                     Value y) {
  Value y2 = unary<SquareOp>(b, loc, y, y);
  return unary<NegativeOp>(b, loc, binary<ElemwiseMulOp>(b, loc, dy, y2, dy),
                           dy);
}
// softsign: dy / (1 + |x|)^2.
Value softsignGrad(OpBuilder &b, Location loc, Operation *, Value dy, Value x,
                   Value) {
  Value d = scalar<PlusScalarOp>(b, loc, unary<AbsOp>(b, loc, x, x), 1.0);
  return binary<ElemwiseDivOp>(b, loc, dy, unary<SquareOp>(b, loc, d, d), dy);
}
// mul_scalar, div_scalar: dy * s, dy / s.
Value mulScalarGrad(OpBuilder &b, Location loc, Operation *op, Value dy, Value,
                    Value) {
  return scalar<MulScalarOp>(
      b, loc, dy, cast<MulScalarOp>(op).getScalar().convertToDouble());
}
Value divScalarGrad(OpBuilder &b, Location loc, Operation *op, Value dy, Value,
                    Value) {
  return scalar<DivScalarOp>(
      b, loc, dy, cast<DivScalarOp>(op).getScalar().convertToDouble());
}
// rdiv_scalar (s / x): -dy * s / x^2 = -(dy * y / x).
Value rdivScalarGrad(OpBuilder &b, Location loc, Operation *, Value dy, Value x,
                     Value y) {
  Value yx = binary<ElemwiseDivOp>(b, loc, y, x, dy);
  return unary<NegativeOp>(b, loc, binary<ElemwiseMulOp>(b, loc, dy, yx, dy),
                           dy);
}
// clip: dy where a_min <= x <= a_max, else 0 (MXNet's `_backward_clip`).
Value clipGrad(OpBuilder &b, Location loc, Operation *op, Value dy, Value x,
               Value) {
  auto clip = cast<ClipOp>(op);
  Value lo =
      scalar<GreaterEqualScalarOp>(b, loc, x, clip.getAMin().convertToDouble());
  Value hi =
      scalar<LesserEqualScalarOp>(b, loc, x, clip.getAMax().convertToDouble());
  Value mask = binary<ElemwiseMulOp>(b, loc, lo, hi, x);
  return binary<ElemwiseMulOp>(b, loc, dy, mask, dy);
}
// quadratic (a x^2 + b x + c): dy * (2 a x + b).
Value quadraticGrad(OpBuilder &b, Location loc, Operation *op, Value dy,
                    Value x, Value) {
  auto q = cast<QuadraticOp>(op);
  Value slope = QuadraticOp::create(
      b, loc, denseTypeOf(x), x, b.getF64FloatAttr(0.0),
      b.getF64FloatAttr(2.0 * q.getA().convertToDouble()), q.getBAttr());
  return binary<ElemwiseMulOp>(b, loc, dy, slope, dy);
}
/// make_loss: a loss layer whose gradient is ones.
struct MakeLossRule : Rule<MakeLossRule, MakeLossOp> {
  bool isLossLayer(Operation *) const { return true; }
  LogicalResult vjp(MakeLossOp op, OpBuilder &b, Value, ArrayRef<bool>,
                    SmallVectorImpl<Value> &grads) const {
    grads[0] = onesLike(b, op.getLoc(), op.getData());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Reductions: the gradient broadcast back
//===----------------------------------------------------------------------===//

/// `g` (the reduced shape) broadcast back to `x`'s shape; with `mean`,
/// divided by the number of elements reduced into each result first.
FailureOr<Value> broadcastBack(OpBuilder &b, Operation *op, Value g, Value x,
                               std::optional<int64_t> axis, bool keepdims,
                               bool exclude, bool mean) {
  Location loc = op->getLoc();
  int64_t rank = cast<RankedTensorType>(x.getType()).getRank();
  SmallVector<bool> reduced(rank, !axis.has_value());
  if (axis) {
    int64_t a = *axis < 0 ? *axis + rank : *axis;
    for (int64_t i = 0; i < rank; ++i)
      reduced[i] = exclude ? i != a : i == a;
  }
  // Without keepdims the reduced axes must be leading (or all of them) for
  // numpy broadcasting to align `g` on the right.
  if (axis && !keepdims) {
    bool seenKept = false;
    for (int64_t i = 0; i < rank; ++i) {
      if (!reduced[i])
        seenKept = true;
      else if (seenKept)
        return op->emitOpError("cannot differentiate: reducing a non-leading "
                               "axis without keepdims (set keepdims)");
    }
  }
  // mean: g divided by the count of each result, the same reduction over
  // ones (exact up to 2^24 elements in f32), as MXNet divides by it.
  Value zeros = unary<ZerosLikeOp>(b, loc, x, x);
  if (mean) {
    auto m = cast<MeanOp>(op);
    Value ones = scalar<PlusScalarOp>(b, loc, zeros, 1.0);
    Value count =
        SumOp::create(b, loc, denseTypeOf(m.getResult()), ones, m.getAxisAttr(),
                      m.getKeepdimsAttr(), m.getExcludeAttr());
    g = binary<ElemwiseDivOp>(b, loc, g, count, g);
  }
  return binary<BroadcastAddOp>(b, loc, zeros, g, x);
}

/// max and min: dy broadcast back, routed to the positions equal to the
/// extremum (MXNet's backward: ograd * (data == out)); tied positions all
/// receive dy.  `data == out` is `equal_scalar(data - out, 0)` where the
/// difference is not NaN; where it is NaN and out is not, data and out are
/// the same infinity (equal); where out is NaN (a NaN in the slice) no
/// position is equal.  So the mask is eq(d, 0) + notNaN(out) - notNaN(d).
template <typename Op> struct ExtremumRule : Rule<ExtremumRule<Op>, Op> {
  LogicalResult vjp(Op op, OpBuilder &b, Value dy, ArrayRef<bool>,
                    SmallVectorImpl<Value> &grads) const {
    Location loc = op.getLoc();
    Value x = op.getData();
    auto back = [&](Value g) {
      return broadcastBack(b, op, g, x, op.getAxis(), op.getKeepdims(),
                           op.getExclude(), /*mean=*/false);
    };
    FailureOr<Value> g = back(dy);
    if (failed(g))
      return failure();
    FailureOr<Value> y = back(op.getResult());
    if (failed(y))
      return failure();
    Value diff = binary<ElemwiseSubOp>(b, loc, x, *y, x);
    Value sameInfinity = binary<ElemwiseSubOp>(b, loc, notNaN(b, loc, *y),
                                               notNaN(b, loc, diff), x);
    Value mask = binary<ElemwiseAddOp>(
        b, loc, scalar<EqualScalarOp>(b, loc, diff, 0.0), sameInfinity, x);
    grads[0] = binary<ElemwiseMulOp>(b, loc, *g, mask, x);
    return success();
  }
};

template <typename Op, bool mean>
struct ReduceRule : Rule<ReduceRule<Op, mean>, Op> {
  LogicalResult vjp(Op op, OpBuilder &b, Value dy, ArrayRef<bool>,
                    SmallVectorImpl<Value> &grads) const {
    FailureOr<Value> g = broadcastBack(b, op, dy, op.getData(), op.getAxis(),
                                       op.getKeepdims(), op.getExclude(), mean);
    if (failed(g))
      return failure();
    grads[0] = *g;
    return success();
  }
};

//===----------------------------------------------------------------------===//
// where, embedding, loss layers
//===----------------------------------------------------------------------===//

/// where(c, x, y): dx = where(c, dy, 0), dy = where(c, 0, dy); the
/// condition is piecewise constant.
struct WhereRule : Rule<WhereRule, WhereOp> {
  OperandGradient getOperandGradient(Operation *, unsigned index) const {
    return index == 0 ? OperandGradient::Constant
                      : OperandGradient::Differentiable;
  }
  LogicalResult vjp(WhereOp op, OpBuilder &b, Value dy, ArrayRef<bool> wanted,
                    SmallVectorImpl<Value> &grads) const {
    Location loc = op.getLoc();
    Value zeros = unary<ZerosLikeOp>(b, loc, dy, dy);
    if (wanted[1])
      grads[1] = WhereOp::create(b, loc, denseTypeOf(dy), op.getCondition(), dy,
                                 zeros);
    if (wanted[2])
      grads[2] = WhereOp::create(b, loc, denseTypeOf(dy), op.getCondition(),
                                 zeros, dy);
    return success();
  }
};

/// embedding(ids, W): dW = embedding_grad(ids, dy), row_sparse with
/// `sparse_grad` or a row_sparse weight (MXNet's SparseEmbedding).
struct EmbeddingRule : Rule<EmbeddingRule, EmbeddingOp> {
  LogicalResult vjp(EmbeddingOp op, OpBuilder &b, Value dy, ArrayRef<bool>,
                    SmallVectorImpl<Value> &grads) const {
    auto wt = cast<RankedTensorType>(op.getWeight().getType());
    if (wt.isDynamicDim(0))
      return op.emitOpError("cannot differentiate with respect to a weight "
                            "with a dynamic number of rows (input_dim): "
                            "embedding_grad needs it statically");
    FailureOr<StorageKind> kind = getStorageKind(wt);
    bool sparse = op.getSparseGrad() ||
                  (succeeded(kind) && *kind == StorageKind::RowSparse);
    auto g = EmbeddingGradOp::create(
        b, op.getLoc(), denseTypeOf(op.getWeight()), op.getData(), dy,
        b.getI64IntegerAttr(wt.getDimSize(0)),
        sparse ? b.getUnitAttr() : UnitAttr(), UnitAttr());
    grads[1] = g;
    return success();
  }
};

/// A loss layer `op(data, label)` whose backward op `GradOp(out, label)`
/// ignores the head gradient; the label gets no gradient (MXNet).  The
/// linear and MAE regression outputs are the identity forward, so their
/// backward reads `data` itself: the forward copy is then dead unless the
/// caller asks for the value, and the derived step is the hand-written one.
template <typename Op, typename GradOp>
struct LossLayerRule : Rule<LossLayerRule<Op, GradOp>, Op> {
  static constexpr bool identityForward =
      std::is_same_v<Op, LinearRegressionOutputOp> ||
      std::is_same_v<Op, MAERegressionOutputOp>;
  OperandGradient getOperandGradient(Operation *, unsigned index) const {
    return index == 0 ? OperandGradient::Differentiable : OperandGradient::None;
  }
  bool isLossLayer(Operation *) const { return true; }
  LogicalResult vjp(Op op, OpBuilder &b, Value, ArrayRef<bool>,
                    SmallVectorImpl<Value> &grads) const {
    OperationState state(op.getLoc(), GradOp::getOperationName());
    Value out = identityForward ? op->getOperand(0) : op->getResult(0);
    state.addOperands({out, op->getOperand(1)});
    state.addTypes(denseTypeOf(op->getOperand(0)));
    state.addAttributes(op->getAttrs());
    grads[0] = b.create(state)->getResult(0);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// softmax, log_softmax, softmax_cross_entropy, activation
//===----------------------------------------------------------------------===//

/// `g / temperature`, or `g` for a temperature of 1.
Value divideByTemperature(OpBuilder &b, Location loc, Value g, double t) {
  return t == 1.0 ? g : scalar<DivScalarOp>(b, loc, g, t);
}

/// softmax: dx = y (dy - sum(dy y, axis)) / T (MXNet's SoftmaxGrad).
struct SoftmaxRule : Rule<SoftmaxRule, SoftmaxOp> {
  LogicalResult vjp(SoftmaxOp op, OpBuilder &b, Value dy, ArrayRef<bool>,
                    SmallVectorImpl<Value> &grads) const {
    Location loc = op.getLoc();
    Value y = op.getResult();
    Value s = sumAxis(b, loc, binary<ElemwiseMulOp>(b, loc, dy, y, dy),
                      op.getNormalizedAxis(), /*keepdims=*/true);
    Value g = binary<ElemwiseMulOp>(
        b, loc, y, binary<BroadcastSubOp>(b, loc, dy, s, dy), dy);
    grads[0] =
        divideByTemperature(b, loc, g, op.getTemperature().convertToDouble());
    return success();
  }
};

/// log_softmax: dx = (dy - exp(y) sum(dy, axis)) / T (MXNet's
/// LogSoftmaxGrad).
struct LogSoftmaxRule : Rule<LogSoftmaxRule, LogSoftmaxOp> {
  LogicalResult vjp(LogSoftmaxOp op, OpBuilder &b, Value dy, ArrayRef<bool>,
                    SmallVectorImpl<Value> &grads) const {
    Location loc = op.getLoc();
    Value y = op.getResult();
    Value s = sumAxis(b, loc, dy, op.getNormalizedAxis(), /*keepdims=*/true);
    Value e = binary<BroadcastMulOp>(b, loc, unary<ExpOp>(b, loc, y, y), s, dy);
    Value g = binary<ElemwiseSubOp>(b, loc, dy, e, dy);
    grads[0] =
        divideByTemperature(b, loc, g, op.getTemperature().convertToDouble());
    return success();
  }
};

/// softmax_cross_entropy: d data = softmax_cross_entropy_grad(data, label,
/// dy); the label gets no gradient (MXNet).
struct SoftmaxCrossEntropyRule
    : Rule<SoftmaxCrossEntropyRule, SoftmaxCrossEntropyOp> {
  OperandGradient getOperandGradient(Operation *, unsigned index) const {
    return index == 0 ? OperandGradient::Differentiable : OperandGradient::None;
  }
  LogicalResult vjp(SoftmaxCrossEntropyOp op, OpBuilder &b, Value dy,
                    ArrayRef<bool>, SmallVectorImpl<Value> &grads) const {
    grads[0] = SoftmaxCrossEntropyGradOp::create(
        b, op.getLoc(), denseTypeOf(op.getData()), op.getData(), op.getLabel(),
        dy);
    return success();
  }
};

/// activation: the gradient of the unary op of its act_type (MXNet's
/// ActivationGrad: relu, sigmoid, tanh and softrelu from the output,
/// softsign from the input).
struct ActivationRule : Rule<ActivationRule, ActivationOp> {
  LogicalResult vjp(ActivationOp op, OpBuilder &b, Value dy, ArrayRef<bool>,
                    SmallVectorImpl<Value> &grads) const {
    Location loc = op.getLoc();
    Value x = op.getData(), y = op.getResult();
    switch (op.getActType()) {
    case ActType::Relu:
      grads[0] = binary<ReluGradOp>(b, loc, dy, y, x);
      break;
    case ActType::Sigmoid:
      grads[0] = binary<SigmoidGradOp>(b, loc, dy, y, x);
      break;
    case ActType::Tanh:
      grads[0] = binary<TanhGradOp>(b, loc, dy, y, x);
      break;
    case ActType::Softsign:
      grads[0] = softsignGrad(b, loc, op, dy, x, y);
      break;
    case ActType::Softrelu: {
      // mshadow_op::softrelu_grad of the output: 1 - exp(-y) = -expm1(-y).
      Value e = unary<Expm1Op>(b, loc, unary<NegativeOp>(b, loc, y, y), y);
      grads[0] = unary<NegativeOp>(
          b, loc, binary<ElemwiseMulOp>(b, loc, dy, e, dy), dy);
      break;
    }
    }
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Shape ops (ShapeOps.td): reshape, transpose, broadcast_to/like/axis, pick
//===----------------------------------------------------------------------===//

/// reshape: dy reshaped back to data's shape.  A dynamic dim of data is
/// written as 0 where the forward shape copied it (the same dim of dy), or
/// as the one -1; more dynamic dims cannot be named.
struct ReshapeRule : Rule<ReshapeRule, ReshapeOp> {
  LogicalResult vjp(ReshapeOp op, OpBuilder &b, Value dy, ArrayRef<bool>,
                    SmallVectorImpl<Value> &grads) const {
    ArrayRef<int64_t> in = op.getData().getType().getShape();
    ArrayRef<int64_t> spec = op.getShape();
    SmallVector<int64_t> back;
    bool inferred = false;
    for (auto [d, size] : llvm::enumerate(in)) {
      if (!ShapedType::isDynamic(size)) {
        back.push_back(size);
      } else if (d < spec.size() && spec[d] == 0) {
        back.push_back(0);
      } else if (!inferred) {
        back.push_back(-1);
        inferred = true;
      } else {
        return op.emitOpError("cannot differentiate: data has several dynamic "
                              "dimensions that the shape does not copy (0), "
                              "so the gradient's shape cannot be written");
      }
    }
    grads[0] = ReshapeOp::create(b, op.getLoc(), denseTypeOf(op.getData()), dy,
                                 b.getDenseI64ArrayAttr(back));
    return success();
  }
};

/// transpose: dy transposed by the inverse permutation.
struct TransposeRule : Rule<TransposeRule, TransposeOp> {
  LogicalResult vjp(TransposeOp op, OpBuilder &b, Value dy, ArrayRef<bool>,
                    SmallVectorImpl<Value> &grads) const {
    SmallVector<int64_t> perm = op.getPermutation();
    SmallVector<int64_t> inverse(perm.size());
    for (auto [d, a] : llvm::enumerate(perm))
      inverse[a] = static_cast<int64_t>(d);
    grads[0] = TransposeOp::create(b, op.getLoc(), denseTypeOf(op.getData()),
                                   dy, b.getDenseI64ArrayAttr(inverse));
    return success();
  }
};

/// dy (the broadcast result) summed back to the shape of `x`: over every
/// dim where x has size 1 (keepdims).  `kept[d]` says the op keeps dim d
/// as it is (broadcast_to's 0); another dynamic dim of x may or may not
/// have been broadcast: an error.
FailureOr<Value> sumBroadcastAxes(OpBuilder &b, Operation *op, Value dy,
                                  Value x, ArrayRef<bool> kept) {
  auto xt = cast<RankedTensorType>(x.getType());
  ArrayRef<int64_t> out = cast<RankedTensorType>(dy.getType()).getShape();
  for (int64_t d = 0, e = xt.getRank(); d < e; ++d) {
    int64_t size = xt.getDimSize(d);
    if (size == 1 && out[d] != 1)
      dy = sumAxis(b, op->getLoc(), dy, d, /*keepdims=*/true);
    else if (ShapedType::isDynamic(size) && !kept[d])
      return op->emitOpError("cannot differentiate: dimension ")
             << d << " of operand type " << x.getType()
             << " is dynamic, so whether it was broadcast is unknown";
  }
  return dy;
}

/// The dims of a broadcast op's input that it keeps as they are:
/// broadcast_to's 0; none for broadcast_like.
SmallVector<bool> keptDims(BroadcastToOp op) {
  return llvm::map_to_vector(op.getShape(), [](int64_t s) { return s == 0; });
}
SmallVector<bool> keptDims(BroadcastLikeOp op) {
  return SmallVector<bool>(op.getLhs().getType().getRank(), false);
}
/// broadcast_axis: every dim but its axes (whose data dims are a static 1).
SmallVector<bool> keptDims(BroadcastAxisOp op) {
  SmallVector<bool> kept(op.getData().getType().getRank(), true);
  for (int64_t a : op.getNormalizedAxes())
    kept[a] = false;
  return kept;
}

/// broadcast_to, broadcast_like, broadcast_axis: the input gets dy summed
/// back; the rhs of broadcast_like only lends its shape.
template <typename Op> struct BroadcastRule : Rule<BroadcastRule<Op>, Op> {
  OperandGradient getOperandGradient(Operation *, unsigned index) const {
    return index == 0 ? OperandGradient::Differentiable
                      : OperandGradient::Constant;
  }
  LogicalResult vjp(Op op, OpBuilder &b, Value dy, ArrayRef<bool>,
                    SmallVectorImpl<Value> &grads) const {
    FailureOr<Value> g =
        sumBroadcastAxes(b, op, dy, op->getOperand(0), keptDims(op));
    if (failed(g))
      return failure();
    grads[0] = *g;
    return success();
  }
};

/// pick: data gets pick_grad(dy, index) (dy at the picked positions);
/// the index is piecewise constant.
struct PickRule : Rule<PickRule, PickOp> {
  OperandGradient getOperandGradient(Operation *, unsigned index) const {
    return index == 0 ? OperandGradient::Differentiable
                      : OperandGradient::Constant;
  }
  LogicalResult vjp(PickOp op, OpBuilder &b, Value dy, ArrayRef<bool>,
                    SmallVectorImpl<Value> &grads) const {
    int64_t axis = op.getNormalizedAxis();
    int64_t depth = op.getData().getType().getDimSize(axis);
    if (ShapedType::isDynamic(depth))
      return op.emitOpError("cannot differentiate with respect to data whose "
                            "picked axis is dynamic: pick_grad needs its "
                            "size statically");
    grads[0] = PickGradOp::create(b, op.getLoc(), denseTypeOf(op.getData()), dy,
                                  op.getIndex(), b.getI64IntegerAttr(depth),
                                  b.getI64IntegerAttr(axis),
                                  op.getKeepdimsAttr(), op.getModeAttr());
    return success();
  }
};

template <typename... Ops> void attachZero(MLIRContext *ctx) {
  (Ops::template attachInterface<ZeroGradientRule<Ops>>(*ctx), ...);
}
template <typename... Ops> void attachPassThrough(MLIRContext *ctx) {
  (Ops::template attachInterface<PassThroughRule<Ops>>(*ctx), ...);
}

} // namespace

//===----------------------------------------------------------------------===//
// The table
//===----------------------------------------------------------------------===//

void mlir::stype::registerGradientRules(MLIRContext *ctx) {
  DotOp::attachInterface<ProductRule<DotOp>>(*ctx);
  FullyConnectedOp::attachInterface<FullyConnectedRule>(*ctx);

  ElemwiseAddOp::attachInterface<ArithRule<ElemwiseAddOp, Arith::Add, false>>(
      *ctx);
  ElemwiseSubOp::attachInterface<ArithRule<ElemwiseSubOp, Arith::Sub, false>>(
      *ctx);
  ElemwiseMulOp::attachInterface<ArithRule<ElemwiseMulOp, Arith::Mul, false>>(
      *ctx);
  ElemwiseDivOp::attachInterface<ArithRule<ElemwiseDivOp, Arith::Div, false>>(
      *ctx);
  BroadcastAddOp::attachInterface<ArithRule<BroadcastAddOp, Arith::Add, true>>(
      *ctx);
  BroadcastSubOp::attachInterface<ArithRule<BroadcastSubOp, Arith::Sub, true>>(
      *ctx);
  BroadcastMulOp::attachInterface<ArithRule<BroadcastMulOp, Arith::Mul, true>>(
      *ctx);
  BroadcastDivOp::attachInterface<ArithRule<BroadcastDivOp, Arith::Div, true>>(
      *ctx);
  AddNOp::attachInterface<SumOfOperandsRule<AddNOp>>(*ctx);
  MaximumOp::attachInterface<
      BinaryFormulaRule<MaximumOp, extremumPairGrad<true>>>(*ctx);
  MinimumOp::attachInterface<
      BinaryFormulaRule<MinimumOp, extremumPairGrad<false>>>(*ctx);
  HypotOp::attachInterface<BinaryFormulaRule<HypotOp, hypotGrad>>(*ctx);
  PowerOp::attachInterface<BinaryFormulaRule<PowerOp, powerGrad>>(*ctx);
  GradAddOp::attachInterface<SumOfOperandsRule<GradAddOp>>(*ctx);

  // Unary ops with MXNet's backward op: (op, backward op, takes the output).
  ReluOp::attachInterface<BackwardOpRule<ReluOp, ReluGradOp, true>>(*ctx);
  SigmoidOp::attachInterface<BackwardOpRule<SigmoidOp, SigmoidGradOp, true>>(
      *ctx);
  AbsOp::attachInterface<BackwardOpRule<AbsOp, AbsGradOp, false>>(*ctx);
  SquareOp::attachInterface<BackwardOpRule<SquareOp, SquareGradOp, false>>(
      *ctx);
  CosOp::attachInterface<BackwardOpRule<CosOp, CosGradOp, false>>(*ctx);
  CoshOp::attachInterface<BackwardOpRule<CoshOp, CoshGradOp, false>>(*ctx);
  LogOp::attachInterface<BackwardOpRule<LogOp, LogGradOp, false>>(*ctx);
  Log10Op::attachInterface<BackwardOpRule<Log10Op, Log10GradOp, false>>(*ctx);
  Log2Op::attachInterface<BackwardOpRule<Log2Op, Log2GradOp, false>>(*ctx);
  Log1pOp::attachInterface<BackwardOpRule<Log1pOp, Log1pGradOp, false>>(*ctx);
  Expm1Op::attachInterface<BackwardOpRule<Expm1Op, Expm1GradOp, false>>(*ctx);
  SqrtOp::attachInterface<BackwardOpRule<SqrtOp, SqrtGradOp, true>>(*ctx);
  RsqrtOp::attachInterface<BackwardOpRule<RsqrtOp, RsqrtGradOp, false>>(*ctx);
  CbrtOp::attachInterface<BackwardOpRule<CbrtOp, CbrtGradOp, true>>(*ctx);
  SinOp::attachInterface<BackwardOpRule<SinOp, SinGradOp, false>>(*ctx);
  TanOp::attachInterface<BackwardOpRule<TanOp, TanGradOp, true>>(*ctx);
  ArcsinOp::attachInterface<BackwardOpRule<ArcsinOp, ArcsinGradOp, false>>(
      *ctx);
  ArccosOp::attachInterface<BackwardOpRule<ArccosOp, ArccosGradOp, false>>(
      *ctx);
  ArctanOp::attachInterface<BackwardOpRule<ArctanOp, ArctanGradOp, false>>(
      *ctx);
  DegreesOp::attachInterface<BackwardOpRule<DegreesOp, DegreesGradOp, false>>(
      *ctx);
  RadiansOp::attachInterface<BackwardOpRule<RadiansOp, RadiansGradOp, false>>(
      *ctx);
  SinhOp::attachInterface<BackwardOpRule<SinhOp, SinhGradOp, false>>(*ctx);
  TanhOp::attachInterface<BackwardOpRule<TanhOp, TanhGradOp, true>>(*ctx);
  ArcsinhOp::attachInterface<BackwardOpRule<ArcsinhOp, ArcsinhGradOp, false>>(
      *ctx);
  ArccoshOp::attachInterface<BackwardOpRule<ArccoshOp, ArccoshGradOp, false>>(
      *ctx);
  ArctanhOp::attachInterface<BackwardOpRule<ArctanhOp, ArctanhGradOp, false>>(
      *ctx);
  GammaOp::attachInterface<BackwardOpRule<GammaOp, GammaGradOp, false>>(*ctx);
  GammalnOp::attachInterface<BackwardOpRule<GammalnOp, GammalnGradOp, false>>(
      *ctx);

  // Unary ops whose gradient is a formula of dy, x and y.
  NegativeOp::attachInterface<FormulaRule<NegativeOp, negativeGrad>>(*ctx);
  ExpOp::attachInterface<FormulaRule<ExpOp, expGrad>>(*ctx);
  ReciprocalOp::attachInterface<FormulaRule<ReciprocalOp, reciprocalGrad>>(
      *ctx);
  SoftsignOp::attachInterface<FormulaRule<SoftsignOp, softsignGrad>>(*ctx);
  MulScalarOp::attachInterface<FormulaRule<MulScalarOp, mulScalarGrad>>(*ctx);
  DivScalarOp::attachInterface<FormulaRule<DivScalarOp, divScalarGrad>>(*ctx);
  RminusScalarOp::attachInterface<FormulaRule<RminusScalarOp, negativeGrad>>(
      *ctx);
  RdivScalarOp::attachInterface<FormulaRule<RdivScalarOp, rdivScalarGrad>>(
      *ctx);
  ClipOp::attachInterface<FormulaRule<ClipOp, clipGrad>>(*ctx);
  QuadraticOp::attachInterface<FormulaRule<QuadraticOp, quadraticGrad>>(*ctx);
  MakeLossOp::attachInterface<MakeLossRule>(*ctx);

  attachPassThrough<IdentityOp, CastStorageOp, RoundSteOp, SignSteOp,
                    PlusScalarOp, MinusScalarOp, ScatterPlusScalarOp,
                    ScatterMinusScalarOp>(ctx);
  attachZero<BlockGradOp, SignOp, RoundOp, RintOp, CeilOp, FloorOp, TruncOp,
             FixOp, EqualScalarOp, NotEqualScalarOp, GreaterScalarOp,
             GreaterEqualScalarOp, LesserScalarOp, LesserEqualScalarOp,
             ZerosLikeOp>(ctx);

  SumOp::attachInterface<ReduceRule<SumOp, false>>(*ctx);
  MeanOp::attachInterface<ReduceRule<MeanOp, true>>(*ctx);
  // max, min, argmax, batch_dot (issue 23's dense ops).
  MaxOp::attachInterface<ExtremumRule<MaxOp>>(*ctx);
  MinOp::attachInterface<ExtremumRule<MinOp>>(*ctx);
  attachZero<ArgmaxOp>(ctx);
  BatchDotOp::attachInterface<ProductRule<BatchDotOp>>(*ctx);
  WhereOp::attachInterface<WhereRule>(*ctx);
  EmbeddingOp::attachInterface<EmbeddingRule>(*ctx);

  // Shape ops; one_hot's indices are constant (no gradient flows).
  ReshapeOp::attachInterface<ReshapeRule>(*ctx);
  TransposeOp::attachInterface<TransposeRule>(*ctx);
  BroadcastToOp::attachInterface<BroadcastRule<BroadcastToOp>>(*ctx);
  BroadcastLikeOp::attachInterface<BroadcastRule<BroadcastLikeOp>>(*ctx);
  BroadcastAxisOp::attachInterface<BroadcastRule<BroadcastAxisOp>>(*ctx);
  PickOp::attachInterface<PickRule>(*ctx);
  attachZero<OneHotOp>(ctx);

  LinearRegressionOutputOp::attachInterface<
      LossLayerRule<LinearRegressionOutputOp, LinearRegressionOutputGradOp>>(
      *ctx);
  LogisticRegressionOutputOp::attachInterface<LossLayerRule<
      LogisticRegressionOutputOp, LogisticRegressionOutputGradOp>>(*ctx);
  MAERegressionOutputOp::attachInterface<
      LossLayerRule<MAERegressionOutputOp, MAERegressionOutputGradOp>>(*ctx);
  SoftmaxOutputOp::attachInterface<
      LossLayerRule<SoftmaxOutputOp, SoftmaxOutputGradOp>>(*ctx);

  SoftmaxOp::attachInterface<SoftmaxRule>(*ctx);
  LogSoftmaxOp::attachInterface<LogSoftmaxRule>(*ctx);
  SoftmaxCrossEntropyOp::attachInterface<SoftmaxCrossEntropyRule>(*ctx);
  ActivationOp::attachInterface<ActivationRule>(*ctx);
}
