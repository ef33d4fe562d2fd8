//===- FuzzUtil.h - helpers shared by the runtime's fuzz targets ----------===//
//
// The runtime's readers take file paths, so each fuzz input is written to a
// file of this process first.  A broken invariant (a reader that accepts a
// file and returns a tensor that fails check_format, say) aborts with a
// message, which libFuzzer reports as a crash with the input that caused it.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_TEST_FUZZ_FUZZUTIL_H
#define STYPE_TEST_FUZZ_FUZZUTIL_H

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <unistd.h>

namespace stype_fuzz {

/// Writes the input to a file named after this process and `suffix` (the
/// readers dispatch on nothing but the contents) and returns its path.
inline const std::string &writeInput(const uint8_t *data, size_t size,
                                     const char *suffix) {
  static const std::string path = [&] {
    const char *dir = std::getenv("TMPDIR");
    return std::string(dir && *dir ? dir : "/tmp") + "/stype-fuzz-" +
           std::to_string(getpid()) + suffix;
  }();
  FILE *f = std::fopen(path.c_str(), "wb");
  if (!f || std::fwrite(data, 1, size, f) != size || std::fclose(f) != 0) {
    std::fprintf(stderr, "stype-fuzz: cannot write %s\n", path.c_str());
    std::abort();
  }
  return path;
}

/// Aborts with `what` when `ok` is false.
inline void require(bool ok, const char *what, const std::string &detail = {}) {
  if (ok)
    return;
  std::fprintf(stderr, "stype-fuzz: invariant broken: %s %s\n", what,
               detail.c_str());
  std::abort();
}

/// Reads fixed-size fields off the front of a fuzz input (zeros when it
/// runs out), the rest staying in `p` / `n`.
struct Fields {
  const uint8_t *p;
  size_t n;
  uint8_t u8() {
    if (n == 0)
      return 0;
    --n;
    return *p++;
  }
  int64_t i64() {
    int64_t v = 0;
    size_t k = n < sizeof v ? n : sizeof v;
    std::memcpy(&v, p, k);
    p += k;
    n -= k;
    return v;
  }
};

} // namespace stype_fuzz

#endif // STYPE_TEST_FUZZ_FUZZUTIL_H
