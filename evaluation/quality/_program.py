"""Preparing a program for the analyzers: its bytes as its file would hold them, and its tree.

A program is parsed once, and every analyzer is handed that tree. A program that cannot
be measured at all (not text, not encodable, a syntax error or a NUL byte, nested too
deeply to parse) gets the reason instead.
"""

from __future__ import annotations

import ast
import io
import tokenize
from dataclasses import dataclass

__all__ = ["Program", "prepare"]


@dataclass
class Program:
    """A program that parsed, with what the analyzers need."""

    key: object
    source: str
    data: bytes
    #: ``None`` once every analyzer has seen it (see ``_batch.Batch.add``).
    tree: ast.Module | None
    filename: str = ""
    #: radon's numbers (see ``_radon.radon_outcome``), or why radon failed on the program.
    radon: tuple[int, list[int], int] | str | None = None


def prepare(key: object, source: object) -> Program | str:
    """The program ready for the analyzers, or the reason it cannot be measured."""
    if not isinstance(source, str):
        return f"not a program: expected source text, got {type(source).__name__}"
    try:
        data = source.encode("utf-8")
    except UnicodeEncodeError as exc:
        return f"unencodable source: {exc.reason} at character {exc.start}"
    # The analyzers read files as bytes and honour a coding declaration, so the file must
    # be written in the declared encoding to hold the same text the caller passed.
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
    except SyntaxError as exc:
        return _syntax_reason(exc)
    if encoding not in ("utf-8", "utf-8-sig"):
        try:
            data = source.encode(encoding)
        except UnicodeEncodeError:
            return f"unencodable source: not representable in its declared encoding {encoding}"
    try:
        tree = compile(data, "program.py", "exec", flags=ast.PyCF_ONLY_AST, dont_inherit=True)
    except SyntaxError as exc:
        return _syntax_reason(exc)
    except ValueError as exc:
        # Python 3.11 raises ValueError for a NUL byte; later versions a SyntaxError.
        return f"syntax error: {exc}"
    except (RecursionError, MemoryError) as exc:
        return f"syntax error: too deeply nested to parse ({type(exc).__name__})"
    return Program(key=key, source=source, data=data, tree=tree)


def _syntax_reason(exc: SyntaxError) -> str:
    """``syntax error: line N: message``, the line left out when Python gives none."""
    message = exc.msg or str(exc)
    if exc.lineno:
        return f"syntax error: line {exc.lineno}: {message}"
    return f"syntax error: {message}"
