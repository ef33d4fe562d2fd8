// RUN: stype-opt %s --stype-infer-storage --verify-diagnostics --mlir-print-op-on-diagnostic=false | FileCheck %s

// Result kinds of the nn ops by MXNet's FInferStorageType
// (FullyConnectedStorageType, RegressionInferStorageType: mxnet-semantics
// §3.6; SoftmaxOutput has no sparse path) and the dense fallback of every
// other combination.  Result kinds written in the input (row_sparse) are
// placeholders: every result is default.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// fully_connected: all default, and default data with a row_sparse weight
// and bias (or no bias): kernels; the result is always default.
// CHECK-LABEL: func.func @fc_kernels(
// CHECK-SAME:    %[[A0:.*]]: tensor<3x5xf32>, %[[A1:.*]]: tensor<2x5xf32>, %[[A2:.*]]: tensor<2x1xf32>, %[[A3:.*]]: tensor<3x5xf32>, %[[A4:.*]]: tensor<2x5xf32, #row_sparse>, %[[A5:.*]]: tensor<2x1xf32, #row_sparse>, %[[A6:.*]]: tensor<3x5xf32>, %[[A7:.*]]: tensor<2x5xf32>, %[[A8:.*]]: tensor<3x5xf32>, %[[A9:.*]]: tensor<2x5xf32, #row_sparse>) -> (tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.fully_connected %[[A0]], %[[A1]], %[[A2]] {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32>, tensor<2x1xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.fully_connected %[[A3]], %[[A4]], %[[A5]] {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32, #row_sparse>, tensor<2x1xf32, #row_sparse> -> tensor<3x2xf32>
// CHECK-NEXT:    %[[V2:.*]] = stype.fully_connected %[[A6]], %[[A7]] {no_bias, num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    %[[V3:.*]] = stype.fully_connected %[[A8]], %[[A9]] {no_bias, num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32, #row_sparse> -> tensor<3x2xf32>
// CHECK-NEXT:    return %[[V0]], %[[V1]], %[[V2]], %[[V3]] : tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>
func.func @fc_kernels(%x0: tensor<3x5xf32>, %w0: tensor<2x5xf32>, %b0: tensor<2x1xf32>, %x1: tensor<3x5xf32>, %w1: tensor<2x5xf32, #rsp>, %b1: tensor<2x1xf32, #rsp>, %x2: tensor<3x5xf32>, %w2: tensor<2x5xf32>, %x3: tensor<3x5xf32>, %w3: tensor<2x5xf32, #rsp>)
    -> (tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>) {
  %0 = stype.fully_connected %x0, %w0, %b0 {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32>, tensor<2x1xf32> -> tensor<3x2xf32, #rsp>
  %1 = stype.fully_connected %x1, %w1, %b1 {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32, #rsp>, tensor<2x1xf32, #rsp> -> tensor<3x2xf32, #rsp>
  %2 = stype.fully_connected %x2, %w2 {no_bias, num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32> -> tensor<3x2xf32, #rsp>
  %3 = stype.fully_connected %x3, %w3 {no_bias, num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32, #rsp> -> tensor<3x2xf32, #rsp>
  return %0, %1, %2, %3 : tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>
}

// fully_connected: every other combination (csr data included: use dot)
// goes through the dense fallback to a default result.
// CHECK-LABEL: func.func @fc_fallbacks(
// CHECK-SAME:    %[[A0:.*]]: tensor<3x5xf32>, %[[A1:.*]]: tensor<2x5xf32>, %[[A2:.*]]: tensor<2x1xf32, #row_sparse>, %[[A3:.*]]: tensor<3x5xf32>, %[[A4:.*]]: tensor<2x5xf32>, %[[A5:.*]]: tensor<2x1xf32, #csr>, %[[A6:.*]]: tensor<3x5xf32>, %[[A7:.*]]: tensor<2x5xf32, #row_sparse>, %[[A8:.*]]: tensor<2x1xf32>, %[[A9:.*]]: tensor<3x5xf32>, %[[A10:.*]]: tensor<2x5xf32, #row_sparse>, %[[A11:.*]]: tensor<2x1xf32, #csr>, %[[A12:.*]]: tensor<3x5xf32>, %[[A13:.*]]: tensor<2x5xf32, #csr>, %[[A14:.*]]: tensor<2x1xf32>, %[[A15:.*]]: tensor<3x5xf32>, %[[A16:.*]]: tensor<2x5xf32, #csr>, %[[A17:.*]]: tensor<2x1xf32, #row_sparse>, %[[A18:.*]]: tensor<3x5xf32>, %[[A19:.*]]: tensor<2x5xf32, #csr>, %[[A20:.*]]: tensor<2x1xf32, #csr>, %[[A21:.*]]: tensor<3x5xf32, #row_sparse>, %[[A22:.*]]: tensor<2x5xf32>, %[[A23:.*]]: tensor<2x1xf32>, %[[A24:.*]]: tensor<3x5xf32, #row_sparse>, %[[A25:.*]]: tensor<2x5xf32>, %[[A26:.*]]: tensor<2x1xf32, #row_sparse>, %[[A27:.*]]: tensor<3x5xf32, #row_sparse>, %[[A28:.*]]: tensor<2x5xf32>, %[[A29:.*]]: tensor<2x1xf32, #csr>, %[[A30:.*]]: tensor<3x5xf32, #row_sparse>, %[[A31:.*]]: tensor<2x5xf32, #row_sparse>, %[[A32:.*]]: tensor<2x1xf32>, %[[A33:.*]]: tensor<3x5xf32, #row_sparse>, %[[A34:.*]]: tensor<2x5xf32, #row_sparse>, %[[A35:.*]]: tensor<2x1xf32, #row_sparse>, %[[A36:.*]]: tensor<3x5xf32, #row_sparse>, %[[A37:.*]]: tensor<2x5xf32, #row_sparse>, %[[A38:.*]]: tensor<2x1xf32, #csr>, %[[A39:.*]]: tensor<3x5xf32, #row_sparse>, %[[A40:.*]]: tensor<2x5xf32, #csr>, %[[A41:.*]]: tensor<2x1xf32>, %[[A42:.*]]: tensor<3x5xf32, #row_sparse>, %[[A43:.*]]: tensor<2x5xf32, #csr>, %[[A44:.*]]: tensor<2x1xf32, #row_sparse>, %[[A45:.*]]: tensor<3x5xf32, #row_sparse>, %[[A46:.*]]: tensor<2x5xf32, #csr>, %[[A47:.*]]: tensor<2x1xf32, #csr>, %[[A48:.*]]: tensor<3x5xf32, #csr>, %[[A49:.*]]: tensor<2x5xf32>, %[[A50:.*]]: tensor<2x1xf32>, %[[A51:.*]]: tensor<3x5xf32, #csr>, %[[A52:.*]]: tensor<2x5xf32>, %[[A53:.*]]: tensor<2x1xf32, #row_sparse>, %[[A54:.*]]: tensor<3x5xf32, #csr>, %[[A55:.*]]: tensor<2x5xf32>, %[[A56:.*]]: tensor<2x1xf32, #csr>, %[[A57:.*]]: tensor<3x5xf32, #csr>, %[[A58:.*]]: tensor<2x5xf32, #row_sparse>, %[[A59:.*]]: tensor<2x1xf32>, %[[A60:.*]]: tensor<3x5xf32, #csr>, %[[A61:.*]]: tensor<2x5xf32, #row_sparse>, %[[A62:.*]]: tensor<2x1xf32, #row_sparse>, %[[A63:.*]]: tensor<3x5xf32, #csr>, %[[A64:.*]]: tensor<2x5xf32, #row_sparse>, %[[A65:.*]]: tensor<2x1xf32, #csr>, %[[A66:.*]]: tensor<3x5xf32, #csr>, %[[A67:.*]]: tensor<2x5xf32, #csr>, %[[A68:.*]]: tensor<2x1xf32>, %[[A69:.*]]: tensor<3x5xf32, #csr>, %[[A70:.*]]: tensor<2x5xf32, #csr>, %[[A71:.*]]: tensor<2x1xf32, #row_sparse>, %[[A72:.*]]: tensor<3x5xf32, #csr>, %[[A73:.*]]: tensor<2x5xf32, #csr>, %[[A74:.*]]: tensor<2x1xf32, #csr>, %[[A75:.*]]: tensor<3x5xf32>, %[[A76:.*]]: tensor<2x5xf32, #csr>, %[[A77:.*]]: tensor<3x5xf32, #row_sparse>, %[[A78:.*]]: tensor<2x5xf32>, %[[A79:.*]]: tensor<3x5xf32, #csr>, %[[A80:.*]]: tensor<2x5xf32, #row_sparse>) -> (tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.cast_storage %[[A2]] : tensor<2x1xf32, #row_sparse> to tensor<2x1xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.fully_connected %[[A0]], %[[A1]], %[[V0]] {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32>, tensor<2x1xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    %[[V2:.*]] = stype.cast_storage %[[A5]] : tensor<2x1xf32, #csr> to tensor<2x1xf32>
// CHECK-NEXT:    %[[V3:.*]] = stype.fully_connected %[[A3]], %[[A4]], %[[V2]] {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32>, tensor<2x1xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    %[[V4:.*]] = stype.cast_storage %[[A7]] : tensor<2x5xf32, #row_sparse> to tensor<2x5xf32>
// CHECK-NEXT:    %[[V5:.*]] = stype.fully_connected %[[A6]], %[[V4]], %[[A8]] {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32>, tensor<2x1xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    %[[V6:.*]] = stype.cast_storage %[[A10]] : tensor<2x5xf32, #row_sparse> to tensor<2x5xf32>
// CHECK-NEXT:    %[[V7:.*]] = stype.cast_storage %[[A11]] : tensor<2x1xf32, #csr> to tensor<2x1xf32>
// CHECK-NEXT:    %[[V8:.*]] = stype.fully_connected %[[A9]], %[[V6]], %[[V7]] {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32>, tensor<2x1xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    %[[V9:.*]] = stype.cast_storage %[[A13]] : tensor<2x5xf32, #csr> to tensor<2x5xf32>
// CHECK-NEXT:    %[[V10:.*]] = stype.fully_connected %[[A12]], %[[V9]], %[[A14]] {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32>, tensor<2x1xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    %[[V11:.*]] = stype.cast_storage %[[A16]] : tensor<2x5xf32, #csr> to tensor<2x5xf32>
// CHECK-NEXT:    %[[V12:.*]] = stype.cast_storage %[[A17]] : tensor<2x1xf32, #row_sparse> to tensor<2x1xf32>
// CHECK-NEXT:    %[[V13:.*]] = stype.fully_connected %[[A15]], %[[V11]], %[[V12]] {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32>, tensor<2x1xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    %[[V14:.*]] = stype.cast_storage %[[A19]] : tensor<2x5xf32, #csr> to tensor<2x5xf32>
// CHECK-NEXT:    %[[V15:.*]] = stype.cast_storage %[[A20]] : tensor<2x1xf32, #csr> to tensor<2x1xf32>
// CHECK-NEXT:    %[[V16:.*]] = stype.fully_connected %[[A18]], %[[V14]], %[[V15]] {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32>, tensor<2x1xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    %[[V17:.*]] = stype.cast_storage %[[A21]] : tensor<3x5xf32, #row_sparse> to tensor<3x5xf32>
// CHECK-NEXT:    %[[V18:.*]] = stype.fully_connected %[[V17]], %[[A22]], %[[A23]] {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32>, tensor<2x1xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    %[[V19:.*]] = stype.cast_storage %[[A24]] : tensor<3x5xf32, #row_sparse> to tensor<3x5xf32>
// CHECK-NEXT:    %[[V20:.*]] = stype.cast_storage %[[A26]] : tensor<2x1xf32, #row_sparse> to tensor<2x1xf32>
// CHECK-NEXT:    %[[V21:.*]] = stype.fully_connected %[[V19]], %[[A25]], %[[V20]] {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32>, tensor<2x1xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    %[[V22:.*]] = stype.cast_storage %[[A27]] : tensor<3x5xf32, #row_sparse> to tensor<3x5xf32>
// CHECK-NEXT:    %[[V23:.*]] = stype.cast_storage %[[A29]] : tensor<2x1xf32, #csr> to tensor<2x1xf32>
// CHECK-NEXT:    %[[V24:.*]] = stype.fully_connected %[[V22]], %[[A28]], %[[V23]] {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32>, tensor<2x1xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    %[[V25:.*]] = stype.cast_storage %[[A30]] : tensor<3x5xf32, #row_sparse> to tensor<3x5xf32>
// CHECK-NEXT:    %[[V26:.*]] = stype.cast_storage %[[A31]] : tensor<2x5xf32, #row_sparse> to tensor<2x5xf32>
// CHECK-NEXT:    %[[V27:.*]] = stype.fully_connected %[[V25]], %[[V26]], %[[A32]] {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32>, tensor<2x1xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    %[[V28:.*]] = stype.cast_storage %[[A33]] : tensor<3x5xf32, #row_sparse> to tensor<3x5xf32>
// CHECK-NEXT:    %[[V29:.*]] = stype.cast_storage %[[A34]] : tensor<2x5xf32, #row_sparse> to tensor<2x5xf32>
// CHECK-NEXT:    %[[V30:.*]] = stype.cast_storage %[[A35]] : tensor<2x1xf32, #row_sparse> to tensor<2x1xf32>
// CHECK-NEXT:    %[[V31:.*]] = stype.fully_connected %[[V28]], %[[V29]], %[[V30]] {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32>, tensor<2x1xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    %[[V32:.*]] = stype.cast_storage %[[A36]] : tensor<3x5xf32, #row_sparse> to tensor<3x5xf32>
// CHECK-NEXT:    %[[V33:.*]] = stype.cast_storage %[[A37]] : tensor<2x5xf32, #row_sparse> to tensor<2x5xf32>
// CHECK-NEXT:    %[[V34:.*]] = stype.cast_storage %[[A38]] : tensor<2x1xf32, #csr> to tensor<2x1xf32>
// CHECK-NEXT:    %[[V35:.*]] = stype.fully_connected %[[V32]], %[[V33]], %[[V34]] {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32>, tensor<2x1xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    %[[V36:.*]] = stype.cast_storage %[[A39]] : tensor<3x5xf32, #row_sparse> to tensor<3x5xf32>
// CHECK-NEXT:    %[[V37:.*]] = stype.cast_storage %[[A40]] : tensor<2x5xf32, #csr> to tensor<2x5xf32>
// CHECK-NEXT:    %[[V38:.*]] = stype.fully_connected %[[V36]], %[[V37]], %[[A41]] {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32>, tensor<2x1xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    %[[V39:.*]] = stype.cast_storage %[[A42]] : tensor<3x5xf32, #row_sparse> to tensor<3x5xf32>
// CHECK-NEXT:    %[[V40:.*]] = stype.cast_storage %[[A43]] : tensor<2x5xf32, #csr> to tensor<2x5xf32>
// CHECK-NEXT:    %[[V41:.*]] = stype.cast_storage %[[A44]] : tensor<2x1xf32, #row_sparse> to tensor<2x1xf32>
// CHECK-NEXT:    %[[V42:.*]] = stype.fully_connected %[[V39]], %[[V40]], %[[V41]] {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32>, tensor<2x1xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    %[[V43:.*]] = stype.cast_storage %[[A45]] : tensor<3x5xf32, #row_sparse> to tensor<3x5xf32>
// CHECK-NEXT:    %[[V44:.*]] = stype.cast_storage %[[A46]] : tensor<2x5xf32, #csr> to tensor<2x5xf32>
// CHECK-NEXT:    %[[V45:.*]] = stype.cast_storage %[[A47]] : tensor<2x1xf32, #csr> to tensor<2x1xf32>
// CHECK-NEXT:    %[[V46:.*]] = stype.fully_connected %[[V43]], %[[V44]], %[[V45]] {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32>, tensor<2x1xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    %[[V47:.*]] = stype.cast_storage %[[A48]] : tensor<3x5xf32, #csr> to tensor<3x5xf32>
// CHECK-NEXT:    %[[V48:.*]] = stype.fully_connected %[[V47]], %[[A49]], %[[A50]] {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32>, tensor<2x1xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    %[[V49:.*]] = stype.cast_storage %[[A51]] : tensor<3x5xf32, #csr> to tensor<3x5xf32>
// CHECK-NEXT:    %[[V50:.*]] = stype.cast_storage %[[A53]] : tensor<2x1xf32, #row_sparse> to tensor<2x1xf32>
// CHECK-NEXT:    %[[V51:.*]] = stype.fully_connected %[[V49]], %[[A52]], %[[V50]] {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32>, tensor<2x1xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    %[[V52:.*]] = stype.cast_storage %[[A54]] : tensor<3x5xf32, #csr> to tensor<3x5xf32>
// CHECK-NEXT:    %[[V53:.*]] = stype.cast_storage %[[A56]] : tensor<2x1xf32, #csr> to tensor<2x1xf32>
// CHECK-NEXT:    %[[V54:.*]] = stype.fully_connected %[[V52]], %[[A55]], %[[V53]] {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32>, tensor<2x1xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    %[[V55:.*]] = stype.cast_storage %[[A57]] : tensor<3x5xf32, #csr> to tensor<3x5xf32>
// CHECK-NEXT:    %[[V56:.*]] = stype.cast_storage %[[A58]] : tensor<2x5xf32, #row_sparse> to tensor<2x5xf32>
// CHECK-NEXT:    %[[V57:.*]] = stype.fully_connected %[[V55]], %[[V56]], %[[A59]] {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32>, tensor<2x1xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    %[[V58:.*]] = stype.cast_storage %[[A60]] : tensor<3x5xf32, #csr> to tensor<3x5xf32>
// CHECK-NEXT:    %[[V59:.*]] = stype.cast_storage %[[A61]] : tensor<2x5xf32, #row_sparse> to tensor<2x5xf32>
// CHECK-NEXT:    %[[V60:.*]] = stype.cast_storage %[[A62]] : tensor<2x1xf32, #row_sparse> to tensor<2x1xf32>
// CHECK-NEXT:    %[[V61:.*]] = stype.fully_connected %[[V58]], %[[V59]], %[[V60]] {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32>, tensor<2x1xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    %[[V62:.*]] = stype.cast_storage %[[A63]] : tensor<3x5xf32, #csr> to tensor<3x5xf32>
// CHECK-NEXT:    %[[V63:.*]] = stype.cast_storage %[[A64]] : tensor<2x5xf32, #row_sparse> to tensor<2x5xf32>
// CHECK-NEXT:    %[[V64:.*]] = stype.cast_storage %[[A65]] : tensor<2x1xf32, #csr> to tensor<2x1xf32>
// CHECK-NEXT:    %[[V65:.*]] = stype.fully_connected %[[V62]], %[[V63]], %[[V64]] {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32>, tensor<2x1xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    %[[V66:.*]] = stype.cast_storage %[[A66]] : tensor<3x5xf32, #csr> to tensor<3x5xf32>
// CHECK-NEXT:    %[[V67:.*]] = stype.cast_storage %[[A67]] : tensor<2x5xf32, #csr> to tensor<2x5xf32>
// CHECK-NEXT:    %[[V68:.*]] = stype.fully_connected %[[V66]], %[[V67]], %[[A68]] {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32>, tensor<2x1xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    %[[V69:.*]] = stype.cast_storage %[[A69]] : tensor<3x5xf32, #csr> to tensor<3x5xf32>
// CHECK-NEXT:    %[[V70:.*]] = stype.cast_storage %[[A70]] : tensor<2x5xf32, #csr> to tensor<2x5xf32>
// CHECK-NEXT:    %[[V71:.*]] = stype.cast_storage %[[A71]] : tensor<2x1xf32, #row_sparse> to tensor<2x1xf32>
// CHECK-NEXT:    %[[V72:.*]] = stype.fully_connected %[[V69]], %[[V70]], %[[V71]] {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32>, tensor<2x1xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    %[[V73:.*]] = stype.cast_storage %[[A72]] : tensor<3x5xf32, #csr> to tensor<3x5xf32>
// CHECK-NEXT:    %[[V74:.*]] = stype.cast_storage %[[A73]] : tensor<2x5xf32, #csr> to tensor<2x5xf32>
// CHECK-NEXT:    %[[V75:.*]] = stype.cast_storage %[[A74]] : tensor<2x1xf32, #csr> to tensor<2x1xf32>
// CHECK-NEXT:    %[[V76:.*]] = stype.fully_connected %[[V73]], %[[V74]], %[[V75]] {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32>, tensor<2x1xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    %[[V77:.*]] = stype.cast_storage %[[A76]] : tensor<2x5xf32, #csr> to tensor<2x5xf32>
// CHECK-NEXT:    %[[V78:.*]] = stype.fully_connected %[[A75]], %[[V77]] {no_bias, num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    %[[V79:.*]] = stype.cast_storage %[[A77]] : tensor<3x5xf32, #row_sparse> to tensor<3x5xf32>
// CHECK-NEXT:    %[[V80:.*]] = stype.fully_connected %[[V79]], %[[A78]] {no_bias, num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    %[[V81:.*]] = stype.cast_storage %[[A79]] : tensor<3x5xf32, #csr> to tensor<3x5xf32>
// CHECK-NEXT:    %[[V82:.*]] = stype.cast_storage %[[A80]] : tensor<2x5xf32, #row_sparse> to tensor<2x5xf32>
// CHECK-NEXT:    %[[V83:.*]] = stype.fully_connected %[[V81]], %[[V82]] {no_bias, num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32> -> tensor<3x2xf32>
// CHECK-NEXT:    return %[[V1]], %[[V3]], %[[V5]], %[[V8]], %[[V10]], %[[V13]], %[[V16]], %[[V18]], %[[V21]], %[[V24]], %[[V27]], %[[V31]], %[[V35]], %[[V38]], %[[V42]], %[[V46]], %[[V48]], %[[V51]], %[[V54]], %[[V57]], %[[V61]], %[[V65]], %[[V68]], %[[V72]], %[[V76]], %[[V78]], %[[V80]], %[[V83]] : tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>
func.func @fc_fallbacks(%x0: tensor<3x5xf32>, %w0: tensor<2x5xf32>, %b0: tensor<2x1xf32, #rsp>, %x1: tensor<3x5xf32>, %w1: tensor<2x5xf32>, %b1: tensor<2x1xf32, #csr>, %x2: tensor<3x5xf32>, %w2: tensor<2x5xf32, #rsp>, %b2: tensor<2x1xf32>, %x3: tensor<3x5xf32>, %w3: tensor<2x5xf32, #rsp>, %b3: tensor<2x1xf32, #csr>, %x4: tensor<3x5xf32>, %w4: tensor<2x5xf32, #csr>, %b4: tensor<2x1xf32>, %x5: tensor<3x5xf32>, %w5: tensor<2x5xf32, #csr>, %b5: tensor<2x1xf32, #rsp>, %x6: tensor<3x5xf32>, %w6: tensor<2x5xf32, #csr>, %b6: tensor<2x1xf32, #csr>, %x7: tensor<3x5xf32, #rsp>, %w7: tensor<2x5xf32>, %b7: tensor<2x1xf32>, %x8: tensor<3x5xf32, #rsp>, %w8: tensor<2x5xf32>, %b8: tensor<2x1xf32, #rsp>, %x9: tensor<3x5xf32, #rsp>, %w9: tensor<2x5xf32>, %b9: tensor<2x1xf32, #csr>, %x10: tensor<3x5xf32, #rsp>, %w10: tensor<2x5xf32, #rsp>, %b10: tensor<2x1xf32>, %x11: tensor<3x5xf32, #rsp>, %w11: tensor<2x5xf32, #rsp>, %b11: tensor<2x1xf32, #rsp>, %x12: tensor<3x5xf32, #rsp>, %w12: tensor<2x5xf32, #rsp>, %b12: tensor<2x1xf32, #csr>, %x13: tensor<3x5xf32, #rsp>, %w13: tensor<2x5xf32, #csr>, %b13: tensor<2x1xf32>, %x14: tensor<3x5xf32, #rsp>, %w14: tensor<2x5xf32, #csr>, %b14: tensor<2x1xf32, #rsp>, %x15: tensor<3x5xf32, #rsp>, %w15: tensor<2x5xf32, #csr>, %b15: tensor<2x1xf32, #csr>, %x16: tensor<3x5xf32, #csr>, %w16: tensor<2x5xf32>, %b16: tensor<2x1xf32>, %x17: tensor<3x5xf32, #csr>, %w17: tensor<2x5xf32>, %b17: tensor<2x1xf32, #rsp>, %x18: tensor<3x5xf32, #csr>, %w18: tensor<2x5xf32>, %b18: tensor<2x1xf32, #csr>, %x19: tensor<3x5xf32, #csr>, %w19: tensor<2x5xf32, #rsp>, %b19: tensor<2x1xf32>, %x20: tensor<3x5xf32, #csr>, %w20: tensor<2x5xf32, #rsp>, %b20: tensor<2x1xf32, #rsp>, %x21: tensor<3x5xf32, #csr>, %w21: tensor<2x5xf32, #rsp>, %b21: tensor<2x1xf32, #csr>, %x22: tensor<3x5xf32, #csr>, %w22: tensor<2x5xf32, #csr>, %b22: tensor<2x1xf32>, %x23: tensor<3x5xf32, #csr>, %w23: tensor<2x5xf32, #csr>, %b23: tensor<2x1xf32, #rsp>, %x24: tensor<3x5xf32, #csr>, %w24: tensor<2x5xf32, #csr>, %b24: tensor<2x1xf32, #csr>, %x25: tensor<3x5xf32>, %w25: tensor<2x5xf32, #csr>, %x26: tensor<3x5xf32, #rsp>, %w26: tensor<2x5xf32>, %x27: tensor<3x5xf32, #csr>, %w27: tensor<2x5xf32, #rsp>)
    -> (tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>) {
  // expected-warning @below {{Storage type fallback detected:}}
  %0 = stype.fully_connected %x0, %w0, %b0 {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32>, tensor<2x1xf32, #rsp> -> tensor<3x2xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %1 = stype.fully_connected %x1, %w1, %b1 {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32>, tensor<2x1xf32, #csr> -> tensor<3x2xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %2 = stype.fully_connected %x2, %w2, %b2 {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32, #rsp>, tensor<2x1xf32> -> tensor<3x2xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %3 = stype.fully_connected %x3, %w3, %b3 {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32, #rsp>, tensor<2x1xf32, #csr> -> tensor<3x2xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %4 = stype.fully_connected %x4, %w4, %b4 {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32, #csr>, tensor<2x1xf32> -> tensor<3x2xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %5 = stype.fully_connected %x5, %w5, %b5 {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32, #csr>, tensor<2x1xf32, #rsp> -> tensor<3x2xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %6 = stype.fully_connected %x6, %w6, %b6 {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32, #csr>, tensor<2x1xf32, #csr> -> tensor<3x2xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %7 = stype.fully_connected %x7, %w7, %b7 {num_hidden = 2 : i64} : tensor<3x5xf32, #rsp>, tensor<2x5xf32>, tensor<2x1xf32> -> tensor<3x2xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %8 = stype.fully_connected %x8, %w8, %b8 {num_hidden = 2 : i64} : tensor<3x5xf32, #rsp>, tensor<2x5xf32>, tensor<2x1xf32, #rsp> -> tensor<3x2xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %9 = stype.fully_connected %x9, %w9, %b9 {num_hidden = 2 : i64} : tensor<3x5xf32, #rsp>, tensor<2x5xf32>, tensor<2x1xf32, #csr> -> tensor<3x2xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %10 = stype.fully_connected %x10, %w10, %b10 {num_hidden = 2 : i64} : tensor<3x5xf32, #rsp>, tensor<2x5xf32, #rsp>, tensor<2x1xf32> -> tensor<3x2xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %11 = stype.fully_connected %x11, %w11, %b11 {num_hidden = 2 : i64} : tensor<3x5xf32, #rsp>, tensor<2x5xf32, #rsp>, tensor<2x1xf32, #rsp> -> tensor<3x2xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %12 = stype.fully_connected %x12, %w12, %b12 {num_hidden = 2 : i64} : tensor<3x5xf32, #rsp>, tensor<2x5xf32, #rsp>, tensor<2x1xf32, #csr> -> tensor<3x2xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %13 = stype.fully_connected %x13, %w13, %b13 {num_hidden = 2 : i64} : tensor<3x5xf32, #rsp>, tensor<2x5xf32, #csr>, tensor<2x1xf32> -> tensor<3x2xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %14 = stype.fully_connected %x14, %w14, %b14 {num_hidden = 2 : i64} : tensor<3x5xf32, #rsp>, tensor<2x5xf32, #csr>, tensor<2x1xf32, #rsp> -> tensor<3x2xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %15 = stype.fully_connected %x15, %w15, %b15 {num_hidden = 2 : i64} : tensor<3x5xf32, #rsp>, tensor<2x5xf32, #csr>, tensor<2x1xf32, #csr> -> tensor<3x2xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %16 = stype.fully_connected %x16, %w16, %b16 {num_hidden = 2 : i64} : tensor<3x5xf32, #csr>, tensor<2x5xf32>, tensor<2x1xf32> -> tensor<3x2xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %17 = stype.fully_connected %x17, %w17, %b17 {num_hidden = 2 : i64} : tensor<3x5xf32, #csr>, tensor<2x5xf32>, tensor<2x1xf32, #rsp> -> tensor<3x2xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %18 = stype.fully_connected %x18, %w18, %b18 {num_hidden = 2 : i64} : tensor<3x5xf32, #csr>, tensor<2x5xf32>, tensor<2x1xf32, #csr> -> tensor<3x2xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %19 = stype.fully_connected %x19, %w19, %b19 {num_hidden = 2 : i64} : tensor<3x5xf32, #csr>, tensor<2x5xf32, #rsp>, tensor<2x1xf32> -> tensor<3x2xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %20 = stype.fully_connected %x20, %w20, %b20 {num_hidden = 2 : i64} : tensor<3x5xf32, #csr>, tensor<2x5xf32, #rsp>, tensor<2x1xf32, #rsp> -> tensor<3x2xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %21 = stype.fully_connected %x21, %w21, %b21 {num_hidden = 2 : i64} : tensor<3x5xf32, #csr>, tensor<2x5xf32, #rsp>, tensor<2x1xf32, #csr> -> tensor<3x2xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %22 = stype.fully_connected %x22, %w22, %b22 {num_hidden = 2 : i64} : tensor<3x5xf32, #csr>, tensor<2x5xf32, #csr>, tensor<2x1xf32> -> tensor<3x2xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %23 = stype.fully_connected %x23, %w23, %b23 {num_hidden = 2 : i64} : tensor<3x5xf32, #csr>, tensor<2x5xf32, #csr>, tensor<2x1xf32, #rsp> -> tensor<3x2xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %24 = stype.fully_connected %x24, %w24, %b24 {num_hidden = 2 : i64} : tensor<3x5xf32, #csr>, tensor<2x5xf32, #csr>, tensor<2x1xf32, #csr> -> tensor<3x2xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %25 = stype.fully_connected %x25, %w25 {no_bias, num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32, #csr> -> tensor<3x2xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %26 = stype.fully_connected %x26, %w26 {no_bias, num_hidden = 2 : i64} : tensor<3x5xf32, #rsp>, tensor<2x5xf32> -> tensor<3x2xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %27 = stype.fully_connected %x27, %w27 {no_bias, num_hidden = 2 : i64} : tensor<3x5xf32, #csr>, tensor<2x5xf32, #rsp> -> tensor<3x2xf32, #rsp>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27 : tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>, tensor<3x2xf32, #rsp>
}

// linear_regression_output: (default, default) and (default, csr) -> default by kernels;
// the other seven combinations by the dense fallback.
// CHECK-LABEL: func.func @linear_regression_output(
// CHECK-SAME:    %[[A0:.*]]: tensor<4x3xf64>, %[[A1:.*]]: tensor<4x3xf64>, %[[A2:.*]]: tensor<4x3xf64>, %[[A3:.*]]: tensor<4x3xf64, #row_sparse>, %[[A4:.*]]: tensor<4x3xf64>, %[[A5:.*]]: tensor<4x3xf64, #csr>, %[[A6:.*]]: tensor<4x3xf64, #row_sparse>, %[[A7:.*]]: tensor<4x3xf64>, %[[A8:.*]]: tensor<4x3xf64, #row_sparse>, %[[A9:.*]]: tensor<4x3xf64, #row_sparse>, %[[A10:.*]]: tensor<4x3xf64, #row_sparse>, %[[A11:.*]]: tensor<4x3xf64, #csr>, %[[A12:.*]]: tensor<4x3xf64, #csr>, %[[A13:.*]]: tensor<4x3xf64>, %[[A14:.*]]: tensor<4x3xf64, #csr>, %[[A15:.*]]: tensor<4x3xf64, #row_sparse>, %[[A16:.*]]: tensor<4x3xf64, #csr>, %[[A17:.*]]: tensor<4x3xf64, #csr>) -> (tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.linear_regression_output %[[A0]], %[[A1]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V1:.*]] = stype.cast_storage %[[A3]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V2:.*]] = stype.linear_regression_output %[[A2]], %[[V1]] {grad_scale = 2.000000e+00 : f64} : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V3:.*]] = stype.linear_regression_output %[[A4]], %[[A5]] : tensor<4x3xf64>, tensor<4x3xf64, #csr> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V4:.*]] = stype.cast_storage %[[A6]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V5:.*]] = stype.linear_regression_output %[[V4]], %[[A7]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V6:.*]] = stype.cast_storage %[[A8]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V7:.*]] = stype.cast_storage %[[A9]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V8:.*]] = stype.linear_regression_output %[[V6]], %[[V7]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V9:.*]] = stype.cast_storage %[[A10]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V10:.*]] = stype.cast_storage %[[A11]] : tensor<4x3xf64, #csr> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V11:.*]] = stype.linear_regression_output %[[V9]], %[[V10]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V12:.*]] = stype.cast_storage %[[A12]] : tensor<4x3xf64, #csr> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V13:.*]] = stype.linear_regression_output %[[V12]], %[[A13]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V14:.*]] = stype.cast_storage %[[A14]] : tensor<4x3xf64, #csr> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V15:.*]] = stype.cast_storage %[[A15]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V16:.*]] = stype.linear_regression_output %[[V14]], %[[V15]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V17:.*]] = stype.cast_storage %[[A16]] : tensor<4x3xf64, #csr> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V18:.*]] = stype.cast_storage %[[A17]] : tensor<4x3xf64, #csr> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V19:.*]] = stype.linear_regression_output %[[V17]], %[[V18]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    return %[[V0]], %[[V2]], %[[V3]], %[[V5]], %[[V8]], %[[V11]], %[[V13]], %[[V16]], %[[V19]] : tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>
func.func @linear_regression_output(%x0: tensor<4x3xf64>, %l0: tensor<4x3xf64>, %x1: tensor<4x3xf64>, %l1: tensor<4x3xf64, #rsp>, %x2: tensor<4x3xf64>, %l2: tensor<4x3xf64, #csr>, %x3: tensor<4x3xf64, #rsp>, %l3: tensor<4x3xf64>, %x4: tensor<4x3xf64, #rsp>, %l4: tensor<4x3xf64, #rsp>, %x5: tensor<4x3xf64, #rsp>, %l5: tensor<4x3xf64, #csr>, %x6: tensor<4x3xf64, #csr>, %l6: tensor<4x3xf64>, %x7: tensor<4x3xf64, #csr>, %l7: tensor<4x3xf64, #rsp>, %x8: tensor<4x3xf64, #csr>, %l8: tensor<4x3xf64, #csr>)
    -> (tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>) {
  %0 = stype.linear_regression_output %x0, %l0 : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %1 = stype.linear_regression_output %x1, %l1 {grad_scale = 2.0 : f64} : tensor<4x3xf64>, tensor<4x3xf64, #rsp> -> tensor<4x3xf64, #rsp>
  %2 = stype.linear_regression_output %x2, %l2 : tensor<4x3xf64>, tensor<4x3xf64, #csr> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %3 = stype.linear_regression_output %x3, %l3 : tensor<4x3xf64, #rsp>, tensor<4x3xf64> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %4 = stype.linear_regression_output %x4, %l4 : tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %5 = stype.linear_regression_output %x5, %l5 : tensor<4x3xf64, #rsp>, tensor<4x3xf64, #csr> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %6 = stype.linear_regression_output %x6, %l6 : tensor<4x3xf64, #csr>, tensor<4x3xf64> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %7 = stype.linear_regression_output %x7, %l7 : tensor<4x3xf64, #csr>, tensor<4x3xf64, #rsp> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %8 = stype.linear_regression_output %x8, %l8 : tensor<4x3xf64, #csr>, tensor<4x3xf64, #csr> -> tensor<4x3xf64, #rsp>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>
}

// logistic_regression_output: (default, default) and (default, csr) -> default by kernels;
// the other seven combinations by the dense fallback.
// CHECK-LABEL: func.func @logistic_regression_output(
// CHECK-SAME:    %[[A0:.*]]: tensor<4x3xf64>, %[[A1:.*]]: tensor<4x3xf64>, %[[A2:.*]]: tensor<4x3xf64>, %[[A3:.*]]: tensor<4x3xf64, #row_sparse>, %[[A4:.*]]: tensor<4x3xf64>, %[[A5:.*]]: tensor<4x3xf64, #csr>, %[[A6:.*]]: tensor<4x3xf64, #row_sparse>, %[[A7:.*]]: tensor<4x3xf64>, %[[A8:.*]]: tensor<4x3xf64, #row_sparse>, %[[A9:.*]]: tensor<4x3xf64, #row_sparse>, %[[A10:.*]]: tensor<4x3xf64, #row_sparse>, %[[A11:.*]]: tensor<4x3xf64, #csr>, %[[A12:.*]]: tensor<4x3xf64, #csr>, %[[A13:.*]]: tensor<4x3xf64>, %[[A14:.*]]: tensor<4x3xf64, #csr>, %[[A15:.*]]: tensor<4x3xf64, #row_sparse>, %[[A16:.*]]: tensor<4x3xf64, #csr>, %[[A17:.*]]: tensor<4x3xf64, #csr>) -> (tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.logistic_regression_output %[[A0]], %[[A1]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V1:.*]] = stype.cast_storage %[[A3]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V2:.*]] = stype.logistic_regression_output %[[A2]], %[[V1]] {grad_scale = 2.000000e+00 : f64} : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V3:.*]] = stype.logistic_regression_output %[[A4]], %[[A5]] : tensor<4x3xf64>, tensor<4x3xf64, #csr> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V4:.*]] = stype.cast_storage %[[A6]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V5:.*]] = stype.logistic_regression_output %[[V4]], %[[A7]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V6:.*]] = stype.cast_storage %[[A8]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V7:.*]] = stype.cast_storage %[[A9]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V8:.*]] = stype.logistic_regression_output %[[V6]], %[[V7]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V9:.*]] = stype.cast_storage %[[A10]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V10:.*]] = stype.cast_storage %[[A11]] : tensor<4x3xf64, #csr> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V11:.*]] = stype.logistic_regression_output %[[V9]], %[[V10]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V12:.*]] = stype.cast_storage %[[A12]] : tensor<4x3xf64, #csr> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V13:.*]] = stype.logistic_regression_output %[[V12]], %[[A13]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V14:.*]] = stype.cast_storage %[[A14]] : tensor<4x3xf64, #csr> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V15:.*]] = stype.cast_storage %[[A15]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V16:.*]] = stype.logistic_regression_output %[[V14]], %[[V15]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V17:.*]] = stype.cast_storage %[[A16]] : tensor<4x3xf64, #csr> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V18:.*]] = stype.cast_storage %[[A17]] : tensor<4x3xf64, #csr> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V19:.*]] = stype.logistic_regression_output %[[V17]], %[[V18]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    return %[[V0]], %[[V2]], %[[V3]], %[[V5]], %[[V8]], %[[V11]], %[[V13]], %[[V16]], %[[V19]] : tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>
func.func @logistic_regression_output(%x0: tensor<4x3xf64>, %l0: tensor<4x3xf64>, %x1: tensor<4x3xf64>, %l1: tensor<4x3xf64, #rsp>, %x2: tensor<4x3xf64>, %l2: tensor<4x3xf64, #csr>, %x3: tensor<4x3xf64, #rsp>, %l3: tensor<4x3xf64>, %x4: tensor<4x3xf64, #rsp>, %l4: tensor<4x3xf64, #rsp>, %x5: tensor<4x3xf64, #rsp>, %l5: tensor<4x3xf64, #csr>, %x6: tensor<4x3xf64, #csr>, %l6: tensor<4x3xf64>, %x7: tensor<4x3xf64, #csr>, %l7: tensor<4x3xf64, #rsp>, %x8: tensor<4x3xf64, #csr>, %l8: tensor<4x3xf64, #csr>)
    -> (tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>) {
  %0 = stype.logistic_regression_output %x0, %l0 : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %1 = stype.logistic_regression_output %x1, %l1 {grad_scale = 2.0 : f64} : tensor<4x3xf64>, tensor<4x3xf64, #rsp> -> tensor<4x3xf64, #rsp>
  %2 = stype.logistic_regression_output %x2, %l2 : tensor<4x3xf64>, tensor<4x3xf64, #csr> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %3 = stype.logistic_regression_output %x3, %l3 : tensor<4x3xf64, #rsp>, tensor<4x3xf64> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %4 = stype.logistic_regression_output %x4, %l4 : tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %5 = stype.logistic_regression_output %x5, %l5 : tensor<4x3xf64, #rsp>, tensor<4x3xf64, #csr> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %6 = stype.logistic_regression_output %x6, %l6 : tensor<4x3xf64, #csr>, tensor<4x3xf64> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %7 = stype.logistic_regression_output %x7, %l7 : tensor<4x3xf64, #csr>, tensor<4x3xf64, #rsp> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %8 = stype.logistic_regression_output %x8, %l8 : tensor<4x3xf64, #csr>, tensor<4x3xf64, #csr> -> tensor<4x3xf64, #rsp>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>
}

// mae_regression_output: (default, default) and (default, csr) -> default by kernels;
// the other seven combinations by the dense fallback.
// CHECK-LABEL: func.func @mae_regression_output(
// CHECK-SAME:    %[[A0:.*]]: tensor<4x3xf64>, %[[A1:.*]]: tensor<4x3xf64>, %[[A2:.*]]: tensor<4x3xf64>, %[[A3:.*]]: tensor<4x3xf64, #row_sparse>, %[[A4:.*]]: tensor<4x3xf64>, %[[A5:.*]]: tensor<4x3xf64, #csr>, %[[A6:.*]]: tensor<4x3xf64, #row_sparse>, %[[A7:.*]]: tensor<4x3xf64>, %[[A8:.*]]: tensor<4x3xf64, #row_sparse>, %[[A9:.*]]: tensor<4x3xf64, #row_sparse>, %[[A10:.*]]: tensor<4x3xf64, #row_sparse>, %[[A11:.*]]: tensor<4x3xf64, #csr>, %[[A12:.*]]: tensor<4x3xf64, #csr>, %[[A13:.*]]: tensor<4x3xf64>, %[[A14:.*]]: tensor<4x3xf64, #csr>, %[[A15:.*]]: tensor<4x3xf64, #row_sparse>, %[[A16:.*]]: tensor<4x3xf64, #csr>, %[[A17:.*]]: tensor<4x3xf64, #csr>) -> (tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.mae_regression_output %[[A0]], %[[A1]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V1:.*]] = stype.cast_storage %[[A3]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V2:.*]] = stype.mae_regression_output %[[A2]], %[[V1]] {grad_scale = 2.000000e+00 : f64} : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V3:.*]] = stype.mae_regression_output %[[A4]], %[[A5]] : tensor<4x3xf64>, tensor<4x3xf64, #csr> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V4:.*]] = stype.cast_storage %[[A6]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V5:.*]] = stype.mae_regression_output %[[V4]], %[[A7]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V6:.*]] = stype.cast_storage %[[A8]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V7:.*]] = stype.cast_storage %[[A9]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V8:.*]] = stype.mae_regression_output %[[V6]], %[[V7]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V9:.*]] = stype.cast_storage %[[A10]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V10:.*]] = stype.cast_storage %[[A11]] : tensor<4x3xf64, #csr> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V11:.*]] = stype.mae_regression_output %[[V9]], %[[V10]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V12:.*]] = stype.cast_storage %[[A12]] : tensor<4x3xf64, #csr> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V13:.*]] = stype.mae_regression_output %[[V12]], %[[A13]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V14:.*]] = stype.cast_storage %[[A14]] : tensor<4x3xf64, #csr> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V15:.*]] = stype.cast_storage %[[A15]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V16:.*]] = stype.mae_regression_output %[[V14]], %[[V15]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V17:.*]] = stype.cast_storage %[[A16]] : tensor<4x3xf64, #csr> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V18:.*]] = stype.cast_storage %[[A17]] : tensor<4x3xf64, #csr> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V19:.*]] = stype.mae_regression_output %[[V17]], %[[V18]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    return %[[V0]], %[[V2]], %[[V3]], %[[V5]], %[[V8]], %[[V11]], %[[V13]], %[[V16]], %[[V19]] : tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>
func.func @mae_regression_output(%x0: tensor<4x3xf64>, %l0: tensor<4x3xf64>, %x1: tensor<4x3xf64>, %l1: tensor<4x3xf64, #rsp>, %x2: tensor<4x3xf64>, %l2: tensor<4x3xf64, #csr>, %x3: tensor<4x3xf64, #rsp>, %l3: tensor<4x3xf64>, %x4: tensor<4x3xf64, #rsp>, %l4: tensor<4x3xf64, #rsp>, %x5: tensor<4x3xf64, #rsp>, %l5: tensor<4x3xf64, #csr>, %x6: tensor<4x3xf64, #csr>, %l6: tensor<4x3xf64>, %x7: tensor<4x3xf64, #csr>, %l7: tensor<4x3xf64, #rsp>, %x8: tensor<4x3xf64, #csr>, %l8: tensor<4x3xf64, #csr>)
    -> (tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>) {
  %0 = stype.mae_regression_output %x0, %l0 : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %1 = stype.mae_regression_output %x1, %l1 {grad_scale = 2.0 : f64} : tensor<4x3xf64>, tensor<4x3xf64, #rsp> -> tensor<4x3xf64, #rsp>
  %2 = stype.mae_regression_output %x2, %l2 : tensor<4x3xf64>, tensor<4x3xf64, #csr> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %3 = stype.mae_regression_output %x3, %l3 : tensor<4x3xf64, #rsp>, tensor<4x3xf64> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %4 = stype.mae_regression_output %x4, %l4 : tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %5 = stype.mae_regression_output %x5, %l5 : tensor<4x3xf64, #rsp>, tensor<4x3xf64, #csr> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %6 = stype.mae_regression_output %x6, %l6 : tensor<4x3xf64, #csr>, tensor<4x3xf64> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %7 = stype.mae_regression_output %x7, %l7 : tensor<4x3xf64, #csr>, tensor<4x3xf64, #rsp> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %8 = stype.mae_regression_output %x8, %l8 : tensor<4x3xf64, #csr>, tensor<4x3xf64, #csr> -> tensor<4x3xf64, #rsp>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>
}

// linear_regression_output_grad: (default, default) and (default, csr) -> default by kernels;
// the other seven combinations by the dense fallback.
// CHECK-LABEL: func.func @linear_regression_output_grad(
// CHECK-SAME:    %[[A0:.*]]: tensor<4x3xf64>, %[[A1:.*]]: tensor<4x3xf64>, %[[A2:.*]]: tensor<4x3xf64>, %[[A3:.*]]: tensor<4x3xf64, #row_sparse>, %[[A4:.*]]: tensor<4x3xf64>, %[[A5:.*]]: tensor<4x3xf64, #csr>, %[[A6:.*]]: tensor<4x3xf64, #row_sparse>, %[[A7:.*]]: tensor<4x3xf64>, %[[A8:.*]]: tensor<4x3xf64, #row_sparse>, %[[A9:.*]]: tensor<4x3xf64, #row_sparse>, %[[A10:.*]]: tensor<4x3xf64, #row_sparse>, %[[A11:.*]]: tensor<4x3xf64, #csr>, %[[A12:.*]]: tensor<4x3xf64, #csr>, %[[A13:.*]]: tensor<4x3xf64>, %[[A14:.*]]: tensor<4x3xf64, #csr>, %[[A15:.*]]: tensor<4x3xf64, #row_sparse>, %[[A16:.*]]: tensor<4x3xf64, #csr>, %[[A17:.*]]: tensor<4x3xf64, #csr>) -> (tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.linear_regression_output_grad %[[A0]], %[[A1]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V1:.*]] = stype.cast_storage %[[A3]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V2:.*]] = stype.linear_regression_output_grad %[[A2]], %[[V1]] {grad_scale = 2.000000e+00 : f64} : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V3:.*]] = stype.linear_regression_output_grad %[[A4]], %[[A5]] : tensor<4x3xf64>, tensor<4x3xf64, #csr> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V4:.*]] = stype.cast_storage %[[A6]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V5:.*]] = stype.linear_regression_output_grad %[[V4]], %[[A7]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V6:.*]] = stype.cast_storage %[[A8]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V7:.*]] = stype.cast_storage %[[A9]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V8:.*]] = stype.linear_regression_output_grad %[[V6]], %[[V7]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V9:.*]] = stype.cast_storage %[[A10]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V10:.*]] = stype.cast_storage %[[A11]] : tensor<4x3xf64, #csr> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V11:.*]] = stype.linear_regression_output_grad %[[V9]], %[[V10]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V12:.*]] = stype.cast_storage %[[A12]] : tensor<4x3xf64, #csr> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V13:.*]] = stype.linear_regression_output_grad %[[V12]], %[[A13]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V14:.*]] = stype.cast_storage %[[A14]] : tensor<4x3xf64, #csr> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V15:.*]] = stype.cast_storage %[[A15]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V16:.*]] = stype.linear_regression_output_grad %[[V14]], %[[V15]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V17:.*]] = stype.cast_storage %[[A16]] : tensor<4x3xf64, #csr> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V18:.*]] = stype.cast_storage %[[A17]] : tensor<4x3xf64, #csr> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V19:.*]] = stype.linear_regression_output_grad %[[V17]], %[[V18]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    return %[[V0]], %[[V2]], %[[V3]], %[[V5]], %[[V8]], %[[V11]], %[[V13]], %[[V16]], %[[V19]] : tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>
func.func @linear_regression_output_grad(%x0: tensor<4x3xf64>, %l0: tensor<4x3xf64>, %x1: tensor<4x3xf64>, %l1: tensor<4x3xf64, #rsp>, %x2: tensor<4x3xf64>, %l2: tensor<4x3xf64, #csr>, %x3: tensor<4x3xf64, #rsp>, %l3: tensor<4x3xf64>, %x4: tensor<4x3xf64, #rsp>, %l4: tensor<4x3xf64, #rsp>, %x5: tensor<4x3xf64, #rsp>, %l5: tensor<4x3xf64, #csr>, %x6: tensor<4x3xf64, #csr>, %l6: tensor<4x3xf64>, %x7: tensor<4x3xf64, #csr>, %l7: tensor<4x3xf64, #rsp>, %x8: tensor<4x3xf64, #csr>, %l8: tensor<4x3xf64, #csr>)
    -> (tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>) {
  %0 = stype.linear_regression_output_grad %x0, %l0 : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %1 = stype.linear_regression_output_grad %x1, %l1 {grad_scale = 2.0 : f64} : tensor<4x3xf64>, tensor<4x3xf64, #rsp> -> tensor<4x3xf64, #rsp>
  %2 = stype.linear_regression_output_grad %x2, %l2 : tensor<4x3xf64>, tensor<4x3xf64, #csr> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %3 = stype.linear_regression_output_grad %x3, %l3 : tensor<4x3xf64, #rsp>, tensor<4x3xf64> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %4 = stype.linear_regression_output_grad %x4, %l4 : tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %5 = stype.linear_regression_output_grad %x5, %l5 : tensor<4x3xf64, #rsp>, tensor<4x3xf64, #csr> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %6 = stype.linear_regression_output_grad %x6, %l6 : tensor<4x3xf64, #csr>, tensor<4x3xf64> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %7 = stype.linear_regression_output_grad %x7, %l7 : tensor<4x3xf64, #csr>, tensor<4x3xf64, #rsp> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %8 = stype.linear_regression_output_grad %x8, %l8 : tensor<4x3xf64, #csr>, tensor<4x3xf64, #csr> -> tensor<4x3xf64, #rsp>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>
}

// logistic_regression_output_grad: (default, default) and (default, csr) -> default by kernels;
// the other seven combinations by the dense fallback.
// CHECK-LABEL: func.func @logistic_regression_output_grad(
// CHECK-SAME:    %[[A0:.*]]: tensor<4x3xf64>, %[[A1:.*]]: tensor<4x3xf64>, %[[A2:.*]]: tensor<4x3xf64>, %[[A3:.*]]: tensor<4x3xf64, #row_sparse>, %[[A4:.*]]: tensor<4x3xf64>, %[[A5:.*]]: tensor<4x3xf64, #csr>, %[[A6:.*]]: tensor<4x3xf64, #row_sparse>, %[[A7:.*]]: tensor<4x3xf64>, %[[A8:.*]]: tensor<4x3xf64, #row_sparse>, %[[A9:.*]]: tensor<4x3xf64, #row_sparse>, %[[A10:.*]]: tensor<4x3xf64, #row_sparse>, %[[A11:.*]]: tensor<4x3xf64, #csr>, %[[A12:.*]]: tensor<4x3xf64, #csr>, %[[A13:.*]]: tensor<4x3xf64>, %[[A14:.*]]: tensor<4x3xf64, #csr>, %[[A15:.*]]: tensor<4x3xf64, #row_sparse>, %[[A16:.*]]: tensor<4x3xf64, #csr>, %[[A17:.*]]: tensor<4x3xf64, #csr>) -> (tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.logistic_regression_output_grad %[[A0]], %[[A1]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V1:.*]] = stype.cast_storage %[[A3]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V2:.*]] = stype.logistic_regression_output_grad %[[A2]], %[[V1]] {grad_scale = 2.000000e+00 : f64} : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V3:.*]] = stype.logistic_regression_output_grad %[[A4]], %[[A5]] : tensor<4x3xf64>, tensor<4x3xf64, #csr> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V4:.*]] = stype.cast_storage %[[A6]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V5:.*]] = stype.logistic_regression_output_grad %[[V4]], %[[A7]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V6:.*]] = stype.cast_storage %[[A8]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V7:.*]] = stype.cast_storage %[[A9]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V8:.*]] = stype.logistic_regression_output_grad %[[V6]], %[[V7]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V9:.*]] = stype.cast_storage %[[A10]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V10:.*]] = stype.cast_storage %[[A11]] : tensor<4x3xf64, #csr> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V11:.*]] = stype.logistic_regression_output_grad %[[V9]], %[[V10]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V12:.*]] = stype.cast_storage %[[A12]] : tensor<4x3xf64, #csr> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V13:.*]] = stype.logistic_regression_output_grad %[[V12]], %[[A13]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V14:.*]] = stype.cast_storage %[[A14]] : tensor<4x3xf64, #csr> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V15:.*]] = stype.cast_storage %[[A15]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V16:.*]] = stype.logistic_regression_output_grad %[[V14]], %[[V15]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V17:.*]] = stype.cast_storage %[[A16]] : tensor<4x3xf64, #csr> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V18:.*]] = stype.cast_storage %[[A17]] : tensor<4x3xf64, #csr> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V19:.*]] = stype.logistic_regression_output_grad %[[V17]], %[[V18]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    return %[[V0]], %[[V2]], %[[V3]], %[[V5]], %[[V8]], %[[V11]], %[[V13]], %[[V16]], %[[V19]] : tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>
func.func @logistic_regression_output_grad(%x0: tensor<4x3xf64>, %l0: tensor<4x3xf64>, %x1: tensor<4x3xf64>, %l1: tensor<4x3xf64, #rsp>, %x2: tensor<4x3xf64>, %l2: tensor<4x3xf64, #csr>, %x3: tensor<4x3xf64, #rsp>, %l3: tensor<4x3xf64>, %x4: tensor<4x3xf64, #rsp>, %l4: tensor<4x3xf64, #rsp>, %x5: tensor<4x3xf64, #rsp>, %l5: tensor<4x3xf64, #csr>, %x6: tensor<4x3xf64, #csr>, %l6: tensor<4x3xf64>, %x7: tensor<4x3xf64, #csr>, %l7: tensor<4x3xf64, #rsp>, %x8: tensor<4x3xf64, #csr>, %l8: tensor<4x3xf64, #csr>)
    -> (tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>) {
  %0 = stype.logistic_regression_output_grad %x0, %l0 : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %1 = stype.logistic_regression_output_grad %x1, %l1 {grad_scale = 2.0 : f64} : tensor<4x3xf64>, tensor<4x3xf64, #rsp> -> tensor<4x3xf64, #rsp>
  %2 = stype.logistic_regression_output_grad %x2, %l2 : tensor<4x3xf64>, tensor<4x3xf64, #csr> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %3 = stype.logistic_regression_output_grad %x3, %l3 : tensor<4x3xf64, #rsp>, tensor<4x3xf64> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %4 = stype.logistic_regression_output_grad %x4, %l4 : tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %5 = stype.logistic_regression_output_grad %x5, %l5 : tensor<4x3xf64, #rsp>, tensor<4x3xf64, #csr> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %6 = stype.logistic_regression_output_grad %x6, %l6 : tensor<4x3xf64, #csr>, tensor<4x3xf64> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %7 = stype.logistic_regression_output_grad %x7, %l7 : tensor<4x3xf64, #csr>, tensor<4x3xf64, #rsp> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %8 = stype.logistic_regression_output_grad %x8, %l8 : tensor<4x3xf64, #csr>, tensor<4x3xf64, #csr> -> tensor<4x3xf64, #rsp>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>
}

// mae_regression_output_grad: (default, default) and (default, csr) -> default by kernels;
// the other seven combinations by the dense fallback.
// CHECK-LABEL: func.func @mae_regression_output_grad(
// CHECK-SAME:    %[[A0:.*]]: tensor<4x3xf64>, %[[A1:.*]]: tensor<4x3xf64>, %[[A2:.*]]: tensor<4x3xf64>, %[[A3:.*]]: tensor<4x3xf64, #row_sparse>, %[[A4:.*]]: tensor<4x3xf64>, %[[A5:.*]]: tensor<4x3xf64, #csr>, %[[A6:.*]]: tensor<4x3xf64, #row_sparse>, %[[A7:.*]]: tensor<4x3xf64>, %[[A8:.*]]: tensor<4x3xf64, #row_sparse>, %[[A9:.*]]: tensor<4x3xf64, #row_sparse>, %[[A10:.*]]: tensor<4x3xf64, #row_sparse>, %[[A11:.*]]: tensor<4x3xf64, #csr>, %[[A12:.*]]: tensor<4x3xf64, #csr>, %[[A13:.*]]: tensor<4x3xf64>, %[[A14:.*]]: tensor<4x3xf64, #csr>, %[[A15:.*]]: tensor<4x3xf64, #row_sparse>, %[[A16:.*]]: tensor<4x3xf64, #csr>, %[[A17:.*]]: tensor<4x3xf64, #csr>) -> (tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.mae_regression_output_grad %[[A0]], %[[A1]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V1:.*]] = stype.cast_storage %[[A3]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V2:.*]] = stype.mae_regression_output_grad %[[A2]], %[[V1]] {grad_scale = 2.000000e+00 : f64} : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V3:.*]] = stype.mae_regression_output_grad %[[A4]], %[[A5]] : tensor<4x3xf64>, tensor<4x3xf64, #csr> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V4:.*]] = stype.cast_storage %[[A6]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V5:.*]] = stype.mae_regression_output_grad %[[V4]], %[[A7]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V6:.*]] = stype.cast_storage %[[A8]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V7:.*]] = stype.cast_storage %[[A9]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V8:.*]] = stype.mae_regression_output_grad %[[V6]], %[[V7]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V9:.*]] = stype.cast_storage %[[A10]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V10:.*]] = stype.cast_storage %[[A11]] : tensor<4x3xf64, #csr> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V11:.*]] = stype.mae_regression_output_grad %[[V9]], %[[V10]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V12:.*]] = stype.cast_storage %[[A12]] : tensor<4x3xf64, #csr> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V13:.*]] = stype.mae_regression_output_grad %[[V12]], %[[A13]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V14:.*]] = stype.cast_storage %[[A14]] : tensor<4x3xf64, #csr> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V15:.*]] = stype.cast_storage %[[A15]] : tensor<4x3xf64, #row_sparse> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V16:.*]] = stype.mae_regression_output_grad %[[V14]], %[[V15]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V17:.*]] = stype.cast_storage %[[A16]] : tensor<4x3xf64, #csr> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V18:.*]] = stype.cast_storage %[[A17]] : tensor<4x3xf64, #csr> to tensor<4x3xf64>
// CHECK-NEXT:    %[[V19:.*]] = stype.mae_regression_output_grad %[[V17]], %[[V18]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    return %[[V0]], %[[V2]], %[[V3]], %[[V5]], %[[V8]], %[[V11]], %[[V13]], %[[V16]], %[[V19]] : tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<4x3xf64>
func.func @mae_regression_output_grad(%x0: tensor<4x3xf64>, %l0: tensor<4x3xf64>, %x1: tensor<4x3xf64>, %l1: tensor<4x3xf64, #rsp>, %x2: tensor<4x3xf64>, %l2: tensor<4x3xf64, #csr>, %x3: tensor<4x3xf64, #rsp>, %l3: tensor<4x3xf64>, %x4: tensor<4x3xf64, #rsp>, %l4: tensor<4x3xf64, #rsp>, %x5: tensor<4x3xf64, #rsp>, %l5: tensor<4x3xf64, #csr>, %x6: tensor<4x3xf64, #csr>, %l6: tensor<4x3xf64>, %x7: tensor<4x3xf64, #csr>, %l7: tensor<4x3xf64, #rsp>, %x8: tensor<4x3xf64, #csr>, %l8: tensor<4x3xf64, #csr>)
    -> (tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>) {
  %0 = stype.mae_regression_output_grad %x0, %l0 : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %1 = stype.mae_regression_output_grad %x1, %l1 {grad_scale = 2.0 : f64} : tensor<4x3xf64>, tensor<4x3xf64, #rsp> -> tensor<4x3xf64, #rsp>
  %2 = stype.mae_regression_output_grad %x2, %l2 : tensor<4x3xf64>, tensor<4x3xf64, #csr> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %3 = stype.mae_regression_output_grad %x3, %l3 : tensor<4x3xf64, #rsp>, tensor<4x3xf64> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %4 = stype.mae_regression_output_grad %x4, %l4 : tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %5 = stype.mae_regression_output_grad %x5, %l5 : tensor<4x3xf64, #rsp>, tensor<4x3xf64, #csr> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %6 = stype.mae_regression_output_grad %x6, %l6 : tensor<4x3xf64, #csr>, tensor<4x3xf64> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %7 = stype.mae_regression_output_grad %x7, %l7 : tensor<4x3xf64, #csr>, tensor<4x3xf64, #rsp> -> tensor<4x3xf64, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %8 = stype.mae_regression_output_grad %x8, %l8 : tensor<4x3xf64, #csr>, tensor<4x3xf64, #csr> -> tensor<4x3xf64, #rsp>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>, tensor<4x3xf64, #rsp>
}

// softmax_output and softmax_output_grad: dense only (MXNet has no sparse
// path for SoftmaxOutput): all default -> default by the kernel; csr or
// row_sparse data (out) by the dense fallback to a default result.  The
// label is 1-D, hence always default.
// CHECK-LABEL: func.func @softmax_output(
// CHECK-SAME:    %[[A0:.*]]: tensor<4x3xf32>, %[[A1:.*]]: tensor<4xf32>, %[[A2:.*]]: tensor<4x3xf32, #csr>, %[[A3:.*]]: tensor<?x3xf64, #row_sparse>, %[[A4:.*]]: tensor<?xf64>) -> (tensor<4x3xf32>, tensor<4x3xf32>, tensor<?x3xf64>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<?x3xf64>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.softmax_output %[[A0]], %[[A1]] : tensor<4x3xf32>, tensor<4xf32> -> tensor<4x3xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.cast_storage %[[A2]] : tensor<4x3xf32, #csr> to tensor<4x3xf32>
// CHECK-NEXT:    %[[V2:.*]] = stype.softmax_output %[[V1]], %[[A1]] : tensor<4x3xf32>, tensor<4xf32> -> tensor<4x3xf32>
// CHECK-NEXT:    %[[V3:.*]] = stype.cast_storage %[[A3]] : tensor<?x3xf64, #row_sparse> to tensor<?x3xf64>
// CHECK-NEXT:    %[[V4:.*]] = stype.softmax_output %[[V3]], %[[A4]] : tensor<?x3xf64>, tensor<?xf64> -> tensor<?x3xf64>
// CHECK-NEXT:    %[[V5:.*]] = stype.softmax_output_grad %[[V0]], %[[A1]] {grad_scale = 5.000000e-01 : f64, normalization = "batch"} : tensor<4x3xf32>, tensor<4xf32> -> tensor<4x3xf32>
// CHECK-NEXT:    %[[V6:.*]] = stype.cast_storage %[[A2]] : tensor<4x3xf32, #csr> to tensor<4x3xf32>
// CHECK-NEXT:    %[[V7:.*]] = stype.softmax_output_grad %[[V6]], %[[A1]] {ignore_label = 0.000000e+00 : f64, normalization = "valid", use_ignore} : tensor<4x3xf32>, tensor<4xf32> -> tensor<4x3xf32>
// CHECK-NEXT:    %[[V8:.*]] = stype.cast_storage %[[A3]] : tensor<?x3xf64, #row_sparse> to tensor<?x3xf64>
// CHECK-NEXT:    %[[V9:.*]] = stype.softmax_output_grad %[[V8]], %[[A4]] : tensor<?x3xf64>, tensor<?xf64> -> tensor<?x3xf64>
// CHECK-NEXT:    return %[[V0]], %[[V2]], %[[V4]], %[[V5]], %[[V7]], %[[V9]] : tensor<4x3xf32>, tensor<4x3xf32>, tensor<?x3xf64>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<?x3xf64>
func.func @softmax_output(%x: tensor<4x3xf32>, %l: tensor<4xf32>, %xc: tensor<4x3xf32, #csr>, %xr: tensor<?x3xf64, #rsp>, %lr: tensor<?xf64>)
    -> (tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp>, tensor<?x3xf64, #rsp>, tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp>, tensor<?x3xf64, #rsp>) {
  %0 = stype.softmax_output %x, %l : tensor<4x3xf32>, tensor<4xf32> -> tensor<4x3xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %1 = stype.softmax_output %xc, %l : tensor<4x3xf32, #csr>, tensor<4xf32> -> tensor<4x3xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %2 = stype.softmax_output %xr, %lr : tensor<?x3xf64, #rsp>, tensor<?xf64> -> tensor<?x3xf64, #rsp>
  %3 = stype.softmax_output_grad %0, %l {grad_scale = 0.5 : f64, normalization = "batch"} : tensor<4x3xf32, #rsp>, tensor<4xf32> -> tensor<4x3xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %4 = stype.softmax_output_grad %xc, %l {ignore_label = 0.0 : f64, use_ignore, normalization = "valid"} : tensor<4x3xf32, #csr>, tensor<4xf32> -> tensor<4x3xf32, #rsp>
  // expected-warning @below {{Storage type fallback detected:}}
  %5 = stype.softmax_output_grad %xr, %lr : tensor<?x3xf64, #rsp>, tensor<?xf64> -> tensor<?x3xf64, #rsp>
  return %0, %1, %2, %3, %4, %5 : tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp>, tensor<?x3xf64, #rsp>, tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp>, tensor<?x3xf64, #rsp>
}
