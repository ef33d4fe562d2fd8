// RUN: stype-opt %s | FileCheck %s
// RUN: stype-opt %s --mlir-print-op-generic | stype-opt | FileCheck %s

// Round trip of the elementwise family (printed and generic form): the four
// binary ops over the storage kinds, the scalar ops, unary ops of both
// classes and clip, in f32 and f64, static and dynamic dims, 3-D row_sparse.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
#rsp3 = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : dense, k : dense), posWidth = 64, crdWidth = 64 }>

// CHECK-LABEL: func.func @binary(
// CHECK-SAME:    %[[D:.*]]: tensor<4x?xf32>, %[[R:.*]]: tensor<?x8xf32, #row_sparse>, %[[C:.*]]: tensor<4x8xf32, #csr>)
// CHECK-NEXT:    %[[A:.*]] = stype.elemwise_add %[[D]], %[[C]] : tensor<4x?xf32>, tensor<4x8xf32, #csr> -> tensor<4x8xf32>
// CHECK-NEXT:    %[[S:.*]] = stype.elemwise_sub %[[C]], %[[C]] : tensor<4x8xf32, #csr>, tensor<4x8xf32, #csr> -> tensor<4x8xf32, #csr>
// CHECK-NEXT:    %[[M:.*]] = stype.elemwise_mul %[[R]], %[[D]] : tensor<?x8xf32, #row_sparse>, tensor<4x?xf32> -> tensor<?x8xf32, #row_sparse>
// CHECK-NEXT:    %[[V:.*]] = stype.elemwise_div %[[R]], %[[R]] : tensor<?x8xf32, #row_sparse>, tensor<?x8xf32, #row_sparse> -> tensor<4x8xf32>
// CHECK-NEXT:    return %[[A]], %[[S]], %[[M]], %[[V]]
func.func @binary(%d: tensor<4x?xf32>, %r: tensor<?x8xf32, #rsp>, %c: tensor<4x8xf32, #csr>)
    -> (tensor<4x8xf32>, tensor<4x8xf32, #csr>, tensor<?x8xf32, #rsp>, tensor<4x8xf32>) {
  %a = stype.elemwise_add %d, %c : tensor<4x?xf32>, tensor<4x8xf32, #csr> -> tensor<4x8xf32>
  %s = stype.elemwise_sub %c, %c : tensor<4x8xf32, #csr>, tensor<4x8xf32, #csr> -> tensor<4x8xf32, #csr>
  %m = stype.elemwise_mul %r, %d : tensor<?x8xf32, #rsp>, tensor<4x?xf32> -> tensor<?x8xf32, #rsp>
  %v = stype.elemwise_div %r, %r : tensor<?x8xf32, #rsp>, tensor<?x8xf32, #rsp> -> tensor<4x8xf32>
  return %a, %s, %m, %v : tensor<4x8xf32>, tensor<4x8xf32, #csr>, tensor<?x8xf32, #rsp>, tensor<4x8xf32>
}

// CHECK-LABEL: func.func @scalar(
// CHECK-SAME:    %[[X:.*]]: tensor<?x?xf64, #csr>, %[[R:.*]]: tensor<?x2x3xf64, #row_sparse3>)
// CHECK-NEXT:    %[[A:.*]] = stype.mul_scalar %[[X]] {scalar = 2.500000e+00 : f64} : tensor<?x?xf64, #csr> -> tensor<?x?xf64, #csr>
// CHECK-NEXT:    %[[B:.*]] = stype.div_scalar %[[R]] {scalar = 0x7FF8000000000000 : f64} : tensor<?x2x3xf64, #row_sparse3> -> tensor<?x2x3xf64, #row_sparse3>
// CHECK-NEXT:    %[[C:.*]] = stype.plus_scalar %[[X]] {scalar = 1.000000e+00 : f64} : tensor<?x?xf64, #csr> -> tensor<?x?xf64>
// CHECK-NEXT:    %[[D:.*]] = stype.minus_scalar %[[X]] {scalar = 0.000000e+00 : f64} : tensor<?x?xf64, #csr> -> tensor<?x?xf64, #csr>
// CHECK-NEXT:    %[[E:.*]] = stype.rminus_scalar %[[X]] {scalar = 1.000000e+00 : f64} : tensor<?x?xf64, #csr> -> tensor<?x?xf64>
// CHECK-NEXT:    %[[F:.*]] = stype.rdiv_scalar %[[X]] {scalar = 1.000000e+00 : f64} : tensor<?x?xf64, #csr> -> tensor<?x?xf64>
// CHECK-NEXT:    %[[G:.*]] = stype.equal_scalar %[[X]] {scalar = 1.000000e+00 : f64} : tensor<?x?xf64, #csr> -> tensor<?x?xf64, #csr>
// CHECK-NEXT:    %[[H:.*]] = stype.not_equal_scalar %[[X]] {scalar = 0.000000e+00 : f64} : tensor<?x?xf64, #csr> -> tensor<?x?xf64, #csr>
// CHECK-NEXT:    %[[I:.*]] = stype.greater_scalar %[[R]] {scalar = 5.000000e-01 : f64} : tensor<?x2x3xf64, #row_sparse3> -> tensor<?x2x3xf64, #row_sparse3>
// CHECK-NEXT:    %[[J:.*]] = stype.greater_equal_scalar %[[X]] {scalar = 5.000000e-01 : f64} : tensor<?x?xf64, #csr> -> tensor<?x?xf64, #csr>
// CHECK-NEXT:    %[[K:.*]] = stype.lesser_scalar %[[X]] {scalar = -5.000000e-01 : f64} : tensor<?x?xf64, #csr> -> tensor<?x?xf64, #csr>
// CHECK-NEXT:    %[[L:.*]] = stype.lesser_equal_scalar %[[X]] {scalar = -5.000000e-01 : f64} : tensor<?x?xf64, #csr> -> tensor<?x?xf64, #csr>
func.func @scalar(%x: tensor<?x?xf64, #csr>, %r: tensor<?x2x3xf64, #rsp3>) {
  %a = stype.mul_scalar %x {scalar = 2.5 : f64} : tensor<?x?xf64, #csr> -> tensor<?x?xf64, #csr>
  %b = stype.div_scalar %r {scalar = 0x7FF8000000000000 : f64} : tensor<?x2x3xf64, #rsp3> -> tensor<?x2x3xf64, #rsp3>
  %c = stype.plus_scalar %x {scalar = 1.0 : f64} : tensor<?x?xf64, #csr> -> tensor<?x?xf64>
  %d = stype.minus_scalar %x {scalar = 0.0 : f64} : tensor<?x?xf64, #csr> -> tensor<?x?xf64, #csr>
  %e = stype.rminus_scalar %x {scalar = 1.0 : f64} : tensor<?x?xf64, #csr> -> tensor<?x?xf64>
  %f = stype.rdiv_scalar %x {scalar = 1.0 : f64} : tensor<?x?xf64, #csr> -> tensor<?x?xf64>
  %g = stype.equal_scalar %x {scalar = 1.0 : f64} : tensor<?x?xf64, #csr> -> tensor<?x?xf64, #csr>
  %h = stype.not_equal_scalar %x {scalar = 0.0 : f64} : tensor<?x?xf64, #csr> -> tensor<?x?xf64, #csr>
  %i = stype.greater_scalar %r {scalar = 0.5 : f64} : tensor<?x2x3xf64, #rsp3> -> tensor<?x2x3xf64, #rsp3>
  %j = stype.greater_equal_scalar %x {scalar = 0.5 : f64} : tensor<?x?xf64, #csr> -> tensor<?x?xf64, #csr>
  %k = stype.lesser_scalar %x {scalar = -0.5 : f64} : tensor<?x?xf64, #csr> -> tensor<?x?xf64, #csr>
  %l = stype.lesser_equal_scalar %x {scalar = -0.5 : f64} : tensor<?x?xf64, #csr> -> tensor<?x?xf64, #csr>
  return
}

// CHECK-LABEL: func.func @unary(
// CHECK-SAME:    %[[X:.*]]: tensor<4x4xf32, #row_sparse>, %[[D:.*]]: tensor<3xf32>)
// CHECK-NEXT:    stype.relu %[[X]] : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    stype.sqrt %[[X]] : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    stype.arctanh %[[X]] : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    stype.identity %[[X]] : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    stype.exp %[[X]] : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    stype.sigmoid %[[D]] : tensor<3xf32> -> tensor<3xf32>
// CHECK-NEXT:    stype.reciprocal %[[D]] : tensor<3xf32> -> tensor<3xf32>
func.func @unary(%x: tensor<4x4xf32, #rsp>, %d: tensor<3xf32>) {
  %a = stype.relu %x : tensor<4x4xf32, #rsp> -> tensor<4x4xf32, #rsp>
  %b = stype.sqrt %x : tensor<4x4xf32, #rsp> -> tensor<4x4xf32, #rsp>
  %c = stype.arctanh %x : tensor<4x4xf32, #rsp> -> tensor<4x4xf32, #rsp>
  %e = stype.identity %x : tensor<4x4xf32, #rsp> -> tensor<4x4xf32, #rsp>
  %f = stype.exp %x : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  %g = stype.sigmoid %d : tensor<3xf32> -> tensor<3xf32>
  %h = stype.reciprocal %d : tensor<3xf32> -> tensor<3xf32>
  return
}

// CHECK-LABEL: func.func @clip(
// CHECK-NEXT:    stype.clip %{{.*}} {a_max = 1.000000e+00 : f64, a_min = -1.000000e+00 : f64} : tensor<?x?xf32, #csr> -> tensor<?x?xf32, #csr>
func.func @clip(%x: tensor<?x?xf32, #csr>) -> tensor<?x?xf32, #csr> {
  %y = stype.clip %x {a_min = -1.0 : f64, a_max = 1.0 : f64} : tensor<?x?xf32, #csr> -> tensor<?x?xf32, #csr>
  return %y : tensor<?x?xf32, #csr>
}
