//===- NpyTest.cpp - Tests of the .npy reader and writer ------------------===//
//
// Part of the stype project.
//
//===----------------------------------------------------------------------===//

#include "runtime/Npy.h"
#include "test/unit/runtime/TestUtil.h"

#include <cmath>

using namespace stype::rt;
using namespace stype::rt::test;

/// Fills \p t with distinct values depending on the element position.
static void fillPattern(DenseTensor &t) {
  int64_t n = t.numElements();
  for (int64_t i = 0; i < n; ++i) {
    switch (t.dtype) {
    case DType::F32:
      t.data.data<float>()[i] = 0.5f * static_cast<float>(i) - 3;
      break;
    case DType::F64:
      t.data.data<double>()[i] = 1e-3 * static_cast<double>(i) - 7;
      break;
    case DType::I64:
      t.data.data<int64_t>()[i] = (i - 4) * 1000000007LL;
      break;
    case DType::F16:
      t.data.data<uint16_t>()[i] = static_cast<uint16_t>(0x3c00 + 7 * i);
      break;
    }
  }
}

TEST(Npy, RoundTripEveryDTypeAndRank) {
  const std::vector<std::vector<int64_t>> shapes = {
      {},     {0},       {5},       {2, 3},         {0, 3},
      {3, 0}, {2, 0, 3}, {2, 3, 4}, {1, 2, 1, 3, 2}};
  for (DType dtype : {DType::F32, DType::F64, DType::I64, DType::F16}) {
    for (const auto &shape : shapes) {
      SCOPED_TRACE(std::string(dtypeName(dtype)) + " " + formatShape(shape));
      DenseTensor t = DenseTensor::allocate(dtype, shape);
      fillPattern(t);
      std::string path = tempPath("roundtrip.npy");
      ASSERT_OK(writeNpy(path, t));
      // numpy pads the header so that the data starts at a multiple of 64.
      std::string bytes = readFile(path);
      ASSERT_GE(bytes.size(), 10u);
      EXPECT_EQ(bytes.substr(0, 8), std::string("\x93NUMPY\x01\x00", 8));
      size_t headerLen = static_cast<unsigned char>(bytes[8]) |
                         (static_cast<unsigned char>(bytes[9]) << 8);
      EXPECT_EQ((10 + headerLen) % 64, 0u);
      EXPECT_EQ(bytes[10 + headerLen - 1], '\n');
      EXPECT_EQ(bytes.size(), 10 + headerLen + t.data.bytes());

      DenseTensor r;
      ASSERT_OK(readNpy(path, r));
      EXPECT_EQ(r.dtype, dtype);
      EXPECT_EQ(r.shape, shape);
      ASSERT_EQ(r.data.bytes(), t.data.bytes());
      EXPECT_EQ(std::memcmp(r.data.data(), t.data.data(), t.data.bytes()), 0);
    }
  }
}

TEST(Npy, HeaderDictMatchesNumpy) {
  DenseTensor t = DenseTensor::allocate(DType::F32, {3});
  std::string path = tempPath("header.npy");
  ASSERT_OK(writeNpy(path, t));
  std::string bytes = readFile(path);
  std::string dict =
      "{'descr': '<f4', 'fortran_order': False, 'shape': (3,), }";
  EXPECT_EQ(bytes.substr(10, dict.size()), dict);
  // Space padding up to the '\n' that ends the 64-byte aligned header.
  EXPECT_EQ(bytes.substr(10 + dict.size(), 128 - 11 - dict.size()),
            std::string(128 - 11 - dict.size(), ' '));
  EXPECT_EQ(bytes[127], '\n');
  EXPECT_EQ(bytes.size(), 128u + 12u);
}

TEST(Npy, HugeHeaderUsesVersion2) {
  // 25000 unit dimensions make a header longer than 64 KiB.
  DenseTensor t =
      DenseTensor::allocate(DType::F64, std::vector<int64_t>(25000, 1));
  t.data.data<double>()[0] = 2.5;
  std::string path = tempPath("v2.npy");
  ASSERT_OK(writeNpy(path, t));
  std::string bytes = readFile(path);
  EXPECT_EQ(bytes[6], '\x02');
  DenseTensor r;
  ASSERT_OK(readNpy(path, r));
  EXPECT_EQ(r.shape.size(), 25000u);
  EXPECT_EQ(r.data.data<double>()[0], 2.5);
}

TEST(Npy, WritesFilesNumpyReads) {
  // Checked by `make_inputs.py --check DIR` (see that script).
  DenseTensor a = DenseTensor::allocate(DType::F32, {2, 3});
  for (int i = 0; i < 6; ++i)
    a.data.data<float>()[i] = i / 2.0f;
  ASSERT_OK(writeNpy(tempPath("written_f32_2x3.npy"), a));
  DenseTensor s = DenseTensor::allocate(DType::F64, {});
  s.data.data<double>()[0] = 3.25;
  ASSERT_OK(writeNpy(tempPath("written_f64_scalar.npy"), s));
  ASSERT_OK(writeNpy(tempPath("written_i64_empty.npy"),
                     DenseTensor::allocate(DType::I64, {0, 4})));
}

//===----------------------------------------------------------------------===//
// Files written by numpy
//===----------------------------------------------------------------------===//

TEST(NpyNumpyFiles, F32Matrix) {
  expectNpyFixture<float>("f32_2x3.npy", DType::F32, {2, 3},
                          {0, 0.5, 1, 1.5, 2, 2.5});
}

TEST(NpyNumpyFiles, F64Vector) {
  expectNpyFixture<double>("f64_vec.npy", DType::F64, {3}, {1.5, -2.25, 1e300});
}

TEST(NpyNumpyFiles, I64Rank3) {
  std::vector<int64_t> want;
  for (int64_t i = 0; i < 24; ++i)
    want.push_back(i - 5);
  expectNpyFixture("i64_2x3x4.npy", DType::I64, {2, 3, 4}, want);
}

TEST(NpyNumpyFiles, I32IsWidenedToI64) {
  expectNpyFixture<int64_t>("i32_vec.npy", DType::I64, {5},
                            {-2147483648LL, -1, 0, 7, 2147483647LL});
}

TEST(NpyNumpyFiles, ZeroDimensional) {
  DenseTensor t;
  ASSERT_OK(readNpy(inputPath("f64_scalar.npy"), t));
  EXPECT_EQ(t.dtype, DType::F64);
  EXPECT_TRUE(t.shape.empty());
  EXPECT_EQ(t.numElements(), 1);
  EXPECT_EQ(t.data.data<double>()[0], 3.25);
}

TEST(NpyNumpyFiles, Empty) {
  DenseTensor t;
  ASSERT_OK(readNpy(inputPath("f32_empty_0x3.npy"), t));
  EXPECT_EQ(t.shape, (std::vector<int64_t>{0, 3}));
  EXPECT_EQ(t.data.bytes(), 0u);
}

TEST(NpyNumpyFiles, Versions2And3) {
  DenseTensor t;
  ASSERT_OK(readNpy(inputPath("f32_v2.npy"), t));
  EXPECT_EQ(vectorOf<float>(t.data), (std::vector<float>{1, 2, 3}));
  ASSERT_OK(readNpy(inputPath("f32_v3.npy"), t));
  EXPECT_EQ(vectorOf<float>(t.data), (std::vector<float>{4, 5}));
}

//===----------------------------------------------------------------------===//
// Rejected inputs
//===----------------------------------------------------------------------===//

TEST(NpyErrors, FortranOrder) {
  EXPECT_EQ(inputError(readNpy, "f64_fortran.npy"),
            ": fortran_order=True arrays are not supported; save a "
            "C-contiguous array (numpy.ascontiguousarray)");
}

TEST(NpyErrors, UnsupportedDTypes) {
  expectInputErrors(readNpy,
                    {{"bool.npy", ": unsupported dtype '|b1' (bool); "
                                  "expected one of <f2, <f4, <f8, <i8, <i4"},
                     {"u8.npy", ": unsupported dtype '|u1' (unsigned integer); "
                                "expected one of <f2, <f4, <f8, <i8, <i4"},
                     {"f32_bigendian.npy",
                      ": big-endian dtype '>f4' is not supported; expected "
                      "little-endian data"}});
}

TEST(NpyErrors, MissingFile) {
  DenseTensor t;
  std::string p = tempPath("does_not_exist.npy");
  EXPECT_ERROR_EQ(readNpy(p, t),
                  p + ": cannot open file: No such file or directory");
  EXPECT_ERROR_EQ(readNpy(::testing::TempDir(), t),
                  ::testing::TempDir() + ": cannot open file: is a directory");
}

TEST(NpyErrors, BadMagicAndEmptyFile) {
  DenseTensor t;
  EXPECT_EQ(inputError(readNpy, "not_npy.npy"),
            ": not a .npy file (bad magic string; expected "
            "\"\\x93NUMPY\")");
  std::string p = tempPath("empty.npy");
  writeFile(p, "");
  EXPECT_ERROR_EQ(readNpy(p, t), p + ": empty file (not a .npy file)");
  writeFile(p, "\x93NUM");
  EXPECT_ERROR_EQ(readNpy(p, t),
                  p + ": truncated file: incomplete magic string");
}

TEST(NpyErrors, TruncatedData) {
  EXPECT_EQ(inputError(readNpy, "truncated.npy"),
            ": data size mismatch: header says shape (2, 3) of "
            "'<f4' = 24 bytes, but 19 bytes follow the header "
            "(truncated file)");
}

TEST(NpyErrors, TrailingData) {
  std::string bytes = readFile(inputPath("f32_2x3.npy")) + "xyz";
  std::string p = tempPath("trailing.npy");
  writeFile(p, bytes);
  DenseTensor t;
  EXPECT_ERROR_EQ(readNpy(p, t),
                  p + ": data size mismatch: header says shape (2, 3) of "
                      "'<f4' = 24 bytes, but 27 bytes follow the header");
}

TEST(NpyErrors, TruncatedHeader) {
  std::string bytes = readFile(inputPath("f32_2x3.npy")).substr(0, 40);
  std::string p = tempPath("truncated_header.npy");
  writeFile(p, bytes);
  DenseTensor t;
  EXPECT_ERROR_EQ(readNpy(p, t), p + ": truncated file: header needs 118 "
                                     "bytes, only 30 are present");
  writeFile(p, std::string("\x93NUMPY\x01\x00\x05", 9));
  EXPECT_ERROR_EQ(readNpy(p, t), p + ": truncated file: expected 2 bytes of "
                                     "header length, got 1");
}

/// Returns a version 1.0 .npy file with header dict \p dict and \p data.
static std::string npyWithHeader(const std::string &dict,
                                 const std::string &data = "", char major = 1) {
  std::string out("\x93NUMPY", 6);
  out += major;
  out += '\0';
  out += static_cast<char>(dict.size() & 0xff);
  out += static_cast<char>(dict.size() >> 8);
  return out + dict + data;
}

TEST(NpyErrors, UnparsableHeaders) {
  DenseTensor t;
  std::string p = tempPath("bad_header.npy");
  writeFile(p, npyWithHeader("{'descr': '<f4', 'shape': (2,), }\n"));
  EXPECT_ERROR_EQ(readNpy(p, t), p + ": header has no 'fortran_order' key");
  writeFile(p, npyWithHeader("{'descr': '<f4', 'fortran_order': Maybe, "
                             "'shape': (2,), }\n"));
  EXPECT_ERROR_HAS(readNpy(p, t),
                   p + ": cannot parse header at offset 34: expected True or "
                       "False for 'fortran_order'");
  writeFile(p, npyWithHeader("{'descr': '<f4', 'fortran_order': False, "
                             "'shape': (2, x), }\n"));
  EXPECT_ERROR_HAS(readNpy(p, t),
                   p + ": cannot parse header at offset 54: expected a "
                       "non-negative integer in 'shape'");
  writeFile(p, npyWithHeader("not a dict"));
  EXPECT_ERROR_HAS(readNpy(p, t),
                   p + ": cannot parse header at offset 0: expected '{'");
  writeFile(p, npyWithHeader("{'descr': [('a', '<f4')], 'fortran_order': "
                             "False, 'shape': (1,), }\n"));
  EXPECT_ERROR_EQ(readNpy(p, t),
                  p + ": structured (record) dtypes are not supported");
  writeFile(p, npyWithHeader("{'descr': '<f4', 'fortran_order': False, "
                             "'shape': (1,), 'extra': 1}\n"));
  EXPECT_ERROR_HAS(readNpy(p, t), "unexpected key 'extra'");
  writeFile(p, npyWithHeader("{}", "", 4));
  EXPECT_ERROR_EQ(readNpy(p, t), p + ": unsupported .npy format version 4.0 "
                                     "(expected 1.0, 2.0 or 3.0)");
}

TEST(NpyErrors, HeaderVariantsNumpyAccepts) {
  // Double quotes, other key order, Python 2 long suffix, no trailing comma.
  std::string p = tempPath("variant.npy");
  std::string data(8, '\0');
  data[0] = 1;
  data[4] = 2;
  writeFile(p, npyWithHeader("{\"shape\": (2L,), \"fortran_order\": False, "
                             "\"descr\": \"<i4\"}\n",
                             data));
  DenseTensor t;
  ASSERT_OK(readNpy(p, t));
  EXPECT_EQ(vectorOf<int64_t>(t.data), (std::vector<int64_t>{1, 2}));
}

TEST(NpyErrors, WriteFailures) {
  DenseTensor t = DenseTensor::allocate(DType::F32, {2});
  std::string p = tempPath("no_such_dir/x.npy");
  EXPECT_ERROR_EQ(writeNpy(p, t), p + ": cannot open for writing: No such "
                                      "file or directory");
  t.shape = {3};
  EXPECT_ERROR_EQ(writeNpy(tempPath("bad.npy"), t),
                  tempPath("bad.npy") +
                      ": cannot write: dense f32 tensor of shape (3,) needs "
                      "12 bytes, buffer holds 8");
}
