def format_csv_row(fields, delimiter=","):
    if len(delimiter) != 1 or delimiter in '"\n\r':
        raise ValueError("bad delimiter")
    out = []
    for value in fields:
        if value is None:
            out.append("")
            continue
        if isinstance(value, bool):
            text = "true" if value else "false"
        elif isinstance(value, (int, float, str)):
            text = str(value)
        else:
            raise TypeError("unsupported field")
        if text[:1] in ("=", "+", "-", "@", "\t", "\r"):
            text = "'" + text
        if text == "" or any(c in text for c in (delimiter, '"', "\n", "\r")) or text != text.strip(" \t"):
            text = '"' + text.replace('"', '""') + '"'
        out.append(text)
    return delimiter.join(out)
