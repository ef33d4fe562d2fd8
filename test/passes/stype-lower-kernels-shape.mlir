// RUN: stype-opt %s --stype-lower-kernels --canonicalize | FileCheck %s

// The kernels of the shape ops (passes/lowering/Shape.cpp), all default:
// loops over output elements (parallelFor), flat views of the buffers, the
// run-time checks of dynamic shapes before any loop.

// reshape with a dynamic input: the -1 is total / 2 and the element counts
// are compared at run time (error 10, STYPE_KERNEL_SHAPE_MISMATCH, and an
// empty result where they differ); the copy is row-major, flat.
// CHECK-LABEL: func.func @reshape_dynamic(
// CHECK-SAME:    %[[X:.*]]: memref<?x?xf32>) -> memref<?x2xf32> {
// CHECK:         %[[TOTAL:.*]] = arith.muli
// CHECK-NEXT:    %[[ROWS:.*]] = arith.divui %[[TOTAL]], %{{.*}} : index
// CHECK-NEXT:    %[[COUNT:.*]] = arith.muli %[[ROWS]], %{{.*}} : index
// CHECK-NEXT:    %[[OK:.*]] = arith.cmpi eq, %[[TOTAL]], %[[COUNT]] : index
// CHECK:         func.call @stype_kernel_shape_error(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}})
// CHECK:         %[[RES:.*]] = scf.if %[[OK]] -> (memref<?x2xf32>) {
// CHECK:           %[[OUT:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?x2xf32>
// CHECK:           %[[SRC:.*]] = memref.collapse_shape %[[X]] {{\[\[}}0, 1]] : memref<?x?xf32> into memref<?xf32>
// CHECK-NEXT:      %[[DST:.*]] = memref.collapse_shape %[[OUT]] {{\[\[}}0, 1]] : memref<?x2xf32> into memref<?xf32>
// CHECK-NEXT:      scf.for %[[I:.*]] = %{{.*}} to %[[TOTAL]] step
// CHECK-NEXT:        %[[V:.*]] = memref.load %[[SRC]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:        memref.store %[[V]], %[[DST]][%[[I]]] : memref<?xf32>
// CHECK:         } else {
// CHECK:         return %[[RES]] : memref<?x2xf32>
func.func @reshape_dynamic(%x: tensor<?x?xf32>) -> tensor<?x2xf32> {
  %0 = stype.reshape %x {shape = array<i64: -1, 2>} : tensor<?x?xf32> -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}

// Static shapes: checked by the verifier, no run-time check.
// CHECK-LABEL: func.func @reshape_static(
// CHECK-NOT:     stype_kernel_shape_error
// CHECK:         memref.alloc() {alignment = 64 : i64} : memref<2x6xf64>
// CHECK:         scf.for %{{.*}} = %{{.*}} to %{{.*}} step
// CHECK-NOT:     scf.if
// CHECK:         return
func.func @reshape_static(%x: tensor<4x3xf64>) -> tensor<2x6xf64> {
  %0 = stype.reshape %x {shape = array<i64: 2, -1>} : tensor<4x3xf64> -> tensor<2x6xf64>
  return %0 : tensor<2x6xf64>
}

// transpose (1, 2, 0): output element f is unravelled over the output
// sizes (dims 1, 2, 0 of the input) and read at the permuted strides.
// CHECK-LABEL: func.func @transpose(
// CHECK-SAME:    %[[X:.*]]: memref<?x?x?xf32>) -> memref<?x?x?xf32> {
// CHECK-DAG:     %[[D0:.*]] = memref.dim %[[X]], %{{.*}} : memref<?x?x?xf32>
// CHECK:         %[[OUT:.*]] = memref.alloc(%{{.*}}, %{{.*}}, %{{.*}}) {alignment = 64 : i64} : memref<?x?x?xf32>
// CHECK:         scf.for %[[F:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT:      %[[C2:.*]] = arith.remui %[[F]], %[[D0]] : index
// CHECK-NEXT:      %[[R2:.*]] = arith.divui %[[F]], %[[D0]] : index
// CHECK:           memref.load
// CHECK-NEXT:      memref.store
// CHECK:         return %[[OUT]]
func.func @transpose(%x: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = stype.transpose %x {axes = array<i64: 1, 2, 0>} : tensor<?x?x?xf32> -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// broadcast_to [0, 5] of ?x1: stride 0 on a size-1 dim (select), a dim that
// is neither 1 nor the target's reports error 8 and leaves zeros.
// CHECK-LABEL: func.func @broadcast_to(
// CHECK:         %[[ONE:.*]] = arith.cmpi eq, %{{.*}}, %{{.*}} : index
// CHECK-NEXT:    %[[STRIDE:.*]] = arith.select %[[ONE]], %{{.*}}, %{{.*}} : index
// CHECK:         %[[OUT:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?x5xf32>
// CHECK:         scf.if %{{.*}} {
// CHECK:           scf.for
// CHECK:             arith.muli %{{.*}}, %[[STRIDE]] : index
// CHECK:         } else {
// CHECK-NEXT:      func.call @stype_kernel_error(%{{.*}}) : (i32) -> ()
// CHECK:         return %[[OUT]]
func.func @broadcast_to(%x: tensor<?x1xf32>) -> tensor<?x5xf32> {
  %0 = stype.broadcast_to %x {shape = array<i64: 0, 5>} : tensor<?x1xf32> -> tensor<?x5xf32>
  return %0 : tensor<?x5xf32>
}

// broadcast_like: the sizes of rhs, each lhs dim 1 or equal to rhs's.
// CHECK-LABEL: func.func @broadcast_like(
// CHECK-SAME:    %[[L:.*]]: memref<?x?xf32>, %[[R:.*]]: memref<?x?xf32>) -> memref<?x?xf32> {
// CHECK-DAG:     memref.dim %[[R]], %{{.*}} : memref<?x?xf32>
// CHECK-DAG:     memref.dim %[[L]], %{{.*}} : memref<?x?xf32>
// CHECK:         scf.if
// CHECK:         } else {
// CHECK-NEXT:      func.call @stype_kernel_error(%{{.*}}) : (i32) -> ()
func.func @broadcast_like(%x: tensor<?x?xf32>, %y: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = stype.broadcast_like %x, %y : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// broadcast_axis (1, -1) of ?x1x1 to sizes (3, 4): broadcast_to's gather,
// the sizes from the attributes.  The axes are a static 1 (the verifier)
// and data's other dims are its own: no run-time check, no error branch.
// CHECK-LABEL: func.func @broadcast_axis(
// CHECK-SAME:    %[[X:.*]]: memref<?x1x1xf64>) -> memref<?x3x4xf64> {
// CHECK-NOT:     scf.if
// CHECK:         %[[OUT:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?x3x4xf64>
// CHECK-NOT:     scf.if
// CHECK:         scf.for
// CHECK:           memref.load
// CHECK-NEXT:      memref.store
// CHECK-NOT:     stype_kernel_error
// CHECK:         return %[[OUT]]
func.func @broadcast_axis(%x: tensor<?x1x1xf64>) -> tensor<?x3x4xf64> {
  %0 = stype.broadcast_axis %x {axis = array<i64: 1, -1>, size = array<i64: 3, 4>} : tensor<?x1x1xf64> -> tensor<?x3x4xf64>
  return %0 : tensor<?x3x4xf64>
}

// one_hot of float indices: each row off_value, then on_value at the index
// truncated toward zero (fptosi of the clamped value; NaN reads as out of
// range) when it lies in [0, depth).
// CHECK-LABEL: func.func @one_hot(
// CHECK-DAG:     %[[ON:.*]] = arith.constant 2.000000e+00 : f64
// CHECK-DAG:     %[[OFF:.*]] = arith.constant -1.000000e+00 : f64
// CHECK:         scf.for %[[T:.*]] = %{{.*}} to %{{.*}} step
// CHECK:           scf.for
// CHECK:             memref.store %[[OFF]]
// CHECK:           arith.cmpf uno
// CHECK:           %[[J:.*]] = arith.fptosi %{{.*}} : f32 to i64
// CHECK-NEXT:      arith.cmpi sge, %[[J]]
// CHECK-NEXT:      arith.cmpi slt, %[[J]]
// CHECK:           scf.if
// CHECK:             memref.store %[[ON]]
func.func @one_hot(%i: tensor<?xf32>) -> tensor<?x5xf64> {
  %0 = stype.one_hot %i {depth = 5 : i64, on_value = 2.0 : f64, off_value = -1.0 : f64} : tensor<?xf32> -> tensor<?x5xf64>
  return %0 : tensor<?x5xf64>
}

// pick clip along the last axis: the index clamped to [0, 4], read at
// i * 5 + j; static shapes: no run-time check, no empty-axis branch.
// CHECK-LABEL: func.func @pick_clip(
// CHECK-SAME:    %[[X:.*]]: memref<4x5xf32>, %[[I:.*]]: memref<4xi64>) -> memref<4xf32> {
// CHECK-NOT:     stype_kernel_shape_error
// CHECK:         scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT:      %[[ID:.*]] = memref.load %[[I]][%[[K]]] : memref<4xi64>
// CHECK-NEXT:      %[[MIN:.*]] = arith.minsi %[[ID]], %{{.*}} : i64
// CHECK-NEXT:      %[[MAX:.*]] = arith.maxsi %[[MIN]], %{{.*}} : i64
func.func @pick_clip(%x: tensor<4x5xf32>, %i: tensor<4xi64>) -> tensor<4xf32> {
  %0 = stype.pick %x, %i : tensor<4x5xf32>, tensor<4xi64> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// pick wrap along axis 0 with dynamic shapes: the index shape is compared
// with data's without the axis (error 10); an empty axis is error 5
// (STYPE_KERNEL_TAKE_INDEX_OUT_OF_RANGE) and zeros; the index modulo the size.
// CHECK-LABEL: func.func @pick_wrap(
// CHECK:         func.call @stype_kernel_shape_error(
// CHECK:         scf.if
// CHECK:           scf.if
// CHECK:             func.call @stype_kernel_error(%{{.*}}) : (i32) -> ()
// CHECK:           } else {
// CHECK:             arith.fptosi
// CHECK:             arith.remsi
func.func @pick_wrap(%x: tensor<?x?xf32>, %i: tensor<?xf32>) -> tensor<?xf32> {
  %0 = stype.pick %x, %i {axis = 0 : i64, mode = "wrap"} : tensor<?x?xf32>, tensor<?xf32> -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// pick_grad: zeros, then ograd[i] stored at the picked position.
// CHECK-LABEL: func.func @pick_grad(
// CHECK-SAME:    %[[G:.*]]: memref<4xf32>, %[[I:.*]]: memref<4xi64>) -> memref<4x5xf32> {
// CHECK:         %[[OUT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4x5xf32>
// CHECK:         scf.for
// CHECK-NEXT:      memref.store %{{.*}} : memref<20xf32>
// CHECK:         %[[FLAT:.*]] = memref.collapse_shape %[[OUT]]
// CHECK:         scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step
// CHECK:           %[[AT:.*]] = arith.addi
// CHECK-NEXT:      %[[V:.*]] = memref.load %[[G]][%[[K]]] : memref<4xf32>
// CHECK-NEXT:      memref.store %[[V]], %[[FLAT]][%[[AT]]] : memref<20xf32>
func.func @pick_grad(%g: tensor<4xf32>, %i: tensor<4xi64>) -> tensor<4x5xf32> {
  %0 = stype.pick_grad %g, %i {depth = 5 : i64} : tensor<4xf32>, tensor<4xi64> -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
