//===- Reduction.cpp - kernels of the reductions ----------------*- C++ -*-===//
//
// Kernels of the ops in dialect/ReductionOps.td.
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"
#include "passes/lowering/KernelBuilder.h"

using namespace mlir;
using namespace mlir::stype;

void mlir::stype::populateReductionKernels(TypeConverter &tc,
                                           RewritePatternSet &p) {
  (void)tc;
  (void)p;
}
