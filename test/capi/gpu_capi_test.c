/*===- gpu_capi_test.c - a GPU kernel library, from C --------------------===*\
|*                                                                            *|
|* Calls the entry points that `stype-compile --target=nvptx` generated from *|
|* Inputs/gpu_kernels.mlir.  Without a CUDA driver (this test's CI; or with  *|
|* STYPE_CUDA_DRIVER naming a missing library) every device function must    *|
|* return STYPE_ERROR_NO_DEVICE with "no CUDA driver", after the same input  *|
|* checks as a CPU library, and nothing may crash.  With a driver and a GPU  *|
|* it runs the kernels on device tensors and checks the results by hand.     *|
|* Compiled as C99.  Prints "ok ..." / "FAIL ..." lines; exits non-zero if   *|
|* any check failed.                                                         *|
\*===----------------------------------------------------------------------===*/

#include "gpu_kernels.h"

#include "expect.h"

#include <stdio.h>
#include <string.h>

/* x = [[1 0 2 0], [0 0 0 0], [0 3 0 4]]; w = 1..12 (4 x 3). */
static int64_t xIndptr[4] = {0, 2, 2, 4};
static int64_t xIndices[4] = {0, 2, 1, 3};
static float xData[4] = {1, 2, 3, 4};
static float wData[12] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
static int64_t wShape[2] = {4, 3};

/* The checks every library makes before the device is touched. */
static void testInputChecks(void) {
  stype_csr x;
  stype_dense w, y;
  int64_t badIndices[4] = {2, 0, 1, 3}; /* row 0 unsorted */
  stype_csr_borrow(STYPE_DTYPE_F32, 3, 4, 4, xIndptr, xIndices, xData, &x);
  stype_dense_borrow(STYPE_DTYPE_F32, 2, wShape, wData, &w);
  expectStatus(gpu_spmm(NULL, &w, &y), STYPE_ERROR_NULL_POINTER, "argument #0",
               "GPU entry point, NULL input");
  w.dtype = STYPE_DTYPE_F64;
  expectStatus(gpu_spmm(&x, &w, &y), STYPE_ERROR_DTYPE, "argument #1",
               "GPU entry point, wrong dtype");
  w.dtype = STYPE_DTYPE_F32;
  w.shape[0] = 5;
  expectStatus(gpu_spmm(&x, &w, &y), STYPE_ERROR_SHAPE, "has shape (5, 3)",
               "GPU entry point, static size mismatch");
  w.shape[0] = 4;
  /* Uploads are format-checked on the host, before the driver is asked. */
  x.indices = badIndices;
  {
    stype_csr dx;
    expectStatus(stype_csr_to_device(&x, &dx), STYPE_ERROR_FORMAT, "",
                 "upload of a csr with unsorted column ids");
  }
}

static void testNoDriver(void) {
  stype_csr x, dx;
  stype_dense w, y, dw;
  char name[64] = "unchanged";
  memset(&dx, 0x5a, sizeof(dx));
  memset(&y, 0x5a, sizeof(y));
  stype_csr_borrow(STYPE_DTYPE_F32, 3, 4, 4, xIndptr, xIndices, xData, &x);
  stype_dense_borrow(STYPE_DTYPE_F32, 2, wShape, wData, &w);
  expectStatus(stype_device_init(), STYPE_ERROR_NO_DEVICE, "no CUDA driver",
               "stype_device_init without a driver");
  expectStatus(stype_device_name(name, sizeof(name)), STYPE_ERROR_NO_DEVICE,
               "no CUDA driver", "stype_device_name");
  expect(name[0] == '\0', "device name cleared");
  expectStatus(stype_device_synchronize(), STYPE_ERROR_NO_DEVICE,
               "no CUDA driver", "stype_device_synchronize");
  expectStatus(stype_csr_to_device(&x, &dx), STYPE_ERROR_NO_DEVICE,
               "no CUDA driver", "stype_csr_to_device");
  expectStatus(stype_dense_to_device(&w, &dw), STYPE_ERROR_NO_DEVICE,
               "no CUDA driver", "stype_dense_to_device");
  expectStatus(stype_dense_to_host(&w, &dw), STYPE_ERROR_NO_DEVICE,
               "no CUDA driver", "stype_dense_to_host");
  /* A call with valid descriptors: the status, before any launch. */
  expectStatus(gpu_spmm(&x, &w, &y), STYPE_ERROR_NO_DEVICE,
               "@gpu_spmm: no CUDA driver", "gpu_spmm without a driver");
  expect(y.dtype == 0x5a5a5a5a, "result untouched on error");
  expectStatus(gpu_spmm(&x, &w, &y), STYPE_ERROR_NO_DEVICE, "no CUDA driver",
               "gpu_spmm again");
  expect(strcmp(stype_status_name(STYPE_ERROR_DEVICE), "STYPE_ERROR_DEVICE") ==
             0,
         "STYPE_ERROR_DEVICE has a name");
}

static void testOnDevice(void) {
  stype_csr x, dx;
  stype_dense w, dw, dy, y, wt, dwt, dwt1, wt1;
  stype_row_sparse g, dg;
  char name[256];
  float wtData[8] = {1, 2, 3, 4, 5, 6, 7, 8}; /* 4 x 2 */
  int64_t wtShape[2] = {4, 2}, gShape[2] = {4, 2}, gIdx[2] = {1, 3};
  float gData[4] = {2, 2, 4, 4};
  const float *yv, *wv;
  expectStatus(stype_device_name(name, sizeof(name)), STYPE_OK, "",
               "device name");
  printf("device: %s\n", name);
  stype_csr_borrow(STYPE_DTYPE_F32, 3, 4, 4, xIndptr, xIndices, xData, &x);
  stype_dense_borrow(STYPE_DTYPE_F32, 2, wShape, wData, &w);
  expectStatus(stype_csr_to_device(&x, &dx), STYPE_OK, "", "upload x");
  expectStatus(stype_dense_to_device(&w, &dw), STYPE_OK, "", "upload w");
  expectStatus(gpu_spmm(&dx, &dw, &dy), STYPE_OK, "", "gpu_spmm");
  expectStatus(stype_dense_to_host(&dy, &y), STYPE_OK, "", "download y");
  yv = (const float *)y.data;
  /* row 0 = 1*w[0] + 2*w[2]; row 1 = 0; row 2 = 3*w[1] + 4*w[3] */
  expect(y.shape[0] == 3 && y.shape[1] == 3 && yv[0] == 15 && yv[1] == 18 &&
             yv[2] == 21 && yv[3] == 0 && yv[5] == 0 && yv[6] == 56 &&
             yv[7] == 63 && yv[8] == 70,
         "gpu_spmm values");
  stype_dense_borrow(STYPE_DTYPE_F32, 2, wtShape, wtData, &wt);
  stype_row_sparse_borrow(STYPE_DTYPE_F32, 2, gShape, 2, gIdx, gData, &g);
  expectStatus(stype_dense_to_device(&wt, &dwt), STYPE_OK, "", "upload weight");
  expectStatus(stype_row_sparse_to_device(&g, &dg), STYPE_OK, "",
               "upload gradient");
  expectStatus(gpu_sgd(&dwt, &dg, &dwt1), STYPE_OK, "", "gpu_sgd");
  expectStatus(stype_dense_to_host(&dwt1, &wt1), STYPE_OK, "",
               "download weight");
  wv = (const float *)wt1.data;
  /* lazy: rows 1 and 3 get w - 0.5 * g */
  expect(wv[0] == 1 && wv[1] == 2 && wv[2] == 2 && wv[3] == 3 && wv[4] == 5 &&
             wv[5] == 6 && wv[6] == 5 && wv[7] == 6,
         "gpu_sgd values");
  stype_dense_release(&wt1);
  if (dwt1.alias_of != 0)
    stype_dense_release(&dwt1);
  stype_row_sparse_release(&dg);
  stype_dense_release(&dwt);
  stype_dense_release(&y);
  stype_dense_release(&dy);
  stype_dense_release(&dw);
  stype_csr_release(&dx);
}

/* With test/capi/fake_cuda_driver.c: device memory on the host, no module
   loads.  Uploads and downloads round-trip, and the entry point reports the
   failed module load of its first call as STYPE_ERROR_DEVICE (and again on
   the next call), without crashing or touching its results. */
static void testFakeDriver(void) {
  stype_csr x, dx, hx;
  stype_dense w, dw, y;
  char name[64];
  memset(&y, 0x5a, sizeof(y));
  stype_csr_borrow(STYPE_DTYPE_F32, 3, 4, 4, xIndptr, xIndices, xData, &x);
  stype_dense_borrow(STYPE_DTYPE_F32, 2, wShape, wData, &w);
  expectStatus(stype_device_init(), STYPE_OK, "", "fake driver: init");
  expectStatus(stype_device_name(name, sizeof(name)), STYPE_OK, "",
               "fake driver: device name");
  expect(strcmp(name, "stype fake CUDA driver") == 0, "fake driver: its name");
  expectStatus(stype_csr_to_device(&x, &dx), STYPE_OK, "", "upload csr");
  expect(dx.indptr != xIndptr && dx.owner != NULL && dx.nnz == 4,
         "the device csr owns new buffers");
  expectStatus(stype_csr_to_host(&dx, &hx), STYPE_OK, "", "download csr");
  expect(hx.nrows == 3 && hx.ncols == 4 && hx.nnz == 4 &&
             memcmp(hx.indptr, xIndptr, sizeof(xIndptr)) == 0 &&
             memcmp(hx.indices, xIndices, sizeof(xIndices)) == 0 &&
             memcmp(hx.data, xData, sizeof(xData)) == 0,
         "csr round trip");
  expectStatus(stype_dense_to_device(&w, &dw), STYPE_OK, "", "upload dense");
  expectStatus(gpu_spmm(&dx, &dw, &y), STYPE_ERROR_DEVICE,
               "CUDA error in cuModuleLoadData: CUDA_ERROR_INVALID_IMAGE",
               "gpu_spmm, module load fails");
  expect(y.dtype == 0x5a5a5a5a, "result untouched on a device error");
  expectStatus(gpu_spmm(&dx, &dw, &y), STYPE_ERROR_DEVICE,
               "its load failed: CUDA error in cuModuleLoadData",
               "gpu_spmm again");
  stype_csr_release(&hx);
  stype_csr_release(&dx);
  stype_dense_release(&dw);
}

int main(int argc, char **argv) {
  return runDeviceTests(argc, argv, testInputChecks, testFakeDriver,
                        testOnDevice, testNoDriver);
}
