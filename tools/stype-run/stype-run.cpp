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

/// Compiles the file with `stype-compile --target=nvptx` for the device's
/// chip into a temporary shared library, loads it, and calls the function
/// through its function table on uploaded copies of the arguments
/// (run::runLibrary, shared with stype-exec).
static Status runOnCuda() {
  // No driver or no GPU: say so before compiling anything.
  if (stype_status st = stype_device_init(); st != STYPE_OK)
    return Status::error(std::string("--device=cuda: ") +
                         stype_status_name(st) + ": " + stype_last_error());
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
  options.commandLinePassOptions = true;
  if (!compile::compileFile(options, llvm::errs()))
    return Status::error(inputFile + ": compilation for the GPU failed");
  run::LibraryRun call;
  call.path = soPath.str().str();
  call.source = inputFile;
  call.entry = entry;
  call.args = argValues;
  call.outFiles = outFiles;
  call.libsvmFeatures = libsvmFeatures;
  call.repeat = std::max(1u, unsigned(repeat));
  call.device = "cuda";
  return run::runLibrary(call);
}

/// --list: "@name(csr tensor<?x100xf32>, ...) -> (default tensor<...>)".
static void listKernel(llvm::raw_ostream &os, const Kernel &kernel) {
  auto printList = [&](const std::vector<Param> &params) {
    os << "(";
    for (size_t i = 0; i < params.size(); ++i)
      os << (i ? ", " : "") << run::formatParam(params[i]);
    os << ")";
  };
  os << "@" << kernel.name();
  printList(kernel.params());
  os << " -> ";
  printList(kernel.results());
  os << "\n";
}

static Status runTool() {
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
  if (Status s =
          run::checkCounts(kernel->name(), kernel->params().size(),
                           kernel->results(), argValues.size(), outFiles);
      !s.ok())
    return s;
  std::vector<Value> inputs(argValues.size());
  for (size_t i = 0; i < argValues.size(); ++i)
    if (Status s = run::loadValue(kernel->params()[i], argValues[i], i,
                                  libsvmFeatures, inputs[i]);
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
  return run::report(times, outputs, "", outFiles);
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
  if (Status s = runTool(); !s.ok()) {
    llvm::errs() << "stype-run: error: " << s.message() << "\n";
    return 1;
  }
  return 0;
}
