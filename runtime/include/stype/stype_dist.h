/*===- stype/stype_dist.h - row_sparse tables across processes (MPI) -*- C
-*-===*\
|*                                                                            *|
|* MXNet's kvstore for sparse training, over MPI: a table (an embedding or a  *|
|* linear layer's weight, with its optimizer states) split into contiguous   *|
|* row ranges, one per process; row_sparse_pull of the rows a batch touches; *|
|* push of row_sparse gradients, summed over the processes in ascending rank *|
|* order and applied once by each row's owner with a stype-compiled lazy     *|
|* update; a replicated mode; a rank-ordered allreduce for small dense       *|
|* parameters; checkpoints.  Every collective is nonblocking and polled      *|
|* against a timeout.  libstype_dist (built when CMake finds MPI).  See      *|
|* docs/distributed.md.  Plain C99; mpi.h is not needed to include this.     *|
\*===----------------------------------------------------------------------===*/

#ifndef STYPE_STYPE_DIST_H
#define STYPE_STYPE_DIST_H

#include <stype/stype.h>

#ifdef __cplusplus
extern "C" {
#endif

/** The exit code of a job aborted because a collective timed out (every
    process that noticed printed one line naming its rank, the step, the
    operation and the table). */
#define STYPE_DIST_EXIT_TIMEOUT 75

/** The largest number of optimizer states of a table (Adam and FTRL: 2;
    the multi-precision updates: 3). */
#define STYPE_DIST_MAX_STATES 4

/** The bytes one process sends to each other process in an agreement
    (every operation starts with one; pushes end with a second, saves with
    three more, loads with one more), plus 8 bytes per process of row
    counts (docs/distributed.md, "Protocol"). */
#define STYPE_DIST_AGREEMENT_BYTES 728

/** The longest table name, NUL excluded. */
#define STYPE_DIST_MAX_NAME 63

/** A process group: an MPI communicator, the timeout, the statistics. */
typedef struct stype_dist stype_dist;

/** A distributed table: its rows, its optimizer states and its step. */
typedef struct stype_dist_table stype_dist_table;

/*===-- Processes ---------------------------------------------------------===*/

/** Initializes MPI if nobody has (MPI_Init_thread, MPI_THREAD_FUNNELED;
    argc/argv may be NULL) and makes a group over a duplicate of
    MPI_COMM_WORLD (collective: MPI_Comm_idup, polled against the
    timeout).  The timeout is STYPE_DIST_TIMEOUT seconds from the
    environment, else 300. */
stype_status stype_dist_init(int *argc, char ***argv, stype_dist **out);

/** A group over a duplicate of the caller's communicator: `mpi_comm` points
    at an MPI_Comm (void * keeps mpi.h out of this header).  MPI must be
    initialized. */
stype_status stype_dist_init_comm(const void *mpi_comm, stype_dist **out);

/** Frees the group (tables must be destroyed first) and finalizes MPI if
    stype_dist_init initialized it.  Collective (MPI_Comm_free, and
    MPI_Finalize when stype initialized MPI); NULL is harmless. */
void stype_dist_finalize(stype_dist *dist);

int32_t stype_dist_rank(const stype_dist *dist);
int32_t stype_dist_size(const stype_dist *dist);

/** Seconds a process waits in any collective before it prints one line
    (rank, step, operation, table) and aborts the job with exit code
    STYPE_DIST_EXIT_TIMEOUT.  Must be > 0 and finite. */
stype_status stype_dist_set_timeout(stype_dist *dist, double seconds);
double stype_dist_timeout(const stype_dist *dist);

/*===-- Statistics --------------------------------------------------------===*/

/** What the counters are kept for.  Bytes and messages count payload to and
    from other processes only (a process's own rows never travel); each
    operation's agreement header is counted with the operation. */
typedef enum stype_dist_op {
  STYPE_DIST_OP_PULL = 0,
  STYPE_DIST_OP_PUSH = 1,
  STYPE_DIST_OP_ALLREDUCE = 2,
  /** stype_dist_max_i64, table creation, checkpoints. */
  STYPE_DIST_OP_CONTROL = 3,
  STYPE_DIST_OP_COUNT = 4
} stype_dist_op;

typedef struct stype_dist_stats {
  int64_t calls; /**< agreements: one to start each operation, one more
                     to end a push, three more to end a save, ... */
  int64_t bytes_sent;
  int64_t bytes_received;
  int64_t messages_sent;     /**< non-empty transfers to another process */
  int64_t messages_received; /**< non-empty transfers from another process */
  double wait_seconds;       /**< time spent waiting for collectives */
} stype_dist_stats;

/** Scopes of stype_dist_get_stats. */
enum {
  STYPE_DIST_TOTAL = 0,     /**< since init or the last reset */
  STYPE_DIST_LAST_STEP = 1, /**< between the last two stype_dist_end_step */
  STYPE_DIST_CURRENT = 2    /**< since the last stype_dist_end_step */
};

/** The counters of `op` (or of every operation: STYPE_DIST_OP_COUNT) in
    `scope`.  Local. */
stype_status stype_dist_get_stats(const stype_dist *dist, int32_t op,
                                  int32_t scope, stype_dist_stats *out);
/** Ends a training step for the statistics: the current counters become
    the last step's.  Local. */
void stype_dist_end_step(stype_dist *dist);
/** Zeroes every counter.  Local. */
void stype_dist_reset_stats(stype_dist *dist);

/*===-- Small collectives -------------------------------------------------===*/

/** Sums a dense f32/f64/i64 tensor over the processes in ascending rank
    order (never MPI's own reduction, whose order is unspecified), in place:
    every process gets the same bits.  Every process must pass the same
    dtype and shape.  For small parameters (a bias): each process receives
    every other process's tensor. */
stype_status stype_dist_allreduce(stype_dist *dist, stype_dense *inout);

/** The largest of the processes' `local` values, e.g. the number of steps
    of an epoch when the data parts have different sizes. */
stype_status stype_dist_max_i64(stype_dist *dist, int64_t local,
                                int64_t *global);

/*===-- Tables ------------------------------------------------------------===*/

typedef enum stype_dist_mode {
  /** Contiguous row ranges, one per process: rank r owns rows from
      r*floor(R/P) + min(r, R%P) (the first R%P ranks one row more). */
  STYPE_DIST_SHARDED = 0,
  /** Every process holds the whole table; pushes gather every process's
      rows and apply the same update everywhere (the Gloo/Horovod
      baseline). */
  STYPE_DIST_REPLICATED = 1
} stype_dist_mode;

typedef enum stype_dist_init_kind {
  STYPE_DIST_INIT_ZEROS = 0,
  STYPE_DIST_INIT_CONSTANT = 1, /**< init_a */
  STYPE_DIST_INIT_UNIFORM = 2,  /**< in [init_a, init_b) */
  STYPE_DIST_INIT_NORMAL = 3    /**< mean init_a, standard deviation init_b */
} stype_dist_init_kind;

typedef struct stype_dist_table_options {
  /** Names the table in messages and checkpoints (1..STYPE_DIST_MAX_NAME
      characters). */
  const char *name;
  int32_t dtype;      /**< STYPE_DTYPE_F32 or STYPE_DTYPE_F64 */
  int32_t mode;       /**< a stype_dist_mode */
  int32_t ndim;       /**< 1..STYPE_MAX_NDIM */
  int32_t num_states; /**< optimizer states, 0..STYPE_DIST_MAX_STATES */
  int64_t shape[STYPE_MAX_NDIM]; /**< shape[0] = rows (>= 1) */
  /** 0: state i has the table's shape; L > 0: state i is [rows, L]
      (group_adagrad_update's history is [rows, 1]). */
  int64_t state_row_length[STYPE_DIST_MAX_STATES];
  int32_t init; /**< a stype_dist_init_kind for the weight; states are 0 */
  int32_t reserved;
  double init_a, init_b;
  /** Row g's initial values depend on (seed, g) only, never on the number
      of processes. */
  uint64_t seed;
} stype_dist_table_options;

/** Zeros; name NULL, f32, sharded, STYPE_DIST_INIT_ZEROS. */
void stype_dist_table_options_init(stype_dist_table_options *options);

/** Makes a table.  Collective: every process passes the same options (they
    are compared; a difference is STYPE_ERROR_DIST naming the process). */
stype_status stype_dist_table_create(stype_dist *dist,
                                     const stype_dist_table_options *options,
                                     stype_dist_table **out);
/** Local; NULL is harmless. */
void stype_dist_table_destroy(stype_dist_table *table);

/** The arguments of an update: the rows this process updates (its shard,
    or the whole table when replicated) and the summed gradient with row
    ids relative to weight's first row, sorted and unique. */
typedef struct stype_dist_update_args {
  stype_dense *weight;
  const stype_row_sparse *grad;
  stype_dense *states; /**< num_states views, same rows as weight */
  int32_t num_states;
  int32_t reserved;
  double lr, wd, rescale_grad;
  int64_t t; /**< the 1-based number of this update (Adam's t) */
} stype_dist_update_args;

/** Updates args->weight and args->states in place. */
typedef stype_status (*stype_dist_update_fn)(
    void *user_data, const stype_dist_update_args *args);

/** Sets the update of stype_dist_push_update to a callback. */
stype_status stype_dist_table_set_update(stype_dist_table *table,
                                         stype_dist_update_fn fn,
                                         void *user_data);

/** A generated entry point (stype-compile -emit=header) of a function
 *    func.func @f(%w: tensor<...>, %g: tensor<..., #row_sparse>,
 *                 %s1: tensor<...>, ..., %lr: f64, %wd: f64,
 *                 %rescale_grad: f64, %t: i64) -> (w, s1, ...)
 *  (num_states states; the element type is the table's), for example
 *  `stype.adam_update ... lr(%lr) wd(%wd) rescale_grad(%rescale_grad)
 *  t(%t)` with lazy_update.  Results that the kernel did not update in
 *  place are copied back.  Cast the entry point with STYPE_DIST_KERNEL. */
typedef void (*stype_dist_kernel)(void);
#define STYPE_DIST_KERNEL(entry) ((stype_dist_kernel)(entry))
stype_status stype_dist_table_set_update_kernel(stype_dist_table *table,
                                                stype_dist_kernel entry,
                                                int32_t num_states);

/** A borrowed view of this process's rows: which = -1 the weight, 0.. the
    states.  *row_begin (may be NULL) receives the global id of the view's
    first row.  Valid until the table is destroyed.  Local. */
stype_status stype_dist_table_local(stype_dist_table *table, int32_t which,
                                    stype_dense *view, int64_t *row_begin);
/** The global row range [*begin, *end) this process owns.  Local. */
void stype_dist_table_range(const stype_dist_table *table, int64_t *begin,
                            int64_t *end);
/** The number of updates applied (pushes, or the step of a checkpoint). */
int64_t stype_dist_table_step(const stype_dist_table *table);

/** MXNet's row_sparse_pull: the current rows of `ids` (any order,
    duplicates allowed, n >= 0) as a runtime-owned row_sparse tensor of the
    table's shape storing exactly the sorted unique ids.  Collective for
    sharded tables (each process may pull different ids); an id outside
    [0, rows) on any process is STYPE_ERROR_INVALID_ARGUMENT on every
    process, naming the process and the id.  Local for replicated tables. */
stype_status stype_dist_pull(stype_dist_table *table, const int64_t *ids,
                             int64_t n, stype_row_sparse *out);

/** MXNet's dist_sync push of a row_sparse gradient (table's dtype and
    shape; any number of rows, none included): the rows of every process
    are summed in ascending rank order over the union of their ids, and the
    update runs once per row on its owner (replicated: everywhere) with
    t = step + 1.  Collective; every process passes the same lr, wd and
    rescale_grad (in MXNet, rescale_grad = 1 / (processes * batch per
    process)).  A bad gradient on any process fails the push on every
    process and updates nothing. */
stype_status stype_dist_push_update(stype_dist_table *table,
                                    const stype_row_sparse *grad, double lr,
                                    double wd, double rescale_grad);

/** Writes the weight, the states and the step to `path` (one file in
    global row order, independent of the number of processes: a file
    system all processes share).  Collective. */
stype_status stype_dist_table_save(stype_dist_table *table, const char *path);
/** Reads a file written by stype_dist_table_save from a table of the same
    name, dtype, shape and states, on any number of processes.
    Collective. */
stype_status stype_dist_table_load(stype_dist_table *table, const char *path);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* STYPE_STYPE_DIST_H */
