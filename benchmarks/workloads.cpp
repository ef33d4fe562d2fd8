//===- workloads.cpp - W1-W5 of issue 6: stype against its peers -*- C++
//-*-===//
//
// Google Benchmark binary (not part of the tests; `ninja stype-workloads`).
// All f32 with int64 ids, fixed seeds, column/embedding ids drawn from a
// Zipf-like distribution (exponent 1.2) over 1,000,000 ids:
//
//   W1 SpMM       X csr 1024 x 1M (16 nnz/row) x W dense 1M x 128
//   W2 XtDy       X^T * dY (dY dense 1024 x 128) -> row_sparse
//   W3 Lazy*      lazy SGD-momentum / lazy Adam on a dense 1M x 128 weight
//                 from W2's gradient; DenseSgdMom: the dense update
//   W4 Step       W2 + lazy SGD-momentum: stype's one function (fused when
//                 the pipeline has --stype-fuse-update) vs unfused chains
//   W5 Embedding  1M x 128 table, 8192 ids with repeats: forward gather;
//                 backward + lazy Adam
//   W4/W5 Train   whole steps (forward, MXNet's LinearRegressionOutput loss,
//                 gradient, lazy update; a constant label): the
//                 gradient derived by stype.grad against the same step
//                 written by hand (issue 23: within 5%)
//   Stream        STREAM triad a = b + s*c on 3 x 128 MiB (the bandwidth
//                 every GB/s is compared with)
//
// Peers in the same run: plain C++ loops (-O3 -march=native, OpenMP for the
// row-parallel ones), Eigen 3.4 sparse, and for W1 upstream MLIR's
// sparsifier (linalg.matmul on a CSR sparse_tensor encoding, JIT'ed here).
// Every benchmark takes (threads, cold): threads 1 or 2; cold = 1 writes a 256
// MiB buffer between repetitions (caches hold none of the inputs).
// bytes_per_second counts the bytes each workload must move (see bytes* below).
// No benchmark allocates a table-sized buffer per iteration: tables are
// allocated once.
//
//   build/bin/stype-workloads --benchmark_out=perf.json
//   --benchmark_out_format=json scripts/bench-report.py perf.json     #
//   docs/performance.{md,png}
//
//===----------------------------------------------------------------------===//

#include "tools/jit/Jit.h"

#include "mlir/Dialect/SparseTensor/Pipelines/Passes.h"
#include "mlir/Dialect/SparseTensor/Transforms/Passes.h"
#include "mlir/ExecutionEngine/CRunnerUtils.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "llvm/Support/TargetSelect.h"

#include <Eigen/Dense>
#include <Eigen/SparseCore>
#include <benchmark/benchmark.h>
#include <omp.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>

using namespace stype;

namespace {

constexpr int64_t kRows = 1000000, kDim = 128, kBatch = 1024, kPerRow = 16,
                  kIds = 8192;
constexpr double kRowBytes = kDim * 4.0;

//===--- Data -------------------------------------------------------------===//

/// Zipf-like (exponent 1.2) ids in [0, n) by inverse-CDF sampling of a
/// truncated power law over ranks, ranks shuffled by a fixed permutation
/// step so that hot ids are spread over the table.
struct Zipf {
  std::mt19937_64 rng;
  std::uniform_real_distribution<double> u{0.0, 1.0};
  int64_t n;
  Zipf(int64_t n, uint64_t seed) : rng(seed), n(n) {}
  int64_t operator()() {
    double s = 1.2, x = u(rng);
    double r = std::pow(1.0 - x * (1.0 - std::pow(double(n), 1.0 - s)),
                        1.0 / (1.0 - s));
    int64_t rank = std::min<int64_t>(n - 1, int64_t(r) - 1);
    return (rank * 7919) % n; // 7919 is prime, n = 10^6: a bijection
  }
};

rt::DenseTensor randomDense(int64_t rows, int64_t cols, uint64_t seed) {
  rt::DenseTensor t = rt::DenseTensor::allocate(rt::DType::F32, {rows, cols});
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<float> u(-1.f, 1.f);
  float *p = t.data.data<float>();
  for (int64_t i = 0; i < rows * cols; ++i)
    p[i] = u(rng);
  return t;
}

rt::DenseTensor filled(int64_t rows, int64_t cols, float value) {
  rt::DenseTensor t = rt::DenseTensor::allocate(rt::DType::F32, {rows, cols});
  std::fill_n(t.data.data<float>(), rows * cols, value);
  return t;
}

rt::DenseTensor zeros(int64_t rows, int64_t cols) {
  return filled(rows, cols, 0.f);
}

rt::CsrTensor zipfCsr(uint64_t seed) {
  Zipf z(kRows, seed);
  std::uniform_real_distribution<float> u(-1.f, 1.f);
  rt::CsrTensor x =
      rt::CsrTensor::allocate(rt::DType::F32, kBatch, kRows, kBatch * kPerRow);
  int64_t *indptr = x.indptr.data<int64_t>();
  int64_t *indices = x.indices.data<int64_t>();
  float *data = x.data.data<float>();
  int64_t k = 0;
  indptr[0] = 0;
  for (int64_t i = 0; i < kBatch; ++i) {
    std::vector<int64_t> row;
    while (int64_t(row.size()) < kPerRow) {
      int64_t c = z();
      if (std::find(row.begin(), row.end(), c) == row.end())
        row.push_back(c);
    }
    std::sort(row.begin(), row.end());
    for (int64_t c : row) {
      indices[k] = c;
      data[k++] = u(z.rng);
    }
    indptr[i + 1] = k;
  }
  return x;
}

struct Data {
  rt::CsrTensor x = zipfCsr(3);
  rt::DenseTensor dy = randomDense(kBatch, kDim, 4);
  rt::DenseTensor w = randomDense(kRows, kDim, 1);
  rt::DenseTensor m = zeros(kRows, kDim), v = zeros(kRows, kDim);
  rt::DenseTensor denseGrad = randomDense(kRows, kDim, 5);
  rt::DenseTensor ids = rt::DenseTensor::allocate(rt::DType::I64, {kIds});
  rt::DenseTensor ograd = randomDense(kIds, kDim, 6);
  // The labels of the whole W4/W5 steps: far from the predictions, so that
  // thousands of repetitions of one batch do not converge (a vanishing
  // gradient would fill Adam's moments with subnormal floats, ~50x slower).
  rt::DenseTensor labelW4 = filled(kBatch, kDim, 1000.f);
  rt::DenseTensor labelW5 = filled(kIds, kDim, 1000.f);
  rt::RspTensor grad; // W2's gradient (computed by the loops peer)
  std::vector<int64_t> uniqueCols;
  Data() {
    Zipf z(kRows, 8);
    for (int64_t t = 0; t < kIds; ++t)
      ids.data.data<int64_t>()[t] = z();
    const int64_t *c = x.indices.data<int64_t>();
    uniqueCols.assign(c, c + x.nnz());
    std::sort(uniqueCols.begin(), uniqueCols.end());
    uniqueCols.erase(std::unique(uniqueCols.begin(), uniqueCols.end()),
                     uniqueCols.end());
    grad = rt::RspTensor::allocate(rt::DType::F32, {kRows, kDim},
                                   uniqueCols.size());
    std::copy(uniqueCols.begin(), uniqueCols.end(),
              grad.indices.data<int64_t>());
    rt::DenseTensor g = randomDense(uniqueCols.size(), kDim, 9);
    std::copy_n(g.data.data<float>(), uniqueCols.size() * kDim,
                grad.data.data<float>());
  }
  int64_t nnr() const { return uniqueCols.size(); }
};

Data &data() {
  static Data d;
  return d;
}

std::unique_ptr<jit::JitModule> compileKernels(int64_t prefetchDistance) {
  std::unique_ptr<jit::JitModule> m;
  jit::CompileOptions options;
  options.fallbackWarnings = false;
  options.numThreads = 2; // parallel code; each call sets its count
  options.prefetchDistance = prefetchDistance;
  // STYPE_WORKLOADS_UNCHECKED=1: kernels without the allocation checks, to
  // measure what they cost (run the binary both ways, interleaved).
  if (const char *env = std::getenv("STYPE_WORKLOADS_UNCHECKED"))
    options.checkAllocations = std::atoi(env) == 0;
  rt::Status s = jit::JitModule::compile(STYPE_WORKLOAD_KERNELS, options, m);
  if (!s.ok()) {
    std::fprintf(stderr, "%s\n", s.message().c_str());
    std::abort();
  }
  return m;
}

/// The kernels as the stype-to-llvm pipeline compiles them by default.
const jit::JitModule &kernels() {
  static std::unique_ptr<jit::JitModule> module = compileKernels(-1);
  return *module;
}

/// The same kernels without the lazy updates' row prefetches
/// (prefetch-distance=0): stype's own ablation, not a peer.
const jit::JitModule &kernelsNoPrefetch() {
  static std::unique_ptr<jit::JitModule> module = compileKernels(0);
  return *module;
}

//===--- Harness ----------------------------------------------------------===//

/// Writes a 256 MiB buffer: evicts every input from the caches.
void flushCaches() {
  static std::vector<char> junk(256u << 20);
  static char v = 0;
  std::memset(junk.data(), ++v, junk.size());
  benchmark::DoNotOptimize(junk.data());
}

/// Runs `body` per iteration with the thread count and cache state of the
/// benchmark's args; counts `bytes` per iteration.
template <typename F>
void measure(benchmark::State &state, double bytes, F body) {
  int threads = state.range(0);
  bool cold = state.range(1);
  omp_set_num_threads(threads);
  Eigen::setNbThreads(threads);
  body(threads); // JIT compile, first touch of outputs: not measured
  for (auto _ : state) {
    if (cold) {
      state.PauseTiming();
      flushCaches();
      state.ResumeTiming();
    }
    body(threads);
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(int64_t(state.iterations() * bytes));
  state.counters["threads"] = threads;
  state.counters["cold"] = cold;
}

void callStype(benchmark::State &state, const char *name,
               const std::vector<jit::Value> &in, int threads,
               const jit::JitModule &module = kernels()) {
  static std::vector<jit::Value> out;
  const jit::Kernel *k = module.lookup(name);
  const_cast<jit::JitModule &>(module).setNumThreads(threads);
  if (rt::Status s = k->call(in, out, nullptr, /*validateInputs=*/false);
      !s.ok())
    state.SkipWithError(s.message().c_str());
}

//===--- Bytes each workload must move -----------------------------------===//

double bytesCsr() { return kBatch * kPerRow * 12.0 + (kBatch + 1) * 8.0; }
double bytesW1() {
  return bytesCsr() + kBatch * kPerRow * kRowBytes + kBatch * kRowBytes;
}
double bytesW2() {
  return bytesCsr() + kBatch * kRowBytes + data().nnr() * (kRowBytes + 8);
}
double bytesSgdMom(double rows) { return rows * (5 * kRowBytes + 8); }
double bytesAdam(double rows) { return rows * (7 * kRowBytes + 8); }
double bytesW4Fused() {
  return bytesCsr() + kBatch * kRowBytes + data().nnr() * 4 * kRowBytes;
}
double bytesGather() { return kIds * (8 + 2 * kRowBytes); }

//===--- Plain C++ loops -------------------------------------------------===//

void loopsSpmm(float *y) {
  const rt::CsrTensor &x = data().x;
  const float *w = data().w.data.data<float>();
  const int64_t *indptr = x.indptr.data<int64_t>();
  const int64_t *indices = x.indices.data<int64_t>();
  const float *v = x.data.data<float>();
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < kBatch; ++i) {
    float *yr = y + i * kDim;
    for (int64_t c = 0; c < kDim; ++c)
      yr[c] = 0.f;
    for (int64_t p = indptr[i]; p < indptr[i + 1]; ++p) {
      const float *wr = w + indices[p] * kDim;
      for (int64_t c = 0; c < kDim; ++c)
        yr[c] += v[p] * wr[c];
    }
  }
}

/// X^T * dY into row_sparse: sorted unique column ids, then a scatter in row
/// order (serial: the scatter's rows collide across threads).
void loopsXtDy(std::vector<int64_t> &rows, std::vector<float> &g) {
  const rt::CsrTensor &x = data().x;
  const float *dy = data().dy.data.data<float>();
  const int64_t *indptr = x.indptr.data<int64_t>();
  const int64_t *indices = x.indices.data<int64_t>();
  const float *v = x.data.data<float>();
  rows.assign(indices, indices + x.nnz());
  std::sort(rows.begin(), rows.end());
  rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
  g.assign(rows.size() * kDim, 0.f);
  for (int64_t i = 0; i < kBatch; ++i)
    for (int64_t p = indptr[i]; p < indptr[i + 1]; ++p) {
      int64_t r =
          std::lower_bound(rows.begin(), rows.end(), indices[p]) - rows.begin();
      float *gr = g.data() + r * kDim;
      const float *dr = dy + i * kDim;
      for (int64_t c = 0; c < kDim; ++c)
        gr[c] += v[p] * dr[c];
    }
}

void loopsSgdMom(const int64_t *ids, const float *gd, int64_t n) {
  float *w = data().w.data.data<float>(), *m = data().m.data.data<float>();
  const float lr = 0.01f, mu = 0.9f, wd = 1e-4f;
#pragma omp parallel for schedule(static)
  for (int64_t k = 0; k < n; ++k) {
    float *wr = w + ids[k] * kDim, *mr = m + ids[k] * kDim;
    const float *gr = gd + k * kDim;
    for (int64_t c = 0; c < kDim; ++c) {
      mr[c] = mu * mr[c] - lr * (gr[c] + wd * wr[c]);
      wr[c] += mr[c];
    }
  }
}

void loopsAdam(const int64_t *ids, const float *gd, int64_t n) {
  float *w = data().w.data.data<float>(), *m = data().m.data.data<float>(),
        *v = data().v.data.data<float>();
  const float lr = 0.001f, b1 = 0.9f, b2 = 0.999f, eps = 1e-8f, wd = 1e-4f;
#pragma omp parallel for schedule(static)
  for (int64_t k = 0; k < n; ++k) {
    float *wr = w + ids[k] * kDim, *mr = m + ids[k] * kDim,
          *vr = v + ids[k] * kDim;
    const float *gr = gd + k * kDim;
    for (int64_t c = 0; c < kDim; ++c) {
      float g = gr[c] + wd * wr[c];
      mr[c] = b1 * mr[c] + (1 - b1) * g;
      vr[c] = b2 * vr[c] + (1 - b2) * g * g;
      wr[c] -= lr * mr[c] / (std::sqrt(vr[c]) + eps);
    }
  }
}

//===--- W1 SpMM ----------------------------------------------------------===//

void BM_W1_SpMM_stype(benchmark::State &state) {
  std::vector<jit::Value> in = {data().x, data().w};
  measure(state, bytesW1(), [&](int t) { callStype(state, "spmm", in, t); });
}

void BM_W1_SpMM_loops(benchmark::State &state) {
  std::vector<float> y(kBatch * kDim);
  measure(state, bytesW1(), [&](int) { loopsSpmm(y.data()); });
}

using EigenCsr =
    Eigen::Map<const Eigen::SparseMatrix<float, Eigen::RowMajor, int64_t>>;
using EigenRows =
    Eigen::Map<const Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic,
                                   Eigen::RowMajor>>;
using EigenOut =
    Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

EigenCsr eigenX() {
  const rt::CsrTensor &x = data().x;
  return EigenCsr(kBatch, kRows, x.nnz(), x.indptr.data<int64_t>(),
                  x.indices.data<int64_t>(), x.data.data<float>());
}

void BM_W1_SpMM_eigen(benchmark::State &state) {
  EigenCsr x = eigenX();
  EigenRows w(data().w.data.data<float>(), kRows, kDim);
  EigenOut y(kBatch, kDim);
  measure(state, bytesW1(), [&](int) { y.noalias() = x * w; });
}

//===--- W1 with upstream MLIR's sparsifier ------------------------------===//
//
// The same SpMM written as linalg.matmul on a #sparse_tensor.encoding CSR
// operand, compiled by upstream's `sparsifier` pipeline (after
// `sparse-assembler`, so that the kernel takes the csr's buffers directly,
// zero-copy with enable-runtime-library=false) and JIT'ed with MLIR's
// ExecutionEngine in this binary.  Static shapes: sparse_tensor.assemble
// needs them.  The sparsifier emits serial code (its stock pipeline never
// lowers scf.parallel to threads), so it runs with 1 thread only.
// W2-W5 have no sparsifier peer: see docs/performance.md.

constexpr const char *kSparsifierSpmm = R"mlir(
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed),
                                 posWidth = 64, crdWidth = 64 }>
func.func @spmm(%x: tensor<1024x1000000xf32, #CSR>,
                %w: tensor<1000000x128xf32>) -> tensor<1024x128xf32>
    attributes {llvm.emit_c_interface} {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1024x128xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<1024x128xf32>)
      -> tensor<1024x128xf32>
  %r = linalg.matmul
      ins(%x, %w : tensor<1024x1000000xf32, #CSR>, tensor<1000000x128xf32>)
      outs(%o : tensor<1024x128xf32>) -> tensor<1024x128xf32>
  return %r : tensor<1024x128xf32>
}
)mlir";

/// `_mlir_ciface_spmm(result, positions, coordinates, values, w)`.
using SparsifierSpmmFn = void (*)(StridedMemRefType<float, 2> *,
                                  StridedMemRefType<int64_t, 1> *,
                                  StridedMemRefType<int64_t, 1> *,
                                  StridedMemRefType<float, 1> *,
                                  StridedMemRefType<float, 2> *);

SparsifierSpmmFn sparsifierSpmm() {
  static std::unique_ptr<mlir::ExecutionEngine> engine;
  static SparsifierSpmmFn fn = [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
    mlir::DialectRegistry registry;
    mlir::registerAllDialects(registry);
    mlir::registerAllExtensions(registry);
    mlir::registerAllToLLVMIRTranslations(registry);
    static mlir::MLIRContext ctx(registry);
    ctx.loadAllAvailableDialects();
    mlir::OwningOpRef<mlir::ModuleOp> module =
        mlir::parseSourceString<mlir::ModuleOp>(kSparsifierSpmm, &ctx);
    mlir::PassManager pm(&ctx);
    pm.addPass(mlir::createSparseAssembler());
    mlir::sparse_tensor::SparsifierOptions options;
    options.enableRuntimeLibrary = false;
    mlir::sparse_tensor::buildSparsifier(pm, options);
    if (!module || mlir::failed(pm.run(*module))) {
      std::fprintf(stderr, "sparsifier: the SpMM kernel does not compile\n");
      std::abort();
    }
    auto transformer = mlir::makeOptimizingTransformer(3, 0, nullptr);
    mlir::ExecutionEngineOptions engineOptions;
    engineOptions.transformer = transformer;
    engineOptions.jitCodeGenOptLevel = llvm::CodeGenOptLevel::Aggressive;
    auto created = mlir::ExecutionEngine::create(*module, engineOptions);
    if (!created) {
      std::fprintf(stderr, "sparsifier: JIT failed: %s\n",
                   llvm::toString(created.takeError()).c_str());
      std::abort();
    }
    engine = std::move(*created);
    auto sym = engine->lookup("_mlir_ciface_spmm");
    if (!sym) {
      std::fprintf(stderr, "sparsifier: no _mlir_ciface_spmm\n");
      std::abort();
    }
    return reinterpret_cast<SparsifierSpmmFn>(*sym);
  }();
  return fn;
}

template <typename T, int N>
StridedMemRefType<T, N> memref(const T *data, std::array<int64_t, N> sizes) {
  StridedMemRefType<T, N> m;
  m.basePtr = m.data = const_cast<T *>(data);
  m.offset = 0;
  int64_t stride = 1;
  for (int d = N - 1; d >= 0; --d) {
    m.sizes[d] = sizes[d];
    m.strides[d] = stride;
    stride *= sizes[d];
  }
  return m;
}

void BM_W1_SpMM_sparsifier(benchmark::State &state) {
  SparsifierSpmmFn fn = sparsifierSpmm();
  const rt::CsrTensor &x = data().x;
  auto pos = memref<int64_t, 1>(x.indptr.data<int64_t>(), {kBatch + 1});
  auto crd = memref<int64_t, 1>(x.indices.data<int64_t>(), {x.nnz()});
  auto val = memref<float, 1>(x.data.data<float>(), {x.nnz()});
  auto w = memref<float, 2>(data().w.data.data<float>(), {kRows, kDim});
  measure(state, bytesW1(), [&](int) {
    StridedMemRefType<float, 2> y;
    fn(&y, &pos, &crd, &val, &w);
    benchmark::DoNotOptimize(y.data);
    std::free(y.basePtr); // the kernel's fresh output (malloc)
  });
}

//===--- W2 X^T * dY ------------------------------------------------------===//

void BM_W2_XtDy_stype(benchmark::State &state) {
  std::vector<jit::Value> in = {data().x, data().dy};
  measure(state, bytesW2(), [&](int t) { callStype(state, "xt_dy", in, t); });
}

void BM_W2_XtDy_loops(benchmark::State &state) {
  std::vector<int64_t> rows;
  std::vector<float> g;
  measure(state, bytesW2(), [&](int) { loopsXtDy(rows, g); });
}

/// Eigen has no row_sparse result: X^T * dY into a dense 1M x 128 output
/// (allocated once; the product zero-fills it every call).
void BM_W2_XtDy_eigenDense(benchmark::State &state) {
  EigenCsr x = eigenX();
  EigenRows dy(data().dy.data.data<float>(), kBatch, kDim);
  static EigenOut g(kRows, kDim);
  measure(state, bytesW2(), [&](int) { g.noalias() = x.transpose() * dy; });
}

//===--- W3 lazy updates --------------------------------------------------===//

void BM_W3_LazySgdMom_stype(benchmark::State &state) {
  std::vector<jit::Value> in = {data().w, data().grad, data().m};
  measure(state, bytesSgdMom(data().nnr()),
          [&](int t) { callStype(state, "lazy_sgd_mom", in, t); });
}

void BM_W3_LazySgdMom_stypeNoPrefetch(benchmark::State &state) {
  std::vector<jit::Value> in = {data().w, data().grad, data().m};
  measure(state, bytesSgdMom(data().nnr()), [&](int t) {
    callStype(state, "lazy_sgd_mom", in, t, kernelsNoPrefetch());
  });
}

void BM_W3_LazySgdMom_loops(benchmark::State &state) {
  const rt::RspTensor &g = data().grad;
  measure(state, bytesSgdMom(data().nnr()), [&](int) {
    loopsSgdMom(g.indices.data<int64_t>(), g.data.data<float>(), data().nnr());
  });
}

void BM_W3_LazyAdam_stype(benchmark::State &state) {
  std::vector<jit::Value> in = {data().w, data().grad, data().m, data().v};
  measure(state, bytesAdam(data().nnr()),
          [&](int t) { callStype(state, "lazy_adam", in, t); });
}

void BM_W3_LazyAdam_stypeNoPrefetch(benchmark::State &state) {
  std::vector<jit::Value> in = {data().w, data().grad, data().m, data().v};
  measure(state, bytesAdam(data().nnr()), [&](int t) {
    callStype(state, "lazy_adam", in, t, kernelsNoPrefetch());
  });
}

void BM_W3_LazyAdam_loops(benchmark::State &state) {
  const rt::RspTensor &g = data().grad;
  measure(state, bytesAdam(data().nnr()), [&](int) {
    loopsAdam(g.indices.data<int64_t>(), g.data.data<float>(), data().nnr());
  });
}

void BM_W3_DenseSgdMom_stype(benchmark::State &state) {
  std::vector<jit::Value> in = {data().w, data().denseGrad, data().m};
  measure(state, bytesSgdMom(kRows),
          [&](int t) { callStype(state, "dense_sgd_mom", in, t); });
}

//===--- W4 gradient + update ---------------------------------------------===//

void BM_W4_Step_stype(benchmark::State &state) {
  std::vector<jit::Value> in = {data().x, data().dy, data().w, data().m};
  measure(state, bytesW4Fused(),
          [&](int t) { callStype(state, "xt_dy_sgd_mom", in, t); });
}

void BM_W4_Step_stypeNoPrefetch(benchmark::State &state) {
  std::vector<jit::Value> in = {data().x, data().dy, data().w, data().m};
  measure(state, bytesW4Fused(), [&](int t) {
    callStype(state, "xt_dy_sgd_mom", in, t, kernelsNoPrefetch());
  });
}

void BM_W4_StepUnfused_stype(benchmark::State &state) {
  std::vector<jit::Value> in = {data().x, data().dy};
  static std::vector<jit::Value> out;
  const jit::Kernel *grad = kernels().lookup("xt_dy");
  const jit::Kernel *update = kernels().lookup("lazy_sgd_mom");
  measure(state, bytesW4Fused(), [&](int t) {
    const_cast<jit::JitModule &>(kernels()).setNumThreads(t);
    if (rt::Status s = grad->call(in, out, nullptr, false); !s.ok())
      state.SkipWithError(s.message().c_str());
    std::vector<jit::Value> upd = {data().w, out[0], data().m};
    std::vector<jit::Value> out2;
    if (rt::Status s = update->call(upd, out2, nullptr, false); !s.ok())
      state.SkipWithError(s.message().c_str());
  });
}

void BM_W4_StepUnfused_loops(benchmark::State &state) {
  std::vector<int64_t> rows;
  std::vector<float> g;
  measure(state, bytesW4Fused(), [&](int) {
    loopsXtDy(rows, g);
    loopsSgdMom(rows.data(), g.data(), rows.size());
  });
}

//===--- W5 Embedding -----------------------------------------------------===//

void BM_W5_EmbFwd_stype(benchmark::State &state) {
  std::vector<jit::Value> in = {data().ids, data().w};
  measure(state, bytesGather(),
          [&](int t) { callStype(state, "embedding_fwd", in, t); });
}

void BM_W5_EmbFwd_loops(benchmark::State &state) {
  std::vector<float> y(kIds * kDim);
  const int64_t *ids = data().ids.data.data<int64_t>();
  const float *w = data().w.data.data<float>();
  measure(state, bytesGather(), [&](int) {
#pragma omp parallel for schedule(static)
    for (int64_t t = 0; t < kIds; ++t)
      std::memcpy(y.data() + t * kDim, w + ids[t] * kDim, kRowBytes);
  });
}

/// Unique ids, summed output-gradient rows, then lazy Adam.
double bytesEmbBwd() {
  static double b = [] {
    std::vector<int64_t> u(data().ids.data.data<int64_t>(),
                           data().ids.data.data<int64_t>() + kIds);
    std::sort(u.begin(), u.end());
    int64_t n = std::unique(u.begin(), u.end()) - u.begin();
    return kIds * (8 + kRowBytes) + n * 6 * kRowBytes;
  }();
  return b;
}

void BM_W5_EmbBwdAdam_stype(benchmark::State &state) {
  std::vector<jit::Value> in = {data().ids, data().ograd, data().w, data().m,
                                data().v};
  measure(state, bytesEmbBwd(),
          [&](int t) { callStype(state, "embedding_bwd_adam", in, t); });
}

void BM_W5_EmbBwdAdam_stypeNoPrefetch(benchmark::State &state) {
  std::vector<jit::Value> in = {data().ids, data().ograd, data().w, data().m,
                                data().v};
  measure(state, bytesEmbBwd(), [&](int t) {
    callStype(state, "embedding_bwd_adam", in, t, kernelsNoPrefetch());
  });
}

void BM_W5_EmbBwdAdam_loops(benchmark::State &state) {
  const int64_t *ids = data().ids.data.data<int64_t>();
  const float *og = data().ograd.data.data<float>();
  std::vector<int64_t> rows;
  std::vector<float> g;
  measure(state, bytesEmbBwd(), [&](int) {
    rows.assign(ids, ids + kIds);
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    g.assign(rows.size() * kDim, 0.f);
    for (int64_t t = 0; t < kIds; ++t) {
      int64_t r =
          std::lower_bound(rows.begin(), rows.end(), ids[t]) - rows.begin();
      for (int64_t c = 0; c < kDim; ++c)
        g[r * kDim + c] += og[t * kDim + c];
    }
    loopsAdam(rows.data(), g.data(), rows.size());
  });
}

//===--- W4/W5 whole steps: derived against hand-written gradients ------===//

void BM_W4_TrainDerived_stype(benchmark::State &state) {
  std::vector<jit::Value> in = {data().x, data().labelW4, data().w, data().m};
  measure(state, bytesW1() + bytesW4Fused(),
          [&](int t) { callStype(state, "w4_train_derived", in, t); });
}

void BM_W4_TrainByHand_stype(benchmark::State &state) {
  std::vector<jit::Value> in = {data().x, data().labelW4, data().w, data().m};
  measure(state, bytesW1() + bytesW4Fused(),
          [&](int t) { callStype(state, "w4_train_by_hand", in, t); });
}

void BM_W5_TrainDerived_stype(benchmark::State &state) {
  std::vector<jit::Value> in = {data().ids, data().labelW5, data().w, data().m,
                                data().v};
  measure(state, bytesGather() + bytesEmbBwd(),
          [&](int t) { callStype(state, "w5_train_derived", in, t); });
}

void BM_W5_TrainByHand_stype(benchmark::State &state) {
  std::vector<jit::Value> in = {data().ids, data().labelW5, data().w, data().m,
                                data().v};
  measure(state, bytesGather() + bytesEmbBwd(),
          [&](int t) { callStype(state, "w5_train_by_hand", in, t); });
}

//===--- STREAM triad -----------------------------------------------------===//

void BM_Stream_Triad(benchmark::State &state) {
  constexpr int64_t n = 32 << 20; // 3 x 128 MiB
  static std::vector<float> a(n, 1.f), b(n, 2.f), c(n, 3.f);
  measure(state, 3.0 * 4 * n, [&](int) {
    float *pa = a.data();
    const float *pb = b.data(), *pc = c.data();
#pragma omp parallel for schedule(static)
    for (int64_t i = 0; i < n; ++i)
      pa[i] = pb[i] + 3.f * pc[i];
  });
}

} // namespace

#define WORKLOAD(fn)                                                           \
  BENCHMARK(fn)                                                                \
      ->ArgNames({"threads", "cold"})                                          \
      ->ArgsProduct({{1, 2}, {0, 1}})                                          \
      ->Unit(benchmark::kMicrosecond)                                          \
      ->UseRealTime()                                                          \
      ->MinTime(0.2)

WORKLOAD(BM_Stream_Triad);
WORKLOAD(BM_W1_SpMM_stype);
WORKLOAD(BM_W1_SpMM_loops);
WORKLOAD(BM_W1_SpMM_eigen);
// Serial code: 1 thread only.
BENCHMARK(BM_W1_SpMM_sparsifier)
    ->ArgNames({"threads", "cold"})
    ->ArgsProduct({{1}, {0, 1}})
    ->Unit(benchmark::kMicrosecond)
    ->UseRealTime()
    ->MinTime(0.2);
WORKLOAD(BM_W2_XtDy_stype);
WORKLOAD(BM_W2_XtDy_loops);
WORKLOAD(BM_W2_XtDy_eigenDense);
WORKLOAD(BM_W3_LazySgdMom_stype);
WORKLOAD(BM_W3_LazySgdMom_stypeNoPrefetch);
WORKLOAD(BM_W3_LazySgdMom_loops);
WORKLOAD(BM_W3_LazyAdam_stype);
WORKLOAD(BM_W3_LazyAdam_stypeNoPrefetch);
WORKLOAD(BM_W3_LazyAdam_loops);
WORKLOAD(BM_W3_DenseSgdMom_stype);
WORKLOAD(BM_W4_Step_stype);
WORKLOAD(BM_W4_Step_stypeNoPrefetch);
WORKLOAD(BM_W4_StepUnfused_stype);
WORKLOAD(BM_W4_StepUnfused_loops);
WORKLOAD(BM_W5_EmbFwd_stype);
WORKLOAD(BM_W5_EmbFwd_loops);
WORKLOAD(BM_W5_EmbBwdAdam_stype);
WORKLOAD(BM_W5_EmbBwdAdam_stypeNoPrefetch);
WORKLOAD(BM_W5_EmbBwdAdam_loops);
// Derived and hand-written whole steps, next to each other in one run.
WORKLOAD(BM_W4_TrainDerived_stype);
WORKLOAD(BM_W4_TrainByHand_stype);
WORKLOAD(BM_W5_TrainDerived_stype);
WORKLOAD(BM_W5_TrainByHand_stype);

BENCHMARK_MAIN();
