// Multi-precision optimizer updates (f16 weight and gradient, f32 states and
// master copy) with C entry points: test/capi/mp_capi_test.c calls them from
// C, test/capi/mp-capi.test checks them against numpy, and the same file is
// compiled for the GPU (--target=nvptx) there.
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// All dense.
func.func @mp_sgd_mom_dense(%w: tensor<?x?xf16>, %g: tensor<?x?xf16>, %m: tensor<?x?xf32>, %w32: tensor<?x?xf32>)
    -> (tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %w1, %m1, %w32_1 = stype.mp_sgd_mom_update %w, %g, %m, %w32
      {lr = 0.1 : f64, momentum = 0.9 : f64, wd = 0.01 : f64, rescale_grad = 0.5 : f64, clip_gradient = 0.3 : f64}
      : tensor<?x?xf16>, tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1, %w32_1 : tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32>
}

// Dense weight and states, row_sparse gradient, lazy: only the gradient's
// rows move; run-time learning rate.
func.func @mp_sgd_mom_lazy(%w: tensor<?x?xf16>, %g: tensor<?x?xf16, #rsp>, %m: tensor<?x?xf32>, %w32: tensor<?x?xf32>, %lr: f64)
    -> (tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %w1, %m1, %w32_1 = stype.mp_sgd_mom_update %w, %g, %m, %w32 lr(%lr)
      {momentum = 0.9 : f64, wd = 0.01 : f64}
      : tensor<?x?xf16>, tensor<?x?xf16, #rsp>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1, %w32_1 : tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32>
}

// All dense Adam with a run-time lr and step count.
func.func @mp_adam_dense(%w: tensor<?x?xf16>, %g: tensor<?x?xf16>, %m: tensor<?x?xf32>, %v: tensor<?x?xf32>, %w32: tensor<?x?xf32>, %lr: f64, %t: i64)
    -> (tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %w1, %m1, %v1, %w32_1 = stype.mp_adam_update %w, %g, %m, %v, %w32 lr(%lr) t(%t)
      {wd = 0.01 : f64, clip_gradient = 1.0 : f64}
      : tensor<?x?xf16>, tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
      -> tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1, %v1, %w32_1 : tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// Dense weight and states, row_sparse gradient, lazy Adam.
func.func @mp_adam_lazy(%w: tensor<?x?xf16>, %g: tensor<?x?xf16, #rsp>, %m: tensor<?x?xf32>, %v: tensor<?x?xf32>,
                        %w32: tensor<?x?xf32>, %lr: f64, %t: i64)
    -> (tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %w1, %m1, %v1, %w32_1 = stype.mp_adam_update %w, %g, %m, %v, %w32 lr(%lr) t(%t)
      {rescale_grad = 2.0 : f64}
      : tensor<?x?xf16>, tensor<?x?xf16, #rsp>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
      -> tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1, %v1, %w32_1 : tensor<?x?xf16>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}
