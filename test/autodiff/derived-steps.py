# RUN: %python %s %stype_src/benchmarks/workloads.mlir
#
# The whole W4 and W5 steps of benchmarks/workloads.mlir (forward,
# LinearRegressionOutput, gradient, lazy update): the gradient derived by
# stype.grad compiles to the same LLVM dialect as the backward pass written
# by hand (the CPU pipeline, --stype-to-llvm), once the functions' names
# are made equal and the names of the error-message strings (a hash of
# their text, which holds the op's source location) are ignored.  So the benchmarks' BM_W4/W5_TrainDerived and
# _TrainByHand time the same machine code.

import re
import subprocess
import sys

out = subprocess.run(["stype-opt", sys.argv[1], "--stype-to-llvm"],
                     check=True, capture_output=True, text=True).stdout


def functions(name):
    """The text of every llvm.func whose name contains `name`, with `name`
    replaced by a placeholder, keyed by the placeholder name."""
    found = {}
    for m in re.finditer(r"^  llvm\.func (?:\w+ )*@([\w.$]*)\(", out, re.M):
        if name not in m.group(1):
            continue
        end = out.find("\n  }\n", m.start())
        text = re.sub(r"@__stype_str_[0-9A-F]+", "@__stype_str",
                      out[m.start():end])
        found[m.group(1).replace(name, "STEP")] = text.replace(name, "STEP")
    return found


failed = False
for w in ("w4", "w5"):
    derived = functions(w + "_train_derived")
    by_hand = functions(w + "_train_by_hand")
    if not derived or derived.keys() != by_hand.keys():
        print("FAIL %s: functions %s vs %s" % (w, sorted(derived),
                                              sorted(by_hand)))
        failed = True
        continue
    for k in derived:
        if derived[k] != by_hand[k]:
            print("FAIL %s: %s differs" % (w, k))
            failed = True
    print("%s: %d functions, derived == by hand: %s"
          % (w, len(derived), all(derived[k] == by_hand[k] for k in derived)))
sys.exit(1 if failed else 0)
