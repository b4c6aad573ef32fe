"""Extracting a project's files from a model's answers, recording every decision.

The convention the system message asks for (:data:`FILE_CONVENTION`): each file in a
fenced code block, introduced on the line just before the fence by its path alone
(``main.py``, ``**main.py**``, ``### `main.py` ``, ``File: main.py`` all read the same).
After every answer the blocks are written into the project, later versions of a file
replacing earlier ones.

Answers that break the convention go through documented fallbacks, in this order, and
each use is recorded:

1. a path in the fence's info string (```` ```python main.py ```` or ```` ```main.py ````);
2. a path in a comment on the block's first line (``# main.py``, ``# file: main.py``);
3. a block with no path at all is *not* guessed at: it is recorded as skipped.

Refused, recorded, never written: absolute paths, paths that leave the project folder
(``..``), paths with backslashes or control characters, binary content (NUL or other
control bytes), a file larger than ``MAX_PROJECT_FILE_CHARS``, files past
``MAX_PROJECT_FILES``. An answer longer than ``MAX_ANSWER_CHARS`` is not parsed at all.
An answer without any block is recorded as such. A block left open at the end of an
answer (a truncated answer) is taken to the end and recorded as unterminated.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import PurePosixPath
from typing import Literal

from evaluation.projects import MAX_ANSWER_CHARS, MAX_PROJECT_FILE_CHARS, MAX_PROJECT_FILES

__all__ = ["FILE_CONVENTION", "ExtractionDecision", "FileExtraction", "extract_files", "Action"]

#: What the system message says about delivering files.
FILE_CONVENTION = (
    "Deliver every file you write or change as a complete file in its own fenced code block. "
    "Put the file's relative path alone on the line just before the opening fence, for "
    "example:\n\nmain.py\n```python\nprint('hello')\n```\n\n"
    "Always give the whole file, never a fragment; a later version of a file replaces the "
    "earlier one. Use relative paths inside the project folder only.")

#: What happened to one block (or to the whole answer).
Action = Literal["written", "replaced", "skipped", "refused", "answer_refused", "no_blocks"]

_FENCE = re.compile(r"^(?P<indent>[ \t]{0,3})(?P<fence>`{3,}|~{3,})(?P<info>[^`\n]*)$")
_PATH_CHARS = re.compile(r"^[A-Za-z0-9_.\-/ ]+$")
_PATH_LINE = re.compile(
    r"^\s*(?:#{1,6}\s*)?(?:[-*]\s*)?(?:\*\*|__)?(?:(?:file(?:name)?|path)\s*:\s*)?[`'\"]?"
    r"(?P<path>[^`'\"*\s][^`'\"*]*?)[`'\"]?(?:\*\*|__)?\s*:?\s*$", re.IGNORECASE)
_COMMENT_PATH = re.compile(r"^\s*(?:#|//)\s*(?:(?:file(?:name)?|path)\s*:\s*)?(?P<path>\S+\.\w+)\s*$",
                           re.IGNORECASE)
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_LANGUAGES = {"python", "py", "python3", "text", "txt", "json", "csv", "yaml", "yml", "toml", "ini",
              "markdown", "md", "bash", "sh", "shell", "console", ""}


@dataclass(frozen=True)
class ExtractionDecision:
    """One decision: which answer, which block (0-based; -1 for the whole answer), the
    path it concerns (if any), the action and why."""

    answer: int
    block: int
    path: str
    action: Action
    reason: str


@dataclass(frozen=True)
class FileExtraction:
    """The project's files after one answer, and the decisions that answer caused."""

    files: dict[str, str]
    decisions: tuple[ExtractionDecision, ...]

    @property
    def written(self) -> tuple[str, ...]:
        """Paths this answer wrote or replaced."""
        return tuple(d.path for d in self.decisions if d.action in ("written", "replaced"))

    @property
    def problems(self) -> tuple[ExtractionDecision, ...]:
        """Decisions that dropped something or found nothing."""
        return tuple(d for d in self.decisions if d.action not in ("written", "replaced"))


def _clean_path(candidate: str) -> tuple[str | None, str]:
    """(normalised relative path, '') or (None, why it is refused)."""
    text = candidate.strip()
    if not text:
        return None, "empty path"
    if _CONTROL.search(text) or "\\" in text:
        return None, f"path {text!r} holds a backslash or a control character"
    path = PurePosixPath(text)
    if path.is_absolute() or re.match(r"^[A-Za-z]:", text):
        return None, f"absolute path {text!r}"
    if ".." in path.parts:
        return None, f"path {text!r} leaves the project folder"
    normal = str(path)
    if normal in ("", ".") or normal.startswith("./"):
        normal = normal[2:]
    if not normal or not _PATH_CHARS.match(normal) or " " in normal:
        return None, f"path {text!r} has characters a file name should not have"
    return normal, ""


def _looks_like_path(text: str) -> bool:
    name = text.strip().rsplit("/", 1)[-1]
    return "." in name and not name.endswith(".") and len(text) <= 200 and " " not in text.strip()


def _path_before(lines: list[str], index: int) -> str | None:
    """The path announced on the nearest non-blank line before the fence, if it is one."""
    j = index - 1
    while j >= 0 and not lines[j].strip():
        j -= 1
        if index - j > 2:  # at most one blank line between the path and its fence
            return None
    if j < 0:
        return None
    match = _PATH_LINE.match(lines[j])
    if match and _looks_like_path(match["path"]):
        return match["path"]
    return None


def _blocks(answer: str) -> list[tuple[int, str | None, str | None, str, bool]]:
    """(start line, path before the fence, info string, body, terminated) of every block."""
    lines = answer.split("\n")
    found = []
    i = 0
    while i < len(lines):
        match = _FENCE.match(lines[i])
        if not match:
            i += 1
            continue
        fence = match["fence"]
        closing = re.compile(rf"^[ \t]{{0,3}}{re.escape(fence[0])}{{{len(fence)},}}\s*$")
        j = i + 1
        while j < len(lines) and not closing.match(lines[j]):
            j += 1
        body = "\n".join(lines[i + 1:j])
        found.append((i, _path_before(lines, i), match["info"].strip(), body, j < len(lines)))
        i = j + 1
    return found


def _info_path(info: str) -> str | None:
    for word in info.replace("=", " ").split():
        if word.lower() not in _LANGUAGES and _looks_like_path(word.strip("`'\"")):
            return word.strip("`'\"")
    return None


def extract_files(answer: object, files: Mapping[str, str] | None = None, *,
                  answer_index: int = 0) -> FileExtraction:
    """Apply one answer to the project's current ``files``; return the new files and
    every decision. Never raises on a bad answer: everything is recorded instead."""
    current = dict(files or {})
    decisions: list[ExtractionDecision] = []

    def decide(block: int, path: str, action: Action, reason: str) -> None:
        decisions.append(ExtractionDecision(answer_index, block, path, action, reason))

    if not isinstance(answer, str):
        decide(-1, "", "answer_refused", f"the answer is not text ({type(answer).__name__})")
        return FileExtraction(current, tuple(decisions))
    if len(answer) > MAX_ANSWER_CHARS:
        decide(-1, "", "answer_refused", f"the answer has {len(answer):,} characters, more than "
                                         f"{MAX_ANSWER_CHARS:,}: not parsed")
        return FileExtraction(current, tuple(decisions))
    if "\x00" in answer:
        decide(-1, "", "answer_refused", "the answer holds NUL bytes (binary): not parsed")
        return FileExtraction(current, tuple(decisions))
    blocks = _blocks(answer)
    if not blocks:
        decide(-1, "", "no_blocks", "the answer holds no fenced code block")
        return FileExtraction(current, tuple(decisions))
    for index, (_, before, info, body, terminated) in enumerate(blocks):
        candidate, source = before, "the line before the fence"
        if candidate is None and (candidate := _info_path(info)) is not None:
            source = "fallback 1: the fence's info string"
        if candidate is None:
            first = body.split("\n", 1)[0]
            if (match := _COMMENT_PATH.match(first)) and _looks_like_path(match["path"]):
                candidate, source = match["path"], "fallback 2: a comment on the block's first line"
        if candidate is None:
            decide(index, "", "skipped", "no path names this block (not guessed)")
            continue
        path, why = _clean_path(candidate)
        if path is None:
            decide(index, candidate[:200], "refused", why)
            continue
        if _CONTROL.search(body):
            decide(index, path, "refused", "binary content (control characters)")
            continue
        if len(body) > MAX_PROJECT_FILE_CHARS:
            decide(index, path, "refused", f"{len(body):,} characters, more than {MAX_PROJECT_FILE_CHARS:,}")
            continue
        if path not in current and len(current) >= MAX_PROJECT_FILES:
            decide(index, path, "refused", f"the project already has {MAX_PROJECT_FILES} files")
            continue
        text = body if body.endswith("\n") or not body else body + "\n"
        action: Action = "replaced" if path in current else "written"
        note = source if terminated else f"{source}; block not closed (truncated answer?), taken to the end"
        current[path] = text
        decide(index, path, action, note)
    return FileExtraction(dict(sorted(current.items())), tuple(decisions))
