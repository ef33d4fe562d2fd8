// Logistic-free linear model on sparse features: one SGD step on a batch.
//   pred = dot(x, w)                 csr x default -> default
//   diff = pred - y
//   grad = dot(x^T, diff)            csr^T x default -> row_sparse
//   w    = sgd_update(w, grad)       lazy: only the batch's features
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>

func.func @step(%x: tensor<?x16xf32, #csr>, %y: tensor<?x1xf32>, %w: tensor<16x1xf32>)
    -> (tensor<?x1xf32>, tensor<16x1xf32>) {
  %p = stype.dot %x, %w : tensor<?x16xf32, #csr>, tensor<16x1xf32> -> tensor<?x1xf32>
  %d = stype.elemwise_sub %p, %y : tensor<?x1xf32>, tensor<?x1xf32> -> tensor<?x1xf32>
  %g = stype.dot %x, %d {transpose_a} : tensor<?x16xf32, #csr>, tensor<?x1xf32> -> tensor<16x1xf32>
  %w1 = stype.sgd_update %w, %g {lr = 0.1 : f64} : tensor<16x1xf32>, tensor<16x1xf32> -> tensor<16x1xf32>
  return %d, %w1 : tensor<?x1xf32>, tensor<16x1xf32>
}
