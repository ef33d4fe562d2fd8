"""Row-sparse arrays, in the spirit of MXNet's RowSparseNDArray.

A RowSparseArray of shape ``(n, ...)`` stores the rows listed in
``indices`` (int64, strictly ascending, in ``[0, n)``) densely in ``data``
(shape ``(len(indices), ...)``); every other row is zero.  ``csr`` data is
held in ``scipy.sparse.csr_matrix``, ``default`` data in ``numpy.ndarray``.
"""

import numpy as np

from . import _stype

__all__ = ["RowSparseArray", "row_sparse_array", "zeros", "storage_type"]

_VALUE_DTYPES = (np.float32, np.float64, np.float16, np.int64)


def _index_array(indices):
    idx = np.asarray(indices)
    if idx.ndim != 1:
        raise ValueError("indices must be 1-D, got shape %s" % (idx.shape,))
    if idx.size and idx.dtype.kind not in "iu":
        raise TypeError("indices must be integers, got %s" % idx.dtype)
    if idx.dtype != np.int64:
        idx = idx.astype(np.int64)
    return idx


class RowSparseArray:
    """A row_sparse tensor: ``dense[indices[i], ...] == data[i, ...]``.

    ``RowSparseArray(data, indices, shape)`` keeps ``data`` and an int64
    ``indices`` without copying them (other integer indices are converted),
    so a function that updates the array in place writes into these arrays.
    """

    __slots__ = ("data", "indices", "shape")
    stype = "row_sparse"

    def __init__(self, data, indices, shape=None, dtype=None):
        data = np.asarray(data, dtype=dtype)
        if data.dtype.type not in _VALUE_DTYPES:
            raise TypeError("data must be float32, float64, float16 or "
                            "int64, got %s" % data.dtype)
        if data.ndim < 1:
            raise ValueError("data must have at least one dimension "
                             "(one row per index)")
        indices = _index_array(indices)
        if indices.shape[0] != data.shape[0]:
            raise ValueError("%d indices for %d data rows"
                             % (indices.shape[0], data.shape[0]))
        if shape is None:
            rows = int(indices.max()) + 1 if indices.size else 0
            shape = (rows,) + tuple(data.shape[1:])
        shape = tuple(int(s) for s in shape)
        if len(shape) != data.ndim or tuple(data.shape[1:]) != shape[1:]:
            raise ValueError("data of shape %s does not hold rows of a "
                             "tensor of shape %s" % (data.shape, shape))
        self.data = data
        self.indices = indices
        self.shape = shape
        self.check_format()

    @classmethod
    def _from_parts(cls, data, indices, shape):
        # Results of compiled functions: already checked by the kernel.
        out = cls.__new__(cls)
        out.data = data
        out.indices = indices
        out.shape = tuple(shape)
        return out

    @property
    def dtype(self):
        return self.data.dtype

    @property
    def ndim(self):
        return len(self.shape)

    @property
    def nnr(self):
        """The number of stored rows."""
        return self.indices.shape[0]

    def check_format(self, full_check=True):
        """MXNet's check_format: data shape, and with ``full_check`` row ids
        strictly ascending and in range.  Raises ValueError."""
        if self.data.shape[0] != self.indices.shape[0]:
            raise ValueError("%d indices for %d data rows"
                             % (self.indices.shape[0], self.data.shape[0]))
        if full_check:
            _stype.check_format_row_sparse(self.data, self.indices,
                                           list(self.shape))

    def asnumpy(self):
        """The dense numpy array."""
        out = np.zeros(self.shape, dtype=self.dtype)
        out[self.indices] = self.data
        return out

    todense = asnumpy
    toarray = asnumpy

    def tostype(self, stype):
        """``'default'`` (numpy), ``'row_sparse'`` (a copy) or ``'csr'``
        (scipy, 2-D only)."""
        if stype == "default":
            return self.asnumpy()
        if stype == "row_sparse":
            return self.copy()
        if stype == "csr":
            if self.ndim != 2:
                raise ValueError("csr needs a 2-D array, this one has shape "
                                 "%s" % (self.shape,))
            import scipy.sparse
            return scipy.sparse.csr_matrix(self.asnumpy())
        raise ValueError("unknown storage type %r (default, row_sparse, "
                         "csr)" % (stype,))

    def copy(self):
        return RowSparseArray._from_parts(self.data.copy(),
                                          self.indices.copy(), self.shape)

    def retain(self, indices):
        """The rows of ``indices`` that are stored (MXNet's
        sparse.retain)."""
        keep = np.isin(self.indices, _index_array(indices))
        return RowSparseArray._from_parts(self.data[keep].copy(),
                                          self.indices[keep].copy(),
                                          self.shape)

    def __repr__(self):
        return ("<RowSparseArray %s @%s, %d stored rows>\nindices: %s\n"
                "data:\n%s" % ("x".join(map(str, self.shape)), self.dtype,
                               self.nnr, self.indices, self.data))


def row_sparse_array(arg, shape=None, dtype=None):
    """MXNet's ``mx.nd.sparse.row_sparse_array``: from ``(data, indices)``,
    from a dense array-like (rows with a non-zero element are kept, as
    cast_storage does), or from another RowSparseArray (a copy)."""
    if isinstance(arg, RowSparseArray):
        out = arg.copy()
        if dtype is not None:
            out.data = out.data.astype(dtype)
        return out
    if isinstance(arg, tuple) and len(arg) == 2:
        return RowSparseArray(arg[0], arg[1], shape=shape, dtype=dtype)
    dense = np.asarray(arg, dtype=dtype)
    if dense.ndim < 1:
        raise ValueError("a row_sparse array has at least one dimension")
    if shape is not None and tuple(shape) != dense.shape:
        raise ValueError("shape %s given for an array of shape %s"
                         % (tuple(shape), dense.shape))
    rows = np.flatnonzero((dense != 0).reshape(dense.shape[0], -1).any(axis=1))
    return RowSparseArray(np.ascontiguousarray(dense[rows]), rows,
                          shape=dense.shape)


def zeros(stype, shape, dtype=np.float32):
    """An all-zero array of the storage type: numpy, RowSparseArray with no
    stored row, or an empty scipy csr matrix."""
    shape = tuple(int(s) for s in shape)
    if stype == "default":
        return np.zeros(shape, dtype=dtype)
    if stype == "row_sparse":
        return RowSparseArray(np.zeros((0,) + shape[1:], dtype=dtype),
                              np.zeros(0, dtype=np.int64), shape)
    if stype == "csr":
        import scipy.sparse
        return scipy.sparse.csr_matrix(shape, dtype=dtype)
    raise ValueError("unknown storage type %r (default, row_sparse, csr)"
                     % (stype,))


def storage_type(value):
    """'default', 'row_sparse' or 'csr' for a value stype accepts."""
    if isinstance(value, RowSparseArray):
        return "row_sparse"
    if getattr(value, "format", None) == "csr":
        return "csr"
    if isinstance(value, np.ndarray):
        return "default"
    raise TypeError("%s is not a stype value (numpy.ndarray, "
                    "stype.RowSparseArray, scipy.sparse csr matrix)"
                    % type(value).__name__)
