//===- StypeDialect.h - stype dialect ---------------------------*- C++ -*-===//
//
// The stype dialect and the storage-kind helpers shared by its ops, passes and
// tools.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_DIALECT_STYPEDIALECT_H
#define STYPE_DIALECT_STYPEDIALECT_H

#include "mlir/Dialect/SparseTensor/IR/SparseTensor.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"

#include "dialect/StypeDialect.h.inc"
#include "dialect/StypeEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "dialect/StypeAttrs.h.inc"

namespace mlir {
namespace stype {

/// The short name of StorageKind that the ops, passes and tools use.
using SK = StorageKind;

/// Returns the storage kind of `type`: `Dense` for a tensor without encoding,
/// `RowSparse` / `Csr` for the upstream sparse_tensor encodings that match
/// MXNet's layouts (int64 positions and coordinates), failure otherwise.
FailureOr<StorageKind> getStorageKind(Type type);

/// Like getStorageKind, but emits an error on `op` explaining which encodings
/// are supported when `type` is not one of them.
FailureOr<StorageKind> getStorageKindOrEmit(Operation *op, Type type,
                                            StringRef what);

/// The storage kind of each of `types`; a type without one (a scalar
/// operand such as a step count) counts as default.
SmallVector<StorageKind> getStorageKinds(TypeRange types);

/// Returns the upstream encoding of `kind` for a tensor of `rank`, or null for
/// `Dense`.
sparse_tensor::SparseTensorEncodingAttr
getEncoding(MLIRContext *ctx, StorageKind kind, unsigned rank);

/// Returns `type` with the encoding of `kind` (shape and element type kept).
RankedTensorType withStorageKind(RankedTensorType type, StorageKind kind);

/// The default-storage type of the ranked tensor `value`'s shape and element
/// type (the type the gradient rules build with, dialect/Gradients.cpp).
RankedTensorType denseTypeOf(Value value);

/// Returns a short name ("default", "row_sparse", "csr") as MXNet prints it.
StringRef storageKindName(StorageKind kind);

/// Prints a list of kinds as "[csr, default]" (MXNet's fallback message
/// prints "[csr, default, ]"; stype drops the trailing separator).
std::string formatKinds(ArrayRef<StorageKind> kinds);

/// How an op's result depends on one of its operands, for reverse-mode
/// differentiation (DifferentiableOpInterface, dialect/Gradients.cpp).
enum class OperandGradient {
  /// A gradient rule exists.
  Differentiable,
  /// Piecewise constant (token ids, a `where` condition): zero gradient.
  Constant,
  /// MXNet computes no gradient (the label of a loss layer): an error to
  /// differentiate through.
  None,
};

/// Registers the gradient rules (DifferentiableOpInterface external models)
/// of the stype ops; called by StypeDialect::initialize.
void registerGradientRules(MLIRContext *ctx);

} // namespace stype
} // namespace mlir

#endif // STYPE_DIALECT_STYPEDIALECT_H
