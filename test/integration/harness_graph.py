#!/usr/bin/env python3
"""Execution tests of the csr graph ops (edge_id, dgl_adjacency,
dgl_subgraph, dgl_graph_compact).

    harness_graph.py graph --seed N [--stype-run PATH]
    harness_graph.py sample --seed N [--stype-run PATH]
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
  * dgl_adjacency(g): g's exact entry set, every value 1.0, always f32;
  * dgl_subgraph(g, lists...): MXNet's GetSubgraph (subgraph_ref), with and
    without return_mapping, lists with repeats, all, one and no vertices;
  * dgl_graph_compact(graphs..., ids...): MXNet's CompactSubgraph
    (compact_ref) on sampled-like graphs (random and sorted vertex orders,
    a repeated id, empty trailing rows, graph_size 0), several per op.
The `sample` group runs dgl_csr_neighbor_uniform_sample, whose draws come
from stype's own generator: its results are checked against the invariants
of MXNet's SampleSubgraph (sample_check: BFS replayed from the returned
rows, sampled counts, edges, order, layers, padding), equal seeds give equal
bytes and different seeds different samples, and the sampled subsets are
uniform (chi-square, printed with the seed; fails at p < 0.001).
"""

import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402
from harness import (C, D, Op, Run, Tensor, dtname, exact, expect,  # noqa: E402
                     grid, rand_csr, tag, ttype)


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


def subgraph_ref(g, v, dt):
    """MXNet's GetSubgraph (dgl_graph.cc): row j holds the edges v[j] -> w
    with w in v, column w renumbered to its LAST position in v (the hash map
    is overwritten in list order), values the new edge ids 0, 1, ... in the
    order the rows are walked; the mapping holds the original ids.  Returns
    (subgraph dense, mapping dense, entry set)."""
    n = len(v)
    pos = {}
    for i, x in enumerate(v):
        pos[int(x)] = i
    sub = np.zeros((n, n), dt)
    orig = np.zeros((n, n), dt)
    entries = set()
    k = 0
    for j, x in enumerate(v):
        for p in range(g.indptr[x], g.indptr[x + 1]):
            c = int(g.indices[p])
            if c in pos:
                sub[j, pos[c]] = k
                orig[j, pos[c]] = g.data[p]
                entries.add((j, pos[c]))
                k += 1
    return sub, orig, entries


def vertex_lists(rng, n):
    """Ascending vertex lists of a graph of n vertices: a random half, one
    with repeated ids, every vertex, one vertex, none."""
    half = np.sort(rng.choice(n, max(1, n // 2), replace=False)) if n else \
        np.zeros(0, np.int64)
    rep = np.sort(np.concatenate([half[:3], half[:2]])) if n else half
    return [("half", half), ("repeats", rep), ("all", np.arange(n)),
            ("one", np.asarray([n // 2] if n else [])),
            ("none", np.zeros(0))]


def sampled_graph(rng, parent, gs, extra, dens, dt, dup=False, order="random"):
    """A csr like the neighbour-sampling ops produce, for dgl_graph_compact:
    gs + extra rows (the last extra rows empty), `parent` columns (parent
    vertex ids), entries only at columns among the gs sampled vertex ids;
    the vertex id array (rows + 1 long, last element gs).  `dup` repeats one
    vertex id; order "random" or "sorted" (as MXNet's sampler writes it)."""
    ids = rng.choice(parent, gs, replace=False).astype(np.int64)
    if order == "sorted":
        ids = np.sort(ids)
    if dup and gs >= 3:
        ids[gs - 1] = ids[1]            # the first occurrence (1) wins
    rows = gs + extra
    mask = np.zeros((rows, parent), bool)
    uniq = np.unique(ids)
    for r in range(gs):
        if len(uniq):
            mask[r, uniq] = rng.random(len(uniq)) < dens
    indptr = np.concatenate([[0], np.cumsum(mask.sum(axis=1))]).astype(np.int64)
    indices = np.nonzero(mask)[1].astype(np.int64)
    data = rng.permutation(len(indices)).astype(dt) + 100
    g = Tensor.csr((rows, parent), dt, indptr, indices, data)
    vids = np.concatenate([ids, np.full(extra, -1), [gs]]).astype(np.int64)
    return g, vids


def compact_ref(g, vids, gs, dt):
    """MXNet's CompactSubgraph: rows [0, gs), column c renumbered to the
    FIRST position of c in vids[:gs] (unordered_map::insert keeps the first),
    values the entry's position in the input; the mapping (which MXNet never
    writes) the input's values.  Returns (compact, mapping, entry set)."""
    first = {}
    for i in range(gs):
        first.setdefault(int(vids[i]), i)
    out = np.zeros((gs, gs), dt)
    orig = np.zeros((gs, gs), dt)
    entries = set()
    for r in range(gs):
        for p in range(g.indptr[r], g.indptr[r + 1]):
            c = first[int(g.indices[p])]
            out[r, c] = p
            orig[r, c] = g.data[p]
            entries.add((r, c))
    return out, orig, entries


def result_type(shape, dt, mode):
    return ttype(C, shape, dt, mode)


def add_subgraph(k, label, gname, g, lists, mapping):
    """One dgl_subgraph op over the vertex lists `lists` [(name, ids)]."""
    i = len(k.ops)
    tg = ttype(C, g.shape, k.dt, k.mode)
    if gname not in [a[0] for a in k.args]:
        k.arg(gname, g, tg)
    names, types, results, expects, maps = [], [], [], [], []
    for j, (lname, ids) in enumerate(lists):
        ids = np.asarray(ids, np.int64)
        nm = f"s{i}_{j}"
        types.append(k.arg(nm, ids, ttype(D, ids.shape, np.int64, k.mode)))
        names.append(nm)
        sub, orig, entries = subgraph_ref(g, ids, k.dt)
        n = len(ids)
        rt = result_type((n, n), k.dt, k.mode)
        results.append((f"%sg{i}#{j}", rt))
        expects.append((f"dgl_subgraph {label} list {lname} (n={n})",
                        expect(C, sub, k.dt, entries=exact(entries))))
        maps.append(((f"%sg{i}#{j + len(lists)}", rt),
                     (f"dgl_subgraph {label} list {lname} (n={n}) mapping",
                      expect(C, orig, k.dt, entries=exact(entries)))))
    if mapping:
        results += [m[0] for m in maps]
        expects += [m[1] for m in maps]
    attr = " {return_mapping}" if mapping else ""
    body = [f"%sg{i}:{len(results)} = stype.dgl_subgraph %{gname}, "
            + ", ".join("%" + n for n in names) + f"{attr} : {tg}, "
            + ", ".join(types) + " -> " + ", ".join(t for _, t in results)]
    if len(results) == 1:
        body = [body[0].replace(f"%sg{i}:1 =", f"%sg{i}_0 =")]
        results = [(f"%sg{i}_0", results[0][1])]
    k.ops.append(Op(f"dgl_subgraph {label}", [gname] + names, body, results,
                    expects))


def add_compact(k, label, graphs, mapping):
    """One dgl_graph_compact op over [(name, g, vids, gs)]."""
    i = len(k.ops)
    gnames, vnames, gtypes, vtypes, results, expects, maps = \
        [], [], [], [], [], [], []
    for j, (name, g, vids, gs) in enumerate(graphs):
        gnames.append(f"c{i}g{j}")
        vnames.append(f"c{i}v{j}")
        gtypes.append(k.arg(gnames[-1], g, ttype(C, g.shape, k.dt, k.mode)))
        vtypes.append(k.arg(vnames[-1], vids,
                            ttype(D, vids.shape, np.int64, k.mode)))
        out, orig, entries = compact_ref(g, vids, gs, k.dt)
        rt = ttype(C, (gs, gs), k.dt, "static")
        results.append(rt)
        what = f"dgl_graph_compact {label} {name} ({g.describe()}, size {gs})"
        expects.append((what, expect(C, out, k.dt, entries=exact(entries))))
        maps.append((rt, (what + " mapping",
                          expect(C, orig, k.dt, entries=exact(entries)))))
    if mapping:
        results += [m[0] for m in maps]
        expects += [m[1] for m in maps]
    sizes = ", ".join(str(gr[3]) for gr in graphs)
    attr = f"{{graph_sizes = array<i64: {sizes}>" + \
        (", return_mapping}" if mapping else "}")
    n = len(results)
    res = f"%cg{i}" + (f":{n}" if n > 1 else "")
    body = [f"{res} = stype.dgl_graph_compact ("
            + ", ".join("%" + x for x in gnames) + "), ("
            + ", ".join("%" + x for x in vnames) + f") {attr} : ("
            + ", ".join(gtypes) + "), (" + ", ".join(vtypes) + ") -> "
            + ", ".join(results)]
    ssa = [f"%cg{i}#{j}" for j in range(n)] if n > 1 else [f"%cg{i}"]
    k.ops.append(Op(f"dgl_graph_compact {label}", gnames + vnames, body,
                    list(zip(ssa, results)), expects))


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
        # dgl_subgraph on a square graph (vertices = rows), with and
        # without return_mapping; a graph without edges.
        k = Kernel(dt, mode)
        n = 150 if dens == 0.01 else 19
        sg = edge_graph(rng, (n, n), dens, dt)
        lists = vertex_lists(rng, n)
        add_subgraph(k, sg.describe(), "sg", sg, lists, True)
        add_subgraph(k, sg.describe(), "sg", sg, lists[:1], False)
        zg = edge_graph(rng, (6, 6), 0.0, dt)
        add_subgraph(k, zg.describe(), "zg", zg, vertex_lists(rng, 6)[:3], True)
        # dgl_graph_compact: sampled graphs with random and sorted vertex
        # orders, a repeated vertex id, extra empty rows, several graphs in
        # one op, an empty one (graph_size 0).
        parent = 300 if dens == 0.01 else 40
        gs = 60 if dens == 0.01 else 9
        d = dens if dens > 0 else 0.0
        graphs = [("random order", *sampled_graph(rng, parent, gs, 4, d, dt),
                   gs),
                  ("sorted", *sampled_graph(rng, parent, gs - 2, 0, d, dt,
                                            order="sorted"), gs - 2),
                  ("repeated id", *sampled_graph(rng, parent, gs, 2, d, dt,
                                                 dup=True), gs),
                  ("empty", *sampled_graph(rng, parent, 0, 3, d, dt), 0)]
        add_compact(k, "4 graphs", graphs, True)
        add_compact(k, "no mapping", graphs[:1], False)
        runs.append(Run(tag(dens, dt, mode) + " subgraph/compact", k.args,
                        k.ops, mode))
    return runs


# --------------------------------------------------------------------------
# dgl_csr_neighbor_uniform_sample: invariants, not values (the draws are
# stype's own generator; MXNet's cannot be reproduced)
# --------------------------------------------------------------------------


def sample_check(g, seeds, hops, k, m, ids, sub, layers):
    """Checks one seed array's results against MXNet's SampleSubgraph,
    replayed here from the sampled rows the kernel returned: the seeds
    (de-duplicated, in order) are layer 0; the queue is walked while the
    vertex count is below m, a vertex of layer < hops is expanded, its
    sampled row must hold exactly min(degree, k) distinct edges of the
    graph (ascending columns, values the graph's edge ids; the whole row
    when degree <= k), and its sampled neighbours join in ascending order
    with layer + 1 while the count is below m.  Then the vertex array must
    be the collected set ascending, -1 padded, count last; the layers the
    BFS hops; the rows of unexpanded vertices and of the padding empty.
    Returns None or the first violation."""
    ids = np.asarray(ids).reshape(-1)
    layers = np.asarray(layers).reshape(-1)
    if ids.shape != (m + 1,) or layers.shape != (m,):
        return f"result shapes {ids.shape}, {layers.shape}"
    if sub.kind != C or sub.shape != (m, g.shape[1]):
        return f"sampled graph is {sub.describe()}, want csr{(m, g.shape[1])}"
    cnt = int(ids[m])
    if not 0 <= cnt <= m:
        return f"vertex count {cnt} outside [0, {m}]"
    vs = [int(x) for x in ids[:cnt]]
    if any(b <= a for a, b in zip(vs, vs[1:])):
        return f"vertex ids not strictly ascending: {vs[:20]}"
    if np.any(ids[cnt:m] != -1) or np.any(layers[cnt:] != -1):
        return "padding is not -1"
    ip = np.asarray(sub.indptr)
    if len(ip) != m + 1 or ip[0] != 0 or np.any(np.diff(ip) < 0) or \
            ip[m] != len(sub.indices):
        return f"malformed indptr {ip[:20]}"
    row_of = {v: r for r, v in enumerate(vs)}
    seen, queue = {}, []
    for s in np.asarray(seeds).reshape(-1):
        s = int(s)
        if s not in seen:
            seen[s] = 0
            queue.append(s)
    expanded = set()
    i = 0
    while i < len(queue) and len(seen) < m:
        u = queue[i]
        lay = seen[u]
        i += 1
        if lay >= hops:
            continue
        if u not in row_of:
            return f"expanded vertex {u} missing from the vertex ids"
        r = row_of[u]
        cols = [int(c) for c in sub.indices[ip[r]:ip[r + 1]]]
        vals = sub.data[ip[r]:ip[r + 1]]
        lo, hi = g.indptr[u], g.indptr[u + 1]
        edges = {int(c): v for c, v in zip(g.indices[lo:hi], g.data[lo:hi])}
        want = min(hi - lo, k)
        if len(cols) != want:
            return (f"vertex {u} (degree {hi - lo}): {len(cols)} sampled "
                    f"neighbours, want min(degree, {k}) = {want}")
        if any(b <= a for a, b in zip(cols, cols[1:])):
            return f"vertex {u}: duplicate or unsorted neighbours {cols}"
        for c, v in zip(cols, vals):
            if c not in edges:
                return f"sampled edge ({u}, {c}) is not in the graph"
            if edges[c] != v:
                return f"sampled edge ({u}, {c}) has id {v}, graph {edges[c]}"
        expanded.add(u)
        for c in cols:
            if len(seen) >= m:
                break
            if c not in seen:
                seen[c] = lay + 1
                queue.append(c)
    if sorted(seen) != vs:
        return (f"vertex set {vs[:20]} (count {cnt}) differs from the BFS "
                f"{sorted(seen)[:20]} (count {len(seen)})")
    for v, r in row_of.items():
        if layers[r] != seen[v]:
            return f"vertex {v}: layer {layers[r]}, BFS hop {seen[v]}"
        if v not in expanded and ip[r + 1] != ip[r]:
            return f"vertex {v} was not expanded but its row holds edges"
    if ip[cnt] != ip[m]:
        return "rows after the vertex count hold edges"
    return None


class SampleExpect:
    """The Expect of a sampling op: `validate(results)` checks all of the
    op's results (ids..., graphs..., layers...) at once."""

    def __init__(self, check):
        self.validate = check
        self.ref = np.zeros(0)
        self.out_dtype = np.dtype(np.int64)


def add_sample(k, label, gname, g, seed_lists, hops, nb, m, seed,
               dense_written=False, weights=None):
    """One dgl_csr_neighbor_uniform_sample op over `seed_lists` or, with
    weights = (name, probability array), one
    dgl_csr_neighbor_non_uniform_sample op; returns its index in k.ops."""
    i = len(k.ops)
    tg = ttype(C, g.shape, k.dt, k.mode)
    if gname not in [a[0] for a in k.args]:
        k.arg(gname, g, tg)
    opname, operands, otypes = "uniform", [gname], [tg]
    if weights is not None:
        pname, prob = weights
        tp = ttype(D, prob.shape, prob.dtype, k.mode)
        if pname not in [a[0] for a in k.args]:
            k.arg(pname, prob, tp)
        opname, operands, otypes = "non_uniform", [gname, pname], [tg, tp]
    names, types = [], []
    for j, s in enumerate(seed_lists):
        s = np.asarray(s, np.int64)
        names.append(f"q{i}_{j}")
        types.append(k.arg(names[-1], s, ttype(D, s.shape, np.int64, k.mode)))
    n = len(seed_lists)
    # The sampled graph is written dense in some cases: storage inference
    # must make it csr.
    gk = D if dense_written else C
    pt = "" if weights is None else dtname(prob.dtype)
    rts = ([f"tensor<{m + 1}xi64>"] * n
           + [ttype(gk, (m, g.shape[1]), k.dt, k.mode)] * n
           + ([f"tensor<{m}x{pt}>"] * n if pt else [])
           + [f"tensor<{m}xi64>"] * n)
    attrs = (f"{{num_hops = {hops} : i64, num_neighbor = {nb} : i64, "
             f"max_num_vertices = {m} : i64, seed = {seed} : i64}}")
    op = f"dgl_csr_neighbor_{opname}_sample"
    body = [f"%smp{i}:{len(rts)} = stype.{op} "
            + ", ".join("%" + x for x in operands + names)
            + f" {attrs} : " + ", ".join(otypes + types) + " -> "
            + ", ".join(rts)]
    results = [(f"%smp{i}#{j}", t) for j, t in enumerate(rts)]
    what = (f"{op} {label} {g.describe()}" + (f" prob {pt}" if pt else "")
            + f" hops={hops} k={nb} max={m} seed={seed}")

    def check(res):
        layers = (len(rts) // n - 1) * n
        for j, s in enumerate(seed_lists):
            args = (s, hops, nb, m, res[j].dense(), res[n + j])
            msg = (sample_check(g, *args, res[layers + j].dense())
                   if weights is None else
                   nu_check(g, prob, *args, res[2 * n + j].dense(),
                            res[layers + j].dense()))
            if msg:
                return f"seed array {j} ({len(s)} seeds): {msg}"
        return None
    k.ops.append(Op(what, operands + names, body, results,
                    [(what, SampleExpect(check))]))
    return i


def sample_seed_lists(rng, n, m):
    """Seed arrays of a graph of n vertices (at most m seeds each): a few
    random ones with repeats, the last vertex, none."""
    if n == 0:
        return [np.zeros(0, np.int64)]
    few = rng.choice(n, min(3, n, m), replace=False)
    rep = np.concatenate([few, few[:2]])[:m]
    return [rep, np.asarray([n - 1]), np.zeros(0, np.int64)]


def same_csr(a, b):
    return (np.array_equal(a.indptr, b.indptr)
            and np.array_equal(a.indices, b.indices)
            and a.data.tobytes() == b.data.tobytes())


def cases_sample(rng):
    """(Kernel, [extra check over all results]) per grid point: the BFS
    invariants for several (hops, num_neighbor, max_num_vertices) and seed
    arrays, an empty graph; the same seed twice in one kernel gives the same
    bytes, another seed another sample."""
    runs = []
    for i_d, dens, i_t, dt, mode in grid():
        k = Kernel(dt, mode)
        n = 150 if dens == 0.01 else 30
        g = edge_graph(rng, (n, n), dens, dt)
        lists = sample_seed_lists(rng, n, 10)
        params = [(1, 2, 20), (2, 3, 10), (3, 1000, n + 5), (0, 2, 10),
                  (2, 0, 10), (4, 4, 2 * n)]
        for j, (hops, nb, m) in enumerate(params):
            add_sample(k, f"params {j}", "g", g, lists, hops, nb, m,
                       int(rng.integers(0, 2**62)), dense_written=j % 2 == 1)
        # Every vertex a seed (max_num_vertices = n: nothing is expanded;
        # n + 1: every vertex is, nothing is added).
        add_sample(k, "all seeds", "g", g, [np.arange(n)], 2, 3, n, 5)
        add_sample(k, "all seeds", "g", g, [np.arange(n)], 2, 3, n + 1, 5)
        z = edge_graph(rng, (0, 0), 0.0, dt)
        add_sample(k, "empty graph", "z", z, [np.zeros(0, np.int64)], 2, 2,
                   3, 1)
        # Same seed twice, then another seed (a dense graph: rows longer
        # than num_neighbor, so the samples differ).
        dg = edge_graph(rng, (40, 40), 0.5, dt)
        s = [np.arange(0, 40, 3)]
        a = add_sample(k, "repeat", "dg", dg, s, 1, 2, 40, 77)
        b = add_sample(k, "repeat", "dg", dg, s, 1, 2, 40, 77)
        c = add_sample(k, "other seed", "dg", dg, s, 1, 2, 40, 78)
        runs.append(Run(tag(dens, dt, mode) + " sample", k.args, k.ops, mode))
        runs[-1].pairs = [(a, b, True), (a, c, False)]
    return runs


def sample_stats(rng, seed):
    """Uniformity: vertices of degree L, num_neighbor K < L, every vertex a
    seed and max_num_vertices = rows + 1 (each is expanded once, nothing
    added); draws of different vertices and seeds are independent, so each
    (vertex, seed) is one draw of a K-subset of the L positions of its row,
    which must be uniform over the C(L, K) subsets (chi-square)."""
    runs = []
    k = Kernel(np.float32, "dynamic")
    for L, K in ((5, 2), (8, 5)):
        n = 400
        cols = np.stack([np.sort(rng.choice(n, L, replace=False))
                         for _ in range(n)])
        g = Tensor.csr((n, n), np.float32, np.arange(n + 1) * L,
                       cols.reshape(-1), np.arange(n * L))
        first = len(k.ops)
        for sd in range(4):
            add_sample(k, f"stats L={L} K={K}", f"g{L}", g, [np.arange(n)], 1,
                       K, n + 1, seed * 1000 + sd)
        runs.append((L, K, g, first))
    run = Run("sample stats", k.args, k.ops, "dynamic")
    return run, runs


def run_sample(ctx, rng, seed, jobs=1):
    """Runs the sampling cases (`jobs` stype-run calls at a time); returns
    (cases, fails) after printing, in case order."""
    import concurrent.futures
    from scipy.stats import chi2
    from itertools import combinations
    cases = fails = 0

    def report(ok, text):
        nonlocal cases, fails
        cases += 1
        fails += not ok
        print(("PASS " if ok else "FAIL ") + text
              + ("" if ok else f" seed={seed}"))

    runs = cases_sample(rng) + cases_nu_sample(rng)
    stats_run, stats = sample_stats(rng, seed)
    nu_run, nu_stats = nu_sample_stats(rng, seed)
    calls = [(r, f"sample{i}") for i, r in enumerate(runs)]
    calls += [(stats_run, "stats"), (nu_run, "nu_stats")]
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as ex:
        outs = list(ex.map(lambda c: harness.invoke(ctx, c[0], c[0].ops, c[1]),
                           calls))
    for run, (err, res) in zip(runs, outs):
        starts, pos = [], 0
        for op in run.ops:
            starts.append(pos)
            pos += len(op.results)
        for op, st in zip(run.ops, starts):
            name = f"{op.label} [{run.label}]"
            msg = err or op.expects[0][1].validate(
                res[st:st + len(op.results)])
            report(msg is None, name + ("" if msg is None else f": {msg}"))
        for a, b, same in run.pairs:
            name = (f"seeds {'equal' if same else 'different'}: ops {a}, {b} "
                    f"[{run.label}]")
            if err:
                report(False, f"{name}: {err}")
                continue
            ga, gb = res[starts[a] + 1], res[starts[b] + 1]
            eq = same_csr(ga, gb) and all(
                res[starts[a] + j].dense().tobytes()
                == res[starts[b] + j].dense().tobytes()
                for j in range(len(run.ops[a].results)) if j != 1)
            report(eq == same, name + ("" if eq == same else
                                       ": samples equal" if eq else
                                       ": different bytes"))
    run, (err, res) = stats_run, outs[-2]
    for L, K, g, first in stats:
        name = f"uniformity L={L} K={K} [{run.label}]"
        if err:
            report(False, f"{name}: {err}")
            continue
        subsets = {c: 0 for c in combinations(range(L), K)}
        msg = None
        for j in range(first, first + 4):
            msg = msg or run.ops[j].expects[0][1].validate(res[3 * j:3 * j + 3])
            sub = res[3 * j + 1]
            for r in range(g.shape[0]):
                cols = sub.indices[sub.indptr[r]:sub.indptr[r + 1]]
                pos = tuple(int(np.searchsorted(g.indices[r * L:(r + 1) * L],
                                                c)) for c in cols)
                subsets[pos] = subsets.get(pos, 0) + 1
        draws = sum(subsets.values())
        e = draws / len(subsets)
        stat = sum((c - e) ** 2 / e for c in subsets.values())
        df = len(subsets) - 1
        p = chi2.sf(stat, df)
        print(f"# {name}: {draws} draws over {len(subsets)} subsets, "
              f"chi2 = {stat:.2f}, df = {df}, p = {p:.4f} (fails below "
              f"p = 0.001), seed={seed}")
        if msg is None and len(subsets) != len(list(combinations(range(L), K))):
            msg = "a draw that is not a K-subset of the row"
        if msg is None and p < 1e-3:
            msg = f"chi2 = {stat:.2f} (df {df}, p = {p:.2g} < 0.001)"
        report(msg is None, name + ("" if msg is None else f": {msg}"))
    nu_stats_report(nu_run, nu_stats, *outs[-1], seed, report)
    return cases, fails


# --------------------------------------------------------------------------
# dgl_csr_neighbor_non_uniform_sample: the same invariants, plus the
# probabilities result and the zero-weight rule; the distribution of the
# draws against successive weighted sampling without replacement
# --------------------------------------------------------------------------


def nu_check(g, prob, seeds, hops, k, m, ids, sub, probs, layers):
    """sample_check, then: the probabilities result is probability[v] of
    each collected vertex (bit-exact, -1 padding), and a row longer than k
    holds min(k, its positive-weight entries) positive-weight neighbours
    (MXNet's heap never draws a zero weight while a positive one remains)."""
    msg = sample_check(g, seeds, hops, k, m, ids, sub, layers)
    if msg:
        return msg
    ids = np.asarray(ids).reshape(-1)
    probs = np.asarray(probs).reshape(-1)
    cnt = int(ids[m])
    if probs.shape != (m,) or probs.dtype != prob.dtype:
        return f"probabilities {probs.dtype}{probs.shape}, want {prob.dtype}({m},)"
    if probs[:cnt].tobytes() != prob[ids[:cnt]].tobytes():
        return (f"probabilities {probs[:cnt][:10]} differ from probability"
                f"[ids] {prob[ids[:cnt]][:10]}")
    if np.any(probs[cnt:] != -1):
        return "probability padding is not -1"
    ip = np.asarray(sub.indptr)
    for r, u in enumerate(ids[:cnt]):
        cols = np.asarray(sub.indices[ip[r]:ip[r + 1]], np.int64)
        row = np.asarray(g.indices[g.indptr[u]:g.indptr[u + 1]], np.int64)
        if len(row) <= k or len(cols) == 0:
            continue
        pos = int(np.count_nonzero(prob[row] > 0))
        got = int(np.count_nonzero(prob[cols] > 0))
        if got != min(k, pos):
            return (f"vertex {u}: {got} positive-weight neighbours sampled, "
                    f"want min({k}, {pos}) (zero weights drawn first)")
    return None


def weights(rng, n, dt, zeros=0.2):
    """n weights in [0, 2) of dtype dt, about `zeros` of them exactly 0."""
    w = rng.random(n) * 2
    w[rng.random(n) < zeros] = 0
    return w.astype(dt)


def cases_nu_sample(rng):
    """As cases_sample for the non-uniform op: the BFS invariants for
    several (hops, num_neighbor, max_num_vertices) and seed arrays, weights
    with zeros, all-zero weights (uniform draws), f32 weights for an f64
    graph, an empty graph; the same seed gives the same bytes, another
    seed another sample.  Half the grid (each density once: f32 at 0 and
    0.01, f64 at 0.5 and 1, static and dynamic shapes twice each; the BFS
    around the draws is the uniform op's, run on the whole grid) keeps
    graph.test fast."""
    runs = []
    for i_d, dens, i_t, dt, mode in grid():
        if i_t != (i_d // 2) % 2 and len(harness.DTYPES) > 1:
            continue
        k = Kernel(dt, mode)
        n = 150 if dens == 0.01 else 30
        g = edge_graph(rng, (n, n), dens, dt)
        w = weights(rng, n, dt)
        # Two seed arrays per op (the empty one once): each array is a copy
        # of the kernel to compile.
        lists = sample_seed_lists(rng, n, 10)
        params = [(1, 2, 20), (2, 3, 10), (3, 1000, n + 5), (4, 4, 2 * n)]
        for j, (hops, nb, m) in enumerate(params):
            add_sample(k, f"params {j}", "g", g,
                       lists if j == 0 else lists[:2], hops, nb, m,
                       int(rng.integers(0, 2**62)),
                       dense_written=j % 2 == 1, weights=("w", w))
        add_sample(k, "all zero weights", "g", g, lists[:2], 2, 2, 20, 9,
                   weights=("w0", np.zeros(n, dt)))
        other = np.float32 if dt == np.float64 else np.float64
        add_sample(k, "other weight dtype", "g", g, lists[:2], 2, 1, 20, 10,
                   weights=("wo", weights(rng, n, other, 0.5)))
        add_sample(k, "all seeds", "g", g, [np.arange(n)], 2, 3, n + 1, 5,
                   weights=("w", w))
        z = edge_graph(rng, (0, 0), 0.0, dt)
        add_sample(k, "empty graph", "z", z, [np.zeros(0, np.int64)], 2, 2,
                   3, 1, weights=("wz", np.zeros(0, dt)))
        dg = edge_graph(rng, (40, 40), 0.5, dt)
        dw = ("dw", weights(rng, 40, dt, 0.1))
        s = [np.arange(0, 40, 3)]
        a = add_sample(k, "repeat", "dg", dg, s, 1, 2, 40, 77, weights=dw)
        b = add_sample(k, "repeat", "dg", dg, s, 1, 2, 40, 77, weights=dw)
        c = add_sample(k, "other seed", "dg", dg, s, 1, 2, 40, 78,
                       weights=dw)
        runs.append(Run(tag(dens, dt, mode) + " non-uniform sample", k.args,
                        k.ops, mode))
        runs[-1].pairs = [(a, b, True), (a, c, False)]
    return runs


# Weights of the five neighbour classes of the distribution tests, and the
# num_neighbor drawn: (a) one draw, frequencies proportional to the
# weights; (b) two draws (a zero-weight class is never drawn); (c) three
# draws from two positive and three zero weights (the positive ones always,
# then one zero-weight one uniformly).
NU_STATS = (("a", (0.5, 0.1, 0.3, 1.4, 0.7), 1),
            ("b", (0.5, 0.1, 0.3, 0.0, 1.1), 2),
            ("c", (0.0, 2.0, 0.0, 0.7, 0.0), 3))


def subset_probs(w, k):
    """Exact probability of each k-subset of range(len(w)) under successive
    draws without replacement, each proportional to the remaining weights
    (uniform over the remaining entries once their weight is 0): the sum
    over the subset's orderings of the product of the draw probabilities."""
    from itertools import permutations
    out = {}
    for order in permutations(range(len(w)), k):
        p, left = 1.0, set(range(len(w)))
        for x in order:
            tot = sum(w[y] for y in left)
            p *= w[x] / tot if tot > 0 else 1.0 / len(left)
            left.discard(x)
        if p > 0:
            key = tuple(sorted(order))
            out[key] = out.get(key, 0.0) + p
    return out


def nu_sample_stats(rng, seed):
    """Every vertex of a 400-vertex graph is a seed (max_num_vertices =
    rows + 1: each expanded once, nothing added); vertex v has weight
    W[v % 5] and every row holds one neighbour of each class v % 5, so each
    (row, seed attribute) is one draw of a k-subset of the classes."""
    out = []
    k = Kernel(np.float64, "dynamic")
    n = 400
    cols = np.sort(np.stack([5 * rng.integers(0, n // 5, n) + c
                             for c in range(5)], axis=1), axis=1)
    g = Tensor.csr((n, n), np.float64, np.arange(n + 1) * 5,
                   cols.reshape(-1), np.arange(n * 5))
    for name, wts, nb in NU_STATS:
        prob = np.asarray(wts, np.float64)[np.arange(n) % 5]
        first = len(k.ops)
        for sd in range(4):
            add_sample(k, f"stats {name}", "g", g, [np.arange(n)], 1, nb,
                       n + 1, seed * 1000 + sd, weights=(f"w{name}", prob))
        out.append((name, wts, nb, g, first))
    return Run("non-uniform sample stats", k.args, k.ops, "dynamic"), out


def nu_stats_report(run, stats, err, res, seed, report):
    """Chi-square of the drawn class subsets against subset_probs and a
    binomial z-test of each class's inclusion frequency against its exact
    inclusion probability (|z| <= 4.5; a class of inclusion probability 0
    must never be drawn)."""
    from scipy.stats import chi2
    for name, wts, nb, g, first in stats:
        label = f"distribution ({name}) W={wts} k={nb} [{run.label}]"
        if err:
            report(False, f"{label}: {err}")
            continue
        exact = subset_probs(wts, nb)
        counts, msg = {}, None
        for j in range(first, first + 4):
            msg = msg or run.ops[j].expects[0][1].validate(
                res[4 * j:4 * j + 4])
            sub = res[4 * j + 1]
            for r in range(g.shape[0]):
                c = sub.indices[sub.indptr[r]:sub.indptr[r + 1]]
                key = tuple(sorted(int(x) % 5 for x in c))
                counts[key] = counts.get(key, 0) + 1
        draws = sum(counts.values())
        bad = [c for c in counts if c not in exact]
        if msg is None and bad:
            msg = f"drawn subsets of probability 0: {bad}"
        stat = sum((counts.get(c, 0) - draws * p) ** 2 / (draws * p)
                   for c, p in exact.items())
        df = len(exact) - 1
        p = chi2.sf(stat, df) if df else 1.0
        print(f"# {label}: {draws} draws over {len(exact)} subsets, "
              f"chi2 = {stat:.2f}, df = {df}, p = {p:.4f} (fails below "
              f"p = 0.001), seeds {seed * 1000}..{seed * 1000 + 3}")
        if msg is None and p < 1e-3:
            msg = f"chi2 = {stat:.2f} (df {df}, p = {p:.2g} < 0.001)"
        zs = []
        for cls in range(5):
            pi = sum(q for s, q in exact.items() if cls in s)
            got = sum(v for s, v in counts.items() if cls in s)
            if pi in (0.0, 1.0):
                z = 0.0 if got == draws * pi else float("inf")
            else:
                z = (got - draws * pi) / np.sqrt(draws * pi * (1 - pi))
            zs.append(z)
            print(f"#   class {cls}: weight {wts[cls]}, inclusion "
                  f"{got}/{draws} = {got / draws:.4f}, exact {pi:.4f}, "
                  f"z = {z:.2f}")
        if msg is None and max(abs(z) for z in zs) > 4.5:
            msg = f"an inclusion frequency is off (|z| > 4.5): {zs}"
        report(msg is None, label + ("" if msg is None else f": {msg}"))


def make_input(what, path):
    """Inputs of graph.test's run-time error cases."""
    if what == "graph":       # 3x4: edges (0,1)=5, (2,0)=0, (2,3)=7
        g = Tensor.csr((3, 4), np.float32, [0, 1, 1, 3], [1, 0, 3], [5, 0, 7])
        g.write(path[:-4] if path.endswith(".npz") else path)
        return
    if what == "sub-graph":   # MXNet's dgl_subgraph example: x (4x4)
        g = Tensor.csr((4, 4), np.float32, [0, 2, 4, 5, 7],
                       [0, 3, 0, 2, 1, 1, 2], [1, 2, 3, 4, 5, 6, 7])
        g.write(path[:-4] if path.endswith(".npz") else path)
        return
    if what == "cmp-graph":   # 4 rows (the last empty) over 6 parent ids
        g = Tensor.csr((4, 6), np.float32, [0, 2, 3, 4, 4],
                       [1, 5, 4, 1], [10, 11, 12, 13])
        g.write(path[:-4] if path.endswith(".npz") else path)
        return
    if what == "smp-graph":   # MXNet's sampling example: 5 vertices, all
        # pairs (u != v) connected, edge ids 1..20
        cols = [c for r in range(5) for c in range(5) if c != r]
        g = Tensor.csr((5, 5), np.float32, np.arange(6) * 4, cols,
                       np.arange(1, 21))
        g.write(path[:-4] if path.endswith(".npz") else path)
        return
    if what == "smp-not-square":
        g = Tensor.csr((4, 5), np.float32, [0, 1, 1, 1, 1], [4], [1])
        g.write(path[:-4] if path.endswith(".npz") else path)
        return
    if what == "cmp-bad-row":  # a stored entry in the row after graph_size
        g = Tensor.csr((4, 6), np.float32, [0, 2, 3, 4, 5],
                       [1, 5, 4, 1, 1], [10, 11, 12, 13, 14])
        g.write(path[:-4] if path.endswith(".npz") else path)
        return
    weights_ = {"nu-prob": [0.9, 0.8, 0.2, 0.4, 0.1],  # MXNet's example
                "nu-prob-zero": [0.9, 0.0, 0.0, 0.4, 0.1],
                "nu-prob-short": [0.9, 0.8, 0.2, 0.4],
                "nu-prob-negative": [0.9, 0.8, -0.2, 0.4, 0.1],
                "nu-prob-nan": [0.9, np.nan, 0.2, 0.4, 0.1],
                "nu-prob-inf": [0.9, 0.8, 0.2, np.inf, 0.1]}
    if what in weights_:
        np.save(path, np.asarray(weights_[what], np.float32))
        return
    arrays = {"u-ok": [0, 2, 2, 1, 0], "v-ok": [1, 0, 3, 1, 9],
              "u-out-of-range": [0, 3, 2, -1, 0], "v-short": [1, 0],
              "sub-ok": [0, 1, 2], "sub-unsorted": [0, 2, 1],
              "sub-out-of-range": [0, 1, 4],
              "cmp-ok": [5, 1, 4, -1, 3], "cmp-bad-last": [5, 1, 4, -1, 2],
              "cmp-missing": [5, 2, 4, -1, 3], "cmp-minus-one": [5, -1, 4, 1, 3],
              "cmp-short": [5, 1, 4, 3],
              "smp-ok": [0, 2], "smp-out-of-range": [0, 5],
              "smp-too-many": [0, 1, 2, 3], "smp-all": [0, 1, 2, 3, 4],
              "nu-seed0": [0]}
    np.save(path, np.asarray(arrays[what], np.int64))


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "make-input":
        make_input(sys.argv[2], sys.argv[3])
        return 0
    return harness.run_driver(__doc__, "group", ["graph", "sample"], run_group)


def run_group(args, ctx, rng):
    if args.group == "sample":
        return run_sample(ctx, rng, args.seed, args.jobs)
    runs = cases_graph(rng)
    print(f"# graph: {len(runs)} stype-run calls, seed={args.seed}, "
          f"files in {ctx.tmp}")
    return harness.execute(ctx, runs, args.jobs)


if __name__ == "__main__":
    sys.exit(main())
