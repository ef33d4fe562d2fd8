// RUN: stype-opt %s --stype-infer-storage=fallback-warnings=0 --verify-diagnostics --mlir-print-op-on-diagnostic=false | FileCheck %s

// fallback-warnings=0 (MXNet's MXNET_STORAGE_FALLBACK_LOG_VERBOSE=0): the
// fallbacks are still rewritten, but no diagnostic at all is emitted
// (--verify-diagnostics fails on any, as this file expects none).

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// CHECK-LABEL: func.func @silent_fallbacks(
// CHECK-SAME:    %[[A:.*]]: tensor<4x4xf32, #csr>, %[[B:.*]]: tensor<4x4xf32>, %[[R:.*]]: tensor<4x4xf32, #row_sparse>)
// CHECK-SAME:    -> (tensor<4x4xf32>, tensor<4x4xf32, #csr>, tensor<4x4xf32, #row_sparse>)
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %[[A]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RA:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[S:.*]] = stype.elemwise_add %[[A0]], %[[RA]] : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %[[A]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[P0:.*]] = stype.dot %[[B]], %[[A1]] {transpose_b} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[P:.*]] = stype.cast_storage %[[P0]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[R0:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[U0:.*]] = stype.sgd_update %[[R0]], %[[B]] {lr = 1.000000e-01 : f64} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[U:.*]] = stype.cast_storage %[[U0]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[S]], %[[P]], %[[U]]
func.func @silent_fallbacks(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>, %r: tensor<4x4xf32, #rsp>)
    -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %s = stype.elemwise_add %a, %r : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  %p = stype.dot %b, %a {transpose_b} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  %u = stype.sgd_update %r, %b {lr = 0.1 : f64} : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %s, %p, %u : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}
