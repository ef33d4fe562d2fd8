// RUN: stype-opt %s -split-input-file --verify-diagnostics --mlir-print-op-on-diagnostic=false

// One chunk per verifier rule of dialect/NNOps.cpp.

func.func @fc_num_hidden_zero(%x: tensor<3x5xf32>, %w: tensor<0x5xf32>) -> tensor<3x0xf32> {
  // expected-error @below {{'stype.fully_connected' op num_hidden must be at least 1, got 0}}
  %r = stype.fully_connected %x, %w {no_bias, num_hidden = 0 : i64} : tensor<3x5xf32>, tensor<0x5xf32> -> tensor<3x0xf32>
  return %r : tensor<3x0xf32>
}

// -----

func.func @fc_no_bias_with_bias(%x: tensor<3x5xf32>, %w: tensor<2x5xf32>, %b: tensor<2xf32>) -> tensor<3x2xf32> {
  // expected-error @below {{'stype.fully_connected' op no_bias is set but a bias is given}}
  %r = stype.fully_connected %x, %w, %b {no_bias, num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32>, tensor<2xf32> -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}

// -----

func.func @fc_bias_missing(%x: tensor<3x5xf32>, %w: tensor<2x5xf32>) -> tensor<3x2xf32> {
  // expected-error @below {{'stype.fully_connected' op a bias is required unless no_bias is set}}
  %r = stype.fully_connected %x, %w {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32> -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}

// -----

func.func @fc_data_rank(%x: tensor<3x5x2xf32>, %w: tensor<2x5xf32>) -> tensor<3x2xf32> {
  // expected-error @below {{'stype.fully_connected' op data must be 2-D, got rank 3}}
  %r = stype.fully_connected %x, %w {no_bias, num_hidden = 2 : i64} : tensor<3x5x2xf32>, tensor<2x5xf32> -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}

// -----

func.func @fc_weight_rows(%x: tensor<3x5xf32>, %w: tensor<3x5xf32>) -> tensor<3x2xf32> {
  // expected-error @below {{'stype.fully_connected' op weight shape [3, 5] must be [num_hidden, data dim 1] = [2, 5]}}
  %r = stype.fully_connected %x, %w {no_bias, num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<3x5xf32> -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}

// -----

func.func @fc_weight_cols(%x: tensor<3x?xf32>, %w: tensor<2x4xf32>, %w3: tensor<2x4x1xf32>) -> tensor<3x2xf32> {
  %ok = stype.fully_connected %x, %w {no_bias, num_hidden = 2 : i64} : tensor<3x?xf32>, tensor<2x4xf32> -> tensor<3x2xf32>
  // expected-error @below {{'stype.fully_connected' op weight shape [2, 4, 1] must be [num_hidden, data dim 1] = [2, ?]}}
  %r = stype.fully_connected %x, %w3 {no_bias, num_hidden = 2 : i64} : tensor<3x?xf32>, tensor<2x4x1xf32> -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}

// -----

func.func @fc_element_types(%x: tensor<3x5xf32>, %w: tensor<2x5xf64>) -> tensor<3x2xf32> {
  // expected-error @below {{'stype.fully_connected' op data, weight and result must have the same element type}}
  %r = stype.fully_connected %x, %w {no_bias, num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf64> -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}

// -----

func.func @fc_bias_element_type(%x: tensor<3x5xf32>, %w: tensor<2x5xf32>, %b: tensor<2xf64>) -> tensor<3x2xf32> {
  // expected-error @below {{'stype.fully_connected' op bias must have the element type of data}}
  %r = stype.fully_connected %x, %w, %b {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32>, tensor<2xf64> -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}

// -----

func.func @fc_bias_shape(%x: tensor<3x5xf32>, %w: tensor<2x5xf32>, %b: tensor<3xf32>) -> tensor<3x2xf32> {
  // expected-error @below {{'stype.fully_connected' op bias shape [3] must be [num_hidden] or [num_hidden, 1] = [2] or [2, 1]}}
  %r = stype.fully_connected %x, %w, %b {num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32>, tensor<3xf32> -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}

// -----

func.func @fc_result_shape(%x: tensor<3x5xf32>, %w: tensor<2x5xf32>) -> tensor<3x3xf32> {
  // expected-error @below {{'stype.fully_connected' op result shape [3, 3] must be [data dim 0, num_hidden] = [3, 2]}}
  %r = stype.fully_connected %x, %w {no_bias, num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32> -> tensor<3x3xf32>
  return %r : tensor<3x3xf32>
}

// -----

#coo = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton), posWidth = 64, crdWidth = 64 }>
func.func @fc_unsupported_encoding(%x: tensor<3x5xf32>, %w: tensor<2x5xf32, #coo>) -> tensor<3x2xf32> {
  // expected-error @below {{'stype.fully_connected' op operand #1 has an unsupported storage encoding}}
  %r = stype.fully_connected %x, %w {no_bias, num_hidden = 2 : i64} : tensor<3x5xf32>, tensor<2x5xf32, #coo> -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}

// -----

func.func @regression_label_shape(%x: tensor<4x3xf32>, %l: tensor<4x2xf32>) -> tensor<4x3xf32> {
  // expected-error @below {{'stype.linear_regression_output' op label shape [4, 2] differs from data shape [4, 3]}}
  %r = stype.linear_regression_output %x, %l : tensor<4x3xf32>, tensor<4x2xf32> -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

func.func @regression_label_element(%x: tensor<4x3xf32>, %l: tensor<4x3xf64>) -> tensor<4x3xf32> {
  // expected-error @below {{'stype.logistic_regression_output' op label element type 'f64' differs from data element type 'f32'}}
  %r = stype.logistic_regression_output %x, %l : tensor<4x3xf32>, tensor<4x3xf64> -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

func.func @regression_result_shape(%x: tensor<4x3xf32>, %l: tensor<4x3xf32>) -> tensor<3x4xf32> {
  // expected-error @below {{'stype.mae_regression_output' op result shape [3, 4] differs from data shape [4, 3]}}
  %r = stype.mae_regression_output %x, %l : tensor<4x3xf32>, tensor<4x3xf32> -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// -----

func.func @regression_grad_label_shape(%y: tensor<4x3xf32>, %l: tensor<5x3xf32>) -> tensor<4x3xf32> {
  // expected-error @below {{'stype.mae_regression_output_grad' op label shape [5, 3] differs from out shape [4, 3]}}
  %r = stype.mae_regression_output_grad %y, %l : tensor<4x3xf32>, tensor<5x3xf32> -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

func.func @regression_grad_result_element(%y: tensor<4x3xf32>, %l: tensor<4x3xf32>) -> tensor<4x3xf64> {
  // expected-error @below {{'stype.linear_regression_output_grad' op result element type 'f64' differs from out element type 'f32'}}
  %r = stype.linear_regression_output_grad %y, %l : tensor<4x3xf32>, tensor<4x3xf32> -> tensor<4x3xf64>
  return %r : tensor<4x3xf64>
}

// -----

func.func @softmax_data_rank(%x: tensor<4x3x2xf32>, %l: tensor<4xf32>) -> tensor<4x3x2xf32> {
  // expected-error @below {{'stype.softmax_output' op data must be 2-D (batch x classes), got rank 3}}
  %r = stype.softmax_output %x, %l : tensor<4x3x2xf32>, tensor<4xf32> -> tensor<4x3x2xf32>
  return %r : tensor<4x3x2xf32>
}

// -----

func.func @softmax_grad_out_rank(%y: tensor<4xf32>, %l: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'stype.softmax_output_grad' op out must be 2-D (batch x classes), got rank 1}}
  %r = stype.softmax_output_grad %y, %l : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @softmax_label_rank(%x: tensor<4x3xf32>, %l: tensor<4x3xf32>) -> tensor<4x3xf32> {
  // expected-error @below {{'stype.softmax_output' op label must be 1-D (one class index per row), got rank 2}}
  %r = stype.softmax_output %x, %l : tensor<4x3xf32>, tensor<4x3xf32> -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

func.func @softmax_grad_label_rows(%y: tensor<?x3xf32>, %l: tensor<?xf32>, %l5: tensor<5xf32>, %y4: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %ok = stype.softmax_output_grad %y, %l5 : tensor<?x3xf32>, tensor<5xf32> -> tensor<?x3xf32>
  %ok2 = stype.softmax_output_grad %y4, %l : tensor<4x3xf32>, tensor<?xf32> -> tensor<4x3xf32>
  // expected-error @below {{'stype.softmax_output_grad' op label shape [5] must be [out dim 0] = [4]}}
  %r = stype.softmax_output_grad %y4, %l5 : tensor<4x3xf32>, tensor<5xf32> -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

func.func @softmax_label_element(%x: tensor<4x3xf32>, %l: tensor<4xf64>) -> tensor<4x3xf32> {
  // expected-error @below {{'stype.softmax_output' op label element type 'f64' differs from data element type 'f32'}}
  %r = stype.softmax_output %x, %l : tensor<4x3xf32>, tensor<4xf64> -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

func.func @softmax_f16(%x: tensor<4x3xf16>, %l: tensor<4xf16>) -> tensor<4x3xf16> {
  // expected-error @below {{'stype.softmax_output' op operand #0 must be ranked tensor of 32-bit float or 64-bit float values, but got 'tensor<4x3xf16>'}}
  %r = stype.softmax_output %x, %l : tensor<4x3xf16>, tensor<4xf16> -> tensor<4x3xf16>
  return %r : tensor<4x3xf16>
}

// -----

func.func @softmax_result_shape(%x: tensor<4x3xf32>, %l: tensor<4xf32>) -> tensor<4x2xf32> {
  // expected-error @below {{'stype.softmax_output' op result shape [4, 2] differs from data shape [4, 3]}}
  %r = stype.softmax_output %x, %l : tensor<4x3xf32>, tensor<4xf32> -> tensor<4x2xf32>
  return %r : tensor<4x2xf32>
}

// -----

func.func @softmax_grad_result_element(%y: tensor<4x3xf32>, %l: tensor<4xf32>) -> tensor<4x3xf64> {
  // expected-error @below {{'stype.softmax_output_grad' op result element type 'f64' differs from out element type 'f32'}}
  %r = stype.softmax_output_grad %y, %l : tensor<4x3xf32>, tensor<4xf32> -> tensor<4x3xf64>
  return %r : tensor<4x3xf64>
}

// -----

func.func @softmax_result_more_static(%x: tensor<?x3xf32>, %l: tensor<?xf32>) -> tensor<4x3xf32> {
  // expected-error @below {{'stype.softmax_output' op result dim 0 is static (4) but the data's is known only at run time; make it dynamic (?)}}
  %r = stype.softmax_output %x, %l : tensor<?x3xf32>, tensor<?xf32> -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

func.func @softmax_normalization(%y: tensor<4x3xf32>, %l: tensor<4xf32>) -> tensor<4x3xf32> {
  // expected-error @below {{'stype.softmax_output_grad' op normalization must be "null", "batch" or "valid", got "mean"}}
  %r = stype.softmax_output_grad %y, %l {normalization = "mean"} : tensor<4x3xf32>, tensor<4xf32> -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

#coo = #sparse_tensor.encoding<{ map = (i) -> (i : compressed), posWidth = 64, crdWidth = 64 }>
func.func @softmax_unsupported_encoding(%x: tensor<4x3xf32>, %l: tensor<4xf32, #coo>) -> tensor<4x3xf32> {
  // expected-error @below {{'stype.softmax_output' op operand #1 has an unsupported storage encoding}}
  %r = stype.softmax_output %x, %l : tensor<4x3xf32>, tensor<4xf32, #coo> -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

func.func @softmax_shape(%x: tensor<4x3xf32>) -> tensor<4x2xf32> {
  // expected-error @below {{'stype.softmax' op result shape [4, 2] differs from data shape [4, 3]}}
  %r = stype.softmax %x : tensor<4x3xf32> -> tensor<4x2xf32>
  return %r : tensor<4x2xf32>
}

// -----

func.func @softmax_element_type(%x: tensor<4x3xf32>) -> tensor<4x3xf64> {
  // expected-error @below {{'stype.log_softmax' op result element type 'f64' differs from data element type 'f32'}}
  %r = stype.log_softmax %x : tensor<4x3xf32> -> tensor<4x3xf64>
  return %r : tensor<4x3xf64>
}

// -----

func.func @softmax_more_static(%x: tensor<?x3xf32>) -> tensor<4x3xf32> {
  // expected-error @below {{'stype.softmax' op result dim 0 is static (4) but the data's is known only at run time; make it dynamic (?)}}
  %r = stype.softmax %x : tensor<?x3xf32> -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

func.func @softmax_axis(%x: tensor<4x3xf32>) -> tensor<4x3xf32> {
  // expected-error @below {{'stype.softmax' op axis 2 is out of range for data of rank 2 (allowed: [-2, 1])}}
  %r = stype.softmax %x {axis = 2 : i64} : tensor<4x3xf32> -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

func.func @log_softmax_negative_axis(%x: tensor<4x3xf32>) -> tensor<4x3xf32> {
  // expected-error @below {{'stype.log_softmax' op axis -3 is out of range for data of rank 2 (allowed: [-2, 1])}}
  %r = stype.log_softmax %x {axis = -3 : i64} : tensor<4x3xf32> -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

func.func @softmax_temperature(%x: tensor<4x3xf32>) -> tensor<4x3xf32> {
  // expected-error @below {{'stype.softmax' op temperature must be finite and non-zero, got 0}}
  %r = stype.softmax %x {temperature = 0.0 : f64} : tensor<4x3xf32> -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

#coo = #sparse_tensor.encoding<{ map = (i) -> (i : compressed), posWidth = 64, crdWidth = 64 }>
func.func @softmax_unsupported_encoding(%x: tensor<4xf32, #coo>) -> tensor<4xf32> {
  // expected-error @below {{'stype.softmax' op operand #0 has an unsupported storage encoding}}
  %r = stype.softmax %x : tensor<4xf32, #coo> -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @ce_data_rank(%x: tensor<4xf32>, %l: tensor<4xf32>) -> tensor<1xf32> {
  // expected-error @below {{'stype.softmax_cross_entropy' op data must be 2-D (batch x classes), got rank 1}}
  %r = stype.softmax_cross_entropy %x, %l : tensor<4xf32>, tensor<4xf32> -> tensor<1xf32>
  return %r : tensor<1xf32>
}

// -----

func.func @ce_label_rank(%x: tensor<4x3xf32>, %l: tensor<4x1xf32>) -> tensor<1xf32> {
  // expected-error @below {{'stype.softmax_cross_entropy' op label must be 1-D (one class index per row), got rank 2}}
  %r = stype.softmax_cross_entropy %x, %l : tensor<4x3xf32>, tensor<4x1xf32> -> tensor<1xf32>
  return %r : tensor<1xf32>
}

// -----

func.func @ce_label_shape(%x: tensor<4x3xf32>, %l: tensor<5xf32>) -> tensor<1xf32> {
  // expected-error @below {{'stype.softmax_cross_entropy' op label shape [5] must be [data dim 0] = [4]}}
  %r = stype.softmax_cross_entropy %x, %l : tensor<4x3xf32>, tensor<5xf32> -> tensor<1xf32>
  return %r : tensor<1xf32>
}

// -----

func.func @ce_label_type(%x: tensor<4x3xf32>, %l: tensor<4xf64>) -> tensor<1xf32> {
  // expected-error @below {{'stype.softmax_cross_entropy' op label element type 'f64' differs from data element type 'f32'}}
  %r = stype.softmax_cross_entropy %x, %l : tensor<4x3xf32>, tensor<4xf64> -> tensor<1xf32>
  return %r : tensor<1xf32>
}

// -----

func.func @ce_result_shape(%x: tensor<4x3xf32>, %l: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'stype.softmax_cross_entropy' op result shape [4] must be [1]}}
  %r = stype.softmax_cross_entropy %x, %l : tensor<4x3xf32>, tensor<4xf32> -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @ce_result_type(%x: tensor<4x3xf32>, %l: tensor<4xf32>) -> tensor<1xf64> {
  // expected-error @below {{'stype.softmax_cross_entropy' op result element type 'f64' differs from data element type 'f32'}}
  %r = stype.softmax_cross_entropy %x, %l : tensor<4x3xf32>, tensor<4xf32> -> tensor<1xf64>
  return %r : tensor<1xf64>
}

// -----

func.func @ce_grad_dy_shape(%x: tensor<4x3xf32>, %l: tensor<4xf32>, %dy: tensor<1x1xf32>) -> tensor<4x3xf32> {
  // expected-error @below {{'stype.softmax_cross_entropy_grad' op dy shape [1, 1] must be [1]}}
  %r = stype.softmax_cross_entropy_grad %x, %l, %dy : tensor<4x3xf32>, tensor<4xf32>, tensor<1x1xf32> -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

func.func @ce_grad_dy_type(%x: tensor<4x3xf32>, %l: tensor<4xf32>, %dy: tensor<1xf64>) -> tensor<4x3xf32> {
  // expected-error @below {{'stype.softmax_cross_entropy_grad' op dy element type 'f64' differs from data element type 'f32'}}
  %r = stype.softmax_cross_entropy_grad %x, %l, %dy : tensor<4x3xf32>, tensor<4xf32>, tensor<1xf64> -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

func.func @ce_grad_result_shape(%x: tensor<4x3xf32>, %l: tensor<4xf32>, %dy: tensor<1xf32>) -> tensor<4x2xf32> {
  // expected-error @below {{'stype.softmax_cross_entropy_grad' op result shape [4, 2] differs from data shape [4, 3]}}
  %r = stype.softmax_cross_entropy_grad %x, %l, %dy : tensor<4x3xf32>, tensor<4xf32>, tensor<1xf32> -> tensor<4x2xf32>
  return %r : tensor<4x2xf32>
}

// -----

func.func @ce_grad_more_static(%x: tensor<?x3xf32>, %l: tensor<?xf32>, %dy: tensor<1xf32>) -> tensor<4x3xf32> {
  // expected-error @below {{'stype.softmax_cross_entropy_grad' op result dim 0 is static (4) but the data's is known only at run time; make it dynamic (?)}}
  %r = stype.softmax_cross_entropy_grad %x, %l, %dy : tensor<?x3xf32>, tensor<?xf32>, tensor<1xf32> -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

func.func @activation_shape(%x: tensor<4x3xf32>) -> tensor<3x4xf32> {
  // expected-error @below {{'stype.activation' op result shape [3, 4] differs from data shape [4, 3]}}
  %r = stype.activation %x {act_type = #stype.act_type<relu>} : tensor<4x3xf32> -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// -----

func.func @activation_more_static(%x: tensor<?x3xf32>) -> tensor<4x3xf32> {
  // expected-error @below {{'stype.activation' op result dim 0 is static (4) but the data's is known only at run time; make it dynamic (?)}}
  %r = stype.activation %x {act_type = #stype.act_type<tanh>} : tensor<?x3xf32> -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

func.func @activation_unknown_type(%x: tensor<4x3xf32>) -> tensor<4x3xf32> {
  // expected-error @+2 {{expected ::mlir::stype::ActType to be one of: relu, sigmoid, tanh, softrelu, softsign}}
  // expected-error @+1 {{failed to parse Stype_ActTypeAttr parameter 'value' which is to be a `::mlir::stype::ActType`}}
  %r = stype.activation %x {act_type = #stype.act_type<gelu>} : tensor<4x3xf32> -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

func.func @activation_missing_type(%x: tensor<4x3xf32>) -> tensor<4x3xf32> {
  // expected-error @below {{'stype.activation' op requires attribute 'act_type'}}
  %r = stype.activation %x : tensor<4x3xf32> -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}
