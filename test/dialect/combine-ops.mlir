// RUN: stype-opt %s | FileCheck %s
// RUN: stype-opt %s --mlir-print-op-generic | stype-opt | FileCheck %s

// Round trip of the combining ops (dialect/CombineOps.td): where,
// broadcast_{add,sub,mul,div}, add_n and concat, in the storage-kind
// combinations of their tables, static and dynamic, f32 and f64.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
#rsp3 = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : dense, k : dense), posWidth = 64, crdWidth = 64 }>

// CHECK-LABEL: func.func @where(
// CHECK-SAME:    %[[C:.*]]: tensor<?x?xf32, #csr>, %[[X:.*]]: tensor<?x?xf32>, %[[Y:.*]]: tensor<?x?xf32>, %[[V:.*]]: tensor<4xf64>, %[[A:.*]]: tensor<4x3xf64>)
// CHECK:         %[[R:.*]] = stype.where %[[C]], %[[X]], %[[Y]] : tensor<?x?xf32, #csr>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
// CHECK:         %[[S:.*]] = stype.where %[[V]], %[[A]], %[[A]] : tensor<4xf64>, tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
// CHECK:         return %[[R]], %[[S]]
func.func @where(%c: tensor<?x?xf32, #csr>, %x: tensor<?x?xf32>, %y: tensor<?x?xf32>,
                 %v: tensor<4xf64>, %a: tensor<4x3xf64>) -> (tensor<?x?xf32>, tensor<4x3xf64>) {
  %r = stype.where %c, %x, %y : tensor<?x?xf32, #csr>, tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  %s = stype.where %v, %a, %a : tensor<4xf64>, tensor<4x3xf64>, tensor<4x3xf64> -> tensor<4x3xf64>
  return %r, %s : tensor<?x?xf32>, tensor<4x3xf64>
}

// CHECK-LABEL: func.func @broadcast(
// CHECK:         stype.broadcast_add %{{.*}}, %{{.*}} : tensor<4x6xf32, #csr>, tensor<6xf32> -> tensor<4x6xf32>
// CHECK:         stype.broadcast_sub %{{.*}}, %{{.*}} : tensor<4x1xf32>, tensor<4x6xf32, #csr> -> tensor<4x6xf32>
// CHECK:         stype.broadcast_mul %{{.*}}, %{{.*}} : tensor<4x6xf32, #csr>, tensor<1x6xf32> -> tensor<4x6xf32, #csr>
// CHECK:         stype.broadcast_div %{{.*}}, %{{.*}} : tensor<?x?xf64, #csr>, tensor<?x1xf64> -> tensor<?x?xf64, #csr>
// CHECK:         stype.broadcast_add %{{.*}}, %{{.*}} : tensor<2x3x4xf64>, tensor<3x1xf64> -> tensor<2x3x4xf64>
func.func @broadcast(%c: tensor<4x6xf32, #csr>, %v: tensor<6xf32>, %col: tensor<4x1xf32>,
                     %row: tensor<1x6xf32>, %cd: tensor<?x?xf64, #csr>, %cold: tensor<?x1xf64>,
                     %a3: tensor<2x3x4xf64>, %b: tensor<3x1xf64>)
    -> (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32, #csr>, tensor<?x?xf64, #csr>, tensor<2x3x4xf64>) {
  %0 = stype.broadcast_add %c, %v : tensor<4x6xf32, #csr>, tensor<6xf32> -> tensor<4x6xf32>
  %1 = stype.broadcast_sub %col, %c : tensor<4x1xf32>, tensor<4x6xf32, #csr> -> tensor<4x6xf32>
  %2 = stype.broadcast_mul %c, %row : tensor<4x6xf32, #csr>, tensor<1x6xf32> -> tensor<4x6xf32, #csr>
  %3 = stype.broadcast_div %cd, %cold : tensor<?x?xf64, #csr>, tensor<?x1xf64> -> tensor<?x?xf64, #csr>
  %4 = stype.broadcast_add %a3, %b : tensor<2x3x4xf64>, tensor<3x1xf64> -> tensor<2x3x4xf64>
  return %0, %1, %2, %3, %4 : tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32, #csr>, tensor<?x?xf64, #csr>, tensor<2x3x4xf64>
}

// CHECK-LABEL: func.func @add_n(
// CHECK:         stype.add_n %{{.*}}, %{{.*}}, %{{.*}} : tensor<?x?xf32, #row_sparse>, tensor<?x?xf32, #row_sparse>, tensor<?x?xf32, #row_sparse> -> tensor<?x?xf32, #row_sparse>
// CHECK:         stype.add_n %{{.*}} : tensor<?x2x3xf64, #row_sparse3> -> tensor<?x2x3xf64, #row_sparse3>
// CHECK:         stype.add_n %{{.*}}, %{{.*}}, %{{.*}} : tensor<?x?xf32>, tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
func.func @add_n(%r: tensor<?x?xf32, #rsp>, %r3: tensor<?x2x3xf64, #rsp3>, %d: tensor<?x?xf32>,
                 %c: tensor<?x?xf32, #csr>)
    -> (tensor<?x?xf32, #rsp>, tensor<?x2x3xf64, #rsp3>, tensor<?x?xf32>) {
  %0 = stype.add_n %r, %r, %r : tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32, #rsp>
  %1 = stype.add_n %r3 : tensor<?x2x3xf64, #rsp3> -> tensor<?x2x3xf64, #rsp3>
  %2 = stype.add_n %d, %c, %d : tensor<?x?xf32>, tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %0, %1, %2 : tensor<?x?xf32, #rsp>, tensor<?x2x3xf64, #rsp3>, tensor<?x?xf32>
}

// `dim` defaults to 1, MXNet's default, and is then not printed.
// CHECK-LABEL: func.func @concat(
// CHECK:         stype.concat %{{.*}}, %{{.*}} {dim = 0 : i64} : tensor<3x8xf32, #csr>, tensor<?x8xf32, #csr> -> tensor<?x8xf32, #csr>
// CHECK:         stype.concat %{{.*}}, %{{.*}} : tensor<2x3xf64>, tensor<2x5xf64> -> tensor<2x8xf64>
// CHECK:         stype.concat %{{.*}}, %{{.*}} {dim = -1 : i64} : tensor<2x3xf64>, tensor<2x5xf64> -> tensor<2x8xf64>
func.func @concat(%a: tensor<3x8xf32, #csr>, %b: tensor<?x8xf32, #csr>, %x: tensor<2x3xf64>, %y: tensor<2x5xf64>)
    -> (tensor<?x8xf32, #csr>, tensor<2x8xf64>, tensor<2x8xf64>) {
  %0 = stype.concat %a, %b {dim = 0 : i64} : tensor<3x8xf32, #csr>, tensor<?x8xf32, #csr> -> tensor<?x8xf32, #csr>
  %1 = stype.concat %x, %y : tensor<2x3xf64>, tensor<2x5xf64> -> tensor<2x8xf64>
  %2 = stype.concat %x, %y {dim = -1 : i64} : tensor<2x3xf64>, tensor<2x5xf64> -> tensor<2x8xf64>
  return %0, %1, %2 : tensor<?x8xf32, #csr>, tensor<2x8xf64>, tensor<2x8xf64>
}
