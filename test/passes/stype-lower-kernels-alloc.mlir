// RUN: stype-opt %s --stype-infer-storage --stype-lower-kernels=check-allocations=1 --canonicalize --cse | FileCheck %s
// RUN: stype-opt %s --stype-to-llvm=check-bounds=1 | FileCheck %s --check-prefix=LLVM
// RUN: stype-opt %s --stype-infer-storage --stype-lower-kernels | FileCheck %s --check-prefix=OFF

// With check-allocations (on with --check-bounds), every buffer a kernel
// allocates is checked (KernelBuilder::alloc): the
// byte size is the static bytes times each dynamic size, each product
// checked for overflow (arith.mului_extended) and negative sizes; on a bad
// size the buffer is allocated with 0 for every dynamic size instead; a
// null pointer (where bytes > 0) is a failed allocation.  Either way the
// kernel calls stype_kernel_alloc_error with a text naming the buffer, the op
// and its location, and stype.exit_kernel_unless leaves the kernel at once.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>

// CHECK: llvm.mlir.global private constant @__stype_str_{{[0-9A-F]+}}("f32 buffer for stype.cast_storage at {{.*}}stype-lower-kernels-alloc.mlir:[[@LINE+23]]:8\00")
// CHECK: func.func private @stype_kernel_alloc_error(!llvm.ptr, i64, !llvm.ptr, i64, i32)
// CHECK-LABEL: func.func @to_dense(
// CHECK-SAME: %[[INDPTR:.*]]: memref<?xi64>, %{{.*}}: memref<?xi64>, %{{.*}}: memref<?xf32>, %[[COLS:.*]]: index)
// CHECK: %[[ROWS:.*]] = arith.subi
// CHECK: %[[ROWS64:.*]] = arith.index_cast %[[ROWS]] : index to i64
// CHECK: %[[LO0:.*]], %[[HI0:.*]] = arith.mului_extended %[[ROWS64]], %c4_i64 : i64
// CHECK: %[[COLS64:.*]] = arith.index_cast %[[COLS]] : index to i64
// CHECK: %[[LO1:.*]], %[[HI1:.*]] = arith.mului_extended %[[LO0]], %[[COLS64]] : i64
// CHECK: %[[SIZEOK:.*]] = arith.andi
// CHECK-NEXT: %[[SIZEOK:.*]] = arith.andi
// CHECK-NEXT: %[[SIZEOK:.*]] = arith.andi
// CHECK: %[[R:.*]] = arith.select %[[SIZEOK]], %[[ROWS]], %c0 : index
// CHECK: %[[C:.*]] = arith.select %[[SIZEOK]], %[[COLS]], %c0 : index
// CHECK: %[[BUF:.*]] = memref.alloc(%[[R]], %[[C]]) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK: %[[PTR:.*]] = memref.extract_aligned_pointer_as_index %[[BUF]]
// CHECK: %[[OK:.*]] = arith.andi %[[SIZEOK]], %{{.*}} : i1
// CHECK: scf.if
// CHECK:   llvm.alloca %c2_i64 x i64 : (i64) -> !llvm.ptr
// CHECK:   func.call @stype_kernel_alloc_error(%{{.*}}, %c2_i64, %{{.*}}, %c4_i64, %{{.*}}) : (!llvm.ptr, i64, !llvm.ptr, i64, i32) -> ()
// CHECK: }
// CHECK-NEXT: stype.exit_kernel_unless %[[OK]]
func.func @to_dense(%x: tensor<?x?xf32, #csr>) -> tensor<?x?xf32> {
  %r = stype.cast_storage %x : tensor<?x?xf32, #csr> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// After the whole pipeline: a branch to a return of zeros.
// LLVM-LABEL: llvm.func @to_dense(
// LLVM: llvm.call @stype_kernel_alloc_error
// LLVM: llvm.cond_br %{{.*}}, ^[[GO:bb[0-9]+]], ^[[EXIT:bb[0-9]+]]
// LLVM: ^[[EXIT]]:
// LLVM-NEXT: %[[Z:.*]] = llvm.mlir.zero : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-NEXT: llvm.return %[[Z]]
// LLVM-NOT: stype.exit_kernel_unless

// Off by default: a plain allocation.
// OFF-LABEL: func.func @to_dense(
// OFF-NOT: stype_kernel_alloc_error
// OFF-NOT: stype.exit_kernel_unless
// OFF: memref.alloc
