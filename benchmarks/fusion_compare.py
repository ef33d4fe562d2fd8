#!/usr/bin/env python3
"""Fused against unfused gradient + update (not a test; prints timings).

    /usr/bin/python3 benchmarks/fusion_compare.py [--stype-run build/bin/stype-run]
        [--rows 1000000] [--dim 128] [--batch 1024] [--nnz-per-row 16]
        [--repeat 5] [--dir /tmp/stype-fusion-bench]

Workload (issue 6, W4): X csr batch x rows with nnz-per-row distinct column
ids per row drawn from a Zipf-like distribution (exponent 1.2, ranks mapped
to columns by a fixed random permutation), dY dense batch x dim, a dense
rows x dim f32 weight (and states), seed 0.  For lazy sgd_mom_update and
lazy adam_update, runs `g = dot(X^T, dY); update(W, g, ...)` through
stype-run --repeat with --fuse-updates=1 and =0 and prints the median time
of the call alone (one thread: the kernels are sequential).
"""

import argparse
import os
import re
import subprocess

import numpy as np
import scipy.sparse as sp

KERNELS = {
    "sgd_mom": ("stype.sgd_mom_update %w, %g, %m {lr = 0.01 : f64, momentum = 0.9 : f64}",
                ["m"]),
    "adam": ("stype.adam_update %w, %g, %m, %v {lr = 0.001 : f64, t = 1 : i64}",
             ["m", "v"]),
}


def kernel_text(name, a):
    op, states = KERNELS[name]
    t_w = f"tensor<{a.rows}x{a.dim}xf32>"
    args = ", ".join([f"%x: tensor<{a.batch}x{a.rows}xf32, #csr>",
                      f"%dy: tensor<{a.batch}x{a.dim}xf32>", f"%w: {t_w}"] +
                     [f"%{s}: {t_w}" for s in states])
    res = ", ".join([t_w] * (1 + len(states)))
    outs = ", ".join(["%w1"] + [f"%{s}1" for s in states])
    return f"""#csr = #sparse_tensor.encoding<{{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }}>
func.func @step({args}) -> ({res}) {{
  %g = stype.dot %x, %dy {{transpose_a}} : tensor<{a.batch}x{a.rows}xf32, #csr>, tensor<{a.batch}x{a.dim}xf32> -> tensor<{a.rows}x{a.dim}xf32>
  {outs} = {op} : {t_w}, tensor<{a.rows}x{a.dim}xf32>{"".join(", " + t_w for _ in states)} -> {res}
  return {outs} : {res}
}}
"""


def make_inputs(a):
    rng = np.random.default_rng(0)
    perm = rng.permutation(a.rows)
    indptr = np.arange(a.batch + 1, dtype=np.int64) * a.nnz_per_row
    cols = np.empty(a.batch * a.nnz_per_row, np.int64)
    for i in range(a.batch):
        row = set()
        while len(row) < a.nnz_per_row:
            z = rng.zipf(1.2, a.nnz_per_row)
            row.update(int(perm[(r - 1) % a.rows]) for r in z)
        cols[i * a.nnz_per_row:(i + 1) * a.nnz_per_row] = sorted(row)[:a.nnz_per_row]
    data = rng.uniform(-1, 1, len(cols)).astype(np.float32)
    x = sp.csr_matrix((data, cols, indptr), shape=(a.batch, a.rows))
    x.sort_indices()
    os.makedirs(a.dir, exist_ok=True)
    sp.save_npz(os.path.join(a.dir, "x.npz"), x)
    np.save(os.path.join(a.dir, "dy.npy"),
            rng.uniform(-1, 1, (a.batch, a.dim)).astype(np.float32))
    for s in ("w", "m", "v"):
        arr = rng.uniform(0, 1, (a.rows, a.dim)).astype(np.float32)
        np.save(os.path.join(a.dir, f"{s}.npy"), arr)
    return len(np.unique(cols))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--stype-run", default="build/bin/stype-run")
    ap.add_argument("--rows", type=int, default=1000000)
    ap.add_argument("--dim", type=int, default=128)
    ap.add_argument("--batch", type=int, default=1024)
    ap.add_argument("--nnz-per-row", type=int, default=16)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--dir", default="/tmp/stype-fusion-bench")
    a = ap.parse_args()
    touched = make_inputs(a)
    print(f"X {a.batch}x{a.rows} csr, {a.nnz_per_row} nnz/row (Zipf 1.2), "
          f"{touched} touched rows; W {a.rows}x{a.dim} f32; median of {a.repeat}")
    for name, (_, states) in KERNELS.items():
        path = os.path.join(a.dir, f"{name}.mlir")
        with open(path, "w") as f:
            f.write(kernel_text(name, a))
        files = [os.path.join(a.dir, n) for n in ["x.npz", "dy.npy", "w.npy"] +
                 [f"{s}.npy" for s in states]]
        for fuse in (1, 0):
            argv = [a.stype_run, path, *files, f"--repeat={a.repeat}",
                    f"--fuse-updates={fuse}"]
            for k in range(1 + len(states)):
                argv += ["-o", os.path.join(a.dir, f"out{k}.npy")]
            p = subprocess.run(argv, capture_output=True, text=True, check=True)
            ms = float(re.search(r"median ([0-9.]+) ms", p.stdout).group(1))
            print(f"lazy {name:8s} {'fused  ' if fuse else 'unfused'} {ms:9.3f} ms")


if __name__ == "__main__":
    main()
