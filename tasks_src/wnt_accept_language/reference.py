"""Accept-Language negotiation with quality values and basic filtering."""
import re

_RANGE = re.compile(r"\*|[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*")
_QVALUE = re.compile(r"0(?:\.\d{0,3})?|1(?:\.0{0,3})?")


def _parse_header(header):
    qualities = {}
    for element in header.split(","):
        if not element.strip():
            continue
        language_range, *params = (part.strip() for part in element.split(";"))
        if not _RANGE.fullmatch(language_range):
            raise ValueError  # invalid language range
        quality = 1.0
        for param in params:
            name, _, value = (text.strip() for text in param.partition("="))
            if name.lower() != "q" or not _QVALUE.fullmatch(value):
                raise ValueError  # unknown parameter or malformed quality
            quality = float(value)
        qualities.setdefault(language_range.lower(), quality)
    return qualities


def negotiate_language(header, available):
    qualities = _parse_header(header) or {"*": 1.0}
    best, best_quality = None, 0.0
    for tag in available:
        lowered = tag.lower()
        matching = [r for r in qualities
                    if r == "*" or lowered == r or lowered.startswith(r + "-")]
        if matching:
            # The matching ranges are prefixes of one another, so the greatest string is
            # the most specific; "*" sorts before every letter.
            quality = qualities[max(matching)]
            if quality > best_quality:
                best, best_quality = tag, quality
    return best
