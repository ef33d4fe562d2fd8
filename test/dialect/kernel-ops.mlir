// RUN: stype-opt %s | FileCheck %s
// RUN: stype-opt %s --mlir-print-op-generic | stype-opt | FileCheck %s

// Ops the kernel lowering emits (dialect/KernelOps.td): they round-trip.

// CHECK-LABEL: func.func @exit(
// CHECK-SAME: %[[C:.*]]: i1, %[[W:.*]]: !llvm.ptr, %[[O:.*]]: i1, %[[R:.*]]: i64, %[[N:.*]]: i64)
// CHECK-NEXT: stype.exit_kernel_unless %[[C]], %[[W]], %[[O]] [%[[R]], %[[N]]] {element_bytes = 4 : i64} : !llvm.ptr
// CHECK-NEXT: return
func.func @exit(%c: i1, %what: !llvm.ptr, %overflow: i1, %rows: i64, %cols: i64) {
  stype.exit_kernel_unless %c, %what, %overflow [%rows, %cols] {element_bytes = 4 : i64} : !llvm.ptr
  return
}

// A scalar buffer has no sizes.
// CHECK-LABEL: func.func @scalar(
// CHECK-NEXT: stype.exit_kernel_unless %{{.*}}, %{{.*}}, %{{.*}} [] {element_bytes = 8 : i64} : !llvm.ptr
func.func @scalar(%c: i1, %what: !llvm.ptr, %overflow: i1) {
  stype.exit_kernel_unless %c, %what, %overflow [] {element_bytes = 8 : i64} : !llvm.ptr
  return
}
