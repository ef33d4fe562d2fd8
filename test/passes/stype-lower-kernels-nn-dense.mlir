// RUN: stype-opt %s --stype-lower-kernels --canonicalize | FileCheck %s

// The kernels of softmax, log_softmax, softmax_cross_entropy{,_grad} and
// activation (passes/lowering/NN.cpp) on the buffer ABI.

// softmax along axis 1 of a 3-D tensor, temperature 2: the data viewed as
// [outer, n, inner], one iteration per (outer, inner) position p (a
// parallelFor, serial here): element j of its slice is at
// (p / inner * n + j) * inner + p % inner.  A max from -inf, exp((x - max)
// / T) stored and summed, then the divide by the sum.
// CHECK-LABEL: func.func @softmax(
// CHECK-SAME:    %[[X:.*]]: memref<?x?x?xf32>) -> memref<?x?x?xf32> {
// CHECK-DAG:     %[[T:.*]] = arith.constant 2.000000e+00 : f32
// CHECK-DAG:     %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG:     %[[NEGINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK:         %[[OUT:.*]] = memref.alloc(%{{.*}}, %{{.*}}, %{{.*}}) {alignment = 64 : i64} : memref<?x?x?xf32>
// CHECK:         %[[N:.*]] = memref.dim %[[X]], %c1 : memref<?x?x?xf32>
// CHECK-NEXT:    %[[INNER:.*]] = memref.dim %[[X]], %c2 : memref<?x?x?xf32>
// CHECK-NEXT:    %[[OUTER:.*]] = memref.dim %[[X]], %c0 : memref<?x?x?xf32>
// CHECK-NEXT:    %[[TOTAL:.*]] = arith.muli %[[OUTER]], %[[INNER]] : index
// CHECK-NEXT:    %[[SRC:.*]] = memref.collapse_shape %[[X]] {{\[\[}}0, 1, 2]] : memref<?x?x?xf32> into memref<?xf32>
// CHECK-NEXT:    %[[DST:.*]] = memref.collapse_shape %[[OUT]] {{\[\[}}0, 1, 2]] : memref<?x?x?xf32> into memref<?xf32>
// CHECK-NEXT:    scf.for %[[P:.*]] = %c0 to %[[TOTAL]] step %c1 {
// CHECK-NEXT:      %[[O:.*]] = arith.divui %[[P]], %[[INNER]] : index
// CHECK-NEXT:      %[[BASE:.*]] = arith.muli %[[O]], %[[N]] : index
// CHECK-NEXT:      %[[R:.*]] = arith.remui %[[P]], %[[INNER]] : index
// CHECK-NEXT:      %[[MAX:.*]] = scf.for %{{.*}} = %c0 to %[[N]] step %c1 iter_args(%[[M:.*]] = %[[NEGINF]]) -> (f32) {
// CHECK:             %[[V:.*]] = memref.load %[[SRC]][%{{.*}}] : memref<?xf32>
// CHECK-NEXT:        %[[M2:.*]] = arith.maximumf %[[M]], %[[V]] : f32
// CHECK-NEXT:        scf.yield %[[M2]] : f32
// CHECK:           %[[SUM:.*]] = scf.for %{{.*}} = %c0 to %[[N]] step %c1 iter_args(%[[S:.*]] = %[[ZERO]]) -> (f32) {
// CHECK:             %[[V:.*]] = memref.load %[[SRC]][%{{.*}}] : memref<?xf32>
// CHECK-NEXT:        %[[D:.*]] = arith.subf %[[V]], %[[MAX]] : f32
// CHECK-NEXT:        %[[DT:.*]] = arith.divf %[[D]], %[[T]] : f32
// CHECK-NEXT:        %[[E:.*]] = math.exp %[[DT]] : f32
// CHECK:             memref.store %[[E]], %[[DST]][%{{.*}}] : memref<?xf32>
// CHECK-NEXT:        %[[S2:.*]] = arith.addf %[[S]], %[[E]] : f32
// CHECK-NEXT:        scf.yield %[[S2]] : f32
// CHECK:           scf.for %{{.*}} = %c0 to %[[N]] step %c1 {
// CHECK:             %[[E:.*]] = memref.load %[[DST]][%{{.*}}] : memref<?xf32>
// CHECK-NEXT:        %[[Q:.*]] = arith.divf %[[E]], %[[SUM]] : f32
// CHECK:             memref.store %[[Q]], %[[DST]][%{{.*}}] : memref<?xf32>
// CHECK:         return %[[OUT]] : memref<?x?x?xf32>
func.func @softmax(%x: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = stype.softmax %x {axis = 1 : i64, temperature = 2.0 : f64} : tensor<?x?x?xf32> -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// log_softmax over the last axis (inner = 1, folded): (x - max) - log(sum
// exp(x - max)); temperature 1 divides nothing and nothing is stored before
// the last loop.
// CHECK-LABEL: func.func @log_softmax(
// CHECK-SAME:    %[[X:.*]]: memref<4x3xf64>) -> memref<4x3xf64> {
// CHECK-NOT:     arith.divf
// CHECK:         %[[MAX:.*]] = scf.for
// CHECK:         %[[SUM:.*]] = scf.for
// CHECK-NOT:       memref.store
// CHECK:             math.exp
// CHECK-NOT:       memref.store
// CHECK:           %[[LOG:.*]] = math.log %[[SUM]] : f64
// CHECK-NEXT:      scf.for
// CHECK-NEXT:        arith.addi
// CHECK-NEXT:        %[[V:.*]] = memref.load
// CHECK-NEXT:        %[[D:.*]] = arith.subf %[[V]], %{{.*}} : f64
// CHECK-NEXT:        %[[Y:.*]] = arith.subf %[[D]], %[[LOG]] : f64
// CHECK:             memref.store %[[Y]]
func.func @log_softmax(%x: tensor<4x3xf64>) -> tensor<4x3xf64> {
  %0 = stype.log_softmax %x : tensor<4x3xf64> -> tensor<4x3xf64>
  return %0 : tensor<4x3xf64>
}

// softmax_cross_entropy: the batch sizes must agree (else error 10 and a
// zero loss); per row a class index (an integer in [0, classes), NaN fails)
// gives log(sum exp(x - max)) - (x[label] - max) into a buffer of row
// losses, anything else is error 19 (STYPE_KERNEL_CE_LABEL_OUT_OF_RANGE)
// and 0; then the rows summed in order into the [1] result.
// CHECK-LABEL: func.func @cross_entropy(
// CHECK-SAME:    %[[X:.*]]: memref<?x?xf32>, %[[L:.*]]: memref<?xf32>) -> memref<1xf32> {
// CHECK-DAG:     %[[ERR:.*]] = arith.constant 19 : i32
// CHECK-DAG:     %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG:     %[[SHAPE:.*]] = arith.constant 10 : i32
// CHECK:         func.call @stype_kernel_shape_error(%[[SHAPE]],
// CHECK:         %[[RES:.*]] = scf.if %{{.*}} -> (memref<1xf32>) {
// CHECK:           %[[K:.*]] = arith.uitofp %{{.*}} : i64 to f32
// CHECK:           %[[ROWS:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xf32>
// CHECK:           scf.for %[[I:.*]] = %c0 to %[[M:.*]] step %c1 {
// CHECK-NEXT:        %[[LAB:.*]] = memref.load %[[L]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:        %[[GE:.*]] = arith.cmpf oge, %[[LAB]], %[[ZERO]] : f32
// CHECK-NEXT:        %[[LT:.*]] = arith.cmpf olt, %[[LAB]], %[[K]] : f32
// CHECK-NEXT:        %[[IN:.*]] = arith.andi %[[GE]], %[[LT]] : i1
// CHECK-NEXT:        %[[FL:.*]] = math.floor %[[LAB]] : f32
// CHECK-NEXT:        %[[INT:.*]] = arith.cmpf oeq, %[[FL]], %[[LAB]] : f32
// CHECK-NEXT:        %[[OK:.*]] = arith.andi %[[IN]], %[[INT]] : i1
// CHECK-NEXT:        scf.if %[[OK]] {
// CHECK:               %[[MAX:.*]] = scf.for
// CHECK:               %[[SUM:.*]] = scf.for
// CHECK:               %[[C:.*]] = arith.fptosi %[[LAB]] : f32 to i64
// CHECK-NEXT:          %[[CI:.*]] = arith.index_cast %[[C]] : i64 to index
// CHECK-NEXT:          %[[XK:.*]] = memref.load %[[X]][%[[I]], %[[CI]]] : memref<?x?xf32>
// CHECK-NEXT:          %[[XKM:.*]] = arith.subf %[[XK]], %[[MAX]] : f32
// CHECK-NEXT:          %[[LOG:.*]] = math.log %[[SUM]] : f32
// CHECK-NEXT:          %[[LOSS:.*]] = arith.subf %[[LOG]], %[[XKM]] : f32
// CHECK-NEXT:          memref.store %[[LOSS]], %[[ROWS]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:        } else {
// CHECK-NEXT:          func.call @stype_kernel_error(%[[ERR]]) : (i32) -> ()
// CHECK-NEXT:          memref.store %[[ZERO]], %[[ROWS]][%[[I]]] : memref<?xf32>
// CHECK:           %[[TOTAL:.*]] = scf.for %[[I:.*]] = %c0 to %[[M]] step %c1 iter_args(%[[A:.*]] = %[[ZERO]]) -> (f32) {
// CHECK-NEXT:        %[[V:.*]] = memref.load %[[ROWS]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:        %[[A2:.*]] = arith.addf %[[A]], %[[V]] : f32
// CHECK-NEXT:        scf.yield %[[A2]] : f32
// CHECK:           %[[OUT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1xf32>
// CHECK:           memref.store %[[TOTAL]], %[[OUT]][%c0] : memref<1xf32>
// CHECK-NEXT:      scf.yield %[[OUT]] : memref<1xf32>
// CHECK:         return %[[RES]] : memref<1xf32>
func.func @cross_entropy(%x: tensor<?x?xf32>, %l: tensor<?xf32>) -> tensor<1xf32> {
  %0 = stype.softmax_cross_entropy %x, %l : tensor<?x?xf32>, tensor<?xf32> -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// softmax_cross_entropy_grad: per row with a class index, exp(x - max)
// stored and summed, then (e / sum - (j == label)) * dy[0]; a bad label is
// error 19 and a zero row.
// CHECK-LABEL: func.func @cross_entropy_grad(
// CHECK-SAME:    %[[X:.*]]: memref<?x?xf64>, %[[L:.*]]: memref<?xf64>, %[[DY:.*]]: memref<1xf64>) -> memref<?x?xf64> {
// CHECK-DAG:     %[[ERR:.*]] = arith.constant 19 : i32
// CHECK-DAG:     %[[ONE:.*]] = arith.constant 1.000000e+00 : f64
// CHECK-DAG:     %[[ZERO:.*]] = arith.constant 0.000000e+00 : f64
// CHECK:         %[[G:.*]] = memref.alloc(%{{.*}}, %{{.*}}) {alignment = 64 : i64} : memref<?x?xf64>
// CHECK:         scf.for %[[I:.*]] = %c0 to %{{.*}} step %c1 {
// CHECK:           scf.if %{{.*}} {
// CHECK-NEXT:        %[[S:.*]] = memref.load %[[DY]][%c0] : memref<1xf64>
// CHECK-NEXT:        %[[C:.*]] = arith.fptosi %{{.*}} : f64 to i64
// CHECK-NEXT:        %[[K:.*]] = arith.index_cast %[[C]] : i64 to index
// CHECK-NEXT:        %[[MAX:.*]] = scf.for
// CHECK:             %[[SUM:.*]] = scf.for
// CHECK:               memref.store %{{.*}}, %[[G]][%[[I]], %{{.*}}] : memref<?x?xf64>
// CHECK:             scf.for %[[J:.*]] = %c0 to %{{.*}} step %c1 {
// CHECK-NEXT:          %[[E:.*]] = memref.load %[[G]][%[[I]], %[[J]]] : memref<?x?xf64>
// CHECK-NEXT:          %[[P:.*]] = arith.divf %[[E]], %[[SUM]] : f64
// CHECK-NEXT:          %[[HOT:.*]] = arith.cmpi eq, %[[J]], %[[K]] : index
// CHECK-NEXT:          %[[H:.*]] = arith.select %[[HOT]], %[[ONE]], %[[ZERO]] : f64
// CHECK-NEXT:          %[[D:.*]] = arith.subf %[[P]], %[[H]] : f64
// CHECK-NEXT:          %[[V:.*]] = arith.mulf %[[D]], %[[S]] : f64
// CHECK-NEXT:          memref.store %[[V]], %[[G]][%[[I]], %[[J]]] : memref<?x?xf64>
// CHECK:           } else {
// CHECK-NEXT:        func.call @stype_kernel_error(%[[ERR]]) : (i32) -> ()
// CHECK-NEXT:        scf.for %[[J:.*]] = %c0 to %{{.*}} step %c1 {
// CHECK-NEXT:          memref.store %[[ZERO]], %[[G]][%[[I]], %[[J]]] : memref<?x?xf64>
func.func @cross_entropy_grad(%x: tensor<?x?xf64>, %l: tensor<?xf64>, %dy: tensor<1xf64>) -> tensor<?x?xf64> {
  %0 = stype.softmax_cross_entropy_grad %x, %l, %dy : tensor<?x?xf64>, tensor<?xf64>, tensor<1xf64> -> tensor<?x?xf64>
  return %0 : tensor<?x?xf64>
}

// activation softrelu: the element function of MXNet's softrelu, x above
// 20, else log1p(exp(x)) (C math library calls), over the flat elements.
// CHECK-LABEL: func.func @activation(
// CHECK-SAME:    %[[X:.*]]: memref<?x?xf32>) -> memref<?x?xf32> {
// CHECK-DAG:     %[[TWENTY:.*]] = arith.constant 2.000000e+01 : f32
// CHECK:         %[[SRC:.*]] = memref.collapse_shape %[[X]]
// CHECK-NEXT:    %[[DST:.*]] = memref.collapse_shape
// CHECK-NEXT:    %[[N:.*]] = memref.dim %[[SRC]], %c0 : memref<?xf32>
// CHECK-NEXT:    scf.for %[[P:.*]] = %c0 to %[[N]] step %c1 {
// CHECK-NEXT:      %[[V:.*]] = memref.load %[[SRC]][%[[P]]] : memref<?xf32>
// CHECK-NEXT:      %[[BIG:.*]] = arith.cmpf ogt, %[[V]], %[[TWENTY]] : f32
// CHECK-NEXT:      %[[E:.*]] = func.call @expf(%[[V]]) : (f32) -> f32
// CHECK-NEXT:      %[[L:.*]] = func.call @log1pf(%[[E]]) : (f32) -> f32
// CHECK-NEXT:      %[[Y:.*]] = arith.select %[[BIG]], %[[V]], %[[L]] : f32
// CHECK-NEXT:      memref.store %[[Y]], %[[DST]][%[[P]]] : memref<?xf32>
func.func @activation(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = stype.activation %x {act_type = #stype.act_type<softrelu>} : tensor<?x?xf32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
