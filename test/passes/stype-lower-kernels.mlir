// RUN: stype-opt %s --stype-lower-kernels=check-allocations=0 -split-input-file --verify-diagnostics --mlir-print-op-on-diagnostic=false | FileCheck %s
// (check-allocations=0: the allocation checks are tested in
// stype-lower-kernels-alloc.mlir; without them the kernels read as written.)

// The buffer ABI of Passes.td (function signatures, calls, returns) and the
// error for an op whose storage kinds have no kernel.  The kernels themselves
// are in stype-lower-kernels-<op>.mlir.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
#rsp3 = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : dense, k : dense), posWidth = 64, crdWidth = 64 }>

// No kernel here reports errors: the stype_kernel_error hook is dropped.
// CHECK-NOT: stype_kernel_error
// CHECK-LABEL: func.func @abi(
// CHECK-SAME:    %[[D:[a-z0-9]+]]: memref<4x?xf32>,
// CHECK-SAME:    %[[PTR:[a-z0-9]+]]: memref<?xi64>, %[[COL:[a-z0-9]+]]: memref<?xi64>, %[[VAL:[a-z0-9]+]]: memref<?xf64>, %[[NC:[a-z0-9]+]]: index,
// CHECK-SAME:    %[[RI:[a-z0-9]+]]: memref<?xi64>, %[[RD:[a-z0-9]+]]: memref<?x8xf32>, %[[RN:[a-z0-9]+]]: index,
// CHECK-SAME:    %[[R3I:[a-z0-9]+]]: memref<?xi64>, %[[R3D:[a-z0-9]+]]: memref<?x2x3xf64>, %[[R3N:[a-z0-9]+]]: index)
// CHECK-SAME:    -> (memref<4x?xf32>, memref<?xi64>, memref<?xi64>, memref<?xf64>, index, memref<?xi64>, memref<?x8xf32>, index, memref<?xi64>, memref<?x2x3xf64>, index) {
// CHECK-NEXT:    return %[[D]], %[[PTR]], %[[COL]], %[[VAL]], %[[NC]], %[[RI]], %[[RD]], %[[RN]], %[[R3I]], %[[R3D]], %[[R3N]]
func.func @abi(%d: tensor<4x?xf32>, %c: tensor<5x7xf64, #csr>, %r: tensor<10x8xf32, #rsp>, %r3: tensor<?x2x3xf64, #rsp3>)
    -> (tensor<4x?xf32>, tensor<5x7xf64, #csr>, tensor<10x8xf32, #rsp>, tensor<?x2x3xf64, #rsp3>) {
  return %d, %c, %r, %r3 : tensor<4x?xf32>, tensor<5x7xf64, #csr>, tensor<10x8xf32, #rsp>, tensor<?x2x3xf64, #rsp3>
}

// Calls pass and receive the buffers.  (The contracted dim is static: a
// dynamic one would be checked at run time, which declares the error hook.)
// CHECK-LABEL: func.func @caller(
// CHECK-SAME:    %[[PTR:[a-z0-9]+]]: memref<?xi64>, %[[COL:[a-z0-9]+]]: memref<?xi64>, %[[VAL:[a-z0-9]+]]: memref<?xf32>, %[[NC:[a-z0-9]+]]: index, %[[DY:[a-z0-9]+]]: memref<8x?xf32>)
// CHECK-SAME:    -> (memref<?xi64>, memref<?x?xf32>, index) {
// CHECK-NEXT:    %[[G:.*]]:3 = call @callee(%[[PTR]], %[[COL]], %[[VAL]], %[[NC]], %[[DY]]) : (memref<?xi64>, memref<?xi64>, memref<?xf32>, index, memref<8x?xf32>) -> (memref<?xi64>, memref<?x?xf32>, index)
// CHECK-NEXT:    return %[[G]]#0, %[[G]]#1, %[[G]]#2
func.func @caller(%x: tensor<8x?xf32, #csr>, %dy: tensor<8x?xf32>) -> tensor<?x?xf32, #rsp> {
  %g = func.call @callee(%x, %dy) : (tensor<8x?xf32, #csr>, tensor<8x?xf32>) -> tensor<?x?xf32, #rsp>
  return %g : tensor<?x?xf32, #rsp>
}
// CHECK-LABEL: func.func @callee(
// CHECK-SAME:    -> (memref<?xi64>, memref<?x?xf32>, index)
// CHECK:         scf.while
// CHECK-NOT:     stype.
func.func @callee(%x: tensor<8x?xf32, #csr>, %dy: tensor<8x?xf32>) -> tensor<?x?xf32, #rsp> {
  %g = stype.dot %x, %dy {transpose_a} : tensor<8x?xf32, #csr>, tensor<8x?xf32> -> tensor<?x?xf32, #rsp>
  return %g : tensor<?x?xf32, #rsp>
}

// -----

// Without --stype-infer-storage, a combination with no kernel is an error.
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @no_kernel_add(%a: tensor<4x4xf32, #csr>, %b: tensor<4x4xf32, #rsp>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.elemwise_add' op has no kernel for input storage types [csr, row_sparse] and output storage types [default]; run --stype-infer-storage first to infer the result kinds and insert a dense fallback}}
  %r = stype.elemwise_add %a, %b : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @no_kernel_dot_dense_csr_t(%d: tensor<4x8xf32>, %c: tensor<6x8xf32, #csr>) -> tensor<4x6xf32, #csr> {
  // expected-error @below {{'stype.dot' op has no kernel for input storage types [default, csr] and output storage types [csr]}}
  %r = stype.dot %d, %c {transpose_b} : tensor<4x8xf32>, tensor<6x8xf32, #csr> -> tensor<4x6xf32, #csr>
  return %r : tensor<4x6xf32, #csr>
}

// -----

// A placeholder result kind that inference would have overwritten.
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @no_kernel_placeholder(%x: tensor<4x4xf32, #csr>, %w: tensor<4x4xf32>) -> tensor<4x4xf32, #rsp> {
  // expected-error @below {{'stype.dot' op has no kernel for input storage types [csr, default] and output storage types [row_sparse]}}
  %r = stype.dot %x, %w : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32, #rsp>
  return %r : tensor<4x4xf32, #rsp>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @no_kernel_concat_csr_dim1(%c: tensor<4x4xf32, #csr>) -> tensor<4x8xf32, #csr> {
  // expected-error @below {{'stype.concat' op has no kernel for input storage types [csr, csr] and output storage types [csr]}}
  %r = stype.concat %c, %c : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x8xf32, #csr>
  return %r : tensor<4x8xf32, #csr>
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @no_kernel_sgd(%w: tensor<4x4xf32, #rsp>, %g: tensor<4x4xf32>) -> tensor<4x4xf32, #rsp> {
  // expected-error @below {{'stype.sgd_update' op has no kernel for input storage types [row_sparse, default] and output storage types [row_sparse]}}
  %r = stype.sgd_update %w, %g {lr = 0.1 : f64} : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32, #rsp>
  return %r : tensor<4x4xf32, #rsp>
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @no_kernel_sgd_mom(%w: tensor<4x4xf32>, %g: tensor<4x4xf32, #rsp>, %m: tensor<4x4xf32, #rsp>) -> (tensor<4x4xf32>, tensor<4x4xf32, #rsp>) {
  // expected-error @below {{'stype.sgd_mom_update' op has no kernel for input storage types [default, row_sparse, row_sparse] and output storage types [default, row_sparse]}}
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.1 : f64, momentum = 0.9 : f64}
      : tensor<4x4xf32>, tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>, tensor<4x4xf32, #rsp>
  return %w1, %m1 : tensor<4x4xf32>, tensor<4x4xf32, #rsp>
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @no_kernel_retain_dense_result(%w: tensor<4x4xf32, #rsp>, %ids: tensor<2xi64>) -> tensor<4x4xf32> {
  // expected-error @below {{'stype.sparse_retain' op has no kernel for input storage types [row_sparse, default] and output storage types [default]}}
  %r = stype.sparse_retain %w, %ids : tensor<4x4xf32, #rsp>, tensor<2xi64> -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
