# blind: R4 - ranks by number of literal segments before pattern length, so a shorter literal pattern beats a longer wildcard one
# differs on: {'/api': 'A', '/*/*': 'W'}, path '/api/x' -> 'A' instead of 'W'
from typing import Dict, Optional


def _segments(s: str):
    return [seg for seg in s.split("/") if seg]


def resolve_mount(mounts: Dict[str, str], path: str) -> Optional[str]:
    parsed = []
    seen = set()
    for pattern, handler in mounts.items():
        if not pattern.startswith("/"):
            raise ValueError(f"pattern must start with '/': {pattern!r}")
        segs = tuple(_segments(pattern))
        if segs in seen:
            raise ValueError(f"duplicate pattern {pattern!r}")
        seen.add(segs)
        parsed.append((segs, handler))
    psegs = _segments(path)
    best_key = None
    best_handler = None
    for segs, handler in parsed:
        if len(segs) > len(psegs):
            continue
        if all(s == "*" or s == p for s, p in zip(segs, psegs)):
            key = (sum(1 for s in segs if s != "*"), len(segs), tuple(0 if s == "*" else 1 for s in segs))
            if best_key is None or key > best_key:
                best_key = key
                best_handler = handler
    return best_handler
