//===- Passes.h - stype passes and pipelines --------------------*- C++ -*-===//

#ifndef STYPE_PASSES_PASSES_H
#define STYPE_PASSES_PASSES_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
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

/// Options of the `stype-to-llvm` pipeline.
struct StypeToLLVMOptions : public PassPipelineOptions<StypeToLLVMOptions> {
  Option<bool> fallbackWarnings{
      *this, "fallback-warnings",
      llvm::cl::desc("Warn on every dense fallback"), llvm::cl::init(true)};
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
};

/// The first half of stype-to-llvm: storage inference and fallbacks.  After
/// it, function signatures show the inferred storage kinds.
void buildStypeInferencePipeline(OpPassManager &pm,
                                 const StypeToLLVMOptions &options);

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

} // namespace stype
} // namespace mlir

#endif // STYPE_PASSES_PASSES_H
