#!/usr/bin/env python3
"""Samples/s, bytes per step and final accuracy of
examples/linear_classification at 1, 2 and 4 processes, interleaved
(1, 2, 4, 1, 2, 4, ...) so that all of them see the same machine load, with
the same data and global batches.  Prints a markdown table for
docs/distributed.md.

  benchmarks/dist_scaling.py BUILD_DIR [--rounds N] [--epochs E]
      [--data FILE] [--features N] [--procs 1,2,4] [EXTRA OPTIONS...]

Samples/s of a run: the median over its epochs after the first.  Each
figure: the median over the rounds.  P = 4 on a 2-core machine is
oversubscribed (informative only).
"""
import argparse
import os
import re
import statistics
import subprocess
import sys

ENV = {
    "OMPI_ALLOW_RUN_AS_ROOT": "1",
    "OMPI_ALLOW_RUN_AS_ROOT_CONFIRM": "1",
    "OMPI_MCA_pml": "ob1",
    "OMPI_MCA_btl": "self,vader",
    "OMPI_MCA_oob_tcp_if_include": "lo",
    "OMPI_MCA_rmaps_base_oversubscribe": "1",
}


def run(build, procs, options):
    command = ["mpirun", "-np", str(procs),
               os.path.join(build, "bin", "linear-classification")] + options
    out = subprocess.run(command, env={**os.environ, **ENV}, check=True,
                         capture_output=True, text=True).stdout
    rates = [float(m) for m in re.findall(r"(\d+) samples/s", out)]
    sent = re.search(r"sent (\d+), received (\d+) \(([\d.]+) gradient rows",
                     out)
    ring = re.search(r"dense ring allreduce of the table: (\d+)", out)
    gather = re.search(r"replicated gather of the gradients: (\d+)", out)
    final = re.search(r"final: loss (\S+)  accuracy (\S+)", out)
    return {
        "rate": statistics.median(rates[1:] or rates),
        "sent": int(sent.group(1)), "received": int(sent.group(2)),
        "rows": float(sent.group(3)),
        "ring": int(ring.group(1)) if ring else 0,
        "gather": int(gather.group(1)) if gather else 0,
        "accuracy": float(final.group(2)),
    }


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("build")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--epochs", type=int, default=4)
    parser.add_argument("--data", default="/tmp/stype-lc.libsvm")
    parser.add_argument("--features", type=int, default=1000000)
    parser.add_argument("--procs", default="1,2,4")
    args, extra = parser.parse_known_args()
    procs = [int(p) for p in args.procs.split(",")]
    options = ["--data=" + args.data, "--features=%d" % args.features,
               "--epochs=%d" % args.epochs] + extra
    if not os.path.exists(args.data):
        run(args.build, 1, options + ["--generate", "--epochs=1"])
    results = {p: [] for p in procs}
    for _ in range(args.rounds):
        for p in procs:
            results[p].append(run(args.build, p, options))
    base = statistics.median(r["rate"] for r in results[procs[0]])
    print("| processes | samples/s | vs P=%d | bytes sent per step per process "
          "| dense ring allreduce | replicated gather | final accuracy |"
          % procs[0])
    print("|---|---|---|---|---|---|---|")
    for p in procs:
        rs = results[p]
        rate = statistics.median(r["rate"] for r in rs)
        sent = statistics.median(r["sent"] for r in rs)
        ring = rs[0]["ring"]
        gather = rs[0]["gather"]
        accuracy = " / ".join("%.4f" % r["accuracy"] for r in rs)
        print("| %d | %.0f | %.2fx | %d | %s | %s | %s |" % (
            p, rate, rate / base, sent,
            "%d (%.1fx)" % (ring, ring / sent) if ring else "-",
            "%d (%.1fx)" % (gather, gather / sent) if gather else "-",
            accuracy))
    return 0


if __name__ == "__main__":
    sys.exit(main())
