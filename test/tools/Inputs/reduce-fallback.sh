#!/bin/sh
# Interestingness test of stype-reduce.mlir: a file is interesting (exit 1,
# mlir-reduce's convention) while storage inference still warns that `where`
# falls back to dense storage.
stype-opt "$1" --stype-infer-storage -o /dev/null 2>&1 |
  grep -q "operator = where" && exit 1
exit 0
