// A public function named like a C or C++ keyword would give a header that
// does not compile: refused at the function (docs/abi.md, Entry point names).
// RUN: not stype-compile %s -emit=header 2>&1 | FileCheck %s
// RUN: not stype-compile %s -emit=lib -o %t.a 2>&1 | FileCheck %s
// RUN: not stype-run %s -e int 2>&1 | FileCheck %s
// --prefix makes them ordinary names.
// RUN: stype-compile %s -emit=header --prefix=k_ | FileCheck %s --check-prefix=PREFIX
// PREFIX: stype_status k_int(
// PREFIX: stype_status k_class(

// CHECK: names-keyword.mlir:[[@LINE+1]]:1: error: @int cannot be a C entry point: 'int' is a C or C++ keyword; rename the function (docs/abi.md, Entry point names)
func.func @int(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// CHECK: names-keyword.mlir:[[@LINE+1]]:1: error: @class cannot be a C entry point: 'class' is a C or C++ keyword
func.func @class(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
