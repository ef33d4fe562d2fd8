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
  let summary = "returns from the enclosing kernel at once unless an "
                "allocation succeeded, reporting the failure";
  let description = [{
    Where `allocated` is false, the enclosing function reports the failed
    allocation through the runtime (`stype_kernel_alloc_error`, see
    docs/abi.md: STYPE_KERNEL_ALLOCATION_FAILED with a message naming the
    buffer) and returns immediately with all-zero results (null buffers of
    size 0); otherwise execution goes on after the op.  The kernels emit it
    right after each checked allocation (`KernelBuilder::alloc`), so no later
    statement of the kernel runs after a failure and nothing is written
    through a null or too-small buffer.

    The report operands describe the buffer: `what` is the address of a
    NUL-terminated text ("f32 buffer for stype.cast_storage at f.mlir:9:8"),
    `overflow` says that its byte size did not fit in int64, `dims` are its
    sizes and `element_bytes` the bytes of one element.  They are only read
    on the failure path.

    It is an internal op of the kernel lowering: `--stype-lower-kernels`
    creates it in code on buffers, and `--stype-lower-kernel-exits` turns
    every exit of a function into a conditional branch to one shared
    reporting block once the function is in the LLVM dialect.  It must not
    be inside a region other than the function's body at that point (a
    parallel loop body, for instance); the pass reports that as an error at
    the op.

    Example (inside a kernel, after a checked `memref.alloc` of a
    `memref<?x?xf32>`):

    ```mlir
    stype.exit_kernel_unless %allocated, %what, %overflow [%rows, %cols]
        {element_bytes = 4 : i64} : !llvm.ptr
    ```
  }];
  let arguments = (ins I1:$allocated, AnyType:$what, I1:$overflow,
                       Variadic<I64>:$dims,
                       ConfinedAttr<I64Attr, [IntPositive]>:$element_bytes);
  let assemblyFormat = [{
    $allocated `,` $what `,` $overflow ` ` `[` $dims `]` attr-dict `:`
    type($what)
  }];
  let hasVerifier = 1;
}

#endif // STYPE_DIALECT_KERNELOPS_TD
