//===- Indexing.cpp - kernels of the indexing ops ---------------*- C++ -*-===//
//
// (row_sparse data, i64 ids) -> row_sparse: the ids are sorted and
// de-duplicated; each output row is the data row found by binary search, or
// zeros.  Ids outside [0, rows) are dropped and reported to the runtime.
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"
#include "passes/lowering/KernelBuilder.h"

using namespace mlir;
using namespace mlir::stype;

namespace {

struct SparseRetainKernel : public OpConversionPattern<SparseRetainOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(SparseRetainOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (*getStorageKind(op.getType()) != StorageKind::RowSparse)
      return rewriter.notifyMatchFailure(op, "result must be row_sparse");
    KernelBuilder b(op.getLoc(), rewriter);
    RspBuffers data = RspBuffers::unpack(adaptor.getData());
    Value requested = adaptor.getIndices()[0];
    auto i64Buf = MemRefType::get({ShapedType::kDynamic}, b.getI64Type());

    // Sorted unique ids, keeping only those in [0, rows).
    Value n = b.dim(requested, 0);
    Value ids = b.alloc(i64Buf, n);
    Value numRows = b.toI64(data.numRows);
    Value zero = b.i64(0);
    Value kept = b.forLoop(
        b.idx(0), n, b.idx(0), [&](KernelBuilder &b, Value p, Value k) {
          Value id = b.load(requested, p);
          Value neg =
              arith::CmpIOp::create(b, arith::CmpIPredicate::slt, id, zero);
          Value big = arith::CmpIOp::create(b, arith::CmpIPredicate::sge, id,
                                            numRows);
          Value bad = arith::OrIOp::create(b, neg, big);
          return b.ifThenElse(
              bad, b.getIndexType(),
              [&](KernelBuilder &b) {
                b.reportError(STYPE_KERNEL_RETAIN_INDEX_OUT_OF_RANGE);
                return k;
              },
              [&](KernelBuilder &b) {
                b.store(id, ids, k);
                return arith::AddIOp::create(b, k, b.idx(1)).getResult();
              });
        });
    auto [rows, nnr] = b.takeSortedUniqueI64(ids, kept);

    // Gather the rows.
    Value out = b.allocLike(cast<MemRefType>(data.data.getType()), data.data,
                            nnr);
    Value outRows = b.rowsView(out), inRows = b.rowsView(data.data);
    Value rowLen = b.dim(outRows, 1);
    Value stored = b.dim(data.indices, 0);
    Value fzero = b.fconst(op.getType().getElementType(), 0.0);
    b.forLoop(b.idx(0), nnr, [&](KernelBuilder &b, Value k) {
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
    replaceWithBuffers(rewriter, *getTypeConverter(), op,
                       {RspBuffers{rows, out, data.numRows}.pack()});
    return success();
  }
};

} // namespace

void mlir::stype::populateIndexingKernels(TypeConverter &tc,
                                              RewritePatternSet &p) {
  p.add<SparseRetainKernel>(tc, p.getContext());
}
