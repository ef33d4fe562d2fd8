//===- StypeOps.td - stype operations ----------------------*- tablegen -*-===//
//
// Every op: the semantics in one sentence, the MXNet operator it mirrors, the
// storage-kind table, and an example.  Result storage kinds are inferred by
// `--stype-infer-storage`; before that pass runs, any result kind is accepted.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_DIALECT_STYPEOPS_TD
#define STYPE_DIALECT_STYPEOPS_TD

include "dialect/StypeDialect.td"
include "dialect/StypeInterfaces.td"
include "dialect/KernelTable.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

/// Every tensor operand and result has a byte size (elements x element
/// bytes, as if dense) that int64 can count: the kernels size their buffers
/// in int64 bytes.  Dynamic dimensions are checked when the kernels run.
def Stype_BoundedShapes : NativeOpTrait<"BoundedShapes"> {
  let cppNamespace = "::mlir::stype";
}

class Stype_Op<string mnemonic, list<Trait> traits = []>
    : Op<Stype_Dialect, mnemonic,
         !listconcat(traits, [Pure, Stype_BoundedShapes,
           DeclareOpInterfaceMethods<Stype_StorageInferenceOpInterface>])> {
  /// The op's kernels (dialect/KernelTable.td): `hasKernel`, the GPU
  /// availability and the docs' kernel table are generated from them.  An
  /// op without rows writes its `hasKernel` by hand (the elementwise maps:
  /// ElementwiseOps.def; the optimizer updates: their rule table).
  list<Stype_Kernel> kernels = [];
}

/// A tensor of f32/f64 values in any of the three storage kinds.
def Stype_ValueTensor : RankedTensorOf<[F32, F64]>;

// One file per operator family; each family's verifiers and inference rules
// live in the .cpp of the same name, its kernels in passes/lowering/.
include "dialect/ConversionOps.td"
include "dialect/LinalgOps.td"
include "dialect/ElementwiseOps.td"
include "dialect/IndexingOps.td"
include "dialect/ShapeOps.td"
include "dialect/ReductionOps.td"
include "dialect/OptimizerOps.td"
include "dialect/CombineOps.td"
include "dialect/NNOps.td"
include "dialect/FusionOps.td"
include "dialect/GraphOps.td"
include "dialect/KernelOps.td"
include "dialect/AutodiffOps.td"

#endif // STYPE_DIALECT_STYPEOPS_TD
