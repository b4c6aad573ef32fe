from urllib.parse import quote


def build_path(segments):
    if len(segments) > 1 and segments[0] == "":
        raise ValueError
    return "/" + "/".join(quote(s, safe="!$&'()*+,;=:@") for s in segments)
