//===- Compile.h - ahead-of-time compilation of stype modules ---*- C++ -*-===//
//
// The library behind stype-compile (like toyc's and iree-compile's): a .mlir
// file through the stype-to-llvm pipeline plus the C entry points
// (--stype-annotate-c-interface / --stype-emit-c-interface), then LLVM's
// TargetMachine, to MLIR, LLVM IR, an object, a static or shared library, or
// the C header declaring the entry points (docs/aot.md, docs/abi.md).
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_TOOLS_COMPILE_COMPILE_H
#define STYPE_TOOLS_COMPILE_COMPILE_H

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace stype {
namespace compile {

enum class Emit { Mlir, LlvmIr, Obj, Lib, So, Header };

/// Where the kernels run: on the host CPU, or on an NVIDIA GPU (device code
/// embedded in the host object, launched through runtime/cuda).
enum class Target { Host, Nvptx };

/// Parses "mlir", "llvm-ir", "obj", "lib", "so", "header".
std::optional<Emit> parseEmit(llvm::StringRef name);

struct Options {
  std::string inputPath;
  /// "-" writes text outputs (mlir, llvm-ir, header) to stdout.
  std::string outputPath = "-";
  Emit emit = Emit::Obj;
  /// Target triple; empty: the host's.
  std::string triple;
  /// Target CPU; empty or "native": the host CPU with its features.
  std::string cpu;
  /// Extra target features ("+avx2,-fma"), appended to the CPU's.
  std::string features;
  /// Warn on dense fallbacks.
  bool fallbackWarnings = true;
  /// --fuse-updates (the GPU target fuses what its kernels cover:
  /// --stype-fuse-update gpu=1).
  bool fuseUpdates = true;
  /// LLVM optimization level, 0..3.
  unsigned optLevel = 3;
  /// Prefix of the C entry points' names.
  std::string prefix;
  /// The compiler driver that links -emit=so (found on PATH): "cc".
  std::string linker = "cc";
  /// --target=nvptx: GPU kernels (stype-to-nvvm) with host entry points that
  /// take device-resident tensors (stype_invoke_device, docs/abi.md).
  Target target = Target::Host;
  /// --chip: sm_80 or sm_90.
  std::string chip = "sm_80";
  /// Keep `__stype_packed_<name>`, `__stype_sig_<name>` and
  /// `__stype_name_<name>` external, so that a program that dlopens the
  /// library can call any entry point through stype_invoke /
  /// stype_invoke_device without knowing its C prototype (stype-run
  /// --device=cuda).
  bool exportPacked = false;
  /// If set, receives the names of the public functions (before --prefix).
  std::vector<std::string> *entryNames = nullptr;
  /// --gpu-format: "auto" (cubin when ptxas is found, PTX otherwise), "isa"
  /// (PTX, JIT-compiled by the driver) or "bin" (cubin).
  std::string gpuFormat = "auto";
  /// Vector width in bits of the kernels' row loops: 0 = the target CPU's
  /// widest register (AVX-512F: 512, AVX: 256, SSE2/NEON: 128), 1 = scalar.
  int64_t vectorWidth = 0;
  /// Multi-threaded row loops (OpenMP): the program links libomp (-emit=so
  /// links it into the library) and the thread count is libomp's
  /// (OMP_NUM_THREADS, omp_set_num_threads).
  bool parallel = false;
  /// Rows ahead that lazy updates prefetch (0 = none, -1 = the
  /// stype-to-llvm pipeline's default).
  int64_t prefetchDistance = -1;
  /// --check-bounds: every memory access of the kernels checked at run
  /// time (--stype-check-bounds); the first out-of-bounds one prints the
  /// op's location and ends the process (exit status 70).  Host target
  /// only.
  bool checkBounds = false;
  /// Apply MLIR's pass-manager command-line options
  /// (--mlir-print-ir-after-all, --mlir-timing, ...; registered by
  /// stype::tools::registerMlirOptions) to every pass manager, for the tools.
  bool commandLinePassOptions = false;
};

/// The CUDA toolkit serialization uses: the first of $CUDA_HOME, $CUDA_PATH,
/// the directory above the ptxas on PATH (symlinks resolved) and
/// /usr/local/cuda that holds both bin/ptxas and nvvm/libdevice; empty if
/// none does.
std::string findCudaToolkit();

/// The device-code format `--gpu-format=auto` resolves to here ("bin" if
/// findCudaToolkit() finds a toolkit, "isa" otherwise), and that toolkit
/// directory (empty for "isa").
std::string resolveGpuFormat(const std::string &format, std::string &toolkit);

/// Compiles according to `options`.  Diagnostics (file:line:col for the
/// input, "error: ..." otherwise) go to `errs`; returns false on failure.
bool compileFile(const Options &options, llvm::raw_ostream &errs);

} // namespace compile
} // namespace stype

#endif // STYPE_TOOLS_COMPILE_COMPILE_H
