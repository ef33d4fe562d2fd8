// RUN: stype-opt %s --stype-differentiate | FileCheck %s

// What --stype-differentiate expands stype.grad / stype.value_and_grad to
// (passes/Differentiate.cpp, rules in dialect/Gradients.cpp): the callee's
// body, then the reverse sweep; one function per pattern of the pass.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>

// A loss layer (linear_regression_output) needs no seed, and its backward
// reads the layer's input (the forward is the identity); dot(csr, w) gives
// dot(csr^T, dy) for w (row_sparse after --stype-infer-storage, see
// stype-differentiate-fuse.mlir), broadcast_add's (1, 1) operand a sum over
// the broadcast axis, and the csr data and the label get nothing.
func.func private @linreg(%x: tensor<?x100xf32, #csr>, %y: tensor<?x1xf32>,
                          %w: tensor<100x1xf32>, %b: tensor<1x1xf32>) -> tensor<?x1xf32> {
  %p = stype.dot %x, %w : tensor<?x100xf32, #csr>, tensor<100x1xf32> -> tensor<?x1xf32>
  %z = stype.broadcast_add %p, %b : tensor<?x1xf32>, tensor<1x1xf32> -> tensor<?x1xf32>
  %l = stype.linear_regression_output %z, %y : tensor<?x1xf32>, tensor<?x1xf32> -> tensor<?x1xf32>
  return %l : tensor<?x1xf32>
}
// CHECK-LABEL: func.func @linreg_step(
// CHECK-SAME: %[[X:.*]]: tensor<?x100xf32, #csr>, %[[Y:.*]]: tensor<?x1xf32>, %[[W:.*]]: tensor<100x1xf32>, %[[B:.*]]: tensor<1x1xf32>)
// CHECK-NEXT: %[[P:.*]] = stype.dot %[[X]], %[[W]] :
// CHECK-NEXT: %[[Z:.*]] = stype.broadcast_add %[[P]], %[[B]] :
// CHECK-NEXT: %[[L:.*]] = stype.linear_regression_output %[[Z]], %[[Y]] :
// CHECK-NEXT: %[[D:.*]] = stype.linear_regression_output_grad %[[Z]], %[[Y]] : tensor<?x1xf32>, tensor<?x1xf32> -> tensor<?x1xf32>
// CHECK-NEXT: %[[GB:.*]] = stype.sum %[[D]] {axis = 0 : i64, keepdims} : tensor<?x1xf32> -> tensor<1x1xf32>
// CHECK-NEXT: %[[GW:.*]] = stype.dot %[[X]], %[[D]] {transpose_a} : tensor<?x100xf32, #csr>, tensor<?x1xf32> -> tensor<100x1xf32>
// CHECK-NEXT: return %[[L]], %[[GW]], %[[GB]]
func.func @linreg_step(%x: tensor<?x100xf32, #csr>, %y: tensor<?x1xf32>,
                       %w: tensor<100x1xf32>, %b: tensor<1x1xf32>)
    -> (tensor<?x1xf32>, tensor<100x1xf32>, tensor<1x1xf32>) {
  %l, %gw, %gb = stype.value_and_grad @linreg(%x, %y, %w, %b) wrt [2, 3]
      : (tensor<?x100xf32, #csr>, tensor<?x1xf32>, tensor<100x1xf32>, tensor<1x1xf32>)
      -> (tensor<?x1xf32>, tensor<100x1xf32>, tensor<1x1xf32>)
  return %l, %gw, %gb : tensor<?x1xf32>, tensor<100x1xf32>, tensor<1x1xf32>
}

// Any other loss is seeded with ones (MXNet's backward()); a value used
// twice gets the sum of its gradients.
func.func private @square(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = stype.elemwise_mul %x, %x : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  return %y : tensor<4xf32>
}
// CHECK-LABEL: func.func @twice(
// CHECK-SAME: %[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[Y:.*]] = stype.elemwise_mul %[[X]], %[[X]]
// CHECK-NEXT: %[[Z:.*]] = stype.zeros_like %[[Y]]
// CHECK-NEXT: %[[ONES:.*]] = stype.plus_scalar %[[Z]] {scalar = 1.000000e+00 : f64}
// CHECK-NEXT: %[[G:.*]] = stype.elemwise_mul %[[ONES]], %[[X]]
// CHECK-NEXT: %[[SUM:.*]] = stype.elemwise_add %[[G]], %[[G]]
// CHECK-NEXT: return %[[SUM]]
func.func @twice(%x: tensor<4xf32>) -> tensor<4xf32> {
  %g = stype.grad @square(%x) wrt [0] : (tensor<4xf32>) -> tensor<4xf32>
  return %g : tensor<4xf32>
}

// block_grad stops the gradient: the argument behind it gets zeros_like.
func.func private @first(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %b = stype.block_grad %y : tensor<4xf32> -> tensor<4xf32>
  %s = stype.elemwise_add %x, %b : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  return %s : tensor<4xf32>
}
// CHECK-LABEL: func.func @blocked(
// CHECK-SAME: %[[X:.*]]: tensor<4xf32>, %[[Y:.*]]: tensor<4xf32>)
// CHECK: %[[ONES:.*]] = stype.plus_scalar
// CHECK-NEXT: %[[GY:.*]] = stype.zeros_like %[[Y]]
// CHECK-NEXT: return %[[ONES]], %[[GY]]
func.func @blocked(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %g:2 = stype.grad @first(%x, %y) wrt [0, 1] : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %g#0, %g#1 : tensor<4xf32>, tensor<4xf32>
}

// Calls in the callee are inlined; exp's gradient is dy * exp(x).
func.func private @outer(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = func.call @square(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %e = stype.exp %s : tensor<4xf32> -> tensor<4xf32>
  return %e : tensor<4xf32>
}
// CHECK-LABEL: func.func @calls(
// CHECK-SAME: %[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[S:.*]] = stype.elemwise_mul %[[X]], %[[X]]
// CHECK-NEXT: %[[E:.*]] = stype.exp %[[S]]
// CHECK-NEXT: stype.zeros_like %[[E]]
// CHECK-NEXT: %[[ONES:.*]] = stype.plus_scalar
// CHECK-NEXT: %[[DS:.*]] = stype.elemwise_mul %[[ONES]], %[[E]]
// CHECK-NEXT: %[[G:.*]] = stype.elemwise_mul %[[DS]], %[[X]]
// CHECK-NEXT: %[[SUM:.*]] = stype.elemwise_add %[[G]], %[[G]]
// CHECK-NEXT: return %[[E]], %[[SUM]]
// CHECK-NOT: call @square
func.func @calls(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %v, %g = stype.value_and_grad @outer(%x) wrt [0] : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %v, %g : tensor<4xf32>, tensor<4xf32>
}

// The same value passed as two arguments: the differentiated one is
// copied, so that its gradient is its own (y, not x + y).
func.func private @mul(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %p = stype.elemwise_mul %x, %y : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  return %p : tensor<4xf32>
}
// CHECK-LABEL: func.func @same_input(
// CHECK-SAME: %[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[C:.*]] = stype.identity %[[X]]
// CHECK-NEXT: %[[P:.*]] = stype.elemwise_mul %[[C]], %[[X]]
// CHECK: %[[ONES:.*]] = stype.plus_scalar
// CHECK-NEXT: %[[G:.*]] = stype.elemwise_mul %[[ONES]], %[[X]]
// CHECK-NEXT: return %[[G]]
func.func @same_input(%x: tensor<4xf32>) -> tensor<4xf32> {
  %g = stype.grad @mul(%x, %x) wrt [0] : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %g : tensor<4xf32>
}

// The dense nn ops' rules: softmax_cross_entropy_grad takes the head
// gradient (ones), log_softmax's (dy - exp(y) sum(dy, axis)) / T is
// composed of existing ops, activation softrelu's is -(dy expm1(-y)).
// CHECK-LABEL: func.func @dense_nn(
// CHECK-SAME:    %[[A0:.*]]: tensor<4x3xf32>, %[[A1:.*]]: tensor<4xf32>) -> tensor<4x3xf32> {
// CHECK-NEXT:    %[[V0:.*]] = stype.activation %[[A0]] {act_type = #stype.act_type<softrelu>} : tensor<4x3xf32> -> tensor<4x3xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.log_softmax %[[V0]] {axis = 0 : i64, temperature = 2.000000e+00 : f64} : tensor<4x3xf32> -> tensor<4x3xf32>
// CHECK-NEXT:    %[[V2:.*]] = stype.softmax_cross_entropy %[[V1]], %[[A1]] : tensor<4x3xf32>, tensor<4xf32> -> tensor<1xf32>
// CHECK-NEXT:    %[[V3:.*]] = stype.zeros_like %[[V2]] : tensor<1xf32> -> tensor<1xf32>
// CHECK-NEXT:    %[[V4:.*]] = stype.plus_scalar %[[V3]] {scalar = 1.000000e+00 : f64} : tensor<1xf32> -> tensor<1xf32>
// CHECK-NEXT:    %[[V5:.*]] = stype.softmax_cross_entropy_grad %[[V1]], %[[A1]], %[[V4]] : tensor<4x3xf32>, tensor<4xf32>, tensor<1xf32> -> tensor<4x3xf32>
// CHECK-NEXT:    %[[V6:.*]] = stype.sum %[[V5]] {axis = 0 : i64, keepdims} : tensor<4x3xf32> -> tensor<1x3xf32>
// CHECK-NEXT:    %[[V7:.*]] = stype.exp %[[V1]] : tensor<4x3xf32> -> tensor<4x3xf32>
// CHECK-NEXT:    %[[V8:.*]] = stype.broadcast_mul %[[V7]], %[[V6]] : tensor<4x3xf32>, tensor<1x3xf32> -> tensor<4x3xf32>
// CHECK-NEXT:    %[[V9:.*]] = stype.elemwise_sub %[[V5]], %[[V8]] : tensor<4x3xf32>, tensor<4x3xf32> -> tensor<4x3xf32>
// CHECK-NEXT:    %[[V10:.*]] = stype.div_scalar %[[V9]] {scalar = 2.000000e+00 : f64} : tensor<4x3xf32> -> tensor<4x3xf32>
// CHECK-NEXT:    %[[V11:.*]] = stype.negative %[[V0]] : tensor<4x3xf32> -> tensor<4x3xf32>
// CHECK-NEXT:    %[[V12:.*]] = stype.expm1 %[[V11]] : tensor<4x3xf32> -> tensor<4x3xf32>
// CHECK-NEXT:    %[[V13:.*]] = stype.elemwise_mul %[[V10]], %[[V12]] : tensor<4x3xf32>, tensor<4x3xf32> -> tensor<4x3xf32>
// CHECK-NEXT:    %[[V14:.*]] = stype.negative %[[V13]] : tensor<4x3xf32> -> tensor<4x3xf32>
// CHECK-NEXT:    return %[[V14]] : tensor<4x3xf32>
func.func private @dense_nn_loss(%x: tensor<4x3xf32>, %l: tensor<4xf32>) -> tensor<1xf32> {
  %a = stype.activation %x {act_type = #stype.act_type<softrelu>} : tensor<4x3xf32> -> tensor<4x3xf32>
  %s = stype.log_softmax %a {axis = 0 : i64, temperature = 2.0 : f64} : tensor<4x3xf32> -> tensor<4x3xf32>
  %c = stype.softmax_cross_entropy %s, %l : tensor<4x3xf32>, tensor<4xf32> -> tensor<1xf32>
  return %c : tensor<1xf32>
}
func.func @dense_nn(%x: tensor<4x3xf32>, %l: tensor<4xf32>) -> tensor<4x3xf32> {
  %g = stype.grad @dense_nn_loss(%x, %l) wrt [0] : (tensor<4x3xf32>, tensor<4xf32>) -> tensor<4x3xf32>
  return %g : tensor<4x3xf32>
}
