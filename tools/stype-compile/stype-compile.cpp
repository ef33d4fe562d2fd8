//===- stype-compile.cpp - ahead-of-time stype compiler ---------*- C++ -*-===//
//
// A thin command line over tools/compile:
//
//   stype-compile kernels.mlir -emit=obj -o kernels.o
//   stype-compile kernels.mlir -emit=header -o kernels.h
//
// See docs/aot.md.
//
//===----------------------------------------------------------------------===//

#include "tools/common/ToolOptions.h"
#include "tools/compile/Compile.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

namespace cl = llvm::cl;

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  // --help lists categories by name: "Compile options" before LLVM's
  // "Generic Options" and MLIR's.
  cl::OptionCategory category("Compile options");
  cl::OptionCategory mlirCategory(
      "MLIR options (as in stype-opt: IR printing, timing, crash reproducers)");
  cl::opt<std::string> input(cl::Positional, cl::desc("<input .mlir>"),
                             cl::Required, cl::cat(category));
  cl::opt<std::string> output("o",
                              cl::desc("Output file ('-' = stdout for "
                                       "mlir, llvm-ir and header)"),
                              cl::value_desc("file"), cl::init("-"),
                              cl::cat(category));
  cl::opt<std::string> emit(
      "emit",
      cl::desc("What to produce: mlir (LLVM dialect with the C entry points), "
               "llvm-ir, obj, lib (static archive), so (shared library, "
               "linked with --linker), header (the C declarations)"),
      cl::value_desc("kind"), cl::init("obj"), cl::cat(category));
  cl::opt<std::string> march(
      "march",
      cl::desc("Target CPU (default: native, the host CPU with its "
               "features)"),
      cl::value_desc("cpu"), cl::init(""), cl::cat(category));
  cl::alias mcpu("mcpu", cl::desc("Alias for -march"), cl::aliasopt(march));
  cl::opt<std::string> mtriple("mtriple",
                               cl::desc("Target triple (default: the host)"),
                               cl::init(""), cl::cat(category));
  cl::opt<std::string> mattr("mattr",
                             cl::desc("Extra target features, e.g. +avx2,-fma"),
                             cl::init(""), cl::cat(category));
  cl::opt<unsigned> optLevel("O", cl::desc("LLVM optimization level (0-3)"),
                             cl::Prefix, cl::init(3), cl::cat(category));
  cl::opt<bool> fallbackWarnings(
      "fallback-warnings",
      cl::desc("Warn on every dense fallback (default on; "
               "--fallback-warnings=false silences them)"),
      cl::init(true), cl::cat(category));
  cl::opt<bool> fuseUpdates(
      "fuse-updates",
      cl::desc("Fuse gradient producers into optimizer updates (default on; "
               "--target=nvptx fuses where the GPU kernels cover it)"),
      cl::init(true), cl::cat(category));
  cl::opt<std::string> prefix("prefix",
                              cl::desc("Prefix of the C entry points' names"),
                              cl::init(""), cl::cat(category));
  cl::opt<std::string> linker(
      "linker", cl::desc("Compiler driver that links -emit=so (default cc)"),
      cl::init("cc"), cl::cat(category));
  cl::opt<std::string> target(
      "target",
      cl::desc("Where the kernels run: host (the CPU, default) or nvptx "
               "(NVIDIA GPUs: device code embedded in the host object, "
               "tensors in device memory; docs/gpu.md)"),
      cl::value_desc("host|nvptx"), cl::init("host"), cl::cat(category));
  cl::opt<std::string> chip(
      "chip", cl::desc("--target=nvptx: the GPU, sm_80 (default) or sm_90"),
      cl::init("sm_80"), cl::cat(category));
  cl::opt<std::string> gpuFormat(
      "gpu-format",
      cl::desc("--target=nvptx: embedded device code, auto (cubin when the "
               "CUDA toolkit's ptxas is found, PTX otherwise; default), isa "
               "(PTX, JIT-compiled by the driver at the first call) or bin "
               "(cubin)"),
      cl::init("auto"), cl::cat(category));
  cl::opt<int64_t> vectorWidth(
      "vector-width",
      cl::desc("Vector width in bits of the kernels' row loops (0 = the "
               "target CPU's widest register, 1 = scalar)"),
      cl::init(0), cl::cat(category));
  cl::opt<bool> parallel(
      "parallel",
      cl::desc("Multi-threaded row loops through OpenMP: link libomp "
               "(-emit=so links it); the thread count is libomp's "
               "(OMP_NUM_THREADS)"),
      cl::init(false), cl::cat(category));
  cl::opt<int64_t> prefetchDistance(
      "row-prefetch-distance",
      cl::desc("Rows ahead whose weight and state rows lazy optimizer "
               "updates prefetch (0 = none; default: the stype-to-llvm "
               "pipeline's, 4)"),
      cl::init(-1), cl::cat(category));
  cl::opt<bool> checkBounds(
      "check-bounds",
      cl::desc("Check every memory access of the kernels at run time: the "
               "first out-of-bounds access prints the stype op's location "
               "to stderr and ends the process with exit status 70, before "
               "the access (slower; host target only; docs/tools.md)"),
      cl::init(false), cl::cat(category));
  stype::tools::parseCompilerCommandLine(
      argc, argv, category, mlirCategory,
      "stype-compile: compiles a .mlir file of stype ops to an object, a "
      "library or a C header\n");

  stype::compile::Options options;
  options.inputPath = input;
  options.outputPath = output;
  std::optional<stype::compile::Emit> kind = stype::compile::parseEmit(emit);
  if (!kind) {
    llvm::errs() << "stype-compile: error: unknown -emit=" << emit
                 << " (expected mlir, llvm-ir, obj, lib, so or header)\n";
    return 1;
  }
  if (optLevel > 3) {
    llvm::errs() << "stype-compile: error: -O" << optLevel
                 << " is not in 0..3\n";
    return 1;
  }
  options.emit = *kind;
  options.cpu = march;
  options.triple = mtriple;
  options.features = mattr;
  options.optLevel = optLevel;
  options.fallbackWarnings = fallbackWarnings;
  options.prefix = prefix;
  options.fuseUpdates = fuseUpdates;
  options.linker = linker;
  if (target == "nvptx") {
    options.target = stype::compile::Target::Nvptx;
  } else if (target != "host") {
    llvm::errs() << "stype-compile: error: unknown --target=" << target
                 << " (expected host or nvptx)\n";
    return 1;
  }
  if (options.target == stype::compile::Target::Host &&
      (chip.getNumOccurrences() || gpuFormat.getNumOccurrences())) {
    llvm::errs() << "stype-compile: error: --chip and --gpu-format need "
                    "--target=nvptx\n";
    return 1;
  }
  if (vectorWidth < 0) {
    llvm::errs() << "stype-compile: error: --vector-width=" << vectorWidth
                 << " is negative (expected 0 = the target CPU's widest "
                    "register, 1 = scalar, or a width in bits)\n";
    return 1;
  }
  if (prefetchDistance.getNumOccurrences() && prefetchDistance < 0) {
    llvm::errs() << "stype-compile: error: --row-prefetch-distance="
                 << prefetchDistance
                 << " is negative (expected a number of rows, 0 = none)\n";
    return 1;
  }
  options.chip = chip;
  options.gpuFormat = gpuFormat;
  options.vectorWidth = vectorWidth;
  options.parallel = parallel;
  options.prefetchDistance = prefetchDistance;
  options.checkBounds = checkBounds;
  options.commandLinePassOptions = true;
  return stype::compile::compileFile(options, llvm::errs()) ? 0 : 1;
}
