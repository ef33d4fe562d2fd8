// Kernels of the C ABI tests (test/capi/capi_test.c), compiled by
// stype_add_kernel_library at build time.
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// csr x default -> default, with a run-time row count.
func.func @csr_dot(%x: tensor<?x4xf32, #csr>, %w: tensor<4x3xf32>) -> tensor<?x3xf32> {
  %r = stype.dot %x, %w : tensor<?x4xf32, #csr>, tensor<4x3xf32> -> tensor<?x3xf32>
  return %r : tensor<?x3xf32>
}

// csr^T x default -> row_sparse (inference): the gradient's stored rows are
// known only at run time.
func.func @csr_grad(%x: tensor<?x4xf64, #csr>, %d: tensor<?x3xf64>) -> tensor<4x3xf64> {
  %g = stype.dot %x, %d {transpose_a} : tensor<?x4xf64, #csr>, tensor<?x3xf64> -> tensor<4x3xf64>
  return %g : tensor<4x3xf64>
}

// An in-place update of a row_sparse weight.
func.func @sgd(%w: tensor<5x2xf32, #rsp>, %g: tensor<5x2xf32, #rsp>) -> tensor<5x2xf32, #rsp> {
  %r = stype.sgd_update %w, %g {lr = 0.5 : f64} : tensor<5x2xf32, #rsp>, tensor<5x2xf32, #rsp> -> tensor<5x2xf32, #rsp>
  return %r : tensor<5x2xf32, #rsp>
}

// SGD with momentum: the row_sparse weight and its momentum are both updated
// in place (capi_test.c passes them sharing one index array).
func.func @sgd_mom(%w: tensor<5x2xf32, #rsp>, %g: tensor<5x2xf32, #rsp>, %m: tensor<5x2xf32, #rsp>)
    -> (tensor<5x2xf32, #rsp>, tensor<5x2xf32, #rsp>) {
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.5 : f64, momentum = 0.9 : f64}
      : tensor<5x2xf32, #rsp>, tensor<5x2xf32, #rsp>, tensor<5x2xf32, #rsp>
      -> tensor<5x2xf32, #rsp>, tensor<5x2xf32, #rsp>
  return %w1, %m1 : tensor<5x2xf32, #rsp>, tensor<5x2xf32, #rsp>
}

// A kernel data error: an id outside [0, 5).
func.func @retain(%a: tensor<5x2xf32, #rsp>, %ids: tensor<?xi64>) -> tensor<5x2xf32, #rsp> {
  %r = stype.sparse_retain %a, %ids : tensor<5x2xf32, #rsp>, tensor<?xi64> -> tensor<5x2xf32, #rsp>
  return %r : tensor<5x2xf32, #rsp>
}

// Scalars in and out.
func.func @scalars(%a: f32, %b: f64, %n: i64) -> (f64, i64, f32) {
  %ad = arith.extf %a : f32 to f64
  %s = arith.addf %ad, %b : f64
  %m = arith.muli %n, %n : i64
  return %s, %m, %a : f64, i64, f32
}
