// --stype-inline-alloca-scopes: convert-scf-to-openmp wraps every parallel
// loop body in a memref.alloca_scope; the canonicalizer keeps it when the body
// holds a call (a call has no memory-effect information, so it counts as a
// possible stack allocation), and convert-scf-to-cf then makes the scope
// multi-block, which its verifier rejects ("expects region #0 to have 0 or 1
// blocks"): the parallel pipeline failed on such kernels.  The pass inlines
// every scope without a memref.alloca.

// RUN: stype-opt %s --convert-scf-to-openmp --stype-inline-alloca-scopes | FileCheck %s
// RUN: stype-opt %s --convert-scf-to-openmp --stype-inline-alloca-scopes --convert-scf-to-cf | FileCheck %s --check-prefix=CF
// RUN: stype-opt %s --convert-scf-to-openmp --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: not stype-opt %s --convert-scf-to-openmp --canonicalize --convert-scf-to-cf 2>&1 | FileCheck %s --check-prefix=BUG

func.func private @ext(index)

// CHECK-LABEL: func.func @call_in_body
// CHECK:         omp.loop_nest
// CHECK-NOT:     memref.alloca_scope
// CHECK:         scf.if
// CHECK-NEXT:      func.call @ext
// CHECK:         memref.store
// CHECK:         omp.yield
// CF-LABEL:    func.func @call_in_body
// CF-NOT:        memref.alloca_scope
// CF:            cf.cond_br
// CF:            call @ext
// CANON-LABEL: func.func @call_in_body
// CANON:         memref.alloca_scope
// CANON:           func.call @ext
// BUG: error: 'memref.alloca_scope' op expects region #0 to have 0 or 1 blocks
func.func @call_in_body(%n: index, %buf: memref<?xf32>, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.if %c {
      func.call @ext(%i) : (index) -> ()
    }
    memref.store %f, %buf[%i] : memref<?xf32>
    scf.reduce
  }
  return
}

// A body with a stack allocation keeps its scope (stack save/restore per
// iteration, by finalize-memref-to-llvm).
// CHECK-LABEL: func.func @alloca_in_body
// CHECK:         omp.loop_nest
// CHECK:           memref.alloca_scope
// CHECK:             memref.alloca()
func.func @alloca_in_body(%n: index, %buf: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %a = memref.alloca() : memref<1xf32>
    %v = memref.load %buf[%i] : memref<?xf32>
    memref.store %v, %a[%c0] : memref<1xf32>
    %w = memref.load %a[%c0] : memref<1xf32>
    memref.store %w, %buf[%i] : memref<?xf32>
    scf.reduce
  }
  return
}
