//===- Version.cpp - stype's version and commit -----------------*- C++ -*-===//

#include "tools/common/Version.h"

#include "tools/common/VersionInfo.inc"

const char *stype::tools::getVersion() { return STYPE_VERSION_STRING; }

const char *stype::tools::getGitCommit() { return STYPE_GIT_COMMIT; }
