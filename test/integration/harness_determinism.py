#!/usr/bin/env python3
"""Determinism of every kernel (issue 3, point 7): each case run twice, in two
separate stype-run processes, must write byte-identical result files.

    harness_determinism.py --seed N [--stype-run PATH] [-j JOBS] [--keep]
                           [--group NAME ...]

The cases are those of every execution harness (harness.py and the family
harnesses, imported as libraries), which together cover every op and every
storage-kind combination of its table, specialized kernels and dense
fallbacks alike; here they are drawn at one grid point (density 0.5, f32; a
few groups add their own fixed densities) instead of the full grid, without
the groups of harness.py that a family harness repeats and without the
optimizers' 20-step chains.  stype-run
-o writes .npy/.npz files whose bytes depend only on the values (zip members
carry a fixed timestamp), so equal bytes mean bit-identical results, stored
structure included.  The first run's values are also checked against the
group's reference, so a deterministic but wrong result fails too.

dgl_csr_neighbor_uniform_sample (group graph.sample) has no value
reference: its results are checked against the invariants of MXNet's
sampling (harness_graph.sample_check) and must be bit-identical for its
fixed seed attribute; so is dgl_csr_neighbor_non_uniform_sample (group
graph.non_uniform_sample; harness_graph.nu_check).

Also: embedding_grad with and without `deterministic` (MXNet's
_contrib_SparseEmbedding option) on ids with many repeats gives the same
bytes (stype's accumulation order is fixed either way).

Prints one line per case and `determinism: N cases, M mismatches`.
"""

import concurrent.futures
import os
import shutil
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness as H  # noqa: E402

# One grid point for every group: patched before the groups are imported so
# that the grid they loop over is this one.
H.DENSITIES = (0.5,)
H.DTYPES = (np.float32,)

import harness_elementwise  # noqa: E402
import harness_graph  # noqa: E402
import harness_linalg  # noqa: E402
import harness_nn  # noqa: E402
import harness_optimizers  # noqa: E402
import harness_reduction  # noqa: E402


def embedding_deterministic(rng):
    """embedding_grad {sparse_grad} and {sparse_grad, deterministic} on the
    same ids (each id repeated many times) and ograd: one run, two results
    that must be byte-identical to each other (checked by the caller) and
    equal to onehot(ids)^T * ograd."""
    runs = []
    for dt in (np.float32, np.float64):
        in_dim, out_dim = 40, 6
        ids = rng.integers(0, 9, (50, 4)).astype(np.int64)
        g = H.Tensor.from_dense(H.rand_values(rng, 200 * out_dim, dt).reshape(
            50, 4, out_dim))
        ograd = g.dense().reshape(-1, out_dim).astype(np.float64)
        ref = harness_reduction.one_hot(ids, in_dim).T @ ograd
        rows = H.exact(set(int(i) for i in ids.reshape(-1)))
        it = H.ttype(H.D, ids.shape, np.int64, "dynamic")
        gt = H.ttype(H.D, g.shape, dt, "dynamic")
        ot = H.ttype(H.R, ref.shape, dt, "dynamic")
        ops = []
        for det in (False, True):
            attrs = "{input_dim = 40 : i64, sparse_grad" + \
                (", deterministic}" if det else "}")
            v = f"%eg{int(det)}"
            label = (f"embedding_grad sparse_grad deterministic={det} "
                     f"ids{ids.shape} {H.dtname(dt)}")
            rt, at = H.tol(dt, 200)
            ops.append(H.Op(label, ["ids", "g"],
                            [f"{v} = stype.embedding_grad %ids, %g {attrs} : "
                             f"{it}, {gt} -> {ot}"], [(v, ot)],
                            [(label, H.expect(H.R, ref, dt, rt, at, rows=rows))]))
        runs.append(H.Run(f"embedding deterministic {H.dtname(dt)}",
                          [("ids", ids, it), ("g", g, gt)], ops, "dynamic"))
    return runs


# harness.py's groups that a family harness covers again (dot: dot_full;
# elemwise: elementwise.binary; the SGD updates: optimizer.sgd/sgd_mom).
DUPLICATES = ("dot", "elemwise", "sgd_update", "sgd_mom_update")


def without_long_chains(f):
    """The optimizer groups minus their 20-step chains (the single steps
    cover every combination)."""
    return lambda rng: [r for r in f(rng) if "20 steps" not in r.label]


def groups():
    """name -> function(rng) returning harness Runs."""
    g = {f"harness.{n}": f for n, f in H.OPS.items() if n not in DUPLICATES}
    g.update({f"elementwise.{n}": f
              for n, f in harness_elementwise.GROUPS.items()})
    g.update({f"linalg.{n}": f for n, f in harness_linalg.OPS.items()})
    g.update({f"reduction.{n}": f
              for n, f in harness_reduction.FAMILIES.items()})
    g["nn"] = harness_nn.cases_nn
    g["nn.softmax_output"] = harness_nn.cases_softmax
    for n in sorted(harness_optimizers.OPTS):
        g[f"optimizer.{n}"] = without_long_chains(
            (lambda name: lambda rng: harness_optimizers.cases(rng, name))(n))
    g["graph"] = harness_graph.cases_graph
    g["graph.sample"] = harness_graph.cases_sample
    g["graph.non_uniform_sample"] = harness_graph.cases_nu_sample
    g["embedding_deterministic"] = embedding_deterministic
    return g


def twice(ctx, i, run):
    """Runs `run` twice; returns the report lines of its cases."""
    outs = []
    for rep in range(2):
        tagname = f"d{i}_{rep}"
        err, res = H.invoke(ctx, run, run.ops, tagname)
        d = os.path.join(ctx.tmp, tagname)
        nres = sum(len(op.results) for op in run.ops)
        blobs = None
        if err is None:
            blobs = []
            for k in range(nres):
                with open(os.path.join(d, f"res{k}.out"), "rb") as f:
                    blobs.append(f.read())
        outs.append((err, res, blobs))
    lines = []
    k = 0
    same_run = run.label.startswith("embedding deterministic")
    for op in run.ops:
        first = k
        for label, exp in op.expects:
            name = f"{label} [{run.label}]"
            msg = outs[0][0] or outs[1][0]
            if msg is None and hasattr(exp, "validate"):
                # A sampling op (harness_graph.SampleExpect): one check of
                # all its results' invariants; all must be bit-identical.
                res = outs[0][1][first:first + len(op.results)]
                msg = exp.validate(res)
                blobs = [b[first:first + len(op.results)]
                         for b in (outs[0][2], outs[1][2])]
                if msg is None and blobs[0] != blobs[1]:
                    msg = "two runs gave different bytes"
                lines.append((msg is None,
                              f"PASS {name} (bit-identical reruns)"
                              if msg is None
                              else f"FAIL {name}: {msg} seed={ctx.seed}"))
                k = first + len(op.results)
                continue
            if msg is None:
                msg = H.check(outs[0][1][k], exp, exp.ref.shape, exp.out_dtype)
            if msg is None and outs[0][2][k] != outs[1][2][k]:
                msg = "two runs gave different bytes"
            if msg is None and same_run and outs[0][2][k] != outs[0][2][0]:
                msg = "deterministic and default settings gave different bytes"
            lines.append((msg is None,
                          f"PASS {name} (bit-identical reruns)" if msg is None
                          else f"FAIL {name}: {msg} seed={ctx.seed}"))
            k += 1
    return lines


def main():
    p = H.parser(__doc__)
    p.add_argument("-j", "--jobs", type=int, default=min(2, os.cpu_count() or 1))
    p.add_argument("--group", action="append",
                   help="only these groups (default: all)")
    args = p.parse_args()
    if shutil.which(args.stype_run) is None and not os.path.exists(args.stype_run):
        print(f"error: stype-run not found: {args.stype_run} seed={args.seed}")
        return 1
    ctx = H.Ctx(args)
    rng = np.random.default_rng(args.seed)
    all_groups = groups()
    names = args.group or list(all_groups)
    runs = []
    for n in names:
        runs += [(n, r) for r in all_groups[n](rng)]
    print(f"# determinism: {len(names)} groups, {len(runs)} stype-run calls "
          f"(each twice), seed={args.seed}, files in {ctx.tmp}")
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as ex:
            results = list(ex.map(lambda ir: twice(ctx, ir[0], ir[1][1]),
                                  enumerate(runs)))
    finally:
        if not args.keep:
            shutil.rmtree(ctx.tmp, ignore_errors=True)
    cases = fails = 0
    per_group = {}
    for (gname, _), lines in zip(runs, results):
        for ok, text in lines:
            cases += 1
            fails += not ok
            per_group[gname] = per_group.get(gname, 0) + 1
            print(text)
    for gname in names:
        print(f"# group {gname}: {per_group.get(gname, 0)} cases")
    return H.summary("determinism", cases, fails, seed=args.seed)


if __name__ == "__main__":
    sys.exit(main())
