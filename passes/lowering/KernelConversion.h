//===- KernelConversion.h - the kernel lowering passes' pieces --*- C++ -*-===//
//
// What the kernel lowering passes (--stype-lower-kernels,
// --stype-lower-kernels-gpu) run: the kernel patterns of each op family, the
// partial conversion that applies them, and the module-level steps around
// it (the runtime hooks' declarations, op-tagged locations, the kernels'
// constant strings).
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_PASSES_LOWERING_KERNELCONVERSION_H
#define STYPE_PASSES_LOWERING_KERNELCONVERSION_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir {
namespace stype {

/// The op families with kernels, in the order --stype-lower-kernels adds
/// their patterns: populate<Family>Kernels (lowering/<Family>.cpp) adds the
/// kernel patterns of the ops of dialect/<Family>Ops.td.  A new family is one
/// entry here and its populate function.
#define STYPE_KERNEL_FAMILIES(X)                                               \
  X(Conversion)                                                                \
  X(Linalg)                                                                    \
  X(Elementwise)                                                               \
  X(Combine)                                                                   \
  X(NN)                                                                        \
  X(Indexing)                                                                  \
  X(Reduction)                                                                 \
  X(Optimizer)                                                                 \
  X(Fusion)                                                                    \
  X(Graph)                                                                     \
  X(Shape)
#define STYPE_DECLARE_POPULATE_KERNELS(Family)                                 \
  void populate##Family##Kernels(TypeConverter &tc, RewritePatternSet &p);
STYPE_KERNEL_FAMILIES(STYPE_DECLARE_POPULATE_KERNELS)
#undef STYPE_DECLARE_POPULATE_KERNELS
/// batch_dot's kernel alone (in populateLinalgKernels; the GPU shares it).
void populateBatchDotKernels(TypeConverter &tc, RewritePatternSet &p);
/// The kernel patterns of every family (--stype-lower-kernels).
void populateAllKernels(TypeConverter &tc, RewritePatternSet &p);

/// Applies `patterns` (the kernels of one lowering) to `module` as the
/// partial conversion of --stype-lower-kernels: stype ops illegal, function
/// signatures, calls, returns and scf ops converted to buffers by
/// `converter`.  Shared by --stype-lower-kernels and
/// --stype-lower-kernels-gpu.
LogicalResult applyKernelConversion(ModuleOp module,
                                    const TypeConverter &converter,
                                    RewritePatternSet &&patterns);
/// The same conversion of `roots` (functions) and the ops inside them only.
LogicalResult applyKernelConversion(ArrayRef<Operation *> roots,
                                    const TypeConverter &converter,
                                    RewritePatternSet &&patterns);

/// Declares the runtime's `stype_kernel_error(i32)` and
/// `stype_kernel_shape_error` in `module` (private) if they are not there:
/// what KernelBuilder::reportError and checkEqualDims call.
void declareKernelErrorHook(ModuleOp module);
/// Erases those declarations if nothing calls them.
void dropUnusedKernelErrorHook(ModuleOp module);
/// Tags the location of every stype op in `module` with its op name (a
/// FusedLoc whose metadata is the name), so that the kernels' allocation
/// errors can name the op they belong to.  Run before the kernel lowering.
void tagKernelLocations(ModuleOp module);
/// Turns the placeholders of the kernels' constant strings (the buffer
/// descriptions of KernelBuilder::alloc) into private LLVM globals, one per
/// distinct text.  Run after the kernel conversion.
void materializeKernelStrings(ModuleOp module);
/// The attribute holding the text of a kernel string (the `what` argument
/// of stype_kernel_alloc_error, the op and location of a shape error) until
/// materializeKernelStrings makes it a global: the regions a kernel is built
/// in have no parent op yet, so no global can be created while they are
/// built.
inline constexpr StringLiteral kKernelStringAttr = "stype.kernel_string";

} // namespace stype
} // namespace mlir

#endif // STYPE_PASSES_LOWERING_KERNELCONVERSION_H
