// A public function named like a function of the C library or libm (which
// the kernels call, and which an exported symbol would replace in the whole
// program: a library exporting `malloc` crashed any program that loaded it)
// is refused at the function (docs/abi.md, Entry point names); --prefix
// does not help, since the kernels' own module defines the function beside
// the library functions they call.
// RUN: not stype-compile %s -emit=so -o %t.so 2>&1 | FileCheck %s
// RUN: not stype-compile %s -emit=header 2>&1 | FileCheck %s
// RUN: not stype-run %s -e malloc 2>&1 | FileCheck %s
// RUN: not stype-compile %s -emit=header --prefix=k_ 2>&1 | FileCheck %s --check-prefix=PREFIX
// RUN: not test -e %t.so

// CHECK: names-libc.mlir:[[@LINE+2]]:1: error: @malloc cannot be a C entry point: 'malloc' is a function or object of the C library (or libm, or POSIX) that the kernels or the program that loads them use; rename the function (docs/abi.md, Entry point names)
// PREFIX: names-libc.mlir:[[@LINE+1]]:1: error: @malloc cannot be a C entry point: 'malloc' (before --prefix) is a function or object of the C library
func.func @malloc(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// CHECK: names-libc.mlir:[[@LINE+2]]:1: error: @sqrtf cannot be a C entry point: 'sqrtf' is a function or object of the C library
// PREFIX: names-libc.mlir:[[@LINE+1]]:1: error: @sqrtf cannot be a C entry point: 'sqrtf' (before --prefix)
func.func @sqrtf(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = stype.sqrt %x : tensor<4xf32> -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// CHECK: names-libc.mlir:[[@LINE+1]]:1: error: @memcpy cannot be a C entry point: 'memcpy' is a function or object of the C library
func.func @memcpy(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// A private function the kernels' module defines collides the same way.
// CHECK: names-libc.mlir:[[@LINE+1]]:1: error: private function @exp cannot be defined: 'exp' is a function or object of the C library
func.func private @exp(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// A declaration of a library function is fine.
// CHECK-NOT: @sqrt{{[^f]}}
func.func private @sqrt(f64) -> f64
