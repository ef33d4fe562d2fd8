//===- LowerKernelsGpu.cpp - stype ops to GPU launches ----------*- C++ -*-===//
//
// --stype-lower-kernels-gpu (the conversion; kernels in GpuKernels.cpp),
// --stype-gpu-device-buffers, --stype-gpu-emulate,
// --stype-gpu-math-intrinsics, --stype-gpu-prefetch and
// --stype-gpu-data-layout.
//
//===----------------------------------------------------------------------===//

#include "dialect/FusionOps.h"
#include "dialect/KernelTable.h"
#include "dialect/StypeOps.h"
#include "passes/Passes.h"
#include "passes/gpu/GpuBuilder.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Target/TargetMachine.h"

#include <mutex>

// The NVPTX target of the LLVM libraries (llvm/Config/Targets.def), for its
// data layout.
extern "C" void LLVMInitializeNVPTXTargetInfo();
extern "C" void LLVMInitializeNVPTXTarget();
extern "C" void LLVMInitializeNVPTXTargetMC();

namespace mlir {
namespace stype {
#define GEN_PASS_DEF_STYPELOWERKERNELSGPU
#define GEN_PASS_DEF_STYPEGPUMATHINTRINSICS
#define GEN_PASS_DEF_STYPEGPULIBDEVICE
#define GEN_PASS_DEF_STYPEGPUPREFETCH
#define GEN_PASS_DEF_STYPEGPUDATALAYOUT
#define GEN_PASS_DEF_STYPEGPUDEVICEBUFFERS
#define GEN_PASS_DEF_STYPEGPUEMULATE
#define GEN_PASS_DEF_STYPEGPUSTREAMORDER
#include "passes/Passes.h.inc"
} // namespace stype
} // namespace mlir

using namespace mlir;
using namespace mlir::stype;

namespace {

struct LowerKernelsGpu
    : public stype::impl::StypeLowerKernelsGpuBase<LowerKernelsGpu> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    WalkResult missing = module.walk<WalkOrder::PreOrder>([&](Operation *o) {
      // A fused update is one kernel: its body is not lowered op by op.
      if (isa<FusedUpdateOp>(o)) {
        if (hasGpuFusedKernel(o))
          return WalkResult::skip();
        o->emitOpError()
            << "has no GPU kernel for its body: the GPU kernels fuse one "
               "producer straight into an update with a default weight and "
               "default states (docs/gpu.md; --stype-fuse-update gpu=1 fuses "
               "only those)";
        return WalkResult::interrupt();
      }
      auto op = dyn_cast<StorageInferenceOpInterface>(o);
      if (!op || hasGpuKernel(op) || hasGpuHostRoundTrip(op))
        return WalkResult::advance();
      SmallVector<StorageKind> in = getStorageKinds(op->getOperandTypes());
      SmallVector<StorageKind> out = getStorageKinds(op->getResultTypes());
      InFlightDiagnostic diag =
          op->emitOpError()
          << "has no GPU kernel for input storage types " << formatKinds(in)
          << " and output storage types " << formatKinds(out);
      // The CPU kernel's row in the op's kernel table says GPU "none".
      if (const KernelRow *row = matchKernelRow(op, in, out))
        diag << ": its kernel '" << row->name
             << "' has no GPU form in the op's kernel table (docs/ops.md)";
      else
        diag << " (docs/gpu.md lists them)";
      return WalkResult::interrupt();
    });
    if (missing.wasInterrupted())
      return signalPassFailure();

    // Out-of-range run-time hyper-parameters are reported on the host.
    declareKernelErrorHook(module);
    // Allocation and shape errors name the op of the kernel.
    tagKernelLocations(module);
    // The ops without a device form: their CPU kernels, in host kernel
    // functions, as on the CPU (serial, scalar); --stype-gpu-host-round-trips
    // copies their operands and results.
    SmallVector<Operation *> hostKernels = outlineHostKernels(module);
    {
      StorageTypeConverter host(ctx, {/*vectorBits=*/0, /*parallel=*/false,
                                      /*prefetchDistance=*/0,
                                      bool(checkAllocations)});
      RewritePatternSet patterns(ctx);
      populateGraphKernels(host, patterns);
      if (failed(applyKernelConversion(hostKernels, host, std::move(patterns))))
        return signalPassFailure();
    }
    // The CPU kernels the GPU shares (Stype_GpuSharesCpu rows) run their
    // parallelFor loops as launches.
    StorageTypeConverter converter(ctx,
                                   {/*vectorBits=*/0, /*parallel=*/false,
                                    /*prefetchDistance=*/0,
                                    bool(checkAllocations), &kGpuDeviceLoops});
    RewritePatternSet patterns(ctx);
    populateGpuKernels(converter, patterns);
    populateGpuFusionKernels(converter, patterns);
    if (failed(applyKernelConversion(module, converter, std::move(patterns))))
      return signalPassFailure();
    if (failed(checkNoHostAccessToDeviceBuffers(module)))
      return signalPassFailure();
    dropUnusedKernelErrorHook(module);
    materializeKernelStrings(module);
    // <func>_<role> kernel names (GpuBuilder::KernelRole).
    nameGpuKernels(module);
  }
};

struct GpuMathIntrinsics
    : public stype::impl::StypeGpuMathIntrinsicsBase<GpuMathIntrinsics> {
  using Base::Base;

  /// f32 or f64, the type itself or a vector's element type; null otherwise.
  static Type floatElement(Type t) {
    if (auto v = dyn_cast<VectorType>(t))
      t = v.getRank() == 1 && !v.isScalable() ? v.getElementType() : Type();
    return t && (t.isF32() || t.isF64()) ? t : Type();
  }

  void runOnOperation() override {
    SmallVector<Operation *> ops;
    getOperation().walk([&](Operation *op) {
      if (isa<math::SqrtOp, math::FmaOp>(op) &&
          floatElement(op->getResult(0).getType()))
        ops.push_back(op);
    });
    OpBuilder b(&getContext());
    for (Operation *op : ops) {
      Type t = op->getResult(0).getType();
      Type elt = floatElement(t);
      std::string name =
          isa<math::SqrtOp>(op) ? "llvm.nvvm.sqrt.rn." : "llvm.nvvm.fma.rn.";
      name += elt.isF32() ? "f" : "d";
      b.setInsertionPoint(op);
      Location loc = op->getLoc();
      auto call = [&](ValueRange args) -> Value {
        return LLVM::CallIntrinsicOp::create(b, loc, elt, b.getStringAttr(name),
                                             args)
            .getResult(0);
      };
      Value result;
      if (auto vt = dyn_cast<VectorType>(t)) {
        // Lane by lane: the intrinsics are scalar.
        SmallVector<Value> lanes;
        for (int64_t l = 0; l < vt.getNumElements(); ++l) {
          SmallVector<Value> args;
          for (Value v : op->getOperands())
            args.push_back(vector::ExtractOp::create(b, loc, v, l));
          lanes.push_back(call(args));
        }
        result = vector::FromElementsOp::create(b, loc, vt, lanes);
      } else {
        result = call(op->getOperands());
      }
      op->getResult(0).replaceAllUsesWith(result);
      op->erase();
    }
  }
};

/// For a function of C's <math.h> that libdevice implements as
/// __nv_<name>: whether it is the f32 form (the suffix f: expf, erff) or the
/// f64 one (exp, erf); nothing for any other name.
std::optional<bool> libdeviceMathFunctionIsF32(StringRef name) {
  static const llvm::StringSet<> names = [] {
    llvm::StringSet<> set;
    for (StringRef f :
         {"acos",  "acosh",     "asin",  "asinh",     "atan",  "atan2",
          "atanh", "cbrt",      "ceil",  "cos",       "cosh",  "erf",
          "erfc",  "exp",       "exp10", "exp2",      "expm1", "fabs",
          "fdim",  "floor",     "fma",   "fmax",      "fmin",  "fmod",
          "hypot", "lgamma",    "log",   "log10",     "log1p", "log2",
          "logb",  "nearbyint", "pow",   "remainder", "rint",  "round",
          "sin",   "sinh",      "sqrt",  "tan",       "tanh",  "tgamma",
          "trunc"})
      set.insert(f);
    return set;
  }();
  if (names.contains(name))
    return false;
  if (name.ends_with("f") && names.contains(name.drop_back()))
    return true;
  return std::nullopt;
}

struct GpuLibdevice : public stype::impl::StypeGpuLibdeviceBase<GpuLibdevice> {
  using Base::Base;

  void runOnOperation() override {
    gpu::GPUModuleOp module = getOperation();
    SmallVector<func::FuncOp> decls;
    for (auto fn : module.getOps<func::FuncOp>())
      if (fn.isExternal())
        decls.push_back(fn);
    OpBuilder b(&getContext());
    for (func::FuncOp fn : decls) {
      StringRef name = fn.getSymName();
      FunctionType type = fn.getFunctionType();
      auto isFloat = [](Type t) { return t.isF32() || t.isF64(); };
      // The C name's suffix must match the types (expf: f32 throughout,
      // exp: f64 throughout), else libdevice's function of that name would
      // be called with other types.
      std::optional<bool> f32 = libdeviceMathFunctionIsF32(name);
      bool typesMatch =
          f32 && type.getNumResults() == 1 && type.getNumInputs() >= 1 &&
          type.getNumInputs() <= 3 && isFloat(type.getResult(0)) &&
          llvm::all_of(type.getInputs(),
                       [&](Type t) { return t == type.getResult(0); }) &&
          *f32 == type.getResult(0).isF32();
      if (!typesMatch) {
        fn.emitError() << "GPU kernels call '" << name << "' of type " << type
                       << ", which is neither defined for the device nor a "
                          "C math function of these types that libdevice "
                          "provides";
        return signalPassFailure();
      }
      // Declared and called as llvm.func / llvm.call: convert-gpu-to-nvvm
      // would give a func.func a _mlir_ciface_ wrapper, which libdevice
      // does not have.
      b.setInsertionPoint(fn);
      auto device = LLVM::LLVMFuncOp::create(
          b, fn.getLoc(), ("__nv_" + name).str(),
          LLVM::LLVMFunctionType::get(type.getResult(0), type.getInputs()));
      std::optional<SymbolTable::UseRange> uses = fn.getSymbolUses(module);
      if (uses)
        for (SymbolTable::SymbolUse use : *uses) {
          auto call = dyn_cast<func::CallOp>(use.getUser());
          if (!call) {
            use.getUser()->emitError()
                << "uses '" << name << "' other than by calling it";
            return signalPassFailure();
          }
          b.setInsertionPoint(call);
          auto llvmCall = LLVM::CallOp::create(b, call.getLoc(), device,
                                               call.getOperands());
          call.replaceAllUsesWith(llvmCall->getResults());
          call.erase();
        }
      fn.erase();
    }
  }
};

/// NVVM's shared address space, and the alignment its buffers get.
constexpr unsigned kSharedAddressSpace = 3;
constexpr uint64_t kSharedAlignment = 16;

struct GpuPrefetch : public stype::impl::StypeGpuPrefetchBase<GpuPrefetch> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<LLVM::Prefetch> prefetches;
    getOperation().walk([&](LLVM::Prefetch op) { prefetches.push_back(op); });
    OpBuilder b(&getContext());
    for (LLVM::Prefetch op : prefetches) {
      // A data prefetch of a generic (0) or global (1) 64-bit address; any
      // other (shared, local, an instruction prefetch) has no PTX
      // prefetch.L2 and is dropped, as NVPTX drops them all.
      unsigned space = op.getAddr().getType().getAddressSpace();
      if (op.getCache() != 1 || (space != 0 && space != 1)) {
        op.erase();
        continue;
      }
      b.setInsertionPoint(op);
      LLVM::InlineAsmOp::create(
          b, op.getLoc(), /*resultTypes=*/TypeRange(),
          /*operands=*/ValueRange{op.getAddr()},
          /*asm_string=*/space == 1 ? "prefetch.global.L2 [$0];"
                                    : "prefetch.L2 [$0];",
          /*constraints=*/"l",
          /*has_side_effects=*/true, /*is_align_stack=*/false,
          LLVM::tailcallkind::TailCallKind::None,
          /*asm_dialect=*/LLVM::AsmDialectAttr(),
          /*operand_attrs=*/ArrayAttr());
      op.erase();
    }
  }
};

struct GpuDataLayout
    : public stype::impl::StypeGpuDataLayoutBase<GpuDataLayout> {
  using Base::Base;

  void runOnOperation() override {
    gpu::GPUModuleOp module = getOperation();
    // Shared (workgroup) buffers at 16-byte boundaries: the kernels read
    // and write them as 16-byte vectors (the radix sort's tiles), and the
    // globals convert-gpu-to-nvvm makes of them have only their element's
    // alignment.
    module.walk([](LLVM::GlobalOp global) {
      if (global.getAddrSpace() == kSharedAddressSpace &&
          global.getAlignment().value_or(0) < kSharedAlignment)
        global.setAlignment(kSharedAlignment);
    });
    StringRef name = LLVM::LLVMDialect::getDataLayoutAttrName();
    if (module->hasAttr(name))
      return;
    std::string triple = "nvptx64-nvidia-cuda", chip = "sm_80";
    if (ArrayAttr targets = module.getTargetsAttr())
      for (Attribute a : targets)
        if (auto t = dyn_cast<NVVM::NVVMTargetAttr>(a)) {
          triple = t.getTriple().str();
          chip = t.getChip().str();
          break;
        }
    static std::once_flag once;
    std::call_once(once, [] {
      LLVMInitializeNVPTXTargetInfo();
      LLVMInitializeNVPTXTarget();
      LLVMInitializeNVPTXTargetMC();
    });
    std::string error;
    llvm::Triple tt(triple);
    const llvm::Target *target = llvm::TargetRegistry::lookupTarget(tt, error);
    if (!target) {
      module.emitError() << "no LLVM target for the triple '" << triple
                         << "' of this GPU module: " << error;
      return signalPassFailure();
    }
    std::unique_ptr<llvm::TargetMachine> machine(target->createTargetMachine(
        tt, chip, "", llvm::TargetOptions(), std::nullopt));
    if (!machine) {
      module.emitError() << "LLVM could not create a target machine for '"
                         << triple << "' (" << chip << ")";
      return signalPassFailure();
    }
    module->setAttr(
        name,
        StringAttr::get(&getContext(),
                        machine->createDataLayout().getStringRepresentation()));
  }
};

/// The ops of `func` outside gpu.launch bodies of type OpTy.
template <typename OpTy> SmallVector<OpTy> hostOps(func::FuncOp func) {
  SmallVector<OpTy> ops;
  func.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (isa<gpu::LaunchOp>(op))
      return WalkResult::skip();
    if (auto o = dyn_cast<OpTy>(op))
      ops.push_back(o);
    return WalkResult::advance();
  });
  return ops;
}

struct GpuDeviceBuffers
    : public stype::impl::StypeGpuDeviceBuffersBase<GpuDeviceBuffers> {
  using Base::Base;

  void runOnOperation() override {
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      if (!hasDeviceBuffers(func))
        continue;
      IRRewriter rewriter(&getContext());
      // The host buffers (isHostBuffer: a host round trip's copies, the
      // scalars read back) stay on the host; copies between host and device
      // are gpu.memcpy like the others.
      for (memref::AllocOp op : hostOps<memref::AllocOp>(func)) {
        if (isHostBuffer(op))
          continue;
        rewriter.setInsertionPoint(op);
        auto dev = gpu::AllocOp::create(
            rewriter, op.getLoc(), op.getType(), Type(), ValueRange(),
            op.getDynamicSizes(), op.getSymbolOperands());
        rewriter.replaceOp(op, dev.getMemref());
      }
      for (memref::DeallocOp op : hostOps<memref::DeallocOp>(func)) {
        if (isHostBuffer(op.getMemref()))
          continue;
        rewriter.setInsertionPoint(op);
        gpu::DeallocOp::create(rewriter, op.getLoc(), Type(), ValueRange(),
                               op.getMemref());
        rewriter.eraseOp(op);
      }
      for (memref::CopyOp op : hostOps<memref::CopyOp>(func)) {
        rewriter.setInsertionPoint(op);
        gpu::MemcpyOp::create(rewriter, op.getLoc(), Type(), ValueRange(),
                              op.getTarget(), op.getSource());
        rewriter.eraseOp(op);
      }
    }
  }
};

struct GpuStreamOrder
    : public stype::impl::StypeGpuStreamOrderBase<GpuStreamOrder> {
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    SmallVector<gpu::WaitOp> blocking;
    func.walk([&](gpu::WaitOp op) {
      if (!op.getAsyncToken())
        blocking.push_back(op);
    });
    if (blocking.empty())
      return;
    for (gpu::WaitOp op : blocking)
      op.erase();
    func.walk([&](func::ReturnOp ret) {
      OpBuilder b(ret);
      auto stream = gpu::WaitOp::create(b, ret.getLoc(),
                                        gpu::AsyncTokenType::get(&getContext()),
                                        ValueRange());
      gpu::WaitOp::create(b, ret.getLoc(), Type(),
                          ValueRange{stream.getAsyncToken()});
    });
  }
};

/// True if `op` is a gpu.barrier or a gpu.shuffle (an exchange between the
/// threads of a warp), or holds one: the points where every thread of a
/// block must arrive before any goes on.
bool holdsSync(Operation *op) {
  return op
      ->walk([](Operation *inner) {
        return isa<gpu::BarrierOp, gpu::ShuffleOp>(inner)
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

} // namespace

FailureOr<GpuEmulationOrder>
mlir::stype::parseGpuEmulationOrder(StringRef spec) {
  GpuEmulationOrder order;
  if (spec == "forward")
    return order;
  if (spec == "reverse") {
    order.kind = GpuEmulationOrder::Reverse;
    return order;
  }
  StringRef seed = spec;
  if (!seed.consume_front("shuffle:") || seed.empty() ||
      !llvm::all_of(seed, llvm::isDigit) || seed.getAsInteger(10, order.seed))
    return failure();
  order.kind = GpuEmulationOrder::Shuffle;
  return order;
}

namespace {

/// splitmix64: well-mixed bits from a seed.
uint64_t mix(uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

/// The first prime at or above `n` (trial division; n is about 2^32).
uint64_t nextPrime(uint64_t n) {
  for (;; ++n) {
    bool prime = n > 1;
    for (uint64_t d = 2; prime && d * d <= n; ++d)
      prime = n % d != 0;
    if (prime)
      return n;
  }
}

/// Loops that visit every id of a grid or block of `sizes` (x, y, z) in
/// `order`; `salt` varies the permutation of a shuffle from one set of
/// loops to the next.  Leaves the insertion point inside the innermost loop
/// and returns the ids there and the outermost loop.
///   forward: loops over x, y, z (outermost first), ids ascending;
///   reverse: the same loops, each id ub - 1 - iv;
///   shuffle: one loop over k < n = sx sy sz, linear id t = (a k + c) mod n
///     with a = P mod n for a prime P > 2^32 (so a is coprime to every
///     n < P: a permutation) and c < 2^32, both from the seed and salt;
///     x = t mod sx, y = (t / sx) mod sy, z = t / (sx sy).
std::pair<SmallVector<Value, 3>, Operation *>
emitIdLoops(OpBuilder &b, Location loc, ArrayRef<Value> sizes,
            const GpuEmulationOrder &order, uint64_t salt) {
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  SmallVector<Value, 3> ids;
  Operation *outer = nullptr;
  if (order.kind == GpuEmulationOrder::Shuffle) {
    Value sxy = arith::MulIOp::create(b, loc, sizes[0], sizes[1]);
    Value n = arith::MulIOp::create(b, loc, sxy, sizes[2]);
    auto loop = scf::ForOp::create(b, loc, zero, n, one);
    outer = loop;
    b.setInsertionPoint(loop.getBody()->getTerminator());
    uint64_t bits = mix(order.seed ^ mix(salt));
    uint64_t p = nextPrime((uint64_t(1) << 32) + (bits & 0xfffff));
    // Inside the loop: n > 0 there.
    Value a = arith::RemUIOp::create(
        b, loc, arith::ConstantIndexOp::create(b, loc, int64_t(p)), n);
    Value c = arith::RemUIOp::create(
        b, loc, arith::ConstantIndexOp::create(b, loc, int64_t(bits >> 32)), n);
    Value t = arith::RemUIOp::create(
        b, loc,
        arith::AddIOp::create(
            b, loc, arith::MulIOp::create(b, loc, a, loop.getInductionVar()),
            c),
        n);
    ids.push_back(arith::RemUIOp::create(b, loc, t, sizes[0]));
    ids.push_back(arith::RemUIOp::create(
        b, loc, arith::DivUIOp::create(b, loc, t, sizes[0]), sizes[1]));
    ids.push_back(arith::DivUIOp::create(b, loc, t, sxy));
    return {ids, outer};
  }
  for (Value ub : sizes) {
    auto loop = scf::ForOp::create(b, loc, zero, ub, one);
    if (!outer)
      outer = loop;
    ids.push_back(loop.getInductionVar());
    b.setInsertionPoint(loop.getBody()->getTerminator());
  }
  if (order.kind == GpuEmulationOrder::Reverse)
    for (auto [id, ub] : llvm::zip(ids, sizes))
      id = arith::SubIOp::create(b, loc, arith::SubIOp::create(b, loc, ub, one),
                                 id);
  return {ids, outer};
}

/// Emulates the body of a gpu.launch that synchronizes its threads
/// (GpuBuilder::launchBlocks): the body is cut at its barriers and warp
/// shuffles into segments, each run by every thread of the block in turn
/// before the next; an scf.for holding one runs once per block (its bounds
/// are the same for every thread), its body cut the same way.  Pure ops
/// that do not depend on the thread ids run once, outside the thread
/// loops, so that loop bounds can use them.  A per-thread value used in a
/// later segment is computed again there if pure ops compute it, else kept
/// in a buffer of one element per thread (stored at the end of its
/// segment, loaded where used).  A gpu.shuffle ends a segment with every
/// thread's value stored in an exchange buffer and starts the next with
/// each thread's read of its source lane's (warps of 32 threads in the
/// order of the linear thread id; a lane outside the width or the block
/// gets its own value and `valid` false).
struct BarrierEmulator {
  BarrierEmulator(OpBuilder &b, Location loc, IRMapping &map,
                  gpu::KernelDim3 threadIds, ArrayRef<Value> blockSizes,
                  OpBuilder::InsertPoint prologue, Value numThreads,
                  const GpuEmulationOrder &order)
      : b(b), loc(loc), map(map), threadIds(threadIds), blockSizes(blockSizes),
        prologue(prologue), numThreads(numThreads), order(order) {}

  OpBuilder &b;
  Location loc;
  IRMapping &map;
  gpu::KernelDim3 threadIds;
  SmallVector<Value, 3> blockSizes;
  /// Where buffers that live for the whole launch are allocated (before its
  /// block loops), and the number of threads of a block there.
  OpBuilder::InsertPoint prologue;
  Value numThreads;
  /// The order of the threads in each segment, and the segments emitted so
  /// far (a shuffle draws a new permutation for each).
  const GpuEmulationOrder &order;
  uint64_t segments = 0;
  /// Buffers to free after the launch.
  SmallVector<Value> buffers;
  /// Values of the launch body computed per thread.
  llvm::DenseSet<Value> perThread;
  /// Per-thread values whose segment is over.
  llvm::DenseSet<Value> closed;
  /// Per-thread values kept for later segments: their buffers.
  llvm::DenseMap<Value, Value> spilled;
  /// The exchange buffer of each gpu.shuffle.
  llvm::DenseMap<Operation *, Value> exchange;
  /// The current segment's linear thread id.
  Value tid;

  bool dependsOnThread(Operation *op) {
    bool dep = false;
    op->walk([&](Operation *inner) {
      for (Value v : inner->getOperands())
        if (perThread.contains(v))
          dep = true;
    });
    return dep;
  }

  /// A buffer of one `type` per thread of the block, allocated before the
  /// launch's loops.
  Value threadBuffer(Type type) {
    OpBuilder::InsertionGuard guard(b);
    b.restoreInsertionPoint(prologue);
    Value buffer = memref::AllocOp::create(
        b, loc, MemRefType::get({ShapedType::kDynamic}, type),
        ValueRange{numThreads});
    buffers.push_back(buffer);
    return buffer;
  }

  /// Whether a later segment may run `op` again: no regions, no memory
  /// effects, and not a shuffle (its result comes from another thread).
  static bool canRecompute(Operation *op) {
    return op->getNumRegions() == 0 && isMemoryEffectFree(op) &&
           !isa<gpu::ShuffleOp>(op);
  }

  /// Whether the per-thread value `v` can be computed again in a later
  /// segment from ops without memory effects (and values kept in buffers).
  bool recomputable(Value v) {
    if (!perThread.contains(v) || spilled.count(v) || isa<BlockArgument>(v))
      return true;
    Operation *def = v.getDefiningOp();
    if (!def || !canRecompute(def))
      return false;
    return llvm::all_of(def->getOperands(),
                        [&](Value o) { return recomputable(o); });
  }

  /// Computes the closed value `v` again at the insertion point (inside the
  /// current segment's thread loops): loaded from its buffer where it was
  /// kept, else with the ops without memory effects that computed it (the
  /// thread ran them before, unconditionally: a division is safe to repeat).
  LogicalResult recompute(Value v, llvm::DenseSet<Value> &fresh) {
    if (!closed.contains(v) || fresh.contains(v))
      return success();
    if (Value buffer = spilled.lookup(v)) {
      map.map(
          v,
          memref::LoadOp::create(b, loc, buffer, ValueRange{tid}).getResult());
      fresh.insert(v);
      return success();
    }
    Operation *def = v.getDefiningOp();
    if (!def || !canRecompute(def))
      return failure();
    for (Value operand : def->getOperands())
      if (failed(recompute(operand, fresh)))
        return failure();
    b.clone(*def, map);
    for (Value r : def->getResults())
      fresh.insert(r);
    return success();
  }

  /// Makes every value that `op` (and the ops inside it) uses available in
  /// the current segment.
  LogicalResult recomputeUses(Operation *op, llvm::DenseSet<Value> &fresh) {
    SmallVector<Value> uses;
    op->walk([&](Operation *inner) {
      for (Value v : inner->getOperands())
        uses.push_back(v);
    });
    for (Value v : uses)
      if (failed(recompute(v, fresh)))
        return op->emitOpError(
            "cannot be emulated: a per-thread value crosses a barrier");
    return success();
  }

  /// Thread `tid`'s read of shuffle `op`'s exchange buffer: the value of
  /// its source lane, or its own where the source is out of range.
  LogicalResult emitShuffleRead(gpu::ShuffleOp op,
                                llvm::DenseSet<Value> &fresh) {
    Value buffer = exchange.lookup(op);
    for (Value operand : {op.getOffset(), op.getWidth()})
      if (failed(recompute(operand, fresh)))
        return op->emitOpError(
            "cannot be emulated: a per-thread value crosses a barrier");
    auto c = [&](int64_t v) -> Value {
      return arith::ConstantIndexOp::create(b, loc, v);
    };
    auto ci = [&](arith::CmpIPredicate p, Value x, Value y) -> Value {
      return arith::CmpIOp::create(b, loc, p, x, y);
    };
    Value offset = arith::IndexCastOp::create(
        b, loc, b.getIndexType(), map.lookupOrDefault(op.getOffset()));
    Value width = arith::IndexCastOp::create(
        b, loc, b.getIndexType(), map.lookupOrDefault(op.getWidth()));
    // The lane within its group of `width` lanes of a 32-lane warp.
    Value lane = arith::RemUIOp::create(
        b, loc, arith::RemUIOp::create(b, loc, tid, c(32)), width);
    Value base = arith::SubIOp::create(b, loc, tid, lane);
    Value src, valid;
    switch (op.getMode()) {
    case gpu::ShuffleMode::XOR:
      src = arith::XOrIOp::create(b, loc, lane, offset);
      valid = ci(arith::CmpIPredicate::ult, src, width);
      break;
    case gpu::ShuffleMode::UP:
      src = arith::SubIOp::create(b, loc, lane, offset);
      valid = ci(arith::CmpIPredicate::uge, lane, offset);
      break;
    case gpu::ShuffleMode::DOWN:
      src = arith::AddIOp::create(b, loc, lane, offset);
      valid = ci(arith::CmpIPredicate::ult, src, width);
      break;
    case gpu::ShuffleMode::IDX:
      src = offset;
      valid = ci(arith::CmpIPredicate::ult, src, width);
      break;
    }
    Value from = arith::AddIOp::create(b, loc, base, src);
    valid = arith::AndIOp::create(
        b, loc, valid, ci(arith::CmpIPredicate::ult, from, numThreads));
    Value at = arith::SelectOp::create(b, loc, valid, from, tid);
    map.map(op.getShuffleResult(),
            memref::LoadOp::create(b, loc, buffer, ValueRange{at}).getResult());
    map.map(op.getValid(), valid);
    return success();
  }

  /// Runs `segment` once per thread: first `read`'s exchange (the shuffle
  /// that ended the segment before), then the ops, then `write`'s store of
  /// the thread's value (the shuffle that ends this one); values used by
  /// later segments that cannot be computed again are kept.
  LogicalResult emitSegment(ArrayRef<Operation *> segment,
                            gpu::ShuffleOp read = {},
                            gpu::ShuffleOp write = {}) {
    if (segment.empty() && !read && !write)
      return success();
    if (read)
      for (Value r : read->getResults())
        perThread.insert(r);
    SmallVector<Operation *> uniform, threaded;
    for (Operation *op : segment) {
      if (op->getNumRegions() == 0 && isPure(op) && !dependsOnThread(op))
        uniform.push_back(op);
      else {
        threaded.push_back(op);
        for (Value r : op->getResults())
          perThread.insert(r);
      }
    }
    for (Operation *op : uniform)
      b.clone(*op, map);
    if (threaded.empty() && !read && !write)
      return success();
    if (write && !exchange.count(write))
      exchange[write] = threadBuffer(write.getValue().getType());
    OpBuilder::InsertionGuard guard(b);
    SmallVector<Value, 3> ivs =
        emitIdLoops(b, loc, blockSizes, order, ++segments).first;
    map.map(threadIds.x, ivs[0]);
    map.map(threadIds.y, ivs[1]);
    map.map(threadIds.z, ivs[2]);
    // x + sx (y + sy z)
    tid = arith::AddIOp::create(
        b, loc, ivs[0],
        arith::MulIOp::create(
            b, loc, blockSizes[0],
            arith::AddIOp::create(
                b, loc, ivs[1],
                arith::MulIOp::create(b, loc, blockSizes[1], ivs[2]))));
    llvm::DenseSet<Value> fresh;
    if (read && failed(emitShuffleRead(read, fresh)))
      return failure();
    for (Operation *op : threaded) {
      if (failed(recomputeUses(op, fresh)))
        return failure();
      b.clone(*op, map);
    }
    if (write) {
      if (failed(recompute(write.getValue(), fresh)))
        return write->emitOpError(
            "cannot be emulated: a per-thread value crosses a barrier");
      memref::StoreOp::create(b, loc, map.lookupOrDefault(write.getValue()),
                              exchange[write], ValueRange{tid});
    }
    // Keep what later segments use and cannot compute again.
    llvm::SmallPtrSet<Operation *, 16> here(segment.begin(), segment.end());
    SmallVector<Value> defined;
    if (read)
      defined.append(read->result_begin(), read->result_end());
    for (Operation *op : threaded)
      defined.append(op->result_begin(), op->result_end());
    for (Value r : defined) {
      bool usedLater = llvm::any_of(r.getUsers(), [&](Operation *user) {
        // The shuffle that ends this segment reads it from its exchange.
        if (write && user == write.getOperation())
          return false;
        Operation *at = user;
        Block *block = segment.empty() ? nullptr : segment.front()->getBlock();
        while (at && block && at->getBlock() != block)
          at = at->getParentOp();
        return !at || !here.contains(at);
      });
      if (!usedLater || recomputable(r))
        continue;
      Value buffer = threadBuffer(r.getType());
      memref::StoreOp::create(b, loc, map.lookup(r), buffer, ValueRange{tid});
      spilled[r] = buffer;
    }
    for (Value r : defined)
      closed.insert(r);
    return success();
  }

  LogicalResult emitBlock(Block &block) {
    SmallVector<Operation *> segment;
    // The shuffle whose read starts the current segment.
    gpu::ShuffleOp read;
    for (Operation &op : block.without_terminator()) {
      if (!holdsSync(&op)) {
        segment.push_back(&op);
        continue;
      }
      if (auto shuffle = dyn_cast<gpu::ShuffleOp>(op)) {
        if (failed(emitSegment(segment, read, shuffle)))
          return failure();
        segment.clear();
        read = shuffle;
        continue;
      }
      if (failed(emitSegment(segment, read)))
        return failure();
      segment.clear();
      read = {};
      if (isa<gpu::BarrierOp>(op))
        continue;
      auto loop = dyn_cast<scf::ForOp>(op);
      if (!loop || loop.getNumResults() != 0 ||
          llvm::any_of(loop->getOperands(),
                       [&](Value v) { return perThread.contains(v); })) {
        return op.emitOpError(
            "cannot be emulated: a barrier or shuffle inside a branch, a "
            "per-thread loop or a loop with results");
      }
      auto copy = scf::ForOp::create(b, loop.getLoc(),
                                     map.lookupOrDefault(loop.getLowerBound()),
                                     map.lookupOrDefault(loop.getUpperBound()),
                                     map.lookupOrDefault(loop.getStep()));
      map.map(loop.getInductionVar(), copy.getInductionVar());
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPoint(copy.getBody()->getTerminator());
      if (failed(emitBlock(*loop.getBody())))
        return failure();
    }
    return emitSegment(segment, read);
  }
};

struct GpuEmulate : public stype::impl::StypeGpuEmulateBase<GpuEmulate> {
  using Base::Base;

  void runOnOperation() override {
    FailureOr<GpuEmulationOrder> parsed = parseGpuEmulationOrder(order);
    if (failed(parsed)) {
      getOperation().emitError()
          << "--stype-gpu-emulate: unknown order '" << order
          << "' (expected forward, reverse or shuffle:SEED)";
      return signalPassFailure();
    }
    // Launches draw their shuffles from different salts: launch i's blocks
    // 2i, its threads (without barriers) 2i + 1, its segments their own.
    uint64_t launchIndex = 0;
    SmallVector<gpu::LaunchOp> launches;
    getOperation().walk([&](gpu::LaunchOp op) { launches.push_back(op); });
    for (gpu::LaunchOp launch : launches) {
      if (launch.getAsyncToken() || !launch.getAsyncDependencies().empty() ||
          launch.getDynamicSharedMemorySize() ||
          launch.getNumPrivateAttributions() ||
          !launch.getBody().hasOneBlock()) {
        launch.emitOpError("cannot be emulated: async, dynamic shared or "
                           "private memory, or several blocks");
        return signalPassFailure();
      }
      OpBuilder b(launch);
      Location loc = launch.getLoc();
      gpu::KernelDim3 grid = launch.getGridSizeOperandValues();
      gpu::KernelDim3 block = launch.getBlockSizeOperandValues();
      Block &body = launch.getBody().front();
      bool barriers = holdsSync(launch);
      // Shared memory: one host buffer per attribution, reused by every
      // block (the kernels write it before they read it).
      IRMapping map;
      SmallVector<Value> shared, perThreadBuffers;
      for (BlockArgument arg : launch.getWorkgroupAttributions()) {
        auto type = cast<MemRefType>(arg.getType());
        // 64-byte aligned, as the device's (16 at least: vector accesses).
        Value buffer = memref::AllocOp::create(
            b, loc, MemRefType::get(type.getShape(), type.getElementType()),
            b.getI64IntegerAttr(64));
        shared.push_back(buffer);
        map.map(arg, buffer);
      }
      SmallVector<Value> bounds = {grid.x,  grid.y,  grid.z,
                                   block.x, block.y, block.z};
      for (unsigned i = 0; i < 6; ++i)
        map.map(body.getArgument(6 + i), bounds[i]);
      OpBuilder::InsertionGuard guard(b);
      // The block's thread count, for the emulator's per-thread buffers,
      // which are allocated before the outermost loop.
      Value numThreads = arith::MulIOp::create(
          b, loc, block.x, arith::MulIOp::create(b, loc, block.y, block.z));
      // Blocks, then (without barriers) threads, each running the body.
      auto [ivs, outer] =
          emitIdLoops(b, loc, ArrayRef<Value>(bounds).take_front(3), *parsed,
                      2 * launchIndex);
      OpBuilder::InsertPoint prologue(outer->getBlock(), outer->getIterator());
      if (!barriers)
        ivs.append(emitIdLoops(b, loc, ArrayRef<Value>(bounds).drop_front(3),
                               *parsed, 2 * launchIndex + 1)
                       .first);
      ++launchIndex;
      for (unsigned i = 0; i < ivs.size(); ++i)
        map.map(body.getArgument(i), ivs[i]);
      if (!barriers) {
        for (Operation &op : body.without_terminator())
          b.clone(op, map);
      } else {
        gpu::KernelDim3 threadIds = launch.getThreadIds();
        BarrierEmulator emulator(b, loc, map, threadIds,
                                 {block.x, block.y, block.z}, prologue,
                                 numThreads, *parsed);
        for (Value id : {threadIds.x, threadIds.y, threadIds.z})
          emulator.perThread.insert(id);
        if (failed(emulator.emitBlock(body)))
          return signalPassFailure();
        perThreadBuffers = emulator.buffers;
      }
      b.setInsertionPointAfter(launch);
      for (Value buffer : shared)
        memref::DeallocOp::create(b, loc, buffer);
      for (Value buffer : perThreadBuffers)
        memref::DeallocOp::create(b, loc, buffer);
      launch.erase();
    }
  }
};

} // namespace
