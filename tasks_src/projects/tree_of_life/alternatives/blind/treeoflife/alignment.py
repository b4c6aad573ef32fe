"""Needleman-Wunsch global alignment score with linear memory."""

import numpy as np

from treeoflife import config


def alignment_score(
    first: str,
    second: str,
    match: int = config.MATCH_SCORE,
    mismatch: int = config.MISMATCH_SCORE,
    gap: int = config.GAP_SCORE,
) -> int:
    """Return the best global alignment score of two sequences (linear gap cost).

    The dynamic-programming matrix is computed one row at a time, so memory is
    linear in the length of ``second``. Within a row, the horizontal (gap)
    dependency is resolved with a running maximum:
    H[j] = max_k<=j (T[k] + gap * (j - k)) = gap * j + max_k<=j (T[k] - gap * k).
    """
    row_codes = np.frombuffer(second.encode("ascii"), dtype=np.uint8)
    columns = np.arange(len(second) + 1, dtype=np.int64)
    previous = gap * columns
    offset = gap * columns
    for i, base in enumerate(first.encode("ascii"), start=1):
        substitution = np.where(row_codes == base, match, mismatch)
        candidates = np.empty(len(second) + 1, dtype=np.int64)
        candidates[0] = gap * i
        candidates[1:] = np.maximum(previous[:-1] + substitution, previous[1:] + gap)
        previous = np.maximum.accumulate(candidates - offset) + offset
    return int(previous[-1])
