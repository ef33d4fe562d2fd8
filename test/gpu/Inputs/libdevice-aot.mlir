// A GPU kernel whose serialization links libdevice (test/gpu/toolkit-discovery.test).
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @gpu_cast(%a: tensor<?x?xf32, #CSR>) -> tensor<?x?xf32> {
 %0 = stype.cast_storage %a : tensor<?x?xf32, #CSR> to tensor<?x?xf32>
 return %0 : tensor<?x?xf32>
}
