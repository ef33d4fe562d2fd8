//===- RuntimeChecks.cpp - run-time checks at a kernel's entry --*- C++ -*-===//
//
// The checks of RuntimeChecks.h, shared by the CPU and the GPU kernels.
//
//===----------------------------------------------------------------------===//

#include "passes/lowering/RuntimeChecks.h"

#include "dialect/StypeOps.h"

using namespace mlir;
using namespace mlir::stype;

SmallVector<Value> mlir::stype::emitCastStorageRuntimeChecks(
    KernelBuilder &b, CastStorageOp op, ValueRange src,
    function_ref<void(KernelBuilder &, Value)> zeroFill) {
  return checkRefinedSource(b, op.getSource().getType(), op.getType(), src,
                            zeroFill);
}

Value mlir::stype::emitDotRuntimeChecks(KernelBuilder &b, DotOp op,
                                        ValueRange lhs, ValueRange rhs) {
  int64_t kl = op.getTransposeA() ? 0 : 1, kr = op.getTransposeB() ? 1 : 0;
  RankedTensorType lt = op.getLhs().getType(), rt = op.getRhs().getType();
  if (!lt.isDynamicDim(kl) && !rt.isDynamicDim(kr))
    return {};
  return checkEqualDims(b, {runtimeShape(b, *getStorageKind(lt), lhs)[kl]},
                        {runtimeShape(b, *getStorageKind(rt), rhs)[kr]},
                        STYPE_KERNEL_SHAPE_MISMATCH);
}

Value mlir::stype::emitBinaryRuntimeChecks(KernelBuilder &b, Operation *op,
                                           ValueRange lhs, ValueRange rhs) {
  auto lt = cast<RankedTensorType>(op->getOperand(0).getType());
  auto rt = cast<RankedTensorType>(op->getOperand(1).getType());
  if (lt.hasStaticShape() && rt.hasStaticShape())
    return {};
  return checkEqualDims(b, runtimeShape(b, *getStorageKind(lt), lhs),
                        runtimeShape(b, *getStorageKind(rt), rhs),
                        STYPE_KERNEL_SHAPE_MISMATCH);
}

Value mlir::stype::checkUpdateShapes(
    KernelBuilder &b, Operation *op, ArrayRef<ValueRange> operands,
    unsigned numStates, bool perRowState,
    const SmallVector<SmallVector<OpFoldResult>> *gradShapes) {
  auto shapeOf = [&](unsigned i) {
    return mixedShape(b, cast<ShapedType>(op->getOperand(i).getType()),
                      operands[i]);
  };
  SmallVector<OpFoldResult> wShape = shapeOf(0), got, want;
  auto expect = [&](ArrayRef<OpFoldResult> g, ArrayRef<OpFoldResult> w) {
    got.append(g.begin(), g.end());
    want.append(w.begin(), w.end());
  };
  if (gradShapes) {
    for (const SmallVector<OpFoldResult> &g : *gradShapes)
      expect(g, wShape);
  } else {
    expect(shapeOf(1), wShape);
  }
  for (unsigned i = 0; i < numStates; ++i) {
    if (perRowState && i == 0)
      expect(shapeOf(2 + i), {wShape[0], b.getIndexAttr(1)});
    else
      expect(shapeOf(2 + i), wShape);
  }
  return checkEqualMixedDims(b, got, want, STYPE_KERNEL_SHAPE_MISMATCH);
}

Value mlir::stype::emitStoresEveryRowChecks(KernelBuilder &b,
                                            ArrayRef<SmallVector<Value>> values,
                                            ArrayRef<StorageKind> kinds) {
  Value ok;
  for (size_t i = 0; i < values.size(); ++i) {
    if (kinds[i] != StorageKind::RowSparse)
      continue;
    RspBuffers rsp = RspBuffers::unpack(values[i]);
    Value full = arith::CmpIOp::create(b, arith::CmpIPredicate::eq,
                                       b.dim(rsp.indices, 0), rsp.numRows);
    Value missing = arith::XOrIOp::create(
        b, full, arith::ConstantIntOp::create(b, b.getI1Type(), 1));
    b.ifThen(missing, [&](KernelBuilder &b) {
      b.reportError(i == 0 ? STYPE_KERNEL_RSP_WEIGHT_NOT_FULL
                           : STYPE_KERNEL_RSP_STATE_NOT_FULL);
    });
    ok = andChecks(b, ok, full);
  }
  return ok;
}

Value mlir::stype::emitUpdateRuntimeChecks(
    KernelBuilder &b, Operation *op, ArrayRef<ValueRange> operands,
    unsigned numStates, bool perRowState, Value valid,
    const SmallVector<SmallVector<OpFoldResult>> *gradShapes) {
  if (valid) {
    Value bad = arith::XOrIOp::create(
        b, valid, arith::ConstantIntOp::create(b, b.getI1Type(), 1));
    b.ifThen(bad, [](KernelBuilder &b) {
      b.reportError(STYPE_KERNEL_INVALID_HYPERPARAMETER);
    });
  }
  return andChecks(
      b, valid,
      checkUpdateShapes(b, op, operands, numStates, perRowState, gradShapes));
}

Value mlir::stype::andChecks(KernelBuilder &b, Value a, Value c) {
  if (!a)
    return c;
  if (!c)
    return a;
  return arith::AndIOp::create(b, a, c);
}
