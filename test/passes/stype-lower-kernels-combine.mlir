// RUN: stype-opt %s --stype-lower-kernels --canonicalize | FileCheck %s

// The kernels of passes/lowering/Combine.cpp on the buffer ABI.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// where(csr, x, y): a copy of y, then x at the stored non-zero entries.
// With dynamic shapes the kernel runs only if the run-time shapes of x, y
// and the condition agree (else: an error and an empty result).
// CHECK-LABEL: func.func @where_csr(
// CHECK-SAME:    %[[PTR:[^:]*]]: memref<?xi64>, %[[COL:[^:]*]]: memref<?xi64>, %[[VAL:[^:]*]]: memref<?xf32>, %[[NC:[^:]*]]: index, %[[X:[^:]*]]: memref<?x?xf32>, %[[Y:[^:]*]]: memref<?x?xf32>)
// CHECK:         %[[RES:.*]] = scf.if %{{.*}} -> (memref<?x?xf32>) {
// CHECK:         %[[OUT:.*]] = memref.alloc
// CHECK:         memref.copy %[[Y]], %[[OUT]]
// CHECK:         scf.for %[[I:.*]] =
// CHECK:           scf.for %[[P:.*]] =
// CHECK:             %[[V:.*]] = memref.load %[[VAL]][%[[P]]]
// CHECK:             %[[NZ:.*]] = arith.cmpf une, %[[V]]
// CHECK:             scf.if %[[NZ]] {
// CHECK:               %[[J:.*]] = arith.index_cast
// CHECK:               %[[XV:.*]] = memref.load %[[X]][%[[I]], %[[J]]]
// CHECK:               memref.store %[[XV]], %[[OUT]][%[[I]], %[[J]]]
// CHECK:           scf.yield %[[OUT]]
// CHECK:         } else {
// CHECK:           func.call @stype_kernel_shape_error
// CHECK:         return %[[RES]]
func.func @where_csr(%c: tensor<?x?xf32, #csr>, %x: tensor<?x?xf32>, %y: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = stype.where %c, %x, %y : tensor<?x?xf32, #csr>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// broadcast_mul(csr, (1, N)): the csr's indptr and column ids copied, each
// stored value multiplied; no loop over the dense shape.
// CHECK-LABEL: func.func @mul_csr_row(
// CHECK-SAME:    %[[PTR:[^:]*]]: memref<?xi64>, %[[COL:[^:]*]]: memref<?xi64>, %[[VAL:[^:]*]]: memref<?xf32>, %[[NC:[^:]*]]: index, %[[D:[^:]*]]: memref<1x?xf32>)
// CHECK:         memref.copy %[[PTR]]
// CHECK:         memref.copy %[[COL]]
// CHECK:         %[[NEW:.*]] = memref.alloc
// CHECK:         scf.for %[[I:.*]] =
// CHECK:           scf.for %[[P:.*]] =
// CHECK:             memref.load %[[D]][%{{.*}}, %{{.*}}] : memref<1x?xf32>
// CHECK:             arith.mulf
// CHECK:             memref.store %{{.*}}, %[[NEW]][%[[P]]]
// CHECK:         return %{{.*}}, %{{.*}}, %[[NEW]], %[[NC]]
func.func @mul_csr_row(%c: tensor<?x?xf32, #csr>, %d: tensor<1x?xf32>) -> tensor<?x?xf32, #csr> {
  %r = stype.broadcast_mul %c, %d : tensor<?x?xf32, #csr>, tensor<1x?xf32> -> tensor<?x?xf32, #csr>
  return %r : tensor<?x?xf32, #csr>
}

// broadcast_sub(csr, vector): out = 0 - d broadcast, then v - d at the
// stored entries.
// CHECK-LABEL: func.func @sub_csr_vec(
// CHECK:         %[[OUT:.*]] = memref.alloc
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK:             arith.subf %{{.*}}, %{{.*}} : f64
// CHECK:             memref.store %{{.*}}, %[[OUT]]
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK:             arith.subf
// CHECK:         return %[[OUT]]
func.func @sub_csr_vec(%c: tensor<?x?xf64, #csr>, %v: tensor<?xf64>) -> tensor<?x?xf64> {
  %r = stype.broadcast_sub %c, %v : tensor<?x?xf64, #csr>, tensor<?xf64> -> tensor<?x?xf64>
  return %r : tensor<?x?xf64>
}

// add_n of row_sparse: the row ids of all operands gathered, sorted and
// de-duplicated; each operand's rows added at their position in the union
// (under scf.if: the operands' run-time shapes must agree).
// CHECK-LABEL: func.func @add_n_rsp(
// CHECK:         %[[RES:.*]]:2 = scf.if %{{.*}} -> (memref<?xi64>, memref<?x?xf32>) {
// CHECK:         %[[ALL:.*]] = memref.alloc
// CHECK:         sparse_tensor.sort hybrid_quick_sort %{{.*}}, %[[ALL]]
// CHECK:         %[[ROWS:.*]] = memref.alloc
// CHECK:         %[[DATA:.*]] = memref.alloc
// CHECK:         scf.while
// CHECK:         arith.addf
// CHECK:         scf.while
// CHECK:         arith.addf
// CHECK:           scf.yield %[[ROWS]], %[[DATA]]
// CHECK:         return %[[RES]]#0, %[[RES]]#1
func.func @add_n_rsp(%a: tensor<?x?xf32, #rsp>, %b: tensor<?x?xf32, #rsp>) -> tensor<?x?xf32, #rsp> {
  %r = stype.add_n %a, %b : tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32, #rsp>
  return %r : tensor<?x?xf32, #rsp>
}

// concat of csr on dim 0: indptrs offset by the entries before, column ids
// and values appended; no dense buffer.  Under scf.if: the column counts
// must agree at run time.
// CHECK-LABEL: func.func @concat_csr(
// CHECK-NOT:     memref<?x?xf32>
// CHECK:         %[[RES:.*]]:3 = scf.if %{{.*}} -> (memref<?xi64>, memref<?xi64>, memref<?xf32>) {
// CHECK:         %[[PTR:.*]] = memref.alloc
// CHECK:         %[[COL:.*]] = memref.alloc
// CHECK:         %[[VAL:.*]] = memref.alloc
// CHECK:         scf.for
// CHECK:           memref.store %{{.*}}, %[[PTR]]
// CHECK:         scf.for
// CHECK:           memref.store %{{.*}}, %[[COL]]
// CHECK:           memref.store %{{.*}}, %[[VAL]]
// CHECK:         %[[OFF:.*]] = arith.index_cast %{{.*}} : index to i64
// CHECK:         scf.for
// CHECK:           %[[SHIFTED:.*]] = arith.addi %{{.*}}, %[[OFF]] : i64
// CHECK:           memref.store %[[SHIFTED]], %[[PTR]]
// CHECK:         scf.for
// CHECK:           scf.yield %[[PTR]], %[[COL]], %[[VAL]]
// CHECK:         return %[[RES]]#0, %[[RES]]#1, %[[RES]]#2
func.func @concat_csr(%a: tensor<?x?xf32, #csr>, %b: tensor<?x?xf32, #csr>) -> tensor<?x?xf32, #csr> {
  %r = stype.concat %a, %b {dim = 0 : i64} : tensor<?x?xf32, #csr>, tensor<?x?xf32, #csr> -> tensor<?x?xf32, #csr>
  return %r : tensor<?x?xf32, #csr>
}
