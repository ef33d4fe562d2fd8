//===- KernelOps.td - ops the kernel lowering emits ---------*- tablegen -*-===//
//
// Included by StypeOps.td.  Created by --stype-lower-kernels and
// --stype-lower-kernels-gpu inside the kernels they build (never written by
// users); lowered by --stype-lower-kernel-exits after the conversion to the
// LLVM dialect (passes/LowerKernelExits.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_DIALECT_KERNELOPS_TD
#define STYPE_DIALECT_KERNELOPS_TD

def Stype_ExitKernelUnlessOp : Op<Stype_Dialect, "exit_kernel_unless",
    [MemoryEffects<[MemWrite]>]> {
  let summary = "returns from the enclosing kernel at once unless a "
                "condition holds";
  let description = [{
    Where `condition` is false, the enclosing function returns immediately
    with all-zero results (null buffers of size 0); otherwise execution goes
    on after the op.  The kernels emit it right after a checked allocation
    that failed (see `stype_kernel_alloc_error` in docs/abi.md): the error is
    recorded first, so callers see STYPE_KERNEL_ALLOCATION_FAILED and never
    read the empty results; no later statement of the kernel runs, so it
    cannot write through a null or too-small buffer.

    It is an internal op of the kernel lowering: `--stype-lower-kernels`
    creates it in code on buffers, and `--stype-lower-kernel-exits` turns it
    into a conditional branch to a `llvm.return` of zeros once the function
    is in the LLVM dialect.  It must not be inside a region other than the
    function's body at that point (a parallel loop body, for instance); the
    pass reports that as an error at the op.

    Example (inside a kernel, after a checked `memref.alloc`):

    ```mlir
    stype.exit_kernel_unless %allocated
    ```
  }];
  let arguments = (ins I1:$condition);
  let assemblyFormat = "$condition attr-dict";
}

#endif // STYPE_DIALECT_KERNELOPS_TD
