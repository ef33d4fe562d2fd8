//===- linear_regression.cpp - MXNet's sparse linear regression -*- C++ -*-===//
//
// Trains the model of MXNet's sparse-symbols tutorial with the kernel compiled
// from linear_regression.mlir: 1000 samples of 100 features in csr at density
// 0.01 (values uniform in [0, 1) at uniformly drawn positions, as MXNet's
// rand_ndarray / scipy.sparse.rand make them), labels y = x1 + 2*x2 + ... +
// 100*x100, a row_sparse weight drawn from N(0, 0.01^2), a dense bias, SGD
// with momentum 0.9 and learning rate 0.05, batch size 1, 10 epochs.  Prints
// the MSE over each epoch's samples and the epoch's time.
//
//   linear-regression [kernel.mlir] [--epochs=N] [--seed=S]
//
//===----------------------------------------------------------------------===//

#include "tools/jit/Jit.h"

#include <chrono>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <unordered_set>

using namespace stype;

#ifndef STYPE_EXAMPLES_DIR
#define STYPE_EXAMPLES_DIR "examples"
#endif

namespace {

constexpr int64_t kSamples = 1000, kFeatures = 100;
constexpr double kDensity = 0.01;

struct Dataset {
  rt::CsrTensor x; // kSamples x kFeatures
  std::vector<float> y;
};

/// scipy.sparse.rand(m, n, density, format='csr'): round(density*m*n)
/// distinct positions drawn uniformly, values uniform in [0, 1).
Dataset makeDataset(uint64_t seed) {
  std::mt19937_64 rng(seed);
  int64_t nnz = static_cast<int64_t>(kDensity * kSamples * kFeatures + 0.5);
  std::unordered_set<int64_t> picked;
  std::uniform_int_distribution<int64_t> pos(0, kSamples * kFeatures - 1);
  while (static_cast<int64_t>(picked.size()) < nnz)
    picked.insert(pos(rng));
  std::vector<int64_t> sorted(picked.begin(), picked.end());
  std::sort(sorted.begin(), sorted.end());
  Dataset d;
  d.x = rt::CsrTensor::allocate(rt::DType::F32, kSamples, kFeatures, nnz);
  auto *indptr = d.x.indptr.data<int64_t>();
  auto *indices = d.x.indices.data<int64_t>();
  auto *values = d.x.data.data<float>();
  std::uniform_real_distribution<float> uniform(0.f, 1.f);
  std::fill(indptr, indptr + kSamples + 1, 0);
  for (int64_t k = 0; k < nnz; ++k) {
    int64_t row = sorted[k] / kFeatures;
    indices[k] = sorted[k] % kFeatures;
    values[k] = uniform(rng);
    ++indptr[row + 1];
  }
  for (int64_t r = 0; r < kSamples; ++r)
    indptr[r + 1] += indptr[r];
  d.y.assign(kSamples, 0.f);
  for (int64_t r = 0; r < kSamples; ++r)
    for (int64_t k = indptr[r]; k < indptr[r + 1]; ++k)
      d.y[r] += static_cast<float>(indices[k] + 1) * values[k];
  return d;
}

/// Row `r` of `x` as a 1 x n csr (borrowing x's buffers).
rt::CsrTensor sampleRow(const rt::CsrTensor &x, int64_t r) {
  rt::CsrTensor s;
  s.dtype = x.dtype;
  s.numRows = 1;
  s.numCols = x.numCols;
  const int64_t *indptr = x.indptr.data<int64_t>();
  int64_t lo = indptr[r], hi = indptr[r + 1];
  s.indptr = rt::Buffer::allocate(2 * sizeof(int64_t));
  s.indptr.data<int64_t>()[0] = 0;
  s.indptr.data<int64_t>()[1] = hi - lo;
  s.indices = rt::Buffer::borrow(
      const_cast<int64_t *>(x.indices.data<int64_t>()) + lo,
      (hi - lo) * sizeof(int64_t));
  s.data = rt::Buffer::borrow(const_cast<float *>(x.data.data<float>()) + lo,
                              (hi - lo) * sizeof(float));
  return s;
}

rt::DenseTensor scalarTensor(float v) {
  rt::DenseTensor t = rt::DenseTensor::allocate(rt::DType::F32, {1, 1});
  t.data.data<float>()[0] = v;
  return t;
}

/// A row_sparse tensor storing every row.
rt::RspTensor fullRsp(const std::vector<float> &values) {
  int64_t n = static_cast<int64_t>(values.size());
  rt::RspTensor t = rt::RspTensor::allocate(rt::DType::F32, {n, 1}, n);
  for (int64_t i = 0; i < n; ++i) {
    t.indices.data<int64_t>()[i] = i;
    t.data.data<float>()[i] = values[i];
  }
  return t;
}

} // namespace

int main(int argc, char **argv) {
  std::string kernelPath = STYPE_EXAMPLES_DIR "/linear_regression.mlir";
  int epochs = 10;
  uint64_t seed = 3;
  for (int i = 1; i < argc; ++i) {
    if (!std::strncmp(argv[i], "--epochs=", 9))
      epochs = std::atoi(argv[i] + 9);
    else if (!std::strncmp(argv[i], "--seed=", 7))
      seed = std::strtoull(argv[i] + 7, nullptr, 10);
    else if (argv[i][0] == '-') {
      std::fprintf(stderr,
                   "usage: %s [kernel.mlir] [--epochs=N] [--seed=S]\n",
                   argv[0]);
      return 2;
    } else
      kernelPath = argv[i];
  }

  std::printf("compiling %s\n", kernelPath.c_str());
  std::unique_ptr<jit::JitModule> module;
  if (rt::Status s = jit::JitModule::compile(kernelPath, {}, module); !s.ok()) {
    std::fprintf(stderr, "error: %s\n", s.message().c_str());
    return 1;
  }
  const jit::Kernel *step = module->lookup("train_step");
  if (!step) {
    std::fprintf(stderr, "error: %s has no @train_step\n", kernelPath.c_str());
    return 1;
  }

  Dataset data = makeDataset(seed);
  std::printf("data: %lld samples x %lld features in csr, %lld nonzeros "
              "(seed %llu)\n",
              (long long)kSamples, (long long)kFeatures,
              (long long)data.x.nnz(), (unsigned long long)seed);
  std::mt19937_64 rng(seed + 1);
  std::normal_distribution<float> normal(0.f, 0.01f);
  std::vector<float> w0(kFeatures);
  for (float &v : w0)
    v = normal(rng);
  jit::Value w = fullRsp(w0), mw = fullRsp(std::vector<float>(kFeatures));
  jit::Value b = scalarTensor(0.f), mb = scalarTensor(0.f);

  double mse = 0;
  for (int epoch = 1; epoch <= epochs; ++epoch) {
    auto start = std::chrono::steady_clock::now();
    double sum = 0;
    for (int64_t r = 0; r < kSamples; ++r) {
      std::vector<jit::Value> in = {sampleRow(data.x, r),
                                    scalarTensor(data.y[r]), w, mw, b, mb};
      std::vector<jit::Value> out;
      if (rt::Status s = step->call(in, out, nullptr, /*validate=*/epoch == 1);
          !s.ok()) {
        std::fprintf(stderr, "error: sample %lld: %s\n", (long long)r,
                     s.message().c_str());
        return 1;
      }
      float diff = std::get<rt::DenseTensor>(out[0]).data.data<float>()[0];
      sum += static_cast<double>(diff) * diff;
      w = std::move(out[1]);
      mw = std::move(out[2]);
      b = std::move(out[3]);
      mb = std::move(out[4]);
    }
    double seconds = std::chrono::duration<double>(
                         std::chrono::steady_clock::now() - start)
                         .count();
    mse = sum / kSamples;
    std::printf("epoch %2d  mse %.4f  time %.4f s\n", epoch, mse, seconds);
  }
  std::printf("final mse %.4f (MXNet's tutorial: 0.36; target < 1.0)\n", mse);
  return mse < 1.0 ? 0 : 1;
}
