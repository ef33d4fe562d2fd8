// RUN: stype-opt %s --stype-lower-kernels=check-allocations=0 --canonicalize | FileCheck %s

// The kernels of max, min, argmax (passes/lowering/Reduction.cpp) and
// batch_dot (passes/lowering/Linalg.cpp): one loop iteration per result
// element (a parallelFor: also the GPU's kernel), each reducing its
// elements in storage order.

// max over axis 1: -inf, then arith.maximumf (NaN propagates) along the row.
// CHECK-LABEL: func.func @max_axis1(
// CHECK-SAME:    %[[X:.*]]: memref<?x?xf32>) -> memref<?xf32> {
// CHECK-DAG:     %[[NINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK-DAG:     %[[M:.*]] = memref.dim %[[X]], %c0
// CHECK-DAG:     %[[N:.*]] = memref.dim %[[X]], %c1
// CHECK:         %[[OUT:.*]] = memref.alloc(%[[M]]) {{.*}} : memref<?xf32>
// CHECK:         %[[FLAT:.*]] = memref.collapse_shape %[[X]]
// CHECK:         scf.for %[[G:.*]] = %c0 to %[[M]] step %c1 {
// CHECK-NEXT:      %[[R:.*]] = scf.for %{{.*}} = %c0 to %[[N]] step %c1 iter_args(%[[ACC:.*]] = %[[NINF]]) -> (f32) {
// CHECK:             %[[V:.*]] = memref.load %[[FLAT]]
// CHECK-NEXT:        %[[MX:.*]] = arith.maximumf %[[ACC]], %[[V]] : f32
// CHECK-NEXT:        scf.yield %[[MX]] : f32
// CHECK:           memref.store %[[R]], %[[OUT]][%[[G]]] : memref<?xf32>
// CHECK:         return %[[OUT]] : memref<?xf32>
func.func @max_axis1(%x: tensor<?x?xf32>) -> tensor<?xf32> {
  %0 = stype.max %x {axis = 1 : i64} : tensor<?x?xf32> -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// min over every axis: +inf, arith.minimumf, one result element.
// CHECK-LABEL: func.func @min_all(
// CHECK:         arith.constant 0x7FF0000000000000 : f64
// CHECK:         arith.minimumf %{{.*}}, %{{.*}} : f64
func.func @min_all(%x: tensor<4x5xf64>) -> tensor<1xf64> {
  %0 = stype.min %x : tensor<4x5xf64> -> tensor<1xf64>
  return %0 : tensor<1xf64>
}

// argmax over axis 0: the index of the best so far, replaced by a greater
// value or by the first NaN; NaN for an empty axis.
// CHECK-LABEL: func.func @argmax_axis0(
// CHECK:         %[[NAN:.*]] = arith.constant 0x7FF8000000000000 : f64
// CHECK:         scf.for
// CHECK:           %[[BEST:.*]] = scf.for %[[A:.*]] = %c1 to %{{.*}} step %c1 iter_args(%[[B:.*]] = %c0) -> (index) {
// CHECK:             %[[GT:.*]] = arith.cmpf ogt, %[[V:.*]], %[[CUR:.*]] : f64
// CHECK-NEXT:        %[[VNAN:.*]] = arith.cmpf uno, %[[V]], %[[V]] : f64
// CHECK-NEXT:        %[[CNUM:.*]] = arith.cmpf ord, %[[CUR]], %[[CUR]] : f64
// CHECK-NEXT:        %[[FIRST:.*]] = arith.andi %[[VNAN]], %[[CNUM]] : i1
// CHECK-NEXT:        %[[TAKE:.*]] = arith.ori %[[GT]], %[[FIRST]] : i1
// CHECK-NEXT:        %[[SEL:.*]] = arith.select %[[TAKE]], %[[A]], %[[B]] : index
// CHECK:           %[[I:.*]] = arith.index_cast %[[BEST]] : index to i64
// CHECK-NEXT:      %[[F:.*]] = arith.sitofp %[[I]] : i64 to f64
// CHECK-NEXT:      %[[EMPTY:.*]] = arith.cmpi eq
// CHECK-NEXT:      arith.select %[[EMPTY]], %[[NAN]], %[[F]] : f64
func.func @argmax_axis0(%x: tensor<?x?xf64>) -> tensor<?xf64> {
  %0 = stype.argmax %x {axis = 0 : i64} : tensor<?x?xf64> -> tensor<?xf64>
  return %0 : tensor<?xf64>
}

// batch_dot with dynamic batch and contraction dims: both compared at run
// time (a mismatch reports STYPE_KERNEL_SHAPE_MISMATCH = 10 and gives an
// empty result), then one iteration per (b, i, j) summing K products by fma.
// CHECK-LABEL: func.func @batch_dot(
// CHECK-SAME:    %[[A:.*]]: memref<?x3x?xf32>, %[[B:.*]]: memref<?x?x2xf32>) -> memref<?x3x2xf32> {
// CHECK:         %[[OK:.*]] = arith.andi
// CHECK:         scf.if %[[OK]] -> (memref<?x3x2xf32>) {
// CHECK:           %[[OUT:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?x3x2xf32>
// CHECK:           scf.for
// CHECK:             scf.for {{.*}} iter_args
// CHECK-NEXT:          %[[X:.*]] = memref.load %[[A]]
// CHECK-NEXT:          %[[Y:.*]] = memref.load %[[B]]
// CHECK-NEXT:          math.fma %[[X]], %[[Y]], %{{.*}} : f32
// CHECK:             memref.store %{{.*}}, %[[OUT]]
// CHECK:         } else {
// CHECK:           func.call @stype_kernel_shape_error(%c10_i32
func.func @batch_dot(%a: tensor<?x3x?xf32>, %b: tensor<?x?x2xf32>) -> tensor<?x3x2xf32> {
  %r = stype.batch_dot %a, %b : tensor<?x3x?xf32>, tensor<?x?x2xf32> -> tensor<?x3x2xf32>
  return %r : tensor<?x3x2xf32>
}

// Static shapes: nothing to compare at run time.
// CHECK-LABEL: func.func @batch_dot_static_t(
// CHECK-NOT:     scf.if
// CHECK-NOT:     stype_kernel_shape_error
// CHECK:         math.fma
// CHECK:         return
func.func @batch_dot_static_t(%a: tensor<2x4x3xf64>, %b: tensor<2x5x4xf64>) -> tensor<2x3x5xf64> {
  %r = stype.batch_dot %a, %b {transpose_a, transpose_b} : tensor<2x4x3xf64>, tensor<2x5x4xf64> -> tensor<2x3x5xf64>
  return %r : tensor<2x3x5xf64>
}
