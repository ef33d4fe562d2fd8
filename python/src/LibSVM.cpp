//===- LibSVM.cpp - LibSVM readers of stype.io ------------------*- C++ -*-===//
//
// Part of the stype project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Binds the runtime's LibSVM readers (runtime/LibSVM.h) for stype.io
/// (python/stype/io.py): `read_libsvm` reads a whole file, `LibSVMReader`
/// streams one in batches with MXNet's LibSVMIter semantics. Both release
/// the GIL while they read and return numpy arrays that own the runtime's
/// buffers; a malformed file raises stype.io.LibSVMError with the runtime's
/// `file:line:column: message`.
///
//===----------------------------------------------------------------------===//

#include "runtime/LibSVM.h"
#include "python/src/Bindings.h"

#include <mutex>
#include <string>

namespace py = pybind11;
using namespace stype;

namespace {

/// stype.io.LibSVMError, registered by io.py at import.
py::object &libsvmErrorType() {
  static py::object *type = new py::object(); // never destroyed (exit order)
  return *type;
}

/// Raises stype.io.LibSVMError (ValueError before io.py registered it).
[[noreturn]] void raiseError(const rt::Status &status) {
  py::handle type = libsvmErrorType() ? libsvmErrorType().ptr()
                                      : py::handle(PyExc_ValueError);
  PyErr_SetString(type.ptr(), status.message().c_str());
  throw py::error_already_set();
}

/// The runtime dtype of the numpy dtype name \p name: float32 or float64.
rt::DType valueDType(const std::string &name) {
  if (name == "float32")
    return rt::DType::F32;
  if (name == "float64")
    return rt::DType::F64;
  throw py::type_error("LibSVM values are read as float32 or float64, not " +
                       name);
}

py::dtype numpyDType(rt::DType dtype) {
  return py::dtype(dtype == rt::DType::F32 ? "float32" : "float64");
}

/// (data, indices, indptr, labels, num_cols) of a CSR matrix and its
/// labels, as arrays that own the buffers.
py::tuple toArrays(const rt::CsrTensor &csr, const rt::DenseTensor &labels) {
  py::dtype values = numpyDType(csr.dtype);
  py::dtype index = py::dtype("int64");
  return py::make_tuple(
      python::ownedArray(csr.data, values, {csr.nnz()}),
      python::ownedArray(csr.indices, index, {csr.nnz()}),
      python::ownedArray(csr.indptr, index, {csr.numRows + 1}),
      python::ownedArray(labels.data, numpyDType(labels.dtype), labels.shape),
      csr.numCols);
}

/// Reads the whole file at \p path (rt::readLibSVM).
py::tuple readWhole(const std::string &path, int64_t numFeatures,
                    const std::string &dtype, int64_t indexBase) {
  rt::LibSVMOptions options;
  options.numFeatures = numFeatures;
  options.dtype = valueDType(dtype);
  options.indexBase = indexBase;
  rt::CsrTensor csr;
  rt::DenseTensor labels;
  rt::Status status;
  {
    py::gil_scoped_release release;
    status = rt::readLibSVM(path, options, csr, labels);
  }
  if (!status.ok())
    raiseError(status);
  return toArrays(csr, labels);
}

/// rt::LibSVMBatchReader for Python: calls from several threads are
/// serialized, and none holds the GIL while it reads.
class Reader {
public:
  Reader(const std::string &path, int64_t numFeatures, int64_t batchSize,
         int64_t numParts, int64_t partIndex, const std::string &dtype) {
    rt::LibSVMBatchOptions options;
    options.numFeatures = numFeatures;
    options.dtype = valueDType(dtype);
    options.batchSize = batchSize;
    options.numParts = numParts;
    options.partIndex = partIndex;
    rt::Status status;
    {
      py::gil_scoped_release release;
      std::lock_guard<std::mutex> lock(mutex);
      status = reader.open(path, options);
    }
    if (!status.ok())
      raiseError(status);
  }

  /// The next batch as (data, indices, indptr, labels, num_cols, pad), or
  /// None at the end of the epoch.
  py::object next() {
    rt::CsrTensor csr;
    rt::DenseTensor labels;
    bool hasBatch = false;
    int64_t pad = 0;
    rt::Status status;
    {
      py::gil_scoped_release release;
      std::lock_guard<std::mutex> lock(mutex);
      status = reader.next(csr, labels, hasBatch, pad);
    }
    if (!status.ok())
      raiseError(status);
    if (!hasBatch)
      return py::none();
    return toArrays(csr, labels) + py::make_tuple(pad);
  }

  void reset() {
    py::gil_scoped_release release;
    std::lock_guard<std::mutex> lock(mutex);
    reader.reset();
  }

  py::tuple partRange() {
    std::lock_guard<std::mutex> lock(mutex);
    return py::make_tuple(reader.partBegin(), reader.partEnd());
  }

private:
  std::mutex mutex;
  rt::LibSVMBatchReader reader;
};

} // namespace

void python::populateLibSVMBindings(py::module_ &m) {
  m.def(
      "_set_libsvm_error",
      [](py::object type) { libsvmErrorType() = std::move(type); },
      "Registers stype.io.LibSVMError");
  m.def("read_libsvm", &readWhole, py::arg("path"), py::arg("num_features"),
        py::arg("dtype"), py::arg("index_base"),
        "Reads a whole LibSVM file: (data, indices, indptr, labels, "
        "num_cols)");
  py::class_<Reader>(m, "LibSVMReader")
      .def(py::init<const std::string &, int64_t, int64_t, int64_t, int64_t,
                    const std::string &>(),
           py::arg("path"), py::arg("num_features"), py::arg("batch_size"),
           py::arg("num_parts"), py::arg("part_index"), py::arg("dtype"))
      .def("next", &Reader::next,
           "(data, indices, indptr, labels, num_cols, pad) or None")
      .def("reset", &Reader::reset)
      .def("part_range", &Reader::partRange,
           "The partition's byte range [begin, end) in the file");
}
