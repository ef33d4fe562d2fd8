//===- Passes.td - stype passes ----------------------------*- tablegen -*-===//

#ifndef STYPE_PASSES_PASSES_TD
#define STYPE_PASSES_PASSES_TD

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// Reverse-mode differentiation
//===----------------------------------------------------------------------===//

def StypeDifferentiate : Pass<"stype-differentiate", "ModuleOp"> {
  let summary = "Expand stype.grad and stype.value_and_grad in reverse mode";
  let description = [{
    Replaces every `stype.grad` / `stype.value_and_grad` by a copy of its
    callee's body (calls inside it inlined) followed by the reverse sweep:
    walking the copied ops backwards from the loss, each op on a path from
    a `wrt` argument to the loss builds the gradients of its operands from
    those of its results with its rule (`DifferentiableOpInterface`,
    dialect/Gradients.cpp; docs/autodiff.md tables them).  A value used
    several times gets the sum of its gradients (`stype.elemwise_add`, in
    the reverse order of its uses); a `wrt` argument the loss does not
    depend on gets `stype.zeros_like`.  The seed is a tensor of ones of the
    loss's shape (MXNet's `backward()`), unless the loss comes from a loss
    layer (`make_loss`, the regression outputs, `softmax_output`), whose
    rule ignores it.  Ops off those paths get no gradient, so constants,
    labels and token ids cost nothing.  Finally, common subexpressions and
    dead ops of the expanded function are removed, so a forward pass that
    the caller also computes is shared.

    The gradients are built with default result types;
    `--stype-infer-storage`, which runs next in every pipeline, gives them
    MXNet's kinds (the gradient of `%w` in `dot(%x, %w)` with a csr `%x`
    becomes row_sparse), and `--stype-fuse-update` fuses them into their
    updates like hand-written gradients.

    Errors (at the op, with a note at the `stype.grad`): an op on a path
    from a `wrt` argument to the loss without a gradient rule, a path
    through an operand MXNet computes no gradient for (a loss layer's
    label), control flow or a recursive call in the callee.

    Before:

    ```mlir
    func.func private @loss(%x: tensor<8x100xf32, #csr>, %y: tensor<8x1xf32>,
                            %w: tensor<100x1xf32>) -> tensor<8x1xf32> {
      %p = stype.dot %x, %w : tensor<8x100xf32, #csr>, tensor<100x1xf32> -> tensor<8x1xf32>
      %l = stype.linear_regression_output %p, %y : tensor<8x1xf32>, tensor<8x1xf32> -> tensor<8x1xf32>
      return %l : tensor<8x1xf32>
    }
    ...
    %gw = stype.grad @loss(%x, %y, %w) wrt [2]
        : (tensor<8x100xf32, #csr>, tensor<8x1xf32>, tensor<100x1xf32>) -> tensor<100x1xf32>
    ```

    After (`%gw` becomes row_sparse in `--stype-infer-storage`):

    ```mlir
    %p = stype.dot %x, %w : tensor<8x100xf32, #csr>, tensor<100x1xf32> -> tensor<8x1xf32>
    %l = stype.linear_regression_output %p, %y : ...
    %d = stype.linear_regression_output_grad %l, %y : ... -> tensor<8x1xf32>
    %gw = stype.dot %x, %d {transpose_a} : tensor<8x100xf32, #csr>, tensor<8x1xf32> -> tensor<100x1xf32>
    ```
  }];
  let dependentDialects = ["::mlir::stype::StypeDialect"];
}

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
    With `target=gpu` (the GPU pipelines), the kernels are those of
    `--stype-lower-kernels-gpu`: a combination the GPU has no kernel for
    falls back to the dense GPU kernel the same way (MXNet prints the same
    warning on a GPU).  Where the GPU lacks the dense kernel too, the CPU's
    choice stands and `--stype-lower-kernels-gpu` decides (an
    `embedding_grad` fused into its update has a GPU kernel there; other
    ops are refused with their kinds).  Optimizer updates never fall back
    for the GPU alone: a dense update would change their lazy row_sparse
    semantics.  The graph ops, which have no sensible device form, keep
    their kinds on the GPU as host round trips (their CPU kernel on the
    host, between copies: `--stype-gpu-host-round-trips`), with a warning
    "Host round trip detected" in the same words and, under `verbose=1`,
    the remark `dispatch = host round trip (no GPU kernel)`.

    Before:

    ```mlir
    %r = stype.elemwise_add %a, %b : tensor<4x4xf32, #row_sparse>,
        tensor<4x4xf32, #csr> -> tensor<4x4xf32>
    ```

    After (plus a warning naming `elemwise_add`, `[row_sparse, csr]` and
    `[default]`):

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
           "MXNET_STORAGE_FALLBACK_LOG_VERBOSE) and, with target=gpu, "
           "every host round trip">,
    Option<"verbose", "verbose", "bool", /*default=*/"false",
           "Emit a remark per op with its storage kinds in and out and the "
           "chosen dispatch (MXNet's MXNET_INFER_STORAGE_TYPE_VERBOSE_LOGGING)">,
    Option<"target", "target", "std::string", /*default=*/"\"cpu\"",
           "The kernels that decide between a specialized kernel and the "
           "dense fallback: cpu (--stype-lower-kernels) or gpu "
           "(--stype-lower-kernels-gpu; the GPU pipelines set it)">,
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
    "::mlir::linalg::LinalgDialect", "::mlir::LLVM::LLVMDialect",
    "::mlir::math::MathDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect", "::mlir::sparse_tensor::SparseTensorDialect",
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
    Option<"prefetchDistance", "prefetch-distance", "int64_t",
           /*default=*/"0",
           "Lazy optimizer updates (and the fused gradient + update kernels) "
           "prefetch the weight and state rows of the gradient row this many "
           "rows ahead, one memref.prefetch per 64 bytes: the rows are "
           "scattered over the table, which the hardware prefetchers cannot "
           "follow.  0 (the default of the bare pass) = no prefetches; the "
           "stype-to-llvm pipeline passes 4">,
    Option<"checkAllocations", "check-allocations", "bool",
           /*default=*/"true",
           "Check every buffer the kernels allocate: a negative size, a byte "
           "size beyond int64 or a failed allocation reports "
           "STYPE_KERNEL_ALLOCATION_FAILED (naming the buffer, the op and "
           "its location) and leaves the kernel at once "
           "(stype.exit_kernel_unless).  On by default; 0 only to measure "
           "what the checks cost">,
  ];
}

def StypeInlineAllocaScopes
    : Pass<"stype-inline-alloca-scopes", "ModuleOp"> {
  let summary = "Inline the memref.alloca_scope ops that allocate nothing "
                "on the stack";
  let description = [{
    `convert-scf-to-openmp` wraps the body of every parallel loop in a
    `memref.alloca_scope`.  The canonicalizer inlines such a scope only when
    no op of the body *might* allocate on the stack, and it counts every op
    without memory-effect information, such as a `func.call` (a run-time
    library call in a kernel's row loop), as a possible allocation.  A scope
    that stays is single-block by definition, so `convert-scf-to-cf` cannot
    lower the `scf.for` / `scf.if` inside it (multiple blocks) and the
    pipeline fails.  This pass inlines every scope whose body (outside
    nested allocation scopes) holds no `memref.alloca` or `llvm.alloca`: a
    call allocates in its own frame, not the caller's.  Scopes with an
    alloca are left for `finalize-memref-to-llvm` (stack save/restore).

    Before:

    ```mlir
    omp.loop_nest (%i) : index = (%lb) to (%ub) step (%c1) {
      memref.alloca_scope {
        func.call @omp_get_thread_num() : () -> i32
        scf.for ... { ... }
      }
      omp.yield
    }
    ```

    After:

    ```mlir
    omp.loop_nest (%i) : index = (%lb) to (%ub) step (%c1) {
      func.call @omp_get_thread_num() : () -> i32
      scf.for ... { ... }
      omp.yield
    }
    ```
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def StypeLowerKernelExits : Pass<"stype-lower-kernel-exits", "ModuleOp"> {
  let summary = "Turn stype.exit_kernel_unless into branches to one "
                "reporting block per kernel";
  let description = [{
    Every checked allocation of a kernel (`KernelBuilder::alloc`) is
    followed by `stype.exit_kernel_unless %allocated, %what, %overflow
    [sizes]`: when the allocation failed, the kernel must report it and stop
    before any later statement writes through the null or too-small buffer.
    Once the functions are in the LLVM dialect (after
    `convert-func-to-llvm`), this pass splits the block at each such op and
    branches to one reporting block per function, the report (text,
    overflow, rank, element bytes, sizes) passed as block arguments.  The
    block stores the sizes into a static alloca, calls the runtime's
    `stype_kernel_alloc_error` (STYPE_KERNEL_ALLOCATION_FAILED with a
    message such as "cannot allocate the 1 x 1099511627776 f32 buffer for
    stype.cast_storage at f.mlir:9:8 (4.0 TiB)") and returns.

    A function with results is split in two: its body moves into a
    never-inlined internal `@__stype_body_<name>(args..., ptr) -> i1` that
    stores the results through the pointer and returns true, or returns
    false from the reporting block; the function calls it and returns the
    results, or all zeros (null buffers of size 0, which callers free as
    nothing and never read because the error is set).  Returning zeros
    from every exit next to the real return made LLVM merge all returns
    into a phi of the whole result struct, which took its register
    coalescer tens of seconds in a kernel with a hundred allocations
    (docs/reliability.md).

    An exit inside a region other than the function body (an OpenMP
    parallel region, say) cannot leave the function: the pass reports it as
    an error at the op.  It runs in every stype pipeline to LLVM (CPU,
    emulated GPU and NVPTX host code).

    Before:

    ```mlir
    llvm.func @f(%n: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>,
                                          array<1 x i64>)> {
      ...
      stype.exit_kernel_unless %allocated, %what, %overflow [%n]
          {element_bytes = 4 : i64} : !llvm.ptr
      llvm.store %x, %p : f32, !llvm.ptr
      llvm.return %d : !llvm.struct<...>
    }
    ```

    After:

    ```mlir
    llvm.func @f(%n: i64) -> !llvm.struct<...> {
      %slot = llvm.alloca %c1 x !llvm.struct<...> : (i64) -> !llvm.ptr
      %done = llvm.call @__stype_body_f(%n, %slot) : (i64, !llvm.ptr) -> i1
      llvm.cond_br %done, ^bb1, ^bb2
    ^bb1:
      %r = llvm.load %slot : !llvm.ptr -> !llvm.struct<...>
      llvm.return %r : !llvm.struct<...>
    ^bb2:
      %z = llvm.mlir.zero : !llvm.struct<...>
      llvm.return %z : !llvm.struct<...>
    }
    llvm.func internal @__stype_body_f(%n: i64, %out: !llvm.ptr) -> i1
        attributes {no_inline} {
      %dims = llvm.alloca %c1 x i64 : (i64) -> !llvm.ptr
      ...
      llvm.cond_br %allocated, ^bb1, ^report(%what, %overflow, %c1, %c4, %n
          : !llvm.ptr, i1, i64, i64, i64)
    ^bb1:
      llvm.store %x, %p : f32, !llvm.ptr
      llvm.store %d, %out : !llvm.struct<...>, !llvm.ptr
      llvm.return %true : i1
    ^report(%what: !llvm.ptr, %overflow: i1, %rank: i64, %bytes: i64,
            %d0: i64):
      llvm.store %d0, %dims : i64, !llvm.ptr
      %o = llvm.zext %overflow : i1 to i32
      llvm.call @stype_kernel_alloc_error(%what, %rank, %dims, %bytes, %o)
      llvm.return %false : i1
    }
    ```
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

//===----------------------------------------------------------------------===//
// Bounds-checked kernels
//===----------------------------------------------------------------------===//

def StypeCheckBounds : Pass<"stype-check-bounds", "ModuleOp"> {
  let summary = "Check every memory access of the lowered kernels at run "
                "time and stop at the first out-of-bounds one";
  let description = [{
    For kernels already lowered to buffers (after `--stype-lower-kernels` or
    `--stype-gpu-emulate`, before the conversions to LLVM): inserts
    upstream's run-time verification (`--generate-runtime-verification`,
    the `RuntimeVerifiableOpInterface` of `memref.load`, `memref.store`,
    `memref.atomic_rmw`, `memref.copy`, `memref.subview`, `memref.dim`,
    `memref.cast`, `memref.expand_shape` and the linalg ops) and stype's
    own check of `vector.load` and `vector.store` (every lane inside the
    buffer), which upstream does not verify.  Each check becomes, instead
    of upstream's `cf.assert` (which prints to stdout with `puts`, lost when
    `abort` ends a piped process before the buffer is flushed): if it
    fails, `write(2, message)` and `_exit(70)`, before the access.  The
    message names the location of the access, which a kernel takes from
    its stype op: `FILE:LINE:COL: error: --check-bounds: a kernel of the op
    at this location failed a run-time check: out-of-bounds access
    (memref.load); the process stops before the access`.  Accesses in
    `gpu.module` kernels are not checked.  The pipelines run it once the
    `linalg` ops are loops and `sparse_tensor.sort` is code
    (`--sparse-buffer-rewrite`), so those accesses are checked too.  `stype-run
    --check-bounds` and `stype-compile --check-bounds` run it
    (`stype-to-llvm` option `check-bounds`).

    Before:

    ```mlir
    %v = memref.load %buf[%i] : memref<?xf32>
    ```

    After:

    ```mlir
    %n = memref.dim %buf, %c0 : memref<?xf32>
    %inside = arith.cmpi ult, %i, %n : index
    ...
    %bad = arith.xori %ok, %true : i1
    scf.if %bad {
      %msg = llvm.mlir.addressof @__stype_bounds_message_0 : !llvm.ptr
      %0 = func.call @write(%c2_i32, %msg, %len) : (i32, !llvm.ptr, i64) -> i64
      func.call @_exit(%c70_i32) : (i32) -> ()
    }
    %v = memref.load %buf[%i] : memref<?xf32>
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::cf::ControlFlowDialect",
    "::mlir::func::FuncDialect", "::mlir::LLVM::LLVMDialect",
    "::mlir::memref::MemRefDialect", "::mlir::scf::SCFDialect"
  ];
}

//===----------------------------------------------------------------------===//
// Buffer lifetime
//===----------------------------------------------------------------------===//

def StypeFreeTemporaries : Pass<"stype-free-temporaries", "ModuleOp"> {
  let summary = "Free every buffer a kernel owns on every path that does not "
                "hand it to the caller";
  let description = [{
    Inserts a `memref.dealloc` after the last use of every `memref.alloc`
    whose buffer never leaves its block: neither the buffer nor anything
    that may alias it (a view, a call result, an `arith.select`, a loop's
    iter_args and results, an `scf.if` result) is returned, carried to the
    next iteration, or freed already: the intermediate tensors of a kernel
    function, such as the prediction inside a training step.  Buffers that
    are returned stay alive for the caller, and function arguments are never
    freed or copied, so in-place optimizer updates keep costing only the
    touched rows.  (Upstream's ownership-based buffer deallocation clones
    every returned argument, which would copy a whole weight table per call.)

    An `scf.if` owns the buffers its branches yield where each branch yields
    one it allocated (a kernel that computes its result only when its
    run-time checks pass, and an empty one otherwise): its result is freed
    the same way after its last use.  Two more cases of the run-time checks:
    - a branch yields a buffer the kernel owns from before the `scf.if` and
      uses nowhere after it (a computed result that a failed check replaces
      with an empty one): the buffer moves into the `scf.if`, the other
      branch frees it;
    - one branch allocates and the other yields a buffer the kernel does not
      own (an operand): the result is freed under the condition of the
      branch that allocated (`scf.if %c { memref.dealloc %r }`).

    A kernel that stops at a `stype.exit_kernel_unless` (a failed
    allocation) returns empty results, so the buffers it owns there,
    returned ones included, are freed on that path too: a function with
    exits keeps the addresses of its live buffers in a stack array (one slot
    per buffer, set where it is allocated, cleared where it is freed or
    taken over), and each exit's failure path passes the array to the
    runtime's `stype_kernel_free_buffers` before the exit.  The stype
    pipelines allocate with `aligned_alloc` (`use-aligned-alloc`), so a
    buffer's aligned address is the one `free` takes: a pipeline that lowers
    `memref.alloc` with `malloc` (upstream's default) must pass
    `free-on-exit=false`, as the GPU pipeline does (its buffers become
    device allocations, which `free` cannot release).

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

    Before (a kernel exit):

    ```mlir
    %a = memref.alloc(%n) : memref<?xf32>
    stype.exit_kernel_unless %ok, ... : !llvm.ptr
    ```

    After:

    ```mlir
    %slots = memref.alloca() : memref<1xindex>   // cleared at entry
    %a = memref.alloc(%n) : memref<?xf32>
    %p = memref.extract_aligned_pointer_as_index %a : memref<?xf32> -> index
    memref.store %p, %slots[%c0] : memref<1xindex>
    scf.if %failed {
      func.call @stype_kernel_free_buffers(%slots_address, %c1_i64)
          : (!llvm.ptr, i64) -> ()
    }
    stype.exit_kernel_unless %ok, ... : !llvm.ptr
    ```
  }];
  let options = [
    Option<"freeOnExit", "free-on-exit", "bool", /*default=*/"true",
           "Free the buffers alive at each stype.exit_kernel_unless on its "
           "failure path (needs memref.alloc lowered with aligned_alloc)">,
  ];
  let dependentDialects = ["::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::LLVM::LLVMDialect"];
}

//===----------------------------------------------------------------------===//
// Fusion of a gradient producer into its optimizer update
//===----------------------------------------------------------------------===//

def StypeFuseUpdate : Pass<"stype-fuse-update", "ModuleOp"> {
  let summary = "Fuse a row_sparse gradient producer, the elementwise ops on "
                "the gradient and the optimizer update into one kernel";
  let description = [{
    Runs after `--stype-infer-storage` (it reads the inferred kinds) and
    before `--stype-lower-kernels`.  For every optimizer update
    (`stype.*_update`) whose `grad` is row_sparse, it follows the gradient
    back through single-use ops of the same block:
    - elementwise ops whose operands and result are all row_sparse (value
      maps such as `mul_scalar`, `div_scalar`, `clip`, `negative`; merging
      binary ops such as `elemwise_add`; `add_n` of several gradients),
    - down to gradient producers: `dot(csr^T, default) -> row_sparse` and
      `embedding_grad` with `sparse_grad`.

    If every leaf is a producer, the producers, the elementwise ops and the
    update move into one `stype.fused_update` at the update's position.
    Its kernel never materializes the gradient: it sorts the producers'
    row keys (the csr's column ids with their entry positions; the
    embedding ids with their positions), walks the union of the rows in
    ascending order, computes each gradient row into a scratch row,
    applies the elementwise ops to it and updates that row of the weight
    and states.  Extra memory: the sorted keys (O(nnz) or O(ids)) and one
    scratch row per producer, never O(weight).  Lazy updates touch the
    gradient's rows only; standard ones (`lazy_update = false`) walk every
    weight row with a cursor into the sorted keys.  Results are
    bit-identical to the unfused ops: each gradient element is accumulated
    in the same order (see docs/fusion.md).

    Not fused (with a remark under `verbose=1`): a gradient or intermediate
    value with another use (it must exist in full), a leaf that is not a
    producer (e.g. a row_sparse function argument added to the gradient),
    a producer that reads the weight or a state the update writes, a
    producer turned off by `producers`, standard updates when
    `fuse-standard=0`, and, with `gpu=1` (set by the GPU pipelines),
    anything the GPU fused kernel does not cover (several producers,
    elementwise ops, a row_sparse weight or state, Group AdaGrad, the mp_*
    updates: docs/gpu.md).

    Before:

    ```mlir
    %g = stype.dot %x, %dy {transpose_a} : tensor<?x?xf32, #csr>,
        tensor<?x?xf32> -> tensor<?x?xf32, #row_sparse>
    %w1 = stype.sgd_update %w, %g {lr = 0.1 : f64}
        : tensor<?x?xf32>, tensor<?x?xf32, #row_sparse> -> tensor<?x?xf32>
    ```

    After:

    ```mlir
    %w1 = stype.fused_update %x, %dy, %w : (tensor<?x?xf32, #csr>,
        tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32> {
    ^bb0(%a: tensor<?x?xf32, #csr>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>):
      %g = stype.dot %a, %b {transpose_a} : ...
      %r = stype.sgd_update %c, %g {lr = 0.1 : f64} : ...
      stype.yield %r : tensor<?x?xf32>
    }
    ```
  }];
  let dependentDialects = ["::mlir::stype::StypeDialect"];
  let options = [
    ListOption<"producers", "producers", "std::string",
               "Producers to fuse: any of dot, embedding_grad (default: "
               "both)">,
    Option<"fuseStandard", "fuse-standard", "bool", /*default=*/"true",
           "Also fuse standard updates (lazy_update = false, or a "
           "row_sparse weight with default states), which walk every row">,
    Option<"verbose", "verbose", "bool", /*default=*/"false",
           "Emit a remark per optimizer update: what was fused, or why not">,
    Option<"gpu", "gpu", "bool", /*default=*/"false",
           "Fuse only what --stype-lower-kernels-gpu has a kernel for: one "
           "producer straight into an update of a default weight with "
           "default states, of an optimizer with a GPU kernel (the GPU "
           "pipelines set it; docs/gpu.md)">,
  ];
}

//===----------------------------------------------------------------------===//
// C interface of ahead-of-time kernel libraries (stype-compile)
//===----------------------------------------------------------------------===//

def StypeAnnotateCInterface : Pass<"stype-annotate-c-interface", "ModuleOp"> {
  let summary = "Record the C-ABI signature of every public function "
                "(after storage inference)";
  let description = [{
    Runs between `--stype-infer-storage` and `--stype-lower-kernels`: each
    public `func.func` gets a `stype.c_signature` attribute, an `i64` array
    describing its arguments and results in the terms of the C ABI
    (`docs/abi.md`): the count of arguments and results, then per value its
    kind (0 default, 1 csr, 2 row_sparse, 3 scalar), dtype (0 f32, 1 f64,
    2 i64, 3 f16) and rank followed by its static sizes (-1 for `?`), then
    the in-place record: per argument 1 if the kernel may write it, per
    result the argument it is after an in-place update (-1 otherwise).  The
    attribute survives the lowering to the LLVM dialect, where
    `--stype-emit-c-interface` reads it.  Unsupported argument or result
    types (other element types, unranked tensors) are errors that name the
    function and the value.

    ```mlir
    func.func @f(%x: tensor<?x8xf32, #csr>, %lr: f32) -> tensor<8xf32>
    // gets
    //   stype.c_signature = array<i64: 2, 2, 1,  1, 0, 2, -1, 8,  3, 0, 0,
    //                                  0, 0, 1, 8,  0, 0,  -1>
    ```
  }];
}

def StypeEmitCInterface : Pass<"stype-emit-c-interface", "ModuleOp"> {
  let summary = "Emit the C entry points of a kernel library in the LLVM "
                "dialect";
  let description = [{
    Runs after the lowering to the LLVM dialect.  For every `llvm.func`
    carrying `stype.c_signature` it

    - renames the kernel to `__stype_kernel_<name>` with internal linkage,
    - emits `__stype_packed_<name>(ptr words, ptr results)`, which loads the
      kernel's lowered arguments from an array of 8-byte words, calls it and
      stores every scalar leaf of its results into `results`,
    - emits the constant signature `__stype_sig_<name>` (ABI version 2: the
      values, then the in-place record of `findInPlaceUpdates`) and the name
      string,
    - emits the public entry `<prefix><name>`: tensors as descriptor
      pointers (`const stype_dense *`, `const stype_csr *`,
      `const stype_row_sparse *`), scalars by value, then one pointer per
      result, returning an `i32` status.  It calls `stype_invoke` of the
      runtime, which validates the inputs (null pointers, dtype, rank, static
      sizes, `check_format`), packs the buffers, calls the kernel, turns a
      `stype_kernel_error` into a status and fills the result descriptors
      (adopting the buffers the kernel malloc'ed; in-place results alias
      their input).

    A library built from the result needs only `libstype_runtime` and libm.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
  let options = [
    Option<"prefix", "prefix", "std::string", /*default=*/"\"\"",
           "Prefix of the C entry points' names">,
    Option<"invoke", "invoke", "std::string", /*default=*/"\"stype_invoke\"",
           "The runtime function the entry points call (stype_invoke_device "
           "for libraries whose kernels take device buffers)">,
  ];
}

//===----------------------------------------------------------------------===//
// GPU (passes/gpu/)
//===----------------------------------------------------------------------===//

def StypeLowerKernelsGpu : Pass<"stype-lower-kernels-gpu", "ModuleOp"> {
  let summary = "Lower stype ops to GPU launches on device buffers";
  let description = [{
    The GPU counterpart of `--stype-lower-kernels`: the same buffer ABI, but
    every buffer lives in device memory (results are `gpu.alloc`ed, nothing
    is copied per call) and every loop over stored entries is a
    `gpu.launch`, which `gpu-kernel-outlining` turns into a `gpu.func` in a
    `gpu.module`.  Grids: one thread per element (blocks of 256), or 32 x 8
    blocks over rows x features with threadIdx.x along the row (coalesced).
    Kernels of its own: `cast_storage` to and from dense, `dot` (SpMM,
    `dot(csr^T, default) -> row_sparse` by a stable radix sort of the
    (column, position) pairs and a prefix sum of the run heads, no atomics;
    dense x dense), every elementwise value map, the broadcasts, `where`,
    `add_n` of dense operands, `sum`/`mean`/`norm`, `embedding_grad`, and
    and every optimizer update in the CPU kernels' storage combinations
    (dense weight and states with a dense or row_sparse gradient, lazy or
    standard; a row_sparse weight storing every row, checked on the host,
    with a row_sparse gradient).  The other ops with a
    CPU kernel written as data-parallel walks (`fully_connected`, the output
    layers, `slice`, `take`, `embedding`, `sparse_retain`, `concat`,
    `square_sum`, `getnnz`, `add_n` of row_sparse operands) are lowered by
    their CPU patterns under a device KernelTarget: each `parallelFor` is a
    launch, errors go through a device slot, counts run on one device
    thread.  The graph ops (`edge_id`, the `dgl_*` ops), which have no
    sensible device form, are host round trips: each is moved into a private
    function `@__stype_host_<function>_<op>` marked `stype.host_kernel`,
    lowered there by its CPU kernel (serial, as on the CPU), and called;
    `--stype-gpu-host-round-trips` then copies the call's operands to the
    host and its results back.  Host code that would read or write a device
    buffer is rejected (an internal error).  An op without a GPU kernel is
    rejected with an error naming its storage kinds.  See docs/gpu.md.

    Before:

    ```mlir
    %y = stype.dot %x, %w : tensor<?x?xf32, #csr>, tensor<?x?xf32>
        -> tensor<?x?xf32>
    ```

    After (sketch):

    ```mlir
    %out = gpu.alloc(%m, %n) : memref<?x?xf32>
    gpu.launch blocks(...) in (%gx = %rowTiles, %gy = %colTiles, ...)
               threads(...) in (%bx = %c32, %by = %c8, ...) {
      // out[i, j] = sum_p data[p] * w[col[p], j]
    }
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::func::FuncDialect",
    "::mlir::gpu::GPUDialect", "::mlir::LLVM::LLVMDialect",
    "::mlir::math::MathDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::vector::VectorDialect"
  ];
  let options = [
    Option<"checkAllocations", "check-allocations", "bool",
           /*default=*/"true",
           "Check every buffer the host code of the kernels allocates on "
           "the device, as --stype-lower-kernels does: a negative size, a "
           "byte size beyond int64 or a failed allocation reports "
           "STYPE_KERNEL_ALLOCATION_FAILED and leaves the kernel at once.  "
           "0 only to measure what the checks cost">,
  ];
}

def StypeGpuMathIntrinsics
    : Pass<"stype-gpu-math-intrinsics", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Correctly rounded square roots and fused multiply-adds in "
                "GPU kernels, without libdevice";
  let description = [{
    `convert-gpu-to-nvvm` maps `math.sqrt` and `math.fma` to libdevice
    functions (`__nv_sqrtf`, `__nv_fmaf`, ...).  Those must be linked from
    the CUDA toolkit at serialization, which silently does not happen when
    the toolkit is not found (the PTX then names unresolved functions), and
    `__nv_sqrtf` is the approximate `sqrt.approx.f32` by default, unlike the
    CPU kernels.  This pass, run on each `gpu.module` before
    `convert-gpu-to-nvvm`, rewrites f32/f64 `math.sqrt` and `math.fma` into
    the correctly rounded NVVM intrinsics `llvm.nvvm.sqrt.rn.{f,d}` and
    `llvm.nvvm.fma.rn.{f,d}` (PTX `sqrt.rn`, `fma.rn`), which give the CPU
    kernels' IEEE results.  A vector of f32/f64 (the 16-byte paths of
    SpMM and the lazy updates) is done lane by lane: `vector.extract`, the
    scalar intrinsic, `vector.from_elements`.

    Before: `%r = math.sqrt %x : f32`.
    After: `%r = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%x) : (f32) -> f32`.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect",
                           "::mlir::vector::VectorDialect"];
}

def StypeGpuLibdevice
    : Pass<"stype-gpu-libdevice", "::mlir::gpu::GPUModuleOp"> {
  let summary = "C math library calls in GPU kernels become libdevice calls";
  let description = [{
    The element rules that the CPU and GPU kernels share (for example
    `sigmoid`, `tanh`, `gammaln`, `power`, `hypot`) call the C math library
    (`expf`, `tanh`, `lgammaf`, `powf`, `hypot`, ...), as MXNet's kernels
    do.  Kernel outlining copies those functions' declarations into each
    `gpu.module` that calls them.  This pass, run on each `gpu.module`
    before `convert-gpu-to-nvvm`, renames every such declaration and its
    calls to the CUDA libdevice function of the same name (`__nv_expf`,
    `__nv_tanh`, ...), which serialization links from the CUDA toolkit
    (`stype-compile --target=nvptx` requires its `nvvm/libdevice`).  The
    emulated GPU (`--stype-gpu-emulate`) keeps the C library's functions,
    so there GPU and CPU results are bit-identical; on a GPU, libdevice's
    results may differ from glibc's by a few units in the last place.  A
    declaration that is neither defined in the module nor a C math
    function is an error naming it: no device code could resolve it.

    The declarations and calls become `llvm.func` and `llvm.call`
    (`convert-gpu-to-nvvm` would give a `func.func` declaration a
    `_mlir_ciface_` wrapper, which libdevice does not have).

    Before: `func.func private @expf(f32) -> f32` and
    `%e = func.call @expf(%x) : (f32) -> f32` in a `gpu.module`.
    After: `llvm.func @__nv_expf(f32) -> f32` and
    `%e = llvm.call @__nv_expf(%x) : (f32) -> f32`.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def StypeGpuPrefetch
    : Pass<"stype-gpu-prefetch", "::mlir::gpu::GPUModuleOp"> {
  let summary = "PTX prefetches for the prefetches of GPU kernels";
  let description = [{
    The fused lazy updates issue `memref.prefetch`es of the weight and state
    elements a thread will update before it sums its gradient run (a chain
    of dependent gathers), so that those lines travel from DRAM meanwhile;
    loads issued that early would be sunk past the chain by LLVM.
    `convert-gpu-to-nvvm` turns them into `llvm.intr.prefetch`, which the
    NVPTX backend drops (and its `llvm.nvvm.prefetch.*` intrinsics are only
    selected for sm_90 with PTX 8.0).  This pass, run on each `gpu.module`
    after `convert-gpu-to-nvvm`, replaces every data `llvm.intr.prefetch`
    of a generic pointer by the PTX instruction `prefetch.L2 [addr];` (any
    chip since sm_20), and of a global one (address space 1) by
    `prefetch.global.L2 [addr];`, as side-effecting inline assembly; other
    prefetches (shared or local memory, instruction cache) are removed, as
    NVPTX removes them all.  The locality hint and the read/write flag are
    not used: every prefetch goes to L2, which all the SMs share.

    Before: `"llvm.intr.prefetch"(%p) <{cache = 1 : i32, hint = 3 : i32,
    rw = 0 : i32}> : (!llvm.ptr) -> ()`.
    After: `llvm.inline_asm has_side_effects "prefetch.L2 [$0];", "l" %p :
    (!llvm.ptr) -> ()`.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def StypeGpuDataLayout
    : Pass<"stype-gpu-data-layout", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Give each GPU module the data layout of its NVPTX target";
  let description = [{
    `gpu-module-to-binary` translates a `gpu.module` to LLVM IR before it
    sets the NVPTX data layout, so loads and stores without an explicit
    alignment get LLVM's default alignments, in which an i64 is 4-byte
    aligned: NVPTX then splits every i64 load and store (the csr offsets and
    column ids, the run starts, the sort's keys) into two 32-bit ones.  This
    pass, run on each `gpu.module` before serialization, sets the module's
    `llvm.data_layout` to the layout of the LLVM target machine for the
    module's `#nvvm.target` (its triple and chip; `nvptx64-nvidia-cuda`
    where the module has none), so that the translation uses the NVPTX
    alignments (an i64 is 8-byte aligned: one `ld.global.b64`).  A module
    that already has a data layout keeps it; a triple that LLVM has no
    target for is an error.  It also aligns every shared-memory global
    (address space 3: a kernel's workgroup buffers) to at least 16 bytes,
    which the kernels' 16-byte vector accesses of shared buffers (the radix
    sort's tiles) need; `convert-gpu-to-nvvm` gives them only their
    element's alignment.

    Before: `gpu.module @k [#nvvm.target<chip = "sm_90">] {...}`.
    After: `gpu.module @k [#nvvm.target<chip = "sm_90">] attributes
    {llvm.data_layout = "e-p6:32:32-i64:64-i128:128-..."} {...}`.
  }];
}

def StypeGpuDeviceBuffers : Pass<"stype-gpu-device-buffers", "ModuleOp"> {
  let summary = "Place the buffers of GPU host code in device memory";
  let description = [{
    Run after `--stype-lower-kernels-gpu` and `--stype-free-temporaries`, in
    functions that contain GPU launches or host round trips: every
    `memref.alloc` becomes a `gpu.alloc`, every `memref.dealloc` a
    `gpu.dealloc` and every `memref.copy` a `gpu.memcpy`.  The GPU kernels
    allocate with the CPU kernels' helpers so that
    `--stype-free-temporaries` frees intermediate results on the device
    exactly as on the CPU; this pass then moves those buffers to the device.
    Host buffers stay on the host: `memref.alloca` (the scalars read back),
    a `memref.alloc` marked `stype.host_buffer` and the results of host
    kernel calls (a host round trip's, `--stype-gpu-host-round-trips`), and
    their frees.  Ops inside `gpu.launch` are not touched.

    Before: `%b = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32>`.
    After: `%b = gpu.alloc (%n) : memref<?xf32>`.
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

def StypeGpuHostRoundTrips
    : Pass<"stype-gpu-host-round-trips", "ModuleOp"> {
  let summary = "Copy the operands of host kernels to the host and their "
                "results back to the device";
  let description = [{
    Run after `--stype-lower-kernels-gpu`, `canonicalize` and `cse`, before
    `--stype-free-temporaries` (which frees the device copies of results
    that are intermediates) and `--stype-gpu-device-buffers` (or
    `--stype-gpu-emulate`).  Around each call to a host kernel function (an
    op without a device form, the graph ops, lowered by its CPU kernel into
    a private function marked `stype.host_kernel`), every buffer operand is
    copied into a host buffer (a `memref.alloc` marked `stype.host_buffer`,
    which `--stype-gpu-device-buffers` leaves on the host), the host kernel
    runs on those copies, the copies are freed, and every buffer result is
    copied into a fresh device buffer and the host kernel's buffer freed.
    The copies become `gpu.memcpy` (device to pageable host memory: done
    when the call returns, after the launches queued before it; host to
    device: staged, ordered before the launches after it).  Index operands
    and results (a csr's column count) pass unchanged.  A host kernel that
    returned one of its operands or used strided buffers would be an
    internal error, reported at the call.

    Before:

    ```mlir
    %r = call @__stype_host_f_edge_id(%indptr, %indices, %data, %cols, %u, %v)
        : (...) -> memref<?xf32>
    ```

    After:

    ```mlir
    %h = memref.alloc(%n) {alignment = 64 : i64, stype.host_buffer}
        : memref<?xi64>
    memref.copy %u, %h : memref<?xi64> to memref<?xi64>
    ...
    %r = call @__stype_host_f_edge_id(%h0, %h1, %h2, %cols, %h, %h5) : ...
    memref.dealloc %h : memref<?xi64>
    ...
    %d = memref.alloc(%m) {alignment = 64 : i64} : memref<?xf32>
    memref.copy %r, %d : memref<?xf32> to memref<?xf32>
    memref.dealloc %r : memref<?xf32>
    ```
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def StypeGpuStreamOrder : Pass<"stype-gpu-stream-order", "func::FuncOp"> {
  let summary = "Keep a GPU function's device work queued on one stream: "
                "drop the blocking waits after each launch, wait once per "
                "return";
  let description = [{
    Run after `gpu-async-region`.  That pass threads async tokens through
    the ops of one block only: a launch, allocation or copy inside an
    `scf.if` or `scf.for` (every stype launch is guarded against an empty
    grid, and the radix sort loops over its passes) gets its own stream
    and a blocking `gpu.wait` right after it, so the host waits for every
    kernel before it launches the next.

    The stype CUDA runtime (runtime/cuda/) hands every stream request of a
    thread the same stream, so the device work of one call is already
    ordered without those waits.  This pass removes every blocking
    `gpu.wait` (one with no result) and puts one before each `func.return`
    (`gpu.wait async` for the thread's stream, then a blocking wait on it):
    a call still returns with its device work done.  Copies to host memory
    need no wait: to pageable memory they complete before they return.
    Only for the stype runtime's one-stream-per-thread semantics.

    Before: `%t = gpu.launch_func async [%s] ...` then `gpu.wait [%t]`
    inside an `scf.if`.  After: the launch alone; `%w = gpu.wait async` and
    `gpu.wait [%w]` before the return.
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

def StypeGpuEmulate : Pass<"stype-gpu-emulate", "ModuleOp"> {
  let summary = "Run GPU launches on the CPU, one thread after another "
                "(for testing the GPU kernels without a GPU)";
  let description = [{
    Replaces every `gpu.launch` by `scf.for` loops over its grid and block
    (block ids, then thread ids), with the body inlined.  stype's GPU
    kernels use no atomics, and outside barriers no thread reads what
    another thread of the same launch writes, so running the threads in
    sequence gives the results the GPU gives.

    A launch with `gpu.barrier` or `gpu.shuffle` (the block-level sort and
    prefix sum, with workgroup buffers and warp shuffles) is cut at them
    into segments, and every thread of a block runs one segment before any
    thread runs the next; a loop holding one (uniform bounds, no results)
    runs once per block around its own segments.  Each workgroup buffer
    becomes one host buffer.  Pure index arithmetic that does not depend on
    the thread runs once per block; pure per-thread arithmetic used in a
    later segment is computed again there, any other per-thread value so
    used is kept in a buffer of one element per thread.  A shuffle stores
    every thread's value in an exchange buffer at the end of its segment,
    and each thread reads its source lane's (warps of 32 threads in linear
    thread order; `xor`, `up`, `down`, `idx`; an out-of-range source gives
    the thread's own value and `valid` false) at the start of the next.  A
    barrier or shuffle inside a branch or a per-thread loop is refused
    with an error.  With it, `stype-run
    --gpu-emulate` executes the kernels of `--stype-lower-kernels-gpu`
    (grids, index arithmetic, sort, prefix sums) against the numpy
    references on machines without a GPU.

    Before:

    ```mlir
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %g, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1) {
      ...
      gpu.terminator
    }
    ```

    After: six nested `scf.for` loops (bx, by, bz, tx, ty, tz) around the
    body.

    The order of the blocks, and of the threads within each segment, is
    `order`: `forward` (loops over x, y, z, outermost first, each id
    ascending), `reverse` (the same order backwards) or
    `shuffle:SEED` (a seeded permutation of the linear id, t = (a k + c)
    mod n with a coprime to n, drawn anew for every segment).  A missing
    `gpu.barrier` before a read of another thread's write goes unnoticed in
    one of `forward` and `reverse` (whichever runs the writer first): run
    the kernels in both, or shuffled (test/gpu/emulate-order-run.mlir).
  }];
  let dependentDialects = ["::mlir::scf::SCFDialect"];
  let options = [
    Option<"order", "order", "std::string", /*default=*/"\"forward\"",
           "The order in which the blocks of a launch and the threads of "
           "each segment run: forward, reverse or shuffle:SEED">,
  ];
}

#endif // STYPE_PASSES_PASSES_TD
