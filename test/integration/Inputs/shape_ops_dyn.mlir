// Kernels of shape-ops-errors.test: the shape ops on operands whose shapes
// are known only at run time.

func.func @reshape_2x(%x: tensor<?x?xf32>) -> tensor<2x?xf32> {
  %0 = stype.reshape %x {shape = array<i64: 2, -1>} : tensor<?x?xf32> -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}

func.func @reshape_6(%x: tensor<?x?xf32>) -> tensor<6xf32> {
  %0 = stype.reshape %x {shape = array<i64: 6>} : tensor<?x?xf32> -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

func.func @broadcast_to(%x: tensor<?x?xf32>) -> tensor<3x4xf32> {
  %0 = stype.broadcast_to %x {shape = array<i64: 3, 4>} : tensor<?x?xf32> -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

func.func @broadcast_like(%x: tensor<?x?xf32>, %y: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = stype.broadcast_like %x, %y : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @pick(%x: tensor<?x?xf32>, %i: tensor<?xf32>) -> tensor<?xf32> {
  %0 = stype.pick %x, %i {axis = 1 : i64} : tensor<?x?xf32>, tensor<?xf32> -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @pick_grad(%g: tensor<?xf32>, %i: tensor<?xf32>) -> tensor<?x4xf32> {
  %0 = stype.pick_grad %g, %i {axis = 1 : i64, depth = 4 : i64} : tensor<?xf32>, tensor<?xf32> -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
