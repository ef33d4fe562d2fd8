//===- LowerKernels.cpp - stype ops to specialized loop nests ---*- C++ -*-===//
//
// --stype-lower-kernels: a dialect conversion from stype ops on tensors to
// loops on buffers.  The type converter splits each sparse tensor into its
// buffers (1:N); each op family's patterns live in lowering/<Family>.cpp.
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"
#include "passes/Passes.h"
#include "passes/lowering/KernelBuilder.h"
#include "passes/lowering/KernelConversion.h"
#include "passes/lowering/VectorWidth.h"

#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/TargetParser/Host.h"

namespace mlir {
namespace stype {
#define GEN_PASS_DEF_STYPELOWERKERNELS
#include "passes/Passes.h.inc"
} // namespace stype
} // namespace mlir

using namespace mlir;
using namespace mlir::stype;

namespace {

/// The widest vector register of the host CPU, in bits (what the JIT, which
/// compiles for the host, can use).
int64_t hostVectorBits() {
  llvm::StringMap<bool> features = llvm::sys::getHostCPUFeatures();
  return widestVectorBits([&](StringRef f) { return features.lookup(f); },
                          /*none=*/0);
}

struct LowerKernels : public stype::impl::StypeLowerKernelsBase<LowerKernels> {
  using Base::Base;

  /// Rejects ops whose storage-kind combination has no kernel, with a
  /// message that says how to get one.
  LogicalResult checkKernels(ModuleOp module) {
    WalkResult r = module.walk([&](StorageInferenceOpInterface op) {
      SmallVector<StorageKind> in = getStorageKinds(op->getOperandTypes());
      SmallVector<StorageKind> out = getStorageKinds(op->getResultTypes());
      if (op.hasKernel(in, out))
        return WalkResult::advance();
      op->emitOpError() << "has no kernel for input storage types "
                        << formatKinds(in) << " and output storage types "
                        << formatKinds(out)
                        << "; run --stype-infer-storage first to infer the "
                           "result kinds and insert a dense fallback";
      return WalkResult::interrupt();
    });
    return failure(r.wasInterrupted());
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    if (vectorWidth < 0 || prefetchDistance < 0) {
      module.emitError() << "--stype-lower-kernels: "
                         << (vectorWidth < 0
                                 ? "vector-width=" + std::to_string(vectorWidth)
                                 : "prefetch-distance=" +
                                       std::to_string(prefetchDistance))
                         << " is negative (expected 0 or more)";
      return signalPassFailure();
    }
    if (failed(checkKernels(module)))
      return signalPassFailure();

    // Kernels report bad data through the runtime.
    declareKernelErrorHook(module);
    // Allocation and shape errors name the op of the kernel.
    tagKernelLocations(module);

    // Row loops: vector width and threads (the converter's, read by the
    // patterns' KernelBuilders).
    KernelTarget target{vectorWidth == 0 ? hostVectorBits()
                                         : int64_t(vectorWidth),
                        parallel, prefetchDistance, checkAllocations};
    if (parallel) {
      OpBuilder top = OpBuilder::atBlockBegin(module.getBody());
      if (!module.lookupSymbol(kOmpMaxThreadsFn))
        func::FuncOp::create(top, module.getLoc(), kOmpMaxThreadsFn,
                             top.getFunctionType({}, {top.getI32Type()}))
            .setPrivate();
    }

    StorageTypeConverter converter(ctx, target);
    RewritePatternSet patterns(ctx);
    populateAllKernels(converter, patterns);
    if (failed(applyKernelConversion(module, converter, std::move(patterns))))
      return signalPassFailure();

    // Drop the runtime hooks no kernel calls.
    dropUnusedKernelErrorHook(module);
    materializeKernelStrings(module);
    if (auto fn = module.lookupSymbol<func::FuncOp>(kOmpMaxThreadsFn))
      if (fn.symbolKnownUseEmpty(module))
        fn.erase();
  }
};

} // namespace
