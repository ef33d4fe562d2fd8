// RUN: stype-opt %s -split-input-file --stype-lower-kernel-exits --verify-diagnostics | FileCheck %s

// stype.exit_kernel_unless in an LLVM-dialect function: a conditional branch
// to one block per function that returns zeros; the code after the op runs
// only when the condition holds.

// CHECK-LABEL: llvm.func @two_exits(
// CHECK-SAME: %[[A:.*]]: i1, %[[B:.*]]: i1, %[[P:.*]]: !llvm.ptr, %[[V:.*]]: f32)
// CHECK-NEXT:   llvm.cond_br %[[A]], ^[[BB1:bb[0-9]+]], ^[[EXIT:bb[0-9]+]]
// CHECK-NEXT: ^[[BB1]]:
// CHECK-NEXT:   llvm.store %[[V]], %[[P]] : f32, !llvm.ptr
// CHECK-NEXT:   llvm.cond_br %[[B]], ^[[BB2:bb[0-9]+]], ^[[EXIT]]
// CHECK-NEXT: ^[[BB2]]:
// CHECK-NEXT:   %[[R:.*]] = llvm.mlir.constant(7 : i64) : i64
// CHECK-NEXT:   llvm.return %[[R]] : i64
// CHECK-NEXT: ^[[EXIT]]:
// CHECK-NEXT:   %[[Z:.*]] = llvm.mlir.zero : i64
// CHECK-NEXT:   llvm.return %[[Z]] : i64
// CHECK-NOT: stype.exit_kernel_unless
llvm.func @two_exits(%a: i1, %b: i1, %p: !llvm.ptr, %v: f32) -> i64 {
  stype.exit_kernel_unless %a
  llvm.store %v, %p : f32, !llvm.ptr
  stype.exit_kernel_unless %b
  %r = llvm.mlir.constant(7 : i64) : i64
  llvm.return %r : i64
}

// -----

// A function without results returns nothing.
// CHECK-LABEL: llvm.func @void(
// CHECK: llvm.cond_br %{{.*}}, ^{{bb[0-9]+}}, ^[[EXIT:bb[0-9]+]]
// CHECK: ^[[EXIT]]:
// CHECK-NEXT: llvm.return{{$}}
llvm.func @void(%a: i1, %p: !llvm.ptr, %v: f32) {
  stype.exit_kernel_unless %a
  llvm.store %v, %p : f32, !llvm.ptr
  llvm.return
}

// -----

// A struct result (a memref descriptor) returns an all-zero struct.
// CHECK-LABEL: llvm.func @descriptor(
// CHECK: llvm.mlir.zero : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
llvm.func @descriptor(%a: i1, %d: !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
  stype.exit_kernel_unless %a
  llvm.return %d : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
}

// -----

// Not yet in the LLVM dialect (or inside another region): an error at the op.
func.func @not_llvm(%a: i1) {
  // expected-error @below {{stype.exit_kernel_unless must be directly in the body of an LLVM-dialect function (run after convert-func-to-llvm; not inside 'func.func')}}
  stype.exit_kernel_unless %a
  return
}
