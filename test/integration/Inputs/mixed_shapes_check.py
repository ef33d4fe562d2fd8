"""Checks the results of mixed-shapes.test against numpy (f32, rtol 1e-6)."""
import os
import sys

import numpy as np
import scipy.sparse as sp

d = sys.argv[1]
x = np.load(os.path.join(d, "d43.npy"))
z = np.load(os.path.join(d, "z.npy"))
c = sp.load_npz(os.path.join(d, "c23.npz")).toarray()
r = np.zeros((2, 3), np.float32)
r[1] = [1, -2, 3]
expected = {
    "relu_zero": np.maximum(z, 0),
    "add_zero": 2 * (z + z),
    "relu_cols3": 2 * np.maximum(x, 0),
    "add_cols3": x + x,
    "relu_csr_cols3": np.maximum(c, 0),
    "relu_rsp_rows2": np.maximum(r, 0),
}
bad = 0
for name, want in expected.items():
    got = np.load(os.path.join(d, name + ".npy"))
    ok = (got.dtype == np.float32 and got.shape == want.shape and
          np.allclose(got, want, rtol=1e-6, atol=0))
    print(name, got.shape, "ok" if ok else "MISMATCH %r vs %r" % (got, want))
    bad += not ok
sys.exit(1 if bad else 0)
