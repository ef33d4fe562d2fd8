#!/usr/bin/env python3
"""Writes the PTX of every gpu.binary in an MLIR file (the output of
`stype-opt --stype-to-nvvm=format=isa`) to OUTDIR/<binary>.ptx, one file per
gpu.module, and prints their names.  Used by check_ptxas.py (the ptxas
tests)."""
import os
import re
import sys


def unescape(s):
    # MLIR prints non-printable bytes of a string attribute as \XX (hex).
    out = bytearray()
    i = 0
    raw = s.encode('latin-1')
    while i < len(raw):
        c = raw[i]
        if c == 0x5C and re.match(rb'[0-9A-Fa-f]{2}', raw[i + 1:i + 3]):
            out.append(int(raw[i + 1:i + 3], 16))
            i += 3
        elif c == 0x5C and i + 1 < len(raw) and raw[i + 1] in b'"\\':
            out.append(raw[i + 1])
            i += 2
        else:
            out.append(c)
            i += 1
    return out.decode('latin-1')


def extract(mlir_path, outdir):
    """Returns the paths of the PTX files written."""
    text = open(mlir_path, encoding='latin-1').read()
    os.makedirs(outdir, exist_ok=True)
    binaries = re.findall(
        r'gpu\.binary @(\w+)\s.*?assembly = "((?:[^"\\]|\\.)*)"', text, re.S)
    paths = []
    for name, asm in binaries:
        path = os.path.join(outdir, name + '.ptx')
        with open(path, 'w', encoding='latin-1') as f:
            f.write(unescape(asm))
        paths.append(path)
    return paths


def main():
    if len(sys.argv) != 3:
        sys.exit('usage: extract_ptx.py INPUT.mlir OUTDIR')
    paths = extract(sys.argv[1], sys.argv[2])
    if not paths:
        sys.exit('extract_ptx.py: no gpu.binary with PTX assembly in ' +
                 sys.argv[1])
    for path in paths:
        print(path)


if __name__ == '__main__':
    main()
