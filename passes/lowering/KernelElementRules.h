//===- KernelElementRules.h - rules the kernels share -----------*- C++ -*-===//
//
// The element rules and host-side checks of the CPU kernels that the fused
// kernels (lowering/Fusion.cpp) and the GPU kernels (passes/gpu/) reuse:
// elementwise, activation, broadcast, reduction, where, add_n and the
// optimizer updates' per-element rules.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_PASSES_LOWERING_KERNELELEMENTRULES_H
#define STYPE_PASSES_LOWERING_KERNELELEMENTRULES_H

#include "dialect/StypeOps.h"
#include "passes/lowering/KernelBuilder.h"

#include "mlir/IR/DialectRegistry.h"

#include <functional>

namespace mlir {
namespace stype {

/// f of one element of each operand of an elementwise op (every row of
/// dialect/ElementwiseOps.def, clip, quadratic, zeros_like): the op's
/// ElementwiseOpInterface at `b`'s insertion point.  The CPU kernels
/// (lowering/Elementwise.cpp, Combine.cpp), the fused kernels
/// (FusionRole::Elementwise in dialect/FusionOps.h) and the GPU kernels
/// (gpu/GpuKernels.cpp) all build it so.  Functions of the C math library
/// are `func.call`s (libdevice's on a GPU: --stype-gpu-libdevice).
inline Value elementValue(KernelBuilder &b, ElementwiseOpInterface op,
                          ValueRange elements) {
  return op.buildElementValue(b, b.getLoc(), elements);
}

/// Attaches the element functions of the rows of dialect/ElementwiseOps.def
/// (and clip, quadratic, zeros_like) to their ops as ElementwiseOpInterface
/// models (lowering/Elementwise.cpp); registerStypeDialects calls it.
void registerElementRules(DialectRegistry &registry);

/// MXNet's Activation of one element `x` (relu, sigmoid, tanh, softrelu,
/// softsign): the element functions of the unary ops of the same names
/// (lowering/Elementwise.cpp), for stype.activation's kernel (lowering/NN.cpp).
Value emitActivationValue(KernelBuilder &b, Operation *op, ActType act,
                          Value x);

/// Whether `op` is an elementwise map: an ElementwiseOpInterface op whose
/// operands have the result's shape (not a broadcast_* op).
bool isElementwiseValueMap(Operation *op);

/// broadcast_add/sub/mul/div of two default buffers (lowering/Combine.cpp):
/// the result's dims by numpy broadcasting (on the host; a pair of dims
/// that do not broadcast reports STYPE_KERNEL_BROADCAST_SHAPE_MISMATCH and
/// gives the smaller size, so no read is out of bounds), and the element at
/// output index `ivs` (in a kernel).  The CPU and GPU kernels share them.
SmallVector<Value> emitBroadcastDims(KernelBuilder &b, Value lhs, Value rhs);
Value emitBroadcastValue(KernelBuilder &b, Operation *op, Value lhs, Value rhs,
                         ArrayRef<Value> ivs);
/// sum, mean, norm, max, min or argmax of a default buffer
/// (lowering/Reduction.cpp), for a kernel that computes each output element
/// on its own (the GPU's; max, min and argmax on the CPU too): the result
/// dims and the input's (outer, len, inner) view around the axis, on the
/// host, ...
struct DenseReduction {
  Operation *op;
  bool allAxes, exclude;
  SmallVector<Value> dims;
  Value outer, len, inner, count;
};
DenseReduction emitDenseReduction(KernelBuilder &b, Operation *op, Value in);
/// ... and, in a kernel, output element `g` (flat) from the flat input: the
/// CPU kernel's terms in its order, then its mean or square root: the same
/// bits.
Value emitDenseReductionElement(KernelBuilder &b, const DenseReduction &r,
                                Value flatIn, Value g);

/// where(cond, x, y) (lowering/Combine.cpp): whether a default condition is
/// a row vector (1-D for a higher-rank x: one flag per row of x), and the
/// run-time shape checks of the CPU and GPU kernels (null: nothing to
/// check; false: a mismatch was reported and nothing may be read).
bool whereConditionIsRowVector(Operation *op, ValueRange cond, Value x);
Value emitWhereRuntimeChecks(KernelBuilder &b, Operation *op, ValueRange cond,
                             ValueRange x, ValueRange y);

/// add_n (lowering/Combine.cpp): every operand must have one run-time
/// shape (null: nothing to check; false: a mismatch was reported).
Value emitAddNRuntimeChecks(KernelBuilder &b, Operation *op,
                            ArrayRef<ValueRange> args);

/// broadcast_mul/div of a csr by a default buffer into a csr: the host
/// check that the default operand broadcasts to the csr's shape (a
/// mismatch reported; false then), and the new value of stored entry `p`
/// of row `i` (in a kernel).
Value emitCsrBroadcastCheck(KernelBuilder &b, ValueRange csr, Value dense);
Value emitCsrBroadcastEntry(KernelBuilder &b, Operation *op, ValueRange csr,
                            Value dense, Value i, Value p);

/// The buffers of a sparse tensor of `kind` with the shape of the one in
/// `in` and nothing stored (zeros_like; MXNet's FillZerosRspImpl /
/// FillZerosCsrImpl): empty row ids and data, or csr row offsets set to 0
/// by `zero` (on the CPU a fill, on the GPU a device fill).
SmallVector<Value>
emptySparseLike(KernelBuilder &b, StorageKind kind, ValueRange in,
                function_ref<void(KernelBuilder &, Value)> zero);

/// The per-element rule of an optimizer update op (dialect/OptimizerOps.td),
/// for lowerings other than the CPU loop nests (the GPU kernels of
/// passes/gpu/).  `element(b, w, states, g, set)` returns the new weight of
/// one element and stores its new states with `set(i, value)`; `g` is null
/// for a row absent from a row_sparse gradient (a zero gradient).
struct OptimizerElementRule {
  unsigned numStates = 0;
  bool lazy = true;
  /// Whether rows absent from a row_sparse gradient change in a standard
  /// update.
  bool absentRowsChange = true;
  /// Group AdaGrad's per-row state (not an element rule).
  bool perRowState = false;
  std::function<Value(KernelBuilder &, Value w, ArrayRef<Value> states, Value g,
                      function_ref<void(unsigned, Value)> set)>
      element;
  /// With run-time hyper-parameters: true iff they are in range (computed
  /// where the rule's scalars are; null when there is nothing to check).
  /// Out of range, a kernel reports STYPE_KERNEL_INVALID_HYPERPARAMETER and
  /// changes nothing.
  Value valid;
};
/// The rule of `op`, or failure if `op` is not an f32/f64 optimizer update.
/// With a builder, the rule's scalars are emitted at its insertion point
/// (`operands`: the op's lowered operands) and `element` may be called; without
/// one, only the flags are filled.
FailureOr<OptimizerElementRule>
getOptimizerElementRule(Operation *op, KernelBuilder *b = nullptr,
                        ArrayRef<ValueRange> operands = {});
/// True if `op` may write into the buffers of its operand `tensor` (no later
/// use observes the old value): the optimizers' in-place rule.
bool canUpdateOperandInPlace(Value tensor, Operation *op);

} // namespace stype
} // namespace mlir

#endif // STYPE_PASSES_LOWERING_KERNELELEMENTRULES_H
