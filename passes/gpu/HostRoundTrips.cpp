//===- HostRoundTrips.cpp - ops without a device form, on the host -*- C++
//-*-===//
//
// The GPU pipeline's host round trips (docs/gpu.md, "Host round trips"): an
// op with no sensible device form (the graph ops) is moved into a private
// host kernel function by --stype-lower-kernels-gpu (outlineHostKernels),
// lowered there by its CPU kernel, and --stype-gpu-host-round-trips copies
// the call's operands device -> host and its results host -> device.
//
//===----------------------------------------------------------------------===//

#include "dialect/KernelTable.h"
#include "dialect/StypeOps.h"
#include "passes/Passes.h"
#include "passes/gpu/GpuBuilder.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir {
namespace stype {
#define GEN_PASS_DEF_STYPEGPUHOSTROUNDTRIPS
#include "passes/Passes.h.inc"
} // namespace stype
} // namespace mlir

using namespace mlir;
using namespace mlir::stype;

bool mlir::stype::hasGpuHostRoundTrip(Operation *op, ArrayRef<StorageKind> in,
                                      ArrayRef<StorageKind> out) {
  // The rows whose GPU form is Stype_GpuHost (the graph ops: a BFS with a
  // mark array, binary searches and draws without replacement over one
  // graph, sequential on the CPU too).  --stype-lower-kernels-gpu lowers
  // the host kernels with populateGraphKernels: an op given such a row
  // needs its family's patterns there.
  const KernelRow *row = matchKernelRow(op, in, out);
  return row && row->gpu == GpuForm::Host;
}

bool mlir::stype::hasGpuHostRoundTrip(Operation *op) {
  return hasGpuHostRoundTrip(op, getStorageKinds(op->getOperandTypes()),
                             getStorageKinds(op->getResultTypes()));
}

bool mlir::stype::isHostKernelCall(Operation *op) {
  auto call = dyn_cast<func::CallOp>(op);
  if (!call)
    return false;
  auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
      call, call.getCalleeAttr());
  return callee && callee->hasAttr(kHostKernelAttr);
}

SmallVector<Operation *> mlir::stype::outlineHostKernels(ModuleOp module) {
  SmallVector<Operation *> ops;
  module.walk([&](Operation *op) {
    if (hasGpuHostRoundTrip(op))
      ops.push_back(op);
  });
  SymbolTable symbols(module);
  SmallVector<Operation *> kernels;
  MLIRContext *ctx = module.getContext();
  for (Operation *op : ops) {
    auto parent = op->getParentOfType<func::FuncOp>();
    Location loc = op->getLoc();
    OpBuilder b(ctx);
    b.setInsertionPointAfter(parent);
    // __stype_<...>: a name no user function can take (CNames.cpp).
    std::string name = ("__stype_host_" + parent.getSymName() + "_" +
                        op->getName().stripDialect())
                           .str();
    auto kernel = func::FuncOp::create(
        b, loc, name,
        FunctionType::get(ctx, op->getOperandTypes(), op->getResultTypes()));
    kernel.setPrivate();
    kernel->setAttr(kHostKernelAttr, UnitAttr::get(ctx));
    symbols.insert(kernel); // `_0`, `_1`, ... where the name is taken
    Block *entry = kernel.addEntryBlock();
    b.setInsertionPointToStart(entry);
    IRMapping map;
    map.map(op->getOperands(), entry->getArguments());
    Operation *clone = b.clone(*op, map);
    func::ReturnOp::create(b, loc, clone->getResults());
    b.setInsertionPoint(op);
    auto call = func::CallOp::create(b, loc, kernel, op->getOperands());
    op->replaceAllUsesWith(call.getResults());
    op->erase();
    kernels.push_back(kernel);
  }
  return kernels;
}

namespace {

/// A buffer of `like`'s type and run-time sizes, 64-byte aligned as the
/// kernels' (KernelBuilder::alloc).
Value allocLike(OpBuilder &b, Location loc, Value like) {
  auto type = cast<MemRefType>(like.getType());
  SmallVector<Value> sizes;
  for (int64_t d = 0, e = type.getRank(); d < e; ++d)
    if (type.isDynamicDim(d))
      sizes.push_back(memref::DimOp::create(b, loc, like, d));
  return memref::AllocOp::create(b, loc, type, sizes, b.getI64IntegerAttr(64));
}

struct GpuHostRoundTrips
    : public stype::impl::StypeGpuHostRoundTripsBase<GpuHostRoundTrips> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<func::CallOp> calls;
    module.walk([&](func::CallOp call) {
      if (isHostKernelCall(call))
        calls.push_back(call);
    });
    OpBuilder b(&getContext());
    for (func::CallOp call : calls) {
      if (failed(verifyKernel(call)))
        return signalPassFailure();
      Location loc = call.getLoc();
      // Operands: a host buffer each, filled from the device.
      b.setInsertionPoint(call);
      SmallVector<Value> hostCopies;
      for (OpOperand &operand : call->getOpOperands()) {
        if (!isa<MemRefType>(operand.get().getType()))
          continue;
        auto host = cast<memref::AllocOp>(
            allocLike(b, loc, operand.get()).getDefiningOp());
        host->setAttr(kHostBufferAttr, b.getUnitAttr());
        memref::CopyOp::create(b, loc, operand.get(), host);
        operand.set(host);
        hostCopies.push_back(host);
      }
      b.setInsertionPointAfter(call);
      for (Value host : hostCopies)
        memref::DeallocOp::create(b, loc, host);
      // Results: a device buffer each, filled from the host kernel's buffer,
      // which is freed.
      for (OpResult result : call->getResults()) {
        if (!isa<MemRefType>(result.getType()))
          continue;
        SmallVector<OpOperand *> uses = llvm::map_to_vector(
            result.getUses(), [](OpOperand &use) { return &use; });
        Value device = allocLike(b, loc, result);
        memref::CopyOp::create(b, loc, result, device);
        memref::DeallocOp::create(b, loc, result);
        for (OpOperand *use : uses)
          use->set(device);
      }
    }
  }

  /// The host kernel must return buffers it allocated (the round trip frees
  /// them and the operands' host copies separately) in identity layouts.
  static LogicalResult verifyKernel(func::CallOp call) {
    auto kernel = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
        call, call.getCalleeAttr());
    for (Type t : llvm::concat<const Type>(kernel.getArgumentTypes(),
                                           kernel.getResultTypes()))
      if (auto m = dyn_cast<MemRefType>(t); m && !m.getLayout().isIdentity())
        return call.emitOpError()
               << "calls a host kernel with the strided buffer type " << t
               << ", which a host round trip cannot copy (an internal error "
                  "of --stype-lower-kernels-gpu)";
    WalkResult r = kernel.walk([&](func::ReturnOp ret) {
      for (Value v : ret.getOperands()) {
        if (!isa<MemRefType>(v.getType()))
          continue;
        auto arg = dyn_cast<BlockArgument>(rootBuffer(v));
        if (arg && arg.getOwner()->getParentOp() == kernel)
          return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (r.wasInterrupted())
      return call.emitOpError()
             << "calls a host kernel that returns one of its operands, which "
                "a host round trip would free twice (an internal error of "
                "--stype-lower-kernels-gpu)";
    return success();
  }
};

} // namespace
