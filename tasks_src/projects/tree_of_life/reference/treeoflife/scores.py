"""Similarity of every pair of two different species, and its checkpoint file."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

from treeoflife.alignment import alignment_score

#: A pair of species in alphabetical order.
Pair = tuple[str, str]


def pairwise_scores(organisms: dict[str, str]) -> dict[Pair, int]:
    """The alignment score of each unordered pair of two different species; a species is
    never compared with itself, and each pair is scored once, keyed in alphabetical order."""
    names = sorted(organisms)
    return {(a, b): alignment_score(organisms[a], organisms[b])
            for a, b in itertools.combinations(names, 2)}


def save_scores(scores: dict[Pair, int], species: list[str], path: Path) -> None:
    """Write the scores in the checkpoint layout: the sorted species and one entry per pair."""
    document = {"species": sorted(species),
                "pairs": [{"a": a, "b": b, "score": score} for (a, b), score in sorted(scores.items())]}
    path.write_text(json.dumps(document, indent=2) + "\n", encoding="utf-8")
