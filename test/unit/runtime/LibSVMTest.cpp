//===- LibSVMTest.cpp - Tests of the LibSVM readers -----------------------===//
//
// Part of the stype project.
//
//===----------------------------------------------------------------------===//

#include "runtime/LibSVM.h"
#include "test/unit/runtime/TestUtil.h"

#include <sstream>

using namespace stype::rt;
using namespace stype::rt::test;

/// Writes \p content to a scratch file named \p name and returns its path.
static std::string svmFile(const std::string &name,
                           const std::string &content) {
  std::string p = tempPath(name);
  writeFile(p, content);
  return p;
}

//===----------------------------------------------------------------------===//
// readLibSVM
//===----------------------------------------------------------------------===//

TEST(LibSVM, ParsesLabelsFeaturesCommentsAndBlankLines) {
  std::string p = svmFile("basic.svm", "# a comment line\n"
                                       "1 0:1.5 3:2\n"
                                       "\n"
                                       "   \t\n"
                                       "-1:0.5 qid:3 1:-2 2:3e2  # trailing\n"
                                       "0\n"
                                       "2.5 2:0\n");
  CsrTensor data;
  DenseTensor labels;
  ASSERT_OK(readLibSVM(p, LibSVMOptions(), data, labels));
  EXPECT_OK(checkFormat(data));
  EXPECT_EQ(data.dtype, DType::F32);
  EXPECT_EQ(data.numRows, 4);
  EXPECT_EQ(data.numCols, 4); // max index 3 + 1
  EXPECT_EQ(vectorOf<int64_t>(data.indptr),
            (std::vector<int64_t>{0, 2, 4, 4, 5}));
  EXPECT_EQ(vectorOf<int64_t>(data.indices),
            (std::vector<int64_t>{0, 3, 1, 2, 2}));
  // The stored zero 2:0 is kept.
  EXPECT_EQ(vectorOf<float>(data.data),
            (std::vector<float>{1.5, 2, -2, 300, 0}));
  EXPECT_EQ(labels.dtype, DType::F32);
  EXPECT_EQ(labels.shape, (std::vector<int64_t>{4}));
  EXPECT_EQ(vectorOf<float>(labels.data), (std::vector<float>{1, -1, 0, 2.5}));
}

TEST(LibSVM, NumFeaturesAndF64) {
  std::string p = svmFile("f64.svm", "3 1:0.1\r\n4 0:0.2 2:0.3");
  LibSVMOptions opts;
  opts.numFeatures = 10;
  opts.dtype = DType::F64;
  CsrTensor data;
  DenseTensor labels;
  ASSERT_OK(readLibSVM(p, opts, data, labels));
  EXPECT_EQ(data.dtype, DType::F64);
  EXPECT_EQ(data.numCols, 10);
  EXPECT_EQ(vectorOf<double>(data.data), (std::vector<double>{0.1, 0.2, 0.3}));
  EXPECT_EQ(vectorOf<double>(labels.data), (std::vector<double>{3, 4}));
}

TEST(LibSVM, EmptyFile) {
  std::string p = svmFile("empty.svm", "# only a comment\n\n");
  CsrTensor data;
  DenseTensor labels;
  ASSERT_OK(readLibSVM(p, LibSVMOptions(), data, labels));
  EXPECT_EQ(data.numRows, 0);
  EXPECT_EQ(data.numCols, 0);
  EXPECT_OK(checkFormat(data));
  EXPECT_EQ(labels.shape, (std::vector<int64_t>{0}));
}

/// Returns the error of reading \p content as a LibSVM file named \p name,
/// less the file's path that starts it (messageAfter).
static std::string errorOf(const std::string &name, const std::string &content,
                           int64_t numFeatures = -1) {
  std::string p = svmFile(name, content);
  LibSVMOptions opts;
  opts.numFeatures = numFeatures;
  CsrTensor data;
  DenseTensor labels;
  Status s = readLibSVM(p, opts, data, labels);
  EXPECT_FALSE(s.ok());
  return messageAfter(s, p);
}

TEST(LibSVMErrors, NonNumericLabel) {
  EXPECT_EQ(errorOf("e1.svm", "1 0:1\nabc 1:2\n"),
            ":2:1: invalid label 'abc': expected a number");
  EXPECT_EQ(errorOf("e2.svm", "  1x 1:2\n"),
            ":1:3: invalid label '1x': expected a number");
}

TEST(LibSVMErrors, NonNumericWeight) {
  EXPECT_EQ(errorOf("e3.svm", "1:w 0:1\n"),
            ":1:3: invalid weight 'w': expected a number");
}

TEST(LibSVMErrors, NonNumericValue) {
  EXPECT_EQ(errorOf("e4.svm", "1 2:x\n"),
            ":1:5: invalid value 'x' for feature 2: expected a number");
  EXPECT_EQ(errorOf("e5.svm", "1 2:\n"),
            ":1:5: invalid value '' for feature 2: expected a number");
}

TEST(LibSVMErrors, MissingColon) {
  EXPECT_EQ(errorOf("e6.svm", "1 0:1 5\n"),
            ":1:7: feature '5' has no ':value' "
            "(index-only features are not supported)");
}

TEST(LibSVMErrors, BadIndex) {
  EXPECT_EQ(errorOf("e7.svm", "1 a:1\n"),
            ":1:3: invalid feature index 'a': expected "
            "a non-negative integer");
  EXPECT_EQ(errorOf("e8.svm", "1 1.5:1\n"),
            ":1:3: invalid feature index '1.5': "
            "expected a non-negative integer");
}

TEST(LibSVMErrors, NegativeIndex) {
  EXPECT_EQ(errorOf("e9.svm", "1 -1:2\n"),
            ":1:3: negative feature index -1 (indices are zero-based)");
}

TEST(LibSVMErrors, IndexOutOfRange) {
  EXPECT_EQ(errorOf("e10.svm", "1 3:1\n0 1:1 4:1\n", 4),
            ":2:7: feature index 4 is out of range: numFeatures is 4");
}

TEST(LibSVMErrors, IndicesNotStrictlyAscending) {
  EXPECT_EQ(errorOf("e11.svm", "1 3:1 2:1\n"),
            ":1:7: feature indices must be strictly "
            "ascending within a line: 2 after 3");
  EXPECT_EQ(errorOf("e12.svm", "1 3:1 3:1\n"),
            ":1:7: feature indices must be strictly "
            "ascending within a line: 3 after 3");
}

TEST(LibSVMErrors, LineNumbersCountBlankAndCommentLines) {
  EXPECT_EQ(errorOf("e13.svm", "# comment\n\n1 0:1\n\t0 0:z\n"),
            ":4:6: invalid value 'z' for feature 0: expected a number");
}

TEST(LibSVMErrors, MissingFileAndBadDType) {
  std::string p = tempPath("missing.svm");
  CsrTensor data;
  DenseTensor labels;
  EXPECT_ERROR_EQ(readLibSVM(p, LibSVMOptions(), data, labels),
                  p + ": cannot open file: No such file or directory");
  LibSVMOptions opts;
  opts.dtype = DType::I64;
  p = svmFile("ok.svm", "1 0:1\n");
  EXPECT_ERROR_EQ(readLibSVM(p, opts, data, labels),
                  p + ": LibSVM values must be read as f32 or f64, not i64");
}

TEST(LibSVM, OneBasedIndices) {
  std::string p = svmFile("one.svm", "1 1:0.5 4:2\n0 2:1\n");
  LibSVMOptions opts;
  opts.indexBase = 1;
  CsrTensor data;
  DenseTensor labels;
  ASSERT_OK(readLibSVM(p, opts, data, labels));
  EXPECT_EQ(data.numCols, 4); // max index 4, one-based
  EXPECT_EQ(vectorOf<int64_t>(data.indices), (std::vector<int64_t>{0, 3, 1}));
  EXPECT_EQ(vectorOf<float>(data.data), (std::vector<float>{0.5, 2, 1}));
  opts.numFeatures = 4;
  ASSERT_OK(readLibSVM(p, opts, data, labels));
  EXPECT_EQ(data.numCols, 4);
}

TEST(LibSVMErrors, OneBasedIndices) {
  LibSVMOptions opts;
  opts.indexBase = 1;
  CsrTensor data;
  DenseTensor labels;
  std::string p = svmFile("e14.svm", "1 1:1\n0 0:1\n");
  EXPECT_ERROR_EQ(readLibSVM(p, opts, data, labels),
                  p + ":2:3: feature index 0 in a one-based file (indices "
                      "start at 1)");
  p = svmFile("e15.svm", "1 4:1 5:1\n");
  opts.numFeatures = 4;
  EXPECT_ERROR_EQ(readLibSVM(p, opts, data, labels),
                  p + ":1:7: feature index 5 is out of range: numFeatures is "
                      "4 (indices are one-based)");
  p = svmFile("e16.svm", "1 3:1 3:2\n");
  EXPECT_ERROR_EQ(readLibSVM(p, opts, data, labels),
                  p + ":1:7: feature indices must be strictly ascending "
                      "within a line: 3 after 3");
  opts.indexBase = 2;
  EXPECT_ERROR_EQ(readLibSVM(p, opts, data, labels),
                  p + ": indexBase must be 0 or 1, got 2");
}

//===----------------------------------------------------------------------===//
// LibSVMBatchReader
//===----------------------------------------------------------------------===//

/// Row r (1-based) has label r and the single feature (r - 1):r.
static std::string numberedRows(int n) {
  std::ostringstream os;
  for (int r = 1; r <= n; ++r)
    os << r << " " << (r - 1) << ":" << r << "\n";
  return os.str();
}

/// Reads one batch and returns its labels; checks the CSR shape too.
static std::vector<float> nextLabels(LibSVMBatchReader &reader,
                                     int64_t &numPadded, bool &hasBatch) {
  CsrTensor batch;
  DenseTensor labels;
  Status s = reader.next(batch, labels, hasBatch, numPadded);
  EXPECT_TRUE(s.ok()) << s.message();
  if (!hasBatch)
    return {};
  EXPECT_OK(checkFormat(batch));
  EXPECT_EQ(batch.numRows, labels.shape[0]);
  // Row r holds exactly feature (r - 1) with value r.
  for (int64_t i = 0; i < batch.numRows; ++i) {
    float label = labels.data.data<float>()[i];
    EXPECT_EQ(batch.indptr.data<int64_t>()[i + 1], i + 1);
    EXPECT_EQ(batch.indices.data<int64_t>()[i],
              static_cast<int64_t>(label) - 1);
    EXPECT_EQ(batch.data.data<float>()[i], label);
  }
  return vectorOf<float>(labels.data);
}

static LibSVMBatchOptions batchOptions(int64_t batchSize, int64_t numParts = 1,
                                       int64_t partIndex = 0) {
  LibSVMBatchOptions o;
  o.numFeatures = 100;
  o.batchSize = batchSize;
  o.numParts = numParts;
  o.partIndex = partIndex;
  return o;
}

TEST(LibSVMBatchReader, RoundBatchWrapsAroundLikeMXNet) {
  std::string p = svmFile("four.svm", numberedRows(4));
  LibSVMBatchReader reader;
  ASSERT_OK(reader.open(p, batchOptions(3)));
  bool has;
  int64_t padded;
  CsrTensor batch;
  DenseTensor labels;
  ASSERT_OK(reader.next(batch, labels, has, padded));
  ASSERT_TRUE(has);
  EXPECT_EQ(batch.numRows, 3);
  EXPECT_EQ(batch.numCols, 100);
  EXPECT_EQ(labels.shape, (std::vector<int64_t>{3}));
  EXPECT_EQ(padded, 0);

  EXPECT_EQ(nextLabels(reader, padded, has), (std::vector<float>{4, 1, 2}));
  EXPECT_TRUE(has);
  EXPECT_EQ(padded, 2);
  nextLabels(reader, padded, has);
  EXPECT_FALSE(has);
  nextLabels(reader, padded, has);
  EXPECT_FALSE(has);

  // MXNet does not rewind after a wrap: the next epoch continues after the
  // wrapped rows.
  reader.reset();
  EXPECT_EQ(nextLabels(reader, padded, has), (std::vector<float>{3, 4, 1}));
  EXPECT_EQ(padded, 1);
  nextLabels(reader, padded, has);
  EXPECT_FALSE(has);
  reader.reset();
  EXPECT_EQ(nextLabels(reader, padded, has), (std::vector<float>{2, 3, 4}));
  EXPECT_EQ(padded, 0);
  nextLabels(reader, padded, has);
  EXPECT_FALSE(has);
  // That epoch ended without a wrap, so reset rewinds.
  reader.reset();
  EXPECT_EQ(nextLabels(reader, padded, has), (std::vector<float>{1, 2, 3}));
  EXPECT_EQ(padded, 0);
}

TEST(LibSVMBatchReader, ExactMultipleHasNoPadding) {
  std::string p = svmFile("four_b2.svm", numberedRows(4));
  LibSVMBatchReader reader;
  ASSERT_OK(reader.open(p, batchOptions(2)));
  bool has;
  int64_t padded;
  EXPECT_EQ(nextLabels(reader, padded, has), (std::vector<float>{1, 2}));
  EXPECT_EQ(nextLabels(reader, padded, has), (std::vector<float>{3, 4}));
  EXPECT_EQ(padded, 0);
  nextLabels(reader, padded, has);
  EXPECT_FALSE(has);
  reader.reset();
  EXPECT_EQ(nextLabels(reader, padded, has), (std::vector<float>{1, 2}));
  // reset in the middle of an epoch rewinds.
  reader.reset();
  EXPECT_EQ(nextLabels(reader, padded, has), (std::vector<float>{1, 2}));
}

TEST(LibSVMBatchReader, BatchLargerThanInput) {
  std::string p = svmFile("two.svm", "# c\n1 0:1\n\n2 1:2");
  LibSVMBatchReader reader;
  ASSERT_OK(reader.open(p, batchOptions(3)));
  bool has;
  int64_t padded;
  EXPECT_EQ(nextLabels(reader, padded, has), (std::vector<float>{1, 2, 1}));
  EXPECT_EQ(padded, 1);

  std::string one = svmFile("one.svm", "1 0:1\n");
  ASSERT_OK(reader.open(one, batchOptions(3)));
  CsrTensor batch;
  DenseTensor labels;
  EXPECT_ERROR_EQ(reader.next(batch, labels, has, padded),
                  one + ": part 0 of 1 has fewer rows than one batch of 3 "
                        "needs (MXNet: number of input must be bigger than "
                        "batch size)");
  EXPECT_FALSE(has);

  std::string none = svmFile("none.svm", "");
  ASSERT_OK(reader.open(none, batchOptions(3)));
  ASSERT_OK(reader.next(batch, labels, has, padded));
  EXPECT_FALSE(has);
}

TEST(LibSVMBatchReader, ParseErrorsReportAbsoluteLines) {
  std::string content = numberedRows(6) + "7 6:7 5:1\n";
  std::string p = svmFile("bad_tail.svm", content);
  LibSVMBatchReader reader;
  ASSERT_OK(reader.open(p, batchOptions(1, 2, 1)));
  EXPECT_GT(reader.partBegin(), 0u);
  CsrTensor batch;
  DenseTensor labels;
  bool has = true;
  int64_t padded;
  Status s = Status::success();
  while (has && s.ok())
    s = reader.next(batch, labels, has, padded);
  EXPECT_ERROR_EQ(s, p + ":7:7: feature indices must be strictly ascending "
                         "within a line: 5 after 6");
}

TEST(LibSVMBatchReader, OptionErrors) {
  std::string p = svmFile("opts.svm", numberedRows(2));
  LibSVMBatchReader reader;
  LibSVMBatchOptions o = batchOptions(2);
  o.numFeatures = -1;
  EXPECT_ERROR_EQ(reader.open(p, o),
                  p + ": LibSVMBatchReader needs numFeatures (MXNet's "
                      "data_shape)");
  EXPECT_ERROR_EQ(reader.open(p, batchOptions(0)),
                  p + ": batchSize must be >= 1, got 0");
  EXPECT_ERROR_EQ(reader.open(p, batchOptions(1, 2, 2)),
                  p + ": partIndex must be in [0, numParts), got part 2 of 2");
  std::string missing = tempPath("missing_batch.svm");
  EXPECT_ERROR_EQ(reader.open(missing, batchOptions(1)),
                  missing + ": cannot open file: No such file or directory");
  CsrTensor batch;
  DenseTensor labels;
  bool has;
  int64_t padded;
  EXPECT_ERROR_EQ(reader.next(batch, labels, has, padded),
                  "LibSVMBatchReader: next() called before open()");
}

TEST(LibSVMBatchReader, PartitionBoundariesFollowDmlc) {
  // 12 bytes, 2 parts: step 6. Byte 6 starts line 2, so (as dmlc's
  // LineSplitter) the boundary moves to the start of the line after it.
  std::string p = svmFile("dmlc.svm", "1 0:1\n2 0:1\n");
  LibSVMBatchReader r0, r1;
  ASSERT_OK(r0.open(p, batchOptions(1, 2, 0)));
  ASSERT_OK(r1.open(p, batchOptions(1, 2, 1)));
  EXPECT_EQ(r0.partBegin(), 0u);
  EXPECT_EQ(r0.partEnd(), 12u);
  EXPECT_EQ(r1.partBegin(), 12u);
  EXPECT_EQ(r1.partEnd(), 12u);
  // Byte 5 is the '\n' of line 1: line 2 starts part 1.
  std::string q = svmFile("dmlc2.svm", "1 0:1\n2 0:1\n3\n");
  ASSERT_OK(r0.open(q, batchOptions(1, 3, 0)));
  ASSERT_OK(r1.open(q, batchOptions(1, 3, 1)));
  EXPECT_EQ(r0.partEnd(), 6u);
  EXPECT_EQ(r1.partBegin(), 6u);
  EXPECT_EQ(r1.partEnd(), 12u);
}

TEST(LibSVMBatchReader, PartsCoverTheFileExactlyOnce) {
  // Lines of varied length, with blank and comment lines and no final '\n'.
  std::ostringstream os;
  int numRows = 0;
  for (int r = 1; r <= 57; ++r) {
    if (r % 7 == 0)
      os << "\n";
    if (r % 11 == 0)
      os << "# comment " << std::string(r % 13, 'x') << "\n";
    os << r;
    for (int k = 0; k < r % 5; ++k)
      os << " " << (k * 3 + r % 3) << ":" << k + 0.25;
    if (r != 57)
      os << "\n";
    ++numRows;
  }
  std::string p = svmFile("parts.svm", os.str());
  uint64_t size = os.str().size();
  std::vector<float> all;
  {
    LibSVMOptions opts;
    CsrTensor data;
    DenseTensor labels;
    ASSERT_OK(readLibSVM(p, opts, data, labels));
    all = vectorOf<float>(labels.data);
    ASSERT_EQ(all.size(), static_cast<size_t>(numRows));
  }
  for (int64_t numParts : {1, 2, 3, 4, 5, 7, 16, 100, 1000}) {
    SCOPED_TRACE("numParts = " + std::to_string(numParts));
    std::vector<float> seen;
    uint64_t expectBegin = 0;
    for (int64_t k = 0; k < numParts; ++k) {
      LibSVMBatchReader reader;
      LibSVMBatchOptions o = batchOptions(1, numParts, k);
      o.numFeatures = 20;
      ASSERT_OK(reader.open(p, o));
      EXPECT_EQ(reader.partBegin(), expectBegin);
      expectBegin = reader.partEnd();
      CsrTensor batch;
      DenseTensor labels;
      bool has = true;
      int64_t padded;
      while (true) {
        ASSERT_OK(reader.next(batch, labels, has, padded));
        if (!has)
          break;
        EXPECT_EQ(padded, 0);
        seen.push_back(labels.data.data<float>()[0]);
      }
    }
    EXPECT_EQ(expectBegin, size);
    EXPECT_EQ(seen, all);
  }
}

TEST(LibSVMBatchReader, PartitionWrapsWithinItsPart) {
  // 6 rows of 6 bytes, 2 parts of 18 bytes: the boundary at byte 18 starts
  // row 4, so part 0 is rows 1-4 and part 1 rows 5-6.
  std::string p = svmFile("wrap_parts.svm", numberedRows(6));
  LibSVMBatchReader reader;
  ASSERT_OK(reader.open(p, batchOptions(3, 2, 1)));
  bool has;
  int64_t padded;
  EXPECT_EQ(nextLabels(reader, padded, has), (std::vector<float>{5, 6, 5}));
  EXPECT_EQ(padded, 1);
  ASSERT_OK(reader.open(p, batchOptions(3, 2, 0)));
  EXPECT_EQ(nextLabels(reader, padded, has), (std::vector<float>{1, 2, 3}));
  EXPECT_EQ(nextLabels(reader, padded, has), (std::vector<float>{4, 1, 2}));
  EXPECT_EQ(padded, 2);
}
