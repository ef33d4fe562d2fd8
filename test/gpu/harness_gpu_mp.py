#!/usr/bin/env python3
"""GPU kernels of the multi-precision updates (mp_sgd_update,
mp_sgd_mom_update, mp_adam_update) and of group_adagrad_update, without a
GPU.

    harness_gpu_mp.py --seed N [--stype-run PATH]

One kernel holds every GPU kernel of these ops: the mp_* updates with an f16
weight and gradient (dense, or row_sparse lazy and standard) and f32 states
and master copy weight32; Group AdaGrad in f32 and f64 (dense gradient,
row_sparse lazy, standard with wd != 0 (absent rows decay) and with wd = 0
(absent rows unchanged)); and updates whose lr, wd, rescale_grad and t are
run-time operands.  It runs through `stype-run --gpu-emulate` (every launch
of the GPU kernels, thread after thread on the CPU) and through plain
`stype-run` (the CPU kernels) on the same inputs: every result must be equal
bit for bit (the f16 weight being the rounding of the f32 master copy to
nearest even on both), and the GPU's within REF_TOL of numpy's (MXNet's
formulas in float64: an oracle the kernels share no code with).

Cases: gradient densities 0 (an empty gradient), 0.01, 0.5 and 1 (two
seeds for 0.01 and 0.5), on shapes that are not multiples of the 8 x 32 tiles, and a
weight with no rows.  Then, once: out-of-range run-time values (negative lr,
negative wd, infinite rescale_grad, t = 0) and a master copy whose shape is
not the weight's report the kernel error on both, and neither writes a
result.  Seeds are printed in failures.
"""

import argparse
import os
import sys
import tempfile

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness_gpu  # noqa: E402
import harness_optimizers  # noqa: E402
from harness import Tensor, rand_rsp  # noqa: E402

F16, F32, F64 = np.float16, np.float32, np.float64

# (label, op text, number of results).  {H} f16 dense, {HS} f16 row_sparse,
# {F} f32 dense; group AdaGrad: {T} dense, {S} row_sparse, {C} the [rows, 1]
# history, {e} its element type's suffix for the argument names.
MP = [
    ("mp_sgd_lazy", "stype.mp_sgd_update %w16, %g16, %w32 {{lr = 0.1 : f64,"
     " wd = 0.01 : f64}} : {H}, {HS}, {F} -> {H}, {F}", 2),
    ("mp_sgd_std", "stype.mp_sgd_update %w16, %g16, %w32 {{lr = 0.1 : f64,"
     " wd = 0.01 : f64, clip_gradient = 0.5 : f64, lazy_update = false}}"
     " : {H}, {HS}, {F} -> {H}, {F}", 2),
    ("mp_sgd_dense", "stype.mp_sgd_update %w16, %gd16, %w32 {{lr = 0.1 : f64,"
     " rescale_grad = 0.5 : f64}} : {H}, {H}, {F} -> {H}, {F}", 2),
    ("mp_sgd_mom_lazy", "stype.mp_sgd_mom_update %w16, %g16, %m, %w32"
     " {{lr = 0.1 : f64, momentum = 0.9 : f64, wd = 0.001 : f64}}"
     " : {H}, {HS}, {F}, {F} -> {H}, {F}, {F}", 3),
    ("mp_sgd_mom_std", "stype.mp_sgd_mom_update %w16, %g16, %m, %w32"
     " {{lr = 0.1 : f64, momentum = 0.9 : f64, lazy_update = false}}"
     " : {H}, {HS}, {F}, {F} -> {H}, {F}, {F}", 3),
    ("mp_sgd_mom_dense", "stype.mp_sgd_mom_update %w16, %gd16, %m, %w32"
     " {{lr = 0.1 : f64, momentum = 0.5 : f64, wd = 0.01 : f64}}"
     " : {H}, {H}, {F}, {F} -> {H}, {F}, {F}", 3),
    ("mp_adam_lazy", "stype.mp_adam_update %w16, %g16, %m, %v, %w32"
     " {{lr = 0.01 : f64, t = 3 : i64, clip_gradient = 1.0 : f64,"
     " rescale_grad = 0.5 : f64}} : {H}, {HS}, {F}, {F}, {F}"
     " -> {H}, {F}, {F}, {F}", 4),
    ("mp_adam_std", "stype.mp_adam_update %w16, %g16, %m, %v, %w32"
     " {{lr = 0.01 : f64, t = 2 : i64, wd = 0.01 : f64, lazy_update = false}}"
     " : {H}, {HS}, {F}, {F}, {F} -> {H}, {F}, {F}, {F}", 4),
    ("mp_adam_dense", "stype.mp_adam_update %w16, %gd16, %m, %v, %w32"
     " {{lr = 0.01 : f64}} : {H}, {H}, {F}, {F}, {F} -> {H}, {F}, {F}, {F}", 4),
    # Run-time hyper-parameters.
    ("mp_adam_lazy_hyper", "stype.mp_adam_update %w16, %g16, %m, %v, %w32"
     " lr(%lr) wd(%wd) rescale_grad(%rs) t(%t) : {H}, {HS}, {F}, {F}, {F}"
     " -> {H}, {F}, {F}, {F}", 4),
    ("mp_sgd_mom_std_hyper", "stype.mp_sgd_mom_update %w16, %g16, %m, %w32"
     " lr(%lr) wd(%wd) {{momentum = 0.9 : f64, lazy_update = false}}"
     " : {H}, {HS}, {F}, {F} -> {H}, {F}, {F}", 3),
    ("mp_sgd_dense_hyper", "stype.mp_sgd_update %w16, %gd16, %w32"
     " lr(%lr) rescale_grad(%rs) : {H}, {H}, {F} -> {H}, {F}", 2),
]
GROUP = [
    ("gag_dense", "stype.group_adagrad_update %w{e}, %gd{e}, %h{e}"
     " {{lr = 0.1 : f64, clip_gradient = 0.8 : f64}} : {T}, {T}, {C} -> {T}, {C}",
     2),
    ("gag_lazy", "stype.group_adagrad_update %w{e}, %g{e}, %h{e}"
     " {{lr = 0.1 : f64, wd = 0.01 : f64, rescale_grad = 2.0 : f64}}"
     " : {T}, {S}, {C} -> {T}, {C}", 2),
    ("gag_std", "stype.group_adagrad_update %w{e}, %g{e}, %h{e}"
     " {{lr = 0.1 : f64, wd = 0.01 : f64, lazy_update = false}}"
     " : {T}, {S}, {C} -> {T}, {C}", 2),
    ("gag_std_nowd", "stype.group_adagrad_update %w{e}, %g{e}, %h{e}"
     " {{lr = 0.1 : f64, epsilon = 1.0e-3 : f64, lazy_update = false}}"
     " : {T}, {S}, {C} -> {T}, {C}", 2),
    ("gag_std_hyper", "stype.group_adagrad_update %w{e}, %g{e}, %h{e}"
     " lr(%lr) wd(%wd) rescale_grad(%rs) {{lazy_update = false}}"
     " : {T}, {S}, {C} -> {T}, {C}", 2),
]


# The numpy reference of each op above (harness_gpu.update_ref, from
# MXNet's formulas): (optimizer, hyper-parameters over the op's defaults,
# gradient: "g" row_sparse or "gd" dense, lazy).  The mp_* updates run on
# the f32 master copy with the f16 gradient widened; the f16 weight is its
# rounding.  The run-time ones take `good` of main: lr 0.01, wd 0.001,
# rescale_grad 0.5, t 7.
MP_REFS = {
    "mp_sgd_lazy": ("sgd", {"lr": 0.1, "wd": 0.01}, "g", True),
    "mp_sgd_std": ("sgd", {"lr": 0.1, "wd": 0.01, "clip_gradient": 0.5},
                   "g", False),
    "mp_sgd_dense": ("sgd", {"lr": 0.1, "rescale_grad": 0.5}, "gd", False),
    "mp_sgd_mom_lazy": ("sgd_mom", {"lr": 0.1, "momentum": 0.9, "wd": 0.001},
                        "g", True),
    "mp_sgd_mom_std": ("sgd_mom", {"lr": 0.1, "momentum": 0.9}, "g", False),
    "mp_sgd_mom_dense": ("sgd_mom", {"lr": 0.1, "momentum": 0.5,
                                     "wd": 0.01}, "gd", False),
    "mp_adam_lazy": ("adam", {"lr": 0.01, "t": 3, "clip_gradient": 1.0,
                              "rescale_grad": 0.5}, "g", True),
    "mp_adam_std": ("adam", {"lr": 0.01, "t": 2, "wd": 0.01}, "g", False),
    "mp_adam_dense": ("adam", {"lr": 0.01, "t": 1}, "gd", False),
    "mp_adam_lazy_hyper": ("adam", {"lr": 0.01, "wd": 0.001,
                                    "rescale_grad": 0.5, "t": 7}, "g", True),
    "mp_sgd_mom_std_hyper": ("sgd_mom", {"lr": 0.01, "wd": 0.001,
                                         "momentum": 0.9}, "g", False),
    "mp_sgd_dense_hyper": ("sgd", {"lr": 0.01, "rescale_grad": 0.5}, "gd",
                           False),
}
GROUP_REFS = {
    "gag_dense": ({"lr": 0.1, "clip_gradient": 0.8}, "gd", False),
    "gag_lazy": ({"lr": 0.1, "wd": 0.01, "rescale_grad": 2.0}, "g", True),
    "gag_std": ({"lr": 0.1, "wd": 0.01}, "g", False),
    "gag_std_nowd": ({"lr": 0.1, "epsilon": 1e-3}, "g", False),
    "gag_std_hyper": ({"lr": 0.01, "wd": 0.001, "rescale_grad": 0.5}, "g",
                      False),
}
# Element-wise tolerances against numpy, |got - ref| <= rtol |ref| + atol:
# harness_gpu.TOL's, and for the f16 weights two f16 ulps (2^-10 relative).
REF_TOL = {np.dtype(F16): (2e-3, 1e-3),
           **{np.dtype(t): harness_gpu.TOL[np.dtype(t)] for t in (F32, F64)}}


def references(inp):
    """numpy references of every result of @mp on the tensors `inp`
    (inputs' order): name -> float64 array."""
    w16, g16, gd16, m, v, w32 = inp[:6]
    f64 = lambda t: t.dense().astype(F64)  # noqa: E731
    refs = {}
    grads = {"g": (f64(g16), list(g16.indices)), "gd": (f64(gd16), None)}
    for label, (opt, params, gname, lazy) in MP_REFS.items():
        grad, rows = grads[gname]
        states = [f64(s) for s in {"sgd": [], "sgd_mom": [m],
                                   "adam": [m, v]}[opt]]
        outs = harness_gpu.update_ref(opt, params, f64(w32), grad, states,
                                      rows if lazy else None)
        nw32 = outs[0].astype(F32)
        new = [nw32.astype(F16).astype(F64)] + outs[1:] + [nw32.astype(F64)]
        for i, o in enumerate(new):
            refs[f"%{label}_{i}"] = o
    for e, (w, g, gd, h) in (("f32", inp[6:10]), ("f64", inp[10:14])):
        grads = {"g": (f64(g), list(g.indices)), "gd": (f64(gd), None)}
        for label, (params, gname, lazy) in GROUP_REFS.items():
            grad, rows = grads[gname]
            p = dict(harness_gpu.HYPER, epsilon=1e-5)
            p.update(params)
            nw, new = harness_optimizers.step_ref(
                "group_adagrad", f64(w), grad, [f64(h)], p,
                rows if lazy else None)
            refs[f"%{label}_{e}_0"] = nw
            refs[f"%{label}_{e}_1"] = new[0]
    return refs


def compare_with_numpy(names, results, refs, tag):
    """The GPU `results` against `refs` within REF_TOL.  Returns (compared,
    failures)."""
    if results is None:
        return 0, 0
    failures = 0
    for name, got in zip(names, results):
        val = got.dense()
        rtol, atol = REF_TOL[val.dtype]
        close = np.isclose(val.astype(F64), refs[name], rtol=rtol, atol=atol)
        if not close.all():
            i = tuple(np.argwhere(~close)[0])
            print(f"FAIL {tag} {name}: GPU kernel vs numpy: "
                  f"{int((~close).sum())} values differ (rtol {rtol} atol "
                  f"{atol}), first at {i}: {val[i]!r} vs {refs[name][i]!r}")
            failures += 1
    return len(names), failures


def kernel_text():
    rsp = "#rsp"
    H, F = "tensor<?x?xf16>", "tensor<?x?xf32>"
    types = {"H": H, "HS": f"tensor<?x?xf16, {rsp}>", "F": F}
    lines, results = [], []

    def op(label, text, n, rtypes):
        names = [f"%{label}_{i}" for i in range(n)]
        lines.append(f"  {', '.join(names)} = {text}")
        results.extend(zip(names, rtypes))

    for label, text, n in MP:
        op(label, text.format(**types), n, [H] + [F] * (n - 1))
    args = [("w16", H), ("g16", types["HS"]), ("gd16", H), ("m", F), ("v", F),
            ("w32", F)]
    for e in ("f32", "f64"):
        T = f"tensor<?x?x{e}>"
        t = {"T": T, "S": f"tensor<?x?x{e}, {rsp}>", "C": f"tensor<?x1x{e}>",
             "e": e}
        for label, text, n in GROUP:
            op(f"{label}_{e}", text.format(**t), n, [T, t["C"]])
        args += [(f"w{e}", T), (f"g{e}", t["S"]), (f"gd{e}", T),
                 (f"h{e}", t["C"])]
    args += [("lr", "f64"), ("wd", "f64"), ("rs", "f64"), ("t", "i64")]
    return harness_gpu.func_text(f"#rsp = {harness_gpu.RSP}\n", "mp", args,
                                 lines, results)


def inputs(rng, k, n, density):
    """The tensor arguments of @mp, in order."""
    def dense(shape, dt, scale=1.0, positive=False):
        a = scale * rng.standard_normal(shape)
        return Tensor.from_dense((np.abs(a) if positive else a).astype(dt))

    def grad(dt):
        g = rand_rsp(rng, (k, n), density, F32, stored_zero_row=True,
                     scale=2.0)
        return Tensor.rsp(g.shape, dt, g.indices, g.data.astype(dt))

    w32 = rng.standard_normal((k, n)).astype(F32)
    out = [Tensor.from_dense(w32.astype(F16)), grad(F16),
           dense((k, n), F16, 2.0), dense((k, n), F32, 0.1),
           dense((k, n), F32, 0.1, positive=True), Tensor.from_dense(w32)]
    for dt in (F32, F64):
        out += [dense((k, n), dt), grad(dt), dense((k, n), dt, 2.0),
                dense((k, 1), dt, positive=True)]
    return out


def main():
    opts = harness_gpu.parse_args(argparse.ArgumentParser())
    tmp = tempfile.mkdtemp(prefix="stype-gpu-mp-")
    text, names = kernel_text()
    kpath = os.path.join(tmp, "mp.mlir")
    with open(kpath, "w") as f:
        f.write(text)
    good = ["0.01", "0.001", "0.5", "7"]
    cases = []
    # Two seeds at the partial densities, one at 0 and 1.
    for density in (0.0, 0.01, 0.5, 1.0, 0.01, 0.5):
        shape = (300, 70) if density == 0.01 else (37, 45)
        cases.append((opts.seed * 1000 + len(cases), density, shape))
    cases.append((opts.seed * 1000 + 99, 0.0, (0, 9)))  # a weight with no rows
    failures = checked = 0
    for ci, (seed, density, (k, n)) in enumerate(cases):
        rng = np.random.default_rng(seed)
        tag = f"case{ci}-d{density}-{k}x{n} seed={seed}"
        d = os.path.join(tmp, f"case{ci}")
        os.makedirs(d, exist_ok=True)
        inp = inputs(rng, k, n, density)
        args = [t.write(os.path.join(d, f"a{i}")) for i, t in enumerate(inp)]
        n_checked, n_failed, gpu = harness_gpu.compare_cpu_gpu(
            opts.stype_run, kpath, args + good, d, names, tag)
        checked += n_checked
        failures += n_failed
        n_checked, n_failed = compare_with_numpy(names, gpu, references(inp),
                                                 tag)
        checked += n_checked
        failures += n_failed
        if ci != 1:
            continue
        # Once: the kernel errors, on both.
        bad_runs = [(["-0.01", "0", "1", "1"], "negative lr", "hyper-parameter"),
                    (["0.01", "-1", "1", "1"], "negative wd", "hyper-parameter"),
                    (["0.01", "0", "inf", "1"], "infinite rescale_grad",
                     "hyper-parameter"),
                    (["0.01", "0", "1", "0"], "t = 0", "hyper-parameter")]
        short = Tensor.from_dense(np.zeros((k - 1, n), F32)).write(
            os.path.join(d, "short"))
        bad_runs.append((good, "weight32 with one row less", "shape mismatch",
                         5, short))
        for bad in bad_runs:
            argv = list(args)
            if len(bad) == 5:
                argv[bad[3]] = bad[4]
            for emulate in (False, True):
                err, _ = harness_gpu.call(opts.stype_run, kpath,
                                          argv + bad[0],
                                          os.path.join(d, "bad"), len(names),
                                          emulate)
                checked += 1
                if not err or bad[2] not in err:
                    print(f"FAIL {tag}: {bad[1]} "
                          f"({'GPU' if emulate else 'CPU'}): expected the "
                          f"{bad[2]} error, got {err!r}")
                    failures += 1
    return harness_gpu.harness.summary(
        "gpu kernels (emulated), mp_* and group_adagrad", len(cases), failures,
        f"{checked} results")


if __name__ == "__main__":
    sys.exit(main())
