// RUN: stype-opt %s --stype-infer-storage --stype-lower-kernels --canonicalize --cse | FileCheck %s
// RUN: stype-opt %s --stype-to-llvm | FileCheck %s --check-prefix=LLVM
// RUN: stype-opt %s --stype-infer-storage --stype-lower-kernels=check-allocations=0 | FileCheck %s --check-prefix=OFF

// Every buffer a kernel allocates is checked (KernelBuilder::alloc; on by
// default, check-allocations=0 turns it off to measure its cost): the byte
// size is the static bytes times each dynamic size, each product checked
// for overflow (arith.mului_extended) and negative sizes; on a bad size the
// buffer is allocated with 0 for every dynamic size instead; a null pointer
// (where bytes > 0) is a failed allocation.  stype.exit_kernel_unless then
// leaves the kernel, reporting the sizes, the element size and a text
// naming the buffer, the op and its location (--stype-lower-kernel-exits
// makes that one reporting block calling stype_kernel_alloc_error).

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>

// CHECK: llvm.mlir.global private constant @__stype_str_{{[0-9A-F]+}}("f32 buffer for stype.cast_storage at {{.*}}stype-lower-kernels-alloc.mlir:[[@LINE+21]]:8\00")
// CHECK-LABEL: func.func @to_dense(
// CHECK-SAME: %[[INDPTR:.*]]: memref<?xi64>, %{{.*}}: memref<?xi64>, %{{.*}}: memref<?xf32>, %[[COLS:.*]]: index)
// CHECK: %[[WHAT:.*]] = llvm.mlir.addressof @__stype_str_{{[0-9A-F]+}} : !llvm.ptr
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
// CHECK: %[[OVF:.*]] = arith.xori %[[SIZEOK]], %true : i1
// CHECK-NEXT: stype.exit_kernel_unless %[[OK]], %[[WHAT]], %[[OVF]] [%[[ROWS64]], %[[COLS64]]] {element_bytes = 4 : i64} : !llvm.ptr
// CHECK-NOT: scf.if
func.func @to_dense(%x: tensor<?x?xf32, #csr>) -> tensor<?x?xf32> {
  %r = stype.cast_storage %x : tensor<?x?xf32, #csr> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// After the whole pipeline: the kernel's body in @__stype_body_to_dense,
// whose one reporting block calls the runtime.
// LLVM: llvm.func @stype_kernel_alloc_error(!llvm.ptr, i64, !llvm.ptr, i64, i32)
// LLVM-LABEL: llvm.func @to_dense(
// LLVM: %[[DONE:.*]] = llvm.call @__stype_body_to_dense(
// LLVM: llvm.cond_br %[[DONE]]
// LLVM: llvm.mlir.zero : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-LABEL: llvm.func internal @__stype_body_to_dense(
// LLVM-SAME: no_inline
// LLVM: llvm.cond_br %{{.*}}, ^{{bb[0-9]+}}, ^[[REPORT:bb[0-9]+]](
// LLVM: ^[[REPORT]](
// LLVM: llvm.call @stype_kernel_alloc_error(
// LLVM-NOT: stype.exit_kernel_unless

// check-allocations=0: a plain allocation.
// OFF-LABEL: func.func @to_dense(
// OFF-NOT: stype.exit_kernel_unless
// OFF: memref.alloc
// OFF-NOT: stype.exit_kernel_unless
