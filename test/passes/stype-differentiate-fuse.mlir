// RUN: stype-opt %s --stype-differentiate --stype-infer-storage=fallback-warnings=0 --canonicalize --stype-fuse-update | FileCheck %s

// Gradients derived by --stype-differentiate get MXNet's storage kinds from
// --stype-infer-storage and fuse into their updates like hand-written ones
// (docs/autodiff.md): the weight gradient of dot(csr, w) (under a
// regression output or softmax_cross_entropy) and of an embedding with
// sparse_grad is row_sparse and never materialized: one stype.fused_update
// walks the touched rows.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>

func.func private @linreg(%x: tensor<?x100xf32, #csr>, %y: tensor<?x1xf32>,
                          %w: tensor<100x1xf32>, %b: tensor<1x1xf32>) -> tensor<?x1xf32> {
  %p = stype.dot %x, %w : tensor<?x100xf32, #csr>, tensor<100x1xf32> -> tensor<?x1xf32>
  %z = stype.broadcast_add %p, %b : tensor<?x1xf32>, tensor<1x1xf32> -> tensor<?x1xf32>
  %l = stype.linear_regression_output %z, %y : tensor<?x1xf32>, tensor<?x1xf32> -> tensor<?x1xf32>
  return %l : tensor<?x1xf32>
}

// CHECK-LABEL: func.func @linreg_step(
// CHECK: %[[D:.*]] = stype.linear_regression_output_grad
// CHECK-NEXT: %[[GB:.*]] = stype.sum %[[D]] {axis = 0 : i64, keepdims}
// CHECK-NEXT: %{{.*}}:2 = stype.fused_update %{{.*}}, %[[D]], %{{.*}}, %{{.*}} :
// CHECK: stype.dot %{{.*}}, %{{.*}} {transpose_a} : tensor<?x100xf32, #csr>, tensor<?x1xf32> -> tensor<100x1xf32, #row_sparse>
// CHECK-NEXT: stype.sgd_mom_update %{{.*}}, %{{.*}}, %{{.*}} {{.*}} : tensor<100x1xf32>, tensor<100x1xf32, #row_sparse>, tensor<100x1xf32>
// CHECK: stype.sgd_update %{{.*}}, %[[GB]] {{.*}} : tensor<1x1xf32>, tensor<1x1xf32>
func.func @linreg_step(%x: tensor<?x100xf32, #csr>, %y: tensor<?x1xf32>,
                       %w: tensor<100x1xf32>, %mw: tensor<100x1xf32>, %b: tensor<1x1xf32>)
    -> (tensor<100x1xf32>, tensor<100x1xf32>, tensor<1x1xf32>) {
  %gw, %gb = stype.grad @linreg(%x, %y, %w, %b) wrt [2, 3]
      : (tensor<?x100xf32, #csr>, tensor<?x1xf32>, tensor<100x1xf32>, tensor<1x1xf32>)
      -> (tensor<100x1xf32>, tensor<1x1xf32>)
  %w1, %mw1 = stype.sgd_mom_update %w, %gw, %mw {lr = 0.05 : f64, momentum = 0.9 : f64}
      : tensor<100x1xf32>, tensor<100x1xf32>, tensor<100x1xf32> -> tensor<100x1xf32>, tensor<100x1xf32>
  %b1 = stype.sgd_update %b, %gb {lr = 0.05 : f64} : tensor<1x1xf32>, tensor<1x1xf32> -> tensor<1x1xf32>
  return %w1, %mw1, %b1 : tensor<100x1xf32>, tensor<100x1xf32>, tensor<1x1xf32>
}

// Embedding(sparse_grad=True) followed by a score: the table's gradient is
// the row_sparse embedding_grad, fused into Adam.
func.func private @score(%ids: tensor<8xi64>, %w: tensor<50x4xf32>, %r: tensor<8x4xf32>) -> tensor<1xf32> {
  %e = stype.embedding %ids, %w {sparse_grad} : tensor<8xi64>, tensor<50x4xf32> -> tensor<8x4xf32>
  %m = stype.elemwise_mul %e, %r : tensor<8x4xf32>, tensor<8x4xf32> -> tensor<8x4xf32>
  %s = stype.sum %m : tensor<8x4xf32> -> tensor<1xf32>
  return %s : tensor<1xf32>
}

// CHECK-LABEL: func.func @embedding_step(
// CHECK: stype.broadcast_add
// CHECK-NEXT: %[[DE:.*]] = stype.elemwise_mul %{{.*}}, %{{.*}} : tensor<8x4xf32>, tensor<8x4xf32> -> tensor<8x4xf32>
// CHECK-NEXT: %{{.*}}:3 = stype.fused_update %{{.*}}, %[[DE]], %{{.*}}, %{{.*}}, %{{.*}} :
// CHECK: stype.embedding_grad %{{.*}}, %{{.*}} {input_dim = 50 : i64, sparse_grad} : tensor<8xi64>, tensor<8x4xf32> -> tensor<50x4xf32, #row_sparse>
// CHECK-NEXT: stype.adam_update
func.func @embedding_step(%ids: tensor<8xi64>, %w: tensor<50x4xf32>, %m: tensor<50x4xf32>,
                          %v: tensor<50x4xf32>, %r: tensor<8x4xf32>)
    -> (tensor<50x4xf32>, tensor<50x4xf32>, tensor<50x4xf32>) {
  %g = stype.grad @score(%ids, %w, %r) wrt [1]
      : (tensor<8xi64>, tensor<50x4xf32>, tensor<8x4xf32>) -> tensor<50x4xf32>
  %w1, %m1, %v1 = stype.adam_update %w, %g, %m, %v {lr = 0.01 : f64, t = 1 : i64}
      : tensor<50x4xf32>, tensor<50x4xf32>, tensor<50x4xf32>, tensor<50x4xf32>
      -> tensor<50x4xf32>, tensor<50x4xf32>, tensor<50x4xf32>
  return %w1, %m1, %v1 : tensor<50x4xf32>, tensor<50x4xf32>, tensor<50x4xf32>
}

// A softmax classifier over csr features with MXNet's softmax_cross_entropy
// loss: softmax_cross_entropy_grad (the head gradient of the [1] loss, a
// seed of ones) feeds dot(csr^T, d), row_sparse, fused into Adam: one
// update loop over the batch's feature rows.
func.func private @classifier(%x: tensor<?x1000xf32, #csr>, %w: tensor<1000x3xf32>,
                              %label: tensor<?xf32>) -> tensor<1xf32> {
  %z = stype.dot %x, %w : tensor<?x1000xf32, #csr>, tensor<1000x3xf32> -> tensor<?x3xf32>
  %l = stype.softmax_cross_entropy %z, %label : tensor<?x3xf32>, tensor<?xf32> -> tensor<1xf32>
  return %l : tensor<1xf32>
}

// CHECK-LABEL: func.func @classifier_step(
// CHECK: %[[Z:.*]] = stype.dot %{{.*}}, %{{.*}} : tensor<?x1000xf32, #csr>, tensor<1000x3xf32> -> tensor<?x3xf32>
// CHECK: %[[D:.*]] = stype.softmax_cross_entropy_grad %[[Z]], %{{.*}}, %{{.*}} : tensor<?x3xf32>, tensor<?xf32>, tensor<1xf32> -> tensor<?x3xf32>
// CHECK-NEXT: %{{.*}}:3 = stype.fused_update %{{.*}}, %[[D]], %{{.*}}, %{{.*}}, %{{.*}} :
// CHECK: stype.dot %{{.*}}, %{{.*}} {transpose_a} : tensor<?x1000xf32, #csr>, tensor<?x3xf32> -> tensor<1000x3xf32, #row_sparse>
// CHECK-NEXT: stype.adam_update %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {{.*}} : tensor<1000x3xf32>, tensor<1000x3xf32, #row_sparse>, tensor<1000x3xf32>, tensor<1000x3xf32>
// CHECK-NOT: stype.adam_update
func.func @classifier_step(%x: tensor<?x1000xf32, #csr>, %label: tensor<?xf32>,
                           %w: tensor<1000x3xf32>, %m: tensor<1000x3xf32>, %v: tensor<1000x3xf32>)
    -> (tensor<1xf32>, tensor<1000x3xf32>, tensor<1000x3xf32>, tensor<1000x3xf32>) {
  %loss, %gw = stype.value_and_grad @classifier(%x, %w, %label) wrt [1]
      : (tensor<?x1000xf32, #csr>, tensor<1000x3xf32>, tensor<?xf32>) -> (tensor<1xf32>, tensor<1000x3xf32>)
  %w1, %m1, %v1 = stype.adam_update %w, %gw, %m, %v {lr = 0.01 : f64}
      : tensor<1000x3xf32>, tensor<1000x3xf32>, tensor<1000x3xf32>, tensor<1000x3xf32>
      -> tensor<1000x3xf32>, tensor<1000x3xf32>, tensor<1000x3xf32>
  return %loss, %w1, %m1, %v1 : tensor<1xf32>, tensor<1000x3xf32>, tensor<1000x3xf32>, tensor<1000x3xf32>
}
