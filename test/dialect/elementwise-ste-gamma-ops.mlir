// RUN: stype-opt %s | FileCheck %s
// RUN: stype-opt %s --mlir-print-op-generic | stype-opt | FileCheck %s

// Round trip (printed and generic form) of the ste-and-gamma group of elementwise
// ops: round_ste, sign_ste, block_grad, make_loss, zeros_like, gamma,
// gammaln, gamma_grad, gammaln_grad, in f32 and f64, static and dynamic
// dims, 3-D row_sparse.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
#rsp3 = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : dense, k : dense), posWidth = 64, crdWidth = 64 }>

// CHECK-LABEL: func.func @unary(
// CHECK-SAME:    %[[D:.*]]: tensor<4x?xf32>, %[[R:.*]]: tensor<?x8xf64, #row_sparse>, %[[C:.*]]: tensor<4x8xf32, #csr>, %[[R3:.*]]: tensor<?x2x3xf32, #row_sparse3>)
// CHECK-NEXT:    %[[A:.*]] = stype.round_ste %[[R]] : tensor<?x8xf64, #row_sparse> -> tensor<?x8xf64, #row_sparse>
// CHECK-NEXT:    %[[B:.*]] = stype.sign_ste %[[C]] : tensor<4x8xf32, #csr> -> tensor<4x8xf32, #csr>
// CHECK-NEXT:    %[[G:.*]] = stype.block_grad %[[D]] : tensor<4x?xf32> -> tensor<4x?xf32>
// CHECK-NEXT:    %[[M:.*]] = stype.make_loss %[[R3]] : tensor<?x2x3xf32, #row_sparse3> -> tensor<?x2x3xf32, #row_sparse3>
// CHECK-NEXT:    %[[Z:.*]] = stype.zeros_like %[[C]] : tensor<4x8xf32, #csr> -> tensor<4x8xf32, #csr>
// CHECK-NEXT:    %[[Z3:.*]] = stype.zeros_like %[[R3]] : tensor<?x2x3xf32, #row_sparse3> -> tensor<?x2x3xf32, #row_sparse3>
// CHECK-NEXT:    %[[T:.*]] = stype.gamma %[[D]] : tensor<4x?xf32> -> tensor<4x?xf32>
// CHECK-NEXT:    %[[L:.*]] = stype.gammaln %[[R]] : tensor<?x8xf64, #row_sparse> -> tensor<4x8xf64>
// CHECK-NEXT:    return %[[A]], %[[B]], %[[G]], %[[M]], %[[Z]], %[[Z3]], %[[T]], %[[L]]
func.func @unary(%d: tensor<4x?xf32>, %r: tensor<?x8xf64, #rsp>, %c: tensor<4x8xf32, #csr>, %r3: tensor<?x2x3xf32, #rsp3>)
    -> (tensor<?x8xf64, #rsp>, tensor<4x8xf32, #csr>, tensor<4x?xf32>, tensor<?x2x3xf32, #rsp3>, tensor<4x8xf32, #csr>, tensor<?x2x3xf32, #rsp3>, tensor<4x?xf32>, tensor<4x8xf64>) {
  %a = stype.round_ste %r : tensor<?x8xf64, #rsp> -> tensor<?x8xf64, #rsp>
  %b = stype.sign_ste %c : tensor<4x8xf32, #csr> -> tensor<4x8xf32, #csr>
  %g = stype.block_grad %d : tensor<4x?xf32> -> tensor<4x?xf32>
  %m = stype.make_loss %r3 : tensor<?x2x3xf32, #rsp3> -> tensor<?x2x3xf32, #rsp3>
  %z = stype.zeros_like %c : tensor<4x8xf32, #csr> -> tensor<4x8xf32, #csr>
  %z3 = stype.zeros_like %r3 : tensor<?x2x3xf32, #rsp3> -> tensor<?x2x3xf32, #rsp3>
  %t = stype.gamma %d : tensor<4x?xf32> -> tensor<4x?xf32>
  %l = stype.gammaln %r : tensor<?x8xf64, #rsp> -> tensor<4x8xf64>
  return %a, %b, %g, %m, %z, %z3, %t, %l : tensor<?x8xf64, #rsp>, tensor<4x8xf32, #csr>, tensor<4x?xf32>, tensor<?x2x3xf32, #rsp3>, tensor<4x8xf32, #csr>, tensor<?x2x3xf32, #rsp3>, tensor<4x?xf32>, tensor<4x8xf64>
}

// CHECK-LABEL: func.func @backward(
// CHECK-SAME:    %[[D:.*]]: tensor<4x8xf64>, %[[R:.*]]: tensor<4x8xf64, #row_sparse>, %[[C:.*]]: tensor<?x?xf32, #csr>)
// CHECK-NEXT:    %[[A:.*]] = stype.gamma_grad %[[D]], %[[R]] : tensor<4x8xf64>, tensor<4x8xf64, #row_sparse> -> tensor<4x8xf64>
// CHECK-NEXT:    %[[B:.*]] = stype.gammaln_grad %[[C]], %[[C]] : tensor<?x?xf32, #csr>, tensor<?x?xf32, #csr> -> tensor<?x?xf32>
// CHECK-NEXT:    return %[[A]], %[[B]]
func.func @backward(%d: tensor<4x8xf64>, %r: tensor<4x8xf64, #rsp>, %c: tensor<?x?xf32, #csr>) -> (tensor<4x8xf64>, tensor<?x?xf32>) {
  %a = stype.gamma_grad %d, %r : tensor<4x8xf64>, tensor<4x8xf64, #rsp> -> tensor<4x8xf64>
  %b = stype.gammaln_grad %c, %c : tensor<?x?xf32, #csr>, tensor<?x?xf32, #csr> -> tensor<?x?xf32>
  return %a, %b : tensor<4x8xf64>, tensor<?x?xf32>
}
