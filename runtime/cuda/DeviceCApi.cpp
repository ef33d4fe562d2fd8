//===- DeviceCApi.cpp - the C API for device-resident tensors ---*- C++ -*-===//
//
// Part of the stype project.
//
//===----------------------------------------------------------------------===//
//
// stype_device_*, the host <-> device copies of descriptors, and
// stype_invoke_device, the call path of the entry points of libraries
// compiled with `stype-compile --target=nvptx` (runtime/include/stype/stype.h,
// docs/abi.md).  Device buffers are owned through the same stype_owner as
// host buffers; their deleter is cuMemFree.
//
//===----------------------------------------------------------------------===//

#include "runtime/CApiInternal.h"
#include "runtime/cuda/CudaRuntime.h"

#include <cstring>
#include <vector>

using namespace stype;
using rt::Buffer;
using rt::Status;
namespace cuda = stype::rt::cuda;

namespace {

stype_status noDevice(const std::string &what, const Status &s) {
  return capi::setError(STYPE_ERROR_NO_DEVICE,
                        (what.empty() ? "" : what + ": ") + s.message());
}

stype_status deviceError(const std::string &what, const Status &s) {
  return capi::setError(STYPE_ERROR_DEVICE,
                        (what.empty() ? "" : what + ": ") + s.message());
}

void freeOnDevice(void *p) { (void)cuda::free(p); }

stype_status checkFormat(const rt::DenseTensor &, const std::string &) {
  return STYPE_OK;
}
stype_status checkFormat(const rt::CsrTensor &t, const std::string &what) {
  return capi::checkFormatOf(t, what);
}
stype_status checkFormat(const rt::RspTensor &t, const std::string &what) {
  return capi::checkFormatOf(t, what);
}

/// The checks of both copy directions: the descriptor, the output, the
/// format (host tensors only), the driver.
template <typename Tensor, typename Desc>
stype_status prepareCopy(const Desc *in, Desc *out, Tensor &t, const char *what,
                         bool hostInput) {
  if (stype_status s = capi::viewOf(in, t, what))
    return s;
  if (!out)
    return capi::setError(STYPE_ERROR_NULL_POINTER,
                          "output descriptor is NULL");
  if (hostInput)
    if (stype_status s = checkFormat(t, what))
      return s;
  if (Status s = cuda::init(); !s.ok())
    return noDevice(what, s);
  return STYPE_OK;
}

/// Host -> device: new device buffers, owned by `out`.
template <typename Tensor, typename Desc>
stype_status toDevice(const Desc *in, Desc *out, const char *what) {
  Tensor t;
  if (stype_status s = prepareCopy(in, out, t, what, /*hostInput=*/true))
    return s;
  for (Buffer *b : buffersOf(t)) {
    void *device = nullptr;
    size_t bytes = b->bytes();
    if (Status s = cuda::alloc(&device, bytes); !s.ok())
      return deviceError(what, s);
    Buffer owned = Buffer::adopt(device, bytes, freeOnDevice);
    if (Status s = cuda::copyToDevice(device, b->data(), bytes); !s.ok())
      return deviceError(what, s);
    *b = owned;
  }
  return capi::ownAll(t, out);
}

/// Device -> host: new host buffers, owned by `out`.
template <typename Tensor, typename Desc>
stype_status toHost(const Desc *in, Desc *out, const char *what) {
  Tensor t;
  if (stype_status s = prepareCopy(in, out, t, what, /*hostInput=*/false))
    return s;
  for (Buffer *b : buffersOf(t)) {
    size_t bytes = b->bytes();
    Buffer host = Buffer::allocate(bytes);
    if (!host.data())
      return capi::setError(STYPE_ERROR_OUT_OF_MEMORY, "out of memory");
    if (Status s = cuda::copyToHost(host.data(), b->data(), bytes); !s.ok())
      return deviceError(what, s);
    *b = host;
  }
  return capi::ownAll(t, out);
}

} // namespace

extern "C" stype_status stype_device_init(void) {
  if (Status s = cuda::init(); !s.ok())
    return noDevice("", s);
  return STYPE_OK;
}

extern "C" stype_status stype_device_name(char *name, size_t size) {
  if (!name || size == 0)
    return capi::setError(STYPE_ERROR_NULL_POINTER, "name buffer is NULL");
  name[0] = '\0';
  if (Status s = cuda::init(); !s.ok())
    return noDevice("", s);
  std::string n;
  if (Status s = cuda::deviceName(n); !s.ok())
    return deviceError("", s);
  std::strncpy(name, n.c_str(), size - 1);
  name[size - 1] = '\0';
  return STYPE_OK;
}

extern "C" stype_status stype_device_synchronize(void) {
  if (Status s = cuda::init(); !s.ok())
    return noDevice("", s);
  if (Status s = cuda::synchronize(); !s.ok())
    return deviceError("", s);
  return STYPE_OK;
}

extern "C" stype_status stype_dense_to_device(const stype_dense *host,
                                              stype_dense *device) {
  return toDevice<rt::DenseTensor>(host, device, "dense tensor");
}
extern "C" stype_status stype_csr_to_device(const stype_csr *host,
                                            stype_csr *device) {
  return toDevice<rt::CsrTensor>(host, device, "csr tensor");
}
extern "C" stype_status stype_row_sparse_to_device(const stype_row_sparse *host,
                                                   stype_row_sparse *device) {
  return toDevice<rt::RspTensor>(host, device, "row_sparse tensor");
}
extern "C" stype_status stype_dense_to_host(const stype_dense *device,
                                            stype_dense *host) {
  return toHost<rt::DenseTensor>(device, host, "dense tensor");
}
extern "C" stype_status stype_csr_to_host(const stype_csr *device,
                                          stype_csr *host) {
  return toHost<rt::CsrTensor>(device, host, "csr tensor");
}
extern "C" stype_status stype_row_sparse_to_host(const stype_row_sparse *device,
                                                 stype_row_sparse *host) {
  return toHost<rt::RspTensor>(device, host, "row_sparse tensor");
}

extern "C" stype_status stype_invoke_device(const char *name,
                                            const int64_t *signature,
                                            const void *const *inputs,
                                            void *const *outputs,
                                            stype_packed_kernel kernel) {
  capi::InvokeOptions options;
  options.checkFormat = false;
  options.beforeCall = [](const std::string &fn) -> stype_status {
    if (Status s = cuda::init(); !s.ok())
      return noDevice(fn, s);
    // Errors of the mgpu* functions are recorded, not returned: start the
    // call with none, so that what follows is this call's.
    cuda::clearError();
    return STYPE_OK;
  };
  options.afterCall = [](const std::string &fn) -> stype_status {
    Status s = cuda::lastError();
    if (s.ok())
      s = cuda::synchronize();
    if (!s.ok()) {
      cuda::clearError();
      return deviceError(fn, s);
    }
    return STYPE_OK;
  };
  options.release = freeOnDevice;
  return capi::invoke(name, signature, inputs, outputs, kernel, options);
}
