//===- LowerKernelExits.cpp - early returns of failed kernels ---*- C++ -*-===//
//
// --stype-lower-kernel-exits: turns the stype.exit_kernel_unless ops of an
// LLVM-dialect function into conditional branches to one reporting block
// that calls stype_kernel_alloc_error and returns (see Passes.td).  Runs
// right after convert-func-to-llvm in every stype pipeline.
//
// The shape of the result is chosen for LLVM's code generator: a kernel
// has one exit per allocation (hundreds in a large kernel), and
//   - one reporting block per exit made branch folding quadratic;
//   - a return of zeros from each exit, next to the real return of a large
//     result struct, became SimplifyCFG's "common.ret" with a phi of the
//     whole struct over every exit, which the register coalescer took tens
//     of seconds over (measured: docs/reliability.md).
// So every exit of a function branches to the same block, its report passed
// as block arguments, and a function with results is split in two: its body
// moves into a never-inlined `__stype_body_<name>` that writes the results
// through a pointer and returns an i1 "completed", and the function itself
// calls it and returns the results or zeros.
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"
#include "passes/Passes.h"
#include "passes/lowering/KernelTarget.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "llvm/ADT/MapVector.h"

namespace mlir {
namespace stype {
#define GEN_PASS_DEF_STYPELOWERKERNELEXITS
#include "passes/Passes.h.inc"
} // namespace stype
} // namespace mlir

using namespace mlir;
using namespace mlir::stype;

namespace {

/// `stype_kernel_alloc_error(what, rank, dims, element_bytes, overflow)`,
/// declared in `module` if it is not there.
static LLVM::LLVMFuncOp declareAllocErrorHook(ModuleOp module) {
  if (auto fn = module.lookupSymbol<LLVM::LLVMFuncOp>(kAllocErrorFn))
    return fn;
  MLIRContext *ctx = module.getContext();
  OpBuilder b = OpBuilder::atBlockBegin(module.getBody());
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  auto i64 = IntegerType::get(ctx, 64), i32 = IntegerType::get(ctx, 32);
  return LLVM::LLVMFuncOp::create(
      b, module.getLoc(), kAllocErrorFn,
      LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(ctx),
                                  {ptr, i64, ptr, i64, i32}));
}

/// Moves the body of `func` (which returns a value) into a new private
/// function `__stype_body_<name>(args..., ptr results) -> i1` that stores
/// what `func` returned through `results` and returns true; `func` calls it
/// and returns the stored results, or zeros when it returned false.
/// Returns the new function.
static LLVM::LLVMFuncOp outlineBody(LLVM::LLVMFuncOp func) {
  MLIRContext *ctx = func.getContext();
  Location loc = func.getLoc();
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  auto i1 = IntegerType::get(ctx, 1);
  LLVM::LLVMFunctionType type = func.getFunctionType();
  Type result = type.getReturnType();
  SmallVector<Type> params(type.getParams());
  params.push_back(ptr);

  OpBuilder b(func);
  b.setInsertionPointAfter(func);
  auto body = LLVM::LLVMFuncOp::create(
      b, loc, ("__stype_body_" + func.getSymName()).str(),
      LLVM::LLVMFunctionType::get(i1, params), LLVM::Linkage::Internal);
  // Inlined back, the exits would return zeros next to the real return
  // again (the file comment says why that is slow to compile).
  body.setNoInline(true);
  // The arguments' attributes (noalias, ...), but not `llvm.returned`: the
  // body returns an i1.
  if (ArrayAttr argAttrs = func.getArgAttrsAttr()) {
    SmallVector<Attribute> attrs;
    for (Attribute a : argAttrs) {
      NamedAttrList list(cast<DictionaryAttr>(a));
      list.erase(LLVM::LLVMDialect::getReturnedAttrName());
      attrs.push_back(list.getDictionary(ctx));
    }
    attrs.push_back(DictionaryAttr::get(ctx));
    body.setArgAttrsAttr(ArrayAttr::get(ctx, attrs));
  }
  body.getBody().takeBody(func.getBody());
  Value out = body.getBody().front().addArgument(ptr, loc);
  SmallVector<LLVM::ReturnOp> returns;
  for (Block &block : body.getBody())
    if (auto ret = dyn_cast<LLVM::ReturnOp>(block.getTerminator()))
      returns.push_back(ret);
  for (LLVM::ReturnOp ret : returns) {
    b.setInsertionPoint(ret);
    LLVM::StoreOp::create(b, ret.getLoc(), ret.getArg(), out);
    Value done = LLVM::ConstantOp::create(b, ret.getLoc(), i1, 1);
    LLVM::ReturnOp::create(b, ret.getLoc(), done);
    ret.erase();
  }

  // func: call the body, return its results or zeros.
  Block *entry = func.addEntryBlock(b);
  Block *completed = b.createBlock(&func.getBody());
  Block *stopped = b.createBlock(&func.getBody());
  b.setInsertionPointToStart(entry);
  Value one = LLVM::ConstantOp::create(b, loc, b.getI64Type(), 1);
  Value slot = LLVM::AllocaOp::create(b, loc, ptr, result, one);
  SmallVector<Value> args(entry->getArguments());
  args.push_back(slot);
  Value done = LLVM::CallOp::create(b, loc, body, args).getResult();
  LLVM::CondBrOp::create(b, loc, done, completed, stopped);
  b.setInsertionPointToStart(completed);
  LLVM::ReturnOp::create(
      b, loc, LLVM::LoadOp::create(b, loc, result, slot).getResult());
  b.setInsertionPointToStart(stopped);
  LLVM::ReturnOp::create(b, loc, LLVM::ZeroOp::create(b, loc, result));
  return body;
}

struct LowerKernelExits
    : public stype::impl::StypeLowerKernelExitsBase<LowerKernelExits> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // The exits of each function, in order.
    llvm::MapVector<LLVM::LLVMFuncOp, SmallVector<ExitKernelUnlessOp>> exits;
    bool failedAny = false;
    module.walk([&](ExitKernelUnlessOp op) {
      auto func = dyn_cast<LLVM::LLVMFuncOp>(op->getParentOp());
      if (!func) {
        op.emitError("stype.exit_kernel_unless must be directly in the body "
                     "of an LLVM-dialect function (run after "
                     "convert-func-to-llvm; not inside '")
            << op->getParentOp()->getName() << "')";
        failedAny = true;
        return;
      }
      exits[func].push_back(op);
    });
    if (failedAny)
      return signalPassFailure();
    for (auto &[func, ops] : exits) {
      // The body of a function with results moves into
      // __stype_body_<name> (outlineBody).
      if (func.isVarArg()) {
        func.emitError("stype.exit_kernel_unless in a variadic function: "
                       "its body cannot be outlined");
        return signalPassFailure();
      }
      auto symbols = func->getParentOfType<ModuleOp>();
      std::string body = ("__stype_body_" + func.getSymName()).str();
      if (!isa<LLVM::LLVMVoidType>(func.getFunctionType().getReturnType()) &&
          symbols.lookupSymbol(body)) {
        func.emitError("cannot outline the body of @")
            << func.getSymName() << " with its stype.exit_kernel_unless: '"
            << body << "' is already a symbol (the __stype_ prefix is "
            << "stype's own)";
        return signalPassFailure();
      }
      lowerExits(func, ops, declareAllocErrorHook(symbols));
    }
  }

  /// Branches every exit of `func` to one reporting block.
  void lowerExits(LLVM::LLVMFuncOp func, ArrayRef<ExitKernelUnlessOp> ops,
                  LLVM::LLVMFuncOp hook) {
    MLIRContext *ctx = func.getContext();
    auto ptr = LLVM::LLVMPointerType::get(ctx);
    Type i64 = IntegerType::get(ctx, 64), i32 = IntegerType::get(ctx, 32);
    Type result = func.getFunctionType().getReturnType();
    LLVM::LLVMFuncOp owner = func;
    if (!isa<LLVM::LLVMVoidType>(result))
      owner = outlineBody(func);
    Location loc = owner.getLoc();

    // The reporting block: (what, overflow, rank, element bytes, dims...).
    size_t maxRank = 1;
    for (ExitKernelUnlessOp op : ops)
      maxRank = std::max(maxRank, op.getDims().size());
    SmallVector<Type> argTypes{ptr, IntegerType::get(ctx, 1), i64, i64};
    argTypes.append(maxRank, i64);
    SmallVector<Location> argLocs(argTypes.size(), loc);
    OpBuilder b(ctx);
    Block *report = b.createBlock(&owner.getBody(), owner.getBody().end(),
                                  argTypes, argLocs);
    // The sizes array: a static alloca in the entry block.
    b.setInsertionPointToStart(&owner.getBody().front());
    Value dims = LLVM::AllocaOp::create(
        b, loc, ptr, i64,
        LLVM::ConstantOp::create(b, loc, i64, int64_t(maxRank)));
    b.setInsertionPointToStart(report);
    for (size_t d = 0; d < maxRank; ++d) {
      Value slot = LLVM::GEPOp::create(b, loc, ptr, i64, dims,
                                       ArrayRef<LLVM::GEPArg>{int32_t(d)});
      LLVM::StoreOp::create(b, loc, report->getArgument(4 + d), slot);
    }
    Value overflow = LLVM::ZExtOp::create(b, loc, i32, report->getArgument(1));
    LLVM::CallOp::create(b, loc, hook,
                         ValueRange{report->getArgument(0),
                                    report->getArgument(2), dims,
                                    report->getArgument(3), overflow});
    // A void function returns; an outlined body returns "not completed".
    if (owner == func)
      LLVM::ReturnOp::create(b, loc, ValueRange{});
    else
      LLVM::ReturnOp::create(
          b, loc, LLVM::ConstantOp::create(b, loc, b.getI1Type(), 0));

    for (ExitKernelUnlessOp op : ops) {
      b.setInsertionPoint(op);
      Location at = op.getLoc();
      SmallVector<Value> operands{
          op.getWhat(), op.getOverflow(),
          LLVM::ConstantOp::create(b, at, i64, int64_t(op.getDims().size())),
          LLVM::ConstantOp::create(b, at, i64, op.getElementBytes())};
      operands.append(op.getDims().begin(), op.getDims().end());
      while (operands.size() < argTypes.size())
        operands.push_back(LLVM::ConstantOp::create(b, at, i64, int64_t(0)));
      Block *block = op->getBlock();
      Block *rest = block->splitBlock(std::next(op->getIterator()));
      b.setInsertionPointToEnd(block);
      LLVM::CondBrOp::create(b, at, op.getAllocated(), rest, ValueRange{},
                             report, operands);
      op.erase();
    }
  }
};

} // namespace
