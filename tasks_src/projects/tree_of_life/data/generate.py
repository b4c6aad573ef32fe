"""Simulated DNA of 20 invented species whose true family tree is known.

Real sequences give no ground truth (nobody knows the true tree), so the data is evolved
along a tree drawn at random here:

1. The tree: the 20 species start as separate lineages at time 0; going back in time,
   two lineages chosen at random merge after an exponential waiting time with rate
   k(k-1)/2 for k lineages (Kingman's coalescent), until one root remains. The result
   is a rooted binary tree whose leaves all lie at time 0, scaled so that the root
   sits ROOT_HEIGHT substitutions per site above them.
2. The sequences: a random root sequence of ROOT_LENGTH bases evolves down every branch.
   Each site changes to another base with probability 1 - exp(-length), the branch
   length being expected substitutions per site; insertions and deletions of 1 to
   MAX_INDEL bases occur as a Poisson process at INDEL_RATE per site per unit length.

Everything comes from one ``random.Random(seed)`` in a fixed order, so a seed gives the
same bytes on every platform. Writes ``organisms.json`` (species name -> sequence, the
program's input) and ``true_tree.nwk`` (the simulated tree with branch lengths in
substitutions per site, for reporting how much of it the method recovers; never given
to a solution).

    python generate.py --seed 20260314 --out .
"""

from __future__ import annotations

import argparse
import json
import math
import random
from dataclasses import dataclass, field
from pathlib import Path

SPECIES = (
    "Ambrel", "Brisket", "Caldera", "Dunmore", "Elvaran", "Fennick", "Galdor", "Hestia",
    "Isolde", "Jorvik", "Kestrel", "Lumara", "Morwen", "Nerith", "Orsolo", "Pellam",
    "Quillon", "Rhosyn", "Sorrel", "Talvar",
)
BASES = "ACGT"
ROOT_LENGTH = 300
ROOT_HEIGHT = 0.3
INDEL_RATE = 0.02
MAX_INDEL = 3
LENGTH_DIGITS = 6


@dataclass
class Node:
    """A node of the simulated tree: a species (leaf) or an ancestor."""

    name: str | None
    time: float
    children: list["Node"] = field(default_factory=list)


def random_tree(rng: random.Random) -> Node:
    """A coalescent tree over SPECIES with the root at ROOT_HEIGHT."""
    lineages = [Node(name, 0.0) for name in SPECIES]
    now = 0.0
    while len(lineages) > 1:
        k = len(lineages)
        now += rng.expovariate(k * (k - 1) / 2)
        first, second = sorted(rng.sample(range(k), 2), reverse=True)
        pair = [lineages.pop(first), lineages.pop(second)]
        lineages.append(Node(None, now, pair))
    root = lineages[0]
    scale = ROOT_HEIGHT / root.time

    def rescale(node: Node) -> None:
        node.time *= scale
        for child in node.children:
            rescale(child)

    rescale(root)
    return root


def mutate(sequence: list[str], length: float, rng: random.Random) -> list[str]:
    """The sequence after evolving for ``length`` substitutions per site."""
    change = 1.0 - math.exp(-length)
    out = [rng.choice([b for b in BASES if b != base]) if rng.random() < change else base
           for base in sequence]
    events = poisson(INDEL_RATE * length * len(out), rng)
    for _ in range(events):
        size = rng.randint(1, MAX_INDEL)
        at = rng.randrange(len(out) + 1)
        if rng.random() < 0.5:
            out[at:at] = [rng.choice(BASES) for _ in range(size)]
        else:
            del out[at:at + size]
    return out


def poisson(mean: float, rng: random.Random) -> int:
    """A Poisson draw by counting exponential gaps (``random`` has no Poisson sampler)."""
    count, total = 0, rng.expovariate(1.0)
    while total < mean:
        count += 1
        total += rng.expovariate(1.0)
    return count


def evolve(node: Node, sequence: list[str], rng: random.Random, out: dict[str, str]) -> None:
    """Fill ``out`` with the sequence of every species under ``node``."""
    if node.name is not None:
        out[node.name] = "".join(sequence)
        return
    for child in node.children:
        evolve(child, mutate(sequence, node.time - child.time, rng), rng, out)


def newick(node: Node, parent_time: float | None = None) -> str:
    """The subtree in Newick, children ordered by their alphabetically first species."""
    if node.name is not None:
        text = node.name
    else:
        ordered = sorted(node.children, key=first_species)
        text = "(" + ",".join(newick(child, node.time) for child in ordered) + ")"
    if parent_time is None:
        return text
    return f"{text}:{round(parent_time - node.time, LENGTH_DIGITS)}"


def first_species(node: Node) -> str:
    """The alphabetically first species under ``node``."""
    return node.name if node.name is not None else min(first_species(c) for c in node.children)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    tree = random_tree(rng)
    root_sequence = [rng.choice(BASES) for _ in range(ROOT_LENGTH)]
    sequences: dict[str, str] = {}
    evolve(tree, root_sequence, rng, sequences)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "organisms.json").write_text(json.dumps(dict(sorted(sequences.items())), indent=2) + "\n",
                                        encoding="utf-8")
    (out / "true_tree.nwk").write_text(newick(tree) + ";\n", encoding="utf-8")


if __name__ == "__main__":
    main()
