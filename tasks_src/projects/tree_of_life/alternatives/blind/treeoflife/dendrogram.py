"""Drawing the tree as a dendrogram with matplotlib."""

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

from treeoflife import config  # noqa: E402
from treeoflife.tree import Node  # noqa: E402


def _leaves_in_order(node: Node) -> list[Node]:
    """Return the leaves left to right, the child with the first species first."""
    if node.is_leaf:
        return [node]
    ordered = sorted(node.children, key=Node.first_species)
    return [leaf for child in ordered for leaf in _leaves_in_order(child)]


def save_dendrogram(root: Node, path: str | Path) -> None:
    """Draw the dendrogram (each node at the height of its similarity) as a PNG.

    Leaves sit at their own similarity; the vertical axis is inverted so that the
    root (lowest similarity) is at the top, as in a usual dendrogram.
    """
    positions = {id(leaf): float(x) for x, leaf in enumerate(_leaves_in_order(root))}
    figure, axes = plt.subplots(
        figsize=(config.FIGURE_WIDTH_PX / config.FIGURE_DPI,
                 config.FIGURE_HEIGHT_PX / config.FIGURE_DPI),
        dpi=config.FIGURE_DPI,
    )

    def draw(node: Node) -> float:
        if node.is_leaf:
            return positions[id(node)]
        xs = []
        for child in node.children:
            x = draw(child)
            axes.plot([x, x], [child.similarity, node.similarity], color="tab:blue")
            xs.append(x)
        axes.plot([min(xs), max(xs)], [node.similarity, node.similarity], color="tab:blue")
        return sum(xs) / len(xs)

    draw(root)
    leaves = _leaves_in_order(root)
    axes.set_xticks(range(len(leaves)))
    axes.set_xticklabels([leaf.name for leaf in leaves], rotation=60, ha="right")
    axes.invert_yaxis()
    axes.set_xlabel("Species")
    axes.set_ylabel("Similarity (alignment score)")
    axes.set_title("Family tree (single-linkage clustering)")
    figure.tight_layout()
    figure.savefig(path, dpi=config.FIGURE_DPI)
    plt.close(figure)
