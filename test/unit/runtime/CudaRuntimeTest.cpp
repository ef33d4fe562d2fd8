//===- CudaRuntimeTest.cpp - the CUDA runtime without a driver --*- C++ -*-===//
//
// Part of the stype project.
//
//===----------------------------------------------------------------------===//
//
// These tests load a driver library that does not exist, so they check the
// no-driver path on every machine, GPU or not: every entry point reports
// "no CUDA driver", nothing crashes, and the mgpu* functions that generated
// host code calls keep the first error for the caller.  The last test checks
// the real libcuda.so.1: the same message where it is absent, a device name
// where it is present.
//
//===----------------------------------------------------------------------===//

#include "runtime/cuda/CudaRuntime.h"

#include <gtest/gtest.h>

#include <dlfcn.h>

#include <cstring>
#include <string>

namespace cuda = stype::rt::cuda;
using stype::rt::Status;

namespace {

constexpr const char *kMissing = "libstype-test-no-such-cuda.so.1";

class CudaNoDriver : public ::testing::Test {
protected:
  void SetUp() override { cuda::setDriverLibraryForTesting(kMissing); }
  void TearDown() override { cuda::setDriverLibraryForTesting("libcuda.so.1"); }

  static void expectNoDriver(const Status &st) {
    ASSERT_FALSE(st.ok());
    EXPECT_EQ(st.message().rfind(
                  std::string("no CUDA driver: ") + kMissing + " not found", 0),
              0u)
        << st.message();
  }
};

TEST_F(CudaNoDriver, InitReportsMissingDriver) {
  expectNoDriver(cuda::init());
  EXPECT_FALSE(cuda::available());
  // Idempotent: the same status again.
  expectNoDriver(cuda::init());
}

TEST_F(CudaNoDriver, EveryEntryPointReportsIt) {
  void *p = reinterpret_cast<void *>(0x1);
  expectNoDriver(cuda::alloc(&p, 64));
  EXPECT_EQ(p, nullptr);
  char host[8] = {};
  expectNoDriver(cuda::copyToDevice(host, host, sizeof(host)));
  expectNoDriver(cuda::copyToHost(host, host, sizeof(host)));
  expectNoDriver(cuda::copyOnDevice(host, host, sizeof(host)));
  expectNoDriver(cuda::free(host));
  expectNoDriver(cuda::synchronize());
  void *module = reinterpret_cast<void *>(0x1);
  expectNoDriver(cuda::loadModule("", &module));
  EXPECT_EQ(module, nullptr);
  void *fn = reinterpret_cast<void *>(0x1);
  expectNoDriver(cuda::getFunction(nullptr, "k", &fn));
  EXPECT_EQ(fn, nullptr);
  const int64_t grid[3] = {1, 1, 1}, block[3] = {32, 1, 1};
  expectNoDriver(cuda::launch(nullptr, grid, block, 0, nullptr, nullptr));
  std::string name = "unchanged";
  expectNoDriver(cuda::deviceName(name));
  EXPECT_EQ(name, "unchanged");
  float ms = -1;
  expectNoDriver(cuda::timeOnDevice([](void *) {}, nullptr, &ms));
  EXPECT_EQ(ms, 0.0f);
}

TEST_F(CudaNoDriver, GeneratedCodeEntryPointsKeepTheFirstError) {
  EXPECT_TRUE(cuda::lastError().ok());
  EXPECT_EQ(stype_cuda_last_error(), nullptr);
  // What a compiled library does: load its module at start-up, then
  // allocate, launch, copy and free.  None of it may crash.
  static const char ptx[] = ".version 7.0\n.target sm_80\n";
  void *module = mgpuModuleLoadJIT(const_cast<char *>(ptx), 3);
  EXPECT_EQ(module, nullptr);
  void *fn = mgpuModuleGetFunction(module, "main_kernel");
  EXPECT_EQ(fn, nullptr);
  void *stream = mgpuStreamCreate();
  EXPECT_EQ(stream, nullptr);
  void *buf = mgpuMemAlloc(256, stream, false);
  EXPECT_EQ(buf, nullptr);
  mgpuLaunchKernel(fn, 1, 1, 1, 256, 1, 1, 0, stream, nullptr, nullptr, 0);
  char host[4];
  mgpuMemcpy(host, buf, sizeof(host), stream);
  mgpuMemset32(buf, 0, 4, stream);
  mgpuStreamSynchronize(stream);
  mgpuStreamDestroy(stream);
  mgpuMemFree(buf, stream);
  mgpuModuleUnload(module);

  Status st = cuda::lastError();
  expectNoDriver(st);
  ASSERT_NE(stype_cuda_last_error(), nullptr);
  EXPECT_EQ(std::string(stype_cuda_last_error()), st.message());
  cuda::clearError();
  EXPECT_TRUE(cuda::lastError().ok());
  EXPECT_EQ(stype_cuda_last_error(), nullptr);
}

TEST_F(CudaNoDriver, HostSharedAllocationsAreRejected) {
  EXPECT_EQ(mgpuMemAlloc(16, nullptr, /*isHostShared=*/true), nullptr);
  Status st = cuda::lastError();
  ASSERT_FALSE(st.ok());
  EXPECT_NE(st.message().find("host-shared"), std::string::npos)
      << st.message();
  cuda::clearError();
}

TEST(CudaDriver, RealDriverOrAClearMessage) {
  cuda::setDriverLibraryForTesting("libcuda.so.1");
  void *probe = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  Status st = cuda::init();
  if (!probe) {
    ASSERT_FALSE(st.ok());
    EXPECT_EQ(st.message().rfind("no CUDA driver: libcuda.so.1 not found", 0),
              0u)
        << st.message();
    return;
  }
  dlclose(probe);
  // A driver is installed: either a device answers, or the driver's own
  // error is reported (e.g. no device visible).
  if (!st.ok()) {
    EXPECT_EQ(st.message().rfind("CUDA error in ", 0), 0u) << st.message();
    return;
  }
  std::string name;
  ASSERT_TRUE(cuda::deviceName(name).ok());
  EXPECT_FALSE(name.empty());
  void *p = nullptr;
  ASSERT_TRUE(cuda::alloc(&p, 1024).ok());
  int in[4] = {1, 2, 3, 4}, out[4] = {};
  ASSERT_TRUE(cuda::copyToDevice(p, in, sizeof(in)).ok());
  ASSERT_TRUE(cuda::copyToHost(out, p, sizeof(out)).ok());
  EXPECT_EQ(std::memcmp(in, out, sizeof(in)), 0);
  EXPECT_TRUE(cuda::free(p).ok());
}

} // namespace
