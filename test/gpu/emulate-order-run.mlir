// --stype-gpu-emulate's `order` runs the blocks of a launch and the threads
// of each segment forward (loops over x, y, z, outermost first, ids
// ascending: the default), in reverse or in a seeded permutation
// (shuffle:SEED).  The kernel: 2 blocks of 8 x 4 threads; each thread
// copies in[g] to buf[g], and after a gpu.barrier reads buf[g - 1], the
// write of its neighbour (tx - 1, ty) (threads with tx = 0 their own); it
// also records its place in the visiting order (FWD, REV).
//
// With the barrier, every order gives the right result (and every thread
// runs once: out starts at -7, buf at -1).
// RUN: stype-opt %s --stype-gpu-emulate | mlir-opt --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \
// RUN:   | FileCheck %s --check-prefixes=OK,FWD
// RUN: stype-opt %s --stype-gpu-emulate=order=reverse | mlir-opt --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \
// RUN:   | FileCheck %s --check-prefixes=OK,REV
// RUN: stype-opt %s --stype-gpu-emulate=order=shuffle:7 | mlir-opt --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \
// RUN:   | FileCheck %s --check-prefix=OK
//
// Without the barrier the kernel races on a GPU.  In the forward order each
// writer runs before its reader, so the missing barrier passes unnoticed;
// the reverse order and a shuffle catch it (stale -1 values).
// RUN: sed -e '/gpu[.]barrier/d' %s | stype-opt --stype-gpu-emulate | mlir-opt --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \
// RUN:   | FileCheck %s --check-prefix=OK
// RUN: sed -e '/gpu[.]barrier/d' %s | stype-opt --stype-gpu-emulate=order=reverse | mlir-opt --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \
// RUN:   | not FileCheck %s --check-prefix=OK
// RUN: sed -e '/gpu[.]barrier/d' %s | stype-opt --stype-gpu-emulate=order=reverse | mlir-opt --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \
// RUN:   | FileCheck %s --check-prefix=RACE
// RUN: sed -e '/gpu[.]barrier/d' %s | stype-opt --stype-gpu-emulate=order=shuffle:7 | mlir-opt --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_utils \
// RUN:   | not FileCheck %s --check-prefix=OK
//
// An unknown order is an error.
// RUN: not stype-opt %s --stype-gpu-emulate=order=sideways 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not stype-opt %s --stype-gpu-emulate=order=shuffle:x 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: --stype-gpu-emulate: unknown order '{{sideways|shuffle:x}}' (expected forward, reverse or shuffle:SEED)

// OK: sizes = [64]
// OK-NEXT: [100, 100, 101, 102, 103, 104, 105, 106, 108, 108, 109, 110, 111, 112, 113, 114, 116, 116, 117, 118, 119, 120, 121, 122, 124, 124, 125, 126, 127, 128, 129, 130, 132, 132, 133, 134, 135, 136, 137, 138, 140, 140, 141, 142, 143, 144, 145, 146, 148, 148, 149, 150, 151, 152, 153, 154, 156, 156, 157, 158, 159, 160, 161, 162]
// FWD: sizes = [64]
// FWD-NEXT: [0, 4, 8, 12, 16, 20, 24, 28, 1, 5, 9, 13, 17, 21, 25, 29, 2, 6, 10, 14, 18, 22, 26, 30, 3, 7, 11, 15, 19, 23, 27, 31, 32, 36, 40, 44, 48, 52, 56, 60, 33, 37, 41, 45, 49, 53, 57, 61, 34, 38, 42, 46, 50, 54, 58, 62, 35, 39, 43, 47, 51, 55, 59, 63]
// REV: sizes = [64]
// REV-NEXT: [63, 59, 55, 51, 47, 43, 39, 35, 62, 58, 54, 50, 46, 42, 38, 34, 61, 57, 53, 49, 45, 41, 37, 33, 60, 56, 52, 48, 44, 40, 36, 32, 31, 27, 23, 19, 15, 11, 7, 3, 30, 26, 22, 18, 14, 10, 6, 2, 29, 25, 21, 17, 13, 9, 5, 1, 28, 24, 20, 16, 12, 8, 4, 0]
// RACE: sizes = [64]
// RACE-NEXT: [100, -1, -1, -1, -1, -1, -1, -1, 108, -1,
func.func @kernel(%in: memref<64xi32>, %buf: memref<64xi32>,
                  %out: memref<64xi32>, %visit: memref<64xi32>,
                  %count: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %one = arith.constant 1 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c4, %sz = %c1) {
    %row = arith.muli %ty, %c8 : index
    %t = arith.addi %row, %tx : index
    %base = arith.muli %bx, %c32 : index
    %g = arith.addi %base, %t : index
    %n = memref.load %count[%c0] : memref<1xi32>
    memref.store %n, %visit[%g] : memref<64xi32>
    %n1 = arith.addi %n, %one : i32
    memref.store %n1, %count[%c0] : memref<1xi32>
    %v = memref.load %in[%g] : memref<64xi32>
    memref.store %v, %buf[%g] : memref<64xi32>
    gpu.barrier
    %first = arith.cmpi eq, %tx, %c0 : index
    %prev = arith.subi %g, %c1 : index
    %src = arith.select %first, %g, %prev : index
    %r = memref.load %buf[%src] : memref<64xi32>
    memref.store %r, %out[%g] : memref<64xi32>
    gpu.terminator
  }
  return
}

func.func private @printMemrefI32(memref<*xi32>)

func.func @main() {
  %in = memref.alloc() : memref<64xi32>
  %buf = memref.alloc() : memref<64xi32>
  %out = memref.alloc() : memref<64xi32>
  %visit = memref.alloc() : memref<64xi32>
  %count = memref.alloc() : memref<1xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %m1 = arith.constant -1 : i32
  %m7 = arith.constant -7 : i32
  %z = arith.constant 0 : i32
  %h = arith.constant 100 : i32
  scf.for %i = %c0 to %c64 step %c1 {
    %v = arith.index_cast %i : index to i32
    %w = arith.addi %v, %h : i32
    memref.store %w, %in[%i] : memref<64xi32>
    memref.store %m1, %buf[%i] : memref<64xi32>
    memref.store %m7, %out[%i] : memref<64xi32>
    memref.store %m7, %visit[%i] : memref<64xi32>
  }
  memref.store %z, %count[%c0] : memref<1xi32>
  call @kernel(%in, %buf, %out, %visit, %count)
      : (memref<64xi32>, memref<64xi32>, memref<64xi32>, memref<64xi32>,
         memref<1xi32>) -> ()
  %u = memref.cast %out : memref<64xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %o = memref.cast %visit : memref<64xi32> to memref<*xi32>
  call @printMemrefI32(%o) : (memref<*xi32>) -> ()
  return
}
