#!/usr/bin/env python3
"""check_bundle_size.py DIR LIMIT_MIB: the GPU bundle's total size (every
file under DIR) against LIMIT_MIB, and its essential files; exits 1 if it
is too large or incomplete."""
import os
import sys

root, limit = sys.argv[1], float(sys.argv[2])
total = 0
for d, _, files in os.walk(root):
    total += sum(os.path.getsize(os.path.join(d, f)) for f in files)
mib = total / (1 << 20)
print(f"bundle size: {mib:.1f} MiB (limit {limit:g} MiB)")
essential = ["run.sh", "CMakeLists.txt", "README.md"]
missing = [f for f in essential if not os.path.isfile(os.path.join(root, f))]
print("bundle files: " + " ".join(essential) if not missing
      else f"missing: {missing}")
libs = [f for f in os.listdir(os.path.join(root, "kernels", "lib"))
        if f.endswith(".a")]
print(f"bundle kernels: {len(libs)} libraries")
sys.exit(1 if mib >= limit or missing else 0)
