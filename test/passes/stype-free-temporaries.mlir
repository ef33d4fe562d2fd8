// RUN: stype-opt %s --stype-free-temporaries | FileCheck %s
// CHECK: func.func private @stype_kernel_free_buffers(!llvm.ptr, i64)

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

// Owned on one path: a branch yields an operand (the caller's buffer), the
// other a new buffer (a kernel whose run-time check passes uses its operand,
// and allocates an empty result otherwise): freed after the last use, under
// the condition of the branch that allocated.  Not freed when returned.
// CHECK-LABEL: func.func @owned_on_one_path(
// CHECK-SAME:    %[[OK:[^:]*]]: i1
// CHECK:         %[[R:.*]] = scf.if %[[OK]]
// CHECK:         memref.load %[[R]]
// CHECK-NEXT:    scf.if %[[OK]] {
// CHECK-NEXT:      memref.dealloc %[[R]]
// CHECK-NEXT:    }
// CHECK:         %[[S:.*]] = scf.if %[[OK]]
// CHECK:         memref.load %[[S]]
// CHECK:         %[[NOT:.*]] = arith.xori %[[OK]], %true
// CHECK-NEXT:    scf.if %[[NOT]] {
// CHECK-NEXT:      memref.dealloc %[[S]]
// CHECK-NEXT:    }
// CHECK-NOT:     memref.dealloc
// CHECK:         return
func.func @owned_on_one_path(%ok: i1, %n: index, %in: memref<?xf32>) -> (f32, f32, memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %r = scf.if %ok -> (memref<?xf32>) {
    %a = memref.alloc(%n) : memref<?xf32>
    scf.yield %a : memref<?xf32>
  } else {
    scf.yield %in : memref<?xf32>
  }
  %x = memref.load %r[%c0] : memref<?xf32>
  %s = scf.if %ok -> (memref<?xf32>) {
    scf.yield %in : memref<?xf32>
  } else {
    %a = memref.alloc(%n) : memref<?xf32>
    scf.yield %a : memref<?xf32>
  }
  %y = memref.load %s[%c0] : memref<?xf32>
  %t = scf.if %ok -> (memref<?xf32>) {
    %a = memref.alloc(%n) : memref<?xf32>
    scf.yield %a : memref<?xf32>
  } else {
    scf.yield %in : memref<?xf32>
  }
  return %x, %y, %t : f32, f32, memref<?xf32>
}

// Not owned: the result is returned.
// CHECK-LABEL: func.func @not_owned(
// CHECK-NOT:     memref.dealloc
// CHECK:         return
func.func @not_owned(%ok: i1, %n: index) -> memref<?xf32> {
  %s = scf.if %ok -> (memref<?xf32>) {
    %a = memref.alloc(%n) : memref<?xf32>
    scf.yield %a : memref<?xf32>
  } else {
    %b = memref.alloc(%n) : memref<?xf32>
    scf.yield %b : memref<?xf32>
  }
  return %s : memref<?xf32>
}

// A kernel's result that a failed run-time check replaces with an empty one
// moves into the scf.if: the branch that drops it frees it, and the result
// owns its buffer on both paths (here it is returned, so nothing else frees
// it).
// CHECK-LABEL: func.func @moved_into_if(
// CHECK:         %[[V:.*]] = memref.alloc
// CHECK:         scf.if
// CHECK:           memref.cast %[[V]]
// CHECK:         } else {
// CHECK:           %[[Z:.*]] = memref.alloc() : memref<3x2xf32>
// CHECK-NEXT:      memref.dim %[[V]]
// CHECK-NEXT:      memref.dealloc %[[V]]
// CHECK-NEXT:      scf.yield %[[Z]]
// CHECK-NOT:     memref.dealloc
// CHECK:         return
func.func @moved_into_if(%ok: i1, %n: index) -> memref<3x2xf32> {
  %c0 = arith.constant 0 : index
  %v = memref.alloc(%n, %n) : memref<?x?xf32>
  %r = scf.if %ok -> (memref<3x2xf32>) {
    %c = memref.cast %v : memref<?x?xf32> to memref<3x2xf32>
    scf.yield %c : memref<3x2xf32>
  } else {
    %z = memref.alloc() : memref<3x2xf32>
    %d = memref.dim %v, %c0 : memref<?x?xf32>
    scf.yield %z : memref<3x2xf32>
  }
  return %r : memref<3x2xf32>
}

// Not moved: the buffer is used after the scf.if, so it is freed after that
// use, and the scf.if result (owned on the else path only) under !%ok.
// CHECK-LABEL: func.func @not_moved(
// CHECK:         %[[V:.*]] = memref.alloc
// CHECK:         %[[R:.*]] = scf.if
// CHECK-NOT:       memref.dealloc
// CHECK:         }
// CHECK:         memref.load %[[R]]
// CHECK:         scf.if
// CHECK-NEXT:      memref.dealloc %[[R]]
// CHECK:         memref.load %[[V]]
// CHECK-NEXT:    memref.dealloc %[[V]]
func.func @not_moved(%ok: i1, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.alloc(%n) : memref<?xf32>
  %r = scf.if %ok -> (memref<?xf32>) {
    scf.yield %v : memref<?xf32>
  } else {
    %z = memref.alloc(%n) : memref<?xf32>
    scf.yield %z : memref<?xf32>
  }
  %x = memref.load %r[%c0] : memref<?xf32>
  %y = memref.load %v[%c0] : memref<?xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}

// Before a kernel exit: the buffers alive there (allocated before it, not
// freed or taken over yet, returned or not) are freed on the failure path,
// the one just allocated included (a failed size check allocates a 0-sized
// buffer).  The function keeps their addresses in a stack array, one slot
// per buffer: set after the allocation, cleared where the buffer is freed
// or taken over by an scf.if; each exit's failure path hands the array to
// stype_kernel_free_buffers.
// CHECK-LABEL: func.func @exits(
// CHECK:         %[[SLOTS:.*]] = memref.alloca() : memref<5xindex>
// CHECK:         scf.for
// CHECK-NEXT:      memref.store %{{.*}}, %[[SLOTS]]
// CHECK:         %[[A:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK-NEXT:    %[[PA:.*]] = memref.extract_aligned_pointer_as_index %[[A]]
// CHECK-NEXT:    %[[K0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    memref.store %[[PA]], %[[SLOTS]][%[[K0]]]
// CHECK:         scf.if
// CHECK-NEXT:      memref.extract_aligned_pointer_as_index %[[SLOTS]]
// CHECK:           func.call @stype_kernel_free_buffers(%{{.*}}, %c5_i64)
// CHECK:         stype.exit_kernel_unless
// CHECK:         %[[T:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK:         memref.store %{{.*}}, %[[SLOTS]][%[[K1:.*]]]
// CHECK:         func.call @stype_kernel_free_buffers
// CHECK:         stype.exit_kernel_unless
// CHECK:         memref.load %[[T]]
// CHECK-NEXT:    memref.dealloc %[[T]]
// CHECK-NEXT:    %[[Z0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[K1B:.*]] = arith.constant 1 : index
// CHECK-NEXT:    memref.store %[[Z0]], %[[SLOTS]][%[[K1B]]]
// CHECK:         %[[R:.*]] = scf.if
// CHECK:         } else {
// CHECK:           %[[Z:.*]] = memref.alloc
// CHECK:           memref.store %{{.*}}, %[[SLOTS]]
// CHECK:           func.call @stype_kernel_free_buffers
// CHECK:           stype.exit_kernel_unless
// CHECK-NEXT:      memref.dealloc %[[A]]
// CHECK-NEXT:      arith.constant 0
// CHECK-NEXT:      arith.constant 0
// CHECK-NEXT:      memref.store
// CHECK-NEXT:      scf.yield %[[Z]]
// CHECK:         %[[PR:.*]] = memref.extract_aligned_pointer_as_index %[[R]]
// CHECK:         memref.store %[[PR]], %[[SLOTS]]
// CHECK:         %[[B:.*]] = memref.alloc
// CHECK:         func.call @stype_kernel_free_buffers
// CHECK-NEXT:    }
// CHECK-NEXT:    stype.exit_kernel_unless
// CHECK-NOT:     memref.dealloc
// CHECK:         return
func.func @exits(%ok: i1, %n: index, %p: !llvm.ptr) -> (memref<?xf32>, memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c0_i64 = arith.constant 0 : i64
  %false = arith.constant false
  %a = memref.alloc(%n) : memref<?xf32>
  stype.exit_kernel_unless %ok, %p, %false [%c0_i64] {element_bytes = 4 : i64} : !llvm.ptr
  %t = memref.alloc(%n) : memref<?xf32>
  stype.exit_kernel_unless %ok, %p, %false [%c0_i64] {element_bytes = 4 : i64} : !llvm.ptr
  %x = memref.load %t[%c0] : memref<?xf32>
  %r = scf.if %ok -> (memref<?xf32>) {
    scf.yield %a : memref<?xf32>
  } else {
    %z = memref.alloc(%n) : memref<?xf32>
    stype.exit_kernel_unless %ok, %p, %false [%c0_i64] {element_bytes = 4 : i64} : !llvm.ptr
    scf.yield %z : memref<?xf32>
  }
  %b = memref.alloc(%n) : memref<?xf32>
  stype.exit_kernel_unless %ok, %p, %false [%c0_i64] {element_bytes = 4 : i64} : !llvm.ptr
  memref.store %x, %b[%c0] : memref<?xf32>
  return %r, %b : memref<?xf32>, memref<?xf32>
}

// No exits, no slots; the hook is declared once for the module.
// CHECK-LABEL: func.func @no_exits(
// CHECK-NOT:     memref.alloca
// CHECK:         return
func.func @no_exits(%n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  return %a : memref<?xf32>
}

// A dealloc the kernel lowering wrote itself ends the buffer too: its slot
// is cleared there, so a later exit does not free it again.
// CHECK-LABEL: func.func @own_dealloc(
// CHECK:         %[[SLOTS:.*]] = memref.alloca() : memref<1xindex>
// CHECK:         %[[S:.*]] = memref.alloc
// CHECK:         memref.dealloc %[[S]]
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[K:.*]] = arith.constant 0 : index
// CHECK-NEXT:    memref.store %[[Z]], %[[SLOTS]][%[[K]]]
// CHECK:         func.call @stype_kernel_free_buffers
// CHECK-NEXT:    }
// CHECK-NEXT:    stype.exit_kernel_unless
func.func @own_dealloc(%ok: i1, %n: index, %p: !llvm.ptr) {
  %c0_i64 = arith.constant 0 : i64
  %false = arith.constant false
  %s = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %s : memref<?xf32>
  stype.exit_kernel_unless %ok, %p, %false [%c0_i64] {element_bytes = 4 : i64} : !llvm.ptr
  return
}
