// softmax_cross_entropy and its backward with a dynamic batch (nn.test,
// emulated-nn.test): the labels must be class indices, and label and data
// must have the same batch size; a dynamic dy must hold one value.
func.func @loss(%x: tensor<?x3xf32>, %l: tensor<?xf32>) -> tensor<1xf32> {
  %0 = stype.softmax_cross_entropy %x, %l : tensor<?x3xf32>, tensor<?xf32> -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

func.func @grad(%x: tensor<?x3xf32>, %l: tensor<?xf32>, %dy: tensor<1xf32>) -> tensor<?x3xf32> {
  %0 = stype.softmax_cross_entropy_grad %x, %l, %dy : tensor<?x3xf32>, tensor<?xf32>, tensor<1xf32> -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

func.func @grad_dyn(%x: tensor<?x3xf32>, %l: tensor<?xf32>, %dy: tensor<?xf32>) -> tensor<?x3xf32> {
  %0 = stype.softmax_cross_entropy_grad %x, %l, %dy : tensor<?x3xf32>, tensor<?xf32>, tensor<?xf32> -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}
