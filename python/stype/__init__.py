"""stype from Python: compile stype IR and call it on numpy / scipy data.

    import numpy as np, scipy.sparse as sp, stype
    m = stype.load("examples/linear_regression.mlir")
    print(m.train_step.signature)
    diff, w, mw, b, mb = m.train_step(x, y, w, mw, b, mb)

Storage types map to Python types as in MXNet: ``default`` is a
``numpy.ndarray``, ``csr`` a ``scipy.sparse.csr_matrix`` and ``row_sparse``
a ``stype.RowSparseArray``.  Arguments are passed without copies; an
argument the function updates in place (an optimizer's weight and states)
is updated in the caller's own arrays, and the result that is that argument
is the caller's object itself.  See docs/python.md.
"""

import os
import warnings

from . import _stype
from .sparse import RowSparseArray, row_sparse_array, storage_type, zeros

__all__ = ["load", "load_library", "load_libsvm", "io", "Module", "Function",
           "Signature", "Error",
           "CompileError", "KernelError", "StorageFallbackWarning",
           "RowSparseArray", "row_sparse_array", "storage_type", "zeros"]


class Error(RuntimeError):
    """Base class of stype's errors."""


class CompileError(Error):
    """The IR does not parse, verify, infer or lower.  ``diagnostics`` holds
    MLIR's messages with their file:line:col."""

    def __init__(self, message, diagnostics=""):
        super().__init__(message)
        self.diagnostics = diagnostics


class KernelError(Error):
    """A compiled kernel reported bad data at run time (an index out of
    range, a row_sparse weight missing rows, a shape mismatch between
    dynamic dimensions, ...)."""


class StorageFallbackWarning(UserWarning):
    """An operator runs on dense copies of sparse operands (MXNet's storage
    fallback); the message names the operator and the storage types."""


_stype._set_error_types(Error, CompileError, KernelError)
_stype._set_row_sparse_class(RowSparseArray)
from .io import load_libsvm  # noqa: E402 (stype.io needs Error)


class Param:
    """One argument or result: its name, storage kind (``default``,
    ``csr``, ``row_sparse``, ``scalar``), numpy dtype name, shape (None for
    a dynamic size) and MLIR type.  ``updated`` (arguments): the function
    writes into it in place; ``alias_of`` (results): the index of the
    argument this result is after such an update, else None."""

    __slots__ = ("name", "kind", "dtype", "shape", "mlir_type", "updated",
                 "alias_of")

    def __init__(self, desc, is_arg):
        self.name, self.kind, self.dtype, shape, self.mlir_type, extra = desc
        self.shape = tuple(shape)
        self.updated = bool(extra) if is_arg else False
        self.alias_of = None if is_arg else extra

    def _text(self):
        if self.kind == "scalar":
            return self.dtype
        dims = ", ".join("?" if d is None else str(d) for d in self.shape)
        return "%s %s[%s]" % (self.kind, self.dtype, dims)

    def __repr__(self):
        return "<Param %s: %s>" % (self.name, self._text())


class Signature:
    """A function's arguments and results after storage inference."""

    def __init__(self, desc):
        name, args, results = desc
        self.name = name
        self.args = [Param(a, True) for a in args]
        self.results = [Param(r, False) for r in results]

    def __str__(self):
        def arg(p):
            return "%s: %s%s" % (p.name, p._text(),
                                 " (updated in place)" if p.updated else "")

        def res(p):
            if p.alias_of is not None:
                return "%s (is %s)" % (p._text(), self.args[p.alias_of].name)
            return p._text()
        return "%s(%s) -> (%s)" % (self.name,
                                   ", ".join(arg(p) for p in self.args),
                                   ", ".join(res(p) for p in self.results))

    __repr__ = __str__


class Function:
    """A compiled public function.  Call it with positional or keyword
    arguments (the names are the IR's ``%names``)."""

    def __init__(self, module, impl):
        self._module = module  # keeps the compiled code alive
        self._impl = impl
        self.signature = Signature(impl._signature())

    @property
    def name(self):
        return self._impl.name

    def __call__(self, *args, **kwargs):
        return self._impl(*args, **kwargs)

    def bind(self):
        """The compiled callable itself, without this wrapper's Python
        frame (saves a fraction of a microsecond per call in hot loops)."""
        return self._impl

    def __repr__(self):
        return "<stype.Function %s>" % self.signature


class Module:
    """A compiled .mlir module; its public functions are attributes."""

    def __init__(self, impl, name):
        self._impl = impl
        self.name = name
        self.functions = {n: Function(self, f)
                          for n, f in impl._functions().items()}

    def __getattr__(self, name):
        functions = self.__dict__.get("functions", {})
        if name in functions:
            return functions[name]
        raise AttributeError("module %s has no public function @%s (it has: "
                             "%s)" % (self.__dict__.get("name", "?"), name,
                                      ", ".join(sorted(functions)) or "none"))

    def __dir__(self):
        return sorted(set(super().__dir__()) | set(self.functions))

    @property
    def threads(self):
        """Threads each call may use; results do not depend on it."""
        return self._impl.threads

    @threads.setter
    def threads(self, n):
        self._impl.threads = n

    def __repr__(self):
        return "<stype.Module %s: %s>" % (self.name,
                                          ", ".join(sorted(self.functions)))


def _is_source_text(source):
    return "\n" in source or "{" in source or "func.func" in source


def load(source, *, threads=None, fuse_updates=True, opt_level=3,
         vector_width=0, fallback_warnings=True, gpu_emulate=False,
         check_bounds=False, name=None):
    """Compiles stype IR for this CPU and returns a Module.

    ``source`` is a path (str or os.PathLike) of a .mlir file, or the IR
    itself (a str with a newline or a ``{``).  ``threads``: threads per call
    (default: $STYPE_NUM_THREADS, else 1).  ``fuse_updates``: fuse gradient
    producers into optimizer updates.  ``opt_level``: LLVM's 0-3.
    ``vector_width``: bits of the row loops' vectors (0: this CPU's, 1:
    scalar).  ``fallback_warnings``: dense fallbacks are reported as
    StorageFallbackWarning.  ``gpu_emulate``: use the GPU kernels, run on
    the CPU.  ``check_bounds``: check every memory access (an
    out-of-bounds one ends the process).  Raises CompileError with MLIR's
    diagnostics.
    """
    if isinstance(source, os.PathLike):
        source = os.fspath(source)
    if not isinstance(source, str):
        raise TypeError("source must be a path or IR text, got %s"
                        % type(source).__name__)
    is_path = not _is_source_text(source)
    if is_path and not os.path.exists(source):
        raise FileNotFoundError("no such .mlir file: %r (IR text must contain "
                                "a newline or '{')" % source)
    label = name or (source if is_path else "<string>")
    if threads is None:
        threads = 0
    elif threads < 1:
        raise ValueError("threads must be >= 1, got %d" % threads)
    if not 0 <= opt_level <= 3:
        raise ValueError("opt_level must be 0-3, got %d" % opt_level)
    impl, diagnostics = _stype.compile(
        source, is_path, label, threads, fuse_updates, opt_level,
        vector_width, fallback_warnings, gpu_emulate, check_bounds)
    _warn(diagnostics)
    return Module(impl, label)


def load_library(path, *, prefix=""):
    """Loads a kernel library built by ``stype-compile -emit=so`` (with
    ``--prefix=prefix`` if it was given) and returns a Module whose functions
    call its entry points, with the marshalling of ``load``.  Raises Error
    for a file that is not such a library."""
    path = os.fspath(path)
    return Module(_stype.load_library(path, prefix), path)


def _warn(diagnostics):
    """Re-issues MLIR's warnings (dense fallbacks) as Python warnings."""
    current = []
    for line in diagnostics.splitlines():
        if ": warning: " in line or ": remark: " in line:
            if current:
                _issue(current)
            current = [line]
        elif current:
            current.append(line)
    if current:
        _issue(current)


def _issue(lines):
    text = "\n".join(lines)
    if ": warning: " in lines[0]:
        warnings.warn(text, StorageFallbackWarning, stacklevel=4)
