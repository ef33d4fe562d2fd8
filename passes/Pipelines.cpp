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

void mlir::stype::buildStypeInferencePipeline(
    OpPassManager &pm, const StypeToLLVMOptions &options) {
  StypeInferStorageOptions infer;
  infer.fallbackWarnings = options.fallbackWarnings;
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
  // Kernels on buffers, before anything lowers them further.
  if (options.checkBounds)
    pm.addPass(createStypeCheckBounds());
  buildStypeBuffersToLLVMPipeline(pm, options.parallel);
}

void mlir::stype::buildStypeBuffersToLLVMPipeline(OpPassManager &pm,
                                                   bool parallel) {
  // Upstream: dense linalg to loops, sparse_tensor.sort to code, scf.parallel
  // to OpenMP, then LLVM.
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  pm.addPass(createSparseBufferRewritePass());
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

void mlir::stype::buildStypeHostToLLVMPasses(OpPassManager &pm,
                                              bool parallel) {
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
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
