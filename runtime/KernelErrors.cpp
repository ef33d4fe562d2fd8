//===- KernelErrors.cpp - errors reported by compiled kernels ---*- C++ -*-===//

#include "runtime/KernelErrors.h"

#include <cstdio>
#include <cstdlib>
#include <string>

static thread_local int32_t lastKernelError = STYPE_KERNEL_OK;
/// The detail of lastKernelError (empty: its generic message).
static thread_local std::string lastDetail;
/// The message of the error last taken.
static thread_local std::string takenDetail;

extern "C" void stype_kernel_error(int32_t code) {
  if (lastKernelError == STYPE_KERNEL_OK)
    lastKernelError = code;
}

/// "4.0 TiB": `bytes` in the largest binary unit it reaches.
static std::string humanBytes(double bytes) {
  static const char *const units[] = {"bytes", "KiB", "MiB", "GiB",
                                      "TiB",   "PiB", "EiB"};
  int u = 0;
  while (bytes >= 1024.0 && u < 6) {
    bytes /= 1024.0;
    ++u;
  }
  char text[64];
  std::snprintf(text, sizeof text, u ? "%.1f %s" : "%.0f %s", bytes, units[u]);
  return text;
}

extern "C" void stype_kernel_alloc_error(const char *what, int64_t rank,
                                         const int64_t *dims,
                                         int64_t element_bytes,
                                         int32_t overflow) {
  if (lastKernelError != STYPE_KERNEL_OK)
    return;
  lastKernelError = STYPE_KERNEL_ALLOCATION_FAILED;
  std::string shape;
  bool negative = false;
  double bytes = static_cast<double>(element_bytes);
  for (int64_t d = 0; d < rank; ++d) {
    if (d)
      shape += " x ";
    shape += std::to_string(dims[d]);
    negative |= dims[d] < 0;
    bytes *= static_cast<double>(dims[d]);
  }
  if (rank == 0)
    shape = "scalar";
  std::string size = negative ? "a negative size"
                     : overflow
                         ? humanBytes(bytes) + ", more than int64 can count"
                         : humanBytes(bytes);
  lastDetail = "cannot allocate the " + shape + " " +
               (what && *what ? what : "buffer") + " (" + size +
               "); the kernel stopped and its results are empty";
}

extern "C" void stype_kernel_shape_error(int32_t code, const char *what,
                                         int64_t size, int64_t expected) {
  if (lastKernelError != STYPE_KERNEL_OK)
    return;
  lastKernelError = code;
  // "shape mismatch in stype.dot at f.mlir:3:8: a run-time size is 6 where
  // 2 is expected (the operands' run-time shapes differ ...)"
  std::string generic = stype_kernel_error_message(code);
  std::string head = generic, tail;
  if (size_t colon = generic.find(": "); colon != std::string::npos) {
    head = generic.substr(0, colon);
    tail = generic.substr(colon + 2);
  }
  lastDetail = head + " in " + (what && *what ? what : "a kernel") +
               ": a run-time size is " + std::to_string(size) + " where " +
               std::to_string(expected) + " is expected" +
               (tail.empty() ? std::string() : " (" + tail + ")");
}

extern "C" int32_t stype_take_kernel_error(void) {
  int32_t code = lastKernelError;
  lastKernelError = STYPE_KERNEL_OK;
  takenDetail = code == STYPE_KERNEL_OK ? std::string()
                : lastDetail.empty()    ? stype_kernel_error_message(code)
                                        : lastDetail;
  lastDetail.clear();
  return code;
}

extern "C" const char *stype_kernel_error_detail(void) {
  return takenDetail.c_str();
}

extern "C" const char *stype_kernel_error_message(int32_t code) {
  switch (code) {
  case STYPE_KERNEL_OK:
    return "no error";
  case STYPE_KERNEL_RETAIN_INDEX_OUT_OF_RANGE:
    return "sparse_retain: a requested row id is outside [0, rows); it was "
           "dropped";
  case STYPE_KERNEL_RSP_WEIGHT_NOT_FULL:
    return "optimizer update: a row_sparse weight must store every row "
           "(MXNet: weights.data.shape[0] == weights.shape[0]); the weight "
           "was left unchanged";
  case STYPE_KERNEL_RSP_STATE_NOT_FULL:
    return "optimizer update: a row_sparse optimizer state must store every "
           "row; the weight was left unchanged";
  case STYPE_KERNEL_EMBEDDING_INDEX_OUT_OF_RANGE:
    return "embedding: an id is outside [0, input_dim) (MXNet: \"input "
           "contains data out of bound\"); its output row is zero and it adds "
           "nothing to a weight gradient";
  case STYPE_KERNEL_TAKE_INDEX_OUT_OF_RANGE:
    return "take: an index is outside [0, size of the axis) in mode "
           "\"raise\", or the axis is empty (take, pick); its slice was left "
           "zero";
  case STYPE_KERNEL_SLICE_OUT_OF_RANGE:
    return "slice: end exceeds the size of a dimension; the result was left "
           "zero";
  case STYPE_KERNEL_FC_RSP_NOT_FULL:
    return "fully_connected: a row_sparse weight or bias must store all "
           "num_hidden rows (MXNet: length of weight.indices must be equal to "
           "num_hidden); the result was left zero";
  case STYPE_KERNEL_BROADCAST_SHAPE_MISMATCH:
    return "broadcast: the operands' shapes do not broadcast (a pair of "
           "dimensions is neither equal nor 1); the result was left zero";
  case STYPE_KERNEL_INVALID_HYPERPARAMETER:
    return "optimizer: invalid hyper-parameter (a run-time lr or wd must be "
           "finite and >= 0, FTRL's lr > 0, rescale_grad finite, Adam's step "
           "count t >= 1); the weight and states were left unchanged";
  case STYPE_KERNEL_SHAPE_MISMATCH:
    return "shape mismatch: the operands' run-time shapes differ where the op "
           "needs equal shapes; nothing was computed";
  case STYPE_KERNEL_EDGE_ID_OUT_OF_RANGE:
    return "edge_id: a source vertex id (u) is outside [0, rows of the "
           "graph); its result is -1";
  case STYPE_KERNEL_GRAPH_VERTEX_LIST_INVALID:
    return "dgl_subgraph: a vertex list is not ascending (MXNet: \"The input "
           "vertex list has to be sorted\") or holds an id outside [0, rows "
           "of the graph); its subgraph is empty";
  case STYPE_KERNEL_GRAPH_COMPACT_INVALID:
    return "dgl_graph_compact: the vertex ids do not fit the graph (their "
           "length must be rows + 1 with graph_size last, no id -1, every "
           "column id among the first graph_size ids, the rows after "
           "graph_size empty); its result is empty";
  case STYPE_KERNEL_GRAPH_SAMPLE_INVALID:
    return "dgl_csr_neighbor_uniform_sample: a seed is outside [0, rows of "
           "the graph), a seed array is longer than max_num_vertices or the "
           "graph is not square; its sample holds no vertex";
  case STYPE_KERNEL_GRAPH_SAMPLE_PROBABILITY_INVALID:
    return "dgl_csr_neighbor_non_uniform_sample: the probability array must "
           "hold one finite weight >= 0 per vertex of the graph (its length "
           "differs from the number of vertices, or a weight is negative, NaN "
           "or infinite); every sample holds no vertex";
  case STYPE_KERNEL_GRAPH_NON_UNIFORM_SAMPLE_INVALID:
    return "dgl_csr_neighbor_non_uniform_sample: a seed is outside [0, rows "
           "of the graph), a seed array is longer than max_num_vertices or "
           "the graph is not square; its sample holds no vertex";
  case STYPE_KERNEL_LABEL_OUT_OF_RANGE:
    return "softmax_output_grad: a label is not a class index (an integer in "
           "[0, classes), or the ignored label with use_ignore); its "
           "gradient row is zero";
  case STYPE_KERNEL_CE_LABEL_OUT_OF_RANGE:
    return "softmax_cross_entropy: a label is not a class index (an integer "
           "in [0, classes)); its row adds no loss and has a zero gradient";
  case STYPE_KERNEL_ALLOCATION_FAILED:
    return "a buffer could not be allocated (its byte size overflows int64 "
           "or the memory is not available); the kernel stopped and its "
           "results are empty";
  }
  return "unknown kernel error";
}

extern "C" void stype_kernel_free_buffers(const uintptr_t *buffers,
                                          int64_t count) {
  if (!buffers)
    return;
  for (int64_t i = 0; i < count; ++i)
    std::free(reinterpret_cast<void *>(buffers[i]));
}
