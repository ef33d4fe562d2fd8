//===- Registration.h - one registration point for the tools ----*- C++ -*-===//
//
// stype-opt, stype-run and the AOT compiler register exactly the same
// dialects, passes and pipelines through these two functions.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_PASSES_REGISTRATION_H
#define STYPE_PASSES_REGISTRATION_H

namespace mlir {
class DialectRegistry;
namespace stype {

/// Adds the stype dialect and every upstream dialect (and the LLVM
/// translation interfaces) that stype's pipelines produce or consume.
void registerStypeDialects(DialectRegistry &registry);

/// Registers stype's passes, its named pipelines and the upstream passes
/// useful on stype's output.
void registerStypePassesAndPipelines();

} // namespace stype
} // namespace mlir

#endif // STYPE_PASSES_REGISTRATION_H
