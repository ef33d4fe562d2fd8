// Kernels of ptxas-shape.test: every shape op (dialect/ShapeOps.td), f32 and
// f64, static and dynamic shapes, both pick modes and index types.

func.func @reshape_dynamic(%x: tensor<?x?xf32>) -> tensor<?x2xf32> {
  %0 = stype.reshape %x {shape = array<i64: -1, 2>} : tensor<?x?xf32> -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}

func.func @reshape_static(%x: tensor<4x3xf64>) -> tensor<2x6xf64> {
  %0 = stype.reshape %x {shape = array<i64: 2, -1>} : tensor<4x3xf64> -> tensor<2x6xf64>
  return %0 : tensor<2x6xf64>
}

func.func @transpose(%x: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = stype.transpose %x {axes = array<i64: 1, 2, 0>} : tensor<?x?x?xf32> -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

func.func @broadcast_to(%x: tensor<?x1xf32>) -> tensor<?x5xf32> {
  %0 = stype.broadcast_to %x {shape = array<i64: 0, 5>} : tensor<?x1xf32> -> tensor<?x5xf32>
  return %0 : tensor<?x5xf32>
}

func.func @broadcast_like(%x: tensor<?x?xf32>, %y: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = stype.broadcast_like %x, %y : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @broadcast_axis(%x: tensor<?x1x1xf64>) -> tensor<?x3x4xf64> {
  %0 = stype.broadcast_axis %x {axis = array<i64: 1, -1>, size = array<i64: 3, 4>} : tensor<?x1x1xf64> -> tensor<?x3x4xf64>
  return %0 : tensor<?x3x4xf64>
}

func.func @one_hot(%i: tensor<?xf32>) -> tensor<?x5xf64> {
  %0 = stype.one_hot %i {depth = 5 : i64, on_value = 2.0 : f64, off_value = -1.0 : f64} : tensor<?xf32> -> tensor<?x5xf64>
  return %0 : tensor<?x5xf64>
}

func.func @pick_clip(%x: tensor<4x5xf32>, %i: tensor<4xi64>) -> tensor<4xf32> {
  %0 = stype.pick %x, %i : tensor<4x5xf32>, tensor<4xi64> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @pick_wrap(%x: tensor<?x?xf32>, %i: tensor<?xf32>) -> tensor<?xf32> {
  %0 = stype.pick %x, %i {axis = 0 : i64, mode = "wrap"} : tensor<?x?xf32>, tensor<?xf32> -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @pick_grad(%g: tensor<4xf32>, %i: tensor<4xi64>) -> tensor<4x5xf32> {
  %0 = stype.pick_grad %g, %i {depth = 5 : i64} : tensor<4xf32>, tensor<4xi64> -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

func.func @pick_keepdims_f64(%x: tensor<?x?x?xf64>, %i: tensor<?x1x?xf64>) -> (tensor<?x1x?xf64>, tensor<?x?x?xf64>) {
  %0 = stype.pick %x, %i {axis = 1 : i64, keepdims, mode = "wrap"} : tensor<?x?x?xf64>, tensor<?x1x?xf64> -> tensor<?x1x?xf64>
  %1 = stype.pick_grad %0, %i {axis = 1 : i64, depth = 6 : i64, keepdims} : tensor<?x1x?xf64>, tensor<?x1x?xf64> -> tensor<?x?x?xf64>
  return %0, %1 : tensor<?x1x?xf64>, tensor<?x?x?xf64>
}
