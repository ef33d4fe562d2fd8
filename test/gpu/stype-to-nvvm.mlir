// RUN: stype-opt %s --stype-to-nvvm=serialize=0 | FileCheck %s --check-prefix=NVVM
// RUN: stype-opt %s --stype-to-nvvm | FileCheck %s --check-prefix=PTX80
// RUN: stype-opt %s --stype-to-nvvm=chip=sm_90 | FileCheck %s --check-prefix=PTX90

// The whole GPU pipeline on the training step of the README: dot(csr^T, dy)
// -> row_sparse gradient, then a lazy momentum update, fused, on the device.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>

// Host: device buffers and launches through the GPU runtime's mgpu*
// functions (runtime/cuda/); nothing is copied back: the fused step never
// waits for the device before its end.
// NVVM-LABEL: llvm.func @step(
// NVVM-NOT:     llvm.call @mgpuMemcpy
// NVVM:         llvm.call @mgpuMemAlloc
// NVVM-NOT:     llvm.call @mgpuMemcpy
// Each kernel is named <function>_<role> (GpuBuilder::KernelRole): the
// grouping's sort, scans and runs, then the fused update's three launches
// (run sums, the long runs' group sums, the long runs), 16-byte vectors
// where rows are aligned, else scalars.
// NVVM:         gpu.launch_func <%{{.*}} : !llvm.ptr> @step_fused_csr_rows::@step_fused_csr_rows
// NVVM:         gpu.launch_func <%{{.*}} : !llvm.ptr> @step_fused_sort_first_tile::@step_fused_sort_first_tile
// NVVM:         gpu.launch_func <%{{.*}} : !llvm.ptr> @step_fused_sort_tile::@step_fused_sort_tile
// NVVM:         gpu.launch_func <%{{.*}} : !llvm.ptr> @step_fused_sort_scan_tiles::@step_fused_sort_scan_tiles
// NVVM:         gpu.launch_func <%{{.*}} : !llvm.ptr> @step_fused_sort_last_scatter::@step_fused_sort_last_scatter
// NVVM:         gpu.launch_func <%{{.*}} : !llvm.ptr> @step_fused_sort_scatter::@step_fused_sort_scatter
// NVVM:         gpu.launch_func <%{{.*}} : !llvm.ptr> @step_fused_group_scan_tiles::@step_fused_group_scan_tiles
// NVVM:         gpu.launch_func <%{{.*}} : !llvm.ptr> @step_fused_group_runs::@step_fused_group_runs
// NVVM:         gpu.launch_func <%{{.*}} : !llvm.ptr> @step_fused_vector_update_run_sums::@step_fused_vector_update_run_sums
// NVVM:         gpu.launch_func <%{{.*}} : !llvm.ptr> @step_fused_vector_update_long_groups::@step_fused_vector_update_long_groups
// NVVM:         gpu.launch_func <%{{.*}} : !llvm.ptr> @step_fused_vector_update_long_runs::@step_fused_vector_update_long_runs
// NVVM:         gpu.launch_func <%{{.*}} : !llvm.ptr> @step_fused_update_run_sums::@step_fused_update_run_sums
// NVVM:         gpu.launch_func <%{{.*}} : !llvm.ptr> @step_fused_update_long_groups::@step_fused_update_long_groups
// NVVM:         gpu.launch_func <%{{.*}} : !llvm.ptr> @step_fused_update_long_runs::@step_fused_update_long_runs
// NVVM-NOT:     llvm.call @mgpuMemcpy
// NVVM:         llvm.call @mgpuMemFree
// NVVM-NOT:     llvm.call @mgpuMemcpy
// NVVM:         llvm.call @mgpuStreamSynchronize
// NVVM-NOT:     llvm.call @mgpuMemcpy
// NVVM:         llvm.return
// Kernels: one gpu.module per launch, for the chosen chip, in the NVVM and
// LLVM dialects, thread and block ids read from PTX special registers.
// NVVM:       gpu.module @step_fused_csr_rows [#nvvm.target<O = 3, chip = "sm_80">]
// NVVM:         llvm.func @step_fused_csr_rows(
// NVVM-SAME:    gpu.known_block_size = array<i32: 256, 1, 1>
// NVVM-SAME:    nvvm.kernel
// NVVM:         nvvm.read.ptx.sreg.ctaid.x
// NVVM:         nvvm.read.ptx.sreg.tid.x range <i32, 0, 256>
// The grouping's block-level kernels (GpuBuilder::radixSortEntries and
// prefixSumI64): blocks of 256 (the radix sort's tiles) or 1024 (the
// scans) threads sharing workgroup buffers (LLVM address space 3, read as
// vectors in the tiles) and synchronized with bar.sync.
// NVVM:       gpu.module @step_fused_sort_tile
// NVVM:         llvm.mlir.global internal @{{.*}}() {addr_space = 3
// NVVM:         llvm.func @step_fused_sort_tile(
// NVVM-SAME:    gpu.known_block_size = array<i32: 256, 1, 1>
// Constants are defined in the kernel (gpu-launch-sink-index-computations
// before outlining), not passed as arguments: the tile size folds into
// shifts and masks.
// NVVM:         llvm.mlir.constant(2048 : index) : i64
// NVVM:         llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<8xi32>
// NVVM:         nvvm.barrier0
// NVVM:       gpu.module @step_fused_sort_scan_tiles
// NVVM:         llvm.func @step_fused_sort_scan_tiles(
// NVVM-SAME:    gpu.known_block_size = array<i32: 1024, 1, 1>
// NVVM:         nvvm.barrier0
// The fused gradient + update kernels (the pipeline fuses the product into
// the update: passes/gpu/GpuFusion.cpp), scalar ones last: 32 x 8 blocks,
// the accumulation of dot(csr^T, dy) with a correctly rounded fma per
// entry (no libdevice function), then the momentum update, in one kernel
// for the short runs (beside the long runs' block sums), then one for the
// long runs (GpuBuilder::applyRunSums).  A short run's weight and
// momentum elements are prefetched to L2 (PTX prefetch.L2, inline assembly:
// --stype-gpu-prefetch) before its sum.
// NVVM:       gpu.module @step_fused_update_run_sums
// NVVM-NOT:     __nv_
// NVVM:         llvm.func @step_fused_update_run_sums(
// NVVM-SAME:    gpu.known_block_size = array<i32: 32, 8, 1>
// NVVM:         nvvm.read.ptx.sreg.tid.x range <i32, 0, 32>
// NVVM:         nvvm.read.ptx.sreg.tid.y range <i32, 0, 8>
// NVVM:         llvm.inline_asm has_side_effects "prefetch.L2 [$0];", "l"
// NVVM:         llvm.inline_asm has_side_effects "prefetch.L2 [$0];", "l"
// NVVM:         llvm.call_intrinsic "llvm.nvvm.fma.rn.f"
// NVVM:         llvm.fmul
// NVVM:       gpu.module @step_fused_update_long_groups
// NVVM:         llvm.fadd
// NVVM:       gpu.module @step_fused_update_long_runs
// NVVM-NOT:     __nv_
// NVVM:         llvm.func @step_fused_update_long_runs(
// NVVM:         llvm.fmul
// NVVM-NOT:   gpu.module
// No kernel uses atomics.
// NVVM-NOT:     atomic

// Serialized: PTX for the chip in a gpu.binary per kernel, no gpu.module left.
// PTX80:       llvm.func @step(
// PTX80-NOT:   gpu.module
// PTX80:       gpu.binary @step_fused_csr_rows  [#gpu.object<#nvvm.target<O = 3, chip = "sm_80">, {{.*}}assembly = "{{.*}}.target sm_80
// PTX80:       gpu.binary @step_fused_vector_update_run_sums {{.*}}prefetch.L2 [%rd
// PTX80-NOT:   gpu.module
// PTX90:       llvm.func @step(
// PTX90:       gpu.binary @step_fused_csr_rows  [#gpu.object<#nvvm.target<O = 3, chip = "sm_90">, {{.*}}assembly = "{{.*}}.target sm_90
func.func @step(%x: tensor<?x?xf32, #csr>, %dy: tensor<?x?xf32>,
                %w: tensor<?x?xf32>, %m: tensor<?x?xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %g = stype.dot %x, %dy {transpose_a}
      : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.1 : f64, momentum = 0.9 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
      -> tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1 : tensor<?x?xf32>, tensor<?x?xf32>
}
