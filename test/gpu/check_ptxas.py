#!/usr/bin/env python3
"""Assembles every PTX module of an MLIR file produced by
`stype-opt --stype-to-nvvm=chip=CHIP` with the CUDA toolkit's ptxas for CHIP.

    check_ptxas.py INPUT.mlir CHIP PTXAS OUTDIR

Prints one line per module that fails (with ptxas's message), then
"CHIP: N of M PTX modules assemble (.target CHIP)", then the number of
64-bit global loads and stores split into two 32-bit ones (a 32-bit access
to a 64-bit register: what NVPTX emits for an i64 it believes 4-byte
aligned).  Exit status 1 if any module fails, targets another chip, or
there is none."""
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from extract_ptx import extract  # noqa: E402


def main():
    mlir, chip, ptxas, outdir = sys.argv[1:5]
    paths = extract(mlir, outdir)
    ok = 0
    split = 0
    halves = re.compile(r'ld\.global\.b32\s+%rd|st\.global\.b32\s+\[[^]]*\],\s*%rd')
    for path in paths:
        text = open(path, encoding='latin-1').read()
        split += len(halves.findall(text))
        if f'.target {chip}' not in text:
            print(f'FAIL {os.path.basename(path)}: not a {chip} module')
            continue
        p = subprocess.run([ptxas, f'-arch={chip}', path, '-o',
                            path[:-4] + '.cubin'],
                           capture_output=True, text=True)
        if p.returncode != 0:
            print(f'FAIL {os.path.basename(path)}: {p.stderr.strip()[:500]}')
            continue
        ok += 1
    print(f'{chip}: {ok} of {len(paths)} PTX modules assemble (.target {chip})')
    print(f'{chip}: {split} 64-bit global accesses split into 32-bit halves')
    return 0 if paths and ok == len(paths) else 1


if __name__ == '__main__':
    sys.exit(main())
