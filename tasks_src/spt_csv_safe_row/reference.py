"""One CSV row with None/empty distinction and formula-injection defence."""

INJECTION_STARTS = ("=", "+", "-", "@", "\t", "\r")


def _field(value, delimiter):
    if value is None:
        return ""
    if isinstance(value, bool):
        text = "true" if value else "false"
    elif isinstance(value, (int, float)):
        text = str(value)
    elif isinstance(value, str):
        text = "'" + value if value.startswith(INJECTION_STARTS) else value
    else:
        raise TypeError
    needs_quotes = (
        text == ""
        or any(ch in text for ch in (delimiter, '"', "\n", "\r"))
        or text != text.strip(" \t")
    )
    return '"' + text.replace('"', '""') + '"' if needs_quotes else text


def format_csv_row(fields, delimiter=","):
    if len(delimiter) != 1 or delimiter in '"\n\r':
        raise ValueError
    return delimiter.join(_field(value, delimiter) for value in fields)
