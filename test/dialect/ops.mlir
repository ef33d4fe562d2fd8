// RUN: stype-opt %s | FileCheck %s
// RUN: stype-opt %s --mlir-print-op-generic | stype-opt | FileCheck %s

// Round trip of every stype op in the storage-kind combinations that have a
// kernel or an MXNet rule, in f32 and f64, with static and dynamic dims and a
// 3-D row_sparse tensor.  The printer abbreviates the encodings.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
#rsp3 = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : dense, k : dense), posWidth = 64, crdWidth = 64 }>

// CHECK-DAG: #csr = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed), posWidth = 64, crdWidth = 64 }>
// CHECK-DAG: #row_sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : dense), posWidth = 64, crdWidth = 64 }>
// CHECK-DAG: #row_sparse3 = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : compressed, d1 : dense, d2 : dense), posWidth = 64, crdWidth = 64 }>

//===----------------------------------------------------------------------===//
// cast_storage
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @cast_dense_to_sparse(
// CHECK-SAME:    %[[X:.*]]: tensor<?x?xf32>)
// CHECK:         %[[R:.*]] = stype.cast_storage %[[X]] : tensor<?x?xf32> to tensor<?x?xf32, #row_sparse>
// CHECK:         %[[C:.*]] = stype.cast_storage %[[X]] : tensor<?x?xf32> to tensor<?x?xf32, #csr>
// CHECK:         return %[[R]], %[[C]]
func.func @cast_dense_to_sparse(%x: tensor<?x?xf32>)
    -> (tensor<?x?xf32, #rsp>, tensor<?x?xf32, #csr>) {
  %r = stype.cast_storage %x : tensor<?x?xf32> to tensor<?x?xf32, #rsp>
  %c = stype.cast_storage %x : tensor<?x?xf32> to tensor<?x?xf32, #csr>
  return %r, %c : tensor<?x?xf32, #rsp>, tensor<?x?xf32, #csr>
}

// CHECK-LABEL: func.func @cast_sparse_to_dense_f64(
// CHECK-SAME:    %[[R:.*]]: tensor<4x8xf64, #row_sparse>, %[[C:.*]]: tensor<4x8xf64, #csr>)
// CHECK:         %[[A:.*]] = stype.cast_storage %[[R]] : tensor<4x8xf64, #row_sparse> to tensor<4x8xf64>
// CHECK:         %[[B:.*]] = stype.cast_storage %[[C]] : tensor<4x8xf64, #csr> to tensor<4x8xf64>
// CHECK:         return %[[A]], %[[B]]
func.func @cast_sparse_to_dense_f64(%r: tensor<4x8xf64, #rsp>, %c: tensor<4x8xf64, #csr>)
    -> (tensor<4x8xf64>, tensor<4x8xf64>) {
  %a = stype.cast_storage %r : tensor<4x8xf64, #rsp> to tensor<4x8xf64>
  %b = stype.cast_storage %c : tensor<4x8xf64, #csr> to tensor<4x8xf64>
  return %a, %b : tensor<4x8xf64>, tensor<4x8xf64>
}

// Dynamic and static dims may be mixed: the verifier only needs them to be
// compatible.
// CHECK-LABEL: func.func @cast_rsp3_and_mixed_dims(
// CHECK-SAME:    %[[X:.*]]: tensor<?x4x5xf32>, %[[Y:.*]]: tensor<3x?xf64, #csr>)
// CHECK:         %[[A:.*]] = stype.cast_storage %[[X]] : tensor<?x4x5xf32> to tensor<?x4x5xf32, #row_sparse3>
// CHECK:         %[[B:.*]] = stype.cast_storage %[[A]] : tensor<?x4x5xf32, #row_sparse3> to tensor<7x4x5xf32>
// CHECK:         %[[C:.*]] = stype.cast_storage %[[Y]] : tensor<3x?xf64, #csr> to tensor<?x6xf64, #row_sparse>
// CHECK:         return %[[B]], %[[C]]
func.func @cast_rsp3_and_mixed_dims(%x: tensor<?x4x5xf32>, %y: tensor<3x?xf64, #csr>)
    -> (tensor<7x4x5xf32>, tensor<?x6xf64, #rsp>) {
  %a = stype.cast_storage %x : tensor<?x4x5xf32> to tensor<?x4x5xf32, #rsp3>
  %b = stype.cast_storage %a : tensor<?x4x5xf32, #rsp3> to tensor<7x4x5xf32>
  %c = stype.cast_storage %y : tensor<3x?xf64, #csr> to tensor<?x6xf64, #rsp>
  return %b, %c : tensor<7x4x5xf32>, tensor<?x6xf64, #rsp>
}

// A cast to the same type parses and prints (it folds away only under
// canonicalization, see canonicalize.mlir).
// CHECK-LABEL: func.func @cast_same_kind(
// CHECK-SAME:    %[[X:.*]]: tensor<?x?xf32, #csr>)
// CHECK:         %[[A:.*]] = stype.cast_storage %[[X]] : tensor<?x?xf32, #csr> to tensor<?x?xf32, #csr>
// CHECK:         return %[[A]]
func.func @cast_same_kind(%x: tensor<?x?xf32, #csr>) -> tensor<?x?xf32, #csr> {
  %a = stype.cast_storage %x : tensor<?x?xf32, #csr> to tensor<?x?xf32, #csr>
  return %a : tensor<?x?xf32, #csr>
}

//===----------------------------------------------------------------------===//
// dot
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @dot_dense_dense_f64(
// CHECK-SAME:    %[[A:.*]]: tensor<3x4xf64>, %[[B:.*]]: tensor<5x4xf64>, %[[C:.*]]: tensor<3x5xf64>)
// CHECK:         %[[R:.*]] = stype.dot %[[A]], %[[B]] {transpose_b} : tensor<3x4xf64>, tensor<5x4xf64> -> tensor<3x5xf64>
// CHECK:         %[[S:.*]] = stype.dot %[[B]], %[[C]] {transpose_a, transpose_b} : tensor<5x4xf64>, tensor<3x5xf64> -> tensor<4x3xf64>
// CHECK:         %[[T:.*]] = stype.dot %[[B]], %[[B]] {transpose_a} : tensor<5x4xf64>, tensor<5x4xf64> -> tensor<?x4xf64>
// CHECK:         return %[[R]], %[[S]], %[[T]]
func.func @dot_dense_dense_f64(%a: tensor<3x4xf64>, %b: tensor<5x4xf64>, %c: tensor<3x5xf64>)
    -> (tensor<3x5xf64>, tensor<4x3xf64>, tensor<?x4xf64>) {
  %r = stype.dot %a, %b {transpose_b} : tensor<3x4xf64>, tensor<5x4xf64> -> tensor<3x5xf64>
  %s = stype.dot %b, %c {transpose_a, transpose_b} : tensor<5x4xf64>, tensor<3x5xf64> -> tensor<4x3xf64>
  %t = stype.dot %b, %b {transpose_a} : tensor<5x4xf64>, tensor<5x4xf64> -> tensor<?x4xf64>
  return %r, %s, %t : tensor<3x5xf64>, tensor<4x3xf64>, tensor<?x4xf64>
}

// CHECK-LABEL: func.func @dot_csr_dense(
// CHECK-SAME:    %[[X:.*]]: tensor<?x?xf32, #csr>, %[[W:.*]]: tensor<?x?xf32>)
// CHECK:         %[[R:.*]] = stype.dot %[[X]], %[[W]] : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
// CHECK:         return %[[R]]
func.func @dot_csr_dense(%x: tensor<?x?xf32, #csr>, %w: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = stype.dot %x, %w : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @dot_csr_rsp_f64(
// CHECK-SAME:    %[[X:.*]]: tensor<8x16xf64, #csr>, %[[W:.*]]: tensor<16x4xf64, #row_sparse>)
// CHECK:         %[[R:.*]] = stype.dot %[[X]], %[[W]] : tensor<8x16xf64, #csr>, tensor<16x4xf64, #row_sparse> -> tensor<8x4xf64>
// CHECK:         return %[[R]]
func.func @dot_csr_rsp_f64(%x: tensor<8x16xf64, #csr>, %w: tensor<16x4xf64, #rsp>) -> tensor<8x4xf64> {
  %r = stype.dot %x, %w : tensor<8x16xf64, #csr>, tensor<16x4xf64, #rsp> -> tensor<8x4xf64>
  return %r : tensor<8x4xf64>
}

// CHECK-LABEL: func.func @dot_csr_t_dense(
// CHECK-SAME:    %[[X:.*]]: tensor<8x16xf32, #csr>, %[[DY:.*]]: tensor<8x?xf32>)
// CHECK:         %[[G:.*]] = stype.dot %[[X]], %[[DY]] {transpose_a} : tensor<8x16xf32, #csr>, tensor<8x?xf32> -> tensor<16x?xf32, #row_sparse>
// CHECK:         return %[[G]]
func.func @dot_csr_t_dense(%x: tensor<8x16xf32, #csr>, %dy: tensor<8x?xf32>) -> tensor<16x?xf32, #rsp> {
  %g = stype.dot %x, %dy {transpose_a} : tensor<8x16xf32, #csr>, tensor<8x?xf32> -> tensor<16x?xf32, #rsp>
  return %g : tensor<16x?xf32, #rsp>
}

// The three values of the forward_stype hint.
// CHECK-LABEL: func.func @dot_forward_stype(
// CHECK-SAME:    %[[D:.*]]: tensor<?x?xf32>, %[[C:.*]]: tensor<?x?xf32, #csr>)
// CHECK:         %[[A:.*]] = stype.dot %[[D]], %[[C]] {forward_stype = #stype.storage<csr>} : tensor<?x?xf32>, tensor<?x?xf32, #csr> -> tensor<?x?xf32, #csr>
// CHECK:         %[[B:.*]] = stype.dot %[[C]], %[[D]] {forward_stype = #stype.storage<default>, transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
// CHECK:         %[[E:.*]] = stype.dot %[[C]], %[[D]] {forward_stype = #stype.storage<row_sparse>, transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32, #row_sparse>
// CHECK:         return %[[A]], %[[B]], %[[E]]
func.func @dot_forward_stype(%d: tensor<?x?xf32>, %c: tensor<?x?xf32, #csr>)
    -> (tensor<?x?xf32, #csr>, tensor<?x?xf32>, tensor<?x?xf32, #rsp>) {
  %a = stype.dot %d, %c {forward_stype = #stype.storage<csr>} : tensor<?x?xf32>, tensor<?x?xf32, #csr> -> tensor<?x?xf32, #csr>
  %b = stype.dot %c, %d {transpose_a, forward_stype = #stype.storage<default>} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  %e = stype.dot %c, %d {transpose_a, forward_stype = #stype.storage<row_sparse>} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32, #rsp>
  return %a, %b, %e : tensor<?x?xf32, #csr>, tensor<?x?xf32>, tensor<?x?xf32, #rsp>
}

//===----------------------------------------------------------------------===//
// elemwise_add / elemwise_sub
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @elemwise_dense(
// CHECK-SAME:    %[[A:.*]]: tensor<4x?xf64>, %[[B:.*]]: tensor<?x8xf64>)
// CHECK:         %[[S:.*]] = stype.elemwise_add %[[A]], %[[B]] : tensor<4x?xf64>, tensor<?x8xf64> -> tensor<4x8xf64>
// CHECK:         %[[D:.*]] = stype.elemwise_sub %[[S]], %[[B]] : tensor<4x8xf64>, tensor<?x8xf64> -> tensor<4x8xf64>
// CHECK:         return %[[D]]
func.func @elemwise_dense(%a: tensor<4x?xf64>, %b: tensor<?x8xf64>) -> tensor<4x8xf64> {
  %s = stype.elemwise_add %a, %b : tensor<4x?xf64>, tensor<?x8xf64> -> tensor<4x8xf64>
  %d = stype.elemwise_sub %s, %b : tensor<4x8xf64>, tensor<?x8xf64> -> tensor<4x8xf64>
  return %d : tensor<4x8xf64>
}

// CHECK-LABEL: func.func @elemwise_rsp(
// CHECK-SAME:    %[[A:.*]]: tensor<?x?xf32, #row_sparse>, %[[B:.*]]: tensor<?x?xf32, #row_sparse>)
// CHECK:         %[[S:.*]] = stype.elemwise_add %[[A]], %[[B]] : tensor<?x?xf32, #row_sparse>, tensor<?x?xf32, #row_sparse> -> tensor<?x?xf32, #row_sparse>
// CHECK:         %[[D:.*]] = stype.elemwise_sub %[[S]], %[[B]] : tensor<?x?xf32, #row_sparse>, tensor<?x?xf32, #row_sparse> -> tensor<?x?xf32, #row_sparse>
// CHECK:         return %[[D]]
func.func @elemwise_rsp(%a: tensor<?x?xf32, #rsp>, %b: tensor<?x?xf32, #rsp>) -> tensor<?x?xf32, #rsp> {
  %s = stype.elemwise_add %a, %b : tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32, #rsp>
  %d = stype.elemwise_sub %s, %b : tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32, #rsp>
  return %d : tensor<?x?xf32, #rsp>
}

// CHECK-LABEL: func.func @elemwise_rsp3_f64(
// CHECK-SAME:    %[[A:.*]]: tensor<?x2x3xf64, #row_sparse3>, %[[B:.*]]: tensor<?x2x3xf64, #row_sparse3>)
// CHECK:         %[[S:.*]] = stype.elemwise_add %[[A]], %[[B]] : tensor<?x2x3xf64, #row_sparse3>, tensor<?x2x3xf64, #row_sparse3> -> tensor<?x2x3xf64, #row_sparse3>
// CHECK:         return %[[S]]
func.func @elemwise_rsp3_f64(%a: tensor<?x2x3xf64, #rsp3>, %b: tensor<?x2x3xf64, #rsp3>) -> tensor<?x2x3xf64, #rsp3> {
  %s = stype.elemwise_add %a, %b : tensor<?x2x3xf64, #rsp3>, tensor<?x2x3xf64, #rsp3> -> tensor<?x2x3xf64, #rsp3>
  return %s : tensor<?x2x3xf64, #rsp3>
}

// Mixed kinds (fallback combinations) are valid IR.
// CHECK-LABEL: func.func @elemwise_mixed(
// CHECK-SAME:    %[[C:.*]]: tensor<4x4xf32, #csr>, %[[D:.*]]: tensor<4x4xf32>, %[[R:.*]]: tensor<4x4xf32, #row_sparse>)
// CHECK:         %[[A:.*]] = stype.elemwise_add %[[C]], %[[D]] : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK:         %[[S:.*]] = stype.elemwise_sub %[[R]], %[[C]] : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
// CHECK:         %[[E:.*]] = stype.elemwise_add %[[C]], %[[C]] : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK:         return %[[A]], %[[S]], %[[E]]
func.func @elemwise_mixed(%c: tensor<4x4xf32, #csr>, %d: tensor<4x4xf32>, %r: tensor<4x4xf32, #rsp>)
    -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32, #csr>) {
  %a = stype.elemwise_add %c, %d : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  %s = stype.elemwise_sub %r, %c : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  %e = stype.elemwise_add %c, %c : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
  return %a, %s, %e : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32, #csr>
}

//===----------------------------------------------------------------------===//
// sparse_retain
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @sparse_retain(
// CHECK-SAME:    %[[W:.*]]: tensor<?x?xf32, #row_sparse>, %[[W3:.*]]: tensor<10x2x3xf64, #row_sparse3>, %[[IDS:.*]]: tensor<?xi64>, %[[IDS4:.*]]: tensor<4xi64>)
// CHECK:         %[[A:.*]] = stype.sparse_retain %[[W]], %[[IDS]] : tensor<?x?xf32, #row_sparse>, tensor<?xi64> -> tensor<?x?xf32, #row_sparse>
// CHECK:         %[[B:.*]] = stype.sparse_retain %[[W3]], %[[IDS4]] : tensor<10x2x3xf64, #row_sparse3>, tensor<4xi64> -> tensor<10x2x3xf64, #row_sparse3>
// CHECK:         return %[[A]], %[[B]]
func.func @sparse_retain(%w: tensor<?x?xf32, #rsp>, %w3: tensor<10x2x3xf64, #rsp3>,
                         %ids: tensor<?xi64>, %ids4: tensor<4xi64>)
    -> (tensor<?x?xf32, #rsp>, tensor<10x2x3xf64, #rsp3>) {
  %a = stype.sparse_retain %w, %ids : tensor<?x?xf32, #rsp>, tensor<?xi64> -> tensor<?x?xf32, #rsp>
  %b = stype.sparse_retain %w3, %ids4 : tensor<10x2x3xf64, #rsp3>, tensor<4xi64> -> tensor<10x2x3xf64, #rsp3>
  return %a, %b : tensor<?x?xf32, #rsp>, tensor<10x2x3xf64, #rsp3>
}

//===----------------------------------------------------------------------===//
// sgd_update / sgd_mom_update
//===----------------------------------------------------------------------===//

// Default-valued hyper-parameters are elided by the custom printer.
// CHECK-LABEL: func.func @sgd_update(
// CHECK-SAME:    %[[W:.*]]: tensor<?x?xf32>, %[[G:.*]]: tensor<?x?xf32, #row_sparse>, %[[GD:.*]]: tensor<?x?xf32>)
// CHECK:         %[[A:.*]] = stype.sgd_update %[[W]], %[[G]] {lr = 1.000000e-01 : f64} : tensor<?x?xf32>, tensor<?x?xf32, #row_sparse> -> tensor<?x?xf32>
// CHECK:         %[[B:.*]] = stype.sgd_update %[[A]], %[[GD]] {clip_gradient = 5.000000e+00 : f64, lazy_update = false, lr = 1.000000e-02 : f64, rescale_grad = 2.500000e-01 : f64, wd = 1.000000e-04 : f64} : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
// CHECK:         return %[[B]]
func.func @sgd_update(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %gd: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %a = stype.sgd_update %w, %g {lr = 0.1 : f64} : tensor<?x?xf32>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32>
  %b = stype.sgd_update %a, %gd {lr = 0.01 : f64, wd = 1.0e-4 : f64, rescale_grad = 0.25 : f64, clip_gradient = 5.0 : f64, lazy_update = false}
      : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %b : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @sgd_update_rsp_f64(
// CHECK-SAME:    %[[W:.*]]: tensor<100x16xf64, #row_sparse>, %[[G:.*]]: tensor<100x16xf64, #row_sparse>, %[[W3:.*]]: tensor<?x2x3xf32, #row_sparse3>, %[[G3:.*]]: tensor<?x2x3xf32, #row_sparse3>)
// CHECK:         %[[A:.*]] = stype.sgd_update %[[W]], %[[G]] {lr = 5.000000e-01 : f64} : tensor<100x16xf64, #row_sparse>, tensor<100x16xf64, #row_sparse> -> tensor<100x16xf64, #row_sparse>
// CHECK:         %[[B:.*]] = stype.sgd_update %[[W3]], %[[G3]] {lr = 5.000000e-01 : f64} : tensor<?x2x3xf32, #row_sparse3>, tensor<?x2x3xf32, #row_sparse3> -> tensor<?x2x3xf32, #row_sparse3>
// CHECK:         return %[[A]], %[[B]]
func.func @sgd_update_rsp_f64(%w: tensor<100x16xf64, #rsp>, %g: tensor<100x16xf64, #rsp>,
                              %w3: tensor<?x2x3xf32, #rsp3>, %g3: tensor<?x2x3xf32, #rsp3>)
    -> (tensor<100x16xf64, #rsp>, tensor<?x2x3xf32, #rsp3>) {
  %a = stype.sgd_update %w, %g {lr = 0.5 : f64} : tensor<100x16xf64, #rsp>, tensor<100x16xf64, #rsp> -> tensor<100x16xf64, #rsp>
  %b = stype.sgd_update %w3, %g3 {lr = 0.5 : f64} : tensor<?x2x3xf32, #rsp3>, tensor<?x2x3xf32, #rsp3> -> tensor<?x2x3xf32, #rsp3>
  return %a, %b : tensor<100x16xf64, #rsp>, tensor<?x2x3xf32, #rsp3>
}

// momentum = 0.0 is the default value and is elided.
// CHECK-LABEL: func.func @sgd_mom_update(
// CHECK-SAME:    %[[W:.*]]: tensor<?x?xf32>, %[[G:.*]]: tensor<?x?xf32, #row_sparse>, %[[M:.*]]: tensor<?x?xf32>)
// CHECK:         %[[WO:.*]], %[[MO:.*]] = stype.sgd_mom_update %[[W]], %[[G]], %[[M]] {lr = 5.000000e-02 : f64} : tensor<?x?xf32>, tensor<?x?xf32, #row_sparse>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
// CHECK:         %[[WO2:.*]], %[[MO2:.*]] = stype.sgd_mom_update %[[WO]], %[[G]], %[[MO]] {lazy_update = false, lr = 5.000000e-02 : f64, momentum = 9.000000e-01 : f64, wd = 1.000000e-03 : f64} : tensor<?x?xf32>, tensor<?x?xf32, #row_sparse>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
// CHECK:         return %[[WO2]], %[[MO2]]
func.func @sgd_mom_update(%w: tensor<?x?xf32>, %g: tensor<?x?xf32, #rsp>, %m: tensor<?x?xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.05 : f64, momentum = 0.0 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  %w2, %m2 = stype.sgd_mom_update %w1, %g, %m1 {lr = 0.05 : f64, momentum = 0.9 : f64, wd = 0.001 : f64, lazy_update = false}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  return %w2, %m2 : tensor<?x?xf32>, tensor<?x?xf32>
}

// CHECK-LABEL: func.func @sgd_mom_update_rsp_f64(
// CHECK-SAME:    %[[W:.*]]: tensor<50x8xf64, #row_sparse>, %[[G:.*]]: tensor<50x8xf64, #row_sparse>, %[[M:.*]]: tensor<50x8xf64, #row_sparse>, %[[MD:.*]]: tensor<50x8xf64>)
// CHECK:         %[[WO:.*]], %[[MO:.*]] = stype.sgd_mom_update %[[W]], %[[G]], %[[M]] {lr = 1.000000e-01 : f64, momentum = 5.000000e-01 : f64} : tensor<50x8xf64, #row_sparse>, tensor<50x8xf64, #row_sparse>, tensor<50x8xf64, #row_sparse> -> tensor<50x8xf64, #row_sparse>, tensor<50x8xf64, #row_sparse>
// CHECK:         %[[WO2:.*]], %[[MO2:.*]] = stype.sgd_mom_update %[[WO]], %[[G]], %[[MD]] {lr = 1.000000e-01 : f64, momentum = 5.000000e-01 : f64} : tensor<50x8xf64, #row_sparse>, tensor<50x8xf64, #row_sparse>, tensor<50x8xf64> -> tensor<50x8xf64, #row_sparse>, tensor<50x8xf64>
// CHECK:         return %[[WO2]], %[[MO]], %[[MO2]]
func.func @sgd_mom_update_rsp_f64(%w: tensor<50x8xf64, #rsp>, %g: tensor<50x8xf64, #rsp>,
                                  %m: tensor<50x8xf64, #rsp>, %md: tensor<50x8xf64>)
    -> (tensor<50x8xf64, #rsp>, tensor<50x8xf64, #rsp>, tensor<50x8xf64>) {
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.1 : f64, momentum = 0.5 : f64}
      : tensor<50x8xf64, #rsp>, tensor<50x8xf64, #rsp>, tensor<50x8xf64, #rsp> -> tensor<50x8xf64, #rsp>, tensor<50x8xf64, #rsp>
  %w2, %m2 = stype.sgd_mom_update %w1, %g, %md {lr = 0.1 : f64, momentum = 0.5 : f64}
      : tensor<50x8xf64, #rsp>, tensor<50x8xf64, #rsp>, tensor<50x8xf64> -> tensor<50x8xf64, #rsp>, tensor<50x8xf64>
  return %w2, %m1, %m2 : tensor<50x8xf64, #rsp>, tensor<50x8xf64, #rsp>, tensor<50x8xf64>
}
