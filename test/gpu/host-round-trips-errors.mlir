// RUN: stype-opt %s --stype-gpu-host-round-trips -split-input-file -verify-diagnostics --mlir-print-op-on-diagnostic=false

// --stype-gpu-host-round-trips frees the host copies of the operands and the
// host kernel's results separately: a host kernel that returns one of its
// operands would be freed twice, and a strided buffer cannot be copied into
// a fresh one of its type.  --stype-lower-kernels-gpu never makes either
// (the CPU kernels of the graph ops allocate their results); these are its
// internal errors.

func.func private @__stype_host_k(%a: memref<?xf32>) -> memref<?xf32> attributes {stype.host_kernel} {
  return %a : memref<?xf32>
}
func.func @returns_operand(%m: memref<?xf32>) -> memref<?xf32> {
  // expected-error @+1 {{'func.call' op calls a host kernel that returns one of its operands, which a host round trip would free twice}}
  %r = func.call @__stype_host_k(%m) : (memref<?xf32>) -> memref<?xf32>
  return %r : memref<?xf32>
}

// -----

func.func private @__stype_host_k(%a: memref<?xf32, strided<[2]>>) attributes {stype.host_kernel} {
  return
}
func.func @strided(%m: memref<?xf32, strided<[2]>>) {
  // expected-error @+1 {{'func.call' op calls a host kernel with the strided buffer type 'memref<?xf32, strided<[2]>>', which a host round trip cannot copy}}
  func.call @__stype_host_k(%m) : (memref<?xf32, strided<[2]>>) -> ()
  return
}
