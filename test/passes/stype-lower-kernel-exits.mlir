// RUN: stype-opt %s -split-input-file --stype-lower-kernel-exits --verify-diagnostics | FileCheck %s

// Every stype.exit_kernel_unless of an LLVM-dialect function becomes a
// conditional branch to one reporting block per function, its report
// (text, overflow, rank, element bytes, sizes padded to the largest rank)
// passed as block arguments; the block stores the sizes into a static
// alloca, calls stype_kernel_alloc_error and returns.  A function with a
// result is split: its body moves into a never-inlined
// @__stype_body_<name>(args..., ptr) -> i1 that stores the result and
// returns true, or returns false from the reporting block; the function
// returns the stored result or zeros.

// CHECK: llvm.func @stype_kernel_alloc_error(!llvm.ptr, i64, !llvm.ptr, i64, i32)

// CHECK-LABEL: llvm.func @two_exits(
// CHECK-SAME: %[[A0:.*]]: i1, %[[B0:.*]]: i1, %[[P0:.*]]: !llvm.ptr, %[[V0:.*]]: f32, %[[N0:.*]]: i64, %[[W0:.*]]: !llvm.ptr) -> i64
// CHECK-NEXT:   %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %[[SLOT:.*]] = llvm.alloca %[[ONE]] x i64 : (i64) -> !llvm.ptr
// CHECK-NEXT:   %[[DONE:.*]] = llvm.call @__stype_body_two_exits(%[[A0]], %[[B0]], %[[P0]], %[[V0]], %[[N0]], %[[W0]], %[[SLOT]])
// CHECK-NEXT:   llvm.cond_br %[[DONE]], ^[[OK:bb[0-9]+]], ^[[STOPPED:bb[0-9]+]]
// CHECK-NEXT: ^[[OK]]:
// CHECK-NEXT:   %[[R:.*]] = llvm.load %[[SLOT]] : !llvm.ptr -> i64
// CHECK-NEXT:   llvm.return %[[R]] : i64
// CHECK-NEXT: ^[[STOPPED]]:
// CHECK-NEXT:   %[[Z:.*]] = llvm.mlir.zero : i64
// CHECK-NEXT:   llvm.return %[[Z]] : i64

// CHECK-LABEL: llvm.func internal @__stype_body_two_exits(
// CHECK-SAME: %[[A:.*]]: i1, %[[B:.*]]: i1, %[[P:.*]]: !llvm.ptr, %[[V:.*]]: f32, %[[N:.*]]: i64, %[[W:.*]]: !llvm.ptr, %[[OUT:.*]]: !llvm.ptr) -> i1
// CHECK-SAME: no_inline
// CHECK-NEXT:   %[[TWO:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:   %[[DIMS:.*]] = llvm.alloca %[[TWO]] x i64 : (i64) -> !llvm.ptr
// CHECK-NEXT:   %[[RANK1:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %[[BYTES4:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT:   %[[PAD:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:   llvm.cond_br %[[A]], ^[[BB1:bb[0-9]+]], ^[[EXIT:bb[0-9]+]](%[[W]], %[[B]], %[[RANK1]], %[[BYTES4]], %[[N]], %[[PAD]] : !llvm.ptr, i1, i64, i64, i64, i64)
// CHECK-NEXT: ^[[BB1]]:
// CHECK-NEXT:   llvm.store %[[V]], %[[P]] : f32, !llvm.ptr
// CHECK-NEXT:   %[[RANK2:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:   %[[BYTES8:.*]] = llvm.mlir.constant(8 : i64) : i64
// CHECK-NEXT:   llvm.cond_br %[[B]], ^[[BB2:bb[0-9]+]], ^[[EXIT]](%[[W]], %[[A]], %[[RANK2]], %[[BYTES8]], %[[N]], %[[N]] : !llvm.ptr, i1, i64, i64, i64, i64)
// CHECK-NEXT: ^[[BB2]]:
// CHECK-NEXT:   %[[SEVEN:.*]] = llvm.mlir.constant(7 : i64) : i64
// CHECK-NEXT:   llvm.store %[[SEVEN]], %[[OUT]] : i64, !llvm.ptr
// CHECK-NEXT:   %[[TRUE:.*]] = llvm.mlir.constant(true) : i1
// CHECK-NEXT:   llvm.return %[[TRUE]] : i1
// CHECK-NEXT: ^[[EXIT]](%[[WHAT:.*]]: !llvm.ptr, %[[OVF:.*]]: i1, %[[RANK:.*]]: i64, %[[EB:.*]]: i64, %[[D0:.*]]: i64, %[[D1:.*]]: i64):
// CHECK-NEXT:   %[[S0:.*]] = llvm.getelementptr %[[DIMS]][0] : (!llvm.ptr) -> !llvm.ptr, i64
// CHECK-NEXT:   llvm.store %[[D0]], %[[S0]] : i64, !llvm.ptr
// CHECK-NEXT:   %[[S1:.*]] = llvm.getelementptr %[[DIMS]][1] : (!llvm.ptr) -> !llvm.ptr, i64
// CHECK-NEXT:   llvm.store %[[D1]], %[[S1]] : i64, !llvm.ptr
// CHECK-NEXT:   %[[O32:.*]] = llvm.zext %[[OVF]] : i1 to i32
// CHECK-NEXT:   llvm.call @stype_kernel_alloc_error(%[[WHAT]], %[[RANK]], %[[DIMS]], %[[EB]], %[[O32]])
// CHECK-NEXT:   %[[FALSE:.*]] = llvm.mlir.constant(false) : i1
// CHECK-NEXT:   llvm.return %[[FALSE]] : i1
// CHECK-NOT: stype.exit_kernel_unless
llvm.func @two_exits(%a: i1, %b: i1, %p: !llvm.ptr, %v: f32, %n: i64, %w: !llvm.ptr) -> i64 {
  stype.exit_kernel_unless %a, %w, %b [%n] {element_bytes = 4 : i64} : !llvm.ptr
  llvm.store %v, %p : f32, !llvm.ptr
  stype.exit_kernel_unless %b, %w, %a [%n, %n] {element_bytes = 8 : i64} : !llvm.ptr
  %r = llvm.mlir.constant(7 : i64) : i64
  llvm.return %r : i64
}

// -----

// A function without results stays whole; its reporting block returns.
// CHECK-LABEL: llvm.func @void(
// CHECK: llvm.cond_br %{{.*}}, ^{{bb[0-9]+}}, ^[[EXIT:bb[0-9]+]](
// CHECK: ^[[EXIT]](
// CHECK: llvm.call @stype_kernel_alloc_error
// CHECK-NEXT: llvm.return{{$}}
// CHECK-NOT: __stype_body
llvm.func @void(%a: i1, %p: !llvm.ptr, %v: f32, %w: !llvm.ptr) {
  stype.exit_kernel_unless %a, %w, %a [] {element_bytes = 4 : i64} : !llvm.ptr
  llvm.store %v, %p : f32, !llvm.ptr
  llvm.return
}

// -----

// A struct result (a memref descriptor): the body stores it, the function
// returns it or an all-zero struct; argument attributes carry over.
// CHECK-LABEL: llvm.func @descriptor(
// CHECK: llvm.alloca %{{.*}} x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: llvm.load %{{.*}} : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: llvm.mlir.zero : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-LABEL: llvm.func internal @__stype_body_descriptor(
// CHECK-SAME: %{{.*}}: !llvm.ptr {llvm.noalias}, %{{.*}}: i1, %{{.*}}: !llvm.struct<{{.*}}>, %{{.*}}: !llvm.ptr)
// CHECK: llvm.store %{{.*}}, %{{.*}} : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
llvm.func @descriptor(%w: !llvm.ptr {llvm.noalias}, %a: i1, %d: !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
  stype.exit_kernel_unless %a, %w, %a [] {element_bytes = 4 : i64} : !llvm.ptr
  llvm.return %d : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
}

// -----

// Not yet in the LLVM dialect (or inside another region): an error at the op.
func.func @not_llvm(%a: i1, %w: !llvm.ptr) {
  // expected-error @below {{stype.exit_kernel_unless must be directly in the body of an LLVM-dialect function (run after convert-func-to-llvm; not inside 'func.func')}}
  stype.exit_kernel_unless %a, %w, %a [] {element_bytes = 4 : i64} : !llvm.ptr
  return
}

// -----

// The name the body would take is taken: an error at the function.
llvm.func internal @__stype_body_taken(%a: i1) -> i1 {
  llvm.return %a : i1
}
// expected-error @below {{cannot outline the body of @taken with its stype.exit_kernel_unless: '__stype_body_taken' is already a symbol (the __stype_ prefix is stype's own)}}
llvm.func @taken(%a: i1, %w: !llvm.ptr) -> i64 {
  stype.exit_kernel_unless %a, %w, %a [] {element_bytes = 4 : i64} : !llvm.ptr
  %r = llvm.mlir.constant(7 : i64) : i64
  llvm.return %r : i64
}

// -----

// A variadic function cannot be outlined.
// expected-error @below {{stype.exit_kernel_unless in a variadic function: its body cannot be outlined}}
llvm.func @variadic(%a: i1, %w: !llvm.ptr, ...) -> i64 {
  stype.exit_kernel_unless %a, %w, %a [] {element_bytes = 4 : i64} : !llvm.ptr
  %r = llvm.mlir.constant(7 : i64) : i64
  llvm.return %r : i64
}

// -----

// `llvm.returned` stays on the function, not on the body (which returns an
// i1).
// CHECK-LABEL: llvm.func @returned(
// CHECK-SAME: %{{.*}}: i64 {llvm.returned}
// CHECK-LABEL: llvm.func internal @__stype_body_returned(
// CHECK-SAME: %{{.*}}: i64, %{{.*}}: i1
llvm.func @returned(%n: i64 {llvm.returned}, %a: i1, %w: !llvm.ptr) -> i64 {
  stype.exit_kernel_unless %a, %w, %a [] {element_bytes = 4 : i64} : !llvm.ptr
  llvm.return %n : i64
}
