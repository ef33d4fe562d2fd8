//===- Indexing.cpp - kernels of the indexing ops ---------------*- C++ -*-===//
//
//   sparse_retain   (row_sparse, ids) -> row_sparse  sorted unique ids, rows by
//                                                     binary search or zeros
//   slice           default -> default                subview copy
//                   csr -> csr (unit steps)           rows, columns by binary
//                                                     search
//   take            default, ids -> default           gather along the axis
//                   csr, ids -> csr (axis 0)          row gather
//   embedding       (ids, default | row_sparse) -> default
//   embedding_grad  (ids, ograd) -> row_sparse (sorted unique ids) | default
//
// Bad ids (out of range where MXNet fails) are reported to the runtime; the
// affected output is left zero.
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"
#include "dialect/VerifyUtils.h"
#include "passes/lowering/KernelBuilder.h"
#include "passes/lowering/KernelChecks.h"
#include "passes/lowering/KernelConversion.h"

using namespace mlir;
using namespace mlir::stype;

namespace {

/// True iff the i64 `id` lies outside [0, len) (`len` an i64).
Value outOfRange(KernelBuilder &b, Value id, Value len) {
  Value neg = arith::CmpIOp::create(b, arith::CmpIPredicate::slt, id, b.i64(0));
  Value big = arith::CmpIOp::create(b, arith::CmpIPredicate::sge, id, len);
  return arith::OrIOp::create(b, neg, big);
}

/// True iff the i64 `id` lies in [0, len) (`len` an index).
Value inRange(KernelBuilder &b, Value id, Value len) {
  return arith::XOrIOp::create(
      b, outOfRange(b, id, b.toI64(len)),
      arith::ConstantIntOp::create(b, b.getI1Type(), 1));
}

/// `id` clamped to [0, len - 1], as an index (len > 0).
Value clipIndex(KernelBuilder &b, Value id, Value len) {
  Value hi = b.toI64(arith::SubIOp::create(b, len, b.idx(1)));
  Value c = arith::MaxSIOp::create(b, id, b.i64(0));
  return b.toIndex(arith::MinSIOp::create(b, c, hi));
}

/// The position an index of `take` reads along an axis of size `len`, and
/// whether it may be read (false: out of range in mode raise, or len == 0).
std::pair<Value, Value> takePosition(KernelBuilder &b, StringRef mode, Value id,
                                     Value len) {
  Value nonEmpty =
      arith::CmpIOp::create(b, arith::CmpIPredicate::ne, len, b.idx(0));
  Value safeLen = arith::SelectOp::create(b, nonEmpty, len, b.idx(1));
  if (mode == "clip")
    return {nonEmpty, clipIndex(b, id, safeLen)};
  if (mode == "wrap") {
    Value n = b.toI64(safeLen);
    Value r = arith::RemSIOp::create(b, id, n);
    Value neg =
        arith::CmpIOp::create(b, arith::CmpIPredicate::slt, r, b.i64(0));
    r = arith::SelectOp::create(b, neg, arith::AddIOp::create(b, r, n), r);
    return {nonEmpty, b.toIndex(r)};
  }
  Value ok = inRange(b, id, len);
  return {ok, b.toIndex(arith::SelectOp::create(b, ok, id, b.i64(0)))};
}

/// Builds a csr of `m` rows from per-row sources: `rowRange(b, i)` gives the
/// positions [lo, hi) of the input entries that row i of the result copies
/// (or an empty range); each copied column id is shifted by `-colShift`.
CsrBuffers gatherCsrRows(
    KernelBuilder &b, CsrBuffers in, Value m, Value numCols, Value colShift,
    function_ref<std::pair<Value, Value>(KernelBuilder &, Value)> rowRange) {
  auto i64Buf = MemRefType::get({ShapedType::kDynamic}, b.getI64Type());
  Value indptr =
      b.alloc(i64Buf, arith::AddIOp::create(b, m, b.idx(1)).getResult());
  // The row pointers: a serial running sum (on one device thread on a GPU).
  Value nnz = b.serialValue(b.getIndexType(), [&](KernelBuilder &b) {
    b.store(b.i64(0), indptr, b.idx(0));
    return b.forLoop(
        b.idx(0), m, b.idx(0), [&](KernelBuilder &b, Value i, Value acc) {
          auto [lo, hi] = rowRange(b, i);
          Value next =
              arith::AddIOp::create(b, acc, arith::SubIOp::create(b, hi, lo));
          b.store(b.toI64(next), indptr,
                  arith::AddIOp::create(b, i, b.idx(1)).getResult());
          return next;
        });
  });
  Value indices = b.alloc(i64Buf, nnz);
  Value data = b.alloc(cast<MemRefType>(in.data.getType()), nnz);
  Value shift = b.toI64(colShift);
  // Rows over threads: each writes its own entries.
  b.parallelFor(b.idx(0), m, [&](KernelBuilder &b, Value i) {
    Value lo, hi;
    std::tie(lo, hi) = rowRange(b, i);
    Value q0 = b.toIndex(b.load(indptr, i));
    b.forLoop(lo, hi, [&](KernelBuilder &b, Value p) {
      Value q = arith::AddIOp::create(b, q0, arith::SubIOp::create(b, p, lo));
      Value c = arith::SubIOp::create(b, b.load(in.indices, p), shift);
      b.store(c, indices, q);
      b.store(b.load(in.data, p), data, q);
    });
  });
  return CsrBuffers{indptr, indices, data, numCols};
}

struct SparseRetainKernel : public KernelPattern<SparseRetainOp> {
  using KernelPattern::KernelPattern;

  LogicalResult rewrite(SparseRetainOp op, Adaptor adaptor, KernelBuilder &b,
                        ConversionPatternRewriter &rewriter) const override {
    RspBuffers data = RspBuffers::unpack(adaptor.getData());
    Value requested = adaptor.getIndices()[0];
    auto i64Buf = MemRefType::get({ShapedType::kDynamic}, b.getI64Type());

    // Sorted unique ids, keeping only those in [0, rows).
    Value n = b.dim(requested, 0);
    Value ids = b.alloc(i64Buf, n);
    Value numRows = b.toI64(data.numRows);
    // A serial compaction (on one device thread on a GPU).
    Value kept = b.serialValue(b.getIndexType(), [&](KernelBuilder &b) {
      return b.forLoop(
          b.idx(0), n, b.idx(0), [&](KernelBuilder &b, Value p, Value k) {
            Value id = b.load(requested, p);
            return b.ifThenElse(
                outOfRange(b, id, numRows), b.getIndexType(),
                [&](KernelBuilder &b) {
                  b.reportError(STYPE_KERNEL_RETAIN_INDEX_OUT_OF_RANGE);
                  return k;
                },
                [&](KernelBuilder &b) {
                  b.store(id, ids, k);
                  return arith::AddIOp::create(b, k, b.idx(1)).getResult();
                });
          });
    });
    Value rows, nnr;
    std::tie(rows, nnr) = b.takeSortedUniqueI64(ids, kept, data.numRows);

    // Gather the rows.
    Value out =
        b.allocLike(cast<MemRefType>(data.data.getType()), data.data, nnr);
    Value outRows = b.rowsView(out), inRows = b.rowsView(data.data);
    Value rowLen = b.dim(outRows, 1);
    Value stored = b.dim(data.indices, 0);
    Value fzero = b.fconst(op.getType().getElementType(), 0.0);
    // Rows over threads: each writes its own.
    b.parallelFor(b.idx(0), nnr, [&](KernelBuilder &b, Value k) {
      Value id = b.load(rows, k);
      Value p = b.lowerBound(data.indices, b.idx(0), stored, id);
      b.ifThenElse(
          b.foundAt(data.indices, p, stored, id),
          [&](KernelBuilder &b) { b.copyRow(inRows, p, outRows, k, rowLen); },
          [&](KernelBuilder &b) {
            b.forLoop(b.idx(0), rowLen, [&](KernelBuilder &b, Value c) {
              b.store(fzero, outRows, {k, c});
            });
          });
    });
    return replace(rewriter, op, {RspBuffers{rows, out, data.numRows}.pack()});
  }
};

/// The sizes of a dense result from those of the input, dimension `axis`
/// replaced by `size`.
SmallVector<Value> sizesWith(KernelBuilder &b, Value in, int64_t axis,
                             Value size) {
  SmallVector<Value> sizes;
  int64_t rank = cast<MemRefType>(in.getType()).getRank();
  for (int64_t d = 0; d < rank; ++d)
    sizes.push_back(d == axis ? size : b.dim(in, d));
  return sizes;
}

/// for j < n: dst[dstBase + j] = src[srcBase + j] (flat buffers).
void copyRun(KernelBuilder &b, Value src, Value srcBase, Value dst,
             Value dstBase, Value n) {
  b.forLoop(b.idx(0), n, [&](KernelBuilder &b, Value j) {
    Value v = b.load(src, arith::AddIOp::create(b, srcBase, j).getResult());
    b.store(v, dst, arith::AddIOp::create(b, dstBase, j).getResult());
  });
}

/// for j < n: dst[dstBase + j] = value.
void fillRun(KernelBuilder &b, Value dst, Value dstBase, Value n, Value value) {
  b.forLoop(b.idx(0), n, [&](KernelBuilder &b, Value j) {
    b.store(value, dst, arith::AddIOp::create(b, dstBase, j).getResult());
  });
}

//===----------------------------------------------------------------------===//
// slice
//===----------------------------------------------------------------------===//

struct SliceKernel : public KernelPattern<SliceOp> {
  using KernelPattern::KernelPattern;

  LogicalResult rewrite(SliceOp op, Adaptor adaptor, KernelBuilder &b,
                        ConversionPatternRewriter &rewriter) const override {
    ArrayRef<int64_t> begin = op.getBegin(), end = op.getEnd();
    SmallVector<int64_t> step(begin.size(), 1);
    if (std::optional<ArrayRef<int64_t>> s = op.getStep())
      step.assign(s->begin(), s->end());
    SmallVector<Value> result;
    if (kernelRowName(op) == "dense")
      result = {denseSlice(b, op, adaptor.getData()[0], begin, end, step)};
    else // "csr": unit steps
      result = csrSlice(b, CsrBuffers::unpack(adaptor.getData()), begin, end);
    return replace(rewriter, op, {result});
  }

  /// True iff every end fits its (run-time) dimension.
  static Value endsFit(KernelBuilder &b, ArrayRef<Value> dims,
                       ArrayRef<int64_t> end) {
    Value ok = arith::ConstantIntOp::create(b, b.getI1Type(), 1);
    for (auto [d, e] : llvm::zip(dims, end))
      ok = arith::AndIOp::create(
          b, ok,
          arith::CmpIOp::create(b, arith::CmpIPredicate::ule, b.idx(e), d));
    return ok;
  }

  Value denseSlice(KernelBuilder &b, SliceOp op, Value in,
                   ArrayRef<int64_t> begin, ArrayRef<int64_t> end,
                   ArrayRef<int64_t> step) const {
    auto outType =
        cast<MemRefType>(getTypeConverter()->convertType(op.getType()));
    int64_t rank = outType.getRank();
    SmallVector<Value> sizes, dims;
    for (int64_t d = 0; d < rank; ++d) {
      Value dim = b.dim(in, d);
      if (d < static_cast<int64_t>(begin.size())) {
        dims.push_back(dim);
        sizes.push_back(b.idx(slicedSize(begin[d], end[d], step[d])));
      } else {
        sizes.push_back(dim);
      }
    }
    Value out = b.allocShape(outType, sizes);
    // out[i0, i1, ...] = in[begin0 + i0 * step0, ...], one loop per dim.
    SmallVector<Value> src, dst;
    std::function<void(KernelBuilder &, int64_t)> nest = [&](KernelBuilder &b,
                                                             int64_t d) {
      if (d == rank) {
        b.store(b.load(in, src), out, dst);
        return;
      }
      // The outermost dimension over threads (each writes its own
      // slab), the others serial.
      auto loop = [&](Value ub,
                      function_ref<void(KernelBuilder &, Value)> body) {
        if (d == 0)
          b.parallelFor(b.idx(0), ub, body);
        else
          b.forLoop(b.idx(0), ub, body);
      };
      loop(sizes[d], [&](KernelBuilder &b, Value i) {
        Value at = i;
        if (d < static_cast<int64_t>(begin.size()))
          at = arith::AddIOp::create(
              b, b.idx(begin[d]), arith::MulIOp::create(b, i, b.idx(step[d])));
        src.push_back(at);
        dst.push_back(i);
        nest(b, d + 1);
        src.pop_back();
        dst.pop_back();
      });
    };
    b.ifThenElse(
        endsFit(b, dims, end), [&](KernelBuilder &b) { nest(b, 0); },
        [&](KernelBuilder &b) {
          b.reportError(STYPE_KERNEL_SLICE_OUT_OF_RANGE);
          b.fill(out, b.fconst(outType.getElementType(), 0.0));
        });
    return out;
  }

  SmallVector<Value> csrSlice(KernelBuilder &b, CsrBuffers x,
                              ArrayRef<int64_t> begin,
                              ArrayRef<int64_t> end) const {
    bool cols = begin.size() == 2;
    Value m = b.csrNumRows(x);
    SmallVector<Value> dims = {m};
    if (cols)
      dims.push_back(x.numCols);
    Value ok = endsFit(b, dims, end);
    b.ifThen(arith::XOrIOp::create(
                 b, ok, arith::ConstantIntOp::create(b, b.getI1Type(), 1)),
             [&](KernelBuilder &b) {
               b.reportError(STYPE_KERNEL_SLICE_OUT_OF_RANGE);
             });
    Value cb = b.idx(cols ? begin[1] : 0);
    Value numCols = cols ? b.idx(end[1] - begin[1]) : x.numCols;
    Value rb = b.idx(begin[0]);
    CsrBuffers r = gatherCsrRows(
        b, x, b.idx(end[0] - begin[0]), numCols, cb,
        [&](KernelBuilder &b, Value i) -> std::pair<Value, Value> {
          // Rows of a bad slice are empty.
          SmallVector<Value> range = b.ifThenElseValues(
              ok, {b.getIndexType(), b.getIndexType()},
              [&](KernelBuilder &b) -> SmallVector<Value> {
                auto [lo, hi] = b.csrRowRange(
                    x, arith::AddIOp::create(b, rb, i).getResult());
                if (!cols)
                  return {lo, hi};
                Value p0 = b.lowerBound(x.indices, lo, hi, b.i64(begin[1]));
                return {p0, b.lowerBound(x.indices, p0, hi, b.i64(end[1]))};
              },
              [&](KernelBuilder &b) -> SmallVector<Value> {
                return {b.idx(0), b.idx(0)};
              });
          return {range[0], range[1]};
        });
    return r.pack();
  }
};

//===----------------------------------------------------------------------===//
// take
//===----------------------------------------------------------------------===//

struct TakeKernel : public KernelPattern<TakeOp> {
  using KernelPattern::KernelPattern;

  LogicalResult rewrite(TakeOp op, Adaptor adaptor, KernelBuilder &b,
                        ConversionPatternRewriter &rewriter) const override {
    Value ids = adaptor.getIndices()[0];
    Value n = b.dim(ids, 0);
    StringRef mode = op.getMode();
    SmallVector<Value> result;
    if (kernelRowName(op) == "dense") {
      Value a = adaptor.getA()[0];
      int64_t axis = static_cast<int64_t>(op.getAxis());
      int64_t rank = cast<MemRefType>(a.getType()).getRank();
      auto outType =
          cast<MemRefType>(getTypeConverter()->convertType(op.getType()));
      Value res = b.allocShape(outType, sizesWith(b, a, axis, n));
      Value src = b.flatView(a), dst = b.flatView(res);
      Value outer = b.dimProduct(a, 0, axis), len = b.dim(a, axis);
      Value inner = b.dimProduct(a, axis + 1, rank);
      Value zero = b.fconst(outType.getElementType(), 0.0);
      // (outer, id) pairs over threads: each writes its own run.
      Value pairs = arith::MulIOp::create(b, outer, n);
      b.parallelFor(b.idx(0), pairs, [&](KernelBuilder &b, Value ot) {
        Value o = arith::DivUIOp::create(b, ot, n);
        Value t = arith::RemUIOp::create(b, ot, n);
        {
          Value ok, pos;
          std::tie(ok, pos) = takePosition(b, mode, b.load(ids, t), len);
          Value dstBase = arith::MulIOp::create(
              b, arith::AddIOp::create(b, arith::MulIOp::create(b, o, n), t),
              inner);
          b.ifThenElse(
              ok,
              [&](KernelBuilder &b) {
                Value srcBase = arith::MulIOp::create(
                    b,
                    arith::AddIOp::create(b, arith::MulIOp::create(b, o, len),
                                          pos),
                    inner);
                copyRun(b, src, srcBase, dst, dstBase, inner);
              },
              [&](KernelBuilder &b) {
                b.reportError(STYPE_KERNEL_TAKE_INDEX_OUT_OF_RANGE);
                fillRun(b, dst, dstBase, inner, zero);
              });
        }
      });
      result = {res};
    } else { // "csr": axis 0, mode clip or wrap
      CsrBuffers x = CsrBuffers::unpack(adaptor.getA());
      Value m = b.csrNumRows(x);
      // clip and wrap read a row for every index unless a has no rows.
      Value empty =
          arith::CmpIOp::create(b, arith::CmpIPredicate::eq, m, b.idx(0));
      Value some =
          arith::CmpIOp::create(b, arith::CmpIPredicate::ne, n, b.idx(0));
      b.ifThen(arith::AndIOp::create(b, empty, some), [&](KernelBuilder &b) {
        b.reportError(STYPE_KERNEL_TAKE_INDEX_OUT_OF_RANGE);
      });
      auto rowRange = [&](KernelBuilder &b,
                          Value t) -> std::pair<Value, Value> {
        Value ok, pos;
        std::tie(ok, pos) = takePosition(b, mode, b.load(ids, t), m);
        SmallVector<Value> range = b.ifThenElseValues(
            ok, {b.getIndexType(), b.getIndexType()},
            [&](KernelBuilder &b) -> SmallVector<Value> {
              auto [lo, hi] = b.csrRowRange(x, pos);
              return {lo, hi};
            },
            [&](KernelBuilder &b) -> SmallVector<Value> {
              return {b.idx(0), b.idx(0)};
            });
        return {range[0], range[1]};
      };
      result = gatherCsrRows(b, x, n, x.numCols, b.idx(0), rowRange).pack();
    }
    return replace(rewriter, op, {result});
  }
};

//===----------------------------------------------------------------------===//
// embedding, embedding_grad
//===----------------------------------------------------------------------===//

struct EmbeddingKernel : public KernelPattern<EmbeddingOp> {
  using KernelPattern::KernelPattern;

  LogicalResult rewrite(EmbeddingOp op, Adaptor adaptor, KernelBuilder &b,
                        ConversionPatternRewriter &rewriter) const override {
    SK w = *getStorageKind(op.getWeight().getType());
    Value data = adaptor.getData()[0];
    int64_t rank = cast<MemRefType>(data.getType()).getRank();
    auto outType =
        cast<MemRefType>(getTypeConverter()->convertType(op.getType()));
    Value ids = b.flatView(data);
    Value n = b.dim(ids, 0);
    ValueRange weight = adaptor.getWeight();
    RspBuffers rsp =
        w == SK::RowSparse ? RspBuffers::unpack(weight) : RspBuffers{};
    Value rows = w == SK::Dense ? weight[0] : rsp.data;
    Value numRows = w == SK::Dense ? b.dim(rows, 0) : rsp.numRows;
    Value k = b.dim(rows, 1);
    SmallVector<Value> sizes;
    for (int64_t d = 0; d < rank; ++d)
      sizes.push_back(b.dim(data, d));
    sizes.push_back(k);
    Value out = b.allocShape(outType, sizes);
    Value flat = b.flatView(out);
    Value zero = b.fconst(outType.getElementType(), 0.0);
    Value nnr = w == SK::RowSparse ? b.dim(rsp.indices, 0) : Value();
    // Ids over threads (each writes its own output row); an out-of-range id
    // is collected by parallelFor and reported on the calling thread.
    b.parallelFor(b.idx(0), n, [&](KernelBuilder &b, Value t) {
      Value id = b.load(ids, t);
      Value base = arith::MulIOp::create(b, t, k);
      auto copyFrom = [&](KernelBuilder &b, Value r) {
        b.rowLoop(k, outType.getElementType(),
                  [&](KernelBuilder &b, Value j, Type t) {
                    b.storeRow(b.loadRow(t, rows, {r, j}), flat,
                               arith::AddIOp::create(b, base, j).getResult());
                  });
      };
      auto zeros = [&](KernelBuilder &b) { fillRun(b, flat, base, k, zero); };
      auto bad = [&](KernelBuilder &b) {
        b.reportError(STYPE_KERNEL_EMBEDDING_INDEX_OUT_OF_RANGE);
        zeros(b);
      };
      if (w == SK::Dense) {
        // MXNet's dense Embedding clips the ids.
        Value nonEmpty = arith::CmpIOp::create(b, arith::CmpIPredicate::ne,
                                               numRows, b.idx(0));
        b.ifThenElse(
            nonEmpty,
            [&](KernelBuilder &b) { copyFrom(b, clipIndex(b, id, numRows)); },
            bad);
        return;
      }
      b.ifThenElse(
          inRange(b, id, numRows),
          [&](KernelBuilder &b) {
            Value p = b.lowerBound(rsp.indices, b.idx(0), nnr, id);
            b.ifThenElse(
                b.foundAt(rsp.indices, p, nnr, id),
                [&](KernelBuilder &b) { copyFrom(b, p); }, zeros);
          },
          bad);
    });
    return replace(rewriter, op, {{out}});
  }
};

struct EmbeddingGradKernel : public KernelPattern<EmbeddingGradOp> {
  using KernelPattern::KernelPattern;

  LogicalResult rewrite(EmbeddingGradOp op, Adaptor adaptor, KernelBuilder &b,
                        ConversionPatternRewriter &rewriter) const override {
    SK o = *getStorageKind(op.getType());
    Value ids = b.flatView(adaptor.getData()[0]);
    Value ograd = adaptor.getOgrad()[0];
    int64_t rank = cast<MemRefType>(ograd.getType()).getRank();
    Value g = b.flatView(ograd);
    Value n = b.dim(ids, 0), k = b.dim(ograd, rank - 1);
    // ograd must have data's shape plus the embedding dim; the verifier
    // compares static dims only.  A mismatch reads no ograd row.
    if (!op.getData().getType().hasStaticShape() ||
        !op.getOgrad().getType().hasStaticShape()) {
      Value data = adaptor.getData()[0];
      SmallVector<Value> want, got;
      for (int64_t d = 0; d + 1 < rank; ++d) {
        want.push_back(b.dim(data, d));
        got.push_back(b.dim(ograd, d));
      }
      Value ok = checkEqualDims(b, want, got, STYPE_KERNEL_SHAPE_MISMATCH);
      n = arith::SelectOp::create(b, ok, n, b.idx(0));
    }
    Value numRows = b.idx(static_cast<int64_t>(op.getInputDim()));
    Type el = op.getType().getElementType();
    Value zero = b.fconst(el, 0.0);
    // out[r, :] += ograd[t, :], in the order of the ids.
    auto addRow = [&](KernelBuilder &b, Value out, Value r, Value t) {
      Value base = arith::MulIOp::create(b, t, k);
      b.rowLoop(k, el, [&](KernelBuilder &b, Value j, Type vt) {
        Value v =
            b.loadRow(vt, g, arith::AddIOp::create(b, base, j).getResult());
        Value acc = b.loadRow(vt, out, {r, j});
        b.storeRow(arith::AddFOp::create(b, acc, v), out, {r, j});
      });
    };
    SmallVector<Value> result;
    if (o == SK::RowSparse) {
      auto i64Buf = MemRefType::get({ShapedType::kDynamic}, b.getI64Type());
      Value scratch = b.alloc(i64Buf, n);
      Value kept = b.forLoop(
          b.idx(0), n, b.idx(0), [&](KernelBuilder &b, Value t, Value c) {
            Value id = b.load(ids, t);
            return b.ifThenElse(
                inRange(b, id, numRows), b.getIndexType(),
                [&](KernelBuilder &b) {
                  b.store(id, scratch, c);
                  return arith::AddIOp::create(b, c, b.idx(1)).getResult();
                },
                [&](KernelBuilder &b) {
                  b.reportError(STYPE_KERNEL_EMBEDDING_INDEX_OUT_OF_RANGE);
                  return c;
                });
          });
      Value rows, nnr;
      std::tie(rows, nnr) = b.takeSortedUniqueI64(scratch, kept);
      Value data = b.allocShape(rspDataType(op.getType()), {nnr, k});
      b.fill(data, zero);
      b.forLoop(b.idx(0), n, [&](KernelBuilder &b, Value t) {
        Value id = b.load(ids, t);
        b.ifThen(inRange(b, id, numRows), [&](KernelBuilder &b) {
          addRow(b, data, b.lowerBound(rows, b.idx(0), nnr, id), t);
        });
      });
      result = RspBuffers{rows, data, numRows}.pack();
    } else if (o == SK::Dense) {
      auto outType =
          cast<MemRefType>(getTypeConverter()->convertType(op.getType()));
      Value out = b.allocShape(outType, {numRows, k});
      b.fill(out, zero);
      Value nonEmpty =
          arith::CmpIOp::create(b, arith::CmpIPredicate::ne, numRows, b.idx(0));
      // MXNet's dense backward (AddTakeGrad) clips the ids.
      b.ifThen(nonEmpty, [&](KernelBuilder &b) {
        b.forLoop(b.idx(0), n, [&](KernelBuilder &b, Value t) {
          addRow(b, out, clipIndex(b, b.load(ids, t), numRows), t);
        });
      });
      result = {out};
    } else {
      return rewriter.notifyMatchFailure(op, "no kernel for these kinds");
    }
    return replace(rewriter, op, {result});
  }
};

} // namespace

void mlir::stype::populateIndexingKernels(TypeConverter &tc,
                                          RewritePatternSet &p) {
  p.add<SparseRetainKernel, SliceKernel, TakeKernel, EmbeddingKernel,
        EmbeddingGradKernel>(tc, p.getContext());
}
