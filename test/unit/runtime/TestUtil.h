//===- TestUtil.h - Helpers of the runtime unit tests -----------*- C++ -*-===//
//
// Part of the stype project.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_TEST_UNIT_RUNTIME_TESTUTIL_H
#define STYPE_TEST_UNIT_RUNTIME_TESTUTIL_H

#include "runtime/Npy.h"
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

/// Whether \p f is the value of the f16 bit pattern \p bits by the
/// compiler's _Float16 (true where the compiler has none).
inline bool matchesCompilerHalf(uint16_t bits, float f) {
#ifdef __FLT16_MANT_DIG__
  _Float16 ref;
  std::memcpy(&ref, &bits, 2);
  return static_cast<float>(ref) == f;
#else
  (void)bits;
  (void)f;
  return true;
#endif
}

/// Reads the .npy fixture \p name under Inputs and expects its dtype, shape
/// and elements (as \p T).
template <typename T>
void expectNpyFixture(const std::string &name, DType dtype,
                      const std::vector<int64_t> &shape,
                      const std::vector<T> &values) {
  DenseTensor t;
  Status s = readNpy(inputPath(name), t);
  ASSERT_TRUE(s.ok()) << s.message();
  EXPECT_EQ(t.dtype, dtype) << name;
  EXPECT_EQ(t.shape, shape) << name;
  EXPECT_EQ(vectorOf<T>(t.data), values) << name;
}

/// Returns the message of \p s less the path \p path that starts it (a
/// message that does not start with it is returned whole, so that comparing
/// the rest fails).
inline std::string messageAfter(const Status &s, const std::string &path) {
  const std::string &m = s.message();
  return m.rfind(path, 0) == 0 ? m.substr(path.size()) : m;
}

/// Reads the fixture \p name under Inputs with \p read (readNpy,
/// readCsrNpz, ...), expects an error and returns its message less the
/// fixture's path (messageAfter).
template <typename T>
std::string inputError(Status (*read)(const std::string &, T &),
                       const std::string &name) {
  std::string p = inputPath(name);
  T out;
  Status s = read(p, out);
  EXPECT_FALSE(s.ok()) << p;
  return messageAfter(s, p);
}

/// A fixture under Inputs and the error of reading it, less its path.
struct InputError {
  const char *name;
  std::string message;
};

/// Expects inputError(read, name) to be the message of every case.
template <typename T>
void expectInputErrors(Status (*read)(const std::string &, T &),
                       const std::vector<InputError> &cases) {
  for (const InputError &c : cases)
    EXPECT_EQ(inputError(read, c.name), c.message) << "fixture " << c.name;
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
