// RUN: stype-opt %s --pass-pipeline='builtin.module(gpu.module(stype-gpu-math-intrinsics))' | FileCheck %s

// Square roots and fused multiply-adds in kernels become the correctly
// rounded NVVM intrinsics (PTX sqrt.rn, fma.rn): the CPU kernels' IEEE
// results, and no libdevice function to link.  Host code is not touched.

// CHECK-LABEL: gpu.module @kernels
// CHECK:         gpu.func @k(%[[X:.*]]: f32, %[[Y:.*]]: f64)
// CHECK:           %[[S:.*]] = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%[[X]]) : (f32) -> f32
// CHECK:           %[[T:.*]] = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.d"(%[[Y]]) : (f64) -> f64
// CHECK:           llvm.call_intrinsic "llvm.nvvm.fma.rn.f"(%[[X]], %[[S]], %[[X]]) : (f32, f32, f32) -> f32
// CHECK:           llvm.call_intrinsic "llvm.nvvm.fma.rn.d"(%[[Y]], %[[T]], %[[Y]]) : (f64, f64, f64) -> f64
// CHECK-NOT:       math.
// CHECK:       func.func @host(%[[Z:.*]]: f32)
// CHECK:         math.sqrt %[[Z]] : f32
gpu.module @kernels {
  gpu.func @k(%x: f32, %y: f64) kernel {
    %s = math.sqrt %x : f32
    %t = math.sqrt %y : f64
    %u = math.fma %x, %s, %x : f32
    %v = math.fma %y, %t, %y : f64
    gpu.return
  }
}
func.func @host(%z: f32) -> f32 {
  %r = math.sqrt %z : f32
  return %r : f32
}
