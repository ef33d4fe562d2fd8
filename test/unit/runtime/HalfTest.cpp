//===- HalfTest.cpp - Tests of the f16 dtype of the runtime ---------------===//
//
// Part of the stype project.  f16 holds the weights of the multi-precision
// optimizer updates: conversions, .npy/.npz files written by numpy, and the
// tensor helpers.
//
//===----------------------------------------------------------------------===//

#include "runtime/Npy.h"
#include "test/unit/runtime/TestUtil.h"

#include <cmath>

using namespace stype::rt;
using namespace stype::rt::test;

static uint16_t bitsOf(float f) { return floatToHalf(f); }

TEST(Half, DTypeBasics) {
  EXPECT_EQ(dtypeSize(DType::F16), 2u);
  EXPECT_STREQ(dtypeName(DType::F16), "f16");
  EXPECT_EQ(parseDType("f16"), DType::F16);
}

TEST(Half, KnownValues) {
  EXPECT_EQ(bitsOf(1.0f), 0x3c00);
  EXPECT_EQ(bitsOf(-2.5f), 0xc100);
  EXPECT_EQ(bitsOf(65504.0f), 0x7bff);              // largest finite
  EXPECT_EQ(bitsOf(65519.0f), 0x7bff);              // below the halfway point
  EXPECT_EQ(bitsOf(65520.0f), 0x7c00);              // halfway: to even = inf
  EXPECT_EQ(bitsOf(std::ldexp(1.0f, -14)), 0x0400); // smallest normal
  EXPECT_EQ(bitsOf(std::ldexp(1.0f, -24)), 0x0001); // smallest subnormal
  EXPECT_EQ(bitsOf(std::ldexp(1.0f, -25)), 0x0000); // tie to even: 0
  EXPECT_EQ(bitsOf(std::ldexp(3.0f, -25)), 0x0002); // tie to even: 2
  EXPECT_EQ(bitsOf(-0.0f), 0x8000);
  EXPECT_EQ(bitsOf(INFINITY), 0x7c00);
  EXPECT_EQ(bitsOf(-INFINITY), 0xfc00);
  uint16_t nan = bitsOf(NAN);
  EXPECT_EQ(nan & 0x7c00, 0x7c00);
  EXPECT_NE(nan & 0x3ff, 0);
  EXPECT_EQ(halfToFloat(0x3c00), 1.0f);
  EXPECT_EQ(halfToFloat(0x0001), std::ldexp(1.0f, -24));
  EXPECT_EQ(halfToFloat(0x7bff), 65504.0f);
  EXPECT_TRUE(std::isinf(halfToFloat(0xfc00)) && halfToFloat(0xfc00) < 0);
  EXPECT_TRUE(std::isnan(halfToFloat(0x7e00)));
  EXPECT_TRUE(std::signbit(halfToFloat(0x8000)));
}

TEST(Half, EveryHalfRoundTrips) {
  // halfToFloat is exact and floatToHalf(exact value) gives the same bits,
  // for every non-NaN pattern; each agrees with the compiler's _Float16
  // where the compiler has one.
  for (uint32_t h = 0; h <= 0xffff; ++h) {
    uint16_t bits = static_cast<uint16_t>(h);
    float f = halfToFloat(bits);
    if (std::isnan(f))
      continue;
    ASSERT_EQ(floatToHalf(f), bits) << "h = " << h;
    ASSERT_TRUE(matchesCompilerHalf(bits, f)) << "h = " << h;
  }
}

TEST(Half, RoundingMatchesNumpy) {
  // f16_round_out.npy holds numpy's astype(float16) of f16_round_in.npy
  // (random values, exact halfway cases, subnormals, overflow, +-0, +-inf).
  DenseTensor in, out;
  ASSERT_OK(readNpy(inputPath("f16_round_in.npy"), in));
  ASSERT_OK(readNpy(inputPath("f16_round_out.npy"), out));
  ASSERT_EQ(in.dtype, DType::F32);
  ASSERT_EQ(out.dtype, DType::F16);
  ASSERT_EQ(in.numElements(), out.numElements());
  for (int64_t i = 0; i < in.numElements(); ++i) {
    float f = in.data.data<float>()[i];
    uint16_t want = out.data.data<uint16_t>()[i];
    ASSERT_EQ(floatToHalf(f), want) << "i = " << i << ", value " << f;
  }
}

TEST(Half, NumpyFilesRead) {
  expectNpyFixture<uint16_t>("f16_2x3.npy", DType::F16, {2, 3},
                             {0x3800, 0xc100, 0x7bff, 0x0400, 0x0001, 0x8000});
  RspTensor r;
  ASSERT_OK(readRspNpz(inputPath("rsp_f16.npz"), r));
  EXPECT_EQ(r.dtype, DType::F16);
  EXPECT_EQ(r.shape, (std::vector<int64_t>{4, 3}));
  EXPECT_EQ(vectorOf<int64_t>(r.indices), (std::vector<int64_t>{0, 2}));
  EXPECT_EQ(halfToFloat(r.data.data<uint16_t>()[5]),
            halfToFloat(floatToHalf(1e-6f)));
  EXPECT_OK(checkFormat(r));
}

TEST(Half, WriteReadRoundTripAndNumpyReads) {
  // written_f16.npy is also checked by `make_inputs.py --check DIR`.
  DenseTensor a = DenseTensor::allocate(DType::F16, {2, 3});
  const float vals[] = {1, -0.5f, 65504, std::ldexp(1.0f, -24), 0, 3};
  for (int i = 0; i < 6; ++i)
    a.data.data<uint16_t>()[i] = floatToHalf(vals[i]);
  std::string path = tempPath("written_f16.npy");
  ASSERT_OK(writeNpy(path, a));
  EXPECT_NE(readFile(path).find("'descr': '<f2'"), std::string::npos);
  DenseTensor b;
  ASSERT_OK(readNpy(path, b));
  EXPECT_EQ(b.dtype, DType::F16);
  EXPECT_EQ(b.shape, a.shape);
  EXPECT_EQ(vectorOf<uint16_t>(b.data), vectorOf<uint16_t>(a.data));

  RspTensor r;
  ASSERT_OK(toRsp(a, r)); // both rows hold a nonzero
  EXPECT_EQ(r.numStoredRows(), 2);
  std::string rpath = tempPath("written_rsp_f16.npz");
  ASSERT_OK(writeRspNpz(rpath, r));
  RspTensor r2;
  ASSERT_OK(readRspNpz(rpath, r2));
  EXPECT_EQ(r2.dtype, DType::F16);
  EXPECT_EQ(vectorOf<uint16_t>(r2.data), vectorOf<uint16_t>(a.data));
}

TEST(Half, TensorHelpers) {
  // toCsr/toRsp treat -0 as zero and every other pattern (NaN included) as
  // nonzero; toDense restores the bits.
  DenseTensor d = DenseTensor::allocate(DType::F16, {3, 2});
  uint16_t *p = d.data.data<uint16_t>();
  const uint16_t bits[] = {0x0000, 0x8000, 0x0001, 0x0000, 0x0000, 0x7e00};
  std::memcpy(p, bits, sizeof bits);
  CsrTensor c;
  ASSERT_OK(toCsr(d, c));
  EXPECT_EQ(c.nnz(), 2);
  EXPECT_EQ(vectorOf<int64_t>(c.indices), (std::vector<int64_t>{0, 1}));
  RspTensor r;
  ASSERT_OK(toRsp(d, r));
  EXPECT_EQ(vectorOf<int64_t>(r.indices), (std::vector<int64_t>{1, 2}));
  DenseTensor back = toDense(r);
  EXPECT_EQ(back.dtype, DType::F16);
  std::vector<uint16_t> want = {0, 0, 0x0001, 0, 0, 0x7e00};
  EXPECT_EQ(vectorOf<uint16_t>(back.data), want);
  EXPECT_EQ(vectorOf<uint16_t>(toDense(c).data), want);
}
