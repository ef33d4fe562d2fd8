// RUN: stype-opt %s --stype-infer-storage="target=gpu verbose=1" -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: stype-opt %s --stype-infer-storage="verbose=1" -o /dev/null 2>&1 | FileCheck %s --check-prefix=CPU
// RUN: stype-opt %s --stype-infer-storage="target=gpu fallback-warnings=0" --stype-lower-kernels-gpu --canonicalize --cse --stype-gpu-host-round-trips | FileCheck %s
// RUN: stype-opt %s --stype-infer-storage="target=gpu fallback-warnings=0" --stype-lower-kernels-gpu --canonicalize --cse --stype-gpu-host-round-trips --stype-free-temporaries --stype-gpu-device-buffers | FileCheck %s --check-prefix=DEVICE

// The graph ops on the GPU pipeline: host round trips (docs/gpu.md).
// --stype-infer-storage{target=gpu} warns and remarks; the CPU target runs
// the same kernel as its specialized one.
// REMARK: host-round-trips.mlir:57:8: warning: Host round trip detected:
// REMARK-NEXT: operator = edge_id
// REMARK-NEXT: input storage types = [csr, default, default]
// REMARK-NEXT: output storage types = [default]
// REMARK-NEXT: params = {}
// REMARK-NEXT: The operator has no GPU kernel. Its inputs are copied from the device to the host, its CPU kernel runs on the host and its outputs are copied back to the device. This does not affect the correctness of the program. Use --stype-infer-storage=fallback-warnings=0 to suppress this warning.
// REMARK: remark: operator = edge_id, input storage types = [csr, default, default], output storage types = [default], dispatch = host round trip (no GPU kernel)
// REMARK: remark: operator = relu, input storage types = [default], output storage types = [default], dispatch = specialized kernel
// REMARK: warning: Host round trip detected:
// REMARK-NEXT: operator = dgl_csr_neighbor_non_uniform_sample
// REMARK: params = {"max_num_vertices" : 4 : i64, "num_hops" : 2 : i64, "num_neighbor" : 3 : i64, "seed" : 7 : i64}
// REMARK: remark: operator = dgl_csr_neighbor_non_uniform_sample, input storage types = [csr, default, default], output storage types = [default, csr, default, default], dispatch = host round trip (no GPU kernel)
// CPU-NOT: warning
// CPU-NOT: host round trip
// CPU: remark: operator = edge_id, input storage types = [csr, default, default], output storage types = [default], dispatch = specialized kernel

// --stype-lower-kernels-gpu: the op moves into a host kernel function (its
// CPU kernel: host loops, no launch) and is called; then the round trip
// copies each buffer operand into a host buffer and each buffer result
// into a fresh buffer (the csr's column count passes as an index), and
// frees the host copies and the host kernel's results.  relu is a launch
// on the copied result.
// CHECK-LABEL: func.func @edge_id_relu(
// CHECK-SAME:    %[[P:[a-z0-9]+]]: memref<?xi64>, %[[I:[a-z0-9]+]]: memref<?xi64>, %[[D:[a-z0-9]+]]: memref<?xf32>, %[[N:[a-z0-9]+]]: index, %[[U:[a-z0-9]+]]: memref<?xi64>, %[[V:[a-z0-9]+]]: memref<?xi64>)
// CHECK:         %[[HP:.*]] = memref.alloc({{.*}}) {alignment = 64 : i64, stype.host_buffer} : memref<?xi64>
// CHECK:         memref.copy %[[P]], %[[HP]]
// CHECK:         %[[HI:.*]] = memref.alloc({{.*}}) {alignment = 64 : i64, stype.host_buffer} : memref<?xi64>
// CHECK:         memref.copy %[[I]], %[[HI]]
// CHECK:         %[[HD:.*]] = memref.alloc({{.*}}) {alignment = 64 : i64, stype.host_buffer} : memref<?xf32>
// CHECK:         memref.copy %[[D]], %[[HD]]
// CHECK:         %[[HU:.*]] = memref.alloc({{.*}}) {alignment = 64 : i64, stype.host_buffer} : memref<?xi64>
// CHECK:         memref.copy %[[U]], %[[HU]]
// CHECK:         %[[HV:.*]] = memref.alloc({{.*}}) {alignment = 64 : i64, stype.host_buffer} : memref<?xi64>
// CHECK:         memref.copy %[[V]], %[[HV]]
// CHECK:         %[[R:.*]] = call @__stype_host_edge_id_relu_edge_id(%[[HP]], %[[HI]], %[[HD]], %[[N]], %[[HU]], %[[HV]])
// CHECK-COUNT-5: memref.dealloc %{{.*}} : memref<?x{{i64|f32}}>
// CHECK:         %[[E:.*]] = memref.alloc({{.*}}) {alignment = 64 : i64} : memref<?xf32>
// CHECK:         memref.copy %[[R]], %[[E]]
// CHECK:         memref.dealloc %[[R]]
// CHECK:         gpu.launch
// CHECK:           memref.load %[[E]]
// CHECK:       func.func private @__stype_host_edge_id_relu_edge_id({{.*}}) -> memref<?xf32> attributes {stype.host_kernel}
// CHECK-NOT:     gpu.launch
// CHECK:         scf.for
// CHECK:         scf.while
// CHECK:         return
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @edge_id_relu(%g: tensor<?x?xf32, #csr>, %u: tensor<?xi64>, %v: tensor<?xi64>) -> tensor<?xf32> {
  %e = stype.edge_id %g, %u, %v : tensor<?x?xf32, #csr>, tensor<?xi64>, tensor<?xi64> -> tensor<?xf32>
  %r = stype.relu %e : tensor<?xf32> -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// A function with only a host round trip: static result shapes (no dims to
// read), and its results' device copies returned.
// CHECK-LABEL: func.func @nu_sample(
// CHECK:         call @__stype_host_nu_sample_dgl_csr_neighbor_non_uniform_sample(
// CHECK:         %[[IDS:.*]] = memref.alloc() {alignment = 64 : i64} : memref<5xi64>
// CHECK:         memref.copy %{{.*}}, %[[IDS]] : memref<5xi64> to memref<5xi64>
// CHECK:       func.func private @__stype_host_nu_sample_dgl_csr_neighbor_non_uniform_sample({{.*}}attributes {stype.host_kernel}
func.func @nu_sample(%g: tensor<?x?xf32, #csr>, %p: tensor<?xf32>, %s: tensor<?xi64>) -> (tensor<5xi64>, tensor<4x?xf32, #csr>, tensor<4xf32>, tensor<4xi64>) {
  %r:4 = stype.dgl_csr_neighbor_non_uniform_sample %g, %p, %s {num_hops = 2 : i64, num_neighbor = 3 : i64, max_num_vertices = 4 : i64, seed = 7 : i64} : tensor<?x?xf32, #csr>, tensor<?xf32>, tensor<?xi64> -> tensor<5xi64>, tensor<4x?xf32, #csr>, tensor<4xf32>, tensor<4xi64>
  return %r#0, %r#1, %r#2, %r#3 : tensor<5xi64>, tensor<4x?xf32, #csr>, tensor<4xf32>, tensor<4xi64>
}

// --stype-gpu-device-buffers: the copies become gpu.memcpy; the host copies,
// the host kernel's results and their frees stay on the host; the device
// copy of the result is a gpu.alloc, freed on the device after relu.
// DEVICE-LABEL: func.func @edge_id_relu(
// DEVICE:         %[[HP:.*]] = memref.alloc({{.*}}) {alignment = 64 : i64, stype.host_buffer} : memref<?xi64>
// DEVICE:         gpu.memcpy  %[[HP]], %{{.*}} : memref<?xi64>, memref<?xi64>
// DEVICE:         %[[R:.*]] = call @__stype_host_edge_id_relu_edge_id(%[[HP]],
// DEVICE:         memref.dealloc %[[HP]] : memref<?xi64>
// DEVICE:         %[[E:.*]] = gpu.alloc  ({{.*}}) : memref<?xf32>
// DEVICE:         gpu.memcpy  %[[E]], %[[R]] : memref<?xf32>, memref<?xf32>
// DEVICE:         memref.dealloc %[[R]] : memref<?xf32>
// DEVICE:         gpu.launch
// DEVICE:         gpu.dealloc  %[[E]]
// DEVICE-LABEL: func.func @nu_sample(
// DEVICE:         gpu.memcpy
// DEVICE:         call @__stype_host_nu_sample_dgl_csr_neighbor_non_uniform_sample(
// DEVICE:         gpu.alloc  () : memref<5xi64>
// DEVICE-LABEL: func.func private @__stype_host_nu_sample_dgl_csr_neighbor_non_uniform_sample(
// DEVICE-NOT:     gpu.
// DEVICE:         return
