// RUN: stype-opt %s --stype-lower-kernels | FileCheck %s

// A kernel whose buffer has a dynamic dim that the op's result type fixes:
// the run-time size is compared with the static one before the cast; a
// mismatch reports STYPE_KERNEL_SHAPE_MISMATCH (10) and yields a
// zero-filled buffer of the static type instead.
// CHECK-LABEL: func.func @relu_static_result(
// CHECK-SAME:    %[[X:.*]]: memref<?x?xf32>) -> memref<2x3xf32>
// CHECK:         %[[R:.*]] = memref.alloc(%{{.*}}, %{{.*}}) {{.*}}: memref<?x?xf32>
// CHECK:         %[[D0:.*]] = memref.dim %[[R]], %{{.*}} : memref<?x?xf32>
// CHECK:         %[[D1:.*]] = memref.dim %[[R]], %{{.*}} : memref<?x?xf32>
// CHECK:         %[[OK0:.*]] = arith.cmpi eq, %[[D0]], %{{.*}} : index
// CHECK:         %[[OK1:.*]] = arith.cmpi eq, %[[D1]], %{{.*}} : index
// CHECK:         %[[OK:.*]] = arith.andi %{{.*}}, %[[OK1]] : i1
// CHECK:         scf.if %{{.*}} {
// CHECK:           func.call @stype_kernel_shape_error
// CHECK:         %[[OUT:.*]] = scf.if %[[OK]] -> (memref<2x3xf32>) {
// CHECK-NEXT:      %[[C:.*]] = memref.cast %[[R]] : memref<?x?xf32> to memref<2x3xf32>
// CHECK-NEXT:      scf.yield %[[C]]
// CHECK-NEXT:    } else {
// CHECK-NOT:       func.call
// CHECK:           %[[Z:.*]] = memref.alloc() {{.*}} : memref<2x3xf32>
// CHECK:           scf.for
// CHECK:             memref.store %{{.*}}, %{{.*}}[%{{.*}}] : memref<6xf32>
// CHECK:           scf.yield %[[Z]]
// CHECK:         return %[[OUT]] : memref<2x3xf32>
func.func @relu_static_result(%x: tensor<?x?xf32>) -> tensor<2x3xf32> {
  %0 = stype.relu %x : tensor<?x?xf32> -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// Where the kernel's buffer is as static as the result, no check.
// CHECK-LABEL: func.func @relu_static(
// CHECK-NOT:     scf.if
// CHECK:         return
func.func @relu_static(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = stype.relu %x : tensor<2x3xf32> -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// cast_storage to a result type that fixes the source's dynamic dims: the
// csr's run-time rows and columns are compared with 2 and 3 first; on a
// mismatch the kernel error is reported and an empty 2x3 csr (indptr of
// zeros) is cast instead of the source, so the dense 2x3 result is zeros
// and nothing is written out of bounds.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
// CHECK-LABEL: func.func @cast_refines_csr(
// CHECK-SAME:    %[[P:[^:]*]]: memref<?xi64>, %[[I:[^:]*]]: memref<?xi64>, %[[D:[^:]*]]: memref<?xf32>, %[[N:[^:]*]]: index) -> memref<2x3xf32>
// CHECK:         %[[LEN:.*]] = memref.dim %[[P]]
// CHECK:         %[[M:.*]] = arith.subi %[[LEN]]
// CHECK:         %[[OKM:.*]] = arith.cmpi eq, %[[M]], %c2
// CHECK:         %[[OKN:.*]] = arith.cmpi eq, %[[N]], %c3
// CHECK:         %[[OK:.*]] = arith.andi %{{.*}}, %[[OKN]] : i1
// CHECK:         scf.if
// CHECK:           func.call @stype_kernel_shape_error
// CHECK:         %[[SRC:.*]]:4 = scf.if %[[OK]] -> (memref<?xi64>, memref<?xi64>, memref<?xf32>, index) {
// CHECK-NEXT:      scf.yield %[[P]], %[[I]], %[[D]], %[[N]]
// CHECK-NEXT:    } else {
// CHECK:           %[[ZP:.*]] = memref.alloc(%{{.*}}) {{.*}}: memref<?xi64>
// CHECK:           scf.for
// CHECK:           scf.yield %[[ZP]], %{{.*}}, %{{.*}}, %{{.*}} : memref<?xi64>, memref<?xi64>, memref<?xf32>, index
// CHECK:         %[[OUT:.*]] = memref.alloc() {{.*}} : memref<2x3xf32>
// CHECK:         memref.load %[[SRC]]#0
// CHECK:         return %[[OUT]] : memref<2x3xf32>
func.func @cast_refines_csr(%x: tensor<?x?xf32, #CSR>) -> tensor<2x3xf32> {
  %0 = stype.cast_storage %x : tensor<?x?xf32, #CSR> to tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
