#!/usr/bin/env bash
# Runs every test: builds stype if needed, then the lit suites (dialect, passes,
# integration against numpy/scipy, and the runtime's GoogleTest cases).
# Names the tests that were skipped (UNSUPPORTED: a tool or package they need
# is missing, e.g. the CUDA toolkit, libFuzzer, `fortunes` or MPI), then ends
# with a line "N passed, N failed, N skipped".
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh" || exit 1
set +e  # bootstrap.sh sets -e; a failing test must still reach the summary

LIT="$(llvm-config-22 --bindir)/lit"
log="$(mktemp)"
"$LIT" -sv --show-unsupported "$STYPE_BUILD/test" "$STYPE_BUILD/test/unit" "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
bash "$(dirname "${BASH_SOURCE[0]}")/lit-summary.sh" "$log" "$status"
result=$?
rm -f "$log"
exit $result
