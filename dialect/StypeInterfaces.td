//===- StypeInterfaces.td - storage inference interface ----*- tablegen -*-===//

#ifndef STYPE_DIALECT_STYPEINTERFACES_TD
#define STYPE_DIALECT_STYPEINTERFACES_TD

include "mlir/IR/OpBase.td"

def Stype_StorageInferenceOpInterface
    : OpInterface<"StorageInferenceOpInterface"> {
  let cppNamespace = "::mlir::stype";
  let description = [{
    Implemented by every stype op whose result storage kinds follow from the
    kinds of its operands (MXNet's `FInferStorageType`).  The inference pass
    asks `inferResultKinds` for the kinds MXNet would produce, then
    `hasKernel` whether stype has a specialized kernel for the combination;
    if not, it inserts a dense fallback.
  }];
  let methods = [
    InterfaceMethod<
      "Returns the result storage kinds that MXNet's rules give for these "
      "operand kinds (and the op's attributes, e.g. a `forward_stype` hint).",
      "::llvm::SmallVector<::mlir::stype::StorageKind>", "inferResultKinds",
      (ins "::llvm::ArrayRef<::mlir::stype::StorageKind>":$operandKinds)>,
    InterfaceMethod<
      "Returns true if stype has a specialized kernel computing these result "
      "kinds from these operand kinds.",
      "bool", "hasKernel",
      (ins "::llvm::ArrayRef<::mlir::stype::StorageKind>":$operandKinds,
           "::llvm::ArrayRef<::mlir::stype::StorageKind>":$resultKinds)>,
  ];
}

#endif // STYPE_DIALECT_STYPEINTERFACES_TD
