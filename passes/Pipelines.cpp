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
  pm.addPass(createStypeLowerKernels());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addPass(createStypeFreeTemporaries());
  buildStypeBuffersToLLVMPipeline(pm);
}

void mlir::stype::buildStypeBuffersToLLVMPipeline(OpPassManager &pm) {
  // Upstream: dense linalg to loops, sparse_tensor.sort to code, then LLVM.
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  pm.addPass(createSparseBufferRewritePass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createSCFToControlFlowPass());
  buildStypeHostToLLVMPasses(pm);
}

void mlir::stype::buildStypeHostToLLVMPasses(OpPassManager &pm) {
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

void mlir::stype::buildStypeToLLVMPipeline(OpPassManager &pm,
                                           const StypeToLLVMOptions &options) {
  buildStypeInferencePipeline(pm, options);
  buildStypeLoweringPipeline(pm);
}

void mlir::stype::registerStypePipelines() {
  PassPipelineRegistration<StypeToLLVMOptions>(
      "stype-to-llvm",
      "Lower stype ops to the LLVM dialect: --stype-infer-storage, "
      "--stype-lower-kernels, then upstream conversions to LLVM",
      buildStypeToLLVMPipeline);
}
