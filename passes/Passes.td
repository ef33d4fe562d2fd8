//===- Passes.td - stype passes ----------------------------*- tablegen -*-===//

#ifndef STYPE_PASSES_PASSES_TD
#define STYPE_PASSES_PASSES_TD

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// Storage-kind inference
//===----------------------------------------------------------------------===//

def StypeInferStorage : Pass<"stype-infer-storage", "ModuleOp"> {
  let summary = "Infer result storage kinds by MXNet's rules and insert "
                "explained dense fallbacks";
  let description = [{
    Walks every function in order and rewrites the result type of each stype
    op to the storage kind that MXNet's `FInferStorageType` gives for its
    operand kinds (and a `forward_stype` hint).  Result kinds written in the
    input are placeholders: inference overwrites them, except for
    `cast_storage`, whose result kind is its meaning.  Function result types
    are updated to the inferred kinds.

    Where stype has no specialized kernel for the combination, the op is
    rewritten to `cast_storage` of each sparse operand to dense, the dense
    op, and a `cast_storage` back to the inferred kind, and a warning is
    emitted in the words of MXNet's "Storage type fallback detected".

    Before:

    ```mlir
    %r = stype.elemwise_add %a, %b : tensor<4x4xf32, #row_sparse>,
        tensor<4x4xf32, #csr> -> tensor<4x4xf32>
    ```

    After (plus a warning naming `elemwise_add`, `[row_sparse, csr, ]` and
    `[default, ]`):

    ```mlir
    %0 = stype.cast_storage %a : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
    %1 = stype.cast_storage %b : tensor<4x4xf32, #csr> to tensor<4x4xf32>
    %r = stype.elemwise_add %0, %1 : tensor<4x4xf32>, tensor<4x4xf32>
        -> tensor<4x4xf32>
    ```
  }];
  let dependentDialects = ["::mlir::stype::StypeDialect"];
  let options = [
    Option<"fallbackWarnings", "fallback-warnings", "bool", /*default=*/"true",
           "Emit a warning for every dense fallback (MXNet's "
           "MXNET_STORAGE_FALLBACK_LOG_VERBOSE)">,
    Option<"verbose", "verbose", "bool", /*default=*/"false",
           "Emit a remark per op with its storage kinds in and out and the "
           "chosen dispatch (MXNet's MXNET_INFER_STORAGE_TYPE_VERBOSE_LOGGING)">,
  ];
}

//===----------------------------------------------------------------------===//
// Kernel lowering
//===----------------------------------------------------------------------===//

def StypeLowerKernels : Pass<"stype-lower-kernels", "ModuleOp"> {
  let summary = "Lower stype ops to one specialized loop nest per "
                "storage-kind combination, on buffers";
  let description = [{
    Converts tensors to buffers and every stype op to the kernel for its
    storage-kind combination, written with `scf`, `memref`, `arith`, `math`
    and `linalg` (dense products).  Sparse tensors become several values,
    following MXNet's layouts:

    | tensor | lowered values |
    |---|---|
    | default `tensor<d0x..xT>` | `memref<d0x..xT>` |
    | csr `tensor<MxNxT, #csr>` | `memref<?xi64>` indptr, `memref<?xi64>` column ids, `memref<?xT>` data, `index` N |
    | row_sparse `tensor<d0xd1x..xT, #row_sparse>` | `memref<?xi64>` row ids, `memref<?xd1x..xT>` data, `index` d0 |

    Function signatures change accordingly; this is the ABI `stype-run`
    calls.  Kernels do work proportional to the stored entries: a lazy update
    touches only the rows stored in the gradient.  An optimizer writes into
    the weight's (and state's) buffers when no op after it uses the old
    value; otherwise it updates a copy.  Ops whose
    combination has no kernel are rejected with an error that suggests
    `--stype-infer-storage`.

    Before:

    ```mlir
    %g = stype.dot %x, %dy {transpose_a} : tensor<?x?xf32, #csr>,
        tensor<?x?xf32> -> tensor<?x?xf32, #row_sparse>
    ```

    After: a stable radix sort that buckets the entries of `%x` by column id,
    a loop that takes the distinct ids as the row ids of `%g`, and a loop
    over those rows (`scf.parallel` with `parallel`) summing
    `x[i, c] * dy[i, :]` in csr row order, in vector registers
    (`vector-width`), into row `c` of `%g`.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::func::FuncDialect",
    "::mlir::linalg::LinalgDialect", "::mlir::math::MathDialect",
    "::mlir::memref::MemRefDialect", "::mlir::scf::SCFDialect",
    "::mlir::sparse_tensor::SparseTensorDialect",
    "::mlir::vector::VectorDialect"
  ];
  let options = [
    Option<"vectorWidth", "vector-width", "int64_t", /*default=*/"1",
           "Vector register width in bits for the row loops of the hot "
           "kernels (vector.load/fma/store along a row, scalar remainder): "
           "0 = the host CPU's (512 with AVX-512F, 256 with AVX, 128 with "
           "SSE2/NEON); a width below the element's (e.g. 1, the default of "
           "the bare pass) = scalar loops.  The stype-to-llvm pipeline and "
           "the JIT pass 0">,
    Option<"parallel", "parallel", "bool", /*default=*/"false",
           "Emit the row loops of the hot kernels as scf.parallel (OpenMP "
           "after --stype-to-llvm{parallel=true}), taken when "
           "omp_get_max_threads() > 1; every thread writes its own rows">,
  ];
}

//===----------------------------------------------------------------------===//
// Buffer lifetime
//===----------------------------------------------------------------------===//

def StypeFreeTemporaries : Pass<"stype-free-temporaries", "ModuleOp"> {
  let summary = "Free the buffers of intermediate results that do not "
                "escape their function";
  let description = [{
    Inserts a `memref.dealloc` after the last use of every `memref.alloc`
    whose buffer (or a view of it, or a call result that may alias it)
    never reaches a terminator: the intermediate tensors of a kernel
    function, such as the prediction inside a training step.  Buffers that
    are returned stay alive for the caller, and function arguments are never
    freed or copied, so in-place optimizer updates keep costing only the
    touched rows.  (Upstream's ownership-based buffer deallocation clones
    every returned argument, which would copy a whole weight table per call.)

    Before:

    ```mlir
    %t = memref.alloc(%n) : memref<?xf32>
    ... uses of %t ...
    return %w : memref<?x?xf32>
    ```

    After:

    ```mlir
    %t = memref.alloc(%n) : memref<?xf32>
    ... uses of %t ...
    memref.dealloc %t : memref<?xf32>
    return %w : memref<?x?xf32>
    ```
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

#endif // STYPE_PASSES_PASSES_TD
