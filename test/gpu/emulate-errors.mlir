// RUN: stype-opt %s --stype-gpu-emulate --split-input-file --verify-diagnostics

// --stype-gpu-emulate runs a synchronizing launch segment by segment; what
// it cannot run that way is refused with the op that breaks the rule.

// A barrier that only some threads reach (undefined behaviour on a GPU).
func.func @barrier_in_branch(%a: memref<?xi64>) {
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %low = arith.cmpi ult, %tx, %c32 : index
    // expected-error @below {{cannot be emulated: a barrier or shuffle inside a branch, a per-thread loop or a loop with results}}
    scf.if %low {
      gpu.barrier
    }
    gpu.terminator
  }
  return
}

// -----

// A warp shuffle that only some threads reach.
func.func @shuffle_in_branch(%a: memref<?xi32>) {
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %low = arith.cmpi ult, %tx, %c32 : index
    %x = memref.load %a[%tx] : memref<?xi32>
    // expected-error @below {{cannot be emulated: a barrier or shuffle inside a branch, a per-thread loop or a loop with results}}
    scf.if %low {
      %o = arith.constant 1 : i32
      %w = arith.constant 32 : i32
      %r, %ok = gpu.shuffle xor %x, %o, %w : i32
      memref.store %r, %a[%tx] : memref<?xi32>
    }
    gpu.terminator
  }
  return
}

// -----

// A loop whose trip count depends on the thread.
func.func @per_thread_loop(%a: memref<?xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    // expected-error @below {{cannot be emulated: a barrier or shuffle inside a branch, a per-thread loop or a loop with results}}
    scf.for %i = %c0 to %tx step %c1 {
      gpu.barrier
    }
    gpu.terminator
  }
  return
}
