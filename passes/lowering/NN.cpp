//===- NN.cpp - kernels of fully_connected and the regression layers -----===//
//
//   fully_connected  default, default[, default]        -> default  loops
//   fully_connected  default, row_sparse[, row_sparse]  -> default  loops over
//                    the stored rows, after checking they are all num_hidden
//   *_regression_output       default, {default, csr}   -> default  elementwise
//                    over data (the label is not read)
//   *_regression_output_grad  default, default          -> default  elementwise
//   *_regression_output_grad  default, csr              -> default  a pass over
//                    out with label 0, then the stored label entries only
//
// Every kernel is a fixed sequence of loops: reruns are bit-identical.
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"
#include "passes/lowering/KernelBuilder.h"

#include "mlir/Dialect/Math/IR/Math.h"

using namespace mlir;
using namespace mlir::stype;
using SK = StorageKind;

namespace {

MemRefType denseType(const TypeConverter &tc, Type t) {
  return cast<MemRefType>(tc.convertType(t));
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
  b.forLoop(b.idx(0), m, [&](KernelBuilder &b, Value i) {
    b.forLoop(b.idx(0), h, [&](KernelBuilder &b, Value r) {
      Value init = bias ? b.load(bias, r) : b.fconst(el, 0.0);
      Value acc = b.forLoop(b.idx(0), k, init,
                            [&](KernelBuilder &b, Value j, Value acc) {
                              Value x = b.load(data, {i, j});
                              Value w = b.load(weight, {r, j});
                              return math::FmaOp::create(b, x, w, acc)
                                  .getResult();
                            });
      b.store(acc, out, {i, r});
    });
  });
}

/// i1: the row_sparse `rsp` stores all of its rows.
Value storesAllRows(KernelBuilder &b, const RspBuffers &rsp) {
  return arith::CmpIOp::create(b, arith::CmpIPredicate::eq,
                               b.dim(rsp.indices, 0), rsp.numRows);
}

struct FullyConnectedKernel : public OpConversionPattern<FullyConnectedOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(FullyConnectedOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SK d = *getStorageKind(op.getData().getType());
    SK w = *getStorageKind(op.getWeight().getType());
    SK bk = op.getBias() ? *getStorageKind(op.getBias().getType()) : w;
    if (d != SK::Dense || bk != w || (w != SK::Dense && w != SK::RowSparse))
      return rewriter.notifyMatchFailure(op, "no kernel for these kinds");
    KernelBuilder b(op.getLoc(), rewriter);
    MemRefType outType = denseType(*getTypeConverter(), op.getType());
    Value data = adaptor.getData()[0];
    Value out = b.allocShape(outType, {b.dim(data, 0),
                                       b.idx(op.getNumHidden())});
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
    replaceWithBuffers(rewriter, *getTypeConverter(), op, {{out}});
    return success();
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

/// The kinds with a regression kernel: a default first operand and a default
/// or csr label.
bool hasRegressionKernel(Value first, Value label) {
  SK l = *getStorageKind(label.getType());
  return *getStorageKind(first.getType()) == SK::Dense &&
         (l == SK::Dense || l == SK::Csr);
}

/// Forward: out = f(data) elementwise over the dense data; the label (dense
/// or csr) is not read, as in MXNet's RegressionForward{,Ex}.
template <typename OpTy, Regression R>
struct RegressionForwardKernel : public OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;

  LogicalResult
  matchAndRewrite(OpTy op,
                  typename OpConversionPattern<OpTy>::OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!hasRegressionKernel(op.getData(), op.getLabel()))
      return rewriter.notifyMatchFailure(op, "no kernel for these kinds");
    KernelBuilder b(op.getLoc(), rewriter);
    Value data = adaptor.getData()[0];
    Value out = b.allocLike(
        denseType(*this->getTypeConverter(), op.getType()), data);
    Value src = b.flatView(data), dst = b.flatView(out);
    b.forLoop(b.idx(0), b.dim(src, 0), [&](KernelBuilder &b, Value p) {
      Value x = b.load(src, p);
      b.store(R == Regression::Logistic ? sigmoid(b, x) : x, dst, p);
    });
    replaceWithBuffers(rewriter, *this->getTypeConverter(), op, {{out}});
    return success();
  }
};

/// Backward: grad = g(out - label) * grad_scale / num_output with g the
/// identity (linear, logistic) or sign (MAE); num_output = elements of
/// label / its first dimension (MXNet's RegressionBackward{,CSR}).
template <typename OpTy, Regression R>
struct RegressionBackwardKernel : public OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;

  LogicalResult
  matchAndRewrite(OpTy op,
                  typename OpConversionPattern<OpTy>::OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!hasRegressionKernel(op.getOut(), op.getLabel()))
      return rewriter.notifyMatchFailure(op, "no kernel for these kinds");
    bool csrLabel = *getStorageKind(op.getLabel().getType()) == SK::Csr;
    KernelBuilder b(op.getLoc(), rewriter);
    Value outv = adaptor.getOut()[0];
    Type el = op.getType().getElementType();
    Value grad = b.allocLike(
        denseType(*this->getTypeConverter(), op.getType()), outv);
    // scale = grad_scale / num_output, num_output from the shape of out
    // (= the shape of label).
    int64_t rank = op.getOut().getType().getRank();
    Value numOutput = b.dimProduct(outv, 1, rank);
    Value numOutputF = arith::UIToFPOp::create(
        b, el, arith::IndexCastUIOp::create(b, b.getI64Type(), numOutput));
    Value scale = arith::DivFOp::create(
        b, b.fconst(el, op.getGradScale().convertToDouble()), numOutputF);
    auto gradOf = [&](KernelBuilder &b, Value y, Value lab) -> Value {
      Value diff = arith::SubFOp::create(b, y, lab);
      if (R == Regression::MAE)
        diff = sign(b, diff);
      return arith::MulFOp::create(b, diff, scale);
    };
    if (!csrLabel) {
      Value y = b.flatView(outv), lab = b.flatView(adaptor.getLabel()[0]);
      Value g = b.flatView(grad);
      b.forLoop(b.idx(0), b.dim(y, 0), [&](KernelBuilder &b, Value p) {
        b.store(gradOf(b, b.load(y, p), b.load(lab, p)), g, p);
      });
    } else {
      // Label 0 everywhere, then the stored entries of the csr label.
      CsrBuffers lab = CsrBuffers::unpack(adaptor.getLabel());
      Value zero = b.fconst(el, 0.0);
      Value y = b.flatView(outv), g = b.flatView(grad);
      b.forLoop(b.idx(0), b.dim(y, 0), [&](KernelBuilder &b, Value p) {
        b.store(gradOf(b, b.load(y, p), zero), g, p);
      });
      b.forLoop(b.idx(0), b.csrNumRows(lab), [&](KernelBuilder &b, Value i) {
        Value lo, hi;
        std::tie(lo, hi) = b.csrRowRange(lab, i);
        b.forLoop(lo, hi, [&](KernelBuilder &b, Value p) {
          Value j = b.toIndex(b.load(lab.indices, p));
          Value v = gradOf(b, b.load(outv, {i, j}), b.load(lab.data, p));
          b.store(v, grad, {i, j});
        });
      });
    }
    replaceWithBuffers(rewriter, *this->getTypeConverter(), op, {{grad}});
    return success();
  }
};

} // namespace

void mlir::stype::populateNNKernels(TypeConverter &tc, RewritePatternSet &p) {
  p.add<FullyConnectedKernel,
        RegressionForwardKernel<LinearRegressionOutputOp, Regression::Linear>,
        RegressionForwardKernel<LogisticRegressionOutputOp,
                                Regression::Logistic>,
        RegressionForwardKernel<MAERegressionOutputOp, Regression::MAE>,
        RegressionBackwardKernel<LinearRegressionOutputGradOp,
                                 Regression::Linear>,
        RegressionBackwardKernel<LogisticRegressionOutputGradOp,
                                 Regression::Logistic>,
        RegressionBackwardKernel<MAERegressionOutputGradOp, Regression::MAE>>(
      tc, p.getContext());
}
