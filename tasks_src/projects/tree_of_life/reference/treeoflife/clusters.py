"""Groups of species at a similarity threshold, and their checkpoint file."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

from treeoflife.tree import Node


def clusters_at(tree: Node, threshold: int) -> list[list[str]]:
    """The clusters left when the tree is cut at ``threshold``.

    Every node whose similarity is below the threshold is removed; each remaining
    subtree hanging from a removed node is one cluster (a species alone when its parent
    was removed). Each cluster is sorted, and the clusters are sorted by their first species.
    """
    found: list[list[str]] = []

    def walk(node: Node) -> None:
        if node.name is not None or node.similarity >= threshold:
            found.append(node.species)
        else:
            for child in node.children:
                walk(child)

    walk(tree)
    return sorted(found)


def save_clusters(tree: Node, thresholds: Sequence[int], path: Path) -> None:
    """Write the clusters at each threshold: threshold (as text) -> list of clusters."""
    document = {str(t): clusters_at(tree, t) for t in thresholds}
    path.write_text(json.dumps(document, indent=2) + "\n", encoding="utf-8")
