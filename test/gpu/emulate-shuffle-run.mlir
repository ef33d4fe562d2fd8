// RUN: stype-opt %s --stype-gpu-emulate \
// RUN:   | mlir-opt --convert-scf-to-cf --convert-to-llvm \
// RUN:       --reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=void \
// RUN:       -shared-libs=%mlir_runner_utils \
// RUN:   | FileCheck %s

// --stype-gpu-emulate runs each gpu.shuffle mode as the device does: 64
// threads (two warps of 32) holding 100 + their id exchange values with
// offset 3; where the source lane is outside the warp, `up` and `down`
// report invalid (-1 here), `xor` and `idx` stay inside the warp.

// CHECK: sizes = [4, 64]
// up: lane - 3, invalid for lanes 0-2 of each warp.
// CHECK: [-1, -1, -1, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 128, -1, -1, -1, 132, 133, 134, 135, 136, 137, 138, 139, 140, 141, 142, 143, 144, 145, 146, 147, 148, 149, 150, 151, 152, 153, 154, 155, 156, 157, 158, 159, 160]
// down: lane + 3, invalid for lanes 29-31.
// CHECK: [103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 128, 129, 130, 131, -1, -1, -1, 135, 136, 137, 138, 139, 140, 141, 142, 143, 144, 145, 146, 147, 148, 149, 150, 151, 152, 153, 154, 155, 156, 157, 158, 159, 160, 161, 162, 163, -1, -1, -1]
// xor: lane ^ 3.
// CHECK: [103, 102, 101, 100, 107, 106, 105, 104, 111, 110, 109, 108, 115, 114, 113, 112, 119, 118, 117, 116, 123, 122, 121, 120, 127, 126, 125, 124, 131, 130, 129, 128, 135, 134, 133, 132, 139, 138, 137, 136, 143, 142, 141, 140, 147, 146, 145, 144, 151, 150, 149, 148, 155, 154, 153, 152, 159, 158, 157, 156, 163, 162, 161, 160]
// idx: lane 3 of the warp.
// CHECK: [103, 103, 103, 103, 103, 103, 103, 103, 103, 103, 103, 103, 103, 103, 103, 103, 103, 103, 103, 103, 103, 103, 103, 103, 103, 103, 103, 103, 103, 103, 103, 103, 135, 135, 135, 135, 135, 135, 135, 135, 135, 135, 135, 135, 135, 135, 135, 135, 135, 135, 135, 135, 135, 135, 135, 135, 135, 135, 135, 135, 135, 135, 135, 135]
func.func @kernel(%in: memref<64xi32>, %out: memref<4x64xi32>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %v = memref.load %in[%tx] : memref<64xi32>
    %o = arith.constant 3 : i32
    %w = arith.constant 32 : i32
    %up, %u_ok = gpu.shuffle up %v, %o, %w : i32
    %down, %d_ok = gpu.shuffle down %v, %o, %w : i32
    %x, %x_ok = gpu.shuffle xor %v, %o, %w : i32
    %i, %i_ok = gpu.shuffle idx %v, %o, %w : i32
    %c0 = arith.constant 0 : index
    %c1i = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %z = arith.constant -1 : i32
    %up2 = arith.select %u_ok, %up, %z : i32
    %down2 = arith.select %d_ok, %down, %z : i32
    memref.store %up2, %out[%c0, %tx] : memref<4x64xi32>
    memref.store %down2, %out[%c1i, %tx] : memref<4x64xi32>
    memref.store %x, %out[%c2, %tx] : memref<4x64xi32>
    memref.store %i, %out[%c3, %tx] : memref<4x64xi32>
    gpu.barrier
    gpu.terminator
  }
  return
}
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %in = memref.alloc() : memref<64xi32>
  %out = memref.alloc() : memref<4x64xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %c64 step %c1 {
    %v = arith.index_cast %i : index to i32
    %h = arith.constant 100 : i32
    %w = arith.addi %v, %h : i32
    memref.store %w, %in[%i] : memref<64xi32>
  }
  call @kernel(%in, %out) : (memref<64xi32>, memref<4x64xi32>) -> ()
  %u = memref.cast %out : memref<4x64xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
