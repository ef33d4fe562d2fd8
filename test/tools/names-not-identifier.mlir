// Public function names become C symbols (docs/abi.md, Entry point names):
// one that is not a C identifier is refused at the function for every
// -emit kind (it used to give a header that is not C, with exit 0), and by
// stype-run, so that what runs also compiles.
// RUN: not stype-compile %s -emit=header 2>&1 | FileCheck %s
// RUN: not stype-compile %s -emit=mlir 2>&1 | FileCheck %s
// RUN: not stype-compile %s -emit=obj -o %t.o 2>&1 | FileCheck %s
// RUN: not stype-compile %s -emit=so -o %t.so 2>&1 | FileCheck %s
// RUN: not stype-run %s -e ok 2>&1 | FileCheck %s --check-prefixes=CHECK,JIT
// A --prefix that cannot start an identifier makes every name invalid.
// RUN: not stype-compile %s -emit=header --prefix=1x 2>&1 | FileCheck %s --check-prefix=PREFIX

// CHECK: names-not-identifier.mlir:[[@LINE+2]]:1: error: @"a b" cannot be a C entry point: 'a b' is not a C identifier ([A-Za-z_][A-Za-z0-9_]*); rename the function (docs/abi.md, Entry point names)
// PREFIX: error: @"a b" cannot be a C entry point: '1xa b' is not a C identifier
func.func @"a b"(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// CHECK: names-not-identifier.mlir:[[@LINE+1]]:1: error: @"weird-name.x" cannot be a C entry point: 'weird-name.x' is not a C identifier
func.func @"weird-name.x"(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// CHECK: names-not-identifier.mlir:[[@LINE+1]]:1: error: @"2d" cannot be a C entry point: '2d' is not a C identifier
func.func @"2d"(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// PREFIX: error: @ok cannot be a C entry point: '1xok' is not a C identifier
// CHECK-NOT: @ok
func.func @ok(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
// JIT: stype-run: error: {{.*}}names-not-identifier.mlir: function names refused (see above)
