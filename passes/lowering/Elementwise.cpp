//===- Elementwise.cpp - kernels of the elementwise ops ---------*- C++ -*-===//
//
//   default (+) default       -> default      flat loop
//   row_sparse (+) row_sparse -> row_sparse   merge of the sorted row ids
//                                             (union; rows that cancel are kept)
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"
#include "passes/lowering/KernelBuilder.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::stype;
using SK = StorageKind;

namespace {

/// a (+) b for add (isSub = false) or sub.
Value combine(KernelBuilder &b, bool isSub, Value x, Value y) {
  if (isSub)
    return arith::SubFOp::create(b, x, y);
  return arith::AddFOp::create(b, x, y);
}

Value denseDense(KernelBuilder &b, bool isSub, Value lhs, Value rhs) {
  auto type = cast<MemRefType>(lhs.getType());
  Value out = b.allocLike(type, lhs);
  Value l = b.flatView(lhs), r = b.flatView(rhs), o = b.flatView(out);
  b.forLoop(b.idx(0), b.dim(o, 0), [&](KernelBuilder &b, Value i) {
    b.store(combine(b, isSub, b.load(l, i), b.load(r, i)), o, i);
  });
  return out;
}

/// Walks the union of two sorted row-id lists.  For each output row calls
/// `visit(b, k, id, i, j, inA, inB)` with the output position k, the row id,
/// the cursors into both lists and whether each list holds the row.  Returns
/// the number of output rows.
Value mergeRows(KernelBuilder &b, Value aIds, Value bIds,
                function_ref<void(KernelBuilder &, Value, Value, Value, Value,
                                  Value, Value)>
                    visit) {
  Value na = b.dim(aIds, 0), nb = b.dim(bIds, 0);
  Type idxTy = b.getIndexType();
  Value maxId = b.i64(std::numeric_limits<int64_t>::max());
  auto idAt = [&](KernelBuilder &b, Value ids, Value p, Value n) {
    Value in = arith::CmpIOp::create(b, arith::CmpIPredicate::ult, p, n);
    return b.ifThenElse(
        in, b.getI64Type(), [&](KernelBuilder &b) { return b.load(ids, p); },
        [&](KernelBuilder &) { return maxId; });
  };
  auto loop = scf::WhileOp::create(
      b, TypeRange{idxTy, idxTy, idxTy}, ValueRange{b.idx(0), b.idx(0), b.idx(0)},
      [&](OpBuilder &ob, Location loc, ValueRange args) {
        KernelBuilder kb(loc, ob);
        Value moreA = arith::CmpIOp::create(kb, arith::CmpIPredicate::ult,
                                            args[0], na);
        Value moreB = arith::CmpIOp::create(kb, arith::CmpIPredicate::ult,
                                            args[1], nb);
        Value more = arith::OrIOp::create(kb, moreA, moreB);
        scf::ConditionOp::create(kb, more, args);
      },
      [&](OpBuilder &ob, Location loc, ValueRange args) {
        KernelBuilder kb(loc, ob);
        Value i = args[0], j = args[1], k = args[2];
        Value ra = idAt(kb, aIds, i, na), rb = idAt(kb, bIds, j, nb);
        Value inA = arith::CmpIOp::create(kb, arith::CmpIPredicate::sle, ra, rb);
        Value inB = arith::CmpIOp::create(kb, arith::CmpIPredicate::sle, rb, ra);
        Value id = arith::SelectOp::create(kb, inA, ra, rb);
        visit(kb, k, id, i, j, inA, inB);
        Value ni = arith::AddIOp::create(
            kb, i, kb.boolToIndex(inA));
        Value nj = arith::AddIOp::create(
            kb, j, kb.boolToIndex(inB));
        Value nk = arith::AddIOp::create(kb, k, kb.idx(1));
        scf::YieldOp::create(kb, ValueRange{ni, nj, nk});
      });
  return loop.getResult(2);
}

SmallVector<Value> rspRsp(KernelBuilder &b, bool isSub, RspBuffers lhs,
                          RspBuffers rhs) {
  auto noVisit = [](KernelBuilder &, Value, Value, Value, Value, Value,
                    Value) {};
  Value nnr = mergeRows(b, lhs.indices, rhs.indices, noVisit);
  auto i64Buf = MemRefType::get({ShapedType::kDynamic}, b.getI64Type());
  Value ids = b.alloc(i64Buf, nnr);
  auto dataType = cast<MemRefType>(lhs.data.getType());
  Value data = b.allocLike(dataType, lhs.data, nnr);
  Value out = b.rowsView(data);
  Value aRows = b.rowsView(lhs.data), bRows = b.rowsView(rhs.data);
  Value rowLen = b.dim(out, 1);
  mergeRows(b, lhs.indices, rhs.indices,
            [&](KernelBuilder &b, Value k, Value id, Value i, Value j,
                Value inA, Value inB) {
              b.store(id, ids, k);
              b.ifThenElse(
                  inA,
                  [&](KernelBuilder &b) {
                    b.ifThenElse(
                        inB,
                        [&](KernelBuilder &b) {
                          b.forLoop(b.idx(0), rowLen,
                                    [&](KernelBuilder &b, Value c) {
                                      Value x = b.load(aRows, {i, c});
                                      Value y = b.load(bRows, {j, c});
                                      b.store(combine(b, isSub, x, y), out,
                                              {k, c});
                                    });
                        },
                        [&](KernelBuilder &b) {
                          b.copyRow(aRows, i, out, k, rowLen);
                        });
                  },
                  [&](KernelBuilder &b) {
                    if (!isSub)
                      return b.copyRow(bRows, j, out, k, rowLen);
                    b.forLoop(b.idx(0), rowLen, [&](KernelBuilder &b, Value c) {
                      Value y = b.load(bRows, {j, c});
                      b.store(arith::NegFOp::create(b, y), out, {k, c});
                    });
                  });
            });
  return RspBuffers{ids, data, lhs.numRows}.pack();
}

template <typename OpTy>
struct ElemwiseKernel : public OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  using OneToNOpAdaptor = typename OpConversionPattern<OpTy>::OneToNOpAdaptor;

  LogicalResult
  matchAndRewrite(OpTy op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    constexpr bool isSub = std::is_same_v<OpTy, ElemwiseSubOp>;
    SK l = *getStorageKind(op.getLhs().getType());
    SK r = *getStorageKind(op.getRhs().getType());
    SK o = *getStorageKind(op.getType());
    KernelBuilder b(op.getLoc(), rewriter);
    SmallVector<Value> result;
    if (l == SK::Dense && r == SK::Dense && o == SK::Dense) {
      if (cast<RankedTensorType>(op.getType()).getRank() == 0)
        return rewriter.notifyMatchFailure(op, "0-d tensors are unsupported");
      result.push_back(
          denseDense(b, isSub, adaptor.getLhs()[0], adaptor.getRhs()[0]));
    } else if (l == SK::RowSparse && r == SK::RowSparse &&
               o == SK::RowSparse) {
      result = rspRsp(b, isSub, RspBuffers::unpack(adaptor.getLhs()),
                      RspBuffers::unpack(adaptor.getRhs()));
    } else {
      return rewriter.notifyMatchFailure(op, "no kernel for these kinds");
    }
    replaceWithBuffers(rewriter, *this->getTypeConverter(), op, {result});
    return success();
  }
};

} // namespace

void mlir::stype::populateElementwiseKernels(TypeConverter &tc,
                                          RewritePatternSet &p) {
  p.add<ElemwiseKernel<ElemwiseAddOp>, ElemwiseKernel<ElemwiseSubOp>>(
      tc, p.getContext());
}
