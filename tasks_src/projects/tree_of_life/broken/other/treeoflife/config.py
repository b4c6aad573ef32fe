"""Every setting of the pipeline in one place; the command line can override the paths
and the thresholds."""

from pathlib import Path

#: Needleman-Wunsch scores: a matching pair of bases, a mismatching pair, and each base
#: aligned against a gap (a linear gap penalty).
MATCH_SCORE = 1
MISMATCH_SCORE = -1
GAP_SCORE = -2

#: Where the species' sequences are read from and where every output goes.
DATA_FILE = Path("data/organisms.json")
OUTPUT_DIR = Path("output")

#: Output file names inside OUTPUT_DIR.
SCORES_FILE = "scores.json"
TREE_FILE = "tree.nwk"
TREE_LENGTHS_FILE = "tree_lengths.nwk"
CLUSTERS_FILE = "clusters.json"
DENDROGRAM_FILE = "dendrogram.png"

#: Similarity thresholds at which the tree is cut into clusters.
CLUSTER_THRESHOLDS = (150, 200, 250)

#: The dendrogram's size in inches and its resolution: 1200 x 800 pixels.
FIGURE_SIZE = (12, 8)
FIGURE_DPI = 100
