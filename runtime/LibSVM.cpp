//===- LibSVM.cpp - LibSVM text reader with MXNet semantics ---------------===//
//
// Part of the stype project.
//
//===----------------------------------------------------------------------===//

#include "runtime/LibSVM.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <sstream>
#include <string_view>
#include <sys/stat.h>

using namespace stype::rt;

template <typename... Args> static Status makeError(const Args &...args) {
  std::ostringstream os;
  (os << ... << args);
  return Status::error(os.str());
}

//===----------------------------------------------------------------------===//
// Line parsing
//===----------------------------------------------------------------------===//

/// One parsed, non-empty line.
struct stype::rt::detail::LibSVMRow {
  double label = 0;
  std::vector<int64_t> indices;
  std::vector<double> values;
};
using ParsedRow = stype::rt::detail::LibSVMRow;

static bool isSpace(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

/// Parses all of \p s as a floating-point number.
static bool parseNumber(std::string_view s, double &out) {
  if (s.empty() || isSpace(s[0]))
    return false;
  std::string buf(s);
  char *endp = nullptr;
  out = std::strtod(buf.c_str(), &endp);
  return endp == buf.c_str() + buf.size();
}

/// Parses all of \p s as a decimal integer ([+-]?[0-9]+) that fits int64.
static bool parseInteger(std::string_view s, int64_t &out) {
  size_t i = (!s.empty() && (s[0] == '-' || s[0] == '+')) ? 1 : 0;
  if (i == s.size())
    return false;
  for (size_t j = i; j < s.size(); ++j)
    if (s[j] < '0' || s[j] > '9')
      return false;
  std::string buf(s);
  errno = 0;
  long long v = std::strtoll(buf.c_str(), nullptr, 10);
  if (errno == ERANGE)
    return false;
  out = v;
  return true;
}

/// Parses line \p lineNo of \p path. \p empty is set for blank and comment
/// lines. Columns in messages are 1-based byte offsets.
static Status parseLine(const std::string &path, int64_t lineNo,
                        const std::string &text, const LibSVMOptions &options,
                        ParsedRow &row, bool &empty) {
  int64_t numFeatures = options.numFeatures, base = options.indexBase;
  row.indices.clear();
  row.values.clear();
  empty = true;
  auto fail = [&](size_t offset, const auto &...args) {
    return makeError(path, ":", lineNo, ":", offset + 1, ": ", args...);
  };
  size_t n = text.find('#');
  if (n == std::string::npos)
    n = text.size();
  size_t i = 0;
  bool first = true;
  while (true) {
    while (i < n && isSpace(text[i]))
      ++i;
    if (i >= n)
      break;
    size_t start = i;
    while (i < n && !isSpace(text[i]))
      ++i;
    std::string_view tok(text.data() + start, i - start);
    size_t colon = tok.find(':');
    if (first) {
      first = false;
      empty = false;
      std::string_view label = tok.substr(0, colon);
      if (!parseNumber(label, row.label))
        return fail(start, "invalid label '", label, "': expected a number");
      if (colon != std::string_view::npos) {
        std::string_view weight = tok.substr(colon + 1);
        double w;
        if (!parseNumber(weight, w))
          return fail(start + colon + 1, "invalid weight '", weight,
                      "': expected a number");
      }
      continue;
    }
    if (tok.substr(0, 4) == "qid:")
      continue;
    if (colon == std::string_view::npos)
      return fail(start, "feature '", tok,
                  "' has no ':value' (index-only features are not "
                  "supported)");
    std::string_view idxText = tok.substr(0, colon);
    std::string_view valText = tok.substr(colon + 1);
    int64_t idx;
    if (!parseInteger(idxText, idx))
      return fail(start, "invalid feature index '", idxText,
                  "': expected a non-negative integer");
    if (idx < 0)
      return fail(start, "negative feature index ", idx,
                  base == 0 ? " (indices are zero-based)"
                            : " (indices are one-based)");
    if (idx < base)
      return fail(start, "feature index ", idx,
                  " in a one-based file (indices start at 1)");
    // The column of the feature.
    int64_t col = idx - base;
    if (numFeatures >= 0 && col >= numFeatures)
      return fail(start, "feature index ", idx,
                  " is out of range: numFeatures is ", numFeatures,
                  base == 0 ? "" : " (indices are one-based)");
    // Without numFeatures the column count is the largest column + 1, which
    // must fit in int64.
    if (numFeatures < 0 && col == std::numeric_limits<int64_t>::max())
      return fail(start, "feature index ", idx,
                  " is too large: the column count (largest index + 1) "
                  "would not fit in int64");
    if (!row.indices.empty() && col <= row.indices.back())
      return fail(start,
                  "feature indices must be strictly ascending within a "
                  "line: ",
                  idx, " after ", row.indices.back() + base);
    double value;
    if (!parseNumber(valText, value))
      return fail(start + colon + 1, "invalid value '", valText,
                  "' for feature ", idx, ": expected a number");
    row.indices.push_back(col);
    row.values.push_back(value);
  }
  return Status::success();
}

/// Checks the options both readers share.
static Status checkOptions(const std::string &path,
                           const LibSVMOptions &options) {
  if (options.dtype != DType::F32 && options.dtype != DType::F64)
    return makeError(path, ": LibSVM values must be read as f32 or f64, not ",
                     dtypeName(options.dtype));
  if (options.indexBase != 0 && options.indexBase != 1)
    return makeError(path, ": indexBase must be 0 or 1, got ",
                     options.indexBase);
  return Status::success();
}

/// Stores \p v as element \p i of a buffer of \p dtype (f32 or f64).
static void storeValue(Buffer &buf, DType dtype, int64_t i, double v) {
  if (dtype == DType::F32)
    buf.data<float>()[i] = static_cast<float>(v);
  else
    buf.data<double>()[i] = v;
}

namespace {
/// Accumulates rows into a CSR matrix and a label vector.
class RowCollector {
public:
  void add(const ParsedRow &row) {
    labels.push_back(row.label);
    indices.insert(indices.end(), row.indices.begin(), row.indices.end());
    values.insert(values.end(), row.values.begin(), row.values.end());
    indptr.push_back(static_cast<int64_t>(indices.size()));
    for (int64_t idx : row.indices)
      maxIndex = std::max(maxIndex, idx);
  }

  int64_t numRows() const { return static_cast<int64_t>(labels.size()); }
  int64_t maxIndex = -1;

  void build(DType dtype, int64_t numCols, CsrTensor &data,
             DenseTensor &labelsOut) const {
    int64_t rows = numRows(), nnz = static_cast<int64_t>(indices.size());
    CsrTensor csr = CsrTensor::allocate(dtype, rows, numCols, nnz);
    std::copy(indptr.begin(), indptr.end(), csr.indptr.data<int64_t>());
    std::copy(indices.begin(), indices.end(), csr.indices.data<int64_t>());
    for (int64_t k = 0; k < nnz; ++k)
      storeValue(csr.data, dtype, k, values[k]);
    DenseTensor lab = DenseTensor::allocate(dtype, {rows}, false);
    for (int64_t r = 0; r < rows; ++r)
      storeValue(lab.data, dtype, r, labels[r]);
    data = std::move(csr);
    labelsOut = std::move(lab);
  }

  void clear() {
    labels.clear();
    indices.clear();
    values.clear();
    indptr.assign(1, 0);
    maxIndex = -1;
  }

private:
  std::vector<double> labels;
  std::vector<int64_t> indptr{0};
  std::vector<int64_t> indices;
  std::vector<double> values;
};
} // namespace

/// Returns the size of \p path, or an error naming it.
static Status fileSize(const std::string &path, uint64_t &size) {
  struct stat st;
  if (::stat(path.c_str(), &st) != 0)
    return makeError(path, ": cannot open file: ", std::strerror(errno));
  if (S_ISDIR(st.st_mode))
    return makeError(path, ": cannot open file: is a directory");
  size = static_cast<uint64_t>(st.st_size);
  return Status::success();
}

//===----------------------------------------------------------------------===//
// readLibSVM
//===----------------------------------------------------------------------===//

Status stype::rt::readLibSVM(const std::string &path,
                             const LibSVMOptions &options, CsrTensor &data,
                             DenseTensor &labels) {
  if (Status s = checkOptions(path, options); !s.ok())
    return s;
  uint64_t size = 0;
  if (Status s = fileSize(path, size); !s.ok())
    return s;
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return makeError(path, ": cannot open file: ", std::strerror(errno));
  RowCollector rows;
  ParsedRow row;
  std::string text;
  for (int64_t lineNo = 1; std::getline(in, text); ++lineNo) {
    bool empty;
    if (Status s = parseLine(path, lineNo, text, options, row, empty); !s.ok())
      return s;
    if (!empty)
      rows.add(row);
  }
  if (in.bad())
    return makeError(path, ": read error");
  int64_t numCols =
      options.numFeatures >= 0 ? options.numFeatures : rows.maxIndex + 1;
  rows.build(options.dtype, numCols, data, labels);
  return Status::success();
}

//===----------------------------------------------------------------------===//
// LibSVMBatchReader
//===----------------------------------------------------------------------===//

LibSVMBatchReader::LibSVMBatchReader() = default;
LibSVMBatchReader::~LibSVMBatchReader() = default;

/// Moves the interior boundary \p b forward to just after the first '\n' at
/// or after it (dmlc LineSplitter::SeekRecordBegin).
static uint64_t alignToLineStart(std::ifstream &in, uint64_t b, uint64_t size) {
  if (b == 0 || b >= size)
    return std::min(b, size);
  in.clear();
  in.seekg(static_cast<std::streamoff>(b));
  char buf[4096];
  uint64_t p = b;
  while (p < size) {
    in.read(buf, sizeof(buf));
    std::streamsize got = in.gcount();
    if (got <= 0)
      break;
    const void *nl = std::memchr(buf, '\n', static_cast<size_t>(got));
    if (nl)
      return p + (static_cast<const char *>(nl) - buf) + 1;
    p += static_cast<uint64_t>(got);
  }
  return size;
}

/// Counts the '\n' bytes in [0, end) of \p in.
static int64_t countNewlines(std::ifstream &in, uint64_t end) {
  in.clear();
  in.seekg(0);
  char buf[4096];
  int64_t count = 0;
  uint64_t p = 0;
  while (p < end) {
    size_t want = static_cast<size_t>(std::min<uint64_t>(sizeof(buf), end - p));
    in.read(buf, static_cast<std::streamsize>(want));
    std::streamsize got = in.gcount();
    if (got <= 0)
      break;
    for (std::streamsize i = 0; i < got; ++i)
      count += buf[i] == '\n';
    p += static_cast<uint64_t>(got);
  }
  return count;
}

Status LibSVMBatchReader::open(const std::string &path,
                               const LibSVMBatchOptions &options) {
  isOpen = false;
  if (Status s = checkOptions(path, options); !s.ok())
    return s;
  if (options.numFeatures < 0)
    return makeError(path, ": LibSVMBatchReader needs numFeatures (MXNet's "
                           "data_shape)");
  if (options.batchSize < 1)
    return makeError(path, ": batchSize must be >= 1, got ", options.batchSize);
  if (options.numParts < 1 || options.partIndex < 0 ||
      options.partIndex >= options.numParts)
    return makeError(path, ": partIndex must be in [0, numParts), got part ",
                     options.partIndex, " of ", options.numParts);
  uint64_t size = 0;
  if (Status s = fileSize(path, size); !s.ok())
    return s;
  in.close();
  in.clear();
  in.open(path, std::ios::binary);
  if (!in)
    return makeError(path, ": cannot open file: ", std::strerror(errno));
  this->path = path;
  this->options = options;
  uint64_t parts = static_cast<uint64_t>(options.numParts);
  uint64_t k = static_cast<uint64_t>(options.partIndex);
  uint64_t step = (size + parts - 1) / parts;
  begin = alignToLineStart(in, std::min(step * k, size), size);
  end = alignToLineStart(in, std::min(step * (k + 1), size), size);
  if (end < begin)
    end = begin;
  firstLine = 1 + countNewlines(in, begin);
  numOverflow = 0;
  isOpen = true;
  rewind();
  return Status::success();
}

void LibSVMBatchReader::rewind() {
  in.clear();
  in.seekg(static_cast<std::streamoff>(begin));
  pos = begin;
  line = firstLine;
}

void LibSVMBatchReader::reset() {
  // As MXNet's BatchLoader::BeforeFirst: after a wrap-around the stream
  // already sits after the wrapped rows, so it is not rewound.
  if (numOverflow == 0)
    rewind();
  numOverflow = 0;
}

Status LibSVMBatchReader::readRow(ParsedRow &row, bool &got) {
  got = false;
  std::string text;
  while (pos < end) {
    if (!std::getline(in, text)) {
      if (in.bad())
        return makeError(path, ": read error");
      pos = end;
      break;
    }
    pos += text.size() + (in.eof() ? 0 : 1);
    int64_t lineNo = line++;
    bool empty;
    if (Status s = parseLine(path, lineNo, text, options, row, empty); !s.ok())
      return s;
    if (!empty) {
      got = true;
      return Status::success();
    }
  }
  return Status::success();
}

Status LibSVMBatchReader::next(CsrTensor &batch, DenseTensor &labels,
                               bool &hasBatch, int64_t &numPadded) {
  hasBatch = false;
  numPadded = 0;
  if (!isOpen)
    return Status::error("LibSVMBatchReader: next() called before open()");
  // After a wrap-around the epoch is over until reset().
  if (numOverflow != 0)
    return Status::success();
  RowCollector rows;
  ParsedRow row;
  bool got = false;
  while (rows.numRows() < options.batchSize) {
    if (Status s = readRow(row, got); !s.ok())
      return s;
    if (!got)
      break;
    rows.add(row);
  }
  if (rows.numRows() == 0)
    return Status::success();
  if (rows.numRows() < options.batchSize) {
    rewind();
    while (rows.numRows() < options.batchSize) {
      if (Status s = readRow(row, got); !s.ok())
        return s;
      if (!got)
        return makeError(path, ": part ", options.partIndex, " of ",
                         options.numParts, " has fewer rows than one batch ",
                         "of ", options.batchSize,
                         " needs (MXNet: number of input must be bigger than "
                         "batch size)");
      rows.add(row);
      ++numOverflow;
    }
  }
  rows.build(options.dtype, options.numFeatures, batch, labels);
  hasBatch = true;
  numPadded = numOverflow;
  return Status::success();
}
