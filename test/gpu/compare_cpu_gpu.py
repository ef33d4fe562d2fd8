#!/usr/bin/env python3
"""Runs one function of a kernel file through the CPU kernels and through
the emulated GPU pipeline (threads in reverse order) and compares every
result bit for bit (harness_gpu.compare_cpu_gpu: kind, shape, stored
indices and the values' bit patterns).

    compare_cpu_gpu.py [--stype-run PATH] KERNEL FUNC NRESULTS ARG...

Prints `FAIL ...` for each difference or failed run, then
`FUNC: N results bit-identical on the CPU and the emulated GPU` or
`FUNC: N failures`; exits 1 on a failure.
"""

import argparse
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness_gpu  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--stype-run", default="stype-run")
    ap.add_argument("kernel")
    ap.add_argument("func")
    ap.add_argument("nresults", type=int)
    ap.add_argument("args", nargs="*")
    opts = ap.parse_args()
    harness_gpu.ORDER = "reverse"
    with tempfile.TemporaryDirectory() as tmp:
        names = [f"result {i}" for i in range(opts.nresults)]
        checked, failures, _ = harness_gpu.compare_cpu_gpu(
            opts.stype_run, opts.kernel, ["-e", opts.func] + opts.args, tmp,
            names, opts.func)
    if failures or checked != opts.nresults:
        print(f"{opts.func}: {failures} failures")
        return 1
    print(f"{opts.func}: {checked} results bit-identical on the CPU and the "
          f"emulated GPU")
    return 0


if __name__ == "__main__":
    sys.exit(main())
