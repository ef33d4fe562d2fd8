//===- StypeDialect.cpp - stype dialect -------------------------*- C++ -*-===//

#include "dialect/StypeDialect.h"
#include "dialect/StypeOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::stype;
namespace st = mlir::sparse_tensor;

#include "dialect/StypeDialect.cpp.inc"
#include "dialect/StypeEnums.cpp.inc"
#define GET_ATTRDEF_CLASSES
#include "dialect/StypeAttrs.cpp.inc"

namespace {
/// Prints the MXNet encodings as `#csr` and `#row_sparse` (`#row_sparse3` for
/// rank 3, ...), so that printed IR reads like the input users write.
struct StypeOpAsmInterface : public OpAsmDialectInterface {
  using OpAsmDialectInterface::OpAsmDialectInterface;
  AliasResult getAlias(Attribute attr, raw_ostream &os) const override {
    auto enc = dyn_cast<st::SparseTensorEncodingAttr>(attr);
    if (!enc)
      return AliasResult::NoAlias;
    unsigned rank = enc.getLvlRank();
    Type probe =
        RankedTensorType::get(SmallVector<int64_t>(rank, 1),
                              Float32Type::get(attr.getContext()), enc);
    FailureOr<StorageKind> kind = getStorageKind(probe);
    if (failed(kind))
      return AliasResult::NoAlias;
    if (*kind == StorageKind::Csr)
      os << "csr";
    else
      os << "row_sparse" << (rank == 2 ? "" : std::to_string(rank));
    return AliasResult::FinalAlias;
  }
};
} // namespace

void StypeDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "dialect/StypeOps.cpp.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "dialect/StypeAttrs.cpp.inc"
      >();
  addInterfaces<StypeOpAsmInterface>();
  registerGradientRules(getContext());
  // The element functions are external models built from the rows of
  // ElementwiseOps.def in the kernels' library (passes/lowering/
  // Elementwise.cpp, attached by registerStypeDialects): asking an op for
  // one that was never attached is a fatal error, not a silent "no".
#define STYPE_BINARY_OP(Op, Rule) Op,
#define STYPE_BACKWARD_OP(Op, Rule, Grad) Op,
#define STYPE_SCALAR_OP(Op, Rule, Fn) Op,
#define STYPE_UNARY_OP(Op, Fn) Op,
#define STYPE_BROADCAST_OP(Op, Arith) Op,
  declarePromisedInterfaces<ElementwiseOpInterface,
#include "dialect/ElementwiseOps.def"
                            ClipOp, QuadraticOp, ZerosLikeOp>();
}

//===----------------------------------------------------------------------===//
// Storage kinds
//===----------------------------------------------------------------------===//

FailureOr<StorageKind> mlir::stype::getStorageKind(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return failure();
  auto enc = st::getSparseTensorEncoding(tensor);
  if (!enc)
    return StorageKind::Dense;
  if (!enc.isIdentity() || enc.isSlice() || enc.getPosWidth() != 64 ||
      enc.getCrdWidth() != 64 || enc.getExplicitVal() || enc.getImplicitVal())
    return failure();
  ArrayRef<st::LevelType> lvls = enc.getLvlTypes();
  auto isPlainCompressed = [](st::LevelType lt) {
    return st::isCompressedLT(lt) && st::isOrderedLT(lt) && st::isUniqueLT(lt);
  };
  if (lvls.size() == 2 && st::isDenseLT(lvls[0]) && isPlainCompressed(lvls[1]))
    return StorageKind::Csr;
  if (lvls.size() >= 2 && isPlainCompressed(lvls[0]) &&
      llvm::all_of(lvls.drop_front(), st::isDenseLT))
    return StorageKind::RowSparse;
  return failure();
}

FailureOr<StorageKind>
mlir::stype::getStorageKindOrEmit(Operation *op, Type type, StringRef what) {
  FailureOr<StorageKind> kind = getStorageKind(type);
  if (failed(kind))
    op->emitOpError() << what << " has an unsupported storage encoding " << type
                      << "; stype supports dense tensors, row_sparse "
                         "(compressed, dense...) and csr (dense, compressed) "
                         "with posWidth = 64 and crdWidth = 64";
  return kind;
}

SmallVector<StorageKind> mlir::stype::getStorageKinds(TypeRange types) {
  SmallVector<StorageKind> kinds;
  for (Type t : types) {
    FailureOr<StorageKind> kind = getStorageKind(t);
    kinds.push_back(succeeded(kind) ? *kind : StorageKind::Dense);
  }
  return kinds;
}

st::SparseTensorEncodingAttr
mlir::stype::getEncoding(MLIRContext *ctx, StorageKind kind, unsigned rank) {
  SmallVector<st::LevelType> lvls;
  switch (kind) {
  case StorageKind::Dense:
    return {};
  case StorageKind::Csr:
    assert(rank == 2 && "csr is 2-D");
    lvls = {st::LevelFormat::Dense,
            *st::buildLevelType(st::LevelFormat::Compressed, true, true)};
    break;
  case StorageKind::RowSparse:
    lvls.push_back(
        *st::buildLevelType(st::LevelFormat::Compressed, true, true));
    for (unsigned i = 1; i < rank; ++i)
      lvls.push_back(st::LevelFormat::Dense);
    break;
  }
  AffineMap id = AffineMap::getMultiDimIdentityMap(rank, ctx);
  return st::SparseTensorEncodingAttr::get(ctx, lvls, id, AffineMap(), 64, 64);
}

RankedTensorType mlir::stype::withStorageKind(RankedTensorType type,
                                              StorageKind kind) {
  return RankedTensorType::get(
      type.getShape(), type.getElementType(),
      getEncoding(type.getContext(), kind, type.getRank()));
}

RankedTensorType mlir::stype::denseTypeOf(Value value) {
  return withStorageKind(cast<RankedTensorType>(value.getType()),
                         StorageKind::Dense);
}

StringRef mlir::stype::storageKindName(StorageKind kind) {
  return stringifyStorageKind(kind);
}

std::string mlir::stype::formatKinds(ArrayRef<StorageKind> kinds) {
  std::string s = "[";
  llvm::interleave(
      kinds, [&](StorageKind k) { s += storageKindName(k); },
      [&] { s += ", "; });
  return s + "]";
}
