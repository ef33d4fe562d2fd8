// RUN: stype-opt %s --stype-infer-storage=verbose=1 --verify-diagnostics --mlir-print-op-on-diagnostic=false | FileCheck %s

// Inference of every elementwise op for every operand-kind combination
// (MXNet's FInferStorageType, mxnet-semantics §3.2-3.4 and §3.6 clip): the
// result kind, the dispatch (verbose remark) and, for fallbacks, the
// "Storage type fallback detected" warning and the dense rewrite.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

//===----------------------------------------------------------------------===//
// Binary: add/sub PreferDenseStorageType, mul PreferSparseStorageType, div SparseSparseWithDenseResult
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @elemwise_add_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.elemwise_add %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @elemwise_add_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = elemwise_add, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.elemwise_add %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_add_dr(
// CHECK-NEXT:    %[[R:.*]] = stype.elemwise_add %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @elemwise_add_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = elemwise_add, input storage types = [default, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.elemwise_add %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_add_dc(
// CHECK-NEXT:    %[[R:.*]] = stype.elemwise_add %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @elemwise_add_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = elemwise_add, input storage types = [default, csr], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.elemwise_add %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_add_rd(
// CHECK-NEXT:    %[[R:.*]] = stype.elemwise_add %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @elemwise_add_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = elemwise_add, input storage types = [row_sparse, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.elemwise_add %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_add_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.elemwise_add %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @elemwise_add_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = elemwise_add, input storage types = [row_sparse, row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.elemwise_add %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_add_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.elemwise_add %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @elemwise_add_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = elemwise_add{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = elemwise_add, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.elemwise_add %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_add_cd(
// CHECK-NEXT:    %[[R:.*]] = stype.elemwise_add %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @elemwise_add_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = elemwise_add, input storage types = [csr, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.elemwise_add %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_add_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.elemwise_add %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @elemwise_add_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = elemwise_add{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = elemwise_add, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.elemwise_add %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_add_cc(
// CHECK-NEXT:    %[[R:.*]] = stype.elemwise_add %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @elemwise_add_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = elemwise_add, input storage types = [csr, csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.elemwise_add %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_sub_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.elemwise_sub %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @elemwise_sub_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = elemwise_sub, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.elemwise_sub %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_sub_dr(
// CHECK-NEXT:    %[[R:.*]] = stype.elemwise_sub %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @elemwise_sub_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = elemwise_sub, input storage types = [default, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.elemwise_sub %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_sub_dc(
// CHECK-NEXT:    %[[R:.*]] = stype.elemwise_sub %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @elemwise_sub_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = elemwise_sub, input storage types = [default, csr], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.elemwise_sub %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_sub_rd(
// CHECK-NEXT:    %[[R:.*]] = stype.elemwise_sub %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @elemwise_sub_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = elemwise_sub, input storage types = [row_sparse, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.elemwise_sub %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_sub_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.elemwise_sub %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @elemwise_sub_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = elemwise_sub, input storage types = [row_sparse, row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.elemwise_sub %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_sub_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.elemwise_sub %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @elemwise_sub_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = elemwise_sub{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = elemwise_sub, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.elemwise_sub %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_sub_cd(
// CHECK-NEXT:    %[[R:.*]] = stype.elemwise_sub %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @elemwise_sub_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = elemwise_sub, input storage types = [csr, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.elemwise_sub %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_sub_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.elemwise_sub %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @elemwise_sub_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = elemwise_sub{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = elemwise_sub, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.elemwise_sub %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_sub_cc(
// CHECK-NEXT:    %[[R:.*]] = stype.elemwise_sub %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @elemwise_sub_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = elemwise_sub, input storage types = [csr, csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.elemwise_sub %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_mul_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.elemwise_mul %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @elemwise_mul_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = elemwise_mul, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.elemwise_mul %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_mul_dr(
// CHECK-NEXT:    %[[R:.*]] = stype.elemwise_mul %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @elemwise_mul_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = elemwise_mul, input storage types = [default, row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.elemwise_mul %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_mul_dc(
// CHECK-NEXT:    %[[R:.*]] = stype.elemwise_mul %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @elemwise_mul_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = elemwise_mul, input storage types = [default, csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.elemwise_mul %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_mul_rd(
// CHECK-NEXT:    %[[R:.*]] = stype.elemwise_mul %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @elemwise_mul_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = elemwise_mul, input storage types = [row_sparse, default], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.elemwise_mul %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_mul_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.elemwise_mul %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @elemwise_mul_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = elemwise_mul, input storage types = [row_sparse, row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.elemwise_mul %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_mul_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.elemwise_mul %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @elemwise_mul_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = elemwise_mul{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = elemwise_mul, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.elemwise_mul %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_mul_cd(
// CHECK-NEXT:    %[[R:.*]] = stype.elemwise_mul %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @elemwise_mul_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = elemwise_mul, input storage types = [csr, default], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.elemwise_mul %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_mul_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.elemwise_mul %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @elemwise_mul_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = elemwise_mul{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = elemwise_mul, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.elemwise_mul %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_mul_cc(
// CHECK-NEXT:    %[[R:.*]] = stype.elemwise_mul %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @elemwise_mul_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = elemwise_mul, input storage types = [csr, csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.elemwise_mul %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_div_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.elemwise_div %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @elemwise_div_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = elemwise_div, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.elemwise_div %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_div_dr(
// CHECK-NEXT:    %[[R:.*]] = stype.elemwise_div %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @elemwise_div_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = elemwise_div, input storage types = [default, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.elemwise_div %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_div_dc(
// CHECK-NEXT:    %[[R:.*]] = stype.elemwise_div %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @elemwise_div_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = elemwise_div, input storage types = [default, csr], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.elemwise_div %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_div_rd(
// CHECK-NEXT:    %[[R:.*]] = stype.elemwise_div %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @elemwise_div_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = elemwise_div, input storage types = [row_sparse, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.elemwise_div %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_div_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.elemwise_div %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @elemwise_div_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = elemwise_div, input storage types = [row_sparse, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.elemwise_div %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_div_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.elemwise_div %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @elemwise_div_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = elemwise_div{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = elemwise_div, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.elemwise_div %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_div_cd(
// CHECK-NEXT:    %[[R:.*]] = stype.elemwise_div %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @elemwise_div_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = elemwise_div, input storage types = [csr, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.elemwise_div %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_div_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.elemwise_div %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @elemwise_div_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = elemwise_div{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = elemwise_div, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.elemwise_div %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @elemwise_div_cc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.elemwise_div %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @elemwise_div_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = elemwise_div{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = elemwise_div, input storage types = [csr, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.elemwise_div %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

//===----------------------------------------------------------------------===//
// Scalar ops (scalar 0 and non-zero; comparisons by op(0, scalar))
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @mul_scalar_2_0_d(
// CHECK-NEXT:    %[[R:.*]] = stype.mul_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @mul_scalar_2_0_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = mul_scalar, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.mul_scalar %a {scalar = 2.0 : f64} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @mul_scalar_2_0_r(
// CHECK-NEXT:    %[[R:.*]] = stype.mul_scalar %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @mul_scalar_2_0_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = mul_scalar, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.mul_scalar %a {scalar = 2.0 : f64} : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @mul_scalar_2_0_c(
// CHECK-NEXT:    %[[R:.*]] = stype.mul_scalar %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @mul_scalar_2_0_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = mul_scalar, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.mul_scalar %a {scalar = 2.0 : f64} : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @mul_scalar_0_0_d(
// CHECK-NEXT:    %[[R:.*]] = stype.mul_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @mul_scalar_0_0_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = mul_scalar, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.mul_scalar %a {scalar = 0.0 : f64} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @mul_scalar_0_0_r(
// CHECK-NEXT:    %[[R:.*]] = stype.mul_scalar %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @mul_scalar_0_0_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = mul_scalar, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.mul_scalar %a {scalar = 0.0 : f64} : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @mul_scalar_0_0_c(
// CHECK-NEXT:    %[[R:.*]] = stype.mul_scalar %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @mul_scalar_0_0_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = mul_scalar, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.mul_scalar %a {scalar = 0.0 : f64} : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @div_scalar_2_0_d(
// CHECK-NEXT:    %[[R:.*]] = stype.div_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @div_scalar_2_0_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = div_scalar, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.div_scalar %a {scalar = 2.0 : f64} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @div_scalar_2_0_r(
// CHECK-NEXT:    %[[R:.*]] = stype.div_scalar %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @div_scalar_2_0_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = div_scalar, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.div_scalar %a {scalar = 2.0 : f64} : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @div_scalar_2_0_c(
// CHECK-NEXT:    %[[R:.*]] = stype.div_scalar %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @div_scalar_2_0_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = div_scalar, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.div_scalar %a {scalar = 2.0 : f64} : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @plus_scalar_0_0_d(
// CHECK-NEXT:    %[[R:.*]] = stype.plus_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @plus_scalar_0_0_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = plus_scalar, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.plus_scalar %a {scalar = 0.0 : f64} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @plus_scalar_0_0_r(
// CHECK-NEXT:    %[[R:.*]] = stype.plus_scalar %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @plus_scalar_0_0_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = plus_scalar, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.plus_scalar %a {scalar = 0.0 : f64} : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @plus_scalar_0_0_c(
// CHECK-NEXT:    %[[R:.*]] = stype.plus_scalar %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @plus_scalar_0_0_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = plus_scalar, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.plus_scalar %a {scalar = 0.0 : f64} : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @plus_scalar_1_5_d(
// CHECK-NEXT:    %[[R:.*]] = stype.plus_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @plus_scalar_1_5_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = plus_scalar, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.plus_scalar %a {scalar = 1.5 : f64} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @plus_scalar_1_5_r(
// CHECK-NEXT:    %[[R:.*]] = stype.plus_scalar %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @plus_scalar_1_5_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = plus_scalar, input storage types = [row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.plus_scalar %a {scalar = 1.5 : f64} : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @plus_scalar_1_5_c(
// CHECK-NEXT:    %[[R:.*]] = stype.plus_scalar %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @plus_scalar_1_5_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = plus_scalar, input storage types = [csr], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.plus_scalar %a {scalar = 1.5 : f64} : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @minus_scalar_0_0_d(
// CHECK-NEXT:    %[[R:.*]] = stype.minus_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @minus_scalar_0_0_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = minus_scalar, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.minus_scalar %a {scalar = 0.0 : f64} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @minus_scalar_0_0_r(
// CHECK-NEXT:    %[[R:.*]] = stype.minus_scalar %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @minus_scalar_0_0_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = minus_scalar, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.minus_scalar %a {scalar = 0.0 : f64} : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @minus_scalar_0_0_c(
// CHECK-NEXT:    %[[R:.*]] = stype.minus_scalar %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @minus_scalar_0_0_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = minus_scalar, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.minus_scalar %a {scalar = 0.0 : f64} : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @minus_scalar_1_5_d(
// CHECK-NEXT:    %[[R:.*]] = stype.minus_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @minus_scalar_1_5_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = minus_scalar, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.minus_scalar %a {scalar = 1.5 : f64} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @minus_scalar_1_5_r(
// CHECK-NEXT:    %[[R:.*]] = stype.minus_scalar %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @minus_scalar_1_5_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = minus_scalar, input storage types = [row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.minus_scalar %a {scalar = 1.5 : f64} : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @minus_scalar_1_5_c(
// CHECK-NEXT:    %[[R:.*]] = stype.minus_scalar %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @minus_scalar_1_5_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = minus_scalar, input storage types = [csr], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.minus_scalar %a {scalar = 1.5 : f64} : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @rminus_scalar_0_0_d(
// CHECK-NEXT:    %[[R:.*]] = stype.rminus_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @rminus_scalar_0_0_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = rminus_scalar, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.rminus_scalar %a {scalar = 0.0 : f64} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @rminus_scalar_0_0_r(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.rminus_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @rminus_scalar_0_0_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = rminus_scalar{{.}}input storage types = [row_sparse]{{.}}output storage types = [default]{{.}}params = {"scalar" : 0.000000e+00 : f64}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = rminus_scalar, input storage types = [row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.rminus_scalar %a {scalar = 0.0 : f64} : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @rminus_scalar_0_0_c(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.rminus_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @rminus_scalar_0_0_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = rminus_scalar{{.}}input storage types = [csr]{{.}}output storage types = [default]{{.}}params = {"scalar" : 0.000000e+00 : f64}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = rminus_scalar, input storage types = [csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.rminus_scalar %a {scalar = 0.0 : f64} : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @rdiv_scalar_1_0_d(
// CHECK-NEXT:    %[[R:.*]] = stype.rdiv_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @rdiv_scalar_1_0_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = rdiv_scalar, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.rdiv_scalar %a {scalar = 1.0 : f64} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @rdiv_scalar_1_0_r(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.rdiv_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @rdiv_scalar_1_0_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = rdiv_scalar{{.}}input storage types = [row_sparse]{{.}}output storage types = [default]{{.}}params = {"scalar" : 1.000000e+00 : f64}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = rdiv_scalar, input storage types = [row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.rdiv_scalar %a {scalar = 1.0 : f64} : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @rdiv_scalar_1_0_c(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.rdiv_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @rdiv_scalar_1_0_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = rdiv_scalar{{.}}input storage types = [csr]{{.}}output storage types = [default]{{.}}params = {"scalar" : 1.000000e+00 : f64}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = rdiv_scalar, input storage types = [csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.rdiv_scalar %a {scalar = 1.0 : f64} : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @equal_scalar_1_0_d(
// CHECK-NEXT:    %[[R:.*]] = stype.equal_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @equal_scalar_1_0_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = equal_scalar, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.equal_scalar %a {scalar = 1.0 : f64} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @equal_scalar_1_0_r(
// CHECK-NEXT:    %[[R:.*]] = stype.equal_scalar %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @equal_scalar_1_0_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = equal_scalar, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.equal_scalar %a {scalar = 1.0 : f64} : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @equal_scalar_1_0_c(
// CHECK-NEXT:    %[[R:.*]] = stype.equal_scalar %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @equal_scalar_1_0_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = equal_scalar, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.equal_scalar %a {scalar = 1.0 : f64} : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @equal_scalar_0_0_d(
// CHECK-NEXT:    %[[R:.*]] = stype.equal_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @equal_scalar_0_0_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = equal_scalar, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.equal_scalar %a {scalar = 0.0 : f64} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @equal_scalar_0_0_r(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.equal_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @equal_scalar_0_0_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = equal_scalar{{.}}input storage types = [row_sparse]{{.}}output storage types = [default]{{.}}params = {"scalar" : 0.000000e+00 : f64}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = equal_scalar, input storage types = [row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.equal_scalar %a {scalar = 0.0 : f64} : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @equal_scalar_0_0_c(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.equal_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @equal_scalar_0_0_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = equal_scalar{{.}}input storage types = [csr]{{.}}output storage types = [default]{{.}}params = {"scalar" : 0.000000e+00 : f64}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = equal_scalar, input storage types = [csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.equal_scalar %a {scalar = 0.0 : f64} : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @not_equal_scalar_0_0_d(
// CHECK-NEXT:    %[[R:.*]] = stype.not_equal_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @not_equal_scalar_0_0_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = not_equal_scalar, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.not_equal_scalar %a {scalar = 0.0 : f64} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @not_equal_scalar_0_0_r(
// CHECK-NEXT:    %[[R:.*]] = stype.not_equal_scalar %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @not_equal_scalar_0_0_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = not_equal_scalar, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.not_equal_scalar %a {scalar = 0.0 : f64} : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @not_equal_scalar_0_0_c(
// CHECK-NEXT:    %[[R:.*]] = stype.not_equal_scalar %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @not_equal_scalar_0_0_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = not_equal_scalar, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.not_equal_scalar %a {scalar = 0.0 : f64} : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @not_equal_scalar_1_0_d(
// CHECK-NEXT:    %[[R:.*]] = stype.not_equal_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @not_equal_scalar_1_0_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = not_equal_scalar, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.not_equal_scalar %a {scalar = 1.0 : f64} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @not_equal_scalar_1_0_r(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.not_equal_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @not_equal_scalar_1_0_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = not_equal_scalar{{.}}input storage types = [row_sparse]{{.}}output storage types = [default]{{.}}params = {"scalar" : 1.000000e+00 : f64}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = not_equal_scalar, input storage types = [row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.not_equal_scalar %a {scalar = 1.0 : f64} : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @not_equal_scalar_1_0_c(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.not_equal_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @not_equal_scalar_1_0_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = not_equal_scalar{{.}}input storage types = [csr]{{.}}output storage types = [default]{{.}}params = {"scalar" : 1.000000e+00 : f64}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = not_equal_scalar, input storage types = [csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.not_equal_scalar %a {scalar = 1.0 : f64} : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @greater_scalar_0_5_d(
// CHECK-NEXT:    %[[R:.*]] = stype.greater_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @greater_scalar_0_5_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = greater_scalar, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.greater_scalar %a {scalar = 0.5 : f64} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @greater_scalar_0_5_r(
// CHECK-NEXT:    %[[R:.*]] = stype.greater_scalar %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @greater_scalar_0_5_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = greater_scalar, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.greater_scalar %a {scalar = 0.5 : f64} : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @greater_scalar_0_5_c(
// CHECK-NEXT:    %[[R:.*]] = stype.greater_scalar %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @greater_scalar_0_5_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = greater_scalar, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.greater_scalar %a {scalar = 0.5 : f64} : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @greater_scalar_m0_5_d(
// CHECK-NEXT:    %[[R:.*]] = stype.greater_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @greater_scalar_m0_5_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = greater_scalar, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.greater_scalar %a {scalar = -0.5 : f64} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @greater_scalar_m0_5_r(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.greater_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @greater_scalar_m0_5_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = greater_scalar{{.}}input storage types = [row_sparse]{{.}}output storage types = [default]{{.}}params = {"scalar" : -5.000000e-01 : f64}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = greater_scalar, input storage types = [row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.greater_scalar %a {scalar = -0.5 : f64} : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @greater_scalar_m0_5_c(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.greater_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @greater_scalar_m0_5_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = greater_scalar{{.}}input storage types = [csr]{{.}}output storage types = [default]{{.}}params = {"scalar" : -5.000000e-01 : f64}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = greater_scalar, input storage types = [csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.greater_scalar %a {scalar = -0.5 : f64} : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @greater_equal_scalar_0_5_d(
// CHECK-NEXT:    %[[R:.*]] = stype.greater_equal_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @greater_equal_scalar_0_5_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = greater_equal_scalar, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.greater_equal_scalar %a {scalar = 0.5 : f64} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @greater_equal_scalar_0_5_r(
// CHECK-NEXT:    %[[R:.*]] = stype.greater_equal_scalar %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @greater_equal_scalar_0_5_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = greater_equal_scalar, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.greater_equal_scalar %a {scalar = 0.5 : f64} : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @greater_equal_scalar_0_5_c(
// CHECK-NEXT:    %[[R:.*]] = stype.greater_equal_scalar %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @greater_equal_scalar_0_5_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = greater_equal_scalar, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.greater_equal_scalar %a {scalar = 0.5 : f64} : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @greater_equal_scalar_0_0_d(
// CHECK-NEXT:    %[[R:.*]] = stype.greater_equal_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @greater_equal_scalar_0_0_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = greater_equal_scalar, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.greater_equal_scalar %a {scalar = 0.0 : f64} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @greater_equal_scalar_0_0_r(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.greater_equal_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @greater_equal_scalar_0_0_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = greater_equal_scalar{{.}}input storage types = [row_sparse]{{.}}output storage types = [default]{{.}}params = {"scalar" : 0.000000e+00 : f64}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = greater_equal_scalar, input storage types = [row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.greater_equal_scalar %a {scalar = 0.0 : f64} : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @greater_equal_scalar_0_0_c(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.greater_equal_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @greater_equal_scalar_0_0_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = greater_equal_scalar{{.}}input storage types = [csr]{{.}}output storage types = [default]{{.}}params = {"scalar" : 0.000000e+00 : f64}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = greater_equal_scalar, input storage types = [csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.greater_equal_scalar %a {scalar = 0.0 : f64} : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @lesser_scalar_m0_5_d(
// CHECK-NEXT:    %[[R:.*]] = stype.lesser_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @lesser_scalar_m0_5_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = lesser_scalar, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.lesser_scalar %a {scalar = -0.5 : f64} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @lesser_scalar_m0_5_r(
// CHECK-NEXT:    %[[R:.*]] = stype.lesser_scalar %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @lesser_scalar_m0_5_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = lesser_scalar, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.lesser_scalar %a {scalar = -0.5 : f64} : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @lesser_scalar_m0_5_c(
// CHECK-NEXT:    %[[R:.*]] = stype.lesser_scalar %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @lesser_scalar_m0_5_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = lesser_scalar, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.lesser_scalar %a {scalar = -0.5 : f64} : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @lesser_scalar_0_5_d(
// CHECK-NEXT:    %[[R:.*]] = stype.lesser_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @lesser_scalar_0_5_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = lesser_scalar, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.lesser_scalar %a {scalar = 0.5 : f64} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @lesser_scalar_0_5_r(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.lesser_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @lesser_scalar_0_5_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = lesser_scalar{{.}}input storage types = [row_sparse]{{.}}output storage types = [default]{{.}}params = {"scalar" : 5.000000e-01 : f64}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = lesser_scalar, input storage types = [row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.lesser_scalar %a {scalar = 0.5 : f64} : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @lesser_scalar_0_5_c(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.lesser_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @lesser_scalar_0_5_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = lesser_scalar{{.}}input storage types = [csr]{{.}}output storage types = [default]{{.}}params = {"scalar" : 5.000000e-01 : f64}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = lesser_scalar, input storage types = [csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.lesser_scalar %a {scalar = 0.5 : f64} : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @lesser_equal_scalar_m0_5_d(
// CHECK-NEXT:    %[[R:.*]] = stype.lesser_equal_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @lesser_equal_scalar_m0_5_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = lesser_equal_scalar, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.lesser_equal_scalar %a {scalar = -0.5 : f64} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @lesser_equal_scalar_m0_5_r(
// CHECK-NEXT:    %[[R:.*]] = stype.lesser_equal_scalar %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @lesser_equal_scalar_m0_5_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = lesser_equal_scalar, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.lesser_equal_scalar %a {scalar = -0.5 : f64} : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @lesser_equal_scalar_m0_5_c(
// CHECK-NEXT:    %[[R:.*]] = stype.lesser_equal_scalar %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @lesser_equal_scalar_m0_5_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = lesser_equal_scalar, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.lesser_equal_scalar %a {scalar = -0.5 : f64} : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @lesser_equal_scalar_0_0_d(
// CHECK-NEXT:    %[[R:.*]] = stype.lesser_equal_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @lesser_equal_scalar_0_0_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = lesser_equal_scalar, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.lesser_equal_scalar %a {scalar = 0.0 : f64} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @lesser_equal_scalar_0_0_r(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.lesser_equal_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @lesser_equal_scalar_0_0_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = lesser_equal_scalar{{.}}input storage types = [row_sparse]{{.}}output storage types = [default]{{.}}params = {"scalar" : 0.000000e+00 : f64}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = lesser_equal_scalar, input storage types = [row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.lesser_equal_scalar %a {scalar = 0.0 : f64} : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @lesser_equal_scalar_0_0_c(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.lesser_equal_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @lesser_equal_scalar_0_0_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = lesser_equal_scalar{{.}}input storage types = [csr]{{.}}output storage types = [default]{{.}}params = {"scalar" : 0.000000e+00 : f64}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = lesser_equal_scalar, input storage types = [csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.lesser_equal_scalar %a {scalar = 0.0 : f64} : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

//===----------------------------------------------------------------------===//
// Unary ops: zero-preserving keep the kind, the others fall back
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @relu_d(
// CHECK-NEXT:    %[[R:.*]] = stype.relu %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @relu_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = relu, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.relu %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @relu_r(
// CHECK-NEXT:    %[[R:.*]] = stype.relu %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @relu_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = relu, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.relu %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @relu_c(
// CHECK-NEXT:    %[[R:.*]] = stype.relu %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @relu_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = relu, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.relu %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @negative_d(
// CHECK-NEXT:    %[[R:.*]] = stype.negative %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @negative_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = negative, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.negative %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @negative_r(
// CHECK-NEXT:    %[[R:.*]] = stype.negative %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @negative_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = negative, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.negative %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @negative_c(
// CHECK-NEXT:    %[[R:.*]] = stype.negative %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @negative_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = negative, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.negative %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @abs_d(
// CHECK-NEXT:    %[[R:.*]] = stype.abs %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @abs_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = abs, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.abs %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @abs_r(
// CHECK-NEXT:    %[[R:.*]] = stype.abs %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @abs_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = abs, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.abs %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @abs_c(
// CHECK-NEXT:    %[[R:.*]] = stype.abs %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @abs_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = abs, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.abs %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sign_d(
// CHECK-NEXT:    %[[R:.*]] = stype.sign %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @sign_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sign, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.sign %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sign_r(
// CHECK-NEXT:    %[[R:.*]] = stype.sign %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @sign_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sign, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.sign %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sign_c(
// CHECK-NEXT:    %[[R:.*]] = stype.sign %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @sign_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sign, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.sign %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @round_d(
// CHECK-NEXT:    %[[R:.*]] = stype.round %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @round_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = round, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.round %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @round_r(
// CHECK-NEXT:    %[[R:.*]] = stype.round %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @round_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = round, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.round %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @round_c(
// CHECK-NEXT:    %[[R:.*]] = stype.round %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @round_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = round, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.round %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @rint_d(
// CHECK-NEXT:    %[[R:.*]] = stype.rint %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @rint_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = rint, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.rint %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @rint_r(
// CHECK-NEXT:    %[[R:.*]] = stype.rint %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @rint_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = rint, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.rint %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @rint_c(
// CHECK-NEXT:    %[[R:.*]] = stype.rint %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @rint_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = rint, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.rint %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @ceil_d(
// CHECK-NEXT:    %[[R:.*]] = stype.ceil %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @ceil_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = ceil, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.ceil %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @ceil_r(
// CHECK-NEXT:    %[[R:.*]] = stype.ceil %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @ceil_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = ceil, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.ceil %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @ceil_c(
// CHECK-NEXT:    %[[R:.*]] = stype.ceil %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @ceil_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = ceil, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.ceil %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @floor_d(
// CHECK-NEXT:    %[[R:.*]] = stype.floor %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @floor_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = floor, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.floor %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @floor_r(
// CHECK-NEXT:    %[[R:.*]] = stype.floor %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @floor_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = floor, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.floor %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @floor_c(
// CHECK-NEXT:    %[[R:.*]] = stype.floor %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @floor_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = floor, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.floor %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @trunc_d(
// CHECK-NEXT:    %[[R:.*]] = stype.trunc %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @trunc_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = trunc, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.trunc %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @trunc_r(
// CHECK-NEXT:    %[[R:.*]] = stype.trunc %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @trunc_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = trunc, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.trunc %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @trunc_c(
// CHECK-NEXT:    %[[R:.*]] = stype.trunc %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @trunc_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = trunc, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.trunc %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @fix_d(
// CHECK-NEXT:    %[[R:.*]] = stype.fix %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @fix_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = fix, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.fix %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @fix_r(
// CHECK-NEXT:    %[[R:.*]] = stype.fix %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @fix_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = fix, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.fix %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @fix_c(
// CHECK-NEXT:    %[[R:.*]] = stype.fix %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @fix_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = fix, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.fix %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @square_d(
// CHECK-NEXT:    %[[R:.*]] = stype.square %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @square_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = square, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.square %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @square_r(
// CHECK-NEXT:    %[[R:.*]] = stype.square %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @square_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = square, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.square %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @square_c(
// CHECK-NEXT:    %[[R:.*]] = stype.square %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @square_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = square, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.square %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sqrt_d(
// CHECK-NEXT:    %[[R:.*]] = stype.sqrt %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @sqrt_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sqrt, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.sqrt %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sqrt_r(
// CHECK-NEXT:    %[[R:.*]] = stype.sqrt %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @sqrt_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sqrt, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.sqrt %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sqrt_c(
// CHECK-NEXT:    %[[R:.*]] = stype.sqrt %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @sqrt_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sqrt, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.sqrt %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @cbrt_d(
// CHECK-NEXT:    %[[R:.*]] = stype.cbrt %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @cbrt_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = cbrt, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.cbrt %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @cbrt_r(
// CHECK-NEXT:    %[[R:.*]] = stype.cbrt %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @cbrt_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = cbrt, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.cbrt %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @cbrt_c(
// CHECK-NEXT:    %[[R:.*]] = stype.cbrt %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @cbrt_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = cbrt, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.cbrt %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sin_d(
// CHECK-NEXT:    %[[R:.*]] = stype.sin %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @sin_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sin, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.sin %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sin_r(
// CHECK-NEXT:    %[[R:.*]] = stype.sin %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @sin_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sin, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.sin %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sin_c(
// CHECK-NEXT:    %[[R:.*]] = stype.sin %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @sin_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sin, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.sin %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @tan_d(
// CHECK-NEXT:    %[[R:.*]] = stype.tan %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @tan_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = tan, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.tan %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @tan_r(
// CHECK-NEXT:    %[[R:.*]] = stype.tan %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @tan_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = tan, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.tan %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @tan_c(
// CHECK-NEXT:    %[[R:.*]] = stype.tan %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @tan_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = tan, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.tan %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arcsin_d(
// CHECK-NEXT:    %[[R:.*]] = stype.arcsin %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arcsin_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arcsin, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arcsin %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arcsin_r(
// CHECK-NEXT:    %[[R:.*]] = stype.arcsin %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @arcsin_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arcsin, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.arcsin %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arcsin_c(
// CHECK-NEXT:    %[[R:.*]] = stype.arcsin %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @arcsin_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arcsin, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.arcsin %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arctan_d(
// CHECK-NEXT:    %[[R:.*]] = stype.arctan %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arctan_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arctan, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arctan %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arctan_r(
// CHECK-NEXT:    %[[R:.*]] = stype.arctan %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @arctan_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arctan, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.arctan %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arctan_c(
// CHECK-NEXT:    %[[R:.*]] = stype.arctan %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @arctan_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arctan, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.arctan %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @degrees_d(
// CHECK-NEXT:    %[[R:.*]] = stype.degrees %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @degrees_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = degrees, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.degrees %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @degrees_r(
// CHECK-NEXT:    %[[R:.*]] = stype.degrees %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @degrees_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = degrees, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.degrees %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @degrees_c(
// CHECK-NEXT:    %[[R:.*]] = stype.degrees %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @degrees_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = degrees, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.degrees %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @radians_d(
// CHECK-NEXT:    %[[R:.*]] = stype.radians %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @radians_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = radians, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.radians %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @radians_r(
// CHECK-NEXT:    %[[R:.*]] = stype.radians %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @radians_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = radians, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.radians %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @radians_c(
// CHECK-NEXT:    %[[R:.*]] = stype.radians %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @radians_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = radians, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.radians %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sinh_d(
// CHECK-NEXT:    %[[R:.*]] = stype.sinh %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @sinh_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sinh, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.sinh %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sinh_r(
// CHECK-NEXT:    %[[R:.*]] = stype.sinh %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @sinh_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sinh, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.sinh %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sinh_c(
// CHECK-NEXT:    %[[R:.*]] = stype.sinh %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @sinh_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sinh, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.sinh %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @tanh_d(
// CHECK-NEXT:    %[[R:.*]] = stype.tanh %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @tanh_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = tanh, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.tanh %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @tanh_r(
// CHECK-NEXT:    %[[R:.*]] = stype.tanh %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @tanh_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = tanh, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.tanh %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @tanh_c(
// CHECK-NEXT:    %[[R:.*]] = stype.tanh %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @tanh_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = tanh, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.tanh %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arcsinh_d(
// CHECK-NEXT:    %[[R:.*]] = stype.arcsinh %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arcsinh_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arcsinh, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arcsinh %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arcsinh_r(
// CHECK-NEXT:    %[[R:.*]] = stype.arcsinh %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @arcsinh_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arcsinh, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.arcsinh %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arcsinh_c(
// CHECK-NEXT:    %[[R:.*]] = stype.arcsinh %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @arcsinh_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arcsinh, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.arcsinh %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arctanh_d(
// CHECK-NEXT:    %[[R:.*]] = stype.arctanh %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arctanh_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arctanh, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arctanh %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arctanh_r(
// CHECK-NEXT:    %[[R:.*]] = stype.arctanh %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @arctanh_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arctanh, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.arctanh %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arctanh_c(
// CHECK-NEXT:    %[[R:.*]] = stype.arctanh %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @arctanh_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arctanh, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.arctanh %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @expm1_d(
// CHECK-NEXT:    %[[R:.*]] = stype.expm1 %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @expm1_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = expm1, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.expm1 %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @expm1_r(
// CHECK-NEXT:    %[[R:.*]] = stype.expm1 %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @expm1_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = expm1, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.expm1 %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @expm1_c(
// CHECK-NEXT:    %[[R:.*]] = stype.expm1 %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @expm1_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = expm1, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.expm1 %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log1p_d(
// CHECK-NEXT:    %[[R:.*]] = stype.log1p %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @log1p_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = log1p, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.log1p %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log1p_r(
// CHECK-NEXT:    %[[R:.*]] = stype.log1p %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @log1p_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = log1p, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.log1p %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log1p_c(
// CHECK-NEXT:    %[[R:.*]] = stype.log1p %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @log1p_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = log1p, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.log1p %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @identity_d(
// CHECK-NEXT:    %[[R:.*]] = stype.identity %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @identity_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = identity, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.identity %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @identity_r(
// CHECK-NEXT:    %[[R:.*]] = stype.identity %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @identity_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = identity, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.identity %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @identity_c(
// CHECK-NEXT:    %[[R:.*]] = stype.identity %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @identity_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = identity, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.identity %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @cos_d(
// CHECK-NEXT:    %[[R:.*]] = stype.cos %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @cos_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = cos, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.cos %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @cos_r(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.cos %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @cos_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = cos{{.}}input storage types = [row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = cos, input storage types = [row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.cos %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @cos_c(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.cos %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @cos_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = cos{{.}}input storage types = [csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = cos, input storage types = [csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.cos %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @cosh_d(
// CHECK-NEXT:    %[[R:.*]] = stype.cosh %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @cosh_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = cosh, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.cosh %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @cosh_r(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.cosh %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @cosh_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = cosh{{.}}input storage types = [row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = cosh, input storage types = [row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.cosh %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @cosh_c(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.cosh %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @cosh_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = cosh{{.}}input storage types = [csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = cosh, input storage types = [csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.cosh %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arccos_d(
// CHECK-NEXT:    %[[R:.*]] = stype.arccos %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arccos_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arccos, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arccos %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arccos_r(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.arccos %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @arccos_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = arccos{{.}}input storage types = [row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = arccos, input storage types = [row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.arccos %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arccos_c(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.arccos %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @arccos_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = arccos{{.}}input storage types = [csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = arccos, input storage types = [csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.arccos %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arccosh_d(
// CHECK-NEXT:    %[[R:.*]] = stype.arccosh %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arccosh_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arccosh, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arccosh %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arccosh_r(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.arccosh %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @arccosh_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = arccosh{{.}}input storage types = [row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = arccosh, input storage types = [row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.arccosh %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arccosh_c(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.arccosh %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @arccosh_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = arccosh{{.}}input storage types = [csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = arccosh, input storage types = [csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.arccosh %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @exp_d(
// CHECK-NEXT:    %[[R:.*]] = stype.exp %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @exp_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = exp, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.exp %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @exp_r(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.exp %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @exp_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = exp{{.}}input storage types = [row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = exp, input storage types = [row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.exp %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @exp_c(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.exp %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @exp_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = exp{{.}}input storage types = [csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = exp, input storage types = [csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.exp %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log_d(
// CHECK-NEXT:    %[[R:.*]] = stype.log %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @log_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = log, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.log %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log_r(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.log %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @log_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = log{{.}}input storage types = [row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = log, input storage types = [row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.log %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log_c(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.log %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @log_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = log{{.}}input storage types = [csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = log, input storage types = [csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.log %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log2_d(
// CHECK-NEXT:    %[[R:.*]] = stype.log2 %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @log2_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = log2, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.log2 %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log2_r(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.log2 %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @log2_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = log2{{.}}input storage types = [row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = log2, input storage types = [row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.log2 %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log2_c(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.log2 %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @log2_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = log2{{.}}input storage types = [csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = log2, input storage types = [csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.log2 %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log10_d(
// CHECK-NEXT:    %[[R:.*]] = stype.log10 %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @log10_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = log10, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.log10 %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log10_r(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.log10 %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @log10_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = log10{{.}}input storage types = [row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = log10, input storage types = [row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.log10 %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log10_c(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.log10 %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @log10_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = log10{{.}}input storage types = [csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = log10, input storage types = [csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.log10 %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @rsqrt_d(
// CHECK-NEXT:    %[[R:.*]] = stype.rsqrt %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @rsqrt_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = rsqrt, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.rsqrt %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @rsqrt_r(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.rsqrt %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @rsqrt_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = rsqrt{{.}}input storage types = [row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = rsqrt, input storage types = [row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.rsqrt %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @rsqrt_c(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.rsqrt %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @rsqrt_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = rsqrt{{.}}input storage types = [csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = rsqrt, input storage types = [csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.rsqrt %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sigmoid_d(
// CHECK-NEXT:    %[[R:.*]] = stype.sigmoid %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @sigmoid_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sigmoid, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.sigmoid %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sigmoid_r(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.sigmoid %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @sigmoid_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = sigmoid{{.}}input storage types = [row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = sigmoid, input storage types = [row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.sigmoid %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sigmoid_c(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.sigmoid %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @sigmoid_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = sigmoid{{.}}input storage types = [csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = sigmoid, input storage types = [csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.sigmoid %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @softsign_d(
// CHECK-NEXT:    %[[R:.*]] = stype.softsign %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @softsign_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = softsign, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.softsign %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @softsign_r(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.softsign %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @softsign_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = softsign{{.}}input storage types = [row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = softsign, input storage types = [row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.softsign %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @softsign_c(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.softsign %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @softsign_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = softsign{{.}}input storage types = [csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = softsign, input storage types = [csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.softsign %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @reciprocal_d(
// CHECK-NEXT:    %[[R:.*]] = stype.reciprocal %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @reciprocal_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = reciprocal, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.reciprocal %a : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @reciprocal_r(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.reciprocal %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @reciprocal_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = reciprocal{{.}}input storage types = [row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = reciprocal, input storage types = [row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.reciprocal %a : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @reciprocal_c(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.reciprocal %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @reciprocal_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = reciprocal{{.}}input storage types = [csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = reciprocal, input storage types = [csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.reciprocal %a : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

//===----------------------------------------------------------------------===//
// clip: sparse kept iff a_min <= 0 <= a_max (MXNet's code, not its doc)
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @clip_m1_0_1_0_d(
// CHECK-NEXT:    %[[R:.*]] = stype.clip %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @clip_m1_0_1_0_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = clip, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.clip %a {a_max = 1.0 : f64, a_min = -1.0 : f64} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @clip_m1_0_1_0_r(
// CHECK-NEXT:    %[[R:.*]] = stype.clip %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @clip_m1_0_1_0_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = clip, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.clip %a {a_max = 1.0 : f64, a_min = -1.0 : f64} : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @clip_m1_0_1_0_c(
// CHECK-NEXT:    %[[R:.*]] = stype.clip %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @clip_m1_0_1_0_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = clip, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.clip %a {a_max = 1.0 : f64, a_min = -1.0 : f64} : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @clip_0_0_0_0_d(
// CHECK-NEXT:    %[[R:.*]] = stype.clip %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @clip_0_0_0_0_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = clip, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.clip %a {a_max = 0.0 : f64, a_min = 0.0 : f64} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @clip_0_0_0_0_r(
// CHECK-NEXT:    %[[R:.*]] = stype.clip %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @clip_0_0_0_0_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = clip, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.clip %a {a_max = 0.0 : f64, a_min = 0.0 : f64} : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @clip_0_0_0_0_c(
// CHECK-NEXT:    %[[R:.*]] = stype.clip %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @clip_0_0_0_0_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = clip, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.clip %a {a_max = 0.0 : f64, a_min = 0.0 : f64} : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @clip_0_5_1_0_d(
// CHECK-NEXT:    %[[R:.*]] = stype.clip %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @clip_0_5_1_0_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = clip, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.clip %a {a_max = 1.0 : f64, a_min = 0.5 : f64} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @clip_0_5_1_0_r(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.clip %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @clip_0_5_1_0_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = clip{{.}}input storage types = [row_sparse]{{.}}output storage types = [default]{{.}}params = {"a_max" : 1.000000e+00 : f64, "a_min" : 5.000000e-01 : f64}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = clip, input storage types = [row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.clip %a {a_max = 1.0 : f64, a_min = 0.5 : f64} : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @clip_0_5_1_0_c(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.clip %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @clip_0_5_1_0_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = clip{{.}}input storage types = [csr]{{.}}output storage types = [default]{{.}}params = {"a_max" : 1.000000e+00 : f64, "a_min" : 5.000000e-01 : f64}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = clip, input storage types = [csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.clip %a {a_max = 1.0 : f64, a_min = 0.5 : f64} : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @clip_m1_0_m0_5_d(
// CHECK-NEXT:    %[[R:.*]] = stype.clip %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @clip_m1_0_m0_5_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = clip, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.clip %a {a_max = -0.5 : f64, a_min = -1.0 : f64} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @clip_m1_0_m0_5_r(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.clip %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @clip_m1_0_m0_5_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = clip{{.}}input storage types = [row_sparse]{{.}}output storage types = [default]{{.}}params = {"a_max" : -5.000000e-01 : f64, "a_min" : -1.000000e+00 : f64}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = clip, input storage types = [row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.clip %a {a_max = -0.5 : f64, a_min = -1.0 : f64} : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @clip_m1_0_m0_5_c(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.clip %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @clip_m1_0_m0_5_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = clip{{.}}input storage types = [csr]{{.}}output storage types = [default]{{.}}params = {"a_max" : -5.000000e-01 : f64, "a_min" : -1.000000e+00 : f64}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = clip, input storage types = [csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.clip %a {a_max = -0.5 : f64, a_min = -1.0 : f64} : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

