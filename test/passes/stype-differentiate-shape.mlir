// RUN: stype-opt %s --stype-differentiate | FileCheck %s

// The gradient rules of the shape ops in an expanded function, dynamic batch
// dimension: reshape back with the 0 it copied, transpose by the inverse
// permutation, broadcast_like summed over its size-1 axis (its rhs gets no
// gradient), pick_grad with pick's axis, mode and the axis's static size.

// CHECK-LABEL: func.func @g(
// CHECK-SAME:    %[[A0:.*]]: tensor<?x6xf32>, %[[A1:.*]]: tensor<1x3xf32>, %[[A2:.*]]: tensor<?xf32>) -> (tensor<?x6xf32>, tensor<1x3xf32>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.reshape %[[A0]] {shape = array<i64: 0, 2, 3>} : tensor<?x6xf32> -> tensor<?x2x3xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.transpose %[[V0]] {axes = array<i64: 0, 2, 1>} : tensor<?x2x3xf32> -> tensor<?x3x2xf32>
// CHECK-NEXT:    %[[V2:.*]] = stype.sum %[[V1]] {axis = 2 : i64, keepdims} : tensor<?x3x2xf32> -> tensor<?x3x1xf32>
// CHECK-NEXT:    %[[V3:.*]] = stype.reshape %[[V2]] {shape = array<i64: 0, 3>} : tensor<?x3x1xf32> -> tensor<?x3xf32>
// CHECK-NEXT:    %[[V4:.*]] = stype.broadcast_like %[[A1]], %[[V3]] : tensor<1x3xf32>, tensor<?x3xf32> -> tensor<?x3xf32>
// CHECK-NEXT:    %[[V5:.*]] = stype.elemwise_mul %[[V3]], %[[V4]] : tensor<?x3xf32>, tensor<?x3xf32> -> tensor<?x3xf32>
// CHECK-NEXT:    %[[V6:.*]] = stype.pick %[[V5]], %[[A2]] {axis = 1 : i64, mode = "wrap"} : tensor<?x3xf32>, tensor<?xf32> -> tensor<?xf32>
// CHECK-NEXT:    %[[V7:.*]] = stype.zeros_like %[[V6]] : tensor<?xf32> -> tensor<?xf32>
// CHECK-NEXT:    %[[V8:.*]] = stype.plus_scalar %[[V7]] {scalar = 1.000000e+00 : f64} : tensor<?xf32> -> tensor<?xf32>
// CHECK-NEXT:    %[[V9:.*]] = stype.pick_grad %[[V8]], %[[A2]] {axis = 1 : i64, depth = 3 : i64, mode = "wrap"} : tensor<?xf32>, tensor<?xf32> -> tensor<?x3xf32>
// CHECK-NEXT:    %[[V10:.*]] = stype.elemwise_mul %[[V9]], %[[V4]] : tensor<?x3xf32>, tensor<?x3xf32> -> tensor<?x3xf32>
// CHECK-NEXT:    %[[V11:.*]] = stype.elemwise_mul %[[V9]], %[[V3]] : tensor<?x3xf32>, tensor<?x3xf32> -> tensor<?x3xf32>
// CHECK-NEXT:    %[[V12:.*]] = stype.sum %[[V11]] {axis = 0 : i64, keepdims} : tensor<?x3xf32> -> tensor<1x3xf32>
// CHECK-NEXT:    %[[V13:.*]] = stype.reshape %[[V10]] {shape = array<i64: 0, 3, 1>} : tensor<?x3xf32> -> tensor<?x3x1xf32>
// CHECK-NEXT:    %[[V14:.*]] = stype.zeros_like %[[V1]] : tensor<?x3x2xf32> -> tensor<?x3x2xf32>
// CHECK-NEXT:    %[[V15:.*]] = stype.broadcast_add %[[V14]], %[[V13]] : tensor<?x3x2xf32>, tensor<?x3x1xf32> -> tensor<?x3x2xf32>
// CHECK-NEXT:    %[[V16:.*]] = stype.transpose %[[V15]] {axes = array<i64: 0, 2, 1>} : tensor<?x3x2xf32> -> tensor<?x2x3xf32>
// CHECK-NEXT:    %[[V17:.*]] = stype.reshape %[[V16]] {shape = array<i64: 0, 6>} : tensor<?x2x3xf32> -> tensor<?x6xf32>
// CHECK-NEXT:    return %[[V17]], %[[V12]] : tensor<?x6xf32>, tensor<1x3xf32>

func.func private @f(%x: tensor<?x6xf32>, %b: tensor<1x3xf32>, %l: tensor<?xf32>) -> tensor<?xf32> {
  %r = stype.reshape %x {shape = array<i64: 0, 2, 3>} : tensor<?x6xf32> -> tensor<?x2x3xf32>
  %t = stype.transpose %r {axes = array<i64: 0, 2, 1>} : tensor<?x2x3xf32> -> tensor<?x3x2xf32>
  %k = stype.sum %t {axis = 2 : i64, keepdims} : tensor<?x3x2xf32> -> tensor<?x3x1xf32>
  %s = stype.reshape %k {shape = array<i64: 0, 3>} : tensor<?x3x1xf32> -> tensor<?x3xf32>
  %c = stype.broadcast_like %b, %s : tensor<1x3xf32>, tensor<?x3xf32> -> tensor<?x3xf32>
  %m = stype.elemwise_mul %s, %c : tensor<?x3xf32>, tensor<?x3xf32> -> tensor<?x3xf32>
  %p = stype.pick %m, %l {axis = 1 : i64, mode = "wrap"} : tensor<?x3xf32>, tensor<?xf32> -> tensor<?xf32>
  return %p : tensor<?xf32>
}
func.func @g(%x: tensor<?x6xf32>, %b: tensor<1x3xf32>, %l: tensor<?xf32>) -> (tensor<?x6xf32>, tensor<1x3xf32>) {
  %d:2 = stype.grad @f(%x, %b, %l) wrt [0, 1] : (tensor<?x6xf32>, tensor<1x3xf32>, tensor<?xf32>) -> (tensor<?x6xf32>, tensor<1x3xf32>)
  return %d#0, %d#1 : tensor<?x6xf32>, tensor<1x3xf32>
}
