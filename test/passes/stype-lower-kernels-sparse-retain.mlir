// RUN: stype-opt %s --stype-lower-kernels=check-allocations=0 | FileCheck %s
// (check-allocations=0: the allocation checks are tested in
// stype-lower-kernels-alloc.mlir; without them the kernels read as written.)

// sparse_retain: requested ids outside [0, rows) are reported through
// stype_kernel_error and dropped; the rest are sorted, de-duplicated, and
// each output row is gathered by a binary search in the data's row ids, or
// zero-filled.

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// CHECK:       func.func private @stype_kernel_error(i32)
// CHECK-LABEL: func.func @retain(
// CHECK-SAME:    %[[DI:.*]]: memref<?xi64>, %[[DD:.*]]: memref<?x?xf32>, %[[DN:.*]]: index, %[[REQ:.*]]: memref<?xi64>) -> (memref<?xi64>, memref<?x?xf32>, index) {
// CHECK:         %[[N:.*]] = memref.dim %[[REQ]], %{{.*}} : memref<?xi64>
// CHECK:         %[[IDS:.*]] = memref.alloc(%[[N]]) {alignment = 64 : i64} : memref<?xi64>
// CHECK:         %[[ROWS64:.*]] = arith.index_cast %[[DN]] : index to i64
// CHECK:         %[[KEPT:.*]] = scf.for %{{.*}} = %{{.*}} to %[[N]] step %{{.*}} iter_args
// CHECK:           %[[ID:.*]] = memref.load %[[REQ]]
// CHECK:           %[[NEG:.*]] = arith.cmpi slt, %[[ID]], %{{.*}} : i64
// CHECK:           %[[BIG:.*]] = arith.cmpi sge, %[[ID]], %[[ROWS64]] : i64
// CHECK:           %[[BAD:.*]] = arith.ori %[[NEG]], %[[BIG]] : i1
// CHECK:           scf.if %[[BAD]] -> (index) {
// CHECK:             func.call @stype_kernel_error
// CHECK:           } else {
// CHECK:             memref.store %[[ID]], %[[IDS]]
// CHECK:         sparse_tensor.sort hybrid_quick_sort %[[KEPT]], %[[IDS]]
// CHECK:         %[[NNR:.*]] = scf.if
// CHECK:           arith.cmpi ne
// CHECK:         %[[ROWS:.*]] = memref.alloc(%[[NNR]]) {alignment = 64 : i64} : memref<?xi64>
// CHECK:         memref.dealloc %[[IDS]]
// CHECK:         %[[OUT:.*]] = memref.alloc(%[[NNR]], %{{.*}}) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK:         scf.for %[[K:.*]] = %{{.*}} to %[[NNR]] step
// CHECK:           %[[BS:.*]]:2 = scf.while
// CHECK:           %[[FOUND:.*]] = scf.if
// CHECK:           scf.if %[[FOUND]] {
// CHECK:             memref.load %[[DD]][%[[BS]]#0, %{{.*}}]
// CHECK:           } else {
// CHECK:             memref.store %{{.*}}, %[[OUT]][%[[K]], %{{.*}}]
// CHECK:         return %[[ROWS]], %[[OUT]], %[[DN]] : memref<?xi64>, memref<?x?xf32>, index
func.func @retain(%w: tensor<?x?xf32, #rsp>, %ids: tensor<?xi64>) -> tensor<?x?xf32, #rsp> {
  %r = stype.sparse_retain %w, %ids : tensor<?x?xf32, #rsp>, tensor<?xi64> -> tensor<?x?xf32, #rsp>
  return %r : tensor<?x?xf32, #rsp>
}
