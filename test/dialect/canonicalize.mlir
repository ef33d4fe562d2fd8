// RUN: stype-opt %s --canonicalize | FileCheck %s

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
#rsp3 = #sparse_tensor.encoding<{ map = (i, j, k) -> (i : compressed, j : dense, k : dense), posWidth = 64, crdWidth = 64 }>

// A cast to the very same type folds to its source, for every kind.
// CHECK-LABEL: func.func @cast_same_type(
// CHECK-SAME:    %[[D:.*]]: tensor<?x?xf32>, %[[R:.*]]: tensor<4x?xf64, #row_sparse>, %[[C:.*]]: tensor<?x?xf32, #csr>, %[[R3:.*]]: tensor<?x2x3xf32, #row_sparse3>)
// CHECK-NOT:     stype.cast_storage
// CHECK:         return %[[D]], %[[R]], %[[C]], %[[R3]]
func.func @cast_same_type(%d: tensor<?x?xf32>, %r: tensor<4x?xf64, #rsp>,
                          %c: tensor<?x?xf32, #csr>, %r3: tensor<?x2x3xf32, #rsp3>)
    -> (tensor<?x?xf32>, tensor<4x?xf64, #rsp>, tensor<?x?xf32, #csr>, tensor<?x2x3xf32, #rsp3>) {
  %0 = stype.cast_storage %d : tensor<?x?xf32> to tensor<?x?xf32>
  %1 = stype.cast_storage %r : tensor<4x?xf64, #rsp> to tensor<4x?xf64, #rsp>
  %2 = stype.cast_storage %c : tensor<?x?xf32, #csr> to tensor<?x?xf32, #csr>
  %3 = stype.cast_storage %r3 : tensor<?x2x3xf32, #rsp3> to tensor<?x2x3xf32, #rsp3>
  return %0, %1, %2, %3 : tensor<?x?xf32>, tensor<4x?xf64, #rsp>, tensor<?x?xf32, #csr>, tensor<?x2x3xf32, #rsp3>
}


// A cast that changes the kind, or only refines the shape, is kept; so is a
// round trip dense -> row_sparse -> dense (no chain folding).
// CHECK-LABEL: func.func @cast_kept(
// CHECK-SAME:    %[[D:.*]]: tensor<?x?xf32>)
// CHECK:         %[[A:.*]] = stype.cast_storage %[[D]] : tensor<?x?xf32> to tensor<?x?xf32, #row_sparse>
// CHECK:         %[[B:.*]] = stype.cast_storage %[[A]] : tensor<?x?xf32, #row_sparse> to tensor<?x?xf32>
// CHECK:         %[[E:.*]] = stype.cast_storage %[[D]] : tensor<?x?xf32> to tensor<4x4xf32>
// CHECK:         return %[[A]], %[[B]], %[[E]]
func.func @cast_kept(%d: tensor<?x?xf32>) -> (tensor<?x?xf32, #rsp>, tensor<?x?xf32>, tensor<4x4xf32>) {
  %a = stype.cast_storage %d : tensor<?x?xf32> to tensor<?x?xf32, #rsp>
  %b = stype.cast_storage %a : tensor<?x?xf32, #rsp> to tensor<?x?xf32>
  %e = stype.cast_storage %d : tensor<?x?xf32> to tensor<4x4xf32>
  return %a, %b, %e : tensor<?x?xf32, #rsp>, tensor<?x?xf32>, tensor<4x4xf32>
}


// The stype ops are Pure: unused ones are erased.
// CHECK-LABEL: func.func @dead_ops(
// CHECK-NOT:     stype.
// CHECK:         return
func.func @dead_ops(%x: tensor<?x?xf32, #csr>, %w: tensor<?x?xf32>) {
  %0 = stype.dot %x, %w : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  %1 = stype.cast_storage %w : tensor<?x?xf32> to tensor<?x?xf32, #rsp>
  %2 = stype.sgd_update %w, %1 {lr = 0.1 : f64} : tensor<?x?xf32>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32>
  return
}
