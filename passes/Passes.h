//===- Passes.h - stype passes and pipelines --------------------*- C++ -*-===//

#ifndef STYPE_PASSES_PASSES_H
#define STYPE_PASSES_PASSES_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SparseTensor/IR/SparseTensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"

#include "dialect/StypeDialect.h"

namespace mlir {
namespace stype {

#define GEN_PASS_DECL
#include "passes/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "passes/Passes.h.inc"

/// Rows ahead that the lazy updates of the stype-to-llvm pipeline prefetch
/// (--stype-lower-kernels prefetch-distance; docs/performance.md measures
/// it).
inline constexpr int64_t kDefaultPrefetchDistance = 4;

/// The exit status of a process whose kernel failed a --stype-check-bounds
/// check (EX_SOFTWARE).
inline constexpr int kBoundsCheckExitStatus = 70;

/// Options of the `stype-to-llvm` pipeline.
struct StypeToLLVMOptions : public PassPipelineOptions<StypeToLLVMOptions> {
  Option<bool> fallbackWarnings{*this, "fallback-warnings",
                                llvm::cl::desc("Warn on every dense fallback"),
                                llvm::cl::init(true)};
  Option<bool> fuseUpdates{
      *this, "fuse-updates",
      llvm::cl::desc("Fuse row_sparse gradient producers into their optimizer "
                     "updates (--stype-fuse-update)"),
      llvm::cl::init(true)};
  Option<int64_t> vectorWidth{
      *this, "vector-width",
      llvm::cl::desc("Vector width in bits of the kernels' row loops (0 = "
                     "the host CPU's, 1 = scalar)"),
      llvm::cl::init(0)};
  Option<bool> parallel{
      *this, "parallel",
      llvm::cl::desc("Multi-threaded row loops through OpenMP (the caller "
                     "links libomp; the thread count is libomp's)"),
      llvm::cl::init(false)};
  Option<int64_t> prefetchDistance{
      *this, "prefetch-distance",
      llvm::cl::desc("Rows ahead whose weight and state rows lazy updates "
                     "prefetch (0 = none)"),
      llvm::cl::init(kDefaultPrefetchDistance)};
  Option<bool> checkAllocations{
      *this, "check-allocations",
      llvm::cl::desc("Check every buffer the kernels allocate (sizes that "
                     "overflow or are negative, failed allocations): "
                     "STYPE_KERNEL_ALLOCATION_FAILED and the kernel stops"),
      llvm::cl::init(true)};
  Option<bool> checkBounds{
      *this, "check-bounds",
      llvm::cl::desc("Check every memory access of the kernels at run time "
                     "(--stype-check-bounds): the first out-of-bounds one "
                     "prints the op's location and ends the process"),
      llvm::cl::init(false)};
};

/// The first half of stype-to-llvm: storage inference and fallbacks for the
/// kernels of `target` ("cpu" or "gpu").  After it, function signatures show
/// the inferred storage kinds.
void buildStypeInferencePipeline(OpPassManager &pm,
                                 const StypeToLLVMOptions &options,
                                 StringRef target = "cpu");

/// The second half: specialized kernels, then upstream conversions to LLVM.
void buildStypeLoweringPipeline(OpPassManager &pm);
/// The same with the vector width and threading of `options`.
void buildStypeLoweringPipeline(OpPassManager &pm,
                                const StypeToLLVMOptions &options);

/// Builds the pipeline from stype ops on tensors to the LLVM dialect:
/// storage inference, kernel lowering, and upstream conversions.  Shared by
/// stype-opt (`--stype-to-llvm`) and the JIT/AOT tools.
void buildStypeToLLVMPipeline(OpPassManager &pm,
                              const StypeToLLVMOptions &options);

/// Registers the stype passes and named pipelines.
void registerStypePipelines();

/// The upstream end of the lowering pipeline: kernels on buffers (scf,
/// memref, linalg, sparse_tensor.sort, vector) to the LLVM dialect; with
/// `parallel`, scf.parallel becomes OpenMP (the caller links libomp); with
/// `checkBounds`, --stype-check-bounds runs once linalg ops are loops and
/// sparse_tensor.sort is code, so that their accesses are checked too.
void buildStypeBuffersToLLVMPipeline(OpPassManager &pm, bool parallel = false,
                                     bool checkBounds = false);

/// The last conversions to the LLVM dialect (math, memref, arith, index, cf,
/// func, [omp,] then unrealized casts), after control flow is in cf.
void buildStypeHostToLLVMPasses(OpPassManager &pm, bool parallel = false);

/// The lowering half of stype-to-llvm with the GPU kernels run on the CPU
/// (--stype-lower-kernels-gpu, --stype-gpu-emulate): `stype-run
/// --gpu-emulate` tests the GPU kernels without a GPU.
/// With `checkBounds`, the emulated kernels are bounds-checked
/// (--stype-check-bounds); `order` is --stype-gpu-emulate's: forward,
/// reverse or shuffle:SEED; `checkAllocations` is --stype-lower-kernels-gpu's
/// check-allocations (false only to measure what the checks cost).
void buildStypeGpuEmulationLoweringPipeline(OpPassManager &pm,
                                            bool checkBounds = false,
                                            StringRef order = "forward",
                                            bool checkAllocations = true);

/// The order in which --stype-gpu-emulate runs the blocks of a launch and
/// the threads of a segment.
struct GpuEmulationOrder {
  enum Kind { Forward, Reverse, Shuffle } kind = Forward;
  /// The seed of `shuffle:SEED`.
  uint64_t seed = 0;
};

/// Parses `forward`, `reverse` or `shuffle:SEED` (SEED a non-negative
/// decimal integer); failure for anything else.
FailureOr<GpuEmulationOrder> parseGpuEmulationOrder(StringRef spec);

/// Options of the `stype-to-nvvm` pipeline (passes/gpu/GpuPipeline.cpp).
struct StypeToNVVMOptions : public PassPipelineOptions<StypeToNVVMOptions> {
  Option<bool> fallbackWarnings{*this, "fallback-warnings",
                                llvm::cl::desc("Warn on every dense fallback"),
                                llvm::cl::init(true)};
  Option<std::string> chip{*this, "chip",
                           llvm::cl::desc("NVIDIA GPU: sm_80 or sm_90"),
                           llvm::cl::init("sm_80")};
  Option<std::string> format{
      *this, "format",
      llvm::cl::desc("Embedded device code: isa (PTX, JIT-compiled by the "
                     "driver), bin (cubin, needs ptxas), fatbin, or offload "
                     "(LLVM IR)"),
      llvm::cl::init("isa")};
  Option<bool> serialize{
      *this, "serialize",
      llvm::cl::desc("Serialize the gpu.modules to gpu.binary (false: stop "
                     "with the kernels in the NVVM/LLVM dialects, for "
                     "inspection)"),
      llvm::cl::init(true)};
  Option<unsigned> optLevel{*this, "opt-level",
                            llvm::cl::desc("NVPTX optimization level"),
                            llvm::cl::init(3)};
  Option<bool> fuseUpdates{
      *this, "fuse-updates",
      llvm::cl::desc("Fuse row_sparse gradient producers into their optimizer "
                     "updates where the GPU kernels cover it "
                     "(--stype-fuse-update gpu=1)"),
      llvm::cl::init(true)};
  Option<std::string> toolkit{
      *this, "toolkit",
      llvm::cl::desc("CUDA toolkit directory whose bin/ptxas serializes "
                     "format=bin (empty: MLIR's default, then PATH)"),
      llvm::cl::init("")};
};

/// stype ops on tensors -> host code in the LLVM dialect calling the GPU
/// runtime (`mgpu*`, runtime/cuda/) plus `gpu.binary` device code for NVPTX.
void buildStypeToNVVMPipeline(OpPassManager &pm,
                              const StypeToNVVMOptions &options);
/// Registers `stype-to-nvvm`.
void registerStypeGpuPipelines();
/// The inference half for the GPU kernels: buildStypeInferencePipeline
/// (fallback warnings from `options`), then with `options.fuseUpdates`
/// --stype-fuse-update gpu=1 (only what --stype-lower-kernels-gpu has a
/// fused kernel for).  Shared by stype-to-nvvm, stype-compile
/// --target=nvptx and stype-run --gpu-emulate / --device=cuda.
void buildStypeGpuInferencePipeline(OpPassManager &pm,
                                    const StypeToLLVMOptions &options);
/// The part of `stype-to-nvvm` after storage inference (from
/// --stype-lower-kernels-gpu to the serialized gpu.binary), for
/// `stype-compile --target=nvptx`, which runs the inference itself.
void buildStypeGpuLoweringPipeline(OpPassManager &pm,
                                   const StypeToNVVMOptions &options);

} // namespace stype
} // namespace mlir

#endif // STYPE_PASSES_PASSES_H
