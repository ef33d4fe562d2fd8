# RUN: rm -rf %t && mkdir -p %t
# RUN: stype-compile %S/../../examples/linear_regression.mlir -emit=so -o %t/liblr.so
# RUN: stype-compile %S/../capi/Inputs/kernels.mlir -emit=so --prefix=k_ -o %t/libk.so
# RUN: stype-compile %S/../capi/Inputs/kernels.mlir -emit=obj -o %t/k.o
# RUN: %python %s %t 2>&1 | FileCheck %s
# stype.load_library: an ahead-of-time library (stype-compile -emit=so) read
# through its function table, called with the marshalling of stype.load:
# the same results as the JIT bit for bit, in-place updates in the caller's
# arrays, the signature's names and in-place record, clear errors for files
# that are not such libraries.
import os
import sys

import numpy as np
import scipy.sparse as sp

import stype
from common import check, finish, raises, rng

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
OUT = sys.argv[1]

aot = stype.load_library(os.path.join(OUT, "liblr.so"))
jit = stype.load(os.path.join(ROOT, "examples", "linear_regression.mlir"))
print(aot.train_step.signature)
# CHECK: train_step(x: csr float32[1, 100], y: default float32[1, 1], w: row_sparse float32[100, 1] (updated in place), mw: row_sparse float32[100, 1] (updated in place), b: default float32[1, 1] (updated in place), mb: default float32[1, 1] (updated in place)) -> (default float32[1, 1], row_sparse float32[100, 1] (is w), row_sparse float32[100, 1] (is mw), default float32[1, 1] (is b), default float32[1, 1] (is mb))
check(str(aot.train_step.signature) == str(jit.train_step.signature),
      "the library's signature is the JIT's")


def state():
    # A weight and its momentum on one index array, as MXNet users build
    # them: the update must land in each one's own data.
    rows = np.arange(100, dtype=np.int64)
    w = stype.row_sparse_array(
        (rng.standard_normal((100, 1)).astype(np.float32), rows),
        shape=(100, 1))
    mw = stype.row_sparse_array((np.zeros((100, 1), np.float32), rows),
                                shape=(100, 1))
    return [w, mw, np.zeros((1, 1), np.float32), np.zeros((1, 1), np.float32)]


samples = []
for _ in range(8):
    x = sp.random(1, 100, density=0.1, format="csr", dtype=np.float32,
                  random_state=int(rng.integers(1 << 30)))
    x.indices = x.indices.astype(np.int64)
    x.indptr = x.indptr.astype(np.int64)
    samples.append((x, rng.standard_normal((1, 1)).astype(np.float32)))

a_state, j_state = state(), state()
j_state = [stype.row_sparse_array((a_state[0].data.copy(),
                                   a_state[0].indices), shape=(100, 1)),
           stype.row_sparse_array((a_state[1].data.copy(),
                                   a_state[0].indices), shape=(100, 1)),
           a_state[2].copy(), a_state[3].copy()]
a_data = [a_state[0].data, a_state[1].data, a_state[2], a_state[3]]
same = True
for step, (x, y) in enumerate(samples):
    a_out = aot.train_step(x, y, *a_state)
    j_out = jit.train_step(x, y, *j_state)
    same &= np.array_equal(a_out[0], j_out[0])
    for a, j in zip(a_out[1:3], j_out[1:3]):
        same &= np.array_equal(a.data, j.data)
        same &= np.array_equal(a.indices, j.indices)
    for a, j in zip(a_out[3:], j_out[3:]):
        same &= np.array_equal(a, j)
    # In place: the results are the caller's own objects.
    check(all(r is s for r, s in zip(a_out[1:], a_state)),
          "step %d: in-place results are the arguments themselves" % step)
check(same, "8 training steps: the library's results equal the JIT's "
      "bit for bit")
check(all(a is b.data if isinstance(b, stype.RowSparseArray) else a is b
          for a, b in zip(a_data, a_state)),
      "the caller's arrays were updated, not replaced")
check(not np.array_equal(a_state[1].data, 0), "the momentum moved")
print("trained: same as the JIT" if same else "trained: differs")
# CHECK: trained: same as the JIT

# Results the library allocates: numpy arrays that own (and free) them.
k = stype.load_library(os.path.join(OUT, "libk.so"), prefix="k_")
print(sorted(k.functions))
# CHECK: ['csr_dot', 'csr_grad', 'retain', 'scalars', 'sgd', 'sgd_mom']
x = sp.csr_matrix(np.array([[1, 0, 2, 0], [0, 0, 0, 0], [0, 3, 0, 4]],
                           np.float32))
w = np.arange(12, dtype=np.float32).reshape(4, 3)
out = k.csr_dot(x, w)
check(isinstance(out, np.ndarray) and np.array_equal(out, x @ w),
      "csr_dot: a new array with x @ w")
del out
s, n, a = k.scalars(1.5, 2.25, 7)
check((s, n, a) == (3.75, 49, 1.5), "scalars in and out")
# A kernel error: stype.KernelError with the runtime's message.
rsp = stype.row_sparse_array((np.ones((2, 2), np.float32),
                              np.array([1, 4], np.int64)), shape=(5, 2))
msg = raises(stype.KernelError, k.retain, rsp, np.array([1, 7], np.int64))
print(msg)
# CHECK: STYPE_ERROR_KERNEL: @retain: sparse_retain
# Argument names from the source.
check([p.name for p in k.sgd_mom.signature.args] == ["w", "g", "m"],
      "argument names")

# Not a kernel library, or no such file: stype.Error, never a crash.
print(raises(stype.Error, stype.load_library,
             os.path.join(OUT, "no-such.so")))
# CHECK: cannot load the kernel library {{.*}}no-such.so
print(raises(stype.Error, stype.load_library, os.path.join(OUT, "k.o")))
# CHECK: cannot load the kernel library {{.*}}k.o
print(raises(stype.Error, stype.load_library,
             os.path.join(OUT, "libk.so")))
# CHECK: libk.so has no function table (the symbol stype_library): is it a library built by stype-compile -emit=so?

finish()
# CHECK: all checks passed
