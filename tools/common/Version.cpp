//===- Version.cpp - stype's version in the tools' --version ----*- C++ -*-===//

#include "tools/common/Version.h"

#include "tools/common/VersionInfo.inc"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

const char *stype::tools::getVersion() { return STYPE_VERSION_STRING; }

const char *stype::tools::getGitCommit() { return STYPE_GIT_COMMIT; }

void stype::tools::printVersion(llvm::raw_ostream &os) {
  os << "stype version " << getVersion() << " (commit " << getGitCommit()
     << ")\n";
}

void stype::tools::registerVersionPrinter() {
  llvm::cl::SetVersionPrinter([](llvm::raw_ostream &os) {
    printVersion(os);
    // LLVM's own text: PrintVersionMessage ignores the printer set here.
    llvm::cl::PrintVersionMessage();
  });
}
