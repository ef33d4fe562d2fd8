// Storage combinations for infer-storage-gpu.test: two the GPU has no
// specialized kernel for (elemwise_add of two csr, a csr -> row_sparse
// cast), two it has (elemwise_add of two row_sparse: the union of the
// rows; elemwise_mul of a csr and a default: the stored entries).
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @add_rr(%a: tensor<?x?xf32, #rsp>, %b: tensor<?x?xf32, #rsp>) -> tensor<?x?xf32, #rsp> {
  %0 = stype.elemwise_add %a, %b : tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32, #rsp>
  return %0 : tensor<?x?xf32, #rsp>
}
func.func @mul_cd(%a: tensor<?x?xf32, #csr>, %b: tensor<?x?xf32>) -> tensor<?x?xf32, #csr> {
  %0 = stype.elemwise_mul %a, %b : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32, #csr>
  return %0 : tensor<?x?xf32, #csr>
}
func.func @add_cc(%a: tensor<?x?xf32, #csr>, %b: tensor<?x?xf32, #csr>) -> tensor<?x?xf32, #csr> {
  %0 = stype.elemwise_add %a, %b : tensor<?x?xf32, #csr>, tensor<?x?xf32, #csr> -> tensor<?x?xf32, #csr>
  return %0 : tensor<?x?xf32, #csr>
}
func.func @c2r(%a: tensor<?x?xf32, #csr>) -> tensor<?x?xf32, #rsp> {
  %0 = stype.cast_storage %a : tensor<?x?xf32, #csr> to tensor<?x?xf32, #rsp>
  return %0 : tensor<?x?xf32, #rsp>
}
