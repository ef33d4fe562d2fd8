// batch_dot with dynamic batch and contraction dims: batch-dot-shape-errors.test.
func.func @bd(%a: tensor<?x3x?xf32>, %b: tensor<?x?x2xf32>) -> tensor<?x3x2xf32> {
  %r = stype.batch_dot %a, %b : tensor<?x3x?xf32>, tensor<?x?x2xf32> -> tensor<?x3x2xf32>
  return %r : tensor<?x3x2xf32>
}
