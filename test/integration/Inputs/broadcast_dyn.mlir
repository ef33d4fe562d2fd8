// broadcast_mul / broadcast_add of a csr by a dense operand, with dynamic
// shapes: whether the shapes broadcast is known only at run time.
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @mul(%x: tensor<?x?xf32, #csr>, %d: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = stype.broadcast_mul %x, %d : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @add(%x: tensor<?x?xf32, #csr>, %d: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = stype.broadcast_add %x, %d : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
