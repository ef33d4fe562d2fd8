// A static 3x4 f32 dense kernel (errors.test).
func.func @add(%a: tensor<3x4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %r = stype.elemwise_add %a, %b : tensor<3x4xf32>, tensor<3x4xf32> -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}
