//===- FunctionTable.h - the function table of shared libraries -*- C++ -*-===//
//
// A kernel library that a program dlopens (stype-compile -emit=so) exports
// `<prefix>stype_library`, a constant stype_library_info
// (runtime/include/stype/stype.h, docs/abi.md "Function tables"): per entry
// point its name, the C entry point, a uniform call taking its inputs and
// outputs in arrays, the signature and the argument names.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_PASSES_FUNCTIONTABLE_H
#define STYPE_PASSES_FUNCTIONTABLE_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

namespace llvm {
class SourceMgr;
} // namespace llvm

namespace mlir {
namespace stype {

/// The discardable attribute (an array of strings) that carries a public
/// function's source argument names (`%w` gives "w") to emitFunctionTable.
constexpr const char *kArgNamesAttr = "stype.arg_names";

/// Records in kArgNamesAttr the source names of the arguments of every
/// function of `module` parsed from the main buffer of `sourceMgr`: the
/// `%name` at each argument's location (where an argument has an explicit
/// `loc(...)`, "argN").
void recordArgumentNames(ModuleOp module, llvm::SourceMgr &sourceMgr);

/// Adds the table to `module`, in the LLVM dialect after
/// --stype-emit-c-interface (whose entry points `<prefix><name>`,
/// `__stype_packed_<name>`, `__stype_sig_<name>` and `__stype_name_<name>`
/// it lists, calling them through `invoke`).  Names missing from
/// kArgNamesAttr are "argN".
LogicalResult emitFunctionTable(ModuleOp module, StringRef prefix,
                                StringRef invoke);

} // namespace stype
} // namespace mlir

#endif // STYPE_PASSES_FUNCTIONTABLE_H
