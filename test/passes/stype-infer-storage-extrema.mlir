// RUN: stype-opt %s --stype-infer-storage --verify-diagnostics --mlir-print-op-on-diagnostic=false | FileCheck %s

// Result kinds of max, min, argmax and batch_dot: MXNet registers them
// without FInferStorageType (DefaultStorageType), so a default input has the
// dense kernel and every sparse one takes the dense fallback, with MXNet's
// warning.  Result kinds written in the input (row_sparse) are placeholders:
// every result is default.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
#rsp3 = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : dense, k : dense), posWidth = 64, crdWidth = 64 }>

// CHECK-LABEL: func.func @kernels(
// CHECK-NEXT:    stype.max %{{.*}} {axis = 0 : i64} : tensor<4x5xf32> -> tensor<5xf32>
// CHECK-NEXT:    stype.min %{{.*}} {axis = 1 : i64, keepdims} : tensor<4x5xf32> -> tensor<4x1xf32>
// CHECK-NEXT:    stype.argmax %{{.*}} {axis = 1 : i64, keepdims} : tensor<4x5xf32> -> tensor<4x1xf32>
// CHECK-NEXT:    stype.batch_dot %{{.*}}, %{{.*}} : tensor<2x3x4xf64>, tensor<2x4x2xf64> -> tensor<2x3x2xf64>
// CHECK-NEXT:    return
func.func @kernels(%d: tensor<4x5xf32>, %a: tensor<2x3x4xf64>, %b: tensor<2x4x2xf64>)
    -> (tensor<5xf32>, tensor<4x1xf32, #rsp>, tensor<4x1xf32, #rsp>, tensor<2x3x2xf64, #rsp3>) {
  %0 = stype.max %d {axis = 0 : i64} : tensor<4x5xf32> -> tensor<5xf32>
  %1 = stype.min %d {axis = 1 : i64, keepdims} : tensor<4x5xf32> -> tensor<4x1xf32, #rsp>
  %2 = stype.argmax %d {axis = 1 : i64, keepdims} : tensor<4x5xf32> -> tensor<4x1xf32, #rsp>
  %3 = stype.batch_dot %a, %b : tensor<2x3x4xf64>, tensor<2x4x2xf64> -> tensor<2x3x2xf64, #rsp3>
  return %0, %1, %2, %3 : tensor<5xf32>, tensor<4x1xf32, #rsp>, tensor<4x1xf32, #rsp>, tensor<2x3x2xf64, #rsp3>
}

// CHECK-LABEL: func.func @fallbacks(
// CHECK-NEXT:    %[[C0:.*]] = stype.cast_storage %{{.*}} : tensor<?x?xf32, #csr> to tensor<?x?xf32>
// CHECK-NEXT:    stype.max %[[C0]] {axis = 1 : i64} : tensor<?x?xf32> -> tensor<?xf32>
// CHECK-NEXT:    %[[C1:.*]] = stype.cast_storage %{{.*}} : tensor<?x?xf64, #row_sparse> to tensor<?x?xf64>
// CHECK-NEXT:    stype.min %[[C1]] {axis = 0 : i64, exclude} : tensor<?x?xf64> -> tensor<?xf64>
// CHECK-NEXT:    %[[C2:.*]] = stype.cast_storage %{{.*}} : tensor<?x?xf32, #csr> to tensor<?x?xf32>
// CHECK-NEXT:    stype.argmax %[[C2]] : tensor<?x?xf32> -> tensor<1xf32>
// CHECK-NEXT:    %[[C3:.*]] = stype.cast_storage %{{.*}} : tensor<2x3x4xf64, #row_sparse3> to tensor<2x3x4xf64>
// CHECK-NEXT:    stype.batch_dot %[[C3]], %{{.*}} {transpose_b} : tensor<2x3x4xf64>, tensor<2x2x4xf64> -> tensor<2x3x2xf64>
// CHECK-NEXT:    return
func.func @fallbacks(%c: tensor<?x?xf32, #csr>, %r: tensor<?x?xf64, #rsp>, %a: tensor<2x3x4xf64, #rsp3>, %b: tensor<2x2x4xf64>)
    -> (tensor<?xf32>, tensor<?xf64>, tensor<1xf32>, tensor<2x3x2xf64>) {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = max{{.}}input storage types = [csr]{{.}}output storage types = [default]}}
  %0 = stype.max %c {axis = 1 : i64} : tensor<?x?xf32, #csr> -> tensor<?xf32>
  // expected-warning-re @below {{operator = min{{.}}input storage types = [row_sparse]{{.}}output storage types = [default]}}
  %1 = stype.min %r {axis = 0 : i64, exclude} : tensor<?x?xf64, #rsp> -> tensor<?xf64>
  // expected-warning-re @below {{operator = argmax{{.}}input storage types = [csr]{{.}}output storage types = [default]}}
  %2 = stype.argmax %c : tensor<?x?xf32, #csr> -> tensor<1xf32>
  // expected-warning-re @below {{operator = batch_dot{{.}}input storage types = [row_sparse, default]{{.}}output storage types = [default]}}
  %3 = stype.batch_dot %a, %b {transpose_b} : tensor<2x3x4xf64, #rsp3>, tensor<2x2x4xf64> -> tensor<2x3x2xf64>
  return %0, %1, %2, %3 : tensor<?xf32>, tensor<?xf64>, tensor<1xf32>, tensor<2x3x2xf64>
}
