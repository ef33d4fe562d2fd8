// RUN: stype-opt %s --stype-gpu-emulate | FileCheck %s

// Each launch becomes loops over block ids then thread ids (x, y, z), the
// body inlined with the ids and sizes substituted.

// CHECK-LABEL: func.func @scale(
// CHECK-SAME:    %[[A:.*]]: memref<?xf32>, %[[G:.*]]: index)
// CHECK-NOT:     gpu.launch
// CHECK:         scf.for %[[BX:.*]] = %{{.*}} to %[[G]] step
// CHECK:           scf.for %{{.*}} = %{{.*}} to %c1
// CHECK:             scf.for %{{.*}} = %{{.*}} to %c1
// CHECK:               scf.for %[[TX:.*]] = %{{.*}} to %c64
// CHECK:                 scf.for %{{.*}} = %{{.*}} to %c1
// CHECK:                   scf.for %{{.*}} = %{{.*}} to %c1
// CHECK:                     %[[B:.*]] = arith.muli %[[BX]], %c64
// CHECK:                     %[[I:.*]] = arith.addi %[[B]], %[[TX]]
// CHECK:                     memref.store %{{.*}}, %[[A]][%[[I]]]
// CHECK-NOT:     gpu.terminator
func.func @scale(%a: memref<?xf32>, %g: index) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %g, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %base = arith.muli %bx, %sx : index
    %i = arith.addi %base, %tx : index
    %x = memref.load %a[%i] : memref<?xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %a[%i] : memref<?xf32>
    gpu.terminator
  }
  return
}
