// The CUDA runtime's C++ API from an installed stype: init() and
// deviceName() (runtime/cuda/CudaRuntime.h, installed under
// <prefix>/include/stype with stype::stype_cuda_runtime).
#include "runtime/cuda/CudaRuntime.h"

#include <cstdio>
#include <string>

extern "C" int consumer_cuda_init(char *message, size_t size) {
  namespace cuda = stype::rt::cuda;
  stype::rt::Status s = cuda::init();
  std::string text;
  if (s.ok() && !(s = cuda::deviceName(text)).ok())
    text.clear();
  std::snprintf(message, size, "%s",
                s.ok() ? text.c_str() : s.message().c_str());
  return s.ok() ? 0 : 1;
}
