//===- CNames.h - function names that become C symbols ----------*- C++ -*-===//
//
// The public functions of a module become C entry points of a kernel
// library (stype-compile) or JIT-compiled symbols (stype-run), beside the
// C library, libm, libomp, the CUDA driver and the stype runtime that the
// kernels call.  checkFunctionNames refuses, at the function, a name that is
// not a C identifier, a C or C++ keyword, reserved to the implementation or
// a symbol one of those libraries defines (docs/abi.md, *Entry point
// names*).
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_PASSES_CNAMES_H
#define STYPE_PASSES_CNAMES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

#include <optional>
#include <string>

namespace mlir {
namespace stype {

/// Why `symbol` cannot be the C symbol of an entry point (a sentence that
/// follows "'<symbol>' "), or std::nullopt if it can.
std::optional<std::string> whyNotCSymbol(StringRef symbol);

/// Why a function defined in a module the stype pipeline lowers cannot be
/// called `name` whatever its C symbol: the name of a function the kernels
/// call (C library, libm, libomp, CUDA driver, MLIR's GPU wrappers, the stype
/// runtime) or a prefix of the compiler's own symbols.
std::optional<std::string> whyReservedInModule(StringRef name);

/// Checks every function defined in `module`: a public one's C symbol
/// (`prefix` + name) with whyNotCSymbol, its name and a private one's with
/// whyReservedInModule.  Emits one error per refused function at its
/// location.  stype-compile checks with its --prefix, stype-run with none
/// (what runs also compiles).
LogicalResult checkFunctionNames(ModuleOp module, StringRef prefix);

} // namespace stype
} // namespace mlir

#endif // STYPE_PASSES_CNAMES_H
