"""Reading the species' DNA sequences."""

from __future__ import annotations

import json
from pathlib import Path

VALID_BASES = frozenset("ACGT")


def load_organisms(path: Path) -> dict[str, str]:
    """The species of ``path`` (a JSON object: name -> DNA sequence of A, C, G and T).

    Raises ValueError, naming the file and the species, for anything else.
    """
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise ValueError(f"{path}: not valid JSON ({exc.msg}, line {exc.lineno})") from None
    if not isinstance(data, dict) or len(data) < 2:
        raise ValueError(f"{path}: expected a JSON object with at least two species")
    for name, sequence in data.items():
        if not isinstance(sequence, str) or not sequence or not set(sequence) <= VALID_BASES:
            raise ValueError(f"{path}: species {name!r} needs a non-empty sequence of A, C, G, T")
    return data
