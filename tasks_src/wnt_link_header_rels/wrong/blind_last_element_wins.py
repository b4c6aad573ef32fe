# blind: R10 - a relation type repeated in later elements overwrites the earlier URL
# differs on: '</1>; rel=next, </2>; rel=next' -> next=/1 expected, gives /2
from urllib.parse import urljoin


def _parse_elements(value):
    """Yield (target, [param strings]) for each non-empty element."""
    i = 0
    n = len(value)
    while i < n:
        # skip whitespace
        while i < n and value[i].isspace():
            i += 1
        if i >= n:
            break
        if value[i] == ",":
            i += 1
            continue
        if value[i] != "<":
            raise ValueError("link element must start with '<'")
        close = value.find(">", i + 1)
        if close == -1:
            raise ValueError("missing '>'")
        target = value[i + 1:close]
        i = close + 1
        while i < n and value[i].isspace():
            i += 1
        params = []
        if i < n and value[i] not in ";,":
            raise ValueError("unexpected text after '>'")
        # parameters
        while i < n and value[i] == ";":
            i += 1
            start = i
            in_quote = False
            while i < n:
                ch = value[i]
                if ch == '"':
                    in_quote = not in_quote
                elif not in_quote and ch in ";,":
                    break
                i += 1
            if in_quote:
                raise ValueError("unclosed quote")
            params.append(value[start:i])
        if i < n:
            # must be a separating comma
            if value[i] != ",":
                raise ValueError("unexpected text")
            i += 1
        yield target, params


def parse_link_header(value, base_url):
    result = {}
    for target, params in _parse_elements(value):
        rel = None
        for p in params:
            if "=" in p:
                name, val = p.split("=", 1)
            else:
                name, val = p, ""
            if name.strip().lower() != "rel":
                continue
            val = val.strip()
            if len(val) >= 2 and val.startswith('"') and val.endswith('"'):
                val = val[1:-1]
            rel = val
            break
        if not rel:
            continue
        url = urljoin(base_url, target.strip())
        for r in rel.split():
            r = r.lower()
            result[r] = url
    return result
