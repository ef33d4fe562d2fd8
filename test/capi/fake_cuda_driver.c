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
|*                                                                            *|
|* With STYPE_FAKE_CUDA_KERNELS=1 in the environment, module loads succeed,  *|
|* every kernel name resolves to a handle of its own and launches do nothing *|
|* but advance a fake clock (gridX ms per launch, 0.25 ms per memset or      *|
|* copy), which events record: the runtime's launch profile is then exact    *|
|* (test/unit/fake_cuda/).                                                    *|
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

/* STYPE_FAKE_CUDA_KERNELS: kernels "run", on a fake clock (milliseconds). */
static int kernels(void) {
  const char *env = getenv("STYPE_FAKE_CUDA_KERNELS");
  return env && *env && strcmp(env, "0") != 0;
}
static double clock_ms;
static void tick(double ms) { clock_ms += ms; }

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
  tick(0.25);
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
  tick(0.25);
  return OK;
}
CUresult cuMemsetD16Async(CUdeviceptr dst, unsigned short value, size_t n,
                          void *s) {
  size_t i;
  (void)s;
  for (i = 0; i < n; ++i)
    ((unsigned short *)ptr(dst))[i] = value;
  tick(0.25);
  return OK;
}
static int stream;
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
/* An event holds the fake clock's time when it was recorded. */
CUresult cuEventCreate(void **e, unsigned flags) {
  (void)flags;
  *e = calloc(1, sizeof(double));
  return *e ? OK : ERROR_OUT_OF_MEMORY;
}
CUresult cuEventDestroy_v2(void *e) {
  if (!e)
    return ERROR_INVALID_HANDLE;
  free(e);
  return OK;
}
CUresult cuEventRecord(void *e, void *s) {
  (void)s;
  if (!e)
    return ERROR_INVALID_HANDLE;
  *(double *)e = clock_ms;
  return OK;
}
CUresult cuEventSynchronize(void *e) { return e ? OK : ERROR_INVALID_HANDLE; }
CUresult cuEventElapsedTime(float *ms, void *a, void *b) {
  if (!a || !b)
    return ERROR_INVALID_HANDLE;
  *ms = (float)(*(double *)b - *(double *)a);
  return OK;
}
static int module;
CUresult cuModuleLoadData(void **m, const void *image) {
  (void)image;
  *m = kernels() ? &module : NULL;
  return kernels() ? OK : ERROR_INVALID_IMAGE;
}
CUresult cuModuleLoadDataEx(void **m, const void *image, unsigned n,
                            int *options, void **values) {
  (void)n, (void)options, (void)values;
  return cuModuleLoadData(m, image);
}
CUresult cuModuleUnload(void *m) { return m ? OK : ERROR_INVALID_HANDLE; }
/* A handle per kernel name: a copy of the name, interned in a list that
   lives as long as the process (looked up again on every launch). */
struct fake_function {
  struct fake_function *next;
  char name[];
};
static struct fake_function *functions;
CUresult cuModuleGetFunction(void **fn, void *m, const char *name) {
  struct fake_function *f;
  size_t n;
  if (!m || !kernels()) {
    *fn = NULL;
    return ERROR_INVALID_HANDLE;
  }
  for (f = functions; f; f = f->next)
    if (strcmp(f->name, name) == 0) {
      *fn = f->name;
      return OK;
    }
  n = strlen(name) + 1;
  f = malloc(sizeof *f + n);
  if (!f)
    return ERROR_OUT_OF_MEMORY;
  memcpy(f->name, name, n);
  f->next = functions;
  functions = f;
  *fn = f->name;
  return OK;
}
CUresult cuLaunchKernel(void *f, unsigned gx, unsigned gy, unsigned gz,
                        unsigned bx, unsigned by, unsigned bz, unsigned shared,
                        void *s, void **params, void **extra) {
  (void)gy, (void)gz, (void)bx, (void)by, (void)bz;
  (void)shared, (void)s, (void)params, (void)extra;
  if (!f || !kernels())
    return ERROR_INVALID_HANDLE;
  tick((double)gx);
  return OK;
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
