// max, min, argmax and batch_dot: their CPU kernels are their GPU kernels
// (sharesCpuKernel in passes/gpu/GpuKernels.cpp: one device thread per
// result element); compiled by ptxas-extrema.test.

func.func @max_axis(%x: tensor<?x?xf32>) -> (tensor<?xf32>, tensor<1x?xf32>) {
  %a = stype.max %x {axis = 1 : i64} : tensor<?x?xf32> -> tensor<?xf32>
  %b = stype.max %x {axis = 0 : i64, keepdims} : tensor<?x?xf32> -> tensor<1x?xf32>
  return %a, %b : tensor<?xf32>, tensor<1x?xf32>
}
func.func @min_f64(%x: tensor<?x?x?xf64>) -> (tensor<1xf64>, tensor<?xf64>) {
  %a = stype.min %x : tensor<?x?x?xf64> -> tensor<1xf64>
  %b = stype.min %x {axis = 1 : i64, exclude} : tensor<?x?x?xf64> -> tensor<?xf64>
  return %a, %b : tensor<1xf64>, tensor<?xf64>
}
func.func @argmax(%x: tensor<?x?xf32>, %y: tensor<?x?xf64>) -> (tensor<?xf32>, tensor<1xf64>) {
  %a = stype.argmax %x {axis = -1 : i64} : tensor<?x?xf32> -> tensor<?xf32>
  %b = stype.argmax %y : tensor<?x?xf64> -> tensor<1xf64>
  return %a, %b : tensor<?xf32>, tensor<1xf64>
}
func.func @batch_dot(%a: tensor<?x?x?xf32>, %b: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %r = stype.batch_dot %a, %b : tensor<?x?x?xf32>, tensor<?x?x?xf32> -> tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}
func.func @batch_dot_t_f64(%a: tensor<?x?x?xf64>, %b: tensor<?x?x?xf64>) -> tensor<?x?x?xf64> {
  %r = stype.batch_dot %a, %b {transpose_a, transpose_b} : tensor<?x?x?xf64>, tensor<?x?x?xf64> -> tensor<?x?x?xf64>
  return %r : tensor<?x?x?xf64>
}
func.func @batch_dot_static(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %r = stype.batch_dot %a, %b : tensor<2x3x4xf32>, tensor<2x4x5xf32> -> tensor<2x3x5xf32>
  return %r : tensor<2x3x5xf32>
}
