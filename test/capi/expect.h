/*===- expect.h - the checks of the C ABI tests --------------------------===*\
|*                                                                            *|
|* One line per check, "ok ..." or "FAIL ...", and a failure count; shared   *|
|* by capi_test.c and gpu_capi_test.c (C99, header-only).                     *|
\*===----------------------------------------------------------------------===*/

#ifndef STYPE_TEST_CAPI_EXPECT_H
#define STYPE_TEST_CAPI_EXPECT_H

#include <stype/stype.h>

#include <stdio.h>
#include <string.h>

static int failures = 0;

static void expect(int cond, const char *what) {
  printf("%s %s\n", cond ? "ok" : "FAIL", what);
  if (!cond)
    ++failures;
}

/* Expects `status` == `want` and, for errors, a message containing `text`. */
static void expectStatus(stype_status status, stype_status want,
                         const char *text, const char *what) {
  int ok = status == want &&
           (want == STYPE_OK || strstr(stype_last_error(), text) != NULL);
  printf("%s %s: %s", ok ? "ok" : "FAIL", what, stype_status_name(status));
  if (status != STYPE_OK)
    printf(": %s", stype_last_error());
  printf("\n");
  if (!ok)
    ++failures;
}

/* The main() of the GPU tests: the input checks, then with the argument
 * --fake-driver `fakeDriver`, else `onDevice` where a CUDA device opens and
 * `noDriver` where none does; prints the failure count and returns the exit
 * status. */
static inline int runDeviceTests(int argc, char **argv,
                                 void (*inputChecks)(void),
                                 void (*fakeDriver)(void),
                                 void (*onDevice)(void),
                                 void (*noDriver)(void)) {
  inputChecks();
  if (argc > 1 && strcmp(argv[1], "--fake-driver") == 0)
    fakeDriver();
  else if (stype_device_init() == STYPE_OK)
    onDevice();
  else
    noDriver();
  printf("%d failure(s)\n", failures);
  return failures ? 1 : 0;
}

#endif
