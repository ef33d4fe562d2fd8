//===- CNames.cpp - function names that become C symbols --------*- C++ -*-===//
//
// The lists below are those of docs/abi.md, *Entry point names*: keep them
// in sync.
//
//===----------------------------------------------------------------------===//

#include "passes/CNames.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

using namespace mlir;

namespace {

/// C11/C23 and C++ keywords (the generated header is included from both).
constexpr const char *kKeywords[] = {
    // C
    "auto", "break", "case", "char", "const", "continue", "default", "do",
    "double", "else", "enum", "extern", "float", "for", "goto", "if", "inline",
    "int", "long", "register", "restrict", "return", "short", "signed",
    "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned",
    "void", "volatile", "while", "alignas", "alignof", "bool", "constexpr",
    "false", "nullptr", "static_assert", "thread_local", "true", "typeof",
    "typeof_unqual",
    // C++ only
    "and", "and_eq", "asm", "bitand", "bitor", "catch", "char8_t", "char16_t",
    "char32_t", "class", "compl", "concept", "consteval", "constinit",
    "const_cast", "co_await", "co_return", "co_yield", "decltype", "delete",
    "dynamic_cast", "explicit", "export", "friend", "mutable", "namespace",
    "new", "noexcept", "not", "not_eq", "operator", "or", "or_eq", "private",
    "protected", "public", "reinterpret_cast", "requires", "static_cast",
    "template", "this", "throw", "try", "typeid", "typename", "using",
    "virtual", "wchar_t", "xor", "xor_eq"};

/// <math.h> functions: each also with the f and l suffixes (sqrtf, sqrtl).
constexpr const char *kMath[] = {
    "acos",      "asin",   "atan",     "atan2",     "cos",       "sin",
    "tan",       "acosh",  "asinh",    "atanh",     "cosh",      "sinh",
    "tanh",      "exp",    "exp2",     "exp10",     "expm1",     "frexp",
    "ilogb",     "ldexp",  "log",      "log10",     "log1p",     "log2",
    "logb",      "modf",   "scalbn",   "scalbln",   "cbrt",      "fabs",
    "hypot",     "pow",    "sqrt",     "erf",       "erfc",      "lgamma",
    "tgamma",    "ceil",   "floor",    "nearbyint", "rint",      "lrint",
    "llrint",    "round",  "lround",   "llround",   "trunc",     "fmod",
    "remainder", "remquo", "copysign", "nan",       "nextafter", "nexttoward",
    "fdim",      "fmax",   "fmin",     "fma",       "sincos"};

/// Other names of the C library (C11 <stdlib.h>, <string.h>, <stdio.h>,
/// <ctype.h>, <time.h>, <signal.h>, <setjmp.h>) and the POSIX functions a
/// kernel library or its loader uses.
constexpr const char *kLibc[] = {
    // <stdlib.h>
    "abort", "abs", "aligned_alloc", "at_quick_exit", "atexit", "atof", "atoi",
    "atol", "atoll", "bsearch", "calloc", "div", "exit", "free", "getenv",
    "labs", "ldiv", "llabs", "lldiv", "malloc", "mblen", "mbstowcs", "mbtowc",
    "memalign", "posix_memalign", "putenv", "qsort", "quick_exit", "rand",
    "realloc", "setenv", "srand", "strtod", "strtof", "strtol", "strtold",
    "strtoll", "strtoul", "strtoull", "system", "unsetenv", "valloc",
    "wcstombs", "wctomb",
    // <string.h>
    "bcmp", "bzero", "memchr", "memcmp", "memcpy", "memmove", "mempcpy",
    "memset", "strcat", "strchr", "strcmp", "strcoll", "strcpy", "strcspn",
    "strdup", "strerror", "strlen", "strncat", "strncmp", "strncpy", "strndup",
    "strnlen", "strpbrk", "strrchr", "strspn", "strstr", "strtok", "strxfrm",
    // <stdio.h>
    "clearerr", "fclose", "feof", "ferror", "fflush", "fgetc", "fgetpos",
    "fgets", "fopen", "fprintf", "fputc", "fputs", "fread", "freopen", "fscanf",
    "fseek", "fsetpos", "ftell", "fwrite", "getc", "getchar", "gets", "perror",
    "printf", "putc", "putchar", "puts", "remove", "rename", "rewind", "scanf",
    "setbuf", "setvbuf", "snprintf", "sprintf", "sscanf", "stderr", "stdin",
    "stdout", "tmpfile", "tmpnam", "ungetc", "vfprintf", "vprintf", "vsnprintf",
    "vsprintf",
    // <ctype.h>
    "isalnum", "isalpha", "isblank", "iscntrl", "isdigit", "isgraph", "islower",
    "isprint", "ispunct", "isspace", "isupper", "isxdigit", "tolower",
    "toupper",
    // <time.h>, <signal.h>, <setjmp.h>, <errno.h>
    "asctime", "clock", "clock_gettime", "ctime", "difftime", "gmtime",
    "localtime", "mktime", "strftime", "time", "timespec_get", "longjmp",
    "raise", "setjmp", "signal", "errno",
    // POSIX and the program
    "close", "dlclose", "dlerror", "dlopen", "dlsym", "environ", "fork",
    "getpid", "main", "mmap", "munmap", "open", "read", "sleep", "sysconf",
    "usleep", "write"};

/// Prefixes of libraries the kernels call, with what they belong to.
constexpr std::pair<const char *, const char *> kPrefixes[] = {
    {"stype_", "the stype runtime's prefix (stype_invoke, "
               "stype_kernel_error, ...)"},
    {"omp_", "OpenMP's prefix (libomp, which -parallel kernels call)"},
    {"kmp_", "libomp's prefix"},
    {"ompt_", "the OpenMP tools interface's prefix"},
    {"pthread_", "the POSIX threads prefix"},
    {"mgpu", "the prefix of MLIR's GPU runtime wrappers (mgpuLaunchKernel, "
             "..., which --target=nvptx kernels call)"}};

bool isIdentifierChar(char c) { return llvm::isAlnum(c) || c == '_'; }

const llvm::StringSet<> &reservedNames() {
  static const llvm::StringSet<> names = [] {
    llvm::StringSet<> s;
    for (const char *m : kMath) {
      s.insert(m);
      s.insert((llvm::Twine(m) + "f").str());
      s.insert((llvm::Twine(m) + "l").str());
    }
    for (const char *n : kLibc)
      s.insert(n);
    return s;
  }();
  return names;
}

} // namespace

std::optional<std::string> stype::whyReservedInModule(StringRef name) {
  if (name.starts_with("_"))
    return std::string("begins with an underscore, which C reserves for "
                       "the implementation at file scope (C11 7.1.3) and "
                       "stype's own symbols use (__stype_*, _mlir_*)");
  if (reservedNames().contains(name))
    return std::string("is a function or object of the C library (or libm, "
                       "or POSIX) that the kernels or the program that "
                       "loads them use");
  for (auto [prefix, what] : kPrefixes)
    if (name.starts_with(prefix))
      return "begins with '" + std::string(prefix) + "', " + what;
  if (name.size() > 2 && name.starts_with("cu") && llvm::isUpper(name[2]))
    return std::string("is a CUDA driver API name (cu followed by an "
                       "uppercase letter: cuInit, cuLaunchKernel, ...)");
  return std::nullopt;
}

std::optional<std::string> stype::whyNotCSymbol(StringRef symbol) {
  if (symbol.empty() || !(llvm::isAlpha(symbol[0]) || symbol[0] == '_') ||
      !llvm::all_of(symbol, isIdentifierChar))
    return std::string("is not a C identifier ([A-Za-z_][A-Za-z0-9_]*)");
  if (llvm::is_contained(kKeywords, symbol))
    return std::string("is a C or C++ keyword");
  return whyReservedInModule(symbol);
}

LogicalResult stype::checkFunctionNames(ModuleOp module, StringRef prefix) {
  bool ok = true;
  for (auto func : module.getOps<func::FuncOp>()) {
    if (func.isExternal())
      continue;
    StringRef name = func.getName();
    std::string symbol = (prefix + name).str();
    std::optional<std::string> why;
    std::string what = "'" + symbol + "'";
    if (func.isPrivate()) {
      why = whyReservedInModule(name);
    } else if (!(why = whyNotCSymbol(symbol)) && !prefix.empty() &&
               (why = whyReservedInModule(name))) {
      // --prefix renames the entry point, not the function that the
      // kernels' module defines beside the library functions they call.
      what = "'" + name.str() + "' (before --prefix)";
    }
    if (!why)
      continue;
    ok = false;
    // As MLIR prints the symbol; the error carries no dump of the op.
    bool bare = !name.empty() && !llvm::isDigit(name[0]) &&
                llvm::all_of(name, isIdentifierChar);
    std::string shown = bare ? "@" + name.str() : "@\"" + name.str() + "\"";
    InFlightDiagnostic diag = emitError(func.getLoc());
    if (func.isPrivate())
      diag << "private function " << shown << " cannot be defined: '" << name
           << "' ";
    else
      diag << shown << " cannot be a C entry point: " << what << " ";
    diag << *why << "; rename the function (docs/abi.md, Entry point names)";
  }
  return success(ok);
}
