//===- Graph.cpp - kernels of the csr graph ops -----------------*- C++ -*-===//
//
//   edge_id        (csr, u, v) -> default   per pair, binary search of v in
//                                           row u; -1 where nothing is stored
//   dgl_adjacency  csr -> csr (f32)         index buffers copied, values 1
//
// A u outside [0, rows) and u, v of different run-time lengths are reported
// to the runtime (their results are -1).  Sequential loops over the pairs or
// the stored entries: bit-identical results from run to run.
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"
#include "passes/lowering/KernelBuilder.h"

using namespace mlir;
using namespace mlir::stype;

namespace {

struct EdgeIdKernel : public OpConversionPattern<EdgeIdOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(EdgeIdOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    KernelBuilder b(op.getLoc(), rewriter);
    CsrBuffers g = CsrBuffers::unpack(adaptor.getData());
    Value u = adaptor.getU()[0], v = adaptor.getV()[0];
    auto outType =
        cast<MemRefType>(getTypeConverter()->convertType(op.getType()));
    Value n = b.dim(u, 0);
    Value out = b.allocShape(outType, {n});
    Value minus1 = b.fconst(outType.getElementType(), -1.0);
    b.fill(out, minus1);
    // u and v must have one length: otherwise report and compute nothing.
    Value same = arith::CmpIOp::create(b, arith::CmpIPredicate::eq, n,
                                       b.dim(v, 0));
    b.ifThenElse(
        same,
        [&](KernelBuilder &b) {
          Value rows = b.toI64(b.csrNumRows(g));
          b.forLoop(b.idx(0), n, [&](KernelBuilder &b, Value i) {
            Value row = b.load(u, i);
            Value neg =
                arith::CmpIOp::create(b, arith::CmpIPredicate::slt, row, b.i64(0));
            Value big =
                arith::CmpIOp::create(b, arith::CmpIPredicate::sge, row, rows);
            b.ifThenElse(
                arith::OrIOp::create(b, neg, big),
                [](KernelBuilder &b) {
                  b.reportError(STYPE_KERNEL_EDGE_ID_OUT_OF_RANGE);
                },
                [&](KernelBuilder &b) {
                  auto [lo, hi] = b.csrRowRange(g, b.toIndex(row));
                  Value col = b.load(v, i);
                  Value p = b.lowerBound(g.indices, lo, hi, col);
                  b.ifThen(b.foundAt(g.indices, p, hi, col),
                           [&](KernelBuilder &b) {
                             b.store(b.load(g.data, p), out, i);
                           });
                });
          });
        },
        [](KernelBuilder &b) { b.reportError(STYPE_KERNEL_SHAPE_MISMATCH); });
    replaceWithBuffers(rewriter, *getTypeConverter(), op, {{out}});
    return success();
  }
};

struct DglAdjacencyKernel : public OpConversionPattern<DglAdjacencyOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(DglAdjacencyOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    KernelBuilder b(op.getLoc(), rewriter);
    CsrBuffers g = CsrBuffers::unpack(adaptor.getData());
    auto dataType = MemRefType::get({ShapedType::kDynamic}, b.getF32Type());
    Value data = b.alloc(dataType, b.dim(g.indices, 0));
    b.fill(data, b.fconst(b.getF32Type(), 1.0));
    CsrBuffers out{b.clone(g.indptr), b.clone(g.indices), data, g.numCols};
    replaceWithBuffers(rewriter, *getTypeConverter(), op, {out.pack()});
    return success();
  }
};

} // namespace

void mlir::stype::populateGraphKernels(TypeConverter &tc,
                                       RewritePatternSet &p) {
  p.add<EdgeIdKernel, DglAdjacencyKernel>(tc, p.getContext());
}
