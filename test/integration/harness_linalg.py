#!/usr/bin/env python3
"""Execution tests of dot, cast_storage and the combining ops (where,
broadcast_*, add_n, concat) against numpy/scipy references written from
MXNet's semantics (/work/shared/mxnet-semantics.md §1, §2, §3.1, §3.6), never
from stype's code.

    harness_linalg.py OP --seed N [--stype-run PATH] [-j JOBS] [--keep]

OP is one of dot_full, dot_determinism, conversion_full, combine,
batch_dot.  Inputs,
kernels, checks and the report format are harness.py's (imported as a
library): each result is one case with its storage kind, shape, dtype,
stored structure and values checked; a summary `N cases, M mismatches`.
"""

import itertools
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness as H  # noqa: E402

D, R, C = H.D, H.R, H.C
KINDS = (D, C, R)
# Tolerances asked for by MXNet's test_sparse_dot (f32) and tighter for f64.
DOT_TOL = {np.dtype(np.float32): (1e-3, 1e-4), np.dtype(np.float64): (1e-10, 1e-10)}


def nz_rows(a):
    """harness.nz_rows, also for arrays without rows (its reshape(-1) fails
    on them)."""
    return set() if a.shape[0] == 0 else H.nz_rows(a)


def f64(t):
    return t.dense().astype(np.float64)


def ttype(kind, shape, dtype, mode):
    """harness.ttype, plus row_sparse of rank 4 and 5 (inline encoding)."""
    if kind == R and len(shape) > 3:
        dims = "x".join(["?"] * len(shape) if mode == "dynamic"
                        else [str(d) for d in shape])
        names = [f"d{i}" for i in range(len(shape))]
        lv = ", ".join([f"{names[0]} : compressed"] +
                       [f"{n} : dense" for n in names[1:]])
        enc = (f"#sparse_tensor.encoding<{{ map = ({', '.join(names)}) -> ({lv}),"
               f" posWidth = 64, crdWidth = 64 }}>")
        return f"tensor<{dims}x{H.dtname(dtype)}, {enc}>"
    return H.ttype(kind, shape, dtype, mode)


def arg(name, t, mode):
    return (name, t, ttype(t.kind, t.shape, t.dtype, mode))


def simple_op(label, name, text, args, rtype, exp, sep=" -> "):
    """One op `%name = <text><sep><rtype>` (text has the operands)."""
    return H.Op(label, args, [f"%{name} = {text}{sep}{rtype}"],
                [(f"%{name}", rtype)], [(label, exp)])


def cast_op(label, name, src_name, src_type, dst_type, exp):
    return simple_op(label, name, f"stype.cast_storage %{src_name} : {src_type} to",
                     [src_name], dst_type, exp, sep=" ")


def result_type(kind, shape, dt, mode):
    """The result type written in the kernel: a placeholder kind that differs
    from the expected one, so storage inference must rewrite it."""
    return ttype(H.placeholder_kind(kind, len(shape)), shape, dt, mode)


# --------------------------------------------------------------------------
# dot: every (lhs, rhs, forward_stype) in {D, C, R}^2 x {None, D, C, R} and
# every (transpose_a, transpose_b)
# --------------------------------------------------------------------------


def mx_dot_kind(lk, rk, ta, tb, hint):
    """DotForwardInferStorageType (mxnet-semantics §3.1): the hint when given,
    else csr^T x {D, R} -> R, D x C (no transpose_a) -> C, else D."""
    if hint:
        return hint
    if lk == C and rk in (D, R) and ta and not tb:
        return R
    if lk == D and rk == C and not ta:
        return C
    return D


def dot_structure(lk, rk, ta, tb, kind, L, ref):
    """The stored rows / entries MXNet defines for this result."""
    if kind == R:
        if lk == C and ta and not tb and rk == D:
            # MXNet's kernel: rows = the column ids present in lhs.
            return {"rows": H.exact(set(int(c) for c in L.indices))}
        if lk == C and ta and not tb and rk == R:
            # MXNet stores rows among the column ids of lhs; at least the
            # non-zero rows.
            return {"rows": (nz_rows(ref), set(int(c) for c in L.indices))}
        return {"rows": H.exact(nz_rows(ref))}   # fallback: cast of dense
    if kind == C:
        if lk == D and rk == C and not ta and not tb:
            return None  # filled in by the caller (needs rhs)
        return {"entries": H.exact(H.nz_entries(ref))}
    return {}


def cases_dot_full(rng):
    runs = []
    for i_d, dens, i_t, dt, mode in H.grid():
        m, k, n = (12, 150, 6) if dens == 0.01 else (7, 9, 5)
        rt, at = DOT_TOL[np.dtype(dt)]
        ttag = H.tag(dens, dt, mode)
        # Operands of each kind in both orientations.
        lhs, rhs = {}, {}
        for kind in KINDS:
            for ta in (0, 1):
                shp = (k, m) if ta else (m, k)
                lhs[kind, ta] = H.make(rng, kind, shp, dens if kind != D else 1.0,
                                       dt, **({"stored_zeros": i_d == 2} if kind == C else {}))
            for tb in (0, 1):
                shp = (n, k) if tb else (k, n)
                dn = 0.5 if (kind == R and dens in (0.0, 1.0)) else dens
                kw = {"stored_zero_row": True} if kind == R else (
                    {"stored_zeros": i_d == 2} if kind == C else {})
                rhs[kind, tb] = H.make(rng, kind, shp, dn if kind != D else 1.0,
                                       dt, **kw)
        for lk in KINDS:
            args, ops = [], []
            for ta in (0, 1):
                args.append(arg(f"L{ta}", lhs[lk, ta], mode))
            for rk in KINDS:
                for tb in (0, 1):
                    args.append(arg(f"R{H.SHORT[rk]}{tb}", rhs[rk, tb], mode))
            for rk, ta, tb, hint in itertools.product(KINDS, (0, 1), (0, 1),
                                                      (None, D, C, R)):
                L, Rr = lhs[lk, ta], rhs[rk, tb]
                ref = (f64(L).T if ta else f64(L)) @ (f64(Rr).T if tb else f64(Rr))
                kind = mx_dot_kind(lk, rk, ta, tb, hint)
                kw = dot_structure(lk, rk, ta, tb, kind, L, ref)
                if kw is None:
                    # MXNet's DotDnsCsrCsrImpl: every row stores the sorted
                    # union of rhs's column ids (stored zeros included).
                    ucols = set(int(c) for c in Rr.indices)
                    kw = {"entries": H.exact(set(
                        (i, c) for i in range(m) for c in ucols))}
                exp = H.expect(kind, ref, dt, rt, at, **kw)
                label = (f"dot {lk},{rk} ({'T' if ta else 'F'},{'T' if tb else 'F'})"
                         f" forward_stype={hint or 'None'} -> {kind}")
                name = f"o_{H.SHORT[rk]}{ta}{tb}{H.SHORT[hint] if hint else 'N'}"
                op = H.dot_op(name, (f"L{ta}", lk, L.shape),
                              (f"R{H.SHORT[rk]}{tb}", rk, Rr.shape), ta, tb, hint,
                              (m, n), dt, mode, exp, label)
                ops.append(op)
            runs.append(H.Run(f"lhs {lk} " + ttag, args, ops, mode))
    # Empty operands: no rows in the product, or no contraction.
    for dt in H.DTYPES:
        rt, at = DOT_TOL[np.dtype(dt)]
        args, ops = [], []
        Ce = H.rand_csr(rng, (0, 4), 0.5, dt)      # no rows
        Ct = H.rand_csr(rng, (3, 4), 0.0, dt)      # no entries
        Bd = H.make(rng, D, (4, 2), 1.0, dt)
        B3 = H.make(rng, D, (3, 2), 1.0, dt)
        Ad = H.make(rng, D, (5, 3), 1.0, dt)
        Rz = H.rand_rsp(rng, (3, 2), 0.0, dt)
        for nm, t in (("Ce", Ce), ("Ct", Ct), ("Bd", Bd), ("B3", B3), ("Ad", Ad),
                      ("Rz", Rz)):
            args.append(arg(nm, t, "dynamic"))
        for nm, (ln, L), (rn, Rr), ta, hint in (
                ("e1", ("Ce", Ce), ("Bd", Bd), 0, None),
                ("e2", ("Ct", Ct), ("B3", B3), 1, None),
                ("e3", ("Ct", Ct), ("Rz", Rz), 1, None),
                ("e4", ("Ct", Ct), ("Rz", Rz), 1, D),
                ("e5", ("Ad", Ad), ("Ct", Ct), 0, None),
                ("e6", ("Ad", Ad), ("Ct", Ct), 0, D)):
            ref = (f64(L).T if ta else f64(L)) @ f64(Rr)
            kind = mx_dot_kind(L.kind, Rr.kind, ta, 0, hint)
            kw = {"rows": H.exact(set())} if kind == R else (
                {"entries": H.exact(set())} if kind == C else {})
            label = f"dot empty {L.describe()} x {Rr.describe()} ta={ta} hint={hint} -> {kind}"
            ops.append(H.dot_op(nm, (ln, L.kind, L.shape), (rn, Rr.kind, Rr.shape),
                                ta, 0, hint, ref.shape, dt, "dynamic",
                                H.expect(kind, ref, dt, rt, at, **kw), label))
        runs.append(H.Run(f"empty {H.dtname(dt)}", args, ops, "dynamic"))
    return runs


# --------------------------------------------------------------------------
# dot determinism (MXNet's test_sparse_dot_determinism): two runs, same bytes
# --------------------------------------------------------------------------


def determinism(ctx, rng):
    cases = fails = 0
    for dt in H.DTYPES:
        m, k, n = 64, 300, 16
        Ac = H.rand_csr(rng, (m, k), 0.2, dt)
        Ck = H.rand_csr(rng, (k, n), 0.2, dt)
        Cn = H.rand_csr(rng, (n, k), 0.2, dt)
        Dm = H.make(rng, D, (m, n), 1.0, dt)
        Dk = H.make(rng, D, (m, k), 1.0, dt)
        args = [arg("Ac", Ac, "dynamic"), arg("Ck", Ck, "dynamic"),
                arg("Cn", Cn, "dynamic"), arg("Dm", Dm, "dynamic"),
                arg("Dk", Dk, "dynamic")]
        specs = [("C^T x D -> R", ("Ac", C, Ac.shape), ("Dm", D, Dm.shape), 1, 0, None, R),
                 ("D x C -> C", ("Dk", D, Dk.shape), ("Ck", C, Ck.shape), 0, 0, None, C),
                 ("D x C^T -> D", ("Dk", D, Dk.shape), ("Cn", C, Cn.shape), 0, 1, D, D),
                 ("C^T x D -> D", ("Ac", C, Ac.shape), ("Dm", D, Dm.shape), 1, 0, D, D)]
        ops = []
        for j, (label, l, r, ta, tb, hint, kind) in enumerate(specs):
            L = {"Ac": Ac, "Dk": Dk}[l[0]]
            Rr = {"Dm": Dm, "Ck": Ck, "Cn": Cn}[r[0]]
            ref = (f64(L).T if ta else f64(L)) @ (f64(Rr).T if tb else f64(Rr))
            exp = H.expect(kind, ref, dt, *DOT_TOL[np.dtype(dt)])
            ops.append(H.dot_op(f"det{j}", l, r, ta, tb, hint, ref.shape, dt,
                                "dynamic", exp, label))
        run = H.Run(f"determinism {H.dtname(dt)}", args, ops, "dynamic")
        outs = []
        for rep in range(2):
            tagname = f"det_{H.dtname(dt)}_{rep}"
            err, res = H.invoke(ctx, run, ops, tagname)
            d = os.path.join(ctx.tmp, tagname)
            blobs = [open(os.path.join(d, f"res{i}.out"), "rb").read()
                     for i in range(len(ops))] if err is None else None
            outs.append((err, res, blobs))
        for j, op in enumerate(ops):
            label, exp = op.expects[0]
            name = f"determinism {label} [{H.dtname(dt)}]"
            cases += 1
            msg = outs[0][0] or outs[1][0]
            if msg is None:
                msg = H.check(outs[0][1][j], exp, exp.ref.shape, exp.out_dtype)
            if msg is None and outs[0][2][j] != outs[1][2][j]:
                msg = "two runs gave different bytes"
            if msg:
                fails += 1
                print(f"FAIL {name}: {msg} seed={ctx.seed}")
            else:
                print(f"PASS {name} (bit-identical reruns)")
    return cases, fails


# --------------------------------------------------------------------------
# cast_storage: every direction, 2-D to 5-D row_sparse
# --------------------------------------------------------------------------


def cast_expect(src, dst, dt):
    a = src.dense()
    kw = {}
    if dst == R:
        kw["rows"] = H.exact(src.row_set() if src.kind == R else nz_rows(a))
    if dst == C:
        kw["entries"] = H.exact(src.entry_set() if src.kind == C else H.nz_entries(a))
    return H.expect(dst, a, dt, **kw)


def cases_conversion_full(rng):
    runs = []
    for i_d, dens, i_t, dt, mode in H.grid():
        args, ops = [], []
        # csr <-> row_sparse directly (beyond MXNet), stored zeros included:
        # the result is what a cast through default gives.
        m, n = (120, 30) if dens == 0.01 else (13, 6)
        xr = H.rand_rsp(rng, (m, n), dens, dt, stored_zero_row=True)
        xc = H.rand_csr(rng, (m, n), dens, dt, stored_zeros=True)
        if dens == 1.0:  # rows whose only stored values are zeros
            xc.data[xc.indptr[1]:xc.indptr[2]] = 0
        for nm, src in (("xr", xr), ("xc", xc)):
            args.append(arg(nm, src, mode))
            for dst in KINDS:
                t = ttype(dst, (m, n), dt, mode)
                label = f"cast_storage {src.kind}->{dst} {src.describe()}"
                ops.append(cast_op(label, f"{nm}_{H.SHORT[dst]}", nm,
                                   ttype(src.kind, (m, n), dt, mode), t,
                                   cast_expect(src, dst, dt)))
        # 2-D .. 5-D dense <-> row_sparse.
        for rank in (2, 3, 4, 5):
            shp = (20 if dens == 0.01 else 6,) + (3, 2, 2, 2)[:rank - 1]
            xd = H.Tensor.from_dense(H.rand_dense(rng, shp, dens, dt))
            xs = H.rand_rsp(rng, shp, dens, dt, stored_zero_row=True)
            for nm, src in ((f"d{rank}", xd), (f"r{rank}", xs)):
                args.append(arg(nm, src, mode))
                for dst in (D, R):
                    t = ttype(dst, shp, dt, mode)
                    label = f"cast_storage {src.kind}->{dst} {rank}-D {src.describe()}"
                    ops.append(cast_op(label, f"{nm}_{H.SHORT[dst]}", nm,
                                       ttype(src.kind, shp, dt, mode), t,
                                       cast_expect(src, dst, dt)))
        runs.append(H.Run(H.tag(dens, dt, mode), args, ops, mode))
    # Empty tensors (no rows) in every direction.
    for dt in H.DTYPES:
        args, ops = [], []
        srcs = {D: H.Tensor.from_dense(np.zeros((0, 4), dt)),
                R: H.rand_rsp(rng, (0, 4), 0.5, dt),
                C: H.rand_csr(rng, (0, 4), 0.5, dt)}
        for sk, src in srcs.items():
            nm = f"e{H.SHORT[sk]}"
            args.append(arg(nm, src, "dynamic"))
            for dst in KINDS:
                t = ttype(dst, (0, 4), dt, "dynamic")
                ops.append(cast_op(f"cast_storage empty {sk}->{dst}",
                                   f"{nm}_{H.SHORT[dst]}", nm,
                                   ttype(sk, (0, 4), dt, "dynamic"), t,
                                   cast_expect(src, dst, dt)))
        runs.append(H.Run(f"empty {H.dtname(dt)}", args, ops, "dynamic"))
    return runs


# --------------------------------------------------------------------------
# where, broadcast_*, add_n, concat
# --------------------------------------------------------------------------


def nonzero_values(rng, shape, dt):
    return H.rand_values(rng, int(np.prod(shape)), dt).reshape(shape)


def cases_combine(rng):
    runs = []
    for i_d, dens, i_t, dt, mode in H.grid():
        m, n = (100, 12) if dens == 0.01 else (9, 5)
        rt, at = H.tol(dt, 8)
        ttag = H.tag(dens, dt, mode)

        def E(kind, ref, **kw):
            return H.expect(kind, ref, dt, rt, at, **kw)

        def T(t):
            return ttype(t.kind, t.shape, dt, mode)

        args, ops = [], []
        cc = H.rand_csr(rng, (m, n), dens, dt, stored_zeros=(i_d == 2))
        cr = H.rand_rsp(rng, (m, n), dens, dt)
        x = H.Tensor.from_dense(nonzero_values(rng, (m, n), dt))
        y = H.Tensor.from_dense(nonzero_values(rng, (m, n), dt))
        cd = H.Tensor.from_dense(H.rand_dense(rng, (m, n), dens, dt))
        cv = H.Tensor.from_dense(H.rand_dense(rng, (m,), 0.5, dt, zero_rows=False))
        row = H.Tensor.from_dense(nonzero_values(rng, (1, n), dt))
        col = H.Tensor.from_dense(nonzero_values(rng, (m, 1), dt))
        vec = H.Tensor.from_dense(nonzero_values(rng, (n,), dt))
        for nm, t in (("cc", cc), ("cr", cr), ("x", x), ("y", y), ("cd", cd),
                      ("cv", cv), ("row", row), ("col", col), ("vec", vec)):
            args.append(arg(nm, t, mode))
        # where: cond != 0 ? x : y (NaN counts as non-zero).
        for cn, cond in (("cc", cc), ("cd", cd), ("cr", cr), ("cv", cv)):
            c = cond.dense()
            sel = (c != 0) if c.ndim == 2 else (c != 0)[:, None]
            ref = np.where(sel, f64(x), f64(y))
            rtp = result_type(D, (m, n), dt, mode)
            fb = " (fallback)" if cond.kind == R else ""
            ops.append(simple_op(
                f"where {cond.kind}{cond.shape},{D},{D} -> {D}{fb}", f"w_{cn}",
                f"stype.where %{cn}, %x, %y : {T(cond)}, {T(x)}, {T(y)}",
                [cn, "x", "y"], rtp, E(D, ref)))
        # broadcast_add / sub: (C, D) and (D, C) -> D for vector operands and
        # same-shape ones; (R, D) falls back to D.
        for opn, f in (("broadcast_add", np.add), ("broadcast_sub", np.subtract)):
            for dn, dv in (("row", row), ("col", col), ("vec", vec), ("x", x)):
                for first in (C, D):
                    a, b_ = (("cc", cc), (dn, dv)) if first == C else ((dn, dv), ("cc", cc))
                    ref = f(f64(a[1]), f64(b_[1]))
                    ops.append(simple_op(
                        f"{opn} {a[1].kind}{a[1].shape},{b_[1].kind}{b_[1].shape} -> {D}",
                        f"{opn[10:]}_{a[0]}_{b_[0]}",
                        f"stype.{opn} %{a[0]}, %{b_[0]} : {T(a[1])}, {T(b_[1])}",
                        [a[0], b_[0]], result_type(D, ref.shape, dt, mode), E(D, ref)))
            ref = f(f64(cr), f64(row))
            ops.append(simple_op(f"{opn} {R},{D}(1,N) -> {D} (fallback)",
                                 f"{opn[10:]}_cr_row",
                                 f"stype.{opn} %cr, %row : {T(cr)}, {T(row)}",
                                 ["cr", "row"], result_type(D, ref.shape, dt, mode),
                                 E(D, ref)))
        # broadcast_mul / div: (C, D) -> C touching only the stored entries
        # (MXNet's kernel: v op d at each stored (i, c); unstored stay 0).
        c64 = f64(cc)
        ents = cc.entry_set()
        mask = np.zeros((m, n), bool)
        for (i, j) in ents:
            mask[i, j] = True
        for opn, f in (("broadcast_mul", np.multiply), ("broadcast_div", np.divide)):
            for dn, dv in (("row", row), ("col", col), ("vec", vec), ("x", x)):
                # A same-shape divisor is an error in MXNet; stype divides
                # the stored entries as for the vector forms (documented).
                full = f(c64, np.broadcast_to(f64(dv), (m, n)))
                ref = np.where(mask, full, 0.0)
                exp = E(C, ref, entries=H.exact(ents))
                label = f"{opn} {C},{D}{dv.shape} -> {C} (stored entries)"
                ops.append(simple_op(label, f"{opn[10:]}_cc_{dn}",
                                     f"stype.{opn} %cc, %{dn} : {T(cc)}, {T(dv)}",
                                     ["cc", dn], result_type(C, (m, n), dt, mode), exp))
            # (D, C): not MXNet's kernel form: fallback, default result.
            ref = f(f64(x), c64) if opn == "broadcast_mul" else f(f64(cc), f64(x))
            a, b_ = (("x", x), ("cc", cc)) if opn == "broadcast_mul" else (("cc", cc), ("x", x))
            if opn == "broadcast_div":
                # (C, D same shape) is covered above; use (D, D) here.
                a, b_ = ("y", y), ("x", x)
                ref = f(f64(y), f64(x))
            ops.append(simple_op(f"{opn} {a[1].kind},{b_[1].kind} -> {D}",
                                 f"{opn[10:]}_{a[0]}_{b_[0]}",
                                 f"stype.{opn} %{a[0]}, %{b_[0]} : {T(a[1])}, {T(b_[1])}",
                                 [a[0], b_[0]], result_type(D, (m, n), dt, mode),
                                 E(D, ref)))
        runs.append(H.Run("where/broadcast " + ttag, args, ops, mode))

        # add_n and concat.
        args, ops = [], []
        rs = [H.rand_rsp(rng, (m, n), dens, dt, stored_zero_row=True) for _ in range(5)]
        shp3 = (m, 2, 3)
        r3 = [H.rand_rsp(rng, shp3, dens, dt, stored_zero_row=True) for _ in range(3)]
        cs = [H.rand_csr(rng, (m, n), dens, dt, stored_zeros=(i_d == 2)) for _ in range(3)]
        ds = [H.Tensor.from_dense(H.rand_dense(rng, (m, n), 1.0, dt)) for _ in range(3)]
        named = ([(f"r{i}", t) for i, t in enumerate(rs)] +
                 [(f"t{i}", t) for i, t in enumerate(r3)] +
                 [(f"c{i}", t) for i, t in enumerate(cs)] +
                 [(f"d{i}", t) for i, t in enumerate(ds)])
        for nm, t in named:
            args.append(arg(nm, t, "mixed" if t.kind == R and len(t.shape) == 3
                            and mode == "static" else mode))
        tmap = dict(named)

        def TT(nm):
            t = tmap[nm]
            return ttype(t.kind, t.shape, dt, "mixed" if t.kind == R and len(t.shape) == 3
                         and mode == "static" else mode)

        def add_n(label, name, names, kind, **kw):
            ref = sum(f64(tmap[a]) for a in names)
            shape = tmap[names[0]].shape
            ops.append(simple_op(
                label, name, f"stype.add_n {', '.join('%' + a for a in names)} : "
                f"{', '.join(TT(a) for a in names)}", list(names),
                result_type(kind, shape, dt, mode), E(kind, ref, **kw)))

        for cnt in (1, 2, 3, 5):
            names = [f"r{i}" for i in range(cnt)]
            union = set().union(*(tmap[a].row_set() for a in names))
            add_n(f"add_n {cnt} x {R} -> {R} (row union)", f"an_r{cnt}", names, R,
                  rows=H.exact(union))
        union3 = set().union(*(t.row_set() for t in r3))
        add_n(f"add_n 3 x {R} 3-D -> {R} (row union)", "an_t3", ["t0", "t1", "t2"], R,
              rows=H.exact(union3))
        add_n(f"add_n {D},{C},{D} -> {D}", "an_dcd", ["d0", "c0", "d1"], D)
        add_n(f"add_n {D},{R},{C},{R},{C} -> {D} (>4 with a default)", "an_mix5",
              ["d0", "r0", "c0", "r1", "c1"], D)
        add_n(f"add_n {C},{R},{C},{D},{R},{C} -> {D} (>4 with a default)", "an_mix6",
              ["c0", "r0", "c1", "d2", "r1", "c2"], D)
        add_n(f"add_n 3 x {D} -> {D}", "an_d3", ["d0", "d1", "d2"], D)
        add_n(f"add_n 3 x {C} -> {D} (fallback)", "an_c3", ["c0", "c1", "c2"], D)
        add_n(f"add_n {R},{D} -> {D} (fallback)", "an_rd", ["r0", "d0"], D)
        add_n(f"add_n {D},{C},{C} -> {D} (fallback)", "an_dcc", ["d0", "c0", "c1"], D)

        def concat(label, name, names, dim, kind, **kw):
            ref = np.concatenate([f64(tmap[a]) for a in names], axis=dim)
            ops.append(simple_op(
                label, name, f"stype.concat {', '.join('%' + a for a in names)} "
                f"{{dim = {dim} : i64}} : {', '.join(TT(a) for a in names)}",
                list(names), result_type(kind, ref.shape, dt, mode), E(kind, ref, **kw)))

        stacked = set()
        off = 0
        for a in ("c0", "c1", "c2"):
            stacked |= {(i + off, j) for i, j in tmap[a].entry_set()}
            off += tmap[a].shape[0]
        concat(f"concat 3 x {C} dim=0 -> {C}", "cat_c0", ["c0", "c1", "c2"], 0, C,
               entries=H.exact(stacked))
        concat(f"concat 2 x {C} dim=-2 -> {C}", "cat_cm2", ["c0", "c1"], -2, C,
               entries=H.exact(tmap["c0"].entry_set() |
                               {(i + m, j) for i, j in tmap["c1"].entry_set()}))
        concat(f"concat 2 x {C} dim=1 -> {D} (fallback)", "cat_c1", ["c0", "c1"], 1, D)
        concat(f"concat {C},{D} dim=0 -> {D} (fallback)", "cat_cd", ["c0", "d0"], 0, D)
        concat(f"concat 3 x {D} dim=1 -> {D}", "cat_d1", ["d0", "d1", "d2"], 1, D)
        concat(f"concat 2 x {D} dim=0 -> {D}", "cat_d0", ["d0", "d1"], 0, D)
        concat(f"concat 2 x {R} 3-D dim=1 -> {D} (fallback)", "cat_t", ["t0", "t1"], 1, D)
        runs.append(H.Run("add_n/concat " + ttag, args, ops, mode))
    # Empty csr operands and 3-D dense broadcasting.
    for dt in H.DTYPES:
        rt, at = H.tol(dt, 4)
        e0 = H.rand_csr(rng, (0, 4), 0.5, dt)
        e1 = H.rand_csr(rng, (3, 4), 0.0, dt)
        a3 = H.Tensor.from_dense(nonzero_values(rng, (2, 3, 4), dt))
        b3 = H.Tensor.from_dense(nonzero_values(rng, (3, 1), dt))
        v4 = H.Tensor.from_dense(nonzero_values(rng, (4,), dt))
        args = [arg(nm, t, "dynamic") for nm, t in
                (("e0", e0), ("e1", e1), ("a3", a3), ("b3", b3), ("v4", v4))]
        T = lambda t: ttype(t.kind, t.shape, dt, "dynamic")  # noqa: E731
        ops = []
        ref = np.concatenate([f64(e0), f64(e1), f64(e0)])
        ops.append(simple_op("concat empty csr dim=0 -> csr", "ce",
                             f"stype.concat %e0, %e1, %e0 {{dim = 0 : i64}} : "
                             f"{T(e0)}, {T(e1)}, {T(e0)}", ["e0", "e1"],
                             result_type(C, ref.shape, dt, "dynamic"),
                             H.expect(C, ref, dt, entries=H.exact(set()))))
        ref = f64(e1) * f64(v4)
        ops.append(simple_op("broadcast_mul empty csr, 1-D -> csr", "me",
                             f"stype.broadcast_mul %e1, %v4 : {T(e1)}, {T(v4)}",
                             ["e1", "v4"], result_type(C, ref.shape, dt, "dynamic"),
                             H.expect(C, ref, dt, entries=H.exact(set()))))
        ref = f64(e1) + f64(v4)
        ops.append(simple_op("broadcast_add empty csr, 1-D -> default", "ae",
                             f"stype.broadcast_add %e1, %v4 : {T(e1)}, {T(v4)}",
                             ["e1", "v4"], result_type(D, ref.shape, dt, "dynamic"),
                             H.expect(D, ref, dt)))
        for opn, f in (("broadcast_add", np.add), ("broadcast_sub", np.subtract),
                       ("broadcast_mul", np.multiply), ("broadcast_div", np.divide)):
            ref = f(f64(a3), f64(b3))
            ops.append(simple_op(f"{opn} default 3-D (2,3,4) x (3,1) -> default",
                                 f"{opn[10:]}3", f"stype.{opn} %a3, %b3 : {T(a3)}, {T(b3)}",
                                 ["a3", "b3"], result_type(D, ref.shape, dt, "dynamic"),
                                 H.expect(D, ref, dt, rt, at)))
        runs.append(H.Run(f"empty/3-D {H.dtname(dt)}", args, ops, "dynamic"))
    return runs


# --------------------------------------------------------------------------
# batch_dot: every (transpose_a, transpose_b), default operands (the kernel)
# and 3-D row_sparse ones (MXNet has no sparse batch_dot: dense fallback)
# --------------------------------------------------------------------------


def batch_dot_op(name, ln, L, rn, Rr, ta, tb, dt, mode, label_extra=""):
    """batch_dot of L (named ln) and Rr (rn): the numpy reference
    op(L[b]) @ op(Rr[b]) (op: the transpose of the last two dims) in f64."""
    A = f64(L).transpose(0, 2, 1) if ta else f64(L)
    B = f64(Rr).transpose(0, 2, 1) if tb else f64(Rr)
    ref = np.matmul(A, B)
    rt, at = DOT_TOL[np.dtype(dt)]
    attrs = [n for n, t in (("transpose_a", ta), ("transpose_b", tb)) if t]
    attr = " {" + ", ".join(attrs) + "}" if attrs else ""
    how = "kernel" if L.kind == D and Rr.kind == D else "fallback"
    label = (f"batch_dot {L.describe()},{Rr.describe()} "
             f"({'T' if ta else 'F'},{'T' if tb else 'F'}){label_extra}"
             f" -> default ({how})")
    text = (f"stype.batch_dot %{ln}, %{rn}{attr} : "
            f"{ttype(L.kind, L.shape, dt, mode)}, "
            f"{ttype(Rr.kind, Rr.shape, dt, mode)}")
    return simple_op(label, name, text, [ln, rn],
                     result_type(D, ref.shape, dt, mode),
                     H.expect(D, ref, dt, rt, at))


def cases_batch_dot(rng):
    runs = []
    for i_d, dens, i_t, dt, mode in H.grid():
        b, m, k, n = (2, 5, 60, 3) if dens == 0.01 else (3, 4, 6, 5)
        args, ops, ts = [], [], {}
        for ta in (0, 1):
            shp = (b, k, m) if ta else (b, m, k)
            ts[f"L{ta}"] = H.make(rng, D, shp, dens, dt)
            ts[f"LR{ta}"] = H.rand_rsp(rng, shp, dens, dt)
        for tb in (0, 1):
            shp = (b, n, k) if tb else (b, k, n)
            ts[f"R{tb}"] = H.make(rng, D, shp, dens, dt)
            ts[f"RR{tb}"] = H.rand_rsp(rng, shp, dens, dt,
                                       stored_zero_row=True)
        for nm, t in ts.items():
            args.append(arg(nm, t, mode))
        for ta, tb in itertools.product((0, 1), (0, 1)):
            pairs = [(f"L{ta}", f"R{tb}"),
                     (f"LR{ta}", f"R{tb}") if ta == tb else
                     (f"L{ta}", f"RR{tb}")]
            if not ta and not tb:
                pairs.append((f"LR{ta}", f"RR{tb}"))
            for ln, rn in pairs:
                ops.append(batch_dot_op(f"bd_{ln}_{rn}", ln, ts[ln], rn,
                                        ts[rn], ta, tb, dt, mode))
        runs.append(H.Run(H.tag(dens, dt, mode), args, ops, mode))
    # Empty: no batch, no rows, no contraction (zeros), no columns.
    for dt in H.DTYPES:
        args, ops = [], []
        for j, (b, m, k, n) in enumerate(((0, 3, 4, 2), (2, 0, 4, 2),
                                          (2, 3, 0, 2), (2, 3, 4, 0))):
            L = H.make(rng, D, (b, m, k), 1.0, dt)
            Rr = H.make(rng, D, (b, k, n), 1.0, dt)
            args += [arg(f"eL{j}", L, "dynamic"), arg(f"eR{j}", Rr, "dynamic")]
            ops.append(batch_dot_op(f"e{j}", f"eL{j}", L, f"eR{j}", Rr, 0, 0,
                                    dt, "dynamic",
                                    f" empty (B,M,K,N)={(b, m, k, n)}"))
        runs.append(H.Run(f"empty {H.dtname(dt)}", args, ops, "dynamic"))
    return runs


OPS = {
    "dot_full": cases_dot_full,
    "batch_dot": cases_batch_dot,
    "conversion_full": cases_conversion_full,
    "combine": cases_combine,
}


def main():
    return H.run_driver(__doc__, "op", sorted(OPS) + ["dot_determinism"], run_op)


def run_op(args, ctx, rng):
    if args.op == "dot_determinism":
        return determinism(ctx, rng)
    runs = OPS[args.op](rng)
    print(f"# {args.op}: {len(runs)} stype-run calls, seed={args.seed}")
    return H.execute(ctx, runs, args.jobs)


if __name__ == "__main__":
    sys.exit(main())
