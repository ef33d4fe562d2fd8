//===- Args.h - Command-line helpers of the example programs ----*- C++ -*-===//
//
// `--name=value` options of examples/sparse_mlp and examples/word2vec.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_EXAMPLES_COMMON_ARGS_H
#define STYPE_EXAMPLES_COMMON_ARGS_H

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace stype {
namespace examples {

/// If `arg` starts with `name` (e.g. "--epochs="), parses the rest as an
/// integer into `out` and returns true; exits with status 2 and a message if
/// it is not one.  Returns false for any other argument.
template <typename Int>
inline bool parseInt(const char *arg, const char *name, Int &out) {
  size_t n = std::strlen(name);
  if (std::strncmp(arg, name, n) != 0)
    return false;
  char *end = nullptr;
  long long v = std::strtoll(arg + n, &end, 10);
  if (*end || end == arg + n) {
    std::fprintf(stderr, "error: %s expects an integer, got '%s'\n", name,
                 arg + n);
    std::exit(2);
  }
  out = static_cast<Int>(v);
  return true;
}

/// If `arg` starts with `name` (e.g. "--data="), points `out` at the rest
/// and returns true.
template <typename String>
inline bool parseString(const char *arg, const char *name, String &out) {
  size_t n = std::strlen(name);
  if (std::strncmp(arg, name, n) != 0)
    return false;
  out = arg + n;
  return true;
}

} // namespace examples
} // namespace stype

#endif // STYPE_EXAMPLES_COMMON_ARGS_H
