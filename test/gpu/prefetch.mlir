// RUN: stype-opt %s --pass-pipeline='builtin.module(gpu.module(stype-gpu-prefetch))' | FileCheck %s

// Prefetches in kernels (the fused updates' prefetch of the weight and state
// elements before a run's gathered sum) become PTX `prefetch.L2`, as
// side-effecting inline assembly: NVPTX drops llvm.prefetch, and selects its
// llvm.nvvm.prefetch intrinsics only for sm_90 with PTX 8.0.  Every
// prefetch goes to L2, whatever its hint or read/write flag.  Host code is
// not touched.

// CHECK-LABEL: gpu.module @kernels
// CHECK:         llvm.func @k(%[[P:.*]]: !llvm.ptr, %[[Q:.*]]: !llvm.ptr)
// CHECK-NEXT:      llvm.inline_asm has_side_effects "prefetch.L2 [$0];", "l" %[[P]] : (!llvm.ptr) -> ()
// CHECK-NEXT:      llvm.inline_asm has_side_effects "prefetch.L2 [$0];", "l" %[[Q]] : (!llvm.ptr) -> ()
// CHECK-NEXT:      llvm.return
gpu.module @kernels {
  llvm.func @k(%p: !llvm.ptr, %q: !llvm.ptr) {
    "llvm.intr.prefetch"(%p) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
    "llvm.intr.prefetch"(%q) <{cache = 1 : i32, hint = 0 : i32, rw = 1 : i32}> : (!llvm.ptr) -> ()
    llvm.return
  }
}

// A global pointer: prefetch.global.L2.  Shared memory and instruction
// prefetches have no PTX prefetch.L2: removed, as NVPTX removes them.
// CHECK-LABEL: gpu.module @spaces
// CHECK:         llvm.func @k(%[[G:.*]]: !llvm.ptr<1>, %[[S:.*]]: !llvm.ptr<3>, %[[P:.*]]: !llvm.ptr)
// CHECK-NEXT:      llvm.inline_asm has_side_effects "prefetch.global.L2 [$0];", "l" %[[G]] : (!llvm.ptr<1>) -> ()
// CHECK-NEXT:      llvm.return
gpu.module @spaces {
  llvm.func @k(%g: !llvm.ptr<1>, %s: !llvm.ptr<3>, %p: !llvm.ptr) {
    "llvm.intr.prefetch"(%g) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr<1>) -> ()
    "llvm.intr.prefetch"(%s) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr<3>) -> ()
    "llvm.intr.prefetch"(%p) <{cache = 0 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
    llvm.return
  }
}

// CHECK-LABEL: llvm.func @host(
// CHECK-NEXT:    "llvm.intr.prefetch"
llvm.func @host(%p: !llvm.ptr) {
  "llvm.intr.prefetch"(%p) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
  llvm.return
}
