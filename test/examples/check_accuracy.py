"""Compares what linear-classification printed in several runs.

  check_accuracy.py MINIMUM SPREAD OUT...
      the final accuracies (one output file per number of processes) each
      reach MINIMUM and differ by at most SPREAD (absolute);
  check_accuracy.py --bytes RATIO SMALL BIG
      the bytes sent per step with a larger table (BIG) are at most RATIO
      times those with the smaller one (SMALL).
"""
import re
import sys


def bytes_sent(path):
    match = re.search(r"^bytes per step per process: sent (\d+),",
                      open(path).read(), re.M)
    return int(match.group(1)) if match else None


def check_bytes(ratio, small, big):
    a, b = bytes_sent(small), bytes_sent(big)
    ok = a is not None and b is not None and b <= ratio * a
    print("bytes sent per step: %s and %s: %s" % (a, b, "OK" if ok else "FAIL"))
    return 0 if ok else 1


def main():
    if sys.argv[1] == "--bytes":
        return check_bytes(float(sys.argv[2]), sys.argv[3], sys.argv[4])
    minimum, spread = float(sys.argv[1]), float(sys.argv[2])
    accuracies = []
    for path in sys.argv[3:]:
        text = open(path).read()
        match = re.search(r"^final: loss \S+  accuracy (\S+) over", text, re.M)
        if not match:
            print("FAIL: %s has no final accuracy" % path)
            return 1
        accuracies.append(float(match.group(1)))
    low, high = min(accuracies), max(accuracies)
    ok = low >= minimum and high - low <= spread
    print("final accuracies %s: %s (at least %g, spread %.4f of at most %g)"
          % (" ".join("%.4f" % a for a in accuracies),
             "OK" if ok else "FAIL", minimum, high - low, spread))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
