#!/usr/bin/env python3
"""GPU kernels of optimizer updates with run-time hyper-parameters, without
a GPU.

    harness_gpu_hyper.py --seed N [--stype-run PATH]

One kernel with lazy, standard and dense updates whose lr, wd,
rescale_grad and Adam's t are f64/i64 operands (`lr(%lr) wd(%wd) ...`), run
by `stype-run --gpu-emulate` (the GPU kernels' launches, thread after thread
on the CPU) and by plain `stype-run` (the CPU kernels) on the same inputs:
every result must be equal bit for bit.  Then an out-of-range value (a
negative lr, a negative wd, an infinite rescale_grad): both report the
kernel error "invalid hyper-parameter" and neither writes a result.
Cases: f32 and f64, densities 0.01 and 0.5, shapes that are not multiples
of the 8 x 32 tiles; seeds printed in failures.
"""

import argparse
import os
import sys
import tempfile

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness_gpu  # noqa: E402
from harness import Tensor, dtname, rand_rsp  # noqa: E402

UPDATES = [
    ("sgd_lazy", "stype.sgd_update %w, %g lr(%lr) wd(%wd) rescale_grad(%rs)"
     " {{clip_gradient = 1.0 : f64}} : {T}, {S} -> {T}", 1),
    ("sgd_mom_std", "stype.sgd_mom_update %w, %g, %m lr(%lr) wd(%wd)"
     " {{momentum = 0.9 : f64, lazy_update = false}} : {T}, {S}, {T} -> {T}, {T}",
     2),
    ("adam_lazy", "stype.adam_update %w, %g, %m, %v lr(%lr) wd(%wd)"
     " rescale_grad(%rs) t(%t) : {T}, {S}, {T}, {T} -> {T}, {T}, {T}", 3),
    ("adam_dense", "stype.adam_update %w, %gd, %m, %v lr(%lr) t(%t)"
     " : {T}, {T}, {T}, {T} -> {T}, {T}, {T}", 3),
    ("rmsprop_lazy", "stype.rmsprop_update %w, %g, %h lr(%lr)"
     " rescale_grad(%rs) : {T}, {S}, {T} -> {T}, {T}", 2),
    ("ftrl_lazy", "stype.ftrl_update %w, %g, %m, %h lr(%lr) wd(%wd)"
     " {{lamda1 = 0.01 : f64}} : {T}, {S}, {T}, {T} -> {T}, {T}, {T}", 3),
    ("signsgd_std", "stype.signsgd_update %w, %g lr(%lr) wd(%wd)"
     " {{lazy_update = false}} : {T}, {S} -> {T}", 1),
]


# numpy references (harness_gpu.update_ref): optimizer, the attributes of
# the op, the run-time operands it takes, gradient operand, lazy.
REFS = {
    "sgd_lazy": ("sgd", {"clip_gradient": 1.0}, ("lr", "wd", "rescale_grad"),
                 "g", True),
    "sgd_mom_std": ("sgd_mom", {"momentum": 0.9}, ("lr", "wd"), "g", False),
    "adam_lazy": ("adam", {}, ("lr", "wd", "rescale_grad", "t"), "g", True),
    "adam_dense": ("adam", {}, ("lr", "t"), "gd", False),
    "rmsprop_lazy": ("rmsprop", {"gamma1": 0.95, "epsilon": 1e-8},
                     ("lr", "rescale_grad"), "g", True),
    "ftrl_lazy": ("ftrl", {"lamda1": 0.01, "beta": 1.0}, ("lr", "wd"), "g",
                  True),
    "signsgd_std": ("signsgd", {}, ("lr", "wd"), "g", False),
}
# The states of each optimizer among the kernel's arguments.
STATES = {"sgd": [], "sgd_mom": ["m"], "adam": ["m", "v"], "rmsprop": ["h"],
          "ftrl": ["m", "h"], "signsgd": []}
# The run-time operands of the run checked against numpy (`good` below).
GOOD = {"lr": 0.01, "wd": 0.001, "rescale_grad": 0.5, "t": 7}


def references(tensors):
    """name_i -> the numpy reference of result i of update `name`."""
    arrays = {nm: t.dense().astype(np.float64)
              for nm, t in zip(("w", "g", "gd", "m", "v", "h"), tensors)}
    refs = {}
    for label, _, _ in UPDATES:
        opt, attrs, operands, grad, lazy = REFS[label]
        params = dict(attrs, **{k: GOOD[k] for k in operands})
        outs = harness_gpu.update_ref(
            opt, params, arrays["w"], arrays[grad],
            [arrays[s] for s in STATES[opt]],
            tensors[1].indices if lazy else None)
        for i, o in enumerate(outs):
            refs[f"%{label}_{i}"] = o
    return refs


def kernel_text(dt):
    e = dtname(dt)
    T = f"tensor<?x?x{e}>"
    S = f"tensor<?x?x{e}, #rsp>"
    lines, results = [], []
    for label, text, n in UPDATES:
        names = [f"%{label}_{i}" for i in range(n)]
        lines.append(f"  {', '.join(names)} = " + text.format(T=T, S=S))
        results += names
    rt = ", ".join([T] * len(results))
    return (f"#rsp = {harness_gpu.RSP}\n"
            f"func.func @hyper(%w: {T}, %g: {S}, %gd: {T}, %m: {T}, %v: {T},"
            f" %h: {T}, %lr: f64, %wd: f64, %rs: f64, %t: i64) -> ({rt}) {{\n"
            + "\n".join(lines) +
            f"\n  return {', '.join(results)} : {rt}\n}}\n"), results


def main():
    opts = harness_gpu.parse_args(argparse.ArgumentParser())
    tmp = tempfile.mkdtemp(prefix="stype-gpu-hyper-")
    failures = checked = cases = numpy_checked = 0
    for dt in (np.float32, np.float64):
        text, names = kernel_text(dt)
        kpath = os.path.join(tmp, f"hyper_{dtname(dt)}.mlir")
        with open(kpath, "w") as f:
            f.write(text)
        for ci, (density, (k, n)) in enumerate([(0.01, (300, 70)),
                                                (0.5, (37, 19))]):
            seed = opts.seed * 1000 + ci + (0 if dt == np.float32 else 100)
            rng = np.random.default_rng(seed)
            tag = f"{dtname(dt)}-d{density}-{k}x{n} seed={seed}"
            cases += 1
            tensors = [
                Tensor.from_dense(rng.standard_normal((k, n)).astype(dt)),
                rand_rsp(rng, (k, n), density, dt),
                Tensor.from_dense(rng.standard_normal((k, n)).astype(dt)),
                Tensor.from_dense((0.1 * rng.standard_normal((k, n))).astype(dt)),
                Tensor.from_dense(np.abs(0.1 * rng.standard_normal((k, n))).astype(dt)),
                Tensor.from_dense(np.abs(rng.standard_normal((k, n))).astype(dt)),
            ]
            d = os.path.join(tmp, tag.replace(" ", "_"))
            good = [repr(GOOD[k]) for k in ("lr", "wd", "rescale_grad", "t")]
            os.makedirs(d, exist_ok=True)
            args = [t.write(os.path.join(d, f"a{i}"))
                    for i, t in enumerate(tensors)]
            n_checked, n_failed, gpu = harness_gpu.compare_cpu_gpu(
                opts.stype_run, kpath, args + good, d, names, tag)
            checked += n_checked
            failures += n_failed
            n_checked, n_failed = harness_gpu.compare_with_numpy(
                names, gpu, references(tensors), dt, tag)
            numpy_checked += n_checked
            failures += n_failed
            # Out-of-range run-time values: the kernel error, on both.
            for bad, what in ((["-0.01", "0", "1", "1"], "negative lr"),
                              (["0.01", "-1", "1", "1"], "negative wd"),
                              (["0.01", "0", "inf", "1"], "infinite rescale_grad")):
                for emulate in (False, True):
                    err, _ = harness_gpu.call(opts.stype_run, kpath,
                                              args + bad,
                                              os.path.join(d, "bad"),
                                              len(names), emulate)
                    if not err or "hyper-parameter" not in err:
                        print(f"FAIL {tag}: {what} "
                              f"({'GPU' if emulate else 'CPU'}): expected the "
                              f"invalid hyper-parameter error, got {err!r}")
                        failures += 1
    return harness_gpu.harness.summary(
        "gpu kernels (emulated), run-time hyper-parameters", cases, failures,
        f"{checked} results, {numpy_checked} against numpy")


if __name__ == "__main__":
    sys.exit(main())
