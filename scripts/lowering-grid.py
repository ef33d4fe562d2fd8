#!/usr/bin/env python3
"""Looks for internal errors of the pipeline on verified input.

    scripts/lowering-grid.py [--bin build/bin] [--keep DIR] [-j JOBS] [-v]
                             [--filter REGEX]

Writes one small function per (op, shapes, storage kinds) of a grid: static
zero dims, dynamic dims, mixed static/dynamic dims between operands and the
result, and every storage kind of each tensor operand.  Each function is
first parsed and verified (`stype-opt`); those the verifiers reject are
counted and skipped.  The others go through
`stype-opt --stype-infer-storage --stype-lower-kernels` and through
`--stype-to-llvm` (the pipeline of stype-run), and each outcome is
classified:

  ok        the pipeline succeeded;
  clean     a diagnostic at the input op's line that names no generated IR
            (a user-facing error: acceptable);
  INTERNAL  anything else: a crash, an error about generated IR
            ('memref.alloc' op ..., <<UNKNOWN SSA VALUE>>, failed to
            legalize ...), or an error at another location.

Prints every INTERNAL case with the command and the first error line, then a
summary; exits 1 if there is one.  Every INTERNAL case is a bug: fix it or
turn it into a diagnostic at the input op (issue 21, point 5), and add the
case as a lit test.
"""

import argparse
import concurrent.futures
import itertools
import os
import re
import subprocess
import sys
import tempfile

HEADER = """\
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
"""

KINDS = {"D": "", "R": ", #rsp", "C": ", #csr"}

# 2-D shapes (rows, cols): static, dynamic, zero, mixed.
SHAPES = [("4", "3"), ("?", "?"), ("?", "0"), ("0", "?"), ("0", "0"),
          ("?", "3")]


def ttype(shape, kind="D", elt="f32"):
    return f"tensor<{'x'.join(shape)}x{elt}{KINDS[kind]}>"


def more_static(shape):
    """Result shapes more static / less static than `shape` (same sizes)."""
    out = {shape}
    fixed = tuple("3" if d == "?" else d for d in shape)
    out.add(fixed)
    out.add(tuple("?" for _ in shape))
    for i, d in enumerate(shape):
        if d == "?":
            out.add(shape[:i] + ("3",) + shape[i + 1:])
    return sorted(out)


def compatible(a, b):
    return all(x == y or "?" in (x, y) for x, y in zip(a, b))


# Op templates.  `operands`: how many same-shape 2-D tensor operands;
# `body` formats with {args} {types} {res} {attrs}; `result` gives the
# result shape(s) from the operand shape.
def elementwise(op, n, attrs=""):
    return {"op": op, "n": n, "attrs": attrs, "results": 1, "same": True}


TEMPLATES = [
    elementwise("relu", 1), elementwise("sqrt", 1), elementwise("negative", 1),
    elementwise("mul_scalar", 1, "{scalar = 2.0 : f64}"),
    elementwise("plus_scalar", 1, "{scalar = 1.0 : f64}"),
    elementwise("clip", 1, "{a_min = -1.0 : f64, a_max = 1.0 : f64}"),
    elementwise("zeros_like", 1),
    elementwise("elemwise_add", 2), elementwise("elemwise_mul", 2),
    elementwise("elemwise_div", 2), elementwise("maximum", 2),
    elementwise("add_n", 3),
    elementwise("cast_storage", 1),
    # optimizers: weight, grad, states share the shape; results likewise.
    {"op": "sgd_update", "n": 2, "attrs": "{lr = 0.1 : f64}", "results": 1,
     "same": True},
    {"op": "sgd_mom_update", "states": True, "n": 3, "attrs": "{lr = 0.1 : f64}",
     "results": 2, "same": True},
    {"op": "adam_update", "states": True, "n": 4, "attrs": "{lr = 0.1 : f64}", "results": 3,
     "same": True},
    {"op": "ftrl_update", "states": True, "n": 4, "attrs": "{lr = 0.1 : f64}", "results": 3,
     "same": True},
    {"op": "rmsprop_update", "states": True, "n": 3, "attrs": "{lr = 0.1 : f64}",
     "results": 2, "same": True},
    {"op": "signsgd_update", "n": 2, "attrs": "{lr = 0.1 : f64}",
     "results": 1, "same": True},
    # reductions to 1-D / 0-D
    {"op": "sum", "n": 1, "attrs": "{axis = 0 : i64}", "results": 1,
     "reduce": 0},
    {"op": "sum", "n": 1, "attrs": "{axis = 1 : i64}", "results": 1,
     "reduce": 1},
    {"op": "square_sum", "n": 1, "attrs": "{axis = 1 : i64}", "results": 1,
     "reduce": 1},
    # dot of (M, K) x (K, N): the shape grid runs over (M, K), N = K.
    {"op": "dot", "n": 2, "attrs": "", "results": 1, "dot": True},
    {"op": "dot", "n": 2, "attrs": "{transpose_a}", "results": 1, "dot": True},
]


def cases():
    """Yields (name, mlir text, op line number)."""
    for t in TEMPLATES:
        n = t["n"]
        for shape in SHAPES:
            # Optimizer states share one kind (the verifier asks for it).
            combos = (itertools.product("DRC", repeat=n) if not t.get("states")
                      else ((w, g) + (st,) * (n - 2)
                            for w, g, st in itertools.product("DRC", repeat=3)))
            for kinds in combos:
                if t["op"] == "cast_storage":
                    results = [(ttype(r, k), r)
                               for r in more_static(shape) for k in "DRC"]
                    for rt, _ in results:
                        yield from one(t, [shape] * n, kinds, [rt])
                    continue
                if t.get("same"):
                    for r in more_static(shape):
                        rts = [ttype(r, kinds[0])] * t["results"]
                        yield from one(t, [shape] * n, kinds, rts)
                elif "reduce" in t:
                    keep = shape[1 - t["reduce"]]
                    for r in {keep, "?"}:
                        yield from one(t, [shape], kinds,
                                       [f"tensor<{r}xf32>"])
                elif t.get("dot"):
                    m, k = shape
                    a = shape
                    b = (k, m)
                    if t["attrs"] == "{transpose_a}":
                        rs = [(k, k), ("?", "?")]
                        b = (m, k)
                    else:
                        rs = [(m, m), ("?", "?")]
                    for r in rs:
                        yield from one(t, [a, b], kinds, [ttype(r, "D")])


def one(t, shapes, kinds, rtypes):
    types = [ttype(s, k) for s, k in zip(shapes, kinds)]
    args = ", ".join(f"%a{i}: {ty}" for i, ty in enumerate(types))
    uses = ", ".join(f"%a{i}" for i in range(len(types)))
    res = ", ".join(rtypes)
    nres = len(rtypes)
    lhs = "%r" if nres == 1 else f"%r:{nres}"
    if t["op"] == "cast_storage":
        body = f"  {lhs} = stype.cast_storage {uses} : {types[0]} to {rtypes[0]}"
    else:
        attrs = (" " + t["attrs"]) if t["attrs"] else ""
        body = (f"  {lhs} = stype.{t['op']} {uses}{attrs} : "
                f"{', '.join(types)} -> {res}")
    rets = ", ".join(f"%r#{i}" if nres > 1 else "%r" for i in range(nres))
    text = (HEADER + f"func.func @f({args}) -> ({res}) {{\n" + body +
            f"\n  return {rets} : {res}\n}}\n")
    name = f"{t['op']} {t['attrs']} {' '.join(types)} -> {res}"
    yield name, text, HEADER.count("\n") + 2


# An error about IR the lowering generated: it names an upstream op, or the
# conversion framework gave up.
GENERATED_IR = re.compile(
    r"'(memref|scf|arith|llvm|func|vector|sparse_tensor|math|omp|gpu|cf|"
    r"linalg|tensor|bufferization)\.")
CONVERSION_FAILURE = re.compile(r"UNKNOWN SSA VALUE|failed to legalize")


def classify(rc, err, path, line):
    if rc == 0:
        return "ok", ""
    first = next((l for l in err.splitlines() if "error:" in l), "")
    if rc >= 128 or rc < 0 or not first:
        return "INTERNAL", first or f"exit status {rc} (crash?)"
    at_op = first.startswith(f"{path}:{line}:")
    if (at_op and not GENERATED_IR.search(first) and
            not CONVERSION_FAILURE.search(err)):
        return "clean", first
    return "INTERNAL", first


def run(bin_dir, workdir, idx, case):
    name, text, line = case
    path = os.path.join(workdir, f"case{idx}.mlir")
    with open(path, "w") as f:
        f.write(text)
    opt = os.path.join(bin_dir, "stype-opt")
    p = subprocess.run([opt, path, "-o", os.devnull], capture_output=True,
                       text=True)
    if p.returncode != 0:
        kind, first = classify(p.returncode, p.stderr, path, line)
        return name, path, "rejected" if kind == "clean" else kind, first, "parse"
    for flags in (["--stype-infer-storage=fallback-warnings=0",
                   "--stype-lower-kernels"],
                  ["--stype-to-llvm"]):
        p = subprocess.run([opt, path, *flags, "-o", os.devnull],
                           capture_output=True, text=True)
        kind, first = classify(p.returncode, p.stderr, path, line)
        if kind != "ok":
            return name, path, kind, first, " ".join(flags)
    return name, path, "ok", "", ""


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bin", default=os.path.join(
        os.path.dirname(__file__), "..", "build", "bin"))
    ap.add_argument("--keep", help="write the cases into this directory")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("--filter", default="",
                    help="only the cases whose description matches this regex")
    args = ap.parse_args()
    workdir = args.keep or tempfile.mkdtemp(prefix="stype-grid-")
    os.makedirs(workdir, exist_ok=True)
    all_cases = [c for c in cases() if re.search(args.filter, c[0])]
    counts = {}
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
        for name, path, kind, first, flags in ex.map(
                lambda ic: run(args.bin, workdir, *ic), enumerate(all_cases)):
            counts[kind] = counts.get(kind, 0) + 1
            if kind == "INTERNAL" or (args.verbose and kind != "ok"):
                print(f"{kind}: {name}\n  stype-opt {path} {flags}\n  {first}")
    print(", ".join(f"{counts.get(k, 0)} {k}" for k in
                    ("ok", "clean", "rejected", "INTERNAL")),
          f"({len(all_cases)} cases)")
    return 1 if counts.get("INTERNAL") else 0


if __name__ == "__main__":
    sys.exit(main())
