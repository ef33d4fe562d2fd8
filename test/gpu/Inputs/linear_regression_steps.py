"""examples/linear_regression.mlir on the emulated GPU against the CPU.

The GPU kernels update the row_sparse weight and momentum (stored rows:
every row) with sgd_mom in place; the CPU kernels do the same.  Runs
--steps training steps of MXNet's tutorial data through both (stype.load
with and without gpu_emulate) and requires every result of every step to
be bit-identical, and the in-place results to be the caller's objects.
"""

import argparse
import os
import sys

import numpy as np
import scipy.sparse as sp

import stype

ap = argparse.ArgumentParser()
ap.add_argument("--src", required=True)
ap.add_argument("--steps", type=int, default=300)
ap.add_argument("--seed", type=int, default=3)
args = ap.parse_args()
print("seed", args.seed)
path = os.path.join(args.src, "examples", "linear_regression.mlir")
cpu = stype.load(path).train_step
gpu = stype.load(path, gpu_emulate=True).train_step

x = sp.random(args.steps, 100, density=0.01, format="csr", dtype=np.float32,
              random_state=args.seed)
y = (x @ np.arange(1, 101, dtype=np.float32)).astype(np.float32)
rng = np.random.default_rng(args.seed + 1)
w0 = rng.normal(0, 0.01, (100, 1)).astype(np.float32)


def state():
    rows = np.arange(100, dtype=np.int64)
    return [stype.RowSparseArray(w0.copy(), rows, (100, 1)),
            stype.RowSparseArray(np.zeros((100, 1), np.float32), rows.copy(),
                                 (100, 1)),
            np.zeros((1, 1), np.float32), np.zeros((1, 1), np.float32)]


sc, sg = state(), state()
mismatches = 0
for r in range(args.steps):
    row = x[r]
    row.indices = row.indices.astype(np.int64)
    row.indptr = row.indptr.astype(np.int64)
    yr = y[r].reshape(1, 1)
    oc = cpu(row, yr, *sc)
    og = gpu(row, yr, *sg)
    if any(a is not b for a, b in zip(og[1:], sg)):
        print("FAIL step %d: an in-place result is not the caller's object" % r)
        mismatches += 1
    for name, a, b in zip(("diff", "w", "mw", "b", "mb"), oc, og):
        da = a.data if isinstance(a, stype.RowSparseArray) else a
        db = b.data if isinstance(b, stype.RowSparseArray) else b
        if da.tobytes() != db.tobytes():
            print("FAIL step %d: %s differs (seed %d)" % (r, name, args.seed))
            mismatches += 1
print("linear regression: %d steps, CPU and emulated GPU, %d mismatches"
      % (args.steps, mismatches))
sys.exit(1 if mismatches else 0)
