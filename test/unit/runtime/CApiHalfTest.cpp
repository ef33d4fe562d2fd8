//===- CApiHalfTest.cpp - f16 in the runtime's C API ----------------------===//
//
// Part of the stype project.  STYPE_DTYPE_F16 through <stype/stype.h>: the
// conversion helpers against the compiler's _Float16 on every f16 pattern and
// every tie (test/capi/mp-capi.test compares them with numpy too), the
// descriptor functions' 2-byte elements, and stype_invoke's refusal of an f16
// scalar in a signature.
//
//===----------------------------------------------------------------------===//

#include "stype/stype.h"
#include "test/unit/runtime/TestUtil.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <vector>

using stype::rt::test::matchesCompilerHalf;

namespace {

uint32_t bitsOf(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}

TEST(CApiHalf, WideningIsExactOnEveryPattern) {
  for (uint32_t h = 0; h <= 0xffff; ++h) {
    uint16_t bits = static_cast<uint16_t>(h);
    float f = stype_f16_to_f32(bits);
    uint32_t exp = (h >> 10) & 0x1f, mant = h & 0x3ff;
    if (exp == 0x1f && mant != 0) { // NaN: sign and payload kept
      ASSERT_TRUE(std::isnan(f)) << "h = " << h;
      ASSERT_EQ(bitsOf(f) >> 31, h >> 15) << "h = " << h;
      ASSERT_EQ((bitsOf(f) >> 13) & 0x3ff, mant) << "h = " << h;
      continue;
    }
    // The value from its fields: (-1)^s * 2^(e-15) * 1.m, or 2^-24 * m.
    double want = exp == 0x1f ? INFINITY
                  : exp == 0  ? std::ldexp(double(mant), -24)
                              : std::ldexp(1.0 + mant / 1024.0, int(exp) - 15);
    if (h & 0x8000)
      want = -want;
    ASSERT_EQ(double(f), want) << "h = " << h;
    ASSERT_EQ(std::signbit(f), (h & 0x8000) != 0) << "h = " << h;
    ASSERT_EQ(stype_f32_to_f16(f), bits) << "h = " << h;
    ASSERT_TRUE(matchesCompilerHalf(bits, f)) << "h = " << h;
  }
}

TEST(CApiHalf, NarrowingRoundsToNearestEven) {
  // Every tie between neighbouring f16 magnitudes and the f32 values on
  // either side of it: ties go to the even neighbour, the others to the
  // nearer one; from 65520 on, infinity.
  for (uint32_t h = 0; h < 0x7c00; ++h) {
    double lo = stype_f16_to_f32(static_cast<uint16_t>(h));
    double hi = h + 1 < 0x7c00 ? stype_f16_to_f32(static_cast<uint16_t>(h + 1))
                               : 65536.0;
    float mid = static_cast<float>((lo + hi) / 2);
    uint16_t even =
        (h & 1) ? static_cast<uint16_t>(h + 1) : static_cast<uint16_t>(h);
    for (float sign : {1.0f, -1.0f}) {
      uint16_t s = sign < 0 ? 0x8000 : 0;
      ASSERT_EQ(stype_f32_to_f16(sign * mid), s | even) << "tie above " << h;
      ASSERT_EQ(stype_f32_to_f16(sign * std::nextafter(mid, 0.0f)), s | h)
          << "below the tie above " << h;
      ASSERT_EQ(stype_f32_to_f16(sign * std::nextafter(mid, INFINITY)),
                s | (h + 1))
          << "above the tie above " << h;
#ifdef __FLT16_MANT_DIG__
      for (float f :
           {mid, std::nextafter(mid, 0.0f), std::nextafter(mid, INFINITY)}) {
        _Float16 ref = static_cast<_Float16>(sign * f);
        uint16_t refBits;
        std::memcpy(&refBits, &ref, 2);
        ASSERT_EQ(stype_f32_to_f16(sign * f), refBits) << "f = " << sign * f;
      }
#endif
    }
  }
  EXPECT_EQ(stype_f32_to_f16(INFINITY), 0x7c00);
  EXPECT_EQ(stype_f32_to_f16(-1e30f), 0xfc00);
  EXPECT_EQ(stype_f32_to_f16(1e-30f), 0x0000);
  EXPECT_EQ(stype_f32_to_f16(-1e-30f), 0x8000);
  uint16_t nan = stype_f32_to_f16(-NAN);
  EXPECT_EQ(nan & 0xfc00, 0xfc00);
  EXPECT_NE(nan & 0x3ff, 0);
}

TEST(CApiHalf, DescriptorsHaveTwoByteElements) {
  EXPECT_STREQ(stype_dtype_name(STYPE_DTYPE_F16), "f16");
  EXPECT_EQ(stype_dtype_size(STYPE_DTYPE_F16), 2u);
  int64_t shape[3] = {2, 3, 5};
  stype_dense d;
  ASSERT_EQ(stype_dense_create(STYPE_DTYPE_F16, 3, shape, &d), STYPE_OK);
  auto *p = static_cast<uint16_t *>(d.data);
  for (int i = 0; i < 30; ++i)
    p[i] = stype_f32_to_f16(float(i));
  stype_dense c;
  ASSERT_EQ(stype_dense_clone(&d, &c), STYPE_OK);
  EXPECT_EQ(c.dtype, STYPE_DTYPE_F16);
  EXPECT_EQ(std::memcmp(c.data, d.data, 60), 0);
  stype_dense_release(&c);
  stype_dense_release(&d);

  stype_row_sparse r;
  ASSERT_EQ(stype_row_sparse_create(STYPE_DTYPE_F16, 3, shape, 1, &r),
            STYPE_OK);
  r.indices[0] = 1;
  auto *rp = static_cast<uint16_t *>(r.data);
  for (int i = 0; i < 15; ++i)
    rp[i] = 0x3c00;
  EXPECT_EQ(stype_row_sparse_check_format(&r), STYPE_OK);
  stype_row_sparse rc;
  ASSERT_EQ(stype_row_sparse_clone(&r, &rc), STYPE_OK);
  EXPECT_EQ(std::memcmp(rc.data, r.data, 30), 0);
  stype_row_sparse_release(&rc);
  stype_row_sparse_release(&r);

  std::vector<int64_t> indptr = {0, 1, 1}, indices = {4};
  uint16_t value = 0xc000;
  stype_csr b;
  ASSERT_EQ(stype_csr_borrow(STYPE_DTYPE_F16, 2, 5, 1, indptr.data(),
                             indices.data(), &value, &b),
            STYPE_OK);
  stype_csr bc;
  ASSERT_EQ(stype_csr_clone(&b, &bc), STYPE_OK);
  EXPECT_EQ(bc.dtype, STYPE_DTYPE_F16);
  EXPECT_EQ(static_cast<uint16_t *>(bc.data)[0], 0xc000);
  stype_csr_release(&bc);
}

void neverCalled(int64_t *, int64_t *) { ADD_FAILURE() << "kernel called"; }

TEST(CApiHalf, InvokeRefusesAnF16Scalar) {
  // {ABI version, 1 argument, 0 results, scalar f16 rank 0, not written}:
  // no compiled library has it (stype-compile refuses f16 scalars).
  const int64_t sig[] = {STYPE_ABI_VERSION, 1, 0, STYPE_KIND_SCALAR,
                         STYPE_DTYPE_F16,   0, 0};
  uint16_t half = 0x3c00;
  const void *inputs[] = {&half};
  EXPECT_EQ(stype_invoke("f", sig, inputs, nullptr, neverCalled),
            STYPE_ERROR_INTERNAL);
  EXPECT_NE(std::strstr(stype_last_error(), "an f16 scalar"), nullptr)
      << stype_last_error();
  // An f16 tensor signature is accepted up to the argument checks.
  const int64_t tsig[] = {STYPE_ABI_VERSION, 1, 0,  STYPE_KIND_DENSE,
                          STYPE_DTYPE_F16,   1, -1, 0};
  int64_t n = 1;
  stype_dense d;
  ASSERT_EQ(stype_dense_borrow(STYPE_DTYPE_F32, 1, &n, &half, &d), STYPE_OK);
  const void *tin[] = {&d};
  EXPECT_EQ(stype_invoke("f", tsig, tin, nullptr, neverCalled),
            STYPE_ERROR_DTYPE);
  EXPECT_NE(
      std::strstr(stype_last_error(),
                  "@f: argument #0 (default tensor<?xf16>) has dtype f32"),
      nullptr)
      << stype_last_error();
}

} // namespace
