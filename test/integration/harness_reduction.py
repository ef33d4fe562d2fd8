#!/usr/bin/env python3
"""Execution tests of the reductions and indexing ops of stype.

    harness_reduction.py FAMILY --seed N [--stype-run PATH] [-j JOBS] [--keep]

FAMILY is `reduction` (sum, mean, norm, square_sum, getnnz), `extrema`
(max, min, argmax) or `indexing` (slice, take, embedding, embedding_grad).  Inputs are random (numpy, the seed
given), over every storage-kind combination of each op's table in
dialect/ReductionOps.td and dialect/IndexingOps.td, at densities 0, 0.01, 0.5
and 1 (square_sum also 0.2, as MXNet's test_sparse_square_sum), in f32 and
f64, with empty tensors and rows without entries.  The references are numpy
written from MXNet's definitions (/work/shared/mxnet-semantics.md §3.5-3.6),
never from stype's code: reductions are np.sum / np.mean / sqrt(sum(x*x)),
take is np.take, Embedding is the one-hot matrix product of MXNet's
test_sparse_embedding and its weight gradient onehot^T * ograd.

The running and checking machinery (kernels, stype-run, result kinds, stored
row / entry sets, tolerances) is harness.py's.
"""

import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402
from harness import (C, D, R, Op, Run, Tensor, exact, expect, grid,  # noqa: E402
                     nz_rows, rand_csr, rand_dense, rand_rsp, tag, ttype)


def red_tol(dt, k):
    """(rtol, atol) for a sum of k terms of magnitude <= 1."""
    return harness.tol(dt, k)


def scalar_shape(ref):
    """MXNet 1.x returns shape (1,) where numpy gives a 0-d array."""
    ref = np.asarray(ref)
    return ref.reshape(1) if ref.ndim == 0 else ref


def attr_text(attrs):
    return (" {" + ", ".join(attrs) + "}") if attrs else ""


def make_arg(name, t, mode):
    return (name, t, ttype(t.kind, t.shape, t.dtype, mode))


# --------------------------------------------------------------------------
# sum, mean, norm
# --------------------------------------------------------------------------

def np_reduce(kind, x, axis, keepdims, exclude):
    """numpy reference of sum / mean / norm (MXNet's definitions)."""
    if axis is not None and exclude:
        ax = tuple(d for d in range(x.ndim) if d != axis % x.ndim)
    else:
        ax = axis
    x64 = x.astype(np.float64)
    with np.errstate(invalid="ignore", divide="ignore"):
        if kind == "sum":
            r = np.sum(x64, axis=ax, keepdims=keepdims)
        elif kind == "mean":
            r = np.sum(x64, axis=ax, keepdims=keepdims)
            n = x.size if ax is None else int(np.prod(
                [x.shape[d] for d in np.atleast_1d(ax)]))
            r = r / n if n else r * np.nan
        else:
            r = np.sqrt(np.sum(x64 * x64, axis=ax, keepdims=keepdims))
    return scalar_shape(r)


def specialized_reduce(op, kind, axis, keepdims, exclude):
    """MXNet's FInferStorageType: which (kind, attrs) get a sparse kernel."""
    if kind == D:
        return True
    if op == "norm" and axis is None:
        return True
    return kind == C and axis is not None and not keepdims and not exclude


AXIS_CONFIGS = [  # (axis, keepdims, exclude)
    (None, False, False), (None, True, False), (0, False, False),
    (1, False, False), (-1, False, False), (0, True, False),
    (1, True, False), (0, False, True), (1, True, True)]


def configs_for(opname, t):
    """Every configuration for csr (kernel or fallback by attributes) and
    for sum of a 2-D dense; a few for the other (dense or fallback) cases."""
    if t.kind == C or (t.kind == D and len(t.shape) == 2 and opname == "sum"):
        return AXIS_CONFIGS
    if t.kind == D and len(t.shape) == 2:
        return AXIS_CONFIGS[::2]
    return [AXIS_CONFIGS[0], AXIS_CONFIGS[5], AXIS_CONFIGS[7]]


def axis_op(opname, name, t, dt, mode, config, ref, how, rt, at, k):
    """One reduction `opname` of input `name` (Tensor t) with the
    (axis, keepdims, exclude) `config` into a default result `ref`; the
    k-th op of its list."""
    axis, keep, excl = config
    attrs = []
    if axis is not None:
        attrs.append(f"axis = {axis} : i64")
    if keep:
        attrs.append("keepdims")
    if excl:
        attrs.append("exclude")
    # A placeholder result kind: inference must rewrite it.
    ot = ttype(R if ref.ndim >= 2 else D, ref.shape, dt, mode)
    v = f"%{opname}_{name}_{k}"
    body = [f"{v} = stype.{opname} %{name}{attr_text(attrs)} : "
            f"{ttype(t.kind, t.shape, dt, mode)} -> {ot}"]
    label = (f"{opname} {t.describe()} axis={axis} keepdims={keep}"
             + ("" if opname == "argmax" else f" exclude={excl}")
             + f" -> default ({how})")
    return Op(label, [name], body, [(v, ot)],
              [(label, expect(D, ref, dt, rtol=rt, atol=at))])


def reduce_ops(opname, tensors, dt, mode):
    ops = []
    for name, t in tensors:
        x = t.dense()
        for axis, keep, excl in configs_for(opname, t):
            if opname == "norm" and excl:
                continue
            ref = np_reduce(opname, x, axis, keep, excl)
            k = max(1, x.size // max(1, ref.size))
            how = ("kernel" if specialized_reduce(opname, t.kind, axis, keep,
                                                  excl) else "fallback")
            rt, at = red_tol(dt, k)
            ops.append(axis_op(opname, name, t, dt, mode, (axis, keep, excl),
                               ref, how, rt, at, len(ops)))
    return ops


def reduction_inputs(rng, dens, dt):
    m, n = (150, 40) if dens == 0.01 else (23, 17)
    ts = [("xd", Tensor.from_dense(rand_dense(rng, (m, n), dens, dt))),
          ("xc", rand_csr(rng, (m, n), dens, dt, stored_zeros=True)),
          ("xr", rand_rsp(rng, (m, n), dens, dt, stored_zero_row=True)),
          ("xr3", rand_rsp(rng, (m // 2 + 1, 3, 4), dens, dt)),
          ("xd3", Tensor.from_dense(rand_dense(rng, (5, 3, 4), dens, dt)))]
    return ts


def cases_reduction(rng):
    runs = []
    for i_d, dens, i_t, dt, mode in grid():
        ts = reduction_inputs(rng, dens, dt)
        if i_d == 0:  # empty tensors: no rows, no columns
            ts += [("ec", rand_csr(rng, (0, 7), 0.5, dt)),
                   ("ec2", Tensor.csr((6, 0), dt, np.zeros(7), [], [])),
                   ("ed", Tensor.from_dense(np.zeros((0, 4), dt)))]
        args = [make_arg(n, t, mode) for n, t in ts]
        ops = []
        for opname in ("sum", "mean", "norm"):
            ops += reduce_ops(opname, ts, dt, mode)
        ops += getnnz_ops([(n, t) for n, t in ts if t.kind == C], dt, mode)
        runs.append(Run(tag(dens, dt, mode), args, ops, mode))
    runs += square_sum_runs(rng)
    return runs


# --------------------------------------------------------------------------
# max, min, argmax
# --------------------------------------------------------------------------

def np_extremum(kind, x, axis, keepdims, exclude):
    """numpy reference of max / min / argmax (MXNet's definitions).  NaN
    propagates (np.max); an empty reduced axis gives the reduction's initial
    value, -inf for max and +inf for min (MXNet's; numpy raises), and NaN
    for argmax (no index).  argmax: the first index of the maximum, a NaN
    counting as the maximum (np.argmax), as a float."""
    x64 = x.astype(np.float64)
    if kind == "argmax":
        if axis is None:
            if x.size == 0:
                r = np.full((1,) * x.ndim if keepdims else (), np.nan)
            else:
                r = np.argmax(x64, axis=None, keepdims=keepdims).astype(
                    np.float64)
            return scalar_shape(r)
        if x.shape[axis] == 0:
            shape = list(x.shape)
            if keepdims:
                shape[axis] = 1
            else:
                del shape[axis % x.ndim]
            return scalar_shape(np.full(shape, np.nan))
        return scalar_shape(np.argmax(x64, axis=axis, keepdims=keepdims)
                            .astype(np.float64))
    if axis is not None and exclude:
        ax = tuple(d for d in range(x.ndim) if d != axis % x.ndim)
    else:
        ax = axis
    f, init = (np.max, -np.inf) if kind == "max" else (np.min, np.inf)
    with np.errstate(invalid="ignore"):
        return scalar_shape(f(x64, axis=ax, keepdims=keepdims, initial=init))


def special_values(dt):
    """NaN, infinities and ties, each in its own row (and column): the
    extremum of a row holding NaN is NaN, -inf and +inf rows, tied maxima
    and minima (argmax: the first)."""
    n, i = np.nan, np.inf
    return np.array([[1.0, n, 3.0, 3.0, -2.0],
                     [-i, -i, -i, -i, -i],
                     [2.0, 5.0, 5.0, -1.0, -1.0],
                     [i, 1.0, i, n, 0.0],
                     [0.5, -0.5, 0.25, -0.25, 0.0],
                     [-0.0, 0.0, -1.0, -1.0, n],
                     [7.0, 7.0, 7.0, 7.0, 7.0]], dt)


EXTREMA_ARGMAX_CONFIGS = [c for c in AXIS_CONFIGS if not c[2]]


def extrema_ops(tensors, dt, mode, full):
    """max, min and argmax of every input; the configurations of
    configs_for (`full`: every one).  Exact results (up to NaN payloads and
    the sign of zero: a tolerance of 1e-300)."""
    ops = []
    for name, t in tensors:
        x = t.dense()
        for opname in ("max", "min", "argmax"):
            configs = AXIS_CONFIGS if full(name) else \
                configs_for("max", t)
            for config in configs:
                if opname == "argmax" and config[2]:
                    continue
                ref = np_extremum(opname, x, *config)
                how = "kernel" if t.kind == D else "fallback"
                ops.append(axis_op(opname, name, t, dt, mode, config, ref,
                                   how, 1e-300, 0.0, len(ops)))
    return ops


def cases_extrema(rng):
    runs = []
    for i_d, dens, i_t, dt, mode in grid():
        ts = reduction_inputs(rng, dens, dt)
        full = {"xd", "xs", "ed", "xd3"}
        if i_d == 0:  # special values; empty tensors
            ts += [("xs", Tensor.from_dense(special_values(dt))),
                   ("ec", rand_csr(rng, (0, 7), 0.5, dt)),
                   ("ed", Tensor.from_dense(np.zeros((0, 4), dt))),
                   ("ed2", Tensor.from_dense(np.zeros((3, 0), dt)))]
        args = [make_arg(n, t, mode) for n, t in ts]
        ops = extrema_ops(ts, dt, mode, lambda n: n in full)
        runs.append(Run(tag(dens, dt, mode), args, ops, mode))
    return runs


# --------------------------------------------------------------------------
# square_sum, getnnz
# --------------------------------------------------------------------------

def square_sum_runs(rng):
    """MXNet's test_sparse_square_sum: densities {0, .01, .2, .5, 1} x axis x
    keepdims on a row_sparse input (one stype-run call per dtype)."""
    runs = []
    for i_t, dt in enumerate(harness.DTYPES):
        mode = ("static", "dynamic")[i_t]
        args, ops = [], []
        inputs = [("xe", rand_rsp(rng, (0, 10), 0.0, dt))]
        for i_d, dens in enumerate((0.0, 0.01, 0.2, 0.5, 1.0)):
            m, n = (120, 9) if dens == 0.01 else (31, 10)
            inputs.append((f"x{i_d}", rand_rsp(rng, (m, n), dens, dt,
                                               stored_zero_row=True)))
        for name, t in inputs:
            args.append(make_arg(name, t, mode))
            m, n = t.shape
            xd = t.dense().astype(np.float64)
            for axis in (0, 1):
                for keep in (False, True):
                    ref = np.sum(xd * xd, axis=axis, keepdims=keep)
                    kind = R if (axis == 1 and keep) else D
                    ot = ttype(D if kind == R else R, ref.shape, dt, mode) \
                        if ref.ndim == 2 else ttype(D, ref.shape, dt, mode)
                    v = f"%ss_{name}_{axis}_{int(keep)}"
                    attrs = [f"axis = {axis} : i64"] + (["keepdims"] if keep else [])
                    body = [f"{v} = stype.square_sum %{name}{attr_text(attrs)} : "
                            f"{ttype(R, t.shape, dt, mode)} -> {ot}"]
                    kw = {"rows": exact(t.row_set())} if kind == R else {}
                    rt, at = red_tol(dt, n if axis == 1 else m)
                    label = (f"square_sum {t.describe()} axis={axis} "
                             f"keepdims={keep} -> {kind}")
                    ops.append(Op(label, [name], body, [(v, ot)],
                                  [(label, expect(kind, ref, dt, rtol=rt,
                                                  atol=at, **kw))]))
        runs.append(Run(f"square_sum {harness.dtname(dt)} {mode}", args, ops,
                        mode))
    return runs


def getnnz_ops(tensors, dt, mode):
    ops = []
    for name, t in tensors:
        counts = np.diff(t.indptr).astype(np.int64)  # stored entries per row
        for axis in (None, 1):
            ref = np.array([len(t.indices)], np.int64) if axis is None else counts
            ot = ttype(D, ref.shape, np.int64, mode)
            v = f"%nnz_{name}_{axis}"
            attrs = [] if axis is None else ["axis = 1 : i64"]
            body = [f"{v} = stype.getnnz %{name}{attr_text(attrs)} : "
                    f"{ttype(C, t.shape, dt, mode)} -> {ot}"]
            label = f"getnnz {t.describe()} axis={axis} -> default i64"
            ops.append(Op(label, [name], body, [(v, ot)],
                          [(label, expect(D, ref, np.int64))]))
    return ops


# --------------------------------------------------------------------------
# slice
# --------------------------------------------------------------------------

def slice_ops(t, name, dt, mode, boxes):
    ops = []
    x = t.dense()
    for j, (begin, end, step) in enumerate(boxes):
        sl = tuple(slice(b, e, s) for b, e, s in
                   zip(begin, end, step or [1] * len(begin)))
        ref = x[sl]
        unit = step is None or all(s == 1 for s in step)
        kind = C if (t.kind == C and unit) else D
        kw = {}
        if kind == C:
            cb = begin[1] if len(begin) == 2 else 0
            ce = end[1] if len(end) == 2 else t.shape[1]
            ents = {(r - begin[0], c - cb) for r, c in t.entry_set()
                    if begin[0] <= r < end[0] and cb <= c < ce}
            kw["entries"] = exact(ents)
        attrs = [f"begin = array<i64: {', '.join(map(str, begin))}>",
                 f"end = array<i64: {', '.join(map(str, end))}>"]
        if step is not None:
            attrs.append(f"step = array<i64: {', '.join(map(str, step))}>")
        ot = ttype(D if kind == C else (R if ref.ndim in (2, 3) else D),
                   ref.shape, dt, mode)
        v = f"%sl_{name}_{j}"
        body = [f"{v} = stype.slice %{name}{attr_text(attrs)} : "
                f"{ttype(t.kind, t.shape, dt, mode)} -> {ot}"]
        label = (f"slice {t.describe()} begin={begin} end={end} step={step}"
                 f" -> {kind}")
        ops.append(Op(label, [name], body, [(v, ot)],
                      [(label, expect(kind, ref, dt, **kw))]))
    return ops


# --------------------------------------------------------------------------
# take
# --------------------------------------------------------------------------

def take_ops(t, name, dt, mode, idsets, axes, modes):
    ops = []
    x = t.dense()
    for ids_name, ids in idsets:
        for axis in axes:
            if axis >= x.ndim:
                continue
            for md in modes:
                if md == "raise" and len(ids) and (
                        ids.min() < 0 or ids.max() >= x.shape[axis]):
                    continue  # raise with a bad id: errors.test
                if x.shape[axis] == 0 and len(ids):
                    continue  # nothing to take from: a run-time error
                ref = np.take(x, ids, axis=axis, mode=md)
                kind = C if (t.kind == C and axis == 0 and md != "raise") else D
                kw = {}
                if kind == C:
                    rows = np.take(np.arange(x.shape[0]), ids, mode=md)
                    ents = set()
                    for o, r in enumerate(rows):
                        lo, hi = t.indptr[r], t.indptr[r + 1]
                        ents |= {(o, int(c)) for c in t.indices[lo:hi]}
                    kw["entries"] = exact(ents)
                ot = ttype(D if kind == C else R, ref.shape, dt, mode) \
                    if ref.ndim in (2, 3) else ttype(D, ref.shape, dt, mode)
                v = f"%tk_{name}_{ids_name}_{axis}_{md}"
                it = ttype(D, ids.shape, np.int64, mode)
                attrs = [f'mode = "{md}"'] + ([f"axis = {axis} : i64"] if axis else [])
                body = [f"{v} = stype.take %{name}, %{ids_name}{attr_text(attrs)} : "
                        f"{ttype(t.kind, t.shape, dt, mode)}, {it} -> {ot}"]
                label = (f"take {t.describe()} ids={ids_name}(n={len(ids)})"
                         f" axis={axis} mode={md} -> {kind}")
                ops.append(Op(label, [name, ids_name], body, [(v, ot)],
                              [(label, expect(kind, ref, dt, **kw))]))
    return ops


# --------------------------------------------------------------------------
# embedding, embedding_grad
# --------------------------------------------------------------------------

def one_hot(ids, n):
    flat = ids.reshape(-1)
    oh = np.zeros((len(flat), n))
    oh[np.arange(len(flat)), flat] = 1.0
    return oh


def embedding_ops(ids_name, ids, w_name, w, dt, mode):
    """MXNet's test_sparse_embedding: out = onehot(ids) * weight."""
    in_dim, out_dim = w.shape
    safe = np.clip(ids, 0, in_dim - 1)  # the dense path clips
    ref = (one_hot(safe, in_dim) @ w.dense().astype(np.float64)).reshape(
        ids.shape + (out_dim,))
    ot = ttype(R if ref.ndim in (2, 3) else D, ref.shape, dt, mode)
    v = f"%emb_{ids_name}_{w_name}"
    body = [f"{v} = stype.embedding %{ids_name}, %{w_name} : "
            f"{ttype(D, ids.shape, np.int64, mode)}, "
            f"{ttype(w.kind, w.shape, dt, mode)} -> {ot}"]
    how = "kernel" if w.kind in (D, R) else "fallback"
    label = (f"embedding ids{ids.shape} weight {w.describe()} -> default"
             f" ({how})")
    return Op(label, [ids_name, w_name], body, [(v, ot)],
              [(label, expect(D, ref, dt, rtol=1e-12, atol=0))])


def embedding_grad_ops(ids_name, ids, g_name, g, in_dim, dt, mode):
    """Weight gradient: onehot(ids)^T * ograd; sparse_grad -> row_sparse with
    rows = the sorted unique ids (repeats summed)."""
    out_dim = g.shape[-1]
    ograd = g.dense().reshape(-1, out_dim).astype(np.float64)
    ops = []
    for sparse in (True, False):
        ref = one_hot(np.clip(ids, 0, in_dim - 1), in_dim).T @ ograd
        kind = R if sparse else D
        kw = {}
        if sparse:
            uniq = set(int(i) for i in ids.reshape(-1))
            # A fallback (sparse ograd) casts the dense gradient back: only
            # its non-zero rows are kept.
            kw["rows"] = exact(uniq) if g.kind == D else (nz_rows(ref), uniq)
        ot = ttype(D if sparse else R, ref.shape, dt, mode)
        v = f"%eg_{ids_name}_{g_name}_{int(sparse)}"
        attrs = [f"input_dim = {in_dim} : i64"] + (["sparse_grad"] if sparse else [])
        body = [f"{v} = stype.embedding_grad %{ids_name}, %{g_name}"
                f"{attr_text(attrs)} : {ttype(D, ids.shape, np.int64, mode)}, "
                f"{ttype(g.kind, g.shape, dt, mode)} -> {ot}"]
        rt, at = red_tol(dt, ids.size)
        how = "kernel" if g.kind == D else "fallback"
        label = (f"embedding_grad ids{ids.shape} ograd {g.describe()}"
                 f" sparse_grad={sparse} -> {kind} ({how})")
        ops.append(Op(label, [ids_name, g_name], body, [(v, ot)],
                      [(label, expect(kind, ref, dt, rtol=rt, atol=at, **kw))]))
    return ops


def cases_indexing(rng):
    runs = []
    for i_d, dens, i_t, dt, mode in grid():
        m, n = (150, 40) if dens == 0.01 else (23, 17)
        xc = rand_csr(rng, (m, n), dens, dt, stored_zeros=True)
        xd = Tensor.from_dense(rand_dense(rng, (m, n), dens, dt))
        xr = rand_rsp(rng, (m, n), dens, dt)
        x3 = Tensor.from_dense(rand_dense(rng, (7, 5, 4), dens, dt))
        ec = rand_csr(rng, (0, 5), 0.5, dt)
        ts = [("xc", xc), ("xd", xd), ("xr", xr), ("x3", x3), ("ec", ec)]
        args = [make_arg(nm, t, mode) for nm, t in ts]
        ops = []
        # slice: rows, rows + columns, empty, whole, steps (fallback for csr).
        boxes2 = [([1], [m - 2], None), ([2, 3], [m - 1, n - 2], None),
                  ([3, 0], [3, n], None), ([0, 0], [m, n], None),
                  ([1, 1], [m, n - 1], [2, 3]), ([m - 1], [m], [1])]
        for nm, t in ts[:2]:
            ops += slice_ops(t, nm, dt, mode, boxes2)
        ops += slice_ops(xr, "xr", dt, mode, boxes2[1:2] + boxes2[4:5])
        ops += slice_ops(x3, "x3", dt, mode,
                         [([1, 0, 1], [6, 5, 3], [2, 1, 1]), ([2], [4], None)])
        ops += slice_ops(ec, "ec", dt, mode, [([0, 1], [0, 4], None)])
        # take: repeats, unsorted, negative and too large ids, empty ids.
        ids = {
            "i_rep": np.array([3, 0, 3, m - 1, 1, 1], np.int64),
            "i_oob": np.array([-1, m, 2 * m + 3, -m - 2, 5], np.int64),
            "i_empty": np.zeros(0, np.int64),
        }
        idsets = list(ids.items())
        for nm, arr in idsets:
            args.append((nm, arr, ttype(D, arr.shape, np.int64, mode)))
        ops += take_ops(xc, "xc", dt, mode, idsets, (0, 1),
                        ("clip", "wrap", "raise"))
        ops += take_ops(xd, "xd", dt, mode, idsets[:2], (0, 1),
                        ("clip", "wrap", "raise"))
        ops += take_ops(xr, "xr", dt, mode, idsets[:1], (0,), ("clip", "raise"))
        ops += take_ops(x3, "x3", dt, mode, idsets[1:2], (0, 1, 2), ("wrap",))
        ops += take_ops(x3, "x3", dt, mode, idsets[:1], (1,), ("clip",))
        ops += take_ops(ec, "ec", dt, mode, [("i_empty", ids["i_empty"])], (0,),
                        ("clip",))
        # Embedding: in 50, out 3, batch 8 (MXNet's test_sparse_embedding).
        in_dim, out_dim = 50, 3
        wr = rand_rsp(rng, (in_dim, out_dim), dens, dt)
        wd = Tensor.from_dense(rand_dense(rng, (in_dim, out_dim), 1.0, dt))
        wc = rand_csr(rng, (in_dim, out_dim), max(dens, 0.3), dt)
        e_ids = {
            "e1": rng.integers(0, in_dim, 8).astype(np.int64),
            "e2": rng.integers(0, in_dim, (2, 4)).astype(np.int64),
            "e3": np.array([[[0, 49, 0], [7, 7, 7]], [[1, 2, 3], [49, 48, 0]]],
                           np.int64),
            "e0": np.zeros(0, np.int64),
        }
        e_ids["e1"][:3] = e_ids["e1"][3]  # repeated ids
        # Ids of a dense weight out of range are clipped (MXNet's dense path).
        e_ids["eoob"] = np.array([-4, 0, 50, 77, 3], np.int64)
        for nm, arr in e_ids.items():
            args.append((nm, arr, ttype(D, arr.shape, np.int64, mode)))
        args += [make_arg("wr", wr, mode), make_arg("wd", wd, mode),
                 make_arg("wc", wc, mode)]
        for nm, arr in e_ids.items():
            for wn, w in (("wr", wr), ("wd", wd), ("wc", wc)):
                if nm == "eoob" and w.kind != D:
                    continue  # a run-time error with a sparse weight
                if w.kind == C and nm not in ("e1", "e0"):
                    continue  # the fallback: two cases are enough
                ops.append(embedding_ops(nm, arr, wn, w, dt, mode))
        # Weight gradients, dense ograd (and a row_sparse one: fallback).
        for nm, arr in e_ids.items():
            if nm == "eoob":
                continue
            g = Tensor.from_dense(rand_dense(rng, arr.shape + (out_dim,), 1.0, dt))
            gn = f"g_{nm}"
            args.append(make_arg(gn, g, mode))
            ops += embedding_grad_ops(nm, arr, gn, g, in_dim, dt, mode)
        gr = rand_rsp(rng, (8, out_dim), dens, dt)
        args.append(make_arg("g_r", gr, mode))
        ops += embedding_grad_ops("e1", e_ids["e1"], "g_r", gr, in_dim, dt, mode)
        runs.append(Run(tag(dens, dt, mode), args, ops, mode))
    return runs


FAMILIES = {"reduction": cases_reduction, "indexing": cases_indexing,
            "extrema": cases_extrema}


if __name__ == "__main__":
    # harness.py's driver (arguments, stype-run calls, summary line) over
    # this module's families.
    harness.OPS = FAMILIES
    sys.exit(harness.main())
