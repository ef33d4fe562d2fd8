#!/usr/bin/env python3
"""Thread-count independence of the multi-threaded kernels: each kernel is
run with STYPE_NUM_THREADS = 1, 2 and 7 and must give the same bytes every
time, and values matching numpy/scipy references written from MXNet's
formulas (/work/shared/mxnet-semantics.md §3.1), never from stype's code.

    harness_threads.py --seed N [--stype-run PATH] [--keep]

The kernels are the row-parallel ones (passes/lowering/Linalg.cpp):
csr x default -> default, csr x row_sparse -> default, csr^T x default ->
row_sparse, csr^T x row_sparse -> row_sparse, and csr^T x default -> default
(serial, for contrast); and softmax_output and softmax_output_grad
(passes/lowering/NN.cpp, rows over threads; references of
harness_nn.py).  Shapes have enough rows for the parallel path
(KernelBuilder::parallelFor needs 64) and row lengths that are not a multiple
of the vector width (vector, then scalar remainder); one case has no rows.
Prints one line per case and `threads: N cases, M mismatches`.
"""

import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness as H  # noqa: E402
import harness_nn  # noqa: E402

D, R, C = H.D, H.R, H.C
THREADS = (1, 2, 7)
TOL = {np.dtype(np.float32): (1e-4, 1e-5), np.dtype(np.float64): (1e-11, 1e-12)}


def f64(t):
    return t.dense().astype(np.float64)


def arg(name, t):
    return (name, t, H.ttype(t.kind, t.shape, t.dtype, "dynamic"))


def build(rng, dt, m, k, n, dens):
    """One stype-run call: every product of the table on shared inputs."""
    x = H.rand_csr(rng, (m, k), dens, dt, stored_zeros=True)
    w = H.make(rng, D, (k, n), 1.0, dt)
    wr = H.rand_rsp(rng, (k, n), 0.5, dt)
    dy = H.make(rng, D, (m, n), 1.0, dt)
    dyr = H.rand_rsp(rng, (m, n), 0.5, dt)
    args = [arg("x", x), arg("w", w), arg("wr", wr), arg("dy", dy),
            arg("dyr", dyr)]
    specs = [("C x D -> D", "w", D, 0, None, D),
             ("C x R -> D", "wr", R, 0, None, D),
             ("C^T x D -> R", "dy", D, 1, None, R),
             ("C^T x R -> R", "dyr", R, 1, None, R),
             ("C^T x D -> D", "dy", D, 1, D, D)]
    vals = {"w": w, "wr": wr, "dy": dy, "dyr": dyr}
    ops = []
    for j, (label, rn, rk, ta, hint, kind) in enumerate(specs):
        rv = vals[rn]
        ref = (f64(x).T if ta else f64(x)) @ f64(rv)
        kw = {}
        if kind == R:  # MXNet: the rows are the column ids x stores
            kw["rows"] = H.exact(set(int(c) for c in x.indices))
        exp = H.expect(kind, ref, dt, *TOL[np.dtype(dt)], **kw)
        label = f"{label} {x.describe()} n={n} [{H.dtname(dt)}]"
        ops.append(H.dot_op(f"t{j}", ("x", C, x.shape), (rn, rk, rv.shape), ta,
                            0, hint, ref.shape, dt, "dynamic", exp, label))
    return H.Run(label, args, ops, "dynamic"), ops


def build_softmax(rng, dt, m, k):
    """One stype-run call: softmax_output and its gradient (use_ignore with
    ignored rows, "valid") over m rows."""
    x = H.make(rng, D, (m, k), 1.0, dt)
    lab = rng.integers(0, k, m).astype(dt)
    lab[rng.choice(m, m // 10, replace=False)] = -1
    lt = H.Tensor.from_dense(lab)
    p = H.Tensor.from_dense(harness_nn.softmax_ref(x.dense()).astype(dt))
    args = [arg("x", x), arg("l", lt), arg("p", p)]
    ops = [harness_nn.softmax_op(False, "x", x, "l", lt, dt, "dynamic"),
           harness_nn.softmax_op(True, "p", p, "l", lt, dt, "dynamic", 0.5,
                                 -1.0, True, "valid")]
    return H.Run(f"softmax_output m={m}", args, ops, "dynamic"), ops


def main():
    args = H.parser(__doc__).parse_args()
    ctx = H.Ctx(args)
    rng = np.random.default_rng(args.seed)
    configs = [(np.float32, 300, 500, 37, 0.05), (np.float64, 200, 90, 70, 0.5),
               (np.float32, 130, 1000, 16, 0.01), (np.float32, 0, 40, 19, 0.5)]

    def body():
        cases = fails = 0
        for ci, config in enumerate(configs + [(np.float32, 300, 13),
                                               (np.float64, 97, 4)]):
            run, ops = (build(rng, *config) if len(config) == 5 else
                        build_softmax(rng, *config))
            outs = {}
            for t in THREADS:
                os.environ["STYPE_NUM_THREADS"] = str(t)
                tagname = f"c{ci}_t{t}"
                err, res = H.invoke(ctx, run, ops, tagname)
                d = os.path.join(ctx.tmp, tagname)
                blobs = None if err else [
                    open(os.path.join(d, f"res{i}.out"), "rb").read()
                    for i in range(len(ops))]
                outs[t] = (err, res, blobs)
            for j, op in enumerate(ops):
                label, exp = op.expects[0]
                cases += 1
                msg = next((f"{t} threads: {outs[t][0]}" for t in THREADS
                            if outs[t][0]), None)
                if msg is None:
                    msg = H.check(outs[1][1][j], exp, exp.ref.shape,
                                  exp.out_dtype)
                if msg is None:
                    diff = [t for t in THREADS[1:]
                            if outs[t][2][j] != outs[1][2][j]]
                    if diff:
                        msg = f"bytes differ from 1 thread with {diff} threads"
                if msg:
                    fails += 1
                    print(f"FAIL threads {label}: {msg} seed={args.seed}")
                else:
                    print(f"PASS threads {label} (1, 2, 7 threads: same bytes)")
        return cases, fails
    return H.run_cases(args, ctx, "threads", body)


if __name__ == "__main__":
    sys.exit(main())
