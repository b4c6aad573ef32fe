"""Cutting the tree into clusters at similarity thresholds."""

import json
from pathlib import Path
from typing import Iterable

from treeoflife.tree import Node


def clusters_at(root: Node, threshold: int) -> list[list[str]]:
    """Return the clusters left after removing every join below the threshold.

    A join whose similarity equals the threshold stays. Each cluster is a sorted
    list of species; clusters are sorted by their first name.
    """
    found: list[list[str]] = []

    def visit(node: Node) -> None:
        if node.is_leaf or node.similarity >= threshold:
            found.append(node.species())
        else:
            for child in node.children:
                visit(child)

    visit(root)
    return sorted(found, key=lambda cluster: cluster[0])


def save_clusters(root: Node, thresholds: Iterable[int], path: str | Path) -> None:
    """Write the clusters at each threshold, keyed by the threshold as a string."""
    document = {str(threshold): clusters_at(root, threshold) for threshold in thresholds}
    Path(path).write_text(json.dumps(document, indent=2) + "\n", encoding="utf-8")
