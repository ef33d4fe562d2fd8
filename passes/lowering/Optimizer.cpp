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

using namespace mlir;
using namespace mlir::stype;
using SK = StorageKind;

namespace {

/// Hyper-parameters of the SGD family, as compile-time constants.
struct SgdParams {
  double lr, wd, rescale, clip, momentum;
  bool lazy, hasMom;
};


/// clip_c(rescale * g), clipping iff c >= 0.
Value scaledClippedGrad(KernelBuilder &b, const SgdParams &p, Value g) {
  Type t = g.getType();
  Value x = g;
  if (p.rescale != 1.0)
    x = arith::MulFOp::create(b, x, b.fconst(t, p.rescale));
  if (p.clip >= 0) {
    x = arith::MinimumFOp::create(b, x, b.fconst(t, p.clip));
    x = arith::MaximumFOp::create(b, x, b.fconst(t, -p.clip));
  }
  return x;
}

/// Updates one element; `g` is null for a row absent from a row_sparse
/// gradient in a standard update (a zero gradient).
void updateElement(KernelBuilder &b, const SgdParams &p, Value w,
                   ValueRange wIdx, Value m, ValueRange mIdx, Value g) {
  Value wv = b.load(w, wIdx);
  Type t = wv.getType();
  Value lr = b.fconst(t, p.lr);
  if (!p.hasMom) {
    // w <- (1 - lr*wd) * w - lr * clip(r*g)
    Value nw = wv;
    if (p.wd != 0.0)
      nw = arith::MulFOp::create(b, b.fconst(t, 1.0 - p.lr * p.wd), wv);
    if (g) {
      Value step = arith::MulFOp::create(b, lr, scaledClippedGrad(b, p, g));
      nw = arith::SubFOp::create(b, nw, step);
    }
    b.store(nw, w, wIdx);
    return;
  }
  // m <- mu*m - lr*wd*w - lr*clip(r*g);  w <- w + m
  Value mv = b.load(m, mIdx);
  Value nm = arith::MulFOp::create(b, b.fconst(t, p.momentum), mv);
  if (p.wd != 0.0)
    nm = arith::SubFOp::create(
        b, nm, arith::MulFOp::create(b, b.fconst(t, p.lr * p.wd), wv));
  if (g)
    nm = arith::SubFOp::create(
        b, nm, arith::MulFOp::create(b, lr, scaledClippedGrad(b, p, g)));
  b.store(nm, m, mIdx);
  b.store(arith::AddFOp::create(b, wv, nm), w, wIdx);
}

/// Dense weight, gradient and state: one flat loop.
void denseUpdate(KernelBuilder &b, const SgdParams &p, Value w, Value g,
                 Value m) {
  Value wf = b.flatView(w), gf = b.flatView(g);
  Value mf = m ? b.flatView(m) : Value();
  b.forLoop(b.idx(0), b.dim(wf, 0), [&](KernelBuilder &b, Value i) {
    updateElement(b, p, wf, i, mf, i, b.load(gf, i));
  });
}

/// 2-D weight (and state) rows updated from a row_sparse gradient.
void rowSparseGradUpdate(KernelBuilder &b, const SgdParams &p, Value wRows,
                         Value mRows, RspBuffers g, bool standard) {
  Value gRows = b.rowsView(g.data);
  Value nnr = b.dim(g.indices, 0);
  Value rowLen = b.dim(wRows, 1);
  auto updateRow = [&](KernelBuilder &b, Value i, Value k /*null: absent*/) {
    b.forLoop(b.idx(0), rowLen, [&](KernelBuilder &b, Value c) {
      Value gv = k ? b.load(gRows, {k, c}) : Value();
      updateElement(b, p, wRows, {i, c}, mRows, {i, c}, gv);
    });
  };
  // Rows absent from the gradient are unchanged by SGD without weight decay:
  // the standard update then touches the gradient's rows only, too.
  bool absentRowsChange = p.hasMom || p.wd != 0.0;
  if (!standard || !absentRowsChange) {
    b.forLoop(b.idx(0), nnr, [&](KernelBuilder &b, Value k) {
      updateRow(b, b.toIndex(b.load(g.indices, k)), k);
    });
    return;
  }
  // Standard: every row, walking the gradient's sorted rows with a cursor.
  b.forLoop(b.idx(0), b.dim(wRows, 0), b.idx(0),
            [&](KernelBuilder &b, Value i, Value cursor) {
              Value present =
                  b.foundAt(g.indices, cursor, nnr, b.toI64(i));
              b.ifThenElse(
                  present, [&](KernelBuilder &b) { updateRow(b, i, cursor); },
                  [&](KernelBuilder &b) { updateRow(b, i, Value()); });
              return arith::AddIOp::create(
                         b, cursor,
                         b.boolToIndex(present))
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

template <typename OpTy>
LogicalResult lowerUpdate(OpTy op, ValueRange weight, ValueRange grad,
                          ValueRange mom, Value momTensor,
                          ConversionPatternRewriter &rewriter,
                          const TypeConverter &converter) {
  constexpr bool hasMom = std::is_same_v<OpTy, SgdMomUpdateOp>;
  SgdParams p{op.getLr().convertToDouble(),
              op.getWd().convertToDouble(),
              op.getRescaleGrad().convertToDouble(),
              op.getClipGradient().convertToDouble(),
              0.0,
              op.getLazyUpdate(),
              hasMom};
  if constexpr (hasMom)
    p.momentum = op.getMomentum().convertToDouble();
  SK wk = *getStorageKind(op.getWeight().getType());
  SK gk = *getStorageKind(op.getGrad().getType());
  SK mk = hasMom ? *getStorageKind(momTensor.getType()) : SK::Dense;
  KernelBuilder b(op.getLoc(), rewriter);
  SmallVector<Value> w = writable(b, op.getWeight(), op, weight);
  SmallVector<Value> m =
      hasMom ? writable(b, momTensor, op, mom) : SmallVector<Value>();

  if (wk == SK::Dense && gk == SK::Dense && mk == SK::Dense) {
    denseUpdate(b, p, w[0], grad[0], hasMom ? m[0] : Value());
  } else if (gk == SK::RowSparse && wk != SK::Csr && mk != SK::Csr) {
    RspBuffers g = RspBuffers::unpack(grad);
    // Standard when asked, and always for a row_sparse weight whose state is
    // dense (MXNet's StdOptStorageType).
    bool standard = !p.lazy || (wk == SK::RowSparse && hasMom &&
                                mk == SK::Dense);
    Value wData = wk == SK::Dense ? w[0] : w[1];
    Value mData = !hasMom ? Value() : (mk == SK::Dense ? m[0] : m[1]);
    // A row_sparse weight or state must store every row.
    Value ok = arith::ConstantIntOp::create(b, b.getI1Type(), 1);
    auto requireFull = [&](ArrayRef<Value> bufs, StypeKernelError err) {
      RspBuffers r = RspBuffers::unpack(bufs);
      Value full = arith::CmpIOp::create(b, arith::CmpIPredicate::eq,
                                         b.dim(r.indices, 0), r.numRows);
      b.ifThen(arith::XOrIOp::create(
                   b, full, arith::ConstantIntOp::create(b, b.getI1Type(), 1)),
               [&](KernelBuilder &b) { b.reportError(err); });
      ok = arith::AndIOp::create(b, ok, full);
    };
    if (wk == SK::RowSparse)
      requireFull(w, STYPE_KERNEL_RSP_WEIGHT_NOT_FULL);
    if (hasMom && mk == SK::RowSparse)
      requireFull(m, STYPE_KERNEL_RSP_STATE_NOT_FULL);
    auto update = [&](KernelBuilder &b) {
      rowSparseGradUpdate(b, p, b.rowsView(wData),
                          mData ? b.rowsView(mData) : Value(), g, standard);
    };
    if (wk == SK::Dense && mk == SK::Dense)
      update(b);
    else
      b.ifThen(ok, update);
  } else {
    return rewriter.notifyMatchFailure(op, "no kernel for these kinds");
  }
  SmallVector<SmallVector<Value>> results = {w};
  if (hasMom)
    results.push_back(m);
  replaceWithBuffers(rewriter, converter, op, std::move(results));
  return success();
}

struct SgdUpdateKernel : public OpConversionPattern<SgdUpdateOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(SgdUpdateOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    return lowerUpdate(op, adaptor.getWeight(), adaptor.getGrad(), {}, {},
                       rewriter, *getTypeConverter());
  }
};

struct SgdMomUpdateKernel : public OpConversionPattern<SgdMomUpdateOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(SgdMomUpdateOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    return lowerUpdate(op, adaptor.getWeight(), adaptor.getGrad(),
                       adaptor.getMom(), op.getMom(), rewriter,
                       *getTypeConverter());
  }
};

} // namespace

void mlir::stype::populateOptimizerKernels(TypeConverter &tc,
                                           RewritePatternSet &p) {
  p.add<SgdUpdateKernel, SgdMomUpdateKernel>(tc, p.getContext());
}
