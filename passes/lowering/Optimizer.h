//===- Optimizer.h - the row walk of the optimizer updates ------*- C++ -*-===//
//
// The pieces of passes/lowering/Optimizer.cpp that other kernels reuse (a
// fused dot + update, for one): an optimizer's update rule built from an
// update op, the run-time checks of its hyper-parameters, and the function
// that emits the update of one weight row (and its state rows) from a
// per-row gradient accessor.
//
// Typical use inside a conversion pattern:
//
//   KernelBuilder b(op->getLoc(), rewriter, kernelTargetOf(converter));
//   UpdateRule r = buildUpdateRule(b, op, adaptor.getOperands());
//   // r.valid (if set) is false when a run-time hyper-parameter is out of
//   // range: report STYPE_KERNEL_INVALID_HYPERPARAMETER and skip the update.
//   UpdateRows rows{b.rowsView(w), {b.rowsView(m)}, b.dim(..., 1)};
//   emitRowUpdate(b, r, rows, i, [&](KernelBuilder &b, Value col, Type t) {
//     return b.loadRow(t, gradRows, {k, col});   // t: element or vector
//   });
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_PASSES_LOWERING_OPTIMIZER_H
#define STYPE_PASSES_LOWERING_OPTIMIZER_H

#include "passes/lowering/KernelFusionHooks.h"

#include <functional>
#include <optional>

namespace mlir {
namespace stype {

/// A hyper-parameter (or a scalar derived from hyper-parameters, such as
/// `1 - lr*wd`): a compile-time constant, or an f64 value computed once
/// before the loops from the op's run-time operands.  Derived scalars are
/// computed in f64 in both cases and rounded once to the element type, so
/// the attribute and operand forms of an op give bit-identical results.
struct Hyper {
  /// The value when known at compile time.
  std::optional<double> known;
  /// Otherwise: the f64 value and its rounding to the element type.
  Value f64, elem;

  /// True if known at compile time to equal `v` (run-time values never are,
  /// so a kernel specialised on `is(0.0)` stays correct for any value).
  bool is(double v) const { return known && *known == v; }
  /// The value in the element type `t`, usable inside the loops.
  Value get(KernelBuilder &b, Type t) const {
    return known ? b.fconst(t, *known) : b.splat(t, elem);
  }
};

/// The hyper-parameters every update op shares.
struct UpdateCommon {
  Hyper lr, wd, rescale;
  double clip; // compile-time only; clipping iff >= 0
  bool lazy;
};

/// Stores a new value of state #i of the current element.
using SetState = function_ref<void(unsigned, Value)>;

/// An optimizer's update rule.  The row walk (lazy or standard) and the
/// dense loop are shared by every optimizer; a rule only says how one
/// element changes.
struct UpdateRule {
  UpdateCommon c;
  unsigned numStates = 0;
  /// Group AdaGrad: the single state holds one value per row ([rows, 1]),
  /// updated once per row by `rowState` before the elements.
  bool perRowState = false;
  /// Whether a row absent from a row_sparse gradient changes in a standard
  /// update (if not, the standard update walks the gradient's rows only).
  bool absentRowsChange = true;
  /// Multi-precision (mp_* ops): the last state is the weight's f32 master
  /// copy, which has the weight's storage kind; the weight and the
  /// gradient are f16 and `element` returns the f16 rounding of the new
  /// master copy.
  bool masterCopy = false;
  /// i1, true iff every run-time hyper-parameter is in range; null when all
  /// are compile-time constants (which the verifier checked).
  Value valid;
  /// New weight of one element from its weight `w`, its states (the per-row
  /// state's new value for Group AdaGrad) and its gradient `g` (null for a
  /// row absent from the gradient: a zero gradient).  New states are stored
  /// with `set` (before the weight).  The values may be vectors (several
  /// elements of a row, lane by lane; the per-row state broadcast).
  std::function<Value(KernelBuilder &, Value w, ArrayRef<Value> states, Value g,
                      SetState set)>
      element;
  /// Group AdaGrad: the new per-row state from the old one `h` and the row's
  /// gradient (`grad` null: absent row) of `rowLen` elements.
  std::function<Value(KernelBuilder &, Value h, GradRowFn grad, Value rowLen)>
      rowState;
};

/// Builds the rule of an optimizer update op (any op of
/// dialect/OptimizerOps.td, mp_* included) at `b`'s insertion point: run-time
/// hyper-parameters are read from `operands` (the op's lowered operands, as
/// a 1:N adaptor gives them), derived scalars and the range checks of
/// `valid` are emitted there, before any loop.
UpdateRule buildUpdateRule(KernelBuilder &b, Operation *op,
                           ArrayRef<ValueRange> operands);

/// The buffers one row update writes: the weight's rows (a 2-D rows x
/// row-length view), each state's rows, and the row length.
struct UpdateRows {
  Value wRows;
  SmallVector<Value> stateRows;
  Value rowLen;
};

/// Emits the update of row `i` of the weight and states, along the row in
/// vectors (KernelBuilder::rowLoop; the rule's arithmetic is applied to
/// vectors lane by lane: the same IEEE operations as the scalar code, so the
/// results are bit-identical).  `grad` gives the row's gradient a vector (or
/// an element) at a time; a null `grad` means the row has no gradient (a
/// zero gradient, for a standard update's absent rows).
void emitRowUpdate(KernelBuilder &b, const UpdateRule &r,
                   const UpdateRows &rows, Value i, GradRowFn grad);

/// Prefetches row `i` of the weight and of every state for writing (a lazy
/// walk does it a few rows ahead: the rows are scattered over the table, so
/// the hardware prefetchers cannot guess them).
void prefetchUpdateRows(KernelBuilder &b, const UpdateRows &rows, Value i);

} // namespace stype
} // namespace mlir

#endif // STYPE_PASSES_LOWERING_OPTIMIZER_H
