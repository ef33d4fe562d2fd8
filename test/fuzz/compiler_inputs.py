#!/usr/bin/env python3
"""The seed corpus and the dictionary of the compiler's fuzz target.

  compiler_inputs.py SRC_ROOT CORPUS_DIR DICT_FILE [--max-len N] [--variants]

Seeds: every `// -----` chunk of the lit inputs (test/dialect, test/passes,
test/gpu, test/integration/Inputs, examples, benchmarks), with the comment
lines dropped and the aliases of its file (`#csr = ...`) that the chunk uses
but does not define put in front, at most N bytes each (default 8192),
deduplicated; with --variants also each seed with its shapes changed
(every `?` dim 0, every static dim 0, a dim of 2^62, one more dim) and its
storage kinds swapped (VARIANTS), the edits that byte-level mutation rarely
makes in a form that still parses.  Dictionary: every op name and attribute name of
docs/ops.md (generated from the ODS), the encodings, storage kinds,
attribute values and types as the lit inputs spell them, and numbers at the
edges of int64 and of the float types.  Prints the number of seeds and of
dictionary entries.
"""

import hashlib
import os
import re
import sys

SEED_DIRS = ["test/dialect", "test/passes", "test/gpu",
             "test/integration/Inputs", "examples", "benchmarks"]
ALIAS = re.compile(r"^([#!][\w.$-]+)\s*=\s*(.*)$")
USE = re.compile(r"[#!][\w.$-]+")

# Tokens no input may lack: types, shapes, numbers at the edges.
FIXED = [
    "func.func", "func.call", "return", "private", "->", "tensor<", "memref<",
    "?x", "x?", "0x", "1x", "f16", "bf16", "f32", "f64", "i1", "i8", "i32",
    "i64", "index", "complex<f32>", "dense<", "dense_resource<",
    "arith.constant", "unit", "true", "false", "loc(", "#loc", "{", "}", "(",
    ")", "<", ">", ":", ",", "=", "%", "@", "^bb0", "// -----", "0", "-1",
    "1", "2", "3", "-0.0", "0.5", "1.0e+30", "1.0e-45", "3.4e38", "1.8e308",
    "nan", "inf", "0x7FC00000", "0x7FF8000000000000", "4294967296",
    "1099511627776", "4611686018427387904", "9223372036854775807",
    "-9223372036854775808", "18446744073709551615",
]


def escape(token):
    out = []
    for b in token.encode():
        if b in (0x22, 0x5C):
            out.append("\\" + chr(b))
        elif 0x20 <= b < 0x7F:
            out.append(chr(b))
        else:
            out.append("\\x%02X" % b)
    return '"' + "".join(out) + '"'


def mlir_files(root):
    for d in SEED_DIRS:
        for dirpath, _, names in os.walk(os.path.join(root, d)):
            for n in sorted(names):
                if n.endswith(".mlir"):
                    yield os.path.join(dirpath, n)


def seeds_of(text, max_len):
    lines = text.splitlines()
    aliases = {}
    for line in lines:
        m = ALIAS.match(line)
        if m:
            aliases.setdefault(m.group(1), line)
    chunk = []
    for line in lines + ["// -----"]:
        if line.strip() != "// -----":
            if not line.lstrip().startswith("//") and line.strip():
                chunk.append(line)
            continue
        body = "\n".join(chunk) + "\n"
        chunk = []
        if not body.strip():
            continue
        defined = {ALIAS.match(l).group(1) for l in body.splitlines()
                   if ALIAS.match(l)}
        needed = [aliases[u] for u in dict.fromkeys(USE.findall(body))
                  if u in aliases and u not in defined]
        seed = "\n".join(needed + [body]) if needed else body
        if len(seed.encode()) <= max_len:
            yield seed


def _dims(fn):
    """Applies fn to the dimension list of every tensor type."""
    return lambda t: re.sub(r"tensor<((?:[0-9?]+x)+)",
                            lambda m: "tensor<" + fn(m.group(1)), t)


VARIANTS = [
    _dims(lambda d: d.replace("?", "0")),
    _dims(lambda d: re.sub(r"\d+", "0", d)),
    _dims(lambda d: re.sub(r"\d+|\?", "4611686018427387904", d, count=1)),
    _dims(lambda d: "2x" + d),
    lambda t: t.replace("#csr", "#TMP").replace("#rsp", "#csr")
               .replace("#TMP", "#rsp"),
    lambda t: re.sub(r"(?<=\d)xf32|(?<=\?)xf32", "xf64", t, count=1),
]


def dictionary(root, texts):
    tokens = dict.fromkeys(FIXED)
    ops = open(os.path.join(root, "docs", "ops.md")).read()
    for op in re.findall(r"^### `(stype\.\w+)`", ops, re.M):
        tokens[op] = None
    for attr in re.findall(r"^<tr><td><code>(\w+)</code></td>", ops, re.M):
        tokens[attr] = None
        tokens[attr + " = "] = None
    for text in texts:
        for enc in re.findall(r"#sparse_tensor\.encoding<\{[^}]*\}>", text):
            tokens[enc] = None
        for kind in re.findall(r"#stype\.\w+<[^>]*>", text):
            tokens[kind] = None
        for lvl in re.findall(r"\b\w+ : (?:dense|compressed|singleton)"
                              r"(?:\([\w, ]+\))?", text):
            tokens[lvl.split(" : ")[1]] = None
        # Attribute values of stype ops, as `name = value`.
        for line in text.splitlines():
            if "stype." not in line or line.lstrip().startswith("//"):
                continue
            for attrs in re.findall(r"\{([^{}<]*)\}", line):
                for m in re.finditer(r"\b(\w+) = ([^,]+)", attrs):
                    tokens[m.group(0).strip()] = None
                    tokens[m.group(2).strip()] = None
    return [t for t in tokens if t and len(t.encode()) <= 128]


def main(argv):
    args = argv[1:]
    variants = "--variants" in args
    if variants:
        args.remove("--variants")
    max_len = 8192
    if len(args) == 5 and args[3] == "--max-len":
        max_len = int(args[4])
    elif len(args) != 3:
        sys.exit(__doc__)
    root, corpus, dict_file = args[:3]
    os.makedirs(corpus, exist_ok=True)
    texts, seen = [], set()
    for path in mlir_files(root):
        text = open(path, encoding="utf-8", errors="replace").read()
        texts.append(text)
        seeds = list(seeds_of(text, max_len))
        if variants:
            seeds += [v(seed) for seed in seeds for v in VARIANTS]
        for seed in seeds:
            digest = hashlib.sha1(seed.encode()).hexdigest()[:16]
            if digest in seen:
                continue
            seen.add(digest)
            with open(os.path.join(corpus, digest + ".mlir"), "w") as f:
                f.write(seed)
    tokens = dictionary(root, texts)
    with open(dict_file, "w") as f:
        f.write("# stype's ops, attributes, encodings (compiler_inputs.py)\n")
        for t in tokens:
            f.write(escape(t) + "\n")
    print("seeds: %d, dictionary: %d entries" % (len(seen), len(tokens)))
    if not seen or not tokens:
        sys.exit("compiler_inputs.py: no seeds or no dictionary entries")


if __name__ == "__main__":
    main(sys.argv)
