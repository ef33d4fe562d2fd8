// A public function with an f16 scalar argument: f16 is a C-ABI tensor
// element type only (stype-compile.test).
func.func @half_scalar(%x: tensor<4xf16>, %s: f16) -> tensor<4xf16> {
  return %x : tensor<4xf16>
}
