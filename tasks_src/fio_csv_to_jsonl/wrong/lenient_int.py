"""Convert a CSV file to JSON Lines with typed columns and per-row error reports."""
import csv
import json
import math
import re

_INT = re.compile(r"[+-]?[0-9]+")
_FLOAT = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")
_TYPES = {"str", "int", "float", "bool"}


def _convert(value, kind):
    if kind == "str":
        return value
    if value == "":
        return None
    if kind == "bool" and value.lower() in ("true", "false"):
        return value.lower() == "true"
    if kind == "int":
        return int(value)
    if kind == "float" and _FLOAT.fullmatch(value) and math.isfinite(float(value)):
        return float(value)
    raise ValueError


def csv_to_jsonl(src, dst, schema):
    with open(src, newline="", encoding="utf-8") as source:
        reader = csv.reader(source)
        header = next(reader, None)
        if (header is None or len(set(header)) != len(header)
                or not set(schema) <= set(header) or not set(schema.values()) <= _TYPES):
            raise ValueError
        written, errors = 0, []
        with open(dst, "w", encoding="utf-8") as target:
            start = reader.line_num + 1
            for row in reader:
                # A quoted field may span lines: report the line the record starts on.
                line, start = start, reader.line_num + 1
                if not row:
                    continue
                if len(row) != len(header):
                    errors.append((line, None))
                    continue
                record = {}
                for name, value in zip(header, row):
                    try:
                        record[name] = _convert(value, schema.get(name, "str"))
                    except ValueError:
                        errors.append((line, name))
                        break
                else:
                    target.write(json.dumps(record, ensure_ascii=False) + "\n")
                    written += 1
    return written, errors
