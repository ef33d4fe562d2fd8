//===- stype-exec.cpp - Run a compiled kernel library on files --*- C++ -*-===//
//
//   stype-exec LIB.so [-e FUNC] ARG... [-o OUT]... [--repeat=N]
//   stype-exec --list LIB.so
//
// stype-run's runner without its compiler: LIB.so is a library that
// `stype-compile -emit=so` built (for the CPU, or with --target=nvptx for
// NVIDIA GPUs: then the arguments are uploaded and the results downloaded).
// Arguments, results and printing are stype-run's (tools/run/Run.h).  Needs
// no LLVM or MLIR: the way to run ahead-of-time compiled kernels on a GPU
// machine that has only a driver (docs/tools.md).
//
//===----------------------------------------------------------------------===//

#include "tools/common/Version.h"
#include "tools/run/Run.h"

#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <strings.h>
#include <vector>

using namespace stype;

static const char *kUsage =
    "usage: stype-exec LIB.so [-e FUNC] ARG... [-o OUT]... [options]\n"
    "       stype-exec --list LIB.so\n"
    "\n"
    "Runs an entry point of a library built by `stype-compile -emit=so` "
    "(CPU or\n"
    "--target=nvptx) on files, like stype-run does for .mlir files, without "
    "LLVM.\n"
    "Arguments are read by the function's parameter types: default tensors "
    "from\n"
    ".npy, csr from scipy .npz or LibSVM text, row_sparse from .npz, scalars "
    "from\n"
    "the command line.  Each -o file gets one result (.npy or .npz); without "
    "-o\n"
    "the results are printed.\n"
    "\n"
    "options:\n"
    "  -e FUNC, --entry=FUNC     the function to run (default: the only one)\n"
    "  -o FILE                   write the next result to FILE\n"
    "  --device=auto|cpu|cuda    where the kernels run (auto: as the library "
    "was\n"
    "                            compiled; GPU libraries export "
    "stype_library_device)\n"
    "  --prefix=P                the library's --prefix (its table is "
    "P stype_library)\n"
    "  --repeat=N                call N times; print the median time of the "
    "call\n"
    "  --libsvm-features=N       columns of LibSVM csr arguments of dynamic "
    "width\n"
    "  --list                    list the library's entry points\n"
    "  --version                 stype's version and commit\n"
    "  --help                    this text\n";

/// True for a negative number ("-0.5", "-3", "-.5", "-inf", "-nan"), which
/// is a scalar argument, not an option.
static bool isNegativeNumber(const char *arg) {
  if (arg[0] != '-' || !arg[1])
    return false;
  const char *rest = arg + 1;
  return std::isdigit(static_cast<unsigned char>(rest[0])) ||
         (rest[0] == '.' &&
          std::isdigit(static_cast<unsigned char>(rest[1]))) ||
         !strcasecmp(rest, "inf") || !strcasecmp(rest, "nan");
}

static bool parseCount(const std::string &text, int64_t &out) {
  if (text.empty())
    return false;
  char *end = nullptr;
  errno = 0;
  long long v = std::strtoll(text.c_str(), &end, 10);
  if (*end || errno == ERANGE || v < 0)
    return false;
  out = v;
  return true;
}

static int fail(const std::string &message) {
  std::fprintf(stderr, "stype-exec: error: %s\n", message.c_str());
  return 1;
}

int main(int argc, char **argv) {
  run::LibraryRun call;
  bool list = false;
  std::vector<std::string> positional;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&](const char *flag, std::string &out) {
      size_t n = std::strlen(flag);
      if (a.compare(0, n, flag) == 0 && a.size() > n && a[n] == '=') {
        out = a.substr(n + 1);
        return true;
      }
      if (a == flag && i + 1 < argc) {
        out = argv[++i];
        return true;
      }
      return false;
    };
    std::string v;
    if (a == "--help" || a == "-h") {
      std::fputs(kUsage, stdout);
      return 0;
    }
    if (a == "--version") {
      std::printf("stype version %s (commit %s)\n", tools::getVersion(),
                  tools::getGitCommit());
      return 0;
    }
    if (a == "--list") {
      list = true;
    } else if (a == "-o") {
      if (i + 1 >= argc)
        return fail("-o needs a file");
      call.outFiles.push_back(argv[++i]);
    } else if (a == "-e" || value("--entry", v)) {
      if (a == "-e") {
        if (i + 1 >= argc)
          return fail("-e needs a function name");
        v = argv[++i];
      }
      call.entry = v;
    } else if (value("--device", v)) {
      call.device = v;
    } else if (value("--prefix", v)) {
      call.prefix = v;
    } else if (value("--repeat", v)) {
      int64_t n = 0;
      if (!parseCount(v, n) || n < 1 || n > 1000000)
        return fail("--repeat=" + v + ": expected a count in 1..1000000");
      call.repeat = unsigned(n);
    } else if (value("--libsvm-features", v)) {
      if (!parseCount(v, call.libsvmFeatures))
        return fail("--libsvm-features=" + v +
                    ": expected the number of columns (>= 0)");
    } else if (a.size() > 1 && a[0] == '-' && !isNegativeNumber(argv[i])) {
      return fail("unknown option '" + a + "' (see --help)");
    } else {
      positional.push_back(a);
    }
  }
  if (positional.empty())
    return fail("no library given (see --help)");
  call.path = positional.front();
  call.args.assign(positional.begin() + 1, positional.end());
  if (list) {
    if (!call.args.empty() || !call.outFiles.empty())
      return fail("--list runs nothing: leave out the arguments and -o files");
    rt::Status s = run::listLibrary(call);
    return s.ok() ? 0 : fail(s.message());
  }
  rt::Status s = run::runLibrary(call);
  return s.ok() ? 0 : fail(s.message());
}
