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

// A launch that synchronizes its threads (GpuBuilder::launchBlocks): the
// workgroup buffer becomes one host buffer, the body is cut at its barriers
// into segments that every thread runs in turn, a loop holding a barrier
// runs once per block around its own segments, arithmetic that does not
// depend on the thread (%base) runs once per block, and index arithmetic
// that CSE shared between segments (%i) is computed again after the
// barriers.
// CHECK-LABEL: func.func @reverse_tiles(
// CHECK-SAME:    %[[A:.*]]: memref<?xi64>, %[[G:.*]]: index, %[[N:.*]]: index)
// CHECK:         %[[SH:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi64>
// CHECK:         %[[SH2:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi64>
// CHECK:         scf.for %[[BX:.*]] = %{{.*}} to %[[G]]
// CHECK:           scf.for
// CHECK:             scf.for
// CHECK:               %[[B:.*]] = arith.muli %[[BX]], %c64
// CHECK:               scf.for %[[T0:.*]] = %{{.*}} to %c64
// CHECK:                 scf.for
// CHECK:                   scf.for
// CHECK:                     %[[L:.*]] = memref.load %[[A]]
// CHECK:                     memref.store %[[L]], %[[SH]][%[[T0]]]
// CHECK-NOT:   gpu.barrier
// CHECK:               scf.for %{{.*}} = %{{.*}} to %[[N]]
// CHECK:                 scf.for %[[T1:.*]] = %{{.*}} to %c64
// CHECK:                       memref.load %[[SH]]
// CHECK:                       memref.store %{{.*}}, %[[SH2]][%[[T1]]]
// CHECK:                 scf.for %[[T3:.*]] = %{{.*}} to %c64
// CHECK:                       memref.load %[[SH2]][%[[T3]]]
// CHECK:               scf.for %[[T2:.*]] = %{{.*}} to %c64
// CHECK:                     %[[I2:.*]] = arith.addi %[[B]], %[[T2]]
// CHECK:                     memref.store %{{.*}}, %[[A]][%[[I2]]]
// CHECK:         memref.dealloc %[[SH]]
// CHECK:         memref.dealloc %[[SH2]]
func.func @reverse_tiles(%a: memref<?xi64>, %g: index, %n: index) {
  %c1 = arith.constant 1 : index
  %c63 = arith.constant 63 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %g, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<64xi64, #gpu.address_space<workgroup>>,
                       %sh2 : memref<64xi64, #gpu.address_space<workgroup>>) {
    %base = arith.muli %bx, %c64 : index
    %i = arith.addi %base, %tx : index
    %x = memref.load %a[%i] : memref<?xi64>
    memref.store %x, %sh[%tx] : memref<64xi64, #gpu.address_space<workgroup>>
    gpu.barrier
    %c0 = arith.constant 0 : index
    scf.for %r = %c0 to %n step %c1 {
      %j = arith.subi %c63, %tx : index
      %y = memref.load %sh[%j] : memref<64xi64, #gpu.address_space<workgroup>>
      memref.store %y, %sh2[%tx] : memref<64xi64, #gpu.address_space<workgroup>>
      gpu.barrier
      %w = memref.load %sh2[%tx] : memref<64xi64, #gpu.address_space<workgroup>>
      memref.store %w, %sh[%tx] : memref<64xi64, #gpu.address_space<workgroup>>
      gpu.barrier
    }
    %z = memref.load %sh[%tx] : memref<64xi64, #gpu.address_space<workgroup>>
    memref.store %z, %a[%i] : memref<?xi64>
    gpu.terminator
  }
  return
}

// A value loaded before a barrier and used after it (a register that
// survives the barrier): kept in a buffer of one element per thread,
// stored at the end of its segment and loaded in the next.
// CHECK-LABEL: func.func @value_across_barrier(
// CHECK-SAME:    %[[A:.*]]: memref<?xi64>)
// CHECK:         %[[KEEP:.*]] = memref.alloc(%{{.*}}) : memref<?xi64>
// CHECK:         scf.for
// CHECK:               scf.for %[[T0:.*]] = %{{.*}} to %c64
// CHECK:                     %[[X:.*]] = memref.load %[[A]]
// CHECK:                     memref.store %[[X]], %[[KEEP]][%[[T:.*]]]
// CHECK:               scf.for %[[T1:.*]] = %{{.*}} to %c64
// CHECK:                     %[[Y:.*]] = memref.load %[[KEEP]]
// CHECK:                     memref.store %[[Y]], %{{.*}}[%[[T1]]]
// CHECK:         memref.dealloc %[[KEEP]]
func.func @value_across_barrier(%a: memref<?xi64>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<64xi64, #gpu.address_space<workgroup>>) {
    %x = memref.load %a[%tx] : memref<?xi64>
    gpu.barrier
    memref.store %x, %sh[%tx] : memref<64xi64, #gpu.address_space<workgroup>>
    gpu.terminator
  }
  return
}

// A warp shuffle: the segment before it stores every thread's value in an
// exchange buffer, the next starts with each thread's read of its source
// lane (here lane ^ 1 of its warp of 32); the result, used after the
// barrier, is kept per thread.
// CHECK-LABEL: func.func @shuffle_xor(
// CHECK:         %[[EX:.*]] = memref.alloc(%{{.*}}) : memref<?xi32>
// CHECK:               scf.for %{{.*}} = %{{.*}} to %c64
// CHECK:                     %[[V:.*]] = memref.load
// CHECK:                     memref.store %[[V]], %[[EX]]
// CHECK:               scf.for %{{.*}} = %{{.*}} to %c64
// CHECK:                     arith.remui %{{.*}}, %c32
// CHECK:                     %[[LANE:.*]] = arith.remui
// CHECK:                     arith.xori %[[LANE]]
// CHECK:                     %[[AT:.*]] = arith.select
// CHECK:                     %[[R:.*]] = memref.load %[[EX]][%[[AT]]]
// CHECK:                     memref.store %[[R]], %[[KEPT:.*]][
// CHECK:               scf.for %{{.*}} = %{{.*}} to %c64
// CHECK:                     memref.load %[[KEPT]]
// CHECK-NOT:     gpu.shuffle
func.func @shuffle_xor(%a: memref<?xi32>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %x = memref.load %a[%tx] : memref<?xi32>
    %o = arith.constant 1 : i32
    %w = arith.constant 32 : i32
    %r, %ok = gpu.shuffle xor %x, %o, %w : i32
    gpu.barrier
    memref.store %r, %a[%tx] : memref<?xi32>
    gpu.terminator
  }
  return
}
