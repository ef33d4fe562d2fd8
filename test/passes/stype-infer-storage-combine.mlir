// RUN: stype-opt %s --stype-infer-storage --verify-diagnostics --mlir-print-op-on-diagnostic=false | FileCheck %s

// Result kinds of where, broadcast_*, add_n and concat by MXNet's
// WhereOpForward-, BinaryBroadcast*-, ElementWiseSumForward- and
// ConcatForwardInferStorageType (mxnet-semantics §2, §3.6), and the fallback
// warning for every combination without a kernel.  Result kinds written in
// the input are placeholders.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
#rsp3 = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : dense, k : dense), posWidth = 64, crdWidth = 64 }>

// where: (D, D, D) and (C, D, D) have kernels; (R, D, D) and (D, C, D) fall
// back to a default result.
// CHECK-LABEL: func.func @where(
// CHECK-SAME:    %[[C:.*]]: tensor<4x4xf32, #csr>, %[[R:.*]]: tensor<4x4xf32, #row_sparse>, %[[D:.*]]: tensor<4x4xf32>)
// CHECK-NEXT:    %[[A:.*]] = stype.where %[[C]], %[[D]], %[[D]] : tensor<4x4xf32, #csr>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[B:.*]] = stype.where %[[D]], %[[D]], %[[D]] : {{.*}} -> tensor<4x4xf32>
// CHECK-NEXT:    %[[R0:.*]] = stype.cast_storage %[[R]] : tensor<4x4xf32, #row_sparse> to tensor<4x4xf32>
// CHECK-NEXT:    %[[E:.*]] = stype.where %[[R0]], %[[D]], %[[D]] : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[C0:.*]] = stype.cast_storage %[[C]] : tensor<4x4xf32, #csr> to tensor<4x4xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.where %[[D]], %[[C0]], %[[D]] : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[A]], %[[B]], %[[E]], %[[F]]
func.func @where(%c: tensor<4x4xf32, #csr>, %r: tensor<4x4xf32, #rsp>, %d: tensor<4x4xf32>)
    -> (tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr>) {
  %a = stype.where %c, %d, %d : tensor<4x4xf32, #csr>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32, #csr>
  %b = stype.where %d, %d, %d : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32, #csr>
  // expected-warning-re @below {{Storage type fallback detected:{{.}}operator = where{{.}}input storage types = [row_sparse, default, default]{{.}}output storage types = [default]}}
  %e = stype.where %r, %d, %d : tensor<4x4xf32, #rsp>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32, #csr>
  // expected-warning-re @below {{input storage types = [default, csr, default]{{.}}output storage types = [default]}}
  %f = stype.where %d, %c, %d : tensor<4x4xf32>, tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32, #csr>
  return %a, %b, %e, %f : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr>
}

// broadcast_add / sub: (C, D) and (D, C) -> D with a kernel; (R, D) falls
// back; a dense operand of rank > 2 (result larger than the csr) falls back.
// CHECK-LABEL: func.func @broadcast_add_sub(
// CHECK-NEXT:    %[[A:.*]] = stype.broadcast_add %{{.*}}, %{{.*}} : tensor<4x6xf32, #csr>, tensor<6xf32> -> tensor<4x6xf32>
// CHECK-NEXT:    %[[B:.*]] = stype.broadcast_sub %{{.*}}, %{{.*}} : tensor<4x1xf32>, tensor<4x6xf32, #csr> -> tensor<4x6xf32>
// CHECK-NEXT:    %[[R0:.*]] = stype.cast_storage %{{.*}} : tensor<4x6xf32, #row_sparse> to tensor<4x6xf32>
// CHECK-NEXT:    %[[E:.*]] = stype.broadcast_add %[[R0]], %{{.*}} : tensor<4x6xf32>, tensor<6xf32> -> tensor<4x6xf32>
// CHECK-NEXT:    %[[C0:.*]] = stype.cast_storage %{{.*}} : tensor<4x6xf32, #csr> to tensor<4x6xf32>
// CHECK-NEXT:    %[[F:.*]] = stype.broadcast_sub %[[C0]], %{{.*}} : tensor<4x6xf32>, tensor<2x4x6xf32> -> tensor<2x4x6xf32>
// CHECK-NEXT:    return %[[A]], %[[B]], %[[E]], %[[F]]
func.func @broadcast_add_sub(%c: tensor<4x6xf32, #csr>, %v: tensor<6xf32>, %col: tensor<4x1xf32>,
                             %r: tensor<4x6xf32, #rsp>, %d3: tensor<2x4x6xf32>)
    -> (tensor<4x6xf32, #csr>, tensor<4x6xf32, #csr>, tensor<4x6xf32, #csr>, tensor<2x4x6xf32>) {
  %a = stype.broadcast_add %c, %v : tensor<4x6xf32, #csr>, tensor<6xf32> -> tensor<4x6xf32, #csr>
  %b = stype.broadcast_sub %col, %c : tensor<4x1xf32>, tensor<4x6xf32, #csr> -> tensor<4x6xf32, #csr>
  // expected-warning-re @below {{operator = broadcast_add{{.}}input storage types = [row_sparse, default]{{.}}output storage types = [default]}}
  %e = stype.broadcast_add %r, %v : tensor<4x6xf32, #rsp>, tensor<6xf32> -> tensor<4x6xf32, #csr>
  // expected-warning-re @below {{operator = broadcast_sub{{.}}input storage types = [csr, default]{{.}}output storage types = [default]}}
  %f = stype.broadcast_sub %c, %d3 : tensor<4x6xf32, #csr>, tensor<2x4x6xf32> -> tensor<2x4x6xf32>
  return %a, %b, %e, %f : tensor<4x6xf32, #csr>, tensor<4x6xf32, #csr>, tensor<4x6xf32, #csr>, tensor<2x4x6xf32>
}

// broadcast_mul / div: (C, D) -> C, also for a same-shape dense operand
// (MXNet: elemwise_mul for mul, an error for div; stype: the csr kernel);
// (D, C) and a dense operand of rank > 2 fall back with a default result.
// CHECK-LABEL: func.func @broadcast_mul_div(
// CHECK-NEXT:    %[[A:.*]] = stype.broadcast_mul %{{.*}}, %{{.*}} : tensor<4x6xf32, #csr>, tensor<1x6xf32> -> tensor<4x6xf32, #csr>
// CHECK-NEXT:    %[[B:.*]] = stype.broadcast_div %{{.*}}, %{{.*}} : tensor<4x6xf32, #csr>, tensor<4x1xf32> -> tensor<4x6xf32, #csr>
// CHECK-NEXT:    %[[E:.*]] = stype.broadcast_mul %{{.*}}, %{{.*}} : tensor<4x6xf32, #csr>, tensor<4x6xf32> -> tensor<4x6xf32, #csr>
// CHECK-NEXT:    %[[F:.*]] = stype.broadcast_div %{{.*}}, %{{.*}} : tensor<4x6xf32, #csr>, tensor<4x6xf32> -> tensor<4x6xf32, #csr>
// CHECK-NEXT:    %[[C1:.*]] = stype.cast_storage %{{.*}} : tensor<4x6xf32, #csr> to tensor<4x6xf32>
// CHECK-NEXT:    %[[G:.*]] = stype.broadcast_mul %{{.*}}, %[[C1]] : tensor<1x6xf32>, tensor<4x6xf32> -> tensor<4x6xf32>
// CHECK-NEXT:    %[[C2:.*]] = stype.cast_storage %{{.*}} : tensor<4x6xf32, #csr> to tensor<4x6xf32>
// CHECK-NEXT:    %[[H:.*]] = stype.broadcast_mul %[[C2]], %{{.*}} : tensor<4x6xf32>, tensor<2x4x6xf32> -> tensor<2x4x6xf32>
// CHECK-NEXT:    return %[[A]], %[[B]], %[[E]], %[[F]], %[[G]], %[[H]]
func.func @broadcast_mul_div(%c: tensor<4x6xf32, #csr>, %row: tensor<1x6xf32>, %col: tensor<4x1xf32>,
                             %d: tensor<4x6xf32>, %d3: tensor<2x4x6xf32>)
    -> (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32, #csr>, tensor<2x4x6xf32>) {
  %a = stype.broadcast_mul %c, %row : tensor<4x6xf32, #csr>, tensor<1x6xf32> -> tensor<4x6xf32>
  %b = stype.broadcast_div %c, %col : tensor<4x6xf32, #csr>, tensor<4x1xf32> -> tensor<4x6xf32>
  %e = stype.broadcast_mul %c, %d : tensor<4x6xf32, #csr>, tensor<4x6xf32> -> tensor<4x6xf32>
  %f = stype.broadcast_div %c, %d : tensor<4x6xf32, #csr>, tensor<4x6xf32> -> tensor<4x6xf32>
  // expected-warning-re @below {{operator = broadcast_mul{{.}}input storage types = [default, csr]{{.}}output storage types = [default]}}
  %g = stype.broadcast_mul %row, %c : tensor<1x6xf32>, tensor<4x6xf32, #csr> -> tensor<4x6xf32, #csr>
  // expected-warning-re @below {{operator = broadcast_mul{{.}}input storage types = [csr, default]{{.}}output storage types = [default]}}
  %h = stype.broadcast_mul %c, %d3 : tensor<4x6xf32, #csr>, tensor<2x4x6xf32> -> tensor<2x4x6xf32>
  return %a, %b, %e, %f, %g, %h : tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32, #csr>, tensor<2x4x6xf32>
}

// add_n: all R -> R, (D, C, D) -> D, > 4 operands with a D -> D, all D -> D
// with kernels; all C, (R, D) and 4 operands with a D fall back (default).
// CHECK-LABEL: func.func @add_n(
// CHECK-NEXT:    stype.add_n %{{.*}}, %{{.*}} : tensor<4x4xf32, #row_sparse>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32, #row_sparse>
// CHECK-NEXT:    stype.add_n %{{.*}} : tensor<?x2x3xf64, #row_sparse3> -> tensor<?x2x3xf64, #row_sparse3>
// CHECK-NEXT:    stype.add_n %{{.*}}, %{{.*}}, %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    stype.add_n %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #row_sparse>, tensor<4x4xf32>, tensor<4x4xf32, #csr>, tensor<4x4xf32, #row_sparse> -> tensor<4x4xf32>
// CHECK-NEXT:    stype.add_n %{{.*}}, %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    stype.cast_storage
// CHECK-NEXT:    stype.cast_storage
// CHECK-NEXT:    stype.add_n %{{.*}}, %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    stype.cast_storage
// CHECK-NEXT:    stype.add_n %{{.*}}, %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    stype.cast_storage
// CHECK-NEXT:    stype.cast_storage
// CHECK-NEXT:    stype.add_n %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
func.func @add_n(%r: tensor<4x4xf32, #rsp>, %r3: tensor<?x2x3xf64, #rsp3>, %c: tensor<4x4xf32, #csr>, %d: tensor<4x4xf32>)
    -> (tensor<4x4xf32>, tensor<?x2x3xf64>, tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp>,
        tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp>) {
  %0 = stype.add_n %r, %r : tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32>
  %1 = stype.add_n %r3 : tensor<?x2x3xf64, #rsp3> -> tensor<?x2x3xf64>
  %2 = stype.add_n %d, %c, %d : tensor<4x4xf32>, tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<4x4xf32, #rsp>
  %3 = stype.add_n %c, %r, %d, %c, %r : tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp>, tensor<4x4xf32>, tensor<4x4xf32, #csr>, tensor<4x4xf32, #rsp> -> tensor<4x4xf32, #rsp>
  %4 = stype.add_n %d, %d : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32, #rsp>
  // expected-warning-re @below {{operator = add_n{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]}}
  %5 = stype.add_n %c, %c : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x4xf32, #rsp>
  // expected-warning-re @below {{operator = add_n{{.}}input storage types = [row_sparse, default]{{.}}output storage types = [default]}}
  %6 = stype.add_n %r, %d : tensor<4x4xf32, #rsp>, tensor<4x4xf32> -> tensor<4x4xf32, #rsp>
  // expected-warning-re @below {{operator = add_n{{.}}input storage types = [default, csr, default, csr]{{.}}output storage types = [default]}}
  %7 = stype.add_n %d, %c, %d, %c : tensor<4x4xf32>, tensor<4x4xf32, #csr>, tensor<4x4xf32>, tensor<4x4xf32, #csr> -> tensor<4x4xf32, #rsp>
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<4x4xf32>, tensor<?x2x3xf64>, tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp>,
      tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp>, tensor<4x4xf32, #rsp>
}

// concat: all csr on dim 0 (also written -2) -> csr; all default -> default;
// csr on dim 1 and mixed kinds fall back to default.
// CHECK-LABEL: func.func @concat(
// CHECK-NEXT:    stype.concat %{{.*}}, %{{.*}} {dim = 0 : i64} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<8x4xf32, #csr>
// CHECK-NEXT:    stype.concat %{{.*}}, %{{.*}} {dim = -2 : i64} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<8x4xf32, #csr>
// CHECK-NEXT:    stype.concat %{{.*}}, %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x8xf32>
// CHECK-NEXT:    stype.cast_storage
// CHECK-NEXT:    stype.cast_storage
// CHECK-NEXT:    stype.concat %{{.*}}, %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x8xf32>
// CHECK-NEXT:    stype.cast_storage
// CHECK-NEXT:    stype.concat %{{.*}}, %{{.*}} {dim = 0 : i64} : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<8x4xf32>
func.func @concat(%c: tensor<4x4xf32, #csr>, %d: tensor<4x4xf32>)
    -> (tensor<8x4xf32>, tensor<8x4xf32>, tensor<4x8xf32, #csr>, tensor<4x8xf32, #csr>, tensor<8x4xf32, #csr>) {
  %0 = stype.concat %c, %c {dim = 0 : i64} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<8x4xf32>
  %1 = stype.concat %c, %c {dim = -2 : i64} : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<8x4xf32>
  %2 = stype.concat %d, %d : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x8xf32, #csr>
  // expected-warning-re @below {{operator = concat{{.}}input storage types = [csr, csr]{{.}}output storage types = [default]}}
  %3 = stype.concat %c, %c : tensor<4x4xf32, #csr>, tensor<4x4xf32, #csr> -> tensor<4x8xf32, #csr>
  // expected-warning-re @below {{operator = concat{{.}}input storage types = [csr, default]{{.}}output storage types = [default]}}
  %4 = stype.concat %c, %d {dim = 0 : i64} : tensor<4x4xf32, #csr>, tensor<4x4xf32> -> tensor<8x4xf32, #csr>
  return %0, %1, %2, %3, %4 : tensor<8x4xf32>, tensor<8x4xf32>, tensor<4x8xf32, #csr>, tensor<4x8xf32, #csr>, tensor<8x4xf32, #csr>
}
