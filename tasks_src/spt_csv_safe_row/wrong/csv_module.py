import csv
import io


def format_csv_row(fields, delimiter=","):
    if len(delimiter) != 1 or delimiter in '"\n\r':
        raise ValueError("bad delimiter")
    out = []
    for value in fields:
        if value is None or isinstance(value, str):
            if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r"):
                value = "'" + value
            out.append(value)
        elif isinstance(value, bool):
            out.append("true" if value else "false")
        elif isinstance(value, (int, float)):
            out.append(value)
        else:
            raise TypeError("unsupported field")
    buf = io.StringIO()
    csv.writer(buf, delimiter=delimiter, lineterminator="").writerow(out)
    return buf.getvalue()
