//===- gpu_check.cpp - the GPU bundle's runtime-only driver -----*- C++ -*-===//
//
// Part of the stype project.  Built on the GPU machine by the bundle's own
// CMake (no LLVM/MLIR): it links the stype runtime, runtime/cuda and kernel
// libraries that `stype-compile` built ahead of time (docs/gpu-performance.md):
//
//   cpu_*   the CPU kernels (the reference),
//   sm90_*  --target=nvptx --chip=sm_90, cubin (used on compute
//   capability 9.x), sm80_*  --target=nvptx --chip=sm_80, PTX (JIT-compiled by
//   the driver on
//           any other device of compute capability >= 8.0).
//
//   stype-gpu-check --cases DIR --out DIR [--rows N] [--batch N] [--ids N]
//                   [--dim N] [--nnz-per-row N] [--reps N] [--seed N]
//                   [--require-gpu]
//                   [--skip-workloads] [--ptx] [--profile]
//
// --profile also runs each GPU workload 3 times with the runtime's launch
// profile on (every launch timed alone; cuda::setProfiling) and prints the
// device time of each kernel, memset and copy: where a call's time goes.
//
// --ptx uses the sm_80 PTX kernels (JIT-compiled by the driver) on a device
// of compute capability 9.x too, which would otherwise run the sm_90 cubin.
//
// 1. Correctness: every case of DIR/manifest.txt (the inputs of
//    test/gpu/harness_gpu.py's kernel, which runs every GPU kernel) through
//    the CPU kernels, checked against the numpy references stored next to
//    the inputs, then through the GPU kernels: every result must equal the
//    CPU kernels' bit for bit (stored indices included).
// 2. W1-W5 of issue 6 (generated here, seeds printed) on the CPU and on the
//    GPU: the GPU results against the CPU results (bit for bit), timings
//    (median wall time of a call, which synchronizes, warm and cold caches),
//    cuSPARSE SpMM on the same data, and a device-to-device copy measured in
//    the same run.  Writes OUT/gpu-results.md and OUT/gpu-results.json.
//
// Without a CUDA driver or GPU it says so ("no CUDA driver: ...") and runs
// the CPU half only (exit status 0, or 2 with --require-gpu).
//
//===----------------------------------------------------------------------===//

#include "stype/stype.h"

#include "runtime/cuda/CudaRuntime.h"

#include "all_call.h"
#include "cpu_all_f32.h"
#include "cpu_all_f64.h"
#include "cpu_workloads.h"
#include "sm80_all_f32.h"
#include "sm80_all_f64.h"
#include "sm80_workloads.h"
#include "sm90_all_f32.h"
#include "sm90_all_f64.h"
#include "sm90_workloads.h"

#ifdef STYPE_HAVE_CUSPARSE
#include "cusparse_spmm.h"
#endif

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <limits>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace cuda = stype::rt::cuda;

namespace {

int failures = 0;

void fail(const std::string &message) {
  std::printf("FAIL %s\n", message.c_str());
  ++failures;
}

//===----------------------------------------------------------------------===//
// Values: one descriptor of any kind
//===----------------------------------------------------------------------===//

enum Kind { Dense = 0, Csr = 1, RowSparse = 2 };

struct Value {
  int kind = Dense;
  stype_dense d;
  stype_csr c;
  stype_row_sparse r;
  Value() {
    std::memset(&d, 0, sizeof(d));
    std::memset(&c, 0, sizeof(c));
    std::memset(&r, 0, sizeof(r));
  }
  explicit Value(int k) : Value() { kind = k; }
  void *ptr() {
    return kind == Dense ? static_cast<void *>(&d)
           : kind == Csr ? static_cast<void *>(&c)
                         : static_cast<void *>(&r);
  }
  void release() {
    if (kind == Dense)
      stype_dense_release(&d);
    else if (kind == Csr)
      stype_csr_release(&c);
    else
      stype_row_sparse_release(&r);
  }
};

/// Owns a list of values; releases them at the end of the scope.
struct Values {
  std::vector<Value> v;
  explicit Values(size_t n = 0) : v(n) {}
  ~Values() {
    for (Value &x : v)
      x.release();
  }
  Values(const Values &) = delete;
  Values &operator=(const Values &) = delete;
  std::vector<void *> ptrs() {
    std::vector<void *> p;
    for (Value &x : v)
      p.push_back(x.ptr());
    return p;
  }
};

std::string lastError() { return stype_last_error(); }

bool clone(Value &in, Value &out) {
  out.kind = in.kind;
  stype_status s = in.kind == Dense ? stype_dense_clone(&in.d, &out.d)
                   : in.kind == Csr ? stype_csr_clone(&in.c, &out.c)
                                    : stype_row_sparse_clone(&in.r, &out.r);
  return s == STYPE_OK;
}

stype_status toDevice(Value &in, Value &out) {
  out.kind = in.kind;
  return in.kind == Dense ? stype_dense_to_device(&in.d, &out.d)
         : in.kind == Csr ? stype_csr_to_device(&in.c, &out.c)
                          : stype_row_sparse_to_device(&in.r, &out.r);
}

stype_status toHost(Value &in, Value &out) {
  out.kind = in.kind;
  return in.kind == Dense ? stype_dense_to_host(&in.d, &out.d)
         : in.kind == Csr ? stype_csr_to_host(&in.c, &out.c)
                          : stype_row_sparse_to_host(&in.r, &out.r);
}

size_t elementSize(int32_t dtype) { return stype_dtype_size(dtype); }

int64_t product(const int64_t *shape, int32_t from, int32_t to) {
  int64_t p = 1;
  for (int32_t i = from; i < to; ++i)
    p *= shape[i];
  return p;
}

std::string shapeText(int32_t ndim, const int64_t *shape) {
  std::string s = "(";
  for (int32_t i = 0; i < ndim; ++i)
    s += (i ? ", " : "") + std::to_string(shape[i]);
  return s + ")";
}

/// Equal kind, dtype, shape, stored indices and value bits; "" or why not.
std::string sameBits(Value &a, Value &b) {
  if (a.kind != b.kind)
    return "different storage kinds";
  auto bytesEqual = [](const void *x, const void *y, size_t n) {
    return n == 0 || std::memcmp(x, y, n) == 0;
  };
  if (a.kind == Dense) {
    if (a.d.dtype != b.d.dtype || a.d.ndim != b.d.ndim ||
        !std::equal(a.d.shape, a.d.shape + a.d.ndim, b.d.shape))
      return "shape " + shapeText(a.d.ndim, a.d.shape) + " vs " +
             shapeText(b.d.ndim, b.d.shape);
    size_t n = product(a.d.shape, 0, a.d.ndim) * elementSize(a.d.dtype);
    return bytesEqual(a.d.data, b.d.data, n) ? "" : "values differ";
  }
  if (a.kind == Csr) {
    if (a.c.dtype != b.c.dtype || a.c.nrows != b.c.nrows ||
        a.c.ncols != b.c.ncols || a.c.nnz != b.c.nnz)
      return "csr sizes differ (nnz " + std::to_string(a.c.nnz) + " vs " +
             std::to_string(b.c.nnz) + ")";
    if (!bytesEqual(a.c.indptr, b.c.indptr, (a.c.nrows + 1) * 8))
      return "indptr differs";
    if (!bytesEqual(a.c.indices, b.c.indices, a.c.nnz * 8))
      return "indices differ";
    return bytesEqual(a.c.data, b.c.data, a.c.nnz * elementSize(a.c.dtype))
               ? ""
               : "values differ";
  }
  if (a.r.dtype != b.r.dtype || a.r.ndim != b.r.ndim ||
      !std::equal(a.r.shape, a.r.shape + a.r.ndim, b.r.shape) ||
      a.r.nnr != b.r.nnr)
    return "row_sparse sizes differ (stored rows " + std::to_string(a.r.nnr) +
           " vs " + std::to_string(b.r.nnr) + ")";
  if (!bytesEqual(a.r.indices, b.r.indices, a.r.nnr * 8))
    return "stored row ids differ";
  size_t n = a.r.nnr * product(a.r.shape, 1, a.r.ndim) * elementSize(a.r.dtype);
  return bytesEqual(a.r.data, b.r.data, n) ? "" : "values differ";
}

/// The stored values of a host tensor: pointer, count and dtype.
void storedValues(Value &v, const void *&data, int64_t &n, int32_t &dtype) {
  if (v.kind == Dense) {
    data = v.d.data, n = product(v.d.shape, 0, v.d.ndim), dtype = v.d.dtype;
  } else if (v.kind == Csr) {
    data = v.c.data, n = v.c.nnz, dtype = v.c.dtype;
  } else {
    data = v.r.data, n = v.r.nnr * product(v.r.shape, 1, v.r.ndim);
    dtype = v.r.dtype;
  }
}

double storedAt(const void *data, int32_t dtype, int64_t i) {
  switch (dtype) {
  case STYPE_DTYPE_F32:
    return static_cast<const float *>(data)[i];
  case STYPE_DTYPE_F64:
    return static_cast<const double *>(data)[i];
  case STYPE_DTYPE_F16:
    return stype_f16_to_f32(static_cast<const uint16_t *>(data)[i]);
  default:
    return double(static_cast<const int64_t *>(data)[i]);
  }
}

/// Sums over runs longer than GpuBuilder::kRunChunk entries (hot columns of
/// dot(csr^T), hot ids of the Embedding gradient) are added chunk by chunk
/// on the GPU, in a fixed order that is not the CPU kernels' sequential
/// one (which is no closer to the exact sum): such results agree element by
/// element within this tolerance (see compareResult).  Set from the largest
/// element-wise errors measured on an H100 (2026-11-27, --tolerance-report),
/// with a margin of about 3x:
///   - the cases' runs of ~1000 entries: f32 7.1e-7 -> 3e-6; f64 2.0e-15
///     -> 1e-13;
///   - W1-W5 (`wide`), Zipf-distributed hot columns of a few thousand
///     entries whose reordered sums then go through Adam's moments: f32
///     1.28e-5 (1,000,000 rows) and 1.75e-5 (20,000 rows) -> 5e-5.
/// A wrong element is off by far more: the kernels' bugs seen so far gave
/// errors of 1e-3 and up.
double relativeTolerance(int32_t dtype, bool wide) {
  return dtype == STYPE_DTYPE_F64 ? 1e-13 : wide ? 5e-5 : 3e-6;
}

std::string sci(double x) {
  char b[32];
  std::snprintf(b, sizeof(b), "%.3g", x);
  return b;
}

/// With --tolerance-report, every result that is not bit-identical prints
/// its element-wise errors (the data the tolerances above were set from).
bool toleranceReport = false;

/// "" if `a` equals `b` bit for bit (identical = true) or, when `tolerate`,
/// has the same kind, shape and stored indices, NaN where b has NaN, and
/// every stored value within the tolerance of b's:
///
///   |a_i - b_i| <= tol * (|b_i| + rms(b))
///
/// element by element.  The floor rms(b) (the root mean square of b's
/// values) covers the elements whose sum cancels to near zero, where a
/// reordered sum's error is relative to the terms rather than to the
/// result; one element off by more than tol times the tensor's typical
/// magnitude fails, which a norm-wise bound over the whole tensor would hide
/// (in a tensor of n values by up to sqrt(n) times).  `error` is the largest
/// |a_i - b_i| / (|b_i| + rms(b)).  Else why not, naming the worst element.
std::string compareResult(Value &a, Value &b, bool tolerate, bool &identical,
                          double &error, bool wide = false,
                          const std::string &what = "") {
  identical = false;
  error = 0;
  std::string why = sameBits(a, b);
  if (why.empty()) {
    identical = true;
    return "";
  }
  if (!tolerate || why != "values differ")
    return why;
  const void *x, *y;
  int64_t n, m;
  int32_t dx, dy;
  storedValues(a, x, n, dx);
  storedValues(b, y, m, dy);
  double sumSq = 0, largest = 0;
  int64_t counted = 0;
  for (int64_t i = 0; i < m; ++i) {
    double v = storedAt(y, dy, i);
    if (std::isnan(v))
      continue;
    sumSq += v * v;
    largest = std::max(largest, std::fabs(v));
    ++counted;
  }
  double rms = counted ? std::sqrt(sumSq / double(counted)) : 0;
  int64_t worst = -1, differing = 0;
  double worstRelative = 0, maxDiff = 0; // for the report
  for (int64_t i = 0; i < n; ++i) {
    double u = storedAt(x, dx, i), v = storedAt(y, dy, i);
    if (std::isnan(u) != std::isnan(v))
      return "values differ (element " + std::to_string(i) + ": " + sci(u) +
             " vs " + sci(v) + ")";
    if (std::isnan(u) || u == v)
      continue;
    ++differing;
    double d = std::fabs(u - v);
    double e = d / (std::fabs(v) + rms);
    if (std::isinf(u) || std::isinf(v))
      e = std::numeric_limits<double>::infinity();
    if (e > error || worst < 0) {
      error = e;
      worst = i;
    }
    maxDiff = std::max(maxDiff, d);
    if (v != 0)
      worstRelative = std::max(worstRelative, d / std::fabs(v));
  }
  double tol = relativeTolerance(dx, wide);
  if (toleranceReport)
    std::printf("tolerance-report: %s: %lld of %lld values differ; largest "
                "|a-b|/(|b|+rms) %.3g, |a-b|/|b| %.3g, |a-b|/max|b| %.3g "
                "(tolerance %.3g)\n",
                what.c_str(), (long long)differing, (long long)n, error,
                worstRelative, largest > 0 ? maxDiff / largest : 0.0, tol);
  if (!(error <= tol))
    return "values differ (stored value " + std::to_string(worst) + ": " +
           sci(storedAt(x, dx, worst)) + " vs " + sci(storedAt(y, dy, worst)) +
           ", error " + sci(error) + " > " + sci(tol) +
           " element-wise, relative to |b| + rms(b))";
  return "";
}

/// The dense value of a host tensor, as doubles (for the references).
std::vector<double> densify(Value &v, std::vector<int64_t> &shape) {
  auto at = [](const void *data, int32_t dtype, int64_t i) {
    return dtype == STYPE_DTYPE_F32
               ? double(static_cast<const float *>(data)[i])
           : dtype == STYPE_DTYPE_F64
               ? static_cast<const double *>(data)[i]
               : double(static_cast<const int64_t *>(data)[i]);
  };
  std::vector<double> out;
  if (v.kind == Dense) {
    shape.assign(v.d.shape, v.d.shape + v.d.ndim);
    int64_t n = product(v.d.shape, 0, v.d.ndim);
    out.resize(n);
    for (int64_t i = 0; i < n; ++i)
      out[i] = at(v.d.data, v.d.dtype, i);
  } else if (v.kind == Csr) {
    shape = {v.c.nrows, v.c.ncols};
    out.assign(v.c.nrows * v.c.ncols, 0.0);
    for (int64_t i = 0; i < v.c.nrows; ++i)
      for (int64_t p = v.c.indptr[i]; p < v.c.indptr[i + 1]; ++p)
        out[i * v.c.ncols + v.c.indices[p]] = at(v.c.data, v.c.dtype, p);
  } else {
    shape.assign(v.r.shape, v.r.shape + v.r.ndim);
    int64_t len = product(v.r.shape, 1, v.r.ndim);
    out.assign(v.r.shape[0] * len, 0.0);
    for (int64_t k = 0; k < v.r.nnr; ++k)
      for (int64_t j = 0; j < len; ++j)
        out[v.r.indices[k] * len + j] = at(v.r.data, v.r.dtype, k * len + j);
  }
  return out;
}

bool fileExists(const std::string &path) {
  std::ifstream f(path);
  return f.good();
}

//===----------------------------------------------------------------------===//
// The kernel libraries
//===----------------------------------------------------------------------===//

using AllFn = std::function<stype_status(void **in, void **out)>;

struct Library {
  const char *name = "";
  AllFn all[2]; // f32, f64
  decltype(&cpu_w1_spmm) w1;
  decltype(&cpu_w2_dot_t) w2;
  decltype(&cpu_w3_sgd_mom_lazy) w3SgdMom;
  decltype(&cpu_w3_adam_lazy) w3AdamLazy;
  decltype(&cpu_w3_adam_dense) w3AdamDense;
  decltype(&cpu_w4_step_adam) w4;
  decltype(&cpu_w5_forward) w5Forward;
  decltype(&cpu_w5_backward_adam) w5Backward;
};

#define STYPE_LIBRARY(P, NAME)                                                 \
  Library lib;                                                                 \
  lib.name = NAME;                                                             \
  lib.all[0] = [](void **in, void **out) {                                     \
    return STYPE_ALL_CALL(P##all_f32, in, out);                                \
  };                                                                           \
  lib.all[1] = [](void **in, void **out) {                                     \
    return STYPE_ALL_CALL(P##all_f64, in, out);                                \
  };                                                                           \
  lib.w1 = P##w1_spmm;                                                         \
  lib.w2 = P##w2_dot_t;                                                        \
  lib.w3SgdMom = P##w3_sgd_mom_lazy;                                           \
  lib.w3AdamLazy = P##w3_adam_lazy;                                            \
  lib.w3AdamDense = P##w3_adam_dense;                                          \
  lib.w4 = P##w4_step_adam;                                                    \
  lib.w5Forward = P##w5_forward;                                               \
  lib.w5Backward = P##w5_backward_adam;                                        \
  return lib;

Library cpuLibrary(){STYPE_LIBRARY(cpu_, "CPU")} Library
    sm90Library(){STYPE_LIBRARY(sm90_, "GPU sm_90 cubin")} Library
    sm80Library() {
  STYPE_LIBRARY(sm80_, "GPU sm_80 PTX")
}

//===----------------------------------------------------------------------===//
// Part 1: the cases of harness_gpu.py's kernel
//===----------------------------------------------------------------------===//

bool loadArg(const std::string &dir, int i, Value &out) {
  std::string base = dir + "/arg" + std::to_string(i);
  out.kind = kAllArgKinds[i];
  stype_status s =
      out.kind == Dense ? stype_npy_load((base + ".npy").c_str(), &out.d)
      : out.kind == Csr
          ? stype_npz_load_csr((base + ".npz").c_str(), &out.c)
          : stype_npz_load_row_sparse((base + ".npz").c_str(), &out.r);
  if (s != STYPE_OK)
    fail(base + ": " + lastError());
  return s == STYPE_OK;
}

/// The CPU results against the numpy references stored with the case.
int checkReferences(const std::string &dir, const std::string &tag, Values &cpu,
                    bool f32, const char *who = "CPU") {
  int checked = 0;
  for (int i = 0; i < STYPE_ALL_NUM_RESULTS; ++i) {
    std::string ref = dir + "/ref-" + kAllResultNames[i];
    if (!fileExists(ref + ".npy"))
      continue;
    ++checked;
    Value expected(Dense);
    if (stype_npy_load((ref + ".npy").c_str(), &expected.d) != STYPE_OK) {
      fail(ref + ".npy: " + lastError());
      continue;
    }
    std::vector<int64_t> gotShape, refShape;
    std::vector<double> got = densify(cpu.v[i], gotShape);
    std::vector<double> want = densify(expected, refShape);
    expected.release();
    std::string what =
        tag + " " + kAllResultNames[i] + ": " + who + " kernel vs numpy";
    if (gotShape != refShape) {
      fail(what + ": shapes differ");
      continue;
    }
    double rtol = f32 ? 1e-5 : 1e-12;
    for (size_t k = 0; k < got.size(); ++k)
      if (std::fabs(got[k] - want[k]) > rtol + rtol * std::fabs(want[k])) {
        fail(what + ": element " + std::to_string(k) + " is " +
             std::to_string(got[k]) + ", expected " + std::to_string(want[k]));
        break;
      }
    if (fileExists(ref + "-rows.npy") && cpu.v[i].kind == RowSparse) {
      Value rows(Dense);
      if (stype_npy_load((ref + "-rows.npy").c_str(), &rows.d) != STYPE_OK) {
        fail(ref + "-rows.npy: " + lastError());
        continue;
      }
      const int64_t *r = static_cast<const int64_t *>(rows.d.data);
      int64_t n = rows.d.ndim ? rows.d.shape[0] : 1;
      if (n != cpu.v[i].r.nnr || !std::equal(r, r + n, cpu.v[i].r.indices))
        fail(what + ": stored rows differ");
      rows.release();
    }
  }
  return checked;
}

void runCases(const std::string &casesDir, Library &cpu, Library *gpu) {
  std::ifstream manifest(casesDir + "/manifest.txt");
  if (!manifest) {
    fail(casesDir + "/manifest.txt: cannot be read");
    return;
  }
  std::string line;
  int cases = 0, results = 0, gpuResults = 0, refs = 0, gpuRefs = 0;
  std::vector<std::string> closeResults;
  while (std::getline(manifest, line)) {
    std::istringstream fields(line);
    std::string name, dtype, seed, order;
    if (!(fields >> name >> dtype >> seed))
      continue;
    // "chunked": runs longer than kRunChunk, summed in chunks on the GPU.
    bool chunked = (fields >> order) && order == "chunked";
    ++cases;
    bool f32 = dtype == "f32";
    std::string dir = casesDir + "/" + name;
    std::string tag = name + " (seed " + seed + ")";
    Values args(STYPE_ALL_NUM_ARGS);
    bool ok = true;
    for (int i = 0; i < STYPE_ALL_NUM_ARGS; ++i)
      ok = ok && loadArg(dir, i, args.v[i]);
    if (!ok)
      continue;
    // The CPU kernels, on copies (updates write into their inputs).
    Values cpuArgs(STYPE_ALL_NUM_ARGS), cpuOut(STYPE_ALL_NUM_RESULTS);
    for (int i = 0; i < STYPE_ALL_NUM_ARGS; ++i)
      clone(args.v[i], cpuArgs.v[i]);
    for (int i = 0; i < STYPE_ALL_NUM_RESULTS; ++i)
      cpuOut.v[i].kind = kAllResultKinds[i];
    std::vector<void *> in = cpuArgs.ptrs(), out = cpuOut.ptrs();
    if (stype_status s = cpu.all[f32 ? 0 : 1](in.data(), out.data())) {
      fail(tag + ": CPU kernels: " + stype_status_name(s) + ": " + lastError());
      continue;
    }
    results += STYPE_ALL_NUM_RESULTS;
    refs += checkReferences(dir, tag, cpuOut, f32);
    if (!gpu)
      continue;
    Values devArgs(STYPE_ALL_NUM_ARGS), devOut(STYPE_ALL_NUM_RESULTS);
    for (int i = 0; i < STYPE_ALL_NUM_ARGS && ok; ++i)
      if (stype_status s = toDevice(args.v[i], devArgs.v[i])) {
        fail(tag + ": upload of argument " + std::to_string(i) + ": " +
             stype_status_name(s) + ": " + lastError());
        ok = false;
      }
    if (!ok)
      continue;
    for (int i = 0; i < STYPE_ALL_NUM_RESULTS; ++i)
      devOut.v[i].kind = kAllResultKinds[i];
    in = devArgs.ptrs();
    out = devOut.ptrs();
    if (stype_status s = gpu->all[f32 ? 0 : 1](in.data(), out.data())) {
      fail(tag + ": GPU kernels: " + stype_status_name(s) + ": " + lastError());
      continue;
    }
    // The GPU results, downloaded: against the CPU kernels' results, and
    // (below) against the numpy references too, so that a rule shared by
    // both backends cannot be wrong on both unseen.
    Values gpuHost(STYPE_ALL_NUM_RESULTS);
    bool downloaded = true;
    for (int i = 0; i < STYPE_ALL_NUM_RESULTS; ++i) {
      Value &host = gpuHost.v[i];
      if (stype_status s = toHost(devOut.v[i], host)) {
        downloaded = false;
        fail(tag + " " + kAllResultNames[i] +
             ": download: " + stype_status_name(s) + ": " + lastError());
        continue;
      }
      bool identical;
      double error;
      std::string why =
          compareResult(host, cpuOut.v[i], chunked, identical, error,
                        /*wide=*/false, tag + " " + kAllResultNames[i]);
      if (!why.empty())
        fail(tag + " " + kAllResultNames[i] +
             ": GPU kernel vs CPU kernel: " + why);
      else if (!identical)
        closeResults.push_back(name + ":" + kAllResultNames[i] + " (" +
                               sci(error) + ")");
      ++gpuResults;
    }
    if (downloaded)
      gpuRefs += checkReferences(dir, tag, gpuHost, f32, "GPU");
  }
  std::printf("cases: %d (f32 and f64), CPU kernels: %d results, %d checked "
              "against numpy\n",
              cases, results, refs);
  if (gpu) {
    std::printf("cases: GPU kernels (%s): %d results compared with the CPU "
                "kernels: %d bit for bit, %zu within the tolerance (chunked "
                "sums of long runs), %d checked against numpy%s",
                gpu->name, gpuResults, gpuResults - int(closeResults.size()),
                closeResults.size(), gpuRefs, closeResults.empty() ? "" : ":");
    for (const std::string &c : closeResults)
      std::printf(" %s", c.c_str());
    std::printf("\n");
  }
}

//===----------------------------------------------------------------------===//
// Part 2: W1-W5
//===----------------------------------------------------------------------===//

struct Sizes {
  int64_t rows = 1000000; // K: table / weight rows, columns of X
  int64_t batch = 1024;   // M: rows of X and dY
  int64_t ids = 8192;     // W5 ids per batch
  int64_t dim = 128;      // N: features
  int64_t nnzPerRow = 16;
};

/// Column ids drawn from a Zipf-like distribution (exponent 1.2) over a
/// fixed random permutation of [0, n), as real click and text data are.
struct Zipf {
  std::vector<double> cdf;
  std::vector<int64_t> perm;
  Zipf(int64_t n, double exponent, std::mt19937_64 &rng) : cdf(n), perm(n) {
    double sum = 0;
    for (int64_t i = 0; i < n; ++i)
      cdf[i] = (sum += std::pow(double(i + 1), -exponent));
    for (double &c : cdf)
      c /= sum;
    for (int64_t i = 0; i < n; ++i)
      perm[i] = i;
    std::shuffle(perm.begin(), perm.end(), rng);
  }
  int64_t draw(std::mt19937_64 &rng) const {
    double u = std::uniform_real_distribution<double>(0, 1)(rng);
    int64_t k = std::lower_bound(cdf.begin(), cdf.end(), u) - cdf.begin();
    return perm[std::min<int64_t>(k, int64_t(perm.size()) - 1)];
  }
};

/// Host tensors that own their memory (kept as Values).
void makeDense(Value &v, int64_t rows, int64_t cols, std::mt19937_64 &rng,
               double scale, bool nonNegative) {
  v.kind = Dense;
  int64_t shape[2] = {rows, cols};
  if (stype_dense_create(STYPE_DTYPE_F32, 2, shape, &v.d) != STYPE_OK) {
    fail("allocating a dense " + std::to_string(rows) + " x " +
         std::to_string(cols) + " tensor: " + lastError());
    return;
  }
  std::uniform_real_distribution<float> u(-1.0f, 1.0f);
  float *p = static_cast<float *>(v.d.data);
  for (int64_t i = 0; i < rows * cols; ++i) {
    float x = float(scale) * u(rng);
    p[i] = nonNegative ? std::fabs(x) : x;
  }
}

/// rows x cols csr, `perRow` distinct Zipf column ids per row (sorted);
/// values uniform in [-1, 1), or 1.0 (one-hot).
void makeCsr(Value &v, int64_t rows, int64_t cols, int64_t perRow,
             const Zipf &zipf, std::mt19937_64 &rng, bool oneHot) {
  v.kind = Csr;
  perRow = std::min(perRow, cols);
  if (stype_csr_create(STYPE_DTYPE_F32, rows, cols, rows * perRow, &v.c) !=
      STYPE_OK) {
    fail("allocating a csr: " + lastError());
    return;
  }
  std::uniform_real_distribution<float> u(-1.0f, 1.0f);
  float *data = static_cast<float *>(v.c.data);
  for (int64_t i = 0; i < rows; ++i) {
    std::set<int64_t> row;
    while (int64_t(row.size()) < perRow)
      row.insert(zipf.draw(rng));
    int64_t p = i * perRow;
    v.c.indptr[i] = p;
    for (int64_t c : row) {
      v.c.indices[p] = c;
      data[p++] = oneHot ? 1.0f : u(rng);
    }
  }
  v.c.indptr[rows] = rows * perRow;
}

double nowMs() {
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

/// Evicts caches between repetitions: a 256 MiB buffer written on the host
/// (CPU) or copied on the device (GPU; an H100 has 50 MB of L2).
struct Flusher {
  std::vector<char> host;
  void *dev[2] = {nullptr, nullptr};
  size_t bytes = size_t(256) << 20;
  void cpu() {
    if (host.empty())
      host.resize(bytes);
    std::memset(host.data(), int(host[0]) + 1, bytes);
  }
  void gpu() {
    if (!dev[0]) {
      if (!cuda::alloc(&dev[0], bytes).ok() ||
          !cuda::alloc(&dev[1], bytes).ok())
        return;
      // Written once, so that the copies below read initialized memory
      // (compute-sanitizer's initcheck reports every copy otherwise).
      mgpuMemset32(dev[0], 0x3f800000u, bytes / 4, nullptr);
    }
    (void)cuda::copyOnDevice(dev[1], dev[0], bytes);
    (void)cuda::synchronize();
  }
  ~Flusher() {
    for (void *p : dev)
      if (p)
        (void)cuda::free(p);
  }
};

struct Timing {
  double warmMs = -1, coldMs = -1;
};

/// Median wall time of `call` (which returns a status and must have
/// finished its device work when it returns), warm and cold.
Timing timeIt(int reps, const std::function<stype_status()> &call,
              const std::function<void()> &flush, const std::string &what) {
  Timing t;
  for (int cold = 0; cold < 2; ++cold) {
    std::vector<double> times;
    for (int i = 0; i < reps + (cold ? 0 : 1); ++i) {
      if (cold)
        flush();
      double t0 = nowMs();
      stype_status s = call();
      double ms = nowMs() - t0;
      if (s != STYPE_OK) {
        fail(what + ": " + stype_status_name(s) + ": " + lastError());
        return t;
      }
      if (cold || i > 0) // the first warm call warms up
        times.push_back(ms);
    }
    std::sort(times.begin(), times.end());
    (cold ? t.coldMs : t.warmMs) = times[times.size() / 2];
  }
  return t;
}

struct Row {
  std::string workload, what;
  double bytes = 0; // bytes the computation must move (0: not meaningful)
  Timing cpu, gpu;
  double peerMs = -1; // cuSPARSE
  std::string note;
};

/// Runs `fn` on CPU copies and on device copies of `args`, compares every
/// result bit for bit, then times both.  Results of timed calls are
/// released; in-place updates keep updating their (device) inputs.
std::string fmtNum(double x, const char *format);

/// --profile: each GPU workload is also run 3 times with the runtime's launch
/// profile on (cuda::setProfiling), and its per-kernel device times printed.
bool profileWorkloads = false;
/// --workloads W4,W5: only these workloads run (all when empty).
std::string onlyWorkloads;
bool selected(const std::string &workload) {
  return onlyWorkloads.empty() ||
         ("," + onlyWorkloads + ",").find("," + workload + ",") !=
             std::string::npos;
}

template <typename Call>
void workload(Row &row, Values &args, const std::vector<int> &resultKinds,
              Library &cpu, Library *gpu, Call call, int reps, Flusher &flush,
              std::vector<Row> &rows) {
  std::string tag = row.workload + " " + row.what;
  if (!selected(row.workload))
    return;
  auto run = [&](Library &lib, Values &in, Values &out) {
    for (size_t i = 0; i < resultKinds.size(); ++i)
      out.v[i] = Value(resultKinds[i]);
    std::vector<void *> ip = in.ptrs(), op = out.ptrs();
    return call(lib, ip, op);
  };
  Values cpuArgs(args.v.size()), cpuOut(resultKinds.size());
  for (size_t i = 0; i < args.v.size(); ++i)
    clone(args.v[i], cpuArgs.v[i]);
  if (stype_status s = run(cpu, cpuArgs, cpuOut)) {
    fail(tag + ": CPU: " + stype_status_name(s) + ": " + lastError());
    rows.push_back(row);
    return;
  }
  if (gpu) {
    Values devArgs(args.v.size()), devOut(resultKinds.size());
    bool ok = true;
    for (size_t i = 0; i < args.v.size() && ok; ++i)
      if (stype_status s = toDevice(args.v[i], devArgs.v[i])) {
        fail(tag + ": upload: " + stype_status_name(s) + ": " + lastError());
        ok = false;
      }
    if (ok) {
      if (stype_status s = run(*gpu, devArgs, devOut)) {
        fail(tag + ": GPU: " + stype_status_name(s) + ": " + lastError());
      } else {
        int compared = 0;
        bool close = false;
        double worst = 0;
        for (size_t i = 0; i < resultKinds.size(); ++i) {
          Value host;
          if (toHost(devOut.v[i], host) != STYPE_OK) {
            fail(tag + ": download: " + lastError());
            continue;
          }
          bool identical;
          double error;
          std::string why = compareResult(
              host, cpuOut.v[i], /*tolerate=*/true, identical, error,
              /*wide=*/true, tag + " result " + std::to_string(i));
          if (!why.empty())
            fail(tag + " result " + std::to_string(i) +
                 ": GPU kernel vs CPU kernel: " + why);
          ++compared;
          if (!identical) {
            close = true;
            worst = std::max(worst, error);
          }
          host.release();
        }
        if (close)
          std::printf("%s: GPU vs CPU (%d results): within the tolerance, "
                      "largest relative error %.3g (chunked sums of long "
                      "runs)\n",
                      tag.c_str(), compared, worst);
        else
          std::printf("%s: GPU == CPU bit for bit (%d results)\n", tag.c_str(),
                      compared);
        row.note += close ? "GPU within " + fmtNum(worst, "%.2g") +
                                " of the CPU (chunked run sums)"
                          : "";
        if (profileWorkloads) {
          cuda::profileReset();
          cuda::setProfiling(true);
          for (int i = 0; i < 3; ++i) {
            Values out(resultKinds.size());
            (void)run(*gpu, devArgs, out);
          }
          cuda::setProfiling(false);
          std::printf("%s: profile of 3 calls:\n%s", tag.c_str(),
                      cuda::profileReport().c_str());
        }
        // Timing on the device copies (in-place updates keep updating them).
        row.gpu = timeIt(
            reps,
            [&] {
              Values out(resultKinds.size());
              return run(*gpu, devArgs, out);
            },
            [&] { flush.gpu(); }, tag + " (GPU)");
      }
    }
  }
  row.cpu = timeIt(
      std::max(1, reps / 4),
      [&] {
        Values out(resultKinds.size());
        return run(cpu, cpuArgs, out);
      },
      [&] { flush.cpu(); }, tag + " (CPU)");
  rows.push_back(row);
}

std::string jsonString(const std::string &s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\')
      out += '\\';
    if (static_cast<unsigned char>(c) < 0x20)
      out += ' ';
    else
      out += c;
  }
  return out + "\"";
}

std::string fmtMs(double ms) {
  if (ms < 0)
    return "n/a";
  char b[32];
  std::snprintf(b, sizeof(b), "%.4f", ms);
  return b;
}

std::string fmtNum(double x, const char *format) {
  char b[32];
  std::snprintf(b, sizeof(b), format, x);
  return b;
}

} // namespace

int main(int argc, char **argv) {
  std::string casesDir = "cases", outDir = ".";
  Sizes sizes;
  int reps = 20;
  uint64_t seed = 42;
  bool requireGpu = false, skipWorkloads = false, forcePtx = false;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto next = [&]() -> std::string {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "stype-gpu-check: %s needs a value\n", a.c_str());
        std::exit(64);
      }
      return argv[++i];
    };
    if (a == "--cases")
      casesDir = next();
    else if (a == "--out")
      outDir = next();
    else if (a == "--rows")
      sizes.rows = std::stoll(next());
    else if (a == "--batch")
      sizes.batch = std::stoll(next());
    else if (a == "--ids")
      sizes.ids = std::stoll(next());
    else if (a == "--dim")
      sizes.dim = std::stoll(next());
    else if (a == "--nnz-per-row")
      sizes.nnzPerRow = std::max<int64_t>(1, std::stoll(next()));
    else if (a == "--reps")
      reps = std::max(1, std::stoi(next()));
    else if (a == "--seed")
      seed = std::stoull(next());
    else if (a == "--require-gpu")
      requireGpu = true;
    else if (a == "--skip-workloads")
      skipWorkloads = true;
    else if (a == "--ptx")
      forcePtx = true;
    else if (a == "--profile")
      profileWorkloads = true;
    else if (a == "--tolerance-report")
      toleranceReport = true;
    else if (a == "--workloads")
      onlyWorkloads = next();
    else {
      std::fprintf(stderr,
                   "usage: stype-gpu-check [--cases DIR] [--out DIR] "
                   "[--rows N] [--batch N] [--ids N] [--dim N] "
                   "[--nnz-per-row N] [--reps N] "
                   "[--seed N] [--require-gpu] [--skip-workloads] [--ptx] "
                   "[--profile] [--tolerance-report] "
                   "[--workloads W1,W4,...]\n");
      return 64;
    }
  }

  // The device, and the library for it.
  Library cpu = cpuLibrary(), gpuLib;
  Library *gpu = nullptr;
  std::string device = "none", gpuStatus;
  if (stype_device_init() != STYPE_OK) {
    gpuStatus = lastError();
    std::printf("GPU: %s\nGPU: skipped; running the CPU half only\n",
                gpuStatus.c_str());
  } else {
    char name[256];
    int major = 0, minor = 0;
    stype_device_name(name, sizeof(name));
    (void)cuda::computeCapability(major, minor);
    device = std::string(name) + " (sm_" + std::to_string(major) +
             std::to_string(minor) + ")";
    if (major < 8) {
      gpuStatus = "compute capability " + std::to_string(major) + "." +
                  std::to_string(minor) + " is below 8.0 (sm_80)";
      std::printf("GPU: %s: %s; running the CPU half only\n", device.c_str(),
                  gpuStatus.c_str());
    } else {
      gpuLib = major == 9 && !forcePtx ? sm90Library() : sm80Library();
      gpu = &gpuLib;
      std::printf("GPU: %s, kernels: %s\n", device.c_str(), gpu->name);
    }
  }
  if (!gpu && requireGpu) {
    std::printf("FAIL --require-gpu: no usable GPU\n");
    return 2;
  }

  runCases(casesDir, cpu, gpu);

  std::vector<Row> rows;
  double copyGBs = -1;
  if (!skipWorkloads) {
    const int64_t K = sizes.rows, M = sizes.batch, N = sizes.dim;
    std::printf("workloads: rows %lld, batch %lld, ids %lld, dim %lld, "
                "nnz/row %lld, seed %llu, %d repetitions\n",
                (long long)K, (long long)M, (long long)sizes.ids, (long long)N,
                (long long)sizes.nnzPerRow, (unsigned long long)seed, reps);
    std::mt19937_64 rng(seed);
    Zipf zipf(K, 1.2, rng);
    Flusher flush;
    Values data(9);
    Value &x = data.v[0], &w = data.v[1], &dy = data.v[2], &m = data.v[3],
          &v = data.v[4], &gdense = data.v[5], &ids = data.v[6],
          &dyIds = data.v[7];
    makeCsr(x, M, K, sizes.nnzPerRow, zipf, rng, false);
    makeDense(w, K, N, rng, 1.0, false);
    makeDense(dy, M, N, rng, 1.0, false);
    makeDense(m, K, N, rng, 0.1, false);
    makeDense(v, K, N, rng, 0.1, true);
    makeDense(gdense, K, N, rng, 1.0, false);
    makeCsr(ids, sizes.ids, K, 1, zipf, rng, true);
    makeDense(dyIds, sizes.ids, N, rng, 1.0, false);
    if (failures)
      return 1;
    double xBytes = (M + 1) * 8.0 + x.c.nnz * 12.0;
    double idsBytes = (sizes.ids + 1) * 8.0 + ids.c.nnz * 12.0;

    // The row_sparse gradient of W2 (on the CPU), the input of W3.
    Value &g = data.v[8];
    {
      Values a(2);
      clone(x, a.v[0]);
      clone(dy, a.v[1]);
      g.kind = RowSparse;
      if (cpu.w2(&a.v[0].c, &a.v[1].d, &g.r) != STYPE_OK)
        fail("W2 gradient: " + lastError());
    }
    double nnr = double(g.r.nnr);
    std::printf("W2 gradient: %lld stored rows of %lld\n", (long long)g.r.nnr,
                (long long)K);
    double row4 = N * 4.0;

    auto make = [](const std::string &w, const std::string &what,
                   double bytes) {
      Row r;
      r.workload = w;
      r.what = what;
      r.bytes = bytes;
      return r;
    };
    auto args = [](std::initializer_list<Value *> list, Values &out) {
      size_t i = 0;
      for (Value *p : list)
        clone(*p, out.v[i++]);
    };
    using P = std::vector<void *>;
    {
      Row r = make("W1", "SpMM dot(csr, dense)",
                   xBytes + x.c.nnz * row4 + M * row4);
      Values a(2);
      args({&x, &w}, a);
      workload(
          r, a, {Dense}, cpu, gpu,
          [](Library &l, P &in, P &out) {
            return l.w1((stype_csr *)in[0], (stype_dense *)in[1],
                        (stype_dense *)out[0]);
          },
          reps, flush, rows);
#ifdef STYPE_HAVE_CUSPARSE
      if (gpu && selected("W1")) {
        Values d(2);
        Value y;
        if (toDevice(a.v[0], d.v[0]) == STYPE_OK &&
            toDevice(a.v[1], d.v[1]) == STYPE_OK) {
          void *out = nullptr;
          (void)cuda::alloc(&out, size_t(M * N * 4));
          CusparseSpmmResult c = cusparseSpmm(
              M, K, N, d.v[0].c.nnz, d.v[0].c.indptr, d.v[0].c.indices,
              d.v[0].c.data, d.v[1].d.data, out, reps);
          rows.back().peerMs = c.ok ? c.bestMs : -1;
          rows.back().note +=
              std::string(rows.back().note.empty() ? "" : "; ") +
              (c.ok ? "cuSPARSE " + c.algorithms : "cuSPARSE: " + c.error);
          std::printf("W1 cuSPARSE: %s\n", rows.back().note.c_str());
          (void)cuda::free(out);
        }
      }
#else
      if (selected("W1"))
        rows.back().note = "cuSPARSE not measured: the bundle was built "
                           "without the CUDA toolkit's cuSPARSE";
#endif
    }
    {
      Row r = make("W2", "dot(csr^T, dense) -> row_sparse",
                   xBytes + M * row4 + nnr * (row4 + 8));
      Values a(2);
      args({&x, &dy}, a);
      workload(
          r, a, {RowSparse}, cpu, gpu,
          [](Library &l, P &in, P &out) {
            return l.w2((stype_csr *)in[0], (stype_dense *)in[1],
                        (stype_row_sparse *)out[0]);
          },
          reps, flush, rows);
    }
    {
      Row r = make("W3", "lazy sgd_mom (row_sparse gradient)",
                   nnr * (5 * row4 + 8));
      Values a(3);
      args({&w, &g, &m}, a);
      workload(
          r, a, {Dense, Dense}, cpu, gpu,
          [](Library &l, P &in, P &out) {
            return l.w3SgdMom((stype_dense *)in[0], (stype_row_sparse *)in[1],
                              (stype_dense *)in[2], (stype_dense *)out[0],
                              (stype_dense *)out[1]);
          },
          reps, flush, rows);
    }
    {
      Row r =
          make("W3", "lazy adam (row_sparse gradient)", nnr * (7 * row4 + 8));
      Values a(4);
      args({&w, &g, &m, &v}, a);
      workload(
          r, a, {Dense, Dense, Dense}, cpu, gpu,
          [](Library &l, P &in, P &out) {
            return l.w3AdamLazy((stype_dense *)in[0], (stype_row_sparse *)in[1],
                                (stype_dense *)in[2], (stype_dense *)in[3],
                                (stype_dense *)out[0], (stype_dense *)out[1],
                                (stype_dense *)out[2]);
          },
          reps, flush, rows);
    }
    {
      Row r =
          make("W3", "dense adam (dense gradient, for contrast)", K * 7 * row4);
      Values a(4);
      args({&w, &gdense, &m, &v}, a);
      workload(
          r, a, {Dense, Dense, Dense}, cpu, gpu,
          [](Library &l, P &in, P &out) {
            return l.w3AdamDense((stype_dense *)in[0], (stype_dense *)in[1],
                                 (stype_dense *)in[2], (stype_dense *)in[3],
                                 (stype_dense *)out[0], (stype_dense *)out[1],
                                 (stype_dense *)out[2]);
          },
          reps, flush, rows);
    }
    {
      Row r = make("W4", "W2 + lazy adam (GPU: fused, one update kernel)",
                   xBytes + M * row4 + nnr * (6 * row4 + 8));
      Values a(5);
      args({&x, &dy, &w, &m, &v}, a);
      workload(
          r, a, {Dense, Dense, Dense}, cpu, gpu,
          [](Library &l, P &in, P &out) {
            return l.w4((stype_csr *)in[0], (stype_dense *)in[1],
                        (stype_dense *)in[2], (stype_dense *)in[3],
                        (stype_dense *)in[4], (stype_dense *)out[0],
                        (stype_dense *)out[1], (stype_dense *)out[2]);
          },
          reps, flush, rows);
    }
    {
      Row r = make("W5", "Embedding forward (one-hot csr x table)",
                   idsBytes + 2 * sizes.ids * row4);
      Values a(2);
      args({&ids, &w}, a);
      workload(
          r, a, {Dense}, cpu, gpu,
          [](Library &l, P &in, P &out) {
            return l.w5Forward((stype_csr *)in[0], (stype_dense *)in[1],
                               (stype_dense *)out[0]);
          },
          reps, flush, rows);
    }
    {
      // The distinct ids: the rows the backward + update must touch.
      std::set<int64_t> distinct(ids.c.indices, ids.c.indices + ids.c.nnz);
      double touched = double(distinct.size());
      Row r = make("W5", "Embedding backward + lazy adam (GPU: fused)",
                   idsBytes + sizes.ids * row4 + touched * (6 * row4 + 8));
      Values a(5);
      args({&ids, &dyIds, &w, &m, &v}, a);
      workload(
          r, a, {Dense, Dense, Dense}, cpu, gpu,
          [](Library &l, P &in, P &out) {
            return l.w5Backward((stype_csr *)in[0], (stype_dense *)in[1],
                                (stype_dense *)in[2], (stype_dense *)in[3],
                                (stype_dense *)in[4], (stype_dense *)out[0],
                                (stype_dense *)out[1], (stype_dense *)out[2]);
          },
          reps, flush, rows);
    }

    // The device's copy bandwidth, in the same run.
    if (gpu) {
      size_t bytes = std::min<size_t>(size_t(1) << 30,
                                      std::max<size_t>(K * N * 4, 1 << 20));
      void *a = nullptr, *b = nullptr;
      if (cuda::alloc(&a, bytes).ok() && cuda::alloc(&b, bytes).ok()) {
        Timing t = timeIt(
            reps,
            [&] {
              if (!cuda::copyOnDevice(b, a, bytes).ok() ||
                  !cuda::synchronize().ok())
                return STYPE_ERROR_DEVICE;
              return STYPE_OK;
            },
            [&] { flush.gpu(); }, "device-to-device copy");
        if (t.warmMs > 0)
          copyGBs = 2.0 * bytes / (t.warmMs * 1e-3) / 1e9;
        std::printf("device-to-device copy of %zu MiB: %.4f ms, %.1f GB/s "
                    "(read + write)\n",
                    bytes >> 20, t.warmMs, copyGBs);
      }
      if (a)
        (void)cuda::free(a);
      if (b)
        (void)cuda::free(b);
    }
  }

  // The report: markdown + JSON.
  std::ostringstream md, json;
  md << "GPU: " << device << (gpu ? "" : " (" + gpuStatus + ")")
     << "; kernels: " << (gpu ? gpu->name : "none") << "; rows " << sizes.rows
     << ", batch " << sizes.batch << ", ids " << sizes.ids << ", dim "
     << sizes.dim << ", seed " << seed << ", median of " << reps
     << " calls (wall time of a call, synchronized)\n\n"
     << "device-to-device copy bandwidth (read + write): "
     << (copyGBs > 0 ? fmtNum(copyGBs, "%.1f") + " GB/s" : "n/a") << "\n\n"
     << "| workload | what | CPU warm ms | CPU cold ms | GPU warm ms | GPU "
        "cold ms | GPU GB/s | % of copy bandwidth | cuSPARSE ms | GPU vs "
        "cuSPARSE |\n|---|---|---|---|---|---|---|---|---|---|\n";
  json << "{\n  \"device\": " << jsonString(device) << ",\n  \"gpu_status\": "
       << jsonString(gpu ? std::string("ok") : gpuStatus)
       << ",\n  \"seed\": " << seed << ",\n  \"rows\": " << sizes.rows
       << ",\n  \"batch\": " << sizes.batch << ",\n  \"ids\": " << sizes.ids
       << ",\n  \"dim\": " << sizes.dim << ",\n  \"repetitions\": " << reps
       << ",\n  \"copy_gb_per_s\": " << (copyGBs > 0 ? copyGBs : 0)
       << ",\n  \"failures\": " << failures << ",\n  \"workloads\": [";
  for (size_t i = 0; i < rows.size(); ++i) {
    const Row &r = rows[i];
    double gbs = r.gpu.warmMs > 0 && r.bytes > 0
                     ? r.bytes / (r.gpu.warmMs * 1e-3) / 1e9
                     : -1;
    double pct = gbs > 0 && copyGBs > 0 ? 100.0 * gbs / copyGBs : -1;
    md << "| " << r.workload << " | " << r.what << " | " << fmtMs(r.cpu.warmMs)
       << " | " << fmtMs(r.cpu.coldMs) << " | " << fmtMs(r.gpu.warmMs) << " | "
       << fmtMs(r.gpu.coldMs) << " | "
       << (gbs > 0 ? fmtNum(gbs, "%.1f") : "n/a") << " | "
       << (pct > 0 ? fmtNum(pct, "%.0f%%") : "n/a") << " | " << fmtMs(r.peerMs)
       << " | "
       << (r.peerMs > 0 && r.gpu.warmMs > 0
               ? fmtNum(r.peerMs / r.gpu.warmMs, "%.2fx")
               : "n/a")
       << " |\n";
    json << (i ? "," : "") << "\n    {\"workload\": " << jsonString(r.workload)
         << ", \"what\": " << jsonString(r.what) << ", \"bytes\": " << r.bytes
         << ", \"cpu_warm_ms\": " << r.cpu.warmMs
         << ", \"cpu_cold_ms\": " << r.cpu.coldMs
         << ", \"gpu_warm_ms\": " << r.gpu.warmMs
         << ", \"gpu_cold_ms\": " << r.gpu.coldMs
         << ", \"gpu_gb_per_s\": " << gbs
         << ", \"percent_of_copy_bandwidth\": " << pct
         << ", \"cusparse_ms\": " << r.peerMs
         << ", \"note\": " << jsonString(r.note) << "}";
  }
  json << "\n  ]\n}\n";
  for (const Row &r : rows)
    if (!r.note.empty())
      md << "\n" << r.workload << ": " << r.note << "\n";
  md << "\nTargets (issue 7, H100): SpMM (W1) at least as fast as cuSPARSE; "
        "lazy Adam (W3) >= 75% of the copy bandwidth for the bytes it "
        "moves.\n";
  std::printf("\n%s", md.str().c_str());
  // The results directory is created if missing; a file that cannot be
  // written is a failure, not a silent loss of the run.
  std::error_code ec;
  std::filesystem::create_directories(outDir, ec);
  for (const auto &[name, text] :
       {std::pair<std::string, std::string>{"gpu-results.md", md.str()},
        {"gpu-results.json", json.str()}}) {
    std::ofstream f(outDir + "/" + name);
    f << text;
    f.close();
    if (!f)
      fail("cannot write " + outDir + "/" + name +
           (ec ? " (" + ec.message() + ")" : std::string()));
    else
      std::printf("wrote %s/%s\n", outDir.c_str(), name.c_str());
  }
  std::printf("%d failure(s)\n", failures);
  return failures ? 1 : 0;
}
