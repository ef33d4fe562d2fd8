// RUN: stype-opt %s --stype-infer-storage --verify-diagnostics --mlir-print-op-on-diagnostic=false | FileCheck %s

// MXNet's DotForwardInferStorageType (src/operator/tensor/dot-inl.h): for a
// dense lhs and a csr rhs without transpose_a and without a hint, the target
// kind is csr whatever transpose_b is; with transpose_b the CPU has no
// kernel, so the op is a fallback *with a csr result* (mxnet-semantics §3.1:
// "D, C (F,T) | None | FB (out C)").

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>

// CHECK-LABEL: func.func @dot_dense_csr_t(
// CHECK-SAME:    %[[D:.*]]: tensor<4x8xf32>, %[[C:.*]]: tensor<6x8xf32, #csr>) -> tensor<4x6xf32, #csr> {
// CHECK-NEXT:    %[[CD:.*]] = stype.cast_storage %[[C]] : tensor<6x8xf32, #csr> to tensor<6x8xf32>
// CHECK-NEXT:    %[[R:.*]] = stype.dot %[[D]], %[[CD]] {transpose_b} : tensor<4x8xf32>, tensor<6x8xf32> -> tensor<4x6xf32>
// CHECK-NEXT:    %[[RC:.*]] = stype.cast_storage %[[R]] : tensor<4x6xf32> to tensor<4x6xf32, #csr>
// CHECK-NEXT:    return %[[RC]] : tensor<4x6xf32, #csr>
func.func @dot_dense_csr_t(%d: tensor<4x8xf32>, %c: tensor<6x8xf32, #csr>) -> tensor<4x6xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = dot{{.}}input storage types = [default, csr]{{.}}output storage types = [csr]{{.}}params = {"transpose_b" : unit}}}
  %r = stype.dot %d, %c {transpose_b} : tensor<4x8xf32>, tensor<6x8xf32, #csr> -> tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}
