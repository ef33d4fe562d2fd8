//===- KernelTable.td - per-op kernel tables ---------------*- tablegen -*-===//
//
// Every op declares, next to its definition, the storage-kind combinations
// stype has a specialized kernel for: one `Stype_Kernel` row per kernel in
// the op's `kernels` list.  dialect/gen-kernel-tables.py reads the rows
// (llvm-tblgen --dump-json) and generates
//   - the op's `hasKernel` (StorageInferenceOpInterface): some row matches;
//   - the GPU column that passes/gpu asks (`hasGpuKernel`,
//     `hasGpuHostRoundTrip`) and that `--stype-infer-storage target=gpu`
//     turns into the explained dense fallback where it says `none`;
//   - the "Kernels" table of the op's section in docs/ops.md.
// ODS ignores the field, so editing a table regenerates and recompiles only
// dialect/KernelTable.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_DIALECT_KERNELTABLE_TD
#define STYPE_DIALECT_KERNELTABLE_TD

/// How the GPU pipeline (--stype-lower-kernels-gpu) runs a row's kernel.
class Stype_GpuForm<string v> { string value = v; }
/// A GPU kernel of its own (passes/gpu/GpuKernels.cpp, GpuFusion.cpp).
def Stype_GpuOwn : Stype_GpuForm<"own">;
/// The CPU kernel itself: it reaches buffers only through parallelFor, fill
/// and serialValue, which the device KernelTarget turns into launches.
def Stype_GpuSharesCpu : Stype_GpuForm<"cpu">;
/// The CPU kernel on the host between copies (no sensible device form).
def Stype_GpuHost : Stype_GpuForm<"host">;
/// No GPU form: `--stype-infer-storage target=gpu` takes the dense fallback.
def Stype_GpuNone : Stype_GpuForm<"none">;

/// One kernel of an op.
///   name:     the row's label (lowering tests and harness cases use it).
///   operands: one pattern per operand: "default", "row_sparse", "csr",
///             "any", or alternatives "default|row_sparse"; a last pattern
///             ending in "..." covers every remaining operand, otherwise
///             the operands after the patterns must be default (scalars
///             and hyper-parameter tensors).
///   results:  the same for the results.
///   gpu:      Stype_GpuOwn, Stype_GpuSharesCpu, Stype_GpuHost, Stype_GpuNone.
///   kernel:   what the kernel does, for the docs.
///   when:     a C++ condition on `op` (the op, its class), `in` and `out`
///             (the kinds) that must also hold; "" for none.
///   whenDoc:  the condition as the docs print it (defaults to `when`).
class Stype_Kernel<string n, list<string> ins, list<string> outs,
                   Stype_GpuForm g, string k, code w = "", string wd = ""> {
  string name = n;
  list<string> operands = ins;
  list<string> results = outs;
  string gpu = g.value;
  string kernel = k;
  code when = w;
  string whenDoc = !if(!empty(wd), w, wd);
}

/// Shorthands for the most common rows.
class Stype_DenseKernel<Stype_GpuForm gpu, string kernel = "dense">
    : Stype_Kernel<"dense", ["default..."], ["default..."], gpu, kernel>;

#endif // STYPE_DIALECT_KERNELTABLE_TD
