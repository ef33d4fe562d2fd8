#!/usr/bin/env python3
"""Execution tests of the elementwise family (binary, scalar, unary, clip;
binary2: maximum, minimum, hypot, grad_add, power, scatter_elemwise_div;
maps2: scatter_plus/minus_scalar, quadratic; backward: the `<f>_grad` ops,
MXNet's `_backward_<f>`).

    harness_elementwise.py {binary,scalar,unary,binary2,maps2,backward,
                            unary3,backward3,digamma} --seed N
                           [--stype-run PATH]

Uses harness.py as a library (inputs, kernels, running, checking).  For each
(density in 0, 0.01, 0.5, 1) x (f32, f64) one stype-run call runs every op of
the group on every storage kind.  References are numpy computations of
MXNet's formulas and dispatch rules (/work/shared/mxnet-semantics.md §3.2-3.4,
§3.6 clip), written independently of stype's kernels:
  * the result kind MXNet infers (fallbacks give default);
  * the stored structure MXNet's kernels produce: the row union for
    row_sparse (+-*) row_sparse, exact-zero results dropped for csr (+-*) csr,
    the sparse operand's structure for sparse * default, the input's
    structure for value maps (unary, scalar, clip);
  * the values, NaN-equal; NaN/Inf planted in the dense operand of a
    sparse * default product at structural zeros must be ignored.
"""

import os
import sys

import numpy as np
import scipy.special

try:
    import mpmath
    mpmath.mp.dps = 30
except ImportError:     # the scipy comparison still runs
    mpmath = None

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402
from harness import (C, D, R, Op, Run, Tensor, exact, expect,  # noqa: E402
                     grid, make, nz_entries, rand_csr, rand_rsp, tag, tol,
                     ttype, placeholder_kind)


def shapes(dens):
    return ((150, 20) if dens == 0.01 else (19, 7),
            (50, 2, 3) if dens == 0.01 else (8, 2, 3))


def structure_expect(kind, t):
    """Keeps exactly the stored rows / entries of tensor t."""
    if kind == R:
        return {"rows": exact(t.row_set())}
    if kind == C:
        return {"entries": exact(t.entry_set())}
    return {}


def stored_mask(t):
    """Boolean dense mask of the stored positions of a sparse tensor."""
    m = np.zeros(t.shape, bool)
    if t.kind == R:
        m[t.indices] = True
    elif t.kind == C:
        for r in range(t.shape[0]):
            m[r, t.indices[t.indptr[r]:t.indptr[r + 1]]] = True
    else:
        m[...] = True
    return m


class Kernel:
    """Accumulates the args and ops of one stype-run call."""

    def __init__(self, dt, mode, mode3):
        self.dt, self.mode, self.mode3 = dt, mode, mode3
        self.args, self.ops = [], []

    def runs(self, label, chunk=24):
        """One Run per `chunk` ops: LLVM's compile time grows faster than
        linearly with the kernel's size, so small kernels are quicker."""
        return [Run(f"{label} part {i // chunk + 1}", self.args,
                    self.ops[i:i + chunk], self.mode)
                for i in range(0, len(self.ops), chunk)]

    def arg(self, name, t):
        md = self.mode3 if len(t.shape) == 3 else self.mode
        self.args.append((name, t, ttype(t.kind, t.shape, self.dt, md)))
        return name

    def typ(self, name):
        return {a[0]: a[2] for a in self.args}[name]

    def out_type(self, kind, shape):
        md = self.mode3 if len(shape) == 3 else self.mode
        return ttype(placeholder_kind(kind, len(shape)), shape, self.dt, md)

    def add(self, label, operands, text, shape, kind, ref, tols=None, **kw):
        """text: the op with {ins} for the operands' uses and {types};
        tols: (rtol, atol) instead of harness.tol's."""
        v = f"%v{len(self.ops)}"
        ot = self.out_type(kind, shape)
        ins = ", ".join("%" + o for o in operands)
        types = ", ".join(self.typ(o) for o in operands)
        body = [f"{v} = " + text.format(ins=ins, types=types) + f" -> {ot}"]
        rtol, atol = tols or tol(self.dt)
        exp = expect(kind, np.asarray(ref), self.dt, rtol, atol, **kw)
        self.ops.append(Op(label, list(operands), body, [(v, ot)],
                           [(label, exp)]))


def errstate():
    return np.errstate(all="ignore")


# --------------------------------------------------------------------------
# Binary: elemwise_add / sub / mul / div
# --------------------------------------------------------------------------

BINARY = {
    "elemwise_add": np.add, "elemwise_sub": np.subtract,
    "elemwise_mul": np.multiply, "elemwise_div": np.divide,
}


def binary_kind(op, lk, rk):
    """MXNet's FInferStorageType; returns (result kind, specialized?)."""
    if op in ("elemwise_add", "elemwise_sub"):      # PreferDenseStorageType
        if lk == rk:
            return lk, True
        if D in (lk, rk):
            return D, True
        return D, False
    if op == "elemwise_mul":                        # PreferSparseStorageType
        if lk == rk:
            return lk, True
        if D in (lk, rk):
            return (rk if lk == D else lk), True
        return D, False
    # elemwise_div: SparseSparseWithDenseResult
    if D in (lk, rk) or (lk, rk) == (R, R):
        return D, True
    return D, False


def binary_expect(op, L, Rr, dt):
    """(kind, dense reference, structure kwargs, specialized?)."""
    kind, spec = binary_kind(op, L.kind, Rr.kind)
    l, r = L.dense(), Rr.dense()
    with errstate():
        ref = BINARY[op](l, r)
    kw = {}
    if op == "elemwise_mul" and kind != D and D in (L.kind, Rr.kind):
        # Only the sparse operand's stored positions are computed.
        s = L if L.kind != D else Rr
        ref = np.where(stored_mask(s), ref, np.zeros((), dt))
        kw = structure_expect(kind, s)
    elif kind == R:
        kw = {"rows": exact(L.row_set() | Rr.row_set())}
    elif kind == C:
        if spec:
            kw = {"entries": exact(nz_entries(ref))}   # exact zeros dropped
    return kind, ref, kw, spec


def plant_cancellations(a, b):
    """Makes some stored values of b cancel a's (a - b == 0, a + b == 0)."""
    if a.kind == R:
        common = sorted(a.row_set() & b.row_set())
        ia = {int(x): i for i, x in enumerate(a.indices)}
        ib = {int(x): i for i, x in enumerate(b.indices)}
        if len(common) >= 2:
            b.data[ib[common[0]]] = a.data[ia[common[0]]]
            b.data[ib[common[1]]] = -a.data[ia[common[1]]]
    else:
        common = sorted(a.entry_set() & b.entry_set())
        pa = {e: k for k, e in enumerate(_entries(a))}
        pb = {e: k for k, e in enumerate(_entries(b))}
        for j, e in enumerate(common[:6]):
            b.data[pb[e]] = a.data[pa[e]] * (1 if j % 2 else -1)


def _entries(t):
    out = []
    for r in range(t.shape[0]):
        for k in range(t.indptr[r], t.indptr[r + 1]):
            out.append((r, int(t.indices[k])))
    return out


def with_nonfinite_at_zeros(rng, d, sparse):
    """A copy of dense tensor d with NaN/Inf where `sparse` stores nothing."""
    a = d.dense().copy()
    free = np.argwhere(~stored_mask(sparse))
    if len(free):
        for j, pos in enumerate(free[rng.choice(len(free), min(4, len(free)),
                                                replace=False)]):
            a[tuple(pos)] = (np.nan, np.inf, -np.inf)[j % 3]
    return Tensor.from_dense(a)


def binary_inputs(rng, k, i_d, dens, dt):
    """Two operands ("a" and "b") of every kind (2-D and 3-D), some stored
    values of the sparse pairs cancelling; registered as args of k."""
    shp, shp3 = shapes(dens)
    xs = {}
    for side in "ab":
        xs[D + side] = make(rng, D, shp, dens, dt)
        xs[R + side] = rand_rsp(rng, shp, dens, dt, stored_zero_row=True)
        xs[C + side] = rand_csr(rng, shp, dens, dt, stored_zeros=(i_d == 2))
        xs["R3" + side] = rand_rsp(rng, shp3, dens, dt)
        xs["D3" + side] = make(rng, D, shp3, dens, dt)
    plant_cancellations(xs[R + "a"], xs[R + "b"])
    plant_cancellations(xs[C + "a"], xs[C + "b"])
    return xs, {key: k.arg(key, t) for key, t in xs.items()}


BINARY_PAIRS = [(lk + "a", rk + "b") for lk in (D, R, C) for rk in (D, R, C)] + \
    [("R3a", "R3b"), ("D3a", "R3b"), ("R3a", "D3b")]


def binary_label(op, L, Rr, kind, spec):
    return (f"{op} {L.kind},{Rr.kind} -> {kind}"
            f"{' 3-D' if len(L.shape) == 3 else ''}"
            f"{'' if spec else ' (fallback)'}"
            f" ({L.describe()}, {Rr.describe()})")


def cases_binary(rng):
    runs = []
    for i_d, dens, i_t, dt, mode in grid():
        k = Kernel(dt, mode, "mixed" if i_t == 1 else mode)
        xs, names = binary_inputs(rng, k, i_d, dens, dt)
        # Dense operands with NaN/Inf at the structural zeros of the sparse one
        # (for the products that must ignore them).
        for sk in (R, C, "R3"):
            dkey = "D3a" if sk == "R3" else D + "a"
            t = with_nonfinite_at_zeros(rng, xs[dkey], xs[sk + "b"])
            names["N" + sk] = k.arg("N" + sk, t)
            xs["N" + sk] = t
        for op in BINARY:
            for lkey, rkey in BINARY_PAIRS:
                L, Rr = xs[lkey], xs[rkey]
                if op == "elemwise_mul" and (L.kind == D) != (Rr.kind == D):
                    # the dense side carries NaN/Inf at the sparse side's zeros
                    sk = rkey[:-1] if L.kind == D else lkey[:-1]
                    if L.kind == D:     # N* hold NaN/Inf at the zeros of sk + "b"
                        lkey = "N" + sk
                    else:
                        rkey = "N" + sk
                        lkey = sk + "b"
                    L, Rr = xs[lkey], xs[rkey]
                kind, ref, kw, spec = binary_expect(op, L, Rr, dt)
                label = binary_label(op, L, Rr, kind, spec)
                k.add(label, [names[lkey], names[rkey]],
                      f"stype.{op} {{ins}} : {{types}}", L.shape, kind, ref, **kw)
        runs += k.runs(tag(dens, dt, mode))
    return runs


# --------------------------------------------------------------------------
# Scalar ops
# --------------------------------------------------------------------------

def _cmp(f):
    return lambda x, s: f(x, s).astype(x.dtype)


SCALAR = {
    # op: (f, rule, scalars)
    "mul_scalar": (np.multiply, "keep", (2.5, float("nan"), 0.0)),
    "div_scalar": (np.divide, "keep", (4.0, 0.0)),
    "plus_scalar": (np.add, "zero", (0.0, 1.5)),
    "minus_scalar": (np.subtract, "zero", (0.0, -2.0)),
    "rminus_scalar": (lambda x, s: s - x, "dense", (1.0,)),
    "rdiv_scalar": (lambda x, s: s / x, "dense", (2.0,)),
    "equal_scalar": (_cmp(np.equal), "cmp", (0.5, 0.0)),
    "not_equal_scalar": (_cmp(np.not_equal), "cmp", (0.0, 0.5)),
    "greater_scalar": (_cmp(np.greater), "cmp", (0.5, -0.5)),
    "greater_equal_scalar": (_cmp(np.greater_equal), "cmp", (0.5, 0.0)),
    "lesser_scalar": (_cmp(np.less), "cmp", (-0.5, 0.5)),
    "lesser_equal_scalar": (_cmp(np.less_equal), "cmp", (-0.5, 0.0)),
}


def scalar_kind(f, rule, kind, s, dt):
    """MXNet's rule: (result kind, specialized?)."""
    if kind == D:
        return D, True
    if rule == "keep":
        return kind, True
    if rule == "zero":
        return (kind if s == 0 else D), True
    if rule == "dense":
        return D, False
    zero = f(np.zeros(1, dt), dt.type(s))[0]
    return (kind, True) if zero == 0 else (D, False)


def with_halves(rng, t, dt):
    """t with some stored values set to 0.5 (for the comparisons)."""
    if t.kind == D:
        a = t.dense().copy()
        nz = np.argwhere(a != 0)
        for pos in nz[:3]:
            a[tuple(pos)] = 0.5
        return Tensor.from_dense(a)
    if t.data.size:
        t.data.reshape(-1)[: min(3, t.data.size)] = 0.5
    return t


def inputs_by_kind(rng, dens, dt):
    shp, shp3 = shapes(dens)
    return [(D, make(rng, D, shp, dens, dt)),
            (R, rand_rsp(rng, shp, dens, dt, stored_zero_row=True)),
            (C, rand_csr(rng, shp, dens, dt, stored_zeros=(dens == 0.5))),
            ("R3", rand_rsp(rng, shp3, dens, dt))]


def fmt_f64(s):
    if np.isnan(s):
        return "0x7FF8000000000000"
    return repr(float(s))


def add_value_map(k, what, op_text, arg, t, kind, full, spec):
    """Adds a value-map op (unary, scalar, clip) on tensor t: `full` is f over
    the dense value; a kept sparse kind stores f at t's positions only."""
    if kind == t.kind and t.kind != D:
        ref = np.where(stored_mask(t), full, np.zeros((), t.dtype))
    else:
        ref = full
    label = (f"{what} {t.kind}{' 3-D' if len(t.shape) == 3 else ''} -> {kind}"
             f"{'' if spec else ' (fallback)'} ({t.describe()})")
    k.add(label, [arg], op_text, t.shape, kind, ref,
          **structure_expect(kind, t))


def cases_scalar(rng):
    runs = []
    for i_d, dens, i_t, dt, mode in grid():
        dt = np.dtype(dt)
        k = Kernel(dt, mode, "mixed" if i_t == 1 else mode)
        xs = [(key, with_halves(rng, t, dt)) for key, t in inputs_by_kind(rng, dens, dt)]
        for key, t in xs:
            k.arg("x" + key, t)
        for op, (f, rule, scalars) in SCALAR.items():
            for s in scalars:
                for key, t in xs:
                    kind, spec = scalar_kind(f, rule, t.kind, s, dt)
                    with errstate():
                        full = f(t.dense(), dt.type(s)).astype(dt)
                    attr = f"{{{{scalar = {fmt_f64(s)} : f64}}}}"
                    add_value_map(k, f"{op} scalar={s:g}",
                                  f"stype.{op} {{ins}} {attr} : {{types}}",
                                  "x" + key, t, kind, full, spec)
        runs += k.runs(tag(dens, dt, mode))
    return runs


# --------------------------------------------------------------------------
# Unary ops and clip
# --------------------------------------------------------------------------

def mx_round(x):
    """MXNet's round: halves away from zero."""
    a = x.astype(np.float64)
    return (np.sign(a) * np.floor(np.abs(a) + 0.5)).astype(x.dtype)


def mx_sign(x):
    return np.where(x < 0, -1, np.where(x > 0, 1, 0)).astype(x.dtype)


def mx_relu(x):
    return np.where(np.isnan(x) | (x > 0), x, 0).astype(x.dtype)


ZERO_PRESERVING = {
    "relu": mx_relu, "negative": np.negative, "abs": np.abs, "sign": mx_sign,
    "round": mx_round, "rint": np.rint, "ceil": np.ceil, "floor": np.floor,
    "trunc": np.trunc, "fix": np.fix, "square": np.square, "sqrt": np.sqrt,
    "cbrt": np.cbrt, "sin": np.sin, "tan": np.tan, "arcsin": np.arcsin,
    "arctan": np.arctan, "degrees": np.degrees, "radians": np.radians,
    "sinh": np.sinh, "tanh": np.tanh, "arcsinh": np.arcsinh,
    "arctanh": np.arctanh, "expm1": np.expm1, "log1p": np.log1p,
    "identity": lambda x: x,
}

NOT_ZERO_PRESERVING = {
    "cos": np.cos, "cosh": np.cosh, "arccos": np.arccos, "arccosh": np.arccosh,
    "exp": np.exp, "log": np.log, "log2": np.log2, "log10": np.log10,
    "rsqrt": lambda x: 1 / np.sqrt(x),
    "sigmoid": lambda x: 1 / (1 + np.exp(-x)),
    "softsign": lambda x: x / (1 + np.abs(x)),
    "reciprocal": lambda x: 1 / x,
}

ROUNDING = ("round", "rint", "ceil", "floor", "trunc", "fix")

CLIPS = [(-0.5, 0.5), (0.0, 0.0), (0.2, 0.8), (-0.8, -0.1), (0.3, -0.3)]


def halves(t):
    """t with values scaled to +-[0, 4] and rounded to multiples of 0.5, so
    that rounding ops meet exact halves."""
    scale = lambda v: np.round(v * 8) / 2  # noqa: E731
    if t.kind == D:
        return Tensor.from_dense(scale(t.dense()).astype(t.dtype))
    u = Tensor(t.kind, t.shape, t.dtype, indices=t.indices, indptr=t.indptr,
               data=scale(t.data).astype(t.dtype))
    return u


def map_kernels(rng):
    """Per (density, dtype) of the grid: (kernel, dtype, run tag, inputs of
    every kind); the inputs are not registered as args yet."""
    for i_d, dens, i_t, dt, mode in grid():
        dt = np.dtype(dt)
        k = Kernel(dt, mode, "mixed" if i_t == 1 else mode)
        yield k, dt, tag(dens, dt, mode), inputs_by_kind(rng, dens, dt)


def add_unary_ops(k, dt, xs, hs, zero_preserving, not_zero_preserving,
                  rounding):
    """Every unary op on every input kind (args "x<kind>", or the halves
    "h<kind>" for the ops in `rounding`): a zero-preserving op keeps the
    kind, the others give default (a dense fallback for sparse inputs)."""
    ops = [(n, f, True) for n, f in zero_preserving.items()] + \
          [(n, f, False) for n, f in not_zero_preserving.items()]
    for name, f, zp in ops:
        for (key, t), (_, h) in zip(xs, hs):
            src, arg = (h, "h" + key) if name in rounding else (t, "x" + key)
            kind = src.kind if zp else D
            with errstate():
                full = np.asarray(f(src.dense())).astype(dt)
            add_value_map(k, name, f"stype.{name} {{ins}} : {{types}}", arg,
                          src, kind, full, zp or src.kind == D)


def cases_unary(rng):
    runs = []
    for k, dt, run_tag, xs in map_kernels(rng):
        hs = [(key, halves(t)) for key, t in xs]
        for key, t in xs:
            k.arg("x" + key, t)
        for key, t in hs:
            k.arg("h" + key, t)
        add_unary_ops(k, dt, xs, hs, ZERO_PRESERVING, NOT_ZERO_PRESERVING,
                      ROUNDING)
        for lo, hi in CLIPS:
            for key, t in xs:
                keep = lo <= 0 <= hi
                kind = t.kind if keep else D
                x = t.dense()
                # MXNet's formula: x > hi ? hi : (x < lo ? lo : x)
                full = np.where(x > dt.type(hi), dt.type(hi),
                                np.where(x < dt.type(lo), dt.type(lo), x)).astype(dt)
                attr = f"{{{{a_min = {lo!r} : f64, a_max = {hi!r} : f64}}}}"
                add_value_map(k, f"clip [{lo:g}, {hi:g}]",
                              f"stype.clip {{ins}} {attr} : {{types}}", "x" + key,
                              t, kind, full, keep or t.kind == D)
        runs += k.runs(run_tag)
    return runs


# --------------------------------------------------------------------------
# Binary and scatter group (elementwise-binary-scatter.test): maximum,
# minimum, hypot, grad_add, power, scatter ops, quadratic (mxnet-semantics
# §3.2, §3.3, §3.6)
# --------------------------------------------------------------------------

BINARY2 = {
    # MXNet's mshadow_op formulas: NaN in a propagates, NaN in b loses a > b.
    "maximum": lambda a, b: np.where(np.isnan(a) | (a > b), a, b),
    "minimum": lambda a, b: np.where(np.isnan(a) | (a < b), a, b),
    "hypot": np.hypot,
    "grad_add": np.add,
    "power": np.power,                      # 0 ^ 0 = 1
    "scatter_elemwise_div": np.divide,
}


def dense_result_specialized(lk, rk):
    """SparseSparseWithDenseResult: a default operand (MXNet's dense
    FCompute, no warning) or two row_sparse have kernels."""
    return D in (lk, rk) or (lk, rk) == (R, R)


def same_kind_expect(L, Rr, ref):
    """ElemwiseStorageType<2, 1, cpu_only, rsp, csr>: (kind, reference,
    structure kwargs, specialized?); mixed kinds fall back to default."""
    lk, rk = L.kind, Rr.kind
    if lk != rk:
        return D, ref, {}, False
    if lk == R:         # the union of the row sets (rows of zeros kept)
        return R, ref, {"rows": exact(L.row_set() | Rr.row_set())}, True
    if lk == C:         # the union of the entries, exact zeros dropped
        return C, ref, {"entries": exact(nz_entries(ref))}, True
    return D, ref, {}, True


def binary2_expect(op, L, Rr, dt):
    """(kind, reference, structure kwargs, specialized?) from MXNet's rules:
    ElemwiseStorageType<2, 1, cpu_only, rsp, csr> for maximum, minimum,
    hypot and grad_add; SparseSparseWithDenseResult for power;
    StorageTypeRspOrDenseOutput for scatter_elemwise_div."""
    lk, rk = L.kind, Rr.kind
    with errstate():
        ref = BINARY2[op](L.dense(), Rr.dense()).astype(dt)
    if op == "scatter_elemwise_div":
        if lk == R:     # divided at the lhs's stored rows only, 0 elsewhere
            ref = np.where(stored_mask(L), ref, np.zeros((), dt))
            return R, ref, structure_expect(R, L), True
        return D, ref, {}, (lk, rk) == (D, D)
    if op == "power":
        return D, ref, {}, dense_result_specialized(lk, rk)
    return same_kind_expect(L, Rr, ref)


def plant_nans(xs):
    """A NaN in the first stored value of every "a" operand and the last of
    every "b" one (NaN propagation of maximum/minimum from either side)."""
    for key, t in xs.items():
        vals = (t.dense() if t.kind == D else t.data).reshape(-1)
        if vals.size:
            vals[0 if key.endswith("a") else -1] = np.nan


def cases_nan_binary(rng, ops, expect_of):
    """The runs of binary ops on the inputs of each grid point with NaNs
    planted: ops(i_d, i_t) lists (op, its name for expect_of, the operand
    key pairs); expect_of(name, L, Rr, dt) returns (kind, reference,
    structure kwargs, specialized?)."""
    runs = []
    for i_d, dens, i_t, dt, mode in grid():
        k = Kernel(dt, mode, "mixed" if i_t == 1 else mode)
        xs, names = binary_inputs(rng, k, i_d, dens, dt)
        plant_nans(xs)
        for op, name, pairs in ops(i_d, i_t):
            for lkey, rkey in pairs:
                L, Rr = xs[lkey], xs[rkey]
                kind, ref, kw, spec = expect_of(name, L, Rr, dt)
                k.add(binary_label(op, L, Rr, kind, spec),
                      [names[lkey], names[rkey]],
                      f"stype.{op} {{ins}} : {{types}}", L.shape, kind, ref,
                      **kw)
        runs += k.runs(tag(dens, dt, mode))
    return runs


def cases_binary2(rng):
    return cases_nan_binary(
        rng, lambda i_d, i_t: [(op, op, BINARY_PAIRS) for op in BINARY2],
        binary2_expect)


SCATTER_SCALAR = {"scatter_plus_scalar": np.add,
                  "scatter_minus_scalar": np.subtract}

# (a, b, c): c == 0 keeps a csr input csr.
QUADRATIC = [(1.0, -2.0, 0.0), (0.5, 1.0, 0.25), (-2.0, 0.0, 0.0)]


def cases_maps2(rng):
    runs = []
    for k, dt, run_tag, xs in map_kernels(rng):
        for key, t in xs:
            k.arg("x" + key, t)
        for op, f in SCATTER_SCALAR.items():
            for s in (1.5, 0.0, float("nan")):
                for key, t in xs:
                    # The kind is kept; only the stored values change (the
                    # structural zeros stay 0: add_value_map masks `full`).
                    with errstate():
                        full = f(t.dense(), dt.type(s)).astype(dt)
                    attr = f"{{{{scalar = {fmt_f64(s)} : f64}}}}"
                    add_value_map(k, f"{op} scalar={s:g}",
                                  f"stype.{op} {{ins}} {attr} : {{types}}",
                                  "x" + key, t, t.kind, full, True)
        for a, b, c in QUADRATIC:
            for key, t in xs:
                x = t.dense()
                full = (x * (dt.type(a) * x + dt.type(b)) + dt.type(c)).astype(dt)
                keep = t.kind == C and c == 0
                kind = t.kind if keep else D
                attr = f"{{{{a = {a!r} : f64, b = {b!r} : f64, c = {c!r} : f64}}}}"
                add_value_map(k, f"quadratic a={a:g} b={b:g} c={c:g}",
                              f"stype.quadratic {{ins}} {attr} : {{types}}",
                              "x" + key, t, kind, full, keep or t.kind == D)
        runs += k.runs(run_tag)
    return runs


# --------------------------------------------------------------------------
# Backward of the unary functions (`<f>_grad`, MXNet's `_backward_<f>`):
# lhs * grad(rhs) with mshadow_op's `*_grad` formulas
# --------------------------------------------------------------------------

def _relu_grad(x):
    return np.where(np.isnan(x), x, np.where(x > 0, 1, 0)).astype(x.dtype)


def _c(x, v):
    return x.dtype.type(v)


# name: (grad(x), MXNet's macro: True = _WITH_SPARSE_CPU, False = _DR)
BACKWARD = {
    "relu": (_relu_grad, True),
    "sigmoid": (lambda x: x * (_c(x, 1) - x), True),
    "abs": (mx_sign, True),
    "sign": (lambda x: np.zeros_like(x), True),
    "square": (lambda x: _c(x, 2) * x, True),
    "cos": (lambda x: -np.sin(x), True),
    "cosh": (np.sinh, True),
    "log": (lambda x: _c(x, 1) / x, False),
    "log10": (lambda x: _c(x, 1 / np.log(10)) / x, False),
    "log2": (lambda x: _c(x, 1 / np.log(2)) / x, False),
    "log1p": (lambda x: _c(x, 1) / (_c(x, 1) + x), False),
    "expm1": (np.exp, False),
    "sqrt": (lambda x: _c(x, 0.5) / x, False),
    "rsqrt": (lambda x: _c(x, -0.5) / (np.sqrt(x) * x), False),
    "cbrt": (lambda x: _c(x, 1) / (_c(x, 3) * x * x), False),
    "sin": (np.cos, False),
    "tan": (lambda x: x * x + _c(x, 1), False),
    "arcsin": (lambda x: _c(x, 1) / np.sqrt(_c(x, 1) - x * x), False),
    "arccos": (lambda x: _c(x, -1) / np.sqrt(_c(x, 1) - x * x), False),
    "arctan": (lambda x: _c(x, 1) / (x * x + _c(x, 1)), False),
    "degrees": (lambda x: np.full_like(x, 180 / np.pi), False),
    "radians": (lambda x: np.full_like(x, np.pi / 180), False),
    "sinh": (np.cosh, False),
    "tanh": (lambda x: _c(x, 1) - x * x, False),
    "arcsinh": (lambda x: _c(x, 1) / np.hypot(x, _c(x, 1)), False),
    "arccosh": (lambda x: _c(x, 1) / np.sqrt(x * x - _c(x, 1)), False),
    "arctanh": (lambda x: _c(x, 1) / (_c(x, 1) - x * x), False),
}

# Every pair for one op of each rule; the others run the three same-kind
# pairs (every kernel class of their rule) and one other pair in rotation.
BACKWARD_ALL_PAIRS = ("relu", "sqrt")
BACKWARD_SAME = [(D + "a", D + "b"), (R + "a", R + "b"), (C + "a", C + "b")]
BACKWARD_ROTATING = [p for p in BINARY_PAIRS if p not in BACKWARD_SAME]


def backward_expect(name, L, Rr, dt):
    """(kind, reference, structure kwargs, specialized?) from MXNet's rules:
    ElemwiseStorageType<2, 1, cpu_only, rsp, csr> (`_WITH_SPARSE_CPU`) or
    SparseSparseWithDenseResult (`_DR`)."""
    grad, sparse = BACKWARD[name]
    with errstate():
        ref = (L.dense() * grad(Rr.dense())).astype(dt)
    if not sparse:
        return D, ref, {}, dense_result_specialized(L.kind, Rr.kind)
    return same_kind_expect(L, Rr, ref)


def cases_backward(rng):
    def ops(i_d, i_t):
        for i, name in enumerate(BACKWARD):
            pairs = BINARY_PAIRS if name in BACKWARD_ALL_PAIRS else \
                BACKWARD_SAME + [BACKWARD_ROTATING[(i + i_d + 3 * i_t) %
                                                   len(BACKWARD_ROTATING)]]
            yield f"{name}_grad", name, pairs
    return cases_nan_binary(rng, ops, backward_expect)


# --------------------------------------------------------------------------
# Ste and gamma group (elementwise-ste-gamma.test, mxnet-semantics §3.4):
# the straight-through estimators round_ste / sign_ste, the identity-like
# block_grad / make_loss, zeros_like, gamma / gammaln and their backward ops
# gamma_grad / gammaln_grad
# (MXNet's _backward_gamma / _backward_gammaln: gamma(x) * psi(x), psi(x))
# --------------------------------------------------------------------------

def mx_psi(x):
    """MXNet's digamma (cephes psi): DBL_MAX at the poles (x <= 0 an
    integer; +Inf once converted to f32), scipy.special.psi elsewhere."""
    a = x.astype(np.float64)
    with errstate():
        v = scipy.special.psi(a)
        pole = (a <= 0) & (np.floor(a) == a)
        v = np.where(pole, np.finfo(np.float64).max, v)
        return v.astype(x.dtype)


def mx_gamma(x):
    """The C library's tgamma (MXNet's math::tgamma): as scipy's gamma, but
    tgamma(-0) = -Inf (scipy gives +Inf)."""
    a = x.astype(np.float64)
    with errstate():
        g = scipy.special.gamma(a)
        return np.where(a == 0, np.copysign(np.inf, a), g).astype(x.dtype)


def mx_gammaln(x):
    with errstate():
        return scipy.special.gammaln(x.astype(np.float64)).astype(x.dtype)


ZERO_PRESERVING3 = {
    "round_ste": mx_round, "sign_ste": mx_sign,
    "block_grad": lambda x: x, "make_loss": lambda x: x,
}
NOT_ZERO_PRESERVING3 = {"gamma": mx_gamma, "gammaln": mx_gammaln}


def _gamma_grad(x):
    with errstate():
        return mx_gamma(x) * mx_psi(x)


BACKWARD3 = {"gamma": _gamma_grad, "gammaln": mx_psi}


def with_nan(t):
    """A copy of t whose first stored value is NaN (zeros_like must not read
    the values)."""
    if t.kind == D:
        a = t.dense().copy()
        a.reshape(-1)[:1] = np.nan
        return Tensor.from_dense(a)
    data = t.data.copy()
    data.reshape(-1)[:1] = np.nan
    return Tensor(t.kind, t.shape, t.dtype, indices=t.indices,
                  indptr=t.indptr, data=data)


def cases_unary3(rng):
    runs = []
    for k, dt, run_tag, xs in map_kernels(rng):
        hs = [(key, halves(t)) for key, t in xs]
        ns = [(key, with_nan(t)) for key, t in xs]
        for key, t in xs:
            k.arg("x" + key, t)
        for key, t in hs:
            k.arg("h" + key, t)
        for key, t in ns:
            k.arg("n" + key, t)
        add_unary_ops(k, dt, xs, hs, ZERO_PRESERVING3, NOT_ZERO_PRESERVING3,
                      ("round_ste",))
        # zeros_like: the kind is kept, nothing is stored, NaN is not read.
        for key, t in ns:
            label = (f"zeros_like {t.kind}{' 3-D' if len(t.shape) == 3 else ''}"
                     f" -> {t.kind} ({t.describe()})")
            kw = {R: {"rows": exact(set())}, C: {"entries": exact(set())},
                  D: {}}[t.kind]
            k.add(label, ["n" + key], "stype.zeros_like {ins} : {types}",
                  t.shape, t.kind, np.zeros(t.shape, dt), **kw)
        runs += k.runs(run_tag)
    return runs


def cases_backward3(rng):
    runs = []
    for i_d, dens, i_t, dt, mode in grid():
        k = Kernel(dt, mode, "mixed" if i_t == 1 else mode)
        xs, names = binary_inputs(rng, k, i_d, dens, dt)
        for name, grad in BACKWARD3.items():
            for lkey, rkey in BINARY_PAIRS:
                L, Rr = xs[lkey], xs[rkey]
                with errstate():
                    ref = (L.dense() * grad(Rr.dense())).astype(dt)
                spec = dense_result_specialized(L.kind, Rr.kind)
                op = f"{name}_grad"
                k.add(binary_label(op, L, Rr, D, spec),
                      [names[lkey], names[rkey]],
                      f"stype.{op} {{ins}} : {{types}}", L.shape, D, ref)
        runs += k.runs(tag(dens, dt, mode))
    return runs


# digamma accuracy (stype's own; MXNet uses cephes): |psi - scipy| <=
# DIGAMMA_TOL * max(1, |psi|) (absolute near the root 1.4616, relative
# elsewhere).  Poles give MXNet's DBL_MAX (+Inf in f32).  scipy's psi is
# itself off by up to ~1.1e-13 (relative) next to the negative poles, hence
# 2e-13 for f64;
# against mpmath (where installed) stype's f64 digamma must be within 4e-15.
DIGAMMA_TOL = {np.dtype(np.float64): 2e-13, np.dtype(np.float32): 2e-6}
DIGAMMA_MPMATH_TOL = 4e-15


def digamma_points(rng, dt):
    """Points over [-30, 60]: random, next to the negative poles, the poles
    themselves, tiny, near the root and the recurrence threshold 10, large,
    NaN and +-Inf."""
    pts = [rng.uniform(-30, 60, 400), rng.uniform(0, 3, 100),
           np.arange(-30, 1) + 1e-3, np.arange(-30, 1) - 1e-3,
           np.arange(-30, 1) + 0.5, np.arange(-10, 1, dtype=np.float64),
           [1e-8, 1e-4, 1.4616321449683622, 9.999, 10.0, 10.001, 1e3, 1e6,
            1e15, 1.0, 2.0, 3.0, 0.5, np.nan, np.inf, -np.inf]]
    return np.concatenate([np.asarray(p, np.float64) for p in pts]).astype(dt)


def cases_digamma(rng):
    runs = []
    for dt in (np.float32, np.float64):
        dt = np.dtype(dt)
        k = Kernel(dt, "dynamic", "dynamic")
        x = digamma_points(rng, dt)
        ones = np.ones_like(x)
        k.arg("ones", Tensor.from_dense(ones))
        k.arg("x", Tensor.from_dense(x))
        ref = mx_psi(x)
        t = DIGAMMA_TOL[dt]
        k.add(f"digamma vs scipy.special.psi {dt} ({len(x)} points in "
              f"[-30, 1e15], poles, NaN, +-Inf; tol {t:g})",
              ["ones", "x"], "stype.gammaln_grad {ins} : {types}", x.shape, D,
              ref, tols=(t, t))
        if mpmath is not None and dt == np.float64:
            exact_ref = np.array([
                v if not np.isfinite(xi) or ((xi <= 0) and np.floor(xi) == xi)
                else float(mpmath.digamma(mpmath.mpf(float(xi))))
                for xi, v in zip(x, ref)])
            t = DIGAMMA_MPMATH_TOL
            k.add(f"digamma vs mpmath {dt} ({len(x)} points; tol {t:g})",
                  ["ones", "x"], "stype.gammaln_grad {ins} : {types}",
                  x.shape, D, exact_ref, tols=(t, t))
        runs += k.runs(f"digamma {dt}")
    return runs


GROUPS = {"binary": cases_binary, "scalar": cases_scalar, "unary": cases_unary,
          "binary2": cases_binary2, "maps2": cases_maps2,
          "backward": cases_backward, "unary3": cases_unary3,
          "backward3": cases_backward3, "digamma": cases_digamma}


def main():
    return harness.run_driver(__doc__, "group", sorted(GROUPS), run_group,
                              lambda args: f"elementwise {args.group}")


def run_group(args, ctx, rng):
    runs = GROUPS[args.group](rng)
    print(f"# {args.group}: {len(runs)} stype-run calls, seed={args.seed}, "
          f"files in {ctx.tmp}")
    return harness.execute(ctx, runs, args.jobs)


if __name__ == "__main__":
    sys.exit(main())
