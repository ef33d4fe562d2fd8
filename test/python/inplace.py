# RUN: %python %s 2>&1 | FileCheck %s
# In-place updates: an optimizer's weight and states are updated in the
# caller's own arrays, and the results that are those arguments are the
# caller's objects; read-only or non-contiguous memory where an update
# happens raises; a weight and its state may share one index array; a
# weight read after its update is not updated in place.
import numpy as np

import stype
from common import check, close, finish, raises, rng

HEADER = """
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
"""
m = stype.load(HEADER + """
func.func @lazy(%w: tensor<4x2xf32, #rsp>, %g: tensor<4x2xf32, #rsp>, %m: tensor<4x2xf32, #rsp>)
    -> (tensor<4x2xf32, #rsp>, tensor<4x2xf32, #rsp>) {
  %w1, %m1 = stype.sgd_mom_update %w, %g, %m {lr = 0.01 : f64, momentum = 0.01 : f64, lazy_update = true}
      : tensor<4x2xf32, #rsp>, tensor<4x2xf32, #rsp>, tensor<4x2xf32, #rsp> -> tensor<4x2xf32, #rsp>, tensor<4x2xf32, #rsp>
  return %w1, %m1 : tensor<4x2xf32, #rsp>, tensor<4x2xf32, #rsp>
}
func.func @dense(%w: tensor<?x?xf64>, %g: tensor<?x?xf64, #rsp>) -> tensor<?x?xf64> {
  %w1 = stype.sgd_update %w, %g {lr = 0.5 : f64}
      : tensor<?x?xf64>, tensor<?x?xf64, #rsp> -> tensor<?x?xf64>
  return %w1 : tensor<?x?xf64>
}
func.func @keeps_old(%w: tensor<?x?xf64>, %g: tensor<?x?xf64, #rsp>) -> (tensor<?x?xf64>, tensor<?x?xf64>) {
  %w1 = stype.sgd_update %w, %g {lr = 0.5 : f64}
      : tensor<?x?xf64>, tensor<?x?xf64, #rsp> -> tensor<?x?xf64>
  %d = stype.elemwise_sub %w1, %w : tensor<?x?xf64>, tensor<?x?xf64> -> tensor<?x?xf64>
  return %w1, %d : tensor<?x?xf64>, tensor<?x?xf64>
}
""")
print(m.lazy.signature)
# CHECK: lazy(w: row_sparse float32[4, 2] (updated in place), g: row_sparse float32[4, 2], m: row_sparse float32[4, 2] (updated in place)) -> (row_sparse float32[4, 2] (is w), row_sparse float32[4, 2] (is m))
print(m.keeps_old.signature)
# CHECK: keeps_old(w: default float64[?, ?], g: row_sparse float64[?, ?]) -> (default float64[?, ?], default float64[?, ?])

# MXNet's RowSparseNDArray tutorial: a lazy momentum update of a row_sparse
# weight of ones touches only the gradient's rows 1 and 2.
weight = stype.row_sparse_array(np.ones((4, 2), np.float32))
grad = stype.row_sparse_array((np.array([[1, 2], [4, 5]], np.float32), [1, 2]),
                              shape=(4, 2))
# The state stores every row (stype's kernels require it; see docs).
mom = stype.RowSparseArray(np.zeros((4, 2), np.float32), np.arange(4), (4, 2))
data, indices = weight.data, weight.indices
w1, m1 = m.lazy(weight, grad, mom)
check(w1 is weight and m1 is mom, "results are the caller's objects")
check(weight.data is data and weight.indices is indices, "same arrays")
print(np.round(weight.asnumpy().astype(np.float64), 4).tolist())
# CHECK: {{\[\[}}1.0, 1.0], [0.99, 0.98], [0.96, 0.95], [1.0, 1.0]]
print(np.round(mom.asnumpy().astype(np.float64), 4).tolist())
# CHECK: {{\[\[}}0.0, 0.0], [-0.01, -0.02], [-0.04, -0.05], [0.0, 0.0]]

# A weight and its momentum built on one index array: each result is the
# right argument (C ABI alias_of used to pick the first buffer match).
shared = np.arange(4, dtype=np.int64)
w = stype.RowSparseArray(np.ones((4, 2), np.float32), shared, (4, 2))
mm = stype.RowSparseArray(np.zeros((4, 2), np.float32), shared, (4, 2))
r_w, r_m = m.lazy(w, grad, mm)
check(r_w is w and r_m is mm, "shared indices: results not swapped")
check(np.shares_memory(r_w.indices, r_m.indices), "indices still shared")
close(mm.data[1], [-0.01, -0.02], "momentum through shared indices")

# A dense weight updated by a row_sparse gradient: only its rows move,
# in the caller's array.
w = rng.standard_normal((5, 3))
before = w.copy()
g = stype.row_sparse_array((rng.standard_normal((2, 3)), [0, 3]), shape=(5, 3))
out = m.dense(w, g)
check(out is w, "dense weight: the caller's array")
want = before.copy()
want[[0, 3]] -= 0.5 * g.data
close(w, want, "dense weight rows", rtol=0, atol=0)

# Read-only memory where the update happens raises, before any write.
ro = before.copy()
ro.setflags(write=False)
raises(ValueError, m.dense, ro, g,
       match="argument 'w' (#0) of @dense: the array is read-only, but "
             "@dense updates it in place")
check(np.array_equal(ro, before), "read-only weight untouched")
ro_rsp = stype.row_sparse_array(np.ones((4, 2), np.float32))
ro_rsp.data.setflags(write=False)
raises(ValueError, m.lazy, ro_rsp, grad, mom, match="data is read-only")
# ... but read-only inputs that are only read are fine.
g_ro = g.copy()
g_ro.data.setflags(write=False)
g_ro.indices.setflags(write=False)
m.dense(w, g_ro)

# Non-contiguous: copied when read, refused when written.
wide = np.zeros((5, 6))
raises(ValueError, m.dense, wide[:, ::2], g, match="not C-contiguous")
w2 = rng.standard_normal((5, 3))
g_strided = stype.RowSparseArray(np.asfortranarray(rng.standard_normal((2, 3))),
                                 [1, 2], (5, 3))
want = w2.copy()
want[[1, 2]] -= 0.5 * g_strided.data
m.dense(w2, g_strided)
close(w2, want, "Fortran-ordered gradient data is copied", rtol=0, atol=0)

# Written memory shared with another argument raises.
w3 = np.ones((2, 3))
alias = stype.RowSparseArray(w3, [0, 1], (2, 3))
raises(ValueError, m.dense, w3, alias,
       match="shares memory with argument 'g' (#1)")

# Not in place when the old value is read afterwards: the caller's array
# keeps its values.
w4 = rng.standard_normal((5, 3))
keep = w4.copy()
new, diff = m.keeps_old(w4, g)
check(new is not w4 and not np.shares_memory(new, w4), "copy, not in place")
check(np.array_equal(w4, keep), "argument unchanged")
close(diff[[0, 3]], -0.5 * g.data, "difference of the update", rtol=1e-12)
finish()
# CHECK: all checks passed
