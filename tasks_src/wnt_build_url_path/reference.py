"""Build an absolute URL path whose segments round-trip exactly."""
from urllib.parse import quote

# Besides the unreserved characters (always kept by quote), a path segment may hold
# the sub-delimiters, ':' and '@' literally (RFC 3986 pchar). '/' is deliberately absent.
_SEGMENT_SAFE = "!$&'()*+,;=:@"


def build_path(segments):
    if len(segments) > 1 and segments[0] == "":
        raise ValueError
    encoded = []
    for segment in segments:
        if segment in (".", ".."):
            encoded.append("%2E" * len(segment))
        else:
            encoded.append(quote(segment, safe=_SEGMENT_SAFE))
    return "/" + "/".join(encoded)
