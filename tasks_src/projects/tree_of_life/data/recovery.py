"""How much of the true simulated tree a Newick tree recovers.

    python data/recovery.py out/tree.nwk     # from a run folder, after python main.py

Prints the rooted Robinson-Foulds distance to ``data/true_tree.nwk`` (clusters of species
found in one tree and not the other) and the true groups the tree misses. Needs
Biopython for its Newick parser.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

from Bio import Phylo

TRUE_TREE = Path(__file__).resolve().parent / "true_tree.nwk"


def clusters(text: str) -> set[frozenset[str]]:
    """The species under each node of a Newick tree."""
    tree = Phylo.read(io.StringIO(text), "newick")
    return {frozenset(leaf.name for leaf in clade.get_terminals()) for clade in tree.find_clades()}


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    true = clusters(TRUE_TREE.read_text(encoding="utf-8"))
    found = clusters(Path(argv[0]).read_text(encoding="utf-8"))
    inner = [c for c in true if 1 < len(c) < max(map(len, true))]
    recovered = [c for c in inner if c in found]
    print(f"rooted Robinson-Foulds distance: {len(true ^ found)}")
    print(f"true groups recovered: {len(recovered)} of {len(inner)}")
    for group in sorted(sorted(c) for c in inner if c not in found):
        print("missed:", ", ".join(group))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
