// RUN: stype-opt %s --stype-lower-kernels-gpu -split-input-file -verify-diagnostics --mlir-print-op-on-diagnostic=false

// --stype-lower-kernels-gpu rejects host code (outside a gpu.launch) that
// reads or writes a device buffer: a function's memref arguments, and in a
// function with launches every memref.alloc (--stype-gpu-device-buffers
// places those on the device).  Host buffers are memref.alloca and globals.
// The check covers any op by its declared memory effects.

func.func @load_argument(%m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'memref.load' op reads or writes a device buffer in host code (outside a gpu.launch)}}
  %v = memref.load %m[%c0] : memref<?xf32>
  return %v : f32
}

// -----

func.func @store_through_view(%m: memref<4x4xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %flat = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  // expected-error @+1 {{'memref.store' op reads or writes a device buffer in host code}}
  memref.store %v, %flat[%c0] : memref<16xf32>
  return
}

// -----

func.func @vector_load_alloc_with_launch(%n: index) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %buf = memref.alloc(%n) : memref<?xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %z = arith.constant 0.0 : f32
    memref.store %z, %buf[%c0] : memref<?xf32>
    gpu.terminator
  }
  // expected-error @+1 {{'vector.load' op reads or writes a device buffer in host code}}
  %v = vector.load %buf[%c0] : memref<?xf32>, vector<4xf32>
  return %v : vector<4xf32>
}

// -----

// Accepted: accesses inside a launch, host allocas, copies (gpu.memcpy
// later), frees, calls passing buffers along.
func.func private @callee(memref<?xf32>)
func.func @fine(%m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %z = arith.constant 1.0 : f32
    memref.store %z, %m[%c0] : memref<?xf32>
    gpu.terminator
  }
  %host = memref.alloca() : memref<1xf32>
  %one = memref.subview %m[0] [1] [1] : memref<?xf32> to memref<1xf32, strided<[1]>>
  memref.copy %one, %host : memref<1xf32, strided<[1]>> to memref<1xf32>
  func.call @callee(%m) : (memref<?xf32>) -> ()
  %v = memref.load %host[%c0] : memref<1xf32>
  return %v : f32
}

// -----

// A host round trip (docs/gpu.md): the host kernel (stype.host_kernel) is
// host code on the host copies its caller passes; the caller's host copies
// (stype.host_buffer) and the host kernel's results are host buffers.
func.func private @__stype_host_k(%a: memref<?xf32>) -> memref<?xf32> attributes {stype.host_kernel} {
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0] : memref<?xf32>
  %r = memref.alloc() : memref<1xf32>
  memref.store %v, %r[%c0] : memref<1xf32>
  %c = memref.cast %r : memref<1xf32> to memref<?xf32>
  return %c : memref<?xf32>
}
func.func @round_trip(%m: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %h = memref.alloc(%n) {stype.host_buffer} : memref<?xf32>
  memref.copy %m, %h : memref<?xf32> to memref<?xf32>
  %z = arith.constant 1.0 : f32
  memref.store %z, %h[%c0] : memref<?xf32>
  %r = func.call @__stype_host_k(%h) : (memref<?xf32>) -> memref<?xf32>
  %v = memref.load %r[%c0] : memref<?xf32>
  return %v : f32
}

// -----

// A function with a host round trip and no launch still has device buffers:
// an unmarked memref.alloc (a gpu.alloc later) read on the host is an error.
func.func private @__stype_host_k(%a: memref<?xf32>) -> memref<?xf32> attributes {stype.host_kernel}
func.func @round_trip_device_alloc(%m: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %r = func.call @__stype_host_k(%m) : (memref<?xf32>) -> memref<?xf32>
  %d = memref.alloc(%n) : memref<?xf32>
  memref.copy %r, %d : memref<?xf32> to memref<?xf32>
  // expected-error @+1 {{'memref.load' op reads or writes a device buffer in host code}}
  %v = memref.load %d[%c0] : memref<?xf32>
  return %v : f32
}
