#!/usr/bin/env bash
# The main job: builds stype if needed, compiles examples/linear_regression.mlir
# and trains MXNet's sparse linear-regression tutorial model with it.
# Extra arguments go to the example (a .mlir path, --epochs=N, --seed=S).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
exec "$STYPE_BUILD/bin/linear-regression" "$@"
