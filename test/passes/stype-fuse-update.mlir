// RUN: stype-opt %s --stype-infer-storage=fallback-warnings=0 --stype-fuse-update=verbose=1 --verify-diagnostics --mlir-print-op-on-diagnostic=false | FileCheck %s

// What --stype-fuse-update wraps into one stype.fused_update: each producer
// (dot(csr^T, default), embedding_grad), elementwise ops on the row_sparse
// gradient, add_n of several gradients, and any optimizer update.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// CHECK-LABEL: func.func @dot_sgd_mom(
// CHECK-SAME:    %[[X:.*]]: tensor<?x?xf32, #csr>, %[[DY:.*]]: tensor<?x?xf32>, %[[W:.*]]: tensor<?x?xf32>, %[[M:.*]]: tensor<?x?xf32>)
// CHECK-NEXT:    %[[R:.*]]:2 = stype.fused_update %[[X]], %[[DY]], %[[W]], %[[M]] : (tensor<?x?xf32, #csr>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:    ^bb0(%[[A0:.*]]: tensor<?x?xf32, #csr>, %[[A1:.*]]: tensor<?x?xf32>, %[[A2:.*]]: tensor<?x?xf32>, %[[A3:.*]]: tensor<?x?xf32>):
// CHECK-NEXT:      %[[G:.*]] = stype.dot %[[A0]], %[[A1]] {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32, #row_sparse>
// CHECK-NEXT:      %[[U0:.*]], %[[U1:.*]] = stype.sgd_mom_update %[[A2]], %[[G]], %[[A3]]
// CHECK-NEXT:      stype.yield %[[U0]], %[[U1]] : tensor<?x?xf32>, tensor<?x?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]]#0, %[[R]]#1
func.func @dot_sgd_mom(%x: tensor<?x?xf32, #csr>, %dy: tensor<?x?xf32>, %w: tensor<?x?xf32>, %m: tensor<?x?xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %g = stype.dot %x, %dy {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  // expected-remark @below {{fused into one kernel: stype.dot -> stype.sgd_mom_update (lazy)}}
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.1 : f64, momentum = 0.9 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1 : tensor<?x?xf32>, tensor<?x?xf32>
}

// A chain of elementwise ops (rescale, clip) between embedding_grad and
// adam; the ids are shared with another op (a producer's operands may have
// other uses).
// CHECK-LABEL: func.func @embedding_chain_adam(
// CHECK:         %[[E:.*]] = stype.embedding %{{.*}}, %{{.*}}
// CHECK-NEXT:    %[[R:.*]]:3 = stype.fused_update
// CHECK:           stype.embedding_grad
// CHECK-NEXT:      stype.mul_scalar
// CHECK-NEXT:      stype.clip
// CHECK-NEXT:      stype.adam_update
// CHECK-NEXT:      stype.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[E]], %[[R]]#0, %[[R]]#1, %[[R]]#2
func.func @embedding_chain_adam(%ids: tensor<8xi64>, %dy: tensor<8x4xf64>, %w: tensor<50x4xf64>, %m: tensor<50x4xf64>, %v: tensor<50x4xf64>)
    -> (tensor<8x4xf64>, tensor<50x4xf64>, tensor<50x4xf64>, tensor<50x4xf64>) {
  %e = stype.embedding %ids, %w : tensor<8xi64>, tensor<50x4xf64> -> tensor<8x4xf64>
  %g = stype.embedding_grad %ids, %dy {input_dim = 50 : i64, sparse_grad} : tensor<8xi64>, tensor<8x4xf64> -> tensor<50x4xf64>
  %s = stype.mul_scalar %g {scalar = 0.5 : f64} : tensor<50x4xf64> -> tensor<50x4xf64>
  %c = stype.clip %s {a_min = -1.0 : f64, a_max = 1.0 : f64} : tensor<50x4xf64> -> tensor<50x4xf64>
  // expected-remark @below {{fused into one kernel: stype.embedding_grad, stype.mul_scalar, stype.clip -> stype.adam_update (lazy)}}
  %w1, %m1, %v1 = stype.adam_update %w, %c, %m, %v {lr = 0.01 : f64, t = 3 : i64}
      : tensor<50x4xf64>, tensor<50x4xf64>, tensor<50x4xf64>, tensor<50x4xf64> -> tensor<50x4xf64>, tensor<50x4xf64>, tensor<50x4xf64>
  return %e, %w1, %m1, %v1 : tensor<8x4xf64>, tensor<50x4xf64>, tensor<50x4xf64>, tensor<50x4xf64>
}

// add_n of two gradients from two producers, a standard update.
// CHECK-LABEL: func.func @add_n_two_producers(
// CHECK:         stype.fused_update
// CHECK:           stype.dot
// CHECK-NEXT:      stype.embedding_grad
// CHECK-NEXT:      stype.add_n
// CHECK-NEXT:      stype.sgd_update
func.func @add_n_two_producers(%x: tensor<?x?xf32, #csr>, %dy: tensor<?x?xf32>, %ids: tensor<?xi64>, %og: tensor<?x?xf32>, %w: tensor<?x?xf32>)
    -> tensor<?x?xf32> {
  %g1 = stype.dot %x, %dy {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  %g2 = stype.embedding_grad %ids, %og {input_dim = 100 : i64, sparse_grad} : tensor<?xi64>, tensor<?x?xf32> -> tensor<?x?xf32>
  %g = stype.add_n %g1, %g2 : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  // expected-remark @below {{fused into one kernel: stype.dot, stype.embedding_grad, stype.add_n -> stype.sgd_update (standard)}}
  %w1 = stype.sgd_update %w, %g {lr = 0.1 : f64, wd = 0.01 : f64, lazy_update = false}
      : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %w1 : tensor<?x?xf32>
}

// Not fused: the gradient is also returned.
// CHECK-LABEL: func.func @grad_used_elsewhere(
// CHECK-NOT:     stype.fused_update
// CHECK:         stype.sgd_update
func.func @grad_used_elsewhere(%x: tensor<?x?xf32, #csr>, %dy: tensor<?x?xf32>, %w: tensor<?x?xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %g = stype.dot %x, %dy {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  // expected-remark @below {{not fused: the result of 'stype.dot' has other uses, so it must be materialized}}
  %w1 = stype.sgd_update %w, %g {lr = 0.1 : f64} : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %w1, %g : tensor<?x?xf32>, tensor<?x?xf32>
}

// Not fused: an intermediate of the chain is used elsewhere.
// CHECK-LABEL: func.func @chain_value_used_elsewhere(
// CHECK-NOT:     stype.fused_update
func.func @chain_value_used_elsewhere(%x: tensor<?x?xf32, #csr>, %dy: tensor<?x?xf32>, %w: tensor<?x?xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %g = stype.dot %x, %dy {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  %s = stype.mul_scalar %g {scalar = 2.0 : f64} : tensor<?x?xf32> -> tensor<?x?xf32>
  %n = stype.negative %s : tensor<?x?xf32> -> tensor<?x?xf32>
  // expected-remark @below {{not fused: the result of 'stype.mul_scalar' has other uses, so it must be materialized}}
  %w1 = stype.sgd_update %w, %n {lr = 0.1 : f64} : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %w1, %s : tensor<?x?xf32>, tensor<?x?xf32>
}

// Not fused: the gradient is a function argument (no producer).
// CHECK-LABEL: func.func @no_producer(
// CHECK-NOT:     stype.fused_update
func.func @no_producer(%g: tensor<?x?xf32, #rsp>, %w: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-remark @below {{not fused: the gradient is (or is computed from) a block argument, not a producer}}
  %w1 = stype.sgd_update %w, %g {lr = 0.1 : f64} : tensor<?x?xf32>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32>
  return %w1 : tensor<?x?xf32>
}

// Not fused: a row_sparse argument added to the produced gradient.
// CHECK-LABEL: func.func @other_leaf(
// CHECK-NOT:     stype.fused_update
func.func @other_leaf(%x: tensor<?x?xf32, #csr>, %dy: tensor<?x?xf32>, %h: tensor<?x?xf32, #rsp>, %w: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %g = stype.dot %x, %dy {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  %s = stype.elemwise_add %g, %h : tensor<?x?xf32>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32>
  // expected-remark @below {{not fused: the gradient is (or is computed from) a block argument, not a producer}}
  %w1 = stype.sgd_update %w, %s {lr = 0.1 : f64} : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %w1 : tensor<?x?xf32>
}

// Not fused: a dense gradient (dot(csr^T, default) with forward_stype =
// default) -- the update is not a row_sparse one.
// CHECK-LABEL: func.func @dense_gradient(
// CHECK-NOT:     stype.fused_update
func.func @dense_gradient(%x: tensor<?x?xf32, #csr>, %dy: tensor<?x?xf32>, %w: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %g = stype.dot %x, %dy {transpose_a, forward_stype = #stype.storage<default>} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  // expected-remark @below {{not fused: the gradient is not row_sparse (or the weight or a state is csr)}}
  %w1 = stype.sgd_update %w, %g {lr = 0.1 : f64} : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %w1 : tensor<?x?xf32>
}

// Not fused: the producer reads the weight the update writes in place.
// CHECK-LABEL: func.func @reads_weight(
// CHECK-NOT:     stype.fused_update
func.func @reads_weight(%x: tensor<?x?xf32, #csr>, %w: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %g = stype.dot %x, %w {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  // expected-remark @below {{not fused: 'stype.dot' reads the weight or a state that the update writes}}
  %w1 = stype.sgd_update %w, %g {lr = 0.1 : f64} : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %w1 : tensor<?x?xf32>
}

// Not fused: the same tensor is the weight and the state (they would share
// buffers in the fused kernel).
// CHECK-LABEL: func.func @weight_is_state(
// CHECK-NOT:     stype.fused_update
func.func @weight_is_state(%x: tensor<?x?xf32, #csr>, %dy: tensor<?x?xf32>, %w: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %g = stype.dot %x, %dy {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  // expected-remark @below {{not fused: the weight and states share buffers}}
  %w1, %m1 = stype.sgd_mom_update %w, %g, %w {lr = 0.1 : f64, momentum = 0.9 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1 : tensor<?x?xf32>, tensor<?x?xf32>
}
