#!/bin/sh
# Assembles the GPU bundle (run by `ninja stype-gpu-bundle`; see
# docs/gpu-performance.md):
#
#   make_bundle.sh STYPE_COMPILE PYTHON SOURCE_DIR OUT_DIR
#
# OUT_DIR gets: run.sh (the one script), CMakeLists.txt (bundle.cmake),
# README.md, src/ (the runtime, runtime/cuda and the driver: plain C++17),
# cases/ (inputs and numpy references, make_cases.py), and kernels/ (static
# libraries + headers from stype-compile): all_f32/all_f64 (every GPU kernel,
# from test/gpu/harness_gpu.py) and workloads (W1-W5), each for the CPU
# (cpu_, -march=x86-64-v3: any GPU host of the last decade, FMA included),
# sm_90 (sm90_, cubin when ptxas is found here, else PTX) and sm_80 (sm80_,
# PTX, which the driver JIT-compiles for any newer GPU).
set -eu
compile=$1 python=$2 src=$3 out=$4
here=$src/benchmarks/gpu
rm -rf "$out"
mkdir -p "$out/src/runtime/cuda" "$out/src/runtime/include/stype" \
  "$out/kernels/lib" "$out/kernels/include" "$out/.work"
cp "$src"/runtime/*.cpp "$src"/runtime/*.h "$out/src/runtime/"
cp "$src"/runtime/include/stype/stype.h "$out/src/runtime/include/stype/"
cp "$src"/runtime/cuda/*.cpp "$src"/runtime/cuda/*.h "$out/src/runtime/cuda/"
cp "$here"/gpu_check.cpp "$here"/cusparse_spmm.cpp "$here"/cusparse_spmm.h \
  "$out/src/"
cp "$here"/bundle.cmake "$out/CMakeLists.txt"
cp "$here"/run.sh "$out/run.sh"
cp "$here"/README.md "$out/README.md"
chmod +x "$out/run.sh"

"$python" "$here/make_cases.py" "$out/.work"
mv "$out/.work/cases" "$out/cases"
mv "$out/.work/all_call.h" "$out/kernels/include/"
cp "$here/workloads.mlir" "$out/.work/workloads.mlir"

# One library per (file, variant); the file is copied under the variant's
# name so that each generated header has its own include guard.
for f in all_f32 all_f64 workloads; do
  for v in cpu sm90 sm80; do
    case $v in
      cpu) opts="-march=x86-64-v3 --fuse-updates=false" ;;
      sm90) opts="--target=nvptx --chip=sm_90" ;;
      sm80) opts="--target=nvptx --chip=sm_80 --gpu-format=isa" ;;
    esac
    cp "$out/.work/$f.mlir" "$out/.work/${v}_$f.mlir"
    # shellcheck disable=SC2086
    "$compile" "$out/.work/${v}_$f.mlir" --prefix=${v}_ $opts \
      --fallback-warnings=false -emit=lib -o "$out/kernels/lib/lib${v}_$f.a"
    hopts=
    [ "$v" = cpu ] || hopts="--target=nvptx --chip=sm_${v#sm}"
    # shellcheck disable=SC2086
    "$compile" "$out/.work/${v}_$f.mlir" --prefix=${v}_ $hopts \
      --fallback-warnings=false -emit=header -o "$out/kernels/include/${v}_$f.h"
  done
done
cp "$out/.work/all_f32.mlir" "$out/.work/all_f64.mlir" "$out/.work/workloads.mlir" \
  "$out/kernels/"
rm -rf "$out/.work"
size=$(du -sk "$out" | cut -f1)
echo "stype-gpu-bundle: $out, $((size / 1024)) MiB"
