#!/usr/bin/env python3
"""Execution tests of the GPU fused gradient + update kernels without a GPU.

    harness_gpu_fusion.py --seed N --dtype {f32,f64} [--stype-run PATH]
                          [--stype-opt PATH] [--keep DIR]

One kernel per case in which every optimizer update with a GPU kernel
(sgd, sgd_mom, adam, adamw, adagrad, ftrl, rmsprop, signum, signsgd; lazy
and standard, compile-time and run-time hyper-parameters) takes its
row_sparse gradient straight from a producer: dot(csr^T, dense) and
embedding_grad(sparse_grad) (2-D ids, 3-D output gradient).  First
`stype-opt --stype-infer-storage --stype-fuse-update=gpu=1` must fuse every
one of them (the GPU pipelines' fusion); then the kernel runs

  * `stype-run --gpu-emulate`                     fused GPU kernels
    (GpuFusion.cpp; the launches thread after thread on the CPU),
  * `stype-run`                                   fused CPU kernels,
  * `stype-run --fuse-updates=false`              unfused CPU kernels,

and every result of the first must equal the other two bit for bit, and
numpy's (float64 gradients from the producers, then MXNet's update
formulas: harness_gpu.update_ref) within harness_gpu.TOL element-wise.
Cases: densities 0, 0.01, 0.5 (f32) and 0.5, 1 (f64) of the csr (empty csr
rows below 1) and, alike, of the embedding ids (number of ids ~ density *
input_dim * 2, repeated ids); a csr with no rows and no ids at all (f64);
shapes that are not multiples of the 8 x 32 tiles.  Then, on the 0.5 case,
inputs the kernels must
reject on the host with the CPU fused kernel's error: out-of-range
run-time hyper-parameters (a negative lr) and out-of-range embedding ids
(-1 and input_dim: reported, skipped).  Seeds are printed in failures.
"""

import argparse
import os
import subprocess
import sys
import tempfile

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness_gpu  # noqa: E402
from harness import Tensor, dtname, rand_csr  # noqa: E402

# (producer, label, update text: {T} dense type, {S} row_sparse type, %g
# the gradient; number of results).  Each optimizer runs lazy with one
# producer and standard with the other (compile time: every run compiles
# them all).
UPDATES = [
    ("emb", "sgd_lazy", "stype.sgd_update %wt, %g {{lr = 0.1 : f64, wd = 0.01 : f64}}"
     " : {T}, {S} -> {T}", 1),
    ("dot", "sgd_std", "stype.sgd_update %wt, %g {{lr = 0.1 : f64, wd = 0.01 : f64,"
     " lazy_update = false}} : {T}, {S} -> {T}", 1),
    ("dot", "sgd_mom_lazy", "stype.sgd_mom_update %wt, %g, %m {{lr = 0.1 : f64,"
     " momentum = 0.9 : f64, wd = 0.001 : f64}} : {T}, {S}, {T} -> {T}, {T}", 2),
    ("emb", "sgd_mom_std", "stype.sgd_mom_update %wt, %g, %m {{lr = 0.1 : f64,"
     " momentum = 0.9 : f64, lazy_update = false}} : {T}, {S}, {T} -> {T}, {T}",
     2),
    ("dot", "adam_lazy", "stype.adam_update %wt, %g, %m, %v {{lr = 0.001 : f64,"
     " t = 3 : i64, clip_gradient = 1.0 : f64, rescale_grad = 0.5 : f64}}"
     " : {T}, {S}, {T}, {T} -> {T}, {T}, {T}", 3),
    ("emb", "adam_std", "stype.adam_update %wt, %g, %m, %v {{lr = 0.001 : f64,"
     " t = 2 : i64, wd = 0.01 : f64, lazy_update = false}}"
     " : {T}, {S}, {T}, {T} -> {T}, {T}, {T}", 3),
    ("emb", "adamw_lazy", "stype.adamw_update %wt, %g, %m, %v {{lr = 0.01 : f64,"
     " t = 4 : i64, wd = 0.1 : f64}} : {T}, {S}, {T}, {T} -> {T}, {T}, {T}", 3),
    ("emb", "adagrad_lazy", "stype.adagrad_update %wt, %g, %h {{lr = 0.1 : f64}}"
     " : {T}, {S}, {T} -> {T}, {T}", 2),
    ("dot", "adagrad_std", "stype.adagrad_update %wt, %g, %h {{lr = 0.1 : f64,"
     " wd = 0.01 : f64, lazy_update = false}} : {T}, {S}, {T} -> {T}, {T}", 2),
    ("dot", "ftrl_lazy", "stype.ftrl_update %wt, %g, %m, %h {{lr = 0.1 : f64,"
     " lamda1 = 0.01 : f64}} : {T}, {S}, {T}, {T} -> {T}, {T}, {T}", 3),
    ("emb", "ftrl_std", "stype.ftrl_update %wt, %g, %m, %h {{lr = 0.1 : f64,"
     " lamda1 = 0.01 : f64, wd = 0.01 : f64, lazy_update = false}}"
     " : {T}, {S}, {T}, {T} -> {T}, {T}, {T}", 3),
    ("emb", "rmsprop_lazy", "stype.rmsprop_update %wt, %g, %h {{lr = 0.01 : f64}}"
     " : {T}, {S}, {T} -> {T}, {T}", 2),
    ("dot", "rmsprop_std", "stype.rmsprop_update %wt, %g, %h {{lr = 0.01 : f64,"
     " lazy_update = false}} : {T}, {S}, {T} -> {T}, {T}", 2),
    ("dot", "signum_lazy", "stype.signum_update %wt, %g, %m {{lr = 0.01 : f64,"
     " momentum = 0.9 : f64}} : {T}, {S}, {T} -> {T}, {T}", 2),
    ("emb", "signsgd_std", "stype.signsgd_update %wt, %g {{lr = 0.01 : f64,"
     " wd = 0.1 : f64, lazy_update = false}} : {T}, {S} -> {T}", 1),
    # Run-time hyper-parameters (scalars computed on the host).
    ("dot", "adam_hyper", "stype.adam_update %wt, %g, %m, %v lr(%lr) wd(%wd)"
     " rescale_grad(%rs) t(%t) : {T}, {S}, {T}, {T} -> {T}, {T}, {T}", 3),
    ("emb", "sgd_mom_hyper_std", "stype.sgd_mom_update %wt, %g, %m lr(%lr) wd(%wd)"
     " {{momentum = 0.9 : f64, lazy_update = false}}"
     " : {T}, {S}, {T} -> {T}, {T}", 2),
]
GOOD_HYPER = ["0.01", "0.001", "0.5", "7"]

# The numpy reference of each update above (harness_gpu.update_ref, from
# MXNet's formulas): (optimizer, hyper-parameters over the op's defaults,
# lazy: only the gradient's stored rows change).  The run-time ones take
# GOOD_HYPER: lr, wd, rescale_grad, t.
REFS = {
    "sgd_lazy": ("sgd", {"lr": 0.1, "wd": 0.01}, True),
    "sgd_std": ("sgd", {"lr": 0.1, "wd": 0.01}, False),
    "sgd_mom_lazy": ("sgd_mom", {"lr": 0.1, "momentum": 0.9, "wd": 0.001},
                     True),
    "sgd_mom_std": ("sgd_mom", {"lr": 0.1, "momentum": 0.9}, False),
    "adam_lazy": ("adam", {"lr": 0.001, "t": 3, "clip_gradient": 1.0,
                           "rescale_grad": 0.5}, True),
    "adam_std": ("adam", {"lr": 0.001, "t": 2, "wd": 0.01}, False),
    "adamw_lazy": ("adamw", {"lr": 0.01, "t": 4, "wd": 0.1}, True),
    "adagrad_lazy": ("adagrad", {"lr": 0.1, "epsilon": 1e-7}, True),
    "adagrad_std": ("adagrad", {"lr": 0.1, "wd": 0.01, "epsilon": 1e-7},
                    False),
    "ftrl_lazy": ("ftrl", {"lr": 0.1, "lamda1": 0.01, "beta": 1.0}, True),
    "ftrl_std": ("ftrl", {"lr": 0.1, "lamda1": 0.01, "beta": 1.0,
                          "wd": 0.01}, False),
    "rmsprop_lazy": ("rmsprop", {"lr": 0.01, "gamma1": 0.95,
                                 "epsilon": 1e-8}, True),
    "rmsprop_std": ("rmsprop", {"lr": 0.01, "gamma1": 0.95,
                                "epsilon": 1e-8}, False),
    "signum_lazy": ("signum", {"lr": 0.01, "momentum": 0.9, "wd_lh": 0.0},
                    True),
    "signsgd_std": ("signsgd", {"lr": 0.01, "wd": 0.1}, False),
    "adam_hyper": ("adam", {"lr": 0.01, "wd": 0.001, "rescale_grad": 0.5,
                            "t": 7}, True),
    "sgd_mom_hyper_std": ("sgd_mom", {"lr": 0.01, "wd": 0.001,
                                      "momentum": 0.9}, False),
}


def references(inp, k):
    """numpy references of every result of kernel_text's kernel on `inp`
    (name -> dense float64 array): the producers' row_sparse gradients
    computed in float64 (dot(csr^T, dy): the rows of the csr's columns;
    embedding_grad: the rows of the ids, repeats summed), then each update
    on the original weight and states."""
    x = inp[0]
    dy, ids, og, wt, m, v, h = (t.dense() for t in inp[1:])
    n = dy.shape[1]
    grads = {
        "dot": (x.dense().astype(np.float64).T @ dy.astype(np.float64),
                np.unique(np.asarray(x.indices, np.int64))),
        "emb": (np.zeros((k, n)), np.unique(ids)),
    }
    np.add.at(grads["emb"][0], ids.reshape(-1),
              og.reshape(-1, n).astype(np.float64))
    arrays = {"m": m, "v": v, "h": h}
    refs = {}
    for producer, label, _, nres in UPDATES:
        opt, params, lazy = REFS[label]
        grad, rows = grads[producer]
        outs = harness_gpu.update_ref(
            opt, params, wt.astype(np.float64), grad,
            [arrays[s].astype(np.float64) for s in harness_gpu.STATES[opt]],
            rows if lazy else None)
        assert len(outs) == nres, label
        for i, o in enumerate(outs):
            refs[f"%{producer}_{label}_{i}"] = o
    return refs


def kernel_text(dt, k):
    e = dtname(dt)
    T = f"tensor<?x?x{e}>"
    S = f"tensor<?x?x{e}, #rsp>"
    X = f"tensor<?x?x{e}, #csr>"
    I = "tensor<?x?xi64>"
    O = f"tensor<?x?x?x{e}>"
    producers = {
        "dot": f"stype.dot %x, %dy {{transpose_a}} : {X}, {T} -> {S}",
        "emb": f"stype.embedding_grad %ids, %og {{input_dim = {k} : i64,"
               f" sparse_grad}} : {I}, {O} -> {S}",
    }
    lines, results = [], []
    for p, label, text, nres in UPDATES:
        g = f"%g_{p}_{label}"
        lines.append(f"  {g} = {producers[p]}")
        names = [f"%{p}_{label}_{i}" for i in range(nres)]
        lines.append(f"  {', '.join(names)} = " +
                     text.format(T=T, S=S).replace("%g", g))
        results += names
    args = [("x", X), ("dy", T), ("ids", I), ("og", O), ("wt", T), ("m", T),
            ("v", T), ("h", T), ("lr", "f64"), ("wd", "f64"), ("rs", "f64"),
            ("t", "i64")]
    head = ", ".join(f"%{a}: {t}" for a, t in args)
    rt = ", ".join([T] * len(results))
    return (f"#csr = {harness_gpu.CSR}\n#rsp = {harness_gpu.RSP}\n"
            f"func.func @fused({head}) -> ({rt}) {{\n" + "\n".join(lines) +
            f"\n  return {', '.join(results)} : {rt}\n}}\n"), results


def bad_kernel_text(dt, k):
    """A small kernel for the inputs rejected on the host."""
    e = dtname(dt)
    T = f"tensor<?x?x{e}>"
    S = f"tensor<?x?x{e}, #rsp>"
    return (f"#csr = {harness_gpu.CSR}\n#rsp = {harness_gpu.RSP}\n"
            f"func.func @bad(%x: tensor<?x?x{e}, #csr>, %dy: {T},"
            f" %ids: tensor<?x?xi64>, %og: tensor<?x?x?x{e}>, %w: {T},"
            f" %m: {T}, %lr: f64) -> ({T}, {T}, {T}) {{\n"
            f"  %g1 = stype.dot %x, %dy {{transpose_a}}"
            f" : tensor<?x?x{e}, #csr>, {T} -> {S}\n"
            f"  %w1 = stype.sgd_update %w, %g1 lr(%lr) : {T}, {S} -> {T}\n"
            f"  %g2 = stype.embedding_grad %ids, %og {{input_dim = {k} : i64,"
            f" sparse_grad}} : tensor<?x?xi64>, tensor<?x?x?x{e}> -> {S}\n"
            f"  %w2, %m2 = stype.sgd_mom_update %w, %g2, %m lr(%lr)"
            f" {{momentum = 0.9 : f64, lazy_update = false}}"
            f" : {T}, {S}, {T} -> {T}, {T}\n"
            f"  return %w1, %w2, %m2 : {T}, {T}, {T}\n}}\n")


def inputs(rng, dt, m, k, n, density, batch, ids=None):
    x = rand_csr(rng, (m, k), density, dt)
    dy = rng.standard_normal((m, n)).astype(dt)
    # About density * 2k ids (or `ids`) over `batch` sequences, repeats
    # included.
    length = (ids // batch if ids else int(round(density * 2 * k / batch))) \
        if batch else 0
    ids = rng.integers(0, k, (batch, length)).astype(np.int64)
    og = rng.standard_normal((batch, length, n)).astype(dt)
    wt = rng.standard_normal((k, n)).astype(dt)
    mom = (0.1 * rng.standard_normal((k, n))).astype(dt)
    v = np.abs(0.1 * rng.standard_normal((k, n))).astype(dt)
    h = np.abs(rng.standard_normal((k, n))).astype(dt)
    return [x] + [Tensor.from_dense(a) for a in (dy, ids, og, wt, mom, v, h)]


def count_fused(stype_opt, kpath):
    p = subprocess.run([stype_opt, kpath, "--stype-infer-storage",
                        "--stype-fuse-update=gpu=1"],
                       capture_output=True, text=True,
                       timeout=float(os.environ.get("STYPE_HARNESS_TIMEOUT",
                                                    "120")))
    if p.returncode != 0:
        return f"stype-opt exit {p.returncode}: {p.stderr.strip()[-400:]}"
    return p.stdout.count("stype.fused_update")


def run(stype_run, kpath, args, outdir, nres, emulate, fuse=True):
    """harness_gpu.call with --fuse-updates=false when not `fuse`."""
    extra = [] if fuse else ["--fuse-updates=false"]
    return harness_gpu.call(stype_run, kpath, args + extra, outdir, nres,
                            emulate)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--stype-opt", default="stype-opt")
    ap.add_argument("--dtype", choices=["f32", "f64"], required=True)
    ap.add_argument("--keep")
    opts = harness_gpu.parse_args(ap)
    tmp = opts.keep or tempfile.mkdtemp(prefix="stype-gpu-fusion-")
    dt = np.float32 if opts.dtype == "f32" else np.float64
    # (density, (csr rows m, weight rows k, features n), id sequences).
    # Compile time dominates (every run compiles the whole kernel): the
    # densities are split between the two dtypes, 0.5 in both.
    # Feature counts of 16 bytes' multiples (72 and 8 f32, 20 f64) take
    # the vectorized kernels (GpuFusion.cpp), the others the scalar ones.
    if dt == np.float32:
        cases = [(0.0, (37, 53, 19), 3), (0.01, (300, 120, 72), 4),
                 (0.5, (37, 53, 19), 3),
                 # Runs of ~720 csr entries and ~300 ids per weight row:
                 # summed in chunks (GpuBuilder::sumRuns), within RTOL.
                 (0.6, (1200, 4, 8), 4, 1200)]
    else:
        cases = [(0.5, (37, 53, 19), 3), (1.0, (37, 53, 20), 2),
                 (0.0, (0, 11, 5), 0),
                 # Columns of ~18,000 csr entries and ~15,000 ids per
                 # weight row: the long runs' second level (groups of 32
                 # blocks of 256, RunSums::groups) in the fused updates.
                 (0.6, (30000, 2, 4), 2, 30000)]
    failures = checked = 0
    close = []
    for ci, case in enumerate(cases):
        density, (m, k, n), batch = case[:3]
        nids = case[3] if len(case) > 3 else None
        rtol = harness_gpu.RTOL[opts.dtype] if nids else 0.0
        seed = opts.seed * 1000 + ci + (0 if dt == np.float32 else 100)
        rng = np.random.default_rng(seed)
        tag = f"case{ci}-{dtname(dt)}-d{density}-{m}x{k}x{n} seed={seed}"
        d = os.path.join(tmp, f"case{ci}")
        os.makedirs(d, exist_ok=True)
        text, names = kernel_text(dt, k)
        kpath = os.path.join(d, "kernel.mlir")
        with open(kpath, "w") as f:
            f.write(text)
        if ci == 0:
            fused = count_fused(opts.stype_opt, kpath)
            if fused != len(UPDATES):
                print(f"FAIL {tag}: --stype-fuse-update=gpu=1 fused {fused} "
                      f"updates, expected {len(UPDATES)}")
                failures += 1
        inp = inputs(rng, dt, m, k, n, density, batch, nids)
        # stype-run reads the files into memory: in-place updates do not
        # change them, so every run shares them.
        args = [t.write(os.path.join(d, f"a{i}")) for i, t in enumerate(inp)]
        args += GOOD_HYPER
        res = {}
        # The unfused CPU kernels on two cases only (compile time; the CPU
        # fusion tests compare fused and unfused CPU kernels on all).
        runs = [("gpu-fused", True, True), ("cpu-fused", False, True)]
        if density in (0.01, 0.5):
            runs.append(("cpu-unfused", False, False))
        for what, emulate, fuse in runs:
            err, out = run(opts.stype_run, kpath, args,
                           os.path.join(d, what), len(names), emulate, fuse)
            if err:
                print(f"FAIL {tag}: {what}: {err}")
                failures += 1
            res[what] = out
        if any(v is None for v in res.values()):
            continue
        # The fused GPU kernels against numpy (the CPU kernels share the
        # update rules with them: an independent oracle).
        compared, bad = harness_gpu.compare_with_numpy(
            names, res["gpu-fused"], references(inp, k), dt, tag)
        checked += compared
        failures += bad
        for i, name in enumerate(names):
            for other in res:
                if other == "gpu-fused":
                    continue
                checked += 1
                why, identical = harness_gpu.close_values(
                    res["gpu-fused"][i], res[other][i], rtol)
                if not why and not identical:
                    close.append(f"case{ci}:{name[1:]}")
                if why:
                    print(f"FAIL {tag} {name}: fused GPU vs {other}: {why}")
                    failures += 1
        if density != 0.5:
            continue
        # Inputs rejected on the host, by the fused GPU and CPU kernels
        # alike (a small kernel: dot -> lazy sgd, embedding_grad -> standard
        # sgd_mom, run-time lr); the good inputs agree bit for bit.
        bpath = os.path.join(d, "bad.mlir")
        with open(bpath, "w") as f:
            f.write(bad_kernel_text(dt, k))
        bad_ids = np.array(inp[2].dense())
        bad_ids[0, 0], bad_ids[-1, -1] = -1, k
        bad_ids_file = Tensor.from_dense(bad_ids).write(
            os.path.join(d, "bad_ids"))
        good = args[:5] + [args[5], "0.1"]
        out = {}
        for emulate in (True, False):
            err, out[emulate] = run(opts.stype_run, bpath, good,
                                    os.path.join(d, f"good{emulate}"), 3,
                                    emulate)
            if err:
                print(f"FAIL {tag}: small kernel ({emulate=}): {err}")
                failures += 1
        if out[True] and out[False]:
            for g, c in zip(out[True], out[False]):
                checked += 1
                why = harness_gpu.same_bits(g, c)
                if why:
                    print(f"FAIL {tag}: small kernel: fused GPU vs CPU: {why}")
                    failures += 1
        bad = [(good[:-1] + ["-0.1"], "hyper-parameter", "negative lr"),
               (good[:2] + [bad_ids_file] + good[3:], "input_dim",
                "out-of-range ids")]
        for bargs, expected, what in bad:
            for emulate in (True, False):
                checked += 1
                err, _ = run(opts.stype_run, bpath, bargs,
                             os.path.join(d, "bad"), 3, emulate)
                if not err or expected not in err:
                    print(f"FAIL {tag}: {what} ({'GPU' if emulate else 'CPU'}"
                          f" fused): expected the kernel error "
                          f"'{expected}', got {err!r}")
                    failures += 1
    print(f"within {harness_gpu.RTOL[opts.dtype]} of the CPU, not "
          f"bit-identical (sums in another order: chunks, warp trees): {len(close)}: {' '.join(close)}")
    return harness_gpu.harness.summary(
        f"gpu fused kernels (emulated) {opts.dtype}", len(cases), failures,
        f"{checked} comparisons")


if __name__ == "__main__":
    sys.exit(main())
