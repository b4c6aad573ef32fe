"""Build the Tree of Life from the species' DNA: ``python main.py [--data F] [--out DIR]``.

Writes into the output folder, in this order: the pairwise alignment scores
(scores.json), the tree in Newick without and with branch lengths (tree.nwk,
tree_lengths.nwk), the clusters at each threshold (clusters.json) and the dendrogram
(dendrogram.png).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from treeoflife import config
from treeoflife.clusters import save_clusters
from treeoflife.dendrogram import draw_dendrogram
from treeoflife.organisms import load_organisms
from treeoflife.scores import pairwise_scores, save_scores
from treeoflife.tree import build_tree, to_newick


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """The command line's options, each defaulting to the configuration."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=config.DATA_FILE,
                        help=f"species and sequences, JSON (default: {config.DATA_FILE})")
    parser.add_argument("--out", type=Path, default=config.OUTPUT_DIR,
                        help=f"output folder (default: {config.OUTPUT_DIR})")
    parser.add_argument("--thresholds", type=int, nargs="+", default=list(config.CLUSTER_THRESHOLDS),
                        help="similarity thresholds for the clusters (default: %(default)s)")
    return parser.parse_args(argv)


def run(args: argparse.Namespace) -> None:
    """Every step of the pipeline, each writing its file as soon as it is done."""
    organisms = load_organisms(args.data)
    args.out.mkdir(parents=True, exist_ok=True)
    scores = pairwise_scores(organisms)
    save_scores(scores, list(organisms), args.out / config.SCORES_FILE)
    self_scores = {name: len(seq) * config.MATCH_SCORE for name, seq in organisms.items()}
    tree = build_tree(scores, self_scores)
    (args.out / config.TREE_FILE).write_text(to_newick(tree) + "\n", encoding="utf-8")
    (args.out / config.TREE_LENGTHS_FILE).write_text(to_newick(tree, lengths=True) + "\n", encoding="utf-8")
    save_clusters(tree, args.thresholds, args.out / config.CLUSTERS_FILE)
    draw_dendrogram(tree, args.out / config.DENDROGRAM_FILE)
    print(f"{len(organisms)} species, {len(scores)} pairs scored; results in {args.out}/")


def main(argv: list[str] | None = None) -> int:
    """Run the pipeline; a problem with the input is reported in one line, status 1."""
    args = parse_args(argv)
    try:
        run(args)
    except (OSError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
