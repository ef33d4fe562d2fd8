#!/usr/bin/env python3
"""A fuzzing campaign over stype's compiler, and its statistics.

  scripts/fuzz-compiler.py [--build DIR] [--out DIR] [--seconds N] [--seed S]
  scripts/fuzz-compiler.py --triage-only --out DIR

Runs build/test/fuzz/stype-fuzz-compiler (test/fuzz/fuzz_compiler.cpp) for N
seconds (default 1500) on one core, every seed (the lit inputs' chunks and
their variants, compiler_inputs.py --variants) kept in the corpus
(-keep_seed=1), restarting with the next seed after each crash, timeout or
out-of-memory.  Seeds and dictionary come from test/fuzz/compiler_inputs.py;
new inputs go to OUT/corpus, findings to OUT/artifacts, the first input of
each internal error (a pass that succeeded but left IR that fails the
verifier) to OUT/internal, the fuzzer's logs to OUT/logs.

Then every finding is run again alone and given a signature: the internal
error's pass and message, or the first frames of the sanitizer's or the
crash handler's stack that are not in the sanitizer runtime or libc.
Findings whose signature is a known upstream crash (KNOWN_UPSTREAM) are
counted apart and left out of stype's statistics.  Prints a summary (the
table of docs/reliability.md) and writes it to OUT/summary.md.
"""

import argparse
import os
import re
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Upstream MLIR 22 crashes that stype cannot fix (docs/reliability.md):
# signature substring -> what it is.
KNOWN_UPSTREAM = {
    "parseDenseArrayAttr": "MLIR 22's parser on `array<index: ...>` "
                           "(Type::getIntOrFloatBitWidth of index)",
}

FRAME = re.compile(r"^\s*#(\d+) 0x[0-9a-f]+ in (.+?)(?: /\S+| \(\S+\))*$")
STATUS = re.compile(r"^#(\d+): cov: (\d+) ft: (\d+) corp: (\d+) exec/s: (\d+) "
                    r"oom/timeout/crash: (\d+)/(\d+)/(\d+) time: (\d+)s")
SKIP_FRAME = re.compile(r"__sanitizer|__asan|__ubsan|__interceptor|"
                        r"^abort$|^raise$|^__libc|^__pthread|libc\.so|"
                        r"fuzzer::|LLVMFuzzerTestOneInput|^main$|"
                        r"llvm::sys::|PrintStackTrace|SignalHandler|"
                        r"^_start$|^\?\?$|^0x")


def signature(binary, artifact, timeout):
    """The signature of one finding, and the output of its rerun."""
    env = dict(os.environ,
               ASAN_OPTIONS="allocator_may_return_null=1:"
                            "max_allocation_size_mb=2048:detect_leaks=0")
    try:
        p = subprocess.run([binary, "-timeout=%d" % timeout, artifact],
                           capture_output=True, text=True, errors="replace",
                           env=env, timeout=timeout * 3)
        out = p.stdout + p.stderr
    except subprocess.TimeoutExpired as e:
        out = (e.stdout or b"").decode(errors="replace") + \
            (e.stderr or b"").decode(errors="replace")
        return "hang (no answer in %ds)" % (timeout * 3), out
    m = re.search(r"stype-fuzz: internal error after (.*)", out)
    if m:
        return "internal error: " + m.group(1).strip(), out
    kind = "crash"
    m = re.search(r"ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer): "
                  r"([\w-]+)", out)
    if m:
        kind = m.group(1) + " " + m.group(2)
    m = re.search(r"runtime error: (.*)", out)
    if m:
        kind = "UBSan: " + re.sub(r"0x[0-9a-f]+|\d+", "N", m.group(1))[:80]
    frames = []
    for line in out.splitlines():
        f = FRAME.match(line)
        if not f:
            continue
        fn = re.sub(r"\(.*", "", f.group(2)).strip()
        if SKIP_FRAME.search(fn) or fn in frames:
            continue
        frames.append(fn)
        if len(frames) == 3:
            break
    if p.returncode == 0 and not frames:
        return "not reproduced", out
    return kind + " in " + " < ".join(frames or ["?"]), out


def triage(args):
    binary = os.path.join(args.build, "test", "fuzz", "stype-fuzz-compiler")
    adir = os.path.join(args.out, "artifacts")
    findings = sorted(f for f in os.listdir(adir)) if os.path.isdir(adir) \
        else []
    sigs, upstream = {}, {}
    os.makedirs(os.path.join(args.out, "reruns"), exist_ok=True)
    for name in findings:
        path = os.path.join(adir, name)
        sig, out = signature(binary, path, args.timeout)
        with open(os.path.join(args.out, "reruns", name + ".txt"), "w") as f:
            f.write(sig + "\n\n" + out)
        known = [k for k in KNOWN_UPSTREAM if k in sig]
        table = upstream if known else sigs
        table.setdefault(sig, []).append(name)
    return findings, sigs, upstream


def run(args, binary):
    """Fuzzes until the time is up, restarting after each crash."""
    for d in ("corpus", "seeds", "artifacts", "internal", "logs"):
        os.makedirs(os.path.join(args.out, d), exist_ok=True)
    dict_file = os.path.join(args.out, "stype.dict")
    subprocess.run([sys.executable,
                    os.path.join(ROOT, "test", "fuzz", "compiler_inputs.py"),
                    ROOT, os.path.join(args.out, "seeds"), dict_file,
                    "--variants"],
                   check=True)
    env = dict(os.environ,
               STYPE_FUZZ_SAVE_INTERNAL=os.path.join(args.out, "internal"),
               ASAN_OPTIONS="allocator_may_return_null=1:"
                            "max_allocation_size_mb=2048:detect_leaks=0")
    deadline = time.time() + args.seconds
    seed = args.seed
    while deadline - time.time() > 30:
        left = int(deadline - time.time())
        cmd = [binary, "-keep_seed=1", "-seed=%d" % seed,
               "-max_total_time=%d" % left, "-print_final_stats=1",
               "-max_len=8192", "-timeout=%d" % args.timeout,
               "-rss_limit_mb=4096", "-dict=" + dict_file,
               "-artifact_prefix=" + os.path.join(args.out, "artifacts") + "/",
               os.path.join(args.out, "corpus"),
               os.path.join(args.out, "seeds")]
        print("fuzz-compiler.py: %s" % " ".join(cmd), flush=True)
        log = os.path.join(args.out, "logs", "fuzz-%d.log" % seed)
        with open(log, "w") as f:
            subprocess.run(cmd, stdout=f, stderr=subprocess.STDOUT, env=env,
                           cwd=args.out)
        seed += 1


def stats(out):
    """Totals over the runs' logs (each run ends at a crash or the time)."""
    total = {"execs": 0, "time": 0, "cov": 0, "ft": 0, "corpus": 0,
             "runs": 0}
    internal = {}
    logs = os.path.join(out, "logs")
    for name in sorted(os.listdir(logs)) if os.path.isdir(logs) else []:
        text = open(os.path.join(logs, name), errors="replace").read()
        total["runs"] += 1
        m = re.search(r"stat::number_of_executed_units: (\d+)", text)
        if m:
            total["execs"] += int(m.group(1))
        else:  # killed by a crash: the last status line
            n = re.findall(r"^#(\d+)\s", text, re.M)
            total["execs"] += int(n[-1]) if n else 0
        for cov, ft, corp in re.findall(r"cov: (\d+) ft: (\d+) corp: (\d+)",
                                        text):
            total["cov"] = max(total["cov"], int(cov))
            total["ft"] = max(total["ft"], int(ft))
            total["corpus"] = max(total["corpus"], int(corp))
        for t in re.findall(r"Done \d+ runs in (\d+) second", text):
            total["time"] += int(t)
        for n, what in re.findall(r"^stype-fuzz:\s+(\d+) x (.*)$", text,
                                  re.M):
            internal[what] = internal.get(what, 0) + int(n)
    total["internal"] = internal
    return total


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--out", default=None)
    ap.add_argument("--seconds", type=int, default=1500)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--timeout", type=int, default=20,
                    help="seconds one input may take")
    ap.add_argument("--triage-only", action="store_true")
    args = ap.parse_args()
    args.out = args.out or os.path.join(args.build, "fuzz-compiler")
    binary = os.path.join(args.build, "test", "fuzz", "stype-fuzz-compiler")
    if not os.path.exists(binary):
        sys.exit("fuzz-compiler.py: %s is not built (libFuzzer and "
                 "-DSTYPE_FUZZ_COMPILER=ON)" % binary)
    if not args.triage_only:
        run(args, binary)
    s = stats(args.out)
    findings, sigs, upstream = triage(args)
    lines = ["| | |", "|---|---|"]
    if s["runs"]:
        lines += [
            "| fuzzer processes (one core, restarted after a crash) | %d |"
            % s["runs"],
            "| inputs run | %d |" % s["execs"],
            "| coverage (libFuzzer's edges, features) | %d, %d |"
            % (s["cov"], s["ft"]),
            "| corpus at the end | %d inputs |" % s["corpus"],
            "| internal errors (a pass left invalid IR) | %d runs, %d "
            "signatures |" % (sum(s["internal"].values()),
                              len(s["internal"])),
        ]
    nstype = sum(len(v) for v in sigs.values())
    nup = sum(len(v) for v in upstream.values())
    lines += [
        "| findings (crash/timeout/oom files) | %d stype, %d known upstream "
        "(left out) |" % (nstype, nup),
        "| unique signatures in stype | %d |" % len(sigs),
    ]
    out = ["\n".join(lines), ""]
    for title, table in (("stype", sigs), ("known upstream", upstream)):
        for sig, names in sorted(table.items()):
            out.append("- %s: `%s` (%d input%s, e.g. %s)"
                       % (title, sig, len(names), "s" * (len(names) != 1),
                          names[0]))
    for sig, n in sorted(s["internal"].items()):
        out.append("- internal error: `%s` (%d runs; first input in "
                   "internal/)" % (sig, n))
    text = "\n".join(out) + "\n"
    print(text)
    with open(os.path.join(args.out, "summary.md"), "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
