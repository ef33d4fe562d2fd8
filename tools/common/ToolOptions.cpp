//===- ToolOptions.cpp - MLIR options in stype's tools --------------------===//

#include "tools/common/ToolOptions.h"

#include "passes/Registration.h"
#include "tools/common/Version.h"

#include "mlir/IR/AsmState.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/Timing.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

namespace cl = llvm::cl;

void stype::tools::printVersion(llvm::raw_ostream &os) {
  os << "stype version " << getVersion() << " (commit " << getGitCommit()
     << ")\n";
}

void stype::tools::registerVersionPrinter() {
  cl::SetVersionPrinter([](llvm::raw_ostream &os) {
    printVersion(os);
    // LLVM's own text: PrintVersionMessage ignores the printer set here.
    cl::PrintVersionMessage();
  });
}

void stype::tools::registerMlirOptions(cl::OptionCategory &category) {
  // First the passes: --mlir-print-ir-after=<pass> and the like take their
  // values from the pass registry when they are registered.
  mlir::stype::registerStypePassesAndPipelines();
  // MLIR registers these options in the general category: the ones that
  // appear here are MLIR's.
  llvm::DenseSet<cl::Option *> before;
  for (auto &entry : cl::getRegisteredOptions())
    before.insert(entry.second);
  mlir::registerPassManagerCLOptions();
  mlir::registerDefaultTimingManagerCLOptions();
  mlir::registerMLIRContextCLOptions();
  mlir::registerAsmPrinterCLOptions();
  for (auto &entry : cl::getRegisteredOptions())
    if (!before.contains(entry.second))
      entry.second->addCategory(category);
}

void stype::tools::hideUnrelatedOptions(
    llvm::ArrayRef<const cl::OptionCategory *> categories) {
  // LLVM's HideUnrelatedOptions decides what is unrelated (it also knows
  // the generic category of --help and --version) but makes it
  // ReallyHidden, which --help-hidden leaves out too: demote those to
  // Hidden.
  llvm::DenseMap<cl::Option *, cl::OptionHidden> shown;
  for (auto &entry : cl::getRegisteredOptions())
    shown[entry.second] = entry.second->getOptionHiddenFlag();
  cl::HideUnrelatedOptions(categories);
  for (auto &entry : cl::getRegisteredOptions()) {
    cl::Option *option = entry.second;
    if (shown.lookup(option) != cl::ReallyHidden &&
        option->getOptionHiddenFlag() == cl::ReallyHidden)
      option->setHiddenFlag(cl::Hidden);
  }
}

mlir::LogicalResult
stype::tools::applyPassManagerOptions(mlir::PassManager &pm) {
  if (mlir::failed(mlir::applyPassManagerCLOptions(pm)))
    return mlir::failure();
  mlir::applyDefaultTimingPassManagerCLOptions(pm);
  return mlir::success();
}

void stype::tools::parseCompilerCommandLine(int argc, char **argv,
                                            cl::OptionCategory &category,
                                            cl::OptionCategory &mlirCategory,
                                            const char *overview) {
  registerMlirOptions(mlirCategory);
  hideUnrelatedOptions({&category, &mlirCategory});
  registerVersionPrinter();
  cl::ParseCommandLineOptions(argc, argv, overview);
}
