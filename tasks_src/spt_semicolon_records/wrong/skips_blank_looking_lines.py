"""Parse a semicolon-separated export dialect with quoted and missing fields."""
import re

_BLANK_LINE = re.compile(r"[ \t]*\r?\n")
_FIELD = re.compile(r'"((?:[^"]|"")*)"|((?:[^;"\r\n]|\r(?!\n))*)')
_FIELD_END = re.compile(r";|\r?\n|\Z")


def read_records(text):
    records = []
    pos = 0
    while pos < len(text):
        blank = _BLANK_LINE.match(text, pos)
        if blank:
            pos = blank.end()
            continue
        record = []
        separator = ";"
        while separator == ";":
            field = _FIELD.match(text, pos)
            quoted, unquoted = field.groups()
            if quoted is not None:
                record.append(quoted.replace('""', '"'))
            else:
                record.append(unquoted.strip(" \t") or None)
            end = _FIELD_END.match(text, field.end())
            if end is None:
                raise ValueError(f"malformed field at index {field.end()}")
            separator = end.group()
            pos = end.end()
        records.append(record)
    return records
