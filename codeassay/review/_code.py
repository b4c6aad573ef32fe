"""Solution files as highlighted HTML (Pygments): the code is only ever read, never run."""

from __future__ import annotations

from functools import lru_cache

from codeassay.review._study import SolutionFile

__all__ = ["highlight", "pygments_css", "HIGHLIGHT_CLASS"]

#: CSS class of every highlighted block; the style sheet is generated for it.
HIGHLIGHT_CLASS = "highlight"


def _lexer(path: str, text: str):
    from pygments.lexers import TextLexer, get_lexer_for_filename
    from pygments.util import ClassNotFound

    try:
        return get_lexer_for_filename(path, text, stripnl=False)
    except ClassNotFound:
        return TextLexer(stripnl=False)


@lru_cache(maxsize=4096)
def _highlight(path: str, text: str) -> str:
    from pygments import highlight as render
    from pygments.formatters import HtmlFormatter

    # Classes, not inline styles: the pages' content security policy allows no inline style.
    return render(text, _lexer(path, text), HtmlFormatter(cssclass=HIGHLIGHT_CLASS, linenos="inline"))


def highlight(file: SolutionFile) -> str:
    """The file as escaped, highlighted HTML (Pygments escapes every character of the source)."""
    return _highlight(file.path, file.text)


@lru_cache(maxsize=1)
def pygments_css() -> str:
    """The style sheet of the highlighted blocks."""
    from pygments.formatters import HtmlFormatter

    return HtmlFormatter(style="default").get_style_defs(f".{HIGHLIGHT_CLASS}")
