//===- LibSVM.h - LibSVM text reader with MXNet semantics -------*- C++ -*-===//
//
// Part of the stype project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Reads LibSVM text files the way MXNet's LibSVMIter does: each line is
/// `label[:weight] [qid:N] idx:value ...` with zero-based feature indices
/// (one-based with LibSVMOptions::indexBase = 1);
/// blank lines and `#` comments (to the end of the line) are skipped; the
/// weight and qid are parsed and ignored. Unlike MXNet, malformed input is
/// reported as `file:line:column: message` instead of being accepted: a
/// non-numeric label, weight, index or value, an index-only feature (no
/// `:value`), a negative index, an index >= numFeatures, and indices that are
/// not strictly ascending within a line.
///
/// LibSVMBatchReader streams a file of any size in batches with MXNet's
/// round_batch=True wrap-around and dmlc InputSplit byte-range partitioning.
///
//===----------------------------------------------------------------------===//

#ifndef STYPE_RUNTIME_LIBSVM_H
#define STYPE_RUNTIME_LIBSVM_H

#include "runtime/Status.h"
#include "runtime/Tensor.h"

#include <cstdint>
#include <fstream>
#include <string>
#include <vector>

namespace stype {
namespace rt {

namespace detail {
struct LibSVMRow;
} // namespace detail

/// Options of the LibSVM readers.
struct LibSVMOptions {
  /// Number of columns of the CSR output (MXNet data_shape). -1 means
  /// max index + 1 over the file (readLibSVM only).
  int64_t numFeatures = -1;
  /// Element type of the values and labels: F32 (MXNet's) or F64.
  DType dtype = DType::F32;
  /// The file's first feature index: 0 (MXNet's and dmlc's default) or 1
  /// (one-based files, sklearn's zero_based=False). Indices are stored minus
  /// indexBase; an index below it is an error.
  int64_t indexBase = 0;
};

/// Reads the whole LibSVM file at \p path into a CSR matrix \p data of shape
/// (rows, numFeatures) and the 1-D label vector \p labels (rows,).
Status readLibSVM(const std::string &path, const LibSVMOptions &options,
                  CsrTensor &data, DenseTensor &labels);

/// Options of LibSVMBatchReader.
struct LibSVMBatchOptions : LibSVMOptions {
  /// Rows per batch (MXNet batch_size); >= 1.
  int64_t batchSize = 1;
  /// Number of partitions the file is split into (MXNet num_parts); >= 1.
  int64_t numParts = 1;
  /// The partition this reader reads (MXNet part_index), in [0, numParts).
  int64_t partIndex = 0;
};

/// Streams a LibSVM file line by line in batches of batchSize rows.
///
/// Partitioning follows dmlc's InputSplit: with size the file size in bytes
/// and step = ceil(size / numParts), part k nominally covers
/// [min(k * step, size), min((k + 1) * step, size)); each interior boundary
/// moves forward to just after the next '\n' at or after it. Every line thus
/// belongs to exactly one part.
///
/// Batching follows MXNet's round_batch=True: the last partial batch of an
/// epoch is filled by wrapping to the start of the partition, and numPadded
/// reports the number of wrapped rows (4 rows, batch 3: the second batch is
/// rows [4, 1, 2] with numPadded = 2). After a wrap, next() reports no batch
/// until reset(); reset() then does not rewind, so the next epoch starts after
/// the wrapped rows, as in MXNet's BatchLoader. It is an error if one
/// wrap-around cannot fill the batch.
class LibSVMBatchReader {
public:
  LibSVMBatchReader();
  ~LibSVMBatchReader();
  LibSVMBatchReader(const LibSVMBatchReader &) = delete;
  LibSVMBatchReader &operator=(const LibSVMBatchReader &) = delete;

  /// Opens \p path and positions the reader at the start of its partition.
  /// options.numFeatures must be given (>= 0).
  Status open(const std::string &path, const LibSVMBatchOptions &options);

  /// Reads the next batch: \p batch is (batchSize, numFeatures) CSR and
  /// \p labels (batchSize,). Sets \p hasBatch to false at the end of an epoch
  /// (then \p batch and \p labels are left unchanged); \p numPadded is the
  /// number of rows wrapped from the start of the partition.
  Status next(CsrTensor &batch, DenseTensor &labels, bool &hasBatch,
              int64_t &numPadded);

  /// Starts a new epoch (see the class comment for the wrap-around rule).
  void reset();

  /// Returns the first byte of this reader's partition.
  uint64_t partBegin() const { return begin; }

  /// Returns one past the last byte of this reader's partition.
  uint64_t partEnd() const { return end; }

private:
  Status readRow(detail::LibSVMRow &row, bool &got);
  void rewind();

  std::string path;
  LibSVMBatchOptions options;
  std::ifstream in;
  uint64_t begin = 0, end = 0;
  /// Byte offset of the next line to read.
  uint64_t pos = 0;
  /// 1-based number of the line at \p begin, and of the next line to read.
  int64_t firstLine = 1, line = 1;
  /// Rows wrapped into the last batch; nonzero until reset().
  int64_t numOverflow = 0;
  bool isOpen = false;
};

} // namespace rt
} // namespace stype

#endif // STYPE_RUNTIME_LIBSVM_H
