from urllib.parse import quote_plus


def build_path(segments):
    parts = []
    for segment in segments:
        if segment in (".", ".."):
            parts.append("%2E" * len(segment))
        else:
            parts.append(quote_plus(segment, safe="!$&'()*,;=:@"))
    return "/" + "/".join(parts)
