//===- stype-lsp-server.cpp - LSP server for stype IR -----------*- C++ -*-===//
//
// MLIR's language server (diagnostics, hover, go-to-definition, document
// symbols, completion) for .mlir files of stype ops, knowing the same
// dialects as stype-opt.  Editors start it as they start mlir-lsp-server
// (docs/tools.md).
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-lsp-server/MlirLspServerMain.h"

#include "passes/Registration.h"
#include "tools/common/ToolOptions.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::stype::registerStypeDialects(registry);
  stype::tools::registerVersionPrinter();
  return mlir::failed(mlir::MlirLspServerMain(argc, argv, registry)) ? 1 : 0;
}
