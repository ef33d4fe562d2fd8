// gamma / gammaln kernels for stype-compile-libm.test: they call the C
// library's tgamma / lgammaf, which the shared library resolves from libm.
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @gamma_f64(%x: tensor<?x4xf64>) -> tensor<?x4xf64> {
  %r = stype.gamma %x : tensor<?x4xf64> -> tensor<?x4xf64>
  return %r : tensor<?x4xf64>
}
func.func @gammaln_grad_f32(%g: tensor<?x4xf32>, %x: tensor<?x4xf32, #csr>) -> tensor<?x4xf32> {
  %r = stype.gammaln_grad %g, %x : tensor<?x4xf32>, tensor<?x4xf32, #csr> -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}
func.func @gammaln_f32(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %r = stype.gammaln %x : tensor<?x4xf32> -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}
