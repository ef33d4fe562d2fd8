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
// A 16-byte vector: lane by lane.
// CHECK-LABEL: gpu.module @vectors
// CHECK:         gpu.func @k(%[[V:.*]]: vector<4xf32>, %[[W:.*]]: vector<2xf64>)
// CHECK:           %[[V0:.*]] = vector.extract %[[V]][0] : f32 from vector<4xf32>
// CHECK:           %[[S0:.*]] = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%[[V0]]) : (f32) -> f32
// CHECK:           %[[V3:.*]] = vector.extract %[[V]][3] : f32 from vector<4xf32>
// CHECK:           %[[S3:.*]] = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%[[V3]]) : (f32) -> f32
// CHECK:           vector.from_elements %[[S0]], %{{.*}}, %{{.*}}, %[[S3]] : vector<4xf32>
// CHECK-COUNT-2:   llvm.call_intrinsic "llvm.nvvm.fma.rn.d"
// CHECK:           vector.from_elements %{{.*}}, %{{.*}} : vector<2xf64>
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
gpu.module @vectors {
  gpu.func @k(%v: vector<4xf32>, %w: vector<2xf64>) kernel {
    %s = math.sqrt %v : vector<4xf32>
    %f = math.fma %w, %w, %w : vector<2xf64>
    gpu.return
  }
}
func.func @host(%z: f32) -> f32 {
  %r = math.sqrt %z : f32
  return %r : f32
}
