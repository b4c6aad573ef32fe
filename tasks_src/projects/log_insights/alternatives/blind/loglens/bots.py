"""Telling robots from people by user-agent fragments."""

from pathlib import Path


def parse_fragments(text: str) -> list[str]:
    """Return the lower-cased fragments, skipping blank lines and '#' comments."""
    fragments = []
    for line in text.splitlines():
        fragment = line.strip()
        if fragment and not fragment.startswith("#"):
            fragments.append(fragment.lower())
    return fragments


def load_fragments(path: str | Path) -> list[str]:
    """Read the robot fragments file (raises OSError when it cannot be read)."""
    return parse_fragments(Path(path).read_text(encoding="utf-8"))


def is_bot(user_agent: str, fragments: list[str]) -> bool:
    """True when the user agent contains any fragment, ignoring case."""
    agent = user_agent.lower()
    return any(fragment in agent for fragment in fragments)
