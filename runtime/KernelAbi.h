//===- KernelAbi.h - The words of a lowered kernel call ---------*- C++ -*-===//
//
// How tensor and scalar values travel through the 8-byte words of a kernel's
// lowered (LLVM dialect) signature. Two callers use it: `stype_invoke`
// (runtime/CApi.cpp) packs C descriptors for the `__stype_packed_<name>`
// functions that stype-compile emits, and the JIT (tools/jit/Jit.cpp) packs
// runtime tensors for `ExecutionEngine::invokePacked`. See docs/abi.md
// ("How it is built") and docs/design.md §3 for the layout:
//
//   memref of rank r   allocated, aligned, offset, sizes[r], strides[r]
//   default (dense)    memref(data, shape)
//   csr                memref(indptr, {nrows + 1}), memref(indices, {nnz}),
//                      memref(data, {nnz}), ncols
//   row_sparse         memref(indices, {nnr}), memref(data, {nnr, shape[1:]}),
//                      shape[0]
//   scalar             one word holding the value's bits
//
// Arguments and results use the same layout. Header-only and free of MLIR,
// like the rest of the runtime.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_RUNTIME_KERNELABI_H
#define STYPE_RUNTIME_KERNELABI_H

#include "stype/stype.h"

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

namespace stype {
namespace abi {

/// The storage kind of a kernel argument or result, coded as in the
/// signature (`STYPE_KIND_*`).
enum class Kind : int64_t {
  Dense = STYPE_KIND_DENSE,
  Csr = STYPE_KIND_CSR,
  RowSparse = STYPE_KIND_ROW_SPARSE,
  Scalar = STYPE_KIND_SCALAR
};

/// "default", "csr", "row_sparse" or "scalar".
inline const char *kindName(Kind kind) {
  switch (kind) {
  case Kind::Dense:
    return "default";
  case Kind::Csr:
    return "csr";
  case Kind::RowSparse:
    return "row_sparse";
  case Kind::Scalar:
    return "scalar";
  }
  return "?";
}

/// The number of words of a memref descriptor of rank `rank`.
inline size_t memrefWords(size_t rank) { return 3 + 2 * rank; }

/// The number of words of a value of `kind` whose logical rank is `rank`.
inline size_t valueWords(Kind kind, size_t rank) {
  switch (kind) {
  case Kind::Dense:
    return memrefWords(rank);
  case Kind::Csr:
    return 3 * memrefWords(1) + 1;
  case Kind::RowSparse:
    return memrefWords(1) + memrefWords(rank) + 1;
  case Kind::Scalar:
    return 1;
  }
  return 0;
}

/// The argument words of a call, in the order of the lowered signature.
struct ArgumentWords {
  std::vector<int64_t> words;

  void word(int64_t w) { words.push_back(w); }
  /// A scalar of `bytes` (4 or 8) bytes at `value`, zero-extended.
  void scalar(const void *value, size_t bytes) {
    int64_t w = 0;
    std::memcpy(&w, value, bytes);
    word(w);
  }
  /// A contiguous row-major buffer of `sizes` elements at `data`.
  void memref(const void *data, const std::vector<int64_t> &sizes) {
    word(reinterpret_cast<intptr_t>(data));
    word(reinterpret_cast<intptr_t>(data));
    word(0);
    for (int64_t s : sizes)
      word(s);
    std::vector<int64_t> strides(sizes.size());
    int64_t stride = 1;
    for (size_t i = sizes.size(); i-- > 0;) {
      strides[i] = stride;
      stride *= sizes[i];
    }
    for (int64_t s : strides)
      word(s);
  }
  void dense(const void *data, const std::vector<int64_t> &shape) {
    memref(data, shape);
  }
  void csr(const void *indptr, const void *indices, const void *data,
           int64_t nrows, int64_t ncols, int64_t nnz) {
    memref(indptr, {nrows + 1});
    memref(indices, {nnz});
    memref(data, {nnz});
    word(ncols);
  }
  /// `shape` is the logical shape; the data buffer holds `nnr` rows of it.
  void rowSparse(const void *indices, const void *data,
                 const std::vector<int64_t> &shape, int64_t nnr) {
    std::vector<int64_t> dataShape = shape;
    dataShape[0] = nnr;
    memref(indices, {nnr});
    memref(data, dataShape);
    word(shape[0]);
  }
};

/// One memref descriptor a kernel returned.
struct Memref {
  void *allocated = nullptr;
  char *aligned = nullptr;
  int64_t offset = 0;
  std::vector<int64_t> sizes;
  std::vector<int64_t> strides;
  /// The size of one element: 8 for index buffers, else the dtype's.
  size_t eltSize = 0;

  /// The first element.
  char *data() const {
    return aligned + offset * static_cast<int64_t>(eltSize);
  }
  /// Whether the elements are contiguous and row-major (the stride of a
  /// dimension of size 0 or 1 does not matter).
  bool contiguous() const {
    int64_t expected = 1;
    for (size_t i = sizes.size(); i-- > 0;) {
      if (sizes[i] > 1 && strides[i] != expected)
        return false;
      expected *= sizes[i];
    }
    return true;
  }
};

/// One result as the kernel returned it: its memrefs in the order of the
/// layout above, and its last word (csr: ncols, row_sparse: shape[0],
/// scalar: the value's bits; dense: none).
struct Result {
  std::vector<Memref> memrefs;
  int64_t word = 0;
};

/// Reads the results of a call from its result words, one after another.
struct ResultReader {
  const int64_t *words = nullptr;

  Memref memref(size_t rank, size_t eltSize) {
    Memref m;
    m.allocated = reinterpret_cast<void *>(words[0]);
    m.aligned = reinterpret_cast<char *>(words[1]);
    m.offset = words[2];
    m.sizes.assign(words + 3, words + 3 + rank);
    m.strides.assign(words + 3 + rank, words + 3 + 2 * rank);
    m.eltSize = eltSize;
    words += memrefWords(rank);
    return m;
  }
  /// Reads a value of `kind`, logical rank `rank` and element size
  /// `eltSize` (index buffers have 8-byte elements).
  Result result(Kind kind, size_t rank, size_t eltSize) {
    Result r;
    switch (kind) {
    case Kind::Dense:
      r.memrefs.push_back(memref(rank, eltSize));
      return r;
    case Kind::Csr:
      r.memrefs.push_back(memref(1, 8));
      r.memrefs.push_back(memref(1, 8));
      r.memrefs.push_back(memref(1, eltSize));
      break;
    case Kind::RowSparse:
      r.memrefs.push_back(memref(1, 8));
      r.memrefs.push_back(memref(rank, eltSize));
      break;
    case Kind::Scalar:
      break;
    }
    r.word = *words++;
    return r;
  }
};

} // namespace abi
} // namespace stype

#endif // STYPE_RUNTIME_KERNELABI_H
