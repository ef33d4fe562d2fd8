#!/usr/bin/env python3
"""Execution tests of --stype-fuse-update: fused against unfused kernels.

    harness_fusion.py OPT...|all --seed N [--stype-run PATH] [--stype-opt PATH]
                      [-j JOBS] [--keep] [-v]

OPT is an optimizer of harness_optimizers.py (sgd, sgd_mom, adam, ...).  For
each optimizer and dtype (f32, f64) one kernel holds:
  * every gradient pattern the pass fuses, each feeding the optimizer:
      dot      g = dot(X^T, dY)                      (csr X, dense dY)
      emb      g = embedding_grad(ids, dY)           (repeated ids)
      chain    g = clip(mul_scalar(dot(X^T, dY)))    (rescale + clip)
      add_n    g = add_n(dot(X^T, dY), embedding_grad(ids, dY2))
    on four weight/state combinations: dense weight and states, lazy and
    standard (lazy_update = false); row_sparse weight and states, lazy; a
    row_sparse weight with dense states (always standard), with X at
    densities 0, 0.01, 0.5 and 1 (the ids likewise: none, few, many, every
    row);
  * a chain of 20 fused steps (alternating two gradients, Adam's t counting
    up) on a dense weight, lazy.
The kernel runs twice through stype-run: with fusion (the default) and with
--fuse-updates=0.  Checked per result:
  * fused == unfused, bit for bit (same storage kind, rows, values): the
    fused kernel accumulates every gradient element in the unfused order;
  * both against a float64 numpy reference of the gradient and the update
    (the formulas of harness_optimizers.py; f32 rtol 1e-4 atol 1e-5, 20
    steps 1e-3/1e-4; f64 1e-10), and for lazy updates rows absent from the
    gradient bit-identical to the inputs;
  * that the fused kernel really is fused: stype-opt --stype-fuse-update
    on the same file produces one stype.fused_update per update.
"""

import os
import shutil
import stat
import subprocess
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(__file__))
import harness  # noqa: E402
import harness_optimizers as hopt  # noqa: E402
from harness import D, R, C, Tensor, Op, Run, expect, exact  # noqa: E402

SHAPE = (60, 5)      # weight rows x row width
BATCH = 12           # rows of X and dY
NIDS = 16            # ids per embedding batch (plus every row at density 1)
SCALE, CLIP = 0.7, 0.9

# (weight kind, state kind, lazy_update attribute, lazy semantics?)
COMBOS = [(D, D, True, True), (D, D, False, False), (R, R, True, True),
          (R, D, True, False)]
PATTERNS = ("dot", "emb", "chain", "add_n")


def rand_ids(rng, m, density):
    """Ids with repeats: none at density 0 (an empty batch), every row at 1
    (plus repeats), else ids drawn from about density*m rows, one surely
    repeated."""
    if density <= 0:
        return np.zeros(0, np.int64)
    pool = harness.pick_rows(rng, m, density)
    ids = rng.choice(pool, NIDS)
    if density >= 1:
        ids = np.concatenate([rng.permutation(pool), ids])
    ids[1] = ids[0]
    return ids.astype(np.int64)


def ref_grad(pattern, xs, dys, idss, ogs):
    """Dense float64 gradient and its stored row set."""
    m = SHAPE[0]

    def dot(x, dy):
        xd = x.dense().astype(np.float64)
        return xd.T @ dy.astype(np.float64), set(int(c) for c in x.indices)

    def emb(ids, og):
        g = np.zeros(SHAPE)
        for t, i in enumerate(ids):
            g[i] += og[t].astype(np.float64)
        return g, set(int(i) for i in ids)

    if pattern == "dot":
        return dot(xs[0], dys[0])
    if pattern == "emb":
        return emb(idss[0], ogs[0])
    if pattern == "chain":
        g, rows = dot(xs[0], dys[0])
        return np.clip(SCALE * g, -CLIP, CLIP), rows
    g1, r1 = dot(xs[0], dys[0])
    g2, r2 = emb(idss[0], ogs[0])
    assert g1.shape == (m, SHAPE[1])
    return g1 + g2, r1 | r2


def grad_lines(pattern, uniq, x, dy, ids, og, dt):
    """MLIR lines computing the gradient; returns (lines, ssa name)."""
    tx = harness.ttype(C, (BATCH, SHAPE[0]), dt, "dynamic")
    tdy = harness.ttype(D, (BATCH, SHAPE[1]), dt, "dynamic")
    tids = "tensor<?xi64>"
    tog = harness.ttype(D, (1, SHAPE[1]), dt, "dynamic")
    tg = harness.ttype(D, SHAPE, dt, "dynamic")  # placeholder kind
    dot = (f"%{uniq}_d = stype.dot %{x}, %{dy} {{transpose_a}} : {tx}, {tdy} -> {tg}")
    emb = (f"%{uniq}_e = stype.embedding_grad %{ids}, %{og} {{input_dim = {SHAPE[0]} : i64, "
           f"sparse_grad}} : {tids}, {tog} -> {tg}")
    if pattern == "dot":
        return [dot], f"%{uniq}_d"
    if pattern == "emb":
        return [emb], f"%{uniq}_e"
    if pattern == "chain":
        return [dot,
                f"%{uniq}_s = stype.mul_scalar %{uniq}_d {{scalar = {SCALE} : f64}} : {tg} -> {tg}",
                f"%{uniq}_c = stype.clip %{uniq}_s {{a_min = {-CLIP} : f64, a_max = {CLIP} : f64}} "
                f": {tg} -> {tg}"], f"%{uniq}_c"
    return [dot, emb, f"%{uniq}_a = stype.add_n %{uniq}_d, %{uniq}_e : {tg}, {tg} -> {tg}"], \
        f"%{uniq}_a"


class Inputs:
    def __init__(self, rng, name, dt):
        _, _, snames, svk, _, _ = hopt.OPTS[name]
        self.xs = [harness.rand_csr(rng, (BATCH, SHAPE[0]), d, dt, stored_zeros=True)
                   for d in harness.DENSITIES]
        self.dys = [harness.rand_values(rng, BATCH * SHAPE[1], dt).reshape(BATCH, SHAPE[1])
                    for _ in range(2)]
        self.idss = [rand_ids(rng, SHAPE[0], d) for d in harness.DENSITIES]
        self.ogs = [harness.rand_values(rng, len(ids) * SHAPE[1], dt).reshape(len(ids), SHAPE[1])
                    for ids in self.idss]
        self.w = hopt.make_weight(rng, D, SHAPE, dt).dense()
        sshape = hopt.state_shape(name, SHAPE)
        self.s = [hopt.make_state(rng, D, sshape, dt, vk).dense() for vk in svk]
        self.sshape = sshape

    def args(self, name, dt):
        out = []
        for i, x in enumerate(self.xs):
            out.append((f"x{i}", x, harness.ttype(C, (BATCH, SHAPE[0]), dt, "dynamic")))
        for i, dy in enumerate(self.dys):
            out.append((f"dy{i}", Tensor.from_dense(dy), harness.ttype(D, (BATCH, SHAPE[1]), dt, "dynamic")))
        for i, ids in enumerate(self.idss):
            out.append((f"ids{i}", ids, "tensor<?xi64>"))
        for i, og in enumerate(self.ogs):
            out.append((f"og{i}", Tensor.from_dense(og), harness.ttype(D, (1, SHAPE[1]), dt, "dynamic")))
        for k in (D, R):
            w = Tensor.from_dense(self.w) if k == D else \
                Tensor.rsp(SHAPE, dt, np.arange(SHAPE[0]), self.w)
            out.append((f"w{k[0]}", w, harness.ttype(k, SHAPE, dt, "dynamic")))
            for j, s in enumerate(self.s):
                st = Tensor.from_dense(s) if k == D else \
                    Tensor.rsp(self.sshape, dt, np.arange(self.sshape[0]), s)
                out.append((f"s{j}{k[0]}", st, harness.ttype(k, self.sshape, dt, "dynamic")))
        return out


def update_op(name, inp, combo, p, steps, pattern, dens_i, dt, label, uniq):
    """`steps` fused updates in a row; returns an Op checked against numpy."""
    op, _, snames, _, _, _ = hopt.OPTS[name]
    wk, sk, lazy, is_lazy = combo
    tw = harness.ttype(wk, SHAPE, dt, "dynamic")
    ts = harness.ttype(sk, inp.sshape, dt, "dynamic")
    tg = harness.ttype(D, SHAPE, dt, "dynamic")  # placeholder: inferred row_sparse
    cur_w, cur_s = f"%w{wk[0]}", [f"%s{j}{sk[0]}" for j in range(len(snames))]
    used = [f"w{wk[0]}"] + [f"s{j}{sk[0]}" for j in range(len(snames))]
    w = inp.w.astype(np.float64)
    S = [s.astype(np.float64) for s in inp.s]
    touched = set()
    body = []
    q = dict(p, lazy_update=lazy)
    for st in range(steps):
        j = st % 2
        xi = (dens_i + j) % 4 if steps > 1 else dens_i  # chains alternate
        x, dy, ids, og = f"x{xi}", f"dy{j}", f"ids{xi}", f"og{xi}"
        needed = {"dot": (x, dy), "chain": (x, dy), "emb": (ids, og),
                  "add_n": (x, dy, ids, og)}[pattern]
        used += [a for a in needed if a not in used]
        lines, g = grad_lines(pattern, f"{uniq}_{st}", x, dy, ids, og, dt)
        body += lines
        if "t" in p:
            q["t"] = p["t"] + st
        rw = f"%{uniq}_{st}_w"
        rs = [f"%{uniq}_{st}_s{k}" for k in range(len(snames))]
        results = ", ".join([rw] + rs)
        operands = ", ".join([cur_w, g] + cur_s)
        in_types = ", ".join([tw, tg] + [ts] * len(snames))
        out_types = ", ".join([tw] + [ts] * len(snames))
        body.append(f"{results} = stype.{op} {operands} {hopt.attrs(q)} : {in_types} -> {out_types}")
        cur_w, cur_s = rw, rs
        gd, rows = ref_grad(pattern, [inp.xs[xi]], [inp.dys[j]], [inp.idss[xi]], [inp.ogs[xi]])
        if is_lazy:
            touched |= rows
        w, S = hopt.step_ref(name, w, gd, S, q, rows if is_lazy else None)
    frozen = set(range(SHAPE[0])) - touched if is_lazy else None
    exps = hopt.step_expects(label, dt, steps, [w] + S, [wk] + [sk] * len(snames),
                             snames, [inp.w] + inp.s, frozen)
    rtypes = [(cur_w, tw)] + [(s, ts) for s in cur_s]
    return Op(label, used, body, rtypes, exps)


def cases(rng, name):
    _, _, snames, _, _, own = hopt.OPTS[name]
    runs = []
    for i_t, dt in enumerate(harness.DTYPES):
        inp = Inputs(rng, name, dt)
        ops = []
        k = 0
        for i_p, pattern in enumerate(PATTERNS):
            for i_c, combo in enumerate(COMBOS):
                if not snames and combo[1] != combo[0]:
                    continue  # no states: (R, D) is (R, R)
                clip_c, resc, wd = hopt.GRID[(k + 3 * i_t) % len(hopt.GRID)]
                if name == "signsgd":
                    resc, clip_c = 1.0, -1.0
                p = {"lr": hopt.LR, "wd": wd, "rescale_grad": resc, "clip_gradient": clip_c}
                p.update(own[k % len(own)])
                dens_i = (i_p + i_c + i_t) % 4
                label = (f"{name} {pattern} w={combo[0][0].upper()} s={combo[1][0].upper()} "
                         f"{'lazy' if combo[3] else 'standard'} {harness.dtname(dt)} "
                         f"density {harness.DENSITIES[dens_i]:g} {hopt.attrs(p)}")
                ops.append(update_op(name, inp, combo, p, 1, pattern, dens_i, dt, label,
                                     f"u{k}"))
                k += 1
        clip_c, resc, wd = hopt.GRID[(5 + i_t) % len(hopt.GRID)]
        p = {"lr": hopt.LR, "wd": wd, "rescale_grad": resc, "clip_gradient": clip_c}
        if name == "signsgd":
            p.update(rescale_grad=1.0, clip_gradient=-1.0)
        p.update(own[i_t % len(own)])
        pattern = PATTERNS[(i_t + 2) % 4]
        label = f"{name} 20 steps {pattern} w=D lazy {harness.dtname(dt)} {hopt.attrs(p)}"
        ops.append(update_op(name, inp, COMBOS[0], p, 20, pattern, 1 + i_t, dt, label, "c"))
        runs.append(Run(f"{name} {harness.dtname(dt)}", inp.args(name, dt), ops, "dynamic"))
    return runs


def wrapper(ctx, flag):
    """A stype-run that passes `flag` (harness.invoke calls ctx.stype_run)."""
    path = os.path.join(ctx.tmp, "stype-run-unfused")
    with open(path, "w") as f:
        f.write(f'#!/bin/sh\nexec "{ctx.stype_run}" {flag} "$@"\n')
    os.chmod(path, os.stat(path).st_mode | stat.S_IEXEC)
    return path


def count_fused(stype_opt, text, tmp, tag):
    path = os.path.join(tmp, f"{tag}_count.mlir")
    with open(path, "w") as f:
        f.write(text)
    p = subprocess.run([stype_opt, path, "--stype-infer-storage=fallback-warnings=0",
                        "--stype-fuse-update"], capture_output=True, text=True)
    if p.returncode:
        return -1
    return p.stdout.count("stype.fused_update")


def run_one(ctx, unfused_ctx, stype_opt, i, run):
    """Returns [(ok, line)]."""
    lines = []
    text, _, _ = harness.kernel_text(run, run.ops)
    nupdates = sum(1 for op in run.ops for l in op.body if "_update " in l)
    nfused = count_fused(stype_opt, text, ctx.tmp, f"r{i}")
    if nfused != nupdates:
        lines.append((False, f"FAIL {run.label}: {nfused} fused_update ops for "
                             f"{nupdates} updates seed={ctx.seed}"))
    e1, fused = harness.invoke(ctx, run, run.ops, f"r{i}_fused")
    e2, unfused = harness.invoke(unfused_ctx, run, run.ops, f"r{i}_unfused")
    k = 0
    for op in run.ops:
        for label, exp in op.expects:
            name = f"{label} [{run.label}]"
            if e1 or e2:
                lines.append((False, f"FAIL {name}: {e1 or e2} seed={ctx.seed}"))
                k += 1
                continue
            f, u = fused[k], unfused[k]
            k += 1
            msg = harness.check(u, exp, exp.ref.shape, exp.out_dtype)
            if msg:
                lines.append((False, f"FAIL {name} (unfused vs numpy): {msg} seed={ctx.seed}"))
                continue
            same = expect(u.kind, u.dense(), exp.out_dtype,
                          rows=exact(u.row_set()) if u.kind == R else None)
            msg = harness.check(f, same, exp.ref.shape, exp.out_dtype)
            if msg:
                lines.append((False, f"FAIL {name} (fused vs unfused, bit-identical): {msg} "
                                     f"seed={ctx.seed}"))
                continue
            lines.append((True, f"PASS {name}"))
    return lines


def main():
    ap = harness.parser(__doc__)
    ap.add_argument("opt", nargs="+", choices=sorted(hopt.OPTS) + ["all"])
    ap.add_argument("--stype-opt", default="stype-opt")
    ap.add_argument("-j", "--jobs", type=int, default=min(2, os.cpu_count() or 1))
    args = ap.parse_args()
    args.stype_run = shutil.which(args.stype_run) or args.stype_run
    args.stype_opt = shutil.which(args.stype_opt) or args.stype_opt
    ctx = harness.Ctx(args)
    unfused_ctx = harness.Ctx(args)
    unfused_ctx.tmp = ctx.tmp
    unfused_ctx.stype_run = wrapper(ctx, "--fuse-updates=0")
    rng = np.random.default_rng(args.seed)
    names = sorted(hopt.OPTS) if "all" in args.opt else args.opt
    what = " ".join(args.opt)
    runs = [r for n in names for r in cases(rng, n)]
    print(f"# {what}: {len(runs)} kernels, each run fused and unfused, "
          f"seed={args.seed}, files in {ctx.tmp}")
    import concurrent.futures
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as ex:
            results = list(ex.map(lambda ir: run_one(ctx, unfused_ctx, args.stype_opt, *ir),
                                  enumerate(runs)))
    finally:
        if not args.keep:
            shutil.rmtree(ctx.tmp, ignore_errors=True)
            shutil.rmtree(unfused_ctx.tmp, ignore_errors=True)
    n, fails = harness.tally(results, args.verbose)
    return harness.summary(what, n, fails, seed=args.seed)


if __name__ == "__main__":
    sys.exit(main())
