#!/usr/bin/python3
"""Per-call overhead of the Python binding (issue 24's goal: < 5 us).

Times the training step of examples/linear_regression.mlir (a 1 x 100 csr
sample, a row_sparse weight and momentum updated in place, a dense bias
and momentum) called from Python through stype.load, against the same
JIT-compiled kernel called from C++ on arguments marshalled once
(Function._time_native), in the same process, interleaved, best of
--repeats rounds.  The difference is what a Python call adds: argument
checks (kinds, dtypes, shapes, check_format of the sparse arguments),
the numpy/scipy attribute reads and the result objects.

    PYTHONPATH=build/python /usr/bin/python3 benchmarks/python_overhead.py
"""

import argparse
import os
import time

import numpy as np
import scipy.sparse as sp

import stype

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=20000)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    step = stype.load(os.path.join(ROOT, "examples", "linear_regression.mlir"),
                      threads=1).train_step
    rng = np.random.default_rng(args.seed)
    x = sp.random(1, 100, density=0.05, format="csr", dtype=np.float32,
                  random_state=args.seed)
    x.indices = x.indices.astype(np.int64)
    x.indptr = x.indptr.astype(np.int64)
    y = np.ones((1, 1), np.float32)
    rows = np.arange(100, dtype=np.int64)
    w = stype.RowSparseArray(rng.normal(0, 0.01, (100, 1)).astype(np.float32),
                             rows, (100, 1))
    mw = stype.RowSparseArray(np.zeros((100, 1), np.float32), rows, (100, 1))
    b = np.zeros((1, 1), np.float32)
    mb = np.zeros((1, 1), np.float32)
    call_args = (x, y, w, mw, b, mb)

    python, native = [], []
    for _ in range(args.repeats):
        start = time.perf_counter()
        for _ in range(args.calls):
            step(*call_args)
        python.append((time.perf_counter() - start) / args.calls)
        native.append(step._impl._time_native(args.calls, *call_args))
    p, n = min(python) * 1e6, min(native) * 1e6
    print("linear regression step, %d calls x %d rounds (best round)"
          % (args.calls, args.repeats))
    print("  from C++ (JIT kernel, marshalled once): %6.2f us per call" % n)
    print("  from Python (stype.load):               %6.2f us per call" % p)
    print("  overhead of a Python call:              %6.2f us (goal < 5)"
          % (p - n))


if __name__ == "__main__":
    main()
