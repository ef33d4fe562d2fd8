/*===- gpu_mp_capi_test.c - f16 tensors in a GPU kernel library, from C ---===*\
|*                                                                            *|
|* Calls the entry points that `stype-compile --target=nvptx` generated from *|
|* Inputs/mp_kernels.mlir (multi-precision updates: f16 weight and gradient, *|
|* f32 states).  Always: the dtype checks of f16 arguments.  Without a       *|
|* driver: STYPE_ERROR_NO_DEVICE from f16 uploads and calls.  With           *|
|* --fake-driver (test/capi/fake_cuda_driver.c): f16 dense and row_sparse    *|
|* tensors round-trip through device memory with 2-byte elements, and a call *|
|* reports the fake driver's failed module load.  With a real GPU: one       *|
|* mp_sgd_mom_dense step checked against the formula in C.  Compiled as C99. *|
\*===----------------------------------------------------------------------===*/

#include "mp_kernels.h"

#include "expect.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

enum { ROWS = 3, COLS = 4, N = ROWS * COLS };
static int64_t shape[2] = {ROWS, COLS};
static uint16_t w16[N], g16[N];
static float m32[N], w32[N];
static stype_dense w, g, m, wm;

static void makeInputs(void) {
  int i;
  for (i = 0; i < N; ++i) {
    w32[i] = 0.125f * (float)(i - 5);
    w16[i] = stype_f32_to_f16(w32[i]);
    g16[i] = stype_f32_to_f16(0.3f * (float)(i % 5) - 0.6f);
    m32[i] = 0.01f * (float)i;
  }
  stype_dense_borrow(STYPE_DTYPE_F16, 2, shape, w16, &w);
  stype_dense_borrow(STYPE_DTYPE_F16, 2, shape, g16, &g);
  stype_dense_borrow(STYPE_DTYPE_F32, 2, shape, m32, &m);
  stype_dense_borrow(STYPE_DTYPE_F32, 2, shape, w32, &wm);
}

static void testInputChecks(void) {
  stype_dense o[3];
  expectStatus(mp_sgd_mom_dense(&wm, &g, &m, &wm, &o[0], &o[1], &o[2]),
               STYPE_ERROR_DTYPE,
               "@mp_sgd_mom_dense: argument #0 (default tensor<?x?xf16>) has "
               "dtype f32",
               "GPU entry point, f32 weight where f16 is expected");
  expectStatus(mp_sgd_mom_dense(&w, &g, &g, &wm, &o[0], &o[1], &o[2]),
               STYPE_ERROR_DTYPE,
               "argument #2 (default tensor<?x?xf32>) has "
               "dtype f16 (code 3)",
               "GPU entry point, f16 momentum where f32 is expected");
}

static void testNoDriver(void) {
  stype_dense dw, o[3];
  expectStatus(stype_dense_to_device(&w, &dw), STYPE_ERROR_NO_DEVICE,
               "no CUDA driver", "f16 upload without a driver");
  expectStatus(mp_sgd_mom_dense(&w, &g, &m, &wm, &o[0], &o[1], &o[2]),
               STYPE_ERROR_NO_DEVICE, "@mp_sgd_mom_dense: no CUDA driver",
               "mp_sgd_mom_dense without a driver");
}

static void testFakeDriver(void) {
  stype_dense dw, hw, dg, dm, dwm, o[3];
  stype_row_sparse r, dr, hr;
  int64_t rIdx[2] = {0, 2};
  uint16_t rData[2 * COLS];
  int i;
  expectStatus(stype_device_init(), STYPE_OK, "", "fake driver: init");
  expectStatus(stype_dense_to_device(&w, &dw), STYPE_OK, "",
               "f16 dense upload");
  expect(dw.dtype == STYPE_DTYPE_F16 && dw.data != (void *)w16 &&
             dw.owner != NULL,
         "the device f16 dense owns a new buffer");
  expectStatus(stype_dense_to_host(&dw, &hw), STYPE_OK, "",
               "f16 dense download");
  expect(hw.dtype == STYPE_DTYPE_F16 && hw.ndim == 2 && hw.shape[0] == ROWS &&
             hw.shape[1] == COLS && memcmp(hw.data, w16, sizeof w16) == 0,
         "f16 dense round trip (2-byte elements)");
  for (i = 0; i < 2 * COLS; ++i)
    rData[i] = stype_f32_to_f16(-0.5f * (float)i);
  stype_row_sparse_borrow(STYPE_DTYPE_F16, 2, shape, 2, rIdx, rData, &r);
  expectStatus(stype_row_sparse_to_device(&r, &dr), STYPE_OK, "",
               "f16 row_sparse upload");
  expectStatus(stype_row_sparse_to_host(&dr, &hr), STYPE_OK, "",
               "f16 row_sparse download");
  expect(hr.dtype == STYPE_DTYPE_F16 && hr.nnr == 2 && hr.indices[1] == 2 &&
             memcmp(hr.data, rData, sizeof rData) == 0,
         "f16 row_sparse round trip");
  stype_dense_to_device(&g, &dg);
  stype_dense_to_device(&m, &dm);
  stype_dense_to_device(&wm, &dwm);
  expectStatus(mp_sgd_mom_dense(&dw, &dg, &dm, &dwm, &o[0], &o[1], &o[2]),
               STYPE_ERROR_DEVICE, "CUDA error in cuModuleLoadData",
               "mp_sgd_mom_dense on f16 device tensors, module load fails");
  stype_dense_release(&hw);
  stype_dense_release(&dw);
  stype_dense_release(&dg);
  stype_dense_release(&dm);
  stype_dense_release(&dwm);
  stype_row_sparse_release(&dr);
  stype_row_sparse_release(&hr);
}

/* One step on a real GPU: lr 0.1, momentum 0.9, wd 0.01, rescale 0.5,
   clip 0.3 (Inputs/mp_kernels.mlir). */
static void testOnDevice(void) {
  stype_dense dw, dg, dm, dwm, o[3], hw, hm, hwm;
  int i, good = 1;
  stype_dense_to_device(&w, &dw);
  stype_dense_to_device(&g, &dg);
  stype_dense_to_device(&m, &dm);
  stype_dense_to_device(&wm, &dwm);
  expectStatus(mp_sgd_mom_dense(&dw, &dg, &dm, &dwm, &o[0], &o[1], &o[2]),
               STYPE_OK, "", "mp_sgd_mom_dense on the GPU");
  stype_dense_to_host(&o[0], &hw);
  stype_dense_to_host(&o[1], &hm);
  stype_dense_to_host(&o[2], &hwm);
  for (i = 0; i < N; ++i) {
    float gr = 0.5f * stype_f16_to_f32(g16[i]);
    float gc = gr > 0.3f ? 0.3f : gr < -0.3f ? -0.3f : gr;
    float mm = 0.9f * m32[i] - 0.1f * 0.01f * w32[i] - 0.1f * gc;
    float ww = w32[i] + mm;
    float hmv = ((float *)hm.data)[i], hwv = ((float *)hwm.data)[i];
    good &= fabsf(hmv - mm) <= 1e-6f && fabsf(hwv - ww) <= 1e-6f &&
            ((uint16_t *)hw.data)[i] == stype_f32_to_f16(hwv);
  }
  expect(good, "mp_sgd_mom_dense GPU values");
  stype_dense_release(&hw);
  stype_dense_release(&hm);
  stype_dense_release(&hwm);
  for (i = 0; i < 3; ++i)
    if (o[i].alias_of < 0)
      stype_dense_release(&o[i]);
  stype_dense_release(&dw);
  stype_dense_release(&dg);
  stype_dense_release(&dm);
  stype_dense_release(&dwm);
}

int main(int argc, char **argv) {
  makeInputs();
  return runDeviceTests(argc, argv, testInputChecks, testFakeDriver,
                        testOnDevice, testNoDriver);
}
