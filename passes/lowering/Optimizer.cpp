//===- Optimizer.cpp - kernels of the optimizer updates ---------*- C++ -*-===//
//
// sgd_update and sgd_mom_update for (weight, grad[, mom]) in
//   (default, default[, default])            flat loop over every element
//   (default, row_sparse[, default])         lazy: the rows of grad only;
//   (row_sparse, row_sparse[, row_sparse])   standard: every row, grad = 0
//   (row_sparse, row_sparse, default)        where it stores no row (std only)
// A row_sparse weight or state must store every row (as in MXNet); its data
// buffer is then indexed by row id.  Updates write into the weight's (and
// state's) buffers when no later op uses the old value, else into a copy.
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"
#include "passes/lowering/KernelBuilder.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "llvm/ADT/TypeSwitch.h"

#include <cmath>
#include <functional>

using namespace mlir;
using namespace mlir::stype;
using SK = StorageKind;

namespace {

/// The hyper-parameters every update op shares, as compile-time constants.
struct Common {
  double lr, wd, rescale, clip;
  bool lazy;
};

/// Stores a new value of state #i of the current element.
using SetState = function_ref<void(unsigned, Value)>;

/// An optimizer's update rule.  The row walk (lazy or standard) and the
/// dense loop are shared by every optimizer; a rule only says how one element
/// changes.
struct Rule {
  Common c;
  unsigned numStates = 0;
  /// Group AdaGrad: the single state holds one value per row ([rows, 1]),
  /// updated once per row by `rowState` before the elements.
  bool perRowState = false;
  /// Whether a row absent from a row_sparse gradient changes in a standard
  /// update (if not, the standard update walks the gradient's rows only).
  bool absentRowsChange = true;
  /// New weight of one element from its weight `w`, its states (the per-row
  /// state's new value for Group AdaGrad) and its gradient `g` (null for a
  /// row absent from the gradient: a zero gradient).  New states are stored
  /// with `set` (before the weight).
  std::function<Value(KernelBuilder &, Value w, ArrayRef<Value> states,
                      Value g, SetState set)>
      element;
  /// Group AdaGrad: the new per-row state from the old one and the row's
  /// gradient (`k` null: absent row).
  std::function<Value(KernelBuilder &, Value h, Value gRows, Value k,
                      Value rowLen)>
      rowState;
};

Value add(KernelBuilder &b, Value x, Value y) {
  return arith::AddFOp::create(b, x, y);
}
Value sub(KernelBuilder &b, Value x, Value y) {
  return arith::SubFOp::create(b, x, y);
}
Value mul(KernelBuilder &b, Value x, Value y) {
  return arith::MulFOp::create(b, x, y);
}
Value mul(KernelBuilder &b, double x, Value y) {
  return mul(b, b.fconst(y.getType(), x), y);
}
Value div(KernelBuilder &b, Value x, Value y) {
  return arith::DivFOp::create(b, x, y);
}
Value sqrt(KernelBuilder &b, Value x) { return math::SqrtOp::create(b, x); }

/// clip_c(x), clipping iff c >= 0.
Value clipped(KernelBuilder &b, const Common &c, Value x) {
  if (c.clip < 0)
    return x;
  Type t = x.getType();
  x = arith::MinimumFOp::create(b, x, b.fconst(t, c.clip));
  return arith::MaximumFOp::create(b, x, b.fconst(t, -c.clip));
}

/// clip_c(rescale * g), clipping iff c >= 0; zero for an absent row.
Value scaledClippedGrad(KernelBuilder &b, const Common &c, Value g,
                        Type t) {
  if (!g)
    return b.fconst(t, 0.0);
  Value x = g;
  if (c.rescale != 1.0)
    x = arith::MulFOp::create(b, x, b.fconst(t, c.rescale));
  return clipped(b, c, x);
}

/// clip_c(rescale * g + wd * w) (Adam, RMSProp: weight decay before clipping).
Value decayedClippedGrad(KernelBuilder &b, const Common &c, Value g, Value w) {
  Type t = w.getType();
  Value x;
  if (g)
    x = c.rescale != 1.0 ? mul(b, c.rescale, g) : g;
  if (c.wd != 0.0)
    x = x ? add(b, x, mul(b, c.wd, w)) : mul(b, c.wd, w);
  if (!x)
    return b.fconst(t, 0.0);
  return clipped(b, c, x);
}

/// MXNet's sign: 1, -1, or 0 (also for NaN).
Value sign(KernelBuilder &b, Value x) {
  Type t = x.getType();
  Value zero = b.fconst(t, 0.0);
  Value pos = arith::CmpFOp::create(b, arith::CmpFPredicate::OGT, x, zero);
  Value neg = arith::CmpFOp::create(b, arith::CmpFPredicate::OLT, x, zero);
  Value s = arith::SelectOp::create(b, neg, b.fconst(t, -1.0), zero);
  return arith::SelectOp::create(b, pos, b.fconst(t, 1.0), s);
}

/// Dense weight, gradient and states: one flat loop (or a row loop for a
/// per-row state).
void denseUpdate(KernelBuilder &b, const Rule &r, Value w, Value g,
                 ArrayRef<Value> states);

/// The buffers one update walks: weight rows, gradient, state rows.
struct Walk {
  Value wRows;
  SmallVector<Value> stateRows;
  Value rowLen; // elements per row, computed once before the row loop
};

/// Updates row `i` of the weight and states; `gRows`/`k` give its gradient
/// row (k null: absent, zero gradient).
void updateRow(KernelBuilder &b, const Rule &r, const Walk &wk, Value gRows,
               Value i, Value k) {
  Value rowLen = wk.rowLen;
  SmallVector<Value> rowStates;
  if (r.perRowState) {
    Value h = b.load(wk.stateRows[0], {i, b.idx(0)});
    Value nh = r.rowState(b, h, gRows, k, rowLen);
    b.store(nh, wk.stateRows[0], {i, b.idx(0)});
    rowStates.push_back(nh);
  }
  b.forLoop(b.idx(0), rowLen, [&](KernelBuilder &b, Value c) {
    Value gv = k ? b.load(gRows, {k, c}) : Value();
    Value wv = b.load(wk.wRows, {i, c});
    SmallVector<Value> sv = rowStates;
    if (!r.perRowState)
      for (Value s : wk.stateRows)
        sv.push_back(b.load(s, {i, c}));
    Value nw = r.element(b, wv, sv, gv, [&](unsigned n, Value v) {
      b.store(v, wk.stateRows[n], {i, c});
    });
    b.store(nw, wk.wRows, {i, c});
  });
}

void denseUpdate(KernelBuilder &b, const Rule &r, Value w, Value g,
                 ArrayRef<Value> states) {
  if (r.perRowState) {
    Walk wk{b.rowsView(w), {}, {}};
    for (Value s : states)
      wk.stateRows.push_back(b.rowsView(s));
    wk.rowLen = b.dim(wk.wRows, 1);
    Value gRows = b.rowsView(g);
    b.forLoop(b.idx(0), b.dim(wk.wRows, 0), [&](KernelBuilder &b, Value i) {
      updateRow(b, r, wk, gRows, i, i);
    });
    return;
  }
  Value wf = b.flatView(w), gf = b.flatView(g);
  SmallVector<Value> sf;
  for (Value s : states)
    sf.push_back(b.flatView(s));
  b.forLoop(b.idx(0), b.dim(wf, 0), [&](KernelBuilder &b, Value i) {
    Value gv = b.load(gf, i);
    Value wv = b.load(wf, i);
    SmallVector<Value> sv;
    for (Value s : sf)
      sv.push_back(b.load(s, i));
    Value nw = r.element(b, wv, sv, gv,
                         [&](unsigned n, Value v) { b.store(v, sf[n], i); });
    b.store(nw, wf, i);
  });
}

/// Weight (and state) rows updated from a row_sparse gradient: lazy walks
/// the gradient's rows only; standard walks every row with a cursor into the
/// gradient's sorted row ids.
void rowSparseGradUpdate(KernelBuilder &b, const Rule &r, Walk wk,
                         RspBuffers g, bool standard) {
  Value gRows = b.rowsView(g.data);
  Value nnr = b.dim(g.indices, 0);
  wk.rowLen = b.dim(wk.wRows, 1);
  if (!standard || !r.absentRowsChange) {
    b.forLoop(b.idx(0), nnr, [&](KernelBuilder &b, Value k) {
      updateRow(b, r, wk, gRows, b.toIndex(b.load(g.indices, k)), k);
    });
    return;
  }
  b.forLoop(b.idx(0), b.dim(wk.wRows, 0), b.idx(0),
            [&](KernelBuilder &b, Value i, Value cursor) {
              Value present = b.foundAt(g.indices, cursor, nnr, b.toI64(i));
              b.ifThenElse(
                  present,
                  [&](KernelBuilder &b) {
                    updateRow(b, r, wk, gRows, i, cursor);
                  },
                  [&](KernelBuilder &b) {
                    updateRow(b, r, wk, gRows, i, Value());
                  });
              return arith::AddIOp::create(b, cursor, b.boolToIndex(present))
                  .getResult();
            });
}

/// True if `op` may write into the buffers of `tensor`: every other use of
/// the tensor runs before `op` in the same block (the stype ops there read
/// it into fresh buffers), so nothing observes the old value afterwards.
bool canUpdateInPlace(Value tensor, Operation *op) {
  bool usesDone = llvm::all_of(tensor.getUsers(), [&](Operation *user) {
    return user == op ||
           (user->getBlock() == op->getBlock() && user->isBeforeInBlock(op));
  });
  if (!usesDone)
    return false;
  // A same-kind cast_storage may be folded away during the conversion, so
  // its result shares its source's buffers: the source must be dead too.
  if (auto cast = tensor.getDefiningOp<CastStorageOp>())
    if (cast.getSource().getType() == cast.getType())
      return canUpdateInPlace(cast.getSource(), op);
  return true;
}

/// The lowered values of an updated operand: in place, or a copy when the
/// old value is still used later.
SmallVector<Value> writable(KernelBuilder &b, Value tensor, Operation *op,
                            ValueRange bufs) {
  SmallVector<Value> out(bufs.begin(), bufs.end());
  if (canUpdateInPlace(tensor, op))
    return out;
  for (Value &v : out)
    if (isa<MemRefType>(v.getType()))
      v = b.clone(v);
  return out;
}

/// Lowers an update op with `rule`: operands are (weight, grad, states...),
/// results (weight, states...).
LogicalResult lowerRule(Operation *op, const Rule &r,
                        ArrayRef<ValueRange> operands,
                        ConversionPatternRewriter &rewriter,
                        const TypeConverter &converter) {
  auto kindOf = [&](unsigned i) {
    return *getStorageKind(op->getOperand(i).getType());
  };
  SK wk = kindOf(0), gk = kindOf(1);
  SK sk = r.numStates ? kindOf(2) : SK::Dense;
  for (unsigned i = 0; i < r.numStates; ++i)
    if (kindOf(2 + i) != sk)
      return rewriter.notifyMatchFailure(op, "states of different kinds");
  KernelBuilder b(op->getLoc(), rewriter);
  SmallVector<Value> w = writable(b, op->getOperand(0), op, operands[0]);
  SmallVector<SmallVector<Value>> states;
  for (unsigned i = 0; i < r.numStates; ++i)
    states.push_back(writable(b, op->getOperand(2 + i), op, operands[2 + i]));
  auto dataOf = [](SK kind, ArrayRef<Value> bufs) {
    return kind == SK::Dense ? bufs[0] : bufs[1];
  };
  SmallVector<Value> stateData;
  for (auto &s : states)
    stateData.push_back(dataOf(sk, s));

  if (wk == SK::Dense && gk == SK::Dense && sk == SK::Dense) {
    denseUpdate(b, r, w[0], operands[1][0], stateData);
  } else if (gk == SK::RowSparse && wk != SK::Csr && sk != SK::Csr) {
    RspBuffers g = RspBuffers::unpack(operands[1]);
    // Standard when asked, and always for a row_sparse weight whose states
    // are dense (MXNet's StdOptStorageType).
    bool standard = !r.c.lazy || (wk == SK::RowSparse && r.numStates &&
                                  sk == SK::Dense);
    // A row_sparse weight or state must store every row.
    Value ok = arith::ConstantIntOp::create(b, b.getI1Type(), 1);
    auto requireFull = [&](ArrayRef<Value> bufs, StypeKernelError err) {
      RspBuffers rsp = RspBuffers::unpack(bufs);
      Value full = arith::CmpIOp::create(b, arith::CmpIPredicate::eq,
                                         b.dim(rsp.indices, 0), rsp.numRows);
      b.ifThen(arith::XOrIOp::create(
                   b, full, arith::ConstantIntOp::create(b, b.getI1Type(), 1)),
               [&](KernelBuilder &b) { b.reportError(err); });
      ok = arith::AndIOp::create(b, ok, full);
    };
    if (wk == SK::RowSparse)
      requireFull(w, STYPE_KERNEL_RSP_WEIGHT_NOT_FULL);
    if (sk == SK::RowSparse)
      for (auto &s : states)
        requireFull(s, STYPE_KERNEL_RSP_STATE_NOT_FULL);
    auto update = [&](KernelBuilder &b) {
      Walk walk{b.rowsView(dataOf(wk, w)), {}, {}};
      for (Value s : stateData)
        walk.stateRows.push_back(b.rowsView(s));
      rowSparseGradUpdate(b, r, walk, g, standard);
    };
    if (wk == SK::Dense && sk == SK::Dense)
      update(b);
    else
      b.ifThen(ok, update);
  } else {
    return rewriter.notifyMatchFailure(op, "no kernel for these kinds");
  }
  SmallVector<SmallVector<Value>> results = {w};
  results.append(states.begin(), states.end());
  replaceWithBuffers(rewriter, converter, op, std::move(results));
  return success();
}

template <typename OpTy> Common commonOf(OpTy op) {
  return {op.getLr().convertToDouble(), op.getWd().convertToDouble(),
          op.getRescaleGrad().convertToDouble(),
          op.getClipGradient().convertToDouble(), op.getLazyUpdate()};
}

/// w <- (1 - lr*wd)*w - lr*clip(r*g)
Rule sgdRule(SgdUpdateOp op) {
  Rule r{commonOf(op)};
  r.absentRowsChange = r.c.wd != 0.0;
  Common c = r.c;
  r.element = [c](KernelBuilder &b, Value w, ArrayRef<Value>, Value g,
                  SetState) {
    Type t = w.getType();
    Value nw = w;
    if (c.wd != 0.0)
      nw = arith::MulFOp::create(b, b.fconst(t, 1.0 - c.lr * c.wd), w);
    if (g)
      nw = sub(b, nw,
               arith::MulFOp::create(b, b.fconst(t, c.lr),
                                     scaledClippedGrad(b, c, g, t)));
    return nw;
  };
  return r;
}

/// m <- mu*m - lr*wd*w - lr*clip(r*g);  w <- w + m
Rule sgdMomRule(SgdMomUpdateOp op) {
  Rule r{commonOf(op), 1};
  Common c = r.c;
  double mu = op.getMomentum().convertToDouble();
  r.element = [c, mu](KernelBuilder &b, Value w, ArrayRef<Value> s, Value g,
                      SetState set) {
    Type t = w.getType();
    Value nm = mul(b, mu, s[0]);
    if (c.wd != 0.0)
      nm = sub(b, nm, mul(b, c.lr * c.wd, w));
    if (g)
      nm = sub(b, nm,
               arith::MulFOp::create(b, b.fconst(t, c.lr),
                                     scaledClippedGrad(b, c, g, t)));
    set(0, nm);
    return add(b, w, nm);
  };
  return r;
}

/// Adam and AdamW: m <- b1*m + (1-b1)*g'; v <- b2*v + (1-b2)*g'^2;
/// w <- w' - lr_t*m/(sqrt(v) + eps), lr_t = lr*sqrt(1-b2^t)/(1-b1^t).
/// Adam: g' = clip(r*g + wd*w), w' = w.  AdamW: g' = clip(r*g),
/// w' = (1 - lr*wd)*w.
template <typename OpTy> Rule adamRule(OpTy op, bool decoupled) {
  Rule r{commonOf(op), 2};
  Common c = r.c;
  double b1 = op.getBeta1().convertToDouble();
  double b2 = op.getBeta2().convertToDouble();
  double eps = op.getEpsilon().convertToDouble();
  double t = static_cast<double>(op.getT());
  double lrT = c.lr * std::sqrt(1.0 - std::pow(b2, t)) / (1.0 - std::pow(b1, t));
  r.element = [=](KernelBuilder &b, Value w, ArrayRef<Value> s, Value g,
                  SetState set) {
    Type ty = w.getType();
    Value gg = decoupled ? scaledClippedGrad(b, c, g, ty)
                         : decayedClippedGrad(b, c, g, w);
    Value m = add(b, mul(b, b1, s[0]), mul(b, 1.0 - b1, gg));
    Value v = add(b, mul(b, b2, s[1]), mul(b, 1.0 - b2, mul(b, gg, gg)));
    set(0, m);
    set(1, v);
    Value step = div(b, mul(b, lrT, m), add(b, sqrt(b, v), b.fconst(ty, eps)));
    Value base = (decoupled && c.wd != 0.0) ? mul(b, 1.0 - c.lr * c.wd, w) : w;
    return sub(b, base, step);
  };
  return r;
}

/// AdaGrad: h <- h + g'^2; w <- w - lr*(g'/sqrt(h + eps) + wd*w).
/// Group AdaGrad: h_i <- h_i + mean_j g'_ij^2, same weight step with h_i.
template <typename OpTy> Rule adagradRule(OpTy op, bool group) {
  Rule r{commonOf(op), 1};
  r.perRowState = group;
  r.absentRowsChange = r.c.wd != 0.0;
  Common c = r.c;
  double eps = op.getEpsilon().convertToDouble();
  r.element = [=](KernelBuilder &b, Value w, ArrayRef<Value> s, Value g,
                  SetState set) {
    Type ty = w.getType();
    Value gg = scaledClippedGrad(b, c, g, ty);
    Value h = s[0];
    if (!group) {
      h = add(b, h, mul(b, gg, gg));
      set(0, h);
    }
    Value step = div(b, gg, sqrt(b, add(b, h, b.fconst(ty, eps))));
    if (c.wd != 0.0)
      step = add(b, step, mul(b, c.wd, w));
    return sub(b, w, mul(b, c.lr, step));
  };
  if (group)
    r.rowState = [c](KernelBuilder &b, Value h, Value gRows, Value k,
                     Value rowLen) -> Value {
      if (!k)
        return h;
      Type ty = h.getType();
      Value sum = b.forLoop(
          b.idx(0), rowLen, b.fconst(ty, 0.0),
          [&](KernelBuilder &b, Value j, Value acc) -> Value {
            Value gg = scaledClippedGrad(b, c, b.load(gRows, {k, j}), ty);
            return add(b, acc, mul(b, gg, gg));
          });
      Value n = arith::UIToFPOp::create(
          b, ty, arith::IndexCastUIOp::create(b, b.getI64Type(), rowLen));
      return add(b, h, div(b, sum, n));
    };
  return r;
}

/// FTRL: z <- z + g' - (sqrt(n + g'^2) - sqrt(n))*w/lr; n <- n + g'^2;
/// w <- (sign(z)*l1 - z)/((beta + sqrt(n))/lr + wd) where |z| > l1, else 0.
Rule ftrlRule(FtrlUpdateOp op) {
  Rule r{commonOf(op), 2};
  Common c = r.c;
  double l1 = op.getLamda1().convertToDouble();
  double beta = op.getBeta().convertToDouble();
  r.element = [=](KernelBuilder &b, Value w, ArrayRef<Value> s, Value g,
                  SetState set) {
    Type ty = w.getType();
    Value gg = scaledClippedGrad(b, c, g, ty);
    Value n = s[1];
    Value nn = add(b, n, mul(b, gg, gg));
    Value sigma = div(b, sub(b, sqrt(b, nn), sqrt(b, n)), b.fconst(ty, c.lr));
    Value z = sub(b, add(b, s[0], gg), mul(b, sigma, w));
    set(0, z);
    set(1, nn);
    Value absZ = math::AbsFOp::create(b, z);
    Value num = sub(b, mul(b, l1, sign(b, z)), z);
    Value den = add(b, div(b, add(b, b.fconst(ty, beta), sqrt(b, nn)),
                           b.fconst(ty, c.lr)),
                    b.fconst(ty, c.wd));
    Value keep =
        arith::CmpFOp::create(b, arith::CmpFPredicate::OGT, absZ,
                              b.fconst(ty, l1));
    return arith::SelectOp::create(b, keep, div(b, num, den),
                                   b.fconst(ty, 0.0));
  };
  return r;
}

/// Signum: m <- mu*m - (1-mu)*wd*w - (1-mu)*clip(r*g);
/// w <- (1 - lr*wd_lh)*w + lr*sign(m).
Rule signumRule(SignumUpdateOp op) {
  Rule r{commonOf(op), 1};
  Common c = r.c;
  double mu = op.getMomentum().convertToDouble();
  double wdLh = op.getWdLh().convertToDouble();
  r.element = [=](KernelBuilder &b, Value w, ArrayRef<Value> s, Value g,
                  SetState set) {
    Type ty = w.getType();
    Value m = mul(b, mu, s[0]);
    if (c.wd != 0.0)
      m = sub(b, m, mul(b, (1.0 - mu) * c.wd, w));
    if (g)
      m = sub(b, m, mul(b, 1.0 - mu, scaledClippedGrad(b, c, g, ty)));
    set(0, m);
    Value base = wdLh != 0.0 ? mul(b, 1.0 - c.lr * wdLh, w) : w;
    return add(b, base, mul(b, c.lr, sign(b, m)));
  };
  return r;
}

/// signSGD: w <- (1 - lr*wd)*w - lr*sign(g) (rescale and clip cannot change
/// a sign, as in MXNet).
Rule signsgdRule(SignsgdUpdateOp op) {
  Rule r{commonOf(op)};
  r.absentRowsChange = r.c.wd != 0.0;
  Common c = r.c;
  r.element = [c](KernelBuilder &b, Value w, ArrayRef<Value>, Value g,
                  SetState) {
    Value nw = c.wd != 0.0 ? mul(b, 1.0 - c.lr * c.wd, w) : w;
    return g ? sub(b, nw, mul(b, c.lr, sign(b, g))) : nw;
  };
  return r;
}

/// RMSProp: g' = clip(r*g + wd*w); n <- (1-gamma1)*g'^2 + gamma1*n;
/// w <- w - lr*g'/sqrt(n + eps).
Rule rmspropRule(RmspropUpdateOp op) {
  Rule r{commonOf(op), 1};
  Common c = r.c;
  double gamma = op.getGamma1().convertToDouble();
  double eps = op.getEpsilon().convertToDouble();
  r.element = [=](KernelBuilder &b, Value w, ArrayRef<Value> s, Value g,
                  SetState set) {
    Type ty = w.getType();
    Value gg = decayedClippedGrad(b, c, g, w);
    Value n = add(b, mul(b, 1.0 - gamma, mul(b, gg, gg)), mul(b, gamma, s[0]));
    set(0, n);
    return sub(b, w,
               mul(b, c.lr, div(b, gg, sqrt(b, add(b, n, b.fconst(ty, eps))))));
  };
  return r;
}

Rule ruleOf(SgdUpdateOp op) { return sgdRule(op); }
Rule ruleOf(SgdMomUpdateOp op) { return sgdMomRule(op); }
Rule ruleOf(AdamUpdateOp op) { return adamRule(op, /*decoupled=*/false); }
Rule ruleOf(AdamWUpdateOp op) { return adamRule(op, /*decoupled=*/true); }
Rule ruleOf(AdagradUpdateOp op) { return adagradRule(op, /*group=*/false); }
Rule ruleOf(GroupAdagradUpdateOp op) { return adagradRule(op, /*group=*/true); }
Rule ruleOf(FtrlUpdateOp op) { return ftrlRule(op); }
Rule ruleOf(SignumUpdateOp op) { return signumRule(op); }
Rule ruleOf(SignsgdUpdateOp op) { return signsgdRule(op); }
Rule ruleOf(RmspropUpdateOp op) { return rmspropRule(op); }

/// One pattern for every update op: its rule over the shared walks.
template <typename OpTy>
struct UpdateKernel : public OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  using OneToNOpAdaptor = typename OpConversionPattern<OpTy>::OneToNOpAdaptor;
  LogicalResult
  matchAndRewrite(OpTy op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    return lowerRule(op, ruleOf(op), adaptor.getOperands(), rewriter,
                     *this->getTypeConverter());
  }
};

} // namespace

void mlir::stype::populateOptimizerKernels(TypeConverter &tc,
                                           RewritePatternSet &p) {
  p.add<UpdateKernel<SgdUpdateOp>, UpdateKernel<SgdMomUpdateOp>,
        UpdateKernel<AdamUpdateOp>, UpdateKernel<AdamWUpdateOp>,
        UpdateKernel<AdagradUpdateOp>, UpdateKernel<GroupAdagradUpdateOp>,
        UpdateKernel<FtrlUpdateOp>, UpdateKernel<SignumUpdateOp>,
        UpdateKernel<SignsgdUpdateOp>, UpdateKernel<RmspropUpdateOp>>(
      tc, p.getContext());
}

FailureOr<OptimizerElementRule>
mlir::stype::getOptimizerElementRule(Operation *op) {
  std::optional<Rule> r =
      llvm::TypeSwitch<Operation *, std::optional<Rule>>(op)
          .Case<SgdUpdateOp, SgdMomUpdateOp, AdamUpdateOp, AdamWUpdateOp,
                AdagradUpdateOp, GroupAdagradUpdateOp, FtrlUpdateOp,
                SignumUpdateOp, SignsgdUpdateOp, RmspropUpdateOp>(
              [](auto u) { return std::optional<Rule>(ruleOf(u)); })
          .Default([](Operation *) { return std::nullopt; });
  if (!r)
    return failure();
  OptimizerElementRule out;
  out.numStates = r->numStates;
  out.lazy = r->c.lazy;
  out.absentRowsChange = r->absentRowsChange;
  out.perRowState = r->perRowState;
  auto element = r->element;
  out.element = [element](KernelBuilder &b, Value w, ArrayRef<Value> states,
                          Value g, function_ref<void(unsigned, Value)> set) {
    return element(b, w, states, g, set);
  };
  return out;
}

bool mlir::stype::canUpdateOperandInPlace(Value tensor, Operation *op) {
  return canUpdateInPlace(tensor, op);
}
