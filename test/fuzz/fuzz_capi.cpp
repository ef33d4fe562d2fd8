//===- fuzz_capi.cpp - the C API's tensor descriptors from arbitrary data -===//
//
// C callers hand the runtime raw arrays.  Descriptors built from fuzzed
// sizes and index arrays must be refused (bad sizes, overflowing shapes,
// allocations too large) or checked by check_format (unsorted, duplicate or
// out-of-range ids, a bad indptr) with a status; a descriptor that passes
// check_format must clone and convert without reading out of bounds.
//
//===----------------------------------------------------------------------===//

#include "FuzzUtil.h"

#include <stype/stype.h>

#include <vector>

using stype_fuzz::require;

static void csrCase(stype_fuzz::Fields &in) {
  int64_t rows = int64_t(in.u8() % 10) - 1, cols = in.i64() % 64;
  int64_t nnz = in.u8() % 24;
  std::vector<int64_t> indptr(rows >= 0 ? rows + 1 : 1), ids(nnz);
  for (int64_t &v : indptr)
    v = int8_t(in.u8()) % 32;
  for (int64_t &v : ids)
    v = int8_t(in.u8()) % 72;
  std::vector<float> vals(nnz, 1.0f);
  stype_csr c{};
  if (stype_csr_borrow(STYPE_DTYPE_F32, rows, cols, nnz, indptr.data(),
                       ids.data(), vals.data(), &c) != STYPE_OK)
    return;
  if (stype_csr_check_format(&c) == STYPE_OK) {
    stype_csr copy{};
    require(stype_csr_clone(&c, &copy) == STYPE_OK,
            "csr clone failed:", stype_last_error());
    require(stype_csr_check_format(&copy) == STYPE_OK,
            "a clone fails check_format");
    stype_csr_release(&copy);
  }
  stype_csr_release(&c);
}

static void rspCase(stype_fuzz::Fields &in) {
  int32_t ndim = int32_t(in.u8() % 5) - 1;
  int64_t shape[4];
  for (int64_t &d : shape)
    d = int8_t(in.u8()) % 7;
  int64_t nnr = in.u8() % 9;
  std::vector<int64_t> ids(nnr);
  for (int64_t &v : ids)
    v = int8_t(in.u8()) % 9;
  // Room for every shape above: 8 rows of at most 6 x 6 x 6 elements.
  std::vector<double> vals(8 * 216, 2.0);
  stype_row_sparse r{};
  if (stype_row_sparse_borrow(STYPE_DTYPE_F64, ndim, shape, nnr, ids.data(),
                              vals.data(), &r) != STYPE_OK)
    return;
  if (stype_row_sparse_check_format(&r) == STYPE_OK) {
    stype_row_sparse copy{};
    require(stype_row_sparse_clone(&r, &copy) == STYPE_OK,
            "row_sparse clone failed:", stype_last_error());
    stype_row_sparse_release(&copy);
  }
  stype_row_sparse_release(&r);
}

// Shapes whose element count overflows or exceeds what may be allocated
// (the test caps ASan's allocations) must be refused, not wrapped around.
static void denseCase(stype_fuzz::Fields &in) {
  int32_t ndim = int32_t(in.u8() % (STYPE_MAX_NDIM + 2)) - 1;
  int64_t shape[STYPE_MAX_NDIM + 1];
  for (int64_t &d : shape)
    d = in.u8() % 2 ? int64_t(in.u8()) - 2 : in.i64() >> (in.u8() % 64);
  int32_t dtype = int32_t(in.u8() % 5) - 1;
  stype_dense t{};
  if (stype_dense_create(dtype, ndim, shape, &t) != STYPE_OK)
    return;
  require(stype_dense_check(&t) == STYPE_OK,
          "a created tensor fails check:", stype_last_error());
  stype_dense copy{};
  if (stype_dense_clone(&t, &copy) == STYPE_OK)
    stype_dense_release(&copy);
  stype_dense_release(&t);
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  stype_fuzz::Fields in{data, size};
  switch (in.u8() % 3) {
  case 0:
    csrCase(in);
    break;
  case 1:
    rspCase(in);
    break;
  default:
    denseCase(in);
  }
  return 0;
}
