# blind: R5 - the KeyError carries only the failing identifier instead of the whole path
# differs on: context {'user': {}}, '{{user.email}}' -> KeyError('email') instead of KeyError('user.email')
import re

_PATH = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*\Z")
_WS = " \t\n\r"
_FILTERS = {
    "upper": str.upper,
    "lower": str.lower,
    "trim": str.strip,
    "raw": lambda s: s,
}
_ESCAPES = {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"}


def _escape(text: str) -> str:
    return "".join(_ESCAPES.get(ch, ch) for ch in text)


def _render_tag(inner: str, context: dict) -> str:
    pieces = inner.split("|")
    path = pieces[0].strip(_WS)
    if not path or not _PATH.match(path):
        raise ValueError(f"invalid path in tag: {inner!r}")
    filters = [p.strip(_WS) for p in pieces[1:]]
    for f in filters:
        if f not in _FILTERS:
            raise ValueError(f"unknown filter {f!r}")
    value = context
    for ident in path.split("."):
        if not isinstance(value, dict) or ident not in value:
            raise KeyError(ident)
        value = value[ident]
    text = "" if value is None else str(value)
    for f in filters:
        text = _FILTERS[f](text)
    if "raw" not in filters:
        text = _escape(text)
    return text


def render(template: str, context: dict) -> str:
    out = []
    i = 0
    n = len(template)
    while i < n:
        if template.startswith("\\{{", i):
            out.append("{{")
            i += 3
        elif template.startswith("{{", i):
            end = template.find("}}", i + 2)
            if end < 0:
                raise ValueError("unclosed tag")
            out.append(_render_tag(template[i + 2:end], context))
            i = end + 2
        else:
            out.append(template[i])
            i += 1
    return "".join(out)
