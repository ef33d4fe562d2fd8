#!/usr/bin/python3
"""MXNet's sparse linear regression tutorial, driven from Python.

1000 samples of 100 features in csr at density 0.01 (scipy.sparse.random,
as MXNet's tutorial makes them), labels y = x1 + 2*x2 + ... + 100*x100, a
row_sparse weight updated lazily by SGD with momentum 0.9 and learning
rate 0.05, a dense bias, batch size 1, 10 epochs.  The training step is
examples/linear_regression.mlir, JIT-compiled by stype.load; the weight,
bias and their momenta are updated in place in this script's arrays.

    PYTHONPATH=build/python /usr/bin/python3 examples/python/linear_regression.py

MXNet's tutorial reports an MSE of 0.36 after 10 epochs; the target is < 1.
"""

import argparse
import os
import sys
import time

import numpy as np
import scipy.sparse as sp

import stype

HERE = os.path.dirname(os.path.abspath(__file__))
SAMPLES, FEATURES = 1000, 100


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--epochs", type=int, default=10)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()

    step = stype.load(os.path.join(HERE, "..", "linear_regression.mlir"),
                      threads=1).train_step
    print("kernel:", step.signature)

    x = sp.random(SAMPLES, FEATURES, density=0.01, format="csr",
                  dtype=np.float32, random_state=args.seed)
    y = (x @ np.arange(1, FEATURES + 1, dtype=np.float32)).astype(np.float32)
    # One 1 x 100 csr matrix per sample, int64 ids (passed without a copy).
    rows = []
    for r in range(SAMPLES):
        row = x[r]
        row.indices = row.indices.astype(np.int64)
        row.indptr = row.indptr.astype(np.int64)
        rows.append((row, y[r].reshape(1, 1)))
    print("data: %d samples x %d features in csr, %d nonzeros (seed %d)"
          % (SAMPLES, FEATURES, x.nnz, args.seed))

    rng = np.random.default_rng(args.seed + 1)
    # The weight and its momentum store every row (row_sparse, like MXNet's
    # weight.tostype('row_sparse') of a dense initialization).
    every_row = np.arange(FEATURES, dtype=np.int64)
    w = stype.RowSparseArray(rng.normal(0, 0.01, (FEATURES, 1)).astype(np.float32),
                             every_row, (FEATURES, 1))
    mw = stype.RowSparseArray(np.zeros((FEATURES, 1), np.float32), every_row,
                              (FEATURES, 1))
    b = np.zeros((1, 1), np.float32)
    mb = np.zeros((1, 1), np.float32)

    mse = float("inf")
    for epoch in range(1, args.epochs + 1):
        start = time.perf_counter()
        total = 0.0
        for xr, yr in rows:
            diff, _, _, _, _ = step(xr, yr, w, mw, b, mb)
            total += float(diff[0, 0]) ** 2
        seconds = time.perf_counter() - start
        mse = total / SAMPLES
        print("epoch %2d  mse %.4f  time %.4f s" % (epoch, mse, seconds))
    print("final mse %.4f (MXNet's tutorial: 0.36; target < 1.0)" % mse)
    return 0 if mse < 1.0 else 1


if __name__ == "__main__":
    sys.exit(main())
