//===- StypeModule.cpp - the stype._stype Python extension -------*- C++
//-*-===//
//
// Compiles .mlir modules with the JIT (tools/jit) and calls their functions
// on numpy arrays (default storage), scipy.sparse csr matrices and
// stype.RowSparseArray objects, without copying what the kernel can read in
// place.  The Python package (python/stype/__init__.py) wraps these entry
// points; docs/python.md describes the calling conventions.
//
// Ownership: an argument's buffers are borrowed for the call (the Python
// objects are held until it returns).  A result buffer that is an
// argument's is returned as a view of (or as) the caller's own object; any
// other result buffer is owned by a capsule that frees it with the array.
//
//===----------------------------------------------------------------------===//

#include "python/src/Bindings.h"
#include "python/src/Callable.h"
#include "python/src/Library.h"

#include "runtime/Tensor.h"
#include "tools/jit/Jit.h"

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <chrono>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace py = pybind11;
using namespace stype;
using jit::Kind;
using jit::kindName;
using jit::Param;
using python::Callable;

namespace {

//===----------------------------------------------------------------------===//
// Errors
//===----------------------------------------------------------------------===//

/// The Python exception classes of stype/__init__.py, set at import.
struct ErrorTypes {
  py::object error, compileError, kernelError;
};
ErrorTypes &errorTypes() {
  static ErrorTypes *types = new ErrorTypes(); // never destroyed (exit order)
  return *types;
}

/// Raises `type(message, *extra)`.
[[noreturn]] void raise(const py::object &type, const std::string &message,
                        py::object extra = py::none()) {
  py::object value =
      extra.is_none() ? type(message) : type(message, std::move(extra));
  PyErr_SetObject(type.ptr(), value.ptr());
  throw py::error_already_set();
}

//===----------------------------------------------------------------------===//
// dtypes
//===----------------------------------------------------------------------===//

const char *numpyName(rt::DType t) {
  switch (t) {
  case rt::DType::F32:
    return "float32";
  case rt::DType::F64:
    return "float64";
  case rt::DType::I64:
    return "int64";
  case rt::DType::F16:
    return "float16";
  }
  return "?";
}

py::dtype numpyDtype(rt::DType t) { return py::dtype(numpyName(t)); }

/// The stype dtype of a native-endian numpy dtype, if it has one.
std::optional<rt::DType> dtypeOf(const py::dtype &d) {
  // '=' native, '|' not applicable, '<' little-endian (this host's).
  char order = py::detail::array_descriptor_proxy(d.ptr())->byteorder;
  if (order != '=' && order != '|' && order != '<')
    return std::nullopt;
  char kind = d.kind();
  ssize_t size = d.itemsize();
  if (kind == 'f' && size == 4)
    return rt::DType::F32;
  if (kind == 'f' && size == 8)
    return rt::DType::F64;
  if (kind == 'f' && size == 2)
    return rt::DType::F16;
  if (kind == 'i' && size == 8)
    return rt::DType::I64;
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Arguments
//===----------------------------------------------------------------------===//

/// The classes the binding recognizes, registered by stype/__init__.py.
struct Classes {
  py::object rowSparse; // stype.RowSparseArray
  py::object csrMatrix; // scipy.sparse.csr_matrix, imported on first use
};
Classes &classes() {
  static Classes *c = new Classes();
  return *c;
}

/// One call's marshalling state.
struct Call {
  const Callable &kernel;
  /// The Python objects whose memory the call borrows, kept alive.
  std::vector<py::object> keep;
  /// Arrays by the address of their data, to return an argument's buffer
  /// as a view of the caller's array.
  std::map<const void *, py::array> arrays;
  /// The argument objects as passed, for results that are arguments.
  std::vector<py::object> originals;
  std::vector<jit::Value> values;

  explicit Call(const Callable &k) : kernel(k) {}

  std::string where(size_t i) const {
    return "argument '" + kernel.params()[i].name + "' (#" + std::to_string(i) +
           ") of @" + kernel.name();
  }

  [[noreturn]] void typeError(size_t i, const std::string &what) const {
    PyErr_SetString(PyExc_TypeError, (where(i) + ": " + what).c_str());
    throw py::error_already_set();
  }
  [[noreturn]] void valueError(size_t i, const std::string &what) const {
    PyErr_SetString(PyExc_ValueError, (where(i) + ": " + what).c_str());
    throw py::error_already_set();
  }

  /// The name of `obj`'s Python type.
  static std::string typeName(py::handle obj) {
    return std::string(py::str(py::type::of(obj).attr("__name__")));
  }
  /// "expects <what> (<the parameter's type>), got <obj's type>".
  [[noreturn]] void wrongType(size_t i, const std::string &what,
                              py::handle obj) const {
    typeError(i, "expects " + what + " (" + kernel.params()[i].typeName +
                     "), got " + typeName(obj));
  }

  std::string expected(const Param &p) const {
    return std::string("the function expects ") + p.typeName + " (" +
           kindName(p.kind) + " storage, " + numpyName(p.dtype) + ")";
  }

  /// `obj` as a C-contiguous numpy array of `dtype`, borrowed.  A written
  /// argument must be writable and contiguous; a read one is made
  /// contiguous by a copy if needed.
  py::array array(size_t i, py::handle obj, rt::DType dtype,
                  const std::string &what, bool written) {
    if (!py::isinstance<py::array>(obj))
      typeError(i, what + " must be a numpy.ndarray, got " + typeName(obj));
    py::array a = py::reinterpret_borrow<py::array>(obj);
    std::optional<rt::DType> dt = dtypeOf(a.dtype());
    if (!dt || *dt != dtype)
      typeError(i, what + " has dtype " + std::string(py::str(a.dtype())) +
                       " but " + expected(kernel.params()[i]));
    bool contiguous = a.flags() & py::array::c_style;
    if (written) {
      if (!a.writeable())
        valueError(i, what + " is read-only, but @" + kernel.name() +
                          " updates it in place");
      if (!contiguous)
        valueError(i, what + " is not C-contiguous, but @" + kernel.name() +
                          " updates it in place (pass a contiguous array)");
    } else if (!contiguous) {
      a = py::array::ensure(a, py::array::c_style);
      if (!a)
        throw py::error_already_set();
    }
    keep.push_back(a);
    arrays.emplace(a.data(), a);
    return a;
  }

  /// An int64 index array: int32 ones are widened (a copy), unless the
  /// argument is written (its indices are then the caller's).
  py::array indexArray(size_t i, py::handle obj, const std::string &what,
                       bool written) {
    if (py::isinstance<py::array>(obj) && !written) {
      py::array a = py::reinterpret_borrow<py::array>(obj);
      std::optional<rt::DType> dt = dtypeOf(a.dtype());
      if (!dt && a.dtype().kind() == 'i' && a.dtype().itemsize() == 4) {
        py::array wide = a.attr("astype")("int64");
        keep.push_back(wide);
        arrays.emplace(wide.data(), wide);
        return wide;
      }
    }
    return array(i, obj, rt::DType::I64, what, written);
  }

  static rt::Buffer borrow(const py::array &a) {
    return rt::Buffer::borrow(const_cast<void *>(a.data()),
                              static_cast<size_t>(a.nbytes()));
  }
  static std::vector<int64_t> shapeOf(const py::array &a) {
    return std::vector<int64_t>(a.shape(), a.shape() + a.ndim());
  }

  /// Checks `shape` against the parameter's rank and static sizes.
  void checkShape(size_t i, const Param &p,
                  const std::vector<int64_t> &shape) const {
    bool ok = shape.size() == p.shape.size();
    for (size_t d = 0; ok && d < shape.size(); ++d)
      ok = p.shape[d] < 0 || p.shape[d] == shape[d];
    if (!ok)
      valueError(i, "shape " + rt::formatShape(shape) + " but " + expected(p));
  }

  void checkFormat(size_t i, const rt::Status &s, const char *hint) const {
    if (!s.ok())
      valueError(i, s.message() + hint);
  }

  void add(size_t i, py::handle obj) {
    const Param &p = kernel.params()[i];
    originals.push_back(py::reinterpret_borrow<py::object>(obj));
    switch (p.kind) {
    case Kind::Dense: {
      if (!py::isinstance<py::array>(obj) && (isRowSparse(obj) || isCsr(obj)))
        typeError(i, "got a sparse array but " + expected(p) +
                         " (convert it with .tostype('default') or "
                         ".toarray())");
      py::array a = array(i, obj, p.dtype, "the array", p.updated);
      rt::DenseTensor t;
      t.dtype = p.dtype;
      t.shape = shapeOf(a);
      checkShape(i, p, t.shape);
      t.data = borrow(a);
      values.push_back(std::move(t));
      return;
    }
    case Kind::Csr: {
      if (!isCsr(obj))
        wrongType(i, "a scipy.sparse csr matrix", obj);
      rt::CsrTensor t;
      t.dtype = p.dtype;
      auto shape = obj.attr("shape").cast<std::vector<int64_t>>();
      checkShape(i, p, shape);
      t.numRows = shape[0];
      t.numCols = shape[1];
      t.indptr = borrow(indexArray(i, obj.attr("indptr"), "indptr", p.updated));
      t.indices =
          borrow(indexArray(i, obj.attr("indices"), "indices", p.updated));
      t.data = borrow(array(i, obj.attr("data"), p.dtype, "data", p.updated));
      checkFormat(i, rt::checkFormat(t),
                  " (scipy: .sort_indices() sorts the column ids, "
                  ".sum_duplicates() merges repeated ones)");
      values.push_back(std::move(t));
      return;
    }
    case Kind::RowSparse: {
      if (!isRowSparse(obj))
        wrongType(i, "a stype.RowSparseArray", obj);
      rt::RspTensor t;
      t.dtype = p.dtype;
      t.shape = obj.attr("shape").cast<std::vector<int64_t>>();
      checkShape(i, p, t.shape);
      t.indices =
          borrow(indexArray(i, obj.attr("indices"), "indices", p.updated));
      t.data = borrow(array(i, obj.attr("data"), p.dtype, "data", p.updated));
      checkFormat(i, rt::checkFormat(t), "");
      values.push_back(std::move(t));
      return;
    }
    case Kind::Scalar: {
      jit::Scalar s;
      if (py::isinstance<py::bool_>(obj))
        typeError(i, "got a bool but the function expects " + p.typeName);
      if (p.isInteger) {
        if (!py::isinstance<py::int_>(obj) && !py::hasattr(obj, "__index__"))
          wrongType(i, "an integer", obj);
        s.i = py::int_(py::reinterpret_borrow<py::object>(obj)).cast<int64_t>();
      } else {
        if (!py::isinstance<py::float_>(obj) &&
            !py::isinstance<py::int_>(obj) && !py::hasattr(obj, "__float__"))
          wrongType(i, "a number", obj);
        s.f =
            py::float_(py::reinterpret_borrow<py::object>(obj)).cast<double>();
      }
      values.push_back(s);
      return;
    }
    }
  }

  static bool isRowSparse(py::handle obj) {
    return classes().rowSparse && py::isinstance(obj, classes().rowSparse);
  }
  static bool isCsr(py::handle obj) {
    if (!py::hasattr(obj, "format") || !py::hasattr(obj, "indptr"))
      return false;
    py::object format = obj.attr("format");
    return py::isinstance<py::str>(format) &&
           format.cast<std::string>() == "csr";
  }

  //===--------------------------------------------------------------------===//
  // Results
  //===--------------------------------------------------------------------===//

  /// A numpy array over `buffer`: a view of the argument whose memory it
  /// is, or an array that owns it.
  py::array toArray(const rt::Buffer &buffer, rt::DType dtype,
                    const std::vector<int64_t> &shape) {
    py::dtype dt = numpyDtype(dtype);
    std::vector<ssize_t> sizes(shape.begin(), shape.end());
    auto it = arrays.find(buffer.data());
    if (it != arrays.end()) {
      const py::array &a = it->second;
      if (a.dtype().is(dt) && shapeOf(a) == shape)
        return a;
      return py::array(dt, sizes, buffer.data(), a);
    }
    return python::ownedArray(buffer, dt, shape);
  }

  py::object toPython(size_t index, const Param &p, const jit::Value &v) {
    if (p.kind == Kind::Scalar) {
      const auto &s = std::get<jit::Scalar>(v);
      return p.isInteger ? py::object(py::int_(s.i))
                         : py::object(py::float_(s.f));
    }
    if (p.aliasOf >= 0) {
      // The argument itself, updated in place: the caller's object, after
      // checking that the kernel did write into its buffers.
      const jit::Value &in = values[p.aliasOf];
      bool same = false;
      if (auto *d = std::get_if<rt::DenseTensor>(&v))
        same = d->data.data() == std::get<rt::DenseTensor>(in).data.data();
      else if (auto *r = std::get_if<rt::RspTensor>(&v))
        same = r->data.data() == std::get<rt::RspTensor>(in).data.data() &&
               r->indices.data() == std::get<rt::RspTensor>(in).indices.data();
      if (same)
        return originals[p.aliasOf];
    }
    if (auto *d = std::get_if<rt::DenseTensor>(&v))
      return toArray(d->data, d->dtype, d->shape);
    if (auto *r = std::get_if<rt::RspTensor>(&v)) {
      std::vector<int64_t> dataShape = r->shape;
      dataShape[0] = r->numStoredRows();
      py::array data = toArray(r->data, r->dtype, dataShape);
      py::array indices =
          toArray(r->indices, rt::DType::I64, {r->numStoredRows()});
      return classes().rowSparse.attr("_from_parts")(
          data, indices, py::tuple(py::cast(r->shape)));
    }
    const auto &c = std::get<rt::CsrTensor>(v);
    if (!classes().csrMatrix)
      classes().csrMatrix =
          py::module_::import("scipy.sparse").attr("csr_matrix");
    py::array data = toArray(c.data, c.dtype, {c.nnz()});
    py::array indices = toArray(c.indices, rt::DType::I64, {c.nnz()});
    py::array indptr = toArray(c.indptr, rt::DType::I64, {c.numRows + 1});
    (void)index;
    // An empty matrix given the arrays afterwards: scipy's constructor
    // would copy int64 indices that fit in int32 into int32 arrays.
    py::object m = classes().csrMatrix(py::make_tuple(c.numRows, c.numCols),
                                       py::arg("dtype") = data.dtype());
    m.attr("data") = data;
    m.attr("indices") = indices;
    m.attr("indptr") = indptr;
    return m;
  }
};

//===----------------------------------------------------------------------===//
// Modules and functions
//===----------------------------------------------------------------------===//

py::tuple describeParam(const Param &p, bool isArg) {
  py::list shape;
  for (int64_t d : p.shape)
    shape.append(d < 0 ? py::object(py::none()) : py::object(py::int_(d)));
  py::object dtype =
      p.kind == Kind::Scalar
          ? py::object(py::str(p.isInteger                 ? "int64"
                               : p.dtype == rt::DType::F32 ? "float32"
                                                           : "float64"))
          : py::object(py::str(numpyName(p.dtype)));
  py::object extra = isArg ? py::object(py::bool_(p.updated))
                           : (p.aliasOf >= 0 ? py::object(py::int_(p.aliasOf))
                                             : py::object(py::none()));
  return py::make_tuple(p.name, kindName(p.kind), dtype, py::tuple(shape),
                        p.typeName, extra);
}

struct Function {
  std::shared_ptr<Callable> kernel;

  py::object call(py::args args, py::kwargs kwargs) {
    const auto &params = kernel->params();
    std::vector<py::handle> bound(params.size());
    std::vector<bool> given(params.size(), false);
    if (args.size() > params.size())
      throw py::type_error("@" + kernel->name() + " takes " +
                           std::to_string(params.size()) + " arguments, got " +
                           std::to_string(args.size()));
    for (size_t i = 0; i < args.size(); ++i) {
      bound[i] = args[i];
      given[i] = true;
    }
    for (auto [key, value] : kwargs) {
      std::string name = py::str(key);
      size_t i = 0;
      while (i < params.size() && params[i].name != name)
        ++i;
      if (i == params.size())
        throw py::type_error("@" + kernel->name() + " has no argument named '" +
                             name + "'");
      if (given[i])
        throw py::type_error("@" + kernel->name() + " got argument '" + name +
                             "' twice");
      bound[i] = value;
      given[i] = true;
    }
    for (size_t i = 0; i < params.size(); ++i)
      if (!given[i])
        throw py::type_error("@" + kernel->name() + " is missing argument '" +
                             params[i].name + "' (#" + std::to_string(i) + ")");

    Call c(*kernel);
    for (size_t i = 0; i < params.size(); ++i)
      c.add(i, bound[i]);
    // One buffer updated in place through two arguments, or read through
    // another while written: the kernel's result would depend on its order.
    for (size_t i = 0; i < params.size(); ++i) {
      if (!params[i].updated)
        continue;
      for (size_t j = 0; j < params.size(); ++j)
        if (j != i && sharesMemory(c.values[i], c.values[j]))
          c.valueError(i, "shares memory with argument '" + params[j].name +
                              "' (#" + std::to_string(j) + "), but @" +
                              kernel->name() +
                              " updates it in place (pass a copy)");
    }

    std::vector<jit::Value> outputs;
    rt::Status status;
    {
      py::gil_scoped_release release;
      status = kernel->call(c.values, outputs);
    }
    if (!status.ok())
      raise(errorTypes().kernelError, status.message());
    const auto &results = kernel->results();
    if (results.empty())
      return py::none();
    if (results.size() == 1)
      return c.toPython(0, results[0], outputs[0]);
    py::tuple out(results.size());
    for (size_t r = 0; r < results.size(); ++r)
      out[r] = c.toPython(r, results[r], outputs[r]);
    return out;
  }

  /// Whether the value buffers of `a` (data only: index arrays are never
  /// written) overlap any buffer of `b`.
  static bool sharesMemory(const jit::Value &a, const jit::Value &b) {
    auto buffers = [](const jit::Value &v) {
      std::vector<const rt::Buffer *> out;
      if (auto *d = std::get_if<rt::DenseTensor>(&v))
        out = {&d->data};
      else if (auto *c = std::get_if<rt::CsrTensor>(&v))
        out = {&c->indptr, &c->indices, &c->data};
      else if (auto *r = std::get_if<rt::RspTensor>(&v))
        out = {&r->indices, &r->data};
      return out;
    };
    std::vector<const rt::Buffer *> written = buffers(a);
    if (!written.empty())
      written = {written.back()}; // the values
    for (const rt::Buffer *x : written)
      for (const rt::Buffer *y : buffers(b)) {
        auto *x0 = static_cast<const char *>(x->data());
        auto *y0 = static_cast<const char *>(y->data());
        if (x->bytes() && y->bytes() && x0 < y0 + y->bytes() &&
            y0 < x0 + x->bytes())
          return true;
      }
    return false;
  }

  /// Seconds per call of the kernel on `args` called `n` times from C++
  /// with the arguments marshalled once (the baseline of the per-call
  /// overhead benchmark, benchmarks/python_overhead.py).
  double timeNative(int64_t n, py::args args) {
    const auto &params = kernel->params();
    if (args.size() != params.size() || n < 1)
      throw py::value_error("_time_native: every argument, n >= 1");
    Call c(*kernel);
    for (size_t i = 0; i < params.size(); ++i)
      c.add(i, args[i]);
    std::vector<jit::Value> outputs;
    py::gil_scoped_release release;
    auto start = std::chrono::steady_clock::now();
    for (int64_t k = 0; k < n; ++k)
      if (rt::Status s = kernel->call(c.values, outputs); !s.ok()) {
        py::gil_scoped_acquire acquire;
        raise(errorTypes().kernelError, s.message());
      }
    return std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                         start)
               .count() /
           static_cast<double>(n);
  }

  py::tuple signature() const {
    py::list args, results;
    for (const Param &p : kernel->params())
      args.append(describeParam(p, true));
    for (const Param &p : kernel->results())
      results.append(describeParam(p, false));
    return py::make_tuple(kernel->name(), py::tuple(args), py::tuple(results));
  }
};

/// A function of a JIT-compiled module.
class JitFunction : public Callable {
public:
  JitFunction(std::shared_ptr<jit::JitModule> module, const jit::Kernel &kernel)
      : module(std::move(module)), kernel(kernel) {}
  const std::string &name() const override { return kernel.name(); }
  const std::vector<Param> &params() const override { return kernel.params(); }
  const std::vector<Param> &results() const override {
    return kernel.results();
  }
  rt::Status call(const std::vector<jit::Value> &inputs,
                  std::vector<jit::Value> &outputs) const override {
    // The binding checked the formats already.
    return kernel.call(inputs, outputs, nullptr, /*validateInputs=*/false);
  }

private:
  std::shared_ptr<jit::JitModule> module; // keeps the code alive
  const jit::Kernel &kernel;
};

struct Module {
  std::shared_ptr<jit::JitModule> module;

  py::dict functions() const {
    py::dict out;
    for (const auto &[name, kernel] : module->kernels())
      out[py::str(name)] =
          python::makeFunction(std::make_shared<JitFunction>(module, kernel));
    return out;
  }
};

/// Compiles `source` (a path when `isPath`); returns (Module, diagnostics)
/// or raises stype.CompileError carrying the diagnostics.
py::tuple compile(const std::string &source, bool isPath,
                  const std::string &name, int threads, bool fuseUpdates,
                  unsigned optLevel, int64_t vectorWidth, bool fallbackWarnings,
                  bool gpuEmulate, bool checkBounds) {
  jit::CompileOptions options;
  options.numThreads = threads;
  options.fuseUpdates = fuseUpdates;
  options.optLevel = optLevel;
  options.vectorWidth = vectorWidth;
  options.fallbackWarnings = fallbackWarnings;
  options.gpuEmulate = gpuEmulate;
  options.checkBounds = checkBounds;
  std::unique_ptr<jit::JitModule> out;
  std::string diagnostics;
  rt::Status status;
  {
    py::gil_scoped_release release;
    status = isPath
                 ? jit::JitModule::compile(source, options, out, &diagnostics)
                 : jit::JitModule::compileSource(source, name, options, out,
                                                 &diagnostics);
  }
  if (!status.ok()) {
    std::string message = status.message();
    if (!diagnostics.empty()) {
      // "see the diagnostics above" points at stderr, which they never
      // reached: put them in the message.
      std::string suffix = " (see the diagnostics above)";
      if (message.size() > suffix.size() &&
          message.compare(message.size() - suffix.size(), suffix.size(),
                          suffix) == 0)
        message.erase(message.size() - suffix.size());
      message += ":\n" + diagnostics;
    }
    raise(errorTypes().compileError, message, py::str(diagnostics));
  }
  Module m{std::shared_ptr<jit::JitModule>(std::move(out))};
  return py::make_tuple(m, diagnostics);
}

} // namespace

py::object python::makeFunction(std::shared_ptr<Callable> callable) {
  return py::cast(Function{std::move(callable)});
}

PYBIND11_MODULE(_stype, m) {
  m.doc() = "stype's compiler and runtime (use the stype package)";
  python::populateLibSVMBindings(m);

  m.def("_set_error_types",
        [](py::object error, py::object compileError, py::object kernelError) {
          errorTypes() = {error, compileError, kernelError};
        });
  m.def("_set_row_sparse_class",
        [](py::object cls) { classes().rowSparse = cls; });

  py::class_<Function>(m, "Function")
      .def("__call__", &Function::call)
      .def_property_readonly("name",
                             [](const Function &f) { return f.kernel->name(); })
      .def("_signature", &Function::signature)
      .def("_time_native", &Function::timeNative);

  py::class_<Module>(m, "Module")
      .def("_functions", &Module::functions)
      .def_property(
          "threads", [](const Module &m) { return m.module->getNumThreads(); },
          [](Module &m, int n) {
            if (n < 1)
              throw py::value_error("threads must be >= 1, got " +
                                    std::to_string(n));
            m.module->setNumThreads(n);
          });

  python::registerLibrary(m);

  m.def("compile", &compile, py::arg("source"), py::arg("is_path"),
        py::arg("name"), py::arg("threads"), py::arg("fuse_updates"),
        py::arg("opt_level"), py::arg("vector_width"),
        py::arg("fallback_warnings"), py::arg("gpu_emulate"),
        py::arg("check_bounds"));

  m.def(
      "check_format_row_sparse",
      [](py::array data, py::array indices, std::vector<int64_t> shape) {
        rt::RspTensor t;
        std::optional<rt::DType> dt = dtypeOf(data.dtype());
        if (!dt)
          throw py::type_error("unsupported dtype " +
                               std::string(py::str(data.dtype())));
        if (!dtypeOf(indices.dtype()) ||
            *dtypeOf(indices.dtype()) != rt::DType::I64)
          throw py::type_error("indices must be int64");
        t.dtype = *dt;
        t.shape = shape;
        py::array d = py::array::ensure(data, py::array::c_style);
        py::array ix = py::array::ensure(indices, py::array::c_style);
        t.data = rt::Buffer::borrow(const_cast<void *>(d.data()), d.nbytes());
        t.indices =
            rt::Buffer::borrow(const_cast<void *>(ix.data()), ix.nbytes());
        rt::Status s = rt::checkFormat(t);
        if (!s.ok())
          throw py::value_error(s.message());
      },
      "MXNet's check_format(full_check=True) of a row_sparse array");
}
