// One training step of skip-gram with negative sampling (word2vec), run by
// examples/word2vec/word2vec.cpp.  A batch holds B (word, context) pairs,
// each with K = 5 negative words drawn by the caller:
//
//   center  [B x 1]     the input word ids
//   targets [B x 6]     column 0 the context word, columns 1..5 the negatives
//   labels  [B x 6 x 1] 1 for the context word, 0 for the negatives
//   scale   [1 x 1 x 1] 1/B
//
// Forward: the embeddings of the center words (W_in) and of the targets
// (W_out) are gathered, their dot products are the logits s, and the loss is
// the mean logistic loss over the B x 6 (pair, label) entries:
//   e_c = embedding(center, W_in)            [B x 1 x D]   gather
//   e_t = embedding(targets, W_out)          [B x 6 x D]
//   s   = sum(e_t * e_c, axis 2)             [B x 6 x 1]   broadcast over the 6
//   loss = mean(max(s, 0) - s*label + log(1 + exp(-|s|)))
// Backward (ds = (sigmoid(s) - label) / B, the loss summed over the 6
// labels of a pair and averaged over the batch):
//   d e_t = ds * e_c,   d e_c = sum(ds * e_t, axis 1)
//   grad W_out = embedding_grad(targets, d e_t)   row_sparse: the sorted
//   grad W_in  = embedding_grad(center, d e_c)    unique ids, repeats summed
// and lazy Adam updates only the rows of the batch's words in W_in, W_out and
// their moments (the tables themselves are dense).  The vocabulary capacity
// (10000) and the dimension (64) are fixed here: input_dim is an attribute.
// Adam's step count t is an attribute too; t = 10^6 means no bias
// correction (MXNet's plain adam_update).

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @train_step(%center: tensor<?x1xi64>, %targets: tensor<?x6xi64>,
                      %label: tensor<?x6x1xf32>, %scale: tensor<1x1x1xf32>,
                      %win: tensor<10000x64xf32>, %mwin: tensor<10000x64xf32>, %vwin: tensor<10000x64xf32>,
                      %wout: tensor<10000x64xf32>, %mwout: tensor<10000x64xf32>, %vwout: tensor<10000x64xf32>)
    -> (tensor<1xf32>, tensor<10000x64xf32>, tensor<10000x64xf32>, tensor<10000x64xf32>,
        tensor<10000x64xf32>, tensor<10000x64xf32>, tensor<10000x64xf32>) {
  // Forward.
  %ec = stype.embedding %center, %win : tensor<?x1xi64>, tensor<10000x64xf32> -> tensor<?x1x64xf32>
  %et = stype.embedding %targets, %wout : tensor<?x6xi64>, tensor<10000x64xf32> -> tensor<?x6x64xf32>
  %prod = stype.broadcast_mul %et, %ec : tensor<?x6x64xf32>, tensor<?x1x64xf32> -> tensor<?x6x64xf32>
  %s = stype.sum %prod {axis = 2 : i64, keepdims} : tensor<?x6x64xf32> -> tensor<?x6x1xf32>
  // Loss: the numerically stable form of -(l log p + (1-l) log(1-p)).
  %pos = stype.relu %s : tensor<?x6x1xf32> -> tensor<?x6x1xf32>
  %sl = stype.elemwise_mul %s, %label : tensor<?x6x1xf32>, tensor<?x6x1xf32> -> tensor<?x6x1xf32>
  %abss = stype.abs %s : tensor<?x6x1xf32> -> tensor<?x6x1xf32>
  %nabss = stype.negative %abss : tensor<?x6x1xf32> -> tensor<?x6x1xf32>
  %e = stype.exp %nabss : tensor<?x6x1xf32> -> tensor<?x6x1xf32>
  %soft = stype.log1p %e : tensor<?x6x1xf32> -> tensor<?x6x1xf32>
  %l0 = stype.elemwise_sub %pos, %sl : tensor<?x6x1xf32>, tensor<?x6x1xf32> -> tensor<?x6x1xf32>
  %l = stype.elemwise_add %l0, %soft : tensor<?x6x1xf32>, tensor<?x6x1xf32> -> tensor<?x6x1xf32>
  %loss = stype.mean %l : tensor<?x6x1xf32> -> tensor<1xf32>
  // Backward.
  %p = stype.sigmoid %s : tensor<?x6x1xf32> -> tensor<?x6x1xf32>
  %dp = stype.elemwise_sub %p, %label : tensor<?x6x1xf32>, tensor<?x6x1xf32> -> tensor<?x6x1xf32>
  %ds = stype.broadcast_mul %dp, %scale : tensor<?x6x1xf32>, tensor<1x1x1xf32> -> tensor<?x6x1xf32>
  %det = stype.broadcast_mul %ds, %ec : tensor<?x6x1xf32>, tensor<?x1x64xf32> -> tensor<?x6x64xf32>
  %dect = stype.broadcast_mul %ds, %et : tensor<?x6x1xf32>, tensor<?x6x64xf32> -> tensor<?x6x64xf32>
  %dec = stype.sum %dect {axis = 1 : i64, keepdims} : tensor<?x6x64xf32> -> tensor<?x1x64xf32>
  %gout = stype.embedding_grad %targets, %det {input_dim = 10000 : i64, sparse_grad}
      : tensor<?x6xi64>, tensor<?x6x64xf32> -> tensor<10000x64xf32, #rsp>
  %gin = stype.embedding_grad %center, %dec {input_dim = 10000 : i64, sparse_grad}
      : tensor<?x1xi64>, tensor<?x1x64xf32> -> tensor<10000x64xf32, #rsp>
  // Lazy Adam: only the rows stored in the gradients change.
  %win1, %mwin1, %vwin1 = stype.adam_update %win, %gin, %mwin, %vwin
      {lr = 0.01 : f64, t = 1000000 : i64}
      : tensor<10000x64xf32>, tensor<10000x64xf32, #rsp>, tensor<10000x64xf32>, tensor<10000x64xf32>
      -> tensor<10000x64xf32>, tensor<10000x64xf32>, tensor<10000x64xf32>
  %wout1, %mwout1, %vwout1 = stype.adam_update %wout, %gout, %mwout, %vwout
      {lr = 0.01 : f64, t = 1000000 : i64}
      : tensor<10000x64xf32>, tensor<10000x64xf32, #rsp>, tensor<10000x64xf32>, tensor<10000x64xf32>
      -> tensor<10000x64xf32>, tensor<10000x64xf32>, tensor<10000x64xf32>
  return %loss, %win1, %mwin1, %vwin1, %wout1, %mwout1, %vwout1
      : tensor<1xf32>, tensor<10000x64xf32>, tensor<10000x64xf32>, tensor<10000x64xf32>,
        tensor<10000x64xf32>, tensor<10000x64xf32>, tensor<10000x64xf32>
}
