#!/usr/bin/env python3
"""One training step of each example kernel against a numpy reference.

    check_step.py sparse_mlp|word2vec --seed N --src DIR [--stype-run PATH]

Runs the example's .mlir (examples/<name>/<name>.mlir under DIR) once with
stype-run on small random inputs and compares every result with a float64
numpy reference written from the models' definitions (the comments of the
.mlir files) and MXNet's Adam formula (docs/optimizers.md), not from stype's
code:

  sparse_mlp  @train_step and @train_step_dense: the loss, the six parameters
              and their Adam moments, and (sparse) the row_sparse gradient of
              W1, whose rows must be the sorted distinct column ids of the
              batch; a lazy update leaves every other row of W1 and of its
              moments bit-identical, the dense one moves them.
  word2vec    @train_step with repeated ids (within a row and across rows):
              the loss, both tables and their moments; rows of words not in
              the batch stay bit-identical.

Prints one line per compared value and `N values, M mismatches`; exits 1 on
any mismatch.  Tolerances: rtol 2e-4, atol 2e-6 (f32 kernels against a
float64 reference).
"""

import argparse
import os
import subprocess
import sys
import tempfile

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "integration"))
import harness  # noqa: E402
from harness import Tensor, read_result  # noqa: E402

RTOL, ATOL = 2e-4, 2e-6
# Adam's hyper-parameters in both .mlir files (t = 10^6: no bias correction
# in effect, computed exactly here).
BETA1, BETA2, EPS, T = 0.9, 0.999, 1e-8, 1000000


def sigmoid(x):
    return 1 / (1 + np.exp(-x))


def bce_with_logits(z, y):
    return np.maximum(z, 0) - z * y + np.log1p(np.exp(-np.abs(z)))


def adam(w, g, m, v, lr, rows=None):
    """MXNet's adam_update with the bias correction of its Python optimizer.
    rows: the lazy update's rows (None: every row)."""
    lr_t = lr * np.sqrt(1 - BETA2 ** T) / (1 - BETA1 ** T)
    w, m, v = w.copy(), m.copy(), v.copy()
    sel = slice(None) if rows is None else rows
    m[sel] = BETA1 * m[sel] + (1 - BETA1) * g[sel]
    v[sel] = BETA2 * v[sel] + (1 - BETA2) * g[sel] ** 2
    w[sel] = w[sel] - lr_t * m[sel] / (np.sqrt(v[sel]) + EPS)
    return w, m, v


class Checker:
    def __init__(self, seed):
        self.seed, self.values, self.bad = seed, 0, 0

    def close(self, name, got, exp):
        self.values += 1
        got64 = np.asarray(got, np.float64)
        ok = got64.shape == exp.shape and np.allclose(got64, exp, RTOL, ATOL)
        if ok:
            print(f"ok   {name}")
            return
        self.bad += 1
        err = (np.max(np.abs(got64 - exp)) if got64.shape == exp.shape
               else f"shape {got64.shape} != {exp.shape}")
        print(f"FAIL {name} (seed {self.seed}): max error {err}")

    def same(self, name, got, exp):
        self.values += 1
        got, exp = np.asarray(got), np.asarray(exp)
        if got.dtype == exp.dtype and got.shape == exp.shape and \
                np.ascontiguousarray(got).tobytes() == \
                np.ascontiguousarray(exp).tobytes():
            print(f"ok   {name}")
        else:
            self.bad += 1
            print(f"FAIL {name} (seed {self.seed}): not bit-identical")

    def rows(self, name, got, exp):
        self.values += 1
        if list(got) == list(exp):
            print(f"ok   {name}")
        else:
            self.bad += 1
            print(f"FAIL {name} (seed {self.seed}): rows {list(got)} != "
                  f"{list(exp)}")


# Extra stype-run flags (--stype-run-arg, e.g. --gpu-emulate).
RUN_FLAGS = []


def run(stype_run, kernel, entry, inputs, nres, tmp):
    argv = [stype_run, kernel, "-e", entry] + RUN_FLAGS
    for i, t in enumerate(inputs):
        argv.append(t.write(os.path.join(tmp, f"{entry}_arg{i}")))
    outs = [os.path.join(tmp, f"{entry}_res{i}.out") for i in range(nres)]
    for o in outs:
        argv += ["-o", o]
    p = subprocess.run(argv, capture_output=True, text=True, timeout=300)
    if p.returncode != 0:
        sys.exit(f"stype-run failed ({p.returncode}): {p.stderr}")
    return [read_result(o) for o in outs]


def dense(a):
    return Tensor.from_dense(np.ascontiguousarray(a, np.float32))


def check_sparse_mlp(args, c, tmp):
    rng = np.random.default_rng(args.seed)
    f, b, h1n, h2n = 50, 4, 128, 8
    # A batch with a row without entries and column ids shared by rows.
    cols = [[1, 7, 30], [], [7, 8, 49], [0, 1, 30]]
    indptr = np.cumsum([0] + [len(r) for r in cols])
    indices = np.concatenate([np.array(r, np.int64) for r in cols])
    data = rng.uniform(0, 1, len(indices)).astype(np.float32)
    x = Tensor.csr((b, f), np.float32, indptr, indices, data)
    xd = x.dense().astype(np.float64)
    y = np.array([[1], [0], [1], [0]], np.float32)
    shapes = [(f, h1n), (1, h1n), (h1n, h2n), (1, h2n), (h2n, 1), (1, 1)]
    params = []
    for s in shapes:
        params += [rng.uniform(-0.5, 0.5, s).astype(np.float32),
                   rng.uniform(-0.1, 0.1, s).astype(np.float32),
                   rng.uniform(0.01, 0.1, s).astype(np.float32)]
    w1, b1, w2, b2, w3, b3 = (params[3 * i].astype(np.float64)
                              for i in range(6))

    # Forward (the comment of sparse_mlp.mlir) and its gradient by hand.
    a1 = sigmoid(xd @ w1 + b1)
    a2 = sigmoid(a1 @ w2 + b2)
    z = a2 @ w3 + b3
    loss = bce_with_logits(z, y).mean()
    dz = (sigmoid(z) - y) / b
    dz2 = (dz @ w3.T) * a2 * (1 - a2)
    dz1 = (dz2 @ w2.T) * a1 * (1 - a1)
    grads = [xd.T @ dz1, dz1.sum(0, keepdims=True), a1.T @ dz2,
             dz2.sum(0, keepdims=True), a2.T @ dz, dz.sum(0, keepdims=True)]
    touched = np.unique(indices)
    lrs = [0.1, 0.01, 0.01, 0.01, 0.01, 0.01]
    names = ["W1", "b1", "W2", "b2", "W3", "b3"]

    kernel = os.path.join(args.src, "examples", "sparse_mlp", "sparse_mlp.mlir")
    inputs = [x, dense(y)] + [dense(p) for p in params]
    for entry, lazy in (("train_step", True), ("train_step_dense", False)):
        res = run(args.stype_run, kernel, entry, inputs, 19 + lazy, tmp)
        c.close(f"{entry}: loss", res[0].dense(), np.array([loss]))
        for i, name in enumerate(names):
            p64 = [params[3 * i + k].astype(np.float64) for k in range(3)]
            rows = touched if (i == 0 and lazy) else None
            exp = adam(*p64[:1], grads[i], *p64[1:], lrs[i], rows)
            for k, what in enumerate(("", " mean", " var")):
                got = res[1 + 3 * i + k].dense()
                c.close(f"{entry}: {name}{what}", got, exp[k])
                if rows is not None:
                    other = np.setdiff1d(np.arange(f), rows)
                    c.same(f"{entry}: {name}{what} rows outside the batch",
                           got[other], params[3 * i + k][other])
        if lazy:
            g = res[19]
            c.rows(f"{entry}: W1 gradient rows (distinct column ids)",
                   g.indices, touched)
            c.close(f"{entry}: W1 gradient", g.dense(), grads[0])


def check_word2vec(args, c, tmp):
    rng = np.random.default_rng(args.seed)
    kernel = os.path.join(args.src, "examples", "word2vec", "word2vec.mlir")
    vocab, dim, cols = 10000, 64, 6
    # Repeated ids: the center 5 twice, the target 9 twice in one row and in
    # two rows, a center that is also a target.
    center = np.array([[5], [17], [5], [9999], [0]], np.int64)
    targets = np.array([[17, 9, 9, 40, 3, 2],
                        [5, 9, 41, 42, 43, 44],
                        [17, 100, 101, 102, 103, 104],
                        [9998, 0, 1, 2, 3, 4],
                        [9999, 9, 7000, 7001, 7002, 7003]], np.int64)
    b = len(center)
    label = np.zeros((b, cols, 1), np.float32)
    label[:, 0] = 1
    tables = []
    for _ in range(2):
        tables += [rng.uniform(-0.5, 0.5, (vocab, dim)).astype(np.float32),
                   rng.uniform(-0.1, 0.1, (vocab, dim)).astype(np.float32),
                   rng.uniform(0.01, 0.1, (vocab, dim)).astype(np.float32)]
    win, wout = tables[0].astype(np.float64), tables[3].astype(np.float64)

    ec = win[center[:, 0]]                       # B x D
    et = wout[targets]                           # B x C x D
    s = (et * ec[:, None, :]).sum(2)             # B x C
    # Summed over a pair's 6 labels, averaged over the batch.
    loss = bce_with_logits(s, label[..., 0]).sum(1).mean()
    ds = (sigmoid(s) - label[..., 0]) / b
    gout = np.zeros((vocab, dim))
    np.add.at(gout, targets, ds[..., None] * ec[:, None, :])
    gin = np.zeros((vocab, dim))
    np.add.at(gin, center[:, 0], (ds[..., None] * et).sum(1))

    inputs = [Tensor.from_dense(center), Tensor.from_dense(targets),
              dense(label)] + [dense(t) for t in tables]
    res = run(args.stype_run, kernel, "train_step", inputs, 7, tmp)
    c.close("word2vec: loss", res[0].dense(), np.array([loss]))
    for base, name, g, ids in ((0, "W_in", gin, center),
                               (3, "W_out", gout, targets)):
        rows = np.unique(ids)
        p64 = [tables[base + k].astype(np.float64) for k in range(3)]
        exp = adam(p64[0], g, p64[1], p64[2], 0.01, rows)
        other = np.setdiff1d(np.arange(vocab), rows)
        for k, what in enumerate(("", " mean", " var")):
            got = res[1 + base + k].dense()
            c.close(f"word2vec: {name}{what} (batch rows)", got[rows],
                    exp[k][rows])
            c.same(f"word2vec: {name}{what} rows outside the batch",
                   got[other], tables[base + k][other])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("example", choices=["sparse_mlp", "word2vec"])
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--src", required=True)
    ap.add_argument("--stype-run", default="stype-run")
    ap.add_argument("--stype-run-arg", action="append", default=[],
                    help="a flag passed to every stype-run call "
                         "(--gpu-emulate: the GPU kernels, emulated)")
    args = ap.parse_args()
    RUN_FLAGS.extend(args.stype_run_arg)
    c = Checker(args.seed)
    with tempfile.TemporaryDirectory() as tmp:
        {"sparse_mlp": check_sparse_mlp,
         "word2vec": check_word2vec}[args.example](args, c, tmp)
    if c.values == 0:
        print(f"FAIL {args.example}: no value compared")
    print(f"{args.example}: {c.values} values, {c.bad} mismatches")
    sys.exit(1 if c.bad or c.values == 0 else 0)


if __name__ == "__main__":
    main()
