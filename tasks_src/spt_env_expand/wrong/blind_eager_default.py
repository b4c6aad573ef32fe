# blind: R9 - expands the default even when it is not used, so a missing variable inside it raises
# differs on: env {B: 'b'}, '${B:-$NOPE}' -> KeyError('NOPE') instead of 'b'
from typing import Dict, List, Tuple

_FIRST = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_")
_REST = _FIRST | set("0123456789")


def _read_name(s: str, i: int) -> int:
    """Return the end index of the name starting at i (i itself if there is none)."""
    if i >= len(s) or s[i] not in _FIRST:
        return i
    j = i + 1
    while j < len(s) and s[j] in _REST:
        j += 1
    return j


def _parse(s: str, i: int, in_default: bool) -> Tuple[list, int]:
    nodes: list = []
    buf: List[str] = []

    def flush():
        if buf:
            nodes.append(("lit", "".join(buf)))
            buf.clear()

    n = len(s)
    while i < n:
        c = s[i]
        if c == "}" and in_default:
            flush()
            return nodes, i
        if c != "$":
            buf.append(c)
            i += 1
            continue
        nxt = s[i + 1] if i + 1 < n else ""
        if nxt == "$":
            buf.append("$")
            i += 2
        elif nxt == "{":
            start = i + 2
            end = _read_name(s, start)
            if end == start:
                raise ValueError("'${' must be followed by a variable name")
            name = s[start:end]
            if end >= n:
                raise ValueError("unclosed '${'")
            if s[end] == "}":
                flush()
                nodes.append(("var", name))
                i = end + 1
            elif s.startswith(":-", end) or s[end] == "-":
                op = ":-" if s.startswith(":-", end) else "-"
                sub, k = _parse(s, end + len(op), True)
                if k >= n:
                    raise ValueError("unclosed '${'")
                flush()
                nodes.append(("dflt", name, op, sub))
                i = k + 1
            else:
                raise ValueError(f"unexpected character after variable name: {s[end]!r}")
        elif nxt and nxt in _FIRST:
            end = _read_name(s, i + 1)
            flush()
            nodes.append(("var", s[i + 1:end]))
            i = end
        else:
            buf.append("$")
            i += 1
    if in_default:
        raise ValueError("unclosed '${'")
    flush()
    return nodes, i


def _eval(nodes: list, env: Dict[str, str]) -> str:
    out: List[str] = []
    for node in nodes:
        kind = node[0]
        if kind == "lit":
            out.append(node[1])
        elif kind == "var":
            name = node[1]
            if name not in env:
                raise KeyError(name)
            out.append(env[name])
        else:
            _, name, op, sub = node
            if op == ":-":
                use_value = name in env and env[name] != ""
            else:
                use_value = name in env
            expanded_default = _eval(sub, env)
            out.append(env[name] if use_value else expanded_default)
    return "".join(out)


def expand_vars(template: str, env: Dict[str, str]) -> str:
    nodes, _ = _parse(template, 0, False)
    return _eval(nodes, env)
