//===- optimizer_bench.cpp - lazy vs dense optimizer updates ----*- C++ -*-===//
//
// Google Benchmark binary (not part of the tests): a 1,000,000 x 128 f32
// table updated from a row_sparse gradient with 1k..512k touched rows, by the
// lazy sgd_mom_update and adam_update kernels, next to the dense update of
// the whole table in the same run.  The lazy time must follow the touched
// rows; the dense one is the cost of the table size.
//
//   build/bin/stype-optimizer-bench [--benchmark_filter=...]
//
//===----------------------------------------------------------------------===//

#include "tools/jit/Jit.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <numeric>
#include <random>

using namespace stype;

namespace {

constexpr int64_t kRows = 1000000, kDim = 128;

const jit::JitModule &kernels() {
  static std::unique_ptr<jit::JitModule> module = [] {
    std::unique_ptr<jit::JitModule> m;
    rt::Status s =
        jit::JitModule::compile(STYPE_OPTIMIZER_BENCH_KERNELS, {}, m);
    if (!s.ok()) {
      std::fprintf(stderr, "%s\n", s.message().c_str());
      std::abort();
    }
    return m;
  }();
  return *module;
}

rt::DenseTensor uniform(int64_t rows, float lo, float hi, uint64_t seed) {
  rt::DenseTensor t = rt::DenseTensor::allocate(rt::DType::F32, {rows, kDim});
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<float> u(lo, hi);
  float *p = t.data.data<float>();
  for (int64_t i = 0; i < rows * kDim; ++i)
    p[i] = u(rng);
  return t;
}

/// A gradient storing `touched` distinct rows drawn uniformly, sorted.
rt::RspTensor rspGrad(int64_t touched, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<int64_t> ids(kRows);
  std::iota(ids.begin(), ids.end(), 0);
  for (int64_t i = 0; i < touched; ++i)
    std::swap(ids[i], ids[i + rng() % (kRows - i)]);
  ids.resize(touched);
  std::sort(ids.begin(), ids.end());
  rt::RspTensor g =
      rt::RspTensor::allocate(rt::DType::F32, {kRows, kDim}, touched);
  std::copy(ids.begin(), ids.end(), g.indices.data<int64_t>());
  rt::DenseTensor v = uniform(touched, -1.f, 1.f, seed + 1);
  std::copy_n(v.data.data<float>(), touched * kDim, g.data.data<float>());
  return g;
}

/// The table and its states (v >= 0 for Adam), shared by every benchmark.
struct Table {
  rt::DenseTensor w = uniform(kRows, -1.f, 1.f, 1);
  rt::DenseTensor m = uniform(kRows, -0.1f, 0.1f, 2);
  rt::DenseTensor v = uniform(kRows, 0.f, 0.1f, 3);
};

Table &table() {
  static Table t;
  return t;
}

void run(benchmark::State &state, const char *fn, std::vector<jit::Value> in,
         int64_t rows, int64_t streams) {
  const jit::Kernel *k = kernels().lookup(fn);
  std::vector<jit::Value> out;
  for (auto _ : state)
    if (rt::Status s = k->call(in, out, nullptr, /*validateInputs=*/false);
        !s.ok())
      state.SkipWithError(s.message().c_str());
  state.counters["rows"] = double(rows);
  state.SetBytesProcessed(state.iterations() * rows * kDim * 4 * streams);
}

// Bytes per element: sgd_mom reads g, w, m and writes w, m (5 streams);
// adam reads g, w, m, v and writes w, m, v (7 streams).
void BM_LazySgdMom(benchmark::State &state) {
  Table &t = table();
  run(state, "lazy_sgd_mom", {t.w, rspGrad(state.range(0), 7), t.m},
      state.range(0), 5);
}

void BM_LazyAdam(benchmark::State &state) {
  Table &t = table();
  run(state, "lazy_adam", {t.w, rspGrad(state.range(0), 7), t.m, t.v},
      state.range(0), 7);
}

void BM_DenseSgdMom(benchmark::State &state) {
  Table &t = table();
  static rt::DenseTensor g = uniform(kRows, -1.f, 1.f, 9);
  run(state, "dense_sgd_mom", {t.w, g, t.m}, kRows, 5);
}

void BM_DenseAdam(benchmark::State &state) {
  Table &t = table();
  static rt::DenseTensor g = uniform(kRows, -1.f, 1.f, 9);
  run(state, "dense_adam", {t.w, g, t.m, t.v}, kRows, 7);
}

} // namespace

BENCHMARK(BM_LazySgdMom)
    ->RangeMultiplier(8)
    ->Range(1 << 10, 1 << 19)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_LazyAdam)
    ->RangeMultiplier(8)
    ->Range(1 << 10, 1 << 19)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_DenseSgdMom)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_DenseAdam)->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
