// RUN: stype-opt %s --stype-lower-kernels=check-allocations=0 | FileCheck %s
// (check-allocations=0: the allocation checks are tested in
// stype-lower-kernels-alloc.mlir; without them the kernels read as written.)

// row_sparse (+) row_sparse: two merges (scf.while) of the sorted row ids,
// one counting the union, one filling it; a row stored in one operand only
// gets f(x, 0) or f(0, y) (MXNet's MissingRValueOp / MissingLValueOp).

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// CHECK-LABEL: func.func @add_rsp(
// CHECK-SAME:    %[[AI:.*]]: memref<?xi64>, %[[AD:.*]]: memref<?x?xf32>, %[[AN:.*]]: index, %[[BI:.*]]: memref<?xi64>, %[[BD:.*]]: memref<?x?xf32>, %[[BN:.*]]: index)
// CHECK-SAME:    -> (memref<?xi64>, memref<?x?xf32>, index) {
// CHECK:         %[[CNT:.*]]:3 = scf.while
// CHECK:         %[[IDS:.*]] = memref.alloc(%[[CNT]]#2) {alignment = 64 : i64} : memref<?xi64>
// CHECK:         %[[DATA:.*]] = memref.alloc(%[[CNT]]#2, %{{.*}}) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK:         scf.while
// CHECK:           memref.store %{{.*}}, %[[IDS]]
// CHECK:           arith.addf
// CHECK:         return %[[IDS]], %[[DATA]], %[[AN]] : memref<?xi64>, memref<?x?xf32>, index
func.func @add_rsp(%a: tensor<?x?xf32, #rsp>, %b: tensor<?x?xf32, #rsp>) -> tensor<?x?xf32, #rsp> {
  %r = stype.elemwise_add %a, %b : tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32, #rsp>
  return %r : tensor<?x?xf32, #rsp>
}

// CHECK-LABEL: func.func @sub_rsp(
// CHECK:         scf.while
// CHECK:         scf.while
// CHECK:           arith.subf
// CHECK-NOT:       arith.negf
func.func @sub_rsp(%a: tensor<?x?xf64, #rsp>, %b: tensor<?x?xf64, #rsp>) -> tensor<?x?xf64, #rsp> {
  %r = stype.elemwise_sub %a, %b : tensor<?x?xf64, #rsp>, tensor<?x?xf64, #rsp> -> tensor<?x?xf64, #rsp>
  return %r : tensor<?x?xf64, #rsp>
}
