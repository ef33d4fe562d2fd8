//===- CheckBounds.cpp - run-time bounds checks of the kernels --*- C++ -*-===//
//
// --stype-check-bounds (see Passes.td): every memory access of the lowered
// kernels checked at run time, with upstream's runtime verification
// (RuntimeVerifiableOpInterface: memref.load/store/atomic_rmw/copy/subview/
// dim/cast/expand_shape, linalg ops) and stype's own checks of vector.load
// and vector.store, which upstream does not verify.  A failed check writes
// "<file>:<line>:<col>: error: ..." (the stype op's location) to stderr and
// ends the process with kBoundsCheckExitStatus, before the access.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/RuntimeVerifiableOpInterface.h"

namespace mlir {
namespace stype {
#define GEN_PASS_DEF_STYPECHECKBOUNDS
#include "passes/Passes.h.inc"
} // namespace stype
} // namespace mlir

using namespace mlir;

namespace {

/// The libc functions a failed check calls (POSIX write(2) and _exit(2):
/// no runtime library needed, in the JIT as in a shared library).
constexpr StringLiteral kWriteFn = "write";
constexpr StringLiteral kExitFn = "_exit";

/// "file:line:col" of the first file location in `loc`, or "unknown
/// location".
std::string describeLocation(Location loc) {
  std::string out;
  loc->walk([&](Location l) {
    if (auto flc = dyn_cast<FileLineColLoc>(l)) {
      out = (flc.getFilename().getValue() + ":" + Twine(flc.getLine()) + ":" +
             Twine(flc.getColumn()))
                .str();
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return out.empty() ? "unknown location" : out;
}

/// The message of a failed check of `op` (an access in a kernel lowered
/// from the stype op at op's location): what upstream's check found
/// (`what`: "out-of-bounds access", ...) and the access.
std::string boundsMessage(Operation *op, StringRef what) {
  return (describeLocation(op->getLoc()) +
          ": error: --check-bounds: a kernel of the op at this location "
          "failed a run-time check: " +
          what + " (" + op->getName().getStringRef() +
          "); the process stops before the access\n")
      .str();
}

/// i1 "`index` .. `index` + `len` - 1 lie in [0, `dim`)" (indices are
/// compared unsigned: a negative index is out of bounds).
Value inBounds(OpBuilder &b, Location loc, Value index, int64_t len,
               Value dim) {
  Value lenV = arith::ConstantIndexOp::create(b, loc, len);
  Value fits =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule, lenV, dim);
  Value room = arith::SubIOp::create(b, loc, dim, lenV);
  Value start =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule, index, room);
  return arith::AndIOp::create(b, loc, fits, start);
}

/// cf.assert that a vector.load / vector.store of `vt` at `indices` of
/// `base` stays inside the buffer: the vector covers the last dims.
void checkVectorAccess(Operation *op, Value base, ValueRange indices,
                       VectorType vt) {
  OpBuilder b(op);
  Location loc = op->getLoc();
  auto type = cast<MemRefType>(base.getType());
  int64_t rank = type.getRank(), vrank = vt.getRank();
  Value ok;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t len = d >= rank - vrank ? vt.getDimSize(d - (rank - vrank)) : 1;
    Value dim = memref::DimOp::create(b, loc, base, d);
    Value inside = inBounds(b, loc, indices[d], len, dim);
    ok = ok ? arith::AndIOp::create(b, loc, ok, inside).getResult() : inside;
  }
  if (ok)
    cf::AssertOp::create(b, loc, ok,
                         boundsMessage(op, "out-of-bounds vector access"));
}

/// `name` declared private in `module` with `type`, unless it exists.
void declare(ModuleOp module, StringRef name, FunctionType type) {
  if (module.lookupSymbol(name))
    return;
  OpBuilder b = OpBuilder::atBlockBegin(module.getBody());
  func::FuncOp::create(b, module.getLoc(), name, type).setPrivate();
}

struct CheckBounds : public stype::impl::StypeCheckBoundsBase<CheckBounds> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    // Host code only: a gpu.module's kernels are left alone.
    auto hostOps = [&](auto visit) {
      module.walk<WalkOrder::PreOrder>([&](Operation *op) {
        if (isa<gpu::GPUModuleOp>(op))
          return WalkResult::skip();
        visit(op);
        return WalkResult::advance();
      });
    };
    SmallVector<Operation *> verifiable, vectors;
    hostOps([&](Operation *op) {
      if (isa<RuntimeVerifiableOpInterface>(op))
        verifiable.push_back(op);
      else if (isa<vector::LoadOp, vector::StoreOp>(op))
        vectors.push_back(op);
    });
    OpBuilder b(ctx);
    for (Operation *op : verifiable) {
      b.setInsertionPoint(op);
      cast<RuntimeVerifiableOpInterface>(op).generateRuntimeVerification(
          b, op->getLoc(), boundsMessage);
    }
    for (Operation *op : vectors) {
      if (auto load = dyn_cast<vector::LoadOp>(op))
        checkVectorAccess(op, load.getBase(), load.getIndices(),
                          load.getVectorType());
      else if (auto store = dyn_cast<vector::StoreOp>(op))
        checkVectorAccess(op, store.getBase(), store.getIndices(),
                          store.getVectorType());
    }

    // Every cf.assert (the checks above) becomes: if the condition fails,
    // write the message to stderr and _exit.
    SmallVector<cf::AssertOp> asserts;
    hostOps([&](Operation *op) {
      if (auto a = dyn_cast<cf::AssertOp>(op))
        asserts.push_back(a);
    });
    if (asserts.empty())
      return;
    Type i32 = IntegerType::get(ctx, 32), i64 = IntegerType::get(ctx, 64);
    Type ptr = LLVM::LLVMPointerType::get(ctx);
    declare(module, kWriteFn, FunctionType::get(ctx, {i32, ptr, i64}, {i64}));
    declare(module, kExitFn, FunctionType::get(ctx, {i32}, {}));
    llvm::StringMap<unsigned> messageIds;
    for (cf::AssertOp a : asserts) {
      b.setInsertionPoint(a);
      Location loc = a.getLoc();
      StringRef msg = a.getMsg();
      Value bad = arith::XOrIOp::create(
          b, loc, a.getArg(),
          arith::ConstantIntOp::create(b, loc, b.getI1Type(), 1));
      auto ifOp = scf::IfOp::create(b, loc, bad, /*withElseRegion=*/false);
      b.setInsertionPointToStart(&ifOp.getThenRegion().front());
      auto [it, fresh] = messageIds.try_emplace(msg, messageIds.size());
      std::string name = "__stype_bounds_message_" + std::to_string(it->second);
      Value text;
      if (fresh) {
        text = LLVM::createGlobalString(loc, b, name, msg,
                                        LLVM::Linkage::Internal);
      } else {
        Value addr = LLVM::AddressOfOp::create(b, loc, ptr, name);
        text = addr;
      }
      Value fd = arith::ConstantIntOp::create(b, loc, i32, 2);
      Value len = arith::ConstantIntOp::create(b, loc, i64, msg.size());
      func::CallOp::create(b, loc, kWriteFn, TypeRange{i64},
                           ValueRange{fd, text, len});
      Value status = arith::ConstantIntOp::create(
          b, loc, i32, stype::kBoundsCheckExitStatus);
      func::CallOp::create(b, loc, kExitFn, TypeRange{}, ValueRange{status});
      a.erase();
    }
  }
};

} // namespace
