// The kernels of huge_shapes.mlir that have GPU kernels (huge-shapes.test
// runs them with --gpu-emulate): the device buffers their host code
// allocates are checked as the CPU kernels' are.
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// Conversion: csr -> dense (rows x cols).
func.func @to_dense(%x: tensor<?x?xf32, #csr>) -> tensor<?x?xf32> {
  %r = stype.cast_storage %x : tensor<?x?xf32, #csr> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// Conversion: row_sparse -> dense (rows x row length).
func.func @rsp_to_dense(%x: tensor<?x?xf32, #rsp>) -> tensor<?x?xf32> {
  %r = stype.cast_storage %x : tensor<?x?xf32, #rsp> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// Linalg: dot(csr^T, dense) as a dense result (cols x n).
func.func @csr_t_dense(%x: tensor<?x?xf32, #csr>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %g = stype.dot %x, %b {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32, #rsp>
  %r = stype.cast_storage %g : tensor<?x?xf32, #rsp> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
