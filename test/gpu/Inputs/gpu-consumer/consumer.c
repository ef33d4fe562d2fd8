/* A GPU kernel library built against an installed stype, called from C99
   (install-gpu-consumer.test): a lazy Group AdaGrad step.  Without a driver
   (STYPE_CUDA_DRIVER naming a missing library) every device call reports
   STYPE_ERROR_NO_DEVICE; with
   --fake-driver (test/capi/fake_cuda_driver.c: device memory on the host,
   no module loads) uploads and downloads round-trip and the entry point
   reports its failed module load; on a machine with a GPU the step runs
   and its results are checked.  Prints "ok ..." / "FAIL ..." lines. */

#include "kernels.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* device_name.cpp: the runtime's C++ API (runtime/cuda/CudaRuntime.h). */
int consumer_cuda_init(char *message, size_t size);

static int failures = 0;

static void check(int ok, const char *what) {
  printf("%s %s\n", ok ? "ok" : "FAIL", what);
  if (!ok)
    ++failures;
}

static void checkStatus(stype_status got, stype_status want, const char *what) {
  printf("%s %s: %s%s%s\n", got == want ? "ok" : "FAIL", what,
         stype_status_name(got), got ? ": " : "",
         got ? stype_last_error() : "");
  if (got != want)
    ++failures;
}

/* w = 1..12 (3 x 4); g stores rows 0 and 2, all 0.5; h = 0.75 per row. */
static float wData[12], gData[8], hData[3] = {0.75f, 0.75f, 0.75f};
static int64_t gRows[2] = {0, 2};
static int64_t shape[2] = {3, 4}, hShape[2] = {3, 1};

static void makeInputs(stype_dense *w, stype_row_sparse *g, stype_dense *h) {
  int i;
  for (i = 0; i < 12; ++i)
    wData[i] = (float)(i + 1);
  for (i = 0; i < 8; ++i)
    gData[i] = 0.5f;
  stype_dense_borrow(STYPE_DTYPE_F32, 2, shape, wData, w);
  stype_row_sparse_borrow(STYPE_DTYPE_F32, 2, shape, 2, gRows, gData, g);
  stype_dense_borrow(STYPE_DTYPE_F32, 2, hShape, hData, h);
}

int main(int argc, char **argv) {
  stype_dense w, h, dw, dh, out[2];
  stype_row_sparse g, dg;
  char message[256];
  int fake = argc > 1 && strcmp(argv[1], "--fake-driver") == 0;
  makeInputs(&w, &g, &h);
  memset(out, 0, sizeof(out));
  /* The host-side checks of every entry point, before the device. */
  h.dtype = STYPE_DTYPE_F64;
  checkStatus(gag_step(&w, &g, &h, &out[0], &out[1]), STYPE_ERROR_DTYPE,
              "wrong dtype");
  h.dtype = STYPE_DTYPE_F32;
  if (consumer_cuda_init(message, sizeof(message)) != 0 && !fake) {
    printf("C++ API: %s\n", message);
    checkStatus(stype_device_init(), STYPE_ERROR_NO_DEVICE, "no driver: init");
    checkStatus(gag_step(&w, &g, &h, &out[0], &out[1]), STYPE_ERROR_NO_DEVICE,
                "no driver: gag_step");
  } else {
    printf("C++ API: device ready\n");
    checkStatus(stype_device_init(), STYPE_OK, "init");
    checkStatus(stype_dense_to_device(&w, &dw), STYPE_OK, "upload w");
    checkStatus(stype_row_sparse_to_device(&g, &dg), STYPE_OK, "upload g");
    checkStatus(stype_dense_to_device(&h, &dh), STYPE_OK, "upload h");
    if (fake) {
      stype_dense back;
      checkStatus(stype_dense_to_host(&dw, &back), STYPE_OK, "download w");
      check(memcmp(back.data, wData, sizeof(wData)) == 0, "w round trip");
      stype_dense_release(&back);
      checkStatus(gag_step(&dw, &dg, &dh, &out[0], &out[1]), STYPE_ERROR_DEVICE,
                  "fake driver: gag_step");
    } else {
      /* A real GPU: rows 0 and 2 get h = 0.75 + mean(0.5^2) = 1 and
         w -= 0.5 * 0.5 / sqrt(1 + 1e-5); row 1 is unchanged. */
      stype_dense hw, hh;
      float step = 0.5f * (0.5f / sqrtf(1.0f + 1e-5f));
      int i, same = 1;
      checkStatus(gag_step(&dw, &dg, &dh, &out[0], &out[1]), STYPE_OK,
                  "gag_step");
      checkStatus(stype_dense_to_host(&out[0], &hw), STYPE_OK, "download w");
      checkStatus(stype_dense_to_host(&out[1], &hh), STYPE_OK, "download h");
      for (i = 0; i < 12; ++i) {
        float want = (float)(i + 1) - (i / 4 == 1 ? 0.0f : step);
        same &= fabsf(((const float *)hw.data)[i] - want) <= 1e-6f * want;
      }
      for (i = 0; i < 3; ++i)
        same &= ((const float *)hh.data)[i] == (i == 1 ? 0.75f : 1.0f);
      check(same, "gag_step results");
      stype_dense_release(&hw);
      stype_dense_release(&hh);
      stype_dense_release(&out[0]);
      stype_dense_release(&out[1]);
    }
    stype_dense_release(&dw);
    stype_row_sparse_release(&dg);
    stype_dense_release(&dh);
  }
  printf("%d failure(s)\n", failures);
  return failures ? 1 : 0;
}
