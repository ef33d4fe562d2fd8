// RUN: stype-opt %s --stype-infer-storage=verbose=1 --verify-diagnostics --mlir-print-op-on-diagnostic=false | FileCheck %s

// Inference of the binary-and-scatter group of elementwise ops for every operand-kind
// combination (MXNet's FInferStorageType, mxnet-semantics §3.2, §3.3 and
// §3.6): maximum/minimum/hypot/grad_add (ElemwiseStorageType<2, 1, cpu_only,
// rsp, csr>), power (SparseSparseWithDenseResult: a default operand
// dispatches to a kernel without warning), scatter_elemwise_div
// (StorageTypeRspOrDenseOutput), scatter_plus/minus_scalar
// (StorageTypeScatteredScalarOp) and quadratic (QuadraticOpStorageType): the
// result kind, the dispatch remark and, for fallbacks, the warning and the
// dense rewrite.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// maximum

// CHECK-LABEL: func.func @maximum_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.maximum %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @maximum_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = maximum, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.maximum %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @maximum_dr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.maximum %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @maximum_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = maximum{{.}}input storage types = [default, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = maximum, input storage types = [default, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.maximum %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @maximum_dc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.maximum %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @maximum_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = maximum{{.}}input storage types = [default, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = maximum, input storage types = [default, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.maximum %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @maximum_rd(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.maximum %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @maximum_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = maximum{{.}}input storage types = [row_sparse, default]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = maximum, input storage types = [row_sparse, default], output storage types = [default], dispatch = dense fallback}}
  %r = stype.maximum %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @maximum_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.maximum %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @maximum_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = maximum, input storage types = [row_sparse, row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.maximum %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @maximum_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.maximum %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @maximum_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = maximum{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = maximum, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.maximum %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @maximum_cd(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.maximum %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @maximum_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = maximum{{.}}input storage types = [csr, default]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = maximum, input storage types = [csr, default], output storage types = [default], dispatch = dense fallback}}
  %r = stype.maximum %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @maximum_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.maximum %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @maximum_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = maximum{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = maximum, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.maximum %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @maximum_cc(
// CHECK-NEXT:    %[[R:.*]] = stype.maximum %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @maximum_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = maximum, input storage types = [csr, csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.maximum %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// minimum

// CHECK-LABEL: func.func @minimum_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.minimum %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @minimum_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = minimum, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.minimum %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @minimum_dr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.minimum %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @minimum_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = minimum{{.}}input storage types = [default, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = minimum, input storage types = [default, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.minimum %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @minimum_dc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.minimum %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @minimum_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = minimum{{.}}input storage types = [default, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = minimum, input storage types = [default, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.minimum %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @minimum_rd(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.minimum %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @minimum_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = minimum{{.}}input storage types = [row_sparse, default]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = minimum, input storage types = [row_sparse, default], output storage types = [default], dispatch = dense fallback}}
  %r = stype.minimum %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @minimum_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.minimum %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @minimum_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = minimum, input storage types = [row_sparse, row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.minimum %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @minimum_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.minimum %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @minimum_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = minimum{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = minimum, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.minimum %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @minimum_cd(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.minimum %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @minimum_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = minimum{{.}}input storage types = [csr, default]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = minimum, input storage types = [csr, default], output storage types = [default], dispatch = dense fallback}}
  %r = stype.minimum %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @minimum_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.minimum %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @minimum_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = minimum{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = minimum, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.minimum %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @minimum_cc(
// CHECK-NEXT:    %[[R:.*]] = stype.minimum %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @minimum_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = minimum, input storage types = [csr, csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.minimum %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// hypot

// CHECK-LABEL: func.func @hypot_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.hypot %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @hypot_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = hypot, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.hypot %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @hypot_dr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.hypot %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @hypot_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = hypot{{.}}input storage types = [default, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = hypot, input storage types = [default, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.hypot %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @hypot_dc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.hypot %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @hypot_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = hypot{{.}}input storage types = [default, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = hypot, input storage types = [default, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.hypot %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @hypot_rd(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.hypot %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @hypot_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = hypot{{.}}input storage types = [row_sparse, default]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = hypot, input storage types = [row_sparse, default], output storage types = [default], dispatch = dense fallback}}
  %r = stype.hypot %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @hypot_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.hypot %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @hypot_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = hypot, input storage types = [row_sparse, row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.hypot %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @hypot_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.hypot %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @hypot_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = hypot{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = hypot, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.hypot %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @hypot_cd(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.hypot %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @hypot_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = hypot{{.}}input storage types = [csr, default]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = hypot, input storage types = [csr, default], output storage types = [default], dispatch = dense fallback}}
  %r = stype.hypot %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @hypot_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.hypot %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @hypot_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = hypot{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = hypot, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.hypot %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @hypot_cc(
// CHECK-NEXT:    %[[R:.*]] = stype.hypot %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @hypot_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = hypot, input storage types = [csr, csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.hypot %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// grad_add

// CHECK-LABEL: func.func @grad_add_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.grad_add %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @grad_add_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = grad_add, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.grad_add %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @grad_add_dr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.grad_add %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @grad_add_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = grad_add{{.}}input storage types = [default, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = grad_add, input storage types = [default, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.grad_add %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @grad_add_dc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.grad_add %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @grad_add_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = grad_add{{.}}input storage types = [default, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = grad_add, input storage types = [default, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.grad_add %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @grad_add_rd(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.grad_add %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @grad_add_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = grad_add{{.}}input storage types = [row_sparse, default]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = grad_add, input storage types = [row_sparse, default], output storage types = [default], dispatch = dense fallback}}
  %r = stype.grad_add %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @grad_add_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.grad_add %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @grad_add_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = grad_add, input storage types = [row_sparse, row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.grad_add %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @grad_add_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.grad_add %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @grad_add_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = grad_add{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = grad_add, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.grad_add %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @grad_add_cd(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.grad_add %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @grad_add_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = grad_add{{.}}input storage types = [csr, default]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = grad_add, input storage types = [csr, default], output storage types = [default], dispatch = dense fallback}}
  %r = stype.grad_add %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @grad_add_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.grad_add %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @grad_add_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = grad_add{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = grad_add, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.grad_add %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @grad_add_cc(
// CHECK-NEXT:    %[[R:.*]] = stype.grad_add %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @grad_add_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = grad_add, input storage types = [csr, csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.grad_add %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// power

// CHECK-LABEL: func.func @power_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.power %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @power_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = power, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.power %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @power_dr(
// CHECK-NEXT:    %[[R:.*]] = stype.power %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @power_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = power, input storage types = [default, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.power %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @power_dc(
// CHECK-NEXT:    %[[R:.*]] = stype.power %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @power_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = power, input storage types = [default, csr], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.power %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @power_rd(
// CHECK-NEXT:    %[[R:.*]] = stype.power %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @power_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = power, input storage types = [row_sparse, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.power %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @power_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.power %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @power_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = power, input storage types = [row_sparse, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.power %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @power_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.power %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @power_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = power{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = power, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.power %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @power_cd(
// CHECK-NEXT:    %[[R:.*]] = stype.power %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @power_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = power, input storage types = [csr, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.power %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @power_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.power %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @power_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = power{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = power, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.power %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @power_cc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.power %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @power_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = power{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = power, input storage types = [csr, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.power %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// scatter_elemwise_div

// CHECK-LABEL: func.func @scatter_elemwise_div_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.scatter_elemwise_div %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @scatter_elemwise_div_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = scatter_elemwise_div, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.scatter_elemwise_div %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @scatter_elemwise_div_dr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.scatter_elemwise_div %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @scatter_elemwise_div_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = scatter_elemwise_div{{.}}input storage types = [default, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = scatter_elemwise_div, input storage types = [default, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.scatter_elemwise_div %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @scatter_elemwise_div_dc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.scatter_elemwise_div %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @scatter_elemwise_div_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = scatter_elemwise_div{{.}}input storage types = [default, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = scatter_elemwise_div, input storage types = [default, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.scatter_elemwise_div %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @scatter_elemwise_div_rd(
// CHECK-NEXT:    %[[R:.*]] = stype.scatter_elemwise_div %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @scatter_elemwise_div_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = scatter_elemwise_div, input storage types = [row_sparse, default], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.scatter_elemwise_div %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @scatter_elemwise_div_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.scatter_elemwise_div %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @scatter_elemwise_div_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = scatter_elemwise_div, input storage types = [row_sparse, row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.scatter_elemwise_div %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @scatter_elemwise_div_rc(
// CHECK-NEXT:    %[[R:.*]] = stype.scatter_elemwise_div %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #csr> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @scatter_elemwise_div_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = scatter_elemwise_div, input storage types = [row_sparse, csr], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.scatter_elemwise_div %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @scatter_elemwise_div_cd(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.scatter_elemwise_div %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @scatter_elemwise_div_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = scatter_elemwise_div{{.}}input storage types = [csr, default]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = scatter_elemwise_div, input storage types = [csr, default], output storage types = [default], dispatch = dense fallback}}
  %r = stype.scatter_elemwise_div %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @scatter_elemwise_div_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.scatter_elemwise_div %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @scatter_elemwise_div_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = scatter_elemwise_div{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = scatter_elemwise_div, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.scatter_elemwise_div %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @scatter_elemwise_div_cc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.scatter_elemwise_div %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @scatter_elemwise_div_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = scatter_elemwise_div{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = scatter_elemwise_div, input storage types = [csr, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.scatter_elemwise_div %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// scatter_plus_scalar: the kind is kept for any scalar

// CHECK-LABEL: func.func @scatter_plus_scalar_0_0_d(
// CHECK-NEXT:    %[[R:.*]] = stype.scatter_plus_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @scatter_plus_scalar_0_0_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = scatter_plus_scalar, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.scatter_plus_scalar %a {scalar = 0.0 : f64} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @scatter_plus_scalar_1_5_d(
// CHECK-NEXT:    %[[R:.*]] = stype.scatter_plus_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @scatter_plus_scalar_1_5_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = scatter_plus_scalar, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.scatter_plus_scalar %a {scalar = 1.5 : f64} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @scatter_plus_scalar_0_0_r(
// CHECK-NEXT:    %[[R:.*]] = stype.scatter_plus_scalar %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @scatter_plus_scalar_0_0_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = scatter_plus_scalar, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.scatter_plus_scalar %a {scalar = 0.0 : f64} : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @scatter_plus_scalar_1_5_r(
// CHECK-NEXT:    %[[R:.*]] = stype.scatter_plus_scalar %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @scatter_plus_scalar_1_5_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = scatter_plus_scalar, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.scatter_plus_scalar %a {scalar = 1.5 : f64} : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @scatter_plus_scalar_0_0_c(
// CHECK-NEXT:    %[[R:.*]] = stype.scatter_plus_scalar %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @scatter_plus_scalar_0_0_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = scatter_plus_scalar, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.scatter_plus_scalar %a {scalar = 0.0 : f64} : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @scatter_plus_scalar_1_5_c(
// CHECK-NEXT:    %[[R:.*]] = stype.scatter_plus_scalar %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @scatter_plus_scalar_1_5_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = scatter_plus_scalar, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.scatter_plus_scalar %a {scalar = 1.5 : f64} : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// scatter_minus_scalar: the kind is kept for any scalar

// CHECK-LABEL: func.func @scatter_minus_scalar_0_0_d(
// CHECK-NEXT:    %[[R:.*]] = stype.scatter_minus_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @scatter_minus_scalar_0_0_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = scatter_minus_scalar, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.scatter_minus_scalar %a {scalar = 0.0 : f64} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @scatter_minus_scalar_1_5_d(
// CHECK-NEXT:    %[[R:.*]] = stype.scatter_minus_scalar %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @scatter_minus_scalar_1_5_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = scatter_minus_scalar, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.scatter_minus_scalar %a {scalar = 1.5 : f64} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @scatter_minus_scalar_0_0_r(
// CHECK-NEXT:    %[[R:.*]] = stype.scatter_minus_scalar %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @scatter_minus_scalar_0_0_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = scatter_minus_scalar, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.scatter_minus_scalar %a {scalar = 0.0 : f64} : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @scatter_minus_scalar_1_5_r(
// CHECK-NEXT:    %[[R:.*]] = stype.scatter_minus_scalar %{{.*}} : tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @scatter_minus_scalar_1_5_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = scatter_minus_scalar, input storage types = [row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.scatter_minus_scalar %a {scalar = 1.5 : f64} : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @scatter_minus_scalar_0_0_c(
// CHECK-NEXT:    %[[R:.*]] = stype.scatter_minus_scalar %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @scatter_minus_scalar_0_0_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = scatter_minus_scalar, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.scatter_minus_scalar %a {scalar = 0.0 : f64} : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @scatter_minus_scalar_1_5_c(
// CHECK-NEXT:    %[[R:.*]] = stype.scatter_minus_scalar %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @scatter_minus_scalar_1_5_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = scatter_minus_scalar, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.scatter_minus_scalar %a {scalar = 1.5 : f64} : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// quadratic: csr kept iff c == 0; row_sparse always falls back

// CHECK-LABEL: func.func @quadratic_c0_d(
// CHECK-NEXT:    %[[R:.*]] = stype.quadratic %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @quadratic_c0_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = quadratic, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.quadratic %a {a = 1.0 : f64, b = -2.0 : f64, c = 0.0 : f64} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @quadratic_c0_r(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.quadratic %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @quadratic_c0_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = quadratic{{.}}input storage types = [row_sparse]{{.}}output storage types = [default]{{.}}params = {"a" : 1.000000e+00 : f64, "b" : -2.000000e+00 : f64, "c" : 0.000000e+00 : f64}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = quadratic, input storage types = [row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.quadratic %a {a = 1.0 : f64, b = -2.0 : f64, c = 0.0 : f64} : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @quadratic_c0_c(
// CHECK-NEXT:    %[[R:.*]] = stype.quadratic %{{.*}} : tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @quadratic_c0_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = quadratic, input storage types = [csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.quadratic %a {a = 1.0 : f64, b = -2.0 : f64, c = 0.0 : f64} : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @quadratic_c0_5_d(
// CHECK-NEXT:    %[[R:.*]] = stype.quadratic %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @quadratic_c0_5_d(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = quadratic, input storage types = [default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.quadratic %a {a = 1.0 : f64, b = -2.0 : f64, c = 0.5 : f64} : tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @quadratic_c0_5_r(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.quadratic %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @quadratic_c0_5_r(%a: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = quadratic{{.}}input storage types = [row_sparse]{{.}}output storage types = [default]{{.}}params = {"a" : 1.000000e+00 : f64, "b" : -2.000000e+00 : f64, "c" : 5.000000e-01 : f64}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = quadratic, input storage types = [row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.quadratic %a {a = 1.0 : f64, b = -2.0 : f64, c = 0.5 : f64} : tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @quadratic_c0_5_c(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.quadratic %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @quadratic_c0_5_c(%a: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = quadratic{{.}}input storage types = [csr]{{.}}output storage types = [default]{{.}}params = {"a" : 1.000000e+00 : f64, "b" : -2.000000e+00 : f64, "c" : 5.000000e-01 : f64}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = quadratic, input storage types = [csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.quadratic %a {a = 1.0 : f64, b = -2.0 : f64, c = 0.5 : f64} : tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
