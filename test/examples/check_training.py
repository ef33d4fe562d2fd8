"""Checks the per-epoch losses an example printed.

usage: check_training.py OUTPUT PREFIX MAX_RATIO [--rows LIBSVM BATCH]

Reads the lines of OUTPUT that start with PREFIX and carry `loss <float>`,
and fails unless there are at least two, every loss is finite, and the last
loss is at most MAX_RATIO times the first one (the training made progress).

With --rows, every such line must also report `W1 gradient: R rows` with R
the mean number of distinct feature ids of the batches of BATCH consecutive
rows of the LibSVM file (so the number of rows of the row_sparse gradient),
computed here from the file.
"""

import math
import re
import sys


def distinct_features_per_batch(path, batch):
    with open(path) as f:
        rows = [[int(e.split(":")[0]) for e in line.split()[1:]] for line in f]
    if len(rows) % batch:
        sys.exit(f"{path}: {len(rows)} rows is not a multiple of {batch}")
    counts = [len(set(i for r in rows[b:b + batch] for i in r))
              for b in range(0, len(rows), batch)]
    return sum(counts) / len(counts)


def main():
    path, prefix, max_ratio = sys.argv[1], sys.argv[2], float(sys.argv[3])
    expected_rows = None
    if len(sys.argv) > 4:
        expected_rows = distinct_features_per_batch(sys.argv[5],
                                                    int(sys.argv[6]))
    losses = []
    with open(path) as f:
        for line in f:
            if line.startswith(prefix):
                m = re.search(r"\bloss (\S+)", line)
                if m:
                    losses.append(float(m.group(1)))
                if expected_rows is not None:
                    r = re.search(r"W1 gradient: (\S+) rows", line)
                    if not r or abs(float(r.group(1)) - expected_rows) > 0.05:
                        sys.exit(f"{path}: expected {expected_rows:.1f} "
                                 f"gradient rows per batch in: {line}")
    if len(losses) < 2:
        sys.exit(f"{path}: {len(losses)} '{prefix}' loss lines, need >= 2")
    if not all(math.isfinite(x) for x in losses):
        sys.exit(f"{path}: non-finite loss in {losses}")
    if losses[-1] > max_ratio * losses[0]:
        sys.exit(f"{path}: '{prefix}' loss went from {losses[0]} to "
                 f"{losses[-1]}, more than {max_ratio} x the first")
    print(f"{prefix}: loss {losses[0]} -> {losses[-1]} over {len(losses)} "
          f"epochs")


if __name__ == "__main__":
    main()
