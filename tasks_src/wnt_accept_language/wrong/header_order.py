import re


def negotiate_language(header, available):
    ranges = []
    seen = set()
    for element in header.split(","):
        if not element.strip():
            continue
        parts = [p.strip() for p in element.split(";")]
        rng = parts[0]
        if not re.fullmatch(r"\*|[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*", rng):
            raise ValueError("bad range")
        q = 1.0
        for param in parts[1:]:
            name, _, value = (t.strip() for t in param.partition("="))
            if name.lower() != "q" or not re.fullmatch(r"0(?:\.\d{0,3})?|1(?:\.0{0,3})?", value):
                raise ValueError("bad parameter")
            q = float(value)
        if rng.lower() not in seen:
            seen.add(rng.lower())
            ranges.append((rng.lower(), q))
    if not ranges:
        return available[0] if available else None
    excluded = {r for r, q in ranges if q == 0}
    for rng, q in sorted(ranges, key=lambda item: -item[1]):
        if q == 0:
            continue
        for tag in available:
            low = tag.lower()
            if any(low == e or low.startswith(e + "-") for e in excluded):
                continue
            if rng == "*" or low == rng or low.startswith(rng + "-"):
                return tag
    return None
