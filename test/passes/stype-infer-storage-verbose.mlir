// RUN: stype-opt %s --stype-infer-storage=verbose=1 --verify-diagnostics --mlir-print-op-on-diagnostic=false | FileCheck %s
// RUN: stype-opt %s --stype-infer-storage=verbose=1 --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=LISTS

// verbose=1 (MXNet's MXNET_INFER_STORAGE_TYPE_VERBOSE_LOGGING): one remark
// per stype op with its kinds in and out and the dispatch; fallbacks also get
// the warning.  A kernel from the op's kernel table is named by its row
// (dialect/*.td, `kernels`).  The cast_storage ops the fallback inserts get no remark.
// Kind lists have no trailing separator (MXNet prints "[csr, default, ]").
// LISTS: input storage types = [csr, default]
// LISTS-NOT: , ]

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// CHECK-LABEL: func.func @verbose(
// CHECK-SAME:    %[[X:.*]]: tensor<?x?xf32, #csr>, %[[W:.*]]: tensor<?x?xf32>, %[[DY:.*]]: tensor<?x?xf32>, %[[M:.*]]: tensor<?x?xf32>, %[[IDS:.*]]: tensor<?xi64>)
// CHECK-SAME:    -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32, #row_sparse>, tensor<?x?xf32, #csr>)
// CHECK:         stype.dot %[[X]], %[[W]] :
// CHECK:         %[[G:.*]] = stype.dot %[[X]], %[[DY]] {transpose_a}
// CHECK:         %[[GD:.*]] = stype.cast_storage %[[G]] : tensor<?x?xf32, #row_sparse> to tensor<?x?xf32>
// CHECK-NEXT:    %[[XD:.*]] = stype.cast_storage %[[X]] : tensor<?x?xf32, #csr> to tensor<?x?xf32>
// CHECK-NEXT:    stype.elemwise_add %[[GD]], %[[XD]]
// CHECK:         stype.sgd_mom_update %[[W]], %[[G]], %[[M]]
// CHECK:         stype.sparse_retain %[[G]], %[[IDS]] : tensor<?x?xf32, #row_sparse>, tensor<?xi64> -> tensor<?x?xf32, #row_sparse>
// CHECK:         stype.cast_storage %[[W]] : tensor<?x?xf32> to tensor<?x?xf32, #csr>
func.func @verbose(%x: tensor<?x?xf32, #csr>, %w: tensor<?x?xf32>, %dy: tensor<?x?xf32>, %m: tensor<?x?xf32>, %ids: tensor<?xi64>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32, #csr>) {
  // expected-remark @below {{operator = dot, input storage types = [csr, default], output storage types = [default], dispatch = specialized kernel, kernel 'csr_dense'}}
  %y = stype.dot %x, %w : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  // expected-remark @below {{operator = dot, input storage types = [csr, default], output storage types = [row_sparse], dispatch = specialized kernel, kernel 'csrT_dense_rsp'}}
  %g = stype.dot %x, %dy {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected}}
  // expected-remark @below {{operator = elemwise_add, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %s = stype.elemwise_add %g, %x : tensor<?x?xf32, #rsp>, tensor<?x?xf32, #csr> -> tensor<?x?xf32>
  // expected-remark @below {{operator = sgd_mom_update, input storage types = [default, row_sparse, default], output storage types = [default, default], dispatch = specialized kernel}}
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.1 : f64, momentum = 0.9 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  // expected-remark @below {{operator = sparse_retain, input storage types = [row_sparse, default], output storage types = [row_sparse], dispatch = specialized kernel, kernel 'rsp'}}
  %r = stype.sparse_retain %g, %ids : tensor<?x?xf32, #rsp>, tensor<?xi64> -> tensor<?x?xf32>
  // expected-remark @below {{operator = cast_storage, input storage types = [default], output storage types = [csr], dispatch = specialized kernel, kernel 'from_default'}}
  %c = stype.cast_storage %w : tensor<?x?xf32> to tensor<?x?xf32, #csr>
  return %y, %s, %w1, %m1, %r, %c : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32, #csr>
}
