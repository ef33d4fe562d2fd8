//===- VerifyUtils.h - helpers shared by the op verifiers -------*- C++ -*-===//

#ifndef STYPE_DIALECT_VERIFYUTILS_H
#define STYPE_DIALECT_VERIFYUTILS_H

#include "dialect/StypeDialect.h"
#include "mlir/IR/Operation.h"

namespace mlir {
namespace stype {

/// Checks that every tensor operand and result has a supported storage kind
/// and at least one dimension.
LogicalResult verifyStorageKinds(Operation *op);

/// Checks that `b` has the shape and element type of `a` (dynamic dims match
/// anything); `aName`/`bName` name them in the message.
LogicalResult verifySameShapeAndElement(Operation *op, Value a, Value b,
                                        StringRef aName, StringRef bName);

/// Checks that `b` has the shape of `a`, whatever their element types
/// (dynamic dims match anything).
LogicalResult verifySameShape(Operation *op, Value a, Value b, StringRef aName,
                              StringRef bName);

/// The size of `stype.slice`'s result along a sliced dimension:
/// ceil((end - begin) / step) for 0 <= begin <= end and step > 0, written so
/// that a large step cannot overflow (the verifier and the kernel share it).
inline int64_t slicedSize(int64_t begin, int64_t end, int64_t step) {
  return end == begin ? 0 : (end - begin - 1) / step + 1;
}

/// True if two dimension sizes may be equal (either is dynamic).
bool dimsCompatible(int64_t a, int64_t b);

/// Checks that no dim of `result` is static where `derived` (the shape the
/// op computes from its operands' types) is dynamic: the kernels size their
/// results from the operands, so a more static result type would be written
/// out of bounds at run time.
LogicalResult verifyNotMoreStatic(Operation *op, ArrayRef<int64_t> result,
                                  ArrayRef<int64_t> derived, StringRef what);

/// Prints a shape as "[4, ?]" and a dimension as "4" or "?".
std::string fmtShape(ArrayRef<int64_t> shape);
std::string fmtDim(int64_t d);

/// The storage kind of a verified tensor value.
StorageKind kindOf(Value v);

} // namespace stype
} // namespace mlir

#endif // STYPE_DIALECT_VERIFYUTILS_H
