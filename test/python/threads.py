# RUN: %python %s 2>&1 | FileCheck %s
# Two Python threads call the same compiled functions at once (the GIL is
# released during a call): every result equals the single-threaded one,
# bit for bit; each thread's in-place updates land in its own arrays.
import threading

import numpy as np
import scipy.sparse as sp

import stype
from common import check, finish, rng

m = stype.load("""
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @step(%x: tensor<?x?xf64, #csr>, %dy: tensor<?x?xf64>, %w: tensor<?x?xf64>) -> tensor<?x?xf64> {
  %g = stype.dot %x, %dy {transpose_a} : tensor<?x?xf64, #csr>, tensor<?x?xf64> -> tensor<?x?xf64>
  %w1 = stype.sgd_update %w, %g {lr = 0.1 : f64}
      : tensor<?x?xf64>, tensor<?x?xf64> -> tensor<?x?xf64>
  return %w1 : tensor<?x?xf64>
}
""")
print(m.step.signature)
# CHECK: step(x: csr float64[?, ?], dy: default float64[?, ?], w: default float64[?, ?] (updated in place)) -> (default float64[?, ?] (is w))

STEPS = 200
batches = [(sp.random(64, 300, density=0.02, format="csr",
                      random_state=int(rng.integers(1 << 30))),
            rng.standard_normal((64, 8))) for _ in range(STEPS)]
for x, _ in batches:
    x.indices = x.indices.astype(np.int64)
    x.indptr = x.indptr.astype(np.int64)


def train(w):
    for x, dy in batches:
        out = m.step(x, dy, w)
        assert out is w
    return w


reference = train(np.zeros((300, 8)))
results = {}
errors = []


def worker(k):
    try:
        results[k] = train(np.zeros((300, 8)))
    except Exception as e:  # noqa: BLE001 - reported below
        errors.append(e)


threads = [threading.Thread(target=worker, args=(k,)) for k in range(2)]
for t in threads:
    t.start()
for t in threads:
    t.join()
check(not errors, "no thread failed: %s" % errors)
for k in range(2):
    check(np.array_equal(results[k], reference), "thread %d bit-identical" % k)
check(not np.shares_memory(results[0], results[1]), "own arrays")
finish()
# CHECK: all checks passed
