//===- Bindings.cpp - Pieces shared by the stype._stype sources -----------===//
//
// Part of the stype project.
//
//===----------------------------------------------------------------------===//

#include "python/src/Bindings.h"

namespace py = pybind11;
using namespace stype;

py::array python::ownedArray(const rt::Buffer &buffer, const py::dtype &dtype,
                             const std::vector<int64_t> &shape) {
  std::vector<ssize_t> sizes(shape.begin(), shape.end());
  auto *owned = new rt::Buffer(buffer);
  py::capsule base(owned, [](void *p) { delete static_cast<rt::Buffer *>(p); });
  return py::array(dtype, sizes, buffer.data(), base);
}
