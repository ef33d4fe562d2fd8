//===- TestUtil.h - Helpers of the runtime unit tests -----------*- C++ -*-===//
//
// Part of the stype project.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_TEST_UNIT_RUNTIME_TESTUTIL_H
#define STYPE_TEST_UNIT_RUNTIME_TESTUTIL_H

#include "runtime/Status.h"
#include "runtime/Tensor.h"

#include <gtest/gtest.h>

#include <stdlib.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace stype {
namespace rt {
namespace test {

/// Returns the path of fixture \p name under test/unit/runtime/Inputs.
inline std::string inputPath(const std::string &name) {
  return std::string(STYPE_TEST_INPUTS) + "/" + name;
}

/// A per-process scratch directory, removed at exit unless the environment
/// variable STYPE_RT_KEEP_TEMP is set (then its path is printed), so that
/// concurrent runs (lit shards, several build trees) never share files.
class ScratchDir {
public:
  ScratchDir() {
    std::string pattern = ::testing::TempDir() + "stype_rt_XXXXXX";
    std::vector<char> buf(pattern.begin(), pattern.end());
    buf.push_back('\0');
    if (::mkdtemp(buf.data()))
      path = buf.data();
    else
      path = ::testing::TempDir();
  }
  ~ScratchDir() {
    if (std::getenv("STYPE_RT_KEEP_TEMP")) {
      std::fprintf(stderr, "kept scratch files in %s\n", path.c_str());
      return;
    }
    std::error_code ec;
    if (path != ::testing::TempDir())
      std::filesystem::remove_all(path, ec);
  }
  std::string path;
};

/// Returns a path for \p name in this process's scratch directory.
inline std::string tempPath(const std::string &name) {
  static ScratchDir dir;
  return dir.path + "/" + name;
}

/// Writes \p content to \p path.
inline void writeFile(const std::string &path, const std::string &content) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << content;
}

/// Returns the bytes of \p path.
inline std::string readFile(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

/// Returns a buffer holding a copy of \p values.
template <typename T> Buffer bufferOf(const std::vector<T> &values) {
  Buffer b = Buffer::allocate(values.size() * sizeof(T));
  if (!values.empty())
    std::memcpy(b.data(), values.data(), values.size() * sizeof(T));
  return b;
}

/// Returns the elements of \p b as a vector of \p T.
template <typename T> std::vector<T> vectorOf(const Buffer &b) {
  return std::vector<T>(b.data<T>(), b.data<T>() + b.count<T>());
}

/// Builds a f64 CSR matrix from plain vectors.
inline CsrTensor makeCsr(int64_t rows, int64_t cols,
                         const std::vector<int64_t> &indptr,
                         const std::vector<int64_t> &indices,
                         const std::vector<double> &data) {
  CsrTensor t;
  t.dtype = DType::F64;
  t.numRows = rows;
  t.numCols = cols;
  t.indptr = bufferOf(indptr);
  t.indices = bufferOf(indices);
  t.data = bufferOf(data);
  return t;
}

/// Builds a f64 row-sparse tensor from plain vectors.
inline RspTensor makeRsp(const std::vector<int64_t> &shape,
                         const std::vector<int64_t> &indices,
                         const std::vector<double> &data) {
  RspTensor t;
  t.dtype = DType::F64;
  t.shape = shape;
  t.indices = bufferOf(indices);
  t.data = bufferOf(data);
  return t;
}

} // namespace test
} // namespace rt
} // namespace stype

/// Expects \p status to be an error whose message is exactly \p msg.
#define EXPECT_ERROR_EQ(status, msg)                                           \
  do {                                                                         \
    ::stype::rt::Status s_ = (status);                                         \
    EXPECT_FALSE(s_.ok());                                                     \
    EXPECT_EQ(s_.message(), (msg));                                            \
  } while (0)

/// Expects \p status to be an error whose message contains \p part.
#define EXPECT_ERROR_HAS(status, part)                                         \
  do {                                                                         \
    ::stype::rt::Status s_ = (status);                                         \
    EXPECT_FALSE(s_.ok());                                                     \
    EXPECT_NE(s_.message().find(part), std::string::npos)                      \
        << "message: " << s_.message() << "\nexpected to contain: " << (part); \
  } while (0)

/// Expects \p status to be a success, printing the message otherwise.
#define EXPECT_OK(status)                                                      \
  do {                                                                         \
    ::stype::rt::Status s_ = (status);                                         \
    EXPECT_TRUE(s_.ok()) << s_.message();                                      \
  } while (0)

#define ASSERT_OK(status)                                                      \
  do {                                                                         \
    ::stype::rt::Status s_ = (status);                                         \
    ASSERT_TRUE(s_.ok()) << s_.message();                                      \
  } while (0)

#endif // STYPE_TEST_UNIT_RUNTIME_TESTUTIL_H
