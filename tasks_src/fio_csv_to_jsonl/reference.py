"""Convert a CSV file to JSON Lines with typed columns and per-row error reports."""
import csv
import io
import json
import math
import re
from pathlib import Path

_INT = re.compile(r"[+-]?[0-9]+")
_FLOAT = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")


def _convert(value, kind):
    if kind == "str":
        return value
    if value == "":
        return None
    if kind == "bool" and value.lower() in ("true", "false"):
        return value.lower() == "true"
    if kind == "int" and _INT.fullmatch(value):
        return int(value)
    if kind == "float" and _FLOAT.fullmatch(value) and math.isfinite(float(value)):
        return float(value)
    raise ValueError


def csv_to_jsonl(src, dst, schema):
    reader = csv.reader(io.StringIO(Path(src).read_bytes().decode()))
    header = next(reader, None)
    if (header is None or len(set(header)) != len(header) or not set(schema) <= set(header)
            or not set(schema.values()) <= {"str", "int", "float", "bool"}):
        raise ValueError
    output, errors = [], []
    start = reader.line_num + 1
    for row in reader:
        # A quoted field may span lines: report the line the record starts on.
        line, start = start, reader.line_num + 1
        if row and len(row) != len(header):
            errors.append((line, None))
        elif row:
            record = {}
            try:
                for column, value in zip(header, row):
                    record[column] = _convert(value, schema.get(column, "str"))
            except ValueError:
                errors.append((line, column))  # the column that failed
            else:
                output.append(json.dumps(record, ensure_ascii=False) + "\n")
    Path(dst).write_bytes("".join(output).encode())
    return len(output), errors
