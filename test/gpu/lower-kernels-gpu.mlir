// RUN: stype-opt %s --stype-infer-storage --stype-lower-kernels-gpu=check-allocations=0 --canonicalize --cse | FileCheck %s

// The GPU kernels: the CPU buffer ABI, results allocated with memref.alloc
// (placed on the device later by --stype-gpu-device-buffers), every loop
// over stored entries a gpu.launch guarded against empty grids.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// SpMM: blocks of 32 x 8 threads; threadIdx.x walks the feature
// dimension, so a warp reads and writes consecutive elements of a row; one
// thread sums its output with fmas in the order of the csr row, four
// entries' loads ahead.  Where the rows of W and of the result are 16-byte
// aligned (checked on the host: N % 4 == 0 and both base addresses), a
// thread takes 4 features: vector<4xf32> loads and stores aligned to 16,
// one scalar fma per lane (bit-identical); else one feature.  (All three
// are chosen on the host, at run time.)  First, on the host, the CPU
// kernel's check (emitDotRuntimeChecks): the csr's columns against W's rows;
// a mismatch reports STYPE_KERNEL_SHAPE_MISMATCH (10), launches nothing and
// returns an empty result.
// CHECK-LABEL: func.func @spmm(
// CHECK-SAME:    %[[IP:[^:]*]]: memref<?xi64>, %[[IX:[^:]*]]: memref<?xi64>, %[[XD:[^:]*]]: memref<?xf32>, %[[K:[^:]*]]: index, %[[W:[^:]*]]: memref<?x?xf32>) -> memref<?x?xf32>
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG:     %[[C32:.*]] = arith.constant 32 : index
// CHECK-DAG:     %[[C10:.*]] = arith.constant 10 : i32
// CHECK:         %[[WROWS:.*]] = memref.dim %[[W]], %c0
// CHECK:         %[[OK:.*]] = arith.cmpi eq, %[[K]], %[[WROWS]]
// CHECK:         %[[BAD:.*]] = arith.cmpi ne, %[[K]], %[[WROWS]]
// CHECK:         scf.if %[[BAD]] {
// CHECK:           func.call @stype_kernel_shape_error(%[[C10]], 
// CHECK:         %[[Y:.*]] = scf.if %[[OK]] -> (memref<?x?xf32>) {
// CHECK:         %[[M:.*]] = arith.subi
// CHECK:         %[[N:.*]] = memref.dim %[[W]], %c1
// CHECK:         %[[OUT:.*]] = memref.alloc(%[[M]], %[[N]])
// CHECK:         memref.extract_aligned_pointer_as_index %[[W]]
// CHECK:         memref.extract_aligned_pointer_as_index %[[OUT]]
// Fewer than 8 features and >= 8 entries per row on average: a warp per
// output element (blocks of 8 warps), lane sums in shared memory added by
// a fixed tree of 5 steps with barriers.
// CHECK:         %[[NARROW:.*]] = arith.cmpi ult, %[[N]], %[[C8]]
// CHECK:         scf.if
// CHECK:           gpu.launch {{.*}} threads({{.*}}) in (%{{.*}} = %c256, %{{.*}} = %c1, %{{.*}} = %c1) function(@spmm_spmm_warp) workgroup(%[[SH:.*]] : memref<256xf32, #gpu.address_space<workgroup>>)
// CHECK:             scf.for
// CHECK:               math.fma
// CHECK:             memref.store %{{.*}}, %[[SH]]
// CHECK-COUNT-5:     gpu.barrier
// CHECK:             memref.store %{{.*}}, %[[OUT]]
// CHECK:         } else {
// CHECK:           scf.if
// CHECK:             %[[NV:.*]] = arith.divui %[[N]], %c4
// CHECK:           arith.ceildivui %[[NV]], %[[C32]]
// CHECK:           gpu.launch {{.*}} threads({{.*}}) in (%{{.*}} = %[[C32]], %{{.*}} = %[[C8]], %{{.*}} = %c1) function(@spmm_spmm_vector)
// CHECK:             scf.for {{.*}} iter_args
// CHECK-COUNT-4:       vector.load %[[W]][%{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<?x?xf32>, vector<4xf32>
// CHECK:               math.fma {{.*}} : f32
// CHECK:             vector.store %{{.*}}, %[[OUT]][%{{.*}}, %{{.*}}] {alignment = 16 : i64}
// CHECK:         } else {
// CHECK:           %[[GX:.*]] = arith.ceildivui %[[M]], %[[C8]]
// CHECK:           %[[GY:.*]] = arith.ceildivui %[[N]], %[[C32]]
// CHECK:           gpu.launch blocks(%[[BX:.*]], %[[BY:.*]], %{{.*}}) in (%{{.*}} = %[[GX]], %{{.*}} = %[[GY]], %{{.*}} = %c1) threads(%[[TX:.*]], %[[TY:.*]], %{{.*}}) in (%{{.*}} = %[[C32]], %{{.*}} = %[[C8]], %{{.*}} = %c1) function(@spmm_spmm_rows)
// CHECK:             %[[R0:.*]] = arith.muli %[[BX]], %[[C8]]
// CHECK:             %[[ROW:.*]] = arith.addi %[[R0]], %[[TY]]
// CHECK:             %[[C0:.*]] = arith.muli %[[BY]], %[[C32]]
// CHECK:             %[[COL:.*]] = arith.addi %[[C0]], %[[TX]]
// CHECK:             scf.for {{.*}} iter_args
// CHECK:               memref.load %[[IX]]
// CHECK:               memref.load %[[XD]]
// CHECK:               memref.load %[[W]][%{{.*}}, %[[COL]]]
// CHECK:               math.fma
// CHECK:             memref.store %{{.*}}, %[[OUT]][%[[ROW]], %[[COL]]]
// CHECK:             gpu.terminator
// CHECK:           scf.yield %[[OUT]]
// CHECK:         } else {
// CHECK:           memref.alloc() {{.*}} : memref<0x0xf32>
// CHECK-NOT:       gpu.launch
// CHECK:         }
// CHECK:         return %[[Y]]
func.func @spmm(%x: tensor<?x?xf32, #csr>, %w: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %y = stype.dot %x, %w : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %y : tensor<?x?xf32>
}

// dot(csr^T, dense) -> row_sparse: the entries (column, position) are
// sorted stably by column with a radix sort (GpuBuilder::radixSortEntries): a
// host loop over the digit passes, each one a tile launch (blocks of 256
// threads rank their tile's 2048 entries, held as i32 in shared memory and
// read 8 per thread as one vector, with 2-bit splits: block scans of four
// 16-bit counters, whose offsets come from one multiply by
// 0x0001000100010000), a prefix sum of the tiles' digit counts (two
// launches: each tile of counts scanned, then the tiles' totals; the
// scatter adds the total of the tiles before its count itself) and a
// scatter launch.  The first pass's tiles read the column ids from the csr
// itself (no launch writes the keys first); the last pass's scatter also
// writes each entry's csr row and value at its sorted position (the
// operands the sums read in order).  Run heads are numbered by a prefix sum
// whose first launch compares neighbouring keys itself, the row count is
// read back (a 1-element copy), and one thread per (result row, 4
// features where rows are 16-byte aligned, else 1) sums its run with fmas
// (three launches: the long runs' block sums beside the short runs' rows,
// their blocks alternating; the sums of groups of 32 block sums; then the
// long runs' rows, a thread per (block of 256 positions, features) for
// the long run starting in its block).  The csr rows of the entries: 2^s
// threads per row, 2^s the average row length rounded up (at most 32).
// No atomics anywhere.  Each kernel is named <function>_<op>_<step>
// (GpuBuilder::KernelRole).
// CHECK-LABEL: func.func @spmm_t(
// CHECK-NOT:     atomic
// CHECK:         %[[LANES:.*]] = arith.shli %c1, %[[S:.*]] : index
// CHECK:         %[[THREADS:.*]] = arith.shli %{{.*}}, %[[S]] : index
// CHECK:         gpu.launch {{.*}} function(@spmm_t_dot_t_csr_rows)
// CHECK:             arith.shrui %{{.*}}, %[[S]]
// CHECK:             scf.for %{{.*}} = %{{.*}} to %{{.*}} step %[[LANES]]
// CHECK:         scf.for
// CHECK:           gpu.launch {{.*}} threads({{.*}}) in (%{{.*}} = %c256{{.*}}) function(@spmm_t_dot_t_sort_first_tile) workgroup(
// CHECK:             memref.load %arg1[
// CHECK:           } else {
// CHECK:           gpu.launch {{.*}} threads({{.*}}) in (%{{.*}} = %c256{{.*}}) function(@spmm_t_dot_t_sort_tile) workgroup(%[[CUR:.*]] : memref<2048xi32, #gpu.address_space<workgroup>>, %[[NXT:.*]] : memref<2048xi32, #gpu.address_space<workgroup>>, %[[SCAN:.*]] : memref<512xi64, #gpu.address_space<workgroup>>, %{{.*}} : memref<1024xi32, #gpu.address_space<workgroup>>, %{{.*}} : memref<1024xi32, #gpu.address_space<workgroup>>)
// CHECK:             gpu.barrier
// CHECK:             scf.for
// CHECK:               vector.load %[[CUR]][%{{.*}}] {alignment = 16 : i64} : memref<2048xi32, #gpu.address_space<workgroup>>, vector<8xi32>
// CHECK:               memref.store %{{.*}}, %[[SCAN]]
// CHECK:               gpu.barrier
// The block scan: each warp's 32 values with 5 shuffles up (an i64 as two
// i32 shuffles), the warps' totals the same way, the one before from lane
// warp - 1: 2 barriers.
// CHECK:               gpu.shuffle  up %{{.*}}, %c1_i32, %c32_i32 : i32
// CHECK:               gpu.shuffle  up %{{.*}}, %c1_i32, %c32_i32 : i32
// CHECK:               gpu.shuffle  up %{{.*}}, %c16_i32, %c32_i32 : i32
// CHECK:               gpu.barrier
// CHECK:               gpu.shuffle  up %{{.*}}, %c16_i32, %c32_i32 : i32
// CHECK:               gpu.shuffle  idx
// CHECK:               gpu.shuffle  idx
// CHECK-NEXT:          arith.extui
// CHECK:               gpu.barrier
// CHECK-NOT:           gpu.barrier
// CHECK:               arith.muli %{{.*}}, %c281479271743488_i64
// CHECK:               memref.store %{{.*}}, %[[NXT]]
// CHECK:               gpu.barrier
// CHECK:               vector.load %[[NXT]]
// CHECK:               vector.store %{{.*}}, %[[CUR]]
// CHECK:               gpu.barrier
// CHECK:           gpu.launch {{.*}} function(@spmm_t_dot_t_sort_scan_tiles) workgroup(
// CHECK:           gpu.launch {{.*}} function(@spmm_t_dot_t_sort_scan_totals) workgroup(
// CHECK-NOT:       gpu.launch {{.*}}_scan_add
// CHECK:           gpu.launch {{.*}} function(@spmm_t_dot_t_sort_last_scatter)
// CHECK:             memref.store %{{.*}}, %{{.*}}[%[[Q:.*]]] : memref<?xi64>
// CHECK:             memref.store %{{.*}}, %{{.*}}[%[[Q]]] : memref<?xi64>
// CHECK:             memref.store %{{.*}}, %{{.*}}[%[[Q]]] : memref<?xi64>
// CHECK:             memref.store %{{.*}}, %{{.*}}[%[[Q]]] : memref<?xf32>
// CHECK:           } else {
// CHECK:           gpu.launch {{.*}} function(@spmm_t_dot_t_sort_scatter)
// CHECK:             memref.store
// CHECK:             memref.store
// CHECK:         %[[TILES:.*]] = arith.ceildivui %{{.*}}, %c1024
// CHECK:         gpu.launch {{.*}} function(@spmm_t_dot_t_group_scan_tiles)
// CHECK:           arith.cmpi ne
// The tiles' totals are scanned by a launch of their own only past 16
// tiles; below, readers add the tiles' own totals (PrefixSum::before).
// CHECK:         %[[MANY:.*]] = arith.cmpi ugt, %[[TILES]], %c16
// CHECK:         scf.if %[[MANY]]
// CHECK:         gpu.launch {{.*}} function(@spmm_t_dot_t_group_scan_totals)
// CHECK-NOT:     gpu.launch {{.*}}_scan_add
// CHECK:         gpu.launch {{.*}} function(@spmm_t_dot_t_group_read_back)
// CHECK:         memref.alloca() : memref<1xi64>
// CHECK:         memref.copy
// CHECK:         gpu.launch {{.*}} function(@spmm_t_dot_t_group_runs)
// CHECK:           %[[FEW:.*]] = arith.cmpi ule, %[[TILES]], %c16
// CHECK:           scf.if %[[FEW]] -> (i64)
// CHECK:             scf.for {{.*}} iter_args({{.*}}) -> (i64)
// CHECK:               memref.load
// CHECK:               arith.addi
// CHECK:           } else {
// CHECK:             arith.subi %{{.*}}, %c1 : index
// CHECK:             memref.load
// CHECK:         gpu.launch {{.*}} function(@spmm_t_dot_t_vector_run_sums)
// CHECK:           %[[PAIRS:.*]] = arith.minui
// CHECK:           %[[PAIRED:.*]] = arith.muli %[[PAIRS]], %c2
// CHECK:           arith.remui %{{.*}}, %c2
// CHECK:           math.fma {{.*}} : vector<4xf32>
// CHECK:         gpu.launch {{.*}} function(@spmm_t_dot_t_vector_long_groups)
// CHECK:           arith.addi %{{.*}}, %c31
// CHECK-COUNT-32:    vector.load
// CHECK:             vector.store
// CHECK:         gpu.launch {{.*}} function(@spmm_t_dot_t_vector_long_runs)
// CHECK:           arith.cmpi ugt, %{{.*}}, %c256
// CHECK:           arith.cmpi uge
// CHECK:         gpu.launch {{.*}} function(@spmm_t_dot_t_run_sums)
// CHECK:           math.fma {{.*}} : f32
// CHECK:         gpu.launch {{.*}} function(@spmm_t_dot_t_long_groups)
// CHECK:         gpu.launch {{.*}} function(@spmm_t_dot_t_long_runs)
// CHECK-NOT:     atomic
// CHECK:         return
func.func @spmm_t(%x: tensor<?x?xf32, #csr>, %dy: tensor<?x?xf32>) -> tensor<?x?xf32, #rsp> {
  %g = stype.dot %x, %dy {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32, #rsp>
  return %g : tensor<?x?xf32, #rsp>
}

// Lazy update: a rows x features launch over the gradient's stored rows
// only; the weight row is the gradient's row id.  In place: no copy.
// Where every row is 16-byte aligned (checked on the host: row length a
// multiple of 4 f32, each buffer's base aligned), a thread takes 4
// features: vector loads and stores of 16 bytes, the rule on vector<4xf32>
// (lane by lane: bit-identical); otherwise one thread per feature.
// CHECK-LABEL: func.func @adam_lazy(
// CHECK-SAME:    %[[W:[^:]*]]: memref<?x?xf32>, %[[GI:[^:]*]]: memref<?xi64>, %[[GD:[^:]*]]: memref<?x?xf32>, %{{.*}}: index, %[[M:[^:]*]]: memref<?x?xf32>, %[[V:[^:]*]]: memref<?x?xf32>)
// CHECK-NOT:     memref.alloc
// CHECK:         %[[NNR:.*]] = memref.dim %[[GI]], %c0
// CHECK:         memref.extract_aligned_pointer_as_index %[[W]]
// CHECK:         arith.remui %{{.*}}, %c16
// CHECK:         scf.if
// CHECK:           arith.ceildivui %[[NNR]], %c8
// CHECK:           gpu.launch
// CHECK:             %[[IDV:.*]] = memref.load %[[GI]]
// CHECK:             %[[IV:.*]] = arith.index_cast %[[IDV]]
// CHECK:             vector.load %[[GD]]{{.*}} {alignment = 16 : i64} : memref<?x?xf32>, vector<4xf32>
// CHECK:             vector.load %[[M]][%[[IV]], {{.*}} {alignment = 16 : i64}
// CHECK:             math.sqrt %{{.*}} : vector<4xf32>
// CHECK:             vector.store %{{.*}}, %[[W]][%[[IV]], {{.*}} {alignment = 16 : i64}
// CHECK:         } else {
// CHECK:           arith.ceildivui %[[NNR]], %c8
// CHECK:           gpu.launch
// CHECK:             %[[ID:.*]] = memref.load %[[GI]]
// CHECK:             %[[I:.*]] = arith.index_cast %[[ID]]
// CHECK:             memref.store %{{.*}}, %[[M]][%[[I]],
// CHECK:             memref.store %{{.*}}, %[[V]][%[[I]],
// CHECK:             math.sqrt
// CHECK:             memref.store %{{.*}}, %[[W]][%[[I]],
// CHECK:         return %[[W]], %[[M]], %[[V]]
func.func @adam_lazy(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %m: tensor<?x?xf32>, %v: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %w1, %m1, %v1 = stype.adam_update %w, %g, %m, %v {lr = 0.001 : f64, t = 3 : i64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1, %v1 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// Standard update: every weight row; each thread binary-searches its row
// in the sorted gradient ids (an scf.while) and uses a zero gradient where
// the row is absent.
// CHECK-LABEL: func.func @sgd_std(
// CHECK-SAME:    %[[W:[^:]*]]: memref<?x?xf32>, %[[GI:[^:]*]]: memref<?xi64>
// CHECK:         %[[ROWS:.*]] = memref.dim %[[W]], %c0
// CHECK:         arith.ceildivui %[[ROWS]], %c8
// CHECK:         gpu.launch
// CHECK:           scf.while
// CHECK:           scf.if
// CHECK:           } else {
// CHECK:         return %[[W]]
func.func @sgd_std(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>) -> tensor<?x?xf32> {
  %r = stype.sgd_update %w, %g {lr = 0.1 : f64, wd = 0.01 : f64, lazy_update = false} : tensor<?x?xf32>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// A weight read again after its update is updated in a copy.
// CHECK-LABEL: func.func @sgd_copy(
// CHECK-SAME:    %[[W:[^:]*]]: memref<?x?xf32>
// CHECK:         %[[COPY:.*]] = memref.alloc
// CHECK:         memref.copy %[[W]], %[[COPY]]
// CHECK:         %[[FLAT:.*]] = memref.collapse_shape %[[COPY]]
// CHECK:         gpu.launch
// CHECK:           memref.store %{{.*}}, %[[FLAT]]
// CHECK:         return %[[COPY]], %[[W]]
func.func @sgd_copy(%w: tensor<?x?xf32>, %g: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %r = stype.sgd_update %w, %g {lr = 0.1 : f64} : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %r, %w : tensor<?x?xf32>, tensor<?x?xf32>
}

// Dense to row_sparse: per-row flags, their prefix sum, the row count read
// back, then the rows are compacted by two launches.
// CHECK-LABEL: func.func @dense_to_rsp(
// CHECK:         gpu.launch
// CHECK:           arith.cmpf une
// CHECK:         scf.for
// CHECK:           gpu.launch
// CHECK:         memref.copy
// CHECK:         gpu.launch
// CHECK:         gpu.launch
// CHECK:         memref.dealloc
// CHECK:         return
func.func @dense_to_rsp(%x: tensor<?x?xf32>) -> tensor<?x?xf32, #rsp> {
  %d = stype.cast_storage %x : tensor<?x?xf32> to tensor<?x?xf32, #rsp>
  return %d : tensor<?x?xf32, #rsp>
}

// Elementwise: one thread per element, blocks of 256.
// CHECK-LABEL: func.func @mul(
// CHECK:         %[[C256:.*]] = arith.constant 256 : index
// CHECK:         gpu.launch blocks({{.*}}) in (%{{.*}} = %{{.*}}, %{{.*}} = %c1, %{{.*}} = %c1) threads({{.*}}) in (%{{.*}} = %[[C256]], %{{.*}} = %c1, %{{.*}} = %c1)
// CHECK:           arith.mulf
func.func @mul(%a: tensor<?x?xf64>, %b: tensor<?x?xf64>) -> tensor<?x?xf64> {
  %r = stype.elemwise_mul %a, %b : tensor<?x?xf64>, tensor<?x?xf64> -> tensor<?x?xf64>
  return %r : tensor<?x?xf64>
}

// Every elementwise value map has the GPU kernel: the CPU's element rule,
// C math library calls included (libdevice's in the NVVM pipeline).
// CHECK-LABEL: func.func @sigmoid(
// CHECK:         gpu.launch
// CHECK:           arith.negf
// CHECK:           func.call @expf
// CHECK:           arith.divf
func.func @sigmoid(%a: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = stype.sigmoid %a : tensor<?x?xf32> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// A backward op: ograd * f'(x).
// CHECK-LABEL: func.func @tanh_grad(
// CHECK:         gpu.launch
// CHECK:           arith.mulf
// CHECK:           arith.subf
// CHECK:           arith.mulf
func.func @tanh_grad(%dy: tensor<?x?xf32>, %y: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = stype.tanh_grad %dy, %y : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// A map that keeps a sparse kind: f over the stored values, the index
// buffers copied.
// CHECK-LABEL: func.func @relu_csr(
// CHECK-DAG:     memref.copy
// CHECK-DAG:     memref.copy
// CHECK:         gpu.launch
// CHECK:           arith.cmpf ugt
// CHECK:           arith.select
func.func @relu_csr(%a: tensor<?x?xf32, #csr>) -> tensor<?x?xf32, #csr> {
  %r = stype.relu %a : tensor<?x?xf32, #csr> -> tensor<?x?xf32, #csr>
  return %r : tensor<?x?xf32, #csr>
}

// A row_sparse times a default: the stored values only (a NaN of the
// default operand elsewhere does not show), a thread per stored value that
// reads the default element of its row.
// CHECK-LABEL: func.func @mul_rsp_dense(
// CHECK:         memref.copy
// CHECK:         gpu.launch
// CHECK:           arith.divui
// CHECK:           arith.remui
// CHECK:           memref.load
// CHECK:           arith.mulf
func.func @mul_rsp_dense(%a: tensor<?x?xf32, #rsp>, %b: tensor<?x?xf32>) -> tensor<?x?xf32, #rsp> {
  %r = stype.elemwise_mul %a, %b : tensor<?x?xf32, #rsp>, tensor<?x?xf32> -> tensor<?x?xf32, #rsp>
  return %r : tensor<?x?xf32, #rsp>
}

// Two row_sparse: the union of the rows by ranks (a prefix sum of the rhs
// rows the lhs does not store, read back for the size; each row's place),
// then each value from binary searches in both operands' rows.  Nothing is
// sized by the tensor's row count.
// CHECK-LABEL: func.func @add_rsp_rsp(
// CHECK:         gpu.launch
// CHECK:         gpu.launch
// CHECK:         gpu.launch
// CHECK:         gpu.launch
// CHECK:         scf.while
// CHECK:         arith.addf
func.func @add_rsp_rsp(%a: tensor<?x?xf32, #rsp>, %b: tensor<?x?xf32, #rsp>) -> tensor<?x?xf32, #rsp> {
  %r = stype.elemwise_add %a, %b : tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32, #rsp>
  return %r : tensor<?x?xf32, #rsp>
}

// zeros_like of a csr: row offsets all 0 (set on the device), nothing
// stored; the input's values are not read.
// CHECK-LABEL: func.func @zeros_like_csr(
// CHECK:         gpu.launch
// CHECK-NOT:     gpu.launch
// CHECK:         return
func.func @zeros_like_csr(%a: tensor<?x?xf32, #csr>) -> tensor<?x?xf32, #csr> {
  %r = stype.zeros_like %a : tensor<?x?xf32, #csr> -> tensor<?x?xf32, #csr>
  return %r : tensor<?x?xf32, #csr>
}

// dot of two default operands: a thread per output element, fused
// multiply-adds over k in order (the CPU kernel's bits).
// CHECK-LABEL: func.func @gemm_t(
// CHECK:         gpu.launch
// CHECK:           scf.for
// CHECK:             math.fma
func.func @gemm_t(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = stype.dot %a, %b {transpose_a} : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// broadcast_add of default operands: the result's dims by numpy
// broadcasting on the host, a thread per output element.
// CHECK-LABEL: func.func @badd(
// CHECK:         gpu.launch
// CHECK:           arith.remui
// CHECK:           arith.divui
// CHECK:           arith.addf
func.func @badd(%a: tensor<?x?xf32>, %b: tensor<1x?xf32>) -> tensor<?x?xf32> {
  %r = stype.broadcast_add %a, %b : tensor<?x?xf32>, tensor<1x?xf32> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// broadcast_mul of a csr by a default operand: the stored entries only.
// CHECK-LABEL: func.func @bmul_csr(
// CHECK:         gpu.launch
// CHECK:           scf.for
// CHECK:             arith.mulf
func.func @bmul_csr(%a: tensor<?x?xf32, #csr>, %b: tensor<?x1xf32>) -> tensor<?x?xf32, #csr> {
  %r = stype.broadcast_mul %a, %b : tensor<?x?xf32, #csr>, tensor<?x1xf32> -> tensor<?x?xf32, #csr>
  return %r : tensor<?x?xf32, #csr>
}

// sum over an axis: a thread per output element, the CPU kernel's order.
// CHECK-LABEL: func.func @sum_axis(
// CHECK:         gpu.launch
// CHECK:           scf.for
// CHECK:             arith.addf
func.func @sum_axis(%a: tensor<?x?xf32>) -> tensor<?xf32> {
  %r = stype.sum %a {axis = 0 : i64} : tensor<?x?xf32> -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// where with a csr condition: y copied, then a thread per csr row writes x
// at its stored non-zero entries.
// CHECK-LABEL: func.func @where_csr(
// CHECK:         memref.copy
// CHECK:         gpu.launch
// CHECK:           scf.for
// CHECK:             arith.cmpf une
func.func @where_csr(%c: tensor<?x?xf32, #csr>, %a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = stype.where %c, %a, %b : tensor<?x?xf32, #csr>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// A CPU kernel shared with the GPU (softmax_output_grad): the "valid" count
// runs on one device thread and is read back (serialValue); the rows'
// parallelFor is a launch whose threads record a bad label in a device slot
// (atomic max), zeroed before and read back after the launch, then reported
// on the host.
// CHECK-LABEL: func.func @softmax_grad(
// CHECK:         gpu.launch {{.*}} function(@softmax_grad_read_back)
// CHECK:           scf.for
// CHECK:         memref.copy
// CHECK:         %[[SLOT:.*]] = memref.alloc() {{.*}} : memref<1xi32>
// CHECK:         gpu.launch {{.*}} function(@softmax_grad_fill)
// CHECK:         gpu.launch
// CHECK:           memref.atomic_rmw maxs %{{.*}}, %[[SLOT]][%{{.*}}]
// CHECK:         %[[HOST:.*]] = memref.alloca() : memref<1xi32>
// CHECK:         memref.copy %[[SLOT]], %[[HOST]]
// CHECK:         func.call @stype_kernel_error
func.func @softmax_grad(%p: tensor<?x?xf32>, %l: tensor<?xf32>) -> tensor<?x?xf32> {
  %r = stype.softmax_output_grad %p, %l {normalization = "valid"} : tensor<?x?xf32>, tensor<?xf32> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}


// A row_sparse weight with a dense momentum (MXNet's standard update for
// this pair): on the host, the CPU kernel's "stores every row" check
// (STYPE_KERNEL_RSP_WEIGHT_NOT_FULL = 2) guards the launch; the kernel
// walks every row of the weight's data, finds its gradient row by binary
// search, and returns the weight's own buffers (in place).

// CHECK-LABEL: func.func @sgd_mom_rsp_weight(
// CHECK-SAME:      %[[WI:[a-z0-9]+]]: memref<?xi64>, %[[WD:[a-z0-9]+]]: memref<?x?xf32>, %[[WN:[a-z0-9]+]]: index,
// CHECK:         %[[NNR:.*]] = memref.dim %[[WI]], %{{.*}} : memref<?xi64>
// CHECK:         %[[FULL:.*]] = arith.cmpi eq, %[[NNR]], %[[WN]] : index
// CHECK:         %[[MISSING:.*]] = arith.cmpi ne, %[[NNR]], %[[WN]] : index
// CHECK:         scf.if %[[MISSING]] {
// CHECK-NEXT:      func.call @stype_kernel_error(%c2_i32)
// CHECK:         %[[OK:.*]] = arith.andi %{{.*}}, %[[FULL]] : i1
// CHECK:         scf.if %[[OK]] {
// CHECK:         gpu.launch
// CHECK:           scf.while
// CHECK:           memref.store %{{.*}}, %[[WD]]
// CHECK:         return %[[WI]], %[[WD]], %[[WN]],
func.func @sgd_mom_rsp_weight(%w: tensor<?x?xf32, #rsp>, %g: tensor<?x?xf32, #rsp>, %m: tensor<?x?xf32>) -> (tensor<?x?xf32, #rsp>, tensor<?x?xf32>) {
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.1 : f64, momentum = 0.9 : f64}
      : tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp>, tensor<?x?xf32> -> tensor<?x?xf32, #rsp>, tensor<?x?xf32>
  return %w1, %m1 : tensor<?x?xf32, #rsp>, tensor<?x?xf32>
}
