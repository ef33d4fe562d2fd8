// RUN: stype-opt %s --stype-lower-kernels --canonicalize --cse | FileCheck %s

// The kernels of the backward ops of the unary functions (lhs * grad(rhs)):
// they reuse the binary kernels (row_sparse merge, row_sparse -> default
// fill + merge, csr merge dropping exact zeros, default with a sparse
// operand) with mshadow_op's derivative formulas.  And the run-time shape
// check of the elementwise binaries with dynamic dims.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// CHECK-DAG:   func.func private @hypot(f64, f64) -> f64
// CHECK-DAG:   func.func private @sinf(f32) -> f32

// relu_grad of two row_sparse: one merge counts the union, one fills it;
// each element is dy * (isnan(x) ? x : (x > 0 ? 1 : 0)).  Static shapes: no
// run-time shape check.
// CHECK-LABEL: func.func @relu_grad_rsp(
// CHECK-NOT:     stype_kernel_error
// CHECK:         scf.while
// CHECK:         %[[IDS:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?xi64>
// CHECK:         %[[DATA:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?x4xf32>
// CHECK:         scf.while
// CHECK:           scf.for
// CHECK:             %[[DY:.*]] = scf.if
// CHECK:             %[[X:.*]] = scf.if
// CHECK:             %[[NAN:.*]] = arith.cmpf uno, %[[X]], %[[X]] : f32
// CHECK:             %[[POS:.*]] = arith.cmpf ogt, %[[X]], %{{.*}} : f32
// CHECK:             %[[STEP:.*]] = arith.select %[[POS]], %{{.*}}, %{{.*}} : f32
// CHECK:             %[[D:.*]] = arith.select %[[NAN]], %[[X]], %[[STEP]] : f32
// CHECK:             %[[G:.*]] = arith.mulf %[[DY]], %[[D]] : f32
// CHECK:             memref.store %[[G]], %[[DATA]]
// CHECK:         return %[[IDS]], %[[DATA]]
func.func @relu_grad_rsp(%a: tensor<8x4xf32, #rsp>, %b: tensor<8x4xf32, #rsp>) -> tensor<8x4xf32, #rsp> {
  %r = stype.relu_grad %a, %b : tensor<8x4xf32, #rsp>, tensor<8x4xf32, #rsp> -> tensor<8x4xf32, #rsp>
  return %r : tensor<8x4xf32, #rsp>
}

// sqrt_grad of two row_sparse -> default: f(0, 0) = 0 * (0.5 / 0) = NaN
// everywhere (as the dense computation), then the union of the rows with
// dy * (0.5 / x).
// CHECK-LABEL: func.func @sqrt_grad_rsp(
// CHECK-DAG:     %[[NAN:.*]] = arith.constant 0x7FF8000000000000 : f64
// CHECK-DAG:     %[[HALF:.*]] = arith.constant 5.000000e-01 : f64
// CHECK:         %[[OUT:.*]] = memref.alloc() {{.*}} : memref<8x4xf64>
// CHECK:         scf.for
// CHECK-NEXT:      memref.store %[[NAN]]
// CHECK:         scf.while
// CHECK:           scf.for
// CHECK:             %[[DY:.*]] = scf.if
// CHECK:             %[[X:.*]] = scf.if
// CHECK:             %[[D:.*]] = arith.divf %[[HALF]], %[[X]] : f64
// CHECK:             %[[G:.*]] = arith.mulf %[[DY]], %[[D]] : f64
// CHECK:             memref.store %[[G]], %[[OUT]]
// CHECK:         return %[[OUT]]
func.func @sqrt_grad_rsp(%a: tensor<8x4xf64, #rsp>, %b: tensor<8x4xf64, #rsp>) -> tensor<8x4xf64> {
  %r = stype.sqrt_grad %a, %b : tensor<8x4xf64, #rsp>, tensor<8x4xf64, #rsp> -> tensor<8x4xf64>
  return %r : tensor<8x4xf64>
}

// cos_grad of two csr: the per-row merge; dy * -sin(x); an entry is stored
// iff the product != 0.
// CHECK-LABEL: func.func @cos_grad_csr(
// CHECK:         scf.for {{.*}} iter_args
// CHECK:           scf.while
// CHECK:             %[[S:.*]] = func.call @sinf(%{{.*}}) : (f32) -> f32
// CHECK:             %[[NS:.*]] = arith.negf %[[S]] : f32
// CHECK:             %[[G:.*]] = arith.mulf %{{.*}}, %[[NS]] : f32
// CHECK:             %[[KEEP:.*]] = arith.cmpf une, %[[G]]
// CHECK:             scf.if %[[KEEP]] {
func.func @cos_grad_csr(%a: tensor<8x4xf32, #csr>, %b: tensor<8x4xf32, #csr>) -> tensor<8x4xf32, #csr> {
  %r = stype.cos_grad %a, %b : tensor<8x4xf32, #csr>, tensor<8x4xf32, #csr> -> tensor<8x4xf32, #csr>
  return %r : tensor<8x4xf32, #csr>
}

// log_grad(default dy, csr x) -> default: dy * (1 / 0) = dy * inf over the
// dense operand, then dy * (1 / x) at the csr's stored entries (the csr is
// not densified).
// CHECK-LABEL: func.func @log_grad_dc(
// CHECK-SAME:    %[[DY:[^:]*]]: memref<8x4xf32>, %[[PTR:[^:]*]]: memref<?xi64>, %[[COL:[^:]*]]: memref<?xi64>, %[[VAL:[^:]*]]: memref<?xf32>, %{{.*}}: index)
// CHECK-DAG:     %[[INF:.*]] = arith.constant 0x7F800000 : f32
// CHECK-DAG:     %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK:         scf.for
// CHECK:           arith.mulf %{{.*}}, %[[INF]] : f32
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK:             %[[X:.*]] = memref.load %[[VAL]]
// CHECK:             %[[D:.*]] = memref.load %[[DY]]
// CHECK:             %[[R:.*]] = arith.divf %[[ONE]], %[[X]] : f32
// CHECK:             arith.mulf %[[D]], %[[R]] : f32
func.func @log_grad_dc(%a: tensor<8x4xf32>, %b: tensor<8x4xf32, #csr>) -> tensor<8x4xf32> {
  %r = stype.log_grad %a, %b : tensor<8x4xf32>, tensor<8x4xf32, #csr> -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// arcsinh_grad of two dense: dy * (1 / hypot(x, 1)) through the C library.
// CHECK-LABEL: func.func @arcsinh_grad_dd(
// CHECK:         scf.for
// CHECK:           %[[H:.*]] = func.call @hypot(%{{.*}}, %[[ONE:.*]]) : (f64, f64) -> f64
// CHECK:           %[[R:.*]] = arith.divf %[[ONE]], %[[H]] : f64
// CHECK:           arith.mulf %{{.*}}, %[[R]] : f64
func.func @arcsinh_grad_dd(%a: tensor<8x4xf64>, %b: tensor<8x4xf64>) -> tensor<8x4xf64> {
  %r = stype.arcsinh_grad %a, %b : tensor<8x4xf64>, tensor<8x4xf64> -> tensor<8x4xf64>
  return %r : tensor<8x4xf64>
}

// Dynamic dims: the run-time shapes are compared first; a mismatch calls
// stype_kernel_error(10) (STYPE_KERNEL_SHAPE_MISMATCH) and the loop that
// reads both operands runs 0 times.
// CHECK-LABEL: func.func @add_dyn(
// CHECK-SAME:    %[[A:[^:]*]]: memref<?x?xf32>, %[[B:[^:]*]]: memref<?x?xf32>)
// CHECK-DAG:     %[[CODE:.*]] = arith.constant 10 : i32
// CHECK-DAG:     %[[A0:.*]] = memref.dim %[[A]], %c0
// CHECK-DAG:     %[[A1:.*]] = memref.dim %[[A]], %c1
// CHECK-DAG:     %[[B0:.*]] = memref.dim %[[B]], %c0
// CHECK-DAG:     %[[B1:.*]] = memref.dim %[[B]], %c1
// CHECK:         %[[E0:.*]] = arith.cmpi eq, %[[A0]], %[[B0]] : index
// CHECK:         %[[E1:.*]] = arith.cmpi eq, %[[A1]], %[[B1]] : index
// CHECK:         %[[OK:.*]] = arith.andi %[[E0]], %[[E1]] : i1
// CHECK:         %[[BAD:.*]] = arith.xori %[[OK]], %{{.*}} : i1
// CHECK:         scf.if %[[BAD]] {
// CHECK:           func.call @stype_kernel_shape_error(%[[CODE]], %{{.*}}, %{{.*}}, %{{.*}})
// CHECK:         %[[N:.*]] = arith.select %[[OK]], %{{.*}}, %c0 : index
// CHECK:         scf.for %{{.*}} = %c0 to %[[N]] step
// CHECK:           arith.addf
func.func @add_dyn(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = stype.elemwise_add %a, %b : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
