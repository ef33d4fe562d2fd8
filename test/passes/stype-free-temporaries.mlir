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

// A buffer carried through a loop may be the loop's result: freed once,
// after the last use of the result, not right after the loop starts with it.
// Two buffers swapped by the loop are each freed once.
// CHECK-LABEL: func.func @through_iter_args(
// CHECK:         %[[A:.*]] = memref.alloc
// CHECK:         %[[B:.*]] = memref.alloc
// CHECK:         %[[R:.*]]:2 = scf.for
// CHECK:         memref.load %[[R]]#0
// CHECK-DAG:     memref.dealloc %[[A]] :
// CHECK-DAG:     memref.dealloc %[[B]] :
// CHECK-NOT:     memref.dealloc
// CHECK:         return
func.func @through_iter_args(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (memref<?xf32>, memref<?xf32>) {
    scf.yield %y, %x : memref<?xf32>, memref<?xf32>
  }
  %v = memref.load %r#0[%c0] : memref<?xf32>
  return %v : f32
}

// A loop result that is returned, or a select of two buffers that is
// returned, may be either buffer: neither is freed.
// CHECK-LABEL: func.func @escapes_through_loop_and_select(
// CHECK-NOT:     memref.dealloc
// CHECK:         return
func.func @escapes_through_loop_and_select(%n: index, %c: i1) -> (memref<?xf32>, memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (memref<?xf32>) {
    scf.yield %x : memref<?xf32>
  }
  %b = memref.alloc(%n) : memref<?xf32>
  %d = memref.alloc(%n) : memref<?xf32>
  %s = arith.select %c, %b, %d : memref<?xf32>
  return %r, %s : memref<?xf32>, memref<?xf32>
}

// A buffer handed out of an scf.if is followed through its result; one
// allocated in a loop body and carried to the next iteration is not freed
// in the body (the pass is conservative: it may leak such a buffer, it
// never frees one that is still reachable).
// CHECK-LABEL: func.func @through_if_and_carried(
// CHECK:         %[[T:.*]] = memref.alloc
// CHECK:         %[[I:.*]] = scf.if
// CHECK:         memref.load %[[I]]
// CHECK-NEXT:    memref.dealloc %[[T]]
// CHECK:         scf.for
// CHECK-NOT:       memref.dealloc
// CHECK:           scf.yield
// CHECK:         return
func.func @through_if_and_carried(%n: index, %c: i1, %w: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = memref.alloc(%n) : memref<?xf32>
  %i = scf.if %c -> (memref<?xf32>) {
    scf.yield %t : memref<?xf32>
  } else {
    scf.yield %w : memref<?xf32>
  }
  %v = memref.load %i[%c0] : memref<?xf32>
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%x = %w) -> (memref<?xf32>) {
    %fresh = memref.alloc(%n) : memref<?xf32>
    scf.yield %fresh : memref<?xf32>
  }
  return %v : f32
}

// A buffer allocated in each branch of an scf.if and yielded (a kernel that
// computes its result only when its run-time shape checks pass, an empty
// one otherwise): the scf.if's result owns it and is freed after its last
// use.  (Before, these buffers leaked on every call: the full sanitizer
// run found them in the dot kernels of the examples.)
// CHECK-LABEL: func.func @owned_by_if(
// CHECK:         %[[R:.*]] = scf.if
// CHECK-NOT:       memref.dealloc
// CHECK:         }
// CHECK:         memref.load %[[R]]
// CHECK-NEXT:    memref.dealloc %[[R]]
// CHECK-NEXT:    return
func.func @owned_by_if(%ok: i1, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %r = scf.if %ok -> (memref<?x4xf32>) {
    %a = memref.alloc(%n) : memref<?x4xf32>
    scf.yield %a : memref<?x4xf32>
  } else {
    %e = memref.alloc() : memref<0x4xf32>
    %c = memref.cast %e : memref<0x4xf32> to memref<?x4xf32>
    scf.yield %c : memref<?x4xf32>
  }
  %x = memref.load %r[%c0, %c0] : memref<?x4xf32>
  return %x : f32
}

// Nested: the inner scf.if's result is owned, so the outer one's is too.
// CHECK-LABEL: func.func @nested_if(
// CHECK:         %[[R:.*]] = scf.if
// CHECK:         memref.load %[[R]]
// CHECK-NEXT:    memref.dealloc %[[R]]
// CHECK-NEXT:    return
func.func @nested_if(%ok: i1, %ok2: i1, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %r = scf.if %ok -> (memref<?xf32>) {
    %i = scf.if %ok2 -> (memref<?xf32>) {
      %a = memref.alloc(%n) : memref<?xf32>
      scf.yield %a : memref<?xf32>
    } else {
      %b = memref.alloc(%n) : memref<?xf32>
      scf.yield %b : memref<?xf32>
    }
    scf.yield %i : memref<?xf32>
  } else {
    %e = memref.alloc(%n) : memref<?xf32>
    scf.yield %e : memref<?xf32>
  }
  %x = memref.load %r[%c0] : memref<?xf32>
  return %x : f32
}

// Not owned: a branch yields an operand (the caller's buffer), or the
// result is returned.
// CHECK-LABEL: func.func @not_owned(
// CHECK-NOT:     memref.dealloc
// CHECK:         return
func.func @not_owned(%ok: i1, %n: index, %in: memref<?xf32>) -> (f32, memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %r = scf.if %ok -> (memref<?xf32>) {
    %a = memref.alloc(%n) : memref<?xf32>
    scf.yield %a : memref<?xf32>
  } else {
    scf.yield %in : memref<?xf32>
  }
  %x = memref.load %r[%c0] : memref<?xf32>
  %s = scf.if %ok -> (memref<?xf32>) {
    %a = memref.alloc(%n) : memref<?xf32>
    scf.yield %a : memref<?xf32>
  } else {
    %b = memref.alloc(%n) : memref<?xf32>
    scf.yield %b : memref<?xf32>
  }
  return %x, %s : f32, memref<?xf32>
}
