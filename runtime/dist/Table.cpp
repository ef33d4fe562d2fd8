//===- Table.cpp - A row_sparse table split over processes ----------------===//
//
// Part of the stype project.
//
//===----------------------------------------------------------------------===//
//
// Every operation follows the same protocol (docs/distributed.md):
//   1. local checks, recorded in this process's Header (never returned
//      early: every process must reach the agreement);
//   2. Group::agree: every process learns every header and how many rows
//      every process sends to every other; all return the same status;
//   3. the payload exchange (one all-to-all or all-gather);
//   4. for pushes, a second agreement on the owners' update status.
//
//===----------------------------------------------------------------------===//

#include "runtime/dist/Table.h"

#include "runtime/CApiInternal.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <numeric>
#include <sys/stat.h>
#include <unistd.h>

using namespace stype;
using namespace stype::dist;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

int64_t dist::rangeBegin(int64_t rows, int64_t p, int64_t r) {
  int64_t base = rows / p, extra = rows % p;
  return r * base + std::min(r, extra);
}

static int64_t bitsOf(double v) {
  int64_t b;
  std::memcpy(&b, &v, 8);
  return b;
}

static std::string num(double v) {
  char buf[40];
  std::snprintf(buf, sizeof(buf), "%.17g", v);
  return buf;
}

/// splitmix64: a counter-based generator, so row g's values depend on
/// (seed, g) alone.
static uint64_t splitmix(uint64_t &state) {
  uint64_t z = (state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

void dist::initRow(const stype_dist_table_options &o, int64_t row,
                   int64_t rowLength, void *out) {
  uint64_t state =
      o.seed ^ (static_cast<uint64_t>(row) * 0xD1B54A32D192ED03ull);
  splitmix(state);
  auto uniform = [&] { // in [0, 1)
    return static_cast<double>(splitmix(state) >> 11) * 0x1.0p-53;
  };
  for (int64_t j = 0; j < rowLength; ++j) {
    double v = 0;
    switch (o.init) {
    case STYPE_DIST_INIT_CONSTANT:
      v = o.init_a;
      break;
    case STYPE_DIST_INIT_UNIFORM:
      v = o.init_a + (o.init_b - o.init_a) * uniform();
      break;
    case STYPE_DIST_INIT_NORMAL: { // Box-Muller, one value per pair
      double u1 = 1.0 - uniform(), u2 = uniform();
      v = o.init_a +
          o.init_b * std::sqrt(-2.0 * std::log(u1)) * std::cos(2 * M_PI * u2);
      break;
    }
    default:
      break;
    }
    if (o.dtype == STYPE_DTYPE_F32)
      static_cast<float *>(out)[j] = static_cast<float>(v);
    else
      static_cast<double *>(out)[j] = v;
  }
}

template <typename T>
static void addArray(void *dst, const void *src, int64_t n) {
  T *d = static_cast<T *>(dst);
  const T *s = static_cast<const T *>(src);
  for (int64_t j = 0; j < n; ++j)
    d[j] = d[j] + s[j];
}

void dist::addInto(rt::DType dtype, void *acc, const void *src, int64_t n) {
  if (dtype == rt::DType::F32)
    addArray<float>(acc, src, n);
  else if (dtype == rt::DType::F64)
    addArray<double>(acc, src, n);
  else
    addArray<int64_t>(acc, src, n);
}

void dist::mergeInRankOrder(rt::DType dtype, int64_t rowLength,
                            const std::vector<RowPiece> &pieces,
                            std::vector<int64_t> &ids,
                            const std::function<void *(int64_t)> &rows) {
  // The union: each piece is sorted, so merge them one after the other.
  ids.clear();
  std::vector<int64_t> merged;
  for (const RowPiece &p : pieces) {
    merged.resize(ids.size() + p.count);
    std::merge(ids.begin(), ids.end(), p.ids, p.ids + p.count, merged.begin());
    ids.swap(merged);
  }
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  const size_t rowBytes = rt::dtypeSize(dtype) * rowLength;
  auto *out = static_cast<unsigned char *>(
      rows(static_cast<int64_t>(ids.size() * rowBytes)));
  std::vector<char> filled(ids.size(), 0);
  for (const RowPiece &p : pieces) {
    size_t at = 0; // both id lists are sorted: one walk per piece
    for (int64_t k = 0; k < p.count; ++k) {
      while (ids[at] != p.ids[k])
        ++at;
      unsigned char *dst = out + at * rowBytes;
      const void *src =
          static_cast<const unsigned char *>(p.rows) + k * rowBytes;
      if (!filled[at]) {
        std::memcpy(dst, src, rowBytes);
        filled[at] = 1;
      } else {
        addInto(dtype, dst, src, rowLength);
      }
    }
  }
}

/// a * b, or -1 when it overflows or is negative.
static int64_t mulOrFail(int64_t a, int64_t b) {
  int64_t r;
  if (a < 0 || b < 0 || __builtin_mul_overflow(a, b, &r))
    return -1;
  return r;
}

static rt::Buffer copyOf(const std::vector<int64_t> &v) {
  rt::Buffer b = rt::Buffer::allocate(v.size() * 8);
  if (b.data() && !v.empty())
    std::memcpy(b.data(), v.data(), v.size() * 8);
  return b;
}

/// Checks that no process sends or receives more than one MPI call can
/// carry: send[s] / recv[s] bytes per process.
static stype_status checkMessageSizes(const std::vector<int64_t> &send,
                                      const std::vector<int64_t> &recv,
                                      const std::string &what) {
  for (size_t s = 0; s < send.size(); ++s) {
    int64_t worst = std::max(send[s], recv[s]);
    if (send[s] < 0 || recv[s] < 0 || worst > kMaxMessageBytes)
      return capi::setError(
          STYPE_ERROR_INVALID_ARGUMENT,
          what + ": process " + std::to_string(s) + " would move " +
              (worst < 0 ? std::string("more than 2^63")
                         : std::to_string(worst)) +
              " bytes in one call, more than MPI's limit of 2147483647: move "
              "fewer rows per call");
  }
  return STYPE_OK;
}

static int64_t roundUp8(int64_t v) { return (v + 7) / 8 * 8; }

//===----------------------------------------------------------------------===//
// Creation and views
//===----------------------------------------------------------------------===//

Header Table::header(OpCode op, const char *what) const {
  Header h;
  h.op = static_cast<int64_t>(op);
  h.step = step;
  std::snprintf(h.table, sizeof(h.table), "%s", name.c_str());
  std::snprintf(h.doing, sizeof(h.doing), "%s of table '%s' at step %lld", what,
                name.c_str(), static_cast<long long>(step));
  tableFacts(h);
  return h;
}

void Table::tableFacts(Header &h) const {
  h.facts[0] = static_cast<int64_t>(dtype);
  h.facts[1] = mode;
  h.facts[2] = rows;
  h.facts[3] = rowLength;
  h.facts[4] = numStates();
  uint64_t hash = 1469598103934665603ull; // FNV-1a of the shape
  for (int64_t d : shape)
    hash = (hash ^ static_cast<uint64_t>(d)) * 1099511628211ull;
  h.facts[5] = static_cast<int64_t>(hash);
}

stype_status Table::create(Group &group, const stype_dist_table_options &o,
                           std::unique_ptr<Table> &out) {
  std::unique_ptr<Table> t(new Table(group));
  Header h;
  h.op = static_cast<int64_t>(OpCode::CreateTable);
  auto bad = [&](const std::string &m) {
    h.fail(STYPE_ERROR_INVALID_ARGUMENT, "stype_dist_table_create: " + m);
  };
  size_t nameLength = o.name ? std::strlen(o.name) : 0;
  if (!o.name || nameLength == 0 || nameLength > STYPE_DIST_MAX_NAME)
    bad("the table needs a name of 1 to 63 characters");
  else
    t->name = o.name;
  if (o.dtype == STYPE_DTYPE_F32)
    t->dtype = rt::DType::F32;
  else if (o.dtype == STYPE_DTYPE_F64)
    t->dtype = rt::DType::F64;
  else
    bad("dtype " + std::to_string(o.dtype) + " is not f32 or f64");
  t->elemSize = rt::dtypeSize(t->dtype);
  if (o.mode != STYPE_DIST_SHARDED && o.mode != STYPE_DIST_REPLICATED)
    bad("mode " + std::to_string(o.mode) + " is not sharded or replicated");
  t->mode = o.mode;
  if (o.ndim < 1 || o.ndim > STYPE_MAX_NDIM) {
    bad("ndim " + std::to_string(o.ndim) + " is not in [1, 8]");
  } else {
    t->shape.assign(o.shape, o.shape + o.ndim);
    t->rows = o.shape[0];
    if (t->rows < 1)
      bad("the table needs at least one row");
    for (int32_t d = 1; d < o.ndim && t->rowLength >= 0; ++d)
      t->rowLength = mulOrFail(t->rowLength, o.shape[d]);
    if (t->rowLength < 0)
      bad("shape " + rt::formatShape(t->shape) +
          " has a negative size or overflows");
  }
  if (o.num_states < 0 || o.num_states > STYPE_DIST_MAX_STATES) {
    bad("num_states " + std::to_string(o.num_states) + " is not in [0, 4]");
  } else {
    for (int32_t i = 0; i < o.num_states; ++i) {
      if (o.state_row_length[i] < 0)
        bad("state_row_length[" + std::to_string(i) + "] is negative");
      t->stateLengths.push_back(o.state_row_length[i] ? o.state_row_length[i]
                                                      : t->rowLength);
    }
  }
  if (o.init < STYPE_DIST_INIT_ZEROS || o.init > STYPE_DIST_INIT_NORMAL)
    bad("init " + std::to_string(o.init) + " is not a stype_dist_init_kind");
  else if (!std::isfinite(o.init_a) || !std::isfinite(o.init_b) ||
           (o.init == STYPE_DIST_INIT_NORMAL && o.init_b < 0))
    bad("init_a and init_b must be finite (a standard deviation >= 0)");

  int64_t p = group.size(), r = group.rank();
  if (h.status == STYPE_OK) {
    if (t->replicated()) {
      t->begin = 0;
      t->end = t->rows;
    } else {
      t->begin = rangeBegin(t->rows, p, r);
      t->end = rangeBegin(t->rows, p, r + 1);
    }
    int64_t local = t->end - t->begin;
    int64_t bytes = mulOrFail(mulOrFail(local, t->rowLength),
                              static_cast<int64_t>(t->elemSize));
    t->weight = bytes < 0 ? rt::Buffer() : rt::Buffer::allocate(bytes);
    bool ok = t->weight.data() != nullptr;
    for (int64_t len : t->stateLengths) {
      int64_t sb =
          mulOrFail(mulOrFail(local, len), static_cast<int64_t>(t->elemSize));
      t->states.push_back(sb < 0 ? rt::Buffer()
                                 : rt::Buffer::allocateZeroed(sb));
      ok = ok && t->states.back().data();
    }
    if (!ok) {
      h.fail(STYPE_ERROR_OUT_OF_MEMORY,
             "stype_dist_table_create: cannot allocate rows [" +
                 std::to_string(t->begin) + ", " + std::to_string(t->end) +
                 ") of table '" + t->name + "' " + rt::formatShape(t->shape));
    } else {
      auto *w = static_cast<unsigned char *>(t->weight.data());
      for (int64_t g = t->begin; g < t->end; ++g)
        initRow(o, g, t->rowLength,
                w + (g - t->begin) * t->rowLength * t->elemSize);
    }
  }
  std::snprintf(h.table, sizeof(h.table), "%s", t->name.c_str());
  static const char *const kInit[] = {"zeros", "constant", "uniform", "normal"};
  std::snprintf(h.doing, sizeof(h.doing),
                "stype_dist_table_create of table '%s' (%s %s %s, %d states, "
                "init %s %s %s, seed %llu)",
                t->name.c_str(), rt::dtypeName(t->dtype),
                rt::formatShape(t->shape).c_str(),
                o.mode == STYPE_DIST_REPLICATED ? "replicated" : "sharded",
                o.num_states, o.init >= 0 && o.init <= 3 ? kInit[o.init] : "?",
                num(o.init_a).c_str(), num(o.init_b).c_str(),
                static_cast<unsigned long long>(o.seed));
  t->tableFacts(h);
  h.facts[6] = o.init;
  h.facts[7] = bitsOf(o.init_a);
  h.facts[8] = bitsOf(o.init_b);
  h.facts[9] = static_cast<int64_t>(o.seed);
  for (size_t i = 0; i < t->stateLengths.size(); ++i)
    h.facts[10 + i] = t->stateLengths[i];
  group.setActivity({"stype_dist_table_create", t->name, 0});
  std::vector<int64_t> none(p, 0), matrix;
  stype_status s = group.agree(STYPE_DIST_OP_CONTROL, h, none, matrix);
  if (s != STYPE_OK)
    return s;
  out = std::move(t);
  return STYPE_OK;
}

stype_status Table::localView(int32_t which, stype_dense *view,
                              int64_t *rowBegin) {
  if (!view)
    return capi::setError(STYPE_ERROR_NULL_POINTER,
                          "stype_dist_table_local: view is NULL");
  if (which < -1 || which >= numStates())
    return capi::setError(STYPE_ERROR_INVALID_ARGUMENT,
                          "stype_dist_table_local: table '" + name + "' has " +
                              std::to_string(numStates()) +
                              " states; which = " + std::to_string(which));
  std::vector<int64_t> s = shape;
  s[0] = end - begin;
  rt::Buffer *b = &weight;
  if (which >= 0) {
    b = &states[which];
    if (stateLengths[which] != rowLength || s.size() == 1)
      s = {end - begin, stateLengths[which]};
  }
  stype_status st = stype_dense_borrow(
      dtype == rt::DType::F32 ? STYPE_DTYPE_F32 : STYPE_DTYPE_F64,
      static_cast<int32_t>(s.size()), s.data(), b->data(), view);
  if (st == STYPE_OK && rowBegin)
    *rowBegin = begin;
  return st;
}

//===----------------------------------------------------------------------===//
// Pull
//===----------------------------------------------------------------------===//

stype_status Table::pull(const int64_t *ids, int64_t n, stype_row_sparse *out) {
  group.setActivity({"pull", name, step});
  Header h = header(OpCode::Pull, "pull");
  std::string what = "pull of table '" + name + "'";
  std::vector<int64_t> uniq;
  if (!out)
    h.fail(STYPE_ERROR_NULL_POINTER, what + ": the result pointer is NULL");
  else if (n < 0)
    h.fail(STYPE_ERROR_INVALID_ARGUMENT,
           what + ": " + std::to_string(n) + " ids");
  else if (n > 0 && !ids)
    h.fail(STYPE_ERROR_NULL_POINTER, what + ": ids is NULL");
  else {
    for (int64_t i = 0; i < n; ++i)
      if (ids[i] < 0 || ids[i] >= rows) {
        h.fail(STYPE_ERROR_INVALID_ARGUMENT,
               what + ": id " + std::to_string(ids[i]) + " (position " +
                   std::to_string(i) + ") is outside [0, " +
                   std::to_string(rows) + ")");
        break;
      }
    if (h.status == STYPE_OK) {
      uniq.assign(ids, ids + n);
      std::sort(uniq.begin(), uniq.end());
      uniq.erase(std::unique(uniq.begin(), uniq.end()), uniq.end());
    }
  }
  const int64_t p = group.size(), me = group.rank();
  const int64_t rowBytes = rowLength * static_cast<int64_t>(elemSize);
  const int64_t m = static_cast<int64_t>(uniq.size());
  int64_t dataBytes = mulOrFail(m, rowBytes);
  rt::Buffer data = rt::Buffer::allocate(dataBytes < 0 ? 0 : dataBytes);
  if (!data.data() || dataBytes < 0)
    h.fail(STYPE_ERROR_OUT_OF_MEMORY, what + ": cannot allocate the result");

  if (replicated()) { // every row is here: nothing to exchange
    if (h.status != STYPE_OK)
      return capi::setError(static_cast<stype_status>(h.status), h.message);
    for (int64_t k = 0; k < m; ++k)
      std::memcpy(static_cast<unsigned char *>(data.data()) + k * rowBytes,
                  static_cast<const unsigned char *>(weight.data()) +
                      uniq[k] * rowBytes,
                  rowBytes);
  } else {
    // How many ids this process asks of each owner (uniq is sorted).
    std::vector<int64_t> ask(p, 0);
    for (int64_t d = 0, k = 0; d < p; ++d) {
      int64_t hi = rangeBegin(rows, p, d + 1);
      int64_t k0 = k;
      while (k < m && uniq[k] < hi)
        ++k;
      ask[d] = k - k0;
    }
    std::vector<int64_t> M;
    if (stype_status s = group.agree(STYPE_DIST_OP_PULL, h, ask, M))
      return s;
    // Sizes per process: ids out and rows back.
    std::vector<int64_t> moved(p, 0), none(p, 0);
    for (int64_t s = 0; s < p; ++s)
      for (int64_t d = 0; d < p; ++d) {
        int64_t r = mulOrFail(M[s * p + d], rowBytes + 8);
        moved[s] = (moved[s] < 0 || r < 0) ? -1 : moved[s] + r;
        moved[d] = (moved[d] < 0 || r < 0) ? -1 : moved[d] + r;
      }
    if (stype_status s = checkMessageSizes(moved, none, what))
      return s;
    std::vector<int64_t> sendIds(p), recvIds(p), sendRows(p), recvRows(p);
    int64_t asked = 0;
    for (int64_t d = 0; d < p; ++d) {
      sendIds[d] = M[me * p + d] * 8;
      recvIds[d] = M[d * p + me] * 8;
      sendRows[d] = M[d * p + me] * rowBytes;
      recvRows[d] = M[me * p + d] * rowBytes;
      asked += M[d * p + me];
    }
    std::vector<int64_t> wanted(asked);
    group.alltoallv(STYPE_DIST_OP_PULL, "the requested ids", uniq.data(),
                    sendIds, wanted.data(), recvIds);
    auto *reply =
        static_cast<unsigned char *>(group.scratch(0, asked * rowBytes));
    for (int64_t k = 0; k < asked; ++k)
      std::memcpy(reply + k * rowBytes,
                  static_cast<const unsigned char *>(weight.data()) +
                      (wanted[k] - begin) * rowBytes,
                  rowBytes);
    group.alltoallv(STYPE_DIST_OP_PULL, "the requested rows", reply, sendRows,
                    data.data(), recvRows);
  }
  rt::RspTensor t;
  t.dtype = dtype;
  t.shape = shape;
  t.indices = copyOf(uniq);
  t.data = data;
  if (!t.indices.data())
    return capi::setError(STYPE_ERROR_OUT_OF_MEMORY,
                          what + ": cannot allocate the result");
  return capi::ownAll(t, out);
}

//===----------------------------------------------------------------------===//
// Push
//===----------------------------------------------------------------------===//

stype_status Table::checkGrad(const stype_row_sparse *grad, rt::RspTensor &view,
                              Header &h) const {
  std::string what = "push_update of table '" + name + "'";
  if (!grad) {
    h.fail(STYPE_ERROR_NULL_POINTER, what + ": the gradient is NULL");
    return STYPE_ERROR_NULL_POINTER;
  }
  if (stype_status s = capi::viewOf(grad, view, what + ": the gradient")) {
    h.fail(s, stype_last_error());
    return s;
  }
  if (view.dtype != dtype) {
    h.fail(STYPE_ERROR_DTYPE, what + ": the gradient has dtype " +
                                  rt::dtypeName(view.dtype) + ", the table " +
                                  rt::dtypeName(dtype));
    return STYPE_ERROR_DTYPE;
  }
  if (view.shape != shape) {
    h.fail(STYPE_ERROR_SHAPE, what + ": the gradient has shape " +
                                  rt::formatShape(view.shape) + ", the table " +
                                  rt::formatShape(shape));
    return STYPE_ERROR_SHAPE;
  }
  if (stype_status s = capi::checkFormatOf(view, what + ": the gradient")) {
    h.fail(s, stype_last_error());
    return s;
  }
  return STYPE_OK;
}

stype_status Table::applyUpdate(const std::vector<int64_t> &globalIds,
                                void *rows, double lr, double wd,
                                double rescaleGrad) {
  std::vector<int64_t> local(globalIds.size());
  for (size_t k = 0; k < local.size(); ++k)
    local[k] = globalIds[k] - begin;
  int32_t dt = dtype == rt::DType::F32 ? STYPE_DTYPE_F32 : STYPE_DTYPE_F64;
  std::vector<int64_t> localShape = shape;
  localShape[0] = end - begin;
  stype_dense w;
  stype_row_sparse g;
  if (stype_status s = localView(-1, &w, nullptr))
    return s;
  if (stype_status s = stype_row_sparse_borrow(
          dt, static_cast<int32_t>(localShape.size()), localShape.data(),
          static_cast<int64_t>(local.size()), local.data(), rows, &g))
    return s;
  std::vector<stype_dense> st(states.size());
  for (size_t i = 0; i < st.size(); ++i)
    if (stype_status s = localView(static_cast<int32_t>(i), &st[i], nullptr))
      return s;
  stype_dist_update_args args{};
  args.weight = &w;
  args.grad = &g;
  args.states = st.data();
  args.num_states = static_cast<int32_t>(st.size());
  args.lr = lr;
  args.wd = wd;
  args.rescale_grad = rescaleGrad;
  args.t = step + 1;
  return update(args);
}

stype_status Table::pushUpdate(const stype_row_sparse *grad, double lr,
                               double wd, double rescaleGrad) {
  group.setActivity({"push_update", name, step});
  Header h = header(OpCode::Push, "push_update");
  std::snprintf(h.doing + std::strlen(h.doing),
                sizeof(h.doing) - std::strlen(h.doing),
                " (lr %s, wd %s, rescale_grad %s)", num(lr).c_str(),
                num(wd).c_str(), num(rescaleGrad).c_str());
  h.facts[8] = bitsOf(lr);
  h.facts[9] = bitsOf(wd);
  h.facts[10] = bitsOf(rescaleGrad);
  std::string what = "push_update of table '" + name + "'";
  if (!update)
    h.fail(STYPE_ERROR_INVALID_ARGUMENT,
           what + " has no update: call stype_dist_table_set_update or "
                  "stype_dist_table_set_update_kernel first");
  if (!std::isfinite(lr) || lr < 0 || !std::isfinite(wd) || wd < 0 ||
      !std::isfinite(rescaleGrad))
    h.fail(STYPE_ERROR_INVALID_ARGUMENT,
           what + ": invalid hyper-parameter (lr " + num(lr) + ", wd " +
               num(wd) + ", rescale_grad " + num(rescaleGrad) +
               "): lr and wd must be finite and >= 0, rescale_grad finite");
  rt::RspTensor g;
  bool gradOk = checkGrad(grad, g, h) == STYPE_OK;
  const int64_t p = group.size(), me = group.rank();
  const int64_t rowBytes = rowLength * static_cast<int64_t>(elemSize);
  const int64_t nnr = gradOk ? g.numStoredRows() : 0;
  const int64_t *gIds = gradOk ? g.indices.data<int64_t>() : nullptr;

  // Rows of this gradient for each process.
  std::vector<int64_t> rowsTo(p, 0), firstTo(p, 0);
  if (replicated()) {
    std::fill(rowsTo.begin(), rowsTo.end(), nnr);
  } else {
    for (int64_t d = 0, k = 0; d < p; ++d) {
      int64_t hi = rangeBegin(rows, p, d + 1);
      firstTo[d] = k;
      while (k < nnr && gIds[k] < hi)
        ++k;
      rowsTo[d] = k - firstTo[d];
    }
  }
  std::vector<int64_t> M;
  if (stype_status s = group.agree(STYPE_DIST_OP_PUSH, h, rowsTo, M))
    return s;

  // A block per (sender, receiver): ids, then the rows, padded to 8 bytes.
  auto blockBytes = [&](int64_t count) {
    int64_t r = mulOrFail(count, rowBytes);
    return r < 0 ? -1 : count * 8 + roundUp8(r);
  };
  // What each process sends and receives in the one exchange (MPI counts
  // and displacements are ints).
  auto addTo = [](int64_t &acc, int64_t b) {
    acc = (acc < 0 || b < 0) ? -1 : acc + b;
  };
  std::vector<int64_t> sent(p, 0), received(p, 0);
  for (int64_t s = 0; s < p; ++s)
    for (int64_t d = 0; d < p; ++d) {
      int64_t b = blockBytes(M[s * p + d]);
      // Replicated: M[s][d] is s's whole gradient for every d, sent once.
      if (!replicated() || d == s)
        addTo(sent[s], b);
      addTo(received[d], b);
    }
  if (stype_status s = checkMessageSizes(sent, received, what))
    return s;

  auto pack = [&](unsigned char *to, int64_t first, int64_t count) {
    std::memcpy(to, gIds + first, count * 8);
    std::memcpy(to + count * 8,
                static_cast<const unsigned char *>(g.data.data()) +
                    first * rowBytes,
                count * rowBytes);
  };
  std::vector<int64_t> sendBytes(p), recvBytes(p);
  for (int64_t d = 0; d < p; ++d)
    recvBytes[d] = blockBytes(M[d * p + me]);
  auto *recv = static_cast<unsigned char *>(group.scratch(
      1, std::accumulate(recvBytes.begin(), recvBytes.end(), int64_t(0))));
  if (replicated()) {
    auto *send =
        static_cast<unsigned char *>(group.scratch(0, blockBytes(nnr)));
    if (nnr)
      pack(send, 0, nnr);
    group.allgatherv(STYPE_DIST_OP_PUSH, "the gradient rows of every process",
                     send, blockBytes(nnr), recv, recvBytes);
  } else {
    int64_t total = 0;
    for (int64_t d = 0; d < p; ++d)
      total += sendBytes[d] = blockBytes(rowsTo[d]);
    auto *send = static_cast<unsigned char *>(group.scratch(0, total));
    for (int64_t d = 0, at = 0; d < p; at += sendBytes[d], ++d)
      if (rowsTo[d])
        pack(send + at, firstTo[d], rowsTo[d]);
    group.alltoallv(STYPE_DIST_OP_PUSH, "the gradient rows of their owners",
                    send, sendBytes, recv, recvBytes);
  }
  // Sum in ascending rank order and update the rows this process holds.
  std::vector<RowPiece> pieces;
  for (int64_t s = 0, at = 0; s < p; at += recvBytes[s], ++s) {
    int64_t count = M[s * p + me];
    pieces.push_back({reinterpret_cast<const int64_t *>(recv + at),
                      recv + at + count * 8, count});
  }
  std::vector<int64_t> ids;
  void *summed = nullptr;
  mergeInRankOrder(dtype, rowLength, pieces, ids, [&](int64_t bytes) {
    return summed = group.scratch(2, bytes);
  });
  Header result = header(OpCode::PushResult, "push_update");
  if (stype_status s = applyUpdate(ids, summed, lr, wd, rescaleGrad))
    result.fail(s, what + ": the update failed: " + stype_last_error());
  // The owners' (replicated: everyone's) update status, agreed so that a
  // failure on one process fails the push everywhere and no step advances.
  std::vector<int64_t> none(p, 0), unused;
  if (stype_status s = group.agree(STYPE_DIST_OP_PUSH, result, none, unused))
    return s;
  ++step;
  return STYPE_OK;
}

//===----------------------------------------------------------------------===//
// Checkpoints
//===----------------------------------------------------------------------===//

namespace {
/// The first 256 bytes of a checkpoint; the weight's rows follow in global
/// order, then each state's.
struct FileHeader {
  char magic[8];
  int32_t version, dtype, ndim, numStates;
  int64_t shape[STYPE_MAX_NDIM];
  int64_t stateLengths[STYPE_DIST_MAX_STATES];
  int64_t step;
  char name[STYPE_DIST_MAX_NAME + 1];
  char pad[256 - 8 - 16 - 8 * (STYPE_MAX_NDIM + STYPE_DIST_MAX_STATES + 1) -
           (STYPE_DIST_MAX_NAME + 1)];
};
static_assert(sizeof(FileHeader) == 256, "checkpoint header layout");
constexpr char kMagic[8] = {'S', 'T', 'Y', 'P', 'E', 'D', 'T', '\1'};

/// Transfers exactly n bytes at offset with `io` (::pwrite or ::pread),
/// resuming after a short transfer; false on failure.
template <typename Byte, typename Io>
bool transferAll(Io io, int fd, Byte *c, int64_t n, int64_t off) {
  while (n > 0) {
    ssize_t done = io(fd, c, static_cast<size_t>(n), off);
    if (done <= 0)
      return false;
    c += done, n -= done, off += done;
  }
  return true;
}

/// Writes or reads exactly n bytes at offset; false on failure.
bool pwriteAll(int fd, const void *p, int64_t n, int64_t off) {
  return transferAll(::pwrite, fd, static_cast<const unsigned char *>(p), n,
                     off);
}
bool preadAll(int fd, void *p, int64_t n, int64_t off) {
  return transferAll(::pread, fd, static_cast<unsigned char *>(p), n, off);
}
} // namespace

stype_status Table::startFileOp(OpCode op, const char *what, const char *path) {
  group.setActivity({what, name, step});
  Header h = header(op, what);
  // Loading may change the step: processes agree on the table, not on it.
  if (op == OpCode::Load)
    h.step = 0;
  if (!path)
    h.fail(STYPE_ERROR_NULL_POINTER,
           std::string(what) + " of table '" + name + "': path is NULL");
  std::vector<int64_t> none(group.size(), 0), unused;
  return group.agree(STYPE_DIST_OP_CONTROL, h, none, unused);
}

int64_t Table::fileBytes() const {
  int64_t total =
      sizeof(FileHeader) + rows * rowLength * static_cast<int64_t>(elemSize);
  for (int64_t len : stateLengths)
    total += rows * len * static_cast<int64_t>(elemSize);
  return total;
}

stype_status Table::save(const char *path) {
  if (stype_status s = startFileOp(OpCode::Save, "stype_dist_table_save", path))
    return s;
  std::string what = "stype_dist_table_save of table '" + name + "'";
  std::vector<int64_t> none(group.size(), 0), unused;
  // Everything goes to <path>.tmp; rank 0 renames it to <path> once every
  // process has written its rows, so that a save cut short (a timeout, a
  // killed process) leaves the previous checkpoint in place.
  std::string file = std::string(path) + ".tmp";
  auto ioError = [&](const char *doing) {
    return what + ": cannot " + doing + " " + file + ": " +
           std::strerror(errno);
  };
  const int64_t rowBytes = rowLength * static_cast<int64_t>(elemSize);
  const int64_t total = fileBytes();

  // Rank 0 creates the file at its full size; then everyone writes its rows.
  Header created = header(OpCode::SaveResult, "stype_dist_table_save");
  if (group.rank() == 0) {
    FileHeader fh{};
    std::memcpy(fh.magic, kMagic, 8);
    fh.version = 1;
    fh.dtype = dtype == rt::DType::F32 ? STYPE_DTYPE_F32 : STYPE_DTYPE_F64;
    fh.ndim = static_cast<int32_t>(shape.size());
    fh.numStates = static_cast<int32_t>(numStates());
    std::copy(shape.begin(), shape.end(), fh.shape);
    std::copy(stateLengths.begin(), stateLengths.end(), fh.stateLengths);
    fh.step = step;
    std::snprintf(fh.name, sizeof(fh.name), "%s", name.c_str());
    int fd = ::open(file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0)
      created.fail(STYPE_ERROR_IO, ioError("create"));
    else {
      if (!pwriteAll(fd, &fh, sizeof(fh), 0) || ::ftruncate(fd, total) != 0)
        created.fail(STYPE_ERROR_IO, ioError("write"));
      ::close(fd);
    }
  }
  if (stype_status s =
          group.agree(STYPE_DIST_OP_CONTROL, created, none, unused))
    return s;
  Header written = header(OpCode::SaveResult, "stype_dist_table_save");
  if (!replicated() || group.rank() == 0) {
    int fd = ::open(file.c_str(), O_WRONLY);
    if (fd < 0) {
      written.fail(STYPE_ERROR_IO, ioError("open"));
    } else {
      int64_t at = sizeof(FileHeader);
      bool ok = pwriteAll(fd, weight.data(), (end - begin) * rowBytes,
                          at + begin * rowBytes);
      at += rows * rowBytes;
      for (size_t i = 0; i < states.size(); ++i) {
        int64_t sb = stateLengths[i] * static_cast<int64_t>(elemSize);
        ok = ok && pwriteAll(fd, states[i].data(), (end - begin) * sb,
                             at + begin * sb);
        at += rows * sb;
      }
      ok = ok && ::fsync(fd) == 0;
      if (!ok)
        written.fail(STYPE_ERROR_IO, ioError("write"));
      ::close(fd);
    }
  }
  if (stype_status s =
          group.agree(STYPE_DIST_OP_CONTROL, written, none, unused))
    return s;
  Header renamed = header(OpCode::SaveResult, "stype_dist_table_save");
  if (group.rank() == 0 && ::rename(file.c_str(), path) != 0)
    renamed.fail(STYPE_ERROR_IO, what + ": cannot rename " + file + " to " +
                                     path + ": " + std::strerror(errno));
  return group.agree(STYPE_DIST_OP_CONTROL, renamed, none, unused);
}

stype_status Table::load(const char *path) {
  if (stype_status s = startFileOp(OpCode::Load, "stype_dist_table_load", path))
    return s;
  std::string what = "stype_dist_table_load of table '" + name + "'";
  std::vector<int64_t> none(group.size(), 0), unused;
  std::string file = path;
  Header loaded = header(OpCode::LoadResult, "stype_dist_table_load");
  loaded.step = 0;
  auto fail = [&](stype_status code, const std::string &m) {
    loaded.fail(code, what + ": " + file + ": " + m);
  };
  const int64_t rowBytes = rowLength * static_cast<int64_t>(elemSize);
  const int64_t total = fileBytes();
  FileHeader fh{};
  rt::Buffer newWeight;
  std::vector<rt::Buffer> newStates;
  int fd = ::open(path, O_RDONLY);
  struct stat st{};
  if (fd < 0) {
    fail(STYPE_ERROR_IO, std::string("cannot open: ") + std::strerror(errno));
  } else if (::fstat(fd, &st) != 0 || !preadAll(fd, &fh, sizeof(fh), 0) ||
             std::memcmp(fh.magic, kMagic, 8) != 0 || fh.version != 1) {
    fail(STYPE_ERROR_IO, "not a stype table checkpoint (version 1)");
  } else {
    std::vector<int64_t> fileShape(fh.shape,
                                   fh.shape + std::clamp(fh.ndim, 0, 8));
    std::vector<int64_t> fileStates(
        fh.stateLengths, fh.stateLengths + std::clamp(fh.numStates, 0, 4));
    int32_t dt = dtype == rt::DType::F32 ? STYPE_DTYPE_F32 : STYPE_DTYPE_F64;
    fh.name[STYPE_DIST_MAX_NAME] = 0;
    if (name != fh.name)
      fail(STYPE_ERROR_INVALID_ARGUMENT,
           std::string("holds table '") + fh.name + "'");
    else if (fh.dtype != dt || fileShape != shape)
      fail(STYPE_ERROR_INVALID_ARGUMENT,
           std::string("holds ") + stype_dtype_name(fh.dtype) + " " +
               rt::formatShape(fileShape) + ", the table is " +
               rt::dtypeName(dtype) + " " + rt::formatShape(shape));
    else if (fileStates != stateLengths)
      fail(STYPE_ERROR_INVALID_ARGUMENT,
           "holds " + std::to_string(fileStates.size()) +
               " optimizer states, the table has " +
               std::to_string(stateLengths.size()) +
               " (or their sizes differ)");
    else if (st.st_size != total || fh.step < 0)
      fail(STYPE_ERROR_IO, "is truncated or has trailing bytes (" +
                               std::to_string(st.st_size) + " bytes, " +
                               std::to_string(total) + " expected)");
    else {
      int64_t at = sizeof(FileHeader);
      newWeight = rt::Buffer::allocate((end - begin) * rowBytes);
      bool ok = newWeight.data() &&
                preadAll(fd, newWeight.data(), (end - begin) * rowBytes,
                         at + begin * rowBytes);
      at += rows * rowBytes;
      for (size_t i = 0; ok && i < states.size(); ++i) {
        int64_t sb = stateLengths[i] * static_cast<int64_t>(elemSize);
        newStates.push_back(rt::Buffer::allocate((end - begin) * sb));
        ok = newStates.back().data() &&
             preadAll(fd, newStates.back().data(), (end - begin) * sb,
                      at + begin * sb);
        at += rows * sb;
      }
      if (!ok)
        fail(STYPE_ERROR_IO, "cannot read the rows");
    }
  }
  if (fd >= 0)
    ::close(fd);
  // Every process must have read the same step (a file system that is not
  // shared, or a file replaced during the load, would mix tables).
  loaded.facts[11] = fh.step;
  if (stype_status s = group.agree(STYPE_DIST_OP_CONTROL, loaded, none, unused))
    return s;
  // Into the existing buffers: views from stype_dist_table_local stay valid.
  std::memcpy(weight.data(), newWeight.data(), (end - begin) * rowBytes);
  for (size_t i = 0; i < states.size(); ++i)
    std::memcpy(states[i].data(), newStates[i].data(),
                (end - begin) * stateLengths[i] *
                    static_cast<int64_t>(elemSize));
  step = fh.step;
  return STYPE_OK;
}
