// softmax_output_grad with a dynamic batch (nn.test): the labels must be
// class indices (or the ignored label under use_ignore), and label and out
// must have the same batch size.
func.func @grad(%p: tensor<?x3xf32>, %l: tensor<?xf32>) -> tensor<?x3xf32> {
  %0 = stype.softmax_output_grad %p, %l : tensor<?x3xf32>, tensor<?xf32> -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

func.func @grad_ignore(%p: tensor<?x3xf32>, %l: tensor<?xf32>) -> tensor<?x3xf32> {
  %0 = stype.softmax_output_grad %p, %l {grad_scale = 2.0 : f64, use_ignore, normalization = "valid"} : tensor<?x3xf32>, tensor<?xf32> -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}
