//===- GpuPipeline.cpp - the stype-to-nvvm pipeline -------------*- C++ -*-===//
//
// stype ops on tensors -> host code in the LLVM dialect that calls the GPU
// runtime (`mgpu*` functions, implemented by runtime/cuda/ on the CUDA driver
// API) and `gpu.binary` ops holding the NVPTX device code (PTX or cubin).
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/LLVMIR/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

void mlir::stype::buildStypeToNVVMPipeline(OpPassManager &pm,
                                           const StypeToNVVMOptions &options) {
  StypeToLLVMOptions infer;
  infer.fallbackWarnings = options.fallbackWarnings;
  infer.fuseUpdates = options.fuseUpdates;
  buildStypeGpuInferencePipeline(pm, infer);
  buildStypeGpuLoweringPipeline(pm, options);
}

void mlir::stype::buildStypeGpuInferencePipeline(
    OpPassManager &pm, const StypeToLLVMOptions &options) {
  StypeToLLVMOptions infer;
  infer.fallbackWarnings = options.fallbackWarnings;
  infer.fuseUpdates = false;
  // Fallbacks where the GPU has no specialized kernel.
  buildStypeInferencePipeline(pm, infer, "gpu");
  if (!options.fuseUpdates)
    return;
  // Only what the GPU kernels cover: a GPU pipeline never meets a fused
  // update that --stype-lower-kernels-gpu cannot lower.
  StypeFuseUpdateOptions fuse;
  fuse.gpu = true;
  pm.addPass(createStypeFuseUpdate(fuse));
}

void mlir::stype::buildStypeGpuLoweringPipeline(
    OpPassManager &pm, const StypeToNVVMOptions &options) {
  pm.addPass(createStypeLowerKernelsGpu());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  // After canonicalization (which would rebuild a host copy's memref.alloc
  // without its stype.host_buffer mark), before the frees of the device
  // copies.
  pm.addPass(createStypeGpuHostRoundTrips());
  // Not on a failed allocation's path: the buffers become device buffers
  // (--stype-gpu-device-buffers), which free() cannot release.
  StypeFreeTemporariesOptions temporaries;
  temporaries.freeOnExit = false;
  pm.addPass(createStypeFreeTemporaries(temporaries));
  pm.addPass(createStypeGpuDeviceBuffers());
  // Constants (and other index computations) defined above a launch are
  // moved into it: otherwise outlining passes each one as a kernel argument
  // and the device code multiplies, divides and shifts by parameters it
  // cannot fold.
  pm.addPass(createGpuLaunchSinkIndexComputationsPass());
  // Every gpu.launch becomes a gpu.func in a gpu.module + gpu.launch_func.
  pm.addPass(createGpuKernelOutliningPass());
  // Launches, allocations and copies on one stream per function, ordered by
  // tokens (gpu-to-llvm lowers gpu.alloc/dealloc in async form only).
  pm.addNestedPass<func::FuncOp>(createGpuAsyncRegionPass());
  // One stream per thread (the stype runtime): no host wait per launch.
  pm.addNestedPass<func::FuncOp>(createStypeGpuStreamOrder());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createSCFToControlFlowPass());

  GpuNVVMAttachTargetOptions target;
  target.chip = options.chip;
  target.optLevel = options.optLevel;
  pm.addPass(createGpuNVVMAttachTarget(target));
  OpPassManager &device = pm.nest<gpu::GPUModuleOp>();
  // The C math library's functions of the element rules: libdevice's.
  device.addPass(createStypeGpuLibdevice());
  device.addPass(createStypeGpuMathIntrinsics());
  ConvertGpuOpsToNVVMOpsOptions nvvm;
  nvvm.indexBitwidth = 64;
  device.addPass(createConvertGpuOpsToNVVMOps(nvvm));
  device.addPass(createReconcileUnrealizedCastsPass());
  // Kernels' prefetches as PTX prefetch.L2 (NVPTX drops llvm.prefetch).
  device.addPass(createStypeGpuPrefetch());
  // NVPTX alignments in the translation to LLVM IR (an i64 load in one).
  device.addPass(createStypeGpuDataLayout());

  // Host side.
  pm.addPass(createGpuToLLVMConversionPass());
  buildStypeHostToLLVMPasses(pm);

  if (!options.serialize)
    return;
  GpuModuleToBinaryPassOptions binary;
  binary.compilationTarget = options.format;
  if (!options.toolkit.empty())
    binary.toolkitPath = options.toolkit;
  pm.addPass(createGpuModuleToBinaryPass(binary));
}

void mlir::stype::buildStypeGpuEmulationLoweringPipeline(
    OpPassManager &pm, bool checkBounds, StringRef order,
    bool checkAllocations) {
  StypeLowerKernelsGpuOptions lower;
  lower.checkAllocations = checkAllocations || checkBounds;
  pm.addPass(createStypeLowerKernelsGpu(lower));
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addPass(createStypeGpuHostRoundTrips());
  pm.addPass(createStypeFreeTemporaries());
  StypeGpuEmulateOptions emulate;
  emulate.order = order.str();
  pm.addPass(createStypeGpuEmulate(emulate));
  pm.addPass(createCanonicalizerPass());
  buildStypeBuffersToLLVMPipeline(pm, /*parallel=*/false, checkBounds);
}

void mlir::stype::registerStypeGpuPipelines() {
  PassPipelineRegistration<StypeToNVVMOptions>(
      "stype-to-nvvm",
      "Lower stype ops to GPU kernels for NVIDIA GPUs: "
      "--stype-infer-storage, --stype-lower-kernels-gpu, outlining, NVVM, "
      "host code calling the GPU runtime, device code serialized to PTX or "
      "cubin",
      buildStypeToNVVMPipeline);
}
