"""The family tree: agglomerative clustering of the species by similarity, and Newick."""

from __future__ import annotations

from dataclasses import dataclass

from treeoflife.scores import Pair


@dataclass(frozen=True)
class Node:
    """A species (``name`` set, no children) or the ancestor of two subtrees.

    ``similarity`` is the score at which the node's two subtrees were joined; for a
    species it is the score of its sequence aligned with itself.
    """

    similarity: int
    name: str | None = None
    left: "Node | None" = None
    right: "Node | None" = None

    @property
    def species(self) -> list[str]:
        """Every species under this node, sorted."""
        if self.name is not None:
            return [self.name]
        return sorted(self.left.species + self.right.species)

    @property
    def children(self) -> list["Node"]:
        """The two subtrees, the one holding the alphabetically first species first."""
        if self.name is not None:
            return []
        return sorted((self.left, self.right), key=lambda child: child.species[0])


def build_tree(scores: dict[Pair, int], self_scores: dict[str, int]) -> Node:
    """Join the two most similar groups until one remains (single linkage).

    The similarity of two groups is the highest score of a species of one with a species
    of the other. On a tie the pair of groups whose alphabetically first species, taken
    in order, come first alphabetically is joined first.
    """
    def score(a: str, b: str) -> int:
        return scores[(a, b) if a < b else (b, a)]

    groups = [Node(self_scores[name], name=name) for name in sorted(self_scores)]
    while len(groups) > 1:
        best = None
        for i, first in enumerate(groups):
            for second in groups[i + 1:]:
                link = max(score(a, b) for a in first.species for b in second.species)
                key = (-link, *sorted((first.species[0], second.species[0])))
                if best is None or key < best[0]:
                    best = (key, first, second)
        (link, *_), first, second = best
        groups = [g for g in groups if g is not first and g is not second]
        groups.append(Node(-link, left=first, right=second))
    return groups[0]


def to_newick(node: Node, lengths: bool = False) -> str:
    """The tree in Newick, ending in ``;``. With ``lengths`` every branch carries the
    similarity of its lower node minus that of the node above it."""
    def write(current: Node, parent: Node | None) -> str:
        if current.name is not None:
            text = current.name
        else:
            text = "(" + ",".join(write(child, current) for child in current.children) + ")"
        if lengths and parent is not None:
            text += f":{parent.similarity - current.similarity}"
        return text

    return write(node, None) + ";"
