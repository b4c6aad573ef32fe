"""Writing a tree in Newick format, with or without branch lengths."""

from pathlib import Path

from treeoflife.tree import Node


def _ordered_children(node: Node) -> list[Node]:
    """Children ordered so the one holding the alphabetically first species is first."""
    return sorted(node.children, key=Node.first_species)


def _newick(node: Node, parent_similarity: int | None, with_lengths: bool) -> str:
    """Return the Newick text of a subtree (without the final ';')."""
    if node.is_leaf:
        text = node.name or ""
    else:
        text = "(" + ",".join(
            _newick(child, node.similarity, with_lengths)
            for child in _ordered_children(node)
        ) + ")"
    if with_lengths and parent_similarity is not None:
        text += f":{node.similarity - parent_similarity}"
    return text


def to_newick(root: Node, with_lengths: bool = False) -> str:
    """Return the whole tree in Newick format, ending with ';' and a newline.

    With lengths, every node except the root is followed by ':' and its
    similarity minus its parent's similarity, as a whole number.
    """
    return _newick(root, None, with_lengths) + ";\n"


def save_newick(root: Node, path: str | Path, with_lengths: bool = False) -> None:
    """Write the tree in Newick format to a file."""
    Path(path).write_text(to_newick(root, with_lengths), encoding="utf-8")
