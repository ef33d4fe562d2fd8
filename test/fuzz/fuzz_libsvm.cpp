//===- fuzz_libsvm.cpp - the LibSVM readers on arbitrary text -------------===//
//
// The first bytes choose the options (num_features, dtype, batch size,
// partitions), the rest is the file.  readLibSVM and the streaming batch
// reader of the C API must reject bad lines and options with a status, and
// every matrix they return must pass checkFormat with one label per row.
//
//===----------------------------------------------------------------------===//

#include "FuzzUtil.h"
#include "runtime/LibSVM.h"

#include <stype/stype.h>

using namespace stype::rt;
using stype_fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  stype_fuzz::Fields in{data, size};
  stype_libsvm_options o;
  stype_libsvm_options_init(&o);
  o.num_features = int64_t(in.u8() % 24) - 1;
  o.dtype = in.u8() % 2 ? STYPE_DTYPE_F64 : STYPE_DTYPE_F32;
  o.batch_size = in.u8() % 6;              // 0: an error
  o.num_parts = in.u8() % 4;               // 0: an error
  o.part_index = int64_t(in.u8() % 5) - 1; // -1 or >= parts: errors
  const std::string &path = stype_fuzz::writeInput(in.p, in.n, ".libsvm");

  LibSVMOptions whole;
  whole.numFeatures = o.num_features;
  whole.dtype = o.dtype == STYPE_DTYPE_F64 ? DType::F64 : DType::F32;
  CsrTensor csr;
  DenseTensor labels;
  if (readLibSVM(path, whole, csr, labels).ok()) {
    Status s = checkFormat(csr);
    require(s.ok(),
            "readLibSVM returned a csr that fails checkFormat:", s.message());
    require(labels.shape == std::vector<int64_t>{csr.numRows},
            "readLibSVM's labels are not one per row");
  }

  stype_libsvm_reader *reader = nullptr;
  if (stype_libsvm_open(path.c_str(), &o, &reader) != STYPE_OK)
    return 0;
  // Two epochs of at most 64 batches (round_batch wraps the last one).
  for (int epoch = 0; epoch < 2; ++epoch) {
    for (int b = 0; b < 64; ++b) {
      stype_csr batch;
      stype_dense y;
      int32_t has = 0;
      int64_t padded = -1;
      if (stype_libsvm_next(reader, &batch, &y, &has, &padded) != STYPE_OK ||
          !has)
        break;
      require(stype_csr_check_format(&batch) == STYPE_OK,
              "a batch fails check_format:", stype_last_error());
      require(batch.nrows == o.batch_size && y.ndim == 1 &&
                  y.shape[0] == o.batch_size && padded >= 0 &&
                  padded <= o.batch_size,
              "a batch's shape, labels or padding are wrong");
      stype_csr_release(&batch);
      stype_dense_release(&y);
    }
    stype_libsvm_reset(reader);
  }
  stype_libsvm_close(reader);
  return 0;
}
