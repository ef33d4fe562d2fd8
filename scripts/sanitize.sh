#!/usr/bin/env bash
# Builds stype (compiler, runtime, tools and test programs) with
# AddressSanitizer and UndefinedBehaviorSanitizer in a build directory of
# its own, then runs the whole lit suite against it (scripts/test.sh).  Any
# sanitizer report aborts the process and fails its test; see
# docs/reliability.md for what is instrumented and the last full run.
#
#   scripts/sanitize.sh [lit arguments, e.g. --filter integration]
#   scripts/sanitize.sh --runtime   # CI's subset: the runtime alone, its
#                                   # GoogleTest cases and fuzz targets
#
# STYPE_SAN_BUILD   build directory (default build-san/)
# STYPE_SANITIZE    -fsanitize= list (default address,undefined)
# STYPE_NINJA_ARGS  e.g. "-j1" on a busy machine (the build takes about
#                   twice as long as the normal one)
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export STYPE_BUILD="${STYPE_SAN_BUILD:-$root/build-san}"
# The compiler's fuzz target is instrumented in every build already.
export STYPE_CMAKE_ARGS="-DSTYPE_SANITIZE=${STYPE_SANITIZE:-address,undefined} -DSTYPE_FUZZ_COMPILER=OFF"
if [ -f "$STYPE_BUILD/CMakeCache.txt" ] &&
   ! grep -q "^STYPE_SANITIZE:STRING=." "$STYPE_BUILD/CMakeCache.txt"; then
  echo "sanitize.sh: $STYPE_BUILD is not a sanitizer build" >&2
  exit 1
fi
if [ "${1:-}" = "--runtime" ]; then
  shift
  export STYPE_TARGETS="RuntimeTests stype-fuzz-npy stype-fuzz-npz stype-fuzz-libsvm stype-fuzz-capi"
  set -- --filter 'fuzz/fuzz\.test|RuntimeTests' "$@"
fi
exec bash "$root/scripts/test.sh" "$@"
