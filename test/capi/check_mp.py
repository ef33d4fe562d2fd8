"""Checks what mp-capi-test (test/capi/mp_capi_test.c) wrote against numpy.

1. The f16 conversion helpers of the C API (stype_f16_to_f32 over all 65536
   bit patterns, stype_f32_to_f16 over every f16 value, every tie between
   neighbours and the f32 values on either side of it, and specials) against
   numpy's float16 casts, bit for bit; NaN compares by sign and payload with
   the quiet bit set (numpy keeps a signalling NaN's quiet bit clear or sets
   it depending on whether the CPU converts it).
2. The multi-precision optimizer updates called from C against MXNet's
   formulas (/work/shared/mxnet-semantics.md section 4, computed here in
   float32 on the master copy), with the hyper-parameters of
   Inputs/mp_kernels.mlir and Inputs/mp_rsp_kernels.mlir and the run-time
   values mp_capi_test.c passes.

Usage: check_mp.py <directory mp-capi-test wrote>.  Prints one line per check
and exits non-zero if any failed.
"""

import os
import sys

import numpy as np

np.seterr(over="ignore")  # the overflow cases narrow to infinity

DIR = sys.argv[1]
F32 = np.float32
failures = 0


def report(ok, what, detail=""):
    global failures
    print(("ok " if ok else "FAIL ") + what + ("" if ok else ": " + detail))
    if not ok:
        failures += 1


def load(name):
    return np.load(os.path.join(DIR, name))


def load_rsp(name):
    """A row_sparse .npz as (dense array, stored row ids)."""
    z = np.load(os.path.join(DIR, name))
    assert bytes(z["format"]).decode().strip("\0") == "row_sparse", name
    dense = np.zeros(tuple(z["shape"]), dtype=z["data"].dtype)
    dense[z["indices"]] = z["data"]
    return dense, z["indices"]


# ---------------------------------------------------------------------------
# 1. Conversions
# ---------------------------------------------------------------------------


def same_bits32(a, b):
    """f32 arrays equal bit for bit; NaNs by sign and payload, quiet bit set."""
    ua, ub = a.view(np.uint32), b.view(np.uint32)
    nan = np.isnan(a) & np.isnan(b)
    quiet = np.uint32(0x00400000)
    return np.where(nan, (ua | quiet) == (ub | quiet), ua == ub)


def same_bits16(a, b):
    ua, ub = a.view(np.uint16), b.view(np.uint16)
    nan = np.isnan(a) & np.isnan(b)
    quiet = np.uint16(0x0200)
    return np.where(nan, (ua | quiet) == (ub | quiet), ua == ub)


every = np.arange(65536, dtype=np.uint32).astype(np.uint16).view(np.float16)
h2f = load("h2f.npy")
want = every.astype(F32)
eq = same_bits32(h2f, want)
report(h2f.dtype == F32 and h2f.shape == (65536,) and eq.all(),
       "stype_f16_to_f32 on all 65536 f16 patterns",
       "first difference at pattern 0x%04x" % int(np.argmin(eq)))
report(int(np.isnan(h2f).sum()) == 2046 and
       int(np.isinf(h2f).sum()) == 2, "NaN and infinity patterns widened")

f2h_in, f2h_out = load("f2h_in.npy"), load("f2h_out.npy")
report(f2h_out.dtype == np.float16 and f2h_in.shape == f2h_out.shape,
       "f2h_out.npy is <f2 with one value per input")
want = f2h_in.astype(np.float16)
eq = same_bits16(f2h_out, want)
bad = np.flatnonzero(~eq)
report(eq.all(), "stype_f32_to_f16 on %d values (values, ties, neighbours "
       "of ties, specials)" % f2h_in.size,
       "" if eq.all() else "input %r (bits 0x%08x): got 0x%04x, numpy 0x%04x"
       % (float(f2h_in[bad[0]]), int(f2h_in.view(np.uint32)[bad[0]]),
          int(f2h_out.view(np.uint16)[bad[0]]), int(want.view(np.uint16)[bad[0]])))
ties = f2h_in[np.isfinite(f2h_in)]
report(int((ties.astype(np.float16).astype(F32) != ties).sum()) > 60000,
       "the narrowing inputs include inexact values (ties and neighbours)")

# ---------------------------------------------------------------------------
# 2. Multi-precision updates
# ---------------------------------------------------------------------------


def clip(x, c):
    return np.clip(x, F32(-c), F32(c)) if c >= 0 else x


def compare(name, got, want):
    """f32 results within rtol 1e-5 of the MXNet reference."""
    ok = got.dtype == want.dtype and got.shape == want.shape and \
        np.allclose(got, want, rtol=1e-5, atol=1e-7)
    report(ok, name, "max |diff| %g" % float(np.max(np.abs(
        got.astype(np.float64) - want))) if got.shape == want.shape else
        "shape %s vs %s" % (got.shape, want.shape))


def check_weight(name, w16_out, w32_out, w32_ref, w16_in, touched):
    """The f16 weight is the f16 rounding of the returned master copy, bit
    for bit; within one f16 step of the rounding of the reference's; rows
    outside `touched` keep their input bits."""
    report(w16_out.dtype == np.float16 and
           np.array_equal(w16_out.view(np.uint16),
                          w32_out.astype(np.float16).view(np.uint16)),
           name + ": f16 weight = f16(master copy) bit for bit")
    d = np.abs(w16_out.view(np.uint16).astype(np.int32) -
               w32_ref.astype(np.float16).view(np.uint16).astype(np.int32))
    report(int(d.max()) <= 1, name + ": f16 weight within one f16 step of "
           "numpy's", "max step difference %d" % int(d.max()))
    rows = np.setdiff1d(np.arange(w16_in.shape[0]), touched)
    report(np.array_equal(w16_out[rows].view(np.uint16),
                          w16_in[rows].view(np.uint16)),
           name + ": rows without a gradient keep their f16 bits")


def sgd_mom(prefix, g, rows, lr, momentum, wd, rescale, clip_c):
    w16, m, w32 = load(prefix + "_w.npy"), load(prefix + "_m.npy"), \
        load(prefix + "_w32.npy")
    report(w16.dtype == np.float16 and g.dtype == np.float16,
           prefix + ": f16 weight and gradient written as <f2")
    m_ref, w32_ref = m.copy(), w32.copy()
    g32 = g.astype(F32)
    lr, momentum, wd = F32(lr), F32(momentum), F32(wd)
    for i in rows:
        gi = clip(F32(rescale) * g32[i], clip_c)
        m_ref[i] = momentum * m[i] - lr * wd * w32[i] - lr * gi
        w32_ref[i] = w32[i] + m_ref[i]
    om, ow32, ow = load(prefix + "_out_m.npy"), load(prefix + "_out_w32.npy"), \
        load(prefix + "_out_w.npy")
    compare(prefix + ": momentum", om, m_ref)
    compare(prefix + ": master copy", ow32, w32_ref)
    check_weight(prefix, ow, ow32, w32_ref, w16, rows)
    untouched = np.setdiff1d(np.arange(m.shape[0]), rows)
    # Bit for bit (bytes: array_equal takes -0.0 for 0.0).
    report(om[untouched].tobytes() == m[untouched].tobytes() and
           ow32[untouched].tobytes() == w32[untouched].tobytes(),
           prefix + ": states of rows without a gradient unchanged")


def adam(prefix, loader, g, rows, lr, t, wd, rescale, clip_c,
         beta1=0.9, beta2=0.999, eps=1e-8):
    w16, m, v, w32 = (loader(prefix + s) for s in ("_w", "_m", "_v", "_w32"))
    lr_t = F32(lr * np.sqrt(1 - beta2 ** t) / (1 - beta1 ** t))
    b1, b2 = F32(beta1), F32(beta2)
    m_ref, v_ref, w32_ref = m.copy(), v.copy(), w32.copy()
    g32 = g.astype(F32)
    for i in rows:
        gi = clip(F32(rescale) * g32[i] + F32(wd) * w32[i], clip_c)
        m_ref[i] = b1 * m[i] + (F32(1) - b1) * gi
        v_ref[i] = b2 * v[i] + (F32(1) - b2) * gi * gi
        w32_ref[i] = w32[i] - lr_t * m_ref[i] / (np.sqrt(v_ref[i]) + F32(eps))
    om, ov, ow32, ow = (loader(prefix + "_out" + s)
                        for s in ("_m", "_v", "_w32", "_w"))
    compare(prefix + ": mean", om, m_ref)
    compare(prefix + ": variance", ov, v_ref)
    compare(prefix + ": master copy", ow32, w32_ref)
    check_weight(prefix, ow, ow32, w32_ref, w16, rows)


def dense_loader(stem):
    return load(stem + ".npy")


def rsp_loader(stem):
    dense, idx = load_rsp(stem + ".npz")
    # Weights, states and master copies of mp_adam_rsp store every row.
    report(np.array_equal(idx, np.arange(dense.shape[0])),
           stem + ": stores every row")
    return dense


all_rows = np.arange(7)
sgd_mom("sgd_dense", load("sgd_dense_g.npy"), all_rows, lr=0.1, momentum=0.9,
        wd=0.01, rescale=0.5, clip_c=0.3)
g, g_rows = load_rsp("sgd_lazy_g.npz")
report(list(g_rows) == [1, 4, 6], "sgd_lazy: gradient rows 1, 4, 6")
sgd_mom("sgd_lazy", g, g_rows, lr=0.05, momentum=0.9, wd=0.01, rescale=1.0,
        clip_c=-1)
adam("adam_dense", dense_loader, load("adam_dense_g.npy"), all_rows, lr=0.01,
     t=3, wd=0.01, rescale=1.0, clip_c=1.0)
g, g_rows = load_rsp("adam_lazy_g.npz")
adam("adam_lazy", dense_loader, g, g_rows, lr=0.02, t=1, wd=0.0, rescale=2.0,
     clip_c=-1)
g, g_rows = load_rsp("adam_rsp_g.npz")
report(g.dtype == np.float16 and list(g_rows) == [0, 3, 5],
       "adam_rsp: f16 row_sparse gradient rows 0, 3, 5")
adam("adam_rsp", rsp_loader, g, g_rows, lr=0.01, t=5, wd=0.02, rescale=1.0,
     clip_c=0.5)

print("%d failure(s)" % failures)
sys.exit(1 if failures else 0)
