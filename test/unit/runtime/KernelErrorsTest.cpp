//===- KernelErrorsTest.cpp - errors reported by compiled kernels ---------===//
//
// stype_kernel_error / stype_kernel_alloc_error / stype_kernel_shape_error
// record the thread's first error; stype_take_kernel_error returns and
// clears it, and stype_kernel_error_detail gives its message.
//
//===----------------------------------------------------------------------===//

#include "runtime/KernelErrors.h"

#include <cstdlib>
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <thread>

TEST(KernelErrors, AllocErrorNamesBufferSizeAndOp) {
  (void)stype_take_kernel_error();
  const int64_t dims[] = {1, int64_t(1) << 40};
  stype_kernel_alloc_error("f32 buffer for stype.cast_storage at m.mlir:9:8", 2,
                           dims, 4, 0);
  EXPECT_EQ(stype_take_kernel_error(), STYPE_KERNEL_ALLOCATION_FAILED);
  EXPECT_EQ(std::string(stype_kernel_error_detail()),
            "cannot allocate the 1 x 1099511627776 f32 buffer for "
            "stype.cast_storage at m.mlir:9:8 (4.0 TiB); the kernel stopped "
            "and its results are empty");
  // Taken: cleared.
  EXPECT_EQ(stype_take_kernel_error(), STYPE_KERNEL_OK);
  EXPECT_EQ(std::string(stype_kernel_error_detail()), "");
}

TEST(KernelErrors, OverflowNegativeAndMissingText) {
  const int64_t huge[] = {2, int64_t(1) << 62};
  stype_kernel_alloc_error("f32 buffer", 2, huge, 4, 1);
  EXPECT_EQ(stype_take_kernel_error(), STYPE_KERNEL_ALLOCATION_FAILED);
  EXPECT_EQ(std::string(stype_kernel_error_detail()),
            "cannot allocate the 2 x 4611686018427387904 f32 buffer (32.0 "
            "EiB, more than int64 can count); the kernel stopped and its "
            "results are empty");

  const int64_t negative[] = {-1};
  stype_kernel_alloc_error(nullptr, 1, negative, 8, 0);
  EXPECT_EQ(stype_take_kernel_error(), STYPE_KERNEL_ALLOCATION_FAILED);
  EXPECT_EQ(std::string(stype_kernel_error_detail()),
            "cannot allocate the -1 buffer (a negative size); the kernel "
            "stopped and its results are empty");
}

TEST(KernelErrors, FirstErrorWinsAndGenericMessage) {
  stype_kernel_error(STYPE_KERNEL_SHAPE_MISMATCH);
  const int64_t dims[] = {4};
  stype_kernel_alloc_error("f32 buffer", 1, dims, 4, 0);
  EXPECT_EQ(stype_take_kernel_error(), STYPE_KERNEL_SHAPE_MISMATCH);
  EXPECT_EQ(std::string(stype_kernel_error_detail()),
            stype_kernel_error_message(STYPE_KERNEL_SHAPE_MISMATCH));
}

TEST(KernelErrors, PerThread) {
  const int64_t dims[] = {8};
  stype_kernel_alloc_error("f64 buffer", 1, dims, 8, 0);
  int32_t other = -1;
  std::thread([&] { other = stype_take_kernel_error(); }).join();
  EXPECT_EQ(other, STYPE_KERNEL_OK);
  EXPECT_EQ(stype_take_kernel_error(), STYPE_KERNEL_ALLOCATION_FAILED);
  EXPECT_EQ(std::string(stype_kernel_error_detail()),
            "cannot allocate the 8 f64 buffer (64 bytes); the kernel stopped "
            "and its results are empty");
}

TEST(KernelErrors, ShapeErrorNamesOpAndSizes) {
  (void)stype_take_kernel_error();
  stype_kernel_shape_error(STYPE_KERNEL_SHAPE_MISMATCH,
                           "stype.dot at m.mlir:8:8", 6, 2);
  EXPECT_EQ(stype_take_kernel_error(), STYPE_KERNEL_SHAPE_MISMATCH);
  EXPECT_EQ(std::string(stype_kernel_error_detail()),
            "shape mismatch in stype.dot at m.mlir:8:8: a run-time size is 6 "
            "where 2 is expected (the operands' run-time shapes differ where "
            "the op needs equal shapes; nothing was computed)");
  // No text: "a kernel"; an earlier error wins.
  stype_kernel_shape_error(STYPE_KERNEL_SHAPE_MISMATCH, nullptr, 3, 4);
  stype_kernel_shape_error(STYPE_KERNEL_SHAPE_MISMATCH, "later", 5, 6);
  EXPECT_EQ(stype_take_kernel_error(), STYPE_KERNEL_SHAPE_MISMATCH);
  EXPECT_EQ(
      std::string(stype_kernel_error_detail())
          .rfind("shape mismatch in a kernel: a run-time size is 3 where 4 is "
                 "expected (",
                 0),
      0u);
  stype_kernel_error(STYPE_KERNEL_LABEL_OUT_OF_RANGE);
  stype_kernel_shape_error(STYPE_KERNEL_SHAPE_MISMATCH, "stype.dot", 1, 2);
  EXPECT_EQ(stype_take_kernel_error(), STYPE_KERNEL_LABEL_OUT_OF_RANGE);
}

TEST(KernelErrors, FreeBuffersFreesNonZeroSlotsOnly) {
  // What a stopping kernel hands over: the addresses of its live buffers,
  // 0 in the slots of buffers already freed or never allocated.  Under
  // ASan a missed free is a leak report and a bad one an abort.
  uintptr_t slots[4] = {
      reinterpret_cast<uintptr_t>(std::aligned_alloc(64, 128)), 0,
      reinterpret_cast<uintptr_t>(std::aligned_alloc(64, 64)), 0};
  stype_kernel_free_buffers(slots, 4);
  // No slots, or none at all: nothing to do.
  stype_kernel_free_buffers(slots, 0);
  stype_kernel_free_buffers(nullptr, 3);
  EXPECT_EQ(stype_take_kernel_error(), STYPE_KERNEL_OK);
}
