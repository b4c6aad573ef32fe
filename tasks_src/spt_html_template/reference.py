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
    return text if "raw" in filters else html.escape(text)


def _literal(text):
    if "{{" in text:
        raise ValueError(f"unclosed tag in {text!r}")
    return text


def render(template, context):
    # split() alternates literal text with the captured expression (None for "\\{{").
    parts = _TAG.split(template)
    output = []
    for index, part in enumerate(parts):
        if index % 2 == 0:
            output.append(_literal(part))
        elif part is None:
            output.append("{{")
        else:
            output.append(_evaluate(part, context))
    return "".join(output)
