// RUN: stype-opt %s -split-input-file --verify-diagnostics --mlir-print-op-on-diagnostic=false

// One chunk per verifier rule of dialect/IndexingOps.cpp (sparse_retain's
// are in invalid.mlir).

func.func @slice_lengths(%x: tensor<4x5xf32>) -> tensor<2x5xf32> {
  // expected-error @below {{'stype.slice' op begin and end must have the same length, got 1 and 2}}
  %r = stype.slice %x {begin = array<i64: 1>, end = array<i64: 3, 5>} : tensor<4x5xf32> -> tensor<2x5xf32>
  return %r : tensor<2x5xf32>
}

// -----

func.func @slice_too_long(%x: tensor<4x5xf32>) -> tensor<2x5xf32> {
  // expected-error @below {{'stype.slice' op begin and end must name 1 to 2 dimensions, got 3}}
  %r = stype.slice %x {begin = array<i64: 1, 0, 0>, end = array<i64: 3, 5, 1>} : tensor<4x5xf32> -> tensor<2x5xf32>
  return %r : tensor<2x5xf32>
}

// -----

func.func @slice_step_length(%x: tensor<4x5xf32>) -> tensor<2x5xf32> {
  // expected-error @below {{'stype.slice' op step must have the length of begin (1), got 2}}
  %r = stype.slice %x {begin = array<i64: 1>, end = array<i64: 3>, step = array<i64: 1, 1>} : tensor<4x5xf32> -> tensor<2x5xf32>
  return %r : tensor<2x5xf32>
}

// -----

func.func @slice_element_type(%x: tensor<4x5xf32>) -> tensor<2x5xf64> {
  // expected-error @below {{'stype.slice' op data and result must have the same element type}}
  %r = stype.slice %x {begin = array<i64: 1>, end = array<i64: 3>} : tensor<4x5xf32> -> tensor<2x5xf64>
  return %r : tensor<2x5xf64>
}

// -----

func.func @slice_rank(%x: tensor<4x5xf32>) -> tensor<10xf32> {
  // expected-error @below {{'stype.slice' op result must have rank 2}}
  %r = stype.slice %x {begin = array<i64: 1>, end = array<i64: 3>} : tensor<4x5xf32> -> tensor<10xf32>
  return %r : tensor<10xf32>
}

// -----

func.func @slice_negative_step(%x: tensor<4x5xf32>) -> tensor<2x5xf32> {
  // expected-error @below {{'stype.slice' op step must be positive, got -1 for dimension 0}}
  %r = stype.slice %x {begin = array<i64: 3>, end = array<i64: 1>, step = array<i64: -1>} : tensor<4x5xf32> -> tensor<2x5xf32>
  return %r : tensor<2x5xf32>
}

// -----

func.func @slice_negative_begin(%x: tensor<4x5xf32>) -> tensor<2x5xf32> {
  // expected-error @below {{'stype.slice' op dimension 0: need 0 <= begin <= end, got begin -2 and end 4}}
  %r = stype.slice %x {begin = array<i64: -2>, end = array<i64: 4>} : tensor<4x5xf32> -> tensor<2x5xf32>
  return %r : tensor<2x5xf32>
}

// -----

func.func @slice_end_too_big(%x: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // expected-error @below {{'stype.slice' op dimension 1: end 7 exceeds the size 5}}
  %r = stype.slice %x {begin = array<i64: 0, 2>, end = array<i64: 4, 7>} : tensor<4x5xf32> -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

// -----

func.func @slice_result_dim(%x: tensor<9x5xf32>) -> tensor<5x5xf32> {
  // expected-error @below {{'stype.slice' op result dimension 0 must be 4, got 5}}
  %r = stype.slice %x {begin = array<i64: 1>, end = array<i64: 9>, step = array<i64: 2>} : tensor<9x5xf32> -> tensor<5x5xf32>
  return %r : tensor<5x5xf32>
}

// -----

func.func @slice_kept_dim(%x: tensor<9x5xf32>) -> tensor<8x4xf32> {
  // expected-error @below {{'stype.slice' op result dimension 1 must be 5, got 4}}
  %r = stype.slice %x {begin = array<i64: 1>, end = array<i64: 9>} : tensor<9x5xf32> -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// -----

func.func @take_sparse_indices(%x: tensor<4x5xf32>, %i: tensor<3xi64, #sparse_tensor.encoding<{ map = (i) -> (i : compressed), posWidth = 64, crdWidth = 64 }>>) -> tensor<3x5xf32> {
  // expected-error @below {{'stype.take' op operand #1 has an unsupported storage encoding}}
  %r = stype.take %x, %i : tensor<4x5xf32>, tensor<3xi64, #sparse_tensor.encoding<{ map = (i) -> (i : compressed), posWidth = 64, crdWidth = 64 }>> -> tensor<3x5xf32>
  return %r : tensor<3x5xf32>
}

// -----

func.func @take_mode(%x: tensor<4x5xf32>, %i: tensor<3xi64>) -> tensor<3x5xf32> {
  // expected-error @below {{'stype.take' op mode must be "clip", "wrap" or "raise", got "fill"}}
  %r = stype.take %x, %i {mode = "fill"} : tensor<4x5xf32>, tensor<3xi64> -> tensor<3x5xf32>
  return %r : tensor<3x5xf32>
}

// -----

func.func @take_axis(%x: tensor<4x5xf32>, %i: tensor<3xi64>) -> tensor<3x5xf32> {
  // expected-error @below {{'stype.take' op axis 2 is out of range for a 2-D a}}
  %r = stype.take %x, %i {axis = 2 : i64} : tensor<4x5xf32>, tensor<3xi64> -> tensor<3x5xf32>
  return %r : tensor<3x5xf32>
}

// -----

func.func @take_element_type(%x: tensor<4x5xf32>, %i: tensor<3xi64>) -> tensor<3x5xf64> {
  // expected-error @below {{'stype.take' op a and result must have the same element type}}
  %r = stype.take %x, %i : tensor<4x5xf32>, tensor<3xi64> -> tensor<3x5xf64>
  return %r : tensor<3x5xf64>
}

// -----

func.func @take_shape(%x: tensor<4x5xf32>, %i: tensor<3xi64>) -> tensor<3x5xf32> {
  // expected-error @below {{'stype.take' op result shape [3, 5] does not match [4, 3]}}
  %r = stype.take %x, %i {axis = 1 : i64} : tensor<4x5xf32>, tensor<3xi64> -> tensor<3x5xf32>
  return %r : tensor<3x5xf32>
}

// -----

func.func @take_f32_indices(%x: tensor<4x5xf32>, %i: tensor<3xf32>) -> tensor<3x5xf32> {
  // expected-error @below {{'stype.take' op operand #1 must be 1D tensor of 64-bit signless integer values, but got 'tensor<3xf32>'}}
  %r = stype.take %x, %i : tensor<4x5xf32>, tensor<3xf32> -> tensor<3x5xf32>
  return %r : tensor<3x5xf32>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @embedding_sparse_ids(%ids: tensor<4x2xi64, #csr>, %w: tensor<10x3xf32>) -> tensor<4x2x3xf32> {
  // expected-error @below {{'stype.embedding' op data (the ids) must be a dense i64 tensor}}
  %r = stype.embedding %ids, %w : tensor<4x2xi64, #csr>, tensor<10x3xf32> -> tensor<4x2x3xf32>
  return %r : tensor<4x2x3xf32>
}

// -----

func.func @embedding_weight_rank(%ids: tensor<4xi64>, %w: tensor<10x3x2xf32>) -> tensor<4x3xf32> {
  // expected-error @below {{'stype.embedding' op weight must be 2-D, got rank 3}}
  %r = stype.embedding %ids, %w : tensor<4xi64>, tensor<10x3x2xf32> -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

func.func @embedding_element_type(%ids: tensor<4xi64>, %w: tensor<10x3xf32>) -> tensor<4x3xf64> {
  // expected-error @below {{'stype.embedding' op weight and result must have the same element type}}
  %r = stype.embedding %ids, %w : tensor<4xi64>, tensor<10x3xf32> -> tensor<4x3xf64>
  return %r : tensor<4x3xf64>
}

// -----

func.func @embedding_shape(%ids: tensor<4x2xi64>, %w: tensor<10x3xf32>) -> tensor<8x3xf32> {
  // expected-error @below {{'stype.embedding' op result shape [8, 3] must be data's shape plus the embedding dimension, [4, 2, 3]}}
  %r = stype.embedding %ids, %w : tensor<4x2xi64>, tensor<10x3xf32> -> tensor<8x3xf32>
  return %r : tensor<8x3xf32>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @embedding_grad_sparse_ids(%ids: tensor<4x2xi64, #csr>, %g: tensor<4x2x3xf32>) -> tensor<10x3xf32> {
  // expected-error @below {{'stype.embedding_grad' op data (the ids) must be a dense i64 tensor}}
  %r = stype.embedding_grad %ids, %g {input_dim = 10 : i64} : tensor<4x2xi64, #csr>, tensor<4x2x3xf32> -> tensor<10x3xf32>
  return %r : tensor<10x3xf32>
}

// -----

func.func @embedding_grad_element_type(%ids: tensor<4xi64>, %g: tensor<4x3xf32>) -> tensor<10x3xf64> {
  // expected-error @below {{'stype.embedding_grad' op ograd and result must have the same element type}}
  %r = stype.embedding_grad %ids, %g {input_dim = 10 : i64} : tensor<4xi64>, tensor<4x3xf32> -> tensor<10x3xf64>
  return %r : tensor<10x3xf64>
}

// -----

func.func @embedding_grad_input_dim(%ids: tensor<4xi64>, %g: tensor<4x3xf32>) -> tensor<?x3xf32> {
  // expected-error @below {{'stype.embedding_grad' op input_dim must be non-negative, got -1}}
  %r = stype.embedding_grad %ids, %g {input_dim = -1 : i64} : tensor<4xi64>, tensor<4x3xf32> -> tensor<?x3xf32>
  return %r : tensor<?x3xf32>
}

// -----

func.func @embedding_grad_result(%ids: tensor<4xi64>, %g: tensor<4x3xf32>) -> tensor<9x3xf32> {
  // expected-error @below {{'stype.embedding_grad' op result must be 2-D with input_dim (10) rows, got [9, 3]}}
  %r = stype.embedding_grad %ids, %g {input_dim = 10 : i64} : tensor<4xi64>, tensor<4x3xf32> -> tensor<9x3xf32>
  return %r : tensor<9x3xf32>
}

// -----

func.func @embedding_grad_ograd_shape(%ids: tensor<4xi64>, %g: tensor<5x3xf32>) -> tensor<10x3xf32> {
  // expected-error @below {{'stype.embedding_grad' op ograd shape [5, 3] must be data's shape plus the embedding dimension, [4, 3]}}
  %r = stype.embedding_grad %ids, %g {input_dim = 10 : i64} : tensor<4xi64>, tensor<5x3xf32> -> tensor<10x3xf32>
  return %r : tensor<10x3xf32>
}

// -----

func.func @embedding_grad_deterministic_dense(%ids: tensor<4xi64>, %g: tensor<4x3xf32>) -> tensor<10x3xf32> {
  // expected-error @below {{'stype.embedding_grad' op 'deterministic' is an option of the row_sparse weight gradient (MXNet's _contrib_SparseEmbedding) and requires 'sparse_grad'}}
  %r = stype.embedding_grad %ids, %g {input_dim = 10 : i64, deterministic} : tensor<4xi64>, tensor<4x3xf32> -> tensor<10x3xf32>
  return %r : tensor<10x3xf32>
}
