// cast_storage to a result type more static than its source (used by
// cast-refine.test): the source's run-time sizes are checked.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#RSP = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @csr_to_dense(%x: tensor<?x?xf32, #CSR>) -> tensor<2x3xf32> {
  %0 = stype.cast_storage %x : tensor<?x?xf32, #CSR> to tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

func.func @dense_to_csr(%x: tensor<?x?xf32>) -> tensor<2x3xf32, #CSR> {
  %0 = stype.cast_storage %x : tensor<?x?xf32> to tensor<2x3xf32, #CSR>
  return %0 : tensor<2x3xf32, #CSR>
}

func.func @rsp_to_dense(%x: tensor<?x3xf32, #RSP>) -> tensor<2x3xf32> {
  %0 = stype.cast_storage %x : tensor<?x3xf32, #RSP> to tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

func.func @dense_to_rsp(%x: tensor<?x?xf32>) -> tensor<?x3xf32, #RSP> {
  %0 = stype.cast_storage %x : tensor<?x?xf32> to tensor<?x3xf32, #RSP>
  return %0 : tensor<?x3xf32, #RSP>
}

func.func @csr_to_csr(%x: tensor<?x?xf32, #CSR>) -> tensor<2x3xf32, #CSR> {
  %0 = stype.cast_storage %x : tensor<?x?xf32, #CSR> to tensor<2x3xf32, #CSR>
  return %0 : tensor<2x3xf32, #CSR>
}
