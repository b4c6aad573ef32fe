from urllib.parse import quote


def build_path(segments):
    if len(segments) > 1 and segments[0] == "":
        raise ValueError
    parts = []
    for segment in segments:
        if segment in (".", ".."):
            parts.append("%2E" * len(segment))
        else:
            parts.append(quote(segment))
    return "/" + "/".join(parts)
