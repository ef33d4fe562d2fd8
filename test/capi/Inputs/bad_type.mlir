// A public function whose argument has no C-ABI type (stype-compile.test).
func.func @ints(%x: tensor<4xi32>) -> tensor<4xi32> {
  return %x : tensor<4xi32>
}
