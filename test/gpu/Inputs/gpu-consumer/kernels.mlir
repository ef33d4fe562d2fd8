// A GPU kernel library built from an installed stype: a lazy Group AdaGrad
// step (one history value per row) with a row_sparse gradient.
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @gag_step(%w: tensor<?x4xf32>, %g: tensor<?x4xf32, #rsp>, %h: tensor<?x1xf32>) -> (tensor<?x4xf32>, tensor<?x1xf32>) {
  %w1, %h1 = stype.group_adagrad_update %w, %g, %h {lr = 0.5 : f64}
      : tensor<?x4xf32>, tensor<?x4xf32, #rsp>, tensor<?x1xf32> -> tensor<?x4xf32>, tensor<?x1xf32>
  return %w1, %h1 : tensor<?x4xf32>, tensor<?x1xf32>
}
