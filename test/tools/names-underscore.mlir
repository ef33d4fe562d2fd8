// C reserves identifiers that begin with an underscore at file scope, and
// stype's own symbols use them (__stype_kernel_<f>, __stype_packed_<f>,
// _mlir_*): a public function whose C symbol begins with one is refused
// (docs/abi.md, Entry point names).
// RUN: not stype-compile %s -emit=header 2>&1 | FileCheck %s
// RUN: not stype-compile %s -emit=obj -o %t.o 2>&1 | FileCheck %s
// RUN: not stype-run %s -e f 2>&1 | FileCheck %s

// CHECK: names-underscore.mlir:[[@LINE+1]]:1: error: @__stype_packed_f cannot be a C entry point: '__stype_packed_f' begins with an underscore, which C reserves for the implementation at file scope (C11 7.1.3) and stype's own symbols use (__stype_*, _mlir_*); rename the function (docs/abi.md, Entry point names)
func.func @__stype_packed_f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// CHECK: names-underscore.mlir:[[@LINE+1]]:1: error: @_Upper cannot be a C entry point: '_Upper' begins with an underscore
func.func @_Upper(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// CHECK: names-underscore.mlir:[[@LINE+1]]:1: error: @_mlir_ciface_f cannot be a C entry point: '_mlir_ciface_f' begins with an underscore
func.func @_mlir_ciface_f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// CHECK-NOT: error: @f
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
