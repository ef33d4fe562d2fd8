// RUN: stype-opt %s --stype-free-temporaries | FileCheck %s

// An intermediate buffer is freed after its last use, also when the use is
// through a view or nested in a loop.
// CHECK-LABEL: func.func @temporary(
// CHECK:         %[[T:.*]] = memref.alloc
// CHECK:         %[[V:.*]] = memref.collapse_shape %[[T]]
// CHECK:         scf.for
// CHECK:           memref.load %[[V]]
// CHECK:         }
// CHECK-NEXT:    memref.dealloc %[[T]]
// CHECK-NEXT:    return
func.func @temporary(%n: index, %out: memref<?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = memref.alloc(%n) : memref<?x1xf32>
  %v = memref.collapse_shape %t [[0, 1]] : memref<?x1xf32> into memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %v[%i] : memref<?xf32>
    memref.store %x, %out[%i] : memref<?xf32>
  }
  return %out : memref<?xf32>
}

// A returned buffer, or one returned through a view, is the caller's.
// CHECK-LABEL: func.func @escapes(
// CHECK-NOT:     memref.dealloc
// CHECK:         return
func.func @escapes(%n: index) -> (memref<?xf32>, memref<?xf32>) {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?x1xf32>
  %v = memref.collapse_shape %b [[0, 1]] : memref<?x1xf32> into memref<?xf32>
  return %a, %v : memref<?xf32>, memref<?xf32>
}

// Function arguments are never freed or copied; a buffer freed already is
// left alone.
// CHECK-LABEL: func.func @args_and_freed(
// CHECK-COUNT-1: memref.dealloc
// CHECK-NOT:     memref.dealloc
// CHECK-NOT:     clone
// CHECK:         return %{{.*}} : memref<?xf32>
func.func @args_and_freed(%w: memref<?xf32>, %n: index) -> memref<?xf32> {
  %t = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %t : memref<?xf32>
  return %w : memref<?xf32>
}

// A buffer passed to a call whose result is returned may be that result.
// CHECK-LABEL: func.func @through_call(
// CHECK-NOT:     memref.dealloc
// CHECK:         return
func.func private @identity(memref<?xf32>) -> memref<?xf32>
func.func @through_call(%n: index) -> memref<?xf32> {
  %t = memref.alloc(%n) : memref<?xf32>
  %r = func.call @identity(%t) : (memref<?xf32>) -> memref<?xf32>
  return %r : memref<?xf32>
}
