//===- InferStorage.cpp - storage-kind inference and fallback ---*- C++ -*-===//
//
// --stype-infer-storage: MXNet's FInferStorageType plus its dense fallback
// (`kFComputeFallback`), as a rewrite of the IR with a visible warning.
//
//===----------------------------------------------------------------------===//

#include "dialect/KernelTable.h"
#include "dialect/StypeOps.h"
#include "passes/Passes.h"
#include "passes/gpu/GpuBuilder.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"

namespace mlir {
namespace stype {
#define GEN_PASS_DEF_STYPEINFERSTORAGE
#include "passes/Passes.h.inc"
} // namespace stype
} // namespace mlir

using namespace mlir;
using namespace mlir::stype;

namespace {

/// Formats an op's attributes as MXNet's fallback message lists `params`.
/// ODS bookkeeping (`operandSegmentSizes`) is not a parameter and is left out.
std::string formatParams(Operation *op) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << "{";
  auto params =
      llvm::make_filter_range(op->getAttrDictionary(), [](NamedAttribute a) {
        return a.getName().getValue() != "operandSegmentSizes";
      });
  llvm::interleaveComma(params, os, [&](NamedAttribute a) {
    os << "\"" << a.getName().getValue() << "\" : " << a.getValue();
  });
  os << "}";
  return s;
}

/// The kinds of the tensor operands only, as MXNet's messages list its
/// NDArray inputs (a scalar operand, such as a run-time learning rate, is
/// not an input storage type).
SmallVector<SK> tensorKinds(Operation *op, ArrayRef<SK> kinds) {
  SmallVector<SK> out;
  for (auto [operand, kind] : llvm::zip(op->getOperands(), kinds))
    if (isa<TensorType>(operand.getType()))
      out.push_back(kind);
  return out;
}

struct InferStorage : public stype::impl::StypeInferStorageBase<InferStorage> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *ctx) override {
    if (target != "cpu" && target != "gpu")
      return emitError(UnknownLoc::get(ctx))
             << "--stype-infer-storage: target must be cpu or gpu, got '"
             << target << "'";
    return success();
  }

  /// Whether the target has a kernel for these kinds: the op's own rule
  /// (the CPU kernels), and for the GPU also a GPU kernel.
  bool available(StorageInferenceOpInterface op, ArrayRef<SK> in,
                 ArrayRef<SK> out) {
    if (!op.hasKernel(in, out))
      return false;
    return target != "gpu" || hasGpuKernel(op, in, out) ||
           hasGpuHostRoundTrip(op, in, out);
  }

  /// Whether the target runs the op's CPU kernel on the host between copies
  /// (the GPU's host round trips: no GPU kernel, no sensible device form).
  bool hostRoundTrip(StorageInferenceOpInterface op, ArrayRef<SK> in,
                     ArrayRef<SK> out) {
    return target == "gpu" && !hasGpuKernel(op, in, out) &&
           hasGpuHostRoundTrip(op, in, out);
  }

  /// With target=gpu, a specialized combination the GPU has no kernel for
  /// falls back to the dense GPU kernel where that computes the same values
  /// (every op but the optimizer updates, whose lazy row_sparse semantics a
  /// dense update would change) and the GPU has it.  Otherwise the CPU's
  /// decision stands and --stype-lower-kernels-gpu has the last word (an
  /// embedding_grad that --stype-fuse-update fuses into its update has a GPU
  /// kernel there; an unfused one is refused with its kinds).
  bool specialized(StorageInferenceOpInterface op, ArrayRef<SK> in,
                   ArrayRef<SK> out, ArrayRef<SK> denseIn,
                   ArrayRef<SK> denseOut) {
    if (!op.hasKernel(in, out))
      return false;
    if (target != "gpu" || hasGpuKernel(op, in, out) ||
        hostRoundTrip(op, in, out) ||
        isa<OptimizerUpdateOpInterface>(op.getOperation()))
      return true;
    return !available(op, denseIn, denseOut);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // A function's result kinds feed the calls to it, whose users may then
    // infer other kinds: iterate to a fixpoint (each round settles at least
    // one more function of a call chain).
    for (int round = 0;; ++round) {
      bool failedAny = false;
      module.walk([&](StorageInferenceOpInterface op) {
        if (failed(inferOne(op, /*quiet=*/round > 0)))
          failedAny = true;
      });
      if (failedAny)
        return signalPassFailure();
      if (!updateSignaturesAndCalls(module))
        return;
    }
  }

  /// Sets each function's result types to what it returns and each call's
  /// result types to its callee's.  Returns true if a call changed.
  static bool updateSignaturesAndCalls(ModuleOp module) {
    module.walk([&](func::FuncOp func) {
      if (func.isExternal())
        return;
      auto ret = cast<func::ReturnOp>(func.getBody().back().getTerminator());
      auto type = FunctionType::get(func.getContext(), func.getArgumentTypes(),
                                    ret.getOperandTypes());
      if (type != func.getFunctionType())
        func.setFunctionType(type);
    });
    bool changed = false;
    module.walk([&](func::CallOp call) {
      auto callee = module.lookupSymbol<func::FuncOp>(call.getCallee());
      if (!callee)
        return;
      for (auto [result, type] :
           llvm::zip(call.getResults(), callee.getResultTypes()))
        if (result.getType() != type) {
          result.setType(type);
          changed = true;
        }
    });
    return changed;
  }

  /// Infers one op's result kinds; inserts a fallback where needed.  `quiet`
  /// suppresses the remarks of later fixpoint rounds (a fallback is only
  /// ever inserted, and warned about, once).
  LogicalResult inferOne(StorageInferenceOpInterface op, bool quiet) {
    Operation *raw = op.getOperation();
    SmallVector<SK> in = getStorageKinds(raw->getOperandTypes());
    SmallVector<SK> out = op.inferResultKinds(in);
    SmallVector<SK> shown = tensorKinds(raw, in);
    SmallVector<SK> denseIn(in.size(), SK::Dense);
    SmallVector<SK> denseOut(out.size(), SK::Dense);
    if (specialized(op, in, out, denseIn, denseOut)) {
      setResultKinds(raw, out);
      bool roundTrip = hostRoundTrip(op, in, out);
      if (roundTrip && fallbackWarnings && !quiet)
        warn(raw, "Host round trip detected", shown, out,
             "The operator has no GPU kernel. Its inputs are copied from the "
             "device to the host, its CPU kernel runs on the host and its "
             "outputs are copied back to the device.");
      if (verbose && !quiet) {
        // The kernel's row in the op's kernel table, where it has one.
        const KernelRow *row = matchKernelRow(raw, in, out);
        std::string what = roundTrip ? "host round trip (no GPU kernel)"
                                     : "specialized kernel";
        if (row)
          what += (Twine(", kernel '") + row->name + "'").str();
        remark(raw, shown, out, what);
      }
      return success();
    }
    // Fallback: every sparse operand is cast to dense, the dense kernel runs,
    // and each result is cast back to its inferred kind.
    // (On the GPU a dense form the GPU lacks is refused, with its kinds, by
    // --stype-lower-kernels-gpu.)
    if (!op.hasKernel(denseIn, denseOut))
      return raw->emitOpError()
             << "has no kernel for input storage types " << formatKinds(shown)
             << ", not even with a dense fallback";
    if (fallbackWarnings)
      warn(raw, "Storage type fallback detected", shown, out,
           "The operator with default storage type will be dispatched for "
           "execution. Temporary dense tensors are generated in order to "
           "execute the operator.");
    if (verbose)
      remark(raw, shown, out, "dense fallback");
    OpBuilder b(raw);
    for (OpOperand &operand : raw->getOpOperands()) {
      auto type = dyn_cast<RankedTensorType>(operand.get().getType());
      if (!type || *getStorageKind(type) == SK::Dense)
        continue;
      Value dense = CastStorageOp::create(
          b, raw->getLoc(), withStorageKind(type, SK::Dense), operand.get());
      operand.set(dense);
    }
    setResultKinds(raw, denseOut);
    b.setInsertionPointAfter(raw);
    for (auto [result, kind] : llvm::zip(raw->getResults(), out)) {
      if (kind == SK::Dense)
        continue;
      auto type = cast<RankedTensorType>(result.getType());
      auto back = CastStorageOp::create(b, raw->getLoc(),
                                        withStorageKind(type, kind), result);
      result.replaceAllUsesExcept(back, back);
    }
    return success();
  }

  static StringRef opName(Operation *op) {
    return op->getName().stripDialect();
  }

  /// MXNet's warning (`title`: "Storage type fallback detected"): the op,
  /// its storage types and params, what happens (`what`), and how to
  /// silence it.
  static void warn(Operation *op, StringRef title, ArrayRef<SK> in,
                   ArrayRef<SK> out, StringRef what) {
    op->emitWarning() << title << ":\noperator = " << opName(op)
                      << "\ninput storage types = " << formatKinds(in)
                      << "\noutput storage types = " << formatKinds(out)
                      << "\nparams = " << formatParams(op) << "\n"
                      << what
                      << " This does not affect the correctness of the "
                         "program. Use --stype-infer-storage="
                         "fallback-warnings=0 to suppress this warning.";
  }

  /// The verbose=1 remark (MXNet's MXNET_INFER_STORAGE_TYPE_VERBOSE_LOGGING).
  static void remark(Operation *op, ArrayRef<SK> in, ArrayRef<SK> out,
                     StringRef dispatch) {
    op->emitRemark() << "operator = " << opName(op)
                     << ", input storage types = " << formatKinds(in)
                     << ", output storage types = " << formatKinds(out)
                     << ", dispatch = " << dispatch;
  }

  static void setResultKinds(Operation *op, ArrayRef<SK> kinds) {
    for (auto [result, kind] : llvm::zip(op->getResults(), kinds))
      result.setType(
          withStorageKind(cast<RankedTensorType>(result.getType()), kind));
  }
};

} // namespace
