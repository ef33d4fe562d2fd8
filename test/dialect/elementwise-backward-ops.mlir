// RUN: stype-opt %s | FileCheck %s
// RUN: stype-opt %s --mlir-print-op-generic | stype-opt | FileCheck %s

// Round trip (printed and generic form) of the backward ops of the unary
// functions (`<f>_grad`, MXNet's `_backward_<f>`): every op once, with the
// operand kinds rotating over row_sparse, csr and default pairs, f32 and
// f64, static and dynamic dims and 3-D row_sparse.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
#rsp3 = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : dense, k : dense), posWidth = 64, crdWidth = 64 }>
// CHECK-LABEL: func.func @relu_grad(
// CHECK-NEXT:    %[[R:.*]] = stype.relu_grad %{{.*}}, %{{.*}} : tensor<?x8xf32, #row_sparse>, tensor<?x8xf32, #row_sparse> -> tensor<?x8xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]]
func.func @relu_grad(%dy: tensor<?x8xf32, #rsp>, %x: tensor<?x8xf32, #rsp>) -> tensor<?x8xf32, #rsp> {
  %r = stype.relu_grad %dy, %x : tensor<?x8xf32, #rsp>, tensor<?x8xf32, #rsp> -> tensor<?x8xf32, #rsp>
  return %r : tensor<?x8xf32, #rsp>
}

// CHECK-LABEL: func.func @sigmoid_grad(
// CHECK-NEXT:    %[[R:.*]] = stype.sigmoid_grad %{{.*}}, %{{.*}} : tensor<4x8xf32, #csr>, tensor<4x8xf32, #csr> -> tensor<4x8xf32, #csr>
// CHECK-NEXT:    return %[[R]]
func.func @sigmoid_grad(%dy: tensor<4x8xf32, #csr>, %x: tensor<4x8xf32, #csr>) -> tensor<4x8xf32, #csr> {
  %r = stype.sigmoid_grad %dy, %x : tensor<4x8xf32, #csr>, tensor<4x8xf32, #csr> -> tensor<4x8xf32, #csr>
  return %r : tensor<4x8xf32, #csr>
}

// CHECK-LABEL: func.func @abs_grad(
// CHECK-NEXT:    %[[R:.*]] = stype.abs_grad %{{.*}}, %{{.*}} : tensor<4x?xf32>, tensor<4x?xf32> -> tensor<4x?xf32>
// CHECK-NEXT:    return %[[R]]
func.func @abs_grad(%dy: tensor<4x?xf32>, %x: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %r = stype.abs_grad %dy, %x : tensor<4x?xf32>, tensor<4x?xf32> -> tensor<4x?xf32>
  return %r : tensor<4x?xf32>
}

// CHECK-LABEL: func.func @sign_grad(
// CHECK-NEXT:    %[[R:.*]] = stype.sign_grad %{{.*}}, %{{.*}} : tensor<?x2x3xf64, #row_sparse3>, tensor<?x2x3xf64, #row_sparse3> -> tensor<?x2x3xf64, #row_sparse3>
// CHECK-NEXT:    return %[[R]]
func.func @sign_grad(%dy: tensor<?x2x3xf64, #rsp3>, %x: tensor<?x2x3xf64, #rsp3>) -> tensor<?x2x3xf64, #rsp3> {
  %r = stype.sign_grad %dy, %x : tensor<?x2x3xf64, #rsp3>, tensor<?x2x3xf64, #rsp3> -> tensor<?x2x3xf64, #rsp3>
  return %r : tensor<?x2x3xf64, #rsp3>
}

// CHECK-LABEL: func.func @square_grad(
// CHECK-NEXT:    %[[R:.*]] = stype.square_grad %{{.*}}, %{{.*}} : tensor<?x8xf32, #row_sparse>, tensor<?x8xf32, #row_sparse> -> tensor<?x8xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]]
func.func @square_grad(%dy: tensor<?x8xf32, #rsp>, %x: tensor<?x8xf32, #rsp>) -> tensor<?x8xf32, #rsp> {
  %r = stype.square_grad %dy, %x : tensor<?x8xf32, #rsp>, tensor<?x8xf32, #rsp> -> tensor<?x8xf32, #rsp>
  return %r : tensor<?x8xf32, #rsp>
}

// CHECK-LABEL: func.func @cos_grad(
// CHECK-NEXT:    %[[R:.*]] = stype.cos_grad %{{.*}}, %{{.*}} : tensor<?x8xf32, #row_sparse>, tensor<?x8xf32, #row_sparse> -> tensor<?x8xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]]
func.func @cos_grad(%dy: tensor<?x8xf32, #rsp>, %x: tensor<?x8xf32, #rsp>) -> tensor<?x8xf32, #rsp> {
  %r = stype.cos_grad %dy, %x : tensor<?x8xf32, #rsp>, tensor<?x8xf32, #rsp> -> tensor<?x8xf32, #rsp>
  return %r : tensor<?x8xf32, #rsp>
}

// CHECK-LABEL: func.func @cosh_grad(
// CHECK-NEXT:    %[[R:.*]] = stype.cosh_grad %{{.*}}, %{{.*}} : tensor<?x8xf32, #row_sparse>, tensor<?x8xf32, #row_sparse> -> tensor<?x8xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]]
func.func @cosh_grad(%dy: tensor<?x8xf32, #rsp>, %x: tensor<?x8xf32, #rsp>) -> tensor<?x8xf32, #rsp> {
  %r = stype.cosh_grad %dy, %x : tensor<?x8xf32, #rsp>, tensor<?x8xf32, #rsp> -> tensor<?x8xf32, #rsp>
  return %r : tensor<?x8xf32, #rsp>
}

// CHECK-LABEL: func.func @log_grad(
// CHECK-NEXT:    %[[R:.*]] = stype.log_grad %{{.*}}, %{{.*}} : tensor<?x8xf32, #row_sparse>, tensor<?x8xf32, #row_sparse> -> tensor<4x8xf32>
// CHECK-NEXT:    return %[[R]]
func.func @log_grad(%dy: tensor<?x8xf32, #rsp>, %x: tensor<?x8xf32, #rsp>) -> tensor<4x8xf32> {
  %r = stype.log_grad %dy, %x : tensor<?x8xf32, #rsp>, tensor<?x8xf32, #rsp> -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @log10_grad(
// CHECK-NEXT:    %[[R:.*]] = stype.log10_grad %{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<4x8xf32, #csr> -> tensor<4x8xf32>
// CHECK-NEXT:    return %[[R]]
func.func @log10_grad(%dy: tensor<4x8xf32>, %x: tensor<4x8xf32, #csr>) -> tensor<4x8xf32> {
  %r = stype.log10_grad %dy, %x : tensor<4x8xf32>, tensor<4x8xf32, #csr> -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @log2_grad(
// CHECK-NEXT:    %[[R:.*]] = stype.log2_grad %{{.*}}, %{{.*}} : tensor<4x?xf32>, tensor<4x?xf32> -> tensor<4x?xf32>
// CHECK-NEXT:    return %[[R]]
func.func @log2_grad(%dy: tensor<4x?xf32>, %x: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %r = stype.log2_grad %dy, %x : tensor<4x?xf32>, tensor<4x?xf32> -> tensor<4x?xf32>
  return %r : tensor<4x?xf32>
}

// CHECK-LABEL: func.func @log1p_grad(
// CHECK-NEXT:    %[[R:.*]] = stype.log1p_grad %{{.*}}, %{{.*}} : tensor<?x2x3xf64, #row_sparse3>, tensor<?x2x3xf64, #row_sparse3> -> tensor<5x2x3xf64>
// CHECK-NEXT:    return %[[R]]
func.func @log1p_grad(%dy: tensor<?x2x3xf64, #rsp3>, %x: tensor<?x2x3xf64, #rsp3>) -> tensor<5x2x3xf64> {
  %r = stype.log1p_grad %dy, %x : tensor<?x2x3xf64, #rsp3>, tensor<?x2x3xf64, #rsp3> -> tensor<5x2x3xf64>
  return %r : tensor<5x2x3xf64>
}

// CHECK-LABEL: func.func @expm1_grad(
// CHECK-NEXT:    %[[R:.*]] = stype.expm1_grad %{{.*}}, %{{.*}} : tensor<?x2x3xf64, #row_sparse3>, tensor<5x2x3xf64> -> tensor<5x2x3xf64>
// CHECK-NEXT:    return %[[R]]
func.func @expm1_grad(%dy: tensor<?x2x3xf64, #rsp3>, %x: tensor<5x2x3xf64>) -> tensor<5x2x3xf64> {
  %r = stype.expm1_grad %dy, %x : tensor<?x2x3xf64, #rsp3>, tensor<5x2x3xf64> -> tensor<5x2x3xf64>
  return %r : tensor<5x2x3xf64>
}

// CHECK-LABEL: func.func @sqrt_grad(
// CHECK-NEXT:    %[[R:.*]] = stype.sqrt_grad %{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<4x8xf32, #csr> -> tensor<4x8xf32>
// CHECK-NEXT:    return %[[R]]
func.func @sqrt_grad(%dy: tensor<4x8xf32>, %x: tensor<4x8xf32, #csr>) -> tensor<4x8xf32> {
  %r = stype.sqrt_grad %dy, %x : tensor<4x8xf32>, tensor<4x8xf32, #csr> -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @rsqrt_grad(
// CHECK-NEXT:    %[[R:.*]] = stype.rsqrt_grad %{{.*}}, %{{.*}} : tensor<?x8xf32, #row_sparse>, tensor<?x8xf32, #row_sparse> -> tensor<4x8xf32>
// CHECK-NEXT:    return %[[R]]
func.func @rsqrt_grad(%dy: tensor<?x8xf32, #rsp>, %x: tensor<?x8xf32, #rsp>) -> tensor<4x8xf32> {
  %r = stype.rsqrt_grad %dy, %x : tensor<?x8xf32, #rsp>, tensor<?x8xf32, #rsp> -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @cbrt_grad(
// CHECK-NEXT:    %[[R:.*]] = stype.cbrt_grad %{{.*}}, %{{.*}} : tensor<?x8xf32, #row_sparse>, tensor<?x8xf32, #row_sparse> -> tensor<4x8xf32>
// CHECK-NEXT:    return %[[R]]
func.func @cbrt_grad(%dy: tensor<?x8xf32, #rsp>, %x: tensor<?x8xf32, #rsp>) -> tensor<4x8xf32> {
  %r = stype.cbrt_grad %dy, %x : tensor<?x8xf32, #rsp>, tensor<?x8xf32, #rsp> -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @sin_grad(
// CHECK-NEXT:    %[[R:.*]] = stype.sin_grad %{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<4x8xf32, #csr> -> tensor<4x8xf32>
// CHECK-NEXT:    return %[[R]]
func.func @sin_grad(%dy: tensor<4x8xf32>, %x: tensor<4x8xf32, #csr>) -> tensor<4x8xf32> {
  %r = stype.sin_grad %dy, %x : tensor<4x8xf32>, tensor<4x8xf32, #csr> -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @tan_grad(
// CHECK-NEXT:    %[[R:.*]] = stype.tan_grad %{{.*}}, %{{.*}} : tensor<4x?xf32>, tensor<4x?xf32> -> tensor<4x?xf32>
// CHECK-NEXT:    return %[[R]]
func.func @tan_grad(%dy: tensor<4x?xf32>, %x: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %r = stype.tan_grad %dy, %x : tensor<4x?xf32>, tensor<4x?xf32> -> tensor<4x?xf32>
  return %r : tensor<4x?xf32>
}

// CHECK-LABEL: func.func @arcsin_grad(
// CHECK-NEXT:    %[[R:.*]] = stype.arcsin_grad %{{.*}}, %{{.*}} : tensor<?x2x3xf64, #row_sparse3>, tensor<?x2x3xf64, #row_sparse3> -> tensor<5x2x3xf64>
// CHECK-NEXT:    return %[[R]]
func.func @arcsin_grad(%dy: tensor<?x2x3xf64, #rsp3>, %x: tensor<?x2x3xf64, #rsp3>) -> tensor<5x2x3xf64> {
  %r = stype.arcsin_grad %dy, %x : tensor<?x2x3xf64, #rsp3>, tensor<?x2x3xf64, #rsp3> -> tensor<5x2x3xf64>
  return %r : tensor<5x2x3xf64>
}

// CHECK-LABEL: func.func @arccos_grad(
// CHECK-NEXT:    %[[R:.*]] = stype.arccos_grad %{{.*}}, %{{.*}} : tensor<?x2x3xf64, #row_sparse3>, tensor<5x2x3xf64> -> tensor<5x2x3xf64>
// CHECK-NEXT:    return %[[R]]
func.func @arccos_grad(%dy: tensor<?x2x3xf64, #rsp3>, %x: tensor<5x2x3xf64>) -> tensor<5x2x3xf64> {
  %r = stype.arccos_grad %dy, %x : tensor<?x2x3xf64, #rsp3>, tensor<5x2x3xf64> -> tensor<5x2x3xf64>
  return %r : tensor<5x2x3xf64>
}

// CHECK-LABEL: func.func @arctan_grad(
// CHECK-NEXT:    %[[R:.*]] = stype.arctan_grad %{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<4x8xf32, #csr> -> tensor<4x8xf32>
// CHECK-NEXT:    return %[[R]]
func.func @arctan_grad(%dy: tensor<4x8xf32>, %x: tensor<4x8xf32, #csr>) -> tensor<4x8xf32> {
  %r = stype.arctan_grad %dy, %x : tensor<4x8xf32>, tensor<4x8xf32, #csr> -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @degrees_grad(
// CHECK-NEXT:    %[[R:.*]] = stype.degrees_grad %{{.*}}, %{{.*}} : tensor<?x8xf32, #row_sparse>, tensor<?x8xf32, #row_sparse> -> tensor<4x8xf32>
// CHECK-NEXT:    return %[[R]]
func.func @degrees_grad(%dy: tensor<?x8xf32, #rsp>, %x: tensor<?x8xf32, #rsp>) -> tensor<4x8xf32> {
  %r = stype.degrees_grad %dy, %x : tensor<?x8xf32, #rsp>, tensor<?x8xf32, #rsp> -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @radians_grad(
// CHECK-NEXT:    %[[R:.*]] = stype.radians_grad %{{.*}}, %{{.*}} : tensor<?x8xf32, #row_sparse>, tensor<?x8xf32, #row_sparse> -> tensor<4x8xf32>
// CHECK-NEXT:    return %[[R]]
func.func @radians_grad(%dy: tensor<?x8xf32, #rsp>, %x: tensor<?x8xf32, #rsp>) -> tensor<4x8xf32> {
  %r = stype.radians_grad %dy, %x : tensor<?x8xf32, #rsp>, tensor<?x8xf32, #rsp> -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @sinh_grad(
// CHECK-NEXT:    %[[R:.*]] = stype.sinh_grad %{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<4x8xf32, #csr> -> tensor<4x8xf32>
// CHECK-NEXT:    return %[[R]]
func.func @sinh_grad(%dy: tensor<4x8xf32>, %x: tensor<4x8xf32, #csr>) -> tensor<4x8xf32> {
  %r = stype.sinh_grad %dy, %x : tensor<4x8xf32>, tensor<4x8xf32, #csr> -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @tanh_grad(
// CHECK-NEXT:    %[[R:.*]] = stype.tanh_grad %{{.*}}, %{{.*}} : tensor<4x?xf32>, tensor<4x?xf32> -> tensor<4x?xf32>
// CHECK-NEXT:    return %[[R]]
func.func @tanh_grad(%dy: tensor<4x?xf32>, %x: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %r = stype.tanh_grad %dy, %x : tensor<4x?xf32>, tensor<4x?xf32> -> tensor<4x?xf32>
  return %r : tensor<4x?xf32>
}

// CHECK-LABEL: func.func @arcsinh_grad(
// CHECK-NEXT:    %[[R:.*]] = stype.arcsinh_grad %{{.*}}, %{{.*}} : tensor<?x2x3xf64, #row_sparse3>, tensor<?x2x3xf64, #row_sparse3> -> tensor<5x2x3xf64>
// CHECK-NEXT:    return %[[R]]
func.func @arcsinh_grad(%dy: tensor<?x2x3xf64, #rsp3>, %x: tensor<?x2x3xf64, #rsp3>) -> tensor<5x2x3xf64> {
  %r = stype.arcsinh_grad %dy, %x : tensor<?x2x3xf64, #rsp3>, tensor<?x2x3xf64, #rsp3> -> tensor<5x2x3xf64>
  return %r : tensor<5x2x3xf64>
}

// CHECK-LABEL: func.func @arccosh_grad(
// CHECK-NEXT:    %[[R:.*]] = stype.arccosh_grad %{{.*}}, %{{.*}} : tensor<?x2x3xf64, #row_sparse3>, tensor<5x2x3xf64> -> tensor<5x2x3xf64>
// CHECK-NEXT:    return %[[R]]
func.func @arccosh_grad(%dy: tensor<?x2x3xf64, #rsp3>, %x: tensor<5x2x3xf64>) -> tensor<5x2x3xf64> {
  %r = stype.arccosh_grad %dy, %x : tensor<?x2x3xf64, #rsp3>, tensor<5x2x3xf64> -> tensor<5x2x3xf64>
  return %r : tensor<5x2x3xf64>
}

// CHECK-LABEL: func.func @arctanh_grad(
// CHECK-NEXT:    %[[R:.*]] = stype.arctanh_grad %{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<4x8xf32, #csr> -> tensor<4x8xf32>
// CHECK-NEXT:    return %[[R]]
func.func @arctanh_grad(%dy: tensor<4x8xf32>, %x: tensor<4x8xf32, #csr>) -> tensor<4x8xf32> {
  %r = stype.arctanh_grad %dy, %x : tensor<4x8xf32>, tensor<4x8xf32, #csr> -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

