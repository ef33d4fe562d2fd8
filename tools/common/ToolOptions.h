//===- ToolOptions.h - MLIR options in stype's tools ------------*- C++ -*-===//
//
// What stype's tools share on the command line: a --version with stype's
// version and commit; for stype-run and stype-compile, MLIR's pass-manager,
// timing, context and printer options as stype-opt has them
// (--mlir-print-ir-after-all, --mlir-timing, ...), and a --help that lists
// the tool's own options instead of the hundreds of backend flags LLVM's
// static initializers register.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_TOOLS_COMMON_TOOLOPTIONS_H
#define STYPE_TOOLS_COMMON_TOOLOPTIONS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/LogicalResult.h"

namespace llvm {
class raw_ostream;
namespace cl {
class OptionCategory;
} // namespace cl
} // namespace llvm

namespace mlir {
class PassManager;
} // namespace mlir

namespace stype {
namespace tools {

/// Prints "stype version 0.1.0 (commit 1a2b3c4)" (tools/common/Version.h).
void printVersion(llvm::raw_ostream &os);

/// Makes --version print printVersion()'s line followed by LLVM's version
/// text (and the extra printers LLVM's tools add).  Every stype tool calls
/// it before parsing its command line.
void registerVersionPrinter();

/// Registers the command-line options stype-opt gets from MlirOptMain
/// (mlir::registerPassManagerCLOptions, registerDefaultTimingManagerCLOptions,
/// registerMLIRContextCLOptions, registerAsmPrinterCLOptions) and lists them
/// under `category` in --help; registers stype's passes, which
/// --mlir-print-ir-after=<pass> and the like name.  Call before parsing the
/// command line; the pass managers the tool builds then take them through
/// applyPassManagerOptions().
void registerMlirOptions(llvm::cl::OptionCategory &category);

/// Hides from --help every option outside `categories` (and LLVM's generic
/// --help/--version), like llvm::cl::HideUnrelatedOptions, except that the
/// hidden options stay listed by --help-hidden and --help-list-hidden.
void hideUnrelatedOptions(
    llvm::ArrayRef<const llvm::cl::OptionCategory *> categories);

/// The command-line setup of stype-run and stype-compile: registers MLIR's
/// options under `mlirCategory` (registerMlirOptions), shows only `category`
/// and `mlirCategory` in --help, registers the --version printer, then
/// parses the command line with `overview` as the --help overview.
void parseCompilerCommandLine(int argc, char **argv,
                              llvm::cl::OptionCategory &category,
                              llvm::cl::OptionCategory &mlirCategory,
                              const char *overview);

/// Applies the options of registerMlirOptions() to `pm`: IR printing, crash
/// reproducers, pass statistics (mlir::applyPassManagerCLOptions) and
/// --mlir-timing (a report per pass manager, printed when it is destroyed).
/// Fails, with the diagnostic on the pass manager's context, when MLIR
/// refuses the combination given.
llvm::LogicalResult applyPassManagerOptions(mlir::PassManager &pm);

} // namespace tools
} // namespace stype

#endif // STYPE_TOOLS_COMMON_TOOLOPTIONS_H
