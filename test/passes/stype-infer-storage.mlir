// RUN: stype-opt %s --stype-infer-storage --verify-diagnostics --mlir-print-op-on-diagnostic=false | FileCheck %s

// Result storage kinds by MXNet's FInferStorageType (docs: mxnet-semantics
// §2-3), the function signature update, and the dense fallback rewrite with
// its "Storage type fallback detected" warning.  Result kinds written in the
// input are placeholders: the pass overwrites them (except for cast_storage).

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
#rsp3 = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : dense, k : dense), posWidth = 64, crdWidth = 64 }>

//===----------------------------------------------------------------------===//
// dot
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @dot_dense_dense(
// CHECK-SAME:    %[[A:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<8x6xf32>) -> tensor<4x6xf32> {
// CHECK-NEXT:    %[[R:.*]] = stype.dot %[[A]], %[[B]] : tensor<4x8xf32>, tensor<8x6xf32> -> tensor<4x6xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x6xf32>
func.func @dot_dense_dense(%a: tensor<4x8xf32>, %b: tensor<8x6xf32>) -> tensor<4x6xf32> {
  %r = stype.dot %a, %b : tensor<4x8xf32>, tensor<8x6xf32> -> tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// The placeholder row_sparse result is overwritten with default.
// CHECK-LABEL: func.func @dot_csr_dense(
// CHECK-SAME:    %[[X:.*]]: tensor<?x?xf32, #csr>, %[[W:.*]]: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:    %[[R:.*]] = stype.dot %[[X]], %[[W]] : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
// CHECK-NEXT:    return %[[R]] : tensor<?x?xf32>
func.func @dot_csr_dense(%x: tensor<?x?xf32, #csr>, %w: tensor<?x?xf32>) -> tensor<?x?xf32, #rsp> {
  %r = stype.dot %x, %w : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32, #rsp>
  return %r : tensor<?x?xf32, #rsp>
}

// CHECK-LABEL: func.func @dot_csr_rsp(
// CHECK-SAME:    %[[X:.*]]: tensor<8x16xf64, #csr>, %[[W:.*]]: tensor<16x4xf64, #row_sparse>) -> tensor<8x4xf64> {
// CHECK-NEXT:    %[[R:.*]] = stype.dot %[[X]], %[[W]] : tensor<8x16xf64, #csr>, tensor<16x4xf64, #row_sparse> -> tensor<8x4xf64>
// CHECK-NEXT:    return %[[R]]
func.func @dot_csr_rsp(%x: tensor<8x16xf64, #csr>, %w: tensor<16x4xf64, #rsp>) -> tensor<8x4xf64> {
  %r = stype.dot %x, %w : tensor<8x16xf64, #csr>, tensor<16x4xf64, #rsp> -> tensor<8x4xf64>
  return %r : tensor<8x4xf64>
}

// dot(csr^T, dense) -> row_sparse, with a kernel: the signature changes.
// CHECK-LABEL: func.func @dot_csr_t_dense(
// CHECK-SAME:    %[[X:.*]]: tensor<?x?xf32, #csr>, %[[DY:.*]]: tensor<?x?xf32>) -> tensor<?x?xf32, #row_sparse> {
// CHECK-NEXT:    %[[G:.*]] = stype.dot %[[X]], %[[DY]] {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32, #row_sparse>
// CHECK-NEXT:    return %[[G]] : tensor<?x?xf32, #row_sparse>
func.func @dot_csr_t_dense(%x: tensor<?x?xf32, #csr>, %dy: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %g = stype.dot %x, %dy {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %g : tensor<?x?xf32>
}

// dot(csr^T, row_sparse) -> row_sparse, with a kernel.
// CHECK-LABEL: func.func @dot_csr_t_rsp(
// CHECK-SAME:    %[[X:.*]]: tensor<8x16xf32, #csr>, %[[DY:.*]]: tensor<8x4xf32, #row_sparse>) -> tensor<16x4xf32, #row_sparse> {
// CHECK-NEXT:    %[[R:.*]] = stype.dot %[[X]], %[[DY]] {transpose_a} : tensor<8x16xf32, #csr>, tensor<8x4xf32, #row_sparse> -> tensor<16x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<16x4xf32, #row_sparse>
func.func @dot_csr_t_rsp(%x: tensor<8x16xf32, #csr>, %dy: tensor<8x4xf32, #rsp>) -> tensor<16x4xf32> {
  %g = stype.dot %x, %dy {transpose_a} : tensor<8x16xf32, #csr>, tensor<8x4xf32, #rsp> -> tensor<16x4xf32>
  return %g : tensor<16x4xf32>
}

// dot(dense, csr) -> csr, with a kernel (MXNet's CPU kernel).
// CHECK-LABEL: func.func @dot_dense_csr(
// CHECK-SAME:    %[[D:.*]]: tensor<4x8xf32>, %[[C:.*]]: tensor<8x6xf32, #csr>) -> tensor<4x6xf32, #csr> {
// CHECK-NEXT:    %[[R:.*]] = stype.dot %[[D]], %[[C]] : tensor<4x8xf32>, tensor<8x6xf32, #csr> -> tensor<4x6xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x6xf32, #csr>
func.func @dot_dense_csr(%d: tensor<4x8xf32>, %c: tensor<8x6xf32, #csr>) -> tensor<4x6xf32> {
  %r = stype.dot %d, %c : tensor<4x8xf32>, tensor<8x6xf32, #csr> -> tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// csr lhs with transpose_b, a row_sparse lhs, csr x csr and a transposed dense
// lhs with a csr rhs all fall back to a default result.
// CHECK-LABEL: func.func @dot_fallback_default(
// CHECK-SAME:    %[[C:.*]]: tensor<4x4xf32, #csr>, %[[D:.*]]: tensor<4x4xf32>, %[[R:.*]]: tensor<4x4xf32, #row_sparse>)
// CHECK-SAME:    -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>)
// CHECK:         %[[C0:.*]] = stype.cast_storage %[[C]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A:.*]] = stype.dot %[[C0]], %[[D]] {transpose_b} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[R0:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[B:.*]] = stype.dot %[[R0]], %[[D]] : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[C1:.*]] = stype.cast_storage %[[C]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[C2:.*]] = stype.cast_storage %[[C]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[E:.*]] = stype.dot %[[C1]], %[[C2]] : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[C3:.*]] = stype.cast_storage %[[C]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.dot %[[D]], %[[C3]] {transpose_a} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[A]], %[[B]], %[[E]], %[[F]] : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
func.func @dot_fallback_default(%c: tensor<4x4xf32, #csr>, %d: tensor<4x4xf32>, %r: tensor<4x4xf32, #rsp>)
    -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  // expected-warning-re @below {{input storage types = [csr, default]{{.}}output storage types = [default]{{.}}params = {"transpose_b" : unit}}}
  %a = stype.dot %c, %d {transpose_b} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  // expected-warning-re @below {{input storage types = [row_sparse, default]{{.}}output storage types = [default]}}
  %b = stype.dot %r, %d : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  // expected-warning-re @below {{input storage types = [csr, csr]{{.}}output storage types = [default]}}
  %e = stype.dot %c, %c : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // expected-warning-re @below {{input storage types = [default, csr]{{.}}output storage types = [default]{{.}}params = {"transpose_a" : unit}}}
  %f = stype.dot %d, %c {transpose_a} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %a, %b, %e, %f : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}

// forward_stype is the result kind: met by a kernel (csr^T x dense ->
// row_sparse), or unmet, then a fallback with the hinted result kind.
// CHECK-LABEL: func.func @dot_forward_stype(
// CHECK-SAME:    %[[C:.*]]: tensor<4x4xf32, #csr>, %[[D:.*]]: tensor<4x4xf32>)
// CHECK-SAME:    -> (tensor<4x4xf32, #row_sparse>, tensor<4x4xf32>, tensor<4x4xf32, #row_sparse>, tensor<4x4xf32>, tensor<4x4xf32, #csr>)
// CHECK-NEXT:    %[[A:.*]] = stype.dot %[[C]], %[[D]] {forward_stype = #stype.storage<row_sparse>, transpose_a} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    %[[B:.*]] = stype.dot %[[C]], %[[D]] {forward_stype = #stype.storage<default>, transpose_a} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[E0:.*]] = stype.dot %[[D]], %[[D]] {forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[E:.*]] = stype.cast_storage %[[E0]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    %[[F:.*]] = stype.dot %[[D]], %[[C]] {forward_stype = #stype.storage<default>} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[G0:.*]] = stype.dot %[[D]], %[[D]] {forward_stype = #stype.storage<csr>} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[G:.*]] = stype.cast_storage %[[G0]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[A]], %[[B]], %[[E]], %[[F]], %[[G]]
func.func @dot_forward_stype(%c: tensor<4x4xf32, #csr>, %d: tensor<4x4xf32>)
    -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %a = stype.dot %c, %d {transpose_a, forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  %b = stype.dot %c, %d {transpose_a, forward_stype = #stype.storage<default>} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  // expected-warning-re @below {{input storage types = [default, default]{{.}}output storage types = [row_sparse]}}
  %e = stype.dot %d, %d {forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  %f = stype.dot %d, %c {forward_stype = #stype.storage<default>} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // expected-warning-re @below {{input storage types = [default, default]{{.}}output storage types = [csr]}}
  %g = stype.dot %d, %d {forward_stype = #stype.storage<csr>} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %a, %b, %e, %f, %g : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}

//===----------------------------------------------------------------------===//
// elemwise_add / elemwise_sub
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @elemwise_kernels(
// CHECK-SAME:    %[[D:.*]]: tensor<?x?xf32>, %[[R:.*]]: tensor<?x?xf32, #row_sparse>, %[[R3:.*]]: tensor<?x2x3xf64, #row_sparse3>)
// CHECK-SAME:    -> (tensor<?x?xf32>, tensor<?x?xf32, #row_sparse>, tensor<?x?xf32, #row_sparse>, tensor<?x2x3xf64, #row_sparse3>)
// CHECK-NEXT:    %[[A:.*]] = stype.elemwise_add %[[D]], %[[D]] : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
// CHECK-NEXT:    %[[B:.*]] = stype.elemwise_add %[[R]], %[[R]] : tensor<?x?xf32, #row_sparse>, tensor<?x?xf32, #row_sparse> -> tensor<?x?xf32, #row_sparse>
// CHECK-NEXT:    %[[S:.*]] = stype.elemwise_sub %[[B]], %[[R]] : tensor<?x?xf32, #row_sparse>, tensor<?x?xf32, #row_sparse> -> tensor<?x?xf32, #row_sparse>
// CHECK-NEXT:    %[[T:.*]] = stype.elemwise_sub %[[R3]], %[[R3]] : tensor<?x2x3xf64, #row_sparse3>, tensor<?x2x3xf64, #row_sparse3> -> tensor<?x2x3xf64, #row_sparse3>
// CHECK-NEXT:    return %[[A]], %[[B]], %[[S]], %[[T]]
func.func @elemwise_kernels(%d: tensor<?x?xf32>, %r: tensor<?x?xf32, #rsp>, %r3: tensor<?x2x3xf64, #rsp3>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x2x3xf64>) {
  %a = stype.elemwise_add %d, %d : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  %b = stype.elemwise_add %r, %r : tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32>
  %s = stype.elemwise_sub %b, %r : tensor<?x?xf32>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32>
  %t = stype.elemwise_sub %r3, %r3 : tensor<?x2x3xf64, #rsp3>, tensor<?x2x3xf64, #rsp3> -> tensor<?x2x3xf64>
  return %a, %b, %s, %t : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x2x3xf64>
}

// elemwise_add(row_sparse, csr) -> default via fallback (MXNet has no kernel
// for the mixed sparse pair).
// CHECK-LABEL: func.func @elemwise_add_rsp_csr(
// CHECK-SAME:    %[[A:.*]]: tensor<4x4xf32, #row_sparse>, %[[B:.*]]: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
// CHECK-NEXT:    %[[AD:.*]] = stype.cast_storage %[[A]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[BD:.*]] = stype.cast_storage %[[B]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[R:.*]] = stype.elemwise_add %[[AD]], %[[BD]] : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @elemwise_add_rsp_csr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = elemwise_add{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type will be dispatched for execution. Temporary dense tensors are generated in order to execute the operator. This does not affect the correctness of the program. Use --stype-infer-storage=fallback-warnings=0 to suppress this warning.}}
  %r = stype.elemwise_add %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// csr + csr -> csr, default - row_sparse and row_sparse - default -> default
// have kernels (MXNet's CPU FComputeEx); row_sparse + csr falls back.
// CHECK-LABEL: func.func @elemwise_mixed(
// CHECK-SAME:    %[[C:.*]]: tensor<4x4xf64, #csr>, %[[D:.*]]: tensor<4x4xf64>, %[[R:.*]]: tensor<4x4xf64, #row_sparse>)
// CHECK-SAME:    -> (tensor<4x4xf64, #csr>, tensor<4x4xf64>, tensor<4x4xf64>, tensor<4x4xf64>)
// CHECK-NEXT:    %[[A:.*]] = stype.elemwise_add %[[C]], %[[C]] : tensor<4x4xf64, #csr>, tensor<4x4xf64, #csr> -> tensor<4x4xf64, #csr>
// CHECK-NEXT:    %[[B:.*]] = stype.elemwise_sub %[[D]], %[[R]] : tensor<4x4xf64>, tensor<4x4xf64, #row_sparse> -> tensor<4x4xf64>
// CHECK-NEXT:    %[[R1:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf64, #row_sparse> to tensor<4x4xf64>
// CHECK-NEXT:    %[[C2:.*]] = stype.cast_storage %[[C]] : tensor<4x4xf64, #csr> to tensor<4x4xf64>
// CHECK-NEXT:    %[[E:.*]] = stype.elemwise_add %[[R1]], %[[C2]] : tensor<4x4xf64>, tensor<4x4xf64> -> tensor<4x4xf64>
// CHECK-NEXT:    %[[F:.*]] = stype.elemwise_sub %[[R]], %[[D]] : tensor<4x4xf64, #row_sparse>, tensor<4x4xf64> -> tensor<4x4xf64>
// CHECK-NEXT:    return %[[A]], %[[B]], %[[E]], %[[F]]
func.func @elemwise_mixed(%c: tensor<4x4xf64, #csr>, %d: tensor<4x4xf64>, %r: tensor<4x4xf64, #rsp>)
    -> (tensor<4x4xf64>, tensor<4x4xf64>, tensor<4x4xf64>, tensor<4x4xf64>) {
  %a = stype.elemwise_add %c, %c : tensor<4x4xf64, #csr>, tensor<4x4xf64, #csr> -> tensor<4x4xf64>
  %b = stype.elemwise_sub %d, %r : tensor<4x4xf64>, tensor<4x4xf64, #rsp> -> tensor<4x4xf64>
  // expected-warning-re @below {{operator = elemwise_add{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]}}
  %e = stype.elemwise_add %r, %c : tensor<4x4xf64, #rsp>, tensor<4x4xf64, #csr> -> tensor<4x4xf64>
  %f = stype.elemwise_sub %r, %d : tensor<4x4xf64, #rsp>, tensor<4x4xf64> -> tensor<4x4xf64>
  return %a, %b, %e, %f : tensor<4x4xf64>, tensor<4x4xf64>, tensor<4x4xf64>, tensor<4x4xf64>
}

//===----------------------------------------------------------------------===//
// cast_storage and sparse_retain
//===----------------------------------------------------------------------===//

// cast_storage keeps its result kind; csr -> row_sparse (unsupported in MXNet)
// has a direct kernel.
// CHECK-LABEL: func.func @cast_storage(
// CHECK-SAME:    %[[D:.*]]: tensor<?x?xf32>, %[[C:.*]]: tensor<?x?xf32, #csr>)
// CHECK-SAME:    -> (tensor<?x?xf32, #csr>, tensor<?x?xf32, #row_sparse>)
// CHECK-NEXT:    %[[A:.*]] = stype.cast_storage %[[D]] : tensor<?x?xf32> to tensor<?x?xf32, #csr>
// CHECK-NEXT:    %[[B:.*]] = stype.cast_storage %[[C]] : tensor<?x?xf32, #csr> to tensor<?x?xf32, #row_sparse>
// CHECK-NEXT:    return %[[A]], %[[B]]
func.func @cast_storage(%d: tensor<?x?xf32>, %c: tensor<?x?xf32, #csr>)
    -> (tensor<?x?xf32, #csr>, tensor<?x?xf32, #rsp>) {
  %a = stype.cast_storage %d : tensor<?x?xf32> to tensor<?x?xf32, #csr>
  %b = stype.cast_storage %c : tensor<?x?xf32, #csr> to tensor<?x?xf32, #rsp>
  return %a, %b : tensor<?x?xf32, #csr>, tensor<?x?xf32, #rsp>
}

// CHECK-LABEL: func.func @sparse_retain(
// CHECK-SAME:    %[[W:.*]]: tensor<?x?xf32, #row_sparse>, %[[W3:.*]]: tensor<?x2x3xf64, #row_sparse3>, %[[IDS:.*]]: tensor<?xi64>)
// CHECK-SAME:    -> (tensor<?x?xf32, #row_sparse>, tensor<?x2x3xf64, #row_sparse3>)
// CHECK-NEXT:    %[[A:.*]] = stype.sparse_retain %[[W]], %[[IDS]] : tensor<?x?xf32, #row_sparse>, tensor<?xi64> -> tensor<?x?xf32, #row_sparse>
// CHECK-NEXT:    %[[B:.*]] = stype.sparse_retain %[[W3]], %[[IDS]] : tensor<?x2x3xf64, #row_sparse3>, tensor<?xi64> -> tensor<?x2x3xf64, #row_sparse3>
// CHECK-NEXT:    return %[[A]], %[[B]]
func.func @sparse_retain(%w: tensor<?x?xf32, #rsp>, %w3: tensor<?x2x3xf64, #rsp3>, %ids: tensor<?xi64>)
    -> (tensor<?x?xf32>, tensor<?x2x3xf64>) {
  %a = stype.sparse_retain %w, %ids : tensor<?x?xf32, #rsp>, tensor<?xi64> -> tensor<?x?xf32>
  %b = stype.sparse_retain %w3, %ids : tensor<?x2x3xf64, #rsp3>, tensor<?xi64> -> tensor<?x2x3xf64>
  return %a, %b : tensor<?x?xf32>, tensor<?x2x3xf64>
}

//===----------------------------------------------------------------------===//
// sgd_update
//===----------------------------------------------------------------------===//

// (default, default) -> default, (default, row_sparse) -> default,
// (row_sparse, row_sparse) -> row_sparse: kernels.
// CHECK-LABEL: func.func @sgd_kernels(
// CHECK-SAME:    %[[W:.*]]: tensor<?x?xf32>, %[[GD:.*]]: tensor<?x?xf32>, %[[G:.*]]: tensor<?x?xf32, #row_sparse>, %[[WR:.*]]: tensor<?x?xf32, #row_sparse>)
// CHECK-SAME:    -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32, #row_sparse>)
// CHECK-NEXT:    %[[A:.*]] = stype.sgd_update %[[W]], %[[GD]] {lr = 1.000000e-01 : f64} : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
// CHECK-NEXT:    %[[B:.*]] = stype.sgd_update %[[A]], %[[G]] {lr = 1.000000e-01 : f64} : tensor<?x?xf32>, tensor<?x?xf32, #row_sparse> -> tensor<?x?xf32>
// CHECK-NEXT:    %[[E:.*]] = stype.sgd_update %[[WR]], %[[G]] {lazy_update = false, lr = 1.000000e-01 : f64} : tensor<?x?xf32, #row_sparse>, tensor<?x?xf32, #row_sparse> -> tensor<?x?xf32, #row_sparse>
// CHECK-NEXT:    return %[[A]], %[[B]], %[[E]]
func.func @sgd_kernels(%w: tensor<?x?xf32>, %gd: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %wr: tensor<?x?xf32, #rsp>)
    -> (tensor<?x?xf32, #rsp>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %a = stype.sgd_update %w, %gd {lr = 0.1 : f64} : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32, #rsp>
  %b = stype.sgd_update %a, %g {lr = 0.1 : f64} : tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32>
  %e = stype.sgd_update %wr, %g {lr = 0.1 : f64, lazy_update = false} : tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32>
  return %a, %b, %e : tensor<?x?xf32, #rsp>, tensor<?x?xf32>, tensor<?x?xf32>
}

// The weight's kind is the result kind; (row_sparse, default) and
// (default, csr) fall back.
// CHECK-LABEL: func.func @sgd_fallbacks(
// CHECK-SAME:    %[[WR:.*]]: tensor<8x4xf32, #row_sparse>, %[[GD:.*]]: tensor<8x4xf32>, %[[W:.*]]: tensor<8x4xf32>, %[[GC:.*]]: tensor<8x4xf32, #csr>)
// CHECK-SAME:    -> (tensor<8x4xf32, #row_sparse>, tensor<8x4xf32>)
// CHECK-NEXT:    %[[WR0:.*]] = stype.cast_storage %[[WR]] : tensor<8x4xf32, #row_sparse> to tensor<8x4xf32>
// CHECK-NEXT:    %[[A0:.*]] = stype.sgd_update %[[WR0]], %[[GD]] {lr = 1.000000e-01 : f64} : tensor<8x4xf32>, tensor<8x4xf32> -> tensor<8x4xf32>
// CHECK-NEXT:    %[[A:.*]] = stype.cast_storage %[[A0]] : tensor<8x4xf32> to tensor<8x4xf32, #row_sparse>
// CHECK-NEXT:    %[[GC0:.*]] = stype.cast_storage %[[GC]] : tensor<8x4xf32, #csr> to tensor<8x4xf32>
// CHECK-NEXT:    %[[B:.*]] = stype.sgd_update %[[W]], %[[GC0]] {lr = 1.000000e-01 : f64} : tensor<8x4xf32>, tensor<8x4xf32> -> tensor<8x4xf32>
// CHECK-NEXT:    return %[[A]], %[[B]]
func.func @sgd_fallbacks(%wr: tensor<8x4xf32, #rsp>, %gd: tensor<8x4xf32>, %w: tensor<8x4xf32>, %gc: tensor<8x4xf32, #csr>)
    -> (tensor<8x4xf32>, tensor<8x4xf32>) {
  // expected-warning-re @below {{operator = sgd_update{{.}}input storage types = [row_sparse, default]{{.}}output storage types = [row_sparse]{{.}}params = {"clip_gradient" : -1.000000e+00 : f64, "lazy_update" : true, "lr" : 1.000000e-01 : f64}}}
  %a = stype.sgd_update %wr, %gd {lr = 0.1 : f64} : tensor<8x4xf32, #rsp>, tensor<8x4xf32> -> tensor<8x4xf32>
  // expected-warning-re @below {{operator = sgd_update{{.}}input storage types = [default, csr]{{.}}output storage types = [default]}}
  %b = stype.sgd_update %w, %gc {lr = 0.1 : f64} : tensor<8x4xf32>, tensor<8x4xf32, #csr> -> tensor<8x4xf32>
  return %a, %b : tensor<8x4xf32>, tensor<8x4xf32>
}

//===----------------------------------------------------------------------===//
// sgd_mom_update
//===----------------------------------------------------------------------===//

// (D,D,D) -> (D,D), (D,R,D) -> (D,D), (R,R,R) -> (R,R), (R,R,D) -> (R,D).
// CHECK-LABEL: func.func @sgd_mom_kernels(
// CHECK-SAME:    %[[W:.*]]: tensor<?x?xf32>, %[[GD:.*]]: tensor<?x?xf32>, %[[M:.*]]: tensor<?x?xf32>, %[[G:.*]]: tensor<?x?xf32, #row_sparse>, %[[WR:.*]]: tensor<?x?xf32, #row_sparse>, %[[MR:.*]]: tensor<?x?xf32, #row_sparse>)
// CHECK-SAME:    -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32, #row_sparse>, tensor<?x?xf32, #row_sparse>, tensor<?x?xf32, #row_sparse>, tensor<?x?xf32>)
// CHECK-NEXT:    %[[W1:.*]], %[[M1:.*]] = stype.sgd_mom_update %[[W]], %[[GD]], %[[M]] {{.*}} : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
// CHECK-NEXT:    %[[W2:.*]], %[[M2:.*]] = stype.sgd_mom_update %[[W1]], %[[G]], %[[M1]] {{.*}} : tensor<?x?xf32>, tensor<?x?xf32, #row_sparse>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
// CHECK-NEXT:    %[[W3:.*]], %[[M3:.*]] = stype.sgd_mom_update %[[WR]], %[[G]], %[[MR]] {{.*}} : tensor<?x?xf32, #row_sparse>, tensor<?x?xf32, #row_sparse>, tensor<?x?xf32, #row_sparse> -> tensor<?x?xf32, #row_sparse>, tensor<?x?xf32, #row_sparse>
// CHECK-NEXT:    %[[W4:.*]], %[[M4:.*]] = stype.sgd_mom_update %[[W3]], %[[G]], %[[M]] {{.*}} : tensor<?x?xf32, #row_sparse>, tensor<?x?xf32, #row_sparse>, tensor<?x?xf32> -> tensor<?x?xf32, #row_sparse>, tensor<?x?xf32>
// CHECK-NEXT:    return %[[W1]], %[[M1]], %[[W2]], %[[M2]], %[[W3]], %[[M3]], %[[W4]], %[[M4]]
func.func @sgd_mom_kernels(%w: tensor<?x?xf32>, %gd: tensor<?x?xf32>, %m: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>,
                           %wr: tensor<?x?xf32, #rsp>, %mr: tensor<?x?xf32, #rsp>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp>,
        tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %w1, %m1 = stype.sgd_mom_update %w, %gd, %m {lr = 0.1 : f64, momentum = 0.9 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  %w2, %m2 = stype.sgd_mom_update %w1, %g, %m1 {lr = 0.1 : f64, momentum = 0.9 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32> -> tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp>
  %w3, %m3 = stype.sgd_mom_update %wr, %g, %mr {lr = 0.1 : f64, momentum = 0.9 : f64}
      : tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32>, tensor<?x?xf32>
  %w4, %m4 = stype.sgd_mom_update %w3, %g, %m {lr = 0.1 : f64, momentum = 0.9 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  return %w1, %m1, %w2, %m2, %w3, %m3, %w4, %m4
      : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp>,
        tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// (D,R,R): a row_sparse state with a dense weight has no kernel; the results
// keep the weight's and the state's kinds.  (D,C,D) falls back too.
// CHECK-LABEL: func.func @sgd_mom_fallbacks(
// CHECK-SAME:    %[[W:.*]]: tensor<8x4xf64>, %[[G:.*]]: tensor<8x4xf64, #row_sparse>, %[[MR:.*]]: tensor<8x4xf64, #row_sparse>, %[[GC:.*]]: tensor<8x4xf64, #csr>, %[[M:.*]]: tensor<8x4xf64>)
// CHECK-SAME:    -> (tensor<8x4xf64>, tensor<8x4xf64, #row_sparse>, tensor<8x4xf64>, tensor<8x4xf64>)
// CHECK-NEXT:    %[[G0:.*]] = stype.cast_storage %[[G]] : tensor<8x4xf64, #row_sparse> to tensor<8x4xf64>
// CHECK-NEXT:    %[[MR0:.*]] = stype.cast_storage %[[MR]] : tensor<8x4xf64, #row_sparse> to tensor<8x4xf64>
// CHECK-NEXT:    %[[W1:.*]], %[[M1D:.*]] = stype.sgd_mom_update %[[W]], %[[G0]], %[[MR0]] {{.*}} : tensor<8x4xf64>, tensor<8x4xf64>, tensor<8x4xf64> -> tensor<8x4xf64>, tensor<8x4xf64>
// CHECK-NEXT:    %[[M1:.*]] = stype.cast_storage %[[M1D]] : tensor<8x4xf64> to tensor<8x4xf64, #row_sparse>
// CHECK-NEXT:    %[[GC0:.*]] = stype.cast_storage %[[GC]] : tensor<8x4xf64, #csr> to tensor<8x4xf64>
// CHECK-NEXT:    %[[W2:.*]], %[[M2:.*]] = stype.sgd_mom_update %[[W]], %[[GC0]], %[[M]] {{.*}} : tensor<8x4xf64>, tensor<8x4xf64>, tensor<8x4xf64> -> tensor<8x4xf64>, tensor<8x4xf64>
// CHECK-NEXT:    return %[[W1]], %[[M1]], %[[W2]], %[[M2]]
func.func @sgd_mom_fallbacks(%w: tensor<8x4xf64>, %g: tensor<8x4xf64, #rsp>, %mr: tensor<8x4xf64, #rsp>,
                             %gc: tensor<8x4xf64, #csr>, %m: tensor<8x4xf64>)
    -> (tensor<8x4xf64>, tensor<8x4xf64>, tensor<8x4xf64>, tensor<8x4xf64>) {
  // expected-warning-re @below {{operator = sgd_mom_update{{.}}input storage types = [default, row_sparse, row_sparse]{{.}}output storage types = [default, row_sparse]{{.}}params = {"clip_gradient" : -1.000000e+00 : f64, "lazy_update" : true, "lr" : 1.000000e-01 : f64, "momentum" : 9.000000e-01 : f64}}}
  %w1, %m1 = stype.sgd_mom_update %w, %g, %mr {lr = 0.1 : f64, momentum = 0.9 : f64}
      : tensor<8x4xf64>, tensor<8x4xf64, #rsp>, tensor<8x4xf64, #rsp> -> tensor<8x4xf64>, tensor<8x4xf64>
  // expected-warning-re @below {{operator = sgd_mom_update{{.}}input storage types = [default, csr, default]{{.}}output storage types = [default, default]}}
  %w2, %m2 = stype.sgd_mom_update %w, %gc, %m {lr = 0.1 : f64, momentum = 0.9 : f64}
      : tensor<8x4xf64>, tensor<8x4xf64, #csr>, tensor<8x4xf64> -> tensor<8x4xf64>, tensor<8x4xf64>
  return %w1, %m1, %w2, %m2 : tensor<8x4xf64>, tensor<8x4xf64>, tensor<8x4xf64>, tensor<8x4xf64>
}

// (R,D,R): a dense gradient for a row_sparse weight falls back; both results
// are cast back to row_sparse.
// CHECK-LABEL: func.func @sgd_mom_rsp_weight_dense_grad(
// CHECK-SAME:    %[[W:.*]]: tensor<8x4xf32, #row_sparse>, %[[G:.*]]: tensor<8x4xf32>, %[[M:.*]]: tensor<8x4xf32, #row_sparse>)
// CHECK-SAME:    -> (tensor<8x4xf32, #row_sparse>, tensor<8x4xf32, #row_sparse>)
// CHECK-NEXT:    %[[W0:.*]] = stype.cast_storage %[[W]] : tensor<8x4xf32, #row_sparse> to tensor<8x4xf32>
// CHECK-NEXT:    %[[M0:.*]] = stype.cast_storage %[[M]] : tensor<8x4xf32, #row_sparse> to tensor<8x4xf32>
// CHECK-NEXT:    %[[W1D:.*]], %[[M1D:.*]] = stype.sgd_mom_update %[[W0]], %[[G]], %[[M0]] {{.*}} : tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32> -> tensor<8x4xf32>, tensor<8x4xf32>
// CHECK-DAG:     %[[W1:.*]] = stype.cast_storage %[[W1D]] : tensor<8x4xf32> to tensor<8x4xf32, #row_sparse>
// CHECK-DAG:     %[[M1:.*]] = stype.cast_storage %[[M1D]] : tensor<8x4xf32> to tensor<8x4xf32, #row_sparse>
// CHECK:         return %[[W1]], %[[M1]]
func.func @sgd_mom_rsp_weight_dense_grad(%w: tensor<8x4xf32, #rsp>, %g: tensor<8x4xf32>, %m: tensor<8x4xf32, #rsp>)
    -> (tensor<8x4xf32>, tensor<8x4xf32>) {
  // expected-warning-re @below {{input storage types = [row_sparse, default, row_sparse]{{.}}output storage types = [row_sparse, row_sparse]}}
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.1 : f64, momentum = 0.9 : f64}
      : tensor<8x4xf32, #rsp>, tensor<8x4xf32>, tensor<8x4xf32, #rsp> -> tensor<8x4xf32>, tensor<8x4xf32>
  return %w1, %m1 : tensor<8x4xf32>, tensor<8x4xf32>
}

//===----------------------------------------------------------------------===//
// A training step: kinds flow from op to op, into the signature.
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @train_step(
// CHECK-SAME:    %[[X:.*]]: tensor<?x?xf32, #csr>, %[[W:.*]]: tensor<?x?xf32>, %[[DY:.*]]: tensor<?x?xf32>)
// CHECK-SAME:    -> (tensor<?x?xf32>, tensor<?x?xf32, #row_sparse>, tensor<?x?xf32>)
// CHECK-NEXT:    %[[Y:.*]] = stype.dot %[[X]], %[[W]] : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
// CHECK-NEXT:    %[[G:.*]] = stype.dot %[[X]], %[[DY]] {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32, #row_sparse>
// CHECK-NEXT:    %[[W1:.*]] = stype.sgd_update %[[W]], %[[G]] {lr = 1.000000e-01 : f64} : tensor<?x?xf32>, tensor<?x?xf32, #row_sparse> -> tensor<?x?xf32>
// CHECK-NEXT:    return %[[Y]], %[[G]], %[[W1]] : tensor<?x?xf32>, tensor<?x?xf32, #row_sparse>, tensor<?x?xf32>
func.func @train_step(%x: tensor<?x?xf32, #csr>, %w: tensor<?x?xf32>, %dy: tensor<?x?xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %y = stype.dot %x, %w : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  %g = stype.dot %x, %dy {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  %w1 = stype.sgd_update %w, %g {lr = 0.1 : f64} : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %y, %g, %w1 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

// A csr weight has no optimizer kernel: MXNet's test_sgd case falls back to
// the dense update and casts the result back to csr.
// CHECK-LABEL: func.func @sgd_csr_weight_fallback(
// CHECK-SAME:    -> tensor<4x4xf32, #csr>
// CHECK:         %[[W:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK:         %[[G:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK:         %[[R:.*]] = stype.sgd_update %[[W]], %[[G]]
// CHECK-SAME:      -> tensor<4x4xf32>
// CHECK:         stype.cast_storage %[[R]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
#csr_w = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @sgd_csr_weight_fallback(%w: tensor<4x4xf32, #csr_w>, %g: tensor<4x4xf32, #csr_w>) -> tensor<4x4xf32> {
  // expected-warning @below {{Storage type fallback detected}}
  %r = stype.sgd_update %w, %g {lr = 0.1 : f64} : tensor<4x4xf32, #csr_w>, tensor<4x4xf32, #csr_w> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
