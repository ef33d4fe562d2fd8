//===- stype_bench.cpp - stype kernels against plain C++ loops --*- C++ -*-===//
//
// Google Benchmark binary (not part of the tests).  Each stype kernel is
// measured next to a plain C++ loop doing the same work (-O3, the same
// machine, the same run), so the ratio is what matters:
//
//   LazySgdMom/<touched rows>  dense 1,000,000 x 128 table, a row_sparse
//                              gradient of 1k..100k rows: time must follow
//                              the touched rows, not the table size
//   SpMM                       csr 1024 x 1,000,000 (16 nnz/row, Zipf-like
//                              column ids) x dense 1,000,000 x 128
//   XtDy                       csr^T x dense 1024 x 128 -> row_sparse
//
//   build/bin/stype-bench [--benchmark_filter=...]
//
//===----------------------------------------------------------------------===//

#include "tools/jit/Jit.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <random>

using namespace stype;

namespace {

constexpr int64_t kTableRows = 1000000, kDim = 128;

const jit::JitModule &kernels() {
  static std::unique_ptr<jit::JitModule> module = [] {
    std::unique_ptr<jit::JitModule> m;
    rt::Status s = jit::JitModule::compile(STYPE_BENCH_KERNELS, {}, m);
    if (!s.ok()) {
      std::fprintf(stderr, "%s\n", s.message().c_str());
      std::abort();
    }
    return m;
  }();
  return *module;
}

rt::DenseTensor randomDense(int64_t rows, int64_t cols, uint64_t seed) {
  rt::DenseTensor t = rt::DenseTensor::allocate(rt::DType::F32, {rows, cols});
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<float> u(-1.f, 1.f);
  float *p = t.data.data<float>();
  for (int64_t i = 0; i < rows * cols; ++i)
    p[i] = u(rng);
  return t;
}

/// Sorted distinct row ids drawn uniformly from [0, kTableRows).
rt::RspTensor randomRspGrad(int64_t touched, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<int64_t> ids(kTableRows);
  for (int64_t i = 0; i < kTableRows; ++i)
    ids[i] = i;
  for (int64_t i = 0; i < touched; ++i)
    std::swap(ids[i], ids[i + rng() % (kTableRows - i)]);
  ids.resize(touched);
  std::sort(ids.begin(), ids.end());
  rt::RspTensor g = rt::RspTensor::allocate(rt::DType::F32,
                                            {kTableRows, kDim}, touched);
  std::copy(ids.begin(), ids.end(), g.indices.data<int64_t>());
  rt::DenseTensor values = randomDense(touched, kDim, seed + 1);
  std::copy_n(values.data.data<float>(), touched * kDim, g.data.data<float>());
  return g;
}

/// Column ids with a Zipf-like (exponent 1.2) skew, as in click data.
rt::CsrTensor zipfCsr(int64_t rows, int64_t cols, int64_t perRow,
                      uint64_t seed) {
  std::mt19937_64 rng(seed);
  // Inverse-CDF sampling of a truncated power law over column ranks.
  std::uniform_real_distribution<double> u(0.0, 1.0);
  auto sample = [&]() {
    double s = 1.2, x = u(rng);
    double r = std::pow(1.0 - x * (1.0 - std::pow(double(cols), 1.0 - s)),
                        1.0 / (1.0 - s));
    return std::min<int64_t>(cols - 1, int64_t(r) - 1);
  };
  rt::CsrTensor x = rt::CsrTensor::allocate(rt::DType::F32, rows, cols,
                                            rows * perRow);
  int64_t *indptr = x.indptr.data<int64_t>();
  int64_t *indices = x.indices.data<int64_t>();
  float *data = x.data.data<float>();
  int64_t k = 0;
  indptr[0] = 0;
  for (int64_t i = 0; i < rows; ++i) {
    std::vector<int64_t> row;
    while (int64_t(row.size()) < perRow) {
      int64_t c = sample();
      if (std::find(row.begin(), row.end(), c) == row.end())
        row.push_back(c);
    }
    std::sort(row.begin(), row.end());
    for (int64_t c : row) {
      indices[k] = c;
      data[k++] = float(u(rng));
    }
    indptr[i + 1] = k;
  }
  return x;
}

struct Table {
  rt::DenseTensor w = randomDense(kTableRows, kDim, 1);
  rt::DenseTensor m = rt::DenseTensor::allocate(rt::DType::F32,
                                                {kTableRows, kDim});
};

Table &table() {
  static Table t;
  return t;
}

void BM_LazySgdMom_stype(benchmark::State &state) {
  const jit::Kernel *k = kernels().lookup("lazy_sgd_mom");
  Table &t = table();
  std::vector<jit::Value> in = {t.w, randomRspGrad(state.range(0), 7), t.m};
  std::vector<jit::Value> out;
  for (auto _ : state) {
    rt::Status s = k->call(in, out, nullptr, /*validateInputs=*/false);
    if (!s.ok())
      state.SkipWithError(s.message().c_str());
  }
  state.SetBytesProcessed(state.iterations() * state.range(0) * kDim * 4 * 5);
}

void BM_LazySgdMom_loops(benchmark::State &state) {
  Table &t = table();
  rt::RspTensor g = randomRspGrad(state.range(0), 7);
  float *w = t.w.data.data<float>(), *m = t.m.data.data<float>();
  const int64_t *ids = g.indices.data<int64_t>();
  const float *gd = g.data.data<float>();
  const float lr = 0.01f, mu = 0.9f, lrwd = 0.01f * 1e-4f;
  for (auto _ : state) {
    for (int64_t k = 0; k < state.range(0); ++k) {
      float *wr = w + ids[k] * kDim, *mr = m + ids[k] * kDim;
      const float *gr = gd + k * kDim;
      for (int64_t c = 0; c < kDim; ++c) {
        mr[c] = mu * mr[c] - lrwd * wr[c] - lr * gr[c];
        wr[c] += mr[c];
      }
    }
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(state.iterations() * state.range(0) * kDim * 4 * 5);
}

struct SpmmData {
  rt::CsrTensor x = zipfCsr(1024, kTableRows, 16, 3);
  rt::DenseTensor dy = randomDense(1024, kDim, 4);
};

SpmmData &spmmData() {
  static SpmmData d;
  return d;
}

void BM_SpMM_stype(benchmark::State &state) {
  const jit::Kernel *k = kernels().lookup("spmm");
  std::vector<jit::Value> in = {spmmData().x, table().w};
  std::vector<jit::Value> out;
  for (auto _ : state)
    if (rt::Status s = k->call(in, out, nullptr, false); !s.ok())
      state.SkipWithError(s.message().c_str());
}

void BM_SpMM_loops(benchmark::State &state) {
  const rt::CsrTensor &x = spmmData().x;
  const float *w = table().w.data.data<float>();
  std::vector<float> y(1024 * kDim);
  for (auto _ : state) {
    const int64_t *indptr = x.indptr.data<int64_t>();
    const int64_t *indices = x.indices.data<int64_t>();
    const float *v = x.data.data<float>();
    for (int64_t i = 0; i < 1024; ++i) {
      float *yr = y.data() + i * kDim;
      std::fill(yr, yr + kDim, 0.f);
      for (int64_t p = indptr[i]; p < indptr[i + 1]; ++p) {
        const float *wr = w + indices[p] * kDim;
        for (int64_t c = 0; c < kDim; ++c)
          yr[c] += v[p] * wr[c];
      }
    }
    benchmark::DoNotOptimize(y.data());
  }
}

void BM_XtDy_stype(benchmark::State &state) {
  const jit::Kernel *k = kernels().lookup("xt_dy");
  std::vector<jit::Value> in = {spmmData().x, spmmData().dy};
  std::vector<jit::Value> out;
  for (auto _ : state)
    if (rt::Status s = k->call(in, out, nullptr, false); !s.ok())
      state.SkipWithError(s.message().c_str());
}

void BM_XtDy_loops(benchmark::State &state) {
  const rt::CsrTensor &x = spmmData().x;
  const float *dy = spmmData().dy.data.data<float>();
  for (auto _ : state) {
    const int64_t *indptr = x.indptr.data<int64_t>();
    const int64_t *indices = x.indices.data<int64_t>();
    const float *v = x.data.data<float>();
    std::vector<int64_t> rows(indices, indices + x.nnz());
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    std::vector<float> g(rows.size() * kDim, 0.f);
    for (int64_t i = 0; i < 1024; ++i)
      for (int64_t p = indptr[i]; p < indptr[i + 1]; ++p) {
        int64_t r = std::lower_bound(rows.begin(), rows.end(), indices[p]) -
                    rows.begin();
        for (int64_t c = 0; c < kDim; ++c)
          g[r * kDim + c] += v[p] * dy[i * kDim + c];
      }
    benchmark::DoNotOptimize(g.data());
  }
}

} // namespace

BENCHMARK(BM_LazySgdMom_stype)->Arg(1000)->Arg(10000)->Arg(100000)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_LazySgdMom_loops)->Arg(1000)->Arg(10000)->Arg(100000)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_SpMM_stype)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_SpMM_loops)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_XtDy_stype)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_XtDy_loops)->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
