//===- DistCApi.cpp - The C API of stype/stype_dist.h ---------------------===//
//
// Part of the stype project.
//
//===----------------------------------------------------------------------===//

#include "stype/stype_dist.h"

#include "runtime/CApiInternal.h"
#include "runtime/dist/Group.h"
#include "runtime/dist/Table.h"

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <memory>

using namespace stype;
using namespace stype::dist;

struct stype_dist {
  std::unique_ptr<Group> group;
};

struct stype_dist_table {
  stype_dist *dist;
  std::unique_ptr<Table> table;
};

static double timeoutFromEnvironment() {
  const char *v = std::getenv("STYPE_DIST_TIMEOUT");
  if (!v || !*v)
    return 300;
  char *end = nullptr;
  double s = std::strtod(v, &end);
  return (end && *end == 0 && std::isfinite(s) && s > 0) ? s : 300;
}

static stype_status makeGroup(MPI_Comm comm, bool finalize, stype_dist **out) {
  auto *d = new stype_dist;
  d->group = std::make_unique<Group>(comm, finalize, timeoutFromEnvironment());
  *out = d;
  return STYPE_OK;
}

/// The start of a collective that involves no table: its activity (for the
/// timeout line) and its agreement header.
static Header startCollective(Group &g, OpCode op, const char *name) {
  g.setActivity({name, "", 0});
  Header h;
  h.op = static_cast<int64_t>(op);
  std::snprintf(h.doing, sizeof(h.doing), "%s", name);
  return h;
}

extern "C" {

stype_status stype_dist_init(int *argc, char ***argv, stype_dist **out) {
  if (!out)
    return capi::setError(STYPE_ERROR_NULL_POINTER,
                          "stype_dist_init: out is NULL");
  *out = nullptr;
  int initialized = 0, finalized = 0;
  MPI_Initialized(&initialized);
  MPI_Finalized(&finalized);
  if (finalized)
    return capi::setError(STYPE_ERROR_INVALID_ARGUMENT,
                          "stype_dist_init: MPI was already finalized");
  bool ours = false;
  if (!initialized) {
    int provided = 0;
    if (MPI_Init_thread(argc, argv, MPI_THREAD_FUNNELED, &provided) !=
        MPI_SUCCESS)
      return capi::setError(STYPE_ERROR_DIST,
                            "stype_dist_init: MPI_Init_thread failed");
    ours = true;
  }
  return makeGroup(MPI_COMM_WORLD, ours, out);
}

stype_status stype_dist_init_comm(const void *mpiComm, stype_dist **out) {
  if (!out || !mpiComm)
    return capi::setError(STYPE_ERROR_NULL_POINTER,
                          "stype_dist_init_comm: a pointer is NULL");
  *out = nullptr;
  int initialized = 0;
  MPI_Initialized(&initialized);
  if (!initialized)
    return capi::setError(STYPE_ERROR_INVALID_ARGUMENT,
                          "stype_dist_init_comm: MPI is not initialized");
  return makeGroup(*static_cast<const MPI_Comm *>(mpiComm), false, out);
}

void stype_dist_finalize(stype_dist *dist) { delete dist; }

int32_t stype_dist_rank(const stype_dist *dist) {
  return dist ? dist->group->rank() : -1;
}
int32_t stype_dist_size(const stype_dist *dist) {
  return dist ? dist->group->size() : 0;
}

stype_status stype_dist_set_timeout(stype_dist *dist, double seconds) {
  if (!dist)
    return capi::setError(STYPE_ERROR_NULL_POINTER,
                          "stype_dist_set_timeout: dist is NULL");
  if (!std::isfinite(seconds) || seconds <= 0) {
    char text[32];
    std::snprintf(text, sizeof(text), "%g", seconds);
    return capi::setError(STYPE_ERROR_INVALID_ARGUMENT,
                          std::string("stype_dist_set_timeout: ") + text +
                              " s is not a positive finite number");
  }
  dist->group->setTimeout(seconds);
  return STYPE_OK;
}

double stype_dist_timeout(const stype_dist *dist) {
  return dist ? dist->group->timeout() : 0;
}

stype_status stype_dist_get_stats(const stype_dist *dist, int32_t op,
                                  int32_t scope, stype_dist_stats *out) {
  if (!dist || !out)
    return capi::setError(STYPE_ERROR_NULL_POINTER,
                          "stype_dist_get_stats: a pointer is NULL");
  if (op < 0 || op > STYPE_DIST_OP_COUNT || scope < STYPE_DIST_TOTAL ||
      scope > STYPE_DIST_CURRENT)
    return capi::setError(STYPE_ERROR_INVALID_ARGUMENT,
                          "stype_dist_get_stats: op " + std::to_string(op) +
                              " or scope " + std::to_string(scope) +
                              " is unknown");
  const Group &g = *dist->group;
  const auto &counters = scope == STYPE_DIST_TOTAL       ? g.total
                         : scope == STYPE_DIST_LAST_STEP ? g.last
                                                         : g.current;
  Counters c;
  for (int32_t i = 0; i < STYPE_DIST_OP_COUNT; ++i)
    if (op == STYPE_DIST_OP_COUNT || op == i)
      c.add(counters[i]);
  *out = {c.calls,        c.bytesSent,        c.bytesReceived,
          c.messagesSent, c.messagesReceived, c.waitSeconds};
  return STYPE_OK;
}

void stype_dist_end_step(stype_dist *dist) {
  if (dist)
    dist->group->endStep();
}

void stype_dist_reset_stats(stype_dist *dist) {
  if (dist)
    dist->group->resetStats();
}

//===----------------------------------------------------------------------===//
// Small collectives
//===----------------------------------------------------------------------===//

stype_status stype_dist_allreduce(stype_dist *dist, stype_dense *inout) {
  if (!dist)
    return capi::setError(STYPE_ERROR_NULL_POINTER,
                          "stype_dist_allreduce: dist is NULL");
  Group &g = *dist->group;
  Header h = startCollective(g, OpCode::Allreduce, "stype_dist_allreduce");
  rt::DenseTensor t;
  if (!inout)
    h.fail(STYPE_ERROR_NULL_POINTER, "stype_dist_allreduce: inout is NULL");
  else if (stype_status s = capi::viewOf(inout, t, "stype_dist_allreduce"))
    h.fail(s, stype_last_error());
  else if (t.dtype == rt::DType::F16)
    h.fail(STYPE_ERROR_DTYPE, "stype_dist_allreduce: f16 is not summed "
                              "(use f32 or f64)");
  int64_t n = h.status == STYPE_OK ? t.numElements() : 0;
  size_t es = h.status == STYPE_OK ? rt::dtypeSize(t.dtype) : 0;
  h.facts[0] = h.status == STYPE_OK ? static_cast<int64_t>(t.dtype) : -1;
  h.facts[1] = static_cast<int64_t>(t.shape.size());
  for (size_t d = 0; d < t.shape.size() && d < 8; ++d)
    h.facts[2 + d] = t.shape[d];
  std::snprintf(h.doing, sizeof(h.doing), "stype_dist_allreduce of %s %s",
                h.status == STYPE_OK ? rt::dtypeName(t.dtype) : "bad",
                rt::formatShape(t.shape).c_str());
  const int64_t p = g.size();
  std::vector<int64_t> none(p, 0), unused;
  if (stype_status s = g.agree(STYPE_DIST_OP_ALLREDUCE, h, none, unused))
    return s;
  int64_t bytes = n * static_cast<int64_t>(es);
  if (bytes * p > kMaxMessageBytes)
    return capi::setError(STYPE_ERROR_INVALID_ARGUMENT,
                          "stype_dist_allreduce: " + std::to_string(bytes) +
                              " bytes per process is too large for the "
                              "rank-ordered sum (meant for small tensors)");
  auto *all = static_cast<unsigned char *>(g.scratch(1, bytes * p));
  g.allgatherv(STYPE_DIST_OP_ALLREDUCE, "every process's tensor", inout->data,
               bytes, all, std::vector<int64_t>(p, bytes));
  // Rank 0's values, then ranks 1, 2, ... added: the same bits everywhere.
  std::memcpy(inout->data, all, bytes);
  for (int64_t s = 1; s < p; ++s)
    addInto(t.dtype, inout->data, all + s * bytes, n);
  return STYPE_OK;
}

stype_status stype_dist_max_i64(stype_dist *dist, int64_t local,
                                int64_t *global) {
  if (!dist)
    return capi::setError(STYPE_ERROR_NULL_POINTER,
                          "stype_dist_max_i64: dist is NULL");
  Group &g = *dist->group;
  Header h = startCollective(g, OpCode::MaxI64, "stype_dist_max_i64");
  if (!global)
    h.fail(STYPE_ERROR_NULL_POINTER, "stype_dist_max_i64: global is NULL");
  const int64_t p = g.size();
  std::vector<int64_t> mine(p, local), matrix;
  if (stype_status s = g.agree(STYPE_DIST_OP_CONTROL, h, mine, matrix))
    return s;
  int64_t m = matrix[0];
  for (int64_t s = 1; s < p; ++s)
    m = std::max(m, matrix[s * p]);
  *global = m;
  return STYPE_OK;
}

//===----------------------------------------------------------------------===//
// Tables
//===----------------------------------------------------------------------===//

void stype_dist_table_options_init(stype_dist_table_options *o) {
  if (o)
    std::memset(o, 0, sizeof(*o));
}

stype_status stype_dist_table_create(stype_dist *dist,
                                     const stype_dist_table_options *options,
                                     stype_dist_table **out) {
  if (!dist || !options || !out)
    return capi::setError(STYPE_ERROR_NULL_POINTER,
                          "stype_dist_table_create: a pointer is NULL");
  *out = nullptr;
  std::unique_ptr<Table> t;
  if (stype_status s = Table::create(*dist->group, *options, t))
    return s;
  *out = new stype_dist_table{dist, std::move(t)};
  return STYPE_OK;
}

void stype_dist_table_destroy(stype_dist_table *table) { delete table; }

stype_status stype_dist_table_set_update(stype_dist_table *table,
                                         stype_dist_update_fn fn,
                                         void *userData) {
  if (!table || !fn)
    return capi::setError(STYPE_ERROR_NULL_POINTER,
                          "stype_dist_table_set_update: a pointer is NULL");
  table->table->setUpdate([fn, userData](const stype_dist_update_args &a) {
    return fn(userData, &a);
  });
  return STYPE_OK;
}

/// The entry point's C signature for n states: (w, g, s1..sn, lr, wd,
/// rescale_grad, t, &w_out, &s1_out, ..., &sn_out).
namespace {
using D = const stype_dense *;
using G = const stype_row_sparse *;
using O = stype_dense *;
using K0 = stype_status (*)(D, G, double, double, double, int64_t, O);
using K1 = stype_status (*)(D, G, D, double, double, double, int64_t, O, O);
using K2 = stype_status (*)(D, G, D, D, double, double, double, int64_t, O, O,
                            O);
using K3 = stype_status (*)(D, G, D, D, D, double, double, double, int64_t, O,
                            O, O, O);
using K4 = stype_status (*)(D, G, D, D, D, D, double, double, double, int64_t,
                            O, O, O, O, O);

/// Makes `arg` hold `result`'s values (a no-op when the kernel updated in
/// place) and releases `result`.
stype_status commit(stype_dense &arg, stype_dense &result, const char *what) {
  stype_status s = STYPE_OK;
  if (result.data != arg.data) {
    size_t bytes = stype_dtype_size(arg.dtype);
    for (int32_t d = 0; d < arg.ndim; ++d)
      bytes *= static_cast<size_t>(arg.shape[d]);
    bool same =
        result.dtype == arg.dtype && result.ndim == arg.ndim &&
        std::memcmp(result.shape, arg.shape, sizeof(int64_t) * arg.ndim) == 0;
    if (!same)
      s = capi::setError(STYPE_ERROR_INTERNAL,
                         std::string("the update kernel's ") + what +
                             " result does not have the argument's shape");
    else if (bytes)
      std::memcpy(arg.data, result.data, bytes);
  }
  stype_dense_release(&result);
  return s;
}
} // namespace

stype_status stype_dist_table_set_update_kernel(stype_dist_table *table,
                                                stype_dist_kernel entry,
                                                int32_t numStates) {
  if (!table || !entry)
    return capi::setError(STYPE_ERROR_NULL_POINTER,
                          "stype_dist_table_set_update_kernel: a pointer is "
                          "NULL");
  if (numStates != table->table->numStates())
    return capi::setError(
        STYPE_ERROR_INVALID_ARGUMENT,
        "stype_dist_table_set_update_kernel: the kernel takes " +
            std::to_string(numStates) + " states, the table has " +
            std::to_string(table->table->numStates()));
  table->table->setUpdate([entry, numStates](const stype_dist_update_args &a) {
    stype_dense out[1 + STYPE_DIST_MAX_STATES] = {};
    const stype_dense *s = a.states;
    double lr = a.lr, wd = a.wd, r = a.rescale_grad;
    int64_t t = a.t;
    stype_status st;
    switch (numStates) {
    case 0:
      st = reinterpret_cast<K0>(entry)(a.weight, a.grad, lr, wd, r, t, &out[0]);
      break;
    case 1:
      st = reinterpret_cast<K1>(entry)(a.weight, a.grad, &s[0], lr, wd, r, t,
                                       &out[0], &out[1]);
      break;
    case 2:
      st = reinterpret_cast<K2>(entry)(a.weight, a.grad, &s[0], &s[1], lr, wd,
                                       r, t, &out[0], &out[1], &out[2]);
      break;
    case 3:
      st = reinterpret_cast<K3>(entry)(a.weight, a.grad, &s[0], &s[1], &s[2],
                                       lr, wd, r, t, &out[0], &out[1], &out[2],
                                       &out[3]);
      break;
    default:
      st = reinterpret_cast<K4>(entry)(a.weight, a.grad, &s[0], &s[1], &s[2],
                                       &s[3], lr, wd, r, t, &out[0], &out[1],
                                       &out[2], &out[3], &out[4]);
      break;
    }
    if (st != STYPE_OK)
      return st;
    st = commit(*a.weight, out[0], "weight");
    for (int32_t i = 0; i < numStates; ++i) {
      stype_status si = commit(a.states[i], out[1 + i], "state");
      if (st == STYPE_OK)
        st = si;
    }
    return st;
  });
  return STYPE_OK;
}

stype_status stype_dist_table_local(stype_dist_table *table, int32_t which,
                                    stype_dense *view, int64_t *rowBegin) {
  if (!table)
    return capi::setError(STYPE_ERROR_NULL_POINTER,
                          "stype_dist_table_local: table is NULL");
  return table->table->localView(which, view, rowBegin);
}

void stype_dist_table_range(const stype_dist_table *table, int64_t *begin,
                            int64_t *end) {
  if (begin)
    *begin = table ? table->table->begin : 0;
  if (end)
    *end = table ? table->table->end : 0;
}

int64_t stype_dist_table_step(const stype_dist_table *table) {
  return table ? table->table->step : -1;
}

stype_status stype_dist_pull(stype_dist_table *table, const int64_t *ids,
                             int64_t n, stype_row_sparse *out) {
  if (!table)
    return capi::setError(STYPE_ERROR_NULL_POINTER,
                          "stype_dist_pull: table is NULL");
  return table->table->pull(ids, n, out);
}

stype_status stype_dist_push_update(stype_dist_table *table,
                                    const stype_row_sparse *grad, double lr,
                                    double wd, double rescaleGrad) {
  if (!table)
    return capi::setError(STYPE_ERROR_NULL_POINTER,
                          "stype_dist_push_update: table is NULL");
  return table->table->pushUpdate(grad, lr, wd, rescaleGrad);
}

stype_status stype_dist_table_save(stype_dist_table *table, const char *path) {
  if (!table)
    return capi::setError(STYPE_ERROR_NULL_POINTER,
                          "stype_dist_table_save: table is NULL");
  return table->table->save(path);
}

stype_status stype_dist_table_load(stype_dist_table *table, const char *path) {
  if (!table)
    return capi::setError(STYPE_ERROR_NULL_POINTER,
                          "stype_dist_table_load: table is NULL");
  return table->table->load(path);
}

} // extern "C"
