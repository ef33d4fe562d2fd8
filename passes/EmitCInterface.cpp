//===- EmitCInterface.cpp - C entry points of kernel libraries --*- C++ -*-===//
//
// --stype-annotate-c-interface records, after storage inference, the C-ABI
// signature of each public function; --stype-emit-c-interface, after the
// lowering to the LLVM dialect, emits for each of them a packed trampoline,
// the signature constant and the public C entry point that calls the
// runtime's stype_invoke (runtime/include/stype/stype.h, docs/abi.md).
//
//===----------------------------------------------------------------------===//

#include "passes/InPlace.h"
#include "passes/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir {
namespace stype {
#define GEN_PASS_DEF_STYPEANNOTATECINTERFACE
#define GEN_PASS_DEF_STYPEEMITCINTERFACE
#include "passes/Passes.h.inc"
} // namespace stype
} // namespace mlir

using namespace mlir;

namespace {

constexpr const char *kSignatureAttr = "stype.c_signature";
// The values of runtime/include/stype/stype.h (kept in sync by test/capi).
constexpr int64_t kAbiVersion = 2;
enum : int64_t { kDense = 0, kCsr = 1, kRowSparse = 2, kScalar = 3 };
enum : int64_t { kF32 = 0, kF64 = 1, kI64 = 2, kF16 = 3 };

//===----------------------------------------------------------------------===//
// Annotation
//===----------------------------------------------------------------------===//

/// Appends the signature entry of `type` (kind, dtype, rank, sizes), or
/// returns a sentence saying why it has none.
std::optional<std::string> encode(Type type, SmallVectorImpl<int64_t> &sig) {
  auto dtypeOf = [](Type t) -> std::optional<int64_t> {
    if (t.isF32())
      return kF32;
    if (t.isF64())
      return kF64;
    if (t.isInteger(64) || t.isIndex())
      return kI64;
    if (t.isF16())
      return kF16;
    return std::nullopt;
  };
  std::string name;
  llvm::raw_string_ostream os(name);
  os << type;
  if (auto tensor = dyn_cast<RankedTensorType>(type)) {
    FailureOr<stype::StorageKind> kind = stype::getStorageKind(type);
    if (failed(kind))
      return "unsupported storage encoding in " + name;
    std::optional<int64_t> dtype = dtypeOf(tensor.getElementType());
    if (!dtype)
      return "unsupported element type in " + name +
             " (the C ABI has f32, f64, i64 and f16)";
    if (tensor.getRank() > 8)
      return name + " has rank above 8 (STYPE_MAX_NDIM)";
    sig.push_back(*kind == stype::StorageKind::Csr         ? kCsr
                  : *kind == stype::StorageKind::RowSparse ? kRowSparse
                                                           : kDense);
    sig.push_back(*dtype);
    sig.push_back(tensor.getRank());
    for (int64_t d : tensor.getShape())
      sig.push_back(ShapedType::isDynamic(d) ? -1 : d);
    return std::nullopt;
  }
  if (type.isF16())
    return "unsupported scalar type " + name +
           " (f16 is a tensor element type only: pass an f32 or f64 scalar)";
  if (std::optional<int64_t> dtype = dtypeOf(type)) {
    sig.append({kScalar, *dtype, 0});
    return std::nullopt;
  }
  return "unsupported argument or result type " + name +
         " (the C ABI has ranked tensors and f32, f64, i64 or index scalars)";
}

struct AnnotateCInterface
    : public stype::impl::StypeAnnotateCInterfaceBase<AnnotateCInterface> {
  void runOnOperation() override {
    bool failed = false;
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      if (func.isPrivate() || func.isExternal())
        continue;
      SmallVector<int64_t> sig = {kAbiVersion, func.getNumArguments(),
                                  func.getNumResults()};
      auto add = [&](Type t, const char *what, unsigned i) {
        if (std::optional<std::string> why = encode(t, sig)) {
          func.emitError() << "@" << func.getName()
                           << " has no C entry point: " << what << " #" << i
                           << ": " << *why;
          failed = true;
        }
      };
      for (auto [i, t] : llvm::enumerate(func.getArgumentTypes()))
        add(t, "argument", i);
      for (auto [i, t] : llvm::enumerate(func.getResultTypes()))
        add(t, "result", i);
      // Version 2: the in-place record follows the values.
      stype::InPlaceUpdates inPlace = stype::findInPlaceUpdates(func);
      for (bool updated : inPlace.argUpdated)
        sig.push_back(updated ? 1 : 0);
      sig.append(inPlace.resultAliasOf.begin(), inPlace.resultAliasOf.end());
      func->setAttr(kSignatureAttr, DenseI64ArrayAttr::get(&getContext(), sig));
    }
    if (failed)
      signalPassFailure();
  }
};

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

struct Param {
  int64_t kind, dtype, rank;
};

size_t memrefWords(int64_t rank) { return 3 + 2 * rank; }

/// The number of 8-byte words `p` occupies in the lowered signature.
size_t loweredWords(const Param &p) {
  switch (p.kind) {
  case kDense:
    return memrefWords(p.rank);
  case kCsr:
    return 3 * memrefWords(1) + 1;
  case kRowSparse:
    return memrefWords(1) + memrefWords(p.rank) + 1;
  }
  return 1;
}

FailureOr<std::pair<SmallVector<Param>, SmallVector<Param>>>
decode(ArrayRef<int64_t> sig) {
  if (sig.size() < 3 || sig[0] != kAbiVersion)
    return failure();
  SmallVector<Param> args, results;
  size_t pos = 3;
  for (int64_t i = 0; i < sig[1] + sig[2]; ++i) {
    if (pos + 3 > sig.size())
      return failure();
    Param p{sig[pos], sig[pos + 1], sig[pos + 2]};
    pos += 3 + p.rank;
    (i < sig[1] ? args : results).push_back(p);
  }
  // The in-place record: a flag per argument, an argument index (or -1) per
  // result.
  pos += sig[1] + sig[2];
  if (pos != sig.size())
    return failure();
  return std::make_pair(args, results);
}

Type scalarType(MLIRContext *ctx, int64_t dtype) {
  Builder b(ctx);
  return dtype == kF32   ? Type(b.getF32Type())
         : dtype == kF64 ? Type(b.getF64Type())
                         : Type(b.getI64Type());
}

/// Stores every scalar leaf of `v` (structs and arrays flattened in order)
/// into consecutive 8-byte words of `results`, counting them in `k`.
void storeLeaves(OpBuilder &b, Location loc, Value v, Value results,
                 int32_t &k) {
  Type t = v.getType();
  auto elementAt = [&](int64_t i) {
    return LLVM::ExtractValueOp::create(b, loc, v, ArrayRef<int64_t>{i});
  };
  if (auto st = dyn_cast<LLVM::LLVMStructType>(t)) {
    for (int64_t i = 0, e = st.getBody().size(); i < e; ++i)
      storeLeaves(b, loc, elementAt(i), results, k);
    return;
  }
  if (auto at = dyn_cast<LLVM::LLVMArrayType>(t)) {
    for (int64_t i = 0, e = at.getNumElements(); i < e; ++i)
      storeLeaves(b, loc, elementAt(i), results, k);
    return;
  }
  auto ptrTy = LLVM::LLVMPointerType::get(b.getContext());
  Value addr = LLVM::GEPOp::create(b, loc, ptrTy, b.getI64Type(), results,
                                   ArrayRef<LLVM::GEPArg>{k++});
  LLVM::StoreOp::create(b, loc, v, addr);
}

int64_t countLeaves(Type t) {
  if (auto st = dyn_cast<LLVM::LLVMStructType>(t)) {
    int64_t n = 0;
    for (Type e : st.getBody())
      n += countLeaves(e);
    return n;
  }
  if (auto at = dyn_cast<LLVM::LLVMArrayType>(t))
    return at.getNumElements() * countLeaves(at.getElementType());
  if (isa<LLVM::LLVMVoidType>(t))
    return 0;
  return 1;
}

struct EmitCInterface
    : public stype::impl::StypeEmitCInterfaceBase<EmitCInterface> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<LLVM::LLVMFuncOp> funcs;
    for (auto f : module.getOps<LLVM::LLVMFuncOp>())
      if (f->hasAttr(kSignatureAttr))
        funcs.push_back(f);
    if (funcs.empty())
      return;
    MLIRContext *ctx = &getContext();
    auto ptrTy = LLVM::LLVMPointerType::get(ctx);
    OpBuilder b(ctx);
    b.setInsertionPointToEnd(module.getBody());
    std::string invokeName = this->invoke;
    auto invoke = module.lookupSymbol<LLVM::LLVMFuncOp>(invokeName);
    if (!invoke)
      invoke = LLVM::LLVMFuncOp::create(
          b, module.getLoc(), invokeName,
          LLVM::LLVMFunctionType::get(b.getI32Type(),
                                      {ptrTy, ptrTy, ptrTy, ptrTy, ptrTy}));
    // Only the entry points are exported: helpers (the sparse_tensor sort
    // routines, private functions) would otherwise collide between two
    // libraries linked into one program.
    for (auto f : module.getOps<LLVM::LLVMFuncOp>())
      if (!f.isExternal())
        f.setLinkage(LLVM::Linkage::Internal);
    for (auto g : module.getOps<LLVM::GlobalOp>()) {
      bool isDeclaration = g.getLinkage() == LLVM::Linkage::External &&
                           !g.getValueAttr() &&
                           g.getInitializerRegion().empty();
      if (!isDeclaration)
        g.setLinkage(LLVM::Linkage::Internal);
    }
    for (LLVM::LLVMFuncOp f : funcs)
      if (failed(emit(b, module, f, invoke)))
        return signalPassFailure();
  }

  LogicalResult emit(OpBuilder &b, ModuleOp module, LLVM::LLVMFuncOp f,
                     LLVM::LLVMFuncOp invoke) {
    MLIRContext *ctx = &getContext();
    Location loc = f.getLoc();
    auto ptrTy = LLVM::LLVMPointerType::get(ctx);
    Type i64 = b.getI64Type(), i32 = b.getI32Type();
    std::string name = f.getSymName().str();
    auto sigAttr = f->getAttrOfType<DenseI64ArrayAttr>(kSignatureAttr);
    f->removeAttr(kSignatureAttr);
    auto decoded =
        sigAttr
            ? decode(sigAttr.asArrayRef())
            : FailureOr<std::pair<SmallVector<Param>, SmallVector<Param>>>();
    if (failed(decoded))
      return f.emitError() << "malformed " << kSignatureAttr << " on @" << name;
    auto &[args, results] = *decoded;
    size_t inWords = 0, outWords = 0;
    for (const Param &p : args)
      inWords += loweredWords(p);
    for (const Param &p : results)
      outWords += loweredWords(p);
    LLVM::LLVMFunctionType fnTy = f.getFunctionType();
    if (fnTy.getNumParams() != inWords ||
        countLeaves(fnTy.getReturnType()) != static_cast<int64_t>(outWords))
      return f.emitError() << "@" << name
                           << ": the lowered signature does not follow the "
                              "buffer ABI recorded in "
                           << kSignatureAttr;
    // The kernel itself becomes internal, under a reserved name.
    std::string kernelName = "__stype_kernel_" + name;
    if (failed(SymbolTable::replaceAllSymbolUses(
            f, StringAttr::get(ctx, kernelName), module)))
      return f.emitError() << "cannot rename @" << name;
    f.setSymName(kernelName);
    f.setLinkage(LLVM::Linkage::Internal);
    std::string entryName = prefix + name;
    if (module.lookupSymbol(entryName))
      return f.emitError() << "C entry point name '" << entryName
                           << "' is already a symbol of the module (use "
                              "--prefix)";

    // __stype_packed_<name>(ptr words, ptr results).
    b.setInsertionPointToEnd(module.getBody());
    auto packed = LLVM::LLVMFuncOp::create(
        b, loc, "__stype_packed_" + name,
        LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(ctx),
                                    {ptrTy, ptrTy}),
        LLVM::Linkage::Internal);
    {
      OpBuilder::InsertionGuard guard(b);
      Block *entry = packed.addEntryBlock(b);
      b.setInsertionPointToStart(entry);
      SmallVector<Value> callArgs;
      for (auto [i, t] : llvm::enumerate(fnTy.getParams())) {
        Value addr =
            LLVM::GEPOp::create(b, loc, ptrTy, i64, entry->getArgument(0),
                                ArrayRef<LLVM::GEPArg>{int32_t(i)});
        callArgs.push_back(LLVM::LoadOp::create(b, loc, t, addr));
      }
      auto call = LLVM::CallOp::create(b, loc, f, callArgs);
      int32_t k = 0;
      if (call.getNumResults())
        storeLeaves(b, loc, call.getResult(), entry->getArgument(1), k);
      LLVM::ReturnOp::create(b, loc, ValueRange{});
    }

    // The signature and the name, as constants.
    auto sigTy = LLVM::LLVMArrayType::get(i64, sigAttr.size());
    auto sigGlobal = LLVM::GlobalOp::create(
        b, loc, sigTy, /*isConstant=*/true, LLVM::Linkage::Internal,
        "__stype_sig_" + name,
        DenseElementsAttr::get(
            RankedTensorType::get({int64_t(sigAttr.size())}, i64),
            sigAttr.asArrayRef()));
    std::string nameBytes = name + '\0';
    auto nameGlobal = LLVM::GlobalOp::create(
        b, loc, LLVM::LLVMArrayType::get(b.getI8Type(), nameBytes.size()),
        /*isConstant=*/true, LLVM::Linkage::Internal, "__stype_name_" + name,
        b.getStringAttr(nameBytes));

    // The entry point: descriptors (or scalar values), then result pointers.
    SmallVector<Type> params;
    for (const Param &p : args)
      params.push_back(p.kind == kScalar ? scalarType(ctx, p.dtype) : ptrTy);
    params.append(results.size(), ptrTy);
    auto entryFn = LLVM::LLVMFuncOp::create(
        b, loc, entryName, LLVM::LLVMFunctionType::get(i32, params));
    OpBuilder::InsertionGuard guard(b);
    Block *entry = entryFn.addEntryBlock(b);
    b.setInsertionPointToStart(entry);
    auto array = [&](size_t n) -> Value {
      Value count = LLVM::ConstantOp::create(
          b, loc, i64, b.getI64IntegerAttr(std::max<size_t>(n, 1)));
      return LLVM::AllocaOp::create(b, loc, ptrTy, ptrTy, count);
    };
    auto storeAt = [&](Value arr, size_t i, Value v) {
      Value addr = LLVM::GEPOp::create(b, loc, ptrTy, ptrTy, arr,
                                       ArrayRef<LLVM::GEPArg>{int32_t(i)});
      LLVM::StoreOp::create(b, loc, v, addr);
    };
    Value ins = array(args.size()), outs = array(results.size());
    Value one = LLVM::ConstantOp::create(b, loc, i64, b.getI64IntegerAttr(1));
    Value zero = LLVM::ConstantOp::create(b, loc, i64, b.getI64IntegerAttr(0));
    for (auto [i, p] : llvm::enumerate(args)) {
      Value v = entry->getArgument(i);
      if (p.kind == kScalar) {
        Value slot = LLVM::AllocaOp::create(b, loc, ptrTy, i64, one);
        LLVM::StoreOp::create(b, loc, zero, slot);
        LLVM::StoreOp::create(b, loc, v, slot);
        v = slot;
      }
      storeAt(ins, i, v);
    }
    for (size_t i = 0; i < results.size(); ++i)
      storeAt(outs, i, entry->getArgument(args.size() + i));
    Value status =
        LLVM::CallOp::create(
            b, loc, invoke,
            ValueRange{LLVM::AddressOfOp::create(b, loc, nameGlobal),
                       LLVM::AddressOfOp::create(b, loc, sigGlobal), ins, outs,
                       LLVM::AddressOfOp::create(b, loc, packed)})
            .getResult();
    LLVM::ReturnOp::create(b, loc, status);
    return success();
  }
};

} // namespace
