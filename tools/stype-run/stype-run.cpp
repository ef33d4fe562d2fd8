//===- stype-run.cpp - JIT-run one function of a .mlir file -----*- C++ -*-===//
//
//   stype-run kernel.mlir [-e FUNC] ARG... [-o OUT]... [--repeat=N]
//   stype-run --list kernel.mlir
//
// Compiles the file with the stype-to-llvm pipeline, loads each ARG by the
// function's parameter type (dense: .npy; csr: scipy .npz or LibSVM text;
// row_sparse: .npz with data/indices/shape/format; scalars: numbers), calls
// the function and writes each result to its -o file in the same formats
// (or prints it).  --repeat=N reports the median time of the call alone.
// --list prints the public functions' signatures after storage inference.
//
//===----------------------------------------------------------------------===//

#include "stype/stype.h"

#include "runtime/LibSVM.h"
#include "runtime/Npy.h"
#include "runtime/cuda/CudaRuntime.h"
#include "tools/common/ToolOptions.h"
#include "tools/compile/Compile.h"
#include "tools/jit/Jit.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

#include <dlfcn.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>

using namespace stype;
using namespace stype::jit;
using rt::Status;
namespace cl = llvm::cl;

// --help lists categories by name: "Compile and run options" before LLVM's
// "Generic Options" and MLIR's.
static cl::OptionCategory runCategory("Compile and run options");
static cl::OptionCategory mlirCategory(
    "MLIR options (as in stype-opt: IR printing, timing, crash reproducers)");

static cl::opt<std::string> inputFile(cl::Positional, cl::Required,
                                      cl::desc("<kernel.mlir>"),
                                      cl::cat(runCategory));
static cl::list<std::string> argValues(cl::Positional,
                                       cl::desc("<argument>..."),
                                       cl::ZeroOrMore, cl::cat(runCategory));
static cl::opt<std::string>
    entry("e", cl::desc("Function to run (default: the only public one)"),
          cl::value_desc("name"), cl::cat(runCategory));
static cl::list<std::string>
    outFiles("o",
             cl::desc("Write result #i to the i-th file (.npy for "
                      "default, .npz for csr and row_sparse; a name "
                      "ending in another format's extension, e.g. "
                      ".npy for a csr result, is refused before "
                      "anything runs)"),
             cl::value_desc("file"), cl::cat(runCategory));
static cl::opt<unsigned>
    repeat("repeat",
           cl::desc("Call N times on fresh copies of the inputs and "
                    "report the median time of the call alone"),
           cl::init(1), cl::cat(runCategory));
static cl::opt<int64_t> libsvmFeatures(
    "libsvm-features",
    cl::desc("Number of columns of a csr read from a LibSVM file when the "
             "function's type leaves it dynamic (default: max index + 1)"),
    cl::init(-1), cl::cat(runCategory));
static cl::opt<bool>
    fallbackWarnings("fallback-warnings",
                     cl::desc("Warn on dense fallbacks (default: on)"),
                     cl::init(true), cl::cat(runCategory));
static cl::opt<bool> fuseUpdates(
    "fuse-updates",
    cl::desc("Fuse gradient producers into optimizer updates (default: on; "
             "with --gpu-emulate or --device=cuda: where the GPU kernels "
             "cover it)"),
    cl::init(true), cl::cat(runCategory));

static cl::opt<bool> gpuEmulate(
    "gpu-emulate",
    cl::desc("Compile with the GPU kernels (--stype-lower-kernels-gpu) and "
             "run their launches on the CPU, thread after thread (tests the "
             "GPU kernels without a GPU; docs/gpu.md)"),
    cl::init(false), cl::cat(runCategory));

static cl::opt<bool> checkBounds(
    "check-bounds",
    cl::desc("Check every memory access of the kernels at run time: the "
             "first out-of-bounds access prints the stype op's location "
             "(FILE:LINE:COL: error: --check-bounds: ...) and ends the "
             "process with exit status 70, before the access (slower; "
             "docs/tools.md)"),
    cl::init(false), cl::cat(runCategory));
static cl::opt<std::string> gpuEmulateOrder(
    "gpu-emulate-order",
    cl::desc("With --gpu-emulate: the order in which the blocks of a launch "
             "and the threads of a block run: forward (default), reverse or "
             "shuffle:SEED (a seeded permutation); a kernel missing a "
             "gpu.barrier gives other results in another order"),
    cl::init("forward"), cl::cat(runCategory));

static cl::opt<unsigned> optLevel(
    "O",
    cl::desc("LLVM optimization level of the JIT-compiled code, 0-3 "
             "(default: 3; 0 with --gpu-emulate, whose thread-by-thread "
             "loops are checked, not timed, and take LLVM far longer to "
             "optimize than to run)"),
    cl::Prefix, cl::init(3), cl::cat(runCategory));

static cl::opt<std::string> device(
    "device",
    cl::desc("Where the kernels run: cpu (default, the JIT) or cuda (GPU "
             "kernels compiled ahead of time by stype-compile "
             "--target=nvptx for the device's chip, arguments uploaded, "
             "results downloaded; needs a CUDA driver and GPU)"),
    cl::init("cpu"), cl::cat(runCategory));

static cl::opt<bool> listFunctions(
    "list",
    cl::desc("Print each public function of the file (or the -e one) with "
             "its argument and result types after storage inference, one "
             "per line, and exit without running anything"),
    cl::init(false), cl::cat(runCategory));

static bool hasSuffix(const std::string &s, const std::string &suffix) {
  return s.size() >= suffix.size() &&
         s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

static Status loadArg(const Param &p, const std::string &text, size_t index,
                      Value &out) {
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

template <typename T>
static void printValues(llvm::raw_ostream &os, const rt::Buffer &b, int64_t n) {
  const T *p = static_cast<const T *>(b.data());
  os << "[";
  for (int64_t i = 0; i < n; ++i) {
    if (i)
      os << ", ";
    if constexpr (std::is_same_v<T, uint16_t>) // f16 bits
      os << llvm::format("%g", static_cast<double>(rt::halfToFloat(p[i])));
    else if constexpr (std::is_floating_point_v<T>)
      os << llvm::format("%g", static_cast<double>(p[i]));
    else
      os << p[i];
  }
  os << "]";
}

static void printBuffer(llvm::raw_ostream &os, rt::DType dtype,
                        const rt::Buffer &b, int64_t n) {
  switch (dtype) {
  case rt::DType::F32:
    return printValues<float>(os, b, n);
  case rt::DType::F64:
    return printValues<double>(os, b, n);
  case rt::DType::I64:
    return printValues<int64_t>(os, b, n);
  case rt::DType::F16:
    return printValues<uint16_t>(os, b, n);
  }
}

static void printResult(llvm::raw_ostream &os, size_t i, const Value &v) {
  os << "result #" << i << ": " << describe(v) << "\n";
  if (auto *d = std::get_if<rt::DenseTensor>(&v)) {
    os << "  values: ";
    printBuffer(os, d->dtype, d->data, d->numElements());
  } else if (auto *c = std::get_if<rt::CsrTensor>(&v)) {
    os << "  indptr: ";
    printBuffer(os, rt::DType::I64, c->indptr, c->numRows + 1);
    os << "\n  indices: ";
    printBuffer(os, rt::DType::I64, c->indices, c->nnz());
    os << "\n  data: ";
    printBuffer(os, c->dtype, c->data, c->nnz());
  } else if (auto *r = std::get_if<rt::RspTensor>(&v)) {
    os << "  indices: ";
    printBuffer(os, rt::DType::I64, r->indices, r->numStoredRows());
    os << "\n  data: ";
    printBuffer(os, r->dtype, r->data, r->numStoredRows() * r->rowLength());
  } else {
    auto s = std::get<Scalar>(v);
    os << "  value: " << s.i << " / " << llvm::format("%g", s.f);
  }
  os << "\n";
}

static Status writeResult(const std::string &path, const Value &v) {
  if (auto *d = std::get_if<rt::DenseTensor>(&v))
    return rt::writeNpy(path, *d);
  if (auto *c = std::get_if<rt::CsrTensor>(&v))
    return rt::writeCsrNpz(path, *c);
  if (auto *r = std::get_if<rt::RspTensor>(&v))
    return rt::writeRspNpz(path, *r);
  return Status::error(path + ": scalar results cannot be written to files");
}

/// The command line gives one argument per parameter and, if any, one -o
/// file per result, whose extension is the format writeResult writes for
/// the result's kind (checked before anything is computed).
static Status checkCounts(const std::string &name, size_t numParams,
                          const std::vector<Param> &results) {
  size_t numResults = results.size();
  if (argValues.size() != numParams)
    return Status::error("@" + name + " takes " + std::to_string(numParams) +
                         " arguments, " + std::to_string(argValues.size()) +
                         " given");
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
    const char *ext = r.kind == Kind::Dense ? ".npy" : ".npz";
    std::string lower = llvm::StringRef(outFiles[i]).lower();
    bool otherFormat = false;
    for (const char *e :
         {".npy", ".npz", ".svm", ".libsvm", ".txt", ".csv", ".mtx", ".json"})
      otherFormat |= hasSuffix(lower, e) && llvm::StringRef(ext) != e;
    if (otherFormat)
      return Status::error(what + ", written as " +
                           (r.kind == Kind::Dense
                                ? std::string("a numpy .npy file")
                                : std::string("a scipy-style .npz archive")) +
                           ": give a file ending in " + ext);
  }
  return Status::success();
}

/// Prints the median time (--repeat) and prints or writes the results.
static Status report(std::vector<double> &times,
                     const std::vector<Value> &outputs, const char *note) {
  if (repeat > 1) {
    std::sort(times.begin(), times.end());
    llvm::outs() << "time: median "
                 << llvm::format("%.6f", times[times.size() / 2] * 1e3)
                 << " ms over " << times.size() << " calls" << note << "\n";
  }
  for (size_t i = 0; i < outputs.size(); ++i) {
    if (outFiles.empty()) {
      printResult(llvm::outs(), i, outputs[i]);
      continue;
    }
    if (Status s = writeResult(outFiles[i], outputs[i]); !s.ok())
      return s;
  }
  return Status::success();
}

//===----------------------------------------------------------------------===//
// --device=cuda
//===----------------------------------------------------------------------===//

/// The signature `stype-compile` records (docs/abi.md): {ABI version,
/// #args, #results, then per value kind, dtype, rank, static sizes}.
static std::vector<Param> paramsOf(const int64_t *sig, bool results) {
  std::vector<Param> params;
  int64_t numArgs = sig[1], numResults = sig[2];
  const int64_t *p = sig + 3;
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
    if ((i >= numArgs) == results)
      params.push_back(param);
  }
  return params;
}

static int32_t cDType(rt::DType t) {
  return t == rt::DType::F64   ? STYPE_DTYPE_F64
         : t == rt::DType::I64 ? STYPE_DTYPE_I64
         : t == rt::DType::F16 ? STYPE_DTYPE_F16
                               : STYPE_DTYPE_F32;
}

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

static Status cStatus(stype_status s) {
  return s == STYPE_OK ? Status::success()
                       : Status::error(std::string(stype_status_name(s)) +
                                       ": " + stype_last_error());
}

/// Uploads a runtime tensor to a device descriptor.
static Status upload(Value &v, Descriptor &dev) {
  if (auto *t = std::get_if<rt::DenseTensor>(&v)) {
    stype_dense h;
    dev.kind = Kind::Dense;
    if (Status s = cStatus(
            stype_dense_borrow(cDType(t->dtype), int32_t(t->shape.size()),
                               t->shape.data(), t->data.data(), &h));
        !s.ok())
      return s;
    return cStatus(stype_dense_to_device(&h, &dev.d));
  }
  if (auto *t = std::get_if<rt::CsrTensor>(&v)) {
    stype_csr h;
    dev.kind = Kind::Csr;
    if (Status s = cStatus(
            stype_csr_borrow(cDType(t->dtype), t->numRows, t->numCols, t->nnz(),
                             t->indptr.data<int64_t>(),
                             t->indices.data<int64_t>(), t->data.data(), &h));
        !s.ok())
      return s;
    return cStatus(stype_csr_to_device(&h, &dev.c));
  }
  auto &t = std::get<rt::RspTensor>(v);
  stype_row_sparse h;
  dev.kind = Kind::RowSparse;
  if (Status s = cStatus(stype_row_sparse_borrow(
          cDType(t.dtype), int32_t(t.shape.size()), t.shape.data(),
          t.numStoredRows(), t.indices.data<int64_t>(), t.data.data(), &h));
      !s.ok())
    return s;
  return cStatus(stype_row_sparse_to_device(&h, &dev.r));
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
  auto copy = [](const void *data, size_t bytes) {
    rt::Buffer b = rt::Buffer::allocate(bytes);
    if (bytes && b.data())
      std::memcpy(b.data(), data, bytes);
    return b;
  };
  size_t elt = rt::dtypeSize(p.dtype);
  if (dev.kind == Kind::Dense) {
    rt::DenseTensor t;
    t.dtype = p.dtype;
    t.shape.assign(host.d.shape, host.d.shape + host.d.ndim);
    t.data = copy(host.d.data, t.numElements() * elt);
    out = std::move(t);
  } else if (dev.kind == Kind::Csr) {
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
  return Status::success();
}

/// Compiles the file with `stype-compile --target=nvptx` for the device's
/// chip into a temporary shared library, loads it, and calls the function
/// through stype_invoke_device on uploaded copies of the arguments.
static Status runOnCuda() {
  // No driver or no GPU: say so before compiling anything.
  if (Status s = cStatus(stype_device_init()); !s.ok())
    return Status::error("--device=cuda: " + s.message());
  int major = 0, minor = 0;
  if (Status s = rt::cuda::computeCapability(major, minor); !s.ok())
    return s;
  if (major < 8)
    return Status::error("--device=cuda: the GPU's compute capability " +
                         std::to_string(major) + "." + std::to_string(minor) +
                         " is below 8.0 (sm_80), the oldest stype targets");
  llvm::SmallString<128> soPath;
  if (std::error_code ec =
          llvm::sys::fs::createTemporaryFile("stype-run-cuda", "so", soPath))
    return Status::error("cannot create a temporary file: " + ec.message());
  llvm::FileRemover remover(soPath);
  compile::Options options;
  options.inputPath = inputFile;
  options.outputPath = soPath.str().str();
  options.emit = compile::Emit::So;
  options.target = compile::Target::Nvptx;
  options.chip = major >= 9 ? "sm_90" : "sm_80";
  options.gpuFormat = major == 8 || major == 9 ? "auto" : "isa";
  options.fallbackWarnings = fallbackWarnings;
  options.fuseUpdates = fuseUpdates;
  options.exportPacked = true;
  options.commandLinePassOptions = true;
  std::vector<std::string> names;
  options.entryNames = &names;
  if (!compile::compileFile(options, llvm::errs()))
    return Status::error(inputFile + ": compilation for the GPU failed");
  void *library = dlopen(soPath.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    const char *why = dlerror();
    return Status::error(std::string("cannot load the compiled GPU library: ") +
                         (why ? why : "?"));
  }
  std::string name = entry;
  if (name.empty()) {
    if (names.size() != 1)
      return Status::error(inputFile + ": " + std::to_string(names.size()) +
                           " public functions; choose one with -e");
    name = names.front();
  }
  auto *sig = static_cast<const int64_t *>(
      dlsym(library, ("__stype_sig_" + name).c_str()));
  auto packed = reinterpret_cast<stype_packed_kernel>(
      dlsym(library, ("__stype_packed_" + name).c_str()));
  if (!sig || !packed)
    return Status::error(inputFile + ": no public function @" + name);
  std::vector<Param> params = paramsOf(sig, false),
                     results = paramsOf(sig, true);
  if (Status s = checkCounts(name, params.size(), results); !s.ok())
    return s;
  std::vector<Value> inputs(argValues.size());
  for (size_t i = 0; i < argValues.size(); ++i)
    if (Status s = loadArg(params[i], argValues[i], i, inputs[i]); !s.ok())
      return s;
  std::vector<Value> outputs(results.size());
  std::vector<double> times;
  for (unsigned r = 0; r < std::max(1u, unsigned(repeat)); ++r) {
    // Fresh device copies every call: updates write into their inputs.
    std::vector<Descriptor> in(params.size()), out(results.size());
    std::vector<const void *> inPtrs;
    std::vector<void *> outPtrs;
    for (size_t i = 0; i < params.size(); ++i) {
      if (params[i].kind == Kind::Scalar) {
        in[i].kind = Kind::Scalar;
        in[i].scalar = std::get<Scalar>(inputs[i]);
        in[i].f32 = float(in[i].scalar.f);
        inPtrs.push_back(params[i].isInteger
                             ? static_cast<void *>(&in[i].scalar.i)
                         : params[i].dtype == rt::DType::F32
                             ? static_cast<void *>(&in[i].f32)
                             : static_cast<void *>(&in[i].scalar.f));
        continue;
      }
      if (Status s = upload(inputs[i], in[i]); !s.ok())
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
    stype_status st = stype_invoke_device(name.c_str(), sig, inPtrs.data(),
                                          outPtrs.data(), packed);
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
      if (Status s = download(out[i], results[i], outputs[i]); !s.ok())
        return s;
    }
  }
  return report(times, outputs, " (uploads and downloads excluded)");
}

/// "csr tensor<?x100xf32>", "scalar f64": the storage kind, then the shape
/// (? for a dynamic size) and dtype.
static std::string formatParam(const Param &p) {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (p.kind == Kind::Scalar) {
    os << "scalar " << rt::dtypeName(p.dtype);
    return text;
  }
  os << (p.kind == Kind::Csr         ? "csr"
         : p.kind == Kind::RowSparse ? "row_sparse"
                                     : "default")
     << " tensor<";
  for (int64_t d : p.shape) {
    if (d < 0)
      os << "?";
    else
      os << d;
    os << "x";
  }
  os << rt::dtypeName(p.dtype) << ">";
  return text;
}

/// --list: "@name(csr tensor<?x100xf32>, ...) -> (default tensor<...>)".
static void listKernel(llvm::raw_ostream &os, const Kernel &kernel) {
  auto printList = [&](const std::vector<Param> &params) {
    os << "(";
    for (size_t i = 0; i < params.size(); ++i)
      os << (i ? ", " : "") << formatParam(params[i]);
    os << ")";
  };
  os << "@" << kernel.name();
  printList(kernel.params());
  os << " -> ";
  printList(kernel.results());
  os << "\n";
}

static Status run() {
  if (libsvmFeatures.getNumOccurrences() && libsvmFeatures < 0)
    return Status::error("--libsvm-features=" + std::to_string(libsvmFeatures) +
                         " is negative (expected the number of columns)");
  if (listFunctions) {
    if (device == "cuda")
      return Status::error("--list is not available with --device=cuda (it "
                           "lists the signatures the CPU JIT compiles)");
    if (!argValues.empty() || !outFiles.empty())
      return Status::error("--list runs nothing: leave out the arguments "
                           "and -o files");
  }
  if (device == "cuda") {
    if (checkBounds)
      return Status::error("--check-bounds is not available with "
                           "--device=cuda (the device kernels are not "
                           "checked); --gpu-emulate --check-bounds checks "
                           "the GPU kernels on the CPU");
    return runOnCuda();
  }
  if (device != "cpu")
    return Status::error("unknown --device=" + device +
                         " (expected cpu or cuda)");
  if (optLevel > 3)
    return Status::error("-O" + std::to_string(optLevel) + " is not in 0..3");
  CompileOptions options;
  options.fallbackWarnings = fallbackWarnings;
  options.fuseUpdates = fuseUpdates;
  options.gpuEmulate = gpuEmulate;
  options.checkBounds = checkBounds;
  options.commandLinePassOptions = true;
  if (gpuEmulateOrder.getNumOccurrences()) {
    if (!gpuEmulate)
      return Status::error("--gpu-emulate-order needs --gpu-emulate");
    if (!isGpuEmulateOrder(gpuEmulateOrder))
      return Status::error("--gpu-emulate-order=" + gpuEmulateOrder +
                           ": expected forward, reverse or shuffle:SEED");
  }
  options.gpuEmulateOrder = gpuEmulateOrder;
  options.optLevel =
      gpuEmulate && optLevel.getNumOccurrences() == 0 ? 0 : unsigned(optLevel);
  std::unique_ptr<JitModule> module;
  if (Status s = JitModule::compile(inputFile, options, module); !s.ok())
    return s;
  const Kernel *kernel = nullptr;
  if (!entry.empty()) {
    kernel = module->lookup(entry);
    if (!kernel)
      return Status::error(inputFile + ": no public function @" + entry);
  }
  if (listFunctions) {
    if (kernel)
      listKernel(llvm::outs(), *kernel);
    else
      for (const auto &named : module->kernels())
        listKernel(llvm::outs(), named.second);
    return Status::success();
  }
  if (!kernel && module->kernels().size() != 1)
    return Status::error(inputFile + ": " +
                         std::to_string(module->kernels().size()) +
                         " public functions; choose one with -e");
  if (!kernel)
    kernel = &module->kernels().begin()->second;
  if (Status s = checkCounts(kernel->name(), kernel->params().size(),
                             kernel->results());
      !s.ok())
    return s;
  std::vector<Value> inputs(argValues.size());
  for (size_t i = 0; i < argValues.size(); ++i)
    if (Status s = loadArg(kernel->params()[i], argValues[i], i, inputs[i]);
        !s.ok())
      return s;

  std::vector<Value> outputs;
  std::vector<double> times;
  for (unsigned r = 0; r < std::max(1u, unsigned(repeat)); ++r) {
    // Updates write into their inputs: every call gets fresh copies.
    std::vector<Value> fresh;
    for (const Value &v : inputs)
      fresh.push_back(cloneValue(v));
    double seconds = 0;
    if (Status s = kernel->call(fresh, outputs, &seconds, /*validate=*/r == 0);
        !s.ok())
      return s;
    times.push_back(seconds);
  }
  return report(times, outputs, "");
}

/// True for a negative number ("-0.5", "-3", "-.5", "-inf", "-nan"), which
/// is a scalar argument, not an option.
static bool isNegativeNumber(llvm::StringRef arg) {
  if (arg.size() < 2 || arg[0] != '-')
    return false;
  llvm::StringRef rest = arg.drop_front();
  return std::isdigit(static_cast<unsigned char>(rest[0])) ||
         (rest[0] == '.' && rest.size() > 1 &&
          std::isdigit(static_cast<unsigned char>(rest[1]))) ||
         rest.equals_insensitive("inf") || rest.equals_insensitive("nan");
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  // Negative scalar arguments (a run-time hyper-parameter of -0.1) would
  // read as options: a leading space keeps them positional, and strtod /
  // strtoll skip it.
  std::vector<std::string> spaced;
  spaced.reserve(argc);
  for (int i = 1; i < argc; ++i)
    if (isNegativeNumber(argv[i])) {
      spaced.push_back(std::string(" ") + argv[i]);
      argv[i] = spaced.back().data();
    }
  stype::tools::parseCompilerCommandLine(
      argc, argv, runCategory, mlirCategory,
      "stype-run: JIT-compile one function of a .mlir file and run it on "
      "files\n\n"
      "Arguments are read by the function's parameter types: default "
      "tensors from .npy, csr from scipy .npz or LibSVM text, row_sparse from "
      ".npz (data, indices, shape, format='row_sparse'), scalars from the "
      "command line.\n");
  if (Status s = run(); !s.ok()) {
    llvm::errs() << "stype-run: error: " << s.message() << "\n";
    return 1;
  }
  return 0;
}
