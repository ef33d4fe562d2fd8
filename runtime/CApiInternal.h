//===- CApiInternal.h - C API internals shared with runtime/cuda -*- C++
//-*-===//
//
// The call path of generated entry points (stype_invoke) with the options
// the GPU entry points need, and the descriptor helpers of CApi.cpp, for the
// device C API in runtime/cuda/DeviceCApi.cpp.  Not installed.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_RUNTIME_CAPIINTERNAL_H
#define STYPE_RUNTIME_CAPIINTERNAL_H

#include "stype/stype.h"

#include "runtime/Tensor.h"

#include <functional>
#include <string>

namespace stype {
namespace capi {

struct InvokeOptions {
  /// Run MXNet's check_format on csr / row_sparse arguments (reads their
  /// buffers: host memory only).
  bool checkFormat = true;
  /// Called after validation, just before the kernel, with "@name"; a
  /// non-OK status is returned without calling the kernel.
  std::function<stype_status(const std::string &)> beforeCall;
  /// Called right after the kernel; a non-OK status is returned after the
  /// results were adopted (and so freed).
  std::function<stype_status(const std::string &)> afterCall;
  /// Frees a buffer the kernel allocated (default: free()).
  std::function<void(void *)> release;
};

/// stype_invoke with `options`.
stype_status invoke(const char *name, const int64_t *signature,
                    const void *const *inputs, void *const *outputs,
                    stype_packed_kernel kernel, const InvokeOptions &options);

/// Sets the calling thread's stype_last_error() and returns `code`.
stype_status setError(stype_status code, std::string message);

/// Borrowed views of descriptors (descriptor checks, no format check).
stype_status viewOf(const stype_dense *t, rt::DenseTensor &out,
                    const std::string &what);
stype_status viewOf(const stype_csr *t, rt::CsrTensor &out,
                    const std::string &what);
stype_status viewOf(const stype_row_sparse *t, rt::RspTensor &out,
                    const std::string &what);

/// Fills `out` so that it owns the tensor's buffers.
stype_status ownAll(const rt::DenseTensor &t, stype_dense *out);
stype_status ownAll(const rt::CsrTensor &t, stype_csr *out);
stype_status ownAll(const rt::RspTensor &t, stype_row_sparse *out);

/// MXNet's check_format as a status (STYPE_ERROR_FORMAT, "what: ...").
stype_status checkFormatOf(const rt::CsrTensor &t, const std::string &what);
stype_status checkFormatOf(const rt::RspTensor &t, const std::string &what);

} // namespace capi
} // namespace stype

#endif // STYPE_RUNTIME_CAPIINTERNAL_H
