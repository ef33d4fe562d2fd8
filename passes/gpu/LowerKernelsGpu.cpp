//===- LowerKernelsGpu.cpp - stype ops to GPU launches ----------*- C++ -*-===//
//
// --stype-lower-kernels-gpu (the conversion; kernels in GpuKernels.cpp),
// --stype-gpu-device-buffers, --stype-gpu-emulate and
// --stype-gpu-math-intrinsics.
//
//===----------------------------------------------------------------------===//

#include "dialect/FusionOps.h"
#include "dialect/StypeOps.h"
#include "passes/Passes.h"
#include "passes/gpu/GpuBuilder.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace stype {
#define GEN_PASS_DEF_STYPELOWERKERNELSGPU
#define GEN_PASS_DEF_STYPEGPUMATHINTRINSICS
#define GEN_PASS_DEF_STYPEGPUDEVICEBUFFERS
#define GEN_PASS_DEF_STYPEGPUEMULATE
#include "passes/Passes.h.inc"
} // namespace stype
} // namespace mlir

using namespace mlir;
using namespace mlir::stype;

namespace {

struct LowerKernelsGpu
    : public stype::impl::StypeLowerKernelsGpuBase<LowerKernelsGpu> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    WalkResult missing = module.walk<WalkOrder::PreOrder>([&](Operation *o) {
      // A fused update is one kernel: its body is not lowered op by op.
      if (isa<FusedUpdateOp>(o)) {
        if (hasGpuFusedKernel(o))
          return WalkResult::skip();
        o->emitOpError()
            << "has no GPU kernel for its body: the GPU kernels fuse one "
               "producer straight into an update with a default weight and "
               "default states (docs/gpu.md; --stype-fuse-update gpu=1 fuses "
               "only those)";
        return WalkResult::interrupt();
      }
      auto op = dyn_cast<StorageInferenceOpInterface>(o);
      if (!op || hasGpuKernel(op))
        return WalkResult::advance();
      SmallVector<StorageKind> in, out;
      for (Type t : op->getOperandTypes()) {
        FailureOr<StorageKind> kind = getStorageKind(t);
        in.push_back(succeeded(kind) ? *kind : StorageKind::Dense);
      }
      for (Type t : op->getResultTypes())
        out.push_back(*getStorageKind(t));
      op->emitOpError() << "has no GPU kernel for input storage types "
                        << formatKinds(in) << " and output storage types "
                        << formatKinds(out) << " (docs/gpu.md lists them)";
      return WalkResult::interrupt();
    });
    if (missing.wasInterrupted())
      return signalPassFailure();

    // Out-of-range run-time hyper-parameters are reported on the host.
    declareKernelErrorHook(module);
    StorageTypeConverter converter(ctx);
    RewritePatternSet patterns(ctx);
    populateGpuKernels(converter, patterns);
    populateGpuFusionKernels(converter, patterns);
    if (failed(applyKernelConversion(module, converter, std::move(patterns))))
      return signalPassFailure();
    dropUnusedKernelErrorHook(module);
  }
};

struct GpuMathIntrinsics
    : public stype::impl::StypeGpuMathIntrinsicsBase<GpuMathIntrinsics> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<Operation *> ops;
    getOperation().walk([&](Operation *op) {
      if (isa<math::SqrtOp, math::FmaOp>(op) &&
          (op->getResult(0).getType().isF32() ||
           op->getResult(0).getType().isF64()))
        ops.push_back(op);
    });
    OpBuilder b(&getContext());
    for (Operation *op : ops) {
      Type t = op->getResult(0).getType();
      std::string name = isa<math::SqrtOp>(op) ? "llvm.nvvm.sqrt.rn."
                                               : "llvm.nvvm.fma.rn.";
      name += t.isF32() ? "f" : "d";
      b.setInsertionPoint(op);
      auto call = LLVM::CallIntrinsicOp::create(
          b, op->getLoc(), t, b.getStringAttr(name), op->getOperands());
      op->getResult(0).replaceAllUsesWith(call.getResult(0));
      op->erase();
    }
  }
};

/// The ops of `func` outside gpu.launch bodies of type OpTy.
template <typename OpTy> SmallVector<OpTy> hostOps(func::FuncOp func) {
  SmallVector<OpTy> ops;
  func.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (isa<gpu::LaunchOp>(op))
      return WalkResult::skip();
    if (auto o = dyn_cast<OpTy>(op))
      ops.push_back(o);
    return WalkResult::advance();
  });
  return ops;
}

struct GpuDeviceBuffers
    : public stype::impl::StypeGpuDeviceBuffersBase<GpuDeviceBuffers> {
  using Base::Base;

  void runOnOperation() override {
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      bool launches = false;
      func.walk([&](gpu::LaunchOp) { launches = true; });
      if (!launches)
        continue;
      IRRewriter rewriter(&getContext());
      for (memref::AllocOp op : hostOps<memref::AllocOp>(func)) {
        rewriter.setInsertionPoint(op);
        auto dev = gpu::AllocOp::create(rewriter, op.getLoc(), op.getType(),
                                        Type(), ValueRange(),
                                        op.getDynamicSizes(),
                                        op.getSymbolOperands());
        rewriter.replaceOp(op, dev.getMemref());
      }
      for (memref::DeallocOp op : hostOps<memref::DeallocOp>(func)) {
        rewriter.setInsertionPoint(op);
        gpu::DeallocOp::create(rewriter, op.getLoc(), Type(), ValueRange(),
                               op.getMemref());
        rewriter.eraseOp(op);
      }
      for (memref::CopyOp op : hostOps<memref::CopyOp>(func)) {
        rewriter.setInsertionPoint(op);
        gpu::MemcpyOp::create(rewriter, op.getLoc(), Type(), ValueRange(),
                              op.getTarget(), op.getSource());
        rewriter.eraseOp(op);
      }
    }
  }
};

struct GpuEmulate : public stype::impl::StypeGpuEmulateBase<GpuEmulate> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<gpu::LaunchOp> launches;
    getOperation().walk([&](gpu::LaunchOp op) { launches.push_back(op); });
    for (gpu::LaunchOp launch : launches) {
      if (launch.getAsyncToken() || !launch.getAsyncDependencies().empty() ||
          launch.getDynamicSharedMemorySize() ||
          !launch.getBody().hasOneBlock()) {
        launch.emitOpError("cannot be emulated: async, shared memory or "
                           "several blocks");
        return signalPassFailure();
      }
      OpBuilder b(launch);
      Location loc = launch.getLoc();
      Value zero = arith::ConstantIndexOp::create(b, loc, 0);
      Value one = arith::ConstantIndexOp::create(b, loc, 1);
      gpu::KernelDim3 grid = launch.getGridSizeOperandValues();
      gpu::KernelDim3 block = launch.getBlockSizeOperandValues();
      SmallVector<Value> bounds = {grid.x,  grid.y,  grid.z,
                                   block.x, block.y, block.z};
      SmallVector<Value> ivs;
      for (Value ub : bounds) {
        auto loop = scf::ForOp::create(b, loc, zero, ub, one);
        ivs.push_back(loop.getInductionVar());
        b.setInsertionPoint(loop.getBody()->getTerminator());
      }
      Block &body = launch.getBody().front();
      IRMapping map;
      // Block arguments: block ids, thread ids, grid sizes, block sizes.
      for (unsigned i = 0; i < 6; ++i)
        map.map(body.getArgument(i), ivs[i]);
      for (unsigned i = 0; i < 6; ++i)
        map.map(body.getArgument(6 + i), bounds[i]);
      for (Operation &op : body.without_terminator())
        b.clone(op, map);
      launch.erase();
    }
  }
};

} // namespace
