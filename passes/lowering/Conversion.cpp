//===- Conversion.cpp - kernels of stype.cast_storage -----------*- C++ -*-===//
//
// dense -> row_sparse / csr (two passes: count, then fill), row_sparse / csr ->
// dense (scatter into a zeroed buffer), same-kind copies, and the direct
// csr <-> row_sparse kernels (beyond MXNet, which raises): the same result as
// a cast through default, in work proportional to the stored entries.
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"
#include "passes/lowering/KernelBuilder.h"
#include "passes/lowering/KernelConversion.h"
#include "passes/lowering/RuntimeChecks.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::stype;

namespace {

/// True iff row `i` of the 2-D view `rows` has a non-zero element.
Value rowHasNonZero(KernelBuilder &b, Value rows, Value i, Value rowLen) {
  Value init = arith::ConstantIntOp::create(b, b.getI1Type(), 0);
  return b.forLoop(b.idx(0), rowLen, init,
                   [&](KernelBuilder &b, Value j, Value any) {
                     Value nz = b.isNonZero(b.load(rows, {i, j}));
                     return arith::OrIOp::create(b, any, nz).getResult();
                   });
}

SmallVector<Value> denseToRsp(KernelBuilder &b, Value dense,
                              RankedTensorType resultType) {
  Value rows = b.rowsView(dense);
  Value numRows = b.dim(rows, 0), rowLen = b.dim(rows, 1);
  Value nnr = b.forLoop(b.idx(0), numRows, b.idx(0),
                        [&](KernelBuilder &b, Value i, Value n) {
                          Value any = rowHasNonZero(b, rows, i, rowLen);
                          Value one = b.boolToIndex(any);
                          return arith::AddIOp::create(b, n, one).getResult();
                        });
  auto i64Buf = MemRefType::get({ShapedType::kDynamic}, b.getI64Type());
  Value indices = b.alloc(i64Buf, nnr);
  Value data = b.allocLike(rspDataType(resultType), dense, nnr);
  Value dataRows = b.rowsView(data);
  b.forLoop(b.idx(0), numRows, b.idx(0),
            [&](KernelBuilder &b, Value i, Value k) {
              Value any = rowHasNonZero(b, rows, i, rowLen);
              return b.ifThenElse(
                  any, b.getIndexType(),
                  [&](KernelBuilder &b) {
                    b.store(b.toI64(i), indices, k);
                    b.copyRow(rows, i, dataRows, k, rowLen);
                    return arith::AddIOp::create(b, k, b.idx(1)).getResult();
                  },
                  [&](KernelBuilder &) { return k; });
            });
  return RspBuffers{indices, data, numRows}.pack();
}

/// Writes the non-zero values of row `r` of the 2-D `src` (`numCols` wide)
/// and their column ids into a csr's `data` and `indices` from position
/// `start` (the row's indptr entry) on.
void appendNonZeros(KernelBuilder &b, Value src, Value r, Value numCols,
                    Value start, Value indices, Value data) {
  b.forLoop(b.idx(0), numCols, start, [&](KernelBuilder &b, Value j, Value k) {
    Value x = b.load(src, {r, j});
    return b.ifThenElse(
        b.isNonZero(x), b.getIndexType(),
        [&](KernelBuilder &b) {
          b.store(b.toI64(j), indices, k);
          b.store(x, data, k);
          return arith::AddIOp::create(b, k, b.idx(1)).getResult();
        },
        [&](KernelBuilder &) { return k; });
  });
}

SmallVector<Value> denseToCsr(KernelBuilder &b, Value dense) {
  Value numRows = b.dim(dense, 0), numCols = b.dim(dense, 1);
  auto i64Buf = MemRefType::get({ShapedType::kDynamic}, b.getI64Type());
  Value rowsPlus1 = arith::AddIOp::create(b, numRows, b.idx(1));
  Value indptr = b.alloc(i64Buf, rowsPlus1);
  b.store(b.i64(0), indptr, b.idx(0));
  Value nnz = b.forLoop(
      b.idx(0), numRows, b.idx(0), [&](KernelBuilder &b, Value i, Value n) {
        Value rowNnz = b.forLoop(
            b.idx(0), numCols, n, [&](KernelBuilder &b, Value j, Value c) {
              Value nz = b.isNonZero(b.load(dense, {i, j}));
              Value one = b.boolToIndex(nz);
              return arith::AddIOp::create(b, c, one).getResult();
            });
        Value next = arith::AddIOp::create(b, i, b.idx(1));
        b.store(b.toI64(rowNnz), indptr, next);
        return rowNnz;
      });
  auto eltType = cast<MemRefType>(dense.getType()).getElementType();
  Value indices = b.alloc(i64Buf, nnz);
  Value data = b.alloc(MemRefType::get({ShapedType::kDynamic}, eltType), nnz);
  b.forLoop(b.idx(0), numRows, [&](KernelBuilder &b, Value i) {
    Value start = b.toIndex(b.load(indptr, i));
    appendNonZeros(b, dense, i, numCols, start, indices, data);
  });
  return CsrBuffers{indptr, indices, data, numCols}.pack();
}

Value rspToDense(KernelBuilder &b, RspBuffers rsp, MemRefType denseType) {
  Value out = b.allocLike(denseType, rsp.data, rsp.numRows);
  b.fill(out, b.fconst(denseType.getElementType(), 0.0));
  Value outRows = b.rowsView(out), dataRows = b.rowsView(rsp.data);
  Value rowLen = b.dim(dataRows, 1);
  b.forLoop(b.idx(0), b.dim(rsp.indices, 0), [&](KernelBuilder &b, Value k) {
    Value row = b.toIndex(b.load(rsp.indices, k));
    b.copyRow(dataRows, k, outRows, row, rowLen);
  });
  return out;
}

Value csrToDense(KernelBuilder &b, CsrBuffers csr, MemRefType denseType) {
  Value numRows = arith::SubIOp::create(b, b.dim(csr.indptr, 0), b.idx(1));
  Value out = b.allocShape(denseType, {numRows, csr.numCols});
  b.fill(out, b.fconst(denseType.getElementType(), 0.0));
  b.forLoop(b.idx(0), numRows, [&](KernelBuilder &b, Value i) {
    Value lo = b.toIndex(b.load(csr.indptr, i));
    Value hi = b.toIndex(
        b.load(csr.indptr, arith::AddIOp::create(b, i, b.idx(1)).getResult()));
    b.forLoop(lo, hi, [&](KernelBuilder &b, Value p) {
      Value j = b.toIndex(b.load(csr.indices, p));
      b.store(b.load(csr.data, p), out, {i, j});
    });
  });
  return out;
}

/// csr -> row_sparse: keeps row i iff a stored value of row i is non-zero
/// (what csr -> default -> row_sparse keeps).
SmallVector<Value> csrToRsp(KernelBuilder &b, CsrBuffers csr,
                            RankedTensorType resultType) {
  Value numRows = b.csrNumRows(csr);
  auto rowHasNonZeroEntry = [&](KernelBuilder &b, Value i) {
    Value lo, hi;
    std::tie(lo, hi) = b.csrRowRange(csr, i);
    Value init = arith::ConstantIntOp::create(b, b.getI1Type(), 0);
    return b.forLoop(lo, hi, init, [&](KernelBuilder &b, Value p, Value any) {
      Value nz = b.isNonZero(b.load(csr.data, p));
      return arith::OrIOp::create(b, any, nz).getResult();
    });
  };
  Value nnr = b.forLoop(b.idx(0), numRows, b.idx(0),
                        [&](KernelBuilder &b, Value i, Value n) {
                          Value one = b.boolToIndex(rowHasNonZeroEntry(b, i));
                          return arith::AddIOp::create(b, n, one).getResult();
                        });
  auto i64Buf = MemRefType::get({ShapedType::kDynamic}, b.getI64Type());
  Value indices = b.alloc(i64Buf, nnr);
  Value data = b.allocShape(rspDataType(resultType), {nnr, csr.numCols});
  b.fill(data, b.fconst(resultType.getElementType(), 0.0));
  b.forLoop(b.idx(0), numRows, b.idx(0),
            [&](KernelBuilder &b, Value i, Value k) {
              return b.ifThenElse(
                  rowHasNonZeroEntry(b, i), b.getIndexType(),
                  [&](KernelBuilder &b) {
                    b.store(b.toI64(i), indices, k);
                    Value lo, hi;
                    std::tie(lo, hi) = b.csrRowRange(csr, i);
                    b.forLoop(lo, hi, [&](KernelBuilder &b, Value p) {
                      Value j = b.toIndex(b.load(csr.indices, p));
                      b.store(b.load(csr.data, p), data, {k, j});
                    });
                    return arith::AddIOp::create(b, k, b.idx(1)).getResult();
                  },
                  [&](KernelBuilder &) { return k; });
            });
  return RspBuffers{indices, data, numRows}.pack();
}

/// row_sparse -> csr: keeps an element of a stored row iff it is non-zero
/// (what row_sparse -> default -> csr keeps).  Rows that are not stored get
/// empty csr rows; only the indptr is proportional to the row count.
SmallVector<Value> rspToCsr(KernelBuilder &b, RspBuffers rsp, Type eltType) {
  Value numRows = rsp.numRows, numCols = b.dim(rsp.data, 1);
  Value nnr = b.dim(rsp.indices, 0);
  auto i64Buf = MemRefType::get({ShapedType::kDynamic}, b.getI64Type());
  Value rowsPlus1 = arith::AddIOp::create(b, numRows, b.idx(1));
  Value indptr = b.alloc(i64Buf, rowsPlus1);
  b.fill(indptr, b.i64(0));
  // indptr[row + 1] = non-zeros of the row, then a prefix sum.
  b.forLoop(b.idx(0), nnr, [&](KernelBuilder &b, Value k) {
    Value cnt = b.forLoop(
        b.idx(0), numCols, b.idx(0), [&](KernelBuilder &b, Value j, Value c) {
          Value nz = b.isNonZero(b.load(rsp.data, {k, j}));
          return arith::AddIOp::create(b, c, b.boolToIndex(nz)).getResult();
        });
    Value row = b.toIndex(b.load(rsp.indices, k));
    b.store(b.toI64(cnt), indptr,
            arith::AddIOp::create(b, row, b.idx(1)).getResult());
  });
  Value nnz = b.forLoop(
      b.idx(1), rowsPlus1, b.idx(0), [&](KernelBuilder &b, Value i, Value acc) {
        Value sum = arith::AddIOp::create(b, acc, b.toIndex(b.load(indptr, i)));
        b.store(b.toI64(sum), indptr, i);
        return sum;
      });
  Value indices = b.alloc(i64Buf, nnz);
  Value data = b.alloc(MemRefType::get({ShapedType::kDynamic}, eltType), nnz);
  b.forLoop(b.idx(0), nnr, [&](KernelBuilder &b, Value k) {
    Value row = b.toIndex(b.load(rsp.indices, k));
    Value start = b.toIndex(b.load(indptr, row));
    appendNonZeros(b, rsp.data, k, numCols, start, indices, data);
  });
  return CsrBuffers{indptr, indices, data, numCols}.pack();
}

struct CastStorageKernel : public KernelPattern<CastStorageOp> {
  using KernelPattern::KernelPattern;

  LogicalResult rewrite(CastStorageOp op, Adaptor adaptor, KernelBuilder &b,
                        ConversionPatternRewriter &rewriter) const override {
    SK from = *getStorageKind(op.getSource().getType());
    SK to = *getStorageKind(op.getType());
    SmallVector<Value> src = emitCastStorageRuntimeChecks(
        b, op, adaptor.getSource(),
        [](KernelBuilder &b, Value buf) { b.fillZero(buf); });
    SmallVector<Value> result;
    if (from == to) {
      // A copy: the result must not alias a buffer an update may write.
      for (Value v : src)
        result.push_back(isa<MemRefType>(v.getType()) ? b.clone(v) : v);
    } else if (from == SK::Dense && to == SK::RowSparse) {
      result = denseToRsp(b, src[0], op.getType());
    } else if (from == SK::Dense && to == SK::Csr) {
      result = denseToCsr(b, src[0]);
    } else if (to == SK::Dense) {
      auto denseType =
          cast<MemRefType>(getTypeConverter()->convertType(op.getType()));
      result.push_back(from == SK::RowSparse
                           ? rspToDense(b, RspBuffers::unpack(src), denseType)
                           : csrToDense(b, CsrBuffers::unpack(src), denseType));
    } else if (from == SK::Csr) {
      result = csrToRsp(b, CsrBuffers::unpack(src), op.getType());
    } else {
      result =
          rspToCsr(b, RspBuffers::unpack(src), op.getType().getElementType());
    }
    return replace(rewriter, op, {result});
  }
};

} // namespace

void mlir::stype::populateConversionKernels(TypeConverter &tc,
                                            RewritePatternSet &p) {
  p.add<CastStorageKernel>(tc, p.getContext());
}
