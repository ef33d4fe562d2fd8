/*===- table_test.c - the function table of -emit=so libraries, from C ---===*\
|*                                                                            *|
|* dlopens a library built by stype-compile -emit=so from Inputs/kernels.mlir *|
|* and calls it through its exported stype_library table, without the       *|
|* header: names, argument names, signatures with the in-place record, the  *|
|* uniform call and the typed entry point.  Usage: capi-table <library.so>. *|
\*===----------------------------------------------------------------------===*/

#include "stype/stype.h"

#include "expect.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

static const stype_function_info *find(const stype_library_info *t,
                                       const char *name) {
  int64_t i;
  for (i = 0; i < t->num_functions; ++i)
    if (strcmp(t->functions[i].name, name) == 0)
      return &t->functions[i];
  return NULL;
}

int main(int argc, char **argv) {
  void *lib;
  const stype_library_info *t;
  const stype_function_info *f;
  int64_t i, j;
  if (argc != 2) {
    fprintf(stderr, "usage: %s <library.so>\n", argv[0]);
    return 2;
  }
  lib = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    printf("FAIL dlopen: %s\n", dlerror());
    return 1;
  }
  t = (const stype_library_info *)dlsym(lib, "stype_library");
  expect(t != NULL, "the library exports stype_library");
  if (!t)
    return 1;
  expect(t->abi_version == STYPE_ABI_VERSION, "abi_version");
  for (i = 0; i < t->num_functions; ++i) {
    const int64_t *s = t->functions[i].signature, *p = s + 3;
    printf("%s(", t->functions[i].name);
    for (j = 0; j < s[1]; ++j)
      printf("%s%s", j ? ", " : "", t->functions[i].arg_names[j]);
    for (j = 0; j < s[1] + s[2]; ++j)
      p += 3 + p[2];
    printf(") written:");
    for (j = 0; j < s[1]; ++j)
      printf(" %d", (int)*p++);
    printf(" alias:");
    for (j = 0; j < s[2]; ++j)
      printf(" %d", (int)*p++);
    printf("\n");
  }

  /* The uniform call: a weight and its momentum on one index array. */
  f = find(t, "sgd_mom");
  expect(f != NULL && f->call != NULL, "sgd_mom is listed");
  if (f) {
    stype_row_sparse w, g, m, w1, m1;
    int64_t shape[2] = {5, 2}, rows[5] = {0, 1, 2, 3, 4}, gRows[1] = {3};
    float wData[10] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1}, mData[10] = {0};
    float gData[2] = {2, 4};
    const void *in[3];
    void *out[2];
    stype_row_sparse_borrow(STYPE_DTYPE_F32, 2, shape, 5, rows, wData, &w);
    stype_row_sparse_borrow(STYPE_DTYPE_F32, 2, shape, 5, rows, mData, &m);
    stype_row_sparse_borrow(STYPE_DTYPE_F32, 2, shape, 1, gRows, gData, &g);
    in[0] = &w;
    in[1] = &g;
    in[2] = &m;
    out[0] = &w1;
    out[1] = &m1;
    expectStatus(f->call(in, out), STYPE_OK, "", "sgd_mom through call");
    expect(w1.alias_of == 0 && m1.alias_of == 2 && m1.data == (void *)mData &&
               mData[6] == -1.0f && wData[7] == -1.0f,
           "call: alias_of 0 and 2, updated in place");
  }

  /* The typed entry point, cast to the header's prototype. */
  f = find(t, "scalars");
  expect(f != NULL, "scalars is listed");
  if (f) {
    typedef stype_status (*scalars_fn)(float, double, int64_t, double *,
                                       int64_t *, float *);
    scalars_fn fn;
    double s = 0;
    int64_t n = 0;
    float a = 0;
    memcpy(&fn, &f->entry, sizeof(fn));
    expectStatus(fn(1.5f, 2.25, 7, &s, &n, &a), STYPE_OK, "",
                 "scalars through entry");
    expect(s == 3.75 && n == 49 && a == 1.5f, "entry: scalar results");
  }
  dlclose(lib);
  printf("%d failure(s)\n", failures);
  return failures != 0;
}
