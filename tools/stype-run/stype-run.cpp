//===- stype-run.cpp - JIT-run one function of a .mlir file -----*- C++ -*-===//
//
//   stype-run kernel.mlir [-e FUNC] ARG... [-o OUT]... [--repeat=N]
//
// Compiles the file with the stype-to-llvm pipeline, loads each ARG by the
// function's parameter type (dense: .npy; csr: scipy .npz or LibSVM text;
// row_sparse: .npz with data/indices/shape/format; scalars: numbers), calls
// the function and writes each result to its -o file in the same formats
// (or prints it).  --repeat=N reports the median time of the call alone.
//
//===----------------------------------------------------------------------===//

#include "runtime/LibSVM.h"
#include "runtime/Npy.h"
#include "tools/jit/Jit.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdlib>

using namespace stype;
using namespace stype::jit;
using rt::Status;
namespace cl = llvm::cl;

static cl::opt<std::string> inputFile(cl::Positional, cl::Required,
                                      cl::desc("<kernel.mlir>"));
static cl::list<std::string>
    argValues(cl::Positional, cl::desc("<argument>..."), cl::ZeroOrMore);
static cl::opt<std::string>
    entry("e", cl::desc("Function to run (default: the only public one)"),
          cl::value_desc("name"));
static cl::list<std::string>
    outFiles("o", cl::desc("Write result #i to the i-th file (.npy for "
                           "default, .npz for csr and row_sparse)"),
             cl::value_desc("file"));
static cl::opt<unsigned>
    repeat("repeat", cl::desc("Call N times on fresh copies of the inputs and "
                              "report the median time of the call alone"),
           cl::init(1));
static cl::opt<int64_t> libsvmFeatures(
    "libsvm-features",
    cl::desc("Number of columns of a csr read from a LibSVM file when the "
             "function's type leaves it dynamic (default: max index + 1)"),
    cl::init(-1));
static cl::opt<bool> fallbackWarnings(
    "fallback-warnings", cl::desc("Warn on dense fallbacks (default: on)"),
    cl::init(true));
static cl::opt<bool> fuseUpdates(
    "fuse-updates",
    cl::desc("Fuse gradient producers into optimizer updates (default: on)"),
    cl::init(true));

static cl::opt<bool> gpuEmulate(
    "gpu-emulate",
    cl::desc("Compile with the GPU kernels (--stype-lower-kernels-gpu) and "
             "run their launches on the CPU, thread after thread (tests the "
             "GPU kernels without a GPU; docs/gpu.md)"),
    cl::init(false));

static bool hasSuffix(const std::string &s, const std::string &suffix) {
  return s.size() >= suffix.size() &&
         s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

static Status loadArg(const Param &p, const std::string &text, size_t index,
                      Value &out) {
  std::string where = "argument #" + std::to_string(index) + " ('" + text +
                      "')";
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
      return Status::error(where + ": expected a number of type " +
                           p.typeName);
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
static void printValues(llvm::raw_ostream &os, const rt::Buffer &b,
                        int64_t n) {
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

static Status run() {
  CompileOptions options;
  options.fallbackWarnings = fallbackWarnings;
  options.fuseUpdates = fuseUpdates;
  options.gpuEmulate = gpuEmulate;
  std::unique_ptr<JitModule> module;
  if (Status s = JitModule::compile(inputFile, options, module); !s.ok())
    return s;
  const Kernel *kernel = nullptr;
  if (!entry.empty()) {
    kernel = module->lookup(entry);
    if (!kernel)
      return Status::error(inputFile + ": no public function @" + entry);
  } else if (module->kernels().size() == 1) {
    kernel = &module->kernels().begin()->second;
  } else {
    return Status::error(inputFile + ": " +
                         std::to_string(module->kernels().size()) +
                         " public functions; choose one with -e");
  }
  if (argValues.size() != kernel->params().size())
    return Status::error("@" + kernel->name() + " takes " +
                         std::to_string(kernel->params().size()) +
                         " arguments, " + std::to_string(argValues.size()) +
                         " given");
  if (!outFiles.empty() && outFiles.size() != kernel->results().size())
    return Status::error("@" + kernel->name() + " has " +
                         std::to_string(kernel->results().size()) +
                         " results, " + std::to_string(outFiles.size()) +
                         " -o files given");
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
  if (repeat > 1) {
    std::sort(times.begin(), times.end());
    llvm::outs() << "time: median " << llvm::format("%.6f", times[times.size() / 2] * 1e3)
                 << " ms over " << times.size() << " calls\n";
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
  cl::ParseCommandLineOptions(
      argc, argv,
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
