"""Single-linkage agglomerative clustering into a binary tree."""

from dataclasses import dataclass, field
from itertools import combinations

from treeoflife import config
from treeoflife.scores import PairScores, pair_score


@dataclass
class Node:
    """A tree node: a species (leaf, with a name) or a join of two children."""

    similarity: int
    name: str | None = None
    children: tuple["Node", ...] = field(default_factory=tuple)

    @property
    def is_leaf(self) -> bool:
        """True when the node is a single species."""
        return not self.children

    def species(self) -> list[str]:
        """Return the names of every species below this node, sorted."""
        if self.is_leaf:
            return [self.name]  # type: ignore[list-item]
        return sorted(name for child in self.children for name in child.species())

    def first_species(self) -> str:
        """Return the alphabetically first species below this node."""
        return self.species()[0]


def build_tree(
    organisms: dict[str, str], scores: PairScores, match: int = config.MATCH_SCORE
) -> Node:
    """Join groups by single linkage until one remains; return the root.

    Group similarity is the highest score between a species of each group. Ties
    are broken by the pair (x, y) of the groups' first species, x < y, smallest
    first. A leaf's similarity is its sequence length times the match score.
    """
    groups: list[Node] = [
        Node(similarity=len(organisms[name]) * match, name=name)
        for name in sorted(organisms)
    ]
    while len(groups) > 1:
        best_key: tuple[int, str, str] | None = None
        best_pair: tuple[Node, Node] | None = None
        for left, right in combinations(groups, 2):
            similarity = max(
                pair_score(scores, a, b) for a in left.species() for b in right.species()
            )
            x, y = sorted((left.first_species(), right.first_species()))
            key = (-similarity, x, y)
            if best_key is None or key < best_key:
                best_key, best_pair = key, (left, right)
        assert best_key is not None and best_pair is not None
        left, right = sorted(best_pair, key=Node.first_species)
        joined = Node(similarity=-best_key[0], children=(left, right))
        groups = [g for g in groups if g is not left and g is not right] + [joined]
    return groups[0]
