// RUN: stype-opt %s --stype-check-bounds | FileCheck %s
// RUN: stype-opt %s --stype-to-llvm=check-bounds=1 | not mlir-runner -e main_load -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=LOAD -DFILE=%s
// RUN: stype-opt %s --stype-to-llvm=check-bounds=1 | not mlir-runner -e main_vector -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=VECTOR -DFILE=%s
// RUN: stype-opt %s --stype-to-llvm=check-bounds=1 | mlir-runner -e main_inside -entry-point-result=void -shared-libs=%mlir_runner_utils 2>&1 | FileCheck %s --check-prefix=INSIDE --allow-empty

// --stype-check-bounds on kernels already lowered to buffers: each access
// is checked before it runs; a failure writes the access's location (a
// kernel's accesses carry their stype op's) to stderr and ends the process
// with status 70 (`not` accepts it) instead of reading past the buffer.

// CHECK-LABEL: func.func @read
// CHECK:         %[[N:.*]] = memref.dim %[[M:.*]], %{{.*}} : memref<?xf32>
// CHECK:         scf.if %{{.*}} {
// CHECK:           llvm.mlir.addressof @__stype_bounds_message_0
// CHECK:           func.call @write(
// CHECK:           func.call @_exit(
// CHECK:         }
// CHECK:         memref.load %[[M]][%{{.*}}] : memref<?xf32>
// CHECK-NOT:     cf.assert
func.func @read(%m: memref<?xf32>, %i: index) -> f32 {
  %v = memref.load %m[%i] : memref<?xf32>
  return %v : f32
}

// A 4-lane vector load at column 2 of a row of 5: lanes 2..5, one past the
// row.
// CHECK-LABEL: func.func @read_vector
// CHECK:         scf.if %{{.*}} {
// CHECK:           func.call @_exit(
// CHECK:         }
// CHECK:         vector.load
func.func @read_vector(%m: memref<?x?xf32>, %i: index, %j: index) -> vector<4xf32> {
  %v = vector.load %m[%i, %j] : memref<?x?xf32>, vector<4xf32>
  return %v : vector<4xf32>
}

// LOAD: [[FILE]]:21:8: error: --check-bounds: a kernel of the op at this location failed a run-time check: out-of-bounds access (memref.load); the process stops before the access
// LOAD-NOT: reached
func.func @main_load() {
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %m = memref.alloc(%c4) : memref<?xf32>
  %v = call @read(%m, %c5) : (memref<?xf32>, index) -> f32
  vector.print str "reached\n"
  memref.dealloc %m : memref<?xf32>
  return
}

// VECTOR: [[FILE]]:33:8: error: --check-bounds: a kernel of the op at this location failed a run-time check: out-of-bounds vector access (vector.load); the process stops before the access
func.func @main_vector() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %m = memref.alloc(%c3, %c5) : memref<?x?xf32>
  %v = call @read_vector(%m, %c0, %c2) : (memref<?x?xf32>, index, index) -> vector<4xf32>
  vector.print str "reached\n"
  memref.dealloc %m : memref<?x?xf32>
  return
}

// Accesses inside the buffers run as usual: the last element, the last 4
// lanes of a row.
// INSIDE-NOT: error
// INSIDE: inside
func.func @main_inside() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %m = memref.alloc(%c4) : memref<?xf32>
  %v = call @read(%m, %c3) : (memref<?xf32>, index) -> f32
  %r = memref.alloc(%c3, %c5) : memref<?x?xf32>
  %w = call @read_vector(%r, %c0, %c1) : (memref<?x?xf32>, index, index) -> vector<4xf32>
  vector.print str "inside\n"
  memref.dealloc %m : memref<?xf32>
  memref.dealloc %r : memref<?x?xf32>
  return
}
