// RUN: stype-opt %s --pass-pipeline='builtin.module(gpu.module(stype-gpu-libdevice))' -split-input-file -verify-diagnostics | FileCheck %s

// The C math library functions that the shared element rules call become
// CUDA libdevice's, declared and called as llvm.func / llvm.call (no
// _mlir_ciface_ wrapper); f32 and f64 forms alike.  Host code is not
// touched.

// The host module keeps the C library.
// CHECK-LABEL: func.func @host
// CHECK:         call @expf
// CHECK-LABEL: gpu.module @kernels
// CHECK-NOT:     func.func private
// CHECK-DAG:     llvm.func @__nv_expf(f32) -> f32
// CHECK-DAG:     llvm.func @__nv_lgamma(f64) -> f64
// CHECK-DAG:     llvm.func @__nv_powf(f32, f32) -> f32
// CHECK:         gpu.func @k(%[[X:.*]]: f32, %[[Y:.*]]: f64)
// CHECK:           %[[E:.*]] = llvm.call @__nv_expf(%[[X]]) : (f32) -> f32
// CHECK:           llvm.call @__nv_lgamma(%[[Y]]) : (f64) -> f64
// CHECK:           llvm.call @__nv_powf(%[[X]], %[[E]]) : (f32, f32) -> f32
// CHECK-NOT:       func.call
module attributes {gpu.container_module} {
  func.func private @expf(f32) -> f32
  func.func @host(%x: f32) -> f32 {
    %e = call @expf(%x) : (f32) -> f32
    return %e : f32
  }
  gpu.module @kernels {
    func.func private @expf(f32) -> f32
    func.func private @lgamma(f64) -> f64
    func.func private @powf(f32, f32) -> f32
    gpu.func @k(%x: f32, %y: f64) kernel {
      %e = func.call @expf(%x) : (f32) -> f32
      %l = func.call @lgamma(%y) : (f64) -> f64
      %p = func.call @powf(%x, %e) : (f32, f32) -> f32
      gpu.return
    }
  }
}

// -----

// A function that is neither defined for the device nor a C math function
// libdevice has: an error naming it, not an unresolved PTX symbol.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    // expected-error @+1 {{GPU kernels call 'my_helper' of type '(f32) -> f32', which is neither defined for the device nor a C math function of these types that libdevice provides}}
    func.func private @my_helper(f32) -> f32
    gpu.func @k(%x: f32) kernel {
      %e = func.call @my_helper(%x) : (f32) -> f32
      gpu.return
    }
  }
}

// -----

// A C math name whose suffix does not match its types (expf is f32): an
// error, not a call of libdevice's __nv_expf with f64 values.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    // expected-error @+1 {{GPU kernels call 'expf' of type '(f64) -> f64', which is neither defined for the device nor a C math function of these types that libdevice provides}}
    func.func private @expf(f64) -> f64
    gpu.func @k(%x: f64) kernel {
      %e = func.call @expf(%x) : (f64) -> f64
      gpu.return
    }
  }
}
