// RUN: stype-opt %s | FileCheck %s
// RUN: stype-opt %s --mlir-print-op-generic | stype-opt | FileCheck %s

// Round trip of the nn ops (dialect/NNOps.td): every op and attribute, f32
// and f64, static and dynamic dims, optional bias.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// Row_sparse weight and [num_hidden, 1] bias, no bias, a dynamic result,
// a dense 1-D bias.
// CHECK-LABEL: func.func @fully_connected(
// CHECK-SAME:    %[[A0:.*]]: tensor<?x8xf32>, %[[A1:.*]]: tensor<4x8xf32, #row_sparse>, %[[A2:.*]]: tensor<4x1xf32, #row_sparse>, %[[A3:.*]]: tensor<3x5xf64>, %[[A4:.*]]: tensor<2x5xf64>, %[[A5:.*]]: tensor<2xf64>) -> (tensor<?x4xf32>, tensor<3x2xf64>, tensor<?x?xf32>, tensor<3x2xf64>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.fully_connected %[[A0]], %[[A1]], %[[A2]] {num_hidden = 4 : i64} : tensor<?x8xf32>, tensor<4x8xf32, #row_sparse>, tensor<4x1xf32, #row_sparse> -> tensor<?x4xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.fully_connected %[[A3]], %[[A4]] {no_bias, num_hidden = 2 : i64} : tensor<3x5xf64>, tensor<2x5xf64> -> tensor<3x2xf64>
// CHECK-NEXT:    %[[V2:.*]] = stype.fully_connected %[[A0]], %[[A1]], %[[A2]] {num_hidden = 4 : i64} : tensor<?x8xf32>, tensor<4x8xf32, #row_sparse>, tensor<4x1xf32, #row_sparse> -> tensor<?x?xf32>
// CHECK-NEXT:    %[[V3:.*]] = stype.fully_connected %[[A3]], %[[A4]], %[[A5]] {num_hidden = 2 : i64} : tensor<3x5xf64>, tensor<2x5xf64>, tensor<2xf64> -> tensor<3x2xf64>
// CHECK-NEXT:    return %[[V0]], %[[V1]], %[[V2]], %[[V3]] : tensor<?x4xf32>, tensor<3x2xf64>, tensor<?x?xf32>, tensor<3x2xf64>
func.func @fully_connected(%x: tensor<?x8xf32>, %w: tensor<4x8xf32, #rsp>, %b: tensor<4x1xf32, #rsp>,
                           %xd: tensor<3x5xf64>, %wd: tensor<2x5xf64>, %bd: tensor<2xf64>)
    -> (tensor<?x4xf32>, tensor<3x2xf64>, tensor<?x?xf32>, tensor<3x2xf64>) {
  %0 = stype.fully_connected %x, %w, %b {num_hidden = 4 : i64} : tensor<?x8xf32>, tensor<4x8xf32, #rsp>, tensor<4x1xf32, #rsp> -> tensor<?x4xf32>
  %1 = stype.fully_connected %xd, %wd {no_bias, num_hidden = 2 : i64} : tensor<3x5xf64>, tensor<2x5xf64> -> tensor<3x2xf64>
  %2 = stype.fully_connected %x, %w, %b {num_hidden = 4 : i64} : tensor<?x8xf32>, tensor<4x8xf32, #rsp>, tensor<4x1xf32, #rsp> -> tensor<?x?xf32>
  %3 = stype.fully_connected %xd, %wd, %bd {num_hidden = 2 : i64} : tensor<3x5xf64>, tensor<2x5xf64>, tensor<2xf64> -> tensor<3x2xf64>
  return %0, %1, %2, %3 : tensor<?x4xf32>, tensor<3x2xf64>, tensor<?x?xf32>, tensor<3x2xf64>
}

// Every regression op, default and non-default grad_scale, a csr label,
// a 1-D tensor.
// CHECK-LABEL: func.func @regression(
// CHECK-SAME:    %[[A0:.*]]: tensor<?x?xf32>, %[[A1:.*]]: tensor<?x?xf32, #csr>, %[[A2:.*]]: tensor<4x3xf64>, %[[A3:.*]]: tensor<4x3xf64>, %[[A4:.*]]: tensor<7xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<7xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.linear_regression_output %[[A0]], %[[A1]] : tensor<?x?xf32>, tensor<?x?xf32, #csr> -> tensor<?x?xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.logistic_regression_output %[[A0]], %[[A1]] {grad_scale = 2.500000e+00 : f64} : tensor<?x?xf32>, tensor<?x?xf32, #csr> -> tensor<?x?xf32>
// CHECK-NEXT:    %[[V2:.*]] = stype.mae_regression_output %[[A2]], %[[A3]] : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V3:.*]] = stype.linear_regression_output_grad %[[A2]], %[[A3]] {grad_scale = 5.000000e-01 : f64} : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V4:.*]] = stype.logistic_regression_output_grad %[[A4]], %[[A4]] : tensor<7xf32>, tensor<7xf32> -> tensor<7xf32>
// CHECK-NEXT:    %[[V5:.*]] = stype.mae_regression_output_grad %[[A0]], %[[A1]] {grad_scale = 3.000000e+00 : f64} : tensor<?x?xf32>, tensor<?x?xf32, #csr> -> tensor<?x?xf32>
// CHECK-NEXT:    return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V5]] : tensor<?x?xf32>, tensor<?x?xf32>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<7xf32>, tensor<?x?xf32>
func.func @regression(%x: tensor<?x?xf32>, %l: tensor<?x?xf32, #csr>, %xd: tensor<4x3xf64>, %ld: tensor<4x3xf64>, %v: tensor<7xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<7xf32>, tensor<?x?xf32>) {
  %0 = stype.linear_regression_output %x, %l : tensor<?x?xf32>, tensor<?x?xf32, #csr> -> tensor<?x?xf32>
  %1 = stype.logistic_regression_output %x, %l {grad_scale = 2.5 : f64} : tensor<?x?xf32>, tensor<?x?xf32, #csr> -> tensor<?x?xf32>
  %2 = stype.mae_regression_output %xd, %ld : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
  %3 = stype.linear_regression_output_grad %xd, %ld {grad_scale = 0.5 : f64} : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
  %4 = stype.logistic_regression_output_grad %v, %v : tensor<7xf32>, tensor<7xf32> -> tensor<7xf32>
  %5 = stype.mae_regression_output_grad %x, %l {grad_scale = 3.0 : f64} : tensor<?x?xf32>, tensor<?x?xf32, #csr> -> tensor<?x?xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<4x3xf64>, tensor<4x3xf64>, tensor<7xf32>, tensor<?x?xf32>
}

// softmax_output and its backward: default attributes (printed without
// them), every attribute set, each normalization, f32 and f64, static and
// dynamic batch.
// CHECK-LABEL: func.func @softmax_output(
// CHECK-SAME:    %[[A0:.*]]: tensor<?x2xf32>, %[[A1:.*]]: tensor<?xf32>, %[[A2:.*]]: tensor<4x3xf64>, %[[A3:.*]]: tensor<4xf64>) -> (tensor<?x2xf32>, tensor<4x3xf64>, tensor<?x2xf32>, tensor<4x3xf64>, tensor<?x2xf32>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.softmax_output %[[A0]], %[[A1]] : tensor<?x2xf32>, tensor<?xf32> -> tensor<?x2xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.softmax_output %[[A2]], %[[A3]] {grad_scale = 2.000000e+00 : f64, ignore_label = 0.000000e+00 : f64, normalization = "valid", use_ignore} : tensor<4x3xf64>, tensor<4xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V2:.*]] = stype.softmax_output_grad %[[V0]], %[[A1]] {grad_scale = 5.000000e-01 : f64} : tensor<?x2xf32>, tensor<?xf32> -> tensor<?x2xf32>
// CHECK-NEXT:    %[[V3:.*]] = stype.softmax_output_grad %[[V1]], %[[A3]] {ignore_label = 2.000000e+00 : f64, normalization = "batch", use_ignore} : tensor<4x3xf64>, tensor<4xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V4:.*]] = stype.softmax_output_grad %[[V0]], %[[A1]] {normalization = "valid"} : tensor<?x2xf32>, tensor<?xf32> -> tensor<?x2xf32>
// CHECK-NEXT:    return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]] : tensor<?x2xf32>, tensor<4x3xf64>, tensor<?x2xf32>, tensor<4x3xf64>, tensor<?x2xf32>
func.func @softmax_output(%x: tensor<?x2xf32>, %l: tensor<?xf32>, %xd: tensor<4x3xf64>, %ld: tensor<4xf64>)
    -> (tensor<?x2xf32>, tensor<4x3xf64>, tensor<?x2xf32>, tensor<4x3xf64>, tensor<?x2xf32>) {
  %0 = stype.softmax_output %x, %l {grad_scale = 1.0 : f64, ignore_label = -1.0 : f64, normalization = "null"} : tensor<?x2xf32>, tensor<?xf32> -> tensor<?x2xf32>
  %1 = stype.softmax_output %xd, %ld {grad_scale = 2.0 : f64, ignore_label = 0.0 : f64, use_ignore, normalization = "valid"} : tensor<4x3xf64>, tensor<4xf64> -> tensor<4x3xf64>
  %2 = stype.softmax_output_grad %0, %l {grad_scale = 0.5 : f64} : tensor<?x2xf32>, tensor<?xf32> -> tensor<?x2xf32>
  %3 = stype.softmax_output_grad %1, %ld {ignore_label = 2.0 : f64, use_ignore, normalization = "batch"} : tensor<4x3xf64>, tensor<4xf64> -> tensor<4x3xf64>
  %4 = stype.softmax_output_grad %0, %l {normalization = "valid"} : tensor<?x2xf32>, tensor<?xf32> -> tensor<?x2xf32>
  return %0, %1, %2, %3, %4 : tensor<?x2xf32>, tensor<4x3xf64>, tensor<?x2xf32>, tensor<4x3xf64>, tensor<?x2xf32>
}

// softmax and log_softmax: default attributes (printed without them), a
// negative and a positive axis, a temperature, rank 1 and 3, f32 and f64.
// CHECK-LABEL: func.func @softmax(
// CHECK-SAME:    %[[A0:.*]]: tensor<?x5xf32>, %[[A1:.*]]: tensor<2x3x4xf64>, %[[A2:.*]]: tensor<7xf32>) -> (tensor<?x5xf32>, tensor<2x3x4xf64>, tensor<7xf32>, tensor<?x5xf32>, tensor<2x3x4xf64>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.softmax %[[A0]] : tensor<?x5xf32> -> tensor<?x5xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.softmax %[[A1]] {axis = 1 : i64, temperature = 2.500000e+00 : f64} : tensor<2x3x4xf64> -> tensor<2x3x4xf64>
// CHECK-NEXT:    %[[V2:.*]] = stype.log_softmax %[[A2]] : tensor<7xf32> -> tensor<7xf32>
// CHECK-NEXT:    %[[V3:.*]] = stype.log_softmax %[[A0]] {axis = 0 : i64} : tensor<?x5xf32> -> tensor<?x5xf32>
// CHECK-NEXT:    %[[V4:.*]] = stype.log_softmax %[[A1]] {axis = -3 : i64, temperature = 5.000000e-01 : f64} : tensor<2x3x4xf64> -> tensor<2x3x4xf64>
// CHECK-NEXT:    return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]] : tensor<?x5xf32>, tensor<2x3x4xf64>, tensor<7xf32>, tensor<?x5xf32>, tensor<2x3x4xf64>
func.func @softmax(%x: tensor<?x5xf32>, %t: tensor<2x3x4xf64>, %v: tensor<7xf32>)
    -> (tensor<?x5xf32>, tensor<2x3x4xf64>, tensor<7xf32>, tensor<?x5xf32>, tensor<2x3x4xf64>) {
  %0 = stype.softmax %x {axis = -1 : i64, temperature = 1.0 : f64} : tensor<?x5xf32> -> tensor<?x5xf32>
  %1 = stype.softmax %t {axis = 1 : i64, temperature = 2.5 : f64} : tensor<2x3x4xf64> -> tensor<2x3x4xf64>
  %2 = stype.log_softmax %v : tensor<7xf32> -> tensor<7xf32>
  %3 = stype.log_softmax %x {axis = 0 : i64} : tensor<?x5xf32> -> tensor<?x5xf32>
  %4 = stype.log_softmax %t {axis = -3 : i64, temperature = 0.5 : f64} : tensor<2x3x4xf64> -> tensor<2x3x4xf64>
  return %0, %1, %2, %3, %4 : tensor<?x5xf32>, tensor<2x3x4xf64>, tensor<7xf32>, tensor<?x5xf32>, tensor<2x3x4xf64>
}

// softmax_cross_entropy and its backward: static and dynamic batch, f32
// and f64.
// CHECK-LABEL: func.func @softmax_cross_entropy(
// CHECK-SAME:    %[[A0:.*]]: tensor<?x5xf32>, %[[A1:.*]]: tensor<?xf32>, %[[A2:.*]]: tensor<4x3xf64>, %[[A3:.*]]: tensor<4xf64>, %[[A4:.*]]: tensor<1xf64>) -> (tensor<1xf32>, tensor<1xf64>, tensor<4x3xf64>, tensor<?x5xf32>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.softmax_cross_entropy %[[A0]], %[[A1]] : tensor<?x5xf32>, tensor<?xf32> -> tensor<1xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.softmax_cross_entropy %[[A2]], %[[A3]] : tensor<4x3xf64>, tensor<4xf64> -> tensor<1xf64>
// CHECK-NEXT:    %[[V2:.*]] = stype.softmax_cross_entropy_grad %[[A2]], %[[A3]], %[[A4]] : tensor<4x3xf64>, tensor<4xf64>, tensor<1xf64> -> tensor<4x3xf64>
// CHECK-NEXT:    %[[V3:.*]] = stype.softmax_cross_entropy_grad %[[A0]], %[[A1]], %[[V0]] : tensor<?x5xf32>, tensor<?xf32>, tensor<1xf32> -> tensor<?x5xf32>
// CHECK-NEXT:    return %[[V0]], %[[V1]], %[[V2]], %[[V3]] : tensor<1xf32>, tensor<1xf64>, tensor<4x3xf64>, tensor<?x5xf32>
func.func @softmax_cross_entropy(%x: tensor<?x5xf32>, %l: tensor<?xf32>, %xd: tensor<4x3xf64>, %ld: tensor<4xf64>, %dy: tensor<1xf64>)
    -> (tensor<1xf32>, tensor<1xf64>, tensor<4x3xf64>, tensor<?x5xf32>) {
  %0 = stype.softmax_cross_entropy %x, %l : tensor<?x5xf32>, tensor<?xf32> -> tensor<1xf32>
  %1 = stype.softmax_cross_entropy %xd, %ld : tensor<4x3xf64>, tensor<4xf64> -> tensor<1xf64>
  %2 = stype.softmax_cross_entropy_grad %xd, %ld, %dy : tensor<4x3xf64>, tensor<4xf64>, tensor<1xf64> -> tensor<4x3xf64>
  %3 = stype.softmax_cross_entropy_grad %x, %l, %0 : tensor<?x5xf32>, tensor<?xf32>, tensor<1xf32> -> tensor<?x5xf32>
  return %0, %1, %2, %3 : tensor<1xf32>, tensor<1xf64>, tensor<4x3xf64>, tensor<?x5xf32>
}

// activation: every act_type, f32 and f64, ranks 1 to 3.
// CHECK-LABEL: func.func @activation(
// CHECK-SAME:    %[[A0:.*]]: tensor<?x5xf32>, %[[A1:.*]]: tensor<2x3x4xf64>, %[[A2:.*]]: tensor<7xf32>) -> (tensor<?x5xf32>, tensor<2x3x4xf64>, tensor<7xf32>, tensor<?x5xf32>, tensor<2x3x4xf64>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.activation %[[A0]] {act_type = #stype.act_type<relu>} : tensor<?x5xf32> -> tensor<?x5xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.activation %[[A1]] {act_type = #stype.act_type<sigmoid>} : tensor<2x3x4xf64> -> tensor<2x3x4xf64>
// CHECK-NEXT:    %[[V2:.*]] = stype.activation %[[A2]] {act_type = #stype.act_type<tanh>} : tensor<7xf32> -> tensor<7xf32>
// CHECK-NEXT:    %[[V3:.*]] = stype.activation %[[A0]] {act_type = #stype.act_type<softrelu>} : tensor<?x5xf32> -> tensor<?x5xf32>
// CHECK-NEXT:    %[[V4:.*]] = stype.activation %[[A1]] {act_type = #stype.act_type<softsign>} : tensor<2x3x4xf64> -> tensor<2x3x4xf64>
// CHECK-NEXT:    return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]] : tensor<?x5xf32>, tensor<2x3x4xf64>, tensor<7xf32>, tensor<?x5xf32>, tensor<2x3x4xf64>
func.func @activation(%x: tensor<?x5xf32>, %t: tensor<2x3x4xf64>, %v: tensor<7xf32>)
    -> (tensor<?x5xf32>, tensor<2x3x4xf64>, tensor<7xf32>, tensor<?x5xf32>, tensor<2x3x4xf64>) {
  %0 = stype.activation %x {act_type = #stype.act_type<relu>} : tensor<?x5xf32> -> tensor<?x5xf32>
  %1 = stype.activation %t {act_type = #stype.act_type<sigmoid>} : tensor<2x3x4xf64> -> tensor<2x3x4xf64>
  %2 = stype.activation %v {act_type = #stype.act_type<tanh>} : tensor<7xf32> -> tensor<7xf32>
  %3 = stype.activation %x {act_type = #stype.act_type<softrelu>} : tensor<?x5xf32> -> tensor<?x5xf32>
  %4 = stype.activation %t {act_type = #stype.act_type<softsign>} : tensor<2x3x4xf64> -> tensor<2x3x4xf64>
  return %0, %1, %2, %3, %4 : tensor<?x5xf32>, tensor<2x3x4xf64>, tensor<7xf32>, tensor<?x5xf32>, tensor<2x3x4xf64>
}
