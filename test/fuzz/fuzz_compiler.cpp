//===- fuzz_compiler.cpp - stype's compiler on arbitrary text -------------===//
//
// Each input is parsed as an MLIR module in a context that knows what
// stype-opt knows (registerStypeDialects), verified, printed, and, when it
// verifies, run through the first half of both pipelines, built by the
// builders stype-opt's and stype-compile's pipelines use:
//
//   CPU: --stype-infer-storage, canonicalize, --stype-fuse-update,
//        --stype-lower-kernels, canonicalize, cse, --stype-free-temporaries
//   GPU: --stype-infer-storage, canonicalize, --stype-fuse-update{gpu},
//        --stype-lower-kernels-gpu, canonicalize, cse,
//        --stype-free-temporaries, --stype-gpu-device-buffers
//
// (the GPU one on a clone of the parsed module).  Diagnostics are
// swallowed: an error is a fine answer to a bad program.  A crash, a
// sanitizer report or a timeout is a bug, and so is an internal error, a
// pass that succeeds but leaves IR that fails the verifier: each pass runs
// alone and the module is verified after it, and the first such pass aborts
// the run ("internal error after <pass>") when STYPE_FUZZ_STRICT=1, or is
// counted otherwise and listed when the process exits; with
// STYPE_FUZZ_SAVE_INTERNAL=DIR the first input of each is written to
// DIR/internal-<pid>-<n>.mlir (scripts/fuzz-compiler.py).
//
// One known upstream crash is kept out: MLIR 22's parser crashes on a dense
// array of `index` (`array<index: 2>`, in Parser::parseDenseArrayAttr; see
// docs/reliability.md), so inputs that spell `array<index` are skipped.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"
#include "passes/Registration.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <string>
#include <unistd.h>
#include <vector>

using namespace mlir;

namespace {

/// One pass of a pipeline, in a pass manager of its own (verifier off: the
/// fuzzer verifies after it to tell an internal error from a diagnostic).
struct Stage {
  std::string name;
  std::unique_ptr<PassManager> pm;
};

struct Fuzzer {
  MLIRContext ctx;
  std::vector<Stage> cpu, gpu;
  bool strict = false;
  /// Where the first input of each internal error goes (empty: nowhere).
  std::string saveDir;
  /// Internal errors seen (non-strict runs), by pass and first message.
  std::map<std::string, unsigned> internalErrors;

  Fuzzer();
  ~Fuzzer();
  void splitPipeline(OpPassManager &built, llvm::StringRef stopAfter,
                     std::vector<Stage> &stages);
  void runPipeline(ModuleOp module, std::vector<Stage> &stages,
                   const char *which, llvm::StringRef input);
};

Fuzzer::Fuzzer() : ctx(MLIRContext::Threading::DISABLED) {
  DialectRegistry registry;
  stype::registerStypeDialects(registry);
  stype::registerStypePassesAndPipelines();
  ctx.appendDialectRegistry(registry);
  ctx.loadAllAvailableDialects();
  const char *s = std::getenv("STYPE_FUZZ_STRICT");
  strict = s && std::string(s) == "1";
  if (const char *dir = std::getenv("STYPE_FUZZ_SAVE_INTERNAL"))
    saveDir = dir;

  PassManager cpuPm(&ctx);
  stype::StypeToLLVMOptions options;
  stype::buildStypeToLLVMPipeline(cpuPm, options);
  splitPipeline(cpuPm, "stype-free-temporaries", cpu);

  PassManager gpuPm(&ctx);
  stype::StypeToNVVMOptions nvvm;
  nvvm.serialize = false;
  stype::buildStypeToNVVMPipeline(gpuPm, nvvm);
  splitPipeline(gpuPm, "stype-gpu-device-buffers", gpu);
}

Fuzzer::~Fuzzer() {
  if (internalErrors.empty())
    return;
  std::fprintf(stderr, "stype-fuzz: internal errors (a pass left invalid IR):"
                       "\n");
  for (auto &[what, n] : internalErrors)
    std::fprintf(stderr, "stype-fuzz:   %u x %s\n", n, what.c_str());
}

/// The top-level passes of `built` up to `stopAfter`, each re-parsed from its
/// textual form into a pass manager of its own.
void Fuzzer::splitPipeline(OpPassManager &built, llvm::StringRef stopAfter,
                           std::vector<Stage> &stages) {
  for (Pass &pass : built.getPasses()) {
    std::string text;
    llvm::raw_string_ostream os(text);
    pass.printAsTextualPipeline(os);
    auto pm = std::make_unique<PassManager>(&ctx);
    pm->enableVerifier(false);
    if (failed(parsePassPipeline(text, *pm))) {
      std::fprintf(stderr, "stype-fuzz: cannot rebuild the pass '%s'\n",
                   text.c_str());
      std::abort();
    }
    stages.push_back({text, std::move(pm)});
    if (pass.getArgument() == stopAfter)
      return;
  }
  std::fprintf(stderr, "stype-fuzz: no pass '%s' in the pipeline\n",
               stopAfter.str().c_str());
  std::abort();
}

void Fuzzer::runPipeline(ModuleOp module, std::vector<Stage> &stages,
                         const char *which, llvm::StringRef input) {
  for (Stage &stage : stages) {
    if (failed(stage.pm->run(module)))
      return; // a diagnostic: the program is refused
    std::string firstError;
    {
      ScopedDiagnosticHandler capture(&ctx, [&](Diagnostic &d) {
        if (firstError.empty() && d.getSeverity() == DiagnosticSeverity::Error)
          firstError = d.str();
        return success();
      });
      if (succeeded(verify(module)))
        continue;
    }
    // Keep the signature short and stable: the pass and the message's
    // first line, without SSA names or shapes that vary per input.
    std::string msg = firstError.substr(0, firstError.find('\n'));
    std::string what = std::string(which) + " " + stage.name + ": " + msg;
    if (strict) {
      std::fprintf(stderr, "stype-fuzz: internal error after %s\n",
                   what.c_str());
      std::abort();
    }
    if (internalErrors[what]++ == 0 && !saveDir.empty()) {
      std::string path = saveDir + "/internal-" + std::to_string(getpid()) +
                         "-" + std::to_string(internalErrors.size()) + ".mlir";
      if (FILE *f = std::fopen(path.c_str(), "wb")) {
        std::fwrite(input.data(), 1, input.size(), f);
        std::fclose(f);
      }
      std::fprintf(stderr, "stype-fuzz: internal error after %s (input: %s)\n",
                   what.c_str(), path.c_str());
    }
    return;
  }
}

/// The known upstream parser crash on `array<index ...>` (see the header).
bool isKnownUpstreamCrash(llvm::StringRef text) {
  for (size_t at = text.find("array<"); at != llvm::StringRef::npos;
       at = text.find("array<", at + 1)) {
    llvm::StringRef rest = text.drop_front(at + 6);
    // Whitespace and line comments may separate the tokens.
    while (!rest.empty()) {
      rest = rest.ltrim();
      if (!rest.starts_with("//"))
        break;
      rest = rest.drop_until([](char c) { return c == '\n'; });
    }
    if (rest.starts_with("index") || rest.starts_with("!"))
      return true;
  }
  return false;
}

Fuzzer *fuzzer;

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  static Fuzzer f;
  fuzzer = &f;
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  if (isKnownUpstreamCrash(text))
    return 0;
  MLIRContext &ctx = fuzzer->ctx;
  ScopedDiagnosticHandler swallow(&ctx, [](Diagnostic &) { return success(); });
  // The lexer needs the null terminator that a copy provides.
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text),
                               llvm::SMLoc());
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &ctx);
  if (!module)
    return 0;
  // The printers (stype's encodings and custom assembly included).
  std::string printed;
  llvm::raw_string_ostream os(printed);
  module->print(os);
  OwningOpRef<ModuleOp> gpuModule = module->clone();
  fuzzer->runPipeline(*module, fuzzer->cpu, "cpu", text);
  fuzzer->runPipeline(*gpuModule, fuzzer->gpu, "gpu", text);
  return 0;
}
