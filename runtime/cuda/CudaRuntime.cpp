//===- CudaRuntime.cpp - the CUDA driver API, loaded at run time -*- C++ -*-===//
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

#include <mutex>
#include <string>

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
constexpr CUresult CUDA_SUCCESS = 0;
constexpr int CU_JIT_OPTIMIZATION_LEVEL = 7;

/// The driver entry points stype uses.
struct Driver {
  CUresult (*cuInit)(unsigned);
  CUresult (*cuDeviceGet)(CUdevice *, int);
  CUresult (*cuDeviceGetName)(char *, int, CUdevice);
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
  CUresult (*cuLaunchKernel)(CUfunction, unsigned, unsigned, unsigned,
                             unsigned, unsigned, unsigned, unsigned, CUstream,
                             void **, void **);
  CUresult (*cuGetErrorName)(CUresult, const char **);
  CUresult (*cuGetErrorString)(CUresult, const char **);
};

struct State {
  std::mutex mutex;
  std::string library = "libcuda.so.1";
  bool tried = false;
  Status initStatus;
  void *handle = nullptr;
  Driver d{};
  int device = 0;
  CUcontext context = nullptr;
  std::string firstError;
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

Status initLocked(State &s) {
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
  Status st = check(d.cuInit(0), "cuInit");
  if (!st.ok())
    return st;
  CUdevice dev;
  if (!(st = check(d.cuDeviceGet(&dev, s.device), "cuDeviceGet")).ok())
    return st;
  if (!(st = check(d.cuDevicePrimaryCtxRetain(&s.context, dev),
                   "cuDevicePrimaryCtxRetain"))
           .ok())
    return st;
  return check(d.cuCtxSetCurrent(s.context), "cuCtxSetCurrent");
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

CUdeviceptr dptr(const void *p) {
  return static_cast<CUdeviceptr>(reinterpret_cast<uintptr_t>(p));
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

Status alloc(void **devicePtr, size_t bytes) {
  *devicePtr = nullptr;
  Status st = ensureReady();
  if (!st.ok() || bytes == 0)
    return st;
  CUdeviceptr p = 0;
  st = check(state().d.cuMemAlloc(&p, bytes), "cuMemAlloc");
  if (st.ok())
    *devicePtr = reinterpret_cast<void *>(static_cast<uintptr_t>(p));
  return st;
}

Status free(void *devicePtr) {
  Status st = ensureReady();
  if (!st.ok() || !devicePtr)
    return st;
  return check(state().d.cuMemFree(dptr(devicePtr)), "cuMemFree");
}

Status copyToDevice(void *dst, const void *src, size_t bytes) {
  Status st = ensureReady();
  if (!st.ok() || bytes == 0)
    return st;
  return check(state().d.cuMemcpyHtoD(dptr(dst), src, bytes), "cuMemcpyHtoD");
}

Status copyToHost(void *dst, const void *src, size_t bytes) {
  Status st = ensureReady();
  if (!st.ok() || bytes == 0)
    return st;
  return check(state().d.cuMemcpyDtoH(dst, dptr(src), bytes), "cuMemcpyDtoH");
}

Status copyOnDevice(void *dst, const void *src, size_t bytes) {
  Status st = ensureReady();
  if (!st.ok() || bytes == 0)
    return st;
  return check(state().d.cuMemcpyDtoD(dptr(dst), dptr(src), bytes),
               "cuMemcpyDtoD");
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
  if (!module)
    return Status::error(std::string("no module to look up kernel ") + name +
                         " in (its load failed)");
  return check(state().d.cuModuleGetFunction(function, module, name),
               "cuModuleGetFunction");
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
      return Status::error("kernel launch with an invalid grid or block "
                           "size: grid " + std::to_string(grid[0]) + "x" +
                           std::to_string(grid[1]) + "x" +
                           std::to_string(grid[2]) + ", block " +
                           std::to_string(block[0]) + "x" +
                           std::to_string(block[1]) + "x" +
                           std::to_string(block[2]));
  if (!stream)
    stream = threadStream(st);
  if (!st.ok())
    return st;
  return check(state().d.cuLaunchKernel(
                   function, unsigned(grid[0]), unsigned(grid[1]),
                   unsigned(grid[2]), unsigned(block[0]), unsigned(block[1]),
                   unsigned(block[2]), sharedBytes, stream, params, nullptr),
               "cuLaunchKernel");
}

Status lastError() {
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  return s.firstError.empty() ? Status::success()
                              : Status::error(s.firstError);
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

void setDriverLibraryForTesting(const char *library) {
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  s.library = library;
  s.tried = false;
  s.initStatus = Status::success();
  s.handle = nullptr;
  s.d = Driver{};
  s.firstError.clear();
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

void *mgpuModuleLoad(void *data, size_t /*size*/) {
  void *module = nullptr;
  record(cuda::loadModule(data, &module));
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
  record(check(state().d.cuModuleLoadDataEx(&module, data, 1, options, values),
               "cuModuleLoadDataEx (PTX JIT)"));
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

void *mgpuMemAlloc(uint64_t bytes, void * /*stream*/, bool isHostShared) {
  if (isHostShared) {
    record(Status::error("host-shared GPU allocations are not supported"));
    return nullptr;
  }
  void *p = nullptr;
  record(cuda::alloc(&p, size_t(bytes)));
  return p;
}

void mgpuMemFree(void *ptr, void * /*stream*/) { record(cuda::free(ptr)); }

void mgpuMemcpy(void *dst, void *src, size_t bytes, void * /*stream*/) {
  Status st = ensureReady();
  if (st.ok() && bytes)
    st = check(state().d.cuMemcpy(dptr(dst), dptr(src), bytes), "cuMemcpy");
  record(st);
}

void mgpuMemset32(void *dst, unsigned int value, size_t count, void *stream) {
  Status st = ensureReady();
  if (st.ok() && count)
    st = check(state().d.cuMemsetD32Async(dptr(dst), value, count, stream),
               "cuMemsetD32");
  record(st);
}

void mgpuMemset16(void *dst, unsigned short value, size_t count,
                  void *stream) {
  Status st = ensureReady();
  if (st.ok() && count)
    st = check(state().d.cuMemsetD16Async(dptr(dst), value, count, stream),
               "cuMemsetD16");
  record(st);
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
