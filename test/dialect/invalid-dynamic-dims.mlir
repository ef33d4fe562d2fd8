// RUN: stype-opt %s -split-input-file --verify-diagnostics --mlir-print-op-on-diagnostic=false

// Shape mismatches involving dynamic dims: the messages must print a dynamic
// dim as `?` (as MLIR's type syntax does), not as the sentinel
// ShapedType::kDynamic (-9223372036854775808).

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @cast_shape_dynamic(%x: tensor<4x?xf32>) -> tensor<5x8xf32, #csr> {
  // expected-error @below {{'stype.cast_storage' op result shape [5, 8] differs from source shape [4, ?]}}
  %r = stype.cast_storage %x : tensor<4x?xf32> to tensor<5x8xf32, #csr>
  return %r : tensor<5x8xf32, #csr>
}

// -----

func.func @elemwise_rhs_shape_dynamic(%a: tensor<4x4xf32>, %b: tensor<?x5xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.elemwise_add' op rhs shape [?, 5] differs from lhs shape [4, 4]}}
  %r = stype.elemwise_add %a, %b : tensor<4x4xf32>, tensor<?x5xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @dot_result_shape_dynamic(%x: tensor<?x4xf32>, %y: tensor<4x5xf32>) -> tensor<?x4xf32> {
  // expected-error @below {{'stype.dot' op result shape [?, 4] does not match the product shape [?, 5]}}
  %r = stype.dot %x, %y : tensor<?x4xf32>, tensor<4x5xf32> -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

// -----

// The dot kernel sizes its result from the operands: a result dim more
// static than the product's would be written out of bounds at run time.
func.func @dot_result_more_static(%x: tensor<?x4xf32>, %y: tensor<4x5xf32>) -> tensor<2x5xf32> {
  // expected-error @below {{'stype.dot' op result dim 0 is static (2) but the product's is known only at run time; make it dynamic (?)}}
  %r = stype.dot %x, %y : tensor<?x4xf32>, tensor<4x5xf32> -> tensor<2x5xf32>
  return %r : tensor<2x5xf32>
}
