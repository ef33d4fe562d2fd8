//===- Tensor.cpp - Dense and sparse tensors of the stype runtime ---------===//
//
// Part of the stype project.
//
//===----------------------------------------------------------------------===//

#include "runtime/Tensor.h"

#include <cassert>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <initializer_list>
#include <limits>
#include <sstream>
#include <utility>

using namespace stype::rt;

//===----------------------------------------------------------------------===//
// DType
//===----------------------------------------------------------------------===//

static const DTypeInfo kDTypes[] = {
    {DType::F32, "f32", 4, "<f4"},
    {DType::F64, "f64", 8, "<f8"},
    {DType::I64, "i64", 8, "<i8"},
    {DType::F16, "f16", 2, "<f2"},
};

const DTypeInfo *stype::rt::dtypeInfo(DType dtype) {
  for (const DTypeInfo &info : kDTypes)
    if (info.dtype == dtype)
      return &info;
  return nullptr;
}

size_t stype::rt::dtypeSize(DType dtype) {
  const DTypeInfo *info = dtypeInfo(dtype);
  return info ? info->size : 0;
}

const char *stype::rt::dtypeName(DType dtype) {
  const DTypeInfo *info = dtypeInfo(dtype);
  return info ? info->name : "?";
}

std::optional<DType> stype::rt::parseDType(std::string_view name) {
  for (const DTypeInfo &info : kDTypes)
    if (name == info.name)
      return info.dtype;
  return std::nullopt;
}

float stype::rt::halfToFloat(uint16_t h) {
  uint32_t sign = static_cast<uint32_t>(h & 0x8000u) << 16;
  uint32_t exp = (h >> 10) & 0x1fu;
  uint32_t mant = h & 0x3ffu;
  uint32_t bits;
  if (exp == 0x1f) { // infinity or NaN (payload kept)
    bits = sign | 0x7f800000u | (mant << 13);
  } else if (exp != 0) { // normal
    bits = sign | ((exp + 112) << 23) | (mant << 13);
  } else if (mant == 0) { // signed zero
    bits = sign;
  } else { // subnormal: mant * 2^-24, exact in f32
    float v = static_cast<float>(mant) * 0x1p-24f;
    std::memcpy(&bits, &v, 4);
    bits |= sign;
  }
  float f;
  std::memcpy(&f, &bits, 4);
  return f;
}

uint16_t stype::rt::floatToHalf(float f) {
  uint32_t x;
  std::memcpy(&x, &f, 4);
  uint16_t sign = static_cast<uint16_t>((x >> 16) & 0x8000u);
  uint32_t absx = x & 0x7fffffffu;
  if (absx >= 0x7f800000u) // infinity, or NaN (made quiet)
    return sign | 0x7c00u |
           (absx > 0x7f800000u ? 0x200u | ((absx >> 13) & 0x3ffu) : 0u);
  if (absx >= 0x477ff000u) // >= 65520: rounds to infinity
    return sign | 0x7c00u;
  if (absx < 0x38800000u) { // below the smallest normal f16 (2^-14)
    // Subnormal or zero: round |f| / 2^-24 to the nearest integer, ties to
    // even (exact: |f| < 2^-14 has at most 24 significant bits).
    float scaled = std::fabs(f) * 0x1p24f;
    float r = std::nearbyint(scaled); // default rounding mode: to even
    return sign | static_cast<uint16_t>(r);
  }
  // Normal: drop 13 mantissa bits, rounding to nearest even; a carry into
  // the exponent is the correct result (up to infinity, excluded above).
  uint32_t rounded = absx + 0xfffu + ((absx >> 13) & 1u);
  return sign | static_cast<uint16_t>((rounded - 0x38000000u) >> 13);
}

//===----------------------------------------------------------------------===//
// Buffer
//===----------------------------------------------------------------------===//

Buffer Buffer::allocate(size_t bytes) {
  // aligned_alloc wants a multiple of the alignment; never allocate zero so
  // that the data pointer of an empty buffer is still valid and aligned.
  if (bytes > std::numeric_limits<size_t>::max() / 2)
    return Buffer();
  size_t rounded =
      (bytes + kBufferAlignment - 1) / kBufferAlignment * kBufferAlignment;
  if (rounded == 0)
    rounded = kBufferAlignment;
  void *ptr = std::aligned_alloc(kBufferAlignment, rounded);
  if (!ptr)
    return Buffer();
  Buffer b;
  b.owner = std::shared_ptr<void>(ptr, [](void *p) { std::free(p); });
  b.ptr = ptr;
  b.size = bytes;
  return b;
}

Buffer Buffer::allocateZeroed(size_t bytes) {
  Buffer b = allocate(bytes);
  if (b.ptr)
    std::memset(b.ptr, 0, bytes);
  return b;
}

Buffer Buffer::adopt(void *ptr, size_t bytes,
                     std::function<void(void *)> deleter) {
  Buffer b;
  if (ptr && deleter)
    b.owner = std::shared_ptr<void>(ptr, std::move(deleter));
  b.ptr = ptr;
  b.size = bytes;
  return b;
}

Buffer Buffer::borrow(void *ptr, size_t bytes) {
  Buffer b;
  b.ptr = ptr;
  b.size = bytes;
  return b;
}

Buffer Buffer::clone() const {
  Buffer b = allocate(size);
  if (size)
    std::memcpy(b.ptr, ptr, size);
  return b;
}

//===----------------------------------------------------------------------===//
// Tensors
//===----------------------------------------------------------------------===//

/// Returns the product of \p dims, or -1 if a dimension is negative or the
/// product overflows int64.
static int64_t checkedProduct(const int64_t *begin, const int64_t *end) {
  int64_t n = 1;
  for (const int64_t *it = begin; it != end; ++it) {
    if (*it < 0)
      return -1;
    if (*it != 0 && n > std::numeric_limits<int64_t>::max() / *it)
      return -1;
    n *= *it;
  }
  return n;
}

int64_t DenseTensor::numElements() const {
  return checkedProduct(shape.data(), shape.data() + shape.size());
}

/// `count` elements of `elt` bytes, or SIZE_MAX (which Buffer::allocate
/// refuses) if the count is negative or the product overflows.
static size_t checkedBytes(int64_t count, size_t elt) {
  if (count < 0 ||
      static_cast<uint64_t>(count) > std::numeric_limits<size_t>::max() / elt)
    return std::numeric_limits<size_t>::max();
  return static_cast<size_t>(count) * elt;
}

DenseTensor DenseTensor::allocate(DType dtype, std::vector<int64_t> shape,
                                  bool zeroed) {
  DenseTensor t;
  t.dtype = dtype;
  t.shape = std::move(shape);
  size_t bytes = checkedBytes(t.numElements(), dtypeSize(dtype));
  t.data = zeroed ? Buffer::allocateZeroed(bytes) : Buffer::allocate(bytes);
  return t;
}

int64_t CsrTensor::nnz() const {
  return static_cast<int64_t>(indices.count<int64_t>());
}

CsrTensor CsrTensor::allocate(DType dtype, int64_t numRows, int64_t numCols,
                              int64_t nnz) {
  CsrTensor t;
  t.dtype = dtype;
  t.numRows = numRows;
  t.numCols = numCols;
  t.indptr = Buffer::allocateZeroed(
      checkedBytes(numRows < 0 || numRows == std::numeric_limits<int64_t>::max()
                       ? -1
                       : numRows + 1,
                   sizeof(int64_t)));
  t.indices = Buffer::allocateZeroed(checkedBytes(nnz, sizeof(int64_t)));
  t.data = Buffer::allocateZeroed(checkedBytes(nnz, dtypeSize(dtype)));
  return t;
}

int64_t RspTensor::numStoredRows() const {
  return static_cast<int64_t>(indices.count<int64_t>());
}

int64_t RspTensor::rowLength() const {
  if (shape.empty())
    return 1;
  return checkedProduct(shape.data() + 1, shape.data() + shape.size());
}

RspTensor RspTensor::allocate(DType dtype, std::vector<int64_t> shape,
                              int64_t numStoredRows) {
  RspTensor t;
  t.dtype = dtype;
  t.shape = std::move(shape);
  t.indices = Buffer::allocate(checkedBytes(numStoredRows, sizeof(int64_t)));
  int64_t rowLength = t.rowLength();
  int64_t count = -1;
  if (numStoredRows >= 0 && rowLength >= 0 &&
      (rowLength == 0 ||
       numStoredRows <= std::numeric_limits<int64_t>::max() / rowLength))
    count = numStoredRows * rowLength;
  t.data = Buffer::allocateZeroed(checkedBytes(count, dtypeSize(dtype)));
  return t;
}

std::string stype::rt::formatShape(const std::vector<int64_t> &shape) {
  std::ostringstream os;
  os << '(';
  for (size_t i = 0; i < shape.size(); ++i) {
    if (i)
      os << ", ";
    os << shape[i];
  }
  if (shape.size() == 1)
    os << ',';
  os << ')';
  return os.str();
}

//===----------------------------------------------------------------------===//
// checkFormat
//===----------------------------------------------------------------------===//

static const char *const kCsrIndPtrMsg =
    " (MXNet: IndPtr of csr NDArray should be non-negative, in non-decreasing "
    "order, start with 0, and end with value equal with size of indices.)";
static const char *const kCsrIndicesMsg =
    " (MXNet: Indices of csr NDArray should be non-negative, in ascending "
    "order per row and less than the number of columns.)";
static const char *const kRspIndicesMsg =
    " (MXNet: Indices of row_sparse NDArray should be non-negative, less than "
    "the size of first dimension and in ascending order.)";

template <typename... Args> static Status makeError(const Args &...args) {
  std::ostringstream os;
  (os << ... << args);
  return Status::error(os.str());
}

/// Checks that each index buffer of a `kind` tensor holds whole int64
/// entries and its data buffer whole values of `dtype`.
static Status checkWholeElements(
    const char *kind,
    std::initializer_list<std::pair<const char *, const Buffer *>> indices,
    const Buffer &data, DType dtype) {
  for (const auto &[name, buffer] : indices)
    if (buffer->bytes() % sizeof(int64_t) != 0)
      return makeError(kind, " ", name, " buffer holds ", buffer->bytes(),
                       " bytes, not a whole number of int64 entries");
  if (data.bytes() % dtypeSize(dtype) != 0)
    return makeError(kind, " data buffer holds ", data.bytes(),
                     " bytes, not a whole number of ", dtypeName(dtype),
                     " values");
  return Status::success();
}

Status stype::rt::checkFormat(const CsrTensor &csr) {
  if (csr.numRows < 0 || csr.numCols < 0)
    return makeError("csr shape must be non-negative, got (", csr.numRows, ", ",
                     csr.numCols, ")");
  if (Status s = checkWholeElements(
          "csr", {{"indptr", &csr.indptr}, {"indices", &csr.indices}}, csr.data,
          csr.dtype);
      !s.ok())
    return s;
  size_t elt = dtypeSize(csr.dtype);
  uint64_t numPtr = csr.indptr.count<int64_t>();
  if (numPtr != static_cast<uint64_t>(csr.numRows) + 1)
    return makeError("csr indptr must have numRows + 1 = ",
                     static_cast<uint64_t>(csr.numRows) + 1, " entries, got ",
                     numPtr, kCsrIndPtrMsg);
  int64_t nnz = csr.nnz();
  uint64_t numValues = csr.data.bytes() / elt;
  if (numValues != static_cast<uint64_t>(nnz))
    return makeError("csr indices and data must have the same length, got ",
                     nnz, " indices and ", numValues, " values");
  const int64_t *indptr = csr.indptr.data<int64_t>();
  const int64_t *indices = csr.indices.data<int64_t>();
  if (indptr[0] != 0)
    return makeError("csr indptr[0] must be 0, got ", indptr[0], kCsrIndPtrMsg);
  for (int64_t r = 0; r < csr.numRows; ++r)
    if (indptr[r + 1] < indptr[r])
      return makeError("csr indptr must be non-decreasing: indptr[", r + 1,
                       "] = ", indptr[r + 1], " < indptr[", r,
                       "] = ", indptr[r], kCsrIndPtrMsg);
  if (indptr[csr.numRows] != nnz)
    return makeError("csr indptr[", csr.numRows, "] = ", indptr[csr.numRows],
                     " must equal the number of stored entries (nnz = ", nnz,
                     ")", kCsrIndPtrMsg);
  for (int64_t r = 0; r < csr.numRows; ++r) {
    for (int64_t k = indptr[r]; k < indptr[r + 1]; ++k) {
      int64_t c = indices[k];
      if (c < 0 || c >= csr.numCols)
        return makeError("csr column index out of range: row ", r, " (entry ",
                         k, ") has column ", c, ", expected [0, ", csr.numCols,
                         ")", kCsrIndicesMsg);
      if (k > indptr[r] && c <= indices[k - 1])
        return makeError(
            "csr indices must be strictly ascending within each row: row ", r,
            " has column ", c, " after column ", indices[k - 1],
            kCsrIndicesMsg);
    }
  }
  return Status::success();
}

Status stype::rt::checkFormat(const RspTensor &rsp) {
  if (rsp.shape.empty())
    return makeError("rsp shape must have rank >= 1, got ()");
  for (size_t i = 0; i < rsp.shape.size(); ++i)
    if (rsp.shape[i] < 0)
      return makeError("rsp shape must be non-negative, got ",
                       formatShape(rsp.shape));
  int64_t rowLength = rsp.rowLength();
  if (rowLength < 0)
    return makeError("rsp shape ", formatShape(rsp.shape),
                     " has too many elements");
  if (Status s = checkWholeElements("rsp", {{"indices", &rsp.indices}},
                                    rsp.data, rsp.dtype);
      !s.ok())
    return s;
  size_t elt = dtypeSize(rsp.dtype);
  int64_t nnr = rsp.numStoredRows();
  uint64_t numValues = rsp.data.bytes() / elt;
  // nnr * rowLength cannot overflow uint64 when the buffers exist, except for
  // absurd shapes; compare by division to stay safe.
  bool sizeOk = rowLength == 0
                    ? numValues == 0
                    : numValues % static_cast<uint64_t>(rowLength) == 0 &&
                          numValues / static_cast<uint64_t>(rowLength) ==
                              static_cast<uint64_t>(nnr);
  if (!sizeOk)
    return makeError("rsp data must hold numStoredRows * rowLength = ", nnr,
                     " * ", rowLength, " values, got ", numValues);
  const int64_t *indices = rsp.indices.data<int64_t>();
  for (int64_t i = 0; i < nnr; ++i) {
    if (indices[i] < 0 || indices[i] >= rsp.shape[0])
      return makeError("rsp row index out of range: indices[", i,
                       "] = ", indices[i], ", expected [0, ", rsp.shape[0], ")",
                       kRspIndicesMsg);
    if (i > 0 && indices[i] <= indices[i - 1])
      return makeError("rsp indices must be strictly ascending: indices[", i,
                       "] = ", indices[i], " after indices[", i - 1,
                       "] = ", indices[i - 1], kRspIndicesMsg);
  }
  return Status::success();
}

Status stype::rt::checkFormat(const DenseTensor &dense) {
  int64_t n = dense.numElements();
  if (n < 0)
    return makeError("dense shape ", formatShape(dense.shape),
                     " is negative or too large");
  uint64_t want = static_cast<uint64_t>(n) * dtypeSize(dense.dtype);
  if (dense.data.bytes() != want)
    return makeError("dense ", dtypeName(dense.dtype), " tensor of shape ",
                     formatShape(dense.shape), " needs ", want,
                     " bytes, buffer holds ", dense.data.bytes());
  return Status::success();
}

//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//

DenseTensor stype::rt::toDense(const CsrTensor &csr) {
  DenseTensor out =
      DenseTensor::allocate(csr.dtype, {csr.numRows, csr.numCols});
  if (!out.data.data())
    return out;
  const int64_t *indptr = csr.indptr.data<int64_t>();
  const int64_t *indices = csr.indices.data<int64_t>();
  size_t elt = dtypeSize(csr.dtype);
  const char *src = csr.data.data<char>();
  char *dst = out.data.data<char>();
  for (int64_t r = 0; r < csr.numRows; ++r)
    for (int64_t k = indptr[r]; k < indptr[r + 1]; ++k)
      std::memcpy(dst + (r * csr.numCols + indices[k]) * elt, src + k * elt,
                  elt);
  return out;
}

DenseTensor stype::rt::toDense(const RspTensor &rsp) {
  DenseTensor out = DenseTensor::allocate(rsp.dtype, rsp.shape);
  if (!out.data.data())
    return out;
  size_t rowBytes = static_cast<size_t>(rsp.rowLength()) * dtypeSize(rsp.dtype);
  const int64_t *indices = rsp.indices.data<int64_t>();
  const char *src = rsp.data.data<char>();
  char *dst = out.data.data<char>();
  for (int64_t i = 0, e = rsp.numStoredRows(); i < e; ++i)
    if (rowBytes)
      std::memcpy(dst + indices[i] * rowBytes, src + i * rowBytes, rowBytes);
  return out;
}

/// Returns true if element \p i of \p data (of \p dtype) is != 0.
static bool isNonZero(DType dtype, const void *data, int64_t i) {
  switch (dtype) {
  case DType::F32:
    return static_cast<const float *>(data)[i] != 0.0f;
  case DType::F64:
    return static_cast<const double *>(data)[i] != 0.0;
  case DType::I64:
    return static_cast<const int64_t *>(data)[i] != 0;
  case DType::F16: // anything but +0 and -0 (NaN included, as for floats)
    return (static_cast<const uint16_t *>(data)[i] & 0x7fffu) != 0;
  }
  return false;
}

Status stype::rt::toCsr(const DenseTensor &dense, CsrTensor &out) {
  if (dense.shape.size() != 2)
    return makeError("toCsr needs a 2-D tensor, got shape ",
                     formatShape(dense.shape));
  if (Status s = checkFormat(dense); !s.ok())
    return s;
  int64_t rows = dense.shape[0], cols = dense.shape[1];
  const void *src = dense.data.data();
  int64_t nnz = 0;
  for (int64_t i = 0; i < rows * cols; ++i)
    nnz += isNonZero(dense.dtype, src, i);
  CsrTensor csr = CsrTensor::allocate(dense.dtype, rows, cols, nnz);
  int64_t *indptr = csr.indptr.data<int64_t>();
  int64_t *indices = csr.indices.data<int64_t>();
  size_t elt = dtypeSize(dense.dtype);
  int64_t k = 0;
  for (int64_t r = 0; r < rows; ++r) {
    for (int64_t c = 0; c < cols; ++c) {
      int64_t i = r * cols + c;
      if (!isNonZero(dense.dtype, src, i))
        continue;
      indices[k] = c;
      std::memcpy(csr.data.data<char>() + k * elt,
                  dense.data.data<char>() + i * elt, elt);
      ++k;
    }
    indptr[r + 1] = k;
  }
  out = std::move(csr);
  return Status::success();
}

Status stype::rt::toRsp(const DenseTensor &dense, RspTensor &out) {
  if (dense.shape.empty())
    return makeError("toRsp needs a tensor of rank >= 1, got shape ()");
  if (Status s = checkFormat(dense); !s.ok())
    return s;
  int64_t rows = dense.shape[0];
  int64_t rowLength = checkedProduct(dense.shape.data() + 1,
                                     dense.shape.data() + dense.shape.size());
  const void *src = dense.data.data();
  std::vector<int64_t> kept;
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t j = 0; j < rowLength; ++j)
      if (isNonZero(dense.dtype, src, r * rowLength + j)) {
        kept.push_back(r);
        break;
      }
  RspTensor rsp = RspTensor::allocate(dense.dtype, dense.shape,
                                      static_cast<int64_t>(kept.size()));
  size_t rowBytes = static_cast<size_t>(rowLength) * dtypeSize(dense.dtype);
  for (size_t i = 0; i < kept.size(); ++i) {
    rsp.indices.data<int64_t>()[i] = kept[i];
    if (rowBytes)
      std::memcpy(rsp.data.data<char>() + i * rowBytes,
                  dense.data.data<char>() + kept[i] * rowBytes, rowBytes);
  }
  out = std::move(rsp);
  return Status::success();
}
