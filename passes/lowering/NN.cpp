//===- NN.cpp - kernels of fully_connected and the output layers ---------===//
//
//   fully_connected  default, default[, default]        -> default  loops
//   fully_connected  default, row_sparse[, row_sparse]  -> default  loops over
//                    the stored rows, after checking they are all num_hidden
//   *_regression_output       default, {default, csr}   -> default  elementwise
//                    over data (the label is not read)
//   *_regression_output_grad  default, default          -> default  elementwise
//   *_regression_output_grad  default, csr              -> default  a pass over
//                    out with label 0, then the stored label entries only
//   softmax_output            default, default          -> default  per row:
//                    max, exp and sum, divide
//   softmax_output_grad       default, default          -> default  per row:
//                    out * scale, then the label's element; a bad label is
//                    reported and leaves a zero row
//
// Every kernel is a fixed sequence of loops: reruns are bit-identical.
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"
#include "passes/lowering/KernelBuilder.h"
#include "passes/lowering/KernelChecks.h"
#include "passes/lowering/KernelConversion.h"
#include "passes/lowering/KernelElementRules.h"
#include "passes/lowering/RuntimeChecks.h"

#include "mlir/Dialect/Math/IR/Math.h"

#include <limits>

using namespace mlir;
using namespace mlir::stype;

namespace {

MemRefType denseType(const TypeConverter &tc, Type t) {
  return cast<MemRefType>(tc.convertType(t));
}

/// An index (a count) as a float of type `el`.
Value indexToFloat(KernelBuilder &b, Type el, Value v) {
  return arith::UIToFPOp::create(
      b, el, arith::IndexCastUIOp::create(b, b.getI64Type(), v));
}

/// (x - m) / temperature; MXNet skips the divide for a temperature of 1.
Value scaledShift(KernelBuilder &b, Value x, Value m, double temperature) {
  Value d = arith::SubFOp::create(b, x, m);
  if (temperature == 1.0)
    return d;
  return arith::DivFOp::create(b, d, b.fconst(x.getType(), temperature));
}

//===----------------------------------------------------------------------===//
// fully_connected
//===----------------------------------------------------------------------===//

/// out[i, h] = sum_k data[i, k] * weight[h, k] (+ bias[h]) into `out`;
/// `weight` (H x K) and `bias` (H or H x 1) hold row h at position h (dense,
/// or a fully stored row_sparse).
void fcLoops(KernelBuilder &b, Value data, Value weight, Value bias,
             Value out) {
  Value m = b.dim(data, 0), k = b.dim(data, 1), h = b.dim(weight, 0);
  if (bias)
    bias = b.flatView(bias);
  Type el = cast<MemRefType>(out.getType()).getElementType();
  // One iteration per output element (rows of data outer), over threads
  // (or device threads): each writes its own element, with the same chain
  // of fmas in k order whatever the thread count.
  Value total = arith::MulIOp::create(b, m, h);
  b.parallelFor(b.idx(0), total, [&](KernelBuilder &b, Value p) {
    Value i = arith::DivUIOp::create(b, p, h);
    Value r = arith::RemUIOp::create(b, p, h);
    Value init = bias ? b.load(bias, r) : b.fconst(el, 0.0);
    Value acc =
        b.forLoop(b.idx(0), k, init, [&](KernelBuilder &b, Value j, Value acc) {
          Value x = b.load(data, {i, j});
          Value w = b.load(weight, {r, j});
          return math::FmaOp::create(b, x, w, acc).getResult();
        });
    b.store(acc, out, {i, r});
  });
}

/// i1: the row_sparse `rsp` stores all of its rows.
Value storesAllRows(KernelBuilder &b, const RspBuffers &rsp) {
  return arith::CmpIOp::create(b, arith::CmpIPredicate::eq,
                               b.dim(rsp.indices, 0), rsp.numRows);
}

struct FullyConnectedKernel : public KernelPattern<FullyConnectedOp> {
  using KernelPattern::KernelPattern;

  LogicalResult rewrite(FullyConnectedOp op, Adaptor adaptor, KernelBuilder &b,
                        ConversionPatternRewriter &rewriter) const override {
    // The table's rows: dense data, the bias of the weight's kind.
    SK w = *getStorageKind(op.getWeight().getType());
    MemRefType outType = denseType(*getTypeConverter(), op.getType());
    Value data = adaptor.getData()[0];
    // The dims the verifier could only compare where static: weight
    // [num_hidden, K] with data [M, K], bias [num_hidden] or
    // [num_hidden, 1], the result's dim 0 with M.  A mismatch is reported
    // (the op, its location, the dims) and leaves an empty result.
    SmallVector<OpFoldResult> x =
        mixedShape(b, op.getData().getType(), adaptor.getData());
    SmallVector<OpFoldResult> wt =
        mixedShape(b, op.getWeight().getType(), adaptor.getWeight());
    OpFoldResult hidden = b.getIndexAttr(op.getNumHidden());
    SmallVector<OpFoldResult> lhs = {
        wt[0], wt[1], b.getIndexAttr(op.getType().getDimSize(0))};
    SmallVector<OpFoldResult> rhs = {hidden, x[1], x[0]};
    if (ShapedType::isDynamic(op.getType().getDimSize(0)))
      lhs.pop_back(), rhs.pop_back();
    if (Value bias = op.getBias()) {
      SmallVector<OpFoldResult> bt =
          mixedShape(b, cast<ShapedType>(bias.getType()), adaptor.getBias());
      lhs.push_back(bt[0]);
      rhs.push_back(hidden);
      if (bt.size() == 2) {
        lhs.push_back(bt[1]);
        rhs.push_back(b.getIndexAttr(1));
      }
    }
    Value shapeOk =
        checkEqualMixedDims(b, lhs, rhs, STYPE_KERNEL_SHAPE_MISMATCH);
    KernelGuard guard(b, shapeOk, TypeRange(Type(outType)));
    Value out =
        b.allocShape(outType, {b.dim(data, 0), b.idx(op.getNumHidden())});
    ValueRange biasBufs = adaptor.getBias();
    if (w == SK::Dense) {
      fcLoops(b, data, adaptor.getWeight()[0],
              biasBufs.empty() ? Value() : biasBufs[0], out);
    } else {
      // MXNet: "length of weight.indices ... equal to num_hidden"; a fully
      // stored row_sparse holds row h at position h (sorted unique ids).
      b.fill(out, b.fconst(outType.getElementType(), 0.0));
      RspBuffers wr = RspBuffers::unpack(adaptor.getWeight());
      Value ok = storesAllRows(b, wr);
      Value biasData;
      if (!biasBufs.empty()) {
        RspBuffers br = RspBuffers::unpack(biasBufs);
        ok = arith::AndIOp::create(b, ok, storesAllRows(b, br));
        biasData = br.data;
      }
      b.ifThenElse(
          ok,
          [&](KernelBuilder &b) { fcLoops(b, data, wr.data, biasData, out); },
          [&](KernelBuilder &b) {
            b.reportError(STYPE_KERNEL_FC_RSP_NOT_FULL);
          });
    }
    out = guard.finish({out})[0];
    return replace(rewriter, op, {{out}});
  }
};

//===----------------------------------------------------------------------===//
// Regression output layers
//===----------------------------------------------------------------------===//

Value sigmoid(KernelBuilder &b, Value x) {
  Value one = b.fconst(x.getType(), 1.0);
  Value e = math::ExpOp::create(b, arith::NegFOp::create(b, x));
  return arith::DivFOp::create(b, one, arith::AddFOp::create(b, one, e));
}

/// mshadow_op::sign: -1, 0 or 1.
Value sign(KernelBuilder &b, Value x) {
  Value zero = b.fconst(x.getType(), 0.0);
  Value neg = arith::CmpFOp::create(b, arith::CmpFPredicate::OLT, x, zero);
  Value pos = arith::CmpFOp::create(b, arith::CmpFPredicate::OGT, x, zero);
  Value p = arith::SelectOp::create(b, pos, b.fconst(x.getType(), 1.0), zero);
  return arith::SelectOp::create(b, neg, b.fconst(x.getType(), -1.0), p);
}

enum class Regression { Linear, Logistic, MAE };

/// Forward: out = f(data) elementwise over the dense data; the label (dense
/// or csr) is not read, as in MXNet's RegressionForward{,Ex}.
template <typename OpTy, Regression R>
struct RegressionForwardKernel : public KernelPattern<OpTy> {
  using KernelPattern<OpTy>::KernelPattern;
  using typename KernelPattern<OpTy>::Adaptor;

  LogicalResult rewrite(OpTy op, Adaptor adaptor, KernelBuilder &b,
                        ConversionPatternRewriter &rewriter) const override {
    Value data = adaptor.getData()[0];
    Value out =
        b.allocLike(denseType(*this->getTypeConverter(), op.getType()), data);
    Value src = b.flatView(data), dst = b.flatView(out);
    b.parallelFor(b.idx(0), b.dim(src, 0), [&](KernelBuilder &b, Value p) {
      Value x = b.load(src, p);
      b.store(R == Regression::Logistic ? sigmoid(b, x) : x, dst, p);
    });
    return this->replace(rewriter, op, {{out}});
  }
};

/// Backward: grad = g(out - label) * grad_scale / num_output with g the
/// identity (linear, logistic) or sign (MAE); num_output = elements of
/// label / its first dimension (MXNet's RegressionBackward{,CSR}).
template <typename OpTy, Regression R>
struct RegressionBackwardKernel : public KernelPattern<OpTy> {
  using KernelPattern<OpTy>::KernelPattern;
  using typename KernelPattern<OpTy>::Adaptor;

  LogicalResult rewrite(OpTy op, Adaptor adaptor, KernelBuilder &b,
                        ConversionPatternRewriter &rewriter) const override {
    bool csrLabel = *getStorageKind(op.getLabel().getType()) == SK::Csr;
    Value outv = adaptor.getOut()[0];
    Type el = op.getType().getElementType();
    Value grad =
        b.allocLike(denseType(*this->getTypeConverter(), op.getType()), outv);
    // scale = grad_scale / num_output, num_output from the shape of out
    // (= the shape of label).
    int64_t rank = op.getOut().getType().getRank();
    Value numOutput = b.dimProduct(outv, 1, rank);
    Value scale = arith::DivFOp::create(
        b, b.fconst(el, op.getGradScale().convertToDouble()),
        indexToFloat(b, el, numOutput));
    auto gradOf = [&](KernelBuilder &b, Value y, Value lab) -> Value {
      Value diff = arith::SubFOp::create(b, y, lab);
      if (R == Regression::MAE)
        diff = sign(b, diff);
      return arith::MulFOp::create(b, diff, scale);
    };
    if (!csrLabel) {
      Value y = b.flatView(outv), lab = b.flatView(adaptor.getLabel()[0]);
      Value g = b.flatView(grad);
      b.parallelFor(b.idx(0), b.dim(y, 0), [&](KernelBuilder &b, Value p) {
        b.store(gradOf(b, b.load(y, p), b.load(lab, p)), g, p);
      });
    } else {
      // Label 0 everywhere, then the stored entries of the csr label.
      CsrBuffers lab = CsrBuffers::unpack(adaptor.getLabel());
      Value zero = b.fconst(el, 0.0);
      Value y = b.flatView(outv), g = b.flatView(grad);
      b.parallelFor(b.idx(0), b.dim(y, 0), [&](KernelBuilder &b, Value p) {
        b.store(gradOf(b, b.load(y, p), zero), g, p);
      });
      // Rows over threads: a row's entries write only that row.
      b.parallelFor(
          b.idx(0), b.csrNumRows(lab), [&](KernelBuilder &b, Value i) {
            Value lo, hi;
            std::tie(lo, hi) = b.csrRowRange(lab, i);
            b.forLoop(lo, hi, [&](KernelBuilder &b, Value p) {
              Value j = b.toIndex(b.load(lab.indices, p));
              Value v = gradOf(b, b.load(outv, {i, j}), b.load(lab.data, p));
              b.store(v, grad, {i, j});
            });
          });
    }
    return this->replace(rewriter, op, {{grad}});
  }
};

//===----------------------------------------------------------------------===//
// softmax_output, softmax_output_grad
//===----------------------------------------------------------------------===//

/// The kernel of an op whose only kernel is the all-default one (the
/// softmax output layers; their tables' one `dense` row): `build` emits its
/// loops and returns the result buffer.
template <typename OpTy>
using DenseBuildFn = Value (*)(
    OpTy, typename OpTy::template GenericAdaptor<ArrayRef<ValueRange>>,
    KernelBuilder &, MemRefType);

template <typename OpTy, DenseBuildFn<OpTy> build>
struct DenseOnlyKernel : public KernelPattern<OpTy> {
  using KernelPattern<OpTy>::KernelPattern;
  using typename KernelPattern<OpTy>::Adaptor;

  LogicalResult rewrite(OpTy op, Adaptor adaptor, KernelBuilder &b,
                        ConversionPatternRewriter &rewriter) const override {
    Value result = build(op, adaptor, b,
                         denseType(*this->getTypeConverter(), op.getType()));
    return this->replace(rewriter, op, {{result}});
  }
};

/// Over j in [0, n): m = the maximum of x(j) (from -inf), then s = the sum
/// of e(j) = exp((x(j) - m) / temperature) in j order, each e(j) handed to
/// `each` (if any).  Returns (m, s): the stable softmax of one slice is
/// e(j) / s, its log (x(j) - m) / temperature - log(s).  The order of
/// MXNet's Softmax: the max, then exp and the sum in one pass.
std::pair<Value, Value>
maxAndExpSum(KernelBuilder &b, Value n, Type el, double temperature,
             function_ref<Value(KernelBuilder &, Value)> x,
             function_ref<void(KernelBuilder &, Value, Value)> each = {}) {
  Value lowest = b.fconst(el, -std::numeric_limits<double>::infinity());
  Value max =
      b.forLoop(b.idx(0), n, lowest, [&](KernelBuilder &b, Value j, Value acc) {
        return arith::MaximumFOp::create(b, acc, x(b, j)).getResult();
      });
  Value sum = b.forLoop(b.idx(0), n, b.fconst(el, 0.0),
                        [&](KernelBuilder &b, Value j, Value acc) {
                          Value e = math::ExpOp::create(
                              b, scaledShift(b, x(b, j), max, temperature));
                          if (each)
                            each(b, j, e);
                          return arith::AddFOp::create(b, acc, e).getResult();
                        });
  return {max, sum};
}

/// Row i of the 2-D `data` (n columns): exp(data[i, j] - max) into
/// dst[i, j]; returns their sum.
Value rowExpSum(KernelBuilder &b, Value data, Value i, Value n, Type el,
                Value dst) {
  return maxAndExpSum(
             b, n, el, 1.0,
             [&](KernelBuilder &b, Value j) { return b.load(data, {i, j}); },
             [&](KernelBuilder &b, Value j, Value e) {
               b.store(e, dst, {i, j});
             })
      .second;
}

/// softmax_output: per row, out = exp(data - max) / sum of those (MXNet's
/// Softmax, in its order: the max, then exp and the sum in one pass, then
/// the divide).  The label is not read.
Value softmaxForward(
    SoftmaxOutputOp op,
    SoftmaxOutputOp::GenericAdaptor<ArrayRef<ValueRange>> adaptor,
    KernelBuilder &b, MemRefType outType) {
  Value data = adaptor.getData()[0];
  Type el = outType.getElementType();
  Value out = b.allocLike(outType, data);
  Value n = b.dim(data, 1);
  // Rows over threads: each writes its own output row.
  b.parallelFor(b.idx(0), b.dim(data, 0), [&](KernelBuilder &b, Value i) {
    Value sum = rowExpSum(b, data, i, n, el, out);
    b.rowLoop(n, el, [&](KernelBuilder &b, Value j, Type t) {
      Value e = b.loadRow(t, out, {i, j});
      b.storeRow(arith::DivFOp::create(b, e, b.splat(t, sum)), out, {i, j});
    });
  });
  return out;
}

/// i1: `lab` is a class index, an integer in [0, classes) (NaN fails each
/// compare).
Value isClassIndex(KernelBuilder &b, Value lab, Value classes) {
  auto cmp = [&](arith::CmpFPredicate p, Value x, Value y) {
    return arith::CmpFOp::create(b, p, x, y).getResult();
  };
  Value zero = b.fconst(lab.getType(), 0.0);
  return arith::AndIOp::create(
      b,
      arith::AndIOp::create(b, cmp(arith::CmpFPredicate::OGE, lab, zero),
                            cmp(arith::CmpFPredicate::OLT, lab, classes)),
      cmp(arith::CmpFPredicate::OEQ, math::FloorOp::create(b, lab), lab));
}

/// The class index of a label that isClassIndex accepted.
Value classOf(KernelBuilder &b, Value lab) {
  return b.toIndex(arith::FPToSIOp::create(b, b.getI64Type(), lab).getResult());
}

/// The batch sizes of `data` and `label` (operands of `op`) must agree at
/// run time (the verifier compares static ones only).
Value batchSizesAgree(KernelBuilder &b, Value data, ValueRange dataBufs,
                      Value label, ValueRange labelBufs) {
  return checkEqualMixedDims(
      b, {mixedShape(b, cast<ShapedType>(data.getType()), dataBufs)[0]},
      {mixedShape(b, cast<ShapedType>(label.getType()), labelBufs)[0]},
      STYPE_KERNEL_SHAPE_MISMATCH);
}

/// softmax_output_grad: grad[i, :] = out[i, :] * scale, then
/// grad[i, label[i]] = (out[i, label[i]] - 1) * scale, with scale =
/// grad_scale / norm (MXNet's SoftmaxGrad and its normalization).  A row
/// ignored by use_ignore, or whose label is not a class index (reported), is
/// zero.
Value softmaxBackward(
    SoftmaxOutputGradOp op,
    SoftmaxOutputGradOp::GenericAdaptor<ArrayRef<ValueRange>> adaptor,
    KernelBuilder &b, MemRefType gradType) {
  Value outv = adaptor.getOut()[0], label = adaptor.getLabel()[0];
  // The batch sizes of out and label must agree at run time (the verifier
  // compares static ones only): a mismatch reads nothing.
  Value ok = batchSizesAgree(b, op.getOut(), adaptor.getOut(), op.getLabel(),
                             adaptor.getLabel());
  KernelGuard guard(b, ok, TypeRange(Type(gradType)));
  Type el = gradType.getElementType();
  Value grad = b.allocLike(gradType, outv);
  Value m = b.dim(outv, 0), n = b.dim(outv, 1);
  Value ignore = b.fconst(el, op.getIgnoreLabel().convertToDouble());
  Value scale = b.fconst(el, op.getGradScale().convertToDouble());
  // norm: 1 ("null"), the batch size ("batch"), or the rows whose label is
  // not ignore_label, at least 1 ("valid"; counted with or without
  // use_ignore, as MXNet does).
  Value norm;
  if (op.getNormalization() == "batch") {
    norm = m;
  } else if (op.getNormalization() == "valid") {
    Value valid = b.serialValue(b.getIndexType(), [&](KernelBuilder &b) {
      return b.forLoop(
          b.idx(0), m, b.idx(0), [&](KernelBuilder &b, Value i, Value acc) {
            Value counts = arith::CmpFOp::create(b, arith::CmpFPredicate::UNE,
                                                 b.load(label, i), ignore);
            return arith::AddIOp::create(b, acc, b.boolToIndex(counts))
                .getResult();
          });
    });
    norm = arith::MaxUIOp::create(b, valid, b.idx(1));
  }
  if (norm)
    scale = arith::DivFOp::create(b, scale, indexToFloat(b, el, norm));
  Value zero = b.fconst(el, 0.0), one = b.fconst(el, 1.0);
  Value classes = indexToFloat(b, el, n);
  Value yes = arith::ConstantIntOp::create(b, b.getI1Type(), 1);
  auto cmp = [](KernelBuilder &b, arith::CmpFPredicate p, Value x, Value y) {
    return arith::CmpFOp::create(b, p, x, y).getResult();
  };
  // Rows over threads: each writes its own gradient row.
  b.parallelFor(b.idx(0), m, [&](KernelBuilder &b, Value i) {
    Value lab = b.load(label, i);
    Value isClass = isClassIndex(b, lab, classes);
    Value live = isClass;
    Value bad = arith::XOrIOp::create(b, isClass, yes);
    if (op.getUseIgnore()) {
      Value kept = arith::XOrIOp::create(
          b, cmp(b, arith::CmpFPredicate::OEQ, lab, ignore), yes);
      live = arith::AndIOp::create(b, live, kept);
      bad = arith::AndIOp::create(b, bad, kept);
    }
    b.ifThen(bad, [](KernelBuilder &b) {
      b.reportError(STYPE_KERNEL_LABEL_OUT_OF_RANGE);
    });
    b.ifThenElse(
        live,
        [&](KernelBuilder &b) {
          b.rowLoop(n, el, [&](KernelBuilder &b, Value j, Type t) {
            Value y = b.loadRow(t, outv, {i, j});
            b.storeRow(arith::MulFOp::create(b, y, b.splat(t, scale)), grad,
                       {i, j});
          });
          Value k = classOf(b, lab);
          Value y = arith::SubFOp::create(b, b.load(outv, {i, k}), one);
          b.store(arith::MulFOp::create(b, y, scale), grad, {i, k});
        },
        [&](KernelBuilder &b) {
          b.rowLoop(n, el, [&](KernelBuilder &b, Value j, Type t) {
            b.storeRow(b.splat(t, zero), grad, {i, j});
          });
        });
  });
  return guard.finish({grad})[0];
}

//===----------------------------------------------------------------------===//
// softmax, log_softmax
//===----------------------------------------------------------------------===//

/// softmax / log_softmax along `axis`: the data viewed as [outer, n, inner]
/// (n the axis), one thread per (outer, inner) position, each a max, an
/// exp-and-sum and a final loop over its slice (MXNet's Softmax with its
/// temperature).
template <typename OpTy, bool log>
Value softmaxAlongAxis(
    OpTy op,
    typename OpTy::template GenericAdaptor<ArrayRef<ValueRange>> adaptor,
    KernelBuilder &b, MemRefType outType) {
  Value data = adaptor.getData()[0];
  Type el = outType.getElementType();
  Value out = b.allocLike(outType, data);
  int64_t rank = outType.getRank(), axis = op.getNormalizedAxis();
  double temperature = op.getTemperature().convertToDouble();
  Value n = b.dim(data, axis), inner = b.dimProduct(data, axis + 1, rank);
  Value total = arith::MulIOp::create(b, b.dimProduct(data, 0, axis), inner);
  Value src = b.flatView(data), dst = b.flatView(out);
  b.parallelFor(b.idx(0), total, [&](KernelBuilder &b, Value p) {
    // Element j of the slice: (p / inner * n + j) * inner + p % inner.
    Value base =
        arith::MulIOp::create(b, arith::DivUIOp::create(b, p, inner), n);
    Value r = arith::RemUIOp::create(b, p, inner);
    auto at = [&](KernelBuilder &b, Value j) -> Value {
      Value row = arith::AddIOp::create(b, base, j);
      return arith::AddIOp::create(b, arith::MulIOp::create(b, row, inner), r);
    };
    auto x = [&](KernelBuilder &b, Value j) { return b.load(src, at(b, j)); };
    Value max, sum;
    std::tie(max, sum) = maxAndExpSum(b, n, el, temperature, x,
                                      [&](KernelBuilder &b, Value j, Value e) {
                                        if (!log)
                                          b.store(e, dst, at(b, j));
                                      });
    Value logSum = log ? math::LogOp::create(b, sum).getResult() : Value();
    b.forLoop(b.idx(0), n, [&](KernelBuilder &b, Value j) {
      Value v = log ? arith::SubFOp::create(
                          b, scaledShift(b, x(b, j), max, temperature), logSum)
                          .getResult()
                    : arith::DivFOp::create(b, b.load(dst, at(b, j)), sum)
                          .getResult();
      b.store(v, dst, at(b, j));
    });
  });
  return out;
}

//===----------------------------------------------------------------------===//
// softmax_cross_entropy, softmax_cross_entropy_grad
//===----------------------------------------------------------------------===//

/// loss = sum_i (log(sum_j exp(x[i, j] - m_i)) - (x[i, label_i] - m_i)):
/// each row's loss over threads into a buffer, then their sum in row order
/// on one thread (bit-identical whatever the thread count).  A label that
/// is not a class index is reported and its row adds 0.
Value crossEntropyForward(
    SoftmaxCrossEntropyOp op,
    SoftmaxCrossEntropyOp::GenericAdaptor<ArrayRef<ValueRange>> adaptor,
    KernelBuilder &b, MemRefType outType) {
  Value data = adaptor.getData()[0], label = adaptor.getLabel()[0];
  Value ok = batchSizesAgree(b, op.getData(), adaptor.getData(), op.getLabel(),
                             adaptor.getLabel());
  KernelGuard guard(b, ok, TypeRange(Type(outType)));
  Type el = outType.getElementType();
  Value m = b.dim(data, 0), n = b.dim(data, 1);
  Value classes = indexToFloat(b, el, n);
  Value rows = b.alloc(MemRefType::get({ShapedType::kDynamic}, el), {m});
  b.parallelFor(b.idx(0), m, [&](KernelBuilder &b, Value i) {
    Value lab = b.load(label, i);
    b.ifThenElse(
        isClassIndex(b, lab, classes),
        [&](KernelBuilder &b) {
          Value max, sum;
          std::tie(max, sum) =
              maxAndExpSum(b, n, el, 1.0, [&](KernelBuilder &b, Value j) {
                return b.load(data, {i, j});
              });
          Value xk =
              arith::SubFOp::create(b, b.load(data, {i, classOf(b, lab)}), max);
          Value loss =
              arith::SubFOp::create(b, math::LogOp::create(b, sum), xk);
          b.store(loss, rows, i);
        },
        [&](KernelBuilder &b) {
          b.reportError(STYPE_KERNEL_CE_LABEL_OUT_OF_RANGE);
          b.store(b.fconst(el, 0.0), rows, i);
        });
  });
  Value total = b.serialValue(el, [&](KernelBuilder &b) {
    return b.forLoop(
        b.idx(0), m, b.fconst(el, 0.0),
        [&](KernelBuilder &b, Value i, Value acc) {
          return arith::AddFOp::create(b, acc, b.load(rows, i)).getResult();
        });
  });
  Value out = b.allocShape(outType, {b.idx(1)});
  b.fill(out, total);
  return guard.finish({out})[0];
}

/// grad[i, j] = (softmax(x[i])[j] - (j == label_i)) * dy[0], one thread per
/// row; a label that is not a class index is reported and leaves a zero row.
Value crossEntropyBackward(
    SoftmaxCrossEntropyGradOp op,
    SoftmaxCrossEntropyGradOp::GenericAdaptor<ArrayRef<ValueRange>> adaptor,
    KernelBuilder &b, MemRefType gradType) {
  Value data = adaptor.getData()[0], label = adaptor.getLabel()[0];
  Value dy = adaptor.getDy()[0];
  Value ok = batchSizesAgree(b, op.getData(), adaptor.getData(), op.getLabel(),
                             adaptor.getLabel());
  // dy is the [1] loss's gradient; a dynamic one is checked, so that every
  // row can read dy[0].
  ok = andChecks(
      b, ok,
      checkEqualMixedDims(b, mixedShape(b, op.getDy().getType(), {dy}),
                          {b.getIndexAttr(1)}, STYPE_KERNEL_SHAPE_MISMATCH));
  KernelGuard guard(b, ok, TypeRange(Type(gradType)));
  Type el = gradType.getElementType();
  Value grad = b.allocLike(gradType, data);
  Value m = b.dim(data, 0), n = b.dim(data, 1);
  Value classes = indexToFloat(b, el, n);
  Value zero = b.fconst(el, 0.0), one = b.fconst(el, 1.0);
  b.parallelFor(b.idx(0), m, [&](KernelBuilder &b, Value i) {
    Value lab = b.load(label, i);
    b.ifThenElse(
        isClassIndex(b, lab, classes),
        [&](KernelBuilder &b) {
          Value scale = b.load(dy, b.idx(0));
          Value k = classOf(b, lab);
          Value sum = rowExpSum(b, data, i, n, el, grad);
          b.forLoop(b.idx(0), n, [&](KernelBuilder &b, Value j) {
            Value p = arith::DivFOp::create(b, b.load(grad, {i, j}), sum);
            Value hot =
                arith::CmpIOp::create(b, arith::CmpIPredicate::eq, j, k);
            Value g = arith::SubFOp::create(
                b, p, arith::SelectOp::create(b, hot, one, zero));
            b.store(arith::MulFOp::create(b, g, scale), grad, {i, j});
          });
        },
        [&](KernelBuilder &b) {
          b.reportError(STYPE_KERNEL_CE_LABEL_OUT_OF_RANGE);
          b.forLoop(b.idx(0), n, [&](KernelBuilder &b, Value j) {
            b.store(zero, grad, {i, j});
          });
        });
  });
  return guard.finish({grad})[0];
}

//===----------------------------------------------------------------------===//
// activation
//===----------------------------------------------------------------------===//

/// f(x) for every element, f the element function of the unary op of the
/// act_type (emitActivationValue).
Value activationForward(
    ActivationOp op, ActivationOp::GenericAdaptor<ArrayRef<ValueRange>> adaptor,
    KernelBuilder &b, MemRefType outType) {
  Value data = adaptor.getData()[0];
  Value out = b.allocLike(outType, data);
  Value src = b.flatView(data), dst = b.flatView(out);
  ActType act = op.getActType();
  b.parallelFor(b.idx(0), b.dim(src, 0), [&](KernelBuilder &b, Value p) {
    b.store(emitActivationValue(b, op, act, b.load(src, p)), dst, p);
  });
  return out;
}

} // namespace

void mlir::stype::populateNNKernels(TypeConverter &tc, RewritePatternSet &p) {
  p.add<
      FullyConnectedKernel,
      RegressionForwardKernel<LinearRegressionOutputOp, Regression::Linear>,
      RegressionForwardKernel<LogisticRegressionOutputOp, Regression::Logistic>,
      RegressionForwardKernel<MAERegressionOutputOp, Regression::MAE>,
      RegressionBackwardKernel<LinearRegressionOutputGradOp,
                               Regression::Linear>,
      RegressionBackwardKernel<LogisticRegressionOutputGradOp,
                               Regression::Logistic>,
      RegressionBackwardKernel<MAERegressionOutputGradOp, Regression::MAE>,
      DenseOnlyKernel<SoftmaxOutputOp, softmaxForward>,
      DenseOnlyKernel<SoftmaxOutputGradOp, softmaxBackward>,
      DenseOnlyKernel<SoftmaxOp, softmaxAlongAxis<SoftmaxOp, false>>,
      DenseOnlyKernel<LogSoftmaxOp, softmaxAlongAxis<LogSoftmaxOp, true>>,
      DenseOnlyKernel<SoftmaxCrossEntropyOp, crossEntropyForward>,
      DenseOnlyKernel<SoftmaxCrossEntropyGradOp, crossEntropyBackward>,
      DenseOnlyKernel<ActivationOp, activationForward>>(tc, p.getContext());
}
