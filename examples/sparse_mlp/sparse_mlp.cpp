//===- sparse_mlp.cpp - The sparse MLP of MXNet's Gluon tutorial -*- C++ -*-===//
//
// Trains the network of MXNet's "Sparse NDArrays with Gluon" tutorial with the
// kernels compiled from sparse_mlp.mlir: 1,000,000 features -> 128 -> 8 -> 1
// with sigmoid activations and the sigmoid binary cross-entropy loss, on 1000
// LibSVM samples of 10 nonzeros each.  The samples are generated with a fixed
// seed, written to a LibSVM file, and read back in batches with the runtime's
// LibSVMBatchReader (MXNet's LibSVMIter).  The first layer is dot(csr, W1);
// its gradient dot(csr^T, dY) is row_sparse and W1 is updated lazily, so a
// step touches only the rows of the batch's features.  The same network with
// a dense first-layer gradient (@train_step_dense) is then timed from the
// same initial weights.
//
//   sparse-mlp [--features=N] [--samples=N] [--nnz=N] [--batch=N]
//              [--epochs=N] [--dense-epochs=N] [--seed=S] [--data=PATH]
//              [--kernel=PATH]
//
//===----------------------------------------------------------------------===//

#include "runtime/LibSVM.h"
#include "examples/common/Args.h"
#include "tools/jit/Jit.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>

using namespace stype;
using examples::parseInt;
using examples::parseString;

#ifndef STYPE_EXAMPLES_DIR
#define STYPE_EXAMPLES_DIR "examples"
#endif

namespace {

constexpr int64_t kHidden1 = 128, kHidden2 = 8;

struct Options {
  int64_t features = 1000000, samples = 1000, nnz = 10, batch = 100;
  int epochs = 10, denseEpochs = 1;
  uint64_t seed = 7;
  std::string data = "sparse_mlp.libsvm";
  std::string kernel = STYPE_EXAMPLES_DIR "/sparse_mlp/sparse_mlp.mlir";
};

/// splitmix64: a well-mixed hash of `x`.
uint64_t mix(uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

/// Writes `samples` rows of `nnz` distinct sorted feature ids (uniform in
/// [0, features)) with values uniform in [0, 1).  The label is 1 iff the
/// sample's dot product with a hidden +-1 teacher vector is positive, so the
/// labels are learnable.
rt::Status writeDataset(const Options &o) {
  std::FILE *f = std::fopen(o.data.c_str(), "w");
  if (!f)
    return rt::Status::error("cannot write " + o.data + ": " +
                             std::strerror(errno));
  std::mt19937_64 rng(o.seed);
  std::uniform_int_distribution<int64_t> feature(0, o.features - 1);
  std::uniform_real_distribution<float> value(0.f, 1.f);
  std::vector<int64_t> ids;
  std::vector<float> values(o.nnz);
  for (int64_t r = 0; r < o.samples; ++r) {
    ids.clear();
    while (static_cast<int64_t>(ids.size()) < o.nnz) {
      int64_t id = feature(rng);
      if (std::find(ids.begin(), ids.end(), id) == ids.end())
        ids.push_back(id);
    }
    std::sort(ids.begin(), ids.end());
    double score = 0;
    for (int64_t k = 0; k < o.nnz; ++k) {
      values[k] = value(rng);
      score += (mix(o.seed ^ static_cast<uint64_t>(ids[k])) & 1 ? 1.0 : -1.0) *
               values[k];
    }
    std::fprintf(f, "%d", score > 0 ? 1 : 0);
    for (int64_t k = 0; k < o.nnz; ++k)
      std::fprintf(f, " %lld:%.6g", (long long)ids[k], values[k]);
    std::fputc('\n', f);
  }
  if (std::fclose(f) != 0)
    return rt::Status::error("cannot write " + o.data);
  return rt::Status::success();
}

rt::DenseTensor uniformTensor(std::vector<int64_t> shape, float bound,
                              std::mt19937_64 &rng) {
  rt::DenseTensor t =
      rt::DenseTensor::allocate(rt::DType::F32, std::move(shape), false);
  std::uniform_real_distribution<float> u(-bound, bound);
  float *p = t.data.data<float>();
  for (int64_t i = 0, e = t.numElements(); i < e; ++i)
    p[i] = u(rng);
  return t;
}

rt::DenseTensor cloneDense(const rt::DenseTensor &t) {
  rt::DenseTensor c = t;
  c.data = t.data.clone();
  return c;
}

/// The parameters and their Adam moments, in the order of the kernels'
/// arguments and results: w1, m_w1, v_w1, b1, m_b1, v_b1, ..., b3, m_b3, v_b3.
struct Params {
  std::vector<rt::DenseTensor> t;

  /// Xavier-uniform weights (Gluon's init.Xavier(): bound
  /// sqrt(6 / (fan_in + fan_out))), except W1, whose fan-in is the number of
  /// features: a sample has only `nnz` of them, so W1 is drawn with the bound
  /// of a layer of `nnz` inputs.  Zero biases and moments.
  static Params init(int64_t features, int64_t nnz, uint64_t seed) {
    std::mt19937_64 rng(seed);
    auto xavier = [](int64_t in, int64_t out) {
      return static_cast<float>(std::sqrt(6.0 / static_cast<double>(in + out)));
    };
    Params p;
    auto add = [&](rt::DenseTensor w) {
      std::vector<int64_t> shape = w.shape;
      p.t.push_back(std::move(w));
      p.t.push_back(rt::DenseTensor::allocate(rt::DType::F32, shape));
      p.t.push_back(rt::DenseTensor::allocate(rt::DType::F32, shape));
    };
    add(uniformTensor({features, kHidden1}, xavier(nnz, kHidden1), rng));
    add(rt::DenseTensor::allocate(rt::DType::F32, {1, kHidden1}));
    add(uniformTensor({kHidden1, kHidden2}, xavier(kHidden1, kHidden2), rng));
    add(rt::DenseTensor::allocate(rt::DType::F32, {1, kHidden2}));
    add(uniformTensor({kHidden2, 1}, xavier(kHidden2, 1), rng));
    add(rt::DenseTensor::allocate(rt::DType::F32, {1, 1}));
    return p;
  }

  Params clone() const {
    Params c;
    for (const rt::DenseTensor &x : t)
      c.t.push_back(cloneDense(x));
    return c;
  }
};

double megabytes(double bytes) { return bytes / 1e6; }

/// Trains `epochs` epochs with `step` and prints one line per epoch: the mean
/// batch loss, the time, and the rows and bytes of W1's gradient per batch
/// (the stored rows of the row_sparse one; every row of the dense one).
/// Returns the mean epoch time (seconds) and the last epoch's gradient size
/// per batch (MB).
rt::Status train(const char *name, const jit::Kernel &step,
                 const Options &o, Params &p, bool sparse,
                 double &secondsPerEpoch, double &gradMegabytes) {
  rt::LibSVMBatchReader reader;
  rt::LibSVMBatchOptions ro;
  ro.numFeatures = o.features;
  ro.batchSize = o.batch;
  if (rt::Status s = reader.open(o.data, ro); !s.ok())
    return s;
  rt::DenseTensor scale = rt::DenseTensor::allocate(rt::DType::F32, {1, 1});
  // The loss is the batch mean: its gradient is scaled by 1 / batch.
  scale.data.data<float>()[0] = 1.f / static_cast<float>(o.batch);
  double total = 0;
  for (int epoch = 1; epoch <= (sparse ? o.epochs : o.denseEpochs); ++epoch) {
    auto start = std::chrono::steady_clock::now();
    double lossSum = 0, gradBytes = 0, gradRows = 0;
    int64_t batches = 0;
    reader.reset();
    for (;;) {
      rt::CsrTensor x;
      rt::DenseTensor y;
      bool has = false;
      int64_t padded = 0;
      if (rt::Status s = reader.next(x, y, has, padded); !s.ok())
        return s;
      if (!has)
        break;
      y.shape = {o.batch, 1};
      std::vector<jit::Value> in = {x, y, scale};
      in.insert(in.end(), p.t.begin(), p.t.end());
      std::vector<jit::Value> out;
      if (rt::Status s = step.call(in, out); !s.ok())
        return rt::Status::error(std::string(name) + " step: " + s.message());
      lossSum += std::get<rt::DenseTensor>(out[0]).data.data<float>()[0];
      for (size_t k = 0; k < p.t.size(); ++k)
        p.t[k] = std::get<rt::DenseTensor>(out[1 + k]);
      if (sparse) {
        const auto &g = std::get<rt::RspTensor>(out[1 + p.t.size()]);
        gradRows += g.numStoredRows();
        gradBytes += g.data.bytes() + g.indices.bytes();
      } else {
        gradRows += o.features;
        gradBytes += o.features * kHidden1 * sizeof(float);
      }
      ++batches;
    }
    double seconds = std::chrono::duration<double>(
                         std::chrono::steady_clock::now() - start)
                         .count();
    total += seconds;
    gradMegabytes = megabytes(gradBytes / batches);
    std::printf("%s epoch %2d  loss %.4f  time %.4f s  (W1 gradient: %.1f "
                "rows, %.4f MB per batch)\n",
                name, epoch, lossSum / batches, seconds, gradRows / batches,
                gradMegabytes);
    std::fflush(stdout);
  }
  secondsPerEpoch = total / std::max(sparse ? o.epochs : o.denseEpochs, 1);
  return rt::Status::success();
}

} // namespace

int main(int argc, char **argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const char *a = argv[i];
    if (!parseInt(a, "--features=", o.features) &&
        !parseInt(a, "--samples=", o.samples) &&
        !parseInt(a, "--nnz=", o.nnz) && !parseInt(a, "--batch=", o.batch) &&
        !parseInt(a, "--epochs=", o.epochs) &&
        !parseInt(a, "--dense-epochs=", o.denseEpochs) &&
        !parseInt(a, "--seed=", o.seed) && !parseString(a, "--data=", o.data) &&
        !parseString(a, "--kernel=", o.kernel)) {
      std::fprintf(stderr,
                   "usage: %s [--features=N] [--samples=N] [--nnz=N] "
                   "[--batch=N] [--epochs=N] [--dense-epochs=N] [--seed=S] "
                   "[--data=PATH] [--kernel=PATH]\n",
                   argv[0]);
      return 2;
    }
  }
  if (o.features < 1 || o.samples < 1 || o.nnz < 1 || o.nnz > o.features ||
      o.batch < 1 || o.batch > o.samples || o.epochs < 1 ||
      o.denseEpochs < 0) {
    std::fprintf(stderr, "error: need features >= nnz >= 1, samples >= "
                         "batch >= 1, epochs >= 1, dense-epochs >= 0\n");
    return 2;
  }

  std::unique_ptr<jit::JitModule> lib;
  if (rt::Status s = jit::JitModule::compile(o.kernel, {}, lib); !s.ok()) {
    std::fprintf(stderr, "error: %s\n", s.message().c_str());
    return 1;
  }
  const jit::Kernel *sparseStep = lib->lookup("train_step");
  const jit::Kernel *denseStep = lib->lookup("train_step_dense");
  if (!sparseStep || !denseStep) {
    std::fprintf(stderr, "error: %s lacks @train_step or @train_step_dense\n",
                 o.kernel.c_str());
    return 1;
  }

  if (rt::Status s = writeDataset(o); !s.ok()) {
    std::fprintf(stderr, "error: %s\n", s.message().c_str());
    return 1;
  }
  std::printf("data: %lld samples x %lld features, %lld nonzeros each, "
              "written to %s (seed %llu); batches of %lld\n",
              (long long)o.samples, (long long)o.features, (long long)o.nnz,
              o.data.c_str(), (unsigned long long)o.seed, (long long)o.batch);
  std::printf("network: %lld -> %lld -> %lld -> 1, sigmoid, binary "
              "cross-entropy, Adam lr 0.01\n",
              (long long)o.features, (long long)kHidden1, (long long)kHidden2);

  Params init = Params::init(o.features, o.nnz, o.seed + 1);
  std::printf("memory of W1 (%lld x %lld f32): %.3f MB\n",
              (long long)o.features, (long long)kHidden1,
              megabytes(static_cast<double>(init.t[0].data.bytes())));

  Params sparse = o.denseEpochs > 0 ? init.clone() : init;
  double sparseTime = 0, sparseGrad = 0;
  if (rt::Status s = train("sparse", *sparseStep, o, sparse, true, sparseTime,
                           sparseGrad);
      !s.ok()) {
    std::fprintf(stderr, "error: %s\n", s.message().c_str());
    return 1;
  }
  std::printf("memory of the row_sparse gradient of W1: %.4f MB per batch "
              "(the tutorial: 512 MB for W1, 0.059 MB for its gradient)\n",
              sparseGrad);
  std::printf("row_sparse gradient: %.4f s per epoch\n", sparseTime);
  if (o.denseEpochs > 0) {
    double denseTime = 0, denseGrad = 0;
    if (rt::Status s = train("dense ", *denseStep, o, init, false, denseTime,
                             denseGrad);
        !s.ok()) {
      std::fprintf(stderr, "error: %s\n", s.message().c_str());
      return 1;
    }
    std::printf("dense gradient:      %.4f s per epoch (%.1fx the "
                "row_sparse time)\n",
                denseTime, denseTime / sparseTime);
  }
  return 0;
}
