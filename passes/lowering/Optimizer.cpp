//===- Optimizer.cpp - kernels of the optimizer updates ---------*- C++ -*-===//
//
// Every update op of dialect/OptimizerOps.td for (weight, grad, states...) in
//   (default, default, default...)            flat loop over every element
//   (default, row_sparse, default...)         lazy: the rows of grad only;
//   (row_sparse, row_sparse, row_sparse...)   standard: every row, grad = 0
//   (row_sparse, row_sparse, default...)      where it stores no row (std only)
// A row_sparse weight or state must store every row (as in MXNet); its data
// buffer is then indexed by row id.  Updates write into the weight's (and
// state's) buffers when no later op uses the old value, else into a copy.
// Hyper-parameters are compile-time attributes or run-time f64/i64 operands
// (range-checked by the kernel).  Each optimizer is a rule (how one element
// changes, see Optimizer.h) applied by one shared row walk, emitRowUpdate,
// which other kernels (a fused dot + update) reuse.
//
//===----------------------------------------------------------------------===//

#include "passes/lowering/Optimizer.h"
#include "dialect/StypeOps.h"
#include "passes/lowering/KernelConversion.h"
#include "passes/lowering/KernelElementRules.h"
#include "passes/lowering/KernelFusionHooks.h"
#include "passes/lowering/RuntimeChecks.h"

#include "dialect/FusionOps.h"
#include "mlir/Dialect/Math/IR/Math.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::stype;

namespace {

using Rule = UpdateRule;
using Common = UpdateCommon;

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
Value mul(KernelBuilder &b, const Hyper &x, Value y) {
  return mul(b, x.get(b, y.getType()), y);
}
Value div(KernelBuilder &b, Value x, Value y) {
  return arith::DivFOp::create(b, x, y);
}
Value sqrt(KernelBuilder &b, Value x) { return math::SqrtOp::create(b, x); }

/// Arithmetic on hyper-parameters, emitted before the loops: folded in
/// double when every input is a compile-time constant, else computed in f64
/// (the same IEEE operations, hence the same result) and rounded once to
/// the element type.  Also collects the run-time range checks.
struct HyperMath {
  KernelBuilder &b;
  Type elem;
  Value valid = {}; // conjunction of the run-time checks (null: none)

  Hyper k(double v) { return {v, {}, {}}; }
  Hyper wrap(Value f64) {
    Value e = elem.isF64() ? f64 : arith::TruncFOp::create(b, elem, f64);
    return {std::nullopt, f64, e};
  }
  Value val(const Hyper &h) {
    return h.known ? b.fconst(b.getF64Type(), *h.known) : h.f64;
  }
  template <typename OpT, typename Fold>
  Hyper binary(const Hyper &x, const Hyper &y, Fold fold) {
    if (x.known && y.known)
      return k(fold(*x.known, *y.known));
    return wrap(OpT::create(b, val(x), val(y)));
  }
  Hyper add(const Hyper &x, const Hyper &y) {
    return binary<arith::AddFOp>(x, y,
                                 [](double p, double q) { return p + q; });
  }
  Hyper sub(const Hyper &x, const Hyper &y) {
    return binary<arith::SubFOp>(x, y,
                                 [](double p, double q) { return p - q; });
  }
  Hyper mul(const Hyper &x, const Hyper &y) {
    return binary<arith::MulFOp>(x, y,
                                 [](double p, double q) { return p * q; });
  }
  Hyper div(const Hyper &x, const Hyper &y) {
    return binary<arith::DivFOp>(x, y,
                                 [](double p, double q) { return p / q; });
  }
  Hyper sqrt(const Hyper &x) {
    if (x.known)
      return k(std::sqrt(*x.known));
    return wrap(math::SqrtOp::create(b, x.f64));
  }
  /// base^t for a step count t (compile-time, or a run-time f64).
  Hyper pow(double base, const Hyper &t) {
    if (t.known)
      return k(std::pow(base, *t.known));
    return wrap(math::PowFOp::create(b, b.fconst(b.getF64Type(), base), t.f64));
  }

  void require(Value cond) {
    valid = valid ? arith::AndIOp::create(b, valid, cond).getResult() : cond;
  }
  Value cmp(arith::CmpFPredicate p, Value x, double y) {
    return arith::CmpFOp::create(b, p, x, b.fconst(b.getF64Type(), y));
  }
  /// A run-time value must be finite and >= lo (> lo if `strict`); the
  /// ordered comparisons reject NaN.
  void requireAtLeast(Value x, double lo, bool strict = false) {
    require(cmp(strict ? arith::CmpFPredicate::OGT : arith::CmpFPredicate::OGE,
                x, lo));
    require(cmp(arith::CmpFPredicate::OLT, x,
                std::numeric_limits<double>::infinity()));
  }
  void requireFinite(Value x) {
    require(cmp(arith::CmpFPredicate::OLT, math::AbsFOp::create(b, x),
                std::numeric_limits<double>::infinity()));
  }

  /// The attribute's value, or the run-time operand (if present) after
  /// `check` added its range check.
  Hyper of(ValueRange operand, double attr, function_ref<void(Value)> check) {
    if (operand.empty())
      return k(attr);
    check(operand.front());
    return wrap(operand.front());
  }
};

/// clip_c(x), clipping iff c >= 0.
Value clipped(KernelBuilder &b, const Common &c, Value x) {
  if (c.clip < 0)
    return x;
  Type t = x.getType();
  x = arith::MinimumFOp::create(b, x, b.fconst(t, c.clip));
  return arith::MaximumFOp::create(b, x, b.fconst(t, -c.clip));
}

/// clip_c(rescale * g), clipping iff c >= 0; zero for an absent row.
Value scaledClippedGrad(KernelBuilder &b, const Common &c, Value g, Type t) {
  if (!g)
    return b.fconst(t, 0.0);
  Value x = g;
  if (!c.rescale.is(1.0))
    x = mul(b, x, c.rescale.get(b, t));
  return clipped(b, c, x);
}

/// clip_c(rescale * g + wd * w) (Adam, RMSProp: weight decay before clipping).
Value decayedClippedGrad(KernelBuilder &b, const Common &c, Value g, Value w) {
  Type t = w.getType();
  Value x;
  if (g)
    x = !c.rescale.is(1.0) ? mul(b, c.rescale, g) : g;
  if (!c.wd.is(0.0))
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

} // namespace

/// `t` (an element or vector type) with element type `elt`.
static Type withElementType(Type t, Type elt) {
  if (auto vt = dyn_cast<VectorType>(t))
    return VectorType::get(vt.getShape(), elt);
  return elt;
}

/// The element rule applied to the elements [c, c + lanes(t)) of the
/// flattened or row-indexed buffers: `at` gives the indices of column `c`.
static void applyElements(KernelBuilder &b, const UpdateRule &r, Value wBuf,
                          ArrayRef<Value> stateBufs, ArrayRef<Value> fixed,
                          ValueRange at, Type t, Value gv) {
  auto eltOf = [](Value buf) {
    return cast<MemRefType>(buf.getType()).getElementType();
  };
  Value wv = b.loadRow(t, wBuf, at);
  SmallVector<Value> sv;
  for (Value f : fixed)
    sv.push_back(b.splat(withElementType(t, f.getType()), f));
  if (fixed.empty())
    for (Value s : stateBufs)
      sv.push_back(b.loadRow(withElementType(t, eltOf(s)), s, at));
  Value nw = r.element(b, wv, sv, gv, [&](unsigned n, Value v) {
    b.storeRow(v, stateBufs[n], at);
  });
  b.storeRow(nw, wBuf, at);
}

void mlir::stype::emitRowUpdate(KernelBuilder &b, const UpdateRule &r,
                                const UpdateRows &rows, Value i,
                                GradRowFn grad) {
  Value rowLen = rows.rowLen;
  SmallVector<Value> rowStates;
  Type elt = cast<MemRefType>(rows.wRows.getType()).getElementType();
  if (r.perRowState) {
    Value h = b.load(rows.stateRows[0], {i, b.idx(0)});
    Value nh = r.rowState(b, h, grad, rowLen);
    b.store(nh, rows.stateRows[0], {i, b.idx(0)});
    rowStates.push_back(nh);
  }
  b.rowLoop(rowLen, elt, [&](KernelBuilder &b, Value c, Type t) {
    Value gv = grad ? grad(b, c, withElementType(t, elt)) : Value();
    applyElements(b, r, rows.wRows, rows.stateRows, rowStates, {i, c}, t, gv);
  });
}

void mlir::stype::prefetchUpdateRows(KernelBuilder &b, const UpdateRows &rows,
                                     Value i) {
  b.prefetchRowForWrite(rows.wRows, i);
  for (Value s : rows.stateRows)
    b.prefetchRowForWrite(s, i);
}

namespace {

/// Updates row `i` from row `k` of the 2-D gradient rows `gRows` (k null:
/// the row is absent from the gradient).
void updateRowFrom(KernelBuilder &b, const Rule &r, const UpdateRows &rows,
                   Value gRows, Value i, Value k) {
  if (!k) {
    emitRowUpdate(b, r, rows, i, nullptr);
    return;
  }
  emitRowUpdate(b, r, rows, i, [&](KernelBuilder &b, Value c, Type t) {
    return b.loadRow(t, gRows, {k, c});
  });
}

/// Elements per parallel chunk of a flat dense update (a multiple of every
/// vector width).
constexpr int64_t kDenseChunk = 16384;

/// Dense weight, gradient and states: one flat loop in vectors, in chunks
/// over threads (or a row loop for a per-row state, rows over threads).
void denseUpdate(KernelBuilder &b, const Rule &r, Value w, Value g,
                 ArrayRef<Value> states) {
  if (r.perRowState) {
    UpdateRows rows{b.rowsView(w), {}, {}};
    for (Value s : states)
      rows.stateRows.push_back(b.rowsView(s));
    rows.rowLen = b.dim(rows.wRows, 1);
    Value gRows = b.rowsView(g);
    b.parallelFor(b.idx(0), b.dim(rows.wRows, 0),
                  [&](KernelBuilder &b, Value i) {
                    updateRowFrom(b, r, rows, gRows, i, i);
                  });
    return;
  }
  Value wf = b.flatView(w), gf = b.flatView(g);
  SmallVector<Value> sf;
  for (Value s : states)
    sf.push_back(b.flatView(s));
  Type elt = cast<MemRefType>(wf.getType()).getElementType();
  Value n = b.dim(wf, 0);
  Value chunk = b.idx(kDenseChunk);
  Value numChunks = arith::CeilDivUIOp::create(b, n, chunk);
  b.parallelFor(
      b.idx(0), numChunks,
      [&](KernelBuilder &b, Value q) {
        Value base = arith::MulIOp::create(b, q, chunk);
        Value len = arith::MinUIOp::create(
            b, chunk, arith::SubIOp::create(b, n, base).getResult());
        b.rowLoop(len, elt, [&](KernelBuilder &b, Value j, Type t) {
          Value at = arith::AddIOp::create(b, base, j);
          Value gv = b.loadRow(t, gf, {at});
          applyElements(b, r, wf, sf, {}, {at}, t, gv);
        });
      },
      /*minIters=*/2);
}

/// Weight (and state) rows updated from a row_sparse gradient: lazy walks
/// the gradient's rows only (its row ids are unique: rows over threads);
/// standard walks every row with a cursor into the gradient's sorted row
/// ids.
void rowSparseGradUpdate(KernelBuilder &b, const Rule &r, UpdateRows rows,
                         RspBuffers g, bool standard) {
  Value gRows = b.rowsView(g.data);
  Value nnr = b.dim(g.indices, 0);
  rows.rowLen = b.dim(rows.wRows, 1);
  if (!standard || !r.absentRowsChange) {
    b.parallelFor(b.idx(0), nnr, [&](KernelBuilder &b, Value k) {
      if (Value ahead = b.prefetchAhead(k, nnr))
        prefetchUpdateRows(b, rows, b.toIndex(b.load(g.indices, ahead)));
      updateRowFrom(b, r, rows, gRows, b.toIndex(b.load(g.indices, k)), k);
    });
    return;
  }
  b.forLoop(b.idx(0), b.dim(rows.wRows, 0), b.idx(0),
            [&](KernelBuilder &b, Value i, Value cursor) {
              Value present = b.foundAt(g.indices, cursor, nnr, b.toI64(i));
              b.ifThenElse(
                  present,
                  [&](KernelBuilder &b) {
                    updateRowFrom(b, r, rows, gRows, i, cursor);
                  },
                  [&](KernelBuilder &b) {
                    updateRowFrom(b, r, rows, gRows, i, Value());
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

/// A gradient computed row by row inside a fused kernel (lowering/Fusion.cpp)
/// instead of read from a row_sparse buffer: `anchor` (the stype.fused_update)
/// is replaced, `tensors` are the values outside it that the update's
/// operands stand for (they decide in-place updates), `walk` emits the row
/// loop.
struct FusedGrad {
  Operation *anchor;
  ValueRange tensors;
  FusedRowWalk walk;
  const FusedGradShapes &shapes;
};

/// Lowers an update op with `rule`: operands are (weight, grad, states...,
/// run-time hyper-parameters...), results (weight, states...).  `fused`: the
/// gradient rows come from a fused kernel's row walk instead.
LogicalResult lowerRule(Operation *op, KernelBuilder &b, const Rule &r,
                        ArrayRef<ValueRange> operands,
                        ConversionPatternRewriter &rewriter,
                        const TypeConverter &converter,
                        const FusedGrad *fused = nullptr) {
  Operation *anchor = fused ? fused->anchor : op;
  auto tensorOf = [&](unsigned i) {
    return fused ? fused->tensors[i] : op->getOperand(i);
  };
  auto kindOf = [&](unsigned i) {
    return *getStorageKind(op->getOperand(i).getType());
  };
  SK wk = kindOf(0), gk = kindOf(1);
  // The optimizer's states share one kind `sk`; a master copy (the last
  // state of a multi-precision update) has the weight's kind.
  unsigned numOptStates = r.numStates - (r.masterCopy ? 1 : 0);
  SK sk = numOptStates ? kindOf(2) : SK::Dense;
  SmallVector<SK> stateKinds;
  for (unsigned i = 0; i < r.numStates; ++i)
    stateKinds.push_back(kindOf(2 + i));
  for (unsigned i = 0; i < numOptStates; ++i)
    if (stateKinds[i] != sk)
      return rewriter.notifyMatchFailure(op, "states of different kinds");
  if (r.masterCopy && stateKinds.back() != wk)
    return rewriter.notifyMatchFailure(op, "master copy of another kind");
  bool anyCsr = llvm::is_contained(stateKinds, SK::Csr);
  bool denseAll = !fused && wk == SK::Dense && gk == SK::Dense &&
                  llvm::all_of(stateKinds, [](SK k) { return k == SK::Dense; });
  bool rspGrad = gk == SK::RowSparse && wk != SK::Csr && !anyCsr;
  if (!denseAll && !rspGrad)
    return rewriter.notifyMatchFailure(op, "no kernel for these kinds");
  SmallVector<Value> w = writable(b, tensorOf(0), anchor, operands[0]);
  SmallVector<SmallVector<Value>> states;
  for (unsigned i = 0; i < r.numStates; ++i)
    states.push_back(writable(b, tensorOf(2 + i), anchor, operands[2 + i]));
  auto dataOf = [](SK kind, ArrayRef<Value> bufs) {
    return kind == SK::Dense ? bufs[0] : bufs[1];
  };
  SmallVector<Value> stateData;
  for (auto [s, k] : llvm::zip(states, stateKinds))
    stateData.push_back(dataOf(k, s));

  // Out-of-range run-time hyper-parameters and run-time shapes the verifier
  // could not compare (dynamic dims): a failure is reported and nothing
  // changes.
  Value ok =
      emitUpdateRuntimeChecks(b, op, operands, r.numStates, r.perRowState,
                              r.valid, fused ? &fused->shapes.shapes : nullptr);
  ok = andChecks(b, ok, fused ? fused->shapes.ok : Value());

  auto guarded = [&](Value cond, function_ref<void(KernelBuilder &)> body) {
    if (cond)
      b.ifThen(cond, body);
    else
      body(b);
  };

  if (denseAll) {
    guarded(ok, [&](KernelBuilder &b) {
      denseUpdate(b, r, w[0], operands[1][0], stateData);
    });
  } else {
    // Standard when asked, and always for a row_sparse weight whose states
    // are dense (MXNet's StdOptStorageType).
    bool standard =
        !r.c.lazy || (wk == SK::RowSparse && numOptStates && sk == SK::Dense);
    // A row_sparse weight or state must store every row.
    SmallVector<SmallVector<Value>> updated = {w};
    updated.append(states.begin(), states.end());
    SmallVector<SK> updatedKinds = {wk};
    updatedKinds.append(stateKinds.begin(), stateKinds.end());
    ok = andChecks(b, ok, emitStoresEveryRowChecks(b, updated, updatedKinds));
    guarded(ok, [&](KernelBuilder &b) {
      UpdateRows rows{b.rowsView(dataOf(wk, w)), {}, {}};
      for (Value s : stateData)
        rows.stateRows.push_back(b.rowsView(s));
      if (!fused) {
        rowSparseGradUpdate(b, r, rows, RspBuffers::unpack(operands[1]),
                            standard);
        return;
      }
      rows.rowLen = b.dim(rows.wRows, 1);
      fused->walk(b, standard && r.absentRowsChange, b.dim(rows.wRows, 0),
                  [&](KernelBuilder &b, Value i, Value ahead, GradRowFn grad) {
                    if (ahead)
                      prefetchUpdateRows(b, rows, ahead);
                    emitRowUpdate(b, r, rows, i, grad);
                  });
    });
  }
  SmallVector<SmallVector<Value>> results = {w};
  results.append(states.begin(), states.end());
  replaceWithBuffers(rewriter, converter, anchor, std::move(results));
  return success();
}

/// The lowered operands of `op` seen through its adaptor (for the
/// run-time hyper-parameters).
template <typename OpTy>
using Adaptor = typename OpTy::template GenericAdaptor<ArrayRef<ValueRange>>;

/// lr, wd and rescale_grad (attributes or checked run-time operands), clip
/// and lazy_update.
template <typename OpTy>
Common commonOf(HyperMath &m, OpTy op, Adaptor<OpTy> a, bool lrPositive) {
  Common c;
  std::optional<double> lrAttr;
  if (op.getLrAttr())
    lrAttr = op.getLrAttr().getValueAsDouble();
  c.lr = m.of(a.getLrValue(), lrAttr.value_or(0.0), [&](Value x) {
    m.requireAtLeast(x, 0.0, /*strict=*/lrPositive);
  });
  c.wd = m.of(a.getWdValue(), op.getStaticWd(),
              [&](Value x) { m.requireAtLeast(x, 0.0); });
  c.rescale = m.of(a.getRescaleGradValue(), op.getStaticRescaleGrad(),
                   [&](Value x) { m.requireFinite(x); });
  c.clip = op.getClipGradient().convertToDouble();
  c.lazy = op.getLazyUpdate();
  return c;
}

template <typename OpTy>
Rule ruleWith(HyperMath &m, OpTy op, Adaptor<OpTy> a, unsigned numStates,
              bool lrPositive = false) {
  Rule r;
  r.c = commonOf(m, op, a, lrPositive);
  r.numStates = numStates;
  return r;
}

/// w <- (1 - lr*wd)*w - lr*step(g) (g of w's type `t`), without a state:
/// SGD and signSGD.
template <typename OpTy>
Rule decayedStepRule(HyperMath &m, OpTy op, Adaptor<OpTy> a,
                     Value (*step)(KernelBuilder &, const Common &, Value g,
                                   Type t)) {
  Rule r = ruleWith(m, op, a, 0);
  r.absentRowsChange = !r.c.wd.is(0.0);
  Common c = r.c;
  Hyper decay = m.sub(m.k(1.0), m.mul(c.lr, c.wd));
  r.element = [c, decay, step](KernelBuilder &b, Value w, ArrayRef<Value>,
                               Value g, SetState) {
    Value nw = !c.wd.is(0.0) ? mul(b, decay, w) : w;
    return g ? sub(b, nw, mul(b, c.lr, step(b, c, g, w.getType()))) : nw;
  };
  return r;
}

/// w <- (1 - lr*wd)*w - lr*clip(r*g)
template <typename OpTy> Rule sgdRule(HyperMath &m, OpTy op, Adaptor<OpTy> a) {
  return decayedStepRule(m, op, a, scaledClippedGrad);
}

/// m <- mu*m - lr*wd*w - lr*clip(r*g);  w <- w + m
template <typename OpTy>
Rule sgdMomRule(HyperMath &m, OpTy op, Adaptor<OpTy> a) {
  Rule r = ruleWith(m, op, a, 1);
  Common c = r.c;
  double mu = op.getMomentum().convertToDouble();
  Hyper lrWd = m.mul(c.lr, c.wd);
  r.element = [c, mu, lrWd](KernelBuilder &b, Value w, ArrayRef<Value> s,
                            Value g, SetState set) {
    Type t = w.getType();
    Value nm = mul(b, mu, s[0]);
    if (!c.wd.is(0.0))
      nm = sub(b, nm, mul(b, lrWd, w));
    if (g)
      nm = sub(b, nm, mul(b, c.lr, scaledClippedGrad(b, c, g, t)));
    set(0, nm);
    return add(b, w, nm);
  };
  return r;
}

/// Adam and AdamW: m <- b1*m + (1-b1)*g'; v <- b2*v + (1-b2)*g'^2;
/// w <- w' - lr_t*m/(sqrt(v) + eps), lr_t = lr*sqrt(1-b2^t)/(1-b1^t)
/// (lr_t = lr with bias_correction = false).
/// Adam: g' = clip(r*g + wd*w), w' = w.  AdamW: g' = clip(r*g),
/// w' = (1 - lr*wd)*w.
template <typename OpTy>
Rule adamRule(HyperMath &m, OpTy op, Adaptor<OpTy> a, bool decoupled) {
  Rule r = ruleWith(m, op, a, 2);
  Common c = r.c;
  double b1 = op.getBeta1().convertToDouble();
  double b2 = op.getBeta2().convertToDouble();
  double eps = op.getEpsilon().convertToDouble();
  ValueRange tOperand = a.getTValue();
  Hyper t = m.k(static_cast<double>(op.getStaticT()));
  if (!tOperand.empty()) {
    Value ti = tOperand.front();
    m.require(
        arith::CmpIOp::create(m.b, arith::CmpIPredicate::sge, ti, m.b.i64(1)));
    t = m.wrap(arith::SIToFPOp::create(m.b, m.b.getF64Type(), ti));
  }
  // Without bias correction (MXNet's adam_update kernel) lr_t = lr; the
  // verifier refuses a `t` there.
  Hyper lrT = op.getBiasCorrection()
                  ? m.div(m.mul(c.lr, m.sqrt(m.sub(m.k(1.0), m.pow(b2, t)))),
                          m.sub(m.k(1.0), m.pow(b1, t)))
                  : c.lr;
  Hyper decay = m.sub(m.k(1.0), m.mul(c.lr, c.wd));
  r.element = [=](KernelBuilder &b, Value w, ArrayRef<Value> s, Value g,
                  SetState set) {
    Type ty = w.getType();
    Value gg = decoupled ? scaledClippedGrad(b, c, g, ty)
                         : decayedClippedGrad(b, c, g, w);
    Value mean = add(b, mul(b, b1, s[0]), mul(b, 1.0 - b1, gg));
    Value var = add(b, mul(b, b2, s[1]), mul(b, 1.0 - b2, mul(b, gg, gg)));
    set(0, mean);
    set(1, var);
    Value step =
        div(b, mul(b, lrT, mean), add(b, sqrt(b, var), b.fconst(ty, eps)));
    Value base = (decoupled && !c.wd.is(0.0)) ? mul(b, decay, w) : w;
    return sub(b, base, step);
  };
  return r;
}

/// AdaGrad: h <- h + g'^2; w <- w - lr*(g'/sqrt(h + eps) + wd*w).
/// Group AdaGrad: h_i <- h_i + mean_j g'_ij^2, same weight step with h_i.
template <typename OpTy>
Rule adagradRule(HyperMath &m, OpTy op, Adaptor<OpTy> a, bool group) {
  Rule r = ruleWith(m, op, a, 1);
  r.perRowState = group;
  r.absentRowsChange = !r.c.wd.is(0.0);
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
    if (!c.wd.is(0.0))
      step = add(b, step, mul(b, c.wd, w));
    return sub(b, w, mul(b, c.lr, step));
  };
  if (group)
    r.rowState = [c](KernelBuilder &b, Value h, GradRowFn grad,
                     Value rowLen) -> Value {
      if (!grad)
        return h;
      Type ty = h.getType();
      Value sum = b.forLoop(b.idx(0), rowLen, b.fconst(ty, 0.0),
                            [&](KernelBuilder &b, Value j, Value acc) -> Value {
                              Value gg =
                                  scaledClippedGrad(b, c, grad(b, j, ty), ty);
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
Rule ftrlRule(HyperMath &m, FtrlUpdateOp op, Adaptor<FtrlUpdateOp> a) {
  Rule r = ruleWith(m, op, a, 2, /*lrPositive=*/true);
  Common c = r.c;
  double l1 = op.getLamda1().convertToDouble();
  double beta = op.getBeta().convertToDouble();
  r.element = [=](KernelBuilder &b, Value w, ArrayRef<Value> s, Value g,
                  SetState set) {
    Type ty = w.getType();
    Value lr = c.lr.get(b, ty);
    Value gg = scaledClippedGrad(b, c, g, ty);
    Value n = s[1];
    Value nn = add(b, n, mul(b, gg, gg));
    Value sigma = div(b, sub(b, sqrt(b, nn), sqrt(b, n)), lr);
    Value z = sub(b, add(b, s[0], gg), mul(b, sigma, w));
    set(0, z);
    set(1, nn);
    Value absZ = math::AbsFOp::create(b, z);
    Value num = sub(b, mul(b, l1, sign(b, z)), z);
    Value den = add(b, div(b, add(b, b.fconst(ty, beta), sqrt(b, nn)), lr),
                    c.wd.get(b, ty));
    Value keep = arith::CmpFOp::create(b, arith::CmpFPredicate::OGT, absZ,
                                       b.fconst(ty, l1));
    return arith::SelectOp::create(b, keep, div(b, num, den),
                                   b.fconst(ty, 0.0));
  };
  return r;
}

/// Signum: m <- mu*m - (1-mu)*wd*w - (1-mu)*clip(r*g);
/// w <- (1 - lr*wd_lh)*w + lr*sign(m).
Rule signumRule(HyperMath &m, SignumUpdateOp op, Adaptor<SignumUpdateOp> a) {
  Rule r = ruleWith(m, op, a, 1);
  Common c = r.c;
  double mu = op.getMomentum().convertToDouble();
  double wdLh = op.getWdLh().convertToDouble();
  Hyper wdMu = m.mul(m.k(1.0 - mu), c.wd);
  Hyper decayLh = m.sub(m.k(1.0), m.mul(c.lr, m.k(wdLh)));
  r.element = [=](KernelBuilder &b, Value w, ArrayRef<Value> s, Value g,
                  SetState set) {
    Type ty = w.getType();
    Value mom = mul(b, mu, s[0]);
    if (!c.wd.is(0.0))
      mom = sub(b, mom, mul(b, wdMu, w));
    if (g)
      mom = sub(b, mom, mul(b, 1.0 - mu, scaledClippedGrad(b, c, g, ty)));
    set(0, mom);
    Value base = wdLh != 0.0 ? mul(b, decayLh, w) : w;
    return add(b, base, mul(b, c.lr, sign(b, mom)));
  };
  return r;
}

/// signSGD: w <- (1 - lr*wd)*w - lr*sign(g) (rescale and clip cannot change
/// a sign, as in MXNet).
Rule signsgdRule(HyperMath &m, SignsgdUpdateOp op, Adaptor<SignsgdUpdateOp> a) {
  return decayedStepRule(m, op, a,
                         [](KernelBuilder &b, const Common &, Value g, Type) {
                           return sign(b, g);
                         });
}

/// RMSProp: g' = clip(r*g + wd*w); n <- (1-gamma1)*g'^2 + gamma1*n;
/// w <- w - lr*g'/sqrt(n + eps).
Rule rmspropRule(HyperMath &m, RmspropUpdateOp op, Adaptor<RmspropUpdateOp> a) {
  Rule r = ruleWith(m, op, a, 1);
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

/// Multi-precision: `base` (built for f32) applied to the master copy (the
/// last state) with the f16 gradient widened (exactly); the new master copy
/// is stored and the f16 weight becomes its rounding (to nearest even).
Rule multiPrecision(Rule base) {
  Rule r = base;
  r.numStates = base.numStates + 1;
  r.masterCopy = true;
  r.element = [base](KernelBuilder &b, Value w16, ArrayRef<Value> s, Value g,
                     SetState set) -> Value {
    Value w32 = s.back();
    Type f32 = w32.getType();
    Value g32 = g ? arith::ExtFOp::create(b, f32, g).getResult() : Value();
    Value nw32 = base.element(b, w32, s.drop_back(), g32, set);
    set(base.numStates, nw32);
    return arith::TruncFOp::create(b, w16.getType(), nw32);
  };
  return r;
}

/// The row rule of every optimizer: the one place that names each update
/// op (every other pass asks OptimizerUpdateOpInterface).  A new optimizer
/// adds its def to dialect/OptimizerOps.td and one row here
/// (docs/adding-an-op.md).
struct RuleRow {
  TypeID op;
  Rule (*build)(HyperMath &, Operation *, ArrayRef<ValueRange>);
};
#define STYPE_RULE(OP, ...)                                                    \
  RuleRow {                                                                    \
    TypeID::get<OP>(),                                                         \
        +[](HyperMath &m, Operation *raw, ArrayRef<ValueRange> operands) {     \
          auto op = cast<OP>(raw);                                             \
          Adaptor<OP> a(operands, op);                                         \
          return __VA_ARGS__;                                                  \
        }                                                                      \
  }
ArrayRef<RuleRow> ruleTable() {
  static const RuleRow rows[] = {
      STYPE_RULE(SgdUpdateOp, sgdRule(m, op, a)),
      STYPE_RULE(SgdMomUpdateOp, sgdMomRule(m, op, a)),
      STYPE_RULE(AdamUpdateOp, adamRule(m, op, a, /*decoupled=*/false)),
      STYPE_RULE(AdamWUpdateOp, adamRule(m, op, a, /*decoupled=*/true)),
      STYPE_RULE(AdagradUpdateOp, adagradRule(m, op, a, /*group=*/false)),
      STYPE_RULE(GroupAdagradUpdateOp, adagradRule(m, op, a, /*group=*/true)),
      STYPE_RULE(FtrlUpdateOp, ftrlRule(m, op, a)),
      STYPE_RULE(SignumUpdateOp, signumRule(m, op, a)),
      STYPE_RULE(SignsgdUpdateOp, signsgdRule(m, op, a)),
      STYPE_RULE(RmspropUpdateOp, rmspropRule(m, op, a)),
      STYPE_RULE(MpSgdUpdateOp, multiPrecision(sgdRule(m, op, a))),
      STYPE_RULE(MpSgdMomUpdateOp, multiPrecision(sgdMomRule(m, op, a))),
      STYPE_RULE(MpAdamUpdateOp,
                 multiPrecision(adamRule(m, op, a, /*decoupled=*/false))),
  };
  return rows;
}
#undef STYPE_RULE

const RuleRow *findRule(Operation *op) {
  for (const RuleRow &row : ruleTable())
    if (row.op == op->getName().getTypeID())
      return &row;
  return nullptr;
}

/// One pattern for every update op: its rule over the shared walks.
struct UpdateKernel
    : public OpInterfaceConversionPattern<OptimizerUpdateOpInterface> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(OptimizerUpdateOpInterface op, ArrayRef<ValueRange> operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (!findRule(op))
      return op->emitOpError("has no row rule in the optimizer table "
                             "(passes/lowering/Optimizer.cpp)");
    KernelBuilder b(op->getLoc(), rewriter,
                    kernelTargetOf(*getTypeConverter()));
    UpdateRule r = buildUpdateRule(b, op, operands);
    return lowerRule(op, b, r, operands, rewriter, *getTypeConverter());
  }
};

} // namespace

UpdateRule mlir::stype::buildUpdateRule(KernelBuilder &b, Operation *op,
                                        ArrayRef<ValueRange> operands) {
  // The element type the update computes in: the weight's, or the f32 of
  // the master copy of a multi-precision update.
  auto update = cast<OptimizerUpdateOpInterface>(op);
  bool mp = update.isMultiPrecision();
  Type elem = cast<RankedTensorType>(update.getWeightOperand().getType())
                  .getElementType();
  if (mp)
    elem = b.getF32Type();
  HyperMath m{b, elem};
  const RuleRow *row = findRule(op);
  assert(row && "an optimizer update without a row rule");
  UpdateRule r = row->build(m, op, operands);
  r.valid = m.valid;
  return r;
}

LogicalResult mlir::stype::lowerFusedUpdate(
    Operation *update, Operation *anchor, ValueRange tensors,
    ArrayRef<ValueRange> operands, FusedRowWalk walk,
    const FusedGradShapes &gradShapes, ConversionPatternRewriter &rewriter,
    const TypeConverter &converter) {
  if (!isOptimizerUpdate(update) || !findRule(update))
    return rewriter.notifyMatchFailure(update, "not an optimizer update");
  FusedGrad fused{anchor, tensors, walk, gradShapes};
  KernelBuilder b(anchor->getLoc(), rewriter, kernelTargetOf(converter));
  UpdateRule r = buildUpdateRule(b, update, operands);
  return lowerRule(update, b, r, operands, rewriter, converter, &fused);
}

void mlir::stype::populateOptimizerKernels(TypeConverter &tc,
                                           RewritePatternSet &p) {
  p.add<UpdateKernel>(tc, p.getContext());
}

FailureOr<OptimizerElementRule>
mlir::stype::getOptimizerElementRule(Operation *op, KernelBuilder *b,
                                     ArrayRef<ValueRange> operands) {
  // The GPU kernels cover every optimizer, with compile-time or run-time
  // hyper-parameters (scalar operands: the rule's scalars and `valid` are
  // computed on the host).  For the mp_* ops the master copy is the last
  // state and `element` takes the f16 weight and gradient (see
  // multiPrecision); Group AdaGrad's per-row state is not an element rule
  // (perRowState: use buildUpdateRule's rowState).
  if (!isa<OptimizerUpdateOpInterface>(op) || !findRule(op))
    return failure();
  // Without a builder only the rule's shape is wanted: build it into a
  // scratch block that is dropped on return.
  Block scratch;
  OpBuilder scratchBuilder(op->getContext());
  scratchBuilder.setInsertionPointToStart(&scratch);
  KernelBuilder scratchKb(op->getLoc(), scratchBuilder, KernelTarget());
  SmallVector<ValueRange> self;
  if (!b) {
    // (Slices of the operand list: a ValueRange of one Value would point at
    // a loop variable that dies with the iteration.)
    for (unsigned i = 0, e = op->getNumOperands(); i < e; ++i)
      self.push_back(op->getOperands().slice(i, 1));
    operands = self;
  }
  UpdateRule r = buildUpdateRule(b ? *b : scratchKb, op, operands);
  OptimizerElementRule out;
  out.numStates = r.numStates;
  out.lazy = r.c.lazy;
  out.absentRowsChange = r.absentRowsChange;
  out.perRowState = r.perRowState;
  if (b)
    out.valid = r.valid;
  if (!b) {
    // The scratch ops go with the block; drop their uses of the op's
    // operands first.
    for (Operation &o : llvm::reverse(scratch))
      o.dropAllReferences();
    while (!scratch.empty())
      scratch.back().erase();
    return out;
  }
  auto element = r.element;
  out.element = [element](KernelBuilder &b, Value w, ArrayRef<Value> states,
                          Value g, function_ref<void(unsigned, Value)> set) {
    return element(b, w, states, g, set);
  };
  return out;
}

bool mlir::stype::canUpdateOperandInPlace(Value tensor, Operation *op) {
  return canUpdateInPlace(tensor, op);
}
