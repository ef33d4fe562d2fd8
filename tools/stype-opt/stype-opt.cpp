//===- stype-opt.cpp - stype optimizer driver -------------------*- C++ -*-===//
//
// An mlir-opt style driver that knows the stype dialect, its passes and the
// `stype-to-llvm` pipeline.
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

#include "passes/Registration.h"
#include "tools/common/ToolOptions.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::stype::registerStypeDialects(registry);
  mlir::stype::registerStypePassesAndPipelines();
  stype::tools::registerVersionPrinter();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "stype optimizer driver\n", registry));
}
