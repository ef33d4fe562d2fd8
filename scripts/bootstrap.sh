#!/usr/bin/env bash
# Installs what stype needs on Debian 12 (as root, with apt-get) when it is
# missing, then configures and builds what is stale.  Sourced by demo.sh and
# test.sh; safe to run again (a no-op when everything is up to date).
# STYPE_BUILD names the build directory (default build/), STYPE_CMAKE_ARGS
# adds to its first configure (scripts/sanitize.sh), STYPE_TARGETS and
# STYPE_NINJA_ARGS choose what ninja builds and how.
set -euo pipefail

STYPE_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
STYPE_BUILD="${STYPE_BUILD:-$STYPE_ROOT/build}"

PACKAGES=(
  cmake ninja-build g++ pkg-config
  llvm-22-dev libmlir-22-dev mlir-22-tools clang-22 lld-22
  clang-format-22  # scripts/check-format.sh (CI)
  libclang-rt-22-dev  # libFuzzer and the sanitizers (test/fuzz)
  libzip-dev zlib1g-dev libgtest-dev libbenchmark-dev libeigen3-dev libomp-22-dev
  fortunes  # the English text corpus of examples/word2vec
  openmpi-bin libopenmpi-dev  # the distributed runtime (runtime/dist) and its tests
  python3 python3-numpy python3-scipy
  python3-dev pybind11-dev  # the Python package (python/, docs/python.md)
  python3-sklearn  # the LibSVM reader's reference in test/python
)

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" \
    || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "stype: installing ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

LLVM_PREFIX="$(llvm-config-22 --prefix)"
if [ ! -f "$STYPE_BUILD/build.ninja" ]; then
  cmake -G Ninja -S "$STYPE_ROOT" -B "$STYPE_BUILD" \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DLLVM_USE_LINKER=lld \
    -DMLIR_DIR="$LLVM_PREFIX/lib/cmake/mlir" \
    -DLLVM_EXTERNAL_LIT="$LLVM_PREFIX/bin/lit" ${STYPE_CMAKE_ARGS:-}
fi
ninja -C "$STYPE_BUILD" ${STYPE_NINJA_ARGS:-} ${STYPE_TARGETS:-all mlir-doc stype-ops-doc}
