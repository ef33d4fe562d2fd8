//===- Linalg.cpp - kernels of stype.dot ------------------------*- C++ -*-===//
//
//   default x default          -> default     linalg.generic (any transposes)
//   csr x default              -> default     row-wise SpMM
//   csr x row_sparse           -> default     SpMM, rhs rows by binary search
//   csr^T x default            -> row_sparse  rows = sorted unique column ids
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"
#include "passes/lowering/KernelBuilder.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"

using namespace mlir;
using namespace mlir::stype;
using SK = StorageKind;

namespace {

/// out[i, :] += v * rhs[r, :]
void axpyRow(KernelBuilder &b, Value v, Value rhs, Value r, Value out,
             Value i, Value n) {
  b.forLoop(b.idx(0), n, [&](KernelBuilder &b, Value j) {
    Value acc = b.load(out, {i, j});
    Value x = b.load(rhs, {r, j});
    b.store(math::FmaOp::create(b, v, x, acc), out, {i, j});
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
/// `lookup(b, c)` returns (found, row of rhs) for column id c.
Value csrTimes(KernelBuilder &b, CsrBuffers lhs, Value rhsRows, Value n,
               MemRefType outType,
               function_ref<std::pair<Value, Value>(KernelBuilder &, Value)>
                   lookup) {
  Value m = arith::SubIOp::create(b, b.dim(lhs.indptr, 0), b.idx(1));
  Value out = b.allocShape(outType, {m, n});
  Value zero = b.fconst(outType.getElementType(), 0.0);
  b.forLoop(b.idx(0), m, [&](KernelBuilder &b, Value i) {
    b.forLoop(b.idx(0), n,
              [&](KernelBuilder &b, Value j) { b.store(zero, out, {i, j}); });
    Value lo = b.toIndex(b.load(lhs.indptr, i));
    Value hi = b.toIndex(b.load(
        lhs.indptr, arith::AddIOp::create(b, i, b.idx(1)).getResult()));
    b.forLoop(lo, hi, [&](KernelBuilder &b, Value p) {
      Value v = b.load(lhs.data, p);
      auto [found, row] = lookup(b, b.load(lhs.indices, p));
      if (!found) {
        axpyRow(b, v, rhsRows, row, out, i, n);
        return;
      }
      b.ifThen(found, [&](KernelBuilder &b) {
        axpyRow(b, v, rhsRows, row, out, i, n);
      });
    });
  });
  return out;
}

/// dot(csr^T, dense) -> row_sparse with rows = the column ids present.
SmallVector<Value> csrTransposeDense(KernelBuilder &b, CsrBuffers lhs,
                                     Value rhs, RankedTensorType resultType) {
  Value m = arith::SubIOp::create(b, b.dim(lhs.indptr, 0), b.idx(1));
  Value n = b.dim(rhs, 1);
  Value nnz = b.dim(lhs.indices, 0);
  auto i64Buf = MemRefType::get({ShapedType::kDynamic}, b.getI64Type());
  // Row ids of the result: the sorted unique column ids of lhs.
  Value ids = b.alloc(i64Buf, nnz);
  memref::CopyOp::create(b, lhs.indices, ids);
  auto [rows, nnr] = b.takeSortedUniqueI64(ids, nnz);
  Value data = b.allocShape(rspDataType(resultType), {nnr, n});
  b.fill(data, b.fconst(resultType.getElementType(), 0.0));
  // Accumulate in the order of the csr's rows: deterministic.
  b.forLoop(b.idx(0), m, [&](KernelBuilder &b, Value i) {
    Value lo = b.toIndex(b.load(lhs.indptr, i));
    Value hi = b.toIndex(b.load(
        lhs.indptr, arith::AddIOp::create(b, i, b.idx(1)).getResult()));
    b.forLoop(lo, hi, [&](KernelBuilder &b, Value p) {
      Value v = b.load(lhs.data, p);
      Value c = b.load(lhs.indices, p);
      Value k = b.lowerBound(rows, b.idx(0), nnr, c);
      b.forLoop(b.idx(0), n, [&](KernelBuilder &b, Value j) {
        Value acc = b.load(data, {k, j});
        Value x = b.load(rhs, {i, j});
        b.store(math::FmaOp::create(b, v, x, acc), data, {k, j});
      });
    });
  });
  Value numRows = lhs.numCols;
  return RspBuffers{rows, data, numRows}.pack();
}

struct DotKernel : public OpConversionPattern<DotOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(DotOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SK l = *getStorageKind(op.getLhs().getType());
    SK r = *getStorageKind(op.getRhs().getType());
    SK o = *getStorageKind(op.getType());
    bool ta = op.getTransposeA(), tb = op.getTransposeB();
    KernelBuilder b(op.getLoc(), rewriter);
    ValueRange lhs = adaptor.getLhs(), rhs = adaptor.getRhs();
    SmallVector<Value> result;
    auto denseOut = [&]() {
      return dyn_cast_or_null<MemRefType>(
          getTypeConverter()->convertType(op.getType()));
    };
    if (l == SK::Dense && r == SK::Dense && o == SK::Dense) {
      result.push_back(denseDense(b, op, lhs[0], rhs[0], denseOut()));
    } else if (l == SK::Csr && !ta && !tb && o == SK::Dense &&
               r == SK::Dense) {
      Value n = b.dim(rhs[0], 1);
      result.push_back(csrTimes(b, CsrBuffers::unpack(lhs), rhs[0], n,
                                denseOut(), [](KernelBuilder &b, Value c) {
                                  return std::make_pair(Value(),
                                                        b.toIndex(c));
                                }));
    } else if (l == SK::Csr && !ta && !tb && o == SK::Dense &&
               r == SK::RowSparse) {
      RspBuffers rsp = RspBuffers::unpack(rhs);
      Value nnr = b.dim(rsp.indices, 0);
      Value n = b.dim(rsp.data, 1);
      result.push_back(csrTimes(
          b, CsrBuffers::unpack(lhs), rsp.data, n, denseOut(),
          [&](KernelBuilder &b, Value c) {
            Value k = b.lowerBound(rsp.indices, b.idx(0), nnr, c);
            return std::make_pair(b.foundAt(rsp.indices, k, nnr, c), k);
          }));
    } else if (l == SK::Csr && ta && !tb && r == SK::Dense &&
               o == SK::RowSparse) {
      result = csrTransposeDense(b, CsrBuffers::unpack(lhs), rhs[0],
                                 op.getType());
    } else {
      return rewriter.notifyMatchFailure(op, "no kernel for these kinds");
    }
    replaceWithBuffers(rewriter, *this->getTypeConverter(), op, {result});
    return success();
  }
};

} // namespace

void mlir::stype::populateLinalgKernels(TypeConverter &tc, RewritePatternSet &p) {
  p.add<DotKernel>(tc, p.getContext());
}
