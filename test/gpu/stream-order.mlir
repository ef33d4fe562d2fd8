// RUN: stype-opt %s --pass-pipeline='builtin.module(func.func(stype-gpu-stream-order))' | FileCheck %s

// What gpu-async-region leaves in a guarded launch and a loop of launches:
// each on a fresh stream with a blocking wait after it.  The stype runtime
// gives every stream request the thread's stream, so the waits go and one
// blocking wait precedes the return.

module attributes {gpu.container_module} {

gpu.module @k {
  gpu.func @step(%a: memref<?xf32>) kernel {
    gpu.return
  }
}

// CHECK-LABEL: func.func @guarded(
// CHECK:         scf.if
// CHECK:           %[[S:.*]] = gpu.wait async
// CHECK:           gpu.launch_func async [%[[S]]] @k::@step
// CHECK-NOT:       gpu.wait [
// CHECK:         }
// CHECK:         scf.for
// CHECK:           gpu.wait async
// CHECK:           gpu.launch_func async
// CHECK-NOT:       gpu.wait [
// CHECK:         }
// CHECK:         %[[W:.*]] = gpu.wait async
// CHECK-NEXT:    gpu.wait [%[[W]]]
// CHECK-NEXT:    return
func.func @guarded(%a: memref<?xf32>, %c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.if %c {
    %s = gpu.wait async
    %t = gpu.launch_func async [%s] @k::@step blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<?xf32>)
    gpu.wait [%t]
  }
  scf.for %i = %c0 to %n step %c1 {
    %s = gpu.wait async
    %t = gpu.launch_func async [%s] @k::@step blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<?xf32>)
    gpu.wait [%t]
  }
  return
}

// A function without device work is left alone.
// CHECK-LABEL: func.func @host_only(
// CHECK-NOT:     gpu.wait
// CHECK:         return
func.func @host_only(%x: index) -> index {
  return %x : index
}

}
