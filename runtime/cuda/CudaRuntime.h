//===- CudaRuntime.h - the CUDA driver API, loaded at run time --*- C++ -*-===//
//
// Part of the stype project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// stype's GPU runtime for NVIDIA devices.  The CUDA driver (libcuda.so.1) is
/// opened with dlopen on first use, so that everything builds, links and runs
/// its CPU paths on machines without a GPU or driver: there, every entry point
/// returns the status "no CUDA driver: libcuda.so.1 not found (...)".
///
/// Two interfaces:
///  - the C++ API below (Status results), used by drivers and tests;
///  - the `mgpu*` C functions that host code produced by the `stype-to-nvvm`
///    pipeline calls (upstream MLIR's `gpu-to-llvm` ABI: module load from the
///    embedded PTX/cubin, launches, device memory, streams).  They cannot
///    return a status, so the first error is kept and read with
///    `lastError()` / `stype_cuda_last_error()`; after an error, launches and
///    copies still run (or fail) one by one, never abort the process.
///
/// Streams: `mgpuStreamCreate` hands out one stream per host thread, created
/// on first use and kept (the generated code creates and destroys a stream
/// around every synchronous launch; reusing one keeps that cheap).
///
//===----------------------------------------------------------------------===//

#ifndef STYPE_RUNTIME_CUDA_CUDARUNTIME_H
#define STYPE_RUNTIME_CUDA_CUDARUNTIME_H

#include "runtime/Status.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace stype {
namespace rt {
namespace cuda {

/// Loads the driver (`libcuda.so.1`, or the library named by the
/// environment variable STYPE_CUDA_DRIVER, or by
/// `setDriverLibraryForTesting`), initializes it and makes the primary context
/// of device 0 current.  Idempotent: later calls return the first call's
/// status.
Status init();

/// True if init() succeeded.
bool available();

/// The name of device 0 (e.g. "NVIDIA H100 80GB HBM3").
Status deviceName(std::string &name);

/// Device 0's compute capability (9.0 for an H100).
Status computeCapability(int &major, int &minor);

/// Device memory.  A zero-byte allocation yields nullptr and succeeds.
Status alloc(void **devicePtr, size_t bytes);
Status free(void *devicePtr);
Status copyToDevice(void *dst, const void *src, size_t bytes);
Status copyToHost(void *dst, const void *src, size_t bytes);
Status copyOnDevice(void *dst, const void *src, size_t bytes);
/// Waits for all work on the device.
Status synchronize();

/// A loaded module (PTX, JIT-compiled by the driver, or cubin).
Status loadModule(const void *image, void **module);
Status getFunction(void *module, const char *name, void **function);
/// Launches `function` on `stream` (nullptr: the calling thread's stream)
/// with `params` as cuLaunchKernel takes them (an array of pointers to the
/// arguments).
Status launch(void *function, const int64_t grid[3], const int64_t block[3],
              unsigned sharedBytes, void *stream, void **params);

/// The first error of the mgpu* entry points since the last clearError(),
/// or success.
Status lastError();
void clearError();

/// Milliseconds between two events recorded on the calling thread's stream
/// around `work` (for benchmarks).
Status timeOnDevice(void (*work)(void *), void *arg, float *milliseconds);

/// The launch profile, for finding where a call's device time goes (the
/// GPU machines here have no working nsys).  While it is on, every launch
/// (launch() and mgpuLaunchKernel), mgpuMemset* and mgpuMemcpy is timed
/// alone between two events and waited for, so calls get slower; the
/// per-kernel totals are read with profileReport().  Kernels are named by
/// the getFunction() lookups made while it is on (generated host code looks
/// its kernel up before each launch); others show as "(unnamed kernel)".
/// The environment variable STYPE_CUDA_PROFILE=1 turns it on at init() and
/// prints the report to stderr when the process exits; setProfiling() alone
/// prints nothing.  Profiled work is serialized across threads.
struct ProfileEntry {
  int64_t calls = 0;
  double milliseconds = 0;
};
void setProfiling(bool on);
bool profiling();
/// Entries by name (kernel name, "(memset)", "(copy)"), the longest first.
std::vector<std::pair<std::string, ProfileEntry>> profileEntries();
/// A table of profileEntries(), one line per entry; empty if none.
std::string profileReport();
void profileReset();

/// Tests only: the next init() loads `library` instead of libcuda.so.1, and
/// forgets the previous init() and the launch profile's kernel names and
/// totals.  Not thread-safe.
void setDriverLibraryForTesting(const char *library);

} // namespace cuda
} // namespace rt
} // namespace stype

extern "C" {
/// The first recorded error message, or nullptr.  Clears nothing.
const char *stype_cuda_last_error(void);

/// Calls `load` once per `*guard` (null until then; set when `load`
/// returns), under a lock: the first call of an entry point of a library
/// compiled with `stype-compile --target=nvptx` loads its modules.
void stype_cuda_load_once(void **guard, void (*load)(void));

// upstream MLIR's GPU runtime ABI (gpu-to-llvm), on the driver API.
void *mgpuModuleLoad(void *data, size_t size);
void *mgpuModuleLoadJIT(void *data, int optLevel);
void mgpuModuleUnload(void *module);
void *mgpuModuleGetFunction(void *module, const char *name);
void mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY,
                      intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                      intptr_t blockZ, int32_t sharedBytes, void *stream,
                      void **params, void **extra, size_t paramsCount);
void *mgpuStreamCreate(void);
void mgpuStreamDestroy(void *stream);
void mgpuStreamSynchronize(void *stream);
void mgpuStreamWaitEvent(void *stream, void *event);
void *mgpuEventCreate(void);
void mgpuEventDestroy(void *event);
void mgpuEventSynchronize(void *event);
void mgpuEventRecord(void *event, void *stream);
void *mgpuMemAlloc(uint64_t bytes, void *stream, bool isHostShared);
void mgpuMemFree(void *ptr, void *stream);
void mgpuMemcpy(void *dst, void *src, size_t bytes, void *stream);
void mgpuMemset32(void *dst, unsigned int value, size_t count, void *stream);
void mgpuMemset16(void *dst, unsigned short value, size_t count, void *stream);
void mgpuSetDefaultDevice(int32_t device);
}

#endif // STYPE_RUNTIME_CUDA_CUDARUNTIME_H
