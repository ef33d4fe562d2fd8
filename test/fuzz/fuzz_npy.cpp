//===- fuzz_npy.cpp - readNpy on arbitrary bytes --------------------------===//
//
// readNpy must reject malformed files with a Status (never read out of
// bounds, overflow or abort), and a file it accepts must give a tensor that
// passes checkFormat and survives writeNpy + readNpy bit for bit.
//
//===----------------------------------------------------------------------===//

#include "FuzzUtil.h"
#include "runtime/Npy.h"

using namespace stype::rt;
using stype_fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  const std::string &path = stype_fuzz::writeInput(data, size, ".npy");
  DenseTensor t;
  if (!readNpy(path, t).ok())
    return 0;
  Status s = checkFormat(t);
  require(s.ok(),
          "readNpy accepted a tensor that fails checkFormat:", s.message());
  std::string again = path + ".out.npy";
  s = writeNpy(again, t);
  require(s.ok(), "writeNpy failed on what readNpy returned:", s.message());
  DenseTensor u;
  s = readNpy(again, u);
  require(s.ok(), "readNpy rejected what writeNpy wrote:", s.message());
  require(u.dtype == t.dtype && u.shape == t.shape &&
              u.data.bytes() == t.data.bytes() &&
              (t.data.bytes() == 0 ||
               std::memcmp(u.data.data(), t.data.data(), t.data.bytes()) == 0),
          "writeNpy + readNpy changed the tensor");
  std::remove(again.c_str());
  return 0;
}
