// RUN: stype-opt %s --stype-infer-storage --verify-diagnostics --mlir-print-op-on-diagnostic=false | FileCheck %s

// dot: every (lhs, rhs) in {default, csr, row_sparse}^2, every
// (transpose_a, transpose_b) and forward_stype in {none, default, csr,
// row_sparse}: the result kind of MXNet's DotForwardInferStorageType
// (mxnet-semantics §3.1) and, where stype has no kernel, the fallback warning
// and the dense dot cast back to that kind.  Shapes are square so that every
// transpose is valid.  Result kinds written in the input are placeholders.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// CHECK-LABEL: func.func @dot_dd(
// CHECK-SAME:    %[[L:.*]]: tensor<4x4xf32>, %[[R:.*]]: tensor<4x4xf32>)
// CHECK-NEXT:    %[[V0:.*]] = stype.dot %[[L]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.dot %[[L]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[W2:.*]] = stype.dot %[[L]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V2:.*]] = stype.cast_storage %[[W2]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[W3:.*]] = stype.dot %[[L]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V3:.*]] = stype.cast_storage %[[W3]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    %[[V4:.*]] = stype.dot %[[L]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V5:.*]] = stype.dot %[[L]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[W6:.*]] = stype.dot %[[L]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V6:.*]] = stype.cast_storage %[[W6]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[W7:.*]] = stype.dot %[[L]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V7:.*]] = stype.cast_storage %[[W7]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    %[[V8:.*]] = stype.dot %[[L]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V9:.*]] = stype.dot %[[L]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[W10:.*]] = stype.dot %[[L]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V10:.*]] = stype.cast_storage %[[W10]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[W11:.*]] = stype.dot %[[L]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V11:.*]] = stype.cast_storage %[[W11]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    %[[V12:.*]] = stype.dot %[[L]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V13:.*]] = stype.dot %[[L]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[W14:.*]] = stype.dot %[[L]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V14:.*]] = stype.cast_storage %[[W14]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[W15:.*]] = stype.dot %[[L]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V15:.*]] = stype.cast_storage %[[W15]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V5]], %[[V6]], %[[V7]], %[[V8]], %[[V9]], %[[V10]], %[[V11]], %[[V12]], %[[V13]], %[[V14]], %[[V15]]
func.func @dot_dd(%l: tensor<4x4xf32>, %r: tensor<4x4xf32>)
    -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %v0 = stype.dot %l, %r : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  %v1 = stype.dot %l, %r {forward_stype = #stype.storage<default>} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  // (F, F), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, default]{{.}}output storage types = [csr]}}
  %v2 = stype.dot %l, %r {forward_stype = #stype.storage<csr>} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  // (F, F), forward_stype=row_sparse: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, default]{{.}}output storage types = [row_sparse]}}
  %v3 = stype.dot %l, %r {forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  %v4 = stype.dot %l, %r {transpose_b} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  %v5 = stype.dot %l, %r {transpose_b, forward_stype = #stype.storage<default>} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  // (F, T), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, default]{{.}}output storage types = [csr]}}
  %v6 = stype.dot %l, %r {transpose_b, forward_stype = #stype.storage<csr>} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  // (F, T), forward_stype=row_sparse: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, default]{{.}}output storage types = [row_sparse]}}
  %v7 = stype.dot %l, %r {transpose_b, forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  %v8 = stype.dot %l, %r {transpose_a} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  %v9 = stype.dot %l, %r {transpose_a, forward_stype = #stype.storage<default>} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  // (T, F), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, default]{{.}}output storage types = [csr]}}
  %v10 = stype.dot %l, %r {transpose_a, forward_stype = #stype.storage<csr>} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  // (T, F), forward_stype=row_sparse: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, default]{{.}}output storage types = [row_sparse]}}
  %v11 = stype.dot %l, %r {transpose_a, forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  %v12 = stype.dot %l, %r {transpose_a, transpose_b} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  %v13 = stype.dot %l, %r {transpose_a, transpose_b, forward_stype = #stype.storage<default>} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  // (T, T), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, default]{{.}}output storage types = [csr]}}
  %v14 = stype.dot %l, %r {transpose_a, transpose_b, forward_stype = #stype.storage<csr>} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  // (T, T), forward_stype=row_sparse: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, default]{{.}}output storage types = [row_sparse]}}
  %v15 = stype.dot %l, %r {transpose_a, transpose_b, forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %v0, %v1, %v2, %v3, %v4, %v5, %v6, %v7, %v8, %v9, %v10, %v11, %v12, %v13, %v14, %v15 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}

// CHECK-LABEL: func.func @dot_dc(
// CHECK-SAME:    %[[L:.*]]: tensor<4x4xf32>, %[[R:.*]]: tensor<4x4xf32, #csr>)
// CHECK-NEXT:    %[[V0:.*]] = stype.dot %[[L]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[V1:.*]] = stype.dot %[[L]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V2:.*]] = stype.dot %[[L]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[RD3:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W3:.*]] = stype.dot %[[L]], %[[RD3]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V3:.*]] = stype.cast_storage %[[W3]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    %[[RD4:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W4:.*]] = stype.dot %[[L]], %[[RD4]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V4:.*]] = stype.cast_storage %[[W4]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[V5:.*]] = stype.dot %[[L]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[RD6:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W6:.*]] = stype.dot %[[L]], %[[RD6]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V6:.*]] = stype.cast_storage %[[W6]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[RD7:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W7:.*]] = stype.dot %[[L]], %[[RD7]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V7:.*]] = stype.cast_storage %[[W7]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    %[[RD8:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V8:.*]] = stype.dot %[[L]], %[[RD8]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[RD9:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V9:.*]] = stype.dot %[[L]], %[[RD9]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[RD10:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W10:.*]] = stype.dot %[[L]], %[[RD10]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V10:.*]] = stype.cast_storage %[[W10]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[RD11:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W11:.*]] = stype.dot %[[L]], %[[RD11]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V11:.*]] = stype.cast_storage %[[W11]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    %[[RD12:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V12:.*]] = stype.dot %[[L]], %[[RD12]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[RD13:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V13:.*]] = stype.dot %[[L]], %[[RD13]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[RD14:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W14:.*]] = stype.dot %[[L]], %[[RD14]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V14:.*]] = stype.cast_storage %[[W14]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[RD15:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W15:.*]] = stype.dot %[[L]], %[[RD15]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V15:.*]] = stype.cast_storage %[[W15]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V5]], %[[V6]], %[[V7]], %[[V8]], %[[V9]], %[[V10]], %[[V11]], %[[V12]], %[[V13]], %[[V14]], %[[V15]]
func.func @dot_dc(%l: tensor<4x4xf32>, %r: tensor<4x4xf32, #csr>)
    -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %v0 = stype.dot %l, %r : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  %v1 = stype.dot %l, %r {forward_stype = #stype.storage<default>} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  %v2 = stype.dot %l, %r {forward_stype = #stype.storage<csr>} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (F, F), forward_stype=row_sparse: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, csr]{{.}}output storage types = [row_sparse]}}
  %v3 = stype.dot %l, %r {forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (F, T), no hint: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, csr]{{.}}output storage types = [csr]}}
  %v4 = stype.dot %l, %r {transpose_b} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  %v5 = stype.dot %l, %r {transpose_b, forward_stype = #stype.storage<default>} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (F, T), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, csr]{{.}}output storage types = [csr]}}
  %v6 = stype.dot %l, %r {transpose_b, forward_stype = #stype.storage<csr>} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (F, T), forward_stype=row_sparse: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, csr]{{.}}output storage types = [row_sparse]}}
  %v7 = stype.dot %l, %r {transpose_b, forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (T, F), no hint: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, csr]{{.}}output storage types = [default]}}
  %v8 = stype.dot %l, %r {transpose_a} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (T, F), forward_stype=default: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, csr]{{.}}output storage types = [default]}}
  %v9 = stype.dot %l, %r {transpose_a, forward_stype = #stype.storage<default>} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (T, F), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, csr]{{.}}output storage types = [csr]}}
  %v10 = stype.dot %l, %r {transpose_a, forward_stype = #stype.storage<csr>} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (T, F), forward_stype=row_sparse: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, csr]{{.}}output storage types = [row_sparse]}}
  %v11 = stype.dot %l, %r {transpose_a, forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (T, T), no hint: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, csr]{{.}}output storage types = [default]}}
  %v12 = stype.dot %l, %r {transpose_a, transpose_b} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (T, T), forward_stype=default: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, csr]{{.}}output storage types = [default]}}
  %v13 = stype.dot %l, %r {transpose_a, transpose_b, forward_stype = #stype.storage<default>} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (T, T), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, csr]{{.}}output storage types = [csr]}}
  %v14 = stype.dot %l, %r {transpose_a, transpose_b, forward_stype = #stype.storage<csr>} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (T, T), forward_stype=row_sparse: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, csr]{{.}}output storage types = [row_sparse]}}
  %v15 = stype.dot %l, %r {transpose_a, transpose_b, forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %v0, %v1, %v2, %v3, %v4, %v5, %v6, %v7, %v8, %v9, %v10, %v11, %v12, %v13, %v14, %v15 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}

// CHECK-LABEL: func.func @dot_dr(
// CHECK-SAME:    %[[L:.*]]: tensor<4x4xf32>, %[[R:.*]]: tensor<4x4xf32, #row_sparse>)
// CHECK-NEXT:    %[[RD0:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V0:.*]] = stype.dot %[[L]], %[[RD0]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[RD1:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.dot %[[L]], %[[RD1]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[RD2:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W2:.*]] = stype.dot %[[L]], %[[RD2]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V2:.*]] = stype.cast_storage %[[W2]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[RD3:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W3:.*]] = stype.dot %[[L]], %[[RD3]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V3:.*]] = stype.cast_storage %[[W3]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    %[[RD4:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V4:.*]] = stype.dot %[[L]], %[[RD4]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[RD5:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V5:.*]] = stype.dot %[[L]], %[[RD5]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[RD6:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W6:.*]] = stype.dot %[[L]], %[[RD6]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V6:.*]] = stype.cast_storage %[[W6]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[RD7:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W7:.*]] = stype.dot %[[L]], %[[RD7]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V7:.*]] = stype.cast_storage %[[W7]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    %[[RD8:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V8:.*]] = stype.dot %[[L]], %[[RD8]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[RD9:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V9:.*]] = stype.dot %[[L]], %[[RD9]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[RD10:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W10:.*]] = stype.dot %[[L]], %[[RD10]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V10:.*]] = stype.cast_storage %[[W10]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[RD11:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W11:.*]] = stype.dot %[[L]], %[[RD11]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V11:.*]] = stype.cast_storage %[[W11]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    %[[RD12:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V12:.*]] = stype.dot %[[L]], %[[RD12]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[RD13:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V13:.*]] = stype.dot %[[L]], %[[RD13]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[RD14:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W14:.*]] = stype.dot %[[L]], %[[RD14]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V14:.*]] = stype.cast_storage %[[W14]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[RD15:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W15:.*]] = stype.dot %[[L]], %[[RD15]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V15:.*]] = stype.cast_storage %[[W15]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V5]], %[[V6]], %[[V7]], %[[V8]], %[[V9]], %[[V10]], %[[V11]], %[[V12]], %[[V13]], %[[V14]], %[[V15]]
func.func @dot_dr(%l: tensor<4x4xf32>, %r: tensor<4x4xf32, #rsp>)
    -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  // (F, F), no hint: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, row_sparse]{{.}}output storage types = [default]}}
  %v0 = stype.dot %l, %r : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (F, F), forward_stype=default: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, row_sparse]{{.}}output storage types = [default]}}
  %v1 = stype.dot %l, %r {forward_stype = #stype.storage<default>} : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (F, F), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, row_sparse]{{.}}output storage types = [csr]}}
  %v2 = stype.dot %l, %r {forward_stype = #stype.storage<csr>} : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (F, F), forward_stype=row_sparse: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, row_sparse]{{.}}output storage types = [row_sparse]}}
  %v3 = stype.dot %l, %r {forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (F, T), no hint: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, row_sparse]{{.}}output storage types = [default]}}
  %v4 = stype.dot %l, %r {transpose_b} : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (F, T), forward_stype=default: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, row_sparse]{{.}}output storage types = [default]}}
  %v5 = stype.dot %l, %r {transpose_b, forward_stype = #stype.storage<default>} : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (F, T), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, row_sparse]{{.}}output storage types = [csr]}}
  %v6 = stype.dot %l, %r {transpose_b, forward_stype = #stype.storage<csr>} : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (F, T), forward_stype=row_sparse: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, row_sparse]{{.}}output storage types = [row_sparse]}}
  %v7 = stype.dot %l, %r {transpose_b, forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (T, F), no hint: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, row_sparse]{{.}}output storage types = [default]}}
  %v8 = stype.dot %l, %r {transpose_a} : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (T, F), forward_stype=default: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, row_sparse]{{.}}output storage types = [default]}}
  %v9 = stype.dot %l, %r {transpose_a, forward_stype = #stype.storage<default>} : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (T, F), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, row_sparse]{{.}}output storage types = [csr]}}
  %v10 = stype.dot %l, %r {transpose_a, forward_stype = #stype.storage<csr>} : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (T, F), forward_stype=row_sparse: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, row_sparse]{{.}}output storage types = [row_sparse]}}
  %v11 = stype.dot %l, %r {transpose_a, forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (T, T), no hint: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, row_sparse]{{.}}output storage types = [default]}}
  %v12 = stype.dot %l, %r {transpose_a, transpose_b} : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (T, T), forward_stype=default: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, row_sparse]{{.}}output storage types = [default]}}
  %v13 = stype.dot %l, %r {transpose_a, transpose_b, forward_stype = #stype.storage<default>} : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (T, T), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, row_sparse]{{.}}output storage types = [csr]}}
  %v14 = stype.dot %l, %r {transpose_a, transpose_b, forward_stype = #stype.storage<csr>} : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (T, T), forward_stype=row_sparse: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [default, row_sparse]{{.}}output storage types = [row_sparse]}}
  %v15 = stype.dot %l, %r {transpose_a, transpose_b, forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %v0, %v1, %v2, %v3, %v4, %v5, %v6, %v7, %v8, %v9, %v10, %v11, %v12, %v13, %v14, %v15 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}

// CHECK-LABEL: func.func @dot_cd(
// CHECK-SAME:    %[[L:.*]]: tensor<4x4xf32, #csr>, %[[R:.*]]: tensor<4x4xf32>)
// CHECK-NEXT:    %[[V0:.*]] = stype.dot %[[L]], %[[R]]{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.dot %[[L]], %[[R]]{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD2:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W2:.*]] = stype.dot %[[LD2]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V2:.*]] = stype.cast_storage %[[W2]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[LD3:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W3:.*]] = stype.dot %[[LD3]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V3:.*]] = stype.cast_storage %[[W3]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    %[[LD4:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V4:.*]] = stype.dot %[[LD4]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD5:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V5:.*]] = stype.dot %[[LD5]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD6:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W6:.*]] = stype.dot %[[LD6]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V6:.*]] = stype.cast_storage %[[W6]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[LD7:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W7:.*]] = stype.dot %[[LD7]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V7:.*]] = stype.cast_storage %[[W7]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    %[[V8:.*]] = stype.dot %[[L]], %[[R]]{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    %[[V9:.*]] = stype.dot %[[L]], %[[R]]{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD10:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W10:.*]] = stype.dot %[[LD10]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V10:.*]] = stype.cast_storage %[[W10]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[V11:.*]] = stype.dot %[[L]], %[[R]]{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    %[[LD12:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V12:.*]] = stype.dot %[[LD12]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD13:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V13:.*]] = stype.dot %[[LD13]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD14:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W14:.*]] = stype.dot %[[LD14]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V14:.*]] = stype.cast_storage %[[W14]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[LD15:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W15:.*]] = stype.dot %[[LD15]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V15:.*]] = stype.cast_storage %[[W15]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V5]], %[[V6]], %[[V7]], %[[V8]], %[[V9]], %[[V10]], %[[V11]], %[[V12]], %[[V13]], %[[V14]], %[[V15]]
func.func @dot_cd(%l: tensor<4x4xf32, #csr>, %r: tensor<4x4xf32>)
    -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %v0 = stype.dot %l, %r : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  %v1 = stype.dot %l, %r {forward_stype = #stype.storage<default>} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  // (F, F), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, default]{{.}}output storage types = [csr]}}
  %v2 = stype.dot %l, %r {forward_stype = #stype.storage<csr>} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  // (F, F), forward_stype=row_sparse: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, default]{{.}}output storage types = [row_sparse]}}
  %v3 = stype.dot %l, %r {forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  // (F, T), no hint: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, default]{{.}}output storage types = [default]}}
  %v4 = stype.dot %l, %r {transpose_b} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  // (F, T), forward_stype=default: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, default]{{.}}output storage types = [default]}}
  %v5 = stype.dot %l, %r {transpose_b, forward_stype = #stype.storage<default>} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  // (F, T), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, default]{{.}}output storage types = [csr]}}
  %v6 = stype.dot %l, %r {transpose_b, forward_stype = #stype.storage<csr>} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  // (F, T), forward_stype=row_sparse: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, default]{{.}}output storage types = [row_sparse]}}
  %v7 = stype.dot %l, %r {transpose_b, forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  %v8 = stype.dot %l, %r {transpose_a} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  %v9 = stype.dot %l, %r {transpose_a, forward_stype = #stype.storage<default>} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  // (T, F), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, default]{{.}}output storage types = [csr]}}
  %v10 = stype.dot %l, %r {transpose_a, forward_stype = #stype.storage<csr>} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  %v11 = stype.dot %l, %r {transpose_a, forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  // (T, T), no hint: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, default]{{.}}output storage types = [default]}}
  %v12 = stype.dot %l, %r {transpose_a, transpose_b} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  // (T, T), forward_stype=default: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, default]{{.}}output storage types = [default]}}
  %v13 = stype.dot %l, %r {transpose_a, transpose_b, forward_stype = #stype.storage<default>} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  // (T, T), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, default]{{.}}output storage types = [csr]}}
  %v14 = stype.dot %l, %r {transpose_a, transpose_b, forward_stype = #stype.storage<csr>} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  // (T, T), forward_stype=row_sparse: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, default]{{.}}output storage types = [row_sparse]}}
  %v15 = stype.dot %l, %r {transpose_a, transpose_b, forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %v0, %v1, %v2, %v3, %v4, %v5, %v6, %v7, %v8, %v9, %v10, %v11, %v12, %v13, %v14, %v15 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}

// CHECK-LABEL: func.func @dot_cc(
// CHECK-SAME:    %[[L:.*]]: tensor<4x4xf32, #csr>, %[[R:.*]]: tensor<4x4xf32, #csr>)
// CHECK-NEXT:    %[[LD0:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD0:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V0:.*]] = stype.dot %[[LD0]], %[[RD0]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD1:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD1:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.dot %[[LD1]], %[[RD1]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD2:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD2:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W2:.*]] = stype.dot %[[LD2]], %[[RD2]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V2:.*]] = stype.cast_storage %[[W2]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[LD3:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD3:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W3:.*]] = stype.dot %[[LD3]], %[[RD3]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V3:.*]] = stype.cast_storage %[[W3]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    %[[LD4:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD4:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V4:.*]] = stype.dot %[[LD4]], %[[RD4]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD5:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD5:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V5:.*]] = stype.dot %[[LD5]], %[[RD5]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD6:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD6:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W6:.*]] = stype.dot %[[LD6]], %[[RD6]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V6:.*]] = stype.cast_storage %[[W6]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[LD7:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD7:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W7:.*]] = stype.dot %[[LD7]], %[[RD7]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V7:.*]] = stype.cast_storage %[[W7]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    %[[LD8:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD8:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V8:.*]] = stype.dot %[[LD8]], %[[RD8]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD9:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD9:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V9:.*]] = stype.dot %[[LD9]], %[[RD9]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD10:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD10:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W10:.*]] = stype.dot %[[LD10]], %[[RD10]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V10:.*]] = stype.cast_storage %[[W10]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[LD11:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD11:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W11:.*]] = stype.dot %[[LD11]], %[[RD11]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V11:.*]] = stype.cast_storage %[[W11]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    %[[LD12:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD12:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V12:.*]] = stype.dot %[[LD12]], %[[RD12]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD13:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD13:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V13:.*]] = stype.dot %[[LD13]], %[[RD13]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD14:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD14:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W14:.*]] = stype.dot %[[LD14]], %[[RD14]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V14:.*]] = stype.cast_storage %[[W14]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[LD15:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD15:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W15:.*]] = stype.dot %[[LD15]], %[[RD15]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V15:.*]] = stype.cast_storage %[[W15]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V5]], %[[V6]], %[[V7]], %[[V8]], %[[V9]], %[[V10]], %[[V11]], %[[V12]], %[[V13]], %[[V14]], %[[V15]]
func.func @dot_cc(%l: tensor<4x4xf32, #csr>, %r: tensor<4x4xf32, #csr>)
    -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  // (F, F), no hint: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]}}
  %v0 = stype.dot %l, %r : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (F, F), forward_stype=default: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]}}
  %v1 = stype.dot %l, %r {forward_stype = #stype.storage<default>} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (F, F), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, csr]{{.}}output storage types = [csr]}}
  %v2 = stype.dot %l, %r {forward_stype = #stype.storage<csr>} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (F, F), forward_stype=row_sparse: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, csr]{{.}}output storage types = [row_sparse]}}
  %v3 = stype.dot %l, %r {forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (F, T), no hint: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]}}
  %v4 = stype.dot %l, %r {transpose_b} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (F, T), forward_stype=default: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]}}
  %v5 = stype.dot %l, %r {transpose_b, forward_stype = #stype.storage<default>} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (F, T), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, csr]{{.}}output storage types = [csr]}}
  %v6 = stype.dot %l, %r {transpose_b, forward_stype = #stype.storage<csr>} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (F, T), forward_stype=row_sparse: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, csr]{{.}}output storage types = [row_sparse]}}
  %v7 = stype.dot %l, %r {transpose_b, forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (T, F), no hint: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]}}
  %v8 = stype.dot %l, %r {transpose_a} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (T, F), forward_stype=default: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]}}
  %v9 = stype.dot %l, %r {transpose_a, forward_stype = #stype.storage<default>} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (T, F), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, csr]{{.}}output storage types = [csr]}}
  %v10 = stype.dot %l, %r {transpose_a, forward_stype = #stype.storage<csr>} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (T, F), forward_stype=row_sparse: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, csr]{{.}}output storage types = [row_sparse]}}
  %v11 = stype.dot %l, %r {transpose_a, forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (T, T), no hint: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]}}
  %v12 = stype.dot %l, %r {transpose_a, transpose_b} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (T, T), forward_stype=default: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]}}
  %v13 = stype.dot %l, %r {transpose_a, transpose_b, forward_stype = #stype.storage<default>} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (T, T), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, csr]{{.}}output storage types = [csr]}}
  %v14 = stype.dot %l, %r {transpose_a, transpose_b, forward_stype = #stype.storage<csr>} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (T, T), forward_stype=row_sparse: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, csr]{{.}}output storage types = [row_sparse]}}
  %v15 = stype.dot %l, %r {transpose_a, transpose_b, forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %v0, %v1, %v2, %v3, %v4, %v5, %v6, %v7, %v8, %v9, %v10, %v11, %v12, %v13, %v14, %v15 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}

// CHECK-LABEL: func.func @dot_cr(
// CHECK-SAME:    %[[L:.*]]: tensor<4x4xf32, #csr>, %[[R:.*]]: tensor<4x4xf32, #row_sparse>)
// CHECK-NEXT:    %[[V0:.*]] = stype.dot %[[L]], %[[R]]{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.dot %[[L]], %[[R]]{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD2:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD2:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W2:.*]] = stype.dot %[[LD2]], %[[RD2]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V2:.*]] = stype.cast_storage %[[W2]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[LD3:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD3:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W3:.*]] = stype.dot %[[LD3]], %[[RD3]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V3:.*]] = stype.cast_storage %[[W3]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    %[[LD4:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD4:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V4:.*]] = stype.dot %[[LD4]], %[[RD4]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD5:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD5:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V5:.*]] = stype.dot %[[LD5]], %[[RD5]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD6:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD6:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W6:.*]] = stype.dot %[[LD6]], %[[RD6]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V6:.*]] = stype.cast_storage %[[W6]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[LD7:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD7:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W7:.*]] = stype.dot %[[LD7]], %[[RD7]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V7:.*]] = stype.cast_storage %[[W7]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    %[[V8:.*]] = stype.dot %[[L]], %[[R]]{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    %[[V9:.*]] = stype.dot %[[L]], %[[R]]{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD10:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD10:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W10:.*]] = stype.dot %[[LD10]], %[[RD10]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V10:.*]] = stype.cast_storage %[[W10]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[V11:.*]] = stype.dot %[[L]], %[[R]]{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    %[[LD12:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD12:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V12:.*]] = stype.dot %[[LD12]], %[[RD12]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD13:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD13:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V13:.*]] = stype.dot %[[LD13]], %[[RD13]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD14:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD14:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W14:.*]] = stype.dot %[[LD14]], %[[RD14]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V14:.*]] = stype.cast_storage %[[W14]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[LD15:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD15:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W15:.*]] = stype.dot %[[LD15]], %[[RD15]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V15:.*]] = stype.cast_storage %[[W15]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V5]], %[[V6]], %[[V7]], %[[V8]], %[[V9]], %[[V10]], %[[V11]], %[[V12]], %[[V13]], %[[V14]], %[[V15]]
func.func @dot_cr(%l: tensor<4x4xf32, #csr>, %r: tensor<4x4xf32, #rsp>)
    -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %v0 = stype.dot %l, %r : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  %v1 = stype.dot %l, %r {forward_stype = #stype.storage<default>} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (F, F), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [csr]}}
  %v2 = stype.dot %l, %r {forward_stype = #stype.storage<csr>} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (F, F), forward_stype=row_sparse: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [row_sparse]}}
  %v3 = stype.dot %l, %r {forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (F, T), no hint: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]}}
  %v4 = stype.dot %l, %r {transpose_b} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (F, T), forward_stype=default: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]}}
  %v5 = stype.dot %l, %r {transpose_b, forward_stype = #stype.storage<default>} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (F, T), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [csr]}}
  %v6 = stype.dot %l, %r {transpose_b, forward_stype = #stype.storage<csr>} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (F, T), forward_stype=row_sparse: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [row_sparse]}}
  %v7 = stype.dot %l, %r {transpose_b, forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  %v8 = stype.dot %l, %r {transpose_a} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  %v9 = stype.dot %l, %r {transpose_a, forward_stype = #stype.storage<default>} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (T, F), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [csr]}}
  %v10 = stype.dot %l, %r {transpose_a, forward_stype = #stype.storage<csr>} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  %v11 = stype.dot %l, %r {transpose_a, forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (T, T), no hint: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]}}
  %v12 = stype.dot %l, %r {transpose_a, transpose_b} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (T, T), forward_stype=default: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]}}
  %v13 = stype.dot %l, %r {transpose_a, transpose_b, forward_stype = #stype.storage<default>} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (T, T), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [csr]}}
  %v14 = stype.dot %l, %r {transpose_a, transpose_b, forward_stype = #stype.storage<csr>} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (T, T), forward_stype=row_sparse: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [row_sparse]}}
  %v15 = stype.dot %l, %r {transpose_a, transpose_b, forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %v0, %v1, %v2, %v3, %v4, %v5, %v6, %v7, %v8, %v9, %v10, %v11, %v12, %v13, %v14, %v15 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}

// CHECK-LABEL: func.func @dot_rd(
// CHECK-SAME:    %[[L:.*]]: tensor<4x4xf32, #row_sparse>, %[[R:.*]]: tensor<4x4xf32>)
// CHECK-NEXT:    %[[LD0:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V0:.*]] = stype.dot %[[LD0]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD1:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.dot %[[LD1]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD2:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W2:.*]] = stype.dot %[[LD2]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V2:.*]] = stype.cast_storage %[[W2]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[LD3:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W3:.*]] = stype.dot %[[LD3]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V3:.*]] = stype.cast_storage %[[W3]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    %[[LD4:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V4:.*]] = stype.dot %[[LD4]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD5:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V5:.*]] = stype.dot %[[LD5]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD6:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W6:.*]] = stype.dot %[[LD6]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V6:.*]] = stype.cast_storage %[[W6]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[LD7:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W7:.*]] = stype.dot %[[LD7]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V7:.*]] = stype.cast_storage %[[W7]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    %[[LD8:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V8:.*]] = stype.dot %[[LD8]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD9:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V9:.*]] = stype.dot %[[LD9]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD10:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W10:.*]] = stype.dot %[[LD10]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V10:.*]] = stype.cast_storage %[[W10]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[LD11:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W11:.*]] = stype.dot %[[LD11]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V11:.*]] = stype.cast_storage %[[W11]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    %[[LD12:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V12:.*]] = stype.dot %[[LD12]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD13:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V13:.*]] = stype.dot %[[LD13]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD14:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W14:.*]] = stype.dot %[[LD14]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V14:.*]] = stype.cast_storage %[[W14]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[LD15:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W15:.*]] = stype.dot %[[LD15]], %[[R]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V15:.*]] = stype.cast_storage %[[W15]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V5]], %[[V6]], %[[V7]], %[[V8]], %[[V9]], %[[V10]], %[[V11]], %[[V12]], %[[V13]], %[[V14]], %[[V15]]
func.func @dot_rd(%l: tensor<4x4xf32, #rsp>, %r: tensor<4x4xf32>)
    -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  // (F, F), no hint: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, default]{{.}}output storage types = [default]}}
  %v0 = stype.dot %l, %r : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  // (F, F), forward_stype=default: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, default]{{.}}output storage types = [default]}}
  %v1 = stype.dot %l, %r {forward_stype = #stype.storage<default>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  // (F, F), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, default]{{.}}output storage types = [csr]}}
  %v2 = stype.dot %l, %r {forward_stype = #stype.storage<csr>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  // (F, F), forward_stype=row_sparse: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, default]{{.}}output storage types = [row_sparse]}}
  %v3 = stype.dot %l, %r {forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  // (F, T), no hint: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, default]{{.}}output storage types = [default]}}
  %v4 = stype.dot %l, %r {transpose_b} : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  // (F, T), forward_stype=default: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, default]{{.}}output storage types = [default]}}
  %v5 = stype.dot %l, %r {transpose_b, forward_stype = #stype.storage<default>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  // (F, T), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, default]{{.}}output storage types = [csr]}}
  %v6 = stype.dot %l, %r {transpose_b, forward_stype = #stype.storage<csr>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  // (F, T), forward_stype=row_sparse: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, default]{{.}}output storage types = [row_sparse]}}
  %v7 = stype.dot %l, %r {transpose_b, forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  // (T, F), no hint: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, default]{{.}}output storage types = [default]}}
  %v8 = stype.dot %l, %r {transpose_a} : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  // (T, F), forward_stype=default: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, default]{{.}}output storage types = [default]}}
  %v9 = stype.dot %l, %r {transpose_a, forward_stype = #stype.storage<default>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  // (T, F), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, default]{{.}}output storage types = [csr]}}
  %v10 = stype.dot %l, %r {transpose_a, forward_stype = #stype.storage<csr>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  // (T, F), forward_stype=row_sparse: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, default]{{.}}output storage types = [row_sparse]}}
  %v11 = stype.dot %l, %r {transpose_a, forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  // (T, T), no hint: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, default]{{.}}output storage types = [default]}}
  %v12 = stype.dot %l, %r {transpose_a, transpose_b} : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  // (T, T), forward_stype=default: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, default]{{.}}output storage types = [default]}}
  %v13 = stype.dot %l, %r {transpose_a, transpose_b, forward_stype = #stype.storage<default>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  // (T, T), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, default]{{.}}output storage types = [csr]}}
  %v14 = stype.dot %l, %r {transpose_a, transpose_b, forward_stype = #stype.storage<csr>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  // (T, T), forward_stype=row_sparse: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, default]{{.}}output storage types = [row_sparse]}}
  %v15 = stype.dot %l, %r {transpose_a, transpose_b, forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %v0, %v1, %v2, %v3, %v4, %v5, %v6, %v7, %v8, %v9, %v10, %v11, %v12, %v13, %v14, %v15 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}

// CHECK-LABEL: func.func @dot_rc(
// CHECK-SAME:    %[[L:.*]]: tensor<4x4xf32, #row_sparse>, %[[R:.*]]: tensor<4x4xf32, #csr>)
// CHECK-NEXT:    %[[LD0:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD0:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V0:.*]] = stype.dot %[[LD0]], %[[RD0]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD1:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD1:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.dot %[[LD1]], %[[RD1]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD2:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD2:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W2:.*]] = stype.dot %[[LD2]], %[[RD2]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V2:.*]] = stype.cast_storage %[[W2]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[LD3:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD3:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W3:.*]] = stype.dot %[[LD3]], %[[RD3]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V3:.*]] = stype.cast_storage %[[W3]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    %[[LD4:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD4:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V4:.*]] = stype.dot %[[LD4]], %[[RD4]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD5:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD5:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V5:.*]] = stype.dot %[[LD5]], %[[RD5]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD6:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD6:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W6:.*]] = stype.dot %[[LD6]], %[[RD6]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V6:.*]] = stype.cast_storage %[[W6]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[LD7:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD7:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W7:.*]] = stype.dot %[[LD7]], %[[RD7]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V7:.*]] = stype.cast_storage %[[W7]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    %[[LD8:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD8:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V8:.*]] = stype.dot %[[LD8]], %[[RD8]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD9:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD9:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V9:.*]] = stype.dot %[[LD9]], %[[RD9]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD10:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD10:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W10:.*]] = stype.dot %[[LD10]], %[[RD10]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V10:.*]] = stype.cast_storage %[[W10]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[LD11:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD11:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W11:.*]] = stype.dot %[[LD11]], %[[RD11]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V11:.*]] = stype.cast_storage %[[W11]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    %[[LD12:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD12:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V12:.*]] = stype.dot %[[LD12]], %[[RD12]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD13:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD13:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V13:.*]] = stype.dot %[[LD13]], %[[RD13]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD14:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD14:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W14:.*]] = stype.dot %[[LD14]], %[[RD14]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V14:.*]] = stype.cast_storage %[[W14]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[LD15:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD15:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W15:.*]] = stype.dot %[[LD15]], %[[RD15]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V15:.*]] = stype.cast_storage %[[W15]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V5]], %[[V6]], %[[V7]], %[[V8]], %[[V9]], %[[V10]], %[[V11]], %[[V12]], %[[V13]], %[[V14]], %[[V15]]
func.func @dot_rc(%l: tensor<4x4xf32, #rsp>, %r: tensor<4x4xf32, #csr>)
    -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  // (F, F), no hint: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]}}
  %v0 = stype.dot %l, %r : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (F, F), forward_stype=default: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]}}
  %v1 = stype.dot %l, %r {forward_stype = #stype.storage<default>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (F, F), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [csr]}}
  %v2 = stype.dot %l, %r {forward_stype = #stype.storage<csr>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (F, F), forward_stype=row_sparse: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [row_sparse]}}
  %v3 = stype.dot %l, %r {forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (F, T), no hint: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]}}
  %v4 = stype.dot %l, %r {transpose_b} : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (F, T), forward_stype=default: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]}}
  %v5 = stype.dot %l, %r {transpose_b, forward_stype = #stype.storage<default>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (F, T), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [csr]}}
  %v6 = stype.dot %l, %r {transpose_b, forward_stype = #stype.storage<csr>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (F, T), forward_stype=row_sparse: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [row_sparse]}}
  %v7 = stype.dot %l, %r {transpose_b, forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (T, F), no hint: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]}}
  %v8 = stype.dot %l, %r {transpose_a} : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (T, F), forward_stype=default: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]}}
  %v9 = stype.dot %l, %r {transpose_a, forward_stype = #stype.storage<default>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (T, F), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [csr]}}
  %v10 = stype.dot %l, %r {transpose_a, forward_stype = #stype.storage<csr>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (T, F), forward_stype=row_sparse: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [row_sparse]}}
  %v11 = stype.dot %l, %r {transpose_a, forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (T, T), no hint: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]}}
  %v12 = stype.dot %l, %r {transpose_a, transpose_b} : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (T, T), forward_stype=default: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]}}
  %v13 = stype.dot %l, %r {transpose_a, transpose_b, forward_stype = #stype.storage<default>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (T, T), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [csr]}}
  %v14 = stype.dot %l, %r {transpose_a, transpose_b, forward_stype = #stype.storage<csr>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  // (T, T), forward_stype=row_sparse: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [row_sparse]}}
  %v15 = stype.dot %l, %r {transpose_a, transpose_b, forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %v0, %v1, %v2, %v3, %v4, %v5, %v6, %v7, %v8, %v9, %v10, %v11, %v12, %v13, %v14, %v15 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}

// CHECK-LABEL: func.func @dot_rr(
// CHECK-SAME:    %[[L:.*]]: tensor<4x4xf32, #row_sparse>, %[[R:.*]]: tensor<4x4xf32, #row_sparse>)
// CHECK-NEXT:    %[[LD0:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD0:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V0:.*]] = stype.dot %[[LD0]], %[[RD0]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD1:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD1:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.dot %[[LD1]], %[[RD1]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD2:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD2:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W2:.*]] = stype.dot %[[LD2]], %[[RD2]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V2:.*]] = stype.cast_storage %[[W2]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[LD3:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD3:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W3:.*]] = stype.dot %[[LD3]], %[[RD3]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V3:.*]] = stype.cast_storage %[[W3]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    %[[LD4:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD4:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V4:.*]] = stype.dot %[[LD4]], %[[RD4]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD5:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD5:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V5:.*]] = stype.dot %[[LD5]], %[[RD5]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD6:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD6:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W6:.*]] = stype.dot %[[LD6]], %[[RD6]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V6:.*]] = stype.cast_storage %[[W6]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[LD7:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD7:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W7:.*]] = stype.dot %[[LD7]], %[[RD7]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V7:.*]] = stype.cast_storage %[[W7]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    %[[LD8:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD8:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V8:.*]] = stype.dot %[[LD8]], %[[RD8]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD9:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD9:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V9:.*]] = stype.dot %[[LD9]], %[[RD9]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD10:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD10:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W10:.*]] = stype.dot %[[LD10]], %[[RD10]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V10:.*]] = stype.cast_storage %[[W10]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[LD11:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD11:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W11:.*]] = stype.dot %[[LD11]], %[[RD11]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V11:.*]] = stype.cast_storage %[[W11]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    %[[LD12:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD12:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V12:.*]] = stype.dot %[[LD12]], %[[RD12]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD13:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD13:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[V13:.*]] = stype.dot %[[LD13]], %[[RD13]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[LD14:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD14:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W14:.*]] = stype.dot %[[LD14]], %[[RD14]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V14:.*]] = stype.cast_storage %[[W14]] : tensor<4x4xf32> to tensor<4x4xf32, #csr>
// CHECK-NEXT:    %[[LD15:.*]] = stype.cast_storage %[[L]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[RD15:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[W15:.*]] = stype.dot %[[LD15]], %[[RD15]]{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[V15:.*]] = stype.cast_storage %[[W15]] : tensor<4x4xf32> to tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V5]], %[[V6]], %[[V7]], %[[V8]], %[[V9]], %[[V10]], %[[V11]], %[[V12]], %[[V13]], %[[V14]], %[[V15]]
func.func @dot_rr(%l: tensor<4x4xf32, #rsp>, %r: tensor<4x4xf32, #rsp>)
    -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  // (F, F), no hint: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, row_sparse]{{.}}output storage types = [default]}}
  %v0 = stype.dot %l, %r : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (F, F), forward_stype=default: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, row_sparse]{{.}}output storage types = [default]}}
  %v1 = stype.dot %l, %r {forward_stype = #stype.storage<default>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (F, F), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, row_sparse]{{.}}output storage types = [csr]}}
  %v2 = stype.dot %l, %r {forward_stype = #stype.storage<csr>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (F, F), forward_stype=row_sparse: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, row_sparse]{{.}}output storage types = [row_sparse]}}
  %v3 = stype.dot %l, %r {forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (F, T), no hint: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, row_sparse]{{.}}output storage types = [default]}}
  %v4 = stype.dot %l, %r {transpose_b} : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (F, T), forward_stype=default: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, row_sparse]{{.}}output storage types = [default]}}
  %v5 = stype.dot %l, %r {transpose_b, forward_stype = #stype.storage<default>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (F, T), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, row_sparse]{{.}}output storage types = [csr]}}
  %v6 = stype.dot %l, %r {transpose_b, forward_stype = #stype.storage<csr>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (F, T), forward_stype=row_sparse: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, row_sparse]{{.}}output storage types = [row_sparse]}}
  %v7 = stype.dot %l, %r {transpose_b, forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (T, F), no hint: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, row_sparse]{{.}}output storage types = [default]}}
  %v8 = stype.dot %l, %r {transpose_a} : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (T, F), forward_stype=default: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, row_sparse]{{.}}output storage types = [default]}}
  %v9 = stype.dot %l, %r {transpose_a, forward_stype = #stype.storage<default>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (T, F), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, row_sparse]{{.}}output storage types = [csr]}}
  %v10 = stype.dot %l, %r {transpose_a, forward_stype = #stype.storage<csr>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (T, F), forward_stype=row_sparse: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, row_sparse]{{.}}output storage types = [row_sparse]}}
  %v11 = stype.dot %l, %r {transpose_a, forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (T, T), no hint: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, row_sparse]{{.}}output storage types = [default]}}
  %v12 = stype.dot %l, %r {transpose_a, transpose_b} : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (T, T), forward_stype=default: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, row_sparse]{{.}}output storage types = [default]}}
  %v13 = stype.dot %l, %r {transpose_a, transpose_b, forward_stype = #stype.storage<default>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (T, T), forward_stype=csr: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, row_sparse]{{.}}output storage types = [csr]}}
  %v14 = stype.dot %l, %r {transpose_a, transpose_b, forward_stype = #stype.storage<csr>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  // (T, T), forward_stype=row_sparse: fallback
  // expected-warning-re @below {{operator = dot{{.}}input storage types = [row_sparse, row_sparse]{{.}}output storage types = [row_sparse]}}
  %v15 = stype.dot %l, %r {transpose_a, transpose_b, forward_stype = #stype.storage<row_sparse>} : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %v0, %v1, %v2, %v3, %v4, %v5, %v6, %v7, %v8, %v9, %v10, %v11, %v12, %v13, %v14, %v15 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}
