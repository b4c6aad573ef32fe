import re


def negotiate_language(header, available):
    qualities = {}
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
            if name.lower() != "q":
                raise ValueError("bad parameter")
            q = float(value)
            if not 0 <= q <= 1:
                raise ValueError("quality out of range")
        qualities.setdefault(rng.lower(), q)
    if not qualities:
        qualities = {"*": 1.0}
    best, best_q = None, 0.0
    for tag in available:
        low = tag.lower()
        matching = [r for r in qualities if r == "*" or low == r or low.startswith(r + "-")]
        if matching:
            q = qualities[max(matching, key=lambda r: 0 if r == "*" else len(r))]
            if q > best_q:
                best, best_q = tag, q
    return best
