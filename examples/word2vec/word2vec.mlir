// One training step of skip-gram with negative sampling (word2vec), run by
// examples/word2vec/word2vec.cpp.  A batch holds B (word, context) pairs,
// each with K = 5 negative words drawn by the caller:
//
//   center  [B x 1]     the input word ids
//   targets [B x 6]     column 0 the context word, columns 1..5 the negatives
//   labels  [B x 6 x 1] 1 for the context word, 0 for the negatives
//
// Only the forward pass and the loss are written (@loss): the embeddings of
// the center words (W_in) and of the targets (W_out) are gathered, their dot
// products are the logits s, and the loss is the logistic loss summed over
// the 6 (target, label) entries of a pair and averaged over the batch:
//   e_c = embedding(center, W_in)            [B x 1 x D]   gather
//   e_t = embedding(targets, W_out)          [B x 6 x D]
//   s   = sum(e_t * e_c, axis 2)             [B x 6 x 1]   broadcast over the 6
//   loss = mean(sum(max(s, 0) - s*label + log(1 + exp(-|s|)), axis 1))
// stype.value_and_grad derives the backward pass (docs/autodiff.md). Both
// lookups carry MXNet's `sparse_grad`, so the tables' gradients are
// row_sparse embedding_grad results (the sorted unique ids of the batch,
// repeats summed), and --stype-fuse-update fuses each into its lazy Adam
// update: only the rows of the batch's words in W_in, W_out and their
// moments change (the tables themselves are dense), and no gradient is
// materialized.  The vocabulary capacity (10000) and the dimension (64) are
// fixed here.  Adam's step count t is an attribute; t = 10^6 means no bias
// correction (MXNet's plain adam_update).
//
// The hand-written backward pass that this file replaced is
// test/autodiff/Inputs/word2vec_by_hand.mlir (ds = (sigmoid(s) - label) / B);
// the derived one evaluates the same gradient through relu, abs, exp and
// log1p, so the training curves agree to rounding, not bit for bit
// (test/autodiff/examples.py).

func.func private @loss(%center: tensor<?x1xi64>, %targets: tensor<?x6xi64>,
                        %label: tensor<?x6x1xf32>,
                        %win: tensor<10000x64xf32>, %wout: tensor<10000x64xf32>)
    -> tensor<1xf32> {
  %ec = stype.embedding %center, %win {sparse_grad} : tensor<?x1xi64>, tensor<10000x64xf32> -> tensor<?x1x64xf32>
  %et = stype.embedding %targets, %wout {sparse_grad} : tensor<?x6xi64>, tensor<10000x64xf32> -> tensor<?x6x64xf32>
  %prod = stype.broadcast_mul %et, %ec : tensor<?x6x64xf32>, tensor<?x1x64xf32> -> tensor<?x6x64xf32>
  %s = stype.sum %prod {axis = 2 : i64, keepdims} : tensor<?x6x64xf32> -> tensor<?x6x1xf32>
  // The numerically stable form of -(l log p + (1-l) log(1-p)).
  %pos = stype.relu %s : tensor<?x6x1xf32> -> tensor<?x6x1xf32>
  %sl = stype.elemwise_mul %s, %label : tensor<?x6x1xf32>, tensor<?x6x1xf32> -> tensor<?x6x1xf32>
  %abss = stype.abs %s : tensor<?x6x1xf32> -> tensor<?x6x1xf32>
  %nabss = stype.negative %abss : tensor<?x6x1xf32> -> tensor<?x6x1xf32>
  %e = stype.exp %nabss : tensor<?x6x1xf32> -> tensor<?x6x1xf32>
  %soft = stype.log1p %e : tensor<?x6x1xf32> -> tensor<?x6x1xf32>
  %l0 = stype.elemwise_sub %pos, %sl : tensor<?x6x1xf32>, tensor<?x6x1xf32> -> tensor<?x6x1xf32>
  %l = stype.elemwise_add %l0, %soft : tensor<?x6x1xf32>, tensor<?x6x1xf32> -> tensor<?x6x1xf32>
  %pair = stype.sum %l {axis = 1 : i64, keepdims} : tensor<?x6x1xf32> -> tensor<?x1x1xf32>
  %loss = stype.mean %pair : tensor<?x1x1xf32> -> tensor<1xf32>
  return %loss : tensor<1xf32>
}

func.func @train_step(%center: tensor<?x1xi64>, %targets: tensor<?x6xi64>,
                      %label: tensor<?x6x1xf32>,
                      %win: tensor<10000x64xf32>, %mwin: tensor<10000x64xf32>, %vwin: tensor<10000x64xf32>,
                      %wout: tensor<10000x64xf32>, %mwout: tensor<10000x64xf32>, %vwout: tensor<10000x64xf32>)
    -> (tensor<1xf32>, tensor<10000x64xf32>, tensor<10000x64xf32>, tensor<10000x64xf32>,
        tensor<10000x64xf32>, tensor<10000x64xf32>, tensor<10000x64xf32>) {
  %loss, %gin, %gout = stype.value_and_grad @loss(%center, %targets, %label, %win, %wout) wrt [3, 4]
      : (tensor<?x1xi64>, tensor<?x6xi64>, tensor<?x6x1xf32>, tensor<10000x64xf32>, tensor<10000x64xf32>)
      -> (tensor<1xf32>, tensor<10000x64xf32>, tensor<10000x64xf32>)
  // Lazy Adam: only the rows stored in the gradients change.
  %win1, %mwin1, %vwin1 = stype.adam_update %win, %gin, %mwin, %vwin
      {lr = 0.01 : f64, t = 1000000 : i64}
      : tensor<10000x64xf32>, tensor<10000x64xf32>, tensor<10000x64xf32>, tensor<10000x64xf32>
      -> tensor<10000x64xf32>, tensor<10000x64xf32>, tensor<10000x64xf32>
  %wout1, %mwout1, %vwout1 = stype.adam_update %wout, %gout, %mwout, %vwout
      {lr = 0.01 : f64, t = 1000000 : i64}
      : tensor<10000x64xf32>, tensor<10000x64xf32>, tensor<10000x64xf32>, tensor<10000x64xf32>
      -> tensor<10000x64xf32>, tensor<10000x64xf32>, tensor<10000x64xf32>
  return %loss, %win1, %mwin1, %vwin1, %wout1, %mwout1, %vwout1
      : tensor<1xf32>, tensor<10000x64xf32>, tensor<10000x64xf32>, tensor<10000x64xf32>,
        tensor<10000x64xf32>, tensor<10000x64xf32>, tensor<10000x64xf32>
}
