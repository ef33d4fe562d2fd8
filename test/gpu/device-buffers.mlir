// RUN: stype-opt %s --stype-gpu-device-buffers | FileCheck %s

// In a function with launches, host-side allocations, frees and copies move
// to the device; the host scalar (memref.alloca) and anything inside a
// launch stay.  Functions without launches are left alone.

// CHECK-LABEL: func.func @with_launch(
// CHECK-SAME:    %[[IN:.*]]: memref<?xf32>, %[[N:.*]]: index)
// CHECK:         %[[T:.*]] = gpu.alloc  (%[[N]]) : memref<?xf32>
// CHECK:         gpu.memcpy  %[[T]], %[[IN]] : memref<?xf32>, memref<?xf32>
// CHECK:         gpu.launch
// CHECK:         %[[H:.*]] = memref.alloca() : memref<1xf32>
// CHECK:         %[[ONE:.*]] = gpu.alloc  () : memref<1xf32>
// CHECK:         gpu.memcpy  %[[H]], %[[ONE]] : memref<1xf32>, memref<1xf32>
// CHECK:         gpu.dealloc  %[[ONE]] : memref<1xf32>
// CHECK:         return %[[T]]
func.func @with_launch(%in: memref<?xf32>, %n: index) -> memref<?xf32> {
  %c1 = arith.constant 1 : index
  %t = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32>
  memref.copy %in, %t : memref<?xf32> to memref<?xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    gpu.terminator
  }
  %h = memref.alloca() : memref<1xf32>
  %one = memref.alloc() : memref<1xf32>
  memref.copy %one, %h : memref<1xf32> to memref<1xf32>
  memref.dealloc %one : memref<1xf32>
  return %t : memref<?xf32>
}

// CHECK-LABEL: func.func @host_only(
// CHECK:         memref.alloc
// CHECK:         memref.dealloc
// CHECK-NOT:     gpu.
func.func @host_only(%n: index) {
  %t = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %t : memref<?xf32>
  return
}

// A host round trip (--stype-gpu-host-round-trips) has device buffers even
// without a launch: the host copy (stype.host_buffer) and the host kernel's
// result stay on the host with their frees, the device copy of the result
// moves, and both copies become gpu.memcpy.
// CHECK-LABEL: func.func @round_trip(
// CHECK-SAME:    %[[IN:.*]]: memref<?xf32>, %[[N:.*]]: index)
// CHECK:         %[[H:.*]] = memref.alloc(%[[N]]) {stype.host_buffer} : memref<?xf32>
// CHECK:         gpu.memcpy  %[[H]], %[[IN]]
// CHECK:         %[[R:.*]] = call @__stype_host_k(%[[H]])
// CHECK:         memref.dealloc %[[H]]
// CHECK:         %[[D:.*]] = gpu.alloc  (%[[N]]) : memref<?xf32>
// CHECK:         gpu.memcpy  %[[D]], %[[R]]
// CHECK:         memref.dealloc %[[R]]
// CHECK:         return %[[D]]
func.func private @__stype_host_k(memref<?xf32>) -> memref<?xf32> attributes {stype.host_kernel}
func.func @round_trip(%in: memref<?xf32>, %n: index) -> memref<?xf32> {
  %h = memref.alloc(%n) {stype.host_buffer} : memref<?xf32>
  memref.copy %in, %h : memref<?xf32> to memref<?xf32>
  %r = func.call @__stype_host_k(%h) : (memref<?xf32>) -> memref<?xf32>
  memref.dealloc %h : memref<?xf32>
  %d = memref.alloc(%n) : memref<?xf32>
  memref.copy %r, %d : memref<?xf32> to memref<?xf32>
  memref.dealloc %r : memref<?xf32>
  return %d : memref<?xf32>
}
