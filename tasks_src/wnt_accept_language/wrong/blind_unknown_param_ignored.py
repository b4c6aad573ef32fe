# blind: R12 - parameters other than q are ignored instead of raising ValueError
# differs on: negotiate_language('en;level=1', ['en']) -> expected ValueError
import re

_RANGE = re.compile(r"\*|[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*")
_QVAL = re.compile(r"0(?:\.[0-9]{0,3})?|1(?:\.0{0,3})?")
_WS = " \t"


def _parse(header):
    ranges = {}
    order = []
    for element in header.split(","):
        element = element.strip(_WS)
        if not element:
            continue
        parts = element.split(";")
        rng = parts[0].strip(_WS)
        if not _RANGE.fullmatch(rng):
            raise ValueError("invalid language range %r" % rng)
        q = 1.0
        for param in parts[1:]:
            if "=" not in param:
                raise ValueError("malformed parameter %r" % param)
            name, value = param.split("=", 1)
            name = name.strip(_WS)
            value = value.strip(_WS)
            if name.lower() != "q":
                continue
            if not _QVAL.fullmatch(value):
                raise ValueError("malformed quality %r" % value)
            q = float(value)
        key = rng.lower()
        if key not in ranges:
            ranges[key] = q
            order.append(key)
    return ranges


def _matches(rng, tag):
    return rng == "*" or tag == rng or tag.startswith(rng + "-")


def negotiate_language(header: str, available: list) -> "str | None":
    ranges = _parse(header)
    best = None
    best_q = 0.0
    for tag in available:
        if not ranges:
            q = 1.0
        else:
            t = tag.lower()
            match = None
            for rng in ranges:
                if _matches(rng, t):
                    spec = -1 if rng == "*" else len(rng)
                    if match is None or spec > match[0]:
                        match = (spec, rng)
            q = ranges[match[1]] if match else 0.0
        if q > best_q:
            best, best_q = tag, q
    return best
