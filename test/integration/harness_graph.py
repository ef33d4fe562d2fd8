#!/usr/bin/env python3
"""Execution tests of the csr graph ops (edge_id, dgl_adjacency).

    harness_graph.py graph --seed N [--stype-run PATH]
    harness_graph.py make-input WHAT PATH   (inputs of graph.test's error
                                             cases: graph, u-ok, v-ok,
                                             u-out-of-range, v-short)

Uses harness.py as a library (inputs, running, checking).  For each
(density in 0, 0.01, 0.5, 1) x (f32, f64) one stype-run call runs both ops on
a random csr graph whose values are edge ids (a permutation of 0..nnz-1, so
edge 0 is a stored 0), plus an empty graph and an empty query.  The
references follow MXNet's definitions (src/operator/contrib/dgl_graph.cc),
written independently of stype's kernels:
  * edge_id(g, u, v)[i] = the value stored at (u[i], v[i]), else -1 (every
    stored edge, random pairs and column ids outside [0, cols) are queried);
  * dgl_adjacency(g): g's exact entry set, every value 1.0, always f32.
"""

import os
import shutil
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402
from harness import (C, D, Op, Run, Tensor, exact, expect, grid,  # noqa: E402
                     rand_csr, tag, ttype)


def edge_graph(rng, shape, dens, dt):
    """A csr graph whose values are the edge ids 0..nnz-1 in random order."""
    g = rand_csr(rng, shape, dens, dt)
    g.data = rng.permutation(len(g.data)).astype(dt)
    return g


def edge_map(g):
    """(u, v) -> edge id, read from the csr arrays."""
    m = {}
    for r in range(g.shape[0]):
        for k in range(g.indptr[r], g.indptr[r + 1]):
            m[(r, int(g.indices[k]))] = g.data[k]
    return m


def queries(rng, g):
    """Every stored edge, as many random pairs, and column ids outside
    [0, cols) (MXNet: not found, -1); shuffled."""
    rows, cols = g.shape
    u = [r for r in range(rows) for _ in range(g.indptr[r], g.indptr[r + 1])]
    v = [int(c) for c in g.indices]
    n = max(4, len(u))
    if rows:
        u += rng.integers(0, rows, n).tolist()
        v += rng.integers(0, cols, n).tolist()
        u += rng.integers(0, rows, 2).tolist()
        v += [-1, cols + 3]
    order = rng.permutation(len(u))
    return (np.asarray(u, np.int64)[order], np.asarray(v, np.int64)[order])


class Kernel:
    def __init__(self, dt, mode):
        self.dt, self.mode = dt, mode
        self.args, self.ops = [], []

    def arg(self, name, value, typ):
        self.args.append((name, value, typ))
        return typ

    def edge_id(self, label, gname, g, u, v):
        i = len(self.ops)
        tg = self.arg(gname, g, ttype(C, g.shape, self.dt, self.mode))
        tu = self.arg(f"u{i}", u, ttype(D, u.shape, np.int64, self.mode))
        tv = self.arg(f"v{i}", v, ttype(D, v.shape, np.int64, self.mode))
        tr = ttype(D, u.shape, self.dt, self.mode)
        m = edge_map(g)
        ref = np.array([m.get((int(a), int(b)), -1) for a, b in zip(u, v)],
                       self.dt)
        res = f"%e{i}"
        body = [f"{res} = stype.edge_id %{gname}, %u{i}, %v{i} : {tg}, {tu}, "
                f"{tv} -> {tr}"]
        self.ops.append(Op(f"edge_id {label}", [gname, f"u{i}", f"v{i}"], body,
                           [(res, tr)], [(f"edge_id {label}",
                                          expect(D, ref, self.dt))]))

    def adjacency(self, label, gname, g):
        i = len(self.ops)
        tg = ttype(C, g.shape, self.dt, self.mode)
        if gname not in [a[0] for a in self.args]:
            self.arg(gname, g, tg)
        # Written with a dense result: storage inference must make it csr.
        tr = ttype(D, g.shape, np.float32, self.mode)
        ref = g.dense().astype(np.float32)
        ref[:] = 0
        for (r, c) in g.entry_set():
            ref[r, c] = 1
        res = f"%a{i}"
        body = [f"{res} = stype.dgl_adjacency %{gname} : {tg} -> {tr}"]
        self.ops.append(Op(f"dgl_adjacency {label}", [gname], body,
                           [(res, tr)],
                           [(f"dgl_adjacency {label}",
                             expect(C, ref, np.float32,
                                    entries=exact(g.entry_set())))]))


def cases_graph(rng):
    runs = []
    for i_d, dens, i_t, dt, mode in grid():
        k = Kernel(dt, mode)
        shape = (150, 40) if dens == 0.01 else (19, 23)
        g = edge_graph(rng, shape, dens, dt)
        u, v = queries(rng, g)
        label = f"{g.describe()} {len(u)} pairs"
        k.edge_id(label, "g", g, u, v)
        k.adjacency(label, "g", g)
        # An empty query, and a graph without edges.
        e = np.zeros(0, np.int64)
        k.edge_id(f"{g.describe()} no pairs", "g", g, e, e)
        z = edge_graph(rng, (7, 5), 0.0, dt)
        zu, zv = queries(rng, z)
        k.edge_id(f"{z.describe()} {len(zu)} pairs", "z", z, zu, zv)
        k.adjacency(z.describe(), "z", z)
        runs.append(Run(tag(dens, dt, mode), k.args, k.ops, mode))
    return runs


def make_input(what, path):
    """Inputs of graph.test's run-time error cases."""
    if what == "graph":       # 3x4: edges (0,1)=5, (2,0)=0, (2,3)=7
        g = Tensor.csr((3, 4), np.float32, [0, 1, 1, 3], [1, 0, 3], [5, 0, 7])
        g.write(path[:-4] if path.endswith(".npz") else path)
        return
    arrays = {"u-ok": [0, 2, 2, 1, 0], "v-ok": [1, 0, 3, 1, 9],
              "u-out-of-range": [0, 3, 2, -1, 0], "v-short": [1, 0]}
    np.save(path, np.asarray(arrays[what], np.int64))


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "make-input":
        make_input(sys.argv[2], sys.argv[3])
        return 0
    parsed = harness.driver(__doc__, "group", ["graph"])
    if parsed is None:
        return 1
    args, ctx, rng = parsed
    runs = cases_graph(rng)
    print(f"# graph: {len(runs)} stype-run calls, seed={args.seed}, "
          f"files in {ctx.tmp}")
    try:
        cases, fails = harness.execute(ctx, runs, args.jobs)
    finally:
        if not args.keep:
            shutil.rmtree(ctx.tmp, ignore_errors=True)
    print(f"graph: {cases} cases, {fails} mismatches (seed={args.seed})")
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
