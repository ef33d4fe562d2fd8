// RUN: stype-opt %s --stype-to-llvm --split-input-file | FileCheck %s

// The whole pipeline leaves only LLVM dialect ops.  A kernel that can report
// errors (a row_sparse weight's update, sparse_retain) keeps the
// stype_kernel_error declaration; one that cannot drops it.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>

// CHECK-NOT:   stype_kernel_error
// CHECK-LABEL: llvm.func @train_step(
// CHECK:         llvm.call @aligned_alloc
// CHECK:         llvm.intr.fma
// CHECK-NOT:     {{(= |^ *)stype\.}}
// CHECK-NOT:     scf.
// CHECK-NOT:     memref.
// CHECK-NOT:     func.func
// CHECK-NOT:     builtin.unrealized_conversion_cast
// CHECK:         llvm.return
// CHECK-NOT:     {{(= |^ *)stype\.}}
// CHECK-NOT:     scf.
// CHECK-NOT:     memref.
// (Static shapes: dynamic ones would be checked at run time.)
func.func @train_step(%x: tensor<8x16xf32, #csr>, %w: tensor<16x4xf32>, %dy: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<16x4xf32>) {
  %y = stype.dot %x, %w : tensor<8x16xf32, #csr>, tensor<16x4xf32> -> tensor<8x4xf32>
  %g = stype.dot %x, %dy {transpose_a} : tensor<8x16xf32, #csr>, tensor<8x4xf32> -> tensor<16x4xf32>
  %w1 = stype.sgd_update %w, %g {lr = 0.1 : f64} : tensor<16x4xf32>, tensor<16x4xf32> -> tensor<16x4xf32>
  return %y, %w1 : tensor<8x4xf32>, tensor<16x4xf32>
}

// -----

#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// CHECK:       llvm.func @stype_kernel_error(i32) attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @retain_and_update(
// CHECK:         llvm.call @stype_kernel_error
// CHECK-NOT:     {{(= |^ *)stype\.}}
// CHECK-NOT:     scf.
// CHECK-NOT:     memref.
// CHECK-NOT:     builtin.unrealized_conversion_cast
// CHECK:         llvm.return
func.func @retain_and_update(%w: tensor<?x?xf32, #rsp>, %g: tensor<?x?xf32, #rsp>, %ids: tensor<?xi64>) -> tensor<?x?xf32, #rsp> {
  %gr = stype.sparse_retain %g, %ids : tensor<?x?xf32, #rsp>, tensor<?xi64> -> tensor<?x?xf32, #rsp>
  %w1 = stype.sgd_update %w, %gr {lr = 0.1 : f64} : tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32, #rsp>
  return %w1 : tensor<?x?xf32, #rsp>
}
