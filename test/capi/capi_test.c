/*===- capi_test.c - the C ABI of stype kernel libraries, from C ---------===*\
|*                                                                            *|
|* Calls the entry points that stype-compile generated from                  *|
|* Inputs/kernels.mlir and checks results against values computed by hand,   *|
|* then every status code of the ABI, and the runtime's file API (npy, npz,  *|
|* LibSVM) from C.  Compiled as C99.  Usage: capi-test <scratch directory>.  *|
|* Prints one line per check ("ok ..." / "FAIL ...") and exits non-zero if   *|
|* any failed.                                                               *|
\*===----------------------------------------------------------------------===*/

#include "kernels.h"

#include "expect.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int approx(double a, double b) { return fabs(a - b) < 1e-6; }

/* x = [[1 0 2 0], [0 0 0 0], [0 3 0 4]] (3 rows, one empty). */
static int64_t xIndptr[4] = {0, 2, 2, 4};
static int64_t xIndices[4] = {0, 2, 1, 3};
static float xData[4] = {1, 2, 3, 4};
static double xData64[4] = {1, 2, 3, 4};

static void testCsrDot(void) {
  stype_csr x;
  stype_dense w, out;
  float wData[12];
  int64_t wShape[2] = {4, 3};
  int i, j, k;
  for (i = 0; i < 12; ++i)
    wData[i] = (float)(i + 1);
  expectStatus(
      stype_csr_borrow(STYPE_DTYPE_F32, 3, 4, 4, xIndptr, xIndices, xData, &x),
      STYPE_OK, "", "borrow csr");
  expectStatus(stype_dense_borrow(STYPE_DTYPE_F32, 2, wShape, wData, &w),
               STYPE_OK, "", "borrow dense");
  expectStatus(csr_dot(&x, &w, &out), STYPE_OK, "", "csr_dot");
  expect(out.ndim == 2 && out.shape[0] == 3 && out.shape[1] == 3 &&
             out.dtype == STYPE_DTYPE_F32 && out.owner != NULL &&
             out.alias_of == -1,
         "csr_dot result is a runtime-owned 3x3 f32");
  {
    int good = 1;
    for (i = 0; i < 3; ++i)
      for (j = 0; j < 3; ++j) {
        double want = 0;
        for (k = xIndptr[i]; k < xIndptr[i + 1]; ++k)
          want += xData[k] * wData[xIndices[k] * 3 + j];
        good &= approx(((float *)out.data)[i * 3 + j], want);
      }
    expect(good, "csr_dot values");
  }
  stype_dense_release(&out);
  expect(out.data == NULL && out.owner == NULL, "release clears");
  stype_dense_release(&out); /* harmless twice once cleared */
}

static void testCsrGrad(void) {
  /* grad = x^T d: rows 0..3 of the result are the columns of x; column 0, 1,
     2, 3 hold entries, so all four rows are stored. Use x without its last
     row's entries to leave rows 1 and 3 empty. */
  int64_t indptr[4] = {0, 2, 2, 2};
  stype_csr x;
  stype_dense d;
  stype_row_sparse g;
  double dData[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
  int64_t dShape[2] = {3, 3};
  stype_csr_borrow(STYPE_DTYPE_F64, 3, 4, 2, indptr, xIndices, xData64, &x);
  stype_dense_borrow(STYPE_DTYPE_F64, 2, dShape, dData, &d);
  expectStatus(csr_grad(&x, &d, &g), STYPE_OK, "", "csr_grad");
  expect(g.ndim == 2 && g.shape[0] == 4 && g.shape[1] == 3 && g.nnr == 2 &&
             g.indices[0] == 0 && g.indices[1] == 2 && g.owner != NULL,
         "csr_grad: row_sparse 4x3 with the 2 rows of x's columns");
  {
    const double *v = (const double *)g.data;
    expect(approx(v[0], 1) && approx(v[1], 2) && approx(v[2], 3) &&
               approx(v[3], 2) && approx(v[4], 4) && approx(v[5], 6),
           "csr_grad values");
  }
  stype_row_sparse_release(&g);
}

static void testSgdInPlace(void) {
  stype_row_sparse w, g, out;
  int64_t shape[2] = {5, 2};
  int64_t gRows[1] = {3};
  float gData[2] = {2, 4};
  int i;
  expectStatus(stype_row_sparse_create(STYPE_DTYPE_F32, 2, shape, 5, &w),
               STYPE_OK, "", "create row_sparse");
  for (i = 0; i < 5; ++i) {
    w.indices[i] = i;
    ((float *)w.data)[2 * i] = 1;
    ((float *)w.data)[2 * i + 1] = 1;
  }
  stype_row_sparse_borrow(STYPE_DTYPE_F32, 2, shape, 1, gRows, gData, &g);
  expectStatus(sgd(&w, &g, &out), STYPE_OK, "", "sgd");
  expect(out.alias_of == 0 && out.owner == NULL && out.data == w.data &&
             out.indices == w.indices && out.nnr == 5,
         "sgd updates the weight in place (alias_of = 0, no owner)");
  expect(approx(((float *)w.data)[6], 0) && approx(((float *)w.data)[7], -1) &&
             approx(((float *)w.data)[0], 1),
         "sgd values (lazy: only row 3 changes)");
  stype_row_sparse_release(&out); /* no-op on an alias */
  expect(w.owner != NULL, "the weight still owns its buffers");
  stype_row_sparse_release(&w);
}

/* A weight and its momentum built on one index array (as MXNet users do):
   each result's alias_of names its own argument (the signature's in-place
   record), not the first argument that has the shared buffer. */
static void testSharedIndices(void) {
  stype_row_sparse w, g, m, w1, m1;
  int64_t shape[2] = {5, 2};
  int64_t rows[5] = {0, 1, 2, 3, 4}, gRows[1] = {3};
  float wData[10] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1}, mData[10] = {0};
  float gData[2] = {2, 4};
  stype_row_sparse_borrow(STYPE_DTYPE_F32, 2, shape, 5, rows, wData, &w);
  stype_row_sparse_borrow(STYPE_DTYPE_F32, 2, shape, 5, rows, mData, &m);
  stype_row_sparse_borrow(STYPE_DTYPE_F32, 2, shape, 1, gRows, gData, &g);
  expectStatus(sgd_mom(&w, &g, &m, &w1, &m1), STYPE_OK, "", "sgd_mom");
  printf("shared indices: weight alias_of %d, momentum alias_of %d\n",
         (int)w1.alias_of, (int)m1.alias_of);
  expect(w1.alias_of == 0 && w1.data == (void *)wData,
         "shared indices: the weight result aliases argument 0");
  expect(m1.alias_of == 2 && m1.data == (void *)mData,
         "shared indices: the momentum result aliases argument 2");
  expect(approx(mData[6], -1) && approx(mData[7], -2) && approx(wData[6], 0) &&
             approx(wData[7], -1) && approx(wData[0], 1) && approx(mData[0], 0),
         "sgd_mom values (lazy: only row 3 changes)");
  stype_row_sparse_release(&w1);
  stype_row_sparse_release(&m1);
}

static void testStatuses(void) {
  stype_csr x;
  stype_dense w, out;
  stype_row_sparse a, r;
  float wData[12] = {0};
  int64_t wShape[2] = {4, 3}, bad3[3] = {4, 3, 1}, badDim[2] = {5, 3};
  int64_t aShape[2] = {5, 2}, aRows[2] = {1, 4}, ids[2] = {1, 7};
  int64_t idShape[1] = {2};
  float aData[4] = {1, 2, 3, 4};
  int64_t unsorted[4] = {2, 0, 1, 3};
  int64_t dupRows[2] = {4, 4};
  stype_dense idT;

  stype_csr_borrow(STYPE_DTYPE_F32, 3, 4, 4, xIndptr, xIndices, xData, &x);
  stype_dense_borrow(STYPE_DTYPE_F32, 2, wShape, wData, &w);

  /* STYPE_ERROR_NULL_POINTER */
  expectStatus(csr_dot(NULL, &w, &out), STYPE_ERROR_NULL_POINTER, "argument #0",
               "NULL input");
  expectStatus(csr_dot(&x, &w, NULL), STYPE_ERROR_NULL_POINTER, "result #0",
               "NULL output");
  {
    stype_csr noData = x;
    noData.data = NULL;
    expectStatus(csr_dot(&noData, &w, &out), STYPE_ERROR_NULL_POINTER,
                 "data is NULL", "NULL data buffer");
  }
  /* STYPE_ERROR_DTYPE */
  {
    stype_dense w64 = w;
    w64.dtype = STYPE_DTYPE_F64;
    expectStatus(csr_dot(&x, &w64, &out), STYPE_ERROR_DTYPE, "has dtype f64",
                 "wrong dtype");
    w64.dtype = STYPE_DTYPE_F16;
    expectStatus(csr_dot(&x, &w64, &out), STYPE_ERROR_DTYPE, "f16",
                 "reserved dtype f16");
    w64.dtype = 42;
    expectStatus(csr_dot(&x, &w64, &out), STYPE_ERROR_DTYPE, "42",
                 "unknown dtype");
  }
  /* STYPE_ERROR_RANK */
  {
    stype_dense w3;
    stype_dense_borrow(STYPE_DTYPE_F32, 3, bad3, wData, &w3);
    expectStatus(csr_dot(&x, &w3, &out), STYPE_ERROR_RANK, "rank 3",
                 "wrong rank");
    expectStatus(stype_dense_create(STYPE_DTYPE_F32, 9, bad3, &out),
                 STYPE_ERROR_RANK, "rank 9", "rank above STYPE_MAX_NDIM");
  }
  /* STYPE_ERROR_SHAPE */
  {
    stype_dense w5;
    int64_t negative[1] = {-2};
    stype_dense_borrow(STYPE_DTYPE_F32, 2, badDim, wData, &w5);
    expectStatus(csr_dot(&x, &w5, &out), STYPE_ERROR_SHAPE, "(5, 3)",
                 "static size mismatch");
    expectStatus(stype_dense_create(STYPE_DTYPE_F32, 1, negative, &out),
                 STYPE_ERROR_SHAPE, "negative", "negative size");
  }
  /* STYPE_ERROR_FORMAT */
  {
    stype_csr bad = x;
    bad.indices = unsorted;
    expectStatus(csr_dot(&bad, &w, &out), STYPE_ERROR_FORMAT,
                 "strictly ascending", "csr with unsorted column ids");
    expectStatus(stype_csr_check_format(&bad), STYPE_ERROR_FORMAT,
                 "strictly ascending", "stype_csr_check_format");
    stype_row_sparse_borrow(STYPE_DTYPE_F32, 2, aShape, 2, dupRows, aData, &a);
    stype_dense_borrow(STYPE_DTYPE_I64, 1, idShape, ids, &idT);
    expectStatus(retain(&a, &idT, &r), STYPE_ERROR_FORMAT, "strictly ascending",
                 "row_sparse with repeated row ids");
  }
  /* STYPE_ERROR_KERNEL */
  stype_row_sparse_borrow(STYPE_DTYPE_F32, 2, aShape, 2, aRows, aData, &a);
  expectStatus(retain(&a, &idT, &r), STYPE_ERROR_KERNEL, "sparse_retain",
               "kernel data error (retain id 7 of 5 rows)");
  /* A good call afterwards is not affected by the previous kernel error. */
  ids[1] = 4;
  expectStatus(retain(&a, &idT, &r), STYPE_OK, "", "retain in range");
  expect(r.nnr == 2 && r.indices[0] == 1 && r.indices[1] == 4 &&
             approx(((float *)r.data)[3], 4),
         "retain values");
  stype_row_sparse_release(&r);
  /* STYPE_ERROR_INVALID_ARGUMENT */
  {
    stype_libsvm_options o;
    stype_libsvm_reader *reader;
    stype_libsvm_options_init(&o);
    o.dtype = STYPE_DTYPE_I64;
    expectStatus(stype_libsvm_open("x.libsvm", &o, &reader),
                 STYPE_ERROR_INVALID_ARGUMENT, "f32 or f64",
                 "LibSVM reader with an integer dtype");
  }
  /* STYPE_ERROR_IO */
  {
    stype_dense t;
    expectStatus(stype_npy_load("/nonexistent/a.npy", &t), STYPE_ERROR_IO,
                 "/nonexistent/a.npy", "missing .npy file");
  }
  expect(strcmp(stype_status_name(STYPE_ERROR_INTERNAL),
                "STYPE_ERROR_INTERNAL") == 0 &&
             strcmp(stype_status_name(STYPE_ERROR_OUT_OF_MEMORY),
                    "STYPE_ERROR_OUT_OF_MEMORY") == 0,
         "status names");
}

static char scratch[4096];

static const char *pathOf(const char *name) {
  static char path[4200];
  snprintf(path, sizeof(path), "%s/%s", scratch, name);
  return path;
}

static void writeFile(const char *name, const char *text) {
  FILE *f = fopen(pathOf(name), "w");
  fputs(text, f);
  fclose(f);
}

static void testInternalAndMemory(void) {
  /* STYPE_ERROR_INTERNAL: a signature of another ABI version. */
  static const int64_t badSignature[3] = {99, 0, 0};
  stype_dense huge;
  int64_t hugeShape[3] = {1 << 20, 1 << 20, 1 << 20};
  int64_t tooLarge[2] = {INT64_C(1) << 62, 4};
  expectStatus(stype_invoke("f", badSignature, NULL, NULL, NULL),
               STYPE_ERROR_INTERNAL, "ABI version", "foreign ABI version");
  /* STYPE_ERROR_OUT_OF_MEMORY: 2^60 floats. */
  expectStatus(stype_dense_create(STYPE_DTYPE_F32, 3, hugeShape, &huge),
               STYPE_ERROR_OUT_OF_MEMORY, "out of memory", "huge tensor");
  expectStatus(stype_dense_create(STYPE_DTYPE_F32, 2, tooLarge, &huge),
               STYPE_ERROR_SHAPE, "overflows", "size overflow");
}

static void testNpyNpz(void) {
  stype_dense d, d2;
  stype_csr c, c2;
  stype_row_sparse r, r2;
  int64_t shape[2] = {2, 3}, rShape[3] = {4, 2, 2}, rows[2] = {0, 3};
  double values[6] = {1, -2, 3.5, 0, 5, 6};
  float rValues[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  int i, same;
  stype_dense_borrow(STYPE_DTYPE_F64, 2, shape, values, &d);
  expectStatus(stype_npy_save(pathOf("d.npy"), &d), STYPE_OK, "", "npy save");
  expectStatus(stype_npy_load(pathOf("d.npy"), &d2), STYPE_OK, "", "npy load");
  same = d2.dtype == STYPE_DTYPE_F64 && d2.ndim == 2 && d2.shape[0] == 2 &&
         d2.shape[1] == 3 && d2.owner != NULL;
  for (i = 0; same && i < 6; ++i)
    same = ((double *)d2.data)[i] == values[i];
  expect(same, "npy round trip");
  stype_dense_release(&d2);

  stype_csr_borrow(STYPE_DTYPE_F32, 3, 4, 4, xIndptr, xIndices, xData, &c);
  expectStatus(stype_npz_save_csr(pathOf("c.npz"), &c, 1), STYPE_OK, "",
               "npz csr save (deflated)");
  expectStatus(stype_npz_load_csr(pathOf("c.npz"), &c2), STYPE_OK, "",
               "npz csr load");
  same = c2.nrows == 3 && c2.ncols == 4 && c2.nnz == 4;
  for (i = 0; same && i < 4; ++i)
    same = c2.indices[i] == xIndices[i] && ((float *)c2.data)[i] == xData[i];
  for (i = 0; same && i < 4; ++i)
    same = c2.indptr[i] == xIndptr[i];
  expect(same, "npz csr round trip");
  expectStatus(stype_csr_clone(&c2, &c), STYPE_OK, "", "csr clone");
  expect(c.indices != c2.indices && c.indices[3] == 3 && c.owner != NULL,
         "clone copies");
  stype_csr_release(&c);
  stype_csr_release(&c2);

  stype_row_sparse_borrow(STYPE_DTYPE_F32, 3, rShape, 2, rows, rValues, &r);
  expectStatus(stype_npz_save_row_sparse(pathOf("r.npz"), &r, 0), STYPE_OK, "",
               "npz row_sparse save");
  expectStatus(stype_npz_load_row_sparse(pathOf("r.npz"), &r2), STYPE_OK, "",
               "npz row_sparse load");
  same = r2.ndim == 3 && r2.shape[0] == 4 && r2.shape[2] == 2 && r2.nnr == 2 &&
         r2.indices[1] == 3;
  for (i = 0; same && i < 8; ++i)
    same = ((float *)r2.data)[i] == rValues[i];
  expect(same, "npz row_sparse round trip (3-D)");
  stype_row_sparse_release(&r2);
  expectStatus(stype_npz_load_csr(pathOf("r.npz"), &c2), STYPE_ERROR_IO,
               "r.npz", "csr reader on a row_sparse archive");
}

static void testLibSVM(void) {
  stype_libsvm_options o;
  stype_libsvm_reader *reader = NULL;
  stype_csr x;
  stype_dense y;
  int32_t has = 0;
  int64_t padded = -1;
  int batches = 0;
  writeFile("good.libsvm", "1 0:0.5 3:2\n"
                           "# a comment line\n"
                           "0\n"
                           "-1 1:1 2:-3 4:7\n"
                           "2 4:1\n");
  stype_libsvm_options_init(&o);
  expectStatus(stype_libsvm_read(pathOf("good.libsvm"), &o, &x, &y), STYPE_OK,
               "", "LibSVM read");
  expect(x.nrows == 4 && x.ncols == 5 && x.nnz == 6 && x.indptr[1] == 2 &&
             x.indptr[2] == 2 && x.indices[4] == 4 &&
             ((float *)x.data)[3] == -3.0f && ((float *)y.data)[2] == -1.0f,
         "LibSVM read: rows, max index + 1 columns, values, labels");
  stype_csr_release(&x);
  stype_dense_release(&y);

  /* Batches of 3 over 4 rows: MXNet's round_batch wraps 2 rows. */
  o.num_features = 5;
  o.batch_size = 3;
  expectStatus(stype_libsvm_open(pathOf("good.libsvm"), &o, &reader), STYPE_OK,
               "", "LibSVM open");
  while (stype_libsvm_next(reader, &x, &y, &has, &padded) == STYPE_OK && has) {
    ++batches;
    if (batches == 2)
      expect(padded == 2 && x.nrows == 3 && x.indices[x.indptr[1]] == 0,
             "second batch wraps 2 rows from the start");
    stype_csr_release(&x);
    stype_dense_release(&y);
  }
  expect(batches == 2, "two batches per epoch");
  stype_libsvm_reset(reader);
  expectStatus(stype_libsvm_next(reader, &x, &y, &has, &padded), STYPE_OK, "",
               "next epoch");
  expect(has && x.indices[0] == 1 && x.indices[2] == 4,
         "the next epoch starts after the wrapped rows (at row 2)");
  stype_csr_release(&x);
  stype_dense_release(&y);
  stype_libsvm_close(reader);

  /* Malformed files: STYPE_ERROR_IO with file:line:column. */
  o.num_features = 5;
  o.batch_size = 1;
  writeFile("value.libsvm", "1 0:1\n0 2:abc\n");
  writeFile("colon.libsvm", "1 0:1 3\n");
  writeFile("negative.libsvm", "1 -2:1\n");
  writeFile("range.libsvm", "1 0:1\n\n1 5:1\n");
  writeFile("order.libsvm", "1 3:1 1:1\n");
  {
    static const char *const files[5][2] = {
        {"value.libsvm", "value.libsvm:2:5: invalid value 'abc'"},
        {"colon.libsvm", "colon.libsvm:1:7: feature '3' has no ':value'"},
        {"negative.libsvm", "negative.libsvm:1:3: negative feature index -2"},
        {"range.libsvm", "range.libsvm:3:3: feature index 5 is out of range"},
        {"order.libsvm", "order.libsvm:1:7: feature indices must be strictly "
                         "ascending within a line: 1 after 3"}};
    int i;
    for (i = 0; i < 5; ++i) {
      stype_status s = stype_libsvm_open(pathOf(files[i][0]), &o, &reader);
      int k;
      for (k = 0; s == STYPE_OK && k < 4; ++k) {
        s = stype_libsvm_next(reader, &x, &y, &has, NULL);
        if (s == STYPE_OK && has) {
          stype_csr_release(&x);
          stype_dense_release(&y);
        }
      }
      if (reader)
        stype_libsvm_close(reader);
      reader = NULL;
      expectStatus(s, STYPE_ERROR_IO, files[i][1], files[i][0]);
      expectStatus(stype_libsvm_read(pathOf(files[i][0]), &o, &x, &y),
                   STYPE_ERROR_IO, files[i][1], "whole-file read");
    }
  }
  o.batch_size = 0;
  expectStatus(stype_libsvm_open(pathOf("good.libsvm"), &o, &reader),
               STYPE_ERROR_INVALID_ARGUMENT, "batch_size", "batch size 0");
  o.batch_size = 1;
  o.part_index = 2;
  o.num_parts = 2;
  expectStatus(stype_libsvm_open(pathOf("good.libsvm"), &o, &reader),
               STYPE_ERROR_INVALID_ARGUMENT, "part_index", "part 2 of 2");
}

static void testScalars(void) {
  double s;
  int64_t m;
  float a;
  expectStatus(scalars(1.5f, 2.25, 7, &s, &m, &a), STYPE_OK, "", "scalars");
  expect(approx(s, 3.75) && m == 49 && approx(a, 1.5), "scalar results");
  expectStatus(scalars(1.5f, 2.25, 7, &s, NULL, &a), STYPE_ERROR_NULL_POINTER,
               "result #1", "NULL scalar output");
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s <scratch directory>\n", argv[0]);
    return 2;
  }
  snprintf(scratch, sizeof(scratch), "%s", argv[1]);
  testCsrDot();
  testCsrGrad();
  testSgdInPlace();
  testSharedIndices();
  testStatuses();
  testScalars();
  testInternalAndMemory();
  testNpyNpz();
  testLibSVM();
  printf("%d failure(s)\n", failures);
  return failures != 0;
}
