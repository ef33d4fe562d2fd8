// l2_gather.cu - how fast an NVIDIA GPU gathers 512-byte rows of a matrix
// that L2 holds, the access pattern of the long runs' block sums of
// dot(csr^T, dense) and the fused updates (GpuBuilder::applyRunSums).
//
// Not part of the build: a stand-alone probe for docs/performance.md's
// analysis of W4 (where its run-sum launch stands against the hardware).
// On a GPU machine with the CUDA toolkit:
//
//   nvcc -O3 -arch=sm_90 benchmarks/gpu/probes/l2_gather.cu -o l2_gather
//   ./l2_gather
//
// Each warp sums 256 rows of dy (65536 x 128 f32, 32 MiB) given by sorted
// random row ids, 4 features per lane, with 4, 16 or 32 loads in flight,
// as stype's block sums do (but in 32-bit index arithmetic and with every
// warp busy); then the same over consecutive rows, and a device copy for
// the DRAM bandwidth.  Prints the best of 20 launches.
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#define CHECK(x)                                                               \
  do {                                                                         \
    cudaError_t e = (x);                                                       \
    if (e != cudaSuccess) {                                                    \
      std::fprintf(stderr, "%s: %s\n", #x, cudaGetErrorString(e));             \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

namespace {
constexpr int kRows = 65536, kEntries = 1 << 20, kBlock = 256;

// Block `blk` (of kBlock entries) summed by warp threadIdx.y of the CTA,
// lane threadIdx.x holding features 4 lane .. 4 lane + 3.
template <int InFlight>
__global__ void blockSums(const float4 *dy, const long long *row,
                          const float *val, float4 *out) {
  int lane = threadIdx.x;
  int blk = blockIdx.x * blockDim.y + threadIdx.y;
  int lo = blk * kBlock;
  float4 acc = make_float4(0, 0, 0, 0);
  for (int q = lo; q < lo + kBlock; q += InFlight) {
    float4 t[InFlight];
    float v[InFlight];
#pragma unroll
    for (int k = 0; k < InFlight; ++k) {
      v[k] = val[q + k];
      t[k] = dy[row[q + k] * 32 + lane];
    }
#pragma unroll
    for (int k = 0; k < InFlight; ++k) {
      acc.x = fmaf(v[k], t[k].x, acc.x);
      acc.y = fmaf(v[k], t[k].y, acc.y);
      acc.z = fmaf(v[k], t[k].z, acc.z);
      acc.w = fmaf(v[k], t[k].w, acc.w);
    }
  }
  out[blk * 32 + lane] = acc;
}

__global__ void copy(const float4 *a, float4 *b, size_t n) {
  for (size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x; i < n;
       i += size_t(gridDim.x) * blockDim.x)
    b[i] = a[i];
}

template <typename Launch>
void time(const char *what, double bytes, Launch launch) {
  cudaEvent_t e0, e1;
  CHECK(cudaEventCreate(&e0));
  CHECK(cudaEventCreate(&e1));
  for (int i = 0; i < 3; ++i)
    launch();
  CHECK(cudaDeviceSynchronize());
  float best = 1e30f;
  for (int i = 0; i < 20; ++i) {
    CHECK(cudaEventRecord(e0));
    launch();
    CHECK(cudaEventRecord(e1));
    CHECK(cudaEventSynchronize(e1));
    float ms;
    CHECK(cudaEventElapsedTime(&ms, e0, e1));
    best = std::min(best, ms);
  }
  std::printf("%-44s %8.1f us %6.2f TB/s\n", what, best * 1e3,
              bytes / (best * 1e-3) / 1e12);
}
} // namespace

int main() {
  std::mt19937_64 rng(42);
  std::vector<long long> row(kEntries);
  std::vector<float> val(kEntries, 0.5f);
  for (long long &r : row)
    r = static_cast<long long>(rng() % kRows);
  for (int b = 0; b < kEntries; b += kBlock)
    std::sort(row.begin() + b, row.begin() + b + kBlock);
  float4 *dy, *out;
  long long *drow;
  float *dval;
  CHECK(cudaMalloc(&dy, size_t(kRows) * 512));
  CHECK(cudaMemset(dy, 0, size_t(kRows) * 512));
  CHECK(cudaMalloc(&out, size_t(kEntries / kBlock) * 512));
  CHECK(cudaMalloc(&drow, size_t(kEntries) * 8));
  CHECK(cudaMalloc(&dval, size_t(kEntries) * 4));
  CHECK(cudaMemcpy(drow, row.data(), size_t(kEntries) * 8,
                   cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dval, val.data(), size_t(kEntries) * 4,
                   cudaMemcpyHostToDevice));
  dim3 block(32, 8), grid(kEntries / kBlock / 8);
  double gathered = double(kEntries) * 512;
  time("gather 512 B rows, 4 loads in flight", gathered,
       [&] { blockSums<4><<<grid, block>>>(dy, drow, dval, out); });
  time("gather 512 B rows, 16 loads in flight", gathered,
       [&] { blockSums<16><<<grid, block>>>(dy, drow, dval, out); });
  time("gather 512 B rows, 32 loads in flight", gathered,
       [&] { blockSums<32><<<grid, block>>>(dy, drow, dval, out); });
  for (int i = 0; i < kEntries; ++i)
    row[i] = i % kRows;
  CHECK(cudaMemcpy(drow, row.data(), size_t(kEntries) * 8,
                   cudaMemcpyHostToDevice));
  time("consecutive 512 B rows, 16 loads in flight", gathered,
       [&] { blockSums<16><<<grid, block>>>(dy, drow, dval, out); });
  size_t n = (size_t(1) << 28) / 16; // 256 MiB
  float4 *a, *b;
  CHECK(cudaMalloc(&a, n * 16));
  CHECK(cudaMalloc(&b, n * 16));
  time("copy 256 MiB (read + write)", 2.0 * n * 16,
       [&] { copy<<<132 * 16, 256>>>(a, b, n); });
  return 0;
}
