//===- Bindings.h - Pieces shared by the stype._stype sources ---*- C++ -*-===//
//
// Part of the stype project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What the source files of the stype._stype extension share: numpy arrays
/// that own runtime buffers, and the functions that register each file's
/// bindings in the module (called from PYBIND11_MODULE in StypeModule.cpp).
///
//===----------------------------------------------------------------------===//

#ifndef STYPE_PYTHON_BINDINGS_H
#define STYPE_PYTHON_BINDINGS_H

#include "runtime/Tensor.h"

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <cstdint>
#include <vector>

namespace stype {
namespace python {

/// Returns a numpy array of \p dtype and \p shape over the memory of
/// \p buffer that shares the buffer's ownership through a capsule: the
/// memory lives as long as the array, without a copy.
pybind11::array ownedArray(const rt::Buffer &buffer,
                           const pybind11::dtype &dtype,
                           const std::vector<int64_t> &shape);

/// Registers the LibSVM readers of stype.io (python/src/LibSVM.cpp).
void populateLibSVMBindings(pybind11::module_ &m);

} // namespace python
} // namespace stype

#endif // STYPE_PYTHON_BINDINGS_H
