// MXNet's sparse linear classification (example/sparse/linear_classification):
// a csr batch x of `features` columns, a row_sparse weight W (features x 2),
// a dense bias b (1 x 2), softmax over the two classes and MXNet's weighted
// softmax cross-entropy (the positive class weighs 2).  Trained across
// processes by linear_classification.cpp with a distributed table
// (<stype/stype_dist.h>): W's rows are pulled for each batch, its row_sparse
// gradient pushed and updated by the rows' owners, the bias gradient summed
// in rank order.
//
//   z   = dot(x, W_batch) + b          csr x row_sparse -> default
//   p   = softmax(z)                   SoftmaxOutput forward
//   dz  = (p - onehot(y)) * weight(y)  SoftmaxOutput backward, weight 1 or 2
//   gW  = dot(x^T, dz)                 csr^T x default -> row_sparse
//   gb  = sum(dz, axis 0)
//
// The gradient is written by hand here; the rescaling by 1 / (processes *
// batch) happens in the updates (rescale_grad).

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// One batch: probabilities, the row_sparse gradient of W (rows: the batch's
// features), the gradient of b.  `label` and `label_col` are the same labels
// as (batch,) and (batch, 1).
func.func @forward_backward(%x: tensor<?x?xf32, #csr>, %w: tensor<?x2xf32, #rsp>,
                            %b: tensor<1x2xf32>, %label: tensor<?xf32>,
                            %label_col: tensor<?x1xf32>)
    -> (tensor<?x2xf32>, tensor<?x2xf32>, tensor<1x2xf32>) {
  %xw = stype.dot %x, %w : tensor<?x?xf32, #csr>, tensor<?x2xf32, #rsp> -> tensor<?x2xf32>
  %z = stype.broadcast_add %xw, %b : tensor<?x2xf32>, tensor<1x2xf32> -> tensor<?x2xf32>
  %p = stype.softmax_output %z, %label : tensor<?x2xf32>, tensor<?xf32> -> tensor<?x2xf32>
  %d = stype.softmax_output_grad %p, %label {normalization = "null"}
      : tensor<?x2xf32>, tensor<?xf32> -> tensor<?x2xf32>
  // weight(y) = 1 + (2 - 1) * y: the positive class counts twice.
  %wy = stype.plus_scalar %label_col {scalar = 1.0 : f64} : tensor<?x1xf32> -> tensor<?x1xf32>
  %dz = stype.broadcast_mul %d, %wy : tensor<?x2xf32>, tensor<?x1xf32> -> tensor<?x2xf32>
  %gw = stype.dot %x, %dz {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x2xf32> -> tensor<?x2xf32>
  %gb = stype.sum %dz {axis = 0 : i64, keepdims} : tensor<?x2xf32> -> tensor<1x2xf32>
  return %p, %gw, %gb : tensor<?x2xf32>, tensor<?x2xf32>, tensor<1x2xf32>
}

// The probabilities only (evaluation).
func.func @predict(%x: tensor<?x?xf32, #csr>, %w: tensor<?x2xf32, #rsp>,
                   %b: tensor<1x2xf32>, %label: tensor<?xf32>) -> tensor<?x2xf32> {
  %xw = stype.dot %x, %w : tensor<?x?xf32, #csr>, tensor<?x2xf32, #rsp> -> tensor<?x2xf32>
  %z = stype.broadcast_add %xw, %b : tensor<?x2xf32>, tensor<1x2xf32> -> tensor<?x2xf32>
  %p = stype.softmax_output %z, %label : tensor<?x2xf32>, tensor<?xf32> -> tensor<?x2xf32>
  return %p : tensor<?x2xf32>
}

// The update of W's rows on their owner (stype_dist_table_set_update_kernel's
// convention): lazy SGD, only the rows of the summed gradient.
func.func @weight_step(%w: tensor<?x2xf32>, %g: tensor<?x2xf32, #rsp>, %lr: f64,
                       %wd: f64, %rescale: f64, %t: i64) -> tensor<?x2xf32> {
  %w1 = stype.sgd_update %w, %g lr(%lr) wd(%wd) rescale_grad(%rescale)
      : tensor<?x2xf32>, tensor<?x2xf32, #rsp> -> tensor<?x2xf32>
  return %w1 : tensor<?x2xf32>
}

// The bias, the same on every process after the rank-ordered sum of its
// gradient.
func.func @bias_step(%b: tensor<1x2xf32>, %g: tensor<1x2xf32>, %lr: f64,
                     %rescale: f64) -> tensor<1x2xf32> {
  %b1 = stype.sgd_update %b, %g lr(%lr) rescale_grad(%rescale)
      : tensor<1x2xf32>, tensor<1x2xf32> -> tensor<1x2xf32>
  return %b1 : tensor<1x2xf32>
}
