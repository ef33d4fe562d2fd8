// Kernels of the W1-W5 workloads (benchmarks/workloads.cpp, issue 6).
// Each function is one kernel call; W4 and W5's backward chain gradient and
// update in ONE function: with --stype-fuse-update in the pipeline they
// become one loop nest, without it they run one after the other.
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// W1: SpMM csr x dense -> dense.
func.func @spmm(%x: tensor<?x?xf32, #csr>, %w: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %y = stype.dot %x, %w : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %y : tensor<?x?xf32>
}

// W2: the weight gradient X^T * dY into row_sparse.
func.func @xt_dy(%x: tensor<?x?xf32, #csr>, %dy: tensor<?x?xf32>) -> tensor<?x?xf32, #rsp> {
  %g = stype.dot %x, %dy {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32, #rsp>
  return %g : tensor<?x?xf32, #rsp>
}

// W3: lazy updates of a dense table from a row_sparse gradient, and the
// dense update for contrast.
func.func @lazy_sgd_mom(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %m: tensor<?x?xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.01 : f64, momentum = 0.9 : f64, wd = 1.0e-4 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1 : tensor<?x?xf32>, tensor<?x?xf32>
}

func.func @lazy_adam(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %m: tensor<?x?xf32>, %v: tensor<?x?xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %w1, %m1, %v1 = stype.adam_update %w, %g, %m, %v {lr = 0.001 : f64, wd = 1.0e-4 : f64, t = 10 : i64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32>, tensor<?x?xf32>
      -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1, %v1 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

func.func @dense_sgd_mom(%w: tensor<?x?xf32>, %g: tensor<?x?xf32>, %m: tensor<?x?xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.01 : f64, momentum = 0.9 : f64, wd = 1.0e-4 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1 : tensor<?x?xf32>, tensor<?x?xf32>
}

// W4: gradient and lazy SGD-momentum update in one function.
func.func @xt_dy_sgd_mom(%x: tensor<?x?xf32, #csr>, %dy: tensor<?x?xf32>, %w: tensor<?x?xf32>, %m: tensor<?x?xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %g = stype.dot %x, %dy {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32, #rsp>
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.01 : f64, momentum = 0.9 : f64, wd = 1.0e-4 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1 : tensor<?x?xf32>, tensor<?x?xf32>
}

// W5: Embedding forward (gather) and backward + lazy Adam in one function.
func.func @embedding_fwd(%ids: tensor<?xi64>, %w: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %y = stype.embedding %ids, %w : tensor<?xi64>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %y : tensor<?x?xf32>
}

func.func @embedding_bwd_adam(%ids: tensor<?xi64>, %og: tensor<?x128xf32>, %w: tensor<?x?xf32>, %m: tensor<?x?xf32>, %v: tensor<?x?xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %g = stype.embedding_grad %ids, %og {input_dim = 1000000 : i64, sparse_grad}
      : tensor<?xi64>, tensor<?x128xf32> -> tensor<1000000x128xf32, #rsp>
  %w1, %m1, %v1 = stype.adam_update %w, %g, %m, %v {lr = 0.001 : f64, wd = 1.0e-4 : f64, t = 10 : i64}
      : tensor<?x?xf32>, tensor<1000000x128xf32, #rsp>, tensor<?x?xf32>, tensor<?x?xf32>
      -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1, %v1 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// W4 and W5 as whole training steps (issue 23): the forward pass, MXNet's
// LinearRegressionOutput loss, its gradient and the update.  *_derived write
// the forward pass and the loss only (stype.grad derives the rest,
// docs/autodiff.md); *_by_hand spell the backward pass out as before.  The
// same run times both (BM_W4_Train*, BM_W5_Train*).
func.func private @w4_loss(%x: tensor<?x?xf32, #csr>, %w: tensor<?x?xf32>, %label: tensor<?x?xf32>)
    -> tensor<?x?xf32> {
  %z = stype.dot %x, %w : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  %o = stype.linear_regression_output %z, %label : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %o : tensor<?x?xf32>
}

func.func @w4_train_derived(%x: tensor<?x?xf32, #csr>, %label: tensor<?x?xf32>, %w: tensor<?x?xf32>, %m: tensor<?x?xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %g = stype.grad @w4_loss(%x, %w, %label) wrt [1]
      : (tensor<?x?xf32, #csr>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.01 : f64, momentum = 0.9 : f64, wd = 1.0e-4 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1 : tensor<?x?xf32>, tensor<?x?xf32>
}

func.func @w4_train_by_hand(%x: tensor<?x?xf32, #csr>, %label: tensor<?x?xf32>, %w: tensor<?x?xf32>, %m: tensor<?x?xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %z = stype.dot %x, %w : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  %dz = stype.linear_regression_output_grad %z, %label : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  %g = stype.dot %x, %dz {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32, #rsp>
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.01 : f64, momentum = 0.9 : f64, wd = 1.0e-4 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1 : tensor<?x?xf32>, tensor<?x?xf32>
}

func.func private @w5_loss(%ids: tensor<?xi64>, %w: tensor<1000000x128xf32>, %label: tensor<?x128xf32>)
    -> tensor<?x128xf32> {
  %e = stype.embedding %ids, %w {sparse_grad} : tensor<?xi64>, tensor<1000000x128xf32> -> tensor<?x128xf32>
  %o = stype.linear_regression_output %e, %label : tensor<?x128xf32>, tensor<?x128xf32> -> tensor<?x128xf32>
  return %o : tensor<?x128xf32>
}

func.func @w5_train_derived(%ids: tensor<?xi64>, %label: tensor<?x128xf32>, %w: tensor<1000000x128xf32>, %m: tensor<1000000x128xf32>, %v: tensor<1000000x128xf32>)
    -> (tensor<1000000x128xf32>, tensor<1000000x128xf32>, tensor<1000000x128xf32>) {
  %g = stype.grad @w5_loss(%ids, %w, %label) wrt [1]
      : (tensor<?xi64>, tensor<1000000x128xf32>, tensor<?x128xf32>) -> tensor<1000000x128xf32>
  %w1, %m1, %v1 = stype.adam_update %w, %g, %m, %v {lr = 0.001 : f64, wd = 1.0e-4 : f64, t = 10 : i64}
      : tensor<1000000x128xf32>, tensor<1000000x128xf32>, tensor<1000000x128xf32>, tensor<1000000x128xf32>
      -> tensor<1000000x128xf32>, tensor<1000000x128xf32>, tensor<1000000x128xf32>
  return %w1, %m1, %v1 : tensor<1000000x128xf32>, tensor<1000000x128xf32>, tensor<1000000x128xf32>
}

func.func @w5_train_by_hand(%ids: tensor<?xi64>, %label: tensor<?x128xf32>, %w: tensor<1000000x128xf32>, %m: tensor<1000000x128xf32>, %v: tensor<1000000x128xf32>)
    -> (tensor<1000000x128xf32>, tensor<1000000x128xf32>, tensor<1000000x128xf32>) {
  %e = stype.embedding %ids, %w : tensor<?xi64>, tensor<1000000x128xf32> -> tensor<?x128xf32>
  %de = stype.linear_regression_output_grad %e, %label : tensor<?x128xf32>, tensor<?x128xf32> -> tensor<?x128xf32>
  %g = stype.embedding_grad %ids, %de {input_dim = 1000000 : i64, sparse_grad}
      : tensor<?xi64>, tensor<?x128xf32> -> tensor<1000000x128xf32, #rsp>
  %w1, %m1, %v1 = stype.adam_update %w, %g, %m, %v {lr = 0.001 : f64, wd = 1.0e-4 : f64, t = 10 : i64}
      : tensor<1000000x128xf32>, tensor<1000000x128xf32, #rsp>, tensor<1000000x128xf32>, tensor<1000000x128xf32>
      -> tensor<1000000x128xf32>, tensor<1000000x128xf32>, tensor<1000000x128xf32>
  return %w1, %m1, %v1 : tensor<1000000x128xf32>, tensor<1000000x128xf32>, tensor<1000000x128xf32>
}
