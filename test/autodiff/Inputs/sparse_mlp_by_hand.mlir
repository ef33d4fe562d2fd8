// One training step of the sparse MLP of MXNet's Gluon sparse tutorial:
// features -> 128 -> 8 -> 1, sigmoid activations, sigmoid binary
// cross-entropy loss, Adam.  Run by examples/sparse_mlp/sparse_mlp.cpp.
//
// Forward (x: csr batch x features; W1: default features x 128):
//   h1 = sigmoid(dot(x, W1) + b1)          csr x default -> default (SpMM)
//   h2 = sigmoid(dot(h1, W2) + b2)
//   z  = dot(h2, W3) + b3                  logits, batch x 1
//   loss = mean(max(z, 0) - z*y + log(1 + exp(-|z|)))   = BCE(sigmoid(z), y)
// Backward (scale = 1/batch: the gradient of the batch mean):
//   dz  = (sigmoid(z) - y) * scale
//   dh2 = dot(dz, W3^T);  dz2 = dh2 * h2 * (1 - h2)      sigmoid'
//   dh1 = dot(dz2, W2^T); dz1 = dh1 * h1 * (1 - h1)
//   dW1 = dot(x^T, dz1)                    csr^T x default -> row_sparse:
//                                          only the batch's feature rows
//   W1, m, v = adam_update(W1, dW1, m, v)  lazy: only those rows change
//
// @train_step returns the loss, the updated parameters and moments (written
// in place) and the row_sparse gradient of W1 (so that the caller can report
// its size).  @train_step_dense is the same network with a dense first-layer
// gradient (forward_stype = default): dot(x^T, dz1) scatters into a
// features x 128 zero matrix and Adam walks all of W1 and its moments, as a
// framework without sparse gradients does (a standard, not lazy, update).

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @train_step(%x: tensor<?x?xf32, #csr>, %y: tensor<?x1xf32>,
                      %scale: tensor<1x1xf32>,
                      %w1: tensor<?x128xf32>, %mw1: tensor<?x128xf32>, %vw1: tensor<?x128xf32>,
                      %b1: tensor<1x128xf32>, %mb1: tensor<1x128xf32>, %vb1: tensor<1x128xf32>,
                      %w2: tensor<128x8xf32>, %mw2: tensor<128x8xf32>, %vw2: tensor<128x8xf32>,
                      %b2: tensor<1x8xf32>, %mb2: tensor<1x8xf32>, %vb2: tensor<1x8xf32>,
                      %w3: tensor<8x1xf32>, %mw3: tensor<8x1xf32>, %vw3: tensor<8x1xf32>,
                      %b3: tensor<1x1xf32>, %mb3: tensor<1x1xf32>, %vb3: tensor<1x1xf32>)
    -> (tensor<1xf32>, tensor<?x128xf32>, tensor<?x128xf32>, tensor<?x128xf32>, tensor<1x128xf32>, tensor<1x128xf32>, tensor<1x128xf32>, tensor<128x8xf32>, tensor<128x8xf32>, tensor<128x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<8x1xf32>, tensor<8x1xf32>, tensor<8x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<?x128xf32, #rsp>) {
  // Forward.
  %a1 = stype.dot %x, %w1 : tensor<?x?xf32, #csr>, tensor<?x128xf32> -> tensor<?x128xf32>
  %z1 = stype.broadcast_add %a1, %b1 : tensor<?x128xf32>, tensor<1x128xf32> -> tensor<?x128xf32>
  %h1 = stype.sigmoid %z1 : tensor<?x128xf32> -> tensor<?x128xf32>
  %a2 = stype.dot %h1, %w2 : tensor<?x128xf32>, tensor<128x8xf32> -> tensor<?x8xf32>
  %z2 = stype.broadcast_add %a2, %b2 : tensor<?x8xf32>, tensor<1x8xf32> -> tensor<?x8xf32>
  %h2 = stype.sigmoid %z2 : tensor<?x8xf32> -> tensor<?x8xf32>
  %a3 = stype.dot %h2, %w3 : tensor<?x8xf32>, tensor<8x1xf32> -> tensor<?x1xf32>
  %z = stype.broadcast_add %a3, %b3 : tensor<?x1xf32>, tensor<1x1xf32> -> tensor<?x1xf32>
  // Loss: the numerically stable form of -(y log p + (1-y) log(1-p)).
  %pos = stype.relu %z : tensor<?x1xf32> -> tensor<?x1xf32>
  %zy = stype.elemwise_mul %z, %y : tensor<?x1xf32>, tensor<?x1xf32> -> tensor<?x1xf32>
  %absz = stype.abs %z : tensor<?x1xf32> -> tensor<?x1xf32>
  %nabsz = stype.negative %absz : tensor<?x1xf32> -> tensor<?x1xf32>
  %e = stype.exp %nabsz : tensor<?x1xf32> -> tensor<?x1xf32>
  %soft = stype.log1p %e : tensor<?x1xf32> -> tensor<?x1xf32>
  %l0 = stype.elemwise_sub %pos, %zy : tensor<?x1xf32>, tensor<?x1xf32> -> tensor<?x1xf32>
  %l = stype.elemwise_add %l0, %soft : tensor<?x1xf32>, tensor<?x1xf32> -> tensor<?x1xf32>
  %loss = stype.mean %l : tensor<?x1xf32> -> tensor<1xf32>
  // Backward.
  %p = stype.sigmoid %z : tensor<?x1xf32> -> tensor<?x1xf32>
  %dp = stype.elemwise_sub %p, %y : tensor<?x1xf32>, tensor<?x1xf32> -> tensor<?x1xf32>
  %dz = stype.broadcast_mul %dp, %scale : tensor<?x1xf32>, tensor<1x1xf32> -> tensor<?x1xf32>
  %gw3 = stype.dot %h2, %dz {transpose_a} : tensor<?x8xf32>, tensor<?x1xf32> -> tensor<8x1xf32>
  %gb3 = stype.sum %dz {axis = 0 : i64, keepdims} : tensor<?x1xf32> -> tensor<1x1xf32>
  %dh2 = stype.dot %dz, %w3 {transpose_b} : tensor<?x1xf32>, tensor<8x1xf32> -> tensor<?x8xf32>
  %om2 = stype.rminus_scalar %h2 {scalar = 1.0 : f64} : tensor<?x8xf32> -> tensor<?x8xf32>
  %s2 = stype.elemwise_mul %h2, %om2 : tensor<?x8xf32>, tensor<?x8xf32> -> tensor<?x8xf32>
  %dz2 = stype.elemwise_mul %dh2, %s2 : tensor<?x8xf32>, tensor<?x8xf32> -> tensor<?x8xf32>
  %gw2 = stype.dot %h1, %dz2 {transpose_a} : tensor<?x128xf32>, tensor<?x8xf32> -> tensor<128x8xf32>
  %gb2 = stype.sum %dz2 {axis = 0 : i64, keepdims} : tensor<?x8xf32> -> tensor<1x8xf32>
  %dh1 = stype.dot %dz2, %w2 {transpose_b} : tensor<?x8xf32>, tensor<128x8xf32> -> tensor<?x128xf32>
  %om1 = stype.rminus_scalar %h1 {scalar = 1.0 : f64} : tensor<?x128xf32> -> tensor<?x128xf32>
  %s1 = stype.elemwise_mul %h1, %om1 : tensor<?x128xf32>, tensor<?x128xf32> -> tensor<?x128xf32>
  %dz1 = stype.elemwise_mul %dh1, %s1 : tensor<?x128xf32>, tensor<?x128xf32> -> tensor<?x128xf32>
  %gw1 = stype.dot %x, %dz1 {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x128xf32> -> tensor<?x128xf32, #rsp>
  %gb1 = stype.sum %dz1 {axis = 0 : i64, keepdims} : tensor<?x128xf32> -> tensor<1x128xf32>
  // Adam on every parameter (lr 0.01; 0.1 for W1, whose rows get one
  // gradient per epoch), lazy on W1 when its gradient is row_sparse.  The
  // step count t is an attribute; t = 10^6 means no bias correction, the
  // plain adam_update of MXNet.
  %w1n, %mw1n, %vw1n = stype.adam_update %w1, %gw1, %mw1, %vw1
      {lr = 0.1 : f64, t = 1000000 : i64}
      : tensor<?x128xf32>, tensor<?x128xf32, #rsp>, tensor<?x128xf32>, tensor<?x128xf32> -> tensor<?x128xf32>, tensor<?x128xf32>, tensor<?x128xf32>
  %b1n, %mb1n, %vb1n = stype.adam_update %b1, %gb1, %mb1, %vb1
      {lr = 0.01 : f64, t = 1000000 : i64}
      : tensor<1x128xf32>, tensor<1x128xf32>, tensor<1x128xf32>, tensor<1x128xf32> -> tensor<1x128xf32>, tensor<1x128xf32>, tensor<1x128xf32>
  %w2n, %mw2n, %vw2n = stype.adam_update %w2, %gw2, %mw2, %vw2
      {lr = 0.01 : f64, t = 1000000 : i64}
      : tensor<128x8xf32>, tensor<128x8xf32>, tensor<128x8xf32>, tensor<128x8xf32> -> tensor<128x8xf32>, tensor<128x8xf32>, tensor<128x8xf32>
  %b2n, %mb2n, %vb2n = stype.adam_update %b2, %gb2, %mb2, %vb2
      {lr = 0.01 : f64, t = 1000000 : i64}
      : tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32> -> tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>
  %w3n, %mw3n, %vw3n = stype.adam_update %w3, %gw3, %mw3, %vw3
      {lr = 0.01 : f64, t = 1000000 : i64}
      : tensor<8x1xf32>, tensor<8x1xf32>, tensor<8x1xf32>, tensor<8x1xf32> -> tensor<8x1xf32>, tensor<8x1xf32>, tensor<8x1xf32>
  %b3n, %mb3n, %vb3n = stype.adam_update %b3, %gb3, %mb3, %vb3
      {lr = 0.01 : f64, t = 1000000 : i64}
      : tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32> -> tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>
  return %loss, %w1n, %mw1n, %vw1n, %b1n, %mb1n, %vb1n, %w2n, %mw2n, %vw2n, %b2n, %mb2n, %vb2n, %w3n, %mw3n, %vw3n, %b3n, %mb3n, %vb3n, %gw1
      : tensor<1xf32>, tensor<?x128xf32>, tensor<?x128xf32>, tensor<?x128xf32>, tensor<1x128xf32>, tensor<1x128xf32>, tensor<1x128xf32>, tensor<128x8xf32>, tensor<128x8xf32>, tensor<128x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<8x1xf32>, tensor<8x1xf32>, tensor<8x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<?x128xf32, #rsp>
}

func.func @train_step_dense(%x: tensor<?x?xf32, #csr>, %y: tensor<?x1xf32>,
                            %scale: tensor<1x1xf32>,
                            %w1: tensor<?x128xf32>, %mw1: tensor<?x128xf32>, %vw1: tensor<?x128xf32>,
                            %b1: tensor<1x128xf32>, %mb1: tensor<1x128xf32>, %vb1: tensor<1x128xf32>,
                            %w2: tensor<128x8xf32>, %mw2: tensor<128x8xf32>, %vw2: tensor<128x8xf32>,
                            %b2: tensor<1x8xf32>, %mb2: tensor<1x8xf32>, %vb2: tensor<1x8xf32>,
                            %w3: tensor<8x1xf32>, %mw3: tensor<8x1xf32>, %vw3: tensor<8x1xf32>,
                            %b3: tensor<1x1xf32>, %mb3: tensor<1x1xf32>, %vb3: tensor<1x1xf32>)
    -> (tensor<1xf32>, tensor<?x128xf32>, tensor<?x128xf32>, tensor<?x128xf32>, tensor<1x128xf32>, tensor<1x128xf32>, tensor<1x128xf32>, tensor<128x8xf32>, tensor<128x8xf32>, tensor<128x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<8x1xf32>, tensor<8x1xf32>, tensor<8x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) {
  // The forward pass and the backward pass down to dz1 are those of
  // @train_step.
  %a1 = stype.dot %x, %w1 : tensor<?x?xf32, #csr>, tensor<?x128xf32> -> tensor<?x128xf32>
  %z1 = stype.broadcast_add %a1, %b1 : tensor<?x128xf32>, tensor<1x128xf32> -> tensor<?x128xf32>
  %h1 = stype.sigmoid %z1 : tensor<?x128xf32> -> tensor<?x128xf32>
  %a2 = stype.dot %h1, %w2 : tensor<?x128xf32>, tensor<128x8xf32> -> tensor<?x8xf32>
  %z2 = stype.broadcast_add %a2, %b2 : tensor<?x8xf32>, tensor<1x8xf32> -> tensor<?x8xf32>
  %h2 = stype.sigmoid %z2 : tensor<?x8xf32> -> tensor<?x8xf32>
  %a3 = stype.dot %h2, %w3 : tensor<?x8xf32>, tensor<8x1xf32> -> tensor<?x1xf32>
  %z = stype.broadcast_add %a3, %b3 : tensor<?x1xf32>, tensor<1x1xf32> -> tensor<?x1xf32>
  // Loss: the numerically stable form of -(y log p + (1-y) log(1-p)).
  %pos = stype.relu %z : tensor<?x1xf32> -> tensor<?x1xf32>
  %zy = stype.elemwise_mul %z, %y : tensor<?x1xf32>, tensor<?x1xf32> -> tensor<?x1xf32>
  %absz = stype.abs %z : tensor<?x1xf32> -> tensor<?x1xf32>
  %nabsz = stype.negative %absz : tensor<?x1xf32> -> tensor<?x1xf32>
  %e = stype.exp %nabsz : tensor<?x1xf32> -> tensor<?x1xf32>
  %soft = stype.log1p %e : tensor<?x1xf32> -> tensor<?x1xf32>
  %l0 = stype.elemwise_sub %pos, %zy : tensor<?x1xf32>, tensor<?x1xf32> -> tensor<?x1xf32>
  %l = stype.elemwise_add %l0, %soft : tensor<?x1xf32>, tensor<?x1xf32> -> tensor<?x1xf32>
  %loss = stype.mean %l : tensor<?x1xf32> -> tensor<1xf32>
  // Backward.
  %p = stype.sigmoid %z : tensor<?x1xf32> -> tensor<?x1xf32>
  %dp = stype.elemwise_sub %p, %y : tensor<?x1xf32>, tensor<?x1xf32> -> tensor<?x1xf32>
  %dz = stype.broadcast_mul %dp, %scale : tensor<?x1xf32>, tensor<1x1xf32> -> tensor<?x1xf32>
  %gw3 = stype.dot %h2, %dz {transpose_a} : tensor<?x8xf32>, tensor<?x1xf32> -> tensor<8x1xf32>
  %gb3 = stype.sum %dz {axis = 0 : i64, keepdims} : tensor<?x1xf32> -> tensor<1x1xf32>
  %dh2 = stype.dot %dz, %w3 {transpose_b} : tensor<?x1xf32>, tensor<8x1xf32> -> tensor<?x8xf32>
  %om2 = stype.rminus_scalar %h2 {scalar = 1.0 : f64} : tensor<?x8xf32> -> tensor<?x8xf32>
  %s2 = stype.elemwise_mul %h2, %om2 : tensor<?x8xf32>, tensor<?x8xf32> -> tensor<?x8xf32>
  %dz2 = stype.elemwise_mul %dh2, %s2 : tensor<?x8xf32>, tensor<?x8xf32> -> tensor<?x8xf32>
  %gw2 = stype.dot %h1, %dz2 {transpose_a} : tensor<?x128xf32>, tensor<?x8xf32> -> tensor<128x8xf32>
  %gb2 = stype.sum %dz2 {axis = 0 : i64, keepdims} : tensor<?x8xf32> -> tensor<1x8xf32>
  %dh1 = stype.dot %dz2, %w2 {transpose_b} : tensor<?x8xf32>, tensor<128x8xf32> -> tensor<?x128xf32>
  %om1 = stype.rminus_scalar %h1 {scalar = 1.0 : f64} : tensor<?x128xf32> -> tensor<?x128xf32>
  %s1 = stype.elemwise_mul %h1, %om1 : tensor<?x128xf32>, tensor<?x128xf32> -> tensor<?x128xf32>
  %dz1 = stype.elemwise_mul %dh1, %s1 : tensor<?x128xf32>, tensor<?x128xf32> -> tensor<?x128xf32>
  %gw1 = stype.dot %x, %dz1 {transpose_a, forward_stype = #stype.storage<default>} : tensor<?x?xf32, #csr>, tensor<?x128xf32> -> tensor<?x128xf32>
  %gb1 = stype.sum %dz1 {axis = 0 : i64, keepdims} : tensor<?x128xf32> -> tensor<1x128xf32>
  // Adam on every parameter (lr 0.01; 0.1 for W1, whose rows get one
  // gradient per epoch), lazy on W1 when its gradient is row_sparse.  The
  // step count t is an attribute; t = 10^6 means no bias correction, the
  // plain adam_update of MXNet.
  %w1n, %mw1n, %vw1n = stype.adam_update %w1, %gw1, %mw1, %vw1
      {lr = 0.1 : f64, t = 1000000 : i64}
      : tensor<?x128xf32>, tensor<?x128xf32>, tensor<?x128xf32>, tensor<?x128xf32> -> tensor<?x128xf32>, tensor<?x128xf32>, tensor<?x128xf32>
  %b1n, %mb1n, %vb1n = stype.adam_update %b1, %gb1, %mb1, %vb1
      {lr = 0.01 : f64, t = 1000000 : i64}
      : tensor<1x128xf32>, tensor<1x128xf32>, tensor<1x128xf32>, tensor<1x128xf32> -> tensor<1x128xf32>, tensor<1x128xf32>, tensor<1x128xf32>
  %w2n, %mw2n, %vw2n = stype.adam_update %w2, %gw2, %mw2, %vw2
      {lr = 0.01 : f64, t = 1000000 : i64}
      : tensor<128x8xf32>, tensor<128x8xf32>, tensor<128x8xf32>, tensor<128x8xf32> -> tensor<128x8xf32>, tensor<128x8xf32>, tensor<128x8xf32>
  %b2n, %mb2n, %vb2n = stype.adam_update %b2, %gb2, %mb2, %vb2
      {lr = 0.01 : f64, t = 1000000 : i64}
      : tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32> -> tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>
  %w3n, %mw3n, %vw3n = stype.adam_update %w3, %gw3, %mw3, %vw3
      {lr = 0.01 : f64, t = 1000000 : i64}
      : tensor<8x1xf32>, tensor<8x1xf32>, tensor<8x1xf32>, tensor<8x1xf32> -> tensor<8x1xf32>, tensor<8x1xf32>, tensor<8x1xf32>
  %b3n, %mb3n, %vb3n = stype.adam_update %b3, %gb3, %mb3, %vb3
      {lr = 0.01 : f64, t = 1000000 : i64}
      : tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32> -> tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>
  return %loss, %w1n, %mw1n, %vw1n, %b1n, %mb1n, %vb1n, %w2n, %mw2n, %vw2n, %b2n, %mb2n, %vb2n, %w3n, %mw3n, %vw3n, %b3n, %mb3n, %vb3n
      : tensor<1xf32>, tensor<?x128xf32>, tensor<?x128xf32>, tensor<?x128xf32>, tensor<1x128xf32>, tensor<1x128xf32>, tensor<1x128xf32>, tensor<128x8xf32>, tensor<128x8xf32>, tensor<128x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<8x1xf32>, tensor<8x1xf32>, tensor<8x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>
}
