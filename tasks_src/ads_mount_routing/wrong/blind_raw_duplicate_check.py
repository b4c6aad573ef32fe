# blind: R8 - detects duplicate patterns by comparing the raw strings, missing '/api' vs '/api/'
# differs on: {'/api': 'A', '/api/': 'B'} -> no ValueError
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
        if pattern in seen:
            raise ValueError(f"duplicate pattern {pattern!r}")
        seen.add(pattern)
        parsed.append((segs, handler))
    psegs = _segments(path)
    best_key = None
    best_handler = None
    for segs, handler in parsed:
        if len(segs) > len(psegs):
            continue
        if all(s == "*" or s == p for s, p in zip(segs, psegs)):
            key = (len(segs), tuple(0 if s == "*" else 1 for s in segs))
            if best_key is None or key > best_key:
                best_key = key
                best_handler = handler
    return best_handler
