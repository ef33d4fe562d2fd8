// Ops with a GPU kernel on operands whose shapes are known only at run time
// (emulated-shape-errors.test; the optimizers' are in
// test/integration/Inputs/optimizer_shape_dyn.mlir).
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @spmm(%x: tensor<?x?xf32, #csr>, %w: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = stype.dot %x, %w : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @dot_t(%x: tensor<?x?xf32, #csr>, %dy: tensor<?x?xf32>) -> tensor<?x?xf32, #rsp> {
  %0 = stype.dot %x, %dy {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32, #rsp>
  return %0 : tensor<?x?xf32, #rsp>
}

func.func @add_dd(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = stype.elemwise_add %a, %b : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @sub_dd(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = stype.elemwise_sub %a, %b : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @mul_dd(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = stype.elemwise_mul %a, %b : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @div_dd(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = stype.elemwise_div %a, %b : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// A result type that fixes dims the operands have only at run time.
func.func @mul_3x2(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<3x2xf32> {
  %0 = stype.elemwise_mul %a, %b : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// Half static: the column counts are compared at run time.
func.func @add_x2(%a: tensor<?x2xf32>, %b: tensor<?x?xf32>) -> tensor<?x2xf32> {
  %0 = stype.elemwise_add %a, %b : tensor<?x2xf32>, tensor<?x?xf32> -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}

// The kernels added for issue 22 (dense dot, the row_sparse union, a csr
// times a default, where): mismatched run-time shapes.
func.func @gemm(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = stype.dot %a, %b : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @add_rr(%a: tensor<?x?xf32, #rsp>, %b: tensor<?x?xf32, #rsp>) -> tensor<?x?xf32, #rsp> {
  %r = stype.elemwise_add %a, %b : tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32, #rsp>
  return %r : tensor<?x?xf32, #rsp>
}
func.func @mul_cd(%a: tensor<?x?xf32, #csr>, %b: tensor<?x?xf32>) -> tensor<?x?xf32, #csr> {
  %r = stype.elemwise_mul %a, %b : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32, #csr>
  return %r : tensor<?x?xf32, #csr>
}
func.func @where_ddd(%c: tensor<?x?xf32>, %a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = stype.where %c, %a, %b : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @add_n_dd(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = stype.add_n %a, %b : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @badd_dd(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = stype.broadcast_add %a, %b : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// fully_connected with num_hidden = 2: weight [2, K] against data [M, K],
// bias [2].
func.func @fc(%x: tensor<?x?xf32>, %w: tensor<?x?xf32>, %b: tensor<?xf32>) -> tensor<?x2xf32> {
  %r = stype.fully_connected %x, %w, %b {num_hidden = 2 : i64} : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?xf32> -> tensor<?x2xf32>
  return %r : tensor<?x2xf32>
}
