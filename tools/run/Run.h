//===- Run.h - Run a compiled kernel library on files -----------*- C++ -*-===//
//
// What `stype-run` and `stype-exec` share, free of LLVM and MLIR: the values
// a kernel takes and returns (runtime tensors and scalars), reading them from
// the command line's files, printing and writing results, and calling an
// entry point of a shared library that `stype-compile -emit=so` built, on
// the CPU or, for libraries built with --target=nvptx, on the GPU (arguments
// uploaded, results downloaded).  docs/tools.md describes both tools.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_TOOLS_RUN_RUN_H
#define STYPE_TOOLS_RUN_RUN_H

#include "runtime/KernelAbi.h"
#include "runtime/Status.h"
#include "runtime/Tensor.h"

#include <string>
#include <variant>
#include <vector>

namespace stype {
namespace run {

/// The storage kind of a function argument or result (coded as in the C
/// ABI's signatures).
using Kind = abi::Kind;

/// "default", "csr", "row_sparse" or "scalar".
using abi::kindName;

/// One argument or result of a kernel, as the .mlir function declares it
/// (results: after storage inference).
struct Param {
  Kind kind = Kind::Dense;
  rt::DType dtype = rt::DType::F32;
  /// Static sizes; -1 for a dynamic dimension.  Empty for scalars.
  std::vector<int64_t> shape;
  /// The MLIR type as written, for messages.
  std::string typeName;
  /// For scalars: true for integer/index types.
  bool isInteger = false;
  /// Arguments: the name written in the source (`%x` gives "x"), or
  /// "argN" where the source has none.  Results: "resultN".
  std::string name;
  /// Arguments: whether the kernel may write into the argument's buffers
  /// (an optimizer update in place, docs/abi.md "In-place updates").
  bool updated = false;
  /// Results: the argument this result is after an in-place update, or -1.
  int aliasOf = -1;
};

/// A scalar argument.
struct Scalar {
  double f = 0;
  int64_t i = 0;
};

/// A value passed to or returned by a kernel.
using Value =
    std::variant<rt::DenseTensor, rt::CsrTensor, rt::RspTensor, Scalar>;

/// Returns a deep copy of `v` (kernels may update their inputs in place).
Value cloneValue(const Value &v);

/// Describes a value as "csr tensor 3x4 (nnz 5, f32)".
std::string describe(const Value &v);

/// "csr tensor<?x100xf32>", "scalar f64": the storage kind, then the shape
/// (? for a dynamic size) and dtype.
std::string formatParam(const Param &p);

/// The arguments (results == false) or results of a signature as
/// `stype-compile` records it (docs/abi.md).
std::vector<Param> paramsOfSignature(const int64_t *sig, bool results);

/// Reads argument #index from `text` by its parameter: default tensors from
/// .npy, csr from scipy .npz or LibSVM text (`libsvmFeatures` columns where
/// the type's are dynamic), row_sparse from .npz, scalars from the text.
rt::Status loadValue(const Param &p, const std::string &text, size_t index,
                     int64_t libsvmFeatures, Value &out);

/// "result #i: <describe>" and its buffers, as stype-run prints them.
std::string formatResult(size_t i, const Value &v);

/// Writes a tensor result: dense as .npy, csr and row_sparse as .npz.
rt::Status writeResult(const std::string &path, const Value &v);

/// Checks the command line against the function: one argument per parameter
/// and, if any -o files, one per result, named for the result's format.
rt::Status checkCounts(const std::string &name, size_t numParams,
                       const std::vector<Param> &results, size_t numArgs,
                       const std::vector<std::string> &outFiles);

/// Prints the median of `times` (when there is more than one) and prints
/// the results to stdout, or writes them to `outFiles`.
rt::Status report(std::vector<double> &times, const std::vector<Value> &outputs,
                  const char *note, const std::vector<std::string> &outFiles);

/// How to run an entry point of a compiled shared library.
struct LibraryRun {
  /// The library (`stype-compile -emit=so`).
  std::string path;
  /// Its --prefix: the function table is `<prefix>stype_library`.
  std::string prefix;
  /// The entry point's name in the .mlir file; empty: the only one.
  std::string entry;
  /// The argument texts (files, numbers) and -o files.
  std::vector<std::string> args, outFiles;
  int64_t libsvmFeatures = 0;
  unsigned repeat = 1;
  /// "auto" (the library says: GPU libraries export
  /// `<prefix>stype_library_device`), "cpu" or "cuda".
  std::string device = "auto";
  /// The name of the file compiled, for messages (default: path).
  std::string source;
};

/// Loads the library, reads the arguments, calls the entry point `repeat`
/// times on fresh copies (GPU libraries: uploaded each time, the results
/// downloaded; the times exclude the copies) and prints or writes the
/// results.
rt::Status runLibrary(const LibraryRun &run);

/// Lists the library's entry points ("@name(args) -> (results)").
rt::Status listLibrary(const LibraryRun &run);

} // namespace run
} // namespace stype

#endif // STYPE_TOOLS_RUN_RUN_H
