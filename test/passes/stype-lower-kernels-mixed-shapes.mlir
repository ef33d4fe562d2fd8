// RUN: stype-opt %s --stype-infer-storage --stype-lower-kernels=check-allocations=0 --canonicalize | FileCheck %s
// RUN: stype-opt %s --stype-to-llvm -o /dev/null
// (check-allocations=0: the allocation checks are tested in
// stype-lower-kernels-alloc.mlir; without them the kernels read as written.)

// Shapes that mix static and dynamic dims, which once failed inside the
// lowering with upstream verifier errors about generated IR (issue 21).

// A static zero dim next to a dynamic one: the flat view of memref<?x0xf32>
// is memref<?xf32> (upstream's type inference says memref<0xf32>, which its
// own verifier rejects).
// CHECK-LABEL: func.func @relu_zero(
// CHECK-SAME:    %[[X:.*]]: memref<?x0xf32>) -> memref<?x0xf32>
// CHECK:         %[[OUT:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?x0xf32>
// CHECK:         memref.collapse_shape %[[X]] {{\[}}[0, 1]] : memref<?x0xf32> into memref<?xf32>
// CHECK:         memref.collapse_shape %[[OUT]] {{\[}}[0, 1]] : memref<?x0xf32> into memref<?xf32>
// CHECK:         return %[[OUT]] : memref<?x0xf32>
func.func @relu_zero(%x: tensor<?x0xf32>) -> tensor<?x0xf32> {
  %0 = stype.relu %x : tensor<?x0xf32> -> tensor<?x0xf32>
  return %0 : tensor<?x0xf32>
}

// CHECK-LABEL: func.func @add_zero_3d(
// CHECK:         memref.collapse_shape %{{.*}} {{\[}}[0, 1, 2]] : memref<2x?x0xf64> into memref<?xf64>
func.func @add_zero_3d(%x: tensor<2x?x0xf64>, %y: tensor<2x?x0xf64>) -> tensor<2x?x0xf64> {
  %0 = stype.elemwise_add %x, %y : tensor<2x?x0xf64>, tensor<2x?x0xf64> -> tensor<2x?x0xf64>
  return %0 : tensor<2x?x0xf64>
}

// A result more static than its operand that keeps a dynamic dim: the dim
// it fixes is compared at run time; on a mismatch the kernel reports
// STYPE_KERNEL_SHAPE_MISMATCH (10) and returns a zero-filled buffer whose
// dynamic dim keeps the kernel's size.
// CHECK-LABEL: func.func @relu_cols3(
// CHECK-SAME:    %[[X:.*]]: memref<?x?xf32>) -> memref<?x3xf32>
// CHECK-DAG:     %[[CODE:.*]] = arith.constant 10 : i32
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG:     %[[ROWS:.*]] = memref.dim %[[X]], %c0
// CHECK-DAG:     %[[COLS:.*]] = memref.dim %[[X]], %c1
// CHECK:         %[[OUT:.*]] = memref.alloc(%[[ROWS]], %[[COLS]]) {{.*}} : memref<?x?xf32>
// CHECK:         %[[OK:.*]] = arith.cmpi eq, %[[COLS]], %[[C3]] : index
// CHECK:         scf.if %{{.*}} {
// CHECK:           func.call @stype_kernel_shape_error(%[[CODE]], %{{.*}}, %{{.*}}, %c3_i64)
// CHECK:         %[[R:.*]] = scf.if %[[OK]] -> (memref<?x3xf32>) {
// CHECK:           %[[CAST:.*]] = memref.cast %[[OUT]] : memref<?x?xf32> to memref<?x3xf32>
// CHECK:           scf.yield %[[CAST]]
// CHECK:         } else {
// CHECK-NOT:       func.call
// CHECK:           %[[ZERO:.*]] = memref.alloc(%[[ROWS]]) {{.*}} : memref<?x3xf32>
// CHECK:           scf.yield %[[ZERO]]
// CHECK:         return %[[R]] : memref<?x3xf32>
func.func @relu_cols3(%x: tensor<?x?xf32>) -> tensor<?x3xf32> {
  %0 = stype.relu %x : tensor<?x?xf32> -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// A sparse result typed more static than its operand: the dims that live in
// index values (a csr's column count here) are compared at run time too; a
// mismatch reports code 10 and gives an empty csr of the declared shape
// (indptr of rows + 1 zeros, no entries, 3 columns).
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
// CHECK-LABEL: func.func @relu_csr_cols3(
// CHECK-SAME:    %{{.*}}: memref<?xi64>, %{{.*}}: memref<?xi64>, %{{.*}}: memref<?xf32>, %[[N:.*]]: index)
// CHECK-DAG:     %[[CODE:.*]] = arith.constant 10 : i32
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : index
// CHECK:         %[[OK:.*]] = arith.cmpi eq, %[[N]], %[[C3]] : index
// CHECK:         scf.if %{{.*}} {
// CHECK:           func.call @stype_kernel_shape_error(%[[CODE]], %{{.*}}, %{{.*}}, %c3_i64)
// CHECK:         %[[R:.*]]:3 = scf.if %[[OK]] -> (memref<?xi64>, memref<?xi64>, memref<?xf32>) {
// CHECK:         } else {
// CHECK:           %[[PTR:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?xi64>
// CHECK:           memref.alloc() {{.*}} : memref<0xi64>
// CHECK:           memref.alloc() {{.*}} : memref<0xf32>
// CHECK:           scf.yield %[[PTR]], %{{.*}}, %{{.*}} : memref<?xi64>, memref<?xi64>, memref<?xf32>
// CHECK:         return %[[R]]#0, %[[R]]#1, %[[R]]#2, %[[C3]]
func.func @relu_csr_cols3(%x: tensor<?x?xf32, #csr>) -> tensor<?x3xf32, #csr> {
  %0 = stype.relu %x : tensor<?x?xf32, #csr> -> tensor<?x3xf32, #csr>
  return %0 : tensor<?x3xf32, #csr>
}
