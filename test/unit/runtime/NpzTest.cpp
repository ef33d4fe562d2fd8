//===- NpzTest.cpp - Tests of the sparse .npz readers and writers ---------===//
//
// Part of the stype project.
//
//===----------------------------------------------------------------------===//

#include "runtime/Npy.h"
#include "test/unit/runtime/TestUtil.h"

#include <zip.h>

#include <fstream>
#include <iterator>

using namespace stype::rt;
using namespace stype::rt::test;

//===----------------------------------------------------------------------===//
// Files written by scipy / numpy
//===----------------------------------------------------------------------===//

TEST(NpzScipyFiles, CsrCompressedF64WithInt32Indices) {
  CsrTensor c;
  ASSERT_OK(readCsrNpz(inputPath("csr_f64_compressed.npz"), c));
  EXPECT_EQ(c.dtype, DType::F64);
  EXPECT_EQ(c.numRows, 3);
  EXPECT_EQ(c.numCols, 4);
  EXPECT_EQ(vectorOf<int64_t>(c.indptr), (std::vector<int64_t>{0, 2, 2, 4}));
  EXPECT_EQ(vectorOf<int64_t>(c.indices), (std::vector<int64_t>{1, 3, 0, 3}));
  EXPECT_EQ(vectorOf<double>(c.data), (std::vector<double>{1.5, 2, 3, -4}));
}

TEST(NpzScipyFiles, CsrStoredF32) {
  CsrTensor c;
  ASSERT_OK(readCsrNpz(inputPath("csr_f32_stored.npz"), c));
  EXPECT_EQ(c.dtype, DType::F32);
  EXPECT_EQ(vectorOf<float>(c.data), (std::vector<float>{1.5, 2, 3, -4}));
  EXPECT_EQ(vectorOf<int64_t>(c.indices), (std::vector<int64_t>{1, 3, 0, 3}));
}

TEST(NpzScipyFiles, CsrEmpty) {
  CsrTensor c;
  ASSERT_OK(readCsrNpz(inputPath("csr_empty.npz"), c));
  EXPECT_EQ(c.numRows, 3);
  EXPECT_EQ(c.numCols, 4);
  EXPECT_EQ(c.nnz(), 0);
  EXPECT_EQ(vectorOf<int64_t>(c.indptr), (std::vector<int64_t>{0, 0, 0, 0}));
}

TEST(NpzScipyFiles, CsrWithUnicodeFormat) {
  CsrTensor c;
  ASSERT_OK(readCsrNpz(inputPath("csr_unicode_format.npz"), c));
  EXPECT_EQ(c.numRows, 2);
  EXPECT_EQ(vectorOf<double>(c.data), (std::vector<double>{7}));
}

TEST(NpzScipyFiles, OnlyCsrIsAccepted) {
  CsrTensor c;
  for (const char *fmt : {"csc", "coo"}) {
    std::string p = inputPath(std::string(fmt) + ".npz");
    EXPECT_ERROR_EQ(readCsrNpz(p, c),
                    p + ": member 'format': format is '" + fmt +
                        "', but only csr is accepted here (convert with "
                        "scipy's .tocsr() before save_npz)");
  }
}

TEST(NpzScipyFiles, CsrUnsortedIndicesFailCheckFormat) {
  EXPECT_EQ(inputError(readCsrNpz, "csr_unsorted.npz"),
            ": invalid csr matrix: csr indices must be strictly ascending "
            "within each row: row 0 has column 1 after column 3 (MXNet: "
            "Indices of csr NDArray should be non-negative, in ascending order "
            "per row and less than the number of columns.)");
}

TEST(NpzScipyFiles, CsrMemberErrors) {
  CsrTensor c;
  expectInputErrors(readCsrNpz,
                    {{"csr_bad_indptr.npz", ": member 'indptr': expected a 1-D "
                                            "array, got shape (2, 3)"},
                     {"csr_missing_indptr.npz",
                      ": missing member 'indptr' (expected scipy.sparse."
                      "save_npz layout: data, indices, indptr, shape, "
                      "format)"}});
  // A row-sparse file has no indptr either, but its format says why.
  std::string p = inputPath("rsp_f32_3d.npz");
  EXPECT_ERROR_HAS(readCsrNpz(p, c), "format is 'row_sparse', but only csr "
                                     "is accepted here");
}

TEST(NpzScipyFiles, Rsp3D) {
  RspTensor r;
  ASSERT_OK(readRspNpz(inputPath("rsp_f32_3d.npz"), r));
  EXPECT_EQ(r.dtype, DType::F32);
  EXPECT_EQ(r.shape, (std::vector<int64_t>{5, 2, 3}));
  EXPECT_EQ(vectorOf<int64_t>(r.indices), (std::vector<int64_t>{1, 4}));
  std::vector<float> want;
  for (int i = 1; i <= 12; ++i)
    want.push_back(static_cast<float>(i));
  EXPECT_EQ(vectorOf<float>(r.data), want);
  DenseTensor d = toDense(r);
  EXPECT_EQ(d.data.data<float>()[6], 1);   // dense[1, 0, 0]
  EXPECT_EQ(d.data.data<float>()[29], 12); // dense[4, 1, 2]
  EXPECT_EQ(d.data.data<float>()[0], 0);
}

TEST(NpzScipyFiles, RspCompressedI64Rank1) {
  RspTensor r;
  ASSERT_OK(readRspNpz(inputPath("rsp_i64_1d.npz"), r));
  EXPECT_EQ(r.dtype, DType::I64);
  EXPECT_EQ(r.shape, (std::vector<int64_t>{7}));
  EXPECT_EQ(r.rowLength(), 1);
  EXPECT_EQ(vectorOf<int64_t>(r.indices), (std::vector<int64_t>{0, 2, 6}));
  EXPECT_EQ(vectorOf<int64_t>(r.data), (std::vector<int64_t>{10, 20, 30}));
}

TEST(NpzScipyFiles, RspErrors) {
  expectInputErrors(
      readRspNpz,
      {{"rsp_unsorted.npz",
        ": invalid row_sparse tensor: rsp indices must be strictly "
        "ascending: indices[1] = 1 after indices[0] = 3 (MXNet: Indices of "
        "row_sparse NDArray should be non-negative, less than the size of "
        "first dimension and in ascending order.)"},
       {"rsp_bad_data_shape.npz",
        ": member 'data': expected shape (2, 3) (number of "
        "stored rows, then shape[1:]), got (2, 4)"},
       {"csr_f64_compressed.npz",
        ": member 'format': format is 'csr', but only "
        "row_sparse is accepted here"}});
}

TEST(NpzScipyFiles, ReadSparseDispatchesOnFormat) {
  std::variant<CsrTensor, RspTensor> v;
  ASSERT_OK(readSparseNpz(inputPath("csr_f64_compressed.npz"), v));
  ASSERT_TRUE(std::holds_alternative<CsrTensor>(v));
  EXPECT_EQ(std::get<CsrTensor>(v).nnz(), 4);
  ASSERT_OK(readSparseNpz(inputPath("rsp_f32_3d.npz"), v));
  ASSERT_TRUE(std::holds_alternative<RspTensor>(v));
  EXPECT_EQ(std::get<RspTensor>(v).numStoredRows(), 2);
  EXPECT_EQ(inputError(readSparseNpz, "coo.npz"),
            ": member 'format': unsupported format 'coo'; only csr "
            "and row_sparse are accepted");
}

//===----------------------------------------------------------------------===//
// Archive-level errors
//===----------------------------------------------------------------------===//

TEST(NpzErrors, MissingFileAndNotAZip) {
  CsrTensor c;
  std::string p = tempPath("missing.npz");
  EXPECT_ERROR_EQ(readCsrNpz(p, c),
                  p + ": cannot open file: No such file or directory");
  EXPECT_EQ(inputError(readCsrNpz, "not_a_zip.npz"),
            ": cannot open as an .npz (zip) archive: Not a zip "
            "archive");
  // A plain .npy file is not an archive either.
  p = inputPath("f32_2x3.npy");
  EXPECT_ERROR_HAS(readCsrNpz(p, c), p + ": cannot open as an .npz (zip) "
                                         "archive");
}

TEST(NpzErrors, TruncatedArchive) {
  std::string bytes = readFile(inputPath("csr_f32_stored.npz"));
  std::string p = tempPath("truncated.npz");
  writeFile(p, bytes.substr(0, bytes.size() / 2));
  CsrTensor c;
  EXPECT_ERROR_HAS(readCsrNpz(p, c),
                   p + ": cannot open as an .npz (zip) archive: ");
}

TEST(NpzErrors, CorruptedMemberData) {
  // Flip a value byte of the stored data.npy member: the CRC check fails.
  std::string bytes = readFile(inputPath("csr_f32_stored.npz"));
  size_t member = bytes.find("data.npy");
  ASSERT_NE(member, std::string::npos);
  size_t header = bytes.find("\x93NUMPY", member);
  ASSERT_NE(header, std::string::npos);
  bytes[header + 128] ^= 0x55;
  std::string p = tempPath("corrupt.npz");
  writeFile(p, bytes);
  CsrTensor c;
  EXPECT_ERROR_HAS(readCsrNpz(p, c),
                   p + ": member 'data': cannot read: CRC error");
}

TEST(NpzErrors, MemberNpyErrorsNameTheMember) {
  expectInputErrors(
      readCsrNpz,
      {{"csr_float_shape.npz", ": member 'shape': expected an "
                               "integer array (<i4 or <i8), got f64"},
       {"csr_truncated_member.npz",
        ": member 'data': data size mismatch: header says shape "
        "(4,) of '<f4' = 16 bytes, but 11 bytes follow the "
        "header (truncated file)"}});
}

//===----------------------------------------------------------------------===//
// Writers
//===----------------------------------------------------------------------===//

static CsrTensor sampleCsr(DType dtype) {
  CsrTensor c = CsrTensor::allocate(dtype, 3, 4, 4);
  std::vector<int64_t> indptr = {0, 2, 2, 4}, indices = {1, 3, 0, 3};
  std::vector<double> values = {1.5, 2, 3, -4};
  for (size_t i = 0; i < indptr.size(); ++i)
    c.indptr.data<int64_t>()[i] = indptr[i];
  for (size_t i = 0; i < 4; ++i) {
    c.indices.data<int64_t>()[i] = indices[i];
    if (dtype == DType::F32)
      c.data.data<float>()[i] = static_cast<float>(values[i]);
    else if (dtype == DType::F64)
      c.data.data<double>()[i] = values[i];
    else
      c.data.data<int64_t>()[i] = static_cast<int64_t>(values[i] * 2);
  }
  return c;
}

TEST(NpzWriter, CsrRoundTrip) {
  for (DType dtype : {DType::F32, DType::F64, DType::I64}) {
    for (bool compressed : {false, true}) {
      SCOPED_TRACE(std::string(dtypeName(dtype)) +
                   (compressed ? " compressed" : " stored"));
      CsrTensor c = sampleCsr(dtype);
      std::string p = tempPath("csr_roundtrip.npz");
      ASSERT_OK(writeCsrNpz(p, c, compressed));
      CsrTensor r;
      ASSERT_OK(readCsrNpz(p, r));
      EXPECT_EQ(r.dtype, dtype);
      EXPECT_EQ(r.numRows, 3);
      EXPECT_EQ(r.numCols, 4);
      EXPECT_EQ(vectorOf<int64_t>(r.indptr), vectorOf<int64_t>(c.indptr));
      EXPECT_EQ(vectorOf<int64_t>(r.indices), vectorOf<int64_t>(c.indices));
      ASSERT_EQ(r.data.bytes(), c.data.bytes());
      EXPECT_EQ(std::memcmp(r.data.data(), c.data.data(), c.data.bytes()), 0);
    }
  }
}

// Identical tensors give byte-identical archives (no wall-clock timestamps),
// so results can be compared file to file across runs.
TEST(NpzWriter, ArchivesAreReproducible) {
  CsrTensor c = sampleCsr(DType::F32);
  std::string p = tempPath("csr_reproducible.npz");
  ASSERT_OK(writeCsrNpz(p, c));
  std::ifstream first(p, std::ios::binary);
  std::string a((std::istreambuf_iterator<char>(first)), {});
  // Rewrite after the zip clock (2 s resolution) has certainly ticked if the
  // archive recorded wall-clock time: compare the recorded time instead of
  // sleeping.
  int code = 0;
  zip_t *za = zip_open(p.c_str(), ZIP_RDONLY, &code);
  ASSERT_NE(za, nullptr);
  for (zip_int64_t i = 0; i < zip_get_num_entries(za, 0); ++i) {
    zip_stat_t st;
    ASSERT_EQ(zip_stat_index(za, i, 0, &st), 0);
    EXPECT_EQ(st.mtime, static_cast<time_t>(315532800)) << st.name;
  }
  zip_close(za);
  ASSERT_OK(writeCsrNpz(p, c));
  std::ifstream second(p, std::ios::binary);
  std::string b((std::istreambuf_iterator<char>(second)), {});
  EXPECT_EQ(a, b);
}

TEST(NpzWriter, EmptyCsrRoundTrip) {
  CsrTensor c = CsrTensor::allocate(DType::F32, 5, 7);
  std::string p = tempPath("csr_empty_roundtrip.npz");
  ASSERT_OK(writeCsrNpz(p, c));
  CsrTensor r;
  ASSERT_OK(readCsrNpz(p, r));
  EXPECT_EQ(r.numRows, 5);
  EXPECT_EQ(r.numCols, 7);
  EXPECT_EQ(r.nnz(), 0);
  CsrTensor zeroRows = CsrTensor::allocate(DType::F64, 0, 3);
  ASSERT_OK(writeCsrNpz(p, zeroRows, true));
  ASSERT_OK(readCsrNpz(p, r));
  EXPECT_EQ(r.numRows, 0);
  EXPECT_EQ(r.numCols, 3);
}

TEST(NpzWriter, RspRoundTrip) {
  struct Case {
    std::vector<int64_t> shape;
    std::vector<int64_t> indices;
  };
  std::vector<Case> cases = {{{7}, {0, 3, 6}},
                             {{5, 3}, {1, 4}},
                             {{5, 2, 3}, {1, 4}},
                             {{4, 3}, {}},
                             {{2, 2}, {0, 1}}};
  for (DType dtype : {DType::F32, DType::F64, DType::I64}) {
    for (const Case &cs : cases) {
      SCOPED_TRACE(std::string(dtypeName(dtype)) + " " + formatShape(cs.shape));
      RspTensor t = RspTensor::allocate(
          dtype, cs.shape, static_cast<int64_t>(cs.indices.size()));
      for (size_t i = 0; i < cs.indices.size(); ++i)
        t.indices.data<int64_t>()[i] = cs.indices[i];
      for (size_t b = 0; b < t.data.bytes(); ++b)
        t.data.data<unsigned char>()[b] = static_cast<unsigned char>(b * 7);
      std::string p = tempPath("rsp_roundtrip.npz");
      ASSERT_OK(writeRspNpz(p, t, cs.shape.size() == 2));
      RspTensor r;
      ASSERT_OK(readRspNpz(p, r));
      EXPECT_EQ(r.dtype, dtype);
      EXPECT_EQ(r.shape, cs.shape);
      EXPECT_EQ(vectorOf<int64_t>(r.indices), cs.indices);
      ASSERT_EQ(r.data.bytes(), t.data.bytes());
      EXPECT_EQ(std::memcmp(r.data.data(), t.data.data(), t.data.bytes()), 0);
    }
  }
}

TEST(NpzWriter, RejectsInvalidTensors) {
  std::string p = tempPath("invalid.npz");
  EXPECT_ERROR_HAS(writeCsrNpz(p, makeCsr(1, 2, {0, 1}, {5}, {1})),
                   p + ": cannot write: csr column index out of range");
  EXPECT_ERROR_HAS(writeRspNpz(p, makeRsp({3}, {2, 1}, {1, 2})),
                   p + ": cannot write: rsp indices must be strictly "
                       "ascending");
  std::string dir = tempPath("no_such_dir/x.npz");
  EXPECT_ERROR_HAS(writeCsrNpz(dir, sampleCsr(DType::F32)),
                   dir + ": cannot write archive: ");
}

TEST(NpzWriter, WritesFilesScipyReads) {
  // Checked by `make_inputs.py --check DIR` (see that script).
  ASSERT_OK(writeCsrNpz(tempPath("written_csr.npz"), sampleCsr(DType::F64)));
  ASSERT_OK(writeCsrNpz(tempPath("written_csr_compressed.npz"),
                        sampleCsr(DType::F32), true));
  RspTensor r;
  ASSERT_OK(readRspNpz(inputPath("rsp_f32_3d.npz"), r));
  ASSERT_OK(writeRspNpz(tempPath("written_rsp.npz"), r));
}

//===----------------------------------------------------------------------===//
// Robustness
//===----------------------------------------------------------------------===//

TEST(NpzRobustness, EveryTruncationIsAnError) {
  for (const char *name : {"csr_f32_stored.npz", "csr_f64_compressed.npz"}) {
    std::string bytes = readFile(inputPath(name));
    std::string p = tempPath("prefix.npz");
    for (size_t n = 0; n < bytes.size(); ++n) {
      writeFile(p, bytes.substr(0, n));
      CsrTensor c;
      Status s = readCsrNpz(p, c);
      EXPECT_FALSE(s.ok()) << name << " cut at " << n;
      EXPECT_EQ(s.message().rfind(p + ": ", 0), 0u) << s.message();
    }
  }
  std::string bytes = readFile(inputPath("i64_2x3x4.npy"));
  std::string p = tempPath("prefix.npy");
  for (size_t n = 0; n < bytes.size(); ++n) {
    writeFile(p, bytes.substr(0, n));
    DenseTensor t;
    Status s = readNpy(p, t);
    EXPECT_FALSE(s.ok()) << "cut at " << n;
    EXPECT_EQ(s.message().rfind(p + ": ", 0), 0u) << s.message();
  }
}

TEST(NpzRobustness, CorruptedBytesNeverYieldInvalidTensors) {
  // Flip every byte in turn: reading either fails cleanly or returns a
  // tensor that passes checkFormat.
  for (const char *name : {"csr_f32_stored.npz", "rsp_f32_3d.npz"}) {
    std::string bytes = readFile(inputPath(name));
    std::string p = tempPath("flipped.npz");
    for (size_t i = 0; i < bytes.size(); ++i) {
      std::string copy = bytes;
      copy[i] = static_cast<char>(copy[i] ^ 0x41);
      writeFile(p, copy);
      std::variant<CsrTensor, RspTensor> v;
      Status s = readSparseNpz(p, v);
      if (!s.ok()) {
        EXPECT_EQ(s.message().rfind(p + ": ", 0), 0u) << s.message();
        continue;
      }
      if (auto *c = std::get_if<CsrTensor>(&v))
        EXPECT_OK(checkFormat(*c));
      else
        EXPECT_OK(checkFormat(std::get<RspTensor>(v)));
    }
  }
}
