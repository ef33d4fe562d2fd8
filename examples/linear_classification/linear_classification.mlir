// MXNet's sparse linear classification (example/sparse/linear_classification):
// a csr batch x of `features` columns, a row_sparse weight W (features x 2),
// a dense bias b (1 x 2), softmax over the two classes and MXNet's weighted
// softmax cross-entropy (the positive class weighs 2).  Trained across
// processes by linear_classification.cpp with a distributed table
// (<stype/stype_dist.h>): W's rows are pulled for each batch, its row_sparse
// gradient pushed and updated by the rows' owners, the bias gradient summed
// in rank order.
//
// Only the forward pass and the loss are written (@loss):
//   z    = dot(x, W_batch) + b                  csr x row_sparse -> default
//   loss = -sum_i (1 + y_i) * log_softmax(z)_i[y_i]   weight 2 for y = 1
// stype.value_and_grad derives the gradients: dz = (1 + y) * (softmax(z) -
// onehot(y)), gW = dot(x^T, dz) (csr^T x default -> row_sparse: the batch's
// features), gb = sum(dz, axis 0).  The rescaling by 1 / (processes * batch)
// happens in the updates (rescale_grad).
//
// The hand-written backward pass this file replaced (SoftmaxOutput's
// gradient times the class weight) is test/autodiff/Inputs/
// linear_classification_by_hand.mlir.  The derived gradient goes through
// log_softmax's backward, dz = w * (exp(log_softmax(z)) - onehot), so it
// equals the hand-written one to rounding, not bit for bit
// (test/autodiff/examples.py).

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// The model and its loss.
func.func private @loss(%x: tensor<?x?xf32, #csr>, %w: tensor<?x2xf32, #rsp>,
                        %b: tensor<1x2xf32>, %label: tensor<?xf32>) -> tensor<1xf32> {
  %xw = stype.dot %x, %w : tensor<?x?xf32, #csr>, tensor<?x2xf32, #rsp> -> tensor<?x2xf32>
  %z = stype.broadcast_add %xw, %b : tensor<?x2xf32>, tensor<1x2xf32> -> tensor<?x2xf32>
  %lp = stype.log_softmax %z : tensor<?x2xf32> -> tensor<?x2xf32>
  %ly = stype.pick %lp, %label : tensor<?x2xf32>, tensor<?xf32> -> tensor<?xf32>
  // weight(y) = 1 + (2 - 1) * y: the positive class counts twice.
  %wy = stype.plus_scalar %label {scalar = 1.0 : f64} : tensor<?xf32> -> tensor<?xf32>
  %wl = stype.elemwise_mul %ly, %wy : tensor<?xf32>, tensor<?xf32> -> tensor<?xf32>
  %s = stype.sum %wl : tensor<?xf32> -> tensor<1xf32>
  %loss = stype.negative %s : tensor<1xf32> -> tensor<1xf32>
  return %loss : tensor<1xf32>
}

// One batch: probabilities, the row_sparse gradient of W (rows: the batch's
// features), the gradient of b.  The forward pass written here is the
// loss's own (CSE shares it after --stype-differentiate).
func.func @forward_backward(%x: tensor<?x?xf32, #csr>, %w: tensor<?x2xf32, #rsp>,
                            %b: tensor<1x2xf32>, %label: tensor<?xf32>)
    -> (tensor<?x2xf32>, tensor<?x2xf32>, tensor<1x2xf32>) {
  %gw, %gb = stype.grad @loss(%x, %w, %b, %label) wrt [1, 2]
      : (tensor<?x?xf32, #csr>, tensor<?x2xf32, #rsp>, tensor<1x2xf32>, tensor<?xf32>)
      -> (tensor<?x2xf32>, tensor<1x2xf32>)
  %xw = stype.dot %x, %w : tensor<?x?xf32, #csr>, tensor<?x2xf32, #rsp> -> tensor<?x2xf32>
  %z = stype.broadcast_add %xw, %b : tensor<?x2xf32>, tensor<1x2xf32> -> tensor<?x2xf32>
  %p = stype.softmax %z : tensor<?x2xf32> -> tensor<?x2xf32>
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
