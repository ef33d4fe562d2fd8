//===- Version.h - stype's version and commit -------------------*- C++ -*-===//
//
// The version of the project (CMake's `project(stype VERSION ...)`) and the
// git commit it was built from, determined at build time
// (cmake/StypeVersionInfo.cmake).  A shared library of its own with nothing
// else in it: a new commit recompiles one file and relinks this library,
// not the tools (whose --version prints these through
// stype::tools::registerVersionPrinter, tools/common/ToolOptions.h).
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_TOOLS_COMMON_VERSION_H
#define STYPE_TOOLS_COMMON_VERSION_H

namespace stype {
namespace tools {

/// The project's version, "0.1.0".
const char *getVersion();

/// The short hash of the commit built, or "unknown" when the sources were
/// not a git checkout or git was missing.
const char *getGitCommit();

} // namespace tools
} // namespace stype

#endif // STYPE_TOOLS_COMMON_VERSION_H
