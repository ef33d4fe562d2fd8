// RUN: stype-opt %s -split-input-file --verify-diagnostics --mlir-print-op-on-diagnostic=false

// One chunk per verifier rule of dialect/StypeOps.cpp (and the ODS and
// parser checks in front of them).

#csr32 = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 64 }>
func.func @csr_pos_width_32(%x: tensor<4x4xf32, #csr32>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.cast_storage' op operand #0 has an unsupported storage encoding 'tensor<4x4xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed), posWidth = 32, crdWidth = 64 }>>'; stype supports dense tensors, row_sparse (compressed, dense...) and csr (dense, compressed) with posWidth = 64 and crdWidth = 64}}
  %r = stype.cast_storage %x : tensor<4x4xf32, #csr32> to tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

#rsp_crd32 = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 32 }>
func.func @rsp_crd_width_32(%x: tensor<4x4xf32>) -> tensor<4x4xf32, #rsp_crd32> {
  // expected-error @below {{op result #0 has an unsupported storage encoding}}
  %r = stype.cast_storage %x : tensor<4x4xf32> to tensor<4x4xf32, #rsp_crd32>
  return %r : tensor<4x4xf32, #rsp_crd32>
}

// -----

// A 1-D compressed tensor is neither csr (always 2-D) nor row_sparse (>= 2-D).
#sv = #sparse_tensor.encoding<{ map = (i) -> (i : compressed), posWidth = 64, crdWidth = 64 }>
func.func @one_d_compressed(%x: tensor<8xf32>) -> tensor<8xf32, #sv> {
  // expected-error @below {{op result #0 has an unsupported storage encoding 'tensor<8xf32, #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), posWidth = 64, crdWidth = 64 }>>'}}
  %r = stype.cast_storage %x : tensor<8xf32> to tensor<8xf32, #sv>
  return %r : tensor<8xf32, #sv>
}

// -----

// CSC: the csr level types under a transposed (non-identity) map.
#csc = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed), posWidth = 64, crdWidth = 64 }>
func.func @csc(%x: tensor<4x4xf32, #csc>, %y: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.dot' op operand #0 has an unsupported storage encoding}}
  %r = stype.dot %x, %y : tensor<4x4xf32, #csc>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

// COO (compressed non-unique + singleton).
#coo = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton), posWidth = 64, crdWidth = 64 }>
func.func @coo(%x: tensor<4x4xf32, #coo>, %y: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.elemwise_add' op operand #0 has an unsupported storage encoding}}
  %r = stype.elemwise_add %x, %y : tensor<4x4xf32, #coo>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

// All-compressed (DCSR) is not an MXNet kind.
#dcsr = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @dcsr(%w: tensor<4x4xf32>, %g: tensor<4x4xf32, #dcsr>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.sgd_update' op operand #1 has an unsupported storage encoding}}
  %r = stype.sgd_update %w, %g {lr = 0.1 : f64} : tensor<4x4xf32>, tensor<4x4xf32, #dcsr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

// A row_sparse tensor with an unordered compressed level.
#rsp_unordered = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonordered), j : dense), posWidth = 64, crdWidth = 64 }>
func.func @rsp_unordered(%w: tensor<4x4xf32, #rsp_unordered>, %ids: tensor<2xi64>) -> tensor<4x4xf32, #rsp_unordered> {
  // expected-error @below {{'stype.sparse_retain' op operand #0 has an unsupported storage encoding}}
  %r = stype.sparse_retain %w, %ids : tensor<4x4xf32, #rsp_unordered>, tensor<2xi64> -> tensor<4x4xf32, #rsp_unordered>
  return %r : tensor<4x4xf32, #rsp_unordered>
}

// -----

// The type constraint of every value operand: f32 or f64 elements.
func.func @integer_elements(%x: tensor<4x4xi32>) -> tensor<4x4xi32> {
  // expected-error @below {{'stype.cast_storage' op operand #0 must be ranked tensor of 32-bit float or 64-bit float values, but got 'tensor<4x4xi32>'}}
  %r = stype.cast_storage %x : tensor<4x4xi32> to tensor<4x4xi32>
  return %r : tensor<4x4xi32>
}

// -----

// The custom assembly format parses a tensor type: a memref is rejected by
// the parser before any verifier runs.
func.func @memref_operand(%x: memref<4x4xf32>) {
  // expected-error @below {{invalid kind of type specified: expected builtin.tensor, but found 'memref<4x4xf32>'}}
  %r = stype.cast_storage %x : memref<4x4xf32> to tensor<4x4xf32>
  return
}

// -----

func.func @unranked_operand(%x: tensor<*xf32>) {
  // expected-error @below {{invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  %r = stype.cast_storage %x : tensor<*xf32> to tensor<4x4xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// cast_storage
//===----------------------------------------------------------------------===//

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @cast_element_type(%x: tensor<4x4xf32>) -> tensor<4x4xf64, #rsp> {
  // expected-error @below {{'stype.cast_storage' op result element type 'f64' differs from source element type 'f32'}}
  %r = stype.cast_storage %x : tensor<4x4xf32> to tensor<4x4xf64, #rsp>
  return %r : tensor<4x4xf64, #rsp>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @cast_shape(%x: tensor<4x8xf32>) -> tensor<5x8xf32, #csr> {
  // expected-error @below {{'stype.cast_storage' op result shape [5, 8] differs from source shape [4, 8]}}
  %r = stype.cast_storage %x : tensor<4x8xf32> to tensor<5x8xf32, #csr>
  return %r : tensor<5x8xf32, #csr>
}

// -----

#rsp3 = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : dense, k : dense), posWidth = 64, crdWidth = 64 }>
func.func @cast_rank(%x: tensor<4x4xf32>) -> tensor<4x4x1xf32, #rsp3> {
  // expected-error @below {{'stype.cast_storage' op result shape [4, 4, 1] differs from source shape [4, 4]}}
  %r = stype.cast_storage %x : tensor<4x4xf32> to tensor<4x4x1xf32, #rsp3>
  return %r : tensor<4x4x1xf32, #rsp3>
}

// -----

//===----------------------------------------------------------------------===//
// dot
//===----------------------------------------------------------------------===//

#rsp3 = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : dense, k : dense), posWidth = 64, crdWidth = 64 }>
func.func @dot_rank(%x: tensor<4x4x4xf32, #rsp3>, %y: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.dot' op operands must be 2-D, got ranks 3 and 2}}
  %r = stype.dot %x, %y : tensor<4x4x4xf32, #rsp3>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @dot_rank_rhs(%x: tensor<4x4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'stype.dot' op operands must be 2-D, got ranks 2 and 1}}
  %r = stype.dot %x, %y : tensor<4x4xf32>, tensor<4xf32> -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @dot_element_type(%x: tensor<4x4xf32, #csr>, %y: tensor<4x4xf64>) -> tensor<4x4xf64> {
  // expected-error @below {{'stype.dot' op lhs, rhs and result must have the same element type}}
  %r = stype.dot %x, %y : tensor<4x4xf32, #csr>, tensor<4x4xf64> -> tensor<4x4xf64>
  return %r : tensor<4x4xf64>
}

// -----

func.func @dot_result_element_type(%x: tensor<4x4xf32>, %y: tensor<4x4xf32>) -> tensor<4x4xf64> {
  // expected-error @below {{'stype.dot' op lhs, rhs and result must have the same element type}}
  %r = stype.dot %x, %y : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf64>
  return %r : tensor<4x4xf64>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @dot_contraction(%x: tensor<8x16xf32, #csr>, %y: tensor<8x4xf32>) -> tensor<8x4xf32> {
  // expected-error @below {{'stype.dot' op contraction dimensions differ: 16 vs 8}}
  %r = stype.dot %x, %y : tensor<8x16xf32, #csr>, tensor<8x4xf32> -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// -----

// With transpose_a the contraction runs over lhs dim 0.
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @dot_contraction_transpose_a(%x: tensor<8x16xf32, #csr>, %y: tensor<16x4xf32>) -> tensor<16x4xf32, #rsp> {
  // expected-error @below {{'stype.dot' op contraction dimensions differ: 8 vs 16}}
  %r = stype.dot %x, %y {transpose_a} : tensor<8x16xf32, #csr>, tensor<16x4xf32> -> tensor<16x4xf32, #rsp>
  return %r : tensor<16x4xf32, #rsp>
}

// -----

// With transpose_b the contraction runs over rhs dim 1.
func.func @dot_contraction_transpose_b(%x: tensor<3x4xf32>, %y: tensor<4x5xf32>) -> tensor<3x4xf32> {
  // expected-error @below {{'stype.dot' op contraction dimensions differ: 4 vs 5}}
  %r = stype.dot %x, %y {transpose_b} : tensor<3x4xf32>, tensor<4x5xf32> -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// -----

func.func @dot_result_shape(%x: tensor<3x4xf32>, %y: tensor<4x5xf32>) -> tensor<3x4xf32> {
  // expected-error @below {{'stype.dot' op result shape [3, 4] does not match the product shape [3, 5]}}
  %r = stype.dot %x, %y : tensor<3x4xf32>, tensor<4x5xf32> -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @dot_result_shape_transpose_a(%x: tensor<8x16xf32, #csr>, %y: tensor<8x4xf32>) -> tensor<8x4xf32, #rsp> {
  // expected-error @below {{'stype.dot' op result shape [8, 4] does not match the product shape [16, 4]}}
  %r = stype.dot %x, %y {transpose_a} : tensor<8x16xf32, #csr>, tensor<8x4xf32> -> tensor<8x4xf32, #rsp>
  return %r : tensor<8x4xf32, #rsp>
}

// -----

func.func @dot_result_rank(%x: tensor<3x4xf32>, %y: tensor<4x5xf32>) -> tensor<15xf32> {
  // expected-error @below {{'stype.dot' op result shape [15] does not match the product shape [3, 5]}}
  %r = stype.dot %x, %y : tensor<3x4xf32>, tensor<4x5xf32> -> tensor<15xf32>
  return %r : tensor<15xf32>
}

// -----

func.func @dot_bad_hint(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{expected ::mlir::stype::StorageKind to be one of: default, row_sparse, csr}}
  // expected-error @below {{failed to parse Stype_StorageKindAttr parameter 'value'}}
  %r = stype.dot %x, %x {forward_stype = #stype.storage<coo>} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

//===----------------------------------------------------------------------===//
// elemwise_add / elemwise_sub
//===----------------------------------------------------------------------===//

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @elemwise_rhs_element(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf64, #rsp>) -> tensor<4x4xf32, #rsp> {
  // expected-error @below {{'stype.elemwise_add' op rhs element type 'f64' differs from lhs element type 'f32'}}
  %r = stype.elemwise_add %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf64, #rsp> -> tensor<4x4xf32, #rsp>
  return %r : tensor<4x4xf32, #rsp>
}

// -----

func.func @elemwise_rhs_shape(%a: tensor<4x4xf32>, %b: tensor<4x5xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.elemwise_sub' op rhs shape [4, 5] differs from lhs shape [4, 4]}}
  %r = stype.elemwise_sub %a, %b : tensor<4x4xf32>, tensor<4x5xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @elemwise_rhs_rank(%a: tensor<4x4xf32>, %b: tensor<16xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.elemwise_add' op rhs shape [16] differs from lhs shape [4, 4]}}
  %r = stype.elemwise_add %a, %b : tensor<4x4xf32>, tensor<16xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @elemwise_result_shape(%a: tensor<4x4xf32>, %b: tensor<4x?xf32>) -> tensor<3x4xf32> {
  // expected-error @below {{'stype.elemwise_add' op result shape [3, 4] differs from lhs shape [4, 4]}}
  %r = stype.elemwise_add %a, %b : tensor<4x4xf32>, tensor<4x?xf32> -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// -----

func.func @elemwise_result_element(%a: tensor<4x4xf64>, %b: tensor<4x4xf64>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.elemwise_sub' op result element type 'f32' differs from lhs element type 'f64'}}
  %r = stype.elemwise_sub %a, %b : tensor<4x4xf64>, tensor<4x4xf64> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

//===----------------------------------------------------------------------===//
// sparse_retain
//===----------------------------------------------------------------------===//

func.func @retain_dense_data(%w: tensor<4x4xf32>, %ids: tensor<2xi64>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.sparse_retain' op data must be row_sparse (MXNet's _sparse_retain takes a row_sparse array); cast_storage it first}}
  %r = stype.sparse_retain %w, %ids : tensor<4x4xf32>, tensor<2xi64> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @retain_csr_data(%w: tensor<4x4xf32, #csr>, %ids: tensor<2xi64>) -> tensor<4x4xf32, #csr> {
  // expected-error @below {{'stype.sparse_retain' op data must be row_sparse}}
  %r = stype.sparse_retain %w, %ids : tensor<4x4xf32, #csr>, tensor<2xi64> -> tensor<4x4xf32, #csr>
  return %r : tensor<4x4xf32, #csr>
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @retain_i32_indices(%w: tensor<4x4xf32, #rsp>, %ids: tensor<2xi32>) -> tensor<4x4xf32, #rsp> {
  // expected-error @below {{'stype.sparse_retain' op operand #1 must be 1D tensor of 64-bit signless integer values, but got 'tensor<2xi32>'}}
  %r = stype.sparse_retain %w, %ids : tensor<4x4xf32, #rsp>, tensor<2xi32> -> tensor<4x4xf32, #rsp>
  return %r : tensor<4x4xf32, #rsp>
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @retain_2d_indices(%w: tensor<4x4xf32, #rsp>, %ids: tensor<2x1xi64>) -> tensor<4x4xf32, #rsp> {
  // expected-error @below {{'stype.sparse_retain' op operand #1 must be 1D tensor of 64-bit signless integer values, but got 'tensor<2x1xi64>'}}
  %r = stype.sparse_retain %w, %ids : tensor<4x4xf32, #rsp>, tensor<2x1xi64> -> tensor<4x4xf32, #rsp>
  return %r : tensor<4x4xf32, #rsp>
}

// -----

// Sparse indices: a 1-D compressed i64 tensor passes the ODS constraint but
// is no stype storage kind, so the encoding check reports it (the
// "indices must be a dense 1-D tensor of i64" rule cannot be reached).
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
#sv = #sparse_tensor.encoding<{ map = (i) -> (i : compressed), posWidth = 64, crdWidth = 64 }>
func.func @retain_sparse_indices(%w: tensor<4x4xf32, #rsp>, %ids: tensor<2xi64, #sv>) -> tensor<4x4xf32, #rsp> {
  // expected-error @below {{'stype.sparse_retain' op operand #1 has an unsupported storage encoding}}
  %r = stype.sparse_retain %w, %ids : tensor<4x4xf32, #rsp>, tensor<2xi64, #sv> -> tensor<4x4xf32, #rsp>
  return %r : tensor<4x4xf32, #rsp>
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @retain_result_shape(%w: tensor<4x4xf32, #rsp>, %ids: tensor<2xi64>) -> tensor<2x4xf32, #rsp> {
  // expected-error @below {{'stype.sparse_retain' op result shape [2, 4] differs from data shape [4, 4]}}
  %r = stype.sparse_retain %w, %ids : tensor<4x4xf32, #rsp>, tensor<2xi64> -> tensor<2x4xf32, #rsp>
  return %r : tensor<2x4xf32, #rsp>
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @retain_result_element(%w: tensor<4x4xf32, #rsp>, %ids: tensor<2xi64>) -> tensor<4x4xf64, #rsp> {
  // expected-error @below {{'stype.sparse_retain' op result element type 'f64' differs from data element type 'f32'}}
  %r = stype.sparse_retain %w, %ids : tensor<4x4xf32, #rsp>, tensor<2xi64> -> tensor<4x4xf64, #rsp>
  return %r : tensor<4x4xf64, #rsp>
}

// -----

//===----------------------------------------------------------------------===//
// sgd_update
//===----------------------------------------------------------------------===//

func.func @sgd_missing_lr(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.sgd_update' op needs a learning rate: the lr attribute or an lr(%x) operand}}
  %r = stype.sgd_update %w, %g : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @sgd_f32_lr(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{attribute 'lr' failed to satisfy constraint: 64-bit float attribute}}
  %r = stype.sgd_update %w, %g {lr = 0.1 : f32} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @sgd_negative_lr(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.sgd_update' op lr must be >= 0, got -1.000000e-01}}
  %r = stype.sgd_update %w, %g {lr = -0.1 : f64} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @sgd_negative_wd(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.sgd_update' op wd must be >= 0, got -1.000000e-04}}
  %r = stype.sgd_update %w, %g {lr = 0.1 : f64, wd = -1.0e-4 : f64} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

// +inf
func.func @sgd_inf_lr(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.sgd_update' op lr must be finite, got INF}}
  %r = stype.sgd_update %w, %g {lr = 0x7FF0000000000000 : f64} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

// NaN
func.func @sgd_nan_wd(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.sgd_update' op wd must be finite, got nan}}
  %r = stype.sgd_update %w, %g {lr = 0.1 : f64, wd = 0x7FF8000000000000 : f64} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

// -inf
func.func @sgd_inf_rescale_grad(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.sgd_update' op rescale_grad must be finite, got -INF}}
  %r = stype.sgd_update %w, %g {lr = 0.1 : f64, rescale_grad = 0xFFF0000000000000 : f64} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @sgd_nan_clip_gradient(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.sgd_update' op clip_gradient must be finite, got nan}}
  %r = stype.sgd_update %w, %g {lr = 0.1 : f64, clip_gradient = 0x7FF8000000000000 : f64} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @sgd_grad_shape(%w: tensor<4x4xf32>, %g: tensor<4x8xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.sgd_update' op grad shape [4, 8] differs from weight shape [4, 4]}}
  %r = stype.sgd_update %w, %g {lr = 0.1 : f64} : tensor<4x4xf32>, tensor<4x8xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @sgd_grad_element(%w: tensor<4x4xf32>, %g: tensor<4x4xf64>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.sgd_update' op grad element type 'f64' differs from weight element type 'f32'}}
  %r = stype.sgd_update %w, %g {lr = 0.1 : f64} : tensor<4x4xf32>, tensor<4x4xf64> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @sgd_result_shape(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>) -> tensor<8x4xf32> {
  // expected-error @below {{'stype.sgd_update' op result shape [8, 4] differs from weight shape [4, 4]}}
  %r = stype.sgd_update %w, %g {lr = 0.1 : f64} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// -----

//===----------------------------------------------------------------------===//
// sgd_mom_update
//===----------------------------------------------------------------------===//

func.func @mom_one(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %m: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  // expected-error @below {{'stype.sgd_mom_update' op momentum must be in [0, 1), got 1.000000e+00}}
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.1 : f64, momentum = 1.0 : f64}
      : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>, tensor<4x4xf32>
  return %w1, %m1 : tensor<4x4xf32>, tensor<4x4xf32>
}

// -----

func.func @mom_negative(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %m: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  // expected-error @below {{'stype.sgd_mom_update' op momentum must be in [0, 1), got -5.000000e-01}}
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.1 : f64, momentum = -0.5 : f64}
      : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>, tensor<4x4xf32>
  return %w1, %m1 : tensor<4x4xf32>, tensor<4x4xf32>
}

// -----

func.func @mom_nan(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %m: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  // expected-error @below {{'stype.sgd_mom_update' op momentum must be in [0, 1), got nan}}
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.1 : f64, momentum = 0x7FF8000000000000 : f64}
      : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>, tensor<4x4xf32>
  return %w1, %m1 : tensor<4x4xf32>, tensor<4x4xf32>
}

// -----

// The shared hyper-parameter checks apply to sgd_mom_update too.
func.func @mom_negative_lr(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %m: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  // expected-error @below {{'stype.sgd_mom_update' op lr must be >= 0, got -1.000000e+00}}
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = -1.0 : f64, momentum = 0.9 : f64}
      : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>, tensor<4x4xf32>
  return %w1, %m1 : tensor<4x4xf32>, tensor<4x4xf32>
}

// -----

func.func @mom_inf_lr(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %m: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  // expected-error @below {{'stype.sgd_mom_update' op lr must be finite, got INF}}
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0x7FF0000000000000 : f64, momentum = 0.9 : f64}
      : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>, tensor<4x4xf32>
  return %w1, %m1 : tensor<4x4xf32>, tensor<4x4xf32>
}

// -----

func.func @mom_grad_shape(%w: tensor<4x4xf32>, %g: tensor<4x3xf32>, %m: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  // expected-error @below {{'stype.sgd_mom_update' op grad shape [4, 3] differs from weight shape [4, 4]}}
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.1 : f64, momentum = 0.9 : f64}
      : tensor<4x4xf32>, tensor<4x3xf32>, tensor<4x4xf32> -> tensor<4x4xf32>, tensor<4x4xf32>
  return %w1, %m1 : tensor<4x4xf32>, tensor<4x4xf32>
}

// -----

func.func @mom_mom_shape(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %m: tensor<2x4xf32>) -> (tensor<4x4xf32>, tensor<2x4xf32>) {
  // expected-error @below {{'stype.sgd_mom_update' op mom shape [2, 4] differs from weight shape [4, 4]}}
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.1 : f64, momentum = 0.9 : f64}
      : tensor<4x4xf32>, tensor<4x4xf32>, tensor<2x4xf32> -> tensor<4x4xf32>, tensor<2x4xf32>
  return %w1, %m1 : tensor<4x4xf32>, tensor<2x4xf32>
}

// -----

func.func @mom_mom_element(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %m: tensor<4x4xf64>) -> (tensor<4x4xf32>, tensor<4x4xf64>) {
  // expected-error @below {{'stype.sgd_mom_update' op mom element type 'f64' differs from weight element type 'f32'}}
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.1 : f64, momentum = 0.9 : f64}
      : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf64> -> tensor<4x4xf32>, tensor<4x4xf64>
  return %w1, %m1 : tensor<4x4xf32>, tensor<4x4xf64>
}

// -----

func.func @mom_weight_out_shape(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %m: tensor<4x4xf32>) -> (tensor<4x5xf32>, tensor<4x4xf32>) {
  // expected-error @below {{'stype.sgd_mom_update' op weight_out shape [4, 5] differs from weight shape [4, 4]}}
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.1 : f64, momentum = 0.9 : f64}
      : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x5xf32>, tensor<4x4xf32>
  return %w1, %m1 : tensor<4x5xf32>, tensor<4x4xf32>
}

// -----

func.func @mom_mom_out_element(%w: tensor<4x4xf32>, %g: tensor<4x4xf32>, %m: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf64>) {
  // expected-error @below {{'stype.sgd_mom_update' op mom_out element type 'f64' differs from weight element type 'f32'}}
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.1 : f64, momentum = 0.9 : f64}
      : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>, tensor<4x4xf64>
  return %w1, %m1 : tensor<4x4xf32>, tensor<4x4xf64>
}

// -----

func.func @rank0_elemwise(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  // expected-error @below {{'stype.elemwise_add' op 0-d tensors are not supported}}
  %r = stype.elemwise_add %a, %b : tensor<f32>, tensor<f32> -> tensor<f32>
  return %r : tensor<f32>
}

// -----

func.func @rank0_sgd(%w: tensor<f32>, %g: tensor<f32>) -> tensor<f32> {
  // expected-error @below {{'stype.sgd_update' op 0-d tensors are not supported}}
  %r = stype.sgd_update %w, %g {lr = 0.1 : f64} : tensor<f32>, tensor<f32> -> tensor<f32>
  return %r : tensor<f32>
}
