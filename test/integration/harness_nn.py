#!/usr/bin/env python3
"""Execution tests of the nn family of stype (dialect/NNOps.td).

    harness_nn.py nn --seed N [--stype-run PATH] [-j JOBS] [--keep]
    harness_nn.py make-input WHAT PATH

`nn` runs fully_connected and the regression output layers (forward and
backward) over every storage-kind combination of their tables (kernels and
dense fallbacks), at densities 0, 0.01, 0.5 and 1, in f32 and f64, with empty
batches, csr labels with empty rows and fully stored row_sparse weights and
biases.  The references are numpy written from MXNet's definitions
(/work/shared/mxnet-semantics.md §3.6, MXNet's fully_connected-inl.h and
regression_output-inl.h), never from stype's code:

  FullyConnected            out = data . weight^T + bias
  Linear/MAERegressionOutput out = data; LogisticRegressionOutput sigmoid(data)
  backward                  (out - label) * grad_scale / num_output
                            (MAE: sign(out - label) * ...), num_output =
                            label.size / label.shape[0]

`make-input` writes the inputs of the run-time error checks of nn.test (a
partially stored row_sparse weight or bias).  The running and checking
machinery is harness.py's.
"""

import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402
from harness import (C, D, R, Op, Run, Tensor, expect, grid,  # noqa: E402
                     rand_csr, rand_dense, rand_rsp, tag, ttype)


def arg(name, t, mode):
    return (name, t, ttype(t.kind, t.shape, t.dtype, mode))


def full_rsp(rng, shape, dens, dt):
    """A row_sparse storing every row; values at about `dens` non-zero (so
    stored zero rows occur)."""
    vals = rand_dense(rng, shape, dens, dt)
    return Tensor.rsp(shape, dt, np.arange(shape[0]), vals)


# --------------------------------------------------------------------------
# fully_connected
# --------------------------------------------------------------------------

def fc_ref(x, w, b):
    out = x.astype(np.float64) @ w.astype(np.float64).T
    if b is not None:
        out = out + b.astype(np.float64).reshape(-1)
    return out


def fc_kernel(d, w, b):
    """MXNet's FullyConnectedStorageType: which kinds get a kernel."""
    return d == D and w in (D, R) and (b is None or b == w)


def fc_op(names, ts, h, dt, mode):
    xn, wn, bn = names
    x, w, b = ts
    ref = fc_ref(x.dense(), w.dense(), None if b is None else b.dense())
    # A placeholder result kind: inference must rewrite it to default.
    ot = ttype(R, ref.shape, dt, mode)
    v = f"%fc_{xn}_{wn}_{bn}"
    if b is None:
        text = (f"{v} = stype.fully_connected %{xn}, %{wn} {{no_bias, "
                f"num_hidden = {h} : i64}} : {ttype(x.kind, x.shape, dt, mode)}, "
                f"{ttype(w.kind, w.shape, dt, mode)} -> {ot}")
        used = [xn, wn]
    else:
        text = (f"{v} = stype.fully_connected %{xn}, %{wn}, %{bn} "
                f"{{num_hidden = {h} : i64}} : {ttype(x.kind, x.shape, dt, mode)}, "
                f"{ttype(w.kind, w.shape, dt, mode)}, "
                f"{ttype(b.kind, b.shape, dt, mode)} -> {ot}")
        used = [xn, wn, bn]
    how = "kernel" if fc_kernel(x.kind, w.kind, None if b is None else b.kind) \
        else "fallback"
    label = (f"fully_connected {x.describe()} {w.describe()} "
             f"{'no_bias' if b is None else b.describe()} -> default ({how})")
    rt, at = harness.tol(dt, x.shape[1] + 1)
    return Op(label, used, [text], [(v, ot)],
              [(label, expect(D, ref, dt, rtol=rt, atol=at))])


def cases_fc(rng):
    runs = []
    for i_d, dens, i_t, dt, mode in grid():
        m, k, h = (40, 30, 6) if dens == 0.01 else (9, 7, 5)
        ts = {
            "xd": Tensor.from_dense(rand_dense(rng, (m, k), dens, dt)),
            "xc": rand_csr(rng, (m, k), dens, dt, stored_zeros=True),
            "xr": rand_rsp(rng, (m, k), dens, dt),
            "wd": Tensor.from_dense(rand_dense(rng, (h, k), dens, dt)),
            "wr": full_rsp(rng, (h, k), dens, dt),
            "wc": rand_csr(rng, (h, k), dens, dt),
            "bd": Tensor.from_dense(rand_dense(rng, (h,), dens, dt)),
            "bd2": Tensor.from_dense(rand_dense(rng, (h, 1), dens, dt)),
            "br": full_rsp(rng, (h, 1), dens, dt),
            "bc": rand_csr(rng, (h, 1), dens, dt),
        }
        combos = [("xd", "wd", "bd"), ("xd", "wd", "bd2"), ("xd", "wd", None),
                  ("xd", "wr", "br"), ("xd", "wr", None),
                  # fallbacks
                  ("xc", "wd", "bd"), ("xc", "wr", "br"), ("xr", "wr", "br"),
                  ("xd", "wr", "bd"), ("xd", "wr", "bd2"), ("xd", "wd", "br"),
                  ("xd", "wc", "bc"), ("xd", "wc", None), ("xc", "wd", None)]
        if i_d == 0:
            # empty batch, empty input dimension (out = bias)
            ts.update({"xe": Tensor.from_dense(np.zeros((0, k), dt)),
                       "x0": Tensor.from_dense(np.zeros((m, 0), dt)),
                       "w0": Tensor.rsp((h, 0), dt, np.arange(h),
                                        np.zeros((h, 0), dt)),
                       "w0d": Tensor.from_dense(np.zeros((h, 0), dt))})
            combos += [("xe", "wr", "br"), ("xe", "wd", "bd"),
                       ("x0", "w0", "br"), ("x0", "w0d", "bd")]
        args = [arg(n, t, mode) for n, t in ts.items()]
        ops = []
        for xn, wn, bn in combos:
            hh = ts[wn].shape[0]
            ops.append(fc_op((xn, wn, bn), (ts[xn], ts[wn],
                                            ts[bn] if bn else None),
                             hh, dt, mode))
        runs.append(Run("fully_connected " + tag(dens, dt, mode), args, ops,
                        mode))
    return runs


# --------------------------------------------------------------------------
# Regression output layers
# --------------------------------------------------------------------------

def sigmoid(x):
    return 1.0 / (1.0 + np.exp(-x))


FORWARD = {"linear_regression_output": lambda x: x,
           "logistic_regression_output": sigmoid,
           "mae_regression_output": lambda x: x}


def grad_ref(opname, out, label, grad_scale):
    num_output = label.size // label.shape[0] if label.shape[0] else 1
    diff = out.astype(np.float64) - label.astype(np.float64)
    if opname.startswith("mae"):
        diff = np.sign(diff)
    return diff * grad_scale / num_output


def regression_op(opname, xn, x, ln, lab, gs, dt, mode):
    grad = opname.endswith("_grad")
    if grad:
        ref = grad_ref(opname, x.dense(), lab.dense(), gs)
    else:
        ref = FORWARD[opname](x.dense().astype(np.float64))
    ot = ttype(R if len(ref.shape) in (2, 3) else D, ref.shape, dt, mode)
    v = f"%{opname}_{xn}_{ln}_{len(str(gs))}"
    attrs = "" if gs == 1.0 else f" {{grad_scale = {gs!r} : f64}}"
    text = (f"{v} = stype.{opname} %{xn}, %{ln}{attrs} : "
            f"{ttype(x.kind, x.shape, dt, mode)}, "
            f"{ttype(lab.kind, lab.shape, dt, mode)} -> {ot}")
    kernel = x.kind == D and lab.kind in (D, C)
    label = (f"{opname} {x.describe()} {lab.describe()} grad_scale={gs} -> "
             f"default ({'kernel' if kernel else 'fallback'})")
    # One rounding of f(x) or of (out - label) * scale.
    rt, at = harness.tol(dt, 4)
    return Op(label, [xn, ln], [text], [(v, ot)],
              [(label, expect(D, ref, dt, rtol=rt, atol=at))])


def cases_regression(rng):
    runs = []
    ops_all = list(FORWARD) + [n + "_grad" for n in FORWARD]
    for i_d, dens, i_t, dt, mode in grid():
        m, n = (60, 25) if dens == 0.01 else (11, 6)
        xd = rand_dense(rng, (m, n), 1.0, dt)
        lc = rand_csr(rng, (m, n), dens, dt, stored_zeros=True)
        ld = lc.dense().copy()
        # Equal out and label at a few stored positions: MAE's sign(0) = 0.
        if len(lc.indices):
            xd.reshape(-1)[0] = ld.reshape(-1)[0]
            r0 = int(np.searchsorted(lc.indptr, 0, side="right") - 1)
            xd[r0, lc.indices[0]] = lc.data[0]
        ts = {"xd": Tensor.from_dense(xd),
              "lc": lc,
              "ld": Tensor.from_dense(ld),
              "xr": rand_rsp(rng, (m, n), dens, dt),
              "xc": rand_csr(rng, (m, n), dens, dt),
              "lr": rand_rsp(rng, (m, n), dens, dt)}
        combos = [("xd", "lc"), ("xd", "ld"),
                  ("xr", "ld"), ("xd", "lr"), ("xc", "lc"), ("xr", "lc")]
        if i_d == 0:
            ts.update({"xe": Tensor.from_dense(np.zeros((0, n), dt)),
                       "le": rand_csr(rng, (0, n), 0.5, dt),
                       "x3": Tensor.from_dense(rand_dense(rng, (4, 3, 2), 1, dt)),
                       "l3": Tensor.from_dense(rand_dense(rng, (4, 3, 2), .5, dt)),
                       "x1": Tensor.from_dense(rand_dense(rng, (7,), 1, dt)),
                       "l1": Tensor.from_dense(rand_dense(rng, (7,), .5, dt))})
            combos += [("xe", "le"), ("x3", "l3"), ("x1", "l1")]
        args = [arg(nm, t, mode) for nm, t in ts.items()]
        ops = []
        for opname in ops_all:
            for xn, ln in combos:
                for gs in ((1.0, 0.25) if opname.endswith("_grad") else (1.0,)):
                    ops.append(regression_op(opname, xn, ts[xn], ln, ts[ln],
                                             gs, dt, mode))
        runs.append(Run("regression " + tag(dens, dt, mode), args, ops,
                        mode))
    return runs


def cases_nn(rng):
    return cases_fc(rng) + cases_regression(rng)


# --------------------------------------------------------------------------
# Inputs of the run-time error checks (nn.test)
# --------------------------------------------------------------------------

def make_input(what, path):
    f32 = np.float32
    w = np.arange(10, dtype=f32).reshape(5, 2)
    table = {
        "data-3x2": lambda: np.save(path, np.array(
            [[1, 2], [0, 1], [-1, 3]], f32)),
        "weight-full": lambda: Tensor.rsp((5, 2), f32, range(5), w).write(path),
        "weight-partial": lambda: Tensor.rsp((5, 2), f32, [0, 2, 4],
                                             w[[0, 2, 4]]).write(path),
        "bias-full": lambda: Tensor.rsp((5, 1), f32, range(5),
                                        np.arange(5, dtype=f32)).write(path),
        "bias-partial": lambda: Tensor.rsp((5, 1), f32, [1, 3],
                                           np.ones(2, f32)).write(path),
    }
    if what not in table:
        sys.exit(f"harness_nn.py make-input: unknown input {what!r}; one of "
                 f"{', '.join(sorted(table))}")
    table[what]()


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "make-input":
        if len(sys.argv) != 4:
            sys.exit("usage: harness_nn.py make-input WHAT PATH")
        make_input(sys.argv[2], sys.argv[3])
        sys.exit(0)
    # harness.py's driver (arguments, stype-run calls, summary line).
    harness.OPS = {"nn": cases_nn}
    sys.exit(harness.main())
