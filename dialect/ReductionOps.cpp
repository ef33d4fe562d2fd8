//===- ReductionOps.cpp - reductions ----------------------------*- C++ -*-===//
//
// Verifiers and storage-kind inference of the ops in ReductionOps.td.
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"
#include "dialect/VerifyUtils.h"
