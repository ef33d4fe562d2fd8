/*===- fake_cuda_driver.c - a CUDA driver without a GPU, for tests -------===*\
|*                                                                            *|
|* Implements the driver entry points runtime/cuda resolves, on host memory: *|
|* device 0 is "stype fake CUDA driver" (compute capability 9.0), memory and *|
|* copies work (calloc/memcpy), streams and events do nothing, and every     *|
|* module load fails with CUDA_ERROR_INVALID_IMAGE (there is no GPU to run   *|
|* kernels on).  Loaded through STYPE_CUDA_DRIVER=<this library>, it lets    *|
|* the tests exercise the device path of GPU libraries and stype-run         *|
|* --device=cuda on machines without a GPU: uploads, downloads, the lazy     *|
|* module load at the first call, and the STYPE_ERROR_DEVICE status.         *|
\*===----------------------------------------------------------------------===*/

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef unsigned long long CUdeviceptr;
enum {
  OK = 0,
  ERROR_INVALID_VALUE = 1,
  ERROR_OUT_OF_MEMORY = 2,
  ERROR_INVALID_IMAGE = 200,
  ERROR_INVALID_HANDLE = 400
};

static void *ptr(CUdeviceptr p) { return (void *)(uintptr_t)p; }

CUresult cuInit(unsigned flags) { return flags ? ERROR_INVALID_VALUE : OK; }
CUresult cuDeviceGet(int *dev, int ordinal) {
  *dev = ordinal;
  return ordinal == 0 ? OK : ERROR_INVALID_VALUE;
}
CUresult cuDeviceGetName(char *name, int len, int dev) {
  (void)dev;
  strncpy(name, "stype fake CUDA driver", (size_t)len);
  return OK;
}
CUresult cuDeviceGetAttribute(int *value, int attribute, int dev) {
  (void)dev;
  *value = attribute == 75 ? 9 : 0; /* compute capability 9.0 */
  return OK;
}
static int context;
CUresult cuDevicePrimaryCtxRetain(void **ctx, int dev) {
  (void)dev;
  *ctx = &context;
  return OK;
}
CUresult cuCtxSetCurrent(void *ctx) { return ctx == &context ? OK : 201; }
CUresult cuCtxSynchronize(void) { return OK; }
CUresult cuMemAlloc_v2(CUdeviceptr *p, size_t bytes) {
  void *m = calloc(1, bytes);
  *p = (CUdeviceptr)(uintptr_t)m;
  return m ? OK : ERROR_OUT_OF_MEMORY;
}
CUresult cuMemFree_v2(CUdeviceptr p) {
  free(ptr(p));
  return OK;
}
CUresult cuMemcpy(CUdeviceptr dst, CUdeviceptr src, size_t bytes) {
  memmove(ptr(dst), ptr(src), bytes);
  return OK;
}
CUresult cuMemcpyHtoD_v2(CUdeviceptr dst, const void *src, size_t bytes) {
  memcpy(ptr(dst), src, bytes);
  return OK;
}
CUresult cuMemcpyDtoH_v2(void *dst, CUdeviceptr src, size_t bytes) {
  memcpy(dst, ptr(src), bytes);
  return OK;
}
CUresult cuMemcpyDtoD_v2(CUdeviceptr dst, CUdeviceptr src, size_t bytes) {
  memmove(ptr(dst), ptr(src), bytes);
  return OK;
}
CUresult cuMemsetD32Async(CUdeviceptr dst, unsigned value, size_t n, void *s) {
  size_t i;
  (void)s;
  for (i = 0; i < n; ++i)
    ((unsigned *)ptr(dst))[i] = value;
  return OK;
}
CUresult cuMemsetD16Async(CUdeviceptr dst, unsigned short value, size_t n,
                          void *s) {
  size_t i;
  (void)s;
  for (i = 0; i < n; ++i)
    ((unsigned short *)ptr(dst))[i] = value;
  return OK;
}
static int stream, event;
CUresult cuStreamCreate(void **s, unsigned flags) {
  (void)flags;
  *s = &stream;
  return OK;
}
CUresult cuStreamSynchronize(void *s) { return s ? OK : ERROR_INVALID_HANDLE; }
CUresult cuStreamWaitEvent(void *s, void *e, unsigned flags) {
  (void)s, (void)e, (void)flags;
  return OK;
}
CUresult cuEventCreate(void **e, unsigned flags) {
  (void)flags;
  *e = &event;
  return OK;
}
CUresult cuEventDestroy_v2(void *e) { return e ? OK : ERROR_INVALID_HANDLE; }
CUresult cuEventRecord(void *e, void *s) {
  (void)e, (void)s;
  return OK;
}
CUresult cuEventSynchronize(void *e) { return e ? OK : ERROR_INVALID_HANDLE; }
CUresult cuEventElapsedTime(float *ms, void *a, void *b) {
  (void)a, (void)b;
  *ms = 0;
  return OK;
}
CUresult cuModuleLoadData(void **module, const void *image) {
  (void)image;
  *module = NULL;
  return ERROR_INVALID_IMAGE;
}
CUresult cuModuleLoadDataEx(void **module, const void *image, unsigned n,
                            int *options, void **values) {
  (void)n, (void)options, (void)values;
  return cuModuleLoadData(module, image);
}
CUresult cuModuleUnload(void *module) {
  return module ? OK : ERROR_INVALID_HANDLE;
}
CUresult cuModuleGetFunction(void **fn, void *module, const char *name) {
  (void)module, (void)name;
  *fn = NULL;
  return ERROR_INVALID_HANDLE;
}
CUresult cuLaunchKernel(void *f, unsigned gx, unsigned gy, unsigned gz,
                        unsigned bx, unsigned by, unsigned bz, unsigned shared,
                        void *s, void **params, void **extra) {
  (void)f, (void)gx, (void)gy, (void)gz, (void)bx, (void)by, (void)bz;
  (void)shared, (void)s, (void)params, (void)extra;
  return ERROR_INVALID_HANDLE;
}
CUresult cuGetErrorName(CUresult r, const char **name) {
  *name = r == ERROR_INVALID_IMAGE    ? "CUDA_ERROR_INVALID_IMAGE"
          : r == ERROR_OUT_OF_MEMORY  ? "CUDA_ERROR_OUT_OF_MEMORY"
          : r == ERROR_INVALID_HANDLE ? "CUDA_ERROR_INVALID_HANDLE"
                                      : "CUDA_ERROR_INVALID_VALUE";
  return OK;
}
CUresult cuGetErrorString(CUresult r, const char **text) {
  *text = r == ERROR_INVALID_IMAGE ? "the fake driver runs no kernels"
                                   : "fake driver error";
  return OK;
}
