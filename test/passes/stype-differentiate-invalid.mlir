// RUN: stype-opt %s -split-input-file --stype-differentiate --verify-diagnostics --mlir-print-op-on-diagnostic=false

// The errors of --stype-differentiate: never a wrong gradient.

// An op without a gradient rule on the path from the argument to the loss.
func.func private @f(%x: tensor<4x4xf32>) -> tensor<2x4xf32> {
  // expected-error @below {{cannot differentiate @f with respect to argument #0: its path to the loss passes through 'stype.slice', which has no gradient rule}}
  %s = stype.slice %x {begin = array<i64: 0, 0>, end = array<i64: 2, 4>} : tensor<4x4xf32> -> tensor<2x4xf32>
  return %s : tensor<2x4xf32>
}
func.func @g(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-note @below {{differentiated here}}
  %g = stype.grad @f(%x) wrt [0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
  return %g : tensor<4x4xf32>
}

// -----

// The label of a loss layer: MXNet computes no gradient for it.
func.func private @f(%p: tensor<4x1xf32>, %y: tensor<4x1xf32>) -> tensor<4x1xf32> {
  // expected-error @below {{cannot differentiate @f with respect to argument #1: its path to the loss passes through operand #1 of 'stype.linear_regression_output', for which MXNet computes no gradient (a label)}}
  %l = stype.linear_regression_output %p, %y : tensor<4x1xf32>, tensor<4x1xf32> -> tensor<4x1xf32>
  return %l : tensor<4x1xf32>
}
func.func @g(%p: tensor<4x1xf32>, %y: tensor<4x1xf32>) -> (tensor<4x1xf32>, tensor<4x1xf32>) {
  // expected-note @below {{differentiated here}}
  %g:2 = stype.grad @f(%p, %y) wrt [0, 1] : (tensor<4x1xf32>, tensor<4x1xf32>) -> (tensor<4x1xf32>, tensor<4x1xf32>)
  return %g#0, %g#1 : tensor<4x1xf32>, tensor<4x1xf32>
}

// -----

// softmax_cross_entropy's label: MXNet computes no gradient for it either.
func.func private @f(%x: tensor<4x3xf32>, %y: tensor<4xf32>) -> tensor<1xf32> {
  // expected-error @below {{cannot differentiate @f with respect to argument #1: its path to the loss passes through operand #1 of 'stype.softmax_cross_entropy', for which MXNet computes no gradient (a label)}}
  %l = stype.softmax_cross_entropy %x, %y : tensor<4x3xf32>, tensor<4xf32> -> tensor<1xf32>
  return %l : tensor<1xf32>
}
func.func @g(%x: tensor<4x3xf32>, %y: tensor<4xf32>) -> (tensor<4x3xf32>, tensor<4xf32>) {
  // expected-note @below {{differentiated here}}
  %g:2 = stype.grad @f(%x, %y) wrt [0, 1] : (tensor<4x3xf32>, tensor<4xf32>) -> (tensor<4x3xf32>, tensor<4xf32>)
  return %g#0, %g#1 : tensor<4x3xf32>, tensor<4xf32>
}

// -----

// An optimizer update is not differentiable.
func.func private @f(%w: tensor<4xf32>, %g: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{cannot differentiate @f with respect to argument #0: its path to the loss passes through 'stype.sgd_update', which has no gradient rule}}
  %w1 = stype.sgd_update %w, %g {lr = 0.1 : f64} : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  return %w1 : tensor<4xf32>
}
func.func @g(%w: tensor<4xf32>, %g: tensor<4xf32>) -> tensor<4xf32> {
  // expected-note @below {{differentiated here}}
  %d = stype.grad @f(%w, %g) wrt [0] : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// Recursion.
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = func.call @f(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}
func.func @g(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'stype.grad' op cannot differentiate @f: it calls itself recursively}}
  %d = stype.grad @f(%x) wrt [0] : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// A declaration.
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32>
func.func @g(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'stype.grad' op cannot differentiate @f: it has no body}}
  %d = stype.grad @f(%x) wrt [0] : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// A rule that cannot apply: the broadcast axis is dynamic.
func.func private @f(%a: tensor<3x4xf32>, %b: tensor<3x?xf32>) -> tensor<3x4xf32> {
  // expected-error @below {{'stype.broadcast_add' op cannot differentiate: dimension 1 of operand type 'tensor<3x?xf32>' is dynamic, so whether it was broadcast is unknown}}
  %s = stype.broadcast_add %a, %b : tensor<3x4xf32>, tensor<3x?xf32> -> tensor<3x4xf32>
  return %s : tensor<3x4xf32>
}
func.func @g(%a: tensor<3x4xf32>, %b: tensor<3x?xf32>) -> tensor<3x?xf32> {
  // expected-remark @below {{while differentiating @f here}}
  %d = stype.grad @f(%a, %b) wrt [1] : (tensor<3x4xf32>, tensor<3x?xf32>) -> tensor<3x?xf32>
  return %d : tensor<3x?xf32>
}

// -----

// broadcast_to of a dynamic dimension its shape does not keep (0): it may
// have been 1 and broadcast.
func.func private @f(%x: tensor<?x4xf32>) -> tensor<3x4xf32> {
  // expected-error @below {{'stype.broadcast_to' op cannot differentiate: dimension 0 of operand type 'tensor<?x4xf32>' is dynamic, so whether it was broadcast is unknown}}
  %b = stype.broadcast_to %x {shape = array<i64: 3, 0>} : tensor<?x4xf32> -> tensor<3x4xf32>
  return %b : tensor<3x4xf32>
}
func.func @g(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  // expected-remark @below {{while differentiating @f here}}
  %d = stype.grad @f(%x) wrt [0] : (tensor<?x4xf32>) -> tensor<?x4xf32>
  return %d : tensor<?x4xf32>
}

// -----

// reshape of an operand with two dynamic dimensions the shape does not copy:
// the gradient's shape cannot be written.
func.func private @f(%x: tensor<?x?xf32>) -> tensor<?xf32> {
  // expected-error @below {{'stype.reshape' op cannot differentiate: data has several dynamic dimensions that the shape does not copy (0), so the gradient's shape cannot be written}}
  %r = stype.reshape %x {shape = array<i64: -1>} : tensor<?x?xf32> -> tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @g(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-remark @below {{while differentiating @f here}}
  %d = stype.grad @f(%x) wrt [0] : (tensor<?x?xf32>) -> tensor<?x?xf32>
  return %d : tensor<?x?xf32>
}

// -----

// pick along a dynamic axis: pick_grad needs its size statically.
func.func private @f(%x: tensor<4x?xf32>, %i: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'stype.pick' op cannot differentiate with respect to data whose picked axis is dynamic: pick_grad needs its size statically}}
  %p = stype.pick %x, %i : tensor<4x?xf32>, tensor<4xf32> -> tensor<4xf32>
  return %p : tensor<4xf32>
}
func.func @g(%x: tensor<4x?xf32>, %i: tensor<4xf32>) -> tensor<4x?xf32> {
  // expected-remark @below {{while differentiating @f here}}
  %d = stype.grad @f(%x, %i) wrt [0] : (tensor<4x?xf32>, tensor<4xf32>) -> tensor<4x?xf32>
  return %d : tensor<4x?xf32>
}
