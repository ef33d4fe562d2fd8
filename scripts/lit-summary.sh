#!/usr/bin/env bash
# Summarizes a log of `lit -sv --show-unsupported`: names the tests that were
# skipped (UNSUPPORTED: a tool or package they need is missing, e.g. the CUDA
# toolkit, libFuzzer, `fortunes` or MPI), then prints "N passed, N failed,
# N skipped" alone on the last line.  Exits 1 if a test failed or lit's exit
# status (the second argument) is not 0.
#   lit-summary.sh LOG LIT_STATUS
set -uo pipefail
log="$1"
status="$2"
# lit's summary lines read "  Passed     : 12 (95.00%)", "  Unsupported: 6
# (5.00%)", ... (the labels padded to the longest one shown).
count() {
  awk -v k="$1" '{ line = $0; sub(/^ +/, "", line) }
    index(line, k) == 1 { rest = substr(line, length(k) + 1)
      if (rest ~ /^ *: *[0-9]+/) { sub(/^ *: */, "", rest); s += rest + 0 } }
    END { print s + 0 }' "$log"
}
passed=$(( $(count Passed) + $(count "Expectedly Failed") ))
failed=$(( $(count Failed) + $(count "Unexpectedly Passed") + $(count Unresolved) + $(count "Timed Out") ))
skipped=$(count Unsupported)
if [ "$skipped" -gt 0 ]; then
  echo "skipped (UNSUPPORTED: a tool or package they need is missing):"
  # lit lists them under "Unsupported Tests (6):", "  stype :: gpu/cubin.test"
  # a line, up to a blank line.
  awk '/^Unsupported Tests \([0-9]+\):$/ { on = 1; next }
    on && /^ *$/ { on = 0 } on { sub(/^ +/, ""); print "  " $0 }' "$log"
fi
if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then failed=1; fi
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
