//===- Reduction.cpp - kernels of the reductions ----------------*- C++ -*-===//
//
//   sum / mean / norm   default        -> default   any axis, keepdims, exclude
//   sum / mean / norm   csr, axis 0|1  -> default   over the stored entries
//   norm                row_sparse|csr -> default   (no axis) stored values
//   square_sum          row_sparse     -> row_sparse (axis 1, keepdims) or
//                                         default    per stored row
//   getnnz              csr            -> default i64
//   max / min / argmax  default        -> default   one thread per result
//                                         element (also the GPU's kernel)
//
// Every kernel accumulates in a fixed order (the input's storage order), so
// results are bit-identical from run to run.
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"
#include "passes/lowering/KernelBuilder.h"
#include "passes/lowering/KernelConversion.h"
#include "passes/lowering/KernelElementRules.h"

#include "mlir/Dialect/Math/IR/Math.h"

#include <cmath>

using namespace mlir;
using namespace mlir::stype;

namespace {

/// What a reduction accumulates and how it finishes.
enum class Reducer { Sum, Mean, Norm, Max, Min, Argmax };

/// The term accumulated for a value: v, or v*v for the norm.
Value term(KernelBuilder &b, Reducer r, Value v) {
  if (r == Reducer::Norm)
    return arith::MulFOp::create(b, v, v);
  return v;
}

/// out[i] += term(v).
void accumulate(KernelBuilder &b, Reducer r, Value out, Value i, Value v) {
  Value acc = b.load(out, i);
  b.store(arith::AddFOp::create(b, acc, term(b, r, v)), out, i);
}

/// Finishes every element of `out`: divides by `count` (an index: the number
/// of reduced elements, implicit zeros included) for the mean, takes the
/// square root for the norm.
void finish(KernelBuilder &b, Reducer r, Value out, Value count) {
  if (r == Reducer::Sum)
    return;
  Value flat = b.flatView(out);
  Type el = cast<MemRefType>(flat.getType()).getElementType();
  Value n;
  if (r == Reducer::Mean)
    n = arith::SIToFPOp::create(b, el, b.toI64(count));
  b.forLoop(b.idx(0), b.dim(flat, 0), [&](KernelBuilder &b, Value i) {
    Value v = b.load(flat, i);
    Value f = r == Reducer::Mean ? arith::DivFOp::create(b, v, n).getResult()
                                 : math::SqrtOp::create(b, v).getResult();
    b.store(f, flat, i);
  });
}

/// A raw axis attribute made non-negative for a tensor of `rank`.
std::optional<int64_t> normAxis(std::optional<uint64_t> raw, int64_t rank) {
  if (!raw)
    return std::nullopt;
  int64_t a = static_cast<int64_t>(*raw);
  return a < 0 ? a + rank : a;
}

/// Dense reduction of `in` over `axis` (all axes when none; all others with
/// `exclude`), into a zero-filled result of `outType`.
Value denseReduce(KernelBuilder &b, Value in, MemRefType outType,
                  std::optional<int64_t> axis, bool keepdims, bool exclude,
                  Reducer r) {
  int64_t rank = cast<MemRefType>(in.getType()).getRank();
  SmallVector<Value> sizes;
  for (int64_t d = 0; d < rank; ++d) {
    bool reduced = !axis || ((d == *axis) != exclude);
    if (!reduced)
      sizes.push_back(b.dim(in, d));
    else if (keepdims)
      sizes.push_back(b.idx(1));
  }
  if (sizes.empty())
    sizes.push_back(b.idx(1));
  Value out = b.allocShape(outType, sizes);
  Type el = outType.getElementType();
  b.fill(out, b.fconst(el, 0.0));
  Value flatIn = b.flatView(in), flatOut = b.flatView(out);
  // The input as (outer, len, inner) around the axis.
  Value outer = b.idx(1), len = b.numElements(in), inner = b.idx(1);
  if (axis) {
    outer = b.dimProduct(in, 0, *axis);
    len = b.dim(in, *axis);
    inner = b.dimProduct(in, *axis + 1, rank);
  }
  b.forLoop(b.idx(0), outer, [&](KernelBuilder &b, Value o) {
    b.forLoop(b.idx(0), len, [&](KernelBuilder &b, Value a) {
      Value base = arith::MulIOp::create(
          b, arith::AddIOp::create(b, arith::MulIOp::create(b, o, len), a),
          inner);
      b.forLoop(b.idx(0), inner, [&](KernelBuilder &b, Value i) {
        Value v = b.load(flatIn, arith::AddIOp::create(b, base, i).getResult());
        Value at = b.idx(0);
        if (axis && exclude)
          at = a;
        else if (axis)
          at = arith::AddIOp::create(b, arith::MulIOp::create(b, o, inner), i);
        accumulate(b, r, flatOut, at, v);
      });
    });
  });
  Value count = len;
  if (axis && exclude)
    count = arith::MulIOp::create(b, outer, inner);
  finish(b, r, out, count);
  return out;
}

/// Reduction of a csr over axis 0 (per column) or 1 (per row), touching only
/// its stored entries.
Value csrAxisReduce(KernelBuilder &b, CsrBuffers x, MemRefType outType,
                    int64_t axis, Reducer r) {
  Value m = b.csrNumRows(x), n = x.numCols;
  Type el = outType.getElementType();
  Value zero = b.fconst(el, 0.0);
  Value out = b.allocShape(outType, {axis == 0 ? n : m});
  if (axis == 0) {
    b.fill(out, zero);
    b.forLoop(b.idx(0), b.dim(x.data, 0), [&](KernelBuilder &b, Value p) {
      Value c = b.toIndex(b.load(x.indices, p));
      accumulate(b, r, out, c, b.load(x.data, p));
    });
  } else {
    b.forLoop(b.idx(0), m, [&](KernelBuilder &b, Value i) {
      auto [lo, hi] = b.csrRowRange(x, i);
      Value acc =
          b.forLoop(lo, hi, zero, [&](KernelBuilder &b, Value p, Value acc) {
            return arith::AddFOp::create(b, acc, term(b, r, b.load(x.data, p)))
                .getResult();
          });
      b.store(acc, out, i);
    });
  }
  finish(b, r, out, axis == 0 ? m : n);
  return out;
}

/// sqrt(sum(values^2)) of a buffer of stored values, into a one-element
/// result of `outType` (shape (1,) or all ones with keepdims).
Value storedNorm(KernelBuilder &b, Value values, MemRefType outType) {
  Value flat = b.flatView(values);
  Type el = outType.getElementType();
  SmallVector<Value> ones(outType.getRank(), b.idx(1));
  Value out = b.allocShape(outType, ones);
  Value sum = b.forLoop(b.idx(0), b.dim(flat, 0), b.fconst(el, 0.0),
                        [&](KernelBuilder &b, Value p, Value acc) {
                          Value v = b.load(flat, p);
                          return arith::AddFOp::create(
                                     b, acc, arith::MulFOp::create(b, v, v))
                              .getResult();
                        });
  b.store(math::SqrtOp::create(b, sum), b.flatView(out), b.idx(0));
  return out;
}

MemRefType denseType(const TypeConverter &tc, Type t) {
  return cast<MemRefType>(tc.convertType(t));
}

/// sum and mean: the dense kernel, or MXNet's csr kernel over axis 0/1.
template <typename OpTy, Reducer R>
struct ReduceAxesKernel : public KernelPattern<OpTy> {
  using KernelPattern<OpTy>::KernelPattern;
  using typename KernelPattern<OpTy>::Adaptor;

  LogicalResult rewrite(OpTy op, Adaptor adaptor, KernelBuilder &b,
                        ConversionPatternRewriter &rewriter) const override {
    SK in = *getStorageKind(op.getData().getType());
    MemRefType outType = denseType(*this->getTypeConverter(), op.getType());
    std::optional<int64_t> axis =
        normAxis(op.getAxis(), op.getData().getType().getRank());
    Value out;
    if (in == SK::Dense)
      out = denseReduce(b, adaptor.getData()[0], outType, axis,
                        op.getKeepdims(), op.getExclude(), R);
    else if (in == SK::Csr && axis && !op.getKeepdims() && !op.getExclude())
      out = csrAxisReduce(b, CsrBuffers::unpack(adaptor.getData()), outType,
                          *axis, R);
    else
      return rewriter.notifyMatchFailure(op, "no kernel for these kinds");
    return this->replace(rewriter, op, {{out}});
  }
};

/// max, min and argmax of a default tensor: one parallel iteration per
/// result element, each reducing its elements in storage order
/// (emitDenseReductionElement).  Its host code reaches buffers only through
/// parallelFor, so it is also the GPU's kernel (its kernel table row:
/// Stype_GpuSharesCpu).
template <typename OpTy> struct ExtremumKernel : public KernelPattern<OpTy> {
  using KernelPattern<OpTy>::KernelPattern;
  using typename KernelPattern<OpTy>::Adaptor;

  LogicalResult rewrite(OpTy op, Adaptor adaptor, KernelBuilder &b,
                        ConversionPatternRewriter &rewriter) const override {
    if (*getStorageKind(op.getData().getType()) != SK::Dense ||
        *getStorageKind(op.getType()) != SK::Dense)
      return rewriter.notifyMatchFailure(op, "no kernel for these kinds");
    MemRefType outType = denseType(*this->getTypeConverter(), op.getType());
    Value in = adaptor.getData()[0];
    DenseReduction r = emitDenseReduction(b, op, in);
    Value out = b.allocShape(outType, r.dims);
    Value flatIn = b.flatView(in), flatOut = b.flatView(out);
    b.parallelFor(b.idx(0), b.dim(flatOut, 0), [&](KernelBuilder &b, Value g) {
      b.store(emitDenseReductionElement(b, r, flatIn, g), flatOut, g);
    });
    return this->replace(rewriter, op, {{out}});
  }
};

struct NormKernel : public KernelPattern<NormOp> {
  using KernelPattern::KernelPattern;

  LogicalResult rewrite(NormOp op, Adaptor adaptor, KernelBuilder &b,
                        ConversionPatternRewriter &rewriter) const override {
    SK in = *getStorageKind(op.getData().getType());
    MemRefType outType = denseType(*getTypeConverter(), op.getType());
    std::optional<int64_t> axis =
        normAxis(op.getAxis(), op.getData().getType().getRank());
    ValueRange data = adaptor.getData();
    Value out;
    if (in == SK::Dense)
      out = denseReduce(b, data[0], outType, axis, op.getKeepdims(),
                        /*exclude=*/false, Reducer::Norm);
    else if (!axis && in == SK::Csr)
      out = storedNorm(b, CsrBuffers::unpack(data).data, outType);
    else if (!axis && in == SK::RowSparse)
      out = storedNorm(b, RspBuffers::unpack(data).data, outType);
    else if (in == SK::Csr && !op.getKeepdims())
      out = csrAxisReduce(b, CsrBuffers::unpack(data), outType, *axis,
                          Reducer::Norm);
    else
      return rewriter.notifyMatchFailure(op, "no kernel for these kinds");
    return replace(rewriter, op, {{out}});
  }
};

/// _square_sum of a 2-D row_sparse: per stored row (axis 1) or per column
/// over the stored rows (axis 0).
struct SquareSumKernel : public KernelPattern<SquareSumOp> {
  using KernelPattern::KernelPattern;

  LogicalResult rewrite(SquareSumOp op, Adaptor adaptor, KernelBuilder &b,
                        ConversionPatternRewriter &rewriter) const override {
    SK o = *getStorageKind(op.getType());
    RspBuffers x = RspBuffers::unpack(adaptor.getData());
    Type el = op.getType().getElementType();
    Value zero = b.fconst(el, 0.0);
    Value nnr = b.dim(x.indices, 0), n = b.dim(x.data, 1);
    // sum_j data[k, j]^2 of stored row k.
    auto rowSum = [&](KernelBuilder &b, Value k) {
      return b.forLoop(
          b.idx(0), n, zero, [&](KernelBuilder &b, Value j, Value acc) {
            Value v = b.load(x.data, {k, j});
            return arith::AddFOp::create(b, acc, arith::MulFOp::create(b, v, v))
                .getResult();
          });
    };
    SmallVector<Value> result;
    if (op.getAxis() == 1 && o == SK::RowSparse) {
      Value data = b.allocShape(rspDataType(op.getType()), {nnr, b.idx(1)});
      // Stored rows over threads (here and below: each writes its own).
      b.parallelFor(b.idx(0), nnr, [&](KernelBuilder &b, Value k) {
        b.store(rowSum(b, k), data, {k, b.idx(0)});
      });
      result = RspBuffers{b.clone(x.indices), data, x.numRows}.pack();
    } else if (op.getAxis() == 1 && o == SK::Dense) {
      Value out = b.allocShape(denseType(*getTypeConverter(), op.getType()),
                               {x.numRows});
      b.fill(out, zero);
      b.parallelFor(b.idx(0), nnr, [&](KernelBuilder &b, Value k) {
        b.store(rowSum(b, k), out, b.toIndex(b.load(x.indices, k)));
      });
      result = {out};
    } else if (op.getAxis() == 0 && o == SK::Dense) {
      MemRefType outType = denseType(*getTypeConverter(), op.getType());
      SmallVector<Value> sizes = {n};
      if (op.getKeepdims())
        sizes = {b.idx(1), n};
      Value out = b.allocShape(outType, sizes);
      b.fill(out, zero);
      Value flat = b.flatView(out);
      // Columns over threads, each summing the stored rows in order.
      b.parallelFor(b.idx(0), n, [&](KernelBuilder &b, Value j) {
        b.forLoop(b.idx(0), nnr, [&](KernelBuilder &b, Value k) {
          accumulate(b, Reducer::Norm, flat, j, b.load(x.data, {k, j}));
        });
      });
      result = {out};
    } else {
      return rewriter.notifyMatchFailure(op, "no kernel for these kinds");
    }
    return replace(rewriter, op, {result});
  }
};

struct GetnnzKernel : public KernelPattern<GetnnzOp> {
  using KernelPattern::KernelPattern;

  LogicalResult rewrite(GetnnzOp op, Adaptor adaptor, KernelBuilder &b,
                        ConversionPatternRewriter &rewriter) const override {
    CsrBuffers x = CsrBuffers::unpack(adaptor.getData());
    MemRefType outType = denseType(*getTypeConverter(), op.getType());
    Value m = b.csrNumRows(x);
    Value out;
    if (!op.getAxis()) {
      out = b.allocShape(outType, {b.idx(1)});
      // One iteration (a device thread on a GPU).
      b.parallelFor(b.idx(0), b.idx(1), [&](KernelBuilder &b, Value i) {
        b.store(b.load(x.indptr, m), out, i);
      });
    } else {
      out = b.allocShape(outType, {m});
      b.parallelFor(b.idx(0), m, [&](KernelBuilder &b, Value i) {
        Value lo = b.load(x.indptr, i);
        Value hi =
            b.load(x.indptr, arith::AddIOp::create(b, i, b.idx(1)).getResult());
        b.store(arith::SubIOp::create(b, hi, lo), out, i);
      });
    }
    return replace(rewriter, op, {{out}});
  }
};

} // namespace

void mlir::stype::populateReductionKernels(TypeConverter &tc,
                                           RewritePatternSet &p) {
  p.add<ReduceAxesKernel<SumOp, Reducer::Sum>,
        ReduceAxesKernel<MeanOp, Reducer::Mean>, NormKernel, SquareSumKernel,
        GetnnzKernel, ExtremumKernel<MaxOp>, ExtremumKernel<MinOp>,
        ExtremumKernel<ArgmaxOp>>(tc, p.getContext());
}

namespace {
/// What a sum, mean, norm, max, min or argmax op reduces, read from its
/// attributes.
struct ReductionAttrs {
  Reducer reducer;
  std::optional<int64_t> axis;
  bool keepdims, exclude;
};

ReductionAttrs reductionAttrs(Operation *op) {
  auto rank = [&](Value v) { return cast<ShapedType>(v.getType()).getRank(); };
  if (auto o = dyn_cast<SumOp>(op))
    return {Reducer::Sum, normAxis(o.getAxis(), rank(o.getData())),
            o.getKeepdims(), o.getExclude()};
  if (auto o = dyn_cast<MeanOp>(op))
    return {Reducer::Mean, normAxis(o.getAxis(), rank(o.getData())),
            o.getKeepdims(), o.getExclude()};
  if (auto o = dyn_cast<MaxOp>(op))
    return {Reducer::Max, normAxis(o.getAxis(), rank(o.getData())),
            o.getKeepdims(), o.getExclude()};
  if (auto o = dyn_cast<MinOp>(op))
    return {Reducer::Min, normAxis(o.getAxis(), rank(o.getData())),
            o.getKeepdims(), o.getExclude()};
  if (auto o = dyn_cast<ArgmaxOp>(op))
    return {Reducer::Argmax, normAxis(o.getAxis(), rank(o.getData())),
            o.getKeepdims(), /*exclude=*/false};
  auto o = cast<NormOp>(op);
  return {Reducer::Norm, normAxis(o.getAxis(), rank(o.getData())),
          o.getKeepdims(), /*exclude=*/false};
}
} // namespace

DenseReduction mlir::stype::emitDenseReduction(KernelBuilder &b, Operation *op,
                                               Value in) {
  ReductionAttrs a = reductionAttrs(op);
  int64_t rank = cast<MemRefType>(in.getType()).getRank();
  DenseReduction r;
  r.op = op;
  r.allAxes = !a.axis;
  r.exclude = a.exclude;
  for (int64_t d = 0; d < rank; ++d) {
    bool reduced = !a.axis || ((d == *a.axis) != a.exclude);
    if (!reduced)
      r.dims.push_back(b.dim(in, d));
    else if (a.keepdims)
      r.dims.push_back(b.idx(1));
  }
  if (r.dims.empty())
    r.dims.push_back(b.idx(1));
  r.outer = b.idx(1);
  r.len = b.numElements(in);
  r.inner = b.idx(1);
  if (a.axis) {
    r.outer = b.dimProduct(in, 0, *a.axis);
    r.len = b.dim(in, *a.axis);
    r.inner = b.dimProduct(in, *a.axis + 1, rank);
  }
  r.count = a.axis && a.exclude
                ? arith::MulIOp::create(b, r.outer, r.inner).getResult()
                : r.len;
  return r;
}

/// argmax: the first index of the maximum along the axis (over every
/// element without one), a NaN counting as the maximum (numpy); NaN when
/// the axis is empty.  `at(b, o, a, i)` is the flat input position.
static Value
argmaxElement(KernelBuilder &b, const DenseReduction &r, Value flatIn, Value g,
              function_ref<Value(KernelBuilder &, Value, Value, Value)> at) {
  Type el = cast<MemRefType>(flatIn.getType()).getElementType();
  Value o, i;
  if (!r.allAxes) {
    o = arith::DivUIOp::create(b, g, r.inner);
    i = arith::RemUIOp::create(b, g, r.inner);
  }
  auto valueAt = [&](KernelBuilder &b, Value a) -> Value {
    return b.load(flatIn, r.allAxes ? a : at(b, o, a, i));
  };
  Value len = r.len;
  Value best = b.forLoop(
      b.idx(1), arith::MaxUIOp::create(b, len, b.idx(1)), b.idx(0),
      [&](KernelBuilder &b, Value a, Value best) {
        Value v = valueAt(b, a), cur = valueAt(b, best);
        Value greater =
            arith::CmpFOp::create(b, arith::CmpFPredicate::OGT, v, cur);
        Value firstNaN = arith::AndIOp::create(
            b, arith::CmpFOp::create(b, arith::CmpFPredicate::UNO, v, v),
            arith::CmpFOp::create(b, arith::CmpFPredicate::ORD, cur, cur));
        Value take = arith::OrIOp::create(b, greater, firstNaN);
        return arith::SelectOp::create(b, take, a, best).getResult();
      });
  Value index = arith::SIToFPOp::create(b, el, b.toI64(best));
  Value empty =
      arith::CmpIOp::create(b, arith::CmpIPredicate::eq, len, b.idx(0));
  return arith::SelectOp::create(b, empty, b.fconst(el, NAN), index);
}

Value mlir::stype::emitDenseReductionElement(KernelBuilder &b,
                                             const DenseReduction &r,
                                             Value flatIn, Value g) {
  Reducer red = reductionAttrs(r.op).reducer;
  Type el = cast<MemRefType>(flatIn.getType()).getElementType();
  auto at = [&](KernelBuilder &b, Value o, Value a, Value i) -> Value {
    return arith::AddIOp::create(
        b,
        arith::MulIOp::create(
            b, arith::AddIOp::create(b, arith::MulIOp::create(b, o, r.len), a),
            r.inner),
        i);
  };
  if (red == Reducer::Argmax)
    return argmaxElement(b, r, flatIn, g, at);
  // max / min: NaN propagates (arith.maximumf / minimumf), an empty slice
  // gives the initial value -inf / +inf (MXNet's).
  auto add = [&](KernelBuilder &b, Value acc, Value v) -> Value {
    if (red == Reducer::Max)
      return arith::MaximumFOp::create(b, acc, v);
    if (red == Reducer::Min)
      return arith::MinimumFOp::create(b, acc, v);
    return arith::AddFOp::create(b, acc, term(b, red, v));
  };
  double init = red == Reducer::Max   ? -INFINITY
                : red == Reducer::Min ? INFINITY
                                      : 0.0;
  Value zero = b.fconst(el, init), acc;
  // The CPU kernel's order for each output element (denseReduce): the
  // input's storage order.
  if (r.allAxes) {
    acc = b.forLoop(b.idx(0), r.len, zero,
                    [&](KernelBuilder &b, Value j, Value acc) {
                      return add(b, acc, b.load(flatIn, j));
                    });
  } else if (r.exclude) {
    acc = b.forLoop(
        b.idx(0), r.outer, zero, [&](KernelBuilder &b, Value o, Value acc) {
          return b.forLoop(b.idx(0), r.inner, acc,
                           [&](KernelBuilder &b, Value i, Value acc) {
                             return add(b, acc, b.load(flatIn, at(b, o, g, i)));
                           });
        });
  } else {
    Value o = arith::DivUIOp::create(b, g, r.inner);
    Value i = arith::RemUIOp::create(b, g, r.inner);
    acc = b.forLoop(b.idx(0), r.len, zero,
                    [&](KernelBuilder &b, Value a, Value acc) {
                      return add(b, acc, b.load(flatIn, at(b, o, a, i)));
                    });
  }
  if (red == Reducer::Mean)
    return arith::DivFOp::create(
        b, acc, arith::SIToFPOp::create(b, el, b.toI64(r.count)));
  if (red == Reducer::Norm)
    return math::SqrtOp::create(b, acc);
  return acc;
}
