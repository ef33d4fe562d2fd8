//===- Registration.cpp - dialect and pass registration ---------*- C++ -*-===//

#include "passes/Registration.h"

#include "dialect/StypeDialect.h"
#include "passes/Passes.h"
#include "passes/lowering/KernelElementRules.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVM.h"
#include "mlir/Conversion/GPUCommon/GPUToLLVM.h"
#include "mlir/Conversion/IndexToLLVM/IndexToLLVM.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/MemRefToLLVM/MemRefToLLVM.h"
#include "mlir/Conversion/NVVMToLLVM/NVVMToLLVM.h"
#include "mlir/Conversion/Passes.h"
#include "mlir/Conversion/VectorToLLVM/ConvertVectorToLLVM.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Index/IR/IndexDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/Linalg/Transforms/RuntimeOpVerification.h"
#include "mlir/Dialect/MemRef/Transforms/RuntimeOpVerification.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Target/LLVM/NVVM/Target.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/GPU/GPUToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/NVVM/NVVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/OpenMP/OpenMPToLLVMIRTranslation.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

void mlir::stype::registerStypeDialects(DialectRegistry &registry) {
  registry.insert<stype::StypeDialect, sparse_tensor::SparseTensorDialect,
                  func::FuncDialect, arith::ArithDialect, math::MathDialect,
                  memref::MemRefDialect, scf::SCFDialect, linalg::LinalgDialect,
                  affine::AffineDialect, cf::ControlFlowDialect,
                  tensor::TensorDialect, bufferization::BufferizationDialect,
                  index::IndexDialect, LLVM::LLVMDialect, vector::VectorDialect,
                  omp::OpenMPDialect>();
  // The element functions of the elementwise ops (ElementwiseOpInterface,
  // from dialect/ElementwiseOps.def; promised by the dialect).
  registerElementRules(registry);
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  registerOpenMPDialectTranslation(registry);
  // GPU target (passes/gpu/): gpu and NVVM dialects, their translations and
  // the NVVM target's serialization to PTX/cubin.
  registry.insert<gpu::GPUDialect, NVVM::NVVMDialect>();
  registerGPUDialectTranslation(registry);
  // The translation of gpu.binary (#gpu.select_object) to LLVM IR.
  gpu::registerOffloadingLLVMTranslationInterfaceExternalModels(registry);
  registerNVVMDialectTranslation(registry);
  NVVM::registerNVVMTargetInterfaceExternalModels(registry);
  // convert-gpu-to-nvvm lowers the other dialects of a kernel through their
  // ConvertToLLVM interfaces.
  arith::registerConvertArithToLLVMInterface(registry);
  cf::registerConvertControlFlowToLLVMInterface(registry);
  registerConvertFuncToLLVMInterface(registry);
  index::registerConvertIndexToLLVMInterface(registry);
  registerConvertMathToLLVMInterface(registry);
  registerConvertMemRefToLLVMInterface(registry);
  registerConvertNVVMToLLVMInterface(registry);
  gpu::registerConvertGpuToLLVMInterface(registry);
  // Vector loads and stores of workgroup (shared) buffers: the radix sort's
  // tiles (passes/gpu/GpuBuilder.cpp).
  vector::registerConvertVectorToLLVMInterface(registry);
  // The run-time checks of --stype-check-bounds.
  memref::registerRuntimeVerifiableOpInterfaceExternalModels(registry);
  linalg::registerRuntimeVerifiableOpInterfaceExternalModels(registry);
}

void mlir::stype::registerStypePassesAndPipelines() {
  registerStypePasses();
  registerStypePipelines();
  registerStypeGpuPipelines();
  // Upstream passes that are handy on stype's output.
  registerCanonicalizerPass();
  registerCSEPass();
  registerConvertLinalgToLoopsPass();
  // The passes around --stype-inline-alloca-scopes in the parallel pipeline
  // (its lit test runs them one by one).
  registerConvertSCFToOpenMPPass();
  registerSCFToControlFlowPass();
}
