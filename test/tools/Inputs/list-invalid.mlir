// Input of stype-run-list.mlir: a type mismatch the verifier reports.
func.func @bad(%a: tensor<4x3xf32>) -> tensor<4x3xf64> {
  return %a : tensor<4x3xf32>
}
