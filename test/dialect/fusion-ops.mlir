// RUN: stype-opt %s | FileCheck %s
// RUN: stype-opt %s --mlir-print-op-generic | stype-opt | FileCheck %s

// Round trip of stype.fused_update and stype.yield (printed and generic
// forms): a producer, elementwise ops and an update in one region.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// CHECK-LABEL: func.func @fused(
// CHECK:         %[[R:.*]]:2 = stype.fused_update %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (tensor<?x?xf32, #csr>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:    ^bb0(%[[X:.*]]: tensor<?x?xf32, #csr>, %[[DY:.*]]: tensor<?x?xf32>, %[[W:.*]]: tensor<?x?xf32>, %[[M:.*]]: tensor<?x?xf32>):
// CHECK-NEXT:      %[[G:.*]] = stype.dot %[[X]], %[[DY]] {transpose_a}
// CHECK-NEXT:      %[[S:.*]] = stype.mul_scalar %[[G]] {scalar = 5.000000e-01 : f64}
// CHECK-NEXT:      %[[W1:.*]], %[[M1:.*]] = stype.sgd_mom_update %[[W]], %[[S]], %[[M]]
// CHECK-NEXT:      stype.yield %[[W1]], %[[M1]] : tensor<?x?xf32>, tensor<?x?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]]#0, %[[R]]#1
func.func @fused(%x: tensor<?x?xf32, #csr>, %dy: tensor<?x?xf32>, %w: tensor<?x?xf32>, %m: tensor<?x?xf32>)
    -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %r:2 = stype.fused_update %x, %dy, %w, %m : (tensor<?x?xf32, #csr>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  ^bb0(%a: tensor<?x?xf32, #csr>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>, %d: tensor<?x?xf32>):
    %g = stype.dot %a, %b {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32, #rsp>
    %s = stype.mul_scalar %g {scalar = 0.5 : f64} : tensor<?x?xf32, #rsp> -> tensor<?x?xf32, #rsp>
    %w1, %m1 = stype.sgd_mom_update %c, %s, %d {lr = 0.1 : f64, momentum = 0.9 : f64}
        : tensor<?x?xf32>, tensor<?x?xf32, #rsp>, tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
    stype.yield %w1, %m1 : tensor<?x?xf32>, tensor<?x?xf32>
  }
  return %r#0, %r#1 : tensor<?x?xf32>, tensor<?x?xf32>
}

// CHECK-LABEL: func.func @two_producers(
// CHECK:         stype.fused_update
// CHECK:           stype.embedding_grad
// CHECK-NEXT:      stype.embedding_grad
// CHECK-NEXT:      stype.add_n
// CHECK-NEXT:      stype.adagrad_update
// CHECK-NEXT:      stype.yield
func.func @two_producers(%i1: tensor<8xi64>, %o1: tensor<8x4xf64>, %i2: tensor<3xi64>, %o2: tensor<3x4xf64>, %w: tensor<50x4xf64, #rsp>, %h: tensor<50x4xf64, #rsp>)
    -> (tensor<50x4xf64, #rsp>, tensor<50x4xf64, #rsp>) {
  %r:2 = stype.fused_update %i1, %o1, %i2, %o2, %w, %h : (tensor<8xi64>, tensor<8x4xf64>, tensor<3xi64>, tensor<3x4xf64>, tensor<50x4xf64, #rsp>, tensor<50x4xf64, #rsp>) -> (tensor<50x4xf64, #rsp>, tensor<50x4xf64, #rsp>) {
  ^bb0(%a: tensor<8xi64>, %b: tensor<8x4xf64>, %c: tensor<3xi64>, %d: tensor<3x4xf64>, %e: tensor<50x4xf64, #rsp>, %f: tensor<50x4xf64, #rsp>):
    %g1 = stype.embedding_grad %a, %b {input_dim = 50 : i64, sparse_grad} : tensor<8xi64>, tensor<8x4xf64> -> tensor<50x4xf64, #rsp>
    %g2 = stype.embedding_grad %c, %d {input_dim = 50 : i64, sparse_grad} : tensor<3xi64>, tensor<3x4xf64> -> tensor<50x4xf64, #rsp>
    %g = stype.add_n %g1, %g2 : tensor<50x4xf64, #rsp>, tensor<50x4xf64, #rsp> -> tensor<50x4xf64, #rsp>
    %w1, %h1 = stype.adagrad_update %e, %g, %f {lr = 0.1 : f64}
        : tensor<50x4xf64, #rsp>, tensor<50x4xf64, #rsp>, tensor<50x4xf64, #rsp> -> tensor<50x4xf64, #rsp>, tensor<50x4xf64, #rsp>
    stype.yield %w1, %h1 : tensor<50x4xf64, #rsp>, tensor<50x4xf64, #rsp>
  }
  return %r#0, %r#1 : tensor<50x4xf64, #rsp>, tensor<50x4xf64, #rsp>
}

// Any elementwise op whose ElementwiseOpInterface fuses on rows
// (fusesOnRows) may be chained: a binary rule, clip, a scalar op.
// CHECK-LABEL: func.func @elementwise_chain(
// CHECK:         stype.fused_update
// CHECK:           stype.dot
// CHECK-NEXT:      stype.dot
// CHECK-NEXT:      stype.hypot
// CHECK-NEXT:      stype.clip
// CHECK-NEXT:      stype.mul_scalar
// CHECK-NEXT:      stype.sgd_update
// CHECK-NEXT:      stype.yield
func.func @elementwise_chain(%x: tensor<5x4xf32, #csr>, %dy: tensor<5x3xf32>, %w: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %r = stype.fused_update %x, %dy, %w : (tensor<5x4xf32, #csr>, tensor<5x3xf32>, tensor<4x3xf32>) -> (tensor<4x3xf32>) {
  ^bb0(%bx: tensor<5x4xf32, #csr>, %bdy: tensor<5x3xf32>, %bw: tensor<4x3xf32>):
    %g1 = stype.dot %bx, %bdy {transpose_a} : tensor<5x4xf32, #csr>, tensor<5x3xf32> -> tensor<4x3xf32, #rsp>
    %g2 = stype.dot %bx, %bdy {transpose_a} : tensor<5x4xf32, #csr>, tensor<5x3xf32> -> tensor<4x3xf32, #rsp>
    %h = stype.hypot %g1, %g2 : tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp> -> tensor<4x3xf32, #rsp>
    %c = stype.clip %h {a_min = -1.0 : f64, a_max = 1.0 : f64} : tensor<4x3xf32, #rsp> -> tensor<4x3xf32, #rsp>
    %s = stype.mul_scalar %c {scalar = 0.5 : f64} : tensor<4x3xf32, #rsp> -> tensor<4x3xf32, #rsp>
    %u = stype.sgd_update %bw, %s {lr = 0.1 : f64} : tensor<4x3xf32>, tensor<4x3xf32, #rsp> -> tensor<4x3xf32>
    stype.yield %u : tensor<4x3xf32>
  }
  return %r : tensor<4x3xf32>
}
