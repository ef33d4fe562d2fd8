// RUN: stype-opt %s --stype-lower-kernels="vector-width=256 parallel=true" | FileCheck %s
// RUN: stype-opt %s --stype-lower-kernels="vector-width=256 parallel=true" --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: stype-opt %s --stype-lower-kernels="vector-width=32" | FileCheck %s --check-prefix=NARROW
// RUN: stype-opt %s --stype-to-llvm="vector-width=512 parallel=true" | FileCheck %s --check-prefix=LLVM
// RUN: stype-opt %s --stype-to-llvm="vector-width=1" | FileCheck %s --check-prefix=SCALAR

// The row loops of the hot kernels (KernelBuilder::rowLoop, parallelFor):
// along a row, vectors of 4 registers, then of one register, then a scalar
// remainder; over rows, an scf.parallel taken only when libomp has more
// than one thread (omp_get_max_threads) and there are enough rows, else the
// same body in an scf.for.  vector-width is in bits (0 = the host's).

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// CHECK-LABEL: func.func @spmm(
// CHECK:         %[[NT:.*]] = func.call @omp_get_max_threads() : () -> i32
// CHECK:         %[[MANY:.*]] = arith.cmpi sgt, %[[NT]], %{{.*}} : i32
// CHECK:         %[[ENOUGH:.*]] = arith.cmpi sge, %{{.*}}, %{{.*}} : index
// CHECK:         %[[PAR:.*]] = arith.andi %[[MANY]], %[[ENOUGH]] : i1
// CHECK:         scf.if %[[PAR]] {
// CHECK:           scf.parallel (%[[I:.*]]) =
// CHECK:             scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %c32
// CHECK:               scf.for {{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (vector<32xf32>) {
// CHECK:                 %[[V:.*]] = vector.broadcast %{{.*}} : f32 to vector<32xf32>
// CHECK:                 %[[X:.*]] = vector.load %{{.*}}[%{{.*}}, %[[J]]] : memref<?x?xf32>, vector<32xf32>
// CHECK:                 math.fma %[[V]], %[[X]], %[[ACC]] : vector<32xf32>
// CHECK:               vector.store %{{.*}}, %{{.*}}[%[[I]], %[[J]]] : memref<?x?xf32>, vector<32xf32>
// CHECK:             scf.for {{.*}} step %c8
// CHECK:               vector.load {{.*}} vector<8xf32>
// CHECK:             scf.for
// CHECK:               math.fma %{{.*}} : f32
// CHECK:         } else {
// CHECK:           scf.for
// CHECK:             vector<32xf32>
// CHECK:         return
// A vector register narrower than two elements: scalar loops only.
// NARROW-LABEL: func.func @spmm(
// NARROW-NOT:     scf.parallel
// NARROW-NOT:     vector
// NARROW:         return

// LLVM-LABEL: llvm.func @spmm(
// LLVM:         llvm.call @omp_get_max_threads()
// LLVM:         omp.parallel
// LLVM:           omp.wsloop
// LLVM:             llvm.intr.fma({{.*}}) : (vector<64xf32>, vector<64xf32>, vector<64xf32>) -> vector<64xf32>
// LLVM:             llvm.intr.fma({{.*}}) : (vector<16xf32>, vector<16xf32>, vector<16xf32>) -> vector<16xf32>
// SCALAR-LABEL: llvm.func @spmm(
// SCALAR-NOT:     omp.
// SCALAR-NOT:     vector<
// SCALAR:         llvm.return
func.func @spmm(%x: tensor<?x?xf32, #csr>, %w: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %y = stype.dot %x, %w : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %y : tensor<?x?xf32>
}

// csr^T x default -> row_sparse: every result row (one bucket of equal
// column ids) is summed in vector registers by one thread.
// CHECK-LABEL: func.func @xt_dy(
// CHECK:         scf.while
// CHECK:         func.call @omp_get_max_threads()
// CHECK:         scf.parallel (%[[U:.*]]) =
// CHECK:           scf.for %[[J:.*]] = {{.*}} step %c16
// CHECK:             scf.for {{.*}} -> (vector<16xf64>)
// CHECK:               vector.load %{{.*}}[%{{.*}}, %[[J]]] : memref<?x?xf64>, vector<16xf64>
// CHECK:             vector.store %{{.*}}, %{{.*}}[%[[U]], %[[J]]] : memref<?x?xf64>, vector<16xf64>
// CHECK:           scf.for {{.*}} step %c4
// CHECK:             vector<4xf64>
// NARROW-LABEL: func.func @xt_dy(
// NARROW-NOT:     vector
// NARROW:         return
// LLVM-LABEL: llvm.func @xt_dy(
// LLVM:         omp.parallel
func.func @xt_dy(%x: tensor<?x?xf64, #csr>, %dy: tensor<?x?xf64>) -> tensor<?x?xf64, #rsp> {
  %g = stype.dot %x, %dy {transpose_a} : tensor<?x?xf64, #csr>, tensor<?x?xf64> -> tensor<?x?xf64, #rsp>
  return %g : tensor<?x?xf64, #rsp>
}

// Lazy Adam (dense weight and states, row_sparse gradient): the gradient's
// rows over threads (its row ids are unique), each row in vectors: the
// gradient, w, m and v loaded once per vector, the rule applied lane by lane
// (math.sqrt on vectors), no error buffer (every check runs before the
// loop, on the calling thread).
// CHECK-LABEL: func.func @lazy_adam(
// CHECK:         func.call @omp_get_max_threads()
// CHECK:         scf.parallel (%[[K:.*]]) =
// CHECK:           scf.for %[[J:.*]] = {{.*}} step %c32
// CHECK:             vector.load %{{.*}}[%[[K]], %[[J]]] : memref<?x?xf32>, vector<32xf32>
// CHECK:             math.sqrt %{{.*}} : vector<32xf32>
// CHECK:             vector.store {{.*}} vector<32xf32>
// CHECK:           scf.for {{.*}} step %c8
// CHECK:             math.sqrt %{{.*}} : vector<8xf32>
// CHECK:           scf.for
// CHECK:             math.sqrt %{{.*}} : f32
// CHECK-NOT:     memref.atomic_rmw
// CHECK:         return
// CANON-LABEL: func.func @lazy_adam(
// CANON-NOT:     memref<i32>
// CANON:         return
// NARROW-LABEL: func.func @lazy_adam(
// NARROW-NOT:     vector
// NARROW:         return
// LLVM-LABEL: llvm.func @lazy_adam(
// LLVM:         omp.parallel
// LLVM:           llvm.intr.sqrt({{.*}}) : (vector<64xf32>) -> vector<64xf32>
func.func @lazy_adam(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %m: tensor<?x?xf32>, %v: tensor<?x?xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %w1, %m1, %v1 = stype.adam_update %w, %g, %m, %v {lr = 0.001 : f64, t = 10 : i64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32>, tensor<?x?xf32>
      -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1, %v1 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// Embedding forward on a row_sparse table: ids over threads.  An
// out-of-range id is found by a worker thread, whose kernel-error flag
// (thread-local) the caller never sees: it is recorded in a buffer
// (memref.atomic_rmw maxs) and reported after the loop on the calling
// thread.
// CHECK-LABEL: func.func @embedding(
// CHECK:         %[[SLOT:.*]] = memref.alloc() {{.*}} : memref<i32>
// CHECK:         memref.store %{{.*}}, %[[SLOT]][] : memref<i32>
// CHECK:         scf.parallel
// CHECK-NOT:       call @stype_kernel_error
// CHECK:           memref.atomic_rmw maxs %{{.*}}, %[[SLOT]][]
// CHECK:         } else {
// CHECK:           scf.for
// CHECK-NOT:         call @stype_kernel_error
// CHECK:             memref.atomic_rmw maxs %{{.*}}, %[[SLOT]][]
// CHECK:         %[[CODE:.*]] = memref.load %[[SLOT]][] : memref<i32>
// CHECK:         memref.dealloc %[[SLOT]]
// CHECK:         %[[BAD:.*]] = arith.cmpi ne, %[[CODE]]
// CHECK:         scf.if %[[BAD]] {
// CHECK-NEXT:      func.call @stype_kernel_error(%[[CODE]])
// LLVM-LABEL: llvm.func @embedding(
// LLVM:         omp.parallel
// LLVM:           llvm.atomicrmw max
// LLVM:         llvm.call @stype_kernel_error
func.func @embedding(%ids: tensor<?xi64>, %w: tensor<?x?xf32, #rsp>) -> tensor<?x?xf32> {
  %y = stype.embedding %ids, %w : tensor<?xi64>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32>
  return %y : tensor<?x?xf32>
}
