//===- StypeDialect.td - stype dialect definition ----------*- tablegen -*-===//
//
// The stype dialect: MXNet's storage types (default, row_sparse, csr) and the
// sparse operators and optimizers of ML training.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_DIALECT_STYPEDIALECT_TD
#define STYPE_DIALECT_STYPEDIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def Stype_Dialect : Dialect {
  let name = "stype";
  let cppNamespace = "::mlir::stype";
  let summary = "MXNet-style sparse tensors, operators and optimizers";
  let description = [{
    The `stype` dialect models the three storage types of Apache MXNet and the
    operators of sparse ML training on them:

    * `default` (dense): a plain `tensor<...>`.
    * `row_sparse`: sorted, unique int64 row ids plus the dense slices of the
      rows present, written as a tensor with the upstream encoding
      `#sparse_tensor.encoding<{map = (i, j) -> (i : compressed, j : dense),
      posWidth = 64, crdWidth = 64}>` (one `dense` level per trailing dim).
    * `csr`: int64 `indptr` and column ids (strictly ascending per row), written
      with `#sparse_tensor.encoding<{map = (i, j) -> (i : dense, j :
      compressed), posWidth = 64, crdWidth = 64}>`.

    The printer abbreviates these encodings as `#row_sparse`/`#csr`.  Operators
    infer their result storage kinds from their operands by MXNet's rules
    (`--stype-infer-storage`), fall back to dense with a remark where no
    sparse kernel exists, and are lowered to one specialized loop nest per
    storage-kind combination (`--stype-lower-kernels`).
  }];
  let dependentDialects = ["::mlir::sparse_tensor::SparseTensorDialect"];
  let useDefaultAttributePrinterParser = 1;
}

def Stype_StorageKind : I32EnumAttr<"StorageKind",
    "MXNet storage type of a tensor", [
      I32EnumAttrCase<"Dense", 0, "default">,
      I32EnumAttrCase<"RowSparse", 1, "row_sparse">,
      I32EnumAttrCase<"Csr", 2, "csr">
    ]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::stype";
}

def Stype_StorageKindAttr : EnumAttr<Stype_Dialect, Stype_StorageKind,
                                     "storage"> {
  let assemblyFormat = "`<` $value `>`";
}

#endif // STYPE_DIALECT_STYPEDIALECT_TD
