"""Pairwise similarity scores of species and saving them to JSON."""

import json
from itertools import combinations
from pathlib import Path

from treeoflife.alignment import alignment_score

PairScores = dict[tuple[str, str], int]


def pair_scores(organisms: dict[str, str]) -> PairScores:
    """Score every unordered pair of different species exactly once.

    Keys are (a, b) with a before b alphabetically; n species give n*(n-1)/2 pairs.
    """
    names = sorted(organisms)
    return {
        (a, b): alignment_score(organisms[a], organisms[b])
        for a, b in combinations(names, 2)
    }


def pair_score(scores: PairScores, first: str, second: str) -> int:
    """Return the score of two different species, given in either order."""
    return scores[(first, second) if first < second else (second, first)]


def save_scores(scores: PairScores, species: list[str], path: str | Path) -> None:
    """Write the species (sorted) and the pairs (sorted by a, then b) as JSON."""
    document = {
        "species": sorted(species),
        "pairs": [
            {"a": a, "b": b, "score": score} for (a, b), score in sorted(scores.items())
        ],
    }
    Path(path).write_text(json.dumps(document, indent=2) + "\n", encoding="utf-8")
