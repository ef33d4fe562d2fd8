// sparse_retain: its kernel sorts the ids (sparse_tensor.sort, lowered by
// --sparse-buffer-rewrite into helper functions); used by check-bounds.test.
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @retain(%x: tensor<?x?xf32, #rsp>, %ids: tensor<?xi64>) -> tensor<?x?xf32, #rsp> {
  %0 = stype.sparse_retain %x, %ids : tensor<?x?xf32, #rsp>, tensor<?xi64> -> tensor<?x?xf32, #rsp>
  return %0 : tensor<?x?xf32, #rsp>
}
