"""Drawing the tree as a dendrogram."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")  # files only: no display is needed or assumed

import matplotlib.pyplot as plt  # noqa: E402  (the backend must be chosen first)

from treeoflife import config  # noqa: E402
from treeoflife.tree import Node  # noqa: E402


def draw_dendrogram(tree: Node, path: Path) -> None:
    """Save the tree as a PNG: species along the bottom, joins drawn at their similarity."""
    figure, axes = plt.subplots(figsize=config.FIGURE_SIZE, dpi=config.FIGURE_DPI)
    positions: dict[str, int] = {}

    def place(node: Node) -> tuple[float, float]:
        """Draw the subtree; return where its top is (x, similarity)."""
        if node.name is not None:
            positions[node.name] = len(positions)
            return float(positions[node.name]), float(node.similarity)
        tops = [place(child) for child in node.children]
        for x, y in tops:
            axes.plot([x, x], [y, node.similarity], color="tab:blue", linewidth=1.2)
        xs = [x for x, _ in tops]
        axes.plot([min(xs), max(xs)], [node.similarity] * 2, color="tab:blue", linewidth=1.2)
        return sum(xs) / len(xs), float(node.similarity)

    place(tree)
    axes.set_xticks(range(len(positions)), list(positions), rotation=60, ha="right")
    axes.set_ylabel("similarity (Needleman-Wunsch score)")
    axes.set_title("Tree of Life: single-linkage clustering of alignment scores")
    axes.invert_yaxis()
    figure.tight_layout()
    figure.savefig(path)
    plt.close(figure)
