// CPU-only multi-precision updates of row_sparse weights (f16 row_sparse
// arguments and results; the GPU has no kernel for them): linked into the
// same library as mp_kernels.mlir, called by test/capi/mp_capi_test.c.
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// Lazy Adam, everything row_sparse (the weight and master copy store every
// row, as MXNet requires).
func.func @mp_adam_rsp(%w: tensor<?x?xf16, #rsp>, %g: tensor<?x?xf16, #rsp>, %m: tensor<?x?xf32, #rsp>, %v: tensor<?x?xf32, #rsp>,
                       %w32: tensor<?x?xf32, #rsp>, %lr: f64, %t: i64)
    -> (tensor<?x?xf16, #rsp>, tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp>) {
  %w1, %m1, %v1, %w32_1 = stype.mp_adam_update %w, %g, %m, %v, %w32 lr(%lr) t(%t)
      {wd = 0.02 : f64, clip_gradient = 0.5 : f64}
      : tensor<?x?xf16, #rsp>, tensor<?x?xf16, #rsp>, tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp>
      -> tensor<?x?xf16, #rsp>, tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp>
  return %w1, %m1, %v1, %w32_1 : tensor<?x?xf16, #rsp>, tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp>
}
