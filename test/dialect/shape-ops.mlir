// RUN: stype-opt %s | FileCheck %s
// RUN: stype-opt %s --mlir-print-op-generic | stype-opt | FileCheck %s

// Round trip of the shape ops (dialect/ShapeOps.td): reshape with sizes, 0
// and -1; transpose with and without axes; broadcast_to with 0,
// broadcast_like and broadcast_axis (negative and no axes); one_hot with i64 and float indices and on/off values;
// pick and pick_grad with every attribute; f32 and f64, static and dynamic
// dims.

// CHECK-LABEL: func.func @reshape(
// CHECK-SAME:    %[[A0:.*]]: tensor<4x3x2xf32>, %[[A1:.*]]: tensor<?x6xf64>) -> (tensor<4x6xf32>, tensor<24xf32>, tensor<2x2x6xf32>, tensor<?x3x2xf64>, tensor<?x2xf64>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.reshape %[[A0]] {shape = array<i64: 0, -1>} : tensor<4x3x2xf32> -> tensor<4x6xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.reshape %[[A0]] {shape = array<i64: -1>} : tensor<4x3x2xf32> -> tensor<24xf32>
// CHECK-NEXT:    %[[V2:.*]] = stype.reshape %[[A0]] {shape = array<i64: 2, 2, 6>} : tensor<4x3x2xf32> -> tensor<2x2x6xf32>
// CHECK-NEXT:    %[[V3:.*]] = stype.reshape %[[A1]] {shape = array<i64: 0, 3, 2>} : tensor<?x6xf64> -> tensor<?x3x2xf64>
// CHECK-NEXT:    %[[V4:.*]] = stype.reshape %[[A1]] {shape = array<i64: -1, 2>} : tensor<?x6xf64> -> tensor<?x2xf64>
// CHECK-NEXT:    return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]] : tensor<4x6xf32>, tensor<24xf32>, tensor<2x2x6xf32>, tensor<?x3x2xf64>, tensor<?x2xf64>
// CHECK-LABEL: func.func @reshape_empty(
// CHECK-NEXT:    stype.reshape %{{.*}} {shape = array<i64: 4294967296, 4294967296, 0>} : tensor<1x1x0xf32> -> tensor<?x?x0xf32>
// CHECK-LABEL: func.func @transpose(
// CHECK-SAME:    %[[A0:.*]]: tensor<2x3x4xf32>, %[[A1:.*]]: tensor<?x5xf64>) -> (tensor<4x3x2xf32>, tensor<3x4x2xf32>, tensor<5x?xf64>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.transpose %[[A0]] : tensor<2x3x4xf32> -> tensor<4x3x2xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.transpose %[[A0]] {axes = array<i64: 1, 2, 0>} : tensor<2x3x4xf32> -> tensor<3x4x2xf32>
// CHECK-NEXT:    %[[V2:.*]] = stype.transpose %[[A1]] {axes = array<i64: 1, 0>} : tensor<?x5xf64> -> tensor<5x?xf64>
// CHECK-NEXT:    return %[[V0]], %[[V1]], %[[V2]] : tensor<4x3x2xf32>, tensor<3x4x2xf32>, tensor<5x?xf64>
// CHECK-LABEL: func.func @broadcast(
// CHECK-SAME:    %[[A0:.*]]: tensor<3x1xf32>, %[[A1:.*]]: tensor<1x?xf64>, %[[A2:.*]]: tensor<4x?xf64>) -> (tensor<3x5xf32>, tensor<6x?xf64>, tensor<4x?xf64>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.broadcast_to %[[A0]] {shape = array<i64: 0, 5>} : tensor<3x1xf32> -> tensor<3x5xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.broadcast_to %[[A1]] {shape = array<i64: 6, 0>} : tensor<1x?xf64> -> tensor<6x?xf64>
// CHECK-NEXT:    %[[V2:.*]] = stype.broadcast_like %[[A1]], %[[A2]] : tensor<1x?xf64>, tensor<4x?xf64> -> tensor<4x?xf64>
// CHECK-NEXT:    return %[[V0]], %[[V1]], %[[V2]] : tensor<3x5xf32>, tensor<6x?xf64>, tensor<4x?xf64>
// CHECK-LABEL: func.func @broadcast_axis(
// CHECK-SAME:    %[[A0:.*]]: tensor<1x4x1xf32>, %[[A1:.*]]: tensor<?x1xf64>) -> (tensor<2x4x3xf32>, tensor<1x4x1xf32>, tensor<?x7xf64>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.broadcast_axis %[[A0]] {axis = array<i64: 0, -1>, size = array<i64: 2, 3>} : tensor<1x4x1xf32> -> tensor<2x4x3xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.broadcast_axis %[[A0]] {axis = array<i64>, size = array<i64>} : tensor<1x4x1xf32> -> tensor<1x4x1xf32>
// CHECK-NEXT:    %[[V2:.*]] = stype.broadcast_axis %[[A1]] {axis = array<i64: 1>, size = array<i64: 7>} : tensor<?x1xf64> -> tensor<?x7xf64>
// CHECK-NEXT:    return %[[V0]], %[[V1]], %[[V2]] : tensor<2x4x3xf32>, tensor<1x4x1xf32>, tensor<?x7xf64>
// CHECK-LABEL: func.func @one_hot(
// CHECK-SAME:    %[[A0:.*]]: tensor<8xi64>, %[[A1:.*]]: tensor<?x2xf32>) -> (tensor<8x10xf32>, tensor<?x2x3xf64>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.one_hot %[[A0]] {depth = 10 : i64} : tensor<8xi64> -> tensor<8x10xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.one_hot %[[A1]] {depth = 3 : i64, off_value = -1.000000e+00 : f64, on_value = 2.500000e+00 : f64} : tensor<?x2xf32> -> tensor<?x2x3xf64>
// CHECK-NEXT:    return %[[V0]], %[[V1]] : tensor<8x10xf32>, tensor<?x2x3xf64>
// CHECK-LABEL: func.func @pick(
// CHECK-SAME:    %[[A0:.*]]: tensor<8x10xf32>, %[[A1:.*]]: tensor<8xf32>, %[[A2:.*]]: tensor<?x4x5xf64>, %[[A3:.*]]: tensor<?x1x5xi64>) -> (tensor<8xf32>, tensor<?x1x5xf64>, tensor<8x10xf32>, tensor<?x4x5xf64>) {
// CHECK-NEXT:    %[[V0:.*]] = stype.pick %[[A0]], %[[A1]] : tensor<8x10xf32>, tensor<8xf32> -> tensor<8xf32>
// CHECK-NEXT:    %[[V1:.*]] = stype.pick %[[A2]], %[[A3]] {axis = 1 : i64, keepdims, mode = "wrap"} : tensor<?x4x5xf64>, tensor<?x1x5xi64> -> tensor<?x1x5xf64>
// CHECK-NEXT:    %[[V2:.*]] = stype.pick_grad %[[V0]], %[[A1]] {depth = 10 : i64} : tensor<8xf32>, tensor<8xf32> -> tensor<8x10xf32>
// CHECK-NEXT:    %[[V3:.*]] = stype.pick_grad %[[V1]], %[[A3]] {axis = -2 : i64, depth = 4 : i64, keepdims, mode = "wrap"} : tensor<?x1x5xf64>, tensor<?x1x5xi64> -> tensor<?x4x5xf64>
// CHECK-NEXT:    return %[[V0]], %[[V1]], %[[V2]], %[[V3]] : tensor<8xf32>, tensor<?x1x5xf64>, tensor<8x10xf32>, tensor<?x4x5xf64>

func.func @reshape(%x: tensor<4x3x2xf32>, %y: tensor<?x6xf64>)
    -> (tensor<4x6xf32>, tensor<24xf32>, tensor<2x2x6xf32>, tensor<?x3x2xf64>, tensor<?x2xf64>) {
  %0 = stype.reshape %x {shape = array<i64: 0, -1>} : tensor<4x3x2xf32> -> tensor<4x6xf32>
  %1 = stype.reshape %x {shape = array<i64: -1>} : tensor<4x3x2xf32> -> tensor<24xf32>
  %2 = stype.reshape %x {shape = array<i64: 2, 2, 6>} : tensor<4x3x2xf32> -> tensor<2x2x6xf32>
  %3 = stype.reshape %y {shape = array<i64: 0, 3, 2>} : tensor<?x6xf64> -> tensor<?x3x2xf64>
  %4 = stype.reshape %y {shape = array<i64: -1, 2>} : tensor<?x6xf64> -> tensor<?x2xf64>
  return %0, %1, %2, %3, %4 : tensor<4x6xf32>, tensor<24xf32>, tensor<2x2x6xf32>, tensor<?x3x2xf64>, tensor<?x2xf64>
}

// Sizes whose product passes int64 are valid with a 0 (no elements).
func.func @reshape_empty(%x: tensor<1x1x0xf32>) -> tensor<?x?x0xf32> {
  %0 = stype.reshape %x {shape = array<i64: 4294967296, 4294967296, 0>} : tensor<1x1x0xf32> -> tensor<?x?x0xf32>
  return %0 : tensor<?x?x0xf32>
}

func.func @transpose(%x: tensor<2x3x4xf32>, %y: tensor<?x5xf64>)
    -> (tensor<4x3x2xf32>, tensor<3x4x2xf32>, tensor<5x?xf64>) {
  %0 = stype.transpose %x : tensor<2x3x4xf32> -> tensor<4x3x2xf32>
  %1 = stype.transpose %x {axes = array<i64: 1, 2, 0>} : tensor<2x3x4xf32> -> tensor<3x4x2xf32>
  %2 = stype.transpose %y {axes = array<i64: 1, 0>} : tensor<?x5xf64> -> tensor<5x?xf64>
  return %0, %1, %2 : tensor<4x3x2xf32>, tensor<3x4x2xf32>, tensor<5x?xf64>
}

func.func @broadcast(%x: tensor<3x1xf32>, %y: tensor<1x?xf64>, %z: tensor<4x?xf64>)
    -> (tensor<3x5xf32>, tensor<6x?xf64>, tensor<4x?xf64>) {
  %0 = stype.broadcast_to %x {shape = array<i64: 0, 5>} : tensor<3x1xf32> -> tensor<3x5xf32>
  %1 = stype.broadcast_to %y {shape = array<i64: 6, 0>} : tensor<1x?xf64> -> tensor<6x?xf64>
  %2 = stype.broadcast_like %y, %z : tensor<1x?xf64>, tensor<4x?xf64> -> tensor<4x?xf64>
  return %0, %1, %2 : tensor<3x5xf32>, tensor<6x?xf64>, tensor<4x?xf64>
}

func.func @broadcast_axis(%x: tensor<1x4x1xf32>, %y: tensor<?x1xf64>)
    -> (tensor<2x4x3xf32>, tensor<1x4x1xf32>, tensor<?x7xf64>) {
  %0 = stype.broadcast_axis %x {axis = array<i64: 0, -1>, size = array<i64: 2, 3>} : tensor<1x4x1xf32> -> tensor<2x4x3xf32>
  %1 = stype.broadcast_axis %x {axis = array<i64>, size = array<i64>} : tensor<1x4x1xf32> -> tensor<1x4x1xf32>
  %2 = stype.broadcast_axis %y {axis = array<i64: 1>, size = array<i64: 7>} : tensor<?x1xf64> -> tensor<?x7xf64>
  return %0, %1, %2 : tensor<2x4x3xf32>, tensor<1x4x1xf32>, tensor<?x7xf64>
}

func.func @one_hot(%i: tensor<8xi64>, %l: tensor<?x2xf32>)
    -> (tensor<8x10xf32>, tensor<?x2x3xf64>) {
  %0 = stype.one_hot %i {depth = 10 : i64} : tensor<8xi64> -> tensor<8x10xf32>
  %1 = stype.one_hot %l {depth = 3 : i64, off_value = -1.0 : f64, on_value = 2.5 : f64} : tensor<?x2xf32> -> tensor<?x2x3xf64>
  return %0, %1 : tensor<8x10xf32>, tensor<?x2x3xf64>
}

func.func @pick(%x: tensor<8x10xf32>, %l: tensor<8xf32>, %y: tensor<?x4x5xf64>, %k: tensor<?x1x5xi64>)
    -> (tensor<8xf32>, tensor<?x1x5xf64>, tensor<8x10xf32>, tensor<?x4x5xf64>) {
  %0 = stype.pick %x, %l : tensor<8x10xf32>, tensor<8xf32> -> tensor<8xf32>
  %1 = stype.pick %y, %k {axis = 1 : i64, keepdims, mode = "wrap"} : tensor<?x4x5xf64>, tensor<?x1x5xi64> -> tensor<?x1x5xf64>
  %2 = stype.pick_grad %0, %l {depth = 10 : i64} : tensor<8xf32>, tensor<8xf32> -> tensor<8x10xf32>
  %3 = stype.pick_grad %1, %k {axis = -2 : i64, depth = 4 : i64, keepdims, mode = "wrap"} : tensor<?x1x5xf64>, tensor<?x1x5xi64> -> tensor<?x4x5xf64>
  return %0, %1, %2, %3 : tensor<8xf32>, tensor<?x1x5xf64>, tensor<8x10xf32>, tensor<?x4x5xf64>
}
