# blind: R12 - reports the record's index (header = 1) instead of its physical start line
# differs on: a quoted multi-line field before a bad row, or a skipped empty line -> later error lines are too small
import csv
import json
import math
import os
import re

_INT = re.compile(r"[+-]?[0-9]+")
_FLOAT = re.compile(r"[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?")
_TYPES = ("str", "int", "float", "bool")


def _convert(text, typ):
    """Return (ok, value)."""
    if typ == "str":
        return True, text
    if text == "":
        return True, None
    if typ == "int":
        if _INT.fullmatch(text):
            return True, int(text)
        return False, None
    if typ == "float":
        if _FLOAT.fullmatch(text):
            v = float(text)
            if math.isfinite(v):
                return True, v
        return False, None
    low = text.lower()
    if low == "true":
        return True, True
    if low == "false":
        return True, False
    return False, None


def csv_to_jsonl(src, dst, schema):
    for col, typ in schema.items():
        if typ not in _TYPES:
            raise ValueError("unknown type %r" % (typ,))
    with open(src, "r", encoding="utf-8", newline="") as f:
        reader = csv.reader(f)
        rows = []
        prev = 0
        for row in reader:
            prev = reader.line_num
            if not row:
                continue
            rows.append((len(rows) + 1, row))
    if not rows:
        raise ValueError("no header")
    header = rows[0][1]
    if len(set(header)) != len(header):
        raise ValueError("duplicate column name")
    for col in schema:
        if col not in header:
            raise ValueError("schema column %r not in header" % (col,))
    types = [schema.get(col, "str") for col in header]
    written = 0
    errors = []
    with open(dst, "w", encoding="utf-8", newline="") as out:
        for line, row in rows[1:]:
            if len(row) != len(header):
                errors.append((line, None))
                continue
            record = {}
            bad = None
            for col, typ, text in zip(header, types, row):
                ok, val = _convert(text, typ)
                if not ok:
                    bad = col
                    break
                record[col] = val
            if bad is not None:
                errors.append((line, bad))
                continue
            out.write(json.dumps(record, ensure_ascii=False) + "\n")
            written += 1
    return (written, errors)
