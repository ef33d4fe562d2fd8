//===- StorageBuffers.cpp - the buffers of each storage kind ----*- C++ -*-===//

#include "passes/lowering/StorageBuffers.h"

using namespace mlir;
using namespace mlir::stype;

//===----------------------------------------------------------------------===//
// Type conversion
//===----------------------------------------------------------------------===//

MemRefType mlir::stype::rspDataType(RankedTensorType type) {
  SmallVector<int64_t> shape(type.getShape());
  shape[0] = ShapedType::kDynamic;
  return MemRefType::get(shape, type.getElementType());
}

StorageTypeConverter::StorageTypeConverter(MLIRContext *ctx,
                                           KernelTarget target)
    : target(target) {
  addConversion([](Type type) { return type; });
  addConversion(
      [ctx](RankedTensorType type,
            SmallVectorImpl<Type> &results) -> std::optional<LogicalResult> {
        FailureOr<StorageKind> kind = getStorageKind(type);
        if (failed(kind))
          return std::nullopt;
        auto i64Buf =
            MemRefType::get({ShapedType::kDynamic}, IntegerType::get(ctx, 64));
        auto index = IndexType::get(ctx);
        switch (*kind) {
        case StorageKind::Dense:
          results.push_back(
              MemRefType::get(type.getShape(), type.getElementType()));
          break;
        case StorageKind::Csr:
          results.append(
              {i64Buf, i64Buf,
               MemRefType::get({ShapedType::kDynamic}, type.getElementType()),
               index});
          break;
        case StorageKind::RowSparse:
          results.append({i64Buf, rspDataType(type), index});
          break;
        }
        return success();
      });
}
