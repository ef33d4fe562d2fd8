#!/usr/bin/env python3
"""Thread-count independence of the optimizer updates and the fused
gradient + update kernels, and errors met on worker threads.

    harness_threads_update.py OPT... --seed N [--stype-run PATH] [--keep]

Updates (OPT: optimizers of harness_optimizers.py): harness_fusion.py's
kernels (gradient patterns dot, emb, chain, add_n; dense and row_sparse
weights, lazy and standard; f32, and f64 for the first OPT; a 20-step
chain) at a size where
the row loops take their parallel path (KernelBuilder::parallelFor needs 64
rows: weight 300 x 37, 200 csr rows, 400 ids; the row width is not a
multiple of any vector width), plus a dense update of a 300 x 70 weight (two
16384-element chunks, f32).  Each kernel runs with STYPE_NUM_THREADS = 1,
2 and 7, fused (the default) and unfused (--fuse-updates=0; the dense
update has nothing to fuse): all runs must give the same bytes (fusion is bit-identical, and every row is written by one
thread), and the values must match harness_fusion.py's float64 numpy
reference of MXNet's formulas.

Errors: kernels whose error condition is met inside (or right before) a
parallel row loop, run with STYPE_NUM_THREADS=2: each must report its kernel
error through stype-run (the runtime's error flag is thread-local, so a
report from an OpenMP worker thread would be lost):
  * embedding forward, row_sparse weight, 100 ids, one out of range
    (reported by a worker, collected and re-raised after the loop);
  * fused embedding_grad + lazy sgd_mom with an out-of-range id (checked on
    the calling thread before the parallel walk);
  * lazy sgd_mom on a row_sparse weight that does not store every row.
Prints one line per case and `threads-update: N cases, M mismatches`.
"""

import os
import shutil
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness as H  # noqa: E402
import harness_fusion as HF  # noqa: E402
import harness_optimizers as hopt  # noqa: E402

D, R, C = H.D, H.R, H.C
THREADS = (1, 2, 7)
DENSE_SHAPE = (300, 70)


def dense_run(rng, name, dt):
    """A dense weight, gradient and states: the flat update in chunks."""
    op, _, snames, svk, _, own = hopt.OPTS[name]
    shape = DENSE_SHAPE
    w = hopt.make_weight(rng, D, shape, dt).dense()
    g = H.rand_values(rng, shape[0] * shape[1], dt).reshape(shape)
    sshape = hopt.state_shape(name, shape)
    S = [hopt.make_state(rng, D, sshape, dt, vk).dense() for vk in svk]
    clip_c, resc, wd = hopt.GRID[3]
    p = {"lr": hopt.LR, "wd": wd, "rescale_grad": resc, "clip_gradient": clip_c}
    if name == "signsgd":
        p.update(rescale_grad=1.0, clip_gradient=-1.0)
    p.update(own[-1])
    tw = H.ttype(D, shape, dt, "dynamic")
    ts = H.ttype(D, sshape, dt, "dynamic")
    args = [("w", H.Tensor.from_dense(w), tw), ("g", H.Tensor.from_dense(g), tw)]
    args += [(f"s{j}", H.Tensor.from_dense(s), ts) for j, s in enumerate(S)]
    res = ["%nw"] + [f"%ns{j}" for j in range(len(S))]
    operands = ", ".join(["%w", "%g"] + [f"%s{j}" for j in range(len(S))])
    body = [f"{', '.join(res)} = stype.{op} {operands} {hopt.attrs(p)} : "
            f"{', '.join([tw, tw] + [ts] * len(S))} -> {', '.join([tw] + [ts] * len(S))}"]
    nw, nS = hopt.step_ref(name, w.astype(np.float64), g.astype(np.float64),
                           [s.astype(np.float64) for s in S], p, None)
    rtol, atol = hopt.tolerance(dt)
    label = f"{name} dense {H.dtname(dt)} {hopt.attrs(p)}"
    exps = [(f"{label} [{'weight' if n == 0 else snames[n - 1]}]",
             H.expect(D, ref, dt, rtol, atol)) for n, ref in enumerate([nw] + nS)]
    rtypes = [(res[0], tw)] + [(r, ts) for r in res[1:]]
    used = ["w", "g"] + [f"s{j}" for j in range(len(S))]
    return H.Run(label, args, [H.Op(label, used, body, rtypes, exps)], "dynamic")


def blobs(ctx, tag, n):
    d = os.path.join(ctx.tmp, tag)
    return [open(os.path.join(d, f"res{i}.out"), "rb").read() for i in range(n)]


def check_run(ctx, unfused, i, run, seed, modes):
    """Returns [(ok, line)] for every result of `run`."""
    nres = sum(len(op.results) for op in run.ops)
    outs = {}
    for t in THREADS:
        os.environ["STYPE_NUM_THREADS"] = str(t)
        for mode, c in (("fused", ctx), ("unfused", unfused)):
            if mode not in modes:
                continue
            tag = f"r{i}_{mode}_t{t}"
            err, res = H.invoke(c, run, run.ops, tag)
            outs[(mode, t)] = (err, res, None if err else blobs(ctx, tag, nres))
    lines = []
    k = 0
    for op in run.ops:
        for label, exp in op.expects:
            name = f"{label} [{run.label}]"
            msg = next((f"{m} {t} threads: {outs[(m, t)][0]}" for (m, t) in outs
                        if outs[(m, t)][0]), None)
            if msg is None:
                msg = H.check(outs[("fused", 1)][1][k], exp, exp.ref.shape, exp.out_dtype)
            if msg is None:
                ref = outs[("fused", 1)][2][k]
                diff = [f"{m} {t}" for (m, t) in outs if outs[(m, t)][2][k] != ref]
                if diff:
                    msg = f"bytes differ from fused 1 thread: {', '.join(diff)} threads"
            k += 1
            if msg:
                lines.append((False, f"FAIL threads {name}: {msg} seed={seed}"))
            else:
                lines.append((True, f"PASS threads {name} ({'/'.join(modes)} x 1, 2, 7 "
                                    f"threads: same bytes)"))
    return lines


# --------------------------------------------------------------------------
# Errors on worker threads
# --------------------------------------------------------------------------

def error_runs(rng):
    """(label, Run, expected message part) with the error condition met."""
    dt = np.float32
    out = []
    # Embedding forward on a row_sparse weight: id 500 of 100 ids is out of
    # range (rows = 200); the ids loop is parallel.
    ids = rng.integers(0, 200, 100).astype(np.int64)
    ids[57] = 500
    wr = H.rand_rsp(rng, (200, 19), 0.5, dt)
    tw = H.ttype(R, (200, 19), dt, "dynamic")
    to = H.ttype(D, (100, 19), dt, "dynamic")
    body = [f"%y = stype.embedding %ids, %w : tensor<?xi64>, {tw} -> {to}"]
    exp = H.expect(D, np.zeros((100, 19)), dt)
    op = H.Op("embedding", ["ids", "w"], body, [("%y", to)], [("embedding", exp)])
    out.append(("embedding forward (row_sparse weight), id out of range",
                H.Run("emb", [("ids", ids, "tensor<?xi64>"), ("w", wr, tw)], [op],
                      "dynamic"), "outside [0, input_dim)"))
    # Fused embedding_grad + lazy sgd_mom with an out-of-range id.
    ids2 = rng.integers(0, 300, 400).astype(np.int64)
    ids2[123] = 300
    og = H.rand_values(rng, 400 * 37, dt).reshape(400, 37)
    w = H.rand_values(rng, 300 * 37, dt).reshape(300, 37)
    m = H.rand_values(rng, 300 * 37, dt).reshape(300, 37)
    tD = H.ttype(D, (300, 37), dt, "dynamic")
    tog = H.ttype(D, (400, 37), dt, "dynamic")
    body = [f"%g = stype.embedding_grad %ids, %og {{input_dim = 300 : i64, sparse_grad}} "
            f": tensor<?xi64>, {tog} -> {tD}",
            f"%nw, %nm = stype.sgd_mom_update %w, %g, %m {{lr = 0.1 : f64, momentum = 0.9 : f64}} "
            f": {tD}, {tD}, {tD} -> {tD}, {tD}"]
    exp = H.expect(D, np.zeros((300, 37)), dt)
    op = H.Op("fused", ["ids", "og", "w", "m"], body, [("%nw", tD), ("%nm", tD)],
              [("w", exp), ("m", exp)])
    args = [("ids", ids2, "tensor<?xi64>"), ("og", H.Tensor.from_dense(og), tog),
            ("w", H.Tensor.from_dense(w), tD), ("m", H.Tensor.from_dense(m), tD)]
    out.append(("fused embedding_grad + lazy sgd_mom, id out of range",
                H.Run("fused", args, [op], "dynamic"), "outside [0, input_dim)"))
    # Lazy sgd_mom on a row_sparse weight storing 299 of 300 rows.
    tR = H.ttype(R, (300, 37), dt, "dynamic")
    keep = np.arange(300) != 150
    wrp = H.Tensor.rsp((300, 37), dt, np.arange(300)[keep], w[keep])
    mr = H.Tensor.rsp((300, 37), dt, np.arange(300), m)
    gr = H.rand_rsp(rng, (300, 37), 0.6, dt)
    body = [f"%nw, %nm = stype.sgd_mom_update %w, %g, %m {{lr = 0.1 : f64, momentum = 0.9 : f64}} "
            f": {tR}, {tR}, {tR} -> {tR}, {tR}"]
    exp = H.expect(R, np.zeros((300, 37)), dt)
    op = H.Op("rsp", ["w", "g", "m"], body, [("%nw", tR), ("%nm", tR)],
              [("w", exp), ("m", exp)])
    out.append(("lazy sgd_mom, row_sparse weight not storing every row",
                H.Run("rsp", [("w", wrp, tR), ("g", gr, tR), ("m", mr, tR)], [op],
                      "dynamic"), "row_sparse weight must store every row"))
    return out


def main():
    p = H.parser(__doc__)
    p.add_argument("opt", nargs="+", choices=sorted(hopt.OPTS))
    args = p.parse_args()
    args.stype_run = shutil.which(args.stype_run) or args.stype_run
    ctx = H.Ctx(args)
    unfused = H.Ctx(args)
    unfused.tmp = ctx.tmp
    unfused.stype_run = HF.wrapper(ctx, "--fuse-updates=0")
    rng = np.random.default_rng(args.seed)
    # harness_fusion's cases at a size with parallel row loops.
    HF.SHAPE, HF.BATCH, HF.NIDS = (300, 37), 200, 400

    def body():
        cases = fails = 0
        runs = []
        for k, name in enumerate(args.opt):
            # f32 for every optimizer, f64 for the first one (time budget).
            runs += [(r, ("fused", "unfused")) for r in HF.cases(rng, name)
                     if k == 0 or r.label.endswith("f32")]
            # Dense updates have nothing to fuse.
            runs.append((dense_run(rng, name, np.float32), ("fused",)))
        for i, (run, modes) in enumerate(runs):
            for ok, line in check_run(ctx, unfused, i, run, args.seed, modes):
                cases += 1
                fails += not ok
                if not ok or args.verbose:
                    print(line)
        os.environ["STYPE_NUM_THREADS"] = "2"
        for j, (label, run, want) in enumerate(error_runs(rng)):
            cases += 1
            err, _ = H.invoke(ctx, run, run.ops, f"e{j}")
            if err and want in err:
                print(f"PASS threads error: {label} (2 threads): reported")
            else:
                fails += 1
                print(f"FAIL threads error: {label} (2 threads): expected a kernel error "
                      f"with '{want}', got {err or 'success'} seed={args.seed}")
        return cases, fails
    return H.run_cases(args, ctx, "threads-update", body)


if __name__ == "__main__":
    sys.exit(main())
