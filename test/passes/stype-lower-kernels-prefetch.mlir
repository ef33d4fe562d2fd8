// RUN: stype-opt %s --stype-lower-kernels=prefetch-distance=8 --canonicalize | FileCheck %s
// RUN: stype-opt %s --stype-fuse-update --stype-lower-kernels=prefetch-distance=4 --canonicalize | FileCheck %s --check-prefix=FUSED
// RUN: stype-opt %s --stype-lower-kernels --canonicalize | FileCheck %s --check-prefix=NONE
// RUN: stype-opt %s --stype-to-llvm | FileCheck %s --check-prefix=LLVM

// prefetch-distance: a lazy update's walk over the gradient's rows
// prefetches, for writing, the weight and state rows of the gradient row
// `distance` rows ahead (the last row near the end), one prefetch per 64
// bytes of the row.  Standard updates walk every row in order and dense
// updates are flat loops: neither prefetches.  The bare pass's default
// distance is 0: no prefetch; the stype-to-llvm pipeline prefetches 4 rows
// ahead.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// NONE-NOT: memref.prefetch

// f32 rows: a prefetch every 16 elements, of w then of the momentum.
// CHECK-LABEL: func.func @lazy_sgd_mom(
// CHECK-SAME:    %[[W:[^:]*]]: memref<?x?xf32>, %[[IDS:[^:]*]]: memref<?xi64>,
// CHECK-SAME:    %[[M:[^:]*]]: memref<?x?xf32>)
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG:     %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG:     %[[NNR:.*]] = memref.dim %[[IDS]], %c0
// CHECK:         scf.for %[[K:.*]] = %c0 to %[[NNR]] step %c1 {
// CHECK:           %[[AHEAD:.*]] = arith.addi %[[K]], %[[C8]] : index
// CHECK:           %[[LAST:.*]] = arith.subi %[[NNR]], %c1 : index
// CHECK:           %[[P:.*]] = arith.minui %[[AHEAD]], %[[LAST]] : index
// CHECK:           %[[ID:.*]] = memref.load %[[IDS]][%[[P]]] : memref<?xi64>
// CHECK:           %[[ROW:.*]] = arith.index_cast %[[ID]] : i64 to index
// CHECK:           scf.for %[[C:.*]] = %c0 to %{{.*}} step %[[C16]] {
// CHECK-NEXT:        memref.prefetch %[[W]][%[[ROW]], %[[C]]], write, locality<3>, data : memref<?x?xf32>
// CHECK-NEXT:      }
// CHECK:           scf.for %[[C2:.*]] = %c0 to %{{.*}} step %[[C16]] {
// CHECK-NEXT:        memref.prefetch %[[M]][%[[ROW]], %[[C2]]], write, locality<3>, data : memref<?x?xf32>
// CHECK-NEXT:      }
// The update of row k itself follows.
// CHECK:           memref.load %[[IDS]][%[[K]]] : memref<?xi64>
// CHECK-NOT:       memref.prefetch
// CHECK:         return
func.func @lazy_sgd_mom(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %m: tensor<?x?xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.01 : f64, momentum = 0.9 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32>
      -> tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1 : tensor<?x?xf32>, tensor<?x?xf32>
}

// Adam: the weight and both states.
// CHECK-LABEL: func.func @lazy_adam(
// CHECK-SAME:    %[[W:[^:]*]]: memref<?x?xf32>, %[[IDS:[^:]*]]: memref<?xi64>, %{{[^:]*}}: memref<?x?xf32>, %{{[^:]*}}: index,
// CHECK-SAME:    %[[M:[^:]*]]: memref<?x?xf32>, %[[V:[^:]*]]: memref<?x?xf32>)
// CHECK:         memref.prefetch %[[W]][
// CHECK:         memref.prefetch %[[M]][
// CHECK:         memref.prefetch %[[V]][
// CHECK-NOT:     memref.prefetch
// CHECK:         return
func.func @lazy_adam(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %m: tensor<?x?xf32>, %v: tensor<?x?xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %w1, %m1, %v1 = stype.adam_update %w, %g, %m, %v {lr = 0.001 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32>, tensor<?x?xf32>
      -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1, %v1 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// A standard (non-lazy) update walks every row in order: no prefetch.
// CHECK-LABEL: func.func @standard_sgd_mom(
// CHECK-NOT:     memref.prefetch
// CHECK:         return
func.func @standard_sgd_mom(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %m: tensor<?x?xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.01 : f64, momentum = 0.9 : f64, lazy_update = false}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32>
      -> tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1 : tensor<?x?xf32>, tensor<?x?xf32>
}

// Fused dot(x^T, dy) + lazy update: the walk over the bucketed gradient rows
// prefetches the rows of the bucket `distance` ahead; f64: every 8 elements.
// FUSED-LABEL: func.func @fused_dot_sgd_mom(
// FUSED-SAME:    %[[W:[^:]*]]: memref<?x?xf64>, %[[M:[^:]*]]: memref<?x?xf64>) ->
// FUSED-DAG:     %[[C4:.*]] = arith.constant 4 : index
// FUSED-DAG:     %[[C8:.*]] = arith.constant 8 : index
// FUSED:           %[[AHEAD:.*]] = arith.addi %[[U:.*]], %[[C4]] : index
// FUSED:           %[[LAST:.*]] = arith.subi %{{.*}}, %c1 : index
// FUSED:           %[[P:.*]] = arith.minui %[[AHEAD]], %[[LAST]] : index
// FUSED:           %[[KEY:.*]] = memref.load %[[KEYS:.*]][%[[P]]] : memref<?xi64>
// FUSED:           %[[ROW:.*]] = arith.index_cast %[[KEY]] : i64 to index
// FUSED:           scf.for %[[C:.*]] = %c0 to %{{.*}} step %[[C8]] {
// FUSED-NEXT:        memref.prefetch %[[W]][%[[ROW]], %[[C]]], write, locality<3>, data : memref<?x?xf64>
// FUSED:           scf.for %[[C2:.*]] = %c0 to %{{.*}} step %[[C8]] {
// FUSED-NEXT:        memref.prefetch %[[M]][%[[ROW]], %[[C2]]], write, locality<3>, data : memref<?x?xf64>
// FUSED-NOT:     memref.prefetch
// FUSED:         return
func.func @fused_dot_sgd_mom(%x: tensor<?x?xf64, #csr>, %dy: tensor<?x?xf64>, %w: tensor<?x?xf64>, %m: tensor<?x?xf64>)
    -> (tensor<?x?xf64>, tensor<?x?xf64>) {
  %g = stype.dot %x, %dy {transpose_a} : tensor<?x?xf64, #csr>, tensor<?x?xf64> -> tensor<?x?xf64, #rsp>
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.01 : f64, momentum = 0.9 : f64}
      : tensor<?x?xf64>, tensor<?x?xf64, #rsp>, tensor<?x?xf64> -> tensor<?x?xf64>, tensor<?x?xf64>
  return %w1, %m1 : tensor<?x?xf64>, tensor<?x?xf64>
}

// The pipeline's default distance reaches LLVM as prefetch intrinsics
// (rw = 1: write, locality 3, data cache).
// LLVM-LABEL: llvm.func @lazy_sgd_mom(
// LLVM:         "llvm.intr.prefetch"(%{{.*}}) <{cache = 1 : i32, hint = 3 : i32, rw = 1 : i32}>
