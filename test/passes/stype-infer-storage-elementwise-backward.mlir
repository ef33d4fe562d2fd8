// RUN: stype-opt %s --stype-infer-storage=verbose=1 --verify-diagnostics --mlir-print-op-on-diagnostic=false | FileCheck %s

// Inference of the backward ops of the unary functions (MXNet's
// `_backward_<f>`, mxnet-semantics §3.2) for every operand-kind combination:
// the `_WITH_SPARSE_CPU` ones (ElemwiseStorageType<2, 1, cpu_only, rsp, csr>:
// all row_sparse -> row_sparse, all csr -> csr, anything mixed falls back)
// and the `_WITH_SPARSE_CPU_DR` ones (SparseSparseWithDenseResult: always
// default; a default operand or two row_sparse have kernels, the sparse pairs
// with a csr fall back).  Per case: the result kind, the dispatch remark and,
// for fallbacks, the warning and the dense rewrite.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
// relu_grad
// CHECK-LABEL: func.func @relu_grad_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.relu_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @relu_grad_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = relu_grad, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.relu_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @relu_grad_dr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.relu_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @relu_grad_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = relu_grad{{.}}input storage types = [default, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = relu_grad, input storage types = [default, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.relu_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @relu_grad_dc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.relu_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @relu_grad_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = relu_grad{{.}}input storage types = [default, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = relu_grad, input storage types = [default, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.relu_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @relu_grad_rd(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.relu_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @relu_grad_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = relu_grad{{.}}input storage types = [row_sparse, default]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = relu_grad, input storage types = [row_sparse, default], output storage types = [default], dispatch = dense fallback}}
  %r = stype.relu_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @relu_grad_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.relu_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @relu_grad_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = relu_grad, input storage types = [row_sparse, row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.relu_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @relu_grad_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.relu_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @relu_grad_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = relu_grad{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = relu_grad, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.relu_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @relu_grad_cd(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.relu_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @relu_grad_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = relu_grad{{.}}input storage types = [csr, default]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = relu_grad, input storage types = [csr, default], output storage types = [default], dispatch = dense fallback}}
  %r = stype.relu_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @relu_grad_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.relu_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @relu_grad_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = relu_grad{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = relu_grad, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.relu_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @relu_grad_cc(
// CHECK-NEXT:    %[[R:.*]] = stype.relu_grad %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @relu_grad_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = relu_grad, input storage types = [csr, csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.relu_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// sigmoid_grad
// CHECK-LABEL: func.func @sigmoid_grad_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.sigmoid_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @sigmoid_grad_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sigmoid_grad, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.sigmoid_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sigmoid_grad_dr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.sigmoid_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @sigmoid_grad_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = sigmoid_grad{{.}}input storage types = [default, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = sigmoid_grad, input storage types = [default, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.sigmoid_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sigmoid_grad_dc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.sigmoid_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @sigmoid_grad_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = sigmoid_grad{{.}}input storage types = [default, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = sigmoid_grad, input storage types = [default, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.sigmoid_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sigmoid_grad_rd(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.sigmoid_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @sigmoid_grad_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = sigmoid_grad{{.}}input storage types = [row_sparse, default]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = sigmoid_grad, input storage types = [row_sparse, default], output storage types = [default], dispatch = dense fallback}}
  %r = stype.sigmoid_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sigmoid_grad_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.sigmoid_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @sigmoid_grad_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sigmoid_grad, input storage types = [row_sparse, row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.sigmoid_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sigmoid_grad_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.sigmoid_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @sigmoid_grad_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = sigmoid_grad{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = sigmoid_grad, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.sigmoid_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sigmoid_grad_cd(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.sigmoid_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @sigmoid_grad_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = sigmoid_grad{{.}}input storage types = [csr, default]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = sigmoid_grad, input storage types = [csr, default], output storage types = [default], dispatch = dense fallback}}
  %r = stype.sigmoid_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sigmoid_grad_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.sigmoid_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @sigmoid_grad_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = sigmoid_grad{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = sigmoid_grad, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.sigmoid_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sigmoid_grad_cc(
// CHECK-NEXT:    %[[R:.*]] = stype.sigmoid_grad %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @sigmoid_grad_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sigmoid_grad, input storage types = [csr, csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.sigmoid_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// abs_grad
// CHECK-LABEL: func.func @abs_grad_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.abs_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @abs_grad_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = abs_grad, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.abs_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @abs_grad_dr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.abs_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @abs_grad_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = abs_grad{{.}}input storage types = [default, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = abs_grad, input storage types = [default, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.abs_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @abs_grad_dc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.abs_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @abs_grad_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = abs_grad{{.}}input storage types = [default, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = abs_grad, input storage types = [default, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.abs_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @abs_grad_rd(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.abs_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @abs_grad_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = abs_grad{{.}}input storage types = [row_sparse, default]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = abs_grad, input storage types = [row_sparse, default], output storage types = [default], dispatch = dense fallback}}
  %r = stype.abs_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @abs_grad_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.abs_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @abs_grad_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = abs_grad, input storage types = [row_sparse, row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.abs_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @abs_grad_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.abs_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @abs_grad_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = abs_grad{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = abs_grad, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.abs_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @abs_grad_cd(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.abs_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @abs_grad_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = abs_grad{{.}}input storage types = [csr, default]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = abs_grad, input storage types = [csr, default], output storage types = [default], dispatch = dense fallback}}
  %r = stype.abs_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @abs_grad_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.abs_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @abs_grad_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = abs_grad{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = abs_grad, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.abs_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @abs_grad_cc(
// CHECK-NEXT:    %[[R:.*]] = stype.abs_grad %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @abs_grad_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = abs_grad, input storage types = [csr, csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.abs_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// sign_grad
// CHECK-LABEL: func.func @sign_grad_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.sign_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @sign_grad_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sign_grad, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.sign_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sign_grad_dr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.sign_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @sign_grad_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = sign_grad{{.}}input storage types = [default, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = sign_grad, input storage types = [default, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.sign_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sign_grad_dc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.sign_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @sign_grad_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = sign_grad{{.}}input storage types = [default, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = sign_grad, input storage types = [default, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.sign_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sign_grad_rd(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.sign_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @sign_grad_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = sign_grad{{.}}input storage types = [row_sparse, default]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = sign_grad, input storage types = [row_sparse, default], output storage types = [default], dispatch = dense fallback}}
  %r = stype.sign_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sign_grad_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.sign_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @sign_grad_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sign_grad, input storage types = [row_sparse, row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.sign_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sign_grad_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.sign_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @sign_grad_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = sign_grad{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = sign_grad, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.sign_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sign_grad_cd(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.sign_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @sign_grad_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = sign_grad{{.}}input storage types = [csr, default]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = sign_grad, input storage types = [csr, default], output storage types = [default], dispatch = dense fallback}}
  %r = stype.sign_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sign_grad_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.sign_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @sign_grad_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = sign_grad{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = sign_grad, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.sign_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sign_grad_cc(
// CHECK-NEXT:    %[[R:.*]] = stype.sign_grad %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @sign_grad_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sign_grad, input storage types = [csr, csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.sign_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// square_grad
// CHECK-LABEL: func.func @square_grad_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.square_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @square_grad_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = square_grad, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.square_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @square_grad_dr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.square_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @square_grad_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = square_grad{{.}}input storage types = [default, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = square_grad, input storage types = [default, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.square_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @square_grad_dc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.square_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @square_grad_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = square_grad{{.}}input storage types = [default, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = square_grad, input storage types = [default, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.square_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @square_grad_rd(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.square_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @square_grad_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = square_grad{{.}}input storage types = [row_sparse, default]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = square_grad, input storage types = [row_sparse, default], output storage types = [default], dispatch = dense fallback}}
  %r = stype.square_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @square_grad_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.square_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @square_grad_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = square_grad, input storage types = [row_sparse, row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.square_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @square_grad_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.square_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @square_grad_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = square_grad{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = square_grad, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.square_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @square_grad_cd(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.square_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @square_grad_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = square_grad{{.}}input storage types = [csr, default]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = square_grad, input storage types = [csr, default], output storage types = [default], dispatch = dense fallback}}
  %r = stype.square_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @square_grad_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.square_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @square_grad_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = square_grad{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = square_grad, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.square_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @square_grad_cc(
// CHECK-NEXT:    %[[R:.*]] = stype.square_grad %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @square_grad_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = square_grad, input storage types = [csr, csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.square_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// cos_grad
// CHECK-LABEL: func.func @cos_grad_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.cos_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @cos_grad_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = cos_grad, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.cos_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @cos_grad_dr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.cos_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @cos_grad_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = cos_grad{{.}}input storage types = [default, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = cos_grad, input storage types = [default, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.cos_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @cos_grad_dc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.cos_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @cos_grad_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = cos_grad{{.}}input storage types = [default, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = cos_grad, input storage types = [default, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.cos_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @cos_grad_rd(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.cos_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @cos_grad_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = cos_grad{{.}}input storage types = [row_sparse, default]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = cos_grad, input storage types = [row_sparse, default], output storage types = [default], dispatch = dense fallback}}
  %r = stype.cos_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @cos_grad_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.cos_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @cos_grad_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = cos_grad, input storage types = [row_sparse, row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.cos_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @cos_grad_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.cos_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @cos_grad_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = cos_grad{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = cos_grad, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.cos_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @cos_grad_cd(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.cos_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @cos_grad_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = cos_grad{{.}}input storage types = [csr, default]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = cos_grad, input storage types = [csr, default], output storage types = [default], dispatch = dense fallback}}
  %r = stype.cos_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @cos_grad_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.cos_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @cos_grad_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = cos_grad{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = cos_grad, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.cos_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @cos_grad_cc(
// CHECK-NEXT:    %[[R:.*]] = stype.cos_grad %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @cos_grad_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = cos_grad, input storage types = [csr, csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.cos_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// cosh_grad
// CHECK-LABEL: func.func @cosh_grad_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.cosh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @cosh_grad_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = cosh_grad, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.cosh_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @cosh_grad_dr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.cosh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @cosh_grad_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = cosh_grad{{.}}input storage types = [default, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = cosh_grad, input storage types = [default, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.cosh_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @cosh_grad_dc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.cosh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @cosh_grad_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = cosh_grad{{.}}input storage types = [default, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = cosh_grad, input storage types = [default, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.cosh_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @cosh_grad_rd(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.cosh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @cosh_grad_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = cosh_grad{{.}}input storage types = [row_sparse, default]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = cosh_grad, input storage types = [row_sparse, default], output storage types = [default], dispatch = dense fallback}}
  %r = stype.cosh_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @cosh_grad_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.cosh_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #row_sparse>
func.func @cosh_grad_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = cosh_grad, input storage types = [row_sparse, row_sparse], output storage types = [row_sparse], dispatch = specialized kernel}}
  %r = stype.cosh_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @cosh_grad_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.cosh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @cosh_grad_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = cosh_grad{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = cosh_grad, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.cosh_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @cosh_grad_cd(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.cosh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @cosh_grad_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = cosh_grad{{.}}input storage types = [csr, default]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = cosh_grad, input storage types = [csr, default], output storage types = [default], dispatch = dense fallback}}
  %r = stype.cosh_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @cosh_grad_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.cosh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @cosh_grad_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = cosh_grad{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = cosh_grad, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.cosh_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @cosh_grad_cc(
// CHECK-NEXT:    %[[R:.*]] = stype.cosh_grad %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32, #csr>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32, #csr>
func.func @cosh_grad_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = cosh_grad, input storage types = [csr, csr], output storage types = [csr], dispatch = specialized kernel}}
  %r = stype.cosh_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// log_grad
// CHECK-LABEL: func.func @log_grad_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.log_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @log_grad_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = log_grad, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.log_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log_grad_dr(
// CHECK-NEXT:    %[[R:.*]] = stype.log_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @log_grad_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = log_grad, input storage types = [default, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.log_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log_grad_dc(
// CHECK-NEXT:    %[[R:.*]] = stype.log_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @log_grad_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = log_grad, input storage types = [default, csr], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.log_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log_grad_rd(
// CHECK-NEXT:    %[[R:.*]] = stype.log_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @log_grad_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = log_grad, input storage types = [row_sparse, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.log_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log_grad_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.log_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @log_grad_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = log_grad, input storage types = [row_sparse, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.log_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log_grad_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.log_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @log_grad_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = log_grad{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = log_grad, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.log_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log_grad_cd(
// CHECK-NEXT:    %[[R:.*]] = stype.log_grad %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @log_grad_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = log_grad, input storage types = [csr, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.log_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log_grad_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.log_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @log_grad_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = log_grad{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = log_grad, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.log_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log_grad_cc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.log_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @log_grad_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = log_grad{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = log_grad, input storage types = [csr, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.log_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// log10_grad
// CHECK-LABEL: func.func @log10_grad_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.log10_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @log10_grad_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = log10_grad, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.log10_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log10_grad_dr(
// CHECK-NEXT:    %[[R:.*]] = stype.log10_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @log10_grad_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = log10_grad, input storage types = [default, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.log10_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log10_grad_dc(
// CHECK-NEXT:    %[[R:.*]] = stype.log10_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @log10_grad_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = log10_grad, input storage types = [default, csr], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.log10_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log10_grad_rd(
// CHECK-NEXT:    %[[R:.*]] = stype.log10_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @log10_grad_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = log10_grad, input storage types = [row_sparse, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.log10_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log10_grad_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.log10_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @log10_grad_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = log10_grad, input storage types = [row_sparse, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.log10_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log10_grad_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.log10_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @log10_grad_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = log10_grad{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = log10_grad, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.log10_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log10_grad_cd(
// CHECK-NEXT:    %[[R:.*]] = stype.log10_grad %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @log10_grad_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = log10_grad, input storage types = [csr, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.log10_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log10_grad_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.log10_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @log10_grad_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = log10_grad{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = log10_grad, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.log10_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log10_grad_cc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.log10_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @log10_grad_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = log10_grad{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = log10_grad, input storage types = [csr, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.log10_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// log2_grad
// CHECK-LABEL: func.func @log2_grad_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.log2_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @log2_grad_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = log2_grad, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.log2_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log2_grad_dr(
// CHECK-NEXT:    %[[R:.*]] = stype.log2_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @log2_grad_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = log2_grad, input storage types = [default, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.log2_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log2_grad_dc(
// CHECK-NEXT:    %[[R:.*]] = stype.log2_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @log2_grad_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = log2_grad, input storage types = [default, csr], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.log2_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log2_grad_rd(
// CHECK-NEXT:    %[[R:.*]] = stype.log2_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @log2_grad_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = log2_grad, input storage types = [row_sparse, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.log2_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log2_grad_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.log2_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @log2_grad_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = log2_grad, input storage types = [row_sparse, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.log2_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log2_grad_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.log2_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @log2_grad_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = log2_grad{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = log2_grad, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.log2_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log2_grad_cd(
// CHECK-NEXT:    %[[R:.*]] = stype.log2_grad %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @log2_grad_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = log2_grad, input storage types = [csr, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.log2_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log2_grad_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.log2_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @log2_grad_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = log2_grad{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = log2_grad, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.log2_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log2_grad_cc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.log2_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @log2_grad_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = log2_grad{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = log2_grad, input storage types = [csr, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.log2_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// log1p_grad
// CHECK-LABEL: func.func @log1p_grad_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.log1p_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @log1p_grad_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = log1p_grad, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.log1p_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log1p_grad_dr(
// CHECK-NEXT:    %[[R:.*]] = stype.log1p_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @log1p_grad_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = log1p_grad, input storage types = [default, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.log1p_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log1p_grad_dc(
// CHECK-NEXT:    %[[R:.*]] = stype.log1p_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @log1p_grad_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = log1p_grad, input storage types = [default, csr], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.log1p_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log1p_grad_rd(
// CHECK-NEXT:    %[[R:.*]] = stype.log1p_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @log1p_grad_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = log1p_grad, input storage types = [row_sparse, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.log1p_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log1p_grad_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.log1p_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @log1p_grad_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = log1p_grad, input storage types = [row_sparse, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.log1p_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log1p_grad_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.log1p_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @log1p_grad_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = log1p_grad{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = log1p_grad, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.log1p_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log1p_grad_cd(
// CHECK-NEXT:    %[[R:.*]] = stype.log1p_grad %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @log1p_grad_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = log1p_grad, input storage types = [csr, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.log1p_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log1p_grad_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.log1p_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @log1p_grad_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = log1p_grad{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = log1p_grad, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.log1p_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @log1p_grad_cc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.log1p_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @log1p_grad_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = log1p_grad{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = log1p_grad, input storage types = [csr, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.log1p_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// expm1_grad
// CHECK-LABEL: func.func @expm1_grad_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.expm1_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @expm1_grad_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = expm1_grad, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.expm1_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @expm1_grad_dr(
// CHECK-NEXT:    %[[R:.*]] = stype.expm1_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @expm1_grad_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = expm1_grad, input storage types = [default, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.expm1_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @expm1_grad_dc(
// CHECK-NEXT:    %[[R:.*]] = stype.expm1_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @expm1_grad_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = expm1_grad, input storage types = [default, csr], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.expm1_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @expm1_grad_rd(
// CHECK-NEXT:    %[[R:.*]] = stype.expm1_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @expm1_grad_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = expm1_grad, input storage types = [row_sparse, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.expm1_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @expm1_grad_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.expm1_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @expm1_grad_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = expm1_grad, input storage types = [row_sparse, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.expm1_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @expm1_grad_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.expm1_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @expm1_grad_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = expm1_grad{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = expm1_grad, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.expm1_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @expm1_grad_cd(
// CHECK-NEXT:    %[[R:.*]] = stype.expm1_grad %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @expm1_grad_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = expm1_grad, input storage types = [csr, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.expm1_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @expm1_grad_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.expm1_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @expm1_grad_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = expm1_grad{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = expm1_grad, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.expm1_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @expm1_grad_cc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.expm1_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @expm1_grad_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = expm1_grad{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = expm1_grad, input storage types = [csr, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.expm1_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// sqrt_grad
// CHECK-LABEL: func.func @sqrt_grad_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.sqrt_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @sqrt_grad_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sqrt_grad, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.sqrt_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sqrt_grad_dr(
// CHECK-NEXT:    %[[R:.*]] = stype.sqrt_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @sqrt_grad_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sqrt_grad, input storage types = [default, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.sqrt_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sqrt_grad_dc(
// CHECK-NEXT:    %[[R:.*]] = stype.sqrt_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @sqrt_grad_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sqrt_grad, input storage types = [default, csr], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.sqrt_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sqrt_grad_rd(
// CHECK-NEXT:    %[[R:.*]] = stype.sqrt_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @sqrt_grad_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sqrt_grad, input storage types = [row_sparse, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.sqrt_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sqrt_grad_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.sqrt_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @sqrt_grad_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sqrt_grad, input storage types = [row_sparse, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.sqrt_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sqrt_grad_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.sqrt_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @sqrt_grad_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = sqrt_grad{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = sqrt_grad, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.sqrt_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sqrt_grad_cd(
// CHECK-NEXT:    %[[R:.*]] = stype.sqrt_grad %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @sqrt_grad_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sqrt_grad, input storage types = [csr, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.sqrt_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sqrt_grad_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.sqrt_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @sqrt_grad_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = sqrt_grad{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = sqrt_grad, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.sqrt_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sqrt_grad_cc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.sqrt_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @sqrt_grad_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = sqrt_grad{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = sqrt_grad, input storage types = [csr, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.sqrt_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// rsqrt_grad
// CHECK-LABEL: func.func @rsqrt_grad_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.rsqrt_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @rsqrt_grad_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = rsqrt_grad, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.rsqrt_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @rsqrt_grad_dr(
// CHECK-NEXT:    %[[R:.*]] = stype.rsqrt_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @rsqrt_grad_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = rsqrt_grad, input storage types = [default, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.rsqrt_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @rsqrt_grad_dc(
// CHECK-NEXT:    %[[R:.*]] = stype.rsqrt_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @rsqrt_grad_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = rsqrt_grad, input storage types = [default, csr], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.rsqrt_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @rsqrt_grad_rd(
// CHECK-NEXT:    %[[R:.*]] = stype.rsqrt_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @rsqrt_grad_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = rsqrt_grad, input storage types = [row_sparse, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.rsqrt_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @rsqrt_grad_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.rsqrt_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @rsqrt_grad_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = rsqrt_grad, input storage types = [row_sparse, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.rsqrt_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @rsqrt_grad_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.rsqrt_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @rsqrt_grad_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = rsqrt_grad{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = rsqrt_grad, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.rsqrt_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @rsqrt_grad_cd(
// CHECK-NEXT:    %[[R:.*]] = stype.rsqrt_grad %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @rsqrt_grad_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = rsqrt_grad, input storage types = [csr, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.rsqrt_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @rsqrt_grad_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.rsqrt_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @rsqrt_grad_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = rsqrt_grad{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = rsqrt_grad, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.rsqrt_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @rsqrt_grad_cc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.rsqrt_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @rsqrt_grad_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = rsqrt_grad{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = rsqrt_grad, input storage types = [csr, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.rsqrt_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// cbrt_grad
// CHECK-LABEL: func.func @cbrt_grad_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.cbrt_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @cbrt_grad_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = cbrt_grad, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.cbrt_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @cbrt_grad_dr(
// CHECK-NEXT:    %[[R:.*]] = stype.cbrt_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @cbrt_grad_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = cbrt_grad, input storage types = [default, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.cbrt_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @cbrt_grad_dc(
// CHECK-NEXT:    %[[R:.*]] = stype.cbrt_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @cbrt_grad_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = cbrt_grad, input storage types = [default, csr], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.cbrt_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @cbrt_grad_rd(
// CHECK-NEXT:    %[[R:.*]] = stype.cbrt_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @cbrt_grad_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = cbrt_grad, input storage types = [row_sparse, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.cbrt_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @cbrt_grad_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.cbrt_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @cbrt_grad_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = cbrt_grad, input storage types = [row_sparse, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.cbrt_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @cbrt_grad_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.cbrt_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @cbrt_grad_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = cbrt_grad{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = cbrt_grad, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.cbrt_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @cbrt_grad_cd(
// CHECK-NEXT:    %[[R:.*]] = stype.cbrt_grad %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @cbrt_grad_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = cbrt_grad, input storage types = [csr, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.cbrt_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @cbrt_grad_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.cbrt_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @cbrt_grad_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = cbrt_grad{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = cbrt_grad, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.cbrt_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @cbrt_grad_cc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.cbrt_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @cbrt_grad_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = cbrt_grad{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = cbrt_grad, input storage types = [csr, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.cbrt_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// sin_grad
// CHECK-LABEL: func.func @sin_grad_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.sin_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @sin_grad_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sin_grad, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.sin_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sin_grad_dr(
// CHECK-NEXT:    %[[R:.*]] = stype.sin_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @sin_grad_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sin_grad, input storage types = [default, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.sin_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sin_grad_dc(
// CHECK-NEXT:    %[[R:.*]] = stype.sin_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @sin_grad_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sin_grad, input storage types = [default, csr], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.sin_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sin_grad_rd(
// CHECK-NEXT:    %[[R:.*]] = stype.sin_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @sin_grad_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sin_grad, input storage types = [row_sparse, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.sin_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sin_grad_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.sin_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @sin_grad_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sin_grad, input storage types = [row_sparse, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.sin_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sin_grad_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.sin_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @sin_grad_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = sin_grad{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = sin_grad, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.sin_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sin_grad_cd(
// CHECK-NEXT:    %[[R:.*]] = stype.sin_grad %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @sin_grad_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sin_grad, input storage types = [csr, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.sin_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sin_grad_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.sin_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @sin_grad_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = sin_grad{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = sin_grad, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.sin_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sin_grad_cc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.sin_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @sin_grad_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = sin_grad{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = sin_grad, input storage types = [csr, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.sin_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// tan_grad
// CHECK-LABEL: func.func @tan_grad_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.tan_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @tan_grad_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = tan_grad, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.tan_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @tan_grad_dr(
// CHECK-NEXT:    %[[R:.*]] = stype.tan_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @tan_grad_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = tan_grad, input storage types = [default, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.tan_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @tan_grad_dc(
// CHECK-NEXT:    %[[R:.*]] = stype.tan_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @tan_grad_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = tan_grad, input storage types = [default, csr], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.tan_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @tan_grad_rd(
// CHECK-NEXT:    %[[R:.*]] = stype.tan_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @tan_grad_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = tan_grad, input storage types = [row_sparse, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.tan_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @tan_grad_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.tan_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @tan_grad_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = tan_grad, input storage types = [row_sparse, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.tan_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @tan_grad_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.tan_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @tan_grad_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = tan_grad{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = tan_grad, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.tan_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @tan_grad_cd(
// CHECK-NEXT:    %[[R:.*]] = stype.tan_grad %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @tan_grad_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = tan_grad, input storage types = [csr, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.tan_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @tan_grad_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.tan_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @tan_grad_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = tan_grad{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = tan_grad, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.tan_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @tan_grad_cc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.tan_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @tan_grad_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = tan_grad{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = tan_grad, input storage types = [csr, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.tan_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// arcsin_grad
// CHECK-LABEL: func.func @arcsin_grad_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.arcsin_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arcsin_grad_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arcsin_grad, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arcsin_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arcsin_grad_dr(
// CHECK-NEXT:    %[[R:.*]] = stype.arcsin_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arcsin_grad_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arcsin_grad, input storage types = [default, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arcsin_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arcsin_grad_dc(
// CHECK-NEXT:    %[[R:.*]] = stype.arcsin_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arcsin_grad_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arcsin_grad, input storage types = [default, csr], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arcsin_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arcsin_grad_rd(
// CHECK-NEXT:    %[[R:.*]] = stype.arcsin_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arcsin_grad_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arcsin_grad, input storage types = [row_sparse, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arcsin_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arcsin_grad_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.arcsin_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arcsin_grad_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arcsin_grad, input storage types = [row_sparse, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arcsin_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arcsin_grad_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.arcsin_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @arcsin_grad_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = arcsin_grad{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = arcsin_grad, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.arcsin_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arcsin_grad_cd(
// CHECK-NEXT:    %[[R:.*]] = stype.arcsin_grad %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arcsin_grad_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arcsin_grad, input storage types = [csr, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arcsin_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arcsin_grad_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.arcsin_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @arcsin_grad_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = arcsin_grad{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = arcsin_grad, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.arcsin_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arcsin_grad_cc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.arcsin_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @arcsin_grad_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = arcsin_grad{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = arcsin_grad, input storage types = [csr, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.arcsin_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// arccos_grad
// CHECK-LABEL: func.func @arccos_grad_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.arccos_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arccos_grad_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arccos_grad, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arccos_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arccos_grad_dr(
// CHECK-NEXT:    %[[R:.*]] = stype.arccos_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arccos_grad_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arccos_grad, input storage types = [default, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arccos_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arccos_grad_dc(
// CHECK-NEXT:    %[[R:.*]] = stype.arccos_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arccos_grad_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arccos_grad, input storage types = [default, csr], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arccos_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arccos_grad_rd(
// CHECK-NEXT:    %[[R:.*]] = stype.arccos_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arccos_grad_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arccos_grad, input storage types = [row_sparse, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arccos_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arccos_grad_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.arccos_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arccos_grad_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arccos_grad, input storage types = [row_sparse, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arccos_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arccos_grad_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.arccos_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @arccos_grad_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = arccos_grad{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = arccos_grad, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.arccos_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arccos_grad_cd(
// CHECK-NEXT:    %[[R:.*]] = stype.arccos_grad %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arccos_grad_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arccos_grad, input storage types = [csr, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arccos_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arccos_grad_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.arccos_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @arccos_grad_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = arccos_grad{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = arccos_grad, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.arccos_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arccos_grad_cc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.arccos_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @arccos_grad_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = arccos_grad{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = arccos_grad, input storage types = [csr, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.arccos_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// arctan_grad
// CHECK-LABEL: func.func @arctan_grad_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.arctan_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arctan_grad_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arctan_grad, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arctan_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arctan_grad_dr(
// CHECK-NEXT:    %[[R:.*]] = stype.arctan_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arctan_grad_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arctan_grad, input storage types = [default, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arctan_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arctan_grad_dc(
// CHECK-NEXT:    %[[R:.*]] = stype.arctan_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arctan_grad_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arctan_grad, input storage types = [default, csr], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arctan_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arctan_grad_rd(
// CHECK-NEXT:    %[[R:.*]] = stype.arctan_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arctan_grad_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arctan_grad, input storage types = [row_sparse, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arctan_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arctan_grad_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.arctan_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arctan_grad_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arctan_grad, input storage types = [row_sparse, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arctan_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arctan_grad_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.arctan_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @arctan_grad_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = arctan_grad{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = arctan_grad, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.arctan_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arctan_grad_cd(
// CHECK-NEXT:    %[[R:.*]] = stype.arctan_grad %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arctan_grad_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arctan_grad, input storage types = [csr, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arctan_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arctan_grad_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.arctan_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @arctan_grad_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = arctan_grad{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = arctan_grad, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.arctan_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arctan_grad_cc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.arctan_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @arctan_grad_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = arctan_grad{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = arctan_grad, input storage types = [csr, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.arctan_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// degrees_grad
// CHECK-LABEL: func.func @degrees_grad_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.degrees_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @degrees_grad_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = degrees_grad, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.degrees_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @degrees_grad_dr(
// CHECK-NEXT:    %[[R:.*]] = stype.degrees_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @degrees_grad_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = degrees_grad, input storage types = [default, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.degrees_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @degrees_grad_dc(
// CHECK-NEXT:    %[[R:.*]] = stype.degrees_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @degrees_grad_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = degrees_grad, input storage types = [default, csr], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.degrees_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @degrees_grad_rd(
// CHECK-NEXT:    %[[R:.*]] = stype.degrees_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @degrees_grad_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = degrees_grad, input storage types = [row_sparse, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.degrees_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @degrees_grad_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.degrees_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @degrees_grad_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = degrees_grad, input storage types = [row_sparse, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.degrees_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @degrees_grad_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.degrees_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @degrees_grad_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = degrees_grad{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = degrees_grad, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.degrees_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @degrees_grad_cd(
// CHECK-NEXT:    %[[R:.*]] = stype.degrees_grad %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @degrees_grad_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = degrees_grad, input storage types = [csr, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.degrees_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @degrees_grad_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.degrees_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @degrees_grad_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = degrees_grad{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = degrees_grad, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.degrees_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @degrees_grad_cc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.degrees_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @degrees_grad_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = degrees_grad{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = degrees_grad, input storage types = [csr, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.degrees_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// radians_grad
// CHECK-LABEL: func.func @radians_grad_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.radians_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @radians_grad_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = radians_grad, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.radians_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @radians_grad_dr(
// CHECK-NEXT:    %[[R:.*]] = stype.radians_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @radians_grad_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = radians_grad, input storage types = [default, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.radians_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @radians_grad_dc(
// CHECK-NEXT:    %[[R:.*]] = stype.radians_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @radians_grad_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = radians_grad, input storage types = [default, csr], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.radians_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @radians_grad_rd(
// CHECK-NEXT:    %[[R:.*]] = stype.radians_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @radians_grad_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = radians_grad, input storage types = [row_sparse, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.radians_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @radians_grad_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.radians_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @radians_grad_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = radians_grad, input storage types = [row_sparse, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.radians_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @radians_grad_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.radians_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @radians_grad_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = radians_grad{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = radians_grad, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.radians_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @radians_grad_cd(
// CHECK-NEXT:    %[[R:.*]] = stype.radians_grad %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @radians_grad_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = radians_grad, input storage types = [csr, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.radians_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @radians_grad_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.radians_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @radians_grad_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = radians_grad{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = radians_grad, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.radians_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @radians_grad_cc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.radians_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @radians_grad_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = radians_grad{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = radians_grad, input storage types = [csr, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.radians_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// sinh_grad
// CHECK-LABEL: func.func @sinh_grad_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.sinh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @sinh_grad_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sinh_grad, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.sinh_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sinh_grad_dr(
// CHECK-NEXT:    %[[R:.*]] = stype.sinh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @sinh_grad_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sinh_grad, input storage types = [default, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.sinh_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sinh_grad_dc(
// CHECK-NEXT:    %[[R:.*]] = stype.sinh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @sinh_grad_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sinh_grad, input storage types = [default, csr], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.sinh_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sinh_grad_rd(
// CHECK-NEXT:    %[[R:.*]] = stype.sinh_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @sinh_grad_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sinh_grad, input storage types = [row_sparse, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.sinh_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sinh_grad_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.sinh_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @sinh_grad_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sinh_grad, input storage types = [row_sparse, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.sinh_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sinh_grad_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.sinh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @sinh_grad_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = sinh_grad{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = sinh_grad, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.sinh_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sinh_grad_cd(
// CHECK-NEXT:    %[[R:.*]] = stype.sinh_grad %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @sinh_grad_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = sinh_grad, input storage types = [csr, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.sinh_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sinh_grad_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.sinh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @sinh_grad_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = sinh_grad{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = sinh_grad, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.sinh_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @sinh_grad_cc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.sinh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @sinh_grad_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = sinh_grad{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = sinh_grad, input storage types = [csr, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.sinh_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// tanh_grad
// CHECK-LABEL: func.func @tanh_grad_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.tanh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @tanh_grad_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = tanh_grad, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.tanh_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @tanh_grad_dr(
// CHECK-NEXT:    %[[R:.*]] = stype.tanh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @tanh_grad_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = tanh_grad, input storage types = [default, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.tanh_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @tanh_grad_dc(
// CHECK-NEXT:    %[[R:.*]] = stype.tanh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @tanh_grad_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = tanh_grad, input storage types = [default, csr], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.tanh_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @tanh_grad_rd(
// CHECK-NEXT:    %[[R:.*]] = stype.tanh_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @tanh_grad_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = tanh_grad, input storage types = [row_sparse, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.tanh_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @tanh_grad_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.tanh_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @tanh_grad_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = tanh_grad, input storage types = [row_sparse, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.tanh_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @tanh_grad_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.tanh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @tanh_grad_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = tanh_grad{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = tanh_grad, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.tanh_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @tanh_grad_cd(
// CHECK-NEXT:    %[[R:.*]] = stype.tanh_grad %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @tanh_grad_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = tanh_grad, input storage types = [csr, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.tanh_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @tanh_grad_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.tanh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @tanh_grad_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = tanh_grad{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = tanh_grad, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.tanh_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @tanh_grad_cc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.tanh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @tanh_grad_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = tanh_grad{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = tanh_grad, input storage types = [csr, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.tanh_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// arcsinh_grad
// CHECK-LABEL: func.func @arcsinh_grad_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.arcsinh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arcsinh_grad_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arcsinh_grad, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arcsinh_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arcsinh_grad_dr(
// CHECK-NEXT:    %[[R:.*]] = stype.arcsinh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arcsinh_grad_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arcsinh_grad, input storage types = [default, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arcsinh_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arcsinh_grad_dc(
// CHECK-NEXT:    %[[R:.*]] = stype.arcsinh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arcsinh_grad_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arcsinh_grad, input storage types = [default, csr], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arcsinh_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arcsinh_grad_rd(
// CHECK-NEXT:    %[[R:.*]] = stype.arcsinh_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arcsinh_grad_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arcsinh_grad, input storage types = [row_sparse, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arcsinh_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arcsinh_grad_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.arcsinh_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arcsinh_grad_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arcsinh_grad, input storage types = [row_sparse, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arcsinh_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arcsinh_grad_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.arcsinh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @arcsinh_grad_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = arcsinh_grad{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = arcsinh_grad, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.arcsinh_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arcsinh_grad_cd(
// CHECK-NEXT:    %[[R:.*]] = stype.arcsinh_grad %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arcsinh_grad_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arcsinh_grad, input storage types = [csr, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arcsinh_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arcsinh_grad_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.arcsinh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @arcsinh_grad_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = arcsinh_grad{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = arcsinh_grad, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.arcsinh_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arcsinh_grad_cc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.arcsinh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @arcsinh_grad_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = arcsinh_grad{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = arcsinh_grad, input storage types = [csr, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.arcsinh_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// arccosh_grad
// CHECK-LABEL: func.func @arccosh_grad_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.arccosh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arccosh_grad_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arccosh_grad, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arccosh_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arccosh_grad_dr(
// CHECK-NEXT:    %[[R:.*]] = stype.arccosh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arccosh_grad_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arccosh_grad, input storage types = [default, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arccosh_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arccosh_grad_dc(
// CHECK-NEXT:    %[[R:.*]] = stype.arccosh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arccosh_grad_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arccosh_grad, input storage types = [default, csr], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arccosh_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arccosh_grad_rd(
// CHECK-NEXT:    %[[R:.*]] = stype.arccosh_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arccosh_grad_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arccosh_grad, input storage types = [row_sparse, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arccosh_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arccosh_grad_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.arccosh_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arccosh_grad_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arccosh_grad, input storage types = [row_sparse, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arccosh_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arccosh_grad_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.arccosh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @arccosh_grad_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = arccosh_grad{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = arccosh_grad, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.arccosh_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arccosh_grad_cd(
// CHECK-NEXT:    %[[R:.*]] = stype.arccosh_grad %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arccosh_grad_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arccosh_grad, input storage types = [csr, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arccosh_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arccosh_grad_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.arccosh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @arccosh_grad_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = arccosh_grad{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = arccosh_grad, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.arccosh_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arccosh_grad_cc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.arccosh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @arccosh_grad_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = arccosh_grad{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = arccosh_grad, input storage types = [csr, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.arccosh_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// arctanh_grad
// CHECK-LABEL: func.func @arctanh_grad_dd(
// CHECK-NEXT:    %[[R:.*]] = stype.arctanh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arctanh_grad_dd(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arctanh_grad, input storage types = [default, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arctanh_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arctanh_grad_dr(
// CHECK-NEXT:    %[[R:.*]] = stype.arctanh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arctanh_grad_dr(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arctanh_grad, input storage types = [default, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arctanh_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arctanh_grad_dc(
// CHECK-NEXT:    %[[R:.*]] = stype.arctanh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arctanh_grad_dc(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arctanh_grad, input storage types = [default, csr], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arctanh_grad %a, %b : tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arctanh_grad_rd(
// CHECK-NEXT:    %[[R:.*]] = stype.arctanh_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arctanh_grad_rd(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arctanh_grad, input storage types = [row_sparse, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arctanh_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arctanh_grad_rr(
// CHECK-NEXT:    %[[R:.*]] = stype.arctanh_grad %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arctanh_grad_rr(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arctanh_grad, input storage types = [row_sparse, row_sparse], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arctanh_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arctanh_grad_rc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.arctanh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @arctanh_grad_rc(%a: tensor<4x4xf32, #rsp>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = arctanh_grad{{.}}input storage types = [row_sparse, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = arctanh_grad, input storage types = [row_sparse, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.arctanh_grad %a, %b : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arctanh_grad_cd(
// CHECK-NEXT:    %[[R:.*]] = stype.arctanh_grad %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x4xf32>
func.func @arctanh_grad_cd(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @below {{operator = arctanh_grad, input storage types = [csr, default], output storage types = [default], dispatch = specialized kernel}}
  %r = stype.arctanh_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arctanh_grad_cr(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.arctanh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @arctanh_grad_cr(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = arctanh_grad{{.}}input storage types = [csr, row_sparse]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = arctanh_grad, input storage types = [csr, row_sparse], output storage types = [default], dispatch = dense fallback}}
  %r = stype.arctanh_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @arctanh_grad_cc(
// CHECK-NEXT:    %[[A0:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[A1:.*]] = stype.cast_storage %{{.*}} : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.arctanh_grad %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[F]] : tensor<4x4xf32>
func.func @arctanh_grad_cc(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #csr>) -> tensor<4x4xf32> {
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = arctanh_grad{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]{{.}}params = {}{{.}}The operator with default storage type}}
  // expected-remark @below {{operator = arctanh_grad, input storage types = [csr, csr], output storage types = [default], dispatch = dense fallback}}
  %r = stype.arctanh_grad %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

