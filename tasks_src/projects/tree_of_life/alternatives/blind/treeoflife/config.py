"""Every setting of the program, as named constants changeable in one place."""

DATA_FILE: str = "data/organisms.json"
OUT_DIR: str = "out"

MATCH_SCORE: int = 1
MISMATCH_SCORE: int = -1
GAP_SCORE: int = -2

SCORES_FILE: str = "scores.json"
TREE_FILE: str = "tree.nwk"
TREE_LENGTHS_FILE: str = "tree_lengths.nwk"
CLUSTERS_FILE: str = "clusters.json"
DENDROGRAM_FILE: str = "dendrogram.png"

CLUSTER_THRESHOLDS: tuple[int, ...] = (150, 200, 250)

FIGURE_WIDTH_PX: int = 1200
FIGURE_HEIGHT_PX: int = 800
FIGURE_DPI: int = 100

DNA_ALPHABET: frozenset[str] = frozenset("ACGT")
MIN_SPECIES: int = 2
