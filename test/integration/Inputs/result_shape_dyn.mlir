// Result types more static than the operands' (used by
// result-shape-errors.test).
func.func @relu(%x: tensor<?x?xf32>) -> tensor<2x3xf32> {
  %0 = stype.relu %x : tensor<?x?xf32> -> tensor<2x3xf32>
  %1 = stype.mul_scalar %0 {scalar = 2.0 : f64} : tensor<2x3xf32> -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

func.func @add(%x: tensor<?x?xf32>, %y: tensor<?x?xf32>) -> tensor<2x3xf32> {
  %0 = stype.elemwise_add %x, %y : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
