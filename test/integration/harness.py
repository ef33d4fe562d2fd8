#!/usr/bin/env python3
"""Execution tests of stype: run kernels with stype-run, compare with numpy.

    harness.py OP --seed N [--stype-run PATH] [-j JOBS] [--keep DIR] [-v]
    harness.py make-input WHAT PATH      (bad or special input files for
                                          errors.test)

OP is one of cast_storage, dot, elemwise, sparse_retain, sgd_update,
sgd_mom_update.  For each op the harness generates random inputs (numpy, the
seed given on the command line) over the storage-kind combinations of the op's
table in dialect/StypeOps.td, at densities 0, 0.01, 0.5 and 1, in f32 and f64,
with static, dynamic and mixed shapes; writes a .mlir kernel per run into a
temporary directory; runs stype-run; reads the results back and compares them
with references written here from MXNet's formulas (docs:
/work/shared/mxnet-semantics.md), never from stype's code.

Every result is one *case*.  A case checks
  * the storage kind of the result (the file format stype-run writes),
  * the shape and dtype,
  * the values (explicit tolerances: f32 rtol 1e-5 atol 1e-6, widened by the
    reduction length for dot; f64 1e-12; cast_storage and sparse_retain are
    exact),
  * for sparse results the stored row set (row_sparse) or entry set (csr)
    MXNet would produce (exact unless MXNet's own kernel and the documented
    dense fallback legitimately differ, in which case both bounds are given),
  * for lazy optimizer updates, that rows absent from the gradient are
    bit-identical before and after.

Several results are computed by one stype-run call (one JIT compile) where
the inputs are shared; if such a call fails, each op is re-run in a kernel of
its own so that the failing combination is named precisely.

Prints one line per case and a summary `N cases, M mismatches`; exits 1 on
any mismatch.
"""

import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile

import numpy as np
import scipy.sparse as sp

HEADER = """\
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
#rsp3 = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : dense, k : dense), posWidth = 64, crdWidth = 64 }>
"""

D, R, C = "default", "row_sparse", "csr"
SHORT = {D: "D", R: "R", C: "C"}
DENSITIES = (0.0, 0.01, 0.5, 1.0)
DTYPES = (np.float32, np.float64)


def dtname(dt):
    return "f32" if np.dtype(dt) == np.float32 else "f64"


# --------------------------------------------------------------------------
# Tensors
# --------------------------------------------------------------------------


class Tensor:
    """A value in one storage kind; .dense() gives its numpy value."""

    def __init__(self, kind, shape, dtype, dense=None, indices=None,
                 data=None, indptr=None, idx_dtype=np.int64):
        self.kind, self.shape, self.dtype = kind, tuple(shape), np.dtype(dtype)
        self._dense = dense
        self.indices, self.data, self.indptr = indices, data, indptr
        self.idx_dtype = idx_dtype

    # -- constructors ------------------------------------------------------
    @staticmethod
    def from_dense(a):
        return Tensor(D, a.shape, a.dtype, dense=a)

    @staticmethod
    def rsp(shape, dtype, rows, data):
        rows = np.asarray(rows, dtype=np.int64)
        data = np.asarray(data, dtype=dtype).reshape((len(rows),) + tuple(shape[1:]))
        return Tensor(R, shape, dtype, indices=rows, data=data)

    @staticmethod
    def csr(shape, dtype, indptr, indices, data, idx_dtype=np.int64):
        return Tensor(C, shape, dtype, indptr=np.asarray(indptr, np.int64),
                      indices=np.asarray(indices, np.int64),
                      data=np.asarray(data, dtype), idx_dtype=idx_dtype)

    def dense(self):
        if self.kind == D:
            return self._dense
        out = np.zeros(self.shape, self.dtype)
        if self.kind == R:
            if len(self.indices):
                out[self.indices] = self.data
        else:
            for r in range(self.shape[0]):
                lo, hi = self.indptr[r], self.indptr[r + 1]
                out[r, self.indices[lo:hi]] = self.data[lo:hi]
        return out

    def stored(self):
        """A boolean array of self.shape: True where a value is stored."""
        if self.kind == D:
            return np.ones(self.shape, bool)
        mask = np.zeros(self.shape, bool)
        if self.kind == R:
            if len(self.indices):
                mask[self.indices] = True
        else:
            for r in range(self.shape[0]):
                mask[r, self.indices[self.indptr[r]:self.indptr[r + 1]]] = True
        return mask

    def row_set(self):
        return set(int(i) for i in self.indices)

    def entry_set(self):
        s = set()
        for r in range(self.shape[0]):
            for k in range(self.indptr[r], self.indptr[r + 1]):
                s.add((r, int(self.indices[k])))
        return s

    def write(self, path):
        """Writes to path (+ extension); returns the file name."""
        if self.kind == D:
            path += ".npy"
            np.save(path, self._dense)
        elif self.kind == R:
            path += ".npz"
            np.savez(path, data=self.data, indices=self.indices.astype(np.int64),
                     shape=np.array(self.shape, np.int64),
                     format=np.array(b"row_sparse"))
        else:
            path += ".npz"
            m = sp.csr_matrix(self.shape, dtype=self.dtype)
            # Store the arrays exactly as given (stored zeros included).
            m.data = self.data
            m.indices = self.indices.astype(self.idx_dtype)
            m.indptr = self.indptr.astype(self.idx_dtype)
            sp.save_npz(path, m, compressed=False)
        return path

    def describe(self):
        if self.kind == D:
            return f"default{self.shape}"
        if self.kind == R:
            return f"row_sparse{self.shape} nnr={len(self.indices)}"
        return f"csr{self.shape} nnz={len(self.indices)}"


def read_result(path):
    """Reads a stype-run output file; the file format gives the kind."""
    with open(path, "rb") as f:
        magic = f.read(6)
    if magic.startswith(b"\x93NUMPY"):
        a = np.load(path)
        return Tensor.from_dense(a)
    if not magic.startswith(b"PK"):
        raise ValueError(f"{path}: neither .npy nor .npz")
    z = np.load(path)
    fmt = z["format"].item()
    fmt = fmt.decode() if isinstance(fmt, bytes) else str(fmt)
    shape = tuple(int(x) for x in z["shape"])
    if fmt == "row_sparse":
        data = z["data"]
        return Tensor(R, shape, data.dtype, indices=z["indices"], data=data)
    if fmt == "csr":
        data = z["data"]
        return Tensor(C, shape, data.dtype, indptr=z["indptr"],
                      indices=z["indices"], data=data)
    raise ValueError(f"{path}: unknown format {fmt!r}")


# --------------------------------------------------------------------------
# Random inputs
# --------------------------------------------------------------------------


def rand_values(rng, n, dtype, scale=1.0):
    """Non-zero values in +-[0.1, 1] * scale."""
    v = rng.uniform(0.1, 1.0, n) * rng.choice([-1.0, 1.0], n) * scale
    return v.astype(dtype)


def pick_rows(rng, m, density):
    """Sorted distinct row ids: none at density 0, all at 1, else about
    density*m but at least one and at most m-1 (some row always absent)."""
    if density <= 0 or m == 0:
        return np.zeros(0, np.int64)
    if density >= 1:
        return np.arange(m, dtype=np.int64)
    k = min(m - 1, max(1, int(round(density * m))))
    return np.sort(rng.choice(m, k, replace=False)).astype(np.int64)


def rand_dense(rng, shape, density, dtype, zero_rows=True):
    """Dense array with about `density` non-zeros; below density 1 a few
    whole rows are zero so that row sets are interesting."""
    n = int(np.prod(shape))
    a = rand_values(rng, n, dtype)
    if density < 1:
        a[rng.random(n) >= density] = 0
    a = a.reshape(shape)
    if zero_rows and 0 < density < 1 and shape[0] > 2:
        a[rng.choice(shape[0], max(1, shape[0] // 5), replace=False)] = 0
    return a


def rand_rsp(rng, shape, density, dtype, stored_zero_row=False, full=False,
             scale=1.0):
    rows = np.arange(shape[0]) if full else pick_rows(rng, shape[0], density)
    rowlen = int(np.prod(shape[1:]))
    data = rand_values(rng, len(rows) * rowlen, dtype, scale).reshape(
        (len(rows),) + tuple(shape[1:]))
    if stored_zero_row and len(rows) > 1:
        data[rng.integers(len(rows))] = 0  # stored all-zero row: legal
    return Tensor.rsp(shape, dtype, rows, data)


def rand_csr(rng, shape, density, dtype, stored_zeros=False, idx_dtype=np.int64,
             scale=1.0):
    """csr with about `density` entries; below density 1 some rows are empty;
    column ids repeat across rows; optionally a few stored zeros."""
    m, n = shape
    mask = rng.random((m, n)) < density if 0 < density < 1 else \
        np.full((m, n), density >= 1)
    if 0 < density < 1 and m > 2:
        mask[rng.choice(m, max(1, m // 5), replace=False)] = False  # empty rows
        if not mask.any():
            mask[rng.integers(m), rng.integers(n)] = True
    indptr = np.concatenate([[0], np.cumsum(mask.sum(axis=1))]).astype(np.int64)
    indices = np.nonzero(mask)[1].astype(np.int64)
    data = rand_values(rng, len(indices), dtype, scale)
    if stored_zeros and len(data) > 2:
        data[rng.choice(len(data), max(1, len(data) // 10), replace=False)] = 0
    return Tensor.csr(shape, dtype, indptr, indices, data, idx_dtype)


def make(rng, kind, shape, density, dtype, **kw):
    if kind == D:
        return Tensor.from_dense(rand_dense(rng, shape, density, dtype))
    if kind == R:
        return rand_rsp(rng, shape, density, dtype, **kw)
    return rand_csr(rng, shape, density, dtype, **kw)


def to_kind(a, kind):
    """MXNet's cast_storage from dense: rsp keeps a row iff any element != 0,
    csr keeps an element iff != 0 (NaN counts as non-zero)."""
    if kind == D:
        return Tensor.from_dense(a)
    if kind == R:
        flat = a.reshape(a.shape[0], -1)
        rows = np.nonzero((flat != 0).any(axis=1))[0]
        return Tensor.rsp(a.shape, a.dtype, rows, a[rows])
    mask = a != 0
    indptr = np.concatenate([[0], np.cumsum(mask.sum(axis=1))])
    r, c = np.nonzero(mask)
    return Tensor.csr(a.shape, a.dtype, indptr, c, a[r, c])


def nz_rows(a):
    if a.shape[0] == 0:
        return set()
    flat = a.reshape(a.shape[0], -1)
    return set(int(i) for i in np.nonzero((flat != 0).any(axis=1))[0])


def nz_entries(a):
    r, c = np.nonzero(a != 0)
    return set(zip(r.tolist(), c.tolist()))


# --------------------------------------------------------------------------
# MLIR text
# --------------------------------------------------------------------------


def ttype(kind, shape, dtype, mode):
    """mode: static, dynamic, or mixed (dim 0 dynamic, the rest static)."""
    if mode == "static":
        dims = [str(d) for d in shape]
    elif mode == "dynamic":
        dims = ["?"] * len(shape)
    else:
        dims = ["?"] + [str(d) for d in shape[1:]]
    el = dtname(dtype) if np.dtype(dtype) != np.int64 else "i64"
    enc = ""
    if kind == C:
        enc = ", #csr"
    elif kind == R:
        enc = ", #rsp" if len(shape) == 2 else ", #rsp3"
    return f"tensor<{'x'.join(dims)}x{el}{enc}>"


def placeholder_kind(expected, rank):
    """A result kind written in the kernel that differs from the expected one,
    so that the test depends on storage inference rewriting it."""
    if expected != D:
        return D
    return R if rank in (2, 3) else D


class Expect:
    """What one result must be."""

    def __init__(self, kind, ref, rtol=0.0, atol=0.0, rows=None, entries=None,
                 frozen_rows=None, frozen_ref=None, alt_entries=None):
        self.kind = kind
        self.ref = ref            # dense float64 (or exact) reference
        self.rtol, self.atol = rtol, atol
        # rows / entries: (lower, upper) bounds of the stored set; exact when
        # both are equal.  alt_entries: a second exact entry set accepted.
        self.rows, self.entries, self.alt_entries = rows, entries, alt_entries
        self.frozen_rows = frozen_rows    # rows that must be bit-identical ...
        self.frozen_ref = frozen_ref      # ... to these values (dense array)


def exact(s):
    return (s, s)


def exact_structure(kind, rows, entries):
    """The expect() keywords of a `kind` result's exact structure: its stored
    rows (row_sparse) or entries (csr), which the callables `rows` and
    `entries` return."""
    if kind == R:
        return {"rows": exact(rows())}
    if kind == C:
        return {"entries": exact(entries())}
    return {}


class Op:
    """One stype op (or a few lines) in a kernel and its checked results."""

    def __init__(self, label, args, body, results, expects):
        self.label = label        # text naming the case(s)
        self.args = args          # names of the kernel arguments it uses
        self.body = body          # MLIR lines; %<argname> refers to args
        self.results = results    # [(ssa, type)]
        self.expects = expects    # [(case label, Expect)] one per result


class Run:
    """One stype-run call: arguments and ops; on failure ops are retried
    one by one."""

    def __init__(self, label, args, ops, mode):
        self.label, self.args, self.ops, self.mode = label, args, ops, mode
        # args: list of (name, value, type string)


def kernel_text(run, ops, name="kernel"):
    used = []
    for op in ops:
        for a in op.args:
            if a not in used:
                used.append(a)
    argmap = {n: (v, t) for n, v, t in run.args}
    params = ", ".join(f"%{n}: {argmap[n][1]}" for n in used)
    results = [r for op in ops for r in op.results]
    rtypes = ", ".join(t for _, t in results)
    lines = [HEADER, f"func.func @{name}({params}) -> ({rtypes}) {{"]
    for op in ops:
        lines += ["  " + l for l in op.body]
    lines.append(f"  return {', '.join(s for s, _ in results)} : {rtypes}")
    lines.append("}")
    return "\n".join(lines) + "\n", [argmap[n][0] for n in used], used


# --------------------------------------------------------------------------
# Running and checking
# --------------------------------------------------------------------------


# Seconds one stype-run call may take before it counts as a hang: 120, or
# STYPE_HARNESS_TIMEOUT (test/lit.cfg.py raises it for sanitizer builds,
# whose instrumented compiler is several times slower).
RUN_TIMEOUT = float(os.environ.get("STYPE_HARNESS_TIMEOUT", "120"))


class Ctx:
    def __init__(self, args):
        self.stype_run = args.stype_run
        # stype-run's extra flags: --check-bounds where the driver has the
        # option (driver(); the harnesses with their own parser have not).
        self.run_flags = (["--check-bounds"]
                          if getattr(args, "check_bounds", False) else [])
        # --gpu-emulate: the GPU kernels (and the GPU's dense fallbacks),
        # their launches run on the CPU, threads in reverse order.
        if getattr(args, "gpu_emulate", False):
            self.run_flags += ["--gpu-emulate", "--gpu-emulate-order=reverse"]
        self.seed = args.seed
        self.keep = args.keep
        self.verbose = args.verbose
        self.tmp = tempfile.mkdtemp(prefix="stype-it-")
        self.counter = 0



def parser(doc):
    """An argument parser (described by the first paragraph of `doc`) with
    the options of every harness: --seed, --stype-run, --keep and -v."""
    p = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--stype-run", default="stype-run")
    p.add_argument("--keep", action="store_true",
                   help="keep the temporary directory (kernels, inputs, results)")
    p.add_argument("-v", "--verbose", action="store_true")
    return p


def driver(doc, name, choices):
    """The command line every harness driver shares: `name` (one of
    `choices`), --seed, --stype-run, --check-bounds, --gpu-emulate,
    --backends, -j, --keep and -v.  Returns
    (args, ctx, rng), or None after printing why when stype-run is missing."""
    p = parser(doc)
    p.add_argument(name, choices=choices)
    p.add_argument("--check-bounds", action="store_true",
                   help="run stype-run --check-bounds (every memory access "
                        "of the kernels checked)")
    p.add_argument("--gpu-emulate", action="store_true",
                   help="run stype-run --gpu-emulate (the GPU kernels, "
                        "launches emulated on the CPU in reverse thread "
                        "order, and the GPU target's dense fallbacks)")
    p.add_argument("--backends", default=None,
                   help="comma-separated backends to run every case on, "
                        "each against the same references: cpu, "
                        "gpu-emulate, or all (both); one summary line each "
                        "(default: cpu, or gpu-emulate with --gpu-emulate)")
    p.add_argument("-j", "--jobs", type=int, default=min(2, os.cpu_count() or 1))
    args = p.parse_args()
    known = ("cpu", "gpu-emulate")
    if args.backends is None:
        args.backends = ["gpu-emulate" if args.gpu_emulate else "cpu"]
    else:
        args.backends = list(known) if args.backends == "all" else \
            args.backends.split(",")
        bad = [b for b in args.backends if b not in known]
        if bad or not args.backends or (args.gpu_emulate and
                                        args.backends != ["gpu-emulate"]):
            p.error(f"--backends={','.join(args.backends)}: expected a list "
                    f"of {', '.join(known)} or all (--gpu-emulate is "
                    f"--backends=gpu-emulate)")
        args.gpu_emulate = args.backends[0] == "gpu-emulate"
    if shutil.which(args.stype_run) is None and not os.path.exists(args.stype_run):
        print(f"error: stype-run not found: {args.stype_run} seed={args.seed}")
        return None
    return args, Ctx(args), np.random.default_rng(args.seed)


def run_driver(doc, name, choices, body, what=None):
    """The main() of a harness driver: parses the shared command line
    (driver()), calls body(args, ctx, rng), which runs the cases and returns
    (cases, fails), removes the temporary directory unless --keep, and
    prints the summary, named what(args) or else the chosen `name`.  Returns
    the exit status."""
    parsed = driver(doc, name, choices)
    if parsed is None:
        return 1
    args, ctx, rng = parsed
    title = what(args) if what else getattr(args, name)
    if len(args.backends) == 1:
        return run_cases(args, ctx, title, lambda: body(args, ctx, rng))
    # --backends: every case on each backend, from the same seed (the same
    # inputs), with the backend's expectations (args.gpu_emulate).
    status = 0
    for backend in args.backends:
        args.gpu_emulate = backend == "gpu-emulate"
        ctx = Ctx(args)
        rng = np.random.default_rng(args.seed)
        status |= run_cases(args, ctx, f"{title} [{backend}]",
                            lambda: body(args, ctx, rng))
    return status


def run_cases(args, ctx, what, body):
    """Calls body(), which runs the cases and returns (cases, fails), removes
    the temporary directory unless --keep, and prints the summary `what`.
    Returns the exit status."""
    try:
        cases, fails = body()
    finally:
        if not args.keep:
            shutil.rmtree(ctx.tmp, ignore_errors=True)
    return summary(what, cases, fails, seed=args.seed)


def invoke(ctx, run, ops, tag):
    """Runs ops of run in one kernel; returns (error text or None, results)."""
    ctx.counter += 1
    d = os.path.join(ctx.tmp, f"{tag}")
    os.makedirs(d, exist_ok=True)
    text, values, names = kernel_text(run, ops)
    kpath = os.path.join(d, "kernel.mlir")
    with open(kpath, "w") as f:
        f.write(text)
    argv = [ctx.stype_run, kpath, "--fallback-warnings=false"] + ctx.run_flags
    for n, v in zip(names, values):
        if isinstance(v, Tensor):
            argv.append(v.write(os.path.join(d, "arg_" + n)))
        elif isinstance(v, np.ndarray):  # i64 index vector
            p = os.path.join(d, "arg_" + n + ".npy")
            np.save(p, v)
            argv.append(p)
        else:
            argv.append(repr(v))
    nres = sum(len(op.results) for op in ops)
    outs = [os.path.join(d, f"res{i}.out") for i in range(nres)]
    for o in outs:
        argv += ["-o", o]
    try:
        p = subprocess.run(argv, capture_output=True, text=True,
                           timeout=RUN_TIMEOUT)
    except subprocess.TimeoutExpired:
        return f"stype-run timed out (hang?) on {kpath}", None
    if p.returncode != 0:
        err = (p.stderr.strip().splitlines() or ["(no stderr)"])
        msg = "; ".join(l for l in err if "error" in l.lower())[:600] or err[-1]
        return f"stype-run exit {p.returncode}: {msg} [{kpath}]", None
    try:
        return None, [read_result(o) for o in outs]
    except Exception as e:  # noqa: BLE001
        return f"cannot read results: {e} [{kpath}]", None


def op_at_line(ops, line):
    """Index of the op whose body holds 1-based kernel line `line`."""
    first = HEADER.count("\n") + 3  # HEADER, a blank line, func.func
    for j, op in enumerate(ops):
        if first <= line < first + len(op.body):
            return j
        first += len(op.body)
    return None


def bits_differ(got, ref):
    """None if `got` holds the bytes of `ref` cast to got's dtype (same
    shape), else where they first differ: an exact comparison tells +0.0
    from -0.0 and one NaN payload from another (array_equal on float64
    copies does not)."""
    got = np.ascontiguousarray(got)
    ref = np.ascontiguousarray(np.asarray(ref).astype(got.dtype))
    if got.shape != ref.shape:
        return f"shape {got.shape} expected {ref.shape}"
    if got.tobytes() == ref.tobytes():
        return None
    u = np.dtype(f"u{got.dtype.itemsize}")
    g, r = got.reshape(-1).view(u), ref.reshape(-1).view(u)
    bad = np.flatnonzero(g != r)
    i = np.unravel_index(bad[0], got.shape)
    return (f"values differ (bit-exact expected) at {len(bad)} positions, "
            f"first {tuple(int(x) for x in i)}: expected {ref[i]!r} "
            f"({int(r[bad[0]]):#x}), got {got[i]!r} ({int(g[bad[0]]):#x})")


def check(got, exp, shape, dtype):
    """Returns None or a description of the mismatch."""
    if got.kind != exp.kind:
        return f"storage kind: expected {exp.kind}, got {got.kind}"
    if tuple(got.shape) != tuple(shape):
        return f"shape: expected {tuple(shape)}, got {tuple(got.shape)}"
    if got.dtype != np.dtype(dtype):
        return f"dtype: expected {np.dtype(dtype)}, got {got.dtype}"
    if got.kind == R:
        idx = np.asarray(got.indices)
        if len(idx) != got.data.shape[0]:
            return "row_sparse: len(indices) != data.shape[0]"
        if len(idx) and (np.any(np.diff(idx) <= 0) or idx[0] < 0 or
                         idx[-1] >= shape[0]):
            return f"row_sparse indices not strictly ascending in range: {idx.tolist()[:20]}"
        s = got.row_set()
        if exp.rows is not None:
            lo, hi = exp.rows
            if not (lo <= s <= hi):
                if lo == hi:
                    return (f"stored rows: expected {sorted(lo)[:20]}, got {sorted(s)[:20]}"
                            f" (missing {sorted(lo - s)[:10]}, extra {sorted(s - hi)[:10]})")
                return (f"stored rows {sorted(s)[:20]} not between {sorted(lo)[:20]}"
                        f" and {sorted(hi)[:20]} (missing {sorted(lo - s)[:10]},"
                        f" extra {sorted(s - hi)[:10]})")
    if got.kind == C:
        ip = np.asarray(got.indptr)
        if len(ip) != shape[0] + 1 or ip[0] != 0 or np.any(np.diff(ip) < 0) \
                or ip[-1] != len(got.indices):
            return f"csr indptr invalid: {ip.tolist()[:20]}"
        for r in range(shape[0]):
            cols = np.asarray(got.indices[ip[r]:ip[r + 1]])
            if len(cols) and (np.any(np.diff(cols) <= 0) or cols[0] < 0 or
                              cols[-1] >= shape[1]):
                return f"csr row {r}: column ids not ascending in range: {cols.tolist()}"
        s = got.entry_set()
        ok = True
        if exp.entries is not None:
            lo, hi = exp.entries
            ok = lo <= s <= hi
            if not ok and exp.alt_entries is not None:
                ok = s == exp.alt_entries
            if not ok:
                return (f"stored entries ({len(s)}): missing {sorted(lo - s)[:8]},"
                        f" extra {sorted(s - hi)[:8]}")
    val = got.dense()
    ref = exp.ref
    if exp.rtol == 0 and exp.atol == 0:
        # Where a sparse result stores nothing its value is +0.0; a zero of
        # the reference there (MXNet drops -0.0 == 0 as it drops 0.0) is
        # compared as +0.0, stored values bit for bit.
        if got.kind != D:
            ref = np.where(~got.stored() & (np.asarray(ref) == 0), 0, ref)
        why = bits_differ(val, ref)
        if why:
            return why
    else:
        close = np.isclose(val.astype(np.float64), ref, rtol=exp.rtol,
                           atol=exp.atol, equal_nan=True)
        if not close.all():
            bad = np.argwhere(~close)
            i = tuple(bad[0])
            err = np.nanmax(np.abs(val.astype(np.float64) - ref))
            return (f"values differ at {len(bad)} positions, first {i}: expected"
                    f" {ref[i]!r}, got {val[i]!r} (max abs err {err:.3g},"
                    f" rtol {exp.rtol} atol {exp.atol})")
    if exp.frozen_rows is not None and len(exp.frozen_rows):
        fr = np.asarray(sorted(exp.frozen_rows), np.int64)
        a, b = val[fr], exp.frozen_ref[fr]
        if a.tobytes() != b.tobytes():
            bad = [int(r) for r, x, y in zip(fr, a, b) if x.tobytes() != y.tobytes()]
            return f"lazy update changed rows absent from the gradient: {bad[:10]}"
    return None


def selected(label):
    """Whether the case named `label` runs: every case, unless the
    environment variable STYPE_HARNESS_FILTER holds a regular expression,
    then those whose name it matches (re.search) -- to rerun one failing
    case.  A filter that selects nothing makes the harness fail (summary)."""
    pattern = os.environ.get("STYPE_HARNESS_FILTER")
    return pattern is None or re.search(pattern, label) is not None


def summary(what, cases, fails, extra="", seed=None):
    """Prints the summary line `WHAT: N cases, [EXTRA, ]M mismatches` (and
    the seed) and returns the harness's exit status: 1 on a mismatch, and 1
    when no case ran -- a generator that returns nothing, or a filter that
    selects nothing, must not pass (every .test also pins the count)."""
    if cases == 0:
        print(f"FAIL {what}: no case ran (the generator produced none"
              + (", or STYPE_HARNESS_FILTER selected none"
                 if "STYPE_HARNESS_FILTER" in os.environ else "") + ")")
    counts = f"{cases} cases, " + (f"{extra}, " if extra else "") + \
        f"{fails} mismatches"
    print(f"{what}: {counts}" + (f" (seed={seed})" if seed is not None else ""))
    return 1 if fails or cases == 0 else 0


def execute(ctx, runs, jobs):
    """Runs everything; prints one line per case; returns (cases, fails).
    Only the cases `selected` names run (and count)."""
    if "STYPE_HARNESS_FILTER" in os.environ:
        kept = []
        for run in runs:
            ops = [op for op in run.ops
                   if any(selected(f"{label} [{run.label}]")
                          for label, _ in op.expects)]
            if ops:
                kept.append(Run(run.label, run.args, ops, run.mode))
        runs = kept
    def one(i_run):
        i, run = i_run
        lines = []
        # On a failure, a compile error that names a line of the kernel is
        # attributed to the op on that line, which is dropped before the
        # others are run again; other failures re-run each op alone.
        outcome = {}
        pending = list(range(len(run.ops)))
        attempt = 0
        while pending:
            ops = [run.ops[j] for j in pending]
            err, res = invoke(ctx, run, ops, f"r{i}_{attempt}")
            attempt += 1
            if err is None:
                k = 0
                for j, op in zip(pending, ops):
                    outcome[j] = (None, res[k:k + len(op.results)])
                    k += len(op.results)
                break
            if len(pending) == 1:
                outcome[pending[0]] = (err, None)
                break
            m = re.search(r"kernel\.mlir:(\d+):\d+: error", err)
            j = op_at_line(ops, int(m.group(1))) if m else None
            if j is None:
                for j, op in zip(pending, ops):
                    outcome[j] = invoke(ctx, run, [op], f"r{i}_op{j}")
                break
            outcome[pending[j]] = (err, None)
            del pending[j]
        per_op = [outcome[j] for j in range(len(run.ops))]
        for op, (e, rs) in zip(run.ops, per_op):
            for n, (label, exp) in enumerate(op.expects):
                name = f"{label} [{run.label}]"
                if not selected(name):
                    continue
                if e is not None:
                    lines.append((False, f"FAIL {name}: {e} seed={ctx.seed}"))
                    continue
                msg = check(rs[n], exp, exp.ref.shape, exp.out_dtype)
                if msg:
                    lines.append((False, f"FAIL {name}: {msg} seed={ctx.seed}"))
                else:
                    lines.append((True, f"PASS {name}"))
        return lines

    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as ex:
        results = list(ex.map(one, enumerate(runs)))
    return tally(results)


def tally(results, verbose=True):
    """Prints the (ok, text) case lines of `results`, a list of them per run
    (all of them, or with verbose=False only the failures); returns (cases,
    fails)."""
    cases = fails = 0
    for lines in results:
        for ok, text in lines:
            cases += 1
            fails += not ok
            if verbose or not ok:
                print(text)
    return cases, fails


# --------------------------------------------------------------------------
# Helpers for building cases
# --------------------------------------------------------------------------

F32_TOL = (1e-5, 1e-6)
F64_TOL = (1e-12, 1e-12)


def tol(dtype, k=1):
    """(rtol, atol) for a result accumulated over k terms of size <= ~1."""
    if np.dtype(dtype) == np.float32:
        return (1e-5, 1e-6 * max(1, k))
    return (1e-12, 1e-12 * max(1, k))


def expect(kind, ref, dtype, rtol=0.0, atol=0.0, **kw):
    e = Expect(kind, np.asarray(ref), rtol, atol, **kw)
    e.out_dtype = np.dtype(dtype)
    return e


def modes_for(i_density, i_dtype):
    """Alternates static and dynamic shapes over densities and dtypes, so
    every combination runs both ways."""
    return "static" if (i_density + i_dtype) % 2 == 0 else "dynamic"


def grid():
    for i_d, dens in enumerate(DENSITIES):
        for i_t, dt in enumerate(DTYPES):
            yield i_d, dens, i_t, dt, modes_for(i_d, i_t)


def tag(dens, dt, mode):
    return f"{dtname(dt)} d={dens:g} {mode}"


# --------------------------------------------------------------------------
# cast_storage
# --------------------------------------------------------------------------


def cases_cast_storage(rng):
    runs = []
    for i_d, dens, i_t, dt, mode in grid():
        m, n = (150, 40) if dens == 0.01 else (23, 17)
        args, ops = [], []
        # 2-D sources of the three kinds.
        xd = rand_dense(rng, (m, n), dens, dt)
        if i_d == 2:  # NaN counts as non-zero; -0.0 does not
            zr = [r for r in range(m) if not xd[r].any()]
            if len(zr) >= 2:
                xd[zr[0], 3] = np.nan
                xd[zr[1], 5] = -0.0
        xr = rand_rsp(rng, (m, n), dens, dt, stored_zero_row=True)
        xc = rand_csr(rng, (m, n), dens, dt, stored_zeros=True,
                      idx_dtype=np.int32 if i_t else np.int64)
        for src_name, src in (("xd", Tensor.from_dense(xd)), ("xr", xr), ("xc", xc)):
            args.append((src_name, src, ttype(src.kind, (m, n), dt, mode)))
            a = src.dense()
            for j, dst in enumerate((D, R, C)):
                body, res, exps = [], [], []
                t = ttype(dst, (m, n), dt, mode)
                v = f"%{src_name}_{SHORT[dst]}"
                body.append(f"{v} = stype.cast_storage %{src_name} : "
                            f"{ttype(src.kind, (m, n), dt, mode)} to {t}")
                res.append((v, t))
                kw = exact_structure(
                    dst, lambda: src.row_set() if src.kind == R else nz_rows(a),
                    lambda: src.entry_set() if src.kind == C else nz_entries(a))
                via = " (via default)" if {src.kind, dst} == {R, C} else ""
                exps.append((f"cast_storage {src.kind}->{dst}{via} {src.describe()}",
                             expect(dst, a, dt, **kw)))
                ops.append(Op(f"cast {src.kind}", [src_name], body, res, exps))
        # 3-D: dense <-> row_sparse, and row_sparse -> row_sparse.
        shp3 = (60, 3, 4) if dens == 0.01 else (9, 3, 4)
        mode3 = "mixed" if i_t == 0 else mode
        x3 = rand_dense(rng, shp3, dens, dt)
        r3 = rand_rsp(rng, shp3, dens, dt, stored_zero_row=True)
        for src_name, src in (("x3", Tensor.from_dense(x3)), ("r3", r3)):
            st = ttype(src.kind, shp3, dt, mode3)
            args.append((src_name, src, st))
            a = src.dense()
            for dst in (D, R):
                body, res, exps = [], [], []
                t = ttype(dst, shp3, dt, mode3)
                v = f"%{src_name}_{SHORT[dst]}"
                body.append(f"{v} = stype.cast_storage %{src_name} : {st} to {t}")
                res.append((v, t))
                kw = {}
                if dst == R:
                    kw["rows"] = exact(src.row_set() if src.kind == R else nz_rows(a))
                exps.append((f"cast_storage {src.kind}->{dst} 3-D {src.describe()}",
                             expect(dst, a, dt, **kw)))
                ops.append(Op(f"cast3 {src.kind}", [src_name], body, res, exps))
        runs.append(Run(tag(dens, dt, mode), args, ops, mode))
    return runs


# --------------------------------------------------------------------------
# dot
# --------------------------------------------------------------------------


def dot_op(name, lhs, rhs, ta, tb, hint, out_shape, dt, mode, exp, label):
    """lhs/rhs: (argname, kind, shape)."""
    attrs = []
    if ta:
        attrs.append("transpose_a")
    if tb:
        attrs.append("transpose_b")
    if hint:
        attrs.append(f"forward_stype = #stype.storage<{hint}>")
    attr = (" {" + ", ".join(attrs) + "}") if attrs else ""
    lt = ttype(lhs[1], lhs[2], dt, mode)
    rt = ttype(rhs[1], rhs[2], dt, mode)
    ot = ttype(placeholder_kind(exp.kind, 2), out_shape, dt, mode)
    v = f"%{name}"
    body = [f"{v} = stype.dot %{lhs[0]}, %{rhs[0]}{attr} : {lt}, {rt} -> {ot}"]
    return Op(label, [lhs[0], rhs[0]], body, [(v, ot)], [(label, exp)])


def cases_dot(rng):
    runs = []
    for i_d, dens, i_t, dt, mode in grid():
        if dens == 0.01:
            m, k, n = 30, 200, 7
        else:
            m, k, n = 11, 13, 5
        f64 = lambda t: t.dense().astype(np.float64)  # noqa: E731
        rt, at = tol(dt, k if dens != 0.01 else 10)
        ttag = tag(dens, dt, mode)

        def E(kind, ref, **kw):
            return expect(kind, ref, dt, rt, at, **kw)

        def dlabel(lk, rk, ta, tb, hint, out):
            h = f" forward_stype={hint}" if hint else ""
            return (f"dot {lk},{rk} ({'T' if ta else 'F'},{'T' if tb else 'F'}){h}"
                    f" -> {out}")

        # G1: default, default (any transposes), and a csr hint (fallback).
        A = make(rng, D, (m, k), dens, dt)
        B = make(rng, D, (k, n), dens, dt)
        At = make(rng, D, (k, m), dens, dt)
        Bt = make(rng, D, (n, k), dens, dt)
        args = [(nm, t, ttype(D, t.shape, dt, mode)) for nm, t in
                (("A", A), ("B", B), ("At", At), ("Bt", Bt))]
        ops = []
        for nm, l, r, ta, tb in (("dd_ff", "A", "B", 0, 0), ("dd_tf", "At", "B", 1, 0),
                                 ("dd_ft", "A", "Bt", 0, 1), ("dd_tt", "At", "Bt", 1, 1)):
            L, Rr = dict(A=A, At=At)[l], dict(B=B, Bt=Bt)[r]
            ref = (f64(L).T if ta else f64(L)) @ (f64(Rr).T if tb else f64(Rr))
            ops.append(dot_op(nm, (l, D, L.shape), (r, D, Rr.shape), ta, tb, None,
                              (m, n), dt, mode, E(D, ref), dlabel(D, D, ta, tb, None, D)))
        ref = f64(A) @ f64(B)
        ops.append(dot_op("dd_hc", ("A", D, A.shape), ("B", D, B.shape), 0, 0, "csr",
                          (m, n), dt, mode, E(C, ref, entries=exact(nz_entries(ref))),
                          dlabel(D, D, 0, 0, "csr", C) + " (fallback)"))
        runs.append(Run("D,D " + ttag, args, ops, mode))

        # G2: csr lhs, dense rhs.
        Ac = rand_csr(rng, (m, k), dens, dt, stored_zeros=(i_d == 2),
                      idx_dtype=np.int32 if i_t else np.int64)
        B = make(rng, D, (k, n), 1.0, dt)
        B2 = make(rng, D, (m, n), 1.0, dt)
        Bt = make(rng, D, (n, k), 1.0, dt)
        Btt = make(rng, D, (n, m), 1.0, dt)
        a = f64(Ac)
        cols = set(int(c) for c in Ac.indices)  # stored zeros included
        args = [("Ac", Ac, ttype(C, Ac.shape, dt, mode))] + [
            (nm, t, ttype(D, t.shape, dt, mode)) for nm, t in
            (("B", B), ("B2", B2), ("Bt", Bt), ("Btt", Btt))]
        ac = ("Ac", C, (m, k))
        ops = [
            dot_op("cd_ff", ac, ("B", D, B.shape), 0, 0, None, (m, n), dt, mode,
                   E(D, a @ f64(B)), dlabel(C, D, 0, 0, None, D)),
            dot_op("cd_tf", ac, ("B2", D, B2.shape), 1, 0, None, (k, n), dt, mode,
                   E(R, a.T @ f64(B2), rows=exact(cols)),
                   dlabel(C, D, 1, 0, None, R) + " rows=column ids of lhs"),
            dot_op("cd_tf_hr", ac, ("B2", D, B2.shape), 1, 0, "row_sparse", (k, n), dt,
                   mode, E(R, a.T @ f64(B2), rows=exact(cols)),
                   dlabel(C, D, 1, 0, "row_sparse", R)),
            dot_op("cd_tf_hd", ac, ("B2", D, B2.shape), 1, 0, "default", (k, n), dt,
                   mode, E(D, a.T @ f64(B2)), dlabel(C, D, 1, 0, "default", D)),
            dot_op("cd_ft", ac, ("Bt", D, Bt.shape), 0, 1, None, (m, n), dt, mode,
                   E(D, a @ f64(Bt).T), dlabel(C, D, 0, 1, None, D) + " (fallback)"),
            dot_op("cd_tt", ac, ("Btt", D, Btt.shape), 1, 1, None, (k, n), dt, mode,
                   E(D, a.T @ f64(Btt).T), dlabel(C, D, 1, 1, None, D) + " (fallback)"),
            dot_op("cd_ff_hr", ac, ("B", D, B.shape), 0, 0, "row_sparse", (m, n), dt,
                   mode, E(R, a @ f64(B), rows=exact(nz_rows(a @ f64(B)))),
                   dlabel(C, D, 0, 0, "row_sparse", R) + " (fallback)"),
        ]
        runs.append(Run("C,D " + ttag, args, ops, mode))

        # G3: csr lhs, row_sparse rhs.
        Ac = rand_csr(rng, (m, k), dens, dt)
        Rk = rand_rsp(rng, (k, n), 0.5 if dens in (0, 1) else dens, dt,
                      stored_zero_row=True)
        Rm = rand_rsp(rng, (m, n), 0.5, dt)
        a = f64(Ac)
        cols = set(int(c) for c in Ac.indices)
        args = [("Ac", Ac, ttype(C, Ac.shape, dt, mode)),
                ("Rk", Rk, ttype(R, Rk.shape, dt, mode)),
                ("Rm", Rm, ttype(R, Rm.shape, dt, mode))]
        ref_tf = a.T @ f64(Rm)
        ops = [
            dot_op("cr_ff", ("Ac", C, (m, k)), ("Rk", R, (k, n)), 0, 0, None, (m, n),
                   dt, mode, E(D, a @ f64(Rk)), dlabel(C, R, 0, 0, None, D)),
            # MXNet's own kernel and the dense fallback may store different
            # (zero) rows: anything between the non-zero rows and the column
            # ids of lhs is accepted.
            dot_op("cr_tf", ("Ac", C, (m, k)), ("Rm", R, (m, n)), 1, 0, None, (k, n),
                   dt, mode, E(R, ref_tf, rows=(nz_rows(ref_tf), cols)),
                   dlabel(C, R, 1, 0, None, R)),
        ]
        runs.append(Run("C,R " + ttag, args, ops, mode))

        # G4: dense lhs, csr rhs.
        Ad = make(rng, D, (m, k), 1.0, dt)
        Ck = rand_csr(rng, (k, n), dens, dt, stored_zeros=(i_d == 2))
        Cn = rand_csr(rng, (n, k), dens, dt)
        args = [("Ad", Ad, ttype(D, Ad.shape, dt, mode)),
                ("Ck", Ck, ttype(C, Ck.shape, dt, mode)),
                ("Cn", Cn, ttype(C, Cn.shape, dt, mode))]
        ref = f64(Ad) @ f64(Ck)
        ucols = sorted(set(int(c) for c in Ck.indices))
        mx_pattern = set((i, c) for i in range(m) for c in ucols)
        ref_ft = f64(Ad) @ f64(Cn).T
        ops = [
            # MXNet's CPU kernel stores the column union of rhs in every row;
            # stype documents a dense fallback cast back to csr (non-zeros).
            # Either exact pattern is accepted.
            dot_op("dc_ff", ("Ad", D, (m, k)), ("Ck", C, (k, n)), 0, 0, None, (m, n),
                   dt, mode, E(C, ref, entries=exact(nz_entries(ref)),
                               alt_entries=mx_pattern),
                   dlabel(D, C, 0, 0, None, C)),
            dot_op("dc_ff_hd", ("Ad", D, (m, k)), ("Ck", C, (k, n)), 0, 0, "default",
                   (m, n), dt, mode, E(D, ref), dlabel(D, C, 0, 0, "default", D)),
            dot_op("dc_ft", ("Ad", D, (m, k)), ("Cn", C, (n, k)), 0, 1, None, (m, n),
                   dt, mode, E(C, ref_ft, entries=exact(nz_entries(ref_ft))),
                   dlabel(D, C, 0, 1, None, C) + " (fallback)"),
        ]
        runs.append(Run("D,C " + ttag, args, ops, mode))

        # G5: the other combinations: dense fallbacks with a default result.
        Ac = rand_csr(rng, (m, k), dens, dt)
        Ck = rand_csr(rng, (k, n), dens, dt)
        Rl = rand_rsp(rng, (m, k), dens, dt)
        Rk = rand_rsp(rng, (k, n), dens, dt)
        Bd = make(rng, D, (k, n), 1.0, dt)
        Ad = make(rng, D, (m, k), 1.0, dt)
        args = [(nm, t, ttype(t.kind, t.shape, dt, mode)) for nm, t in
                (("Ac", Ac), ("Ck", Ck), ("Rl", Rl), ("Rk", Rk), ("Bd", Bd), ("Ad", Ad))]
        ops = []
        for nm, (ln, L), (rn, Rr) in (("cc", ("Ac", Ac), ("Ck", Ck)),
                                      ("rd", ("Rl", Rl), ("Bd", Bd)),
                                      ("dr", ("Ad", Ad), ("Rk", Rk)),
                                      ("rr", ("Rl", Rl), ("Rk", Rk))):
            ops.append(dot_op(nm, (ln, L.kind, L.shape), (rn, Rr.kind, Rr.shape), 0, 0,
                              None, (m, n), dt, mode, E(D, f64(L) @ f64(Rr)),
                              dlabel(L.kind, Rr.kind, 0, 0, None, D) + " (fallback)"))
        runs.append(Run("other " + ttag, args, ops, mode))
    return runs


# --------------------------------------------------------------------------
# elemwise_add / elemwise_sub
# --------------------------------------------------------------------------


def cases_elemwise(rng):
    runs = []
    for i_d, dens, i_t, dt, mode in grid():
        m, n = (150, 20) if dens == 0.01 else (19, 7)
        shp3 = (50, 2, 3) if dens == 0.01 else (8, 2, 3)
        mode3 = "mixed" if i_t == 1 else mode
        ttag = tag(dens, dt, mode)
        xs = {}
        for side in "ab":
            xs[D + side] = Tensor.from_dense(rand_dense(rng, (m, n), dens, dt))
            xs[R + side] = rand_rsp(rng, (m, n), dens, dt, stored_zero_row=True)
            xs[C + side] = rand_csr(rng, (m, n), dens, dt, stored_zeros=(i_d == 2),
                                    idx_dtype=np.int32 if side == "b" else np.int64)
            xs["D3" + side] = Tensor.from_dense(rand_dense(rng, shp3, dens, dt))
            xs["R3" + side] = rand_rsp(rng, shp3, dens, dt)
        # Rows that cancel to zero (kept by MXNet's row union).
        ra, rb = xs[R + "a"], xs[R + "b"]
        common = sorted(ra.row_set() & rb.row_set())
        if len(common) >= 2:
            ia = {int(r): i for i, r in enumerate(ra.indices)}
            ib = {int(r): i for i, r in enumerate(rb.indices)}
            rb.data[ib[common[0]]] = ra.data[ia[common[0]]]     # a - b == 0
            rb.data[ib[common[1]]] = -ra.data[ia[common[1]]]    # a + b == 0
        args = []
        argname = {}
        for key, t in xs.items():
            if key.startswith(("D3", "R3")):
                nm = key
                md = mode3
            else:
                nm = SHORT[key[:-1]] + key[-1]
                md = mode
            argname[key] = nm
            args.append((nm, t, ttype(t.kind, t.shape, dt, md)))
        combos = [(D, D, D), (R, R, R), (C, C, C), (D, C, D), (C, D, D), (D, R, D),
                  (R, D, D), (R, C, D), (C, R, D)]
        ops = []
        tol_ = tol(dt)

        def add_ops(lkey, rkey, out, shape, md, extra=""):
            L, Rr = xs[lkey], xs[rkey]
            lt = ttype(L.kind, shape, dt, md)
            rtt = ttype(Rr.kind, shape, dt, md)
            ot = ttype(placeholder_kind(out, len(shape)), shape, dt, md)
            body, res, exps = [], [], []
            l64, r64 = L.dense().astype(np.float64), Rr.dense().astype(np.float64)
            for opn, ref in (("elemwise_add", l64 + r64), ("elemwise_sub", l64 - r64)):
                v = f"%{opn[9:]}_{argname[lkey]}_{argname[rkey]}"
                body.append(f"{v} = stype.{opn} %{argname[lkey]}, %{argname[rkey]} : "
                            f"{lt}, {rtt} -> {ot}")
                res.append((v, ot))
                kw = exact_structure(out, lambda: L.row_set() | Rr.row_set(),
                                     lambda: nz_entries(ref))
                fb = " (fallback)" if (L.kind, Rr.kind) not in ((D, D), (R, R)) else ""
                label = (f"{opn} {L.kind},{Rr.kind} -> {out}{extra}{fb} "
                         f"({L.describe()}, {Rr.describe()})")
                exps.append((label, expect(out, ref, dt, *tol_, **kw)))
            ops.append(Op(label, [argname[lkey], argname[rkey]], body, res, exps))

        for lk, rk, out in combos:
            add_ops(lk + "a", rk + "b", out, (m, n), mode)
        add_ops("R3a", "R3b", R, shp3, mode3, " 3-D")
        add_ops("D3a", "R3b", D, shp3, mode3, " 3-D")
        add_ops("R3a", "D3b", D, shp3, mode3, " 3-D")
        runs.append(Run(ttag, args, ops, mode))
    return runs


# --------------------------------------------------------------------------
# sparse_retain
# --------------------------------------------------------------------------


def cases_sparse_retain(rng):
    runs = []
    for i_d, dens, i_t, dt, mode in grid():
        m = 200 if dens == 0.01 else 17
        ttag = tag(dens, dt, mode)
        x2 = rand_rsp(rng, (m, 6), dens, dt, stored_zero_row=True)
        x3 = rand_rsp(rng, (m, 3, 2), dens, dt)
        stored = sorted(x2.row_set())
        absent = sorted(set(range(m)) - x2.row_set())
        # Sorted ids mixing stored and absent rows.
        pick = sorted(set(rng.choice(stored, min(3, len(stored)), replace=False).tolist()
                          if stored else []) |
                      set(rng.choice(absent, min(3, len(absent)), replace=False).tolist()
                          if absent else []) | {0, m - 1})
        ids_sorted = np.array(pick, np.int64)
        # Unsorted with duplicates (stype sorts and de-duplicates).
        ids_unsorted = rng.choice(m, 9, replace=True).astype(np.int64)
        ids_unsorted = np.concatenate([ids_unsorted, ids_unsorted[:2], [m - 1, 0]])
        ids_empty = np.zeros(0, np.int64)
        ids_all = np.arange(m, dtype=np.int64)[::-1].copy()
        idsets = [("sorted", ids_sorted), ("unsorted+dup", ids_unsorted),
                  ("empty", ids_empty), ("all rows reversed", ids_all)]
        xmode = {"x2": mode, "x3": "mixed" if i_t else mode}
        args = [("x2", x2, ttype(R, x2.shape, dt, mode)),
                ("x3", x3, ttype(R, x3.shape, dt, xmode["x3"]))]
        ops = []
        for j, (what, ids) in enumerate(idsets):
            args.append((f"i{j}", ids, ttype(D, ids.shape, np.int64, mode)))
            for xn, x in (("x2", x2), ("x3", x3)):
                if xn == "x3" and what == "all rows reversed":
                    continue
                xt = {a[0]: a[2] for a in args}[xn]
                v = f"%ret_{xn}_{j}"
                ot = ttype(D, x.shape, dt, xmode[xn])  # placeholder kind
                body = [f"{v} = stype.sparse_retain %{xn}, %i{j} : {xt}, "
                        f"{ttype(D, ids.shape, np.int64, mode)} -> {ot}"]
                keep = sorted(set(ids.tolist()))
                ref = np.zeros(x.shape, dt)
                xd = x.dense()
                ref[keep] = xd[keep]
                label = (f"sparse_retain {'3-D ' if xn == 'x3' else ''}{x.describe()}"
                         f" ids {what} (n={len(ids)}) -> row_sparse")
                ops.append(Op(label, [xn, f"i{j}"], body, [(v, ot)],
                              [(label, expect(R, ref, dt, rows=exact(set(keep))))]))
        if i_t == 1:
            # The verifier accepts a result type less static than the data
            # (compatible shapes); lowering must cope as well.
            xt = ttype(R, x3.shape, dt, "mixed")
            ot = ttype(D, x3.shape, dt, "dynamic")
            keep = sorted(set(ids_sorted.tolist()))
            ref = np.zeros(x3.shape, dt)
            ref[keep] = x3.dense()[keep]
            label = (f"sparse_retain 3-D {x3.describe()} ids sorted, data {xt}"
                     f" result {ot} -> row_sparse")
            ops.append(Op(label, ["x3", "i0"], [
                f"%ret_mixed = stype.sparse_retain %x3, %i0 : {xt}, "
                f"{ttype(D, ids_sorted.shape, np.int64, mode)} -> {ot}"],
                [("%ret_mixed", ot)],
                [(label, expect(R, ref, dt, rows=exact(set(keep))))]))
        runs.append(Run(ttag, args, ops, mode))
    return runs


# --------------------------------------------------------------------------
# Optimizers
# --------------------------------------------------------------------------

LR = 0.1
SGD_GRID = [(clip, resc, wd) for clip in (-1.0, 0.4) for resc in (1.0, 0.14)
            for wd in (0.0, 0.05)]


def grid_share(i_d, i_t, n):
    """The hyper-parameter settings (of n) one (density, dtype) run takes:
    each dtype covers the whole grid over the four densities, and the two
    dtypes pair each setting with different densities."""
    per = -(-n // len(DENSITIES))
    start = ((i_d + 2 * i_t) % len(DENSITIES)) * per
    return set(range(start, min(n, start + per)))


def clip_(x, c):
    return np.clip(x, -c, c) if c >= 0 else x


def sgd_ref(w, g, clip, resc, wd, rows=None):
    """MXNet sgd_update on float64 copies.  rows=None: dense/standard update;
    else the lazy update of only those rows."""
    w = w.astype(np.float64)
    g = g.astype(np.float64)
    new = (1 - LR * wd) * w - LR * clip_(resc * g, clip)
    if rows is None:
        return new
    out = w.copy()
    rows = sorted(rows)
    out[rows] = new[rows]
    return out


def sgd_mom_ref(w, g, m, mu, clip, resc, wd, rows=None):
    w, g, m = (a.astype(np.float64) for a in (w, g, m))
    m_new = mu * m - LR * wd * w - LR * clip_(resc * g, clip)
    w_new = w + m_new
    if rows is None:
        return w_new, m_new
    wo, mo = w.copy(), m.copy()
    rows = sorted(rows)
    wo[rows], mo[rows] = w_new[rows], m_new[rows]
    return wo, mo


def fmt_attr(lr, wd, resc, clip, lazy, mu=None):
    a = [f"lr = {lr!r} : f64", f"wd = {wd!r} : f64", f"rescale_grad = {resc!r} : f64",
         f"clip_gradient = {clip!r} : f64", f"lazy_update = {'true' if lazy else 'false'}"]
    if mu is not None:
        a.append(f"momentum = {mu!r} : f64")
    return "{" + ", ".join(a) + "}"


def opt_inputs(rng, kinds, shape, dens, dt):
    """Weight (full when row_sparse), grad at the density, momentum (full)."""
    wk, gk = kinds[0], kinds[1]
    if wk == R:
        w = rand_rsp(rng, shape, 1.0, dt, full=True)
    elif wk == C:
        w = rand_csr(rng, shape, 0.7, dt)
    else:
        w = Tensor.from_dense(rand_dense(rng, shape, 1.0, dt))
    if gk == R:
        g = rand_rsp(rng, shape, dens, dt, stored_zero_row=True, scale=3.0)
    elif gk == C:
        g = rand_csr(rng, shape, dens, dt, scale=3.0)
    else:
        gd = rand_dense(rng, shape, dens, dt) * 3
        g = Tensor.from_dense(gd.astype(dt))
    mom = None
    if len(kinds) == 3:
        if kinds[2] == R:
            mom = rand_rsp(rng, shape, 1.0, dt, full=True, scale=0.5)
        else:
            mom = Tensor.from_dense(rand_dense(rng, shape, 1.0, dt) * np.asarray(0.5, dt))
    return w, g, mom


def result_rows_expect(kind, ref, w, specialized):
    """Row set of a row_sparse optimizer result: the specialized kernels keep
    the (full) weight's rows; a dense fallback casts back (non-zero rows)."""
    allrows = set(range(ref.shape[0]))
    if kind != R:
        return {}
    if specialized:
        return {"rows": exact(allrows)}
    return {"rows": (nz_rows(ref), allrows)}


def update_mode(g, is_lazy):
    """How an sgd update with gradient `g` runs, as the case labels say."""
    return "lazy" if is_lazy else "standard" if g.kind == R else "dense"


def update_runs(kinds, args, ops, grid_tag, mode, pick=None):
    """The run of the update `ops`, and with `pick` (one of them) a run of
    it alone: the weight used once, its buffer is updated in place."""
    runs = [Run(f"{kinds} {grid_tag}", args, ops, mode)]
    if pick is not None:
        runs.append(Run(f"{kinds} single op (in place) {grid_tag}", args, [pick], mode))
    return runs


def cases_sgd_update(rng, single=False):
    # (weight, grad, specialized kernel?)
    # A csr weight is rejected by the verifier, so (csr, csr) is not run.
    combos = [((D, D), True), ((D, R), True), ((R, R), True), ((R, D), False),
              ((D, C), False)]
    combos3 = [((R, R), True), ((D, R), True)]
    runs = []
    for i_d, dens, i_t, dt, mode in grid():
        shape = (150, 4) if dens == 0.01 else (13, 5)
        shape3 = (60, 3, 2) if dens == 0.01 else (7, 3, 2)
        for (kinds, spec), shp, md in \
                [(c, shape, mode) for c in combos] + \
                [(c, shape3, "mixed" if i_t == 0 else mode) for c in combos3]:
            if len(shp) == 3 and C in kinds:
                continue
            w, g, _ = opt_inputs(rng, kinds, shp, dens, dt)
            wt, gt = ttype(w.kind, shp, dt, md), ttype(g.kind, shp, dt, md)
            out_kind = w.kind
            ot = ttype(placeholder_kind(out_kind, len(shp)), shp, dt, md)
            wd_, gd_ = w.dense(), g.dense()
            args = [("w", w, wt), ("g", g, gt)]
            ops = []
            for j, (clip, resc, wd) in enumerate(SGD_GRID):
                if j not in grid_share(i_d, i_t, len(SGD_GRID)):
                    continue
                for lazy in (True, False):
                    v = f"%u{j}_{int(lazy)}"
                    body = [f"{v} = stype.sgd_update %w, %g "
                            f"{fmt_attr(LR, wd, resc, clip, lazy)} : {wt}, {gt} -> {ot}"]
                    is_lazy = lazy and g.kind == R and spec
                    rows = g.row_set() if is_lazy else None
                    ref = sgd_ref(wd_, gd_, clip, resc, wd, rows)
                    kw = result_rows_expect(out_kind, ref, w, spec)
                    if is_lazy:
                        frozen = set(range(shp[0])) - g.row_set()
                        kw.update(frozen_rows=frozen, frozen_ref=wd_)
                    mode_s = update_mode(g, is_lazy)
                    label = (f"sgd_update {w.kind},{g.kind}{' 3-D' if len(shp) == 3 else ''}"
                             f" -> {out_kind} {mode_s} lazy_update={lazy} clip={clip:g}"
                             f" rescale={resc:g} wd={wd:g}"
                             f"{'' if spec else ' (fallback)'} grad {g.describe()}")
                    ops.append(Op(label, ["w", "g"], body, [(v, ot)],
                                  [(label, expect(out_kind, ref, dt, *tol(dt), **kw))]))
            in_place = (i_d + i_t) % 2 == 1 and spec
            runs += update_runs(f"{SHORT[w.kind]},{SHORT[g.kind]}", args, ops,
                                tag(dens, dt, md), md,
                                ops[(i_d * 5 + i_t * 3) % len(ops)] if in_place else None)
    return runs


def cases_sgd_mom_update(rng):
    # (weight, grad, mom, lazy possible?, specialized?)
    combos = [((D, D, D), False, True), ((D, R, D), True, True),
              ((R, R, R), True, True), ((R, R, D), False, True),
              ((D, R, R), False, False), ((R, D, R), False, False),
              ((R, D, D), False, False)]
    combos3 = [((R, R, R), True, True), ((R, R, D), False, True)]
    runs = []
    for i_d, dens, i_t, dt, mode in grid():
        shape = (150, 3) if dens == 0.01 else (11, 4)
        shape3 = (60, 2, 2) if dens == 0.01 else (7, 2, 3)
        for (kinds, lazy_ok, spec), shp, md in \
                [(c, shape, mode) for c in combos] + \
                [(c, shape3, "mixed" if i_t == 1 else mode) for c in combos3]:
            w, g, mom = opt_inputs(rng, kinds, shp, dens, dt)
            wt, gt, mt = (ttype(t.kind, shp, dt, md) for t in (w, g, mom))
            owt = ttype(placeholder_kind(w.kind, len(shp)), shp, dt, md)
            omt = ttype(placeholder_kind(mom.kind, len(shp)), shp, dt, md)
            wd_, gd_, md_ = w.dense(), g.dense(), mom.dense()
            args = [("w", w, wt), ("g", g, gt), ("m", mom, mt)]
            ops = []
            j = 0
            share = grid_share(i_d, i_t, 2 * len(SGD_GRID))
            for mu in (0.0, 0.9):
                for clip, resc, wd in SGD_GRID:
                    if (j // 2) not in share:
                        j += 2
                        continue
                    for lazy in (True, False):
                        j += 1
                        vw, vm = f"%w{j}", f"%m{j}"
                        body = [f"{vw}, {vm} = stype.sgd_mom_update %w, %g, %m "
                                f"{fmt_attr(LR, wd, resc, clip, lazy, mu)} : "
                                f"{wt}, {gt}, {mt} -> {owt}, {omt}"]
                        is_lazy = lazy and lazy_ok
                        rows = g.row_set() if is_lazy else None
                        rw, rm = sgd_mom_ref(wd_, gd_, md_, mu, clip, resc, wd, rows)
                        kww = result_rows_expect(w.kind, rw, w, spec)
                        kwm = result_rows_expect(mom.kind, rm, mom, spec)
                        if is_lazy:
                            frozen = set(range(shp[0])) - g.row_set()
                            kww.update(frozen_rows=frozen, frozen_ref=wd_)
                            kwm.update(frozen_rows=frozen, frozen_ref=md_)
                        mode_s = update_mode(g, is_lazy)
                        base = (f"sgd_mom_update {w.kind},{g.kind},{mom.kind}"
                                f"{' 3-D' if len(shp) == 3 else ''} -> {w.kind},{mom.kind}"
                                f" {mode_s} lazy_update={lazy} momentum={mu:g} clip={clip:g}"
                                f" rescale={resc:g} wd={wd:g}"
                                f"{'' if spec else ' (fallback)'} grad {g.describe()}")
                        ops.append(Op(base, ["w", "g", "m"], body,
                                      [(vw, owt), (vm, omt)],
                                      [(base + " [weight]",
                                        expect(w.kind, rw, dt, *tol(dt), **kww)),
                                       (base + " [mom]",
                                        expect(mom.kind, rm, dt, *tol(dt), **kwm))]))
            in_place = (i_d + i_t) % 2 == 1 and spec
            runs += update_runs(",".join(SHORT[k] for k in kinds), args, ops,
                                tag(dens, dt, md), md,
                                ops[(i_d * 7 + i_t * 5) % len(ops)] if in_place else None)
    return runs


OPS = {
    "cast_storage": cases_cast_storage,
    "dot": cases_dot,
    "elemwise": cases_elemwise,
    "sparse_retain": cases_sparse_retain,
    "sgd_update": cases_sgd_update,
    "sgd_mom_update": cases_sgd_mom_update,
}


# --------------------------------------------------------------------------
# Input files for errors.test
# --------------------------------------------------------------------------


def save_csr_raw(path, shape, indptr, indices, data, dtype=np.float32):
    np.savez(path, data=np.asarray(data, dtype), indices=np.asarray(indices, np.int64),
             indptr=np.asarray(indptr, np.int64), shape=np.array(shape, np.int64),
             format=np.array(b"csr"))


def save_rsp_raw(path, shape, indices, data, dtype=np.float32):
    np.savez(path, data=np.asarray(data, dtype), indices=np.asarray(indices, np.int64),
             shape=np.array(shape, np.int64), format=np.array(b"row_sparse"))


def make_input(what, path):
    f32, f64 = np.float32, np.float64
    ones = lambda *s: np.ones(s, f32)  # noqa: E731
    table = {
        # dense
        "dense-3x4-f32": lambda: np.save(path, ones(3, 4)),
        "dense-3x4-f64": lambda: np.save(path, np.ones((3, 4), f64)),
        "dense-3x5-f32": lambda: np.save(path, ones(3, 5)),
        "dense-4x2-f32": lambda: np.save(path, ones(4, 2)),
        "ids-out-of-range": lambda: np.save(path, np.array([1, 7], np.int64)),
        "ids-ok": lambda: np.save(path, np.array([0, 2], np.int64)),
        # csr 3x4
        "csr-ok": lambda: save_csr_raw(path, (3, 4), [0, 2, 2, 3], [0, 3, 1], [1, 2, 3]),
        "csr-unsorted": lambda: save_csr_raw(path, (3, 4), [0, 2, 2, 3], [3, 0, 1], [1, 2, 3]),
        "csr-duplicate": lambda: save_csr_raw(path, (3, 4), [0, 2, 2, 3], [1, 1, 1], [1, 2, 3]),
        "csr-indptr": lambda: save_csr_raw(path, (3, 4), [0, 2, 1, 3], [0, 3, 1], [1, 2, 3]),
        # row_sparse 5x2
        "rsp-ok": lambda: save_rsp_raw(path, (5, 2), [0, 1, 2, 3, 4], np.ones((5, 2))),
        "rsp-partial": lambda: save_rsp_raw(path, (5, 2), [0, 2, 4], np.ones((3, 2))),
        "rsp-unsorted": lambda: save_rsp_raw(path, (5, 2), [3, 1], np.ones((2, 2))),
        "rsp-duplicate": lambda: save_rsp_raw(path, (5, 2), [1, 1], np.ones((2, 2))),
        "rsp-out-of-range": lambda: save_rsp_raw(path, (5, 2), [1, 5], np.ones((2, 2))),
    }
    if what not in table:
        sys.exit(f"harness.py make-input: unknown input {what!r}; one of "
                 f"{', '.join(sorted(table))}")
    table[what]()


# --------------------------------------------------------------------------


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "make-input":
        if len(sys.argv) != 4:
            sys.exit("usage: harness.py make-input WHAT PATH")
        make_input(sys.argv[2], sys.argv[3])
        return 0
    return run_driver(__doc__, "op", sorted(OPS), run_op)


def run_op(args, ctx, rng):
    runs = OPS[args.op](rng)
    print(f"# {args.op}: {len(runs)} stype-run calls, seed={args.seed}, "
          f"files in {ctx.tmp}")
    return execute(ctx, runs, args.jobs)


if __name__ == "__main__":
    sys.exit(main())
