// The owners' update of stype-dist-bench (dist_bench.cpp): lazy SGD on a
// dense shard with a row_sparse gradient, in the calling convention of
// stype_dist_table_set_update_kernel.
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @sgd_step(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %lr: f64,
                    %wd: f64, %rescale: f64, %t: i64) -> tensor<?x?xf32> {
  %w1 = stype.sgd_update %w, %g lr(%lr) wd(%wd) rescale_grad(%rescale)
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32>
  return %w1 : tensor<?x?xf32>
}
