//===- CudaRuntime.cpp - the CUDA driver API, loaded at run time -*- C++
//-*-===//
//
// Part of the stype project.
//
//===----------------------------------------------------------------------===//
//
// The driver's types and entry points are declared here (no cuda.h needed at
// build time) and resolved with dlsym from libcuda.so.1.
//
//===----------------------------------------------------------------------===//

#include "runtime/cuda/CudaRuntime.h"

#include <dlfcn.h>

#include <cstdlib>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <map>
#include <mutex>
#include <string>
#include <vector>

using stype::rt::Status;

namespace {

using CUresult = int;
using CUdevice = int;
using CUdeviceptr = unsigned long long;
using CUcontext = void *;
using CUmodule = void *;
using CUfunction = void *;
using CUstream = void *;
using CUevent = void *;
using CUmemoryPool = void *;
constexpr CUresult CUDA_SUCCESS = 0;
constexpr int CU_JIT_OPTIMIZATION_LEVEL = 7;
constexpr int CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED = 115;
constexpr int CU_MEMPOOL_ATTR_RELEASE_THRESHOLD = 4;

/// The driver entry points stype uses.
struct Driver {
  CUresult (*cuInit)(unsigned);
  CUresult (*cuDeviceGet)(CUdevice *, int);
  CUresult (*cuDeviceGetName)(char *, int, CUdevice);
  CUresult (*cuDeviceGetAttribute)(int *, int, CUdevice);
  CUresult (*cuDevicePrimaryCtxRetain)(CUcontext *, CUdevice);
  CUresult (*cuCtxSetCurrent)(CUcontext);
  CUresult (*cuCtxSynchronize)();
  CUresult (*cuMemAlloc)(CUdeviceptr *, size_t);
  CUresult (*cuMemFree)(CUdeviceptr);
  CUresult (*cuMemcpy)(CUdeviceptr, CUdeviceptr, size_t);
  CUresult (*cuMemcpyHtoD)(CUdeviceptr, const void *, size_t);
  CUresult (*cuMemcpyDtoH)(void *, CUdeviceptr, size_t);
  CUresult (*cuMemcpyDtoD)(CUdeviceptr, CUdeviceptr, size_t);
  CUresult (*cuMemsetD32Async)(CUdeviceptr, unsigned, size_t, CUstream);
  CUresult (*cuMemsetD16Async)(CUdeviceptr, unsigned short, size_t, CUstream);
  CUresult (*cuStreamCreate)(CUstream *, unsigned);
  CUresult (*cuStreamSynchronize)(CUstream);
  CUresult (*cuStreamWaitEvent)(CUstream, CUevent, unsigned);
  CUresult (*cuEventCreate)(CUevent *, unsigned);
  CUresult (*cuEventDestroy)(CUevent);
  CUresult (*cuEventRecord)(CUevent, CUstream);
  CUresult (*cuEventSynchronize)(CUevent);
  CUresult (*cuEventElapsedTime)(float *, CUevent, CUevent);
  CUresult (*cuModuleLoadData)(CUmodule *, const void *);
  CUresult (*cuModuleLoadDataEx)(CUmodule *, const void *, unsigned, int *,
                                 void **);
  CUresult (*cuModuleUnload)(CUmodule);
  CUresult (*cuModuleGetFunction)(CUfunction *, CUmodule, const char *);
  CUresult (*cuLaunchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned,
                             unsigned, unsigned, unsigned, CUstream, void **,
                             void **);
  CUresult (*cuGetErrorName)(CUresult, const char **);
  CUresult (*cuGetErrorString)(CUresult, const char **);
  // Optional (nullptr when the driver lacks them): stream-ordered copies
  // and the stream-ordered allocator (CUDA 11.2+).
  CUresult (*cuMemcpyAsync)(CUdeviceptr, CUdeviceptr, size_t, CUstream);
  CUresult (*cuMemAllocAsync)(CUdeviceptr *, size_t, CUstream);
  CUresult (*cuMemFreeAsync)(CUdeviceptr, CUstream);
  CUresult (*cuDeviceGetDefaultMemPool)(CUmemoryPool *, CUdevice);
  CUresult (*cuMemPoolSetAttribute)(CUmemoryPool, int, void *);
};

struct State {
  std::mutex mutex;
  std::string library = "libcuda.so.1";
  /// Set by setDriverLibraryForTesting (wins over STYPE_CUDA_DRIVER).
  bool libraryForced = false;
  bool tried = false;
  Status initStatus;
  void *handle = nullptr;
  Driver d{};
  int device = 0;
  CUcontext context = nullptr;
  /// Device memory comes from the device's default stream-ordered pool
  /// (cuMemAllocAsync / cuMemFreeAsync), which keeps freed memory for reuse.
  bool pools = false;
  std::string firstError;
  /// The last failed module load, for the kernel lookups that follow.
  std::string loadError;
  /// Kernel names by function handle (for the profile).
  std::map<void *, std::string> names;
  /// The launch profile (setProfiling / STYPE_CUDA_PROFILE): each launch,
  /// memset and copy timed alone between two events.
  std::atomic<bool> profiling{false};
  bool profileAtExit = false;
  /// Held across one profiled operation (the two events are shared).
  std::mutex profileMutex;
  CUevent profileStart = nullptr, profileStop = nullptr;
  std::map<std::string, stype::rt::cuda::ProfileEntry> profile;
};

State &state() {
  static State s;
  return s;
}

/// Resolves `name` into `fn`; false if the driver lacks it.
template <typename Fn> bool resolve(void *handle, const char *name, Fn &fn) {
  fn = reinterpret_cast<Fn>(dlsym(handle, name));
  return fn != nullptr;
}

Status check(CUresult r, const char *what) {
  if (r == CUDA_SUCCESS)
    return Status::success();
  const Driver &d = state().d;
  const char *name = nullptr, *text = nullptr;
  if (d.cuGetErrorName)
    d.cuGetErrorName(r, &name);
  if (d.cuGetErrorString)
    d.cuGetErrorString(r, &text);
  return Status::error(std::string("CUDA error in ") + what + ": " +
                       (name ? name : ("code " + std::to_string(r)).c_str()) +
                       (text ? std::string(" (") + text + ")" : ""));
}

void printProfileAtExit();

Status initLocked(State &s) {
  // STYPE_CUDA_DRIVER names another driver library (tests use a missing one
  // to exercise the no-driver path on machines that have a GPU).
  if (const char *env = std::getenv("STYPE_CUDA_DRIVER");
      env && *env && !s.libraryForced)
    s.library = env;
  s.handle = dlopen(s.library.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!s.handle) {
    const char *why = dlerror();
    return Status::error("no CUDA driver: " + s.library + " not found" +
                         (why ? std::string(" (") + why + ")" : ""));
  }
  Driver &d = s.d;
  bool ok = resolve(s.handle, "cuInit", d.cuInit) &&
            resolve(s.handle, "cuDeviceGet", d.cuDeviceGet) &&
            resolve(s.handle, "cuDeviceGetName", d.cuDeviceGetName) &&
            resolve(s.handle, "cuDeviceGetAttribute", d.cuDeviceGetAttribute) &&
            resolve(s.handle, "cuDevicePrimaryCtxRetain",
                    d.cuDevicePrimaryCtxRetain) &&
            resolve(s.handle, "cuCtxSetCurrent", d.cuCtxSetCurrent) &&
            resolve(s.handle, "cuCtxSynchronize", d.cuCtxSynchronize) &&
            resolve(s.handle, "cuMemAlloc_v2", d.cuMemAlloc) &&
            resolve(s.handle, "cuMemFree_v2", d.cuMemFree) &&
            resolve(s.handle, "cuMemcpy", d.cuMemcpy) &&
            resolve(s.handle, "cuMemcpyHtoD_v2", d.cuMemcpyHtoD) &&
            resolve(s.handle, "cuMemcpyDtoH_v2", d.cuMemcpyDtoH) &&
            resolve(s.handle, "cuMemcpyDtoD_v2", d.cuMemcpyDtoD) &&
            resolve(s.handle, "cuMemsetD32Async", d.cuMemsetD32Async) &&
            resolve(s.handle, "cuMemsetD16Async", d.cuMemsetD16Async) &&
            resolve(s.handle, "cuStreamCreate", d.cuStreamCreate) &&
            resolve(s.handle, "cuStreamSynchronize", d.cuStreamSynchronize) &&
            resolve(s.handle, "cuStreamWaitEvent", d.cuStreamWaitEvent) &&
            resolve(s.handle, "cuEventCreate", d.cuEventCreate) &&
            resolve(s.handle, "cuEventDestroy_v2", d.cuEventDestroy) &&
            resolve(s.handle, "cuEventRecord", d.cuEventRecord) &&
            resolve(s.handle, "cuEventSynchronize", d.cuEventSynchronize) &&
            resolve(s.handle, "cuEventElapsedTime", d.cuEventElapsedTime) &&
            resolve(s.handle, "cuModuleLoadData", d.cuModuleLoadData) &&
            resolve(s.handle, "cuModuleLoadDataEx", d.cuModuleLoadDataEx) &&
            resolve(s.handle, "cuModuleUnload", d.cuModuleUnload) &&
            resolve(s.handle, "cuModuleGetFunction", d.cuModuleGetFunction) &&
            resolve(s.handle, "cuLaunchKernel", d.cuLaunchKernel) &&
            resolve(s.handle, "cuGetErrorName", d.cuGetErrorName) &&
            resolve(s.handle, "cuGetErrorString", d.cuGetErrorString);
  if (!ok)
    return Status::error("CUDA driver " + s.library +
                         " lacks an entry point stype needs (driver too old?)");
  resolve(s.handle, "cuMemcpyAsync", d.cuMemcpyAsync);
  resolve(s.handle, "cuMemAllocAsync", d.cuMemAllocAsync);
  resolve(s.handle, "cuMemFreeAsync", d.cuMemFreeAsync);
  resolve(s.handle, "cuDeviceGetDefaultMemPool", d.cuDeviceGetDefaultMemPool);
  resolve(s.handle, "cuMemPoolSetAttribute", d.cuMemPoolSetAttribute);
  Status st = check(d.cuInit(0), "cuInit");
  if (!st.ok())
    return st;
  // STYPE_CUDA_PROFILE=1: time every launch alone and print the per-kernel
  // totals to stderr when the process exits.
  if (const char *env = std::getenv("STYPE_CUDA_PROFILE");
      env && *env && std::string(env) != "0") {
    s.profiling = true;
    if (!s.profileAtExit) {
      s.profileAtExit = true;
      std::atexit(printProfileAtExit);
    }
  }
  CUdevice dev;
  if (!(st = check(d.cuDeviceGet(&dev, s.device), "cuDeviceGet")).ok())
    return st;
  if (!(st = check(d.cuDevicePrimaryCtxRetain(&s.context, dev),
                   "cuDevicePrimaryCtxRetain"))
           .ok())
    return st;
  if (!(st = check(d.cuCtxSetCurrent(s.context), "cuCtxSetCurrent")).ok())
    return st;
  // The stream-ordered pool, where the device has one: an allocation in a
  // kernel's prologue then costs no cuMemAlloc (which maps fresh pages) and
  // a free no cuMemFree (which waits for the device).  Freed memory stays
  // in the pool (release threshold: unlimited) for the next call.
  int pools = 0;
  CUmemoryPool pool = nullptr;
  if (d.cuMemAllocAsync && d.cuMemFreeAsync && d.cuDeviceGetDefaultMemPool &&
      d.cuMemPoolSetAttribute &&
      d.cuDeviceGetAttribute(&pools, CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED,
                             dev) == CUDA_SUCCESS &&
      pools && d.cuDeviceGetDefaultMemPool(&pool, dev) == CUDA_SUCCESS) {
    unsigned long long keep = ~0ull;
    s.pools = d.cuMemPoolSetAttribute(pool, CU_MEMPOOL_ATTR_RELEASE_THRESHOLD,
                                      &keep) == CUDA_SUCCESS;
  }
  return Status::success();
}

/// The calling thread's stream (created on first use).
CUstream threadStream(Status &st) {
  thread_local CUstream stream = nullptr;
  if (stream)
    return stream;
  st = check(state().d.cuStreamCreate(&stream, /*CU_STREAM_NON_BLOCKING=*/1),
             "cuStreamCreate");
  return st.ok() ? stream : nullptr;
}

/// Makes the context current on the calling thread (needed once per thread).
Status ensureReady() {
  Status st = stype::rt::cuda::init();
  if (!st.ok())
    return st;
  thread_local bool current = false;
  if (!current) {
    st = check(state().d.cuCtxSetCurrent(state().context), "cuCtxSetCurrent");
    current = st.ok();
  }
  return st;
}

/// Keeps the first error of the mgpu* entry points.
void record(const Status &st) {
  if (st.ok())
    return;
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  if (s.firstError.empty())
    s.firstError = st.message();
}

void rememberLoadError(const Status &st) {
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  s.loadError = st.message();
}

CUdeviceptr dptr(const void *p) {
  return static_cast<CUdeviceptr>(reinterpret_cast<uintptr_t>(p));
}

/// Device memory ordered on `stream`: from the pool where there is one,
/// else cuMemAlloc / cuMemFree (which do not wait for / wait for the device).
Status allocOn(CUstream stream, void **devicePtr, size_t bytes) {
  const Driver &d = state().d;
  CUdeviceptr p = 0;
  Status st = state().pools ? check(d.cuMemAllocAsync(&p, bytes, stream),
                                    "cuMemAllocAsync")
                            : check(d.cuMemAlloc(&p, bytes), "cuMemAlloc");
  if (st.ok())
    *devicePtr = reinterpret_cast<void *>(static_cast<uintptr_t>(p));
  return st;
}

Status freeOn(CUstream stream, void *devicePtr) {
  const Driver &d = state().d;
  return state().pools ? check(d.cuMemFreeAsync(dptr(devicePtr), stream),
                               "cuMemFreeAsync")
                       : check(d.cuMemFree(dptr(devicePtr)), "cuMemFree");
}

/// A copy of `bytes` from `src` to `dst` (device or host pointers, unified
/// addressing) ordered on `stream`; `wait`: returns when it is done.
Status copyOn(CUstream stream, void *dst, const void *src, size_t bytes,
              bool wait) {
  const Driver &d = state().d;
  if (!d.cuMemcpyAsync) { // an old driver: synchronous, after the stream
    Status st = check(d.cuStreamSynchronize(stream), "cuStreamSynchronize");
    return st.ok() ? check(d.cuMemcpy(dptr(dst), dptr(src), bytes), "cuMemcpy")
                   : st;
  }
  Status st = check(d.cuMemcpyAsync(dptr(dst), dptr(src), bytes, stream),
                    "cuMemcpyAsync");
  if (st.ok() && wait)
    st = check(d.cuStreamSynchronize(stream), "cuStreamSynchronize");
  return st;
}

/// Runs `op` (which enqueues work on `stream`); while profiling, waits for it
/// and adds its device time to the entry `what`.
template <typename Op>
Status profiled(CUstream stream, const std::string &what, Op op) {
  State &s = state();
  if (!s.profiling)
    return op();
  std::lock_guard<std::mutex> profileLock(s.profileMutex);
  const Driver &d = s.d;
  // The two events, created once; a profile that cannot be taken (no
  // events, a failed record) never stops the operation itself.
  if (!s.profileStart) {
    CUevent start = nullptr, stop = nullptr;
    if (d.cuEventCreate(&start, 0) != CUDA_SUCCESS)
      return op();
    if (d.cuEventCreate(&stop, 0) != CUDA_SUCCESS) {
      d.cuEventDestroy(start);
      return op();
    }
    s.profileStart = start;
    s.profileStop = stop;
  }
  if (d.cuEventRecord(s.profileStart, stream) != CUDA_SUCCESS)
    return op();
  Status result = op();
  float ms = 0;
  if (result.ok() && d.cuEventRecord(s.profileStop, stream) == CUDA_SUCCESS &&
      d.cuEventSynchronize(s.profileStop) == CUDA_SUCCESS &&
      d.cuEventElapsedTime(&ms, s.profileStart, s.profileStop) ==
          CUDA_SUCCESS) {
    std::lock_guard<std::mutex> lock(s.mutex);
    stype::rt::cuda::ProfileEntry &e = s.profile[what];
    e.calls += 1;
    e.milliseconds += ms;
  }
  return result;
}

std::string kernelName(void *function) {
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  auto it = s.names.find(function);
  return it == s.names.end() ? std::string("(unnamed kernel)") : it->second;
}

void printProfileAtExit() {
  std::fprintf(stderr, "%s", stype::rt::cuda::profileReport().c_str());
}

/// Sets `count` elements of `T` at `dst` to `value` on `stream` with the
/// driver's memset entry point `fn` (cuMemsetD32Async, cuMemsetD16Async),
/// named `what` in errors.
template <typename T>
void memsetOn(void *dst, T value, size_t count, void *stream,
              CUresult (*Driver::*fn)(CUdeviceptr, T, size_t, CUstream),
              const char *what) {
  Status st = ensureReady();
  if (st.ok() && count)
    st = profiled(stream, "(memset)", [&] {
      return check((state().d.*fn)(dptr(dst), value, count, stream), what);
    });
  record(st);
}

} // namespace

namespace stype {
namespace rt {
namespace cuda {

Status init() {
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  if (!s.tried) {
    s.tried = true;
    s.initStatus = initLocked(s);
  }
  return s.initStatus;
}

bool available() { return init().ok(); }

Status deviceName(std::string &name) {
  Status st = ensureReady();
  if (!st.ok())
    return st;
  char buf[256] = {};
  CUdevice dev;
  if (!(st = check(state().d.cuDeviceGet(&dev, state().device), "cuDeviceGet"))
           .ok())
    return st;
  st = check(state().d.cuDeviceGetName(buf, sizeof(buf) - 1, dev),
             "cuDeviceGetName");
  if (st.ok())
    name = buf;
  return st;
}

Status computeCapability(int &major, int &minor) {
  major = minor = 0;
  Status st = ensureReady();
  if (!st.ok())
    return st;
  CUdevice dev;
  if (!(st = check(state().d.cuDeviceGet(&dev, state().device), "cuDeviceGet"))
           .ok())
    return st;
  // CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR / _MINOR.
  if (!(st = check(state().d.cuDeviceGetAttribute(&major, 75, dev),
                   "cuDeviceGetAttribute"))
           .ok())
    return st;
  return check(state().d.cuDeviceGetAttribute(&minor, 76, dev),
               "cuDeviceGetAttribute");
}

// Every operation is ordered on the calling thread's stream, where the
// kernels of that thread run (a non-blocking stream: the legacy stream's
// cuMemcpy would not wait for them).

Status alloc(void **devicePtr, size_t bytes) {
  *devicePtr = nullptr;
  Status st = ensureReady();
  if (!st.ok() || bytes == 0)
    return st;
  CUstream stream = threadStream(st);
  if (st.ok())
    st = allocOn(stream, devicePtr, bytes);
  // Usable on any stream and by the host once this returns.
  if (st.ok() && state().pools)
    st = check(state().d.cuStreamSynchronize(stream), "cuStreamSynchronize");
  return st;
}

Status free(void *devicePtr) {
  Status st = ensureReady();
  if (!st.ok() || !devicePtr)
    return st;
  CUstream stream = threadStream(st);
  return st.ok() ? freeOn(stream, devicePtr) : st;
}

/// A blocking copy on this thread's stream (unified addressing: the driver
/// tells host from device memory).
static Status blockingCopy(void *dst, const void *src, size_t bytes) {
  Status st = ensureReady();
  if (!st.ok() || bytes == 0)
    return st;
  CUstream stream = threadStream(st);
  return st.ok() ? copyOn(stream, dst, src, bytes, /*wait=*/true) : st;
}

Status copyToDevice(void *dst, const void *src, size_t bytes) {
  return blockingCopy(dst, src, bytes);
}

Status copyToHost(void *dst, const void *src, size_t bytes) {
  return blockingCopy(dst, src, bytes);
}

Status copyOnDevice(void *dst, const void *src, size_t bytes) {
  return blockingCopy(dst, src, bytes);
}

Status synchronize() {
  Status st = ensureReady();
  if (!st.ok())
    return st;
  return check(state().d.cuCtxSynchronize(), "cuCtxSynchronize");
}

Status loadModule(const void *image, void **module) {
  *module = nullptr;
  Status st = ensureReady();
  if (!st.ok())
    return st;
  return check(state().d.cuModuleLoadData(module, image), "cuModuleLoadData");
}

Status getFunction(void *module, const char *name, void **function) {
  *function = nullptr;
  Status st = ensureReady();
  if (!st.ok())
    return st;
  if (!module) {
    std::lock_guard<std::mutex> lock(state().mutex);
    return Status::error(
        std::string("no module to look up kernel ") + name +
        " in (its load failed" +
        (state().loadError.empty() ? std::string() : ": " + state().loadError) +
        ")");
  }
  st = check(state().d.cuModuleGetFunction(function, module, name),
             "cuModuleGetFunction");
  // Names for the profile, recorded while it is on only (generated host
  // code looks its kernel up before every launch).
  if (st.ok() && state().profiling) {
    std::lock_guard<std::mutex> lock(state().mutex);
    state().names.try_emplace(*function, name);
  }
  return st;
}

Status launch(void *function, const int64_t grid[3], const int64_t block[3],
              unsigned sharedBytes, void *stream, void **params) {
  Status st = ensureReady();
  if (!st.ok())
    return st;
  if (!function)
    return Status::error("kernel launch without a kernel (its lookup failed)");
  for (int i = 0; i < 3; ++i)
    if (grid[i] <= 0 || block[i] <= 0 || grid[i] > 0x7fffffff ||
        block[i] > 1024)
      return Status::error(
          "kernel launch with an invalid grid or block "
          "size: grid " +
          std::to_string(grid[0]) + "x" + std::to_string(grid[1]) + "x" +
          std::to_string(grid[2]) + ", block " + std::to_string(block[0]) +
          "x" + std::to_string(block[1]) + "x" + std::to_string(block[2]));
  if (!stream)
    stream = threadStream(st);
  if (!st.ok())
    return st;
  auto op = [&] {
    return check(state().d.cuLaunchKernel(
                     function, unsigned(grid[0]), unsigned(grid[1]),
                     unsigned(grid[2]), unsigned(block[0]), unsigned(block[1]),
                     unsigned(block[2]), sharedBytes, stream, params, nullptr),
                 "cuLaunchKernel");
  };
  if (!state().profiling)
    return op();
  return profiled(stream, kernelName(function), op);
}

Status lastError() {
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  return s.firstError.empty() ? Status::success() : Status::error(s.firstError);
}

void clearError() {
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  s.firstError.clear();
}

Status timeOnDevice(void (*work)(void *), void *arg, float *milliseconds) {
  *milliseconds = 0;
  Status st = ensureReady();
  if (!st.ok())
    return st;
  const Driver &d = state().d;
  CUstream stream = threadStream(st);
  if (!st.ok())
    return st;
  CUevent start = nullptr, stop = nullptr;
  if (!(st = check(d.cuEventCreate(&start, 0), "cuEventCreate")).ok())
    return st;
  if (!(st = check(d.cuEventCreate(&stop, 0), "cuEventCreate")).ok()) {
    d.cuEventDestroy(start);
    return st;
  }
  st = check(d.cuEventRecord(start, stream), "cuEventRecord");
  if (st.ok()) {
    work(arg);
    st = check(d.cuEventRecord(stop, stream), "cuEventRecord");
  }
  if (st.ok())
    st = check(d.cuEventSynchronize(stop), "cuEventSynchronize");
  if (st.ok())
    st = check(d.cuEventElapsedTime(milliseconds, start, stop),
               "cuEventElapsedTime");
  d.cuEventDestroy(start);
  d.cuEventDestroy(stop);
  return st;
}

void setProfiling(bool on) {
  State &s = state();
  s.profiling = on;
}

bool profiling() { return state().profiling; }

std::vector<std::pair<std::string, ProfileEntry>> profileEntries() {
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  std::vector<std::pair<std::string, ProfileEntry>> out(s.profile.begin(),
                                                        s.profile.end());
  std::sort(out.begin(), out.end(), [](const auto &a, const auto &b) {
    if (a.second.milliseconds != b.second.milliseconds)
      return a.second.milliseconds > b.second.milliseconds;
    return a.first < b.first;
  });
  return out;
}

std::string profileReport() {
  auto entries = profileEntries();
  if (entries.empty())
    return "";
  double total = 0;
  for (const auto &e : entries)
    total += e.second.milliseconds;
  std::string out = "stype CUDA profile (each launch, memset and copy timed "
                    "alone, synchronized): " +
                    std::to_string(entries.size()) + " entries, " +
                    std::to_string(total) + " ms\n";
  char line[512];
  for (const auto &e : entries) {
    std::snprintf(line, sizeof(line),
                  "  %10.4f ms %5.1f%% %8lld calls %9.2f us/call  %s\n",
                  e.second.milliseconds,
                  total > 0 ? 100.0 * e.second.milliseconds / total : 0.0,
                  (long long)e.second.calls,
                  e.second.calls
                      ? 1000.0 * e.second.milliseconds / double(e.second.calls)
                      : 0.0,
                  e.first.c_str());
    out += line;
  }
  return out;
}

void profileReset() {
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  s.profile.clear();
}

void setDriverLibraryForTesting(const char *library) {
  State &s = state();
  // profileMutex before mutex, the order of profiled().
  std::lock_guard<std::mutex> profileLock(s.profileMutex);
  std::lock_guard<std::mutex> lock(s.mutex);
  s.library = library;
  s.libraryForced = true;
  s.tried = false;
  s.initStatus = Status::success();
  s.handle = nullptr;
  s.d = Driver{};
  s.firstError.clear();
  // The profile's events belonged to the old driver (not destroyed: its
  // library may be gone); names and totals are those of its kernels.
  s.profileStart = s.profileStop = nullptr;
  s.names.clear();
  s.profile.clear();
}

} // namespace cuda
} // namespace rt
} // namespace stype

namespace cuda = stype::rt::cuda;

extern "C" {

const char *stype_cuda_last_error(void) {
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  return s.firstError.empty() ? nullptr : s.firstError.c_str();
}

void stype_cuda_load_once(void **guard, void (*load)(void)) {
  static std::mutex mutex;
  std::lock_guard<std::mutex> lock(mutex);
  if (*guard)
    return;
  load();
  *guard = reinterpret_cast<void *>(uintptr_t(1));
}

void *mgpuModuleLoad(void *data, size_t /*size*/) {
  void *module = nullptr;
  Status st = cuda::loadModule(data, &module);
  if (!st.ok())
    rememberLoadError(st);
  record(st);
  return module;
}

void *mgpuModuleLoadJIT(void *data, int optLevel) {
  Status st = ensureReady();
  if (!st.ok()) {
    record(st);
    return nullptr;
  }
  CUmodule module = nullptr;
  int options[] = {CU_JIT_OPTIMIZATION_LEVEL};
  void *values[] = {reinterpret_cast<void *>(static_cast<intptr_t>(optLevel))};
  st = check(state().d.cuModuleLoadDataEx(&module, data, 1, options, values),
             "cuModuleLoadDataEx (PTX JIT)");
  if (!st.ok())
    rememberLoadError(st);
  record(st);
  return module;
}

void mgpuModuleUnload(void *module) {
  if (!module || !cuda::available())
    return;
  record(check(state().d.cuModuleUnload(module), "cuModuleUnload"));
}

void *mgpuModuleGetFunction(void *module, const char *name) {
  void *function = nullptr;
  record(cuda::getFunction(module, name, &function));
  return function;
}

void mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY,
                      intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                      intptr_t blockZ, int32_t sharedBytes, void *stream,
                      void **params, void ** /*extra*/,
                      size_t /*paramsCount*/) {
  const int64_t grid[3] = {gridX, gridY, gridZ};
  const int64_t block[3] = {blockX, blockY, blockZ};
  record(cuda::launch(function, grid, block, unsigned(sharedBytes), stream,
                      params));
}

void *mgpuStreamCreate(void) {
  Status st = ensureReady();
  CUstream stream = st.ok() ? threadStream(st) : nullptr;
  record(st);
  return stream;
}

void mgpuStreamDestroy(void *) {
  // The thread's stream is kept for the next launch (see the header).
}

void mgpuStreamSynchronize(void *stream) {
  if (!stream)
    return; // creation failed and was recorded
  record(check(state().d.cuStreamSynchronize(stream), "cuStreamSynchronize"));
}

void mgpuStreamWaitEvent(void *stream, void *event) {
  if (!stream || !event)
    return;
  record(check(state().d.cuStreamWaitEvent(stream, event, 0),
               "cuStreamWaitEvent"));
}

void *mgpuEventCreate(void) {
  Status st = ensureReady();
  CUevent event = nullptr;
  if (st.ok())
    st = check(state().d.cuEventCreate(&event, /*CU_EVENT_DISABLE_TIMING=*/2),
               "cuEventCreate");
  record(st);
  return event;
}

void mgpuEventDestroy(void *event) {
  if (event)
    record(check(state().d.cuEventDestroy(event), "cuEventDestroy"));
}

void mgpuEventSynchronize(void *event) {
  if (event)
    record(check(state().d.cuEventSynchronize(event), "cuEventSynchronize"));
}

void mgpuEventRecord(void *event, void *stream) {
  if (event && stream)
    record(check(state().d.cuEventRecord(event, stream), "cuEventRecord"));
}

void *mgpuMemAlloc(uint64_t bytes, void *stream, bool isHostShared) {
  if (isHostShared) {
    record(Status::error("host-shared GPU allocations are not supported"));
    return nullptr;
  }
  // Ordered on the kernel's stream: no synchronization.
  void *p = nullptr;
  Status st = ensureReady();
  if (st.ok() && bytes) {
    if (!stream)
      stream = threadStream(st);
    if (st.ok())
      st = allocOn(stream, &p, size_t(bytes));
  }
  record(st);
  return p;
}

void mgpuMemFree(void *ptr, void *stream) {
  Status st = ensureReady();
  if (st.ok() && ptr) {
    if (!stream)
      stream = threadStream(st);
    if (st.ok())
      st = freeOn(stream, ptr);
  }
  record(st);
}

void mgpuMemcpy(void *dst, void *src, size_t bytes, void *stream) {
  Status st = ensureReady();
  if (st.ok() && bytes) {
    if (!stream)
      stream = threadStream(st);
    if (st.ok())
      st = profiled(stream, "(copy)", [&] {
        return copyOn(stream, dst, src, bytes, /*wait=*/false);
      });
  }
  record(st);
}

void mgpuMemset32(void *dst, unsigned int value, size_t count, void *stream) {
  memsetOn(dst, value, count, stream, &Driver::cuMemsetD32Async, "cuMemsetD32");
}

void mgpuMemset16(void *dst, unsigned short value, size_t count, void *stream) {
  memsetOn(dst, value, count, stream, &Driver::cuMemsetD16Async, "cuMemsetD16");
}

void mgpuSetDefaultDevice(int32_t device) {
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  if (!s.tried)
    s.device = device;
  else if (device != s.device && s.firstError.empty())
    s.firstError = "mgpuSetDefaultDevice(" + std::to_string(device) +
                   ") after the CUDA runtime started on device " +
                   std::to_string(s.device);
}

} // extern "C"
