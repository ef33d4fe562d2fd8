//===- CApi.cpp - the C API of the stype runtime ----------------*- C++ -*-===//
//
// Implements runtime/include/stype/stype.h on top of the C++ runtime
// (Tensor, Npy, LibSVM, KernelErrors), including stype_invoke, the call path
// of the entry points that stype-compile emits into kernel libraries.
//
//===----------------------------------------------------------------------===//

#include "stype/stype.h"

#include "runtime/CApiInternal.h"
#include "runtime/KernelAbi.h"

#include "runtime/LibSVM.h"
#include "runtime/Npy.h"
#include "runtime/Tensor.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <limits>
#include <map>
#include <new>
#include <string>
#include <vector>

using namespace stype;
using rt::Buffer;
using rt::DType;
using rt::Status;

/// What a descriptor owns: the runtime buffers (each a shared owner of its
/// memory, so results sharing one kernel allocation free it once).
struct stype_owner {
  std::vector<Buffer> buffers;
};

namespace {

thread_local std::string lastError;

stype_status fail(stype_status code, std::string message) {
  lastError = std::move(message);
  return code;
}

stype_status failStatus(stype_status code, const Status &s) {
  return fail(code, s.message());
}

bool toDType(int32_t dtype, DType &out) {
  switch (dtype) {
  case STYPE_DTYPE_F32:
    out = DType::F32;
    return true;
  case STYPE_DTYPE_F64:
    out = DType::F64;
    return true;
  case STYPE_DTYPE_I64:
    out = DType::I64;
    return true;
  case STYPE_DTYPE_F16:
    out = DType::F16;
    return true;
  default:
    return false;
  }
}

int32_t fromDType(DType dtype) {
  switch (dtype) {
  case DType::F32:
    return STYPE_DTYPE_F32;
  case DType::F64:
    return STYPE_DTYPE_F64;
  case DType::I64:
    return STYPE_DTYPE_I64;
  case DType::F16:
    return STYPE_DTYPE_F16;
  }
  return -1;
}

stype_status badDType(int32_t dtype) {
  return fail(STYPE_ERROR_DTYPE,
              "unknown dtype code " + std::to_string(dtype) +
                  " (expected 0 = f32, 1 = f64, 2 = i64 or 3 = f16)");
}

/// Checks `shape[0..ndim)` and sets `count` to its product.
stype_status checkShape(int32_t ndim, const int64_t *shape, int32_t minRank,
                        int64_t &count, const char *what) {
  if (ndim < minRank || ndim > STYPE_MAX_NDIM)
    return fail(STYPE_ERROR_RANK, std::string(what) + " rank " +
                                      std::to_string(ndim) + " is outside [" +
                                      std::to_string(minRank) + ", " +
                                      std::to_string(STYPE_MAX_NDIM) + "]");
  if (ndim > 0 && !shape)
    return fail(STYPE_ERROR_NULL_POINTER, std::string(what) + " shape is NULL");
  count = 1;
  for (int32_t d = 0; d < ndim; ++d) {
    if (shape[d] < 0)
      return fail(STYPE_ERROR_SHAPE,
                  std::string(what) + " size " + std::to_string(shape[d]) +
                      " of dimension " + std::to_string(d) + " is negative");
    if (shape[d] && count > std::numeric_limits<int64_t>::max() / shape[d])
      return fail(STYPE_ERROR_SHAPE, std::string(what) + " shape overflows");
    count *= shape[d];
  }
  return STYPE_OK;
}

/// Checks that `count` elements of `dtype` fit in memory sizes.
stype_status checkBytes(int64_t count, DType dtype) {
  if (count > std::numeric_limits<int64_t>::max() /
                  static_cast<int64_t>(rt::dtypeSize(dtype)))
    return fail(STYPE_ERROR_SHAPE, "tensor of " + std::to_string(count) + " " +
                                       rt::dtypeName(dtype) +
                                       " elements is too large");
  return STYPE_OK;
}

/// Checks that `nnr` stored rows of `rowLength` elements of `dtype` can be
/// addressed; `what` names the tensor.
stype_status checkRows(int64_t nnr, int64_t rowLength, DType dtype,
                       const std::string &what) {
  if (rowLength && nnr > std::numeric_limits<int64_t>::max() / rowLength)
    return fail(STYPE_ERROR_SHAPE, what + " is too large");
  return checkBytes(nnr * rowLength, dtype);
}

/// The checks every create function starts with: an output descriptor, a
/// known dtype (set in `d`).
stype_status checkCreate(const void *out, int32_t dtype, DType &d) {
  if (!out)
    return fail(STYPE_ERROR_NULL_POINTER, "output descriptor is NULL");
  if (!toDType(dtype, d))
    return badDType(dtype);
  return STYPE_OK;
}

std::vector<int64_t> shapeVector(int32_t ndim, const int64_t *shape) {
  return std::vector<int64_t>(shape, shape + ndim);
}

stype_owner *newOwner(std::vector<Buffer> buffers) {
  auto *owner = new (std::nothrow) stype_owner;
  if (owner)
    owner->buffers = std::move(buffers);
  return owner;
}

bool allocated(const std::vector<Buffer *> &buffers) {
  for (Buffer *b : buffers)
    if (!b->data())
      return false;
  return true;
}

stype_status outOfMemory() {
  return fail(STYPE_ERROR_OUT_OF_MEMORY, "out of memory");
}

//===--- descriptor <-> runtime tensor
//--------------------------------------===//

/// Borrowed runtime views of C descriptors; `what` names the value in
/// messages.  They check the descriptor itself, not the format.

/// The checks every descriptor kind starts with: not NULL, a known dtype.
template <typename Descriptor>
stype_status checkDescriptor(const Descriptor *t, DType &dtype,
                             const std::string &what) {
  if (!t)
    return fail(STYPE_ERROR_NULL_POINTER, what + " is NULL");
  if (!toDType(t->dtype, dtype))
    return badDType(t->dtype);
  return STYPE_OK;
}

/// checkDescriptor, then the rank (at least `minRank`) and sizes of a kind
/// with ndim/shape fields; `count` is the number of elements of the shape.
template <typename Descriptor>
stype_status checkShapedDescriptor(const Descriptor *t, DType &dtype,
                                   int32_t minRank, int64_t &count,
                                   const std::string &what) {
  if (stype_status s = checkDescriptor(t, dtype, what))
    return s;
  return checkShape(t->ndim, t->shape, minRank, count, what.c_str());
}

stype_status view(const stype_dense *t, rt::DenseTensor &out,
                  const std::string &what) {
  int64_t count;
  if (stype_status s = checkShapedDescriptor(t, out.dtype, 0, count, what))
    return s;
  if (stype_status s = checkBytes(count, out.dtype))
    return s;
  size_t bytes = static_cast<size_t>(count) * rt::dtypeSize(out.dtype);
  if (bytes && !t->data)
    return fail(STYPE_ERROR_NULL_POINTER, what + " data is NULL");
  out.shape = shapeVector(t->ndim, t->shape);
  out.data = Buffer::borrow(t->data, bytes);
  return STYPE_OK;
}

stype_status view(const stype_csr *t, rt::CsrTensor &out,
                  const std::string &what) {
  if (stype_status s = checkDescriptor(t, out.dtype, what))
    return s;
  if (t->nrows < 0 || t->ncols < 0 || t->nnz < 0)
    return fail(STYPE_ERROR_SHAPE,
                what + " csr sizes must be non-negative, got nrows " +
                    std::to_string(t->nrows) + ", ncols " +
                    std::to_string(t->ncols) + ", nnz " +
                    std::to_string(t->nnz));
  if (stype_status s = checkBytes(t->nnz, DType::I64))
    return s;
  if (stype_status s = checkBytes(t->nrows, DType::I64))
    return s;
  if (!t->indptr)
    return fail(STYPE_ERROR_NULL_POINTER, what + " indptr is NULL");
  if (t->nnz && (!t->indices || !t->data))
    return fail(STYPE_ERROR_NULL_POINTER,
                what + (t->indices ? " data" : " indices") + " is NULL");
  out.numRows = t->nrows;
  out.numCols = t->ncols;
  out.indptr = Buffer::borrow(t->indptr, (t->nrows + 1) * sizeof(int64_t));
  out.indices = Buffer::borrow(t->indices, t->nnz * sizeof(int64_t));
  out.data = Buffer::borrow(t->data, t->nnz * rt::dtypeSize(out.dtype));
  return STYPE_OK;
}

stype_status view(const stype_row_sparse *t, rt::RspTensor &out,
                  const std::string &what) {
  int64_t count;
  if (stype_status s = checkShapedDescriptor(t, out.dtype, 1, count, what))
    return s;
  if (t->nnr < 0)
    return fail(STYPE_ERROR_SHAPE, what + " stored row count " +
                                       std::to_string(t->nnr) + " is negative");
  out.shape = shapeVector(t->ndim, t->shape);
  int64_t rowLength = out.rowLength();
  if (stype_status s = checkRows(t->nnr, rowLength, out.dtype, what))
    return s;
  if (t->nnr && (!t->indices || (rowLength && !t->data)))
    return fail(STYPE_ERROR_NULL_POINTER,
                what + (t->indices ? " data" : " indices") + " is NULL");
  out.indices = Buffer::borrow(t->indices, t->nnr * sizeof(int64_t));
  out.data = Buffer::borrow(t->data, static_cast<size_t>(t->nnr) * rowLength *
                                         rt::dtypeSize(out.dtype));
  return STYPE_OK;
}

/// Makes `out` own `keep` (nothing to own: no owner).
template <typename Descriptor>
stype_status attachOwner(Descriptor *out, std::vector<Buffer> keep) {
  if (!keep.empty() && !(out->owner = newOwner(std::move(keep))))
    return outOfMemory();
  return STYPE_OK;
}

/// Fill C descriptors that own the runtime tensors' buffers.
stype_status own(const rt::DenseTensor &t, stype_dense *out, int32_t alias,
                 std::vector<Buffer> keep) {
  std::memset(out, 0, sizeof(*out));
  out->dtype = fromDType(t.dtype);
  out->ndim = static_cast<int32_t>(t.shape.size());
  std::copy(t.shape.begin(), t.shape.end(), out->shape);
  out->data = t.data.data();
  out->alias_of = alias;
  return attachOwner(out, std::move(keep));
}

stype_status own(const rt::DenseTensor &t, stype_dense *out) {
  if (t.shape.size() > STYPE_MAX_NDIM)
    return fail(STYPE_ERROR_RANK, "rank " + std::to_string(t.shape.size()) +
                                      " exceeds STYPE_MAX_NDIM");
  return own(t, out, -1, {t.data});
}

stype_status own(const rt::CsrTensor &t, stype_csr *out, int32_t alias,
                 std::vector<Buffer> keep) {
  std::memset(out, 0, sizeof(*out));
  out->dtype = fromDType(t.dtype);
  out->alias_of = alias;
  out->nrows = t.numRows;
  out->ncols = t.numCols;
  out->nnz = t.nnz();
  out->indptr = static_cast<int64_t *>(t.indptr.data());
  out->indices = static_cast<int64_t *>(t.indices.data());
  out->data = t.data.data();
  return attachOwner(out, std::move(keep));
}

stype_status own(const rt::CsrTensor &t, stype_csr *out) {
  return own(t, out, -1, {t.indptr, t.indices, t.data});
}

stype_status own(const rt::RspTensor &t, stype_row_sparse *out, int32_t alias,
                 std::vector<Buffer> keep) {
  std::memset(out, 0, sizeof(*out));
  if (t.shape.size() > STYPE_MAX_NDIM)
    return fail(STYPE_ERROR_RANK, "rank " + std::to_string(t.shape.size()) +
                                      " exceeds STYPE_MAX_NDIM");
  out->dtype = fromDType(t.dtype);
  out->ndim = static_cast<int32_t>(t.shape.size());
  std::copy(t.shape.begin(), t.shape.end(), out->shape);
  out->nnr = t.numStoredRows();
  out->indices = static_cast<int64_t *>(t.indices.data());
  out->data = t.data.data();
  out->alias_of = alias;
  return attachOwner(out, std::move(keep));
}

stype_status own(const rt::RspTensor &t, stype_row_sparse *out) {
  return own(t, out, -1, {t.indices, t.data});
}

/// MXNet's check_format of each tensor kind (dense: nothing to check).
Status formatOf(const rt::DenseTensor &) { return Status::success(); }
Status formatOf(const rt::CsrTensor &t) { return rt::checkFormat(t); }
Status formatOf(const rt::RspTensor &t) { return rt::checkFormat(t); }

/// Checks a descriptor filled by a borrow function and hands it out.
template <typename Desc, typename Tensor>
stype_status finishBorrow(Desc &d, Desc *out, const char *what) {
  d.alias_of = -1;
  Tensor v;
  if (stype_status s = view(&d, v, what))
    return s;
  *out = d;
  return STYPE_OK;
}

/// A zeroed descriptor of a kind with ndim/shape fields.
template <typename Desc>
Desc shapedDescriptor(int32_t dtype, int32_t ndim, const int64_t *shape) {
  Desc d;
  std::memset(&d, 0, sizeof(d));
  d.dtype = dtype;
  d.ndim = ndim;
  if (ndim >= 0 && ndim <= STYPE_MAX_NDIM && shape)
    std::copy(shape, shape + ndim, d.shape);
  return d;
}

/// Deep-copies `in` into runtime-owned buffers.
template <typename Tensor, typename Desc>
stype_status cloneInto(const Desc *in, Desc *out, const char *what) {
  Tensor t;
  if (stype_status s = view(in, t, what))
    return s;
  if (!out)
    return fail(STYPE_ERROR_NULL_POINTER, "output descriptor is NULL");
  std::vector<Buffer *> buffers = buffersOf(t);
  for (Buffer *b : buffers)
    *b = b->clone();
  if (!allocated(buffers))
    return outOfMemory();
  return own(t, out);
}

template <typename T> void releaseDescriptor(T *t) {
  if (!t)
    return;
  delete t->owner;
  std::memset(t, 0, sizeof(*t));
  t->alias_of = -1;
}

} // namespace

//===----------------------------------------------------------------------===//
// Errors and dtypes
//===----------------------------------------------------------------------===//

extern "C" const char *stype_last_error(void) { return lastError.c_str(); }

extern "C" const char *stype_status_name(int32_t status) {
  switch (status) {
  case STYPE_OK:
    return "STYPE_OK";
  case STYPE_ERROR_NULL_POINTER:
    return "STYPE_ERROR_NULL_POINTER";
  case STYPE_ERROR_DTYPE:
    return "STYPE_ERROR_DTYPE";
  case STYPE_ERROR_RANK:
    return "STYPE_ERROR_RANK";
  case STYPE_ERROR_SHAPE:
    return "STYPE_ERROR_SHAPE";
  case STYPE_ERROR_FORMAT:
    return "STYPE_ERROR_FORMAT";
  case STYPE_ERROR_KERNEL:
    return "STYPE_ERROR_KERNEL";
  case STYPE_ERROR_INVALID_ARGUMENT:
    return "STYPE_ERROR_INVALID_ARGUMENT";
  case STYPE_ERROR_IO:
    return "STYPE_ERROR_IO";
  case STYPE_ERROR_OUT_OF_MEMORY:
    return "STYPE_ERROR_OUT_OF_MEMORY";
  case STYPE_ERROR_INTERNAL:
    return "STYPE_ERROR_INTERNAL";
  case STYPE_ERROR_NO_DEVICE:
    return "STYPE_ERROR_NO_DEVICE";
  case STYPE_ERROR_DEVICE:
    return "STYPE_ERROR_DEVICE";
  case STYPE_ERROR_DIST:
    return "STYPE_ERROR_DIST";
  }
  return "unknown stype_status";
}

extern "C" const char *stype_dtype_name(int32_t dtype) {
  DType d;
  if (toDType(dtype, d))
    return rt::dtypeName(d);
  return "?";
}

extern "C" size_t stype_dtype_size(int32_t dtype) {
  DType d;
  return toDType(dtype, d) ? rt::dtypeSize(d) : 0;
}

extern "C" uint16_t stype_f32_to_f16(float value) {
  return rt::floatToHalf(value);
}

extern "C" float stype_f16_to_f32(uint16_t bits) {
  return rt::halfToFloat(bits);
}

//===----------------------------------------------------------------------===//
// Tensors
//===----------------------------------------------------------------------===//

extern "C" stype_status stype_dense_create(int32_t dtype, int32_t ndim,
                                           const int64_t *shape,
                                           stype_dense *out) {
  DType d;
  if (stype_status s = checkCreate(out, dtype, d))
    return s;
  int64_t count;
  if (stype_status s = checkShape(ndim, shape, 0, count, "dense tensor"))
    return s;
  if (stype_status s = checkBytes(count, d))
    return s;
  rt::DenseTensor t = rt::DenseTensor::allocate(d, shapeVector(ndim, shape));
  if (!t.data.data())
    return outOfMemory();
  return own(t, out);
}

extern "C" stype_status stype_dense_borrow(int32_t dtype, int32_t ndim,
                                           const int64_t *shape, void *data,
                                           stype_dense *out) {
  if (!out)
    return fail(STYPE_ERROR_NULL_POINTER, "output descriptor is NULL");
  stype_dense d = shapedDescriptor<stype_dense>(dtype, ndim, shape);
  d.data = data;
  return finishBorrow<stype_dense, rt::DenseTensor>(d, out, "dense tensor");
}

extern "C" void stype_dense_release(stype_dense *t) { releaseDescriptor(t); }

extern "C" stype_status stype_csr_create(int32_t dtype, int64_t nrows,
                                         int64_t ncols, int64_t nnz,
                                         stype_csr *out) {
  DType d;
  if (stype_status s = checkCreate(out, dtype, d))
    return s;
  if (nrows < 0 || ncols < 0 || nnz < 0)
    return fail(STYPE_ERROR_SHAPE, "csr sizes must be non-negative");
  if (stype_status s = checkBytes(nnz, d))
    return s;
  if (stype_status s = checkBytes(nrows, DType::I64))
    return s;
  rt::CsrTensor t = rt::CsrTensor::allocate(d, nrows, ncols, nnz);
  if (!allocated({&t.indptr, &t.indices, &t.data}))
    return outOfMemory();
  return own(t, out);
}

extern "C" stype_status stype_csr_borrow(int32_t dtype, int64_t nrows,
                                         int64_t ncols, int64_t nnz,
                                         int64_t *indptr, int64_t *indices,
                                         void *data, stype_csr *out) {
  if (!out)
    return fail(STYPE_ERROR_NULL_POINTER, "output descriptor is NULL");
  stype_csr c;
  std::memset(&c, 0, sizeof(c));
  c.dtype = dtype;
  c.nrows = nrows;
  c.ncols = ncols;
  c.nnz = nnz;
  c.indptr = indptr;
  c.indices = indices;
  c.data = data;
  return finishBorrow<stype_csr, rt::CsrTensor>(c, out, "csr tensor");
}

extern "C" void stype_csr_release(stype_csr *t) { releaseDescriptor(t); }

extern "C" stype_status stype_row_sparse_create(int32_t dtype, int32_t ndim,
                                                const int64_t *shape,
                                                int64_t nnr,
                                                stype_row_sparse *out) {
  DType d;
  if (stype_status s = checkCreate(out, dtype, d))
    return s;
  int64_t count;
  if (stype_status s = checkShape(ndim, shape, 1, count, "row_sparse tensor"))
    return s;
  if (nnr < 0)
    return fail(STYPE_ERROR_SHAPE, "row_sparse stored row count is negative");
  int64_t rowLength;
  if (stype_status s =
          checkShape(ndim - 1, shape + 1, 0, rowLength, "row_sparse tensor"))
    return s;
  if (stype_status s = checkRows(nnr, rowLength, d, "row_sparse tensor"))
    return s;
  rt::RspTensor t = rt::RspTensor::allocate(d, shapeVector(ndim, shape), nnr);
  if (!allocated({&t.indices, &t.data}))
    return outOfMemory();
  if (nnr)
    std::memset(t.indices.data(), 0, t.indices.bytes());
  return own(t, out);
}

extern "C" stype_status stype_row_sparse_borrow(int32_t dtype, int32_t ndim,
                                                const int64_t *shape,
                                                int64_t nnr, int64_t *indices,
                                                void *data,
                                                stype_row_sparse *out) {
  if (!out)
    return fail(STYPE_ERROR_NULL_POINTER, "output descriptor is NULL");
  stype_row_sparse r = shapedDescriptor<stype_row_sparse>(dtype, ndim, shape);
  r.nnr = nnr;
  r.indices = indices;
  r.data = data;
  return finishBorrow<stype_row_sparse, rt::RspTensor>(r, out,
                                                       "row_sparse tensor");
}

extern "C" void stype_row_sparse_release(stype_row_sparse *t) {
  releaseDescriptor(t);
}

extern "C" stype_status stype_dense_clone(const stype_dense *in,
                                          stype_dense *out) {
  return cloneInto<rt::DenseTensor>(in, out, "dense tensor");
}

extern "C" stype_status stype_csr_clone(const stype_csr *in, stype_csr *out) {
  return cloneInto<rt::CsrTensor>(in, out, "csr tensor");
}

extern "C" stype_status stype_row_sparse_clone(const stype_row_sparse *in,
                                               stype_row_sparse *out) {
  return cloneInto<rt::RspTensor>(in, out, "row_sparse tensor");
}

extern "C" stype_status stype_dense_check(const stype_dense *t) {
  rt::DenseTensor v;
  return view(t, v, "dense tensor");
}

extern "C" stype_status stype_csr_check_format(const stype_csr *t) {
  rt::CsrTensor v;
  if (stype_status s = view(t, v, "csr tensor"))
    return s;
  if (Status s = rt::checkFormat(v); !s.ok())
    return failStatus(STYPE_ERROR_FORMAT, s);
  return STYPE_OK;
}

extern "C" stype_status
stype_row_sparse_check_format(const stype_row_sparse *t) {
  rt::RspTensor v;
  if (stype_status s = view(t, v, "row_sparse tensor"))
    return s;
  if (Status s = rt::checkFormat(v); !s.ok())
    return failStatus(STYPE_ERROR_FORMAT, s);
  return STYPE_OK;
}

//===----------------------------------------------------------------------===//
// Files
//===----------------------------------------------------------------------===//

namespace {
stype_status checkPath(const char *path, const void *out) {
  if (!path)
    return fail(STYPE_ERROR_NULL_POINTER, "path is NULL");
  if (!out)
    return fail(STYPE_ERROR_NULL_POINTER, "descriptor is NULL");
  return STYPE_OK;
}

/// Reads a file into a runtime-owned descriptor with `read`.
template <typename Tensor, typename Desc>
stype_status load(const char *path, Desc *out,
                  Status (*read)(const std::string &, Tensor &)) {
  if (stype_status s = checkPath(path, out))
    return s;
  Tensor t;
  if (Status s = read(path, t); !s.ok())
    return failStatus(STYPE_ERROR_IO, s);
  return own(t, out);
}

/// Writes a checked descriptor with `write`.
template <typename Tensor, typename Desc, typename Write>
stype_status save(const char *path, const Desc *tensor, const char *what,
                  Write write) {
  if (stype_status s = checkPath(path, tensor))
    return s;
  Tensor t;
  if (stype_status s = view(tensor, t, what))
    return s;
  if (Status s = formatOf(t); !s.ok())
    return failStatus(STYPE_ERROR_FORMAT, s);
  if (Status s = write(path, t); !s.ok())
    return failStatus(STYPE_ERROR_IO, s);
  return STYPE_OK;
}
} // namespace

extern "C" stype_status stype_npy_load(const char *path, stype_dense *out) {
  return load<rt::DenseTensor>(path, out, rt::readNpy);
}

extern "C" stype_status stype_npy_save(const char *path,
                                       const stype_dense *tensor) {
  return save<rt::DenseTensor>(path, tensor, "dense tensor", rt::writeNpy);
}

extern "C" stype_status stype_npz_load_csr(const char *path, stype_csr *out) {
  return load<rt::CsrTensor>(path, out, rt::readCsrNpz);
}

extern "C" stype_status stype_npz_save_csr(const char *path,
                                           const stype_csr *tensor,
                                           int32_t compressed) {
  return save<rt::CsrTensor>(path, tensor, "csr tensor",
                             [&](const std::string &p, const rt::CsrTensor &t) {
                               return rt::writeCsrNpz(p, t, compressed != 0);
                             });
}

extern "C" stype_status stype_npz_load_row_sparse(const char *path,
                                                  stype_row_sparse *out) {
  return load<rt::RspTensor>(path, out, rt::readRspNpz);
}

extern "C" stype_status
stype_npz_save_row_sparse(const char *path, const stype_row_sparse *tensor,
                          int32_t compressed) {
  return save<rt::RspTensor>(path, tensor, "row_sparse tensor",
                             [&](const std::string &p, const rt::RspTensor &t) {
                               return rt::writeRspNpz(p, t, compressed != 0);
                             });
}

//===----------------------------------------------------------------------===//
// LibSVM
//===----------------------------------------------------------------------===//

struct stype_libsvm_reader {
  rt::LibSVMBatchReader reader;
};

extern "C" void stype_libsvm_options_init(stype_libsvm_options *options) {
  if (!options)
    return;
  std::memset(options, 0, sizeof(*options));
  options->num_features = -1;
  options->dtype = STYPE_DTYPE_F32;
  options->batch_size = 1;
  options->num_parts = 1;
  options->part_index = 0;
}

namespace {
stype_status libsvmOptions(const stype_libsvm_options *in,
                           rt::LibSVMBatchOptions &out) {
  if (!in)
    return fail(STYPE_ERROR_NULL_POINTER, "LibSVM options are NULL");
  if (!toDType(in->dtype, out.dtype) || out.dtype == DType::I64)
    return fail(STYPE_ERROR_INVALID_ARGUMENT,
                "LibSVM dtype must be f32 or f64, got code " +
                    std::to_string(in->dtype));
  out.numFeatures = in->num_features;
  out.batchSize = in->batch_size;
  out.numParts = in->num_parts;
  out.partIndex = in->part_index;
  return STYPE_OK;
}
} // namespace

extern "C" stype_status stype_libsvm_read(const char *path,
                                          const stype_libsvm_options *options,
                                          stype_csr *data,
                                          stype_dense *labels) {
  if (stype_status s = checkPath(path, data))
    return s;
  if (!labels)
    return fail(STYPE_ERROR_NULL_POINTER, "labels descriptor is NULL");
  rt::LibSVMBatchOptions o;
  if (stype_status s = libsvmOptions(options, o))
    return s;
  rt::CsrTensor x;
  rt::DenseTensor y;
  if (Status s = rt::readLibSVM(path, o, x, y); !s.ok())
    return failStatus(STYPE_ERROR_IO, s);
  if (stype_status s = own(x, data))
    return s;
  if (stype_status s = own(y, labels)) {
    stype_csr_release(data);
    return s;
  }
  return STYPE_OK;
}

extern "C" stype_status stype_libsvm_open(const char *path,
                                          const stype_libsvm_options *options,
                                          stype_libsvm_reader **out) {
  if (stype_status s = checkPath(path, out))
    return s;
  *out = nullptr;
  rt::LibSVMBatchOptions o;
  if (stype_status s = libsvmOptions(options, o))
    return s;
  if (o.numFeatures < 0)
    return fail(STYPE_ERROR_INVALID_ARGUMENT,
                std::string(path) + ": the LibSVM batch reader needs "
                                    "num_features >= 0 (MXNet's data_shape)");
  if (o.batchSize < 1)
    return fail(STYPE_ERROR_INVALID_ARGUMENT,
                std::string(path) + ": batch_size must be >= 1, got " +
                    std::to_string(o.batchSize));
  if (o.numParts < 1 || o.partIndex < 0 || o.partIndex >= o.numParts)
    return fail(STYPE_ERROR_INVALID_ARGUMENT,
                std::string(path) +
                    ": part_index must be in [0, num_parts), "
                    "got part " +
                    std::to_string(o.partIndex) + " of " +
                    std::to_string(o.numParts));
  auto *r = new (std::nothrow) stype_libsvm_reader;
  if (!r)
    return outOfMemory();
  if (Status s = r->reader.open(path, o); !s.ok()) {
    delete r;
    return failStatus(STYPE_ERROR_IO, s);
  }
  *out = r;
  return STYPE_OK;
}

extern "C" stype_status stype_libsvm_next(stype_libsvm_reader *reader,
                                          stype_csr *batch, stype_dense *labels,
                                          int32_t *has_batch,
                                          int64_t *num_padded) {
  if (!reader || !batch || !labels || !has_batch)
    return fail(STYPE_ERROR_NULL_POINTER,
                "stype_libsvm_next: reader, batch, labels and has_batch must "
                "not be NULL");
  rt::CsrTensor x;
  rt::DenseTensor y;
  bool got = false;
  int64_t padded = 0;
  *has_batch = 0;
  if (Status s = reader->reader.next(x, y, got, padded); !s.ok())
    return failStatus(STYPE_ERROR_IO, s);
  if (num_padded)
    *num_padded = got ? padded : 0;
  if (!got)
    return STYPE_OK;
  if (stype_status s = own(x, batch))
    return s;
  if (stype_status s = own(y, labels)) {
    stype_csr_release(batch);
    return s;
  }
  *has_batch = 1;
  return STYPE_OK;
}

extern "C" void stype_libsvm_reset(stype_libsvm_reader *reader) {
  if (reader)
    reader->reader.reset();
}

extern "C" void stype_libsvm_close(stype_libsvm_reader *reader) {
  delete reader;
}

//===----------------------------------------------------------------------===//
// stype_invoke: the call path of generated entry points
//===----------------------------------------------------------------------===//

namespace {

struct Param {
  int64_t kind = 0;
  int32_t dtype = 0;
  std::vector<int64_t> shape; // -1: dynamic
  /// The in-place record (ABI version 2): arguments: whether the kernel may
  /// write the buffers; results: the argument updated in place, or -1.
  bool updated = false;
  int32_t aliasOf = -1;
};

std::string describe(const Param &p) {
  if (p.kind == STYPE_KIND_SCALAR)
    return std::string("scalar ") + stype_dtype_name(p.dtype);
  auto kind = static_cast<abi::Kind>(p.kind);
  std::string s = std::string(abi::kindName(kind)) + " tensor<";
  for (int64_t d : p.shape)
    s += (d < 0 ? std::string("?") : std::to_string(d)) + "x";
  return s + stype_dtype_name(p.dtype) + ">";
}

/// Reads a signature of ABI version 1 or 2 (version 1 has no in-place
/// record: results then find their argument by comparing buffers).
bool parseSignature(const int64_t *sig, std::vector<Param> &args,
                    std::vector<Param> &results) {
  if (!sig || (sig[0] != 1 && sig[0] != STYPE_ABI_VERSION))
    return false;
  int64_t numArgs = sig[1], numResults = sig[2];
  if (numArgs < 0 || numResults < 0)
    return false;
  const int64_t *p = sig + 3;
  for (int64_t i = 0; i < numArgs + numResults; ++i) {
    Param param;
    param.kind = *p++;
    param.dtype = static_cast<int32_t>(*p++);
    int64_t rank = *p++;
    DType known;
    if (rank < 0 || rank > STYPE_MAX_NDIM || param.kind < 0 ||
        param.kind > STYPE_KIND_SCALAR || !toDType(param.dtype, known) ||
        (param.kind == STYPE_KIND_SCALAR && known == DType::F16))
      return false; // f16 is a tensor element type only
    param.shape.assign(p, p + rank);
    p += rank;
    (i < numArgs ? args : results).push_back(std::move(param));
  }
  if (sig[0] == 1)
    return true;
  for (Param &a : args) {
    int64_t updated = *p++;
    if (updated != 0 && updated != 1)
      return false;
    a.updated = updated == 1;
  }
  for (Param &r : results) {
    int64_t arg = *p++;
    if (arg < -1 || arg >= numArgs || (arg >= 0 && !args[arg].updated))
      return false;
    r.aliasOf = static_cast<int32_t>(arg);
  }
  return true;
}

/// The rank, logical shape and format check of each descriptor kind.
int32_t rankOf(const stype_dense *t) { return t->ndim; }
int32_t rankOf(const stype_csr *) { return 2; }
int32_t rankOf(const stype_row_sparse *t) { return t->ndim; }
std::vector<int64_t> shapeOf(const stype_dense *t) {
  return shapeVector(t->ndim, t->shape);
}
std::vector<int64_t> shapeOf(const stype_csr *t) {
  return {t->nrows, t->ncols};
}
std::vector<int64_t> shapeOf(const stype_row_sparse *t) {
  return shapeVector(t->ndim, t->shape);
}

/// One memref a kernel returned, and who owns its memory.
struct Returned {
  char *data = nullptr;
  std::vector<int64_t> sizes;
  /// The arguments whose buffer this is (two row_sparse arguments can share
  /// one index array); empty for buffers the kernel allocated.
  std::vector<int32_t> inputs;
  Buffer buffer; // empty when `inputs` is not
};

/// Takes over returned memrefs: a buffer whose allocation is an input's (an
/// in-place update) is not adopted; any other allocation is adopted once
/// (with free) and shared by every result that uses it.
struct Unpacker {
  std::map<const void *, std::vector<int32_t>> inputBuffers;
  std::map<void *, Buffer> adopted;
  std::string error;
  /// Frees what the kernel allocated (free() for host kernels).
  std::function<void(void *)> release;

  bool memref(const abi::Memref &m, Returned &r) {
    void *alloc = m.allocated;
    r.sizes = m.sizes;
    if (!m.contiguous()) {
      error = "a kernel returned a non-contiguous buffer";
      return false;
    }
    r.data = m.data();
    auto in = inputBuffers.find(alloc);
    if (alloc && in != inputBuffers.end()) {
      r.inputs = in->second;
      return true;
    }
    auto it = adopted.find(alloc);
    if (it == adopted.end())
      it = adopted
               .emplace(alloc,
                        Buffer::adopt(
                            alloc, 0,
                            release ? release : [](void *p) { std::free(p); }))
               .first;
    r.buffer = it->second;
    return true;
  }
};

/// The argument a result shares buffers with: the one the signature records
/// as updated in place if one of the result's buffers is that argument's
/// (not if the kernel wrote a copy); otherwise the argument that all its
/// argument-owned buffers have in common, else the data buffer's (the last
/// part); -1 if the kernel allocated every buffer.
int32_t aliasOf(int32_t recorded,
                std::initializer_list<const Returned *> parts) {
  auto has = [](const Returned *r, int32_t arg) {
    return std::find(r->inputs.begin(), r->inputs.end(), arg) !=
           r->inputs.end();
  };
  if (recorded >= 0)
    for (const Returned *r : parts)
      if (has(r, recorded))
        return recorded;
  const Returned *last = nullptr;
  for (const Returned *r : parts)
    if (!r->inputs.empty())
      last = r;
  if (!last)
    return -1;
  for (int32_t arg : last->inputs)
    if (std::all_of(parts.begin(), parts.end(), [&](const Returned *r) {
          return r->inputs.empty() || has(r, arg);
        }))
      return arg;
  return last->inputs.front();
}

std::vector<Buffer> keepOf(std::initializer_list<const Returned *> parts) {
  std::vector<Buffer> keep;
  for (const Returned *r : parts)
    if (r->inputs.empty() && r->buffer.data())
      keep.push_back(r->buffer);
  return keep;
}

} // namespace

stype_status capi::invoke(const char *name, const int64_t *signature,
                          const void *const *inputs, void *const *outputs,
                          stype_packed_kernel kernel,
                          const InvokeOptions &options) {
  std::vector<Param> args, results;
  std::string fn = std::string("@") + (name ? name : "?");
  if (!kernel || !signature ||
      (signature[0] != 1 && signature[0] != STYPE_ABI_VERSION))
    return fail(STYPE_ERROR_INTERNAL,
                fn +
                    ": the library was compiled for another stype ABI "
                    "version than this runtime's (1 or " +
                    std::to_string(STYPE_ABI_VERSION) + ")");
  if (!parseSignature(signature, args, results))
    return fail(STYPE_ERROR_INTERNAL,
                fn + ": malformed signature (an unknown kind or dtype, an f16 "
                     "scalar, a rank above STYPE_MAX_NDIM, or an in-place "
                     "record naming an argument not written)");

  // Validate and pack the inputs.
  abi::ArgumentWords packed;
  Unpacker unpacker;
  for (size_t i = 0; i < args.size(); ++i) {
    const Param &p = args[i];
    std::string what =
        fn + ": argument #" + std::to_string(i) + " (" + describe(p) + ")";
    const void *in = inputs ? inputs[i] : nullptr;
    if (!in)
      return fail(STYPE_ERROR_NULL_POINTER, what + " is NULL");
    auto remember = [&](const void *ptr) {
      if (ptr)
        unpacker.inputBuffers[ptr].push_back(static_cast<int32_t>(i));
    };
    // Dtype, rank, the descriptor itself, static sizes, then the format.
    auto validate = [&](const auto *t, auto &v) -> stype_status {
      if (t->dtype != p.dtype)
        return fail(STYPE_ERROR_DTYPE,
                    what + " has dtype " + stype_dtype_name(t->dtype) +
                        " (code " + std::to_string(t->dtype) + ")");
      int32_t rank = rankOf(t);
      if (rank != static_cast<int32_t>(p.shape.size()))
        return fail(STYPE_ERROR_RANK,
                    what + " has rank " + std::to_string(rank));
      if (stype_status s = view(t, v, what))
        return s;
      std::vector<int64_t> shape = shapeOf(t);
      for (size_t d = 0; d < shape.size(); ++d)
        if (p.shape[d] >= 0 && p.shape[d] != shape[d])
          return fail(STYPE_ERROR_SHAPE,
                      what + " has shape " + rt::formatShape(shape));
      if (!options.checkFormat)
        return STYPE_OK;
      if (Status s = formatOf(v); !s.ok())
        return fail(STYPE_ERROR_FORMAT, what + ": " + s.message());
      return STYPE_OK;
    };
    switch (p.kind) {
    case STYPE_KIND_DENSE: {
      auto *t = static_cast<const stype_dense *>(in);
      rt::DenseTensor v;
      if (stype_status s = validate(t, v))
        return s;
      packed.dense(t->data, v.shape);
      remember(t->data);
      break;
    }
    case STYPE_KIND_CSR: {
      auto *t = static_cast<const stype_csr *>(in);
      rt::CsrTensor v;
      if (stype_status s = validate(t, v))
        return s;
      packed.csr(t->indptr, t->indices, t->data, t->nrows, t->ncols, t->nnz);
      remember(t->indptr);
      remember(t->indices);
      remember(t->data);
      break;
    }
    case STYPE_KIND_ROW_SPARSE: {
      auto *t = static_cast<const stype_row_sparse *>(in);
      rt::RspTensor v;
      if (stype_status s = validate(t, v))
        return s;
      packed.rowSparse(t->indices, t->data, v.shape, t->nnr);
      remember(t->indices);
      remember(t->data);
      break;
    }
    default: // scalar: a pointer to its value
      packed.scalar(in, p.dtype == STYPE_DTYPE_F32 ? 4 : 8);
      break;
    }
  }
  for (size_t i = 0; i < results.size(); ++i)
    if (!outputs || !outputs[i])
      return fail(STYPE_ERROR_NULL_POINTER,
                  fn + ": result #" + std::to_string(i) + " (" +
                      describe(results[i]) + ") pointer is NULL");

  size_t numWords = 0;
  for (const Param &p : results)
    numWords += abi::valueWords(static_cast<abi::Kind>(p.kind), p.shape.size());
  std::vector<int64_t> words(numWords + 1);
  (void)stype_take_kernel_error();
  if (options.beforeCall)
    if (stype_status s = options.beforeCall(fn))
      return s;
  kernel(packed.words.data(), words.data());
  int32_t kernelError = stype_take_kernel_error();
  stype_status afterStatus =
      options.afterCall ? options.afterCall(fn) : STYPE_OK;

  // Adopt the results (before reporting a kernel error, so that what the
  // kernel allocated is freed).
  abi::ResultReader reader{words.data()};
  unpacker.release = options.release;
  struct Out {
    Returned a, b, c;
    int64_t extra = 0;
  };
  std::vector<Out> outs(results.size());
  for (size_t i = 0; i < results.size(); ++i) {
    const Param &p = results[i];
    Out &o = outs[i];
    abi::Result r = reader.result(static_cast<abi::Kind>(p.kind),
                                  p.shape.size(), stype_dtype_size(p.dtype));
    Returned *parts[] = {&o.a, &o.b, &o.c};
    for (size_t m = 0; m < r.memrefs.size(); ++m)
      if (!unpacker.memref(r.memrefs[m], *parts[m]))
        return fail(STYPE_ERROR_INTERNAL, fn + ": " + unpacker.error);
    o.extra = r.word;
  }
  if (afterStatus)
    return afterStatus;
  if (kernelError != 0)
    return fail(STYPE_ERROR_KERNEL, fn + ": " + stype_kernel_error_detail());

  for (size_t i = 0; i < results.size(); ++i) {
    const Param &p = results[i];
    Out &o = outs[i];
    void *out = outputs[i];
    stype_status s = STYPE_OK;
    switch (p.kind) {
    case STYPE_KIND_DENSE: {
      rt::DenseTensor t;
      t.shape = o.a.sizes;
      toDType(p.dtype, t.dtype);
      t.data = Buffer::borrow(o.a.data, 0);
      s = own(t, static_cast<stype_dense *>(out), aliasOf(p.aliasOf, {&o.a}),
              keepOf({&o.a}));
      break;
    }
    case STYPE_KIND_CSR: {
      auto *c = static_cast<stype_csr *>(out);
      std::memset(c, 0, sizeof(*c));
      c->dtype = p.dtype;
      c->alias_of = aliasOf(p.aliasOf, {&o.a, &o.b, &o.c});
      c->nrows = o.a.sizes[0] - 1;
      c->ncols = o.extra;
      c->nnz = o.b.sizes[0];
      c->indptr = reinterpret_cast<int64_t *>(o.a.data);
      c->indices = reinterpret_cast<int64_t *>(o.b.data);
      c->data = o.c.data;
      s = attachOwner(c, keepOf({&o.a, &o.b, &o.c}));
      break;
    }
    case STYPE_KIND_ROW_SPARSE: {
      auto *r = static_cast<stype_row_sparse *>(out);
      std::memset(r, 0, sizeof(*r));
      r->dtype = p.dtype;
      r->ndim = static_cast<int32_t>(p.shape.size());
      std::copy(o.b.sizes.begin(), o.b.sizes.end(), r->shape);
      r->shape[0] = o.extra;
      r->nnr = o.a.sizes[0];
      r->indices = reinterpret_cast<int64_t *>(o.a.data);
      r->data = o.b.data;
      r->alias_of = aliasOf(p.aliasOf, {&o.a, &o.b});
      s = attachOwner(r, keepOf({&o.a, &o.b}));
      break;
    }
    default:
      if (p.dtype == STYPE_DTYPE_F32) {
        float f;
        std::memcpy(&f, &o.extra, sizeof(f));
        *static_cast<float *>(out) = f;
      } else {
        std::memcpy(out, &o.extra, 8);
      }
      break;
    }
    if (s)
      return s;
  }
  return STYPE_OK;
}

extern "C" stype_status stype_invoke(const char *name, const int64_t *signature,
                                     const void *const *inputs,
                                     void *const *outputs,
                                     stype_packed_kernel kernel) {
  return capi::invoke(name, signature, inputs, outputs, kernel,
                      capi::InvokeOptions());
}

//===----------------------------------------------------------------------===//
// For the device C API (runtime/cuda/DeviceCApi.cpp): the descriptor helpers
//===----------------------------------------------------------------------===//

stype_status capi::setError(stype_status code, std::string message) {
  return fail(code, std::move(message));
}

stype_status capi::viewOf(const stype_dense *t, rt::DenseTensor &out,
                          const std::string &what) {
  return view(t, out, what);
}
stype_status capi::viewOf(const stype_csr *t, rt::CsrTensor &out,
                          const std::string &what) {
  return view(t, out, what);
}
stype_status capi::viewOf(const stype_row_sparse *t, rt::RspTensor &out,
                          const std::string &what) {
  return view(t, out, what);
}

stype_status capi::ownAll(const rt::DenseTensor &t, stype_dense *out) {
  return own(t, out);
}
stype_status capi::ownAll(const rt::CsrTensor &t, stype_csr *out) {
  return own(t, out);
}
stype_status capi::ownAll(const rt::RspTensor &t, stype_row_sparse *out) {
  return own(t, out);
}

stype_status capi::checkFormatOf(const rt::CsrTensor &t,
                                 const std::string &what) {
  if (Status s = formatOf(t); !s.ok())
    return fail(STYPE_ERROR_FORMAT, what + ": " + s.message());
  return STYPE_OK;
}
stype_status capi::checkFormatOf(const rt::RspTensor &t,
                                 const std::string &what) {
  if (Status s = formatOf(t); !s.ok())
    return fail(STYPE_ERROR_FORMAT, what + ": " + s.message());
  return STYPE_OK;
}
