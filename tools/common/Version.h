//===- Version.h - stype's version in the tools' --version ------*- C++ -*-===//
//
// The version of the project (CMake's `project(stype VERSION ...)`) and the
// git commit it was built from, determined at build time
// (cmake/StypeVersionInfo.cmake).  A library of its own, so that a new
// commit recompiles one file.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_TOOLS_COMMON_VERSION_H
#define STYPE_TOOLS_COMMON_VERSION_H

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace stype {
namespace tools {

/// The project's version, "0.1.0".
const char *getVersion();

/// The short hash of the commit built, or "unknown" when the sources were
/// not a git checkout or git was missing.
const char *getGitCommit();

/// Prints "stype version 0.1.0 (commit 1a2b3c4)".
void printVersion(llvm::raw_ostream &os);

/// Makes --version print printVersion()'s line followed by LLVM's version
/// text (and the extra printers LLVM's tools add).  Call before parsing the
/// command line.
void registerVersionPrinter();

} // namespace tools
} // namespace stype

#endif // STYPE_TOOLS_COMMON_VERSION_H
