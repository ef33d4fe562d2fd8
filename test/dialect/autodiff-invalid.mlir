// RUN: stype-opt %s -split-input-file --verify-diagnostics --mlir-print-op-on-diagnostic=false

// One chunk per verifier rule of dialect/AutodiffOps.cpp.

func.func @no_callee(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'stype.grad' op '@nothing' does not reference a function}}
  %g = stype.grad @nothing(%x) wrt [0] : (tensor<4xf32>) -> tensor<4xf32>
  return %g : tensor<4xf32>
}

// -----

func.func private @f(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32>

func.func @input_count(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'stype.grad' op has 1 inputs but @f takes 2 arguments}}
  %g = stype.grad @f(%x) wrt [0] : (tensor<4xf32>) -> tensor<4xf32>
  return %g : tensor<4xf32>
}

// -----

func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32>

func.func @input_type(%x: tensor<4xf64>) -> tensor<4xf64> {
  // expected-error @below {{'stype.grad' op input #0 has type 'tensor<4xf64>' but argument #0 of @f has type 'tensor<4xf32>'}}
  %g = stype.grad @f(%x) wrt [0] : (tensor<4xf64>) -> tensor<4xf64>
  return %g : tensor<4xf64>
}

// -----

func.func private @f(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)

func.func @several_results(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'stype.grad' op differentiates a function returning one value (the loss), but @f returns 2; return the loss alone from a separate function}}
  %g = stype.grad @f(%x) wrt [0] : (tensor<4xf32>) -> tensor<4xf32>
  return %g : tensor<4xf32>
}

// -----

func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32>

func.func @empty_wrt(%x: tensor<4xf32>) {
  // expected-error @below {{'stype.grad' op 'wrt' lists no argument to differentiate with respect to}}
  stype.grad @f(%x) wrt [] : (tensor<4xf32>) -> ()
  return
}

// -----

func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32>

func.func @wrt_range(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'stype.grad' op 'wrt' entry 1 is not an argument number of @f (0 to 0)}}
  %g = stype.grad @f(%x) wrt [1] : (tensor<4xf32>) -> tensor<4xf32>
  return %g : tensor<4xf32>
}

// -----

func.func private @f(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32>

func.func @wrt_order(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  // expected-error @below {{'stype.grad' op 'wrt' must list argument numbers in strictly ascending order}}
  %g:2 = stype.grad @f(%x, %x) wrt [1, 0] : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %g#0, %g#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

func.func private @f(%x: tensor<4xf32>, %ids: tensor<4xi64>) -> tensor<4xf32>

func.func @wrt_integer(%x: tensor<4xf32>, %ids: tensor<4xi64>) -> tensor<4xi64> {
  // expected-error @below {{'stype.grad' op cannot differentiate with respect to argument #1 of @f: its type 'tensor<4xi64>' is not a floating-point tensor}}
  %g = stype.grad @f(%x, %ids) wrt [1] : (tensor<4xf32>, tensor<4xi64>) -> tensor<4xi64>
  return %g : tensor<4xi64>
}

// -----

func.func private @f(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32>

func.func @grad_count(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'stype.grad' op has 1 gradient results for 2 'wrt' arguments}}
  %g = stype.grad @f(%x, %x) wrt [0, 1] : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %g : tensor<4xf32>
}

// -----

func.func private @f(%x: tensor<4x2xf32>) -> tensor<4xf32>

func.func @grad_type(%x: tensor<4x2xf32>) -> tensor<2x4xf32> {
  // expected-error @below {{'stype.grad' op gradient with respect to argument #0 must have the shape and element type of 'tensor<4x2xf32>' (any storage kind), not 'tensor<2x4xf32>'}}
  %g = stype.grad @f(%x) wrt [0] : (tensor<4x2xf32>) -> tensor<2x4xf32>
  return %g : tensor<2x4xf32>
}

// -----

func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32>

func.func @value_type(%x: tensor<4xf32>) -> tensor<1xf32> {
  // expected-error @below {{'stype.value_and_grad' op value result has type 'tensor<1xf32>' but @f returns 'tensor<4xf32>'}}
  %v, %g = stype.value_and_grad @f(%x) wrt [0] : (tensor<4xf32>) -> (tensor<1xf32>, tensor<4xf32>)
  return %v : tensor<1xf32>
}
