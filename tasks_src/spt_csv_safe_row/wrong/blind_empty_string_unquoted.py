# blind: R11 - writes an empty string as an empty unquoted field, indistinguishable from None
# differs on: format_csv_row(['', None]) -> ',' instead of '"",'
from typing import List

_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def _field_text(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, str):
        if value.startswith(_FORMULA_START):
            return "'" + value
        return value
    raise TypeError(f"unsupported field type: {type(value).__name__}")


def _needs_quotes(text: str, delimiter: str) -> bool:
    if delimiter in text or '"' in text or "\n" in text or "\r" in text:
        return True
    if text and (text[0] in " \t" or text[-1] in " \t"):
        return True
    return False


def format_csv_row(fields: List[object], delimiter: str = ",") -> str:
    if not isinstance(delimiter, str) or len(delimiter) != 1 or delimiter in ('"', "\n", "\r"):
        raise ValueError("invalid delimiter")
    parts = []
    for value in fields:
        if value is None:
            parts.append("")
            continue
        text = _field_text(value)
        if _needs_quotes(text, delimiter):
            text = '"' + text.replace('"', '""') + '"'
        parts.append(text)
    return delimiter.join(parts)
