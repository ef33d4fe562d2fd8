// stype-run --list prints every public function with its argument and
// result types after storage inference, one per line (sorted by name),
// without running anything; -e lists one.
// RUN: stype-run --list %s | FileCheck %s
// CHECK-NOT: @helper
// CHECK:      @csr_dot(csr tensor<?x4xf32>, default tensor<4x3xf32>) -> (default tensor<?x3xf32>)
// CHECK-NEXT: @csr_grad(csr tensor<?x4xf64>, default tensor<?x3xf64>) -> (row_sparse tensor<4x3xf64>)
// CHECK-NEXT: @scalars(scalar f64, scalar i64) -> (scalar f64, scalar i64)
// CHECK-NEXT: @sgd(row_sparse tensor<5x2xf32>, row_sparse tensor<5x2xf32>) -> (row_sparse tensor<5x2xf32>)
// CHECK-NOT: {{.}}
// RUN: stype-run --list -e csr_grad %s | FileCheck %s --check-prefix=ONE
// ONE:      @csr_grad(csr tensor<?x4xf64>, default tensor<?x3xf64>) -> (row_sparse tensor<4x3xf64>)
// ONE-NOT: {{.}}
// RUN: not stype-run --list -e nothing %s 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: stype-run: error: {{.*}}stype-run-list.mlir: no public function @nothing
// RUN: not stype-run --list %s 1.0 2>&1 | FileCheck %s --check-prefix=ARGS
// ARGS: stype-run: error: --list runs nothing: leave out the arguments and -o files
// RUN: not stype-run --list %s -o %t.npy 2>&1 | FileCheck %s --check-prefix=ARGS
// RUN: not stype-run --list --device=cuda %s 2>&1 | FileCheck %s --check-prefix=CUDA
// CUDA: stype-run: error: --list is not available with --device=cuda (it lists the signatures the CPU JIT compiles)
// A file that does not compile is reported as without --list.
// RUN: not stype-run --list %S/Inputs/list-invalid.mlir 2>&1 | FileCheck %s --check-prefix=INVALID
// INVALID: list-invalid.mlir:{{[0-9]+}}:{{[0-9]+}}: error:
// INVALID: stype-run: error: {{.*}}list-invalid.mlir: does not parse or verify

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @csr_dot(%x: tensor<?x4xf32, #csr>, %w: tensor<4x3xf32>) -> tensor<?x3xf32> {
  %r = stype.dot %x, %w : tensor<?x4xf32, #csr>, tensor<4x3xf32> -> tensor<?x3xf32>
  return %r : tensor<?x3xf32>
}

// The result's kind is inferred: row_sparse.
func.func @csr_grad(%x: tensor<?x4xf64, #csr>, %d: tensor<?x3xf64>) -> tensor<4x3xf64> {
  %g = stype.dot %x, %d {transpose_a} : tensor<?x4xf64, #csr>, tensor<?x3xf64> -> tensor<4x3xf64>
  return %g : tensor<4x3xf64>
}

func.func @sgd(%w: tensor<5x2xf32, #rsp>, %g: tensor<5x2xf32, #rsp>) -> tensor<5x2xf32, #rsp> {
  %r = stype.sgd_update %w, %g {lr = 0.5 : f64} : tensor<5x2xf32, #rsp>, tensor<5x2xf32, #rsp> -> tensor<5x2xf32, #rsp>
  return %r : tensor<5x2xf32, #rsp>
}

func.func @scalars(%b: f64, %n: i64) -> (f64, i64) {
  %s = func.call @helper(%b) : (f64) -> f64
  %m = arith.muli %n, %n : i64
  return %s, %m : f64, i64
}

func.func private @helper(%b: f64) -> f64 {
  %s = arith.addf %b, %b : f64
  return %s : f64
}
