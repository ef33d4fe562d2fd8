// The hand-written contrast to linear_regression.mlir (docs/autodiff.md): the
// same training step with its backward pass spelled out.  One training step
// of the linear regression of MXNet's sparse-symbols
// tutorial (batch size 1): a csr sample, a row_sparse weight updated lazily by
// SGD with momentum, a dense bias.
//
//   pred   = dot(x, w) + b                      csr x row_sparse -> default
//   diff   = pred - y                           d(MSE/2)/d(pred)
//   grad_w = dot(x^T, diff)                     csr^T x default  -> row_sparse
//   w, m_w = sgd_mom_update(w, grad_w, m_w)     lazy: only the sample's rows
//   b, m_b = sgd_mom_update(b, diff, m_b)
//
// Result storage kinds are left to --stype-infer-storage; the weight and its
// momentum are updated in place.  test/autodiff/examples.py checks that
// linear_regression.mlir, its derived twin, trains bit-identically.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @train_step(%x: tensor<1x100xf32, #csr>, %y: tensor<1x1xf32>,
                      %w: tensor<100x1xf32, #rsp>, %mw: tensor<100x1xf32, #rsp>,
                      %b: tensor<1x1xf32>, %mb: tensor<1x1xf32>)
    -> (tensor<1x1xf32>, tensor<100x1xf32, #rsp>, tensor<100x1xf32, #rsp>,
        tensor<1x1xf32>, tensor<1x1xf32>) {
  %xw = stype.dot %x, %w : tensor<1x100xf32, #csr>, tensor<100x1xf32, #rsp> -> tensor<1x1xf32>
  %pred = stype.elemwise_add %xw, %b : tensor<1x1xf32>, tensor<1x1xf32> -> tensor<1x1xf32>
  %diff = stype.elemwise_sub %pred, %y : tensor<1x1xf32>, tensor<1x1xf32> -> tensor<1x1xf32>
  %gw = stype.dot %x, %diff {transpose_a} : tensor<1x100xf32, #csr>, tensor<1x1xf32> -> tensor<100x1xf32>
  %w1, %mw1 = stype.sgd_mom_update %w, %gw, %mw {lr = 0.05 : f64, momentum = 0.9 : f64}
      : tensor<100x1xf32, #rsp>, tensor<100x1xf32>, tensor<100x1xf32, #rsp>
      -> tensor<100x1xf32, #rsp>, tensor<100x1xf32, #rsp>
  %b1, %mb1 = stype.sgd_mom_update %b, %diff, %mb {lr = 0.05 : f64, momentum = 0.9 : f64}
      : tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>
      -> tensor<1x1xf32>, tensor<1x1xf32>
  return %diff, %w1, %mw1, %b1, %mb1
      : tensor<1x1xf32>, tensor<100x1xf32, #rsp>, tensor<100x1xf32, #rsp>,
        tensor<1x1xf32>, tensor<1x1xf32>
}
