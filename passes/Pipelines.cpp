//===- Pipelines.cpp - the stype-to-llvm pipeline ---------------*- C++ -*-===//
//
// One pipeline from stype ops on tensors to the LLVM dialect, shared by
// stype-opt (`--stype-to-llvm`), stype-run (JIT) and the AOT tools.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SparseTensor/Transforms/Passes.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

void mlir::stype::buildStypeInferencePipeline(OpPassManager &pm,
                                              const StypeToLLVMOptions &options,
                                              StringRef target) {
  // stype.grad first: the gradients it builds are inferred like any op.
  pm.addPass(createStypeDifferentiate());
  StypeInferStorageOptions infer;
  infer.fallbackWarnings = options.fallbackWarnings;
  infer.target = target.str();
  pm.addPass(createStypeInferStorage(infer));
  pm.addPass(createCanonicalizerPass());
  if (options.fuseUpdates)
    pm.addPass(createStypeFuseUpdate());
}

void mlir::stype::buildStypeLoweringPipeline(OpPassManager &pm) {
  buildStypeLoweringPipeline(pm, StypeToLLVMOptions());
}

void mlir::stype::buildStypeLoweringPipeline(
    OpPassManager &pm, const StypeToLLVMOptions &options) {
  StypeLowerKernelsOptions lower;
  lower.vectorWidth = options.vectorWidth;
  lower.parallel = options.parallel;
  lower.prefetchDistance = options.prefetchDistance;
  lower.checkAllocations = options.checkAllocations || options.checkBounds;
  pm.addPass(createStypeLowerKernels(lower));
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addPass(createStypeFreeTemporaries());
  buildStypeBuffersToLLVMPipeline(pm, options.parallel, options.checkBounds);
}

void mlir::stype::buildStypeBuffersToLLVMPipeline(OpPassManager &pm,
                                                  bool parallel,
                                                  bool checkBounds) {
  // Upstream: dense linalg to loops, sparse_tensor.sort to code, scf.parallel
  // to OpenMP, then LLVM.
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  pm.addPass(createSparseBufferRewritePass());
  // Every access of the kernels, the loops of linalg ops and of the sorts
  // included, before anything lowers them further.
  if (checkBounds)
    pm.addPass(createStypeCheckBounds());
  if (parallel) {
    pm.addPass(createConvertSCFToOpenMPPass());
    // Inlines the memref.alloca_scope it wraps loop bodies in (they hold no
    // alloca; the canonicalizer keeps those with a call), which
    // convert-scf-to-cf could not lower.
    pm.addPass(createStypeInlineAllocaScopes());
    pm.addPass(createCanonicalizerPass());
  }
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createConvertVectorToLLVMPass());
  pm.addPass(createSCFToControlFlowPass());
  buildStypeHostToLLVMPasses(pm, parallel);
}

void mlir::stype::buildStypeHostToLLVMPasses(OpPassManager &pm, bool parallel) {
  pm.addPass(createConvertMathToLLVMPass());
  // aligned_alloc: a buffer's aligned address is its allocation, which
  // --stype-free-temporaries relies on to free a stopping kernel's buffers.
  FinalizeMemRefToLLVMConversionPassOptions memrefOptions;
  memrefOptions.useAlignedAlloc = true;
  pm.addPass(createFinalizeMemRefToLLVMConversionPass(memrefOptions));
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  // Kernels whose allocation failed return at once (after the error).
  pm.addPass(createStypeLowerKernelExits());
  if (parallel)
    pm.addPass(createConvertOpenMPToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

void mlir::stype::buildStypeToLLVMPipeline(OpPassManager &pm,
                                           const StypeToLLVMOptions &options) {
  buildStypeInferencePipeline(pm, options);
  buildStypeLoweringPipeline(pm, options);
}

void mlir::stype::registerStypePipelines() {
  PassPipelineRegistration<StypeToLLVMOptions>(
      "stype-to-llvm",
      "Lower stype ops to the LLVM dialect: --stype-infer-storage, "
      "--stype-lower-kernels, then upstream conversions to LLVM",
      buildStypeToLLVMPipeline);
}
