//===- Jit.cpp - JIT-compiled stype kernels on runtime tensors --*- C++ -*-===//

#include "tools/jit/Jit.h"

#include "dialect/StypeDialect.h"
#include "passes/CNames.h"
#include "passes/InPlace.h"
#include "passes/Passes.h"
#include "passes/Registration.h"
#include "runtime/KernelErrors.h"
#include "tools/common/ToolOptions.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/AsmParser/AsmParserState.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CodeGen.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cstdlib>
#include <cstring>

// libomp (linked into StypeJit): the thread count of parallel kernels.
extern "C" void omp_set_num_threads(int);

using namespace stype;
using namespace stype::jit;
using rt::Status;

//===----------------------------------------------------------------------===//
// Compilation
//===----------------------------------------------------------------------===//

struct JitModule::Impl {
  std::unique_ptr<mlir::MLIRContext> ctx;
  std::unique_ptr<mlir::ExecutionEngine> engine;
};

JitModule::~JitModule() = default;

/// Applies MLIR's command-line pass-manager options to `pm` if the tool asks
/// for them.
static Status applyCommandLineOptions(mlir::PassManager &pm,
                                      const CompileOptions &options,
                                      const std::string &path) {
  if (options.commandLinePassOptions &&
      mlir::failed(stype::tools::applyPassManagerOptions(pm)))
    return Status::error(path + ": MLIR's pass-manager options were refused "
                                "(see above)");
  return Status::success();
}

static Status paramOf(mlir::Type type, Param &p) {
  llvm::raw_string_ostream os(p.typeName);
  os << type;
  auto dtypeOf = [&](mlir::Type t) -> Status {
    if (t.isF32())
      p.dtype = rt::DType::F32;
    else if (t.isF64())
      p.dtype = rt::DType::F64;
    else if (t.isInteger(64) || t.isIndex())
      p.dtype = rt::DType::I64;
    else if (t.isF16() && mlir::isa<mlir::RankedTensorType>(type))
      p.dtype = rt::DType::F16; // tensors only (multi-precision weights)
    else
      return Status::error("unsupported element type in " + p.typeName +
                           " (stype-run handles f32, f64 and i64, and f16 "
                           "tensors)");
    return Status::success();
  };
  if (auto tensor = mlir::dyn_cast<mlir::RankedTensorType>(type)) {
    mlir::FailureOr<mlir::stype::StorageKind> kind =
        mlir::stype::getStorageKind(type);
    if (mlir::failed(kind))
      return Status::error("unsupported storage encoding in " + p.typeName);
    p.kind = *kind == mlir::stype::StorageKind::Csr         ? Kind::Csr
             : *kind == mlir::stype::StorageKind::RowSparse ? Kind::RowSparse
                                                            : Kind::Dense;
    for (int64_t d : tensor.getShape())
      p.shape.push_back(mlir::ShapedType::isDynamic(d) ? -1 : d);
    return dtypeOf(tensor.getElementType());
  }
  if (type.isF32() || type.isF64() || type.isInteger(64) || type.isIndex()) {
    p.kind = Kind::Scalar;
    p.isInteger = !mlir::isa<mlir::FloatType>(type);
    return dtypeOf(type);
  }
  return Status::error("unsupported argument or result type " + p.typeName);
}

/// Parses `buffer` as a module, with the source names of the functions'
/// arguments (`%x` gives "x") in `argNames`.
static mlir::OwningOpRef<mlir::ModuleOp> parseModule(
    llvm::SourceMgr &sourceMgr, mlir::MLIRContext *ctx,
    llvm::StringRef bufferName,
    llvm::DenseMap<mlir::Operation *, std::vector<std::string>> &argNames) {
  mlir::Block block;
  mlir::AsmParserState state;
  mlir::ParserConfig config(ctx);
  if (mlir::failed(mlir::parseAsmSourceFile(sourceMgr, &block, config, &state)))
    return {};
  block.walk([&](mlir::func::FuncOp func) {
    if (func.isExternal())
      return;
    const auto *def = state.getBlockDef(&func.getBody().front());
    std::vector<std::string> &names = argNames[func];
    for (unsigned i = 0; i < func.getNumArguments(); ++i) {
      std::string name = "arg" + std::to_string(i);
      if (def && i < def->arguments.size()) {
        llvm::SMRange r = def->arguments[i].loc;
        llvm::StringRef text(r.Start.getPointer(),
                             r.End.getPointer() - r.Start.getPointer());
        if (text.consume_front("%") && !text.empty())
          name = text.str();
      }
      names.push_back(name);
    }
  });
  return mlir::detail::constructContainerOpForParserIfNecessary<mlir::ModuleOp>(
      &block, ctx, mlir::FileLineColLoc::get(ctx, bufferName, 0, 0));
}

Status JitModule::compile(const std::string &path,
                          const CompileOptions &options,
                          std::unique_ptr<JitModule> &out,
                          std::string *diagnostics) {
  std::string error;
  auto file = mlir::openInputFile(path, &error);
  if (!file)
    return Status::error(path + ": " + error);
  return compileBuffer(std::move(file), path, options, out, diagnostics);
}

Status JitModule::compileSource(const std::string &source,
                                const std::string &bufferName,
                                const CompileOptions &options,
                                std::unique_ptr<JitModule> &out,
                                std::string *diagnostics) {
  return compileBuffer(llvm::MemoryBuffer::getMemBufferCopy(source, bufferName),
                       bufferName, options, out, diagnostics);
}

Status JitModule::compileBuffer(std::unique_ptr<llvm::MemoryBuffer> buffer,
                                const std::string &path,
                                const CompileOptions &options,
                                std::unique_ptr<JitModule> &out,
                                std::string *diagnostics) {
  static bool initialized = [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
    return true;
  }();
  (void)initialized;

  auto module = std::unique_ptr<JitModule>(new JitModule());
  module->impl = std::make_unique<Impl>();
  mlir::DialectRegistry registry;
  mlir::stype::registerStypeDialects(registry);
  module->impl->ctx = std::make_unique<mlir::MLIRContext>(registry);
  mlir::MLIRContext *ctx = module->impl->ctx.get();

  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
  std::string captured;
  llvm::raw_string_ostream capturedStream(captured);
  llvm::raw_ostream &diagnosticStream =
      diagnostics ? static_cast<llvm::raw_ostream &>(capturedStream)
                  : llvm::errs();
  mlir::SourceMgrDiagnosticHandler handler(sourceMgr, ctx, diagnosticStream);
  // Appends what was reported to *diagnostics on every return.
  struct Flush {
    std::string *to;
    std::string &from;
    ~Flush() {
      if (to)
        *to += from;
    }
  } flush{diagnostics, captured};
  llvm::DenseMap<mlir::Operation *, std::vector<std::string>> argNames;
  mlir::OwningOpRef<mlir::ModuleOp> ir =
      parseModule(sourceMgr, ctx, path, argNames);
  if (!ir)
    return Status::error(path + ": does not parse or verify (see the "
                                "diagnostics above)");
  // The names stype-compile refuses (so that what runs also compiles):
  // a public @malloc or @stype_kernel_error would collide with what the
  // lowered kernels call.
  if (mlir::failed(mlir::stype::checkFunctionNames(*ir, "")))
    return Status::error(path + ": function names refused (see above)");

  mlir::stype::StypeToLLVMOptions pipelineOptions;
  pipelineOptions.fallbackWarnings = options.fallbackWarnings;
  pipelineOptions.fuseUpdates = options.fuseUpdates;
  mlir::PassManager infer(ctx);
  // The GPU kernels fuse what they have a fused kernel for.
  if (options.gpuEmulate)
    mlir::stype::buildStypeGpuInferencePipeline(infer, pipelineOptions);
  else
    mlir::stype::buildStypeInferencePipeline(infer, pipelineOptions);
  if (Status s = applyCommandLineOptions(infer, options, path); !s.ok())
    return s;
  if (mlir::failed(infer.run(*ir)))
    return Status::error(path + ": storage inference failed (see above)");

  for (auto func : ir->getOps<mlir::func::FuncOp>()) {
    if (func.isPrivate() || func.isExternal())
      continue;
    Kernel k;
    k.module = module.get();
    k.funcName = func.getName().str();
    mlir::stype::InPlaceUpdates inPlace = mlir::stype::findInPlaceUpdates(func);
    const std::vector<std::string> &names = argNames[func];
    for (auto [i, t] : llvm::enumerate(func.getArgumentTypes())) {
      Param p;
      if (Status s = paramOf(t, p); !s.ok())
        return Status::error(path + ": @" + k.funcName + ": " + s.message());
      p.name = i < names.size() ? names[i] : "arg" + std::to_string(i);
      p.updated = inPlace.argUpdated[i];
      k.args.push_back(p);
    }
    for (auto [i, t] : llvm::enumerate(func.getResultTypes())) {
      Param p;
      p.name = "result" + std::to_string(i);
      p.aliasOf = static_cast<int>(inPlace.resultAliasOf[i]);
      if (Status s = paramOf(t, p); !s.ok())
        return Status::error(path + ": @" + k.funcName + ": " + s.message());
      if (p.kind == Kind::Scalar && p.dtype != rt::DType::F64 &&
          p.dtype != rt::DType::I64)
        return Status::error(path + ": @" + k.funcName +
                             ": scalar results must be f64, i64 or index");
      k.rets.push_back(p);
    }
    module->funcs.emplace(k.funcName, std::move(k));
  }

  int threads = options.numThreads;
  if (threads <= 0) {
    const char *env = std::getenv("STYPE_NUM_THREADS");
    threads = env ? std::atoi(env) : 1;
  }
  pipelineOptions.vectorWidth = options.vectorWidth;
  if (options.prefetchDistance >= 0)
    pipelineOptions.prefetchDistance = options.prefetchDistance;
  // Single-threaded modules get no OpenMP code at all (no libomp call, no
  // outlined loop bodies).
  pipelineOptions.parallel = options.parallel && threads > 1;
  pipelineOptions.checkAllocations = options.checkAllocations;
  pipelineOptions.checkBounds = options.checkBounds;
  mlir::PassManager lower(ctx);
  if (options.gpuEmulate)
    mlir::stype::buildStypeGpuEmulationLoweringPipeline(
        lower, options.checkBounds, options.gpuEmulateOrder,
        options.checkAllocations);
  else
    mlir::stype::buildStypeLoweringPipeline(lower, pipelineOptions);
  if (Status s = applyCommandLineOptions(lower, options, path); !s.ok())
    return s;
  if (mlir::failed(lower.run(*ir)))
    return Status::error(path + ": lowering to LLVM failed (see above)");

  auto transformer =
      mlir::makeOptimizingTransformer(options.optLevel, 0, nullptr);
  mlir::ExecutionEngineOptions engineOptions;
  engineOptions.transformer = transformer;
  engineOptions.jitCodeGenOptLevel =
      llvm::CodeGenOpt::getLevel(options.optLevel)
          .value_or(llvm::CodeGenOptLevel::Aggressive);
  auto engine = mlir::ExecutionEngine::create(*ir, engineOptions);
  if (!engine)
    return Status::error(path + ": JIT compilation failed: " +
                         llvm::toString(engine.takeError()));
  (*engine)->registerSymbols([](llvm::orc::MangleAndInterner interner) {
    llvm::orc::SymbolMap symbols;
    // The runtime hooks kernels call (runtime/KernelErrors.h): resolved
    // here, so that a program need not export its symbols to the JIT.
    symbols[interner("stype_kernel_error")] = {
        llvm::orc::ExecutorAddr::fromPtr(&stype_kernel_error),
        llvm::JITSymbolFlags::Exported};
    symbols[interner("stype_kernel_alloc_error")] = {
        llvm::orc::ExecutorAddr::fromPtr(&stype_kernel_alloc_error),
        llvm::JITSymbolFlags::Exported};
    symbols[interner("stype_kernel_shape_error")] = {
        llvm::orc::ExecutorAddr::fromPtr(&stype_kernel_shape_error),
        llvm::JITSymbolFlags::Exported};
    symbols[interner("stype_kernel_free_buffers")] = {
        llvm::orc::ExecutorAddr::fromPtr(&stype_kernel_free_buffers),
        llvm::JITSymbolFlags::Exported};
    return symbols;
  });
  module->impl->engine = std::move(*engine);
  module->setNumThreads(threads);
  out = std::move(module);
  return Status::success();
}

bool stype::jit::isGpuEmulateOrder(const std::string &order) {
  return mlir::succeeded(mlir::stype::parseGpuEmulationOrder(order));
}

const Kernel *JitModule::lookup(const std::string &name) const {
  auto it = funcs.find(name);
  return it == funcs.end() ? nullptr : &it->second;
}

//===----------------------------------------------------------------------===//
// Calls
//===----------------------------------------------------------------------===//

namespace {

/// Turns returned memref descriptors into runtime buffers.  A buffer that is
/// an input's (an in-place update) shares the input's ownership; any other
/// allocation is freed when its last Buffer goes away.
struct Unpacker {
  std::map<const void *, rt::Buffer> inputBuffers;
  std::map<void *, std::shared_ptr<void>> allocations;

  Status memref(const abi::Memref &m, rt::Buffer &buffer,
                std::vector<int64_t> &sizes) {
    sizes = m.sizes;
    if (!m.contiguous())
      return Status::error("internal error: a kernel returned a "
                           "non-contiguous buffer");
    int64_t count = 1;
    for (int64_t s : sizes)
      count *= s;
    char *data = m.data();
    size_t bytes = static_cast<size_t>(count) * m.eltSize;
    auto in = inputBuffers.find(data);
    if (in != inputBuffers.end() && in->second.bytes() >= bytes) {
      buffer = in->second;
      return Status::success();
    }
    std::shared_ptr<void> &owner = allocations[m.allocated];
    if (!owner)
      owner = std::shared_ptr<void>(m.allocated, [](void *p) { std::free(p); });
    buffer = rt::Buffer::adopt(data, bytes, [keep = owner](void *) {});
    return Status::success();
  }
};

Status checkShape(const Param &p, const std::vector<int64_t> &shape,
                  size_t index) {
  auto fail = [&]() {
    return Status::error("argument #" + std::to_string(index) + " has shape " +
                         rt::formatShape(shape) + " but the function expects " +
                         p.typeName);
  };
  if (shape.size() != p.shape.size())
    return fail();
  for (size_t d = 0; d < shape.size(); ++d)
    if (p.shape[d] >= 0 && p.shape[d] != shape[d])
      return fail();
  return Status::success();
}

} // namespace

Status Kernel::call(const std::vector<Value> &inputs,
                    std::vector<Value> &outputs, double *seconds,
                    bool validateInputs) const {
  if (inputs.size() != args.size())
    return Status::error("@" + funcName + " takes " +
                         std::to_string(args.size()) + " arguments, got " +
                         std::to_string(inputs.size()));
  abi::ArgumentWords packer;
  Unpacker unpacker;
  for (size_t i = 0; i < inputs.size(); ++i) {
    const Param &p = args[i];
    const Value &v = inputs[i];
    auto mismatch = [&]() {
      return Status::error("argument #" + std::to_string(i) + " is a " +
                           describe(v) + " but @" + funcName + " expects " +
                           p.typeName + " (" + kindName(p.kind) + ")");
    };
    auto remember = [&](const rt::Buffer &b) {
      if (b.data())
        unpacker.inputBuffers.emplace(b.data(), b);
    };
    // MXNet's check_format of a csr or row_sparse argument, if asked for.
    auto validate = [&](const auto &t) {
      if (!validateInputs)
        return Status::success();
      if (Status s = rt::checkFormat(t); !s.ok())
        return Status::error("argument #" + std::to_string(i) + ": " +
                             s.message());
      return Status::success();
    };
    switch (p.kind) {
    case Kind::Dense: {
      auto *t = std::get_if<rt::DenseTensor>(&v);
      if (!t || t->dtype != p.dtype)
        return mismatch();
      if (Status s = checkShape(p, t->shape, i); !s.ok())
        return s;
      packer.dense(t->data.data(), t->shape);
      remember(t->data);
      break;
    }
    case Kind::Csr: {
      auto *t = std::get_if<rt::CsrTensor>(&v);
      if (!t || t->dtype != p.dtype)
        return mismatch();
      if (Status s = checkShape(p, {t->numRows, t->numCols}, i); !s.ok())
        return s;
      if (Status s = validate(*t); !s.ok())
        return s;
      packer.csr(t->indptr.data(), t->indices.data(), t->data.data(),
                 t->numRows, t->numCols, t->nnz());
      for (const rt::Buffer *b : {&t->indptr, &t->indices, &t->data})
        remember(*b);
      break;
    }
    case Kind::RowSparse: {
      auto *t = std::get_if<rt::RspTensor>(&v);
      if (!t || t->dtype != p.dtype)
        return mismatch();
      if (Status s = checkShape(p, t->shape, i); !s.ok())
        return s;
      if (Status s = validate(*t); !s.ok())
        return s;
      packer.rowSparse(t->indices.data(), t->data.data(), t->shape,
                       t->numStoredRows());
      remember(t->indices);
      remember(t->data);
      break;
    }
    case Kind::Scalar: {
      auto *s = std::get_if<Scalar>(&v);
      if (!s)
        return mismatch();
      float f = static_cast<float>(s->f);
      if (p.isInteger)
        packer.word(s->i);
      else if (p.dtype == rt::DType::F32)
        packer.scalar(&f, sizeof(f));
      else
        packer.scalar(&s->f, sizeof(s->f));
      break;
    }
    }
  }
  size_t numWords = 0;
  for (const Param &p : rets)
    numWords += abi::valueWords(p.kind, p.shape.size());
  std::vector<int64_t> results(numWords);
  // invokePacked takes a pointer to each argument word, then the results.
  std::vector<void *> packedArgs;
  for (int64_t &w : packer.words)
    packedArgs.push_back(&w);
  if (numWords)
    packedArgs.push_back(results.data());

  (void)stype_take_kernel_error();
  omp_set_num_threads(module->numThreads);
  auto start = std::chrono::steady_clock::now();
  llvm::Error err = module->impl->engine->invokePacked(funcName, packedArgs);
  auto stop = std::chrono::steady_clock::now();
  if (err)
    return Status::error("@" + funcName + ": " +
                         llvm::toString(std::move(err)));
  if (seconds)
    *seconds = std::chrono::duration<double>(stop - start).count();
  int32_t kernelError = stype_take_kernel_error();

  abi::ResultReader reader{results.data()};
  outputs.clear();
  for (const Param &p : rets) {
    abi::Result r =
        reader.result(p.kind, p.shape.size(), rt::dtypeSize(p.dtype));
    std::vector<int64_t> sizes;
    switch (p.kind) {
    case Kind::Dense: {
      rt::DenseTensor t;
      t.dtype = p.dtype;
      if (Status s = unpacker.memref(r.memrefs[0], t.data, t.shape); !s.ok())
        return s;
      outputs.push_back(std::move(t));
      break;
    }
    case Kind::Csr: {
      rt::CsrTensor t;
      t.dtype = p.dtype;
      if (Status s = unpacker.memref(r.memrefs[0], t.indptr, sizes); !s.ok())
        return s;
      t.numRows = sizes[0] - 1;
      if (Status s = unpacker.memref(r.memrefs[1], t.indices, sizes); !s.ok())
        return s;
      if (Status s = unpacker.memref(r.memrefs[2], t.data, sizes); !s.ok())
        return s;
      t.numCols = r.word;
      outputs.push_back(std::move(t));
      break;
    }
    case Kind::RowSparse: {
      rt::RspTensor t;
      t.dtype = p.dtype;
      if (Status s = unpacker.memref(r.memrefs[0], t.indices, sizes); !s.ok())
        return s;
      if (Status s = unpacker.memref(r.memrefs[1], t.data, t.shape); !s.ok())
        return s;
      t.shape[0] = r.word;
      outputs.push_back(std::move(t));
      break;
    }
    case Kind::Scalar: {
      Scalar s;
      int64_t w = r.word;
      if (p.isInteger)
        s.i = w;
      else
        std::memcpy(&s.f, &w, sizeof(double));
      outputs.push_back(s);
      break;
    }
    }
  }
  if (kernelError != STYPE_KERNEL_OK)
    return Status::error("@" + funcName + ": " + stype_kernel_error_detail());
  return Status::success();
}
