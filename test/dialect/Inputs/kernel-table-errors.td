// Kernel tables with one mistake each, for gen-kernel-tables-errors.test:
// llvm-tblgen -D <CASE> --dump-json, then dialect/gen-kernel-tables.py.  The
// rows are the real ones (dialect/KernelTable.td); Stype_Op is a stand-in
// with the two fields the generator reads (dialect/StypeOps.td has the real
// one), so that no MLIR .td is needed.

include "dialect/KernelTable.td"

class Stype_Op<string mnemonic> {
  string opName = mnemonic;
  list<Stype_Kernel> kernels = [];
}

// A valid op before the broken one: the error must name the broken op.
def Stype_GoodOp : Stype_Op<"good"> {
  let kernels = [
    Stype_DenseKernel<Stype_GpuOwn>,
    Stype_Kernel<"csr_any", ["csr", "any", "default|row_sparse..."],
      ["default"], Stype_GpuNone, "k">,
  ];
}

#ifdef UNKNOWN_KIND
def Stype_BadKindOp : Stype_Op<"bad_kind"> {
  let kernels = [
    Stype_DenseKernel<Stype_GpuOwn>,
    Stype_Kernel<"coo_dense", ["default", "coo"], ["default"], Stype_GpuNone,
      "k">,
  ];
}
#endif

#ifdef UNKNOWN_KIND_IN_ALTERNATIVES
def Stype_BadAltOp : Stype_Op<"bad_alt"> {
  let kernels = [
    Stype_Kernel<"rsp_out", ["default"], ["row_sparse|dense"], Stype_GpuNone,
      "k">,
  ];
}
#endif

#ifdef DUPLICATE_ROW
def Stype_TwiceOp : Stype_Op<"twice"> {
  let kernels = [
    Stype_DenseKernel<Stype_GpuOwn>,
    Stype_Kernel<"csr", ["csr"], ["default"], Stype_GpuNone, "k">,
    Stype_Kernel<"csr", ["csr"], ["csr"], Stype_GpuNone, "k">,
  ];
}
#endif

#ifdef TOO_MANY_PATTERNS
def Stype_WideOp : Stype_Op<"wide"> {
  let kernels = [
    Stype_Kernel<"nine", ["default", "default", "default", "default",
      "default", "default", "default", "default", "csr"], ["default"],
      Stype_GpuNone, "k">,
  ];
}
#endif

#ifdef ELLIPSIS_NOT_LAST
def Stype_EllipsisOp : Stype_Op<"ellipsis"> {
  let kernels = [
    Stype_Kernel<"early", ["default...", "csr"], ["default"], Stype_GpuNone,
      "k">,
  ];
}
#endif

#ifdef UNKNOWN_GPU_FORM
def Stype_GpuTpu : Stype_GpuForm<"tpu">;
def Stype_TpuOp : Stype_Op<"tpu"> {
  let kernels = [Stype_Kernel<"dense", ["default"], ["default"], Stype_GpuTpu,
                              "k">];
}
#endif

#ifdef NO_DOC_SECTION
def Stype_UndocumentedOp : Stype_Op<"undocumented"> {
  let kernels = [Stype_DenseKernel<Stype_GpuOwn>];
}
#endif
