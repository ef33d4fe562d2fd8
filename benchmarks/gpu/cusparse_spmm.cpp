//===- cusparse_spmm.cpp - cuSPARSE SpMM, the peer of W1 --------*- C++ -*-===//

#include "cusparse_spmm.h"

#include <cuda_runtime.h>
#include <cusparse.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

namespace {

std::string why(const char *what, cusparseStatus_t s) {
  return std::string(what) + ": " + cusparseGetErrorString(s);
}

double nowMs() {
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

} // namespace

CusparseSpmmResult cusparseSpmm(int64_t M, int64_t K, int64_t N, int64_t nnz,
                                void *indptr, void *indices, void *values,
                                void *b, void *out, int reps) {
  CusparseSpmmResult r;
  cusparseHandle_t handle = nullptr;
  cusparseSpMatDescr_t a = nullptr;
  cusparseDnMatDescr_t bm = nullptr, cm = nullptr;
  cusparseStatus_t s = cusparseCreate(&handle);
  if (s != CUSPARSE_STATUS_SUCCESS) {
    r.error = why("cusparseCreate", s);
    return r;
  }
  s = cusparseCreateCsr(&a, M, K, nnz, indptr, indices, values,
                        CUSPARSE_INDEX_64I, CUSPARSE_INDEX_64I,
                        CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F);
  if (s == CUSPARSE_STATUS_SUCCESS)
    s = cusparseCreateDnMat(&bm, K, N, N, b, CUDA_R_32F, CUSPARSE_ORDER_ROW);
  if (s == CUSPARSE_STATUS_SUCCESS)
    s = cusparseCreateDnMat(&cm, M, N, N, out, CUDA_R_32F, CUSPARSE_ORDER_ROW);
  if (s != CUSPARSE_STATUS_SUCCESS) {
    r.error = why("cusparseCreate{Csr,DnMat}", s);
  } else {
    const float alpha = 1.0f, beta = 0.0f;
    struct Alg {
      cusparseSpMMAlg_t alg;
      const char *name;
    } algs[] = {{CUSPARSE_SPMM_ALG_DEFAULT, "DEFAULT"},
                {CUSPARSE_SPMM_CSR_ALG2, "CSR_ALG2"},
                {CUSPARSE_SPMM_CSR_ALG3, "CSR_ALG3"}};
    for (const Alg &alg : algs) {
      size_t bytes = 0;
      void *buffer = nullptr;
      s = cusparseSpMM_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE,
                                  CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, a,
                                  bm, &beta, cm, CUDA_R_32F, alg.alg, &bytes);
      if (s != CUSPARSE_STATUS_SUCCESS ||
          cudaMalloc(&buffer, std::max<size_t>(bytes, 1)) != cudaSuccess) {
        r.algorithms += std::string(r.algorithms.empty() ? "" : ", ") +
                        alg.name + " unavailable";
        continue;
      }
      std::vector<double> times;
      bool ok = true;
      for (int i = 0; i < reps + 1 && ok; ++i) {
        cudaDeviceSynchronize();
        double t0 = nowMs();
        s = cusparseSpMM(handle, CUSPARSE_OPERATION_NON_TRANSPOSE,
                         CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, a, bm, &beta,
                         cm, CUDA_R_32F, alg.alg, buffer);
        cudaDeviceSynchronize();
        ok = s == CUSPARSE_STATUS_SUCCESS;
        if (i > 0) // the first call is a warm-up
          times.push_back(nowMs() - t0);
      }
      cudaFree(buffer);
      if (!ok) {
        r.algorithms += std::string(r.algorithms.empty() ? "" : ", ") +
                        alg.name + " failed (" + cusparseGetErrorString(s) +
                        ")";
        continue;
      }
      std::sort(times.begin(), times.end());
      double ms = times[times.size() / 2];
      char line[128];
      std::snprintf(line, sizeof(line), "%s%s %.4f ms",
                    r.algorithms.empty() ? "" : ", ", alg.name, ms);
      r.algorithms += line;
      if (!r.ok || ms < r.bestMs) {
        r.ok = true;
        r.bestMs = ms;
        r.bestAlgorithm = alg.name;
      }
    }
    if (!r.ok && r.error.empty())
      r.error = "no cuSPARSE SpMM algorithm ran: " + r.algorithms;
  }
  if (cm)
    cusparseDestroyDnMat(cm);
  if (bm)
    cusparseDestroyDnMat(bm);
  if (a)
    cusparseDestroySpMat(a);
  cusparseDestroy(handle);
  return r;
}
