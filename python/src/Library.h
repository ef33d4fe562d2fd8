//===- Library.h - stype.load_library: AOT kernel libraries -----*- C++ -*-===//
//
// The binding's loader of shared kernel libraries (stype-compile -emit=so):
// it reads their function table (stype_library_info, docs/abi.md "Function
// tables") and calls the entry points through the same marshalling as the
// JIT's functions (Callable.h).
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_PYTHON_LIBRARY_H
#define STYPE_PYTHON_LIBRARY_H

#include <pybind11/pybind11.h>

namespace stype {
namespace python {

/// Adds `Library` and `load_library(path)` to the extension module.
void registerLibrary(pybind11::module_ &m);

} // namespace python
} // namespace stype

#endif // STYPE_PYTHON_LIBRARY_H
