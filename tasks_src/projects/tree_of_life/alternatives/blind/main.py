"""Run the whole tree-of-life pipeline: scores, tree, clusters and dendrogram."""

import argparse
import sys
from pathlib import Path

from treeoflife import config
from treeoflife.clusters import save_clusters
from treeoflife.dendrogram import save_dendrogram
from treeoflife.newick import save_newick
from treeoflife.organisms import read_organisms
from treeoflife.scores import pair_scores, save_scores
from treeoflife.tree import build_tree


def parse_thresholds(text: str) -> list[int]:
    """Parse a comma-separated list of integer thresholds, e.g. '150,200,250'."""
    try:
        return [int(part) for part in text.split(",") if part.strip()]
    except ValueError as error:
        raise argparse.ArgumentTypeError(f"invalid thresholds {text!r}") from error


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """Parse the command-line options, defaulting to the configuration."""
    parser = argparse.ArgumentParser(description="Reconstruct a family tree from DNA.")
    parser.add_argument("--data", default=config.DATA_FILE, help="input JSON file")
    parser.add_argument("--out", default=config.OUT_DIR, help="output folder")
    parser.add_argument(
        "--thresholds",
        type=parse_thresholds,
        default=list(config.CLUSTER_THRESHOLDS),
        help="comma-separated cluster thresholds",
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    """Run the pipeline; return the exit status."""
    args = parse_args(argv)
    try:
        organisms = read_organisms(args.data)
    except (OSError, ValueError) as error:
        message = str(error).splitlines()[0] if str(error) else type(error).__name__
        print(f"error: {message}", file=sys.stderr)
        return 1
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    scores = pair_scores(organisms)
    save_scores(scores, list(organisms), out / config.SCORES_FILE)
    root = build_tree(organisms, scores)
    save_newick(root, out / config.TREE_FILE)
    save_newick(root, out / config.TREE_LENGTHS_FILE, with_lengths=True)
    save_clusters(root, args.thresholds, out / config.CLUSTERS_FILE)
    save_dendrogram(root, out / config.DENDROGRAM_FILE)
    print(
        f"{len(organisms)} species, {len(scores)} pairs scored; "
        f"tree, clusters and dendrogram written to {out}/"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
