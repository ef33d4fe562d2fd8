/*===- KernelErrors.h - errors that compiled kernels report -------*- C -*-===*\
|*                                                                            *|
|* A compiled kernel that meets bad data it cannot reject by type (an index   *|
|* out of range, a row_sparse weight with missing rows) calls                 *|
|* `stype_kernel_error(code)`, skips the offending work and returns; the      *|
|* caller then reads the error with `stype_take_kernel_error()`.  Shared by   *|
|* the compiler (which emits the codes) and the runtime (which names them).   *|
|* Plain C so that C users of kernel libraries can include it.               *|
\*===----------------------------------------------------------------------===*/

#ifndef STYPE_RUNTIME_KERNELERRORS_H
#define STYPE_RUNTIME_KERNELERRORS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum StypeKernelError {
  STYPE_KERNEL_OK = 0,
  /** sparse_retain: a requested row id is outside [0, rows). */
  STYPE_KERNEL_RETAIN_INDEX_OUT_OF_RANGE = 1,
  /** optimizer: a row_sparse weight does not store every row. */
  STYPE_KERNEL_RSP_WEIGHT_NOT_FULL = 2,
  /** optimizer: a row_sparse state does not store every row. */
  STYPE_KERNEL_RSP_STATE_NOT_FULL = 3,
  /** embedding: an id is outside [0, input_dim) (row_sparse weight or
      sparse gradient). */
  STYPE_KERNEL_EMBEDDING_INDEX_OUT_OF_RANGE = 4,
  /** take: an index is out of range in mode "raise", or the axis is empty;
      pick: the axis is empty. */
  STYPE_KERNEL_TAKE_INDEX_OUT_OF_RANGE = 5,
  /** slice: an end exceeds a dimension known only at run time. */
  STYPE_KERNEL_SLICE_OUT_OF_RANGE = 6,
  /** fully_connected: a row_sparse weight or bias does not store all
      num_hidden rows. */
  STYPE_KERNEL_FC_RSP_NOT_FULL = 7,
  /** broadcast_*: a pair of run-time dimensions is neither equal nor 1. */
  STYPE_KERNEL_BROADCAST_SHAPE_MISMATCH = 8,
  /** optimizer: a run-time hyper-parameter is out of range (lr or wd
      negative or not finite, FTRL's lr not > 0, rescale_grad not finite,
      Adam's step count t < 1). */
  STYPE_KERNEL_INVALID_HYPERPARAMETER = 9,
  /** an elementwise op (or another op whose operands must have one shape):
      operands whose run-time shapes differ. */
  STYPE_KERNEL_SHAPE_MISMATCH = 10,
  /** edge_id: a source vertex id u is outside [0, rows). */
  STYPE_KERNEL_EDGE_ID_OUT_OF_RANGE = 11,
  /** dgl_subgraph: a vertex list is not ascending or holds an id outside
      [0, rows). */
  STYPE_KERNEL_GRAPH_VERTEX_LIST_INVALID = 12,
  /** dgl_graph_compact: the vertex id array does not fit the graph. */
  STYPE_KERNEL_GRAPH_COMPACT_INVALID = 13,
  /** dgl_csr_neighbor_uniform_sample: a seed outside [0, rows), more seeds
      than max_num_vertices, or a graph that is not square. */
  STYPE_KERNEL_GRAPH_SAMPLE_INVALID = 14,
  /** dgl_csr_neighbor_non_uniform_sample: the probability array's length
      is not the number of vertices, or a weight is negative or not
      finite. */
  STYPE_KERNEL_GRAPH_SAMPLE_PROBABILITY_INVALID = 15,
  /** dgl_csr_neighbor_non_uniform_sample: a seed outside [0, rows), more
      seeds than max_num_vertices, or a graph that is not square (code 14 of
      the uniform op). */
  STYPE_KERNEL_GRAPH_NON_UNIFORM_SAMPLE_INVALID = 16,
  /** softmax_output_grad: a label is not an integer in [0, classes) (and
      not the ignored label under use_ignore). */
  STYPE_KERNEL_LABEL_OUT_OF_RANGE = 17,
  /** any op: a buffer could not be allocated (its byte size overflows
      int64, or the allocation failed); the kernel stopped at once and its
      results are empty.  stype_kernel_error_detail() names the buffer's
      shape, element type and size, the op and its location. */
  STYPE_KERNEL_ALLOCATION_FAILED = 18,
  /** softmax_cross_entropy{,_grad}: a label is not an integer in
      [0, classes) (MXNet reads out of bounds there). */
  STYPE_KERNEL_CE_LABEL_OUT_OF_RANGE = 19,
} StypeKernelError;

/** Called by compiled kernels; records the first error of this thread. */
void stype_kernel_error(int32_t code);

/** Called by compiled kernels when a buffer cannot be allocated: records
    STYPE_KERNEL_ALLOCATION_FAILED (if no error was recorded before) with a
    message naming the buffer.  `what` is "<element type> buffer for <op> at
    <location>", `dims` its `rank` sizes; `overflow` is nonzero when the
    byte size does not fit int64. */
void stype_kernel_alloc_error(const char *what, int64_t rank,
                              const int64_t *dims, int64_t element_bytes,
                              int32_t overflow);

/** Called by compiled kernels when two run-time sizes that must be equal
    differ (a shape check at a kernel's entry): records `code` (if no error
    was recorded before) with a message naming the op and its location
    (`what`, "<op> at <location>") and the first pair of sizes that
    differs, `size` against `expected`. */
void stype_kernel_shape_error(int32_t code, const char *what, int64_t size,
                              int64_t expected);

/** Called by compiled kernels on the way out of a kernel that stops (a
    failed allocation): frees the `count` heap buffers whose addresses
    `buffers` holds (0 where a slot holds none), the buffers the kernel had
    allocated and not freed yet.  The kernels allocate with aligned_alloc,
    so each address is the one free() takes. */
void stype_kernel_free_buffers(const uintptr_t *buffers, int64_t count);

/** Returns and clears this thread's recorded kernel error (0 if none). */
int32_t stype_take_kernel_error(void);

/** The message of the error last returned by stype_take_kernel_error() on
    this thread: the detail recorded with it (a failed allocation names its
    buffer), else stype_kernel_error_message(code).  Valid until the next
    stype_take_kernel_error() of the thread. */
const char *stype_kernel_error_detail(void);

/** A sentence describing a kernel error code. */
const char *stype_kernel_error_message(int32_t code);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* STYPE_RUNTIME_KERNELERRORS_H */
