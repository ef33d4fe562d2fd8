// Two public functions: stype-run needs -e (errors.test).
func.func @first(%a: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %r = stype.elemwise_add %a, %a : tensor<3x4xf32>, tensor<3x4xf32> -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}
func.func @second(%a: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %r = stype.elemwise_sub %a, %a : tensor<3x4xf32>, tensor<3x4xf32> -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}
