//===- KernelChecks.cpp - run-time shape checks of the kernels --*- C++ -*-===//

#include "passes/lowering/KernelChecks.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::stype;

SmallVector<Value> mlir::stype::runtimeShape(KernelBuilder &b, StorageKind kind,
                                             ValueRange bufs) {
  SmallVector<Value> dims;
  if (kind == StorageKind::Dense) {
    for (int64_t d = 0, e = cast<MemRefType>(bufs[0].getType()).getRank();
         d < e; ++d)
      dims.push_back(b.dim(bufs[0], d));
  } else if (kind == StorageKind::RowSparse) {
    RspBuffers r = RspBuffers::unpack(bufs);
    dims.push_back(r.numRows);
    for (int64_t d = 1, e = cast<MemRefType>(r.data.getType()).getRank(); d < e;
         ++d)
      dims.push_back(b.dim(r.data, d));
  } else {
    CsrBuffers c = CsrBuffers::unpack(bufs);
    dims = {b.csrNumRows(c), c.numCols};
  }
  return dims;
}

Value mlir::stype::checkEqualDims(KernelBuilder &b, ArrayRef<Value> a,
                                  ArrayRef<Value> c, StypeKernelError code) {
  Value ok = arith::ConstantIntOp::create(b, b.getI1Type(), 1);
  for (auto [x, y] : llvm::zip(a, c))
    ok = arith::AndIOp::create(
        b, ok, arith::CmpIOp::create(b, arith::CmpIPredicate::eq, x, y));
  Value bad = arith::XOrIOp::create(
      b, ok, arith::ConstantIntOp::create(b, b.getI1Type(), 1));
  b.ifThen(bad, [&](KernelBuilder &b) {
    if (b.collectsErrors() || a.empty()) {
      b.reportError(code);
      return;
    }
    // The first pair that differs (selected from the last pair back).
    auto i64Type = b.getI64Type();
    auto asI64 = [&](Value v) -> Value {
      return v.getType() == i64Type
                 ? v
                 : arith::IndexCastOp::create(b, i64Type, v).getResult();
    };
    Value size = asI64(a.back()), expected = asI64(c.back());
    for (size_t i = a.size() - 1; i-- > 0;) {
      Value differs =
          arith::CmpIOp::create(b, arith::CmpIPredicate::ne, a[i], c[i]);
      size = arith::SelectOp::create(b, differs, asI64(a[i]), size);
      expected = arith::SelectOp::create(b, differs, asI64(c[i]), expected);
    }
    Value what = b.locationString();
    func::CallOp::create(
        b, kShapeErrorFn, TypeRange{},
        ValueRange{b.i32(static_cast<int32_t>(code)), what, size, expected});
  });
  return ok;
}

SmallVector<OpFoldResult>
mlir::stype::mixedShape(KernelBuilder &b, ShapedType type, ValueRange bufs) {
  StorageKind kind = *getStorageKind(type);
  SmallVector<OpFoldResult> dims;
  for (int64_t d = 0, e = type.getRank(); d < e; ++d) {
    if (!type.isDynamicDim(d)) {
      dims.push_back(b.getIndexAttr(type.getDimSize(d)));
      continue;
    }
    if (kind == StorageKind::Dense) {
      dims.push_back(b.dim(bufs[0], d));
    } else if (kind == StorageKind::RowSparse) {
      RspBuffers r = RspBuffers::unpack(bufs);
      dims.push_back(d == 0 ? r.numRows : b.dim(r.data, d));
    } else {
      CsrBuffers c = CsrBuffers::unpack(bufs);
      dims.push_back(d == 0 ? b.csrNumRows(c) : c.numCols);
    }
  }
  return dims;
}

Value mlir::stype::checkEqualMixedDims(KernelBuilder &b,
                                       ArrayRef<OpFoldResult> a,
                                       ArrayRef<OpFoldResult> c,
                                       StypeKernelError code) {
  SmallVector<Value> x, y;
  for (auto [p, q] : llvm::zip_equal(a, c)) {
    if (isa<Attribute>(p) && isa<Attribute>(q))
      continue;
    x.push_back(getValueOrCreateConstantIndexOp(b, b.getLoc(), p));
    y.push_back(getValueOrCreateConstantIndexOp(b, b.getLoc(), q));
  }
  if (x.empty())
    return {};
  return checkEqualDims(b, x, y, code);
}

SmallVector<Value> mlir::stype::checkRefinedSource(
    KernelBuilder &b, RankedTensorType srcType, RankedTensorType resultType,
    ValueRange src, function_ref<void(KernelBuilder &, Value)> zeroFill) {
  auto refined = [&](int64_t d) {
    return srcType.isDynamicDim(d) && !resultType.isDynamicDim(d);
  };
  if (llvm::none_of(llvm::seq<int64_t>(0, resultType.getRank()), refined))
    return SmallVector<Value>(src);
  SmallVector<OpFoldResult> got = mixedShape(b, srcType, src);
  SmallVector<Value> have, want;
  for (int64_t d = 0, e = resultType.getRank(); d < e; ++d)
    if (refined(d)) {
      have.push_back(cast<Value>(got[d]));
      want.push_back(b.idx(resultType.getDimSize(d)));
    }
  Value ok = checkEqualDims(b, have, want, STYPE_KERNEL_SHAPE_MISMATCH);
  // The result's shape: its static dims, the source's dynamic ones.
  SmallVector<Value> shape;
  for (int64_t d = 0, e = resultType.getRank(); d < e; ++d)
    shape.push_back(resultType.isDynamicDim(d)
                        ? getValueOrCreateConstantIndexOp(b, b.getLoc(), got[d])
                        : b.idx(resultType.getDimSize(d)));
  return b.ifThenElseValues(
      ok, ValueRange(src).getTypes(),
      [&](KernelBuilder &) { return SmallVector<Value>(src); },
      [&](KernelBuilder &b) -> SmallVector<Value> {
        auto bufType = [&](int i) {
          return cast<MemRefType>(src[i].getType());
        };
        switch (*getStorageKind(srcType)) {
        case StorageKind::Dense: {
          Value out = b.allocShape(bufType(0), shape);
          zeroFill(b, out);
          return {out};
        }
        case StorageKind::RowSparse: {
          SmallVector<Value> dataShape(shape);
          dataShape[0] = b.idx(0);
          return RspBuffers{b.alloc(bufType(0), b.idx(0)),
                            b.allocShape(bufType(1), dataShape), shape[0]}
              .pack();
        }
        case StorageKind::Csr: {
          Value indptr =
              b.alloc(bufType(0),
                      arith::AddIOp::create(b, shape[0], b.idx(1)).getResult());
          zeroFill(b, indptr);
          return CsrBuffers{indptr, b.alloc(bufType(1), b.idx(0)),
                            b.alloc(bufType(2), b.idx(0)), shape[1]}
              .pack();
        }
        }
        llvm_unreachable("unknown storage kind");
      });
}

/// Buffers of `types` with every dynamic dim 0 (static ones set to zero by
/// `zeroFill`, ZeroFillFn) and index values 0.
static SmallVector<Value> emptyBuffers(KernelBuilder &b, TypeRange types,
                                       const ZeroFillFn &zeroFill) {
  SmallVector<Value> out;
  for (Type t : types) {
    auto m = dyn_cast<MemRefType>(t);
    if (!m) {
      out.push_back(b.idx(0));
      continue;
    }
    SmallVector<Value> zeros(m.getNumDynamicDims(), b.idx(0));
    Value buf = b.alloc(m, zeros);
    if (zeroFill)
      zeroFill(b, buf);
    else
      b.fillZero(buf);
    out.push_back(buf);
  }
  return out;
}

SmallVector<Value> mlir::stype::guardedKernel(
    KernelBuilder &b, Value ok, TypeRange types,
    function_ref<SmallVector<Value>(KernelBuilder &)> kernel,
    const ZeroFillFn &zeroFill) {
  if (!ok)
    return kernel(b);
  return b.ifThenElseValues(ok, types, kernel, [&](KernelBuilder &b) {
    return emptyBuffers(b, types, zeroFill);
  });
}

KernelGuard::KernelGuard(KernelBuilder &b, Value ok, TypeRange types,
                         ZeroFillFn zeroFill)
    : b(b), types(types), zeroFill(std::move(zeroFill)) {
  if (!ok)
    return;
  auto op = scf::IfOp::create(b, types, ok, /*addThenBlock=*/true,
                              /*addElseBlock=*/true);
  ifOp = op;
  b.setInsertionPointToStart(&op.getThenRegion().front());
}

SmallVector<Value> KernelGuard::finish(ArrayRef<Value> results) {
  if (!ifOp)
    return SmallVector<Value>(results);
  auto op = cast<scf::IfOp>(ifOp);
  scf::YieldOp::create(b, results);
  b.setInsertionPointToStart(&op.getElseRegion().front());
  scf::YieldOp::create(b, emptyBuffers(b, types, zeroFill));
  b.setInsertionPointAfter(op);
  return SmallVector<Value>(op.getResults());
}
