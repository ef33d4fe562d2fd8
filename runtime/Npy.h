//===- Npy.h - numpy .npy/.npz and scipy sparse .npz I/O --------*- C++ -*-===//
//
// Part of the stype project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Readers and writers for numpy's .npy format (versions 1.0, 2.0 and 3.0,
/// little-endian, dtypes <f4 <f8 <i8, plus <i4 widened to int64 on read) and
/// for .npz archives (read through libzip, stored or deflated members):
/// scipy.sparse.save_npz's CSR layout and a row-sparse layout
/// (data, indices, shape, format = b'row_sparse').
///
/// Every error message starts with the file name (and names the member for
/// .npz archives). Sparse readers run checkFormat before returning.
///
//===----------------------------------------------------------------------===//

#ifndef STYPE_RUNTIME_NPY_H
#define STYPE_RUNTIME_NPY_H

#include "runtime/Status.h"
#include "runtime/Tensor.h"

#include <string>
#include <variant>

namespace stype {
namespace rt {

/// Reads the .npy file at \p path into \p out. Accepts <f4, <f8, <i8 and <i4
/// (widened to i64); rejects other dtypes, big-endian data and
/// fortran_order=True.
Status readNpy(const std::string &path, DenseTensor &out);

/// Writes \p tensor to \p path as a version 1.0 .npy file (2.0 if the header
/// does not fit in 64 KiB).
Status writeNpy(const std::string &path, const DenseTensor &tensor);

/// Reads a CSR matrix written by scipy.sparse.save_npz (compressed or not):
/// members data, indices, indptr, shape and format (b'csr' or u'csr'). int32
/// index arrays are widened to int64.
Status readCsrNpz(const std::string &path, CsrTensor &out);

/// Reads a row-sparse tensor from an .npz archive with members data
/// (nnr, D1..Dn), indices (nnr,), shape (rank,) and format = b'row_sparse'.
Status readRspNpz(const std::string &path, RspTensor &out);

/// Reads a CSR or row-sparse tensor, dispatching on the format member.
Status readSparseNpz(const std::string &path,
                     std::variant<CsrTensor, RspTensor> &out);

/// Writes \p csr in scipy.sparse.save_npz's layout (format stored as |S3
/// bytes, int64 indices and indptr), readable by scipy.sparse.load_npz.
/// Members are deflated if \p compressed, stored otherwise.
Status writeCsrNpz(const std::string &path, const CsrTensor &csr,
                   bool compressed = false);

/// Writes \p rsp with members data, indices, shape and format
/// (b'row_sparse'), readable by numpy.load and readRspNpz.
Status writeRspNpz(const std::string &path, const RspTensor &rsp,
                   bool compressed = false);

} // namespace rt
} // namespace stype

#endif // STYPE_RUNTIME_NPY_H
