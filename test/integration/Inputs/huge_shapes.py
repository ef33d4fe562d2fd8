"""Writes the huge-shaped inputs of huge-shapes.test into a folder.

Shapes, not data, are huge: a csr of 1 x 2^40 or 2 x 2^62 holds three
entries, the last ones at the far end of a row, so a kernel that wraps its
byte count or ignores a failed allocation writes far outside its buffer.
"""
import os
import sys

import numpy as np


def csr(path, shape, indptr, indices, data):
    np.savez(path, data=np.asarray(data, np.float32),
             indices=np.asarray(indices, np.int64),
             indptr=np.asarray(indptr, np.int64),
             shape=np.asarray(shape, np.int64),
             format=np.array(b"csr"))


def rsp(path, shape, indices, data):
    np.savez(path, data=np.asarray(data, np.float32),
             indices=np.asarray(indices, np.int64),
             shape=np.asarray(shape, np.int64),
             format=np.array(b"row_sparse"))


def main(out):
    os.makedirs(out, exist_ok=True)
    t40, t62 = 2 ** 40, 2 ** 62
    csr(f"{out}/csr_1x2p40.npz", (1, t40), [0, 2], [0, t40 - 1], [1, 2])
    csr(f"{out}/csr_2x2p62.npz", (2, t62), [0, 2, 3],
        [0, t62 - 1, t62 - 2], [1, 2, 3])
    rsp(f"{out}/rsp_2p40x4.npz", (t40, 4), [0, t40 - 1], np.ones((2, 4)))
    rsp(f"{out}/rsp_2p62x4.npz", (t62, 4), [0, t62 - 1], np.ones((2, 4)))
    np.save(f"{out}/d_1x1.npy", np.ones((1, 1), np.float32))
    np.save(f"{out}/d_1x2.npy", np.array([[1, 10]], np.float32))
    np.save(f"{out}/d_1x3.npy", np.ones((1, 3), np.float32))
    np.save(f"{out}/d_2x3.npy", np.ones((2, 3), np.float32))
    with open(f"{out}/far_2p40.libsvm", "w") as f:
        f.write(f"1 0:1 {t40 - 1}:2\n")
    with open(f"{out}/far_2p62.libsvm", "w") as f:
        f.write(f"1 0:1 {t62 - 1}:2\n")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
