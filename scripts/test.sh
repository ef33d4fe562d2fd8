#!/usr/bin/env bash
# Runs every test: builds stype if needed, then the lit suites (dialect, passes,
# integration against numpy/scipy, and the runtime's GoogleTest cases).
# Ends with a line "N passed, N failed".
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh" || exit 1
set +e  # bootstrap.sh sets -e; a failing test must still reach the summary

LIT="$(llvm-config-22 --bindir)/lit"
log="$(mktemp)"
"$LIT" -sv "$STYPE_BUILD/test" "$STYPE_BUILD/test/unit" "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
# lit's summary lines read "  Passed: 12", "  Expectedly Failed: 1", ...
count() {
  awk -v k="$1" '{ line = $0; sub(/^ +/, "", line) }
    index(line, k ": ") == 1 { n = substr(line, length(k) + 3); s += n + 0 }
    END { print s + 0 }' "$log"
}
passed=$(( $(count Passed) + $(count "Expectedly Failed") ))
failed=$(( $(count Failed) + $(count "Unexpectedly Passed") + $(count Unresolved) + $(count "Timed Out") ))
rm -f "$log"
if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then failed=1; fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
