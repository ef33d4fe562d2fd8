#!/usr/bin/python3
"""Every op family's harness cases on a real GPU (docs/gpu-performance.md,
"Every op family on the GPU").

The harnesses (test/integration/harness_*.py, test/gpu/harness_gpu*.py)
check each op against numpy references through `stype-run`; their
`--gpu-emulate` runs are the GPU kernels with emulated launches.  This
script runs the same cases on an NVIDIA GPU in three steps, so that the
machine with the GPU needs neither LLVM nor MLIR:

  families.py record DIR    here: runs every family with this script as
                            its stype-run; each GPU call's kernel is compiled
                            by `stype-compile --target=nvptx --chip=sm_90
                            -emit=so` (cubin through ptxas) into DIR/libs and
                            its argument files are copied into DIR/calls
  families.py exec DIR      on the GPU machine: runs every recorded call with
                            `stype-exec` (tools/stype-exec: no LLVM), keeping
                            each call's results, exit status and stderr
  families.py coverage DIR  the dialect's ops that no compiled kernel uses
  families.py check DIR     here again: runs every family once more; each
                            GPU call returns what the GPU produced, and the
                            harness compares it with its numpy references
                            (the tolerances of the CPU and emulated runs)

Calls without --gpu-emulate (the CPU halves of harness_gpu*.py) run the
real stype-run here in both passes; harness_gpu*.py's GPU calls, which need
results to go on, get the CPU's in the record pass.  A call is
identified by a hash of its kernel text, its flags and its argument bytes,
so both passes here must use the same numpy (they run on this machine).  As
stype-run, this script reads STYPE_FAMILIES_MODE (record|check),
STYPE_FAMILIES_DIR, STYPE_FAMILIES_RUN (the real stype-run),
STYPE_FAMILIES_COMPILE (stype-compile) and STYPE_FAMILIES_EMULATE.
"""

import concurrent.futures
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.normpath(os.path.join(HERE, "..", ".."))
IT = os.path.join(SRC, "test", "integration")
GPU = os.path.join(SRC, "test", "gpu")

# (name, script, arguments, harness filter): the emulated GPU tests'
# families (test/gpu/emulated-*.test) without --check-bounds, which the
# device kernels do not have.
FAMILIES = [
    ("reduction", f"{IT}/harness_reduction.py",
     "reduction --gpu-emulate --seed 1", None),
    ("extrema", f"{IT}/harness_reduction.py",
     "extrema --gpu-emulate --seed 1", None),
    ("indexing", f"{IT}/harness_reduction.py",
     "indexing --gpu-emulate --seed 1", None),
    ("sparse_retain", f"{IT}/harness.py",
     "sparse_retain --gpu-emulate --seed 1", None),
    ("dot", f"{IT}/harness.py", "dot --gpu-emulate --seed 1", None),
    ("dot_full", f"{IT}/harness_linalg.py", "dot_full --gpu-emulate --seed 1",
     "^dot default,default"),
    ("batch_dot", f"{IT}/harness_linalg.py",
     "batch_dot --gpu-emulate --seed 1", None),
    ("combine", f"{IT}/harness_linalg.py", "combine --gpu-emulate --seed 1",
     "^(broadcast_|add_n |where|concat)"),
    ("shape", f"{IT}/harness_shape.py", "shape --gpu-emulate --seed 1", None),
    ("nn", f"{IT}/harness_nn.py", "nn --gpu-emulate --seed 1", None),
    ("softmax_output", f"{IT}/harness_nn.py",
     "softmax_output --gpu-emulate --seed 1", None),
    ("dense_nn", f"{IT}/harness_nn.py", "dense_nn --gpu-emulate --seed 1",
     None),
    ("graph", f"{IT}/harness_graph.py", "graph --gpu-emulate --seed 1", None),
    ("sample", f"{IT}/harness_graph.py", "sample --gpu-emulate --seed 1",
     None),
    ("optimizers", f"{IT}/harness_optimizers.py",
     "all --gpu-emulate --seed 2", None),
    ("optimizers-mp", f"{IT}/harness_optimizers.py",
     "mp --gpu-emulate --seed 2", None),
    ("optimizers-hyper", f"{IT}/harness_optimizers.py",
     "hyper --gpu-emulate --seed 2", None),
    # harness_gpu*.py (their GPU calls are emulated in the record pass);
    # harness_gpu.py's own cases are the GPU bundle's (stype-gpu-check).
    ("mp", f"{GPU}/harness_gpu_mp.py", "--seed 1 --order shuffle:3", None),
    ("hyper", f"{GPU}/harness_gpu_hyper.py", "--seed 1 --order reverse",
     None),
    ("fusion-f32", f"{GPU}/harness_gpu_fusion.py",
     "--seed 1 --dtype f32 --order reverse --stype-opt {opt}", None),
    ("fusion-f64", f"{GPU}/harness_gpu_fusion.py",
     "--seed 1 --dtype f64 --order shuffle:2 --stype-opt {opt}", None),
] + [
    (f"elementwise-{g}", f"{IT}/harness_elementwise.py",
     f"{g} --gpu-emulate --seed 1", None)
    for g in ("binary", "scalar", "unary", "binary2", "maps2", "backward",
              "unary3", "backward3", "digamma")
]

# stype-run flags that are the emulation's own (the device replaces them).
EMULATION = re.compile(r"^--gpu-emulate(-order=.*)?$")


def parse_run_argv(argv):
    """Splits a stype-run command line into (kernel, flags, entry, args,
    outs); flags are the options other than -e, -o and the emulation's."""
    kernel, flags, entry, args, outs = None, [], None, [], []
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "-o":
            outs.append(argv[i + 1])
            i += 2
            continue
        if a == "-e":
            entry = argv[i + 1]
            i += 2
            continue
        if a.startswith("--entry="):
            entry = a.split("=", 1)[1]
        elif a.startswith("--") and not re.match(r"^-[\d.]|^-inf|^-nan", a):
            if not EMULATION.match(a):
                flags.append(a)
        elif kernel is None:
            kernel = a
        else:
            args.append(a)
        i += 1
    return kernel, flags, entry, args, outs


def call_key(kernel, flags, entry, args, nout):
    """The hash that names a call: kernel text, flags, entry, argument bytes
    (files) or texts (scalars), number of results."""
    h = hashlib.sha256()
    with open(kernel, "rb") as f:
        text = f.read()
    kh = hashlib.sha256(text + repr(sorted(flags)).encode()).hexdigest()[:24]
    h.update(kh.encode())
    h.update(repr((entry, nout)).encode())
    for a in args:
        if os.path.isfile(a):
            with open(a, "rb") as f:
                h.update(b"F" + hashlib.sha256(f.read()).digest())
        else:
            h.update(b"S" + a.encode())
    return kh, h.hexdigest()[:24]


def compile_flags(flags):
    """The stype-compile options of a GPU call's stype-run flags."""
    keep = [f for f in flags if f.startswith("--fuse-updates")]
    return keep


def shim(argv):
    """stype-run as the harnesses call it, in record or check mode."""
    mode = os.environ["STYPE_FAMILIES_MODE"]
    root = os.environ["STYPE_FAMILIES_DIR"]
    real = os.environ["STYPE_FAMILIES_RUN"]
    if not any(EMULATION.match(a) for a in argv):
        # A CPU call: the real stype-run, here, in both passes.
        return subprocess.run([real] + argv).returncode
    kernel, flags, entry, args, outs = parse_run_argv(argv)
    bad = [f for f in flags if not (f.startswith("--fuse-updates") or
                                    f.startswith("--fallback-warnings"))]
    if bad:
        print(f"families.py: error: {' '.join(bad)} is not available on "
              f"the device", file=sys.stderr)
        return 2
    kh, key = call_key(kernel, flags, entry, args, len(outs))
    cdir = os.path.join(root, "calls", key)
    text = os.path.join(root, "libs", kh + ".mlir")
    if not os.path.exists(text):  # for `coverage`
        shutil.copyfile(kernel, f"{text}.{os.getpid()}.tmp")
        os.replace(f"{text}.{os.getpid()}.tmp", text)
    if mode == "record":
        lib = os.path.join(root, "libs", kh + ".so")
        if not os.path.exists(lib):
            tmp = f"{lib}.{os.getpid()}.tmp"
            p = subprocess.run(
                [os.environ["STYPE_FAMILIES_COMPILE"], kernel,
                 "--target=nvptx", "--chip=sm_90", "--gpu-format=bin",
                 "-emit=so", "--fallback-warnings=false", "-o", tmp]
                + compile_flags(flags), capture_output=True, text=True)
            if p.returncode != 0:
                sys.stderr.write(p.stderr)
                return p.returncode
            os.replace(tmp, lib)
        os.makedirs(cdir, exist_ok=True)
        local = []
        for i, a in enumerate(args):
            if os.path.isfile(a):
                name = f"a{i}{os.path.splitext(a)[1]}"
                shutil.copyfile(a, os.path.join(cdir, name))
                local.append(name)
            else:
                local.append({"scalar": a})
        with open(os.path.join(cdir, "call.json"), "w") as f:
            json.dump({"lib": kh + ".so", "entry": entry, "args": local,
                       "nout": len(outs)}, f)
        if os.environ.get("STYPE_FAMILIES_EMULATE"):
            # harness_gpu*.py need results to go on: the CPU's, this pass
            # (the emulation would take many times longer).
            return subprocess.run(
                [real] + [a for a in argv if not EMULATION.match(a)]
            ).returncode
        # Placeholder results (one zero), so that the harness goes on to its
        # comparison, which fails, rather than rerunning each op alone.
        import numpy as np
        for o in outs:
            with open(o, "wb") as f:
                np.save(f, np.zeros(1))
        return 0
    # check: what the GPU produced.
    rcf = os.path.join(cdir, "rc")
    if not os.path.exists(rcf):
        print("families.py: error: this call was not run on the GPU "
              "(not recorded: a call of the same kernel with more ops failed "
              "there, or record was run with other inputs)", file=sys.stderr)
        return 3
    with open(os.path.join(cdir, "err.txt")) as f:
        sys.stderr.write(f.read())
    with open(os.path.join(cdir, "out.txt")) as f:
        sys.stdout.write(f.read())
    for i, o in enumerate(outs):
        r = os.path.join(cdir, f"res{i}.out")
        if os.path.exists(r):
            shutil.copyfile(r, o)
    with open(rcf) as f:
        return int(f.read())


def families_env(mode, root, build):
    env = dict(os.environ)
    env.update(STYPE_FAMILIES_MODE=mode, STYPE_FAMILIES_DIR=root,
               STYPE_FAMILIES_RUN=os.path.join(build, "bin", "stype-run"),
               STYPE_FAMILIES_COMPILE=os.path.join(build, "bin",
                                                   "stype-compile"))
    env["PATH"] = os.path.join(build, "bin") + os.pathsep + env["PATH"]
    return env


def run_families(mode, root, build, only, jobs):
    """Runs every family's harness with this script as stype-run; returns
    {family: (summary line, FAIL lines)}."""
    env = families_env(mode, root, build)
    opt = os.path.join(build, "bin", "stype-opt")
    out = {}
    for name, script, args, flt in FAMILIES:
        if only and not any(re.search(o, name) for o in only):
            continue
        e = dict(env)
        if flt:
            e["STYPE_HARNESS_FILTER"] = flt
        if "integration" not in script:
            e["STYPE_FAMILIES_EMULATE"] = "1"

        argv = [sys.executable, script] + args.format(opt=opt).split() + \
            ["--stype-run", os.path.abspath(__file__)]
        if "integration" in script:
            argv += ["-j", str(jobs)]
        t0 = time.time()
        p = subprocess.run(argv, env=e, capture_output=True, text=True)
        lines = p.stdout.splitlines()
        summary = next((l for l in reversed(lines)
                        if re.search(r"cases|mismatch|fail", l)),
                       (lines or ["(no output)"])[-1])
        fails = [l for l in lines if l.startswith("FAIL")]
        out[name] = (summary, fails)
        print(f"{name}: {summary} ({time.time() - t0:.0f} s)", flush=True)
    return out


def exec_calls(root, stype_exec, jobs, wrapper=()):
    """Runs every recorded call on the GPU with stype-exec (under `wrapper`,
    e.g. compute-sanitizer, when given)."""
    calls = sorted(os.listdir(os.path.join(root, "calls")))

    def one(key):
        cdir = os.path.join(root, "calls", key)
        with open(os.path.join(cdir, "call.json")) as f:
            c = json.load(f)
        argv = list(wrapper) + [stype_exec,
                                os.path.join(root, "libs", c["lib"]),
                                "--device=cuda"]
        if c["entry"]:
            argv += ["-e", c["entry"]]
        argv += [a["scalar"] if isinstance(a, dict) else a for a in c["args"]]
        for i in range(c["nout"]):
            argv += ["-o", f"res{i}.out"]
        try:
            p = subprocess.run(argv, cwd=cdir, capture_output=True, text=True,
                               timeout=300)
            rc, so, se = p.returncode, p.stdout, p.stderr
        except subprocess.TimeoutExpired:
            rc, so, se = 124, "", "stype-exec timed out (hang?)\n"
        for n, v in (("rc", str(rc)), ("out.txt", so), ("err.txt", se)):
            with open(os.path.join(cdir, n), "w") as f:
                f.write(v)
        return rc

    t0 = time.time()
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as ex:
        rcs = list(ex.map(one, calls))
    bad = sum(1 for r in rcs if r != 0)
    print(f"exec: {len(calls)} calls, {len(calls) - bad} exit 0, {bad} "
          f"non-zero ({time.time() - t0:.0f} s)")
    return 0


def coverage(root, build):
    """The dialect's ops (from the TableGen records) that no kernel compiled
    for the GPU in `record` uses: what the families leave unchecked."""
    with open(os.path.join(build, "dialect", "StypeRecords.json")) as f:
        records = json.load(f)
    ops = {records[k]["opName"] for k in records["!instanceof"]["Op"]
           if (records[k].get("opDialect") or {}).get("def") == "Stype_Dialect"}
    used = set()
    libs = os.path.join(root, "libs")
    for name in os.listdir(libs):
        if name.endswith(".mlir") and \
                os.path.exists(os.path.join(libs, name[:-5] + ".so")):
            with open(os.path.join(libs, name)) as f:
                used |= set(re.findall(r"\bstype\.(\w+)", f.read()))
    covered = ops & used
    print(f"coverage: {len(covered)} of the dialect's {len(ops)} ops in "
          f"kernels compiled for sm_90 (ptxas)")
    print("not in any: " + " ".join(sorted(ops - used)))
    return 0


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "coverage":
        build = sys.argv[3] if len(sys.argv) > 3 else os.path.join(SRC, "build")
        return coverage(os.path.abspath(sys.argv[2]), build)
    if len(sys.argv) > 1 and sys.argv[1] in ("record", "exec", "check"):
        import argparse
        ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
        ap.add_argument("mode", choices=("record", "exec", "check"))
        ap.add_argument("dir")
        ap.add_argument("--build", default=os.path.join(SRC, "build"))
        ap.add_argument("--stype-exec", default="stype-exec")
        ap.add_argument("--only", action="append",
                        help="families whose name matches (regex)")
        ap.add_argument("-j", "--jobs", type=int, default=2)
        ap.add_argument("--wrapper", default="",
                        help="exec: a command that runs stype-exec, such as "
                             "'compute-sanitizer --tool memcheck'")
        o = ap.parse_args()
        root = os.path.abspath(o.dir)
        if o.mode == "exec":
            tool = o.stype_exec
            return exec_calls(root, os.path.abspath(tool) if os.sep in tool
                              else tool, o.jobs, o.wrapper.split())
        if o.mode == "record":
            os.makedirs(os.path.join(root, "libs"), exist_ok=True)
            os.makedirs(os.path.join(root, "calls"), exist_ok=True)
        res = run_families(o.mode, root, os.path.abspath(o.build), o.only,
                           o.jobs)
        if o.mode == "check":
            nfail = sum(len(f) for _, f in res.values())
            for name, (_, fails) in res.items():
                for l in fails[:20]:
                    print(f"{name}: {l}")
            print(f"families: {len(res)} families, {nfail} failing cases")
            return 1 if nfail else 0
        return 0
    return shim(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
