#!/bin/sh
# The ONE script a GPU owner runs (docs/gpu-performance.md), from the bundle
# directory that `ninja -C build stype-gpu-bundle` assembled and that was
# copied to the GPU machine:
#
#   sh run.sh                 # build (CMake, C++17, libzip, CUDA toolkit), run
#   sh run.sh --reps 50       # more repetitions; other options go to the driver
#   sh run.sh --sanitize      # then every kernel under compute-sanitizer's
#                             # memcheck, racecheck, synccheck and initcheck
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
sanitize=0
for a in "$@"; do
  case $a in
    --no-gpu-ok) require= ;;
    --sanitize) sanitize=1 ;;
    *) args="$args $a" ;;
  esac
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
checked=0
case "$status" in
  "0 failure(s)") echo "run.sh: OK; results in $results" ;;
  *) echo "run.sh: FAILED ($status); see $results/gpu-check.log" >&2; checked=1 ;;
esac
[ "$sanitize" = 1 ] || exit $checked

# Every kernel of the cases and of W1-W5 (on small tables, one repetition)
# under each of compute-sanitizer's tools: out-of-bounds and misaligned
# device accesses and leaks (memcheck), shared-memory races (racecheck),
# misused barriers (synccheck), reads of uninitialized device memory
# (initcheck).  Any report fails the run.
cs=${COMPUTE_SANITIZER:-$(command -v compute-sanitizer ||
  echo "${CUDA_HOME:-/usr/local/cuda}/bin/compute-sanitizer")}
[ -x "$cs" ] || { echo "run.sh: compute-sanitizer not found ($cs)" >&2; exit 1; }
failed=
for tool in memcheck racecheck synccheck initcheck; do
  extra=
  [ "$tool" = memcheck ] && extra="--leak-check full"
  [ "$tool" = racecheck ] && extra="--racecheck-report all"
  log="$results/sanitize-$tool.log"
  # shellcheck disable=SC2086
  # The results were checked above: here only the tool's verdict counts.
  "$cs" --tool "$tool" $extra "$build/stype-gpu-check" \
    --cases "$here/cases" --out "$results/sanitize-$tool" --require-gpu \
    --rows 20000 --reps 1 >"$log" 2>&1 || true
  # racecheck ends with "RACECHECK SUMMARY: 0 hazards displayed (0 errors,
  # 0 warnings)", the other tools with "ERROR SUMMARY: 0 errors".
  if grep -q "ERROR SUMMARY: 0 errors\|SUMMARY: 0 hazards displayed (0 errors, 0 warnings)" "$log"; then
    echo "run.sh: compute-sanitizer $tool: $(grep "SUMMARY" "$log" | tr -s ' =' ' ' | paste -sd ';' -)"
  else
    echo "run.sh: compute-sanitizer $tool FAILED; see $log:" >&2
    grep -v "^cases\|^W[1-5]" "$log" | head -40 >&2
    failed="$failed $tool"
  fi
done
[ -z "$failed" ] || { echo "run.sh: FAILED under compute-sanitizer:$failed" >&2; exit 1; }
echo "run.sh: compute-sanitizer: no reports from memcheck, racecheck, synccheck, initcheck"
exit $checked
