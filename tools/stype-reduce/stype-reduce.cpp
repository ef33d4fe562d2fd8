//===- stype-reduce.cpp - test-case reducer for stype IR --------*- C++ -*-===//
//
// MLIR's reducer (mlir-reduce) knowing stype's dialects and passes: shrinks
// a .mlir file while an interestingness script keeps succeeding, e.g.
//
//   stype-reduce bug.mlir --reduction-tree='traversal-mode=0
//   test=./still-fails.sh'
//
// See docs/tools.md.
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Tools/mlir-reduce/MlirReduceMain.h"

#include "passes/Registration.h"
#include "tools/common/ToolOptions.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::stype::registerStypeDialects(registry);
  // --opt-reduction-pass='opt-pass=stype-infer-storage ...' names them.
  mlir::stype::registerStypePassesAndPipelines();
  stype::tools::registerVersionPrinter();
  mlir::MLIRContext context(registry);
  return mlir::failed(mlir::mlirReduceMain(argc, argv, context)) ? 1 : 0;
}
