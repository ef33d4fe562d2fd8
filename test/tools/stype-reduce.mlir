// stype-reduce (mlir-reduce with stype's dialects and passes) shrinks a file
// while an interestingness script keeps succeeding: here, while storage
// inference still warns that a `where` falls back to dense storage.  The
// other function goes; the `where` with a row_sparse condition stays (and
// the one before it, which the return needs).
// RUN: stype-reduce %s --reduction-tree='traversal-mode=0 test=%S/Inputs/reduce-fallback.sh' | FileCheck %s
// CHECK-NOT: func.func @dot
// CHECK-LABEL: func.func @where
// CHECK: stype.where {{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NOT: stype.
// --opt-reduction-pass runs the passes stype-opt registers.
// RUN: stype-reduce %s --opt-reduction-pass='opt-pass=canonicalize test=%S/Inputs/reduce-fallback.sh' | FileCheck %s --check-prefix=OPT
// OPT: stype.where {{.*}} : tensor<4x4xf32, #row_sparse>
// The script's stype-opt finds this file's fallback too.
// RUN: not %S/Inputs/reduce-fallback.sh %s
// A file that does not verify is refused with the verifier's message.
// RUN: not stype-reduce %S/Inputs/list-invalid.mlir --reduction-tree='traversal-mode=0 test=%S/Inputs/reduce-fallback.sh' 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: list-invalid.mlir":3:3): error: type of return operand 0

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @dot(%x: tensor<?x4xf32, #csr>, %w: tensor<4x3xf32>) -> tensor<?x3xf32> {
  %r = stype.dot %x, %w : tensor<?x4xf32, #csr>, tensor<4x3xf32> -> tensor<?x3xf32>
  return %r : tensor<?x3xf32>
}

func.func @where(%c: tensor<4x4xf32, #csr>, %r: tensor<4x4xf32, #rsp>, %d: tensor<4x4xf32>)
    -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %a = stype.where %c, %d, %d : tensor<4x4xf32, #csr>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  %e = stype.where %r, %d, %d : tensor<4x4xf32, #rsp>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %a, %e : tensor<4x4xf32>, tensor<4x4xf32>
}
