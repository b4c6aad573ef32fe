"""A minimal template engine with HTML escaping by default."""
import html
import re

_TAG = re.compile(r"\\\{\{|\{\{(.*?)\}\}", re.DOTALL)
_PATH = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*")
_FILTERS = {"upper": str.upper, "lower": str.lower, "trim": str.strip, "raw": str}


def _evaluate(expression, context):
    path, *filters = (part.strip() for part in expression.split("|"))
    if not _PATH.fullmatch(path):
        raise ValueError(f"invalid path in tag {{{{{expression}}}}}")
    value = context
    for key in path.split("."):
        if not isinstance(value, dict) or key not in value:
            raise KeyError(path)
        value = value[key]
    text = "" if value is None else str(value)
    for name in filters:
        if name not in _FILTERS:
            raise ValueError(f"unknown filter {name!r}")
        text = _FILTERS[name](text)
    return text if "raw" in filters else (
        text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;"))


def _literal(text):
    if "{{" in text:
        raise ValueError("unclosed tag")
    return text


def render(template, context):
    output = []
    pos = 0
    for match in _TAG.finditer(template):
        output.append(_literal(template[pos:match.start()]))
        if match.group(1) is None:
            output.append("{{")
        else:
            output.append(_evaluate(match.group(1), context))
        pos = match.end()
    output.append(_literal(template[pos:]))
    return "".join(output)
