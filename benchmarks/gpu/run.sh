#!/bin/sh
# The ONE script a GPU owner runs (docs/gpu-performance.md), from the bundle
# directory that `ninja -C build stype-gpu-bundle` assembled and that was
# copied to the GPU machine:
#
#   sh run.sh                 # build (CMake, C++17, libzip, CUDA toolkit), run
#   sh run.sh --reps 50       # more repetitions; other options go to the driver
#
# Builds stype-gpu-check (no LLVM/MLIR needed: the kernels were compiled
# ahead of time), runs every GPU kernel against the CPU kernels of the same
# bundle and times W1-W5, cuSPARSE SpMM and a device-to-device copy.  Writes
# results/gpu-results.md and results/gpu-results.json (paste them into
# docs/performance.md) and results/gpu-check.log.  Exits non-zero if a result
# differs or there is no usable GPU (--no-gpu-ok: run the CPU half anyway).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build=${STYPE_GPU_BUILD_DIR:-$here/build}
results=${STYPE_GPU_RESULTS_DIR:-$here/results}
require=--require-gpu
args=
for a in "$@"; do
  if [ "$a" = "--no-gpu-ok" ]; then require=; else args="$args $a"; fi
done
mkdir -p "$results"
cmake -S "$here" -B "$build" -DCMAKE_BUILD_TYPE=Release ${STYPE_GPU_CMAKE_ARGS:-} >"$results/build.log" 2>&1 ||
  { cat "$results/build.log"; echo "run.sh: cmake failed" >&2; exit 1; }
cmake --build "$build" -j "${STYPE_GPU_JOBS:-4}" >>"$results/build.log" 2>&1 ||
  { tail -40 "$results/build.log"; echo "run.sh: build failed" >&2; exit 1; }
grep -i "cusparse" "$results/build.log" | head -2 || true
command -v nvidia-smi >/dev/null 2>&1 &&
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader || true
# shellcheck disable=SC2086
"$build/stype-gpu-check" --cases "$here/cases" --out "$results" $require $args 2>&1 |
  tee "$results/gpu-check.log"
status=$(tail -1 "$results/gpu-check.log")
case "$status" in
  "0 failure(s)") echo "run.sh: OK; results in $results" ;;
  *) echo "run.sh: FAILED ($status); see $results/gpu-check.log" >&2; exit 1 ;;
esac
