// RUN: stype-opt %s -split-input-file --verify-diagnostics --mlir-print-op-on-diagnostic=false

// One chunk per verifier rule of stype.fused_update.
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @arg_types(%x: tensor<5x4xf32, #csr>, %dy: tensor<5x3xf32>, %w: tensor<4x3xf32>, %e: tensor<4x3xf32>) {
  // expected-error @below {{'stype.fused_update' op body arguments must have the types of the inputs}}
  %r = stype.fused_update %x, %dy, %w, %e : (tensor<5x4xf32, #csr>, tensor<5x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>) -> (tensor<4x3xf32>) {
  ^bb0(%bx: tensor<5x4xf32, #csr>, %bdy: tensor<5x3xf32>, %bw: tensor<4x3xf32>, %be: tensor<4x3xf64>):
    %g = stype.dot %bx, %bdy {transpose_a} : tensor<5x4xf32, #csr>, tensor<5x3xf32> -> tensor<4x3xf32, #rsp>
    %u = stype.sgd_update %bw, %g {lr = 0.1 : f64} : tensor<4x3xf32>, tensor<4x3xf32, #rsp> -> tensor<4x3xf32>
    stype.yield %u : tensor<4x3xf32>
  }
  return
}

// -----
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @not_update(%x: tensor<5x4xf32, #csr>, %dy: tensor<5x3xf32>, %w: tensor<4x3xf32>) {
  // expected-error @below {{'stype.fused_update' op the op before stype.yield must be an optimizer update with a row_sparse gradient (a stype.*_update)}}
  %r = stype.fused_update %x, %dy, %w : (tensor<5x4xf32, #csr>, tensor<5x3xf32>, tensor<4x3xf32>) -> (tensor<4x3xf32, #rsp>) {
  ^bb0(%bx: tensor<5x4xf32, #csr>, %bdy: tensor<5x3xf32>, %bw: tensor<4x3xf32>):
    %g = stype.dot %bx, %bdy {transpose_a} : tensor<5x4xf32, #csr>, tensor<5x3xf32> -> tensor<4x3xf32, #rsp>
    stype.yield %g : tensor<4x3xf32, #rsp>
  }
  return
}

// -----
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @yield_values(%x: tensor<5x4xf32, #csr>, %dy: tensor<5x3xf32>, %w: tensor<4x3xf32>) {
  // expected-error @below {{'stype.fused_update' op stype.yield must yield the results of the update, in order}}
  %r = stype.fused_update %x, %dy, %w : (tensor<5x4xf32, #csr>, tensor<5x3xf32>, tensor<4x3xf32>) -> (tensor<4x3xf32>) {
  ^bb0(%bx: tensor<5x4xf32, #csr>, %bdy: tensor<5x3xf32>, %bw: tensor<4x3xf32>):
    %g = stype.dot %bx, %bdy {transpose_a} : tensor<5x4xf32, #csr>, tensor<5x3xf32> -> tensor<4x3xf32, #rsp>
    %u = stype.sgd_update %bw, %g {lr = 0.1 : f64} : tensor<4x3xf32>, tensor<4x3xf32, #rsp> -> tensor<4x3xf32>
    stype.yield %bw : tensor<4x3xf32>
  }
  return
}

// -----
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @result_types(%x: tensor<5x4xf32, #csr>, %dy: tensor<5x3xf32>, %w: tensor<4x3xf32>) {
  // expected-error @below {{'stype.fused_update' op result types must be the update's result types}}
  %r = stype.fused_update %x, %dy, %w : (tensor<5x4xf32, #csr>, tensor<5x3xf32>, tensor<4x3xf32>) -> (tensor<4x3xf64>) {
  ^bb0(%bx: tensor<5x4xf32, #csr>, %bdy: tensor<5x3xf32>, %bw: tensor<4x3xf32>):
    %g = stype.dot %bx, %bdy {transpose_a} : tensor<5x4xf32, #csr>, tensor<5x3xf32> -> tensor<4x3xf32, #rsp>
    %u = stype.sgd_update %bw, %g {lr = 0.1 : f64} : tensor<4x3xf32>, tensor<4x3xf32, #rsp> -> tensor<4x3xf32>
    stype.yield %u : tensor<4x3xf32>
  }
  return
}

// -----
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @grad_arg(%x: tensor<5x4xf32, #csr>, %dy: tensor<5x3xf32>, %w: tensor<4x3xf32>, %h: tensor<4x3xf32, #rsp>) {
  // expected-error @below {{'stype.fused_update' op the update's gradient must be computed in the body, not passed in}}
  %r = stype.fused_update %x, %dy, %w, %h : (tensor<5x4xf32, #csr>, tensor<5x3xf32>, tensor<4x3xf32>, tensor<4x3xf32, #rsp>) -> (tensor<4x3xf32>) {
  ^bb0(%bx: tensor<5x4xf32, #csr>, %bdy: tensor<5x3xf32>, %bw: tensor<4x3xf32>, %bh: tensor<4x3xf32, #rsp>):
    %u = stype.sgd_update %bw, %bh {lr = 0.1 : f64} : tensor<4x3xf32>, tensor<4x3xf32, #rsp> -> tensor<4x3xf32>
    stype.yield %u : tensor<4x3xf32>
  }
  return
}

// -----
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @weight_not_arg(%x: tensor<5x4xf32, #csr>, %dy: tensor<5x3xf32>, %w: tensor<4x3xf32>) {
  // expected-error @below {{'stype.fused_update' op update operand #0 must be a body argument}}
  %r = stype.fused_update %x, %dy, %w : (tensor<5x4xf32, #csr>, tensor<5x3xf32>, tensor<4x3xf32>) -> (tensor<4x3xf32>) {
  ^bb0(%bx: tensor<5x4xf32, #csr>, %bdy: tensor<5x3xf32>, %bw: tensor<4x3xf32>):
    %g = stype.dot %bx, %bdy {transpose_a} : tensor<5x4xf32, #csr>, tensor<5x3xf32> -> tensor<4x3xf32, #rsp>
    %w2 = stype.mul_scalar %bw {scalar = 2.0 : f64} : tensor<4x3xf32> -> tensor<4x3xf32>
    %u = stype.sgd_update %w2, %g {lr = 0.1 : f64} : tensor<4x3xf32>, tensor<4x3xf32, #rsp> -> tensor<4x3xf32>
    stype.yield %u : tensor<4x3xf32>
  }
  return
}

// -----
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @weight_other_use(%x: tensor<5x4xf32, #csr>, %w: tensor<4x3xf32>) {
  // expected-error @below {{'stype.fused_update' op update operand #0 (the weight or a state) must have no other use in the body}}
  %r = stype.fused_update %x, %w : (tensor<5x4xf32, #csr>, tensor<4x3xf32>) -> (tensor<4x3xf32>) {
  ^bb0(%bx: tensor<5x4xf32, #csr>, %bw: tensor<4x3xf32>):
    %g = stype.dot %bx, %bw {transpose_a} : tensor<5x4xf32, #csr>, tensor<4x3xf32> -> tensor<4x3xf32, #rsp>
    %u = stype.sgd_update %bw, %g {lr = 0.1 : f64} : tensor<4x3xf32>, tensor<4x3xf32, #rsp> -> tensor<4x3xf32>
    stype.yield %u : tensor<4x3xf32>
  }
  return
}

// -----
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @input_twice(%x: tensor<5x4xf32, #csr>, %w: tensor<4x3xf32>) {
  // expected-error @below {{'stype.fused_update' op the input of update operand #0 must not be passed as another input too}}
  %r = stype.fused_update %x, %w, %w : (tensor<5x4xf32, #csr>, tensor<4x3xf32>, tensor<4x3xf32>) -> (tensor<4x3xf32>) {
  ^bb0(%bx: tensor<5x4xf32, #csr>, %bw: tensor<4x3xf32>, %bw_1: tensor<4x3xf32>):
    %g = stype.dot %bx, %bw {transpose_a} : tensor<5x4xf32, #csr>, tensor<4x3xf32> -> tensor<4x3xf32, #rsp>
    %u = stype.sgd_update %bw_1, %g {lr = 0.1 : f64} : tensor<4x3xf32>, tensor<4x3xf32, #rsp> -> tensor<4x3xf32>
    stype.yield %u : tensor<4x3xf32>
  }
  return
}

// -----
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @not_fusible(%x: tensor<5x4xf32, #csr>, %dy: tensor<5x3xf32>, %ids: tensor<2xi64>, %w: tensor<4x3xf32>) {
  // expected-error @below {{'stype.fused_update' op 'stype.sparse_retain' is neither a row_sparse gradient producer (dot(csr^T, default), embedding_grad) nor an elementwise op on row_sparse values}}
  %r = stype.fused_update %x, %dy, %ids, %w : (tensor<5x4xf32, #csr>, tensor<5x3xf32>, tensor<2xi64>, tensor<4x3xf32>) -> (tensor<4x3xf32>) {
  ^bb0(%bx: tensor<5x4xf32, #csr>, %bdy: tensor<5x3xf32>, %bids: tensor<2xi64>, %bw: tensor<4x3xf32>):
    %g = stype.dot %bx, %bdy {transpose_a} : tensor<5x4xf32, #csr>, tensor<5x3xf32> -> tensor<4x3xf32, #rsp>
    %k = stype.sparse_retain %g, %bids : tensor<4x3xf32, #rsp>, tensor<2xi64> -> tensor<4x3xf32, #rsp>
    %u = stype.sgd_update %bw, %k {lr = 0.1 : f64} : tensor<4x3xf32>, tensor<4x3xf32, #rsp> -> tensor<4x3xf32>
    stype.yield %u : tensor<4x3xf32>
  }
  return
}

// -----
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// Elementwise ops whose ElementwiseOpInterface says they do not fuse on rows
// (fusesOnRows): scatter_elemwise_div keeps its lhs's rows only ...
func.func @not_fused_scatter(%x: tensor<5x4xf32, #csr>, %dy: tensor<5x3xf32>, %w: tensor<4x3xf32>) {
  // expected-error @below {{'stype.fused_update' op 'stype.scatter_elemwise_div' is neither a row_sparse gradient producer (dot(csr^T, default), embedding_grad) nor an elementwise op on row_sparse values}}
  %r = stype.fused_update %x, %dy, %w : (tensor<5x4xf32, #csr>, tensor<5x3xf32>, tensor<4x3xf32>) -> (tensor<4x3xf32>) {
  ^bb0(%bx: tensor<5x4xf32, #csr>, %bdy: tensor<5x3xf32>, %bw: tensor<4x3xf32>):
    %g1 = stype.dot %bx, %bdy {transpose_a} : tensor<5x4xf32, #csr>, tensor<5x3xf32> -> tensor<4x3xf32, #rsp>
    %g2 = stype.dot %bx, %bdy {transpose_a} : tensor<5x4xf32, #csr>, tensor<5x3xf32> -> tensor<4x3xf32, #rsp>
    %k = stype.scatter_elemwise_div %g1, %g2 : tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp> -> tensor<4x3xf32, #rsp>
    %u = stype.sgd_update %bw, %k {lr = 0.1 : f64} : tensor<4x3xf32>, tensor<4x3xf32, #rsp> -> tensor<4x3xf32>
    stype.yield %u : tensor<4x3xf32>
  }
  return
}

// -----
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// ... and the `*_grad` rows of ElementwiseOps.def are not chained.
func.func @not_fused_backward(%x: tensor<5x4xf32, #csr>, %dy: tensor<5x3xf32>, %w: tensor<4x3xf32>) {
  // expected-error @below {{'stype.fused_update' op 'stype.relu_grad' is neither a row_sparse gradient producer (dot(csr^T, default), embedding_grad) nor an elementwise op on row_sparse values}}
  %r = stype.fused_update %x, %dy, %w : (tensor<5x4xf32, #csr>, tensor<5x3xf32>, tensor<4x3xf32>) -> (tensor<4x3xf32>) {
  ^bb0(%bx: tensor<5x4xf32, #csr>, %bdy: tensor<5x3xf32>, %bw: tensor<4x3xf32>):
    %g1 = stype.dot %bx, %bdy {transpose_a} : tensor<5x4xf32, #csr>, tensor<5x3xf32> -> tensor<4x3xf32, #rsp>
    %g2 = stype.dot %bx, %bdy {transpose_a} : tensor<5x4xf32, #csr>, tensor<5x3xf32> -> tensor<4x3xf32, #rsp>
    %k = stype.relu_grad %g1, %g2 : tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp> -> tensor<4x3xf32, #rsp>
    %u = stype.sgd_update %bw, %k {lr = 0.1 : f64} : tensor<4x3xf32>, tensor<4x3xf32, #rsp> -> tensor<4x3xf32>
    stype.yield %u : tensor<4x3xf32>
  }
  return
}

// -----
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @elementwise_reads_arg(%x: tensor<5x4xf32, #csr>, %dy: tensor<5x3xf32>, %h: tensor<4x3xf32, #rsp>, %w: tensor<4x3xf32>) {
  // expected-error @below {{'stype.fused_update' op 'stype.elemwise_add' must read gradient values computed in the body only}}
  %r = stype.fused_update %x, %dy, %h, %w : (tensor<5x4xf32, #csr>, tensor<5x3xf32>, tensor<4x3xf32, #rsp>, tensor<4x3xf32>) -> (tensor<4x3xf32>) {
  ^bb0(%bx: tensor<5x4xf32, #csr>, %bdy: tensor<5x3xf32>, %bh: tensor<4x3xf32, #rsp>, %bw: tensor<4x3xf32>):
    %g = stype.dot %bx, %bdy {transpose_a} : tensor<5x4xf32, #csr>, tensor<5x3xf32> -> tensor<4x3xf32, #rsp>
    %s = stype.elemwise_add %g, %bh : tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp> -> tensor<4x3xf32, #rsp>
    %u = stype.sgd_update %bw, %s {lr = 0.1 : f64} : tensor<4x3xf32>, tensor<4x3xf32, #rsp> -> tensor<4x3xf32>
    stype.yield %u : tensor<4x3xf32>
  }
  return
}

// -----
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @two_uses(%x: tensor<5x4xf32, #csr>, %dy: tensor<5x3xf32>, %w: tensor<4x3xf32>) {
  // expected-error @below {{'stype.fused_update' op the result of 'stype.dot' must have exactly one use}}
  %r = stype.fused_update %x, %dy, %w : (tensor<5x4xf32, #csr>, tensor<5x3xf32>, tensor<4x3xf32>) -> (tensor<4x3xf32>) {
  ^bb0(%bx: tensor<5x4xf32, #csr>, %bdy: tensor<5x3xf32>, %bw: tensor<4x3xf32>):
    %g = stype.dot %bx, %bdy {transpose_a} : tensor<5x4xf32, #csr>, tensor<5x3xf32> -> tensor<4x3xf32, #rsp>
    %s = stype.elemwise_add %g, %g : tensor<4x3xf32, #rsp>, tensor<4x3xf32, #rsp> -> tensor<4x3xf32, #rsp>
    %u = stype.sgd_update %bw, %s {lr = 0.1 : f64} : tensor<4x3xf32>, tensor<4x3xf32, #rsp> -> tensor<4x3xf32>
    stype.yield %u : tensor<4x3xf32>
  }
  return
}
