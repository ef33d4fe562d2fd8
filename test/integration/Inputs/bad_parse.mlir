// Does not parse: the op has no result type (errors.test).
func.func @f(%a: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %r = stype.elemwise_add %a, %a : tensor<3x4xf32>, tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}
