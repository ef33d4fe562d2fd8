//===- Library.cpp - stype.load_library: AOT kernel libraries -------------===//
//
// dlopens a library built by `stype-compile -emit=so`, reads the
// `stype_library` table it exports and turns each entry into a Callable:
// the inputs become borrowed descriptors, the call goes through the entry's
// uniform `call`, and the result descriptors become rt tensors whose
// buffers are the arguments' own rt::Buffers (in-place updates) or hold the
// result's owner until the last copy goes (stype_*_release).
//
//===----------------------------------------------------------------------===//

#include "python/src/Library.h"

#include "python/src/Callable.h"
#include "stype/stype.h"

#include <dlfcn.h>

#include <algorithm>
#include <array>

namespace py = pybind11;

using namespace stype;
using jit::Kind;
using jit::Param;

namespace {

int32_t dtypeCode(rt::DType d) {
  switch (d) {
  case rt::DType::F32:
    return STYPE_DTYPE_F32;
  case rt::DType::F64:
    return STYPE_DTYPE_F64;
  case rt::DType::I64:
    return STYPE_DTYPE_I64;
  case rt::DType::F16:
    return STYPE_DTYPE_F16;
  }
  return -1;
}

/// The runtime the kernels call (stype_invoke, stype_kernel_error, ...) is
/// linked into this extension, which Python loads with RTLD_LOCAL: make its
/// symbols global once, so that the libraries' undefined stype_* resolve.
bool exportRuntime(std::string &error) {
  static std::string failure = [] {
    Dl_info info;
    if (!dladdr(reinterpret_cast<void *>(&stype_invoke), &info) ||
        !info.dli_fname)
      return std::string("cannot find the stype runtime in this process");
    if (!dlopen(info.dli_fname, RTLD_NOW | RTLD_NOLOAD | RTLD_GLOBAL)) {
      const char *why = dlerror();
      return std::string("cannot export the stype runtime: ") +
             (why ? why : "?");
    }
    return std::string();
  }();
  error = failure;
  return failure.empty();
}

/// A dlopen'ed library; closed when the last function goes.
struct Handle {
  void *handle = nullptr;
  std::string path;
  ~Handle() {
    if (handle)
      dlclose(handle);
  }
};

/// Parses the signature of `info` (ABI version 2) into the JIT's Params.
bool paramsOf(const stype_function_info &info, std::vector<Param> &args,
              std::vector<Param> &results, std::string &error) {
  const int64_t *s = info.signature;
  if (!s || s[0] != STYPE_ABI_VERSION || s[1] < 0 || s[2] < 0) {
    error = "a signature of another ABI version than " +
            std::to_string(STYPE_ABI_VERSION);
    return false;
  }
  int64_t numArgs = s[1], numResults = s[2];
  const int64_t *p = s + 3;
  for (int64_t i = 0; i < numArgs + numResults; ++i) {
    Param param;
    int64_t kind = *p++, dtype = *p++, rank = *p++;
    if (kind < STYPE_KIND_DENSE || kind > STYPE_KIND_SCALAR || dtype < 0 ||
        dtype > STYPE_DTYPE_F16 || rank < 0 || rank > STYPE_MAX_NDIM) {
      error = "a malformed signature";
      return false;
    }
    param.kind = kind == STYPE_KIND_CSR          ? Kind::Csr
                 : kind == STYPE_KIND_ROW_SPARSE ? Kind::RowSparse
                 : kind == STYPE_KIND_SCALAR     ? Kind::Scalar
                                                 : Kind::Dense;
    param.dtype = static_cast<rt::DType>(dtype); // the same order
    param.isInteger = dtype == STYPE_DTYPE_I64;
    param.shape.assign(p, p + rank);
    p += rank;
    std::string type = rt::dtypeName(param.dtype);
    if (param.kind != Kind::Scalar) {
      std::string dims;
      for (int64_t d : param.shape)
        dims += (d < 0 ? std::string("?") : std::to_string(d)) + "x";
      type = std::string(param.kind == Kind::Csr         ? "csr "
                         : param.kind == Kind::RowSparse ? "row_sparse "
                                                         : "") +
             "tensor<" + dims + type + ">";
    }
    param.typeName = type;
    bool isArg = i < numArgs;
    param.name = isArg ? (info.arg_names && info.arg_names[i]
                              ? std::string(info.arg_names[i])
                              : "arg" + std::to_string(i))
                       : "result" + std::to_string(i - numArgs);
    (isArg ? args : results).push_back(std::move(param));
  }
  for (Param &a : args)
    a.updated = *p++ == 1;
  for (Param &r : results) {
    int64_t arg = *p++;
    if (arg < -1 || arg >= numArgs) {
      error = "a malformed in-place record";
      return false;
    }
    r.aliasOf = static_cast<int>(arg);
  }
  return true;
}

/// One entry point of a library.
class LibraryFunction : public python::Callable {
public:
  LibraryFunction(std::shared_ptr<Handle> handle,
                  const stype_function_info &info, std::vector<Param> args,
                  std::vector<Param> results)
      : handle(std::move(handle)), info(info), functionName(info.name),
        args(std::move(args)), rets(std::move(results)) {}

  const std::string &name() const override { return functionName; }
  const std::vector<Param> &params() const override { return args; }
  const std::vector<Param> &results() const override { return rets; }

  rt::Status call(const std::vector<jit::Value> &inputs,
                  std::vector<jit::Value> &outputs) const override {
    // Borrowed descriptors (stype_*_borrow would check formats again: the
    // binding and stype_invoke do).
    std::vector<Descriptor> in(args.size()), out(rets.size());
    std::vector<const void *> inPtrs(args.size());
    std::vector<void *> outPtrs(rets.size());
    for (size_t i = 0; i < args.size(); ++i)
      inPtrs[i] = describe(inputs[i], args[i], in[i]);
    for (size_t r = 0; r < rets.size(); ++r)
      outPtrs[r] = out[r].address(rets[r].kind);
    stype_status status = info.call(inPtrs.data(), outPtrs.data());
    if (status != STYPE_OK)
      return rt::Status::error(std::string(stype_status_name(status)) + ": " +
                               stype_last_error());
    outputs.clear();
    for (size_t r = 0; r < rets.size(); ++r)
      outputs.push_back(valueOf(rets[r], out[r], inputs));
    return rt::Status::success();
  }

private:
  struct Descriptor {
    stype_dense dense;
    stype_csr csr;
    stype_row_sparse rsp;
    union {
      float f32;
      double f64;
      int64_t i64;
    } scalar;
    void *address(Kind kind) {
      switch (kind) {
      case Kind::Dense:
        return &dense;
      case Kind::Csr:
        return &csr;
      case Kind::RowSparse:
        return &rsp;
      case Kind::Scalar:
        break;
      }
      return &scalar;
    }
  };

  static const void *describe(const jit::Value &v, const Param &p,
                              Descriptor &d) {
    if (const auto *t = std::get_if<rt::DenseTensor>(&v)) {
      d.dense = {};
      d.dense.dtype = dtypeCode(t->dtype);
      d.dense.ndim = static_cast<int32_t>(t->shape.size());
      std::copy(t->shape.begin(), t->shape.end(), d.dense.shape);
      d.dense.data = t->data.data();
      return &d.dense;
    }
    if (const auto *t = std::get_if<rt::CsrTensor>(&v)) {
      d.csr = {};
      d.csr.dtype = dtypeCode(t->dtype);
      d.csr.nrows = t->numRows;
      d.csr.ncols = t->numCols;
      d.csr.nnz = t->nnz();
      d.csr.indptr = static_cast<int64_t *>(t->indptr.data());
      d.csr.indices = static_cast<int64_t *>(t->indices.data());
      d.csr.data = t->data.data();
      return &d.csr;
    }
    if (const auto *t = std::get_if<rt::RspTensor>(&v)) {
      d.rsp = {};
      d.rsp.dtype = dtypeCode(t->dtype);
      d.rsp.ndim = static_cast<int32_t>(t->shape.size());
      std::copy(t->shape.begin(), t->shape.end(), d.rsp.shape);
      d.rsp.nnr = t->numStoredRows();
      d.rsp.indices = static_cast<int64_t *>(t->indices.data());
      d.rsp.data = t->data.data();
      return &d.rsp;
    }
    const auto &s = std::get<jit::Scalar>(v);
    if (p.dtype == rt::DType::F32)
      d.scalar.f32 = static_cast<float>(s.f);
    else if (p.dtype == rt::DType::F64)
      d.scalar.f64 = s.f;
    else
      d.scalar.i64 = s.i;
    return &d.scalar;
  }

  /// The rt::Buffers of an input's arrays, the aliased argument's first.
  static std::vector<rt::Buffer> inputBuffers(const jit::Value &v) {
    if (const auto *t = std::get_if<rt::DenseTensor>(&v))
      return {t->data};
    if (const auto *t = std::get_if<rt::CsrTensor>(&v))
      return {t->indptr, t->indices, t->data};
    if (const auto *t = std::get_if<rt::RspTensor>(&v))
      return {t->indices, t->data};
    return {};
  }

  /// A buffer of a result: the input's own rt::Buffer where the kernel
  /// returned an argument's memory (the aliased argument's first: two
  /// arguments may share an index array), else one that keeps `owner`.
  template <typename T>
  static rt::Buffer bufferOf(void *ptr, size_t bytes, int aliasOf,
                             const std::vector<jit::Value> &inputs,
                             const std::shared_ptr<T> &owner) {
    auto find = [&](const jit::Value &v, rt::Buffer &out) {
      for (const rt::Buffer &b : inputBuffers(v))
        if (b.data() == ptr && ptr) {
          out = b;
          return true;
        }
      return false;
    };
    rt::Buffer found;
    if (aliasOf >= 0 && find(inputs[aliasOf], found))
      return found;
    for (const jit::Value &v : inputs)
      if (find(v, found))
        return found;
    return rt::Buffer::adopt(ptr, bytes, [owner](void *) {});
  }

  /// Keeps a result descriptor until every buffer made from it is gone.
  template <typename T>
  static std::shared_ptr<T> holder(const T &d, void (*release)(T *)) {
    return std::shared_ptr<T>(new T(d), [release](T *p) {
      release(p);
      delete p;
    });
  }

  static jit::Value valueOf(const Param &p, Descriptor &d,
                            const std::vector<jit::Value> &inputs) {
    size_t elt = rt::dtypeSize(p.dtype);
    int alias = p.aliasOf;
    switch (p.kind) {
    case Kind::Dense: {
      auto owner = holder(d.dense, stype_dense_release);
      rt::DenseTensor t;
      t.dtype = p.dtype;
      t.shape.assign(d.dense.shape, d.dense.shape + d.dense.ndim);
      t.data =
          bufferOf(d.dense.data, t.numElements() * elt, alias, inputs, owner);
      return t;
    }
    case Kind::Csr: {
      auto owner = holder(d.csr, stype_csr_release);
      rt::CsrTensor t;
      t.dtype = p.dtype;
      t.numRows = d.csr.nrows;
      t.numCols = d.csr.ncols;
      t.indptr =
          bufferOf(d.csr.indptr, (d.csr.nrows + 1) * 8, alias, inputs, owner);
      t.indices = bufferOf(d.csr.indices, d.csr.nnz * 8, alias, inputs, owner);
      t.data = bufferOf(d.csr.data, d.csr.nnz * elt, alias, inputs, owner);
      return t;
    }
    case Kind::RowSparse: {
      auto owner = holder(d.rsp, stype_row_sparse_release);
      rt::RspTensor t;
      t.dtype = p.dtype;
      t.shape.assign(d.rsp.shape, d.rsp.shape + d.rsp.ndim);
      int64_t rowLength = 1;
      for (size_t i = 1; i < t.shape.size(); ++i)
        rowLength *= t.shape[i];
      t.indices = bufferOf(d.rsp.indices, d.rsp.nnr * 8, alias, inputs, owner);
      t.data = bufferOf(d.rsp.data, d.rsp.nnr * rowLength * elt, alias, inputs,
                        owner);
      return t;
    }
    case Kind::Scalar:
      break;
    }
    jit::Scalar s;
    if (p.dtype == rt::DType::F32)
      s.f = d.scalar.f32;
    else if (p.dtype == rt::DType::F64)
      s.f = d.scalar.f64;
    else
      s.i = d.scalar.i64;
    return s;
  }

  std::shared_ptr<Handle> handle; // keeps the code loaded
  const stype_function_info &info;
  std::string functionName;
  std::vector<Param> args, rets;
};

[[noreturn]] void raiseError(const std::string &message) {
  py::object error = py::module_::import("stype").attr("Error");
  PyErr_SetString(error.ptr(), message.c_str());
  throw py::error_already_set();
}

/// stype._stype.Library: the functions of one loaded library.
struct Library {
  py::dict functions;
  py::dict getFunctions() const { return functions; }
};

Library loadLibrary(const std::string &path, const std::string &prefix) {
  std::string error;
  if (!exportRuntime(error))
    raiseError(path + ": " + error);
  auto handle = std::make_shared<Handle>();
  handle->path = path;
  handle->handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!handle->handle) {
    const char *why = dlerror();
    raiseError("cannot load the kernel library " + path + ": " +
               (why ? why : "?"));
  }
  auto *table = static_cast<const stype_library_info *>(
      dlsym(handle->handle, (prefix + "stype_library").c_str()));
  if (!table)
    raiseError(path + " has no function table (the symbol " + prefix +
               "stype_library): is it a library built by stype-compile "
               "-emit=so" +
               (prefix.empty() ? std::string() : " --prefix=" + prefix) +
               "? (docs/abi.md, Function tables)");
  if (table->abi_version != STYPE_ABI_VERSION)
    raiseError(path + " was compiled for stype ABI version " +
               std::to_string(table->abi_version) + ", this runtime has " +
               std::to_string(STYPE_ABI_VERSION));
  Library lib;
  for (int64_t i = 0; i < table->num_functions; ++i) {
    const stype_function_info &info = table->functions[i];
    std::vector<Param> args, results;
    if (!info.name || !info.call || !paramsOf(info, args, results, error))
      raiseError(path + ": function #" + std::to_string(i) + " (" +
                 (info.name ? info.name : "?") + ") has " +
                 (error.empty() ? "no name or entry point" : error));
    lib.functions[py::str(info.name)] = python::makeFunction(
        std::make_shared<LibraryFunction>(handle, info, args, results));
  }
  return lib;
}

} // namespace

void python::registerLibrary(py::module_ &m) {
  py::class_<Library>(m, "Library").def("_functions", &Library::getFunctions);
  m.def("load_library", &loadLibrary, py::arg("path"), py::arg("prefix"),
        "Loads a kernel library built by stype-compile -emit=so");
}
