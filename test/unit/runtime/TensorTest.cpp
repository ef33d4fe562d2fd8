//===- TensorTest.cpp - Tests of runtime/Tensor.h -------------------------===//
//
// Part of the stype project.
//
//===----------------------------------------------------------------------===//

#include "runtime/Tensor.h"
#include "test/unit/runtime/TestUtil.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>

using namespace stype::rt;
using namespace stype::rt::test;

static const std::string kIndPtr =
    " (MXNet: IndPtr of csr NDArray should be non-negative, in non-decreasing "
    "order, start with 0, and end with value equal with size of indices.)";
static const std::string kIndices =
    " (MXNet: Indices of csr NDArray should be non-negative, in ascending "
    "order per row and less than the number of columns.)";
static const std::string kRspIndices =
    " (MXNet: Indices of row_sparse NDArray should be non-negative, less than "
    "the size of first dimension and in ascending order.)";

//===----------------------------------------------------------------------===//
// Status, DType, Buffer
//===----------------------------------------------------------------------===//

TEST(Status, SuccessAndError) {
  Status ok = Status::success();
  EXPECT_TRUE(ok.ok());
  EXPECT_EQ(ok.message(), "");
  Status err = Status::error("boom");
  EXPECT_FALSE(err.ok());
  EXPECT_EQ(err.message(), "boom");
  Status copy = err;
  EXPECT_FALSE(copy.ok());
  EXPECT_EQ(copy.message(), "boom");
}

TEST(DType, SizesAndNames) {
  EXPECT_EQ(dtypeSize(DType::F32), 4u);
  EXPECT_EQ(dtypeSize(DType::F64), 8u);
  EXPECT_EQ(dtypeSize(DType::I64), 8u);
  EXPECT_STREQ(dtypeName(DType::F32), "f32");
  EXPECT_STREQ(dtypeName(DType::F64), "f64");
  EXPECT_STREQ(dtypeName(DType::I64), "i64");
  EXPECT_EQ(parseDType("f32"), DType::F32);
  EXPECT_EQ(parseDType("f64"), DType::F64);
  EXPECT_EQ(parseDType("i64"), DType::I64);
  EXPECT_EQ(parseDType("i32"), std::nullopt);
}

TEST(Buffer, AllocateIsAlignedAndShared) {
  for (size_t bytes : {0u, 1u, 63u, 64u, 1000u}) {
    Buffer b = Buffer::allocate(bytes);
    ASSERT_NE(b.data(), nullptr);
    EXPECT_EQ(reinterpret_cast<uintptr_t>(b.data()) % kBufferAlignment, 0u);
    EXPECT_EQ(b.bytes(), bytes);
  }
  Buffer a = Buffer::allocate(16);
  Buffer alias = a;
  a.data<int64_t>()[1] = 42;
  EXPECT_EQ(alias.data<int64_t>()[1], 42);
  EXPECT_EQ(alias.count<int64_t>(), 2u);
  Buffer copy = a.clone();
  a.data<int64_t>()[1] = 7;
  EXPECT_EQ(copy.data<int64_t>()[1], 42);
}

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
// Under ASan (scripts/sanitize.sh), huge allocations return null as glibc's
// do instead of aborting the test binary: the runtime must report them, and
// the Huge* tests below check that it does.
extern "C" const char *__asan_default_options() {
  return "allocator_may_return_null=1";
}
#endif
#endif

// Sizes that cannot be allocated give an empty buffer (null data), never a
// wrapped size or an abort: callers report STYPE_ERROR_OUT_OF_MEMORY.
TEST(Buffer, HugeSizesGiveNull) {
  EXPECT_EQ(Buffer::allocate(SIZE_MAX).data(), nullptr);
  EXPECT_EQ(Buffer::allocate(SIZE_MAX - 10).data(), nullptr);
  EXPECT_EQ(Buffer::allocateZeroed(size_t(1) << 62).data(), nullptr);
}

TEST(Tensors, HugeShapesAllocateNothing) {
  const int64_t t40 = int64_t(1) << 40, t62 = int64_t(1) << 62;
  // 4 TiB: the allocation fails.
  EXPECT_EQ(DenseTensor::allocate(DType::F32, {1, t40}).data.data(), nullptr);
  // 2 x 2^62 x 4 bytes overflows int64; 2^62 x 2^62 elements overflow too.
  EXPECT_EQ(DenseTensor::allocate(DType::F32, {2, t62}).data.data(), nullptr);
  EXPECT_EQ(DenseTensor::allocate(DType::F64, {t62, t62}).data.data(), nullptr);
  EXPECT_EQ(DenseTensor::allocate(DType::F32, {-1, 4}).data.data(), nullptr);
  CsrTensor csr = CsrTensor::allocate(DType::F32, 1, t62, t62);
  EXPECT_EQ(csr.indices.data(), nullptr);
  EXPECT_EQ(csr.data.data(), nullptr);
  EXPECT_EQ(CsrTensor::allocate(DType::F32, INT64_MAX, 4, 0).indptr.data(),
            nullptr);
  RspTensor rsp = RspTensor::allocate(DType::F32, {t62, t62}, 4);
  EXPECT_EQ(rsp.data.data(), nullptr);
  // toDense of a csr whose dense form cannot be allocated: null data, no
  // write.
  CsrTensor wide = makeCsr(1, t40, {0, 1}, {t40 - 1}, {1.0});
  DenseTensor d = toDense(wide);
  EXPECT_EQ(d.data.data(), nullptr);
  EXPECT_EQ(d.shape, (std::vector<int64_t>{1, t40}));
}

TEST(Buffer, AllocateZeroed) {
  Buffer b = Buffer::allocateZeroed(100);
  for (size_t i = 0; i < 100; ++i)
    EXPECT_EQ(b.data<unsigned char>()[i], 0);
}

TEST(Buffer, AdoptRunsDeleterOnceWhenLastCopyDies) {
  int calls = 0;
  void *mem = std::malloc(32);
  {
    Buffer b = Buffer::adopt(mem, 32, [&](void *p) {
      ++calls;
      std::free(p);
    });
    {
      Buffer c = b;
      EXPECT_EQ(c.data(), mem);
    }
    EXPECT_EQ(calls, 0);
  }
  EXPECT_EQ(calls, 1);
  // malloc'ed memory of a compiled kernel, freed with free.
  Buffer k = Buffer::adopt(std::malloc(8), 8, std::free);
  EXPECT_EQ(k.bytes(), 8u);
}

TEST(Buffer, BorrowDoesNotFree) {
  int64_t storage[3] = {1, 2, 3};
  {
    Buffer b = Buffer::borrow(storage, sizeof(storage));
    EXPECT_EQ(b.data<int64_t>()[2], 3);
    b.data<int64_t>()[2] = 9;
  }
  EXPECT_EQ(storage[2], 9);
  Buffer empty;
  EXPECT_EQ(empty.data(), nullptr);
  EXPECT_EQ(empty.bytes(), 0u);
}

TEST(Tensor, DenseHelpers) {
  DenseTensor t = DenseTensor::allocate(DType::F64, {2, 3});
  EXPECT_EQ(t.numElements(), 6);
  EXPECT_EQ(t.data.bytes(), 48u);
  EXPECT_OK(checkFormat(t));
  DenseTensor scalar = DenseTensor::allocate(DType::F32, {});
  EXPECT_EQ(scalar.numElements(), 1);
  DenseTensor empty = DenseTensor::allocate(DType::I64, {4, 0});
  EXPECT_EQ(empty.numElements(), 0);
  t.shape = {2, 4};
  EXPECT_ERROR_EQ(checkFormat(t),
                  "dense f64 tensor of shape (2, 4) needs 64 bytes, buffer "
                  "holds 48");
  EXPECT_EQ(formatShape({}), "()");
  EXPECT_EQ(formatShape({3}), "(3,)");
  EXPECT_EQ(formatShape({2, 3}), "(2, 3)");
}

//===----------------------------------------------------------------------===//
// CSR checkFormat
//===----------------------------------------------------------------------===//

TEST(CsrCheckFormat, AcceptsValidMatrices) {
  // Stored zeros are legal.
  CsrTensor a = makeCsr(3, 4, {0, 2, 2, 4}, {1, 3, 0, 3}, {1.5, 0, 3, -4});
  EXPECT_OK(checkFormat(a));
  EXPECT_EQ(a.nnz(), 4);
  // MXNet's empty csr: indptr of zeros, no indices or data.
  EXPECT_OK(checkFormat(makeCsr(3, 4, {0, 0, 0, 0}, {}, {})));
  EXPECT_OK(checkFormat(CsrTensor::allocate(DType::F32, 5, 2)));
  // No rows at all.
  EXPECT_OK(checkFormat(makeCsr(0, 4, {0}, {}, {})));
}

TEST(CsrCheckFormat, NegativeShape) {
  EXPECT_ERROR_EQ(checkFormat(makeCsr(-1, 3, {0}, {}, {})),
                  "csr shape must be non-negative, got (-1, 3)");
}

TEST(CsrCheckFormat, BufferSizesNotWholeEntries) {
  CsrTensor a = makeCsr(1, 4, {0, 1}, {1}, {1.0});
  a.indptr = Buffer::allocateZeroed(12);
  EXPECT_ERROR_EQ(checkFormat(a), "csr indptr buffer holds 12 bytes, not a "
                                  "whole number of int64 entries");
  a = makeCsr(1, 4, {0, 1}, {1}, {1.0});
  a.indices = Buffer::allocateZeroed(9);
  EXPECT_ERROR_EQ(checkFormat(a), "csr indices buffer holds 9 bytes, not a "
                                  "whole number of int64 entries");
  a = makeCsr(1, 4, {0, 1}, {1}, {1.0});
  a.data = Buffer::allocateZeroed(6);
  a.dtype = DType::F32;
  EXPECT_ERROR_EQ(checkFormat(a), "csr data buffer holds 6 bytes, not a "
                                  "whole number of f32 values");
}

TEST(CsrCheckFormat, IndPtrLength) {
  EXPECT_ERROR_EQ(checkFormat(makeCsr(3, 4, {0, 1, 2}, {0, 1}, {1, 2})),
                  "csr indptr must have numRows + 1 = 4 entries, got 3" +
                      kIndPtr);
}

TEST(CsrCheckFormat, IndicesDataLengthMismatch) {
  EXPECT_ERROR_EQ(checkFormat(makeCsr(2, 4, {0, 1, 2}, {0, 1}, {1})),
                  "csr indices and data must have the same length, got 2 "
                  "indices and 1 values");
}

TEST(CsrCheckFormat, IndPtrMustStartAtZero) {
  EXPECT_ERROR_EQ(checkFormat(makeCsr(2, 4, {1, 1, 2}, {0, 1}, {1, 2})),
                  "csr indptr[0] must be 0, got 1" + kIndPtr);
}

TEST(CsrCheckFormat, IndPtrMustBeNonDecreasing) {
  EXPECT_ERROR_EQ(
      checkFormat(makeCsr(3, 4, {0, 2, 1, 2}, {0, 1}, {1, 2})),
      "csr indptr must be non-decreasing: indptr[2] = 1 < indptr[1] = 2" +
          kIndPtr);
  // A negative entry after 0 is caught as a decrease.
  EXPECT_ERROR_EQ(
      checkFormat(makeCsr(2, 4, {0, -1, 0}, {}, {})),
      "csr indptr must be non-decreasing: indptr[1] = -1 < indptr[0] = 0" +
          kIndPtr);
}

TEST(CsrCheckFormat, IndPtrMustEndAtNnz) {
  EXPECT_ERROR_EQ(checkFormat(makeCsr(2, 4, {0, 1, 1}, {0, 1}, {1, 2})),
                  "csr indptr[2] = 1 must equal the number of stored entries "
                  "(nnz = 2)" +
                      kIndPtr);
}

TEST(CsrCheckFormat, ColumnOutOfRange) {
  EXPECT_ERROR_EQ(
      checkFormat(makeCsr(2, 4, {0, 1, 3}, {0, 2, 4}, {1, 2, 3})),
      "csr column index out of range: row 1 (entry 2) has column 4, expected "
      "[0, 4)" +
          kIndices);
  EXPECT_ERROR_EQ(
      checkFormat(makeCsr(2, 4, {0, 1, 2}, {0, -3}, {1, 2})),
      "csr column index out of range: row 1 (entry 1) has column -3, expected "
      "[0, 4)" +
          kIndices);
}

TEST(CsrCheckFormat, ColumnsStrictlyAscendingPerRow) {
  EXPECT_ERROR_EQ(
      checkFormat(makeCsr(4, 10, {0, 0, 1, 1, 3}, {2, 9, 7}, {1, 2, 3})),
      "csr indices must be strictly ascending within each row: row 3 has "
      "column 7 after column 9" +
          kIndices);
  // Duplicates are rejected too.
  EXPECT_ERROR_EQ(
      checkFormat(makeCsr(1, 10, {0, 2}, {5, 5}, {1, 2})),
      "csr indices must be strictly ascending within each row: row 0 has "
      "column 5 after column 5" +
          kIndices);
  // Descending across a row boundary is fine.
  EXPECT_OK(checkFormat(makeCsr(2, 10, {0, 1, 2}, {9, 1}, {1, 2})));
}

//===----------------------------------------------------------------------===//
// RSP checkFormat
//===----------------------------------------------------------------------===//

TEST(RspCheckFormat, AcceptsValidTensors) {
  RspTensor a = makeRsp({5, 2}, {1, 4}, {1, 2, 3, 4});
  EXPECT_OK(checkFormat(a));
  EXPECT_EQ(a.numStoredRows(), 2);
  EXPECT_EQ(a.rowLength(), 2);
  // Empty, full, rank 1, row length 0, stored all-zero rows.
  EXPECT_OK(checkFormat(makeRsp({5, 3}, {}, {})));
  EXPECT_OK(checkFormat(makeRsp({2, 1}, {0, 1}, {0, 0})));
  EXPECT_OK(checkFormat(makeRsp({7}, {0, 6}, {1, 2})));
  EXPECT_OK(checkFormat(makeRsp({3, 0}, {0, 2}, {})));
  RspTensor b = RspTensor::allocate(DType::F32, {4, 2, 3}, 0);
  EXPECT_EQ(b.rowLength(), 6);
  EXPECT_OK(checkFormat(b));
}

TEST(RspCheckFormat, Rank) {
  EXPECT_ERROR_EQ(checkFormat(makeRsp({}, {}, {})),
                  "rsp shape must have rank >= 1, got ()");
  EXPECT_ERROR_EQ(checkFormat(makeRsp({4, -1}, {}, {})),
                  "rsp shape must be non-negative, got (4, -1)");
}

TEST(RspCheckFormat, BufferSizes) {
  RspTensor a = makeRsp({5, 2}, {1}, {1, 2});
  a.indices = Buffer::allocateZeroed(7);
  EXPECT_ERROR_EQ(checkFormat(a), "rsp indices buffer holds 7 bytes, not a "
                                  "whole number of int64 entries");
  a = makeRsp({5, 2}, {1}, {1, 2});
  a.data = Buffer::allocateZeroed(12);
  EXPECT_ERROR_EQ(checkFormat(a), "rsp data buffer holds 12 bytes, not a "
                                  "whole number of f64 values");
  EXPECT_ERROR_EQ(checkFormat(makeRsp({5, 4}, {0, 1, 2}, {1, 2, 3, 4, 5})),
                  "rsp data must hold numStoredRows * rowLength = 3 * 4 "
                  "values, got 5");
}

TEST(RspCheckFormat, RowIdsInRange) {
  EXPECT_ERROR_EQ(checkFormat(makeRsp({8}, {1, 8}, {1, 2})),
                  "rsp row index out of range: indices[1] = 8, expected [0, "
                  "8)" +
                      kRspIndices);
  EXPECT_ERROR_EQ(checkFormat(makeRsp({8}, {-1}, {1})),
                  "rsp row index out of range: indices[0] = -1, expected [0, "
                  "8)" +
                      kRspIndices);
}

TEST(RspCheckFormat, RowIdsStrictlyAscending) {
  EXPECT_ERROR_EQ(checkFormat(makeRsp({8}, {1, 5, 3}, {1, 2, 3})),
                  "rsp indices must be strictly ascending: indices[2] = 3 "
                  "after indices[1] = 5" +
                      kRspIndices);
  EXPECT_ERROR_EQ(checkFormat(makeRsp({8}, {2, 2}, {1, 2})),
                  "rsp indices must be strictly ascending: indices[1] = 2 "
                  "after indices[0] = 2" +
                      kRspIndices);
}

//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//

TEST(Conversions, CsrToDense) {
  DenseTensor d =
      toDense(makeCsr(3, 4, {0, 2, 2, 4}, {1, 3, 0, 3}, {1.5, 2, 3, -4}));
  EXPECT_EQ(d.dtype, DType::F64);
  EXPECT_EQ(d.shape, (std::vector<int64_t>{3, 4}));
  EXPECT_EQ(vectorOf<double>(d.data),
            (std::vector<double>{0, 1.5, 0, 2, 0, 0, 0, 0, 3, 0, 0, -4}));
}

TEST(Conversions, RspToDense) {
  DenseTensor d = toDense(makeRsp({4, 2}, {0, 3}, {1, 2, 3, 4}));
  EXPECT_EQ(d.shape, (std::vector<int64_t>{4, 2}));
  EXPECT_EQ(vectorOf<double>(d.data),
            (std::vector<double>{1, 2, 0, 0, 0, 0, 3, 4}));
}

TEST(Conversions, DenseToCsrKeepsNonZerosAndNaN) {
  DenseTensor d = DenseTensor::allocate(DType::F32, {2, 3});
  float *v = d.data.data<float>();
  v[1] = 2;
  v[3] = NAN;
  v[5] = -1;
  CsrTensor c;
  ASSERT_OK(toCsr(d, c));
  EXPECT_OK(checkFormat(c));
  EXPECT_EQ(c.dtype, DType::F32);
  EXPECT_EQ(vectorOf<int64_t>(c.indptr), (std::vector<int64_t>{0, 1, 3}));
  EXPECT_EQ(vectorOf<int64_t>(c.indices), (std::vector<int64_t>{1, 0, 2}));
  std::vector<float> vals = vectorOf<float>(c.data);
  ASSERT_EQ(vals.size(), 3u);
  EXPECT_EQ(vals[0], 2);
  EXPECT_TRUE(std::isnan(vals[1]));
  EXPECT_EQ(vals[2], -1);
  DenseTensor back = toDense(c);
  EXPECT_TRUE(std::isnan(back.data.data<float>()[3]));
  EXPECT_EQ(back.data.data<float>()[5], -1);

  DenseTensor three = DenseTensor::allocate(DType::F32, {2, 3, 4});
  EXPECT_ERROR_EQ(toCsr(three, c), "toCsr needs a 2-D tensor, got shape (2, "
                                   "3, 4)");
}

TEST(Conversions, DenseToRspKeepsRowsWithAnyNonZero) {
  DenseTensor d = DenseTensor::allocate(DType::I64, {4, 2, 2});
  d.data.data<int64_t>()[4 * 1 + 3] = 5;
  d.data.data<int64_t>()[4 * 3 + 0] = -2;
  RspTensor r;
  ASSERT_OK(toRsp(d, r));
  EXPECT_OK(checkFormat(r));
  EXPECT_EQ(r.shape, (std::vector<int64_t>{4, 2, 2}));
  EXPECT_EQ(vectorOf<int64_t>(r.indices), (std::vector<int64_t>{1, 3}));
  EXPECT_EQ(vectorOf<int64_t>(r.data),
            (std::vector<int64_t>{0, 0, 0, 5, -2, 0, 0, 0}));
  DenseTensor back = toDense(r);
  EXPECT_EQ(vectorOf<int64_t>(back.data), vectorOf<int64_t>(d.data));
  EXPECT_ERROR_EQ(toRsp(DenseTensor::allocate(DType::F32, {}), r),
                  "toRsp needs a tensor of rank >= 1, got shape ()");
}
