"""Telling robots from people by their user agent."""

from __future__ import annotations

from pathlib import Path


def read_bot_markers(path: Path) -> list[str]:
    """The fragments in ``path``, lower-cased: one per line, blank lines and ``#`` lines skipped."""
    markers = []
    for line in path.read_text(encoding="utf-8").splitlines():
        text = line.strip()
        if text and not text.startswith("#"):
            markers.append(text.lower())
    return markers


def is_bot(user_agent: str, markers: list[str]) -> bool:
    """Whether the user agent contains any marker, ignoring case."""
    agent = user_agent.lower()
    return any(marker in agent for marker in markers)
