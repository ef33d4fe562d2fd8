// An op without a GPU path, for stype-compile --target=nvptx: every stype op
// has a GPU kernel, a dense fallback or a host round trip (docs/gpu.md), so
// what is left is a stype.fused_update written by hand whose body the GPU
// kernels do not fuse.
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @scaled(%x: tensor<?x?xf32, #csr>, %dy: tensor<?x?xf32>, %w: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = stype.fused_update %x, %dy, %w : (tensor<?x?xf32, #csr>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32> {
  ^bb0(%a: tensor<?x?xf32, #csr>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>):
    %g = stype.dot %a, %b {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32, #rsp>
    %s = stype.mul_scalar %g {scalar = 0.5 : f64} : tensor<?x?xf32, #rsp> -> tensor<?x?xf32, #rsp>
    %w1 = stype.sgd_update %c, %s {lr = 0.1 : f64} : tensor<?x?xf32>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32>
    stype.yield %w1 : tensor<?x?xf32>
  }
  return %r : tensor<?x?xf32>
}
