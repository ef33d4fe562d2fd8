// RUN: stype-opt %s --stype-gpu-emulate --split-input-file --verify-diagnostics

// --stype-gpu-emulate runs a synchronizing launch segment by segment; what
// it cannot run that way is refused with the op that breaks the rule.

// A value loaded before a barrier and used after it (a register that
// survives the barrier): the kernels pass such values through shared
// memory instead.
func.func @value_across_barrier(%a: memref<?xi64>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<64xi64, #gpu.address_space<workgroup>>) {
    %x = memref.load %a[%tx] : memref<?xi64>
    gpu.barrier
    // expected-error @below {{cannot be emulated: a per-thread value crosses a barrier}}
    memref.store %x, %sh[%tx] : memref<64xi64, #gpu.address_space<workgroup>>
    gpu.terminator
  }
  return
}

// -----

// A barrier that only some threads reach (undefined behaviour on a GPU).
func.func @barrier_in_branch(%a: memref<?xi64>) {
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %low = arith.cmpi ult, %tx, %c32 : index
    // expected-error @below {{cannot be emulated: a barrier inside a branch, a per-thread loop or a loop with results}}
    scf.if %low {
      gpu.barrier
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
    // expected-error @below {{cannot be emulated: a barrier inside a branch, a per-thread loop or a loop with results}}
    scf.for %i = %c0 to %tx step %c1 {
      gpu.barrier
    }
    gpu.terminator
  }
  return
}
