#!/usr/bin/env python3
"""Generates the ops' kernel tables (dialect/KernelTable.td) from the records
that `llvm-tblgen --dump-json` prints for dialect/StypeOps.td.

  gen-kernel-tables.py cpp RECORDS.json OUT.inc
      the tables, each op's `hasKernel` and the op -> table lookup
      (included by dialect/KernelTable.cpp);
  gen-kernel-tables.py docs RECORDS.json OPS.md OUT.md
      OPS.md (mlir-tblgen's op docs) with a "Kernels" table in the section
      of every op that declares rows (docs/ops.md).

Errors (an unknown kind or gpu form, too many patterns, a row name used twice,
a malformed record) name the op and the row, print one line
"gen-kernel-tables: error: ..." and exit with status 1 without touching the
output (test/dialect/gen-kernel-tables-errors.test).
"""
import io
import json
import os
import sys

KINDS = {"default": "Dense", "row_sparse": "RowSparse", "csr": "Csr"}
GPU = {"own": "Own", "cpu": "SharesCpu", "host": "Host", "none": "None"}
GPU_DOC = {
    "own": "own kernel",
    "cpu": "the CPU kernel, launched",
    "host": "the CPU kernel on the host (copies)",
    "none": "none: dense fallback",
}
MAX_PATTERNS = 8


def fail(msg):
    sys.stderr.write("gen-kernel-tables: error: " + msg + "\n")
    sys.exit(1)


def string_field(where, rec, field):
    value = rec.get(field)
    if not isinstance(value, str):
        fail(f"{where}: field '{field}' must be a string, not "
             f"{json.dumps(value)}")
    return value


def row_of(opname, records, index, ref):
    """The validated record of entry `index` of op `opname`'s `kernels`."""
    name = ref.get("def") if isinstance(ref, dict) else None
    row = records.get(name) if isinstance(name, str) else None
    if not isinstance(row, dict):
        fail(f"{opname}: row #{index} of `kernels` is no record: "
             f"{json.dumps(ref)}")
    label = row.get("name")
    if not isinstance(label, str) or not label:
        fail(f"{opname}: row record '{name}' has no name")
    where = f"{opname}: row '{label}'"
    for field in ("operands", "results"):
        pats = row.get(field)
        if not isinstance(pats, list) or \
                not all(isinstance(p, str) for p in pats):
            fail(f"{where}: field '{field}' must be a list of patterns, not "
                 f"{json.dumps(pats)}")
        patterns(opname, label, pats)  # checks every pattern
    gpu = string_field(where, row, "gpu")
    if gpu not in GPU:
        fail(f"{where}: unknown gpu form '{gpu}' (one of "
             f"{', '.join(GPU)})")
    for field in ("kernel", "when", "whenDoc"):
        string_field(where, row, field)
    return row


def ops_with_tables(records):
    """(C++ class name, op name, rows) of every op whose `kernels` is set,
    in definition order; every row checked (kinds, pattern count, gpu form,
    fields, names unique within the op)."""
    if not isinstance(records, dict):
        fail("the records are not a JSON object (llvm-tblgen --dump-json)")
    out = []
    for name, rec in records.items():
        if name.startswith("!") or not isinstance(rec, dict):
            continue
        if "Stype_Op" not in rec.get("!superclasses", []):
            continue
        rows = rec.get("kernels") or []
        if not rows:
            continue
        opname = rec.get("opName")
        if not isinstance(opname, str) or not opname:
            fail(f"{name}: a Stype_Op without an opName")
        if not isinstance(rows, list):
            fail(f"{opname}: `kernels` must be a list of rows")
        rows = [row_of(opname, records, i, r) for i, r in enumerate(rows)]
        seen = set()
        for r in rows:
            if r["name"] in seen:
                fail(f"{opname}: row '{r['name']}': name used twice (row "
                     f"names label the op's lowering tests and harness "
                     f"cases)")
            seen.add(r["name"])
        locs = rec.get("!locs")
        loc = locs[0] if isinstance(locs, list) and locs else ""
        file, _, line = loc.rpartition(":")
        if not line.isdigit():
            fail(f"{opname}: no source location ('!locs') in its record")
        cls = name.split("_", 1)[1] if "_" in name else name
        out.append((cls, opname, rows, (file, int(line))))
    # Keep the .td order (the JSON lists records alphabetically).
    return sorted(out, key=lambda item: item[3])


def kind_set(op, row, pattern):
    """'default|row_sparse' -> 'kindBit(SK::Dense) | kindBit(SK::RowSparse)'."""
    if pattern.endswith("..."):
        fail(f"{op}: row '{row}': pattern '{pattern}': '...' only ends the "
             f"last pattern")
    names = list(KINDS) if pattern == "any" else pattern.split("|")
    bits = []
    for n in names:
        if n not in KINDS:
            fail(f"{op}: row '{row}': unknown storage kind '{n}' (one of "
                 f"{', '.join(KINDS)}, any, or alternatives a|b)")
        bits.append(f"kindBit(SK::{KINDS[n]})")
    return " | ".join(bits)


def patterns(op, row, pats):
    """C++ initializers of a row's kind sets, count and variadic flag."""
    variadic = bool(pats) and pats[-1].endswith("...")
    if variadic:
        pats = pats[:-1] + [pats[-1][:-3]]
    if len(pats) > MAX_PATTERNS:
        fail(f"{op}: row '{row}': {len(pats)} patterns, more than "
             f"{MAX_PATTERNS} (KernelRow::kMaxPatterns; end the list with "
             f"'...' to repeat the last one)")
    sets = [kind_set(op, row, p) for p in pats]
    return "{" + ", ".join(sets) + "}", len(pats), variadic


def emit_cpp(records, out):
    ops = ops_with_tables(records)
    w = out.write
    w("// Generated by dialect/gen-kernel-tables.py from the ops' `kernels`\n"
      "// rows (dialect/*.td): do not edit.\n\n")
    for cls, opname, rows, _ in ops:
        for i, r in enumerate(rows):
            if r["when"].strip():
                w(f"static bool {cls}_when{i}(Operation *o, ArrayRef<SK> in,"
                  f" ArrayRef<SK> out) {{\n"
                  f"  auto op = ::llvm::cast<{cls}>(o);\n"
                  f"  (void)op; (void)in; (void)out;\n"
                  f"  return {r['when'].strip()};\n}}\n")
        w(f"static const KernelRow {cls}_rows[] = {{\n")
        for i, r in enumerate(rows):
            ins, nin, vin = patterns(opname, r["name"], r["operands"])
            outs, nout, vout = patterns(opname, r["name"], r["results"])
            when = f"&{cls}_when{i}" if r["when"].strip() else "nullptr"
            w(f"    {{{json.dumps(r['name'])}, {ins}, {nin}, "
              f"{str(vin).lower()}, {outs}, {nout}, {str(vout).lower()}, "
              f"GpuForm::{GPU[r['gpu']]}, {when}, "
              f"{json.dumps(r['kernel'])}}},\n")
        w("};\n")
        w(f"bool {cls}::hasKernel(ArrayRef<SK> in, ArrayRef<SK> out) {{\n"
          f"  return matchKernelRow(getOperation(), in, out) != nullptr;\n}}\n\n")
    w("static void fillKernelTables(\n"
      "    ::llvm::DenseMap<TypeID, ArrayRef<KernelRow>> &tables) {\n")
    for cls, _, _, _ in ops:
        w(f"  tables[TypeID::get<{cls}>()] = {cls}_rows;\n")
    w("}\n")


def md_kinds(pats):
    text = []
    for p in pats:
        rep = p.endswith("...")
        p = p[:-3] if rep else p
        p = " / ".join(p.split("|"))
        text.append(p + (", ..." if rep else ""))
    return ", ".join(text)


def md_escape(s):
    return s.replace("|", "\\|").replace("\n", " ")


def emit_docs(records, ops_md, out):
    tables = {}
    for _, opname, rows, _ in ops_with_tables(records):
        lines = ["#### Kernels:", "",
                 "Generated from the op's `kernels` rows (dialect/KernelTable.td):",
                 "`hasKernel` is \"some row matches\"; other combinations take",
                 "the explained dense fallback.", "",
                 "| row | operands | results | when | kernel | GPU |",
                 "|---|---|---|---|---|---|"]
        for r in rows:
            when = r["whenDoc"].strip()
            lines.append("| " + " | ".join(md_escape(c) for c in [
                f"`{r['name']}`", md_kinds(r["operands"]),
                md_kinds(r["results"]), f"`{when}`" if when else "",
                r["kernel"], GPU_DOC[r["gpu"]]]) + " |")
        tables["stype." + opname] = lines + [""]
    text = ops_md.split("\n")
    result, current, pending = [], None, None
    for line in text:
        if line.startswith("### `stype."):
            current = line.split("`")[1]
            pending = tables.pop(current, None)
        elif pending and (line.startswith("Traits:") or
                          line.startswith("Interfaces:") or
                          line.startswith("#### ")):
            result.extend(pending)
            pending = None
        result.append(line)
    if tables:
        fail("no op section for " + ", ".join(sorted(tables)))
    out.write("\n".join(result))


def read(path, what):
    try:
        with open(path) as f:
            return f.read()
    except OSError as e:
        fail(f"cannot read {what} {path}: {e.strerror}")


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else None
    if len(sys.argv) != {"cpp": 4, "docs": 5}.get(mode):
        fail("usage: gen-kernel-tables.py cpp RECORDS.json OUT.inc | "
             "docs RECORDS.json OPS.md OUT.md")
    try:
        records = json.loads(read(sys.argv[2], "records"))
    except ValueError as e:
        fail(f"{sys.argv[2]}: not JSON (llvm-tblgen --dump-json): {e}")
    # Everything is generated (and checked) before the output is touched.
    out = io.StringIO()
    if sys.argv[1] == "cpp":
        emit_cpp(records, out)
        target = sys.argv[3]
    else:
        emit_docs(records, read(sys.argv[3], "op docs"), out)
        target = sys.argv[4]
    # Rewrite only when changed, so that dependents do not rebuild.
    new = out.getvalue()
    if not os.path.exists(target) or read(target, "output") != new:
        try:
            with open(target + ".tmp", "w") as f:
                f.write(new)
            os.replace(target + ".tmp", target)
        except OSError as e:
            fail(f"cannot write {target}: {e.strerror}")


if __name__ == "__main__":
    main()
