#!/usr/bin/env python3
"""Execution tests of the nn family of stype (dialect/NNOps.td).

    harness_nn.py nn --seed N [--stype-run PATH] [-j JOBS] [--keep]
    harness_nn.py softmax_output --seed N [--stype-run PATH] [-j JOBS] [--keep]
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

`softmax_output` runs softmax_output and softmax_output_grad (dense only;
csr and row_sparse data by the dense fallback) in f32 and f64, static and
dynamic shapes, with an empty batch, one class, logits around 800 (exp
overflows without the max subtracted), every normalization, use_ignore with
ignored rows and an ignore_label that is a class, and the chain forward ->
backward -> broadcast_mul by a per-row weight.  References from MXNet's
softmax_output-inl.h and mshadow's Softmax/SoftmaxGrad:

  SoftmaxOutput             out[i] = exp(x[i] - max x[i]) / sum exp(...)
  backward                  (out - onehot(label)) * grad_scale / norm; norm
                            1 (null), batch (batch), max(#label !=
                            ignore_label, 1) (valid); use_ignore: rows with
                            label == ignore_label are 0

`dense_nn` runs the dense-only softmax, log_softmax (every axis of 1-, 2-
and 3-D data, temperatures, an empty axis, logits around 800),
softmax_cross_entropy and its backward (an empty batch, one class) and
activation (every act_type, inputs beyond +-20), f32 and f64, static and
dynamic shapes, csr and row_sparse data by the dense fallback.  References
from MXNet's softmax-inl.h, softmax_cross_entropy (loss_binary_op-inl.h)
and mshadow_op.h:

  softmax / log_softmax     z = (x - max x) / T along axis; exp(z) / sum
                            exp(z), or z - log(sum exp(z))
  softmax_cross_entropy     [sum_i -log softmax(x[i])[label[i]]]
  backward                  (softmax(x) - onehot(label)) * dy[0]
  Activation                relu, sigmoid, tanh, softrelu (log1p(exp(x)),
                            x above 20), softsign x / (1 + |x|)

`make-input` writes the inputs of the run-time error checks of nn.test (a
partially stored row_sparse weight or bias, softmax labels that are no class
index).  The running and checking
machinery is harness.py's.
"""

import itertools
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


# --------------------------------------------------------------------------
# SoftmaxOutput
# --------------------------------------------------------------------------

NORMALIZATIONS = ("null", "batch", "valid")
SSA_IDS = itertools.count()


def softmax_ref(x):
    x = x.astype(np.float64)
    if x.shape[1] == 0:
        return x.copy()
    e = np.exp(x - x.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def softmax_grad_ref(out, label, grad_scale, ignore_label, use_ignore, norm):
    grad = out.astype(np.float64).copy()
    label = label.astype(np.float64)
    for i, lab in enumerate(label):
        if use_ignore and lab == ignore_label:
            grad[i] = 0
        else:
            grad[i, int(lab)] -= 1
    if norm == "batch":
        n = len(label)
    elif norm == "valid":
        n = max(int(np.sum(label != ignore_label)), 1)
    else:
        n = 1
    return grad * grad_scale / n if n else grad


def softmax_attrs(gs, ignore_label, use_ignore, norm):
    parts = []
    if gs != 1.0:
        parts.append(f"grad_scale = {gs!r} : f64")
    if ignore_label != -1.0:
        parts.append(f"ignore_label = {ignore_label!r} : f64")
    if use_ignore:
        parts.append("use_ignore")
    if norm != "null":
        parts.append(f'normalization = "{norm}"')
    return f" {{{', '.join(parts)}}}" if parts else ""


def softmax_op(grad, xn, x, ln, lab, dt, mode, gs=1.0, ignore_label=-1.0,
               use_ignore=False, norm="null"):
    opname = "softmax_output_grad" if grad else "softmax_output"
    if grad:
        ref = softmax_grad_ref(x.dense(), lab.dense(), gs, ignore_label,
                               use_ignore, norm)
        rt, at = harness.tol(dt, 4)
    else:
        ref = softmax_ref(x.dense())
        rt, at = harness.tol(dt, x.shape[1] + 4)
    ot = ttype(R, ref.shape, dt, mode)  # a placeholder: always default
    attrs = softmax_attrs(gs, ignore_label, use_ignore, norm)
    v = f"%{opname}_{xn}_{ln}_{next(SSA_IDS)}"
    text = (f"{v} = stype.{opname} %{xn}, %{ln}{attrs} : "
            f"{ttype(x.kind, x.shape, dt, mode)}, "
            f"{ttype(lab.kind, lab.shape, dt, mode)} -> {ot}")
    how = "kernel" if x.kind == D else "fallback"
    label = (f"{opname} {x.describe()} {ln}{attrs} -> default ({how})")
    return Op(label, [xn, ln], [text], [(v, ot)],
              [(label, expect(D, ref, dt, rtol=rt, atol=at))])


def softmax_chain_op(xn, x, ln, lab, wn, w, dt, mode):
    """The training step of a model: probabilities, their gradient
    (normalization null, a grad_scale), times a per-row weight."""
    m, k = x.shape
    p = softmax_ref(x.dense())
    g = softmax_grad_ref(p, lab.dense(), 0.5, -1.0, False, "null")
    ref = g * w.dense().astype(np.float64)
    t = {n: ttype(D, s, dt, mode) for n, s in
         (("x", (m, k)), ("l", (m,)), ("w", (m, 1)))}
    v = f"%chain_{xn}"
    body = [f"{v}_p = stype.softmax_output %{xn}, %{ln} : {t['x']}, "
            f"{t['l']} -> {t['x']}",
            f"{v}_g = stype.softmax_output_grad {v}_p, %{ln} "
            f"{{grad_scale = 0.5 : f64}} : {t['x']}, {t['l']} -> {t['x']}",
            f"{v}_w = stype.broadcast_mul {v}_g, %{wn} : {t['x']}, "
            f"{t['w']} -> {t['x']}"]
    label = f"softmax_output -> _grad -> broadcast_mul {x.describe()}"
    rt, at = harness.tol(dt, k + 4)
    return Op(label, [xn, ln, wn], body, [(f"{v}_w", t["x"])],
              [(label, expect(D, ref, dt, rtol=rt, atol=at))])


def class_labels(rng, m, k, dt):
    return Tensor.from_dense(rng.integers(0, k, m).astype(dt))


def logits(rng, dens, dt):
    """(batch, classes, logits): one row around 800, where exp overflows
    unless the max is subtracted."""
    m, k = (40, 10) if dens == 0.01 else (9, 5)
    x = rand_dense(rng, (m, k), 1.0, dt) * 4
    x[1] += 800
    return m, k, x


def cases_softmax(rng):
    runs = []
    for i_d, dens, i_t, dt, mode in grid():
        m, k, x = logits(rng, dens, dt)
        lv = class_labels(rng, m, k, dt)
        li = lv.dense().copy()
        li[rng.choice(m, 3, replace=False)] = -1  # MXNet's default ignore
        p = softmax_ref(x).astype(dt)
        ts = {"xd": Tensor.from_dense(x),
              "xc": rand_csr(rng, (m, k), dens, dt, stored_zeros=True),
              "xr": rand_rsp(rng, (m, k), dens, dt),
              "pd": Tensor.from_dense(p),
              "pc": rand_csr(rng, (m, k), dens, dt),
              "lv": lv, "li": Tensor.from_dense(li),
              "w": Tensor.from_dense(rand_dense(rng, (m, 1), 1.0, dt)),
              # Two classes (a binary classifier's logits).
              "x2": Tensor.from_dense(rand_dense(rng, (m, 2), 1.0, dt) * 4),
              "l2": class_labels(rng, m, 2, dt)}
        shapes = [("xd", "pd", "lv")]
        if i_d == 0:
            # An empty batch and a single class.
            ts.update({
                "xe": Tensor.from_dense(np.zeros((0, k), dt)),
                "pe": Tensor.from_dense(np.zeros((0, k), dt)),
                "le": Tensor.from_dense(np.zeros(0, dt)),
                "x1": Tensor.from_dense(rand_dense(rng, (6, 1), 1.0, dt)),
                "p1": Tensor.from_dense(np.ones((6, 1), dt)),
                "l1": Tensor.from_dense(np.zeros(6, dt))})
            shapes += [("xe", "pe", "le"), ("x1", "p1", "l1")]
        args = [arg(n, t, mode) for n, t in ts.items()]
        ops = []
        for xn, pn, ln in shapes:
            ops.append(softmax_op(False, xn, ts[xn], ln, ts[ln], dt, mode))
            # (labels, ignore_label, use_ignore): classes only; -1 rows
            # ignored; a class as ignore_label, with and without use_ignore
            # (without: it still leaves "valid"'s count).
            labelings = [(ln, -1.0, False), (ln, 0.0, True), (ln, 0.0, False)]
            if ln == "lv":
                labelings.append(("li", -1.0, True))
            for lab, ign, use in labelings:
                for norm in NORMALIZATIONS:
                    gs = 1.0 if norm == "null" else 0.25
                    ops.append(softmax_op(True, pn, ts[pn], lab, ts[lab], dt,
                                          mode, gs, ign, use, norm))
        # Fallbacks: csr and row_sparse data, csr out.
        ops += [softmax_op(False, "xc", ts["xc"], "lv", ts["lv"], dt, mode),
                softmax_op(False, "xr", ts["xr"], "lv", ts["lv"], dt, mode),
                softmax_op(True, "pc", ts["pc"], "li", ts["li"], dt, mode,
                           2.0, -1.0, True, "valid")]
        for xn, ln in (("xd", "lv"), ("x2", "l2")):
            ops.append(softmax_chain_op(xn, ts[xn], ln, ts[ln], "w", ts["w"],
                                        dt, mode))
        runs.append(Run("softmax_output " + tag(dens, dt, mode), args, ops,
                        mode))
    return runs


# --------------------------------------------------------------------------
# softmax, log_softmax, softmax_cross_entropy, activation (dense only)
# --------------------------------------------------------------------------

def softmax_axis_ref(x, axis, temperature, log):
    """MXNet's softmax / log_softmax of x / temperature along axis, in
    float64 (scipy-free: the max is subtracted first)."""
    z = x.astype(np.float64) / temperature
    if z.shape[axis] == 0:
        return z.copy()
    z = z - z.max(axis=axis, keepdims=True)
    lse = np.log(np.exp(z).sum(axis=axis, keepdims=True))
    return z - lse if log else np.exp(z - lse)


def cross_entropy_ref(x, label):
    """sum_i -log softmax(x[i])[label[i]] (MXNet's softmax_cross_entropy)."""
    ls = softmax_axis_ref(x, 1, 1.0, True)
    return np.array([-sum(ls[i, int(l)] for i, l in enumerate(label))])


def cross_entropy_grad_ref(x, label, dy):
    g = softmax_axis_ref(x, 1, 1.0, False)
    g[np.arange(len(label)), label.astype(int)] -= 1
    return g * dy[0]


ACTIVATIONS = {
    "relu": lambda x: np.maximum(x, 0),
    "sigmoid": lambda x: 1 / (1 + np.exp(-x)),
    "tanh": np.tanh,
    # mshadow_op::softrelu: the identity above 20.
    "softrelu": lambda x: np.where(x > 20, x, np.log1p(np.exp(np.minimum(
        x, 20)))),
    "softsign": lambda x: x / (1 + np.abs(x)),
}


def dense_nn_op(opname, names, ts, attrs, ref, dt, mode, k, suffix=""):
    """One dense-only op on the named tensors: `attrs` its attribute text,
    `ref` the float64 reference, `k` the terms summed into an element."""
    ot = ttype(R if ref.ndim == 2 else D, ref.shape, dt, mode)
    v = f"%{opname}_{'_'.join(names)}_{next(SSA_IDS)}"
    text = (f"{v} = stype.{opname} {', '.join('%' + n for n in names)}"
            f"{attrs} : {', '.join(ttype(t.kind, t.shape, dt, mode) for t in ts)}"
            f" -> {ot}")
    how = "kernel" if all(t.kind == D for t in ts) else "fallback"
    label = (f"{opname} {' '.join(t.describe() for t in ts)}{attrs}{suffix} "
             f"-> default ({how})")
    rt, at = harness.tol(dt, k)
    return Op(label, list(names), [text], [(v, ot)],
              [(label, expect(D, ref, dt, rtol=rt, atol=at))])


def cases_dense_nn(rng):
    runs = []
    for i_d, dens, i_t, dt, mode in grid():
        m, k, x = logits(rng, dens, dt)
        xa = (rand_dense(rng, (m, k), 1.0, dt) * 30).astype(dt)  # |x| > 20
        ts = {"xd": Tensor.from_dense(x),
              "xa": Tensor.from_dense(xa),
              "x3": Tensor.from_dense(rand_dense(rng, (2, 3, 4), 1.0, dt) * 3),
              "x1": Tensor.from_dense(rand_dense(rng, (k,), 1.0, dt) * 3),
              "xc": rand_csr(rng, (m, k), dens, dt, stored_zeros=True),
              "xr": rand_rsp(rng, (m, k), dens, dt),
              "lv": class_labels(rng, m, k, dt),
              "dy": Tensor.from_dense(np.array([0.75], dt))}
        if i_d == 0:
            ts.update({"xe": Tensor.from_dense(np.zeros((0, k), dt)),
                       "le": Tensor.from_dense(np.zeros(0, dt)),
                       "xk1": Tensor.from_dense(rand_dense(rng, (6, 1), 1, dt)),
                       "lk1": Tensor.from_dense(np.zeros(6, dt))})
        args = [arg(n, t, mode) for n, t in ts.items()]
        ops = []
        # softmax / log_softmax: (data, axis, temperature).
        sm = [("xd", -1, 1.0), ("xd", 0, 1.0), ("xd", 1, 2.5),
              ("x3", 0, 1.0), ("x3", 1, 0.5), ("x3", -1, 2.0),
              ("x1", -1, 1.0), ("xc", -1, 1.0), ("xr", 0, 2.0)]
        if i_d == 0:
            sm += [("xe", -1, 1.0), ("xe", 0, 1.0), ("xk1", -1, 1.0)]
        for log in (False, True):
            opname = "log_softmax" if log else "softmax"
            for xn, axis, temp in sm:
                t = ts[xn]
                parts = ([f"axis = {axis} : i64"] if axis != -1 else []) + (
                    [f"temperature = {temp!r} : f64"] if temp != 1.0 else [])
                attrs = f" {{{', '.join(parts)}}}" if parts else ""
                ref = softmax_axis_ref(t.dense(), axis, temp, log)
                ops.append(dense_nn_op(opname, [xn], [t], attrs, ref, dt,
                                       mode, t.shape[axis] + 4))
        # softmax_cross_entropy and its backward.
        ce = [("xd", "lv"), ("xc", "lv"), ("xr", "lv")]
        if i_d == 0:
            ce += [("xe", "le"), ("xk1", "lk1")]
        for xn, ln in ce:
            xt, lt = ts[xn], ts[ln]
            ref = cross_entropy_ref(xt.dense(), lt.dense())
            ops.append(dense_nn_op("softmax_cross_entropy", [xn, ln],
                                   [xt, lt], "", ref, dt, mode,
                                   (xt.shape[1] + 4) * max(1, xt.shape[0])
                                   * 100))
            ref = cross_entropy_grad_ref(xt.dense(), lt.dense(),
                                         ts["dy"].dense())
            ops.append(dense_nn_op("softmax_cross_entropy_grad",
                                   [xn, ln, "dy"], [xt, lt, ts["dy"]], "",
                                   ref, dt, mode, xt.shape[1] + 4))
        # activation: every act_type, large inputs, rank 1 and 3, fallbacks.
        for act, f in ACTIVATIONS.items():
            attrs = f" {{act_type = #stype.act_type<{act}>}}"
            for xn in ("xd", "xa", "x3", "x1", "xc", "xr"):
                t = ts[xn]
                ref = f(t.dense().astype(np.float64))
                ops.append(dense_nn_op("activation", [xn], [t], attrs, ref,
                                       dt, mode, 4))
        runs.append(Run("dense nn " + tag(dens, dt, mode), args, ops, mode))
    return runs


def cases_nn(rng):
    return cases_fc(rng) + cases_regression(rng)


# --------------------------------------------------------------------------
# Inputs of the run-time error checks (nn.test)
# --------------------------------------------------------------------------

def make_input(what, path):
    f32 = np.float32
    w = np.arange(10, dtype=f32).reshape(5, 2)
    probs = np.array([[0.5, 0.25, 0.25], [0.1, 0.2, 0.7]], f32)

    def labels(*v):
        return lambda: np.save(path, np.array(v, f32))
    table = {
        "probs-2x3": lambda: np.save(path, probs),
        "labels-ok": labels(0, 2),
        "labels-ignored": labels(-1, 2),
        "labels-too-big": labels(0, 3),
        "labels-fraction": labels(1.5, 2),
        "labels-nan": labels(0, np.nan),
        "labels-3": labels(0, 2, 1),
        "logits-2x3": lambda: np.save(path, np.log(probs)),
        "dy-2": labels(2),
        # 100 rows (enough for the rows over threads), one bad label.
        "probs-100x3": lambda: np.save(path, np.full((100, 3), 1 / 3, f32)),
        "labels-100-bad": labels(*([1] * 77 + [3] + [2] * 22)),
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
    harness.OPS = {"nn": cases_nn, "softmax_output": cases_softmax,
                   "dense_nn": cases_dense_nn}
    sys.exit(harness.main())
