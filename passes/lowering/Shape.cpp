//===- Shape.cpp - kernels of the dense shape and index ops -----*- C++ -*-===//
//
//   reshape          default -> default   row-major copy (sizes checked)
//   transpose        default -> default   gather by permuted strides
//   broadcast_to     default -> default   gather, stride 0 on size-1 dims
//   broadcast_like   default -> default   the same, sizes of rhs
//   broadcast_axis   default -> default   the same, sizes from axis/size
//   one_hot          indices -> default   one row per index
//   pick             default -> default   one read per index
//   pick_grad        default -> default   zero fill, one write per index
//
// Every kernel reaches its buffers only through parallelFor and fill (one
// output element or row per iteration), so the GPU runs it on the device
// (Stype_GpuSharesCpu in their kernel tables, dialect/ShapeOps.td).  Run-time
// shapes the verifiers could not compare are checked before any loop.
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"
#include "passes/lowering/KernelBuilder.h"
#include "passes/lowering/KernelChecks.h"
#include "passes/lowering/KernelConversion.h"

using namespace mlir;
using namespace mlir::stype;

namespace {

/// Index arithmetic: x + y, x * y and x == y.
Value addIdx(KernelBuilder &b, Value x, Value y) {
  return arith::AddIOp::create(b, x, y);
}
Value mulIdx(KernelBuilder &b, Value x, Value y) {
  return arith::MulIOp::create(b, ValueRange{x, y}).getResult();
}
Value equal(KernelBuilder &b, Value x, Value y) {
  return arith::CmpIOp::create(b, arith::CmpIPredicate::eq, x, y);
}

/// The product of `sizes` (1 if empty).
Value productOf(KernelBuilder &b, ArrayRef<Value> sizes) {
  Value p = b.idx(1);
  for (Value s : sizes)
    p = mulIdx(b, p, s);
  return p;
}

/// The run-time dimensions of a dense buffer.
SmallVector<Value> dimsOf(KernelBuilder &b, Value buf) {
  SmallVector<Value> dims;
  for (int64_t d = 0, e = cast<MemRefType>(buf.getType()).getRank(); d < e; ++d)
    dims.push_back(b.dim(buf, d));
  return dims;
}

/// Row-major strides of a tensor of `sizes`.
SmallVector<Value> rowMajorStrides(KernelBuilder &b, ArrayRef<Value> sizes) {
  SmallVector<Value> strides(sizes.size());
  Value acc = b.idx(1);
  for (int64_t d = static_cast<int64_t>(sizes.size()) - 1; d >= 0; --d) {
    strides[d] = acc;
    acc = mulIdx(b, acc, sizes[d]);
  }
  return strides;
}

/// out[c] = src[sum_d c_d * srcStrides[d]] for every coordinate c of `out`
/// (of `sizes`): one output element per iteration.
void gatherByStrides(KernelBuilder &b, Value src, Value out,
                     ArrayRef<Value> sizes, ArrayRef<Value> srcStrides) {
  Value from = b.flatView(src), to = b.flatView(out);
  b.parallelFor(b.idx(0), productOf(b, sizes), [&](KernelBuilder &b, Value f) {
    Value rest = f, at = b.idx(0);
    for (int64_t d = static_cast<int64_t>(sizes.size()) - 1; d >= 0; --d) {
      Value c = arith::RemUIOp::create(b, rest, sizes[d]);
      rest = arith::DivUIOp::create(b, rest, sizes[d]);
      at = addIdx(b, at, mulIdx(b, c, srcStrides[d]));
    }
    b.store(b.load(from, at), to, f);
  });
}

/// An index operand's element as i64: i64 as is; a float truncated toward
/// zero (MXNet's static_cast), its magnitude first clamped to 2^62 and NaN
/// read as -2^62 (out of range), so that the conversion is defined.
Value indexAsI64(KernelBuilder &b, Value v) {
  Type t = v.getType();
  if (t.isInteger(64))
    return v;
  Value lim = b.fconst(t, 0x1p62), low = b.fconst(t, -0x1p62);
  Value c =
      arith::MinimumFOp::create(b, arith::MaximumFOp::create(b, v, low), lim);
  Value nan = arith::CmpFOp::create(b, arith::CmpFPredicate::UNO, v, v);
  c = arith::SelectOp::create(b, nan, low, c);
  return arith::FPToSIOp::create(b, b.getI64Type(), c);
}

/// The position pick reads along an axis of size `len` (> 0) for the index
/// value `v`: clamped to [0, len) (clip) or taken modulo len (wrap).
Value pickPosition(KernelBuilder &b, StringRef mode, Value v, Value len) {
  Value id = indexAsI64(b, v);
  Value n = b.toI64(len);
  if (mode == "wrap") {
    Value r = arith::RemSIOp::create(b, id, n);
    Value neg =
        arith::CmpIOp::create(b, arith::CmpIPredicate::slt, r, b.i64(0));
    return b.toIndex(
        arith::SelectOp::create(b, neg, arith::AddIOp::create(b, r, n), r));
  }
  Value top = arith::SubIOp::create(b, n, b.i64(1));
  return b.toIndex(
      arith::MaxSIOp::create(b, arith::MinSIOp::create(b, id, top), b.i64(0)));
}

/// The i1 "dims `a` and `c` agree" where some dim of `aType` or `cType` is
/// dynamic (reported as a shape mismatch otherwise), or null where the
/// static shapes prove it.
Value sameDims(KernelBuilder &b, ShapedType aType, ArrayRef<Value> a,
               ShapedType cType, ArrayRef<Value> c) {
  if (aType.hasStaticShape() && cType.hasStaticShape())
    return Value();
  return checkEqualDims(b, a, c, STYPE_KERNEL_SHAPE_MISMATCH);
}

/// The kernel pattern of a dense-only op of ShapeOps.td: `build` returns
/// the result buffer (of `outType`) built from the operands' buffers, under
/// a KernelGuard where it opened one.
template <typename OpTy> struct ShapeKernel : public KernelPattern<OpTy> {
  using KernelPattern<OpTy>::KernelPattern;
  using typename KernelPattern<OpTy>::Adaptor;

  virtual Value build(OpTy op, Adaptor adaptor, KernelBuilder &b,
                      MemRefType outType) const = 0;

  LogicalResult rewrite(OpTy op, Adaptor adaptor, KernelBuilder &b,
                        ConversionPatternRewriter &rewriter) const override {
    auto iface = cast<StorageInferenceOpInterface>(op.getOperation());
    if (!iface.hasKernel(getStorageKinds(op->getOperandTypes()),
                         getStorageKinds(op->getResultTypes())))
      return rewriter.notifyMatchFailure(op, "no kernel for these kinds");
    auto outType =
        cast<MemRefType>(this->getTypeConverter()->convertType(op.getType()));
    return this->replace(rewriter, op, {{build(op, adaptor, b, outType)}});
  }
};

//===----------------------------------------------------------------------===//
// reshape
//===----------------------------------------------------------------------===//

struct ReshapeKernel : public ShapeKernel<ReshapeOp> {
  using ShapeKernel::ShapeKernel;

  Value build(ReshapeOp op, Adaptor adaptor, KernelBuilder &b,
              MemRefType outType) const override {
    Value in = adaptor.getData()[0];
    Value total = b.numElements(in);
    // The sizes of the result: a size, 0 (copy the dim), -1 (inferred).
    SmallVector<Value> sizes;
    int64_t infer = -1;
    for (auto [i, s] : llvm::enumerate(op.getShape())) {
      if (s == -1)
        infer = static_cast<int64_t>(i);
      sizes.push_back(s == 0 ? b.dim(in, i) : b.idx(s == -1 ? 1 : s));
    }
    if (infer >= 0) {
      // total / (product of the others); 0 where they multiply to 0.  A
      // remainder shows in the element count check below.
      Value known = productOf(b, sizes);
      Value zero = equal(b, known, b.idx(0));
      Value safe = arith::SelectOp::create(b, zero, b.idx(1), known);
      sizes[infer] = arith::SelectOp::create(
          b, zero, b.idx(0), arith::DivUIOp::create(b, total, safe));
    }
    // The element counts agree (the verifier compared static ones).
    Value ok;
    if (!op.getData().getType().hasStaticShape() ||
        !op.getType().hasStaticShape())
      ok = checkEqualDims(b, {total}, {productOf(b, sizes)},
                          STYPE_KERNEL_SHAPE_MISMATCH);
    KernelGuard guard(b, ok, TypeRange(Type(outType)));
    Value out = b.allocShape(outType, sizes);
    Value from = b.flatView(in), to = b.flatView(out);
    b.parallelFor(b.idx(0), total, [&](KernelBuilder &b, Value f) {
      b.store(b.load(from, f), to, f);
    });
    return guard.finish({out})[0];
  }
};

//===----------------------------------------------------------------------===//
// transpose
//===----------------------------------------------------------------------===//

struct TransposeKernel : public ShapeKernel<TransposeOp> {
  using ShapeKernel::ShapeKernel;

  Value build(TransposeOp op, Adaptor adaptor, KernelBuilder &b,
              MemRefType outType) const override {
    Value in = adaptor.getData()[0];
    SmallVector<Value> dims = dimsOf(b, in);
    SmallVector<Value> strides = rowMajorStrides(b, dims);
    SmallVector<Value> sizes, srcStrides;
    for (int64_t a : op.getPermutation()) {
      sizes.push_back(dims[a]);
      srcStrides.push_back(strides[a]);
    }
    Value out = b.allocShape(outType, sizes);
    gatherByStrides(b, in, out, sizes, srcStrides);
    return out;
  }
};

//===----------------------------------------------------------------------===//
// broadcast_to, broadcast_like, broadcast_axis
//===----------------------------------------------------------------------===//

/// `in` broadcast to the sizes `target`: a dim of `in` of size 1 is read
/// with stride 0.  A dim that is neither 1 nor the target's (possible only
/// where `in` or the target is dynamic) reports a broadcast error and the
/// result is zero.  `kept[d]` (if given) says the target's dim d is `in`'s
/// own: not checked.
Value broadcastTo(KernelBuilder &b, Value in, ArrayRef<Value> target,
                  ShapedType inType, ArrayRef<int64_t> staticTarget,
                  MemRefType outType, ArrayRef<bool> kept = {}) {
  SmallVector<Value> dims = dimsOf(b, in);
  SmallVector<Value> strides = rowMajorStrides(b, dims);
  SmallVector<Value> srcStrides;
  Value ok;
  for (auto [d, size] : llvm::enumerate(dims)) {
    Value one = equal(b, size, b.idx(1));
    srcStrides.push_back(arith::SelectOp::create(b, one, b.idx(0), strides[d]));
    int64_t s = inType.getDimSize(d), t = staticTarget[d];
    if (s == 1 || (s == t && !ShapedType::isDynamic(s)) ||
        (!kept.empty() && kept[d]))
      continue;
    Value fits = arith::OrIOp::create(b, one, equal(b, size, target[d]));
    ok = ok ? arith::AndIOp::create(b, ok, fits).getResult() : fits;
  }
  Value out = b.allocShape(outType, target);
  if (!ok) {
    gatherByStrides(b, in, out, target, srcStrides);
    return out;
  }
  b.ifThenElse(
      ok,
      [&](KernelBuilder &b) {
        gatherByStrides(b, in, out, target, srcStrides);
      },
      [&](KernelBuilder &b) {
        b.reportError(STYPE_KERNEL_BROADCAST_SHAPE_MISMATCH);
        b.fill(out, b.fconst(outType.getElementType(), 0.0));
      });
  return out;
}

struct BroadcastToKernel : public ShapeKernel<BroadcastToOp> {
  using ShapeKernel::ShapeKernel;

  Value build(BroadcastToOp op, Adaptor adaptor, KernelBuilder &b,
              MemRefType outType) const override {
    Value in = adaptor.getData()[0];
    SmallVector<Value> target;
    for (auto [d, s] : llvm::enumerate(op.getShape()))
      target.push_back(s == 0 ? b.dim(in, d) : b.idx(s));
    return broadcastTo(b, in, target, op.getData().getType(),
                       op.getTargetShape(), outType);
  }
};

struct BroadcastLikeKernel : public ShapeKernel<BroadcastLikeOp> {
  using ShapeKernel::ShapeKernel;

  Value build(BroadcastLikeOp op, Adaptor adaptor, KernelBuilder &b,
              MemRefType outType) const override {
    return broadcastTo(b, adaptor.getLhs()[0], dimsOf(b, adaptor.getRhs()[0]),
                       op.getLhs().getType(), op.getRhs().getType().getShape(),
                       outType);
  }
};

/// broadcast_axis: broadcast_to of data's dims with `size[i]` at
/// `axis[i]` (the verifier made those dims of data a static 1).
struct BroadcastAxisKernel : public ShapeKernel<BroadcastAxisOp> {
  using ShapeKernel::ShapeKernel;

  Value build(BroadcastAxisOp op, Adaptor adaptor, KernelBuilder &b,
              MemRefType outType) const override {
    // The target: data's own dims (kept, not checked), `size` at the axes.
    SmallVector<Value> target = dimsOf(b, adaptor.getData()[0]);
    SmallVector<bool> kept(target.size(), true);
    for (auto [a, s] : llvm::zip(op.getNormalizedAxes(), op.getSize())) {
      target[a] = b.idx(s);
      kept[a] = false;
    }
    return broadcastTo(b, adaptor.getData()[0], target, op.getData().getType(),
                       op.getTargetShape(), outType, kept);
  }
};

//===----------------------------------------------------------------------===//
// one_hot
//===----------------------------------------------------------------------===//

struct OneHotKernel : public ShapeKernel<OneHotOp> {
  using ShapeKernel::ShapeKernel;

  Value build(OneHotOp op, Adaptor adaptor, KernelBuilder &b,
              MemRefType outType) const override {
    Value indices = adaptor.getIndices()[0];
    int64_t depth = static_cast<int64_t>(op.getDepth());
    SmallVector<Value> sizes = dimsOf(b, indices);
    sizes.push_back(b.idx(depth));
    Value out = b.allocShape(outType, sizes);
    Value ids = b.flatView(indices), flat = b.flatView(out);
    Type el = outType.getElementType();
    Value on = b.fconst(el, op.getOnValue().convertToDouble());
    Value off = b.fconst(el, op.getOffValue().convertToDouble());
    Value width = b.idx(depth);
    // One row per index: off_value, then on_value at an index in range
    // (MXNet: an index outside [0, depth) leaves the row off_value).
    b.parallelFor(b.idx(0), b.dim(ids, 0), [&](KernelBuilder &b, Value t) {
      Value base = mulIdx(b, t, width);
      b.forLoop(b.idx(0), width, [&](KernelBuilder &b, Value j) {
        b.store(off, flat, addIdx(b, base, j));
      });
      Value j = indexAsI64(b, b.load(ids, t));
      Value inRange = arith::AndIOp::create(
          b, arith::CmpIOp::create(b, arith::CmpIPredicate::sge, j, b.i64(0)),
          arith::CmpIOp::create(b, arith::CmpIPredicate::slt, j, b.i64(depth)));
      b.ifThen(inRange, [&](KernelBuilder &b) {
        b.store(on, flat, addIdx(b, base, b.toIndex(j)));
      });
    });
    return out;
  }
};

//===----------------------------------------------------------------------===//
// pick, pick_grad
//===----------------------------------------------------------------------===//

/// The picked elements' walk shared by pick and its gradient: for every
/// position i of the index (row-major over outer x inner), the offset
/// `(o * len + j) * inner + r` of the element it picks in a tensor with
/// `len` along the axis, where o = i / inner, r = i % inner and j is the
/// index's position; `visit(b, i, offset)` reads or writes it.  One
/// iteration per position (distinct offsets).
void walkPicks(KernelBuilder &b, StringRef mode, Value index, Value count,
               Value len, Value inner,
               function_ref<void(KernelBuilder &, Value, Value)> visit) {
  Value ids = b.flatView(index);
  b.parallelFor(b.idx(0), count, [&](KernelBuilder &b, Value i) {
    Value o = arith::DivUIOp::create(b, i, inner);
    Value r = arith::RemUIOp::create(b, i, inner);
    Value j = pickPosition(b, mode, b.load(ids, i), len);
    visit(b, i,
          addIdx(b, mulIdx(b, addIdx(b, mulIdx(b, o, len), j), inner), r));
  });
}

struct PickKernel : public ShapeKernel<PickOp> {
  using ShapeKernel::ShapeKernel;

  Value build(PickOp op, Adaptor adaptor, KernelBuilder &b,
              MemRefType outType) const override {
    Value data = adaptor.getData()[0], index = adaptor.getIndex()[0];
    int64_t axis = op.getNormalizedAxis();
    int64_t rank = op.getData().getType().getRank();
    SmallVector<Value> sizes = dimsOf(b, data);
    Value len = sizes[axis];
    if (op.getKeepdims())
      sizes[axis] = b.idx(1);
    else
      sizes.erase(sizes.begin() + axis);
    // The index has the result's shape (the verifier compared static dims).
    Value ok = sameDims(b, op.getIndex().getType(), dimsOf(b, index),
                        op.getType(), sizes);
    KernelGuard guard(b, ok, TypeRange(Type(outType)));
    Value out = b.allocShape(outType, sizes);
    Value count = productOf(b, sizes);
    Value inner = b.dimProduct(data, axis + 1, rank);
    Value src = b.flatView(data), dst = b.flatView(out);
    // Nothing to pick from an empty axis (a dynamic one; the verifier
    // rejects a static 0): reported, the result is zero.
    b.ifThenElse(
        equal(b, len, b.idx(0)),
        [&](KernelBuilder &b) {
          b.ifThen(arith::CmpIOp::create(b, arith::CmpIPredicate::ne, count,
                                         b.idx(0)),
                   [](KernelBuilder &b) {
                     b.reportError(STYPE_KERNEL_TAKE_INDEX_OUT_OF_RANGE);
                   });
          b.fill(out, b.fconst(outType.getElementType(), 0.0));
        },
        [&](KernelBuilder &b) {
          walkPicks(b, op.getMode(), index, count, len, inner,
                    [&](KernelBuilder &b, Value i, Value at) {
                      b.store(b.load(src, at), dst, i);
                    });
        });
    return guard.finish({out})[0];
  }
};

struct PickGradKernel : public ShapeKernel<PickGradOp> {
  using ShapeKernel::ShapeKernel;

  Value build(PickGradOp op, Adaptor adaptor, KernelBuilder &b,
              MemRefType outType) const override {
    Value ograd = adaptor.getOgrad()[0], index = adaptor.getIndex()[0];
    int64_t axis = op.getNormalizedAxis();
    Value len = b.idx(static_cast<int64_t>(op.getDepth()));
    SmallVector<Value> dims = dimsOf(b, ograd);
    Value ok = sameDims(b, op.getIndex().getType(), dimsOf(b, index),
                        op.getOgrad().getType(), dims);
    KernelGuard guard(b, ok, TypeRange(Type(outType)));
    SmallVector<Value> sizes(dims);
    if (op.getKeepdims())
      sizes[axis] = len;
    else
      sizes.insert(sizes.begin() + axis, len);
    Value out = b.allocShape(outType, sizes);
    b.fill(out, b.fconst(outType.getElementType(), 0.0));
    Value inner = productOf(b, ArrayRef<Value>(sizes).slice(axis + 1));
    Value src = b.flatView(ograd), dst = b.flatView(out);
    walkPicks(b, op.getMode(), index, b.numElements(ograd), len, inner,
              [&](KernelBuilder &b, Value i, Value at) {
                b.store(b.load(src, i), dst, at);
              });
    return guard.finish({out})[0];
  }
};

} // namespace

void mlir::stype::populateShapeKernels(TypeConverter &tc,
                                       RewritePatternSet &p) {
  p.add<ReshapeKernel, TransposeKernel, BroadcastToKernel, BroadcastLikeKernel,
        BroadcastAxisKernel, OneHotKernel, PickKernel, PickGradKernel>(
      tc, p.getContext());
}
