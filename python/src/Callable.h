//===- Callable.h - what a stype.Function calls ------------------*- C++
//-*-===//
//
// The Python binding marshals numpy / scipy / RowSparseArray values to
// runtime tensors for a Callable and back: a JIT-compiled function
// (StypeModule.cpp) or an entry point of an ahead-of-time library.  Both
// describe their arguments and results with the JIT's Param.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_PYTHON_CALLABLE_H
#define STYPE_PYTHON_CALLABLE_H

#include "runtime/Status.h"
#include "tools/jit/Jit.h"

#include <pybind11/pybind11.h>

#include <memory>
#include <string>
#include <vector>

namespace stype {
namespace python {

class Callable {
public:
  virtual ~Callable() = default;
  virtual const std::string &name() const = 0;
  /// Arguments (with `updated`) and results (with `aliasOf`).
  virtual const std::vector<jit::Param> &params() const = 0;
  virtual const std::vector<jit::Param> &results() const = 0;
  /// Runs the function on checked inputs; called without the GIL.  A
  /// result buffer that is an input's shares that input's rt::Buffer.
  virtual rt::Status call(const std::vector<jit::Value> &inputs,
                          std::vector<jit::Value> &outputs) const = 0;
};

/// A stype._stype.Function object calling `callable`.
pybind11::object makeFunction(std::shared_ptr<Callable> callable);

} // namespace python
} // namespace stype

#endif // STYPE_PYTHON_CALLABLE_H
