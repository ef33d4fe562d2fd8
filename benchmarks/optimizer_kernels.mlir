// Kernels measured by benchmarks/optimizer_bench.cpp: lazy updates of a
// dense table from a row_sparse gradient, and the dense updates for contrast.
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @lazy_sgd_mom(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %m: tensor<?x?xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.01 : f64, momentum = 0.9 : f64, wd = 1.0e-4 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1 : tensor<?x?xf32>, tensor<?x?xf32>
}

func.func @dense_sgd_mom(%w: tensor<?x?xf32>, %g: tensor<?x?xf32>, %m: tensor<?x?xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.01 : f64, momentum = 0.9 : f64, wd = 1.0e-4 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1 : tensor<?x?xf32>, tensor<?x?xf32>
}

func.func @lazy_adam(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %m: tensor<?x?xf32>, %v: tensor<?x?xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %w1, %m1, %v1 = stype.adam_update %w, %g, %m, %v {lr = 0.001 : f64, wd = 1.0e-4 : f64, t = 10 : i64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32>, tensor<?x?xf32>
      -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1, %v1 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

func.func @dense_adam(%w: tensor<?x?xf32>, %g: tensor<?x?xf32>, %m: tensor<?x?xf32>, %v: tensor<?x?xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %w1, %m1, %v1 = stype.adam_update %w, %g, %m, %v {lr = 0.001 : f64, wd = 1.0e-4 : f64, t = 10 : i64}
      : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
      -> tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1, %v1 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}
