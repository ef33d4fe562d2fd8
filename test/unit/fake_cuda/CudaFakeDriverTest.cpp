//===- CudaFakeDriverTest.cpp - the CUDA runtime's launch profile -*- C++
//-*-===//
//
// Part of the stype project.
//
//===----------------------------------------------------------------------===//
//
// The runtime against test/capi/fake_cuda_driver.c with
// STYPE_FAKE_CUDA_KERNELS=1 (a stand-in libcuda whose clock advances gridX ms
// per launch and 0.25 ms per memset or copy): the launch
// profile (cuda::setProfiling, profileEntries, profileReport) times each
// launch under its kernel's name, nothing while it is off, and resets.
//
//===----------------------------------------------------------------------===//

#include "runtime/cuda/CudaRuntime.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

namespace cuda = stype::rt::cuda;

namespace {

class CudaFakeDriver : public ::testing::Test {
protected:
  void SetUp() override {
    setenv("STYPE_FAKE_CUDA_KERNELS", "1", /*overwrite=*/1);
    cuda::setDriverLibraryForTesting(STYPE_FAKE_CUDA_DRIVER);
    ASSERT_TRUE(cuda::init().ok()) << cuda::init().message();
    cuda::setProfiling(false);
    cuda::profileReset();
  }
  void TearDown() override {
    cuda::setProfiling(false);
    cuda::profileReset();
  }
};

TEST_F(CudaFakeDriver, LoadsAndNamesTheDevice) {
  std::string name;
  ASSERT_TRUE(cuda::deviceName(name).ok());
  EXPECT_EQ(name, "stype fake CUDA driver");
  int major = 0, minor = 0;
  ASSERT_TRUE(cuda::computeCapability(major, minor).ok());
  EXPECT_EQ(major, 9);
}

TEST_F(CudaFakeDriver, ProfileTimesEachKernelUnderItsName) {
  void *module = nullptr, *early = nullptr, *sort = nullptr, *update = nullptr;
  ASSERT_TRUE(cuda::loadModule("", &module).ok());
  const int64_t two[3] = {2, 1, 1}, one[3] = {1, 1, 1}, block[3] = {256, 1, 1};

  // Off: launches run, nothing is recorded.
  ASSERT_TRUE(cuda::getFunction(module, "looked_up_while_off", &early).ok());
  ASSERT_TRUE(cuda::launch(early, two, block, 0, nullptr, nullptr).ok());
  EXPECT_TRUE(cuda::profileEntries().empty());
  EXPECT_EQ(cuda::profileReport(), "");

  cuda::setProfiling(true);
  EXPECT_TRUE(cuda::profiling());
  // Kernels are named by the lookups made while the profile is on.
  ASSERT_TRUE(cuda::getFunction(module, "step_fused_sort_tile", &sort).ok());
  ASSERT_TRUE(cuda::getFunction(module, "step_fused_update", &update).ok());
  ASSERT_TRUE(cuda::launch(sort, two, block, 0, nullptr, nullptr).ok());
  ASSERT_TRUE(cuda::launch(sort, two, block, 0, nullptr, nullptr).ok());
  ASSERT_TRUE(cuda::launch(update, one, block, 0, nullptr, nullptr).ok());
  ASSERT_TRUE(cuda::launch(early, one, block, 0, nullptr, nullptr).ok());
  // What generated host code calls.
  mgpuLaunchKernel(update, 3, 1, 1, 32, 8, 1, 0, nullptr, nullptr, nullptr, 0);
  void *buf = mgpuMemAlloc(64, nullptr, false);
  ASSERT_NE(buf, nullptr);
  mgpuMemset32(buf, 0, 16, mgpuStreamCreate());
  mgpuMemFree(buf, nullptr);
  EXPECT_TRUE(cuda::lastError().ok()) << cuda::lastError().message();

  auto entries = cuda::profileEntries();
  ASSERT_EQ(entries.size(), 4u);
  // The longest first; equal times by name.
  const struct {
    const char *name;
    int64_t calls;
    double ms;
  } want[] = {{"step_fused_sort_tile", 2, 4.0},
              {"step_fused_update", 2, 4.0},
              {"(unnamed kernel)", 1, 1.0},
              {"(memset)", 1, 0.25}};
  for (size_t i = 0; i < entries.size(); ++i) {
    EXPECT_EQ(entries[i].first, want[i].name) << "entry " << i;
    EXPECT_EQ(entries[i].second.calls, want[i].calls) << want[i].name;
    EXPECT_DOUBLE_EQ(entries[i].second.milliseconds, want[i].ms)
        << want[i].name;
  }

  std::string report = cuda::profileReport();
  EXPECT_NE(report.find("4 entries, 9.25"), std::string::npos) << report;
  EXPECT_NE(report.find("2 calls"), std::string::npos) << report;
  EXPECT_NE(report.find("2000.00 us/call  step_fused_sort_tile"),
            std::string::npos)
      << report;

  cuda::profileReset();
  EXPECT_TRUE(cuda::profileEntries().empty());
  cuda::setProfiling(false);
  EXPECT_FALSE(cuda::profiling());
}

} // namespace
