import re

NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def _lookup(name, env, active):
    if not active:
        return ""
    if name not in env:
        raise KeyError(name)
    return env[name]


def _expand(text, i, env, nested, active):
    """Expand text[i:] up to the end (top level) or the closing '}' (nested).

    Returns the expansion and the index where scanning stopped."""
    out = []
    while i < len(text):
        ch, nxt = text[i], text[i + 1:i + 2]
        if nested and ch == "}":
            return "".join(out), i
        if ch != "$" or not (nxt in ("$", "{") or NAME.match(nxt)):
            out.append(ch)
            i += 1
        elif nxt == "$":
            out.append("$")
            i += 2
        elif nxt == "{":
            match = NAME.match(text, i + 2)
            if not match:
                raise ValueError
            name, i = match.group(), match.end()
            operator = ":-" if text.startswith(":-", i) else text[i:i + 1]
            if operator in (":-", "-"):
                value = env.get(name)
                use_default = value is None or (operator == ":-" and value == "")
                default, i = _expand(text, i + len(operator), env, True, active)
                out.append(default if use_default else value)
            else:
                out.append(_lookup(name, env, active))
            if text[i:i + 1] != "}":
                raise ValueError
            i += 1
        else:
            match = NAME.match(text, i + 1)
            out.append(_lookup(match.group(), env, active))
            i = match.end()
    if nested:
        raise ValueError
    return "".join(out), i


def expand_vars(template, env):
    return _expand(template, 0, env, False, True)[0]
