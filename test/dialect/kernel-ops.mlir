// RUN: stype-opt %s | FileCheck %s
// RUN: stype-opt %s --mlir-print-op-generic | stype-opt | FileCheck %s

// Ops the kernel lowering emits (dialect/KernelOps.td): they round-trip.

// CHECK-LABEL: func.func @exit(
// CHECK-SAME: %[[C:.*]]: i1)
// CHECK-NEXT: stype.exit_kernel_unless %[[C]]
// CHECK-NEXT: return
func.func @exit(%c: i1) {
  stype.exit_kernel_unless %c
  return
}

