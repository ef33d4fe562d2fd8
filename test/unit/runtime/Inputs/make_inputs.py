#!/usr/bin/env python3
"""Regenerates the numpy/scipy fixture files of the runtime unit tests.

Run from anywhere with a Python that has numpy and scipy (on Debian:
/usr/bin/python3 make_inputs.py). The files are written next to this script.

With --check DIR, instead loads the files that RuntimeTests' writer tests leave
in their scratch directory through numpy/scipy and checks their contents:

  STYPE_RT_KEEP_TEMP=1 build/test/unit/RuntimeTests --gtest_filter='*Writes*'
  # prints "kept scratch files in DIR"
  /usr/bin/python3 make_inputs.py --check DIR
"""
import os
import sys

import numpy as np
import scipy.sparse as sp

HERE = os.path.dirname(os.path.abspath(__file__))


def out(name):
    return os.path.join(HERE, name)


def save_version(name, arr, version):
    with open(out(name), "wb") as f:
        np.lib.format.write_array(f, arr, version=version)


def generate():
    # Dense .npy, one per accepted dtype and rank.
    np.save(out("f32_2x3.npy"), np.arange(6, dtype="<f4").reshape(2, 3) / 2)
    np.save(out("f64_vec.npy"), np.array([1.5, -2.25, 1e300], dtype="<f8"))
    np.save(out("i64_2x3x4.npy"), np.arange(24, dtype="<i8").reshape(2, 3, 4) - 5)
    np.save(out("i32_vec.npy"), np.array([-2147483648, -1, 0, 7, 2147483647], dtype="<i4"))
    np.save(out("f64_scalar.npy"), np.array(3.25, dtype="<f8"))
    np.save(out("f32_empty_0x3.npy"), np.zeros((0, 3), dtype="<f4"))
    save_version("f32_v2.npy", np.array([1, 2, 3], dtype="<f4"), (2, 0))
    save_version("f32_v3.npy", np.array([4, 5], dtype="<f4"), (3, 0))
    # Rejected .npy files.
    np.save(out("f64_fortran.npy"), np.asfortranarray(np.arange(6.0).reshape(2, 3)))
    np.save(out("bool.npy"), np.array([True, False]))
    np.save(out("u8.npy"), np.array([1, 2], dtype="u1"))
    np.save(out("f32_bigendian.npy"), np.array([1, 2], dtype=">f4"))
    with open(out("f32_2x3.npy"), "rb") as f:
        whole = f.read()
    with open(out("truncated.npy"), "wb") as f:
        f.write(whole[:-5])
    with open(out("not_npy.npy"), "wb") as f:
        f.write(b"this is not a numpy file\n")

    # CSR through scipy.sparse.save_npz (int32 indices and indptr).
    dense = np.array([[0, 1.5, 0, 2], [0, 0, 0, 0], [3, 0, 0, -4]], dtype="<f8")
    sp.save_npz(out("csr_f64_compressed.npz"), sp.csr_matrix(dense))
    sp.save_npz(out("csr_f32_stored.npz"), sp.csr_matrix(dense.astype("<f4")),
                compressed=False)
    sp.save_npz(out("csr_empty.npz"), sp.csr_matrix((3, 4), dtype="<f4"))
    sp.save_npz(out("csc.npz"), sp.csc_matrix(dense))
    sp.save_npz(out("coo.npz"), sp.coo_matrix(dense))
    # Unsorted column ids within row 0: scipy keeps them as given.
    unsorted = sp.csr_matrix((np.array([2.0, 1.5]), np.array([3, 1], dtype="<i4"),
                              np.array([0, 2, 2, 2], dtype="<i4")), shape=(3, 4))
    unsorted.has_sorted_indices = False
    sp.save_npz(out("csr_unsorted.npz"), unsorted, compressed=False)
    # format as a unicode string, int64 indices, as numpy.savez writes them.
    np.savez(out("csr_unicode_format.npz"), data=np.array([7.0], dtype="<f8"),
             indices=np.array([1], dtype="<i8"), indptr=np.array([0, 0, 1], dtype="<i8"),
             shape=np.array([2, 2], dtype="<i8"), format="csr")
    # A 2-D indptr.
    np.savez(out("csr_bad_indptr.npz"), data=np.zeros(0), indices=np.zeros(0, "<i8"),
             indptr=np.zeros((2, 3), "<i8"), shape=np.array([2, 3]),
             format=np.array(b"csr"))
    np.savez(out("csr_missing_indptr.npz"), data=np.zeros(0), indices=np.zeros(0, "<i8"),
             shape=np.array([2, 3]), format=np.array(b"csr"))

    np.savez(out("csr_float_shape.npz"), data=np.zeros(0), indices=np.zeros(0, "<i8"),
             indptr=np.zeros(3, "<i8"), shape=np.array([2.0, 3.0]),
             format=np.array(b"csr"))
    # data.npy inside the archive is 5 bytes shorter than its header says.
    import io
    import zipfile
    with zipfile.ZipFile(out("csr_f32_stored.npz")) as src, \
            zipfile.ZipFile(out("csr_truncated_member.npz"), "w") as dst:
        for name in src.namelist():
            content = src.read(name)
            dst.writestr(name, content[:-5] if name == "data.npy" else content)

    # Row-sparse: shape (5, 2, 3), rows 1 and 4 stored.
    rsp_data = np.arange(12, dtype="<f4").reshape(2, 2, 3) + 1
    np.savez(out("rsp_f32_3d.npz"), data=rsp_data, indices=np.array([1, 4], dtype="<i8"),
             shape=np.array([5, 2, 3], dtype="<i8"), format=np.array(b"row_sparse"))
    np.savez_compressed(out("rsp_i64_1d.npz"), data=np.array([10, 20, 30], dtype="<i8"),
                        indices=np.array([0, 2, 6], dtype="<i8"),
                        shape=np.array([7], dtype="<i8"), format=np.array(b"row_sparse"))
    np.savez(out("rsp_unsorted.npz"), data=np.ones((2, 3), "<f8"),
             indices=np.array([3, 1], dtype="<i8"), shape=np.array([5, 3], dtype="<i8"),
             format=np.array(b"row_sparse"))
    np.savez(out("rsp_bad_data_shape.npz"), data=np.ones((2, 4), "<f8"),
             indices=np.array([0, 1], dtype="<i8"), shape=np.array([5, 3], dtype="<i8"),
             format=np.array(b"row_sparse"))

    # float16 (the multi-precision weights): a matrix of edge values, a
    # row_sparse tensor, and numpy's float32 -> float16 rounding of values
    # that include halfway cases, subnormals, overflow and signed zeros.
    np.save(out("f16_2x3.npy"), np.array([[0.5, -2.5, 65504], [2.0**-14, 2.0**-24, -0.0]], "<f2"))
    np.savez(out("rsp_f16.npz"), data=np.array([[1, 2, 3], [-4, 0.1, 1e-6]], "<f2"),
             indices=np.array([0, 2], dtype="<i8"), shape=np.array([4, 3], dtype="<i8"),
             format=np.array(b"row_sparse"))
    rng = np.random.default_rng(16)
    halves = np.arange(0, 0x7c00, dtype="<u2").view("<f2").astype("<f4")
    mids = (halves[:-1].astype("<f8") + halves[1:]) / 2  # exact ties in f32
    vals = np.concatenate([
        rng.standard_normal(2000).astype("<f4") * np.float32(100),
        rng.uniform(-2.0**-13, 2.0**-13, 1000).astype("<f4"),
        mids[rng.integers(0, len(mids), 1000)].astype("<f4"),
        np.array([65504, 65519.99, 65520, 1e6, 2.0**-25, 3 * 2.0**-25, 2.0**-26, -0.0, 0.0, np.inf, -np.inf],
                 "<f4")])
    vals = np.concatenate([vals, -vals])
    np.save(out("f16_round_in.npy"), vals)
    with np.errstate(over="ignore"):
        np.save(out("f16_round_out.npy"), vals.astype("<f2"))

    with open(out("not_a_zip.npz"), "wb") as f:
        f.write(b"PK? no, just text\n")


def check(directory):
    """Checks the files written by RuntimeTests' *Writer* tests."""
    m = sp.load_npz(os.path.join(directory, "written_csr.npz"))
    assert m.format == "csr" and m.shape == (3, 4), (m.format, m.shape)
    np.testing.assert_array_equal(
        m.toarray(), np.array([[0, 1.5, 0, 2], [0, 0, 0, 0], [3, 0, 0, -4]]))
    m = sp.load_npz(os.path.join(directory, "written_csr_compressed.npz"))
    assert m.dtype == np.float32 and m.nnz == 4
    z = np.load(os.path.join(directory, "written_rsp.npz"))
    assert z["format"].item() == b"row_sparse"
    np.testing.assert_array_equal(z["shape"], [5, 2, 3])
    np.testing.assert_array_equal(z["indices"], [1, 4])
    assert z["data"].shape == (2, 2, 3)
    for name, want in [("written_f32_2x3.npy", np.arange(6, dtype="<f4").reshape(2, 3) / 2),
                       ("written_f64_scalar.npy", np.array(3.25)),
                       ("written_i64_empty.npy", np.zeros((0, 4), "<i8")),
                       ("written_f16.npy", np.array([[1, -0.5, 65504], [2.0**-24, 0, 3]], "<f2"))]:
        got = np.load(os.path.join(directory, name))
        assert got.dtype == want.dtype and got.shape == want.shape, (name, got)
        np.testing.assert_array_equal(got, want)
    print("all written files load in numpy/scipy")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--check":
        check(sys.argv[2])
    else:
        generate()
