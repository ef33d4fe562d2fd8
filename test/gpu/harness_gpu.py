#!/usr/bin/env python3
"""Execution tests of the GPU kernels without a GPU.

    harness_gpu.py --seed N --dtype {f32,f64} [--stype-run PATH] [--keep DIR]

Builds one kernel that runs every GPU kernel of --stype-lower-kernels-gpu
(cast_storage to and from dense, dot(csr, dense), dot(csr^T, dense) ->
row_sparse, elemwise_add/sub/mul/div, lazy / standard / dense optimizer
updates, a dot -> update training step), and calls it with `stype-run
--gpu-emulate` (the launches run on the CPU, thread after thread:
--stype-gpu-emulate) and with plain `stype-run` (the CPU kernels).

Checks, for each case (densities 0, 0.01, 0.5, 1; f32 and f64; shapes whose
rows are not a multiple of the 8-row tiles and whose features span one or
several 32-wide column tiles; an empty csr):
  * every result equals the CPU kernels' bit for bit, stored indices
    included (the GPU kernels sum in the CPU kernels' order, so they must);
  * the products and casts also against numpy references written from
    MXNet's definitions (dot(csr^T, dense) keeps exactly the columns that
    occur in the csr, as MXNet's DotCsrDnsRspImpl does).
The GPU run on a GPU machine (scripts/gpu-run.sh) compares the same way.
"""

import argparse
import os
import subprocess
import sys
import tempfile

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "integration"))
import harness  # noqa: E402
import harness_optimizers  # noqa: E402
from harness import C, D, R, Tensor, dtname, rand_csr, rand_rsp  # noqa: E402

CSR = ("#sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed),"
       " posWidth = 64, crdWidth = 64 }>")
RSP = ("#sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense),"
       " posWidth = 64, crdWidth = 64 }>")

# (name, stype op text with {T} for the dense type, {S} for the rsp type,
# operands, number of results); REFS below gives each one's numpy reference.
UPDATES = [
    ("sgd_lazy", "stype.sgd_update %wt, %g {{lr = 0.1 : f64, wd = 0.01 : f64}}"
     " : {T}, {S} -> {T}", 1),
    ("sgd_std", "stype.sgd_update %wt, %g {{lr = 0.1 : f64, wd = 0.01 : f64,"
     " lazy_update = false}} : {T}, {S} -> {T}", 1),
    ("sgd_mom_lazy", "stype.sgd_mom_update %wt, %g, %m {{lr = 0.1 : f64,"
     " momentum = 0.9 : f64, wd = 0.001 : f64}} : {T}, {S}, {T} -> {T}, {T}", 2),
    ("sgd_mom_std", "stype.sgd_mom_update %wt, %g, %m {{lr = 0.1 : f64,"
     " momentum = 0.9 : f64, lazy_update = false}}"
     " : {T}, {S}, {T} -> {T}, {T}", 2),
    ("adam_lazy", "stype.adam_update %wt, %g, %m, %v {{lr = 0.001 : f64,"
     " t = 3 : i64, clip_gradient = 1.0 : f64, rescale_grad = 0.5 : f64}}"
     " : {T}, {S}, {T}, {T} -> {T}, {T}, {T}", 3),
    ("adam_std", "stype.adam_update %wt, %g, %m, %v {{lr = 0.001 : f64,"
     " t = 2 : i64, wd = 0.01 : f64, lazy_update = false}}"
     " : {T}, {S}, {T}, {T} -> {T}, {T}, {T}", 3),
    ("adam_dense", "stype.adam_update %wt, %w, %m, %v {{lr = 0.001 : f64,"
     " t = 1 : i64}} : {T}, {T}, {T}, {T} -> {T}, {T}, {T}", 3),
    ("adamw_lazy", "stype.adamw_update %wt, %g, %m, %v {{lr = 0.01 : f64,"
     " t = 4 : i64, wd = 0.1 : f64}} : {T}, {S}, {T}, {T} -> {T}, {T}, {T}", 3),
    ("adagrad_lazy", "stype.adagrad_update %wt, %g, %h {{lr = 0.1 : f64}}"
     " : {T}, {S}, {T} -> {T}, {T}", 2),
    ("rmsprop_lazy", "stype.rmsprop_update %wt, %g, %h {{lr = 0.01 : f64}}"
     " : {T}, {S}, {T} -> {T}, {T}", 2),
    ("ftrl_lazy", "stype.ftrl_update %wt, %g, %m, %h {{lr = 0.1 : f64,"
     " lamda1 = 0.01 : f64}} : {T}, {S}, {T}, {T} -> {T}, {T}, {T}", 3),
    ("signum_lazy", "stype.signum_update %wt, %g, %m {{lr = 0.01 : f64,"
     " momentum = 0.9 : f64}} : {T}, {S}, {T} -> {T}, {T}", 2),
    ("signsgd_std", "stype.signsgd_update %wt, %g {{lr = 0.01 : f64,"
     " wd = 0.1 : f64, lazy_update = false}} : {T}, {S} -> {T}", 1),
    ("sgd_dense", "stype.sgd_update %wt, %w {{lr = 0.1 : f64}}"
     " : {T}, {T} -> {T}", 1),
]


# The numpy reference of each update (harness_optimizers.py's, from MXNet's
# formulas): (optimizer, hyper-parameters: the op's attributes and the
# defaults of dialect/OptimizerOps.td, gradient operand, lazy: only the
# gradient's stored rows change).
HYPER = {"lr": 0.0, "wd": 0.0, "rescale_grad": 1.0, "clip_gradient": -1.0}
REFS = {
    "sgd_lazy": ("sgd", {"lr": 0.1, "wd": 0.01}, "g", True),
    "sgd_std": ("sgd", {"lr": 0.1, "wd": 0.01}, "g", False),
    "sgd_mom_lazy": ("sgd_mom", {"lr": 0.1, "momentum": 0.9, "wd": 0.001},
                     "g", True),
    "sgd_mom_std": ("sgd_mom", {"lr": 0.1, "momentum": 0.9}, "g", False),
    "adam_lazy": ("adam", {"lr": 0.001, "t": 3, "clip_gradient": 1.0,
                           "rescale_grad": 0.5}, "g", True),
    "adam_std": ("adam", {"lr": 0.001, "t": 2, "wd": 0.01}, "g", False),
    "adam_dense": ("adam", {"lr": 0.001, "t": 1}, "w", False),
    "adamw_lazy": ("adamw", {"lr": 0.01, "t": 4, "wd": 0.1}, "g", True),
    "adagrad_lazy": ("adagrad", {"lr": 0.1, "epsilon": 1e-7}, "g", True),
    "rmsprop_lazy": ("rmsprop", {"lr": 0.01, "gamma1": 0.95,
                                 "epsilon": 1e-8}, "g", True),
    "ftrl_lazy": ("ftrl", {"lr": 0.1, "lamda1": 0.01, "beta": 1.0}, "g",
                  True),
    "signum_lazy": ("signum", {"lr": 0.01, "momentum": 0.9, "wd_lh": 0.0},
                    "g", True),
    "signsgd_std": ("signsgd", {"lr": 0.01, "wd": 0.1}, "g", False),
    "sgd_dense": ("sgd", {"lr": 0.1}, "w", False),
}
ADAM = {"beta1": 0.9, "beta2": 0.999, "epsilon": 1e-8}
# The states each update reads, in operand order.
STATES = {"sgd": [], "sgd_mom": ["m"], "adam": ["m", "v"], "adamw": ["m", "v"],
          "adagrad": ["h"], "rmsprop": ["h"], "ftrl": ["m", "h"],
          "signum": ["m"], "signsgd": []}


def kernel_text(dt, m, k, n):
    e = dtname(dt)
    T = f"tensor<?x?x{e}>"
    S = f"tensor<?x?x{e}, {RSP}>"
    X = f"tensor<?x?x{e}, {CSR}>"
    lines = []
    results = []  # (label, type)

    def op(label, text, types):
        names = [f"%{label}_{i}" for i in range(len(types))]
        lines.append(f"  {', '.join(names)} = {text}")
        results.extend(zip(names, types))

    op("x_dense", f"stype.cast_storage %x : {X} to {T}", [T])
    op("g_dense", f"stype.cast_storage %g : {S} to {T}", [T])
    op("a_rsp", f"stype.cast_storage %a : {T} to {S}", [S])
    op("a_csr", f"stype.cast_storage %a : {T} to {X}", [X])
    op("y", f"stype.dot %x, %w : {X}, {T} -> {T}", [T])
    op("gt", f"stype.dot %x, %dy {{transpose_a}} : {X}, {T} -> {S}", [S])
    for name in ("add", "sub", "mul", "div"):
        op(name, f"stype.elemwise_{name} %a, %b : {T}, {T} -> {T}", [T])
    for label, text, nres in UPDATES:
        op(label, text.format(T=T, S=S), [T] * nres)
    # The training step: the product's row_sparse gradient feeds a lazy
    # update (in place: the last use of %wt, %m).
    op("step", f"stype.sgd_mom_update %wt, %gt_0, %m {{lr = 0.1 : f64,"
       f" momentum = 0.9 : f64}} : {T}, {S}, {T} -> {T}, {T}", [T, T])
    args = [("x", X), ("w", T), ("dy", T), ("a", T), ("b", T), ("g", S),
            ("wt", T), ("m", T), ("v", T), ("h", T)]
    return func_text(f"#csr = {CSR}\n#rsp = {RSP}\n", "all", args, lines,
                     results)


def func_text(aliases, name, args, lines, results):
    """The kernel `aliases` + func.func @name(args) {lines}, returning
    `results`; args and results are (name, type) pairs.  Returns (text,
    result names)."""
    head = ", ".join(f"%{a}: {t}" for a, t in args)
    rtypes = ", ".join(t for _, t in results)
    rnames = ", ".join(r for r, _ in results)
    text = (aliases +
            f"func.func @{name}({head}) -> ({rtypes}) {{\n" + "\n".join(lines) +
            f"\n  return {rnames} : {rtypes}\n}}\n")
    return text, [r for r, _ in results]


def column_csr(rng, m, cols, dt):
    """An m x len(cols) csr whose column c holds about cols[c] * m entries."""
    mask = rng.random((m, len(cols))) < np.array(cols)
    indptr = np.concatenate([[0], np.cumsum(mask.sum(axis=1))]).astype(np.int64)
    indices = np.nonzero(mask)[1].astype(np.int64)
    data = harness.rand_values(rng, len(indices), dt, 1.0)
    return Tensor.csr((m, len(cols)), dt, indptr, indices, data, np.int64)


def inputs(rng, dt, m, k, n, density, cols=None):
    x = column_csr(rng, m, cols, dt) if cols else \
        rand_csr(rng, (m, k), density, dt)
    w = rng.standard_normal((k, n)).astype(dt)
    dy = rng.standard_normal((m, n)).astype(dt)
    a = rng.standard_normal((m, n)).astype(dt)
    a[rng.random(m) < 0.4] = 0  # zero rows for the casts to sparse
    a[rng.random((m, n)) < 0.5] = 0
    b = rng.standard_normal((m, n)).astype(dt)
    b[b == 0] = 1
    g = rand_rsp(rng, (k, n), density, dt)
    wt = rng.standard_normal((k, n)).astype(dt)
    mom = (0.1 * rng.standard_normal((k, n))).astype(dt)
    v = np.abs(0.1 * rng.standard_normal((k, n))).astype(dt)
    h = np.abs(rng.standard_normal((k, n))).astype(dt)
    return [x, Tensor.from_dense(w), Tensor.from_dense(dy), Tensor.from_dense(a),
            Tensor.from_dense(b), g, Tensor.from_dense(wt),
            Tensor.from_dense(mom), Tensor.from_dense(v), Tensor.from_dense(h)]


# The order in which the emulated launches run their blocks and threads
# (stype-run --gpu-emulate-order: forward, reverse or shuffle:SEED); each
# harness sets it from its --order.  The kernels are race-free, so every
# order gives the same bits; a missing barrier shows in reverse or shuffled.
ORDER = "forward"


def add_order_option(ap):
    ap.add_argument("--order", default="forward",
                    help="--gpu-emulate-order of the emulated runs")


def parse_args(ap):
    """Adds the options of every GPU harness (--seed, --stype-run, --order)
    to `ap`, parses the command line and sets ORDER; returns the options."""
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--stype-run", default="stype-run")
    add_order_option(ap)
    opts = ap.parse_args()
    global ORDER
    ORDER = opts.order
    return opts


def call(stype_run, kpath, argfiles, outdir, nres, emulate, flags=()):
    os.makedirs(outdir, exist_ok=True)
    outs = [os.path.join(outdir, f"res{i}.out") for i in range(nres)]
    argv = [stype_run, kpath, "--fallback-warnings=false"] + list(flags) + \
        argfiles
    if emulate:
        argv.append("--gpu-emulate")
        if ORDER != "forward":
            argv.append(f"--gpu-emulate-order={ORDER}")
    for o in outs:
        argv += ["-o", o]
    # A hang guard: a fused kernel's -O0 JIT compile alone took 265-395 s
    # at a load average of 16 on 2 cores.
    p = subprocess.run(argv, capture_output=True, text=True, timeout=1200)
    if p.returncode != 0:
        return f"exit {p.returncode}: {p.stderr.strip()[-800:]}", None
    return None, [harness.read_result(o) for o in outs]


# Results that may differ from the CPU kernels' in rounding: sums over runs
# longer than GpuBuilder::kRunChunk (256) entries are added chunk by chunk
# (a fixed order, not the CPU's sequential one).  Element-wise error
# (close_values): RTOL, or for sums of more than 8192 terms eps * sqrt(n) where that is
# larger (the typical rounding error of a sum of n terms: 1.5e-5 for the
# f32 columns of 16,300 entries).
RTOL = {"f32": 1e-6, "f64": 1e-12}


def run_rtol(dtype, longest_run):
    if longest_run <= 8192:
        return RTOL[dtype]
    eps = float(np.finfo(np.float32 if dtype == "f32" else np.float64).eps)
    return max(RTOL[dtype], eps * float(np.sqrt(longest_run)))


def close_values(a, b, rtol):
    """Equal kind, shape and indices; values bit-identical, or each element
    within rtol |b| + rtol max|b| of `b` (element-wise: one wrong element
    fails; the second term because a sum in another order errs relative to
    its terms, not to its possibly cancelled result).  Returns (why not or
    None, identical)."""
    why = same_bits(a, b)
    if why is None:
        return None, True
    if why != "data differ" and why != "values differ":
        return why, False
    x = a.dense().astype(np.float64)
    y = b.dense().astype(np.float64)
    if np.isnan(x).any() or np.isnan(y).any():
        return "NaN", False
    atol = rtol * float(np.max(np.abs(y), initial=0.0))
    bad = np.abs(x - y) > rtol * np.abs(y) + atol
    if bad.any():
        i = tuple(np.argwhere(bad)[0])
        return (f"{int(bad.sum())} elements differ by more than rtol {rtol} "
                f"(atol {atol:.3g}), first at {i}: {x[i]!r} vs {y[i]!r}"), False
    return None, False


def same_bits(a, b):
    """Equal kind, shape, indices and bit patterns of the values."""
    if a.kind != b.kind or a.shape != b.shape:
        return f"{a.describe()} vs {b.describe()}"
    pairs = []
    if a.kind == D:
        pairs = [("values", a.dense(), b.dense())]
    elif a.kind == R:
        pairs = [("indices", a.indices, b.indices), ("data", a.data, b.data)]
    else:
        pairs = [("indptr", a.indptr, b.indptr),
                 ("indices", a.indices, b.indices), ("data", a.data, b.data)]
    for what, x, y in pairs:
        x, y = np.ascontiguousarray(x), np.ascontiguousarray(y)
        if x.shape != y.shape or x.dtype != y.dtype or \
                x.tobytes() != y.tobytes():
            return f"{what} differ"
    return None


def chunked_case(density, m, k, n):
    """True if the GPU adds some sums of a case in another order than the
    CPU: columns holding runs longer than 256 entries (dot(csr^T) sums them
    in chunks), or SpMM rows of >= 8 entries with < 8 features (a warp per
    output element, a tree of the lanes' sums)."""
    return density * m > 2 * 256 or (n < 8 and density * k >= 16)


def compare_cpu_gpu(stype_run, kpath, args, outdir, names, tag):
    """Runs `kpath` with `args` through the CPU kernels and the emulated GPU
    kernels and compares every result bit for bit.  In-place updates do not
    change the argument files (stype-run reads them into memory), so both
    runs share them.  Returns (results compared, failures, the GPU results
    or None), printing each failure with `tag`."""
    failures = checked = 0
    results = {}
    for emulate in (False, True):
        err, res = call(stype_run, kpath, args,
                        os.path.join(outdir, "gpu" if emulate else "cpu"),
                        len(names), emulate)
        if err:
            print(f"FAIL {tag}: {'GPU' if emulate else 'CPU'}: {err}")
            failures += 1
        results[emulate] = res
    if results[False] is None or results[True] is None:
        return checked, failures, None
    for name, c, g in zip(names, results[False], results[True]):
        checked += 1
        why = same_bits(g, c)
        if why:
            print(f"FAIL {tag} {name}: GPU kernel vs CPU kernel: {why}")
            failures += 1
    return checked, failures, results[True]


def compare_with_numpy(names, results, refs, dt, tag):
    """Checks the GPU `results` (None after a failed run) against `refs`
    (name -> dense float64 reference, element-wise TOL); every name needs
    one.  Returns (results compared, failures), printing each failure."""
    if results is None:
        return 0, 0
    failures = 0
    for name, g in zip(names, results):
        if name not in refs:
            print(f"FAIL {tag} {name}: no numpy reference")
            failures += 1
            continue
        why = check_ref(name, g, D, refs[name], None, False, dt)
        if why:
            print(f"FAIL {tag} {name}: GPU kernel vs numpy: {why}")
            failures += 1
    return len(names), failures


def update_ref(opt, params, w, grad, states, rows):
    """numpy reference of one step of optimizer `opt` (harness_optimizers.py)
    with `params` over the defaults, on float64 arrays; `rows`: the rows a
    lazy update changes, None for a standard or dense one.  The results in
    the op's order (weight, then states)."""
    p = dict(HYPER, **ADAM) if opt in ("adam", "adamw") else dict(HYPER)
    p.update(params)
    nw, new = harness_optimizers.step_ref(opt, w, grad, states, p, rows)
    return [nw] + list(new)


def update_refs(name, arrays, grad, rows_of):
    """numpy references of update `name` (REFS) on float64 copies of the
    inputs (`arrays`: name -> dense array), `grad` its gradient."""
    opt, params, _, lazy = REFS[name]
    return update_ref(opt, params, arrays["wt"], grad,
                      [arrays[s] for s in STATES[opt]],
                      rows_of if lazy else None)


def references(inp, dt):
    """numpy references (MXNet's definitions) of every result: name ->
    (kind, value, stored rows or None, exact).  Casts and elementwise ops
    are exact (one rounding, as numpy's in the same dtype); products and
    updates within `TOL`."""
    x, w, dy, a = inp[0], inp[1].dense(), inp[2].dense(), inp[3].dense()
    b, g = inp[4].dense(), inp[5]
    xd = x.dense()
    ref = {"%x_dense_0": (D, xd, None, True),
           "%g_dense_0": (D, g.dense(), None, True),
           "%y_0": (D, xd.astype(np.float64) @ w, None, False)}
    cols = np.unique(x.indices)
    gt = xd.astype(np.float64).T @ dy
    ref["%gt_0"] = (R, gt, cols, False)
    ref["%a_rsp_0"] = (R, a, np.nonzero(np.any(a != 0, axis=1))[0], True)
    ref["%a_csr_0"] = (C, a, None, True)
    for op, f in (("add", np.add), ("sub", np.subtract),
                  ("mul", np.multiply), ("div", np.divide)):
        ref[f"%{op}_0"] = (D, f(a, b), None, True)
    names = ("x", "w", "dy", "a", "b", "g", "wt", "m", "v", "h")
    arrays = {nm: t.dense().astype(np.float64) for nm, t in zip(names, inp)}
    for name, _, nres in UPDATES:
        grad = arrays[REFS[name][2]]
        outs = update_refs(name, arrays, grad, g.indices)
        assert len(outs) == nres, name
        for i, o in enumerate(outs):
            ref[f"%{name}_{i}"] = (D, o, None, False)
    # The training step: sgd_mom_update(wt, gt_0, m), lazy over gt_0's rows.
    p = dict(HYPER, lr=0.1, momentum=0.9)
    sw, (sm,) = harness_optimizers.step_ref(
        "sgd_mom", arrays["wt"], gt, [arrays["m"]], p, cols)
    ref["%step_0"] = (D, sw, None, False)
    ref["%step_1"] = (D, sm, None, False)
    return ref


# Element-wise tolerances against numpy (harness_optimizers.py's for the
# updates): |got - ref| <= rtol |ref| + atol.
TOL = {np.dtype(np.float32): (1e-4, 1e-5), np.dtype(np.float64): (1e-10, 1e-10)}


def check_ref(label, got, kind, value, rows, exact, dt):
    if got.kind != kind:
        return f"kind {got.kind} expected {kind}"
    if rows is not None and list(got.indices) != list(rows):
        return f"stored rows {list(got.indices)[:10]} expected {list(rows)[:10]}"
    if kind == C:
        nz = np.nonzero(value)
        if got.indptr[-1] != len(nz[0]):
            return f"nnz {got.indptr[-1]} expected {len(nz[0])}"
    val = got.dense()
    if exact:
        return harness.bits_differ(val, np.asarray(value, dt))
    rtol, atol = TOL[np.dtype(dt)]
    close = np.isclose(val.astype(np.float64), value, rtol=rtol, atol=atol)
    if not close.all():
        i = tuple(np.argwhere(~close)[0])
        return (f"{int((~close).sum())} values differ (rtol {rtol} atol "
                f"{atol}), first at {i}: {val[i]!r} vs {value[i]!r}")
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dtype", choices=["f32", "f64"], required=True)
    ap.add_argument("--keep")
    ap.add_argument("--check-bounds", action="store_true",
                    help="run stype-run --check-bounds (every memory access "
                         "of the kernels checked)")
    ap.add_argument("--cases", type=int, default=None,
                    help="run the first N cases only")
    opts = parse_args(ap)
    flags = ["--check-bounds"] if opts.check_bounds else []
    tmp = opts.keep or tempfile.mkdtemp(prefix="stype-gpu-")
    cases = []
    dt = np.float32 if opts.dtype == "f32" else np.float64
    for density in (0.0, 0.01, 0.5, 1.0):
        shape = (37, 53, 19) if density != 0.01 else (300, 120, 70)
        cases.append((dt, density, shape))
    cases.append((dt, 0.0, (0, 11, 5)))  # an empty csr: no rows at all
    # 9000 stored entries: the radix sort's several tiles of 2048 (the last
    # one partial), the prefix sum's several tiles of 1024.
    cases.append((dt, 0.5, (200, 90, 8)))
    # Columns of about 600 entries: dot(csr^T)'s runs summed in chunks.
    cases.append((dt, 0.5, (1200, 4, 8)))
    # One feature, rows of about 300 entries: SpMM with a warp per output.
    cases.append((dt, 0.5, (20, 600, 1)))
    # dot(csr^T)'s radix sort: one column (keys of 0 bits: one pass of a
    # 0-bit digit, a copy), two columns (one pass of a 1-bit digit), 1024
    # columns (one pass of the widest digit, 10 bits: each thread of a tile
    # handles 4 digits; 8 tiles x 1024 digit counts span 8 scan tiles),
    # 70000 columns (17 bits: two passes of 9-bit digits), once with 2
    # tiles x 512 digit counts (one scan tile) and once with 3 tiles (1536
    # counts: two scan tiles, whose totals the scatter adds).
    cases.append((dt, 0.5, (30, 1, 3)))
    cases.append((dt, 0.5, (30, 2, 3)))
    cases.append((dt, 0.5, (30, 1024, 3)))
    cases.append((dt, 0.001, (40, 70000, 2)))
    cases.append((dt, 0.001, (60, 70000, 2)))
    # 20,000 entries, 100 columns: ten radix tiles of 2048 times 128 digits,
    # so the digit counts span two scan tiles of 1024 (the scan's second
    # launch, whose totals the scatter adds).
    cases.append((dt, 0.5, (400, 100, 8)))
    # Two long columns around a short one: block [512, 768) of the sorted
    # positions holds the end of a long run, a short run and the start of a
    # long run (GpuBuilder::sumRuns' two slots per block).
    cases.append((dt, 0.5, (600, 3, 4), (1.0, 0.01, 1.0)))
    # Long runs' second level (RunSums::groups, 32 blocks of 256 positions
    # a group): columns of 16,300, 16,300, about 16 and about 14,700
    # entries.  The first run has 31 single blocks, then group [32, 64),
    # whose last block holds its end; the second starts inside block 63
    # and ends inside block 127: groups [64, 96) and [96, 128), no single
    # block; the fourth starts inside block 127: group [128, 160), then
    # single blocks up to about 184.
    cases.append((dt, 0.5, (16300, 4, 4), (1.0, 1.0, 0.001, 0.9)))
    if opts.cases is not None:
        cases = cases[:opts.cases]
    failures = 0
    checked = 0
    ran = 0
    numpy_checked = 0
    close = []
    for ci, (dt, density, (m, k, n), *cols) in enumerate(cases):
        cols = cols[0] if cols else None
        seed = opts.seed * 1000 + ci + (0 if opts.dtype == "f32" else 100)
        rng = np.random.default_rng(seed)
        tagname = f"case{ci}-{dtname(dt)}-d{density}-{m}x{k}x{n}" + \
            ("-cols" if cols else "")
        if not harness.selected(tagname):
            continue
        ran += 1
        d = os.path.join(tmp, tagname)
        os.makedirs(d, exist_ok=True)
        text, names = kernel_text(dt, m, k, n)
        kpath = os.path.join(d, "kernel.mlir")
        with open(kpath, "w") as f:
            f.write(text)
        inp = inputs(rng, dt, m, k, n, density, cols)
        argfiles = [t.write(os.path.join(d, f"arg{i}"))
                    for i, t in enumerate(inp)]
        err_c, cpu = call(opts.stype_run, kpath, argfiles,
                          os.path.join(d, "cpu"), len(names), False, flags)
        # Fresh copies: updates write into their inputs' buffers.
        argfiles = [t.write(os.path.join(d, f"arg{i}"))
                    for i, t in enumerate(inp)]
        err_g, gpu = call(opts.stype_run, kpath, argfiles,
                          os.path.join(d, "gpu"), len(names), True, flags)
        if err_c or err_g:
            print(f"FAIL {tagname} seed={seed}: cpu: {err_c} gpu: {err_g}")
            failures += 1
            continue
        refs = references(inp, dt)
        d = max(cols) if cols else density
        # The longest sum: a column's (dot(csr^T)) or a row's (SpMM).
        rtol = run_rtol(opts.dtype, max(m, k) * d) \
            if chunked_case(d, m, k, n) else 0.0
        for name, c, g in zip(names, cpu, gpu):
            checked += 1
            why, identical = close_values(g, c, rtol)
            if not why and not identical:
                close.append(f"{tagname}:{name[1:]}")
            if why:
                print(f"FAIL {tagname} seed={seed} {name}: GPU kernel vs CPU "
                      f"kernel: {why}")
                failures += 1
            if name not in refs:
                print(f"FAIL {tagname} {name}: no numpy reference")
                failures += 1
            else:
                numpy_checked += 1
                kind, value, rows, exact = refs[name]
                why = check_ref(name, g, kind, value, rows, exact, dt)
                if why:
                    print(f"FAIL {tagname} seed={seed} {name}: vs numpy: {why}")
                    failures += 1
    print(f"within {RTOL[opts.dtype]} (eps sqrt(n) for n > 8192 terms) of the CPU, not bit-identical "
          f"(sums in another order: chunks, warp trees): {len(close)}: {' '.join(close)}")
    return harness.summary(f"gpu kernels (emulated) {opts.dtype}", ran,
                           failures,
                           f"{checked} results, {numpy_checked} against numpy")


if __name__ == "__main__":
    sys.exit(main())
