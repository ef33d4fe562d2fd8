// RUN: stype-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(gpu.module(stype-gpu-data-layout))' | FileCheck %s

// --stype-gpu-data-layout: each GPU module gets the data layout of the LLVM
// target machine of its #nvvm.target, where i64 is 8-byte aligned (LLVM's
// default layout, used by the translation otherwise, aligns it to 4 bytes
// and NVPTX splits every i64 load in two: test/gpu/ptxas.test counts them).

// CHECK-LABEL: gpu.module @sm90
// CHECK-SAME:    llvm.data_layout = "e-{{.*}}i64:64
gpu.module @sm90 [#nvvm.target<O = 3, chip = "sm_90">] {
  llvm.func @k(%p: !llvm.ptr<1>) -> i64 {
    %v = llvm.load %p : !llvm.ptr<1> -> i64
    llvm.return %v : i64
  }
}

// -----

// No target: the NVPTX 64-bit layout.
// CHECK-LABEL: gpu.module @none
// CHECK-SAME:    llvm.data_layout = "e-{{.*}}i64:64
gpu.module @none {
}

// -----

// A module with a layout keeps it; its shared-memory buffers (address
// space 3) are aligned to 16 bytes (vector accesses), others are not
// changed, nor larger alignments.
// CHECK-LABEL: gpu.module @kept
// CHECK-SAME:    llvm.data_layout = "e-i64:32"
// CHECK:         llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<2048 x i32>
// CHECK:         llvm.mlir.global internal @wide() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<8 x i64>
// CHECK:         llvm.mlir.global internal @device() {addr_space = 1 : i32, alignment = 4 : i64} : !llvm.array<4 x i32>
gpu.module @kept [#nvvm.target<chip = "sm_80">] attributes {llvm.data_layout = "e-i64:32"} {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<2048 x i32>
  llvm.mlir.global internal @wide() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<8 x i64>
  llvm.mlir.global internal @device() {addr_space = 1 : i32, alignment = 4 : i64} : !llvm.array<4 x i32>
}

// -----

// expected-error @+1 {{no LLVM target for the triple 'nosuch-unknown-none' of this GPU module}}
gpu.module @bad [#nvvm.target<triple = "nosuch-unknown-none", chip = "sm_80">] {
}
