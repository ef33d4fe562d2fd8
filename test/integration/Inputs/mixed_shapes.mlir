// Static zero dims next to dynamic ones, and results typed more static than
// their operands while keeping a dynamic dim (used by mixed-shapes.test).
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>

func.func @relu_zero(%x: tensor<?x0xf32>) -> tensor<?x0xf32> {
  %0 = stype.relu %x : tensor<?x0xf32> -> tensor<?x0xf32>
  return %0 : tensor<?x0xf32>
}

func.func @add_zero(%x: tensor<?x0xf32>, %y: tensor<?x0xf32>) -> tensor<?x0xf32> {
  %0 = stype.elemwise_add %x, %y : tensor<?x0xf32>, tensor<?x0xf32> -> tensor<?x0xf32>
  %1 = stype.mul_scalar %0 {scalar = 2.0 : f64} : tensor<?x0xf32> -> tensor<?x0xf32>
  return %1 : tensor<?x0xf32>
}

func.func @relu_cols3(%x: tensor<?x?xf32>) -> tensor<?x3xf32> {
  %0 = stype.relu %x : tensor<?x?xf32> -> tensor<?x3xf32>
  %1 = stype.mul_scalar %0 {scalar = 2.0 : f64} : tensor<?x3xf32> -> tensor<?x3xf32>
  return %1 : tensor<?x3xf32>
}

func.func @add_cols3(%x: tensor<?x?xf32>, %y: tensor<?x?xf32>) -> tensor<?x3xf32> {
  %0 = stype.elemwise_add %x, %y : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

func.func @sgd_mom_csr_mom(%w: tensor<4x3xf32, #rsp>, %g: tensor<4x3xf32, #rsp>, %m: tensor<4x3xf32, #csr>)
    -> (tensor<4x3xf32, #rsp>, tensor<4x3xf32, #csr>) {
  %0:2 = stype.sgd_mom_update %w, %g, %m {lr = 0.1 : f64, momentum = 0.9 : f64}
      : tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp>, tensor<4x3xf32, #csr> -> tensor<4x3xf32, #rsp>, tensor<4x3xf32, #csr>
  return %0#0, %0#1 : tensor<4x3xf32, #rsp>, tensor<4x3xf32, #csr>
}

// Sparse results: the fixed dims live in index values (a csr's columns, a
// row_sparse's rows), checked at run time as well.
func.func @relu_csr_cols3(%x: tensor<?x?xf32, #csr>) -> tensor<?x3xf32> {
  %0 = stype.relu %x : tensor<?x?xf32, #csr> -> tensor<?x3xf32, #csr>
  %1 = stype.cast_storage %0 : tensor<?x3xf32, #csr> to tensor<?x3xf32>
  return %1 : tensor<?x3xf32>
}

func.func @relu_rsp_rows2(%x: tensor<?x?xf32, #rsp>) -> tensor<2x?xf32> {
  %0 = stype.relu %x : tensor<?x?xf32, #rsp> -> tensor<2x?xf32, #rsp>
  %1 = stype.cast_storage %0 : tensor<2x?xf32, #rsp> to tensor<2x?xf32>
  return %1 : tensor<2x?xf32>
}
