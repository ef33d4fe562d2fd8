"""Compares two checkpoints of stype_dist_table_save (docs/distributed.md,
"Checkpoints") written by runs on different numbers of processes from the
same initial checkpoint: the same rows must have changed, and every value
must agree within the f32 reassociation tolerance given (the runs sum the
same gradients in different groupings).

  compare_checkpoints.py INITIAL A B RTOL ATOL
"""
import sys

import numpy as np


def load(path):
    raw = open(path, "rb").read()
    assert raw[:8] == b"STYPEDT\x01", path + ": not a checkpoint"
    dtype, ndim, num_states = np.frombuffer(raw[12:24], dtype="<i4")
    shape = np.frombuffer(raw[24:24 + 8 * 8], dtype="<i8")[:ndim]
    lengths = np.frombuffer(raw[88:88 + 4 * 8], dtype="<i8")[:num_states]
    step = int(np.frombuffer(raw[120:128], dtype="<i8")[0])
    element = np.float32 if dtype == 0 else np.float64
    rows, length = int(shape[0]), int(np.prod(shape[1:]))
    arrays, at = [], 256
    for n in [length] + [int(l) for l in lengths]:
        count = rows * n
        arrays.append(np.frombuffer(raw[at:], dtype=element, count=count)
                      .reshape(rows, n))
        at += count * np.dtype(element).itemsize
    assert at == len(raw), path + ": size"
    return step, arrays


def main():
    initial, a, b = (load(p) for p in sys.argv[1:4])
    rtol, atol = float(sys.argv[4]), float(sys.argv[5])
    assert a[0] == b[0], "steps differ: %d and %d" % (a[0], b[0])
    changed_a = (a[1][0] != initial[1][0]).any(axis=1)
    changed_b = (b[1][0] != initial[1][0]).any(axis=1)
    same_rows = bool((changed_a == changed_b).all())
    worst, bits = 0.0, True
    for x, y in zip(a[1], b[1]):
        x64, y64 = x.astype(np.float64), y.astype(np.float64)
        excess = np.abs(x64 - y64) - (atol + rtol * np.abs(y64))
        worst = max(worst, float(np.max(np.abs(x64 - y64) /
                                        (atol + rtol * np.abs(y64)))))
        bits = bits and x.dtype == y.dtype and x.shape == y.shape and \
            x.tobytes() == y.tobytes()
        if (excess > 0).any():
            print("FAIL: values differ beyond rtol %g atol %g" % (rtol, atol))
    print("step %d: %d of %d rows updated in both: %s; values %s "
          "(largest difference %.3f of the tolerance rtol %g atol %g)"
          % (a[0], int(changed_a.sum()), len(changed_a),
             "same rows" if same_rows else "FAIL: different rows",
             "bit-identical" if bits else "within tolerance", worst, rtol,
             atol))
    return 0 if same_rows and worst <= 1 else 1


if __name__ == "__main__":
    sys.exit(main())
