/*===- mp_capi_test.c - f16 tensors in the C ABI, from C -----------------===*\
|*                                                                            *|
|* The f16 (STYPE_DTYPE_F16) side of the C ABI: the runtime's f16             *|
|* descriptors and conversion helpers, and the multi-precision optimizer      *|
|* entry points of Inputs/mp_kernels.mlir and Inputs/mp_rsp_kernels.mlir      *|
|* called with f16 weights and gradients.  Writes, under the scratch          *|
|* directory, the conversion tables and every call's inputs and outputs as    *|
|* .npy / .npz files that check_mp.py compares with numpy (float16 casts and  *|
|* MXNet's update formulas).  Compiled as C99.                                *|
|* Usage: mp-capi-test <scratch directory>.                                   *|
\*===----------------------------------------------------------------------===*/

#include "mp_kernels.h"
#include "mp_rsp_kernels.h"

#include "expect.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *dir;

static const char *pathOf(const char *name) {
  static char buf[4096];
  snprintf(buf, sizeof buf, "%s/%s", dir, name);
  return buf;
}

/* A deterministic pseudo-random value in [lo, hi). */
static unsigned long long rngState = 12345;
static float uniform(float lo, float hi) {
  rngState = rngState * 6364136223846793005ULL + 1442695040888963407ULL;
  return lo + (hi - lo) * (float)((rngState >> 40) / 16777216.0);
}

static float bitsToFloat(uint32_t u) {
  float f;
  memcpy(&f, &u, 4);
  return f;
}

static void save(const char *name, const stype_dense *t) {
  char what[256];
  snprintf(what, sizeof what, "save %s", name);
  expectStatus(stype_npy_save(pathOf(name), t), STYPE_OK, "", what);
}

static void saveRsp(const char *name, const stype_row_sparse *t) {
  char what[256];
  snprintf(what, sizeof what, "save %s", name);
  expectStatus(stype_npz_save_row_sparse(pathOf(name), t, 0), STYPE_OK, "",
               what);
}

/* Saves <prefix>_<name>.npy. */
static void saveAs(const char *prefix, const char *name, const stype_dense *t) {
  char file[256];
  snprintf(file, sizeof file, "%s_%s.npy", prefix, name);
  save(file, t);
}

/* Saves the inputs of an mp update as <prefix>_w.npy, _g.npy (a dense `g`)
   or _g.npz (a row_sparse `gr`), _m.npy, _v.npy (where `v` is not NULL) and
   _w32.npy. */
static void saveInputs(const char *prefix, const stype_dense *w,
                       const stype_dense *g, const stype_row_sparse *gr,
                       const stype_dense *m, const stype_dense *v,
                       const stype_dense *w32) {
  saveAs(prefix, "w", w);
  if (g) {
    saveAs(prefix, "g", g);
  } else {
    char file[256];
    snprintf(file, sizeof file, "%s_g.npz", prefix);
    saveRsp(file, gr);
  }
  saveAs(prefix, "m", m);
  if (v)
    saveAs(prefix, "v", v);
  saveAs(prefix, "w32", w32);
}

/* Saves the results of an mp update as <prefix>_out_w.npy, _out_m.npy,
   _out_v.npy (where `v` is not NULL) and _out_w32.npy. */
static void saveOutputs(const char *prefix, const stype_dense *w,
                        const stype_dense *m, const stype_dense *v,
                        const stype_dense *w32) {
  saveAs(prefix, "out_w", w);
  saveAs(prefix, "out_m", m);
  if (v)
    saveAs(prefix, "out_v", v);
  saveAs(prefix, "out_w32", w32);
}

/* Releases the results of an mp update (`v` where it is not NULL). */
static void releaseOutputs(stype_dense *w, stype_dense *m, stype_dense *v,
                           stype_dense *w32) {
  stype_dense_release(w);
  stype_dense_release(m);
  if (v)
    stype_dense_release(v);
  stype_dense_release(w32);
}

/* saveOutputs, then releaseOutputs. */
static void saveAndReleaseOutputs(const char *prefix, stype_dense *w,
                                  stype_dense *m, stype_dense *v,
                                  stype_dense *w32) {
  saveOutputs(prefix, w, m, v, w32);
  releaseOutputs(w, m, v, w32);
}

/*===-- Conversions -------------------------------------------------------===*/

static void testConversions(void) {
  int64_t n = 65536;
  stype_dense h2f, f2hIn, f2hOut;
  int64_t h, k = 0;
  int roundTrip = 1;
  float *in;
  /* Every f16 bit pattern, widened (h2f.npy). */
  expectStatus(stype_dense_create(STYPE_DTYPE_F32, 1, &n, &h2f), STYPE_OK, "",
               "f32 table of every f16");
  for (h = 0; h < n; ++h) {
    float f = stype_f16_to_f32((uint16_t)h);
    ((float *)h2f.data)[h] = f;
    if (!isnan(f) && stype_f32_to_f16(f) != (uint16_t)h)
      roundTrip = 0;
  }
  expect(roundTrip, "f16 -> f32 -> f16 keeps every non-NaN pattern");
  save("h2f.npy", &h2f);
  stype_dense_release(&h2f);

  /* f32 inputs of the narrowing: every f16 value, every midpoint between
     neighbours (ties) and the f32 values on either side of each midpoint,
     both signs; then specials (f2h_in.npy / f2h_out.npy). */
  {
    int64_t cap = 8 * 0x7c00 + 64;
    expectStatus(stype_dense_create(STYPE_DTYPE_F32, 1, &cap, &f2hIn), STYPE_OK,
                 "", "f32 inputs of the narrowing");
  }
  in = (float *)f2hIn.data;
  for (h = 0; h < 0x7c00; ++h) {
    double v = stype_f16_to_f32((uint16_t)h);
    /* The next f16 magnitude; above the largest finite one (65504), the
       virtual 65536 whose midpoint 65520 is the overflow threshold. */
    double next =
        h + 1 < 0x7c00 ? stype_f16_to_f32((uint16_t)(h + 1)) : 65536.0;
    float mid = (float)((v + next) / 2); /* exact: 12 significant bits */
    float vals[4];
    int j;
    vals[0] = (float)v;
    vals[1] = mid;
    vals[2] = nextafterf(mid, INFINITY);
    vals[3] = nextafterf(mid, -INFINITY);
    for (j = 0; j < 4; ++j) {
      in[k++] = vals[j];
      in[k++] = -vals[j];
    }
  }
  {
    const float specials[] = {
        INFINITY,
        -INFINITY,
        FLT_MAX,
        -FLT_MAX,
        1e10f,
        65536.0f,
        bitsToFloat(0x00000001u),
        bitsToFloat(0x80000001u), /* f32 subnormals */
        bitsToFloat(0x7fc00000u),
        bitsToFloat(0xffc00000u), /* quiet NaNs */
        bitsToFloat(0x7fc12000u),
        bitsToFloat(0x7fe00000u),
        bitsToFloat(0x7fa00000u), /* signalling NaN, payload kept */
        0.0f,
        -0.0f};
    size_t j;
    for (j = 0; j < sizeof specials / sizeof specials[0]; ++j)
      in[k++] = specials[j];
  }
  f2hIn.shape[0] = k;
  expectStatus(stype_dense_create(STYPE_DTYPE_F16, 1, &k, &f2hOut), STYPE_OK,
               "", "f16 outputs of the narrowing");
  {
    int64_t i;
    for (i = 0; i < k; ++i)
      ((uint16_t *)f2hOut.data)[i] = stype_f32_to_f16(in[i]);
  }
  save("f2h_in.npy", &f2hIn);
  save("f2h_out.npy", &f2hOut);
  printf("narrowed %lld f32 values\n", (long long)k);
  stype_dense_release(&f2hIn);
  stype_dense_release(&f2hOut);

  expect(stype_f32_to_f16(1.0f) == 0x3c00 &&
             stype_f32_to_f16(65520.0f) == 0x7c00 &&
             stype_f16_to_f32(0x0001) == ldexpf(1.0f, -24),
         "conversion spot values");
}

/*===-- f16 descriptors ---------------------------------------------------===*/

static void testDescriptors(void) {
  int64_t shape[2] = {3, 4};
  stype_dense d, d2, loaded;
  stype_csr c;
  stype_row_sparse r, r2;
  int i;
  expect(strcmp(stype_dtype_name(STYPE_DTYPE_F16), "f16") == 0 &&
             stype_dtype_size(STYPE_DTYPE_F16) == 2 &&
             strcmp(stype_dtype_name(4), "?") == 0 && stype_dtype_size(4) == 0,
         "f16 dtype name and size");
  expectStatus(stype_dense_create(STYPE_DTYPE_F16, 2, shape, &d), STYPE_OK, "",
               "f16 dense create");
  for (i = 0; i < 12; ++i)
    ((uint16_t *)d.data)[i] = stype_f32_to_f16((float)i - 5.5f);
  expectStatus(stype_dense_check(&d), STYPE_OK, "", "f16 dense check");
  expectStatus(stype_dense_clone(&d, &d2), STYPE_OK, "", "f16 dense clone");
  expect(d2.dtype == STYPE_DTYPE_F16 &&
             memcmp(d.data, d2.data, 12 * sizeof(uint16_t)) == 0,
         "f16 clone copies 2-byte elements");
  save("dense_f16.npy", &d);
  expectStatus(stype_npy_load(pathOf("dense_f16.npy"), &loaded), STYPE_OK, "",
               "f16 npy load");
  expect(loaded.dtype == STYPE_DTYPE_F16 && loaded.ndim == 2 &&
             loaded.shape[0] == 3 && loaded.shape[1] == 4 &&
             memcmp(d.data, loaded.data, 24) == 0,
         "f16 npy round trip");
  stype_dense_release(&d);
  stype_dense_release(&d2);
  stype_dense_release(&loaded);

  expectStatus(stype_csr_create(STYPE_DTYPE_F16, 2, 3, 2, &c), STYPE_OK, "",
               "f16 csr create");
  c.indptr[1] = 1;
  c.indptr[2] = 2;
  c.indices[0] = 2;
  c.indices[1] = 0;
  ((uint16_t *)c.data)[0] = 0x3c00;
  ((uint16_t *)c.data)[1] = 0xc000;
  expectStatus(stype_csr_check_format(&c), STYPE_OK, "", "f16 csr check");
  expectStatus(stype_npz_save_csr(pathOf("csr_f16.npz"), &c, 0), STYPE_OK, "",
               "f16 csr npz save");
  stype_csr_release(&c);

  expectStatus(stype_row_sparse_create(STYPE_DTYPE_F16, 2, shape, 2, &r),
               STYPE_OK, "", "f16 row_sparse create");
  r.indices[0] = 0;
  r.indices[1] = 2;
  for (i = 0; i < 8; ++i)
    ((uint16_t *)r.data)[i] = stype_f32_to_f16(0.25f * (float)(i + 1));
  expectStatus(stype_row_sparse_clone(&r, &r2), STYPE_OK, "",
               "f16 row_sparse clone");
  expect(r2.dtype == STYPE_DTYPE_F16 && memcmp(r.data, r2.data, 16) == 0,
         "f16 row_sparse clone copies 2-byte rows");
  expectStatus(stype_row_sparse_check_format(&r2), STYPE_OK, "",
               "f16 row_sparse check");
  stype_row_sparse_release(&r);
  stype_row_sparse_release(&r2);

  expectStatus(stype_dense_create(4, 2, shape, &d), STYPE_ERROR_DTYPE,
               "3 = f16", "unknown dtype code 4");
}

/*===-- Multi-precision updates -------------------------------------------===*/

enum { ROWS = 7, COLS = 5 };
static const int64_t kShape[2] = {ROWS, COLS};

/* A dense f32 tensor of uniform values in [lo, hi). */
static stype_dense denseF32(float lo, float hi) {
  stype_dense t;
  int i;
  stype_dense_create(STYPE_DTYPE_F32, 2, kShape, &t);
  for (i = 0; i < ROWS * COLS; ++i)
    ((float *)t.data)[i] = uniform(lo, hi);
  return t;
}

/* The f16 copy of an f32 tensor (the weight of a master copy). */
static stype_dense halfOf(const stype_dense *f) {
  stype_dense t;
  int64_t i, n = f->shape[0] * f->shape[1];
  stype_dense_create(STYPE_DTYPE_F16, 2, f->shape, &t);
  for (i = 0; i < n; ++i)
    ((uint16_t *)t.data)[i] = stype_f32_to_f16(((float *)f->data)[i]);
  return t;
}

/* A row_sparse f16 gradient storing `nnr` of the rows. */
static stype_row_sparse gradRsp(const int64_t *rows, int64_t nnr) {
  stype_row_sparse g;
  int64_t i;
  stype_row_sparse_create(STYPE_DTYPE_F16, 2, kShape, nnr, &g);
  for (i = 0; i < nnr; ++i)
    g.indices[i] = rows[i];
  for (i = 0; i < nnr * COLS; ++i)
    ((uint16_t *)g.data)[i] = stype_f32_to_f16(uniform(-1.5f, 1.5f));
  return g;
}

/* The row_sparse tensor that stores every row of `d` (a full weight). */
static stype_row_sparse fullRsp(const stype_dense *d) {
  stype_row_sparse r;
  int64_t i;
  size_t elt = stype_dtype_size(d->dtype);
  stype_row_sparse_create(d->dtype, 2, kShape, ROWS, &r);
  for (i = 0; i < ROWS; ++i)
    r.indices[i] = i;
  memcpy(r.data, d->data, (size_t)(ROWS * COLS) * elt);
  return r;
}

static void testSgdMom(void) {
  stype_dense w32 = denseF32(-1, 1), w = halfOf(&w32), g,
              m = denseF32(-.1f, .1f);
  stype_dense ow, om, ow32;
  {
    stype_dense g32 = denseF32(-1.5f, 1.5f);
    g = halfOf(&g32);
    stype_dense_release(&g32);
  }
  saveInputs("sgd_dense", &w, &g, NULL, &m, NULL, &w32);
  expectStatus(mp_sgd_mom_dense(&w, &g, &m, &w32, &ow, &om, &ow32), STYPE_OK,
               "", "mp_sgd_mom_dense");
  expect(ow.dtype == STYPE_DTYPE_F16 && om.dtype == STYPE_DTYPE_F32 &&
             ow.ndim == 2 && ow.shape[0] == ROWS && ow.shape[1] == COLS,
         "mp_sgd_mom_dense result dtypes and shape");
  saveAndReleaseOutputs("sgd_dense", &ow, &om, NULL, &ow32);

  /* The dtype checks name the argument: an f32 weight where f16 is
     expected, an f16 momentum where f32 is. */
  expectStatus(mp_sgd_mom_dense(&w32, &g, &m, &w32, &ow, &om, &ow32),
               STYPE_ERROR_DTYPE,
               "@mp_sgd_mom_dense: argument #0 (default tensor<?x?xf16>) has "
               "dtype f32 (code 0)",
               "f32 weight where f16 is expected");
  expectStatus(mp_sgd_mom_dense(&w, &g, &g, &w32, &ow, &om, &ow32),
               STYPE_ERROR_DTYPE,
               "@mp_sgd_mom_dense: argument #2 (default tensor<?x?xf32>) has "
               "dtype f16 (code 3)",
               "f16 momentum where f32 is expected");
  stype_dense_release(&g);

  {
    /* Lazy, row_sparse gradient on rows 1, 4, 6: rows 0, 2, 3, 5 keep their
       bits. */
    const int64_t rows[3] = {1, 4, 6};
    stype_row_sparse gr = gradRsp(rows, 3), empty = gradRsp(rows, 0);
    stype_dense before;
    stype_dense_clone(&w, &before);
    saveInputs("sgd_lazy", &w, NULL, &gr, &m, NULL, &w32);
    expectStatus(mp_sgd_mom_lazy(&w, &gr, &m, &w32, 0.05, &ow, &om, &ow32),
                 STYPE_OK, "", "mp_sgd_mom_lazy");
    saveOutputs("sgd_lazy", &ow, &om, NULL, &ow32);
    {
      int untouched = 1, r, j;
      for (r = 0; r < ROWS; ++r)
        if (r != 1 && r != 4 && r != 6)
          for (j = 0; j < COLS; ++j)
            untouched &= ((uint16_t *)ow.data)[r * COLS + j] ==
                         ((uint16_t *)before.data)[r * COLS + j];
      expect(untouched, "lazy: f16 rows absent from the gradient unchanged");
    }
    releaseOutputs(&ow, &om, NULL, &ow32);
    stype_dense_release(&before);

    /* An empty gradient changes nothing. */
    stype_dense_clone(&w, &before);
    expectStatus(mp_sgd_mom_lazy(&w, &empty, &m, &w32, 0.05, &ow, &om, &ow32),
                 STYPE_OK, "", "mp_sgd_mom_lazy, empty gradient");
    expect(memcmp(ow.data, before.data, ROWS * COLS * 2) == 0,
           "empty gradient: the f16 weight keeps its bits");
    releaseOutputs(&ow, &om, NULL, &ow32);
    stype_dense_release(&before);
    stype_row_sparse_release(&gr);
    stype_row_sparse_release(&empty);
  }
  stype_dense_release(&w);
  stype_dense_release(&m);
  stype_dense_release(&w32);
}

static void testAdam(void) {
  stype_dense w32 = denseF32(-1, 1), w = halfOf(&w32), g;
  stype_dense m = denseF32(-.1f, .1f), v = denseF32(0, .01f);
  stype_dense ow, om, ov, ow32;
  {
    stype_dense g32 = denseF32(-1.5f, 1.5f);
    g = halfOf(&g32);
    stype_dense_release(&g32);
  }
  saveInputs("adam_dense", &w, &g, NULL, &m, &v, &w32);
  expectStatus(
      mp_adam_dense(&w, &g, &m, &v, &w32, 0.01, 3, &ow, &om, &ov, &ow32),
      STYPE_OK, "", "mp_adam_dense");
  saveAndReleaseOutputs("adam_dense", &ow, &om, &ov, &ow32);
  stype_dense_release(&g);

  {
    const int64_t rows[2] = {0, 5};
    stype_row_sparse gr = gradRsp(rows, 2);
    saveInputs("adam_lazy", &w, NULL, &gr, &m, &v, &w32);
    expectStatus(
        mp_adam_lazy(&w, &gr, &m, &v, &w32, 0.02, 1, &ow, &om, &ov, &ow32),
        STYPE_OK, "", "mp_adam_lazy");
    saveAndReleaseOutputs("adam_lazy", &ow, &om, &ov, &ow32);
    stype_row_sparse_release(&gr);
  }

  {
    /* Everything row_sparse: f16 row_sparse weight in and out. */
    const int64_t rows[3] = {0, 3, 5};
    stype_row_sparse gr = gradRsp(rows, 3);
    stype_row_sparse rw = fullRsp(&w), rm = fullRsp(&m), rv = fullRsp(&v),
                     rw32 = fullRsp(&w32);
    stype_row_sparse qw, qm, qv, qw32;
    saveRsp("adam_rsp_w.npz", &rw);
    saveRsp("adam_rsp_g.npz", &gr);
    saveRsp("adam_rsp_m.npz", &rm);
    saveRsp("adam_rsp_v.npz", &rv);
    saveRsp("adam_rsp_w32.npz", &rw32);
    expectStatus(
        mp_adam_rsp(&rw, &gr, &rm, &rv, &rw32, 0.01, 5, &qw, &qm, &qv, &qw32),
        STYPE_OK, "", "mp_adam_rsp");
    expect(qw.dtype == STYPE_DTYPE_F16 && qw.nnr == ROWS &&
               qw32.dtype == STYPE_DTYPE_F32,
           "mp_adam_rsp: a full f16 row_sparse weight");
    saveRsp("adam_rsp_out_w.npz", &qw);
    saveRsp("adam_rsp_out_m.npz", &qm);
    saveRsp("adam_rsp_out_v.npz", &qv);
    saveRsp("adam_rsp_out_w32.npz", &qw32);
    stype_row_sparse_release(&qw);
    stype_row_sparse_release(&qm);
    stype_row_sparse_release(&qv);
    stype_row_sparse_release(&qw32);
    {
      /* A row_sparse f32 weight where f16 is expected. */
      stype_row_sparse qq[4];
      expectStatus(mp_adam_rsp(&rw32, &gr, &rm, &rv, &rw32, 0.01, 5, &qq[0],
                               &qq[1], &qq[2], &qq[3]),
                   STYPE_ERROR_DTYPE,
                   "@mp_adam_rsp: argument #0 (row_sparse tensor<?x?xf16>) "
                   "has dtype f32",
                   "row_sparse f32 weight where f16 is expected");
    }
    stype_row_sparse_release(&gr);
    stype_row_sparse_release(&rw);
    stype_row_sparse_release(&rm);
    stype_row_sparse_release(&rv);
    stype_row_sparse_release(&rw32);
  }
  stype_dense_release(&w);
  stype_dense_release(&m);
  stype_dense_release(&v);
  stype_dense_release(&w32);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s <scratch directory>\n", argv[0]);
    return 2;
  }
  dir = argv[1];
  testConversions();
  testDescriptors();
  testSgdMom();
  testAdam();
  printf("%d failure(s)\n", failures);
  return failures != 0;
}
