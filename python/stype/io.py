"""LibSVM data, as MXNet's ``mx.io.LibSVMIter`` reads it (docs/python.md).

    it = stype.io.LibSVMIter("train.libsvm", data_shape=(1000,),
                             batch_size=64)
    for epoch in range(10):
        it.reset()
        for batch in it:
            loss = step(batch.data, batch.label)   # csr_matrix, ndarray

    X, y = stype.load_libsvm("train.libsvm")

Both read with the runtime's reader (runtime/LibSVM.h): lines
``label[:weight] [qid:N] idx:value ...``; blank lines and ``#`` comments
are skipped; the weight and qid are ignored; feature indices are zero-based
(MXNet's rule) and strictly ascending within a line.  Unlike MXNet, a
malformed line raises LibSVMError with its ``file:line:column``.
"""

import os

import numpy as np
import scipy.sparse as sp

from . import Error, _stype

__all__ = ["LibSVMIter", "LibSVMBatch", "LibSVMError", "load_libsvm"]


class LibSVMError(Error, ValueError):
    """A malformed LibSVM file.  The message starts with the file's
    ``path:line:column:``.  It is both a ``stype.Error`` and, like the
    errors of ``sklearn.datasets.load_svmlight_file``, a ``ValueError``."""


_stype._set_libsvm_error(LibSVMError)


def _dtype_name(dtype):
    name = np.dtype(dtype).name
    if name not in ("float32", "float64"):
        raise TypeError("LibSVM values are read as float32 or float64, not %s"
                        % name)
    return name


def _open_path(path):
    """``path`` as a str, after checking that it opens for reading: a
    missing file raises FileNotFoundError, a directory IsADirectoryError."""
    path = os.fsdecode(os.fspath(path))
    with open(path, "rb"):
        pass
    return path


def _count(value, what, minimum):
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise TypeError("%s must be an int, got %s"
                        % (what, type(value).__name__))
    if value < minimum:
        raise ValueError("%s must be >= %d, got %d" % (what, minimum, value))
    return int(value)


def _csr(data, indices, indptr, num_cols):
    """A csr_matrix over the arrays, keeping their int64 indices (scipy's
    constructor narrows them to int32 when the values fit)."""
    m = sp.csr_matrix((len(indptr) - 1, num_cols), dtype=data.dtype)
    m.data, m.indices, m.indptr = data, indices, indptr
    m.has_sorted_indices = True  # the reader rejects unsorted lines
    return m


class LibSVMBatch:
    """One batch of a LibSVMIter: ``data`` a ``scipy.sparse.csr_matrix``
    (batch_size, num_features) with int64 indices, ``label`` a numpy array
    (batch_size,), ``pad`` the number of rows at its end that wrapped
    around to the start of the input (MXNet's ``DataBatch.pad``)."""

    __slots__ = ("data", "label", "pad")

    def __init__(self, data, label, pad):
        self.data, self.label, self.pad = data, label, pad

    def __repr__(self):
        return "<LibSVMBatch %dx%d, nnz %d, pad %d>" % (
            self.data.shape + (self.data.nnz, self.pad))


class LibSVMIter:
    """MXNet's ``mx.io.LibSVMIter``: batches of a LibSVM file, streamed.

    ``data_libsvm``: the file's path.  ``data_shape``: ``(num_features,)``;
    indices must be below it.  ``batch_size``: rows per batch.
    ``round_batch``: must be True, as in MXNet, whose sparse batch loader
    rejects False; the last batch of an epoch is filled by wrapping to the
    start of the input and ``pad`` counts the wrapped rows; after ``reset()``
    the next epoch starts after the rows the wrap consumed.
    ``num_parts``/``part_index``: read only part ``part_index`` of the file
    cut into ``num_parts`` byte ranges at line boundaries (dmlc's
    InputSplit; parts are uneven).  ``dtype``: float32 (MXNet's) or float64
    values and labels.

    Iterating gives LibSVMBatch objects until the end of the epoch;
    ``reset()`` starts the next one.  The file is read a batch at a time.
    """

    def __init__(self, data_libsvm, data_shape, batch_size=1,
                 round_batch=True, num_parts=1, part_index=0,
                 dtype="float32"):
        try:
            shape = tuple(data_shape)
        except TypeError:
            shape = (data_shape,)
        if len(shape) != 1:
            raise ValueError("data_shape must be 1-D (num_features,), got %r"
                             % (data_shape,))
        num_features = _count(shape[0], "data_shape[0]", 1)
        self.batch_size = _count(batch_size, "batch_size", 1)
        num_parts = _count(num_parts, "num_parts", 1)
        part_index = _count(part_index, "part_index", 0)
        if part_index >= num_parts:
            raise ValueError("part_index must be in [0, num_parts), got %d "
                             "with num_parts %d" % (part_index, num_parts))
        if not round_batch:
            raise ValueError(
                "round_batch=False is not supported: as in MXNet, whose "
                "sparse batch loader rejects it (the last batch wraps around "
                "and pad counts the wrapped rows)")
        self.dtype = _dtype_name(dtype)
        self.data_shape = (num_features,)
        self.num_parts, self.part_index = num_parts, part_index
        self._path = _open_path(data_libsvm)
        self._reader = _stype.LibSVMReader(self._path, num_features,
                                           self.batch_size, num_parts,
                                           part_index, self.dtype)

    def __iter__(self):
        return self

    def __next__(self):
        got = self._reader.next()
        if got is None:
            raise StopIteration
        data, indices, indptr, label, num_cols, pad = got
        return LibSVMBatch(_csr(data, indices, indptr, num_cols), label, pad)

    next = __next__  # MXNet's it.next()

    def reset(self):
        """Starts the next epoch."""
        self._reader.reset()

    @property
    def part_range(self):
        """The byte range ``[begin, end)`` of the file this iterator
        reads."""
        return self._reader.part_range()

    def __repr__(self):
        return "<stype.io.LibSVMIter %s, data_shape %r, batch_size %d>" % (
            self._path, self.data_shape, self.batch_size)


def load_libsvm(path, num_features=None, dtype="float32", zero_based=True):
    """Reads a whole LibSVM file into ``(X, y)``: a csr_matrix
    (rows, num_features) with int64 indices and the labels (rows,).

    Mirrors ``sklearn.datasets.load_svmlight_file(path, n_features=...,
    dtype=..., zero_based=...)`` with MXNet's defaults: float32 values and
    labels, zero-based indices.  ``num_features``: the column count (None:
    the largest index + 1); a larger index is an error.  ``zero_based``:
    True, False (one-based: index 1 is column 0, index 0 is an error) or
    ``"auto"`` (sklearn's rule: one-based if no line has index 0).
    """
    path = _open_path(path)
    dtype = _dtype_name(dtype)
    if num_features is not None:
        num_features = _count(num_features, "num_features", 0)
    if zero_based == "auto":
        return _load_auto(path, num_features, dtype)
    if zero_based not in (True, False):
        raise ValueError("zero_based must be True, False or 'auto', got %r"
                         % (zero_based,))
    base = 0 if zero_based else 1
    return _load(path, num_features, dtype, base)


def _load(path, num_features, dtype, base):
    data, indices, indptr, y, num_cols = _stype.read_libsvm(
        path, -1 if num_features is None else num_features, dtype, base)
    return _csr(data, indices, indptr, num_cols), y


def _load_auto(path, num_features, dtype):
    data, indices, indptr, y, num_cols = _stype.read_libsvm(path, -1, dtype,
                                                            0)
    one_based = indices.size > 0 and indices.min() > 0
    if one_based:
        indices -= 1
        num_cols -= 1
    if num_features is not None:
        if num_cols > num_features:
            # Read again to report the first index out of range where it is.
            _load(path, num_features, dtype, 1 if one_based else 0)
            raise LibSVMError("%s: an index is out of range: num_features "
                              "is %d" % (path, num_features))
        num_cols = num_features
    return _csr(data, indices, indptr, num_cols), y
