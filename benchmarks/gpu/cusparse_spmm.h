//===- cusparse_spmm.h - cuSPARSE SpMM, the peer of W1 ----------*- C++ -*-===//
//
// Built by the GPU bundle's CMake only when the CUDA toolkit (cuSPARSE) is
// found on the GPU machine (STYPE_HAVE_CUSPARSE).
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_BENCHMARKS_GPU_CUSPARSE_SPMM_H
#define STYPE_BENCHMARKS_GPU_CUSPARSE_SPMM_H

#include <cstdint>
#include <string>

struct CusparseSpmmResult {
  bool ok = false;
  std::string error;
  /// Median milliseconds per call (cusparseSpMM + synchronize) of each
  /// algorithm tried; the best one's name.
  double bestMs = 0;
  std::string bestAlgorithm;
  std::string algorithms; // "DEFAULT 0.123 ms, CSR_ALG2 0.100 ms"
};

/// Times C = A * B with A csr (M x K, nnz entries, int64 indptr/indices,
/// f32 values) and B (K x N), C (M x N) dense row-major f32, all device
/// pointers; `out` receives C (of the last algorithm that ran).
CusparseSpmmResult cusparseSpmm(int64_t M, int64_t K, int64_t N, int64_t nnz,
                                void *indptr, void *indices, void *values,
                                void *b, void *out, int reps);

#endif
