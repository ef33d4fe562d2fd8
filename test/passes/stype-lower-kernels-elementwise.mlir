// RUN: stype-opt %s --stype-lower-kernels=check-allocations=0 --canonicalize --cse | FileCheck %s
// (check-allocations=0: the allocation checks are tested in
// stype-lower-kernels-alloc.mlir; without them the kernels read as written.)

// The loop structure of each elementwise kernel: work over stored entries
// only, the MXNet structure rules (csr merge dropping exact zeros, sparse
// operand's structure for products with a dense operand), libm calls for
// the transcendental unary functions.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// CHECK-DAG:   func.func private @tanf(f32) -> f32

// csr + csr: scratch of nnz(a) + nnz(b), per row a merge (scf.while) of the
// column ids; an entry is stored iff the result is != 0 (une keeps NaN);
// then copied into exactly sized buffers.
// CHECK-LABEL: func.func @add_csr_csr(
// CHECK:         %[[CAP:.*]] = arith.addi
// CHECK:         %[[COLS:.*]] = memref.alloc(%[[CAP]]) {{.*}} : memref<?xi64>
// CHECK:         %[[VALS:.*]] = memref.alloc(%[[CAP]]) {{.*}} : memref<?xf32>
// CHECK:         %[[NNZ:.*]] = scf.for {{.*}} iter_args
// CHECK:           scf.while
// CHECK:             %[[S:.*]] = arith.addf
// CHECK:             %[[KEEP:.*]] = arith.cmpf une, %[[S]]
// CHECK:             scf.if %[[KEEP]] {
// CHECK-NEXT:          memref.store %{{.*}}, %[[COLS]]
// CHECK-NEXT:          memref.store %[[S]], %[[VALS]]
// CHECK:         memref.alloc(%[[NNZ]]) {{.*}} : memref<?xi64>
// CHECK:         memref.dealloc %[[COLS]]
// CHECK:         memref.alloc(%[[NNZ]]) {{.*}} : memref<?xf32>
// CHECK:         memref.dealloc %[[VALS]]
func.func @add_csr_csr(%a: tensor<?x?xf32, #csr>, %b: tensor<?x?xf32, #csr>) -> tensor<?x?xf32, #csr> {
  %r = stype.elemwise_add %a, %b : tensor<?x?xf32, #csr>, tensor<?x?xf32, #csr> -> tensor<?x?xf32, #csr>
  return %r : tensor<?x?xf32, #csr>
}

// default - csr: the dense operand (x - 0 folds to a copy), then a loop over
// the csr's rows and stored entries only.
// CHECK-LABEL: func.func @sub_dense_csr(
// CHECK-SAME:    %[[D:.*]]: memref<?x?xf64>, %[[P:.*]]: memref<?xi64>, %[[I:.*]]: memref<?xi64>, %[[V:.*]]: memref<?xf64>, %{{.*}}: index)
// CHECK:         %[[OUT:.*]] = memref.alloc
// CHECK:         scf.for
// CHECK:         scf.for %[[ROW:.*]] =
// CHECK:           scf.for %[[J:.*]] =
// CHECK:             %[[COL:.*]] = arith.index_cast
// CHECK:             %[[X:.*]] = memref.load %[[V]][%[[J]]]
// CHECK:             %[[Y:.*]] = memref.load %[[D]][%[[ROW]], %[[COL]]]
// CHECK:             %[[R:.*]] = arith.subf %[[Y]], %[[X]] : f64
// CHECK:             memref.store %[[R]], %[[OUT]][%[[ROW]], %[[COL]]]
// CHECK:         return %[[OUT]]
func.func @sub_dense_csr(%a: tensor<?x?xf64>, %b: tensor<?x?xf64, #csr>) -> tensor<?x?xf64> {
  %r = stype.elemwise_sub %a, %b : tensor<?x?xf64>, tensor<?x?xf64, #csr> -> tensor<?x?xf64>
  return %r : tensor<?x?xf64>
}

// row_sparse * default -> row_sparse: only the stored rows are read from the
// dense operand; the row ids are copied.
// CHECK-LABEL: func.func @mul_rsp_dense(
// CHECK-SAME:    %[[IDS:.*]]: memref<?xi64>, %[[DATA:.*]]: memref<?x?xf32>, %[[N:.*]]: index, %[[D:.*]]: memref<?x?xf32>)
// CHECK:         %[[OUT:.*]] = memref.alloc
// CHECK:         scf.for %[[K:.*]] =
// CHECK:           %[[ROW:.*]] = arith.index_cast
// CHECK:           scf.for %[[C:.*]] =
// CHECK:             %[[X:.*]] = memref.load %[[DATA]][%[[K]], %[[C]]]
// CHECK:             %[[Y:.*]] = memref.load %[[D]][%[[ROW]], %[[C]]]
// CHECK:             arith.mulf %[[X]], %[[Y]] : f32
// CHECK:         %[[NEWIDS:.*]] = memref.alloc
// CHECK:         memref.copy %[[IDS]], %[[NEWIDS]]
// CHECK:         return %[[NEWIDS]], %[[OUT]], %[[N]]
func.func @mul_rsp_dense(%a: tensor<?x?xf32, #rsp>, %b: tensor<?x?xf32>) -> tensor<?x?xf32, #rsp> {
  %r = stype.elemwise_mul %a, %b : tensor<?x?xf32, #rsp>, tensor<?x?xf32> -> tensor<?x?xf32, #rsp>
  return %r : tensor<?x?xf32, #rsp>
}

// default * csr -> csr: the csr's structure (indptr and ids copied), values
// at its stored entries only.
// CHECK-LABEL: func.func @mul_dense_csr(
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK:             arith.mulf
// CHECK:         memref.copy
// CHECK:         memref.copy
func.func @mul_dense_csr(%a: tensor<?x?xf32>, %b: tensor<?x?xf32, #csr>) -> tensor<?x?xf32, #csr> {
  %r = stype.elemwise_mul %a, %b : tensor<?x?xf32>, tensor<?x?xf32, #csr> -> tensor<?x?xf32, #csr>
  return %r : tensor<?x?xf32, #csr>
}

// row_sparse / row_sparse -> default: 0 / 0 everywhere, then the row union.
// CHECK-LABEL: func.func @div_rsp_rsp(
// CHECK:         %[[NAN:.*]] = arith.constant 0x7FC00000 : f32
// CHECK:         scf.for
// CHECK-NEXT:      memref.store %[[NAN]]
// CHECK:         scf.while
// CHECK:           scf.for
// CHECK:             arith.divf
func.func @div_rsp_rsp(%a: tensor<?x?xf32, #rsp>, %b: tensor<?x?xf32, #rsp>) -> tensor<?x?xf32> {
  %r = stype.elemwise_div %a, %b : tensor<?x?xf32, #rsp>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// Unary ops map over the stored values only; relu keeps NaN (ugt).
// CHECK-LABEL: func.func @relu_csr(
// CHECK:         memref.copy
// CHECK:         memref.copy
// CHECK:         scf.for
// CHECK:           %[[X:.*]] = memref.load
// CHECK:           %[[P:.*]] = arith.cmpf ugt, %[[X]]
// CHECK:           arith.select %[[P]], %[[X]]
func.func @relu_csr(%a: tensor<?x?xf32, #csr>) -> tensor<?x?xf32, #csr> {
  %r = stype.relu %a : tensor<?x?xf32, #csr> -> tensor<?x?xf32, #csr>
  return %r : tensor<?x?xf32, #csr>
}

// CHECK-LABEL: func.func @tan_rsp(
// CHECK:         scf.for
// CHECK:           func.call @tanf(%{{.*}}) : (f32) -> f32
func.func @tan_rsp(%a: tensor<?x?xf32, #rsp>) -> tensor<?x?xf32, #rsp> {
  %r = stype.tan %a : tensor<?x?xf32, #rsp> -> tensor<?x?xf32, #rsp>
  return %r : tensor<?x?xf32, #rsp>
}

// plus_scalar(csr, 1.5) -> default: 0 + 1.5 everywhere, then the stored
// entries.
// CHECK-LABEL: func.func @plus_scalar_csr(
// CHECK:         %[[S:.*]] = arith.constant 1.500000e+00 : f64
// CHECK:         scf.for
// CHECK-NEXT:      memref.store %[[S]]
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK:             arith.addf %{{.*}}, %[[S]] : f64
func.func @plus_scalar_csr(%a: tensor<?x?xf64, #csr>) -> tensor<?x?xf64> {
  %r = stype.plus_scalar %a {scalar = 1.5 : f64} : tensor<?x?xf64, #csr> -> tensor<?x?xf64>
  return %r : tensor<?x?xf64>
}

// clip: MXNet's x > hi ? hi : (x < lo ? lo : x) over the stored values.
// CHECK-LABEL: func.func @clip_rsp(
// CHECK:         scf.for
// CHECK:           %[[LT:.*]] = arith.cmpf olt
// CHECK:           %[[GT:.*]] = arith.cmpf ogt
// CHECK:           %[[L:.*]] = arith.select %[[LT]]
// CHECK:           arith.select %[[GT]], %{{.*}}, %[[L]]
func.func @clip_rsp(%a: tensor<?x?xf32, #rsp>) -> tensor<?x?xf32, #rsp> {
  %r = stype.clip %a {a_min = -1.0 : f64, a_max = 2.0 : f64} : tensor<?x?xf32, #rsp> -> tensor<?x?xf32, #rsp>
  return %r : tensor<?x?xf32, #rsp>
}
