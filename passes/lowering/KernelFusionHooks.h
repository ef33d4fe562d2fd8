//===- KernelFusionHooks.h - hooks of the fused update kernel ---*- C++ -*-===//
//
// Hooks of the fused gradient + update kernel (lowering/Fusion.cpp): the
// row walk a gradient producer emits, the optimizer update it drives, and
// the producers' shapes; shared with the GPU fused kernels
// (gpu/GpuFusion.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_PASSES_LOWERING_KERNELFUSIONHOOKS_H
#define STYPE_PASSES_LOWERING_KERNELFUSIONHOOKS_H

#include "passes/lowering/KernelBuilder.h"

namespace mlir {
namespace stype {

/// The gradient row being applied, at column `col`: one element (`t` the
/// element type) or `t` = vector<L x elt> of the L elements from `col` on.
using GradRowFn = function_ref<Value(KernelBuilder &, Value col, Type t)>;
/// Updates weight row `row` with the gradient row `grad` (null: a row
/// without gradient).  Rows are independent: a walk may call it for
/// different rows on different threads.  `ahead`, if not null, is a row the
/// walk will update a few calls later (KernelBuilder::prefetchAhead): the
/// update prefetches its rows.
using FusedRowUpdate =
    function_ref<void(KernelBuilder &, Value row, Value ahead, GradRowFn grad)>;
/// Emits the loop over the gradient's rows, calling `update` for each:
/// ascending, and for every row in [0, numRows) when `allRows` (standard
/// updates).
using FusedRowWalk = function_ref<void(KernelBuilder &, bool allRows,
                                       Value numRows, FusedRowUpdate update)>;

/// The shapes of a fused kernel's gradient producers: each producer's
/// gradient (rows, width), and the i1 "the producers' operands agree" (null
/// where the verifier compared them).  The update compares the
/// shapes with the weight's and runs only where all agree.
struct FusedGradShapes {
  SmallVector<SmallVector<OpFoldResult>> shapes;
  Value ok;
};

/// Lowers the optimizer `update` (lowering/Optimizer.cpp) with its gradient
/// rows produced by `walk`, replacing `anchor` by the update's results.
/// `tensors` are the values (outside `anchor`) the update's operands stand
/// for, `operands` their buffers (the gradient's entry unused).
LogicalResult lowerFusedUpdate(Operation *update, Operation *anchor,
                               ValueRange tensors,
                               ArrayRef<ValueRange> operands, FusedRowWalk walk,
                               const FusedGradShapes &gradShapes,
                               ConversionPatternRewriter &rewriter,
                               const TypeConverter &converter);

/// The gradient shape (rows, width) of a fused gradient producer and the
/// i1 "its own operands agree" (reported as a shape mismatch where not; null
/// where the verifier compared them): dot(csr^T, default) with `first` the
/// csr's buffers and `second` the dense rhs, embedding_grad with `first`
/// the ids and `second` the output gradient.  lowering/Fusion.cpp; shared
/// with the GPU fused kernels (gpu/GpuFusion.cpp).
struct FusedProducerShape {
  SmallVector<OpFoldResult> shape;
  Value ok;
};
FusedProducerShape fusedProducerShape(KernelBuilder &b, Operation *producer,
                                      ValueRange first, Value second);

} // namespace stype
} // namespace mlir

#endif // STYPE_PASSES_LOWERING_KERNELFUSIONHOOKS_H
