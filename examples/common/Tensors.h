//===- Tensors.h - C ABI helpers of the example programs --------*- C++ -*-===//
//
// Status checks and state updates over the descriptors of <stype/stype.h>
// (docs/abi.md), shared by the example programs.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_EXAMPLES_COMMON_TENSORS_H
#define STYPE_EXAMPLES_COMMON_TENSORS_H

#include <stype/stype.h>

#include <cstdio>
#include <vector>

namespace stype {
namespace examples {

/// Returns true for STYPE_OK; otherwise prints "error: <what>: <status>:
/// <message>" to stderr and returns false.
inline bool check(stype_status s, const char *what) {
  if (s == STYPE_OK)
    return true;
  std::fprintf(stderr, "error: %s: %s: %s\n", what, stype_status_name(s),
               stype_last_error());
  return false;
}

/// Makes the kernel result `result` the new value of `state`, which was
/// input #`input` of the call.  An in-place update (result.alias_of ==
/// input) shares the state's buffers, which the state keeps owning; a new
/// tensor replaces the state, whose old buffers are freed with `release`.
/// Works for stype_dense, stype_csr and stype_row_sparse.
template <typename T>
bool update(T &state, T &result, int input, void (*release)(T *)) {
  if (result.alias_of == input) {
    if (result.owner) {
      std::fprintf(stderr, "error: a result shares only part of input #%d\n",
                   input);
      return false;
    }
    result.owner = state.owner;
    result.alias_of = -1;
    state = result;
    return true;
  }
  release(&state);
  state = result;
  return true;
}

/// update() for dense states.
inline bool update(stype_dense &state, stype_dense &result, int input) {
  return update(state, result, input, stype_dense_release);
}

/// A runtime-owned, zero-filled f32 tensor of `shape`.
inline bool createF32(std::vector<int64_t> shape, stype_dense &out) {
  return check(stype_dense_create(STYPE_DTYPE_F32,
                                  static_cast<int32_t>(shape.size()),
                                  shape.data(), &out),
               "stype_dense_create");
}

/// The number of elements of `t`.
inline int64_t numElements(const stype_dense &t) {
  int64_t n = 1;
  for (int32_t i = 0; i < t.ndim; ++i)
    n *= t.shape[i];
  return n;
}

} // namespace examples
} // namespace stype

#endif // STYPE_EXAMPLES_COMMON_TENSORS_H
