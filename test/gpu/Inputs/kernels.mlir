// Every kernel of --stype-lower-kernels-gpu, f32 and f64: the input of the
// GPU pipeline tests (PTX for sm_80/sm_90, ptxas).
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @csr_to_dense(%x: tensor<?x?xf32, #csr>) -> tensor<?x?xf32> {
  %d = stype.cast_storage %x : tensor<?x?xf32, #csr> to tensor<?x?xf32>
  return %d : tensor<?x?xf32>
}
func.func @rsp_to_dense(%x: tensor<?x?xf64, #rsp>) -> tensor<?x?xf64> {
  %d = stype.cast_storage %x : tensor<?x?xf64, #rsp> to tensor<?x?xf64>
  return %d : tensor<?x?xf64>
}
func.func @dense_to_rsp(%x: tensor<?x?xf32>) -> tensor<?x?xf32, #rsp> {
  %d = stype.cast_storage %x : tensor<?x?xf32> to tensor<?x?xf32, #rsp>
  return %d : tensor<?x?xf32, #rsp>
}
func.func @dense_to_csr(%x: tensor<?x?xf32>) -> tensor<?x?xf32, #csr> {
  %d = stype.cast_storage %x : tensor<?x?xf32> to tensor<?x?xf32, #csr>
  return %d : tensor<?x?xf32, #csr>
}
func.func @spmm(%x: tensor<?x?xf32, #csr>, %w: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %y = stype.dot %x, %w : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %y : tensor<?x?xf32>
}
func.func @spmm_t(%x: tensor<?x?xf32, #csr>, %dy: tensor<?x?xf32>) -> tensor<?x?xf32, #rsp> {
  %g = stype.dot %x, %dy {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32, #rsp>
  return %g : tensor<?x?xf32, #rsp>
}
func.func @add(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = stype.elemwise_add %a, %b : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @div(%a: tensor<?x?xf64>, %b: tensor<?x?xf64>) -> tensor<?x?xf64> {
  %r = stype.elemwise_div %a, %b : tensor<?x?xf64>, tensor<?x?xf64> -> tensor<?x?xf64>
  return %r : tensor<?x?xf64>
}
func.func @sgd_lazy(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>) -> tensor<?x?xf32> {
  %r = stype.sgd_update %w, %g {lr = 0.1 : f64, wd = 0.01 : f64} : tensor<?x?xf32>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @sgd_std(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>) -> tensor<?x?xf32> {
  %r = stype.sgd_update %w, %g {lr = 0.1 : f64, wd = 0.01 : f64, lazy_update = false} : tensor<?x?xf32>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @sgd_mom_lazy(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %m: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.1 : f64, momentum = 0.9 : f64, wd = 0.001 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1 : tensor<?x?xf32>, tensor<?x?xf32>
}
func.func @sgd_mom_dense(%w: tensor<?x?xf64>, %g: tensor<?x?xf64>, %m: tensor<?x?xf64>) -> (tensor<?x?xf64>, tensor<?x?xf64>) {
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.1 : f64, momentum = 0.9 : f64}
      : tensor<?x?xf64>, tensor<?x?xf64>, tensor<?x?xf64> -> tensor<?x?xf64>, tensor<?x?xf64>
  return %w1, %m1 : tensor<?x?xf64>, tensor<?x?xf64>
}
func.func @adam_lazy(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %m: tensor<?x?xf32>, %v: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %w1, %m1, %v1 = stype.adam_update %w, %g, %m, %v {lr = 0.001 : f64, t = 3 : i64, clip_gradient = 1.0 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1, %v1 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}
func.func @adam_std(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %m: tensor<?x?xf32>, %v: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %w1, %m1, %v1 = stype.adam_update %w, %g, %m, %v {lr = 0.001 : f64, t = 3 : i64, lazy_update = false}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1, %v1 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}
func.func @adam_dense(%w: tensor<?x?xf64>, %g: tensor<?x?xf64>, %m: tensor<?x?xf64>, %v: tensor<?x?xf64>) -> (tensor<?x?xf64>, tensor<?x?xf64>, tensor<?x?xf64>) {
  %w1, %m1, %v1 = stype.adam_update %w, %g, %m, %v {lr = 0.001 : f64, t = 1 : i64}
      : tensor<?x?xf64>, tensor<?x?xf64>, tensor<?x?xf64>, tensor<?x?xf64> -> tensor<?x?xf64>, tensor<?x?xf64>, tensor<?x?xf64>
  return %w1, %m1, %v1 : tensor<?x?xf64>, tensor<?x?xf64>, tensor<?x?xf64>
}
func.func @rmsprop_lazy(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %n: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %w1, %n1 = stype.rmsprop_update %w, %g, %n {lr = 0.01 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %n1 : tensor<?x?xf32>, tensor<?x?xf32>
}
// The training step of the README: dot(csr^T, dy) -> row_sparse, then a lazy
// momentum update, both on the device.
func.func @train_step(%x: tensor<?x?xf32, #csr>, %dy: tensor<?x?xf32>, %w: tensor<?x?xf32>, %m: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %g = stype.dot %x, %dy {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.1 : f64, momentum = 0.9 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1 : tensor<?x?xf32>, tensor<?x?xf32>
}
// Multi-precision updates: f16 weight and gradient, f32 states and master
// copy (f16 loads and stores, the widening and the rounding to f16).
func.func @mp_sgd_std(%w: tensor<?x?xf16>, %g: tensor<?x?xf16, #rsp>, %w32: tensor<?x?xf32>) -> (tensor<?x?xf16>, tensor<?x?xf32>) {
  %w1, %w32_1 = stype.mp_sgd_update %w, %g, %w32 {lr = 0.1 : f64, wd = 0.01 : f64, lazy_update = false}
      : tensor<?x?xf16>, tensor<?x?xf16, #rsp>, tensor<?x?xf32> -> tensor<?x?xf16>, tensor<?x?xf32>
  return %w1, %w32_1 : tensor<?x?xf16>, tensor<?x?xf32>
}
func.func @mp_sgd_mom_dense(%w: tensor<?x?xf16>, %g: tensor<?x?xf16>, %m: tensor<?x?xf32>, %w32: tensor<?x?xf32>) -> (tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %w1, %m1, %w32_1 = stype.mp_sgd_mom_update %w, %g, %m, %w32 {lr = 0.1 : f64, momentum = 0.9 : f64}
      : tensor<?x?xf16>, tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1, %w32_1 : tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32>
}
func.func @mp_adam_lazy(%w: tensor<?x?xf16>, %g: tensor<?x?xf16, #rsp>, %m: tensor<?x?xf32>, %v: tensor<?x?xf32>, %w32: tensor<?x?xf32>, %lr: f64, %t: i64) -> (tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %w1, %m1, %v1, %w32_1 = stype.mp_adam_update %w, %g, %m, %v, %w32 lr(%lr) t(%t) {clip_gradient = 1.0 : f64}
      : tensor<?x?xf16>, tensor<?x?xf16, #rsp>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1, %v1, %w32_1 : tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}
// Group AdaGrad: a per-row history launch, then the elements.
func.func @group_adagrad_dense(%w: tensor<?x?xf64>, %g: tensor<?x?xf64>, %h: tensor<?x1xf64>) -> (tensor<?x?xf64>, tensor<?x1xf64>) {
  %w1, %h1 = stype.group_adagrad_update %w, %g, %h {lr = 0.1 : f64}
      : tensor<?x?xf64>, tensor<?x?xf64>, tensor<?x1xf64> -> tensor<?x?xf64>, tensor<?x1xf64>
  return %w1, %h1 : tensor<?x?xf64>, tensor<?x1xf64>
}
func.func @group_adagrad_lazy(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %h: tensor<?x1xf32>) -> (tensor<?x?xf32>, tensor<?x1xf32>) {
  %w1, %h1 = stype.group_adagrad_update %w, %g, %h {lr = 0.1 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x1xf32> -> tensor<?x?xf32>, tensor<?x1xf32>
  return %w1, %h1 : tensor<?x?xf32>, tensor<?x1xf32>
}
func.func @group_adagrad_std(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %h: tensor<?x1xf32>, %wd: f64) -> (tensor<?x?xf32>, tensor<?x1xf32>) {
  %w1, %h1 = stype.group_adagrad_update %w, %g, %h wd(%wd) {lr = 0.1 : f64, lazy_update = false}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x1xf32> -> tensor<?x?xf32>, tensor<?x1xf32>
  return %w1, %h1 : tensor<?x?xf32>, tensor<?x1xf32>
}
// Fused gradient + update kernels (passes/gpu/GpuFusion.cpp): the Embedding
// backward into a lazy Adam (f64), dot(csr^T, dy) into a standard RMSProp.
func.func @fused_emb_adam(%ids: tensor<?xi64>, %og: tensor<?x?xf64>, %w: tensor<?x?xf64>, %m: tensor<?x?xf64>, %v: tensor<?x?xf64>) -> (tensor<?x?xf64>, tensor<?x?xf64>, tensor<?x?xf64>) {
  %g = stype.embedding_grad %ids, %og {input_dim = 1000 : i64, sparse_grad} : tensor<?xi64>, tensor<?x?xf64> -> tensor<?x?xf64, #rsp>
  %w1, %m1, %v1 = stype.adam_update %w, %g, %m, %v {lr = 0.001 : f64, t = 3 : i64}
      : tensor<?x?xf64>, tensor<?x?xf64, #rsp>, tensor<?x?xf64>, tensor<?x?xf64> -> tensor<?x?xf64>, tensor<?x?xf64>, tensor<?x?xf64>
  return %w1, %m1, %v1 : tensor<?x?xf64>, tensor<?x?xf64>, tensor<?x?xf64>
}
func.func @fused_dot_rmsprop_std(%x: tensor<?x?xf32, #csr>, %dy: tensor<?x?xf32>, %w: tensor<?x?xf32>, %n: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %g = stype.dot %x, %dy {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32, #rsp>
  %w1, %n1 = stype.rmsprop_update %w, %g, %n {lr = 0.01 : f64, lazy_update = false}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %n1 : tensor<?x?xf32>, tensor<?x?xf32>
}
