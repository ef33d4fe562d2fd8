# RUN: %python %s 2>&1 | FileCheck %s
# stype.load: from a file and from a string, signatures after storage
# inference, compile errors with MLIR's file:line:col diagnostics, dense
# fallbacks as Python warnings, module attributes and threads.
import os
import warnings

import numpy as np

import stype
from common import check, close, finish, raises

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

# From a file: examples/linear_regression.mlir, its inferred signature.
m = stype.load(os.path.join(ROOT, "examples", "linear_regression.mlir"))
print(m.train_step.signature)
# CHECK: train_step(x: csr float32[1, 100], y: default float32[1, 1], w: row_sparse float32[100, 1] (updated in place), mw: row_sparse float32[100, 1] (updated in place), b: default float32[1, 1] (updated in place), mb: default float32[1, 1] (updated in place)) -> (default float32[1, 1], row_sparse float32[100, 1] (is w), row_sparse float32[100, 1] (is mw), default float32[1, 1] (is b), default float32[1, 1] (is mb))
sig = m.train_step.signature
check([p.kind for p in sig.args] ==
      ["csr", "default", "row_sparse", "row_sparse", "default", "default"],
      "argument kinds")
check([p.alias_of for p in sig.results] == [None, 2, 3, 4, 5], "alias_of")
check(sig.results[0].mlir_type == "tensor<1x1xf32>", "mlir type")

# From a string; dynamic dims print as '?'; results inferred (dot(csr^T,
# dense) -> row_sparse); keyword arguments use the IR's names.
SRC = """
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @grad(%x: tensor<?x?xf64, #csr>, %dy: tensor<?x3xf64>) -> tensor<?x3xf64> {
  %g = stype.dot %x, %dy {transpose_a} : tensor<?x?xf64, #csr>, tensor<?x3xf64> -> tensor<?x3xf64>
  return %g : tensor<?x3xf64>
}
func.func @scale(%a: tensor<4xf32>, %s: f64, %n: i64) -> (f64, i64) {
  return %s, %n : f64, i64
}
func.func private @helper(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
"""
m2 = stype.load(SRC)
print(m2)
# CHECK: <stype.Module <string>: grad, scale>
print(m2.grad.signature)
# CHECK: grad(x: csr float64[?, ?], dy: default float64[?, 3]) -> (row_sparse float64[?, 3])
print(m2.scale.signature)
# CHECK: scale(a: default float32[4], s: float64, n: int64) -> (float64, int64)
import scipy.sparse as sp
x = sp.csr_matrix(np.array([[0, 2.0], [1.0, 0], [0, 0]]))
dy = np.arange(9, dtype=np.float64).reshape(3, 3)
g = m2.grad(dy=dy, x=x)
check(isinstance(g, stype.RowSparseArray), "dot(csr^T, dense) is row_sparse")
close(g.asnumpy(), x.toarray().T @ dy, "dot(csr^T, dense) values")
check(list(g.indices) == [0, 1], "stored rows of the gradient")
check(m2.scale(np.zeros(4, np.float32), 2.5, 7) == (2.5, 7), "scalars")
raises(AttributeError, getattr, m2, "helper", match="no public function @helper")
raises(TypeError, m2.grad, x, match="missing argument 'dy'")
raises(TypeError, m2.grad, x, dy, dy, match="takes 2 arguments, got 3")
raises(TypeError, m2.grad, x, dy, z=1, match="no argument named 'z'")
raises(TypeError, m2.grad, x, x=x, match="got argument 'x' twice")

# Threads: a module-wide setting, checked.
m3 = stype.load(SRC, threads=2)
check(m3.threads == 2, "threads")
m3.threads = 3
check(m3.threads == 3, "threads setter")
raises(ValueError, setattr, m3, "threads", 0, match="threads must be >= 1")
raises(ValueError, stype.load, SRC, threads=0)

# Compile errors carry MLIR's diagnostics with the location.
BAD = """
func.func @f(%a: tensor<4xf32>, %b: tensor<5xf32>) -> tensor<4xf32> {
  %c = stype.elemwise_add %a, %b : tensor<4xf32>, tensor<5xf32> -> tensor<4xf32>
  return %c : tensor<4xf32>
}
"""
msg = raises(stype.CompileError, stype.load, BAD, name="bad.mlir")
print(msg)
# CHECK: bad.mlir: does not parse or verify:
# CHECK-NEXT: bad.mlir:3:8: error: 'stype.elemwise_add' op
try:
    stype.load(BAD, name="bad.mlir")
except stype.CompileError as e:
    check(e.diagnostics.startswith("bad.mlir:3:8: error:"), "diagnostics")
    check(isinstance(e, stype.Error) and isinstance(e, RuntimeError),
          "CompileError is a stype.Error")
raises(stype.CompileError, stype.load, "func.func @f( {", match="<string>:1:")
raises(FileNotFoundError, stype.load, "no/such/file.mlir")
raises(TypeError, stype.load, 42)

# A dense fallback is a StorageFallbackWarning naming the op.
FALLBACK = """
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @f(%a: tensor<4x2xf32, #rsp>) -> tensor<4x2xf32> {
  %c = stype.sigmoid %a : tensor<4x2xf32, #rsp> -> tensor<4x2xf32>
  return %c : tensor<4x2xf32>
}
"""
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    mf = stype.load(FALLBACK, name="fb.mlir")
fallbacks = [w for w in caught
             if issubclass(w.category, stype.StorageFallbackWarning)]
check(len(fallbacks) == 1, "one fallback warning")
print(fallbacks[0].message)
# CHECK: fb.mlir:4:8: warning: Storage type fallback detected:
# CHECK-NEXT: operator = sigmoid
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    stype.load(FALLBACK, fallback_warnings=False)
check(not caught, "fallback_warnings=False is silent")
a = stype.row_sparse_array((np.array([[1, -1]], np.float32), [2]), shape=(4, 2))
close(mf.f(a), 1 / (1 + np.exp(-a.asnumpy())), "sigmoid through the fallback",
      rtol=1e-6)

finish()
# CHECK: all checks passed
