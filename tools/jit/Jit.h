//===- Jit.h - JIT-compiled stype kernels on runtime tensors ----*- C++ -*-===//
//
// Compiles a .mlir file with the stype-to-llvm pipeline, JITs it with MLIR's
// ExecutionEngine and calls its functions on runtime tensors, following the
// buffer ABI of --stype-lower-kernels.  Used by stype-run and the examples.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_TOOLS_JIT_JIT_H
#define STYPE_TOOLS_JIT_JIT_H

#include "runtime/KernelAbi.h"
#include "runtime/Status.h"
#include "runtime/Tensor.h"
#include "tools/run/Run.h"

#include <map>
#include <memory>
#include <string>
#include <variant>
#include <vector>

namespace llvm {
class MemoryBuffer;
} // namespace llvm

namespace stype {
namespace jit {

// The values a kernel takes and returns, shared with stype-exec (LLVM-free:
// tools/run/Run.h).
using run::cloneValue;
using run::describe;
using run::Kind;
using run::kindName;
using run::Param;
using run::Scalar;
using run::Value;

struct CompileOptions {
  /// Warn on dense fallbacks (the diagnostics go to stderr).
  bool fallbackWarnings = true;
  /// Fuse gradient producers into optimizer updates (--stype-fuse-update).
  bool fuseUpdates = true;
  /// LLVM optimization level of the generated code (IR passes and code
  /// generation), 0-3.
  unsigned optLevel = 3;
  /// Vector width in bits of the kernels' row loops: 0 = the host CPU's
  /// (AVX-512F: 512, AVX: 256, SSE2: 128), 1 = scalar loops.
  int64_t vectorWidth = 0;
  /// Compile the hot row loops for several threads (OpenMP, libomp) when
  /// the thread count below is above 1.
  bool parallel = true;
  /// Rows ahead that lazy updates prefetch (0 = none, -1 = the
  /// stype-to-llvm pipeline's default).
  int64_t prefetchDistance = -1;
  /// Threads per call: 0 = the STYPE_NUM_THREADS environment variable, or 1
  /// when it is unset.  JitModule::setNumThreads changes it later (a module
  /// compiled for 1 thread stays single-threaded).
  int numThreads = 0;
  /// Lower with the GPU kernels and run their launches on the CPU
  /// (--stype-gpu-emulate).
  bool gpuEmulate = false;
  /// Check every buffer the kernels allocate (sizes that overflow or are
  /// negative, failed allocations: STYPE_KERNEL_ALLOCATION_FAILED).  Off
  /// only to measure what the checks cost.
  bool checkAllocations = true;
  /// Check every memory access of the kernels at run time
  /// (--stype-check-bounds): the first out-of-bounds one prints the op's
  /// location and ends the process (exit status 70).
  bool checkBounds = false;
  /// The order of the emulated blocks and threads: forward, reverse or
  /// shuffle:SEED (--stype-gpu-emulate's `order`).
  std::string gpuEmulateOrder = "forward";
  /// Apply MLIR's pass-manager command-line options
  /// (--mlir-print-ir-after-all, --mlir-timing, ...; registered by
  /// stype::tools::registerMlirOptions) to every pass manager, for the tools.
  bool commandLinePassOptions = false;
};

/// Whether `order` is one of --stype-gpu-emulate's orders: forward,
/// reverse or shuffle:SEED.
bool isGpuEmulateOrder(const std::string &order);

class JitModule;

/// One compiled public function.
class Kernel {
public:
  const std::string &name() const { return funcName; }
  const std::vector<Param> &params() const { return args; }
  const std::vector<Param> &results() const { return rets; }

  /// Checks `inputs` against the signature (kinds, dtypes, static shapes and
  /// the sparse formats), calls the kernel and wraps its results.  Inputs
  /// may be updated in place by optimizer ops.  `seconds`, if given,
  /// receives the time of the call alone.
  rt::Status call(const std::vector<Value> &inputs, std::vector<Value> &outputs,
                  double *seconds = nullptr, bool validateInputs = true) const;

private:
  friend class JitModule;
  JitModule *module = nullptr;
  std::string funcName;
  std::vector<Param> args, rets;
};

/// A .mlir module compiled for the host CPU.
class JitModule {
public:
  ~JitModule();
  /// Parses, lowers and JIT-compiles `path`.  Diagnostics (with
  /// file:line:col), errors and warnings such as the dense fallbacks, are
  /// printed to stderr, or appended to `*diagnostics` when it is given; the
  /// status says what failed.
  static rt::Status compile(const std::string &path,
                            const CompileOptions &options,
                            std::unique_ptr<JitModule> &out,
                            std::string *diagnostics = nullptr);
  /// The same for the IR in `source`; diagnostics name it `bufferName`.
  static rt::Status compileSource(const std::string &source,
                                  const std::string &bufferName,
                                  const CompileOptions &options,
                                  std::unique_ptr<JitModule> &out,
                                  std::string *diagnostics = nullptr);

  /// The public functions, by name.
  const std::map<std::string, Kernel> &kernels() const { return funcs; }
  const Kernel *lookup(const std::string &name) const;
  /// Threads each later call may use (>= 1).  Results do not depend on it.
  void setNumThreads(int n) { numThreads = n < 1 ? 1 : n; }
  int getNumThreads() const { return numThreads; }

private:
  static rt::Status compileBuffer(std::unique_ptr<llvm::MemoryBuffer> buffer,
                                  const std::string &path,
                                  const CompileOptions &options,
                                  std::unique_ptr<JitModule> &out,
                                  std::string *diagnostics);
  friend class Kernel;
  struct Impl;
  std::unique_ptr<Impl> impl;
  std::map<std::string, Kernel> funcs;
  int numThreads = 1;
};

} // namespace jit
} // namespace stype

#endif // STYPE_TOOLS_JIT_JIT_H
