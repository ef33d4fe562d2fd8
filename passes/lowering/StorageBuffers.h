//===- StorageBuffers.h - the buffers of each storage kind ------*- C++ -*-===//
//
// The buffer layout of each storage kind: the type converter of the kernel
// lowerings (--stype-lower-kernels, --stype-lower-kernels-gpu) and the
// structs that name a lowered sparse tensor's buffers.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_PASSES_LOWERING_STORAGEBUFFERS_H
#define STYPE_PASSES_LOWERING_STORAGEBUFFERS_H

#include "dialect/StypeDialect.h"
#include "passes/lowering/KernelTarget.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir {
namespace stype {

/// Converts tensors to the buffers of their storage kind:
///   default    tensor<d0x..xT>          -> memref<d0x..xT>
///   csr        tensor<MxNxT, #csr>      -> memref<?xi64> indptr,
///                                          memref<?xi64> column ids,
///                                          memref<?xT> data, index N
///   row_sparse tensor<d0x..xT, #rsp>    -> memref<?xi64> row ids,
///                                          memref<?xd1x..xT> data, index d0
///
/// It also holds the KernelTarget of the lowering whose patterns convert
/// with it: the kernel patterns build their KernelBuilders for it
/// (kernelTargetOf), so that each lowering (and each pass instance, on any
/// thread) carries its own.
class StorageTypeConverter : public TypeConverter {
public:
  explicit StorageTypeConverter(MLIRContext *ctx, KernelTarget target = {});
  const KernelTarget &getKernelTarget() const { return target; }

private:
  KernelTarget target;
};

/// The KernelTarget of the kernel patterns that convert with `converter`,
/// which must be a StorageTypeConverter (the converter every kernel lowering
/// populates its patterns with).
inline const KernelTarget &kernelTargetOf(const TypeConverter &converter) {
  return static_cast<const StorageTypeConverter &>(converter).getKernelTarget();
}

/// The buffers of a lowered csr tensor.
struct CsrBuffers {
  Value indptr, indices, data, numCols;
  static CsrBuffers unpack(ValueRange v) { return {v[0], v[1], v[2], v[3]}; }
  SmallVector<Value> pack() const { return {indptr, indices, data, numCols}; }
};

/// The buffers of a lowered row_sparse tensor.
struct RspBuffers {
  Value indices, data, numRows;
  static RspBuffers unpack(ValueRange v) { return {v[0], v[1], v[2]}; }
  SmallVector<Value> pack() const { return {indices, data, numRows}; }
};

/// The memref type of the data buffer of a row_sparse `type`.
MemRefType rspDataType(RankedTensorType type);

} // namespace stype
} // namespace mlir

#endif // STYPE_PASSES_LOWERING_STORAGEBUFFERS_H
