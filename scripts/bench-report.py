#!/usr/bin/python3
"""Renders the JSON of build/bin/stype-workloads to docs/performance.md (a
markdown table) and docs/performance.png (a chart).

    build/bin/stype-workloads --benchmark_out=perf.json \\
        --benchmark_out_format=json --benchmark_repetitions=3
    scripts/bench-report.py perf.json [--md docs/performance.md]
        [--png docs/performance.png] [--notes docs/performance-notes.md]

For every workload, thread count (1, 2) and cache state (warm, cold) it
reports each implementation's median time, effective GB/s (the bytes the
workload must move, as counted by the benchmark), the percentage of the
STREAM triad of the same thread count and cache state, and the ratio of the
best peer's time to stype's (> 1: stype is faster).  The notes file (the
analysis, targets) is appended verbatim after the generated table.
"""

import argparse
import collections
import json
import os
import re
import statistics
import sys

WORKLOADS = [
    ("W1_SpMM", "W1 SpMM csr 1024x1M (16/row) x 1Mx128"),
    ("W2_XtDy", "W2 X^T * dY -> row_sparse"),
    ("W3_LazySgdMom", "W3 lazy SGD-momentum (W2's rows)"),
    ("W3_LazyAdam", "W3 lazy Adam (W2's rows)"),
    ("W3_DenseSgdMom", "W3 dense SGD-momentum 1Mx128 (contrast)"),
    ("W4_Step", "W4 X^T*dY + lazy SGD-mom (one stype function)"),
    ("W4_StepUnfused", "W4 unfused chain (two calls)"),
    ("W5_EmbFwd", "W5 Embedding forward, 8192 ids"),
    ("W5_EmbBwdAdam", "W5 Embedding backward + lazy Adam"),
]
# W4: stype's one-function step is compared with every unfused chain.
PEER_GROUP = {"W4_Step": ["W4_Step", "W4_StepUnfused"]}


# stype's own ablations: shown beside stype, never counted as a peer.
IMPL_NAMES = {"stypeNoPrefetch": "stype, no row prefetches"}


def load(path):
    with open(path) as f:
        doc = json.load(f)
    runs = collections.defaultdict(list)
    for b in doc["benchmarks"]:
        if b.get("run_type") == "aggregate" and b.get("aggregate_name") != "median":
            continue
        if b.get("error_occurred"):
            continue
        m = re.match(r"BM_(\w+?)_(stypeNoPrefetch|stype|loops|eigen\w*|sparsifier|Triad)/threads:(\d)/cold:(\d)",
                     b["name"])
        if not m:
            continue
        work, impl, threads, cold = m.group(1), m.group(2), int(m.group(3)), int(m.group(4))
        if work == "Stream":
            impl = "triad"
        t_us = b["real_time"] * {"us": 1, "ms": 1e3, "ns": 1e-3, "s": 1e6}[b["time_unit"]]
        cpu_us = b["cpu_time"] * t_us / b["real_time"] if b["real_time"] else 0.0
        runs[(work, impl, threads, cold)].append(
            (t_us, b.get("bytes_per_second", 0.0), cpu_us))
    med = {k: tuple(statistics.median(x[j] for x in v) for j in range(3))
           for k, v in runs.items()}
    return doc.get("context", {}), med


def table(ctx, med):
    lines = []
    for threads in (1, 2):
        for cold in (0, 1):
            if not any(t == threads and c == cold for (w, i, t, c) in med):
                continue
            stream = med.get(("Stream", "triad", threads, cold), (0, 0))[1]
            lines.append(f"\n### {threads} thread{'s' if threads > 1 else ''}, "
                         f"{'cold' if cold else 'warm'} caches "
                         f"(STREAM triad {stream / 1e9:.1f} GB/s)\n")
            lines.append("| workload | implementation | time (us) | GB/s | % of STREAM | best peer / stype | CPU time of the calling thread (us) |")
            lines.append("|---|---|---:|---:|---:|---:|---:|")
            for work, title in WORKLOADS:
                group = PEER_GROUP.get(work, [work])
                impls = sorted({(w, i) for (w, i, t, c) in med
                                if w in group and t == threads and c == cold})
                if not impls:
                    continue
                stype_t = med.get((work, "stype", threads, cold), (None, 0))[0]
                peers = [med[(w, i, threads, cold)][0] for (w, i) in impls
                         if not i.startswith("stype")]
                best = min(peers) if peers else None
                for (w, i) in impls:
                    if w != work and i == "stype":
                        continue
                    t, bps, cpu = med[(w, i, threads, cold)]
                    name = IMPL_NAMES.get(i, i)
                    if w != work:
                        name += " (unfused)"
                    ratio = ""
                    if i == "stype" and w == work and best:
                        ratio = f"**{best / t:.2f}x**"
                    pct = f"{100 * bps / stream:.0f}%" if stream else ""
                    lines.append(f"| {title} | {name} | {t:,.0f} | {bps / 1e9:.1f} | {pct} | {ratio} | {cpu:,.0f} |")
    lines.append("\n### 2 threads against 1 (time with 1 / time with 2)\n")
    lines.append("| workload | implementation | warm | cold |")
    lines.append("|---|---|---:|---:|")
    for work, title in WORKLOADS:
        for impl in sorted({i for (w, i, t, c) in med if w == work}):
            cells = []
            for cold in (0, 1):
                a = med.get((work, impl, 1, cold))
                b = med.get((work, impl, 2, cold))
                cells.append(f"{a[0] / b[0]:.2f}x" if a and b else "")
            lines.append(f"| {title} | {impl} | {cells[0]} | {cells[1]} |")
    return "\n".join(lines)


def chart(med, png):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, axes = plt.subplots(1, 2, figsize=(14, 6), sharey=True)
    for ax, threads in zip(axes, (1, 2)):
        labels, series = [], collections.defaultdict(list)
        impls = sorted({i for (w, i, t, c) in med if w != "Stream"})
        for work, _ in WORKLOADS:
            if not any((work, i, threads, 1) in med for i in impls):
                continue
            labels.append(work)
            for i in impls:
                series[i].append(med.get((work, i, threads, 1), (float("nan"),))[0])
        width = 0.8 / max(1, len(impls))
        for k, i in enumerate(impls):
            ax.bar([x + k * width for x in range(len(labels))], series[i], width, label=i)
        ax.set_xticks([x + 0.4 - width / 2 for x in range(len(labels))])
        ax.set_xticklabels(labels, rotation=45, ha="right")
        ax.set_yscale("log")
        ax.set_title(f"{threads} thread{'s' if threads > 1 else ''}, cold caches")
        ax.set_ylabel("median time (us, log scale; lower is better)")
        ax.legend()
    fig.tight_layout()
    fig.savefig(png, dpi=90)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("json")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    p.add_argument("--md", default=os.path.join(root, "docs", "performance.md"))
    p.add_argument("--png", default=os.path.join(root, "docs", "performance.png"))
    p.add_argument("--notes", default=os.path.join(root, "docs", "performance-notes.md"))
    p.add_argument("--load", default="", help="uptime's load average during the run")
    args = p.parse_args()
    ctx, med = load(args.json)
    if not med:
        print(f"{args.json}: no stype-workloads results", file=sys.stderr)
        return 1
    out = ["# Performance: W1-W5 (issue 6)", "",
           "Generated by `scripts/bench-report.py` from one run of "
           "`build/bin/stype-workloads`; do not edit by hand (the analysis "
           "comes from docs/performance-notes.md).", "",
           "Reproduce (Release build, idle machine):", "",
           "```",
           "ninja -C build stype-workloads",
           "build/bin/stype-workloads --benchmark_out=perf.json --benchmark_out_format=json \\",
           "    --benchmark_repetitions=3",
           "scripts/bench-report.py perf.json --load \"$(uptime)\"",
           "```", "",
           f"Machine: {ctx.get('num_cpus', '?')} CPUs at {ctx.get('mhz_per_cpu', '?')} MHz; "
           f"load average during the run: {args.load or ctx.get('load_avg', '?')}. "
           "Times are medians of wall-clock time; GB/s counts the bytes each "
           "workload must move; the ratio is the best peer's time over "
           "stype's (> 1: stype faster; W4 compares stype's step with every "
           "unfused chain).  The last column is the CPU time of the thread "
           "that calls the kernel: less sensitive to a loaded machine than "
           "wall-clock time with 1 thread, not comparable with 2.", "",
           "![W1-W5, cold caches](performance.png)", "",
           table(ctx, med), ""]
    if os.path.exists(args.notes):
        out.append(open(args.notes).read())
    with open(args.md, "w") as f:
        f.write("\n".join(out))
    chart(med, args.png)
    print(f"wrote {args.md} and {args.png}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
