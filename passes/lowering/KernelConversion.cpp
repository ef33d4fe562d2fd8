//===- KernelConversion.cpp - the kernel lowering passes' pieces -*- C++
//-*-===//

#include "passes/lowering/KernelConversion.h"
#include "dialect/StypeOps.h"
#include "passes/lowering/KernelTarget.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/xxhash.h"

using namespace mlir;
using namespace mlir::stype;

void mlir::stype::populateAllKernels(TypeConverter &tc, RewritePatternSet &p) {
#define STYPE_POPULATE_KERNELS(Family) populate##Family##Kernels(tc, p);
  STYPE_KERNEL_FAMILIES(STYPE_POPULATE_KERNELS)
#undef STYPE_POPULATE_KERNELS
}

void mlir::stype::tagKernelLocations(ModuleOp module) {
  MLIRContext *ctx = module.getContext();
  module.walk([&](Operation *op) {
    if (!isa<StypeDialect>(op->getDialect()) || isa<ExitKernelUnlessOp>(op))
      return;
    auto name = StringAttr::get(ctx, op->getName().getStringRef());
    if (auto fused = dyn_cast<FusedLoc>(op->getLoc()))
      if (fused.getMetadata() == name)
        return;
    op->setLoc(FusedLoc::get(ctx, {op->getLoc()}, name));
  });
}

void mlir::stype::materializeKernelStrings(ModuleOp module) {
  OpBuilder b(module.getContext());
  auto ptrType = LLVM::LLVMPointerType::get(module.getContext());
  module.walk([&](LLVM::ZeroOp placeholder) {
    auto text = placeholder->getAttrOfType<StringAttr>(kKernelStringAttr);
    if (!text)
      return;
    std::string name =
        "__stype_str_" + llvm::utohexstr(llvm::xxh3_64bits(text.getValue()));
    if (!module.lookupSymbol(name)) {
      b.setInsertionPointToStart(module.getBody());
      std::string data = text.str();
      data.push_back('\0');
      LLVM::GlobalOp::create(
          b, module.getLoc(),
          LLVM::LLVMArrayType::get(b.getI8Type(), data.size()),
          /*isConstant=*/true, LLVM::Linkage::Private, name,
          b.getStringAttr(data), /*alignment=*/0);
    }
    b.setInsertionPoint(placeholder);
    Value address =
        LLVM::AddressOfOp::create(b, placeholder.getLoc(), ptrType, name);
    placeholder.replaceAllUsesWith(address);
    placeholder.erase();
  });
}

LogicalResult mlir::stype::applyKernelConversion(ModuleOp module,
                                                 const TypeConverter &converter,
                                                 RewritePatternSet &&patterns) {
  return applyKernelConversion(ArrayRef<Operation *>{module.getOperation()},
                               converter, std::move(patterns));
}

LogicalResult mlir::stype::applyKernelConversion(ArrayRef<Operation *> roots,
                                                 const TypeConverter &converter,
                                                 RewritePatternSet &&patterns) {
  if (roots.empty())
    return success();
  MLIRContext *ctx = roots.front()->getContext();
  populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(patterns,
                                                                 converter);
  populateCallOpTypeConversionPattern(patterns, converter);
  populateReturnOpTypeConversionPattern(patterns, converter);
  ConversionTarget target(*ctx);
  scf::populateSCFStructuralTypeConversionsAndLegality(converter, patterns,
                                                       target);
  target.addIllegalDialect<StypeDialect>();
  target.addLegalOp<ExitKernelUnlessOp>();
  target.addDynamicallyLegalOp<func::FuncOp>([&](func::FuncOp op) {
    return converter.isSignatureLegal(op.getFunctionType()) &&
           converter.isLegal(&op.getBody());
  });
  target.addDynamicallyLegalOp<func::ReturnOp, func::CallOp>(
      [&](Operation *op) -> std::optional<bool> {
        return converter.isLegal(op);
      });
  target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
  return applyPartialConversion(roots, target, std::move(patterns));
}

void mlir::stype::declareKernelErrorHook(ModuleOp module) {
  OpBuilder b = OpBuilder::atBlockBegin(module.getBody());
  auto declare = [&](StringRef name, FunctionType type) {
    if (module.lookupSymbol(name))
      return;
    func::FuncOp::create(b, module.getLoc(), name, type).setPrivate();
  };
  declare(kKernelErrorFn, b.getFunctionType({b.getI32Type()}, {}));
  declare(kShapeErrorFn,
          b.getFunctionType({b.getI32Type(),
                             LLVM::LLVMPointerType::get(module.getContext()),
                             b.getI64Type(), b.getI64Type()},
                            {}));
}

void mlir::stype::dropUnusedKernelErrorHook(ModuleOp module) {
  for (StringRef name : {kKernelErrorFn.data(), kShapeErrorFn.data()})
    if (auto fn = module.lookupSymbol<func::FuncOp>(name))
      if (fn.symbolKnownUseEmpty(module))
        fn.erase();
}
