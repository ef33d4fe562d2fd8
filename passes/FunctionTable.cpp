//===- FunctionTable.cpp - the function table of shared libraries ---------===//

#include "passes/FunctionTable.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;

// The value of runtime/include/stype/stype.h (checked by test/capi).
static constexpr int64_t kAbiVersion = 2;

static std::string argName(BlockArgument arg, llvm::SourceMgr &sm) {
  std::string fallback = "arg" + std::to_string(arg.getArgNumber());
  auto loc = dyn_cast<FileLineColLoc>(arg.getLoc());
  unsigned id = sm.getMainFileID();
  if (!loc ||
      loc.getFilename() != sm.getMemoryBuffer(id)->getBufferIdentifier())
    return fallback;
  llvm::SMLoc at =
      sm.FindLocForLineAndColumn(id, loc.getLine(), loc.getColumn());
  if (!at.isValid())
    return fallback;
  llvm::StringRef text(at.getPointer(), sm.getMemoryBuffer(id)->getBufferEnd() -
                                            at.getPointer());
  if (!text.consume_front("%"))
    return fallback;
  // MLIR's suffix-id: [A-Za-z0-9$._-]+.
  size_t n = 0;
  while (n < text.size() &&
         (llvm::isAlnum(text[n]) || llvm::StringRef("$._-").contains(text[n])))
    ++n;
  return n ? text.take_front(n).str() : fallback;
}

void mlir::stype::recordArgumentNames(ModuleOp module,
                                      llvm::SourceMgr &sourceMgr) {
  for (auto func : module.getOps<func::FuncOp>()) {
    if (func.isExternal() || !func.isPublic())
      continue;
    SmallVector<Attribute> names;
    for (BlockArgument arg : func.getArguments())
      names.push_back(
          StringAttr::get(module.getContext(), argName(arg, sourceMgr)));
    func->setAttr(kArgNamesAttr, ArrayAttr::get(module.getContext(), names));
  }
}

LogicalResult mlir::stype::emitFunctionTable(ModuleOp module, StringRef prefix,
                                             StringRef invokeName) {
  MLIRContext *ctx = module.getContext();
  Location loc = module.getLoc();
  OpBuilder b(ctx);
  b.setInsertionPointToEnd(module.getBody());
  auto ptrTy = LLVM::LLVMPointerType::get(ctx);
  Type i64 = b.getI64Type(), i32 = b.getI32Type();
  auto invoke = module.lookupSymbol<LLVM::LLVMFuncOp>(invokeName);

  auto initialize = [&](LLVM::GlobalOp g, auto build) {
    OpBuilder::InsertionGuard guard(b);
    b.createBlock(&g.getInitializerRegion());
    LLVM::ReturnOp::create(b, loc, build());
  };
  auto insert = [&](Value agg, Value v, ArrayRef<int64_t> pos) -> Value {
    return LLVM::InsertValueOp::create(b, loc, agg, v, pos);
  };
  auto address = [&](Operation *symbol) -> Value {
    if (auto g = dyn_cast<LLVM::GlobalOp>(symbol))
      return LLVM::AddressOfOp::create(b, loc, g);
    return LLVM::AddressOfOp::create(b, loc, cast<LLVM::LLVMFuncOp>(symbol));
  };
  auto string = [&](const std::string &symName, StringRef text) {
    std::string bytes = text.str() + '\0';
    return LLVM::GlobalOp::create(
        b, loc, LLVM::LLVMArrayType::get(b.getI8Type(), bytes.size()),
        /*isConstant=*/true, LLVM::Linkage::Internal, symName,
        b.getStringAttr(bytes));
  };

  // Per entry point: name, entry, call, signature, argument names (struct
  // stype_function_info).
  SmallVector<std::array<Operation *, 5>> rows;
  SmallVector<LLVM::GlobalOp> sigs;
  for (auto g : module.getOps<LLVM::GlobalOp>())
    if (g.getSymName().starts_with("__stype_sig_"))
      sigs.push_back(g);
  for (LLVM::GlobalOp sig : sigs) {
    StringRef name = sig.getSymName().drop_front(strlen("__stype_sig_"));
    auto nameGlobal =
        module.lookupSymbol<LLVM::GlobalOp>(("__stype_name_" + name).str());
    auto packed =
        module.lookupSymbol<LLVM::LLVMFuncOp>(("__stype_packed_" + name).str());
    auto entry = module.lookupSymbol<LLVM::LLVMFuncOp>((prefix + name).str());
    auto kernel =
        module.lookupSymbol<LLVM::LLVMFuncOp>(("__stype_kernel_" + name).str());
    if (!nameGlobal || !packed || !entry || !kernel || !invoke)
      return module.emitError() << "the function table needs the C entry "
                                   "point of @"
                                << name << " (--stype-emit-c-interface)";
    // __stype_call_<name>(inputs, outputs).
    auto call = LLVM::LLVMFuncOp::create(
        b, loc, ("__stype_call_" + name).str(),
        LLVM::LLVMFunctionType::get(i32, {ptrTy, ptrTy}),
        LLVM::Linkage::Internal);
    {
      OpBuilder::InsertionGuard guard(b);
      Block *body = call.addEntryBlock(b);
      b.setInsertionPointToStart(body);
      Value status = LLVM::CallOp::create(
                         b, loc, invoke,
                         ValueRange{address(nameGlobal), address(sig),
                                    body->getArgument(0), body->getArgument(1),
                                    address(packed)})
                         .getResult();
      LLVM::ReturnOp::create(b, loc, status);
    }
    // The argument names: recorded before the lowering, else argN.
    int64_t numArgs =
        cast<DenseElementsAttr>(sig.getValueAttr()).getValues<int64_t>()[1];
    SmallVector<std::string> names;
    if (auto recorded = kernel->getAttrOfType<ArrayAttr>(kArgNamesAttr))
      for (auto n : recorded.getAsRange<StringAttr>())
        names.push_back(n.str());
    kernel->removeAttr(kArgNamesAttr);
    if (static_cast<int64_t>(names.size()) != numArgs) {
      names.clear();
      for (int64_t i = 0; i < numArgs; ++i)
        names.push_back("arg" + std::to_string(i));
    }
    std::string base = ("__stype_args_" + name).str();
    SmallVector<LLVM::GlobalOp> strings;
    for (auto [i, n] : llvm::enumerate(names))
      strings.push_back(string(base + "_" + std::to_string(i), n));
    auto namesTy = LLVM::LLVMArrayType::get(ptrTy, names.size());
    auto namesGlobal = LLVM::GlobalOp::create(
        b, loc, namesTy, true, LLVM::Linkage::Internal, base, Attribute());
    initialize(namesGlobal, [&] {
      Value v = LLVM::UndefOp::create(b, loc, namesTy);
      for (auto [i, g] : llvm::enumerate(strings))
        v = insert(v, address(g), {int64_t(i)});
      return v;
    });
    rows.push_back({nameGlobal, entry, call, sig, namesGlobal});
  }

  auto rowTy =
      LLVM::LLVMStructType::getLiteral(ctx, SmallVector<Type>(5, ptrTy));
  auto rowsTy = LLVM::LLVMArrayType::get(rowTy, rows.size());
  auto rowsGlobal =
      LLVM::GlobalOp::create(b, loc, rowsTy, true, LLVM::Linkage::Internal,
                             "__stype_functions", Attribute());
  initialize(rowsGlobal, [&] {
    Value v = LLVM::UndefOp::create(b, loc, rowsTy);
    for (auto [r, row] : llvm::enumerate(rows))
      for (auto [field, symbol] : llvm::enumerate(row))
        v = insert(v, address(symbol), {int64_t(r), int64_t(field)});
    return v;
  });
  // struct stype_library_info: abi_version, num_functions, functions.
  auto libTy = LLVM::LLVMStructType::getLiteral(ctx, {i64, i64, ptrTy});
  auto lib =
      LLVM::GlobalOp::create(b, loc, libTy, true, LLVM::Linkage::External,
                             (prefix + "stype_library").str(), Attribute());
  initialize(lib, [&] {
    auto constant = [&](int64_t c) -> Value {
      return LLVM::ConstantOp::create(b, loc, i64, b.getI64IntegerAttr(c));
    };
    Value v = LLVM::UndefOp::create(b, loc, libTy);
    v = insert(v, constant(kAbiVersion), {0});
    v = insert(v, constant(rows.size()), {1});
    return insert(v, address(rowsGlobal), {2});
  });
  // GPU libraries (entry points through stype_invoke_device: tensors in
  // device memory) also export `<prefix>stype_library_device`, the string
  // "cuda", so that a loader tells them from CPU libraries (docs/abi.md).
  if (invokeName == "stype_invoke_device") {
    std::string bytes = "cuda";
    bytes.push_back('\0');
    LLVM::GlobalOp::create(
        b, loc, LLVM::LLVMArrayType::get(b.getI8Type(), bytes.size()),
        /*isConstant=*/true, LLVM::Linkage::External,
        (prefix + "stype_library_device").str(), b.getStringAttr(bytes));
  }
  return success();
}
