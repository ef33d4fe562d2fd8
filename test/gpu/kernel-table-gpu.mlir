// RUN: stype-opt %s --stype-infer-storage="target=gpu verbose=1" -split-input-file -verify-diagnostics --mlir-print-op-on-diagnostic=false | FileCheck %s
// RUN: stype-opt %s --stype-infer-storage="verbose=1" -split-input-file --mlir-print-op-on-diagnostic=false 2>&1 >/dev/null | FileCheck %s --check-prefix=CPU

// The GPU column of an op's kernel table (dialect/*.td, `kernels`) decides
// what --stype-infer-storage target=gpu does with a storage combination:
// a row the GPU runs (its own kernel, or the CPU kernel launched) keeps the
// specialized kernel; a row with no GPU form takes the explained dense
// fallback, with MXNet's warning, where the dense row runs on the GPU.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// dot, row 'csr_rsp' (GPU: none): the dense GPU kernel between casts.
// CHECK-LABEL: func.func @csr_rsp
// CHECK:         %[[XD:.*]] = stype.cast_storage %{{.*}} : tensor<?x?xf32, #csr> to tensor<?x?xf32>
// CHECK:         %[[WD:.*]] = stype.cast_storage %{{.*}} : tensor<?x?xf32, #row_sparse> to tensor<?x?xf32>
// CHECK:         stype.dot %[[XD]], %[[WD]] : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
// CPU: operator = dot, input storage types = [csr, row_sparse], output storage types = [default], dispatch = specialized kernel, kernel 'csr_rsp'
func.func @csr_rsp(%x: tensor<?x?xf32, #csr>, %w: tensor<?x?xf32, #rsp>) -> tensor<?x?xf32> {
  // expected-warning @below {{Storage type fallback detected}}
  // expected-remark @below {{operator = dot, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %y = stype.dot %x, %w : tensor<?x?xf32, #csr>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32>
  return %y : tensor<?x?xf32>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// dot, row 'csr_dense' (GPU: its own kernel): specialized on both targets.
// CHECK-LABEL: func.func @csr_dense
// CHECK-NOT:     stype.cast_storage
// CPU: operator = dot, input storage types = [csr, default], output storage types = [default], dispatch = specialized kernel, kernel 'csr_dense'
func.func @csr_dense(%x: tensor<?x?xf32, #csr>, %w: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-remark @below {{operator = dot, input storage types = [csr, default], output storage types = [default], dispatch = specialized kernel, kernel 'csr_dense'}}
  %y = stype.dot %x, %w : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %y : tensor<?x?xf32>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// sparse_retain, row 'rsp' (GPU: the CPU kernel, launched): specialized.
// CHECK-LABEL: func.func @retain
// CHECK-NOT:     stype.cast_storage
func.func @retain(%g: tensor<?x?xf32, #rsp>, %ids: tensor<?xi64>) -> tensor<?x?xf32, #rsp> {
  // expected-remark @below {{operator = sparse_retain, input storage types = [row_sparse, default], output storage types = [row_sparse], dispatch = specialized kernel, kernel 'rsp'}}
  %r = stype.sparse_retain %g, %ids : tensor<?x?xf32, #rsp>, tensor<?xi64> -> tensor<?x?xf32, #rsp>
  return %r : tensor<?x?xf32, #rsp>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// edge_id, row 'csr' (GPU: the CPU kernel on the host, between copies).
// CHECK-LABEL: func.func @edge_id
func.func @edge_id(%g: tensor<?x?xf32, #csr>, %u: tensor<?xi64>, %v: tensor<?xi64>) -> tensor<?xf32> {
  // expected-warning @below {{Host round trip detected}}
  // expected-remark @below {{operator = edge_id, input storage types = [csr, default, default], output storage types = [default], dispatch = host round trip (no GPU kernel), kernel 'csr'}}
  %e = stype.edge_id %g, %u, %v : tensor<?x?xf32, #csr>, tensor<?xi64>, tensor<?xi64> -> tensor<?xf32>
  return %e : tensor<?xf32>
}
