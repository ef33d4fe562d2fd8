// RUN: stype-opt %s -split-input-file --verify-diagnostics --mlir-print-op-on-diagnostic=false

// Every stype op (the Stype_BoundedShapes trait): a tensor operand or result
// whose static byte size (elements x element bytes, as if dense) does not
// fit int64 is refused, whatever its storage kind.  Dynamic dims are checked
// when the kernels run (test/integration/huge-shapes.test).

// The largest sizes that fit: 2^61 - 1 f32 elements are 2^63 - 4 bytes.
func.func @fits(%x: tensor<2305843009213693951xf32>) -> tensor<2305843009213693951xf32> {
  %r = stype.relu %x : tensor<2305843009213693951xf32> -> tensor<2305843009213693951xf32>
  return %r : tensor<2305843009213693951xf32>
}

// -----

// One more element does not.
func.func @elementwise_operand(%x: tensor<2305843009213693952xf32>) -> tensor<?xf32> {
  // expected-error @below {{'stype.relu' op operand #0 'tensor<2305843009213693952xf32>' is too large: its [2305843009213693952] elements of 'f32' take 9.22e+18 bytes, more than int64 can count}}
  %r = stype.relu %x : tensor<2305843009213693952xf32> -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

func.func @elementwise_result(%x: tensor<3x?xf32>) -> tensor<3x4611686018427387904xf32> {
  // expected-error @below {{'stype.relu' op result #0 'tensor<3x4611686018427387904xf32>' is too large: its [3, 4611686018427387904] elements of 'f32' take 5.53e+19 bytes}}
  %r = stype.relu %x : tensor<3x?xf32> -> tensor<3x4611686018427387904xf32>
  return %r : tensor<3x4611686018427387904xf32>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
// A csr counts as its dense size too (MXNet's shape.Size() is an int64).
func.func @conversion_csr(%x: tensor<2x4611686018427387904xf32, #csr>) -> tensor<?x?xf32> {
  // expected-error @below {{'stype.cast_storage' op operand #0 'tensor<2x4611686018427387904xf32, #sparse_tensor.encoding}}
  %r = stype.cast_storage %x : tensor<2x4611686018427387904xf32, #csr> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

func.func @linalg(%a: tensor<?x?xf64>, %b: tensor<?x1152921504606846976xf64>) -> tensor<?x?xf64> {
  // expected-error @below {{'stype.dot' op operand #1 'tensor<?x1152921504606846976xf64>' is too large}}
  %r = stype.dot %a, %b : tensor<?x?xf64>, tensor<?x1152921504606846976xf64> -> tensor<?x?xf64>
  return %r : tensor<?x?xf64>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @reduction(%x: tensor<?x?xf32, #csr>) -> tensor<4611686018427387904xf32> {
  // expected-error @below {{'stype.sum' op result #0 'tensor<4611686018427387904xf32>' is too large}}
  %r = stype.sum %x {axis = 0 : i64} : tensor<?x?xf32, #csr> -> tensor<4611686018427387904xf32>
  return %r : tensor<4611686018427387904xf32>
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @optimizer(%w: tensor<4611686018427387904x4xf32>, %g: tensor<?x?xf32, #rsp>) -> tensor<?x?xf32> {
  // expected-error @below {{'stype.sgd_update' op operand #0 'tensor<4611686018427387904x4xf32>' is too large}}
  %r = stype.sgd_update %w, %g {lr = 0.1 : f64} : tensor<4611686018427387904x4xf32>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
