//===- KernelBuilder.cpp - shared pieces of the kernel lowering -*- C++ -*-===//

#include "passes/lowering/KernelBuilder.h"
#include "dialect/StypeOps.h"
#include "passes/lowering/KernelChecks.h"
#include "passes/lowering/KernelConversion.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SparseTensor/IR/SparseTensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/SaveAndRestore.h"

using namespace mlir;
using namespace mlir::stype;

/// `v` as the result type `type`.  Where a dim that `type` fixes is only
/// known at run time (a result type more static than the operands'), the
/// sizes are compared first: a mismatch is STYPE_KERNEL_SHAPE_MISMATCH and
/// gives a zero-filled buffer of `type` instead, so that later code relying
/// on the static sizes stays in bounds.
static Value castToResultType(ConversionPatternRewriter &rewriter, Location loc,
                              Value v, MemRefType type,
                              const ZeroFillFn &zeroFill,
                              const KernelBuilder &settings) {
  auto from = cast<MemRefType>(v.getType());
  KernelBuilder b(loc, rewriter, settings);
  SmallVector<Value> have, want;
  for (int64_t d = 0, e = type.getRank(); d < e; ++d) {
    if (type.isDynamicDim(d) || !from.isDynamicDim(d))
      continue;
    have.push_back(b.dim(v, d));
    want.push_back(b.idx(type.getDimSize(d)));
  }
  if (have.empty())
    return memref::CastOp::create(b, type, v);
  // (Reported with the op, its location and the sizes.)
  Value ok = checkEqualDims(b, have, want, STYPE_KERNEL_SHAPE_MISMATCH);
  return b.ifThenElse(
      ok, type,
      [&](KernelBuilder &b) {
        return memref::CastOp::create(b, type, v).getResult();
      },
      [&](KernelBuilder &b) {
        // The dims `type` leaves dynamic keep the kernel's sizes.
        SmallVector<Value> sizes;
        for (int64_t d = 0, e = type.getRank(); d < e; ++d)
          if (type.isDynamicDim(d))
            sizes.push_back(b.dim(v, d));
        Value zero = b.alloc(type, sizes);
        if (zeroFill)
          zeroFill(b, zero);
        else
          b.fillZero(zero);
        return zero;
      });
}

/// A sparse result whose type fixes a dim that an operand of the same rank
/// leaves dynamic (`tensor<?x?xf32, #csr> -> tensor<?x3xf32, #csr>`): the
/// dims carried by index values (a row_sparse's rows, a csr's rows and
/// columns), which no memref type records, are compared with the type at
/// run time; a mismatch reports STYPE_KERNEL_SHAPE_MISMATCH and gives an
/// empty tensor of the declared shape, so that later ops relying on the
/// static sizes stay in bounds (as castToResultType does for buffers).
static void checkSparseResultDims(ConversionPatternRewriter &rewriter,
                                  Operation *op, Value result,
                                  SmallVector<Value> &values,
                                  const KernelBuilder &settings) {
  auto type = dyn_cast<RankedTensorType>(result.getType());
  FailureOr<StorageKind> kind =
      type ? getStorageKind(type) : FailureOr<StorageKind>(failure());
  if (failed(kind) || *kind == StorageKind::Dense)
    return;
  SmallVector<int64_t> shape(type.getShape());
  bool refined = false;
  for (int64_t d = 0, e = type.getRank(); d < e; ++d) {
    bool inIndexValue = d == 0 || *kind == StorageKind::Csr;
    if (!inIndexValue || type.isDynamicDim(d))
      continue;
    bool operandDynamic = llvm::any_of(op->getOperandTypes(), [&](Type t) {
      auto o = dyn_cast<RankedTensorType>(t);
      return o && o.getRank() == type.getRank() && o.isDynamicDim(d);
    });
    if (operandDynamic) {
      shape[d] = ShapedType::kDynamic;
      refined = true;
    }
  }
  if (!refined)
    return;
  KernelBuilder b(op->getLoc(), rewriter, settings);
  values =
      checkRefinedSource(b, type.clone(shape), type, values,
                         [](KernelBuilder &b, Value buf) { b.fillZero(buf); });
}

void mlir::stype::replaceWithBuffers(ConversionPatternRewriter &rewriter,
                                     const TypeConverter &converter,
                                     Operation *op,
                                     SmallVector<SmallVector<Value>> results,
                                     const ZeroFillFn &zeroFill,
                                     const KernelBuilder *parent) {
  // The checks' code carries `parent`'s settings (a GPU pattern's launch
  // role), or is built for the converter's target.
  KernelBuilder settings =
      parent ? KernelBuilder(op->getLoc(), *parent)
             : KernelBuilder(op->getLoc(), rewriter, kernelTargetOf(converter));
  for (auto [result, values] : llvm::zip(op->getResults(), results)) {
    SmallVector<Type> types;
    if (failed(converter.convertType(result.getType(), types)))
      continue;
    checkSparseResultDims(rewriter, op, result, values, settings);
    for (auto [v, type] : llvm::zip(values, types))
      if (v.getType() != type && isa<MemRefType>(type))
        v = castToResultType(rewriter, op->getLoc(), v, cast<MemRefType>(type),
                             zeroFill, settings);
  }
  rewriter.replaceOpWithMultiple(op, std::move(results));
}

//===----------------------------------------------------------------------===//
// KernelBuilder
//===----------------------------------------------------------------------===//

Value KernelBuilder::idx(int64_t v) {
  return arith::ConstantIndexOp::create(*this, v);
}
Value KernelBuilder::i64(int64_t v) {
  return arith::ConstantIntOp::create(*this, getI64Type(), v);
}
Value KernelBuilder::i32(int32_t v) {
  return arith::ConstantIntOp::create(*this, getI32Type(), v);
}
Value KernelBuilder::fconst(Type type, double v) {
  if (auto vt = dyn_cast<VectorType>(type))
    return arith::ConstantOp::create(
        *this, vt,
        DenseElementsAttr::get(vt, getFloatAttr(vt.getElementType(), v)));
  return arith::ConstantOp::create(*this, type, getFloatAttr(type, v));
}

Value KernelBuilder::zero(Type type) {
  if (isa<FloatType>(type))
    return fconst(type, 0.0);
  return arith::ConstantOp::create(*this, getZeroAttr(type));
}

Value KernelBuilder::isNonZero(Value v) {
  return arith::CmpFOp::create(*this, arith::CmpFPredicate::UNE, v,
                               fconst(v.getType(), 0.0));
}

void KernelBuilder::fillZero(Value memref) {
  fill(memref, zero(cast<MemRefType>(memref.getType()).getElementType()));
}
Value KernelBuilder::toIndex(Value v) {
  if (v.getType().isIndex())
    return v;
  return arith::IndexCastOp::create(*this, getIndexType(), v);
}
Value KernelBuilder::boolToIndex(Value cond) {
  return arith::SelectOp::create(*this, cond, idx(1), idx(0));
}
Value KernelBuilder::toI64(Value v) {
  if (v.getType().isInteger(64))
    return v;
  return arith::IndexCastOp::create(*this, getI64Type(), v);
}
Value KernelBuilder::dim(Value memref, int64_t d) {
  return memref::DimOp::create(*this, memref, d);
}
Value KernelBuilder::load(Value memref, ValueRange indices) {
  return memref::LoadOp::create(*this, memref, indices);
}
void KernelBuilder::store(Value value, Value memref, ValueRange indices) {
  memref::StoreOp::create(*this, value, memref, indices);
}

void KernelBuilder::forLoop(Value lb, Value ub,
                            function_ref<void(KernelBuilder &, Value)> body) {
  scf::ForOp::create(*this, lb, ub, idx(1), ValueRange{},
                     [&](OpBuilder &b, Location loc, Value iv, ValueRange) {
                       KernelBuilder kb(loc, b, *this);
                       body(kb, iv);
                       scf::YieldOp::create(kb);
                     });
}

Value KernelBuilder::forLoop(
    Value lb, Value ub, Value init,
    function_ref<Value(KernelBuilder &, Value, Value)> body) {
  auto loop = scf::ForOp::create(
      *this, lb, ub, idx(1), ValueRange{init},
      [&](OpBuilder &b, Location loc, Value iv, ValueRange args) {
        KernelBuilder kb(loc, b, *this);
        Value next = body(kb, iv, args[0]);
        scf::YieldOp::create(kb, next);
      });
  return loop.getResult(0);
}

void KernelBuilder::ifThen(Value cond,
                           function_ref<void(KernelBuilder &)> thenBody) {
  scf::IfOp::create(*this, cond, [&](OpBuilder &b, Location loc) {
    KernelBuilder kb(loc, b, *this);
    thenBody(kb);
    scf::YieldOp::create(kb);
  });
}

void KernelBuilder::ifThenElse(Value cond,
                               function_ref<void(KernelBuilder &)> thenBody,
                               function_ref<void(KernelBuilder &)> elseBody) {
  scf::IfOp::create(
      *this, cond,
      [&](OpBuilder &b, Location loc) {
        KernelBuilder kb(loc, b, *this);
        thenBody(kb);
        scf::YieldOp::create(kb);
      },
      [&](OpBuilder &b, Location loc) {
        KernelBuilder kb(loc, b, *this);
        elseBody(kb);
        scf::YieldOp::create(kb);
      });
}

Value KernelBuilder::ifThenElse(Value cond, Type type,
                                function_ref<Value(KernelBuilder &)> thenBody,
                                function_ref<Value(KernelBuilder &)> elseBody) {
  return ifThenElseValues(
      cond, type,
      [&](KernelBuilder &b) { return SmallVector<Value>{thenBody(b)}; },
      [&](KernelBuilder &b) { return SmallVector<Value>{elseBody(b)}; })[0];
}

Value KernelBuilder::lowerBound(Value sorted, Value lo, Value hi, Value key) {
  Type idxTy = getIndexType();
  auto loop = scf::WhileOp::create(
      *this, TypeRange{idxTy, idxTy}, ValueRange{lo, hi},
      [&](OpBuilder &b, Location loc, ValueRange args) {
        KernelBuilder kb(loc, b, *this);
        Value more = arith::CmpIOp::create(kb, arith::CmpIPredicate::ult,
                                           args[0], args[1]);
        scf::ConditionOp::create(kb, more, args);
      },
      [&](OpBuilder &b, Location loc, ValueRange args) {
        KernelBuilder kb(loc, b, *this);
        Value sum = arith::AddIOp::create(kb, args[0], args[1]);
        Value mid = arith::ShRUIOp::create(kb, sum, kb.idx(1));
        Value v = kb.load(sorted, mid);
        Value less =
            arith::CmpIOp::create(kb, arith::CmpIPredicate::slt, v, key);
        Value midPlus1 = arith::AddIOp::create(kb, mid, kb.idx(1));
        Value newLo = arith::SelectOp::create(kb, less, midPlus1, args[0]);
        Value newHi = arith::SelectOp::create(kb, less, args[1], mid);
        scf::YieldOp::create(kb, ValueRange{newLo, newHi});
      });
  return loop.getResult(0);
}

Value KernelBuilder::foundAt(Value sorted, Value p, Value hi, Value key) {
  Value inRange =
      arith::CmpIOp::create(*this, arith::CmpIPredicate::ult, p, hi);
  return ifThenElse(
      inRange, getI1Type(),
      [&](KernelBuilder &b) {
        return arith::CmpIOp::create(b, arith::CmpIPredicate::eq,
                                     b.load(sorted, p), key)
            .getResult();
      },
      [&](KernelBuilder &b) {
        return arith::ConstantIntOp::create(b, b.getI1Type(), 0).getResult();
      });
}

/// memref.collapse_shape of `memref` by `groups`.  Upstream's type
/// inference makes a group static 0 when one of its dims is a static 0, even
/// next to a dynamic dim (memref<?x0xf32> -> memref<0xf32>), which its own
/// verifier then rejects ("collapsed dim must be dynamic if and only if
/// reassociation group is dynamic"): a group with a dynamic dim is dynamic.
static Value collapse(KernelBuilder &b, Value memref,
                      ArrayRef<ReassociationIndices> groups) {
  auto type = cast<MemRefType>(memref.getType());
  MemRefType inferred =
      memref::CollapseShapeOp::computeCollapsedType(type, groups);
  SmallVector<int64_t> shape(inferred.getShape());
  for (auto [i, group] : llvm::enumerate(groups))
    if (llvm::any_of(group, [&](int64_t d) { return type.isDynamicDim(d); }))
      shape[i] = ShapedType::kDynamic;
  MemRefType result =
      MemRefType::get(shape, inferred.getElementType(), inferred.getLayout(),
                      inferred.getMemorySpace());
  return memref::CollapseShapeOp::create(b, result, memref, groups);
}

Value KernelBuilder::rowsView(Value memref) {
  auto type = cast<MemRefType>(memref.getType());
  assert(type.getRank() >= 2 && "rows view needs rank >= 2");
  if (type.getRank() == 2)
    return memref;
  SmallVector<ReassociationIndices> groups = {{0}, {}};
  for (int64_t d = 1; d < type.getRank(); ++d)
    groups[1].push_back(d);
  return collapse(*this, memref, groups);
}

Value KernelBuilder::flatView(Value memref) {
  auto type = cast<MemRefType>(memref.getType());
  if (type.getRank() == 1)
    return memref;
  SmallVector<ReassociationIndices> groups(1);
  for (int64_t d = 0; d < type.getRank(); ++d)
    groups[0].push_back(d);
  return collapse(*this, memref, groups);
}

Value KernelBuilder::numElements(Value memref) {
  auto type = cast<MemRefType>(memref.getType());
  Value n = idx(1);
  for (int64_t d = 0; d < type.getRank(); ++d)
    n = arith::MulIOp::create(*this, n, dim(memref, d));
  return n;
}

/// Bytes of one element of a buffer (index: 64-bit targets only).
static int64_t elementBytes(Type type) {
  if (auto vt = dyn_cast<VectorType>(type))
    return vt.getNumElements() * elementBytes(vt.getElementType());
  if (type.isIntOrFloat())
    return (type.getIntOrFloatBitWidth() + 7) / 8;
  return 8;
}

/// The name of the stype op a lowering location was tagged with by
/// tagKernelLocations, and the file:line:col inside it.
static std::string describeLocation(Location loc) {
  std::string op, where;
  loc->walk([&](Location l) {
    if (auto fused = dyn_cast<FusedLoc>(l))
      if (auto name = dyn_cast_or_null<StringAttr>(fused.getMetadata()))
        if (op.empty())
          op = name.str();
    if (auto file = dyn_cast<FileLineColLoc>(l))
      if (where.empty())
        where =
            (file.getFilename().str() + ":" + std::to_string(file.getLine()) +
             ":" + std::to_string(file.getColumn()));
    return WalkResult::advance();
  });
  std::string text = op.empty() ? "a kernel" : op;
  if (!where.empty())
    text += " at " + where;
  return text;
}

Value KernelBuilder::locationString(StringRef prefix) {
  // A placeholder for the text's address (materializeKernelStrings).
  auto what =
      LLVM::ZeroOp::create(*this, LLVM::LLVMPointerType::get(getContext()));
  what->setAttr(kKernelStringAttr,
                getStringAttr(prefix.str() + describeLocation(getLoc())));
  return what;
}

StringRef mlir::stype::kernelRowName(Operation *op) {
  const KernelRow *row = matchKernelRow(op);
  assert(row && "a kernel pattern reached with kinds outside its table");
  return row->name;
}

Value KernelBuilder::alloc(MemRefType type, ValueRange dynamicSizes) {
  if (!target.checkAllocations)
    return memref::AllocOp::create(*this, type, dynamicSizes,
                                   getI64IntegerAttr(64));
  // The byte size: the static part (the verifiers keep tensor types' byte
  // sizes within int64) times each dynamic size, checked for negative sizes
  // and for overflow, plus the 64 bytes of alignment slack memref.alloc
  // adds.  On a bad size the buffer is allocated with 0 for every dynamic
  // size instead, and the kernel exits right after it.
  int64_t eltBytes = elementBytes(type.getElementType());
  int64_t staticBytes = eltBytes;
  bool staticOverflow = false;
  for (int64_t d = 0, e = type.getRank(); d < e; ++d)
    if (!type.isDynamicDim(d)) {
      std::optional<int64_t> p =
          llvm::checkedMul(staticBytes, type.getDimSize(d));
      staticOverflow |= !p;
      staticBytes = p ? *p : 0;
    }
  constexpr int64_t kSlack = 64;
  staticOverflow |= staticBytes > INT64_MAX - kSlack;
  auto i64Type = getI64Type();
  Value sizeOk =
      arith::ConstantIntOp::create(*this, getI1Type(), staticOverflow ? 0 : 1);
  Value bytes = i64(staticBytes);
  SmallVector<Value> sizes64;
  for (Value size : dynamicSizes) {
    Value s = arith::IndexCastOp::create(*this, i64Type, size);
    sizes64.push_back(s);
    Value nonNegative =
        arith::CmpIOp::create(*this, arith::CmpIPredicate::sge, s, i64(0));
    auto product = arith::MulUIExtendedOp::create(*this, bytes, s);
    Value fits = arith::AndIOp::create(
        *this,
        arith::CmpIOp::create(*this, arith::CmpIPredicate::eq,
                              product.getHigh(), i64(0)),
        arith::CmpIOp::create(*this, arith::CmpIPredicate::ule,
                              product.getLow(), i64(INT64_MAX - kSlack)));
    sizeOk = arith::AndIOp::create(
        *this, sizeOk, arith::AndIOp::create(*this, nonNegative, fits));
    bytes = product.getLow();
  }
  SmallVector<Value> safeSizes;
  for (Value size : dynamicSizes)
    safeSizes.push_back(
        arith::SelectOp::create(*this, sizeOk, size, idx(0)).getResult());
  Value buffer =
      memref::AllocOp::create(*this, type, safeSizes, getI64IntegerAttr(64));
  Value address = memref::ExtractAlignedPointerAsIndexOp::create(*this, buffer);
  // (A device allocation of 0 bytes is a null pointer, and fine.)
  Value allocated = arith::AndIOp::create(
      *this, sizeOk,
      arith::OrIOp::create(
          *this,
          arith::CmpIOp::create(*this, arith::CmpIPredicate::ne, address,
                                idx(0)),
          arith::CmpIOp::create(*this, arith::CmpIPredicate::eq, bytes,
                                i64(0))));
  // The report the exit makes on failure: the sizes asked for, the text
  // naming the buffer (a placeholder for its address until
  // materializeKernelStrings) and whether the byte size overflowed.  They
  // are only read on the failure path, in the one reporting block that
  // --stype-lower-kernel-exits builds per function.
  SmallVector<Value> dims;
  for (int64_t d = 0, k = 0, e = type.getRank(); d < e; ++d)
    dims.push_back(type.isDynamicDim(d) ? sizes64[k++]
                                        : i64(type.getDimSize(d)));
  std::string elt;
  llvm::raw_string_ostream os(elt);
  os << type.getElementType();
  Value what = locationString(elt + " buffer for ");
  Value overflow = arith::XOrIOp::create(
      *this, sizeOk, arith::ConstantIntOp::create(*this, getI1Type(), 1));
  ExitKernelUnlessOp::create(*this, allocated, what, overflow, dims,
                             getI64IntegerAttr(eltBytes));
  return buffer;
}

Value KernelBuilder::allocShape(MemRefType type, ArrayRef<Value> sizes) {
  SmallVector<Value> dynamic;
  for (int64_t d = 0; d < type.getRank(); ++d)
    if (type.isDynamicDim(d))
      dynamic.push_back(sizes[d]);
  return alloc(type, dynamic);
}

Value KernelBuilder::allocLike(MemRefType type, Value like, Value dim0) {
  SmallVector<Value> sizes;
  for (int64_t d = 0; d < type.getRank(); ++d) {
    if (!type.isDynamicDim(d))
      continue;
    sizes.push_back(d == 0 && dim0 ? dim0 : dim(like, d));
  }
  return alloc(type, sizes);
}

void KernelBuilder::fill(Value memref, Value value) {
  if (target.device && !insideDeviceCode()) {
    target.device->fill(*this, memref, value);
    return;
  }
  Value flat = flatView(memref);
  forLoop(idx(0), dim(flat, 0),
          [&](KernelBuilder &b, Value i) { b.store(value, flat, i); });
}

Value KernelBuilder::clone(Value memref) {
  auto type = cast<MemRefType>(memref.getType());
  Value copy = allocLike(type, memref);
  memref::CopyOp::create(*this, memref, copy);
  return copy;
}

void KernelBuilder::copyRow(Value src, Value srcRow, Value dst, Value dstRow,
                            Value rowLen) {
  forLoop(idx(0), rowLen, [&](KernelBuilder &b, Value j) {
    b.store(b.load(src, {srcRow, j}), dst, {dstRow, j});
  });
}

bool KernelBuilder::collectsErrors() const { return bool(errorSlot); }

void KernelBuilder::reportError(StypeKernelError code) {
  if (errorSlot) {
    // memref<i32> on the CPU, memref<1xi32> on a device.
    SmallVector<Value, 1> at;
    if (cast<MemRefType>(errorSlot.getType()).getRank() == 1)
      at.push_back(idx(0));
    memref::AtomicRMWOp::create(*this, arith::AtomicRMWKind::maxs,
                                i32(static_cast<int32_t>(code)), errorSlot, at);
    return;
  }
  func::CallOp::create(*this, kKernelErrorFn, TypeRange{},
                       ValueRange{i32(static_cast<int32_t>(code))});
}

void KernelBuilder::sortI64(Value buffer, Value n) {
  auto perm = AffineMap::getMultiDimIdentityMap(1, getContext());
  sparse_tensor::SortOp::create(
      *this, n, buffer, ValueRange{}, AffineMapAttr::get(perm), getIndexAttr(0),
      sparse_tensor::SparseTensorSortKindAttr::get(
          getContext(), sparse_tensor::SparseTensorSortKind::HybridQuickSort));
}

Value KernelBuilder::uniqueSortedI64(Value buffer, Value n) {
  // k = number of unique entries so far; buffer[k-1] is the last one kept.
  Value isEmpty =
      arith::CmpIOp::create(*this, arith::CmpIPredicate::eq, n, idx(0));
  return ifThenElse(
      isEmpty, getIndexType(), [&](KernelBuilder &b) { return b.idx(0); },
      [&](KernelBuilder &b) {
        return b.forLoop(
            b.idx(1), n, b.idx(1), [&](KernelBuilder &b, Value p, Value k) {
              Value v = b.load(buffer, p);
              Value km1 = arith::SubIOp::create(b, k, b.idx(1));
              Value last = b.load(buffer, km1);
              Value isNew =
                  arith::CmpIOp::create(b, arith::CmpIPredicate::ne, v, last);
              return b.ifThenElse(
                  isNew, b.getIndexType(),
                  [&](KernelBuilder &b) {
                    b.store(v, buffer, k);
                    return arith::AddIOp::create(b, k, b.idx(1)).getResult();
                  },
                  [&](KernelBuilder &) { return k; });
            });
      });
}

std::pair<Value, Value> KernelBuilder::takeSortedUniqueI64(Value ids, Value n) {
  sortI64(ids, n);
  Value count = uniqueSortedI64(ids, n);
  Value out = alloc(cast<MemRefType>(ids.getType()), count);
  forLoop(idx(0), count,
          [&](KernelBuilder &b, Value k) { b.store(b.load(ids, k), out, k); });
  memref::DeallocOp::create(*this, ids);
  return {out, count};
}

std::pair<Value, Value> KernelBuilder::takeSortedUniqueI64(Value ids, Value n,
                                                           Value keyBound) {
  if (target.device && !insideDeviceCode())
    return target.device->sortedUnique(*this, ids, n, keyBound);
  return takeSortedUniqueI64(ids, n);
}

SmallVector<Value> KernelBuilder::ifThenElseValues(
    Value cond, TypeRange types,
    function_ref<SmallVector<Value>(KernelBuilder &)> thenBody,
    function_ref<SmallVector<Value>(KernelBuilder &)> elseBody) {
  auto op = scf::IfOp::create(
      *this, cond,
      [&](OpBuilder &b, Location loc) {
        KernelBuilder kb(loc, b, *this);
        scf::YieldOp::create(kb, thenBody(kb));
      },
      [&](OpBuilder &b, Location loc) {
        KernelBuilder kb(loc, b, *this);
        scf::YieldOp::create(kb, elseBody(kb));
      });
  assert(TypeRange(op.getResults()) == types &&
         "branches yield other types than declared");
  (void)types;
  return SmallVector<Value>(op.getResults());
}

Value KernelBuilder::csrNumRows(const CsrBuffers &x) {
  return arith::SubIOp::create(*this, dim(x.indptr, 0), idx(1));
}

std::pair<Value, Value> KernelBuilder::csrRowRange(const CsrBuffers &x,
                                                   Value i) {
  Value lo = toIndex(load(x.indptr, i));
  Value hi = toIndex(
      load(x.indptr, arith::AddIOp::create(*this, i, idx(1)).getResult()));
  return {lo, hi};
}

Value KernelBuilder::dimProduct(Value memref, int64_t from, int64_t to) {
  Value n = idx(1);
  for (int64_t d = from; d < to; ++d)
    n = arith::MulIOp::create(*this, n, dim(memref, d));
  return n;
}

//===----------------------------------------------------------------------===//
// Vector row loops and threads over rows
//===----------------------------------------------------------------------===//

int64_t KernelBuilder::vectorLanes(Type elt) {
  if (!elt.isIntOrFloat())
    return 1;
  int64_t lanes = target.vectorBits / elt.getIntOrFloatBitWidth();
  return lanes >= 2 ? lanes : 1;
}

void KernelBuilder::rowLoop(
    Value n, Type elt, function_ref<void(KernelBuilder &, Value, Type)> body,
    int64_t unroll) {
  int64_t lanes = vectorLanes(elt);
  Value lb = idx(0);
  auto stepLoop = [&](Value from, Value to, int64_t step, Type t) {
    scf::ForOp::create(*this, from, to, idx(step), ValueRange{},
                       [&](OpBuilder &b, Location loc, Value iv, ValueRange) {
                         KernelBuilder kb(loc, b, *this);
                         body(kb, iv, t);
                         scf::YieldOp::create(kb);
                       });
  };
  if (lanes > 1) {
    SmallVector<int64_t, 2> widths;
    if (unroll > 1)
      widths.push_back(lanes * unroll);
    widths.push_back(lanes);
    for (int64_t w : widths) {
      // Every width divides the previous one: lb stays a multiple of w.
      Value ub = arith::SubIOp::create(
          *this, n, arith::RemUIOp::create(*this, n, idx(w)).getResult());
      stepLoop(lb, ub, w, VectorType::get({w}, elt));
      lb = ub;
    }
  }
  stepLoop(lb, n, 1, elt);
}

Value KernelBuilder::loadRow(Type t, Value memref, ValueRange indices) {
  if (auto vt = dyn_cast<VectorType>(t))
    return vector::LoadOp::create(*this, vt, memref, indices);
  return load(memref, indices);
}

void KernelBuilder::storeRow(Value value, Value memref, ValueRange indices) {
  if (isa<VectorType>(value.getType())) {
    vector::StoreOp::create(*this, value, memref, indices);
    return;
  }
  store(value, memref, indices);
}

Value KernelBuilder::splat(Type t, Value scalar) {
  if (auto vt = dyn_cast<VectorType>(t))
    return vector::BroadcastOp::create(*this, vt, scalar);
  return scalar;
}

bool KernelBuilder::insideDeviceCode() {
  for (Operation *op = getInsertionBlock()->getParentOp(); op;
       op = op->getParentOp())
    if (op->getName().getStringRef() == "gpu.launch")
      return true;
  return false;
}

Value KernelBuilder::serialValue(Type type,
                                 function_ref<Value(KernelBuilder &)> value) {
  if (!target.device || errorSlot || insideDeviceCode())
    return value(*this);
  Value result;
  withDeviceErrorSlot(
      [&] { result = target.device->serialValue(*this, type, value); });
  return result;
}

void KernelBuilder::parallelFor(Value lb, Value ub,
                                function_ref<void(KernelBuilder &, Value)> body,
                                int64_t minIters) {
  if (target.device && !errorSlot && !insideDeviceCode()) {
    deviceParallelFor(lb, ub, body);
    return;
  }
  // Serial code, or inside another parallel loop (no nested threads).
  if (!target.parallel || errorSlot) {
    forLoop(lb, ub, body);
    return;
  }
  // Errors of the iterations go to `slot` (the largest code wins, whatever
  // the thread count) and are reported after the loop, on this thread.  An
  // unused slot (only stored to and freed) is erased by the canonicalizer.
  // A plain allocation: a checked one would be used by its check, and 4
  // bytes need no size check.
  auto slotType = MemRefType::get({}, getI32Type());
  Value slot = memref::AllocOp::create(*this, slotType, ValueRange{},
                                       getI64IntegerAttr(64));
  Operation *init = memref::StoreOp::create(*this, i32(0), slot, ValueRange{});
  {
    llvm::SaveAndRestore<Value> scope(errorSlot, slot);
    parallelForBody(lb, ub, body, minIters);
  }
  bool used = llvm::any_of(slot.getUsers(),
                           [&](Operation *user) { return user != init; });
  if (!used) {
    memref::DeallocOp::create(*this, slot);
    return;
  }
  Value code = memref::LoadOp::create(*this, slot, ValueRange{});
  memref::DeallocOp::create(*this, slot);
  Value failed =
      arith::CmpIOp::create(*this, arith::CmpIPredicate::ne, code, i32(0));
  ifThen(failed, [&](KernelBuilder &b) {
    func::CallOp::create(b, kKernelErrorFn, TypeRange{}, ValueRange{code});
  });
}

void KernelBuilder::withDeviceErrorSlot(function_ref<void()> build) {
  // As on the CPU: errors reported while `build` emits device code go to a
  // slot (atomic max, in device memory here), read back and reported after
  // it.  The slot is zeroed (a launch) and read back only if something
  // reports.
  auto slotType = MemRefType::get({1}, getI32Type());
  Value slot = memref::AllocOp::create(*this, slotType, ValueRange{},
                                       getI64IntegerAttr(64));
  {
    llvm::SaveAndRestore<Value> scope(errorSlot, slot);
    build();
  }
  // An unused slot (only freed) is erased by the canonicalizer.
  if (slot.use_empty()) {
    memref::DeallocOp::create(*this, slot);
    return;
  }
  {
    OpBuilder::InsertionGuard guard(*this);
    setInsertionPointAfter(slot.getDefiningOp());
    target.device->fill(*this, slot, i32(0));
  }
  // Copied back whole (a device-to-host copy after the launches).
  Value host = memref::AllocaOp::create(*this, slotType);
  memref::CopyOp::create(*this, slot, host);
  memref::DeallocOp::create(*this, slot);
  Value code = load(host, idx(0));
  Value failed =
      arith::CmpIOp::create(*this, arith::CmpIPredicate::ne, code, i32(0));
  ifThen(failed, [&](KernelBuilder &b) {
    func::CallOp::create(b, kKernelErrorFn, TypeRange{}, ValueRange{code});
  });
}

void KernelBuilder::deviceParallelFor(
    Value lb, Value ub, function_ref<void(KernelBuilder &, Value)> body) {
  Value n = arith::SubIOp::create(*this, ub, lb);
  withDeviceErrorSlot([&] {
    target.device->launch(*this, n, [&](KernelBuilder &b, Value i) {
      body(b, arith::AddIOp::create(b, lb, i));
    });
  });
}

void KernelBuilder::parallelForBody(
    Value lb, Value ub, function_ref<void(KernelBuilder &, Value)> body,
    int64_t minIters) {
  if (!target.parallel) {
    forLoop(lb, ub, body);
    return;
  }
  Value threads = func::CallOp::create(*this, kOmpMaxThreadsFn,
                                       TypeRange{getI32Type()}, ValueRange{})
                      .getResult(0);
  Value many =
      arith::CmpIOp::create(*this, arith::CmpIPredicate::sgt, threads, i32(1));
  Value iters = arith::SubIOp::create(*this, ub, lb);
  Value enough = arith::CmpIOp::create(*this, arith::CmpIPredicate::sge, iters,
                                       idx(minIters));
  ifThenElse(
      arith::AndIOp::create(*this, many, enough),
      [&](KernelBuilder &b) {
        scf::ParallelOp::create(
            b, ValueRange{lb}, ValueRange{ub}, ValueRange{b.idx(1)},
            [&](OpBuilder &nb, Location loc, ValueRange ivs) {
              KernelBuilder kb(loc, nb, b);
              body(kb, ivs[0]);
            });
      },
      [&](KernelBuilder &b) { b.forLoop(lb, ub, body); });
}

Value KernelBuilder::prefetchAhead(Value k, Value n) {
  if (target.prefetchDistance <= 0)
    return {};
  Value ahead = arith::AddIOp::create(*this, k, idx(target.prefetchDistance));
  Value last = arith::SubIOp::create(*this, n, idx(1));
  return arith::MinUIOp::create(*this, ahead, last);
}

void KernelBuilder::prefetchRowForWrite(Value rows, Value row) {
  auto type = cast<MemRefType>(rows.getType());
  int64_t bytes = std::max<int64_t>(1, type.getElementTypeBitWidth() / 8);
  Value step = idx(std::max<int64_t>(1, 64 / bytes));
  Value len = dim(rows, 1);
  scf::ForOp::create(*this, idx(0), len, step, ValueRange{},
                     [&](OpBuilder &ob, Location loc, Value c, ValueRange) {
                       memref::PrefetchOp::create(ob, loc, rows,
                                                  ValueRange{row, c},
                                                  /*isWrite=*/true,
                                                  /*localityHint=*/3,
                                                  /*isDataCache=*/true);
                       scf::YieldOp::create(ob, loc);
                     });
}

KernelBuilder::Buckets KernelBuilder::bucketByKey(Value keys, Value n,
                                                  Value keyBound) {
  constexpr int64_t kDigitBits = 11, kRadix = int64_t(1) << kDigitBits;
  auto i64Buf = MemRefType::get({ShapedType::kDynamic}, getI64Type());
  Value perm = alloc(i64Buf, n), other = alloc(i64Buf, n);
  Value counts = alloc(i64Buf, idx(kRadix));
  forLoop(idx(0), n,
          [&](KernelBuilder &b, Value p) { b.store(b.toI64(p), perm, p); });
  // LSD passes of 11 bits while keyBound - 1 has bits left: each pass is a
  // stable counting sort of the positions by one digit of their key, into
  // `other` and copied back (buffers are not loop-carried, so that
  // --stype-free-temporaries sees every use).
  Value maxKey = arith::SubIOp::create(*this, toI64(keyBound), i64(1));
  Type i64Ty = getI64Type();
  scf::WhileOp::create(
      *this, TypeRange{i64Ty}, ValueRange{i64(0)},
      [&](OpBuilder &ob, Location loc, ValueRange args) {
        KernelBuilder b(loc, ob, *this);
        Value rest = arith::ShRSIOp::create(b, maxKey, args[0]);
        Value more =
            arith::CmpIOp::create(b, arith::CmpIPredicate::sgt, rest, b.i64(0));
        scf::ConditionOp::create(b, more, args);
      },
      [&](OpBuilder &ob, Location loc, ValueRange args) {
        KernelBuilder b(loc, ob, *this);
        Value shift = args[0];
        auto digitAt = [&](KernelBuilder &b, Value q) {
          Value key = b.load(keys, b.toIndex(b.load(perm, q)));
          Value d = arith::ShRUIOp::create(b, key, shift);
          return b.toIndex(
              arith::AndIOp::create(b, d, b.i64(kRadix - 1)).getResult());
        };
        b.forLoop(b.idx(0), b.idx(kRadix), [&](KernelBuilder &b, Value d) {
          b.store(b.i64(0), counts, d);
        });
        b.forLoop(b.idx(0), n, [&](KernelBuilder &b, Value q) {
          Value d = digitAt(b, q);
          b.store(arith::AddIOp::create(b, b.load(counts, d), b.i64(1)), counts,
                  d);
        });
        b.forLoop(b.idx(0), b.idx(kRadix), b.i64(0),
                  [&](KernelBuilder &b, Value d, Value run) {
                    Value c = b.load(counts, d);
                    b.store(run, counts, d);
                    return arith::AddIOp::create(b, run, c).getResult();
                  });
        b.forLoop(b.idx(0), n, [&](KernelBuilder &b, Value q) {
          Value d = digitAt(b, q);
          Value o = b.load(counts, d);
          b.store(b.load(perm, q), other, b.toIndex(o));
          b.store(arith::AddIOp::create(b, o, b.i64(1)), counts, d);
        });
        b.forLoop(b.idx(0), n, [&](KernelBuilder &b, Value q) {
          b.store(b.load(other, q), perm, q);
        });
        Value next = arith::AddIOp::create(b, shift, b.i64(kDigitBits));
        scf::YieldOp::create(b, ValueRange{next});
      });
  memref::DeallocOp::create(*this, other);
  memref::DeallocOp::create(*this, counts);

  // Segments of equal keys.
  Value uniqueKeys = alloc(i64Buf, n);
  Value start =
      alloc(i64Buf, arith::AddIOp::create(*this, n, idx(1)).getResult());
  Value numUnique =
      forLoop(idx(0), n, idx(0), [&](KernelBuilder &b, Value q, Value u) {
        Value key = b.load(keys, b.toIndex(b.load(perm, q)));
        Value first =
            arith::CmpIOp::create(b, arith::CmpIPredicate::eq, u, b.idx(0));
        Value isNew = b.ifThenElse(
            first, b.getI1Type(),
            [&](KernelBuilder &b) {
              return arith::ConstantIntOp::create(b, b.getI1Type(), 1)
                  .getResult();
            },
            [&](KernelBuilder &b) {
              Value last =
                  b.load(uniqueKeys,
                         arith::SubIOp::create(b, u, b.idx(1)).getResult());
              return arith::CmpIOp::create(b, arith::CmpIPredicate::ne, key,
                                           last)
                  .getResult();
            });
        return b.ifThenElse(
            isNew, b.getIndexType(),
            [&](KernelBuilder &b) {
              b.store(key, uniqueKeys, u);
              b.store(b.toI64(q), start, u);
              return arith::AddIOp::create(b, u, b.idx(1)).getResult();
            },
            [&](KernelBuilder &) { return u; });
      });
  store(toI64(n), start, numUnique);
  return {perm, uniqueKeys, start, numUnique};
}
