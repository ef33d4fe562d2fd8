#!/usr/bin/env python3
"""Execution tests of the optimizer update ops against numpy references.

    harness_optimizers.py OP|all --seed N [--stype-run PATH] [-j JOBS] [--keep]

OP is one of sgd, sgd_mom, adam, adamw, adagrad, group_adagrad, ftrl,
signsgd, signum, rmsprop.  The references below are written from the update
formulas (docs/optimizers.md, /work/shared/mxnet-semantics.md section 4), in
float64, like MXNet's PySGD/PyAdam/PyFtrl/PyAdaGrad: a dense update, and a
lazy update that copies the dense result into the rows stored in the
gradient only (stored all-zero rows count as present).

For each optimizer, dtype (f32, f64) and gradient density (0, 0.01, 0.5, 1)
one stype-run call runs every storage-kind combination (weight, grad,
states) in (D,D,D), (D,R,D), (R,R,R), (R,R,D), lazy_update true and false,
with one setting of the hyper-parameter grid (clip x rescale x wd x the
optimizer's own parameters: the 8 runs of an optimizer cover the whole
grid); the shapes alternate between (3, 4, 5) and (1000, 16).  A second call
per optimizer and dtype chains 20 successive steps with two alternating
gradients (two storage combinations per dtype: lazy and standard on a dense
and a row_sparse weight).  Checked: result kinds and row sets,
values (f32 rtol 1e-4 atol 1e-5, f64 1e-10), and for lazy updates that rows
absent from every gradient are bit-identical before and after.
"""

import concurrent.futures
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(__file__))
import harness  # noqa: E402
from harness import D, R, Tensor, Op, Run, expect, exact  # noqa: E402

LR = 0.1
# MXNet's grid: clip x rescale x wd (clip < 0: off).
GRID = [(c, r, wd) for c in (-1.0, 0.4) for r in (1.0, 0.14) for wd in (0.0, 0.05)]
SHAPES = ((3, 4, 5), (1000, 16))


def clip(x, c):
    return np.clip(x, -c, c) if c >= 0 else x


def sign(x):
    return (x > 0).astype(np.float64) - (x < 0).astype(np.float64)


# --------------------------------------------------------------------------
# References (dense float64 arrays in, dense float64 arrays out)
# --------------------------------------------------------------------------

def ref_sgd(w, g, S, p):
    return (1 - p["lr"] * p["wd"]) * w - p["lr"] * clip(p["rescale_grad"] * g, p["clip_gradient"]), []


def ref_sgd_mom(w, g, S, p):
    m = p["momentum"] * S[0] - p["lr"] * p["wd"] * w - p["lr"] * clip(p["rescale_grad"] * g, p["clip_gradient"])
    return w + m, [m]


def _adam(w, g, S, p, decoupled):
    b1, b2 = p["beta1"], p["beta2"]
    if p.get("bias_correction", True):
        t = p["t"]
        lr_t = p["lr"] * np.sqrt(1 - b2 ** t) / (1 - b1 ** t)
    else:
        # MXNet's adam_update / _adamw_update kernels: no correction.
        lr_t = p["lr"]
    if decoupled:
        gg = clip(p["rescale_grad"] * g, p["clip_gradient"])
    else:
        gg = clip(p["rescale_grad"] * g + p["wd"] * w, p["clip_gradient"])
    m = b1 * S[0] + (1 - b1) * gg
    v = b2 * S[1] + (1 - b2) * gg * gg
    base = (1 - p["lr"] * p["wd"]) * w if decoupled else w
    return base - lr_t * m / (np.sqrt(v) + p["epsilon"]), [m, v]


def ref_adam(w, g, S, p):
    return _adam(w, g, S, p, False)


def ref_adamw(w, g, S, p):
    return _adam(w, g, S, p, True)


def ref_adagrad(w, g, S, p):
    gg = clip(p["rescale_grad"] * g, p["clip_gradient"])
    h = S[0] + gg * gg
    return w - p["lr"] * (gg / np.sqrt(h + p["epsilon"]) + p["wd"] * w), [h]


def ref_group_adagrad(w, g, S, p):
    gg = clip(p["rescale_grad"] * g, p["clip_gradient"])
    rows = w.shape[0]
    cols = int(np.prod(w.shape[1:]))  # (a weight with no rows: no -1)
    h = S[0] + (gg * gg).reshape(rows, cols).mean(axis=1, keepdims=True)
    hb = h.reshape((rows,) + (1,) * (w.ndim - 1))
    return w - p["lr"] * (gg / np.sqrt(hb + p["epsilon"]) + p["wd"] * w), [h]


def ref_ftrl(w, g, S, p):
    lr, l1 = p["lr"], p["lamda1"]
    gg = clip(p["rescale_grad"] * g, p["clip_gradient"])
    z, n = S
    z = z + gg - (np.sqrt(n + gg * gg) - np.sqrt(n)) * w / lr
    n = n + gg * gg
    w = (sign(z) * l1 - z) / ((p["beta"] + np.sqrt(n)) / lr + p["wd"]) * (np.abs(z) > l1)
    return w, [z, n]


def ref_signsgd(w, g, S, p):
    return (1 - p["lr"] * p["wd"]) * w - p["lr"] * sign(g), []


def ref_signum(w, g, S, p):
    mu = p["momentum"]
    m = mu * S[0] - (1 - mu) * p["wd"] * w - (1 - mu) * clip(p["rescale_grad"] * g, p["clip_gradient"])
    return (1 - p["lr"] * p["wd_lh"]) * w + p["lr"] * sign(m), [m]


def ref_rmsprop(w, g, S, p):
    gg = clip(p["rescale_grad"] * g + p["wd"] * w, p["clip_gradient"])
    n = (1 - p["gamma1"]) * gg * gg + p["gamma1"] * S[0]
    return w - p["lr"] * gg / np.sqrt(n + p["epsilon"]), [n]


# name -> (op, reference, state names, state value kinds ('any' | 'pos'),
#          per-row state?, own-parameter variants)
OPTS = {
    "sgd": ("sgd_update", ref_sgd, [], [], False, [{}]),
    "sgd_mom": ("sgd_mom_update", ref_sgd_mom, ["mom"], ["any"], False,
                [{"momentum": 0.0}, {"momentum": 0.9}]),
    "adam": ("adam_update", ref_adam, ["mean", "var"], ["any", "pos"], False,
             [{"beta1": 0.9, "beta2": 0.999, "epsilon": 1e-8, "t": 1},
              {"beta1": 0.5, "beta2": 0.9, "epsilon": 1e-3, "t": 7},
              {"beta1": 0.8, "beta2": 0.99, "epsilon": 1e-6, "bias_correction": False}]),
    "adamw": ("adamw_update", ref_adamw, ["mean", "var"], ["any", "pos"], False,
              [{"beta1": 0.9, "beta2": 0.999, "epsilon": 1e-8, "t": 1},
               {"beta1": 0.8, "beta2": 0.99, "epsilon": 1e-6, "t": 4},
               {"beta1": 0.5, "beta2": 0.9, "epsilon": 1e-3, "bias_correction": False}]),
    "adagrad": ("adagrad_update", ref_adagrad, ["history"], ["pos"], False,
                [{"epsilon": 1e-7}, {"epsilon": 1e-8}]),
    "group_adagrad": ("group_adagrad_update", ref_group_adagrad, ["history"], ["pos"], True,
                      [{"epsilon": 1e-5}, {"epsilon": 1e-3}]),
    "ftrl": ("ftrl_update", ref_ftrl, ["z", "n"], ["any", "pos"], False,
             [{"lamda1": 0.01, "beta": 1.0}, {"lamda1": 1.0, "beta": 0.5}]),
    "signsgd": ("signsgd_update", ref_signsgd, [], [], False, [{}]),
    "signum": ("signum_update", ref_signum, ["mom"], ["any"], False,
               [{"momentum": 0.9, "wd_lh": 0.0}, {"momentum": 0.5, "wd_lh": 0.01}]),
    "rmsprop": ("rmsprop_update", ref_rmsprop, ["n"], ["pos"], False,
                [{"gamma1": 0.95, "epsilon": 1e-8}, {"gamma1": 0.9, "epsilon": 1e-4}]),
}


def step_ref(name, w, g, S, p, rows):
    """One step on float64 arrays; rows=None: dense/standard, else lazy."""
    nw, nS = OPTS[name][1](w, g, S, p)
    if rows is None:
        return nw, nS
    rows = sorted(rows)
    ow, oS = w.copy(), [s.copy() for s in S]
    ow[rows] = nw[rows]
    for o, n in zip(oS, nS):
        o[rows] = n[rows]
    return ow, oS


# --------------------------------------------------------------------------
# Cases
# --------------------------------------------------------------------------

def combos(nstates):
    """(weight, grad, state kinds, lazy_update, lazy semantics?)."""
    if nstates == 0:
        base = [(D, D, None), (D, R, None), (R, R, None)]
    else:
        base = [(D, D, D), (D, R, D), (R, R, R), (R, R, D)]
    out = []
    for w, g, s in base:
        for lazy in (True, False):
            if g == D and not lazy:
                continue  # lazy_update has no effect on a dense gradient
            # (row_sparse, row_sparse, default) is always standard (MXNet).
            is_lazy = lazy and g == R and not (w == R and s == D)
            out.append((w, g, s, lazy, is_lazy))
    return out


def attrs(p):
    parts = []
    for k, v in p.items():
        if k in ("lazy_update", "bias_correction"):
            parts.append(f"{k} = {'true' if v else 'false'}")
        elif k == "t":
            parts.append(f"t = {v} : i64")
        else:
            parts.append(f"{k} = {float(v):.17e} : f64")
    return "{" + ", ".join(parts) + "}"


def state_shape(name, shape):
    return (shape[0], 1) if OPTS[name][4] else shape


def make_state(rng, kind, shape, dt, vk):
    a = harness.rand_values(rng, int(np.prod(shape)), dt, 0.5).reshape(shape)
    if vk == "pos":
        a = np.abs(a)
    if kind == R:
        return Tensor.rsp(shape, dt, np.arange(shape[0]), a)
    return Tensor.from_dense(a)


def make_weight(rng, kind, shape, dt):
    a = harness.rand_values(rng, int(np.prod(shape)), dt).reshape(shape)
    if kind == R:
        return Tensor.rsp(shape, dt, np.arange(shape[0]), a)
    return Tensor.from_dense(a)


def to_rsp(t):
    return Tensor.rsp(t.shape, t.dtype, t.indices, t.data)


def tolerance(dt):
    return (1e-4, 1e-5) if np.dtype(dt) == np.float32 else (1e-10, 1e-10)


def step_expects(label, dt, steps, refs, kinds, snames, bases, frozen):
    """The expectations of an update chain of `steps` steps: one per result,
    the weight then the states `snames`, against `refs` (a row_sparse one
    stores every row); with `frozen` (lazy updates), its rows keep their
    values of `bases`."""
    rtol, atol = tolerance(dt)
    if steps > 1 and np.dtype(dt) == np.float32:
        rtol, atol = 1e-3, 1e-4   # 20 rounded steps
    exps = []
    for n, (ref, kind, base) in enumerate(zip(refs, kinds, bases)):
        kw = {}
        if kind == R:
            kw["rows"] = exact(set(range(ref.shape[0])))
        if frozen is not None:
            kw.update(frozen_rows=frozen, frozen_ref=base)
        which = "weight" if n == 0 else snames[n - 1]
        exps.append((f"{label} [{which}]", expect(kind, ref, dt, rtol, atol, **kw)))
    return exps


class Inputs:
    """Weight, gradients and states of one run, in both kinds, sharing values."""

    def __init__(self, rng, name, shape, dens, dt, ngrads=1):
        _, _, snames, svk, _, _ = OPTS[name]
        self.w = {k: make_weight(rng, k, shape, dt) for k in (D,)}
        self.w[R] = Tensor.rsp(shape, dt, np.arange(shape[0]), self.w[D].dense())
        self.g = []
        for _ in range(ngrads):
            gr = harness.rand_rsp(rng, shape, dens, dt, stored_zero_row=True, scale=3.0)
            self.g.append({R: gr, D: Tensor.from_dense(gr.dense())})
        sshape = state_shape(name, shape)
        self.s = []
        for vk in svk:
            d = make_state(rng, D, sshape, dt, vk)
            self.s.append({D: d, R: Tensor.rsp(sshape, dt, np.arange(sshape[0]), d.dense())})
        self.snames = snames

    def args(self, dt, shape, mode, name):
        sshape = state_shape(name, shape)
        out = [(f"w{k[0]}", self.w[k], harness.ttype(k, shape, dt, mode)) for k in (D, R)]
        for j, g in enumerate(self.g):
            out += [(f"g{j}{k[0]}", g[k], harness.ttype(k, shape, dt, mode)) for k in (D, R)]
        for j, s in enumerate(self.s):
            out += [(f"s{j}{k[0]}", s[k], harness.ttype(k, sshape, dt, mode)) for k in (D, R)]
        return out


# Hyper-parameters that may be run-time operands, with their MLIR types.
RUNTIME = {"lr": "f64", "wd": "f64", "rescale_grad": "f64", "t": "i64"}


def chain_ops(name, inp, combo, p, steps, dt, shape, mode, label,
              runtime=(), schedule=None):
    """One op (steps == 1) or a chain of `steps` ops; returns an Op.

    `runtime` names hyper-parameters passed as run-time operands (kernel
    arguments, listed in the Op's `scalars` as (name, value, type)) instead
    of attributes; `schedule(step, p)` gives step's parameters (default: p,
    with t counting up from p["t"])."""
    op, _, snames, _, _, _ = OPTS[name]
    wk, gk, sk, lazy, is_lazy = combo
    sshape = state_shape(name, shape)
    tw = harness.ttype(wk, shape, dt, mode)
    tg = harness.ttype(gk, shape, dt, mode)
    ts = harness.ttype(sk, sshape, dt, mode) if sk else None
    ow = harness.ttype(harness.placeholder_kind(wk, len(shape)), shape, dt, mode)
    os_ = harness.ttype(harness.placeholder_kind(sk, 2 if len(sshape) == 2 else 3), sshape, dt, mode) if sk else None
    uniq = label_id(label)
    cur_w, cur_s = f"%w{wk[0]}", [f"%s{j}{sk[0]}" for j in range(len(snames))]
    body, used = [], [f"w{wk[0]}"] + [f"s{j}{sk[0]}" for j in range(len(snames))]
    w = inp.w[wk].dense().astype(np.float64)
    S = [s[sk].dense().astype(np.float64) for s in inp.s]
    w0 = [inp.w[wk].dense()] + [s[sk].dense() for s in inp.s]
    touched = set()
    scalars = []
    for st in range(steps):
        j = st % len(inp.g)
        gname = f"g{j}{gk[0]}"
        if gname not in used:
            used.append(gname)
        q = dict(schedule(st, p) if schedule else p, lazy_update=lazy)
        if "t" in p and not schedule:
            q["t"] = p["t"] + st
        hyper = ""
        for key in runtime:
            if key in q:
                arg = f"{uniq}_{key}{st}"
                scalars.append((arg, q[key], RUNTIME[key]))
                used.append(arg)
                hyper += f" {key}(%{arg})"
        shown = {k: v for k, v in q.items() if k not in runtime}
        rw = f"%{uniq}_w{st}"
        rs = [f"%{uniq}_s{st}_{k}" for k in range(len(snames))]
        results = ", ".join([rw] + rs)
        operands = ", ".join([cur_w, f"%{gname}"] + cur_s)
        in_types = ", ".join([tw, tg] + [ts] * len(snames))
        # The first op's result types are placeholders fixed by inference;
        # later ops read them, so they carry the inferred kinds.
        first = st == 0
        rtw = ow if first and steps == 1 else tw
        rts = [(os_ if first and steps == 1 else ts)] * len(snames)
        out_types = ", ".join([rtw] + rts)
        body.append(f"{results} = stype.{op} {operands}{hyper} {attrs(shown)} : {in_types} -> {out_types}")
        cur_w, cur_s = rw, rs
        g = inp.g[j][R]
        rows = g.row_set() if is_lazy else None
        if is_lazy:
            touched |= g.row_set()
        w, S = step_ref(name, w, inp.g[j][D].dense().astype(np.float64), S, q, rows)
    frozen = set(range(shape[0])) - touched if is_lazy else None
    exps = step_expects(label, dt, steps, [w] + S, [wk] + [sk] * len(snames),
                        snames, w0, frozen)
    rtypes = [(cur_w, rtw)] + [(s, t) for s, t in zip(cur_s, rts)]
    op_ = Op(label, used, body, rtypes, exps)
    op_.scalars = scalars
    return op_


_IDS = {}


def label_id(label):
    _IDS.setdefault(label, f"r{len(_IDS)}")
    return _IDS[label]


def describe(combo):
    wk, gk, sk, lazy, is_lazy = combo
    kinds = ",".join("R" if k == R else "D" for k in (wk, gk, sk) if k)
    mode = "lazy" if is_lazy else ("standard" if gk == R else "dense")
    return f"{kinds} {mode} lazy_update={lazy}"


def cases(rng, name):
    op, _, snames, _, _, own = OPTS[name]
    runs = []
    for i_t, dt in enumerate(harness.DTYPES):
        for i_d, dens in enumerate(harness.DENSITIES):
            shape = SHAPES[(i_d + i_t) % 2]
            mode = harness.modes_for(i_d, i_t)
            inp = Inputs(rng, name, shape, dens, dt)
            ops = []
            for k in range(1):
                clip_c, resc, wd = GRID[(i_d + 4 * i_t + k) % len(GRID)]
                if name == "signsgd":
                    resc, clip_c = 1.0, -1.0
                p = {"lr": LR, "wd": wd, "rescale_grad": resc, "clip_gradient": clip_c}
                p.update(own[(i_d + k) % len(own)])
                for combo in combos(len(snames)):
                    label = (f"{op} {describe(combo)} {shape} {harness.dtname(dt)} "
                             f"grad density {dens:g} nnr={len(inp.g[0][R].indices)} "
                             f"{attrs(p)}")
                    ops.append(chain_ops(name, inp, combo, p, 1, dt, shape, mode, label))
            runs.append(Run(f"{op} {harness.tag(dens, dt, mode)}",
                            inp.args(dt, shape, mode, name), ops, mode))
        # 20 successive steps, two alternating gradients.
        shape = SHAPES[i_t]
        inp = Inputs(rng, name, shape, 0.5 if i_t else 0.01, dt, ngrads=2)
        clip_c, resc, wd = GRID[(5 + i_t) % len(GRID)]
        p = {"lr": LR, "wd": wd, "rescale_grad": resc, "clip_gradient": clip_c}
        p.update(own[i_t % len(own)])
        ops = []
        # Two chains per dtype, so that over f32 and f64 the lazy and the
        # standard walk each run on a dense and on a row_sparse weight.
        chains = [c for c in combos(len(snames)) if c[1] == R]
        chains = [chains[0], chains[-1]] if i_t == 0 else [chains[-2], chains[1]]
        for combo in chains:
            label = f"{op} 20 steps {describe(combo)} {shape} {harness.dtname(dt)} {attrs(p)}"
            ops.append(chain_ops(name, inp, combo, p, 20, dt, shape, "dynamic", label))
        runs.append(Run(f"{op} 20 steps {harness.dtname(dt)}",
                        inp.args(dt, shape, "dynamic", name), ops, "dynamic"))
    return runs


# --------------------------------------------------------------------------
# Run-time hyper-parameters (`hyper`)
# --------------------------------------------------------------------------

def lr_schedule(st, p):
    """A step-decay learning rate, a growing weight decay, a loss scale that
    changes, and Adam's step count: what changes between training steps."""
    q = dict(p)
    q["lr"] = p["lr"] * 0.8 ** st
    if "wd" in q:
        q["wd"] = p["wd"] * (1 + st)
    q["rescale_grad"] = p["rescale_grad"] * (1.0 if st % 2 == 0 else 0.5)
    if "t" in p:
        q["t"] = p["t"] + st
    return q


def hyper_runs(ctx, rng, name):
    """For each dtype: (1) one step with every run-time hyper-parameter
    given as an operand must be bit-identical to the same step with
    attributes (both forms compute derived scalars in f64 and round once);
    (2) a 6-step chain whose lr, wd, rescale_grad and t change every step,
    all as operands of one kernel, against the numpy reference."""
    op, _, snames, _, _, own = OPTS[name]
    keys = ["lr", "wd", "rescale_grad"] + (["t"] if "t" in own[0] else [])
    runs = []
    for i_t, dt in enumerate(harness.DTYPES):
        shape = SHAPES[i_t]
        mode = "dynamic" if i_t else "static"
        inp = Inputs(rng, name, shape, 0.5, dt, ngrads=2)
        clip_c, resc, wd = GRID[(3 + i_t) % len(GRID)]
        if name == "signsgd":
            resc, clip_c = 1.0, -1.0
        p = {"lr": LR, "wd": wd or 0.02, "rescale_grad": resc, "clip_gradient": clip_c}
        p.update(own[i_t % len(own)])
        if "t" in p:
            p["t"] = 3
        cs = [c for c in combos(len(snames)) if c[1] == R]
        cs = [combos(len(snames))[0], cs[0], cs[-1]]
        args = inp.args(dt, shape, mode, name)
        # (1) the attribute form first, for reference values.
        attr_ops = [chain_ops(name, inp, c, p, 1, dt, shape, mode,
                              f"{op} attrs {describe(c)} {harness.dtname(dt)}")
                    for c in cs]
        tag = f"hyper_{name}_{harness.dtname(dt)}_attrs"
        err, res = yield (tag, Run(tag, args, attr_ops, mode), attr_ops)
        ops = []
        for n, c in enumerate(cs):
            label = (f"{op} run-time {'/'.join(keys)} {describe(c)} {shape} "
                     f"{harness.dtname(dt)} {attrs(p)}")
            o = chain_ops(name, inp, c, p, 1, dt, shape, mode, label, runtime=keys)
            if err is None:
                k = n * (1 + len(snames))
                o.expects = [(f"{lab} == attribute form (bit-identical)",
                              expect(e.kind, res[k + m].dense(), dt, 0.0, 0.0))
                             for m, (lab, e) in enumerate(o.expects)]
            else:
                print(f"FAIL {label}: attribute form: {err} seed={ctx.seed}")
                o.expects = [(lab + " (attribute form failed)", e) for lab, e in o.expects]
            ops.append(o)
        # (2) a schedule over 6 steps, every changing value an operand.
        for c in (cs[1], cs[2]):
            label = f"{op} 6-step schedule {describe(c)} {shape} {harness.dtname(dt)} {attrs(p)}"
            ops.append(chain_ops(name, inp, c, p, 6, dt, shape, "dynamic" if mode == "dynamic" else mode,
                                 label, runtime=keys, schedule=lr_schedule))
        for o in ops:
            args = args + o.scalars
        runs.append(Run(f"{op} run-time hyper-parameters {harness.dtname(dt)}", args, ops, mode))
    return runs


def drive(ctx, gens, jobs):
    """Runs generators that yield (tag, run, ops) and receive invoke's
    (error, results), `jobs` invocations at a time; returns their results."""
    def step(g, sent):
        try:
            return g.send(sent), None
        except StopIteration as stop:
            return None, stop.value
    out = [None] * len(gens)
    pending = {}
    for i, g in enumerate(gens):
        req, val = step(g, None)
        if req is None:
            out[i] = val
        else:
            pending[i] = req
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as ex:
        while pending:
            futs = {i: ex.submit(harness.invoke, ctx, r[1], r[2], r[0])
                    for i, r in pending.items()}
            nxt = {}
            for i, f in futs.items():
                req, val = step(gens[i], f.result())
                if req is None:
                    out[i] = val
                else:
                    nxt[i] = req
            pending = nxt
    return out


# (op, operand, bad values, a good boundary value); each bad value must make
# the kernel report "invalid hyper-parameter", the boundary value must run.
HYPER_ERRORS = [
    ("sgd", "lr", [-0.1, float("nan"), float("inf")], 0.0),
    ("sgd_mom", "wd", [-1e-3, float("nan")], 0.0),
    ("adagrad", "rescale_grad", [float("inf"), float("-inf"), float("nan")], -2.0),
    ("adam", "t", [0, -5], 1),
    ("adamw", "t", [0], 1),
    ("ftrl", "lr", [0.0, -1.0], 1e-3),
]


def hyper_error_cases(ctx, rng, jobs):
    """Runs each bad value and each boundary value alone; returns (cases,
    fails) after printing a line per case."""
    with np.errstate(all="ignore"):  # references of bad values are unused
        gens = [hyper_error_case(ctx, rng, *e) for e in HYPER_ERRORS]
        results = drive(ctx, gens, jobs)
    return harness.tally(results)


def hyper_error_case(ctx, rng, name, key, bad, good):
    lines = []
    op, _, snames, _, _, own = OPTS[name]
    shape, dt = (3, 4, 5), np.float32
    inp = Inputs(rng, name, shape, 0.5, dt)
    p = {"lr": LR, "wd": 0.0, "rescale_grad": 1.0, "clip_gradient": -1.0}
    p.update(own[0])
    combo = combos(len(snames))[1]  # (D, R, D...) lazy
    for v in bad + [good]:
        q = dict(p, **{key: v})
        o = chain_ops(name, inp, combo, q, 1, dt, shape, "static",
                      f"{op} {key}={v}", runtime=[key])
        args = inp.args(dt, shape, "static", name) + o.scalars
        tag = f"herr_{name}_{key}_{len(lines)}"
        err, _ = yield (tag, Run(tag, args, [o], "static"), [o])
        if v is good:
            ok = err is None
            what = "runs" if ok else f"failed: {err}"
        else:
            ok = err is not None and "invalid hyper-parameter" in err
            what = "reports invalid hyper-parameter" if ok else f"got {err!r}"
        lines.append((ok, f"{'PASS' if ok else 'FAIL'} {op} run-time {key} = {v!r}: {what} seed={ctx.seed}"))
    return lines


# --------------------------------------------------------------------------
# Multi-precision updates (`mp`)
# --------------------------------------------------------------------------

# name -> (mp op, optimizer states); the reference is OPTS[name]'s, applied to
# the f32 master copy (MXNet's update_multi_precision: update weight32 in
# f32, then weight[:] = weight32.astype(float16)).
MP = {"sgd": ("mp_sgd_update", []),
      "sgd_mom": ("mp_sgd_mom_update", ["mom"]),
      "adam": ("mp_adam_update", ["mean", "var"])}
F16, F32 = np.float16, np.float32


def ttype16(kind, shape, mode):
    return harness.ttype(kind, shape, np.float64, mode).replace("xf64", "xf16")


def f16_rsp(g):
    return Tensor.rsp(g.shape, F16, g.indices, g.data.astype(F16))


def mp_case(ctx, rng, name, shape, dens, mode, steps, combos_, p):
    """One stype-run call: every combination of `combos_`, `steps` chained
    updates each, from the same inputs.  Yields the invocation and returns
    (ok, line) per checked result: weight (f16), states and weight32 (f32)
    against the float64 reference; the f16 weight bit-identical to the
    rounding of stype's own weight32 result; lazy: rows absent from every
    gradient bit-identical in the weight, the states and weight32."""
    op, snames = MP[name]
    svk = OPTS[name][3]
    ngr = 2 if steps > 1 else 1
    n = int(np.prod(shape))
    w16 = harness.rand_values(rng, n, F32).astype(F16).reshape(shape)
    w32 = w16.astype(F32)  # the master copy starts as the exact widening
    grads = [f16_rsp(harness.rand_rsp(rng, shape, dens, F32, stored_zero_row=True, scale=3.0))
             for _ in range(ngr)]
    states = [make_state(rng, D, shape, F32, vk).dense() for vk in svk]
    vals = {"w16": w16, "w32": w32}
    for j, g in enumerate(grads):
        vals[f"g{j}"] = g.dense()
    for j, st in enumerate(states):
        vals[f"s{j}"] = st
    args = []
    for key, a in vals.items():
        for k in (D, R):
            t = Tensor.from_dense(a) if k == D else Tensor.rsp(shape, a.dtype, np.arange(shape[0]), a)
            if key.startswith("g") and k == R:
                t = grads[int(key[1:])]
            ty = (ttype16 if a.dtype == F16 else lambda k_, s_, m_: harness.ttype(k_, s_, F32, m_))(k, shape, mode)
            args.append((f"{key}{k[0]}", t, ty))
    ops, checks = [], []
    for ci, combo in enumerate(combos_):
        wk, gk, sk, lazy, is_lazy = combo
        used = [f"w16{wk[0]}", f"w32{wk[0]}"] + [f"s{j}{sk[0]}" for j in range(len(snames))]
        cur = [f"%w16{wk[0]}"] + [f"%s{j}{sk[0]}" for j in range(len(snames))] + [f"%w32{wk[0]}"]
        types = ([ttype16(wk, shape, mode)] + [harness.ttype(sk, shape, F32, mode)] * len(snames)
                 + [harness.ttype(wk, shape, F32, mode)])
        w, S = w32.astype(np.float64), [st.astype(np.float64) for st in states]
        touched, body = set(), []
        q = dict(p, lazy_update=lazy)
        for st in range(steps):
            j = st % ngr
            if f"g{j}{gk[0]}" not in used:
                used.append(f"g{j}{gk[0]}")
            if "t" in p:
                q["t"] = p["t"] + st
            res = [f"%c{ci}_{st}_{k}" for k in range(len(cur))]
            operands = [cur[0], f"%g{j}{gk[0]}"] + cur[1:]
            in_types = [types[0], ttype16(gk, shape, mode)] + types[1:]
            body.append(f"{', '.join(res)} = stype.{op} {', '.join(operands)} {attrs(q)} : "
                        f"{', '.join(in_types)} -> {', '.join(types)}")
            cur = res
            rows = grads[j].row_set() if is_lazy else None
            if is_lazy:
                touched |= rows
            w, S = step_ref(name, w, grads[j].dense().astype(np.float64), S, q, rows)
        rtol, atol = (1e-3, 1e-4) if steps > 1 else (1e-4, 1e-5)
        frozen = set(range(shape[0])) - touched if is_lazy else None
        kinds = [wk] + [sk] * len(snames) + [wk]
        refs = [w.astype(F32).astype(F16)] + S + [w]
        bases = [w16] + states + [w32]
        dts = [F16] + [F32] * len(snames) + [F32]
        names = ["weight"] + snames + ["weight32"]
        label = f"{op} {steps} step(s) {describe(combo)} {shape} density {dens:g} {attrs(p)}"
        exps = []
        for kind, ref, base, dt, nm in zip(kinds, refs, bases, dts, names):
            kw = {"rows": exact(set(range(shape[0])))} if kind == R else {}
            if is_lazy:
                kw.update(frozen_rows=frozen, frozen_ref=base)
            # f16: one f16 ulp (2^-11 relative) covers a rounding that the
            # f32 result and the float64 reference put on either side.
            tol = (2e-3, 1e-4) if dt == F16 else (rtol, atol)
            exps.append((f"{label} [{nm}]", expect(kind, ref, dt, *tol, **kw)))
        ops.append(Op(label, used, body, list(zip(cur, types)), exps))
        checks.append(exps)
    tag = f"mp_{name}_{steps}_{dens:g}_{len(shape)}"
    err, res = yield (tag, Run(tag, args, ops, mode), ops)
    lines = []
    k = 0
    for o, exps in zip(ops, checks):
        got = res[k:k + len(exps)] if res else None
        k += len(exps)
        for m, (lab, e) in enumerate(exps):
            msg = err or harness.check(got[m], e, e.ref.shape, e.out_dtype)
            lines.append((msg is None, f"{'PASS' if msg is None else 'FAIL'} {lab}"
                          + (f": {msg} seed={ctx.seed}" if msg else "")))
        if got:
            w16r, w32r = got[0].dense(), got[-1].dense()
            same = np.array_equal(w16r.view(np.uint16), w32r.astype(F16).view(np.uint16))
            lines.append((same, f"{'PASS' if same else 'FAIL'} {o.label} [weight == f16(weight32) bit-identical]"
                          + ("" if same else f" seed={ctx.seed}")))
    return lines


def mp_runs(ctx, rng, name):
    """Generators of the mp cases of one optimizer: one step at densities
    0, 0.01, 0.5, 1 (shapes (3, 4, 5) and (1000, 16) alternating, static and
    dynamic shapes) over every storage combination, lazy and standard, and
    20 chained steps on a lazy and a standard combination."""
    _, snames = MP[name]
    own = OPTS[name][5]
    gens = []
    for i_d, dens in enumerate(harness.DENSITIES):
        shape = SHAPES[i_d % 2]
        clip_c, resc, wd = GRID[(i_d + 2) % len(GRID)]
        p = {"lr": LR, "wd": wd, "rescale_grad": resc, "clip_gradient": clip_c}
        p.update(own[i_d % len(own)])
        gens.append(mp_case(ctx, rng, name, shape, dens, harness.modes_for(i_d, 0), 1,
                            combos(len(snames)), p))
    cs = [c for c in combos(len(snames)) if c[1] == R]
    p = {"lr": LR, "wd": 0.05, "rescale_grad": 0.14, "clip_gradient": 0.4}
    p.update(own[-1])
    gens.append(mp_case(ctx, rng, name, (1000, 16), 0.01, "dynamic", 20, [cs[0], cs[-1]], p))
    return gens


def main():
    return harness.run_driver(__doc__, "op", sorted(OPTS) + ["all", "hyper", "mp"],
                              run_op)


def run_op(args, ctx, rng):
    names = sorted(OPTS) if args.op in ("all", "hyper") else [args.op]
    extra = (0, 0)
    if args.op == "mp":
        runs = []
        gens = [g for n in sorted(MP) for g in mp_runs(ctx, rng, n)]
        extra = harness.tally(drive(ctx, gens, args.jobs))
    elif args.op == "hyper":
        runs = [r for rs in drive(ctx, [hyper_runs(ctx, rng, n) for n in names], args.jobs)
                for r in rs]
        extra = hyper_error_cases(ctx, rng, args.jobs)
    else:
        runs = [r for n in names for r in cases(rng, n)]
    print(f"# {args.op}: {len(runs)} stype-run calls, seed={args.seed}, files in {ctx.tmp}")
    n, fails = harness.execute(ctx, runs, args.jobs)
    return n + extra[0], fails + extra[1]


if __name__ == "__main__":
    sys.exit(main())
