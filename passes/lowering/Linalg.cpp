//===- Linalg.cpp - kernels of stype.dot and stype.batch_dot ----*- C++ -*-===//
//
//   default x default          -> default     linalg.generic (any transposes)
//   csr x default              -> default     row-wise SpMM
//   csr x row_sparse           -> default     SpMM, rhs rows by binary search
//   csr^T x default            -> row_sparse  rows = sorted unique column ids
//   csr^T x row_sparse         -> row_sparse  same rows, stored rhs rows only
//   csr^T x {default, rsp}     -> default     (hint) scatter in lhs row order
//   default x csr              -> csr         every row: the rhs column union
//   default x csr{,^T}         -> default     (hint) scatter of rhs entries
//   batch_dot default x default -> default    one thread per result element
//
// Every kernel accumulates in a fixed order (the rows of the csr operand,
// then its entries): reruns are bit-identical.
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"
#include "passes/lowering/KernelBuilder.h"
#include "passes/lowering/KernelChecks.h"
#include "passes/lowering/KernelConversion.h"
#include "passes/lowering/RuntimeChecks.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"

using namespace mlir;
using namespace mlir::stype;

namespace {

/// out[i, :] += v * rhs[r, :], along the row in vectors.
void axpyRow(KernelBuilder &b, Value v, Value rhs, Value r, Value out, Value i,
             Value n) {
  b.rowLoop(n, v.getType(), [&](KernelBuilder &b, Value j, Type t) {
    Value acc = b.loadRow(t, out, {i, j});
    Value x = b.loadRow(t, rhs, {r, j});
    b.storeRow(math::FmaOp::create(b, b.splat(t, v), x, acc), out, {i, j});
  });
}

Value denseDense(KernelBuilder &b, DotOp op, Value lhs, Value rhs,
                 MemRefType outType) {
  bool ta = op.getTransposeA(), tb = op.getTransposeB();
  Value m = b.dim(lhs, ta ? 1 : 0), n = b.dim(rhs, tb ? 0 : 1);
  Value out = b.allocShape(outType, {m, n});
  b.fill(out, b.fconst(outType.getElementType(), 0.0));
  MLIRContext *ctx = b.getContext();
  AffineExpr i, j, k;
  bindDims(ctx, i, j, k);
  auto map = [&](AffineExpr a, AffineExpr c) {
    return AffineMap::get(3, 0, {a, c}, ctx);
  };
  SmallVector<AffineMap> maps = {ta ? map(k, i) : map(i, k),
                                 tb ? map(j, k) : map(k, j), map(i, j)};
  SmallVector<utils::IteratorType> iters = {utils::IteratorType::parallel,
                                            utils::IteratorType::parallel,
                                            utils::IteratorType::reduction};
  linalg::GenericOp::create(
      b, ValueRange{lhs, rhs}, ValueRange{out}, maps, iters,
      [&](OpBuilder &nb, Location loc, ValueRange args) {
        Value r = math::FmaOp::create(nb, loc, args[0], args[1], args[2]);
        linalg::YieldOp::create(nb, loc, r);
      });
  return out;
}

/// out[i, :] = sum_p data[p] * rhsRow(indices[p])[:] over row i of the csr.
/// `lookup(b, c)` returns (found, row of rhs) for column id c; a null
/// `found` means every column is a row of rhs (dense rhs): then each output
/// vector is accumulated in registers over the row's entries and stored
/// once.  Rows of the output are independent: they run on several threads.
Value csrTimes(
    KernelBuilder &b, CsrBuffers lhs, Value rhsRows, Value n,
    MemRefType outType, bool denseRhs,
    function_ref<std::pair<Value, Value>(KernelBuilder &, Value)> lookup) {
  Value m = arith::SubIOp::create(b, b.dim(lhs.indptr, 0), b.idx(1));
  Value out = b.allocShape(outType, {m, n});
  Type elt = outType.getElementType();
  Value zero = b.fconst(elt, 0.0);
  b.parallelFor(b.idx(0), m, [&](KernelBuilder &b, Value i) {
    Value lo, hi;
    std::tie(lo, hi) = b.csrRowRange(lhs, i);
    if (denseRhs) {
      b.rowLoop(n, elt, [&](KernelBuilder &b, Value j, Type t) {
        Value acc =
            b.forLoop(lo, hi, b.splat(t, zero),
                      [&](KernelBuilder &b, Value p, Value acc) {
                        Value v = b.splat(t, b.load(lhs.data, p));
                        Value r = lookup(b, b.load(lhs.indices, p)).second;
                        return math::FmaOp::create(
                                   b, v, b.loadRow(t, rhsRows, {r, j}), acc)
                            .getResult();
                      });
        b.storeRow(acc, out, {i, j});
      });
      return;
    }
    b.rowLoop(n, elt, [&](KernelBuilder &b, Value j, Type t) {
      b.storeRow(b.splat(t, zero), out, {i, j});
    });
    b.forLoop(lo, hi, [&](KernelBuilder &b, Value p) {
      Value v = b.load(lhs.data, p);
      Value found, row;
      std::tie(found, row) = lookup(b, b.load(lhs.indices, p));
      b.ifThen(found, [&](KernelBuilder &b) {
        axpyRow(b, v, rhsRows, row, out, i, n);
      });
    });
  });
  return out;
}

/// out[outRow(c), :] += v * rhsRows[r, :] for every entry (i, c, v) of the
/// csr `lhs`, where r is the rhs row holding row i of the (logical) rhs.  A
/// dense rhs (`rhsIds` null) visits every lhs row i with r = i; a row_sparse
/// rhs visits only its stored rows k (i = rhsIds[k], r = k).  Entries are
/// visited in row order: deterministic.
void accumulateCsrT(KernelBuilder &b, CsrBuffers lhs, Value rhsRows,
                    Value rhsIds, Value n, Value out,
                    function_ref<Value(KernelBuilder &, Value)> outRow) {
  auto body = [&](KernelBuilder &b, Value i, Value r) {
    Value lo, hi;
    std::tie(lo, hi) = b.csrRowRange(lhs, i);
    b.forLoop(lo, hi, [&](KernelBuilder &b, Value p) {
      Value v = b.load(lhs.data, p);
      Value o = outRow(b, b.load(lhs.indices, p));
      axpyRow(b, v, rhsRows, r, out, o, n);
    });
  };
  if (!rhsIds) {
    b.forLoop(b.idx(0), b.csrNumRows(lhs),
              [&](KernelBuilder &b, Value i) { body(b, i, i); });
    return;
  }
  b.forLoop(b.idx(0), b.dim(rhsIds, 0), [&](KernelBuilder &b, Value k) {
    body(b, b.toIndex(b.load(rhsIds, k)), k);
  });
}

/// The sorted unique column ids of a csr (stored zeros included) in a fresh
/// buffer, with their count.
std::pair<Value, Value> uniqueColumns(KernelBuilder &b, CsrBuffers csr) {
  Value nnz = b.dim(csr.indices, 0);
  Value ids = b.alloc(cast<MemRefType>(csr.indices.getType()), nnz);
  memref::CopyOp::create(b, csr.indices, ids);
  return b.takeSortedUniqueI64(ids, nnz);
}

/// dot(csr^T, default | row_sparse) -> row_sparse with rows = the column ids
/// present in lhs (stored zeros included), as MXNet's kernel.  The entries
/// are bucketed by column id (a stable radix sort): output row u sums its
/// entries in lhs row order, in vector registers, and is written once by one
/// thread, so the result does not depend on the thread count and equals the
/// row-order scatter bit for bit.
SmallVector<Value> csrTransposeToRsp(KernelBuilder &b, CsrBuffers lhs,
                                     Value rhsRows, Value rhsIds,
                                     RankedTensorType resultType) {
  Value n = b.dim(rhsRows, 1);
  Value nnz = b.dim(lhs.indices, 0);
  auto i64Buf = MemRefType::get({ShapedType::kDynamic}, b.getI64Type());
  // rhsRow[p]: the rhs row that multiplies entry p (-1: rhs stores none).
  Value rhsRow = b.alloc(i64Buf, nnz);
  auto markRow = [&](KernelBuilder &b, Value i, Value r) {
    Value lo, hi;
    std::tie(lo, hi) = b.csrRowRange(lhs, i);
    b.forLoop(lo, hi, [&](KernelBuilder &b, Value p) {
      b.store(b.toI64(r), rhsRow, p);
    });
  };
  if (!rhsIds) {
    b.forLoop(b.idx(0), b.csrNumRows(lhs),
              [&](KernelBuilder &b, Value i) { markRow(b, i, i); });
  } else {
    b.forLoop(b.idx(0), nnz, [&](KernelBuilder &b, Value p) {
      b.store(b.i64(-1), rhsRow, p);
    });
    b.forLoop(b.idx(0), b.dim(rhsIds, 0), [&](KernelBuilder &b, Value k) {
      markRow(b, b.toIndex(b.load(rhsIds, k)), k);
    });
  }
  KernelBuilder::Buckets buckets = b.bucketByKey(lhs.indices, nnz, lhs.numCols);
  Value nnr = buckets.numUnique;
  Value rows = b.alloc(i64Buf, nnr);
  b.forLoop(b.idx(0), nnr, [&](KernelBuilder &b, Value u) {
    b.store(b.load(buckets.uniqueKeys, u), rows, u);
  });
  Type elt = resultType.getElementType();
  Value zero = b.fconst(elt, 0.0);
  Value data = b.allocShape(rspDataType(resultType), {nnr, n});
  b.parallelFor(b.idx(0), nnr, [&](KernelBuilder &b, Value u) {
    Value qlo = b.toIndex(b.load(buckets.start, u));
    Value qhi = b.toIndex(b.load(
        buckets.start, arith::AddIOp::create(b, u, b.idx(1)).getResult()));
    b.rowLoop(n, elt, [&](KernelBuilder &b, Value j, Type t) {
      Value acc =
          b.forLoop(qlo, qhi, b.splat(t, zero),
                    [&](KernelBuilder &b, Value q, Value acc) {
                      Value p = b.toIndex(b.load(buckets.perm, q));
                      Value r = b.load(rhsRow, p);
                      auto fma = [&](KernelBuilder &b) {
                        Value v = b.splat(t, b.load(lhs.data, p));
                        Value x = b.loadRow(t, rhsRows, {b.toIndex(r), j});
                        return math::FmaOp::create(b, v, x, acc).getResult();
                      };
                      if (!rhsIds)
                        return fma(b);
                      Value stored = arith::CmpIOp::create(
                          b, arith::CmpIPredicate::sge, r, b.i64(0));
                      return b.ifThenElse(stored, t, fma,
                                          [&](KernelBuilder &) { return acc; });
                    });
      b.storeRow(acc, data, {u, j});
    });
  });
  for (Value buf : {buckets.perm, buckets.uniqueKeys, buckets.start, rhsRow})
    memref::DeallocOp::create(b, buf);
  Value numRows = lhs.numCols;
  return RspBuffers{rows, data, numRows}.pack();
}

/// dot(csr^T, default | row_sparse) -> default (forward_stype = default).
Value csrTransposeToDense(KernelBuilder &b, CsrBuffers lhs, Value rhsRows,
                          Value rhsIds, MemRefType outType) {
  Value n = b.dim(rhsRows, 1);
  Value out = b.allocShape(outType, {lhs.numCols, n});
  b.fill(out, b.fconst(outType.getElementType(), 0.0));
  accumulateCsrT(b, lhs, rhsRows, rhsIds, n, out,
                 [](KernelBuilder &b, Value c) { return b.toIndex(c); });
  return out;
}

/// dot(default, csr) -> csr: MXNet's DotDnsCsrCsrImpl.  Every output row
/// stores the same columns, the sorted unique column ids of rhs (stored zeros
/// included); out[i, q] = sum_k lhs[i, k] * rhs[k, cols[q]].
SmallVector<Value> denseCsrToCsr(KernelBuilder &b, Value lhs, CsrBuffers rhs,
                                 Type eltType) {
  Value m = b.dim(lhs, 0);
  Value k = b.csrNumRows(rhs);
  Value cols, nnc;
  std::tie(cols, nnc) = uniqueColumns(b, rhs);
  auto i64Buf = MemRefType::get({ShapedType::kDynamic}, b.getI64Type());
  Value total = arith::MulIOp::create(b, m, nnc);
  Value indptr =
      b.alloc(i64Buf, arith::AddIOp::create(b, m, b.idx(1)).getResult());
  Value indices = b.alloc(i64Buf, total);
  Value data = b.alloc(MemRefType::get({ShapedType::kDynamic}, eltType), total);
  b.fill(data, b.fconst(eltType, 0.0));
  b.store(b.i64(0), indptr, b.idx(0));
  b.forLoop(b.idx(0), m, [&](KernelBuilder &b, Value i) {
    Value base = arith::MulIOp::create(b, i, nnc);
    Value next = arith::AddIOp::create(b, base, nnc);
    b.store(b.toI64(next), indptr,
            arith::AddIOp::create(b, i, b.idx(1)).getResult());
    b.forLoop(b.idx(0), nnc, [&](KernelBuilder &b, Value q) {
      b.store(b.load(cols, q), indices,
              arith::AddIOp::create(b, base, q).getResult());
    });
    b.forLoop(b.idx(0), k, [&](KernelBuilder &b, Value kk) {
      Value a = b.load(lhs, {i, kk});
      Value lo, hi;
      std::tie(lo, hi) = b.csrRowRange(rhs, kk);
      b.forLoop(lo, hi, [&](KernelBuilder &b, Value p) {
        Value q = b.lowerBound(cols, b.idx(0), nnc, b.load(rhs.indices, p));
        Value at = arith::AddIOp::create(b, base, q);
        Value acc = b.load(data, at);
        b.store(math::FmaOp::create(b, a, b.load(rhs.data, p), acc), data, at);
      });
    });
  });
  return CsrBuffers{indptr, indices, data, rhs.numCols}.pack();
}

/// dot(default, csr{,^T}) -> default (forward_stype = default): for every
/// lhs row i and rhs entry (r, c, v): out[i, c] += lhs[i, r] * v, or with
/// transpose_b out[i, r] += lhs[i, c] * v.
Value denseCsrToDense(KernelBuilder &b, Value lhs, CsrBuffers rhs, bool tb,
                      MemRefType outType) {
  Value m = b.dim(lhs, 0);
  Value rows = b.csrNumRows(rhs);
  Value n = tb ? rows : rhs.numCols;
  Value out = b.allocShape(outType, {m, n});
  b.fill(out, b.fconst(outType.getElementType(), 0.0));
  b.forLoop(b.idx(0), m, [&](KernelBuilder &b, Value i) {
    b.forLoop(b.idx(0), rows, [&](KernelBuilder &b, Value r) {
      Value lo, hi;
      std::tie(lo, hi) = b.csrRowRange(rhs, r);
      Value a = tb ? Value() : b.load(lhs, {i, r});
      b.forLoop(lo, hi, [&](KernelBuilder &b, Value p) {
        Value c = b.toIndex(b.load(rhs.indices, p));
        Value x = tb ? b.load(lhs, {i, c}) : a;
        Value j = tb ? r : c;
        Value acc = b.load(out, {i, j});
        b.store(math::FmaOp::create(b, x, b.load(rhs.data, p), acc), out,
                {i, j});
      });
    });
  });
  return out;
}

struct DotKernel : public KernelPattern<DotOp> {
  using KernelPattern::KernelPattern;

  LogicalResult rewrite(DotOp op, Adaptor adaptor, KernelBuilder &b,
                        ConversionPatternRewriter &rewriter) const override {
    SK l = *getStorageKind(op.getLhs().getType());
    SK r = *getStorageKind(op.getRhs().getType());
    SK o = *getStorageKind(op.getType());
    bool ta = op.getTransposeA(), tb = op.getTransposeB();
    ValueRange lhs = adaptor.getLhs(), rhs = adaptor.getRhs();
    // The contracted dims must agree at run time (the verifier compares
    // static dims only): a mismatch is reported and nothing is read.
    SmallVector<Type> resultTypes;
    (void)getTypeConverter()->convertType(op.getType(), resultTypes);
    KernelGuard guard(b, emitDotRuntimeChecks(b, op, lhs, rhs), resultTypes);
    SmallVector<Value> result;
    auto denseOut = [&]() {
      return dyn_cast_or_null<MemRefType>(
          getTypeConverter()->convertType(op.getType()));
    };
    if (l == SK::Dense && r == SK::Dense && o == SK::Dense) {
      result.push_back(denseDense(b, op, lhs[0], rhs[0], denseOut()));
    } else if (l == SK::Csr && !ta && !tb && o == SK::Dense && r == SK::Dense) {
      Value n = b.dim(rhs[0], 1);
      result.push_back(csrTimes(b, CsrBuffers::unpack(lhs), rhs[0], n,
                                denseOut(), /*denseRhs=*/true,
                                [](KernelBuilder &b, Value c) {
                                  return std::make_pair(Value(), b.toIndex(c));
                                }));
    } else if (l == SK::Csr && !ta && !tb && o == SK::Dense &&
               r == SK::RowSparse) {
      RspBuffers rsp = RspBuffers::unpack(rhs);
      Value nnr = b.dim(rsp.indices, 0);
      Value n = b.dim(rsp.data, 1);
      result.push_back(csrTimes(
          b, CsrBuffers::unpack(lhs), rsp.data, n, denseOut(),
          /*denseRhs=*/false, [&](KernelBuilder &b, Value c) {
            Value k = b.lowerBound(rsp.indices, b.idx(0), nnr, c);
            return std::make_pair(b.foundAt(rsp.indices, k, nnr, c), k);
          }));
    } else if (l == SK::Csr && ta && !tb &&
               (r == SK::Dense || r == SK::RowSparse) &&
               (o == SK::RowSparse || o == SK::Dense)) {
      Value rhsRows = rhs[0], rhsIds;
      if (r == SK::RowSparse) {
        RspBuffers rsp = RspBuffers::unpack(rhs);
        rhsRows = rsp.data;
        rhsIds = rsp.indices;
      }
      CsrBuffers csr = CsrBuffers::unpack(lhs);
      if (o == SK::RowSparse)
        result = csrTransposeToRsp(b, csr, rhsRows, rhsIds, op.getType());
      else
        result.push_back(
            csrTransposeToDense(b, csr, rhsRows, rhsIds, denseOut()));
    } else if (l == SK::Dense && r == SK::Csr && !ta && !tb && o == SK::Csr) {
      result = denseCsrToCsr(b, lhs[0], CsrBuffers::unpack(rhs),
                             op.getType().getElementType());
    } else if (l == SK::Dense && r == SK::Csr && !ta && o == SK::Dense) {
      result.push_back(
          denseCsrToDense(b, lhs[0], CsrBuffers::unpack(rhs), tb, denseOut()));
    } else {
      return rewriter.notifyMatchFailure(op, "no kernel for these kinds");
    }
    return replace(rewriter, op, {guard.finish(result)});
  }
};

/// batch_dot of default operands: one parallel iteration per result
/// element (b, i, j), summing its K products in order.  The batch and
/// contracted dims are compared at run time where either side is dynamic.
/// Its host code reaches buffers only through parallelFor (and the guard's
/// fill), so it is also the GPU's kernel (its kernel table row:
/// Stype_GpuSharesCpu).
struct BatchDotKernel : public KernelPattern<BatchDotOp> {
  using KernelPattern::KernelPattern;

  LogicalResult rewrite(BatchDotOp op, Adaptor adaptor, KernelBuilder &b,
                        ConversionPatternRewriter &rewriter) const override {
    bool ta = op.getTransposeA(), tb = op.getTransposeB();
    Value lhs = adaptor.getLhs()[0], rhs = adaptor.getRhs()[0];
    RankedTensorType lt = op.getLhs().getType(), rt = op.getRhs().getType();
    int64_t kl = ta ? 1 : 2, kr = tb ? 2 : 1;
    SmallVector<Value> got, want;
    for (auto [dl, dr] : {std::pair<int64_t, int64_t>{0, 0}, {kl, kr}}) {
      if (!lt.isDynamicDim(dl) && !rt.isDynamicDim(dr))
        continue;
      got.push_back(b.dim(lhs, dl));
      want.push_back(b.dim(rhs, dr));
    }
    Value ok = got.empty()
                   ? Value()
                   : checkEqualDims(b, got, want, STYPE_KERNEL_SHAPE_MISMATCH);
    SmallVector<Type> resultTypes;
    (void)getTypeConverter()->convertType(op.getType(), resultTypes);
    KernelGuard guard(b, ok, resultTypes);
    auto outType = cast<MemRefType>(resultTypes[0]);
    // The batch size: static on either side, else lhs's at run time.
    Value batch = !lt.isDynamicDim(0)   ? b.idx(lt.getDimSize(0))
                  : !rt.isDynamicDim(0) ? b.idx(rt.getDimSize(0))
                                        : b.dim(lhs, 0);
    Value m = b.dim(lhs, ta ? 2 : 1), k = b.dim(lhs, kl);
    Value n = b.dim(rhs, tb ? 1 : 2);
    Value out = b.allocShape(outType, {batch, m, n});
    Value mn = arith::MulIOp::create(b, m, n);
    Value total = arith::MulIOp::create(b, batch, mn);
    Value zero = b.fconst(outType.getElementType(), 0.0);
    b.parallelFor(b.idx(0), total, [&](KernelBuilder &b, Value g) {
      Value bi = arith::DivUIOp::create(b, g, mn);
      Value rem = arith::RemUIOp::create(b, g, mn);
      Value i = arith::DivUIOp::create(b, rem, n);
      Value j = arith::RemUIOp::create(b, rem, n);
      Value acc = b.forLoop(
          b.idx(0), k, zero, [&](KernelBuilder &b, Value p, Value acc) {
            Value x =
                b.load(lhs, ta ? ValueRange{bi, p, i} : ValueRange{bi, i, p});
            Value y =
                b.load(rhs, tb ? ValueRange{bi, j, p} : ValueRange{bi, p, j});
            return math::FmaOp::create(b, x, y, acc).getResult();
          });
      b.store(acc, out, {bi, i, j});
    });
    return replace(rewriter, op, {guard.finish({out})});
  }
};

} // namespace

void mlir::stype::populateLinalgKernels(TypeConverter &tc,
                                        RewritePatternSet &p) {
  p.add<DotKernel>(tc, p.getContext());
  populateBatchDotKernels(tc, p);
}

void mlir::stype::populateBatchDotKernels(TypeConverter &tc,
                                          RewritePatternSet &p) {
  p.add<BatchDotKernel>(tc, p.getContext());
}
