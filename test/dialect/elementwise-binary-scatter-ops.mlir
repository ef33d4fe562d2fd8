// RUN: stype-opt %s | FileCheck %s
// RUN: stype-opt %s --mlir-print-op-generic | stype-opt | FileCheck %s

// Round trip (printed and generic form) of the binary-and-scatter group of elementwise
// ops: maximum, minimum, hypot, grad_add, power, scatter_elemwise_div,
// scatter_plus/minus_scalar and quadratic, in f32 and f64, static and
// dynamic dims, 3-D row_sparse.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
#rsp3 = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : dense, k : dense), posWidth = 64, crdWidth = 64 }>

// CHECK-LABEL: func.func @binary(
// CHECK-SAME:    %[[D:.*]]: tensor<4x?xf32>, %[[R:.*]]: tensor<?x8xf32, #row_sparse>, %[[C:.*]]: tensor<4x8xf32, #csr>)
// CHECK-NEXT:    %[[A:.*]] = stype.maximum %[[R]], %[[R]] : tensor<?x8xf32, #row_sparse>, tensor<?x8xf32, #row_sparse> -> tensor<?x8xf32, #row_sparse>
// CHECK-NEXT:    %[[B:.*]] = stype.minimum %[[C]], %[[C]] : tensor<4x8xf32, #csr>, tensor<4x8xf32, #csr> -> tensor<4x8xf32, #csr>
// CHECK-NEXT:    %[[H:.*]] = stype.hypot %[[D]], %[[D]] : tensor<4x?xf32>, tensor<4x?xf32> -> tensor<4x?xf32>
// CHECK-NEXT:    %[[G:.*]] = stype.grad_add %[[C]], %[[C]] : tensor<4x8xf32, #csr>, tensor<4x8xf32, #csr> -> tensor<4x8xf32, #csr>
// CHECK-NEXT:    %[[P:.*]] = stype.power %[[R]], %[[R]] : tensor<?x8xf32, #row_sparse>, tensor<?x8xf32, #row_sparse> -> tensor<4x8xf32>
// CHECK-NEXT:    %[[S:.*]] = stype.scatter_elemwise_div %[[R]], %[[C]] : tensor<?x8xf32, #row_sparse>, tensor<4x8xf32, #csr> -> tensor<?x8xf32, #row_sparse>
// CHECK-NEXT:    return %[[A]], %[[B]], %[[H]], %[[G]], %[[P]], %[[S]]
func.func @binary(%d: tensor<4x?xf32>, %r: tensor<?x8xf32, #rsp>, %c: tensor<4x8xf32, #csr>)
    -> (tensor<?x8xf32, #rsp>, tensor<4x8xf32, #csr>, tensor<4x?xf32>, tensor<4x8xf32, #csr>, tensor<4x8xf32>, tensor<?x8xf32, #rsp>) {
  %a = stype.maximum %r, %r : tensor<?x8xf32, #rsp>, tensor<?x8xf32, #rsp> -> tensor<?x8xf32, #rsp>
  %b = stype.minimum %c, %c : tensor<4x8xf32, #csr>, tensor<4x8xf32, #csr> -> tensor<4x8xf32, #csr>
  %h = stype.hypot %d, %d : tensor<4x?xf32>, tensor<4x?xf32> -> tensor<4x?xf32>
  %g = stype.grad_add %c, %c : tensor<4x8xf32, #csr>, tensor<4x8xf32, #csr> -> tensor<4x8xf32, #csr>
  %p = stype.power %r, %r : tensor<?x8xf32, #rsp>, tensor<?x8xf32, #rsp> -> tensor<4x8xf32>
  %s = stype.scatter_elemwise_div %r, %c : tensor<?x8xf32, #rsp>, tensor<4x8xf32, #csr> -> tensor<?x8xf32, #rsp>
  return %a, %b, %h, %g, %p, %s : tensor<?x8xf32, #rsp>, tensor<4x8xf32, #csr>, tensor<4x?xf32>, tensor<4x8xf32, #csr>, tensor<4x8xf32>, tensor<?x8xf32, #rsp>
}

// CHECK-LABEL: func.func @binary_f64_3d(
// CHECK-SAME:    %[[R:.*]]: tensor<?x2x3xf64, #row_sparse3>, %[[D:.*]]: tensor<5x2x3xf64>)
// CHECK-NEXT:    %[[A:.*]] = stype.scatter_elemwise_div %[[R]], %[[D]] : tensor<?x2x3xf64, #row_sparse3>, tensor<5x2x3xf64> -> tensor<?x2x3xf64, #row_sparse3>
// CHECK-NEXT:    %[[B:.*]] = stype.power %[[D]], %[[R]] : tensor<5x2x3xf64>, tensor<?x2x3xf64, #row_sparse3> -> tensor<5x2x3xf64>
// CHECK-NEXT:    return %[[A]], %[[B]]
func.func @binary_f64_3d(%r: tensor<?x2x3xf64, #rsp3>, %d: tensor<5x2x3xf64>)
    -> (tensor<?x2x3xf64, #rsp3>, tensor<5x2x3xf64>) {
  %a = stype.scatter_elemwise_div %r, %d : tensor<?x2x3xf64, #rsp3>, tensor<5x2x3xf64> -> tensor<?x2x3xf64, #rsp3>
  %b = stype.power %d, %r : tensor<5x2x3xf64>, tensor<?x2x3xf64, #rsp3> -> tensor<5x2x3xf64>
  return %a, %b : tensor<?x2x3xf64, #rsp3>, tensor<5x2x3xf64>
}

// CHECK-LABEL: func.func @maps(
// CHECK-SAME:    %[[X:.*]]: tensor<?x?xf64, #csr>, %[[R:.*]]: tensor<?x2x3xf32, #row_sparse3>)
// CHECK-NEXT:    %[[A:.*]] = stype.scatter_plus_scalar %[[X]] {scalar = 2.500000e+00 : f64} : tensor<?x?xf64, #csr> -> tensor<?x?xf64, #csr>
// CHECK-NEXT:    %[[B:.*]] = stype.scatter_minus_scalar %[[R]] {scalar = 0x7FF8000000000000 : f64} : tensor<?x2x3xf32, #row_sparse3> -> tensor<?x2x3xf32, #row_sparse3>
// CHECK-NEXT:    %[[C:.*]] = stype.quadratic %[[X]] {a = 1.000000e+00 : f64, b = -2.000000e+00 : f64, c = 0.000000e+00 : f64} : tensor<?x?xf64, #csr> -> tensor<?x?xf64, #csr>
// CHECK-NEXT:    %[[D:.*]] = stype.quadratic %[[R]] {a = 0.000000e+00 : f64, b = 1.000000e+00 : f64, c = 3.000000e+00 : f64} : tensor<?x2x3xf32, #row_sparse3> -> tensor<?x2x3xf32>
// CHECK-NEXT:    return %[[A]], %[[B]], %[[C]], %[[D]]
func.func @maps(%x: tensor<?x?xf64, #csr>, %r: tensor<?x2x3xf32, #rsp3>)
    -> (tensor<?x?xf64, #csr>, tensor<?x2x3xf32, #rsp3>, tensor<?x?xf64, #csr>, tensor<?x2x3xf32>) {
  %a = stype.scatter_plus_scalar %x {scalar = 2.5 : f64} : tensor<?x?xf64, #csr> -> tensor<?x?xf64, #csr>
  %b = stype.scatter_minus_scalar %r {scalar = 0x7FF8000000000000 : f64} : tensor<?x2x3xf32, #rsp3> -> tensor<?x2x3xf32, #rsp3>
  %c = stype.quadratic %x {a = 1.0 : f64, b = -2.0 : f64, c = 0.0 : f64} : tensor<?x?xf64, #csr> -> tensor<?x?xf64, #csr>
  %d = stype.quadratic %r {a = 0.0 : f64, b = 1.0 : f64, c = 3.0 : f64} : tensor<?x2x3xf32, #rsp3> -> tensor<?x2x3xf32>
  return %a, %b, %c, %d : tensor<?x?xf64, #csr>, tensor<?x2x3xf32, #rsp3>, tensor<?x?xf64, #csr>, tensor<?x2x3xf32>
}
