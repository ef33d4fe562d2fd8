//===- fuzz_npz.cpp - the sparse .npz readers on arbitrary bytes ----------===//
//
// readSparseNpz (and through it readCsrNpz / readRspNpz) must reject
// malformed archives, members and layouts with a Status, and what it
// accepts must pass checkFormat (MXNet's check_format(full_check=True)).
//
//===----------------------------------------------------------------------===//

#include "FuzzUtil.h"
#include "runtime/Npy.h"

#include <variant>

using namespace stype::rt;
using stype_fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  const std::string &path = stype_fuzz::writeInput(data, size, ".npz");
  std::variant<CsrTensor, RspTensor> out;
  if (!readSparseNpz(path, out).ok())
    return 0;
  Status s = std::visit([](const auto &t) { return checkFormat(t); }, out);
  require(s.ok(), "readSparseNpz accepted a tensor that fails checkFormat:",
          s.message());
  return 0;
}
