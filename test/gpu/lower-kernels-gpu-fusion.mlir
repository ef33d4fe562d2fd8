// RUN: stype-opt %s --stype-infer-storage --stype-fuse-update=gpu=1 --stype-lower-kernels-gpu=check-allocations=0 --canonicalize --cse | FileCheck %s
// RUN: stype-opt %s --stype-infer-storage --stype-fuse-update=gpu=1 --stype-lower-kernels-gpu=check-allocations=0 --canonicalize --cse | FileCheck %s --check-prefix=SYNC

// The GPU kernels of stype.fused_update (passes/gpu/GpuFusion.cpp): the
// producer's entries grouped by gradient row on the device (a stable radix
// sort of (row, position) pairs by row, head flags, prefix sum, run ids and
// starts:
// GpuBuilder::groupByRow, as the unfused dot(csr^T, dense) kernel), then
// 32 x 8 launches that sum each gradient element of its run and apply the
// optimizer's element rule: the gradient is never stored.  The f32 buffers
// are the csr values in sorted order (nnz of them) and the partial sums of
// the blocks of runs longer than 256 entries (2 ceil(nnz / 256) x
// features).  Shape checks on the host before the launches.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// dot(csr^T, dy) -> lazy adam: a thread per (run, feature); the weight row
// is the run's row id; fmas over the run in csr row order; in place.
// CHECK-LABEL: func.func @dot_adam_lazy(
// CHECK-SAME:    %[[IP:[^:]*]]: memref<?xi64>, %[[IX:[^:]*]]: memref<?xi64>, %[[XD:[^:]*]]: memref<?xf32>, %{{.*}}: index, %[[DY:[^:]*]]: memref<?x?xf32>, %[[W:[^:]*]]: memref<?x?xf32>, %[[M:[^:]*]]: memref<?x?xf32>, %[[V:[^:]*]]: memref<?x?xf32>)
// CHECK-NOT:     memref.alloc{{.*}}xf32>
// CHECK:         scf.if
// CHECK:           func.call @stype_kernel_shape_error(%c10_i32, 
// First the csr row of every entry; the sorted operands' buffers.
// CHECK:         %[[ROWOF:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?xi64>
// CHECK:         gpu.launch
// CHECK:           memref.load %[[IP]]
// CHECK:         %[[SROW:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?xi64>
// CHECK:         %[[SVAL:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?xf32>
// The entries sorted stably by column: a host loop over the radix passes,
// each a tile launch in shared memory (with barriers; the first pass's
// reads the columns from the csr), a prefix sum of the tiles' digit counts
// and a scatter launch; the last pass's scatter writes the csr rows and
// values in sorted order (read at consecutive addresses by the sums).
// CHECK:         %[[KEYS:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?xi64>
// CHECK:         %[[ENTRIES:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?xi64>
// CHECK:         scf.for
// CHECK:           gpu.launch {{.*}} workgroup(
// CHECK:             gpu.barrier
// CHECK:             memref.load %[[IX]]
// CHECK:           } else {
// CHECK:           gpu.launch {{.*}} workgroup(
// CHECK:             memref.load %[[KEYS]]
// CHECK:           gpu.launch {{.*}} workgroup(
// CHECK:           gpu.launch
// CHECK:             memref.store %{{.*}}, %[[KEYS]][%[[Q:.*]]]
// CHECK:             memref.store %{{.*}}, %[[ENTRIES]][%[[Q]]]
// CHECK:             memref.load %[[ROWOF]]
// CHECK:             memref.store %{{.*}}, %[[SROW]][%[[Q]]]
// CHECK:             memref.load %[[XD]]
// CHECK:             memref.store %{{.*}}, %[[SVAL]][%[[Q]]]
// CHECK:           } else {
// CHECK:             memref.store %{{.*}}, %[[KEYS]]
// CHECK:             memref.store %{{.*}}, %[[ENTRIES]]
// The number of runs stays on the device (no read-back): ids and starts
// sized for one run per entry.
// CHECK:         %[[NNZ1:.*]] = arith.addi %[[NNZ:dim[_0-9]*]], %c1 : index
// CHECK-NEXT:    %[[START:.*]] = memref.alloc(%[[NNZ1]]) {{.*}} : memref<?xi64>
// CHECK:         gpu.launch
// CHECK:           memref.store %{{.*}}, %[[START]]
// CHECK:         memref.dealloc %[[KEYS]]
// CHECK:         memref.dealloc %[[ROWOF]]
// CHECK:         func.call @stype_kernel_shape_error(%c10_i32, 
// After the checks, with no read-back: where the weight, the states and dy
// have 16-byte aligned rows (checked on the host), the kernels of 4
// features per thread, else the scalar ones; each is three launches
// (GpuBuilder::applyRunSums).  1. `run_sums`: its first blocks compute the
// partial sums of the long runs over the blocks of 256 sorted positions
// (two slots per block, rows fixed by the entry count alone; a thread per
// (slot, features) reads the run of its block's first or last position,
// and if that run is long, sums its part of the block with fmas, sixteen
// loads ahead, then four, then one); the blocks after them update every
// short run (a grid-stride loop over the runs, their number read on the
// device: the last run number): the run's weight and state elements are
// prefetched first, so that they travel while the sum in csr row order
// gathers the dy rows (groups of 16 and 4 loads, then the last terms as
// one group of 4 whose loads past the run's end are clamped and whose
// adds there are dropped).  2. `long_groups`: the sums of groups of 32 block
// sums inside one run.  3. `long_runs`: a thread per (block, features)
// whose block holds a long run's start adds that run's block and group
// sums in order, then the update.
// CHECK:         memref.extract_aligned_pointer_as_index %[[W]]
// CHECK:         scf.if
// CHECK-NOT:       memref.alloca
// CHECK:           %[[PART:.*]] = memref.alloc(%{{.*}}, %{{.*}}) {{.*}} : memref<?x?xf32>
// CHECK:           %[[GROUPS:.*]] = memref.alloc(%{{.*}}, %{{.*}}) {{.*}} : memref<?x?xf32>
// CHECK:           arith.minui %{{.*}}, %c4096
// CHECK:           gpu.launch {{.*}} threads({{.*}}) in ({{.*}} = %c32, {{.*}} = %c8, {{.*}} = %c1) function(@dot_adam_lazy_fused_vector_update_run_sums)
// CHECK:             arith.cmpi ugt, %{{.*}}, %c256
// CHECK:             scf.for
// CHECK-COUNT-16:      vector.load %[[DY]]
// CHECK-COUNT-16:      math.fma {{.*}} : vector<4xf32>
// CHECK:             vector.store %{{.*}}, %[[PART]]
// CHECK:           } else {
// CHECK:             scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK:               memref.load %[[START]]
// CHECK:               %[[ID:.*]] = memref.load %[[IDS:alloc_[0-9]+]][%[[K]]]
// CHECK:               %[[I:.*]] = arith.index_cast %[[ID]]
// CHECK:               memref.prefetch %[[W]][%[[I]], %{{.*}}], read, locality<3>, data
// CHECK:               memref.prefetch %[[M]][%[[I]], %{{.*}}], read, locality<3>, data
// CHECK:               memref.prefetch %[[V]][%[[I]], %{{.*}}], read, locality<3>, data
// CHECK:               scf.for
// CHECK:                 vector.load %[[DY]]
// CHECK:                 math.fma {{.*}} : vector<4xf32>
// The run's last terms (fewer than 4, often all of a short run's): one
// group of 4 loads at positions clamped to the run's last, the adds past
// it dropped (sumInOrder's predicated tail).
// CHECK:               scf.if %{{.*}} -> (vector<4xf32>)
// CHECK:                 arith.minui
// CHECK:                 vector.load %[[DY]]
// CHECK:                 math.fma {{.*}} : vector<4xf32>
// CHECK:                 arith.select
// CHECK:               vector.store %{{.*}}, %[[M]]
// CHECK:               vector.store %{{.*}}, %[[V]]
// CHECK:               vector.store %{{.*}}, %[[W]]
// CHECK:           gpu.launch {{.*}} function(@dot_adam_lazy_fused_vector_update_long_groups)
// CHECK:             vector.load %[[PART]]
// CHECK:             vector.store %{{.*}}, %[[GROUPS]]
// CHECK:           gpu.launch {{.*}} function(@dot_adam_lazy_fused_vector_update_long_runs)
// CHECK:             scf.for
// CHECK:               vector.load %[[PART]]
// CHECK:               arith.addf {{.*}} : vector<4xf32>
// CHECK:             scf.for
// CHECK:               vector.load %[[GROUPS]]
// CHECK:             vector.store %{{.*}}, %[[W]]
// CHECK:           memref.dealloc %[[PART]]
// CHECK:           memref.dealloc %[[GROUPS]]
// CHECK:         } else {
// CHECK:           gpu.launch {{.*}} function(@dot_adam_lazy_fused_update_run_sums)
// CHECK-COUNT-16:      memref.load %[[DY]]
// CHECK:             memref.store %{{.*}}, %[[W]]
// CHECK:           gpu.launch {{.*}} function(@dot_adam_lazy_fused_update_long_runs)
// CHECK:             memref.store %{{.*}}, %[[W]]
// CHECK-NOT:       gpu.launch
// CHECK:         memref.dealloc %[[ENTRIES]]
// CHECK:         memref.dealloc %[[IDS]]
// CHECK:         memref.dealloc %[[START]]
// CHECK:         memref.dealloc %[[SROW]]
// CHECK:         memref.dealloc %[[SVAL]]
// CHECK:         return %[[W]], %[[M]], %[[V]]
// The fused dot(csr^T) kernels never wait for the device: no copy to the
// host (memref.alloca) anywhere in them.
// SYNC-LABEL: func.func @dot_adam_lazy(
// SYNC-NOT:     memref.alloca
func.func @dot_adam_lazy(%x: tensor<?x?xf32, #csr>, %dy: tensor<?x?xf32>, %w: tensor<?x?xf32>, %m: tensor<?x?xf32>, %v: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %g = stype.dot %x, %dy {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32, #rsp>
  %w1, %m1, %v1 = stype.adam_update %w, %g, %m, %v {lr = 0.001 : f64, t = 3 : i64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1, %v1 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// dot(csr^T, dy) -> standard sgd_mom: a thread per (weight row, feature)
// binary-searches its row in the run ids (scf.while); a row found sums its
// run, an absent one updates with no gradient.
// SYNC-LABEL: func.func @dot_sgd_mom_std(
// SYNC-NOT:     memref.alloca
// SYNC-LABEL: func.func @emb_adagrad_lazy(
// CHECK-LABEL: func.func @dot_sgd_mom_std(
// CHECK-SAME:    %{{[^:]*}}: memref<?xi64>, %{{[^:]*}}: memref<?xi64>, %{{[^:]*}}: memref<?xf32>, %{{.*}}: index, %{{[^:]*}}: memref<?x?xf32>, %[[W:[^:]*]]: memref<?x?xf32>, %[[M:[^:]*]]: memref<?x?xf32>)
// CHECK-NOT:     memref.alloc{{.*}}x?xf32>
// CHECK:         %[[ROWS:.*]] = memref.dim %[[W]], %c0
// CHECK:         arith.ceildivui %[[ROWS]], %c8
// CHECK:         gpu.launch {{.*}} threads({{.*}}) in ({{.*}} = %c32, {{.*}} = %c8, {{.*}} = %c1)
// CHECK:           scf.while
// CHECK:           scf.if
// CHECK:             scf.for
// CHECK:               math.fma
// CHECK:             memref.store %{{.*}}, %[[M]]
// CHECK:             memref.store %{{.*}}, %[[W]]
// CHECK:           } else {
// CHECK-NOT:         math.fma
// CHECK:             memref.store %{{.*}}, %[[M]]
// CHECK:             memref.store %{{.*}}, %[[W]]
// CHECK-NOT:     gpu.launch
// CHECK:         return %[[W]], %[[M]]
func.func @dot_sgd_mom_std(%x: tensor<?x?xf32, #csr>, %dy: tensor<?x?xf32>, %w: tensor<?x?xf32>, %m: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %g = stype.dot %x, %dy {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32, #rsp>
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.1 : f64, momentum = 0.9 : f64, lazy_update = false}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1 : tensor<?x?xf32>, tensor<?x?xf32>
}

// embedding_grad -> lazy adagrad: out-of-range ids flagged on the device,
// the flag read back and the error (4) reported first (the CPU kernel's
// order); then every id grouped by id, one outside [0, 50) as 50 (the last
// run, which the update skips); a thread per (run, feature) in a
// grid-stride loop over the runs sums its ids' output gradient rows in
// position order; nothing else is read back.
// CHECK-LABEL: func.func @emb_adagrad_lazy(
// CHECK-SAME:    %[[IDV:[^:]*]]: memref<?xi64>, %[[OG:[^:]*]]: memref<?x?xf32>, %[[W:[^:]*]]: memref<?x?xf32>, %[[H:[^:]*]]: memref<?x?xf32>)
// CHECK-NOT:     memref.alloc{{.*}}xf32>
// CHECK:         %[[OGF:.*]] = memref.collapse_shape %[[OG]]
// CHECK:         %[[FLAG:.*]] = memref.alloc() {{.*}} : memref<1xi64>
// CHECK:         gpu.launch
// CHECK:           memref.store %c0_i64, %[[FLAG]]
// CHECK:         gpu.launch
// CHECK:           memref.load %[[IDV]]
// CHECK:           arith.cmpi uge, %{{.*}}, %c50_i64
// CHECK:           memref.store %c1_i64, %[[FLAG]]
// CHECK:         memref.alloca() : memref<1xi64>
// CHECK:         memref.copy %[[FLAG]]
// CHECK:         scf.if
// CHECK-NEXT:      func.call @stype_kernel_error(%c4_i32)
// CHECK:         gpu.launch
// CHECK:           %[[ID:.*]] = memref.load %[[IDV]]
// CHECK:           %[[IN:.*]] = arith.cmpi ult, %[[ID]], %c50_i64
// CHECK:           arith.select %[[IN]], %[[ID]], %c50_i64
// CHECK-NOT:     memref.alloca
// CHECK:         gpu.launch {{.*}} function(@emb_adagrad_lazy_fused_vector_update_run_sums)
// CHECK:           vector.load %[[OGF]]
// CHECK:         } else {
// The short runs: the run of ids >= input_dim is skipped before anything
// is prefetched or summed (no prefetch of weight row input_dim).
// CHECK:           arith.cmpi ne, %{{.*}}, %c50_i64
// CHECK-NEXT:      scf.if
// CHECK-NEXT:        arith.index_cast
// CHECK-NEXT:        memref.prefetch %[[W]]
// CHECK-NEXT:        memref.prefetch %[[H]]
// CHECK:             vector.load %[[OGF]]
// CHECK:             vector.store %{{.*}}, %[[H]]
// CHECK:           vector.store %{{.*}}, %[[W]]
// CHECK:         gpu.launch {{.*}} function(@emb_adagrad_lazy_fused_vector_update_long_runs)
// CHECK:         gpu.launch {{.*}} function(@emb_adagrad_lazy_fused_update_run_sums)
// CHECK:           scf.for
// CHECK:             scf.for
// CHECK:               memref.load %[[OGF]]
// CHECK:               arith.addf
// CHECK:             arith.cmpi ne, %{{.*}}, %c50_i64
// CHECK:             memref.store %{{.*}}, %[[H]]
// CHECK:             memref.store %{{.*}}, %[[W]]
// CHECK:         gpu.launch {{.*}} function(@emb_adagrad_lazy_fused_update_long_runs)
// CHECK-NOT:     gpu.launch
// CHECK-NOT:     memref.alloca
// CHECK:         return %[[W]], %[[H]]
func.func @emb_adagrad_lazy(%ids: tensor<?xi64>, %og: tensor<?x?xf32>, %w: tensor<?x?xf32>, %h: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %g = stype.embedding_grad %ids, %og {input_dim = 50 : i64, sparse_grad} : tensor<?xi64>, tensor<?x?xf32> -> tensor<?x?xf32, #rsp>
  %w1, %h1 = stype.adagrad_update %w, %g, %h {lr = 0.1 : f64} : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %h1 : tensor<?x?xf32>, tensor<?x?xf32>
}

// embedding_grad -> standard sgd with wd (absent rows decay): every weight
// row; a weight read again after the update is updated in a copy.
// CHECK-LABEL: func.func @emb_sgd_std_copy(
// CHECK-SAME:    %{{[^:]*}}: memref<?xi64>, %{{[^:]*}}: memref<?x?xf32>, %[[W:[^:]*]]: memref<?x?xf32>)
// CHECK:         %[[COPY:.*]] = memref.alloc{{.*}} : memref<?x?xf32>
// CHECK:         memref.copy %[[W]], %[[COPY]]
// CHECK:         %[[PART:.*]] = memref.alloc({{.*}}) {{.*}} : memref<?x?xf32>
// CHECK:         %[[GROUPS:.*]] = memref.alloc({{.*}}) {{.*}} : memref<?x?xf32>
// CHECK-NOT:     memref.alloc{{.*}}xf32>
// CHECK:         gpu.launch {{.*}} threads({{.*}}) in ({{.*}} = %c32, {{.*}} = %c8, {{.*}} = %c1)
// CHECK:           memref.store %{{.*}}, %[[PART]]
// The long runs' second level: sums of 32 block sums.
// CHECK:         gpu.launch {{.*}} threads({{.*}}) in ({{.*}} = %c32, {{.*}} = %c8, {{.*}} = %c1)
// CHECK:           memref.load %[[PART]]
// CHECK:           memref.store %{{.*}}, %[[GROUPS]]
// CHECK:         gpu.launch {{.*}} threads({{.*}}) in ({{.*}} = %c32, {{.*}} = %c8, {{.*}} = %c1)
// CHECK:           scf.while
// CHECK:           scf.if
// CHECK:             scf.if %{{.*}} -> (f32)
// CHECK:               memref.load %[[PART]]
// CHECK:               memref.load %[[GROUPS]]
// CHECK:             } else {
// CHECK:               arith.addf
// CHECK:             memref.store %{{.*}}, %[[COPY]]
// CHECK:           } else {
// CHECK:             memref.store %{{.*}}, %[[COPY]]
// CHECK-NOT:     gpu.launch
// CHECK:         return %[[COPY]], %[[W]]
func.func @emb_sgd_std_copy(%ids: tensor<?xi64>, %og: tensor<?x?xf32>, %w: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %g = stype.embedding_grad %ids, %og {input_dim = 50 : i64, sparse_grad} : tensor<?xi64>, tensor<?x?xf32> -> tensor<?x?xf32, #rsp>
  %w1 = stype.sgd_update %w, %g {lr = 0.1 : f64, wd = 0.01 : f64, lazy_update = false} : tensor<?x?xf32>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32>
  return %w1, %w : tensor<?x?xf32>, tensor<?x?xf32>
}
