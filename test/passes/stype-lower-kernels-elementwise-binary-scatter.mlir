// RUN: stype-opt %s --stype-lower-kernels=check-allocations=0 --canonicalize --cse | FileCheck %s
// (check-allocations=0: the allocation checks are tested in
// stype-lower-kernels-alloc.mlir; without them the kernels read as written.)

// The loop structure of the kernels of the binary-and-scatter group of elementwise ops:
// maximum/hypot reuse the row_sparse and csr merges (MXNet's NaN-propagating
// max as isnan(a) || a > b + select, hypot and pow through the C library), power of
// two row_sparse fills pow(0, 0) then merges the rows, scatter_elemwise_div
// touches the lhs's rows only, the scatter scalar ops and quadratic map over
// the stored values.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// CHECK-DAG:   func.func private @hypot(f64, f64) -> f64
// CHECK-DAG:   func.func private @pow(f64, f64) -> f64

// row_sparse max row_sparse: one merge to count the union, one to fill it;
// a missing row reads as 0; max is `isnan(a) || a > b ? a : b`.
// CHECK-LABEL: func.func @maximum_rsp_rsp(
// CHECK:         %[[N:.*]]:3 = scf.while
// CHECK:         %[[IDS:.*]] = memref.alloc(%[[N]]#2) {{.*}} : memref<?xi64>
// CHECK:         %[[DATA:.*]] = memref.alloc(%[[N]]#2, %{{.*}}) {{.*}} : memref<?x?xf32>
// CHECK:         scf.while
// CHECK:           memref.store %{{.*}}, %[[IDS]]
// CHECK:           scf.for
// CHECK:             %[[X:.*]] = scf.if
// CHECK:             %[[Y:.*]] = scf.if
// CHECK:             %[[NAN:.*]] = arith.cmpf uno, %[[X]], %[[X]] : f32
// CHECK:             %[[GT:.*]] = arith.cmpf ogt, %[[X]], %[[Y]] : f32
// CHECK:             %[[TAKE:.*]] = arith.ori %[[NAN]], %[[GT]] : i1
// CHECK:             %[[M:.*]] = arith.select %[[TAKE]], %[[X]], %[[Y]] : f32
// CHECK:             memref.store %[[M]], %[[DATA]]
// CHECK:         return %[[IDS]], %[[DATA]]
func.func @maximum_rsp_rsp(%a: tensor<?x?xf32, #rsp>, %b: tensor<?x?xf32, #rsp>) -> tensor<?x?xf32, #rsp> {
  %r = stype.maximum %a, %b : tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32, #rsp>
  return %r : tensor<?x?xf32, #rsp>
}

// csr hypot csr: the per-row merge; an entry is stored iff hypot != 0.
// CHECK-LABEL: func.func @hypot_csr_csr(
// CHECK:         scf.for {{.*}} iter_args
// CHECK:           scf.while
// CHECK:             %[[H:.*]] = func.call @hypot(%{{.*}}, %{{.*}}) : (f64, f64) -> f64
// CHECK:             %[[KEEP:.*]] = arith.cmpf une, %[[H]]
// CHECK:             scf.if %[[KEEP]] {
func.func @hypot_csr_csr(%a: tensor<?x?xf64, #csr>, %b: tensor<?x?xf64, #csr>) -> tensor<?x?xf64, #csr> {
  %r = stype.hypot %a, %b : tensor<?x?xf64, #csr>, tensor<?x?xf64, #csr> -> tensor<?x?xf64, #csr>
  return %r : tensor<?x?xf64, #csr>
}

// minimum and grad_add of two csr: isnan(a) || a < b, select; addf.
// CHECK-LABEL: func.func @minimum_grad_add_csr(
// CHECK:         arith.cmpf uno
// CHECK:         arith.cmpf olt
// CHECK:         arith.ori
// CHECK:         arith.select
// CHECK:         arith.addf
func.func @minimum_grad_add_csr(%a: tensor<?x?xf32, #csr>, %b: tensor<?x?xf32, #csr>) -> (tensor<?x?xf32, #csr>, tensor<?x?xf32, #csr>) {
  %m = stype.minimum %a, %b : tensor<?x?xf32, #csr>, tensor<?x?xf32, #csr> -> tensor<?x?xf32, #csr>
  %g = stype.grad_add %a, %b : tensor<?x?xf32, #csr>, tensor<?x?xf32, #csr> -> tensor<?x?xf32, #csr>
  return %m, %g : tensor<?x?xf32, #csr>, tensor<?x?xf32, #csr>
}

// row_sparse ^ row_sparse -> default: pow(0, 0) everywhere, then the union
// of the rows written at their row ids.
// CHECK-LABEL: func.func @power_rsp_rsp(
// CHECK:         %[[OUT:.*]] = memref.alloc(
// CHECK:         %[[ONE:.*]] = call @pow(%[[Z:.*]], %[[Z]]) : (f64, f64) -> f64
// CHECK:         scf.for
// CHECK-NEXT:      memref.store %[[ONE]]
// CHECK:         scf.while
// CHECK:           scf.for
// CHECK:             %[[P:.*]] = func.call @pow(
// CHECK:             memref.store %[[P]], %[[OUT]]
// CHECK:         return %[[OUT]]
func.func @power_rsp_rsp(%a: tensor<?x?xf64, #rsp>, %b: tensor<?x?xf64, #rsp>) -> tensor<?x?xf64> {
  %r = stype.power %a, %b : tensor<?x?xf64, #rsp>, tensor<?x?xf64, #rsp> -> tensor<?x?xf64>
  return %r : tensor<?x?xf64>
}

// scatter_elemwise_div(row_sparse, csr): per lhs row, x / 0 over the row,
// then the csr's entries of that row only; the lhs's row ids are copied.
// CHECK-LABEL: func.func @scatter_div_rsp_csr(
// CHECK-SAME:    %[[IDS:.*]]: memref<?xi64>, %[[DATA:.*]]: memref<?x?xf32>, %[[N:.*]]: index, %[[P:.*]]: memref<?xi64>, %[[CI:.*]]: memref<?xi64>, %[[CV:.*]]: memref<?xf32>, %{{.*}}: index)
// CHECK:         %[[OUT:.*]] = memref.alloc
// CHECK:         scf.for %[[K:.*]] =
// CHECK:           %[[ROW:.*]] = memref.load %[[IDS]][%[[K]]]
// CHECK:           scf.for
// CHECK:             arith.divf %{{.*}}, %{{.*}} : f32
// CHECK:           %[[R:.*]] = arith.index_cast %[[ROW]]
// CHECK:           memref.load %[[P]][%[[R]]]
// CHECK:           scf.for %[[J:.*]] =
// CHECK:             %[[COL:.*]] = arith.index_cast
// CHECK:             %[[X:.*]] = memref.load %[[DATA]][%[[K]], %[[COL]]]
// CHECK:             %[[Y:.*]] = memref.load %[[CV]][%[[J]]]
// CHECK:             %[[Q:.*]] = arith.divf %[[X]], %[[Y]] : f32
// CHECK:             memref.store %[[Q]], %[[OUT]][%[[K]], %[[COL]]]
// CHECK:         memref.copy %[[IDS]]
// CHECK:         return %{{.*}}, %[[OUT]], %[[N]]
func.func @scatter_div_rsp_csr(%a: tensor<?x?xf32, #rsp>, %b: tensor<?x?xf32, #csr>) -> tensor<?x?xf32, #rsp> {
  %r = stype.scatter_elemwise_div %a, %b : tensor<?x?xf32, #rsp>, tensor<?x?xf32, #csr> -> tensor<?x?xf32, #rsp>
  return %r : tensor<?x?xf32, #rsp>
}

// scatter_elemwise_div(row_sparse, row_sparse): per lhs row a binary search
// (scf.while) in the rhs's row ids; rhs rows outside the lhs are never read.
// CHECK-LABEL: func.func @scatter_div_rsp_rsp(
// CHECK:         scf.for %[[K:.*]] =
// CHECK:           scf.while
// CHECK:           %[[FOUND:.*]] = scf.if
// CHECK:           scf.for
// CHECK:             %[[Y:.*]] = scf.if %[[FOUND]] -> (f32)
// CHECK:             arith.divf %{{.*}}, %[[Y]] : f32
func.func @scatter_div_rsp_rsp(%a: tensor<?x?xf32, #rsp>, %b: tensor<?x?xf32, #rsp>) -> tensor<?x?xf32, #rsp> {
  %r = stype.scatter_elemwise_div %a, %b : tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32, #rsp>
  return %r : tensor<?x?xf32, #rsp>
}

// scatter_elemwise_div(row_sparse, default): the lhs's rows only.
// CHECK-LABEL: func.func @scatter_div_rsp_dense(
// CHECK-SAME:    %[[IDS:.*]]: memref<?xi64>, %[[DATA:.*]]: memref<?x?xf64>, %{{.*}}: index, %[[D:.*]]: memref<?x?xf64>)
// CHECK:         scf.for %[[K:.*]] =
// CHECK:           %[[ID:.*]] = memref.load %[[IDS]][%[[K]]]
// CHECK:           %[[ROW:.*]] = arith.index_cast %[[ID]]
// CHECK:           scf.for %[[C:.*]] =
// CHECK:             %[[X:.*]] = memref.load %[[DATA]][%[[K]], %[[C]]]
// CHECK:             %[[Y:.*]] = memref.load %[[D]][%[[ROW]], %[[C]]]
// CHECK:             arith.divf %[[X]], %[[Y]] : f64
func.func @scatter_div_rsp_dense(%a: tensor<?x?xf64, #rsp>, %b: tensor<?x?xf64>) -> tensor<?x?xf64, #rsp> {
  %r = stype.scatter_elemwise_div %a, %b : tensor<?x?xf64, #rsp>, tensor<?x?xf64> -> tensor<?x?xf64, #rsp>
  return %r : tensor<?x?xf64, #rsp>
}

// scatter_plus_scalar on csr: one loop over the stored values; the index
// buffers are copied.
// CHECK-LABEL: func.func @scatter_plus_csr(
// CHECK-SAME:    %[[P:.*]]: memref<?xi64>, %[[I:.*]]: memref<?xi64>, %[[V:.*]]: memref<?xf32>, %{{.*}}: index)
// CHECK-DAG:     %[[S:.*]] = arith.constant 1.500000e+00 : f32
// CHECK:         memref.copy %[[P]]
// CHECK:         memref.copy %[[I]]
// CHECK:         scf.for %[[J:.*]] =
// CHECK-NEXT:      %[[X:.*]] = memref.load %[[V]][%[[J]]]
// CHECK-NEXT:      %[[Y:.*]] = arith.addf %[[X]], %[[S]] : f32
// CHECK-NEXT:      memref.store %[[Y]]
// CHECK-NOT:     scf.for
// CHECK:         return
func.func @scatter_plus_csr(%a: tensor<?x?xf32, #csr>) -> tensor<?x?xf32, #csr> {
  %r = stype.scatter_plus_scalar %a {scalar = 1.5 : f64} : tensor<?x?xf32, #csr> -> tensor<?x?xf32, #csr>
  return %r : tensor<?x?xf32, #csr>
}

// scatter_minus_scalar on row_sparse: the stored rows' values only.
// CHECK-LABEL: func.func @scatter_minus_rsp(
// CHECK:         scf.for
// CHECK:           arith.subf
// CHECK-NOT:     scf.for
// CHECK:         return
func.func @scatter_minus_rsp(%a: tensor<?x?xf64, #rsp>) -> tensor<?x?xf64, #rsp> {
  %r = stype.scatter_minus_scalar %a {scalar = 2.0 : f64} : tensor<?x?xf64, #rsp> -> tensor<?x?xf64, #rsp>
  return %r : tensor<?x?xf64, #rsp>
}

// quadratic on csr (c == 0): x * (a * x + b) + c over the stored values.
// CHECK-LABEL: func.func @quadratic_csr(
// CHECK-SAME:    %{{.*}}: memref<?xi64>, %{{.*}}: memref<?xi64>, %[[V:.*]]: memref<?xf32>, %{{.*}}: index)
// CHECK-DAG:     %[[A:.*]] = arith.constant 2.000000e+00 : f32
// CHECK-DAG:     %[[B:.*]] = arith.constant 3.000000e+00 : f32
// CHECK:         scf.for %[[J:.*]] =
// CHECK-NEXT:      %[[X:.*]] = memref.load %[[V]][%[[J]]]
// CHECK-NEXT:      %[[AX:.*]] = arith.mulf %[[X]], %[[A]] : f32
// CHECK-NEXT:      %[[AXB:.*]] = arith.addf %[[AX]], %[[B]] : f32
// CHECK-NEXT:      %[[Q:.*]] = arith.mulf %[[X]], %[[AXB]] : f32
// CHECK-NEXT:      %[[R:.*]] = arith.addf %[[Q]], %{{.*}} : f32
// CHECK-NEXT:      memref.store %[[R]]
func.func @quadratic_csr(%a: tensor<?x?xf32, #csr>) -> tensor<?x?xf32, #csr> {
  %r = stype.quadratic %a {a = 2.0 : f64, b = 3.0 : f64, c = 0.0 : f64} : tensor<?x?xf32, #csr> -> tensor<?x?xf32, #csr>
  return %r : tensor<?x?xf32, #csr>
}

// quadratic on default: the same map over every element.
// CHECK-LABEL: func.func @quadratic_dense(
// CHECK:         scf.for
// CHECK:           arith.mulf
// CHECK:           arith.addf
// CHECK:           arith.mulf
// CHECK:           arith.addf
func.func @quadratic_dense(%a: tensor<?x?xf64>) -> tensor<?x?xf64> {
  %r = stype.quadratic %a {a = 2.0 : f64, b = 3.0 : f64, c = 1.0 : f64} : tensor<?x?xf64> -> tensor<?x?xf64>
  return %r : tensor<?x?xf64>
}
