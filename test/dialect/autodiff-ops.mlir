// RUN: stype-opt %s | FileCheck %s
// RUN: stype-opt %s | stype-opt | FileCheck %s
// RUN: stype-opt %s --mlir-print-op-generic | stype-opt | FileCheck %s

// Round trip of stype.grad and stype.value_and_grad (AutodiffOps.td).

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func private @loss(%x: tensor<?x100xf32, #csr>, %y: tensor<?x1xf32>,
                        %w: tensor<100x1xf32>, %b: tensor<1x1xf32>) -> tensor<?x1xf32> {
  %p = stype.dot %x, %w : tensor<?x100xf32, #csr>, tensor<100x1xf32> -> tensor<?x1xf32>
  %z = stype.broadcast_add %p, %b : tensor<?x1xf32>, tensor<1x1xf32> -> tensor<?x1xf32>
  %l = stype.linear_regression_output %z, %y : tensor<?x1xf32>, tensor<?x1xf32> -> tensor<?x1xf32>
  return %l : tensor<?x1xf32>
}

// CHECK-LABEL: func.func @grads
// CHECK: %{{.*}} = stype.grad @loss(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) wrt [2] : (tensor<?x100xf32, #csr>, tensor<?x1xf32>, tensor<100x1xf32>, tensor<1x1xf32>) -> tensor<100x1xf32, #row_sparse>
// CHECK: %{{.*}}:2 = stype.grad @loss(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) wrt [2, 3] : (tensor<?x100xf32, #csr>, tensor<?x1xf32>, tensor<100x1xf32>, tensor<1x1xf32>) -> (tensor<100x1xf32>, tensor<1x1xf32>)
// CHECK: %{{.*}}, %{{.*}}:2 = stype.value_and_grad @loss(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) wrt [2, 3] : (tensor<?x100xf32, #csr>, tensor<?x1xf32>, tensor<100x1xf32>, tensor<1x1xf32>) -> (tensor<?x1xf32>, tensor<100x1xf32>, tensor<1x1xf32>)
func.func @grads(%x: tensor<?x100xf32, #csr>, %y: tensor<?x1xf32>,
                 %w: tensor<100x1xf32>, %b: tensor<1x1xf32>)
    -> (tensor<100x1xf32, #rsp>, tensor<100x1xf32>, tensor<1x1xf32>, tensor<?x1xf32>) {
  %gw = stype.grad @loss(%x, %y, %w, %b) wrt [2]
      : (tensor<?x100xf32, #csr>, tensor<?x1xf32>, tensor<100x1xf32>, tensor<1x1xf32>)
      -> tensor<100x1xf32, #rsp>
  %g:2 = stype.grad @loss(%x, %y, %w, %b) wrt [2, 3]
      : (tensor<?x100xf32, #csr>, tensor<?x1xf32>, tensor<100x1xf32>, tensor<1x1xf32>)
      -> (tensor<100x1xf32>, tensor<1x1xf32>)
  %v:3 = stype.value_and_grad @loss(%x, %y, %w, %b) wrt [2, 3]
      : (tensor<?x100xf32, #csr>, tensor<?x1xf32>, tensor<100x1xf32>, tensor<1x1xf32>)
      -> (tensor<?x1xf32>, tensor<100x1xf32>, tensor<1x1xf32>)
  return %gw, %g#0, %v#2, %v#0 : tensor<100x1xf32, #rsp>, tensor<100x1xf32>, tensor<1x1xf32>, tensor<?x1xf32>
}
