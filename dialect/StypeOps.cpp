//===- StypeOps.cpp - stype operations --------------------------*- C++ -*-===//
//
// The generated op classes and the verification helpers shared by the op
// families; each family's verifiers and inference rules (MXNet's
// FInferStorageType) are in <Family>Ops.cpp.
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"
#include "dialect/VerifyUtils.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/CheckedArithmetic.h"

#include <cmath>
#include <cstdio>

using namespace mlir;
using namespace mlir::stype;

#include "dialect/StypeInterfaces.cpp.inc"

#define GET_OP_CLASSES
#include "dialect/StypeOps.cpp.inc"

//===----------------------------------------------------------------------===//
// Shared verification helpers
//===----------------------------------------------------------------------===//

/// Checks that every tensor operand and result has a supported storage kind.
LogicalResult mlir::stype::verifyStorageKinds(Operation *op) {
  for (Type t : llvm::concat<Type>(op->getOperandTypes(), op->getResultTypes()))
    if (auto tensor = dyn_cast<RankedTensorType>(t);
        tensor && !tensor.getRank())
      return op->emitOpError()
             << "0-d tensors are not supported (MXNet's sparse operators need "
                "at least one dimension); use a tensor<1x...> instead";
  for (auto [i, v] : llvm::enumerate(op->getOperands()))
    if (isa<RankedTensorType>(v.getType()) &&
        failed(getStorageKindOrEmit(op, v.getType(),
                                    "operand #" + std::to_string(i))))
      return failure();
  for (auto [i, v] : llvm::enumerate(op->getResults()))
    if (failed(getStorageKindOrEmit(op, v.getType(),
                                    "result #" + std::to_string(i))))
      return failure();
  return success();
}

LogicalResult mlir::stype::verifyBoundedShapes(Operation *op) {
  auto check = [&](Type t, const std::string &what) -> LogicalResult {
    auto tensor = dyn_cast<RankedTensorType>(t);
    if (!tensor)
      return success();
    Type elt = tensor.getElementType();
    int64_t bytes =
        elt.isIntOrFloat() ? (elt.getIntOrFloatBitWidth() + 7) / 8 : 8;
    double approx = static_cast<double>(bytes);
    bool overflow = false;
    for (int64_t d : tensor.getShape()) {
      if (ShapedType::isDynamic(d))
        continue;
      approx *= static_cast<double>(d);
      std::optional<int64_t> p = llvm::checkedMul(bytes, d);
      overflow |= !p;
      bytes = p ? *p : 0;
    }
    if (!overflow)
      return success();
    char size[32];
    std::snprintf(size, sizeof size, "%.3g", approx);
    return op->emitOpError()
           << what << " " << t << " is too large: its "
           << fmtShape(tensor.getShape()) << " elements of " << elt << " take "
           << size
           << " bytes, more than int64 can count (the kernels size buffers "
              "in int64 bytes)";
  };
  for (auto [i, t] : llvm::enumerate(op->getOperandTypes()))
    if (failed(check(t, "operand #" + std::to_string(i))))
      return failure();
  for (auto [i, t] : llvm::enumerate(op->getResultTypes()))
    if (failed(check(t, "result #" + std::to_string(i))))
      return failure();
  return success();
}

/// Prints a shape as "[4, ?]" (dynamic dimensions as '?').
std::string mlir::stype::fmtShape(ArrayRef<int64_t> shape) {
  std::string s = "[";
  for (auto [i, d] : llvm::enumerate(shape))
    s += (i ? ", " : "") +
         (ShapedType::isDynamic(d) ? std::string("?") : std::to_string(d));
  return s + "]";
}

std::string mlir::stype::fmtDim(int64_t d) {
  return ShapedType::isDynamic(d) ? "?" : std::to_string(d);
}

bool mlir::stype::dimsCompatible(int64_t a, int64_t b) {
  return ShapedType::isDynamic(a) || ShapedType::isDynamic(b) || a == b;
}

LogicalResult mlir::stype::verifyNotMoreStatic(Operation *op,
                                               ArrayRef<int64_t> result,
                                               ArrayRef<int64_t> derived,
                                               StringRef what) {
  for (auto [d, pair] : llvm::enumerate(llvm::zip(result, derived)))
    if (!ShapedType::isDynamic(std::get<0>(pair)) &&
        ShapedType::isDynamic(std::get<1>(pair)))
      return op->emitOpError()
             << "result dim " << d << " is static (" << std::get<0>(pair)
             << ") but the " << what
             << "'s is known only at run time; make it dynamic (?)";
  return success();
}

/// Checks that `b` has the shape and element type of `a` (dynamic dims match
/// anything); `what` names `b` in the message.
LogicalResult mlir::stype::verifySameShapeAndElement(Operation *op, Value a,
                                                     Value b, StringRef aName,
                                                     StringRef bName) {
  auto ta = cast<RankedTensorType>(a.getType());
  auto tb = cast<RankedTensorType>(b.getType());
  if (ta.getElementType() != tb.getElementType())
    return op->emitOpError() << bName << " element type " << tb.getElementType()
                             << " differs from " << aName << " element type "
                             << ta.getElementType();
  return verifySameShape(op, a, b, aName, bName);
}

LogicalResult mlir::stype::verifySameShape(Operation *op, Value a, Value b,
                                           StringRef aName, StringRef bName) {
  auto ta = cast<RankedTensorType>(a.getType());
  auto tb = cast<RankedTensorType>(b.getType());
  if (ta.getRank() != tb.getRank() ||
      !llvm::all_of(llvm::zip(ta.getShape(), tb.getShape()), [](auto p) {
        return dimsCompatible(std::get<0>(p), std::get<1>(p));
      }))
    return op->emitOpError()
           << bName << " shape " << fmtShape(tb.getShape()) << " differs from "
           << aName << " shape " << fmtShape(ta.getShape());
  return success();
}

SK mlir::stype::kindOf(Value v) { return *getStorageKind(v.getType()); }
