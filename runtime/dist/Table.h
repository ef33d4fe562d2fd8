//===- Table.h - A row_sparse table split over processes --------*- C++ -*-===//
//
// Part of the stype project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The distributed table behind stype_dist_table (docs/distributed.md):
/// rows split into contiguous ranges (or replicated), MXNet's
/// row_sparse_pull, the dist_sync push whose rows are summed in ascending
/// rank order and updated by their owner, checkpoints that do not depend on
/// the number of processes.
///
//===----------------------------------------------------------------------===//

#ifndef STYPE_RUNTIME_DIST_TABLE_H
#define STYPE_RUNTIME_DIST_TABLE_H

#include "runtime/Tensor.h"
#include "runtime/dist/Group.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace stype {
namespace dist {

/// Merges row_sparse pieces given in ascending rank order: the union of
/// their (sorted, unique) ids, each row the sum of its pieces in that order
/// (the first piece's row copied, the others added), so that the result
/// depends only on the pieces, never on arrival order.  \p rows is asked
/// for the output memory (bytes).
struct RowPiece {
  const int64_t *ids;
  const void *rows;
  int64_t count;
};
void mergeInRankOrder(rt::DType dtype, int64_t rowLength,
                      const std::vector<RowPiece> &pieces,
                      std::vector<int64_t> &ids,
                      const std::function<void *(int64_t)> &rows);

/// acc[i] = acc[i] + src[i] for n elements of \p dtype (f32, f64, i64): the
/// one addition of rank-ordered sums.
void addInto(rt::DType dtype, void *acc, const void *src, int64_t n);

/// The first row of rank \p r when \p rows rows are split over \p p
/// processes (the first rows % p ranks hold one row more).
int64_t rangeBegin(int64_t rows, int64_t p, int64_t r);

/// Row \p row's initial values (\p rowLength of them) from (seed, row).
void initRow(const stype_dist_table_options &o, int64_t row, int64_t rowLength,
             void *out);

class Table {
public:
  using Update = std::function<stype_status(const stype_dist_update_args &)>;

  /// Collective: the processes agree on \p options.
  static stype_status create(Group &group,
                             const stype_dist_table_options &options,
                             std::unique_ptr<Table> &out);

  stype_status pull(const int64_t *ids, int64_t n, stype_row_sparse *out);
  stype_status pushUpdate(const stype_row_sparse *grad, double lr, double wd,
                          double rescaleGrad);
  stype_status save(const char *path);
  stype_status load(const char *path);

  void setUpdate(Update u) { update = std::move(u); }
  stype_status localView(int32_t which, stype_dense *view, int64_t *begin);

  int64_t step = 0;
  int64_t begin = 0, end = 0; ///< this process's rows (all when replicated)
  int64_t numStates() const { return static_cast<int64_t>(states.size()); }

private:
  Table(Group &g) : group(g) {}
  bool replicated() const { return mode == STYPE_DIST_REPLICATED; }
  /// The agreement header of an operation on this table.
  Header header(OpCode op, const char *what) const;
  /// The facts every process must share about this table.
  void tableFacts(Header &h) const;
  /// Rows [lo, hi) of the table's arrays, local rows.
  int64_t stateRowLength(size_t i) const { return stateLengths[i]; }
  stype_status checkGrad(const stype_row_sparse *grad, rt::RspTensor &view,
                         Header &h) const;
  /// The start of save and load: the agreement on (op, table, path given).
  stype_status startFileOp(OpCode op, const char *what, const char *path);
  /// The size of a checkpoint of this table.
  int64_t fileBytes() const;
  stype_status applyUpdate(const std::vector<int64_t> &globalIds, void *rows,
                           double lr, double wd, double rescaleGrad);

  Group &group;
  std::string name;
  rt::DType dtype = rt::DType::F32;
  int32_t mode = STYPE_DIST_SHARDED;
  std::vector<int64_t> shape; ///< the table's shape
  int64_t rows = 0, rowLength = 1;
  size_t elemSize = 4;
  std::vector<int64_t> stateLengths; ///< per state: row length
  rt::Buffer weight;                 ///< (end - begin) * rowLength
  std::vector<rt::Buffer> states;    ///< (end - begin) * stateLengths[i]
  Update update;
};

} // namespace dist
} // namespace stype

#endif // STYPE_RUNTIME_DIST_TABLE_H
