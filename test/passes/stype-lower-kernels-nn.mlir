// RUN: stype-opt %s --stype-lower-kernels --canonicalize | FileCheck %s

// The kernels of passes/lowering/NN.cpp on the buffer ABI: csr ->
// (indptr, column ids, data, N), row_sparse -> (row ids, data, rows).

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// All dense: out[i, h] = fma-accumulated data[i, :] . weight[h, :] started
// at bias[h], one iteration per output element (i = p / 4, h = p % 4: a
// parallelFor, serial here).  First the run-time check of the dims the
// verifier could not compare: weight dim 1 against data dim 1.
// CHECK-LABEL: func.func @fc_dense(
// CHECK-SAME:    %[[X:.*]]: memref<?x?xf32>, %[[W:.*]]: memref<4x?xf32>, %[[B:.*]]: memref<4xf32>) -> memref<?x4xf32> {
// CHECK:         %[[K:.*]] = memref.dim %[[X]], %{{.*}} : memref<?x?xf32>
// CHECK-NEXT:    %[[WK:.*]] = memref.dim %[[W]], %{{.*}} : memref<4x?xf32>
// CHECK-NEXT:    %[[SAME:.*]] = arith.cmpi eq, %[[WK]], %[[K]] : index
// CHECK:         func.call @stype_kernel_shape_error
// CHECK:         scf.if %[[SAME]] -> (memref<?x4xf32>) {
// CHECK:         %[[OUT:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?x4xf32>
// CHECK:         %[[N:.*]] = arith.muli %{{.*}}, %[[C4:.*]] : index
// CHECK-NEXT:    scf.for %[[P:.*]] = %{{.*}} to %[[N]] step
// CHECK-NEXT:      %[[I:.*]] = arith.divui %[[P]], %[[C4]] : index
// CHECK-NEXT:      %[[H:.*]] = arith.remui %[[P]], %[[C4]] : index
// CHECK-NEXT:      %[[B0:.*]] = memref.load %[[B]][%[[H]]] : memref<4xf32>
// CHECK-NEXT:      %[[S:.*]] = scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %[[B0]]) -> (f32) {
// CHECK-NEXT:        %[[XV:.*]] = memref.load %[[X]][%[[I]], %[[J]]]
// CHECK-NEXT:        %[[WV:.*]] = memref.load %[[W]][%[[H]], %[[J]]]
// CHECK-NEXT:        %[[F:.*]] = math.fma %[[XV]], %[[WV]], %[[ACC]] : f32
// CHECK-NEXT:        scf.yield %[[F]] : f32
// CHECK:           memref.store %[[S]], %[[OUT]][%[[I]], %[[H]]] : memref<?x4xf32>
// CHECK:         scf.yield %[[OUT]] : memref<?x4xf32>
func.func @fc_dense(%x: tensor<?x?xf32>, %w: tensor<4x?xf32>, %b: tensor<4xf32>) -> tensor<?x4xf32> {
  %0 = stype.fully_connected %x, %w, %b {num_hidden = 4 : i64} : tensor<?x?xf32>, tensor<4x?xf32>, tensor<4xf32> -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// Row_sparse weight and bias: a zero result, then the check that both store
// all rows (MXNet: length of weight.indices == num_hidden); the loops read
// the stored data directly (row h at position h); otherwise error code 7
// (STYPE_KERNEL_FC_RSP_NOT_FULL).
// CHECK-LABEL: func.func @fc_rsp(
// CHECK-SAME:    %[[X:.*]]: memref<?x?xf64>, %[[WI:.*]]: memref<?xi64>, %[[WD:.*]]: memref<?x?xf64>, %[[WN:.*]]: index, %[[BI:.*]]: memref<?xi64>, %[[BD:.*]]: memref<?x1xf64>, %[[BN:.*]]: index) -> memref<?x4xf64> {
// CHECK-DAG:     %[[ERR:.*]] = arith.constant 7 : i32
// CHECK:         %[[OUT:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?x4xf64>
// CHECK:         scf.for
// CHECK-NEXT:      memref.store %{{.*}}, %{{.*}}
// CHECK:         %[[NW:.*]] = memref.dim %[[WI]], %{{.*}} : memref<?xi64>
// CHECK-NEXT:    %[[FW:.*]] = arith.cmpi eq, %[[NW]], %[[WN]] : index
// CHECK-NEXT:    %[[NB:.*]] = memref.dim %[[BI]], %{{.*}} : memref<?xi64>
// CHECK-NEXT:    %[[FB:.*]] = arith.cmpi eq, %[[NB]], %[[BN]] : index
// CHECK-NEXT:    %[[OK:.*]] = arith.andi %[[FW]], %[[FB]] : i1
// CHECK-NEXT:    scf.if %[[OK]] {
// CHECK:           %[[BFLAT:.*]] = memref.collapse_shape %[[BD]]
// CHECK:           scf.for %[[P:.*]] =
// CHECK-NEXT:        arith.divui %[[P]]
// CHECK-NEXT:        %[[H:.*]] = arith.remui %[[P]]
// CHECK-NEXT:        memref.load %[[BFLAT]][%[[H]]] : memref<?xf64>
// CHECK-NEXT:        scf.for
// CHECK-NEXT:          memref.load %[[X]]
// CHECK-NEXT:          memref.load %[[WD]][%[[H]], %{{.*}}]
// CHECK-NEXT:          math.fma
// CHECK:         } else {
// CHECK-NEXT:      func.call @stype_kernel_error(%[[ERR]]) : (i32) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.yield %[[OUT]] : memref<?x4xf64>
func.func @fc_rsp(%x: tensor<?x?xf64>, %w: tensor<4x?xf64, #rsp>, %b: tensor<4x1xf64, #rsp>) -> tensor<?x4xf64> {
  %0 = stype.fully_connected %x, %w, %b {num_hidden = 4 : i64} : tensor<?x?xf64>, tensor<4x?xf64, #rsp>, tensor<4x1xf64, #rsp> -> tensor<?x4xf64>
  return %0 : tensor<?x4xf64>
}

// Without a bias only the weight is checked; the accumulation starts at 0.
// CHECK-LABEL: func.func @fc_rsp_no_bias(
// CHECK-SAME:    %[[X:.*]]: memref<?x?xf32>, %[[WI:.*]]: memref<?xi64>, %[[WD:.*]]: memref<?x?xf32>, %[[WN:.*]]: index) -> memref<?x4xf32> {
// CHECK-DAG:     %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         %[[NW:.*]] = memref.dim %[[WI]], %{{.*}} : memref<?xi64>
// CHECK-NEXT:    %[[FW:.*]] = arith.cmpi eq, %[[NW]], %[[WN]] : index
// CHECK-NEXT:    scf.if %[[FW]] {
// CHECK:             scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %[[ZERO]]) -> (f32) {
// CHECK:         } else {
// CHECK-NEXT:      func.call @stype_kernel_error
func.func @fc_rsp_no_bias(%x: tensor<?x?xf32>, %w: tensor<4x?xf32, #rsp>) -> tensor<?x4xf32> {
  %0 = stype.fully_connected %x, %w {no_bias, num_hidden = 4 : i64} : tensor<?x?xf32>, tensor<4x?xf32, #rsp> -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// Forward with a csr label: one loop over the data computing the sigmoid;
// no buffer of the label is read.
// CHECK-LABEL: func.func @logistic_csr_label(
// CHECK-SAME:    %[[X:.*]]: memref<?x?xf32>, %[[PTR:.*]]: memref<?xi64>, %[[COL:.*]]: memref<?xi64>, %[[VAL:.*]]: memref<?xf32>, %[[N:.*]]: index) -> memref<?x?xf32> {
// CHECK-NOT:     memref.load %[[PTR]]
// CHECK-NOT:     memref.load %[[VAL]]
// CHECK:         %[[XF:.*]] = memref.collapse_shape %[[X]]
// CHECK:         scf.for %[[P:.*]] =
// CHECK-NEXT:      %[[V:.*]] = memref.load %[[XF]][%[[P]]] : memref<?xf32>
// CHECK-NEXT:      %[[NEG:.*]] = arith.negf %[[V]] : f32
// CHECK-NEXT:      %[[E:.*]] = math.exp %[[NEG]] : f32
// CHECK-NEXT:      %[[D:.*]] = arith.addf %[[E]], %{{.*}} : f32
// CHECK-NEXT:      %[[S:.*]] = arith.divf %{{.*}}, %[[D]] : f32
// CHECK-NEXT:      memref.store %[[S]]
// CHECK-NOT:     memref.load %[[PTR]]
// CHECK-NOT:     memref.load %[[VAL]]
// CHECK:         return
func.func @logistic_csr_label(%x: tensor<?x?xf32>, %l: tensor<?x?xf32, #csr>) -> tensor<?x?xf32> {
  %0 = stype.logistic_regression_output %x, %l : tensor<?x?xf32>, tensor<?x?xf32, #csr> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// Backward with a csr label: scale = grad_scale / num_output (num_output =
// dim 1); a pass over out with label 0, then one pass over the stored label
// entries rewriting sign(out - label) * scale at their positions.
// CHECK-LABEL: func.func @mae_grad_csr_label(
// CHECK-SAME:    %[[Y:.*]]: memref<?x?xf32>, %[[PTR:.*]]: memref<?xi64>, %[[COL:.*]]: memref<?xi64>, %[[VAL:.*]]: memref<?xf32>, %[[N:.*]]: index) -> memref<?x?xf32> {
// CHECK-DAG:     %[[GS:.*]] = arith.constant 2.000000e+00 : f32
// CHECK:         %[[OUT:.*]] = memref.alloc
// CHECK:         %[[NO:.*]] = arith.uitofp %{{.*}} : i64 to f32
// CHECK-NEXT:    %[[SCALE:.*]] = arith.divf %[[GS]], %[[NO]] : f32
// CHECK:         scf.for
// CHECK:           arith.select
// CHECK-NEXT:      arith.select
// CHECK-NEXT:      arith.mulf %{{.*}}, %[[SCALE]] : f32
// CHECK-NEXT:      memref.store
// CHECK:         scf.for %[[I:.*]] =
// CHECK:           scf.for %[[P:.*]] =
// CHECK-NEXT:        %[[C:.*]] = memref.load %[[COL]][%[[P]]] : memref<?xi64>
// CHECK-NEXT:        %[[CI:.*]] = arith.index_cast %[[C]] : i64 to index
// CHECK-NEXT:        %[[YV:.*]] = memref.load %[[Y]][%[[I]], %[[CI]]] : memref<?x?xf32>
// CHECK-NEXT:        %[[LV:.*]] = memref.load %[[VAL]][%[[P]]] : memref<?xf32>
// CHECK-NEXT:        %[[DIFF:.*]] = arith.subf %[[YV]], %[[LV]] : f32
// CHECK-NEXT:        arith.cmpf olt, %[[DIFF]]
// CHECK-NEXT:        arith.cmpf ogt, %[[DIFF]]
// CHECK-NEXT:        arith.select
// CHECK-NEXT:        %[[SG:.*]] = arith.select
// CHECK-NEXT:        %[[G:.*]] = arith.mulf %[[SG]], %[[SCALE]] : f32
// CHECK-NEXT:        memref.store %[[G]], %[[OUT]][%[[I]], %[[CI]]] : memref<?x?xf32>
// CHECK:         return %[[OUT]]
func.func @mae_grad_csr_label(%y: tensor<?x?xf32>, %l: tensor<?x?xf32, #csr>) -> tensor<?x?xf32> {
  %0 = stype.mae_regression_output_grad %y, %l {grad_scale = 2.0 : f64} : tensor<?x?xf32>, tensor<?x?xf32, #csr> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// All dense with static shapes: (out - label) * (1 / 3) over 12 elements.
// CHECK-LABEL: func.func @linear_grad_dense(
// CHECK-DAG:     %[[N:.*]] = arith.constant 12 : index
// CHECK-DAG:     %[[SCALE:.*]] = arith.constant 0.33333333333333331 : f64
// CHECK:         scf.for %[[P:.*]] = %{{.*}} to %[[N]] step
// CHECK-NEXT:      %[[A:.*]] = memref.load
// CHECK-NEXT:      %[[B:.*]] = memref.load
// CHECK-NEXT:      %[[D:.*]] = arith.subf %[[A]], %[[B]] : f64
// CHECK-NEXT:      %[[G:.*]] = arith.mulf %[[D]], %[[SCALE]] : f64
// CHECK-NEXT:      memref.store %[[G]]
func.func @linear_grad_dense(%y: tensor<4x3xf64>, %l: tensor<4x3xf64>) -> tensor<4x3xf64> {
  %0 = stype.linear_regression_output_grad %y, %l : tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
  return %0 : tensor<4x3xf64>
}

// softmax_output: per row, the max (from -inf), then exp(x - max) stored
// and summed in one loop, then the divide by the sum; the label is not read.
// CHECK-LABEL: func.func @softmax_output(
// CHECK-SAME:    %[[X:.*]]: memref<?x?xf32>, %[[L:.*]]: memref<?xf32>) -> memref<?x?xf32> {
// CHECK-DAG:     %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG:     %[[NEGINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK-NOT:     memref.load %[[L]]
// CHECK:         %[[OUT:.*]] = memref.alloc(%{{.*}}, %{{.*}}) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT:      %[[MAX:.*]] = scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[M:.*]] = %[[NEGINF]]) -> (f32) {
// CHECK-NEXT:        %[[V:.*]] = memref.load %[[X]][%[[I]], %[[J]]] : memref<?x?xf32>
// CHECK-NEXT:        %[[M2:.*]] = arith.maximumf %[[M]], %[[V]] : f32
// CHECK-NEXT:        scf.yield %[[M2]] : f32
// CHECK:           %[[SUM:.*]] = scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[S:.*]] = %[[ZERO]]) -> (f32) {
// CHECK-NEXT:        %[[V:.*]] = memref.load %[[X]][%[[I]], %[[J]]] : memref<?x?xf32>
// CHECK-NEXT:        %[[D:.*]] = arith.subf %[[V]], %[[MAX]] : f32
// CHECK-NEXT:        %[[E:.*]] = math.exp %[[D]] : f32
// CHECK-NEXT:        memref.store %[[E]], %[[OUT]][%[[I]], %[[J]]] : memref<?x?xf32>
// CHECK-NEXT:        %[[S2:.*]] = arith.addf %[[S]], %[[E]] : f32
// CHECK-NEXT:        scf.yield %[[S2]] : f32
// CHECK:           scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT:        %[[E:.*]] = memref.load %[[OUT]][%[[I]], %[[J]]] : memref<?x?xf32>
// CHECK-NEXT:        %[[P:.*]] = arith.divf %[[E]], %[[SUM]] : f32
// CHECK-NEXT:        memref.store %[[P]], %[[OUT]][%[[I]], %[[J]]] : memref<?x?xf32>
// CHECK-NOT:     memref.load %[[L]]
// CHECK:         return %[[OUT]] : memref<?x?xf32>
func.func @softmax_output(%x: tensor<?x?xf32>, %l: tensor<?xf32>) -> tensor<?x?xf32> {
  %0 = stype.softmax_output %x, %l : tensor<?x?xf32>, tensor<?xf32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// softmax_output_grad with dynamic batch sizes: out and label must agree
// (else error 10, STYPE_KERNEL_SHAPE_MISMATCH, and an empty result);
// "valid" counts the labels != ignore_label (at least 1): scale =
// grad_scale / count.  Per row: a class index is an integer in [0,
// classes); an ignored row (use_ignore) is zero, any other non-class label
// is error 17 (STYPE_KERNEL_LABEL_OUT_OF_RANGE) and a zero row; otherwise
// out * scale, then (out - 1) * scale at the label's column.
// CHECK-LABEL: func.func @softmax_output_grad(
// CHECK-SAME:    %[[Y:.*]]: memref<?x?xf64>, %[[L:.*]]: memref<?xf64>) -> memref<?x?xf64> {
// CHECK-DAG:     %[[ERR:.*]] = arith.constant 17 : i32
// CHECK-DAG:     %[[ONE:.*]] = arith.constant 1.000000e+00 : f64
// CHECK-DAG:     %[[ZERO:.*]] = arith.constant 0.000000e+00 : f64
// CHECK-DAG:     %[[GS:.*]] = arith.constant 2.000000e+00 : f64
// CHECK-DAG:     %[[IGN:.*]] = arith.constant -1.000000e+00 : f64
// CHECK-DAG:     %[[SHAPE:.*]] = arith.constant 10 : i32
// CHECK:         %[[M:.*]] = memref.dim %[[Y]], %{{.*}} : memref<?x?xf64>
// CHECK-NEXT:    %[[ML:.*]] = memref.dim %[[L]], %{{.*}} : memref<?xf64>
// CHECK-NEXT:    %[[OK:.*]] = arith.cmpi eq, %[[M]], %[[ML]] : index
// CHECK:         func.call @stype_kernel_shape_error(%[[SHAPE]], %{{.*}}, %{{.*}}, %{{.*}})
// CHECK:         %[[RES:.*]] = scf.if %[[OK]] -> (memref<?x?xf64>) {
// CHECK:           %[[G:.*]] = memref.alloc(%{{.*}}, %{{.*}}) {alignment = 64 : i64} : memref<?x?xf64>
// CHECK:           %[[CNT:.*]] = scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[C:.*]] = %{{.*}}) -> (index) {
// CHECK-NEXT:        %[[LV:.*]] = memref.load %[[L]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:        %[[NE:.*]] = arith.cmpf une, %[[LV]], %[[IGN]] : f64
// CHECK-NEXT:        %[[INC:.*]] = arith.select %[[NE]], %{{.*}}, %{{.*}} : index
// CHECK-NEXT:        %[[C2:.*]] = arith.addi %[[C]], %[[INC]] : index
// CHECK-NEXT:        scf.yield %[[C2]] : index
// CHECK:           %[[NORM:.*]] = arith.maxui %[[CNT]], %{{.*}} : index
// CHECK:           %[[NORMF:.*]] = arith.uitofp %{{.*}} : i64 to f64
// CHECK-NEXT:      %[[SCALE:.*]] = arith.divf %[[GS]], %[[NORMF]] : f64
// CHECK:           %[[K:.*]] = arith.uitofp %{{.*}} : i64 to f64
// CHECK:           scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT:        %[[LV:.*]] = memref.load %[[L]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:        %[[GE:.*]] = arith.cmpf oge, %[[LV]], %[[ZERO]] : f64
// CHECK-NEXT:        %[[LT:.*]] = arith.cmpf olt, %[[LV]], %[[K]] : f64
// CHECK-NEXT:        %[[IN:.*]] = arith.andi %[[GE]], %[[LT]] : i1
// CHECK-NEXT:        %[[FL:.*]] = math.floor %[[LV]] : f64
// CHECK-NEXT:        %[[INT:.*]] = arith.cmpf oeq, %[[FL]], %[[LV]] : f64
// CHECK-NEXT:        %[[CLASS:.*]] = arith.andi %[[IN]], %[[INT]] : i1
// CHECK-NEXT:        %[[NOTCLASS:.*]] = arith.xori %[[CLASS]], %{{.*}} : i1
// CHECK-NEXT:        %[[ISIGN:.*]] = arith.cmpf oeq, %[[LV]], %[[IGN]] : f64
// CHECK-NEXT:        %[[KEPT:.*]] = arith.xori %[[ISIGN]], %{{.*}} : i1
// CHECK-NEXT:        %[[LIVE:.*]] = arith.andi %[[CLASS]], %[[KEPT]] : i1
// CHECK-NEXT:        %[[BAD:.*]] = arith.andi %[[NOTCLASS]], %[[KEPT]] : i1
// CHECK-NEXT:        scf.if %[[BAD]] {
// CHECK-NEXT:          func.call @stype_kernel_error(%[[ERR]]) : (i32) -> ()
// CHECK-NEXT:        }
// CHECK-NEXT:        scf.if %[[LIVE]] {
// CHECK-NEXT:          scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT:            %[[YV:.*]] = memref.load %[[Y]][%[[I]], %[[J]]] : memref<?x?xf64>
// CHECK-NEXT:            %[[GV:.*]] = arith.mulf %[[YV]], %[[SCALE]] : f64
// CHECK-NEXT:            memref.store %[[GV]], %[[G]][%[[I]], %[[J]]] : memref<?x?xf64>
// CHECK-NEXT:          }
// CHECK-NEXT:          %[[KI:.*]] = arith.fptosi %[[LV]] : f64 to i64
// CHECK-NEXT:          %[[KX:.*]] = arith.index_cast %[[KI]] : i64 to index
// CHECK-NEXT:          %[[YK:.*]] = memref.load %[[Y]][%[[I]], %[[KX]]] : memref<?x?xf64>
// CHECK-NEXT:          %[[D:.*]] = arith.subf %[[YK]], %[[ONE]] : f64
// CHECK-NEXT:          %[[GK:.*]] = arith.mulf %[[D]], %[[SCALE]] : f64
// CHECK-NEXT:          memref.store %[[GK]], %[[G]][%[[I]], %[[KX]]] : memref<?x?xf64>
// CHECK-NEXT:        } else {
// CHECK-NEXT:          scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT:            memref.store %[[ZERO]], %[[G]][%[[I]], %[[J]]] : memref<?x?xf64>
// CHECK:           scf.yield %[[G]] : memref<?x?xf64>
// CHECK-NEXT:    } else {
// CHECK:           scf.yield %{{.*}} : memref<?x?xf64>
// CHECK:         return %[[RES]] : memref<?x?xf64>
func.func @softmax_output_grad(%y: tensor<?x?xf64>, %l: tensor<?xf64>) -> tensor<?x?xf64> {
  %0 = stype.softmax_output_grad %y, %l {grad_scale = 2.0 : f64, use_ignore, normalization = "valid"} : tensor<?x?xf64>, tensor<?xf64> -> tensor<?x?xf64>
  return %0 : tensor<?x?xf64>
}

// Static shapes: no run-time shape check; "batch" divides grad_scale by the
// batch size (1 / 4); without use_ignore every non-class label is an error.
// CHECK-LABEL: func.func @softmax_output_grad_static(
// CHECK-SAME:    %[[Y:.*]]: memref<4x3xf32>, %[[L:.*]]: memref<4xf32>) -> memref<4x3xf32> {
// CHECK-DAG:     %[[K:.*]] = arith.constant 3.000000e+00 : f32
// CHECK-DAG:     %[[SCALE:.*]] = arith.constant 2.500000e-01 : f32
// CHECK-NOT:     arith.constant 10 : i32
// CHECK:         scf.for %[[I:.*]] =
// CHECK-NEXT:      %[[LV:.*]] = memref.load %[[L]][%[[I]]] : memref<4xf32>
// CHECK:           arith.cmpf olt, %[[LV]], %[[K]] : f32
// CHECK:           scf.if %[[CLASS:.*]] {
// CHECK:             arith.mulf %{{.*}}, %[[SCALE]] : f32
// CHECK:           } else {
// CHECK-NEXT:        func.call @stype_kernel_error
// CHECK:         return
func.func @softmax_output_grad_static(%y: tensor<4x3xf32>, %l: tensor<4xf32>) -> tensor<4x3xf32> {
  %0 = stype.softmax_output_grad %y, %l {normalization = "batch"} : tensor<4x3xf32>, tensor<4xf32> -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}
