# RUN: %python %s 2>&1 | FileCheck %s
# Every storage kind in and out of a compiled function, for f32 and f64
# (cast_storage between all nine pairs) and f16 (the multi-precision
# update, the only ops that take f16: default and row_sparse), against
# numpy/scipy; scipy int32 indices accepted; results of the right types.
import numpy as np
import scipy.sparse as sp

import stype
from common import check, close, finish, rng

KINDS = {"default": "", "csr": ", #csr", "row_sparse": ", #rsp"}
HEADER = """
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
"""


def value(kind, dense, index_dtype=np.int64):
    if kind == "default":
        return dense
    if kind == "row_sparse":
        return stype.row_sparse_array(dense)
    m = sp.csr_matrix(dense)
    m.indices = m.indices.astype(index_dtype)
    m.indptr = m.indptr.astype(index_dtype)
    return m


def dense_of(v):
    if isinstance(v, np.ndarray):
        return v
    if isinstance(v, stype.RowSparseArray):
        return v.asnumpy()
    return v.toarray()


TYPES = {"default": np.ndarray, "row_sparse": stype.RowSparseArray,
         "csr": sp.csr_matrix}
cases = 0
for ty, np_ty in (("f32", np.float32), ("f64", np.float64)):
    src = HEADER
    for a in KINDS:
        for b in KINDS:
            src += """
func.func @{a}_to_{b}(%x: tensor<?x?x{t}{ea}>) -> tensor<?x?x{t}{eb}> {{
  %y = stype.cast_storage %x : tensor<?x?x{t}{ea}> to tensor<?x?x{t}{eb}>
  return %y : tensor<?x?x{t}{eb}>
}}""".format(a=a, b=b, t=ty, ea=KINDS[a], eb=KINDS[b])
    m = stype.load(src)
    for a in KINDS:
        for b in KINDS:
            dense = rng.standard_normal((6, 5)).astype(np_ty)
            dense[rng.random((6, 5)) < 0.6] = 0
            dense[2] = 0
            for index_dtype in (np.int64, np.int32):
                if index_dtype == np.int32 and a != "csr":
                    continue
                fn = getattr(m, "%s_to_%s" % (a, b))
                out = fn(value(a, dense, index_dtype))
                what = "%s %s -> %s (%s indices)" % (ty, a, b,
                                                    np.dtype(index_dtype))
                check(isinstance(out, TYPES[b]), what + ": result type")
                check(dense_of(out).dtype == np_ty, what + ": dtype")
                close(dense_of(out), dense, what, rtol=0, atol=0)
                if b == "csr":
                    check(out.indices.dtype == np.int64 and
                          out.indptr.dtype == np.int64, what + ": int64")
                    check(out.has_sorted_indices, what + ": sorted")
                if b == "row_sparse":
                    check(list(out.indices) ==
                          list(np.flatnonzero(dense.any(axis=1))),
                          what + ": stored rows")
                cases += 1

# f16: mp_sgd_update (weight and gradient f16, the f32 master copy), a
# default and a row_sparse weight, lazily over the gradient's rows.
src = HEADER + """
func.func @dense_w(%w: tensor<6x3xf16>, %g: tensor<6x3xf16, #rsp>, %w32: tensor<6x3xf32>)
    -> (tensor<6x3xf16>, tensor<6x3xf32>) {
  %a:2 = stype.mp_sgd_update %w, %g, %w32 {lr = 0.5 : f64}
      : tensor<6x3xf16>, tensor<6x3xf16, #rsp>, tensor<6x3xf32> -> tensor<6x3xf16>, tensor<6x3xf32>
  return %a#0, %a#1 : tensor<6x3xf16>, tensor<6x3xf32>
}
func.func @rsp_w(%w: tensor<6x3xf16, #rsp>, %g: tensor<6x3xf16, #rsp>, %w32: tensor<6x3xf32, #rsp>)
    -> (tensor<6x3xf16, #rsp>, tensor<6x3xf32, #rsp>) {
  %a:2 = stype.mp_sgd_update %w, %g, %w32 {lr = 0.5 : f64}
      : tensor<6x3xf16, #rsp>, tensor<6x3xf16, #rsp>, tensor<6x3xf32, #rsp> -> tensor<6x3xf16, #rsp>, tensor<6x3xf32, #rsp>
  return %a#0, %a#1 : tensor<6x3xf16, #rsp>, tensor<6x3xf32, #rsp>
}
"""
m16 = stype.load(src)
w32 = rng.standard_normal((6, 3)).astype(np.float32)
g = stype.RowSparseArray(rng.standard_normal((2, 3)).astype(np.float16),
                         [1, 4], (6, 3))
want32 = w32.copy()
want32[[1, 4]] -= np.float32(0.5) * g.data.astype(np.float32)
w, m32 = w32.astype(np.float16), w32.copy()
rw, rm32 = m16.dense_w(w, g, m32)
check(rw is w and rm32 is m32, "f16 default weight updated in place")
close(m32, want32, "f16 master copy", rtol=1e-6)
check(np.array_equal(w, want32.astype(np.float16)), "f16 weight rounding")
wr = stype.row_sparse_array(w32.astype(np.float16))
w32r = stype.row_sparse_array(w32)
rw, rm32 = m16.rsp_w(wr, g, w32r)
check(isinstance(rw, stype.RowSparseArray) and rw.dtype == np.float16,
      "f16 row_sparse result")
close(rm32.asnumpy(), want32, "f16 row_sparse master copy", rtol=1e-6)
check(np.array_equal(rw.asnumpy(), want32.astype(np.float16)),
      "f16 row_sparse weight")
cases += 2
print("cases", cases)
# CHECK: cases 26
finish()
# CHECK: all checks passed
