// Names of the stype runtime (stype_*), OpenMP (omp_*, kmp_*), MLIR's GPU
// wrappers (mgpu*) and the CUDA driver (cu + uppercase letter), which the
// kernels call: refused at the function, with or without --prefix, instead
// of the internal `func.call` error at an unrelated op they used to give
// (docs/abi.md, Entry point names).
// RUN: not stype-compile %s -emit=obj -o %t.o 2>&1 | FileCheck %s
// RUN: not stype-compile %s -emit=obj -parallel -o %t.o 2>&1 | FileCheck %s
// RUN: not stype-compile %s -emit=header --prefix=k_ 2>&1 | FileCheck %s --check-prefix=PREFIX
// RUN: not stype-run %s -e stype_kernel_error 2>&1 | FileCheck %s
// RUN: env STYPE_NUM_THREADS=2 not stype-run %s -e omp_get_max_threads 2>&1 | FileCheck %s
// CHECK-NOT: func.call
// PREFIX-NOT: func.call
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

// sparse_retain calls stype_kernel_error on an id out of range.
// CHECK: names-runtime.mlir:[[@LINE+2]]:1: error: @stype_kernel_error cannot be a C entry point: 'stype_kernel_error' begins with 'stype_', the stype runtime's prefix (stype_invoke, stype_kernel_error, ...); rename the function (docs/abi.md, Entry point names)
// PREFIX: names-runtime.mlir:[[@LINE+1]]:1: error: @stype_kernel_error cannot be a C entry point: 'stype_kernel_error' (before --prefix) begins with 'stype_'
func.func @stype_kernel_error(%a: tensor<5x2xf32, #rsp>, %ids: tensor<?xi64>) -> tensor<5x2xf32, #rsp> {
  %r = stype.sparse_retain %a, %ids : tensor<5x2xf32, #rsp>, tensor<?xi64> -> tensor<5x2xf32, #rsp>
  return %r : tensor<5x2xf32, #rsp>
}

// -parallel row loops call omp_get_max_threads.
// CHECK: names-runtime.mlir:[[@LINE+2]]:1: error: @omp_get_max_threads cannot be a C entry point: 'omp_get_max_threads' begins with 'omp_', OpenMP's prefix (libomp, which -parallel kernels call)
// PREFIX: names-runtime.mlir:[[@LINE+1]]:1: error: @omp_get_max_threads cannot be a C entry point: 'omp_get_max_threads' (before --prefix) begins with 'omp_'
func.func @omp_get_max_threads(%w: tensor<64x8xf32>, %g: tensor<64x8xf32, #rsp>) -> tensor<64x8xf32> {
  %r = stype.sgd_update %w, %g {lr = 0.5 : f64} : tensor<64x8xf32>, tensor<64x8xf32, #rsp> -> tensor<64x8xf32>
  return %r : tensor<64x8xf32>
}

// CHECK: names-runtime.mlir:[[@LINE+1]]:1: error: @kmp_set_stacksize cannot be a C entry point: 'kmp_set_stacksize' begins with 'kmp_', libomp's prefix
func.func @kmp_set_stacksize(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// CHECK: names-runtime.mlir:[[@LINE+1]]:1: error: @mgpuMemAlloc cannot be a C entry point: 'mgpuMemAlloc' begins with 'mgpu', the prefix of MLIR's GPU runtime wrappers
func.func @mgpuMemAlloc(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// CHECK: names-runtime.mlir:[[@LINE+1]]:1: error: @cuLaunchKernel cannot be a C entry point: 'cuLaunchKernel' is a CUDA driver API name (cu followed by an uppercase letter: cuInit, cuLaunchKernel, ...)
func.func @cuLaunchKernel(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// cu + lowercase is an ordinary name.
// CHECK-NOT: @cumsum
func.func @cumsum(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
