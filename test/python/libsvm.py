# RUN: %python %s 2>&1 | FileCheck %s
# stype.io.LibSVMIter and stype.load_libsvm against
# sklearn.datasets.load_svmlight_file on the same files: comments, blank
# lines, qid, weights, zero- and one-based indices, no final newline;
# malformed files raise LibSVMError at file:line:column; a seeded random
# file read in batches (round_batch wrap-around and pad over several
# epochs, num_parts/part_index byte partitions) equals sklearn's rows.
import gc
import os
import shutil
import tempfile
import threading

import numpy as np
from sklearn.datasets import load_svmlight_file

import stype
from common import SEED, check, close, failures, finish, raises, rng
from stype.io import LibSVMError, LibSVMIter

# CHECK: seed {{[0-9]+}}
TMP = tempfile.mkdtemp(prefix="stype-libsvm-")


def write(name, text):
    path = os.path.join(TMP, name)
    with open(path, "w") as f:
        f.write(text)
    return path


def sk(path, **kwargs):
    kwargs.setdefault("zero_based", True)
    return load_svmlight_file(path, dtype=np.float32, **kwargs)


def same_csr(got, want, what):
    """got (ours) equals want (sklearn's), with int64 index arrays."""
    check(got.shape == want.shape, what + ": shape %s, want %s"
          % (got.shape, want.shape))
    check(got.indices.dtype == np.int64 and got.indptr.dtype == np.int64,
          what + ": int64 indices")
    check(np.array_equal(got.indptr, want.indptr), what + ": indptr")
    check(np.array_equal(got.indices, want.indices), what + ": indices")
    close(got.data, want.data, what + ": values", rtol=1e-7, atol=0)


# --- Valid files: comments, blank lines, qid, explicit zeros, no final
# newline, CR LF.
BASIC = ("# a comment line\n"
         "1 0:1.5 3:2\n"
         "\n"
         "  \t\n"
         "-1 qid:3 1:-2 2:3e2  # trailing comment\n"
         "0\n"
         "2.5 2:0\r\n"
         "3 0:-0.25 4:1e-3")
basic = write("basic.svm", BASIC)
X, y = stype.load_libsvm(basic)
Xs, ys = sk(basic)
same_csr(X, Xs, "basic")
close(y, ys, "basic labels", rtol=0, atol=0)
check(X.dtype == np.float32 and y.dtype == np.float32, "float32 default")
print("basic", X.shape, X.nnz)
# CHECK: basic (5, 5) 7
X64, y64 = stype.load_libsvm(basic, num_features=8, dtype=np.float64)
check(X64.dtype == np.float64 and y64.dtype == np.float64, "float64")
same_csr(X64, sk(basic, n_features=8)[0], "basic, num_features 8")
close(y64, ys, "float64 labels", rtol=0, atol=0)

# label:weight is MXNet's (the weight is ignored); sklearn rejects it.
weighted = write("weighted.svm", "1:0.5 0:1\n2:3 1:2\n")
Xw, yw = stype.load_libsvm(weighted)
same_csr(Xw, sk(write("unweighted.svm", "1 0:1\n2 1:2\n"))[0], "weights")
close(yw, [1, 2], "labels without weights", rtol=0, atol=0)
raises(ValueError, sk, weighted)

# An empty file (comments only).
Xe, ye = stype.load_libsvm(write("empty.svm", "# nothing\n\n"))
check(Xe.shape == (0, 0) and ye.shape == (0,), "empty file")
check(stype.load_libsvm(write("empty2.svm", ""), 4)[0].shape == (0, 4),
      "empty file, num_features")

# --- One-based files: zero_based=False and sklearn's "auto".
ONE = "1 1:0.5 4:2\n0 2:1\n# c\n-1 3:7 5:1"
one = write("one.svm", ONE)
for zb in (False, "auto"):
    Xo, yo = stype.load_libsvm(one, zero_based=zb)
    Xso, yso = sk(one, zero_based=zb)
    same_csr(Xo, Xso, "one-based, zero_based=%r" % zb)
    close(yo, yso, "one-based labels", rtol=0, atol=0)
    same_csr(stype.load_libsvm(one, 6, zero_based=zb)[0],
             sk(one, zero_based=zb, n_features=6)[0],
             "one-based, num_features 6, zero_based=%r" % zb)
# "auto" on a file with index 0 is zero-based.
same_csr(stype.load_libsvm(basic, zero_based="auto")[0],
         sk(basic, zero_based="auto")[0], "auto on a zero-based file")
msg = raises(LibSVMError, stype.load_libsvm, basic, zero_based=False)
check(msg == basic + ":2:3: feature index 0 in a one-based file (indices "
      "start at 1)", "index 0 in a one-based file: %s" % msg)
raises(ValueError, sk, basic, zero_based=False)
for zb in (False, "auto"):
    msg = raises(LibSVMError, stype.load_libsvm, one, 4, zero_based=zb)
    check(msg == one + ":4:8: feature index 5 is out of range: numFeatures "
          "is 4 (indices are one-based)", "one-based range %r: %s" % (zb, msg))
    raises(ValueError, sk, one, zero_based=zb, n_features=4)
raises(ValueError, stype.load_libsvm, one, zero_based="yes",
       match="zero_based must be")

# --- Malformed files: LibSVMError (a stype.Error and a ValueError) at
# file:line:column, from load_libsvm and from LibSVMIter; sklearn rejects
# the same files.
MALFORMED = [
    ("bad index", "1 0:1\n\n0 a:1\n", ":3:3: invalid feature index 'a'"),
    ("bad value", "1 0:1\n0 2:x\n", ":2:5: invalid value 'x' for feature 2"),
    ("bad label", "1 0:1\nz 2:1\n", ":2:1: invalid label 'z'"),
    ("negative index", "# c\n1 -1:1\n", ":2:3: negative feature index -1"),
    ("descending", "1 3:1 2:1\n", ":1:7: feature indices must be strictly "
     "ascending within a line: 2 after 3"),
    ("duplicate", "1 0:1\n1 3:1 3:1", ":2:7: feature indices must be "
     "strictly ascending within a line: 3 after 3"),
    ("index only", "1 0:1 5\n", ":1:7: feature '5' has no ':value'"),
]
for i, (what, text, where) in enumerate(MALFORMED):
    path = write("bad%d.svm" % i, text)
    raises(ValueError, sk, path)
    for read in (lambda: stype.load_libsvm(path),
                 lambda: list(LibSVMIter(path, (10,)))):
        try:
            read()
            check(False, what + ": nothing raised")
        except LibSVMError as e:
            check(isinstance(e, stype.Error) and isinstance(e, ValueError),
                  what + ": hierarchy")
            check(str(e).startswith(path + where), what + ": " + str(e))
print(str(raises(LibSVMError, stype.load_libsvm,
                 write("bad.svm", "1 0:1\n0 2:x\n"))).replace(TMP, "TMP"))
# CHECK: TMP/bad.svm:2:5: invalid value 'x' for feature 2: expected a number

# An index beyond data_shape / num_features.
big = write("big.svm", "1 0:1\n0 1:1 4:1\n")
raises(ValueError, sk, big, n_features=4)
want = big + ":2:7: feature index 4 is out of range: numFeatures is 4"
check(raises(LibSVMError, stype.load_libsvm, big, 4) == want,
      "load_libsvm range")
check(raises(LibSVMError, lambda: list(LibSVMIter(big, (4,)))) == want,
      "LibSVMIter range")
# The batch before the bad line comes out first.
it = LibSVMIter(big, (4,), batch_size=1)
check(next(it).data.toarray().tolist() == [[1, 0, 0, 0]], "row before")
raises(LibSVMError, next, it, match=":2:7:")

# --- Files and arguments.
missing = os.path.join(TMP, "missing.svm")
raises(FileNotFoundError, stype.load_libsvm, missing)
raises(FileNotFoundError, LibSVMIter, missing, (4,))
raises(IsADirectoryError, LibSVMIter, TMP, (4,))
raises(ValueError, LibSVMIter, basic, (4, 2), match="1-D")
raises(ValueError, LibSVMIter, basic, (0,), match="data_shape[0]")
raises(ValueError, LibSVMIter, basic, (8,), batch_size=0, match="batch_size")
raises(TypeError, LibSVMIter, basic, (8,), batch_size=2.0)
raises(ValueError, LibSVMIter, basic, (8,), num_parts=2, part_index=2,
       match="part_index")
raises(ValueError, LibSVMIter, basic, (8,), round_batch=False,
       match="round_batch=False is not supported")
raises(TypeError, LibSVMIter, basic, (8,), dtype="int64", match="float32")
raises(TypeError, stype.load_libsvm, basic, dtype=np.float16)
# One wrap-around must fill the last batch (MXNet: "number of input must be
# bigger than batch size").
raises(LibSVMError, lambda: list(LibSVMIter(basic, (8,), batch_size=11)),
       match="fewer rows than one batch")
# An int data_shape is taken as (n,).
check(LibSVMIter(basic, 8).data_shape == (8,), "int data_shape")

# MXNet's example: 4 rows, batch 3 -> [r1 r2 r3], [r4 r1 r2] pad 2; each
# epoch ends with its wrapped batch and the next starts after the wrapped
# rows: [r3 r4 r1] pad 1, then [r2 r3 r4], then from r1 again.
four = write("four.svm", "1 0:1\n2 1:1\n3 2:1\n4 3:1\n")
it = LibSVMIter(four, (4,), batch_size=3)
for epoch in range(4):
    print("epoch", epoch, [(b.label.tolist(), b.pad) for b in it])
    check(next(it, None) is None, "the epoch stays over until reset()")
    it.reset()
# CHECK: epoch 0 [([1.0, 2.0, 3.0], 0), ([4.0, 1.0, 2.0], 2)]
# CHECK: epoch 1 [([3.0, 4.0, 1.0], 1)]
# CHECK: epoch 2 [([2.0, 3.0, 4.0], 0)]
# CHECK: epoch 3 [([1.0, 2.0, 3.0], 0), ([4.0, 1.0, 2.0], 2)]
check(next(iter(it)).data.indices.dtype == np.int64, "int64 batch indices")
# reset() in the middle of an epoch starts it over.
it.reset()
it.reset()
check(next(it).label.tolist() == [1, 2, 3], "reset mid-epoch")
# The arrays own the runtime's buffers: they outlive the iterator.
batch = next(it)
del it
gc.collect()
check(batch.data.toarray()[0].tolist() == [0, 0, 0, 1], "batch outlives")
print(batch)
# CHECK: <LibSVMBatch 3x4, nnz 3, pad 2>

# --- A seeded random file, many rows, read in batches.
NUM_FEATURES = 300
lines, is_row = [], []
for r in range(2000):
    u = rng.random()
    if u < 0.03:
        lines.append("")
        is_row.append(False)
        continue
    if u < 0.06:
        lines.append("# comment %d" % r)
        is_row.append(False)
        continue
    nnz = int(rng.integers(0, 12))
    idx = np.sort(rng.choice(NUM_FEATURES, nnz, replace=False))
    vals = rng.normal(size=nnz) * 10.0 ** rng.integers(-3, 4, size=nnz)
    parts = ["%d" % rng.integers(-1, 3) if rng.random() < 0.5
             else "%.6g" % rng.normal()]
    if rng.random() < 0.1:
        parts.append("qid:%d" % rng.integers(1, 9))
    parts += ["%d:%.7g" % (i, v) for i, v in zip(idx, vals)]
    if rng.random() < 0.05:
        parts.append("# trailing")
    lines.append(" ".join(parts))
    is_row.append(True)
random_path = write("random.svm", "\n".join(lines))  # no final newline
Xr, yr = sk(random_path, n_features=NUM_FEATURES)
Xr = Xr.tocsr()
mine, my_y = stype.load_libsvm(random_path, NUM_FEATURES)
same_csr(mine, Xr, "random file, load_libsvm")
close(my_y, yr, "random labels", rtol=1e-7, atol=0)
num_rows = Xr.shape[0]
print("random rows", num_rows == sum(is_row), num_rows > 1800)
# CHECK: random rows True True

RAW = open(random_path, "rb").read()
starts = np.cumsum([0] + [len(l) + 1 for l in lines[:-1]])
row_of_line = np.cumsum(is_row) - 1


def part_rows(num_parts, k):
    """The rows of part k: dmlc's InputSplit, written again from its rule
    (byte ranges of ceil(size / num_parts), each interior boundary moved to
    just after the next newline at or after it)."""
    size = len(RAW)
    step = -(-size // num_parts)

    def align(b):
        if b == 0 or b >= size:
            return min(b, size)
        nl = RAW.find(b"\n", b)
        return size if nl < 0 else nl + 1
    begin = align(min(k * step, size))
    end = max(align(min((k + 1) * step, size)), begin)
    return [row_of_line[i] for i, s in enumerate(starts)
            if is_row[i] and begin <= s < end], (begin, end)


def expected_epochs(rows, batch_size, epochs):
    """MXNet's round_batch: full batches, then the last one wraps to the
    start; the next epoch starts after the wrapped rows."""
    out, start = [], 0
    for _ in range(epochs):
        batches, s, n = [], start, len(rows)
        while s + batch_size <= n:
            batches.append((rows[s:s + batch_size], 0))
            s += batch_size
        start = 0
        if s < n:
            need = batch_size - (n - s)
            batches.append((rows[s:] + rows[:need], need))
            start = need
        out.append(batches)
    return out


covered = []
for batch_size, num_parts in [(1, 1), (7, 1), (64, 1), (1500, 1), (33, 3),
                              (10, 4), (5, 7)]:
    for k in range(num_parts):
        rows, byte_range = part_rows(num_parts, k)
        if num_parts > 1:
            covered += rows
        it = LibSVMIter(random_path, (NUM_FEATURES,), batch_size=batch_size,
                        num_parts=num_parts, part_index=k)
        what = "batch %d, part %d/%d" % (batch_size, k, num_parts)
        check(it.part_range == byte_range, what + ": byte range %s, want %s"
              % (it.part_range, byte_range))
        for e, want in enumerate(expected_epochs(rows, batch_size, 3)):
            got = list(it)
            it.reset()
            check(len(got) == len(want), "%s, epoch %d: %d batches, want %d"
                  % (what, e, len(got), len(want)))
            for b, (g, (idx, pad)) in enumerate(zip(got, want)):
                where = "%s, epoch %d, batch %d" % (what, e, b)
                check(g.pad == pad, where + ": pad %d, want %d" % (g.pad, pad))
                same_csr(g.data, Xr[idx], where)
                close(g.label, yr[idx], where + ": labels", rtol=1e-7, atol=0)
                if failures:  # one wrong batch is enough to see
                    break

check(sorted(covered) == sorted(list(range(num_rows)) * 3),
      "partitions cover every row once")

# float64 batches.
b64 = next(iter(LibSVMIter(random_path, (NUM_FEATURES,), batch_size=50,
                           dtype="float64")))
check(b64.data.dtype == np.float64 and b64.label.dtype == np.float64,
      "float64 batches")
same_csr(b64.data, sk(random_path, n_features=NUM_FEATURES)[0][:50]
         .astype(np.float64), "float64 batch")

# Two threads, each with its own iterator, read at once (the reads release
# the GIL) and see the same batches as one thread alone.
alone = [b.data.toarray() for b in LibSVMIter(random_path, (NUM_FEATURES,),
                                              batch_size=100)]
seen = [None, None]


def read_all(t):
    seen[t] = [b.data.toarray() for b in LibSVMIter(
        random_path, (NUM_FEATURES,), batch_size=100)]


threads = [threading.Thread(target=read_all, args=(t,)) for t in range(2)]
for t in threads:
    t.start()
for t in threads:
    t.join()
for t in range(2):
    check(seen[t] is not None and len(seen[t]) == len(alone) and
          all(np.array_equal(a, b) for a, b in zip(seen[t], alone)),
          "thread %d" % t)

# One iterator shared by two threads: each row comes out once, whole.
counted = write("counted.svm", "".join("%d 0:%d 7:1\n" % (i, i)
                                       for i in range(600)))
shared = LibSVMIter(counted, (8,), batch_size=3)
got_rows = [[], []]


def drain(t):
    for b in shared:
        got_rows[t] += [(lab, row) for lab, row in
                        zip(b.label.tolist(), b.data.toarray().tolist())]


threads = [threading.Thread(target=drain, args=(t,)) for t in range(2)]
for t in threads:
    t.start()
for t in threads:
    t.join()
rows = got_rows[0] + got_rows[1]
check(sorted(lab for lab, _ in rows) == list(range(600)),
      "a shared iterator gives every row once")
check(all(row == [lab] + [0] * 6 + [1] for lab, row in rows),
      "a shared iterator's rows are whole")

shutil.rmtree(TMP)
print("seed used", SEED)
finish()
# CHECK: all checks passed
