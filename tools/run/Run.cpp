//===- Run.cpp - Run a compiled kernel library on files ---------*- C++ -*-===//

#include "tools/run/Run.h"

#include "stype/stype.h"

#include "runtime/LibSVM.h"
#include "runtime/Npy.h"

#include <dlfcn.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <type_traits>

using namespace stype;
using namespace stype::run;
using rt::Status;

//===----------------------------------------------------------------------===//
// Values
//===----------------------------------------------------------------------===//

Value run::cloneValue(const Value &v) {
  Value c = v;
  std::visit(
      [](auto &t) {
        if constexpr (!std::is_same_v<std::decay_t<decltype(t)>, Scalar>)
          for (rt::Buffer *b : rt::buffersOf(t))
            *b = b->clone();
      },
      c);
  return c;
}

std::string run::describe(const Value &v) {
  if (auto *d = std::get_if<rt::DenseTensor>(&v))
    return std::string("default tensor ") + rt::formatShape(d->shape) + " (" +
           rt::dtypeName(d->dtype) + ")";
  if (auto *c = std::get_if<rt::CsrTensor>(&v))
    return "csr tensor " + rt::formatShape({c->numRows, c->numCols}) +
           " (nnz " + std::to_string(c->nnz()) + ", " +
           rt::dtypeName(c->dtype) + ")";
  if (auto *r = std::get_if<rt::RspTensor>(&v))
    return "row_sparse tensor " + rt::formatShape(r->shape) + " (" +
           std::to_string(r->numStoredRows()) + " stored rows, " +
           rt::dtypeName(r->dtype) + ")";
  return "scalar";
}

std::string run::formatParam(const Param &p) {
  if (p.kind == Kind::Scalar)
    return std::string("scalar ") + rt::dtypeName(p.dtype);
  std::string text = p.kind == Kind::Csr         ? "csr"
                     : p.kind == Kind::RowSparse ? "row_sparse"
                                                 : "default";
  text += " tensor<";
  for (int64_t d : p.shape)
    text += (d < 0 ? std::string("?") : std::to_string(d)) + "x";
  return text + rt::dtypeName(p.dtype) + ">";
}

std::vector<Param> run::paramsOfSignature(const int64_t *sig, bool results) {
  std::vector<Param> params;
  int64_t version = sig[0], numArgs = sig[1], numResults = sig[2];
  const int64_t *p = sig + 3;
  std::vector<Param> all;
  for (int64_t i = 0; i < numArgs + numResults; ++i) {
    Param param;
    int64_t kind = *p++, dtype = *p++, rank = *p++;
    param.kind = kind == STYPE_KIND_CSR          ? Kind::Csr
                 : kind == STYPE_KIND_ROW_SPARSE ? Kind::RowSparse
                 : kind == STYPE_KIND_SCALAR     ? Kind::Scalar
                                                 : Kind::Dense;
    param.dtype = dtype == STYPE_DTYPE_F64   ? rt::DType::F64
                  : dtype == STYPE_DTYPE_I64 ? rt::DType::I64
                  : dtype == STYPE_DTYPE_F16 ? rt::DType::F16
                                             : rt::DType::F32;
    param.isInteger = dtype == STYPE_DTYPE_I64;
    param.shape.assign(p, p + rank);
    p += rank;
    param.typeName =
        param.kind == Kind::Scalar
            ? std::string(rt::dtypeName(param.dtype))
            : std::string(param.kind == Kind::Csr         ? "csr "
                          : param.kind == Kind::RowSparse ? "row_sparse "
                                                          : "") +
                  "tensor";
    param.name = i < numArgs ? "arg" + std::to_string(i)
                             : "result" + std::to_string(i - numArgs);
    all.push_back(param);
  }
  // Version 2: the in-place record (docs/abi.md).
  if (version >= 2)
    for (int64_t i = 0; i < numArgs + numResults; ++i) {
      int64_t word = *p++;
      if (i < numArgs)
        all[i].updated = word != 0;
      else
        all[i].aliasOf = int(word);
    }
  for (int64_t i = 0; i < numArgs + numResults; ++i)
    if ((i >= numArgs) == results)
      params.push_back(all[i]);
  return params;
}

static bool hasSuffix(const std::string &s, const std::string &suffix) {
  return s.size() >= suffix.size() &&
         s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

Status run::loadValue(const Param &p, const std::string &text, size_t index,
                      int64_t libsvmFeatures, Value &out) {
  std::string where =
      "argument #" + std::to_string(index) + " ('" + text + "')";
  switch (p.kind) {
  case Kind::Scalar: {
    const char *s = text.c_str();
    char *end = nullptr;
    errno = 0;
    Scalar v;
    if (p.isInteger)
      v.i = std::strtoll(s, &end, 10);
    else
      v.f = std::strtod(s, &end);
    if (text.empty() || *end != '\0' || errno == ERANGE)
      return Status::error(where + ": expected a number of type " + p.typeName);
    out = v;
    return Status::success();
  }
  case Kind::Dense: {
    if (!hasSuffix(text, ".npy"))
      return Status::error(where + ": a " + p.typeName +
                           " argument is read from a .npy file");
    rt::DenseTensor t;
    if (Status s = rt::readNpy(text, t); !s.ok())
      return s;
    out = std::move(t);
    return Status::success();
  }
  case Kind::Csr: {
    rt::CsrTensor t;
    if (hasSuffix(text, ".npz")) {
      if (Status s = rt::readCsrNpz(text, t); !s.ok())
        return s;
    } else {
      rt::LibSVMOptions options;
      options.dtype = p.dtype;
      options.numFeatures = p.shape[1] >= 0 ? p.shape[1] : libsvmFeatures;
      rt::DenseTensor labels;
      if (Status s = rt::readLibSVM(text, options, t, labels); !s.ok())
        return s;
    }
    out = std::move(t);
    return Status::success();
  }
  case Kind::RowSparse: {
    if (!hasSuffix(text, ".npz"))
      return Status::error(where + ": a row_sparse argument is read from a "
                                   ".npz file");
    rt::RspTensor t;
    if (Status s = rt::readRspNpz(text, t); !s.ok())
      return s;
    out = std::move(t);
    return Status::success();
  }
  }
  return Status::error(where + ": unsupported parameter");
}

//===----------------------------------------------------------------------===//
// Results
//===----------------------------------------------------------------------===//

static std::string formatNumber(double v) {
  char text[64];
  std::snprintf(text, sizeof(text), "%g", v);
  return text;
}

template <typename T>
static void formatValues(std::string &os, const rt::Buffer &b, int64_t n) {
  const T *p = static_cast<const T *>(b.data());
  os += "[";
  for (int64_t i = 0; i < n; ++i) {
    if (i)
      os += ", ";
    if constexpr (std::is_same_v<T, uint16_t>) // f16 bits
      os += formatNumber(static_cast<double>(rt::halfToFloat(p[i])));
    else if constexpr (std::is_floating_point_v<T>)
      os += formatNumber(static_cast<double>(p[i]));
    else
      os += std::to_string(p[i]);
  }
  os += "]";
}

static void formatBuffer(std::string &os, rt::DType dtype, const rt::Buffer &b,
                         int64_t n) {
  switch (dtype) {
  case rt::DType::F32:
    return formatValues<float>(os, b, n);
  case rt::DType::F64:
    return formatValues<double>(os, b, n);
  case rt::DType::I64:
    return formatValues<int64_t>(os, b, n);
  case rt::DType::F16:
    return formatValues<uint16_t>(os, b, n);
  }
}

std::string run::formatResult(size_t i, const Value &v) {
  std::string os = "result #" + std::to_string(i) + ": " + describe(v) + "\n";
  if (auto *d = std::get_if<rt::DenseTensor>(&v)) {
    os += "  values: ";
    formatBuffer(os, d->dtype, d->data, d->numElements());
  } else if (auto *c = std::get_if<rt::CsrTensor>(&v)) {
    os += "  indptr: ";
    formatBuffer(os, rt::DType::I64, c->indptr, c->numRows + 1);
    os += "\n  indices: ";
    formatBuffer(os, rt::DType::I64, c->indices, c->nnz());
    os += "\n  data: ";
    formatBuffer(os, c->dtype, c->data, c->nnz());
  } else if (auto *r = std::get_if<rt::RspTensor>(&v)) {
    os += "  indices: ";
    formatBuffer(os, rt::DType::I64, r->indices, r->numStoredRows());
    os += "\n  data: ";
    formatBuffer(os, r->dtype, r->data, r->numStoredRows() * r->rowLength());
  } else {
    auto s = std::get<Scalar>(v);
    os += "  value: " + std::to_string(s.i) + " / " + formatNumber(s.f);
  }
  return os + "\n";
}

Status run::writeResult(const std::string &path, const Value &v) {
  if (auto *d = std::get_if<rt::DenseTensor>(&v))
    return rt::writeNpy(path, *d);
  if (auto *c = std::get_if<rt::CsrTensor>(&v))
    return rt::writeCsrNpz(path, *c);
  if (auto *r = std::get_if<rt::RspTensor>(&v))
    return rt::writeRspNpz(path, *r);
  return Status::error(path + ": scalar results cannot be written to files");
}

Status run::checkCounts(const std::string &name, size_t numParams,
                        const std::vector<Param> &results, size_t numArgs,
                        const std::vector<std::string> &outFiles) {
  size_t numResults = results.size();
  if (numArgs != numParams)
    return Status::error("@" + name + " takes " + std::to_string(numParams) +
                         " arguments, " + std::to_string(numArgs) + " given");
  if (!outFiles.empty() && outFiles.size() != numResults)
    return Status::error("@" + name + " has " + std::to_string(numResults) +
                         " results, " + std::to_string(outFiles.size()) +
                         " -o files given");
  for (size_t i = 0; i < outFiles.size(); ++i) {
    const Param &r = results[i];
    const char *kind = r.kind == Kind::Csr         ? "csr"
                       : r.kind == Kind::RowSparse ? "row_sparse"
                       : r.kind == Kind::Dense     ? "default (dense)"
                                                   : "scalar";
    std::string what = "-o " + outFiles[i] + ": result #" + std::to_string(i) +
                       " of @" + name + " (" + r.typeName + ") is a " + kind +
                       " result";
    if (r.kind == Kind::Scalar)
      return Status::error(what + ", which is printed, not written to a "
                                  "file: leave out -o");
    // A file named for another format is refused; any other name (the
    // harnesses' res0.out) gets the kind's format.
    std::string ext = r.kind == Kind::Dense ? ".npy" : ".npz";
    std::string lower = outFiles[i];
    for (char &c : lower)
      c = char(std::tolower(static_cast<unsigned char>(c)));
    bool otherFormat = false;
    for (const char *e :
         {".npy", ".npz", ".svm", ".libsvm", ".txt", ".csv", ".mtx", ".json"})
      otherFormat |= hasSuffix(lower, e) && ext != e;
    if (otherFormat)
      return Status::error(what + ", written as " +
                           (r.kind == Kind::Dense
                                ? std::string("a numpy .npy file")
                                : std::string("a scipy-style .npz archive")) +
                           ": give a file ending in " + ext);
  }
  return Status::success();
}

Status run::report(std::vector<double> &times,
                   const std::vector<Value> &outputs, const char *note,
                   const std::vector<std::string> &outFiles) {
  if (times.size() > 1) {
    std::sort(times.begin(), times.end());
    std::printf("time: median %.6f ms over %zu calls%s\n",
                times[times.size() / 2] * 1e3, times.size(), note);
  }
  for (size_t i = 0; i < outputs.size(); ++i) {
    if (outFiles.empty()) {
      std::fputs(formatResult(i, outputs[i]).c_str(), stdout);
      continue;
    }
    if (Status s = writeResult(outFiles[i], outputs[i]); !s.ok())
      return s;
  }
  std::fflush(stdout);
  return Status::success();
}

//===----------------------------------------------------------------------===//
// Compiled libraries
//===----------------------------------------------------------------------===//

namespace {
/// A C descriptor of any kind (host or device), released at the end.
struct Descriptor {
  Kind kind = Kind::Dense;
  stype_dense d{};
  stype_csr c{};
  stype_row_sparse r{};
  Scalar scalar;
  float f32 = 0;
  void *ptr() {
    return kind == Kind::Csr         ? static_cast<void *>(&c)
           : kind == Kind::RowSparse ? static_cast<void *>(&r)
           : kind == Kind::Dense     ? static_cast<void *>(&d)
                                     : static_cast<void *>(&scalar);
  }
  ~Descriptor() {
    if (kind == Kind::Dense)
      stype_dense_release(&d);
    else if (kind == Kind::Csr)
      stype_csr_release(&c);
    else if (kind == Kind::RowSparse)
      stype_row_sparse_release(&r);
  }
};

/// dlclose at the end.
struct Library {
  void *handle = nullptr;
  ~Library() {
    if (handle)
      dlclose(handle);
  }
};
} // namespace

static Status cStatus(stype_status s) {
  return s == STYPE_OK ? Status::success()
                       : Status::error(std::string(stype_status_name(s)) +
                                       ": " + stype_last_error());
}

static int32_t cDType(rt::DType t) {
  return t == rt::DType::F64   ? STYPE_DTYPE_F64
         : t == rt::DType::I64 ? STYPE_DTYPE_I64
         : t == rt::DType::F16 ? STYPE_DTYPE_F16
                               : STYPE_DTYPE_F32;
}

/// A host descriptor that borrows a runtime tensor's buffers.
static Status borrow(Value &v, Descriptor &h) {
  if (auto *t = std::get_if<rt::DenseTensor>(&v)) {
    h.kind = Kind::Dense;
    return cStatus(stype_dense_borrow(cDType(t->dtype),
                                      int32_t(t->shape.size()), t->shape.data(),
                                      t->data.data(), &h.d));
  }
  if (auto *t = std::get_if<rt::CsrTensor>(&v)) {
    h.kind = Kind::Csr;
    return cStatus(stype_csr_borrow(cDType(t->dtype), t->numRows, t->numCols,
                                    t->nnz(), t->indptr.data<int64_t>(),
                                    t->indices.data<int64_t>(), t->data.data(),
                                    &h.c));
  }
  auto &t = std::get<rt::RspTensor>(v);
  h.kind = Kind::RowSparse;
  return cStatus(stype_row_sparse_borrow(
      cDType(t.dtype), int32_t(t.shape.size()), t.shape.data(),
      t.numStoredRows(), t.indices.data<int64_t>(), t.data.data(), &h.r));
}

/// Uploads a runtime tensor to a device descriptor.
static Status upload(Value &v, Descriptor &dev) {
  Descriptor h;
  if (Status s = borrow(v, h); !s.ok())
    return s;
  dev.kind = h.kind;
  return cStatus(h.kind == Kind::Dense ? stype_dense_to_device(&h.d, &dev.d)
                 : h.kind == Kind::Csr
                     ? stype_csr_to_device(&h.c, &dev.c)
                     : stype_row_sparse_to_device(&h.r, &dev.r));
}

/// A runtime tensor that owns a copy of a host descriptor's buffers.
static void fromHost(const Descriptor &host, const Param &p, Value &out) {
  auto copy = [](const void *data, size_t bytes) {
    rt::Buffer b = rt::Buffer::allocate(bytes);
    if (bytes && b.data())
      std::memcpy(b.data(), data, bytes);
    return b;
  };
  size_t elt = rt::dtypeSize(p.dtype);
  if (host.kind == Kind::Dense) {
    rt::DenseTensor t;
    t.dtype = p.dtype;
    t.shape.assign(host.d.shape, host.d.shape + host.d.ndim);
    t.data = copy(host.d.data, t.numElements() * elt);
    out = std::move(t);
  } else if (host.kind == Kind::Csr) {
    rt::CsrTensor t;
    t.dtype = p.dtype;
    t.numRows = host.c.nrows;
    t.numCols = host.c.ncols;
    t.indptr = copy(host.c.indptr, (host.c.nrows + 1) * sizeof(int64_t));
    t.indices = copy(host.c.indices, host.c.nnz * sizeof(int64_t));
    t.data = copy(host.c.data, host.c.nnz * elt);
    out = std::move(t);
  } else {
    rt::RspTensor t;
    t.dtype = p.dtype;
    t.shape.assign(host.r.shape, host.r.shape + host.r.ndim);
    t.indices = copy(host.r.indices, host.r.nnr * sizeof(int64_t));
    t.data = copy(host.r.data, host.r.nnr * t.rowLength() * elt);
    out = std::move(t);
  }
}

/// Downloads a device result into a runtime tensor that owns its memory.
static Status download(Descriptor &dev, const Param &p, Value &out) {
  Descriptor host;
  host.kind = dev.kind;
  stype_status s =
      dev.kind == Kind::Dense ? stype_dense_to_host(&dev.d, &host.d)
      : dev.kind == Kind::Csr ? stype_csr_to_host(&dev.c, &host.c)
                              : stype_row_sparse_to_host(&dev.r, &host.r);
  if (s != STYPE_OK)
    return cStatus(s);
  fromHost(host, p, out);
  return Status::success();
}

/// Opens the library and finds its function table.
static Status openLibrary(const LibraryRun &run, Library &lib,
                          const stype_library_info *&table, bool &onDevice,
                          bool initDevice = true) {
  // A name without a slash would be searched on the library path.
  std::string path =
      run.path.find('/') == std::string::npos ? "./" + run.path : run.path;
  lib.handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!lib.handle) {
    const char *why = dlerror();
    return Status::error("cannot load " + run.path + ": " + (why ? why : "?"));
  }
  table = static_cast<const stype_library_info *>(
      dlsym(lib.handle, (run.prefix + "stype_library").c_str()));
  if (!table)
    return Status::error(run.path + ": no function table '" + run.prefix +
                         "stype_library' (a library built by stype-compile "
                         "-emit=so" +
                         (run.prefix.empty() ? "" : " --prefix=" + run.prefix) +
                         "?)");
  if (table->abi_version < 2 || table->abi_version > STYPE_ABI_VERSION)
    return Status::error(
        run.path + ": ABI version " + std::to_string(table->abi_version) +
        ", this runner reads 2.." + std::to_string(STYPE_ABI_VERSION));
  const char *marker = static_cast<const char *>(
      dlsym(lib.handle, (run.prefix + "stype_library_device").c_str()));
  bool gpuLibrary = marker && std::strcmp(marker, "cuda") == 0;
  if (run.device == "auto") {
    onDevice = gpuLibrary;
  } else if (run.device == "cpu" || run.device == "cuda") {
    onDevice = run.device == "cuda";
    if (onDevice != gpuLibrary)
      return Status::error(
          run.path + " is a " +
          (gpuLibrary ? "GPU library (--target=nvptx)" : "CPU library") +
          ": it cannot run with --device=" + run.device);
  } else {
    return Status::error("unknown --device=" + run.device +
                         " (expected auto, cpu or cuda)");
  }
  if (onDevice && initDevice)
    if (Status s = cStatus(stype_device_init()); !s.ok())
      return Status::error("--device=cuda: " + s.message());
  return Status::success();
}

Status run::listLibrary(const LibraryRun &run) {
  Library lib;
  const stype_library_info *table = nullptr;
  bool onDevice = false;
  LibraryRun probe = run;
  probe.device = "auto";
  if (Status s = openLibrary(probe, lib, table, onDevice,
                             /*initDevice=*/false);
      !s.ok())
    return s;
  for (int64_t f = 0; f < table->num_functions; ++f) {
    const stype_function_info &info = table->functions[f];
    std::string line = std::string("@") + info.name;
    for (bool results : {false, true}) {
      std::vector<Param> params = paramsOfSignature(info.signature, results);
      line += results ? " -> (" : "(";
      for (size_t i = 0; i < params.size(); ++i)
        line += (i ? ", " : "") + formatParam(params[i]);
      line += ")";
    }
    std::printf("%s%s\n", line.c_str(), onDevice ? " [cuda]" : "");
  }
  return Status::success();
}

Status run::runLibrary(const LibraryRun &run) {
  Library lib;
  const stype_library_info *table = nullptr;
  bool onDevice = false;
  if (Status s = openLibrary(run, lib, table, onDevice); !s.ok())
    return s;
  const std::string &source = run.source.empty() ? run.path : run.source;
  const stype_function_info *info = nullptr;
  for (int64_t f = 0; f < table->num_functions; ++f)
    if (run.entry.empty() ? table->num_functions == 1
                          : run.entry == table->functions[f].name)
      info = &table->functions[f];
  if (!info)
    return Status::error(run.entry.empty()
                             ? source + ": " +
                                   std::to_string(table->num_functions) +
                                   " public functions; choose one with -e"
                             : source + ": no public function @" + run.entry);
  std::string name = info->name;
  std::vector<Param> params = paramsOfSignature(info->signature, false),
                     results = paramsOfSignature(info->signature, true);
  if (Status s = checkCounts(name, params.size(), results, run.args.size(),
                             run.outFiles);
      !s.ok())
    return s;
  std::vector<Value> inputs(run.args.size());
  for (size_t i = 0; i < run.args.size(); ++i)
    if (Status s =
            loadValue(params[i], run.args[i], i, run.libsvmFeatures, inputs[i]);
        !s.ok())
      return s;
  std::vector<Value> outputs(results.size());
  std::vector<double> times;
  for (unsigned r = 0; r < std::max(1u, run.repeat); ++r) {
    // Fresh copies every call: updates write into their inputs.
    std::vector<Value> fresh;
    std::vector<Descriptor> in(params.size()), out(results.size());
    std::vector<const void *> inPtrs;
    std::vector<void *> outPtrs;
    for (const Value &v : inputs)
      fresh.push_back(cloneValue(v));
    for (size_t i = 0; i < params.size(); ++i) {
      if (params[i].kind == Kind::Scalar) {
        in[i].kind = Kind::Scalar;
        in[i].scalar = std::get<Scalar>(fresh[i]);
        in[i].f32 = float(in[i].scalar.f);
        inPtrs.push_back(params[i].isInteger
                             ? static_cast<void *>(&in[i].scalar.i)
                         : params[i].dtype == rt::DType::F32
                             ? static_cast<void *>(&in[i].f32)
                             : static_cast<void *>(&in[i].scalar.f));
        continue;
      }
      Status s = onDevice ? upload(fresh[i], in[i]) : borrow(fresh[i], in[i]);
      if (!s.ok())
        return Status::error("argument #" + std::to_string(i) + ": " +
                             s.message());
      inPtrs.push_back(in[i].ptr());
    }
    std::vector<double> scalars(results.size());
    for (size_t i = 0; i < results.size(); ++i) {
      out[i].kind = results[i].kind;
      outPtrs.push_back(results[i].kind == Kind::Scalar
                            ? static_cast<void *>(&scalars[i])
                            : out[i].ptr());
    }
    auto start = std::chrono::steady_clock::now();
    stype_status st = info->call(inPtrs.data(), outPtrs.data());
    if (onDevice && st == STYPE_OK)
      st = stype_device_synchronize();
    times.push_back(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count());
    if (st != STYPE_OK)
      return cStatus(st);
    for (size_t i = 0; i < results.size(); ++i) {
      if (results[i].kind == Kind::Scalar) {
        Scalar v;
        if (results[i].isInteger)
          std::memcpy(&v.i, &scalars[i], 8);
        else if (results[i].dtype == rt::DType::F32)
          v.f = *reinterpret_cast<float *>(&scalars[i]);
        else
          v.f = scalars[i];
        outputs[i] = v;
        continue;
      }
      if (onDevice) {
        if (Status s = download(out[i], results[i], outputs[i]); !s.ok())
          return s;
      } else {
        fromHost(out[i], results[i], outputs[i]);
      }
    }
  }
  return report(times, outputs,
                onDevice ? " (uploads and downloads excluded)" : "",
                run.outFiles);
}
