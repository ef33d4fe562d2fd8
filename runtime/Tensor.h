//===- Tensor.h - Dense and sparse tensors of the stype runtime -*- C++ -*-===//
//
// Part of the stype project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Host-side tensor containers matching MXNet's storage types: dense
/// (row-major), CSR (always 2-D) and row-sparse (N-D). Index arrays are int64
/// only, as in MXNet. Buffers share ownership, so copying a tensor aliases its
/// storage.
///
//===----------------------------------------------------------------------===//

#ifndef STYPE_RUNTIME_TENSOR_H
#define STYPE_RUNTIME_TENSOR_H

#include "runtime/Status.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace stype {
namespace rt {

/// Element types of tensor values.  F16 (IEEE binary16, numpy's float16)
/// holds the weights of the multi-precision optimizer updates; its elements
/// are stored as raw uint16_t bits (see halfToFloat / floatToHalf).
enum class DType { F32, F64, I64, F16 };

/// What the runtime knows of a dtype, one row per DType in Tensor.cpp.
struct DTypeInfo {
  DType dtype;
  /// The short name: "f32", "f64", "i64" or "f16".
  const char *name;
  /// The size in bytes of one element.
  size_t size;
  /// The little-endian numpy type string written to .npy files ("<f4").
  const char *npyDescr;
};

/// The row of \p dtype; nullptr for a value outside the enum.
const DTypeInfo *dtypeInfo(DType dtype);

/// Returns the size in bytes of one element of \p dtype.
size_t dtypeSize(DType dtype);

/// Returns the short name of \p dtype: "f32", "f64", "i64" or "f16".
const char *dtypeName(DType dtype);

/// Parses a short dtype name ("f32", "f64", "i64", "f16"); std::nullopt
/// otherwise.
std::optional<DType> parseDType(std::string_view name);

/// The value of the IEEE binary16 number with bits \p h (exact).
float halfToFloat(uint16_t h);

/// \p f rounded to the nearest IEEE binary16 number (ties to even; beyond
/// the f16 range: infinity; NaN stays NaN), as its bits.
uint16_t floatToHalf(float f);

/// Alignment in bytes of memory allocated by Buffer::allocate.
constexpr size_t kBufferAlignment = 64;

/// A byte buffer with shared ownership. It either owns 64-byte-aligned memory,
/// adopts foreign memory together with a deleter, or borrows memory it never
/// frees. Copies alias the same bytes.
class Buffer {
public:
  /// Constructs an empty buffer (null data, zero bytes).
  Buffer() = default;

  /// Allocates \p bytes uninitialized bytes aligned to kBufferAlignment. The
  /// data pointer is non-null even for zero bytes.
  static Buffer allocate(size_t bytes);

  /// Like allocate(), but the bytes are zero-filled.
  static Buffer allocateZeroed(size_t bytes);

  /// Takes ownership of \p ptr (for example memory malloc'ed by a compiled
  /// kernel, with deleter = free). \p deleter runs once, when the last copy
  /// goes away; it is not called for a null \p ptr.
  static Buffer adopt(void *ptr, size_t bytes,
                      std::function<void(void *)> deleter);

  /// Wraps \p ptr without taking ownership; the caller keeps it alive.
  static Buffer borrow(void *ptr, size_t bytes);

  /// Returns the start of the bytes (null for a default-constructed buffer).
  void *data() const { return ptr; }

  /// Returns the start of the bytes as a \p T pointer.
  template <typename T> T *data() { return static_cast<T *>(ptr); }

  /// Returns the start of the bytes as a const \p T pointer.
  template <typename T> const T *data() const {
    return static_cast<const T *>(ptr);
  }

  /// Returns the number of bytes.
  size_t bytes() const { return size; }

  /// Returns the number of elements of type \p T the buffer holds (rounded
  /// down).
  template <typename T> size_t count() const { return size / sizeof(T); }

  /// Returns a newly allocated buffer holding a copy of the bytes.
  Buffer clone() const;

private:
  std::shared_ptr<void> owner;
  void *ptr = nullptr;
  size_t size = 0;
};

/// A dense row-major contiguous tensor. A 0-d tensor has an empty shape and
/// one element.
struct DenseTensor {
  DType dtype = DType::F32;
  std::vector<int64_t> shape;
  Buffer data;

  /// Returns the product of the shape (1 for a 0-d tensor).
  int64_t numElements() const;

  /// Returns a tensor of \p shape with freshly allocated storage, zero-filled
  /// if \p zeroed.
  static DenseTensor allocate(DType dtype, std::vector<int64_t> shape,
                              bool zeroed = true);
};

/// A 2-D compressed-sparse-row matrix (MXNet CSRNDArray). Row i stores its
/// column ids in indices[indptr[i], indptr[i+1]) and the values in the same
/// range of data.
struct CsrTensor {
  DType dtype = DType::F32;
  int64_t numRows = 0;
  int64_t numCols = 0;
  /// int64[numRows + 1].
  Buffer indptr;
  /// int64[nnz] column ids.
  Buffer indices;
  /// dtype[nnz] values.
  Buffer data;

  /// Returns the number of stored entries (the length of indices).
  int64_t nnz() const;

  /// Returns an empty matrix of the given size: indptr is numRows + 1 zeros.
  static CsrTensor allocate(DType dtype, int64_t numRows, int64_t numCols,
                            int64_t nnz = 0);
};

/// A row-sparse tensor (MXNet RowSparseNDArray): the rows listed in indices
/// are stored densely in data, so dense[indices[i], ...] == data[i, ...].
struct RspTensor {
  DType dtype = DType::F32;
  /// Rank >= 1; shape[0] is the number of rows.
  std::vector<int64_t> shape;
  /// int64[nnr] stored row ids.
  Buffer indices;
  /// dtype[nnr * rowLength()] values.
  Buffer data;

  /// Returns the number of stored rows (the length of indices).
  int64_t numStoredRows() const;

  /// Returns prod(shape[1:]) (1 for a rank-1 tensor).
  int64_t rowLength() const;

  /// Returns a tensor of \p shape with room for \p numStoredRows rows; the
  /// indices are uninitialized and the data zero-filled.
  static RspTensor allocate(DType dtype, std::vector<int64_t> shape,
                            int64_t numStoredRows);
};

/// The buffers of each tensor kind, in the order of its C descriptor's
/// fields (csr: indptr, indices, data; row_sparse: indices, data).
inline std::vector<Buffer *> buffersOf(DenseTensor &t) { return {&t.data}; }
inline std::vector<Buffer *> buffersOf(CsrTensor &t) {
  return {&t.indptr, &t.indices, &t.data};
}
inline std::vector<Buffer *> buffersOf(RspTensor &t) {
  return {&t.indices, &t.data};
}

/// Validates \p csr the way MXNet's check_format(full_check=True) does:
/// buffer sizes, indptr (starts at 0, non-decreasing, ends at nnz) and column
/// ids (strictly ascending per row, in [0, numCols)). The message names the
/// first offending position.
Status checkFormat(const CsrTensor &csr);

/// Validates \p rsp the way MXNet's check_format(full_check=True) does: rank,
/// buffer sizes and row ids (strictly ascending, in [0, shape[0])). The
/// message names the first offending position.
Status checkFormat(const RspTensor &rsp);

/// Validates that the buffer of \p dense holds exactly prod(shape) elements
/// and that no dimension is negative.
Status checkFormat(const DenseTensor &dense);

/// Returns \p csr as a dense 2-D tensor. Requires checkFormat(csr) to pass;
/// a stored entry assigns (it does not accumulate).  Its data is null if
/// the dense size cannot be allocated.
DenseTensor toDense(const CsrTensor &csr);

/// Returns \p rsp as a dense tensor of the same shape. Requires
/// checkFormat(rsp) to pass.  Its data is null if the dense size cannot be
/// allocated.
DenseTensor toDense(const RspTensor &rsp);

/// Converts a 2-D dense tensor to CSR, keeping an element iff it is != 0
/// (so NaN is kept), as MXNet's cast_storage does.
Status toCsr(const DenseTensor &dense, CsrTensor &out);

/// Converts a dense tensor of rank >= 1 to row-sparse, keeping a row iff any
/// of its elements is != 0, as MXNet's cast_storage does.
Status toRsp(const DenseTensor &dense, RspTensor &out);

/// Formats \p shape the way numpy prints it: "()", "(3,)", "(2, 3)".
std::string formatShape(const std::vector<int64_t> &shape);

} // namespace rt
} // namespace stype

#endif // STYPE_RUNTIME_TENSOR_H
