// One training step of the linear regression of MXNet's sparse-symbols
// tutorial (batch size 1): a csr sample, a row_sparse weight updated lazily by
// SGD with momentum, a dense bias.  Only the forward pass and the loss are
// written; stype.value_and_grad derives the gradients (docs/autodiff.md):
//
//   pred   = dot(x, w) + b                      csr x row_sparse -> default
//   out    = LinearRegressionOutput(pred, y)    MXNet's loss layer
//   grad_w = dot(x^T, pred - y)                 csr^T x default  -> row_sparse
//   grad_b = pred - y
//   w, m_w = sgd_mom_update(w, grad_w, m_w)     lazy: only the sample's rows
//   b, m_b = sgd_mom_update(b, grad_b, m_b)
//
// --stype-differentiate writes the backward pass, --stype-infer-storage makes
// grad_w row_sparse, and --stype-fuse-update fuses it into the weight's
// update, so it is never materialized: the same kernels as the hand-written
// step of linear_regression_by_hand.mlir, and bit-identical training
// (test/autodiff/examples.py).  Run by examples/linear_regression.cpp.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// The model and its loss.
func.func private @loss(%x: tensor<1x100xf32, #csr>, %y: tensor<1x1xf32>,
                        %w: tensor<100x1xf32, #rsp>, %b: tensor<1x1xf32>)
    -> tensor<1x1xf32> {
  %xw = stype.dot %x, %w : tensor<1x100xf32, #csr>, tensor<100x1xf32, #rsp> -> tensor<1x1xf32>
  %pred = stype.elemwise_add %xw, %b : tensor<1x1xf32>, tensor<1x1xf32> -> tensor<1x1xf32>
  %out = stype.linear_regression_output %pred, %y : tensor<1x1xf32>, tensor<1x1xf32> -> tensor<1x1xf32>
  return %out : tensor<1x1xf32>
}

// Returns pred - y (for the caller's MSE) and the updated parameters and
// momenta (in place).
func.func @train_step(%x: tensor<1x100xf32, #csr>, %y: tensor<1x1xf32>,
                      %w: tensor<100x1xf32, #rsp>, %mw: tensor<100x1xf32, #rsp>,
                      %b: tensor<1x1xf32>, %mb: tensor<1x1xf32>)
    -> (tensor<1x1xf32>, tensor<100x1xf32, #rsp>, tensor<100x1xf32, #rsp>,
        tensor<1x1xf32>, tensor<1x1xf32>) {
  %pred, %gw, %gb = stype.value_and_grad @loss(%x, %y, %w, %b) wrt [2, 3]
      : (tensor<1x100xf32, #csr>, tensor<1x1xf32>, tensor<100x1xf32, #rsp>, tensor<1x1xf32>)
      -> (tensor<1x1xf32>, tensor<100x1xf32>, tensor<1x1xf32>)
  %diff = stype.elemwise_sub %pred, %y : tensor<1x1xf32>, tensor<1x1xf32> -> tensor<1x1xf32>
  %w1, %mw1 = stype.sgd_mom_update %w, %gw, %mw {lr = 0.05 : f64, momentum = 0.9 : f64}
      : tensor<100x1xf32, #rsp>, tensor<100x1xf32>, tensor<100x1xf32, #rsp>
      -> tensor<100x1xf32, #rsp>, tensor<100x1xf32, #rsp>
  %b1, %mb1 = stype.sgd_mom_update %b, %gb, %mb {lr = 0.05 : f64, momentum = 0.9 : f64}
      : tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>
      -> tensor<1x1xf32>, tensor<1x1xf32>
  return %diff, %w1, %mw1, %b1, %mb1
      : tensor<1x1xf32>, tensor<100x1xf32, #rsp>, tensor<100x1xf32, #rsp>,
        tensor<1x1xf32>, tensor<1x1xf32>
}
