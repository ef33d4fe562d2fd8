/* Trains model.mlir's linear model from C through the installed package:
   8 samples with 2 of 16 features each, labels y = sum of feature ids * x /
   16, 30 epochs of one full batch; prints the mean squared error. */
#include "model.h"

#include <stdio.h>

int main(void) {
  enum { N = 8, F = 16, NNZ = 2 * N };
  int64_t indptr[N + 1], indices[NNZ];
  float values[NNZ], labels[N], weights[F] = {0};
  int64_t yShape[2] = {N, 1}, wShape[2] = {F, 1};
  stype_csr x;
  stype_dense y, w;
  int i, epoch;
  double mse = 0;
  for (i = 0; i < N; ++i) {
    indptr[i] = 2 * i;
    indices[2 * i] = i; /* features i and i + 8 */
    indices[2 * i + 1] = i + 8;
    values[2 * i] = 1.0f;
    values[2 * i + 1] = 0.5f;
    labels[i] = (float)(i + 0.5 * (i + 8)) / F;
  }
  indptr[N] = NNZ;
  if (stype_csr_borrow(STYPE_DTYPE_F32, N, F, NNZ, indptr, indices, values,
                       &x) != STYPE_OK ||
      stype_dense_borrow(STYPE_DTYPE_F32, 2, yShape, labels, &y) != STYPE_OK ||
      stype_dense_borrow(STYPE_DTYPE_F32, 2, wShape, weights, &w) != STYPE_OK) {
    fprintf(stderr, "error: %s\n", stype_last_error());
    return 1;
  }
  for (epoch = 1; epoch <= 30; ++epoch) {
    stype_dense diff, w1;
    stype_status s = step(&x, &y, &w, &diff, &w1);
    if (s != STYPE_OK) {
      fprintf(stderr, "error: %s: %s\n", stype_status_name(s),
              stype_last_error());
      return 1;
    }
    mse = 0;
    for (i = 0; i < N; ++i)
      mse += ((float *)diff.data)[i] * ((float *)diff.data)[i] / N;
    stype_dense_release(&diff);
    /* The update is in place when w1 aliases input #2; else copy it back. */
    if (epoch == 1)
      printf("weight %s\n", w1.alias_of == 2 ? "updated in place"
                                             : "returned as a new tensor");
    if (w1.alias_of != 2) {
      for (i = 0; i < F; ++i)
        weights[i] = ((float *)w1.data)[i];
      stype_dense_release(&w1);
    }
    if (epoch == 1 || epoch % 10 == 0)
      printf("epoch %2d  mse %.6f\n", epoch, mse);
  }
  printf("%s\n", mse < 1e-3 ? "converged" : "did not converge");
  return mse < 1e-3 ? 0 : 1;
}
