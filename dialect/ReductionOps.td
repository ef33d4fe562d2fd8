//===- ReductionOps.td - reductions -*- tablegen -*-===//
//
// Included by StypeOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_DIALECT_REDUCTIONOPS_TD
#define STYPE_DIALECT_REDUCTIONOPS_TD

// Reductions (sum, mean, norm, square_sum) go here.

#endif // STYPE_DIALECT_REDUCTIONOPS_TD
