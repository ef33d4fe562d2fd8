# RUN: %python %s 2>&1 | FileCheck %s
# Bad arguments raise clear exceptions naming the argument and the
# function, never a crash: wrong storage kind, dtype, rank or static size,
# unsorted or duplicate csr column ids, bad row_sparse arrays, bad
# scalars; data errors the kernel finds at run time raise KernelError.
import numpy as np
import scipy.sparse as sp

import stype
from common import check, finish, raises

m = stype.load("""
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @spmm(%x: tensor<?x4xf32, #csr>, %w: tensor<4x2xf32>) -> tensor<?x2xf32> {
  %y = stype.dot %x, %w : tensor<?x4xf32, #csr>, tensor<4x2xf32> -> tensor<?x2xf32>
  return %y : tensor<?x2xf32>
}
func.func @rows(%r: tensor<?x2xf32, #rsp>, %s: f32) -> tensor<?x2xf32> {
  %y = stype.cast_storage %r : tensor<?x2xf32, #rsp> to tensor<?x2xf32>
  return %y : tensor<?x2xf32>
}
func.func @step(%w: tensor<4x2xf32, #rsp>, %g: tensor<4x2xf32, #rsp>, %m: tensor<4x2xf32, #rsp>)
    -> (tensor<4x2xf32, #rsp>, tensor<4x2xf32, #rsp>) {
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.01 : f64, momentum = 0.9 : f64, lazy_update = true}
      : tensor<4x2xf32, #rsp>, tensor<4x2xf32, #rsp>, tensor<4x2xf32, #rsp> -> tensor<4x2xf32, #rsp>, tensor<4x2xf32, #rsp>
  return %w1, %m1 : tensor<4x2xf32, #rsp>, tensor<4x2xf32, #rsp>
}
func.func @add(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %y = stype.elemwise_add %a, %b : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %y : tensor<?x?xf32>
}
""")
x = sp.csr_matrix(np.array([[1, 0, 2, 0], [0, 0, 0, 3]], np.float32))
w = np.ones((4, 2), np.float32)

print(raises(TypeError, m.spmm, x.toarray(), w))
# CHECK: argument 'x' (#0) of @spmm: expects a scipy.sparse csr matrix (tensor<?x4xf32, #sparse_tensor.encoding<{{.*}}>>), got ndarray
print(raises(TypeError, m.spmm, x, w.astype(np.float64)))
# CHECK: argument 'w' (#1) of @spmm: the array has dtype float64 but the function expects tensor<4x2xf32> (default storage, float32)
print(raises(ValueError, m.spmm, x, np.ones((3, 2), np.float32)))
# CHECK: argument 'w' (#1) of @spmm: shape (3, 2) but the function expects tensor<4x2xf32> (default storage, float32)
print(raises(ValueError, m.spmm, x, np.ones(8, np.float32)))
# CHECK: argument 'w' (#1) of @spmm: shape (8,) but
print(raises(TypeError, m.spmm, x, [[1.0] * 2] * 4))
# CHECK: argument 'w' (#1) of @spmm: the array must be a numpy.ndarray, got list
print(raises(TypeError, m.spmm, x, stype.row_sparse_array(w)))
# CHECK: argument 'w' (#1) of @spmm: got a sparse array but the function expects tensor<4x2xf32> (default storage, float32) (convert it with .tostype('default') or .toarray())
raises(TypeError, m.spmm, x.astype(np.float64), w, match="data has dtype float64")
raises(ValueError, m.spmm, sp.csr_matrix(np.ones((2, 5), np.float32)), w,
       match="shape (2, 5)")

# Unsorted and duplicate column ids (scipy allows both).
bad = sp.csr_matrix((np.array([2, 1], np.float32), np.array([2, 0]),
                     np.array([0, 2, 2])), shape=(2, 4))
check(not bad.has_sorted_indices, "scipy keeps the order")
print(raises(ValueError, m.spmm, bad, w))
# CHECK: argument 'x' (#0) of @spmm: {{.*}}(scipy: .sort_indices() sorts the column ids, .sum_duplicates() merges repeated ones)
bad.sort_indices()
check(np.allclose(m.spmm(bad, w), bad.toarray() @ w), "sorted works")
dup = sp.csr_matrix((np.array([1, 1], np.float32), np.array([1, 1]),
                     np.array([0, 2, 2])), shape=(2, 4))
raises(ValueError, m.spmm, dup, w, match=".sum_duplicates()")
# int32 indices (scipy's default) are converted; an out-of-range column id
# is refused before the kernel.
oob = sp.csr_matrix((np.array([1], np.float32), np.array([7], np.int32),
                     np.array([0, 1, 1], np.int32)), shape=(2, 4))
raises(ValueError, m.spmm, oob, w)

# Row-sparse arrays check their format at construction and at the call.
raises(ValueError, stype.RowSparseArray, np.ones((2, 2), np.float32), [3, 1],
       (4, 2))
raises(ValueError, stype.RowSparseArray, np.ones((2, 2), np.float32), [1, 1],
       (4, 2))
raises(ValueError, stype.RowSparseArray, np.ones((2, 2), np.float32), [1, 4],
       (4, 2))
raises(ValueError, stype.RowSparseArray, np.ones((2, 2), np.float32), [1],
       (4, 2), match="1 indices for 2 data rows")
raises(ValueError, stype.RowSparseArray, np.ones((2, 3), np.float32), [0, 1],
       (4, 2), match="does not hold rows")
r = stype.row_sparse_array(np.eye(3, 2, dtype=np.float32))
r.indices[:] = [1, 0]  # corrupted after construction
print(raises(ValueError, m.rows, r, 1.0))
# CHECK: argument 'r' (#0) of @rows: {{.*}}
raises(ValueError, r.check_format)

# Scalars.
r = stype.row_sparse_array(np.eye(3, 2, dtype=np.float32))
print(raises(TypeError, m.rows, r, "1"))
# CHECK: argument 's' (#1) of @rows: expects a number (f32), got str
raises(TypeError, m.rows, r, True, match="got a bool")
check(np.array_equal(m.rows(r, np.float32(2)), np.eye(3, 2)), "numpy scalar")

# A kernel error: a row_sparse state that does not store every row.
full = stype.row_sparse_array(np.ones((4, 2), np.float32))
g = stype.row_sparse_array((np.ones((1, 2), np.float32), [1]), shape=(4, 2))
print(raises(stype.KernelError, m.step, full, g, stype.zeros("row_sparse",
                                                             (4, 2))))
# CHECK: @step: optimizer update: a row_sparse optimizer state must store every row; the weight was left unchanged
check(np.array_equal(full.asnumpy(), np.ones((4, 2))), "weight unchanged")
# Dynamic sizes that must agree are checked by the kernel.
print(raises(stype.KernelError, m.add, np.ones((2, 3), np.float32),
             np.ones((3, 2), np.float32)))
# CHECK: @add: {{.*}}
check(np.array_equal(m.add(np.ones((2, 3), np.float32),
                           np.ones((2, 3), np.float32)), 2 * np.ones((2, 3))),
      "after an error the module still works")
finish()
# CHECK: all checks passed
